package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// An eighth skeptical review of stop 61: 6b644fd ("in the bag", "on the
// house" out of placeIdioms; a puzzle's answer trimmed of "?¿!"; solvedWords
// only in lastHead; admires' "with" before a numeral for any subject;
// atAnAge; sighIdioms "a dónde vamos a parar con", "what day it is today";
// keptThere taken out). The sentences are this file's own.
//
// Each test fails on 6b644fd and passes on its parent 938b6cc.

// 1. atAnAge takes "how she/he does it at" with no "?" in the line as a
// sigh of admiring, whatever follows "at": a place is as common as an age,
// and chat often drops the "?". A practical open question is lost or kept
// as a fact.
func TestSkeptic61hHowSheDoesItAtAPlaceIsAQuestion(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"I don't know how she does it at the clinic, I'll ask her when she's back.",
		"Not sure how she does it at the till, I'll ask her on Monday.",
		"I don't know how he does it at the market, does he bring his own scales")
}

// 2. atAnAge also holds "wie er das mit", "wie sie das mit": German's
// everyday way of asking how someone will handle a matter ("wie er das mit
// der Anmeldung machen will"), not an age. Every such line without "?" is
// read as a fact: the open question is gone.
func TestSkeptic61hWieErDasMitIsAQuestion(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Ich weiß nicht, wie er das mit der Anmeldung machen will.",
		"Ich weiß noch nicht, wie sie das mit dem Umzug regeln wollen.",
		"Keine Ahnung, wie sie das mit dem Parken am Samstag machen.",
		"Weiß nicht, wie sie das mit den Kindern am Montag machen will.")
}

// 3. A numeral after with/con now ends admiring words of any subject
// ("they", "hacen"), so a practical question about how some people manage
// with a number of things (shifts, tickets, buses, rooms) is a fact.
func TestSkeptic61hHowTheyDoItWithTwoIsAQuestion(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"No sé cómo lo hacen con dos turnos, tengo que preguntarle al encargado.",
		"No sé cómo lo hacen con tres niños y una sola habitación, tengo que preguntar en el hotel.",
		"I don't know how they do it with two tickets for three of us, I'll ring the box office.",
		"I'm not sure how they do it with two buses, do they split the groups")
}

// 4. "what day it is" is a sigh only before "today" now, so the commonest
// forms of the sigh ("…, this week has been mad", "half the time",
// "anymore") are read as open questions.
func TestSkeptic61hWhatDayItIsStillASigh(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"No idea what day it is, this week has been mad.",
		"I don't know what day it is half the time.",
		"Honestly don't know what day it is anymore lol",
		"Not sure what day it is, to be honest, it's been that kind of week.")
}

// Left as they are, written here instead of as failing tests (each failed
// on 6b644fd's successor and passed on 938b6cc):
//   - "The contract is in the bag, they signed yesterday." marks "The
//     contract is at the solicitor's office." updated: "in the bag" is a
//     place again because "The passports are in the bag." is one (the
//     seventh review); the words do not tell the two apart;
//   - "Ted Birkett lends us his chairs for the fete, they're in his barn
//     behind the church." keeps no barn (keptThere was taken out at the
//     seventh review: a kept place stayed current after the thing moved).
