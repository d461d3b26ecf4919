package compression_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of 6eed09f (the sixth review of stop 63; 076ca58,
// 9d31eb1 and 0b5a75f after it change no behaviour) against its parent
// 0beade2, on plain everyday messages: the day sigh and what follows it,
// "What's still missing:" lists with who/where/when clauses and "saying",
// orders to explain everything with a reason, and what someone named does
// for a living. The sentences are this file's own; said, lineOf, talk62e
// and held63e are reused.
//
// REGRESSION: fails on 0b5a75f, passes on 0beade2.
// STILL MISSED: fails on both.

// asked64a is a case of a first message and the message (#3) read after it.
type asked64a struct{ first, msg string }

const (
	wedding64a = "Wedding's on Saturday 6 September at the Trout in Cockermouth."
	move64a    = "We're moving house on Friday 4 July, from Leeds to York."
	market64a  = "The farmers' market is on Saturday in Ludlow, stall 14."
	boda64a    = "Boda el sábado 6 de septiembre en la finca de mis tíos en Ronda."
	hochzeit64 = "Die Hochzeit ist am Samstag, 6. September, im Gasthof Krone in Bamberg."
	mortgage64 = "We're remortgaging the house, the fixed rate ends on 30 September."
	hipoteca64 = "Estamos cambiando la hipoteca, el tipo fijo acaba el 30 de septiembre."
	hypothek64 = "Wir schulden die Hypothek um, die Zinsbindung endet am 30. September."
)

// 1. REGRESSION. After the day sigh, "or how many …" with the person's own
// "I" now sighs on whatever is counted, unless a word of paying, ordering,
// booking or inviting stands in the rest (carriedAsks no longer wants
// sleep, coffees, hours): "how many boxes I still need", "how many guests
// I'm actually expecting", "how many loaves I should bake for the market",
// "how much money I've got left for the move" are things still to be
// worked out, and sighGoesOn now drops the whole message — the memory
// says nothing of them, and the model never comes back to the headcount or
// the budget. 0beade2 kept each as an open question.
func TestSkeptic64aAPlanningCountAfterTheDaySighStaysOpen(t *testing.T) {
	for _, c := range []asked64a{
		{move64a, "No idea what day it is, or how many boxes I still need for the kitchen."},
		{wedding64a, "No idea what day it is, or how many guests I'm actually expecting."},
		{market64a, "No idea what day it is, or how many loaves I should bake for the market."},
		{move64a, "Honestly no idea what day it is, or how much money I've got left for the move."},
	} {
		got, ledger := held63e(t, c.first, c.msg)
		if !slices.Contains(kinds63f(ledger, 3), session.LedgerQuestion) {
			t.Errorf("%q is no open question (kinds %v):\n%s", c.msg, kinds63f(ledger, 3), got)
		}
	}
}

// 2. REGRESSION. The same in Spanish and German: "tengo" is the person's
// own doing (ownDoing) and "tengo que" no duty (dutyToPay), and "habe" no
// word of planning, so "ni cuántas mesas tengo que montar para el
// banquete", "ni cuántas sillas tengo para el sábado", "ni cuántas botellas
// de vino tengo que comprar", "oder wie viel Geld ich noch für die Blumen
// habe" now sigh on and the message is dropped: how many tables to set up,
// how many bottles to buy, what is left for the flowers are lost. 0beade2
// kept each as an open question.
func TestSkeptic64aASpanishOrGermanCountAfterTheDaySighStaysOpen(t *testing.T) {
	for _, c := range []asked64a{
		{boda64a, "No sé ni qué día es hoy, ni cuántas mesas tengo que montar para el banquete."},
		{boda64a, "No sé ni qué día es hoy, ni cuántas sillas tengo para el sábado."},
		{boda64a, "No sé ni qué día es hoy, ni cuántas botellas de vino tengo que comprar."},
		{hochzeit64, "Keine Ahnung, welcher Tag heute ist, oder wie viel Geld ich noch für die Blumen habe."},
	} {
		got, ledger := held63e(t, c.first, c.msg)
		if !slices.Contains(kinds63f(ledger, 3), session.LedgerQuestion) {
			t.Errorf("%q is no open question (kinds %v):\n%s", c.msg, kinds63f(ledger, 3), got)
		}
	}
}

// 3. REGRESSION. The other side of the same change: any word of booking,
// paying, hiring or ordering anywhere after the sigh (purchased, booked,
// planning are looked for in all the words, as stems) now makes a tired
// count of sleep, coffee, hours ask — "or how much sleep I've had since we
// booked the venue", "or how many hours I've spent on the phone to the
// hire company", "ni cuántos cafés llevo desde que alquilamos la finca".
// The memory keeps the moan as an open question and the model is asked to
// find out how many coffees were had. 0beade2 dropped each as filler.
func TestSkeptic64aATiredCountNamingABookingIsNoQuestion(t *testing.T) {
	for _, c := range []asked64a{
		{wedding64a, "No idea what day it is, or how much sleep I've had since we booked the venue."},
		{wedding64a, "No idea what day it is, or how many hours I've spent on the phone to the hire company."},
		{wedding64a, "No idea what day it is, or how many coffees I've had since we paid the deposit."},
		{wedding64a, "No idea what day it is, or how many hours I've spent ordering stuff online."},
		{boda64a, "No sé ni qué día es hoy, ni cuántos cafés llevo desde que alquilamos la finca."},
	} {
		got, ledger := held63e(t, c.first, c.msg)
		if slices.Contains(kinds63f(ledger, 3), session.LedgerQuestion) {
			t.Errorf("%q is held as an open question:\n%s", c.msg, got)
		}
	}
}

// 4. REGRESSION. A who clause in the middle of a "What's still missing:"
// list now asks only when one of the three words after "who" is in
// takingOn or toBeDone — a short whitelist of job verbs. "who's giving the
// speech", "who's walking Mum down the aisle", "who's reading at the
// church", "wer Oma vom Bahnhof abholt" ("abholt" is not "holt"), "wer die
// Trauzeugin ist", "quién da el discurso", "quién lee en la iglesia" are
// jobs nobody has yet, and each list is now kept as a fact: the model is
// not told the speech or the lift from the station is still open. 0beade2
// kept each as an open question.
func TestSkeptic64aAWhoWithAnyJobInAMissingListAsks(t *testing.T) {
	for _, c := range []asked64a{
		{wedding64a, "What's still missing: the cake, who's giving the speech, and the minibus."},
		{wedding64a, "What's still missing: the flowers, who's walking Mum down the aisle, and the rings."},
		{wedding64a, "What's still missing: the rings, who's reading at the church, and the cake."},
		{hochzeit64, "Was noch fehlt: die Blumen, wer Oma vom Bahnhof abholt, und die Ringe."},
		{hochzeit64, "Was noch fehlt: die Torte, wer die Trauzeugin ist, und die Ringe."},
		{boda64a, "Lo que falta: las flores, quién da el discurso, y los anillos."},
		{boda64a, "Lo que falta: las flores, quién lee en la iglesia, y los anillos."},
	} {
		got, ledger := held63e(t, c.first, c.msg)
		if !slices.Contains(kinds63f(ledger, 3), session.LedgerQuestion) {
			t.Errorf("%q is no open question (kinds %v):\n%s", c.msg, kinds63f(ledger, 3), got)
		}
	}
}

// 5. REGRESSION. After "saying", "of" a question word now asks only with a
// modal or "will" within four words (told): "a reply from the vicar saying
// when the rehearsal is", "a text from the removal firm saying what time
// they're coming", "the letter from the council saying whether we got the
// allotment", "any idea of how much the flowers cost" wait for an answer
// nobody has, and are now kept as facts. The rule reads the wrong thing:
// "a reply from the venue saying where to park" is as unknown as "a sign
// saying where to park" is known — what tells them apart is a reply (to
// come) against a sign (to make), not a "can". 0beade2 kept each as an
// open question.
func TestSkeptic64aAReplySayingWhenStaysOpen(t *testing.T) {
	for _, c := range []asked64a{
		{wedding64a, "What's still missing: a reply from the vicar saying when the rehearsal is, and the cake."},
		{move64a, "What's still missing: a text from the removal firm saying what time they're coming, and the keys."},
		{move64a, "What's still missing: an email from the agent saying when we get the keys."},
		{market64a, "What's still missing: the letter from the council saying whether we got the allotment."},
		{wedding64a, "What's still missing: any idea of how much the flowers cost, and the cake."},
		{wedding64a, "What's still missing: a reply from the venue saying where to park, and the table plan."},
	} {
		got, ledger := held63e(t, c.first, c.msg)
		if !slices.Contains(kinds63f(ledger, 3), session.LedgerQuestion) {
			t.Errorf("%q is no open question (kinds %v):\n%s", c.msg, kinds63f(ledger, 3), got)
		}
	}
}

// 6. REGRESSION. An order to explain everything like someone now stops
// being a rule when its reason holds any word of papers, even of papers
// in general: "because forms and bills go straight over my head", "since
// I'm hopeless with forms", "weil ich bei jedem Formular verzweifle",
// "porque con cualquier formulario me pierdo", "porque nunca he entendido
// una factura" say why the person always needs it plain, and name no
// paper in hand. The standing instruction is lost, and later answers are
// no longer kept simple. 0beade2 read each as a rule.
func TestSkeptic64aExplainEverythingBecauseFormsIsARule(t *testing.T) {
	for _, c := range []asked64a{
		{mortgage64, "Explain everything like I'm five, because forms and bills go straight over my head."},
		{mortgage64, "Explain everything to me like I'm a beginner, since I'm hopeless with forms."},
		{hypothek64, "Erklär mir alles wie einem Kind, weil ich bei jedem Formular verzweifle."},
		{hipoteca64, "Explícamelo todo como a un niño, porque con cualquier formulario me pierdo."},
		{hipoteca64, "Explícamelo todo como a un niño, porque nunca he entendido una factura."},
	} {
		got, ledger := held63e(t, c.first, c.msg)
		if !slices.Contains(kinds63f(ledger, 3), session.LedgerRule) {
			t.Errorf("%q is no instruction (kinds %v):\n%s", c.msg, kinds63f(ledger, 3), got)
		}
	}
}

// 7. REGRESSION. And the other way: a reason that names the one paper in
// hand cancels the order only when that paper is in a short list
// (documents, papers). "because the quote from the broker makes no sense
// to me", "because the survey they sent is full of jargon", "weil ich das
// Angebot der Bank nicht verstehe" are the fifth review's "the letter from
// the bank" with another paper — an explanation of that one paper — and
// are now standing rules: every later answer, on anything, is talked down
// to "like I'm five". 0beade2 kept each as a fact.
func TestSkeptic64aExplainEverythingBecauseOfOneQuoteIsNoRule(t *testing.T) {
	for _, c := range []asked64a{
		{mortgage64, "Explain everything like I'm five, because the quote from the broker makes no sense to me."},
		{mortgage64, "Explain everything like I'm five, because the survey they sent is full of jargon."},
		{hypothek64, "Erklär mir alles wie einem Kind, weil ich das Angebot der Bank nicht verstehe."},
		{hipoteca64, "Explícamelo todo como a un niño, porque la oferta del banco no la entiendo."},
	} {
		got, ledger := held63e(t, c.first, c.msg)
		if slices.Contains(kinds63f(ledger, 3), session.LedgerRule) {
			t.Errorf("%q is held as a standing instruction:\n%s", c.msg, got)
		}
	}
}

// 8. REGRESSION. habitIdioms now holds "fits in", and marks reads a phrase
// ending in a letter as the start of a word: "he fits insulation for a
// living", "he fits internal doors and skirting" are taken for "he fits
// in", and what the man does for a living is cut from his line. 0beade2
// kept it.
func TestSkeptic64aFitsInsulationIsALiving(t *testing.T) {
	for _, c := range []struct{ msg, name, living string }{
		{"Our lodger is Tomasz, he fits insulation for a living.", "Tomasz", "insulation"},
		{"My brother-in-law is Gary, he fits internal doors and skirting.", "Gary", "doors"},
	} {
		got, _ := held63e(t, c.msg, "The rent is £600 a month from 1 August.")
		if l := lineOf(got, 1, c.name); !strings.Contains(l, c.living) {
			t.Errorf("what %s does is lost: %q\n%s", c.name, l, got)
		}
	}
}

// 9. REGRESSION. "hält" is now a verb of taking on a job (takingOn, for
// "wer die Rede hält"), and takingOn also says a question is of a job to
// be done when a shrug follows it (openToDo): "Wer hält das denn noch aus?
// Keine Ahnung." — who can stand the hammering, a sigh — is kept as an
// open question the model is to help answer. 0beade2 kept nothing of it.
func TestSkeptic64aWerHaeltDasAusIsNoQuestion(t *testing.T) {
	msg := "Wer hält das denn noch aus? Keine Ahnung."
	got, ledger := held63e(t, "Die Baustelle nebenan hämmert seit sechs Uhr früh.", msg)
	if slices.Contains(kinds63f(ledger, 3), session.LedgerQuestion) {
		t.Errorf("%q is held as an open question:\n%s", msg, got)
	}
}

// 10. STILL MISSED. After the German day sigh, "oder wie viele …" never
// asks: carriedAsks knows "wie viel" only ("wie viele" is no quantity
// word), so "oder wie viele Gäste eigentlich kommen", "oder wie viele
// Stühle ich noch brauche" sigh on and the message is dropped: the
// headcount and the chairs still to find are lost. English "how many" and
// Spanish "cuántos" ask.
func TestSkeptic64aWieVieleAfterTheDaySighStaysOpen(t *testing.T) {
	for _, msg := range []string{
		"Keine Ahnung, welcher Tag heute ist, oder wie viele Gäste eigentlich kommen.",
		"Keine Ahnung, welcher Tag heute ist, oder wie viele Stühle ich noch brauche.",
	} {
		got, ledger := held63e(t, hochzeit64, msg)
		if !slices.Contains(kinds63f(ledger, 3), session.LedgerQuestion) {
			t.Errorf("%q is no open question (kinds %v):\n%s", msg, kinds63f(ledger, 3), got)
		}
	}
}

// 11. STILL MISSED. A who clause after a person in a missing list that
// says what that person is doing ("my sister, who's bringing the cake",
// "Uncle Pete, who's driving up from Leeds on Friday", "Nan, who's taking
// the train from Crewe") describes them, as "my brother, who flies in from
// Dublin" does — but a job verb in it (takingOn) makes the list ask: the
// model is told who brings the cake is still open when the sister does.
func TestSkeptic64aAWhoDescribingSomeoneInAMissingListAsksNothing(t *testing.T) {
	for _, msg := range []string{
		"What's still missing: my sister, who's bringing the cake, and the rings.",
		"What's still missing: Uncle Pete, who's driving up from Leeds on Friday, and the rings.",
		"What's still missing: Nan, who's taking the train from Crewe, and the buttonholes.",
	} {
		got, ledger := held63e(t, wedding64a, msg)
		if slices.Contains(kinds63f(ledger, 3), session.LedgerQuestion) {
			t.Errorf("%q is held as an open question:\n%s", msg, got)
		}
	}
}

// 12. STILL MISSED. A sign or a map to make is no question (the sixth
// review: "a sign saying where to park"), but a "can" in what it will say
// makes it one (told): "a sign saying where guests can park", "a map of
// where you can park" are kept as open questions, and the model is asked
// where guests may park when the person knows.
func TestSkeptic64aASignSayingWhereGuestsCanParkIsNoQuestion(t *testing.T) {
	for _, msg := range []string{
		"What's still missing: a sign saying where guests can park, and the table plan.",
		"What's still missing: a map of where you can park, and the table plan.",
	} {
		got, ledger := held63e(t, wedding64a, msg)
		if slices.Contains(kinds63f(ledger, 3), session.LedgerQuestion) {
			t.Errorf("%q is held as an open question:\n%s", msg, got)
		}
	}
}
