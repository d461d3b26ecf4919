package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Second skeptic review of stop 31's fixes (d8eaa91). Each test below fails
// on d8eaa91 and says what the person would lose or what wrong line the
// model would be sent. Where a case was read right at d8eaa91^ the comment
// says so ("new"); the others are cases the fix set out to cover and does
// not. The sentences are this file's own.

// asked31 reports whether the message alone is read into an open question
// that holds all the words.
func asked31(text string, all ...string) bool {
	for _, e := range read31(text) {
		if e.Kind == session.LedgerQuestion && lineWith(e.Text, all...) != "" {
			return true
		}
	}
	return false
}

// --- Brackets (bracketedOrder) ---------------------------------------------

// bracketedOrder takes any remark in brackets that opens with "always",
// "never", "immer", "nie", "siempre", "nunca", "please", "bitte" or "por
// favor" for an order and cuts the sentence in three around it. But most
// such brackets are asides about someone ("(always late, bless her)",
// "(never late so far)", "(nie erreichbar, typisch)", "(siempre tan
// puntual)", "(never again!)", "(please don't laugh)"), and the cut leaves
// the fact without its subject: "is picking us up from Gatwick at 6pm on
// Friday." — who? "is moving in with us on 1 June." — whose mum? "llega el
// viernes a las 18:00" — who arrives? For some ("Mi suegra", "I've signed
// up for salsa classes") the head is not kept at all. New: at d8eaa91^ each
// sentence was one line with its subject.
func TestSkeptic31bAnAsideInBracketsKeepsItsSubject(t *testing.T) {
	for _, c := range []struct {
		text   string
		keys   []string
		german bool
	}{
		{"My sister Jo (always late, bless her) is picking us up from Gatwick at 6pm on Friday.", []string{"Jo", "Gatwick"}, false},
		{"Our new babysitter Chloe (never late so far) starts on Monday at £12 an hour.", []string{"Chloe", "Monday"}, false},
		{"Tom's mum (please don't tell him I said this) is moving in with us on 1 June.", []string{"mum", "June"}, false},
		{"We stayed at Hotel Miramar (never again!) in Benidorm for £80 a night.", []string{"Miramar", "80"}, false},
		{"I've signed up for salsa classes (please don't laugh) on Tuesdays at the Roxy, £8 a session.", []string{"salsa", "Roxy"}, false},
		{"Mi suegra (siempre tan puntual) llega el viernes a las 18:00 en el AVE de Sevilla.", []string{"suegra", "viernes"}, false},
		{"Mi suegra Carmen (nunca le preguntes por la edad) cumple años el 12 de mayo.", []string{"Carmen", "mayo"}, false},
		{"Me he apuntado a clases de salsa (por favor, no te rías) los martes a las 20:00 en la academia Son Latino.", []string{"salsa", "martes"}, false},
		{"Mein Schwager Uwe (immer pünktlich, der Gute) holt uns am Freitag um 18 Uhr am Flughafen ab.", []string{"Uwe", "Flughafen"}, true},
		{"Unser Vermieter Herr Kraus (nie erreichbar, typisch) erhöht die Miete ab März um 60 Euro.", []string{"Kraus", "Miete"}, true},
		{"Ich habe mich für einen Salsakurs angemeldet (bitte nicht lachen), dienstags um 20 Uhr im Tanzhaus Nord.", []string{"Salsakurs", "Tanzhaus"}, true},
	} {
		var got string
		if c.german {
			got = inGerman(t, c.text)
		} else {
			got = inTalk31(t, c.text)
		}
		if lineOf(got, 7, c.keys...) == "" {
			t.Errorf("%q is cut at its bracket, the fact loses its subject:\n%s", c.text, got)
		}
	}
}

// A tip in brackets for the person themself ("(always ask for Dave, he's
// honest)") becomes a line of its own, "always ask for Dave", with nothing
// to say where or for what: the model is sent an order with no context
// (which Dave? ask for him where?), and the garage it belongs to is on
// another line. New: at d8eaa91^ the remark stayed with the mechanic.
func TestSkeptic31bATipInBracketsStaysWithWhatItIsAbout(t *testing.T) {
	got := inTalk31(t, "Our mechanic is at Kwik Fit on Mill Road (always ask for Dave, he's honest) and the MOT is due on 3 March.")
	for _, l := range linesOf7(got) {
		if hasWord(l, "Dave") && !hasWord(l, "Kwik") {
			t.Errorf("the bracketed tip is a line without what it is about: %s", l)
		}
	}
}

// --- An emoji ends a sentence (emojiEnd, mood) ------------------------------

// mood counts 🎉 and ❤ as faces, which end a sentence however short the
// clause before: the agenda style the fix protects for 🎂 ("Am Samstag 🎂
// Geburtstag …") is still cut with a party popper or a heart. The day goes
// on a line of its own ("Saturday 🎉") and the event on another: the model
// is told of Sam's leaving do, Oma's 80th, Lucía's birthday, the
// anniversary dinner, but not when. (Cut at d8eaa91^ too.)
func TestSkeptic31bAPartyEmojiInAnAgendaEndsNoSentence(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Saturday 🎉 Sam's leaving do at the Crown from 6pm, bring cash for the collection.", []string{"Saturday", "Crown"}},
		{"Friday ❤️ Anniversary dinner at Dishoom at 8pm, table for two.", []string{"Friday", "Dishoom"}},
		{"Sábado 🎉 Cumple de Lucía en el Retiro a las 12, trae la tarta.", []string{"Sábado", "Retiro"}},
	} {
		got := inTalk31(t, c.text)
		if lineOf(got, 7, c.keys...) == "" {
			t.Errorf("%q is cut at its emoji, the event loses its day:\n%s", c.text, got)
		}
	}
	got := inGerman(t, "Am Samstag 🎉 Omas 80. Geburtstag im Ratskeller um 15 Uhr.")
	if lineOf(got, 7, "Samstag", "Ratskeller") == "" {
		t.Errorf("the birthday is cut from its day:\n%s", got)
	}
}

// A picture after a clause of six words or more ending in a lower-case word
// ends the sentence, though it stands for its object just as in "Finally
// booked 🎟️ Coldplay": "I finally got the tickets for the whole family 🎟️
// Lion King at the Lyceum on 14 Feb." keeps only "Lion King at the Lyceum
// on 14 Feb." — the model does not know the tickets are bought (it may
// offer to look for some). (Cut at d8eaa91^ too.)
func TestSkeptic31bAPictureAfterALongClauseKeepsItsObject(t *testing.T) {
	got := inTalk31(t, "I finally got the tickets for the whole family 🎟️ Lion King at the Lyceum on 14 Feb.")
	if lineOf(got, 7, "tickets", "Lion") == "" {
		t.Errorf("what the tickets are for is cut off at the emoji:\n%s", got)
	}
}

// --- A limit after a condition (onTheAnswers) ------------------------------

// onTheAnswers takes "you" followed within two words by any output verb
// ("call", "tell", "use", and now "put") for a condition on what the
// assistant gives. Generic "you" with those verbs is everyday speech: the
// model is told, as a rule ranked above all facts and kept longest, that
// "if you call British Gas, nothing happens for weeks", that nothing works
// on the heating timer, that lending the brother money is "keine Chance".
// The fix meant exactly these ("not 'whenever I fly Ryanair, nothing leaves
// on time'"). The heating one is new (d8eaa91 made "put" an output word);
// the others were rules at d8eaa91^ too.
func TestSkeptic31bAGenericYouWithAVerbOfOutputIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"If you call British Gas, nothing happens for weeks.",
		"If you tell Kevin a secret, nothing stays secret for long.",
		"If you use the self-checkout at Tesco, nothing scans first time.",
		"If you put the heating on before 6am, nothing works on the timer.",
		"Wenn du meinem Bruder Geld gibst, keine Chance, dass du es wiedersiehst.",
	)
}

// What the "put" rule costs in a full memory: with room for about two
// lines, d8eaa91^ kept Joel's and Priya's keys (the complaint was a plain
// fact and went first); now the complaint, kept as a rule, outlives them
// and Joel's key number is lost.
func TestSkeptic31bAFalseRuleFromPutCrowdsOutFacts(t *testing.T) {
	got := squeezed(t, 30, "If you put the heating on before 6am, nothing works on the timer.")
	for _, keys := range [][]string{{"Joel", "48"}, {"Priya", "59"}} {
		if lineWith(got, keys...) == "" {
			t.Errorf("%s's key is lost to a complaint kept as a rule:\n%s", keys[0], got)
		}
	}
}

// onTheAnswers misses conditions on what the assistant makes that use
// another verb ("make me a meal plan", "einen Essensplan machst", "me hagas
// el menú") and its own documented "if I ask you for …" (the "ask" comes
// before the "you" it looks for). The limit after them — no pork for a
// halal family, nothing from Domino's — is now a plain fact, ranked with
// facts and dropped like one: the next meal plan may have pork in it. New:
// each was a rule at d8eaa91^.
func TestSkeptic31bALimitOnWhatYouMakeStaysARule(t *testing.T) {
	for _, c := range []struct {
		text string
		key  string
	}{
		{"When you make me a meal plan, nothing with pork, we're halal.", "pork"},
		{"Wenn du mir einen Essensplan machst, kein Schweinefleisch, wir essen halal.", "Schweinefleisch"},
		{"Cuando me hagas el menú de la semana, nada de cerdo, que somos musulmanes.", "cerdo"},
		{"If I ever ask you for takeaway ideas, none from Domino's, the kids get ill.", "takeaway"},
	} {
		if !ruleWith(c.text, c.key) {
			t.Errorf("the limit in %q is no rule: %v", c.text, read31(c.text))
		}
	}
}

// --- please … put / add / include (politeOrder) -----------------------------

// politeOrder now takes "please" before "put", "add" or "include", so a
// notice the person pastes (school, council, boss) is an instruction to the
// assistant, ranked above all facts: the model is told its standing rule is
// to "put the bins out by 7am on Thursdays". New: facts at d8eaa91^.
func TestSkeptic31bAPastedNoticeIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"Reminder from school: please put names on all uniform items by Friday.",
		"Letter from the council: please put the bins out by 7am on Thursdays.",
		"Boss just messaged: please include the Q3 figures in the deck before Friday.",
	)
}

// A one-off request with "please add" is a question to answer now, not a
// standing rule: "Could you please add up these receipts …?" is made a
// rule (kept forever, outranking facts), and it is no longer an open
// question. New: an open question at d8eaa91^.
func TestSkeptic31bAOneOffPleaseAddIsAQuestion(t *testing.T) {
	text := "Could you please add up these receipts for me: £12.40, £8.99 and £23.50?"
	never31(t, session.LedgerRule, text)
	if !asked31(text, "receipts") {
		t.Errorf("the request is no open question: %v", read31(text))
	}
}

// --- A question settled at once (settling) ---------------------------------

// settling looks for "found it", "lo encontré", "never mind" in the first
// three words of any clause of the next sentence, so "Found it hard to read
// …" (it was hard), "Lo encontré muy difícil el año pasado" (I found it very
// hard last year) and "Never mind the skip, … but the plastering isn't"
// close the request before them: the model takes the passport date, the
// present for Carmen and the builder's bill as dealt with, when the person
// still waits for them. New: open questions at d8eaa91^.
func TestSkeptic31bFoundItHardSettlesNothing(t *testing.T) {
	for _, c := range []struct {
		text string
		key  string
	}{
		{"Can you remind me when Leo's passport runs out? Found it hard to read the date on the scan, it's all smudged.", "passport"},
		{"¿Me ayudas a buscar un regalo para mi suegra Carmen? Lo encontré muy difícil el año pasado.", "regalo"},
		{"Could you work out what we owe the builder Dave? Never mind the skip, that's paid, but the plastering isn't.", "builder"},
	} {
		if !asked31(c.text, c.key) {
			t.Errorf("the question in %q is closed by a sentence that answers nothing: %v", c.text, read31(c.text))
		}
	}
}

// --- "Instead" after something called off (calledOff) ----------------------

// After "is off", "cancelled", "fällt aus", "se cancela", every "Instead"
// sentence is made a decision, however it is hedged: "we might do Luigi's
// …, not sure yet", "vielleicht … mal sehen", "a lo mejor … ya veremos".
// The model takes Luigi's on Saturday as settled (and may tell the others
// so). (Decisions at d8eaa91^ too; the fix's calledOff test lets them
// through.)
func TestSkeptic31bAHedgedInsteadIsNoDecision(t *testing.T) {
	never31(t, session.LedgerDecision,
		"The barbecue is off. Instead we might do Luigi's on Saturday, not sure yet.",
		"Die Grillparty fällt aus. Stattdessen vielleicht Pizza bei Luigi am Samstag, mal sehen.",
		"La barbacoa se cancela. En su lugar, a lo mejor vamos al Luigi el sábado, ya veremos.",
	)
}

// Nor is what someone else did, what one would do in another's shoes, a
// hope, or a colleague covering for a boss "off sick" ("is off" is read as
// called off): the model is told the person decided the organiser would
// send only an email, decided on a refund for their cousin's flight, or
// decided that Karen runs the meeting. (Decisions at d8eaa91^ too.)
func TestSkeptic31bWhatOthersDoInsteadIsNoDecision(t *testing.T) {
	never31(t, session.LedgerDecision,
		"Das Konzert wurde abgesagt. Stattdessen kam nur eine Mail vom Veranstalter mit einem Gutschein.",
		"A mi primo Luis le han cancelado el vuelo a Roma. En su lugar, yo pediría el reembolso.",
		"Ich bin ab Montag krankgeschrieben, der Urlaub ist gestrichen. Stattdessen hoffe ich, dass mein Chef Herr Maier mich in Ruhe lässt.",
		"My boss is off sick all week. Instead, her deputy Karen is running the Monday meeting.",
	)
}

// After a rule, any "Instead" sentence is made the rule's other half, even
// one that tells what happened: "Please stop suggesting the Harvester.
// Instead we ended up at Nando's last night and the kids loved it." The
// model gets "we ended up at Nando's last night" as a standing instruction
// ranked above all facts. New: a decision at d8eaa91^ (wrong too, but no
// rule).
func TestSkeptic31bWhatHappenedAfterARuleIsNoRule(t *testing.T) {
	text := "Please stop suggesting the Harvester. Instead we ended up at Nando's last night and the kids loved it."
	for _, e := range read31(text) {
		if e.Kind == session.LedgerRule && hasWord(e.Text, "Nando's") {
			t.Errorf("last night's dinner is read as a rule: %q", e.Text)
		}
	}
}

// --- Where something is (located: copulas, tengo) ---------------------------

// located now takes "is/are/was/estaba/ist im/war im" right before a
// preposition and an article as where something is, and "tengo … en", so
// sayings and feelings with a preposition are anchored facts kept beside
// the vet's name: "The devil is in the detail", "Beauty is in the eye of
// the beholder", "Das ist im Grunde auch egal" (basically it doesn't
// matter), "im Prinzip", "im Nachhinein", "yo estaba en la gloria" (I was in
// heaven), "Tengo un nudo en el estómago" (I have a knot in my stomach).
// None says where anything is; each takes a line of a small memory. New:
// none was kept at d8eaa91^.
func TestSkeptic31bACopulaIdiomIsNoPlace(t *testing.T) {
	for _, c := range []struct {
		text, idiom string
		german      bool
	}{
		{"The devil is in the detail with these forms, as my dad says. Our vet is Dr Imogen Salt.", "devil", false},
		{"Beauty is in the eye of the beholder, as they say. Our vet is Dr Imogen Salt.", "beholder", false},
		{"Everyone is in the same boat with the strikes. Our vet is Dr Imogen Salt.", "boat", false},
		{"Con el sol y la siesta, yo estaba en la gloria, de verdad. Nuestra veterinaria es Imogen Salt.", "gloria", false},
		{"Tengo un nudo en el estómago desde ayer, la verdad. Nuestra veterinaria es Imogen Salt.", "nudo", false},
		{"Das ist im Grunde auch egal, Hauptsache die Kinder sind glücklich. Unsere Tierärztin heißt Imogen Salt.", "Grunde", true},
		{"Das ist im Prinzip kein Problem, sagt mein Mann. Unsere Tierärztin heißt Imogen Salt.", "Prinzip", true},
		{"Das war im Nachhinein alles halb so wild. Unsere Tierärztin heißt Imogen Salt.", "Nachhinein", true},
	} {
		var got string
		if c.german {
			got = inGerman(t, c.text)
		} else {
			got = inTalk31(t, c.text)
		}
		for _, l := range linesOf7(got) {
			if hasWord(l, c.idiom) {
				t.Errorf("the figure of speech in %q is kept as a place: %s", c.text, l)
			}
		}
	}
}
