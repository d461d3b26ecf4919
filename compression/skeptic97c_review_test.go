package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Third review of stop 97's readings (cbb4985 against c01e42b): each test
// here passes on the parent and fails on the change. The messages are made
// up for this review; none is taken from the project's evaluation data.
// notKind97a is the first review's helper.

// --- 1. bannedInSuggestions: any "no", "ninguna", "kein" that opens a clause
// with "your suggestions" in it is read as a ban -----------------------------

// What the family thinks of the names suggested is news of them (and of
// what Grandad wants), not a rule for every answer. The parent kept it as a
// fact; the change sends it to the model as a standing instruction.
func TestSkeptic97cNoOneLikingYourSuggestionsIsNoInstruction(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"No one here likes your suggestions for the name, Grandad wants Seán.", "Grandad"},
		{"Ninguna de tus sugerencias me convence, la verdad, son todas carísimas.", "carísimas"},
		{"Kein einziger von deinen Vorschlägen passt zu uns, wir haben ja einen Hund.", "Hund"},
	} {
		notKind97a(t, c.text, c.want, session.LedgerRule, "it says how the suggestions went down and bans nothing")
	}
}

// Not knowing which suggestion to take is a choice still open, not an order.
func TestSkeptic97cNoIdeaWhichSuggestionToPickIsNoInstruction(t *testing.T) {
	notKind97a(t, "No idea which of your suggestions to pick, they all look lovely.", "pick", session.LedgerRule,
		"the person cannot choose between the suggestions; nothing is asked of every answer")
}

// --- 2. mannerAlone: "Prices, rounded:" before the person's own figures ----

// The person gives their own costs, rounded; the change reads the figures,
// after any instruction, as an order to round prices (97b found this for
// "exactos"/"genau" only).
func TestSkeptic97cThePersonsRoundedFiguresAfterAnOrderAreNoOrder(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Always answer in English. Prices, rounded: ferry €40, hotel €120 a night, bikes €15 a day.", "ferry"},
		{"Antworte bitte immer auf Deutsch. Die Preise, aufgerundet: Fähre 40 Euro, Hotel 120 Euro pro Nacht.", "Fähre"},
		{"Contéstame siempre en español. Los precios, redondeados: el ferry 40 euros, el hotel 120 la noche.", "ferry"},
	} {
		if k, ok := kindOf96(c.text, c.want); !ok || k == session.LedgerRule {
			t.Errorf("%q: the line with %q is %v (kept %v), want the person's fact, not an instruction:\n%v", c.text, c.want, k, ok, read31(c.text))
		}
	}
}

// --- 3. thenOwnPlan: any "then we/I …" after a plan fell through ----------

// Arriving late because of a cancellation or a strike is what befalls the
// person, not a choice ("at the earliest", "erst", "como pronto").
func TestSkeptic97cArrivingLaterAfterACancellationIsNoDecision(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"The ferry is cancelled, the storm. Then we'll get to Inis Mór on Monday at the earliest.", "Inis Mór"},
		{"Der Flug fällt aus, die Piloten streiken. Dann kommen wir erst am Montag in Lissabon an.", "Lissabon"},
		{"Se cayó el vuelo, hay huelga. Entonces vamos a llegar a Lisboa el lunes como pronto.", "Lisboa"},
	} {
		notKind97a(t, c.text, c.want, session.LedgerDecision, "it is what the cancellation means for the person, nothing chosen")
	}
}

// Understanding now why someone was quiet is a realization about the past.
func TestSkeptic97cUnderstandingWhyIsNoDecision(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Die Hochzeit fällt aus, die beiden haben sich getrennt. Dann verstehe ich jetzt auch, warum Lena so still war.", "Lena"},
		{"Der Ausflug fällt aus, der Bus ist kaputt. Dann wissen wir wenigstens, warum der Fahrer nicht ans Telefon ging.", "Fahrer"},
	} {
		notKind97a(t, c.text, c.want, session.LedgerDecision, "it explains something past, nothing is decided")
	}
}

// Money that comes back or is saved is what follows from the plan falling
// through (what the club says, a consolation), not the person's choice.
func TestSkeptic97cMoneyBackOrSavedIsNoDecision(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Das Fest fällt aus, die Kapelle sagt ab. Dann bekommen wir das Geld zurück, sagt der Verein.", "Geld"},
		{"Aus dem Umzug wird nichts, der Vermieter hat abgesagt. Dann sparen wir uns wenigstens die Umzugskosten von 900 Euro.", "Umzugskosten"},
	} {
		notKind97a(t, c.text, c.want, session.LedgerDecision, "it is a consequence of the cancellation, nothing chosen")
	}
}

// --- 4. "back to one|five|ten|…" in changed matches the start of a word or
// phrase that is no hour ----------------------------------------------------

// Going on to a cousin's house after dinner leaves the dinner at 8 as it was.
func TestSkeptic97cBackToOneOfTheCousinsChangesNoDinnerTime(t *testing.T) {
	memory := memory96(t,
		"Dinner at the Anchor is at 8 on Saturday for Mum's 70th.",
		"The cake is ordered from the bakery on Main Street.",
		"After the Anchor on Saturday we're all going back to one of the cousins' houses, about 11.",
	)
	current95(t, memory, "Anchor", "8", "70th")
}

// Five-a-side training on Tuesday does not move Saturday's match.
func TestSkeptic97cBackToFiveASideChangesNoMatch(t *testing.T) {
	memory := memory96(t,
		"The under-12s play their first match on Saturday at 11 in Ballyhale.",
		"The jerseys came yesterday.",
		"The under-12s are back to five-a-side on Tuesday at 6, in the sports hall.",
	)
	current95(t, memory, "match", "Ballyhale")
}

// Flying back to Tenerife in April is another trip: she still flies home on
// the 12th of March.
func TestSkeptic97cBackToTenerifeChangesNoFlightHome(t *testing.T) {
	memory := memory96(t,
		"Mum flies home from Tenerife on the 12th of March.",
		"The kitchen fitters come on Monday.",
		"Mum is flying back to Tenerife on the 2nd of April for another month in the sun.",
	)
	current95(t, memory, "home", "12th", "March")
}

// --- 5. calledOffPlan: a plan called off marks any decision sharing three
// words, though it calls off another leg of the day ----------------------------

// Not cycling home leaves cycling to the market as decided.
func TestSkeptic97cNotCyclingHomeLeavesCyclingThere(t *testing.T) {
	memory := memory96(t,
		"Decision made: we're cycling to the market on Saturday morning with the kids.",
		"The cake is ordered from the bakery on Main Street.",
		"Change of plan, because of the puncture: we're not cycling home from the market after all, Dad will collect us at 12.",
	)
	current95(t, memory, "cycling", "to", "market", "Saturday")
}

// Not walking from the church to the hotel leaves the walk to the church.
func TestSkeptic97cNotWalkingToTheHotelLeavesTheWalkToChurch(t *testing.T) {
	memory := memory96(t,
		"Decision made: we're walking to the church from Gran's house, it's ten minutes.",
		"The cake is ordered from the bakery on Main Street.",
		"Change of plan, because it's lashing: we're not walking to the hotel from the church after all, the bus is collecting everyone.",
	)
	current95(t, memory, "walking", "Gran's", "house")
}

// --- 6. seeksJob's "who'll": a gripe about staff seeks nobody ----------------

func TestSkeptic97cAShopAssistantWhoWillLookAtYouIsNoQuestion(t *testing.T) {
	notKind97a(t, "Still haven't found a shop assistant who'll look me in the eye in that place.", "shop assistant", session.LedgerQuestion,
		"it moans about the staff of a shop; nobody is being looked for")
}

// Misses that the parent reads wrongly as well (cbb4985 does not fix them);
// not tests. Conversations: every message answered "Ok.".
//
//  1. "Das Konzert ist abgesagt. Dann machen wir uns eben einen gemütlichen
//     Abend zu Hause." keeps nothing of the evening at home on both (a
//     decision "then" after a plan fell through, lost).
//  2. "Our flight was cancelled, a strike. Then we're going to miss the first
//     night of the wedding." loses the missed night on both.
//  3. "The ferry is cancelled, the storm. Then we'll get to Inis Mór on Monday
//     at the earliest." loses the cancellation on both (only the second
//     sentence is kept); so do "The trip fell through, the bus broke down.
//     Then we get our money back at least, Dad says." and "The match is off.
//     Then we know where we stand at least." (nothing kept at all).
//  4. "Decision made: the Anchor for Mum's 70th, they do a set menu for 40."
//     / "The cake is ordered from the bakery on Main Street." / "Forget the
//     Anchor for now. What should I get Mum as a present?" marks the Anchor
//     updated on both (a topic set aside, not a venue scrapped); so does
//     "Decidido: el Mesón del Puerto para los 70 de mi madre." / "La tarta la
//     hace mi tía Encarna." / "Olvida el Mesón un momento. ¿Qué le regalo a
//     mi madre?".
//  5. "Decision made: we're driving down to Cork on Friday for Gran's
//     birthday." / "The cake is ordered from the bakery on Main Street." /
//     "Change of plan for Sunday: we're not driving back from Cork, we'll get
//     the train." marks Friday's drive updated on both.
//  6. "Decided: we're taking the kids to Lahinch for the weekend, staying in
//     Gran's caravan." / "The boots are broken in." / "Change of plan,
//     because Tom's knee is at him: we're not taking the kids surfing, they
//     can do the pitch and putt." marks the weekend in Lahinch updated on
//     both, and cuts "they can do the pitch and putt".
//  7. "Mass on Sunday is at 11 in St Joseph's." / "The cake is ordered from
//     the bakery on Main Street." / "After Mass at St Joseph's on Sunday we
//     went back to one of the cousins' houses at 1 for dinner." drops the
//     Mass line on both: the time of Mass is lost.
//  8. "No idea which of your suggestions to pick, they all look lovely." is a
//     plain fact on the parent (a choice still open; the change makes it an
//     instruction, test above).
//  9. "Entscheidung ist gefallen: wir fahren am Freitag mit dem Zug nach
//     Wien, um acht ab Linz." is split on both, "um acht ab Linz." a line of
//     its own that says not what leaves at eight.
// 10. "Still haven't decided: the Anchor or the Harbour Hotel for Mum's
//     70th." / "The cake is ordered from the bakery on Main Street." /
//     "Forget the Anchor." leaves the open question unmarked on both, though
//     the Anchor is out (partly updated).
// 11. "Eine Sache noch: ich weiß nicht, ob du das schon wusstest, aber Lena
//     ist schwanger." keeps "ob du das schon wusstest, aber Lena ist
//     schwanger." on both, a line that opens mid-sentence.
