package compression_test

import "testing"

// The review of c551528 (a value opening the sentence after another joins
// it; "nicht mehr" after a count; a name after "my husband"; German counts
// of hundreds in one word). The sentences are this file's own.

// REGRESSION (fails on c551528, passes on its parent): a price that opens
// its sentence without "for" in its first words is not the price of what
// the sentence before is about ("£45 a month on parking", "240 euros el
// coche de alquiler"). Joined, a new date of the car's service or of the
// flat marks the parking and the hire car "(updated in #3)".
func TestSkeptic62bAPriceOfSomethingElseLeavesTheLineBeforeAlone(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		kept string
	}{
		{[]string{
			"The car goes in for its service on Tuesday. £45 a month on parking at the station, which is daylight robbery.", "A: Ok.",
			"The service is on Wednesday now.", "A: Ok.",
		}, "£45 a month on parking"},
		{[]string{
			"Nuestro piso de la playa está reservado del 3 al 10 de agosto. 240 euros el coche de alquiler para toda la semana, con seguro.", "A: Ok.",
			"El piso ahora es del 5 al 12 de agosto.", "A: Ok.",
		}, "240 euros el coche de alquiler"},
	} {
		leftUnmarked(t, c.msgs, c.kept, "a new date of something else")
	}
}

// REGRESSION (fails on c551528, passes on its parent): "for" that says what
// a price is for is looked for only in its first three words; "£12 a week
// each for the kids' swimming" says it at the fifth and joins the boiler
// service, whose new day then marks the swimming price old.
func TestSkeptic62bAPurposeSaidAFewWordsInLeavesTheLineBeforeAlone(t *testing.T) {
	leftUnmarked(t, []string{
		"The boiler service is on Tuesday at 8. £12 a week each for the kids' swimming, which adds up.", "A: Ok.",
		"The boiler service is on Wednesday at 8 now.", "A: Ok.",
	}, "£12 a week each for the kids' swimming", "a new day of the boiler service")
}

// REGRESSION (fails on c551528, passes on its parent): any value opening a
// sentence joins now, not a price only: a count ("14 kids in her class")
// goes onto the parents' evening, and its new day marks the class size old.
func TestSkeptic62bACountOpeningASentenceIsNoPriceOfTheOneBefore(t *testing.T) {
	leftUnmarked(t, []string{
		"Parents' evening is on Thursday at 6. 14 kids in her class this year, which is tiny for a city school.", "A: Ok.",
		"Parents' evening has moved to Friday at 6.", "A: Ok.",
	}, "14 kids in her class", "a new day of parents' evening")
}

// REGRESSION (fails on c551528, passes on its parent): nor a time: "8:40
// drop-off at school" is the school's, not the swimming lessons', and their
// new day must not mark it old.
func TestSkeptic62bATimeOpeningASentenceIsNoPriceOfTheOneBefore(t *testing.T) {
	leftUnmarked(t, []string{
		"Swimming lessons for the kids start on Monday at 5. 8:40 drop-off at school from next week, they've changed the gates.", "A: Ok.",
		"Swimming lessons start on Tuesday at 5 now.", "A: Ok.",
	}, "8:40 drop-off", "a new day of the swimming lessons")
}

// STILL MISSED (fails on both): a name after "my partner", "my boyfriend",
// "mi esposo", "mi pareja" is as much a name as after "my husband", "mi
// marido": who Will or Ton is is lost.
func TestSkeptic62bANameAfterAPartnerIsAName(t *testing.T) {
	for _, c := range []struct{ msg, name, role string }{
		{"My partner Will is an electrician and does the lights for the marquee, the bulbs and the sound system. Funny thing: Will doesn't drink wine, never has, can't stand it since he was a boy. He's the only man from Rioja I know who goes to the Wine Battle and drinks water. I love him anyway, but it's embarrassing.", "Will", "electrician"},
		{"My boyfriend Will is an electrician and does the lights for the marquee, the bulbs and the sound system. Funny thing: Will doesn't drink wine, never has, can't stand it since he was a boy. He's the only man from Rioja I know who goes to the Wine Battle and drinks water. I love him anyway, but it's embarrassing.", "Will", "electrician"},
		{"Mi esposo Ton es electricista y se encarga de la luz de la carpa, de las bombillas y del equipo de música. Lo curioso: Ton no bebe vino, nunca en la vida, le da asco desde niño. Es el único riojano que conozco que va a la Batalla del Vino y bebe agua. Lo quiero igual, pero me da vergüenza.", "Ton", "electricista"},
		{"Mi pareja Ton es electricista y se encarga de la luz de la carpa, de las bombillas y del equipo de música. Lo curioso: Ton no bebe vino, nunca en la vida, le da asco desde niño. Es el único riojano que conozco que va a la Batalla del Vino y bebe agua. Lo quiero igual, pero me da vergüenza.", "Ton", "electricista"},
	} {
		got := remembered(t, said(c.msg, "A: Ok."))
		if lineOf(got, 1, c.name, c.role) == "" {
			t.Errorf("%q: who %s is is lost:\n%s", c.msg[:24], c.name, got)
		}
	}
}

// Still missed after the fix (written as comments, not tests: they fail on
// c551528, on its parent and after the fix):
//   - "Booked the hotel in Porto for 3 to 6 June. €60 a night for two,
//     breakfast included and free parking.": the price stays a line of its
//     own ("for two" says how many, not what it is for).
//   - "Ich habe neue Winterreifen für den Golf bestellt. Kostet 85 Euro mit
//     Versand.": German's capitalized nouns stop the join.
//   - "dreihundertfünfzig Gläser", "zwölfhundert Gläser": only plain
//     hundreds and thousands in one word are value words.
