package compression_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// talkedOf is a conversation that has talked of the words three times
// before the messages: in a long conversation its topic's words are
// everyday words, and only what a sentence says can make it a line.
func talkedOf(words string, msgs ...string) []string {
	var out []string
	for _, day := range []string{"Monday", "Tuesday", "Wednesday"} {
		out = append(out, "On "+day+" I thought about "+words+" again.", "A: Noted.")
	}
	return append(out, msgs...)
}

// lineOf is the memory's line of message n that holds all the words, or "".
func lineOf(memory string, n int, all ...string) string {
	var of []string
	for _, l := range strings.Split(memory, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), fmt.Sprintf("- #%d ", n)) {
			of = append(of, l)
		}
	}
	return lineWith(strings.Join(of, "\n"), all...)
}

// What the memory reads of how people write (stop 30, read from the sixth
// corpus part, heldout3, after it was measured blind twice): each case failed
// before. The sentences are this file's own, not the corpus's.

// A question under a label that says it is one, or that the person does not
// know ("Thing I still can't work out: …?", "Was ich nicht weiß: …?"), is an
// open question: the whole question is its line, not a sentence beside it.
func TestALabelledQuestionIsKept(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Something I still haven't figured out: do the trestle tables need a separate insurance rider, or does the hall's policy cover hired furniture? The caretaker, Mr Dobbs, shrugged when I asked.", []string{"trestle tables", "insurance rider"}},
		{"Was ich noch nicht weiß: darf der Heizkörper an der Innenwand bleiben, wenn die Fliesen bis zur Decke gehen? Unser Installateur Herr Kranz war sich auch nicht sicher.", []string{"Heizkörper", "Innenwand"}},
		{"Una duda que tengo desde hace días: ¿puedo congelar el caldo de huesos en los botes de cristal sin que se rompan? Mi abuela Remedios dice que sí.", []string{"caldo de huesos", "botes de cristal"}},
	} {
		topic := strings.Join(c.keys, " and ")
		got := remembered(t, said(talkedOf(topic, c.text, "A: Good question.")...))
		if lineOf(got, 7, c.keys...) == "" {
			t.Errorf("the question %q is not kept:\n%s", c.text, got)
		}
	}
}

// A question the next sentence puts aside for later is an open question:
// "should we hire a skip? question for later, not today's problem".
func TestAQuestionPutAsideInTheNextSentence(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
		junk string
	}{
		{"oh and do we need to tell the council about the skip on the pavement? question for later, cant deal with it today", []string{"council", "skip"}, "cant deal"},
		{"should we repaint the hallway before the carpet goes in? the bloke at the shop says yes obviously. question for later though", []string{"repaint", "carpet"}, "bloke"},
		{"¿hace falta pedir permiso a la comunidad para cambiar la puerta del trastero? eso para más adelante que hoy no tengo cabeza", []string{"puerta del trastero"}, "no tengo cabeza"},
	} {
		got := remembered(t, said(talkedOf(strings.Join(c.keys, " and "), c.text, "A: Noted.")...))
		line := lineOf(got, 7, c.keys...)
		if line == "" {
			t.Errorf("the question in %q is not kept:\n%s", c.text, got)
		}
		if junk := lineOf(got, 7, c.junk); junk != "" && junk != line {
			t.Errorf("the aside %q is kept as if it were the question:\n%s", c.junk, got)
		}
	}
}

// Being unsure whether something is wise, and wanting to think it through
// with the assistant, is an open question ("bin mir unsicher, ob …", "not
// sure whether …").
func TestUnsureWhetherIsAnOpenQuestion(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Ich neige zum Parkett, bin mir aber unsicher, ob das in einer Küche mit Fußbodenheizung vernünftig ist. Mein Schwager Uwe Brenner hat Fliesen genommen.", []string{"unsicher", "Fußbodenheizung"}},
		{"I'm leaning towards the loft hatch, but not sure whether a pull-down ladder fits with the joists running that way. My cousin Dara Quinn did hers last year.", []string{"not sure whether", "pull-down ladder"}},
	} {
		got := remembered(t, said(talkedOf(strings.Join(c.keys[1:], " and "), c.text, "A: Let's see.")...))
		if lineOf(got, 7, c.keys...) == "" {
			t.Errorf("the open question in %q is not kept:\n%s", c.text, got)
		}
	}
}

// A dictated sentence without commas, longer than a line, is read as clauses
// at its conjunctions: its end, where the amount is, is not clipped off.
func TestARunOnSentenceKeepsItsEnd(t *testing.T) {
	text := "vale te cuento lo del coche que el mecánico del barrio me ha dicho que si la revisión sale bien no hace falta cambiar nada más y si no hay que cambiar el embrague entero que en el taller oficial tarda dos semanas y en el suyo cuesta unos 640 euros con la mano de obra incluida"
	got := remembered(t, said(text, "A: Vale."))
	if lineWith(got, "640 euros") == "" {
		t.Errorf("the end of the run-on sentence is clipped off:\n%s", got)
	}
	if lineWith(got, "embrague", "640 euros") == "" {
		t.Errorf("the amount is not with what it is for:\n%s", got)
	}
}

// A name set between commas after who the person is keeps who they are:
// "My husband, Colin, is …", "Mein Mann, Wolfgang, ist …" (in German a
// capitalized word alone between commas is a name, not a noun); the wish
// they voiced is a liking beside it.
func TestANameBetweenCommasKeepsWhoItIs(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
		wish string
	}{
		{"My husband, Colin, is hopeless with anything practical, he leaves the whole project to me. He only asked for one thing in all of this: a bath deep enough to lie down in properly, because his back is bad after twenty years of driving vans.", []string{"husband", "Colin"}, "bath"},
		{"Meine Schwester, Annelie, ist leider selten erreichbar, sie arbeitet in Schichten. Sie hat nur einen einzigen Wunsch geäußert: ein ruhiges Gästezimmer mit Blick in den Garten, weil sie nach den Nachtschichten tagsüber schlafen muss.", []string{"Schwester", "Annelie"}, "Gästezimmer"},
	} {
		before := talkedOf(c.keys[1])
		if c.keys[1] == "Annelie" {
			// A German conversation: its nouns are capitalized.
			before = []string{"Am Montag habe ich wieder an Annelie und die Küche gedacht.", "A: Gut.", "Am Dienstag kam Annelie mit dem Plan für die Wohnung.", "A: Gut.", "Am Mittwoch hat Annelie die Fliesen für das Bad gesehen.", "A: Gut."}
		}
		got := remembered(t, said(append(before, c.text, "A: Noted.")...))
		if lineOf(got, 7, c.keys...) == "" {
			t.Errorf("%v is not kept together:\n%s", c.keys, got)
		}
		if lineOf(got, 7, c.wish) == "" {
			t.Errorf("the wish for a %s is not kept beside the name:\n%s", c.wish, got)
		}
	}
}

// A formal or indirect request about what the assistant should never or
// always do is an instruction: "Ich möchte Sie bitten, mir keine … vorzuschlagen",
// "I'd ask you not to …", "te pido que nunca …"; so is an order on whatever
// the assistant gives ("any plan you give me, frontload the hard bits").
func TestIndirectInstructions(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Ich möchte Sie außerdem bitten, mir keine Fertigbausätze vorzuschlagen. Wir lassen alles vom Tischler Herrn Albrecht Sommer bauen, auch wenn es länger dauert.", []string{"Fertigbausätze"}},
		{"I'd ask you not to suggest supplements at all. My GP, Dr Nkemelu, has me on a strict list and I'd rather not be tempted.", []string{"supplements"}},
		{"mornings are when i actually function, after lunch im a zombie. so any schedule you give me, put the heavy lifting first. non negotiable", []string{"heavy lifting"}},
	} {
		got := rememberedWithin(t, said(beforeOrders(c.text, "A: Understood.")...), 120)
		if l := lineWith(got, c.keys...); l == "" {
			t.Errorf("the instruction %q is not kept:\n%s", c.text, got)
		}
	}
}

// A one-off request in the same shape is not a standing instruction:
// "Ich möchte Sie bitten, mir bei der Liste zu helfen" outranks nothing.
func TestAOneOffFormalRequestIsNoInstruction(t *testing.T) {
	for _, text := range []string{
		"Ich möchte Sie bitten, mir bei der Einkaufsliste für Samstag zu helfen.",
		"I'd ask you to check the Einkaufsliste for Saturday once more.",
	} {
		for _, e := range compression.Extract(said(text, "A: Gern."), []int{0}) {
			if e.Kind == session.LedgerRule {
				t.Errorf("a one-off request is kept as a rule: %s", e.Text)
			}
		}
	}
}

// Switching to something is a decision, the newest one: "So we're
// switching, it's lemon drizzle from now on" after a day that named people.
func TestSwitchingIsADecision(t *testing.T) {
	got := remembered(t, said(talkedOf("the traybake and the stall",
		"Decided: chocolate traybake for the school stall, 30 squares.", "A: Noted.",
		"We did a tasting at Priyanka's house and the lemon ones went in minutes while the chocolate sat there. So we're switching, it's lemon drizzle from now on.", "A: Noted.")...))
	if lineOf(got, 9, "switching", "lemon drizzle") == "" {
		t.Errorf("the switch to lemon drizzle is not kept:\n%s", got)
	}
}

// A rule's label may say who it is for and how long it holds: "Rule for you
// going forward: …", "Standing rule from now on: …".
func TestARuleLabelWithWhoAndHowLong(t *testing.T) {
	for _, text := range []string{
		"Rule for you going forward: when I ask for a packing list, sort it by room, like kitchen, bathroom, garage.",
		"Standing rule from now on: any recipe you send, give oven temperatures in Celsius only.",
	} {
		es := compression.Extract(said(text, "A: Noted."), []int{0})
		if len(es) == 0 || es[0].Kind != session.LedgerRule {
			t.Errorf("%q is not read as a rule: %+v", text, es)
		}
	}
}

// In a small memory, of two lines as specific and as long, the one with a
// code stays (a reference cannot be guessed back), and an open question
// outranks a decision (it is what the person will come back to).
func TestCodesAndQuestionsOutrankInASmallMemory(t *testing.T) {
	size := func(s string) int { return len(s) }
	for _, c := range []struct {
		keep, drop session.LedgerEntry
	}{
		{session.LedgerEntry{Kind: session.LedgerFact, Msg: 0, User: true, Weight: 12, Text: "The council's reference for the stall is KT-5502-RB, laminated."},
			session.LedgerEntry{Kind: session.LedgerFact, Msg: 2, User: true, Weight: 12, Text: "Marta from the Harrogate show came round with scones and stayed."}},
		{session.LedgerEntry{Kind: session.LedgerQuestion, Msg: 0, User: true, Weight: 12, Text: "Do I need a separate licence to sell jam at the Whitby market?"},
			session.LedgerEntry{Kind: session.LedgerDecision, Msg: 2, User: true, Weight: 12, Text: "Decided: the Whitby stall gets the blue gazebo, not the green."}},
	} {
		kept, _ := compression.FitLedger([]session.LedgerEntry{c.keep, c.drop}, 80, size, compression.LedgerView{})
		if len(kept) != 1 || kept[0].Text != c.keep.Text {
			t.Errorf("kept %+v, want %q", kept, c.keep.Text)
		}
	}
}

// A request marked as a question keeps what it asks, to the question mark:
// "ok serious question, can you help me work out what to ask at the clinic?"
// is not "ok serious question".
func TestAMarkedRequestKeepsWhatItAsks(t *testing.T) {
	got := remembered(t, said(talkedOf("how you help me work out what to ask at the clinic",
		"ok serious question, can you help me work out what to ask at the clinic? the main thing is whether the dizziness at night means the tablets need changing. i always go blank in front of doctors.", "A: Sure.")...))
	if lineOf(got, 7, "serious question", "what to ask at the clinic") == "" {
		t.Errorf("the request lost what it asks:\n%s", got)
	}
}

// A request that only points back ("Could you help me untangle that?",
// "¿Me ayudas a pensarlo?") is one line with the sentence it points at:
// alone it asks nothing anyone could answer.
func TestARequestThatPointsBackJoinsItsSentence(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"I've no idea how the deposit works when the tenant is a company in Ireland. Could you help me untangle that at some point?", []string{"Ireland", "untangle that"}},
		{"No sé si merece la pena cambiar la caldera Vaillant antes del invierno. ¿Me ayudas a pensarlo más adelante?", []string{"caldera Vaillant", "pensarlo"}},
	} {
		got := remembered(t, said(c.text, "A: Sure."))
		if lineWith(got, c.keys...) == "" {
			t.Errorf("the request is not with what it points at:\n%s", got)
		}
	}
}

// A liking keeps the words that say whose it is: "She only asked for one
// thing in all of this: a string quartet …" is not "a string quartet …".
func TestALikingKeepsWhoseItIs(t *testing.T) {
	got := remembered(t, said(talkedOf("the ceremony and the quartet",
		"She only asked for one thing in all of this: a string quartet for the ceremony, because her fiancé cried at one once.", "A: Lovely.")...))
	if lineOf(got, 7, "asked for one thing", "string quartet") == "" {
		t.Errorf("the wish lost whose it is:\n%s", got)
	}
}

// Spanish drops the subject: "Es arquitecta", "Viene el martes a las nueve"
// go on about the person the sentence before named, as "She's an
// architect", "He's coming on Tuesday at nine" do.
func TestSpanishSentencesWithoutASubjectJoinTheirPerson(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Mi vecina nueva se llama Lucía Ferrer. Es arquitecta, trabaja desde casa casi siempre.", []string{"Lucía Ferrer", "arquitecta"}},
		{"Hablé con el fontanero, Ramón Gil. Viene el martes a las nueve.", []string{"Ramón Gil", "martes"}},
	} {
		got := remembered(t, said(talkedOf("la casa", c.text, "A: Vale.")...))
		if lineOf(got, 7, c.keys...) == "" {
			t.Errorf("%v are not on one line:\n%s", c.keys, got)
		}
	}
}

// A line of two words whose only fact is a bare number says nothing on its
// own ("ok 5": five of what?) and keeps nothing; a short line with a date, a
// time, an amount's word or a name does.
func TestABareNumberAloneIsNoLine(t *testing.T) {
	for text, kept := range map[string]bool{
		"ok 5":                  false,
		"yes 12":                false,
		"Tuesday 9:30":          true,
		"£350, non-refundable.": true,
		"ZQ-41097":              true,
	} {
		if got := len(compression.Extract(said(text, "A: Ok."), []int{0})) > 0; got != kept {
			t.Errorf("%q kept a line: %v, want %v", text, got, kept)
		}
	}
}
