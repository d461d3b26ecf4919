package compression_test

import (
	"fmt"
	"strings"
	"testing"
)

// The misses of stop 69's blind parts, read at stop 70 (as dev83 and dev84),
// each shown on sentences of other people, places and words: each test fails
// on 8d78686.

// A month shortened with a dot before a day's number or a year ("lands on
// Aug. 21", "am 3. Okt. 2026", "el 9 de dic. de 2025") ends no sentence: the
// date was cut in two lines, its month on one and its day on the next.
func TestAShortenedMonthBeforeItsDayEndsNoSentence(t *testing.T) {
	for _, c := range []struct{ msg, date, what string }{
		{"My cousin Bernard lands on Sept. 14 at Shannon, a day before everyone else.", "Sept. 14", "Bernard"},
		{"Die Hütte ist ab dem 3. Okt. 2026 frei, sagt Frau Wendling.", "Okt. 2026", "Hütte"},
		{"La notaria nos cita el lunes 9 de dic. de 2025 en Baeza.", "dic. de 2025", "notaria"},
	} {
		got := remembered(t, said(c.msg, "A: Noted."))
		if lineWith(got, c.date, c.what) == "" {
			t.Errorf("%q: no line holds %q with %q:\n%s", c.msg, c.date, c.what, got)
		}
	}
	// A month's name as a word of its own still ends one.
	got := remembered(t, said("We moved here in Jan. The rent is £840 a month.", "A: Noted."))
	if l := lineWith(got, "£840"); l == "" || strings.Contains(l, "Jan") {
		t.Errorf("the rent is not a line of its own: %q\n%s", l, got)
	}
}

// A label of a repeated mark, a count that changes from message to message
// and the same words before a dash ("🔧 8 offene Baustellen – …", "🧶 12 rows
// to go — …") is a label of every message: no line keeps it. Kept, it made
// every instruction share its words with a later take-back ("Zum Thema drei
// Sätze: Vergiss das"), which took all of them back.
func TestACountingLabelBeforeADashIsALabel(t *testing.T) {
	for _, c := range []struct {
		mark  func(int) string
		msgs  []string
		label string
		rules []string
		keep  [2]string
	}{{
		mark: func(n int) string { return fmt.Sprintf("🧶 %d rows to go — ", 40-n*3) },
		msgs: []string{
			"I'm Maureen, knitting a christening shawl for my granddaughter. Keep your answers to four sentences at most, please.",
			"One more request: give me lengths in centimetres, never in inches.",
			"The christening is at St Brigid's in Kilkee on the 2nd of May.",
			"Another rule: write the times in the 24-hour clock, like 15:30.",
			"About the four sentences: forget that. Longer answers are fine now.",
		},
		label: "rows to go",
		rules: []string{"centimetres", "24-hour"},
		keep:  [2]string{"St Brigid's", "Kilkee"},
	}, {
		mark: func(n int) string { return fmt.Sprintf("🔨 %d Kisten übrig – ", 30-n*4) },
		msgs: []string{
			"Ich bin Rainer, wir ziehen nach Zweibrücken. Antworte mir bitte höchstens in vier Sätzen.",
			"Noch eine Bitte: Gib mir Gewichte immer in Kilo an, nie in Pfund.",
			"Der Umzugswagen kommt am Freitag von der Firma Stoltz aus Homburg.",
			"Neue Regel: Schreib Uhrzeiten immer im 24-Stunden-Format.",
			"Zum Thema vier Sätze: Vergiss das. Du darfst jetzt ausführlich antworten.",
		},
		label: "Kisten übrig",
		rules: []string{"Kilo", "24-Stunden-Format"},
		keep:  [2]string{"Stoltz", "Homburg"},
	}} {
		got := remembered(t, said(numbered68(c.mark, c.msgs...)...))
		if strings.Contains(got, c.label) {
			t.Errorf("the label %q stays on the lines:\n%s", c.label, got)
		}
		for _, r := range c.rules {
			if l := lineWith(got, r); l == "" || strings.Contains(l, "(updated") {
				t.Errorf("the instruction with %q was taken back with the other: %q\n%s", r, l, got)
			}
		}
		if lineWith(got, c.keep[0], c.keep[1]) == "" {
			t.Errorf("the fact is not kept:\n%s", got)
		}
	}
}

// A first clause that says when what follows happens, by what comes before
// or after it ("After the swim, …", "Nach der Probe, …", "Después de la
// misa, …"), stays on the line though the conversation names its thing
// often: the line would lose when it is.
func TestWhenSaidByWhatComesBeforeStaysOnTheLine(t *testing.T) {
	for _, c := range []struct {
		before []string
		msg    string
		when   string
	}{{
		[]string{"The choir has its concert on Sunday.", "The concert is in the abbey, the choir sings at four.", "Tickets for the concert are sold at the door."},
		"After the concert, we're all going to the Bell Inn on Church Street for sandwiches.", "After the concert",
	}, {
		[]string{"Die Probe ist am Dienstag.", "Bei der Probe fehlt wieder der Bass.", "Nach jeder Probe ist der Saal kalt."},
		"Nach der Probe, gegen neun, gehen wir in die Krone am Marktplatz.", "Nach der Probe",
	}, {
		[]string{"La misa es el domingo.", "La misa la dice don Anselmo.", "En la misa canta el coro del pueblo."},
		"Después de la misa, comemos todos en casa de la Tere, en la calle Real.", "Después de la misa",
	}} {
		var msgs []string
		for _, b := range c.before {
			msgs = append(msgs, b, "A: Ok.")
		}
		got := remembered(t, said(append(msgs, c.msg, "A: Ok.")...))
		if !strings.Contains(got, c.when) {
			t.Errorf("%q: the line lost %q:\n%s", c.msg, c.when, got)
		}
	}
}

// A numbering with a code that changes with it ("Key 8 [E1] …", "Key 17
// [C♯2] …", a piano's keys counted with their notes; "Bar 12 [B♭3] …") is a
// label of every message: no line keeps it. Kept, every line opened with
// "Key", and a later instruction took the place of an earlier one as a new
// value of the same thing.
func TestANumberingWithAChangingCodeIsALabel(t *testing.T) {
	notes := []string{"A0", "A♯0", "B0", "C1", "C♯1", "D1", "D♯1", "E1", "F1", "F♯1"}
	flats := []string{"B♭3", "C4", "D♭4", "D4", "E♭4", "E4", "F4", "G♭4", "G4", "A♭4"}
	for _, c := range []struct {
		mark func(int) string
		msgs []string
	}{
		{func(n int) string { return fmt.Sprintf("Key %d [%s] ", n, notes[n-1]) }, harbourWeek70},
		{func(n int) string { return fmt.Sprintf("Bar %d [%s] ", n+10, flats[n-1]) }, harbourWeek70},
	} {
		got := remembered(t, said(numbered68(c.mark, c.msgs...)...))
		if strings.Contains(got, c.mark(2)) || strings.Contains(got, c.mark(5)) {
			t.Errorf("the label %q stays on the lines:\n%s", strings.TrimSpace(c.mark(2)), got)
		}
		if lineWith(got, "kilometres") == "" || lineWith(got, "bullet points") == "" {
			t.Errorf("an instruction is lost:\n%s", got)
		}
		if lineWith(got, "Fenella Quayle", "harbour master") == "" {
			t.Errorf("the facts are not kept:\n%s", got)
		}
	}
}

var harbourWeek70 = []string{
	"I'm Ewan, organising the lifeboat day at Port St Mary.",
	"One thing: from now on give me distances in kilometres, never miles.",
	"The harbour master is Fenella Quayle, she signs off the slipway plan.",
	"The raffle prize is a trip round the Calf of Man on the Karina.",
	"Please don't give me bullet points any more, write it out plainly.",
	"The tea tent goes up by the old lime kiln at nine.",
}

// What someone asked the person for, as one thing ("Colm asked me for one
// thing: no radio in the polytunnel", "Klaus me ha pedido una cosa: nada de
// música en las barcas") is a liking of theirs, kept though the
// conversation names them often.
func TestTheOneThingSomeoneAskedForIsKept(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		keys [2]string
	}{
		{often69("Colm asked me for one thing: no radio in the polytunnel, not even on low."), [2]string{"Colm", "no radio"}},
		{often69de("Colm hat mich um eines gebeten: kein Radio im Gewächshaus, auch nicht leise."), [2]string{"Colm", "kein Radio"}},
		{oftenIn69([]string{
			"Organizo la limpieza de la cala con Toñi y con Paco.",
			"Toñi trae los guantes, Paco trae la barca.",
			"Paco dice que la barca aguanta, Toñi no se fía.",
			"Toñi quiere empezar a las ocho, Paco a las nueve.",
			"Paco ha arreglado el motor, Toñi sigue sin fiarse.",
		}, " Las bolsas de rafia son de la cooperativa de Níjar.", []string{"Paco me ha pedido una cosa: nada de radio en la barca, ni flamenco ni nada."}), [2]string{"Paco", "nada de radio"}},
	} {
		got := remembered(t, said(c.msgs...))
		if lineWith(got, c.keys[0], c.keys[1]) == "" {
			t.Errorf("no line holds %q with %q:\n%s", c.keys[0], c.keys[1], got)
		}
	}
}

// What someone the person relies on does not know yet ("she doesn't know if
// the chimney breast will hold", "no sabe si la viga aguanta") is an open
// question of the person's, kept though the conversation names its thing
// often.
func TestWhatAnotherDoesNotKnowIfIsAnOpenQuestion(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		keys [2]string
	}{
		{often69("The surveyor came round: she doesn't know if the comfrey bed wall will hold another winter."), [2]string{"comfrey bed wall", "winter"}},
		{oftenIn69([]string{
			"Estamos arreglando la casa del abuelo con Toñi y con Paco.",
			"El tejado lo hace Paco, las vigas las mira Toñi.",
			"Toñi dice que las vigas son de castaño, Paco dice que de pino.",
			"Paco ha subido al tejado, Toñi le sujeta la escalera.",
			"Las vigas del pajar están bien, Toñi las ha medido.",
		}, " Las tejas son de un derribo de Cortegana.", []string{"Toñi me ha dicho una cosa que me quita el sueño: no sabe si la viga del salón aguanta o está podrida."}), [2]string{"viga del salón", "podrida"}},
	} {
		got := remembered(t, said(c.msgs...))
		if lineWith(got, c.keys[0], c.keys[1]) == "" {
			t.Errorf("no line holds %q with %q:\n%s", c.keys[0], c.keys[1], got)
		}
	}
}

// A short sentence with someone's news ("Nadia Okafor's coming!", "Frau
// Wendling hat angerufen.") and the sentence after that calls them by one of
// their names and says who they are are one line: the name and the role
// were two lines, neither the whole fact.
func TestWhoSomeoneIsAfterTheirNewsStaysWithTheirName(t *testing.T) {
	for _, c := range []struct{ msg, name, role string }{
		{"Nadia Okafor's coming! Nadia was our first choir director, back when we rehearsed in the scout hut.", "Nadia Okafor", "choir director"},
		{"Frau Wendling hat angerufen. Wendling ist die Hüttenwartin vom Alpenverein in Hinterstein.", "Frau Wendling", "Hüttenwartin"},
	} {
		got := remembered(t, said(c.msg, "A: Lovely."))
		if lineWith(got, c.name, c.role) == "" {
			t.Errorf("%q: no line holds %q with %q:\n%s", c.msg, c.name, c.role, got)
		}
	}
}

// What someone does not eat or drink, said with the verb before what it rules
// out ("Er isst seit einem Jahr kein Fleisch") or with a past that still
// holds ("he hasn't eaten meat for a year"), is a liking of theirs: it was
// dropped beside a sentence that names them.
func TestWhatSomeoneDoesNotEatIsALiking(t *testing.T) {
	for _, c := range []struct{ msg, key string }{
		{"Our Callum, 15, has gone mad for lentils since the school trip. Important for you: he hasn't eaten meat for a year, so no bacon in the soup.", "hasn't eaten meat"},
		{"Unser Malte, 15, findet Linsen plötzlich toll, wegen der Klassenfahrt nach Ulm. Wichtig für dich: Er isst seit einem Jahr kein Fleisch, also keinen Speck in die Suppe.", "kein Fleisch"},
	} {
		got := remembered(t, said(c.msg, "A: Noted."))
		if lineWith(got, c.key) == "" {
			t.Errorf("%q: no line holds %q:\n%s", c.msg, c.key, got)
		}
	}
}

// Someone still missing for a task ("Still haven't got anyone for the first
// aid tent", "Ich hab noch niemanden für den Kuchenstand") is an open
// question, kept though the conversation names its thing often: it was
// kept only while a label of the message anchored it.
func TestStillNoOneForATaskIsAnOpenQuestion(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		key  string
	}{
		{often69("Still haven't got anyone for the comfrey stall on the day."), "comfrey stall"},
		{often69de("Ich hab noch niemanden für den Beinwellstand am Sonntag."), "Beinwellstand"},
	} {
		got := remembered(t, said(c.msgs...))
		if lineWith(got, c.key) == "" {
			t.Errorf("no line holds %q:\n%s", c.key, got)
		}
	}
}

// An order never to argue the person out of something ("Please don't try to
// talk me out of the sea swim", "Don't lecture me about sugar") is an
// instruction: it kept nothing at all.
func TestNeverTalkMeOutOfItIsAnInstruction(t *testing.T) {
	for _, msg := range []string{
		"Small thing. Please don't try to talk me out of the winter sea swim, ever.",
		"Don't lecture me about sugar when I ask for cake recipes.",
	} {
		got := remembered(t, said(msg, "A: Understood."))
		if !strings.Contains(got, strings.TrimPrefix(msg, "Small thing. ")) {
			t.Errorf("%q: the instruction is not kept:\n%s", msg, got)
		}
	}
}
