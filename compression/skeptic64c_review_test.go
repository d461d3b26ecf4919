package compression_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of d47117e (the second review of stop 64 and two more
// readings of dev71/dev72) against its parent 16a171b, on plain everyday
// messages: "What's still missing:" lists with a who clause or "saying",
// bans "No X or Y", orders to explain everything with a reason, take-backs
// ("I take back what I said about …", "Scrap the …"), the day sigh and
// Scots "nae idea", not knowing with a colon and what follows it, German
// double names opening a sentence, "No lists please", British "half three".
// The sentences are this file's own; held63e, lineOf, kinds63f, asked64a,
// talk62e, said, remembered and the first messages of skeptic64a are
// reused.
//
// REGRESSION: fails on d47117e, passes on 16a171b.
// STILL MISSED: fails on both.

// 1. REGRESSION. A who clause after a person in a missing list now asks
// unless namesPerson finds the person in its word lists or the item is a
// capitalized name of at most three words: "my cousin's husband" and "my
// sister's fella" (after "my" only the very next word counts, and
// "cousin's" is no word for a person), Northern "me mam", a name typed in
// lowercase ("dave"), "Shona from the office" (four words), "Dave and his
// brother" are now held as open questions, so the model is told that who
// brings the PA, who does the sandwiches, who does the cake is still
// unknown, though the person just said who. 16a171b kept each as a fact.
func TestSkeptic64cWhoDescribingSomeoneTypedPlainlyAsksNothing(t *testing.T) {
	for _, msg := range []string{
		"What's still missing: my cousin's husband, who's bringing the PA, and the rings.",
		"What's still missing: my sister's fella, who's doing the disco, and the rings.",
		"What's still missing: me mam, who's doing the sandwiches, and the rings.",
		"What's still missing: Shona from the office, who's doing the cake, and the rings.",
		"What's still missing: Dave and his brother, who are bringing the PA, and the rings.",
	} {
		got, ledger := held63e(t, wedding64a, msg)
		if slices.Contains(kinds63f(ledger, 3), session.LedgerQuestion) {
			t.Errorf("%q is held as an open question:\n%s", msg, got)
		}
	}
}

// 2. REGRESSION. And the other way: after an article, a word for a person
// among the next three words now makes the item a person, though it only
// says whose the thing is — "the best man's speech" ("best" is in
// listPeople), "the DJ playlist", "the vet bill" (jobs). "the best man's
// speech, who's doing the readings, and the rings" is now a fact: the
// model is no longer told that who reads, or who takes the cat, is still
// open. 16a171b kept each as an open question.
func TestSkeptic64cWhoAfterAThingNamedForSomeoneAsks(t *testing.T) {
	for _, c := range []asked64a{
		{wedding64a, "What's still missing: the best man's speech, who's doing the readings, and the rings."},
		{wedding64a, "What's still missing: the DJ playlist, who's doing the readings, and the rings."},
		{move64a, "What's still missing: the vet bill, who's taking the cat, and the keys."},
	} {
		got, ledger := held63e(t, c.first, c.msg)
		if !slices.Contains(kinds63f(ledger, 3), session.LedgerQuestion) {
			t.Errorf("%q is no open question (kinds %v):\n%s", c.msg, kinds63f(ledger, 3), got)
		}
	}
}

// 3. REGRESSION. After "saying" a message now asks only when a "from"
// (from, fae, von, de) follows the message word (awaited): a reply with no
// sender ("a reply saying when the rehearsal is", "a reply saying when we
// get the keys", "confirmation saying when the van's coming"), one whose
// sender is a possessive ("the vicar's reply saying …") or Northern "off"
// ("an email back off the solicitor saying when we complete") is now a
// fact. The person does not know when the rehearsal is, when they get the
// keys or complete, and the model is no longer told it is open. 16a171b
// kept each as an open question.
func TestSkeptic64cAReplyStillAwaitedSayingWhenAsks(t *testing.T) {
	for _, c := range []asked64a{
		{wedding64a, "What's still missing: a reply saying when the rehearsal is, and the rings."},
		{wedding64a, "What's still missing: the vicar's reply saying when the rehearsal is, and the rings."},
		{move64a, "What's still missing: a reply saying when we get the keys, and the removal van."},
		{move64a, "What's still missing: confirmation saying when the van's coming, and the keys."},
		{move64a, "What's still missing: an email back off the solicitor saying when we complete, and the keys."},
	} {
		got, ledger := held63e(t, c.first, c.msg)
		if !slices.Contains(kinds63f(ledger, 3), session.LedgerQuestion) {
			t.Errorf("%q is no open question (kinds %v):\n%s", c.msg, kinds63f(ledger, 3), got)
		}
	}
}

// 4. REGRESSION. "No X or Y, please" is now one ban only when Y is a look
// or a mark (answers, looks, markWords); otherwise the words after X are
// not cut and banOn gives up: "No emojis or swearing, please", "No emojis
// or slang, please", "No emojis or abbreviations, please", "No bullet
// points or numbering, please", "No tables or charts, please", "Nae emojis
// or swearing, please", "Keine Emojis oder Abkürzungen, bitte", "Sin
// emojis ni palabrotas, por favor" are no longer instructions — most are
// dropped from the memory altogether, the rest kept as a fact. The model
// goes back to emojis and tables the person asked not to see. 16a171b held
// each as a standing instruction.
func TestSkeptic64cNoEmojisOrSwearingPleaseIsABan(t *testing.T) {
	for _, c := range []asked64a{
		{move64a, "No emojis or swearing, please."},
		{move64a, "No emojis or slang, please."},
		{move64a, "No emojis or abbreviations, please."},
		{move64a, "No bullet points or numbering, please."},
		{move64a, "No tables or charts, please."},
		{move64a, "Nae emojis or swearing, please."},
		{hochzeit64, "Keine Emojis oder Abkürzungen, bitte."},
		{boda64a, "Sin emojis ni palabrotas, por favor."},
	} {
		got, ledger := held63e(t, c.first, c.msg)
		if !slices.Contains(kinds63f(ledger, 3), session.LedgerRule) {
			t.Errorf("%q is no instruction (kinds %v):\n%s", c.msg, kinds63f(ledger, 3), got)
		}
	}
}

// 5. REGRESSION. onePaper now refuses any reason holding a word of
// everyPaper anywhere in it (any, every, never, immer, …), though the
// reason names one paper by "the": "because I can't make any sense of the
// letter from the bank", "because the letter from the bank has every
// figure in a different place", "because the letter from the broker never
// says what the rate actually is", German "weil ich den Brief von der Bank
// immer noch nicht verstehe" ("immer noch" is "still"). Each order to
// explain is now a standing instruction: every later answer, on anything,
// is talked down to "like I'm five". 16a171b kept each as a fact.
func TestSkeptic64cExplainBecauseOfAnyOneLetterIsNoRule(t *testing.T) {
	for _, c := range []asked64a{
		{mortgage64, "Explain everything like I'm five, because I can't make any sense of the letter from the bank."},
		{mortgage64, "Explain everything like I'm five, because the letter from the bank has every figure in a different place."},
		{mortgage64, "Explain everything like I'm five, because the letter from the broker never says what the rate actually is."},
		{hypothek64, "Erklär mir alles wie einem Kind, weil ich den Brief von der Bank immer noch nicht verstehe."},
	} {
		got, ledger := held63e(t, c.first, c.msg)
		if slices.Contains(kinds63f(ledger, 3), session.LedgerRule) {
			t.Errorf("%q is held as a standing instruction:\n%s", c.msg, got)
		}
	}
}

// takeBack64c is a conversation of an instruction, a fact and a take-back
// (#1, #3, #5), and the words of the instruction's line.
type takeBack64c struct{ rule, fact, back, ruleWords string }

// 6. REGRESSION. "I take back / I'm going back on what I said about …" now
// takes an instruction back only after "no"/"nae" and a look, or "answers"
// (takesBackAnswering): "about emojis", "about bullet points", "about
// lists", "about keeping it short", "about answering in Spanish", "über
// Emojis", "de los emojis" no longer do. The instruction stays in the
// memory, unmarked, and the take-back is a mere fact (the first to go in a
// small memory, where instructions are kept): the model goes on without
// emojis, without lists, short, in Spanish, after the person took it back.
// 16a171b took each instruction back.
func TestSkeptic64cTakingBackWhatISaidAboutEmojisTakesItBack(t *testing.T) {
	for _, c := range []takeBack64c{
		{"No emojis please, they look daft on my phone.", wedding64a,
			"I take back what I said about emojis, I quite like them now.", "No emojis"},
		{"Please no bullet points, I read your answers out to my mum.", wedding64a,
			"I take back what I said about bullet points, they're handy for the lists after all.", "no bullet points"},
		{"Please write to me in sentences, no lists.", wedding64a,
			"I'm going back on what I said about lists, they're actually handy for the seating plan.", "no lists"},
		{"Keep it short please, I read your answers on the bus.", wedding64a,
			"I take back what I said about keeping it short, go into as much detail as you like.", "Keep it short"},
		{"Always answer me in Spanish, I'm practising for the move.", move64a,
			"I take back what I said about answering in Spanish, it's too much for me right now.", "in Spanish"},
		{"Bitte keine Emojis, die sehen auf meinem Handy komisch aus.", hochzeit64,
			"Ich nehme zurück, was ich über Emojis gesagt habe, die sind doch ganz nett.", "keine Emojis"},
		{"Sin emojis, por favor, que en mi móvil se ven fatal.", boda64a,
			"Retiro lo que dije de los emojis, ahora me hacen gracia.", "Sin emojis"},
	} {
		got, _ := held63e(t, c.rule, c.fact, c.back)
		if line := lineOf(got, 1, c.ruleWords); line != "" && !strings.Contains(line, "updated") {
			t.Errorf("%q leaves the instruction in force: %q\n%s", c.back, line, got)
		}
	}
}

// 7. REGRESSION. A take-back that names a plan's thing exactly as much as
// an instruction's now takes the instruction back (takenBack: plan is
// fact > rule, no longer fact >= rule): after "No tables in your answers
// please" and "We've hired 12 round tables for the reception", "Scrap the
// tables, we've decided on a standing buffet for 80 instead" deletes the
// instruction from the memory and is itself held as a standing instruction
// — a change to the reception read as leave to answer in tables, and the
// buffet kept as an order. 16a171b kept the instruction and read the
// take-back as a fact.
func TestSkeptic64cScrappingTheReceptionTablesKeepsNoTables(t *testing.T) {
	for _, c := range []takeBack64c{
		{"No tables in your answers please, I read them on my phone.", "We've hired 12 round tables for the reception at the Trout.",
			"Scrap the tables, we've decided on a standing buffet for 80 instead.", "No tables"},
		{"No tables in your answers please, I read them on my phone.", "We need 10 long tables for the reception.",
			"Forget the tables, we're going for a standing buffet now.", "No tables"},
	} {
		got, ledger := held63e(t, c.rule, c.fact, c.back)
		if line := lineOf(got, 1, c.ruleWords); line == "" || strings.Contains(line, "updated") {
			t.Errorf("%q takes the instruction back (line %q):\n%s", c.back, line, got)
		}
		if slices.Contains(kinds63f(ledger, 5), session.LedgerRule) {
			t.Errorf("%q is held as a standing instruction:\n%s", c.back, got)
		}
	}
}

// 8. REGRESSION. The day sigh is now kept as an open question where it
// used to be dropped: doneByMe no longer reads "we have …", "llevamos",
// "hemos …", "haben" as the person's own doing, so "or how many boxes we
// have carried up those stairs", "ni cuántas cajas llevamos subidas", "oder
// wie viele Kisten wir schon geschleppt haben" ask; and "nae idea" now
// does not know (notKnowing) while daySigh's leads have no "nae", so "Nae
// idea what day it is, or how much sleep I've had" and "Nae idea what day
// it is, this week has been mental" ask too. A tired sigh is held as an
// open question — the model is told the person wants to know what day it
// is or how many boxes they carried — and takes a question's room in a
// small memory. 16a171b dropped each.
func TestSkeptic64cTheDaySighOfWorkDoneAsksNothing(t *testing.T) {
	for _, c := range []asked64a{
		{move64a, "No idea what day it is, or how many boxes we have carried up those stairs."},
		{"Nos mudamos el viernes 4 de julio de Sevilla a Cádiz.", "No sé ni qué día es hoy, ni cuántas cajas llevamos subidas."},
		{"Wir ziehen am Freitag, 4. Juli, von Köln nach Bonn.", "Keine Ahnung, welcher Tag heute ist, oder wie viele Kisten wir schon geschleppt haben."},
		{move64a, "Nae idea what day it is, or how much sleep I've had."},
		{move64a, "Nae idea what day it is, this week has been mental."},
	} {
		got, ledger := held63e(t, c.first, c.msg)
		if slices.Contains(kinds63f(ledger, 3), session.LedgerQuestion) {
			t.Errorf("%q is held as an open question:\n%s", c.msg, got)
		}
	}
}

// 9. REGRESSION. Not knowing with a colon now asks whatever follows the
// colon, unless the word after the question word ends in "-ed" (pastEd):
// a past mystery in an irregular verb ("No idea who left the gate open:
// the sheep were in Mrs Bell's garden by seven", "No sé quién rompió la
// ventana: hay cristales por todo el patio") and admiration ("I don't know
// how she does it: four kids, a farm and the WI") are now open questions.
// The model is told to find out who left the gate open, or how she does
// it. 16a171b asked after a colon only between choices ("…: train or
// car").
func TestSkeptic64cAPastMysteryOrAdmirationAfterAColonAsksNothing(t *testing.T) {
	for _, c := range []asked64a{
		{"The harvest starts on Monday 8 September, we've got 40 acres of barley.", "No idea who left the gate open: the sheep were in Mrs Bell's garden by seven."},
		{wedding64a, "I don't know how she does it: four kids, a farm and the WI."},
		{"Nos mudamos el viernes 4 de julio de Sevilla a Cádiz.", "No sé quién rompió la ventana: hay cristales por todo el patio."},
	} {
		got, ledger := held63e(t, c.first, c.msg)
		if slices.Contains(kinds63f(ledger, 3), session.LedgerQuestion) {
			t.Errorf("%q is held as an open question:\n%s", c.msg, got)
		}
	}
}

// 10. REGRESSION. A German word of capitalized parts joined by a hyphen no
// longer names anything at the start of a sentence (class: !first) — also
// a double-barrelled surname or a paper's name, which opens a German
// sentence as often as a compound does: "Schulze-Berger bringt die
// Bierbänke und den Grill." and "Ortenau-Rundschau will einen Bericht über
// die Mühle und den Vater bringen." are dropped from the memory, with room
// for everything: who brings the benches and the grill, and that the paper
// wants a story, are gone. 16a171b kept both.
func TestSkeptic64cADoubleNameOpeningAGermanSentenceNames(t *testing.T) {
	got, _ := held63e(t,
		"Das Sommerfest vom Gartenverein ist am Samstag, 12. Juli, ab 15 Uhr im Vereinsheim.",
		"Der Vorstand hat sich gestern getroffen. Kaffee und Kuchen gab es auch wieder, Oma hat Kuchen gebracht. Die Tombola macht dieses Jahr Frau Berger.",
		"Schulze-Berger bringt die Bierbänke und den Grill. Die Musik macht die Blaskapelle aus Ettenheim, 300 Euro.")
	if lineOf(got, 5, "Schulze-Berger", "Grill") == "" {
		t.Errorf("who brings the grill is lost:\n%s", got)
	}
	got, _ = held63e(t,
		"Die Mühle vom Vater läuft wieder, das Rad dreht sich seit Montag.",
		"Der Vater steht jeden Morgen an der Mühle und schaut dem Rad zu.",
		"Ortenau-Rundschau will einen Bericht über die Mühle und den Vater bringen. Eine junge Reporterin kommt nächste Woche, mit Fotograf. Ich hab gesagt, bitte nicht in der Kittelschürze fotografieren. Sie hat gelacht. Die Schürze kommt in den Schrank.")
	if lineOf(got, 5, "Ortenau-Rundschau") == "" {
		t.Errorf("the paper is lost:\n%s", got)
	}
}

// 12. STILL MISSED. "No lists please" is now a ban, but not with a reason
// after it, the way people usually say it: banOn gives up on a list ban
// when a clause after it has no "please" ("No lists please, I'm on my
// phone", "No lists please, I'm reading them out to my dad"), and German
// and Spanish alike ("Keine Listen bitte, ich lese das meiner Mutter vor",
// "Nada de listas, por favor, que se lo leo a mi madre") — while "No emojis
// please, I'm on my phone" is an instruction. Each is a mere fact, the
// first to go in a small memory: the model answers in lists.
func TestSkeptic64cNoListsPleaseWithAReasonIsAnInstruction(t *testing.T) {
	for _, c := range []asked64a{
		{move64a, "No lists please, I'm on my phone."},
		{move64a, "No lists please, I'm reading them out to my dad."},
		{hochzeit64, "Keine Listen bitte, ich lese das meiner Mutter vor."},
		{boda64a, "Nada de listas, por favor, que se lo leo a mi madre."},
	} {
		got, ledger := held63e(t, c.first, c.msg)
		if !slices.Contains(kinds63f(ledger, 3), session.LedgerRule) {
			t.Errorf("%q is no instruction (kinds %v):\n%s", c.msg, kinds63f(ledger, 3), got)
		}
	}
}

// 13. STILL MISSED. British "half three" is a time only after a preposition
// (halfBefore: at, to, by, …): "Ceremony's now half three." and
// "Ceremony's half three now." name no time and are dropped from the
// memory, with room for everything — the new time of the ceremony is
// lost, and the model goes on with 2pm. "Ceremony's now half past three."
// is kept.
func TestSkeptic64cCeremonysNowHalfThreeIsKept(t *testing.T) {
	for _, msg := range []string{"Ceremony's now half three.", "Ceremony's half three now."} {
		got := remembered(t, said(talk62e("The ceremony is at 2pm at St Bega's.", msg)...))
		if lineOf(got, 3, "half three") == "" {
			t.Errorf("%q: the new time is lost:\n%s", msg, got)
		}
	}
}

// 14. STILL MISSED. A take-back takes an instruction back whenever
// "answers" or "replies" follows it (takesBackAnswering), whose answers
// ever they are: "I take back what I said about the quiz answers, Dave was
// right about Peru" is held as a standing instruction and deletes "Keep
// your answers short" from the memory (or marks "No emojis in your answers"
// updated): the model drops an instruction nobody took back over a pub
// quiz.
func TestSkeptic64cTakingBackTheQuizAnswersKeepsTheInstruction(t *testing.T) {
	for _, c := range []takeBack64c{
		{"Keep your answers short please, I read them on the bus.", "The pub quiz is every Thursday at the Red Lion, we're team Quizteama Aguilera.",
			"I take back what I said about the quiz answers, Dave was right about Peru.", "Keep your answers short"},
		{"No emojis in your answers please.", "The pub quiz is every Thursday at the Red Lion.",
			"I take back what I said about the quiz answers last week, Dave was right about Peru after all.", "No emojis"},
	} {
		got, _ := held63e(t, c.rule, c.fact, c.back)
		if line := lineOf(got, 1, c.ruleWords); line == "" || strings.Contains(line, "updated") {
			t.Errorf("%q takes the instruction back (line %q):\n%s", c.back, line, got)
		}
	}
}

// Left unfixed (stop 64): a list's item before "who" is read as a person by
// its capital as typed, so "What's still missing: Flowers, who's doing the
// readings, and the rings" (a capital after the colon) describes, and a name
// typed in lowercase ("what's still missing: dave, who's bringing the
// speakers, and the rings") asks — the words alone cannot tell a name from
// a thing; the review's test 11 and one case of its test 1 are these notes.
