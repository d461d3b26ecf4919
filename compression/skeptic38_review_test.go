package compression_test

import (
	"strings"
	"testing"
)

// Review of stop 38 (7d8ee3a..8f206c7) by a skeptic helper. Each test below
// fails on 8f206c7 and says what the person would lose or what wrong line
// the model would be sent; each passed at 7d8ee3a (the change broke it). The
// sentences are this file's own.

// readHolding38s is the line read from text (its message alone) that holds
// all the words, or "".
func readHolding38s(text string, all ...string) string {
	for _, e := range read31(text) {
		held := true
		for _, w := range all {
			held = held && strings.Contains(strings.ToLower(e.Text), strings.ToLower(w))
		}
		if held {
			return e.Text
		}
	}
	return ""
}

// An instruction whose only instruction word is "always"/"never" and whose
// verb is not one of answering ("make things up", "ask before you change",
// "te inventes") is now neither an instruction nor a fact: the message
// leaves no line at all, and the model, once the message is compacted,
// makes things up again or edits the code unasked. At 7d8ee3a each was
// kept as an instruction (the "you" in it was enough).
func TestSkeptic38AnAlwaysOrderWithAnotherVerbIsNotLost(t *testing.T) {
	for _, c := range [][2]string{
		{"Never make things up, if you don't know something just admit it.", "make things up"},
		{"Always ask before you change anything in my code.", "ask before"},
		{"Nunca te inventes datos.", "inventes datos"},
	} {
		got := remembered(t, said(c[0], "A: Ok."))
		if lineOf(got, 1, c[1]) == "" {
			t.Errorf("the instruction %q left no line:\n%s", c[0], got)
		}
	}
}

// Standing instructions said to the assistant ("your", "du", "tu", "te",
// "could you always") whose verb is not in the answering list ("cite",
// "check", "revisa", "sag Bescheid", "ponla", "convert") are now read as a
// fact or a question: they lose the instruction's place (kept last, whatever
// the room) and go early when the memory is short. "Cada vez que te pida …"
// is the very condition on what the assistant does that habitOrdered claims
// to honour. At 7d8ee3a each was an instruction.
func TestSkeptic38AHabitOrderToTheAssistantStaysAnInstruction(t *testing.T) {
	for _, c := range [][2]string{
		{"Always cite your sources, I need them for my thesis.", "cite your sources"},
		{"And always double-check your units, I mix up pounds and kilos constantly.", "double-check your units"},
		{"Could you always convert the temperatures to Celsius?", "Celsius"},
		{"Sag immer Bescheid, wenn du dir nicht sicher bist.", "Bescheid"},
		{"Prüf immer deine Rechnungen nach, du hast dich letztes Mal verrechnet.", "Rechnungen"},
		{"Siempre revisa tu ortografía antes de mandarme algo.", "ortografía"},
		{"Cada vez que te pida una receta, ponla sin gluten.", "sin gluten"},
	} {
		if ruleHolding(c[0], c[1]) == "" {
			t.Errorf("no instruction holding %q: %+v", c[1], read31(c[0]))
		}
	}
}

// A standing instruction read as a fact is no longer taken back: after
// "Forget the sources thing", the memory still tells the model "Always cite
// your sources", beside the take-back. At 7d8ee3a the instruction was
// dropped when taken back.
func TestSkeptic38ATakenBackHabitOrderIsDropped(t *testing.T) {
	got := remembered(t, said(
		"Always cite your sources, I need them for my thesis.", "A: Ok.",
		"Forget the sources thing, the thesis is handed in.", "A: Ok.",
		"What's a good pasta recipe?", "A: Ok."))
	if l := lineOf(got, 1, "cite your sources"); l != "" {
		t.Errorf("the taken-back instruction is still in the memory: %q\n%s", l, got)
	}
}

// An up-front label before a one-off request ("tell me honestly whether …",
// "sag mir ehrlich, ob …", "dime sinceramente si …", "remind me on Friday",
// "help me out here, my exam is …") now makes the request a standing
// instruction: the model is told, for the rest of the conversation, to keep
// doing a thing asked once, and the line outranks every fact when room is
// short (the exam date rides on it as an "instruction"). At 7d8ee3a none was
// an instruction.
func TestSkeptic38AnUpFrontOneOffRequestIsNoInstruction(t *testing.T) {
	for _, text := range []string{
		"Before anything else: tell me honestly whether my business plan makes sense.",
		"Before I forget: remind me on Friday to pay the council tax.",
		"Quick thing first: help me out here, my exam is tomorrow at nine.",
		"Vorab: sag mir ehrlich, ob das Logo was taugt.",
		"Antes que nada: dime sinceramente si te gusta el logo.",
	} {
		for _, l := range rulesIn(text) {
			t.Errorf("a one-off request read as an instruction: %q", l)
		}
	}
}

// After a take-back, a task whose object is a "detailed" letter, a "list",
// a "paragraph" to translate or an "explicación" is now read as the new
// standing instruction (the way word within three words of the verb is
// enough): the model is told to keep writing complaints to the landlord or
// translating. At 7d8ee3a each task was a fact.
func TestSkeptic38ATaskAfterATakeBackIsNoInstruction(t *testing.T) {
	for _, c := range [][2]string{
		{"Forget the bullet points thing. Write a detailed complaint to the landlord about the boiler.", "complaint"},
		{"Scrap the shopping thing. Write a list of what I need for the camping trip.", "camping trip"},
		{"Ignore what I said about emojis. Translate the paragraph below into German.", "Translate"},
		{"Vergiss die Stichpunkte. Schreib eine ausführliche Beschwerde an den Vermieter.", "Beschwerde"},
		{"Olvida lo de las viñetas. Escribe una explicación para mi jefe de por qué llego tarde.", "llego tarde"},
	} {
		if l := ruleHolding(c[0], c[1]); l != "" {
			t.Errorf("a one-off task read as an instruction: %q", l)
		}
	}
}

// A month, then a German ordinal ("im Mai, 2. Woche", "Oktober 2. Woche",
// "seit März 3. Semester") is not a day: the sentence is now cut after the
// number, and the memory says the move is on 2 May and the notary on 2
// October — the week lost, a wrong date in its place. At 7d8ee3a the week
// and the term stayed on the line.
func TestSkeptic38AGermanOrdinalAfterAMonthIsNoDay(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Der Umzug ist im Mai, 2. Woche, das genaue Datum kommt noch.", []string{"Umzug", "2. Woche"}},
		{"Termin beim Notar: Oktober 2. Woche, Herr Brandt meldet sich.", []string{"Notar", "2. Woche"}},
		{"Unsere Tochter macht seit März 3. Semester Jura in Jena.", []string{"März", "Semester"}},
	} {
		if readHolding38s(c.text, c.keys...) == "" {
			t.Errorf("no line holds %q: %+v", c.keys, read31(c.text))
		}
	}
}

// A short sentence with a generic change verb ("raised", "has changed")
// now takes the next sentence onto its line even when that sentence is about
// something else; a later update of the head's thing then marks the joined
// line "(updated in #5)", and the model discounts the dentist appointment or
// the board meeting, which nothing changed. At 7d8ee3a the dentist and the
// meeting stood on lines of their own, unmarked.
func TestSkeptic38AnUpdateOfTheHeadDoesNotMarkTheNextSentence(t *testing.T) {
	for _, c := range []struct{ first, later, keep string }{
		{"The landlord raised the rent. Also the dentist is on Monday at 4pm.", "The rent is now £950 a month, starting in March.", "dentist"},
		{"My boss raised a good point. The board meeting is on Thursday at 3pm in Room 4.", "My boss now wants the slides by Wednesday noon.", "board meeting"},
	} {
		got := afterAnAside(t, c.first, c.later)
		l := lineOf(got, 1, c.keep)
		if l == "" || strings.Contains(l, "(updated in #5)") {
			t.Errorf("the %s is gone or marked as updated by #5: %q\n%s", c.keep, l, got)
		}
	}
}

// A change of plan about another event that names the older line's venue
// and one more word ("choir") now marks that line as updated: the choir
// concert is still in St Olave's, only the party afterwards moved to the
// pub, but the model is told the concert's line is out of date. At 7d8ee3a
// the concert's line was unmarked.
func TestSkeptic38AChangeOfAnotherEventLeavesTheVenue(t *testing.T) {
	got := afterAnAside(t,
		"Our choir concert is in St Olave's Church on Marygate, Saturday evening.",
		"Change of plan for the choir party afterwards: the vicar of St Olave's says no alcohol, so we go to the Maltings pub instead.")
	if l := lineOf(got, 1, "concert"); l == "" || strings.Contains(l, "(updated in #5)") {
		t.Errorf("the concert's venue is gone or marked as updated by #5: %q\n%s", l, got)
	}
}
