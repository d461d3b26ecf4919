package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The sixth review of stop 86 (fca372a, bb42b08, 612f650, 51f3e6c against
// bde46ae), the open questions only: the worry's question (worryColon,
// pointsOn, worryAsked, answersAtOnce turning a joined question back to a
// fact), the puzzles (mysteryAsked, unseenHow, ownDoing) and notCracked.
// Each regression test passes on the parent (bde46ae) and fails on the
// change; the limitations, wrong on both, are skipped. The cases of the
// reviews skeptic86a to skeptic86d are not repeated.

// --- answersAtOnce: a name first is taken for the answer ---

// "The big headache is the horse box. Who's going to drive Bramble?
// Normally my dad, but he's in hospital this week." — who usually does it,
// or who would if something works out ("Gemma, if her lorry is fixed by
// then", "Mi hermano, si le dan el día libre", "Mein Bruder, falls er
// frei bekommt"): the question is still open. The parent kept the worry
// and its question as an open question; answersAtOnce takes any name
// or relative before the first comma for the answer, whatever follows, and
// turns the line into a fact ("Who's going to drive Bramble?" as a fact).
func TestSkeptic86fAUsualOrIfyAnswerLeavesTheWorrysQuestionOpen(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"The big headache is the horse box. Who's going to drive Bramble? Normally my dad, but he's in hospital this week.", "Bramble", session.LedgerQuestion},
		{"The big headache is the horse box. Who's going to drive Bramble? Gemma, if her lorry is fixed by then.", "Bramble", session.LedgerQuestion},
		{"El gran problema es la comida. ¿Quién va a cocinar para cuarenta? Normalmente mi mamá, pero este año está operada.", "cuarenta", session.LedgerQuestion},
		{"El gran problema es la comida. ¿Quién va a cocinar para cuarenta? Mi hermano, si le dan el día libre.", "cuarenta", session.LedgerQuestion},
		{"Meine größte Sorge ist das Essen. Wer soll für vierzig Leute kochen? Eigentlich Oma, aber die liegt im Krankenhaus.", "vierzig", session.LedgerQuestion},
		{"Meine größte Sorge ist das Essen. Wer soll für vierzig Leute kochen? Mein Bruder, falls er frei bekommt.", "vierzig", session.LedgerQuestion},
	})
}

// "The big worry is the food. Who's going to cook for forty people? Mum,
// but she's just had a hip operation." — the one named is ruled out in the
// same breath ("Mi hermana, la pobre, se ofreció, pero se acaba de romper
// el brazo", "Mein Bruder, der Gute, würde ja, aber er liegt mit Grippe im
// Bett"): no one cooks yet. answersAtOnce looks for a negation in the first
// clause only ("Mum"), so the open question becomes a fact.
func TestSkeptic86fANamedOneRuledOutIsNoAnswer(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"The big worry is the food. Who's going to cook for forty people? Mum, but she's just had a hip operation.", "forty", session.LedgerQuestion},
		{"The big headache is the horse box. Who's going to drive Bramble? My dad, bless him, offered, but he's lost his licence.", "Bramble", session.LedgerQuestion},
		{"El gran problema es la comida. ¿Quién va a cocinar para cuarenta? Mi hermana, la pobre, se ofreció, pero se acaba de romper el brazo.", "cuarenta", session.LedgerQuestion},
		{"Meine größte Sorge ist das Essen. Wer soll für vierzig Leute kochen? Mein Bruder, der Gute, würde ja, aber er liegt mit Grippe im Bett.", "vierzig", session.LedgerQuestion},
	})
}

// --- worryAsked: answered in the next sentence ---

// "My biggest worry is Saturday: I work till eight and the wedding starts
// at seven. Who takes the kids then? In the end Marta's doing it." — the
// question is answered right after it, in a sentence of its own ("Al final
// se queda Marta", "Mi vecina Marta se ofreció ayer", "Am Ende macht es
// Marta"). answersAtOnce knows only a name alone before a comma, so the
// worry and its question are kept as an open question beside the answer
// (in Spanish beside a decision that answers it). The parent kept no open
// question.
func TestSkeptic86fAWorrysQuestionAnsweredByTheNextSentenceIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"My biggest worry is Saturday: I work till eight and the wedding starts at seven. Who takes the kids then? In the end Marta's doing it.",
		"What keeps me awake is the lunch hour: I'm at the shop and Steve's out on the boat. Who minds the kayaks in those hours? Marta offered this morning, so that's fine.",
		"Lo que no me deja dormir es el mediodía: yo tengo que estar en la cooperativa y Esteban anda en la lancha. ¿Quién cuida los kayaks en esas horas? Al final se queda Marta.",
		"Lo que me preocupa es el sábado: trabajo hasta las ocho y la boda empieza a las siete. ¿Quién lleva entonces a los niños? Mi vecina Marta se ofreció ayer.",
		"Meine größte Sorge ist der Samstag: ich arbeite bis acht und die Hochzeit fängt um sieben an. Wer fährt dann die Kinder? Am Ende macht es Marta.",
	)
}

// --- pointsOn: "then", "that", "dann" point at nothing ---

// "My biggest worry is the weather: they say rain all weekend and the
// party is outdoors. Can you suggest some indoor games that work for
// six-year-olds?" — a request to the assistant after the facts of the
// worry; "that" opens a relative clause, "then" / "dann" only go on ("What
// indoor games would you suggest then?", "Kannst du mir dann ein paar
// Spiele für drinnen vorschlagen?"). pointsOn takes them for pointing back
// at the worry, and the facts (rain all weekend, the party outdoors) are
// folded into one open question with the request. The parent kept them a
// fact. (skeptic86d's cases have no such word.)
func TestSkeptic86fARequestWithThatOrThenDoesNotSwallowTheWorrysFacts(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"My biggest worry is the weather: they say rain all weekend and the party is outdoors. Can you suggest some indoor games that work for six-year-olds?", "outdoors", session.LedgerFact},
		{"My biggest worry is the weather: they say rain all weekend and the party is outdoors. What indoor games would you suggest then?", "outdoors", session.LedgerFact},
		{"Meine größte Sorge ist das Wetter: es soll das ganze Wochenende regnen und die Feier ist draußen. Kannst du mir dann ein paar Spiele für drinnen vorschlagen?", "draußen", session.LedgerFact},
	})
}

// --- mysteryAsked and unseenHow (ownDoing) ---

// "How I stay awake in his meetings is a mystery to me", "Cómo cabemos los
// cinco en un piso de 50 metros es un misterio para mí", "Wie ich bei dem
// Lärm überhaupt schlafe, ist mir ein Rätsel": a joke or wonder at what the
// person already does, every day — nothing to find out. skeptic86d's fix
// knows a few verbs of coping and being ("manage", "schaffe", "seguimos");
// any other verb of "I"/"we" in the present is an open question now.
func TestSkeptic86fWonderAtWhatOneAlreadyDoesIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"How I stay awake in his meetings is a mystery to me.",
		"How we fit five people in that tiny flat is a mystery to me.",
		"Cómo cabemos los cinco en un piso de 50 metros es un misterio para mí.",
		"Cómo pagamos el alquiler con este sueldo no me lo explico.",
		"Wie ich bei dem Lärm überhaupt schlafe, ist mir ein Rätsel.",
		"Wie wir zu fünft in die kleine Wohnung passen, ist mir ein Rätsel.",
	)
}

// "How one feeds a family on minimum wage is a mystery to me", "Wie man mit
// dem Mindestlohn in München eine Familie ernährt, ist mir ein Rätsel",
// "Cómo uno vive con el salario mínimo en esta ciudad es un misterio para
// mí": a remark on how hard life is for anyone, not a task of the person's.
// ownDoing takes "one"/"man"/"uno" for the person's own doing unless a
// "can" follows (skeptic86b's "Wie man so etwas freiwillig essen kann").
func TestSkeptic86fAGenericOneOrManIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"How one feeds a family on minimum wage is a mystery to me.",
		"Cómo uno vive con el salario mínimo en esta ciudad es un misterio para mí.",
		"Wie man mit dem Mindestlohn in München eine Familie ernährt, ist mir ein Rätsel.",
		"Wie man hier abends einen Parkplatz findet, ist mir ein Rätsel.",
	)
}

// "Cómo hemos llegado hasta aquí es un misterio para mí", "Cómo hemos
// aguantado tanto tiempo juntos es un misterio para mí": what is done,
// said in the perfect. ownDoing knows Spanish preterites, but "hemos" ends
// in "-emos" and is read as a verb of "we" now.
func TestSkeptic86fASpanishPerfectOfWhatWeDidIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Cómo hemos llegado hasta aquí es un misterio para mí.",
		"Cómo hemos aguantado tanto tiempo juntos es un misterio para mí.",
	)
}

// "Who keeps sending us these catalogues is a mystery to me", "Quién nos
// manda estas cartas cada semana es un misterio para mí", "Wer uns jede
// Woche diese Werbung in den Briefkasten wirft, ist mir ein Rätsel": idle
// curiosity about what someone else does to the person. "us"/"nos"/"uns"
// after "who" is the one it is done to, not the doer, yet ownDoing takes it
// for the person's own doing.
func TestSkeptic86fWhoDoesSomethingToUsIsNotOurOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Who keeps sending us these catalogues is a mystery to me.",
		"Quién nos manda estas cartas cada semana es un misterio para mí.",
		"Quién nos deja flores en la puerta cada viernes es un misterio para nosotros.",
		"Wer uns jede Woche diese Werbung in den Briefkasten wirft, ist mir ein Rätsel.",
	)
}

// "Como tenemos dos niños pequeños, dormir ocho horas es un misterio para
// mí" — "como" without its accent is "since": a joke about sleep. howOrWho
// holds "como", and the verb of "we" after it ("tenemos", "trabajamos")
// makes the whole an open question.
func TestSkeptic86fComoAsSinceIsNoPuzzle(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Como tenemos dos niños pequeños, dormir ocho horas es un misterio para mí.",
		"Como trabajamos los dos hasta las nueve, cenar a una hora normal es un misterio para nosotros.",
	)
}

// "I still can't see how we win the league without Kane", "Sigo sin ver
// cómo ganamos la liga sin Vinícius", "Ich seh immer noch nicht, wie wir
// ohne Kane die Liga gewinnen", "How we stay up this season is a mystery
// to me": a fan's "we" — doubt about the team, nothing the person can do or
// wants solved. Now open questions.
func TestSkeptic86fAFansWeIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"I still can't see how we win the league without Kane.",
		"Sigo sin ver cómo ganamos la liga sin Vinícius.",
		"Todavía no veo cómo vamos a ganar el domingo con media plantilla lesionada.",
		"Ich seh immer noch nicht, wie wir ohne Kane die Liga gewinnen.",
		"How we stay up this season is a mystery to me.",
		"Cómo nos salvamos del descenso este año es un misterio para mí.",
	)
}

// "I still can't see how we benefit from this merger", "Sigo sin ver cómo
// nos beneficia esta fusión", "Ich seh immer noch nicht, wie uns diese
// Fusion helfen soll": doubt said as not seeing — the person thinks it does
// not help (like skeptic86b's "I still don't see how that's my fault"),
// with "we"/"nos"/"uns" as those it would help. Now open questions.
func TestSkeptic86fDoubtThatSomethingHelpsUsIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"I still can't see how we benefit from this merger.",
		"Sigo sin ver cómo nos beneficia esta fusión.",
		"Ich seh immer noch nicht, wie uns diese Fusion helfen soll.",
	)
}

// --- notCracked ---

// "Broke my wrist, dented the car. Only thing I haven't cracked yet: my
// phone screen." — cracked as broken, a joke about a clumsy week; "Only
// bone I haven't cracked: my skull, touch wood", "Only thing we haven't
// cracked: the good china". notCracked leaves out only "cracked open";
// these heads make what follows an open question now (the parent kept a
// fact).
func TestSkeptic86fCrackedAsBrokenIsNoUnsolvedProblem(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Broke my wrist, dented the car. Only thing I haven't cracked yet: my phone screen.",
		"Only bone I haven't cracked: my skull, touch wood.",
		"Dropped half the crockery moving house. Only thing we haven't cracked: the good china.",
	)
}

// --- limitations: read wrong by both ---

// "Who's going to drive Bramble? Normally my dad, but he's in hospital this
// week." — both keep no line of the answer: that Dad is in hospital this
// week is lost (the change also makes the question a fact, see above).
func TestSkeptic86fLimitationTheAnswerAfterAWorrysQuestionIsLost(t *testing.T) {
	t.Skip("limitation: 'Normally my dad, but he's in hospital this week.' after a worry's question is kept in no line on both")
	linesHold78(t, nil, []holdCase78{
		{"The big headache is the horse box. Who's going to drive Bramble? Normally my dad, but he's in hospital this week.", []string{"hospital"}},
	})
}

// "My biggest worry is Saturday: I work till eight and the wedding starts
// at seven. Who takes the kids? No idea yet." — the worry's question, said
// open, is dropped on both (no word points back, so the change does not
// join it either), and "Who returns the chairs then?" after a worry that
// was is dropped or kept as a fact.
func TestSkeptic86fLimitationAWorrysOpenQuestionIsDropped(t *testing.T) {
	t.Skip("limitation: 'Who takes the kids? No idea yet.' after a long worry, and 'Wer bringt jetzt die Stühle zurück?', are no question on both")
	kindsAre73(t, []kindCase73{
		{"My biggest worry is Saturday: I work till eight and the wedding starts at seven. Who takes the kids? No idea yet.", "kids", session.LedgerQuestion},
		{"Meine größte Sorge war das Wetter: am Ende schien den ganzen Tag die Sonne. Wer bringt jetzt die Stühle zurück?", "Stühle", session.LedgerQuestion},
	})
}

// "We land in Lima at 11pm on March 3 and how we get to the hotel at that
// hour is a mystery to me." — the person's own open question after a fact
// in one sentence is a fact on both (and cut in two in German).
func TestSkeptic86fLimitationAPuzzleAfterAFactInOneSentence(t *testing.T) {
	t.Skip("limitation: '… and how we get to the hotel at that hour is a mystery to me' is a fact on both")
	kindsAre73(t, []kindCase73{
		{"We land in Lima at 11pm on March 3 and how we get to the hotel at that hour is a mystery to me.", "hotel", session.LedgerQuestion},
		{"El piano llega el viernes a las 9 y sigo sin ver cómo lo subimos al tercer piso.", "piano", session.LedgerQuestion},
	})
}
