package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Second review of stop 56 (e5e722b..f6032f4). Each test fails at f6032f4
// and passes at its parent e5e722b. The sentences are this file's own.

// A usted imperative that asks for one thing now — a topic, an explanation
// of a letter or a bill, a few lines for a card, "esta vez" — is a one-off
// request, not a standing rule on how to answer.
func TestSkeptic56bUstedOneOffRequestNotARule(t *testing.T) {
	never31(t, session.LedgerRule,
		"Explíqueme cómo funciona el IVA para autónomos.",
		"Hábleme de la historia de Zamora.",
		"Y hábleme de los castillos de la zona, que vamos en agosto.",
		"Por favor, explíqueme qué significa esta carta de Hacienda.",
		"Explíqueme por qué me cobran dos veces la luz.",
		"Explíqueme mejor el segundo paso de la receta.",
		"Escríbame tres frases para felicitar a mi suegra.",
		"Escríbame cinco ideas para la cena de Navidad.",
		"Escríbame cuatro versos para la tarjeta de boda de mi sobrina.",
		"Respóndame en inglés esta vez, que lo quiero practicar.",
		"Le pido un favor: explíqueme qué es un ERTE, que en la tele no paran de decirlo.",
		"Una cosa: hábleme de los efectos secundarios del ibuprofeno.",
	)
}

// A letter or message to a third party pasted in to be checked runs on past
// its first sentence: its usted "contésteme" / "escríbame" is the letter's,
// asked of the landlord or the school, not of the assistant.
func TestSkeptic56bUstedInDraftedLetterNotARule(t *testing.T) {
	never31(t, session.LedgerRule,
		"Revisa este correo para el casero: Estimado señor García, le escribo por lo de la fianza. Por favor, contésteme antes del viernes. Un saludo, Marta.",
		"Mejora este mensaje para la academia: Buenos días, quería apuntar a mi hijo a inglés. Por favor, escríbame con los horarios disponibles. Gracias.",
		"Corrige las faltas: Hola Don Luis, ya le mandé los papeles. Respóndame cuando los reciba, por favor.",
		"Así le voy a escribir a la profe: Buenas tardes, soy la madre de Lucía. Por favor, hábleme con franqueza de cómo va en clase.",
		"Tengo que mandar esto a la gestoría, ¿suena bien? Por favor, respóndame lo antes posible, que el plazo acaba el lunes.",
	)
}

// Someone else's usted words put first, who said them after ("me pidió",
// "me soltó" — not "dijo"), are theirs.
func TestSkeptic56bUstedWordsOfOthersAfterwardsNotARule(t *testing.T) {
	never31(t, session.LedgerRule,
		"Escríbame por WhatsApp, me pidió la profesora de mi hija.",
		"Hábleme más despacio, me soltó la señora de la farmacia, que no me entendía.",
	)
}

// "das mit … kannst vergessen" without "du" of a course, a trip, a tutor (a
// language only in a compound, split at its hyphen) or of the lines of a
// lease and the sentences of a card (a task that is off) takes back no way
// of answering.
func TestSkeptic56bProDropForgetPlansAndTasks(t *testing.T) {
	never31(t, session.LedgerRule,
		"Das mit der Englisch-Nachhilfe kannst vergessen, der Bub will nicht.",
		"Das mit dem Spanisch-Kurs kannst vergessen, der ist ausgebucht.",
		"Das mit der Italienisch-Reise kannst vergessen, wir bleiben daheim.",
		"Des mit dem Französisch-Nachhilfelehrer kannst vergessen, der hat keine Zeit.",
		"Das mit den Zeilen im Mietvertrag kannst vergessen, der Vermieter hat's geändert.",
		"Das mit den Sätzen für die Geburtstagskarte kannst vergessen, Karte ist schon weg.",
		"Das mit den drei Absätzen kannst vergessen, meine Bewerbung ist schon raus.",
		"Das mit dem Siezen kannst vergessen, der neue Nachbar ist total locker.",
	)
}

// After a take-back, "schreib einfach/ruhig ausführlich" followed by whom
// the text is for (the boss, grandma's letter) is that text's one-off
// task, not how to answer from now on.
func TestSkeptic56bGoAheadWayForOneText(t *testing.T) {
	oneOffLetter56(t,
		"Das mit dem Siezen kannst du vergessen, wir sind mit dem Chef ja jetzt per du. Schreib einfach ausführlich, er soll ruhig wissen, warum ich fehle.",
		"Das mit dem Siezen kannst du vergessen, die Oma ist da locker. Schreib ruhig ausführlich, sie liest gern lange Briefe.",
	)
}

// A worry head before a rhetorical "who is to …" (a sigh over prices, too
// much food, noise) or one answered in the same sentence is no open
// question.
func TestSkeptic56bWorryHeadRhetoricalWhoNotAQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Was mich wach hält: wer soll das alles bezahlen, bei den Preisen.",
		"Was mir Kopfweh macht: wer soll das bezahlen, die Heizkosten haben sich verdoppelt.",
		"Was mir Kopfweh macht: wer soll bei dem Lärm noch schlafen können.",
		"Was mir Kopfweh macht: wer soll das alles essen, ich hab viel zu viel gekocht.",
		"Lo que me quita el sueño: quién va a pagar todo esto, con lo cara que está la vida.",
		"Lo que me preocupa: quién va a querer una casa tan vieja, nadie.",
		"What keeps me up: who's going to pay for all this, with prices the way they are.",
		"What worries me: who's going to look after Mum, my sister already said she would.",
		"Lo que me preocupa: quién debería pagar la cena, aunque al final invita mi suegro.",
	)
}

// oneOffLetter56 fails for each text whose "schreib … ausführlich" is read as
// an instruction: a letter for someone else, written once.
func oneOffLetter56(t *testing.T, texts ...string) {
	t.Helper()
	for _, text := range texts {
		if r := ruleHolding(text, "ausführlich"); r != "" {
			t.Errorf("%q: the one-off letter is read as an instruction: %q", text, r)
		}
	}
}
