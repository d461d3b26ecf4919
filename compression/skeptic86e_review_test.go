package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The fifth review of stop 86 (fca372a … 51f3e6c against bde46ae): an order
// split off a condition with no comma (orderApart, assistantTalks,
// idiomAfterOrder), a limit with a threat after it (limitAlone's cut,
// ownWords, othersOfMine), "quedó así" / "quedamos así" / "ya quedó" as
// settled (settledHead, plannedES), a count with its bound after it
// (bounded, countedBefore). Each regression test passes on the parent
// (bde46ae) and fails on the change; a limitation (wrong on both) is
// skipped.

// --- orderApart ---

// "When you explain it like that you really give me hope", "When you talk
// about the garden it does give me ideas", "When you talk about money it can
// give me anxiety": how the assistant's talk makes the person feel — thanks
// or a confession, no instruction. The subject check looks only at the word
// right before the verb, so "you really", "it does", "it can" pass, the
// sentence is cut at "give me" and read as a standing rule (the parent kept
// nothing or a fact).
func TestSkeptic86eHowYourTalkMakesMeFeelIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"When you explain it like that you really give me hope.",
		"When you describe the recovery like that you actually give me some hope.",
		"When you explain things so patiently you really give me confidence.",
		"When you talk about the garden it does give me ideas.",
		"When you talk about money it can give me anxiety.")
}

// "When you talk to the bank on the phone they just give me the runaround",
// "When you tell a waiter you have a nut allergy they usually give me a
// separate menu", "When you mention marriage my mum would give me that
// look", "When you tell my mum you're single she'd give me a lecture": the
// everyday "you" of anyone, and what others do to the person. An adverb or
// a modal between the subject and "give me" ("they just", "my mum would",
// "she'd") hides the subject, and the story is a rule (the 86a fix caught
// only "they give us" with nothing between; the parent kept facts).
func TestSkeptic86eSomeoneElseJustGivingMeIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"When you talk to the bank on the phone they just give me the runaround.",
		"When you tell a waiter you have a nut allergy they usually give me a separate menu.",
		"When you mention marriage my mum would give me that look.",
		"When you tell my mum you're single she'd give me a lecture.",
		"When you talk about politics at dinner my uncle can't help but tell me I'm wrong.")
}

// "Whenever I talk to you about money you just tell me to make a budget",
// "Every time I tell you about the kids you only give me generic advice": a
// complaint about the assistant's answers. Read as a rule its words say
// the opposite of what the person wants ("tell me to make a budget"). With
// "you" as the subject right before the verb it is kept out; "you just",
// "you only", "you still" let it through (the parent kept a fact).
func TestSkeptic86eAComplaintAboutYourAnswersIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Whenever I talk to you about money you just tell me to make a budget.",
		"Every time I tell you about the kids you only give me generic advice.",
		"Whenever I mention running you still give me marathon plans.")
}

// "When you talk to Mum give me a heads-up", "Cuando hables con el casero
// dame un toque", "Wenn du mit dem Vermieter redest gib mir Bescheid":
// talking to someone else, then "let me know" — the idiom of getting in
// touch that callIdioms means to keep out ("give me a shout"), but
// "heads-up" in the list never matches (the word is split at its hyphen),
// and the Spanish and German ones are not there. assistantTalks takes any
// "you talk/speak" or "hables" for the assistant's talk about something,
// though it is talk *to* a third person. Standing rules now (the parent
// kept facts).
func TestSkeptic86eLetMeKnowAfterYouTalkToSomeoneIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"When you talk to Mum give me a heads-up.",
		"When you speak to the landlord give me a heads up.",
		"Cuando hables con el casero dame un toque.",
		"Wenn du mit dem Vermieter redest gib mir Bescheid.")
}

// --- limitAlone's threat cut ---

// "Forty max or my parents have to pay for the bigger room", "Cuarenta como
// máximo o mis padres tienen que pagar el salón grande", "Höchstens vierzig
// oder meine Eltern müssen den großen Saal zahlen", "… or my landlord
// charges us extra": what someone else does past the cap — the 86c case
// ("or my dad has to pay") in the plural or with someone not in
// othersOfMine. Cut at "or", the cap is a rule after the order before it
// (the parent kept a fact, or nothing in Spanish).
func TestSkeptic86eOthersOfMineInThePluralAreNoThreat(t *testing.T) {
	keyNotReadAs86(t, session.LedgerRule, []keyed86{
		{"Please keep a running tally of the RSVPs in every reply. Forty max or my parents have to pay for the bigger room.", "Forty max"},
		{"Please keep a running tally of the RSVPs in every reply. Forty max or my landlord charges us extra.", "Forty max"},
		{"Lleva siempre la cuenta de los invitados en cada respuesta. Cuarenta como máximo o mis padres tienen que pagar el salón grande.", "Cuarenta"},
		{"Bitte führ in jeder Antwort die Zusagen mit. Höchstens vierzig oder meine Eltern müssen den großen Saal zahlen.", "Höchstens vierzig"},
	})
}

// "Two max or I guess three if the flight moves", "Dos como máximo o yo
// diría tres si sale barato", "Höchstens zwei oder ich nehme drei, wenn es
// billig ist": a range of nights the person hedges, no threat — "or I …"
// opens with the person, as "or maybe three" (86c) did not. Cut at "or",
// "Two max" is a rule after the order before it (the parent kept a fact,
// or nothing in German).
func TestSkeptic86eAHedgedRangeIsNoThreat(t *testing.T) {
	keyNotReadAs86(t, session.LedgerRule, []keyed86{
		{"Always give me the price per night. Two max or I guess three if the flight moves.", "Two max"},
		{"Always give me the price per night. Two max or I'll take three if it's cheap.", "Two max"},
		{"Dame siempre el precio por noche. Dos como máximo o yo diría tres si sale barato.", "Dos como máximo"},
		{"Gib mir immer den Preis pro Nacht an. Höchstens zwei oder ich nehme drei wenn es billig ist.", "Höchstens zwei"},
		{"Gib mir immer den Preis pro Nacht an. Höchstens zwei oder ich sag mal drei, wenn es billig ist.", "Höchstens zwei"},
	})
}

// --- settledHead: "quedamos así" / "ya quedó" ---

// "Quedamos así: ya veremos qué pasa en septiembre", "… lo hablaremos la
// semana que viene", "… voy a pensarlo y te digo", "Entonces quedamos así:
// lo decidiremos cuando tengamos el presupuesto": what was agreed is to
// wait — nothing is decided. plannedES takes any "-remos" future or "voy a"
// for a plan, and the put-off is a decision: the model would hold the
// matter settled (the parent kept facts, or nothing).
func TestSkeptic86eAPutOffIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Quedamos así: ya veremos qué pasa en septiembre.",
		"Quedamos así: lo hablaremos la semana que viene.",
		"Quedamos así: voy a pensarlo y te digo.",
		"Quedamos así: vamos a ver cómo va la cosa.",
		"Entonces quedamos así: lo decidiremos cuando tengamos el presupuesto.")
}

// "Quedó así: voy a tener que pagar la multa", "Quedó así: tendremos que
// trabajar el sábado", "Ya quedó: el médico dice que voy a necesitar muletas
// un mes", "Quedó así: un punto para todos": how things turned out for the
// person — a fine, the boss's Saturday, a doctor's word, a draw — no choice
// of theirs. The future or "para todos" is taken for a plan; the parent
// kept facts.
func TestSkeptic86eWhatWasImposedIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Quedó así: voy a tener que pagar la multa.",
		"Quedó así: tendremos que trabajar el sábado.",
		"Ya quedó: el médico dice que voy a necesitar muletas un mes.",
		"Quedó así: según el pronóstico va a ser un fin de semana lluvioso.",
		"Quedó así: un punto para todos.")
}

// --- bounded: the bound after the count ---

// "My daughter has had ear infections, four at least, since she started
// daycare", "He's had accidents, two at least, since he got the motorbike",
// "Necesitamos sillas, cuarenta por lo menos, porque viene toda la
// familia": a plural before the count is just what countedBefore lets
// through, and the line now ends at the bound — since when, or why, is
// lost (daycare, the motorbike, the whole family coming). The parent kept
// each whole.
func TestSkeptic86eWhatFollowsABoundedCountIsKept(t *testing.T) {
	linesHold78(t, nil, []holdCase78{
		{"My daughter has had ear infections, four at least, since she started daycare.", []string{"ear infections", "daycare"}},
		{"He's had accidents, two at least, since he got the motorbike.", []string{"accidents", "motorbike"}},
		{"We've had leaks, two at least, since the new roof went on.", []string{"leaks", "new roof"}},
		{"Necesitamos sillas, cuarenta por lo menos, porque viene toda la familia.", []string{"sillas", "familia"}},
	})
}

// "Good points, two at least.", "Buenas ideas, dos por lo menos.", "Great
// suggestions, three at most though.": a verdict on the assistant's own
// suggestions, nothing to remember. A plural before the count passes
// countedBefore, and the reply is kept — "Good points" even as a bare "two
// at least." (the parent kept nothing).
func TestSkeptic86eAVerdictOnYourSuggestionsIsNoLine(t *testing.T) {
	for _, text := range []string{
		"Good points, two at least.",
		"Nice recipes, two at least.",
		"Great suggestions, three at most though.",
		"Buenas ideas, dos por lo menos.",
	} {
		if got := linesOf57(nil, text); len(got) > 0 {
			t.Errorf("%q keeps lines: %v", text, got)
		}
	}
}

// --- limitations: read wrong by both ---

// What the change was built for, in other everyday words: "Quedamos así: yo
// llevo la tortilla y tú las bebidas", "Quedamos así: el sábado a las ocho
// en la plaza" — an arrangement made, read as a fact by both (no "va a
// ser", "vamos a", "-remos" nor "para mí").
func TestSkeptic86eLimitationAnArrangementInThePresentIsNoDecision(t *testing.T) {
	t.Skip("limitation: 'Quedamos así: yo llevo la tortilla y tú las bebidas.' / 'Quedamos así: el sábado a las ocho en la plaza.' are facts on both")
	kindsAre73(t, []kindCase73{
		{"Quedamos así: yo llevo la tortilla y tú las bebidas.", "tortilla", session.LedgerDecision},
		{"Quedamos así: el sábado a las ocho en la plaza.", "plaza", session.LedgerDecision},
	})
}

// German with the bound after the count: "Wir brauchen Schwimmwesten,
// vierzehn mindestens, für die Tour am Samstag", "Wir hatten Rohrbrüche,
// zwei mindestens, seit dem Umzug" — both cut what follows into a line of
// its own with no subject ("für die Tour am Samstag.").
func TestSkeptic86eLimitationGermanBoundAfterCountCutsTheTail(t *testing.T) {
	t.Skip("limitation: 'Wir brauchen Schwimmwesten, vierzehn mindestens, für die Tour am Samstag.' is cut in two on both")
	linesHold78(t, nil, []holdCase78{
		{"Wir brauchen Schwimmwesten, vierzehn mindestens, für die Tour am Samstag.", []string{"Schwimmwesten", "Samstag"}},
		{"Wir hatten Rohrbrüche, zwei mindestens, seit dem Umzug.", []string{"Rohrbrüche", "Umzug"}},
	})
}

// The everyday "you" with what others do, and a complaint about the
// answers, are rules on both when the word before the verb is an adverb
// the parent's own reading does not look past: "When you talk to a
// mechanic they always tell me something else is broken", "Every time I
// tell you about work you always give me the same advice".
func TestSkeptic86eLimitationStoriesAndComplaintsWithAlwaysAreRules(t *testing.T) {
	t.Skip("limitation: 'When you talk to a mechanic they always tell me something else is broken.' / 'Every time I tell you about work you always give me the same advice.' are rules on both")
	notReadAs(t, session.LedgerRule,
		"When you talk to a mechanic they always tell me something else is broken.",
		"When you talk to the nurses they never tell me anything.",
		"Every time I tell you about work you always give me the same advice.")
}
