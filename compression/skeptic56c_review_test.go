package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of 793fd58 (stop 56, third review): each test fails on 793fd58 and
// passes on its parent b8999b2.

// noLineHolds56c fails when a line read of text holds word (lower-cased).
func noLineHolds56c(t *testing.T, text, word string) {
	t.Helper()
	for _, e := range read31(text) {
		if strings.Contains(strings.ToLower(e.Text), word) {
			t.Errorf("%q keeps %q: %v %q", text, word, e.Kind, e.Text)
		}
	}
}

// A clause after the named one that says something moved, but long ago, last
// time, or of someone else, or as a reason, is an aside still: movedTo keeps
// it, and with it everything before it ("they moved it to the afternoon last
// time" even reads as if the appointment had moved).
func TestSkeptic56cAPastMoveIsStillAnAside(t *testing.T) {
	for _, c := range []struct{ text, aside string }{
		{"The dentist appointment is at 10:30 on Tuesday, they moved it to the afternoon last time but it was fine.", "afternoon"},
		{"I've booked the table at Nando's for 7, they moved us to the window last time and it was freezing.", "window"},
		{"Meeting Dave at 2 at the garage, they put us in the waiting room for ages last time.", "waiting"},
		{"The quiz is at the Red Lion on Thursday at 8, which moved to the back room years ago.", "years"},
		{"The wedding is on 14 June in Harrogate, though they moved to the south a few years ago.", "south"},
		{"Dinner at Luigi's is booked for 8pm, because instead of sitting in the garden we fancied pasta.", "pasta"},
		{"The rent is 950 a month, but it was cheaper before we moved to the flat upstairs.", "cheaper"},
		{"I'm meeting Claire at 11 at Costa, she switched to the night shift so mornings are fine.", "shift"},
		{"Quedamos con Julia el viernes a las 8 en el bar de siempre, aunque lo cambiaron al otro lado de la plaza hace años.", "años"},
	} {
		noLineHolds56c(t, c.text, c.aside)
	}
}

// "they put us" and "nos ponen" say a new place only sometimes: on hold,
// through hell, "de los nervios" are no place, and the sentence is no new
// value to keep beside the named one.
func TestSkeptic56cPutUsInOtherSenses(t *testing.T) {
	for _, c := range []struct{ text, word string }{
		{"The flight to Rome is on the 9th at 6am. Last time they put us on hold for an hour when we called the airline.", "hold"},
		{"Our landlord Mr Patel wants the rent by the 1st. Last winter they put us through hell with the boiler.", "hell"},
		{"La boda de mi prima Marta es el 14 de junio en Toledo. Los discursos largos siempre nos ponen de los nervios.", "nervios"},
	} {
		noLineHolds56c(t, c.text, c.word)
	}
}

// Under a budget the "put us on hold" line counts as a move and takes the
// message's point from the flight: the newest message keeps nothing.
func TestSkeptic56cPutOnHoldCrowdsOutTheFlight(t *testing.T) {
	msg := "The flight to Rome is on the 9th at 6am. Last time they put us on hold for an hour when we called the airline."
	got := rememberedWithin(t, said(append(beforeOrders(), msg, "A: Noted.")...), 120)
	if lineWith(got, "Rome", "9th") == "" {
		t.Errorf("the flight is gone from the memory:\n%s", got)
	}
}

// A worry about who is to do something, settled in the "que" clause after
// it (someone does it, has offered, it is arranged), is no open question.
func TestSkeptic56cASettledWorryIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Lo que me quita el sueño: quién va a cocinar, que lo hace mi suegra como siempre.",
		"Lo que me preocupa: quién va a llevar a los niños al cole, que ya lo he hablado con mi madre y lo hace ella.",
		"Me preocupa una cosa: quién va a cuidar del perro, que al final se lo queda mi vecina.",
		"Lo que me quita el sueño: quién va a cuidar a mamá, que ya se ofreció mi hermana.",
		"Me preocupa: quién va a recoger a los niños, que ya me dijo mi madre que los recoge ella.",
		"Lo que me preocupa: quién va a llevar a la abuela, que ya lo arreglé con mi primo.",
	)
}

// The person's own "can't find out" is their open question, and "Er," is a
// filler, not the German "er": withoutOthersFinding takes both for someone
// else's finding out (two of them then keep no line at all).
func TestSkeptic56cOwnFindOutIsStillAsked(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"I still can't find out who's meant to fix the fence between us and Number 12.",
		"I've tried for days but can't find out where the parcel went.",
		"Why can't I find out who's in charge of the allotments?",
		"Sorry to bother you, can't find out what time the Christmas market opens in Bath.",
		"I can't find out where the parcel is, the tracking number is YT2391.",
		"Er, need to find out when the MOT is due on the Fiesta.",
	)
}
