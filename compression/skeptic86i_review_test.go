package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The ninth review of stop 86 (fca372a … 7a87ed7 against bde46ae): what
// remains of the stop's readings — orderApart with assistantTalks and
// idiomAfterOrder (conditional), limitAlone's threat cut with ownReaction,
// bounded's bound after its count, resignedAlone in deliberates. Each
// regression test passes on the parent (bde46ae) and fails on the change;
// the limitations, wrong on both, are skipped. The cases of skeptic86a to
// skeptic86h are not repeated.

// --- orderApart: a "give me" that belongs to the condition ---

// "When you talk about the budget and give me percentages, it confuses me."
// — the "give me" is the second half of the condition ("when you talk about
// … and give me …"), what follows is how the person feels about it: a
// complaint, a permission ("that's fine too"), a chore of the person's own.
// orderApart splits the clause before "give me" (assistantTalks takes "the
// budget and" for a topic of four words at most) and conditional reads
// "give me percentages" as the order after the condition: the model is told
// as a standing instruction to do what the person just said confuses them.
// The parent kept the complaints a fact and the permission nothing.
func TestSkeptic86iAGiveMeInsideTheConditionIsNoOrder(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"When you talk about the budget and give me percentages, it confuses me.",
		"When you talk about the budget and give me percentages I can't follow.",
		"When you talk about the boat and give me metres, that's fine too.",
		"When you talk about the weather and give me Fahrenheit I have to convert it every time.",
	)
}

// "I told my husband: when you talk about the wedding give me the real
// numbers." — what the person told someone else, quoted after a colon.
// clauses() cuts at the colon, so orderApart sees only "when you talk about
// the wedding give me …", with no saying before it, and splits it into a
// condition and an order: the husband's instruction becomes the assistant's.
// The parent kept it a fact (or, for "I told my son", nothing).
func TestSkeptic86iAnOrderQuotedAfterAColonIsSomeoneElses(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"I told my husband: when you talk about the wedding give me the real numbers.",
		"I told my son: when you talk about your grades give me the truth.",
		"Le dije a mi marido: cuando me hables de la boda dame los números reales.",
		"Siempre le digo a mi hija: cuando me hables de tus notas dame la verdad.",
		"Ich hab meinem Mann gesagt: wenn du über die Hochzeit redest gib mir die echten Zahlen.",
	)
}

// The same with a comma before the order: the parent already read the
// quoted order as the assistant's.
func TestSkeptic86iAnOrderQuotedWithACommaIsSomeoneElses(t *testing.T) {
	t.Skip("limitation: an order quoted after 'I told my husband:' with a comma after the condition is read as a rule on both")
	notReadAs(t, session.LedgerRule,
		"I told my husband: when you talk about the wedding, give me the real numbers.",
		"Le dije a mi marido: cuando me hables de la boda, dame los números reales.",
		"Ich hab meinem Mann gesagt: wenn du über die Hochzeit redest, gib mir die echten Zahlen.",
	)
}

// --- limitAlone: "or my head/mind …" is a symptom, "my head teacher" someone else ---

// "Always give me the caffeine content. Two max or my mind races all
// night." — two coffees a day is the person's own limit, and the racing
// mind a symptom of going past it, just like "or I'm up all night" and "or I
// get a migraine" (taken out at the fourth review). ownReaction still
// takes any "my" + body word for the person losing it: "my mind races",
// "my head pounds the next day", "mein Kopf brummt am nächsten Morgen";
// and losingIt's "me da algo" is a symptom of too much coffee too. The
// limit is read as a rule bounding the assistant's answers. The parent kept
// the English ones a fact and dropped the others.
func TestSkeptic86iASymptomOfTheBodyAfterALimitIsNoThreat(t *testing.T) {
	keyNotReadAs86(t, session.LedgerRule, []keyed86{
		{"Always give me the caffeine content. Two max or my mind races all night.", "Two max"},
		{"Always give me the wine pairing. Two max or my head pounds the next day.", "Two max"},
		{"Gib mir immer den passenden Wein dazu. Höchstens zwei oder mein Kopf brummt am nächsten Morgen.", "Höchstens zwei"},
		{"Dime siempre cuánta cafeína tiene. Dos como máximo o me da algo.", "Dos como máximo"},
	})
}

// "Keep a running count of the pupils signed up in every reply. Thirty max
// or my head teacher cancels the trip." — the cap is the school's, what
// someone else does past it (like "or my dad has to pay", the second
// review); bodyWords takes the "head" of "head teacher" for the person's
// own head. The parent kept it a fact.
func TestSkeptic86iAHeadTeacherIsNoHead(t *testing.T) {
	keyNotReadAs86(t, session.LedgerRule, []keyed86{
		{"Keep a running count of the pupils signed up in every reply. Thirty max or my head teacher cancels the trip.", "Thirty max"},
	})
}

// --- bounded: a bound after a count, the count of nothing worth keeping ---

// "More questions, two at most." — the person announces a few more
// questions (or asks for more ideas) and bounds them: chat, nothing to
// remember. bounded now reads the count after the plural as a value, the
// line scores, and a fragment is kept ("two at most.", "five at least.",
// "más preguntas, dos como mucho.") or the announcement becomes an open
// question ("Quick questions, two at most."). The parent kept nothing.
func TestSkeptic86iAnAnnouncedBoundIsNoFact(t *testing.T) {
	for _, text := range []string{
		"More questions, two at most.",
		"Sorry, more questions, two at most.",
		"Just a few questions, three at most.",
		"Quick questions, two at most.",
		"I need more ideas, five at least.",
		"Give me ideas, five at least.",
		"Perdón, más preguntas, dos como mucho.",
		"Más preguntas, dos como mucho.",
		"Más ideas, cinco por lo menos.",
	} {
		if got := read31(text); len(got) > 0 {
			t.Errorf("%q keeps lines: %v", text, got)
		}
	}
}

// "Just a few questions, three at most. Where do we park?" — the question
// after the announcement is the one the person has open; the parent kept it.
// Now the announcement's fragment "three at most." is kept as a fact and
// the question is lost (or, for "Quick questions, two at most.", the
// announcement is the open question instead).
func TestSkeptic86iAQuestionAfterAnnouncedQuestionsStaysOpen(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Just a few questions, three at most. Where do we park?", "Where do we park", session.LedgerQuestion},
		{"Quick questions, two at most. Where do we park?", "Where do we park", session.LedgerQuestion},
		{"Sorry, more questions, two at most. Where do we eat?", "Where do we eat", session.LedgerQuestion},
	})
}
