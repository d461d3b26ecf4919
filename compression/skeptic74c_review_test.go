package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of 543f0a2..ef38c33 (efcd796, 64be422, ef38c33: a ban at an event
// anchored, the fixes of the skeptic74b review, dev91 and dev92's misses)
// by a skeptic helper. REGRESSION tests pass with the files of 543f0a2 and
// fail at ef38c33: the wrong reading comes from the function each names.
// STILL MISSED tests fail at both: sentences people type that the reading
// still gets wrong, near what the change set out to fix. The sentences are
// this file's own. Helpers: read31 (skeptic31), holds57 (memory_reading57),
// ledger34b (skeptic34b), never31 (skeptic31; the file's own noKind74c was
// the same, and went) — all present at 543f0a2; hasKind74c is inlined.

// hasKind74c reports a line of lines of kind that holds key.
func hasKind74c(lines []session.LedgerEntry, kind session.LedgerKind, key string) bool {
	for _, e := range lines {
		if e.Kind == kind && strings.Contains(e.Text, key) {
			return true
		}
	}
	return false
}

// Stop 74 fixed the twelve regressions and one of the four still missed
// ("Mum was clear: from now on, …"); the three left are skipped with a note.

// --- REGRESSIONS ------------------------------------------------------------

// REGRESSION (reader.scrapsAChoice's new aMatter guard, memory_clauses.go).
// A take-back that names the instruction as a request ("Forget my request
// about removal companies", "Forget what I asked about …", "Vergiss meine
// Bitte wegen der Umzugsfirmen") is now read as a plan, because aMatter
// knows "what I said", "the rule", "das mit" but not "request", "what I
// asked", "meine Bitte": the instruction "Please don't suggest removal
// companies" stays held (ranked above every fact) and the model keeps
// refusing to suggest removal firms though the person has just said they
// will hire one. At 543f0a2 the instruction was lifted (the head named its
// words). Very plausible: "my request", "what I asked" are the commonest
// ways to point back at an instruction.
func TestSkeptic74cATakeBackOfARequestLiftsTheInstruction(t *testing.T) {
	for _, c := range []struct{ rule, takeBack, ruleKey string }{
		{"We're moving to Leeds in May. Please don't suggest removal companies, my brother has a van.",
			"Forget my request about removal companies, we've decided to hire one after all.", "suggest removal companies"},
		{"We're moving to Leeds in May. Please don't suggest removal companies, my brother has a van.",
			"Forget what I asked about removal companies, we've decided to hire one after all.", "suggest removal companies"},
		{"We're moving to Leeds in May. Please don't suggest removal companies, my brother has a van.",
			"Ignore my removal companies request, my brother sold his van so we've decided to hire one.", "suggest removal companies"},
		{"Wir ziehen im Mai um. Bitte schlag mir keine Umzugsfirmen vor, wir machen das selbst.",
			"Vergiss meine Bitte wegen der Umzugsfirmen, wir haben entschieden, doch eine zu nehmen.", "schlag mir keine"},
	} {
		for _, e := range ledger34b(t, c.rule, "A: Ok.", c.takeBack, "A: Ok.") {
			if e.Msg == 0 && e.Kind == session.LedgerRule && strings.Contains(e.Text, c.ruleKey) && e.Newer == 0 {
				t.Errorf("%q still holds after %q took it back: %q", c.ruleKey, c.takeBack, e.Text)
			}
		}
	}
}

// REGRESSION (banFromNow's smallTalk guard and "smalltalk"/"chitchat" taken
// out of givenByAnswers, memory_clauses.go). "with me"/"mit mir" is the
// assistant's own talk with the person, yet any "with"/"mit" now makes
// small talk someone else's: "From now on, no small talk with me please,
// I'm busy with the move." leaves no line at all, and "Ab jetzt bitte kein
// Smalltalk mehr mit mir, nur Fakten." is a plain fact that the budget
// drops first. The model goes back to chatting. At 543f0a2 both were
// instructions. Very plausible.
func TestSkeptic74cNoSmallTalkWithMeIsAnOrder(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"From now on, no small talk with me please, I'm busy with the move.", "small talk"},
		{"Ab jetzt bitte kein Smalltalk mehr mit mir, nur Fakten.", "Smalltalk"},
	} {
		if got := read31(c.text); !hasKind74c(got, session.LedgerRule, c.key) {
			t.Errorf("%q is no instruction: %v", c.text, got)
		}
	}
}

// REGRESSION (askingCanEs loses "podría", memory_kinds.go). "¿Podría dejar
// de …?" is the usted form, and usted is how many Spanish speakers address
// the assistant: "¿Podría dejar de darme consejos de dieta, por favor?" is
// an order to the assistant (the "por favor" says so), now a fact — the
// model goes on giving diet advice. The commit's note reads "usted" as
// someone else; it is the second person of respect. At 543f0a2 it was an
// instruction. Plausible (older users, Latin America).
func TestSkeptic74cAPoliteUstedStopIsAnOrder(t *testing.T) {
	const text = "¿Podría dejar de darme consejos de dieta, por favor?"
	if got := read31(text); !hasKind74c(got, session.LedgerRule, "consejos") {
		t.Errorf("%q is no instruction: %v", text, got)
	}
}

// REGRESSION (stopsDoingDe's new "sag" guard, memory_kinds.go). The guard
// meant for "…, sag ich zu den Kindern" also fires on the imperative "sag":
// "Hör auf, mir Ratschläge zu geben, sag mir einfach, was es kostet." is
// an order to the assistant (stop advising, just give the price), now a
// fact; the model keeps advising. At 543f0a2 both were instructions. Very
// plausible German: the stop and what to do instead in one breath.
func TestSkeptic74cAGermanStopThenSayIsAnOrder(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Hör auf, mir Ratschläge zu geben, sag mir einfach, was es kostet.", "Ratschläge"},
		{"Hör bitte auf, mir Baumärkte vorzuschlagen, sag einfach ja oder nein.", "Baumärkte"},
	} {
		if got := read31(c.text); !hasKind74c(got, session.LedgerRule, c.key) {
			t.Errorf("%q is no instruction: %v", c.text, got)
		}
	}
}

// REGRESSION (restricts' allBut guard, memory_clauses.go: a next word
// ending in "-ly" is taken for an adverb). "family" ends in "ly": "The hall
// at St Mary's seats everyone but family." is cut to "The hall at St
// Mary's seats everyone" — the exception is lost and the line says the
// opposite of what the person wrote (family must go elsewhere). At 543f0a2
// the line was whole. Plausible for a wedding or a wake ("family" is the
// usual exception).
func TestSkeptic74cEveryoneButFamilyKeepsTheException(t *testing.T) {
	for _, text := range []string{
		"The hall at St Mary's seats everyone but family.",
		"The cottage in Whitby sleeps everyone but family from abroad.",
	} {
		got := read31(text)
		if !holds57(got, "everyone but family") {
			t.Errorf("%q: the exception is lost: %v", text, got)
		}
	}
}

// REGRESSION (settlesAnyway in unsure's worry branch, memory_kinds.go).
// Any "anyway" or "booked" after the doubt now settles it, though neither
// says the person goes ahead: "My only worry: not sure the caterer can do
// vegan, anyway I'll ask her tomorrow" (still open, to be asked) and "My
// one worry: not sure the marquee fits in the garden, and it's already
// booked" (the booking makes the worry pressing) are now facts, among the
// first lines the budget drops; the model no longer knows the question is
// open. At 543f0a2 both were open questions. Very plausible.
func TestSkeptic74cAWorryStillOpenAfterAnywayIsAQuestion(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"My only worry: not sure the caterer can do vegan, anyway I'll ask her tomorrow.", "vegan"},
		{"My one worry: not sure the marquee fits in the garden, and it's already booked.", "marquee"},
	} {
		if got := read31(c.text); !hasKind74c(got, session.LedgerQuestion, c.key) {
			t.Errorf("%q is no open question: %v", c.text, got)
		}
	}
}

// REGRESSION (eventBan's new duringWords, memory_clauses.go; the relief
// case the skeptic74b review found for "No rain at …" comes back with
// "during"). "No drama during the ceremony, thank God." is relief about
// how it went; it is now kept as the hosts' ban "No drama during the
// ceremony", the relief cut off: a rule of the event nobody made. At
// 543f0a2 no line was kept. Plausible after any wedding.
func TestSkeptic74cNoDramaDuringTheCeremonyIsNoBan(t *testing.T) {
	for _, text := range []string{
		"No drama during the ceremony, thank God.",
	} {
		for _, e := range read31(text) {
			if !strings.Contains(e.Text, "God") {
				t.Errorf("%q: kept as a ban without the relief: %q", text, e.Text)
			}
		}
	}
}

// REGRESSION (namesSubject with firstPerson, memory_read.go). "sé" and
// "sabemos" are in firstPerson, so "Eso sí, sé que es alérgica a los
// lirios" now names a subject of its own and is split from "Carmen trae las
// flores …": the line "sé que es alérgica a los lirios." says nobody is
// allergic — Carmen, who is bringing the flowers, is lost from it. At
// 543f0a2 it was one line. Very plausible Spanish ("sé que", "sabemos que"
// report on someone else, not on the person).
func TestSkeptic74cWhatIKnowOfHerStaysWithHer(t *testing.T) {
	for _, text := range []string{
		"Carmen trae las flores del mercado de Triana el viernes. Eso sí, sé que es alérgica a los lirios.",
		"Carmen trae las flores del mercado de Triana el viernes. Eso sí, sabemos que no soporta los lirios.",
	} {
		if got := read31(text); !holds57(got, "Carmen", "lirios") {
			t.Errorf("%q: no line holds Carmen and the lilies: %v", text, got)
		}
	}
}

// REGRESSION (nobodyYet's new phrases, memory_words.go). "Nobody has
// offered", "nobody has volunteered", "niemand hat sich angeboten", "nadie
// se ha apuntado" are read as open questions even when the same sentence
// settles them ("so we've hired Two Men and a Van", "so Keith's doing it
// again", "así que la cancelamos"): the model is told to find a helper or
// a barman that is already found, or to fill a dinner already cancelled.
// At 543f0a2 each was a fact. Very plausible: a lack of volunteers is
// usually told with what was done about it.
func TestSkeptic74cNobodyOfferedButSettledIsNoOpenQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Nobody has offered to help with the move, so we've hired Two Men and a Van for Saturday.",
		"For the bar at the party nobody has volunteered, so Keith's doing it again.",
		"Niemand hat sich angeboten, die Bar zu machen, also macht es der Keith wieder.",
		"Nadie se ha apuntado a la cena del viernes, así que la cancelamos.",
	)
}

// REGRESSION (namesSomeone in banFromNow's head, memory_clauses.go). A head
// that names someone is not always whose the rule is; it may be why the
// person gives it: "My husband reads along: from now on, no jokes please."
// (the "please" is to the assistant) and "Mi marido lee esto también: de
// ahora en adelante, nada de chistes." are now facts; the model keeps
// joking. At 543f0a2 both were instructions. Plausible for a couple
// planning a wedding or a move on one screen.
func TestSkeptic74cAReasonThatNamesSomeoneKeepsTheOrder(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"My husband reads along: from now on, no jokes please.", "jokes"},
		{"Mi marido lee esto también: de ahora en adelante, nada de chistes.", "chistes"},
	} {
		if got := read31(c.text); !hasKind74c(got, session.LedgerRule, c.key) {
			t.Errorf("%q is no instruction: %v", c.text, got)
		}
	}
}

// REGRESSION (pick keeping a changed decision beside a named line,
// memory_read.go). Any decision with "instead"/"now" now stays beside a
// sentence that names more, however little it says: "Decided to go with
// that instead." and "We'll go with your suggestion instead." point at an
// assistant reply the memory does not hold — a line the small model cannot
// read, costing room in every compaction. At 543f0a2 only the named
// sentence was kept. Plausible: people answer a suggestion this way all
// the time.
func TestSkeptic74cAPointingDecisionIsNoLine(t *testing.T) {
	for _, c := range []struct{ text, junk string }{
		{"Gemma at the Rose Bakery can't do lemon on the 14th. Decided to go with that instead.", "that instead"},
		{"Gemma at the Rose Bakery can't do lemon on the 14th. We'll go with your suggestion instead.", "your suggestion"},
	} {
		if got := read31(c.text); holds57(got, c.junk) {
			t.Errorf("%q: a line that points at nothing is kept: %v", c.text, got)
		}
	}
}

// REGRESSION (makeGroup's predicateOfName, memory_read.go). The verb after
// a nickname with its article is kept even when it speaks of the place,
// not the person: "La fiesta es en casa de mi tío Paco, el Pacorro, es un
// sitio precioso." now keeps "es un sitio precioso" — the very remark the
// commit meant to keep trimmed ("…, en Tafí, es un sitio precioso") — and
// "Mi suegra Carmen, la Mari, es un encanto" keeps the compliment: filler
// that costs room. At 543f0a2 both were trimmed after the nickname.
// Plausible Spanish.
func TestSkeptic74cARemarkAfterANicknameIsTrimmed(t *testing.T) {
	for _, c := range []struct{ text, junk string }{
		{"La fiesta es en casa de mi tío Paco, el Pacorro, es un sitio precioso.", "precioso"},
		{"Mi suegra Carmen, la Mari, es un encanto, la verdad.", "encanto"},
	} {
		if got := read31(c.text); holds57(got, c.junk) {
			t.Errorf("%q: the remark is kept: %v", c.text, got)
		}
	}
}

// --- STILL MISSED -----------------------------------------------------------

// STILL MISSED at stop 74, fixed at stop 75 (an interjection before one
// clause of lead-in words and "ab jetzt"). (banFromNow's leading lead-in words, memory_clauses.go). The
// fix covers "Oh and please, from now on, no emojis" but not the same with
// a comma after "Oh" (left no line at all), nor "Ah, y por favor, a partir
// de ahora nada de chistes" or "Ach ja, und bitte ab jetzt keine Witze
// mehr" (facts): the model keeps sending emojis and jokes. Very plausible:
// the comma after "Oh," is how most people type it.
func TestSkeptic74cBanFromNowAfterOhCommaStillMissed(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Oh, and please, from now on, no emojis.", "emojis"},
		{"Ah, y por favor, a partir de ahora nada de chistes.", "chistes"},
		{"Ach ja, und bitte ab jetzt keine Witze mehr.", "Witze"},
	} {
		if got := read31(c.text); !hasKind74c(got, session.LedgerRule, c.key) {
			t.Errorf("%q is no instruction: %v", c.text, got)
		}
	}
}

// STILL MISSED (banFromNow's head: namesSomeone guards only heads of four
// or five words). Someone else's ban after a short head that names them —
// "Mum was clear: from now on, no jokes at dinner.", "Oma sagt: ab jetzt
// keine Witze mehr über ihr Essen." — is read as the person's order to the
// assistant: the model stops joking for the whole conversation, which
// nobody asked of it. Plausible family chat before a visit.
func TestSkeptic74cSomeoneElsesBanAfterAShortHeadStillMissed(t *testing.T) {
	never31(t, session.LedgerRule,
		"Mum was clear: from now on, no jokes at dinner.",
		"Oma sagt: ab jetzt keine Witze mehr über ihr Essen.",
	)
}

// STILL MISSED at stop 74, fixed at stop 75 (a remark after the found
// words' comma). (foundHead's notFoundYet, memory_read.go: "not"/"no"
// anywhere in the head). "We finally found a plumber, not cheap!" is the
// head the change set out to read ("We finally found …"), but the "not" of
// the remark makes it "not found yet": the next line keeps "Dave Jones,
// £60 an hour, comes Monday." without saying he is the plumber. Very
// plausible renovation chat.
func TestSkeptic74cFoundWithARemarkStillMissed(t *testing.T) {
	const text = "We finally found a plumber, not cheap! Dave Jones, £60 an hour, comes Monday."
	if got := read31(text); !holds57(got, "plumber", "Dave") {
		t.Errorf("%q: no line holds who was found and for what: %v", text, got)
	}
}

// STILL MISSED (reader.scrapsAChoice, aMatter: "ban" is not a matter
// either). "Scratch the removal companies ban, we've decided to hire one
// after all." lifts "Please don't suggest removal companies" in so many
// words, yet it is read as a plan and the instruction stays held, above
// every fact. Plausible.
func TestSkeptic74cScratchTheBanStillMissed(t *testing.T) {
	t.Skip(`still missed at stop 74: "Scratch the removal companies ban, …" does not lift the instruction ("ban" names it as a matter now; the take-back is still read otherwise)`)
	const rule = "We're moving to Leeds in May. Please don't suggest removal companies, my brother has a van."
	const takeBack = "Scratch the removal companies ban, we've decided to hire one after all."
	for _, e := range ledger34b(t, rule, "A: Ok.", takeBack, "A: Ok.") {
		if e.Msg == 0 && e.Kind == session.LedgerRule && strings.Contains(e.Text, "suggest removal") && e.Newer == 0 {
			t.Errorf("the instruction still holds after %q: %q", takeBack, e.Text)
		}
	}
}
