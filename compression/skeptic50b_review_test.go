package compression_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// A second skeptic's review of stop 50 (e56b130..a295f6e): what the stop's
// changes made worse. Each test fails on HEAD and passed on e56b130. The
// sentences are this file's own.

// noLineHolds50b fails when a line read from text holds any of the words.
func noLineHolds50b(t *testing.T, text string, words ...string) {
	t.Helper()
	for _, e := range read31(text) {
		for _, w := range words {
			if strings.Contains(strings.ToLower(e.Text), strings.ToLower(w)) {
				t.Errorf("%q: the aside %q is glued to the fact: %q", text, w, e.Text)
			}
		}
	}
}

// A filler clause after "but/aber/pero" with a "no" in it is glued to the
// fact: callsOff takes any clause that opens with a contrast and says no for
// a plan called off, so "…, but no rush", "aber keine Eile", "pero no hay
// prisa" are no longer trimmed. The line the model is sent now says no
// ("The plumber comes on Tuesday at 9am, but no rush"), so the person's
// later plain "The plumber comes on Tuesday at 9am" is no repeat of it
// (their "no" differs) and is sent as a second line; the memory carries the
// same visit twice and a "no" that takes nothing back.
func TestSkeptic50bFillerAfterButNoIsNoPartOfTheFact(t *testing.T) {
	noLineHolds50b(t, "The plumber comes on Tuesday at 9am, but no rush.", "rush")
	noLineHolds50b(t, "The quote for the new boiler from Hughes is £2,400, but no pressure.", "pressure")
	noLineHolds50b(t, "I'm seeing Dr Okafor on Monday at 10am, but don't worry about it.", "worry")
	noLineHolds50b(t, "Der Klempner kommt am Dienstag um 9 Uhr, aber keine Eile.", "Eile")
	noLineHolds50b(t, "El fontanero viene el martes a las 9, pero no hay prisa.", "prisa")
	got := remembered(t, said("The plumber comes on Tuesday at 9am, but no rush.", "A: Ok.", "The plumber comes on Tuesday at 9am.", "A: Ok."))
	if lineOf(got, 3, "plumber") != "" {
		t.Errorf("the plumber's visit is sent twice, once with a 'no' that calls nothing off:\n%s", got)
	}
}

// Praise of someone just named is glued to the fact: saysOfThem keeps any
// clause after a name that opens with "he's"/"she's" or "she is …", meant
// for "he's the new headteacher", "she turns eight", so "she's lovely",
// "she is so sweet", "he's such a legend" stay on the line too. The model is
// sent the person's gushing as if it were what they said of the plan, and
// the memory grows by words that hold nothing.
func TestSkeptic50bPraiseOfSomeoneNamedIsNoAside(t *testing.T) {
	noLineHolds50b(t, "I had lunch with Priya on Monday, she's lovely.", "lovely")
	noLineHolds50b(t, "I had lunch with Priya on Monday, she is so sweet.", "sweet")
	noLineHolds50b(t, "I saw Tom at the pub on Friday, he's such a legend.", "legend")
	noLineHolds50b(t, "Meeting Rashid on Monday at 10 at his office, he's lovely.", "lovely")
}

// A plan said again is a second line: repeats now wants the later line's
// words in one clause of the earlier one, split at commas and at every
// "and/y/und/o", so two names joined by "and" ("Tom and Jess arrive …",
// "Ana y Luis llegan …", "Oma und Opa kommen …") or a date set off by commas
// ("On Friday, 12 May, we fly …") fall in different clauses and nothing
// repeats. The model is sent the same arrival twice, the newer without its
// time — and told "where two notes disagree, the newer holds".
func TestSkeptic50bARestatedPlanIsNoNewLine(t *testing.T) {
	for _, c := range [][2]string{
		{"Tom and Jess arrive on Friday at 6pm.", "Tom and Jess arrive on Friday."},
		{"Ana y Luis llegan el viernes a las 6.", "Ana y Luis llegan el viernes."},
		{"Oma und Opa kommen am Freitag um 18 Uhr.", "Oma und Opa kommen am Freitag."},
		{"On Friday, 12 May, we fly to Lisbon at 9am.", "We fly to Lisbon on Friday at 9am."},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		if strings.Contains(got, "- #3 ") {
			t.Errorf("%q (message 3) only repeats message 1 and is sent as a line of its own:\n%s", c[1], got)
		}
	}
}

// A word "whether"/"ob" anywhere in the earlier line makes it an open
// question whose words no later line repeats: "Rothenburg ob der Tauber" is
// a town, "whether it rains or shines" asks nothing. The person's plan said
// again is sent twice.
func TestSkeptic50bObInAPlaceNameAsksNothing(t *testing.T) {
	for _, c := range [][2]string{
		{"Wir fahren am Samstag nach Rothenburg ob der Tauber zum Weihnachtsmarkt.", "Wir fahren am Samstag nach Rothenburg zum Weihnachtsmarkt."},
		{"We're doing the car boot sale on Sunday whether it rains or shines.", "We're doing the car boot sale on Sunday."},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		if strings.Contains(got, "- #3 ") {
			t.Errorf("%q (message 3) only repeats message 1 and is sent as a line of its own:\n%s", c[1], got)
		}
	}
}

// A thank-you after the assistant's question is taken for its answer:
// answersAsked keeps a reply of up to two words that names someone, and the
// reader trims the thanks where a comma sets it off, so "Gracias, Carmen." after "¿Para cuántos?" is
// sent as "#3 Carmen." — the table is for Carmen — and "Cheers, Marek."
// after "Shall I add it to the list?" as "#3 Marek." — Marek goes on the
// list; "Thanks Dave!" is kept whole. The person answered nothing.
func TestSkeptic50bAThankYouIsNoAnswer(t *testing.T) {
	for _, c := range [][4]string{
		{"Necesito reservar mesa para la cena del sábado.", "A: ¿Para cuántos?", "Gracias, Carmen.", "Carmen"},
		{"Dinner at 8pm on Friday with the Patels.", "A: Shall I add it to the list?", "Cheers, Marek.", "Marek"},
		{"We're planning the garden party for Saturday.", "A: Would you like me to draft the invitations?", "Thanks Dave!", "Dave"},
	} {
		got := remembered(t, said(c[0], c[1], c[2], "A: Ok."))
		if lineWith(got, c[3]) != "" {
			t.Errorf("%q is sent as the answer to %q:\n%s", c[2], c[1], got)
		}
	}
}

// A faithful summary no longer hides a line with a hedge in it: states now
// keeps every line of the person's that says no beside a summary that does
// not, and "if I'm not mistaken", "si no me equivoco", "Don't laugh, but …",
// "no idea why …" say no to nothing. Each such line is sent again under the
// summary that already says it, and the memory bloats.
func TestSkeptic50bAHedgeIsNoNoForTheSummary(t *testing.T) {
	for _, c := range [][2]string{
		{"The dentist is on Thursday at 4pm, if I'm not mistaken.", "The dentist is on Thursday at 4pm."},
		{"El dentista de Mia es el jueves a las 4, si no me equivoco.", "El dentista de Mia es el jueves a las 4."},
		{"Don't laugh, but I signed up for the Leeds half marathon on 4 May.", "They signed up for the Leeds half marathon on 4 May."},
		{"The boiler service with Hughes is booked for 12 March, no idea why it took so long.", "The boiler service with Hughes is booked for 12 March."},
	} {
		l := compression.Extract(said(c[0], "A: Ok."), []int{0})
		if sent := compression.LedgerLines(l, compression.LedgerView{Summaries: c[1]}); len(sent) > 0 {
			t.Errorf("the summary %q states %q, yet it is sent again: %q", c[1], c[0], sent)
		}
	}
}

// An old line is dropped before a grumble of the message that updates it:
// fit now orders a line a later message updates below every line of that
// message, so "Mum says the pool heater … is broken again, typical" and
// "Ruth is bringing her new boyfriend Dev along" outlive the line that holds
// the flight number, the airport and the date, or the hotel and the day of
// the lunch — all of which the update ("now lands at 16:45", "now starts at
// 3pm") did not change. The model is told when the flight lands, not which
// flight, where or on what day.
func TestSkeptic50bAnOldLineOutlivesAGrumbleOfItsUpdate(t *testing.T) {
	for _, c := range []struct {
		msgs       []string
		aside, old string
		from, to   int
	}{
		{[]string{"Our flight EZY8123 lands in Faro on 3 May at 14:20, the villa is Casa Azul in Carvoeiro.", "A: Noted.",
			"The car hire booking is CH-90412 with Auto Jardim.", "A: Noted.",
			"The flight now lands at 16:45. Mum says the pool heater at Casa Azul is broken again, typical.", "A: Noted."},
			"heater", "EZY8123", 38, 54},
		{[]string{"Grandma's 90th is a lunch at the Crown Hotel in Whitby on 14 June at 2pm, table booked under Hargreaves.", "A: Noted.",
			"The florist is Petals on Baxter Gate, order ref FL-2231.", "A: Noted.",
			"Grandma's lunch now starts at 3pm. Ruth is bringing her new boyfriend Dev along, he seems nice.", "A: Noted."},
			"Dev", "Crown", 46, 56},
	} {
		for budget := c.from; budget <= c.to; budget += 2 {
			got := rememberedWithin(t, said(c.msgs...), budget)
			if lineWith(got, c.aside) != "" && lineWith(got, c.old) == "" {
				t.Errorf("with room for %d words the aside %q of message 5 is kept and message 1's line with %q is not:\n%s", budget, c.aside, c.old, got)
			}
		}
	}
}

// Room left is not given back to the old line: once any line of the
// updating message went — here a long grumble about the pool heater — the
// updated line may not be refilled, though the line that holds the new time
// is kept and there is room. With 40 to 48 words of room the model is sent
// the car hire and "The flight now lands at 16:45" alone, 17 words, though
// the flight's line (15 more) fits: the flight number, the airport and the
// date are lost for nothing.
func TestSkeptic50bRoomLeftTakesTheOldLineBack(t *testing.T) {
	msgs := []string{
		"Our flight EZY8123 lands in Faro on 3 May at 14:20.", "A: Noted.",
		"The car hire booking is CH-90412 with Auto Jardim.", "A: Noted.",
		"The flight now lands at 16:45. Mum rang for an hour about how the pool heater at the villa has been broken since Easter and nobody came to look at it.", "A: Noted.",
	}
	for budget := 40; budget <= 48; budget += 4 {
		got := rememberedWithin(t, said(msgs...), budget)
		if lineWith(got, "16:45") != "" && lineWith(got, "EZY8123") == "" {
			t.Errorf("with room for %d words the flight's line (message 1) is not sent, though the new time is:\n%s", budget, got)
		}
	}
}

// Talk after a change of plan is kept as where the plan goes instead:
// replaces now lets any line with "in the"/"en el" follow a change-of-plan
// sentence that says no, so "The weather has been awful all week in the
// garden", "He's been in a foul mood at the moment", "Llueve muchísimo en el
// pueblo" are sent as lines — the first reads as the barbecue moved to the
// garden.
func TestSkeptic50bTalkAfterAChangeOfPlanIsNoNewPlace(t *testing.T) {
	for _, c := range [][2]string{
		{"Change of plan: we're not doing the barbecue on Saturday. The weather has been awful all week in the garden.", "weather"},
		{"Change of plan: Tom won't be at the office on Monday. He's been in a foul mood at the moment.", "mood"},
		{"Cambio de planes: no hacemos la barbacoa el sábado. Llueve muchísimo en el pueblo.", "Llueve"},
	} {
		got := remembered(t, said(c[0], "A: Ok."))
		if lineWith(got, c[1]) != "" {
			t.Errorf("%q: the talk after the change of plan is kept as a line:\n%s", c[0], got)
		}
	}
}

// Wedding-gift lists become an order on how to answer: "lists", "listas",
// "Listen" in answerLayouts make "No lists, please, …" after any comma an
// instruction, so a couple telling the assistant they want no gift lists at
// their wedding gets an instruction sent in their words for the rest of the
// conversation — the model will not write them a list again (the guest
// list, the packing list they ask for next).
func TestSkeptic50bWeddingGiftListsAreNoOrder(t *testing.T) {
	for _, text := range []string{
		"No lists, please, we just want cash for the honeymoon.",
		"Keine Listen, bitte, wir wünschen uns zur Hochzeit nur Geld.",
		"Nada de listas, por favor, para la boda solo queremos dinero.",
	} {
		for _, e := range read31(text) {
			if e.Kind == session.LedgerRule {
				t.Errorf("%q is read as an instruction: %q", text, fmt.Sprint(kinded(read31(text))))
			}
		}
	}
}
