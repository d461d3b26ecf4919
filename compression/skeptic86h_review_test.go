package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The eighth review of stop 86 (fca372a, bb42b08, 612f650, 51f3e6c,
// c886d25 against bde46ae), the open questions only: worryColon/worryPast,
// pointsOn, answersAtOnce with usually/butIf, worryAsked with tookItOn,
// resignedAlone in deliberates, the joins() case for a worry, the joined
// question turned back to a fact in prose, and the new worries phrases
// ("going round and round on", "le doy vueltas", "mir den Kopf zerbreche",
// "dreh mich im Kreis" …). Each regression test passes on the parent
// (bde46ae) and fails on the change; the limitations, wrong on both, are
// skipped. The cases of skeptic86a to skeptic86f are not repeated.

// --- worryAsked after a short worry head: answersAtOnce is the only check ---

// "The big worry is the wedding. Who pays for it? Her parents." — the
// person says who at once. After a short worry head, worryAsked turns the
// joined line into an open question unless answersAtOnce knows the answer,
// and it knows only a name or a relative alone or "me/I'll"; it does not
// know "Her parents", "We do, sadly", "The insurance, thank God", "That's
// sorted, my sister" (tookItOn and answeredNext are asked only after a long
// worry), "Nosotros otra vez, claro", "Nuestros vecinos", "Die
// Hundepension um die Ecke". The parent kept these a fact; the model would
// now go on asking who pays for the wedding.
func TestSkeptic86hAWorrysQuestionAnsweredAtOnceIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"The big worry is the wedding. Who pays for it? Her parents.",
		"The big headache is Christmas. Who hosts this year? We do, sadly.",
		"The big worry is the roof. Who pays for it? The insurance, thank God.",
		"The big worry is the dog. Who takes him when we fly? That's sorted, my sister.",
		"El gran problema es la Navidad. ¿Quién la organiza este año? Nosotros otra vez, claro.",
		"El gran problema es el perro. ¿Quién lo cuida cuando volemos? Nuestros vecinos.",
		"Das große Problem ist der Hund. Wer kümmert sich im Urlaub um ihn? Die Hundepension um die Ecke.",
	)
}

// "My biggest worry is Saturday: I work till eight and the wedding starts
// at seven. Who takes the kids in those hours? Her parents." — after a long
// worry the same: answeredNext, tookItOn and answersAtOnce all miss "Her
// parents", "The childminder, for once", "Los suegros vienen a casa", and
// the worry and its answered question are kept as one open question. The
// parent kept the worry a fact. (skeptic86b and skeptic86f's answers are a
// name with "claro", "the lads promised", "Marta offered", "se queda".)
func TestSkeptic86hALongWorrysQuestionAnsweredAtOnceIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"My biggest worry is Saturday: I work till eight and the wedding starts at seven. Who takes the kids in those hours? Her parents.",
		"My biggest worry is Saturday: I work till eight and the wedding starts at seven. Who takes the kids in those hours? The childminder, for once.",
		"Lo que me preocupa es agosto: trabajamos los dos y la guarde cierra. ¿Quién se queda con el bebé esas semanas? Los suegros vienen a casa.",
	)
}

// --- butIf and usually: a grumble or "who else" is no doubt ---

// "The big headache is Christmas. Who hosts this year? Mum, though she
// says it's the last time." — Mum hosts; the grumble after it changes
// nothing. "Mi suegra, ¿quién si no?", "Mein Vater, wer sonst." (who
// else?) say the answer is obvious. butIf and usually look for "though",
// "si", "aunque", "obwohl", "sonst" anywhere in the answer and take it for
// no answer, so the question is open. The parent kept them a fact.
func TestSkeptic86hAnAnswerWithAGrumbleOrWhoElseIsStillAnAnswer(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"The big headache is Christmas. Who hosts this year? Mum, though she says it's the last time.",
		"The big headache is Christmas. Who hosts this year? My sister, if you can believe it.",
		"El gran problema es la Navidad. ¿Quién la organiza este año? Mi suegra, ¿quién si no?",
		"El gran problema es la Navidad. ¿Quién la organiza este año? Mi suegra, aunque dice que es la última vez.",
		"Meine größte Sorge ist Weihnachten. Wer kocht die Gans? Mein Vater, wer sonst.",
		"Meine größte Sorge ist Weihnachten. Wer kocht die Gans? Meine Mutter, obwohl sie sagt, es ist das letzte Mal.",
		"Das große Problem ist der Hund. Wer kümmert sich im Urlaub um ihn? Unsere Nachbarn, wer sonst.",
	)
}

// --- tookItOn: someone taking on something else ---

// "What keeps me awake is the lunch hour: I'm at the shop and Steve's out
// on the boat. Who do I ask to cover those hours? The mornings are fine,
// Marta offered." — Marta took the mornings; who covers the lunch hours is
// still open. tookItOn looks for "offered" anywhere in the next sentence,
// and the joined question is turned back to a fact. The parent kept "Who
// do I ask to cover those hours?" an open question; the change loses it.
// The same with "The cake is sorted, my sister offered" after a question
// of gazebos.
func TestSkeptic86hSomeoneTakingOnAnotherThingLeavesTheQuestionOpen(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"What keeps me awake is the lunch hour: I'm at the shop and Steve's out on the boat. Who do I ask to cover those hours? The mornings are fine, Marta offered.", "cover those hours", session.LedgerQuestion},
		{"My biggest worry is the weather: they say rain all weekend and the party is outdoors. Who do I call about those gazebo hire places? The cake is sorted, my sister offered.", "gazebo", session.LedgerQuestion},
	})
}

// --- pointsOn: "those"/"these" naming something new ---

// "My biggest worry is the weather: they say rain all weekend and the
// party is outdoors. Where do I get these pop-up tents?" — "these" names
// something not said before; it points at nothing of the worry. pointsOn
// takes any "these/those" for pointing back, and the facts of the worry
// (rain all weekend, the party outdoors) are folded into the question. The
// parent kept the worry a fact and the question apart.
func TestSkeptic86hTheseOfSomethingNewDoesNotSwallowTheWorrysFacts(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"My biggest worry is the weather: they say rain all weekend and the party is outdoors. Where do I get these pop-up tents?", "outdoors", session.LedgerFact},
		{"My biggest worry is the weather: they say rain all weekend and the party is outdoors. Who do I call about those gazebo hire places?", "outdoors", session.LedgerFact},
	})
}

// "My biggest worry is the weather: they say rain all weekend and the
// party is outdoors. Who makes these forecasts anyway?" — a grumble at the
// forecasters, nothing to find out ("¿Quién hace esas previsiones?", "Wer
// macht eigentlich diese Vorhersagen?"); "The big problem is the
// neighbours. Who does that to someone's hedge?" the same after a short
// head. Both are now an open question with the worry; the parent kept the
// worry a fact and the grumble no question.
func TestSkeptic86hAGrumbleAfterAWorryIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"My biggest worry is the weather: they say rain all weekend and the party is outdoors. Who makes these forecasts anyway?",
		"Lo que me preocupa es el tiempo: dicen que llueve todo el finde y la fiesta es fuera. ¿Quién hace esas previsiones?",
		"Meine größte Sorge ist das Wetter: es soll das ganze Wochenende regnen und die Feier ist draußen. Wer macht eigentlich diese Vorhersagen?",
		"The big problem is the neighbours. Who does that to someone's hedge?",
	)
}

// --- worryColon: a head that says what is no worry ---

// "What worries me isn't the drive: Tom's doing it and we leave at 7am.
// Who's feeding the cat those days?" — the head says the drive is no
// worry, and what follows is the plan. worryColon does not see the
// negation, and the plan (Tom drives, they leave at 7am) is folded into the
// question of the cat. The parent kept the plan a fact and the question
// apart. "My biggest worry isn't the food …", "Lo que no me preocupa es la
// comida …", "Das große Problem ist nicht das Essen …" the same.
func TestSkeptic86hAWorryDeniedIsNoWorryHead(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"What worries me isn't the drive: Tom's doing it and we leave at 7am. Who's feeding the cat those days?", "7am", session.LedgerFact},
		{"My biggest worry isn't the food: Mum's cooking and there's loads. Who's going to eat all those leftovers?", "Mum's cooking", session.LedgerFact},
		{"Lo que no me preocupa es la comida: cocina mi madre y hay de sobra. ¿Quién se va a comer esas sobras?", "cocina mi madre", session.LedgerFact},
		{"Das große Problem ist nicht das Essen: Mama kocht und es gibt genug. Wer soll diese ganzen Reste essen?", "Mama kocht", session.LedgerFact},
	})
}

// --- the new worries phrases ---

// "Thing I kept going round and round on: where to hold the party? In the
// end, the pub." — past and answered. The new phrases make the head a
// worry for askedLabel, which checks neither "kept" nor the answer after
// the question mark; "Crete, we've just booked it", "Al final, en casa de
// mi suegra", "Am Ende im Garten" answer the others. The parent kept no
// question.
func TestSkeptic86hGoingRoundOnWhatIsAnsweredIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Thing I kept going round and round on: where to hold the party? In the end, the pub.",
		"Thing I keep going round and round on: where do we go in May? Crete, we've just booked it.",
		"Lo que le sigo dando vueltas: ¿dónde hacemos la fiesta? Al final, en casa de mi suegra.",
		"Worüber ich mir den Kopf zerbreche: wo feiern wir? Am Ende im Garten.",
	)
}

// "Tom keeps going round and round on it: should he sell the flat?" —
// Tom's dilemma, not the person's open question. "going round and round
// on" names no one, so a name or "my neighbour" before it makes the
// question the person's (a relative is caught by family). The parent kept
// a fact.
func TestSkeptic86hSomeoneElseGoingRoundAndRoundIsNotMyQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Tom keeps going round and round on it: should he sell the flat?",
		"Sarah's going round in circles about it: should she take the job?",
		"My neighbour is going round and round on it: does he cut down the oak?",
	)
}

// "I keep going round and round on it: who wins Bake Off this year?" — a
// contest, small talk ("¿quién ganará la liga este año?", "wer wird dieses
// Jahr Meister?"); othersChoose misses these verbs. The parent kept a
// fact.
func TestSkeptic86hWhoWinsAContestIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"I keep going round and round on it: who wins Bake Off this year?",
		"Le doy vueltas y vueltas: ¿quién ganará la liga este año?",
		"Ich zerbreche mir den Kopf: wer wird dieses Jahr Meister?",
	)
}

// "The kids love going round and round on the carousel: who knew?" —
// going round for real, and a "who knew?" of delight; "Going round and
// round on the M25: who designs these junctions?", "Le doy vueltas a la
// manzana buscando aparcamiento: ¿quién diseñó este barrio?" (circling the
// block), "Ich dreh mich im Kreis im Kreisverkehr: wer plant sowas?" are
// grumbles of a drive. The new phrases make each an open question (the
// kids' fun is no fact any more); the parent kept facts.
func TestSkeptic86hGoingRoundForRealIsNoWorry(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"The kids love going round and round on the carousel: who knew?",
		"Going round and round on the M25: who designs these junctions?",
		"Le doy vueltas a la manzana buscando aparcamiento: ¿quién diseñó este barrio?",
		"Ich dreh mich im Kreis im Kreisverkehr: wer plant sowas?",
	)
}

// "I keep going round and round on what Anna said. Who's picking the kids
// up tomorrow?" — two matters: what Anna said, and tomorrow's pick-up. With
// "what"/"was"/"lo" the new phrases make the first sentence a worry head,
// and the next question is joined to it: the line reads as if the pick-up
// were what the person goes round on, and the fact is inside a question
// ("I was going round and round on the M25" is no worry at all). The
// parent kept a fact and the question apart.
func TestSkeptic86hAnotherQuestionAfterGoingRoundIsNotJoined(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"I keep going round and round on what Anna said. Who's picking the kids up tomorrow?", "Anna said", session.LedgerFact},
		{"I was going round and round on the M25. Who's picking the kids up tomorrow?", "M25", session.LedgerFact},
		{"Ich zerbreche mir den Kopf, was Anna gemeint hat. Wer holt morgen die Kinder ab?", "Anna gemeint", session.LedgerFact},
		{"Le doy vueltas a lo que me dijo Ana. ¿Quién recoge mañana a los niños?", "dijo Ana", session.LedgerFact},
	})
}

// --- resignedAlone in deliberates: one word more is a plan ---

// "Lo que me preocupa es la lluvia del sábado. ¿Qué se va a hacer
// dentro?" — what is to be done indoors, a plan still open.
// resignedAlone allows one word besides the sigh "qué se va a hacer", and
// deliberates now refuses it: the parent's open question is a fact.
// (skeptic86d's cases have more words after the sigh.)
func TestSkeptic86hWhatIsToBeDoneSomewhereIsNoSigh(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Lo que me preocupa es la lluvia del sábado. ¿Qué se va a hacer dentro?", "dentro", session.LedgerQuestion},
		{"Lo que me preocupa es el día libre en Oporto. ¿Qué se va a hacer allí?", "Oporto", session.LedgerQuestion},
	})
}

// --- limitations: read wrong by both ---

// "Meine größte Sorge ist die Hochzeit. Wer soll das bezahlen? Ihre
// Eltern." — answered at once, an open question on both (the question was
// one before the join already); "My dad, who else?" the same.
func TestSkeptic86hLimitationAnAnsweredWorrysQuestionStaysOpen(t *testing.T) {
	t.Skip("limitation: 'Wer soll das bezahlen? Ihre Eltern.', 'Who's going to cook the turkey? My dad, who else?' after a worry are open questions on both")
	notReadAs(t, session.LedgerQuestion,
		"Meine größte Sorge ist die Hochzeit. Wer soll das bezahlen? Ihre Eltern.",
		"The big headache is Christmas. Who's going to cook the turkey? My dad, who else?",
	)
}

// "Who minds the kayaks in those hours? Marta volunteered last year but
// she's moved away." — still open: the parent drops the question, the
// change joins it and turns it to a fact (tookItOn "volunteered"); "Mi
// hermana lo hace a veces, pero este verano no puede" the same.
func TestSkeptic86hLimitationAnOfferThatFellThroughClosesTheQuestion(t *testing.T) {
	t.Skip("limitation: a worry's question after which an offer fell through is no open question on both")
	kindsAre73(t, []kindCase73{
		{"What keeps me awake is the lunch hour: I'm at the shop and Steve's out on the boat. Who minds the kayaks in those hours? Marta volunteered last year but she's moved away.", "kayaks", session.LedgerQuestion},
		{"Lo que no me deja dormir es el mediodía: yo estoy en la cooperativa y Esteban anda en la lancha. ¿Quién cuida los kayaks en esas horas? Mi hermana lo hace a veces, pero este verano no puede.", "kayaks", session.LedgerQuestion},
	})
}
