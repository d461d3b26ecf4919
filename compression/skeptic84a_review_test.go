package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Regressions found reviewing the parts read at stop 84.

// German "mach" as an order verb: "Mach dir keine Sorgen, ich hab's einfach
// vergessen" (a comfort after the assistant's apology) holds "einfach", a
// way of answering, and was read as a standing instruction.
func TestSkeptic84aMachDirKeineSorgenIsNoInstruction(t *testing.T) {
	for text, key := range map[string]string{
		"Mach dir keine Sorgen, ich hab's einfach vergessen.": "Sorgen",
		"Mach dir nichts draus, war einfach Pech.":            "Pech",
		"Mach schnell, es ist kurz vor acht.":                 "acht",
	} {
		if k := kindWith(text, "A: Ok.", key); k == session.LedgerRule {
			t.Errorf("%q is read as an instruction", text)
		}
	}
	got := kindWithIn("Sorgen", "Ich plane den Geburtstag meiner Mutter.", "A: Entschuldigung, da habe ich mich bei der Gästezahl vertan.",
		"Mach dir keine Sorgen, ich hab's einfach überlesen. Wie viele Gläser brauche ich für 40 Gäste?")
	if got == session.LedgerRule {
		t.Errorf("a comfort after an apology is read as an instruction")
	}
}

// "quit" as an order verb: news of what the person quit ("Quit my book
// club, it was too formal") and "Quit worrying, it's simple really" hold a
// way of answering and were read as instructions.
func TestSkeptic84aQuittingIsNoInstruction(t *testing.T) {
	for text, key := range map[string]string{
		"Quit my book club, it was too formal.": "book club",
		"Quit worrying, it's simple really.":    "worrying",
	} {
		if k := kindWith(text, "A: Ok.", key); k == session.LedgerRule {
			t.Errorf("%q is read as an instruction", text)
		}
	}
}

// "Enough with the …" said by someone else (the boss at work) was read as
// the person's ban on formal answers.
func TestSkeptic84aEnoughWithSaidBySomeoneElse(t *testing.T) {
	text := "Enough with the formal stuff at work, my boss said. So now everyone wears jeans on Fridays."
	if k := kindWith(text, "A: Ok.", "boss"); k == session.LedgerRule {
		t.Errorf("%q is read as an instruction", text)
	}
}

// noOneFor: having no one to cook for, to go out with, to invite or to
// leave the house to is a person's life or a settled fact — not an open
// task of finding someone.
func TestSkeptic84aNoOneForCompanyIsNoOpenQuestion(t *testing.T) {
	for text, key := range map[string]string{
		"I've nobody to cook for since Bill passed, so I eat toast most nights.":         "Bill",
		"I have no one to go to the cinema with these days.":                             "cinema",
		"I've got no one to watch the football with since Dad died.":                     "football",
		"We have no one to invite from his side of the family, they cut ties years ago.": "invite",
		"I have nobody to leave the house to, so it goes to the cats' home.":             "house",
	} {
		if k := kindWith(text, "A: Ok.", key); k == session.LedgerQuestion {
			t.Errorf("%q is read as an open question", text)
		}
	}
}

// "todavía no resuelvo" of a puzzle one cannot do is chatter, not an open
// question ("Todavía no resuelvo el cubo de Rubik, pero mi nieto sí").
func TestSkeptic84aRubikNotSolvedIsNoOpenQuestion(t *testing.T) {
	text := "Todavía no resuelvo el cubo de Rubik, pero mi nieto sí. Tiene ocho años."
	if k := kindWith(text, "A: Ok.", "Rubik"); k == session.LedgerQuestion {
		t.Errorf("%q is read as an open question", text)
	}
}

// A take-back said as a statement with "anymore" now makes any order after
// it an instruction: a one-off task ("give me the detailed version of the
// pancake recipe", "the bullet points of the council letter") became a
// standing rule.
func TestSkeptic84aOneOffTaskAfterAStatementTakeBack(t *testing.T) {
	if k := kindWithIn("pancake", "Please use metric.", "A: Ok.",
		"You don't have to use metric anymore, we're back in Ohio. Now give me the detailed version of the pancake recipe."); k == session.LedgerRule {
		t.Errorf("the pancake recipe for once is read as an instruction")
	}
	if k := kindWithIn("council", "I take six tablets a day.", "A: Ok.",
		"You don't have to remind me about the pills anymore, Jen does it. Give me the bullet points of the council letter."); k == session.LedgerRule {
		t.Errorf("the council letter's bullet points for once are read as an instruction")
	}
}

// "write a proper/full <look>" after a take-back: a one-off list or a
// paragraph for the newsletter became a standing instruction.
func TestSkeptic84aProperThingAfterTakeBackIsATask(t *testing.T) {
	for _, c := range []struct{ first, text, key string }{
		{"Please keep answers short.", "You needn't keep it so short any more. Write a full list, my sister is coming and the fridge is empty.", "fridge"},
		{"Please keep answers short.", "You needn't keep it short anymore. Now write a proper list, the guests come Saturday and I need everything.", "guests"},
		{"Always answer in English.", "You don't have to answer in English anymore. Now write a full paragraph, in Spanish if you like, it's for the newsletter.", "full paragraph"},
		{"Please keep answers short.", "You don't have to keep it short anymore. Give me a full table, the rota for next week.", "rota"},
	} {
		if k := kindWithIn(c.key, c.first, "A: Sure.", c.text); k == session.LedgerRule {
			t.Errorf("%q: the task for once is read as an instruction", c.text)
		}
	}
}

// Limitation: the ban said as enough of something is only read in English
// with the listed phrases; "cut it out with" without "the", German "Hör auf
// mit …" and Spanish "Basta de …" stay facts (before the change too).
func TestSkeptic84aEnoughOfItInOtherWords(t *testing.T) {
	t.Skip("limitation: enoughWith lists only English phrases, and \"cut it out with\" only before \"the\"")
	kindsAre73(t, []kindCase73{
		{"Please cut it out with exclamation marks, it reads like shouting.", "exclamation", session.LedgerRule},
		{"Hör auf mit den Ausrufezeichen, das wirkt wie Schreien.", "Ausrufezeichen", session.LedgerRule},
		{"Basta de exclamaciones, por favor, parece que gritas.", "exclamaciones", session.LedgerRule},
	})
}
