package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// The review of stop 41 (59e14c3..HEAD): inputs where the change leaves the
// person worse off — a fact or an instruction lost, or a standing rule the
// person never gave. Each case but the ones said otherwise was checked to
// read right at 59e14c3. The sentences are this file's own.

// A diary whose every message opens with the same mark, and where two of the
// messages happen to have the same word before a dash ("… this morning —
// …"): the new labelCloser takes "morning —" for the label's constant tail
// and strips each of those messages up to it. The blood pressure reading and
// the new dose are gone from the memory — the model would answer a question
// about the medication without knowing it was raised to 10mg. At 59e14c3
// both lines were kept. A dash after the same word closes a label only when
// the words before it are the label's (the same place in every message),
// not when a word of the sentence recurs.
func TestSkeptic41ADashAfterARecurringWordIsNoLabel(t *testing.T) {
	got := remembered(t, said(
		"💊 Started the new tablets again — dizzy by lunchtime, had to sit down at work.", "A: Ok.",
		"💊 Blood pressure was 152/96 this morning — higher than last week.", "A: Ok.",
		"💊 Dr Okafor raised the amlodipine to 10mg this morning — we'll see how it goes.", "A: Ok.",
	))
	for _, c := range []struct {
		n    int
		keys []string
	}{{3, []string{"152/96"}}, {5, []string{"amlodipine", "10mg"}}} {
		if lineOf(got, c.n, c.keys...) == "" {
			t.Errorf("no line of message %d holds %q:\n%s", c.n, c.keys, got)
		}
	}
	got = remembered(t, said(
		"🏠 Rent goes up to £950 in April — the letter came today.", "A: Ok.",
		"🏠 The boiler service is booked for 3 April — British Gas, £89.", "A: Ok.",
		"🏠 Still no word from the letting agent about the damp.", "A: Ok.",
	))
	for _, c := range []struct {
		n    int
		keys []string
	}{{1, []string{"£950"}}, {3, []string{"boiler", "April"}}} {
		if lineOf(got, c.n, c.keys...) == "" {
			t.Errorf("no line of message %d holds %q:\n%s", c.n, c.keys, got)
		}
	}
}

// "No me digas que …", "Don't tell me that …", "keep it between us",
// "between you and me" (disbelief) now make the whole sentence no order,
// wherever they stand — also when the sentence goes on to a real standing
// order: "don't tell me that it depends, give me a straight answer" is the
// person's most common complaint about chat answers. Each was a rule at
// 59e14c3; now the model forgets it and goes back to hedging, or to
// emojis, or to the real name.
func TestSkeptic41SurpriseWordsDoNotSwallowAnOrder(t *testing.T) {
	for _, text := range []string{
		"No me digas que depende, dame una respuesta concreta.",
		"Don't tell me that it depends, always give me a straight yes or no.",
		"Between you and me, I hate emojis, so never use them in your answers.",
		"Keep it between us, but from now on always call him Mr K in your answers.",
	} {
		if got := kindLines(text, session.LedgerRule); len(got) == 0 {
			t.Errorf("%q is not read as an instruction", text)
		}
	}
}

// "¡No me digás!" — the River Plate "you don't say!" — said alone before the
// news, or with a comma and a question, is the same surprise as "No me digas
// que …", which the change reads as none. With the voseo forms now joining
// the bans, it is a standing rule "Don't tell me!" (kept though it is three
// words), sent above every fact: the model is told not to tell the person
// things. At 59e14c3 the voseo ones were no rule; the tú one ("¡No me
// digas!") was a rule already, left beside the disbelief fix.
func TestSkeptic41YouDontSayIsNoBan(t *testing.T) {
	for _, text := range []string{
		"¡No me digás! Caro y Nico se separaron después de doce años.",
		"No me digás, ¿en serio cerraron la panadería de Ramón?",
		"¡No me digas! Caro y Nico se separaron después de doce años.",
	} {
		if got := kindLines(text, session.LedgerRule); len(got) > 0 {
			t.Errorf("surprise is read as an instruction: %q", got)
		}
	}
}

// writesOnce takes "Schreib mir" before an article for a task done once,
// unless "immer" or "ab jetzt" is said. But the usual German way of a
// standing wish on how things are written has neither: "Schreib mir die
// Rezepte in Gramm, nicht in Cups" is about every recipe to come. Each was
// a rule at 59e14c3; now it is a fact that can be pushed out, and the model
// goes back to cups and AM/PM.
func TestSkeptic41SchreibMirHowIsAStandingOrder(t *testing.T) {
	for _, text := range []string{
		"Schreib mir die Temperaturen in Celsius, nicht in Fahrenheit.",
		"Schreib mir die Zahlen bitte als Ziffern, nicht ausgeschrieben.",
		"Schreib mir die Uhrzeiten im 24-Stunden-Format, nicht mit AM und PM.",
	} {
		if got := kindLines(text, session.LedgerRule); len(got) == 0 {
			t.Errorf("%q is not read as an instruction", text)
		}
	}
}

// bareBan reads "No emojis …", "Keine Emojis …", "Nada de emojis …" at the
// head of a sentence as a ban on the answers, whatever it is about: a rule of
// the school's parents' group the head teacher set, the tone of a text the
// person got from someone. Each becomes a standing rule on the assistant
// (the German and Spanish were facts, the English was nothing at 59e14c3).
func TestSkeptic41ABanSaidOfSomethingElseIsNoOrder(t *testing.T) {
	for _, text := range []string{
		"Keine Emojis in der WhatsApp-Gruppe vom Elternbeirat, hat die Direktorin gesagt.",
		"Nada de emojis en el grupo de la escuela, lo dijo la directora.",
		"No emojis, no kiss, nothing. Just 'fine.' He's clearly still sulking about Saturday.",
	} {
		if got := kindLines(text, session.LedgerRule); len(got) > 0 {
			t.Errorf("%q is read as an instruction: %q", text, got)
		}
	}
}

// "with", "con", "mit" are now words of how, so a wish frame before a task
// done once with something in it is a standing rule: every poem would get
// the dog's name, every invitation the hall's address, every speech "more
// jokes". Each was a fact at 59e14c3.
func TestSkeptic41AOneOffWishWithSomethingInItIsNoRule(t *testing.T) {
	for _, text := range []string{
		"I'd like it if you wrote the invitation with the address of the hall in it.",
		"Me gustaría que me escribas un poema con el nombre de mi perra Luna.",
		"Mir wäre lieber, wenn du mir die Rede mit mehr Witz schreibst.",
	} {
		if got := kindLines(text, session.LedgerRule); len(got) > 0 {
			t.Errorf("a task asked once is read as an instruction: %q", got)
		}
	}
}

// "evita" joined the words of output (for "evitá …"), and "schicken" with
// it — but "evita" is also what someone else does ("Mamá siempre evita …":
// Mum always avoids …), and "Immer schicken die mir …" is what "they" (the
// colloquial "die") always send. Each becomes a standing rule: the model is
// told to avoid talking about the war or shellfish. Each was a fact at
// 59e14c3.
func TestSkeptic41WhatOthersAvoidOrSendIsNoOrder(t *testing.T) {
	for _, text := range []string{
		"Mamá siempre evita los mariscos por la alergia.",
		"Papá evita siempre hablar de la guerra.",
		"Immer schicken die mir die falschen Teile.",
	} {
		if got := kindLines(text, session.LedgerRule); len(got) > 0 {
			t.Errorf("what someone else does is read as an instruction: %q", got)
		}
	}
}

// "Vergiss es, Englisch passt schon" after "Antworte mir bitte immer auf
// Deutsch" takes the instruction back. dismisses now reads "Vergiss es, …"
// followed by no word of the answers as dropping some matter, so the take-back
// is a plain fact and the German rule stays in the memory as a standing
// instruction: the model keeps answering in German. At 59e14c3 the rule was
// gone once taken back.
func TestSkeptic41ForgetItTakesAnInstructionBack(t *testing.T) {
	for _, back := range []string{
		"Vergiss es, Englisch passt schon.",
		"Vergiss es, ich komm mit dem Englisch doch klar.",
	} {
		got := remembered(t, said(
			"Antworte mir bitte immer auf Deutsch, mein Englisch ist eingerostet.", "A: Ok.",
			"Am 9. fahren wir mit den Bäckers nach Porto.", "A: Ok.",
			back, "A: Ok.",
		))
		if l := lineOf(got, 1, "Deutsch"); l != "" && !strings.Contains(l, "updated") {
			t.Errorf("after %q the taken-back instruction still stands:\n%s", back, got)
		}
	}
}

// The new open-task phrases ("have no idea how to", "keine ahnung, wie
// ich", "me ayudás") also mark thanks: "I have no idea how to thank you",
// "Siempre me ayudás un montón", "Keine Ahnung, wie ich das früher ohne dich
// geschafft habe" become open questions the model is told are still to be
// worked on. At 59e14c3 none was an open question.
func TestSkeptic41ThanksAreNoOpenTask(t *testing.T) {
	for _, text := range []string{
		"I have no idea how to thank you, the party was perfect.",
		"Siempre me ayudás un montón, gracias.",
		"Keine Ahnung, wie ich das früher ohne dich geschafft habe.",
	} {
		if got := kindLines(text, session.LedgerQuestion); len(got) > 0 {
			t.Errorf("thanks are read as an open question: %q", got)
		}
	}
}
