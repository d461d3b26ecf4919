package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of stop 78 (9452aa9 against e24f4c6). Each REGRESSION test passes
// on e24f4c6 and fails on 9452aa9; each STILL-MISSED test fails on both: a
// close variant of what the change meant to read, not read yet.

// REGRESSION (compoundNumber). A number word alone, said back at an answer
// in surprise, counts nothing: the memory kept no line of these before (as
// it keeps none of "Ha, 69, nice."), and now keeps "Forty-two?",
// "Twenty-five", "Vierundzwanzig?" — noise lines that cost the budget and
// say nothing the user would want remembered.
func TestSkeptic78NumberWordAloneSaysNothing(t *testing.T) {
	for _, text := range []string{
		"Forty-two? Wow, that's a lot.",
		"Twenty-five, not bad at all.",
		"Vierundzwanzig? Echt jetzt?",
		"Great answer, thanks. Forty-two, ha!",
	} {
		if got := linesOf57(nil, text); len(got) > 0 {
			t.Errorf("%q: a number word alone makes a line: %v", text, got)
		}
	}
}

// REGRESSION (appositive). "Sadly, the dog, our old lab, …": an adverb that
// opens the sentence before an aside between commas is read as a name, and
// the sentence as one naming someone — so the message's other line, a
// decision with no name, is dropped beside it. The user loses what they
// decided ("wait a year", "going with the buffet").
func TestSkeptic78LeadInBeforeAnAsideIsNoName(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Sadly, the dog, our old lab, died last week. We've decided to wait a year before another one.", []string{"wait a year"}},
		{"Update, the venue, the old barn, is confirmed. We're going with the buffet.", []string{"buffet"}},
	} {
		if got := linesOf57(nil, c.text); !holds57(got, c.keys...) {
			t.Errorf("%q: no line holds %q: %v", c.text, c.keys, got)
		}
	}
}

// REGRESSION (headlineThenValue). A short sentence before one that opens
// with a count is joined to it even when the count's sentence has a subject
// of its own: "Die Katze ist krank." and "20 Gäste kommen am Samstag." were
// two lines and are now one joining two subjects (a sick cat, the guests),
// and "I'm so tired." is glued onto the guests — noise in the line that
// carries the count, which no longer reads as a line of its own.
func TestSkeptic78ShortSentenceBeforeACountIsNoHeadline(t *testing.T) {
	text := "Die Katze ist krank. 20 Gäste kommen am Samstag."
	if got := linesOf57(nil, text); holds57(got, "Katze", "20 Gäste") {
		t.Errorf("%q: one line joins the cat and the guests: %v", text, got)
	}
	text = "I'm so tired. 20 guests are coming on Saturday."
	if got := linesOf57(nil, text); !holds57(got, "20 guests") || holds57(got, "tired", "20 guests") {
		t.Errorf("%q: the guests' line carries the tiredness: %v", text, got)
	}
}

// REGRESSION (neverEver). "I don't think I've ever …", "Ich hätte niemals
// gedacht …", "Yo jamás la había visto …" are feelings, not the person's
// constraints; read as likings they are kept beside the line that names
// someone, where before only the real fact stayed. "I'm not the type to
// cry, ever, but I will" is kept as "I'm not the type to cry" — the
// opposite of what the person said.
func TestSkeptic78NeverEverIsNoConstraint(t *testing.T) {
	for _, c := range []struct {
		text, noise string
	}{
		{"Gran turns 90 on the 12th at the Royal Oak. I don't think I've ever seen her so excited.", "ever seen her"},
		{"The wedding is at St Mary's in Ludlow. I'm not the type to cry, ever, but I will.", "type to cry"},
		{"Oma wird am 12. neunzig, wir feiern im Goldenen Hirsch. Ich hätte niemals gedacht, dass sie so fit bleibt.", "niemals gedacht"},
		{"La abuela cumple noventa el día 12 en el Mesón Gallego. Yo jamás la había visto tan contenta.", "jamás"},
	} {
		if got := linesOf57(nil, c.text); holds57(got, c.noise) {
			t.Errorf("%q: a feeling is kept as a line: %v", c.text, got)
		}
	}
}

// REGRESSION (answerUnits "pies", "pints", "feet"). The Spanish "pies"
// (feet) is the English pastry, and "pints" are what one drinks: a short
// imperative naming them now reads as an order on the answers, though it is
// said to someone else or is about one outing ("Avoid the pies at the
// chippy on Friday" is the very shape of the non-order "Avoid the M25 on
// Friday"). A false rule is ranked with the person's real instructions and
// can crowd them out.
func TestSkeptic78PastriesAndPintsAreNoUnits(t *testing.T) {
	never31(t, session.LedgerRule,
		"Avoid the pies at the chippy on Friday.",
		"Stop buying pies, Mum.",
		"Skip the pints tonight, we're driving.")
}

// REGRESSION (orderWhenAnswering). The condition must be answering the
// person; "when you write back to Ryanair", "when you reply to Karen's
// email", "wenn du Oma schreibst" name one letter to someone else — a task
// once (the same shape "Start with the bad news when you write to Mum" stays
// a fact on both). Read as rules they stand among the person's lasting
// orders on every answer.
func TestSkeptic78WritingToSomeoneElseIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"Lead with the refund when you write back to Ryanair.",
		"Start with the apology when you reply to Karen's email.",
		"Fang mit dem Dank für das Geschenk an, wenn du der Oma schreibst.")
}

// REGRESSION (nobodyYet "stepped up"). "Nobody has stepped up more than the
// Hendersons this year" is praise of the Hendersons, not an open question
// of no one found yet; read as a question the memory asks the model to
// settle something that is settled.
func TestSkeptic78PraiseIsNoOpenQuestion(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Nobody has stepped up more than the Hendersons this year.", "Hendersons", session.LedgerFact},
	})
}

// STILL-MISSED (orderWhenAnswering). Close variants of "Put the bottom line
// first when you answer me": "Keep it short when you answer me" makes no
// line at all (while "Keep it brief when you answer me" is a rule), and
// "when you get back to me" is answering too — the user's first
// instruction is lost or kept as a plain fact.
func TestSkeptic78OrderWhenAnsweringStillMissed(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Keep it short when you answer me.", "short", session.LedgerRule},
		{"Put the bottom line first when you get back to me.", "bottom line", session.LedgerRule},
	})
}

// STILL-MISSED (neverEver). ownNegators holds "i am not", "i will not", "we
// are not" …, but neverEver looks up only the first two words (ws[0]+" "+
// ws[1]), so those three-word entries never match and the uncontracted "I am not driving after dark, ever." makes no line at all —
// the constraint the change was for, in its plainest spelling.
func TestSkeptic78NotEverUncontractedStillMissed(t *testing.T) {
	for _, text := range []string{
		"I am not driving after dark, ever.",
	} {
		got := linesOf57(nil, text)
		if len(got) == 0 || !strings.Contains(got[0].Text, "not") {
			t.Errorf("%q: the constraint is not kept: %v", text, got)
		}
	}
}

// STILL-MISSED (headlineThenValue). The English of "¡Llegó la seña! Mil
// dólares por transferencia, …": the value opening with "A thousand" is
// not seen as a value, and the line keeps the thousand dollars without
// saying they are the deposit.
func TestSkeptic78NewsThenValueInWordsStillMissed(t *testing.T) {
	text := "Deposit's in! A thousand dollars by bank transfer, Seb sent the receipt."
	if got := linesOf57(nil, text); !holds57(got, "Deposit", "thousand dollars") {
		t.Errorf("%q: no line holds the deposit and its value: %v", text, got)
	}
}
