package compression_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// What the memory reads of how people write (stop 28, read from the fourth
// corpus part after it was measured blind): each case failed before.

// A numbering with a slash ("#7 // ") is a message prefix like "note 7:": it
// is not kept as the line's words nor left standing alone.
func TestSlashNumberingIsAPrefix(t *testing.T) {
	var msgs []string
	for i, s := range []string{
		"I'm sorry, could you help me later with a simple chart to tick off the injections?",
		"The neighbour is Marcus Levy from number 14.",
		"Dad slept a lot today.",
		"The pharmacy on Elm Road opens at 8:30.",
	} {
		msgs = append(msgs, "#"+string(rune('1'+i))+" // "+s, "A: Noted.")
	}
	got := remembered(t, said(msgs...))
	if strings.Contains(got, "//") {
		t.Errorf("the numbering stays in the memory:\n%s", got)
	}
	if lineWith(got, "Marcus Levy", "14") == "" || lineWith(got, "Elm Road", "8:30") == "" {
		t.Errorf("the facts after the numbering are not kept:\n%s", got)
	}
}

// A clause that goes on with a pronoun is about the subject before it: one
// line ("Marcus Levy from number 14, he's a retired PE teacher").
func TestPronounClauseStaysWithItsSubject(t *testing.T) {
	got := remembered(t, said(
		"The neighbour is Marcus Levy from number 14, he's a retired PE teacher and sits with dad on Tuesdays.",
		"A: How kind.",
		"svc-1 listens on port 8080, but svc-2 on port 9090.",
		"A: Noted.",
	))
	if lineWith(got, "Marcus Levy", "PE teacher") == "" {
		t.Errorf("who Marcus Levy is went to a line of its own:\n%s", got)
	}
	if l := lineWith(got, "svc-1", "8080"); l == "" || strings.Contains(l, "svc-2") {
		t.Errorf("two subjects share a line, or svc-1's is gone:\n%s", got)
	}
}

// A one-word label before a colon says what the rest is about: "jars: i need
// about 30" keeps "jars".
func TestTopicLabelStays(t *testing.T) {
	got := remembered(t, said(
		"i sell the honey in jars at the market.",
		"A: Noted.",
		"the jars need labels too, handwritten ones.",
		"A: Noted.",
		"jars: i need about 30, the 1lb hexagonal ones, plus lids.",
		"A: Noted.",
	))
	if lineWith(got, "jars", "30") == "" {
		t.Errorf("the line lost what the 30 are:\n%s", got)
	}
}

// A standing instruction put as a condition on the assistant's answers is an
// instruction, in English, German and Spanish; a "when you think about it" is
// not.
func TestConditionalInstructionIsARule(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"one more rule thing, sorry: when you give me steps, number them.", []string{"steps", "number them"}},
		{"Ach und, kleine Bitte: Wenn du mir Literatur empfiehlst, dann bitte nur Sachen, die nach 2015 erschienen sind, ältere Quellen will Wessel nur in Ausnahmefällen sehen, außer es ist ein Klassiker – aber wer entscheidet, was ein Klassiker ist?", []string{"Literatur", "nach 2015"}},
		{"una cosa, perdona: cuando me des recetas, usa gramos y no tazas.", []string{"recetas", "gramos"}},
	} {
		// Many specific facts after it, and room for few: an instruction
		// outranks them all (a fact would go first, being the oldest).
		got := rememberedWithin(t, said(beforeOrders(c.text, "A: Understood.")...), 120)
		if lineWith(got, c.keys...) == "" {
			t.Errorf("the instruction %q is not kept:\n%s", c.text, got)
		}
	}
	// Not an instruction: kept (or not) as a fact, never as a rule that
	// outranks every fact.
	got := remembered(t, said("honestly when you think about it the hives are fine.", "A: Good.", "My dog is called Biscuit.", "A: Lovely."))
	if lineWith(got, "think about it") != "" {
		t.Errorf("a remark was kept as an instruction:\n%s", got)
	}
}

// A long run-on sentence says several things: each keeps its line, not only
// the window around the most specific one.
func TestRunOnSentenceKeepsEachPoint(t *testing.T) {
	got := remembered(t, said(append(german(),
		"[Di, 23:06] Gar nichts Neues heute eigentlich, ich war nur in der Bib – ich sitz am liebsten ganz oben am Fenster, da ist es still – und hab drei Stunden so getan, als würde ich lesen, dann Kekse gegessen und heimgegangen.",
		"A: Klingt gemütlich.",
		"[Mi, 09:10] Die Abgabe ist am 30. September.",
		"A: Notiert.",
	)...))
	if lineWith(got, "am Fenster") == "" {
		t.Errorf("where the person likes to sit is gone:\n%s", got)
	}
}

// A decision keeps the words that say it is one: "Actually, I've decided, the
// knife set it is" is not "the knife set it is".
func TestDecisionKeepsItsMarker(t *testing.T) {
	got := remembered(t, said(
		"I decided to take the spare room for him, it's closer to the bathroom.",
		"A: Sensible.",
		"We decided against the stairlift for now.",
		"A: Fair enough.",
		"My sister decided she's coming at Christmas after all.",
		"A: Nice.",
		"He's always loved whittling, so maybe a proper knife set, the one I saw was £35. Actually, I've decided, the knife set it is.",
		"A: Lovely present.",
	))
	if lineWith(got, "decided", "knife set") == "" {
		t.Errorf("the decision lost its word:\n%s", got)
	}
}

// German quotes („…“) close: what follows a quoted title is not read as part
// of a name (which made the whole rest of the message "names", and its line
// far too heavy and long).
func TestGermanQuotesClose(t *testing.T) {
	got := remembered(t, said(append(german(),
		"[Do, 20:01] Wessel hat mir ein Buch empfohlen, „Urban Heat Island Mitigation“ von einem Autorenteam aus Wien, 2019 erschienen, und ich hab es über die Fernleihe bestellt.",
		"A: Gut.",
		"[Fr, 08:12] Ich lese es am Wochenende.",
		"A: Viel Spaß.",
	)...))
	if lineWith(got, "Urban Heat Island Mitigation") == "" {
		t.Errorf("the title is gone:\n%s", got)
	}
	// What follows the quote names nothing: it makes no line of its own.
	if l := lineWith(got, "hab", "bestellt"); l != "" && !strings.Contains(l, "Urban") {
		t.Errorf("the words after the title were read as names and kept as a line of their own: %q\n%s", l, got)
	}
}

// "egal wie schlecht" (no matter how bad) takes nothing back, and "Wessel
// streicht jeden Satz rot an" (marks every sentence red) is no "streich das"
// (scratch that): the instructions before them stay.
func TestNoFalseRevocations(t *testing.T) {
	got := remembered(t, said(
		"Kleine Bitte: Wenn du mir Literatur empfiehlst, dann bitte nur Sachen, die nach 2015 erschienen sind.",
		"A: Mach ich.",
		"Ich schreibe jetzt jeden Tag mindestens 500 Wörter, egal wie schlecht, das ist meine neue Regel für mich selbst – nicht für dich.",
		"A: Super.",
		"Eine Sache noch als Regel: Wenn du mir Formulierungen vorschlägst, dann bitte im wissenschaftlichen Stil – Wessel streicht jeden Satz mit Passiv gnadenlos rot an.",
		"A: Verstanden.",
	))
	if lineWith(got, "Literatur", "nach 2015") == "" {
		t.Errorf("the instruction about literature was taken back by a sentence that takes nothing back:\n%s", got)
	}
	if lineWith(got, "500 Wörter") == "" {
		t.Errorf("the person's 500 words a day are gone:\n%s", got)
	}
}

// german are two messages of a German conversation (with a timestamp prefix):
// enough capitalized nouns for the reader to know the language capitalizes
// them.
func german() []string {
	return []string{
		"[Mo, 21:14] Meine Masterarbeit schreibe ich über Stadtbäume und die Hitze in Innenhöfen, mit Messungen im Sommer und einer Befragung der Bewohner, und mein Betreuer ist Professor Wessel.",
		"A: Spannend.",
		"[Sa, 19:49] Ich hab mir dafür Datenlogger ausgeliehen, vom Institut, die kleinen grauen Dinger, und ich hab panische Angst, dass einer geklaut wird, weil das Geld dann von mir kommt.",
		"A: Verständlich.",
	}
}

// A request that opens with Spanish inverted punctuation is a request: "¿Me
// recuerdas …?" is kept even beside a line that names a code.
func TestInvertedQuestionMarkIsARequest(t *testing.T) {
	got := remembered(t, said(
		"Ay, qué rabia me da esto. El último pedido lleva el número MS-40218 y me lo han cobrado dos veces. ¿Me recuerdas que llame al molino mañana sin falta por lo del cobro doble? Que si no, se me pasa seguro.",
		"A: Claro.",
	))
	if lineWith(got, "recuerdas", "cobro doble") == "" {
		t.Errorf("the request to be reminded is gone:\n%s", got)
	}
}

// "schlag mir bitte nie … vor" (never suggest …) is an instruction: the
// marker may be the fourth word of its clause.
func TestGermanImperativeInstruction(t *testing.T) {
	msgs := []string{"Ach, und noch was, ganz wichtig: schlag mir bitte nie chemische Pflanzenschutzmittel vor, auch nicht im Notfall.", "A: Verstanden."}
	for i := range 12 {
		msgs = append(msgs, fmt.Sprintf("Parzelle %d hat die Nummer GV-%d0%d und liegt am Weg %d.", i+10, i, i, i+2), "A: Notiert.")
	}
	got := rememberedWithin(t, said(msgs...), 120)
	if lineWith(got, "Pflanzenschutzmittel") == "" {
		t.Errorf("the instruction went before facts:\n%s", got)
	}
}

// A fragment that gives a value ("costs £65.") stays with the sentence it
// is about, however long that one is.
func TestFragmentJoinsALongSentence(t *testing.T) {
	got := remembered(t, said(
		"the association is running a course, Intro to Queen Rearing, four evenings in august. costs £65. derek says i'm not ready.",
		"A: Noted.",
	))
	if lineWith(got, "course", "£65") == "" {
		t.Errorf("what costs £65 is on another line:\n%s", got)
	}
}

// A price in the same currency is no update of another price: "costaron 45
// euros" (the bibs) does not mark the season's fee of 120 euros as old, and
// "o sea nunca" says no change ("nun" is German for "now", not "nunca").
func TestSameCurrencyIsNoUpdate(t *testing.T) {
	got := remembered(t, said(
		"tema dinero: la cuota por niño es de 120 euros la temporada.",
		"A: Vale.",
		"costaron 45 euros en total, los pagué yo y el club me lo devuelve cuando pueda, o sea nunca jaja",
		"A: Vaya.",
	))
	if l := lineWith(got, "cuota", "120"); l == "" || strings.Contains(l, "updated") {
		t.Errorf("the fee is gone or marked as changed by the price of something else:\n%s", got)
	}
}

// Spanish "todo" (all) is no to-do, "preguntado" (asked) no question for the
// assistant; "he decidido" is a decision.
func TestSpanishKindsOfLines(t *testing.T) {
	s := said(
		"he decidido q el capitán vaya rotando cada partido, así nadie se cree el rey.",
		"A: Buena idea.",
		"el grupo ahora mismo tiene 212 mensajes sin leer y son todo stickers",
		"A: Uf.",
	)
	kinds := map[string]session.LedgerKind{}
	for _, e := range compression.Extract(s, []int{0, 2}) {
		kinds[e.Text] = e.Kind
	}
	for text, k := range kinds {
		switch {
		case strings.Contains(text, "decidido") && k != session.LedgerDecision:
			t.Errorf("%q is read as %v, not a decision", text, k)
		case strings.Contains(text, "212") && k != session.LedgerFact:
			t.Errorf("%q is read as %v, not a fact", text, k)
		}
	}
	if len(kinds) != 2 {
		t.Errorf("lines: %v", kinds)
	}
}

// A label made of everyday words says nothing ("Noted: svc-0 is on port
// 20000." repeats what the person said, and is no new line for "Noted").
func TestEverydayLabelIsNoTopic(t *testing.T) {
	got := remembered(t, said(
		"Note this: the service svc-0 listens on port 20000 and keeps its data in /var/lib/svc0/data.db.",
		"A: Noted: svc-0 is on port 20000.",
	))
	if strings.Contains(got, "(assistant)") {
		t.Errorf("the reply's acknowledgement is kept as a line of its own:\n%s", got)
	}
}
