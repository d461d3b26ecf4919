package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Parts read at stop 86 (dev122 and dev123, measured blind at stop 85: their
// open questions were the kind that fell below the bar). The messages here
// say what they lost in other words.

// keyed86 is a message and a word of the line it is read into.
type keyed86 struct{ text, key string }

// keyNotReadAs86 reports each message whose line holding key is read as
// kind.
func keyNotReadAs86(t *testing.T, kind session.LedgerKind, cases []keyed86) {
	t.Helper()
	for _, c := range cases {
		if k := kindWith(c.text, "A: Ok.", c.key); k == kind {
			t.Errorf("%q: the line holding %q is read as %s", c.text, c.key, kind)
		}
	}
}

// An order of what to give, after a condition on the assistant's talk with
// no comma between: "Please, when you talk about the boat give me feet and
// inches, not metres" was a fact, and the instruction was lost.
func TestAnOrderAfterAConditionWithoutAComma(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Please, when you talk about the boat give me feet and inches, not metres.", "feet and inches", session.LedgerRule},
		{"When you talk about the farm give me acres, never hectares.", "acres", session.LedgerRule},
		{"Wenn du über das Boot redest gib mir Fuß und Zoll.", "Fuß und Zoll", session.LedgerRule},
		{"Cuando me hables del barco dame pies y pulgadas.", "pulgadas", session.LedgerRule},
	})
	// Getting in touch is no answer.
	notReadAs(t, session.LedgerRule, "When you see Tom give me a shout.", "When you get to the station give me a ring.")
}

// A limit after an order, with what happens past it: "Max three or my brain
// melts" after "Can you stop giving me five different options every time?"
// was dropped.
func TestALimitWithAThreatAfterIt(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Can you stop giving me five different options every time? Max three or my brain melts.", "Max three", session.LedgerRule},
		{"Keine langen Listen bitte. Höchstens drei oder ich dreh durch.", "Höchstens drei", session.LedgerRule},
		{"No me des tantas opciones. Tres como máximo o me vuelvo loca.", "Tres como máximo", session.LedgerRule},
	})
	// A range is no threat.
	if k := kindWith("Please stop giving me options. Max three or four people came though.", "A: Ok.", "four people"); k == session.LedgerRule {
		t.Errorf("a range after an order read as a limit")
	}
}

// A question right after a sentence whose head names the worry, the head
// before a colon and the sentence long: "Lo que no me deja dormir es el
// mediodía: yo tengo que estar en la cooperativa …, y Esteban anda en la
// lancha. ¿Quién cuida los kayaks en esas horas?" kept no question.
//
// Read so at first and taken out again: four reviews of stop 86 found the
// question after a worry head, long or short, answered in the next sentence
// in more ways than a reading can tell ("Her parents.", "Mein Vater, wer
// sonst."), the worry denied ("What worries me isn't the drive: …"), a
// "these" of something new ("Where do I get these pop-up tents?"), and a
// grumble ("Who makes these forecasts anyway?"): the worry's facts were
// hidden in a question that is none.
func TestTheQuestionAfterALongWorry(t *testing.T) {
	t.Skip("limitation: a question after a worry whose head stands before a colon in a long sentence is a fact, and the line may be dropped")
	kindsAre73(t, []kindCase73{
		{"Lo que no me deja dormir es el mediodía: yo tengo que estar en la cooperativa tejiendo de once a dos, y Esteban anda en la lancha. ¿Quién cuida los kayaks en esas horas? Tomás está en el básico.", "Quién cuida", session.LedgerQuestion},
		{"What keeps me awake is Saturday: I'm at the hospital till two and Dave's out on the boat all day with the tourists. Who minds the stall in those hours? Ugh.", "Who minds", session.LedgerQuestion},
	})
	// Not a rhetorical one.
	if k := kindWith("What keeps me awake is the neighbour: he plays the drums all night long, every night. Who does he think he is?", "A: Ok.", "think he is"); k == session.LedgerQuestion {
		t.Errorf("a rhetorical question after a worry read as open")
	}
}

// A question still open said as what the person cannot see, or what puzzles
// them: "Still can't see how we get her wheelchair across that soft bit of
// beach", "Wie man so viel Ribel warm und fein hält, …, ist mir ein Rätsel".
//
// Read so at first and taken out again: the reviews of stop 86 found the
// same words of wonder at what one already does ("How I stay awake in his
// meetings …"), of a fan's "we" ("… how we win the league without Kane"),
// of doubt ("… how we benefit from this merger"), of a general "one" or
// "man", and of the past in Spanish forms that are also the present
// ("Cómo ganamos ese partido …") — a question still open only by meaning.
func TestAQuestionSaidAsAPuzzle(t *testing.T) {
	t.Skip("limitation: a question said as a puzzle ('still can't see how we …', 'is a mystery to me') reads as a fact")
	kindsAre73(t, []kindCase73{
		{"Still can't see how we get her wheelchair across that soft bit of beach by the steps.", "wheelchair", session.LedgerQuestion},
		{"Wie man so viel Ribel warm und fein hält, ohne dass er klebt wie Zement, ist mir ein Rätsel.", "Ribel warm", session.LedgerQuestion},
		{"How we keep that much rice warm for two hundred people is a mystery to me.", "rice warm", session.LedgerQuestion},
		{"Cómo vamos a mantener caliente tanto arroz es un misterio para mí.", "arroz", session.LedgerQuestion},
	})
	notReadAs(t, session.LedgerQuestion,
		"My husband is a mystery to me.",
		"Why he married her is a mystery to me.",
		"How she did it is beyond me.",
		"How Gran does it at ninety is a mystery to me.",
		"I still can't see the point of it.")
}

// A head that says the person goes round and round on what follows, or has
// not cracked it: "Thing I keep going round and round on: what do we even
// do on days it's blowing a southwesterly?", "Thing I haven't cracked:
// paying."
//
// Read so at first and taken out again: the reviews of stop 86 found the
// words as often of someone else ("Tom keeps going round and round on it:
// …"), of what was ("Thing I kept going round …"), of a contest ("Le doy
// vueltas: ¿quién ganará la liga?"), literal ("… on the carousel"), or of a
// question answered in the next sentence ("…: where do we go in May? Crete,
// we've just booked it.").
func TestWhatThePersonGoesRoundOn(t *testing.T) {
	t.Skip("limitation: a head of going round and round on what follows is no worry head")
	kindsAre73(t, []kindCase73{
		{"Thing I keep going round and round on: what do we even do on days it's blowing a southwesterly?", "southwesterly", session.LedgerQuestion},
		{"Lo que le sigo dando vueltas: ¿qué hacemos si llueve el sábado?", "llueve", session.LedgerQuestion},
		{"Worüber ich mir den Kopf zerbreche: wo parken wir die Autos der Gäste?", "parken", session.LedgerQuestion},
	})
	notReadAs(t, session.LedgerQuestion, "I keep going round and round on it: why did she leave?", "I haven't cracked a smile all week.", "Tom keeps going round and round on it: should he sell the flat?")
}

// "Thing I haven't cracked: paying." was read as an open question at first
// and taken out again: "cracked" is as often broken ("Only thing I haven't
// cracked yet: my phone screen"; the third review of stop 86).
func TestWhatThePersonHasNotCracked(t *testing.T) {
	t.Skip("limitation: 'Thing I haven't cracked: paying.' reads as a fact")
	kindsAre73(t, []kindCase73{{"Thing I haven't cracked: paying.", "paying", session.LedgerQuestion}})
}

// A choice said settled in Central American Spanish: "Ya quedó: los kayaks
// van a ser amarillos", "Entonces quedamos así: guayabera blanca de lino
// para mí y para Ervin".
//
// Read so at first and taken out again: the reviews of stop 86 found
// "quedó así" / "quedamos así" / "ya quedó" as often before how things
// turned out, what was imposed or put off ("Quedó así: 3 a 1 para el
// Madrid", "Ya quedó: arreglé la fuga", "Quedó así: voy a tener que pagar la
// multa", "Quedamos así: ya veremos qué pasa en septiembre"), and the
// reading kept no fact the memory lost before.
func TestSettledAsQuedo(t *testing.T) {
	t.Skip("limitation: 'Ya quedó: …' and 'Quedamos así: …' read as facts, not decisions")
	kindsAre73(t, []kindCase73{
		{"Ya quedó: los kayaks van a ser amarillos.", "amarillos", session.LedgerDecision},
		{"Entonces quedamos así: guayabera blanca de lino para mí y para Ervin.", "guayabera", session.LedgerDecision},
	})
	notReadAs(t, session.LedgerDecision, "Así quedó: el techo se cayó encima del coche.")
}

// A count with its bound after it, between commas: "Necesitamos chalecos
// salvavidas, catorce por lo menos, …" beside a sentence that names someone
// was lost.
func TestACountWithItsBoundAfterIt(t *testing.T) {
	linesHold78(t, nil, []holdCase78{
		{"Necesitamos chalecos salvavidas, catorce por lo menos, de tallas de adulto y de niño. La licenciada de la AMSCLAE dice que sin chalecos ni soñemos con el permiso.", []string{"chalecos salvavidas", "catorce"}},
		{"We need life jackets, fourteen at least, in adult and kids' sizes. The lady from the AMSCLAE says no jackets, no permit.", []string{"life jackets", "fourteen"}},
	})
}
