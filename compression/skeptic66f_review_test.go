package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Sixth review of stop 66: 5bbd5cc..ca47f84. The sentences are this file's
// own.

func grossbuchstaben66f(back string) *session.Session {
	return said(
		"Tag 1 – Servus! Schreib mir bitte immer in Großbuchstaben, ich sehe seit der Operation schlecht.", "A: GERN.",
		"Tag 2 – Der Termin beim Augenarzt ist am 14. März um 9 Uhr in Passau.", "A: NOTIERT.",
		"Tag 3 – Heute war schönes Wetter, ich war kurz im Garten.", "A: SCHÖN!",
		back, "A: IN ORDNUNG.",
		"Tag 5 – Meine Tochter Resi kommt am Samstag mit den Enkeln.", "A: WIE SCHÖN!")
}

func capitals66f(back string) *session.Session {
	return said(
		"Day 1 – Hiya, I'm Ned from Portrush. Please write your answers in CAPITAL LETTERS, my eyes are bad.", "A: OK.",
		"Day 2 – The regatta is on the 9th of August at the West Strand.", "A: Noted.",
		"Day 3 – Lovely day, the dog's asleep in the sun.", "A: Nice.",
		back, "A: OK.",
		"Day 5 – My grandson Cian is sailing in the under-14s, his boat is called Puffin.", "A: Good luck to him.")
}

// REGRESSION. canForget's "lassen/aufhören" now refuses on a word of
// saying anywhere in the sentence, not in its own clause: the person's news
// ("Der Augenarzt sagt, …") or "Wie gesagt" before the take-back keeps the
// capitals in force. At 5bbd5cc both took them back.
func TestSkeptic66fGermanTakeBackBesideSomeonesSaying(t *testing.T) {
	for _, back := range []string{
		"Tag 4 – Der Augenarzt sagt, die neue Brille passt perfekt, also die Großbuchstaben kannst du jetzt lassen.",
		"Tag 4 – Wie gesagt, die neue Brille ist da, mit den Großbuchstaben kannst du jetzt aufhören.",
	} {
		got := remembered(t, grossbuchstaben66f(back))
		takenBackAt(t, got, 1, "the capitals after "+back, "Großbuchstaben")
	}
}

// REGRESSION. notYet's "erst" anywhere in the clause refuses the take-back:
// "erst mal lassen" (leave for now) and "erst gestern" (only yesterday) are
// no "not yet". At 5bbd5cc both took the capitals back.
func TestSkeptic66fErstElsewhereInTheClause(t *testing.T) {
	for _, back := range []string{
		"Tag 4 – Die Großbuchstaben kannst du erst mal lassen, mit der neuen Brille seh ich wieder gut.",
		"Tag 4 – Ich hab erst gestern die neue Brille bekommen und die Großbuchstaben kannst du jetzt lassen.",
	} {
		got := remembered(t, grossbuchstaben66f(back))
		takenBackAt(t, got, 1, "the capitals after "+back, "Großbuchstaben")
	}
}

// REGRESSION. stopsLook refuses after a colon whose lead holds any verb of
// writing, though the person heads their own message ("Update to what I
// wrote on day 1: …", "Further to what I texted this morning: …"); and
// "saying" now refuses "What I'm saying is you can stop …". At 5bbd5cc all
// three took the capitals back.
func TestSkeptic66fOwnHeadingWithWroteBeforeAColon(t *testing.T) {
	for _, back := range []string{
		"Day 4 – Update to what I wrote on day 1: you can stop the capital letters now, the new glasses came.",
		"Day 4 – Further to what I texted this morning: you can stop the capital letters now.",
		"Day 4 – What I'm saying is you can stop the capital letters now, the new glasses are brilliant.",
	} {
		got := remembered(t, capitals66f(back))
		takenBackAt(t, got, 1, "the capitals after "+back, "CAPITAL")
	}
}

// STILL MISSED. News of saying typed without a comma before "so" is in the
// take-back's clause, so the person's own take-back is refused.
func TestSkeptic66fSaysSoYouCanStopWithoutAComma(t *testing.T) {
	for _, back := range []string{
		"Day 4 – The optician says my eyes are grand now so you can stop the capital letters.",
		"Day 4 – Doctor said the op went perfectly so you can stop the capital letters now.",
	} {
		got := remembered(t, capitals66f(back))
		takenBackAt(t, got, 1, "the capitals after "+back, "CAPITAL")
	}
}

// REGRESSION. agreedWith is or-ed past every guard of the decided case
// (askedOf, undecidedAll): a yes/no question opened by "Haben wir" (no
// "wir" in pronounsDE) and "nicht ausgemacht" with "mit …" before it are
// decisions. At 5bbd5cc neither was.
func TestSkeptic66fAusgemachtAskedOrDenied(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Haben wir mit dem Vermieter ausgemacht, dass die Küche drinbleibt?",
		"Wir haben mit dem Vermieter nicht ausgemacht, dass die Küche drinbleibt.")
}

// STILL MISSED. "nie ausgemacht, dass" — never agreed — is a decision.
func TestSkeptic66fNieAusgemachtIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Ich hab mit dem Vermieter nie ausgemacht, dass ich die Küche übernehme.")
}

// REGRESSION. perfectIn takes any last word of the first clause that holds
// "ge" and ends in -en/-t ("Wohnwagen", "Solaranlagen") or a third word in
// -ed ("bed") for a participle: asking who has a thing is dropped as
// who-did-it banter. At 5bbd5cc each was the open question.
func TestSkeptic66fWhoHasAThingIsTheQuestion(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Wer hat einen Wohnwagen, den wir uns fürs Festival leihen können? Das ist hier die Frage.",
		"Wer hat Erfahrung mit Solaranlagen? Das ist die Frage.",
		"Who has bed space for Gran on Saturday? That's the question.")
}
