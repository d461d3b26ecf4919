package compression_test

import "testing"

// Skeptical review of bab71a5 (stop 93's readings reviewed and fixed):
// FitLedger's moves now `marks(lower, newNow) || (marks(lower, movesTo) ||
// movedLater(lower)) && !onlyIf(lower)`, and nowNamed renews a line.
// Regressions pass on 23064b5 and fail on bab71a5; misses fail on both.

// sk93dUpdated fits an old line (message 0) that message 1 updates, message
// 1's aside and its update, and another message's line, in budgets that drop
// the old line's room and then an aside's more, and reports whether the
// update (the newest value) stays at each.
func sk93dUpdated(t *testing.T, old, aside, update string) {
	t.Helper()
	sk93fUpdated(t, old, [2]string{aside, update}, update)
}

// An "if" that asks nothing of the move: "We're moving the wedding to the
// 14th, if that's what you're asking", "If you're wondering, the quiz now
// starts at eight". The person means: the wedding IS on the 14th now; the
// quiz IS at eight. onlyIf finds "if" opening a clause and none of
// askingOrTelling in the next three words ("asking", "wondering" are not
// there), so the move is no move: with the old date updated, the change
// keeps Tom's speaker and loses the 14th altogether (the parent keeps it).
// Regression in FitLedger (whole conversations kept the same on both).
func TestSk93dAnIfThatAsksNothingOfTheMoveKeepsIt(t *testing.T) {
	sk93dUpdated(t, "The wedding is on the 7th at St Mary's, reception at the golf club.",
		"Tom's bringing the big speaker and the fairy lights from his shed on Friday.",
		"We're moving the wedding to the 14th, if that's what you're asking.")
	sk93Fit(t, []string{"Tom's bringing the big speaker and the fairy lights from his shed on Friday.", "If you're wondering, the quiz now starts at eight."},
		"If you're wondering, the quiz now starts at eight.")
}

// "If not earlier" bounds the new time, it is no condition of it. The person
// means: the quiz starts at eight now (seven was the old time). The change
// reads "if" opening the clause: at 210 of 271 it keeps Tom's speaker and
// neither time; the parent keeps old and new, at 163 the new one.
// Regression in FitLedger.
func TestSk93dIfNotEarlierKeepsTheNewTime(t *testing.T) {
	sk93dUpdated(t, "The quiz is at seven in the Legion hall, two pounds a head.",
		"Tom's bringing the big speaker and the fairy lights from his shed on Friday.",
		"The quiz now starts at eight, if not earlier.")
}

// A "when" of the past is when the person heard it, not a condition: "When
// I rang the hall, they said the quiz now starts at eight." onlyIf exempts a
// "when" inside a clause only, and askingOrTelling has "talk", "speak", not
// "rang", "called", "spoke". The person means: the quiz starts at eight now.
// At the change the newest time is lost at both budgets, Tom's speaker kept.
// Regression in FitLedger.
func TestSk93dAWhenOfThePastIsNoCondition(t *testing.T) {
	sk93dUpdated(t, "The quiz is at seven in the Legion hall, two pounds a head.",
		"Tom's bringing the big speaker and the fairy lights from his shed on Friday.",
		"When I rang the hall, they said the quiz now starts at eight.")
}

// An "if" in the clause of the move that conditions another verb: "We're
// moving the dance to the Legion hall because the barn roof leaks if it so
// much as drizzles." The person means: the dance is in the Legion hall now,
// for good. At 261 of 316 the change keeps the STALE "Hanlon's barn" line
// and Tom's speaker and drops the move (the worst case: the old place
// outlives the new); at 183 it keeps only Tom's speaker. The parent keeps
// the move at both. Regression in FitLedger.
func TestSk93dAConditionOfAnotherVerbKeepsTheMove(t *testing.T) {
	sk93dUpdated(t, "The dance is in Hanlon's barn on Saturday from eight.",
		"Tom's bringing the big speaker and the fairy lights from his shed on Friday.",
		"We're moving the dance to the Legion hall because the barn roof leaks if it so much as drizzles.")
}

// A condition said without a condition word: "Bei Regen verschieben wir auf
// Sonntag" (in case of rain), "Sollte es regnen, …", "Regnet es, …", "En
// caso de lluvia, lo pasamos al domingo". movedLater makes each a move and
// onlyIf, looking for wenn/falls/si, lets it through. The person means: the
// barbecue is on Saturday the 12th (Sunday only if it rains). Whole, at 56
// words the change keeps the rain line and loses Saturday (the parent keeps
// Saturday; also at 40 and 72); in FitLedger the same for "Regnet es" and
// the Spanish. Regression.
func TestSk93dAConditionWithoutIfIsNoMove(t *testing.T) {
	for _, rain := range []string{"Bei Regen verschieben wir auf Sonntag.", "Sollte es regnen, verschieben wir auf Sonntag."} {
		if got := sk93Kept("Das Grillfest ist am Samstag, dem 12., um zwei bei uns im Garten. "+rain, 56); !sk93Holds(got, "Grillfest") {
			t.Errorf("%q: Saturday is lost at 56 words; kept of the message %q", rain, got)
		}
	}
	sk93Fit(t, []string{"Das Grillfest ist am Samstag, dem 12., um zwei bei uns im Garten.", "Regnet es, verschieben wir auf Sonntag."}, "Das Grillfest ist am Samstag, dem 12., um zwei bei uns im Garten.")
	sk93Fit(t, []string{"La barbacoa es el sábado 12 a las dos en el jardín de casa.", "En caso de lluvia, lo pasamos al domingo."}, "La barbacoa es el sábado 12 a las dos en el jardín de casa.")
}

// The English of the case above, and a conditional switch: "Should it rain,
// we're moving it to Sunday", "In case of rain, we're moving it to Sunday",
// "If it rains we're switching to the church hall" (newNow's "switching" is
// never asked onlyIf). The person means: the barbecue is on Saturday the
// 12th in the garden. In FitLedger the rain line takes the point.
// Miss: fails on both 23064b5 and bab71a5.
// A miss left at stop 93 (the test failed before the change too) — not kept as a test. Its sentences:
//   Should it rain, we're moving it to Sunday.
//   In case of rain, we're moving it to Sunday.
//   If it rains we're switching to the church hall.
//   The barbecue is on Saturday the 12th at two in our back garden.
//   The barbecue is on Saturday the 12th at two in our back garden.

// "verschieb… auf" that moves no plan: "Der Chef verschiebt die Schuld auf
// mich" (shifts the blame onto me), "Ich verschiebe die Fotos auf die
// externe Festplatte" (moving files). The person means: the project is due
// Friday 14 March at noon. In FitLedger the aside takes the point at the
// change. Regression in FitLedger (whole conversations kept the same).
func TestSk93dVerschiebenAufOfBlameOrFilesIsNoMove(t *testing.T) {
	for _, aside := range []string{"Der Chef verschiebt die Schuld auf mich.", "Ich verschiebe die Fotos auf die externe Festplatte."} {
		sk93Fit(t, []string{"Die Abgabe für das Projekt ist am Freitag, dem 14. März, um zwölf Uhr.", aside}, "Die Abgabe für das Projekt ist am Freitag, dem 14. März, um zwölf Uhr.")
	}
}

// A thing handled, no plan moved: "La crema la pasamos por la batidora"
// (we blend it), "Luego lo pasamos al horno veinte minutos" (into the oven),
// "Al bebé lo pasamos a la cuna cuando se duerme" (to the cot), "La maceta
// la movemos para que le dé el sol" ("para que" is "so that"). The person
// means: Christmas Eve dinner is at my mother's at nine, fourteen of us. In
// FitLedger the aside takes the point at the change.
// Regression in FitLedger (whole conversations kept the same).
func TestSk93dAThingHandledIsNoMove(t *testing.T) {
	for _, aside := range []string{"La crema la pasamos por la batidora.", "Luego lo pasamos al horno veinte minutos.",
		"Al bebé lo pasamos a la cuna cuando se duerme.", "La maceta la movemos para que le dé el sol."} {
		sk93Fit(t, []string{"La cena de Nochebuena es en casa de mi madre, a las nueve, somos catorce.", aside}, "La cena de Nochebuena es en casa de mi madre, a las nueve, somos catorce.")
	}
}

// "now" as a discourse word before someone who thinks something: "Okay now
// Dad reckons it'll rain", "Great now Mum thinks I'm being dramatic" —
// saidOfIt has "is", "says", "will", not "reckons", "thinks". The person
// means: the removal van comes Friday the 9th at seven. In FitLedger the
// remark takes the point at the change. Regression in FitLedger (whole, no
// difference seen).
func TestSk93dNowBeforeSomeoneWhoThinksIsNoNewName(t *testing.T) {
	for _, aside := range []string{"Okay now Dad reckons it'll rain.", "Great now Mum thinks I'm being dramatic."} {
		sk93Fit(t, []string{"The removal van comes on Friday the 9th at seven, and the keys go back to the agent by noon.", aside}, "The removal van comes on Friday the 9th at seven, and the keys go back to the agent by noon.")
	}
}

// A chat sign-off in capitals after "now": "Dinner now TTYL", "Gotta eat now
// BRB" — nowNamed reads the abbreviation as a name. The person means: the
// removal van comes Friday the 9th. In FitLedger the sign-off takes the
// point at the change. Regression in FitLedger (whole, no difference seen).
func TestSk93dNowBeforeAChatAbbreviationIsNoNewName(t *testing.T) {
	for _, aside := range []string{"Dinner now TTYL.", "Gotta eat now BRB."} {
		sk93Fit(t, []string{"The removal van comes on Friday the 9th at seven, and the keys go back to the agent by noon.", aside}, "The removal van comes on Friday the 9th at seven, and the keys go back to the agent by noon.")
	}
}

// "now" before how long something has lasted: "Been sat here now 40
// minutes" — a figure after "now", nothing updated. The person means: the
// removal van comes Friday the 9th (the grumble is about waiting). In
// FitLedger the grumble takes the point at the change.
// Regression in FitLedger (whole, no difference seen).
func TestSk93dNowBeforeHowLongIsNoNewValue(t *testing.T) {
	sk93Fit(t, []string{"The removal van comes on Friday the 9th at seven, and the keys go back to the agent by noon.", "Been sat here now 40 minutes."},
		"The removal van comes on Friday the 9th at seven, and the keys go back to the agent by noon.")
}

// What something is now without a verb, but not a capitalised name or a
// figure: "Venue now the Legion hall.", "Start now half seven." The person
// means: the venue / the start has changed. nowNamed wants a capital or a
// digit after "now"; in FitLedger Tom's speaker keeps the point.
// Miss: fails on both 23064b5 and bab71a5.
// A miss left at stop 93 (the test failed before the change too) — not kept as a test. Its sentences:
//   Venue now the Legion hall.
//   Start now half seven.
//   Tom's bringing the big speaker and the fairy lights from his shed on Friday.

// Politeness read as a condition: "Lo pasamos a las ocho, si te parece"
// (if that suits you), "Lo cambiamos por cordero, si os parece bien", "Si,
// lo pasamos al domingo" ("si" typed for "sí", yes), "Wenn du fragst: wir
// verschieben auf Montag" (askingOrTelling has "fragt", "fragen", not
// "fragst"). The person means: it is at eight now / lamb instead / Sunday /
// Monday. movedLater finds each and onlyIf takes it back; in FitLedger
// (fixed at stop 93 but "Si, lo pasamos al domingo", a "si" typed for "sí",
// which still reads as a condition: a miss left);
// Tomás's speaker keeps the point. Miss: fails on both (the parent never
// read these moves; the change says it now does).
func TestSk93dPolitenessIsNoCondition(t *testing.T) {
	for _, c := range [][2]string{
		{"Tomás trae el altavoz grande y las luces del garaje el viernes por la tarde.", "Lo pasamos a las ocho, si te parece."},
		{"Tomás trae el altavoz grande y las luces del garaje el viernes por la tarde.", "Lo cambiamos por cordero, si os parece bien."},
		{"Tom bringt am Freitag die große Box und die Lichterkette aus seinem Schuppen mit.", "Wenn du fragst: wir verschieben auf Montag."},
	} {
		sk93Fit(t, []string{c[0], c[1]}, c[1])
	}
}
