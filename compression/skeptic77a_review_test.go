package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of 45a6818..28edba5 by a skeptic helper. REGRESSION tests pass with
// the files of 45a6818 and fail at 28edba5; STILL MISSED tests fail at both:
// plain variants of what the change set out to read. The sentences are this
// file's own. Helpers: read31, never31 (skeptic31), linesOf57, holds57
// (memory_reading57), kindsAre73 (memory_reading73), said, remembered
// (memory_defects).

// --- REGRESSIONS ------------------------------------------------------------

// REGRESSION (28edba5, dialect in phrases). dialect writes "vergiss, was
// ich" as "vergiss, was i", and marks lets a phrase that ends in a letter
// end inside a word: "Vergiss, was ihr Lehrer …" and "Vergiss, was Ingrid
// …" are read as the person taking back their own words about the
// answers. The person's order to answer briefly is dropped from the memory
// — yet what is set aside is someone else's advice to the daughter. At
// 45a6818 the order stays.
func TestSkeptic77aSomeoneElsesWordsAreNoTakeBack(t *testing.T) {
	const order = "Antworte mir bitte immer kurz, höchstens drei Sätze."
	for _, text := range []string{
		"Meine Tochter übt für ihr Vorstellungsgespräch bei der Sparkasse. Vergiss, was ihr Lehrer über kurze Antworten gesagt hat, sie soll ruhig ausführlich erzählen.",
		"Vergiss, was Ingrid über kurze Antworten gesagt hat, die übertreibt immer.",
	} {
		if got := remembered(t, said(order, "A: Ok.", text, "A: Ok.")); !strings.Contains(got, "immer kurz") {
			t.Errorf("after %q the order to answer briefly is gone:\n%s", text, got)
		}
	}
}

// REGRESSION (28edba5, "acordaron" in decided). "Se acordaron de …" is
// "they remembered", not "they agreed": grandchildren who remembered a
// birthday and neighbours who forgot the bins are read as decisions. Facts
// at 45a6818.
func TestSkeptic77aRememberingIsNoAgreement(t *testing.T) {
	never31(t, session.LedgerDecision,
		"Mis hijos por fin se acordaron de llamar a la abuela.",
		"Los vecinos no se acordaron de sacar la basura el martes.")
}

// REGRESSION (28edba5, "decidió", "decidieron" in decided). A decision not
// made yet is read as made: undecided knows "no he decidido", "no hemos
// decidido" but not the third person the change adds, nor "nadie decidió".
// The model is told the parents' Christmas or the sister's venue is
// settled. Facts at 45a6818.
func TestSkeptic77aNotYetDecidedIsNoDecision(t *testing.T) {
	never31(t, session.LedgerDecision,
		"Mis padres todavía no decidieron si vienen en Navidad.",
		"Mi hermana aún no decidió dónde celebrar la boda.",
		"Nadie decidió nada sobre la fecha todavía.")
}

// REGRESSION (28edba5, sayDuToMe). "sag einfach/ruhig du zu mir" after a
// colon is what someone else offered the person ("Mein Chef hat mir gleich
// angeboten: …"): othersWords knows neither "angeboten" nor the colon, and
// the offer becomes an order on how the assistant addresses the person.
// Facts at 45a6818 (the softener kept "sag" from "du").
func TestSkeptic77aAnOfferReportedIsNoOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"Mein Chef hat mir gleich angeboten: sag einfach du zu mir.",
		"Die Wirtin hat gleich angeboten: sag ruhig du zu mir.")
}

// REGRESSION (28edba5, rang up to 14 words). A longer "X rang to say …" is
// now a ringing sentence, and after the message's first sentence a ringing
// sentence keeps the next from joining it (callerAfter): "It cost £300"
// stands alone and no longer says what cost £300. One line at 45a6818.
func TestSkeptic77aWhatItCostStaysWithWhatWasBooked(t *testing.T) {
	text := "Busy day. Mum rang me to say the hall is booked for the 12th. It cost £300."
	if got := read31(text); !holds57(got, "hall", "£300") {
		t.Errorf("%q: no line holds the hall and what it cost: %v", text, got)
	}
}

// REGRESSION (28edba5, rang up to 14 words). Worse: the ringing sentence
// itself is dropped once it cannot join, and with it its news — the tent
// Jo brings, the test Sam passed — while a bare "She also wants …" / "He
// wants …" is kept that says of no one. One line each at 45a6818.
func TestSkeptic77aTheCallersNewsIsKept(t *testing.T) {
	for _, c := range []struct{ text, news string }{
		{"Long week. Jo phoned me to say she's bringing the tent. She also wants to bring her dog Max.", "tent"},
		{"Big news. Sam texted to say he passed his driving test. He wants to drive us to Whitby.", "driving test"},
	} {
		if got := read31(c.text); !holds57(got, c.news) {
			t.Errorf("%q: no line holds %q: %v", c.text, c.news, got)
		}
	}
}

// --- STILL MISSED -----------------------------------------------------------

// STILL MISSED (sayDuToMe). The change's own comment names "ruhig Sie zu
// mir", but addressHints has no "sie": "Sag einfach Sie zu mir" never
// reaches sayDuToMe and is read as nothing at all or a fact.
func TestSkeptic77aSayingSieToMeIsAnOrder(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Sag einfach Sie zu mir, das ist mir lieber.", "Sie zu mir", session.LedgerRule},
		{"Sag doch einfach Sie zu mir.", "Sie zu mir", session.LedgerRule},
	})
}

// STILL MISSED (addressedAs). The commonest way to offer the "du" — "Du
// kannst ruhig du zu mir sagen", "Sie können ruhig du zu mir sagen" — is
// not "sag … du zu mir" and leaves no line at all.
func TestSkeptic77aYouMaySayDuToMeIsAnOrder(t *testing.T) {
	t.Skip("stop 77: left — an offer in the second person that the answers use \"du\" (\"Du kannst ruhig du zu mir sagen\") is a new pattern for addressedAs, not a variant of what stop 77 changed")
	kindsAre73(t, []kindCase73{
		{"Du kannst ruhig du zu mir sagen.", "du zu mir", session.LedgerRule},
		{"Sie können ruhig du zu mir sagen.", "du zu mir", session.LedgerRule},
	})
}

// STILL MISSED (dialect). "no" for "noch" works only after "was i" ("Was i
// no nit weiß: …"); elsewhere the same dialect is a plain fact while the
// standard German ("Weiß ich noch nicht, wer …", "Ich bin mir noch nicht
// sicher, ob …") is an open question — and "Weiß i noch net, wer …" is one.
func TestSkeptic77aNoForNochStaysOpen(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Weiß i no net, wer die Musik macht.", "Musik", session.LedgerQuestion},
		{"Wer die Musik macht, weiß i no net.", "Musik", session.LedgerQuestion},
	})
	// Left at stop 77: "bin mir nicht sicher" has no "noch" for "no" to
	// stand for; "I bin mir no net sicher, ob …" needs the phrase with
	// "noch" first.
	// {"I bin mir no net sicher, ob der Saal frei is.", "Saal", session.LedgerQuestion},
}

// STILL MISSED (firstPersonOpen). The change drops the "-e" of "arbeite",
// "wohne", "schaffe", "lebe", "leite", "führe" but not of "mache" and
// "betreibe", which it already lists: "und mach die Buchhaltung …", "und
// betreib in Vent die Pension …" still split who the person is from what
// they do ("und leit …", "und führ …" stay one line).
func TestSkeptic77aEveryDialectVerbGoesOnAboutMe(t *testing.T) {
	for _, c := range []struct{ text, what string }{
		{"I bin die Burgi, 54, und mach die Buchhaltung bei der Firma Pircher in Landeck.", "Buchhaltung"},
		{"I bin die Burgi, 54, und betreib in Vent die Pension Alpenrose mit meinem Mann.", "Pension Alpenrose"},
	} {
		if got := linesOf57(nil, c.text); !holds57(got, "Burgi", c.what) {
			t.Errorf("%q: no line holds the name and %q: %v", c.text, c.what, got)
		}
	}
}

// STILL MISSED (rang). Only "X called to …" and "X called me to …" count as
// ringing when longer than six words: "called us to …" and "called
// yesterday to …" say the same, and the "she" after them is still no one.
func TestSkeptic77aWhoRangUsIsWhomSheIs(t *testing.T) {
	for _, text := range []string{
		"Jo called us to make sure we aren't camping anywhere. She wants a real bed every night.",
		"Jo called yesterday to make sure we aren't camping anywhere. She wants a real bed every night.",
	} {
		if got := read31(text); !holds57(got, "Jo", "real bed") {
			t.Errorf("%q: no line holds who wants a real bed: %v", text, got)
		}
	}
}
