package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// What the memory reads of how people write (stop 29, read from the fifth
// corpus part, heldout2, after it was measured blind twice): each case failed
// before. The sentences are this file's own, not the corpus's.

// An order to stop suggesting something, a "new rule" about what to tell, an
// order in Spanish with its pronoun attached ("contéstame") and the German
// formal imperative ("Bitte erklären Sie … künftig") are instructions: they
// outrank every fact in a small memory.
func TestMoreWaysToGiveAnInstruction(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Also, please stop suggesting podcasts when I ask about the commute, I get carsick listening.", []string{"podcasts", "commute"}},
		{"Right, new rule for you: whenever I mention a bill, tell me how much is left of the monthly budget.", []string{"bill", "monthly budget"}},
		{"Otra cosa: contéstame siempre en frases cortas, que leo en el móvil.", []string{"frases cortas"}},
		{"Bitte erklären Sie mir Rechtsbegriffe künftig in einfachen Worten, ich bin kein Jurist.", []string{"Rechtsbegriffe", "einfachen Worten"}},
	} {
		got := rememberedWithin(t, said(beforeOrders(c.text, "A: Understood.")...), 120)
		if lineWith(got, c.keys...) == "" {
			t.Errorf("the instruction %q is not kept:\n%s", c.text, got)
		}
	}
}

// A liking or a refusal says what someone wants even without a name or a
// value, beside a line of the message that has one: "I really hate …", "I
// refuse to …", "Vegetarian, …".
func TestLikingsBesideANamedLine(t *testing.T) {
	got := remembered(t, said(
		"My brother Tomasz came round on Sunday with his kids. I really hate anything with coriander in it, tastes of soap to me.",
		"A: Noted.",
		"The landlord is Mr Okafor from Flat 2. Also I refuse to have a telly in the bedroom, whatever the flat looks like.",
		"A: Fair.",
		"Could you plan meals for the week at some point? Vegetarian, but fish is fine.",
		"A: Sure.",
	))
	for _, keys := range [][]string{{"hate", "coriander"}, {"refuse", "telly"}, {"Vegetarian"}} {
		if lineWith(got, keys...) == "" {
			t.Errorf("%v is not kept:\n%s", keys, got)
		}
	}
}

// Something bought, ordered or taken is a fact of its own: "I've been taking
// glucosamine", "habe ich … bestellt".
func TestBoughtAndTakenThingsAreKept(t *testing.T) {
	got := remembered(t, said(
		"The physio is Karen Doyle at the Hillside clinic. I've been taking glucosamine every morning, no idea if it does anything.",
		"A: Noted.",
	))
	if lineWith(got, "glucosamine") == "" {
		t.Errorf("what is taken is not kept:\n%s", got)
	}
	got = remembered(t, said(append(german(),
		"Es waren drei Kisten mit 250 Fotos. Für die Negative habe ich säurefreie Pergaminhüllen bestellt. Mein Mann seufzt.",
		"A: Gut.")...))
	if lineWith(got, "säurefreie Pergaminhüllen") == "" {
		t.Errorf("what was ordered is not kept:\n%s", got)
	}
}

// The word after "called", "heißt", "llamado" is a name, even where every
// noun is capitalized: "es heißt Gramps" keeps the program's name.
func TestNamedWordIsAName(t *testing.T) {
	got := remembered(t, said(append(german(),
		"Man hat mir ein Programm für Stammbäume empfohlen, es heißt Gramps. Es ist kostenlos, was mich misstrauisch macht.",
		"A: Gut.",
		"Mein Heimatort heißt Oberwinter und liegt am Rhein. Ich war lange nicht mehr da.",
		"A: Schön.")...))
	for _, key := range []string{"Gramps", "Oberwinter"} {
		if lineWith(got, key) == "" {
			t.Errorf("the name %q is not kept:\n%s", key, got)
		}
	}
}

// A frequency is a value: "twice a week" keeps the sentence that says what is
// done that often, beside a sentence with a name.
func TestFrequencyIsAValue(t *testing.T) {
	got := remembered(t, said(
		"Saw Dr Patel about my back because my wife made me. She said add swimming twice a week and stop lifting the heavy boxes.",
		"A: Good advice.",
	))
	if lineWith(got, "swimming", "twice a week") == "" {
		t.Errorf("the frequency is not kept:\n%s", got)
	}
}

// A fragment that opens with a capital ("Extra large, 42 inches.") still goes
// with the sentence it is about.
func TestCapitalizedFragmentJoins(t *testing.T) {
	got := remembered(t, said(
		"Ordered a bed online because the old one squeaks. Extra wide, 160 cm. It comes on Friday, allegedly.",
		"A: Nice.",
	))
	if lineWith(got, "bed", "160 cm") == "" {
		t.Errorf("what is 160 cm is on another line:\n%s", got)
	}
}

// "…, who runs the repairs" after a name says who the name is: it stays on
// the name's line.
func TestWhoClauseStaysWithTheName(t *testing.T) {
	got := remembered(t, said(
		"Our contact at the agency is a man called Pete Marsh, who handles the repairs. He sounds tired of everything.",
		"A: Noted.",
	))
	if lineWith(got, "Pete Marsh", "repairs") == "" {
		t.Errorf("who Pete Marsh is went:\n%s", got)
	}
}

// "ich erinnere mich an …" (I remember) is no request to be reminded; an
// "Erinnere mich bitte …" opening a clause is.
func TestGermanRememberingIsNoRequest(t *testing.T) {
	s := said(append(german(),
		"Ich war zuletzt als Kind in Daun und erinnere mich vor allem an eine strenge Tante.",
		"A: Schön.",
		"Erinnere mich bitte nächste Woche an den Brief an das Standesamt in Daun.",
		"A: Gern.")...)
	n := len(s.Messages)
	for _, e := range compression.Extract(s, []int{n - 4, n - 2}) {
		want := session.LedgerFact
		if e.Msg == n-2 {
			want = session.LedgerQuestion
		}
		if e.Kind != want {
			t.Errorf("%q is read as %v, want %v", e.Text, e.Kind, want)
		}
	}
}

// A sentence that opens with a name alone says who someone of the sentence
// before is: "Saw the new dentist today. Dr Ruth Ayala, very gentle." is one
// line.
func TestNameAloneJoinsTheSentenceBefore(t *testing.T) {
	got := remembered(t, said(
		"Finally saw the new dentist about the crown, after three cancellations. Dr Ruth Ayala, very gentle, very quick.",
		"A: Good.",
	))
	if lineWith(got, "dentist", "Ruth Ayala") == "" {
		t.Errorf("who the dentist is went to a line of its own:\n%s", got)
	}
}

// Instructions the reader took for facts: a labelled rule ("one house rule:
// no …"), "keep answers …", a please a few words into the clause, "please
// stop", "nunca me propongas", the German formal "Wenn Sie …, schreiben Sie
// …". Each outranks every fact in a small memory.
func TestLabelledAndPoliteInstructions(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"morning. one house rule: no code blocks, plain sentences only, my screen reader hates them.", []string{"code blocks"}},
		{"before we start: keep answers brief, three lines max, i'm on my phone.", []string{"three lines max"}},
		{"tiny thing but please don't use bold text with me from now on.", []string{"bold text"}},
		{"Could you also please stop thanking me at the end of every message?", []string{"thanking me"}},
		{"Y lo más importante: nunca me propongas planes con perros, que tengo alergia.", []string{"planes con perros"}},
		{"Eine Bitte für alles Weitere: Wenn Sie Preise nennen, schreiben Sie bitte immer den Betrag in Euro dazu.", []string{"Betrag in Euro"}},
	} {
		got := rememberedWithin(t, said(beforeOrders(c.text, "A: Understood.")...), 120)
		if lineWith(got, c.keys...) == "" {
			t.Errorf("the instruction %q is not kept:\n%s", c.text, got)
		}
	}
}

// "Wenn ich …" is no condition on the assistant: "Wenn ich das so
// hinschreibe, wird mir schlecht" is no rule.
func TestGermanWennIchIsNoInstruction(t *testing.T) {
	s := said(append(german(), "Wenn ich die Liste so ansehe, wird mir ganz anders.", "A: Verständlich.")...)
	for _, e := range compression.Extract(s, []int{len(s.Messages) - 2}) {
		if e.Kind == session.LedgerRule {
			t.Errorf("%q is read as an instruction", e.Text)
		}
	}
}

// Open questions said the ways people put them aside for later: "a thing for
// later: how do I …", "I'd like help with …", "Ich wüsste gern, ob …",
// "¿cómo puedo …?" are open questions, kept beside a line with a name.
func TestQuestionsForLater(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Gran's birthday is at The Red Lion on Saturday. A thing for later: how do I tell my uncle he can't bring the dog?", []string{"uncle", "dog"}},
		{"Mark from Flat 3 says hi. Something I'd like help with eventually: a rota for the bins.", []string{"rota", "bins"}},
		{"Herr Albers aus Köln hat angerufen. Ich wüsste gern, ob man für die Chronik eine Genehmigung der Gemeinde braucht.", []string{"Genehmigung", "Gemeinde"}},
		{"Ayer vino Lucía Prats a ver el piso. Otra duda para más adelante: ¿cómo puedo pedir la fianza de vuelta?", []string{"fianza"}},
	} {
		got := remembered(t, said(c.text, "A: Noted."))
		if lineWith(got, c.keys...) == "" {
			t.Errorf("the question in %q is not kept:\n%s", c.text, got)
		}
	}
}

// "She's a nurse" says what the person named just before is: one line with
// the name. "He only wants …" is a liking.
func TestRoleSentenceStaysWithTheName(t *testing.T) {
	got := remembered(t, said(
		"my cousin Petra is coming over in july to see the boat. she's a paramedic so she's calm about everything. she'll want cake.",
		"A: Nice.",
		"The Hendersons next door are lovely. Tea is a battle though. He only wants fish fingers and peas, every single day.",
		"A: Ha.",
	))
	if lineWith(got, "Petra", "paramedic") == "" {
		t.Errorf("what Petra is went to a line of its own, or nowhere:\n%s", got)
	}
	if lineWith(got, "fish fingers") == "" {
		t.Errorf("what he only wants is not kept:\n%s", got)
	}
}

// An open question is what the person expects to come back to: in a memory
// with room for one of two lines of one size, it outranks an older fact a
// little more specific than itself (worth a decision, not a fact).
func TestOpenQuestionOutranksAFact(t *testing.T) {
	ledger := []session.LedgerEntry{
		{Kind: session.LedgerFact, Msg: 0, User: true, Weight: 13, Text: "the ferry leaves from the north pier, weather allowing, often late."},
		{Kind: session.LedgerQuestion, Msg: 2, User: true, Weight: 8, Text: "could you help me draft a packing list for the ferry crossing?"},
	}
	size := func(s string) int { return len(s) }
	kept, _ := compression.FitLedger(ledger, size(compression.Line(ledger[0]))*10/9+5, size, compression.LedgerView{})
	if len(kept) != 1 || kept[0].Kind != session.LedgerQuestion {
		t.Errorf("kept %v, want the question", kept)
	}
}

// A name does not run on past a comma: in "am Sonntag, den 5. April,
// Treffpunkt um 19 Uhr" the meeting point is no new subject, and the day and
// the time of the party stay on one line.
func TestNameStopsAtAComma(t *testing.T) {
	// Enough German for the reader to know that nouns are capitalized.
	msgs := append(german(),
		"Der Verein hat einen neuen Vorstand, und die Kassiererin ist jetzt eine Frau aus dem Nachbarort, sehr streng mit Belegen und Quittungen.",
		"A: Gut.",
		"Im Garten stehen noch die alten Stühle und ein Tisch, der Regen hat dem Holz nicht gutgetan, und die Farbe blättert überall ab.",
		"A: Schade.",
		"Das Sommerfest im Vereinsheim Kleeblatt ist am Sonntag, den 5. April, Treffpunkt um 19 Uhr. Da muss ich hin.",
		"A: Gut.")
	got := remembered(t, said(msgs...))
	if lineWith(got, "Kleeblatt", "19 Uhr") == "" {
		t.Errorf("the meeting and its time are on two lines:\n%s", got)
	}
}

// "Ich trinke … keinen Kaffee" is a liking, and a sentence that points back
// with a name ("Es un Balay …") keeps the sentence it is about.
func TestDrinkingAndPointingBackWithAName(t *testing.T) {
	got := remembered(t, said(append(german(),
		"Ich trinke übrigens keinen Alkohol, nur Apfelschorle, falls das für die Feier wichtig ist. Ist eigentlich egal, aber falls du mir mal Rezepte gibst, dann bitte ohne Wein, ja?",
		"A: Gut.")...))
	if lineWith(got, "keinen Alkohol") == "" {
		t.Errorf("what she does not drink is not kept:\n%s", got)
	}
	got = remembered(t, said(
		"Malas noticias: la lavadora se ha vuelto a romper. Es una Balay que ya tiene sus años, pobrecita. Viene el técnico el martes.",
		"A: Vaya.",
	))
	if lineWith(got, "lavadora", "Balay") == "" {
		t.Errorf("what the Balay is went:\n%s", got)
	}
}

// "question" marks a request as a label ("a question for later", "Frage, die
// ich später klären will:"), not inside a word ("the tax questions").
func TestQuestionLabels(t *testing.T) {
	s := said(
		"I've realised I actually want the reasoning on the pension questions, so long answers are fine by me.",
		"A: Noted.",
		"Frage, die ich später klären will: Wie gehe ich mit der Lücke in den Messdaten um?",
		"A: Gut.",
	)
	for _, e := range compression.Extract(s, []int{0, 2}) {
		want := session.LedgerQuestion
		if e.Msg == 0 {
			want = session.LedgerFact
		}
		if e.Kind != want {
			t.Errorf("%q is read as %v, want %v", e.Text, e.Kind, want)
		}
	}
}

// Found driving ollm by hand: "…, she's a pharmacist so …" after a name is
// who that is (it was trimmed as an aside), and a clause that opens with a
// preposition ("…, on Rua das Flores, for 8pm") says where of the subject
// before: no line of its own, parted from what it is about.
func TestRoleClauseAndPlaceClauseStay(t *testing.T) {
	got := remembered(t, said(
		"My brother Callum is coming too, he's a paramedic so he'll bring the first aid kit.",
		"A: Handy.",
		"The restaurant Callum booked is called Casa 54, on Quay Street, for 7pm on the 15th.",
		"A: Nice.",
	))
	if lineWith(got, "Callum", "paramedic") == "" {
		t.Errorf("what Callum is went:\n%s", got)
	}
	if lineWith(got, "Casa 54", "7pm") == "" {
		t.Errorf("the restaurant and its time are on two lines:\n%s", got)
	}
}

// "went up to £200" says the deposit changed: the older amount reads as
// updated (found in a conversation written for this stop by hand).
func TestWentUpIsAChange(t *testing.T) {
	got := remembered(t, said(
		"venue is the back room at the Fox & Hounds, they want a £150 deposit by friday",
		"A: Noted.",
		"the deposit went up to £200 because of the bigger room, annoying",
		"A: Noted.",
	))
	if l := lineWith(got, "£150"); l != "" && !strings.Contains(l, "updated in #3") {
		t.Errorf("the old deposit reads as current:\n%s", got)
	}
}

// Found in conversations written for this stop by hand: "ist auf 2.190 Euro
// gesunken" and "cambio de planes: la fiesta pasa a las seis" are changes (the
// older value read as current), and "Kleine Bitte noch: schlag mir keine …
// vor" is an instruction.
func TestChangesAndAnOrderInGermanAndSpanish(t *testing.T) {
	got := remembered(t, said(append(german(),
		"Die neue Arbeitsplatte soll aus Eiche sein, das Angebot liegt bei 2.340 Euro.",
		"A: Gut.",
		"Das Angebot für die Arbeitsplatte ist auf 2.190 Euro gesunken, weil wir die Kante selbst ölen.",
		"A: Prima.")...))
	if l := lineWith(got, "2.340"); l != "" && !strings.Contains(l, "updated in") {
		t.Errorf("the old price reads as current:\n%s", got)
	}
	got = remembered(t, said(
		"la fiesta es el sábado 22 de marzo en el parque del Retiro, a las cinco",
		"A: Genial.",
		"cambio de planes: la fiesta pasa a las seis por el calor",
		"A: Vale.",
	))
	if l := lineWith(got, "cinco"); l != "" && !strings.Contains(l, "updated in") {
		t.Errorf("the old time reads as current:\n%s", got)
	}
	got = rememberedWithin(t, said(beforeOrders("Kleine Bitte noch: schlag mir keine Baumarkt-Lösungen vor, wir machen das ordentlich.", "A: Verstanden.")...), 120)
	if lineWith(got, "Baumarkt-Lösungen") == "" {
		t.Errorf("the instruction went before facts:\n%s", got)
	}
}

// A dictated run-on sentence with no punctuation is read as clauses at its
// conjunctions: an order at its end ("… and please always give me the answer
// first") is an instruction, not cut off at the line's length.
func TestDictatedRunOnKeepsItsInstruction(t *testing.T) {
	text := "right so I'm dictating this on the bus so excuse the lack of punctuation anyway the thing is we're moving the shop on the 2nd of May and I need to keep track of everything and please always give me the short answer first and the details after"
	got := rememberedWithin(t, said(beforeOrders(text, "A: Understood.")...), 120)
	if lineWith(got, "short answer first") == "" {
		t.Errorf("the dictated instruction went:\n%s", got)
	}
}

// Found in conversations written for this stop by hand, in formal Spanish and
// a terse work log: "no me proponga …" (usted) and "answer with shell commands
// only" are instructions; "¿Podría ayudarme …?" is a request; "hemos optado
// por" a decision; "se ha adelantado a la una y media" changes "a las dos y
// media"; "La comida …" (an article) and "Le ruego …" (to you) point back at
// nothing, and a sentence joined to the one before is not taken again by the
// next.
func TestFormalSpanishAndATerseLog(t *testing.T) {
	s := said(
		"Buenas tardes. Le escribo para organizar la jubilación de mi padre, Ramón Ibáñez. Le ruego que me responda siempre de usted y de forma breve.",
		"A: Por supuesto.",
		"La comida será el viernes 7 de junio a las dos y media en el restaurante Casa Lucio, en la calle Cava Baja.",
		"A: Apuntado.",
		"Por favor, no me proponga karaoke bajo ningún concepto.",
		"A: Entendido.",
		"¿Podría ayudarme más adelante a redactar unas palabras para el brindis?",
		"A: Claro.",
		"Finalmente hemos optado por un reloj como regalo, en lugar del viaje.",
		"A: Buena idea.",
		"Le informo de que la comida se ha adelantado a la una y media, por el tren de mi tío.",
		"A: Apuntado.",
		"context: migrating the cron jobs off the old box. answer with shell commands only where possible, no essays.",
		"A: ok",
	)
	want := map[string]session.LedgerKind{"Le ruego": session.LedgerRule, "karaoke": session.LedgerRule, "Podría": session.LedgerQuestion,
		"optado": session.LedgerDecision, "shell commands": session.LedgerRule}
	for _, e := range compression.Extract(s, []int{0, 2, 4, 6, 8, 10, 12}) {
		for key, k := range want {
			if strings.Contains(e.Text, key) && e.Kind != k {
				t.Errorf("%q is read as %v, want %v", e.Text, e.Kind, k)
			}
		}
		if strings.Count(e.Text, "Le escribo") > 0 && strings.Contains(e.Text, "Le ruego") {
			t.Errorf("the instruction is glued to the sentence before: %q", e.Text)
		}
	}
	got := remembered(t, s)
	if strings.Count(got, "Le escribo") > 1 {
		t.Errorf("a sentence is on two lines:\n%s", got)
	}
	if l := lineWith(got, "Casa Lucio"); !strings.Contains(l, "Cava Baja") || !strings.Contains(l, "updated in #11") {
		t.Errorf("the place left its line, or the old time reads as current:\n%s", got)
	}
}

// Found in a conversation written by hand about a mother's care: "please use
// plain English" is an instruction; "her name is Carol" is the physio's name,
// on the physio's line; and "the physio's moved to Thursdays at 3" changes
// "the physio comes on Wednesdays at 2" ("physio's" is "physio", "Thursdays"
// a day).
func TestCareConversation(t *testing.T) {
	s := said(
		"hi, I'm sorting out my mum's care after her fall. please use plain English and short paragraphs",
		"A: Of course.",
		"the physio comes on Wednesdays at 2, her name is Carol",
		"A: Noted.",
		"the physio's moved to Thursdays at 3 from next week",
		"A: Noted.",
	)
	for _, e := range compression.Extract(s, []int{0}) {
		if strings.Contains(e.Text, "plain English") && e.Kind != session.LedgerRule {
			t.Errorf("%q is read as %v, not an instruction", e.Text, e.Kind)
		}
	}
	got := remembered(t, s)
	if l := lineWith(got, "Wednesdays", "Carol"); l == "" || !strings.Contains(l, "updated in #5") {
		t.Errorf("Carol left the physio's line, or the old day reads as current:\n%s", got)
	}
}

// "… so full paragraphs are fine from now on" says how the answers look from
// then on, however the sentence opens: an instruction (it was a false
// question before, for "questions", and then nothing).
func TestFormatFromNowOnIsAnInstruction(t *testing.T) {
	s := said(
		"Also, please drop the three-line limit from before. I've realised I want the reasoning on the pension stuff, so full paragraphs are fine from now on.",
		"A: Understood.",
	)
	for _, e := range compression.Extract(s, []int{0}) {
		if strings.Contains(e.Text, "full paragraphs") && e.Kind != session.LedgerRule {
			t.Errorf("%q is read as %v", e.Text, e.Kind)
		}
	}
	if lineWith(remembered(t, s), "full paragraphs") == "" {
		t.Errorf("the new instruction is gone:\n%s", remembered(t, s))
	}
}
