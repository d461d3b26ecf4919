package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// The review of stop 42 (e20ce00..HEAD): inputs the change now reads worse —
// a fact joined to another subject's line, a remark made a standing rule, a
// real order or a plain statement read as something else. Each case was
// checked to read right at e20ce00 unless its comment says otherwise. The
// sentences are this file's own.

// noLineHolds42 fails when one line read of text holds both a and b.
func noLineHolds42(t *testing.T, text, a, b string) {
	t.Helper()
	for _, e := range read31(text) {
		if strings.Contains(e.Text, a) && strings.Contains(e.Text, b) {
			t.Errorf("%q: one line (%v) holds %q and %q: %q", text, e.Kind, a, b, e.Text)
		}
	}
}

// decisionHead looks for its words of deciding and changing by bare
// substring ("raised" in "I was raised on a farm", "agreed" in "disagreed",
// "subieron", "after all.") and takes any "on/with/over/con/de" after them
// for "what the decision was about": the sentence after — another person,
// another subject — is joined to it. The sister's flight becomes a
// "decision" glued to a remark about the weather; Dev's job is one line with
// where the person grew up; Carla's wedding date is one line with a day out
// in the mountains. At e20ce00 each was its own line.
func TestSkeptic42NoDecisionHeadInsideAnOrdinarySentence(t *testing.T) {
	for _, c := range []struct{ text, a, b string }{
		{"I was raised on a farm in Iowa. My husband Dev grew up in Chicago and works at the airport.", "Iowa", "Dev"},
		{"He disagreed with everything I said. The party is at Jen's place on Saturday at 7.", "disagreed", "party"},
		{"It rained after all. My sister's flight lands at 9:40 on Friday.", "rained", "flight"},
		{"We put up with the noise for years. The landlord finally fixed the windows in March.", "noise", "landlord"},
		{"Los niños subieron con el abuelo a la montaña. Mi hermana Carla se casa el 14 de junio en Sevilla.", "montaña", "Carla"},
	} {
		noLineHolds42(t, c.text, c.a, c.b)
	}
}

// What the wrong join above costs: when the rent of the joined sentence goes
// up later, the whole line is marked "(updated in #3)" — the model is told
// that where the person grew up (or which school the son moved to) was
// superseded, and an outdated line is the first to go when the memory is
// short. At e20ce00 the Iowa line and the school line stood unmarked.
func TestSkeptic42AnUpdateDoesNotMarkAFactJoinedByADecisionWord(t *testing.T) {
	for _, c := range []struct{ first, update, key string }{
		{"I was raised on a farm in Iowa. The rent here in Denver is $1,800 a month.", "Our rent went up to $1,950 a month.", "Iowa"},
		{"Mi hijo Tomás cambió de colegio. La cuota del comedor es de 60 euros al mes.", "La cuota del comedor subió a 65 euros.", "colegio"},
	} {
		got := remembered(t, said(c.first, "A: Ok.", c.update, "A: Ok."))
		if l := lineOf(got, 1, c.key); l == "" || strings.Contains(l, "updated in") {
			t.Errorf("%q is lost or marked outdated by an update of something else:\n%s", c.key, got)
		}
	}
}

// English "Also …" adds something new; it is not German "Also" ("so"). The
// consequence join glues "Also the rent is now £950" onto an unrelated fact
// about the person's brother, and the next rent rise marks the brother's
// move to Berlin "(updated in #3)". At e20ce00 they were two lines and only
// the rent was marked.
func TestSkeptic42AnEnglishAlsoIsNoConsequence(t *testing.T) {
	first := "My brother Sam moved to Berlin for a job at Siemens last month. Also the rent is now £950."
	noLineHolds42(t, first, "Berlin", "£950")
	got := remembered(t, said(first, "A: Ok.", "The rent went up again, it's £990 from June.", "A: Ok."))
	if l := lineOf(got, 1, "Berlin"); l == "" || strings.Contains(l, "updated in") {
		t.Errorf("Sam's move to Berlin is lost or marked outdated by the rent:\n%s", got)
	}
}

// "always"/"never" before a bare verb of writing (put, add, round) now makes
// an order wherever it stands — also in a memory of what a grandparent or a
// friend used to do. Each of these becomes a standing rule sent above every
// fact ("Grandpa would always put sugar in his tea" as an instruction to the
// assistant). At e20ce00 each was a fact.
func TestSkeptic42WhatSomeoneWouldAlwaysDoIsNoOrder(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Grandpa would always put sugar in his tea.",
		"Oma would always add nutmeg to the mashed potatoes.",
		"He'd always put the kettle on before anything else.",
		"Tom would always round up the bill at restaurants.",
	)
}

// The "…, so always answer …" reading (a reason, then an order) takes the
// person's own habit with its subject left out ("We're early birds, so
// [we] always start the day …") for an order to the assistant: a standing
// rule "always start the day with a walk on the beach". At e20ce00 both were
// facts.
func TestSkeptic42AHabitAfterSoIsNoOrder(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"We're early birds, so always start the day with a walk on the beach.",
		"I'm a creature of habit, so always start with a coffee at 7.",
	)
}

// What Mum or "she" said, followed by the person's own order ("…, so never
// use emojis in …"): quotesSomeone now skips the order's clause because the
// clause before it has a family word or "she" before "says", though the
// order has no quoted "you" at all. The person's standing instruction is
// lost — the model goes on suggesting the Sunday lunch. At e20ce00 each was
// a rule.
func TestSkeptic42AnOrderAfterWhatSomeoneSaidStays(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Mum says she hates them, so never use emojis in the birthday messages.",
		"Gran said no, so never suggest the Sunday lunch again.",
		"She said no, so never suggest the Sunday lunch again.",
	)
}

// "podés" in the request lists marks every River Plate sentence with a
// generic "you can" as an open task for the assistant: "En el mercado de San
// Telmo podés comer re bien por 5 mil pesos" is a tip, not a request, but it
// is now sent as something the person still wants done. (The tú forms,
// "En Madrid puedes comer …", "¿Puedes creer …?", were read so at e20ce00
// already; the vos ones were facts.)
func TestSkeptic42AGenericVosIsNoRequest(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"En el mercado de San Telmo podés comer re bien por 5 mil pesos.",
		"En ese hotel podés pagar con tarjeta, ya lo confirmé, sale 80 dólares la noche.",
		"Con la SUBE podés viajar en colectivo y en subte, la cargué con 10 mil pesos.",
		"¿Podés creer que el alquiler subió a 300 mil pesos?",
	)
}

// "lectures", "sermons", "Vorträge" joined the looks only answers have: a
// student's or churchgoer's relief that they are over is now a standing ban
// on the assistant ("No more lectures, thank god."). At e20ce00 each was
// nothing or a fact.
func TestSkeptic42ReliefThatLecturesAreOverIsNoBan(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"No more lectures, thank god.",
		"No more sermons, thank goodness.",
		"Keine Vorträge mehr, das Semester ist vorbei.",
	)
}

// "Bs." as school grades before a sentence that opens on a figure is read as
// bolivianos: the sentence does not end, and the grades and the
// prize-giving are one line. (Small harm — both are still said — but the
// sentence is cut wrongly; at e20ce00 they were two lines.)
func TestSkeptic42GradesAreNoCurrency(t *testing.T) {
	noLineHolds42(t, "Ella's grades were As and Bs. 4 of us are going to the prize-giving at Hartley Hall on 9 July.", "grades", "prize-giving")
	noLineHolds42(t, "Got my results back, all Bs. 2 exams left: chemistry on 3 June and physics on 10 June.", "results", "chemistry")
}
