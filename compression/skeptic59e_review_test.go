package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// onScreen marks "show" and "television" anywhere in the sentence, so a
// person's own errand that merely goes to a show or fetches a television —
// asked and shrugged at — is no longer kept as the open task it is: the
// memory says nothing is still to be sorted about who drives to the dog
// show or who collects the TV from the repair shop.
func TestAnErrandToAShowStaysOpen59e(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Who's driving us to the dog show on Saturday? No idea.",
		"Who's taking the kids to the horse show on Sunday? No idea.",
		"Who's collecting the television from the repair shop? No idea.",
	)
}

// spanishMarks counts "las", "los", "el" anywhere in the sentence, so an
// English sentence that names Las Vegas, Los Angeles or El Paso no longer
// skips its "A" before the apposition: the found head ("Found a roofer!")
// is cut off and the memory no longer says Dave Rees is the roofer.
func TestAnEnglishAppositionNamingASpanishPlace59e(t *testing.T) {
	for _, c := range []struct{ text, head, name string }{
		{"Found a roofer! A Brummie, Dave Rees, he's just back from Las Vegas and starts Monday.", "roofer", "Dave Rees"},
		{"Found our new nanny! A Kiwi, Aroha Ngata, she worked two years in Los Angeles.", "nanny", "Aroha Ngata"},
		{"Found a plumber at last. A Texan, Hank Miller from El Paso, he's coming Tuesday.", "plumber", "Hank Miller"},
	} {
		if !holds57(read31(c.text), c.head, c.name) {
			t.Errorf("%q: no line holds who was found and as what: %v", c.text, read31(c.text))
		}
	}
}

// toThePerson now looks only at the order's first clause, so "please" said
// after a comma no longer makes "Important: …" the person's own order: a
// plain standing instruction about answer length is dropped entirely.
func TestImportantWithPleaseAfterAComma59e(t *testing.T) {
	readAs(t, session.LedgerRule, "Important: short answers, please.")
}

// The word-based rhetoricalWho needs "who does/do/did" side by side, so the
// most common form of the rant — "Who the hell does he think he is?" — is
// now kept as an open question the person wants sorted.
func TestWhoTheHellDoesHeThinkHeIs59e(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Who the hell does he think he is? No idea.",
		"Who on earth does she think she is? No idea.",
	)
}

// After "I mean it" the aside branch now lets "stop asking me …" and "stop
// calling me <more>" through as the assistant's rule, though the sentence
// before names who does it: the mum's question and the brother's calls
// become standing instructions to the assistant.
func TestAStopSaidToSomeoneElseAfterIMeanIt59e(t *testing.T) {
	never31(t, session.LedgerRule,
		"My mum again. I mean it, stop asking me when I'm getting married.",
		"My brother again. I mean it, stop calling me at work.",
	)
}

// After "Which leaves: who …?", a full name ("Tom Hughes"), a titled name
// ("Mrs Patel") or a relative with a "but … not" aside that does not undo
// the answer ("My sister, but she doesn't want a fuss") answers it; the
// memory now keeps the question open though the person said who.
func TestWhichLeavesWhoAnsweredByAFullName59e(t *testing.T) {
	for _, text := range []string{
		"Still sorting the wedding. Which leaves: who's giving the speech? Tom Hughes, he offered last week.",
		"Still sorting the wedding. Which leaves: who's paying for the cake? Mrs Patel, she insisted.",
		"Still sorting the wedding. Which leaves: who's hosting? My sister, but she doesn't want a fuss.",
	} {
		if readAs52(text, session.LedgerQuestion, "Which leaves") {
			t.Errorf("%q: answered at once, still read as open: %v", text, read31(text))
		}
	}
}
