package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A second skeptical review of stop 68's reading (339fd22): labels of a
// letter and a number before a mark of their own, labels in angle and
// lenticular brackets, the ban on telling under a condition of the
// person's, the yes-or-no and who-does questions, the new likings, read
// in whole conversations and single messages in English, German and
// Spanish. Each test fails on 173111f. REGRESSION: passes on 3789a80
// (before 339fd22; the change broke it). STILL MISSED: fails on 3789a80
// too.

// --- (1) labels ---------------------------------------------------------------

// REGRESSION. A person loses: which quarter each figure is of — "Q1 –",
// "Q2 –", … in front of five messages (last year's four and this year's
// first) are read as a numbering of every message and cut off, so the
// model is sent five turnovers with no quarter, and a correction of one
// (a numbering of messages does not come back to "Q1": quarters do).
func TestSkeptic68bQuartersBeforeADashKeepTheirQuarter(t *testing.T) {
	got := remembered(t, said(
		"Right, going through last year's numbers for the accountant, she wants them by Friday.", "A: Ok.",
		"Q1 – turnover £41,200, the van repair was £2,300 of costs.", "A: Ok.",
		"Q2 – turnover £38,900, quiet because of the rain.", "A: Ok.",
		"Q3 – turnover £52,600, best quarter, the festival catering.", "A: Ok.",
		"Q4 – turnover £61,000 with the Christmas markets.", "A: Ok.",
		"And this year so far: Q1 – £44,300, so up on last year.", "A: Ok.",
		"Q1 – correction, £44,800, I missed an invoice.", "A: Ok.",
		"The accountant is Moira Baird at Baird & Co in Stirling.", "A: Ok.",
		"My VAT number is GB 284 1934 72.", "A: Ok.",
		"Rent on the unit is £950 a month.", "A: Ok.",
		"I pay myself £2,000 a month.", "A: Ok.",
	))
	for _, want := range [][]string{{"Q2", "£38,900"}, {"Q3", "£52,600"}, {"Q4", "£61,000"}} {
		if lineWith(got, want...) == "" {
			t.Errorf("the turnover %s is sent without its quarter %s:\n%s", want[1], want[0], got)
		}
	}
}

// REGRESSION. A person loses: their gate — "Gate D7 – …" and "Gate D12 –
// they just moved us" in two messages of six are read as a label of every
// message; "Gate D7" and "Gate D12" are cut off and both messages are
// sent nowhere.
func TestSkeptic68bAGateBeforeADashIsWhatTheMessageSays(t *testing.T) {
	got := remembered(t, said(
		"At Schiphol with the kids, flight to Bergen is KL1193 at 14:35.", "A: Ok.",
		"Gate D7 – that's what the screen says for now.", "A: Ok.",
		"My husband Joost has the passports and the boarding passes.", "A: Ok.",
		"Gate D12 – they just moved us, it's a long walk.", "A: Ok.",
		"The little one, Fenna, needs a nappy change, any idea where?", "A: Near the gates usually.",
		"Our bags are checked through to Bergen.", "A: Ok.",
	))
	if lineWith(got, "D12") == "" {
		t.Errorf("the new gate D12 is lost:\n%s", got)
	}
}

// REGRESSION. A person loses: which motorway is closed — "M5 – …", "M6 –
// …", "M42 – …" (three messages of ten) are read as a numbering of every
// message: the closures are sent without their road, and "M42 – all clear"
// not at all. The same for German Autobahns ("A7 – …", "A9 – …", "A3 – …").
func TestSkeptic68bAMotorwayBeforeADashIsNoNumbering(t *testing.T) {
	got := remembered(t, said(
		"Driving from Bristol up to my sister's in Penrith on Friday, leaving about 7am.", "A: Ok.",
		"Checked the roadworks on the Highways site.", "A: Ok.",
		"M5 – lane closures between junctions 11 and 13, 50mph limit.", "A: Ok.",
		"M6 – closed northbound at junction 19 overnight Thursday, should be open by 6am.", "A: Ok.",
		"M42 – all clear apparently.", "A: Ok.",
		"I'll be in the Skoda, it does about 550 miles on a tank.", "A: Ok.",
		"My sister's name is Clare, she lives on Brunswick Road.", "A: Ok.",
		"I want to stop once, ideally at Tebay services, the farm shop one.", "A: Ok.",
		"The kids are 6 and 9, so they'll need a wee stop anyway.", "A: Ok.",
		"Can you give me a rough timing plan?", "A: Sure.",
	))
	if lineWith(got, "M6", "junction", "19") == "" || lineWith(got, "M5", "50mph") == "" {
		t.Errorf("the closures are sent without their motorway:\n%s", got)
	}
	de := remembered(t, said(
		"Wir fahren am Samstag von Hamburg nach München, Abfahrt 6 Uhr, mit dem Wohnwagen.", "A: Gute Fahrt!",
		"Hab beim ADAC geschaut, was los ist.", "A: Ok.",
		"A7 – Vollsperrung zwischen Hildesheim und Salzgitter von 22 bis 5 Uhr.", "A: Ok.",
		"A9 – Baustelle bei Ingolstadt, nur eine Spur.", "A: Ok.",
		"A3 – frei, sagt die App.", "A: Ok.",
		"Mein Mann Ralf fährt die erste Hälfte, ich ab Würzburg.", "A: Ok.",
		"Der Wohnwagen darf nur 100 fahren.", "A: Ok.",
		"Wir wollen in Kassel Pause machen, bei meiner Tante Gisela.", "A: Ok.",
	))
	if lineWith(de, "A7", "Vollsperrung") == "" || lineWith(de, "A9", "Ingolstadt") == "" {
		t.Errorf("die Sperrungen sind ohne ihre Autobahn:\n%s", de)
	}
}

// --- (2) "when I …, don't tell me …" -----------------------------------------

// REGRESSION. A person is sent as a standing instruction: a dread for one
// day — "When I land in Lisbon tomorrow, don't tell me the hotel's
// cancelled, I will actually cry" bans the model from ever saying the
// booking fell through; the condition is an event, not what the person
// talks about.
func TestSkeptic68bADreadForOneDayIsNoStandingBan(t *testing.T) {
	never31(t, session.LedgerRule,
		"When I land in Lisbon tomorrow, don't tell me the hotel's cancelled, I will actually cry.",
		"Wenn ich heute Abend nach Hause komme, sag mir bitte nicht, dass der Keller wieder unter Wasser steht.",
		"Cuando llego a casa mañana, no me digas que el perro se ha comido otra vez el sofá.",
	)
}

// STILL MISSED. A person loses: what the assistant must not do when they
// talk of something — "If I talk about my weight, never comment on it" is
// sent nowhere; "When I'm venting about my mother-in-law, don't tell me
// …" (with "I'm"), "… don't bring up the divorce", "… nimm bitte nicht
// ihre Partei" are no instructions.
func TestSkeptic68bABanUnderTheirConditionIsAnInstruction(t *testing.T) {
	got := remembered(t, said(
		"Hi! Getting married on the 6th of June at Hartwell House, 80 guests.", "A: Congratulations!",
		"The photographer is Ania Novak, £1,800 for the day.", "A: Ok.",
		"If I talk about my weight, never comment on it.", "A: Understood.",
		"My fiancé Dev doesn't drink, so we need good alcohol-free options.", "A: Noted.",
		"The cake is lemon and elderflower from Crumbs in Aylesbury.", "A: Yum.",
	))
	if lineWith(got, "weight", "never", "comment") == "" {
		t.Errorf("the instruction about their weight is lost:\n%s", got)
	}
	readAs(t, session.LedgerRule,
		"When I'm venting about my mother-in-law, don't tell me to see her side, I just need to vent.",
		"Whenever I mention my ex, don't bring up the divorce.",
		// Left at stop 68: "Wenn ich von meiner Schwiegermutter erzähle,
		// nimm bitte nicht ihre Partei." (a ban with a verb other than
		// telling) gives no instruction.
	)
}

// --- (3) yes-or-no and who-does questions ------------------------------------

// REGRESSION. A person loses: that their mum pays for the flowers — "Who
// pays for the flowers? My mum insisted, she's paying." is sent as the
// open question alone; and "Should I book the restaurant …? Already did"
// is sent as a question still open.
func TestSkeptic68bAQuestionAnsweredInItsOwnMessageIsNotSentOpen(t *testing.T) {
	got := remembered(t, said(
		"Hi! Getting married on the 6th of June at Hartwell House, 80 guests.", "A: Congratulations!",
		"Who pays for the flowers? My mum insisted, she's paying.", "A: Lovely of her.",
		"Should I book the restaurant for the rehearsal dinner? Already did, table for 8 at 7pm at Dishoom.", "A: Great.",
		"The photographer is Ania Novak, £1,800 for the day.", "A: Ok.",
		"My fiancé Dev doesn't drink, so we need good alcohol-free options.", "A: Noted.",
		"The cake is lemon and elderflower from Crumbs in Aylesbury.", "A: Yum.",
		"The florist is Petal & Stem in Thame, peonies and eucalyptus.", "A: Pretty.",
		"My maid of honour is my cousin Shreya.", "A: Ok.",
	))
	if lineWith(got, "mum", "paying") == "" {
		t.Errorf("who pays for the flowers is lost:\n%s", got)
	}
	if l := lineWith(got, "Should", "book", "restaurant"); l != "" && !strings.Contains(l, "Already") {
		t.Errorf("the booked restaurant is sent as an open question: %q in\n%s", l, got)
	}
	never31(t, session.LedgerQuestion,
		"Wer holt die Oma vom Bahnhof ab? Mach ich, hab ja frei.",
		"¿Quién paga las flores? Mi madre, que insiste.",
		"Brauche ich ein Visum für Marokko? Nein, hab nachgeschaut, als Deutscher nicht.",
	)
}

// REGRESSION. A person is sent: questions of general knowledge put to the
// assistant as their own open jobs — who makes a phone's sensors, who pays
// a tax or a divorce lawyer in general — ranked above their facts.
func TestSkeptic68bAWhoQuestionOfKnowledgeIsNoOpenJob(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Who makes the camera sensors in the iPhone these days?",
		"Who pays the stamp duty in Scotland, buyer or seller?",
		"Wer zahlt bei einer Scheidung eigentlich die Anwaltskosten?",
		"¿Quién paga el IBI, el comprador o el vendedor?",
	)
}

// REGRESSION. A person is sent as open questions: a cooking show on TV,
// a rhetorical "who brings …", regret of what is past and a sigh —
// nothing they must still decide.
func TestSkeptic68bTVRhetoricAndRegretAreNoOpenQuestions(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Wer kocht heute Abend beim Perfekten Dinner? Meine Mutter schaut das jeden Tag.",
		"¿Quién cocina esta noche en Top Chef? Mi madre no se lo pierde.",
		"Who bakes in the Bake Off final tonight? Mum's glued to it.",
		"Who brings a toddler to a wine tasting, honestly?",
		"Should I have taken the earlier train? Too late now, I'm stuck in Crewe.",
		"Muss ich mir das wirklich gefallen lassen? Der Typ parkt seit Wochen vor meiner Einfahrt.",
	)
}

// --- (4) likings ------------------------------------------------------------

// REGRESSION. A person loses: that their boiler is broken — politeness
// ("I do not want to bother you again", "I do not want to jinx it", "We
// do not want to be rude") is read as their likings, and within a memory
// of 100 words it outranks the fact it came before.
func TestSkeptic68bIDoNotWantToBotherYouIsNoLiking(t *testing.T) {
	got := rememberedWithin(t, said(
		"Sorry, I do not want to bother you again. The boiler at the flat is broken since Monday.", "A: Oh no.",
		"I do not want to sound ungrateful. But the landlord, Mr Okonjo, says the plumber can't come till the 19th.", "A: That's long.",
		"I do not want to jinx it. Gas Safe engineer Priya Shah might come Thursday at 8am instead.", "A: Good.",
		"We do not want to be rude. The neighbours in flat 3 lent us an electric heater.", "A: Kind.",
		"I do not want to get my hopes up. The council's private housing team number is 0161 555 0192.", "A: Ok.",
		"My tenancy deposit is £1,150 with the DPS.", "A: Ok.",
	), 100)
	if lineWith(got, "boiler", "broken") == "" {
		t.Errorf("the broken boiler is lost:\n%s", got)
	}
	for _, filler := range []string{"bother you", "be rude", "hopes up"} {
		if strings.Contains(got, filler) {
			t.Errorf("the politeness %q is sent as a line:\n%s", filler, got)
		}
	}
}

// --- an answer reported after a question --------------------------------------

// Left at stop 68 (STILL MISSED, on 3789a80 too): a liking of "he" or "sie"
// after a comma is cut from whose it is ("My father-in-law Frank is coming,
// he only eats steak", "Meine Schwester Lena kommt auch, sie mag aber keinen
// Alkohol" in a conversation of five messages); an answer someone else gave
// after a question is not kept with it ("Who drives the minibus? Gary said
// he'd do it", "Do I need towels? The hotel says they provide them").

// Left at stop 68: labels in «…» and »…« stay on the lines — «…» quotes what
// someone said as often ("«Nada de flores blancas» …", the third review cut
// such quotes as labels when they were read as brackets); a label with a
// colon in 【…】 stays whole on the first line of its message ("【Tag 1:
// Montag】 Angekommen in Kyoto") — what follows its colon may be the
// message's place ("【Tag 3: Hakone】", the third review), and a cut inside
// the bracket left "Mittwoch】" on every line.
