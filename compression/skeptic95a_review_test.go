package compression_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// The review of stop 95 (a4d454e against 7e21c70): where the four readings
// of the stop make the memory worse for what people write, and where they
// still miss what they claim to fix.
//
//   1. statusCount: a count before a dash on every message is a label though
//      it goes up and down.
//   2. richScore / holdsSpeech: a line of eight rare words stays beside
//      anchored lines, unless it quotes a saying.
//   3. likingOfOpener: a liking of "he/she/er/ella" joins a short sentence
//      that opens with a name.
//   4. scrapsAThing / scrappedThing / bareScrap: "Scrap the sea green."
//      alone is a decision; Merge marks each earlier line of the person's
//      naming all of it "(updated in #N)"; the fit drops it early.
//
// REGRESSION: fails at a4d454e, passes at 7e21c70. STILL MISSED: fails at
// both.

// kindOfLast95a is the kind of the line of the last of texts (each answered)
// that holds words, or "" when no line does.
func kindOfLast95a(texts []string, words string) session.LedgerKind {
	conv := answered94(texts...)
	for _, e := range compression.Extract(said(conv...), []int{len(conv) - 2}) {
		if strings.Contains(e.Text, words) {
			return e.Kind
		}
	}
	return ""
}

// --- 1. statusCount ---------------------------------------------------------

// REGRESSION (part 1). A home carer's round: every message opens with the
// house she is at ("🏠 42 Mill Road – …"). The numbers go up and down in
// steps under half of the last one, so statusCount takes them for a daily
// tally and strips them from every line: the memory keeps "Mrs Kerr, key in
// the safe, code 4471" and no longer says which house. statusCount's own
// comment says house numbers "are numbers said again, in leaps"; in the
// thirties to seventies no leap is more than half.
func TestSkeptic95aHouseNumbersOfARoundAreNoTally(t *testing.T) {
	texts := []string{
		"Mrs Kerr, insulin at 9, key in the safe, code 4471.",
		"Mr Duthie, needs his compression socks on, daughter Fiona visits Tuesdays.",
		"Mrs Ogilvie, deaf in the left ear, knock loud, she has a cat called Bramble.",
		"Mr Grant, only eats porridge in the morning, no sugar.",
		"Mrs Baird, warfarin, check the bruising on her arm.",
		"Mr Lindsay, the back door sticks, use the front.",
		"Mrs Reid, her son Callum is the emergency contact.",
		"Mr Watt, hoist in the bedroom, two carers needed.",
		"Mrs Forbes, likes Radio Scotland on while I'm there.",
	}
	got := remembered(t, said(tallied95("🏠", "Mill Road", []int{42, 57, 38, 51, 64, 47, 70, 55, 33}, texts...)...))
	for _, k := range [][]string{{"42", "Kerr"}, {"57", "Duthie"}, {"64", "Baird"}, {"55", "Watt"}} {
		if lineWith(got, k...) == "" {
			t.Errorf("which house %s lives in is lost:\n%s", k[1], got)
		}
	}
}

// REGRESSION (part 1). A household book in German: each message opens with
// what was spent that day ("💶 45 Euro ausgegeben – Tanken bei Aral"). The
// amount is the fact the person keeps the book for; statusCount reads it as
// a label and strips it, so "what did the dentist cost?" has no answer.
func TestSkeptic95aMoneySpentEachDayIsNoLabel(t *testing.T) {
	texts := []string{
		"Tanken bei Aral, der Diesel ist wieder teurer.",
		"Wocheneinkauf bei Edeka, Oma Ilse kommt am Sonntag.",
		"Zahnarzt Dr. Brandt, die Zuzahlung für die Füllung.",
		"Geschenk für Lenas Kindergeburtstag, ein Lego-Set.",
		"Handwerker für den tropfenden Wasserhahn im Bad.",
		"Schuhe für Paul, die alten sind durch.",
		"Apotheke, Hustensaft und Nasenspray für alle.",
		"Tierarzt mit Mimi, Impfung und Wurmkur.",
		"Bäcker und Markt, Spargel vom Hof Schulte.",
	}
	got := remembered(t, said(tallied95("💶", "Euro ausgegeben", []int{45, 32, 60, 41, 28, 35, 50, 38, 44}, texts...)...))
	for _, k := range [][]string{{"60", "Brandt"}, {"28", "Wasserhahn"}, {"38", "Tierarzt"}} {
		if lineWith(got, k...) == "" {
			t.Errorf("what %s cost is lost:\n%s", k[1], got)
		}
	}
}

// REGRESSION (part 1). A weight diary in Spanish: "⚖️ 84 kilos hoy – …"
// each morning. The weight is what the diary is for; it moves by a kilo or
// two up and down, so statusCount strips it as a label and the memory no
// longer knows what the person weighs.
func TestSkeptic95aAWeightDiaryKeepsItsWeights(t *testing.T) {
	texts := []string{
		"me pesé al levantarme, la meta son 75 para Semana Santa.",
		"ayer cumpleaños de la tía Rosario, demasiada tarta.",
		"otra vez en bici al trabajo.",
		"la doctora Ibáñez dice que no más de un kilo por semana.",
		"fin de semana en Cuenca, mucho cordero.",
		"ensalada al mediodía y a correr por la tarde.",
		"dormí fatal, hambre a las tantas.",
		"me apunté al gimnasio del barrio, 29 euros al mes.",
		"¡por fin bajo de 80!",
	}
	got := remembered(t, said(tallied95("⚖️", "kilos hoy", []int{84, 83, 85, 82, 84, 81, 82, 80, 79}, texts...)...))
	for _, k := range [][]string{{"79", "80"}, {"85", "bici"}, {"83", "Rosario"}} {
		if lineWith(got, k...) == "" {
			t.Errorf("the weight %s is lost:\n%s", k[0], got)
		}
	}
}

// STILL MISSED (part 1). dev144's own shape, but the person once sends a
// message without the tally ("Oh and Iain's birthday is …"), as people do:
// statusCount wants the count on every message, so "14 Pakete heute –"
// stays the subject of every line, and the take-back of the first rule
// still marks "call me Dar" updated.
// STILL MISSED at stop 95 (kept as a comment: it fails on the code that landed):
// func TestSkeptic95aATallyMissingFromOneMessageIsStillALabel(t *testing.T) {
// 	texts := []string{
// 		"I'm Dario, I run the parcel round in Brora. Keep your answers to three lines, I read them in the van.",
// 		"Please call me Dar, everybody does, Dario sounds like I'm in trouble.",
// 		"The depot manager is Mrs Sutherland, she checks the scanners every Friday.",
// 		"When you give me distances, give them in miles, not kilometres.",
// 		"We buy the van tyres at Munro's garage in Golspie, the winter ones.",
// 		"My cousin Iain helps on Saturdays, he does the flats above the chemist.",
// 		"The van's registration is SV21 KTR, write it down for the insurance.",
// 		"Lunch is always at the harbour bench, rain or shine, a pie from Hunter's.",
// 		"The new scanner arrives on the 9th, Mrs Sutherland says.",
// 		"Forget the three lines, I need it long now, I'm writing the route plan for the new boss.",
// 		"The Christmas rush starts on the 1st of December, extra van from Inverness.",
// 	}
// 	counts := []int{14, 11, 16, 12, 15, 9, 13, 18, 24, 31, 40}
// 	var conv []string
// 	for i, text := range texts {
// 		conv = append(conv, fmt.Sprintf("📦 %d Pakete heute – %s", counts[i], text), "A: Ok.")
// 		if i == 6 {
// 			conv = append(conv, "Oh and Iain's birthday is the 3rd of March, remind me.", "A: Ok.")
// 		}
// 	}
// 	got := remembered(t, said(conv...))
// 	if strings.Contains(got, "Pakete heute") {
// 		t.Errorf("the day's tally is kept as what the lines say:\n%s", got)
// 	}
// 	for _, k := range [][]string{{"Dar", "call me"}, {"Mrs Sutherland", "scanners"}, {"Munro", "tyres"}} {
// 		current95(t, got, k...)
// 	}
// }

// --- 2. richScore / holdsSpeech ---------------------------------------------

// REGRESSION (part 2). holdsSpeech knows a saying only in double quotes or
// «»: in British single quotes (‘…’) or straight single quotes, the saying
// is eight rare words and now stays beside the line of who comes when, as
// a memory line of its own — the very filler holdsSpeech is there to keep
// out.
func TestSkeptic95aASayingInSingleQuotesIsNoFact(t *testing.T) {
	for _, c := range []struct{ text, saying string }{
		{"Uncle Desmond, Aunt Phyllis and cousin Rory from Ballymena are all coming on Saturday the 14th at 2pm. My dad always said ‘measure carefully, cut slowly, and never trust a cheap drill’, bless him.", "cheap drill"},
		{"Uncle Desmond, Aunt Phyllis and cousin Rory from Ballymena are all coming on Saturday the 14th at 2pm. My nan had a saying, ‘a creaking gate hangs longest, and a nosy neighbour outlives the lot’.", "creaking gate"},
		{"Tío Ramiro, tía Concha y el primo Nacho de Albacete vienen todos el sábado 14 a las dos. Mi abuela siempre decía 'en casa del herrero cuchillo de palo, y el zapatero descalzo'.", "herrero"},
	} {
		lines := read31(c.text)
		if !slices.ContainsFunc(lines, func(e session.LedgerEntry) bool { return strings.Contains(e.Text, "14") }) {
			t.Errorf("%q: who comes when is lost", c.text)
		}
		for _, e := range lines {
			if strings.Contains(e.Text, c.saying) {
				t.Errorf("%q keeps the saying as a line: %q", c.text, e.Text)
			}
		}
	}
}

// REGRESSION (part 2). A Spanish proverb after "como decía mi abuela" is no
// quote at all, so holdsSpeech does not see it: its rare words make it a
// rich line that now stays beside the line of the visit.
func TestSkeptic95aAProverbWithoutQuotesIsNoFact(t *testing.T) {
	text := "Tío Ramiro, tía Concha y el primo Nacho de Albacete vienen todos el sábado 14 a las dos. Como decía mi abuela, en casa del herrero cuchillo de palo, y el zapatero siempre descalzo."
	lines := read31(text)
	if !slices.ContainsFunc(lines, func(e session.LedgerEntry) bool { return strings.Contains(e.Text, "Albacete") }) {
		t.Errorf("who comes when is lost: %v", lines)
	}
	for _, e := range lines {
		if strings.Contains(e.Text, "herrero") {
			t.Errorf("the proverb is kept as a line: %q", e.Text)
		}
	}
}

// --- 3. likingOfOpener ------------------------------------------------------

// REGRESSION (part 3). "Marisol is doing the birthday cakes. She can't stand
// coconut, …": the liking is joined to the plan before it, so when a later
// message gives the cakes to Kev, the one line is marked "(updated in #11)"
// and the model is told that Marisol's dislike of coconut is old. Before the
// change the liking was its own line and stayed current. Spanish too.
func TestSkeptic95aALikingDoesNotGoOldWithThePlanBeforeIt(t *testing.T) {
	en := []string{
		"My partner in the bakery is Marisol, we met at catering college.",
		"Today I told Marisol the oven guy is coming Thursday.",
		"Ask Marisol, she knows the supplier better than me.",
		"The flour came late again, so Marisol phoned them twice.",
	}
	es := []string{
		"Mi socia en la panadería es Lucía, nos conocemos del instituto.",
		"Hoy le dije a Lucía que el técnico del horno viene el jueves.",
		"Pregúntale a Lucía, ella conoce al proveedor mejor que yo.",
		"La harina llegó tarde otra vez y Lucía llamó dos veces.",
	}
	for _, c := range []struct {
		said      []string
		plan, now string
		liking    string
	}{
		{en, "Marisol is doing the birthday cakes. She can't stand coconut, says it tastes like sun cream.", "Change of plan, Kev is doing the birthday cakes now, Marisol's too busy.", "coconut"},
		{en, "Marisol is making the wedding cake. She hates fondant, says it tastes like play dough.", "Change of plan: Kev is making the wedding cake, Marisol has the flu.", "fondant"},
		{es, "Lucía hace las tartas del cumpleaños. Ella no soporta el coco, dice que sabe a crema solar.", "Cambio de planes: Kevin hace las tartas del cumpleaños, Lucía no tiene tiempo.", "coco"},
	} {
		conv := append(slices.Clone(c.said), c.plan, c.now)
		current95(t, remembered(t, said(answered94(conv...)...)), c.liking)
	}
}

// STILL MISSED (part 3). Spanish drops the subject pronoun: "Lucía ya está
// con las tartas. No soporta el coco, …" is the everyday way to say it, and
// likingOfOpener wants an "ella" first, so the liking still goes without
// whose it is.
// STILL MISSED at stop 95 (kept as a comment: it fails on the code that landed):
// func TestSkeptic95aASpanishLikingWithoutElla(t *testing.T) {
// 	got := inWordsSaidOften(
// 		"Mi socia en la panadería es Lucía, nos conocemos del instituto.",
// 		"Hoy le dije a Lucía que el técnico del horno viene el jueves.",
// 		"Pregúntale a Lucía, ella conoce al proveedor mejor que yo.",
// 		"La harina llegó tarde otra vez y Lucía llamó dos veces.",
// 		"Lucía ya está con las tartas del cumpleaños. No soporta el coco, dice que sabe a crema solar, así que hacemos limón y almendra.",
// 	)
// 	if lineWith(got, "Lucía", "coco") == "" {
// 		t.Errorf("whose liking it is is lost:\n%s", got)
// 	}
// }

// STILL MISSED (part 3). dev145's shape with a date or an amount in the
// liking's sentence ("… so we're doing lemon and almond for the 14th"):
// likingOfOpener will not join onto a value, so "She can't stand coconut"
// still goes without whose it is.
// STILL MISSED at stop 95 (kept as a comment: it fails on the code that landed):
// func TestSkeptic95aALikingWithADateInItsSentence(t *testing.T) {
// 	for _, c := range []struct{ last, name, liking string }{
// 		{"Marisol already planning the birthday cakes. She can't stand coconut, so we're doing lemon and almond for the 14th, 40 slices from Dunn's.", "Marisol", "coconut"},
// 		{"Marisol already planning the wedding order. She hates fondant, so it's buttercream, three tiers for the 14th of June.", "Marisol", "fondant"},
// 	} {
// 		got := inWordsSaidOften(
// 			"My partner in the bakery is Marisol, we met at catering college.",
// 			"Today I told Marisol the oven guy is coming Thursday.",
// 			"Ask Marisol, she knows the supplier better than me.",
// 			"The flour came late again, so Marisol phoned them twice.",
// 			c.last)
// 		if lineWith(got, c.name, c.liking) == "" {
// 			t.Errorf("whose liking it is is lost:\n%s", got)
// 		}
// 	}
// }

// --- 4. scrapsAThing / scrappedThing / bareScrap ----------------------------

// REGRESSION (part 4). "Forget the barbecue." takes back the party plan, and
// Merge marks every earlier line of the person's that says "barbecue"
// updated: that the neighbour lends his barbecue every summer, and that the
// birthday girl loves barbecue sausages — a liking, which no plan changes.
func TestSkeptic95aAScrappedPlanLeavesWhatElseNamesItCurrent(t *testing.T) {
	got := remembered(t, said(answered94(
		"Our neighbour Hamish lends us his barbecue every summer, the big Weber one.",
		"Ella loves barbecue sausages, the spicy ones from Kettle's butcher.",
		"For Ella's birthday on the 12th we're doing a barbecue in the garden, 15 kids.",
		"Forget the barbecue. The forecast says rain all weekend, so it's pizza in the church hall instead.",
	)...))
	current95(t, got, "Hamish", "lends")
	current95(t, got, "Ella", "sausages")
}

// REGRESSION (part 4). The same in German: "Vergiss den Apfelkuchen." for
// the summer fair marks Oma Hilde's cake for every feast and Jonas's
// dislike of apple cake updated.
func TestSkeptic95aVergissDenKuchenLeavesOmasKuchen(t *testing.T) {
	got := remembered(t, said(answered94(
		"Oma Hilde backt zu jedem Fest ihren Apfelkuchen, das Rezept hat sie von ihrer Mutter.",
		"Jonas mag keinen Apfelkuchen, nur Schokolade.",
		"Zum Sommerfest vom Kindergarten bringen wir zwei Bleche Apfelkuchen mit.",
		"Vergiss den Apfelkuchen. Die Bäckerei Huber macht uns ein Blech Zwetschgendatschi.",
	)...))
	current95(t, got, "Oma Hilde")
	current95(t, got, "Jonas", "Apfelkuchen")
}

// REGRESSION (part 4). In Spanish: "Olvida la furgoneta." for the move marks
// whose van it is (the brother-in-law's, insured in his name) updated.
func TestSkeptic95aOlvidaLaFurgonetaLeavesWhoseItIs(t *testing.T) {
	got := remembered(t, said(answered94(
		"La furgoneta es de mi cuñado Ramiro, una Ford blanca con el seguro a su nombre.",
		"Para la mudanza usamos la furgoneta el sábado 14, salimos a las 8.",
		"Olvida la furgoneta. Ramiro la necesita para el trabajo, alquilamos un camión pequeño en Leganés.",
	)...))
	current95(t, got, "Ramiro", "Ford")
}

// REGRESSION (part 4). "Forget the deposit." (the landlord took someone
// else) marks that Mum lent the deposit, £2,000, no rush to pay it back,
// updated: the debt is still there.
func TestSkeptic95aAScrappedFlatLeavesTheLoan(t *testing.T) {
	got := remembered(t, said(answered94(
		"Mum lent us the money for the deposit, 2,000 pounds, no rush to pay it back.",
		"The flat on Arden Street wants the deposit by Friday.",
		"Forget the deposit. The landlord took someone else.",
	)...))
	current95(t, got, "Mum", "2,000")
}

// REGRESSION (part 4). An instruction taken back by the word the person uses
// for it, not the rule's own words: "Forget the metric." after "give me
// every recipe in grams and millilitres" (and "we use metric in Germany").
// namesARule finds no word of the rule, so it is read as a decision, no
// instruction; and Merge marks "We use metric in Germany" updated.
func TestSkeptic95aForgetTheMetricIsAnInstruction(t *testing.T) {
	texts := []string{
		"Please give me every recipe in grams and millilitres, I have no cups here.",
		"We use metric in Germany for everything, even the oven is in Celsius.",
		"Forget the metric. My American cousin is staying and she wants cups.",
	}
	if kind := kindOfLast95a(texts, "Forget the metric"); kind != session.LedgerRule {
		t.Errorf("\"Forget the metric.\" is read as %q, no instruction taken back", kind)
	}
	current95(t, remembered(t, said(answered94(texts...)...)), "Germany", "metric")
}

// STILL MISSED (part 4). Everyday ways to scrap the same plan that the
// reading does not take: "Ditch the navy." (ditch is a verb of scrapping,
// but no take-back opens with it: the line is lost), "Scrap the navy ones."
// and "Scrap the navy tablecloth." (a word the old line does not say: "ones",
// the singular). The navy line stays unmarked in each.
// STILL MISSED at stop 95 (kept as a comment: it fails on the code that landed):
// func TestSkeptic95aNavyScrappedInOtherWords(t *testing.T) {
// 	for _, scrap := range []string{"Ditch the navy.", "Scrap the navy ones.", "Scrap the navy tablecloth."} {
// 		got := remembered(t, said(answered94(
// 			"We're going with navy tablecloths for the reception, the hall's own are stained.",
// 			"The caterer is Dolores from Ashby, she does the hog roast too.",
// 			scrap+" The supplier ran out, so white cloths with gold runners.",
// 		)...))
// 		if line := lineWith(got, "navy tablecloths"); !strings.Contains(line, "updated in #5") {
// 			t.Errorf("%q: the old choice is not marked older: %q\n%s", scrap, line, got)
// 		}
// 	}
// }

// STILL MISSED (part 4). German "Streich die Hüpfburg." opens a take-back
// (revocation has "streich"), but scrapVerbs has no "streich", so nothing is
// scrapped by name and the bouncy castle plan stays current.
// STILL MISSED at stop 95 (kept as a comment: it fails on the code that landed):
// func TestSkeptic95aStreichDieHuepfburg(t *testing.T) {
// 	got := remembered(t, said(answered94(
// 		"Für Paulas Geburtstag mieten wir eine Hüpfburg vom Verleih Maier, die kommt am Samstag um neun.",
// 		"Paula hat zwölf Kinder eingeladen, das wird laut.",
// 		"Streich die Hüpfburg. Der Garten ist nach dem Regen ein Sumpf, wir gehen ins Kletterzentrum.",
// 	)...))
// 	if line := lineWith(got, "Hüpfburg", "Maier"); !strings.Contains(line, "updated in #5") {
// 		t.Errorf("the scrapped plan is not marked older: %q\n%s", line, got)
// 	}
// }
