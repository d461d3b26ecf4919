package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of dac1e49 (the fourth review of stop 64), on short
// conversations as people type them to a chatbot about weddings, fetes,
// christenings and harvests: each message answered "Ok." (held63e), the
// final memory read. held63e, kindOf63e, lineOf, heldAs64d and notHeldAs64d
// are reused from the package's other tests.
//
// REGRESSION: fails on dac1e49, passes on 7c9378c.
// STILL MISSED: fails on both.
//
// The person's i-th message (from 0) is #(2i+1).

// takenBackWhole64e fails when the line of #n holding words is still in
// force: unmarked, or marked only partly updated.
func takenBackWhole64e(t *testing.T, memory string, n int, what string, words ...string) {
	t.Helper()
	if line := lineOf(memory, n, words...); line != "" && !strings.Contains(line, "(updated in") {
		t.Errorf("%s: #%d %v is still held as in force: %q\n%s", what, n, words, line, memory)
	}
}

// 1. REGRESSION. Each of a line's three instructions is taken back, one
// message at a time, and the line is still there, "(partly updated in
// #9)": every take-back after the first finds the line partly updated,
// keepsAnother finds another clause that gives an instruction (the ones
// taken back before, which it cannot know are gone) and marks it partly
// again. The model reads "Keep it short, no emojis and no bullet points"
// as still partly in force and the last take-back as the only change:
// it keeps avoiding emojis and lists the person asked for back.
// 7c9378c deleted the line at the first take-back already (too soon, but
// after the third it is right).
func TestSkeptic64eThreeTakeBacksLeaveNothingPartlyInForce(t *testing.T) {
	got, _ := held63e(t,
		"Hiya, planning our Kirsty's wedding. Keep it short, no emojis and no bullet points please, I read them out to me mam.", // #1
		"Wedding's on Saturday 13 September at St Bega's.",                                                                      // #3
		"I take back what I said about emojis, they cheer me mam up.",                                                           // #5
		"I take back what I said about bullet points, they're handy for the seating plan.",                                      // #7
		"I take back what I said about keeping it short, go into as much detail as you like.",                                   // #9
	)
	takenBackWhole64e(t, got, 1, "all three instructions taken back", "Keep", "short", "emojis", "bullet")
}

// 2. REGRESSION. "No emojis or swearing please, <reason>" is no instruction
// at all now: the new reasonAfter in banOn reads any clause after it that
// is not about reading (phone, screen) as the person's own plans, so the
// polite ban of the second thing fails, and the words left ("or swearing
// please") then fail the whole ban — not even "no emojis" holds. A reason
// why the answers must be clean ("it's for the church newsletter", "my
// boss sees all of this", "que es para el cura", "das geht an den
// Pfarrer") is the commonest reason there is; the model is free to use
// emojis and slang in what goes to the vicar. 7c9378c held each as an
// instruction.
func TestSkeptic64eNoEmojisOrSwearingWithAReasonIsStillABan(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		word string
	}{
		{[]string{"Morning! Planning the Ambleside fete.", "No emojis or swearing please, it's for the church newsletter.", "Fete's on Saturday 19 July on the school field."}, "swearing"},
		{[]string{"Morning! Planning the Ambleside fete.", "No emojis or slang please, my boss sees all of this.", "Fete's on Saturday 19 July on the school field."}, "slang"},
		{[]string{"Hola, estoy organizando la boda de mi hermana.", "Sin emojis ni tacos, por favor, que es para el cura.", "La boda es el sábado 13 de septiembre."}, "tacos"},
		{[]string{"Hallo! Ich plane das Sommerfest.", "Keine Emojis oder Kraftausdrücke bitte, das geht an den Pfarrer.", "Das Fest ist am Samstag, 12. Juli."}, "Kraftausdrücke"},
	} {
		got, ledger := held63e(t, c.msgs...)
		heldAs64d(t, got, ledger, 3, c.word, session.LedgerRule)
	}
}

// 3. REGRESSION. "I take back what I said about keeping …" now takes an
// instruction back only when a length, a look or a language is among the
// three words after "keeping" (takesBackAnswering, meant to leave "keeping
// the fireplace" alone): "keeping it nice and short", "keeping it under
// 100 words", "keeping it formal" take nothing back. The take-back is held
// as a fact and the old instruction stays in force, unmarked: the model
// goes on cutting its answers to 100 words for the person who just asked
// for detail, or stays stiff when they said chatty is fine. 7c9378c took
// each back.
func TestSkeptic64eTakingBackKeepingItNiceAndShortTakesItBack(t *testing.T) {
	for _, c := range []struct {
		first, back string
		words       []string
	}{
		{"Morning! Keep it nice and short please, I'm on my phone in the van.", "I take back what I said about keeping it nice and short, I'm on the laptop now.", []string{"nice", "short"}},
		{"Morning! Keep it under 100 words please, I'm on my phone in the van.", "I take back what I said about keeping it under 100 words, go into as much detail as you like.", []string{"100", "words"}},
		{"Morning! Keep it formal please, it's for the parish council.", "I take back what I said about keeping it formal, chatty is fine.", []string{"formal"}},
	} {
		got, _ := held63e(t, c.first, "The fete's on Saturday 19 July on the school field.", c.back)
		takenBackWhole64e(t, got, 1, c.back, c.words...)
	}
}

// 4. REGRESSION. The day sigh of cups of tea, sleepless nights and the like
// with no "I've"/"I had" after the count ("or how many cups of tea that's
// been", "or how many nights in a row the baby's been up", "oder wie viele
// Nächte ich schon wach war", "… wie viele Tassen Kaffee das heute schon
// waren") is now held as an open question: dac1e49 removed sighNouns, so
// only sleep or the person's own "I've"/"I had" sighs on. The model is told
// the person is waiting to find out how many cups of tea they drank.
// 7c9378c dropped each as the sigh it is.
func TestSkeptic64eHowManyCupsOfTeaThatsBeenIsNoQuestion(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		word string
	}{
		{[]string{"Morning! Planning the Ambleside fete, keep it short please.", "Fete's on Saturday 19 July on the school field.", "No idea what day it is, or how many cups of tea that's been."}, "cups of tea"},
		{[]string{"Morning! Planning the christening, keep it short please.", "Christening's on Sunday 7 September at St Mary's.", "No idea what day it is, or how many nights in a row the baby's been up."}, "nights"},
		{[]string{"Hallo! Ich plane die Taufe, bitte antworte kurz.", "Die Taufe ist am Sonntag, 7. September, in St. Marien.", "Keine Ahnung, welcher Tag heute ist, oder wie viele Nächte ich schon wach war."}, "Nächte"},
		{[]string{"Hallo! Ich plane die Taufe, bitte antworte kurz.", "Die Taufe ist am Sonntag, 7. September, in St. Marien.", "Keine Ahnung, welcher Tag heute ist, oder wie viele Tassen Kaffee das heute schon waren."}, "Tassen"},
	} {
		got, ledger := held63e(t, c.msgs...)
		notHeldAs64d(t, got, ledger, 5, c.word, session.LedgerQuestion)
	}
}

//
// The biscuits case ("how many biscuits I've borrowed off the cake stall")
// went out at the sixth review: what the person borrowed asks again, as
// "how many chairs I've borrowed from the church hall" must (a count to
// give back); the words alone cannot tell biscuits from chairs.

// 5. REGRESSION. "got" and "borrowed" are now verbs of arranging
// (plannedVerbs), whatever follows them, so the commonest day sigh of all
// — "how many nappies we've got through", "how many cups of tea I've got
// through", "how many brews I've got through", "how many biscuits I've
// borrowed off the cake stall" — is held as an open question: the model is
// told the family still has to find out how many nappies they used.
// 7c9378c dropped each as a sigh ("we've got the Airbnb for", "borrowed
// from the church" was what the change meant; "got through" is using up).
func TestSkeptic64eHowManyNappiesWeveGotThroughIsNoQuestion(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		word string
	}{
		{[]string{"Morning! Planning the christening, keep it short please.", "Christening's on Sunday 7 September at St Mary's.", "No idea what day it is, or how many nappies we've got through."}, "nappies"},
		{[]string{"Morning! Planning the Ambleside fete, keep it short please.", "Fete's on Saturday 19 July on the school field.", "No idea what day it is, or how many cups of tea I've got through."}, "cups of tea"},
		{[]string{"Morning! Planning the Ambleside fete, keep it short please.", "Fete's on Saturday 19 July on the school field.", "No idea what day it is, or how many brews I've got through."}, "brews"},
	} {
		got, ledger := held63e(t, c.msgs...)
		notHeldAs64d(t, got, ledger, 5, c.word, session.LedgerQuestion)
	}
}

// 6. REGRESSION. A missing list's "a text from me to the stallholders
// saying where to park" is now an awaited message (awaited: "from" before
// "to" says whose), though "from me" says the person writes it — the
// same to-do as "a text to the guests saying where to park", which is no
// question. The line is held as an open question: the model is told the
// person is waiting to hear where the stallholders park, the one thing
// they are to tell them. 7c9378c held it as a fact.
func TestSkeptic64eATextFromMeToTheStallholdersIsNoQuestion(t *testing.T) {
	got, ledger := held63e(t,
		"Morning! Planning the Ambleside fete, keep it short please.",
		"Fete's on Saturday 19 July on the school field.",
		"What's still missing: a text from me to the stallholders saying where to park, and the bunting.",
	)
	notHeldAs64d(t, got, ledger, 5, "stallholders", session.LedgerQuestion)
}

// 9. STILL MISSED. "an update on the road closure from the council saying
// whether we can shut Church Lane" — the fixed sentence of the fourth
// review with its two phrases the other way round — is a fact: "on" comes
// before "from", so awaited reads it as the person's own note. The road
// closure the fete cannot go ahead without is not held as open.
func TestSkeptic64eAnUpdateOnTheRoadFromTheCouncilAsks(t *testing.T) {
	got, ledger := held63e(t,
		"Morning! Planning the Ambleside fete, keep it short please.",
		"Fete's on Saturday 19 July on the school field.",
		"What's still missing: an update on the road closure from the council saying whether we can shut Church Lane, and the bunting.",
	)
	heldAs64d(t, got, ledger, 5, "Church Lane", session.LedgerQuestion)
}

// 10. STILL MISSED. The English "war" is still the German past unless "of"
// or "the" stands right before it: "I don't know who's doing the tug o'
// war this year" (as it is spelt in the North and in Scotland) and "I
// don't know who's reading a war poem this year" are dropped from the
// memory altogether, with room for everything. The event nobody runs and
// the reading nobody does at the Remembrance service are forgotten.
func TestSkeptic64eTugOWarAndAWarPoemAsk(t *testing.T) {
	got, ledger := held63e(t,
		"Morning! Planning the Ambleside fete, keep it short please.",
		"Fete's on Saturday 19 July on the school field.",
		"I don't know who's doing the tug o' war this year.",
	)
	heldAs64d(t, got, ledger, 5, "tug", session.LedgerQuestion)
	got, ledger = held63e(t,
		"Morning! Planning the Remembrance service, keep it short please.",
		"The service is on Sunday 9 November at the war memorial.",
		"I don't know who's reading a war poem this year.",
	)
	heldAs64d(t, got, ledger, 5, "poem", session.LedgerQuestion)
}

// 11. STILL MISSED. Choices after a colon with "it's" before them ask
// nothing: "No idea when the marquee's coming: it's Friday or Saturday" —
// verbContracted reads "it's" as a guess between two ("…: she's rude or
// drunk"), though "it's X or Y" is the commonest way to give the choices.
// The line is a fact; that the marquee's day is still open is lost.
func TestSkeptic64eWhenTheMarqueesComingItsFridayOrSaturdayAsks(t *testing.T) {
	got, ledger := held63e(t,
		"Morning! Planning the Ambleside fete, keep it short please.",
		"Fete's on Saturday 19 July on the school field.",
		"No idea when the marquee's coming: it's Friday or Saturday.",
	)
	heldAs64d(t, got, ledger, 5, "marquee", session.LedgerQuestion)
}

// Left unfixed (stop 64), the review's tests 7 and 8, still missed before
// this stop too: "I take back what I said about bullet points and keeping it
// short, I'm on the laptop now" and "… about bullet points and all that, back
// to normal please" take nothing back (the words after "about" open with a
// look and run past three words; "Forget what I said about …" does take
// both); and "I take back what I said about keeping it short" after "Keep it
// short please, the wedding's on Saturday 13 September at St Bega's" deletes
// the line with the date on it (a line keeps the span of one clause group;
// partly updated counts other instructions, not facts).
