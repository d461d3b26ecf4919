package compression_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// The review of stop 79 (b341d3a against 1102ff3). REGRESSION: passes at
// 1102ff3, fails at b341d3a. STILL-MISSED: fails at both, a close variant
// of what the change meant to read. The eight regressions are fixed (the
// next commit after b341d3a's review); five still-missed variants are read
// since ("Don't you go telling me", "rang again to remind me", "rechten",
// "so now we have to sort out", "Beschlossene Sache." / "Weiterhin
// offen."); seven are skipped, each with what is left.

// REGRESSION. "That's final." / "Final." / "Entschieden." / "Decidido."
// after an order turns the order into a decision: the person's instruction
// is no longer read as one.
func TestSkeptic79AnOrderSaidFinalStaysAnOrder(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Always give me the prices in euros, never in dollars. That's final.", "euros", session.LedgerRule},
		{"No bullet points in your answers, ever. Final.", "bullet points", session.LedgerRule},
		{"Antworte mir ab jetzt bitte immer auf Deutsch. Entschieden.", "Deutsch", session.LedgerRule},
		{"Respóndeme siempre en español a partir de ahora. Decidido.", "español", session.LedgerRule},
		{"Don't suggest chain pubs to me anymore. Settled.", "chain pubs", session.LedgerRule},
	})
}

// REGRESSION. Read as a decision, the order said "That's final." is lost
// from a small memory, where at 1102ff3 it stayed as an instruction does.
func TestSkeptic79AnOrderSaidFinalKeepsItsPlaceInASmallMemory(t *testing.T) {
	for _, text := range []string{
		"Always give me the prices in euros, never in dollars. That's final.",
		"No bullet points in your answers, ever. Final.",
		"Antworte mir ab jetzt bitte immer auf Deutsch. Entschieden.",
	} {
		got := rememberedWithin(t, said(beforeOrders(text, "A: Understood.")...), 120)
		if lineWith(got, "#1") == "" {
			t.Errorf("the order %q is lost from the memory:\n%s", text, got)
		}
	}
}

// REGRESSION. Read as a decision, an order said "Entschieden." is no longer
// marked as taken back when the person allows English again.
func TestSkeptic79AnOrderSaidFinalIsStillTakenBack(t *testing.T) {
	got := remembered(t, said(
		"Antworte mir ab jetzt immer auf Deutsch. Entschieden.", "A: Ok.",
		"Wir grillen am Samstag im Garten von Tante Rösli.", "A: Ok.",
		"Du kannst jetzt wieder auf Englisch antworten.", "A: Ok.",
	))
	if l := lineWith(got, "Deutsch"); l != "" && !strings.Contains(l, "updated") {
		t.Errorf("the order taken back stays as if in force: %q\n%s", l, got)
	}
}

// REGRESSION. "Decided?", "Is it decided?", "Abgemacht?" ask whether it is
// decided: the line before is no decision (at 1102ff3 none was read).
func TestSkeptic79AskingWhetherItIsDecidedDecidesNothing(t *testing.T) {
	never31(t, session.LedgerDecision,
		"Is the venue at Hollis Hall booked yet? Decided?",
		"Tom wants the barn at Millbrook, Sue wants the church hall. Is it decided?",
		"Ich bring den Kuchen, Tante Rösli bringt den Wein. Abgemacht?",
		"We're doing it barefoot. Decided? Everyone, including Bev, including Nan in her chair.")
}

// REGRESSION. "Decided." before the sentence that says the choice makes the
// options a decision: "Rome or Paris …" reads as what was decided.
func TestSkeptic79DecidedBeforeTheChoiceMakesNoDecisionOfTheOptions(t *testing.T) {
	const text = "Rome or Paris for the honeymoon, Tom keeps asking. Decided. It's Rome, we fly on 3 May."
	for _, e := range read31(text) {
		if e.Kind == session.LedgerDecision && strings.Contains(e.Text, "Paris") {
			t.Errorf("%q: the options are read as the decision: %q", text, e.Text)
		}
	}
}

// REGRESSION. "It's final.", "Settled.", "All settled.", "Final!" after news
// are no decision of the person's: a divorce through, children asleep, a
// move done, a cup final.
func TestSkeptic79SettledOrFinalNewsIsNoDecision(t *testing.T) {
	never31(t, session.LedgerDecision,
		"The divorce from Gary came through on Friday at Leeds court. It's final.",
		"The kids finally went down at nine after the Gruffalo twice. Settled.",
		"We moved into the flat on Byres Road last week. All settled.",
		"Liverpool play Chelsea in the cup on Saturday at Wembley. Final!")
}

// REGRESSION. Where the guests meet before the ceremony is read as a place,
// and where they meet after it as its new place: the first is marked
// updated, though both hold.
func TestSkeptic79WhereGuestsMeetAfterDoesNotMoveWhereTheyMeetBefore(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		key  string
	}{
		{[]string{
			"We're planning Tom and Priya's wedding in Elm for 14 June.", "A: Lovely.",
			"Before the ceremony, all the guests meet at the fountain in front of the town hall.", "A: Ok.",
			"After the ceremony, all the guests meet at the Swan for drinks and the speeches.", "A: Ok.",
		}, "fountain"},
		{[]string{
			"Wir planen die Hochzeit von Marco und Anna in Elm am 14. Juni.", "A: Schön.",
			"Vor der Trauung treffen sich alle Gäste beim Brunnen vor dem Gemeindehaus.", "A: Ok.",
			"Nach der Trauung treffen sich alle Gäste im Gasthaus Adler zum Apéro.", "A: Ok.",
		}, "Brunnen"},
	} {
		got := remembered(t, said(c.msgs...))
		if l := lineWith(got, c.key); l == "" || strings.Contains(l, "updated") {
			t.Errorf("where the guests meet first is lost or marked updated: %q\n%s", l, got)
		}
	}
}

// REGRESSION. "Now I have to sort out dinner, back in a bit." is the person
// leaving for a while, no question still open (nothing was kept at 1102ff3).
func TestSkeptic79SortingOutDinnerIsNoOpenQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Now I have to sort out dinner, back in a bit.",
		"Right, now I need to sort out the kids' bath, talk later.")
}

// STILL-MISSED. "anything to do with the boat, give it to me in feet and
// inches" in German and Spanish is a plain fact, no order.
func TestSkeptic79UnitsForAThingInGermanAndSpanish(t *testing.T) {
	t.Skip(`still missed at stop 79: "Alles rund ums Boot, gib es mir in Fuß und Zoll", "Todo lo del barco, dámelo en …" — givenInUnits reads the English "give" only`)
	kindsAre73(t, []kindCase73{
		{"Alles rund ums Boot, gib es mir in Fuß und Zoll.", "Zoll", session.LedgerRule},
		{"Todo lo del barco, dámelo en pies y pulgadas.", "pulgadas", session.LedgerRule},
	})
}

// STILL-MISSED. "Don't you go telling me …" is the order "Don't go telling
// me …" is, read as a plain fact.
func TestSkeptic79DontYouGoTellingMe(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Don't you go telling me to buy new when a thing can be fixed.", "buy new", session.LedgerRule},
	})
}

// STILL-MISSED. "Beschlossene Sache." and "Decision made." say decided as
// "Entschieden." does; "Sigue sin resolverse." and "Weiterhin offen." say
// unsolved as "Sin resolver." and "Noch offen." do.
func TestSkeptic79DecidedOrUnsolvedInOtherWords(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Wir feiern im Garten von Tante Rösli in Netstal. Beschlossene Sache.", "Garten", session.LedgerDecision},
		{"We're doing it barefoot on the beach at Ardmore. Decision made.", "barefoot", session.LedgerDecision},
		{"¿Quién lleva a la abuela a casa después de la fiesta? Sigue sin resolverse.", "abuela", session.LedgerQuestion},
		{"Wer fährt die Oma nach dem Fest in Netstal heim? Weiterhin offen.", "Oma", session.LedgerQuestion},
	})
}

// STILL-MISSED. One thing still missing, then who is to do it, is open as
// "pero me falta otra: ¿quién …?" is.
func TestSkeptic79OneThingStillMissingIsOpen(t *testing.T) {
	t.Skip(`still missed at stop 79: "one more missing" after a clause that says the rest is settled ("ya está", "sorted") is not read as open`)
	kindsAre73(t, []kindCase73{
		{"Lo del salón ya está, pero me falta una cosa: ¿quién trae las sillas?", "sillas", session.LedgerQuestion},
		{"Das Zelt ist da, aber eine Sache fehlt noch: wer holt den Wein aus dem Weinviertel?", "Wein", session.LedgerQuestion},
		{"The marquee is sorted, but one thing's still missing: who does the photos?", "photos", session.LedgerQuestion},
	})
}

// STILL-MISSED. "… so now we have to sort out getting her to Hobart" after
// a clause is as open as "Now I have to sort out …" opening a sentence.
func TestSkeptic79SoNowWeHaveToSortOut(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Ray sorted the mooring last week, so now we have to sort out getting her to Hobart.", "Hobart", session.LedgerQuestion},
	})
}

// STILL-MISSED. Someone who phoned me, called this morning, rang again to
// remind me asks nothing of the assistant, as one who "rang to remind me".
func TestSkeptic79RangToRemindInOtherWords(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Mum phoned me to remind me, again, that she's allergic to prawns.",
		"My sister Ana called this morning to remind me that she's vegan now.",
		"Deirdre rang again to remind me that she's allergic to prawns.")
}

// STILL-MISSED. "My brother Tom, the youngest, is the one who …" keeps its
// predicate as "Mi hermano Jhonatan, el menor, es el que …" now does.
func TestSkeptic79TheYoungestIsTheOneWho(t *testing.T) {
	t.Skip(`still missed at stop 79: the English "is the one who …" after a descriptor is cut at "who"`)
	linesHold78(t, nil, []holdCase78{
		{"My brother Tom, the youngest, is the one who does the carving.", []string{"Tom", "carving"}},
	})
}

// STILL-MISSED. "His one rule is …" / "Her one rule is …" after the sentence
// naming him or her is lost whole, where "His one condition is …" joins it.
func TestSkeptic79HisOneRuleJoinsWhoHeIs(t *testing.T) {
	t.Skip(`still missed at stop 79: "His one rule is no dogs in it, ever" is dropped (a rule word of someone else's)`)
	linesHold78(t, nil, []holdCase78{
		{"Our neighbour Mr Aziz is lending us his trailer for the move on Friday. His one rule is no dogs in it, ever.", []string{"Aziz", "no dogs"}},
		{"Our neighbour Mrs Aziz is lending us her trailer for the move on Friday. Her one rule is no dogs in it, ever.", []string{"Aziz", "no dogs"}},
	})
}

// STILL-MISSED. A short head with a comma before its colon ("Lustig, oder:
// …") opens what is said as "Lustige Sache: …" does: the dislike is lost.
func TestSkeptic79AShortHeadWithACommaKeepsWhatFollows(t *testing.T) {
	t.Skip(`still missed at stop 79: a head with a comma before its colon ("Lustig, oder:") is not a short head`)
	linesHold78(t, wine79, []holdCase78{
		{"Lustig, oder: der Gregor mag gar keinen Veltliner. Im Weinviertel! Also brauchen wir beim Ausschank auch an Roten.", []string{"Gregor", "keinen Veltliner"}},
	})
}

// STILL-MISSED. "das dritte auf der rechten Seite" says which one as "das
// vierte links" does: the inflected "rechten" is no side.
func TestSkeptic79WhichOneOnTheRightInflected(t *testing.T) {
	linesHold78(t, cellar79, []holdCase78{
		{"Zur Orientierung: das Presshaus ist in der Kellergasse Richtung Ottenthal, das dritte auf der rechten Seite nach dem Marterl mit der blauen Madonna. Der Wallner sagt, mein Opa hat dort 1968 gefeiert.", []string{"Presshaus", "dritte"}},
	})
}

// STILL-MISSED. "Esa no la vendemos" keeps the piece back as "Esa no está a
// la venta" does; "I put the new cleats on myself", "I've fitted the
// cleats myself" say what was fitted as "I fitted the new cleats" does.
// Each is dropped for a line with a name.
func TestSkeptic79NotForSaleAndFittedInOtherWords(t *testing.T) {
	t.Skip(`still missed at stop 79: "no la vendemos", "put the new cleats on", "I've fitted the cleats" are other words for notForSale and acquired`)
	linesHold78(t, piece79, []holdCase78{
		{"Le pusimos 'la Mariposa del Magdalena' a la pieza estrella de Corpacoa. Jhonatan lleva tres semanas en ella. Esa no la vendemos, es para que la gente se quede mirando.", []string{"no la vendemos"}},
	})
	linesHold78(t, boat79, []holdCase78{
		{"Storm last night, power out on the whole south of the island till lunch. Ray Pitman took the day off. I put the new cleats on myself, solid bronze, four of them, from the chandlery in Hobart.", []string{"new cleats", "bronze"}},
		{"Storm last night, power out on the whole south of the island till lunch. Ray Pitman took the day off. I've fitted the cleats myself, solid bronze, four of them, from the chandlery in Hobart.", []string{"fitted the cleats", "bronze"}},
	})
}

// STILL-MISSED. A count of a whole in words ("🌀 14 von 16 am Netz –", "🌀
// 14 of 16 online –") is the status "🌀 14/16 am Netz –" is: it stays on
// the lines, or is a line of its own.
func TestSkeptic79ACountOfAWholeInWords(t *testing.T) {
	t.Skip(`still missed at stop 79: a count of a whole in words ("14 von 16", "14 of 16") is no counted label`)
	for _, c := range []struct {
		label func(n int) string
		left  string
	}{
		{func(n int) string {
			return fmt.Sprintf("🌀 %d von 16 am Netz – ", []int{14, 16, 12, 9, 11, 13}[n-1])
		}, "Netz"},
		{func(n int) string { return fmt.Sprintf("🌀 %d of 16 online – ", []int{14, 16, 12, 9, 11, 13}[n-1]) }, "online"},
	} {
		labelComesOff79(t, c.label, c.left)
	}
}
