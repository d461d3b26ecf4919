package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Regressions of stop 89 found by a third skeptical review: sentences and
// conversations the parent (24c9eeb) read right and the change (b160f01)
// reads wrong.

// skeptic89cNotUpdated fails when the memory marks the line holding first as
// updated by a later message.
func skeptic89cNotUpdated(t *testing.T, first string, msgs ...string) {
	t.Helper()
	got := remembered(t, said(msgs...))
	for _, l := range strings.Split(got, "\n") {
		if strings.Contains(l, first) && strings.Contains(l, "updated in") {
			t.Errorf("the first instruction is taken over by a later line: %q\n%s", l, got)
		}
	}
}

// namesInstead: the idiom "call it <Capitalised> …" after a naming rule.

// The idiom "Call it Stockholm syndrome" becomes an order to call him (or it) "Stockholm syndrome", ranked with the rules.
func TestSkeptic89cCallItStockholmSyndrome(t *testing.T) {
	noRuleHolds89(t, "Stockholm", "Please stop calling him 'your husband' in your replies, call him Marco. Call it Stockholm syndrome, I still miss him.")
}

// "Call it Irish luck, …" is kept as a rule and pushes out the real naming order, then the insurance claim number.
func TestSkeptic89cCallItIrishLuckPushesOutTheClaim(t *testing.T) {
	msgs := []string{
		"Hi, I'm Sean. We crashed the car last week, a Ford Focus, nobody got hurt.", "A: Glad you're okay.",
		"Don't call it 'the incident' when you write to me, call it the crash. Call it Irish luck, we walked away without a scratch.", "A: Understood.",
		"The insurer is Aviva, the claim number is AV-2291, the assessor comes on Friday.", "A: Okay.",
		"The garage is Murphy's Motors in Tralee, they quoted 3,100 euro.", "A: Okay.",
	}
	keptWithin89(t, 25, msgs, "call it the crash")
	keptWithin89(t, 60, msgs, "AV-2291")
}

// lookInstead: "I'd rather" + a verb spelled like a format word ("listen",
// "reply") after a ban.

// "I'd rather listen to music on the train" (a liking) becomes a rule and pushes out the ban on podcasts, then the manager's name.
func TestSkeptic89cIdRatherListenToMusicIsNoRule(t *testing.T) {
	msgs := []string{
		"Hi, I'm Jo, I commute 90 minutes each way from York to Leeds.", "A: Okay.",
		"I work at the Royal Infirmary as a radiographer, shifts start at 7.", "A: Nice.",
		"Don't recommend podcasts to me, I get bored. I'd rather listen to music on the train.", "A: Noted.",
		"My season ticket costs 2,400 pounds a year and renews on 1 March.", "A: Okay.",
		"My manager is Priya Shah, she approves my leave.", "A: Okay.",
	}
	keptWithin89(t, 20, msgs, "Don't recommend podcasts")
	keptWithin89(t, 40, msgs, "Priya Shah")
}

// "I'd rather reply myself" (the café owner's own plan for her reviews) becomes a rule and pushes out the ban it explains, then the head barista.
func TestSkeptic89cIdRatherReplyMyselfIsNoRule(t *testing.T) {
	msgs := []string{
		"Hi, I'm Maeve, I run a small café in Galway. Please always reply to me in short paragraphs, no bullet points.", "A: Sure.",
		"We get about 40 Google reviews a month, mostly good.", "A: Nice.",
		"Please don't write my replies to the reviews. I'd rather reply myself, customers can tell.", "A: Understood.",
		"My head barista is Tomás, he works Tuesday to Saturday.", "A: Noted.",
	}
	keptWithin89(t, 30, msgs, "Please don't write my replies")
	keptWithin89(t, 40, msgs, "Tomás")
}

// heedHead: a one-off test under a head spoken to the assistant.

// A one-off "test" in English takes over Gerda's standing order to answer in German (her English is bad).
func TestSkeptic89cKleinerTestTakesOverAnswerInGerman(t *testing.T) {
	skeptic89cNotUpdated(t, "Antworte mir bitte immer auf Deutsch",
		"Hallo, ich bin Gerda aus Rosenheim. Antworte mir bitte immer auf Deutsch, mein Englisch ist schlecht.", "A: Gerne, Gerda.",
		"Mein Enkel Felix macht nächstes Jahr Abitur und will nach London.", "A: Schön.",
		"Kleiner Test für dich: antwort mir auf Englisch.", "A: Hello Gerda, of course!",
		"Na gut, hab eh nix verstanden. Felix hat am 3. Mai seine Prüfung in Mathe.", "A: Verstanden.")
}

// A one-off "test" in French takes over the French teacher's standing order to answer in English.
func TestSkeptic89cLittleTestTakesOverAnswerInEnglish(t *testing.T) {
	skeptic89cNotUpdated(t, "Always answer me in English",
		"Hi, I'm Claire from Leeds. Always answer me in English, please, even when I paste French.", "A: Sure.",
		"I teach French at a secondary school, Year 9 and 10.", "A: Nice.",
		"Little test for you: respond to me in French.", "A: Bien sûr, Claire !",
		"Not bad at all. Parents' evening is on 12 March.", "A: Noted.")
}

// notKnowing "haven't found who": settled in the same breath, or praise.

// The decision (skip the flowers, a playlist for the DJ) becomes an open question of who does it.
func TestSkeptic89cNotFoundWhoThenDecidedIsADecision(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Still haven't found who can do the flowers, we decided to skip them.", "skip them", session.LedgerDecision},
		{"We haven't found who does the DJ, we're going with a Spotify playlist.", "Spotify", session.LedgerDecision},
	})
}

// Praise for a pub, a mum's cooking, and a job already given to the husband become open questions of who.
func TestSkeptic89cNotFoundWhoBeatsItIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Haven't found who does a better pint of Guinness than Dolan's, 30 years now.",
		"Honestly I have not found who can beat my mum's lasagne.",
		"We still haven't found who can cut the hedge, my husband will do it on Saturday.")
}

// asksAfter "in this/that <document>": a loss for words.

// A thank-you to the assistant, and an email given up on and sent, become open questions of what to say.
func TestSkeptic89cWhatElseToSayInThisMessageIsThanks(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"I don't know what else to say in this message, you've been amazing, thank you.",
		"I don't know what to say in that email anymore, I've rewritten it ten times and I'm sending it as it is.")
}
