package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of 1d4c522 (stop 56, fifth review): each test fails on 1d4c522 and
// passes on e5e722b, the stop's start.

// "One thing:" and its kin before someone or something else that does
// something to the person ("the kids never listen to me", "die Katze weckt
// mich immer", "el autobús nunca me espera"): the "me", "mir", "mich"
// spokenToMe looks for is the object of a third person, and with the bare
// "always"/"never"/"nie"/"siempre"/"nunca" toTheAssistant takes for an
// order, a complaint becomes a standing instruction above everything. A
// generic "you" ("you never know", "the doctor always tells you") does too.
// (56d's cases all had "my"/"mein"/"mi" or no "me"; these have an article.)
func TestSkeptic56eThingLabelBeforeSomeoneWhoSpeaksToMeIsNoInstruction(t *testing.T) {
	never31(t, session.LedgerRule,
		"One thing: the kids never listen to me.",
		"One thing: the dog always follows me around the house.",
		"One more thing: the bus driver never waits for me.",
		"One thing: the cat always wakes me up at 5.",
		"One thing: the landlord never gets back to me.",
		"Noch eine Sache: die Kinder hören mir nie zu.",
		"Noch eine Sache: die Katze weckt mich immer um fünf.",
		"Noch eine Sache: der Bus kommt nie pünktlich, ich muss mir immer ein Taxi nehmen.",
		"Otra cosa: los niños nunca me hacen caso.",
		"Una cosa más: el autobús nunca me espera.",
		"Una cosa: el coche siempre me deja tirada en invierno.",
		"Una cosa: la vecina siempre me saluda en el ascensor.",
		"One thing: you never know with the weather up here.",
		"One last thing: the doctor always tells you to drink more water.",
	)
}

// "sag <Name> zu mir, nicht <Name>" is read wherever it stands, quotes of a
// text to translate, what a grandchild is to learn, the words for a card:
// calledAs has no look at the head before the colon, and the assistant is
// told to call the person "Oma" or "Opa".
func TestSkeptic56eSagZuMirInSomeoneElsesWordsIsNoName(t *testing.T) {
	never31(t, session.LedgerRule,
		"Übersetz bitte ins Englische: Sag Oma zu mir, nicht Frau Berger.",
		"Mein Enkel soll endlich lernen: sag Opa zu mir, nicht Herr Huber.",
		"Für die Karte an Paul: Sag Opa zu mir, nicht Großvater, das klingt so alt.",
	)
}

// A worry's "que"/"who" clause that settles it with a name, or an arranged
// "lo arreglé", "lo pagamos a medias", "has agreed to take", is read as
// settling nothing: onWhomItNames wants a possessive and a kin word ("mi
// vecina") or one of a few phrases, and an open question is made of a task
// already handed on (e5e722b: a fact or a decision).
func TestSkeptic56eAWorrySettledByANameIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Lo que me quita el sueño: quién va a cuidar al perro en agosto, que al final se lo queda Marta.",
		"Lo que me preocupa: quién va a recoger a Lucas, que lo recoge Carmen.",
		"Lo que me preocupa: quién va a recoger a los niños el jueves, que ya lo arreglé con la vecina.",
		"Lo que me preocupa: quién va a pagar la reforma del portal, que lo pagamos a medias con el del segundo.",
		"What's been keeping me up: who's going to drive Gran to the hospital on Monday, who Tom has kindly agreed to take.",
	)
}

// "Still can't find out …", "Still haven't managed to find out …": the
// person's own, subject unsaid, but "still" is no lead-in, so
// withoutOthersFinding takes it for someone else's "not" and the open
// question is lost (the code's own comment: "not 'can't find out …' with no
// subject, the person's own").
func TestSkeptic56eStillCantFindOutIsTheirOwnQuestion(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Still can't find out who owns the empty plot next to us, I need that for the planning objection.",
		"Still haven't managed to find out when the tip is open on Sundays.",
		"Tried the council website twice and still can't find out when the bins go out over Christmas.",
	)
}
