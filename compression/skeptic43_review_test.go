package compression_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of 1d10cc3 (stop 43): `wonders` (an open question asked without a
// question mark), `nowClause`/`renews` and the `empty` change in makeGroup,
// the new "from today on" phrases of fromNowList and the new "not
// decided|undecided" of `undecided`. Every test here fails on 1d10cc3 and
// passes on 1d10cc3^ (checked in a worktree). The sentences are this file's
// own.

// noQuestion43 reports each text read with an open question.
func noQuestion43(t *testing.T, texts ...string) {
	t.Helper()
	for _, text := range texts {
		if got := kindLines(text, session.LedgerQuestion); len(got) > 0 {
			t.Errorf("%q is read as an open question: %q", text, got)
		}
	}
}

// kinded43 are the lines with their kinds (kinded is not in 1d10cc3^).
func kinded43(ls []session.LedgerEntry) []string {
	out := make([]string, len(ls))
	for i, e := range ls {
		out[i] = fmt.Sprintf("[%s] %s", e.Kind, e.Text)
	}
	return out
}

// noRule43 reports each text read with an instruction to the assistant.
func noRule43(t *testing.T, texts ...string) {
	t.Helper()
	for _, text := range texts {
		if got := kindLines(text, session.LedgerRule); len(got) > 0 {
			t.Errorf("%q is read as an instruction: %q", text, got)
		}
	}
}

// A sigh is no question the person still has to solve: "I don't know why I
// bother" asks nothing. On 1d10cc3 each is an open question (rank +8, and the
// model is told the person still wonders why they bother cooking); the
// English one had no line at all before, the others a plain fact. Passes on
// 1d10cc3^.
func TestSkeptic43ARhetoricalSighIsNoOpenQuestion(t *testing.T) {
	noQuestion43(t,
		"I don't know why I bother, honestly.",
		"Ich weiß nicht, warum ich mir das antue.",
		"No sé por qué me molesto en cocinar.",
	)
}

// Praise and thanks said to someone other than the assistant ("I don't know
// what I'd do without my sister", "how to thank Maria") are no open
// question: only thanks to "you" are excluded by wonders. On 1d10cc3 the
// model is told the person still has to work out how to thank a neighbour;
// before they were plain facts. Passes on 1d10cc3^.
func TestSkeptic43PraiseAndThanksAreNoOpenQuestion(t *testing.T) {
	noQuestion43(t,
		"I don't know what I'd do without my sister, she's been amazing this year.",
		"Ich weiß nicht, was ich ohne meine Schwester machen würde.",
		"No sé qué haría sin mi hermana, es un sol.",
		"I don't know how to thank Maria enough for the soup she brought over.",
		"Ich weiß nicht, wie ich meiner Nachbarin Helga danken soll.",
		"No sé cómo agradecerle a mi vecina Carmen todo lo que hizo.",
		"I don't know what to say, the whole village came to the funeral.",
		"Ich weiß nicht, was ich sagen soll, das ganze Dorf war bei der Beerdigung.",
	)
}

// Someone else's not knowing: the children do not know where the presents
// are (the person does: they hid them), the police do not know who broke
// in. wonders only excludes he/she/they, family words, a few relatives and
// "has/hat/tiene"; "the kids have", "Kinder haben", "hijos no tienen", "the
// police don't know", "Die Polizei weiß nicht" are read as the person's own
// open question. Before they were facts. Passes on 1d10cc3^.
func TestSkeptic43SomeoneElsesNotKnowingIsNoOpenQuestion(t *testing.T) {
	noQuestion43(t,
		"The kids have no idea where I hid the presents this year.",
		"Meine Kinder haben keine Ahnung, wo ich die Geschenke versteckt habe.",
		"Mis hijos no tienen ni idea de dónde escondí los regalos.",
		"The police still don't know who broke into the chemist on Friday night.",
		"Die Polizei weiß immer noch nicht, wer in die Apotheke eingebrochen ist.",
	)
}

// News: the council, the paper do not know yet when the bridge opens. The
// person reports it; it is not a question of theirs to solve. On 1d10cc3
// each is an open question; before a fact. Passes on 1d10cc3^.
func TestSkeptic43ReportedNewsIsNoOpenQuestion(t *testing.T) {
	noQuestion43(t,
		"It's still unclear when the new bridge will open, the council says.",
		"Laut Zeitung ist noch unklar, wann die Brücke wieder öffnet.",
		"Según el periódico, no está claro cuándo abren el puente nuevo.",
	)
}

// A doubt resolved in the same message: the farm has found its heir, the
// keys have a hook, the boiler is fixed. "blieb/stayed" is no past copula
// to wonders, and only a "but" after the question word stops it. On
// 1d10cc3 the model is told the person still has to work out who takes
// over the farm; before they were facts. Passes on 1d10cc3^.
func TestSkeptic43ADoubtSettledInTheSameSentenceIsNoOpenQuestion(t *testing.T) {
	noQuestion43(t,
		"Lange blieb unklar, wer den Hof übernimmt, jetzt macht es mein Neffe Jonas.",
		"For weeks it stayed unclear who would take over the farm, now my nephew Jonas is doing it.",
		"No more wondering where the keys are, I bought a key hook for the hall.",
		"No idea why the boiler stopped last night, the plumber fixed it this morning.",
	)
}

// Pride in what is done ("Don't know how we managed it, we finished the
// marathon"), a musing on the past ("me pregunto cómo hacían nuestros
// abuelos"), a song line and a habit ("If I don't know what a word means I
// just look it up") are no open question. On 1d10cc3 each is one; before a
// fact (or, the song and the habit, no line). Passes on 1d10cc3^.
func TestSkeptic43PrideMusingSayingAndHabitAreNoOpenQuestion(t *testing.T) {
	noQuestion43(t,
		"Don't know how we managed it, we finished the Dublin marathon in under four hours!",
		"Keine Ahnung, wie wir das geschafft haben, wir sind den Marathon in Berlin unter vier Stunden gelaufen!",
		"No sé cómo lo logramos, terminamos el maratón de Sevilla en menos de cuatro horas.",
		"Ich frage mich manchmal, wie die Leute das früher ohne Strom gemacht haben.",
		"A veces me pregunto cómo hacían nuestros abuelos sin electricidad.",
		"I keep wondering why he left the band so suddenly back in 2019.",
		"As the song says, you don't know what you've got till it's gone.",
		"If I don't know what a word means I just look it up in the dictionary.",
	)
}

// A disclaimer before a fact ("Not sure if it's useful, the boiler is a
// Vaillant from 2012") is no open question: wonders excludes only the
// disclaimers it lists ("relevant", "matters", "mentioned") or one followed
// by "but". On 1d10cc3 the boiler's make is filed as an open question;
// before a fact. Passes on 1d10cc3^.
func TestSkeptic43ADisclaimerBeforeAFactIsNoOpenQuestion(t *testing.T) {
	noQuestion43(t,
		"Not sure if it's useful, the boiler is a Vaillant from 2012.",
		"Keine Ahnung, ob das hilft, die Wand im Bad ist aus Ziegel.",
	)
}

// "open", "still open", "not clear" in their plain sense (a shop is open, the
// water is not clear) followed by "where", "which", "was": the head words of
// notKnowing need no subject, so a fact about a bakery becomes an open
// question. Before they were facts. Passes on 1d10cc3^.
func TestSkeptic43OpenShopsAndClearWaterAreNoOpenQuestion(t *testing.T) {
	noQuestion43(t,
		"Die neue Bäckerei ist offen, wo früher die Post war.",
		"The bakery on Main Street is still open, which surprised me.",
		"The pool is still open where the old gym used to be.",
		"Das Wasser im Teich ist nicht klar, was mich wundert.",
	)
}

// wonders reads the whole sentence (scope), so every line of a long
// sentence that holds an "I still don't know where …" becomes the same open
// question, the whole sentence clipped to 200 runes: the arrival of Ana and
// the question become one line written twice, and its end ("in Leeds") is
// cut. Before: a line for the arrival and one for where they sleep, "Leeds"
// kept. Passes on 1d10cc3^.
func TestSkeptic43ALongSentenceIsNotOneQuestionWrittenTwice(t *testing.T) {
	text := "My sister Ana arrives on the 3rd from Lima with her two kids and her husband Jorge, they are staying three weeks in total, and honestly I still don't know where they will all sleep in our tiny flat in Leeds."
	if !someLineHolds(text, "Leeds") {
		t.Errorf("no line says where they live (Leeds): %q", kinded43(read31(text)))
	}
	seen := map[string]bool{}
	for _, e := range read31(text) {
		if seen[e.Text] {
			t.Errorf("the same line is read twice: %q", e.Text)
		}
		seen[e.Text] = true
	}
	// A booking said before the doubt is no open question.
	booked := "We booked the Hotel Miramar in Sitges for the 12th, and I still don't know who will feed the cat."
	for _, q := range kindLines(booked, session.LedgerQuestion) {
		if strings.Contains(q, "booked the Hotel Miramar") {
			t.Errorf("the booking is filed as an open question: %q", q)
		}
	}
}

// "undecided" now marks a decision not made in every clause that holds it,
// so a decision that says how long it took ("undecided for ages but went
// with the Skoda") is no longer a decision: the car chosen is a plain fact
// and loses its decision rank. Passes on 1d10cc3^.
func TestSkeptic43ADecisionAfterBeingUndecidedIsStillADecision(t *testing.T) {
	for _, text := range []string{
		"Was undecided for ages but went with the Skoda Octavia in the end.",
		"After months of being undecided we finally went with the Skoda Octavia.",
	} {
		if got := kindLines(text, session.LedgerDecision); len(got) == 0 {
			t.Errorf("%q: no decision read: %q", text, kinded43(read31(text)))
		}
	}
}

// renews keeps any trailing aside that holds "now/jetzt/ahora", also one
// about the person's hurry or their retirement: before, the line ended with
// the date and place; now it carries "porque ahora tengo que salir
// corriendo", which costs room and says nothing of the dinner. Passes on
// 1d10cc3^.
func TestSkeptic43AHurriedAsideIsStillTrimmed(t *testing.T) {
	for _, c := range []struct{ text, aside string }{
		{"La cena es el viernes en casa de Pilar, porque ahora tengo que salir corriendo.", "salir corriendo"},
		{"Das Fest ist am Samstag bei Jonas in der Lindenstraße, weil ich jetzt los muss.", "los muss"},
		{"The plumber comes on Tuesday at 8, which is fine because I'm retired now.", "retired"},
	} {
		if someLineHolds(c.text, c.aside) {
			t.Errorf("%q: the aside %q stays on the line: %q", c.text, c.aside, kinded43(read31(c.text)))
		}
	}
}

// "from today on", "ab heute", "desde ahora", "a partir de hoy", "von heute
// an" said of news (a timetable, a shop, the choir's hall, the hospital's
// waiting lists, a nursery's nappies, the glass recycling) are no order to
// the assistant: through toTheAssistant after an up-front label, formatRule
// ("tables", "Listen", "listas", "respuestas" beside a from-when), dismisses
// ("Forget it, …") and imperativeOrder ("verwenden", "geben" are output
// words) each is an instruction on 1d10cc3, ranked +40 above every fact.
// Before each was a fact. Passes on 1d10cc3^.
func TestSkeptic43FromTodayOnNewsIsNoInstruction(t *testing.T) {
	noRule43(t,
		"Vorab: ab heute gilt der neue Fahrplan.",
		"First thing: from today on the shop opens at nine.",
		"Lo primero: desde ahora ensayamos en el salón parroquial.",
		"From today on the café only has two tables outside.",
		"A partir de hoy las listas de espera del hospital son online.",
		"Ab heute hängen die Listen für den Putzdienst im Flur.",
		"Desde ahora las respuestas del examen se entregan en papel.",
		"Forget it, from today on the gym opens at six anyway.",
		"Vergiss es, ab heute hat das Fitnessstudio sonntags zu.",
		"Ab heute verwenden wir in der Kita nur noch Stoffwindeln.",
		"Von heute an geben wir das Altglas im Hof ab.",
	)
}
