package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// What the memory reads of how people write (stop 47, read from dev37 and
// dev38 after they were measured blind as heldout34 and heldout35): each test
// failed on the code before. The sentences are this file's own, not the
// corpus's.

// A take-back that names the first instruction by where it was said and by
// an ordinary word of length ("forget what I said at the start about
// keeping it short, pet") took back the instructions after it that shared
// the word the person calls the assistant ("pet") and left the first one
// standing: the length words were ordinary words, the first instruction
// shared no rare word with the take-back.
func TestATakeBackOfWhatWasSaidAtTheStartTakesTheFirstInstruction(t *testing.T) {
	got := remembered(t, said(
		"Morning. I'm Norah, 81, from Tynemouth. Keep your answers short for me, pet, two or three lines, my eyes tire quickly.",
		"A: Of course.",
		"One more thing, pet: when you give me prices, round them to the nearest pound.",
		"A: Will do.",
		"And please don't send me to websites, pet, I can't work them.",
		"A: Understood.",
		"The cataract op went fine. So forget what I said at the start about keeping it short, pet, I can read anything now.",
		"A: Wonderful news."))
	if strings.Contains(got, "two or three lines") {
		t.Errorf("the first instruction is still there after its take-back:\n%s", got)
	}
	for _, keep := range []string{"nearest pound", "don't send me to websites"} {
		if !strings.Contains(got, keep) {
			t.Errorf("an instruction the take-back did not name is gone (%q):\n%s", keep, got)
		}
	}
	// Named by its own words, another instruction stays the one taken back.
	got = remembered(t, said(
		"Always answer me in bullet points, please.",
		"A: Sure.",
		"Rule for you: don't give me horoscopes. Ever.",
		"A: Fine.",
		"Hey, scrap the bullet points thing from the beginning.",
		"A: Done."))
	if !strings.Contains(got, "horoscopes") {
		t.Errorf("the take-back of the bullet points took another instruction:\n%s", got)
	}
}

// "Please don't send me to websites" — where the answers send the person —
// is an instruction (it was no line at all beside a sentence about
// websites). "Don't send the invitations yet" is none.
func TestDontSendMeToWebsitesIsARule(t *testing.T) {
	rulesHold(t, []struct{ text, key string }{
		{"Please don't send me to websites, love. If it's on a website I'll never find it.", "don't send me to websites"},
		{"Don't point me to Google, just tell me.", "point me to Google"},
	})
	never31(t, session.LedgerRule, "Don't send the invitations yet, Tom wants to check the date.")
}

// Not knowing said after "and" in a longer sentence, with "who's", with
// "I've got", or in German after "Ich bin mir noch nicht sicher, wer …": an
// open question. Someone else's not knowing is none.
func TestNotKnowingInOtherWordsIsAQuestion(t *testing.T) {
	questionsHold(t,
		"I've no idea who's to have the piano now.",
		"The jars are piling up in the hall and I've got no idea where to keep them all.",
		"There's still her old sewing machine up in the loft, and I've no idea who's to have it.",
		"Ich bin mir noch nicht sicher, wer am Samstag den Grill macht, der Toni hat ja Dienst.")
	never31(t, session.LedgerQuestion, "The jars are piling up and Tom has no idea where to keep them.")
}

// "…, it's settled, we'll go with the marquee" decides.
func TestItsSettledDecides(t *testing.T) {
	for _, text := range []string{
		"We looked at the forecast together and it's settled, it'll be the marquee on the lawn.",
	} {
		if !slices31(read31(text), session.LedgerDecision) {
			t.Errorf("%q: no decision: %q", text, kinded(read31(text)))
		}
	}
}

// A group's number ("Somos once, todas del barrio", "Wir sind neun") is a
// value: the line stays beside a sentence that names someone.
func TestAGroupsNumberIsAValue(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Somos once, todas del barrio y ninguna ha bailado nunca. Mi Pepe dice que once mujeres no se callan ni en misa.", "Somos once"},
		{"Wir sind neun, alle aus dem Dorf. Der Hansi meint, neun Leute passen nie in einen Bus.", "Wir sind neun"},
	} {
		if line := lineWith(remembered(t, said(c.text)), c.key); line == "" {
			t.Errorf("the group's number is gone: %q", remembered(t, said(c.text)))
		}
	}
}

// What someone wants, said over a comma ("Anke will, dass der Zaun grün
// wird"), keeps whom it is of; a plain wish of the person's own ("I want no
// fuss, mind") stays beside a sentence that names someone.
func TestAWishKeepsWhoseItIs(t *testing.T) {
	got := remembered(t, said("Die Gemeinde stellt uns einen Schuppen hin. Anke will, dass der grün gestrichen wird, bloß nicht braun, sagt sie."))
	if line := lineWith(got, "grün gestrichen"); !strings.Contains(line, "Anke") {
		t.Errorf("the wish lost whose it is: %q", got)
	}
	got = remembered(t, said("I want no fuss, mind. Walter couldn't abide fuss, he left our Jean's christening early because of the photographer."))
	if lineWith(got, "I want no fuss") == "" {
		t.Errorf("the person's own wish is gone: %q", got)
	}
}

// The rest of what someone said after "pero que", "but that" stays on its
// line (it was cut as an aside after the name); not knowing what was named
// ("…, and I've no idea who's to have it") is asked of it, on its line;
// not knowing something else after a booking is a line of its own ("…,
// and I still don't know who will feed the cat" was cut to "…, and I
// still don't know").
func TestWhatFollowsANameStaysWithIt(t *testing.T) {
	got := remembered(t, said("Pilar nos trae las batas mañana.", "A: Vale.", "Hoy ensayamos en casa de Pilar otra vez.", "A: Vale.",
		"Pilar, que es la más tímida, ha dicho que baila todo lo que haga falta pero que sola no sale ni a saludar. Así que nada de solos para Pilar."))
	if line := lineWith(got, "más tímida"); !strings.Contains(line, "sola no sale") {
		t.Errorf("the rest of what she said is cut: %q", got)
	}
	text := "There's still her old loom, the Bonnie Jean, up in the byre at the farm, and I've no idea who's to have it."
	if line := lineWith(remembered(t, said(text)), "Bonnie Jean"); !strings.Contains(line, "who's to have it") {
		t.Errorf("what is not known of the loom is cut: %q", remembered(t, said(text)))
	}
	if !asks46(text) {
		t.Errorf("%q: no open question: %q", text, kinded(read31(text)))
	}
	got = remembered(t, said("We booked the Hotel Miramar in Sitges for the 12th, and I still don't know who will feed the cat."))
	if line := lineWith(got, "feed the cat"); line == "" || strings.Contains(line, "Miramar") {
		t.Errorf("the open question is cut, or on the booking's line: %q", got)
	}
}

// "Found our picker! Rajen …, he'll bring his two boys": the head says what
// the one named was found for; it went, for the value in the sentence after.
func TestAFoundHeadStaysWithTheName(t *testing.T) {
	got := remembered(t, said("Found our plumber! Dmitri Volkov, he's Olga's cousin, he does all the flats on Lenin Street and he'll bring his two apprentices."))
	if line := lineWith(got, "Dmitri Volkov"); !strings.Contains(line, "plumber") {
		t.Errorf("whom he was found as is gone: %q", got)
	}
}

// What "he" or "sie" will not eat, cannot stand or is allergic to, after a
// long sentence that says who they are, is theirs: one line with their
// name. The Shetland "canna" is "can't"; an allergy in a compound
// ("Hausstauballergie") is a liking's kind of fact.
func TestALikingOfHeOrSheStaysWithTheName(t *testing.T) {
	for _, c := range []struct{ text, name, key string }{
		{"Crew. Second hand is Sione Taufa, he's been with us four seasons, strongest bloke on the wharf, hums hymns while he coils rope. He doesn't eat pork at all, so no ham rolls in the lunches, which is fine.", "Sione Taufa", "pork"},
		{"Maike ist unsere Nichte, 19, studiert Chemie in Rostock und hat mit Onkel Jens jeden Sommer Aale geräuchert. Sie hat eine Katzenhaarallergie, richtig schlimm.", "Maike", "Katzenhaarallergie"},
		{"Inga, my eldest, is modelling da cardigan. She's twenty an canna stand anything scratchy at her wrists, so I'll line da cuffs.", "Inga", "scratchy"},
	} {
		got := remembered(t, said(c.text))
		if line := lineWith(got, c.name); !strings.Contains(line, c.key) {
			t.Errorf("%q is not on %s's line: %q", c.key, c.name, got)
		}
	}
}

// "Forget all of that, back to normal please" took nothing back (it was no
// line at all, and the French stayed the rule); "forget everything I asked
// about how you answer", "Vergiss alles, was ich dir gesagt habe", "Olvida
// todo lo que te pedí" take every instruction before back. A take-back of
// one thing that says "everything" later takes back that one thing.
func TestForgetAllOfThatTakesEveryInstructionBack(t *testing.T) {
	for _, c := range [][3]string{
		{"Always answer me in Italian from now on.", "Please never use bullet points.", "Forget all of that, back to normal please."},
		{"Always answer me in Italian from now on.", "Please never use bullet points.", "Ok forget everything I asked about how you answer, just answer normally again."},
		{"Antworte mir ab jetzt immer auf Italienisch.", "Bitte keine Aufzählungen.", "Vergiss alles, was ich dir gesagt habe, antworte wieder ganz normal."},
		{"Contéstame siempre en italiano a partir de ahora.", "Por favor, nada de listas.", "Olvida todo lo que te pedí, contéstame como antes."},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok.", c[2], "A: Ok."))
		if strings.Contains(got, c[0]) || strings.Contains(got, c[1]) || !strings.Contains(got, c[2]) {
			t.Errorf("the instructions are not all taken back:\n%s", got)
		}
	}
	got := remembered(t, said("Always answer me in Italian from now on.", "A: Ok.", "Please never give me metric units.", "A: Ok.",
		"Okay, about how you answer me: forget the Italian now, it confuses me, everything sounds like a menu.", "A: Ok."))
	if !strings.Contains(got, "metric units") {
		t.Errorf("a take-back of the Italian took the units too:\n%s", got)
	}
}

// "No emojis please, they drive me mad", "No bullet points please" (a look
// of two words) and the long "Nooo emojis please" ban; "they" there are the emojis, not someone else ("No emojis, she'd
// think they were rude" is still no order). "Correct my grammar every time I
// make a mistake" holds from then on; "Correct my CV please" is a task.
func TestBansAndCorrectionsInOtherWords(t *testing.T) {
	rulesHold(t, []struct{ text, key string }{
		{"No emojis please, they drive me mad.", "No emojis"},
		{"Noo emojis please, they drive me mad.", "emojis"},
		{"No bullet points please.", "bullet points"},
		{"Nooo bullet points please.", "bullet points"},
		{"Nooo emojis either, please.", "emojis"}, // found driving the TUI
		{"Keine Emojis auch, bitte.", "Emojis"},
		{"Correct my grammar every time I make a mistake, please.", "Correct my grammar"},
		{"Korrigier mich ab jetzt immer, wenn ich einen Fehler mache.", "Korrigier mich"},
	})
	never31(t, session.LedgerRule, "No emojis, she'd think they were rude.", "Correct my CV please, it's attached below.")
}

// A short sentence of its own on how to answer holds from then on, though
// it says no "always": twenty of forty-four such sentences written for this
// test were no instruction ("Use metric units.", "Don't use emojis.",
// "Avoid jargon.", "Number your steps.", "Halte dich kurz.", "Usa el sistema
// métrico." …). A task on something given or named is none ("Give me the
// steps to reset my router", "Write a short poem about my cat", "Call me
// tomorrow", "Please stop.").
func TestAShortOrderOnHowToAnswerIsARule(t *testing.T) {
	rulesHold(t, []struct{ text, key string }{
		{"Use metric units.", "metric"},
		{"Don't use emojis.", "emojis"},
		{"Stop using bullet points.", "bullet points"},
		{"I prefer short answers.", "short answers"},
		{"Be more concise please.", "concise"},
		{"Give me the answer first, then the explanation.", "answer first"},
		{"Use British spelling.", "British spelling"},
		{"Address me as Dr. Patel.", "Dr. Patel"},
		{"Avoid jargon.", "jargon"},
		{"Explain things like I'm five.", "like I'm five"},
		{"Don't repeat my question back to me.", "repeat my question"},
		{"Use 24-hour time.", "24-hour"},
		{"Give me sources for everything.", "sources"},
		{"Number your steps.", "Number your steps"},
		{"Duz mich bitte.", "Duz mich"},
		{"Halte dich kurz.", "Halte dich kurz"},
		{"Benutze keine Aufzählungen.", "Aufzählungen"},
		{"Usa el sistema métrico.", "métrico"},
		{"Explícamelo como a un niño.", "como a un niño"},
	})
	never31(t, session.LedgerRule,
		"Use metric units for this recipe: 2 cups flour, 1 stick butter.",
		"Give me the steps to reset my router.",
		"Explain the offside rule.",
		"Erkläre ausführlich, wie die Grundsteuer funktioniert.",
		"Number the boxes before the movers come.",
		"Call me tomorrow.",
		"Call me thrawn.",
		"Give me a summary of the article below.",
		"Write a short poem about my cat.",
		"Use simple words in the letter to Gran.",
		"Give me sources for the claim about vitamin D.",
		"Please stop.")
}

// A new language, new units or longer answers allowed update the
// instruction before: "Please answer in English from now on" left "Always
// answer in French" current (the issue's eighth defect in other words), as
// "English is fine again", "OK, English again please", "Actually use
// imperial units from now on", "Actually, longer answers are fine now" and
// "Ya puedes usar emojis" did theirs.
func TestANewLanguageOrUnitUpdatesTheInstruction(t *testing.T) {
	for _, c := range [][2]string{
		{"Always answer in Italian.", "Please answer in English from now on."},
		{"Always answer in Italian.", "English is fine again."},
		{"Always answer in Italian.", "OK, English again please."},
		{"Antworte bitte immer auf Italienisch.", "Antworte ab jetzt bitte auf Englisch."},
		{"Use metric units.", "Actually use imperial units from now on."},
		{"Keep answers under 100 words.", "Actually, longer answers are fine now."},
		{"No uses emojis.", "Ya puedes usar emojis."},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		if sentAsCurrent(got, 1, strings.TrimSuffix(c[0], ".")) {
			t.Errorf("%q still holds after %q:\n%s", c[0], c[1], got)
		}
	}
	// Another thing measured is no switch: euros after metric.
	got := remembered(t, said("Use metric units.", "A: Ok.", "Always give me prices in euros.", "A: Ok."))
	if !sentAsCurrent(got, 1, "Use metric units") {
		t.Errorf("the units were updated by a currency:\n%s", got)
	}
}

// From dev39 and dev40, read once their blind figures were recorded: a ban
// said from now on of whatever it bans ("From now on, no horoscopes unless
// I ask for one, okay?" — the tag made it a question, and a ban not on a
// look was none), a Spanish request in the present ("toda la plata me la
// pone en pesos") and a German wish said before its verb after a take-back
// ("…, dass ich doch Stichpunkte will") were no instruction: two of the
// eight first instructions and the one updated instruction of the blind
// parts were lost that way.
func TestInstructionsOfTheBlindParts(t *testing.T) {
	rulesHold(t, []struct{ text, key string }{
		{"From now on, no horoscopes unless I ask for one, okay? I've got three apps for that.", "no horoscopes"},
		{"Ab jetzt keine Rezepte mit Fisch, gell?", "keine Rezepte mit Fisch"},
		{"Lo primero: toda la plata me la pone en pesos, nada de dólares, que no entiendo.", "en pesos"},
	})
	never31(t, session.LedgerRule, "From now on, no sweets for Tom, the dentist was furious.")
	got := remembered(t, said("Bitte antworte mir in ganzen Sätzen, keine Stichpunkte.", "A: Gern.",
		"Die Stichpunkte-Regel vom Anfang kannst du vergessen. Es ist so viel Kram, dass ich doch Stichpunkte will, wenn du mir was zusammenfasst.", "A: Gut."))
	if sentAsCurrent(got, 1, "keine Stichpunkte") || lineWith(got, "doch Stichpunkte will") == "" {
		t.Errorf("the take-back and the new wish are not the instruction now:\n%s", got)
	}
}

// slices31 reports a line of kind among es.
func slices31(es []session.LedgerEntry, kind session.LedgerKind) bool {
	for _, e := range es {
		if e.Kind == kind {
			return true
		}
	}
	return false
}
