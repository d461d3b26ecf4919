package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A fifth skeptical review of stop 68 (a5fb7bc..51bbdf1: labelMark with ✅
// and U+FE0F, oneOccasion of whole words and weekdays only, oneTask read in
// the leave's own clause, "message/text/newsletter/…karte" written once,
// "also" no longer concluding, leftUnnamed gone from the "again" path). Each
// test fails on 51bbdf1. REGRESSION: passes on a5fb7bc. STILL MISSED: fails
// there too.

// moving is the middle of a conversation: facts that have nothing to do
// with how the assistant answers.
var moving68e = []string{
	"A: Ok.",
	"I'm moving flats on the 28th, from Leith to Morningside, the van is booked with Shiftit for 8am.",
	"A: Good luck with the move.",
	"My landlord Mr Baird still has my £950 deposit, he says I'll get it in two weeks.",
	"A: Ok.",
}

func around68e(rule, later string) []string {
	msgs := append([]string{rule}, moving68e...)
	return append(msgs, later, "A: Sure!", "The new broadband is with Zen, installation on the 3rd.", "A: Ok.")
}

// REGRESSION. A person loses: "always answer in Spanish", "under 100
// words", "in kilometres", "auf Deutsch" — leave for emojis after an
// instruction of two ways marks the whole instruction "(updated in #7)"
// since leftUnnamed left the "again" path, so the model is told the newer
// line (which only allows emojis) replaces the language, the length and the
// units too; on a5fb7bc it is "(partly updated in #7)".
func TestSkeptic68eLeaveForEmojisLeavesTheOtherWaysInForce(t *testing.T) {
	for _, c := range []struct{ rule, leave, word string }{
		{"Never use emojis and always answer in Spanish.", "You can use emojis again.", "emojis"},
		{"Never use emojis and keep your answers under 100 words.", "You can use emojis again.", "emojis"},
		{"No emojis, and always give distances in kilometres.", "You can use emojis again.", "emojis"},
		{"Keine Emojis und bitte immer auf Deutsch antworten.", "Du kannst wieder Emojis benutzen.", "Emojis"},
	} {
		got := remembered(t, said(around68e(c.rule, c.leave)...))
		if l := lineOf(got, 1, c.word); !strings.Contains(l, "partly") {
			t.Errorf("%q after %q: the other way is no longer sent as in force: %q\n%s", c.leave, c.rule, l, got)
		}
	}
}

// REGRESSION. A person is sent as still in force: their ban on bold —
// "You can put the key words in bold text again" is read as leave for one
// thing written ("in bold text": "text" is written once since 51bbdf1), so
// the model keeps writing asterisk-free answers the person no longer wants.
func TestSkeptic68eBoldTextIsNoThingWritten(t *testing.T) {
	got := remembered(t, said(around68e(
		"Please don't use bold, it shows up as asterisks in my app.",
		"You can put the key words in bold text again, the app shows it properly now.",
	)...))
	takenBackAt(t, got, 1, "the ban on bold", "bold")
}

// REGRESSION. A person loses: facts of their wedding to a dread of one
// dated day — "When I walk into the registry office on 14 June, don't tell
// me …" is a standing instruction since a month and a figure no longer make
// one occasion (only a weekday or "tomorrow" do), so it outranks the
// photographer and the best man in a small memory.
func TestSkeptic68eADatedDreadIsNoInstruction(t *testing.T) {
	msgs := []string{
		"[Mon 07:48] Wedding countdown! Registry office in Bath on 14 June, ceremony at 11.",
		"A: So exciting!",
		"[Mon 07:52] The florist is Petals of Walcot, peonies and eucalyptus, £480.",
		"A: Lovely.",
		"[Mon 08:03] When I walk into the registry office on 14 June, don't tell me anything about the weather forecast, I will panic.",
		"A: I won't.",
		"[Mon 08:10] The photographer is Ania Novak, she arrives at 10.",
		"A: Ok.",
		"[Mon 08:15] My best man is my brother Callum, he has the rings.",
		"A: Ok.",
		"[Mon 08:21] The meal is at the Olive Tree, 40 guests.",
		"A: Yum.",
	}
	within := rememberedWithin(t, said(msgs...), 55)
	if lineWith(within, "Ania", "Novak") == "" || lineWith(within, "Callum") == "" {
		t.Errorf("a dread of one dated day outranks the photographer and the best man:\n%s", within)
	}
	never31(t, session.LedgerRule,
		"When I walk into the registry office on 14 June, don't tell me anything about the weather.",
		"Wenn ich am 14. Juni ins Standesamt gehe, sag mir nicht, dass es regnet.",
	)
}

// Left at stop 68 (STILL MISSED, on a5fb7bc too): in a checklist "1 ✅ Venue
// …", "2 ❎ Florist …" the tick or cross, the only sign of what is done, is
// cut with the label; "Wenn ich am Morgen über meinen Job jammere, sag mir
// nicht …" is read as "morgen" (tomorrow) and "Cuando hablo de mi jefe los
// lunes, …" as one day, so neither is an instruction; "…, also kannst du mir
// die Preise wieder in Euro geben" gives no leave ("also kannst du" opens its
// clause); "You can use emojis again, it's for a birthday card" lifts the ban
// for every answer (the card is in the next clause).
