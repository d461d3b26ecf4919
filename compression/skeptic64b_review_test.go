package compression_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of 16a171b (the first review of stop 64 and stop 63's
// blind parts read) against its parent 445307b, on plain everyday messages:
// take-backs ("forget what I said about …", "I take back what I said …",
// "I'm going back on what I said …", "Retiro lo que dije …"), bans with
// "or/ni/oder", Scots "nae", the day sigh and the count after it, "What's
// still missing:" lists with a who clause or "saying", orders to explain
// everything with a reason, and German capitalized hyphen compounds. The
// sentences are this file's own; said, lineOf, rememberedWithin, talk62e,
// held63e, kinds63f and the first messages of skeptic64a are reused.
//
// REGRESSION: fails on 16a171b, passes on 445307b.
// STILL MISSED: fails on both.

// takeBack64b is a conversation of an instruction, a fact and a take-back
// (#1, #3, #5), and the words of the instruction's line.
type takeBack64b struct{ rule, fact, back, ruleWords string }

// 1. REGRESSION. A take-back that names a way of answering that one earlier
// fact also names ("Forget what I said about keeping it short" when the best
// man's speech "has to be short"; "bullet points" when Mum's shopping list is
// in bullet points; "tables" when 12 round tables are needed) is now a
// change of plan (takenBack: plan is fact >= rule, no longer fact > rule)
// whenever it says "now" or "again", as nearly every take-back does ("you
// can use them again", "tables are fine now"). The instruction stays in
// force, unmarked, and the take-back is kept as a mere fact: the model goes
// on keeping answers short, or without bullet points, after the person took
// it back. 445307b took the instruction back.
func TestSkeptic64bATakeBackSharingAWordWithAFactStillTakesBack(t *testing.T) {
	for _, c := range []takeBack64b{
		{"Keep it short please, I'm reading your answers on my phone at work.",
			"The best man's speech has to be short, five minutes tops, Gary rambles.",
			"Forget what I said about keeping it short, you can go into detail now.", "Keep it short"},
		{"Please no bullet points in your answers, I read them out to my mum.",
			"Mum's shopping list is always in bullet points on the fridge door.",
			"Forget what I said about bullet points, you can use them again.", "no bullet points"},
		{"No emojis please, they look daft on my old phone.",
			"My granddaughter sends me emojis all day long, she's 14.",
			"Scrap the emojis thing, I've got a new phone now.", "No emojis"},
		{"No tables in your answers please, I read them on my phone.",
			"We need 12 round tables for the reception at the Trout.",
			"Scrap the no tables thing, tables are fine now, I'm on the laptop.", "No tables"},
		{"Antworte bitte kurz, ich lese alles am Handy.",
			"Die Rede vom Trauzeugen soll kurz sein, höchstens fünf Minuten.",
			"Vergiss das mit kurz, du kannst jetzt ausführlicher schreiben, ich sitze am Laptop.", "Antworte bitte kurz"},
	} {
		got, _ := held63e(t, c.rule, c.fact, c.back)
		if line := lineOf(got, 1, c.ruleWords); line != "" && !strings.Contains(line, "updated") {
			t.Errorf("%q leaves the instruction in force: %q\n%s", c.back, line, got)
		}
	}
}

// 2. REGRESSION. "I take back what I said …", "I'm going back on what I said
// …", "Retiro lo que dije …" now take an instruction back whenever a word
// after them is a list, a length or a language (takesBackAnswering:
// listWords, lengths, tongues) — though what is taken back is a plan or an
// opinion: "about the guest list, my cousin Shona is coming", "about a
// short engagement", "about Spanish food, the paella was amazing", "about
// the English weather". The person's standing instruction ("no lists",
// "Keep it short", "Always answer me in Spanish") is deleted from the
// memory, or marked "(updated in #5)": the model drops a rule nobody took
// back. 445307b kept each instruction, unmarked.
func TestSkeptic64bTakingBackAPlanKeepsTheInstruction(t *testing.T) {
	for _, c := range []takeBack64b{
		{"Write to me in sentences please, no lists.", wedding64a,
			"I take back what I said about the guest list, my cousin Shona is coming.", "no lists"},
		{"Escríbeme en frases, sin listas, por favor.", boda64a,
			"Retiro lo que dije de la lista de invitados, mi tía Carmen viene.", "sin listas"},
		{"Keep it short please, I read your answers on the bus.",
			"We got engaged on Sunday, Jamie proposed at Tarn Hows.",
			"I'm going back on what I said about a short engagement, we're waiting till 2027 now.", "Keep it short"},
		{"Always answer me in Spanish, I'm practising for the move.",
			"We're moving to Valencia in October, the flat is in Ruzafa.",
			"I take back what I said about Spanish food, the paella last night was amazing.", "in Spanish"},
		{"Write to me in English please, even when I write in Welsh.", move64a,
			"I take back what I said about the English weather, it's been glorious all week.", "in English"},
	} {
		got, _ := held63e(t, c.rule, c.fact, c.back)
		if line := lineOf(got, 1, c.ruleWords); line == "" || strings.Contains(line, "updated") {
			t.Errorf("%q takes the instruction back (line %q):\n%s", c.back, line, got)
		}
	}
}

// 3. REGRESSION. The same words now make the take-back itself a standing
// instruction (statesTakeBack holds takesBackAnswering) when they name "the
// start", "the beginning", "first" (outset), a language or a length: "I take
// back what I said at the start about Dave, he's been a star with the van",
// "… about the first dance, it's actually lovely", "… about the first
// field, it's ready after all", "Ich nehme zurück, was ich am Anfang über
// den Vermieter gesagt habe …", "Retiro lo que dije al principio del casero
// …", "… about the German neighbour". Each is a change of mind about a
// person or a plan, and is now held as a rule: kept whatever the budget,
// never left to a summary, and an instruction to the model. 445307b read
// each as a fact or a decision.
func TestSkeptic64bTakingBackAnOpinionIsNoInstruction(t *testing.T) {
	for _, c := range []takeBack64b{
		{"Keep your answers short, I read them between deliveries.", move64a,
			"I take back what I said at the start about Dave, he's been a star with the van.", ""},
		{"Please write to me in plain sentences, no lists.", "The first dance is to Ed Sheeran, Perfect, which I find cheesy.",
			"I take back what I said about the first dance, it's actually lovely.", ""},
		{"No emojis please, I'm 74.", "The harvest starts on Monday 8 September, we've got 40 acres of barley.",
			"I'm going back on what I said about the first field, it's ready after all.", ""},
		{"Antworte mir bitte immer auf Englisch, ich übe für die Prüfung.", "Wir ziehen am Freitag, 4. Juli, von Köln nach Bonn.",
			"Ich nehme zurück, was ich am Anfang über den Vermieter gesagt habe, er ist eigentlich ganz nett.", ""},
		{"Respóndeme siempre en inglés, que estoy practicando.", "Nos mudamos el viernes 4 de julio de Sevilla a Cádiz.",
			"Retiro lo que dije al principio del casero, al final es majo.", ""},
		{"Always answer in English please.", "My neighbour is German and a bit fussy about the hedge.",
			"I'm going back on what I said about the German neighbour, he helped with the hedge today.", ""},
	} {
		got, ledger := held63e(t, c.rule, c.fact, c.back)
		if slices.Contains(kinds63f(ledger, 5), session.LedgerRule) {
			t.Errorf("%q is held as a standing instruction:\n%s", c.back, got)
		}
	}
}

// 4. REGRESSION. "No X or Y" now bans X in the answers whenever one to three
// words follow it ("or kisses"; banOn cuts them when they hold no place and
// no "from"): a report of someone's text — "Got a text back from Dave about
// the stag do. No emojis or kisses, just a thumbs up.", "Dave replied at
// last. No emojis or kisses, typical Dave.", Scots "Nae emojis or kisses fae
// Gran" ("fae" is no "from" to fromWhom) — and a market's rules ("No tables
// or gazebos this year, please note") are held as the person's standing
// instruction: the model stops using emojis or tables for someone who never
// asked. 445307b read none of them as an instruction.
func TestSkeptic64bNoEmojisOrKissesInSomeonesTextIsNoBan(t *testing.T) {
	for _, c := range []asked64a{
		{wedding64a, "Got a text back from Dave about the stag do. No emojis or kisses, just a thumbs up."},
		{wedding64a, "Dave replied at last. No emojis or kisses, typical Dave."},
		{wedding64a, "Had a text fae oor Jean. Nae emojis or kisses, just \"fine\"."},
		{wedding64a, "Gran's still in a huff about the seating plan. Nae emojis or kisses fae Gran."},
		{market64a, "The market office sent the new rules round. No tables or gazebos this year, please note."},
	} {
		got, ledger := held63e(t, c.first, c.msg)
		if slices.Contains(kinds63f(ledger, 3), session.LedgerRule) {
			t.Errorf("%q is held as a standing instruction:\n%s", c.msg, got)
		}
	}
}

// 5. REGRESSION. After the day sigh, a count the person has ("how many
// guests we have confirmed", "how many kids we have coming", "how much money
// we have in the wedding pot", "how many boxes we have in the garage", "ni
// cuántos invitados hemos confirmado", "ni cuánto dinero llevamos gastado")
// now sighs on: doneByMe takes "we have", "hemos …ado", "llevamos" for the
// person's own doing, as in "how many nappies I've changed". The whole
// message is dropped (sighGoesOn): the headcount, the children's meals, the
// budget still to be worked out are gone from the memory. 445307b kept
// each as an open question.
func TestSkeptic64bWhatWeHaveAfterTheDaySighStaysOpen(t *testing.T) {
	for _, c := range []asked64a{
		{wedding64a, "No idea what day it is, or how many guests we have confirmed."},
		{wedding64a, "No idea what day it is, or how many kids we have coming."},
		{wedding64a, "No idea what day it is, or how much money we have in the wedding pot."},
		{market64a, "No idea what day it is, or how many jars of chutney we have for Saturday."},
		{move64a, "No idea what day it is, or how many boxes we have in the garage."},
		{boda64a, "No sé ni qué día es hoy, ni cuántos invitados hemos confirmado."},
		{boda64a, "No sé ni qué día es hoy, ni cuántos regalos hemos recibido."},
		{boda64a, "No sé ni qué día es hoy, ni cuánto dinero llevamos gastado."},
	} {
		got, ledger := held63e(t, c.first, c.msg)
		if !slices.Contains(kinds63f(ledger, 3), session.LedgerQuestion) {
			t.Errorf("%q is no open question (kinds %v):\n%s", c.msg, kinds63f(ledger, 3), got)
		}
	}
}

// 6. REGRESSION. A who clause after an item of a missing list now asks only
// when the item before names no person — and namesPerson takes any item
// without an article for one: "flowers", "buttonholes", "confetti", "Mum's
// hat", "bubble wrap". "flowers, who's doing the readings, and the rings",
// "confetti, who's driving the minibus, …" are now kept as facts: the model
// is not told who reads, who drives or who takes the cat is still open.
// 445307b kept each as an open question (a job in the who clause).
func TestSkeptic64bWhoAfterABareThingInAMissingListAsks(t *testing.T) {
	for _, c := range []asked64a{
		{wedding64a, "What's still missing: flowers, who's doing the readings, and the rings."},
		{wedding64a, "What's still missing: buttonholes, who's bringing Nan from the care home, and the cake."},
		{wedding64a, "What's still missing: confetti, who's driving the minibus, and the table plan."},
		{wedding64a, "What's still missing: Mum's hat, who's picking up the cake, and the rings."},
		{move64a, "What's still missing: bubble wrap, who's taking the cat, and the keys."},
	} {
		got, ledger := held63e(t, c.first, c.msg)
		if !slices.Contains(kinds63f(ledger, 3), session.LedgerQuestion) {
			t.Errorf("%q is no open question (kinds %v):\n%s", c.msg, kinds63f(ledger, 3), got)
		}
	}
}

// 7. REGRESSION. And the other way: after an item with an article, a who
// clause asks unless the noun is in a short list of words for people
// (personNouns: "lady", "man", "neighbour" …). "the DJ, who's coming down
// from Carlisle on the day", "the photographer, who's stuck at another
// wedding till two", "the vicar, who's at a funeral in the morning", "the
// registrar, who's at another wedding till one" describe someone known, as
// "my sister, who's bringing the cake" does, and are now held as open
// questions: the model is told who is coming from Carlisle is unknown.
// 445307b kept each as a fact.
func TestSkeptic64bWhoDescribingTheDJInAMissingListAsksNothing(t *testing.T) {
	for _, msg := range []string{
		"What's still missing: the DJ, who's coming down from Carlisle on the day, and the rings.",
		"What's still missing: the photographer, who's stuck at another wedding till two, and the cake.",
		"What's still missing: the vicar, who's at a funeral in the morning, and the order of service.",
		"What's still missing: the registrar, who's at another wedding till one, and the rings.",
	} {
		got, ledger := held63e(t, wedding64a, msg)
		if slices.Contains(kinds63f(ledger, 3), session.LedgerQuestion) {
			t.Errorf("%q is held as an open question:\n%s", msg, got)
		}
	}
}

// 8. REGRESSION. After "saying" a question word now asks whenever a message
// noun stands before it (messageNouns: text, note, letter, …) — also when
// the message is one the person is to write: "a text to the guests saying
// where to park", "a note for the guests saying where to park", "a note on
// the door saying where the loos are", "a letter to the neighbours saying
// when the van's coming" are things to make, as "a sign saying where guests
// can park" is (the person knows where to park), and are now held as open
// questions. 445307b kept each as a fact.
func TestSkeptic64bANoteToWriteSayingWhereIsNoQuestion(t *testing.T) {
	for _, c := range []asked64a{
		{wedding64a, "What's still missing: a text to the guests saying where to park, and the table plan."},
		{wedding64a, "What's still missing: a note for the guests saying where to park, and the table plan."},
		{wedding64a, "What's still missing: a note on the door saying where the loos are, and the bunting."},
		{move64a, "What's still missing: a letter to the neighbours saying when the van's coming, and the keys."},
	} {
		got, ledger := held63e(t, c.first, c.msg)
		if slices.Contains(kinds63f(ledger, 3), session.LedgerQuestion) {
			t.Errorf("%q is held as an open question:\n%s", c.msg, got)
		}
	}
}

// 9. REGRESSION. A reason after an order to explain everything now cancels
// it only when "the" (der/die/das/el/la …) stands before the paper
// (onePaper): "because this letter from the bank makes no sense to me",
// "because that form from the broker …", "because I've had a letter from
// the council …", "weil ich diesen Brief von der Bank nicht verstehe",
// "porque esta carta del banco no la entiendo", "porque mi contrato de la
// hipoteca no lo entiendo" name one paper in hand as much, and are now
// standing instructions: every later answer, on anything, is talked down
// to "like I'm five". 445307b kept each as a fact.
func TestSkeptic64bExplainBecauseThisLetterIsNoRule(t *testing.T) {
	for _, c := range []asked64a{
		{mortgage64, "Explain everything like I'm five, because this letter from the bank makes no sense to me."},
		{mortgage64, "Explain everything like I'm five, because that form from the broker makes no sense."},
		{mortgage64, "Explain everything like I'm five, because I've had a letter from the council and it's all gobbledygook."},
		{hypothek64, "Erklär mir alles wie einem Kind, weil ich diesen Brief von der Bank nicht verstehe."},
		{hipoteca64, "Explícamelo todo como a un niño, porque esta carta del banco no la entiendo."},
		{hipoteca64, "Explícamelo todo como a un niño, porque mi contrato de la hipoteca no lo entiendo."},
	} {
		got, ledger := held63e(t, c.first, c.msg)
		if slices.Contains(kinds63f(ledger, 3), session.LedgerRule) {
			t.Errorf("%q is held as a standing instruction:\n%s", c.msg, got)
		}
	}
}

// 10. REGRESSION. A German word of capitalized parts joined by a hyphen is
// now a name even at the start of a sentence (capitalParts), so a chatty
// sentence that opens with an everyday compound ("Kaffee-Klatsch war auch
// wieder, Oma hat Kuchen gebracht.", "Feierabend-Bier mit dem Nachbarn
// gehabt, herrlich.") weighs as if it named someone. With a small memory it
// now stays where a real arrangement goes: "Der Grill kommt vom Nachbarn."
// is dropped, and the model no longer knows who brings the grill. 445307b
// kept the grill and dropped the small talk.
func TestSkeptic64bAHyphenedWordOpeningSmallTalkNamesNothing(t *testing.T) {
	for _, budget := range []int{50, 60} {
		got := rememberedWithin(t, said(talk62e(
			"Das Sommerfest vom Gartenverein ist am Samstag, 12. Juli, ab 15 Uhr im Vereinsheim.",
			"Der Vorstand hat sich gestern getroffen. Kaffee-Klatsch war auch wieder, Oma hat Kuchen gebracht. Die Tombola macht dieses Jahr Frau Berger. Der Grill kommt vom Nachbarn.",
			"Feierabend-Bier mit dem Nachbarn gehabt, herrlich. Die Musik macht die Blaskapelle aus Ettenheim, 300 Euro.")...), budget)
		if lineOf(got, 3, "Grill") == "" {
			t.Errorf("budget %d: the grill is lost:\n%s", budget, got)
		}
	}
}

// 11. STILL MISSED. A ban on lists — the commit's own reason for reading
// "nae lists" — is no instruction unless "write to me" stands before it:
// "No lists please." and "No lists or tables, please." are dropped from the
// memory altogether; "Keine Listen oder Tabellen, bitte.", "Sin listas ni
// tablas, por favor.", "Nae lists or tables, please." are kept as facts
// ("lists" is in no list banOn reads, so the "or" that now joins a second
// look never helps). The model answers in lists the person asked not to
// see.
func TestSkeptic64bNoListsPleaseIsAnInstruction(t *testing.T) {
	for _, c := range []asked64a{
		{move64a, "No lists please."},
		{move64a, "No lists or tables, please."},
		{move64a, "Nae lists or tables, please."},
		{hochzeit64, "Keine Listen oder Tabellen, bitte."},
		{boda64a, "Sin listas ni tablas, por favor."},
	} {
		got, ledger := held63e(t, c.first, c.msg)
		if !slices.Contains(kinds63f(ledger, 3), session.LedgerRule) {
			t.Errorf("%q is no instruction (kinds %v):\n%s", c.msg, kinds63f(ledger, 3), got)
		}
	}
}

// 12. STILL MISSED. Scots "nae" is now spelled "no" for bans and take-backs,
// but not where the person does not know: "I've nae idea if the minister can
// do the 2pm slot", "I'm nae sure if the piper can do the 2pm slot", "Nae
// idea if the contractor can come on Tuesday", "Nae idea what day it is, or
// how many guests I'm actually expecting" are kept as settled facts, where
// "No idea if …", "I'm not sure if …" and the English day sigh with its
// count are open questions. The model is not told the slot or the
// contractor is still to be confirmed.
func TestSkeptic64bNaeIdeaIsAnOpenQuestion(t *testing.T) {
	for _, c := range []asked64a{
		{wedding64a, "I've nae idea if the minister can do the 2pm slot."},
		{wedding64a, "I'm nae sure if the piper can do the 2pm slot."},
		{"The harvest starts on Monday 8 September, we've got 40 acres of barley.", "Nae idea if the contractor can come on Tuesday."},
		{wedding64a, "Nae idea what day it is, or how many guests I'm actually expecting."},
	} {
		got, ledger := held63e(t, c.first, c.msg)
		if !slices.Contains(kinds63f(ledger, 3), session.LedgerQuestion) {
			t.Errorf("%q is no open question (kinds %v):\n%s", c.msg, kinds63f(ledger, 3), got)
		}
	}
}

// 13. STILL MISSED. onePaper reads "the" before a paper as one paper in
// hand, plural or not: "because the forms and the bills always go straight
// over my head", "because the bills and the forms all go over my head" say
// why the person always needs it plain (papers in general, as "because
// forms and bills go straight over my head" does, which 16a171b reads as a
// rule), and the standing instruction is lost. 445307b cancelled the order
// on any paper word.
func TestSkeptic64bExplainBecauseTheFormsInGeneralIsARule(t *testing.T) {
	for _, msg := range []string{
		"Explain everything like I'm five, because the forms and the bills always go straight over my head.",
		"Explain everything like I'm five, because the bills and the forms all go over my head.",
	} {
		got, ledger := held63e(t, mortgage64, msg)
		if !slices.Contains(kinds63f(ledger, 3), session.LedgerRule) {
			t.Errorf("%q is no instruction (kinds %v):\n%s", msg, kinds63f(ledger, 3), got)
		}
	}
}
