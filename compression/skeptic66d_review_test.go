package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Fourth review of stop 66: abc3e59..847a147, above all 847a147. The
// sentences are this file's own.

// REGRESSION. 847a147 let stopsLook fire after any words but a negation
// ("Forgot to say, …", "I think …"), so a "you can stop the <look>" that
// the person reports saying to someone else takes back their own standing
// instruction: telling a grandson to stop texting his nan in capitals
// drops "write your answers in CAPITAL LETTERS"; a teacher telling a child
// she can stop the (times) tables drops "put comparisons in a table". At
// abc3e59 both instructions stood.
func TestSkeptic66dYouCanStopSaidToSomeoneElse(t *testing.T) {
	got := remembered(t, said(
		"Day 1 – Hiya, I'm Ned from Portrush. Please write your answers in CAPITAL LETTERS, my eyes are bad since the stroke.", "A: OK NED.",
		"Day 2 – The regatta is on the 9th of August at the West Strand.", "A: NOTED.",
		"Day 3 – lovely day, the dog's asleep in the sun, not much else to report", "A: SOUNDS NICE.",
		"Day 4 – Our Josh texts his nan in capitals and she thinks he's angry with her. I told him you can stop the capital letters, Nan's not deaf.", "A: HA, FAIR ENOUGH.",
		"Day 5 – The regatta's moved to the 16th of August, the tides were wrong.", "A: NOTED.",
		"Day 6 – My grandson Cian is sailing in the under-14s, his boat is called Puffin.", "A: GOOD LUCK TO HIM.",
		"Day 7 – Rain all day, I'm sick of it.", "A: SORRY TO HEAR."))
	keptInForce(t, got, 1, "the capitals instruction", "CAPITAL", "LETTERS")
	if lineWith(got, "16th", "August") == "" || lineWith(got, "Cian", "Puffin") == "" {
		t.Errorf("a planted fact is lost:\n%s", got)
	}
	got = remembered(t, said(
		"Day 1 – When you compare things for me, always put them in a table, please, I can't follow long paragraphs.", "A: Will do.",
		"Day 2 – Mia's school trip to York is on the 14th of May.", "A: Noted.",
		"Day 3 – Mia passed her multiplication check! Mrs Khan says you can stop the tables now, she knows them all.", "A: Well done Mia!",
		"Day 4 – Busy day, the washing machine flooded the kitchen again.", "A: Oh no.",
		"Day 5 – Her swimming lessons are on Tuesdays at 5 at Leisure World.", "A: Noted.",
		"Day 6 – Honestly what a week.", "A: Hang in there."))
	keptInForce(t, got, 1, "the table instruction", "table")
	if lineWith(got, "York", "14th") == "" || lineWith(got, "swimming", "Tuesdays") == "" {
		t.Errorf("a planted fact is lost:\n%s", got)
	}
}

// REGRESSION. "ya puede dejar" (the third person, or usted) is among the
// take-backs, so school news that a daughter "ya puede dejar las
// mayúsculas" (in Spain children write first in capitals) drops the
// person's own standing instruction to be written to in capitals. At
// abc3e59 it stood.
func TestSkeptic66dLuciaYaPuedeDejarLasMayusculas(t *testing.T) {
	got := remembered(t, said(
		"Día 1 – Hola, soy Carmen, de Cuenca. Escríbeme siempre en mayúsculas, por favor, que veo muy mal.", "A: DE ACUERDO.",
		"Día 2 – La cita con el oculista es el 14 de marzo a las 9 en el hospital Virgen de la Luz.", "A: ANOTADO.",
		"Día 3 – ¡Buenas noticias del cole! La maestra dice que Lucía ya puede dejar las mayúsculas, ya escribe en letra ligada.", "A: ¡QUÉ BIEN!",
		"Día 4 – Uf, qué calor hace hoy.", "A: ¡MUCHA AGUA!",
		"Día 5 – Mi hermana Pilar llega el sábado en el tren de las 11.", "A: ANOTADO.",
		"Día 6 – Lucía tiene la función de fin de curso el 20 de junio en el teatro.", "A: ¡QUÉ ILUSIÓN!"))
	keptInForce(t, got, 1, "the capitals instruction", "mayúsculas")
	if lineWith(got, "oculista", "14") == "" || lineWith(got, "Pilar") == "" || lineWith(got, "20", "junio") == "" {
		t.Errorf("a planted fact is lost:\n%s", got)
	}
}

// REGRESSION. canForget ends on "lassen", but "X kannst du lassen, wie
// sie sind" (or "… so stehen lassen") leaves them as they are: the person
// says the capitals are fine, and the capitals instruction is marked
// "(updated in #N)". At abc3e59 it stood.
func TestSkeptic66dLassenWieSieSindKeepsTheCapitals(t *testing.T) {
	for _, keep := range []string{
		"Tag 4 – Die Großbuchstaben kannst du lassen, wie sie sind, damit komme ich gut zurecht.",
		"Tag 4 – Die Großbuchstaben kannst du erst mal so stehen lassen, die sind mir eine große Hilfe.",
	} {
		got := remembered(t, said(
			"Tag 1 – Grüß Gott! Schreib mir bitte immer in Großbuchstaben, ich sehe seit der Operation schlecht.", "A: GERN.",
			"Tag 2 – Der Termin beim Augenarzt ist am 14. März um 9 Uhr in Passau.", "A: NOTIERT.",
			"Tag 3 – Heute war schönes Wetter, ich war kurz im Garten.", "A: SCHÖN!",
			keep, "A: IN ORDNUNG.",
			"Tag 5 – Der Termin beim Augenarzt ist jetzt doch am 21. März um 10 Uhr.", "A: NOTIERT.",
			"Tag 6 – Meine Tochter Resi kommt am Samstag mit den Enkeln.", "A: WIE SCHÖN!"))
		keptInForce(t, got, 1, "the capitals instruction", "Großbuchstaben")
		if lineWith(got, "21.", "März") == "" || lineWith(got, "Resi") == "" {
			t.Errorf("a planted fact is lost:\n%s", got)
		}
	}
}

// REGRESSION. canForget's new "lassen" reads what the person tells their
// son ("Die Nachhilfe in Englisch kannst du jetzt lassen") as taking back
// the standing instruction to answer in English: it is marked "(updated in
// #5)". At abc3e59 it stood.
func TestSkeptic66dLeonsEnglishTutoringIsNoTakeBack(t *testing.T) {
	got := remembered(t, said(
		"Tag 1 – Hallo! Antworte mir bitte immer auf Englisch, ich übe für unseren Umzug nach Dublin.", "A: Sure, happy to!",
		"Tag 2 – Der Umzug ist am 3. August, die Spedition heißt Kraus.", "A: Noted.",
		"Tag 3 – Leon hat die Prüfung mit einer Eins bestanden! Ich hab ihm gesagt: Die Nachhilfe in Englisch kannst du jetzt lassen.", "A: Congratulations to Leon!",
		"Tag 4 – Puh, was für ein Tag, die Kartons stapeln sich.", "A: Hang in there.",
		"Tag 5 – Die Wohnung in Dublin ist in Ranelagh, zweiter Stock.", "A: Noted.",
		"Tag 6 – Der Umzug ist jetzt doch erst am 10. August.", "A: Noted."))
	keptInForce(t, got, 1, "the English instruction", "Englisch")
	if lineWith(got, "10.", "August") == "" || lineWith(got, "Ranelagh") == "" {
		t.Errorf("a planted fact is lost:\n%s", got)
	}
}

// REGRESSION. verblessFromNow still counts "letters" as a way of writing,
// so an exasperated wish about a GP surgery's texts ("Paper letters from
// now on, please!") is read as a standing instruction to the assistant and
// kept beside the real one (the 66c review fixed only "Plain type"). At
// abc3e59 it was nothing and was not kept.
func TestSkeptic66dPaperLettersForMumsSurgeryIsNoInstruction(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Mum's GP surgery keeps texting her and she can't read them. Paper letters from now on, please!")
	got := remembered(t, said(
		"Day 1 – Please write your answers in CAPITAL LETTERS, my eyes are bad.", "A: OK.",
		"Day 2 – Mum's hip operation is on the 12th of March at the Royal.", "A: Noted.",
		"Day 3 – Mum's GP surgery keeps texting her and she can't read them. Paper letters from now on, please!", "A: Ha, fair.",
		"Day 4 – Her physio starts on Monday at 10.", "A: Noted.",
		"Day 5 – The operation's been moved to the 19th of March.", "A: Noted.",
		"Day 6 – Tired today, not much to say.", "A: Rest up."))
	if line := lineWith(got, "Paper", "letters"); line != "" {
		t.Errorf("the wish about the surgery is kept as an instruction:\n%s", got)
	}
	keptInForce(t, got, 1, "the capitals instruction", "CAPITAL")
}

// REGRESSION. putAside excludes a who that asks who did it (the 66c
// review), but not a who of who will win: TV and football banter ("Who's
// going to win? That's the big question.", "Wer wird Meister? Das ist hier
// die Frage.") becomes the person's open question, kept in memory. At
// abc3e59 the Bake Off banter was not kept and the German was a fact.
func TestSkeptic66dWhoWillWinIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Wer wird Meister? Das ist hier die Frage.")
	got := remembered(t, said(
		"Day 1 – The wedding's at St Mary's on the 14th of June, reception at the Old Barn.", "A: Lovely.",
		"Day 2 – The cake is from Bettys, three tiers, lemon.", "A: Yum.",
		"Day 3 – Bake Off final tonight! Who's going to win? That's the big question. My money's on Priya.", "A: Ha!",
		"Day 4 – The reception's moved to the Grange, the Old Barn flooded.", "A: Oh no.",
		"Day 5 – The rings are ready on the 2nd of June.", "A: Noted."))
	if line := lineWith(got, "win"); line != "" {
		t.Errorf("the banter is kept as an open question:\n%s", got)
	}
	if lineWith(got, "Grange") == "" || lineWith(got, "Bettys") == "" {
		t.Errorf("a planted fact is lost:\n%s", got)
	}
}

// STILL MISSED. stopsLook (847a147) refuses a take-back after any negation
// word before it in the message, so the commonest reassurance that opens a
// take-back ("No worries, …", "Not to worry, …", "No te preocupes, …")
// leaves the capitals in force.
func TestSkeptic66dNoWorriesYouCanStop(t *testing.T) {
	for _, back := range []string{
		"Day 4 – No worries, you can stop the capital letters now, the new glasses are great.",
		"Day 4 – Not to worry, you can stop the capital letters now, the new glasses are great.",
	} {
		got := remembered(t, said(
			"Day 1 – Hiya, I'm Ned from Portrush. Please write your answers in CAPITAL LETTERS, my eyes are bad.", "A: OK.",
			"Day 2 – The regatta is on the 9th of August at the West Strand.", "A: Noted.",
			"Day 3 – Lovely day, the dog's asleep in the sun.", "A: Nice.",
			back, "A: OK.",
			"Day 5 – My grandson Cian is sailing in the under-14s.", "A: Good luck to him."))
		takenBackAt(t, got, 1, "the capitals instruction after "+back, "CAPITAL")
	}
	got := remembered(t, said(
		"Día 1 – Escríbeme siempre en mayúsculas, por favor, que veo muy mal.", "A: VALE.",
		"Día 2 – La cita con el oculista es el 14 de marzo a las 9 en Cuenca.", "A: ANOTADO.",
		"Día 3 – No te preocupes, ya puedes dejar las mayúsculas, tengo gafas nuevas.", "A: Vale.",
		"Día 4 – Mi hermana llega el sábado.", "A: Anotado.",
		"Día 5 – Hoy ni ganas de cocinar, qué calor.", "A: ¡Normal!"))
	takenBackAt(t, got, 1, "the capitals instruction", "mayúsculas")
}

// STILL MISSED. Plain take-backs of the capitals the change meant to read:
// "… now that …" (clauseEnd runs on past "now"), "dejar de escribirme en
// mayúsculas" (the verb with its pronoun), German "Mit den Großbuchstaben
// kannst du jetzt aufhören".
func TestSkeptic66dPlainTakeBacksOfTheCapitals(t *testing.T) {
	for _, c := range []struct{ rule, back, word string }{
		{"Please write your answers in CAPITAL LETTERS, my eyes are bad.", "You can stop the capital letters now that my grandson has made the writing bigger.", "CAPITAL"},
		{"Escríbeme siempre en mayúsculas, por favor, que veo muy mal.", "Ya puedes dejar de escribirme en mayúsculas, tengo gafas nuevas.", "mayúsculas"},
		{"Schreib mir bitte immer in Großbuchstaben, ich sehe schlecht.", "Mit den Großbuchstaben kannst du jetzt aufhören, ich hab eine neue Brille.", "Großbuchstaben"},
	} {
		got := remembered(t, said(c.rule, "A: Ok.",
			"The eye clinic appointment is on the 14th of March at 9.", "A: Noted.",
			"Ugh, what a day, the bus never came.", "A: Sorry!",
			c.back, "A: Ok.",
			"My sister Maura arrives on Saturday on the 11 o'clock train.", "A: Noted."))
		takenBackAt(t, got, 1, "the capitals instruction", c.word)
	}
}

// STILL MISSED. "ausgemacht" decides only as "ausgemacht:" or "haben
// ausgemacht, dass" with nothing between: the commonest form names with
// whom ("Ich hab mit dem Vermieter ausgemacht, dass …") and is a fact.
func TestSkeptic66dMitDemVermieterAusgemacht(t *testing.T) {
	readAs(t, session.LedgerDecision,
		"Ich hab mit dem Vermieter ausgemacht, dass wir am 1. Juli einziehen.",
		"Wir haben mit Reinhold ausgemacht, dass am Hof nur bar bezahlt wird.")
}

// STILL MISSED. putAside takes "has", "hat" as a perfect and "got" as a
// past, so who has the time or the means, the plainest open question before
// "That's the question.", is none.
func TestSkeptic66dWhoHasTheTimeIsTheQuestion(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Wer hat am Samstag Zeit, Oma vom Bahnhof abzuholen? Das ist hier die Frage.",
		"Who's got a trailer we can borrow for the move? That's the question.")
}
