package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of 74ca4e7..a846874 by a skeptic helper. REGRESSION tests pass with
// the files of 74ca4e7 and fail at a846874; STILL MISSED tests fail at both:
// plain variants of what the change set out to read. The sentences are this
// file's own. Helpers: read31, never31 (skeptic31), linesOf57, holds57
// (memory_reading57), kindsAre73 (memory_reading73), slices57
// (memory_reading75), said, remembered (memory_defects).

// --- REGRESSIONS ------------------------------------------------------------

// REGRESSION (a846874, stillLacking's capital). A capital after "Noch kein"
// is taken for someone for a job, but every German noun is capitalized: rain
// for the garden and snow for the ski holiday — the very news the change's
// own guard keeps from being a question in English ("Still no rain for the
// garden") — are open questions in German. An illness in capitals ("Still no
// Covid for me …, touch wood") is one too. Facts at 74ca4e7.
func TestSkeptic76aACapitalAfterStillNoIsNoJob(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Noch kein Regen für den Garten, alles ist braun.",
		"Noch kein Schnee für die Skiferien, die Pisten sind grün.",
		"Still no Covid for me or the kids, touch wood.")
}

// REGRESSION (a846874, "wir ziehen" in ownPlan). After a change of plan,
// "Wir ziehen in Erwägung / in Betracht" (we are considering) is only
// thought of, yet is read as the decision: the model is told the garden or
// the postponement is settled. Facts at 74ca4e7.
func TestSkeptic76aConsideringAfterAChangeOfPlanIsNoDecision(t *testing.T) {
	never31(t, session.LedgerDecision,
		"Planänderung: der Park ist gesperrt. Wir ziehen in Erwägung, in den Garten von Tante Gerda auszuweichen.",
		"Planänderung: Wir ziehen es in Betracht, das Fest zu verschieben.")
}

// REGRESSION (a846874, "wir ziehen" in ownPlan). "Wir ziehen den Kürzeren"
// (we lose out) is a mishap, not a plan: after "Planänderung:" it is read as
// a decision. A fact at 74ca4e7.
func TestSkeptic76aDrawingTheShortStrawIsNoDecision(t *testing.T) {
	never31(t, session.LedgerDecision, "Planänderung: wir ziehen den Kürzeren, die Halle ist weg.")
}

// REGRESSION (a846874, "we're moving" in ownPlan). Any "we're moving …"
// after a change of plan is the plan: "We're moving slowly on everything"
// becomes a decision, and the news it follows — the hall flooded — is lost.
// At 74ca4e7 the flood was kept and nothing was a decision.
func TestSkeptic76aMovingSlowlyIsNoPlanAndLosesTheNews(t *testing.T) {
	text := "Change of plan: the hall flooded. We're moving slowly on everything until the insurance pays."
	got := read31(text)
	if !holds57(got, "flooded") {
		t.Errorf("the flood is lost: %v", got)
	}
	never31(t, session.LedgerDecision, text)
}

// REGRESSION (a846874, pastRestOfChat). "For the rest of this you …" and
// "For the rest of this, …" are read as the conversation, whoever speaks and
// whoever is meant: the vet's advice for the dog's recovery and who runs the
// guest list become rules for the assistant. Facts at 74ca4e7.
func TestSkeptic76aRestOfThisIsNotAlwaysTheChat(t *testing.T) {
	never31(t, session.LedgerRule,
		"For the rest of this you should keep him off the couch, the vet said.",
		"For the rest of this, Mum is in charge of the guest list.")
}

// REGRESSION (a846874, initials in keysOf). "PS" and "NB" are two capitals,
// so a line said again after them is no longer a repeat: both stay in the
// memory. One line at 74ca4e7.
func TestSkeptic76aAPostscriptIsNoSubject(t *testing.T) {
	for _, c := range [][2]string{
		{"The party is at Mum's on Saturday from 2.", "PS the party is at Mum's on Saturday from 2."},
		{"Nana's appointment is Tuesday at 10 at the clinic.", "NB Nana's appointment is Tuesday at 10 at the clinic."},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		if n := strings.Count(got, "- #"); n != 1 {
			t.Errorf("%q said again is kept %d times:\n%s", c[0], n, got)
		}
	}
}

// --- STILL MISSED -----------------------------------------------------------

// STILL MISSED. "cero idea" was added to not knowing, but a plain Spanish
// sentence with it ("Tengo cero idea de quién …") stays a fact, where "Hab
// null Ahnung, wer …" and "Zero idea who's …" are open questions.
func TestSkeptic76aCeroIdeaInASentence(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Tengo cero idea de quién trae las sillas.", "sillas", session.LedgerQuestion},
		{"Tengo cero idea de qué regalarle a mi papá.", "regalarle", session.LedgerQuestion},
	})
}

// STILL MISSED. The rest of the conversation named otherwise: "this
// session", "dieses Chats" (beside "des Chats"). Facts at both; an order for
// the rest of the conversation is a rule.
func TestSkeptic76aRestOfTheSessionIsFromNowOn(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"For the rest of this session, use British spelling.", "British", session.LedgerRule},
		{"Für den Rest dieses Chats bitte keine Emojis.", "Emojis", session.LedgerRule},
	})
}

// STILL MISSED. Someone still missing for a job said the plain other ways:
// "Noch immer kein", "Todavía no tenemos", "Seguimos sin", "We still have
// no", "MC or DJ". Facts at both.
func TestSkeptic76aStillNoOneForAJobSaidOtherwise(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Noch immer kein DJ für die Hochzeit.", "DJ", session.LedgerQuestion},
		{"Todavía no tenemos DJ para la boda.", "DJ", session.LedgerQuestion},
		{"Seguimos sin DJ para la boda.", "DJ", session.LedgerQuestion},
		{"We still have no MC for the dinner.", "MC", session.LedgerQuestion},
		{"Still no MC or DJ for the reunion.", "MC", session.LedgerQuestion},
	})
}

// STILL MISSED. What is still missing for an event, when it is no person,
// is not even kept: "Still no venue for the reunion", "Still no date for the
// christening" read nothing at all.
func TestSkeptic76aStillNoVenueIsLost(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Still no venue for the reunion.", "venue", session.LedgerQuestion},
		{"Still no date for the christening.", "christening", session.LedgerQuestion},
	})
}

// STILL MISSED. "We're moving into his place" after a change of plan is the
// decision; it is lost at both, only the news before it kept.
func TestSkeptic76aMovingInAfterAChangeOfPlan(t *testing.T) {
	text := "Change of plan: Dad's had a fall. We're moving into his place for a few weeks."
	if got := read31(text); !slices57(got, func(e session.LedgerEntry) bool {
		return e.Kind == session.LedgerDecision && strings.Contains(e.Text, "his place")
	}) {
		t.Errorf("%q: moving in is no decision: %v", text, got)
	}
}
