package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// What the memory reads of how people write (stop 46, read from dev35 and
// dev36 after they were measured blind as heldout32 and heldout33): each test
// failed on the code before. The sentences are this file's own, not the
// corpus's.

// "Answer me in short sentences" named no language and no limit, so it was
// no order at all — not even a fact; after a head of the person's own
// asking ("I'll ask one thing of you: …") or with a reason after it ("…, for
// my eyes are not what they were", whose "what" read as a question) neither.
// The Caribbean "doan" is "don't".
func TestAnswerMeInShortSentencesIsARule(t *testing.T) {
	rulesHold(t, []struct{ text, key string }{
		{"Answer me in short sentences.", "short sentences"},
		{"Hello, Ewan here, I farm near Lairg. I'll ask one thing of you: answer me in plain short sentences, and no long lists, for my eyes are not what they were.", "plain short sentences"},
		{"I'm asking you one thing: write to me in simple words, because I read you on my phone.", "simple words"},
		{"Please doan ever call my cassava pone a cake again!", "cassava pone"},
	})
	never31(t, session.LedgerRule,
		"Write to me in short sentences for the birthday card.",
		"The teacher told me: answer in short sentences.",
		"Explain it to me in simple English, what a tracker mortgage is.")
}

// A head that says a question is still open ("Still open: who …?",
// "Sigue pendiente: quién …", "Noch offen: …") or that the person does not
// know, in German that opens with its "was" ("Was ich noch nicht weiß: wer
// …?", the Bavarian "Was i ned woaß: wo …"), makes an open question. They
// were facts ("was" read as the English past of "to be").
func TestStillOpenAndWasIchNichtWeißAreQuestions(t *testing.T) {
	questionsHold(t,
		"Still open: who will collect the cake from Bramley's on the Saturday?",
		"Was ich immer noch nicht weiß: wer holt die Oma vom Bahnhof ab?",
		"Was i no ned woaß: wo ma die Bänke nach dem Fest hinstellen, da Sepp will's nimmer in da Garage.",
		"Sigue pendiente: quién me lleva el pastel al salón.")
	never31(t, session.LedgerQuestion, "I don't know: what a mess that was.")
}

// A clause that follows from a named one by "so" and goes on with the
// speaker or a pronoun ("…, so I'll go with him in the van instead of the
// train") says what comes of the name before: it stays on its line. It was
// cut off as a clause about another name, so the new plan lost whom it was
// with. A clause after "so" about another name is still its own line.
func TestASoClauseGoesOnWithTheNameBefore(t *testing.T) {
	text := "Change of plan. My neighbour Martin Platt is driving to Leeds on the Friday for a part for his lorry, so I'll go with him in the van from Skipton instead of the train."
	if line := lineWith(remembered(t, said(text)), "Martin Platt"); !strings.Contains(line, "in the van") {
		t.Errorf("the plan is cut from whom it is with: %q", line)
	}
	got := remembered(t, said("svc-1 listens on port 8080 since Monday, so svc-2 moves to port 9090 on Tuesday."))
	if line := lineWith(got, "svc-1"); strings.Contains(line, "svc-2") {
		t.Errorf("two names' values on one line: %q", line)
	}
}

// A register right after the verb ("Talk plain and keep it under a hundred
// words"), a limit said as "under a hundred words" or "bis zu zehn Sätze",
// and a particle that lets the assistant go on ("schreib ruhig länger") make
// an order on how to talk; they were facts, and under a budget the first
// instruction (or its new form) went.
func TestTalkPlainAndLimitsInOtherWords(t *testing.T) {
	rulesHold(t, []struct{ text, key string }{
		{"Talk plain and keep it under a hundred words.", "under a hundred words"},
		{"Schreib ruhig länger, bis zu zehn Sätze, ich lese das eh abends.", "zehn Sätze"},
	})
	never31(t, session.LedgerRule,
		"Explain simple interest to me.",
		"Answer me in English and explain what a mortgage is.")
}

// A medicine said once in lowercase ("The heart tablets are the warfarin.",
// "se toma su naproxeno", "Mummy takes she metformin with breakfast") was a
// plain word: its sentence lost to a longer one of the same message that
// named nothing either. The names medicines share across languages (their
// international stems) make it a thing a note keeps.
func TestAMedicineInLowercaseIsKept(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"The heart pills are the warfarin. The doctor says I must wear the tight socks on the long flight and walk up and down every hour or so.", "warfarin"},
		{"Mi padre se toma su naproxeno por la rodilla. El médico dice que tiene que caminar más y comer menos pan, pero él dice que el pan no engorda.", "naproxeno"},
		{"Mum is diabetic and she's meant to take her metformin with breakfast, but when she's cooking she forgets everything except the salt. Priya set an alarm on her phone that says TABLETS MUM in big letters.", "metformin"},
	} {
		if lineWith(remembered(t, said(c.text)), c.key) == "" {
			t.Errorf("%q is not remembered: %q", c.key, remembered(t, said(c.text)))
		}
	}
}

// What replaces a plan the clause before takes back ("…, so she'll not come
// in to the arrivals hall after all; she'll wait outside at the bus stop")
// named nothing and went beside the line that named the airport: the newest
// value of where to meet was lost, the old one stood.
func TestWhatReplacesAPlanTakenBackStays(t *testing.T) {
	got := remembered(t, said("Sheena rang tonight. The parking at Aberdeen airport is a nightmare, she says, so she'll not come in to the arrivals hall after all; she'll wait outside at the bus stop, in her green van. I wrote it on the back of my hand."))
	if lineWith(got, "outside at the bus stop") == "" {
		t.Errorf("the new meeting place is not remembered:\n%s", got)
	}
}

// When the memory must drop a liking, an allergy goes last: what would harm
// someone ranks above what they enjoy. At 6aad7f2 an allergy without a name
// in it ranked as any liking and went first under a budget.
func TestAnAllergyOutranksOtherLikings(t *testing.T) {
	got := rememberedWithin(t, said(beforeLikings("I am allergic to groundnuts, a proper allergy, my throat closes.")...), 40)
	if lineWith(got, "allergic to groundnuts") == "" {
		t.Errorf("the allergy went before a liking:\n%s", got)
	}
}

// After a take-back in the same message, the new way of answering may be
// said as a wish ("brauch ich's ausführlich, Schritt für Schritt", "will
// ich's ausführlich") or as a look allowed again in Scots ("So lists are
// fine noo"), and the take-back itself in Scots ("forget whit ah said aboot
// nae lists") or in the south-west's German ("kannschde vergesse"). Each was
// a fact or nothing: under a budget the first instruction's new form went,
// and the old one stood.
func TestANewWayOfAnsweringAfterATakeBack(t *testing.T) {
	for _, c := range []struct{ text, takeBack, order string }{
		{"Das mit den drei Sätzen kannst du ab jetzt vergessen. Für die Hochzeitsrede brauch ich's ausführlich, Schritt für Schritt, ich druck das aus.", "vergessen", "ausführlich"},
		{"Right, forget whit ah said at the start aboot nae lists. My niece showed me the printer. So lists are fine noo, ye can gie me the wee dots an' all.", "forget", "lists are fine"},
		{"Des mit de drei Sätz vum Anfang kannschde vergesse. Jetzt, wo's ans Dach geht, will ich's ausführlich, lieber zu lang als zu korz.", "vergesse", "ausführlich"},
	} {
		if !ruleWith(c.text, c.takeBack) || !ruleWith(c.text, c.order) {
			t.Errorf("%q: want rules holding %q and %q: %q", c.text, c.takeBack, c.order, kinded(read31(c.text)))
		}
	}
	never31(t, session.LedgerRule, "The shopping lists are fine now, Tom fixed them.", "Ich vergesse immer alles, das kannste mir glauben.")
}

// A take-back in Scots ("forget whit ah said aboot short sentences") took
// nothing back: the first instruction stood unmarked beside the new one,
// and the model had two that disagree (the stop's tmux drive).
func TestAScotsTakeBackTakesTheInstructionBack(t *testing.T) {
	got := remembered(t, said(
		"I'll ask one thing of you: answer me in plain short sentences, for my eyes are not what they were.", "A: Aye.",
		"The party is on Saturday the 14th of June, in the back room.", "A: Noted.",
		"Right, forget whit ah said aboot short sentences. My granddaughter prints it all for me now. So lists are fine noo, and ye can gie me the full detail.", "A: Aye."))
	if line := lineWith(got, "plain short sentences"); line != "" && !strings.Contains(line, "updated in") {
		t.Errorf("the first instruction stands as it was:\n%s", got)
	}
	if lineWith(got, "full detail") == "" {
		t.Errorf("the new instruction is lost:\n%s", got)
	}
}

// beforeLikings is a conversation of the message first, then four likings
// that each name someone: what competes with it for a small memory.
func beforeLikings(first string) []string {
	msgs := []string{first, "A: Noted."}
	for _, l := range []string{
		"Uncle Bester loves chambo with nsima more than anything.",
		"Grandma Esnart prefers the sweet Fanta to the orange one.",
		"Yohane likes his tea with three sugars and no milk.",
		"Auntie Chifundo hates anything with too much tomato.",
	} {
		msgs = append(msgs, l, "A: Noted.")
	}
	return msgs
}
