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

// First instructions read as facts went for the budget at 5,000 bytes
// ("Please talk simple to me, no big words, my eyes and my English both old
// already", in the first message; dev128): what the person's first message
// asks of the assistant stays as long as the instructions do. So does the
// line right after an instruction taken back, which says what holds now
// ("vergiss das mit den drei Sätzen. Jetzt, wo's ernst wird, schreib ruhig
// ausführlich, …"; dev81).
func TestWhatTheFirstMessageAsksOutlastsFacts(t *testing.T) {
	s := keptAsFacts(said(beforeOrders("Hello. This is Lorna, 66, retired from housekeeping. Please talk simple to me, no big words, my eyes and my English both old already.", "A: Of course.")...), 60)
	if got := ledgerText(s); !strings.Contains(got, "no big words") {
		t.Errorf("the first message's request went for the budget:\n%s", got)
	}
	s = keptAsFacts(said(beforeOrders("Antworte mir immer in drei Sätzen, ich les das in der Tram.", "A: Gut.",
		"Weißt du was, vergiss das mit den drei Sätzen. Jetzt, wo's ernst wird, schreib ruhig ausführlich, ich les es abends auf dem Sofa.", "A: Gut.")...), 60)
	if got := ledgerText(s); !strings.Contains(got, "ausführlich") {
		t.Errorf("what holds after the take-back went for the budget:\n%s", got)
	}
}

// ledgerText is the memory's lines, one a line.
func ledgerText(s *session.Session) string {
	var b strings.Builder
	for _, e := range s.Ledger {
		fmt.Fprintf(&b, "  [%s] %s\n", e.Kind, compression.Line(e))
	}
	return b.String()
}

// dev135: "Me and Keisha decide it: Tamika ride on the committee boat with
// her mother, not on the crew." — decided, said in the present, was read as
// no decision, and its names, said often, kept nothing.
func TestDecidedInThePresent(t *testing.T) {
	readAs(t, session.LedgerDecision,
		"Me and Dwayne decide it: the twins go on the ferry with Grandma, not on the plane.",
		"We decide it: the cake come from Miss Ruby bakery.",
	)
	notReadAs(t, session.LedgerDecision,
		"We still have to decide it: the barn or the hall?",
		"Let's decide it: barn or hall.",
		"Now we gotta decide it: the barn or the hall.",
	)
}

// dev135: "Dion gonna be my jib man. He a mechanic at the marina in George
// Town, …" — the role someone takes, their name said in more than three
// messages, scored as the conversation's topic, and the line went beside
// the next one's place.
func TestTheRoleSomeoneNamedOftenTakes(t *testing.T) {
	for _, c := range []struct{ name, role, key string }{
		{"Marlon", "Marlon gonna be my best man. He works at the marina in Nassau, strong like a bull.", "best man"},
		{"Gustl", "Gustl wird unser Fahrer. Er arbeitet bei der Sparkasse in Weilheim.", "Fahrer"},
		{"Chelo", "Chelo va a ser mi madrina. Trabaja en la farmacia de Salento desde hace años.", "madrina"},
	} {
		var conv []string
		for i := range 5 {
			conv = append(conv, fmt.Sprintf("%s came by again on day %d, talking about the weather.", c.name, i+1), "A: Ok.")
		}
		conv = append(conv, c.role, "A: Ok.")
		if got := readIn90(len(conv)-2, conv...); !strings.Contains(got, c.key) {
			t.Errorf("the role %q is lost: %q", c.key, got)
		}
	}
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
