package compression_test

import "testing"

// Review of stop 49 (c09ed19..412ce95) by a skeptic helper. Each test below
// fails on 412ce95 and says what the person would lose or what wrong line the
// model would be sent. The sentences are this file's own. The eleven false
// rules were read right at c09ed19 (these changes made them); the four
// missed rules failed there too.

// notRule49 fails when text is read as holding a rule line.
func notRule49(t *testing.T, texts ...string) {
	t.Helper()
	for _, text := range texts {
		if rs := rulesIn(text); len(rs) > 0 {
			t.Errorf("%q: read as a rule: %q", text, rs)
		}
	}
}

// "Call me Scrooge, but …" is an idiom, not a name: the model would be told
// for the whole chat to call the person Scrooge.
func TestSkeptic49CallMeIdiomIsNoName(t *testing.T) {
	notRule49(t, "Call me Scrooge, but I'm not buying the office a Christmas present.")
}

// "Don't call me a hypocrite, but …" owns up to something; read as a rule it
// tells the model never to call the person a hypocrite, a thing nobody asked,
// kept above the fact about the SUV.
func TestSkeptic49DontCallMeIdiomIsNoRule(t *testing.T) {
	notRule49(t, "Don't call me a hypocrite, but I bought the SUV anyway.")
}

// The son's nightly shout is reported, not an order: the model would be told
// never to tell the person to go to bed.
func TestSkeptic49SonsShoutIsNoRule(t *testing.T) {
	notRule49(t, "Don't tell me to go to bed, my son shouts every night at ten.")
}

// What the groom whispered is a memory of the wedding; read as a rule it sits
// above everything as an instruction to the assistant ("don't ever leave me").
func TestSkeptic49WhisperedWordsAreNoRule(t *testing.T) {
	notRule49(t, "Don't ever leave me, he whispered at the wedding.")
}

// Grandma's scolding ("schimpft die Oma") is her words about the dog, not a
// ban on what the assistant brings up.
func TestSkeptic49GrandmasScoldingIsNoRule(t *testing.T) {
	notRule49(t, "Komm mir ja nicht mit dem Hund in die Küche, schimpft die Oma.")
}

// "No me vaya a dar la gripe" is a fear of catching flu before the wedding,
// not a ban on the answers; the model would get a nonsense standing order.
func TestSkeptic49FearOfFluIsNoBan(t *testing.T) {
	notRule49(t, "Y no me vaya a dar la gripe justo la semana de la boda, que sería lo mío.")
}

// The tradesman's note asks for cash; read as a rule the assistant is told to
// give every amount "in bar" for the rest of the chat.
func TestSkeptic49TradesmansNoteIsNoRule(t *testing.T) {
	notRule49(t, "Zahlung bitte immer in bar, steht auf dem Zettel vom Handwerker.")
}

// A production target at work ("Vorgabe: 120 Stück pro Stunde") is a fact
// about the person's job, not an instruction for the answers.
func TestSkeptic49WorkTargetIsNoRule(t *testing.T) {
	notRule49(t, "Vorgabe: 120 Stück pro Stunde, das schaff ich nie.")
}

// The husband's house rule, after "And one more rule:", is the household's;
// the model would be told "no dogs on the sofa" as an order to itself.
func TestSkeptic49HusbandsHouseRuleIsNoRule(t *testing.T) {
	notRule49(t, "And one more rule: no dogs on the sofa, my husband insists.")
}

// Thanks for the shopping lists is praise, not an instruction; it would crowd
// out facts as a standing rule.
func TestSkeptic49PraiseOfListsIsNoRule(t *testing.T) {
	notRule49(t, "Tus listas de la compra me salvaron la semana.")
}

// Spreadsheets at work and garden-party tables are not a ban on tables in the
// answers; the person who later asks for a comparison table would not get one.
func TestSkeptic49OtherTablesAreNoBan(t *testing.T) {
	notRule49(t,
		"Keine Tabellen mehr in Excel, mein Chef will jetzt alles in Power BI.",
		"No more tables, please — we've got nine already for the garden party.")
}

// "Do not call me sweetie" is the same order as "don't call me buddy"; missed,
// the model may go on calling the person sweetie.
func TestSkeptic49DoNotCallMeIsARule(t *testing.T) {
	rulesHold(t, []struct{ text, key string }{
		{"Do not call me sweetie, I'm sixty-two.", "sweetie"},
	})
}

// A "bitte" inside "Komm mir bitte nie wieder mit …" makes the ban missed: the
// model may bring up share tips again.
func TestSkeptic49ComeNotWithPleaseIsARule(t *testing.T) {
	rulesHold(t, []struct{ text, key string }{
		{"Komm mir bitte nie wieder mit Aktientipps, ich hab schon genug verloren.", "Aktientipps"},
	})
}

// The English of "Keine Tabellen mehr, bitte, ja?" is lost altogether (no line
// at all): the tables keep coming on the person's phone.
func TestSkeptic49NoTablesPleaseYeahIsARule(t *testing.T) {
	rulesHold(t, []struct{ text, key string }{
		{"No more tables, please, yeah? My phone can't show them.", "tables"},
	})
}

// "Cada vez que hables de dinero, siempre en pesos" says the same as "cuando
// hables de dinero, …"; missed, amounts may come in dollars.
func TestSkeptic49EveryTimeYouSpeakOfIsARule(t *testing.T) {
	rulesHold(t, []struct{ text, key string }{
		{"Cada vez que hables de dinero, siempre en pesos, nunca en dólares.", "en pesos"},
	})
}
