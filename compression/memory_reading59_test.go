package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Read at stop 59 in dev61 and dev62's misses (stop 58's blind parts). The
// sentences are this file's own.

// Orders on units said with a ban beside them (dev61, dev62): a Spanish
// object put first and said again by its pronoun, "…, nunca me pases …"
// after the unit, an English "give it to me in …" beside a banned unit, a
// "please" said "if you please".
func TestUnitOrdersWithABanBeside(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Una cosa: los precios no me los des en dólares, dámelos en euros, que así pagamos aquí.",
		"Otra cosa importante: las temperaturas siempre en grados Celsius, nunca me pases nada a Fahrenheit.",
		"No pounds or ounces with me, if you please, give it to me in grams and kilos.",
		"Give me the distances in miles, please.")
	never31(t, session.LedgerRule,
		"La doctora me lo escribe en inglés.",
		"The garage gave it to me in euros, not pounds.",
		"Give me the recipe in grams.")
}

// A ban on what the answers tell the person to do, each time the person
// tells them something (dev61): the "I say" of the occasion is the person's
// own, no one else's words reported.
func TestABanOnAdviceEveryTime(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Don't tell me to see a physio every time I say my knee hurts.",
		"Y te pido una cosa: no me digas que descanse cada vez que te cuente que estoy cansada.")
	never31(t, session.LedgerRule,
		"¡No me digas que vienes mañana!",
		"Le digo a mi hijo: no me digas que vaya al médico cada vez que te cuente algo.",
		"Every time I say I'm tired, my mum tells me to go to bed.")
}

// An aside of how it is meant, between a lead-in and the order, leaves it an
// order (dev62).
func TestAnAsideBeforeStop(t *testing.T) {
	readAs(t, session.LedgerRule, "Also, and I mean this kindly, stop giving me them long numbered lists.")
}

// "…, long as you like" after a verb of answering lets the answers be long
// (dev61's take-back of "three or four lines"), not a guest's stay.
func TestLongAsYouLike(t *testing.T) {
	readAs(t, session.LedgerRule, "Write me the whole story now, long as you like, I've the evening free.")
	never31(t, session.LedgerRule, "Stay as long as you like, the kettle's on.")
}

// Open questions under heads that say so (dev61, dev62): a question the
// person shrugs at in the next sentence, one after "Which leaves:", one
// under a Spanish worry "que me tiene mal" — kept beside sentences that name
// people, though they name none.
func TestQuestionsUnderHeadsAndShrugs(t *testing.T) {
	for _, c := range []struct {
		text  string
		words []string
	}{
		{"Wer macht am Sonntag die Kasse? Keine Ahnung. Die Maren hat um 14 Uhr Dienst im Laden.", []string{"Wer macht am Sonntag die Kasse?"}},
		{"Which leaves: who's driving Nan home after the party? The Resi has the minibus until 11 pm.", []string{"who's driving Nan home"}},
		{"Otra cosa que me tiene mal: ¿quién cuida a las gallinas en agosto? La Maren se va a Mallorca el 3 de agosto.", []string{"quién cuida a las gallinas"}},
	} {
		got := linesOf57(shopOpening58, c.text)
		if !holds57(got, c.words...) {
			t.Errorf("%q: no line holds %q: %v", c.text, c.words, got)
		}
		for _, e := range got {
			if holds57([]session.LedgerEntry{e}, c.words...) && e.Kind != session.LedgerQuestion {
				t.Errorf("%q: %q is a %s, not a question", c.text, e.Text, e.Kind)
			}
		}
	}
	never31(t, session.LedgerQuestion,
		"That leaves: why bother?",
		"Who won the match? No idea.",
		"Was ist das für ein Vogel? Keine Ahnung.")
}

// A head naming whom the rest is about stays on its line when the name is
// one the conversation uses often (dev62: a father who wants nothing to do
// with hospitals lost "papá").
func TestAHeadOfWhomItIsAbout(t *testing.T) {
	const text = "Una cosa sobre la Resi, para que lo sepas si te pregunto algo: no quiere saber nada del hospital, ni que le nombren a un médico."
	if got := linesOf57(shopOpening58, text); !holds57(got, "Resi", "hospital") {
		t.Errorf("%q: no line holds whom and what: %v", text, got)
	}
}

// A clause before its time said in a few words of its own stays with it
// (dev61: "Die Kinder reiten als Erste, um 13 Uhr" kept only "um 13 Uhr").
func TestAClauseBeforeItsTime(t *testing.T) {
	for _, c := range [][2]string{
		{"Die Maren kommt als Erste, um 7 Uhr, bevor der Bäcker liefert.", "Maren kommt als Erste, um 7 Uhr"},
		{"Die Resi macht auf, um 8 Uhr, wenn der Bus kommt.", "Resi macht auf, um 8 Uhr"},
	} {
		if got := linesOf57(shopOpening58, c[0]); !holds57(got, c[1]) {
			t.Errorf("%q: no line holds who does what at the time: %v", c[0], got)
		}
	}
}

// A time in English words after any preposition is a time: "pencilled in
// for quarter to nine" was a line of no value, dropped beside one with a
// name (dev62).
func TestAClockTimeInWordsAfterFor(t *testing.T) {
	const text = "The first dance is pencilled in for quarter to nine. Song is 'Moon River' by Andy Williams, the Resi picked it."
	if got := linesOf57(shopOpening58, text); !holds57(got, "first dance", "quarter to nine") {
		t.Errorf("%q: no line holds the time: %v", text, got)
	}
}

// Found in stop 59's drive, after the first review narrowed the readers: a
// banned unit said "not in …" before "give them to me in …"; "Nobody's
// volunteered" after "Which leaves: who …?" keeps the question open (it
// answers nothing); "keinen Plan, wer …" is not knowing, as "keine Ahnung"
// is.
func TestDriveFindings59(t *testing.T) {
	readAs(t, session.LedgerRule, "One more thing: weights not in kilos with me, give them to me in stone, please.")
	readAs(t, session.LedgerQuestion,
		"Which leaves: who's doing the raffle on the night? Nobody's volunteered.",
		"Wir haben noch keinen Plan, wer am Montag die Bänke zurückbringt.")
	never31(t, session.LedgerQuestion, "Er hat keinen Plan vom Kochen.")
}

// Who was found, said after an article ("The judge is sorted. A Scotsman,
// Alasdair Munro from Lairg, …"), is one line with the head that says what
// they were found for, as "Found our picker! Rajen Bhugun, …" is (dev61: the
// judge's name and "judge" were two lines, neither both).
func TestAnAppositionAfterAnArticle(t *testing.T) {
	const text = "The caterer is sorted. A Cornishman, Jory Trelawny from Bude, did the Truro show twice."
	if got := linesOf57(shopOpening58, text); !holds57(got, "caterer", "Jory Trelawny") {
		t.Errorf("%q: no line holds who and what for: %v", text, got)
	}
}
