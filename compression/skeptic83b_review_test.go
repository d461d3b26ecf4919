package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// The second skeptic review of stop 83 (commits 5c49ed2 and f078035, against
// bef1f80). REGRESSION tests fail on f078035 and pass on bef1f80 (checked in
// a worktree of bef1f80); LIMITATION tests fail on both: a natural phrasing
// of what the change set out to read that it still misses. The helpers are
// those of memory_reading78_test.go, memory_reading73_test.go,
// skeptic31_review_test.go and memory_defects_test.go.

// --- ruleUpdate / bansAnew: a take-back with "anymore" -------------------------

// REGRESSION (verified: fails on f078035, passes on bef1f80). bansAnew looks
// at the first clause only, as "the ban, not its reason". But people put a
// word of greeting or news before what they say: "Btw, please don't give me
// prices in dollars anymore", "Quick update: …", "Kleine Änderung: bitte duz
// mich nicht mehr", "Por cierto, ya no me hables de usted". The lead-in
// ("btw", "update", "änderung", "cierto") is read as a thing of the ban's own
// that the instruction does not name, so the take-back is read as a new
// ban: the instruction called off stays the one to follow (at bef1f80 it was
// gone).
func TestSkeptic83bALeadInBeforeATakeBack(t *testing.T) {
	cases := []struct{ first, back, key string }{
		{"Please always give me the prices in dollars.", "Btw, please don't give me prices in dollars anymore.", "always give me the prices"},
		{"Please always give me the prices in dollars.", "Quick update: please don't give me prices in dollars anymore.", "always give me the prices"},
		{"Keep every answer under 100 words please.", "Btw, you don't have to keep every answer under 100 words anymore.", "Keep every answer"},
		{"Bitte duz mich.", "Kleine Änderung: bitte duz mich nicht mehr.", "Bitte duz mich"},
		{"Sprich mich bitte mit Sie an.", "Kleine Änderung: sprich mich bitte nicht mehr mit Sie an.", "Sprich mich bitte mit Sie an"},
		{"Háblame de usted, por favor.", "Por cierto, ya no me hables de usted.", "Háblame de usted"},
		{"Dame siempre los precios en dólares.", "Por cierto, ya no me des los precios en dólares.", "Dame siempre"},
	}
	for _, c := range cases {
		got := remembered(t, said(c.first, "A: Ok.", c.back))
		if currentLine(got, c.key) {
			t.Errorf("%q after %q: the instruction called off is still the one to follow:\n%s", c.back, c.first, got)
		}
	}
}

// REGRESSION (verified: fails on f078035, passes on bef1f80). The same with
// the reason said first, the commonest order: "We've moved back to Dublin,
// please don't give me prices in dollars anymore", "Meine Chefin liest mit,
// bitte duz mich nicht mehr". The reason's clause names things of its own
// (Dublin, Chefin, suegra, phone), the clause that names the instruction
// is not looked at, and the instruction the person called off is kept as
// current.
func TestSkeptic83bAReasonBeforeATakeBack(t *testing.T) {
	cases := []struct{ first, back, key string }{
		{"Please always give me the prices in dollars.", "We've moved back to Dublin, please don't give me prices in dollars anymore.", "always give me the prices"},
		{"Keep every answer under 100 words please.", "New phone with a big screen, so you don't have to keep answers under 100 words anymore.", "Keep every answer"},
		{"Bitte duz mich.", "Meine Chefin liest mit, bitte duz mich nicht mehr.", "Bitte duz mich"},
		{"Háblame de usted, por favor.", "Mi suegra ya no usa el móvil, ya no me hables de usted.", "Háblame de usted"},
	}
	for _, c := range cases {
		got := remembered(t, said(c.first, "A: Ok.", c.back))
		if currentLine(got, c.key) {
			t.Errorf("%q after %q: the instruction called off is still the one to follow:\n%s", c.back, c.first, got)
		}
	}
}

// --- choseThat -----------------------------------------------------------------

// REGRESSION (verified: fails on f078035, passes on bef1f80). "That's the
// plan" (doneThatWay) after someone else's plan — the landlord's, the
// council's, the school's — says whose plan it is, not that the person
// decided anything. choseThat welds it to the sentence before and makes
// the landlord's rent rise the person's own decision (at bef1f80: a fact).
func TestSkeptic83bSomeoneElsesPlanIsNoDecision(t *testing.T) {
	never31(t, session.LedgerDecision,
		"Our landlord is putting the rent up by fifty quid in March. That's the plan, he says.",
		"The council are closing the library on Mondays. That's the plan, apparently.",
		"The school wants all the kids in by 8:15 from next term. That's the plan.",
	)
}

// REGRESSION (verified: fails on f078035, passes on bef1f80). Agreeing with
// an opinion ("I agreed with that", "We all agreed on that") is no decision;
// choseThat now welds it to the opinion before it and makes the dad's view
// of the vicar, the sister's of the council, the person's decision. (At
// bef1f80 the opinion was a fact of its own, beside a short "agreed" line.)
func TestSkeptic83bAgreeingWithAnOpinionIsNoDecision(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"My dad always says the new vicar talks far too much. I agreed with that, to be fair.", "vicar"},
		{"My sister reckons the council will never fix the road by the school. We all agreed on that.", "council"},
	} {
		for _, e := range read31(c.text) {
			if e.Kind == session.LedgerDecision && strings.Contains(e.Text, c.key) {
				t.Errorf("%q: the opinion is read as the person's decision: %q", c.text, e.Text)
			}
		}
	}
}

// REGRESSION (verified: fails on f078035, passes on bef1f80). The first
// review's custom ("Wir machen das so, seit ich denken kann") was fixed by
// "seit"/"immer" only. "So machen wir's halt", "So machen wir's bei uns",
// "So machen wir das hier" say the same — that is how it is done at home —
// and now make the Christmas Eve sausages the person's decision.
func TestSkeptic83bAFamilyCustomSaidOtherwiseIsNoDecision(t *testing.T) {
	const eve = "Bei uns gibt's an Heiligabend immer Würstchen mit Kartoffelsalat. "
	never31(t, session.LedgerDecision,
		eve+"So machen wir's halt.",
		eve+"So machen wir's bei uns.",
		eve+"So machen wir das hier.",
	)
}

// LIMITATION (verified: fails on f078035 and on bef1f80). The part set out
// to join "We're going with that" to what it decides on, after a nod. The
// nod is most often two words or more ("Sounds good", "Makes sense", "Klingt
// gut", "Me parece bien"): the decision is dropped, or kept as "Me parece
// bien" alone — a decision that names nothing. "Machen wir so" (the commonest
// German way, without "das") and "Vamos con esa" (the pointer in the
// feminine) are not read at all.
func TestSkeptic83bGoingWithThatAfterSoundsGood(t *testing.T) {
	const lena = "Lena suggests the long route over the pass, no motorway. "
	const maler = "Der Maler schlägt Kalkfarbe vor, weiß, zwei Anstriche. "
	const cunado = "Mi cuñado propone alquilar la furgoneta blanca de su jefe. "
	linesHold78(t, nil, []holdCase78{
		{lena + "Sounds good, we're going with that.", []string{"pass", "going with that"}},
		{lena + "Makes sense, we'll go with that.", []string{"pass", "go with that"}},
		{maler + "Machen wir so.", []string{"Kalkfarbe", "Machen wir so"}},
		{maler + "Klingt gut, machen wir so.", []string{"Kalkfarbe", "machen wir so"}},
		{cunado + "Me parece bien, vamos con eso.", []string{"furgoneta", "vamos con eso"}},
		{cunado + "Vamos con esa.", []string{"furgoneta", "Vamos con esa"}},
	})
}

// --- decided: accepting, turning down --------------------------------------------

// REGRESSION (verified: fails on f078035, passes on bef1f80). "I'm accepting
// it", "I'll accept it", "We're accepting it" are still, after the first
// review, also coming to terms with what one did not choose — a divorce, a
// knee that surgery did not fix, a dog going blind, a son moving away — and
// are read as the person's decisions (the vet's news with it).
func TestSkeptic83bComingToTermsNowIsNoDecision(t *testing.T) {
	never31(t, session.LedgerDecision,
		"It's been a rough year since the divorce, but I'm accepting it slowly.",
		"My knee surgery didn't fix everything, I'm accepting it now.",
		"The vet says Bella is going blind. We're accepting it, she still loves her walks.",
		"Mi hijo se va a vivir a Berlín y me cuesta, pero lo voy a aceptar.",
	)
}

// LIMITATION (verified: fails on f078035 and on bef1f80). The part set out
// to read turning down or accepting an offer as a decision ("We are turning
// it down"). Said with "going to" — the everyday English future — or the
// German "Wir nehmen es an", "Wir sagen ab", or the Spanish "Lo aceptamos",
// "No lo vamos a aceptar", the decision is dropped or kept alone, without
// the quote or the offer it is about.
func TestSkeptic83bTurningDownOrAcceptingSaidPlainly(t *testing.T) {
	t.Skip("limitation left at stop 83: a decision that names nothing but 'it'/'her offer' after the sentence naming the offer joins it only through choseThat's pointing words; 'Wir sagen ab', 'No lo vamos a aceptar' read alone")
	const quote = "The builder's quote arrived this morning, nearly double what the last one said. "
	const makler = "Der Makler hat ein zweites Angebot geschickt, 20.000 mehr als das erste. "
	linesHold78(t, nil, []holdCase78{
		{quote + "We're going to turn it down.", []string{"quote", "turn it down"}},
		{quote + "I'm going to accept it.", []string{"quote", "accept it"}},
		{"A second buyer came round, a retired teacher from Truro. We're going to accept her offer.", []string{"Truro", "accept her offer"}},
		{makler + "Wir nehmen es an.", []string{"Angebot", "nehmen es an"}},
		{"Der Dachdecker hat sein Angebot geschickt, fast doppelt so teuer. Wir sagen ab.", []string{"Angebot", "sagen ab"}},
		{"Nos ofrecieron el piso de Triana por 900 al mes. Lo aceptamos.", []string{"Triana", "aceptamos"}},
		{"El albañil mandó el presupuesto, casi el doble. No lo vamos a aceptar.", []string{"presupuesto", "aceptar"}},
	})
}

// --- pastWorryHead ---------------------------------------------------------------

// REGRESSION (verified: fails on f078035, passes on bef1f80). The first
// review's fix asks the head for a word of mulling; but "Got me thinking",
// "Me quedé pensando", "Mind you" go just as well before a sigh at the past
// — how we survived that winter, what she saw in me — which is no question
// the person still has to solve. "how we" counts as the person's own task
// (ownHow) even in the past tense. At bef1f80 these were facts or dropped.
func TestSkeptic83bASighAfterAMullingHead(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Got me thinking: I still don't know how we survived that winter in the caravan.",
		"Me quedé pensando: todavía no sé qué vio en mí.",
		"Mind you: I still don't know what she saw in me.",
	)
}

// LIMITATION (verified: fails on f078035 and on bef1f80). The open question
// after a head of mulling is read when "still" is in the head or the first
// three words after it. German says "still" as "immer noch", one word later
// ("ich weiß immer noch nicht, …"), Spanish as "seguimos sin saber": with
// the head these stay facts, though each is a question without it.
func TestSkeptic83bStillSaidImmerNochAfterAHead(t *testing.T) {
	t.Skip("limitation left at stop 83: 'seguimos sin saber' is no not-knowing of notKnowing's (the German case passes)")
	kindsAre73(t, []kindCase73{
		{"Was mich wurmt: ich weiß immer noch nicht, wer die Oma zur Hochzeit fährt.", "Oma", session.LedgerQuestion},
		{"Was mich beschäftigt: ich weiß immer noch nicht, wer die Oma zur Hochzeit fährt.", "Oma", session.LedgerQuestion},
		{"Was mich wurmt: wir wissen immer noch nicht, wer die Oma zur Hochzeit fährt.", "Oma", session.LedgerQuestion},
		{"Me tiene pensando: seguimos sin saber quién lleva a la abuela a la boda.", "abuela", session.LedgerQuestion},
	})
}

// --- costOpens / priceAfter, headlineThenValue ------------------------------------

// LIMITATION (verified: fails on f078035 and on bef1f80). A price said with
// a verb of cost joins what the sentence before names — unless it is said
// roughly ("about", "around", "ungefähr", "ca.", "unos"), as prices told to
// a friend mostly are, or in the German past ("Kam auf"), or with whom it
// costs after the verb ("Kostet uns"): then the price is a line of its own,
// without the pump or the belt it is for.
func TestSkeptic83bAPriceSaidRoughlyWithAVerbOfCost(t *testing.T) {
	const pump = "Turns out the boiler needs a new pump before winter, the old one rattles like mad. "
	const pumpe = "Die Heizung braucht vor dem Winter eine neue Pumpe, die alte rattert wie verrückt. "
	const correa = "El mecánico dice que hay que cambiar la correa de distribución antes del viaje. "
	linesHold78(t, nil, []holdCase78{
		{pump + "Comes to about 340 with fitting.", []string{"pump", "340"}},
		{pump + "Came to roughly 340 with fitting.", []string{"pump", "340"}},
		{pumpe + "Kostet ungefähr 340 Euro mit Einbau.", []string{"Pumpe", "340"}},
		{pumpe + "Kommt auf ca. 340 Euro mit Einbau.", []string{"Pumpe", "340"}},
		{pumpe + "Kam auf 340 Euro mit Einbau.", []string{"Pumpe", "340"}},
		{pumpe + "Kostet uns 340 Euro mit Einbau.", []string{"Pumpe", "340"}},
		{correa + "Me sale por unos 480.000 con mano de obra.", []string{"correa", "480.000"}},
		{correa + "Cuesta unos 480.000 con mano de obra.", []string{"correa", "480.000"}},
	})
}

// LIMITATION (verified: fails on f078035 and on bef1f80). A quote's head
// joins its price when the price opens with a figure; said roughly ("About
// £4,300", "Just under £4,300", "Knapp 4.300 Euro") or in words ("Four
// grand"), the price stays alone and the head — whose roof, which roofer —
// is another line.
func TestSkeptic83bAQuotesPriceSaidRoughly(t *testing.T) {
	t.Skip("limitation left at stop 83: 'Just under £4,300' and 'Four grand' do not open with a value headlineThenValue reads ('About', 'Knapp' do)")
	const roof = "Roof quote finally came back from the Hexham lot. "
	linesHold78(t, nil, []holdCase78{
		{roof + "About £4,300 for the whole job, scaffold included.", []string{"Roof quote", "£4,300"}},
		{roof + "Just under £4,300 for the whole job, scaffold included.", []string{"Roof quote", "£4,300"}},
		{roof + "Four grand for the whole job, scaffold included.", []string{"Roof quote", "Four grand"}},
		{"Das Angebot vom Dachdecker aus Hexham ist heute endlich gekommen. Knapp 4.300 Euro mit Gerüst.", []string{"Dachdecker", "4.300"}},
	})
}

// REGRESSION (verified: fails on f078035, passes on bef1f80). A head that
// names a bill or an estimate may now be up to twelve words long, and any
// price after it is read as its price. In a message that goes through the
// week's money, the next price is most often of something else: "Paid the
// gas bill this morning, finally. £12 for Mia's school trip, due Friday" is
// now one line, and reads as a gas bill of £12; the van's estimate reads as
// £45, the cost of Dad's present. At bef1f80 the price was a line of its own.
func TestSkeptic83bAnotherPriceAfterABillIsNotItsPrice(t *testing.T) {
	for _, c := range []struct{ text, head, price string }{
		{"Paid the gas bill this morning, finally. £12 for Mia's school trip, due Friday.", "gas bill", "£12"},
		{"Haven't paid the electricity bill yet, must do it tonight. £12 for Mia's school trip too, due Friday.", "electricity bill", "£12"},
		{"Need to ring the garage about the estimate for the van. £45 for Dad's birthday present, split three ways.", "estimate", "£45"},
	} {
		for _, e := range read31(c.text) {
			if strings.Contains(e.Text, c.head) && strings.Contains(e.Text, c.price) {
				t.Errorf("%q: the %s is glued to another thing's price: %q", c.text, c.head, e.Text)
			}
		}
	}
}

// --- quoteGoesOn ---------------------------------------------------------------------

// LIMITATION (verified: fails on f078035 and on bef1f80). The first review's
// „…“ and «…» are read now; German's other quotes, »…« (as books print
// them) and ‚…‘ (what a German phone keyboard types for single quotes), are
// still cut at the dot inside, and no line holds the title.
func TestSkeptic83bATitleInOtherGermanQuotes(t *testing.T) {
	linesHold78(t, nil, []holdCase78{
		{"Der Matthias hat's umgetauft: »Wally. Die vom Geierfelsen«. Die Alten sind sauer.", []string{"Wally. Die vom Geierfelsen"}},
		{"Der Matthias hat's umgetauft: ‚Wally. Die vom Geierfelsen‘. Die Alten sind sauer.", []string{"Wally. Die vom Geierfelsen"}},
	})
}
