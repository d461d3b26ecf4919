package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A review of stop 92's instruction readings on 937c8d1: onlyWay after an
// instruction, the exclusions of ordered (practisingFor, the emphatic-"do"
// spans and advice, ownRequestHead), the "que me/le" wish and the practice
// words of ruleHeaded, wantsHead's first person, wishedWay's answerGiven and
// orderAfterRule's howLong. Each test but the last two passes on 7590e34
// and fails on 937c8d1; the last two fail on both.

// ruleWith92e are the instruction lines read from text that hold want.
func ruleWith92e(text, want string) []string {
	var out []string
	for _, l := range kindLines(text, session.LedgerRule) {
		if strings.Contains(l, want) {
			out = append(out, l)
		}
	}
	return out
}

// "Always answer me in English. My grandmother in Oaxaca speaks no English
// at all. Spanish only.": the language someone else speaks, said with
// "only" after the person's own instruction — read as a second instruction
// that contradicts the first, so the model may switch to Spanish (German,
// English) the person never asked for.
func TestSkeptic92eOnlyTheLanguageSomeoneSpeaksAfterAnInstruction(t *testing.T) {
	for _, c := range [][2]string{
		{"Always answer me in English. My grandmother in Oaxaca speaks no English at all. Spanish only.", "Spanish only"},
		{"Please keep answering me in English. We're moving to Seville and the kids' new school is a shock. Spanish only.", "Spanish only"},
		{"Contéstame siempre en español. En el colegio de mi hija en Boston es todo en inglés. Solo inglés.", "Solo inglés"},
		{"Antworte bitte immer auf Deutsch. Die Schule von meinem Sohn in Texas ist schwierig. Nur Englisch.", "Nur Englisch"},
	} {
		if got := ruleWith92e(c[0], c[1]); len(got) > 0 {
			t.Errorf("%q: %q read as an instruction: %q", c[0], c[1], got)
		}
	}
}

// "Always use Celsius, please. Our old oven from the States was a pain.
// Fahrenheit only.": what a thing shows or takes, said with "only" after
// an instruction — read as an instruction against the person's own (Celsius
// and Fahrenheit both ordered), and the council portal's refusal of
// attachments, a fact, is lost into it.
func TestSkeptic92eOnlyTheUnitsOrFormatOfAThingAfterAnInstruction(t *testing.T) {
	for _, c := range [][2]string{
		{"Always use Celsius, please. Our old oven from the States was a pain. Fahrenheit only.", "Fahrenheit only"},
		{"Use metric please. The old tape measure in the shed is useless. Imperial only.", "Imperial only"},
		{"Please answer in short paragraphs. The council portal won't take attachments. Plain text only.", "Plain text only"},
	} {
		if got := ruleWith92e(c[0], c[1]); len(got) > 0 {
			t.Errorf("%q: %q read as an instruction: %q", c[0], c[1], got)
		}
	}
	text := "Please answer in short paragraphs. The council portal won't take attachments. Plain text only."
	if !strings.Contains(strings.Join(kindLines(text, session.LedgerFact), " "), "attachments") {
		t.Errorf("the portal that takes no attachments is lost: %v", read31(text))
	}
}

// "Keep your answers short, I read them on my phone while I practise for
// hours at the piano": practisingFor anywhere in the line, with no "do" and
// no single event — an everyday routine ("while I prepare for work every
// morning", "mientras me preparo para el trabajo cada mañana") or a
// practice the person says the order outlasts ("y después también") — and
// the standing instruction becomes a fact.
func TestSkeptic92ePractisingForInAnEverydayReason(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Keep your answers short, I read them on my phone while I practise for hours at the piano.",
		"Always answer in bullet points, I read them while I prepare for work every morning.",
		"Háblame siempre en inglés, lo leo mientras me preparo para el trabajo cada mañana.",
		"Contéstame siempre en español, mientras practico para el examen y después también.",
	)
}

// "Do answer in German from now on, not just this once.": forOneSpan is
// looked for anywhere past an emphatic "do", also where the person widens
// the order past one time ("not just this once", "not only this time") —
// the lasting order is cut to a fact or lost.
func TestSkeptic92eEmphaticDoWidenedPastThisOnce(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Do answer in German from now on, not just this once.",
		"Do use metric from now on, and not just this once.",
		"Do write to me in Spanish from now on, not only this time, I mean always.",
	)
}

// "Do keep your answers short, I read them during my lunch break": any
// "during" past an emphatic "do" is taken for one event, also a daily
// habit that is the reason the order lasts — the short answers are a fact,
// or nothing at all ("… during the week").
func TestSkeptic92eEmphaticDoWithDuringInAHabit(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Do keep your answers short, I read them during my lunch break.",
		"Do keep your answers short, I only read them during my commute.",
		"Do keep your answers short, I only get to read them during the week.",
	)
}

// "Do answer in metric, I've always said I'm hopeless with ounces":
// drilledIn's "always said/always told" is someone's advice, but here it is
// the person's own words ("I've always said", "I always told you") — the
// instruction becomes a fact or leaves no line.
func TestSkeptic92eEmphaticDoWithMyOwnAlwaysSaid(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Do answer in metric, I've always said I'm hopeless with ounces.",
		"Do answer in plain English, I've always said the jargon loses me.",
		"Do keep it simple, I always told you I'm no scientist.",
		"Do use metric, I always said so.",
	)
}

// "Do keep it short, I'm swamped this time of year": onceOnly's "this
// time" inside "this time of year", a season of the person's life, after an
// emphatic "do" — the order to keep it short leaves no line at all.
func TestSkeptic92eEmphaticDoThisTimeOfYear(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Do keep it short, I'm swamped this time of year.",
		"Do keep your answers short, I've no patience this time of year.",
	)
}

// "I had one request: no onions. The waiter brought them anyway.":
// ownRequestHead reads every request the person once made — of a waiter, a
// bakery, a wedding, someone at home — as their request to the assistant,
// so "no onions", "no nuts in the cake", "no speeches" become standing
// instructions on the answers the person never gave.
func TestSkeptic92eOwnRequestOfSomeoneElseReadAsAnInstruction(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"I had one request: no onions. The waiter brought them anyway.",
		"I had one request: no nuts in the cake. The bakery ignored it.",
		"I had one request: no feather pillows. The hotel gave me three.",
		"I made one request: no speeches at the wedding.",
		"I had one request for Tom: no bikes in the hall.",
		"Tenía un pedido: sin cebolla. El mozo la trajo igual.",
		"Yo tenía un pedido: no invitar a mi ex.",
		"Ich hatte eine Bitte: keine Zwiebeln. Der Kellner hat trotzdem welche gebracht.",
	)
}

// "Yo tenía un pedido: que no viniera mi ex.": wantsHead no longer takes a
// head in the first person, and this request of the person's (of a
// wedding, a party) now leaves no line at all — the fact is lost.
func TestSkeptic92eOwnRequestRecalledInSpanishIsLost(t *testing.T) {
	readAs(t, session.LedgerFact,
		"Yo tenía un pedido: que no viniera mi ex.",
		"Yo tenía un pedido: que no me sentaran con mi ex.",
		"Yo tenía un pedido: que no invitaran a mi ex. Y ahí estaba.",
	)
}

// "Te pido un favor: que me digas cómo se dice alquiler en inglés.": the
// "que me/le …" wish under a request head is read as how to answer when a
// language is named anywhere in it — a one-off question (how to say a
// word) or a message to someone else (my boss, the landlord, a client)
// becomes a standing order to answer in English, German, Italian.
func TestSkeptic92eQueMeWishOfAOneOffTask(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Te pido un favor: que me digas cómo se dice alquiler en inglés.",
		"Te pido una cosa: que me digas cómo se escribe \"cumpleaños\" en alemán.",
		"Te quiero pedir un favor: que me digas cómo se dice \"te quiero\" en italiano.",
		"Te pido un favor: que le escribas a mi jefe en inglés.",
		"Te pido un favor: que le contestes al cliente en inglés, yo no me animo.",
		"Un favor te pido: que le escribas al casero en inglés, que no me entiende.",
	)
}

// "Le pido una cosa: hábleme en español, que hace rato que no entiendo
// nada.": playedVoice now holds "rato", "examen", "entrevista" and
// "mientras" as words of their own, so a reason that says the practice is
// over ("el examen ya lo rendí", "la entrevista ya pasó"), "hace rato"
// (for a while now) or "mientras más simple mejor" makes the standing
// request a fact — the model goes back to English.
func TestSkeptic92ePracticeWordsInAReasonThatLasts(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Le pido una cosa: hábleme en español, que hace rato que no entiendo nada.",
		"Le voy a pedir una cosa: hábleme en español, que hace rato que me cuesta el inglés.",
		"Le pido una cosa: hábleme en español, que el examen de inglés ya lo rendí.",
		"Le pido un favor: hábleme en español, la entrevista de trabajo ya pasó.",
		"Le pido un favor: hábleme en español, que mientras más simple mejor.",
	)
}

// "Forget the short answers. I need full directions to the hospital now,
// my wife is in labour.": after a take-back, "full/whole" before an
// answerGiven word is read as how to answer from now on, also where it
// names a thing needed once (directions to a place, the wardrobe's missing
// instructions, Gran's recipes typed up) — an instruction never given.
func TestSkeptic92eOneOffNeedAfterATakeBack(t *testing.T) {
	for _, text := range []string{
		"Forget the short answers. I need full directions to the hospital now, my wife is in labour.",
		"Forget the short answers. I need full directions to Gate 12, I'm lost in the airport.",
		"Never mind the emojis. I need full instructions for the flat-pack wardrobe, the leaflet is missing.",
		"Forget the bullet points. I need whole recipes from Gran's notebook typed up for the family book.",
		"Forget the Spanish. I need full instructions from the council now, they sent nothing.",
	} {
		if got := kindLines(text, session.LedgerRule); len(got) != 1 {
			t.Errorf("%q: only the take-back is an instruction, got %q", text, got)
		}
	}
}

// "Never mind the Spanish. Tell me as long as it's quick, the bus is
// coming.": "as long as" of a condition ("provided it's quick") after a
// take-back is read as how long to answer — and the clause after it ("the
// bus is coming", "I can take bad news") is kept as an instruction, or a
// speech for one birthday is how long every answer is to be.
func TestSkeptic92eAsLongAsAConditionAfterATakeBack(t *testing.T) {
	for _, text := range []string{
		"Never mind the Spanish. Tell me as long as it's quick, the bus is coming.",
		"Forget the word limit. Tell me as long as it's true, I can take bad news.",
		"Scrap the English thing. Tell me as long as you're sure, I don't want to embarrass myself.",
		"Forget the short answers. Write me as long as the speech needs to be, it's for Dad's 70th.",
	} {
		if got := kindLines(text, session.LedgerRule); len(got) != 1 {
			t.Errorf("%q: only the take-back is an instruction, got %q", text, got)
		}
	}
}

// Fails on both: "Had one request: use metric. Why Fahrenheit again?" — the
// person's own request recalled with the "I" dropped, as people type;
// ownRequestHead wants "I/yo/ich had", so the reminder is a fact and the
// model goes on with Fahrenheit.
func TestSkeptic92eOwnRequestRecalledWithoutI(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Had one request: use metric. Why Fahrenheit again?",
		"Just had one request: use metric. Why are you giving me Fahrenheit again?",
	)
}

// A miss this review found and stop 92 left (it failed before the change
// too): "Do stop with the emojis, please.", "Do cut the waffle …", "Do avoid
// medical jargon …", "Do leave the jokes out …" give no instruction — the
// orders without the "do" are none either.
