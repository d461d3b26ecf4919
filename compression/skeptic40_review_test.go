package compression_test

import (
	"strings"
	"testing"
)

// The review of stop 40 (spare lines, a thing of one word that moves, new
// phrasings of an instruction): inputs where the change leaves the person
// worse off than e0c54d1. Each case was checked to pass at e0c54d1. The
// sentences are this file's own. Spare lines were taken back after the blind
// measurement; the tests about them are in docs/experiments/stop40-spare-lines.diff.

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
