package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The second skeptic review of stop 82 (commits bfaadd9 and 4c99448). Each
// test says which commit it regresses at: "bfaadd9" tests pass at bfaadd9^
// and fail at bfaadd9 (and still at 4c99448, whose narrowing missed them);
// "4c99448" tests pass at bfaadd9 and fail at 4c99448 (the narrowing threw
// away what bfaadd9 had read right). The helpers are those of
// skeptic82a_review_test.go and memory_reading78_test.go.

// --- wentAlong / acceptedThen ------------------------------------------------

// Regresses at bfaadd9. wentAlong only asks for a word of saying before and
// a word shared with it: a forecast or a doctor's news, then the person
// sighing along with it ("Fine, then the pain stays", "Gut, dann bleibt der
// Regen halt", "qué le vamos a hacer"), is read as a decision the person
// made, with the news welded into it. Nothing was chosen; at bfaadd9^ these
// were facts.
func TestSkeptic82bGoingAlongWithNewsIsNoDecision(t *testing.T) {
	never31(t, session.LedgerDecision,
		"The doctor says the pain stays for a few weeks. Okay, then the pain stays.",
		"The forecast says the snow stays till Thursday. Right, then the snow stays and the school run is off.",
		"Mum says Dad's cough stays for a while after flu. Okay, then the cough stays, I'll get him honey.",
		"Der Wetterbericht sagt, der Regen bleibt bis Sonntag. Gut, dann bleibt der Regen halt.",
		"El médico dice que la tos sigue un par de semanas. Bueno, entonces sigue la tos, qué le vamos a hacer.",
	)
}

// Regresses at 4c99448. The other way round: a real choice made after a
// price or a friend dropping out ("The quote … came in at £900. Fine, then
// the old door stays.") has no word of saying before it, so wentAlong no
// longer takes it. At bfaadd9 each was a decision; now the door and the
// fridge are a bare fact or dropped, and the barbecue's day is a fact.
func TestSkeptic82bGoingAlongAfterAPriceIsStillADecision(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"The quote for a new front door came in at £900. Fine, then the old door stays.", "old door stays", session.LedgerDecision},
		{"Tom can't make Saturday. Okay, then the barbecue stays on Sunday.", "barbecue stays", session.LedgerDecision},
		{"Der neue Kühlschrank würde 1.200 Euro kosten. Gut, dann bleibt der alte Kühlschrank.", "bleibt der alte", session.LedgerDecision},
	})
}

// --- limitAlone + answerParts ------------------------------------------------

// Regresses at 4c99448. answerParts is a short closed list: the everyday
// German "Stichpunkte" (bullet points) and the Spanish "oraciones" and
// "renglones" (sentences, lines) are not in it, so a length bound right
// after an order, read as part of it at bfaadd9, is a fact again.
func TestSkeptic82bABoundOnAnswerPartsInOtherWords(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Bitte keine langen Antworten. Höchstens fünf Stichpunkte, sonst les ich's nicht.", "Stichpunkte", session.LedgerRule},
		{"Contestame cortito, por favor. Tres oraciones como mucho, que lo leo en el colectivo.", "oraciones", session.LedgerRule},
		{"Contestame cortito, por favor. Cinco renglones como mucho, que lo leo en el celu.", "renglones", session.LedgerRule},
	})
}

// Regresses at bfaadd9. A count of "questions", "cosas", "Sachen" is an
// answer part by the list, but here it is a limit someone else puts on the
// person — the teacher at parents' evening, the camp's packing list, the
// coach driver's luggage — and it says so in the same sentence ("the
// teacher said", "dijo la profe", "hat der Busfahrer gesagt"). Read as an
// instruction, the model would cap its own answers at three.
func TestSkeptic82bSomeoneElsesCountedLimitIsNoRule(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Please keep it short, I'm on my break. Three questions max, the teacher said, for parents' evening on Thursday.", "teacher", session.LedgerFact},
		{"Sin listas, por favor. Tres cosas como mucho, dijo la profe, para llevar al campamento.", "campamento", session.LedgerFact},
		{"Bitte keine Tabellen. Fünf Sachen höchstens, hat der Busfahrer gesagt, sonst passt der Koffer nicht rein.", "Busfahrer", session.LedgerFact},
	})
}

// --- choiceSettled / thoughtOver joins and plansIn ---------------------------

// Regresses at bfaadd9. plansIn lets the join through for any "will", "va
// a", "wird" — and plannedWords are marked as word starts, so "William"
// holds "will". News of another thing in the future tense (a mother-in-law
// coming, an operation, rain) is still welded onto "Regalos resueltos." or
// "Location chosen.", and with "elegido"/"chosen" the news becomes part of
// a decision.
func TestSkeptic82bASettledHeadJoinsNoNewsInTheFuture(t *testing.T) {
	apart82a(t, nil, [][3]string{
		{"Regalos resueltos. Mi suegra va a venir el 30 y no sé dónde ponerla a dormir.", "Regalos", "suegra"},
		{"Lugar elegido. Mi hermano va a operarse de la rodilla el martes.", "elegido", "rodilla"},
		{"Location chosen. The forecast says it will rain all weekend though.", "chosen", "rain"},
	})
}

// Regresses at bfaadd9. The same for "Had a good think about …" and the
// German and Spanish thinking heads bfaadd9 added: a baby due, a birthday,
// a daughter starting university, a child named William starting nursery
// ("William" marks "will") are joined onto the garden, the holiday, the car.
func TestSkeptic82bAGoodThinkJoinsNoNewsInTheFuture(t *testing.T) {
	apart82a(t, nil, [][3]string{
		{"Had a good think about the garden. My sister will have her baby in June.", "garden", "baby"},
		{"Had a good think about the garden. William starts nursery on Monday.", "garden", "nursery"},
		{"Lange nachgedacht über den Urlaub. Meine Mutter wird im Mai siebzig.", "Urlaub", "siebzig"},
		{"Lo pensé bien con lo del coche. Mi hija va a empezar la facultad en marzo.", "coche", "facultad"},
	})
}

// Regresses at bfaadd9. decisionHead was widened from nine words to twelve
// for "Had a good think about the Ararat carnival in March", but that holds
// for every mind head, not only the thinking ones 4c99448 narrowed: a
// "Changed my mind about …" of ten to twelve words now joins whatever comes
// next — a hip operation, a father-in-law's fall.
func TestSkeptic82bALongerMindHeadJoinsNoUnrelatedNews(t *testing.T) {
	apart82a(t, nil, [][3]string{
		{"Changed my mind about the bathroom tiles for the upstairs en suite. Mum's hip operation is on the 4th of May.", "tiles", "hip"},
		{"Cambié de idea con lo de la fiesta de cumpleaños de Lucía. Mi suegro se cayó en la calle y está en el hospital.", "Lucía", "suegro"},
	})
}

// Regresses at 4c99448. A choice said in the plain present or as a bare
// name has no word of plannedWords ("La organiza la Maribel", "Las da la
// Encarni", "El Parador de Cuenca, …", "The apple tree stays", "Der Golf
// bleibt", "Lo vendemos"): the head that says a choice was made, and about
// what, is dropped or left alone again — what bfaadd9 was written to keep.
func TestSkeptic82bAChoiceInThePresentStillJoinsItsHead(t *testing.T) {
	linesHold78(t, nil, []holdCase78{
		{"Hotel elegido. El Parador de Cuenca, dos noches en mayo.", []string{"Hotel elegido", "Parador"}},
		{"Fiesta resuelta. La organiza la Maribel, la vecina del quinto.", []string{"Fiesta resuelta", "Maribel"}},
		{"Campanadas resueltas. Las da la Encarni, que tiene buena voz.", []string{"Campanadas", "Encarni"}},
		{"Had a good think about the garden. The apple tree stays, the hedge goes.", []string{"garden", "apple tree"}},
		{"Lange nachgedacht über das Auto. Der Golf bleibt, das Motorrad kommt weg.", []string{"Auto", "Golf bleibt"}},
		{"Lo pensé bien con lo del coche. Lo vendemos en primavera y nos arreglamos con el de mi mujer.", []string{"coche", "vendemos"}},
	})
}

// --- unsolvedAsked / unsolvedAskedThen ---------------------------------------

// Regresses at 4c99448. "You know what's still not sorted?" names no "I"
// or "we", and an answer that opens "We need someone to …" is taken for a
// sentence about the person: both were one open question at bfaadd9 and
// are a fact now — the open matter is no longer a question to come back to.
func TestSkeptic82bWhatIsStillOpenWithoutAnOwnSubject(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"You know what's still not sorted? The seating plan for the wedding.", "seating plan", session.LedgerQuestion},
		{"You know what we haven't sorted yet? We need someone to drive Grandma to the airport on Saturday.", "Grandma", session.LedgerQuestion},
	})
}

// Regresses at bfaadd9. The person's own subject is found by marks, which
// takes a phrase as a word's start: "i" marks "in-laws" and "IT", so
// others' failings — the in-laws and the dishwasher, IT and the printer —
// are still read as the person's own open question, as 4c99448 meant to
// stop ("You know what scientists haven't figured out?").
func TestSkeptic82bOthersFailingsAreNoOpenQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Know what the in-laws still haven't figured out? How to use the dishwasher.",
		"Know what IT still haven't figured out? Why the printer jams every Monday.",
	)
}

// --- reserving in changedPlanHead --------------------------------------------

// Regresses at 4c99448. "nos reservamos" is also the everyday "we keep (a
// day) for ourselves": "Cambio de planes: nos reservamos el domingo para la
// abuela" is a change of plan, a decision at bfaadd9, a fact now.
func TestSkeptic82bKeepingADayFreeIsADecision(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Cambio de planes: nos reservamos el domingo para la abuela, la comida con los Pérez pasa al sábado.", "domingo", session.LedgerDecision},
	})
}

// --- nounCaps with spanishLittle ---------------------------------------------

// Regresses at bfaadd9 (de > en: notes-style German has neither). 4c99448
// made it de >= en && de >= es, but a German holiday plan written as notes
// names Spanish places ("La Cala de Mijas", "Pastelería La Canasta"): their
// "la" and "de" outnumber the few German little words, the conversation is
// no German one, its nouns are read as names and each sentence is cut at
// its comma — the shopping list loses its day, the present the cake it goes
// with, the oven what goes in.
func TestSkeptic82bGermanNotesWithSpanishPlaceNames(t *testing.T) {
	before := []string{
		"Urlaubsplan Andalusien: Montag Ankunft Málaga, Mietwagen bei Europcar, Dienstag Ausflug Ronda.", "A: Ok.",
		"Mittwoch Strand La Cala de Mijas, Donnerstag Alhambra in Granada um 10:30 Uhr, Tickets ausgedruckt.", "A: Ok.",
	}
	linesHold78(t, before, []holdCase78{
		{"Donnerstag Großeinkauf, Liste: Wasser, Sonnencreme, Brot, Oliven, Obst, Käse.", []string{"Donnerstag", "Wasser"}},
		{"Freitag Abholung Torte bei Pastelería La Canasta, vorher Geschenk kaufen.", []string{"Canasta", "Geschenk"}},
		{"Backofen in der Finca auf 180° Umluft vorheizen, dann Kuchen rein für Oma.", []string{"Umluft", "Kuchen"}},
	})
}
