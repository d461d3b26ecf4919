package compression_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// The review of stop 40 (spare lines, a thing of one word that moves, new
// phrasings of an instruction): inputs where the change leaves the person
// worse off than e0c54d1. Each case was checked to pass at e0c54d1. The
// sentences are this file's own.

// An instruction said on its own is lost when an earlier spare line holds all
// its words: Merge's repeats() drops a fresh line whose words an older line
// all holds, whatever the kinds, and counts a reference on the older line. The
// spare line, a remark about how the answers read beside a named line
// ("Kieran Walsh says …"), thus swallows "Keep your answers in bullet
// points": the memory keeps no instruction at all, only a spare fact, the
// first line to go. At e0c54d1 the remark was not kept and the instruction
// stayed, above everything.
func TestSkeptic40AnInstructionIsNotSwallowedByASpareLine(t *testing.T) {
	for _, c := range []struct{ remark, order, key string }{
		{"Kieran Walsh says the minibus leaves Leeds at 8. The answers in bullet points were much easier to read on the bus this morning.",
			"Keep your answers in bullet points.", "bullet points"},
		{"Kieran Walsh says the minibus leaves Leeds at 8. The answers in bullet points were much easier to read on the bus this morning.",
			"Please always answer in bullet points.", "bullet points"},
		{"Kieran Walsh says the minibus leaves Leeds at 8. Short answers with the price first are much easier to read on my phone.",
			"Always short answers with the price first.", "price first"},
	} {
		s := kept(said(c.remark, "A: Ok.", c.order, "A: Ok."), 100000)
		if !slices.ContainsFunc(s.Ledger, func(e session.LedgerEntry) bool {
			return e.Kind == session.LedgerRule && strings.Contains(e.Text, c.key)
		}) {
			t.Errorf("%q after %q: no instruction kept; the memory is %+v", c.order, c.remark, s.Ledger)
		}
	}
}

// A plain line said on its own in a later message ("Honestly the skip has to
// go before the bin lorry comes round.") is a full line; when an earlier
// message said the same beside a named line, Merge folds the later one into
// the earlier spare line, so the person's point, made twice, lives only as a
// spare line and goes before any other — here before a grumble about the
// weather. At e0c54d1 the repeated line was a full line of #3 and stayed at
// this budget.
func TestSkeptic40ALineSaidAgainAloneIsNoSpareLine(t *testing.T) {
	s := kept(said(
		"Spoke to Janet Obi at the council this morning. The skip has to go before the bin lorry comes round.", "A: Ok.",
		"Honestly the skip has to go before the bin lorry comes round.", "A: Ok.",
		"The weather was grim all weekend, rain from start to finish, and the garden is a swamp now.", "A: Ok.",
		"Kieran Walsh from the Crown does the bar, cash only.", "A: Ok.",
	), 100000)
	if i := slices.IndexFunc(s.Ledger, func(e session.LedgerEntry) bool { return strings.Contains(e.Text, "bin lorry") }); i < 0 || s.Ledger[i].Spare {
		t.Errorf("what #1 and #3 both say is no full line: %+v", s.Ledger)
	}
	all := wordCount(strings.Join(compression.LedgerLines(s.Ledger, compression.LedgerView{}), "\n"))
	kept, _ := compression.FitLedger(s.Ledger, all-10, wordCount, compression.LedgerView{})
	if !slices.ContainsFunc(kept, func(e session.LedgerEntry) bool { return strings.Contains(e.Text, "bin lorry") }) {
		t.Errorf("the skip went before the weather: %q", texts(kept))
	}
}

// Spare lines count toward the conversation's topic words (topics() reads
// every line of the memory, spare ones too), and a topic word counts half in
// what two lines share. Two filler lines about the caterer make "caterer" a
// topic word, and "The caterer wants £520" no longer updates "The caterer
// wants £450": both stand unmarked, the old price reading as current. At
// e0c54d1 (no spare lines) the new price replaced the old.
func TestSkeptic40SpareLinesDoNotUnlinkAnUpdate(t *testing.T) {
	got := remembered(t, said(
		"The caterer wants £450.", "A: Ok.",
		"Mrs Pennock rang about the raffle. The caterer brought tasting samples of the lamb tagine and the lemon tart.", "A: Ok.",
		"Kieran Walsh is doing the bar. The caterer talks far too much about her allotment and her chickens.", "A: Ok.",
		"The caterer wants £520.", "A: Ok."))
	if old := lineWith(got, "£450"); old != "" && !strings.Contains(old, "updated in") {
		t.Errorf("the old price reads as current beside the new one:\n%s", got)
	}
}

// A thing of one word (keys.within) now updates where it was when every word
// of it is in the newer line's thing — also when the newer line places
// another thing that merely has the word in its name: the car keys are not
// the car, the wine glasses not the wine, the raffle tickets not the
// tickets, las llaves del coche not the house keys. The older line is marked
// "(updated in #3)": the model is told the car is no longer in the garage,
// and the line goes with #3 when #3 goes. At e0c54d1 none of them was linked.
func TestSkeptic40AThingNamedInsideAnotherDoesNotMove(t *testing.T) {
	for _, c := range [][2]string{
		{"The car is in the garage, the battery's flat again.", "The car keys are in the blue bowl by the door."},
		{"The wine is in the cellar, all six cases.", "The wine glasses are in the box under the stairs."},
		{"The tickets are in my handbag, all four of them.", "The raffle tickets are in the biscuit tin at the hall."},
		{"The charger is in the car.", "The camera charger is in the blue rucksack."},
		{"Las llaves están en el cuenco de la entrada.", "Las llaves del coche están en mi bolso, por si las buscas."},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		if strings.Contains(lineOf(got, 1), "updated in") {
			t.Errorf("%q marks %q as updated:\n%s", c[1], c[0], got)
		}
	}
}

// "in everything you write", "en lo que me contestes", "en todo lo que me",
// "in dem, was du mir" make any clause that does not open with "I"/"my" an
// instruction (ordered: persistent && !aboutOneself) — also praise of what
// the assistant wrote, trust in its answer, what the person will do with it,
// or help someone gives the person. Each would be sent forever, above every
// fact, as an order to the assistant. At e0c54d1 each was a fact.
func TestSkeptic40WhatYouWriteInPassingIsNoInstruction(t *testing.T) {
	for _, text := range []string{
		"There's a lot of truth in everything you write, honestly.",
		"Confío en lo que me respondas, tú sabes más de esto que yo.",
		"Luego me baso en lo que me contestes para hablar con el casero.",
		"Rosa me echa una mano en todo lo que me pide el casero.",
		"Es steckt viel Wahrheit in dem, was du mir gestern geschrieben hast.",
		"Danke, in allem, was du mir geraten hast, lagst du richtig.",
	} {
		if got := rulesIn(text); len(got) > 0 {
			t.Errorf("%q is read as an instruction: %q", text, got)
		}
	}
}

// A sentence "about your answers" that opens a one-off request (a question
// or complaint about yesterday's answer) makes the request after it a
// standing instruction (announcesAnswering + ordersOutput): "Give me the
// Cape Coast itinerary again" would be sent as an order forever. At e0c54d1
// the request was a fact.
func TestSkeptic40AnAnnouncedOneOffIsNoInstruction(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Quick question about your answers yesterday. Give me the Cape Coast itinerary again, with the prices.", "Cape Coast"},
		{"A small complaint about your answers on the visa stuff. Tell me again which documents I need for the interview.", "documents"},
		{"One thing about your answers last night. Explain the bit about the deposit again, I got lost.", "deposit"},
	} {
		if got := ruleHolding(c.text, c.key); got != "" {
			t.Errorf("a one-off request is read as an instruction: %q", got)
		}
	}
}
