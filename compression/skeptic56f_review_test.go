package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Final review of stop 56 (e5e722b..d6cb67b, the stop's whole change). Each
// test fails on d6cb67b and passes on e5e722b. The sentences are this
// file's own.

// withoutOthersFinding takes the first "not"/"never"/"n't" anywhere before
// "find" in the clause, and the word before it, for whose finding out it
// is: "The parcel never arrived and I need to find out …" is the parcel's.
// The person's own open question is lost (no line at all, or a fact).
func TestSkeptic56fOwnFindOutAfterAnEarlierNegationIsStillAsked(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"The parcel never arrived and I need to find out where it is.",
		"My passport hasn't come back yet and I need to find out when it will.",
		"The boiler won't start so I have to find out who services it.",
		"The bank didn't reply and now I need to find out whether the transfer went through.",
		"The school hasn't told us anything and we need to find out when term starts.",
		"The bus didn't come and I still need to find out how to get to the hospital by 3.",
		"My son never tells me anything so I have to find out from his teacher how he's doing.",
	)
}

// A "they"/"she" within three words before "find" is taken for the one who
// finds out, though they only told the person to: "They said to find out
// from the council …" is the person's task.
func TestSkeptic56fToldToFindOutIsStillAsked(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"They said to find out from the council who owns the wall.",
		"She said to find out at the front desk which ward Dad is on.",
	)
}

// "One thing:" before someone named, or an adverb, or "everyone", "coffee",
// "spiders": someoneFirst knows articles and pronouns only, so a habit of
// someone else's that acts on "me" becomes a standing instruction (56d and
// 56e had only "my"/"the"/"you").
func TestSkeptic56fThingLabelBeforeANameOrAdverbIsNoInstruction(t *testing.T) {
	never31(t, session.LedgerRule,
		"One thing: Tom always calls me on Sundays.",
		"Noch eine Sache: Oma ruft mich nie zurück.",
		"Eine Sache: Jonas schreibt mir nie.",
		"One thing: honestly the kids never listen to me.",
		"One thing: lately the dog never lets me sleep.",
		"Una cosa: últimamente los niños nunca me hacen caso.",
		"One thing: everyone always asks me for lifts.",
		"One thing: Mum always tells me to wear a coat.",
		"One thing: coffee never helps me sleep.",
		"One thing: spiders always scare me.",
		"One thing: work always stresses me out.",
	)
}

// As a rule, "One thing: Tom always writes to me in French" is read as a
// new value of the person's language instruction: the model is told the
// instruction to answer in English was updated.
func TestSkeptic56fSomeonesLanguageDoesNotUpdateTheAnswerLanguage(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		rule []string
	}{
		{[]string{"Always answer me in English, please.", "A: Will do.", "One thing: Tom always writes to me in French.", "A: Noted."}, []string{"answer", "English"}},
		{[]string{"Antworte mir bitte immer auf Deutsch.", "A: Klar.", "Noch eine Sache: Oma schreibt mir immer auf Spanisch.", "A: Ok."}, []string{"Antworte", "Deutsch"}},
	} {
		got := remembered(t, said(c.msgs...))
		if l := lineWith(got, c.rule...); l == "" || strings.Contains(l, "updated") {
			t.Errorf("the instruction is lost or marked as changed:\n%s", got)
		}
	}
}

// The pro-drop "das mit dem Englisch kannst vergessen", said of a
// daughter's tutoring, is read as taking back the way of answering: the
// person's "always answer in English" is marked as updated.
func TestSkeptic56fProDropForgetOfAPlanKeepsTheLanguageRule(t *testing.T) {
	got := remembered(t, said(
		"Antworte mir bitte immer auf Englisch, ich will üben.", "A: Sure.",
		"Meine Tochter braucht Nachhilfe in Englisch, sie schreibt am Montag eine Arbeit.", "A: Ok.",
		"Sie hat jetzt doch eine Nachhilfelehrerin. Das mit dem Englisch kannst vergessen.", "A: Ok.",
	))
	if l := lineWith(got, "Antworte", "Englisch"); l == "" || strings.Contains(l, "updated") {
		t.Errorf("the language instruction is lost or marked as changed:\n%s", got)
	}
}

// A usted imperative with a language or a length before what to write (an
// email for the hotel, a complaint, a note) asks for one text, not how to
// answer from now on.
func TestSkeptic56fUstedOneOffTextInALanguageIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"Escríbame en inglés un correo para el hotel de Londres.",
		"Escríbame en francés una carta de reclamación para la aerolínea.",
		"Escríbame breve una nota para el profesor de mi hijo.",
		"Escríbame en alemán la felicitación para mi cuñada.",
		"Contésteme en inglés a este correo del cliente.",
	)
}

// "Schreib ruhig ausführlich" followed by whom the letter is for, named or
// with an article ("Oma liest gern …", "der Chef will …"): 56b's fix looks
// for a pronoun only.
func TestSkeptic56fGoAheadWayForSomeoneNamedIsNoRule(t *testing.T) {
	oneOffLetter56(t,
		"Das mit dem Siezen kannst du vergessen, die Oma ist da locker. Schreib ruhig ausführlich, Oma liest gern lange Briefe.",
		"Das mit dem Siezen kannst du vergessen, wir sind mit dem Chef per du. Schreib ruhig ausführlich, der Chef will alles genau wissen.",
		"Das mit dem Siezen kannst du vergessen, die Oma ist da locker. Schreib ruhig ausführlich, die Oma hat ja Zeit.",
	)
}

// "sag X zu mir, nicht Y" taught to a grandchild after a dash, or "Danke"
// said to the person instead of to Paul: the assistant is told to call the
// person "Opa" or "Danke".
func TestSkeptic56fSagZuMirNotANameForTheAssistant(t *testing.T) {
	never31(t, session.LedgerRule,
		"Sag Opa zu mir, nicht Herr Huber – das bring ich gerade meinem Enkel bei.",
		"Sag Danke zu mir, nicht Paul, der hat gar nichts gemacht.",
	)
}

// putUsThere takes "in", "en", "at" for a place, so "they've put us in
// charge", "nos han puesto en lista de espera", "at the back of the queue",
// "in a right mess" rank as a move in pick: under a budget the flight is
// gone (56c had "on hold", not a place word).
func TestSkeptic56fPutUsInFigurativeSensesKeepsTheFlight(t *testing.T) {
	for _, c := range []struct {
		msg   string
		words []string
	}{
		{"The flight to Rome is on the 9th at 6am. Annoyingly they've put us in charge of the airport run for the whole family.", []string{"Rome", "9th"}},
		{"The flight to Rome is on the 9th at 6am. The airline has been awful, they've put us at the back of the queue for refunds.", []string{"Rome", "9th"}},
		{"The flight to Rome is on the 9th at 6am. They've put us in a right mess with the refund.", []string{"Rome", "9th"}},
		{"El vuelo a Roma es el día 9 a las 6 de la mañana. Y encima nos han puesto en lista de espera para el hotel de la primera noche.", []string{"Roma", "9"}},
	} {
		got := rememberedWithin(t, said(append(beforeOrders(), c.msg, "A: Noted.")...), 120)
		if lineWith(got, c.words...) == "" {
			t.Errorf("%q: the flight is gone from the memory:\n%s", c.msg, got)
		}
	}
}

// A worry over who will win or replace someone (a show, the league, a
// football manager) is no open question of the person's to solve.
func TestSkeptic56fWorryOverWhoWillWinIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"What's keeping me up at night: who's going to win Bake Off.",
		"Lo que me quita el sueño: quién va a ganar la liga este año.",
		"What worries me: who's going to replace the manager after he retires.",
	)
}
