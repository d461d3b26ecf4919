package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Second review of stop 33 and stop 34 (525b9f0..d190ca4) by a skeptic
// helper, across rules and across messages: what Merge makes of a later
// message (updates, revocations), message prefixes, lists, and what the
// budget keeps. Each test below fails on d190ca4 and says what the person
// would lose or what wrong line the model would be sent. Unless a test says
// otherwise it passes with the non-test files of 525b9f0 (checked there):
// the wrong reading comes from the stop's own change, named in the test.
// The tests marked "pre-existing" fail at 525b9f0 too; they are in the
// ground the stop's changes were about (revocations, "not", updates), and
// are kept here because the stop did not fix them. The sentences are this
// file's own.

// ledger34b is the memory's lines (with their kinds) after every message
// was kept as facts, one compaction each, with room for all.
func ledger34b(t *testing.T, texts ...string) []session.LedgerEntry {
	t.Helper()
	return keptAsFacts(said(texts...), 100000).Ledger
}

// --- 1. A revocation that shares no word with its rule (Merge, 3092243) ----

// "Never use emoji in your replies" … "Forget the emojis thing, I actually
// like them now": the second takes the first back, in other words
// ("emojis", "length", "Sprache", "emoticonos" are not the rule's words).
// ruleUpdate finds no rule sharing a word, so since 3092243 Merge turns
// the revocation into a fact. The rule stays a rule (ranked 40 above every
// fact, dropped last); its revocation, now a plain fact, is among the
// first lines the budget drops. In a small memory the model is sent "Never
// use emoji", "Keep your answers under 100 words", "Antworte … immer auf
// Spanisch" with nothing that takes them back — the person's newest
// instruction reversed. At 525b9f0 both were rules and both were kept.
func TestSkeptic34bARevocationInOtherWordsIsNotDroppedBeforeItsRule(t *testing.T) {
	for _, c := range []struct {
		rule, revocation string
		ruleKey, revKey  string
	}{
		{"Never use emoji in your replies, they look childish on my work laptop.",
			"Forget the emojis thing, I actually like them now.", "emoji", "Forget"},
		{"Keep your answers under 100 words please, I read them on my phone on the bus.",
			"Forget what I said about length, I'm on my laptop now, so go into as much detail as you like.", "100", "Forget"},
		{"Antworte mir ab jetzt bitte immer auf Spanisch, ich übe für die Reise.",
			"Vergiss das mit der Sprache, ab jetzt wieder Deutsch bitte.", "Spanisch", "Vergiss"},
		{"Por favor, nunca me pongas emojis en las respuestas.",
			"Olvida lo de los emoticonos, ahora me hacen gracia.", "emojis", "Olvida"},
	} {
		got := rememberedWithin(t, said(beforeOrders(c.rule, "A: Ok.", c.revocation, "A: Ok.")...), 100)
		if lineOf(got, 1, c.ruleKey) != "" && lineOf(got, 3, c.revKey) == "" {
			t.Errorf("the instruction is kept and the message that takes it back is dropped:\n%s", got)
		}
	}
}

// --- 2. A rule taken back in its own message (Merge, 3092243) --------------

// "Always answer in German from now on. Actually no, forget that, English
// is easier for my notes.": the person changes their mind in the same
// message. ruleUpdate never compares two lines of one message (x.Msg ==
// e.Msg), so takesBack is false and the "forget that" line becomes a fact;
// in a small memory it goes and the German rule stays — the model answers
// in German, which the person took back before sending. At 525b9f0 the
// second line was a rule too and both were kept.
func TestSkeptic34bARuleTakenBackInItsOwnMessageKeepsItsRevocation(t *testing.T) {
	for _, c := range []struct {
		text, ruleKey, revKey string
	}{
		{"Always answer in German from now on. Actually no, forget that, English is easier for my notes.", "German", "forget"},
		{"Antworte ab jetzt immer auf Englisch. Ach nein, vergiss das, Deutsch ist doch besser für meine Notizen.", "Englisch", "vergiss"},
	} {
		got := rememberedWithin(t, said(beforeOrders(c.text, "A: Ok.")...), 100)
		if lineOf(got, 1, c.ruleKey) != "" && lineOf(got, 1, c.revKey) == "" {
			t.Errorf("the instruction is kept and its revocation in the same message is dropped:\n%s", got)
		}
	}
}

// --- 3. A new order that says "anymore" is no revocation (Merge, 3092243) --

// "Please don't call me Sir anymore, just call me Tom.", "Bitte sprich mich
// nicht mehr mit Sie an, sag einfach du zu mir.", "Por favor, ya no me
// hables de usted, tutéame.", "Never suggest recipes with meat or fish
// anymore, please.": each is a new instruction, the person's first, read
// as a rule. "anymore", "nicht mehr", "ya no" are among the revoked words,
// so revokes() is true; there is no earlier rule to take back, so since
// 3092243 Merge demotes each to a fact: ranked like any fact, dropped
// before every rule, hidden by a summary that states its words. At 525b9f0
// each stayed a rule.
func TestSkeptic34bANewOrderWithAnymoreStaysARule(t *testing.T) {
	for _, c := range []struct {
		first, order, key string
	}{
		{"We're doing up the spare room this month, the painter comes on the 14th.",
			"Please don't call me Sir anymore, just call me Tom.", "Sir"},
		{"Wir renovieren diesen Monat das Gästezimmer, der Maler kommt am 14.",
			"Bitte sprich mich nicht mehr mit Sie an, sag einfach du zu mir.", "sprich"},
		{"Este mes pintamos el cuarto de invitados, el pintor viene el día 14.",
			"Por favor, ya no me hables de usted, tutéame.", "usted"},
		{"I've gone vegetarian since January.",
			"Never suggest recipes with meat or fish anymore, please.", "recipes"},
	} {
		var line *session.LedgerEntry
		for _, e := range ledger34b(t, c.first, "A: Ok.", c.order, "A: Ok.") {
			if e.Msg == 2 && hasWord(e.Text, c.key) {
				line = &e
				break
			}
		}
		if line == nil {
			t.Errorf("the order %q is lost", c.order)
			continue
		}
		if line.Kind != session.LedgerRule {
			t.Errorf("the order %q is kept as a %v", line.Text, line.Kind)
		}
	}
}

// --- 4. "not <old day>" said of someone else (disowns, 4d64aab) ------------

// "Anna arrives at the cottage on Saturday at 10." … "Tom arrives at the
// cottage on Friday, not Saturday, so he can light the stove.": Tom comes a
// day early; Anna still comes on Saturday. disowns looks for a name the old
// line does not have, but skips the line's first word unless it is a
// possessive ("Mia's") — "Tom", "Marta" open their lines — and never sees a
// subject without a capital ("The electrician … not Tuesday" after "The
// plumber … on Tuesday"). So the "not Saturday" marks Anna's, Tomás's and
// the plumber's lines "(updated in #3)": the model is told they no longer
// hold. At 525b9f0 none was marked.
func TestSkeptic34bSomeoneElsesNotIsNoCorrection(t *testing.T) {
	for _, c := range []struct {
		first, second, ack, key string
	}{
		{"Anna arrives at the cottage on Saturday at 10.",
			"Tom arrives at the cottage on Friday, not Saturday, so he can light the stove.", "A: Noted.", "Anna"},
		{"The plumber comes to the flat on Tuesday at 9 for the boiler.",
			"The electrician comes to the flat on Wednesday, not Tuesday, because the plumber needs the kitchen first.", "A: Ok.", "plumber"},
		{"Tomás llega a la casa rural el sábado a las 10.",
			"Marta llega a la casa rural el viernes, no el sábado, para encender la chimenea.", "A: Vale.", "Tomás"},
	} {
		got := remembered(t, said(c.first, c.ack, c.second, c.ack))
		if updatedLine(t, got, 1, c.key) {
			t.Errorf("another one's day marks the first line updated:\n%s", got)
		}
	}
}

// --- 5. A weekday and a date that say when the thing is (skeleton, 24281dd) -

// People list their appointments a message each: "Tue 4/3 dentist at 9:30
// with Dr Okafor", "Thu 6/3 parents' evening …", "Sat 8/3 Ella's party
// …"; "Sa 08.03. ist der Umzug …", "Mi 12.03. kommt der Techniker …". The
// weekday and date are when each thing happens. Since 24281dd a weekday
// before a date of digits is "<day>" in the skeleton, so every such start
// is one label ("<day> #/3", "<day> ##.##."), repeated, and stripPrefix
// eats it — two messages of four are enough: the memory keeps "dentist at
// 9:30 with Dr Okafor", "ist der Umzug, …", "kommt der Techniker von
// Miele …" with no day. (Stop 34's review fixed the weekday before a time,
// "Mon 5pm:"; a date is no less the event's.) At 525b9f0 each line kept
// its date.
func TestSkeptic34bAnAppointmentsDateIsNoLabel(t *testing.T) {
	got := remembered(t, said(
		"Tue 4/3 dentist at 9:30 with Dr Okafor, the filling.", "A: Noted.",
		"Thu 6/3 parents' evening at Leo's school at 6pm.", "A: Noted.",
		"Sat 8/3 Ella's party at the climbing wall, 2pm.", "A: Noted.",
	))
	if lineOf(got, 1, "4/3", "dentist") == "" || lineOf(got, 5, "8/3", "party") == "" {
		t.Errorf("an appointment lost its date:\n%s", got)
	}
	got = remembered(t, said(
		"Sa 08.03. ist der Umzug, der Transporter ist bei Sixt in der Hafenstraße reserviert.", "A: Gut.",
		"Die Waschmaschine ist seit Montag kaputt, der Techniker kommt erst nächste Woche.", "A: Oje.",
		"Mi 12.03. kommt der Techniker von Miele zwischen 8 und 12 Uhr.", "A: Notiert.",
		"Die Katze bleibt so lange bei meiner Mutter auf dem Land.", "A: Gut.",
	))
	if !strings.Contains(got, "08.03.") || !strings.Contains(got, "12.03.") {
		t.Errorf("the move's or the technician's date is lost:\n%s", got)
	}
}

// --- 6. Three quarters are no numbering (skeleton: lettered, 8e8e0df) -------

// "Q1: the shop took £41k …", "Q2: the shop took £38k …", "Q3: the shop
// took £29k …": the quarter is what each figure is of. Since 8e8e0df one
// capital letter and a number that open three messages are a numbering,
// stripped: the memory keeps "the shop took £41k", "… £38k", "… £29k" —
// three takings of nothing, which read as one value updated twice. (The
// rule spares "Q3:", "Q4:" as quarters only when there are two.) At
// 525b9f0 each line kept its quarter.
func TestSkeptic34bThreeQuartersAreNoNumbering(t *testing.T) {
	got := remembered(t, said(
		"Q1: the shop took £41k, mostly the Easter rush.", "A: Nice.",
		"Q2: the shop took £38k, the roadworks hurt us.", "A: Oh.",
		"Q3: the shop took £29k, the worst quarter since we opened.", "A: Ouch.",
		"Q4 I'm hoping for Christmas to save us.", "A: Fingers crossed.",
	))
	for _, q := range []struct {
		n            int
		quarter, sum string
	}{{1, "Q1", "£41k"}, {3, "Q2", "£38k"}, {5, "Q3", "£29k"}} {
		if lineOf(got, q.n, q.quarter, q.sum) == "" {
			t.Errorf("the takings %s lost their quarter %s:\n%s", q.sum, q.quarter, got)
		}
	}
}

// --- 7. A negated list with one long item (blocks/pick: item, 01617f1) -----

// "Things I do NOT need to pack this time:" over "- sandals", "- the big
// stripy beach towel that Aunt Carol gave us", "- snorkel gear". Stop 34's
// review made a list of short items one line with its head; one item of
// more than five words with a name makes headedList refuse the list, and
// since 01617f1 every short item is a point of its own: "#1 sandals", "#1
// snorkel gear", "#1 Kinderwagen", "#1 Hochstuhl" — a packing list with
// the NOT dropped, the head on no line. At 525b9f0 the short items kept no
// line.
func TestSkeptic34bAnItemOfANegatedListWithALongItemIsNoBareItem(t *testing.T) {
	for _, c := range []struct {
		text, not string
		items     []string
	}{
		{"Things I do NOT need to pack this time:\n- sandals\n- the big stripy beach towel that Aunt Carol gave us\n- snorkel gear\nThe hotel has all of that.",
			"NOT", []string{"sandals", "snorkel"}},
		{"Was wir NICHT mehr brauchen:\n- Kinderwagen\n- Hochstuhl\n- das Babyphone von Philips, das im Keller steht, und die alte Wickelkommode",
			"NICHT", []string{"Kinderwagen", "Hochstuhl"}},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		for _, item := range c.items {
			if l := lineWith(got, item); l != "" && !strings.Contains(l, c.not) {
				t.Errorf("%q is kept without the %s of its head: %q", item, c.not, l)
			}
		}
	}
}

// --- 8. A negation is no repeat (repeats; pre-existing) --------------------

// "Tom is coming to the barbecue on Saturday." … "Tom is not coming to the
// barbecue on Saturday.": every name and value of the second is in the
// first, "not" is no key and no word of change, so repeated() drops the
// cancellation as a repeat and counts a reference to the first. The memory
// keeps only "Tom is coming to the barbecue on Saturday" — the opposite of
// the newest message ('a "not" dropped', as a line that misleads). Same in
// German ("kommt am Samstag doch nicht"). Pre-existing: 525b9f0 does the
// same; stop 33's disowns reads "not <value>" as news but not "not" before
// a verb.
func TestSkeptic34bANegationIsNoRepeat(t *testing.T) {
	for _, c := range []struct {
		first, second, ack, not string
	}{
		{"Tom is coming to the barbecue on Saturday.", "Tom is not coming to the barbecue on Saturday.", "A: Oh no.", "not"},
		{"Lena kommt am Samstag zum Grillen.", "Lena kommt am Samstag doch nicht zum Grillen.", "A: Schade.", "nicht"},
	} {
		got := remembered(t, said(c.first, c.ack, c.second, c.ack))
		if lineOf(got, 3, c.not) == "" {
			t.Errorf("the cancellation %q is lost:\n%s", c.second, got)
		}
	}
}

// --- 9. A limit of something else is no update of a rule (Merge; pre-existing)

// "Please keep your answers under 150 words, I read them on my phone." …
// "My dissertation now has to be under 10,000 words, the department
// changed the rules.": the department's limit on the dissertation. Merge
// finds a new value of the same kind ("num:words") in a line sharing
// "words", with "now": the person's rule is marked "(updated in #3)" and,
// since the line it updates is a rule, the dissertation's limit becomes a
// rule itself — the model is told its answers may now run to 10,000 words,
// and that the 150-word rule no longer holds. Pre-existing (525b9f0 does
// the same).
func TestSkeptic34bSomeoneElsesLimitIsNoUpdateOfARule(t *testing.T) {
	msgs := []string{
		"Please keep your answers under 150 words, I read them on my phone.", "A: Will do.",
		"My dissertation now has to be under 10,000 words, the department changed the rules.", "A: Noted.",
	}
	got := remembered(t, said(msgs...))
	if updatedLine(t, got, 1, "150") {
		t.Errorf("the answer-length rule is marked updated by the dissertation's limit:\n%s", got)
	}
	for _, e := range ledger34b(t, msgs...) {
		if e.Msg == 2 && hasWord(e.Text, "dissertation") && e.Kind == session.LedgerRule {
			t.Errorf("the department's limit on the dissertation is a rule: %q", e.Text)
		}
	}
}

// --- 10. Forgetting a plan erases an instruction (ruleUpdate; pre-existing) -

// "Whenever I ask about the wedding, keep your answers short and give me
// the cost first." … "Forget what I said about the wedding venue, we've
// switched to the barn at Heptonstall, £1,900.": the person takes back a
// venue, not the instruction. 3092243 meant a "forget …" to be a rule only
// when it takes an instruction back — but ruleUpdate decides that on one
// shared word (loose: "wedding", "Madrid"), so the instruction is
// superseded, gone from the memory, and the change of venue is kept as a
// rule in its place. Same for "Please always give me prices in euros, I
// live in Madrid." … "Forget the flat in Madrid, we've decided on
// Valencia". Pre-existing (525b9f0 does the same); 3092243's new check
// leans on the same test.
func TestSkeptic34bForgettingAPlanKeepsTheInstruction(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		rule string
	}{
		{[]string{
			"Whenever I ask about the wedding, keep your answers short and give me the cost first.", "A: Will do.",
			"The wedding venue is the Old Mill in Hebden Bridge, £2,400 for the day.", "A: Noted.",
			"Forget what I said about the wedding venue, we've switched to the barn at Heptonstall, £1,900.", "A: Noted.",
		}, "short"},
		{[]string{
			"Please always give me prices in euros, I live in Madrid.", "A: Vale.",
			"We're looking at a flat in Madrid near Retiro, 1,200 a month.", "A: Ok.",
			"Forget the flat in Madrid, we've decided on Valencia, 950 a month by the beach.", "A: Ok.",
		}, "euros"},
	} {
		got := remembered(t, said(c.msgs...))
		if lineOf(got, 1, c.rule) == "" {
			t.Errorf("the instruction of #1 is erased by a change of plan:\n%s", got)
		}
	}
}

// --- 11. "(updated in #N)" names the revocation's message (Merge: gone) -----

// "The team meeting with Priya is on Monday at 9 in room 4B." … "The team
// meeting with Priya moved to Tuesday at 10. Also, please always put the
// times in bold." … "Forget the bold times thing, it looks shouty.": #1 is
// updated by #3's meeting line. When #5 takes back #3's other line (the
// bold rule), Merge marks every line updated "by a line of #3"
// (gone[x.Newer], keyed by message, not by line) as updated in #5: the
// model is sent "(updated in #5) … Monday at 9" and #5 says nothing of the
// meeting; the budget gives #5's line, not #3's, the bonus of the newest
// value. Pre-existing (525b9f0 does the same).
func TestSkeptic34bAnUpdateNamesTheMessageOfTheNewValue(t *testing.T) {
	got := remembered(t, said(
		"The team meeting with Priya is on Monday at 9 in room 4B.", "A: Noted.",
		"The team meeting with Priya moved to Tuesday at 10. Also, please always put the times in bold.", "A: Will do.",
		"Forget the bold times thing, it looks shouty.", "A: Ok.",
	))
	if l := lineOf(got, 1, "Monday"); !strings.Contains(l, "(updated in #3)") {
		t.Errorf("the meeting's old day does not point at #3, where its new day is: %q\n%s", l, got)
	}
}

// --- 12. A change head joins someone else's news (joins: changeHead, 0f799c0)

// "Der Stammtisch zieht um! Meine Schwester kommt jetzt erst am Donnerstag
// um 21 Uhr an, also bin ich diesmal eh nicht dabei.": the head says the
// regulars' table moves (where to, the person does not say yet); the next
// sentence is the sister's arrival, on a subject of its own. changeHead
// joins any next sentence that says a change, and "jetzt" / "now" is one:
// the line reads as if the Stammtisch were now on Thursday at 21 Uhr, and
// Merge marks the Stammtisch's line of #1 "(updated in #3)" — its day,
// time and place are sent as stale. Same for "Dinner club is moving!! My
// sister Jo now lands on Friday at 8 …" (one line of two subjects).
// topicHead refuses a next sentence that opens on its own subject
// (ownSubject, stop 33's review); changeHead does not. At 525b9f0 the head
// and the sister's sentence were two lines, and #1 was not marked.
func TestSkeptic34bAChangeHeadDoesNotTakeSomeoneElsesNews(t *testing.T) {
	got := remembered(t, said(
		"Der Stammtisch ist donnerstags um 20 Uhr im Goldenen Hirsch.", "A: Gut.",
		"Der Stammtisch zieht um! Meine Schwester kommt jetzt erst am Donnerstag um 21 Uhr an, also bin ich diesmal eh nicht dabei.", "A: Ok.",
	))
	if l := lineOf(got, 3, "Stammtisch", "Schwester"); l != "" {
		t.Errorf("the Stammtisch's move and the sister's arrival are one line: %q", l)
	}
	if updatedLine(t, got, 1, "Stammtisch") {
		t.Errorf("the sister's arrival marks the Stammtisch updated:\n%s", got)
	}
	got = remembered(t, said(
		"Dinner club is at Luigi's on the first Friday of the month at 8.", "A: Noted.",
		"Dinner club is moving!! My sister Jo now lands on Friday at 8 so I'll miss this one anyway.", "A: Ok.",
	))
	if l := lineOf(got, 3, "moving", "Jo"); l != "" {
		t.Errorf("the dinner club's move and Jo's landing are one line: %q", l)
	}
}
