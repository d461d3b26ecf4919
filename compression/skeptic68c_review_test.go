package compression_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/session"
)

// A third skeptical review of stop 68 (600b43d..0db4362: 339fd22, 173111f,
// 9173841, 0db4362), read in whole conversations of the person's labelled
// messages and the assistant's short replies, in English, German and
// Spanish. Each test fails on 0db4362. REGRESSION: passes on 600b43d (the
// change broke it). STILL MISSED: fails on 600b43d too.

// --- (1) labels -----------------------------------------------------------------

// REGRESSION. A person loses: which team each fixture is for — "U9 ⚽",
// "U13 ⚽", "U15 ⚽" (a club's age groups, the ball an emoji of their own)
// are read as a lettered numbering before a mark ("Q32 ☐") and cut off every
// line: the model is sent "training moved to Tuesday 5:30pm", "cancelled
// this week" with no team (U11, said the same way twice, was cut before
// too and is not asked for).
func TestSkeptic68cAnAgeGroupBeforeAnEmojiIsNoLabel(t *testing.T) {
	got := remembered(t, said(
		"Hi, I'm the new fixtures secretary at Riverside Juniors, I'll paste the updates here so you can help me with the weekly email to parents.",
		"A: Happy to help, send them over.",
		"U9 ⚽ training moved to Tuesday 5:30pm on the back pitch, coach is Darren.",
		"A: Got it.",
		"U11 ⚽ away at Hillfield on Saturday, kick-off 10am, meet at the clubhouse 9:15.",
		"A: Noted.",
		"U13 ⚽ home vs Castle Rovers on Sunday 11am, need two parents to run the line.",
		"A: Ok.",
		"The email goes out every Thursday evening, sign it from Kerry pls.",
		"A: Ok.",
		"U15 ⚽ cancelled this week, waterlogged pitch at Greenbank.",
		"A: Shame.",
		"Subs are £25 a month, due by the 5th, remind them nicely lol.",
		"A: Ok.",
		"U11 ⚽ correction, kick-off is 10:30 not 10.",
		"A: Thanks.",
	))
	for _, want := range [][]string{{"U9", "Tuesday"}, {"U13", "Castle Rovers"}, {"U15", "cancelled"}} {
		if lineWith(got, want...) == "" {
			t.Errorf("the line of %q is sent without its team %s:\n%s", want[1], want[0], got)
		}
	}
}

// REGRESSION. A person loses: what their mother-in-law, the restaurant and
// their mother said — a message opening with a short quote in «…» (the
// Spanish quotation marks) is read as a label in brackets once half the
// messages open so: "Nada de flores blancas", "22 niños" and the whole of
// "Sin gluten para la tía Rosa" are cut off.
func TestSkeptic68cSpanishQuotesAreNoLabels(t *testing.T) {
	got := remembered(t, said(
		"Estoy organizando la comunión de mi hija Lucía, es el 17 de mayo en la parroquia de San Ginés.",
		"A: ¡Qué bonito! ¿En qué te ayudo?",
		"«Nada de flores blancas», dice mi suegra, así que la florista pondrá lilas.",
		"A: Vale, lilas entonces.",
		"«Menú infantil para 22 niños», me ha dicho la del restaurante, el resto son adultos.",
		"A: Apuntado.",
		"El restaurante es El Olivar, en Alcobendas, a las 14:30.",
		"A: Perfecto.",
		"«Sin gluten para la tía Rosa», me recordó mi madre ayer, que es celíaca.",
		"A: Muy importante, anotado.",
		"El fotógrafo cobra 450 euros por toda la tarde.",
		"A: Bien.",
	))
	if lineWith(got, "flores", "blancas") == "" || lineWith(got, "22", "niños") == "" {
		t.Errorf("the quotes are cut off their lines:\n%s", got)
	}
	if lineWith(got, "gluten", "Rosa") == "" {
		t.Errorf("that tía Rosa must eat gluten free is lost:\n%s", got)
	}
}

// REGRESSION. A person loses: where each day of the trip goes — "【Tag 2:
// Nikko】", "【Tag 3: Hakone】" are cut whole as labels (a colon may stand in
// a lenticular label since 0db4362), the place with them: the model is sent
// "Tagesausflug, Zug um 7:40 ab Asakusa" with nowhere to go, and the notice
// after a compaction names none of the places as lost ("[Tag 3: Hakone]"
// in square brackets keeps its place).
func TestSkeptic68cATitledDayLabelKeepsItsPlace(t *testing.T) {
	texts := []string{
		"【Tag 1: Tokio】 Angekommen, Hotel Gracery in Shinjuku, Zimmer 1412, mega müde.",
		"A: Willkommen in Japan!",
		"【Tag 2: Nikko】 Tagesausflug, Zug um 7:40 ab Asakusa mit der Tobu-Linie, Rückfahrt 17:10.",
		"A: Schön.",
		"【Tag 3: Hakone】 Ryokan Fukuzumiro, Abendessen um 18 Uhr, privates Onsen gebucht.",
		"A: Klingt toll.",
		"【Tag 4: Kyoto】 Shinkansen Hikari 633 um 9:03, Wagen 7, Plätze 12A bis 12D.",
		"A: Gut.",
		"【Tag 5: Nara】 Leo ist allergisch gegen Erdnüsse, wegen der Hirschkekse nachfragen!!",
		"A: Notiert.",
		"【Tag 6: Osaka】 Abendessen mit Kenji, meinem alten Kollegen, um 19 Uhr in Dotonbori.",
		"A: Viel Spaß.",
		"【Tag 7: Kansai】 Rückflug KL868 um 11:05, Check-in bis 9 Uhr.",
		"A: Gute Reise.",
		"Kannst du mir eine Packliste machen?",
	}
	got := remembered(t, said(texts...))
	for _, place := range []string{"Nikko", "Hakone", "Osaka"} {
		if lineWith(got, place) == "" {
			t.Errorf("the day's place %s is sent nowhere:\n%s", place, got)
		}
	}
	res := compactedFactsOnly(t, said(texts...))
	sent := window.SummaryText(res.Session)
	if lineWith(sent, "Hakone") == "" && !slices.Contains(res.LostValues, "Hakone") {
		t.Errorf("Hakone is nowhere the model sees and the notice does not name it: %q\n%s", res.LostValues, sent)
	}
}

// --- (2) what a summary may say -------------------------------------------------

// REGRESSION. A person loses: the day the deposit was paid — a summary
// that says "On 4 May the £200 deposit was paid to Carol Dunn" (the date the
// message was labelled with, "[Sun 4 May]") has that sentence taken out as
// invented: since 9173841 the grounds read the messages without their
// labels, so the dates the person wrote are no longer theirs.
func TestSkeptic68cASummaryMayRepeatTheDateOfALabel(t *testing.T) {
	s := said(
		"[Sat 3 May] Booked the Fox & Hounds in Hexham for Dad's retirement do, Friday 27 June, the function room upstairs.",
		"A: Great, that is a lovely venue for a party of that size and the function room has its own bar.",
		"[Sun 4 May] Paid the £200 deposit to the landlady, Carol Dunn, by bank transfer.",
		"A: Good, keep the receipt from the transfer in case there is any question later about it.",
		"[Tue 6 May] Gordon Reid, his old boss, agreed to do a speech of five minutes.",
		"A: That will mean a lot to your dad, a speech from his old boss.",
		"[Thu 8 May] The cake is coming from my aunt Linda, a Victoria sponge for 40 people.",
		"A: Lovely, a homemade cake is always a hit at family parties.",
		"[Fri 9 May] Invitations go out by email next week, my cousin Shona has the list.",
		"A: Sounds good.",
		"[Sat 10 May] Can you draft the invitation text now?",
		"A: Of course, here is a draft.",
		"[Sat 10 May] Make it a bit more cheerful please.",
	)
	sum := "## Key facts\nOn 3 May the Fox & Hounds in Hexham was booked for Dad's retirement do on Friday 27 June. " +
		"On 4 May the £200 deposit was paid to Carol Dunn. Gordon Reid will give a five minute speech. " +
		"Aunt Linda bakes a Victoria sponge for 40 people. Shona sends the invitations by email."
	got := window.SummaryText(summarizedWith(t, s, sum))
	if !strings.Contains(got, "On 4 May the £200 deposit was paid") {
		t.Errorf("the summary's sentence of the deposit's day is taken out:\n%s", got)
	}
}

// --- (3) leave that is none -----------------------------------------------------

// REGRESSION. A person is sent as lifted: their ban on emojis — leave for
// one card ("You can use emojis in the birthday card for my gran, she
// turns 90 on Sunday") counts as leave for the answers since a figure
// outside the leave's own clause no longer stops it (0db4362).
func TestSkeptic68cLeaveForOneCardLiftsNoBan(t *testing.T) {
	got := remembered(t, said(
		"Please never use emojis in your answers, they look silly on my work laptop.",
		"A: Understood.",
		"My gran Peggy's party is at the Legion hall in Tadley, Sunday 2pm.",
		"A: Lovely.",
		"We've got 35 guests so far, my uncle Barry is doing the barbecue.",
		"A: Nice.",
		"You can use emojis in the birthday card for my gran, she turns 90 on Sunday.",
		"A: Sure!",
		"The hall costs £120 for the afternoon, cash to Mrs Dillon.",
		"A: Ok.",
		"And the balloons come from Party Time in Basingstoke, £45.",
		"A: Ok.",
	))
	keptInForce(t, got, 1, "the ban on emojis in the answers", "never", "emojis")
}

// REGRESSION. A person is sent as partly lifted: their short answers — "You
// can put all the details in the invitation, the address and the parking"
// names the details of one invitation, not longer answers; and "the
// address and the parking" is sent as a line of its own.
func TestSkeptic68cTheDetailsOfAnInvitationAreNoLongerAnswers(t *testing.T) {
	got := remembered(t, said(
		"Keep your answers short please, three or four sentences at most, I read them on my phone.",
		"A: Will do.",
		"We're having a housewarming on Saturday 14 June from 4pm, 23 Elm Road, Leeds.",
		"A: Fun!",
		"Parking is on the street, the permit zone ends at 6pm.",
		"A: Ok.",
		"You can put all the details in the invitation, the address and the parking.",
		"A: Sure.",
		"My partner Sam is doing a chilli, and there's a veggie one too.",
		"A: Yum.",
	))
	keptInForce(t, got, 1, "the short answers", "short", "sentences")
}

// REGRESSION. A person is sent as still in force: their dollars — "According
// to my boss the Texas deal is off, so you can give me prices in euros
// again" gives no leave since 173111f ("según / laut / according to" make
// leave someone else's wherever they stand before it).
func TestSkeptic68cLeaveAfterAReportIsThePersons(t *testing.T) {
	got := remembered(t, said(
		"Always give me prices in dollars, I'm quoting for a client in Texas.",
		"A: Ok, dollars it is.",
		"The job is 40 brass door handles and 12 hinges, satin finish.",
		"A: Noted.",
		"Shipping from our place in Walsall takes about 9 days.",
		"A: Ok.",
		"According to my boss the Texas deal is off, so you can give me prices in euros again.",
		"A: Sure.",
		"The new client is in Lyon, a hotel refit, they want 200 handles.",
		"A: Ok.",
	))
	takenBackAt(t, got, 1, "prices in dollars", "dollars")
}

// REGRESSION. A person is sent as still in force: their short answers —
// "No need to keep it brief anymore when you write to me" and "You don't
// need to keep it short anymore when you explain things to me" are read as
// leave for one task (173111f: "… when you write to the council").
func TestSkeptic68cWhenYouWriteToMeIsTheAnswers(t *testing.T) {
	for _, leave := range []string{
		"No need to keep it brief anymore when you write to me, I've got a proper screen now.",
		"You don't need to keep it short anymore when you explain things to me, I'm at home now.",
	} {
		got := remembered(t, said(
			"Keep your answers short please, I read them on the bus.",
			"A: Ok.",
			"I'm sorting out my late dad's house in Hull, the estate agent is Hunters.",
			"A: I'm sorry. Happy to help.",
			"The house clearance firm is coming on the 18th, £650.",
			"A: Ok.",
			leave,
			"A: Sure.",
			"My brother Carl wants the piano, he's collecting it Saturday.",
			"A: Ok.",
		))
		takenBackAt(t, got, 1, "the short answers", "short")
	}
}

// --- (4) a standing instruction of one occasion ---------------------------------

// REGRESSION. A person loses: facts of their wedding to a dread of one
// day — "When I arrive at the venue on Saturday, don't tell me the florist
// cancelled" is read as a standing instruction ("Saturday" is no word of
// one occasion, only "tomorrow", "tonight" are) and outranks the facts in
// a small memory; "Cuando todo esto pase, no me digas …" ("todo" read as
// a verb of the person's) is one too.
func TestSkeptic68cADreadOfOneDayIsNoInstruction(t *testing.T) {
	msgs := []string{
		"Wedding week!! It's Saturday at Hartwell House, ceremony at 1pm.",
		"A: So exciting!",
		"The florist is Bloom & Wild in Thame, peonies, £650.",
		"A: Lovely.",
		"When I arrive at the venue on Saturday, don't tell me the florist cancelled or anything, I will lose it.",
		"A: I won't.",
		"The photographer is Ania Novak, she arrives at 11.",
		"A: Ok.",
		"My maid of honour is my cousin Shreya, she has the rings.",
		"A: Ok.",
		"The cake is lemon and elderflower from Crumbs in Aylesbury.",
		"A: Yum.",
	}
	// With room for 60 words the photographer and the maid of honour go, the
	// dread stays (on 600b43d the dread goes first).
	within := rememberedWithin(t, said(msgs...), 60)
	if lineWith(within, "Ania", "Novak") == "" || lineWith(within, "Shreya") == "" {
		t.Errorf("a dread of one day outranks the photographer and the maid of honour:\n%s", within)
	}
	never31(t, session.LedgerRule,
		"Cuando todo esto pase, no me digas que ya me lo advertiste.",
	)
}

// --- (5) still missed -------------------------------------------------------------

// Left at stop 68 (STILL MISSED, on 600b43d too): the name after who said a
// quote ("…", me dijo el fotógrafo, Andrés Pizarro) is dropped; "you can speak
// English again" leaves "speak to me only in Spanish" unmarked; leave after
// news and an "and" ("Great news, … arrives Friday and you can write longer
// answers again") marks nothing; what someone holds, said of "she" after a
// comma ("… my cousin Shreya, she has the rings"), is lost.
