package compression_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Read at stop 52 in dev47 and dev48's misses (stop 51's blind parts). The
// sentences are this file's own.

// readAs52 reports whether a line of kind read from text holds all the words.
func readAs52(text string, kind session.LedgerKind, words ...string) bool {
	return slices.ContainsFunc(read31(text), func(e session.LedgerEntry) bool {
		return e.Kind == kind && !slices.ContainsFunc(words, func(w string) bool { return !strings.Contains(e.Text, w) })
	})
}

// What is chosen instead, beside the reason it is chosen, was dropped when
// the reason held a number: of two lines in a sentence group that anchor
// nothing, only the most specific stayed ("The print shop needs six weeks
// for the logo. So we're going plain navy instead." kept the six weeks and
// lost the choice — an update's newest value, at stop 51 live).
func TestAChoiceInsteadStaysBesideItsReason(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"The print shop needs six weeks for the logo. So we're going plain navy instead.", []string{"plain navy"}},
		{"Tina says the embroidery takes four weeks, too late for the regatta. So we're going plain navy with white piping instead, she can have them done by Friday.", []string{"plain navy with white piping"}},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
}

// An order on the units the answers give, said with an "always" and no verb
// ("Prices always in dollars, okay?", "las cantidades siempre en docenas,
// ¿sí?"), was no line at all: the tag made it a question, and without a
// please it was no order.
func TestOrdersOnUnitsWithAnAlways(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Prices always in dollars, okay? Not cents.", []string{"always in dollars"}},
		{"Otra cosa: las cantidades siempre en docenas, ¿sí? Nada de unidades sueltas, que me mareo.", []string{"siempre en docenas"}},
		{"Und die Mengen immer in Dutzend, ja? Nicht Stück für Stück.", []string{"immer in Dutzend"}},
		{"Quantities always in dozens.", []string{"dozens"}},
	} {
		if !readAs52(c.text, session.LedgerRule, c.keys...) {
			t.Errorf("%q: no instruction holds %q: %v", c.text, c.keys, read31(c.text))
		}
	}
	// A remark with more to say after the unit, and a question, order nothing.
	never31(t, session.LedgerRule, "Preise immer in Franken, das ist hier so üblich.", "Prices are always in dollars here, right?", "Prices always in Lisbon were crazy.")
}

// A ban on a way of answering said to hold "on me", "bei mir", "conmigo", or
// after a head of six words ("Quick thing, and I mean it: no metric on
// me."), and a ban on metric, were read as nothing.
func TestBansThatHoldForMe(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Quick thing, and I mean it: no metric on me. Feet, pounds and acres.", []string{"no metric"}},
		{"No metric, please.", []string{"metric"}},
		{"Keine Emojis bei mir.", []string{"Emojis"}},
		{"Nada de emojis conmigo.", []string{"emojis"}},
	} {
		if !readAs52(c.text, session.LedgerRule, c.keys...) {
			t.Errorf("%q: no instruction holds %q: %v", c.text, c.keys, read31(c.text))
		}
	}
	never31(t, session.LedgerRule, "No metric tools in Dad's garage, only imperial sockets.", "No drama on me, mate.")
}

// A new value said as a change marked as updated the earlier line that
// shared only a word the conversation is about with it: at stop 52 the eval
// learned to count the lines marked updated that hold a fact no later message
// changed (82 of the development corpus with room for all; half of those
// marked on one shared topic word were wrong). The model is told a current
// fact is old. Marked no more; what the conversation is about and a name or
// another word shared still mark.
func TestATopicWordAloneMarksNoLineUpdated(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		keep string
	}{
		{[]string{
			"I run the swimming club's gala this year, first time, wish me luck.",
			"The club has forty kids this season, the most we've ever had.",
			"Jo Brennan from the club is driving up on the Saturday and has space for two.",
			"The club pays for the coach, thank goodness.",
			"Club news: Dev's moved the Wednesday session, it's now quarter past seven instead of half six.",
		}, "Jo Brennan"},
		{[]string{
			"Este año organizo la fiesta de la peña, la primera vez.",
			"La peña tiene cuarenta socios este año, más que nunca.",
			"Lucía Romero de la peña viene el sábado en coche y tiene sitio para dos.",
			"La peña paga el autobús, menos mal.",
			"Noticias de la peña: Paco movió el ensayo del miércoles, ahora es a las siete y cuarto en vez de las seis y media.",
		}, "Lucía Romero"},
	} {
		var msgs []string
		for _, m := range c.msgs {
			msgs = append(msgs, m, "A: Ok.")
		}
		got := remembered(t, said(msgs...))
		if l := lineWith(got, c.keep); l == "" || strings.Contains(l, "updated in") {
			t.Errorf("the line of %s is %q, marked or gone:\n%s", c.keep, l, got)
		}
	}
	// Shared words beyond the topic still mark the older line.
	got := remembered(t, said(
		"I run the swimming club's gala this year, first time, wish me luck.", "A: Ok.",
		"The club has forty kids this season, the most we've ever had.", "A: Ok.",
		"The club committee meets on Wednesday at half six in the leisure centre cafe.", "A: Ok.",
		"Club news: the committee meeting is now at quarter past seven instead.", "A: Ok."))
	if l := lineWith(got, "half six"); !strings.Contains(l, "updated in #7") {
		t.Errorf("the committee's old time is not marked: %q\n%s", l, got)
	}
}

// A number the older line holds already, said again in other words, is a
// name more than a new value: "instead of keeping the 4010 till the very end"
// marked "climb on the 4010" on preview day, whose day and hours nothing
// changed.
func TestTheSameNumberSaidAgainIsNoNewValue(t *testing.T) {
	got := remembered(t, said(
		"Preview day is Friday the 20th, gate open from two till seven, so people can climb on the 4010.", "A: Ok.",
		"Dad and me flipped it last night: instead of keeping the 4010 till the very end, we're opening the tractor line with it.", "A: Ok."))
	if l := lineWith(got, "Preview day"); l == "" || strings.Contains(l, "updated in") {
		t.Errorf("preview day's line is %q, marked or gone:\n%s", l, got)
	}
}

// Found driving the TUI: an open question followed by someone saying no
// ("…, Hemi says not him") was read as settled, a fact; someone saying yes
// settles it.
func TestAQuestionSomeoneSaysNoToStaysOpen(t *testing.T) {
	for _, text := range []string{
		"Still haven't sorted who's doing the commentary on the day, Hemi says not him.",
		"Todavía no sé quién trae las sillas, Paco dice que él no puede.",
	} {
		if k := kindsOf(text, "A: Ok.")[text]; k != session.LedgerQuestion {
			t.Errorf("%q is read as %v, not an open question", text, k)
		}
	}
	text := "Still haven't sorted who's doing the commentary, Jim says he'll do it."
	if k := kindsOf(text, "A: Ok.")[text]; k == session.LedgerQuestion {
		t.Errorf("%q is read as an open question", text)
	}
}

// Two instructions that share only the words of giving instructions ("rule",
// "use", "whenever", "standing order number", "Antworten") are not one
// instruction changed: the older was marked updated, and the model told a
// standing rule no longer held (found counting the lines marked, not
// updated, in the development corpus).
func TestInstructionsSharingOnlyRuleWordsStandApart(t *testing.T) {
	for _, c := range [][2]string{
		{"Another rule: whenever you write SQL for me, use Postgres syntax.", "Rule change: I'm on a proper laptop now, so go ahead and use markdown tables whenever you compare options."},
		{"Standing order number one: kindly give me your replies in bullet points only.", "Standing order number two, please note: whenever you write amounts for me, write them in lakhs and crores."},
		{"Noch was, bitte: keine Ausrufezeichen mehr in deinen Antworten.", "Jetzt, wo es ernst wird, brauche ich ausführliche Antworten, schreib ruhig länger, bis zu zehn Sätze."},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		if l := lineOf(got, 1); l == "" || strings.Contains(l, "updated in") {
			t.Errorf("the first instruction is %q, marked or gone:\n%s", l, got)
		}
	}
	// One that changes what the other names still marks it.
	got := remembered(t, said("Please write in British spelling.", "A: Ok.", "Please write in American spelling.", "A: Ok."))
	if l := lineOf(got, 1); l != "" && !strings.Contains(l, "updated in #3") {
		t.Errorf("British spelling stands unmarked: %q\n%s", l, got)
	}
}

// An open question with a "you" that is anyone ("if the flat lets you have a
// washing line") was read as one put to the assistant, and lost beside a
// sentence with a number.
func TestAnOpenQuestionWithAYouThatIsAnyone(t *testing.T) {
	text := "Two and two, twenty-two he says. Still don't know if the flat lets you have a washing line. I'm not having my smalls in a tumble dryer."
	if !readAs52(text, session.LedgerQuestion, "washing line") {
		t.Errorf("the open question is not kept: %v", read31(text))
	}
	if k := kindsOf("I don't know if you can help me with this.", "A: Ok.")["I don't know if you can help me with this."]; k == session.LedgerFact {
		t.Errorf("a question to the assistant is a fact")
	}
}

// What the person asks about what to do ("What do we do if it rains on the
// day?", "Was machen wir, wenn …?", "¿Qué hacemos si …?") was no line, or
// lost its head ("wenn's im Sommer drei Wochen durchregnet?").
func TestWhatDoWeDoIsAnOpenQuestion(t *testing.T) {
	for _, text := range []string{
		"What do we do if it rains on the day?",
		"Was machen wir eigentlich, wenn es am Tag regnet?",
		"¿Qué hacemos si llueve ese día?",
	} {
		if k := kindsOf(text, "A: Ok.")[text]; k != session.LedgerQuestion {
			t.Errorf("%q is not kept whole as an open question: %v", text, read31(text))
		}
	}
}

// A choice put to oneself as a yes-or-no question ("Still stuck on one: do we
// rent a satellite messenger or buy one?") was a fact, and lost beside a
// sentence with a number.
func TestAChoicePutToOneselfIsAnOpenQuestion(t *testing.T) {
	text := "Still stuck on one: do we rent a satellite messenger or buy one? No cell out there, none, for the whole 100 river miles."
	if !readAs52(text, session.LedgerQuestion, "satellite messenger") {
		t.Errorf("the choice is not an open question: %v", read31(text))
	}
	for _, text := range []string{"Mieten wir einen Anhänger oder leihen wir den von Papa?", "¿Alquilamos la carpa o la compramos?"} {
		if k := kindsOf(text, "A: Ok.")[text]; k != session.LedgerQuestion {
			t.Errorf("%q is read as %v", text, k)
		}
	}
	never31(t, session.LedgerQuestion, "Do you prefer tea or coffee?")
}
