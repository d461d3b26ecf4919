package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// The second skeptic's review of stop 96 (the change after df84e71): what
// Merge marks and drops since an instruction with "you" gives no fact a new
// value, a take-back bears only on instructions it shares more than the
// words every instruction says with, a feast's weekday is no day, and years
// ago or since are kinds of their own. Each case is read right at df84e71
// (a regression) unless its comment says it fails there too (a miss).

// takenBack96b fails when a line of the memory holds words and is neither
// gone nor marked wholly updated: the person took the whole instruction
// back, and "(partly updated in #N)" tells the model part of it still holds.
func takenBack96b(t *testing.T, memory string, words ...string) {
	t.Helper()
	if line := lineWith(memory, words...); line != "" && !strings.Contains(line, "(updated in") {
		t.Errorf("the instruction %q stays (or stays in part), though it was taken back:\n%s", line, memory)
	}
}

// Item 5: "a rule with a second-person word" is not only an instruction of
// how to answer: people pass on news while asking for something ("You
// should know the party moved to Friday the 14th, so please use that in
// the invitations"). The old date stays unmarked beside the new one.
func TestSkeptic96bANewDateSaidWhileAskingSomething(t *testing.T) {
	for _, c := range []struct {
		texts []string
		old   []string
	}{
		{[]string{
			"The party is on Saturday the 15th at our house, starting at 4pm.",
			"The cake is from Hollands bakery, chocolate with raspberries.",
			"You should know the party moved to Friday the 14th, so please use that in the invitations.",
		}, []string{"Saturday", "15th"}},
		{[]string{
			"The party is on Saturday the 15th at our house, starting at 4pm.",
			"The cake is from Hollands bakery, chocolate with raspberries.",
			"When you write the invitations, put Friday the 14th, the party moved because of the football.",
		}, []string{"Saturday", "15th"}},
		{[]string{
			"Die Feier ist am Samstag, 15. Juni, bei uns im Garten, ab 16 Uhr.",
			"Der Kuchen kommt von der Bäckerei Holl, Schoko mit Himbeeren.",
			"Wenn du die Einladungen schreibst, schreib bitte Freitag, 14. Juni, die Feier ist wegen Fußball verschoben.",
		}, []string{"Samstag", "15"}},
		{[]string{
			"La fiesta es el sábado 15 de junio en nuestro jardín, desde las 16.",
			"La torta es de la panadería Holanda, de chocolate con frambuesas.",
			"Cuando tú escribas las invitaciones, pon viernes 14 de junio, por favor, la fiesta se cambió por el fútbol.",
		}, []string{"sábado", "15"}},
	} {
		changed96(t, memory96(t, c.texts...), c.old...)
	}
}

// Item 5 again: a new amount, count or age said in a request ("Heads up for
// you: the rent goes up to £950 …", "make them for 6 people now", "Mia is
// 8 now") is the fact's new value; the old one stays unmarked.
func TestSkeptic96bANewNumberSaidWhileAskingSomething(t *testing.T) {
	for _, c := range []struct {
		texts []string
		old   []string
	}{
		{[]string{
			"The rent is £900 a month, due on the 1st.",
			"The quiz night is on 6 September at the Lifeboat pub.",
			"Heads up for you: the rent goes up to £950 from May, please use that in the spreadsheet.",
		}, []string{"£900"}},
		{[]string{
			"The budget for the school trip is 1,500 euros, for 30 kids.",
			"The bus company is Reisen Maier from Ulm.",
			"When you plan the trip, keep in mind the budget is now 2,000 euros, the parents chipped in.",
		}, []string{"1,500"}},
		{[]string{
			"My daughter Mia is 7 and she's allergic to peanuts.",
			"The quiz night is on 6 September at the Lifeboat pub.",
			"Please keep in mind when you suggest snacks that Mia is 8 now, and still no peanuts of course.",
		}, []string{"Mia", "7"}},
		{[]string{
			"The recipes should be for 4 people.",
			"The quiz night is on 6 September at the Lifeboat pub.",
			"When you give me recipes, make them for 6 people now, my parents moved in.",
		}, []string{"4", "people"}},
		{[]string{
			"Ich hätte die Rezepte gern für 4 Personen, wir sind zu viert.",
			"Der Flohmarkt ist am 6. September im Pfarrhof.",
			"Bitte mach deine Rezepte ab jetzt für 6 Personen, meine Eltern wohnen jetzt bei uns.",
		}, []string{"4", "Personen"}},
		{[]string{
			"Meine Tochter Mia ist 7 und hat eine Erdnussallergie.",
			"Der Flohmarkt ist am 6. September im Pfarrhof.",
			"Wenn du mir Snacks vorschlägst, denk dran, Mia ist jetzt 8, und immer noch keine Erdnüsse.",
		}, []string{"Mia", "7"}},
	} {
		changed96(t, memory96(t, c.texts...), c.old...)
	}
}

// Item 5, the limit case: a preference said as a fact ("I prefer answers
// under 100 words") that a later instruction raises ("Please keep your
// answers under 250 words from now on, you can go a bit longer") — the old
// limit is sent as current beside the new.
func TestSkeptic96bALimitRaisedByAnInstruction(t *testing.T) {
	got := memory96(t,
		"I prefer answers under 100 words, I read on my phone.",
		"The quiz night is on 6 September at the Lifeboat pub.",
		"Please keep your answers under 250 words from now on, you can go a bit longer.",
	)
	changed96(t, got, "100", "words")
}

// Item 9: a take-back that gives its reason first ("My exams are over,
// so …") names things of its own in its first clause, and shares with the
// instruction only "answers" and "short" (no subject): the instruction it
// takes back now stays, whole or "partly updated".
func TestSkeptic96bATakeBackWithItsReasonFirst(t *testing.T) {
	for _, last := range []string{
		"My exams are over, so you no longer need to keep the answers short.",
		"I got a car last week, so you don't have to keep your answers short anymore.",
	} {
		got := memory96(t,
			"Please keep your answers short, I read them on my phone on the bus.",
			"The quiz night is on 6 September at the Lifeboat pub.",
			last,
		)
		takenBack96b(t, got, "keep", "short", "bus")
	}
}

// Item 9 again: a take-back of a way of answering said in other words
// ("write the answers that way", "bei den Antworten nicht mehr zu sparen", "escribas las respuestas
// así") after a reason: df84e71 marked the instruction older, now it stays
// current.
func TestSkeptic96bATakeBackOfAWaySaidInOtherWords(t *testing.T) {
	for _, c := range []struct {
		texts []string
		old   []string
	}{
		{[]string{
			"Please give me your answers in bullet points, it's easier to skim on my phone.",
			"The quiz night is on 6 September at the Lifeboat pub.",
			"My new laptop came yesterday, so you no longer need to write the answers that way.",
		}, []string{"bullet", "points"}},
		{[]string{
			"Please give me your answers in bullet points, it's easier to skim.",
			"The quiz night is on 6 September at the Lifeboat pub.",
			"I've got more time in the evenings now, so you don't need to write the answers like that anymore.",
		}, []string{"bullet", "points"}},
		{[]string{
			"Bitte halte deine Antworten kurz, ich lese sie im Bus auf dem Handy.",
			"Der Flohmarkt ist am 6. September im Pfarrhof.",
			"Ich hab seit gestern ein Auto, also brauchst du bei den Antworten nicht mehr zu sparen.",
		}, []string{"kurz", "Bus"}},
		{[]string{
			"Por favor, dame tus respuestas en viñetas, que así leo más rápido.",
			"La feria es el 6 de septiembre en la plaza.",
			"Ahora tengo más tiempo por las tardes, así que ya no hace falta que escribas las respuestas así.",
		}, []string{"viñetas"}},
	} {
		changed96(t, memory96(t, c.texts...), c.old...)
	}
}

// Item 10: "ago" drops the unit it counted ("num:years", "num:days" were
// kinds apart): "3 years ago" and "10 days ago" are now one kind, and
// another thing done some days ago marks the older line updated.
func TestSkeptic96bAgoInOtherUnitsIsNoNewValue(t *testing.T) {
	for _, c := range []struct {
		texts []string
		old   []string
	}{
		{[]string{
			"We got our dog Bella 3 years ago from the shelter in Bolton.",
			"The quiz night is on 6 September at the Lifeboat pub.",
			"Bella had her puppies 10 days ago, five of them, all healthy now.",
		}, []string{"Bella", "3", "years"}},
		{[]string{
			"Hace 3 años adoptamos a nuestra perra Luna en el refugio de Getafe.",
			"La feria es el 6 de septiembre en la plaza.",
			"Luna tuvo cachorros hace 10 días, cinco, y ahora están todos sanos.",
		}, []string{"Luna", "Getafe"}},
		{[]string{
			"Mi hija empezó la universidad hace 2 meses, en Salamanca.",
			"La feria es el 6 de septiembre en la plaza.",
			"Mi hijo terminó la universidad hace 3 años y ahora trabaja en Salamanca.",
		}, []string{"hija", "2", "meses"}},
		{[]string{
			"Meine Tochter hat vor 2 Monaten mit dem Studium angefangen, in Jena.",
			"Der Flohmarkt ist am 6. September im Pfarrhof.",
			"Mein Sohn hat vor 3 Jahren sein Studium fertig gemacht und arbeitet jetzt in Jena.",
		}, []string{"Tochter", "2", "Monaten"}},
	} {
		current95(t, memory96(t, c.texts...), c.old...)
	}
}

// Item 10 again: years ago, or since, counted anew in other words ("12
// years ago" → "we've been in Leeds 13 years now"; "desde hace 12 años" →
// "son 13 años en la panadería Ruiz, no 12") are kinds apart from the plain
// count, so the correction no longer marks the old count.
func TestSkeptic96bYearsAgoOrSinceCountedAnew(t *testing.T) {
	for _, c := range []struct {
		texts []string
		old   []string
	}{
		{[]string{
			"We moved to Leeds 12 years ago, to the house on Mill Road.",
			"The quiz night is on 6 September at the Lifeboat pub.",
			"Actually we've been in Leeds 13 years now, I always get that wrong.",
		}, []string{"12", "years"}},
		{[]string{
			"Nos mudamos a Sevilla hace 12 años, al barrio de Triana.",
			"La feria es el 6 de septiembre en la plaza.",
			"Ahora que lo pienso, ya llevamos 13 años en Triana, no 12.",
		}, []string{"12", "años"}},
		{[]string{
			"Trabajo en la panadería Ruiz desde hace 12 años, en el turno de la mañana.",
			"La feria es el 6 de septiembre en la plaza.",
			"Me corrijo: son 13 años en la panadería Ruiz, no 12, el tiempo vuela.",
		}, []string{"desde", "12"}},
	} {
		changed96(t, memory96(t, c.texts...), c.old...)
	}
}

// Item 8: "for" before a feast is also how people say the day a plan is
// booked for ("booked for Easter Sunday", "fixed for Whit Monday", "the
// barbecue for Good Friday"): the move to another day no longer marks it.
func TestSkeptic96bAFeastDayAPlanIsBookedFor(t *testing.T) {
	for _, c := range []struct {
		texts []string
		old   []string
	}{
		{[]string{
			"We've booked the barbecue for Good Friday, at Uncle Dave's, from 2pm.",
			"The cake is from Hollands bakery, chocolate with raspberries.",
			"Rain forecast, so we've moved the barbecue to Saturday, same time.",
		}, []string{"Good", "Friday"}},
		{[]string{
			"The table at Luigi's is booked for Easter Sunday at 1pm, for eight of us.",
			"The cake is from Hollands bakery, chocolate with raspberries.",
			"Luigi's rang, they're full, so the table is now booked for Monday instead, still at 1pm.",
		}, []string{"Easter", "Sunday"}},
		{[]string{
			"The church bazaar is fixed for Whit Monday, 10 till 4 in the school hall.",
			"The quiz night is on 6 September at the Lifeboat pub.",
			"The school hall is double booked, so the bazaar is now on the Tuesday after.",
		}, []string{"Whit", "Monday"}},
		{[]string{
			"The bake sale for Palm Sunday is in the church porch, Mrs Kelly runs it.",
			"The quiz night is on 6 September at the Lifeboat pub.",
			"Change of plan, the bake sale moved to the Saturday before, the porch is being painted.",
		}, []string{"Palm", "Sunday"}},
	} {
		changed96(t, memory96(t, c.texts...), c.old...)
	}
}

// Item 1: beWillBe lets "We decide who will be …" through as a decision,
// before the check of a decision still to make ("who", "whether"): the
// vote at the AGM is still to come.
func TestSkeptic96bADecisionStillToMakeWithWillBe(t *testing.T) {
	for _, text := range []string{
		"Big news at the club: old Jim is retiring. We decide who will be the new captain at the AGM, and I'm tempted to stand.",
		"We decide who will be captain at the AGM.",
	} {
		for _, e := range read31(text) {
			if e.Kind == session.LedgerDecision {
				t.Errorf("%q is read as a decision: %q", text, e.Text)
			}
		}
	}
}

// MISS (fails at df84e71 too): a leave of the length after a word limit
// ("You can write long answers again", "Longer answers are fine now",
// "you can answer at length again") leaves "under 80 words" unmarked.
// STILL MISSED at stop 96 (kept as a comment: it fails on the code that landed):
// func TestSkeptic96bMissALeaveOfLengthAfterAWordLimit(t *testing.T) {
// 	for _, last := range []string{
// 		"You can write long answers again, I'm off the tram for good.",
// 		"Longer answers are fine now, I drive to work since Monday.",
// 		"I've got a week off work now, you can answer at length again.",
// 	} {
// 		got := memory96(t,
// 			"Please keep your answers under 80 words, I read them on the tram.",
// 			"The quiz night is on 6 September at the Lifeboat pub.",
// 			last,
// 		)
// 		changed96(t, got, "80", "words")
// 	}
// }

// MISS (fails at df84e71 too): a take-back of one instruction that gives a
// leave of length ("Forget the five sentence thing please: … so you can
// answer at length again") marks "no emojis in your answers" updated; and
// after "under 80 words", "you can answer at length again" marks the
// bullet-point ban partly updated.
// STILL MISSED at stop 96 (kept as a comment: it fails on the code that landed):
// func TestSkeptic96bMissATakeBackMarksAnotherInstruction(t *testing.T) {
// 	got := memory96(t,
// 		"Please keep your answers short, five sentences at most, I read them on the bus.",
// 		"Also please no emojis in your answers, my phone shows them as boxes.",
// 		"The bake sale is on 14 March in the school hall.",
// 		"Forget the five sentence thing please: I need real help with my speech, so you can answer at length again.",
// 	)
// 	current95(t, got, "emojis")
// 	got = memory96(t,
// 		"Please keep your answers under 80 words, I read them on the tram.",
// 		"Also, no bullet points in your answers please, my screen reader hates them.",
// 		"The quiz night is on 6 September at the Lifeboat pub.",
// 		"I've got a week off work now, you can answer at length again.",
// 	)
// 	current95(t, got, "bullet", "points")
// }

// MISS (fails at df84e71 too): Spanish take-backs of a length after a
// reason ("ya no hace falta que las respuestas sean cortas") keep the
// instruction unmarked.
// STILL MISSED at stop 96 (kept as a comment: it fails on the code that landed):
// func TestSkeptic96bMissASpanishTakeBackOfLength(t *testing.T) {
// 	for _, last := range []string{
// 		"Ya tengo coche, así que ya no hace falta que las respuestas sean cortas.",
// 		"Terminé los exámenes, así que ya no tienes que hacer las respuestas tan cortas.",
// 	} {
// 		got := memory96(t,
// 			"Por favor, respuestas cortas, que las leo en el bus con el móvil.",
// 			"La feria es el 6 de septiembre en la plaza.",
// 			last,
// 		)
// 		changed96(t, got, "cortas", "bus")
// 	}
// }

// MISS (fails at df84e71 too): another person's thing done some time ago,
// in the same unit or not, marks the person's own line updated ("My
// brother had the same knee operation 2 years ago", "My son finished
// university 3 years ago").
// STILL MISSED at stop 96 (kept as a comment: it fails on the code that landed):
// func TestSkeptic96bMissAgoOfAnotherPerson(t *testing.T) {
// 	for _, c := range []struct {
// 		texts []string
// 		old   []string
// 	}{
// 		{[]string{
// 			"I had my knee operation 6 weeks ago, physio twice a week at the Royal.",
// 			"The quiz night is on 6 September at the Lifeboat pub.",
// 			"My brother had the same knee operation 2 years ago and he's running again now.",
// 		}, []string{"6", "weeks"}},
// 		{[]string{
// 			"My daughter started university 2 months ago, in Leeds.",
// 			"The quiz night is on 6 September at the Lifeboat pub.",
// 			"My son finished university 3 years ago and now works in Leeds too.",
// 		}, []string{"daughter", "2"}},
// 	} {
// 		current95(t, memory96(t, c.texts...), c.old...)
// 	}
// }
