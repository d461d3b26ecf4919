package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Regressions of stop 90 found by a third skeptical review, from texting
// style, voice notes, regional Englishes, Austrian German and Rioplatense
// and Mexican Spanish: what the parent (ded9656) read right and the change
// (910d8bb) reads wrong — one-off requests, someone else's rules, answered or
// rhetorical questions and admiration read as rules or open questions, facts
// clipped off a run-on message read whole as a rule, a fact pushed out of a
// small memory by a "no way to …" read as a ban, and a standing instruction
// taken back or marked as changed by a plan.

// "respondeme en cuanto puedas / en chinga / en 5 min" (answer me soon, this once) becomes a standing rule for the whole chat.
func TestSkeptic90dRespondemeEnCuantoPuedasIsOnce(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"respondeme en cuanto puedas porfa, ¿el bondi 60 para en Constitución?",
		"che respondeme en un rato nomas, estoy manejando",
		"wey respondeme en chinga porfa a qué hora abre el SAT",
		"respondeme en 5 min q tengo q salir, sirve el vinagre pa quitar sarro?")
}

// A boss's "respondeme en el chat del laburo" or what the person told a cousin becomes a rule for the assistant.
func TestSkeptic90dRespondemeEnInSomeoneElsesMouth(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"respondeme en el chat del laburo dice mi jefe siempre",
		"respondeme en privado le dije a mi primo")
}

// A voice note with "respondeme en cuanto puedas" in its middle is read whole as one rule, clipped: the vet, Doctor Ruiz, is lost.
func TestSkeptic90dRespondemeInAVoiceNoteLosesTheVet(t *testing.T) {
	keptWithin89(t, 100000, okTurns90(
		"bueno che te cuento que mañana a las 9 opero a la Lola en la veterinaria de Palermo y después tengo que ir al banco Galicia de Santa Fe y Coronel Díaz respondeme en cuanto puedas si le doy de comer antes porque el doctor Ruiz no me atiende el teléfono",
	), "doctor Ruiz")
}

// A teacher's, professor's or coach's rule ("…, when you answer, no bullet points, she takes marks off") becomes a rule for the assistant.
func TestSkeptic90dLookBanInSomeoneElsesRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Her exam tips were simple, when you answer, no bullet points, she takes marks off for them.",
		"my prof is strict, when you reply, no emojis, she'll fail you for that lol",
		"Coach's rule for the group chat, when you reply, no emojis, just yes or no.")
}

// A resolution of the person's own ("from now on please 5 kilos less by summer", breakfast before the gym) becomes a rule for the assistant.
func TestSkeptic90dFromNowOnPleaseAsAResolution(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"from now on please 5 kilos less by summer, wish me luck",
		"from now on please less than 20 dollars a week on coffee lol my bank account is crying",
		"A partir de ahora por favor siempre primero el desayuno, después el gimnasio, casi me desmayo ayer.",
		"From now on please always the kids first, then work, that's my new year resolution.")
}

// A coffee budget in dollars ("from now on please less than 20 dollars a week") marks the order to give prices in euros as changed.
func TestSkeptic90dACoffeeBudgetChangesNoPriceOrder(t *testing.T) {
	currentAfter90(t, "euros",
		"Give me all prices in euros please, I live in Cork.",
		"My sister is visiting from Boston on the 3rd.",
		"from now on please less than 20 dollars a week on coffee lol my bank account is crying",
	)
}

// A run-on "Ab jetzt bitte immer zuerst das Datum … weil …" is read whole as one rule, clipped: where the keys of the new flat are is lost.
func TestSkeptic90dFromNowOnPleaseInARunOnLosesTheKeys(t *testing.T) {
	keptWithin89(t, 100000, okTurns90(
		"Ab jetzt bitte immer zuerst das Datum und dann der Rest, weil der Umzug nach Innsbruck am 14. März ist und der Möbelwagen von der Firma Huber um 7 Uhr kommt und die Schlüssel für die neue Wohnung in der Maria-Theresien-Straße 12 bei der Hausverwaltung Pichler liegen",
	), "Maria-Theresien-Straße 12", "Pichler")
}

// What the boss, the accountant or the carpenter asked of the person ("…mélos en PDF, no en Word, me dijo mi jefe") becomes a rule for the assistant.
func TestSkeptic90dCliticFormOrderToldToMe(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Los informes mandámelos en PDF, no en Word, me dijo mi jefe el lunes.",
		"las facturas pasámelas en pesos, no en dólares, me pidió el contador",
		"\"Los papeles tráemelos en carpeta, no en bolsa\", dice mi jefa siempre.",
		"Mi suegra: las fotos mandámelas en papel, no en el celular.",
		"Las medidas pásamelas en centímetros, no en pulgadas, me escribió el carpintero.",
		"La plata dámela en efectivo, no en transferencia, dijo el mecánico.")
}

// A run-on "las distancias decímelas en cuadras, no en kilómetros, … y …" is read whole as one rule, clipped: the mother's address is lost.
func TestSkeptic90dCliticFormOrderInARunOnLosesTheAddress(t *testing.T) {
	keptWithin89(t, 100000, okTurns90(
		"Las distancias decímelas en cuadras, no en kilómetros, que acá en Rosario todo se mide así y mañana a las 10 tengo turno en el Hospital Italiano con la doctora Benítez y después paso por lo de mi vieja en calle Córdoba 1450 a buscar las llaves del auto",
	), "Córdoba 1450")
}

// "the question is who …" answered right after it (my brother, my aunt, me, Mum) is sent as still open.
func TestSkeptic90dTheQuestionIsAnsweredRightAfter(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"big question is who gets the spare room, prob my brother tbh",
		"La pregunta es quién lleva el pastel, y pues mi tía, como siempre.",
		"Die Frage ist, wer zahlt, und das mach ich.",
		"The question is who takes Bella while we're in Cairns. Mum will, she loves her.")
}

// A figure of speech ("The question is what you call cheap", "Die Frage ist, wie man's nimmt") becomes an open question.
func TestSkeptic90dTheQuestionIsAsAFigureOfSpeech(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"The question is what you call cheap, to me 200 quid is not cheap.",
		"Die Frage ist, wie man's nimmt.",
		"The question is how long I can put up with this, honestly.")
}

// "Silly question but who's bringing the chairs?" answered in the next sentence, or Nan's or a stranger's question, is sent as the person's open question.
func TestSkeptic90dSillyQuestionButAnsweredOrSomeoneElses(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Silly question maybe but who's bringing the chairs? Dave is, he said so this morning.",
		"Silly question but who's bringing the chairs, Dave or Tom? Dave said yes already.",
		"Her question but who's paying for the chairs? She asked me that at the bus stop.",
		"My nan's favourite question but who's feeding the cat? Every single call lol.")
}

// Admiration ("I have to admit he fixed the boiler himself and I don't know how") becomes an open task.
func TestSkeptic90dIHaveToAdmitAndIDontKnowHow(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"I have to admit he fixed the boiler himself and I don't know how.",
		"I must say she passed her driving test first go and I don't know how.",
		"I have to laugh because the dog opened the fridge and I don't know how",
		"Tengo que reconocer que lo arregló él solito y no sé cómo.",
		"Tengo que agradecerle a mi suegra que consiguió la casa en la playa y no sé cómo",
		"Hay que ver lo que creció la nena y no sé cuándo.")
}

// "No signal at the cabin, no way to call anyone" is weighted as a ban and pushes Callum coming along out of a small memory.
func TestSkeptic90dNoWayToIsNoBan(t *testing.T) {
	keptWithin89(t, 14, okTurns90(
		"My brother Callum is coming with us.",
		"No signal at the cabin, no way to call anyone.",
	), "Callum")
}

// A plan called off in Austrian German ("Das mit dem Ausmisten zuerst können Sie vergessen, der Container kommt erst im Mai") becomes a take-back rule.
func TestSkeptic90dDasMitZuerstInAPlanCalledOff(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Das mit dem Ausmisten zuerst können Sie vergessen, der Container kommt erst im Mai.",
		"Das mit der Oma zuerst können Sie vergessen, die liegt im Spital in Linz.")
}

// A deposit plan in euros called off in the same message that explains it ("Forget the euros, we pay 400 pounds now") deletes the order to give prices in euros.
func TestSkeptic90dForgetTheEurosOfADepositKeepsThePriceOrder(t *testing.T) {
	currentAfter90(t, "euros",
		"Please give me all prices in euros, I live in Dublin.",
		"We're off to Edinburgh in July to see my sister.",
		"We were going to pay the cottage deposit in euros but the owner wants pounds. Forget the euros, we pay 400 pounds now.",
	)
}

// The same in Rioplatense Spanish: the flat's rent in pesos called off ("Olvidate de lo de los pesos") deletes the order to give prices in pesos.
func TestSkeptic90dOlvidateDeLosPesosDelDeptoKeepsThePriceOrder(t *testing.T) {
	currentAfter90(t, "pesos",
		"Dame todos los precios en pesos, porfa, vivo en Córdoba.",
		"En julio nos vamos a Montevideo a ver a mi hermana.",
		"El depto lo íbamos a pagar en pesos pero el dueño quiere dólares. Olvidate de lo de los pesos, al final pagamos 500 dólares.",
	)
}
