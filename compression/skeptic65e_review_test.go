package compression_test

import (
	"testing"
)

// A skeptical review of 49df7c6 (the fourth review of stop 65: a look after
// "the" or before "with", "mit", "aus" is a thing kept or used; the units
// the answers were to give are taken back too, "about the miles", "de las
// arrobas"; "about the bullet points"; a look banned without a verb stays
// when another instruction of its line goes; a ban added with "either",
// "tampoco", "auch keine" updates nothing), against its parent 1ad5ec0, on
// short conversations as people type them about weddings, fetes, farms,
// moves and clubs, in English, German and Spanish: each message answered
// "Ok." (held63e), the final memory read. held63e, lineOf, inForce64d,
// takenBackWhole64e and updatedBy65b are reused from the package's older
// tests.
//
// REGRESSION: fails on 49df7c6, passes on 1ad5ec0.
// STILL MISSED: fails on both.
//
// The person's i-th message (from 0) is #(2i+1).

// keptAfterNormal65e fails unless the line of #n holding word is still in
// the memory after the person's last message took back every instruction
// ("back to normal"): it was a plan, not an instruction.
func keptAfterNormal65e(t *testing.T, memory string, n int, what, word string) {
	t.Helper()
	if lineOf(memory, n, word) == "" {
		t.Errorf("%s (#%d, %q) is lost from the memory with the instructions:\n%s", what, n, word, memory)
	}
}

// 1. REGRESSION. takesBackAnswering now reads "about the" before any look
// of the answers as a take-back of it (the new "the" case, for "about the
// bullet points"), with nothing to tell the answers' look from a thing of
// the plans when the clause ends there: "I take back what I said about the
// tables, we're hiring them from the scouts instead", "Scrap what I said
// about the tables, the hall's double-booked …" (the tables borrowed from
// the church hall, #3), "I take back what I said about the lists, Sue's
// lost them …" (the lists of helpers) are held as instructions and delete
// "No tables please, I read your answers out to me mam" / "No lists
// please …": the person's mam gets tables and lists read out to her again.
// 1ad5ec0 kept each ban in force.
func TestSkeptic65eAboutTheTablesOfThePlanKeepsNoTables(t *testing.T) {
	for _, c := range []struct{ first, second, back, ban string }{
		{"Hiya, planning our Kirsty's wedding. No tables please, I read your answers out to me mam.",
			"We're borrowing the tables from the church hall.",
			"I take back what I said about the tables, we're hiring them from the scouts instead.", "No tables"},
		{"Hiya, planning our Kirsty's wedding. No tables please, I read your answers out to me mam.",
			"We're borrowing the tables from the church hall.",
			"Scrap what I said about the tables, the hall's double-booked so we're hiring them.", "No tables"},
		{"Hiya, planning the fete. No lists please, I read your answers out to me mam.",
			"Sue's got the lists of helpers for the stalls.",
			"I take back what I said about the lists, Sue's lost them so I'm starting again.", "No lists"},
	} {
		got, _ := held63e(t, c.first, c.second, c.back)
		inForce64d(t, got, 1, "the ban on a look of the answers, after "+c.back, c.ban)
	}
}

// 2. REGRESSION. answersKept now takes a look after "the" for a thing kept
// or used, whatever follows it: "I take back what I said about keeping the
// emojis out, me mam loves them", "… about keeping the bullet points out,
// Sue likes them for the newsletter" take nothing back, and "No emojis
// please" / "No bullet points please" stay in force, unmarked: the model
// keeps leaving out what the person has asked for back. 1ad5ec0 took each
// ban back.
func TestSkeptic65eKeepingTheEmojisOutTakesThemBack(t *testing.T) {
	for _, c := range []struct{ first, second, back, ban string }{
		{"Hiya, planning the fete. No emojis please, I read your answers out to me mam.",
			"Fete's on Saturday 19 July on the school field.",
			"I take back what I said about keeping the emojis out, me mam loves them.", "No emojis"},
		{"Hiya, planning the club trip. No bullet points please, I copy your answers into the newsletter.",
			"Trip's Friday 10 October to Keswick.",
			"I take back what I said about keeping the bullet points out, Sue likes them for the newsletter.", "No bullet points"},
	} {
		got, _ := held63e(t, c.first, c.second, c.back)
		takenBackWhole64e(t, got, 1, c.back, c.ban)
	}
}

// 3. REGRESSION. thingOf now holds "with", "mit", "con", so a look followed
// by whom it is used with, or by what it is made of, is a thing of the
// plans (lookOfAThing): "I take back what I said about using emojis with me
// mam, she loves them", "… about using tables with me mam, she's got her
// glasses now", "Ich nehme zurück, was ich über die Listen mit
// Spiegelstrichen gesagt habe" take nothing back, and the bans stay in
// force, unmarked. 1ad5ec0 took each back.
func TestSkeptic65eUsingEmojisWithMeMamTakesThemBack(t *testing.T) {
	for _, c := range []struct{ first, second, back, ban string }{
		{"Hiya, planning the fete. No emojis please, I read your answers out to me mam.",
			"Fete's on Saturday 19 July on the school field.",
			"I take back what I said about using emojis with me mam, she loves them.", "No emojis"},
		{"Hiya, planning the club barn dance. No tables please, I read your answers out to me mam.",
			"Dance is on Saturday 4 October in Hodgson's barn.",
			"I take back what I said about using tables with me mam, she's got her glasses now.", "No tables"},
		{"Hallo! Ich plane das Sommerfest. Bitte keine Listen mit Spiegelstrichen, ich lese alles am Handy vor.",
			"Das Fest ist am Samstag, 12. Juli.",
			"Ich nehme zurück, was ich über die Listen mit Spiegelstrichen gesagt habe, Oma liest jetzt selbst.", "keine Listen"},
	} {
		got, _ := held63e(t, c.first, c.second, c.back)
		takenBackWhole64e(t, got, 1, c.back, c.ban)
	}
}

// 4. REGRESSION. takenSince now leaves out a take-back whose words name a
// look before "for", "of", "with" anywhere in it (namesAThing), though what
// it takes back is the look itself: "I take back what I said about tables,
// I need a table for the seating plan" (#5), then "I take back what I said
// about keeping it short, I'm on the laptop now" (#7) leaves "No tables and
// keep it short please" "(partly updated in #7)" — the model still avoids
// tables, asked for twice over; the same with "Vergiss, was ich über
// Tabellen gesagt habe, ich brauche eine Tabelle für die Kuchenspenden".
// 1ad5ec0 deleted the line once both its instructions were taken back.
func TestSkeptic65eATableForTheSeatingPlanStillTakesTablesBack(t *testing.T) {
	for _, c := range []struct {
		first, second, tables, short, ban string
	}{
		{"Hiya, planning our Kirsty's wedding. No tables and keep it short please, I read your answers out to me mam.",
			"Wedding's on Saturday 13 September at St Bega's.",
			"I take back what I said about tables, I need a table for the seating plan.",
			"I take back what I said about keeping it short, I'm on the laptop now.", "No tables"},
		{"Hallo! Ich plane das Sommerfest. Bitte antworte kurz und ohne Tabellen.",
			"Das Fest ist am Samstag, 12. Juli.",
			"Vergiss, was ich über Tabellen gesagt habe, ich brauche eine Tabelle für die Kuchenspenden.",
			"Vergiss, was ich über kurze Antworten gesagt habe, ich sitze jetzt am Laptop.", "ohne Tabellen"},
	} {
		got, _ := held63e(t, c.first, c.second, c.tables, c.short)
		takenBackWhole64e(t, got, 1, "both instructions taken back (#5, #7)", c.ban)
	}
}

// 5. REGRESSION. The unit cases of takesBackAnswering ("about the miles",
// "de las arrobas") take any unit of measure after "the", "las", "los" for
// one the answers were given in: "Scrap what I said about the cups, the WI
// are bringing their own china", "I take back what I said about the pints,
// the dairy's donating it", "Retiro lo que dije de las docenas, los huevos
// los trae mi tía del pueblo" — changes to the shopping for the teas and
// the tortillas — are held as instructions, and the person's later "back to
// normal" deletes them with the real ones: the memory says 300 cups, 40
// pints, ten dozen eggs are still to buy. 1ad5ec0 held each as the plan it
// is and kept it.
func TestSkeptic65eAboutTheCupsIsAPlanNotAnInstruction(t *testing.T) {
	for _, c := range []struct{ first, second, back, normal, word string }{
		{"Morning! Planning the farm open day. Keep it short please.", "We need 300 paper cups for the teas.",
			"Scrap what I said about the cups, the WI are bringing their own china.",
			"Forget everything I asked about how you answer, back to normal please.", "WI"},
		{"Morning! Planning the fete bar. Keep it short please.", "We need 40 pints of milk for the teas.",
			"I take back what I said about the pints, the dairy's donating it.",
			"Forget everything I asked about how you answer, back to normal please.", "dairy"},
		{"Hola, organizo la boda de mi hermana. Contéstame breve, por favor.", "Hay que comprar diez docenas de huevos para las tortillas.",
			"Retiro lo que dije de las docenas, los huevos los trae mi tía del pueblo.",
			"Olvida todo lo que te pedí, contéstame como antes.", "tía"},
	} {
		got, _ := held63e(t, c.first, c.second, c.back, c.normal)
		keptAfterNormal65e(t, got, 5, "the change of plan", c.word)
	}
}

// 6. REGRESSION. The same "the" case takes the top table of a wedding, a
// text to a friend, for a look of the answers: "I take back what I said
// about the table, the caterers want it by the dance floor", "I take back
// what I said about the text, Sue never got it" are held as instructions
// and go with "back to normal": the memory says the top table is along the
// back wall and Sue has been told about the raffle prizes. 1ad5ec0 kept
// each.
func TestSkeptic65eAboutTheTopTableIsAPlanNotAnInstruction(t *testing.T) {
	for _, c := range []struct{ second, back, word string }{
		{"The top table's going along the back wall of the marquee.",
			"I take back what I said about the table, the caterers want it by the dance floor.", "dance floor"},
		{"I sent Sue a text about the raffle prizes.",
			"I take back what I said about the text, Sue never got it.", "never got it"},
	} {
		got, _ := held63e(t, "Morning! Planning our Kirsty's wedding. Keep it short please.", c.second, c.back,
			"Forget everything I asked about how you answer, back to normal please.")
		keptAfterNormal65e(t, got, 5, "the change of plan", c.word)
	}
}

// 7. REGRESSION. keepsAnother now keeps any clause of an instruction's line
// with "no" and a look word in it, as a look banned without a verb: "Keep
// it short please, there's no signal where I'm putting the tables up" —
// the reason, about the fete's trestle tables — keeps the line "(partly
// updated in #5)" after "I take back what I said about keeping it short,
// I'm on the laptop now": the model is told part of it still holds, and
// may still shorten its answers or avoid tables. 1ad5ec0 took the line
// back whole.
func TestSkeptic65eNoSignalWhereIPutTheTablesUpIsNoBan(t *testing.T) {
	got, _ := held63e(t,
		"Hiya, planning the fete. Keep it short please, there's no signal where I'm putting the tables up.",
		"Fete's on Saturday 19 July on the school field.",
		"I take back what I said about keeping it short, I'm on the laptop now.")
	takenBackWhole64e(t, got, 1, "keeping it short, taken back in #5", "Keep it short")
}

// 8. REGRESSION. ruleUpdate now lets no instruction with "either" or "auch
// nicht" anywhere in it update one it shares a word with (bannedToo, meant
// for "no tables either"): "Use American spelling from now on, Kirsty's
// husband is from Boston and he can't read British spelling either" leaves
// "Use British spelling please" unmarked, and "Nenn mir die Preise ab
// jetzt ohne Mehrwertsteuer, …, ich verstehe die Rechnungen auch nicht"
// leaves "Nenn mir die Preise bitte immer mit Mehrwertsteuer" unmarked: the
// model is sent two standing orders that contradict each other, neither
// marked. 1ad5ec0 marked the old one "(updated in #5)".
func TestSkeptic65eAmericanSpellingEitherUpdatesBritish(t *testing.T) {
	for _, c := range []struct{ first, second, now, old string }{
		{"Hiya, planning our Kirsty's wedding. Use British spelling please.",
			"Wedding's on Saturday 13 September at St Bega's.",
			"Use American spelling from now on, Kirsty's husband is from Boston and he can't read British spelling either.", "British spelling"},
		{"Hallo! Ich plane den Umzug. Nenn mir die Preise bitte immer mit Mehrwertsteuer.",
			"Der Umzug ist am Freitag, 29. August.",
			"Nenn mir die Preise ab jetzt ohne Mehrwertsteuer, die zahlt mein Chef und ich verstehe die Rechnungen auch nicht.", "mit Mehrwertsteuer"},
	} {
		got, _ := held63e(t, c.first, c.second, c.now)
		updatedBy65b(t, got, 1, 5, "the old order", c.old)
	}
}

// 9. STILL MISSED. The new "the" case reads "about the bullet points" only
// when the clause ends within three words: "I take back what I said about
// the bullet points in your answers, Sue likes them now" takes nothing
// back, and "No bullet points please" stays in force, unmarked.
func TestSkeptic65eAboutTheBulletPointsInYourAnswers(t *testing.T) {
	back := "I take back what I said about the bullet points in your answers, Sue likes them now."
	got, _ := held63e(t, "Hiya, planning the club trip. No bullet points please, I copy your answers into the newsletter.",
		"Trip's Friday 10 October to Keswick.", back)
	takenBackWhole64e(t, got, 1, back, "No bullet points")
}

// 10. STILL MISSED. The units the answers were to give are taken back in
// English ("about the miles") and Spanish ("de las arrobas"), not in German
// — "Vergiss, was ich über die Meilen gesagt habe" (the "die" case knows
// only looks) — nor with the words of the order itself: "I take back what
// I said about giving you the distances in miles". The order to give
// distances in miles stays in force, unmarked.
func TestSkeptic65eUeberDieMeilenTakesTheMilesBack(t *testing.T) {
	for _, c := range []struct{ first, second, back, order string }{
		{"Hallo! Ich plane den Umzug nach Bristol. Gib mir die Entfernungen bitte immer in Meilen.",
			"Der Umzug ist am Freitag, 29. August.",
			"Vergiss, was ich über die Meilen gesagt habe, mein Mann rechnet das eh selbst um.", "in Meilen"},
		// "I take back what I said about giving you the distances in miles, my
		// cousin does the signs in kilometres" still takes nothing back: left
		// as a note at stop 65.
	} {
		got, _ := held63e(t, c.first, c.second, c.back)
		takenBackWhole64e(t, got, 1, c.back, c.order)
	}
}
