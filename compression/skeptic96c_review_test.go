package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// The third skeptic's review of stop 96 (the change after df84e71, with the
// fixes of skeptic96a/b): what the kinds of way of answering (waysNamed,
// onlyRuleTalkShared), an instruction that names a language (answersIn),
// years ago against years since (agoOrSince, backward), "we decide" in the
// present (settledPlain) and a plan gone on with "And a …" (plansToDo) do
// to the memory. Each test passes at df84e71 and fails on the change (a
// regression) unless its name says Miss (fails at df84e71 too).

// waysNamed reads "paragraph" and "sentence" (singular, in formats) as a
// look, not a length: an instruction to keep the answers to one paragraph
// or a sentence or two, taken back as "you don't need to keep your answers
// short anymore", shares only "answers" with it and names another kind —
// the instruction stays current. At df84e71 it went.
func TestSkeptic96cAParagraphLimitTakenBackAsShort(t *testing.T) {
	for _, c := range []struct {
		texts []string
		words []string
	}{
		{[]string{
			"Please keep your answers to one paragraph, I read them on the tram.",
			"The bake sale is on 14 March in the school hall.",
			"I've got a laptop now, so you don't need to keep the answers short anymore.",
		}, []string{"one", "paragraph"}},
		{[]string{
			"Please keep your answers to one paragraph, I read them on the tram.",
			"The bake sale is on 14 March in the school hall.",
			"You don't need to keep your answers so short anymore, I've got a laptop.",
		}, []string{"one", "paragraph"}},
		{[]string{
			"Please keep your answers to a sentence or two, I read them on the tram.",
			"The bake sale is on 14 March in the school hall.",
			"I've got a laptop now, so you don't need to keep your answers short anymore.",
		}, []string{"sentence", "two"}},
	} {
		changed96(t, memory96(t, c.texts...), c.words...)
	}
}

// The other way round: "keep your answers short" taken back as "you don't
// need to stick to one paragraph in your answers anymore" names a look
// ("paragraph"), so the length stays wholly current (at df84e71 it was
// marked partly updated).
func TestSkeptic96cAShortLimitTakenBackAsOneParagraph(t *testing.T) {
	got := memory96(t,
		"Please keep your answers short, I read them on the bus.",
		"The bake sale is on 14 March in the school hall.",
		"I've got a car now, so you don't need to stick to one paragraph in your answers anymore.",
	)
	changed96(t, got, "keep", "short", "bus")
}

// waysNamed reads the verb "answer" (singular, in formats) as a look: "you
// don't need to answer like that / that way anymore" after a length or a
// language instruction names another kind, and the instruction it takes
// back stays current (at df84e71 it was marked partly updated).
func TestSkeptic96cATakeBackSayingAnswerThatWay(t *testing.T) {
	for _, c := range []struct {
		texts []string
		words []string
	}{
		{[]string{
			"Please keep your answers short, three sentences max, I read them on the bus.",
			"The bake sale is on 14 March in the school hall.",
			"My exams are over, so you don't need to answer like that anymore.",
		}, []string{"three", "sentences"}},
		{[]string{
			"Please write your answers in Spanish, I'm practising for my exam.",
			"The bake sale is on 14 March in the school hall.",
			"I passed, so you don't need to answer that way anymore.",
		}, []string{"Spanish", "exam"}},
	} {
		changed96(t, memory96(t, c.texts...), c.words...)
	}
}

// "words" is a length to waysNamed: "Please write your answers in simple
// English" (a language to it) taken back as "you don't need to use easy
// words in your answers anymore" stays current (at df84e71 partly updated).
func TestSkeptic96cSimpleEnglishTakenBackAsEasyWords(t *testing.T) {
	got := memory96(t,
		"Please write your answers in simple English, I'm still learning.",
		"The bake sale is on 14 March in the school hall.",
		"I passed my B2 exam, so you don't need to use easy words in your answers anymore.",
	)
	changed96(t, got, "simple", "English")
}

// Units written short ("km", "€") are in no list of waysNamed: the
// instruction sets no kind, so a take-back that names the units in full
// ("kilometres", "euros") names "another" kind and the instruction stays
// current. At df84e71 it was marked updated.
func TestSkeptic96cUnitsWrittenShortTakenBackInFull(t *testing.T) {
	for _, c := range []struct {
		texts []string
		words []string
	}{
		{[]string{
			"Please give all distances in km in your answers, I'm used to that from Germany.",
			"The bake sale is on 14 March in the school hall.",
			"I'm back in Ohio now, so you don't need to use kilometres in your answers anymore.",
		}, []string{"distances", "km"}},
		{[]string{
			"Please give me all prices in € in your answers, I live in Lisbon.",
			"The bake sale is on 14 March in the school hall.",
			"I'm back in Boston, so you don't need to put euros in your answers anymore.",
		}, []string{"prices", "Lisbon"}},
	} {
		changed96(t, memory96(t, c.texts...), c.words...)
	}
}

// answersIn: an instruction with "you" that names a language ("When you
// write the invitation in Spanish for Abuela, put Friday the 14th, …") is
// read as one of how to answer, and gives no fact a new value — though it
// says the party moved, or the guests are now 60. At df84e71 the old line
// was marked updated.
func TestSkeptic96cANewValueInAnInstructionNamingALanguage(t *testing.T) {
	for _, c := range []struct {
		texts []string
		old   []string
	}{
		{[]string{
			"The party is on Saturday the 15th at our house, starting at 4pm.",
			"The cake is from Hollands bakery, chocolate with raspberries.",
			"When you write the invitation in Spanish for Abuela, put Friday the 14th, the party moved because of the football.",
		}, []string{"Saturday", "15th"}},
		{[]string{
			"The party is on Saturday the 15th at our house, starting at 4pm.",
			"The cake is from Hollands bakery, chocolate with raspberries.",
			"When you do the invitations in German for the neighbours, please put Friday the 14th, we moved the party because of the football.",
		}, []string{"Saturday", "15th"}},
		{[]string{
			"Grandma's birthday party is at the Red Lion on 3 May, with 40 guests.",
			"My sister is bringing the flowers.",
			"When you write the speech in Polish for my brother in law, please say 60 guests, the whole parish is coming now.",
		}, []string{"40", "guests"}},
		{[]string{
			"La fiesta de la abuela es el 3 de mayo en el Mesón del Río, con 40 invitados.",
			"Mi hermana trae las flores.",
			"Cuando tú escribas el brindis en inglés para mi cuñado, pon 60 invitados, ahora viene todo el pueblo.",
		}, []string{"40", "invitados"}},
	} {
		changed96(t, memory96(t, c.texts...), c.old...)
	}
}

// backward/revalues: a German correction of years since said as years ago
// ("seit 12 Jahren in der Bäckerei" → "Korrektur: Ich hab vor 14 Jahren …
// angefangen"), or of years ago as years since ("vor 10 Jahren nach Kempten
// gezogen" → "Korrektur: Wir wohnen seit 12 Jahren in Kempten"; "…, nicht
// seit drei" names the old count in words, not as "3"), no longer marks the
// old count. At df84e71 it was marked updated.
func TestSkeptic96cAGermanCorrectionOfSinceAsAgo(t *testing.T) {
	for _, c := range []struct {
		texts []string
		old   []string
	}{
		{[]string{
			"Ich arbeite seit 12 Jahren in der Bäckerei Ruf, immer in der Frühschicht.",
			"Der Flohmarkt ist am 6. September im Pfarrhof.",
			"Korrektur: Ich hab vor 14 Jahren in der Bäckerei Ruf angefangen, die Zeit vergeht.",
		}, []string{"seit", "12"}},
		{[]string{
			"Ich singe seit 8 Jahren im Kirchenchor St. Martin, im Alt.",
			"Der Flohmarkt ist am 6. September im Pfarrhof.",
			"Korrektur: Ich bin vor 11 Jahren in den Kirchenchor St. Martin eingetreten, nicht dass du falsch rechnest.",
		}, []string{"seit", "8"}},
		{[]string{
			"Wir sind vor 10 Jahren nach Kempten gezogen, ins Haus am Stadtpark.",
			"Der Flohmarkt ist am 6. September im Pfarrhof.",
			"Korrektur: Wir wohnen seit 12 Jahren in Kempten, ich hab mich verrechnet.",
		}, []string{"vor", "10"}},
		{[]string{
			"Unsere Hündin Bella haben wir vor 3 Jahren aus dem Tierheim in Kempten geholt.",
			"Der Flohmarkt ist am 6. September im Pfarrhof.",
			"Korrektur: Bella ist seit 4 Jahren bei uns, nicht seit drei.",
		}, []string{"vor", "3"}},
	} {
		changed96(t, memory96(t, c.texts...), c.old...)
	}
}

// settledPlain: a head that says a time past ("Last year", "Two years
// ago") before "we decide" is narration of what was decided back then,
// often undone since ("This year the raffle is back") — read now as the
// decision, with its head cut off ("we decide no raffle …").
func TestSkeptic96cAWeDecideOfYearsAgoIsNoDecision(t *testing.T) {
	never31(t, session.LedgerDecision,
		"Last year, we decide no raffle and everybody vex about it. This year the raffle is back, with a goat as first prize.",
		"Two years ago, we decide the fair will be on the beach and it rain the whole day. So this year it's in the school hall on the 12th.",
	)
}

// beWillBe: "We decide as a family who will be the godparents" is a
// choice still to make; only "who" right after "decide" is checked, so a
// word between ("as a family") lets it through as a decision.
func TestSkeptic96cAWeDecideWhoWillBeStillToMake(t *testing.T) {
	never31(t, session.LedgerDecision,
		"We decide as a family who will be the godparents. The christening is on 4 June at St Mary's.",
	)
}

// plansToDo/andAlso: "I'll be honest with you, …" is no plan, and the
// chatter is kept beside "And a new boiler from Murphy's for 2,400 euro,
// …" (at df84e71 it was not).
func TestSkeptic96cIllBeHonestIsNoPlan(t *testing.T) {
	text := "I'll be honest with you, the week was a disaster from start to finish. And a new boiler from Murphy's for 2,400 euro, the old one died on Monday."
	for _, e := range read31(text) {
		if strings.Contains(e.Text, "be honest") {
			t.Errorf("the chatter is kept: %q\n%v", e.Text, read31(text))
		}
	}
}

// Misses (fail at df84e71 too).

// MISS: "Deutsch ist wieder okay, aber fass dich kurz" after "Bitte
// antworte mir immer auf Englisch" leaves the English instruction current
// (the English "English is fine again, but keep it short" after "always
// answer in German" marks it).
// STILL MISSED at stop 96 (kept as a comment: it fails on the code that landed):
// func TestSkeptic96cMissGermanIsFineAgain(t *testing.T) {
// 	got := memory96(t,
// 		"Bitte antworte mir immer auf Englisch, ich übe für meine Prüfung.",
// 		"Der Flohmarkt ist am 6. September im Pfarrhof.",
// 		"Deutsch ist wieder okay, aber fass dich kurz.",
// 	)
// 	changed96(t, got, "Englisch")
// }

// MISS: "Forget the British spelling, …" after "Please use British
// spelling and metric units" marks the whole line "(updated in #5)", though
// the metric units still hold: partly updated.
// STILL MISSED at stop 96 (kept as a comment: it fails on the code that landed):
// func TestSkeptic96cMissBritishSpellingTakenBackAloneKeepsTheUnits(t *testing.T) {
// 	got := memory96(t,
// 		"Please use British spelling and metric units in your answers, I'm in Cork.",
// 		"The bake sale is on 14 March in the school hall.",
// 		"Forget the British spelling, American is fine, my editor is in Boston.",
// 	)
// 	if line := lineWith(got, "metric", "units"); !strings.Contains(line, "partly updated") {
// 		t.Errorf("the metric units are lost or sent as taken back: %q\n%s", line, got)
// 	}
// }

// MISS: leaves that name the way in other words ("more than a paragraph",
// "miles again" after "km", "Dollars are fine again" after "€", "answer in
// English again" after "Castilian") leave the instruction current.
// STILL MISSED at stop 96 (kept as a comment: it fails on the code that landed):
// func TestSkeptic96cMissLeavesInOtherWords(t *testing.T) {
// 	for _, c := range []struct {
// 		texts []string
// 		words []string
// 	}{
// 		{[]string{
// 			"Please keep your answers short, I read them on the bus.",
// 			"The bake sale is on 14 March in the school hall.",
// 			"You can write more than a paragraph now, I've got a car.",
// 		}, []string{"short", "bus"}},
// 		{[]string{
// 			"Please give all distances in km in your answers, I'm used to that from Germany.",
// 			"The bake sale is on 14 March in the school hall.",
// 			"You can use miles again, I'm back in Ohio now.",
// 		}, []string{"distances", "km"}},
// 		{[]string{
// 			"Please give me all prices in € in your answers, I live in Lisbon.",
// 			"The bake sale is on 14 March in the school hall.",
// 			"Dollars are fine again in your answers, I'm back in Boston.",
// 		}, []string{"prices", "Lisbon"}},
// 		{[]string{
// 			"Please answer me in Castilian, I'm practising for my trip to Madrid.",
// 			"The bake sale is on 14 March in the school hall.",
// 			"You can answer in English again, the trip is over.",
// 		}, []string{"Castilian"}},
// 	} {
// 		changed96(t, memory96(t, c.texts...), c.words...)
// 	}
// }

// MISS: a Spanish correction of years since as years ago ("desde hace 12
// años" → "empecé … hace 14 años"), or back ("hace 3 años" → "desde hace
// 4 años"), leaves the old count current.
// STILL MISSED at stop 96 (kept as a comment: it fails on the code that landed):
// func TestSkeptic96cMissASpanishCorrectionOfSinceAsAgo(t *testing.T) {
// 	for _, c := range []struct {
// 		texts []string
// 		old   []string
// 	}{
// 		{[]string{
// 			"Trabajo en la panadería Ruiz desde hace 12 años, en el turno de la mañana.",
// 			"La feria es el 6 de septiembre en la plaza.",
// 			"Perdona, me equivoqué: empecé en la panadería Ruiz hace 14 años, el tiempo vuela.",
// 		}, []string{"desde", "12"}},
// 		{[]string{
// 			"Adoptamos a Luna hace 3 años en el refugio de Getafe.",
// 			"La feria es el 6 de septiembre en la plaza.",
// 			"Corrijo: Luna está con nosotros desde hace 4 años, me equivoqué.",
// 		}, []string{"Luna", "3"}},
// 	} {
// 		changed96(t, memory96(t, c.texts...), c.old...)
// 	}
// }

// MISS: a new amount said in an instruction that names its currency
// without a number before it ("When you do the spreadsheet in euro for me,
// put the budget at 15,000 now") leaves the old budget current.
// STILL MISSED at stop 96 (kept as a comment: it fails on the code that landed):
// func TestSkeptic96cMissANewBudgetInAnInstructionNamingMoney(t *testing.T) {
// 	got := memory96(t,
// 		"The wedding budget is 12,000 euro all in.",
// 		"The venue is Ballymagarvey Village, near Balrath.",
// 		"When you do the spreadsheet in euro for me, put the budget at 15,000 now, Dad is chipping in.",
// 	)
// 	changed96(t, got, "12,000")
// }
