package compression_test

import (
	"strings"
	"testing"
)

// Second review of stop 38 (7d8ee3a..0ec8374) by a skeptic helper. Each test
// below fails on 0ec8374 and says what the person would lose or what wrong
// line the model would be sent; each passed at 7d8ee3a (the change broke
// it). The sentences are this file's own.

// A standing instruction whose "always"/"never" stands after a modal or a
// "you're … to" ("You always have to tell me …", "Du musst mir immer sagen
// …", "You're never to mention …") is now no instruction, and no fact
// either: the message leaves no line at all, and once it is compacted the
// model stops citing its numbers or brings up the ex again. At 7d8ee3a each
// was kept as an instruction (the "you"/"du" in it was enough).
func TestSkeptic38bAHabitAfterAModalIsNotLost(t *testing.T) {
	for _, c := range [][2]string{
		{"You always have to tell me where you got the numbers from.", "where you got the numbers"},
		{"Du musst mir immer sagen, woher du das hast.", "woher du das hast"},
		{"You're never to mention my ex again.", "mention my ex"},
	} {
		got := remembered(t, said(c[0], "A: Ok.", "What's a good pasta recipe?", "A: Ok."))
		if lineOf(got, 1, c[1]) == "" {
			t.Errorf("the instruction %q left no line:\n%s", c[0], got)
		}
	}
}

// A wish or a polite request for the assistant to do a thing always or
// never, in every register ("Would you mind always …", "I'd like it if you
// always …", "Ich hätte gern, dass du mich immer duzt", "Würdest du mir
// immer …", "Prefiero que nunca uses emojis", formal "Usted me tiene que
// responder siempre …"), is now read as a fact or a question: it loses the
// instruction's place (kept last, whatever the room) and goes early when
// memory is short. At 7d8ee3a each was an instruction.
func TestSkeptic38bAWishForAHabitStaysAnInstruction(t *testing.T) {
	for _, c := range [][2]string{
		{"Would you mind always putting the prices in euros?", "euros"},
		{"Could you maybe always add the metric units?", "metric units"},
		{"It would help me if you always put the total at the end.", "total at the end"},
		{"I'd like it if you always answered in French.", "French"},
		{"I'd prefer if you never used emojis.", "emojis"},
		{"Dear assistant, you are never to use emojis with me.", "emojis"},
		{"Würdest du mir immer die Preise in Euro nennen?", "Euro"},
		{"Ich hätte gern, dass du mich immer duzt.", "duzt"},
		{"Ich will, dass du nie wieder Anglizismen benutzt.", "Anglizismen"},
		{"Prefiero que nunca uses emojis.", "emojis"},
		{"Me gustaría que siempre me trataras de usted.", "de usted"},
		{"Usted me tiene que responder siempre en castellano.", "castellano"},
	} {
		if ruleHolding(c[0], c[1]) == "" {
			t.Errorf("no instruction holding %q: %+v", c[1], read31(c[0]))
		}
	}
}

// Texting without punctuation, the condition and the order run together
// ("when i ask for code you always add comments pls"): the "always" follows
// "you" inside the condition's clause, so it is now read as a fact. At
// 7d8ee3a each was an instruction.
func TestSkeptic38bAnUnpunctuatedConditionalHabitStaysAnInstruction(t *testing.T) {
	for _, c := range [][2]string{
		{"when i ask for code you always add comments pls", "comments"},
		{"every time i ask about code you always add comments", "comments"},
		{"Every time I send you a recipe, you always convert it to grams.", "grams"},
	} {
		if ruleHolding(c[0], c[1]) == "" {
			t.Errorf("no instruction holding %q: %+v", c[1], read31(c[0]))
		}
	}
}

// A wish read as a fact is no longer taken back: after "Vergiss das mit den
// Anglizismen" / "Forget the French thing", the memory still tells the model
// the old wish beside the take-back, and which holds is left to the model.
// At 7d8ee3a the instruction was dropped when taken back.
func TestSkeptic38bATakenBackWishIsDropped(t *testing.T) {
	for _, c := range []struct{ first, back, key string }{
		{"Ich will, dass du nie wieder Anglizismen benutzt.", "Vergiss das mit den Anglizismen, ist mir egal.", "Anglizismen benutzt"},
		{"I'd like it if you always answered in French.", "Forget the French thing, English is fine.", "answered in French"},
	} {
		got := remembered(t, said(c.first, "A: Ok.", c.back, "A: Ok.", "What's a good pasta recipe?", "A: Ok."))
		if l := lineOf(got, 1, c.key); l != "" {
			t.Errorf("the taken-back instruction is still in the memory: %q\n%s", l, got)
		}
	}
}

// An up-front label before a one-off request with a verb of talking ("give
// me feedback on my CV", "talk me through how …", "keep me posted on the
// parcel", "sprich mit mir über die Finanzierung", "gib mir kurz Bescheid,
// ob …", "reply to me with the three options") now makes the request a
// standing instruction: the model is told for the rest of the conversation
// to keep giving CV feedback or explaining the boiler timer, and the line
// (with the interview's day or the bank's call on it) outranks facts as an
// instruction. At 7d8ee3a none was an instruction.
func TestSkeptic38bAnUpFrontOneOffTalkIsNoInstruction(t *testing.T) {
	for _, text := range []string{
		"First: give me feedback on my CV, the interview is on Monday.",
		"Before anything else: talk me through how the boiler timer works.",
		"Before I forget: keep me posted on the parcel.",
		"Before anything else: give me everything you know about the Dunkirk ferry.",
		"Before we start: reply to me with the three options you mentioned.",
		"Zuerst: sprich mit mir über die Finanzierung, die Bank ruft morgen an.",
		"Erstmal vorab: gib mir kurz Bescheid, ob du Excel-Dateien lesen kannst.",
	} {
		for _, l := range rulesIn(text) {
			t.Errorf("a one-off request read as an instruction: %q", l)
		}
	}
}

// A question asked once after an up-front "answer me honestly / reply with
// yes or no / respond briefly" is now a standing instruction, question and
// all: the model is told, for the rest of the conversation, "answer me
// honestly, is the flat worth 1,200 a month?" as a rule to keep. At 7d8ee3a
// the question was kept as a plain line, no instruction.
func TestSkeptic38bAQuestionAfterAnUpFrontOrderIsNoInstruction(t *testing.T) {
	for _, c := range [][2]string{
		{"First thing: answer me honestly, is the flat worth 1,200 a month?", "flat worth"},
		{"Quick thing first: reply to me with yes or no, is the bridge open on Sunday?", "bridge open"},
		{"First, before anything else: respond to me briefly, is the ferry running?", "ferry running"},
		{"Before anything: answer me quickly, can I freeze cooked rice?", "cooked rice"},
	} {
		if l := ruleHolding(c[0], c[1]); l != "" {
			t.Errorf("a question asked once read as an instruction: %q", l)
		}
	}
}

// After a take-back, a one-off task that says how to do it ("Explain
// photosynthesis in detail", "Explain in detail why my sourdough
// collapsed", "Give detailed feedback on my cover letter", "Erkläre
// ausführlich, wie …", "Explica con detalle cómo …") is now read as the new
// standing instruction: a way word ("detail", "detailed", "ausführlich",
// "detalle") within three words of the verb is enough, whatever the verb is
// to explain or write. The model is told to keep explaining photosynthesis
// or the VAT. At 7d8ee3a each task was a
// fact.
func TestSkeptic38bAHowTaskAfterATakeBackIsNoInstruction(t *testing.T) {
	for _, c := range [][2]string{
		{"Forget what I said about tables. Explain photosynthesis in detail.", "photosynthesis"},
		{"Forget the emoji thing. Explain in detail why my sourdough collapsed.", "sourdough"},
		{"Scrap the short answers thing. Give detailed feedback on my cover letter.", "cover letter"},
		{"Never mind the bullet points. Write detailed notes on chapter three for me.", "chapter three"},
		{"Vergiss die Stichpunkte. Erkläre ausführlich, wie die Grundsteuer funktioniert.", "Grundsteuer"},
		{"Olvida lo de las viñetas. Explica con detalle cómo funciona el IVA.", "IVA"},
	} {
		if l := ruleHolding(c[0], c[1]); l != "" {
			t.Errorf("a one-off task read as an instruction: %q", l)
		}
	}
}

// A change with no value, then an unrelated fact that opens on no article
// ("Übrigens ist der Zahnarzttermin …", "Por cierto, el dentista …", "Bin
// day is now Tuesday"): the fact is joined to the change's head, and when a
// later message gives the rent's or the fee's new value, the joined line is
// marked "(updated in #5)" — the model discounts the dentist on Monday or
// the new bin day, which nothing changed. At 7d8ee3a the fact stood on a
// line of its own, unmarked.
func TestSkeptic38bAChangeHeadDoesNotTakeAnAsideFact(t *testing.T) {
	for _, c := range []struct{ first, later, keep string }{
		{"Die Miete geht rauf. Übrigens ist der Zahnarzttermin am Montag um 16 Uhr.", "Die Miete ist jetzt 980 Euro im Monat, ab Juli.", "Zahnarzttermin"},
		{"Mi casero subió el alquiler. Por cierto, el dentista es el lunes a las 4.", "El alquiler ahora es de 850 euros al mes desde julio.", "dentista"},
		{"The council raised the parking fees. Bin day is now Tuesday.", "Parking fees are now £3.20 an hour from April.", "Bin day"},
	} {
		got := afterAnAside(t, c.first, c.later)
		l := lineOf(got, 1, c.keep)
		if l == "" || strings.Contains(l, "(updated in #5)") {
			t.Errorf("the %s is gone or marked as updated by #5: %q\n%s", c.keep, l, got)
		}
	}
}
