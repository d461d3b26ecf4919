package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of stop 100 (1cdf8c4..ba3597a) by a skeptic helper: askedOfUs and
// the widened shrug, ownAsk/doubtLine, the German shrugs added to
// unknownAlone, and paidForIt. Each test says what the model would be sent
// wrong. The sentences are this file's own.

// --- askedOfUs: someone asking, shrugged at -------------------------------

// "if I've seen his keys", "where I got my boots": the question is about
// someone else's thing, or what the person did long ago; a shrug at it
// leaves nothing of the person's open.
func TestSkeptic100bSomeoneElsesThingAskedIsNoOpenQuestion(t *testing.T) {
	notKind98(t, session.LedgerQuestion, "Tom keeps asking if I've seen his keys. No idea.", "keys")
	notKind98(t, session.LedgerQuestion, "Jess keeps asking where I got my boots. No idea.", "boots")
	notKind98(t, session.LedgerQuestion, "Lena fragt, wo ich meinen Mantel gekauft habe. Ich weiß es nicht.", "Mantel")
}

// "Tom was asking": once, in the past, of his own charger.
func TestSkeptic100bAQuestionAskedOnceBeforeIsNoOpenQuestion(t *testing.T) {
	notKind98(t, session.LedgerQuestion, "Tom was asking where I'd put his charger. No idea.", "charger")
}

// "if I'm okay": how the person feels is no open question of their plans.
func TestSkeptic100bAskedHowIAmIsNoOpenQuestion(t *testing.T) {
	notKind98(t, session.LedgerQuestion, "Sam keeps asking if I'm okay. I don't know.", "okay")
	notKind98(t, session.LedgerQuestion, "Mum keeps asking if I'm eating properly. I don't know.", "eating")
}

// "my brother", "mein Bruder", "los primos": the question is of someone
// else's doings; "my" is no sign the person is to do anything.
func TestSkeptic100bAQuestionOfAnothersDoingsIsNoOpenQuestion(t *testing.T) {
	notKind98(t, session.LedgerQuestion, "Mum keeps asking where my brother is living now. No idea. We haven't spoken since Dad's funeral.", "brother")
	notKind98(t, session.LedgerQuestion, "Meine Mutter fragt immer, wo mein Bruder wohnt. Ich weiß es nicht.", "Bruder")
	notKind98(t, session.LedgerQuestion, "La abuela pregunta cuándo vienen los primos. Ni idea.", "primos")
}

// "People keep asking how we manage": a boast or a sigh, not a question.
func TestSkeptic100bARhetoricalHowWeManageIsNoOpenQuestion(t *testing.T) {
	notKind98(t, session.LedgerQuestion, "People keep asking how we manage with four kids and two dogs. No idea.", "four kids")
	notKind98(t, session.LedgerQuestion, "Die Leute fragen dauernd, wie wir das mit vier Kindern schaffen. Ich weiß es nicht.", "vier Kindern")
	notKind98(t, session.LedgerQuestion, "Todos preguntan cómo lo hacemos con cuatro niños. Ni idea.", "cuatro niños")
}

// A quiz's question and a child's curiosity are nothing the person has to
// settle.
func TestSkeptic100bAQuizOrCuriosityAskedIsNoOpenQuestion(t *testing.T) {
	notKind98(t, session.LedgerQuestion, "Tonight's quiz asks what year we joined the EEC. No idea.", "EEC")
	notKind98(t, session.LedgerQuestion, "My son keeps asking how we know the earth is round. I don't know.", "round")
	notKind98(t, session.LedgerQuestion, "Mi hijo pregunta cómo sabemos que la Tierra es redonda. Ni idea.", "redonda")
}

// Answered later in the message: the kids decided, we ordered, Mum says —
// only a sentence right after the shrug that says "says" or "al final"
// counts; the openToDo path reads every later sentence.
func TestSkeptic100bAQuestionAskedOfUsAnsweredLaterIsNotOpen(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Gran keeps asking what we're calling the puppy. No idea. The kids have decided on Biscuit, so I suppose that's that.", "puppy"},
		{"Gran keeps asking where we're having Christmas this year. I don't know. Honestly, I've been avoiding it. Mum says it's at Auntie Jean's again.", "Christmas"},
		{"Mi suegra pregunta qué vamos a servir de postre. No lo sé. Ayer encargamos una tarta de Santiago en la pastelería.", "postre"},
		{"Oma fragt jeden Tag, was wir zum Nachtisch machen. Ich weiß es nicht. Meine Frau hat sich für Rote Grütze entschieden, also gibt es die.", "Nachtisch"},
	} {
		notKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// --- ownAsk / doubtLine ---------------------------------------------------

// A question of another matter after a doubt is put on the doubt's line:
// payments and a passport, a birthday and library books, a present and a
// tax return are one "question".
func TestSkeptic100bAnUnrelatedQuestionIsNotJoinedToADoubt(t *testing.T) {
	apart98(t, "I still don't know how we'll take payments at the stall. Do I need a new passport for the Spain trip?", "payments", "passport")
	apart98(t, "Still no idea what we're doing for Mum's birthday. Do I need to return the library books tomorrow?", "birthday", "library")
	apart98(t, "Ich weiß noch nicht, was ich Mama schenke. Muss ich eigentlich noch die Steuererklärung machen?", "Mama", "Steuererklärung")
	apart98(t, "No sé todavía qué le regalo a mi madre. ¿Tengo que renovar el pasaporte para ir a Marruecos?", "madre", "pasaporte")
}

// After a long doubt, the question is made a bare score-1 line for a join
// that then does not fit maxLineRunes: the question, kept on 1cdf8c4, is
// gone.
func TestSkeptic100bAQuestionAfterALongDoubtIsKept(t *testing.T) {
	together98(t, "I still don't know what we're doing about the boiler at the cottage in Pitlochry, the engineer never called back and the landlord isn't answering my emails. Do we need to get our own engineer out before the Gas Safe certificate runs out?", "Gas Safe")
	together98(t, "Ich weiß immer noch nicht, wie wir das mit der Heizung im Ferienhaus in Husum machen, der Installateur hat sich nie zurückgemeldet und der Vermieter geht nicht ans Telefon. Müssen wir selbst einen Installateur bestellen, bevor die Wartung abläuft?", "Wartung")
}

// --- the German shrugs in unknownAlone ------------------------------------

// "Ich weiß es nicht." after a sigh over leftovers now makes it an open
// question (line 658 joins the shrug onto it).
func TestSkeptic100bAGermanShrugAfterASighIsNoOpenQuestion(t *testing.T) {
	notKind98(t, session.LedgerQuestion, "Wir haben viel zu viel Kartoffelsalat gemacht. Wer soll das alles essen? Ich weiß es nicht.", "essen")
}

// --- paidForIt ------------------------------------------------------------

// A total or a Spanish "nos cobran" that names its own thing is joined to
// the unrelated sentence before it: the brakes go with the kids at Gran's.
func TestSkeptic100bATotalThatNamesItsOwnThingStaysApart(t *testing.T) {
	apart98(t, "The kids are at Gran's in Whitby this week. All in £640 for the brakes and the exhaust on the Corsa.", "Whitby", "£640")
	apart98(t, "Die Kinder sind diese Woche bei Oma in Celle. Insgesamt 640 Euro hat die Reparatur vom Auto gekostet, Bremsen und Auspuff.", "Celle", "640 Euro")
	apart98(t, "Mañana viene mi suegra a comer. Nos cobran 200 euros por el arreglo del coche, que ya está listo.", "suegra", "200 euros")
}

// --- misses ---------------------------------------------------------------

// The boss's question of the person's Saturday is theirs and open: "puedo"
// is no own word, "I don't know yet" no shrug.
func TestSkeptic100bMissTheBossAsksIfICanWork(t *testing.T) {
	t.Skip("a miss left: a question of whether the person can do something, asked by someone else, is read only of what, where, when and who (askedOfUs); \"if I'm okay\" is the same shape")
	isKind98(t, session.LedgerQuestion, "Mi jefe pregunta si puedo trabajar el sábado. No lo sé.", "sábado")
	isKind98(t, session.LedgerQuestion, "My boss keeps asking if I can work Saturday. I don't know yet.", "Saturday")
}
