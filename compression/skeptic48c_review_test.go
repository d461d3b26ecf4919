package compression_test

import (
	"strings"
	"testing"
)

// Third skeptic's review of stop 48, after the second review's narrowings
// (730dc29: namesOne, jobWords, dateHeadOnly, verdict/settledLabels, the
// narrowed stillSought, movedToLas/movingVerbs, scoreWords and spokenHour's
// "past"/"to … now" rules, scrappedObject on decisions only). Each test
// fails on 730dc29; the sentences are this file's own. "Fails on 7787cfd
// too" means the code before the stop never read it right either; each of
// those was read right at 7fe6bca (before 730dc29), unless said otherwise.
//
// Three of the review's finds are left, each because reading it right
// again would undo a fix of the second review (skeptic48b): a plan said as a
// fact and then cancelled by name ("We booked the Hotel Miramar … Cancel the
// Miramar, … instead") — a scrap updates a decision only, since "Ditch the
// car, we'll walk instead" marked the car insurance; "Me cambiaron la cena
// … para las diez" — "nos cambiaron las ruedas … por 240 euros" changed
// the car service's price; "She is asking €420,000 for it" after a sentence
// naming Aoife, Rathmines and Google stands alone — after one naming the
// vet, Bran, Main Street and Mam "That's €80" may be anyone's.

// olderNow48c reports each key whose line the later message does not mark
// updated (a line gone, superseded by the later one, is no failure).
func olderNow48c(t *testing.T, first, later string, keys ...string) {
	t.Helper()
	got := remembered(t, said(first, "A: Ok.", later, "A: Ok."))
	if l := lineWith(got, keys...); l != "" && !strings.Contains(l, "(updated in #3)") {
		t.Errorf("%q still reads as current after %q:\n%s", keys, later, got)
	}
}

// The narrowed hours miss common ways a time is moved. Spanish "para las
// diez" is a clock time only with one of a short list of verbs within
// three words before "para": "la cambié para las diez" (I changed it),
// "ahora es para las once" give no new time. English "moved
// to eight now, the hall is double-booked" (any "to N now" is a team size
// now), "has been changed to eight" ("changed" left movedTo), "ended up
// moved to eight" ("ended" is a score word within five words) neither. The
// old nine o'clock dinner, ten o'clock dentist and 7pm stand unmarked
// beside the new hour, so the person may turn up at the old time. Fails
// on 7787cfd too (neither "para las" nor bare hours were times there);
// right at 7fe6bca.
func TestSkeptic48cAnHourMovedInOrdinaryWordsStaysCurrent(t *testing.T) {
	for _, c := range []struct{ first, later, key string }{
		{"La cena de la peña es el sábado a las nueve en el bar de Manolo.",
			"La cena de la peña al final la cambié para las diez.", "nueve"},
		{"La cita del dentista es el martes a las diez.",
			"La cita del dentista ahora es para las once.", "diez"},
		{"Mam's bingo in the parish hall is at 7pm on Fridays.",
			"Mam's bingo in the parish hall got moved to eight now, the hall is double-booked.", "7pm"},
		{"The parents' meeting at the school is at 7pm on Tuesday.",
			"The parents' meeting at the school has been changed to eight.", "7pm"},
		{"Dinner at Mam's on Sunday is at 7pm.",
			"Dinner at Mam's on Sunday ended up moved to eight.", "7pm"},
	} {
		olderNow48c(t, c.first, c.later, c.key)
	}
}

// stillSought now needs the literal "someone"/"jemand"/"a alguien": a
// person still to find named by their job ("still looking for a
// babysitter", "Ich suche noch einen Babysitter", "Todavía buscamos
// canguro", "Sigo buscando un electricista") is a plain fact, and the
// person's open task drops out of what is still to do. Fails on 7787cfd
// too (no stillSought there); open questions at 7fe6bca.
func TestSkeptic48cSomeoneStillSoughtByTheirJobIsOpen(t *testing.T) {
	questionsHold(t,
		"We're still looking for a babysitter for Saturday night.",
		"Ich suche noch einen Babysitter für Samstagabend.",
		"Todavía buscamos canguro para el sábado por la noche.",
		"Sigo buscando un electricista que venga antes del lunes.")
}

// verdict takes any short label with "good/fair question", "Gute Frage",
// "Buena pregunta" as saying there is no question, even when a real
// question follows the colon: "Good question: when is the deposit due?"
// and "Buena pregunta: ¿cuándo hay que pagar la fianza?" leave nothing at
// all in memory, the others are kept as facts, not as the open questions
// they are. Passes on 7787cfd (open questions
// there); already wrong at 7fe6bca, kept so by 730dc29's verdict.
func TestSkeptic48cAGoodQuestionFollowedByAQuestionIsOpen(t *testing.T) {
	questionsHold(t,
		"Fair question: do I need a visa for Canada?",
		"Gute Frage: wann ist die Kaution fällig?",
		"Buena pregunta: ¿cuándo hay que pagar la fianza?")
	got := remembered(t, said("Good question: when is the deposit due?", "A: Ok.", "Also the landlord is Mr. Dunne.", "A: Ok."))
	if lineWith(got, "deposit") == "" {
		t.Errorf("the question about the deposit is lost:\n%s", got)
	}
}

// "Met …" is a found head only with a word of jobWords, so "Met the new
// childminder", "We met the new childminder", "Met the new physio" are
// dropped and the memory keeps "Siobhan Kelly, €12 an hour" without saying
// she is the childminder (nor Dr. Nowak the physio). Fails on 7787cfd too
// (no found heads there); right at 7fe6bca.
func TestSkeptic48cMetSomeoneForAJobOffTheListLosesTheJob(t *testing.T) {
	for _, c := range []struct{ text, job string }{
		{"Met the new childminder today! Siobhan Kelly, €12 an hour, she has two kids of her own.", "childminder"},
		{"We met the new childminder! Siobhan Kelly, €12 an hour, she has two kids of her own.", "childminder"},
		{"Met the new physio at last. Dr. Anna Nowak, €70 a session, on Thursdays.", "physio"},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineWith(got, c.job) == "" {
			t.Errorf("no line says who the %s is:\n%s", c.job, got)
		}
	}
}

// dateHeadOnly drops a date head whenever the sentence after has an
// amount, though here the amount is the same event's: "We have a date for
// the wedding! The 14th of June at St. Mary's, €95 a head for the meal."
// keeps "The 14th of June at St. Mary's, €95 a head" — the memory no
// longer says the 14th of June is the wedding (nor "el 14 de junio" the
// boda). Fails on 7787cfd too; the Spanish was right at 7fe6bca (the
// English was lost there as well).
func TestSkeptic48cADateHeadWithThePriceOfTheDayIsLost(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"We have a date for the wedding! The 14th of June at St. Mary's, €95 a head for the meal.", []string{"wedding", "June"}},
		{"¡Ya tenemos fecha para la boda! El 14 de junio en San Ginés, a 95 euros el cubierto.", []string{"boda", "junio"}},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineWith(got, c.keys...) == "" {
			t.Errorf("no line says what %q is:\n%s", c.keys[1], got)
		}
	}
}

// A scrap by name still marks any decision that names the scrapped word,
// though "Vergiss das Auto, wir gehen stattdessen zu Fuß zum Spiel" / "Olvida
// el coche, vamos andando al partido en lugar de eso" only leave the car at
// home for the match: the decision to buy the new VW Golf / Toyota Corolla
// is marked updated, and the person is told the car they chose is no
// longer chosen. Passes on 7787cfd (no scrap by name there).
func TestSkeptic48cLeavingTheCarAtHomeUnmakesNoCarDecision(t *testing.T) {
	stillCurrent48b(t,
		"Wir haben uns für den VW Golf als neues Auto entschieden, 24.000 Euro beim Händler in Pankow.",
		"Vergiss das Auto, wir gehen stattdessen zu Fuß zum Spiel.", "Golf")
	stillCurrent48b(t,
		"Hemos decidido comprar el Toyota Corolla como coche nuevo, 24.000 euros en el concesionario de Getafe.",
		"Olvida el coche, vamos andando al partido en lugar de eso.", "Corolla")
}
