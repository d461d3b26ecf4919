package compression_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of da13888 (the fixes of skeptic34b_review_test.go) by a skeptic
// helper. Each test below fails on da13888 and says what wrong line the
// model is sent; each passes with the non-test files of da13888's parent
// (d190ca4) unless it says otherwise: the wrong reading comes from the
// fix named in the test. The sentences are this file's own.

// --- 1. A take-back that names the plan's things (Merge: aboutAFact) --------

// "I'm running the Berlin marathon on 28 September" … "For my training
// plans, always give distances in miles, please." … "Forget the miles
// thing, the Berlin marathon is all in kilometres anyway.": the person takes
// the miles instruction back, and says why in words of the plan. aboutAFact
// weighs what the take-back shares: "miles" with the rule, but "Berlin" (a
// name, counted twice) and "marathon" with the fact of #1 — more, so it
// reads a change of plan, keeps the miles rule as a rule and demotes the
// take-back to a fact. The model is told to give every distance in miles,
// the instruction the person took back. Same in German ("Vergiss das mit
// den Meilen, der Marathon in Berlin …") and Spanish ("Olvida lo de las
// millas, en el maratón de Valencia …"). At d190ca4 the rule went.
func TestSkeptic34cATakeBackThatGivesItsReasonStillTakesTheRuleBack(t *testing.T) {
	for _, c := range []struct {
		msgs         []string
		rule, revKey string
	}{
		{[]string{
			"I'm running the Berlin marathon on 28 September, my first one.", "A: Exciting!",
			"For my training plans, always give distances in miles, please.", "A: Will do.",
			"Forget the miles thing, the Berlin marathon is all in kilometres anyway.", "A: Ok.",
		}, "miles", "Forget"},
		{[]string{
			"Ich laufe am 28. September den Marathon in Berlin, mein erster.", "A: Toll!",
			"Gib mir bei den Trainingsplänen die Strecken bitte immer in Meilen an.", "A: Mach ich.",
			"Vergiss das mit den Meilen, der Marathon in Berlin wird ja eh in Kilometern gemessen.", "A: Ok.",
		}, "Meilen", "Vergiss"},
		{[]string{
			"Voy a correr el maratón de Valencia el 1 de diciembre, es el primero.", "A: ¡Qué bien!",
			"En los planes de entrenamiento, dame siempre las distancias en millas, por favor.", "A: Vale.",
			"Olvida lo de las millas, en el maratón de Valencia todo va en kilómetros.", "A: Vale.",
		}, "millas", "Olvida"},
	} {
		var rule, revocation *session.LedgerEntry
		for _, e := range ledger34b(t, c.msgs...) {
			switch {
			case e.Msg == 2 && hasWord(e.Text, c.rule) && e.Kind == session.LedgerRule && e.Newer == 0:
				rule = &e
			case e.Msg == 4 && hasWord(e.Text, c.revKey):
				revocation = &e
			}
		}
		if rule != nil && (revocation == nil || revocation.Kind != session.LedgerRule) {
			kind := "lost"
			if revocation != nil {
				kind = "a " + string(revocation.Kind)
			}
			t.Errorf("the instruction %q stays in force, and its take-back %q is %s", rule.Text, c.msgs[4], kind)
		}
	}
}

// --- 2. A take-back that shares a word with a fact only (aboutAFact) --------

// "Never use emoji in your replies …" … "My nephew Sam sends me emojis all
// day long." … "Forget the emojis thing, Sam has converted me.": the very
// case of skeptic34b's first test ("emojis" is not the rule's "emoji"),
// with one fact between. The take-back shares nothing with the rule, so no
// rule is superseded (rule 0) and any word it shares with a fact ("Sam",
// "emojis") makes aboutAFact call it a change of plan: a fact, dropped
// first in a small memory, while "Never use emoji" stays — the person's
// newest instruction reversed, as skeptic34b's test says. Same in Spanish
// (Lucía and "emoticonos"); in German, where the take-back shares "Reise"
// with the rule as well, the trip to Seville outweighs it and the Spanish
// rule is kept while its take-back goes (at d190ca4 the rule went). The
// English and Spanish cases fail at d190ca4 too (3092243's demotion, which
// da13888 meant to take back).
func TestSkeptic34cATakeBackIsNotLostToAFactThatSharesItsWords(t *testing.T) {
	for _, c := range []struct {
		msgs            []string
		ruleKey, revKey string
	}{
		{[]string{
			"Never use emoji in your replies, they look childish on my work laptop.", "A: Ok.",
			"My nephew Sam sends me emojis all day long.", "A: Ha.",
			"Forget the emojis thing, Sam has converted me.", "A: Ok.",
		}, "emoji", "Forget"},
		{[]string{
			"Por favor, nunca me pongas emojis en las respuestas.", "A: Vale.",
			"Mi sobrina Lucía me manda emoticonos todo el día.", "A: Jaja.",
			"Olvida lo de los emoticonos, Lucía me ha convencido.", "A: Vale.",
		}, "emojis", "Olvida"},
		{[]string{
			"Antworte mir ab jetzt bitte immer auf Spanisch, ich übe für die Reise.", "A: Vale.",
			"Die Reise nach Sevilla mit Jonas ist im April.", "A: Schön.",
			"Vergiss das mit der Sprache, die Reise nach Sevilla mit Jonas fällt aus.", "A: Schade.",
		}, "Spanisch", "Vergiss"},
	} {
		got := rememberedWithin(t, said(beforeOrders(c.msgs...)...), 100)
		if lineOf(got, 1, c.ruleKey) != "" && lineOf(got, 5, c.revKey) == "" {
			t.Errorf("the instruction is kept and the message that takes it back is dropped:\n%s", got)
		}
	}
}

// --- 3. A new limit that does not say "you" (Merge: secondPerson) ----------

// "Keep your answers under 100 words please …" … "Up to 300 words is fine
// now, I'm on my laptop.": the person raises their own limit. da13888 lets
// a value update a rule only from a line with a word of the second person
// ("you", "du", "tú", "te" …), so that "My dissertation now has to be under
// 10,000 words" does not; but people lift a limit without addressing the
// model ("Up to 300 words is fine now", "Answers of up to 300 words are
// fine now", "Jetzt sind bis zu 300 Wörter okay"), and Spanish drops the
// pronoun ("Ahora puedes escribir hasta 300 palabras": "puedes" is "you
// can"). The 100-word rule is sent with no mark, beside the 300 — the model
// is told both, the older as current, and the new limit is no longer a
// rule. At d190ca4 each marked the rule "(updated in #3)".
func TestSkeptic34cAnInstructionUpdateNeedNotSayYou(t *testing.T) {
	for _, c := range []struct{ rule, update, ack string }{
		{"Keep your answers under 100 words please, I read them on my phone.",
			"Up to 300 words is fine now, I'm on my laptop.", "A: Ok."},
		{"Keep your answers under 100 words please, I read them on my phone.",
			"Answers of up to 300 words are fine now, I'm back at my desk.", "A: Ok."},
		{"Schreib bitte nie mehr als 100 Wörter, ich lese am Handy.",
			"Jetzt sind bis zu 300 Wörter okay, ich bin am Laptop.", "A: Gut."},
		{"Por favor, no escribas más de 100 palabras, que lo leo en el móvil.",
			"Ahora puedes escribir hasta 300 palabras, ya estoy con el portátil.", "A: Vale."},
	} {
		got := remembered(t, said(c.rule, c.ack, c.update, c.ack))
		if !updatedLine(t, got, 1, "100") {
			t.Errorf("the 100-word limit is sent as current after %q:\n%s", c.update, got)
		}
	}
}

// --- 4. A correction that opens with a verb (disowns: its subject) ----------

// "The plumber is coming on Thursday at 10 …" … "Turns out the plumber is
// coming on Friday, not Thursday.": a correction of the plumber's day.
// da13888's disowns takes the line's first word that is not an ordinary
// one for its subject, and a capital that opens the line for a name: here
// "Turns" (and "Apparently", "Leí", or the "read" of "I read the ticket
// wrong", the "verlesen" of "Hab mich verlesen") — no word of the old line,
// so "not Thursday" is no correction and the Thursday is sent as current.
// At d190ca4 each marked the first line "(updated in #3)".
func TestSkeptic34cACorrectionThatOpensWithAVerbIsACorrection(t *testing.T) {
	for _, c := range []struct {
		first, second, ack, key string
	}{
		{"The plumber is coming on Thursday at 10 to fix the boiler.",
			"Turns out the plumber is coming on Friday, not Thursday.", "A: Ok.", "Thursday"},
		{"The plumber is coming on Thursday at 10 to fix the boiler.",
			"Apparently the plumber is coming on Friday, not Thursday.", "A: Ok.", "Thursday"},
		{"Mum's train gets into Leeds at 14:10 on Saturday.",
			"I read the ticket wrong, Mum's train gets in at 15:10, not 14:10.", "A: Ok.", "14:10"},
		{"Mamas Zug kommt am Samstag um 14:10 in Leipzig an.",
			"Hab mich verlesen, Mamas Zug kommt um 15:10 an, nicht um 14:10.", "A: Ok.", "14:10"},
		{"El tren de mamá llega a Sevilla el sábado a las 14:10.",
			"Leí mal el billete, el tren de mamá llega a las 15:10, no a las 14:10.", "A: Vale.", "14:10"},
	} {
		got := remembered(t, said(c.first, c.ack, c.second, c.ack))
		if !updatedLine(t, got, 1, c.key) {
			t.Errorf("the corrected value is sent as current after %q:\n%s", c.second, got)
		}
	}
}

// --- 5. An update of an update names the newest (Merge: gone) ---------------

// "The team meeting with Priya is on Monday at 9 in room 4B." … "… moved to
// Tuesday at 10. Also, the budget review with Dev is on the 14th." … "… moved
// again, to Wednesday at 11.": #5 supersedes #3's meeting line. da13888
// re-points a line updated by a message to the newer line only when every
// line of that message goes — #3 keeps its budget review, so #1 stays
// "(updated in #3)", and #3 no longer says anything of the meeting: the
// pointer names a message without the new value (the very thing
// skeptic34b's eleventh test asks for), and the budget gives #3's line, not
// #5's, the bonus of the newest. At d190ca4 #1 read "(updated in #5)".
func TestSkeptic34cAnUpdateOfAnUpdateNamesTheNewestMessage(t *testing.T) {
	got := remembered(t, said(
		"The team meeting with Priya is on Monday at 9 in room 4B.", "A: Noted.",
		"The team meeting with Priya moved to Tuesday at 10. Also, the budget review with Dev is on the 14th.", "A: Ok.",
		"The team meeting with Priya moved again, to Wednesday at 11.", "A: Ok.",
	))
	if lineOf(got, 3, "Tuesday") != "" {
		return // #3 still holds a meeting line: "(updated in #3)" would do
	}
	if l := lineOf(got, 1, "Monday"); !strings.Contains(l, "(updated in #5)") {
		t.Errorf("the meeting's first day does not point at #5, the one message holding its newest day: %q\n%s", l, got)
	}
}

// --- 6. A change head before "we …" (joins: changeHead && !ownSubject) ------

// "Book club meets at the Hove library on Tuesdays at 6." … "Book club is
// moving! We now meet in Priya's kitchen on Thursdays at 7.": the sentence
// after the head says where and when the club meets now. da13888 stops a
// change head from taking a sentence with a subject of its own (for "Meine
// Schwester kommt jetzt …"), and "We" / "Wir" is one: the head is dropped
// or kept alone, "We now meet …" names no club, and #1 is sent as current
// — the library on Tuesdays at 6. Same in German ("Der Chor zieht um! Wir
// proben jetzt donnerstags …"). At d190ca4 the head and its sentence were
// one line and #1 read "(updated in #3)".
func TestSkeptic34cAChangeHeadTakesWhatWeDoNow(t *testing.T) {
	for _, c := range []struct {
		first, second, ack, key string
	}{
		{"Book club meets at the Hove library on Tuesdays at 6.",
			"Book club is moving! We now meet in Priya's kitchen on Thursdays at 7.", "A: Nice.", "library"},
		{"Der Chor probt dienstags um 19 Uhr im Gemeindehaus.",
			"Der Chor zieht um! Wir proben jetzt donnerstags um 20 Uhr in der Aula der Grundschule.", "A: Ok.", "Gemeindehaus"},
	} {
		got := remembered(t, said(c.first, c.ack, c.second, c.ack))
		if !updatedLine(t, got, 1, c.key) {
			t.Errorf("the old meeting place and day are sent as current after %q:\n%s", c.second, got)
		}
	}
}

// --- 7. A weekday and a dotted date alone on a line (skeleton: separator) ---

// A diary kept a message a day, "Mo 03.03. 07:40 Heizung …", "Di 04.03.
// 21:15 …", "Mi 05.03. 07:55 …": the weekday, date and time are the entry's
// stamp. da13888 reads a weekday and a date as a label only when a mark
// ("–", ":") sets them off, so the stamp is no longer stripped; the
// sentence reader ends a sentence at the date's last dot, and each message
// keeps "Mo 03.03.", "Di 04.03.", "Mi 05.03." as a line of its own — three
// lines that say nothing, in room the facts need. The appointments da13888
// meant to keep their dates fare no better: "Fr 14.03. holt Oma die Kinder
// um 15 Uhr …", "Sun 09.03. the car goes to Kwik Fit …" keep "Fr 14.03.",
// "Sun 09.03." on a line of their own, and the line of what happens has no
// date. The diary passes at d190ca4 (its stamp stripped); the appointments
// fail there too (their dates were stripped).
func TestSkeptic34cAWeekdayAndDateAreNoLineOfTheirOwn(t *testing.T) {
	bare := func(got string, n int, stamp string) bool {
		for _, l := range strings.Split(got, "\n") {
			if strings.TrimSpace(l) == fmt.Sprintf("- #%d %s", n, stamp) {
				return true
			}
		}
		return false
	}
	diaries := [][]string{
		{"Mo 03.03. 07:40 Heute früh war die Heizung wieder aus, der Techniker von Vaillant kommt am Donnerstag.", "A: Oje.",
			"Di 04.03. 21:15 Die Heizung läuft wieder, aber der Druck fällt über Nacht auf 0,8 bar.", "A: Hm.",
			"Mi 05.03. 07:55 Druck heute früh 0,6 bar, ich hab Wasser nachgefüllt.", "A: Ok."},
		{"Mon 03.03. 07:40 Boiler was off again this morning, the Vaillant engineer comes on Thursday.", "A: Oh no.",
			"Tue 04.03. 21:15 Boiler is running again but the pressure drops to 0.8 bar overnight.", "A: Hm.",
			"Wed 05.03. 07:55 Pressure 0.6 bar this morning, I topped it up.", "A: Ok."},
	}
	for _, msgs := range diaries {
		got := remembered(t, said(msgs...))
		for n := 1; n <= 5; n += 2 {
			ws := strings.Fields(msgs[n-1])
			if stamp := ws[0] + " " + ws[1]; bare(got, n, stamp) {
				t.Errorf("#%d keeps its stamp %q as a line of its own:\n%s", n, stamp, got)
			}
		}
	}
	for _, c := range []struct {
		msgs       []string
		date, what string
	}{
		{[]string{
			"Fr 14.03. holt Oma die Kinder um 15 Uhr von der Kita ab.", "A: Gut.",
			"Die Kita hat ab April neue Öffnungszeiten, bis 16:30 statt 17 Uhr.", "A: Ok.",
		}, "14.03.", "Oma"},
		{[]string{
			"Sun 09.03. the car goes to Kwik Fit in Hove at 8 for the MOT.", "A: Noted.",
			"The insurance renewal with Admiral is due at the end of March.", "A: Ok.",
		}, "09.03.", "Kwik"},
	} {
		got := remembered(t, said(c.msgs...))
		if lineOf(got, 1, c.date, c.what) == "" {
			t.Errorf("the line of what happens on %s does not hold its date:\n%s", c.date, got)
		}
	}
}
