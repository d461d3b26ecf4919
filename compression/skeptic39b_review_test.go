package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Second review of stop 39 (91b5790..139eb3a), after the first reviewer's
// seven tests were fixed. Each test below fails on 139eb3a and passed at
// 91b5790: the change broke it. The sentences are this file's own.

// "whatever it is", "whoever it is", "whichever it is" say the person does
// not know what a thing is or does not care which: no choice settled.
// chosenItIs takes "whatever", "whoever", "whichever" for the thing chosen
// (as "So black vinyl it is"), and the model is told a rattle under the car
// or an unknown caller is something decided. At 91b5790 these were facts.
func TestSkeptic39bWhateverItIsSettlesNothing(t *testing.T) {
	for _, text := range []string{
		"There's a rattle under the car somewhere, whatever it is, the garage can't look at it till Tuesday.",
		"Someone keeps ringing the landline at 7am, whoever it is, they never leave a message.",
		"Whichever it is, the bus or the train, I need to be in Leeds by 10 for the interview.",
	} {
		if got := kindLines(text, session.LedgerDecision); len(got) > 0 {
			t.Errorf("%q is read as a decision: %q", text, got)
		}
	}
}

// After a change of plan, what the person only hopes for, is thinking of or
// is weighing up instead is no decision: insteadNow's unsettled lists
// "tempted", "should", "thinks", "meint" but not "hoping", "I'm thinking",
// "überlegen", so "We're hoping to get the Thai place instead" is sent to
// the model as settled. At 91b5790 these were facts.
func TestSkeptic39bHopedOrWeighedInsteadIsNoDecision(t *testing.T) {
	for _, text := range []string{
		"Change of plan for Saturday. We're hoping to get a table at the Thai place on Mill Road instead.",
		"Changed my mind about the sofa. I'm thinking we go for the grey leather one instead, but I want to sit on it first.",
		"Planänderung beim Urlaub. Wir überlegen, stattdessen nach Kroatien zu fahren, falls die Fähre nicht zu teuer ist.",
	} {
		if got := kindLines(text, session.LedgerDecision); len(got) > 0 {
			t.Errorf("%q is read as a decision: %q", text, got)
		}
	}
}

// "don't you ever tell …" quoted from someone else — a mother's or a nan's
// saying — is no order to the assistant: dareNot checks only that it is not
// asked, and the model is sent "don't you ever tell me you're bored" as a
// standing instruction. At 91b5790 these were facts.
func TestSkeptic39bAQuotedDontYouEverIsNoInstruction(t *testing.T) {
	for _, text := range []string{
		"My mum used to say don't you ever tell me you're bored, there's always washing up.",
		"My nan's favourite saying was don't you ever tell a soul what you earn.",
	} {
		if got := rulesIn(text); len(got) > 0 {
			t.Errorf("%q is read as an instruction: %q", text, got)
		}
	}
}

// Help turned down ("I don't need your help with the wedding speech", "Dafür
// brauch ich dich nicht", "No necesito tu ayuda con la mudanza", "Du kannst
// mir bei der Steuer nicht helfen") asks for nothing: the new phrases of help
// asked for later read them as open questions, and the model is told the
// person still waits for help with what someone else has done. At 91b5790
// they were facts.
func TestSkeptic39bHelpTurnedDownIsNoOpenQuestion(t *testing.T) {
	for _, text := range []string{
		"Thanks, but I don't need your help with the wedding speech, my brother Tom wrote it last night.",
		"Dafür brauch ich dich nicht, die Rede schreibt der Lukas.",
		"No necesito tu ayuda con la mudanza, vienen mis primos Andrés y Pili el sábado.",
		"Du kannst mir bei der Steuer nicht helfen, das macht jetzt die Frau Berger vom Lohnsteuerhilfeverein.",
	} {
		if got := kindLines(text, session.LedgerQuestion); len(got) > 0 {
			t.Errorf("%q is read as an open question: %q", text, got)
		}
	}
}

// Notes bulleted with a pin, a pointing hand or an arrow ("📌 Council tax –
// £142 due on the 1st") are the first reviewer's "- Gas bill - £84" with
// another bullet: leadMark lets only "-", "*", "•" through as a bullet, so
// labelCloser still takes "–" for a label's end and stripPrefix cuts off
// what each note is about. The memory holds "£142 due on the 1st" and
// "Tuesday 9am with Dr Shah" with nothing to say what. At 91b5790 each note
// was kept whole.
func TestSkeptic39bEmojiBulletedNotesKeepWhatTheyAreAbout(t *testing.T) {
	for _, c := range []struct {
		notes []string
		keys  [][]string
	}{
		{[]string{
			"📌 Vet for Biscuit – Friday 4:15, bring the vaccination card",
			"📌 Council tax – £142 due on the 1st",
			"📌 Ella's swimming – moved to Wednesdays 5pm at Fairfield pool",
		}, [][]string{{"Vet", "4:15"}, {"Council tax", "£142"}, {"swimming", "Wednesdays"}}},
		{[]string{
			"👉 Boiler service – British Gas, Thursday between 8 and 12",
			"👉 Car MOT – booked at Kwik Fit for the 19th, £54.85",
			"👉 School trip – £18 for the zoo, deadline Monday",
		}, [][]string{{"Boiler service", "Thursday"}, {"MOT", "£54.85"}, {"School trip", "£18"}}},
		{[]string{
			"→ Dentist – Tuesday 9am with Dr Shah",
			"→ Window cleaner – comes every 4th Saturday, £15",
			"→ Passport renewal – sent off on 2 March, reference PX-7731",
		}, [][]string{{"Dentist", "Tuesday 9am"}, {"Window cleaner", "£15"}, {"Passport", "PX-7731"}}},
	} {
		var msgs []string
		for _, n := range c.notes {
			msgs = append(msgs, n, "A: Noted.")
		}
		got := remembered(t, said(msgs...))
		for i, keys := range c.keys {
			if lineOf(got, 2*i+1, keys...) == "" {
				t.Errorf("no line of message %d holds %q — what the note is about is cut off:\n%s", 2*i+1, keys, got)
			}
		}
	}
}

// A head of three words that says a job is done ("Plumber finished
// yesterday.", "Klempner war da.") is no head of the next sentence's new
// value when that one is someone else's price ("Now the electrician wants
// £280"): bareHead joins them, and the merge takes the joined line for the
// plumber's new price — "The plumber quoted £450" is marked "(updated in
// #3)", the model told the plumber's £450 no longer holds. At 91b5790 the
// plumber's line stayed as it was.
func TestSkeptic39bADoneJobHeadIsNoNewPrice(t *testing.T) {
	for _, c := range []struct{ earlier, later, key string }{
		{"The plumber quoted £450 for the new radiator in the hall.", "Plumber finished yesterday. Now the electrician wants £280 for the new sockets.", "£450"},
		{"Der Klempner will 450 Euro für den neuen Heizkörper im Flur.", "Klempner war da. Jetzt will der Elektriker 280 Euro für die Steckdosen.", "450 Euro"},
	} {
		got := remembered(t, said(c.earlier, "A: Ok.", c.later, "A: Ok."))
		if l := lineOf(got, 1, c.key); l == "" || strings.Contains(l, "updated in") {
			t.Errorf("after %q, the earlier price %q is lost or marked as updated:\n%s", c.later, c.key, got)
		}
	}
}

// A decision said beside a point still open ("We've decided on the Old Mill
// …, but we haven't decided on the caterer yet") is still a decision: the
// new undecided check looks at the whole sentence, so the one thing settled
// becomes a plain fact, no longer kept and ranked as what was decided. At
// 91b5790 each was a decision.
func TestSkeptic39bADecisionBesideAnOpenPointStaysOne(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"We've decided on the Old Mill in Hebden Bridge for the reception, but we haven't decided on the caterer yet.", "Old Mill"},
		{"Hemos decidido que la boda será en la finca Los Olivos de Carmona, aunque todavía no he decidido el vestido.", "Los Olivos"},
		{"I've made up my mind: I'm taking the job at Arup in Leeds, even though I haven't decided what to do about the flat.", "Arup"},
	} {
		found := false
		for _, d := range kindLines(c.text, session.LedgerDecision) {
			found = found || strings.Contains(d, c.key)
		}
		if !found {
			t.Errorf("%q: the decision on %q is not read as one: %v", c.text, c.key, read31(c.text))
		}
	}
}
