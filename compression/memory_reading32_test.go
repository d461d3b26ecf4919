package compression_test

import (
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// What the memory reads of how people write (stop 32, read from the eighth
// corpus part, heldout5, after it was measured blind twice): each case failed
// before. The sentences are this file's own, not the corpus's.

// A date in words with an ordinal ("the ninth of May", "the second of
// June") is a value, and "May" after "of" or before a day is the month, not
// the verb: the line is kept over a question that names nothing.
func TestADateInWordsIsAValue(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Okay, holidays. We leave on the ninth of May, which is far too soon honestly. Is it silly to bring an umbrella to a place where it never rains? Don't answer that.", []string{"leave", "ninth of May"}},
		{"Right, the exam. It's on May 14, and I have read maybe half the notes. Is it normal to dream about multiple choice questions every single night? Ugh.", []string{"exam", "May 14"}},
		{"Ok so, the move. The van comes on the second of June, early, and nobody has started on the attic. Does anyone ever actually label their boxes properly? Doubt it.", []string{"van", "second of June"}},
	} {
		got := remembered(t, said(c.text, "A: Okay."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
}

// The month "May" is no value where it is the verb or a name.
func TestMayTheVerbIsNoDate(t *testing.T) {
	for _, c := range []struct {
		text, line string
	}{
		{"It may rain on Thursday, so bring a coat. My aunt May is coming too.", "Thursday"},
		{"May I ask something silly? Our neighbour Harold Finch keeps bees on his roof.", "Harold Finch"},
	} {
		got := remembered(t, said(c.text, "A: Okay."))
		if lineOf(got, 1, c.line) == "" {
			t.Errorf("the line with %q is lost:\n%s", c.line, got)
		}
	}
}

// A label and a code alone in a short sentence ("Membership number:
// RAC-88213094.") say what they are the number of in the sentence before:
// the two are one line.
func TestALabelledCodeKeepsWhatItIsFor(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Good news, we do have breakdown cover after all. Membership number: RAC-88213094. Apparently it came free with the car, who knew.", []string{"breakdown cover", "RAC-88213094"}},
		{"Por fin tenemos seguro de hogar, menos mal. Número de póliza: HG/2231/77. Lo guardo en el cajón de la entrada.", []string{"seguro de hogar", "HG/2231/77"}},
		{"Die Haftpflicht ist endlich abgeschlossen, puh. Versicherungsnummer: HV-4410-93. Mehr Papierkram geht heute nicht.", []string{"Haftpflicht", "HV-4410-93"}},
	} {
		got := remembered(t, said(c.text, "A: Okay."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
}

// Where something is moved to is where it is from then on, also when the
// sentence calls it "it" after the one that names it.
func TestWhereSomethingIsMovedTo(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Change of plan on the printer: it won't stay in the hallway. We're moving it into the spare room upstairs, next to the router. Let me know if that's silly.", []string{"printer", "spare room"}},
		{"The freezer has to go somewhere else, it hums all night. We put it in the garage behind the bikes yesterday. Any thoughts?", []string{"freezer", "garage"}},
	} {
		got := remembered(t, said(c.text, "A: Okay."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
}

// Moving on, a person put somewhere for a moment, a figure of speech: no
// place.
func TestMovingOnIsNoPlace(t *testing.T) {
	for _, c := range []struct{ text, not string }{
		{"Moving on to the next thing on my list, which is boring. My dentist Dr Olsen wants to see me on 3 March.", "Moving"},
		{"At the physio they put me on a treadmill and filmed my knees, mortifying really. My physio Dr Kaur wants me back on 3 March.", "treadmill"},
		{"Life keeps putting obstacles in my path and I keep ignoring them. My sister Wen says I should take a holiday in Crete.", "obstacles"},
	} {
		got := remembered(t, said(c.text, "A: Okay."))
		if l := lineOf(got, 1, c.not); l != "" {
			t.Errorf("no place is kept as one: %q", l)
		}
	}
}

// A task under a label that says it is still to be done is an open question,
// kept beside a sentence with a name.
func TestALabelledTaskIsOpen(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Tarea pendiente: hay que pedir presupuesto a dos fontaneros para el baño de arriba. Mi vecino Tomás dice que no corre prisa, pero yo no lo veo así.", []string{"presupuesto", "fontaneros"}},
		{"Still to do: find a sitter for the cat over the long weekend. My friend Oona says her nephew might, but he's flaky.", []string{"sitter", "cat"}},
		{"Noch offen: jemand muss die Heizung vor dem Winter entlüften. Mein Schwager Ralf meint, das sei in fünf Minuten erledigt.", []string{"Heizung", "entlüften"}},
	} {
		got := remembered(t, said(c.text, "A: Okay."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
}

// In a small memory, a line with a file's or a site's name outranks one as
// specific and as long with names alone: the name cannot be guessed back.
// A time with a dot is no file.
func TestAFileNameOutranksInASmallMemory(t *testing.T) {
	size := func(s string) int { return len(s) }
	for _, c := range []struct {
		keep, drop session.LedgerEntry
	}{
		{session.LedgerEntry{Kind: session.LedgerFact, Msg: 0, User: true, Weight: 12, Text: "The club's accounts are in a sheet, kasse_verein.ods, on my laptop."},
			session.LedgerEntry{Kind: session.LedgerFact, Msg: 2, User: true, Weight: 12, Text: "My nephew Jonas installed Firefox for me, because Chrome 'spies'."}},
		{session.LedgerEntry{Kind: session.LedgerFact, Msg: 0, User: true, Weight: 12, Text: "The pairings go up on swiss-pairings.org, like every decent open."},
			session.LedgerEntry{Kind: session.LedgerFact, Msg: 2, User: true, Weight: 12, Text: "Don Ernesto from Huesca brought churros and stayed till noon."}},
	} {
		kept, _ := compression.FitLedger([]session.LedgerEntry{c.keep, c.drop}, 90, size, compression.LedgerView{})
		if len(kept) != 1 || kept[0].Text != c.keep.Text {
			t.Errorf("kept %+v, want %q", kept, c.keep.Text)
		}
	}
	clock := session.LedgerEntry{Kind: session.LedgerFact, Msg: 0, User: true, Weight: 12, Text: "We meet at 10.30 by the fountain, the one nobody can find."}
	// The named line holds a long number as the clock does (a long number
	// weighs the same wherever it is): only a code's rank would keep the
	// clock.
	named := session.LedgerEntry{Kind: session.LedgerFact, Msg: 2, User: true, Weight: 12, Text: "Priya from the Leeds office paid £120 for cake and stayed long."}
	if kept, _ := compression.FitLedger([]session.LedgerEntry{clock, named}, 90, size, compression.LedgerView{}); len(kept) != 1 || kept[0].Text != named.Text {
		t.Errorf("a time with a dot ranks as a file's name: kept %+v", kept)
	}
}

// An order after the person's own label ("I have one request up front:
// always …"), in the German formal imperative ("Schreiben Sie mir nie …"),
// or typed as texting ("pls dont …") is a rule; and a sentence that asks to
// keep to the one before from then on makes that one the rule ("… Please
// stick to that from now on.").
func TestOrdersAsPeopleTypeThem(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"I have one request up front: always give distances in kilometres. We're driving from Lyon to Porto.", []string{"distances", "kilometres"}},
		{"Ich habe eine Bitte an Sie: Nennen Sie Entfernungen stets in Kilometern. Wir fahren von Lyon nach Porto.", []string{"Entfernungen", "Kilometern"}},
		{"Schreiben Sie mir nie mehr als drei Absätze. Meine Tochter Ines liest mit.", []string{"drei Absätze"}},
		{"ok first thing pls dont give me long lists, just the top 3 like im five. my brother Kofi says hi", []string{"long lists"}},
		{"I like it when you give me the answer first and the reasoning after. Please stick to that from now on. My colleague Bram agrees.", []string{"answer first"}},
		{"I like it when you give me the short answer first and the why after. Please stick to that from now on.", []string{"short answer first"}},
		{"Ich schätze es, wenn Sie mir zuerst die Zahl und dann die Rechnung zeigen. Bitte halten Sie sich künftig daran.", []string{"zuerst die Zahl"}},
		{"Me gusta que me des primero la respuesta y luego la explicación. A partir de ahora, así, por favor.", []string{"primero la respuesta"}},
	} {
		if !ruleWith(c.text, c.keys...) {
			t.Errorf("the order in %q is not kept as a rule: %v", c.text, compression.Extract(said(c.text, "A: Understood."), []int{0}))
		}
	}
}

// Neither a question in the formal you, nor someone's words reported after
// a label, nor news of how things are from now on is an order.
func TestWhatIsNoOrder(t *testing.T) {
	for _, text := range []string{
		"Können Sie mir immer so schnell helfen? Mein Mann Jörg ist beeindruckt.",
		"I told my son: never drive without a coat. He laughed at me.",
		"My flatmate moved out last week. From now on it's just me and the cat, please send snacks.",
		"We had a lovely walk by the river. From now on I'll do that every Sunday, please god.",
	} {
		for _, e := range compression.Extract(said(text, "A: Understood."), []int{0}) {
			if e.Kind == session.LedgerRule {
				t.Errorf("%q is read as a rule: %q", text, e.Text)
			}
		}
	}
}

// A decision after a reason is no aside: the line keeps it ("…, porque me
// aburre muchísimo y he decidido ir a nadar a la piscina municipal").
func TestADecisionAfterAReasonIsKept(t *testing.T) {
	got := remembered(t, said("Le devuelvo la bici a Paco, porque me aburre muchísimo y he decidido ir a nadar a la piscina municipal.", "A: Vale."))
	if lineOf(got, 1, "piscina municipal") == "" {
		t.Errorf("the decision after the reason is lost:\n%s", got)
	}
}

// Where things are now, said with "they" or "sie" after the sentence that
// names them, is one line with it: the clause that says where is the point,
// though it names nothing ("Die Tomaten sind raus aus dem Bad! Sie stehen
// jetzt im Gewächshaus, …").
func TestWhereTheyAreNow(t *testing.T) {
	got := inGerman(t, "Die Kartoffeln sind endlich raus aus dem Keller! Sie liegen jetzt im Schuppen hinter dem Haus, die Tage sind kühl genug.")
	if lineOf(got, 7, "Kartoffeln", "Schuppen") == "" {
		t.Errorf("where the potatoes are is lost:\n%s", got)
	}
	got = inTalk31(t, "The seedlings are finally out of the bathroom! They are in the greenhouse now, the nights are warm enough.")
	if lineOf(got, 7, "seedlings", "greenhouse") == "" {
		t.Errorf("where the seedlings are is lost:\n%s", got)
	}
}

// What the answers may look like, said without a verb after a label or as
// two limits, is a rule ("First thing: plain text only, no tables and no
// emojis"); so is a condition on what the assistant gives followed by
// "round …" or "ponlas …" (stop 32, read from dev9, heldout6 until then).
func TestFormatLimitsAndRoundingAreRules(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"One thing first: plain text only, no tables and no emojis, I read this on a tiny phone. My grandson Alfie set it up.", []string{"no tables"}},
		{"Eine Bitte vorab: keine Tabellen, keine Emojis. Mein Enkel Jonas hat mir das eingerichtet.", []string{"keine Tabellen"}},
		{"Una cosa: sin tablas y sin emojis, que no veo bien. Mi nieto Pablo me lo instaló.", []string{"sin tablas"}},
		{"When you give me any totals, round to the nearest euro. My brother Karl does the books.", []string{"nearest euro"}},
		{"Cuando me mandes recetas, ponlas en gramos, no en tazas. Mi hermana Inés cocina conmigo.", []string{"gramos"}},
	} {
		if !ruleWith(c.text, c.keys...) {
			t.Errorf("the rule in %q is not kept as one: %v", c.text, compression.Extract(said(c.text, "A: Okay."), []int{0}))
		}
	}
	for _, text := range []string{
		"No tables left at Luigi's tonight, so we ate at the bar with my cousin Dario.",
		"The form says: plain text only, no attachments, which is very 1998.",
	} {
		for _, e := range compression.Extract(said(text, "A: Okay."), []int{0}) {
			if e.Kind == session.LedgerRule {
				t.Errorf("%q is read as a rule: %q", text, e.Text)
			}
		}
	}
}

// What someone says, quoted in «» or double quotes after a word of saying or
// longer than four words, is no name: the saying keeps no line over a fact
// (stop 32, from dev9). A short title in «» still is one.
func TestASayingInQuotesIsNoName(t *testing.T) {
	for _, c := range []struct{ text, fact, saying string }{
		{"Mi abuela siempre decía «el que no llora no mama», y tenía razón. El mercado abre los jueves a las ocho.", "mercado", "llora"},
		{"My dad always said \"measure carefully, cut slowly, and never trust a cheap drill\", bless him. The skip arrives on Monday at eight.", "skip", "drill"},
	} {
		got := remembered(t, said(c.text, "A: Okay."))
		if lineOf(got, 1, c.fact) == "" || lineOf(got, 1, c.saying) != "" {
			t.Errorf("the saying is kept, or the fact lost:\n%s", got)
		}
	}
	got := remembered(t, said("La exposición de este verano se va a llamar «Manos de esparto», qué bonito.", "A: Vale."))
	if lineOf(got, 1, "Manos de esparto") == "" {
		t.Errorf("the title in «» is lost:\n%s", got)
	}
}

// A code alone in its sentence is one line with the sentence before that
// says what it is (stop 32, from dev9). (Taking a label's changing subject
// off with the label, "Re: la expo – …", was tried and taken back: the words
// before a dash are as often the news, "Update: got the job - starting
// Monday", skeptic32d_review_test.go.)
func TestALoneCodeKeepsWhatItIs(t *testing.T) {
	got := remembered(t, said(
		"Re: horarios – El local abre a las diez los sábados, y cierro yo.", "A: Vale.",
		"Re: la llave – La llave la tiene Anselmo, el del quiosco de la plaza.", "A: Vale.",
		"Re: código – Ya tenemos el número de socio del club de montaña. MT-44871. Guárdamelo tú, que lo pierdo.", "A: Vale."))
	if lineOf(got, 5, "socio", "MT-44871") == "" {
		t.Errorf("the code alone loses what it is:\n%s", got)
	}
}
