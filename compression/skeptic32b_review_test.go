package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Second skeptic review of stop 32 (29adf9e..HEAD), after the first review's
// fixes (0993e0b). Each test below fails on HEAD and says what the person
// would lose or what wrong line the model would be sent. "New" means every
// case was read right at 29adf9e (checked with the compression files of
// 29adf9e in place); "same at 29adf9e" marks a case a rule set out to cover
// and still misses. The sentences are this file's own.

// --- 1. False rules: a remark with "thanks" or "please" (keepToThat) -------

// keepToThat now takes a "thanks"/"gracias"/"danke" or a "please"/"por
// favor"/"bitte" anywhere in a short sentence with "from now on", "in
// future", "künftig", "a partir de ahora" and an "it"/"that"/"them"/"así"/
// "das" for the request to keep to the sentence before. But people thank
// someone else for news ("Thanks to that …", "gracias a mi marido"), thank
// the assistant for a tip ("Thanks, that will help in future"), say what
// they will do themselves — in Spanish without a "yo" ("Gracias, lo haré
// así a partir de ahora"), in English without an "I" ("Thanks, will do
// that from now on") — or hope something stays as it is ("Please let it
// stay like that in future!", "Que siga así …, por favor"). The sentence
// before — the GP's change of pills, the council's streetlight, the bin
// day, the mother-in-law's Sunday lunch, the quiet neighbours, the boss's
// shift change — becomes a standing rule, ranked above every fact and
// dropped last, and the model is told for the whole conversation to obey
// "The council finally fixed the streetlight on our road." New: all were
// facts at 29adf9e.
func TestSkeptic32bAThanksOrAHopeIsNoOrderToKeep(t *testing.T) {
	never31(t, session.LedgerRule,
		"The GP moved my blood pressure pills to the evening. Thanks to that, no more dizzy mornings from now on.",
		"El médico me pasó la pastilla de la tensión a la noche. Gracias a eso, a partir de ahora nada de mareos.",
		"The council finally fixed the streetlight on our road. Thanks to them it's safe from now on.",
		"Mi suegra viene a comer todos los domingos. Así será a partir de ahora, gracias a mi marido.",
		"The bin collection moved to Tuesdays. Thanks, that will help in future.",
		"Die Müllabfuhr kommt jetzt dienstags. Danke, das hilft mir künftig sehr.",
		"My GP switched me to 5mg of amlodipine. Thanks, will do that from now on.",
		"Mi médica me cambió a 5 mg de amlodipino. Gracias, lo haré así a partir de ahora.",
		"The new neighbours are quiet, no parties so far. Please let it stay like that in future!",
		"Los vecinos nuevos son muy tranquilos. Que siga así a partir de ahora, por favor.",
		"Mein Chef hat mich auf die Spätschicht gesetzt. Das bleibt künftig so, bitte nicht lachen.",
	)
}

// --- 2. False rules: a wish for the house (keepToThat, ownWish) ------------

// "That's how I want it from now on", "Así lo quiero", "So möchte ich es"
// make the sentence before a rule for the assistant whatever it is about.
// After a tidy garage or a child's tidied room it is the person's wish for
// the household, and the model is sent "My husband finally cleaned out the
// garage, everything on shelves." as a standing instruction. New: facts at
// 29adf9e.
func TestSkeptic32bAWishForTheHouseIsNoOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"My husband finally cleaned out the garage, everything on shelves. That's how I want it from now on.",
		"Mi hijo Pablo por fin ordenó su cuarto. Así lo quiero a partir de ahora.",
		"Mein Mann hat endlich die Garage aufgeräumt. So möchte ich es künftig haben.",
	)
}

// --- 3. False rules: "stick to it" said of one's own diet (keepToThat) ------

// A sentence with "stick to it", "keep it that way", "stick with that" is
// now an order to keep to the sentence before even without "from now on".
// But people say it of their own diet, their own tidy kitchen, their
// family's plan: "Hard to stick to it though.", "Tough to keep it that way
// with three kids". The dietician's calorie limit, the tidy kitchen,
// Christmas at the sister's become standing rules for the assistant — and
// the remark itself, with the three kids in it, is dropped. New: facts at
// 29adf9e, the three kids kept.
func TestSkeptic32bHardToStickToItIsNoOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"My dietician put me on 1,500 calories a day. Hard to stick to it though.",
		"We finally got the kitchen tidy. Tough to keep it that way with three kids, lol.",
		"We're doing Christmas at my sister's this year. Mum wants to stick with that.",
	)
	got := remembered(t, said("We finally got the kitchen tidy. Tough to keep it that way with three kids, lol.", "A: Ha."))
	if lineOf(got, 1, "three", "kids") == "" {
		t.Errorf("the three kids are lost:\n%s", got)
	}
}

// --- 4. False rules: a question that opens like a request (keepToThat) -----

// A question now counts as the request to keep to the sentence before when
// it opens with "can you", "puedes", "können Sie" — but so does the
// commonest outraged question: "Can you believe …?", "¿Puedes creer …?",
// "Können Sie sich vorstellen …?". The landlord's ban on pets becomes a
// standing order to the assistant. New: a question or a fact at 29adf9e.
func TestSkeptic32bCanYouBelieveIsNoRequest(t *testing.T) {
	never31(t, session.LedgerRule,
		"Our landlord banned pets in the whole building. Can you believe it stays like that in future?",
		"Nuestro casero ha prohibido las mascotas en todo el edificio. ¿Puedes creer que a partir de ahora es así?",
		"Unser Vermieter hat Haustiere im ganzen Haus verboten. Können Sie sich vorstellen, dass das ab jetzt so bleibt?",
	)
}

// --- 5. False rules: set phrases with a verb of answering (formalOrder) ----

// formalOrder now wants a verb of answering or addressing before "Sie", but
// "halten", "nennen", "erklären", "zeigen", "sprechen", "rechnen" open the
// set phrases German speakers put before a fact about themselves or their
// family: "Halten Sie mich für verrückt, aber …" (call me crazy), "Halten
// Sie sich fest: …" (brace yourself), "Nennen Sie es Aberglauben, aber …",
// "Erklären Sie das mal meiner Mutter, …", "Zeigen Sie mir jemanden, der
// …", "Sprechen Sie mal mit meiner Tochter, …". With an "immer", "nie" — or
// now just a "grundsätzlich", "generell" — anywhere, the fact ("ich esse
// nie Frühstück", "mein Mann ist grundsätzlich gegen Urlaub am Meer") is
// sent as an order for the whole conversation. New: facts at 29adf9e.
func TestSkeptic32bASetPhraseWithAVerbOfAnsweringIsNoOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"Halten Sie mich für verrückt, aber ich esse nie Frühstück.",
		"Halten Sie mich ruhig für altmodisch, aber ich schreibe immer noch Briefe mit der Hand.",
		"Halten Sie sich fest: Mein Mann ist grundsätzlich gegen Urlaub am Meer.",
		"Halten Sie mich für pingelig, aber ich bügle generell alle Hemden selbst.",
		"Nennen Sie es Aberglauben, aber ich trage immer meinen Glücksbringer bei Prüfungen.",
		"Erklären Sie das mal meiner Mutter, die hat noch nie ein Handy benutzt.",
		"Zeigen Sie mir jemanden, der nie Kaffee trinkt, ich kenne keinen.",
		"Sprechen Sie mal mit meiner Tochter, die isst generell kein Gemüse.",
		"Rechnen Sie damit, dass mein Chef grundsätzlich zu spät kommt.",
	)
}

// --- 6. False rules: "favourite" is a "favour" (ownLabel, requests) ---------

// requests are matched as word starts, so "favour" and "favor" mark
// "favourite" and "favorito": a person's favourite travel tip or their rule
// at work after a colon ("My favourite tip for Rome: always use the metro")
// is taken for an order they ask of the assistant, and the model is told
// for the whole conversation never to answer emails after 6. New: facts at
// 29adf9e.
func TestSkeptic32bAFavouriteIsNoFavourAsked(t *testing.T) {
	never31(t, session.LedgerRule,
		"My favourite tip for Rome: always use the metro, never the taxis.",
		"My favourite rule at work: never answer emails after 6.",
		"Mi consejo favorito para Madrid: nunca uses taxi, siempre el metro.",
	)
}

// --- 7. False rules: "ur" spelled out (spelled, texting) --------------------

// spelled writes "ur" as "your", and any "your" speaks to the assistant: a
// saying of the boss's or the grandad's typed in texting ("ur never too old
// to learn") or a "tbh ur probably right" before the sister's habit is read
// as an order with its "always"/"never". The model is told, above every
// fact, "my grandad always said ur never too old to learn" as a rule. New:
// nothing or a fact at 29adf9e. (The same words typed "you're" are read
// as rules at 29adf9e too: spelled now lets that misreading into texting.)
func TestSkeptic32bUrInASayingIsNoOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"my boss always says ur only as good as ur last project lol",
		"my grandad always said ur never too old to learn, he took up painting at 80",
		"tbh ur probably right, my sister Mia always says the same thing",
	)
}

// --- 8. Unrelated sentences joined: "put it this way" (movedBack) ----------

// movedBack joins a sentence that opens with a verb of moving and "it",
// "es", "lo" to the one before, as the place that thing is moved to. But
// "Put it this way", "Let me put it this way:", "Bringt es was, wenn …?"
// (is it worth it) move nothing: the sister's visit and the garden, the brother's wedding and the
// call to the landlord are one line, and when the visit's date changes the
// garden is marked out of date with it. New: separate lines at 29adf9e.
func TestSkeptic32bPutItThisWayMovesNothing(t *testing.T) {
	for _, c := range []struct{ text, a, b string }{
		{"My sister Ana is visiting in May. Put it this way, the garden at our place in Leeds is a disaster.", "Ana", "garden"},
		{"My sister Ana is visiting in May. Let me put it this way: my boss Karen at Deloitte is impossible.", "Ana", "Karen"},
		{"Mein Bruder Jan heiratet im Mai. Bringt es was, wenn ich beim Vermieter in Köln anrufe?", "Jan", "Vermieter"},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if l := lineOf(got, 1, c.a, c.b); l != "" {
			t.Errorf("two unrelated sentences are one line: %q", l)
		}
	}
}

// --- 9. Unrelated sentences joined: a code after "is" (labelledCode) -------

// labelledCode joins any short sentence with a code after "is" to the one
// before, when the one before has no value, and lets the sentence open with
// a name ("Tom's flight is …") or a person ("Her flight is …"). Tom's
// flight is kept on the line of the mother's party, the parking permit on
// the line of the neighbour's dog, and "Her flight" is now Leo's. New:
// separate lines at 29adf9e.
func TestSkeptic32bACodeAfterIsJoinsNoStranger(t *testing.T) {
	for _, c := range []struct{ text, a, b string }{
		{"My mum's birthday party went well. Tom's flight is BA2490 on Friday.", "party", "BA2490"},
		{"My neighbour's dog barked all night again. Parking permit is ZX-4471, expires in June.", "dog", "ZX-4471"},
		{"Dinner at Rosa's was lovely, she made paella. Ana's train is ICE 578.", "Rosa's", "ICE"},
		{"Leo finally passed his driving test. Her flight is BA2490, lands at 6.", "Leo", "BA2490"},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if l := lineOf(got, 1, c.a, c.b); l != "" {
			t.Errorf("two unrelated sentences are one line: %q", l)
		}
	}
}

// --- 10. A labelled code loses what it is for -------------------------------

// To keep a code from being marked out of date with a value beside it, a
// labelled code no longer joins a sentence with a value — which is nearly
// every sentence a booking number follows (a flight has a date). The model
// is sent "Booking ref: TAP88K2Q." of nothing: the flight to Lisbon and its
// reference are two lines, and in a small memory one is dropped without the
// other. New: one line at 29adf9e. And a label of German nouns or of more
// than three words ("Die Versicherungsnummer ist …", "El número de póliza
// es …") still never joins: the policy number is kept without the insurance
// it belongs to (same at 29adf9e).
func TestSkeptic32bALabelledCodeKeepsWhatItIsFor(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Our flight to Lisbon is on 14 March. Booking ref: TAP88K2Q.", []string{"Lisbon", "TAP88K2Q"}},                               // new
		{"Wir fliegen am 14. März nach Lissabon. Buchungsnummer: TAP88K2Q.", []string{"Lissabon", "TAP88K2Q"}},                        // new
		{"Die Haftpflicht ist endlich abgeschlossen. Die Versicherungsnummer ist HV/4410/93.", []string{"Haftpflicht", "HV/4410/93"}}, // same at 29adf9e
		{"Ya tengo el seguro del coche con Mapfre. El número de póliza es MAP/4471/09.", []string{"seguro", "MAP/4471/09"}},           // same at 29adf9e
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
}

// --- 11. False open tasks: a task label over nothing left to do (taskLabel) -

// taskLabel makes whatever follows "Still to do:" or "To do list …:" an open
// task. But people write the label to say nothing is left: "Still to do:
// nothing, my sister Ines sorted everything", "To do list for Saturday:
// done, all of it". The model is sent "my sister Ines sorted everything
// for the party." as an open question to come back to — the label and the
// "nothing" cut off. New: facts at 29adf9e.
func TestSkeptic32bNothingLeftToDoIsNoOpenTask(t *testing.T) {
	for _, text := range []string{
		"Still to do: nothing, my sister Ines sorted everything for the party.",
		"To do list for Saturday: done, all of it, thanks to my husband Jens.",
	} {
		for _, e := range read31(text) {
			if e.Kind == session.LedgerQuestion {
				t.Errorf("%q is kept as an open question: %q", text, e.Text)
			}
		}
	}
}

// --- 12. A filler with a dot ranks as a file's name (rankedCode) ------------

// The fix for "ok..whatever" takes two dots; one dot typed for a space,
// "ok.so", still reads as a file named "ok" with the extension "so". In a
// small memory the filler outranks the person's allergy, which is dropped.
// New: the allergy was kept at 29adf9e.
func TestSkeptic32bOkDotSoIsNoFileName(t *testing.T) {
	got := rememberedWithin(t, said(
		"ok.so whatever, not important", "A: No worries.",
		"I'm allergic to penicillin.", "A: Noted."), 10)
	if lineOf(got, 3, "penicillin") == "" {
		t.Errorf("the allergy is dropped for a filler with a dot:\n%s", got)
	}
}

// --- Misses: cases the rules set out to cover ------------------------------

// formalOrder takes "duzen" as an order only as the imperative "Duzen Sie
// mich": the way it is nearly always said, "Sie können mich gerne duzen",
// is lost altogether, "Sie dürfen mich gern duzen" is a fact, and "Reden
// Sie mich bitte mit Herr Doktor an" — "reden sie mich" is in asAlways, but
// "reden" is no formal verb — is a fact, dropped before the rules. The
// model goes on with "Sie" or without the title. (Same at 29adf9e.)
func TestSkeptic32bHowToAddressMeIsARule(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Sie können mich gerne duzen.", []string{"duzen"}},
		{"Sie dürfen mich übrigens gern duzen, das ist mir lieber.", []string{"duzen"}},
		{"Reden Sie mich bitte mit Herr Doktor an.", []string{"Doktor"}},
	} {
		if !ruleWith(c.text, c.keys...) {
			t.Errorf("the order in %q is not kept as a rule: %v", c.text, read31(c.text))
		}
	}
}

// ownLabel's requests hold "ask you", "favour", but reported() takes any
// "ask" in the label for someone's words reported: "I have a favour to ask:
// always give me prices in euros" is a fact, "My only ask: always give me
// the short version first" is lost altogether, "I've got one ask: never
// recommend chain pubs" a fact without its label. (Same at 29adf9e.)
func TestSkeptic32bAFavourToAskIsARequest(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"I have a favour to ask: always give me prices in euros.", []string{"prices", "euros"}},
		{"My only ask: always give me the short version first.", []string{"short", "version"}},
		{"I've got one ask: never recommend chain pubs.", []string{"chain", "pubs"}},
	} {
		if !ruleWith(c.text, c.keys...) {
			t.Errorf("the order in %q is not kept as a rule: %v", c.text, read31(c.text))
		}
	}
}

// located skips a moving verb before "her", "him" (for "they put me on a
// treadmill"), and movedBack does not take them as what is moved: a parent
// moved into a care home or a downstairs bedroom for good is lost or kept
// without who it is ("We're moving him into a care home in Harrogate in
// June." — the dad's fall is dropped), and "her" as a possessive ("We moved
// her bed into the kitchen") loses the cat's new place. (Same at 29adf9e.)
func TestSkeptic32bWherePeopleAndTheirThingsAreMoved(t *testing.T) {
	got := remembered(t, said("My mum can't manage the stairs anymore. We're moving her into the downstairs bedroom next week.", "A: Ok."))
	if lineOf(got, 1, "downstairs", "bedroom") == "" {
		t.Errorf("where the mother sleeps from next week is lost:\n%s", got)
	}
	got = remembered(t, said("Our cat Mog hates the new flat. We moved her bed into the kitchen by the window.", "A: Ok."))
	if lineOf(got, 1, "kitchen") == "" {
		t.Errorf("where the cat's bed is now is lost:\n%s", got)
	}
	got = inTalk31(t, "My dad had a fall last week. We're moving him into a care home in Harrogate in June.")
	if lineOf(got, 7, "dad", "Harrogate") == "" {
		t.Errorf("the care home is kept without whom it is for:\n%s", strings.Join(linesOf7(got), "\n"))
	}
}
