package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// A skeptic's review of 32089c3..41f5164 (voseo imperatives, likings and
// decisions in other words, a pronoun joining the sentence that names
// someone, a file reference with a running number as a prefix, abbreviations
// that end no sentence, questions put off under a "later" label, a name
// before ", my nephew,", what is wanted instead joining the dislike): sentences
// people write where the current code misreads them. The sentences are this
// file's own. Each test says whether it passes on 32089c3.

// mentioned35 is a conversation that has named the people often (so that
// naming them again is no anchor of its own), before the messages: the
// sentence of each day, in the messages' language.
func mentioned35(days [3]string, msgs ...string) []string {
	var out []string
	for _, d := range days {
		out = append(out, d, "A: Ok.")
	}
	return append(out, msgs...)
}

// kinds35 are the kinds of the first message's lines that hold key.
func kinds35(text, key string) []session.LedgerKind {
	var out []session.LedgerKind
	for _, e := range compression.Extract(said(text, "A: Ok."), []int{0}) {
		if strings.Contains(e.Text, key) {
			out = append(out, e.Kind)
		}
	}
	return out
}

// A person who jots reminders as "Reminder 14/11 …", "Cita 03/12 …" loses
// every date: the day and month after a fixed word are read as a file's
// running number ("Az. 750/24") and stripped as a prefix, so the model is told
// "dentist at 3pm" with no day. Passes on 32089c3 (different months had
// different skeletons there).
func TestSkeptic35DatesAfterAFixedWordAreNoPrefix(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		keys [][]string
	}{
		{[]string{
			"Reminder 14/11 dentist at 3pm with Dr Hale.", "A: Ok.",
			"Reminder 02/12 car MOT at Kwik Fit, 9am.", "A: Ok.",
			"Reminder 19/01 Lily's parents' evening at 5.", "A: Ok.",
		}, [][]string{{"14/11", "dentist"}, {"02/12", "MOT"}, {"19/01", "parents"}}},
		{[]string{
			"Cita 14/11 con la dentista a las 17h.", "A: Vale.",
			"Cita 03/12 ITV del coche en Alcobendas.", "A: Vale.",
			"Cita 20/01 tutoría de Lucía a las 16h.", "A: Vale.",
		}, [][]string{{"14/11", "dentista"}, {"03/12", "ITV"}, {"20/01", "tutoría"}}},
	} {
		got := remembered(t, said(c.msgs...))
		for k, keys := range c.keys {
			if lineOf(got, 2*k+1, keys...) == "" {
				t.Errorf("the date of %q is lost:\n%s", c.msgs[2*k], got)
			}
		}
	}
}

// A sentence that ends with "AV.", "AZ.", "inkl." or "evtl." is glued to the
// next one, and when the next one's date or price changes, the first is
// marked as updated too: the model is told the hall's missing projector,
// the town someone moved to, the bedding included or the uncle who may come
// are out of date. Passes on 32089c3.
func TestSkeptic35AnAbbreviationAtASentenceEndKeepsTheFactApart(t *testing.T) {
	for _, c := range []struct {
		first, update string
		key           []string
	}{
		{"The church hall in Hove has no AV. The quiz night is on 14 March at 7pm.", "The quiz night moved to 21 March.", []string{"Hove", "AV"}},
		{"We moved to Tucson, AZ. The rent is $1,800 a month.", "The rent went up to $1,950 a month.", []string{"Tucson"}},
		{"Die Ferienwohnung auf Usedom hat Bettwäsche inkl. Die Anreise ist am 3. August.", "Die Anreise ist jetzt am 5. August.", []string{"Bettwäsche"}},
		{"Zur Taufe kommt Onkel Herbert aus Passau evtl. Der Gottesdienst ist am 9. Juni um 10 Uhr.", "Der Gottesdienst ist jetzt am 16. Juni um 10 Uhr.", []string{"Herbert"}},
	} {
		got := remembered(t, said(c.first, "A: Ok.", c.update, "A: Ok."))
		if !sentAsCurrent(got, 1, c.key...) {
			t.Errorf("%q is lost or marked updated after %q:\n%s", c.key, c.update, got)
		}
	}
}

// "Anyway, my mother-in-law, she can't eat gluten at all": the interjection
// before the relation is read as a name ("Kit, my nephew, …"), the sentence
// splits at it, and the line kept is "Anyway, my mother-in-law" — what she
// can't eat is lost. Passes on 32089c3 ("my mother-in-law, she can't eat
// gluten at all.").
func TestSkeptic35AnInterjectionBeforeMyIsNoName(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Anyway, my mother-in-law, she can't eat gluten at all.", "gluten"},
		{"Honestly, my husband, he never listens about the bins.", "bins"},
		{"Seriously, my son, he refuses to eat anything green.", "green"},
		{"Oh, my neighbour, she feeds our cat when we're away.", "cat"},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineOf(got, 1, c.key) == "" {
			t.Errorf("%q loses %q:\n%s", c.text, c.key, got)
		}
	}
}

// "Dad can't stand spicy food. Mum prefers it hot": a second person's liking
// that opens with "prefers", "lieber", "prefiere" is joined onto the first
// person's dislike as "what is wanted instead" — two people on one line, so
// that either one's change marks both. Passes on 32089c3.
func TestSkeptic35AnotherPersonsPreferenceIsNotJoinedToADislike(t *testing.T) {
	for _, c := range []struct{ text, a, b string }{
		{"Dad can't stand spicy food. Mum prefers it hot, the hotter the better.", "Dad", "Mum"},
		{"Mi suegra odia el ajo. Mi suegro prefiere todo bien picante.", "suegra", "suegro"},
		{"Mein Mann hasst Rosenkohl. Die Kinder essen lieber Brokkoli.", "Mann", "Kinder"},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineOf(got, 1, c.a) == "" || lineOf(got, 1, c.b) == "" || lineOf(got, 1, c.a, c.b) != "" {
			t.Errorf("%q: %s's and %s's likings are not two lines:\n%s", c.text, c.a, c.b, got)
		}
	}
}

// A "he" after a sentence about a woman ("This year Sarah is doing the
// turkey. He's bringing the wine …", "Mia macht die Gans. Er bringt den Wein
// …", "Mamá está en el hospital … Él viaja a Valladolid …") is someone else:
// joined, the two people's facts are one line, and the model reads Sarah as
// bringing the wine, or Mum as travelling to Valladolid. Passes on 32089c3.
func TestSkeptic35AHeIsNotTheWomanTheSentenceBeforeNames(t *testing.T) {
	en := func(who string) [3]string {
		return [3]string{"On Monday I talked to " + who + " about Christmas.", "On Tuesday I talked to " + who + " about Christmas.", "On Wednesday I talked to " + who + " about Christmas."}
	}
	for _, c := range []struct {
		days           [3]string
		text, her, his string
	}{
		{en("Tom and Sarah"), "This year Sarah is doing the turkey. He's bringing the wine from the Majestic in Harrogate.", "turkey", "wine"},
		{en("Mum and Dad"), "My mum is doing the turkey this year. He's bringing the wine from the Majestic in Harrogate.", "turkey", "wine"},
		{[3]string{"Am Montag habe ich mit Jonas und Mia über Weihnachten geredet.", "Am Dienstag habe ich mit Jonas und Mia über Weihnachten geredet.", "Am Mittwoch habe ich mit Jonas und Mia über Weihnachten geredet."},
			"Mia macht dieses Jahr die Gans. Er bringt den Wein aus Bernkastel mit.", "Gans", "Wein"},
		{[3]string{"El lunes hablé con mamá y papá de la Navidad.", "El martes hablé con mamá y papá de la Navidad.", "El miércoles hablé con mamá y papá de la Navidad."},
			"Mamá está otra vez en el hospital por la cadera. Él viaja a Valladolid el viernes para ver al abuelo.", "hospital", "Valladolid"},
	} {
		got := remembered(t, said(mentioned35(c.days, c.text, "A: Ok.")...))
		if lineOf(got, 7, c.his) == "" || lineOf(got, 7, c.her, c.his) != "" {
			t.Errorf("%q is one line, or the man's fact is lost:\n%s", c.text, got)
		}
	}
}

// What a daughter, a boyfriend, a boss or a son says to the person in voseo
// ("Mi hija me dice siempre: hablame como a una persona grande") is no
// instruction to the assistant — the tú form of the same quote is not read
// as one. Passes on 32089c3.
func TestSkeptic35VoseoWordsSaidToThePersonAreNoInstruction(t *testing.T) {
	for _, text := range []string{
		"Mi hija me dice siempre: hablame como a una persona grande.",
		"Mi novio siempre me dice: contestame los mensajes, che.",
		"Mi jefe siempre me dice: escribime respuestas cortas en los mails, que no los lee nadie.",
		"Mi hijo siempre me dice: explicame con ejemplos, mamá, que no entiendo.",
	} {
		if s := said(text, "A: Jaja."); readAsRule(s, "") {
			t.Errorf("%q is read as an instruction: %v", text, compression.Extract(s, []int{0}))
		}
	}
}

// Worse, the quote read as an instruction marks the person's real one as
// updated: "escribime siempre respuestas cortas" is sent as outdated after
// the boss's words about e-mails. Passes on 32089c3.
func TestSkeptic35AVoseoQuoteLeavesTheRealInstructionCurrent(t *testing.T) {
	got := remembered(t, said(
		"Por favor, escribime siempre respuestas cortas, sin listas.", "A: Dale.",
		"Mi jefe siempre me dice: escribime respuestas cortas en los mails, que no los lee nadie.", "A: Jaja.",
	))
	if !sentAsCurrent(got, 1, "respuestas cortas", "sin listas") {
		t.Errorf("the instruction is lost or marked updated by the boss's words:\n%s", got)
	}
}

// A one-off request in voseo ("Escribime un mail para el dueño …",
// "Explicame cómo funciona el monotributo") is no standing instruction: read
// as one it outranks every fact and is sent as a rule for the rest of the
// conversation. Passes on 32089c3 (the tú forms "Escríbeme un correo …",
// "Explícame …" are misread there too).
func TestSkeptic35AOneOffVoseoRequestIsNoInstruction(t *testing.T) {
	for _, text := range []string{
		"Escribime un mail para el dueño del depto pidiendo que arregle la canilla.",
		"Explicame cómo funciona el monotributo.",
	} {
		if s := said(text, "A: Dale."); readAsRule(s, "") {
			t.Errorf("%q is read as an instruction: %v", text, compression.Extract(s, []int{0}))
		}
	}
}

// "In the end", "after all", "ahora sí" are everyday words of a story, not a
// choice: "In the end it rained all afternoon anyway", "After all these years
// he still owes me a tenner", "Ahora sí que hace frío, madre mía" are filler
// that 32089c3 left out, and are now kept as decisions. Passes on 32089c3.
func TestSkeptic35StoryWordsAreNoDecision(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Nothing much, the Hendersons came round on Saturday. In the end it rained all afternoon anyway.", "rained"},
		{"Bumped into Gary at the Red Lion on Friday. After all these years he still owes me a tenner.", "tenner"},
		{"Vi a Marta en el Mercadona el sábado. Ahora sí que hace frío, madre mía.", "frío"},
	} {
		for _, k := range kinds35(c.text, c.key) {
			if k == session.LedgerDecision {
				t.Errorf("%q is read as a decision", c.text)
			}
		}
	}
}

// "I'm not sure whether I'm sticking with the gym", "No idea whether Tom is
// coming after all", "Todavía no sé si me quedo con el piso de Triana":
// the new decision words ("sticking with", "after all", "me quedo con") win
// over the person's doubt, and an open question is kept as something
// decided. Passes on 32089c3 (the first was an open question there; none
// was a decision).
func TestSkeptic35ADoubtAboutAChoiceIsNoDecision(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"I'm not sure whether I'm sticking with the gym after January.", "gym"},
		{"No idea whether Tom is coming to the barbecue after all.", "barbecue"},
		{"No idea yet whether we're sticking with the Airbnb in Alfama.", "Alfama"},
		{"Todavía no sé si me quedo con el piso de Triana o el de Nervión.", "Triana"},
		{"Should I stick with Vodafone after all, or go to Three?", "Vodafone"},
	} {
		for _, k := range kinds35(c.text, c.key) {
			if k == session.LedgerDecision {
				t.Errorf("%q is read as a decision", c.text)
			}
		}
	}
}

// A remark noted "for later" that opens with "how" or "qué" and asks
// nothing ("Something to remember later: how lucky we were with the weather
// in Skye", "Para otro día: qué rico estuvo el asado de Mario") is read as
// an open question, which outranks facts. Passes on 32089c3.
func TestSkeptic35AnExclamationForLaterIsNoQuestion(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Something to remember later: how lucky we were with the weather in Skye.", "Skye"},
		{"Algo para recordar luego: qué bien lo pasamos en Tarifa con los primos.", "Tarifa"},
		{"Para otro día: qué rico estuvo el asado de Mario.", "asado"},
	} {
		for _, k := range kinds35(c.text, c.key) {
			if k == session.LedgerQuestion {
				t.Errorf("%q is read as an open question", c.text)
			}
		}
	}
}
