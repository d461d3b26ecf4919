package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A second review of stop 57 (39b0b1c): readings its changes made worse than
// at 97cfff4. Each test fails at 39b0b1c and passes at 97cfff4. The
// sentences are this file's own.

// A message that passes on someone else's advice — a therapist's, a
// teacher's, a coach's — goes on "Another thing, …" with more of it: the
// curt order past the head is theirs, to the person, not an order on the
// assistant's answers ("keep it short" would shorten every answer).
func TestSkeptic57bThingHeadInSomeoneElsesAdvice(t *testing.T) {
	never31(t, session.LedgerRule,
		"My therapist gave me two things to work on this month. First, say no more often. Another thing, stop apologising for everything.",
		"Ms Patel's tips for my son's English essay: use quotes. Another thing, keep it short.",
		"Feedback from my speech coach: slow down. One more thing, be concise.",
		"Meine Therapeutin hat mir zwei Aufgaben gegeben. Erstens öfter nein sagen. Noch eine Sache, entschuldige dich nicht ständig.",
	)
}

// An order past the head that the sentence itself says someone else gave
// ("Mum said, …") is reported: curt read the rest, "Mum said, stop
// apologising", as four words of order.
func TestSkeptic57bThingHeadBeforeAReportedCurtOrder(t *testing.T) {
	never31(t, session.LedgerRule, "Another thing, Mum said, stop apologising.")
}

// A curt order past the head, said to someone the sentence calls at its end
// ("…, Mum", "…, Papa", "…, papá"), is theirs: curt past a thing head does
// not ask spokenToLast, as the stop in ordered does.
func TestSkeptic57bThingHeadCurtOrderToSomeoneCalled(t *testing.T) {
	never31(t, session.LedgerRule,
		"Another thing, stop apologising, Mum.",
		"Noch eine Sache, fass dich kurz, Papa.",
		"Otra cosa, sé breve, papá.",
	)
}

// A stop past the head said to two people, to both of them, or to a partner
// ("…, Mum and Dad", "…, both of you", "…, honey") is no order to the
// assistant: spokenToLast knows only one or two capitalised words.
func TestSkeptic57bThingHeadStopSaidToOthers(t *testing.T) {
	never31(t, session.LedgerRule,
		"One last thing, stop sending me links to diets, Mum and Dad.",
		"Another thing, stop asking me about grandkids, both of you.",
		"One more thing, stop lecturing me about money, honey.",
	)
}

// A worry head before wonder at how someone manages is no open question,
// though a relative "who" ("quien", a conditional "si") stands in it:
// worriedUnknown took any "who" or "si" in the rest for what is asked.
func TestSkeptic57bWorryHeadBeforeAWonderWithARelativeWho(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"What keeps me up at night: I have no idea how my parents, who never earned much, paid off their mortgage so fast.",
		"What bugs me: I don't know how people who earn six figures can moan about tax.",
		"Lo que me preocupa: no sé cómo mi vecino, quien trabaja de noche, se puede permitir un Porsche.",
		"Lo que me quita el sueño: no sé cómo mi abuela crió a seis hijos si apenas tenía dinero.",
	)
}

// Nor is a rhetorical "who"/"whether" after a worry head, a complaint or
// an idiom with nothing to find out.
func TestSkeptic57bWorryHeadBeforeARhetoricalWho(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"What bugs me: I don't know who he thinks he is.",
		"What's bugging me: I honestly don't know who raised him to talk to waiters like that.",
		"On my mind lately: I don't know whether to laugh or cry about the whole thing.",
	)
}

// "Sarah rang." names who rang, not whom the "he" after it is: a "he" is
// not Sarah, and the line "Sarah rang … He's allergic to penicillin" puts
// Dad's allergy beside her (gotInTouch asks no gender of a bare name).
func TestSkeptic57bCallerJoinedToAnothersAllergy(t *testing.T) {
	for _, c := range []struct{ text, caller, what string }{
		{"Dad was admitted to Wexham Park last night. Sarah rang from the hospital. He's allergic to penicillin, so they've changed his antibiotics.", "Sarah", "penicillin"},
		{"My father-in-law Ray is staying with us over Easter. Susan phoned. He doesn't eat pork at all, so no ham.", "Susan", "pork"},
		{"Mi suegro Ramón viene en Semana Santa. Elena llamó. Él no come cerdo, así que nada de jamón.", "Elena", "cerdo"},
	} {
		if oneLine57(c.text, c.caller, c.what) {
			t.Errorf("%q: a line puts %s beside what is another's (%s): %v", c.text, c.caller, c.what, read31(c.text))
		}
	}
}
