package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Parts read at stop 82 (dev112 and dev113, measured blind at stop 81). The
// messages here say what they lost in other words.

// A first instruction after a head that asks a favour ("Do me one favour,
// …") was read as nothing at all: the first instruction of a part lost.
func TestAnOrderAfterAFavourAsked(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Do me a favour, no emojis or tables, just talk to me like a friend would.", "emojis", session.LedgerRule},
		{"Tu mir einen Gefallen, keine Tabellen, schreib einfach ganz normal.", "Tabellen", session.LedgerRule},
		{"Hazme un favor, nada de listas, contéstame como a una persona.", "listas", session.LedgerRule},
	})
	never31(t, session.LedgerRule,
		"Do me a favour, grab the milk on your way home.",
		"Do me a favour, no more jokes about my haircut, Kev.")
}

// What was paid, then why, then the amount alone in its sentence: the amount
// was kept without what it paid for.
func TestAnAmountAfterWhatWasPaidAndWhy(t *testing.T) {
	linesHold78(t, nil, []holdCase78{
		{"Paid the deposit this morning so the hall is ours now. £240 for the Saturday, which Mum called a scandal, and then paid half.", []string{"deposit", "£240"}},
	})
}

// A decision after a head that says the person thought it over ("Had a good
// think about …") and a change of plan that keeps something ("Planänderung
// beim Klavier: wir behalten es") were lost: the head was kept without what
// was decided, or the decision not at all.
func TestDecisionsAfterThinkingItOver(t *testing.T) {
	before := []string{
		"Der Onkel Fritz kommt im Mai aus Görlitz und bringt den Anhänger.", "A: Ok.",
		"Die Anke aus Zittau will das Klavier für 300 Euro, sagt sie.", "A: Ok.",
	}
	linesHold78(t, before, []holdCase78{
		{"Had a good think about the Easter fair in April. We'll give it a miss, the van won't be ready in time.", []string{"Easter fair", "give it a miss"}},
		{"Planänderung beim Klavier: wir behalten es. Der Fritz stimmt es im Mai, und die Anke aus Zittau kriegt stattdessen den Schrank. Ich bin froh.", []string{"Klavier", "wir behalten es"}},
	})
	kindsAre73(t, []kindCase73{
		{"Change of plan on the piano: we keep it.", "we keep it", session.LedgerDecision},
	})
}

// What someone advised, and the person going along with it ("Gut, dann
// bleibt …"), is one decision; alone the going along named nothing and was
// dropped beside lines that name something.
func TestGoingAlongWithAdvice(t *testing.T) {
	linesHold78(t, nil, []holdCase78{
		{"Beim Abriss haben wir hinter der Wand einen alten Brief von 1921 gefunden. Der Tischler sagt, die alte Tür bleibt drin, die ist aus Eiche. Gut, dann bleibt die Tür drin. Meine Frau hat sie fotografiert, für das Album.", []string{"Tischler", "Tür bleibt drin", "dann bleibt"}},
	})
	never31(t, session.LedgerDecision, "Gut, dann bis morgen.")
}

// A count bound by "at least" or "al menos" alone in its clause is a value:
// "I need new chairs, at least twelve" was read as naming nothing.
func TestACountBoundInWords(t *testing.T) {
	linesHold78(t, nil, []holdCase78{
		{"I need new chairs, at least twelve, because the old ones wobble. Kevin Dunne from the hardware shop orders them.", []string{"chairs", "at least twelve"}},
		{"Necesito sillas nuevas, al menos doce, porque las viejas cojean. Las pide Kevin Dunne de la ferretería.", []string{"sillas", "al menos doce"}},
	})
}

// A question that asks whether the assistant knows what is not worked out
// yet is answered by the sentence after it: one open question.
func TestAQuestionOfWhatIsNotWorkedOut(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"¿Sabés qué no tengo resuelto? Quién cuida a los perros cuando viajemos en marzo. Mi hermana no puede.", "perros", session.LedgerQuestion},
		{"You know what I still haven't figured out? Who drives the float on Sunday. Tom can't.", "float", session.LedgerQuestion},
	})
}

// What someone named plays ("…, she plays the fiddle") says who they are: it
// was cut from the line that names them.
func TestWhatSomeonePlays(t *testing.T) {
	linesHold78(t, nil, []holdCase78{
		{"Their captain is Rosie Tran, she plays the fiddle and answers texts about once a fortnight.", []string{"Rosie Tran", "fiddle"}},
	})
}

// A count and its bound alone, right after an order ("Drei Punkte höchstens
// jedes Mal"), bound the order: an instruction too. Not a sentence with a
// verb of its own.
func TestABoundAfterAnOrder(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Bitte keine langen Listen. Drei Punkte höchstens jedes Mal, sonst les ich's nicht.", "Drei Punkte", session.LedgerRule},
		{"Please keep it short. Four sentences max, I read these on the tractor.", "Four sentences", session.LedgerRule},
		{"Always answer in German. Two kids at most came to the party.", "kids", session.LedgerFact},
	})
}

// A short head that says a choice is made ("Fiesta resuelta.") joins the
// sentence after it that says which: alone, the head was dropped and the
// choice said of no one.
func TestAChoiceMadeThenWhich(t *testing.T) {
	linesHold78(t, nil, []holdCase78{
		{"Fiesta resuelta. La va a organizar la Maribel, la vecina del quinto, que tiene buena mano.", []string{"Fiesta resuelta", "Maribel"}},
	})
	never31(t, session.LedgerDecision, "Nothing decided. The plumber comes on Monday at 8am.")
}

// In a Spanish conversation full of names, the capitals of the names made
// it read as German, where a capital alone is a weak sign of a name: "lo
// arregla Ramiro" then named no one and was dropped beside a line with a
// date. "Mar del Plata" is a place, no month: a liking after it was kept
// apart from whom it is of. A title of six words in single quotes, figures
// in it, is one name: the clause does not end inside it (a guard: making
// single quotes hold six words split "'Quintos del 58 - Lago'" at its dash).
func TestASpanishConversationFullOfNames(t *testing.T) {
	before := []string{
		"Hablé con Rafa Gil, con la Maribel y con el Chino Ledesma sobre la Fiesta de San Roque en Cafayate.", "A: Ok.",
		"La Negra Paz y el Tano Ruiz traen las mesas desde Tolombón, y Don Aurelio las sillas de Amaicha.", "A: Ok.",
		"El Moro, la Overa y el Bayo van con Lucho a la Quebrada de las Conchas el Sábado Santo.", "A: Ok.",
		"Valeria Ortiz, Pato Sosa y Chela Ríos llegan de Tucumán con el Flaco Heredia en la Traffic.", "A: Ok.",
	}
	linesHold78(t, before, []holdCase78{
		{"El techo lo arregla Ramiro, trae su escalera y cobra poco. El asado es el 12 de marzo en lo de Pato Sosa.", []string{"Ramiro", "techo"}},
		{"Lucía le tiene miedo al agua, me contó, dice que de chica casi se ahoga en Mar del Plata. Quiere la habitación más lejos de la piscina.", []string{"Lucía", "más lejos"}},
		{"La peña se llama 'Los del 72 - Sur', la fundó mi cuñado con el Tano Ruiz, y ya somos treinta.", []string{"Los del 72 - Sur"}},
	})
}

// Going along after a price ("Fine, then the old door stays.") names
// nothing alone: a small memory dropped it, and the session kept the quote
// without what was decided (stop 82, driven in tmux at num_ctx 2048). With
// the sentence before that names the thing, it is one decision.
func TestKeepingAThingAfterItsPrice(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"The quote for a new front door came in at £900. Fine, then the old door stays.", "£900", session.LedgerDecision},
	})
	linesHold78(t, nil, []holdCase78{
		{"Der neue Kühlschrank würde 1.200 Euro kosten. Gut, dann bleibt der alte Kühlschrank.", []string{"1.200 Euro", "bleibt der alte"}},
	})
}
