package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// Review of stop 31 (6de7407..fdc25a7) by a skeptic helper. Each test below
// failed on fdc25a7, and says what the person would lose or what wrong line
// the model would be sent; the tests marked as guards pass and hold a
// behaviour a fix might break. The sentences are this file's own.
//
// Most of them failed only since stop 31 (at 6de7407 they were read right);
// the few that failed at 6de7407 too say so.

// read31 is what Extract reads of the person's message text.
func read31(text string) []session.LedgerEntry {
	return compression.Extract(said(text, "A: Ok."), []int{0})
}

// never31 reports each line of the texts read as kind.
func never31(t *testing.T, kind session.LedgerKind, texts ...string) {
	t.Helper()
	for _, text := range texts {
		for _, e := range read31(text) {
			if e.Kind == kind {
				t.Errorf("%q is read as a %v: %q", text, kind, e.Text)
			}
		}
	}
}

// inTalk31 is the memory of the message said as the seventh of an English
// conversation that has talked of the week three times before.
func inTalk31(t *testing.T, text string) string {
	t.Helper()
	return remembered(t, said(talkedOf("the week", text, "A: Ok.")...))
}

// linesOf7 are the memory's lines of message 7.
func linesOf7(memory string) []string {
	var out []string
	for _, l := range strings.Split(memory, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "- #7 ") {
			out = append(out, l)
		}
	}
	return out
}

// --- A limit after a condition (conditional: excluding) --------------------

// 51c7c52 lets "nothing", "nada", "keine" after any "when you", "whenever I",
// "every time I", "siempre que", "si me", "cuando me" clause make the
// sentence a standing instruction. Generic "you", the person's own habits
// and daydreams are no instruction: the model is told, as a rule ranked 40
// above every fact and dropped last, that "nothing stays clean", that
// "nothing ever leaves on time", "nada de dieta", "nada de despertadores".
// (At 6de7407 each was a plain fact or no line.)
func TestSkeptic31AConditionThatIsNoOrderIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"When you've got three kids under five, nothing stays clean for more than an hour.",
		"Whenever I fly Ryanair, nothing ever leaves on time.",
		"Every time I visit Mum in Whitby, nothing but tea and cake for three days.",
		"Wenn du sonntags in Bayern einkaufen willst, keine Chance, alles zu.",
		"Siempre que voy a casa de mi madre en Cádiz, nada de dieta.",
		"Si me toca la lotería, nada de volver a la oficina.",
		"Cuando me jubile, nada de despertadores.",
		// The stop's own test says "si me preguntas" is no rule:
		"Si me preguntas, nada de esto tiene sentido.",
	)
}

// askingYou (51c7c52) takes "if you ask", "wenn du … fragst", "si te da"
// for a condition on what the assistant is asked or gives, whoever is
// asked: asking the brother, the grandmother, or "si te da pereza" (if you
// can't be bothered). The person's opinion of Kevin becomes an instruction
// to the assistant, as does a saying about omelettes.
func TestSkeptic31AskingSomeoneElseIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"If you ask my brother Kevin, nothing is ever his fault.",
		"Wenn du meine Oma fragst, nichts war früher schlechter.",
		"Si te da pereza cocinar, nada como una tortilla francesa con pan.",
	)
}

// What the false rule costs: a rule is dropped last, so in a full memory a
// complaint about Ryanair outlives the facts after it. With room for about
// two lines, 6de7407 kept Joel's and Priya's keys; now the memory keeps
// "Whenever I fly Ryanair, nothing ever leaves on time." and loses Joel's
// key number.
func TestSkeptic31AFalseRuleCrowdsOutFacts(t *testing.T) {
	got := squeezed(t, 25, "Whenever I fly Ryanair, nothing ever leaves on time.")
	for _, keys := range [][]string{{"Joel", "48"}, {"Priya", "59"}} {
		if lineWith(got, keys...) == "" {
			t.Errorf("%s's key is lost to a complaint kept as a rule:\n%s", keys[0], got)
		}
	}
}

// Guard: a real limit on what the assistant gives, after a condition on it,
// stays a rule (what 51c7c52 set out to read; at 6de7407 these were facts).
func TestSkeptic31GuardALimitOnWhatYouGiveIsARule(t *testing.T) {
	for _, c := range []struct {
		text string
		key  string
	}{
		{"When you give me recipes, nothing with coriander, my husband Olu can't stand it.", "coriander"},
		{"Wenn du mir Rezepte vorschlägst, keine mit Koriander, mein Mann Olu hasst das.", "Koriander"},
		{"Cuando me sugieras recetas, nada de cilantro, que mi marido Olu lo odia.", "cilantro"},
		{"If you recommend hotels in Lisbon, none near the airport, please.", "airport"},
	} {
		if !ruleWith(c.text, c.key) {
			t.Errorf("the limit in %q is no rule: %v", c.text, read31(c.text))
		}
	}
}

// --- "Instead" (replacing) --------------------------------------------------

// replacing (77625cc) makes every sentence opening with "Instead",
// "Stattdessen", "En vez de eso", "En su lugar" a decision. What happened
// instead of what should have ("Instead I ate a whole pizza"), what someone
// else did ("Stattdessen kam nur eine kurze Mail", "se pasó la tarde
// jugando") and "En su lugar" meaning "in his shoes" ("if I were him, I
// wouldn't sign") are no decisions: the model is told the person decided to
// eat pizza, that the son's afternoon on the PlayStation was settled, and
// that the person decided not to sign a flat they are not buying. (At
// 6de7407 they were facts.)
func TestSkeptic31WhatHappenedInsteadIsNoDecision(t *testing.T) {
	never31(t, session.LedgerDecision,
		"I was meant to go to the gym after work. Instead I ate a whole pizza on the sofa.",
		"Ich hatte auf einen Anruf von Herrn Maier gewartet. Stattdessen kam nur eine kurze Mail.",
		"Mi hijo tenía que estudiar para el examen del lunes. En vez de eso, se pasó la tarde jugando a la Play.",
		"Mi cuñado Rafa quiere comprar el piso de Usera por 240.000 euros. En su lugar, yo no firmaría nada sin un perito.",
	)
}

// A question that opens with "Instead," proposes something: it is still
// open. It is read as a decision ("should we just book a table at Luigi's
// for Saturday?"), so the model takes the table at Luigi's as settled.
func TestSkeptic31AQuestionOpeningWithInsteadIsNoDecision(t *testing.T) {
	never31(t, session.LedgerDecision,
		"The barbecue got rained off. Instead, should we just book a table at Luigi's for Saturday?",
		"Die Grillparty fällt ins Wasser. Stattdessen einfach bei Luigi für Samstag einen Tisch reservieren?",
	)
}

// An order to the assistant that opens with "Instead," goes on with the
// one before ("Please stop recommending chain pubs. Instead, suggest small
// independent places with a garden."): what to do instead is the rule's
// other half. It is read as a decision, ranked with facts and dropped like
// one, while "stop recommending chain pubs" stays: the model keeps the
// "don't" and loses the "do". (At 6de7407 it was not kept at all.)
func TestSkeptic31AnInsteadOrderIsARule(t *testing.T) {
	text := "Please stop recommending chain pubs. Instead, suggest small independent places with a garden."
	if !ruleWith(text, "independent", "garden") {
		t.Errorf("what to suggest instead is no rule: %v", read31(text))
	}
}

// --- An emoji ends a sentence (emojiEnd) ------------------------------------

// A flag before a place names it, and the place has a capital: emojiEnd
// (51c7c52) ends the sentence at the flag, and the line kept is "Málaga on
// the 3rd and back on the 10th." — "We fly to" is dropped as a line of
// nothing. The model no longer knows the person flies, nor that it is them
// who goes. (At 6de7407 the sentence was one line.)
func TestSkeptic31AFlagBeforeAPlaceEndsNoSentence(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"We fly to 🇪🇸 Málaga on the 3rd and back on the 10th.", []string{"fly", "Málaga"}},
		{"Nos vamos a 🇵🇹 Oporto el día 3 y volvemos el 10.", []string{"vamos", "Oporto"}},
		{"Finally booked 🎟️ Coldplay at Wembley for 22 August, £95 each.", []string{"booked", "Coldplay"}},
	} {
		got := inTalk31(t, c.text)
		if lineOf(got, 7, c.keys...) == "" {
			t.Errorf("%q is cut at its emoji:\n%s", c.text, got)
		}
	}
}

// People type an emoji before what it pictures, in agenda style: "Am
// Samstag 🎂 Geburtstag von Oma Hilde …", "Flying out Friday ✈️ Heathrow
// T5 …". German nouns and English places have capitals, so the day goes on
// a line of its own ("Am Samstag 🎂") and the event on another without it:
// the model is told there is a birthday at 15 Uhr in the Ratskeller, not
// when. (At 6de7407 each was one line.)
func TestSkeptic31AnEmojiBeforeACapitalInAnAgendaEndsNoSentence(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Am Samstag 🎂 Geburtstag von Oma Hilde im Ratskeller um 15 Uhr.", []string{"Samstag", "Hilde"}},
		{"Nächsten Dienstag 🦷 Zahnarzt bei Dr. Lenz um 8:30, danach zur Arbeit.", []string{"Dienstag", "Lenz"}},
	} {
		got := inGerman(t, c.text)
		if lineOf(got, 7, c.keys...) == "" {
			t.Errorf("%q is cut at its emoji:\n%s", c.text, got)
		}
	}
	got := inTalk31(t, "Flying out Friday ✈️ Heathrow T5 at 6:40am, gate closes at 6:10.")
	if lineOf(got, 7, "Friday", "Heathrow") == "" {
		t.Errorf("the flight is cut from its day:\n%s", got)
	}
}

// emojiEnd takes every symbol of Unicode class So for an emoji, the degree
// sign too: "Backofen auf 180° Umluft vorheizen" (fan oven) is cut into
// "Backofen auf 180°" and "Umluft vorheizen, …". The temperature loses its
// mode, the model is told "180°" (top and bottom heat, by default) and a
// fan setting without a temperature. (At 6de7407: one line.)
func TestSkeptic31ADegreeSignEndsNoSentence(t *testing.T) {
	got := inGerman(t, "Backofen auf 180° Umluft vorheizen, dann den Kuchen für Oma Hilde 25 Minuten backen.")
	if lineOf(got, 7, "180", "Umluft") == "" {
		t.Errorf("the oven setting is cut at the degree sign:\n%s", got)
	}
}

// --- Where something is (located) ------------------------------------------

// located (dee54d2) reads "live", "lie", "está", "liegt", "steht" before a
// place with an article as where something is, and its list of figures of
// speech is short: "lives in the past", "lives in my head rent free", "la
// pelota está en tu tejado" (the ball is in your court), "vive en su
// mundo", "liegt auf der Hand" (is obvious), "steht in den Sternen" (is
// anyone's guess) are each kept as a fact line of their own, or joined to
// the GP's name ("My dad lives in the past, honestly. His GP is Dr
// Okafor."). The stop's own test (TestAFigureOfSpeechIsNoPlace) says
// such lines are not to be kept. (At 6de7407 none was.)
func TestSkeptic31AnIdiomOfPlaceIsNoFact(t *testing.T) {
	for _, c := range []struct {
		text, idiom string
		german      bool
	}{
		{"My dad lives in the past, honestly. His GP is Dr Okafor.", "past", false},
		{"That song lives in my head rent free now. Our vet is Dr Imogen Salt.", "head", false},
		{"La pelota está en tu tejado, como dice mi jefa. Nuestra veterinaria es Imogen Salt.", "tejado", false},
		{"Mi hermano vive en su mundo, como siempre. Nuestra veterinaria es Imogen Salt.", "mundo", false},
		{"Ehrlich gesagt liegt das auf der Hand, oder? Unsere Tierärztin heißt Imogen Salt.", "Hand", true},
		{"Ob das klappt, steht in den Sternen. Unsere Tierärztin heißt Imogen Salt.", "Sternen", true},
	} {
		var got string
		if c.german {
			got = inGerman(t, c.text)
		} else {
			got = inTalk31(t, c.text)
		}
		for _, l := range linesOf7(got) {
			if hasWord(l, c.idiom) {
				t.Errorf("the figure of speech in %q is kept: %s", c.text, l)
			}
		}
	}
}

// Where something is, said the way people most often say it, is still lost
// beside a sentence with a name: with "is"/"ist" ("The spare key is under
// the doormat now"), with more than four words before the place ("I keep
// the spare key for the back door in the blue jug"), with two words
// between verb and place ("stehen seit gestern im Hof", "live out the back
// in the shed"), or with "tener" ("Los pasaportes los tengo en el primer
// cajón"). The person is asked again where the key is. (These failed at
// 6de7407 too: located does not reach them.)
func TestSkeptic31WhereSomethingIsSaidPlainlyIsKept(t *testing.T) {
	for _, c := range []struct {
		text   string
		keys   []string
		german bool
	}{
		{"The spare key is under the doormat now, don't ask. Our locksmith is Kev Doyle.", []string{"spare key", "doormat"}, false},
		{"I keep the spare key for the back door in the blue jug on the dresser, don't tell anyone. Our locksmith is Kev Doyle.", []string{"spare key", "blue jug"}, false},
		{"The bikes live out the back in the shed now, which is a relief. Our locksmith is Kev Doyle.", []string{"bikes", "shed"}, false},
		{"Los pasaportes los tengo en el primer cajón del escritorio, por fin. Nuestro cerrajero es Quique Ruiz.", []string{"pasaportes", "cajón"}, false},
		{"Der Ersatzschlüssel ist jetzt unter der Fußmatte, frag nicht. Unsere Tierärztin heißt Imogen Salt.", []string{"Ersatzschlüssel", "Fußmatte"}, true},
		{"Die Fahrräder stehen seit gestern im Hof hinter der Garage. Unsere Tierärztin heißt Imogen Salt.", []string{"Fahrräder", "Hof"}, true},
	} {
		var got string
		if c.german {
			got = inGerman(t, c.text)
		} else {
			got = inTalk31(t, c.text)
		}
		if lineOf(got, 7, c.keys...) == "" {
			t.Errorf("where it is, in %q, is lost:\n%s", c.text, got)
		}
	}
}

// Guard: where something is kept, said with "keep", stays (dee54d2).
func TestSkeptic31GuardWhereItIsKeptStays(t *testing.T) {
	got := inTalk31(t, "We keep the spare key under the doormat, don't tell anyone. Our locksmith is Kev Doyle.")
	if lineOf(got, 7, "spare key", "doormat") == "" {
		t.Errorf("where the key is kept is lost:\n%s", got)
	}
}

// --- A question put off by its label (deferring) ----------------------------

// 7719197 makes any question after a short head with "para luego", "for
// later" an open question: "Para luego, sin prisa: ¿dónde puse el
// pasaporte? Ya lo encontré, …" — the person found it in the same message,
// yet the model is told the passport is missing, ranked above facts. (At
// 6de7407 it was a fact line.)
func TestSkeptic31AQuestionAnsweredAtOnceIsNotOpen(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Para luego, sin prisa: ¿dónde puse el pasaporte? Ya lo encontré, estaba en el cajón de la cómoda.",
	)
}

// The same change reads "para luego" anywhere in the head, so a piece of
// cake kept for later makes a guessing game an open question ("¿a que no
// sabes quién se comió el resto?" — guess who ate the rest: the
// father-in-law, as the next sentence says). (At 6de7407: no question.)
func TestSkeptic31SomethingKeptForLaterPutsNoQuestionOff(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Guardé un trozo de tarta para luego: ¿a que no sabes quién se comió el resto? Mi suegro Paco, claro.",
	)
}

// Where the thing was found is the answer, and it is lost: "estaba en el
// cajón de la cómoda", "it was under the doormat all along". The model is
// left with the question, or with nothing. (Failed at 6de7407 too.)
func TestSkeptic31WhereSomethingWasFoundIsKept(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Para luego, sin prisa: ¿dónde puse el pasaporte? Ya lo encontré, estaba en el cajón de la cómoda.", []string{"cajón", "cómoda"}},
		{"Found the spare key at last, it was under the doormat all along. Our locksmith is Kev Doyle.", []string{"doormat"}},
	} {
		got := inTalk31(t, c.text)
		if lineOf(got, 7, c.keys...) == "" {
			t.Errorf("where it was found, in %q, is lost:\n%s", c.text, got)
		}
	}
}

// --- A remark in brackets (bracketed) ---------------------------------------

// bracketed (b7dbe06) makes a remark in brackets part of its clause, so a
// long sentence typed without commas outside the brackets is one clause
// longer than a line, and it is clipped: "… the fee goes up to £68 a term…".
// "per child" is cut off, and the model is told the lessons cost £68 a term
// for both children (half the cost). At 6de7407 the sentence was two lines
// and "£68 a term per child" was kept.
func TestSkeptic31ABracketDoesNotCutALineShort(t *testing.T) {
	got := inTalk31(t, "The kids' swimming lessons (Maya on Mondays, Leo on Wednesdays, both with coach Trish at the leisure centre) are moving to the new pool on Hamble Road from September and the fee goes up to £68 a term per child which is a lot.")
	if lineOf(got, 7, "68", "per child") == "" {
		t.Errorf("what the fee is for is cut off:\n%s", got)
	}
}

// An order to the assistant in brackets is an order: "(please never put
// mushrooms in anything, Tom hates them)". It is a fact of the meal-plan
// line, ranked with facts and dropped like one; the next meal plan has
// mushrooms. (Failed at 6de7407 too; bracketed now binds the remark to the
// clause around it all the more.)
func TestSkeptic31AnOrderInBracketsIsARule(t *testing.T) {
	text := "I'm doing the meal plan for next week (please never put mushrooms in anything, Tom hates them) and the big shop is on Saturday."
	if !ruleWith(text, "mushrooms") {
		t.Errorf("the order in brackets is no rule: %v", read31(text))
	}
}

// --- A name in single quotes (singleQuoted) ---------------------------------

// Guard: a capitalized phrase in single quotes is kept whole. At 6de7407 the
// line was cut inside the quote ("Her verdict on the cottage: 'Lovely"),
// which said the opposite of the verdict; a fix that narrows singleQuoted
// (e.g. to leave out what someone said) must not bring that back.
func TestSkeptic31GuardASingleQuoteIsNotCutInside(t *testing.T) {
	got := inTalk31(t, "Her verdict on the cottage: 'Lovely but too dear'. The viewing was on the 3rd.")
	for _, l := range linesOf7(got) {
		if hasWord(l, "Lovely") && !hasWord(l, "dear") {
			t.Errorf("the quote is cut inside: %s", l)
		}
	}
	if lineOf(got, 7, "viewing", "3rd") == "" {
		t.Errorf("the viewing's date is lost:\n%s", got)
	}
}
