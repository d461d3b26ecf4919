package compression_test

import (
	"strings"
	"testing"
)

// The fourth skeptical review of stop 67 (c9e7fa3..d11bc4a, most closely
// 7016da7..d11bc4a: leaveAbout/namesRule/allowsAgain/leftOff, recallAsked,
// Merge's changed-plan decision update, the prefix changes), read in whole
// conversations of 10–20 messages about everyday projects, with a message
// prefix on each or none. Each test fails on d11bc4a. REGRESSION: passes on
// c9e7fa3 (the change broke it). STILL MISSED: fails on c9e7fa3 too.

// REGRESSION. "Feel free to keep the packing list short, just the
// essentials" asks for a short packing list — it agrees with the word limit
// and takes nothing back. leaveAbout reads "feel free to" + "keep", namesRule
// finds "short" (a length) where the rule set a length, and the standing
// "keep answers under 150 words" is sent as updated.
func TestSkeptic67dShortPackingListKeepsTheWordLimit(t *testing.T) {
	got := remembered(t, said(
		"[Sat] We're moving from Leeds to Bristol on 14 March with two kids and a spaniel. Please keep answers under 150 words, I read them on my phone.",
		"A: Will do.",
		"[Sat] Also, call me Jo, not Joanne.",
		"A: Sure, Jo.",
		"[Sun] The removal firm is Bristow & Sons, booked for the 14th, £1,850.",
		"A: Noted.",
		"[Mon] The kids start at Henleaze Juniors after Easter.",
		"A: Lovely school.",
		"[Tue] Can you make me a packing list for the first night box?",
		"A: Kettle, mugs, tea, loo roll, phone chargers, bedding, the dog's food and bowl.",
		"[Tue] Feel free to keep the packing list short, just the essentials.",
		"A: Okay, I'll trim it.",
		"[Wed] What's the best way to move a spaniel on the day?",
		"A: Keep her with a friend or in kennels until the house is set up.",
	))
	if !currentLine(got, "under", "150", "words") {
		t.Errorf("the word limit is marked updated by a request for a short packing list:\n%s", got)
	}
}

// REGRESSION. "No need to convert Mum's sponge recipe, it's already in
// grams" tells the assistant the recipe already is as the rule wants it;
// "no need to" + "convert" + "grams" (a word of the grams rule) is read as
// leave, and "Please always give weights in grams" is sent as updated.
func TestSkeptic67dRecipeAlreadyInGramsKeepsGrams(t *testing.T) {
	got := remembered(t, said(
		"I'm baking for my granddaughter Isla's christening on Sunday, about 40 guests. Please always give weights in grams.",
		"A: Will do.",
		"And keep it simple, I'm not much of a baker.",
		"A: Of course.",
		"The party is at the church hall in Ripon after the 11 o'clock service.",
		"A: Lovely.",
		"I'm making a Victoria sponge and two trays of flapjacks.",
		"A: Good crowd-pleasers.",
		"No need to convert Mum's sponge recipe, it's already in grams.",
		"A: Great, that makes it easy.",
		"How long does a 20cm sponge take at 180?",
		"A: About 25 minutes, until a skewer comes out clean.",
		"How much oats do I need for two trays of flapjacks?",
		"A: About 500 g of oats, 250 g butter, 250 g golden syrup, 150 g sugar.",
	))
	if !currentLine(got, "weights", "grams") {
		t.Errorf("the grams rule is marked updated by a recipe already in grams:\n%s", got)
	}
}

// REGRESSION. "On the ferry to Santander you can use euros or pounds in the
// shops" is how things are on board (the generic "you"); "you can" + "use"
// + "euros" (another currency of the pounds rule's system) is read as leave
// given to the assistant, and "Always give prices in pounds" is sent as
// updated.
func TestSkeptic67dFerryShopsTakeEurosKeepsPounds(t *testing.T) {
	got := remembered(t, said(
		"Day 1 – We're taking the kids to northern Spain in August, Portsmouth to Santander on the ferry. Always give prices in pounds please.",
		"A: Sure, pounds it is.",
		"Day 1 – Keep the answers short too, I'm planning on my lunch breaks.",
		"A: Will do.",
		"Day 2 – We've booked a cabin on the Galicia for the 3rd, back on the 17th.",
		"A: Good choice for kids.",
		"Day 2 – My husband Rob gets seasick, so an outside cabin.",
		"A: Sensible.",
		"Day 3 – On the ferry to Santander you can use euros or pounds in the shops.",
		"A: Good to know.",
		"Day 3 – How much is a day at Cabárceno for a family of four?",
		"A: Around £85 for two adults and two children.",
		"Day 4 – What should we pack for the crossing?",
		"A: Snacks, layers, travel sickness tablets and a deck of cards.",
	))
	if !currentLine(got, "prices", "pounds") {
		t.Errorf("the pounds rule is marked updated by what the ferry shops take:\n%s", got)
	}
}

// REGRESSION. Generic "du" and "tú" with a currency: "Mit dem
// Deutschlandticket kannst du für 58 Euro im Monat alle Regionalzüge
// nehmen" (German's "kannst du" may have its verb at the end, ten words on)
// and "Con el abono joven ya puedes usar el metro … por 20 euros al mes"
// tell what a ticket costs; both are read as leave for euros, and the
// person's rule to give prices in francs (in pounds) is sent as updated.
func TestSkeptic67dTicketPriceInEurosKeepsTheCurrencyRule(t *testing.T) {
	got := remembered(t, said(
		"Wir ziehen im Sommer von Basel nach Freiburg, mit zwei Kindern. Bitte nenn mir alle Preise in Franken, damit ich vergleichen kann.",
		"A: Mache ich.",
		"Und bitte duz mich.",
		"A: Klar, gern.",
		"Meine Frau Corinne fängt im August an der Uniklinik an.",
		"A: Schön.",
		"Die Kinder, Noah und Lia, kommen in die Karlschule.",
		"A: Gut.",
		"Mit dem Deutschlandticket kannst du für 58 Euro im Monat alle Regionalzüge nehmen, das ist super.",
		"A: Ja, sehr praktisch.",
		"Was kostet eine Dreizimmerwohnung in der Wiehre?",
		"A: Etwa 1.300 bis 1.600 Franken kalt.",
	))
	if !currentLine(got, "Preise", "Franken") {
		t.Errorf("the francs rule is marked updated by the price of a ticket:\n%s", got)
	}
	got = remembered(t, said(
		"Nos mudamos de Londres a Madrid en septiembre con los niños. Dame siempre los precios en libras, que así comparo.",
		"A: Vale.",
		"Y tutéame, por favor.",
		"A: Claro.",
		"Mi marido Tom empieza en el colegio británico en octubre.",
		"A: Genial.",
		"Los niños, Olivia y Max, van a ir al colegio del barrio.",
		"A: Muy bien.",
		"Con el abono joven ya puedes usar el metro y el Cercanías por 20 euros al mes, está tirado.",
		"A: Es muy barato, sí.",
		"¿Cuánto cuesta un piso de tres habitaciones en Chamberí?",
		"A: Unas 1.600 libras al mes.",
	))
	if !currentLine(got, "precios", "libras") {
		t.Errorf("the pounds rule is marked updated by the price of a travel pass:\n%s", got)
	}
}

// REGRESSION. A request said without a question mark, as many type it:
// "Me puedes dar los precios de tres empresas de mudanzas en Valencia." and
// "Kannst du mir die Preise für drei Fotografen in der Gegend geben." ask
// for prices; "me puedes"/"kannst du" + "dar"/"geben" + "precios"/"Preise"
// (a word of the rule) is read as leave, and the person's standing rule on
// prices is sent as updated.
func TestSkeptic67dARequestForPricesIsNoLeave(t *testing.T) {
	got := remembered(t, said(
		"Estamos organizando la mudanza de Madrid a Valencia en abril, con mi mujer Elena y los dos niños. Dame siempre los precios en euros y con IVA.",
		"A: Vale.",
		"Y respóndeme en pocas líneas, que lo leo en el móvil.",
		"A: Claro.",
		"El piso nuevo está en Ruzafa, tercero sin ascensor.",
		"A: Ojo con los muebles grandes entonces.",
		"Me puedes dar los precios de tres empresas de mudanzas en Valencia.",
		"A: Claro: Mudanzas Levante unos 1.200 €, Trasteros Turia unos 1.400 €, Mudanzas Ruzafa unos 1.100 €, IVA incluido.",
		"¿Hace falta pedir permiso al ayuntamiento para aparcar el camión?",
		"A: Sí, una reserva de espacio en la vía pública.",
	))
	if !currentLine(got, "precios", "euros", "IVA") {
		t.Errorf("the euros rule is marked updated by a request for prices:\n%s", got)
	}
	got = remembered(t, said(
		"Wir planen die Hochzeit meiner Schwester Anna im Juli am Ammersee. Bitte nenn alle Preise mit Mehrwertsteuer.",
		"A: Gern.",
		"Und antworte immer kurz, höchstens fünf Sätze.",
		"A: Mache ich.",
		"Die Location ist das Seehaus in Utting, 120 Gäste.",
		"A: Schön.",
		"Kannst du mir die Preise für drei Fotografen in der Gegend geben.",
		"A: Klar: Studio Lechner etwa 2.400 €, Mia Berg etwa 1.900 €, Foto Huber etwa 2.100 €, jeweils mit Mehrwertsteuer.",
		"Wie viel kostet ein Brautstrauß?",
		"A: 80 bis 150 Euro.",
	))
	if !currentLine(got, "Preise", "Mehrwertsteuer") {
		t.Errorf("the VAT rule is marked updated by a request for prices:\n%s", got)
	}
}

// REGRESSION. "No need to keep the receipts for the kitchen costs, Declan
// emails them all at the end" is about the person's own paperwork; "no
// need to" + "keep" + "kitchen costs" (the words of the table rule) is read
// as leave, and "Give me the kitchen costs in a table every time" is sent
// as updated.
func TestSkeptic67dNoNeedToKeepReceiptsKeepsTheTableRule(t *testing.T) {
	got := remembered(t, said(
		"[10:02] We're renovating our kitchen in Dublin this spring. Give me the kitchen costs in a table every time please.",
		"A: Will do.",
		"[10:04] And use euros, not dollars, whatever the website says.",
		"A: Of course.",
		"[10:10] The fitter is Declan Byrne, starting 3 April, four weeks.",
		"A: Noted.",
		"[10:15] We've decided on the oak worktops from Woodie's, €1,900.",
		"A: Nice choice.",
		"[10:21] No need to keep the receipts for the kitchen costs, Declan emails them all at the end.",
		"A: Handy.",
		"[10:30] What does a new extractor fan cost?",
		"A: Between €150 and €400 fitted.",
		"[10:31] And a Belfast sink?",
		"A: About €300 to €500.",
	))
	if !currentLine(got, "kitchen", "costs", "table") {
		t.Errorf("the table rule is marked updated by a remark about receipts:\n%s", got)
	}
}

// REGRESSION. "Remind me who is picking up Grandma from the station on
// Saturday?" asks what was never said: Grandma's arrival and "I'm picking up
// the cake" were said, but no one was ever named to fetch her. recallAsked
// counts each word as said elsewhere ("picking" from the cake, "Grandma",
// "station", "Saturday" from the arrival) and drops the line — the open
// question is lost (the assistant answered it was never said).
func TestSkeptic67dRemindMeOfWhatWasNeverSaidStaysOpen(t *testing.T) {
	got := remembered(t, said(
		"We're planning Grandma Joan's 90th birthday party for 12 July. Please keep answers short and use British spelling.",
		"A: Will do.",
		"Grandma arrives at Exeter station on Saturday at 11.",
		"A: Noted.",
		"I'm picking up the cake from Rosie's on Friday afternoon.",
		"A: Okay.",
		"We've booked the Crown Inn function room for the party, £300 deposit paid.",
		"A: Great.",
		"My brother Dan will say a few words at 3pm.",
		"A: Lovely.",
		"Remind me who is picking up Grandma from the station on Saturday?",
		"A: You haven't said who yet.",
		"What flowers are in season in July?",
		"A: Sweet peas, roses and cornflowers.",
	))
	if lineWith(got, "picking", "Grandma", "station") == "" {
		t.Errorf("the open question of who fetches Grandma is dropped as a recall:\n%s", got)
	}
}

// REGRESSION. "You can give distances in miles now, Dad only understands
// miles" takes back the kilometres only; the line "Please give distances in
// kilometres and temperatures in Celsius" is sent whole as "(updated in
// #7)", telling the model Celsius may be gone too (at most it is partly
// updated; the driving-times rule stays as it should).
func TestSkeptic67dMilesNowLeavesCelsiusStanding(t *testing.T) {
	got := remembered(t, said(
		"We're doing a big family trip to Canada in July, Calgary to Jasper. Please give distances in kilometres and temperatures in Celsius.",
		"A: Sure.",
		"Also always give the driving times in hours and minutes, not decimals.",
		"A: Okay.",
		"My dad Frank is 78 and can't walk far, and my sister Liz is coming with her twins.",
		"A: Noted.",
		"You can give distances in miles now, Dad only understands miles.",
		"A: Miles from now on.",
		"How long is the drive from Banff to Jasper?",
		"A: About 180 miles, 3 hours 30 minutes.",
		"What's the weather like in Jasper in July?",
		"A: Around 22°C in the day, 8°C at night.",
	))
	if l := lineWith(got, "temperatures", "Celsius"); l == "" || strings.Contains(l, "(updated in") {
		t.Errorf("the Celsius rule is sent as updated by leave for miles:\n%s", got)
	}
}

// REGRESSION. A changed plan marks a decision about something else that
// happens to share a place: the new shed "against the back fence" marks
// "paint the back fence sage green" as updated; the rehearsal dinner "at
// the church hall in the village" marks "the ceremony will be at St Mary's
// church in the village".
func TestSkeptic67dChangedPlanMarksADecisionOfTheSamePlace(t *testing.T) {
	got := remembered(t, said(
		"We're doing up the garden this spring. Please give measurements in metric and keep answers short.",
		"A: Sure.",
		"We've decided to paint the back fence sage green.",
		"A: Nice colour.",
		"We've decided on a Hinoki cedar for the corner by the patio.",
		"A: Lovely tree.",
		"My neighbour Ray is lending us his cement mixer.",
		"A: Handy.",
		"Change of plan: we're putting the new shed against the back fence, not by the house.",
		"A: Okay.",
		"How deep should a shed base be?",
		"A: About 10 cm of concrete on 10 cm of hardcore.",
	))
	if !currentLine(got, "fence", "sage", "green") {
		t.Errorf("the fence colour is marked updated by where the shed goes:\n%s", got)
	}
	got = remembered(t, said(
		"We're planning my daughter Amy's wedding for 14 June. Keep answers under 100 words please.",
		"A: Will do.",
		"We've decided the ceremony will be at St Mary's church in the village.",
		"A: Lovely.",
		"We've decided on Bella Rosa for the flowers, white roses.",
		"A: Beautiful.",
		"Amy's fiancé Josh is from Cork, his family are flying over.",
		"A: How lovely.",
		"Change of plan: we're having the rehearsal dinner at the church hall in the village instead of the pub.",
		"A: Good idea.",
		"How many tables do we need for 40?",
		"A: Five tables of eight.",
	))
	if !currentLine(got, "ceremony", "Mary's") {
		t.Errorf("the ceremony decision is marked updated by the rehearsal dinner:\n%s", got)
	}
}

// STILL MISSED. Every message opens "Tag N –" and two of them "Tag N –
// Planänderung:": the skeleton "tag # – planänderung:" is taken for a label
// and stripped, so the first changed plan (the van) loses its head, is no
// decision, and stays unmarked when the second plan goes back to the
// removal firm. (The English "Day N – Change of plan:" keeps its head.)
func TestSkeptic67dDayPrefixedPlanaenderungIsNoLabel(t *testing.T) {
	got := remembered(t, said(
		"Tag 1 – Wir ziehen am 14. März von Köln nach Leipzig um. Bitte duz mich und gib alle Preise in Euro an.",
		"A: Klar.",
		"Tag 1 – Wir haben uns für die Spedition Krüger entschieden, 1.450 Euro.",
		"A: Gut.",
		"Tag 2 – Die Kinder gehen ab April in die Grundschule am Rosental.",
		"A: Schön.",
		"Tag 3 – Planänderung: wir fahren mit einem Transporter selbst, mein Bruder Jan hilft.",
		"A: Okay.",
		"Tag 4 – Planänderung: wir nehmen doch die Spedition Krüger, Jan hat keinen Urlaub bekommen.",
		"A: Verstehe.",
		"Tag 5 – Die Wohnung in Leipzig hat 84 Quadratmeter.",
		"A: Schön groß.",
	))
	if l := lineWith(got, "Transporter"); l == "" || !strings.Contains(l, "Planänderung") && !strings.Contains(l, "updated in") {
		t.Errorf("the changed-plan head is stripped as a label and the old plan left standing:\n%s", got)
	}
}

// Left as notes (STILL MISSED on c9e7fa3 and on the fixes of this review):
// - "Du musst die Preise nicht mehr in Euro umrechnen" after "Bitte rechne
//   mir alle Preise in Euro um" takes nothing back: "du musst … nicht mehr"
//   is no word of leave ("du musst" alone orders: "du musst mir immer in
//   Euro antworten").
// - "Dame las recetas siempre en gramos." after another sentence of the
//   message, and "Tutéame, por favor." as a message of its own, keep no
//   line ("Dame siempre las recetas en gramos", "Por favor, tutéame" do).
