package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The sixth review of stop 59 (d90db10 and the "I mean it" exceptions
// before it), hunting lost questions and orders the person never gave.

// "…, but he doesn't drive" / "…, but he hasn't confirmed yet" leave "who
// drives Gran?" as open as "…, but he can't get the day off" does: only
// can't/won't now keep it open (cannotDo), so the question is marked
// answered (a fact) and the model no longer knows nobody is driving Gran.
// Fails on 532503f; blames d90db10 (cannotDo replacing negated); passes on
// 468d990.
func TestAButOfNotDoingItKeepsWhoOpen59f(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Which leaves: who drives Gran to the airport on Friday? Tom, but he doesn't drive.",
		"Which leaves: who drives Gran to the airport on Friday? Tom, but he hasn't confirmed yet.",
	)
}

// A hedge before a name is no first name and surname: "Possibly Tom.",
// "Hopefully Tom.", "Ideally Tom." say who might do it, not who does. Two
// capitalized words now pass as "Tom Hughes", so the open question is marked
// answered. Fails on 532503f; blames d90db10 (namesWhoFirst taking two
// words); passes on 468d990.
func TestAHedgeBeforeANameLeavesWhoOpen59f(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Which leaves: who drives Gran to the airport on Friday? Possibly Tom.",
		"Which leaves: who drives Gran to the airport on Friday? Hopefully Tom.",
		"Which leaves: who drives Gran to the airport on Friday? Ideally Tom.",
	)
}

// rhetoricalWho now looks for "do" up to four words after any "who", so a
// real question of who takes a job, followed by ", do you think he is …",
// reads as "who does he think he is" and is lost as an open question (a
// fact; the label form too). Fails on 532503f; blames d90db10
// (rhetoricalWho's skip of "the hell"); passes on 468d990.
func TestWhoThenDoYouThinkIsNoRhetoricalWho59f(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Who is driving Saturday, do you think he is fit to drive? No idea.",
		"Something I still haven't sorted: who cooks Sunday, do you think they are ok with pizza?",
	)
}

// A programme named as "that TV show", "that cookery show", "dieser
// Sendung", "ese programa de la tele" is still a programme: onScreen now
// wants "on TV", "on the show", "bei/in der Sendung", "en el programa", so
// idle curiosity about a programme becomes the person's open task. Fails on
// 532503f; blames d90db10 (onScreen narrowed); passes on 468d990.
func TestAProgrammeNamedOtherwiseIsNoTask59f(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Who's cooking on that TV show tonight? No idea.",
		"Who's cooking tonight on the new cooking show? No idea.",
		"Wer kocht heute in dieser Sendung? Keine Ahnung.",
		"¿Quién cocina hoy en ese programa de la tele? Ni idea.",
	)
}

// "please" the verb is no please: "Important: short answers, nothing else
// will please the panel." is a note of the interview panel's taste, like
// "Important: short answers, the panel hates waffle" (a fact), yet a please
// anywhere now makes it an order to the assistant. Fails on 532503f; blames
// d90db10 (toThePerson reading pleaseWords in every clause); passes on
// 468d990.
func TestPleaseTheVerbIsNoOrder59f(t *testing.T) {
	never31(t, session.LedgerRule,
		"Important: short answers, nothing else will please the panel.",
	)
}

// After "My mum again." / "My brother again.", "I mean it, stop asking me
// if I'm seeing anyone", "… stop asking me to lend you money" and "… stop
// calling me names / so late" are said to the mum or the brother (the
// assistant neither calls nor borrows money, nor asks about dates), exactly
// like "stop asking me when I'm getting married": they become standing
// orders to the assistant. Fails on 532503f; blames 468d990 ("asking" an
// assistant's act, "calling me X" the assistant's) as kept by d90db10 (the
// if/whether/to exception, callWhen missing "so", "names", "twice"); passes
// on 1464e1f (and 3925eca).
func TestIMeanItStopAskingOrCallingMeIsSomeoneElses59f(t *testing.T) {
	never31(t, session.LedgerRule,
		"My mum again. I mean it, stop asking me if I'm seeing anyone.",
		"My mum again. I mean it, stop asking me whether I've found a job yet.",
		"My brother again. I mean it, stop asking me to lend you money.",
		"My brother again. I mean it, stop calling me names.",
		"My brother again. I mean it, stop calling me so late.",
		"My brother again. I mean it, stop calling me twice a day.",
	)
}
