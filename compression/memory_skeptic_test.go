package compression_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/session"
)

// A reviewer's tests: each asserts what the model is sent (the memory block,
// window.SummaryText) after messages were compacted, where the current code
// sends something else. They are expected to fail until the defect is fixed.

// A later message that changes one value of an earlier line ("Dinner now
// starts at 7pm") names only words the earlier line holds ("Dinner starts at
// 8pm, drinks from 7pm"): Merge takes it for a repeat and drops it, so the
// model is sent the old time as the current one.
func TestSkepticChangedValueIsNotARepeat(t *testing.T) {
	got := remembered(t, said(
		"Dinner starts at 8pm, drinks from 7pm.",
		"A: Lovely, noted.",
		"Dinner now starts at 7pm.",
		"A: Noted.",
	))
	if lineWith(got, "Dinner", "now", "7pm") == "" {
		t.Errorf("the person moved dinner to 7pm (message 3), but the memory sent to the model does not say it; it sends:\n%s", got)
	}
	got = remembered(t, said(
		"The meeting moved from Tuesday to Thursday.",
		"A: Noted.",
		"The meeting is on Tuesday again.",
		"A: Noted.",
	))
	if lineWith(got, "Tuesday", "again") == "" {
		t.Errorf("the person moved the meeting back to Tuesday (message 3), but the memory sent to the model does not say it; it sends:\n%s", got)
	}
	// An instruction taken back in the words of the instruction: the
	// taking back is "a repeat", and the instruction stays, as current.
	got = remembered(t, said(
		"Please always keep your answers under 100 words.",
		"A: Sure.",
		"My dog is called Biscuit.",
		"A: Lovely name.",
		"You don't have to keep it under 100 words any more.",
		"A: Understood.",
	))
	if lineWith(got, "100", "words") != "" && lineWith(got, "any", "more") == "" {
		t.Errorf("the person took back the 100-word limit (message 5), but the model is sent the limit alone:\n%s", got)
	}
}

// A line marked "(updated in #3)" goes when the line of #3 is itself
// superseded by a newer one (#5): it is then an "orphan", and FitLedger drops
// it even with room for everything — with what only it said (the venue).
func TestSkepticSecondUpdateKeepsWhatOnlyTheFirstLineSaid(t *testing.T) {
	s := said(
		"The party starts at 7pm at The Crown and Anchor on Mill Lane.",
		"A: Noted.",
		"The party now starts at 8pm.",
		"A: Noted.",
		"Sorry, the party now starts at 9pm.",
		"A: Noted.",
	)
	size := compression.Sizer{Message: func(m session.Message) int { return wordCount(m.Content) + 1 }, Text: wordCount}
	var dropped []session.LedgerEntry
	for to := 1; to <= len(s.Messages); to++ {
		var more []session.LedgerEntry
		s, more = compression.KeepFacts(s, to, "test", size, 100000, day)
		dropped = append(dropped, more...)
	}
	got := window.SummaryText(s)
	if lineWith(got, "Crown", "Anchor", "Mill") == "" {
		t.Errorf("with a budget of 100,000 tokens the venue (message 1) left the memory after the second change of time; the model is sent:\n%s", got)
	}
	if len(dropped) > 0 {
		t.Errorf("%d memory line(s) reported dropped 'for room' with a budget of 100,000 tokens: %+v", len(dropped), dropped)
	}
}

// A start the person repeats in two messages is taken for a numbering and
// stripped ("Flat 3B:", "Flat 2A:"): the lines keep the rents and lose which
// flat each is, so the model cannot tell which flat costs £950.
func TestSkepticRepeatedLabelIsNotStrippedFromItsFact(t *testing.T) {
	got := remembered(t, said(
		"Flat 3B: the rent is £950 a month, second floor.",
		"A: Noted, that is a good price.",
		"Flat 2A: the rent is £800 a month, ground floor with a garden.",
		"A: Also fine.",
		"Which one do you think?",
		"A: Hard to say.",
		"I like big windows.",
		"A: Sure.",
	))
	if lineWith(got, "3B", "£950") == "" || lineWith(got, "2A", "£800") == "" {
		t.Errorf("the memory no longer says which flat costs what; the model is sent:\n%s", got)
	}
}

// skepticSummarizer answers every summary request with one text.
type skepticSummarizer string

func (s skepticSummarizer) Summarize(_ context.Context, _ compression.Request, progress func(int)) (string, error) {
	progress(wordCount(string(s)))
	return string(s), nil
}

// A summary hides a memory line when one of its sentences holds the line's
// names and values, whatever it says of them. An instruction whose only value is a number ("never more
// than 3 options") is hidden by any summary sentence that holds that number
// about something else ("3 cakes"): the model no longer gets the instruction.
func TestSkepticSummaryDoesNotHideAnInstructionItDoesNotState(t *testing.T) {
	texts := []string{
		"Before we start: never give me more than 3 options for anything, long lists overwhelm me.",
		"A: Understood, I will keep every list short from now on.",
		"We are planning the birthday party for my mother on Saturday 21 June at The Crown and Anchor on Mill Lane.",
		"A: A lovely plan. The function room upstairs works well for a party of that size.",
		"We ordered 3 cakes from the bakery on the corner, one of them without gluten for my aunt Deborah.",
		"A: Good thinking about the gluten free cake, the bakery will need the order a week before the party.",
		"The guests should arrive at 7pm and the room hire costs £180 for the whole evening.",
		"A: That price for the room is fair for an evening with a bar and music.",
		"For music we booked a local band called The Glass Orchard for two hours.",
		"A: The band will need a corner of the room and a power socket near it.",
		"Can you help me write the invitation text now?",
		"A: Of course, here is a first draft of the invitation for the party.",
		"Make it a little warmer please.",
	}
	s := said(texts...)
	sum := "## Context\nThe person is planning the birthday party for their mother on Saturday 21 June at The Crown and Anchor on Mill Lane.\n" +
		"## Key facts\nThey ordered 3 cakes from the bakery on the corner. The deposit of £180 is paid and the guests arrive at 7pm. The band The Glass Orchard plays for two hours."
	ns := summarizedWith(t, s, sum)
	cp := ns.Checkpoints[0]
	if cp.Summary == "" || !cp.Covers(0) {
		t.Fatalf("setup: the summary was not used or message 1 not compacted: %+v", cp)
	}
	kept := false
	for _, e := range ns.Ledger {
		kept = kept || e.Msg == 0 && e.Kind == session.LedgerRule
	}
	if !kept {
		t.Fatalf("setup: the instruction of message 1 is not a memory line: %+v", ns.Ledger)
	}
	got := window.SummaryText(ns)
	if !strings.Contains(got, "never give me more than 3 options") {
		t.Errorf("the person's instruction (message 1) is in neither the summary nor the memory lines the model is sent:\n%s", got)
	}
	// The summary gives £180 to a deposit; the person's line that the room
	// hire costs £180 is held back because the sentence holds its values.
	if !strings.Contains(got, "the room hire costs £180") {
		t.Errorf("the summary says the deposit is £180; the person's line that the room hire costs £180 (message 7) is not sent:\n%s", got)
	}
}

// Two things told apart by a short word ("gym" and "pool", "red" and
// "blue"): the words under four letters are not subjects, so the second
// line "covers" the first, which is deleted as superseded — the gym's hour
// and the red car's price leave the memory, as if the pool and the blue car
// had replaced them.
func TestSkepticAnotherThingsValueDoesNotReplaceIt(t *testing.T) {
	got := remembered(t, said(
		"The gym opens at 6am.",
		"A: Noted.",
		"The pool opens at 7am.",
		"A: Noted.",
	))
	if lineWith(got, "gym", "6am") == "" {
		t.Errorf("the gym's opening time (message 1) left the memory when the pool's was said; the model is sent:\n%s", got)
	}
	got = remembered(t, said(
		"The red car costs £9,500.",
		"A: Noted.",
		"The blue car costs £7,000.",
		"A: Noted.",
	))
	if lineWith(got, "red", "£9,500") == "" {
		t.Errorf("the red car's price (message 1) left the memory when the blue car's was said; the model is sent:\n%s", got)
	}
}

// summarizedWith compacts s once with sum as the model's summary, in a
// window of 2,048 words with room for 1,200 of memory and the three newest
// messages kept: the session after it.
func summarizedWith(t *testing.T, s *session.Session, sum string) *session.Session {
	t.Helper()
	in := compression.Input{
		Session: s, NumCtx: 2048, Available: 400, CheckpointBudget: 600, MemoryBudget: 1200,
		Size:     compression.Sizer{Message: func(m session.Message) int { return wordCount(m.Content) + 1 }, Text: wordCount},
		Settings: compression.Settings{RecentMessages: 3, RecentTokens: 1},
		Model:    "tiny", Now: func() time.Time { return day },
		Snapshot: func(*session.Session) (string, error) { return "snap", nil },
		Fits:     func(*session.Session) error { return nil },
	}
	res, err := compression.Run(context.Background(), in, skepticSummarizer(sum), nil)
	if err != nil {
		t.Fatal(err)
	}
	return res.Session
}
