package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// The fourth review of stop 59: what 3925eca (the third review's
// narrowing and widening) and 1464e1f (an apposition after a leading
// article) make wrong. Each test fails on the commit it names and passes on
// that commit's parent.

// joinedWith59d reports a line read from text that holds both words: two
// sentences joined into one.
func joinedWith59d(text, a, b string) (string, bool) {
	for _, e := range read31(text) {
		if strings.Contains(e.Text, a) && strings.Contains(e.Text, b) {
			return e.Text, true
		}
	}
	return "", false
}

// 1464e1f. A title after "A" ("A Mr Collins, from church, …") is now an
// apposition, so the sentence joins a head that says a job was filled
// ("The plumber is booked."), and the line reads as if Mr Collins were the
// plumber and Ms Rivera the dentist: the name is put to the wrong job. On
// 3925eca each sentence is its own line. A person who later asks "who's
// the plumber again?" gets the man from church.
func TestSkeptic59dATitledStrangerIsNotTheOneBooked(t *testing.T) {
	for _, c := range []struct{ text, head, name string }{
		{"The plumber is booked. A Mr Collins, from church, says his son could do the gutters.", "plumber", "Collins"},
		{"The dentist is booked. A Ms Rivera, our new neighbour, has a dog called Biscuit.", "dentist", "Rivera"},
	} {
		if line, ok := joinedWith59d(c.text, c.head, c.name); ok {
			t.Errorf("%q: %s and %s are one line, as if %s were the %s: %q", c.text, c.head, c.name, c.name, c.head, line)
		}
	}
}

// 1464e1f. In Spanish "A Lucía, …" is the preposition of the dative ("A
// Lucía le encanta bailar": Lucía loves dancing), no article; skipping it
// makes "A Lucía, mi prima, le encanta bailar" an apposition. After
// "¡Tenemos fotógrafo!" the line says the cousin is the photographer; after
// "La boda es en Sevilla." the neighbour's distaste for fish is joined to
// where the wedding is — two subjects in one line. On 3925eca they stay
// apart.
func TestSkeptic59dASpanishDativeIsNoApposition(t *testing.T) {
	for _, c := range []struct{ text, head, name string }{
		{"¡Tenemos fotógrafo! A Lucía, mi prima, le encanta bailar, así que la pongo en la mesa de los jóvenes.", "fotógrafo", "Lucía"},
		{"La boda es en Sevilla. A Carmen, la vecina, no le gusta el pescado.", "Sevilla", "Carmen"},
	} {
		if line, ok := joinedWith59d(c.text, c.head, c.name); ok {
			t.Errorf("%q: a dative 'A %s, …' is joined to the sentence before: %q", c.text, c.name, line)
		}
	}
}

// 3925eca. aimedAtAnswers now wants "me"/"mir" right after the verb (or
// dame, dime, a Spanish verb ending in -me, "schreib ruhig"): "Explain it
// to me …" (the "me" two words on) and "Write it all out …" (no one named,
// as plain an order to the assistant as there is) lose the order that the
// answers may be long. On c570263 both are rules.
func TestSkeptic59dLongAsYouLikeAfterAPlainVerbOfAnswering(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Explain it to me properly, as long as you like.",
		"Write it all out, long as you like.")
}

// 3925eca. After the aside "I mean it" a stop is now an order only of what
// answers give ("telling", "recipes", "lists"): "stop calling me buddy"
// (how the assistant addresses the person) and "stop asking me if I'm
// sure" (what its answers do) are rules without the aside, and saying "I
// mean it" — more emphasis, not less — now loses them (a fact
// "stop calling me buddy." at most). On c570263 they are rules.
func TestSkeptic59dIMeanItBeforeAStopOfTheAssistantsOwn(t *testing.T) {
	readAs(t, session.LedgerRule,
		"I mean it, stop calling me buddy.",
		"I mean it, stop asking me if I'm sure.")
}

// 3925eca. toldNotEveryTime reads only the sentence's first clause, so a
// lead-in clause of the person's own ("Oye,", "Und bitte,") pushes the ban
// on advice into the second and it is lost (the review meant "Hijo, …",
// someone addressed; "Oye" calls the assistant). On c570263 both are rules;
// now the Spanish and German are facts without their "Oye"/"Und bitte".
func TestSkeptic59dALeadInClauseBeforeABanOnAdvice(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Oye, no me digas que descanse cada vez que te cuente que estoy cansada.",
		"Und bitte, sag mir nicht jedes Mal, dass ich zum Arzt soll, wenn ich von meinem Rücken erzähle.")
}

// 3925eca. After "Which leaves: who …?" any capitalized word that is not a
// common one now "names who" ("Ugh", "Heaven", "Friday's"), and the
// negation is looked for only before the first comma ("Tom, but he can't
// get the day off"): the question of who drives Gran is marked answered
// when no one was named or the one named cannot. On c570263 it stays an
// open question; now it is a fact, and the person's open task is gone.
func TestSkeptic59dWhichLeavesAnsweredByNoOne(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Which leaves: who drives Gran to Heathrow on Friday? Ugh.",
		"Which leaves: who drives Gran to Heathrow on Friday? Heaven knows.",
		"Which leaves: who drives Gran to Heathrow on Friday? Friday's the problem.",
		"Which leaves: who drives Gran to Heathrow on Friday? Tom, but he can't get the day off.")
}

// 3925eca. "cooking", "baking", "cocina", "backt" are now jobs one takes on,
// so a shrugged question about who is on a TV show is kept as the person's
// open question — idle curiosity, as "Who's playing at the Proms tonight?"
// was ruled. On c570263 none is a question line.
func TestSkeptic59dWhoCooksOnTelevisionIsNoTask(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Who's cooking on Saturday Kitchen this week? No idea.",
		"Who's baking on Bake Off tonight? No idea.",
		"¿Quién cocina hoy en MasterChef? Ni idea.",
		"Wer backt heute bei der Backshow? Keine Ahnung.")
}

// 3925eca. thinksHeIs now holds any "think he's"/"think she's", and
// rhetoricalWho checks for "who"/"wer"/"wen" as substrings — of "whole",
// "answer", "went" as well. A real question the person puts ("do you think
// he's old enough for his own phone, when the whole class has one?") or an
// open job with an aside ("Who's driving Mum to her scan on Friday, do you
// think she's okay on the bus? No idea.") is now "asked of no one" and
// kept only as a fact. On c570263 both are open questions.
func TestSkeptic59dThinkHesIsNotWhoDoesHeThinkHeIs(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Something I still haven't figured out: do you think he's old enough for his own phone, when the whole class has one?",
		"Who's driving Mum to her scan on Friday, do you think she's okay on the bus? No idea.")
}

// 3925eca. toThePerson takes an "always" anywhere after "Important:",
// also in someone else's clause: "Important: short answers, the interview
// panel always cuts people off" is the person's note for the interview —
// the very case the third review ruled no order ("…, the panel hates
// waffle") — and is now an order that the assistant answer briefly. On
// c570263 it is a fact.
func TestSkeptic59dImportantWithSomeoneElsesAlways(t *testing.T) {
	never31(t, session.LedgerRule,
		"Important: short answers, the interview panel always cuts people off.")
}
