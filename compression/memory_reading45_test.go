package compression_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// What the memory reads of how people write (stop 45, read from dev33 and
// dev34 after they were measured blind as heldout30 and heldout31): each test
// failed on the code before. The sentences are this file's own, not the
// corpus's.

// A label opening every message may be a bracket whose words vary as a
// reading or a time in words does ("(kurz nach sieben in der Früh) …",
// "[shed 12°C] …"), or two clocks before a mark of their own ("PH 07:10 |
// LHR 23:10 · …", six words). None was taken for a label: it stayed on every
// first line, and a reading taken for a line's subject made every later
// message an update of the earlier ones ("(updated in #N)" on lines that
// changed nothing).
func TestBracketsAndTwoClocksOpeningEveryMessageArePrefixes(t *testing.T) {
	facts := []string{
		"The boatbuilder is Henrik Lund from Skagen.",
		"The new mast costs 4,200 euros with fitting.",
		"We launch her on the 9th of May at the slipway.",
		"The spare sails are in the loft above the garage.",
		"My cousin Ruth Abernethy does the varnish.",
	}
	for _, c := range []struct {
		name   string
		labels []string
		gone   string
	}{
		{"a time in words", []string{"(kurz nach sieben in der Früh)", "(halb zehn, Kaffeepause)", "(viertel vor zwölf)", "(zehn nach drei am Nachmittag)", "(spät am Abend)"}, "("},
		{"a reading", []string{"[shed 12°C]", "[shed 9°C]", "[shed 14°C]", "[shed 11°C]", "[shed 16°C]"}, "shed"},
		{"two clocks", []string{"PH 07:10 | LHR 23:10 ·", "PH 12:45 | LHR 04:45 ·", "PH 18:02 | LHR 10:02 ·", "PH 21:30 | LHR 13:30 ·", "PH 06:15 | LHR 22:15 ·"}, "LHR"},
	} {
		var msgs []string
		for i, f := range facts {
			msgs = append(msgs, c.labels[i]+" "+f, "A: Noted.")
		}
		got := remembered(t, said(msgs...))
		if strings.Contains(got, c.gone) || strings.Contains(got, "(updated in") {
			t.Errorf("%s: the label stays in the memory, or marks lines updated:\n%s", c.name, got)
		}
		for _, want := range []string{"Henrik Lund", "4,200 euros", "9th of May", "loft above the garage", "Ruth Abernethy"} {
			if !strings.Contains(got, want) {
				t.Errorf("%s: %q is not remembered:\n%s", c.name, want, got)
			}
		}
	}
}

// A bracket that opens one message, or a few of many, is what the person
// says: "(Update: the party moved to the Old Mill)" stays.
func TestABracketOpeningOneMessageStays(t *testing.T) {
	var msgs []string
	for i := range 6 {
		msgs = append(msgs, fmt.Sprintf("Day %d of the renovation, the plasterer came at %d.", i+1, i+7), "A: Noted.")
	}
	msgs = append(msgs, "(Update: the party moved to the Old Mill) And the tiles arrive on Friday.", "A: Noted.")
	if got := remembered(t, said(msgs...)); !strings.Contains(got, "Old Mill") {
		t.Errorf("the bracket was stripped:\n%s", got)
	}
}

// The most specific line of a message stays beside a line anchored only by
// a number word of the filler ("Proper mess, like twelve kids had a paint
// fight."): it went, and the number stayed.
func TestASpecificLineOutranksFillerWithANumberWord(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Glazed the bread crocks this morning with the cobalt slip, dipped each in the bucket and stacked them on the drying rack beside the kiln to cure overnight. Proper mess, like twelve kids had a paint fight.", "cobalt slip"},
		{"Repotted the lemon verbena and the lovage into the terracotta troughs by the greenhouse door, fresh compost and grit. Took me ages, felt like three hours.", "terracotta troughs"},
	} {
		if !someLineHolds(c.text, c.want) {
			t.Errorf("%q: %q is not read: %q", c.text, c.want, kinded(read31(c.text)))
		}
	}
}

// How to talk to the person, said in more of the ways people say it: the
// language with "only" or "please" after it, a verb of answering with a
// language ("answer me in English"), another language than the three, a
// formal Spanish order with its limit in the clause after it, "keep talking
// to me …", a register with its noun ("in einfacher Sprache"), and a clause
// that makes it hold all the more ("even when I throw Maltese words in").
// These were facts, so under a budget the first instruction went with them.
func TestMoreWaysToSayHowToTalkToMe(t *testing.T) {
	rulesHold(t, []struct{ text, key string }{
		{"Hi, Dominic here, 34, deckhand on the Valletta ferry. Answer me in English only, even when I throw Maltese words in.", "English only"},
		{"Answer me in English, please, my Italian is rusty.", "in English"},
		{"Talk to me in Portuguese, I need the practice before we move.", "Portuguese"},
		{"Buenas, le cuento, soy Wilmer. Contésteme cortito, máximo cuatro líneas, que leo en el bus.", "cuatro líneas"},
		{"Keep talking to me in plain English, no jargon.", "plain English"},
		{"Sprich mit mir in einfacher Sprache, ich bin kein Jurist.", "einfacher Sprache"},
	})
	never31(t, session.LedgerRule,
		"Keep writing to her in English, she needs the practice.",
		"Answer the landlord's email in English.")
}

// An order on every answer may say "every time" ("tell me the weekday every
// time", "jedes Mal", "cada vez"), and people in the North of England and
// Scotland say "us" for "me" and "divvent" or "dinnae" for "don't": "Divvent
// give us essays, just talk to us like a normal fella". These were facts.
func TestEveryTimeAndUsForMeMakeAnOrder(t *testing.T) {
	rulesHold(t, []struct{ text, key string }{
		{"When I mention a date, tell us the day of the week beside it every time, will ye.", "day of the week"},
		{"Nenn mir jedes Mal den Wochentag zu einem Datum dazu.", "Wochentag"},
		{"Dime cada vez el día de la semana cuando te doy una fecha.", "día de la semana"},
		{"Dinnae give us long essays, just talk to us plain, like over the garden wall.", "essays"},
	})
	never31(t, session.LedgerRule,
		"They gave us a discount every time we ordered.",
		"The ferry lets us down every time it is windy.")
}

// "trinkt nur Trollinger", "isst nur …", "drinks only …" say what someone
// will have, as "only drinks" did; and "um eins", "halb eins" are a time, as
// "a la una" was. Both lines went beside a line that names someone.
func TestOnlyDrinksAndOneOClockInGerman(t *testing.T) {
	got := inGerman(t, "Meine Schwester Anja kommt mit ihrem Freund Bernd aus Ulm. Der is ganz nett, aber der trinkt nur Lemberger, seinen Rotwein von daheim, nix anderes.")
	if lineWith(got, "Lemberger") == "" {
		t.Errorf("the liking is not kept:\n%s", got)
	}
	got = inGerman(t, "Der Verein hat geschrieben, die Feier mit Herrn Krause dauert länger. Also hab ich im Gasthof umgebucht, mir essen erst um eins.")
	if lineWith(got, "um eins") == "" {
		t.Errorf("the time is not kept:\n%s", got)
	}
}

// A head that says the person cannot solve it yet makes what follows an open
// question, though it is asked without a question mark or is something to do:
// "Otra cosa que no sé resolver: quién …", "One thing I still can't figure
// out: I have to find …". Both were facts, and went under a budget.
func TestWhatThePersonCannotSolveYetIsOpen(t *testing.T) {
	questionsHold(t,
		"Otra cosa que no sé resolver: quién lleva las sillas al salón, porque yo trabajo ese día.",
		"One thing on my list I still can't figure out: I have to find a second projector for the hall, the school said theirs is broken.",
		"Eine Sache, die ich noch nicht lösen kann: wer die Getränke vom Großmarkt holt.")
	never31(t, session.LedgerQuestion, "I know exactly how to solve it: I have to call the council first thing Monday.")
}

// A take-back said as "das … kannste ab jetzt vergessen" or with the formal
// "olvídese", and the order after it in the same message — "gib mir lieber
// …", "necesito que me explique con detalle …" — were facts: under a budget
// the first instruction's new form went, and the old one stood.
func TestTakeBacksInGermanAndFormalSpanish(t *testing.T) {
	for _, c := range []struct{ text, takeBack, order string }{
		{"Weißt du was, das mit den kurzen Antworten kannste ab jetzt vergessen. Gib mir lieber alles ausführlich, ich hab jetzt Zeit.", "vergessen", "ausführlich"},
		{"Ya olvídese de lo de las respuestas cortas. Ahora con el trámite del banco necesito que me explique con detalle cada paso.", "olvídese", "con detalle"},
	} {
		if !ruleWith(c.text, c.takeBack) || !ruleWith(c.text, c.order) {
			t.Errorf("%q: the take-back and the order are not both rules: %q", c.text, kinded(read31(c.text)))
		}
	}
}

// Where something is may be said with "at" ("The reception is at the Kalipay
// resort"): such a line placed nothing, so its new place ("… is now at the
// Bohol Tropics hotel instead") did not mark it older, and under a budget the
// old place could stand alone.
func TestAPlaceSaidWithAtIsUpdated(t *testing.T) {
	got := remembered(t, said(
		"The reception is at the Kalipay resort in Panglao.", "A: Noted.",
		"The reception is now at the Bohol Tropics hotel instead.", "A: Noted.",
	))
	if !strings.Contains(got, "(updated in #3) The reception is at the Kalipay") {
		t.Errorf("the old place is not marked updated:\n%s", got)
	}
}

// Found driving it in tmux: a take-back of one part of an instruction took
// all of it. "Answer me in English only, even when I throw Welsh words in,
// and keep it to four lines", then "Forget the four lines thing from now on,
// give me the full detail": the English went with the four lines, and the
// first instruction was nowhere in the memory. The rest of it holds, marked
// as updated, as it did for a look of the answers ("no emojis").
func TestTakingBackPartOfAnInstructionKeepsItsLanguage(t *testing.T) {
	got := remembered(t, said(
		"Answer me in English only, even when I throw Welsh words in, and keep it to four lines.", "A: Ok.",
		"Forget the four lines thing from now on, give me the full detail, step by step, I have time now.", "A: Ok.",
	))
	if lineWith(got, "English only") == "" {
		t.Errorf("the language went with the four lines:\n%s", got)
	}
}

// Someone else's words before a colon are theirs ("El mecánico me dijo:
// olvídese de ese coche", the review), but the person's own "I should have
// said it at the start: …" heads their own rule.
func TestTheSpeakersOwnSaidHeadsARule(t *testing.T) {
	text := "Oh, and another rule for you, sorry, I should have said it at the start: when you draft anything for parents, never put the pupils' surnames in it."
	if !ruleWith(text, "surnames") {
		t.Errorf("no rule holds the surnames: %q", kinded(read31(text)))
	}
}

// Found driving it in tmux: when the thing that moves is what the whole
// conversation is about ("the ceilidh", in most messages), its word counts
// half, and "The ceilidh is now at the Cross Keys function room instead" did
// not mark "The ceilidh is at the Drill Hall" older — under a budget the old
// place could stand alone. A line that places the topic alone and says it
// changed moves it.
func TestTheTopicItselfMoves(t *testing.T) {
	got := remembered(t, said(
		"The ceilidh is at the Drill Hall on China Street, the caretaker said yes.", "A: Ok.",
		"The ceilidh is on Saturday the 11th, doors at 7:30.", "A: Ok.",
		"The band for the ceilidh is Y Tri Thrwbl from Machynlleth.", "A: Ok.",
		"Tickets for the ceilidh are 8 pounds.", "A: Ok.",
		"The Drill Hall roof is leaking after the storm. The ceilidh is now at the Cross Keys function room instead.", "A: Ok.",
	))
	if !strings.Contains(got, "(updated in #9) The ceilidh is at the Drill Hall") {
		t.Errorf("the old place is not marked updated:\n%s", got)
	}
}

// Older losses the second review listed, fixed after the blind run: the
// commonest short instruction, "Keep it short.", named nothing and so was
// never anchored — it left no line at all; and an instruction after a head
// that says it was said before ("Like I told you: no emojis, ever.", "As
// said: please keep it short.", "Wie gesagt: keine Emojis.") was read as
// nothing. Someone else's ("Dave told you: no emojis.") is still none.
func TestShortInstructionsAndSaidBeforeAreRules(t *testing.T) {
	rulesHold(t, []struct{ text, key string }{
		{"Keep it short.", "Keep it short"},
		{"Please keep it short.", "keep it short"},
		{"Like I told you: no emojis, ever.", "no emojis"},
		{"As said: please keep it short.", "keep it short"},
		{"Wie gesagt: keine Emojis.", "keine Emojis"},
	})
	never31(t, session.LedgerRule, "Dave told you: no emojis.")
}

// questionsHold reports each text read into no open question.
func questionsHold(t *testing.T, texts ...string) {
	t.Helper()
	for _, text := range texts {
		if !asks46(text) {
			t.Errorf("%q: no open question: %q", text, kinded(read31(text)))
		}
	}
}

// rulesHold reports each text of which no rule line holds its key.
func rulesHold(t *testing.T, cases []struct{ text, key string }) {
	t.Helper()
	for _, c := range cases {
		if !ruleWith(c.text, c.key) {
			t.Errorf("no rule holds %q: %q", c.key, kinded(read31(c.text)))
		}
	}
}
