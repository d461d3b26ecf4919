package compression_test

import (
	"strings"
	"testing"
)

// Review of 0c3b0db (against aae5476). Each test fails on 0c3b0db and passes
// on aae5476. The sentences are this file's own.

// "Never mind that I said/wanted/asked for …" takes back what the person
// said: concessive reads any "never mind that" before a subject pronoun —
// "I" among them — as "although", and the instruction stays current.
func TestSkeptic36bNeverMindThatITakesBack(t *testing.T) {
	for _, c := range []struct{ rule, later, key string }{
		{"Please always give me measurements in metric.", "Never mind that I said metric, imperial is fine.", "metric"},
		{"Please use bullet points whenever you list things for me.", "Never mind that I wanted bullet points, plain paragraphs are fine now.", "bullet"},
		{"Please use bullet points whenever you list things for me.", "Never mind that I asked for bullet points, I'd rather have plain paragraphs.", "bullet"},
	} {
		got := remembered(t, said(c.rule, "A: Ok.", c.later, "A: Ok."))
		if sentAsCurrent(got, 1, c.key) {
			t.Errorf("after %q the instruction is still sent as current:\n%s", c.later, got)
		}
	}
}

// A take-back that names the weekday of what it takes back ("the Monday
// standup") is read as news of a schedule: timedChange finds a date in the
// clause of "anymore", though the sentence speaks to the assistant.
func TestSkeptic36bTakeBackNamingAWeekday(t *testing.T) {
	got := remembered(t, said("Please always mention the Monday standup when you plan my week.", "A: Ok.",
		"You don't need to mention the Monday standup anymore.", "A: Ok."))
	if sentAsCurrent(got, 1, "standup") {
		t.Errorf("the instruction is still sent as current:\n%s", got)
	}
}

// News that something is no longer so, with a "you"/"te" only at the far end
// of the sentence ("…, and you know what she's like", "… antes que el sol te
// cocine"), now takes back an unrelated instruction that shares a word: the
// sister no longer speaking German drops "answer me in German".
func TestSkeptic36bNewsWithAFarYouTakesNothingBack(t *testing.T) {
	for _, c := range []struct{ rule, later, key string }{
		{"Always answer me in German, please, I'm practising.", "My sister doesn't speak German anymore since she moved, she says it's rusty, and you know what she's like.", "German"},
		{"Cuando te pida planes, propón siempre algo en el parque.", "Ya no entrenamos en el parque, ahora vamos al polideportivo, con la fresca, antes que el sol te cocine.", "parque"},
	} {
		got := remembered(t, said(c.rule, "A: Ok.", c.later, "A: Ok."))
		if !sentAsCurrent(got, 1, c.key) {
			t.Errorf("after %q the instruction is gone:\n%s", c.later, got)
		}
	}
}

// A message's second line that is only a grumble with a number in it ("3
// weeks of cold showers", "rung them 5 times") is now worth as much as a
// message's best line, and a full memory keeps it over the dog's fear of
// fireworks.
func TestSkeptic36bNumberedGrumbleOverAFact(t *testing.T) {
	for _, grumble := range []string{
		"Honestly that's about 3 weeks of cold showers, I'm done.",
		"I've rung them 5 times already, so annoying.",
	} {
		got := rememberedWithin(t, said(
			"The boiler engineer Tomasz Wrobel comes on Thursday the 9th. "+grumble, "A: Ok.",
			"Our dog Biscuit is scared of fireworks, so we need somewhere quiet.", "A: Ok.",
			"My sister Karen is allergic to peanuts, so no satay at the party.", "A: Ok."), 46)
		if !strings.Contains(got, "Biscuit") {
			t.Errorf("the dog's line is lost to %q:\n%s", grumble, got)
		}
	}
}
