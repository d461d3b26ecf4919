package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/context/window"
)

// A skeptic's review at stop 50 (e56b130): each test shows a fact a person
// plainly stated that the model no longer gets after compaction, or a line
// the model is sent that says something other than what the person said.
// Each fails on e56b130. The sentences are this file's own. Four more finds
// of the review are not fixed and not here (stop 50's note, docs/compression.md):
// one person's change marks a shared line's other value as old; "at 8 now" is
// no time in English; "tomorrow", "tonight", "pasado mañana" are no values;
// "Skip the pleasantries.", "Be straight with me, no sugarcoating." and "Nada
// de listas" are no orders (two others are read since: TestPlainOrdersOnHowToTalk).

// oneLine50 fails unless a line read from text holds every word of want.
func oneLine50(t *testing.T, text string, want ...string) {
	t.Helper()
	for _, e := range read31(text) {
		ok := true
		for _, w := range want {
			ok = ok && strings.Contains(strings.ToLower(e.Text), strings.ToLower(w))
		}
		if ok {
			return
		}
	}
	t.Errorf("%q: no line holds %q; read: %q", text, want, kinded(read31(text)))
}

// The answer to a question the person put aside is lost: a later message
// that answers it in the question's own words ("Kasia is coming to the
// christening on Sunday") holds no word the question does not, so Merge takes
// it for a repeat and drops it. The model is left with "Still need to find
// out whether Kasia is coming …" — an open question it will keep raising,
// and no sign that she confirmed.
func TestSkeptic50AnAnswerInTheQuestionsWordsIsNoRepeat(t *testing.T) {
	for _, c := range [][2]string{
		{"Still need to find out whether Kasia is coming to the christening on Sunday.", "Kasia is coming to the christening on Sunday, she texted this morning."},
		{"I have to check whether the Kingsway pool is open on Easter Monday.", "The Kingsway pool is open on Easter Monday."},
		{"Tengo que averiguar si Lucía viene a la comunión el sábado.", "Lucía viene a la comunión el sábado."},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		if lineOf(got, 3, strings.Fields(strings.TrimSuffix(c[1], "."))[0]) == "" {
			t.Errorf("the answer %q (message 3) is lost; the model is sent only the open question:\n%s", c[1], got)
		}
	}
}

// A swap is lost: "Owen takes the early shift on Tuesday" names only words
// of the earlier line that gave Owen the late shift and Nadia the early one,
// so it is dropped as a repeat. The model keeps telling Owen he is on late.
func TestSkeptic50ASwapOfWhoDoesWhatIsNoRepeat(t *testing.T) {
	for _, c := range [][3]string{
		{"Nadia takes the early shift on Tuesday and Owen takes the late shift.", "Owen takes the early shift on Tuesday.", "Owen"},
		{"Oma bringt den Kuchen und Opa den Salat.", "Opa bringt den Kuchen.", "Opa"},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		if lineOf(got, 3, c[2]) == "" {
			t.Errorf("the new assignment %q (message 3) is lost; the model is sent the old one alone:\n%s", c[1], got)
		}
	}
}

// A short answer to the assistant's question is lost: a line of one or two
// words is dropped unless a word of it "says what", and "£480" (alnum leaves
// digits) or "St James's" (no value) do not. The assistant asked what the
// quote came to, or which hospital Dad is in; the person's answer — an amount,
// a hospital — is all the model would need, and it is gone.
func TestSkeptic50AShortAnswerToTheAssistantIsKept(t *testing.T) {
	got := remembered(t, said(
		"We got a quote for fixing the fence.", "A: What did the quote come to?",
		"£480.", "A: That sounds fair.",
	))
	if lineWith(got, "480") == "" {
		t.Errorf("the quote of £480 (message 3) is lost:\n%s", got)
	}
	got = remembered(t, said(
		"Dad's been admitted to hospital again.", "A: I'm sorry. Which hospital is he in?",
		"St James's.", "A: Thank you.",
	))
	if lineWith(got, "James") == "" {
		t.Errorf("the hospital, St James's (message 3), is lost:\n%s", got)
	}
}

// What called a plan off is cut away: "…, but I cancelled it" opens with an
// aside word ("but", "aber"), the clause names nothing, and makeGroup trims
// it from the line's end. The model is sent "I was going to take the 8:15
// train to Bristol on Friday" — a plan still on — and "Marek said he'd bring
// the £60" — as if he had. "? Cancelled." after a question is a two-word
// sentence with no value, dropped.
func TestSkeptic50WhatCalledAPlanOffStaysOnItsLine(t *testing.T) {
	oneLine50(t, "I was going to take the 8:15 train to Bristol on Friday, but I cancelled it.", "8:15", "cancelled")
	oneLine50(t, "Marek said he'd bring the £60 for the tickets, but he didn't.", "£60", "didn't")
	oneLine50(t, "Wir wollten am 22. nach Graz fahren, aber das fällt jetzt aus.", "Graz", "fällt")
	oneLine50(t, "The 4pm with the notary on Thursday? Cancelled.", "4pm", "Cancelled")
}

// What is said of someone just named, after a comma, is cut away: "he's the
// new headteacher" is no role ("he's a …" is), "she turns eight", "er wird
// zehn" no age ("she's eight" is). The model is told the person had coffee
// with Rashid, not who Rashid is; when Greta's birthday is, not how old she
// turns (the candles, the present).
func TestSkeptic50WhoSomeoneIsAndTheAgeTheyTurnStay(t *testing.T) {
	oneLine50(t, "I had coffee with Rashid on Tuesday, he's the new headteacher.", "Rashid", "headteacher")
	oneLine50(t, "Our Greta has her birthday on 9 March, she turns eight.", "Greta", "eight")
	oneLine50(t, "Mein Neffe Jonas hat am 2. Mai Geburtstag, er wird zehn.", "Jonas", "zehn")
}

// A summary that drops a "not" or a "cancelled" hides the person's line: a
// summary sentence that holds the line's names and values and half its other
// words "states" it (LedgerLines), and the grounding check passes a flipped
// sentence (the names and values stood together). The model is sent "Tom is
// coming to the barbecue on Saturday" and "The Porto trip is on 5 May" and
// not the person's "Tom is not coming" and "… is cancelled" — the memory,
// which is to be there whatever the model writes, is gone where it matters.
func TestSkeptic50ASummaryThatDropsANegationDoesNotHideTheLine(t *testing.T) {
	texts := []string{
		"Tom is not coming to the barbecue on Saturday. I have been planning this barbecue for weeks and the forecast looks fine so far.",
		"A: Noted, one fewer for the barbecue then. I will leave Tom off the list of guests for Saturday.",
		"The Porto trip on 5 May is cancelled. We were really looking forward to it, but there will be other chances.",
		"A: That's a shame about Porto. Airlines changing flights at short notice is frustrating.",
		"We still need burgers, buns and charcoal for the barbecue on Saturday, and some ice for the drinks.",
		"A: I can make you a shopping list for the barbecue with the burgers, buns, charcoal and ice.",
		"My neighbour Ruth is lending us her gazebo for the garden, it fits about twelve people under it.",
		"A: Lovely, that will help if it rains on Saturday, and twelve people is a good size for it.",
		"Can you help me with the shopping list for the barbecue now, for about fourteen guests?",
		"A: Of course, here is a first list for the barbecue for fourteen guests.",
		"Add some vegetarian sausages please.",
	}
	s := said(texts...)
	sum := "## Context\nThe person is planning a barbecue on Saturday. Tom is coming to the barbecue on Saturday. The Porto trip is on 5 May.\n" +
		"## Key facts\nThey need burgers, buns and charcoal. The neighbour Ruth is lending a gazebo for the garden."
	ns := summarizedWith(t, s, sum)
	cp := ns.Checkpoints[0]
	if cp.Summary == "" || !cp.Covers(2) {
		t.Fatalf("setup: the summary was not used or message 3 not compacted: %+v", cp)
	}
	got := window.SummaryText(ns)
	if !strings.Contains(got, "Tom is not coming") {
		t.Errorf("the person said Tom is not coming (message 1); the model is sent only the summary's opposite:\n%s", got)
	}
	if !strings.Contains(got, "cancelled") {
		t.Errorf("the person said the Porto trip is cancelled (message 3); the model is sent only that it is on 5 May:\n%s", got)
	}
}

// Under a small memory the newest value goes and the old one stays: FitLedger
// drops a line whose newer value went only when every line of the newer
// message went. "The car hire booking is CH-90412" outranks the long line of
// the same message that moves the flight to 16:45, so at some budgets the
// model is sent "(updated in #3) Our flight EZY8123 lands in Faro at 14:20"
// beside the car hire line and no new time at all: the person is told to be
// at arrivals at 14:20, or the model cannot say when the flight lands.
func TestSkeptic50TheOldTimeDoesNotOutliveTheNewOne(t *testing.T) {
	msgs := beforeOrders(
		"Our flight EZY8123 lands in Faro at 14:20.", "A: Noted.",
		"The car hire booking is CH-90412. Bad news about the flight, it now lands at 16:45 because of a strike by the French air traffic controllers.", "A: Noted.",
	)
	for budget := 150; budget <= 200; budget += 5 {
		got := rememberedWithin(t, said(msgs...), budget)
		if lineWith(got, "14:20") != "" && lineWith(got, "16:45") == "" {
			t.Errorf("with room for %d words the flight's old time (message 1) is kept and its new time (message 3) is not:\n%s", budget, got)
		}
	}
}
