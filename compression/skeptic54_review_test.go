package compression_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of stop 54 (442147b → 5a265e3): sentences people write to a chat
// assistant that the change now reads wrongly, and a few of the same family
// it still misses. The sentences are this file's own.

// ruleWith54 is the rule line read from text that holds all the words, or "".
func ruleWith54(text string, words ...string) string {
	for _, e := range read31(text) {
		if e.Kind == session.LedgerRule && !slices.ContainsFunc(words, func(w string) bool { return !strings.Contains(e.Text, w) }) {
			return e.Text
		}
	}
	return ""
}

// answersWanted reads only the first clause: "Short answers" followed by a
// comma is an order, whatever the rest says. A description of someone
// (the plumber, the intern, the mother-in-law) is kept as a standing
// instruction, so the assistant starts cutting its own answers short.
// Was a fact (or nothing) on 442147b.
func TestSkeptic54VerblessAnswersDescribingSomeone(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Short answers, that's all I got from the plumber.",
		"Short answers, no eye contact, the new intern is hiding something.",
		"Quick answers, no fuss, that's how the old help desk worked.",
		"Respuestas cortas, miradas largas, así es mi suegra.",
		"Respuestas cortas, eso fue todo lo que me dio el plomero.")
}

// Someone else's order, quoted or reported ("said the judge", "me dijo el
// médico", "the sign on the door"), is no order to the assistant, but the
// verbless reading takes it for one.
// Was a fact (or nothing) on 442147b.
func TestSkeptic54VerblessAnswersSomeoneElseWanted(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Short answers, please, said the judge, and I froze.",
		"Respuestas cortas, me dijo el médico.")
	if line := ruleWith54("Short answers only! That was the sign on the teacher's door.", "Short answers"); line != "" {
		t.Errorf("the words on a sign read as the person's order: %q", line)
	}
}

// "Short answers, long answers, whatever suits" says the person does NOT
// mind: the memory now holds it as a rule on the answers' length.
// Was a fact on 442147b.
func TestSkeptic54NoPreferenceIsNoOrder(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"One thing before we start: short answers, long answers, whatever suits.",
		"Before we start: short answers, long answers, I don't mind.")
}

// The voseo reading of enclitic takes any word that ends in a vowel and
// "la"/"lo"/"me" for an imperative, and it is asked of English and German
// too: a person named Angela, Pamela, Micaela, Michaela or Gisela after
// "when you give me …" turns a note about the household into a standing
// instruction. Was a fact on 442147b.
func TestSkeptic54NameEndingLikeAPronounIsNoOrder(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"When you give me workout plans, Angela checks them first.",
		"When you make me meal plans, Pamela does the shopping.",
		"Wenn du mir Rezepte gibst, Michaela kocht am Sonntag.",
		"Cuando me des recetas, Micaela cocina y yo lavo los platos.",
		"Cuando me recomiendes películas, Gisela elige igual.")
}

// personAsks now takes "when I ask to …" as asking the assistant, and
// byTheAssistant lets an "it" after an adverb pass as the order's object:
// a story about asking the boss or a shop becomes a rule. Was a fact (or
// nothing) on 442147b.
func TestSkeptic54AskingSomeoneElseIsNoOrder(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"When I ask to leave early, usually it ends in a row with my boss.",
		"When I ask to work from home, sometimes it gets approved.",
		"When I ask for a discount, sometimes it works.")
}

// "it" right after the first word is taken for the order's object even when
// that first word is an adverb ("honestly it helps", "often it is"): thanks
// and remarks about the assistant's own help are kept as rules. Was a fact
// (or nothing) on 442147b.
func TestSkeptic54ItAfterAnAdverbIsTheSubject(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"When I ask you for ideas, honestly it helps a lot.",
		"When I ask you for advice, often it is exactly what my mum says.")
}

// "A ban right after an order is more of it" takes every sentence that opens
// with "No"/"Nothing"/"None" for a ban: "No offence", "No joke", "No
// wonder", "Nothing personal", "None of my printers …" are remarks and
// facts, now kept as standing instructions. Each was a fact or dropped on
// 442147b.
func TestSkeptic54ARemarkAfterAnOrderIsNoBan(t *testing.T) {
	for _, c := range []struct{ text, remark string }{
		{"Please keep your answers short. No offence to your last one, it was great.", "No offence"},
		{"Please use metric units. No joke, I failed a cake because of cups.", "failed a cake"},
		{"Please answer in French from now on. No wonder my teacher says I'm lazy.", "No wonder"},
		{"Please keep answers short. Nothing personal, I just read on my phone.", "Nothing personal"},
		{"Please don't use bullet points. None of my printers handle them well.", "printers"},
	} {
		if line := ruleWith54(c.text, c.remark); line != "" {
			t.Errorf("a remark after an order kept as a rule: %q (from %q)", line, c.text)
		}
	}
}

// In Spanish a plain negated sentence opens with "No": "No hablo bien
// inglés", "No tengo tiempo hoy, …" — and after an order it is now a rule,
// down to a bare fragment ("los chicos están enfermos."). The same happens
// to the English fragment after "No idea why," and "No time,". Was a fact
// or dropped on 442147b.
func TestSkeptic54ANegatedSentenceAfterAnOrderIsNoRule(t *testing.T) {
	for _, c := range []struct{ text, remark string }{
		{"Respondeme siempre en español, por favor. No hablo bien inglés.", "inglés."},
		{"Por favor, respuestas cortas. No tengo tiempo hoy, los chicos están enfermos.", "enfermos"},
		{"Stop adding emojis to your answers. No idea why, they just annoy me.", "annoy me"},
		{"Please keep it short today. No time, the kids are sick.", "kids are sick"},
	} {
		if line := ruleWith54(c.text, c.remark); line != "" {
			t.Errorf("a plain sentence after an order kept as a rule: %q (from %q)", line, c.text)
		}
	}
}

// A fact said after an order ("No one at my office uses them, my boss Karen
// hates them") is now a rule, so when the person takes the orders back
// wholesale, the fact about Karen goes with them. It stayed on 442147b.
func TestSkeptic54AFactAfterAnOrderOutlivesTakingTheOrderBack(t *testing.T) {
	got := remembered(t, said(
		"Please stop using emojis. No one at my office uses them, my boss Karen hates them.",
		"A: Ok.",
		"Forget all that, back to normal please.",
		"A: Ok."))
	held53(t, got, 1, "Karen")
}

// takesUp keeps a venting line whenever the next line opens with "The"
// and a word of it, though that word is only the first half of a compound
// ("the garden" → "The garden party", "this heat" → "The heat wave"): the
// memory keeps "Sigh, the garden is such a mess." beside the date. Dropped
// on 442147b.
func TestSkeptic54VentingBeforeACompoundIsNoLine(t *testing.T) {
	for _, c := range []struct{ text, vent string }{
		{"Sigh, the garden is such a mess. The garden party is on June 8th at 2pm.", "such a mess"},
		{"Ugh, this heat is unbearable. The heat wave should end on Thursday, says the Met Office.", "unbearable"},
		{"Man, this project is driving me nuts. The project deadline is now March 3rd.", "driving me nuts"},
		{"Qué calor que hace, madre mía. El calor dura hasta el jueves 12, según la tele.", "madre mía"},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if line := lineOf(got, 1, c.vent); line != "" {
			t.Errorf("a venting line kept: %q", line)
		}
	}
}

// ownedPlace takes any "X's" after "in" for whose place it is: "The boat is
// in Grandpa's will" now marks "The boat is in the marina at Lakeside" as
// updated, so the model is told the boat is no longer at the marina. It
// stood as current on 442147b.
func TestSkeptic54AWillIsNoPlace(t *testing.T) {
	got := remembered(t, said(
		"The boat is in the marina at Lakeside.",
		"A: Ok.",
		"The boat is in Grandpa's will, so it goes to my cousin.",
		"A: Ok."))
	if line := lineOf(got, 1, "marina"); line == "" || strings.Contains(line, "updated in") {
		t.Errorf("where the boat is kept is marked as superseded by a will:\n%s", got)
	}
}

// Same family, missed on 442147b too: a verbless order whose shape has two
// words or a "más", and a short tú imperative ("hazlo") after a condition.
// Read since. Still missed, left for a later stop: the Spanish condition in
// the indicative ("Si me das listas, ordénalas por fecha.") and "When I ask
// you for feedback, be brutal." (an order of "be" and how).
func TestSkeptic54VerblessAndEncliticStillMissed(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Short and simple answers, please.",
		"Respuestas más cortas, por favor.",
		"Cuando me des un resumen, hazlo corto.")
}
