package compression_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of a81c558 (the sixth review of stop 64), on short
// conversations as people type them about weddings, fetes, christenings,
// farms and moves, in English, German and Spanish: each message answered
// "Ok." (held63e), the final memory read. held63e, lineOf, heldAs64d,
// notHeldAs64d and takenBackWhole64e are reused from the package's other
// tests.
//
// REGRESSION: fails on a81c558, passes on a81c558^ (a0b35c7).
// STILL MISSED: fails on both.
//
// The person's i-th message (from 0) is #(2i+1).

// partlyTakenBack65a fails unless the line of #n holding words is in the
// memory marked as changed by #by ("(partly updated in #by)" or "(updated in
// #by)"): the person took back one of its instructions.
func partlyTakenBack65a(t *testing.T, memory string, n, by int, what string, words ...string) {
	t.Helper()
	line := lineOf(memory, n, words...)
	if line == "" {
		t.Errorf("%s: #%d %v is lost from the memory:\n%s", what, n, words, memory)
	} else if !strings.Contains(line, "updated in #"+strconv.Itoa(by)) {
		t.Errorf("%s: #%d %v is still held as in force, unmarked: %q\n%s", what, n, words, line, memory)
	}
}

// sighDropped65a fails when the day sigh of #n holding word is held as an
// open question or sent as a line at all: a81c558^ dropped each whole
// message as the sigh it is.
func sighDropped65a(t *testing.T, memory string, ledger []session.LedgerEntry, n int, word string) {
	t.Helper()
	notHeldAs64d(t, memory, ledger, n, word, session.LedgerQuestion)
	if line := lineOf(memory, n, word); line != "" {
		t.Errorf("the sigh of #%d (%q) is sent to the model as a line to come back to: %q\n%s", n, word, line, memory)
	}
}

// 1. REGRESSION. takesBackAnswering now takes "keeping …" back only when
// the word right after "keeping" is "it", "them", "answers", "replies",
// "things" or a length (answersAsObject, meant to leave "keeping the
// speeches short" alone) — so the commonest way to say it, "I take back
// what I said about keeping your answers short", "… about keeping the
// replies short", takes nothing back. The take-back is held as a fact and
// "Keep your answers short please, I'm on my phone" stays in the memory
// unmarked: the model goes on clipping its answers for the person who has
// just said they are on the laptop and want detail. a81c558^ deleted the
// instruction.
func TestSkeptic65aTakingBackKeepingYourAnswersShortTakesItBack(t *testing.T) {
	for _, c := range []struct{ first, second, back string }{
		{"Morning! Keep your answers short please, I'm on my phone.", "Wedding's on Saturday 13 September at St Bega's.",
			"I take back what I said about keeping your answers short, go into as much detail as you like."},
		{"Morning! Keep the answers short please, I'm on my phone.", "Wedding's on Saturday 13 September at St Bega's.",
			"I take back what I said about keeping the answers short, I'm on the laptop now."},
		{"Morning! Keep your answers short please, I'm on my phone.", "Moving to Kendal on Friday 29 August.",
			"I take back what I said about keeping the replies short, I'm on the laptop now."},
	} {
		got, _ := held63e(t, c.first, c.second, c.back)
		takenBackWhole64e(t, got, 1, c.back, "short")
	}
}

// 2. REGRESSION. The same narrowing takes "using …" and "giving …" back
// only before "it"/"them"/… or a length: "I take back what I said about
// using emojis" (after "Use emojis please"), "… about giving me short
// answers", "… about keeping everything short" take nothing back now. The
// old instruction stays in force, unmarked: the model keeps sending emojis
// that, as the person just said, do not show on their phone. a81c558^ took
// each back.
func TestSkeptic65aTakingBackUsingEmojisTakesItBack(t *testing.T) {
	for _, c := range []struct {
		first, back string
		words       []string
	}{
		{"Morning! Use emojis please, it cheers me up.", "I take back what I said about using emojis, they don't show on my phone.", []string{"emojis"}},
		{"Morning! Give me short answers please, I'm on my phone.", "I take back what I said about giving me short answers, I'm on the laptop now.", []string{"short"}},
		{"Morning! Keep everything short please, I'm on my phone.", "I take back what I said about keeping everything short, I'm on the laptop now.", []string{"short"}},
	} {
		got, _ := held63e(t, c.first, "Wedding's on Saturday 13 September at St Bega's.", c.back)
		takenBackWhole64e(t, got, 1, c.back, c.words...)
	}
}

// 3. REGRESSION. "I take back what I said about using no bullet points"
// (of "Keep it short please, and no bullet points") no longer touches the
// line: "using" before "no" is no longer read as how the answers were to
// be. a81c558^ marked the line "(partly updated in #5)" — the model knew
// lists were back and short still held; now it is told to avoid the
// bullet points the person wants for the open day's jobs.
func TestSkeptic65aTakingBackUsingNoBulletPointsMarksTheLine(t *testing.T) {
	got, _ := held63e(t,
		"Morning! Planning the farm open day. Keep it short please, and no bullet points.",
		"Open day's on Sunday 8 June at High Birk Farm.",
		"I take back what I said about using no bullet points, they're handy.",
	)
	partlyTakenBack65a(t, got, 1, 5, "bullet points taken back", "bullet")
}

// 4. REGRESSION. The day sigh "how many coffees that's been" is a question
// again as soon as any word after the count ends in "-ed": the new "been"
// test in carriedAsks reads "tired", "knackered" as a participle after
// "been" ("the band's been booked for"). "No idea what day it is, or how
// many coffees that's been, I'm so tired" is sent to the model as an open
// question, something the person is waiting to find out. a81c558^ dropped
// it as the sigh it is.
func TestSkeptic65aHowManyCoffeesThatsBeenImSoTiredIsNoQuestion(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		word string
	}{
		{[]string{"Morning! Planning the fete, keep it short please.", "Fete's on Saturday 19 July on the school field.", "No idea what day it is, or how many coffees that's been, I'm so tired."}, "coffees"},
		{[]string{"Morning! Planning the fete, keep it short please.", "Fete's on Saturday 19 July on the school field.", "No idea what day it is, or how many cups of tea that's been, I'm knackered."}, "cups of tea"},
	} {
		got, ledger := held63e(t, c.msgs...)
		sighDropped65a(t, got, ledger, 5, c.word)
	}
}

// 5. REGRESSION. Likewise a "since …" after the sigh: "how many nights
// it's been since the baby arrived", "how many brews that's been since we
// started" — "arrived", "started" are read as the passive after "been".
// Each is held as an open question: the model is told the new parents are
// still to find out how many nights the baby has been home. a81c558^
// dropped both.
func TestSkeptic65aHowManyNightsItsBeenSinceTheBabyArrivedIsNoQuestion(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		word string
	}{
		{[]string{"Morning! Planning the christening, keep it short please.", "Christening's on Sunday 7 September at St Mary's.", "No idea what day it is, or how many nights it's been since the baby arrived."}, "nights"},
		{[]string{"Morning! Planning the fete, keep it short please.", "Fete's on Saturday 19 July on the school field.", "No idea what day it is, or how many brews that's been since we started."}, "brews"},
	} {
		got, ledger := held63e(t, c.msgs...)
		sighDropped65a(t, got, ledger, 5, c.word)
	}
}

// 6. REGRESSION. In Spanish the day sigh of coffees, hours and nights is
// never a sigh now: the new test rules "been" out when a word after the
// count ends in "-ido" — and "sido", the very word of "han sido", does.
// "No sé ni qué día es hoy, ni cuántos cafés han sido ya" is sent as an
// open question. a81c558^ dropped each.
func TestSkeptic65aCuantosCafesHanSidoIsNoQuestion(t *testing.T) {
	for _, c := range []struct {
		last, word string
	}{
		{"No sé ni qué día es hoy, ni cuántos cafés han sido ya.", "cafés"},
		{"No sé ni qué día es hoy, ni cuántas horas han sido.", "horas"},
		{"No sé ni qué día es hoy, ni cuántas noches han sido.", "noches"},
	} {
		got, ledger := held63e(t, "¡Hola! Organizo la vendimia, respuestas cortas por favor.", "Empezamos el lunes 15 de septiembre.", c.last)
		sighDropped65a(t, got, ledger, 5, c.word)
	}
}

// 7. REGRESSION. awaited now says no to any "update on …" or "news on …"
// with no "from" after it (meant for "an update on the fete Facebook page
// saying where to park", the person's own post): "news on the marquee
// saying whether Harrison's can bring it", "an update on the road closure
// saying whether we can shut Church Lane" — news the person can only
// receive — are held as facts, not open questions. The fete's two open
// ends are gone from what the model is to come back to. a81c558^ held both
// as open questions.
func TestSkeptic65aNewsOnTheMarqueeAsks(t *testing.T) {
	for _, c := range []struct{ item, word string }{
		{"What's still missing: news on the marquee saying whether Harrison's can bring it, and the bunting.", "marquee"},
		{"What's still missing: an update on the road closure saying whether we can shut Church Lane, and the bunting.", "Church Lane"},
	} {
		got, ledger := held63e(t,
			"Morning! Planning the fete, keep it short please.",
			"Fete's on Saturday 19 July on the school field.",
			c.item,
		)
		heldAs64d(t, got, ledger, 5, c.word, session.LedgerQuestion)
	}
}

// 8. REGRESSION. Worse, the answer is lost: once "… an update on the road
// closure saying whether we can shut Church Lane" is a fact, the person's
// "We can shut Church Lane." two messages on says nothing it does not, and
// it is dropped as a repeat (repeats keeps an answer beside a question
// only). The memory keeps the question and loses its
// answer: the model is told the fete is still waiting to hear about the
// road. Same for "Harrison's can bring it on Friday." after "news on the
// marquee saying whether Harrison's can bring it on Friday". a81c558^ held
// the question open and the answer beside it.
func TestSkeptic65aTheAnswerToAnUpdateOnTheRoadClosureIsKept(t *testing.T) {
	for _, c := range []struct {
		item, answer string
		words        []string
	}{
		{"What's still missing: an update on the road closure saying whether we can shut Church Lane, and the bunting.", "We can shut Church Lane.", []string{"shut", "Church Lane"}},
		{"What's still missing: news on the marquee saying whether Harrison's can bring it on Friday, and the bunting.", "Harrison's can bring it on Friday.", []string{"Harrison's", "Friday"}},
	} {
		got, _ := held63e(t,
			"Morning! Planning the fete, keep it short please.",
			"Fete's on Saturday 19 July on the school field.",
			c.item,
			c.answer,
		)
		if lineOf(got, 7, c.words...) == "" {
			t.Errorf("the answer %q (#7) is lost from the memory:\n%s", c.answer, got)
		}
	}
}

// 9. REGRESSION. "paid" is now an English participle (irregularPast), so a
// not knowing before a colon with "paid" in it reads as a mystery of what
// happened ("who cracked the windscreen: I need to ring the insurance"),
// which asks nothing: "Still not sure if Harrison's have been paid: I'll
// ring Dave tonight", "No idea when the Ambleside Band gets paid: Sue's
// asking them tonight", "No idea when the deposit has to be paid: the venue
// hasn't said" are held as facts. Whether the marquee firm has its money,
// when the band and the deposit are due — the memory no longer holds them
// open. a81c558^ held each as an open question.
func TestSkeptic65aWhetherHarrisonsHaveBeenPaidAsks(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		word string
	}{
		{[]string{"Morning! Planning the wedding, keep it short please.", "Wedding's on Saturday 13 September at St Bega's.", "Still not sure if Harrison's have been paid: I'll ring Dave tonight."}, "Harrison's"},
		{[]string{"Morning! Planning the fete, keep it short please.", "Fete's on Saturday 19 July on the school field.", "No idea when the Ambleside Band gets paid: Sue's asking them tonight."}, "Ambleside Band"},
		{[]string{"Morning! Planning the wedding, keep it short please.", "Wedding's on Saturday 13 September at St Bega's.", "No idea when the deposit has to be paid: the venue hasn't said."}, "deposit"},
	} {
		got, ledger := held63e(t, c.msgs...)
		heldAs64d(t, got, ledger, 5, c.word, session.LedgerQuestion)
	}
}

// 11. STILL MISSED. "Scrap what I said about keeping it short" — as plain a
// British take-back as "Forget what I said about …" — takes nothing back:
// "scrap" is no word of revoking. "Keep it short please, I'm on my phone"
// stays in force, unmarked, and the person on the laptop keeps getting
// clipped answers.
func TestSkeptic65aScrapWhatISaidAboutKeepingItShortTakesItBack(t *testing.T) {
	for _, back := range []string{
		"Scrap what I said about keeping it short, I'm on the laptop now.",
		"Scrap what I said about short answers, I'm on the laptop now.",
	} {
		got, _ := held63e(t, "Morning! Keep it short please, I'm on my phone.", "Wedding's on Saturday 13 September at St Bega's.", back)
		takenBackWhole64e(t, got, 1, back, "Keep", "short")
	}
}

// 12. STILL MISSED. The German take-back the code names ("Ich nehme zurück,
// was ich über … gesagt habe") takes nothing back when it is about short
// answers: "Ich nehme zurück, was ich über kurze Antworten gesagt habe"
// after "Bitte antworte kurz." is held as a fact and the instruction stays
// in force, unmarked.
func TestSkeptic65aIchNehmeZurueckKurzeAntwortenTakesItBack(t *testing.T) {
	for _, back := range []string{
		"Ich nehme zurück, was ich über kurze Antworten gesagt habe, ich sitze jetzt am Laptop.",
		"Ich nehme zurück, was ich über die kurzen Antworten gesagt habe, ich sitze jetzt am Laptop.",
	} {
		got, _ := held63e(t, "Hallo! Ich plane das Sommerfest. Bitte antworte kurz.", "Das Fest ist am Samstag, 12. Juli.", back)
		takenBackWhole64e(t, got, 1, back, "antworte", "kurz")
	}
}

// 13. STILL MISSED. The awaited message of a list is read only under
// "What's still missing:"; under "Still waiting on:" — the head that says
// outright it is awaited — "an email from the caterers saying how many
// vegetarians they can do" is a fact. The open question of the fete's
// vegetarian numbers is not held open.
func TestSkeptic65aStillWaitingOnAnEmailFromTheCaterersAsks(t *testing.T) {
	got, ledger := held63e(t,
		"Morning! Planning the fete, keep it short please.",
		"Fete's on Saturday 19 July on the school field.",
		"Still waiting on: an email from the caterers saying how many vegetarians they can do, and the bunting.",
	)
	heldAs64d(t, got, ledger, 5, "vegetarians", session.LedgerQuestion)
}

// Left as a note at stop 65 (the third review): 10. "No idea what day it is,
// or how many times I've borrowed me dad's van this week" is held as an open
// question. The third review found the times the person ordered, booked or
// invited something asking for good reason ("how many times I've ordered the
// bunting": ordered twice?); what a count of times was done by plans is a
// question as the fifth and sixth reviews of stop 64 chose for borrowing.
