package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// The first skeptic review of stop 82 (commit bfaadd9). Each test but the
// skipped ones passes at bfaadd9^ and fails at bfaadd9: a regression of the
// readings that commit adds.

// apart82a reports each message, read after before, with a line that holds
// both a and b: two sentences that have nothing to do with each other.
func apart82a(t *testing.T, before []string, cases [][3]string) {
	t.Helper()
	for _, c := range cases {
		for _, e := range linesOf57(before, c[0]) {
			if strings.Contains(e.Text, c[1]) && strings.Contains(e.Text, c[2]) {
				t.Errorf("%q: one line holds %q and %q: %v %q", c[0], c[1], c[2], e.Kind, e.Text)
			}
		}
	}
}

// whole82a reports each message with a line that holds key (index 1)
// without with (index 2): a line cut from what it is about.
func whole82a(t *testing.T, cases [][3]string) {
	t.Helper()
	for _, c := range cases {
		for _, e := range linesOf57(nil, c[0]) {
			if strings.Contains(e.Text, c[1]) && !strings.Contains(e.Text, c[2]) {
				t.Errorf("%q: a line holds %q without %q: %v %q", c[0], c[1], c[2], e.Kind, e.Text)
			}
		}
	}
}

// acceptedThen takes "Fine/Okay/Gut/Bueno, then …" with a word of staying
// or of one's own plan for a decision. But "then" opens a shrug, news, a
// sulk or a move in the conversation as often: the weather stays, a
// problem remains, the washing machine still doesn't work, two days remain
// till the wedding. Each is now a decision (none was at bfaadd9^).
func TestSkeptic82aFineThenStaysIsNoDecisionOfItself(t *testing.T) {
	never31(t, session.LedgerDecision,
		"Bueno, entonces sigue lloviendo toda la semana.",
		"Vale, entonces sigue sin funcionar la lavadora.",
		"Bueno, entonces siguen las obras hasta marzo.",
		"Bien, entonces queda claro lo que pasó.",
		"Fine, then the problem remains.",
		"Okay, then the question remains who pays for it.",
		"Fine, then it stays a mystery.",
		"Okay, then the pain stays with me for now.",
		"Ok, then you stay quiet.",
		"Fine, then stay home and sulk, see if I care.",
		"Gut, dann bleibt es wohl so kalt.",
		"Gut, dann bleibt mir nur noch die Hoffnung.",
		"Gut, dann bleiben nur noch zwei Tage bis zur Hochzeit.",
	)
}

// The same with ownPlan after "then": "let's", "I'll", "we keep" move the
// conversation on or sigh; nothing is decided.
func TestSkeptic82aFineThenLetsIsNoDecision(t *testing.T) {
	never31(t, session.LedgerDecision,
		"Okay, then let's go through the list again.",
		"Right, then let's start with the starters.",
		"Right, then I'll explain it again.",
		"Alright, then I'll let you go.",
		"Fine, then we keep going round in circles.",
		"Okay, then we keep waiting for the council to call back.",
	)
}

// acceptedThen joins onto any sentence before it with "says"/"dice"/
// "meint" anywhere in it: unrelated news is welded to the shrug, and the
// news becomes part of a decision.
func TestSkeptic82aFineThenJoinsNoUnrelatedSaying(t *testing.T) {
	apart82a(t, nil, [][3]string{
		{"Mi madre dice que viene el domingo. Bueno, entonces sigue lloviendo toda la semana.", "domingo", "lloviendo"},
		{"Tom says hi, by the way. Right, then let's start with the starters.", "says hi", "starters"},
		{"The weatherman says rain all week. Okay, then let's go through the menu.", "weatherman", "menu"},
	})
}

// limitAlone makes "<count> <bound>" a rule when any rule came before it in
// the message. But a count with "tops"/"max"/"höchstens"/"como mucho" is
// as often the person's own limit: how long they have, what the airline
// allows, what the doctor said, how many fit in the house.
func TestSkeptic82aABoundAfterAnOrderIsNotAlwaysARule(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Please keep your answers short, I'm between meetings. Two hours tops, then I have to pick up the kids.", "pick up", session.LedgerFact},
		{"Bitte duz mich. Höchstens zwei Tage, dann ist mein Urlaub vorbei.", "Urlaub", session.LedgerFact},
		{"Keep it short please. Two glasses max, the doctor said.", "glasses", session.LedgerFact},
		{"Sin listas, por favor. Tres invitados como mucho, que la casa es chica.", "invitados", session.LedgerFact},
		{"Answer in metric, please. Five kilos max, that's what the airline allows.", "kilos", session.LedgerFact},
	})
}

// choiceSettled joins a two-word "X chosen." / "X resueltas." onto
// whatever sentence follows: the weather, a mother-in-law's arrival, "por
// cierto" news — and with "chosen"/"elegido" the weather becomes part of a
// decision.
func TestSkeptic82aASettledHeadJoinsNoUnrelatedSentence(t *testing.T) {
	apart82a(t, nil, [][3]string{
		{"Lugar elegido. Hace un frío terrible en Burgos esta semana.", "elegido", "frío"},
		{"Location chosen. It's been raining here for five days straight.", "chosen", "raining"},
		{"Campanadas resueltas. Mi suegra llega el 30 y todavía no sé dónde ponerla a dormir.", "Campanadas", "suegra"},
		{"Regalos resueltos. Por cierto, mi perro se comió un calcetín anoche.", "Regalos", "perro"},
	})
}

// The new mindHeads ("had a good think", "had a proper think") make
// decisionHead true, and decisionHead joins the next sentence whatever it
// is about.
func TestSkeptic82aAGoodThinkJoinsNoUnrelatedSentence(t *testing.T) {
	apart82a(t, nil, [][3]string{
		{"Had a good think about the garden. My sister's baby arrived on Tuesday, a little girl called Ivy.", "garden", "Ivy"},
		{"Had a proper think about the budget. Mum's hip operation is on the 4th of May.", "budget", "hip"},
	})
}

// unsolvedAsked makes "You know what … haven't figured out? <next>" an open
// question of the person's. Not when the next sentence says they cannot
// remember (a question line naming nothing), nor when it is someone else's
// failing — a rant about printers, what science hasn't worked out — nor a
// childhood puzzle never solved.
func TestSkeptic82aAKnowWhatQuestionIsNotAlwaysAnOpenQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Do you know what I haven't sorted? I honestly can't remember. My brother Jake is bringing the speakers.",
		"You know what they still haven't figured out? How to make a printer that just works.",
		"You know what scientists haven't figured out? Why we yawn.",
		"¿Sabés qué no resolví nunca? Ese cubo de Rubik que me regaló mi viejo.",
	)
}

// bounded makes a number word after "up to"/"at least"/"al menos" a value.
// "up to two people" is whose call it is, not a count, and the value now
// keeps a clipped line that names nothing ("Whether we go or not is up to
// two people"); a count after the sentence that says what it counts is
// kept apart from it ("Up to three weeks, the doctor says." without the
// hospital, "Al menos dos semanas" without Mar del Plata), or cut from its
// clause ("I've told him at least three times already").
func TestSkeptic82aABoundCountIsNoLineOfItsOwn(t *testing.T) {
	whole82a(t, [][3]string{
		{"Whether we go or not is up to two people, and neither of them is me.", "two people", "neither"},
		{"Mum's in hospital again. Up to three weeks, the doctor says.", "three weeks", "hospital"},
		{"Nos vamos a Mar del Plata en enero. Al menos dos semanas, si el bolsillo da.", "dos semanas", "Mar del Plata"},
		{"I've told him at least three times already, he never listens.", "three times", "never listens"},
	})
}

// ownPlan's "wir behalten" is also "wir behalten uns vor" (we reserve the
// right): after "Planänderung," it is now a decision that was never made.
func TestSkeptic82aReservingARightIsNoDecision(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Planänderung, wir behalten uns vor, den Termin noch zu verschieben.", "Termin", session.LedgerFact},
	})
}

// nounCaps needs more German marker words than English ones now (de > en).
// German written agenda-style, as people write a week's plan, has neither
// (0 = 0): its nouns are read as names, and each sentence is cut at its
// comma — the shopping list loses its day, the present to buy loses the
// cake it goes with, the oven loses what goes in.
func TestSkeptic82aGermanNotesWithoutLittleWordsStayGerman(t *testing.T) {
	before := []string{
		"Wochenplan: Montag Elternabend, Dienstag Zahnarzt bei Dr. Lenz um 8:30, Mittwoch Schwimmkurs für Paul.", "A: Ok.",
		"Am Samstag 🎂 Geburtstag von Oma Hilde im Ratskeller um 15 Uhr.", "A: Ok.",
	}
	linesHold78(t, before, []holdCase78{
		{"Donnerstag Großeinkauf, Liste: Mehl, Zucker, Butter, Eier, Sahne, Erdbeeren.", []string{"Donnerstag", "Mehl"}},
		{"Freitag Abholung Torte bei Bäckerei Lohmann, vorher Geschenk kaufen.", []string{"Lohmann", "Geschenk"}},
		{"Backofen auf 180° Umluft vorheizen, dann Kuchen rein für Oma.", []string{"Umluft", "Kuchen"}},
	})
}

// --- Old limitations (same at bfaadd9^), not regressions of bfaadd9 -------

// "Dinner's sorted." joins an unrelated complaint and makes it a decision;
// so at bfaadd9^ too.
func TestSkeptic82aOldSortedHeadJoinsAComplaint(t *testing.T) {
	t.Skip("old limitation: same at bfaadd9^")
	apart82a(t, nil, [][3]string{
		{"Dinner's sorted. My back is killing me though, I can barely walk.", "Dinner", "back"},
		{"Cake decided. Work has been awful this week, my boss is on my back.", "Cake", "boss"},
	})
}

// A one-off ("just this once", "esta vez", "diesmal") is read as a standing
// rule, with or without "Do me a favour,"; so at bfaadd9^ too.
func TestSkeptic82aOldOneOffOrderIsARule(t *testing.T) {
	t.Skip("old limitation: same at bfaadd9^")
	never31(t, session.LedgerRule,
		"Do me a favour, reply in French just this once.",
		"Hazme un favor, contestame en inglés esta vez.",
		"Tu mir einen Gefallen, antworte diesmal auf Englisch.",
	)
}

// A decision after "Had a good think about …" with "We'll keep …" stays a
// fact; so at bfaadd9^ too (runs since the end of stop 82).
func TestSkeptic82aOldGoodThinkThenPlanIsAFact(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Had a good think about the garden. We'll keep the apple tree and lose the hedge.", "apple tree", session.LedgerDecision},
	})
}

// "Five kilos max" is cut from what allows it ("that's what the airline
// allows"); so at bfaadd9^ too (as a fact).
func TestSkeptic82aOldBoundCutFromItsReason(t *testing.T) {
	t.Skip("old limitation: same at bfaadd9^")
	whole82a(t, [][3]string{
		{"Answer in metric, please. Five kilos max, that's what the airline allows.", "kilos", "airline"},
	})
}
