package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of 9e0c147..HEAD (stop 52b): ruleUpdate's sameInstruction and
// ruleTalk, asksAfter's lettingVerbs, and opensWithTopic (from 9e0c147).
// Each test fails on HEAD; its comment says whether it also fails on 9e0c147
// (older) or is new with this change. The sentences are this file's own.

// talk52b is the memory of the person's messages, each answered "Ok.".
func talk52b(t *testing.T, msgs ...string) string {
	t.Helper()
	var out []string
	for _, m := range msgs {
		out = append(out, m, "A: Ok.")
	}
	return remembered(t, said(out...))
}

// A word the conversation is about, opening both lines, is all it takes:
// the photographer's new arrival time marks the christening's own time as
// updated — and when the christening has just moved, its newest time (the
// fact in force) is the line told it is old. "The christening has moved to
// 2pm" — "The christening is at 11am" is what opensWithTopic was made for;
// "The christening photographer is now coming at 1pm" names another thing
// with a time of its own.
// Older: fails on 9e0c147 too; passes on its parent a30bc01 (opensWithTopic
// came with 9e0c147).
func TestSkeptic52bATopicOpeningMarksAnotherThingsTime(t *testing.T) {
	got := talk52b(t,
		"The christening is at 11am at St Mary's.",
		"The christening lunch is booked for 20 people at the Red Lion.",
		"The christening has moved to 2pm, the vicar had a funeral.",
		"The christening photographer is now coming at 1pm to get the family shots first.")
	if l := lineOf(got, 5, "2pm"); l == "" || strings.Contains(l, "updated in") {
		t.Errorf("the christening's newest time is %q, gone or marked old by the photographer:\n%s", l, got)
	}
	got = talk52b(t,
		"The wedding starts at 2pm in the old chapel.",
		"The wedding band plays until 11pm.",
		"The wedding favours cost us 3 euros each.",
		"The wedding photographer now arrives at 1pm, she wants shots of the dress.")
	if l := lineOf(got, 1, "2pm"); l == "" || strings.Contains(l, "updated in") {
		t.Errorf("the wedding's start is %q, gone or marked old by the photographer:\n%s", l, got)
	}
}

// The same with a person the conversation is about: Gran's physio on
// Saturday marks her Friday arrival at the station as updated ("Oma …",
// "El abuelo …" open every line of a visit being planned).
// Older: fails on 9e0c147 too; passes on its parent a30bc01 (opensWithTopic
// came with 9e0c147).
func TestSkeptic52bAPersonOpeningEveryLineIsNoUpdate(t *testing.T) {
	for _, msgs := range [][]string{
		{
			"Oma kommt am Freitag um 18 Uhr am Bahnhof an.",
			"Oma nimmt ihre Blutdrucktabletten um 8 Uhr.",
			"Oma schläft im Gästezimmer, nicht auf dem Sofa.",
			"Oma hat jetzt am Samstag um 16 Uhr Physiotherapie.",
		},
		{
			"El abuelo llega el viernes a las 18:00 a la estación.",
			"El abuelo toma las pastillas de la tensión a las 8:00.",
			"El abuelo duerme en el cuarto de invitados.",
			"El abuelo ahora tiene fisio el sábado a las 16:00.",
		},
	} {
		got := talk52b(t, msgs...)
		if l := lineOf(got, 1, "18"); l == "" || strings.Contains(l, "updated in") {
			t.Errorf("the arrival is %q, gone or marked old by the physio appointment:\n%s", l, got)
		}
	}
}

// An instruction on the form of the answers shares with the one it replaces
// only "use"/"schreib" and "answers"/"Antworten" — ruleTalk's words, which
// here are what the instruction is about. "Use numbered lists in your
// answers instead" says "instead"; the bullet points stand unmarked beside
// it (9e0c147 marked them).
// New with this change.
func TestSkeptic52bAnswersFormChangedIsStillMarked(t *testing.T) {
	for _, c := range [][2]string{
		{"Use bullet points in your answers.", "Use numbered lists in your answers instead."},
		{"Schreib deine Antworten bitte als Fließtext.", "Schreib deine Antworten ab jetzt bitte als Stichpunkte."},
	} {
		got := talk52b(t, c[0], c[1])
		if l := lineOf(got, 1); l == "" || !strings.Contains(l, "updated in #3") {
			t.Errorf("the replaced form of the answers is %q, not marked updated:\n%s", l, got)
		}
	}
}

// The same with the register: formal answers, then casual ones "from now
// on" (Sie, then Du; usted, then tú). Only "write"/"schreib"/"escribe" and
// "answers"/"Antworten"/"respuestas" are shared, all ruleTalk, so the formal
// order stands unmarked beside the casual one (9e0c147 marked it).
// New with this change.
func TestSkeptic52bAnswersRegisterChangedIsStillMarked(t *testing.T) {
	for _, c := range [][2]string{
		{"Write your answers formally, like a business letter.", "Write your answers casually from now on, like a text to a friend."},
		{"Bitte schreib deine Antworten förmlich, mit Sie.", "Schreib deine Antworten ab jetzt locker, per Du."},
		{"Escribe tus respuestas en tono formal, de usted.", "Escribe tus respuestas de tú a partir de ahora, más cercano."},
	} {
		got := talk52b(t, c[0], c[1])
		if l := lineOf(got, 1); l == "" || !strings.Contains(l, "updated in #3") {
			t.Errorf("the formal register is %q, not marked updated:\n%s", l, got)
		}
	}
}

// ruleTalk knows "whenever" and "permanently" but not the words that say
// from when an instruction holds: "Going forward", "In future", "Ab
// sofort", "Künftig", "A partir de ahora", "De ahora en adelante". Two
// different standing instructions opened with them (and "answers", which
// ruleTalk does know) are one instruction changed: British spelling, the
// source, metric units are told they no longer hold.
// Older: fails on 9e0c147 too.
func TestSkeptic52bFromWhenARuleHoldsIsRuleTalk(t *testing.T) {
	for _, c := range [][2]string{
		{"Going forward, in your answers, use British spelling.", "Going forward, no emojis in your answers."},
		{"In future, in your replies, keep code snippets under twenty lines.", "In future, in your replies, skip the disclaimers."},
		{"Ab sofort in deinen Antworten bitte Zahlen mit Tausenderpunkt.", "Ab sofort in deinen Antworten keine Anglizismen mehr."},
		{"Künftig in deinen Antworten bitte immer die Quelle nennen.", "Künftig in deinen Antworten bitte keine Emojis."},
		{"A partir de ahora, en tus respuestas, usa el sistema métrico.", "A partir de ahora, en tus respuestas, nada de emojis."},
		{"De ahora en adelante, en tus respuestas, usa el sistema métrico.", "De ahora en adelante, en tus respuestas, nada de emojis."},
	} {
		got := talk52b(t, c[0], c[1])
		if l := lineOf(got, 1); l == "" || strings.Contains(l, "updated in") {
			t.Errorf("a standing instruction is %q, gone or marked updated by another:\n%s", l, got)
		}
	}
}

// Nor does ruleTalk know the word for an instruction itself: "Another
// instruction: …" and "One more instruction: …", "Neue Anweisung" and
// "Noch eine Anweisung", "Otra instrucción" and "Una instrucción más" —
// with "answers" shared — mark the first instruction updated by the second.
// Older: fails on 9e0c147 too.
func TestSkeptic52bCallingItAnInstructionIsRuleTalk(t *testing.T) {
	for _, c := range [][2]string{
		{"Another instruction: in your answers, spell out every acronym.", "One more instruction: keep emojis out of your answers."},
		{"Neue Anweisung: in deinen Antworten bitte keine Fremdwörter.", "Noch eine Anweisung: in deinen Antworten Datumsangaben immer als Tag.Monat.Jahr."},
		{"Otra instrucción: en tus respuestas, nada de anglicismos.", "Una instrucción más: en tus respuestas, pon siempre la fuente al final."},
	} {
		got := talk52b(t, c[0], c[1])
		if l := lineOf(got, 1); l == "" || strings.Contains(l, "updated in") {
			t.Errorf("a standing instruction is %q, gone or marked updated by another:\n%s", l, got)
		}
	}
}

// lettingVerbs take every "you" after "give" or "makes" for anyone, but in
// a chat that "you" is mostly the assistant: "what else I can give you",
// "what makes you think …" are said to it — a remark, a push back — not a
// question the person has still open. HEAD reads each as an open question
// (9e0c147 read the facts in them as facts): the build error, the invoice
// paid, the meeting on Tuesday sit in lines kept as questions, ranked above
// facts and not changed by news ("a question is not changed by news").
// New with this change.
func TestSkeptic52bAYouTheAssistantIsGivenIsNoOpenQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"No idea what else I can give you, the build fails with error MSB3073 on the CI box.",
		"I don't know what else to give you, the invoice number is INV-20931 and it was paid on the 3rd.",
		"No idea what makes you think the meeting is on Monday, it's Tuesday at 10.")
}
