package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Second review of stop 29 (1a37de4..b844925) by a skeptic helper: each test
// failed on that code (fixed after it), and shows what a person would lose,
// or what wrong line the model would be sent.

// notUpdated fails when the line holding keys is gone or reads as updated.
func notUpdated(t *testing.T, got, what string, keys ...string) {
	t.Helper()
	if l := lineWith(got, keys...); l == "" || strings.Contains(l, "(updated in") {
		t.Errorf("%s is gone or reads as changed:\n%s", what, got)
	}
}

// "teurer" (98c84d5) is also a comparison: a new hotel that is dearer than
// the one before marks the first hotel's price as changed.
func TestSkeptic29bComparisonIsNoChange(t *testing.T) {
	got := remembered(t, said(append(german(),
		"Das Hotel Post in Bamberg kostet 95 Euro pro Nacht, mit Frühstück.",
		"A: Gut.",
		"Das Hotel Adler ist teurer als das Hotel Post, 120 Euro pro Nacht.",
		"A: Verstehe.")...))
	notUpdated(t, got, "the Hotel Post's price", "Post", "95")
	got = remembered(t, said(
		"El piso de Atocha sale por 950 euros al mes, con la comunidad incluida.",
		"A: Vale.",
		"El piso de la calle Goya es más caro que el de Atocha, 1.200 euros al mes.",
		"A: Vaya.",
	))
	notUpdated(t, got, "the Atocha flat's rent", "Atocha", "950")
}

// "pasa a las" (98c84d5) is also "drops by at": Lola dropping by for the keys
// at six marks the time of her party as changed.
func TestSkeptic29bPasaALasIsDroppingBy(t *testing.T) {
	got := remembered(t, said(
		"La fiesta de cumpleaños de Lola es el sábado a las nueve en su casa de Chamberí.",
		"A: ¡Qué bien!",
		"Mañana mi vecina Lola pasa a las seis a por las llaves del trastero.",
		"A: Apuntado.",
	))
	notUpdated(t, got, "Lola's party", "fiesta", "nueve")
}

// "gone down" (9529057) is also falling ill, "went down" going somewhere: the
// physio appointment and the check-up read as changed.
func TestSkeptic29bGoneDownWithFlu(t *testing.T) {
	got := remembered(t, said(
		"Mum's physio is on Friday at 10am at the Hillside clinic.",
		"A: Noted.",
		"Mum's gone down with a nasty flu since Tuesday, poor thing.",
		"A: Oh no.",
	))
	notUpdated(t, got, "Mum's physio appointment", "physio", "10am")
	got = remembered(t, said(
		"Dad's hospital check-up is on Thursday at 11am.",
		"A: Noted.",
		"Dad went down to Brighton on Monday to see Auntie Pat.",
		"A: Nice.",
	))
	notUpdated(t, got, "Dad's check-up", "check-up", "11am")
}

// keysOf reads "St John's" as "John" (b844925): a concert at St John's that
// moves marks John's school run as changed.
func TestSkeptic29bSaintsChurchIsNotThePerson(t *testing.T) {
	got := remembered(t, said(
		"John is picking the kids up at 3:15 on Friday.",
		"A: Noted.",
		"The choir concert at St John's is now at 7pm on Friday.",
		"A: Lovely.",
	))
	notUpdated(t, got, "John's school run", "John", "3:15")
}

// keysOf reads "Sam's" as "Sam" (b844925): Sam coming back from a trip marks
// Sam's football match as changed.
func TestSkeptic29bOwnerIsNotTheThing(t *testing.T) {
	got := remembered(t, said(
		"Sam's football match is on Saturday at 10am at Hove Park.",
		"A: Noted.",
		"Sam now gets back from the school trip to Cornwall on Saturday at 4pm.",
		"A: Great.",
	))
	notUpdated(t, got, "Sam's match", "football", "10am")
}

// "Wednesdays" is a value (b844925): a one-off move "just this week"
// supersedes — deletes — the regular weekly slot.
func TestSkeptic29bOneOffMoveDeletesTheWeeklySlot(t *testing.T) {
	got := remembered(t, said(
		"The physio comes on Wednesdays at 2pm.",
		"A: Noted.",
		"Just this week the physio comes on Thursday at 3pm instead, then back to normal.",
		"A: Ok.",
	))
	if lineWith(got, "Wednesdays", "2pm") == "" {
		t.Errorf("the regular weekly slot is gone:\n%s", got)
	}
}

// "um" before a number is a time (24da860), also in "um 40 Euro erhöht":
// the rent no longer reads as changed.
func TestSkeptic29bUmFiftyEuroIsNoTime(t *testing.T) {
	got := remembered(t, said(append(german(),
		"Die Miete für die Wohnung in der Lindenstraße beträgt 850 Euro warm.",
		"A: Gut.",
		"Der Vermieter hat die Miete um 40 Euro erhöht, ab März.",
		"A: Ärgerlich.")...))
	if l := lineWith(got, "850"); l != "" && !strings.Contains(l, "(updated in") {
		t.Errorf("the old rent reads as current:\n%s", got)
	}
}

// "las" before a number is a time (24da860): "las 3 habitaciones" is three
// rooms, yet a later start time of the wedding marks the booking as changed.
func TestSkeptic29bLasTresHabitacionesIsNoTime(t *testing.T) {
	got := remembered(t, said(
		"Para la boda de Lucía hemos reservado las 3 habitaciones del hotel Miramar.",
		"A: Perfecto.",
		"La boda de Lucía ahora empieza a las 5 en el hotel Miramar.",
		"A: Apuntado.",
	))
	notUpdated(t, got, "the room booking", "habitaciones")
}

// A long sentence is cut at every "and" (ff4fff4), also inside a name: "Marks
// and Spencer", "The Crown and Anchor" are split over two lines.
func TestSkeptic29bLongSentenceKeepsNames(t *testing.T) {
	got := remembered(t, said(
		"ok so quick update I picked up the birthday cake for Amy on Friday the 12th from Marks and Spencer on Oxford Street and it cost £45 which is daylight robbery and the party is at Gran's on Saturday at 3pm",
		"A: Noted.",
	))
	if lineWith(got, "Marks", "Spencer") == "" {
		t.Errorf("Marks and Spencer is split:\n%s", got)
	}
	got = remembered(t, said(
		"right so the plan is drinks on the 14th at The Crown and Anchor on Mill Lane from 7pm and then food at the curry house next door at 9pm and Jess is sorting the cake so we just need to turn up with cash for the kitty",
		"A: Noted.",
	))
	if lineWith(got, "Crown", "Anchor") == "" {
		t.Errorf("The Crown and Anchor is split:\n%s", got)
	}
}

// A long sentence is cut at every "y" (ff4fff4), also inside a time: "a las
// dos y media" leaves the lunch at two o'clock.
func TestSkeptic29bLongSentenceKeepsTheHalfHour(t *testing.T) {
	got := remembered(t, said(
		"La comida de jubilación de mi padre Ramón será el viernes 7 de junio a las dos y media en el restaurante Casa Lucio de la calle Cava Baja, y hemos invitado a unas cuarenta personas entre compañeros y familia.",
		"A: Apuntado.",
	))
	if lineWith(got, "Ramón", "dos", "media") == "" {
		t.Errorf("the lunch's time lost its half hour:\n%s", got)
	}
}

// A please anywhere in a clause marks an order (ff4fff4): "could I please
// drop the kids" is taken for an instruction taken back ("drop the"), and
// deletes the person's instruction about the kids.
func TestSkeptic29bPleaseDropTheKidsTakesBackAnInstruction(t *testing.T) {
	got := remembered(t, said(
		"Never suggest days out for the kids that cost more than £20 each.",
		"A: Understood.",
		"Mum texted to ask if I could please drop the kids at hers by 5pm on Friday.",
		"A: Ok.",
	))
	if lineWith(got, "Never", "kids", "£20") == "" {
		t.Errorf("the instruction about the kids was taken back:\n%s", got)
	}
}

// politeOrder (b844925) takes any "please reply", "please use", "please
// call" for an instruction to the assistant: an invitation, a sign, a
// receptionist.
func TestSkeptic29bQuotedPleaseIsNoInstruction(t *testing.T) {
	skeptic29Never(t, session.LedgerRule, []string{
		"Lucía's wedding invite says please reply by the 1st of June to her mum.",
		"There's a sign on the gate at Elm Court saying please use the side entrance after 6pm.",
		"The receptionist at the Hillside surgery said please call back at 8am for a same-day slot.",
	})
}

// Such a false instruction marks the person's real one as changed.
func TestSkeptic29bSignMarksAnInstruction(t *testing.T) {
	got := remembered(t, said(
		"Always use the side streets when you plan my cycle routes, the main roads scare me.",
		"A: Will do.",
		"There's a sign on the gate at Elm Court saying please use the side entrance after 6pm.",
		"A: Good to know.",
	))
	notUpdated(t, got, "the instruction about cycle routes", "side streets", "cycle")
}

// politeOrder is to read "por favor usa gramos" (its own comment), but
// matches one word at a time: "por favor" is never a please.
func TestSkeptic29bPorFavorIsAPlease(t *testing.T) {
	for _, e := range skeptic29Read("Por favor usa gramos en las recetas, que no tengo tazas medidoras.") {
		if strings.Contains(e.Text, "gramos") && e.Kind != session.LedgerRule {
			t.Errorf("%q is read as %v, not an instruction", e.Text, e.Kind)
		}
	}
}

// "answer with", "be brief", "no essays" and "no me diga" (24da860) open a
// clause of advice or rules for someone else, and "¡No me diga!" (you don't
// say!) is an exclamation: each is sent as an instruction to the assistant,
// which outranks every fact and is never dropped.
func TestSkeptic29bOthersOrdersAreNoInstructions(t *testing.T) {
	skeptic29Never(t, session.LedgerRule, []string{
		"Sarah's tip for Priya's interview at Deloitte: answer with examples, and use the STAR method.",
		"The vicar's instructions for Dad's funeral on Friday: be brief, five minutes each, and use the lectern microphone.",
		"Mrs Khan's homework rule for half term: no essays, just reading, and keep a diary.",
		"¡No me diga! Pues mi cuñado Andrés dice que el museo da descuento los martes.",
	})
}

// "her husband is Mark Hill" (b844925: a possessive and a copula) stays on
// Anna's line with his own arrival: when Anna's flight moves, his arrival reads
// as changed.
func TestSkeptic29bPossessiveCopulaKeepsAnotherSubject(t *testing.T) {
	got := remembered(t, said(
		"My sister Anna flies in on the 3rd at 10am, her husband is Mark Hill, he's coming on the 9th at 6pm after his conference.",
		"A: Noted.",
		"Anna now flies in on the 4th at 10am.",
		"A: Ok.",
	))
	notUpdated(t, got, "Mark Hill's arrival", "9th")
}

// A place clause of five words is a complement (24da860): "in April Lena
// joins Siemens" stays on Jonas's line, and when Lena's start moves, Jonas's reads
// as changed.
func TestSkeptic29bFiveWordPlaceClauseWithItsOwnSubject(t *testing.T) {
	got := remembered(t, said(
		"Jonas starts at Arup on the 3rd, in April Lena joins Siemens.",
		"A: Noted.",
		"Lena now joins Siemens in June instead.",
		"A: Ok.",
	))
	notUpdated(t, got, "Jonas's start", "Jonas", "3rd")
}

// "Lo" no longer points back (24da860): "Lo operan el martes a las nueve"
// is a line about nobody, and the mother-in-law's operation supersedes —
// deletes — the father's.
func TestSkeptic29bLoOperanLosesTheFather(t *testing.T) {
	got := remembered(t, said(
		"Mi padre Julián ingresa el lunes en el Hospital La Paz. Lo operan el martes a las nueve.",
		"A: Mucho ánimo.",
		"A mi suegra Carmen también la operan, el jueves a las diez en el Gregorio Marañón.",
		"A: Vaya semana.",
	))
	if lineWith(got, "martes", "nueve") == "" {
		t.Errorf("the father's operation is gone:\n%s", got)
	}
	if l := lineWith(got, "martes", "nueve"); l != "" && !strings.Contains(l, "Julián") {
		t.Errorf("the operation is on a line about nobody: %s", l)
	}
}

// A sentence joined to the one before is not joined again (24da860): a
// fragment that gives a value ("£350 deposit, non-refundable.") after a
// joined sentence is a line about nothing.
func TestSkeptic29bFragmentAfterAJoin(t *testing.T) {
	got := remembered(t, said(
		"Booked the venue. It's the Old Mill in Hebden Bridge. £350 deposit, non-refundable.",
		"A: Noted.",
	))
	if lineWith(got, "Old Mill", "£350") == "" {
		t.Errorf("what the £350 is for went:\n%s", got)
	}
}

// "gestiegen" and "subió" (9529057) are also getting on a train: Oma
// boarding at 14 Uhr and mum boarding the AVE mark their arrival times as
// changed.
func TestSkeptic29bBoardingIsNoChange(t *testing.T) {
	got := remembered(t, said(append(german(),
		"Oma kommt am Samstag um 18:30 Uhr in Köln an.",
		"A: Gut.",
		"Oma ist eben um 14 Uhr in Hamburg in den Zug gestiegen.",
		"A: Prima.")...))
	notUpdated(t, got, "Oma's arrival", "18:30")
	got = remembered(t, said(
		"Mi madre llega a Sevilla el viernes a las 14:30 en el AVE.",
		"A: Genial.",
		"Mi madre ya subió al AVE en Atocha a las 12:00.",
		"A: Perfecto.",
	))
	notUpdated(t, got, "mum's arrival", "14:30")
}

// "Mondays" is a value (b844925): a groan of one word is kept as a line of
// its own.
func TestSkeptic29bGroanIsNoLine(t *testing.T) {
	got := remembered(t, said(
		"Ugh, Mondays. The plumber Dave Hill comes on the 14th at 9am.",
		"A: Noted.",
	))
	for _, l := range strings.Split(got, "\n") {
		if strings.HasSuffix(l, "Mondays.") {
			t.Errorf("a groan is kept as a line: %s\n%s", l, got)
		}
	}
}

// "ayudarme" and "me podría" (24da860) mark a request wherever they are:
// "vino a ayudarme" (came to help me) and "me podría haber quedado en casa"
// (I could have stayed home) are open questions, which outrank facts.
func TestSkeptic29bStatementsAreNoRequests(t *testing.T) {
	skeptic29Never(t, session.LedgerQuestion, []string{
		"Mi vecino Paco vino a ayudarme con la mudanza el sábado, con su furgoneta.",
		"Me podría haber quedado en casa, la reunión con Sánchez se canceló.",
	})
}
