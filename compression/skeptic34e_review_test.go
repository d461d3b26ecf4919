package compression_test

import (
	"testing"

	"github.com/ollm/ollm/compression"
)

// A skeptic's review of eb6a4b9..80988af (likings, places, instructions and
// their take-backs in other words, what is allowed again, instructions that
// share only how they are put): sentences people write where those changes
// now send the wrong context. Each test fails on 80988af.

// Expected: taking back what one said about someone (an opinion of Tom, a
// remark on Mark at a meeting) or collecting a parcel ("retiro lo de
// Correos") takes back no instruction: the instruction naming them stays
// current; "ich nehme das mit und bringe es … zurück" is no instruction.
func TestSkeptic34eTakingBackAnOpinionOrAParcelKeepsTheInstruction(t *testing.T) {
	for _, c := range []struct{ rule, back, key string }{
		{"When you plan our holiday budget, always split the costs evenly with Tom.",
			"I said Tom was useless with money, but I take that back, he saved for the whole holiday.", "evenly"},
		{"When you help me write emails to Mark, always keep them formal.",
			"I need to take back what I said about Mark at the meeting, he was right.", "formal"},
		{"Cuando me hagas la lista de recados, pon siempre Correos primero, que cierra pronto.",
			"El sábado retiro lo de Correos a primera hora.", "primero"},
	} {
		got := remembered(t, said(c.rule, "A: Ok.", c.back, "A: Ok."))
		if !sentAsCurrent(got, 1, c.key) {
			t.Errorf("%q is lost or marked updated after %q:\n%s", c.rule, c.back, got)
		}
	}
	text := "Kein Problem, ich nehme das mit und bringe es Oma am Sonntag zurück."
	if s := said(text, "A: Ok."); readAsRule(s, "") {
		t.Errorf("%q is read as an instruction (a take-back): %v", text, compression.Extract(s, []int{0}))
	}
}

// Expected: "Dass mein Bruder pünktlich kommt, kannst du vergessen" (no
// chance he comes on time) takes back no instruction: the instruction about
// the brother's lateness stays current.
func TestSkeptic34eKannstDuVergessenAsNoChanceKeepsTheInstruction(t *testing.T) {
	got := remembered(t, said(
		"Wenn du Familienfeste planst, rechne bei meinem Bruder immer eine halbe Stunde Verspätung ein.", "A: Ok.",
		"Dass mein Bruder pünktlich kommt, kannst du vergessen.", "A: Verstehe.",
	))
	if !sentAsCurrent(got, 1, "Verspätung") {
		t.Errorf("the instruction about the brother's lateness is lost or marked updated:\n%s", got)
	}
}

// Expected: a text, an invitation or a child's homework answers that are
// fine now are no way of answering allowed again: the instruction on those
// texts or that homework stays current; a table that is fine now is news.
func TestSkeptic34eSomethingElseFineNowLeavesTheInstruction(t *testing.T) {
	for _, c := range []struct{ rule, fine, key string }{
		{"When you write texts to my landlord, always keep them polite and short.",
			"The text is fine now, thanks, I'll send it to my landlord.", "polite"},
		{"Schreib Texte für Omas Karten bitte immer in einfacher Sprache.",
			"Der Text für Omas Einladung ist jetzt okay, danke.", "einfacher"},
		{"When you help Lucas with his maths homework, never give him the answers, only hints.",
			"Lucas's maths answers are fine now, his teacher checked them.", "hints"},
	} {
		got := remembered(t, said(c.rule, "A: Ok.", c.fine, "A: Good."))
		if !sentAsCurrent(got, 1, c.key) {
			t.Errorf("%q is lost or marked updated after %q:\n%s", c.rule, c.fine, got)
		}
	}
	text := "The wobbly garden table is fine now, Dad fixed the leg."
	if s := said(text, "A: Ok."); readAsRule(s, "") {
		t.Errorf("%q is read as an instruction: %v", text, compression.Extract(s, []int{0}))
	}
}

// Expected: allowing tables again for the meal plan lifts the table ban
// only; "Please always keep the weekly meal plan vegetarian" is still sent
// as current.
func TestSkeptic34eAllowedAgainUpdatesOnlyTheBanItLifts(t *testing.T) {
	got := remembered(t, said(
		"Please never use tables in your answers, I read on my phone.", "A: Ok.",
		"Please always keep the weekly meal plan vegetarian.", "A: Ok.",
		"Tables are fine now for the meal plan, I'm on my laptop.", "A: Ok.",
	))
	if !sentAsCurrent(got, 3, "vegetarian") {
		t.Errorf("the vegetarian instruction is lost or marked updated by tables allowed again:\n%s", got)
	}
}

// Expected: a new language for the answers, said the same way as the old
// one ("write your answers in Spanish" after "… in English"), marks the old
// instruction updated, as eb6a4b9 did.
func TestSkeptic34eANewLanguageForTheAnswersUpdatesTheOld(t *testing.T) {
	for _, c := range []struct{ rule, now, key string }{
		{"Please write your answers in English.", "Please write your answers in Spanish, I'm practising.", "English"},
		{"Schreib deine Antworten bitte auf Englisch.", "Schreib deine Antworten bitte auf Spanisch, ich übe gerade.", "Englisch"},
		{"Escribe tus respuestas en inglés, por favor.", "Escribe tus respuestas en alemán, por favor, estoy practicando.", "inglés"},
	} {
		got := remembered(t, said(c.rule, "A: Ok.", c.now, "A: Ok."))
		if sentAsCurrent(got, 1, c.key) {
			t.Errorf("%q is still sent as current beside %q:\n%s", c.rule, c.now, got)
		}
	}
}

// Expected: a wish or a "you" said to someone else (a flatmate, a
// neighbour, one's daughter) or meaning anyone (a tip) is no instruction to
// the assistant.
func TestSkeptic34eAYouMeantForSomeoneElseIsNoInstruction(t *testing.T) {
	for _, text := range []string{
		"I texted my flatmate: I'd appreciate it if you didn't use my pans without asking.",
		"Le he escrito a mi vecino: te agradecería que no usaras la taladradora antes de las nueve.",
		"Le dije a mi hija: espero que seas siempre así de valiente.",
		"It helps if you keep the receipts in one folder.",
		"It helps if you talk to the baby in a calm voice.",
	} {
		if s := said(text, "A: Ok."); readAsRule(s, "") {
			t.Errorf("%q is read as an instruction: %v", text, compression.Extract(s, []int{0}))
		}
	}
}

// Expected: asking once for something that always works ("a bread recipe
// that never fails", "algo que nunca falla") is a one-off request, no
// standing instruction.
func TestSkeptic34eAOneOffRequestForWhatAlwaysWorksIsNoInstruction(t *testing.T) {
	for _, text := range []string{
		"Give me a bread recipe that never fails.",
		"List the things people always forget to pack for a beach holiday.",
		"Dime algo que nunca falla para el hipo.",
		"Gib mir ein Rezept das immer klappt.",
	} {
		if s := said(text, "A: Ok."); readAsRule(s, "") {
			t.Errorf("%q is read as an instruction: %v", text, compression.Extract(s, []int{0}))
		}
	}
}

// Expected: a "don't" the vet said (named after it) and "Don't use the car
// much" (the person's own habit, "I" left out) are no instructions.
func TestSkeptic34eADontThatIsNoOrderToTheAssistant(t *testing.T) {
	for _, text := range []string{
		"Don't use the flea spray on Bella for a week, the vet said.",
		"Don't use the car much these days, I cycle everywhere.",
	} {
		if s := said(text, "A: Ok."); readAsRule(s, "") {
			t.Errorf("%q is read as an instruction: %v", text, compression.Extract(s, []int{0}))
		}
	}
}

// Expected: "a partir de ahora" between commas after a name is news about
// that person's new routine, no instruction.
func TestSkeptic34eFromNowOnBetweenCommasAfterANameIsNews(t *testing.T) {
	for _, text := range []string{
		"Lucía, a partir de ahora, llama a su abuela cada domingo.",
		"El abuelo, a partir de ahora, usa bastón para caminar.",
		"Carlos, de ahora en adelante, nos da clases de guitarra los martes.",
	} {
		if s := said(text, "A: Ok."); readAsRule(s, "") {
			t.Errorf("%q is read as an instruction: %v", text, compression.Extract(s, []int{0}))
		}
	}
}

// Missed, squarely in the commits' intent: a way of answering allowed again
// in the words people use as often as "are fine again" ("Bold text is fine
// again", "… are okay again", "… are allowed now", "sind wieder erlaubt",
// "Ya puedes usar …, he cambiado de opinión") takes back the ban, and the
// take-back is kept.
func TestSkeptic34eMissedAWayOfAnsweringAllowedAgain(t *testing.T) {
	for _, c := range []struct{ rule, back, key string }{
		{"Please never use bullet points in your answers.", "Bullet points are okay again.", "bullet"},
		{"Bitte benutze in deinen Antworten keine Emojis.", "Emojis sind wieder erlaubt.", "Emojis"},
		{"Por favor, no uses emojis en tus respuestas.", "Ya puedes usar emojis, he cambiado de opinión.", "emojis"},
	} {
		got := remembered(t, said(c.rule, "A: Ok.", c.back, "A: Ok."))
		if sentAsCurrent(got, 1, c.key) {
			t.Errorf("%q is still sent as current after %q:\n%s", c.rule, c.back, got)
		}
		if lineOf(got, 3) == "" {
			t.Errorf("the take-back %q is not kept:\n%s", c.back, got)
		}
	}
}
