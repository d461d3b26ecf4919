package compression_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// Parts read at stop 91 (dev134 and dev135, measured blind at stop 90: each
// kept its first instruction in 3 of 4 conversations at both windows). The
// messages here say what they lost in other words.

// Taken out after the reviews of stop 91 (each regressed in every round it
// was in; the reviews' tests in skeptic91a … skeptic91e_review_test.go stay
// as guards):
//   - what the person's first message asks of the assistant, and the line
//     after an instruction taken back in its message, going with the
//     instructions in the budget (first instructions and their updates read
//     as facts, dropped at 5,000 bytes: dev107, dev127, dev128, dev81, …):
//     apologies, thanks, one-off tasks with their paper ("Write me a short
//     toast …", "Translate this into English for my landlord: …") and a
//     request taken back later outlasted facts;
//   - "Me and Keisha decide it: …" as a decision: "Help me decide it: the
//     Honda or the Toyota", "You decide it: …", "Tomorrow we decide it: …";
//   - a name opening the role its person takes ("Dion gonna be my jib man")
//     as a name however often it is said: the line was cut after the role
//     ("Priya will be my maid of honour, she's allergic to lilies so no
//     lilies anywhere" lost the lilies);
//   - a name said in more than three messages scoring 2, not 1 (chatter
//     naming it twice outranked the news), and "only take his …", "trinkt
//     er keinen …" as likings (a liking took its message's other fact's
//     place).

// dev135's first instruction: "Do answer me in proper sentences, darling,
// no bullet points and none of those little cartoon faces." — the emphatic
// "do" before the order read as nothing, and "those" after "none of" as
// something given to work on ("translate those"), which a one-off task is.
func TestAnOrderWithAnEmphaticDo(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Do write to me in proper sentences, dear, no lists and none of those smiley faces.",
		"Do answer me in plain English, I'm no lawyer.",
		"Do please answer in short paragraphs from now on.",
		"Write to me in whole sentences, no headings and none of those emoji things.",
	)
	notReadAs(t, session.LedgerRule,
		"Do write back soon, the kids miss you.",
		"Do answer the phone when the plumber calls.",
		"Do talk to Maria about the cake.",
		"Write to me in plain English what those two letters from the bank say.",
	)
}

// dev134's first instruction: "Le voy a pedir una cosa desde ya: hábleme
// claro y en español de acá, nada de palabras en inglés, …" — a request
// announced by "pedir" and "le" (the "you" of "usted"), of how to talk to
// the person, was read as a fact.
func TestARequestAnnouncedWithPedir(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Le voy a pedir una cosa desde ahora: hábleme despacito y en español, sin palabras en inglés.",
		"Le voy a pedir una cosa: hábleme sencillo y en español, que el inglés no lo entiendo.",
	)
	notReadAs(t, session.LedgerRule,
		"Le voy a pedir una cosa a mi vecina: que me riegue las plantas en agosto.",
		"Le voy a pedir una cosa: dame el teléfono del fontanero.",
		"Le voy a pedir una cosa al cura: que hable despacio en la misa.",
	)
}

// dev134: "So scrap that name, the sign going read Rainey's Bimini Bread."
// was read as an instruction taken back, and it took back the liking
// before it that shares "bread" ("real butter only, …, never margarine in
// my bread"): the take-back of a thing, with its new name after it, is a
// choice changed.
func TestAThingScrappedForANewName(t *testing.T) {
	for _, c := range []struct{ before, scrap, key string }{
		{"Let me tell you how I cook: olive oil only, never butter in my rice, my mother would be shocked.", "So scrap that name, the stall going read Rainey's Rice Kitchen.", "never butter"},
		{"So backe ich: nur Vollkornmehl, nie Weißmehl in mein Brot, da ist meine Oma streng.", "Also vergiss den Namen, auf dem Schild steht jetzt Harms' Brotstube.", "nie Weißmehl"},
	} {
		s := keptAsFacts(said("Keep your answers to four sentences, please.", "A: Ok.", c.before, "A: Ok.", c.scrap, "A: Ok."), 100000)
		kept, ruled := false, false
		for _, e := range s.Ledger {
			if strings.Contains(e.Text, c.key) && e.Newer == 0 {
				kept = true
			}
			if e.Msg == 4 && e.Kind == session.LedgerRule {
				ruled = true
			}
		}
		if !kept || ruled {
			t.Errorf("after %q: %q kept %v, the scrap read as an instruction %v", c.scrap, c.key, kept, ruled)
		}
	}
	readAs(t, session.LedgerRule, "Scrap that, answer in English again.", "Forget the emojis, Lucía convinced me.")
}

// ledgerText is the memory's lines, one a line, each with its kind and
// whether a later line updated it.
func ledgerText(s *session.Session) string {
	var b strings.Builder
	for _, e := range s.Ledger {
		fmt.Fprintf(&b, "  [%s] newer=%d %s\n", e.Kind, e.Newer, compression.Line(e))
	}
	return b.String()
}

// dev134: "Hinrich war heute da und hat eine einzige Bitte gehabt: im
// Schuppen wird nicht geraucht, nie, auch nicht von Papa, …" — what someone
// asked of the person, a ban, was read as no liking and lost beside the
// message's other lines.
func TestWhatSomeoneAskedOfThePerson(t *testing.T) {
	for _, c := range []struct{ name, filler, text, key string }{
		{"Hinrich", "%s war wieder im Schuppen, Tag %d, und Papa auch, die Räder stehen alle im Schuppen.", "Hinrich war heute da und hat eine einzige Bitte gehabt: im Schuppen wird nicht geraucht, nie, auch nicht von Papa. Papa hat geschmollt und raucht jetzt hinterm Wasserturm. Hinrich hat zum Abschied genickt.", "nicht geraucht"},
		{"Hank", "%s was in the shed again on day %d, and Dad too, all the bikes are in the shed now.", "Hank came by today and had one request: no smoking in the shed, ever, not even Dad. Dad sulked and smokes behind the Water Tower now. Hank nodded on his way out.", "no smoking"},
	} {
		var conv []string
		for i := range 5 {
			conv = append(conv, fmt.Sprintf(c.filler, c.name, i+1), "A: Ok.")
		}
		conv = append(conv, c.text, "A: Ok.")
		s := keptAsFacts(said(conv...), 100000)
		if got := ledgerText(s); !strings.Contains(got, c.key) {
			t.Errorf("the request %q is lost:\n%s", c.key, got)
		}
	}
}
