package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// Review of stop 29 (b132b5f..04a4476) by a skeptic helper: each test failed
// on that code (fixed after it), and each shows what a person would lose, or
// what wrong line the model would be sent.

// skeptic29Read returns the lines Extract reads from the person's message
// text, said after the messages before (the assistant's reply follows it).
func skeptic29Read(text string, before ...string) []session.LedgerEntry {
	msgs := append(append([]string(nil), before...), text, "A: Ok.")
	s := said(msgs...)
	return compression.Extract(s, []int{len(before)})
}

// skeptic29Never reports each line of the messages read as kind.
func skeptic29Never(t *testing.T, kind session.LedgerKind, texts []string, before ...string) {
	t.Helper()
	for _, text := range texts {
		for _, e := range skeptic29Read(text, before...) {
			if e.Kind == kind {
				t.Errorf("%q is read as %v: %q", text, kind, e.Text)
			}
		}
	}
}

// ruled() (89c173b) takes any "… rule:", "… Bitte:", "… norma:" label of up to
// four words for an instruction to the assistant: a school's, a pub quiz's,
// a grandmother's rules, and the name Norma ("Llamé a Norma: …"), become
// instructions that outrank every fact and are never dropped.
func TestSkeptic29OthersRulesAreNoInstructions(t *testing.T) {
	skeptic29Never(t, session.LedgerRule, []string{
		"School's new rule: no phones at all, even at lunch, which Mia thinks is a human rights violation.",
		"Quiz rules: teams of six, £2 a head, no phones.",
		"Llamé a Norma: dice que la cena es el sábado a las nueve.",
	})
	skeptic29Never(t, session.LedgerRule, []string{
		"Omas Bitte: keine Geschenke, nur Spenden für das Tierheim.",
	}, german()...)
}

// Worse, such a false instruction that says "any more" takes back a real one
// about the same thing: the person's "never suggest restaurants with loud
// music" is gone from the memory.
func TestSkeptic29CareHomeRulesTakeBackAnInstruction(t *testing.T) {
	got := remembered(t, said(
		"Please never suggest restaurants with loud music, I have tinnitus.",
		"A: Understood.",
		"Gran's care home rules: no loud music after 9pm any more, the night staff complained.",
		"A: Fair enough.",
	))
	if lineWith(got, "never", "restaurants", "tinnitus") == "" {
		t.Errorf("the instruction about loud restaurants was taken back by the care home's rules:\n%s", got)
	}
}

// The please-window of opensClause (89c173b) matches "please" as a stem, so
// "pleased" marks an order four words on: "Grandad is so pleased he never
// has to use …" is an instruction, and "Mum is so pleased to drop the kids
// …" takes back the person's instruction about the kids.
func TestSkeptic29PleasedIsNoPlease(t *testing.T) {
	skeptic29Never(t, session.LedgerRule, []string{
		"Grandad is so pleased he never has to use the stairs now that the lift at Elm Court works.",
	})
	got := remembered(t, said(
		"Never suggest days out for the kids that cost more than £20 each.",
		"A: Understood.",
		"Mum is so pleased to drop the kids at school herself now that she has retired.",
		"A: Lovely.",
	))
	if lineWith(got, "Never", "kids", "£20") == "" {
		t.Errorf("the instruction about the kids' days out was taken back by a remark about Mum:\n%s", got)
	}
}

// "künftig" (in future) is an ordinary German adverb, and "schreiben",
// "geben" are ordinary infinitives (9a609eb): "Künftig muss ich … schreiben"
// is about the person's job, and "Ich hab dir ja erzählt, dass …" speaks to
// the assistant only to tell it a fact.
func TestSkeptic29KuenftigIsNoInstruction(t *testing.T) {
	skeptic29Never(t, session.LedgerRule, []string{
		"Ich hab dir ja erzählt, dass mein Chef künftig nur noch von zu Hause arbeitet.",
		"Künftig muss ich alle Berichte auf Englisch schreiben, sagt mein Chef.",
	}, german()...)
}

// "wenn sie" (89c173b, for the formal "Wenn Sie …") is also "if she", "if
// they": plans about the person's sister or grandmother become instructions.
func TestSkeptic29WennSieIsShe(t *testing.T) {
	skeptic29Never(t, session.LedgerRule, []string{
		"Wenn sie den Job in Leipzig bekommt, dann zieht sie im März um.",
		"Wenn sie im Mai 80 wird, schreiben wir ihr alle zusammen ein Gedicht.",
	}, german()...)
}

// "don't use" (9a609eb) said of others is no order: a market that takes no
// cash, twins who cycle.
func TestSkeptic29DontUseSaidOfOthers(t *testing.T) {
	skeptic29Never(t, session.LedgerRule, []string{
		"They don't use cash at the Saturday market in Frome, it's card only.",
		"Did I tell you the twins don't use the school bus now? They cycle to Ashworth Primary.",
	})
}

// Statements read as open questions (3881b23, dbb8c8e), which now rank with
// decisions (54e7671): "sin duda" (without doubt), "no sé si te lo he
// contado" / "I don't know if I mentioned it" (a way to tell news), "Jonas
// will help with the move", "am Samstag könnten sie die Kinder nehmen" (they
// could take the children).
func TestSkeptic29StatementsAreNoOpenQuestions(t *testing.T) {
	skeptic29Never(t, session.LedgerQuestion, []string{
		"Sin duda fue la mejor boda del año, la de mi prima Lucía en Sevilla.",
		"No sé si te lo he contado, pero mi hermana Carmen se casa el 14 de junio.",
		"I don't know if I mentioned it, but my sister Carmen is getting married on the 14th of June.",
		"My brother Jonas will help with the move on Saturday, he has a van.",
	})
	skeptic29Never(t, session.LedgerQuestion, []string{
		"Am Samstag, den 12. April, könnten sie die Kinder nehmen, meinten meine Eltern.",
	}, german()...)
}

// "ich erinnere mich" (I remember) was to be no request (9a609eb), but only
// where it does not open a clause: said the ordinary way, "Ich erinnere mich
// noch gut an …" is still an open request to be reminded.
func TestSkeptic29IchErinnereMichIsNoRequest(t *testing.T) {
	skeptic29Never(t, session.LedgerQuestion, []string{
		"Ich erinnere mich noch gut an den Umzug nach Bremen 1998.",
	}, german()...)
}

// A name does not run on past punctuation (36cad12), and the period of an
// abbreviated title counts: in German "Dr. Weber", "Prof. Lindner" are no
// longer names, and the sentence that says who treated the person is gone.
func TestSkeptic29GermanTitleKeepsTheName(t *testing.T) {
	got := remembered(t, said(append(german(),
		"Behandelt hat mich diesmal Dr. Weber. Der nächste Termin ist am 14. Mai um 9 Uhr.",
		"A: Gut.",
		"Operiert hat mich Prof. Lindner, der Oberarzt. Die Nachsorge ist am 21. Mai um 8 Uhr.",
		"A: Gut.")...))
	for _, name := range []string{"Weber", "Lindner"} {
		if lineWith(got, name) == "" {
			t.Errorf("the doctor %s is gone:\n%s", name, got)
		}
	}
}

// A sentence opening with a name and a comma joins the sentence before
// (ba002fd) even when that one is about something else: when the plumber's
// visit moves, the GP's blood test, which did not, reads as updated.
func TestSkeptic29AppositionJoinMarksAnotherFactUpdated(t *testing.T) {
	got := remembered(t, said(
		"The plumber comes on Tuesday at 9am to fix the boiler. Dr Okafor, the new GP, wants bloods done on the 14th.",
		"A: Noted.",
		"The plumber now comes on Thursday at 10am instead.",
		"A: Ok.",
	))
	if l := lineWith(got, "Okafor", "14th"); l == "" || strings.Contains(l, "(updated in") {
		t.Errorf("the blood test on the 14th reads as changed:\n%s", got)
	}
}

// A pronoun sentence now joins a sentence of up to 100 characters (9a609eb),
// and "Mine …" points back (9a609eb): two subjects with their own values on
// one line, so that an update of one marks the other as old.
func TestSkeptic29PronounJoinMarksAnotherFactUpdated(t *testing.T) {
	got := remembered(t, said(
		"Dad's hip operation is at the Royal Berkshire on the 14th of May at 8am, fingers crossed. His sister Jean flies in from Perth on the 2nd of May.",
		"A: Noted.",
		"Dad's operation has now moved to the 28th of May.",
		"A: Ok.",
	))
	if l := lineWith(got, "Jean", "Perth"); l == "" || strings.Contains(l, "(updated in") {
		t.Errorf("Jean's flight reads as changed:\n%s", got)
	}
	got = remembered(t, said(
		"Tom's car failed its MOT on the brakes, £340 to fix, which he's thrilled about. Mine passed on the 3rd, no advisories.",
		"A: Ha.",
		"Tom's brakes now cost £410 because of the discs.",
		"A: Ouch.",
	))
	if l := lineWith(got, "Mine", "passed"); l == "" || strings.Contains(l, "(updated in") {
		t.Errorf("the person's own MOT reads as changed:\n%s", got)
	}
}

// A pronoun sentence with a value joins the sentence before even when that
// one names nothing (9a609eb): the person's grumble about admin rides along
// on the line of the train time, filler the memory should not keep.
func TestSkeptic29PronounJoinGluesFiller(t *testing.T) {
	got := remembered(t, said(
		"Boring admin day, sorted the car insurance and the council tax. Her train gets in at 18:40 on Friday, Platform 4.",
		"A: Noted.",
	))
	if lineWith(got, "council") != "" {
		t.Errorf("a sentence that says nothing is kept with the train time:\n%s", got)
	}
}

// A clause opening with a preposition is no new subject (04a4476), even when
// it has its own subject and value: "…, in March Lena starts at Siemens" is
// one line with Jonas's start, and when Lena's date moves, Jonas's reads as
// changed.
func TestSkeptic29PrepositionClauseWithItsOwnSubject(t *testing.T) {
	got := remembered(t, said(
		"Jonas is at Arup from Monday, in March Lena starts at Siemens.",
		"A: Noted.",
		"Lena now starts at Siemens in April instead.",
		"A: Ok.",
	))
	if l := lineWith(got, "Jonas", "Monday"); l == "" || strings.Contains(l, "(updated in") {
		t.Errorf("Jonas's start reads as changed:\n%s", got)
	}
}

// "been on " (9a609eb, for medicines: "I've been on statins") anchors any
// "been on the phone", and the word after "called" is a name (9a609eb) even
// when it is an insult: two sentences that say nothing are sent as lines
// beside the message's real facts.
func TestSkeptic29FillerIsNotKept(t *testing.T) {
	got := remembered(t, said(
		"I've been on the phone with the bank all morning. The new sort code is 40-11-22 and Dave Hill is my adviser.",
		"A: Noted.",
		"I got called stingy by my brother, obviously. We're doing a meal at The Crown on the 21st at 7pm instead of presents.",
		"A: Fair.",
	))
	for _, key := range []string{"morning", "stingy"} {
		if l := lineWith(got, key); l != "" {
			t.Errorf("a sentence that says nothing is kept: %s\n%s", l, got)
		}
	}
}
