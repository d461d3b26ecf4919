package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A second skeptical review of stop 71's reading (afd2cab..6f08a75): each
// test is what a person would write to a chat model. A REGRESSION fails on
// 6f08a75 and passes on afd2cab; a STILL MISSED fails on both.

// REGRESSION: bansWord looks at every clause, so an order not to say a word
// that the person quotes from someone else, after a colon or a comma of
// reported speech, is read as an instruction to the assistant: the boss's
// "don't say problems", what the person told her daughter ("sag nicht
// cringe"), what a mother-in-law or the nurses say ("no digas …"). afd2cab
// read none of them as an instruction; the model would now stop saying
// "problems", "cringe", "tacos" because someone else was told to.
func TestSkeptic71bSomeoneElsesDontSayIsNoInstruction(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"My boss always says: don't say problems, say challenges. It drives me mad.", "boss"},
		{"Meine Tochter sagt seit Wochen nur noch \"cringe\". Ich hab gesagt: sag nicht cringe, aber sie lacht nur.", "Ich hab gesagt"},
		{"Mi suegra siempre me dice: no digas tacos delante de los niños. Tiene 79 años.", "suegra"},
		{"Ella está en la residencia de Jaén desde marzo. Las enfermeras le dicen: no digas tonterías, Carmen, que estás muy bien.", "enfermeras"},
	} {
		if k := kindWith(c.text, "A: Ok.", c.key); k == session.LedgerRule {
			t.Errorf("%q: someone else's words are read as an instruction", c.text)
		}
	}
}

// REGRESSION: the mother-in-law who says "no digas tacos …" is the one who
// is 79: afd2cab kept it one line ("Mi suegra siempre me dice: … Tiene 79
// años."); now the quoted ban is an instruction of its own and "Tiene 79
// años." a line that says nobody's age.
func TestSkeptic71bTheAgeStaysWithWhoseItIs(t *testing.T) {
	got := remembered(t, said("Mi suegra siempre me dice: no digas tacos delante de los niños. Tiene 79 años.", "A: Ok."))
	if lineWith(got, "suegra", "79") == "" {
		t.Errorf("no line says the mother-in-law is 79:\n%s", got)
	}
}

// REGRESSION: a parent telling of a teenager's word ("My teenager keeps
// saying literally. Stop saying literally, I tell her, but she won't.") —
// the second sentence is read as an instruction to the assistant, and the
// fact that the daughter keeps saying it is dropped (afd2cab kept "My
// teenager keeps saying literally.").
func TestSkeptic71bTheTeenagersHabitIsKept(t *testing.T) {
	text := "My teenager keeps saying literally. Stop saying literally, I tell her, but she won't."
	got := remembered(t, said(text, "A: Ok."))
	if lineWith(got, "teenager") == "" {
		t.Errorf("the teenager's habit is not kept:\n%s", got)
	}
	if k := kindWith(text, "A: Ok.", "I tell her"); k == session.LedgerRule {
		t.Errorf("what the parent tells the daughter is read as an instruction:\n%s", got)
	}
}

// REGRESSION: "Di" is also the Spanish "I gave" (dar): "Di clases de inglés
// veinte años …, no en Madrid capital" (I taught English) is read by
// saysWords/sayInstead as an order to say "clases de inglés", because a
// "no" opens a later clause. afd2cab read both as facts.
func TestSkeptic71bSpanishDiOfGivingIsNoOrderToSay(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Di clases de inglés veinte años en el instituto de Getafe, no en Madrid capital. Ahora estoy jubilada.", "Getafe"},
		{"Di clases de piano a mis nietos todo el verano, no a los vecinos. Ahora quiero aprender a tocar el ukelele.", "piano"},
	} {
		if k := kindWith(c.text, "A: Ok.", c.key); k == session.LedgerRule {
			t.Errorf("%q: what the person did is read as an instruction", c.text)
		}
	}
}

// REGRESSION: scratchesNews now keeps a take-back after news when its clause
// names textUnits — but the words may be the person's own piece of writing,
// not the answers. "…, so scrap the 800 words" (of Dad's eulogy) and "…, so
// scrap the 5 lines" (of Ella's poem) now take back the person's order on
// the assistant's replies: "Keep every reply under 100 words" and "Keep your
// answers to 5 lines max" are gone from memory, and with the eulogy line
// the fact that the vicar asked for 800 words. afd2cab kept all of them.
func TestSkeptic71bNewsOfTheirOwnWritingTakesNoRuleBack(t *testing.T) {
	got := remembered(t, said(
		"Keep every reply under 100 words please, I read them between shifts.", "A: Ok.",
		"I'm writing Dad's eulogy, the vicar said about 800 words.", "A: Ok.",
		"Bad news, the vicar says the service is only 20 minutes now, so scrap the 800 words, we need something nearer 400.", "A: Ok."))
	if l := lineWith(got, "under 100 words"); l == "" || strings.Contains(l, "(updated") {
		t.Errorf("the order on the replies is lost: %q\n%s", l, got)
	}
	if lineWith(got, "eulogy") == "" {
		t.Errorf("the eulogy is lost:\n%s", got)
	}
	got = remembered(t, said(
		"Keep your answers to 5 lines max.", "A: Ok.",
		"Bad news from school: Ella's poem for the assembly has to rhyme now, so scrap the 5 lines, she needs 8 rhyming ones.", "A: Ok."))
	if l := lineWith(got, "5 lines max"); l == "" || strings.Contains(l, "(updated") {
		t.Errorf("the order on the answers is lost: %q\n%s", l, got)
	}
}

// REGRESSION: restatesInstead joins "X instead of Y" onto the sentence
// before whatever that sentence is about, so one person's new time goes
// onto another's line ("Dad's flight lands at 9:40 on Friday. Mum's now
// 16:45 instead of 15:30."), and a new head count onto the cake's price.
// When Dad's flight or the cake changes, the joined line is marked
// updated, and Mum's 16:45 and the 14 guests — still current — read as
// stale. afd2cab kept them lines of their own.
func TestSkeptic71bAnInsteadOfOfSomeoneElseIsNotJoined(t *testing.T) {
	got := remembered(t, said(
		"Mum's train gets in at 15:30 on Friday.", "A: Ok.",
		"Dad's flight lands at 9:40 on Friday. Mum's now 16:45 instead of 15:30.", "A: Ok.",
		"Dad's flight is delayed, it lands at 11:20 now.", "A: Ok."))
	if l := lineWith(got, "16:45"); l == "" || strings.Contains(l, "(updated") {
		t.Errorf("Mum's new time is read as stale: %q\n%s", l, got)
	}
	got = remembered(t, said(
		"Dinner at the Crown for 12 people on Saturday at 7pm.", "A: Ok.",
		"The cake from Greggs is £45. Guests now 14 instead of 12.", "A: Ok.",
		"Actually the cake went up to £52.", "A: Ok."))
	if l := lineWith(got, "14"); l == "" || strings.Contains(l, "(updated") {
		t.Errorf("the new head count is read as stale: %q\n%s", l, got)
	}
}

// REGRESSION: a date within four words after "seit"/"since" is no new date
// of a plan — but "seit gestern" and "since yesterday" say since when the
// new date holds: "Die Hochzeit ist seit gestern auf den 21. Juni
// verschoben", "The wedding moved, since yesterday it's officially 21
// June". The old date is no longer marked updated (afd2cab marked both),
// and in German "der Flohmarkt ist seit der Vorstandssitzung am 27.
// September" brings back the 20th, which afd2cab had dropped as replaced.
func TestSkeptic71bANewDateSinceYesterdayIsANewDate(t *testing.T) {
	for _, c := range []struct{ plan, later, old string }{
		{"Die Hochzeit von meiner Schwester ist am 14. Juni in der Marienkirche.",
			"Die Hochzeit ist seit gestern auf den 21. Juni verschoben, die Kirche war doppelt belegt.", "14."},
		{"Our wedding is on 14 June at St Mary's.",
			"The wedding moved, since yesterday it's officially 21 June, the church double-booked.", "14"},
		{"Unser Flohmarkt ist am 20. September.",
			"Der Flohmarkt ist seit der Vorstandssitzung am 27. September, weil am 20. das Stadtfest ist.", "Unser"},
	} {
		got := remembered(t, said(c.plan, "A: Ok.", c.later, "A: Ok."))
		if l := lineWith(got, c.old); l != "" && !strings.Contains(l, "(updated") {
			t.Errorf("the old date is kept as current: %q\n%s", l, got)
		}
	}
}

// REGRESSION: agedAfterName makes "Carmen Ruiz, 91 años," an age, a kind no
// later sentence gives unless it too sets the years off by commas after a
// name: "Corrijo: la abuela Carmen tiene 92 años, no 91." no longer marks
// the first line updated (afd2cab did: both were "num:años").
func TestSkeptic71bACorrectedAgeStillUpdates(t *testing.T) {
	got := remembered(t, said(
		"Mi abuela, Carmen Ruiz, 91 años, vive con nosotros en Jaén.", "A: Ok.",
		"Corrijo: la abuela Carmen tiene 92 años, no 91.", "A: Ok."))
	if l := lineWith(got, "Ruiz"); l == "" || !strings.Contains(l, "(updated") {
		t.Errorf("the wrong age is kept as current: %q\n%s", l, got)
	}
}

// Left as notes at stop 71 (still missed before and after): orders not to say
// a word said otherwise ('Deja de decir runners, por favor', 'Hör bitte auf,
// Wanderer zu sagen', 'Don't use the word hikers', 'Ab jetzt bitte Läufer
// statt Runner') are read as plain facts; a take-back that writes the length
// with a hyphen ('so scrap the 100-word limit', 'the three-sentence rule')
// does not take the length rule back, and 'You can go longer' after it keeps
// nothing.
