package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Third review of stop 66: abc3e59..f3a9cdc. The sentences are this file's
// own.

// REGRESSION. stopsLook takes "you can drop Spanish" as the person letting
// the assistant off its Spanish wherever it stands: news of a daughter's
// school ("Apparently you can drop Spanish now", "From Year 10 you can drop
// Spanish, Emma says"; "ya puedes dejar el francés, dice el tutor") drops
// the standing instruction to answer in Spanish (or French), marked
// "(updated in #7)". At abc3e59 it stood.
func TestSkeptic66cDroppingSpanishAtSchoolKeepsTheSpanishAnswers(t *testing.T) {
	for _, news := range []string{
		"Day 4 – Emma's school changed the GCSE rules. Apparently you can drop Spanish now, she's over the moon.",
		"Day 4 – Emma's school changed the GCSE rules. From Year 10 you can drop Spanish, Emma says.",
	} {
		got := remembered(t, said(
			"Day 1 – Hola! We're moving to Valencia in the spring. Please always answer me in Spanish, I need the practice.", "A: ¡Claro que sí!",
			"Day 2 – The removal van comes on the 14th of March.", "A: Anotado.",
			"Day 3 – Tired today, long week at work.", "A: Descansa.",
			news, "A: ¡Qué bien para ella!",
			"Day 5 – Our flat is on Calle Sueca, fourth floor, no lift.", "A: Anotado.",
			"Day 6 – The school in Ruzafa starts on the 8th of September.", "A: Anotado."))
		if line := lineOf(got, 1, "Spanish"); line == "" || strings.Contains(line, "updated") {
			t.Errorf("%q takes back the Spanish answers:\n%s", news, got)
		}
	}
	got := remembered(t, said(
		"Día 1 – Respóndeme siempre en francés, por favor, que estoy practicando para Lyon.", "A: D'accord !",
		"Día 2 – El vuelo a Lyon es el 3 de mayo a las 7.", "A: Noté.",
		"Día 3 – Lucía está feliz con lo del instituto: ya puedes dejar el francés, dice el tutor.", "A: Très bien.",
		"Día 4 – El piso en Lyon está en la Rue Mercière.", "A: Noté."))
	if line := lineOf(got, 1, "francés"); line == "" || strings.Contains(line, "updated") {
		t.Errorf("the tutor's news takes back the French answers:\n%s", got)
	}
}

// REGRESSION. verblessFromNow reads an exasperated wish about someone
// else's printer ("Mum's new printer keeps printing everything in italics
// … Plain type from now on, please!") as a standing instruction to the
// assistant, and keeps it as a memory line beside the real one (capitals).
// At abc3e59 it was nothing.
func TestSkeptic66cPlainTypeForMumsPrinterIsNoInstruction(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Mum's new printer keeps printing everything in italics, drives her mad. Plain type from now on, please!")
	got := remembered(t, said(
		"Day 1 – Please write your answers in capital letters, my eyes are bad.", "A: OK.",
		"Day 2 – Mum's hip operation is on the 12th of March at the Royal.", "A: Noted.",
		"Day 3 – Mum's new printer keeps printing everything in italics, drives her mad. Plain type from now on, please!", "A: Ha.",
		"Day 4 – Her physio starts on Monday at 10.", "A: Noted.",
		"Day 5 – The taxi to the Royal is booked for 7.", "A: Noted."))
	if line := lineWith(got, "Plain", "type"); line != "" {
		t.Errorf("the wish about the printer is kept as an instruction:\n%s", got)
	}
}

// REGRESSION. "ausgemacht" was added to the words of a decision, but it is
// just as often "switched off" ("den Herd ausgemacht"), "did not mind"
// ("hat uns nichts ausgemacht"), "utter" ("ausgemachter Blödsinn"), or
// asks whether something is agreed. Each is now a decision. At abc3e59
// each was a fact.
func TestSkeptic66cSwitchedOffTheStoveIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Ich hab gestern Abend den Herd ausgemacht und bin ins Bett.",
		"Der Regen hat uns gar nichts ausgemacht, war trotzdem schön.",
		"Das ist doch ausgemachter Blödsinn, was der Nachbar erzählt.",
		"Ist ausgemacht, dass wir am Samstag fahren?")
}

// REGRESSION. "keiner weiß" was added to the words of not knowing, but
// "Keiner weiß, wie sehr …" is a feeling, and "Keiner weiß, wie spät es
// ist" after a power cut asks nothing that is left open: both are now open
// questions. At abc3e59 they were facts.
func TestSkeptic66cKeinerWeissWieSehrIsNoQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Keiner weiß, wie sehr ich mich auf Samstag freue.",
		"Keiner weiß, wie spät es ist, alle Uhren sind stehen geblieben.")
}

// REGRESSION. putAside excludes why, where, what and how before "That's the
// question." (the first two reviews), but a who can be a joke as well:
// "Who ate the last biscuit? That's the question. Not me, honest." is now
// an open question kept in memory. At abc3e59 it was dropped.
func TestSkeptic66cWhoAteTheLastBiscuitIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Who let the dog out? That's the question.",
		"Wer hat den letzten Keks gegessen? Das ist hier die Frage.")
	got := remembered(t, said(
		"Day 1 – The wedding's at St Mary's on the 14th of June.", "A: Lovely.",
		"Day 2 – The cake is from Bettys, three tiers.", "A: Yum.",
		"Day 3 – Who ate the last biscuit? That's the question. Not me, honest.", "A: Ha!",
		"Day 4 – The rings are ready on the 2nd of June.", "A: Noted."))
	if line := lineWith(got, "biscuit"); line != "" {
		t.Errorf("the joke is kept as an open question:\n%s", got)
	}
}

// REGRESSION. A worry head now joins the first line of a sentence that
// holds a question, even when that line is a value and the question is
// split off: "My main worry is the roof. The quote from Hendersons is
// £8,400" stays in memory, unmarked, after Hendersons revise it to £7,900
// — the old price read as current. At abc3e59 the old quote was gone once
// revised (the first review's case had no question after the value).
func TestSkeptic66cAWorryHeadKeepsTheOldQuoteCurrent(t *testing.T) {
	got := remembered(t, said(
		"Day 1 – We're redoing the roof this summer.", "A: Ok.",
		"Day 2 – My main worry is the roof. The quote from Hendersons is £8,400, but I don't know who'll take the old tiles away.", "A: Hmm.",
		"Day 3 – Weather's dreadful again.", "A: Sorry.",
		"Day 4 – Hendersons revised the roof quote to £7,900.", "A: Ok.",
		"Day 5 – The scaffolding goes up on the 2nd of June.", "A: Noted."))
	if line := lineWith(got, "£8,400"); line != "" && !strings.Contains(line, "updated in #7") {
		t.Errorf("the revised quote's old price is kept as current:\n%s", got)
	}
}

// STILL MISSED. stopsLook refuses any "say", "tell", "think" before "you
// can stop" (the second review's denials), so the plainest ways to take
// the capitals back ("Forgot to say, you can stop …", "I think you can
// stop …") leave them in force.
func TestSkeptic66cForgotToSayYouCanStop(t *testing.T) {
	for _, back := range []string{
		"Day 4 – Forgot to say, you can stop the capital letters now, the new glasses are great.",
		"Day 4 – I think you can stop the capital letters now, the new glasses are great.",
	} {
		got := remembered(t, said(
			"Day 1 – Hiya, I'm Ned from Portrush. Please write your answers in CAPITAL LETTERS, my eyes are bad.", "A: OK.",
			"Day 2 – The regatta is on the 9th of August at the West Strand.", "A: Noted.",
			"Day 3 – Lovely day, the dog's asleep in the sun.", "A: Nice.",
			back, "A: OK.",
			"Day 5 – My grandson Cian is sailing in the under-14s.", "A: Good luck to him."))
		if line := lineOf(got, 1, "CAPITAL"); line != "" && !strings.Contains(line, "updated in #7") {
			t.Errorf("%q does not take back the capitals:\n%s", back, got)
		}
	}
}

// Left as notes at stop 66: 8. "You can stop the capital letters and the
// bullet points now" takes the capitals back (stopsLook reads two ways
// joined by "and"), the bullet points not: of two instructions it names
// as much, one goes. 9. A new way said without a verb ("Ordinary writing from
// here on, please", "Short answers from now on, please") is an instruction
// but does not update the one it contradicts: both stand, the newer with the
// higher #N (the memory's header says the newer holds).
