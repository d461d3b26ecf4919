package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of 3dec3b0 and ead853e together (stop 65's reading of
// dev73/dev74's misses and its first two reviews), against their parent
// e3e1054, on short conversations as people type them about weddings,
// fetes, christenings, farms, clubs and moves, in English, German and
// Spanish: each message answered "Ok." (held63e), the final memory read.
// held63e, lineOf, inForce64d, heldAs64d and notHeldAs64d are reused from
// the package's older tests, updatedBy65b and keptOpen65b from skeptic65b's
// (this file had its own copies while it had to compile on e3e1054 too).
//
// REGRESSION: fails on ead853e, passes on e3e1054.
// STILL MISSED: fails on both.
//
// The person's i-th message (from 0) is #(2i+1).

// 1. REGRESSION. answersKept (3dec3b0) skips "the"/"all" after "using" or
// "giving" and takes a look word after it for the answers' look;
// lookOfAThing (ead853e) lets off only a look followed by from/for/of/at/
// off — not "in", "on", nor a look followed by no preposition at all. "I
// take back what I said about using the tables in the barn", "… using the
// lists on the fridge …", "… giving all the tables a number …" are read as
// taking back the person's "No tables/lists please, I read your answers
// out to me mam", and that instruction is deleted: the model goes back to
// tables and lists the person cannot read out. e3e1054 kept each.
func TestSkeptic65cTakingBackTheBarnTablesKeepsNoTables(t *testing.T) {
	for _, c := range []struct{ first, second, back, word string }{
		{"Hiya, planning the club barn dance. No tables please, I read your answers out to me mam.",
			"Dance is on Saturday 4 October in Hodgson's barn.",
			"I take back what I said about using the tables in the barn, they're riddled with woodworm.", "No tables"},
		{"Hiya, planning the fete. No lists please, I read your answers out to me mam.",
			"Fete's on Saturday 19 July on the school field.",
			"I take back what I said about using the lists on the fridge, Sue's got a spreadsheet.", "No lists"},
		{"Hiya, planning the fete. No tables please, I read your answers out to me mam.",
			"Fete's on Saturday 19 July on the school field.",
			"I take back what I said about giving all the tables a number, we're doing names instead.", "No tables"},
	} {
		got, _ := held63e(t, c.first, c.second, c.back)
		inForce64d(t, got, 1, "the ban in the answers", c.word)
	}
}

// 2. REGRESSION. answersKept takes any length word after the determiner
// for the answers' length: "I take back what I said about keeping the
// short veil, I'm going for the cathedral one" (wedding), "… keeping the
// short sofa, it won't fit the van" (move) are read as taking back "Keep it
// short please", and it is deleted: the model starts writing at length to
// someone on their phone. e3e1054 kept it.
func TestSkeptic65cKeepingTheShortVeilKeepsKeepItShort(t *testing.T) {
	for _, c := range []struct{ first, second, back string }{
		{"Hiya, planning our Kirsty's wedding. Keep it short please, I'm on my phone.",
			"Wedding's on Saturday 13 September at St Bega's.",
			"I take back what I said about keeping the short veil, I'm going for the cathedral one."},
		{"Morning! Planning the move to Kendal. Keep it short please.",
			"Movers come on Friday 29 August at 8.",
			"I take back what I said about keeping the short sofa, it won't fit the van."},
	} {
		got, _ := held63e(t, c.first, c.second, c.back)
		inForce64d(t, got, 1, "keeping it short", "short please")
	}
}

// 3. REGRESSION. The German "über die …" case of takesBackAnswering
// (3dec3b0) lets off only a list or table followed by für/von/der/…, not
// "im", "in": "Ich nehme zurück, was ich über die Listen im Gemeindehaus
// gesagt habe, die hängen jetzt in der Küche" deletes "Bitte keine Listen"
// and leaves "Die Einkaufslisten hängen im Gemeindehaus" unmarked (e3e1054
// marked it updated: they hang in the kitchen now); "Vergiss, was ich über
// die Tabellen in der Scheune gesagt habe" (ead853e's new "vergiss, was
// ich") deletes "Bitte keine Tabellen". e3e1054 kept each instruction.
func TestSkeptic65cUeberDieListenImGemeindehausKeepsKeineListen(t *testing.T) {
	got, _ := held63e(t,
		"Hallo! Ich plane das Sommerfest. Bitte keine Listen, ich lese alles am Handy vor.",
		"Die Einkaufslisten hängen im Gemeindehaus.",
		"Ich nehme zurück, was ich über die Listen im Gemeindehaus gesagt habe, die hängen jetzt in der Küche.")
	inForce64d(t, got, 1, "the ban on lists", "keine Listen")
	updatedBy65b(t, got, 3, 5, "where the shopping lists hang", "Einkaufslisten", "Gemeindehaus")

	got, _ = held63e(t,
		"Hallo! Ich plane die Hochzeit. Bitte keine Tabellen, ich lese alles am Handy.",
		"Die Hochzeit ist am Samstag, 13. September.",
		"Vergiss, was ich über die Tabellen in der Scheune gesagt habe, die holt Papa ab.")
	inForce64d(t, got, 1, "the ban on tables", "keine Tabellen")
}

// 4. REGRESSION. The same reading makes a changed plan an instruction: "I
// take back what I said about using the long field for parking, it's too
// wet" is held as an instruction (a length word after "using the"), and
// the person's later "Forget everything I asked about how you answer, back
// to normal please" deletes it with the real instructions — the farm open
// day loses that the long field is too wet, the move that the long sofa
// goes to the tip. e3e1054 held each as a fact and kept it.
func TestSkeptic65cTheLongFieldSurvivesBackToNormal(t *testing.T) {
	for _, c := range []struct {
		first, second, plan string
		words               []string
	}{
		{"Morning! Planning the farm open day. Keep it short please.", "Open day's on Saturday 6 September.",
			"I take back what I said about using the long field for parking, it's too wet.", []string{"long field", "too wet"}},
		{"Morning! Planning the farm open day. Keep it short please.", "Open day's on Saturday 6 September.",
			"I take back what I said about keeping the long field for the sheep, we need it for parking.", []string{"long field", "sheep"}},
		{"Morning! Planning the move to Kendal. Keep it short please.", "Movers come on Friday 29 August at 8.",
			"I take back what I said about giving the long sofa to Dave, it's going to the tip.", []string{"long sofa"}},
	} {
		got, ledger := held63e(t, c.first, c.second, c.plan, "Forget everything I asked about how you answer, back to normal please.")
		if lineOf(got, 5, c.words...) == "" {
			t.Errorf("the plan %q (#5) is lost from the memory:\n%s", c.plan, got)
		}
		notHeldAs64d(t, got, ledger, 5, c.words[0], session.LedgerRule)
	}
}

// 5. REGRESSION. switches now takes "pesos" for a currency only when the
// line says "in pesos" or "en pesos" word for word: "prices in Mexican
// pesos", "in Chilean pesos" are no currency any more. "Always give me
// prices in Mexican pesos please" is no longer marked "(updated in #5)"
// by "give me all the prices in pounds from now on", nor "prices in
// dollars" by "From now on give me prices in Mexican pesos": the model is
// sent two standing orders on money, neither marked, and may quote the
// removal men in the old one. e3e1054 marked the old one updated.
func TestSkeptic65cMexicanPesosThenPoundsIsAnUpdate(t *testing.T) {
	for _, c := range []struct{ first, move, now, old string }{
		{"Morning! Always give me prices in Mexican pesos please, I'm in Oaxaca.", "Moving to Leeds on Friday 29 August.",
			"I live in England now, so give me all the prices in pounds from now on please.", "Mexican pesos"},
		{"Morning! Always give me prices in Chilean pesos please.", "Moving to Madrid on Friday 29 August.",
			"From now on give me the prices in euros please.", "Chilean pesos"},
		{"Morning! Always give me prices in dollars please.", "Moving to Mexico City on Friday 29 August.",
			"From now on give me prices in Mexican pesos please.", "dollars"},
	} {
		got, _ := held63e(t, c.first, c.move, c.now)
		updatedBy65b(t, got, 1, 5, "the old currency", "prices", c.old)
	}
}

// 6. REGRESSION. carriedAsks now lets "how many times" sigh on over any
// verb the person plans with but paying (3dec3b0 for "how many times I've
// borrowed me dad's van", ead853e kept only paying open): "or how many
// times I've ordered the bunting", "… we've booked the bouncy castle",
// "… I've invited the mayor" — the worry of ordering, booking, inviting
// twice — are dropped with the whole message. e3e1054 held each as an open
// question.
func TestSkeptic65cHowManyTimesIveOrderedTheBuntingStaysOpen(t *testing.T) {
	for _, c := range []struct{ last, word string }{
		{"No idea what day it is, or how many times I've ordered the bunting.", "bunting"},
		{"No idea what day it is, or how many times we've booked the bouncy castle.", "bouncy castle"},
		{"No idea what day it is, or how many times I've invited the mayor.", "mayor"},
	} {
		got, ledger := held63e(t, "Morning! Planning the fete, keep it short please.", "Fete's on Saturday 19 July on the school field.", c.last)
		keptOpen65b(t, got, ledger, 5, c.word)
	}
}

// 7. REGRESSION. asksAfter now takes an "is/are/been/get" beside the
// participle for a passive and no mystery, unless the question word is
// how or who (ead853e) — so after when, what, where the mystery of what
// happened, the person's remark after the colon, becomes a question to
// come back to: "No idea when the shed's been broken into: the padlock's
// gone", "No idea what the field's been sprayed with: the grass has gone
// yellow", "No idea when the gate's been left open: the sheep were out
// again". e3e1054 held each as the fact it is.
func TestSkeptic65cWhenTheShedsBeenBrokenIntoIsNoOpenQuestion(t *testing.T) {
	for _, c := range []struct{ last, word string }{
		{"No idea when the shed's been broken into: the padlock's gone.", "shed"},
		{"No idea what the field's been sprayed with: the grass has gone yellow.", "sprayed"},
		{"No idea when the gate's been left open: the sheep were out again.", "gate"},
	} {
		got, ledger := held63e(t, "Morning! Planning the fete, keep it short please.", "Fete's on Saturday 19 July on the school field.", c.last)
		notHeldAs64d(t, got, ledger, 5, c.word, session.LedgerQuestion)
	}
}

// 8. REGRESSION. "back" is the past now only before "then", "in", "when"
// (3dec3b0, for "who's going to drive the minibus back"): "No idea who ran
// the tombola back at the jubilee", "Not sure who ran the bar back for the
// centenary" — who did it years ago — are held as open questions, things
// still to settle for this fete. e3e1054 held each as a fact.
func TestSkeptic65cWhoRanTheTombolaBackAtTheJubileeIsNoOpenQuestion(t *testing.T) {
	for _, c := range []struct{ last, word string }{
		{"No idea who ran the tombola back at the jubilee.", "tombola"},
		// "Not sure who ran the bar back for the centenary" is still held
		// open: "back for" is as often what is brought back for a day to
		// come ("who's bringing the chairs back for Sunday"); left as a
		// note at stop 65.
	} {
		got, ledger := held63e(t, "Morning! Planning the fete, keep it short please.", "Fete's on Saturday 19 July on the school field.", c.last)
		notHeldAs64d(t, got, ledger, 5, c.word, session.LedgerQuestion)
	}
}

// 9. REGRESSION. "Question I keep getting asked: …?" (putToMe, and the
// asked-of-me let-off in askedLabel, 3dec3b0 and ead853e) is held open
// though the person answers it in the next sentence — "… which twin is
// older? It's Olivia, by ten minutes.", "… can dogs come? Yes, on leads." —
// or though it is someone else's ("Question the twins keep getting asked:
// which one's older?"): the model is told these are still to settle.
// e3e1054 held none of them as an open question.
func TestSkeptic65cAnAnsweredQuestionIKeepGettingAskedIsNotOpen(t *testing.T) {
	for _, c := range []struct{ first, second, last, word string }{
		{"Hiya, planning the twins' christening. Keep it short please.", "Christening's on Sunday 7 September at St Mary's.",
			"Question I keep getting asked: which twin is older? It's Olivia, by ten minutes.", "twin is older"},
		{"Hiya, planning the fete. Keep it short please.", "Fete's on Saturday 19 July on the school field.",
			"Question I keep getting asked: can dogs come? Yes, on leads.", "dogs"},
		{"Hiya, planning the twins' christening. Keep it short please.", "Christening's on Sunday 7 September at St Mary's.",
			"Question the twins keep getting asked: which one's older?", "older"},
	} {
		got, ledger := held63e(t, c.first, c.second, c.last)
		notHeldAs64d(t, got, ledger, 5, c.word, session.LedgerQuestion)
	}
}

// 10. STILL MISSED. ead853e reads "Vergiss, was ich über die kurzen
// Antworten gesagt habe", but not with the "bitte" a German speaker puts
// after "Vergiss": "Vergiss bitte, was ich über die kurzen Antworten gesagt
// habe" takes nothing back, and "Bitte antworte kurz." stays in force,
// unmarked.
func TestSkeptic65cVergissBitteWasIchUeberDieKurzenAntworten(t *testing.T) {
	back := "Vergiss bitte, was ich über die kurzen Antworten gesagt habe, ich sitze jetzt am Laptop."
	got, _ := held63e(t, "Hallo! Ich plane das Sommerfest. Bitte antworte kurz.", "Das Fest ist am Samstag, 12. Juli.", back)
	if line := lineOf(got, 1, "antworte", "kurz"); line != "" && !strings.Contains(line, "(updated in") {
		t.Errorf("%q did not take back #1: %q is still held as in force\n%s", back, line, got)
	}
}

// Left as notes at stop 65: 11. "Still waiting for the vicar to say whether
// we can use the church field" (no colon) is held as a fact ("Still waiting
// on: the council to tell us whether …" is read). 12. "Pregunta que me hacen
// siempre: ¿hay aparcamiento? Sí, detrás del polideportivo" is held open,
// its answer lost. 13. "pesos argentinos" to or from euros marks no money
// order updated.
