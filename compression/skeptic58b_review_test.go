package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A second review of stop 58 (f5aad04, after the first review's fixes):
// readings its changes made worse than at 55fda50. Each test fails at
// f5aad04 and passes at 55fda50. The sentences are this file's own.

// A price or a limit per message or per answer of something else — an
// exam, a phone tariff, a school app — is a fact, no limit on the
// assistant's answers: perAnswer takes "only", "just", "nur", "solo",
// "max", "at most" for the opening of an order, though they open a plain
// statement of what something allows or costs as often. The person loses
// the fact (the exam's word limit, the tariff) as a fact, and the model is
// told a standing instruction nobody gave ("only 50 words per answer").
func TestSkeptic58bAnotherThingsLimitPerAnswerIsNoOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"Only 50 words per answer in the Irish exam on the 6th of June.",
		"Just 10 cents per message with my new Tesco Mobile plan.",
		"Nur 9 Cent pro Nachricht bei meinem neuen Tarif von Aldi Talk.",
		"Solo 5 céntimos por mensaje con la tarifa nueva de Movistar.",
		"Max two photos per message on the school app, so I send them one by one.",
	)
}

// "…, you never do" after an order is a complaint that the assistant keeps
// failing it: the new elliptic case of habitOfSomeone takes any habit word
// followed by one bare auxiliary at the clause's end for what someone did
// ("he hates speeches, always has") without asking whose habit it is — here
// the "you" is the assistant. The order is lost: read as a fact cut before
// the complaint, or as nothing at all, and the model is no longer told to
// give the units the person asked for.
func TestSkeptic58bYouNeverDoKeepsTheOrder(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Give me the times in 24-hour format, you never do.",
		"Write the prices in euro, you never do.",
		"Give me the weights in grams, you never do.",
		"Tell me the distances in miles, you never have.",
	)
}

// The person not knowing how THEY will manage, or what something will be
// like, is an open question: the new rule of admires takes any managing
// verb with an "it"/"das"/"lo" for admiration of someone else ("wie die
// das jeden Tag schaffen"), whoever manages, and any "so" with a "be" in
// the first nine words for indignation ("wie man so unverschämt sein
// kann"), though the "so" is "and so" after the "be". The person's open
// problem (living on one wage from September, doing without the car,
// packing for unknown weather) is dropped from the questions, and the
// German one loses its "Keine Ahnung" too.
func TestSkeptic58bHowWeWillManageIsStillAsked(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"I've no idea how we'll manage it on one wage from September.",
		"I'm not sure how we'll manage it without the car till the 20th.",
		"Keine Ahnung, wie wir das ohne Auto schaffen sollen.",
		"No idea what the weather will be like so I haven't packed yet.",
		"I've no idea what time the bus will be in so I can't book the taxi yet.",
	)
}

// A shrug at a detail with its own subject ("the time doesn't matter",
// "la hora me da igual") leaves the open question standing: shrugged only
// asks that the last clause be short, hold a shrug and no question word, so
// "the price doesn't matter" cancels "no idea where we'll stay". The person
// still has to find a driver and a place to stay, and the model is no
// longer told so.
func TestSkeptic58bAShrugAtADetailKeepsTheQuestion(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"I still don't know who's driving Gran to Knock on Sunday, the time doesn't matter.",
		"No idea who's bringing the cake on Saturday, the flavour doesn't matter.",
		"I've no idea where we'll stay in Cork, the price doesn't matter.",
		"No sé quién va a llevar a la abuela el domingo, la hora me da igual.",
	)
}

// With "hab"/"habe"/"haben" now a lead of the person's own not-knowing,
// the German perfect "Ich hab keine Ahnung gehabt, wie …" (I had no idea
// how …: past, and often answered in the same breath) and "keine Ahnung
// von Computern" (no idea about computers, before a relative "was") become
// open questions, where the English "I had no idea how …" stays a fact.
// The model is told the person still has to find out what a wedding costs,
// when the sentence says it: 18.000 Euro.
func TestSkeptic58bGermanHadNoIdeaIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Ich hab echt keine Ahnung gehabt, wie teuer so eine Hochzeit ist, 18.000 Euro am Ende.",
		"Ich hab keine Ahnung gehabt, wie viel Arbeit so ein Garten macht.",
		"Wir haben keine Ahnung gehabt, wie schön Lindau im Mai ist.",
		"Ich hab keine Ahnung von Computern, was der Sohn sagt, mach ich.",
	)
}

// After "Change of plans …" not every "we'll"/"I'll"/"vamos a"/"wir
// werden" is the new choice: planAfterTurn excludes only hedges and tasks,
// so "We'll see what the weather does" (nothing decided), "We'll lose the
// deposit" (a consequence) and "I'll miss her" (a feeling) become
// decisions — the model is told the person decided, and a decision line
// may stand in for the earlier plan it seems to update.
func TestSkeptic58bAConsequenceAfterAChangeOfPlanIsNoDecision(t *testing.T) {
	never31(t, session.LedgerDecision,
		"Change of plans for Saturday: the match is off. We'll see what the weather does on Sunday.",
		"Change of plans for the wedding: the castle is booked out. We'll lose the 500 euro deposit.",
		"Cambio de planes con la boda: el castillo está lleno. Vamos a perder la señal de 500 euros.",
		"Change of plan: Mum's not coming for Christmas. I'll miss her terribly.",
	)
}

// "From now on" said last: banFromNow's new suffix case takes any "no
// <thing answers give>" before it for a ban on the answers, though a place
// after the thing ("in the parish newsletter", "beim Stammtisch", "en la
// cena de Navidad") says it is a rule of the person's own newsletter, pub
// table or family dinner. (The same sentences with "From now on," first
// were read as rules at 55fda50 already; the new case widens that mistake
// to the other word order.) The model is told never to give horoscopes,
// jokes or links.
func TestSkeptic58bAHouseRuleFromNowOnIsNoOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"No horoscopes in the parish newsletter from now on.",
		"No links in the class WhatsApp group from now on.",
		"Keine Witze mehr beim Stammtisch ab jetzt.",
		"Nada de chistes en la cena de Navidad de ahora en adelante.",
	)
}

// "Number" after a condition on the answers is an order only as a verb
// ("number the steps"): condOrders now holds "number", and "number 3 is
// where we stayed" (a noun before a digit) is read as one. The person's
// fact about the B&B or the walk becomes a standing instruction.
func TestSkeptic58bNumberBeforeADigitIsNoOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"When you list the B&Bs in Dingle, number 3 is where we stayed in 2019.",
		"When you suggest walks, number 4 on the old list was too steep for Dad.",
	)
}

// quoteGoesOn joins a short quoted question to what the person says after
// it, so the person's own statement ("so I paid the 850 on the 25th",
// "so I'm taking him on Sunday at 10") now stands inside a question line
// opened by someone else's "Can you …?": the model is told the payment, the
// lift and the shift are still open.
func TestSkeptic58bAQuotedQuestionLeavesTheStatementAfterIt(t *testing.T) {
	for _, c := range []struct{ text, words string }{
		{"The landlord asked 'Can you pay early? Just this month' so I paid the 850 on the 25th.", "I paid the 850"},
		{"Dad asked 'Can you drive me? Only to Mass' so I'm taking him on Sunday at 10.", "taking him on Sunday"},
		{"My boss asked 'Can you cover Friday? Just the late shift' so I'm working till 11 on the 14th.", "working till 11"},
	} {
		if readAs52(c.text, session.LedgerQuestion, c.words) {
			t.Errorf("%q: %q is read as an open question: %v", c.text, c.words, read31(c.text))
		}
	}
}
