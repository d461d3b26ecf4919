package compression_test

import (
	"strings"
	"testing"
)

// A skeptical review of 668ca37 (the fifth review of stop 68: keepsAnother
// on the path of leave for a look, a clause opening with a reason word no
// second instruction, "text" written once only before "to"/"for", a month's
// full name beside a figure one occasion). Each test fails on 668ca37.
// REGRESSION: passes on 51bbdf1. STILL MISSED: fails there too.

// partlyKept69a fails unless message 1's line holding word is still sent,
// marked only partly updated: the other order in it still holds.
func partlyKept69a(t *testing.T, rule, later, word, what string) {
	t.Helper()
	got := remembered(t, said(around68e(rule, later)...))
	if l := lineOf(got, 1, word); !strings.Contains(l, "(partly updated in") {
		t.Errorf("%q after %q: %s is no longer sent as in force: %q\n%s", later, rule, what, l, got)
	}
}

// whollyLifted69a fails when message 1's line holding word is still sent
// unmarked or marked only partly updated: the person lifted all of it.
func whollyLifted69a(t *testing.T, rule, later, word string) {
	t.Helper()
	got := remembered(t, said(around68e(rule, later)...))
	if l := lineOf(got, 1, word); l != "" && (!strings.Contains(l, "(updated in") || strings.Contains(l, "partly")) {
		t.Errorf("%q after %q: the lifted ban is still sent as (partly) in force: %q\n%s", later, rule, l, got)
	}
}

// REGRESSION. A person loses: "keep your answers under 100 words", "halte
// dich kurz" — when the reason and the order share a clause with no comma
// between them ("and since I read on my phone keep your answers under 100
// words", "und da ich am Handy lese halte dich kurz"), the clause opens with
// a reason word and is skipped, so taking back the language drops the whole
// line and the length limit with it; on 51bbdf1 it is "(partly updated in
// #7)".
func TestSkeptic69aAReasonClauseHoldingTheOrderSurvivesATakeBack(t *testing.T) {
	partlyKept69a(t, "Always answer in Spanish, and since I read on my phone keep your answers under 100 words.",
		"Forget the Spanish thing.", "100", "the 100-word limit")
	partlyKept69a(t, "Antworte immer auf Deutsch und da ich am Handy lese halte dich kurz",
		"Vergiss das mit dem Deutsch.", "kurz", "the order to keep it short")
}

// STILL MISSED. A person loses: "always answer in Spanish" — "You can use
// emojis again" after "Never use emojis, and since I'm learning Spanish
// always answer in Spanish" marks the whole line "(updated in #7)": the
// clause that holds the language order opens with "since", is skipped as a
// reason, and the model is told the newer line replaces the language too.
// Lowercase and typed without an apostrophe, the same.
func TestSkeptic69aAReasonClauseHoldingTheOrderSurvivesALeave(t *testing.T) {
	partlyKept69a(t, "Never use emojis, and since I'm learning Spanish always answer in Spanish.",
		"You can use emojis again.", "Spanish", "answering in Spanish")
	partlyKept69a(t, "no emojis, and since im learning spanish always answer in spanish",
		"you can use emojis again", "spanish", "answering in Spanish")
	partlyKept69a(t, "Keine Emojis, und da ich Deutsch lerne antworte bitte immer auf Deutsch.",
		"Du kannst wieder Emojis benutzen.", "Deutsch", "answering in German")
}

// REGRESSION. A person is sent as still (partly) in force: their emoji ban
// after "You can use emojis again" — the reason they gave for it opens with
// a word the list of reason words lacks ("cos", "'cause", "cuz", "puesto
// que", "dado que", "zumal"), so "my boss reads your answers over my
// shoulder" counts as a second order of the line and the line is marked
// "(partly updated in #7)"; the only order in it was the ban, which the
// model keeps obeying. On 51bbdf1 it is "(updated in #7)".
func TestSkeptic69aAReasonInOtherWordsIsNoSecondOrder(t *testing.T) {
	for _, c := range []struct{ rule, leave, word string }{
		{"No emojis please, cos my boss reads your answers over my shoulder.", "You can use emojis again.", "emojis"},
		{"No emojis please, 'cause my boss reads your answers over my shoulder.", "You can use emojis again.", "emojis"},
		{"No emojis please, cuz my boss reads your answers over my shoulder.", "You can use emojis again.", "emojis"},
		{"Sin emojis, puesto que mi jefe lee tus respuestas.", "Ya puedes usar emojis otra vez.", "emojis"},
		{"Sin emojis, dado que mi jefe lee tus respuestas.", "Ya puedes usar emojis otra vez.", "emojis"},
		{"Keine Emojis, zumal mein Chef deine Antworten mitliest.", "Du kannst wieder Emojis benutzen.", "Emojis"},
	} {
		whollyLifted69a(t, c.rule, c.leave, c.word)
	}
}

// REGRESSION. A person is sent as still (partly) in force: their emoji ban
// after "You can use emojis again" — "and keep it that way", "keep it like
// that" only insist on the ban, yet read as a second order of the line, so
// it is marked "(partly updated in #7)" and the model is told part of the
// ban holds (there is no other part). On 51bbdf1 it is lifted.
func TestSkeptic69aInsistingOnABanIsNoSecondOrder(t *testing.T) {
	whollyLifted69a(t, "No emojis from now on, and keep it that way.", "You can use emojis again.", "emojis")
	whollyLifted69a(t, "No emojis please, keep it like that.", "You can use emojis again.", "emojis")
}

// STILL MISSED. A person loses: "always answer in Spanish", "always use
// metric units" — keepsAnother skips every part of the instruction that
// shares a word with the leave, and the leave's words are all of it ("You
// can use emojis in your answers again": "answers" is "answer"; "You can use
// emojis again": "use"), so the other order is skipped and the whole line is
// marked "(updated in #7)".
func TestSkeptic69aTheLeavesOwnWordsHideTheOtherOrder(t *testing.T) {
	partlyKept69a(t, "Never use emojis and always answer in Spanish.",
		"You can use emojis in your answers again.", "Spanish", "answering in Spanish")
	partlyKept69a(t, "Never use emojis and always use metric units.",
		"You can use emojis again.", "metric", "metric units")
}

// REGRESSION. A person is sent as lifted: their emoji ban for every answer
// — leave for emojis "in the text you write for my niece", "in the text I'm
// sending my landlord" is for one text, but "text" counts as a thing written
// only right before "to" or "for", so the ban is marked "(updated in #7)";
// and "she's 9" is lost from the leave's line. On 51bbdf1 the ban stays.
func TestSkeptic69aATextSomeoneGetsIsWrittenOnce(t *testing.T) {
	for _, leave := range []string{
		"Feel free to use emojis in the text you write for my niece, she's 9.",
		"You can use emojis in the text I'm sending my landlord, he loves them.",
	} {
		got := remembered(t, said(around68e("Never use emojis, my phone shows them as boxes.", leave)...))
		keptInForce(t, got, 1, "the emoji ban for the answers", "emojis")
		if strings.Contains(leave, "niece") && lineOf(got, 7, "9") == "" {
			t.Errorf("the niece's age is lost:\n%s", got)
		}
	}
}

// REGRESSION. A person loses in a small memory: "When I talk about the
// accident on 3 March, don't tell me it wasn't my fault" — a standing
// instruction about a past day, but a month beside a figure now makes it one
// occasion, so it is a plain fact and is dropped before the insurer and the
// physio; on 51bbdf1 it is an instruction and kept.
func TestSkeptic69aADreadAboutADatedPastDayStands(t *testing.T) {
	for _, dread := range []string{
		"[Tue 21:02] When I talk about the accident on 3 March, don't tell me it wasn't my fault.",
		"[Tue 21:02] When I talk about losing Dad in March 2021, don't tell me time heals.",
	} {
		msgs := []string{
			dread,
			"A: I won't.",
			"[Tue 21:05] The other driver's insurer is Admiral, claim number ADM-55821.",
			"A: Ok.",
			"[Tue 21:09] My physio is Dr Okafor at the Riverside clinic, Thursdays at 4.",
			"A: Ok.",
			"[Tue 21:14] The hearing is at Leeds Magistrates, my solicitor is Helen Marsh.",
			"A: Ok.",
			"[Tue 21:20] The car was written off, the payout was £6,200.",
			"A: Ok.",
		}
		within := rememberedWithin(t, said(msgs...), 45)
		if lineWith(within, "don't", "tell") == "" {
			t.Errorf("the standing instruction %q is dropped:\n%s", dread, within)
		}
	}
}

// REGRESSION. A person is sent: "dass es nicht meine Schuld war." ("that
// it was not my fault") and "dass die Zeit alle Wunden heilt." as lines of
// their own — the dated German dread is no instruction since 668ca37, so it
// is cut at "dass" as a fact, and the ban ("sag mir nicht") is sent without
// what it bans while the banned words read as the person's own claim.
func TestSkeptic69aAGermanDatedDreadKeepsWhatItBans(t *testing.T) {
	for _, c := range []struct{ dread, banned string }{
		{"Wenn ich vom Unfall am 3. März erzähle, sag mir nicht, dass es nicht meine Schuld war.", "Schuld"},
		{"Wenn ich über den Tod meines Vaters im März 2021 rede, sag mir nicht, dass die Zeit alle Wunden heilt.", "Wunden"},
	} {
		got := remembered(t, said(
			c.dread,
			"A: Verstanden.",
			"Mein Anwalt ist Herr Brandt aus Kassel, der nächste Termin ist am 12. um 9 Uhr.",
			"A: Ok.",
			"Die Versicherung zahlt 4.800 Euro für das Auto.",
			"A: Gut.",
		))
		if lineOf(got, 1, "sag", c.banned) == "" {
			t.Errorf("the ban is cut from what it bans:\n%s", got)
		}
	}
}

// Left as notes at stop 69 (STILL MISSED on 51bbdf1 and on 668ca37, not fixed):
// - "Sin emojis, y que tus respuestas sean siempre en español", "… y que las respuestas sean
//   cortas": a Spanish order in the subjunctive after "que" is no second order, so leave for
//   emojis marks the whole line updated, and "Olvida lo del español" drops "que sean respuestas
//   cortas".
// - "You can put the key words in bold text for me again": leave for bold is not read as lifting
//   "Please don't use bold" (the ban stays in force).
// - "When I walk into the registry office on the 14th of June, don't tell me …": a dread of one
//   day still outranks the photographer and the best man in a small memory ("on 3 May" is read
//   as one occasion since stop 69).
// - "Stop using emojis please.", "Please stop with the emojis, just stop.": "stop" is no ban
//   that leave for emojis lifts.
