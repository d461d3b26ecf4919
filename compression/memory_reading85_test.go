package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Parts read at stop 85 (dev120 and dev121, measured blind at stop 84). The
// messages here say what they lost in other words.

// An order after a condition on what the talk turns to, the topic said
// right after the verb: "when we talk money from now on, round everything
// to whole dollars" was a fact, and the instruction was lost when the
// message's tag went.
func TestAnOrderAfterTalkingOfSomething(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Oh and when we talk money from now on, round everything to whole dollars, cents make my eyes glaze over.", "whole dollars", session.LedgerRule},
		{"When we talk prices, round them up to the nearest ten.", "nearest ten", session.LedgerRule},
		{"Wenn wir über Geld reden, runde bitte alles auf ganze Euro.", "ganze Euro", session.LedgerRule},
		{"Cuando hablemos de dinero, redondea todo a euros enteros.", "euros enteros", session.LedgerRule},
		// Talking to someone is no topic; rounding a corner is no order on
		// the answers.
		{"When we talk to Tom, round the corner to his house first.", "Tom", session.LedgerFact},
	})
}

// A question still open said as still not being sure about a thing: "Still
// not sure about a microphone, Mother's hearing aid whistles at anything
// electric" — not a doubt about someone, or about what was just said.
func TestStillNotSureAboutAThing(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Still not sure about a microphone, Mother's hearing aid whistles at anything electric.", "microphone", session.LedgerQuestion},
		{"We're still undecided about the marquee, the forecast is all over the place.", "marquee", session.LedgerQuestion},
		{"Noch unsicher wegen dem Mikrofon, Mamas Hörgerät pfeift bei allem.", "Mikrofon", session.LedgerQuestion},
		{"Todavía no estoy segura de la carpa, con este viento.", "carpa", session.LedgerQuestion},
	})
	for _, text := range []string{"I'm still not sure about him, to be honest. Tom met him at the Red Lion.", "Still not sure about that. Tom says the Red Lion is fine."} {
		if k := kindWith(text, "A: Ok.", "sure about"); k == session.LedgerQuestion {
			t.Errorf("%q read as an open question", text)
		}
	}
}

// What the person will use, said as a plan: "Usaremos fentos y laurel para
// los bordes" names nothing and goes beside a sentence that names someone.
// Read as a decision at first, it was taken out again: the reviews of stop
// 85 found "we'll use" hedged after it ("…, I think", "…, supongo"), for if
// in many words ("weather permitting", "mientras no llueva"), asked ("…,
// right?") or reported ("…, Tom says") far more often than said outright;
// and a "maybe" at a sentence's start hedges the telling as often as the
// choice.
func TestWhatWeWillUse(t *testing.T) {
	t.Skip("limitation: a plan of what the person will use, named by no name or number, goes beside a sentence that names someone")
	linesHold78(t, nil, []holdCase78{
		{"Mi cuñado Antón es alérgico a la xesta, estornuda como un tractor. Usaremos fentos y laurel para los bordes.", []string{"fentos y laurel"}},
		{"My brother-in-law Anton is allergic to gorse, sneezes like a tractor. We'll use ferns and laurel for the edges.", []string{"ferns and laurel"}},
	})
}

// What the next sentence calls "it" as what the person ordered or bought:
// "Antón necesita alambre galvanizado … Lo encargué en la ferretería,
// pedido 5521" kept the order and lost what was ordered.
func TestWhatWasOrderedIsKept(t *testing.T) {
	linesHold78(t, nil, []holdCase78{
		{"Antón necesita alambre galvanizado para atar el musgo al hierro, del fino, que no se oxide con la humedad. Lo encargué en la ferretería de la calle Progreso, pedido 5521, para recoger el viernes.", []string{"alambre galvanizado"}},
		{"Anton needs galvanised wire to tie the moss to the frame, the thin kind that won't rust in the damp. I ordered it at the hardware shop on Progress Street, order 5521, to collect on Friday.", []string{"galvanised wire"}},
	})
	// Not what the person did with something else: "I muted it".
	got := linesOf57(nil, "Kamala made a group for the trip and called it Jet Setters. Now my phone rings with flowers before sunrise. I muted it but then I missed Vivek's message.")
	if holds57(got, "flowers before sunrise") {
		t.Errorf("a remark before 'I muted it' kept: %v", got)
	}
}
