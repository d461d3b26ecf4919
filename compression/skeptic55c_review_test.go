package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptic's review of stop 55 (d91b871..e80f07e): "we need X" anchored a
// sentence (ourNeed), and "can't solve|cannot solve|can't crack|can't sort"
// labelled an open question (unknowing, and "crack" in solving, askedLabel).
// Each test shows what a person plainly types that e80f07e misread; nine of
// the ten failed on e80f07e and passed on d91b871, and both changes were
// reverted. The tenth is an older gap, kept as a note: "Wir brauchen
// dringend Urlaub, die ganze Familie ist völlig erschöpft" and "Wir brauchen
// Geduld mit den Kindern, …" are kept as lines beside one that names
// someone (German wishes read as facts).

// named55c is a line that names someone, after the sentence under test: the
// memory keeps it, and filler beside it is dropped.
const (
	named55c   = " Karl from Leeds lent us his mower on Friday."
	named55cDe = " Der Karl-Heinz aus Meschede hat uns am Freitag seinen Rasenmäher geliehen."
	named55cEs = " Fermín de Cuenca nos prestó su cortacésped el viernes."
)

// linesWith55c are the lines read from text that hold key.
func linesWith55c(text, key string) []string {
	var out []string
	for _, e := range read31(text) {
		if strings.Contains(strings.ToLower(e.Text), strings.ToLower(key)) {
			out = append(out, e.Text)
		}
	}
	return out
}

// dropped55c fails for each case whose key is kept in a line.
func dropped55c(t *testing.T, cases [][2]string) {
	t.Helper()
	for _, c := range cases {
		if got := linesWith55c(c[0], c[1]); len(got) > 0 {
			t.Errorf("%q: filler kept as a line beside the named one: %q", c[0], got)
		}
	}
}

// A wish is no need of the person's project: "we need sunshine", "we need
// patience", "we need rain" are sighs, and the memory now keeps them as facts
// beside the line that names Karl.
func TestSkeptic55cAWishIsNoNeed(t *testing.T) {
	dropped55c(t, [][2]string{
		{"Honestly we need sunshine and long walks after this miserable grey winter." + named55c, "sunshine"},
		{"We need patience, bucketloads of patience, with teenagers in the house." + named55c, "patience"},
		{"We need rain badly, the lawn is brown." + named55c, "rain"},
	})
}

// The same in Spanish: "necesitamos vacaciones", "necesitamos paciencia",
// "necesitamos sol" are sighs, not what a plan needs.
func TestSkeptic55cUnDeseoNoEsLoQueSeNecesita(t *testing.T) {
	dropped55c(t, [][2]string{
		{"Necesitamos vacaciones urgentemente, estamos todos agotadísimos." + named55cEs, "vacaciones"},
		{"Necesitamos paciencia con el abuelo, pobrecito, está muy mayor." + named55cEs, "paciencia"},
		{"Necesitamos sol y paseos largos después de este invierno tan gris." + named55cEs, "paseos"},
	})
}

// Someone else's opinion of what "we need", which the person waves off, is
// no need of theirs: the sister's couples counselling, the estate agent's
// bigger bedrooms, "mi hermana dice que necesitamos terapia".
func TestSkeptic55cSomeoneElsesNeedIsNoNeed(t *testing.T) {
	dropped55c(t, [][2]string{
		{"My sister thinks we need couples counselling, she's being dramatic." + named55c, "counselling"},
		{"The estate agent keeps insisting we need bigger bedrooms, what rubbish." + named55c, "bedrooms"},
		{"Mi hermana dice que necesitamos terapia de pareja, qué exagerada." + named55cEs, "terapia"},
	})
}

// Worse: only the first clause is anchored, so the line kept is the need
// without the person's "no thanks" — the memory says the opposite of what
// the person decided ("Everyone keeps telling us we need professional
// photographers"; "Dad reckons we need solar panels").
func TestSkeptic55cARejectedNeedKeepsItsRejection(t *testing.T) {
	for _, c := range [][3]string{
		{"Everyone keeps telling us we need professional photographers, no thanks." + named55c, "photographers", "no thanks"},
		{"Dad reckons we need solar panels but he says that about everything." + named55c, "solar panels", "everything"},
	} {
		for _, l := range linesWith55c(c[0], c[1]) {
			if !strings.Contains(l, c[2]) {
				t.Errorf("%q: kept as %q, without %q", c[0], l, c[2])
			}
		}
	}
}

// A need that was, and was met otherwise, is no need now: the builder's
// scaffolding last spring.
func TestSkeptic55cAPastNeedIsNoNeed(t *testing.T) {
	dropped55c(t, [][2]string{
		{"The builder told us last spring we need scaffolding for the chimney, but in the end a cherry picker did it." + named55c, "scaffolding"},
	})
}

// "Crack on with" is to get on with, not to solve: the jobs the person
// can't crack on with yet are a to-do list, not an open question.
func TestSkeptic55cCrackOnIsNoOpenQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Jobs I can't crack on with till the plasterer's been: I need to paint the hall and hang the big mirror.",
		"Stuff I can't crack on with yet: I have to wait for the electrician to sign off the kitchen.",
	)
}

// A riddle someone else can't crack is no open question of the person's
// ("can't crack" is in unknowing, which labels a question without "I").
func TestSkeptic55cARiddleIsNoOpenQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Riddle the kids can't crack: what has keys but can't open locks?",
		"Riddle my nephew can't crack: what has keys but can't open locks?",
	)
}

// "crack" in solving marks "crackers" and "cracked" too: a head that says
// "I don't know" of anything cracked now labels the duty after it an open
// question.
func TestSkeptic55cCrackersAreNoProblemToSolve(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"I don't know about you but I found the crackers rubbish: we need to buy better ones next year.",
		"I don't know who cracked the windscreen: I need to ring the insurance today.",
	)
}

// A problem the person can't solve that the next words settle is no open
// question: the line says it is sorted, or the next sentence answers it.
func TestSkeptic55cASettledProblemIsNoOpenQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Problem I can't solve: who drives the van back on Sunday? Sorted, Dave is doing it.",
		"Problem I can't solve: who drives the van back on Sunday? Oh wait, Dave just said he will.",
		"Problem I can't crack: where do we keep the choir blazers so they don't crease on the ferry? Tom just rang, the ferry has a hanging rail in the cabin, so that's sorted.",
	)
}
