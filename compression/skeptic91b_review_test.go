package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The review of a51a7b5 (stop 91): messages the change reads worse than
// 57a949f did. Two ways stand out:
//   - namedAfterScrap reads a take-back of an instruction whose clause after
//     it names someone, a place or a number ("Scrap that, we've moved to
//     Ohio") as a choice changed: the instruction is no longer taken back,
//     and under a budget the take-back, now a decision, goes before the
//     instruction it took back, which stays;
//   - the budget keeps, with the instructions, every line of the first
//     message (and the line after a take-back) that says "please", "bitte",
//     "por favor" or "answers": apologies, thanks, one-off tasks, which now
//     outlast the facts the person gave later.

// lineOf91b is the first memory line of message msg, or "".
func lineOf91b(s *session.Session, msg int) string {
	for _, e := range s.Ledger {
		if e.Msg == msg {
			return e.Text
		}
	}
	return ""
}

// A ban taken back with "Forget that" / "Scrap that", the person then
// naming who it was about: the ban must go (57a949f took it back; a51a7b5
// reads the take-back as a choice and the ban stays in force).
func TestSkeptic91bBanTakenBackThenNamingSomeoneStaysTakenBack(t *testing.T) {
	for _, c := range [][2]string{
		{"Please don't bring up my ex-husband Mark in anything you write.", "Forget that, Mark and I are on good terms again since Easter."},
		{"Never suggest recipes with pork, please.", "Scrap that, I'm cooking for Dave's family on Sunday and they love pork."},
	} {
		s := keptAsFacts(said(c[0], "A: Understood.", c[1], "A: Ok."), 100000)
		if standingRule(s, 0) {
			t.Errorf("after %q the instruction %q still stands:\n%s", c[1], c[0], ledgerText(s))
		}
	}
}

// The same in German and Spanish: "Vergiss das, Thomas und ich …", "Olvida
// eso, ya me mudé a Madrid …".
func TestSkeptic91bTakeBackInGermanAndSpanishNamingSomeoneOrAPlace(t *testing.T) {
	for _, c := range [][2]string{
		{"Erwähne bitte nie meinen Ex Thomas.", "Vergiss das, Thomas und ich verstehen uns wieder seit Ostern."},
		{"Dame siempre los precios en pesos mexicanos.", "Olvida eso, ya me mudé a Madrid y pago en euros."},
	} {
		s := keptAsFacts(said(c[0], "A: Vale.", c[1], "A: Ok."), 100000)
		if standingRule(s, 0) {
			t.Errorf("after %q the instruction %q still stands:\n%s", c[1], c[0], ledgerText(s))
		}
	}
}

// A take-back right after an instruction, its reason naming a place or a
// person ("Scrap that, we've moved to Ohio"): 57a949f read it as an
// instruction taken back, a51a7b5 as a decision.
func TestSkeptic91bTakeBackWithAReasonNamingAPlaceOrPersonIsATakeBack(t *testing.T) {
	for _, c := range [][2]string{
		{"Keep everything metric for me.", "Scrap that, we've moved to Ohio."},
		{"Don't use any emojis with me.", "Scrap that, my daughter Lily loves them."},
		{"Antworte mir immer auf Hochdeutsch.", "Vergiss das, ich wohne seit Montag in Köln."},
		{"Nunca me sugieras planes con perros, por favor.", "Olvídate de eso, adoptamos a Toby la semana pasada."},
		{"Schlag mir bitte keine Rezepte mit Schweinefleisch vor.", "Vergiss das, am Sonntag kochen die Müllers mit und die lieben Schweinebraten."},
	} {
		s := keptAsFacts(said(c[0], "A: Ok.", c[1], "A: Ok."), 100000)
		if k := kindOf(s, 2); k != session.LedgerRule {
			t.Errorf("after %q, %q is read as %q, not an instruction taken back:\n%s", c[0], c[1], k, ledgerText(s))
		}
	}
}

// A take-back whose reason is a new number of people ("Scrap that, there are
// 5 of us from June"): the digit made it a choice changed.
func TestSkeptic91bTakeBackWithANewHeadcountIsATakeBack(t *testing.T) {
	for _, c := range [][2]string{
		{"Always plan meals for two people.", "Scrap that, there are 5 of us from June."},
		{"Rechne bei Rezepten immer für zwei Personen.", "Vergiss das, wir sind ab Juni 5 Leute."},
	} {
		s := keptAsFacts(said(c[0], "A: Ok.", c[1], "A: Ok."), 100000)
		if k := kindOf(s, 2); k != session.LedgerRule {
			t.Errorf("after %q, %q is read as %q, not an instruction taken back:\n%s", c[0], c[1], k, ledgerText(s))
		}
	}
}

// Under a budget the take-back, read as a decision, goes before the
// instruction it took back, which outlasts it: the memory then says "never
// suggest recipes with pork" alone.
func TestSkeptic91bBudgetKeepsTheInstructionButDropsItsTakeBack(t *testing.T) {
	for _, c := range [][2]string{
		{"Never suggest recipes with pork, please.", "Scrap that, I'm cooking for Dave's family on Sunday and they love pork."},
		{"Don't use any emojis with me.", "Scrap that, my daughter Lily loves them."},
	} {
		s := keptAsFacts(said(beforeOrders(c[0], "A: Sure.", c[1], "A: Ok.")...), 60)
		if standingRule(s, 0) && lineOf91b(s, 2) == "" {
			t.Errorf("%q stands, its take-back %q went for the budget:\n%s", c[0], c[1], ledgerText(s))
		}
	}
}

// The same in German and Spanish.
func TestSkeptic91bBudgetDropsGermanAndSpanishTakeBacks(t *testing.T) {
	for _, c := range [][2]string{
		{"Antworte mir immer auf Hochdeutsch.", "Vergiss das, ich wohne seit Montag in Köln."},
		{"Bitte keine Rezepte mit Nüssen vorschlagen.", "Vergiss das, die Allergie war bei meiner Nichte Paula, nicht bei mir."},
		{"No me hables de fútbol, por favor.", "Olvida eso, ahora juego en el equipo de Lucas los sábados."},
	} {
		s := keptAsFacts(said(beforeOrders(c[0], "A: Vale.", c[1], "A: Ok.")...), 60)
		if standingRule(s, 0) && lineOf91b(s, 2) == "" {
			t.Errorf("%q stands, its take-back %q went for the budget:\n%s", c[0], c[1], ledgerText(s))
		}
	}
}

// Read as a decision, the take-back is clipped before what it says matters:
// "…, nicht bei mir", "…, no yo" — the memory then says the niece has the
// allergy, not that the person has none.
func TestSkeptic91bTakeBackKeepsItsNotMe(t *testing.T) {
	for _, c := range [][3]string{
		{"Bitte keine Rezepte mit Nüssen vorschlagen.", "Vergiss das, die Allergie war bei meiner Nichte Paula, nicht bei mir.", "nicht bei mir"},
		{"No me recomiendes nada con gluten.", "Olvida eso, el celíaco era mi primo Andrés, no yo.", "no yo"},
	} {
		s := keptAsFacts(said(c[0], "A: Ok.", c[1], "A: Ok."), 100000)
		if !kept(s, c[2]) {
			t.Errorf("%q lost %q:\n%s", c[1], c[2], ledgerText(s))
		}
	}
}

// An apology or an aside with a "please" or a request verb in the first
// message now goes with the instructions and outlasts an order given later.
func TestSkeptic91bFirstMessageApologyOutlastsALaterOrder(t *testing.T) {
	for _, c := range [][2]string{
		{"Please excuse the typos, I'm typing on my phone on the train.", "typos"},
		{"Call it a midlife crisis, but I just bought a motorbike.", "midlife"},
	} {
		s := keptAsFacts(said(beforeOrders(c[0], "A: No worries.", "My wife Sarah only drinks oat milk, never cow's milk.", "A: Noted.")...), 70)
		if kept(s, c[1]) && !kept(s, "ZX-343") {
			t.Errorf("%q kept, the order ZX-343 dropped:\n%s", c[0], ledgerText(s))
		}
	}
}

// Thanks for yesterday's answers ("Antworten", "respuestas") in the first
// message: "answers" made it a request of the assistant, kept over an order.
func TestSkeptic91bFirstMessageThanksForAnswersOutlastsALaterOrder(t *testing.T) {
	for _, c := range [][3]string{
		{"Hallo! Danke für die tollen Antworten gestern, die haben mir echt geholfen.", "Meine Frau trinkt nur Hafermilch, nie Kuhmilch.", "Danke"},
		{"Hola, gracias por las respuestas de ayer, me ayudaron un montón.", "Mi mujer solo toma leche de avena, nunca de vaca.", "gracias"},
	} {
		s := keptAsFacts(said(beforeOrders(c[0], "A: Gern.", c[1], "A: Ok.")...), 70)
		if kept(s, c[2]) && !kept(s, "ZX-343") {
			t.Errorf("%q kept, the order ZX-343 dropped:\n%s", c[0], ledgerText(s))
		}
	}
}

// A one-off task asked with "bitte" / "por favor" in the first message (a
// poem for Oma's birthday, a wedding toast) stays as long as the
// instructions, after the task is done, over the facts given later.
func TestSkeptic91bFirstMessageOneOffTaskOutlastsALaterOrder(t *testing.T) {
	for _, c := range [][2]string{
		{"Kannst du mir bitte ein kurzes Gedicht für Omas Geburtstag schreiben?", "Gedicht"},
		{"¿Me ayudas por favor con un brindis para la boda de mi hermana?", "brindis"},
	} {
		s := keptAsFacts(said(beforeOrders(c[0], "A: Gern.")...), 60)
		if kept(s, c[1]) && !kept(s, "ZX-343") {
			t.Errorf("%q kept, the order ZX-343 dropped:\n%s", c[0], ledgerText(s))
		}
	}
}

// A one-off task asked right after a take-back in the same message ("Forget
// the three sentences. Please help me write a complaint …") is not what
// holds instead: kept as long as the instructions, it outlasts an order.
func TestSkeptic91bOneOffTaskAfterATakeBackOutlastsALaterOrder(t *testing.T) {
	for _, c := range [][3]string{
		{"Keep answers to three sentences, please.", "Forget the three sentences. Please help me write a complaint to the airline about my lost suitcase.", "complaint"},
		{"Antworte immer in Stichpunkten.", "Vergiss das mit den Stichpunkten. Bitte hilf mir mit dem Brief an meinen Vermieter.", "Vermieter"},
		{"Respóndeme siempre en tres frases.", "Olvida lo de las tres frases. Por favor, ayúdame con la carta para el seguro del coche.", "seguro"},
	} {
		s := keptAsFacts(said(beforeOrders(c[0], "A: Ok.", c[1], "A: Ok.")...), 60)
		if kept(s, c[2]) && !kept(s, "ZX-242") {
			t.Errorf("%q kept, the order ZX-242 dropped:\n%s", c[1], ledgerText(s))
		}
	}
}

// A favour asked for one occasion, of talking to someone or at one moment
// ("when he logs on later", "para practicar mañana"), is no standing
// instruction.
func TestSkeptic91bFavourForOneOccasionIsNoInstruction(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"One favour: talk in Spanish with my nephew Leo when he logs on later.",
		"Le voy a pedir un favor: hábleme en inglés cuando le pregunte por el menú, que es para practicar mañana.",
	)
}
