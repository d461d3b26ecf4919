package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Parts read at stop 84 (dev118 and dev119, measured blind at stop 83). The
// messages here say what they lost in other words.

// A take-back said as a statement ("You needn't keep it short any more")
// followed by what to do now ("Go ahead and write a proper paragraph …"):
// the new way was read as a one-off task for its article, and the changed
// instruction had no newest value.
func TestWhatToDoAfterATakeBackSaidAsAStatement(t *testing.T) {
	got := remembered(t, said(
		"Morning. I'm Nell, 70, I keep bees in Devon. Keep your answers to a few lines, my eyes are poor.",
		"A: Noted.",
		"My grandson set the text bigger, so I can read you fine now. You needn't keep it so short with me any more. Go ahead and write a full paragraph when there's something worth saying. The bees are quiet today.",
	))
	if !currentLine(got, "full paragraph") {
		t.Errorf("the new way of answering is not a current line:\n%s", got)
	}
	if k := kindWithIn("full paragraph",
		"Morning. I'm Nell, 70, I keep bees in Devon. Keep your answers to a few lines, my eyes are poor.", "A: Noted.",
		"My grandson set the text bigger, so I can read you fine now. You needn't keep it so short with me any more. Go ahead and write a full paragraph when there's something worth saying. The bees are quiet today.",
	); k != session.LedgerRule {
		t.Errorf("the new way of answering is read as %q, want an instruction", k)
	}
	// Alone, an order with an article is still a task for once.
	kindsAre73(t, []kindCase73{
		{"Write a proper paragraph about the history of the club for the newsletter.", "history", session.LedgerFact},
	})
}

// A ban said as enough of something, or after a head that only announces
// it: "please quit it with the exclamation points", "Noch was: bitte mach
// mir keine Tabellen mehr".
func TestABanAfterAnAnnouncingHead(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Also, small thing: please quit it with the exclamation points. Calm sentences only, thanks.", "exclamation", session.LedgerRule},
		{"Please knock it off with the exclamation marks, it reads like shouting.", "exclamation", session.LedgerRule},
		{"Noch was: bitte mach mir keine Tabellen mehr. Die sehen auf dem Handy furchtbar aus.", "Tabellen", session.LedgerRule},
		{"Please stop using exclamation marks.", "exclamation", session.LedgerRule},
		// Not a ban on the answers: one's own habit, someone's job.
		{"Quit smoking last spring, my doctor says it shows.", "smoking", session.LedgerFact},
		{"Mach die Tabellen für die Hochzeit bis Freitag fertig, hat Oma gesagt.", "Hochzeit", session.LedgerFact},
	})
}

// An open question said as no one to do a job yet, after a head that says
// it is undone, or with the present tense of not solving ("Lo que todavía
// no resuelvo: …").
func TestNoOneForAJobYet(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Something still undone: we've no one to take photographs at the relaunch.", "photographs", session.LedgerQuestion},
		{"We've still nobody to drive the minibus on the Saturday.", "minibus", session.LedgerQuestion},
		{"Lo que todavía no resuelvo: dónde va a dormir mi suegro esas noches.", "suegro", session.LedgerQuestion},
		{"Todavía no resuelvo quién lleva las sillas al salón.", "sillas", session.LedgerQuestion},
	})
	for text, key := range map[string]string{"We've no one to blame but ourselves for the mess.": "blame", "I've nobody to talk to since Jean died.": "Jean"} {
		if k := kindWith(text, "A: Ok.", key); k == session.LedgerQuestion {
			t.Errorf("%q read as an open question", text)
		}
	}
}

// A condition someone sets, after a head that names it: "Ashly me puso
// otra condición: nada de reguetón durante el vals …".
func TestAConditionSomeoneSets(t *testing.T) {
	linesHold78(t, []string{
		"Ashly cumple quince en marzo y estoy organizando la fiesta.",
		"Ashly quiere vestido azul. Ashly quiere bailar con su papá.",
	}, []holdCase78{
		{"Ashly me puso otra condición: nada de reguetón durante el vals ni en la entrada, solo después de la cena. Dice que su abuela se moriría. Ya se lo dije al DJ, que se rió un buen rato.", []string{"Ashly", "reguetón"}},
		{"Her one condition: no phones during the ceremony, and she means it. My brother laughed. The DJ laughed too.", []string{"no phones", "ceremony"}},
	})
}
