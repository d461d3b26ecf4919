package compression_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// Skeptical review of 49c5515 / c5053e9 (stop 93): newNow's German and
// Spanish moves, FitLedger's condition check, nowNamed and the new nowIs
// phrases.

// sk93Fit (the three fitting reviews of stop 93 share it) fits a message of
// two of the person's lines (keep, then or before
// the other) beside another message's line, in a budget where exactly one line
// must go (either of the two would do), and reports whether keep stays.
func sk93Fit(t *testing.T, lines []string, keep string) {
	t.Helper()
	size := func(s string) int { return len(s) }
	var ledger []session.LedgerEntry
	for _, l := range lines {
		ledger = append(ledger, session.LedgerEntry{Kind: session.LedgerFact, Msg: 0, User: true, Weight: 10, Text: l})
	}
	ledger = append(ledger, session.LedgerEntry{Kind: session.LedgerFact, Msg: 2, User: true, Weight: 20, Text: "Kieran Walsh from the Crown does the bar, cash only."})
	total := size(strings.Join(compression.LedgerLines(ledger, compression.LedgerView{}), "\n"))
	smallest := total
	for _, e := range ledger[:len(lines)] {
		smallest = min(smallest, size(compression.Line(e))+1)
	}
	budget := (total-smallest)*10/9 + 2
	if budget >= total {
		t.Fatalf("budget %d does not force a drop (total %d)", budget, total)
	}
	kept, _ := compression.FitLedger(ledger, budget, size, compression.LedgerView{})
	if len(kept) != len(ledger)-1 {
		t.Logf("kept %d of %d lines", len(kept), len(ledger))
	}
	if !slices.Contains(texts(kept), keep) {
		t.Errorf("want %q kept; kept %q", keep, texts(kept))
	}
}

// sk93Kept is what stays of the first message when it is followed by twelve
// exchanges of orders and every message is kept as facts within budget words.
func sk93Kept(msg string, budget int) []string {
	return sk93fKept(budget, msg)
}

// sk93Holds reports whether one of lines holds key.
func sk93Holds(lines []string, key string) bool {
	return slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, key) })
}

// "Lo pasamos bomba", "La pasamos bomba" (Mexico) is "we had a great time":
// no plan moved. The person means: the Christmas lunch is on Friday the 19th
// at La Tagliatella (we loved it last year); my sister marries on 14 June in
// Oaxaca. At the change the new "lo pasamos"/"la pasamos" of newNow makes the
// aside its own line (memory_read.go's keep group) and lets it take the
// message's point in FitLedger: at 176 words the date goes (the parent keeps
// it); at 192 only "La pasamos bomba …" stays of the wedding.
// Regression: passes on 23064b5, fails on 49c5515.
func TestSk93HadAGreatTimeIsNoMove(t *testing.T) {
	for _, c := range []struct {
		msg, point string
		budget     int
	}{
		{"Ya tenemos fecha: la comida de Navidad de la empresa es el viernes 19 en La Tagliatella. Lo pasamos bomba el año pasado.", "Tagliatella", 176},
		{"Mi hermana se casa el 14 de junio en Oaxaca, la fiesta es en el jardín de mi tía. La pasamos bomba en la boda de mi primo, así que ya tengo ganas.", "Oaxaca", 192},
	} {
		if got := sk93Kept(c.msg, c.budget); !sk93Holds(got, c.point) {
			t.Errorf("at %d words the point (%q) is lost; kept of the message %q", c.budget, c.point, got)
		}
	}
}

// "La cambiamos de ropa" is changing the baby's clothes, not a plan changed.
// The person means: Lucía has had a 38.5 fever since last night, watch it
// (we changed her clothes twice, she sweated). At the change the aside is a
// new line and at 176 words the fever line goes (the parent keeps it); at
// 56, 72, 128, 144 the aside alone stays of the message.
// Regression: passes on 23064b5, fails on 49c5515.
func TestSk93ChangingTheBabysClothesIsNoMove(t *testing.T) {
	msg := "Lucía tiene 38,5 de fiebre desde anoche y el pediatra dice que vigilemos si sube. La cambiamos de ropa dos veces porque sudaba muchísimo."
	if got := sk93Kept(msg, 176); !sk93Holds(got, "fiebre") {
		t.Errorf("the fever is lost at 176 words; kept of the message %q", got)
	}
}

// "Heute verschieben wir schon mal Möbel im Keller": shifting furniture
// about today, an activity, no plan moved. The person means: the move is on
// Saturday 3 May, the van comes at eight. At 56 words the change keeps the
// furniture and drops the date (the parent keeps the date).
// Regression: passes on 23064b5, fails on 49c5515.
func TestSk93ShiftingFurnitureIsNoMove(t *testing.T) {
	msg := "Der Umzug ist am Samstag, dem 3. Mai, der Transporter kommt um acht in die Lindenstraße. Heute verschieben wir schon mal Möbel im Keller."
	if got := sk93Kept(msg, 56); !sk93Holds(got, "Umzug") {
		t.Errorf("the moving date is lost at 56 words; kept of the message %q", got)
	}
}

// "Am Wochenende verlegen wir Laminat im Flur": "verlegen" is laying a floor
// (or cables), not moving a date. The person means: the tiler only comes on
// 14 May. At 56 words the change keeps the laminate and drops the tiler's
// date (the parent keeps the date).
// Regression: passes on 23064b5, fails on 49c5515.
func TestSk93LayingAFloorIsNoMove(t *testing.T) {
	msg := "Der Fliesenleger kommt erst am 14. Mai, das Bad bleibt bis dahin ohne Dusche. Am Wochenende verlegen wir Laminat im Flur."
	if got := sk93Kept(msg, 56); !sk93Holds(got, "Fliesenleger") {
		t.Errorf("the tiler's date is lost at 56 words; kept of the message %q", got)
	}
}

// "Wenn's regnet, verschieben wir auf Sonntag": a move only if it rains, the
// case the change means to leave alone ("If it rains, we're moving it to
// Sunday") — but its first word is "wenn's", no conditionOpens word, so the
// new "verschieben wir" makes it a move. The person means: the tapping is
// on Saturday at five (Sunday only if it rains). At 56 words the change keeps
// the rain line and drops Saturday (the parent keeps Saturday).
// Regression: passes on 23064b5, fails on 49c5515.
func TestSk93WennsRegnetIsOnlyIfItRains(t *testing.T) {
	msg := "Der Anstich ist am Samstag um fünf am Dorfplatz, mit Blasmusik. Wenn's regnet, verschieben wir auf Sonntag."
	if got := sk93Kept(msg, 56); !sk93Holds(got, "Anstich") {
		t.Errorf("Saturday is lost at 56 words; kept of the message %q", got)
	}
}

// A move only if it rains, the condition after it: "Verschieben wir auf
// Sonntag, falls es regnet", "Lo pasamos al domingo si llueve". FitLedger's
// new check looks at the first word only. The person means: it is on
// Saturday (Sunday only if it rains). The German at 56 words: the change
// keeps the rain line and drops Saturday (the parent keeps it). The Spanish
// in FitLedger alone: the change keeps the rain line over the date (the
// parent keeps the date); whole, the parent already keeps the rain line at
// low budgets (a miss there).
// Regression: passes on 23064b5, fails on 49c5515.
func TestSk93AConditionAfterTheMove(t *testing.T) {
	msg := "Der Anstich ist am Samstag um fünf am Dorfplatz, mit Blasmusik. Verschieben wir auf Sonntag, falls es regnet."
	if got := sk93Kept(msg, 56); !sk93Holds(got, "Anstich") {
		t.Errorf("Saturday is lost at 56 words; kept of the message %q", got)
	}
	sk93Fit(t, []string{"Ensayo en el río el sábado 26 de abril, con una almadía sola.", "Lo pasamos al domingo si llueve."}, "Ensayo en el río el sábado 26 de abril, con una almadía sola.")
}

// A real move said after an "if" or a "when" that is no condition of it:
// "If anyone asks, we've moved the party to the garden", "Cuando hables con
// Ana, dile que la cena se cambió al patio". The person means: the party is
// in the garden now. FitLedger's new check drops the move for its first
// word, and the message's aside (Tom's speaker) keeps the point instead.
// Regression in FitLedger: passes on 23064b5, fails on 49c5515 (whole
// conversations of these sentences kept the same lines on both at 40–200
// words).
func TestSk93AMoveAfterAnIfThatIsNoCondition(t *testing.T) {
	sk93Fit(t, []string{"Tom's bringing the big speaker and the fairy lights from his shed on Friday.", "If anyone asks, we've moved the party to the garden."}, "If anyone asks, we've moved the party to the garden.")
	sk93Fit(t, []string{"Tomás trae el altavoz grande y las luces del garaje el viernes por la tarde.", "Cuando hables con Ana, dile que la cena se cambió al patio."}, "Cuando hables con Ana, dile que la cena se cambió al patio.")
}

// A sign-off typed without a comma: "Gotta go now Tom's here", "Must dash
// now Jamie's at the door" — nowNamed reads a name after "now" as what
// something is now. The person means: the flight is on the 14th; the new job
// starts Monday. In FitLedger the sign-off takes the message's point.
// Regression in FitLedger: passes on 23064b5, fails on 49c5515 (whole, the
// parent already keeps "Must dash …" alone at low budgets: a miss there).
func TestSk93ASignOffIsNoNewName(t *testing.T) {
	sk93Fit(t, []string{"Flight to Crete is on the 14th from Gatwick at ten past six, two big bags.", "Gotta go now Tom's here."}, "Flight to Crete is on the 14th from Gatwick at ten past six, two big bags.")
	sk93Fit(t, []string{"My new job at the library starts on Monday, nine to half four, Tuesdays off.", "Must dash now Jamie's at the door."}, "My new job at the library starts on Monday, nine to half four, Tuesdays off.")
}

// "Up to now Berlin was fine", "Up to now Luigi's never let us down": the
// "now" of "up to now" before a name is no new name ("till now" and "until
// now" are in notBeforeNow, "up to now" is not). The person means: the
// removal van comes Friday the 9th; dinner is at Luigi's on Saturday. In
// FitLedger the aside takes the message's point.
// Regression in FitLedger: passes on 23064b5, fails on 49c5515 (whole, the
// parent already keeps both asides alone at low budgets: a miss there).
func TestSk93ANowOfTimePastIsNoNewName(t *testing.T) {
	sk93Fit(t, []string{"The removal van comes on Friday the 9th at seven, and the keys go back to the agent by noon.", "Up to now Berlin was fine."}, "The removal van comes on Friday the 9th at seven, and the keys go back to the agent by noon.")
	sk93Fit(t, []string{"Our anniversary dinner is at Luigi's on Saturday at eight, table for two by the window.", "Up to now Luigi's never let us down."}, "Our anniversary dinner is at Luigi's on Saturday at eight, table for two by the window.")
}

// "Now that's the part I'm dreading", "Now this is the fun part": a comment,
// no update, but nowIs now has "now that's the" and "now this is the". The
// person means: the mortgage advisor wants three months of payslips before
// the 12th of March. In FitLedger the comment ranks as its message's first
// line and outlives the point.
// Regression in FitLedger: passes on 23064b5, fails on 49c5515 (whole, the
// reader leaves such a comment out or keeps it in the point's line; no
// difference seen).
func TestSk93NowThatsTheIsAComment(t *testing.T) {
	sk93Fit(t, []string{"The mortgage advisor wants three months of payslips and the last tax statement before the 12th of March.", "Now that's the part I'm dreading."}, "The mortgage advisor wants three months of payslips and the last tax statement before the 12th of March.")
	sk93Fit(t, []string{"The mortgage advisor wants three months of payslips and the last tax statement before the 12th of March.", "Now this is the fun part."}, "The mortgage advisor wants three months of payslips and the last tax statement before the 12th of March.")
}
