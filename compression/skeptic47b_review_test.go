package compression_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of stop 47 (baa4499..1e2be24) by a skeptic helper, on reading,
// joining and ranking. Each test below fails on 1e2be24 and says what the
// person would lose or what wrong line the model would be sent. The
// sentences are this file's own. Unless a test says otherwise, its case was
// read right at baa4499 and broke in this stop.

// A liking said of "she" after a long sentence about a man is joined to his
// line (the new joins case: someone(prev) holds for any name, of whatever
// person). Typed: Mum is coming; then a long sentence about Tom's journey;
// then "She can't stand sprouts" — Mum's. Now: "My brother Tom is coming too,
// … She can't stand sprouts, …" — Tom's line says "she" hates sprouts, and
// Mum's liking is on the wrong person's line. The same in German (Oma, then
// Jens; "Sie verträgt keine Laktose"). At baa4499 each liking was a line of
// its own.
func TestSkeptic47BSheAfterALongSentenceAboutHimIsNotHis(t *testing.T) {
	for _, c := range []struct{ text, liking, other string }{
		{"Mum's coming for Christmas this year. My brother Tom is coming too, he's driving down from Leeds with the twins on the 23rd and staying until Boxing Day. She can't stand sprouts, so none of those.",
			"sprouts", "Tom"},
		{"Oma kommt an Heiligabend zu uns. Mein Bruder Jens kommt auch, er fährt die ganze Nacht von München durch und bleibt bis zum 27. mit den Kindern. Sie verträgt keine Laktose.",
			"Laktose", "Jens"},
	} {
		got := remembered(t, said(c.text))
		if line := lineWith(got, c.liking); line == "" || strings.Contains(line, c.other) {
			t.Errorf("the liking of \"she\" is on %s's line (or gone):\n%s", c.other, got)
		}
	}
}

// An allergy said of "she" after a long sentence that names only places
// (someone(prev) takes "Keswick", "Derwentwater" for people) is joined to
// the booking. Typed: Ellie is coming; the Premier Inn in Keswick is booked
// for two nights, and a boat trip; "She's allergic to peanuts, so she'll need
// her EpiPen." Later the booking moves. Now: the line "We've booked the
// Premier Inn … She's allergic to peanuts" is marked "(updated in #3)" — the
// child's peanut allergy reads as out of date. At baa4499 the allergy was a
// line of its own and stayed current.
func TestSkeptic47BAnAllergyOnABookingsLineGoesOutOfDateWithIt(t *testing.T) {
	got := remembered(t, said(
		"My niece Ellie is coming to stay with us for half term. We've booked the Premier Inn in Keswick for the Tuesday and Wednesday nights, room for three, and the boat trip on Derwentwater on the Wednesday morning. She's allergic to peanuts, so she'll need her EpiPen.",
		"A: Ok.",
		"We've moved the Premier Inn in Keswick to the Thursday and Friday nights now.",
		"A: Ok."))
	if line := lineWith(got, "peanuts"); line == "" || strings.Contains(line, "updated in") || strings.Contains(line, "Premier") {
		t.Errorf("the peanut allergy is on the booking's line, out of date with it (or gone):\n%s", got)
	}
}

// The join takes the whole sentence before, all its lines: a sentence that
// was read as two subjects' lines is one line again. Typed: Pete picks us up
// at 6:30, and Linda has booked the table for 7:30; "She's allergic to
// shellfish". Then Pete's time changes. Now: one line holds Pete's pick-up,
// Linda's table and her allergy, and Pete's new time marks it "(updated in
// #3)": Linda's booking and her shellfish allergy read as out of date. At
// baa4499 only Pete's line was marked.
func TestSkeptic47BAnUpdateOfOnePersonMarksAnothersAllergy(t *testing.T) {
	got := remembered(t, said(
		"Saturday's sorted: Pete's picking us all up from the house at 6:30 in the big car, and Linda has booked the corner table at the Old Swan for 7:30. She's allergic to shellfish, so warn the kitchen.",
		"A: Ok.",
		"Pete's picking us up at 6:45 now, not 6:30.",
		"A: Ok."))
	for _, key := range []string{"shellfish", "corner table"} {
		if line := lineWith(got, key); line == "" || strings.Contains(line, "updated in") {
			t.Errorf("%q reads as out of date after Pete's time changed (or is gone):\n%s", key, got)
		}
	}
}

// The same join puts two subjects' values back on one line though no update
// follows. Typed: the Hendersons' table at the Old Swan is booked for 7:30,
// and Pete's driving; "He won't touch seafood." Now one line holds the
// booking, Pete's driving and his seafood (at baa4499: three lines). In
// German: the Müllers go to Croatia for two weeks, and Frau Berger waters
// the flowers; "Sie verträgt keine Nüsse" — one line with the Müllers' trip.
func TestSkeptic47BALikingPutsASplitSentenceBackTogether(t *testing.T) {
	got := remembered(t, said("We're seeing the Hendersons on Saturday at the Old Swan in Harrogate, they've booked the table for 7:30 and Pete's driving us. He won't touch seafood."))
	if line := lineWith(got, "seafood"); line == "" || strings.Contains(line, "7:30") {
		t.Errorf("Pete's seafood is on the line of the Hendersons' booking (or gone):\n%s", got)
	}
	got = remembered(t, said("Unsere Nachbarn, die Müllers, fahren am Samstag für zwei Wochen nach Kroatien, und Frau Berger aus dem dritten Stock gießt solange die Blumen. Sie verträgt keine Nüsse."))
	if line := lineWith(got, "Nüsse"); line == "" || strings.Contains(line, "Kroatien") {
		t.Errorf("the nut allergy is on the line of the Müllers' trip (or gone):\n%s", got)
	}
}

// An open question split off a sentence (unknownApart) that asks about the
// one named before by "she", "it's", a Spanish or German verb alone, loses
// whom it asks about: unknownAfter reads only "it", "him", "them" as
// pointing back. Typed: "My sister Jo arrives on the 14th, and I've no idea
// where she'll sleep." Now the question line is "and I've no idea where
// she'll sleep." — whose sleep? At baa4499 it was one line with Jo.
func TestSkeptic47BAQuestionSplitOffLosesWhomItAsksAbout(t *testing.T) {
	for _, c := range []struct{ text, question, who string }{
		{"My sister Jo arrives on the 14th, and I've no idea where she'll sleep.", "sleep", "Jo"},
		{"Tom's flight from Lagos lands at 6:40, and I've no idea if it's delayed.", "delayed", "flight"},
		{"Mi hermano Jorge llega el martes a las 10, y no sé dónde va a dormir.", "dormir", "Jorge"},
		{"Meine Schwiegermutter kommt am Dienstag um 10, und ich weiß nicht, wo sie schlafen soll.", "schlafen", "Schwiegermutter"},
	} {
		got := remembered(t, said(c.text))
		if line := lineWith(got, c.question); !strings.Contains(line, c.who) {
			t.Errorf("the open question lost %q:\n%s", c.who, got)
		}
	}
}

// "…, and I've no idea how she does it" is admiration, not an open
// question: nothing is to be found out. With "it" the not knowing is now
// read later in the line (ofIt), and the sentence about Mum's Christmas
// dinner becomes an open question (ranked +12, and a question to the model).
// At baa4499 both were facts.
func TestSkeptic47BAdmirationIsNoOpenQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Mum still does Christmas dinner for fourteen, and I've no idea how she does it.",
		"Grandad Bill still climbs Snowdon every June at 84, and I've no idea how he does it.")
}

// unknownAfter reads the rest of the sentence, not the clause: a "them" or
// "him" after the question, about the cat's tablets or the dog, makes the
// question one "of it" (the hotel), and the booking and the open question
// are one line again — the very case the stop split ("We booked the Hotel
// Miramar …, and I still don't know who will feed the cat"), with a few
// words more. In the second the open question is not even a question: it is
// a fact on the booking's line. (At baa4499 both were one line too: the
// stop's split does not reach them.)
func TestSkeptic47BAPronounAfterTheQuestionGluesItToTheBooking(t *testing.T) {
	for _, c := range []struct{ text, question string }{
		{"We've booked the Miramar in Sitges for the 12th, and I still don't know who will feed the cat or give her the tablets, the vet says she needs them twice a day.", "feed"},
		{"We've booked the Miramar in Sitges for the 12th, and I've no idea who'll have the dog, Sue can't take him this time.", "dog"},
	} {
		got := remembered(t, said(c.text))
		if line := lineWith(got, c.question); line == "" || strings.Contains(line, "Miramar") {
			t.Errorf("the open question is on the booking's line (or gone):\n%s", got)
		}
	}
	for _, e := range read31("We've booked the Miramar in Sitges for the 12th, and I've no idea who'll have the dog, Sue can't take him this time.") {
		if strings.Contains(e.Text, "who'll have the dog") && e.Kind != session.LedgerQuestion {
			t.Errorf("who has the dog is no open question: %q", kinded([]session.LedgerEntry{e}))
		}
	}
}

// Under a budget a remark that asks nothing to be solved ("No idea what
// we're doing for Easter honestly") now outranks a new council-tax figure
// (question +12): with room for 30 words the memory keeps the remark and
// drops "Council tax went up to £1,840." At baa4499 the figure stayed.
func TestSkeptic47BAVagueQuestionOutranksANewFigure(t *testing.T) {
	got := rememberedWithin(t, said(
		"The kids are in bed at last. Parents' evening is Tuesday at 5:40.", "A: Ok.",
		"I still don't know what to do about the garden this year. Council tax went up to £1,840.", "A: Ok.",
		"No idea what we're doing for Easter honestly. Flights to Malaga are £140 each.", "A: Ok."), 30)
	if !strings.Contains(got, "£1,840") {
		t.Errorf("the new council tax went for a vague remark:\n%s", got)
	}
}

// A note for someone else that says "first", "tables", "steps" is read as an
// instruction on how to answer (bareOrder: "give", "avoid", "stop using" with
// a word of answerManner), and "Forget all of that, back to normal please" —
// said of answering in Italian — takes it back with every instruction: the
// dog-sitter's note is gone. At baa4499 "Give Bruno his tablets first, then
// his dinner." was a fact and stayed.
func TestSkeptic47BNotesForTheDogSitterAreNoInstructions(t *testing.T) {
	got := remembered(t, said(
		"Notes for Kasia, our dog-sitter, while we're in Crete. Give Bruno his tablets first, then his dinner. Avoid the steps by the river on walks, they're slippery.",
		"A: Ok.",
		"Always answer me in Italian from now on.",
		"A: Ok.",
		"Forget all of that, back to normal please.",
		"A: Ok."))
	if !strings.Contains(got, "tablets first") {
		t.Errorf("Bruno's tablets went with the take-back of the Italian:\n%s", got)
	}
	never31(t, session.LedgerRule,
		"Avoid the steps by the river, they're slippery.",
		"Stop using the tables in the garden, they're rotten.")
}

// A sentence of a dash alone ("Bins are out. –") or a smiley typed with a
// space (": )") before a question panics the reader: banOn takes the first
// of no clauses, askedLabel the word before an empty head (nthWord(head,
// -1)). Already so at baa4499 (banOn changed in this stop and kept it);
// a chat client must not crash on what people type.
func TestSkeptic47BADashOrASpacedSmileyDoesNotPanic(t *testing.T) {
	for _, text := range []string{
		"Bins are out. –",
		"Great news. — ",
		"Thanks! : ) Do I need a permit for the skip?",
	} {
		func() {
			defer func() {
				if e := recover(); e != nil {
					t.Errorf("%q panics: %v", text, e)
				}
			}()
			_ = fmt.Sprint(read31(text))
		}()
	}
}
