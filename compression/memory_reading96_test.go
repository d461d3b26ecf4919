package compression_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// Readings of stop 96 (dev146 and dev147, measured blind at stop 95's end:
// one place sent with its old value only, a decision, titles and a thing
// lost, a fact marked updated by an instruction). The messages here say
// what they lost in other words.

// kindOf96 is the kind of the line of the message's reading that holds
// want, and whether one does.
func kindOf96(text, want string) (session.LedgerKind, bool) {
	for _, e := range read31(text) {
		if strings.Contains(e.Text, want) {
			return e.Kind, true
		}
	}
	return "", false
}

// memory96 is the memory of texts, each answered "Ok.".
func memory96(t *testing.T, texts ...string) string {
	t.Helper()
	return remembered(t, said(answered94(texts...)...))
}

// changed96 fails when a line of the memory holds words and is sent as
// current: a later message took it back or gave it a new value, so it must
// be gone or marked "(updated in #N)" ("(partly updated in #N)" will do).
func changed96(t *testing.T, memory string, words ...string) {
	t.Helper()
	if line := lineWith(memory, words...); line != "" && !strings.Contains(line, "updated in") {
		t.Errorf("the line %q is sent as current, though a later message changed it:\n%s", line, memory)
	}
}

// Caribbean English says what was decided without a past tense, and
// settledPlain took it only as "So we decide X, no Y" or "We decide X: Y":
// "We decide no raffle this year." and "Meeting wid di boys last night, wi
// decide game three go be a night game" went as filler beside a line with a
// number.
func TestADecisionSaidInThePresent(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Church council sit down after service. We decide no fireworks at the fish fry this time. Last time a rocket land on Mr Bodden roof and he still vex about it, two years now.", "no fireworks"},
		{"Practice was rough, bredda. Talked wid di coach after, wi decide di final go be on di beach field, under di coconut trees. Tree ball in di sea already.", "beach field"},
		{"Sat down with the PTA, we decide the stall will be blue and white, same as the uniforms. Pauline brought 14 jars of guava jelly for the tombola.", "blue and white"},
	} {
		if k, ok := kindOf96(c.text, c.want); !ok || k != session.LedgerDecision {
			t.Errorf("%q: the line with %q is %v (kept %v), want a decision:\n%v", c.text, c.want, k, ok, read31(c.text))
		}
	}
	// Not a decision still to make, nor one asked.
	for _, text := range []string{
		"Tomorrow at the meeting, we decide no smoking or yes smoking, I don't mind which.",
		"At the AGM next week, we decide the colours will be picked by vote.",
	} {
		for _, e := range read31(text) {
			if e.Kind == session.LedgerDecision {
				t.Errorf("%q is read as a decision: %q", text, e.Text)
			}
		}
	}
}

// A name said as a name: after a head that says a name follows its colon
// ("a name for the posters: A Night with the Nurse"), or before ", so
// heißt" (in German every noun is capitalized: "Wir fahren mit der
// Boddenkieker, so heißt das Ausflugsschiff"). Both went as filler.
func TestANameSaidAsAName(t *testing.T) {
	// The words of the name are the conversation's own (three messages or
	// more say them): only its being said as a name makes it one.
	for _, c := range []struct {
		conv []string
		want string
	}{
		{[]string{
			"I'm Bríd, a retired midwife on Clare Island, and my niece Siobhan is helping me put on a book night at the harbour hall.",
			"Siobhan says the night starts at eight, after the last ferry, and the harbour will be packed.",
			"Every night this week the harbour was full of yachts, Siobhan counted them from the night ferry.",
			"Siobhan gave the night a name for the flyers: A Night at the Harbour. It sounds like one of those films my mother wouldn't let us watch. But the young ones love it, and she drew a little lighthouse under it with me waving from the top, hat and all.",
		}, "A Night at the Harbour"},
		{[]string{
			"Ich bin die Renate, ich organisiere den Ausflug vom Chor an den Bodensee.",
			"Der Chor fährt mit dem Bus, der Bus vom Sportverein ist billiger.",
			"Im Bus sind Plätze für den ganzen Chor, sagt der Sportverein.",
			"Wir fahren mit dem Morgenstern, so heißt der Bus vom Sportverein, grün mit weißem Streifen. Buchungsnummer SV-4471, zweiundzwanzig Erwachsene und drei Kinder. Die Kinder haben schon gefragt, ob der Fahrer singen kann.",
		}, "Morgenstern"},
		{[]string{
			"Soy Marisol y organizo la fiesta del pueblo en la isla.",
			"La lancha de mi primo nos lleva a la isla, la lancha es grande.",
			"Mi primo dice que la lancha sale del muelle temprano.",
			"Vamos en la Gaviota, así se llama la lancha de mi primo, blanca con el toldo roto. Reserva número LM-3390, ocho adultos y dos niños. Los niños ya preguntaron si el capitán tiene loro.",
		}, "Gaviota"},
	} {
		if got := memory96(t, c.conv...); lineWith(got, c.want) == "" {
			t.Errorf("no line holds %q:\n%s", c.want, got)
		}
	}
}

// "Así que la meta pasa al muelle del pueblo, frente a la caleta, y el 21K
// vuelve …": the clause that moves the finish was trimmed as a lead-in (it
// names nothing the conversation calls rare), so the new place was never
// sent and the old one stayed, unmarked: the stale place of stop 95's blind
// run.
func TestAPlanMovedThereWithoutSe(t *testing.T) {
	// The clause's words are the conversation's own: only its saying
	// where the start goes now keeps it.
	texts := []string{
		"La salida de la carrera la pensamos en la plaza de Lagunillas, frente a la iglesia, así queda cerca.",
		"El estadio municipal está en obras, dicen en el pueblo, y la salida del pueblo es un barrial, así nomás.",
		"Las inscripciones cierran el 4 de marzo, a 12 mil pesos por corredor, en el estadio municipal o en la plaza, si uno pasa por ahí.",
		"Mi hermano pasa al estadio todos los días, dice que la salida de los camiones pasa al lado, así que ojo.",
		"Olvídate de la plaza pa' la salida: los buses del festival ocupan todo. Así que la salida pasa al estadio municipal, frente a la caleta, y el 10K sigue por la costanera.",
	}
	got := memory96(t, texts...)
	if lineWith(got, "estadio", "caleta") == "" {
		t.Errorf("the new place is lost:\n%s", got)
	}
	for _, text := range []string{
		"La tarde pasa al ritmo del mar, sin prisa. La fiesta es el 12 de abril en la sede del club.",
		"El tiempo pasa al lado de uno sin avisar. La fiesta es el 12 de abril en la sede del club.",
	} {
		for _, e := range read31(text) {
			if strings.HasPrefix(e.Text, "El tiempo") || strings.HasPrefix(e.Text, "Lo que pasa") {
				t.Errorf("%q is kept as where something is: %q", text, e.Text)
			}
		}
	}
}

// "For the launch I'll make my own brown bread, the one with buttermilk
// and a fist of oatmeal, …" before "And a big pot of seafood chowder, with
// mussels from the Dooleys.": the plan went as filler beside the line that
// goes on with it, which alone says nothing of what is done.
func TestAPlanGoneOnWithAnd(t *testing.T) {
	text := "For the christening I'll bake my own porter cake, the one with raisins, nobody bakes it like me. And a big tray of ham sandwiches, with mustard from the Clancys in Westport and pickles from Aunt Noreen Hegarty. Father Dolan can have his without, so that's him sorted."
	if _, ok := kindOf96(text, "porter cake"); !ok {
		t.Errorf("the plan is lost:\n%v", read31(text))
	}
	// Not a line of chatter before "And a …" with a verb of its own.
	chatter := "Rain again all morning, I'll stay in and mind the dog. And a man from the council is coming at three about the wall on Quay Street."
	if _, ok := kindOf96(chatter, "Rain again"); ok {
		t.Errorf("chatter is kept: %v", read31(chatter))
	}
}

// "From now on when you tell me any money, put it in lempiras and dollars
// both" marked "I send the deposit for the tent by Tigo Money … The
// reference number is 55810293." as updated: an instruction of how to
// answer shares a word with it, and gives it no new value.
func TestAnInstructionGivesNoFactANewValue(t *testing.T) {
	texts := []string{
		"I sent the deposit for the marquee by Post Money this morning. The reference number is 77120455.",
		"The caterer is Nadia from Leek, she does the curry and the rice.",
		"From now on when you tell me any money, put it in pounds and euro both, because my brother in Cork thinks in euro and I'm stuck in the middle with a calculator from 1996.",
	}
	got := memory96(t, texts...)
	current95(t, got, "77120455")
	if !slices.ContainsFunc(compression.Extract(said(answered94(texts...)...), []int{4}), func(e session.LedgerEntry) bool { return e.Kind == session.LedgerRule }) {
		t.Errorf("the instruction is not read as one:\n%s", got)
	}
}

// "Ole hat jetzt schon beschlossen, Vogelwart zu werden." was kept as "Ole
// hat jetzt schon beschlossen": the infinitive after the comma, in words the
// conversation says often, was trimmed as a clause that says nothing, and
// the line said a decision without what was decided.
func TestADecisionKeepsItsInfinitive(t *testing.T) {
	conv := []string{
		"Lena will Tierärztin werden oder Pilotin, sagt sie seit Ostern.",
		"Die Tierärztin im Dorf wird bald sechzig, wer soll das werden? Eine Pilotin bestimmt nicht.",
		"Lena war mit der Tierärztin bei den Kühen, sie will das auch werden, Pilotin ist vergessen.",
		"Mein Bruder ist bis zum 12. Mai in Kiel, dann kommt er heim. Lena hat jetzt schon beschlossen, Tierärztin zu werden. Oder Pilotin. Oder beides.",
	}
	s := said(answered94(conv...)...)
	for _, e := range compression.Extract(s, []int{6}) {
		if strings.HasPrefix(e.Text, "Lena hat") && !strings.Contains(e.Text, "Tierärztin zu werden") {
			t.Errorf("the decision lost what was decided: %q", e.Text)
		}
	}
}

// "So mi still nuh know who a go be home plate umpire fi di series." — an
// open question in Creole ("mi" is I, "nuh know" is don't know) went as
// filler beside a line with a name.
func TestAnOpenQuestionInCreole(t *testing.T) {
	text := "Problem: Miss Pearline who always cook fi di team have her hip done, doctor seh no standing at di stove. So mi still nuh know who a go cook di fish fi di Saturday. Di boys seh dem can cook, but mi see dem boil egg."
	if k, ok := kindOf96(text, "who a go cook"); !ok || k != session.LedgerQuestion {
		t.Errorf("the open question is %v (kept %v):\n%v", k, ok, read31(text))
	}
}

// "Das mit den höchstens drei Sätzen vergiss jetzt bitte: … also darfst du
// ab sofort ausführlicher antworten" took back "bitte keine Smileys in
// deinen Antworten" too: the two share only "Antworten", a word every
// instruction says.
func TestATakeBackOfOneInstructionKeepsAnother(t *testing.T) {
	for _, c := range []struct {
		texts []string
		kept  string
	}{
		{[]string{
			"Ich bin die Hanne aus Lindau. Vorab: halt dich bitte kurz, höchstens vier Sätze, ich les das in der Pause.",
			"Noch was: bitte keine Emojis in deinen Antworten, ich seh die auf meinem Handy nicht.",
			"Der Flohmarkt ist am 6. September im Pfarrhof.",
			"Das mit den höchstens vier Sätzen vergiss jetzt bitte: Für meine Rede brauch ich richtig Hilfe, also darfst du ab sofort ausführlicher antworten.",
		}, "Emojis"},
		{[]string{
			"I'm Tess from Margate. First thing: keep it short, five lines max, I read these on the bus.",
			"Also, no bullet points in your answers please, my screen reader hates them.",
			"The quiz night is on 6 September at the Lifeboat pub.",
			"That five lines max thing, forget it please: I need proper help with my speech, so you can give longer answers from now on.",
		}, "bullet points"},
	} {
		got := memory96(t, c.texts...)
		current95(t, got, c.kept)
	}
}

// "Ich bin d'Mechthild Sauter, 63, seit 29 Jahr Gärtnerin auf der Mainau"
// was marked updated by "Ich hab vor sieben Jahr aus Samen eine eigene
// Dahlie gezogen, …, und die wird jetzt getauft!": the years ago something
// was done were read as a new count of the years she has worked.
func TestYearsAgoAreNoYearsSince(t *testing.T) {
	for _, texts := range [][]string{{
		"Ich bin die Rosl Huber, 58, seit 31 Jahr Köchin im Gasthof am See, im Torten-Team, und wohn in Wasserburg.",
		"Also: Ich hab vor fünf Jahr aus Omas Rezept eine eigene Torte gebacken, und die kommt jetzt auf die Karte!",
	}, {
		"I'm Rose Hughes, 58, cook at the Lakeside Inn for 31 years, living in Bowness.",
		"So: I baked my own cake from Gran's recipe five years ago, and now it goes on the menu!",
	}, {
		"Soy Rosa Huertas, 58, cocinera desde hace 31 años en la posada del lago, y vivo en Sanabria.",
		"Pues: hace cinco años hice mi propia tarta con la receta de mi abuela, ¡y ahora entra en la carta!",
	}} {
		current95(t, memory96(t, texts...), strings.Fields(texts[0])[3])
	}
	// A new count of the years since still changes it.
	recount := []string{
		"Ich bin die Rosl Huber, 58, seit 31 Jahren Köchin im Gasthof am See.",
		"Die Torte heißt Seeperle, sie kostet 4 Euro das Stück.",
		"Korrektur: Ich bin jetzt seit 32 Jahren Köchin im Gasthof, hab mich verzählt.",
	}
	if got := memory96(t, recount...); !strings.Contains(lineWith(got, "31"), "updated in #5") {
		t.Errorf("the old count of years is not marked older:\n%s", got)
	}
}

// Driving stop 96: "That three lines thing, forget it please: …" after
// "Keep your answers to three lines, and no emojis in your answers please"
// marked the whole line "(updated in #N)": the emoji ban, which still
// holds, was sent as old.
func TestALengthTakenBackLeavesTheBanBesideIt(t *testing.T) {
	for _, texts := range [][]string{{
		"I'm Dara, I run the tea tent at the fete. Keep your answers to three lines, and no emojis in your answers please, my phone shows boxes.",
		"The tent hire is from Marquee Mick in Ashby, deposit £150 paid.",
		"That three lines thing, forget it please: I need proper help with my speech, so you can give longer answers from now on.",
	}, {
		"I'm Tess. Keep it short, five sentences max, and no bullet points in your answers, my screen reader hates them.",
		"The quiz night is on 6 September at the Lifeboat pub.",
		"Forget the five sentences max, I need proper help with my speech now.",
	}} {
		got := memory96(t, texts...)
		if line := lineWith(got, "no"); !strings.Contains(line, "partly updated in #5") {
			t.Errorf("the line with the ban beside the length is not marked partly updated:\n%s", got)
		}
	}
}
