package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A review of d9a986d (parent 532503f). Each test fails on d9a986d and
// passes on 532503f; the sentences are ones people write to a chat assistant.

// mannerOnly ("fuss|mind|worry|problem|care") is matched as the start of any
// word anywhere in the "but" clause, so a "but he can't" that gives a reason
// holding "care", "minding" or "problem" is read as saying only how he does
// it, and the question after "Which leaves:" is taken as answered and lost.
// Tom cannot drive Gran: who drives her is still open (532503f kept it;
// cannotDo matched "can't").
func TestSkeptic59gMannerWordInsideAReasonHeCannot(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Party's all booked. Which leaves: who is driving Gran on Saturday? Tom, but he can't because he has to take care of his mum.",
		"Party's all booked. Which leaves: who is driving Gran on Saturday? Tom, but he can't come because of his back problem.",
		"Party's all booked. Which leaves: who is driving Gran on Saturday? Tom, but he can't as he's minding the twins.",
	)
}

// guessing is looked for in every word of the reply, so a plain answer of
// who ("Me, as usual", "My brother, he offered", "Mi hermano, como
// siempre") that goes on to guess about something else ("I'll probably take
// the van", "hopefully he remembers the wheelchair", "probablemente en su
// furgoneta") keeps the answered question as an open question in memory.
func TestSkeptic59gAGuessAfterAPlainAnswer(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Party's all booked. Which leaves: who is driving Gran on Saturday? Me, as usual, and I'll probably take the van.",
		"Party's all booked. Which leaves: who is driving Gran on Saturday? My brother, he offered, and hopefully he remembers the wheelchair.",
		"Todo reservado. Queda por saber: ¿quién lleva a la abuela el sábado? Mi hermano, como siempre, probablemente en su furgoneta.",
	)
}

// "a 'but' with any negation keeps it open": a "but" clause that says no to
// something other than whether he does it — "don't tell Gran yet", "not in
// that old Fiesta" — leaves the answer given ("Tom", "My dad") and the
// question stays open in memory (532503f: answered).
func TestSkeptic59gAButNotThatIsNotAboutWho(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Party's all booked. Which leaves: who is driving Gran on Saturday? Tom, but don't tell Gran yet.",
		"Party's all booked. Which leaves: who is driving Gran on Saturday? My dad, but not in that old Fiesta, thank God.",
	)
}

// After "I mean it", only "stop asking me if I'm sure" and "stop calling me
// <addressWords>" now count as the assistant's doing: the plainest orders
// to an assistant — stop asking if I want a summary, stop asking me to
// confirm every step, stop calling me dude/bro — are no rule any more
// (532503f: rules).
func TestSkeptic59gIMeanItOrdersToTheAssistantLost(t *testing.T) {
	readAs(t, session.LedgerRule,
		"I mean it, stop asking me if I want a summary at the end.",
		"I mean it, stop asking me whether you should carry on.",
		"I mean it, stop asking me to confirm every step.",
		"I mean it, stop calling me dude.",
		"I mean it, stop calling me bro.",
	)
}

// onScreen's new phrases are of a household's plans too: a "quiz show
// night" at the pub, a "game show night" at the office party, "el mando de
// la tele", "la factura de la tele". A job shrugged at ("No idea.", "Ni
// idea.") is no longer kept as the person's open question.
func TestSkeptic59gProgrammeWordsInARealJob(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Who's hosting the quiz show night at the pub this year? No idea.",
		"Who's organising the game show night for the office party? No idea.",
		"¿Quién trae el mando de la tele al piso nuevo? Ni idea.",
		"¿Quién paga la factura de la tele este mes? Ni idea.",
	)
}
