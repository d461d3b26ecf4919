package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Fifth review of stop 66: 847a147..5bbd5cc (1715536 and 5bbd5cc). The
// sentences are this file's own.

// capitals66e is a conversation of a capitals instruction, a take-back (or
// not) as message 7, and planted facts around it.
func capitals66e(rule, back string) *session.Session {
	return said(
		rule, "A: OK.",
		"Day 2 – The regatta is on the 9th of August at the West Strand.", "A: Noted.",
		"Day 3 – Lovely day, the dog's asleep in the sun, not much else to report.", "A: Nice.",
		back, "A: OK.",
		"Day 5 – My grandson Cian is sailing in the under-14s, his boat is called Puffin.", "A: Good luck to him.",
		"Day 6 – The regatta's moved to the 16th of August, the tides were wrong.", "A: Noted.")
}

// REGRESSION. stopsLook (5bbd5cc) refuses a take-back after any "said",
// "says", "dice" or a "say" not after "to" anywhere before it in the
// sentence, so the person's own take-back is lost whenever the sentence
// opens with their own saying ("Should have said, …", "As I said
// yesterday, …", "Well, what can I say, …") or with the news that is its
// reason ("The optician says my eyes are better, so you can stop …", "El
// oculista dice que veo mejor, así que ya puedes dejar …"): the capitals
// stay in force. At 847a147 each took them back.
func TestSkeptic66eSayingBeforeTheTakeBack(t *testing.T) {
	for _, back := range []string{
		"Day 4 – Should have said, you can stop the capital letters now, the new glasses came yesterday.",
		"Day 4 – As I said yesterday, the new glasses came, so you can stop the capital letters now.",
		"Day 4 – Well, what can I say, you can stop the capital letters now, the new glasses are amazing.",
		"Day 4 – The optician says my eyes are loads better with the new lenses, so you can stop the capital letters now.",
		"Day 4 – Cataract op done and the surgeon said it went perfectly, so you can stop the capital letters now!",
	} {
		got := remembered(t, capitals66e("Day 1 – Hiya, I'm Ned from Portrush. Please write your answers in CAPITAL LETTERS, my eyes are bad.", back))
		takenBackAt(t, got, 1, "the capitals instruction after "+back, "CAPITAL")
		if lineWith(got, "16th", "August") == "" || lineWith(got, "Cian", "Puffin") == "" {
			t.Errorf("a planted fact is lost:\n%s", got)
		}
	}
	got := remembered(t, said(
		"Día 1 – Hola, soy Carmen, de Cuenca. Escríbeme siempre en mayúsculas, por favor, que veo muy mal.", "A: DE ACUERDO.",
		"Día 2 – La cita con el oculista es el 14 de marzo a las 9 en el hospital.", "A: ANOTADO.",
		"Día 3 – Uf, qué calor hace hoy.", "A: ¡MUCHA AGUA!",
		"Día 4 – El oculista dice que veo mucho mejor con las gafas nuevas, así que ya puedes dejar las mayúsculas.", "A: ¡Qué bien!",
		"Día 5 – Mi hermana Pilar llega el sábado en el tren de las 11.", "A: Anotado."))
	takenBackAt(t, got, 1, "the capitals instruction", "mayúsculas")
}

// REGRESSION. canForget's new "aufhören" takes no heed of whom it is said
// to nor of "not yet": what the person told their grandson ("Ich hab dem
// Leon gesagt: Mit den Großbuchstaben kannst du jetzt aufhören"), "erst …,
// wenn ich die neue Brille hab" (only once the glasses come) and Bavarian
// "noch lang ned" (not for a long while) all mark the person's own
// capitals instruction "(updated in #7)". At 847a147 it stood.
func TestSkeptic66eAufhoerenToAnotherOrNotYet(t *testing.T) {
	for _, back := range []string{
		"Tag 4 – Der Leon schreibt der Oma alles groß. Ich hab dem Leon gesagt: Mit den Großbuchstaben kannst du jetzt aufhören, die Oma ist doch nicht taub.",
		"Tag 4 – Mit den Großbuchstaben kannst du erst aufhören, wenn ich die neue Brille hab.",
		"Tag 4 – Mit den Großbuchstaben kannst du noch lang ned aufhören, die Brille dauert sechs Wochen.",
	} {
		got := remembered(t, said(
			"Tag 1 – Grüß Gott! Schreib mir bitte immer in Großbuchstaben, ich sehe seit der Operation schlecht.", "A: GERN.",
			"Tag 2 – Der Termin beim Augenarzt ist am 14. März um 9 Uhr in Passau.", "A: NOTIERT.",
			"Tag 3 – Heute war schönes Wetter, ich war kurz im Garten.", "A: SCHÖN!",
			back, "A: IN ORDNUNG.",
			"Tag 5 – Meine Tochter Resi kommt am Samstag mit den Enkeln.", "A: WIE SCHÖN!",
			"Tag 6 – Der Termin beim Augenarzt ist jetzt doch am 21. März um 10 Uhr.", "A: NOTIERT."))
		keptInForce(t, got, 1, "the capitals instruction after "+back, "Großbuchstaben")
		if lineWith(got, "21.", "März") == "" || lineWith(got, "Resi") == "" {
			t.Errorf("a planted fact is lost:\n%s", got)
		}
	}
}

// REGRESSION. canForget's "lassen" now needs a look of the answers in its
// clause, and a form of address is none: "Das Siezen kannst du jetzt
// lassen, sag einfach du zu mir" leaves the instruction to address the
// person formally in force beside its take-back. At 847a147 it was marked
// "(updated in #7)".
func TestSkeptic66eDasSiezenKannstDuJetztLassen(t *testing.T) {
	for _, back := range []string{
		"Tag 4 – Das Siezen kannst du jetzt lassen, sag einfach du zu mir.",
		"Tag 4 – Des Siezen kannste jetzt lassen, sag einfach du.",
	} {
		got := remembered(t, said(
			"Tag 1 – Guten Tag. Bitte sieze mich in deinen Antworten, ich mag das förmlich.", "A: Sehr gern.",
			"Tag 2 – Der Termin beim Augenarzt ist am 14. März um 9 Uhr in Passau.", "A: Notiert.",
			"Tag 3 – Heute war schönes Wetter, ich war kurz im Garten.", "A: Schön!",
			back, "A: Passt!",
			"Tag 5 – Meine Tochter Resi kommt am Samstag mit den Enkeln.", "A: Wie schön!"))
		takenBackAt(t, got, 1, "the formal address after "+back, "sieze")
		if lineWith(got, "Resi") == "" {
			t.Errorf("a planted fact is lost:\n%s", got)
		}
	}
}

// REGRESSION. "ausgemacht, dass" (5bbd5cc) decides wherever it stands, but
// "ausgemacht" also means "minded" ("Mir hat es überhaupt nichts
// ausgemacht, dass …"), "switched off" ("den Fernseher ausgemacht, dass die
// Kleine schläft", "dass" for "damit" as it is spoken) and "certain" in a
// doubt ("Es ist keineswegs ausgemacht, dass der Vermieter zustimmt"): each
// becomes a decision. At 847a147 none was.
func TestSkeptic66eAusgemachtDassThatDecidesNothing(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Mir hat es überhaupt nichts ausgemacht, dass der Zug eine Stunde Verspätung hatte.",
		"Ich hab den Fernseher ausgemacht, dass die Kleine endlich schläft.",
		"Es ist keineswegs ausgemacht, dass der Vermieter zustimmt.")
}

// REGRESSION. askedOf's new branch reads any sentence that opens with
// "es", "has", "hat" … and ends with "?" as a question of yes or no, so a
// decision followed by a tag or a question of what next is no decision:
// "Es ist jetzt fix: Wir haben ausgemacht, dass …, oder?", "Has been a
// nightmare with Eon but I'm switching, …, is that worth the hassle?",
// "Hat ewig gedauert, aber wir haben ausgemacht, dass … – was muss ich
// alles ummelden?". At 847a147 each was a decision.
func TestSkeptic66eAVerbFirstSentenceWithATagKeepsItsDecision(t *testing.T) {
	readAs(t, session.LedgerDecision,
		"Es ist jetzt fix: Wir haben ausgemacht, dass wir am 1. Juli einziehen, oder?",
		"Has been a nightmare with Eon but I'm switching, the Octopus tariff is £30 a month cheaper, is that worth the hassle?",
		"Hat ewig gedauert, aber wir haben ausgemacht, dass wir am 1. Juli einziehen – was muss ich alles ummelden?")
}

// REGRESSION. putAside (5bbd5cc) takes "has"/"hat"/"ha" as a perfect only
// when the question ends with a participle, but English and Spanish put
// the object after it ("Who has nicked my charger?", "¿Quién ha roto el
// jarrón?") and German participles with a prefix do not open with "ge"
// ("aufgegessen", "versteckt"); "got" is no past any more ("Who got into
// the biscuit tin?"). Who-did-it banter is read as the person's open
// question. At 847a147 none was.
func TestSkeptic66eWhoHasDoneItIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Who has nicked my phone charger? That's the question.",
		"Wer hat die letzte Bratwurst aufgegessen? Das ist hier die Frage.",
		"Wer hat meine Brille versteckt? Das ist die Frage.",
		"¿Quién ha roto el jarrón? Esa es la cuestión.",
		"Who got into the biscuit tin? That's the question.")
}

// STILL MISSED. participleLast (meant to let "Wer hat am Samstag Zeit, …?"
// ask) takes any last word that opens with "ge" and ends in "-en" or "-t",
// or ends in "-ed", for a participle: infinitives ("… Gassi zu gehen?",
// "… die Tabletten zu geben?") and "bed" make who has the time or the
// means no open question.
func TestSkeptic66eWhoHasTimeToGoIsTheQuestion(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Wer hat Zeit, mit dem Hund Gassi zu gehen? Das ist hier die Frage.",
		"Wer hat am Samstag Zeit, der Oma die Tabletten zu geben? Das ist die Frage.",
		"Who has a spare bed? That's the question.")
}

// STILL MISSED. Advice the person passes to another still takes back their
// own instruction when its verb of saying is none of reportWords ("I keep
// saying to our Josh …", "I texted our Josh: …", "Le escribí a mi nieto:
// …"): the capitals are dropped.
func TestSkeptic66eAdviceToAnotherInOtherVerbs(t *testing.T) {
	for _, back := range []string{
		"Day 4 – Our Josh texts his nan in capitals. I keep saying to our Josh you can stop the capital letters, his nan isn't deaf.",
		"Day 4 – I texted our Josh: you can stop the capital letters now, your nan's not deaf.",
	} {
		got := remembered(t, capitals66e("Day 1 – Hiya, I'm Ned from Portrush. Please write your answers in CAPITAL LETTERS, my eyes are bad.", back))
		keptInForce(t, got, 1, "the capitals instruction after "+back, "CAPITAL", "LETTERS")
	}
	got := remembered(t, said(
		"Día 1 – Hola, soy Carmen, de Cuenca. Escríbeme siempre en mayúsculas, por favor, que veo muy mal.", "A: DE ACUERDO.",
		"Día 2 – La cita con el oculista es el 14 de marzo a las 9 en el hospital.", "A: ANOTADO.",
		"Día 3 – Mi nieto me escribe todo en mayúsculas. Le escribí a mi nieto: ya puedes dejar las mayúsculas, que la abuela no está sorda.", "A: ¡JA, JA!",
		"Día 4 – Mi hermana Pilar llega el sábado en el tren de las 11.", "A: ANOTADO."))
	keptInForce(t, got, 1, "the capitals instruction", "mayúsculas")
}
