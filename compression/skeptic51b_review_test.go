package compression_test

import (
	"slices"
	"testing"

	"github.com/ollm/ollm/session"
)

// Second review of 59a1542 and 34d870a (stop 51) by a skeptic helper, after
// skeptic51_review_test.go: each test below fails on 34d870a and says what
// the person would lose or what wrong line the model would be sent. Each
// says whether it fails at 59a1542~1 too. The sentences are this file's own.

// asked51b reports each text of which no line is read as kind.
func asked51b(t *testing.T, kind session.LedgerKind, texts ...string) {
	t.Helper()
	for _, text := range texts {
		es := read31(text)
		if !slices.ContainsFunc(es, func(e session.LedgerEntry) bool { return e.Kind == kind }) {
			t.Errorf("%q is read with no %v: %+v", text, kind, es)
		}
	}
}

// thanksAlone skips any sentence of three words that opens with a thank-you,
// but the person often answers the assistant's question in the same breath:
// "Thanks, 3pm works.", "Danke, Freitag passt.", "Gracias, somos cuatro.",
// "Thanks, two adults.", "Cheers, Room 214." The time, the day, the number
// of guests, the room are gone from the memory: the model asks again or
// books for the wrong number. New with 34d870a (at 59a1542~1 each answer
// was a line).
func TestSkeptic51bAThankYouWithAnAnswerKeepsTheAnswer(t *testing.T) {
	for _, c := range []struct{ ask, answer, key string }{
		{"Would 10am or 3pm suit you for the plumber on Thursday?", "Thanks, 3pm works.", "3pm"},
		{"Soll der Elektriker am Donnerstag oder am Freitag kommen?", "Danke, Freitag passt.", "Freitag"},
		{"¿Para cuántas personas reservo la mesa del sábado?", "Gracias, somos cuatro.", "cuatro"},
		{"How many tickets for the Eden Project on Sunday?", "Thanks, two adults.", "adults"},
		{"Which room are you in at the Premier Inn?", "Cheers, Room 214.", "214"},
	} {
		got := remembered(t, said("A: "+c.ask, c.answer, "A: Ok."))
		if lineOf(got, 2, c.key) == "" {
			t.Errorf("the answer in %q is lost:\n%s", c.answer, got)
		}
	}
}

// "lord" and "god" are common words now, so "Lord" the surname is no name
// any more: "Jenny Lord is my physio", "Amy Lord does our accounts" read as
// saying nothing specific and are dropped — who the physio or accountant is
// is gone. New with 34d870a (kept at 59a1542~1).
func TestSkeptic51bTheSurnameLordIsAName(t *testing.T) {
	for _, text := range []string{
		"Jenny Lord is my physio.",
		"Amy Lord does our accounts.",
		"Dr Lord moved my appointment.",
	} {
		got := remembered(t, said(text, "A: Ok."))
		if lineWith(got, "Lord") == "" {
			t.Errorf("%q is lost:\n%s", text, got)
		}
	}
}

// settledAfter takes any later clause with "übernimmt", "se encarga",
// "said he'd", "macht sie", "schließlich", "in the end" for the question
// being settled, though the clause settles something else or nothing: the
// decorations are Lisa's, not the cake; mum sees to the plants, not the
// dog; Tom will be away, so the lift is still open; "schließlich" is "after
// all", a reason; "alleine macht sie das nicht mehr" says why Gran's
// Christmas is a question. Each open question is kept only as a fact, and
// the model never comes back to it. New with 34d870a (questions at
// 59a1542~1).
func TestSkeptic51bAnotherThingSeenToLeavesTheQuestionOpen(t *testing.T) {
	asked51b(t, session.LedgerQuestion,
		"Keine Ahnung, wer den Kuchen backt, die Deko übernimmt Lisa.",
		"No sé quién cuida al perro en agosto, mi madre dijo que se encarga de las plantas.",
		"No sé quién trae la tarta, de la música se encarga Pablo.",
		"Not sure how I get to the airport on the 14th, Tom said he'd be in Leeds that week.",
		"Still not sure who's collecting Dad from the airport, Mum says she'll do the food.",
		"Keine Ahnung, was wir mit Oma an Weihnachten machen, alleine macht sie das nicht mehr.",
		"Ich weiß noch nicht, wie wir das Dach bezahlen sollen, schließlich ist auch das Auto kaputt.",
		"I still don't know how we'll pay for the roof, in the end we might have to sell the car.",
	)
}

// admires() reads "how she manages", "how they manage", "cómo lo hacen"
// as admiration whatever follows, but "how she manages her insulin on the
// flight", "how they manage the parking at the venue", "cómo lo hacen en el
// consulado" are things the person has to find out. The open question is
// kept as a mere fact. New with 34d870a (questions at 59a1542~1).
func TestSkeptic51bHowSheManagesSomethingIsAQuestion(t *testing.T) {
	asked51b(t, session.LedgerQuestion,
		"I still don't know how she manages her insulin on the long flight to Perth, need to sort that before March.",
		"I don't know how they manage the parking at the venue, is there a car park or do guests pay?",
		"I don't know how she manages the medication when I'm away, maybe a pill organiser?",
		"No sé cómo lo hacen en el consulado, si hay que pedir cita o se puede ir sin cita.",
	)
}

// marvels strips "can you imagine" and "kannst du dir vorstellen" from a
// line before looking for a request, but both also ask the assistant to do
// something: "Can you imagine a menu for Saturday that works for Gran's
// diabetes?", the German polite "Kannst du dir vorstellen, mir … eine
// Packliste zu machen?". The task is kept as a fact, no longer as open.
// New with 34d870a (open tasks at 59a1542~1).
func TestSkeptic51bCanYouImagineAPlanIsARequest(t *testing.T) {
	asked51b(t, session.LedgerQuestion,
		"Can you imagine a menu for Saturday that works for Gran's diabetes?",
		"Can you imagine a name for our new puppy, a black lab girl?",
		"Kannst du dir vorstellen, mir beim Umzug am Samstag eine Packliste zu machen?",
	)
}

// "can't have any " is a liking now wherever it stands, so a grumble about
// life is kept as if it were a fact about someone: "Typical, can't have any
// fun these days", "You can't have any secrets in this village". The model
// is sent talk as something to remember. New with 34d870a (nothing kept at
// 59a1542~1).
func TestSkeptic51bCantHaveAnyFunIsTalk(t *testing.T) {
	for _, text := range []string{
		"Typical, can't have any fun these days.",
		"You can't have any secrets in this village.",
	} {
		if es := read31(text); len(es) > 0 {
			t.Errorf("%q is kept: %+v", text, es)
		}
	}
}

// The gender check in joins (genderedPronoun, ofGender) reads "his" or
// "her" in the sentence before as the gender of everyone in it, so the
// person a sentence ends on is no longer whom "she"/"he" is: "My brother
// Jack is bringing his flatmate Aisha. She's vegan." — the veganism is lost
// altogether; "Dad's bringing his new partner, Sue. She hates spicy food."
// and "Mum is bringing her neighbour Raj. He's allergic to nuts." keep a
// line that says of no one who hates spicy food or has a nut allergy. New
// with these commits (one line with the name at 59a1542~1): Aisha, Beata and
// Raj fail since 59a1542, Sue and the Spanish Aisha since 34d870a.
func TestSkeptic51bSheIsThePersonTheSentenceEndsOn(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"My brother Jack is bringing his flatmate Aisha. She's vegan.", []string{"Aisha", "vegan"}},
		{"Grandad is coming with his carer, Beata. She's vegetarian.", []string{"Beata", "vegetarian"}},
		{"Dad's bringing his new partner, Sue. She hates spicy food.", []string{"Sue", "spicy"}},
		{"Mum is bringing her neighbour Raj. He's allergic to nuts.", []string{"Raj", "nuts"}},
		{"Mi hermano Pablo trae a su compañera de piso, Aisha. Ella es vegana.", []string{"Aisha", "vegana"}},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("whose liking it is, is lost in %q:\n%s", c.text, got)
		}
	}
}

// likedOfThem joins a liking a few words in only when the sentence before
// has a word of femaleWords/maleWords, and those lists lack everyday words:
// "grandmother", "nan", "fiancée", "stepdad". "Only thing is she can't
// stand garlic" is kept as a line about no one, so the model may cook
// garlic for Edith. Joined at 59a1542; 34d870a's new requirement of a
// gendered word breaks it again. Fails at 59a1542~1 too (no liking a few
// words in joined then).
func TestSkeptic51bEverydayWordsSayWhoseLikingItIs(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"My grandmother Edith is moving in with us. Only thing is she can't stand garlic.", []string{"Edith", "garlic"}},
		{"My nan Edith is moving in with us. Only thing is she can't stand garlic.", []string{"Edith", "garlic"}},
		{"My fiancée Priya is coming to the tasting. Only thing is she hates coriander.", []string{"Priya", "coriander"}},
		{"My stepdad Ron is coming to the tasting. Only thing is he hates coriander.", []string{"Ron", "coriander"}},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("whose liking it is, is lost in %q:\n%s", c.text, got)
		}
	}
}

// unitsPlease needs the clause after the unit to hold only unitTail words,
// so "from now on" after the please — the plainest way to say the order
// stands — makes it no order, and the whole message is dropped: nothing at
// all is kept. The model keeps answering in dollars. Read as a rule at
// 59a1542, lost with 34d870a's unitTail; older in that it fails at
// 59a1542~1 too (nothing kept there either).
func TestSkeptic51bUnitsPleaseFromNowOnIsAnOrder(t *testing.T) {
	asked51b(t, session.LedgerRule,
		"Prices in euros please from now on.",
	)
}

// unitsPlease only knows the units it lists: "kilograms", "centimetres" and
// the German dative "Kilometern" are missing, so "Weights in kilograms
// please." is dropped altogether and "Entfernungen bitte in Kilometern." is
// a fact, not the order the commit reads in "Entfernungen bitte in
// Meilen". Older: fails at 59a1542~1 and at 59a1542 too.
func TestSkeptic51bUnitsPleaseInUnlistedUnitsAreAnOrder(t *testing.T) {
	asked51b(t, session.LedgerRule,
		"Weights in kilograms please.",
		"Heights in centimetres please.",
		"Entfernungen bitte in Kilometern.",
	)
}
