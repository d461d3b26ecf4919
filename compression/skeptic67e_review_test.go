package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The fifth skeptical review of stop 67 (c9e7fa3..8623390: unitsFromNow,
// changedPlanHead and Merge's changed-plan update, houseRule/ruleForYou,
// settledHead's verdicts, the Spanish orders, recallAsked, leaveAbout/
// namesRule/allowsAgain/leftOff, the prefix changes, weights as a unit
// system, switches' "only"), read for odd input and in whole conversations.
// Each test fails on 8623390. REGRESSION: passes on c9e7fa3 (the change
// broke it). STILL MISSED: fails on c9e7fa3 too.

// REGRESSION. Weights joined systems as a set that holds "pounds" (and
// "libras") beside the currency set that holds them too, and "stone", which
// is also what a patio is made of. A British traveller's "Please always give
// prices in pounds" is marked updated by "Please give weights in kilos from
// now on" (switches reads pounds → kilos), and a gardener's "Please give all
// weights in kilos" is marked updated by "Always suggest stone rather than
// concrete for the edging" (kilos → stone).
func TestSkeptic67eWeightsSwitchNeitherMoneyNorMaterial(t *testing.T) {
	got := remembered(t, said(
		"Day 1 – We're driving from Manchester to the Dordogne in July, me, Sam and the two girls. Please always give prices in pounds.",
		"A: Will do.",
		"Day 1 – The car is a 2015 Skoda Octavia estate with a roof box.",
		"A: Good for a long drive.",
		"Day 2 – Please give weights in kilos from now on, the roof box limit is in kilos.",
		"A: Will do.",
		"Day 2 – How much can the roof box hold?",
		"A: Usually 50 kg for that model.",
		"Day 3 – We've booked the 07:20 Eurotunnel crossing on 19 July.",
		"A: Good, early is quieter.",
		"Day 3 – How much are the French motorway tolls to Sarlat?",
		"A: Around £70 each way.",
	))
	if !currentLine(got, "prices", "pounds") {
		t.Errorf("prices in pounds is marked updated by weights in kilos:\n%s", got)
	}
	got = remembered(t, said(
		"We're redoing the back garden in Harrogate, about 12 by 8 metres. Please give all weights in kilos, the builders' merchant sells by the kilo.",
		"A: Will do.",
		"The patio will be Indian sandstone, 22mm, from Marshalls.",
		"A: Good choice.",
		"Always suggest stone rather than concrete for the edging, I hate concrete.",
		"A: Noted.",
		"How much MOT type 1 do I need under a 15 square metre patio?",
		"A: About 1.5 tonnes at 100mm.",
		"My brother-in-law Neil is lending us his mixer for the weekend of the 9th.",
		"A: Handy.",
	))
	if !currentLine(got, "weights", "kilos") {
		t.Errorf("weights in kilos is marked updated by a liking for stone edging:\n%s", got)
	}
}

// REGRESSION. "You can use kilos for the luggage, Ryanair weighs bags in
// kilos anyway" gives leave about luggage weights; namesRule finds kilos in
// the weights set where the price rule names "pounds" (money), and leftKinds
// counts "pounds" twice (money and weight), so "Always give prices in
// pounds please" is sent as partly updated.
func TestSkeptic67eKilosForTheLuggageKeepPricesInPounds(t *testing.T) {
	got := remembered(t, said(
		"We're flying from Stansted to Girona on 3 August, family of four. Always give prices in pounds please.",
		"A: Will do.",
		"We're staying in a villa near Begur for ten nights.",
		"A: Lovely area.",
		"You can use kilos for the luggage, Ryanair weighs bags in kilos anyway.",
		"A: Okay.",
		"How heavy can a cabin bag be?",
		"A: 10 kg with priority boarding.",
		"How much is a hire car for ten days?",
		"A: Around £350.",
		"My mum Irene is joining us for the second week.",
		"A: Lovely.",
	))
	if !currentLine(got, "prices", "pounds") {
		t.Errorf("prices in pounds is marked updated by leave to use kilos for the luggage:\n%s", got)
	}
}

// REGRESSION. recallAsked drops "Can you remind me when Gareth is bringing
// the trestle tables?" because Gareth, bringing, trestle and tables were
// said together in message 3 — but message 3 never said when: the question
// word is what is asked, and the answer is nowhere in the memory. The real
// open question is lost (the assistant even replied that no time was given).
func TestSkeptic67eRecallOfAWhenNeverSaidStaysOpen(t *testing.T) {
	got := remembered(t, said(
		"Sat: I'm organising the village fete on the green in Ashby on 21 June.",
		"A: Lovely.",
		"Sat: Gareth from the rugby club is bringing the trestle tables.",
		"A: Noted.",
		"Sun: The bouncy castle is booked with Jumpz, £180 for the day.",
		"A: Good.",
		"Sun: Do we need public liability insurance for the bouncy castle?",
		"A: Jumpz should have their own; ask for the certificate.",
		"Mon: Can you remind me when Gareth is bringing the trestle tables? I never asked him.",
		"A: You didn't mention a time.",
		"Mon: Who do I ask about parking on the green?",
		"A: The parish council.",
		"Tue: The WI are doing teas and cakes in the marquee.",
		"A: Perfect.",
	))
	if lineWith(got, "when", "Gareth") == "" {
		t.Errorf("the open question of when Gareth brings the tables is dropped as a recall:\n%s", got)
	}
}

// REGRESSION. allowsAgain replaces all the lines of a sentence that gives
// leave with one instruction line — "You can use miles again, we've decided
// to drive the Route Napoléon instead of taking the train" — so when the
// leave is taken back ("Forget the miles thing, …") the whole line is
// superseded and the decision to drive goes with it. Before, the decision
// was its own line and stayed.
func TestSkeptic67eLeaveTakenBackKeepsTheDecisionBesideIt(t *testing.T) {
	got := remembered(t, said(
		"Day 1 – We're planning a trip from Lyon down to Nice in May. Please give distances in kilometres.",
		"A: Will do.",
		"Day 2 – You can use miles again, we've decided to drive the Route Napoléon instead of taking the train.",
		"A: Okay, miles it is.",
		"Day 3 – How long is the Route Napoléon from Grenoble?",
		"A: About 200 miles to Cannes.",
		"Day 4 – Forget the miles thing, kilometres are easier with French road signs.",
		"A: Back to kilometres.",
		"Day 5 – Where should we stop overnight?",
		"A: Digne-les-Bains or Castellane.",
		"Day 5 – We've booked two nights at the Hôtel du Commerce in Castellane.",
		"A: Lovely spot.",
	))
	if lineWith(got, "drive", "Napoléon", "train") == "" {
		t.Errorf("the decision to drive, said beside the leave, is lost when the leave is taken back:\n%s", got)
	}
}

// REGRESSION. "solved" joined settledVerdicts, so a head that ends in it
// ("Mystery solved:", "Problem solved:", "Misterio resuelto:") is read as
// a decision whatever follows — here what a fault turned out to be (the
// second review caught only the form with a comma, "Solved, at last:").
func TestSkeptic67eMysterySolvedIsNoDecision(t *testing.T) {
	s := said(
		"[Mon] My Corsa's been making a rattling noise since Tuesday.",
		"A: Could be exhaust, heat shield or suspension.",
		"[Tue] We booked it into Kwik Fit on Mill Road for Thursday morning.",
		"A: Good idea.",
		"[Thu] Mystery solved: the rattle was a loose heat shield.",
		"A: Great, that's an easy fix.",
		"[Thu] They charged me 85 pounds.",
		"A: Not bad.",
	)
	if e, ok := entryIn(s, 5, "rattle"); ok && e.Kind == session.LedgerDecision {
		t.Errorf("the cause of a fault found is kept as a decision:\n%s", ledgerKinds(s))
	}
	es := said(
		"Tenemos una gotera en el techo del baño desde el lunes.",
		"A: ¿Sabes de dónde viene?",
		"Misterio resuelto: la gotera venía del piso de arriba.",
		"A: Entonces lo paga el seguro del vecino.",
		"El vecino se llama Andrés y tiene el seguro con Mapfre.",
		"A: Perfecto.",
	)
	if e, ok := entryIn(es, 3, "gotera"); ok && e.Kind == session.LedgerDecision {
		t.Errorf("the cause of a leak found is kept as a decision:\n%s", ledgerKinds(es))
	}
}

// REGRESSION. "no me metas" is an order when the word after "metas" ends in
// "s" — "más" does, so "¡No me metas más miedo, que vuelo el viernes!"
// ("don't scare me any more") is an instruction (the second review fixed
// only "no me metas miedo"); so is the idiom "No me metas ideas en la
// cabeza" ("don't tempt me").
func TestSkeptic67eNoMeMetasMasMiedoIsNoInstruction(t *testing.T) {
	s := said(
		"Vuelo a Tenerife el viernes con mi hija Carmen, es la primera vez que vuela.",
		"A: ¡Qué bien! ¿Desde dónde salís?",
		"Desde Barajas, a las 7:40, con Iberia Express.",
		"A: Buen horario.",
		"¿Es verdad que hay muchas turbulencias llegando a Tenerife?",
		"A: A veces hay viento al aterrizar en Tenerife Norte.",
		"¡No me metas más miedo, que vuelo el viernes!",
		"A: Tranquila, es totalmente normal y seguro.",
		"¿Y si alquilamos un descapotable allí?",
		"A: Por unos 40 euros al día, sería precioso por el Teide.",
		"No me metas ideas en la cabeza, que ya bastante gasto.",
		"A: Jaja, vale.",
	)
	if e, ok := entryIn(s, 7, "miedo"); ok && e.Kind == session.LedgerRule {
		t.Errorf("'No me metas más miedo' is kept as an instruction:\n%s", ledgerKinds(s))
	}
	if e, ok := entryIn(s, 11, "ideas"); ok && e.Kind == session.LedgerRule {
		t.Errorf("'no me metas ideas en la cabeza' is kept as an instruction:\n%s", ledgerKinds(s))
	}
}

// REGRESSION. "Good, so in the bakeries you can speak Spanish and nobody
// minds" is how things are in Barcelona (the generic "you"); leaveAbout
// reads "you can" + "speak", namesRule finds "Spanish" in "Always answer in
// Spanish please, I'm practising" — the same language, not another — and
// the instruction the person still wants is sent as partly updated.
func TestSkeptic67eYouCanSpeakSpanishThereKeepsSpanish(t *testing.T) {
	got := remembered(t, said(
		"Day 1 – I'm going to Barcelona for a long weekend in April with my sister Ruth. Always answer in Spanish please, I'm practising.",
		"A: ¡Claro que sí!",
		"Day 1 – We're staying at a flat in Gràcia, near the Plaça del Sol.",
		"A: Muy buena zona.",
		"Day 2 – Ruth is vegetarian, so no tapas bars that are all ham.",
		"A: Entendido.",
		"Day 2 – Good, so in the bakeries you can speak Spanish and nobody minds.",
		"A: Exacto.",
		"Day 3 – What should we see on Saturday morning?",
		"A: La Sagrada Família, con entradas reservadas.",
		"Day 3 – We've booked the Sagrada Família for 10am on Saturday.",
		"A: ¡Perfecto!",
	))
	if !currentLine(got, "answer", "Spanish") {
		t.Errorf("'answer in Spanish' is marked updated by how things are in the bakeries:\n%s", got)
	}
}

// REGRESSION. "My Spanish is fine now for shopping, but phone calls still
// scare me" tells how the person's own Spanish is coming on; leaveAbout's
// "is fine" branch reads "Spanish" before it as a language the person
// allows again, the sentence becomes an instruction, and "Always answer in
// Spanish please, I need the practice" is sent as partly updated.
func TestSkeptic67eMySpanishIsFineNowKeepsSpanish(t *testing.T) {
	got := remembered(t, said(
		"Week 1: I'm moving to Seville in September for a teaching job. Always answer in Spanish please, I need the practice.",
		"A: ¡Por supuesto!",
		"Week 1: The school is the Colegio San Francisco de Paula, in the centre.",
		"A: Muy buen colegio.",
		"Week 2: My Spanish is fine now for shopping, but phone calls still scare me.",
		"A: Es normal.",
		"Week 2: How do I open a bank account there?",
		"A: Necesitas el NIE y el pasaporte.",
		"Week 3: I've found a flat in Triana, €750 a month.",
		"A: ¡Qué bien!",
	))
	if !currentLine(got, "answer", "Spanish") {
		t.Errorf("'answer in Spanish' is marked updated by news of the person's own Spanish:\n%s", got)
	}
}

// REGRESSION. "You can put miles in brackets too" adds miles beside the
// kilometres; switches knows "too" adds (additive), but leftOff comes first
// in ruleUpdate and has no such check, so "Please give distances in
// kilometres" is sent as updated and the model may drop the kilometres.
func TestSkeptic67eMilesInBracketsTooKeepsKilometres(t *testing.T) {
	got := remembered(t, said(
		"Day 1 – I'm training for the Great North Run in September, my first half marathon. Please give distances in kilometres.",
		"A: Will do.",
		"Day 1 – I run three times a week, usually around Jesmond Dene.",
		"A: Lovely route.",
		"Day 2 – You can put miles in brackets too, my running club talks in miles.",
		"A: Will do.",
		"Day 3 – How long should my longest run be?",
		"A: About 18 to 20 km (11 to 12 miles).",
		"Day 4 – My club, Heaton Harriers, meets on Tuesdays at 6.30.",
		"A: Great.",
	))
	if !currentLine(got, "distances", "kilometres") {
		t.Errorf("kilometres is marked updated by leave to add miles in brackets:\n%s", got)
	}
}

// STILL MISSED. Three changed plans for the same Saturday: the third's
// "Change of plan again:" head is dropped from its line in a conversation
// (not when read alone), so Merge's changed-plan update never reads it, and
// "Catbells on Saturday" stays live beside "Latrigg on Saturday".
func TestSkeptic67eThirdChangedPlanMarksTheSecond(t *testing.T) {
	got := remembered(t, said(
		"We're in Keswick for a week with the kids, 9 and 12.",
		"A: Lovely.",
		"Change of plan: we're doing Helvellyn on Saturday, the kids want a big one.",
		"A: Great walk.",
		"The kids have proper boots now from Needle Sports.",
		"A: Good.",
		"Change of plan: we're doing Catbells on Saturday, the forecast is gales on the tops.",
		"A: Sensible.",
		"Where can we park for Catbells?",
		"A: Hawse End, but it fills early.",
		"Change of plan again: we're doing Latrigg on Saturday, Catbells is shut for path repairs.",
		"A: Okay.",
		"What time should we set off?",
		"A: By 9 to get parked.",
	))
	if lineWith(got, "Latrigg", "Saturday") == "" || currentLine(got, "Catbells", "Saturday", "doing") {
		t.Errorf("the second Saturday plan is not marked by the third:\n%s", got)
	}
}

// STILL MISSED. An instruction given, changed, given back: "Please don't
// use bullet points" (#1), "You can use bullet points now" (#5), "No bullet
// points again please, I'm back on my phone" (#9). The last keeps no line
// at all (not even "I'm back on my phone"), so the memory ends with the
// leave as the newest word: on 8623390 the ban is even marked "(partly
// updated in #5)" and the leave is an instruction, live.
func TestSkeptic67eBulletsBannedAgainIsKept(t *testing.T) {
	got := remembered(t, said(
		"I'm planning a vegetable patch at our new house in Didsbury. Please don't use bullet points, they look messy on my phone.",
		"A: Understood.",
		"The patch is 4 by 3 metres, south facing.",
		"A: Good spot.",
		"You can use bullet points now, I'm on the laptop.",
		"A: Great.",
		"What grows well in clay soil?",
		"A: Brassicas, beans and potatoes.",
		"No bullet points again please, I'm back on my phone.",
		"A: Okay.",
		"When should I sow broad beans?",
		"A: October or March.",
		"My neighbour Bill is giving me his old greenhouse.",
		"A: Lucky you.",
	))
	if lineOf(got, 9, "bullet") == "" {
		t.Errorf("the ban on bullet points said again is lost; the leave is the newest word:\n%s", got)
	}
}

// Left as a note (STILL MISSED on c9e7fa3 and after this review's fixes):
// "My rule: always give me the total first." keeps no line, and "My rule:
// always answer in Spanish." is a fact, not an instruction — a head "My
// rule:" is also the person's own house rule ("My rule: no phones at
// dinner"), so it is not read as one for the assistant without more.
