package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of stop 33 (8c85826..HEAD) by a skeptic helper. Each test below
// fails on HEAD and says what the person would lose or what wrong line the
// model would be sent. Unless a test says otherwise, every case in it was
// read right at 8c85826: the wrong reading comes from this stop's rules.
// The sentences are this file's own.

// kindWith33 reports whether the message alone is read into a line of kind
// that holds all the words.
func kindWith33(text string, kind session.LedgerKind, all ...string) bool {
	for _, e := range read31(text) {
		if e.Kind == kind && lineWith(e.Text, all...) != "" {
			return true
		}
	}
	return false
}

// "please no …" with "tonight" / "por hoy" is a one-off for this evening,
// not a limit for the rest of the conversation. As a rule, the model would
// go on refusing lists the next day, when the person wants them again.
func TestSkeptic33APleaseNoForTonightIsAOneOff(t *testing.T) {
	never31(t, session.LedgerRule,
		"Please no more lists for tonight, I'm exhausted. Tomorrow we carry on with the packing.",
		"Por favor, nada de listas por hoy, estoy agotada. Mañana seguimos con la mudanza.")
}

// A please quoted from an invitation or a sign after a colon is someone
// else's wish for the guests or the gym, not an instruction to the
// assistant ("The invitation says please no gifts" is already read right;
// "steht:", "pone:", "Sign on the door:" are not). The model would be told
// to hold "no gifts" / "no chalk" as a rule for its own answers.
func TestSkeptic33APleaseNoOnANoticeIsSomeoneElses(t *testing.T) {
	never31(t, session.LedgerRule,
		"Auf der Einladung steht: bitte keine Geschenke. Die Feier ist am 12. Juni im Garten.",
		"En la invitación pone: por favor, nada de regalos. La fiesta es el 12 de junio.",
		"Sign on the gym door: please no chalk on the benches. The gym is on Elm Street.")
}

// "Bitte keine Umstände" (please don't go to any trouble) and "por favor,
// nada de prisas" (no rush) are politeness, not a limit on the answers. The
// memory keeps them as standing instructions, pure filler the model is told
// to obey.
func TestSkeptic33APoliteNoFussIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"Bitte keine Umstände, das war nur eine Idee. Meine Schwester kommt am Freitag.",
		"Por favor, nada de prisas, cuando puedas. Mi hermana llega el viernes.")
}

// "That's the rule from now on" after a house rule for the kids calls the
// family's rule one, not an instruction to the assistant. The model is told
// "No phones at the dinner table for the kids" as an order for its answers
// (and a fact about the household is read as something to obey).
func TestSkeptic33AHouseRuleIsNoRuleForTheAssistant(t *testing.T) {
	never31(t, session.LedgerRule,
		"No phones at the dinner table for the kids. That's the rule from now on. They're furious.",
		"Die Kinder dürfen nach acht Uhr kein Tablet mehr. Das ist ab jetzt die Regel bei uns. Sie finden das doof.")
}

// The landlord's new rule, reported ("My landlord texted: …", "…,
// apparently"), is someone else's rule for the tenants. It becomes an
// instruction to the assistant: "no guests after 10pm".
func TestSkeptic33ALandlordsRuleIsNoRuleForTheAssistant(t *testing.T) {
	never31(t, session.LedgerRule,
		"My landlord texted: no guests after 10pm. That's the new rule from now on, apparently. So annoying.")
}

// Many people type in lower case with "..." between their sentences. Three
// dots before a lower-case word now never end a sentence, so four separate
// facts (flat, sister, dentist, MOT) become one line of four subjects; and a
// plain fact is glued into a decision line ("the flat is booked..." read as
// part of the decision to sell the car), so the model is sent a booked flat
// as something decided.
func TestSkeptic33LowerCaseDotsKeepSentencesApart(t *testing.T) {
	text := "ok so the flat is booked for june... my sister arrives on the 3rd with the kids... also the dentist moved my appointment to 14 may at 9:30... and the car needs its mot before the 20th"
	got := remembered(t, said(text, "A: Okay."))
	if l := lineOf(got, 1, "flat", "sister"); l != "" {
		t.Errorf("the flat and the sister are one line: %q", l)
	}
	if l := lineOf(got, 1, "dentist", "mot"); l != "" {
		t.Errorf("the dentist and the MOT are one line: %q", l)
	}
	if kindWith33("the flat is booked for june... we've decided to sell the car in march", session.LedgerDecision, "flat") {
		t.Errorf("the booked flat is read as part of a decision: %v", read31("the flat is booked for june... we've decided to sell the car in march"))
	}
}

// "…" before a capital mid-sentence is the dramatic pause before the news,
// most often a name (a diagnosis, a baby's name, in German any noun). Ending
// the sentence there leaves "Mum's diagnosis is…" and "Parkinson's." as two
// fragments, and the memory drops both: the diagnosis, the baby's name and
// the German diagnosis are lost (at 8c85826 each was one kept line).
func TestSkeptic33AnEllipsisBeforeTheNewsKeepsTheNews(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Mum's diagnosis is… Parkinson's. The neurologist wants to see her again on 4 June.", []string{"diagnosis", "Parkinson"}},
		{"We're calling the baby… Rosa! Due date is 3 March.", []string{"baby", "Rosa"}},
		{"Die Diagnose lautet… Borreliose. Er bekommt drei Wochen Antibiotika.", []string{"Diagnose", "Borreliose"}},
	} {
		got := remembered(t, said(c.text, "A: Okay."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
}

// "…" before the chosen thing ends the decision before what was chosen:
// the decision line is "I've finally decided on…" (no Lisbon), and the
// Spanish choice loses its decision ("Hemos elegido…" is dropped, "Oporto
// para el viaje" becomes a plain fact).
func TestSkeptic33AnEllipsisBeforeTheChoiceKeepsTheChoice(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"I've finally decided on… Lisbon for the anniversary trip. Booking tomorrow.", []string{"decided", "Lisbon"}},
		{"Hemos elegido… Oporto para el viaje. Salimos el 12 de mayo.", []string{"elegido", "Oporto"}},
	} {
		if !kindWith33(c.text, session.LedgerDecision, c.keys...) {
			t.Errorf("no decision holds %q: %v", c.keys, read31(c.text))
		}
	}
}

// A decision followed by a tag question ("…, is that crazy?", "…, ¿no?",
// "…, oder?") is still a decision: the new "no decision in a question" reads
// the whole sentence as a question. "We decided to sell the car" is lost
// altogether; the Spanish and German decisions become plain facts, and the
// model is no longer told that anything was decided.
func TestSkeptic33ADecisionWithATagQuestionIsStillOne(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"We decided to sell the car, is that crazy? The buyer pays £4,000 on Friday.", []string{"sell", "car"}},
		{"Al final nos quedamos con el piso de Triana, ¿no? Firmamos el lunes.", []string{"Triana"}},
		{"Wir haben uns für die blaue Küche entschieden, oder? Die Lieferung kommt am 3. Juni.", []string{"Küche"}},
	} {
		if !kindWith33(c.text, session.LedgerDecision, c.keys...) {
			t.Errorf("no decision holds %q: %v", c.keys, read31(c.text))
		}
	}
}

// "Can we …?" that steers the talk right now ("Can we be honest for a
// second?", "Shall we call it a night?", "Können wir kurz über was anderes
// reden?", "¿Podemos dejarlo aquí por hoy?") is no task left open: kept as
// an open question, the model is told to come back to "being honest for a
// second" or "calling it a night" later. At 8c85826 none was a question.
func TestSkeptic33ACanWeOfTheMomentIsNoOpenTask(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Can we be honest for a second? I hate my job at the bank.",
		"Shall we call it a night? Tomorrow I'll send you the receipts.",
		"Können wir kurz über was anderes reden? Meine Mutter kommt am Freitag.",
		"¿Podemos dejarlo aquí por hoy? Mañana sigo con el presupuesto.")
}

// "No news on the job yet", "Keine Neuigkeiten zur Wohnung", "No hay
// noticias del banco", "Any news on my parcel?" are no head of the news after them:
// they say there is none, or ask. Each is now glued to the unrelated next
// sentence (the sister's arrival), one line of two subjects, and "no news on
// the job" outlives the later news that the person got it.
func TestSkeptic33NoNewsIsNoNewsHead(t *testing.T) {
	for _, c := range []struct {
		text string
		a, b string
	}{
		{"No news on the job yet. My sister arrives on Friday with the kids.", "job", "sister"},
		{"Keine Neuigkeiten zur Wohnung. Meine Schwester kommt am Freitag.", "Wohnung", "Schwester"},
		{"No hay noticias del banco. Mi hermana llega el viernes con los niños.", "banco", "hermana"},
		{"Any news on my parcel? Also the boiler man comes on Tuesday at 8.", "parcel", "boiler"},
	} {
		got := remembered(t, said(c.text, "A: Okay."))
		if l := lineOf(got, 1, c.a, c.b); l != "" {
			t.Errorf("%q and %q are one line: %q", c.a, c.b, l)
		}
	}
}

// A date opening a message ("14/11 dentist at 9:30", "21/11 the boiler
// man …") now has the shape of "Msg 12/40" and is stripped as a message
// number once two messages open with one: the memory says "dentist at 9:30"
// with no day.
func TestSkeptic33ADateOpeningAMessageIsKept(t *testing.T) {
	got := remembered(t, said(
		"14/11 dentist at 9:30, don't let me forget.", "A: Noted.",
		"21/11 the boiler man comes between 8 and 12.", "A: Noted.",
		"The car is at the garage until Friday.", "A: Noted.",
		"My sister Ana lands on the 4th at noon.", "A: Noted."))
	if lineOf(got, 1, "14/11", "dentist") == "" || lineOf(got, 3, "21/11", "boiler") == "" {
		t.Errorf("the dates were stripped as a numbering:\n%s", got)
	}
}

// A fraction opening a message ("3/4 of the guests", "2/3 of the budget")
// is stripped as "Msg 12/40": the memory says "of the guests are
// vegetarian", and the second message is lost altogether.
func TestSkeptic33AFractionOpeningAMessageIsKept(t *testing.T) {
	got := remembered(t, said(
		"3/4 of the guests are vegetarian.", "A: Noted.",
		"2/3 of the budget is gone already.", "A: Noted.",
		"The party is on 12 June at the Red Lion.", "A: Noted."))
	if lineOf(got, 1, "3/4", "vegetarian") == "" || lineOf(got, 3, "2/3", "budget") == "" {
		t.Errorf("the fractions were stripped as a numbering:\n%s", got)
	}
}

// One capital and a number before a colon is as often what the message is
// about as a numbering: a quarter ("Q3:", "Q4:"), a vitamin ("B12:",
// "D3:"), a road ("M25:", "A3:"). Stripped as "Q12:", the memory keeps
// "we hire two engineers" with no quarter, "2000 IU with lunch" with no
// vitamin, "closed between junctions 10 and 11" with no road.
func TestSkeptic33ALetterAndNumberThatSayWhatAreKept(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		keys [][]string
	}{
		{[]string{"Q3: we hire two engineers for the Madrid office.", "A: Noted.", "Q4: the app launches in Spain.", "A: Noted.", "Budget is £80,000 for the year.", "A: Noted."},
			[][]string{{"Q3", "engineers"}, {"Q4", "app"}}},
		{[]string{"B12: I take 1000 µg every morning.", "A: Noted.", "D3: 2000 IU with lunch.", "A: Noted.", "My GP is Dr Shah at Elm Road.", "A: Noted."},
			[][]string{{"B12", "morning"}, {"D3", "lunch"}}},
		{[]string{"M25: closed between junctions 10 and 11 all weekend.", "A: Noted.", "A3: roadworks near Guildford until May.", "A: Noted.", "We drive to Portsmouth on Saturday.", "A: Noted."},
			[][]string{{"M25", "junctions"}, {"A3", "Guildford"}}},
	} {
		got := remembered(t, said(c.msgs...))
		for i, keys := range c.keys {
			if lineOf(got, 2*i+1, keys...) == "" {
				t.Errorf("%q was stripped as a numbering:\n%s", keys[0], strings.TrimSpace(got))
			}
		}
	}
}
