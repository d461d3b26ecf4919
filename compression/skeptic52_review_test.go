package compression_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of 7d415c1..HEAD (stop 52): what is chosen instead beside its
// reason, unit orders with an "always", nod tags after them, bans "on me",
// the same number said again, and the "best" update search needing an
// overlap of two. Each test fails on HEAD; its comment says whether it also
// fails on 7d415c1 (older) or is new with this change.

// talk52s is a conversation of the person's messages, each answered "Ok.".
func talk52s(msgs ...string) []string {
	var out []string
	for _, m := range msgs {
		out = append(out, m, "A: Ok.")
	}
	return out
}

// stale52s reports a line of message n holding the old value that stands
// unmarked: the model is told the old value is current. A line gone (the
// newer line says all it said) is fine.
func stale52s(t *testing.T, got string, n, by int, old ...string) {
	t.Helper()
	if l := lineOf(got, n, old...); l != "" && !strings.Contains(l, fmt.Sprintf("updated in #%d", by)) {
		t.Errorf("the old value %q stands unmarked: %q\n%s", old, l, got)
	}
}

// rule52s reports whether text is read into an instruction holding all words.
func rule52s(text string, words ...string) bool {
	return slices.ContainsFunc(read31(text), func(e session.LedgerEntry) bool {
		return e.Kind == session.LedgerRule && !slices.ContainsFunc(words, func(w string) bool { return !strings.Contains(e.Text, w) })
	})
}

// NEW (passes on 7d415c1, fails on HEAD): a date or time moved in a
// conversation about one event shares only the event's word with the line
// it changes — the conversation's topic, worth 1, below the new overlap of 2.
// The old date/time stays on the memory unmarked beside the new one; the
// model is not told which holds (the christening "at 11am", the wedding
// "am 14. Juni", "el 14 de junio").
func TestSkeptic52AMovedEventDateStillMarksTheOldOne(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		old  []string
	}{
		{[]string{
			"The christening is at 11am at St Mary's.",
			"After the christening we're doing lunch at home.",
			"The christening outfit came from Nana.",
			"The christening has moved to 2pm, the vicar had a funeral.",
		}, []string{"11am"}},
		{[]string{
			"Die Hochzeit ist am 14. Juni.",
			"Für die Hochzeit brauchen wir noch einen DJ.",
			"Die Hochzeit wird im Garten gefeiert.",
			"Die Hochzeit ist jetzt am 21. Juni, der Saal war doppelt gebucht.",
		}, []string{"14. Juni"}},
		{[]string{
			"Die Taufe ist um 11 Uhr in St. Marien.",
			"Nach der Taufe gibt es Mittagessen bei uns.",
			"Das Taufkleid ist von Oma.",
			"Die Taufe ist jetzt um 14 Uhr, der Pfarrer hat eine Beerdigung.",
		}, []string{"11 Uhr"}},
		{[]string{
			"La boda es el 14 de junio.",
			"Para la boda necesitamos un DJ.",
			"La boda será en el jardín.",
			"La boda ahora es el 21 de junio, el salón estaba ocupado.",
		}, []string{"14 de junio"}},
	} {
		got := remembered(t, said(talk52s(c.msgs...)...))
		stale52s(t, got, 1, 7, c.old...)
	}
}

// NEW (passes on 7d415c1, fails on HEAD): revalues now skips a number the
// old line holds with another kind — but a new count that happens to equal
// the old price ("12 kids" after "12 pounds a head … 20 kids") is a new
// value of the count all the same. The old count stands unmarked.
func TestSkeptic52ACountEqualToThePriceIsStillNews(t *testing.T) {
	for _, c := range []struct {
		first, later string
		old          string
	}{
		{"The boat trip is 12 pounds a head and we have 20 kids on the list.", "Now it's 12 kids, eight dropped out with the flu.", "20 kids"},
		{"The choir trip is 20 pounds each and 14 singers are going.", "Now 20 singers are going!", "14 singers"},
		{"The allotment plot is 40 pounds a year and I've planted 6 rows of potatoes.", "I've planted 40 rows of potatoes now, went a bit mad.", "6 rows"},
		{"Der Schwimmkurs kostet 30 Euro und es sind 8 Kinder angemeldet.", "Es sind jetzt 30 Kinder angemeldet, sie haben zwei Kurse zusammengelegt.", "8 Kinder"},
		{"El paseo en barco cuesta 12 euros por cabeza y hay 20 niños apuntados.", "Ahora solo hay 12 niños apuntados, los demás están con gripe.", "20 niños"},
		{"La cena cuesta 25 euros por persona y somos 18.", "Ahora somos 25, se apuntaron los primos.", "somos 18"},
	} {
		got := remembered(t, said(talk52s(c.first, c.later)...))
		stale52s(t, got, 1, 3, c.old)
	}
}

// NEW (facts on 7d415c1, instructions on HEAD): a grumble about how others
// give units ends on "<measured> always in <unit>" and is read as the
// person's own order — the model is told to give weights in cups or ounces,
// the very thing the person complains of.
func TestSkeptic52AGrumbleAboutUnitsIsNoOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"American recipes drive me nuts, measurements always in cups.",
		"My cousin in Texas is hopeless, distances always in miles.",
		"Honestly the Yanks, temperatures always in Fahrenheit.",
		"Diese amerikanischen Rezepte nerven total, Gewichte immer in Unzen.",
		"Las recetas gringas me vuelven loca, las medidas siempre en onzas.")
}

// NEW (facts on 7d415c1, instructions on HEAD): what someone else's
// document or card is written in ("Grandad's recipe cards, weights always in
// ounces", "the Swiss supplier's invoice: amounts always in francs") is a
// fact of the thing, not an order on the answers.
func TestSkeptic52SomeoneElsesPaperIsNoUnitOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"Grandad's old recipe cards, weights always in ounces.",
		"The invoice from the Swiss supplier: amounts always in francs.",
		"Oma's Rezeptheft ist lustig, Gewichte immer in Pfund.",
		"El recetario de mi abuela es un caos, las medidas siempre en onzas.")
}

// NEW (unmarked on 7d415c1, marked on HEAD): worse than the wrong kind —
// the grumble, read as a unit order, switches the currency of the person's
// real standing instruction and marks it "(updated in #3)": the model is
// told the euro (or kilometre) rule no longer holds.
func TestSkeptic52AGrumbleLeavesTheRealUnitRuleCurrent(t *testing.T) {
	for _, c := range []struct{ rule, grumble, key string }{
		{"Please always give me prices in euros.", "That British gift shop online was a pain, prices always in pounds.", "euros"},
		{"Please give distances in kilometres.", "My cousin in Texas is hopeless, distances always in miles.", "kilometres"},
		{"Bitte gib mir Preise immer in Euro.", "Der Onlineshop aus London nervt, Preise immer in Pfund.", "Euro"},
		{"Por favor, dame siempre los precios en euros.", "La tienda de Londres es un rollo, los precios siempre en libras.", "euros"},
	} {
		got := remembered(t, said(talk52s(c.rule, c.grumble)...))
		if l := lineOf(got, 1, c.key); l == "" || strings.Contains(l, "updated in") {
			t.Errorf("the rule %q is lost or marked updated by the grumble %q: %q\n%s", c.rule, c.grumble, l, got)
		}
	}
}

// NEW (facts on 7d415c1, instructions on HEAD): untagged now drops a nod
// tag after any sentence with an "always", so a traveller's check of how a
// country prices things ("In Ecuador prices always in dollars, yeah?") is
// read as a standing order on the answers' currency.
func TestSkeptic52ACheckAboutACountryIsNoUnitOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"In Ecuador prices always in dollars, yeah?",
		"So in Ecuador, prices always in dollars, yeah?",
		"In der Schweiz Preise immer in Franken, ja?",
		"En Ecuador los precios siempre en dólares, ¿sí?")
}

// OLDER (fails on 7d415c1 too; the change's own target left short): an
// "always" unit order closed by a thanks is no instruction — "only when the
// unit clause is last" sees "thanks", "cheers", "gracias" as the last clause.
// Two of them leave no line at all: the order is lost.
func TestSkeptic52AnAlwaysUnitOrderWithThanksIsKept(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Temperatures always in Celsius, thanks.", []string{"Celsius"}},
		{"Prices always in dollars, cheers.", []string{"dollars"}},
		{"Preise immer in Euro, danke.", []string{"Euro"}},
		{"Los precios siempre en euros, gracias.", []string{"euros"}},
	} {
		if !rule52s(c.text, c.keys...) {
			t.Errorf("%q: no instruction holds %q: %v", c.text, c.keys, read31(c.text))
		}
	}
}

// OLDER (fails on 7d415c1 too; change 3 left short): a ban "on me" / "for
// me" / "conmigo" with an "either" / "tampoco" after it is no instruction;
// "No emojis on me either, please" leaves no line at all.
func TestSkeptic52ABanOnMeEitherIsKept(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"No emojis on me either, please.", []string{"emojis"}},
		{"No emojis for me either, please.", []string{"emojis"}},
		{"And no metric on me either, ta.", []string{"metric"}},
		{"Nada de emojis conmigo tampoco, porfa.", []string{"emojis"}},
	} {
		if !rule52s(c.text, c.keys...) {
			t.Errorf("%q: no instruction holds %q: %v", c.text, c.keys, read31(c.text))
		}
	}
}

// OLDER (fails on 7d415c1 too; change 1 left short): insteadNow hears a
// choice made instead only from "we", "I", "it": what someone else does
// instead ("So she's doing a cheesecake instead", "So they're doing cold
// platters instead") is dropped beside its reason, and the memory keeps only
// the trifle / the hot buffet — the newest value of an update is lost.
func TestSkeptic52WhatSomeoneElseDoesInsteadIsKept(t *testing.T) {
	for _, c := range []struct {
		first, later string
		keys         []string
	}{
		{"My sister is bringing the trifle on Sunday.", "Her oven broke on Tuesday. So she's doing a cheesecake instead, no baking needed.", []string{"cheesecake"}},
		{"The caterers are doing a hot buffet for the wake.", "Their kitchen flooded on Monday. So they're doing cold platters instead, same price.", []string{"cold platters"}},
	} {
		got := remembered(t, said(talk52s(c.first, c.later)...))
		if lineOf(got, 3, c.keys...) == "" {
			t.Errorf("%q: no line holds %q:\n%s", c.later, c.keys, got)
		}
	}
}

// OLDER (fails on 7d415c1 too): a new count that equals the old price is
// read as a repeat of the old line (both its keys, "15" and "teams", are on
// it) and dropped: the memory says 12 teams when there are 15.
func TestSkeptic52ANewCountEqualToThePriceIsNoRepeat(t *testing.T) {
	for _, c := range []struct {
		first, later string
		keys         []string
	}{
		{"Quiz night is 15 pounds per team and we've got 12 teams so far.", "We're up to 15 teams now!", []string{"15 teams"}},
		{"El quiz cuesta 15 euros por equipo y de momento hay 12 equipos.", "¡Ya vamos por 15 equipos!", []string{"15 equipos"}},
	} {
		got := remembered(t, said(talk52s(c.first, c.later)...))
		if lineOf(got, 3, c.keys...) == "" {
			t.Errorf("%q: the new count is lost:\n%s", c.later, got)
		}
	}
}
