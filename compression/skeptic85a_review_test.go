package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The review of commit 619f80e (stop 85). Each test passes on the parent
// (8471a9e) and fails on the change, unless it is skipped as a limitation
// (wrong on both).

// skeptic85aNever reports each message whose line holding key is read as
// kind.
func skeptic85aNever(t *testing.T, kind session.LedgerKind, cases [][2]string) {
	t.Helper()
	for _, c := range cases {
		if k := kindWith(c[0], "A: Ok.", c[1]); k == kind {
			t.Errorf("%q is read as %q", c[0], k)
		}
	}
}

// noRemarkKept85 reports each message with a line that holds its remark
// (the four reviews of stop 85 use it).
func noRemarkKept85(t *testing.T, cases [][2]string) {
	t.Helper()
	for _, c := range cases {
		if got := linesOf57(nil, c[0]); holds57(got, c[1]) {
			t.Errorf("%q: the remark %q is kept: %v", c[0], c[1], got)
		}
	}
}

// talksOf takes any word after "talk" for a topic, so a one-off reminder for
// the next talk ("when we talk Friday", "things over … on Sunday", "wenn
// wir morgen über den Umzug reden", "cuando hablemos del viaje el lunes")
// and advice for someone else ("when they talk down to you, just walk
// away", a babysitter's note) become standing instructions to the assistant.
func TestSkeptic85aTalkingOfIsNoStandingOrder(t *testing.T) {
	skeptic85aNever(t, session.LedgerRule, [][2]string{
		{"When we talk Friday, ask me about the dentist bill from March.", "dentist"},
		{"When we talk things over with Dad on Sunday, remind me to mention the loan.", "loan"},
		{"When we talk Monday, remind me to bring the lease for the flat.", "lease"},
		{"Wenn wir morgen über den Umzug reden, erinner mich an die Kaution.", "Kaution"},
		{"Wenn wir am Sonntag mit Papa über das Darlehen reden, erinner mich an die Zinsen.", "Zinsen"},
		{"Cuando hablemos del viaje el lunes, recuérdame lo del pasaporte.", "pasaporte"},
		{"Cuando hablemos de eso mañana con Pablo, recuérdame lo de la fianza.", "fianza"},
		{"When they talk down to you, just walk away, my dad always said.", "walk away"},
		{"When the girls talk boys at the sleepover, leave them alone and close the door.", "sleepover"},
	})
}

// stillDoubting reads a doubt about someone as a question still open when
// the someone is named, not a bare pronoun: "Still not sure about Anna",
// "about Dr Patel", "my new boss", "the landlord", "de Marta", "wegen
// Anna".
func TestSkeptic85aDoubtAboutSomeoneIsNoOpenQuestion(t *testing.T) {
	skeptic85aNever(t, session.LedgerQuestion, [][2]string{
		{"Still not sure about Anna, she was very quiet at dinner.", "Anna"},
		{"I'm still not sure about Dr Patel, he seemed rushed.", "Patel"},
		{"I'm still not sure about Tom's new girlfriend, she seems nice enough.", "girlfriend"},
		{"Still not sure about my new boss, he's either shy or rude.", "boss"},
		{"I'm still not sure about the landlord, he never answers his phone.", "landlord"},
		{"Todavía no estoy segura de Marta, estuvo muy rara en la cena.", "Marta"},
		{"Todavía no estoy seguro de mi nuevo jefe, es muy raro.", "jefe"},
		{"Ich bin noch nicht sicher wegen Anna, die war so still beim Essen.", "Anna"},
		{"Noch unsicher wegen meinem neuen Chef, der ist komisch.", "Chef"},
	})
}

// Nor is a doubt about what the assistant said ("what you said", "your
// answer", "lo que dijiste": the change means to leave out "that"), nor a
// feeling about a thing done or no one's to settle (a haircut, Brexit).
func TestSkeptic85aDoubtAboutWhatWasSaidOrAFeelingIsNoOpenQuestion(t *testing.T) {
	skeptic85aNever(t, session.LedgerQuestion, [][2]string{
		{"Still not sure about what you said yesterday about the mortgage.", "mortgage"},
		{"Still not sure about your answer on the tax thing, it seemed off.", "tax"},
		{"Aún no estoy segura de lo que dijiste ayer sobre la hipoteca.", "hipoteca"},
		{"Todavía no estoy segura de tu respuesta sobre los impuestos.", "impuestos"},
		{"I'm still not sure about the haircut, but everyone at work loves it.", "haircut"},
		{"Still unsure about Brexit, to be honest, but that's politics.", "Brexit"},
	})
}

// "we'll use", "usaremos", "vamos a usar" are a decision whatever stands
// around them: a plan for if ("If it rains", "if Tom agrees", "unless",
// "Falls es regnet", "Si llueve"), a doubt or hope ("I doubt", "Hopefully",
// "Not sure yet, but … or …", "I think … whatever is cheaper"), a plan
// someone else has not cleared, or nothing at all ("Usaremos lo que haya").
func TestSkeptic85aWeWillUseIsNotAlwaysADecision(t *testing.T) {
	skeptic85aNever(t, session.LedgerDecision, [][2]string{
		{"If it rains we'll use the garage for the buffet.", "garage"},
		{"If the hall falls through, we'll use my parents' garden instead.", "garden"},
		{"We'll use the barn if Tom agrees.", "barn"},
		{"We'll use the barn unless it rains on the day.", "barn"},
		{"Falls es regnet, verwenden wir die Garage.", "Garage"},
		{"Si llueve, usaremos el garaje para el bufé.", "garaje"},
		{"Si no llega la carpa, vamos a usar el salón de mi tía.", "salón"},
		{"We're going to use the money for a new roof, if the insurance pays out.", "roof"},
		{"I doubt we'll use the barn at all.", "barn"},
		{"Hopefully we'll use the new oven by Christmas.", "oven"},
		{"Not sure yet, but we'll use the barn or the marquee.", "marquee"},
		{"Should we use the barn or the marquee? I think we'll use whatever is cheaper.", "cheaper"},
		{"Tom says we'll use his van for the move, but he hasn't asked his boss yet.", "van"},
		{"We'll use whatever the venue gives us.", "venue"},
		{"Usaremos lo que haya.", "haya"},
		{"Vamos a usar lo que sobre de la boda.", "boda"},
	})
}

// German "wir verwenden", "benutzen wir" in the present is mostly a habit,
// a fact of how things are, not a choice made.
func TestSkeptic85aGermanPresentUseIsAHabitNotADecision(t *testing.T) {
	skeptic85aNever(t, session.LedgerDecision, [][2]string{
		{"Bei uns in der Firma benutzen wir Outlook, nicht Gmail.", "Outlook"},
		{"Zu Hause verwenden wir nur Olivenöl, wegen Papas Cholesterin.", "Olivenöl"},
		{"Im Büro verwenden wir Teams für alles.", "Teams"},
		{"Wir benutzen seit Jahren die gleiche Zahnpasta.", "Zahnpasta"},
		{"Wir benutzen das Auto nur am Wochenende.", "Auto"},
		{"In der Schule benutzen wir iPads statt Bücher.", "iPads"},
	})
}

// maybeOpens drops every decision in a sentence a "maybe" opens, though the
// maybe is a hedge on the telling, not on the choice: "Maybe I'm
// overthinking it, but we decided on …", "Probably a mistake, but I've
// decided …", "Vielleicht hab ich's schon erzählt, aber …", "A lo mejor ya
// te lo dije, pero al final …", "Quizás ya lo sabes, pero decidimos …".
func TestSkeptic85aAHedgedTellingKeepsItsDecision(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Maybe I'm overthinking it, but we decided on the barn for the reception.", "barn", session.LedgerDecision},
		{"Perhaps I should mention that we decided to go with Anna's caterer.", "caterer", session.LedgerDecision},
		{"Maybe not the smartest move, but we went with the cheaper flight to Lisbon.", "Lisbon", session.LedgerDecision},
		{"Probably a mistake, but I've decided to quit the gym in March.", "gym", session.LedgerDecision},
		{"Maybe it's silly, but we're going with yellow for the nursery.", "yellow", session.LedgerDecision},
		{"Perhaps surprisingly, we decided on Portugal for the honeymoon.", "Portugal", session.LedgerDecision},
		{"Maybe I told you already: we chose the barn in Eching.", "Eching", session.LedgerDecision},
		{"Vielleicht interessant: wir haben uns für die Scheune in Eching entschieden.", "Scheune", session.LedgerDecision},
		{"Vielleicht hab ich's schon erzählt, aber wir nehmen jetzt doch die Scheune.", "Scheune", session.LedgerDecision},
		{"Wahrscheinlich dumm, aber ich hab mich entschieden, den Job zu kündigen.", "Job", session.LedgerDecision},
		{"Eventuell hab ich's schon gesagt, aber wir haben uns für Italien entschieden.", "Italien", session.LedgerDecision},
		{"A lo mejor ya te lo dije, pero al final nos quedamos con la casa de Sitges.", "Sitges", session.LedgerDecision},
		{"Quizás ya lo sabes, pero decidimos ir en tren a Oporto.", "Oporto", session.LedgerDecision},
		{"Quizá ya lo sabes, pero nos quedamos con el piso de la calle Mayor.", "Mayor", session.LedgerDecision},
		{"Tal vez te suene raro, pero elegimos el salón de mi tía para la boda.", "salón", session.LedgerDecision},
		{"Probablemente lo más importante: hemos decidido cambiar la fecha al 14 de junio.", "junio", session.LedgerDecision},
	})
}

// takenUpAsIt takes a Spanish article before a noun that starts like a verb
// of getting ("La pediatra", "La reserva") for "la" + verb, and "I got it
// wrong", "I got them to agree", "I picked them up" (the children) for
// getting the thing of the line before: a remark before is kept.
func TestSkeptic85aNoRemarkKeptBeforeAnItThatIsNoneOfIt(t *testing.T) {
	noRemarkKept85(t, [][2]string{
		{"Qué noche más mala he pasado, madre mía. La pediatra de Lucía, la doctora Gómez, dice que vuelva el jueves.", "Qué noche"},
		{"Qué noche más mala he pasado, madre mía. La reserva del hotel está a nombre de Marta Ruiz, código 88412.", "Qué noche"},
		{"Sorry, total brain fog today after the night shift. I got it wrong, the party is on Saturday the 14th at Anna's, not Sunday.", "brain fog"},
		{"Work has been a nightmare lately with all the overtime. I got them to agree to Fridays off from March 3rd, says Mr Patel.", "nightmare"},
		{"Kamala made a group for the trip and called it Jet Setters. Now my phone rings with flowers before sunrise. I picked them up at 3:15 from school, Tom has them until 6.", "flowers before sunrise"},
		{"Kamala made a group for the trip and called it Jet Setters. Now my phone rings with flowers before sunrise. I got it wrong, the party is on Saturday the 14th at Anna's.", "flowers before sunrise"},
	})
}

// Limitations: wrong on the parent too.

func TestSkeptic85aLimitationTalkingOfInOtherWords(t *testing.T) {
	t.Skip("limitation: 'when we discuss money', 'wenn wir übers Geld reden' (übers, not über), 'wenn wir von Geld reden' are still no condition on the talk: the rounding order is a fact, on the parent too")
	kindsAre73(t, []kindCase73{
		{"When we discuss money, round everything to whole dollars.", "whole dollars", session.LedgerRule},
		{"Wenn wir übers Geld reden, runde bitte auf ganze Euro.", "ganze Euro", session.LedgerRule},
		{"Wenn wir von Geld reden, runde bitte auf ganze Euro.", "ganze Euro", session.LedgerRule},
	})
}

func TestSkeptic85aLimitationWhatWasOrderedAsSome(t *testing.T) {
	t.Skip("limitation: 'I ordered some at …' (not 'it') and 'Me lo encargaron …' still lose what was ordered, on the parent too")
	linesHold78(t, nil, []holdCase78{
		{"Anton needs galvanised wire for the moss frame, the thin kind that won't rust. I ordered some at the hardware shop on Progress Street, order 5521.", []string{"galvanised wire"}},
		{"Antón necesita alambre galvanizado para el musgo, del fino. Me lo encargaron en la ferretería de la calle Progreso, pedido 5521.", []string{"alambre galvanizado"}},
	})
}

func TestSkeptic85aLimitationHedgedBooking(t *testing.T) {
	t.Skip("limitation: 'Maybe you remember, we booked the Red Lion for the 14th' is a fact, not a decision, on the parent too ('we booked' is no decision word)")
	kindsAre73(t, []kindCase73{
		{"Maybe you remember, we booked the Red Lion for the 14th.", "Red Lion", session.LedgerDecision},
	})
}
