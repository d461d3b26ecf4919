package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Second review of stop 66: b8658c6 against abc3e59. The sentences are this
// file's own.

// REGRESSION. canForget now ends on "lassen" and counts the capitals as a
// way of answering, but German leaves a thing as it is with "so lassen" and
// refuses with "noch nicht lassen / vergessen": "Die Großbuchstaben kannst
// du ruhig so lassen" keeps the capitals, "… kannst du leider noch nicht
// lassen" says they are still needed. Both now mark the instruction
// "(updated in #N)". At abc3e59 it stood.
func TestSkeptic66bSoLassenKeepsTheCapitals(t *testing.T) {
	for _, keep := range []string{
		"Tag 4 – Die Großbuchstaben kannst du ruhig so lassen, das passt mir gut so.",
		"Tag 4 – Die Großbuchstaben kannst du leider noch nicht lassen, meine Augen sind noch zu schlecht.",
		"Tag 4 – Die Großbuchstaben kannst du leider noch nicht vergessen, meine Augen sind noch zu schlecht.",
	} {
		got := remembered(t, said(
			"Tag 1 – Hallo! Schreib mir bitte immer in Großbuchstaben, ich sehe seit der Operation schlecht.", "A: OK.",
			"Tag 2 – Heute war schönes Wetter, ich war kurz im Garten.", "A: Schön!",
			"Tag 3 – Der Termin beim Augenarzt ist am 14. März um 9 Uhr in Passau.", "A: Notiert.",
			keep, "A: In Ordnung.",
			"Tag 5 – Meine Tochter kommt am Samstag mit den Enkeln.", "A: Wie schön!"))
		if line := lineOf(got, 1, "Großbuchstaben"); line == "" || strings.Contains(line, "updated") {
			t.Errorf("%q takes back the capitals:\n%s", keep, got)
		}
	}
}

// REGRESSION. stopsLook finds "you can stop the capital letters" inside a
// sentence that denies it: "I never said you can stop …", "I'm not saying
// you can stop …, just …", "Don't think you can stop … now". The standing
// instruction to write in capitals is dropped. At abc3e59 it was kept.
func TestSkeptic66bNeverSaidYouCanStopKeepsTheCapitals(t *testing.T) {
	for _, denial := range []string{
		"why are you writing small again?? I never said you can stop the capital letters.",
		"I'm not saying you can stop the capital letters, just make the answers a bit shorter.",
		"Don't think you can stop the capital letters now, my eyes are no better!",
	} {
		got := remembered(t, said(
			"Hiya, I'm Ned from Portrush. Please write your answers in CAPITAL LETTERS, my eyes are bad.", "A: OK.",
			"The regatta is on the 9th of August at the West Strand.", "A: Noted.",
			"lovely day here, the dog's asleep in the sun", "A: Sounds nice.",
			denial, "A: Sorry.",
			"My grandson Cian is sailing in the under-14s.", "A: Good luck to him."))
		if line := lineOf(got, 1, "CAPITAL", "LETTERS"); line == "" || strings.Contains(line, "updated") {
			t.Errorf("%q takes back the capitals:\n%s", denial, got)
		}
	}
}

// REGRESSION. verblessFromNow counts "plain", "long", "short", "English"
// as a way of writing whatever noun follows, so common wishes after a bad
// week become standing instructions and are kept as memory lines ("Plain
// sailing from here on, please!" after the operation). At abc3e59 none was
// an instruction, and none was kept.
func TestSkeptic66bPlainSailingIsNoInstruction(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Plain sailing from here on, please!",
		"Long weekends from now on, please!",
		"Short queues from now on, please.",
		"English breakfast from now on, please!")
	got := remembered(t, said(
		"Day 1 – Please write in plain English, no jargon, my dad reads these too.", "A: Of course.",
		"Day 2 – Dad's hip operation is on the 12th of March at the Royal.", "A: Noted.",
		"Day 4 – ugh, what a week, the car broke down twice.", "A: Sorry to hear that.",
		"Day 5 – the op went well, Dad's home. Plain sailing from here on, please!", "A: Glad to hear it.",
		"Day 6 – his physio starts on Monday at 10.", "A: Noted."))
	if line := lineOf(got, 7, "sailing"); line != "" {
		t.Errorf("the wish is kept as a line:\n%s", got)
	}
}

// REGRESSION. putAside excludes only "why" before "That's the question.":
// the commonest sighs ask where, what, who or how ("Where does the time
// go?", "What would I do without you?") and are now open questions, kept
// in memory. At abc3e59 they were dropped.
func TestSkeptic66bWhereDoesTheTimeGoIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Where does the time go? That's the question.",
		"What would I do without you? That's the question!",
		"How did we ever manage before mobile phones? That's the big question.",
		"Wo ist nur die Zeit geblieben? Das ist hier die Frage.",
		"¿Quién me manda a mí meterme en estos líos? Esa es la pregunta.")
	got := remembered(t, said(
		"Day 1 – kids are back at school tomorrow, can't believe it. Where does the time go? That's the question.", "A: It flies!",
		"Day 2 – the school run starts at 8:15, Ellie's in Year 3 now.", "A: Noted."))
	if line := lineWith(got, "time", "go"); line != "" {
		t.Errorf("the sigh is kept as an open question:\n%s", got)
	}
}

// REGRESSION. "going wi the" was added to the words of a decision, but in
// Scots it is as often "going with" the flow or the bairns: filler becomes
// a decision kept in memory, a plan with an "if" a decision. At abc3e59
// the first was nothing and the others facts.
func TestSkeptic66bGoingWiTheFlowIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Just going wi the flow the day.",
		"I'm just going wi the flow, whatever happens happens.",
		"Aye, we're going wi the bairns tae the beach if the rain stays off.")
}

// REGRESSION. The worry head and asksHead make one line of a known date
// and an open question that were two: when the date changes the whole line
// is marked "(updated in #3)", and the question, which nobody answered,
// goes with it ("Wann wir fahren, steht fest, am 3. Juni …, aber ich weiß
// nicht, was mit der Katze ist"; "El gran problema es la furgoneta. Está
// reservada para el 4 de mayo …, pero no sé quién la va a conducir"). At
// abc3e59 the question was its own line and stood.
func TestSkeptic66bAJoinedQuestionIsNotMarkedUpdatedWithTheDate(t *testing.T) {
	for _, c := range []struct{ first, filler, later, word string }{
		{"Wann wir fahren, steht fest, am 3. Juni um 7 Uhr, aber ich weiß nicht, was mit der Katze ist.", "Heute ist es echt heiß, puh.", "Wir fahren jetzt doch erst am 5. Juni, wegen der Arbeit.", "Katze"},
		{"El gran problema es la furgoneta. Está reservada para el 4 de mayo a las 8, pero no sé quién la va a conducir.", "Hoy hace un calor horrible, uf.", "La furgoneta ahora está reservada para el 6 de mayo.", "conducir"},
	} {
		got := remembered(t, said(
			c.first, "A: Vale.",
			c.filler, "A: ¡Qué calor!",
			c.later, "A: Anotado."))
		if line := lineOf(got, 1, c.word); line == "" || strings.Contains(line, "updated") {
			t.Errorf("the open question is lost or marked updated with the date:\n%s", got)
		}
	}
}

// STILL MISSED. The new not-knowing phrases list "das weiß keiner", "weiß
// noch keiner", "weiß bis jetzt keiner", but not the plainest order, "Wer
// …, weiß keiner": it stays a fact, and after a worry head the question is
// lost from memory altogether (only "die größte Sorge ist der Transporter"
// is kept).
func TestSkeptic66bWeissKeinerAfterAQuestionClause(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Wer den Transporter fährt, weiß keiner.",
		"Ob wir einen Statiker brauchen, weiß keiner.",
		"Wer den Grill mitbringt, weiß keiner so genau.")
	got := remembered(t, said(
		"Tag 1 – Oma zieht am 3. Mai nach Regensburg.", "A: Notiert.",
		"Tag 2 – Die größte Sorge ist der Transporter. Wer ihn fährt, weiß keiner.", "A: Verstehe.",
		"Tag 3 – Das Wetter ist super.", "A: Schön."))
	if lineOf(got, 3, "fährt") == "" {
		t.Errorf("who drives the van is lost:\n%s", got)
	}
}

// STILL MISSED. stopsLook takes back the capitals only when at most three
// listed words follow "you can stop the": "You can stop writing in
// capitals now", the texted "ok u can stop the caps now lol", German word
// order "Du kannst die Großbuchstaben jetzt weglassen" and Spanish "Ya
// puedes dejar de escribir en mayúsculas" leave the capitals in force.
func TestSkeptic66bPlainerWaysToStopTheCapitals(t *testing.T) {
	for _, c := range [][2]string{
		{"Please write your answers in CAPITAL LETTERS, my eyes are bad.", "You can stop writing in capitals now, the new glasses are great."},
		{"Schreib mir bitte immer in Großbuchstaben, ich sehe schlecht.", "Du kannst die Großbuchstaben jetzt weglassen, ich hab eine neue Brille."},
		{"Escríbeme siempre en mayúsculas, por favor, que veo muy mal.", "Ya puedes dejar de escribir en mayúsculas, tengo gafas nuevas."},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		if line := lineOf(got, 1); line != "" && !strings.Contains(line, "updated in #3") {
			t.Errorf("the capitals are not taken back by %q:\n%s", c[1], got)
		}
	}
}

// STILL MISSED. verblessFromNow counts the words of a message prefix or an
// opening "Right," against its three words: "Day 5 – Plain English from
// now on, please." and "Right, plain English from now on, please." are no
// instruction, though the same words without them are.
func TestSkeptic66bAVerblessWayAfterADayPrefix(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Day 5 – Plain English from now on, please.",
		"Day 12 – Ordinary writing from here on, please.",
		"Right, plain English from now on, please.")
}

// STILL MISSED. namedKin wants a capital, a one-word relative and "my" or
// "me": lowercase texting ("connor is me brother"), "me brother-in-law"
// and the northern "our kid" are lost as before.
func TestSkeptic66bConnorInOtherWords(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Nan wants the telly working by teatime. Connor is me brother-in-law, he'll sort the aerial.", "Connor is me brother-in-law"},
		{"Nan wants the telly working by teatime. Connor's our kid, he'll sort the aerial.", "Connor's our kid"},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if !strings.Contains(got, c.want) {
			t.Errorf("who Connor is to the person is lost:\n%s", got)
		}
	}
}

// STILL MISSED. asksHead looks at the line's first word, so a message
// prefix hides the question word: "Day 3 – Wer beim Fest das Essen macht,
// weiß ich immer noch nicht." is a fact, not the open question it is
// without the prefix.
func TestSkeptic66bAsksHeadAfterADayPrefix(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Tag 3 – Wer beim Fest das Essen macht, weiß ich immer noch nicht.",
		"Day 3 – Wer beim Fest das Essen macht, weiß ich immer noch nicht.")
}

// Left as notes at stop 66: "ok u can stop the caps now lol" takes nothing
// back ("caps" shares no word with "CAPITAL LETTERS"), and "connor is me
// brother" in lowercase names no one (a lowercase word opening a sentence
// is no name to the reader); both cases were taken out of their tests above.
