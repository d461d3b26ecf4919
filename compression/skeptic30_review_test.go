package compression_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// Review of stop 30 (daaedf7..fc1326c) by a skeptic helper: each test failed
// on fc1326c, and says what the person would lose, or what wrong line the
// model would be sent. The sentences are this file's own. Fixed: instructions
// need an always or a never and then what to do with the answers, an order
// on whatever the assistant gives opens with a verb in lower case, a rule's
// label loses only who it is for and how long it holds, "switching" is a
// decision only with what it switches to, being unsure is a question only
// when it is no disclaimer, a label with a question says it is open, a
// question is put aside only by words about a question, a request points
// back only with a pointer that ends it, a sentence that points back joins
// one of up to 100 characters again, a message of names in English is not
// read as German, and lines are not shortened to fit.

// read30 is what Extract reads of the person's message text (the
// assistant's reply follows it).
func read30(text string) []session.LedgerEntry {
	return compression.Extract(said(text, "A: Ok."), []int{0})
}

// never30 reports each line of the texts read as kind.
func never30(t *testing.T, kind session.LedgerKind, texts ...string) {
	t.Helper()
	for _, text := range texts {
		for _, e := range read30(text) {
			if e.Kind == kind {
				t.Errorf("%q is read as a %v: %q", text, kind, e.Text)
			}
		}
	}
}

// squeezed is the memory of the message said before three short lines that
// compete with it, with room for budget words: a full memory. (At the review
// it shortened lines before it dropped them; these tests showed how a
// shortened line said something else, and the shortening was taken back:
// they stay as guards.)
func squeezed(t *testing.T, budget int, text string) string {
	t.Helper()
	msgs := []string{text, "A: Noted."}
	for i, who := range []string{"Marta", "Joel", "Priya"} {
		msgs = append(msgs, fmt.Sprintf("%s has the spare key %d%d on the blue fob.", who, i+3, i+7), "A: Noted.")
	}
	return rememberedWithin(t, said(msgs...), budget)
}

// askedToKeep (c8069c7): "ask you not to …", "Sie bitten, … nicht …", "te
// pido que no …" is a standing instruction whatever follows, so the stock
// phrases "I'd ask you not to laugh, but …" / "Ich möchte Sie bitten, das
// nicht falsch zu verstehen, aber …" / "te pido que no te rías, pero …" make
// the news after them an instruction: it outranks every fact and is never
// dropped, and the model is told "not to laugh" from then on.
func TestSkeptic30AskYouNotToLaughIsNoInstruction(t *testing.T) {
	never30(t, session.LedgerRule,
		"I'd ask you not to laugh, but I've signed up for the Great North Run in September.",
		"Ich möchte Sie bitten, das nicht falsch zu verstehen, aber mein Vermieter Herr Kraus hat die Kaution von 900 Euro noch nicht zurückgezahlt.",
		"Te pido que no te rías, pero me he apuntado a la maratón de Valencia en diciembre.",
	)
}

// askedToKeep counts "only", "nur", "solo" as always-or-never: a one-off
// request for this one letter ("I'd ask you only to check the spelling of
// this letter", "mir nur kurz den Brief … zu prüfen", "te pido solo una
// cosa: …") becomes a rule that holds for the whole conversation.
func TestSkeptic30OnlyThisOnceIsNoInstruction(t *testing.T) {
	never30(t, session.LedgerRule,
		"I'd ask you only to check the spelling of this letter to Mrs Hartley, the content is fine.",
		"Ich möchte Sie bitten, mir nur kurz den Brief an Frau Keller auf Tippfehler zu prüfen.",
		"Te pido solo una cosa: que me revises el correo para Ramón antes de las cinco.",
	)
}

// givesAny (c8069c7): after "any … you give me," whatever is not a pronoun
// counts as an order's verb, so a name does too: "Any recipe you give me,
// Lena will eat" (Lena is not fussy) is read as an instruction to the
// assistant, as is "Cualquier cosa que me sugieras, Javier la va a rechazar".
func TestSkeptic30AnyYouGiveMeThenANameIsNoInstruction(t *testing.T) {
	never30(t, session.LedgerRule,
		"Any recipe you give me, Lena will eat, she's not fussy at all.",
		"Cualquier cosa que me sugieras, Javier la va a rechazar.",
	)
}

// 0621816: "switching to", "ich wechsle", "me cambio" are decisions wherever
// they stand: a phone switching to airplane mode, changing one's own tyres
// every autumn, getting changed after work become settled decisions that
// rank above facts (and a later real decision about the phone or the tyres
// would be read against them).
func TestSkeptic30SwitchingIsNotAlwaysADecision(t *testing.T) {
	never30(t, session.LedgerDecision,
		"My phone keeps switching to airplane mode at night, no idea why.",
		"Ich wechsle jeden Herbst die Reifen selbst, das spart 60 Euro.",
		"Cuando llego a casa me cambio de ropa y salgo a correr por el Retiro.",
	)
}

// 4808e9c: "not sure whether" / "not sure if it's" / "nicht sicher, ob" /
// "no estoy segura de si" are requests anywhere in a sentence, so the
// everyday "not sure if it's relevant, but …" turns the fact after it (a
// blood pressure, the landlady's name and rent day) into an open question
// the model is asked to come back to, ranked 8 above facts; so does having
// been unsure once, before it was settled ("war mir lange unsicher, ob …,
// aber jetzt ist er weg").
func TestSkeptic30NotSureIfItMattersIsNoOpenQuestion(t *testing.T) {
	never30(t, session.LedgerQuestion,
		"Not sure if it's relevant, but my blood pressure was 150 over 95 at the GP on Monday.",
		"Ich bin nicht sicher, ob ich es schon erwähnt habe, aber unsere Vermieterin heißt Frau Albers und die Miete ist am 3. fällig.",
		"No estoy segura de si importa, pero la tensión me dio 15/9 el lunes en el centro de salud.",
		"Ich war mir lange unsicher, ob ich den alten Golf verkaufen soll, aber jetzt ist er weg, 4.500 Euro hat der Händler in Kassel gezahlt.",
	)
}

// askedLabel (4808e9c) takes any head with "question", "duda", "no idea"
// before a colon and a question mark for an open question: "Sin duda"
// (without a doubt) before a rhetorical question, a question that is
// settled ("Question settled: we went with …", a decision lost as one), and
// a sigh about the cat.
func TestSkeptic30LabelThatSettlesIsNoOpenQuestion(t *testing.T) {
	never30(t, session.LedgerQuestion,
		"Sin duda lo mejor del viaje a Salamanca: ¿quién no ama el jamón ibérico?",
		"Question settled: we went with the oak table from Habitat, why did I ever doubt it?",
		"No idea how, but the cat got onto the garage roof again: what is wrong with him?",
	)
}

// putAside (4808e9c): a sentence opening with "for later" (or "eso
// para") after a question keeps only its lines that name someone, and the
// question before it becomes an open question: "Remember I said the spare
// key was lost? For later, it's under the blue flowerpot …" keeps "the spare
// key was lost" and loses where it is; "Is that normal? For later reference,
// the dishwasher filter unscrews …" keeps "Is that normal?"; the forecast,
// the mother-in-law's move are gone. The previous code kept each.
func TestSkeptic30ANoteForLaterKeepsItsSentence(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Remember I said the spare key was lost? For later, it's under the blue flowerpot by the garage door.", "flowerpot"},
		{"Is that normal? For later reference, the dishwasher filter unscrews anticlockwise from the bottom.", "anticlockwise"},
		{"Guess what? For later in the week the forecast says thunderstorms, so the barbecue is off.", "barbecue"},
		{"¿Sabes qué? Eso para mí es lo mejor de todo: mi suegra se muda por fin a la costa.", "costa"},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineWith(got, c.key) == "" {
			t.Errorf("%q is lost:\n%s", c.key, got)
		}
	}
}

// pointingRequest (fc1326c): any request of five words with "it" or "this"
// joins the sentence before, whatever that sentence is about: the Wi-Fi
// password becomes part of a question about defrosting a freezer, and
// Lucía's first school day part of a question about the tax return.
func TestSkeptic30ARequestWithItDoesNotJoinAnUnrelatedFact(t *testing.T) {
	for _, c := range []struct{ text, fact, ask string }{
		{"Our Wi-Fi password is Kestrel4491 by the way. Can you tell me how long it takes to defrost a chest freezer?", "Kestrel4491", "freezer"},
		{"Mi hija Lucía empieza el cole el 8 de septiembre. ¿Me puedes explicar cómo se hace esto de la declaración de la renta?", "Lucía", "renta"},
	} {
		got := remembered(t, said(c.text, "A: Sure."))
		if l := lineWith(got, c.fact); l == "" || strings.Contains(l, c.ask) {
			t.Errorf("%s is not a line of its own:\n%s", c.fact, got)
		}
	}
}

// maxLeadRunes 160 (2f7a2c7): "It's my turn to host …" opens with a
// dummy "it", which points at nothing, yet now joins the 140-character
// sentence before it: the afternoon at the garden centre with Mum and book
// club are one line, and when book club moves the garden centre is marked
// "(updated in #3)" too.
func TestSkeptic30DummyItDoesNotJoinALongSentence(t *testing.T) {
	got := remembered(t, said(
		"Spent the whole afternoon at the garden centre on Mill Lane with Mum choosing roses for her front bed, she wanted the yellow ones of course. It's my turn to host book club on Thursday at 7.", "A: Nice.",
		"Book club moved to Friday at 7 now, Jen can't do Thursday.", "A: Ok.",
	))
	if l := lineWith(got, "Mill Lane"); l == "" || strings.Contains(l, "updated") {
		t.Errorf("the garden centre reads as outdated:\n%s", got)
	}
}

// overlong (4808e9c): a dictated sentence split at its conjunctions keeps
// "my sister Hannah … and my brother Tom" and "who is staying with Aunt
// Jean", but loses what was said of them: Tom's farm near Hereford and that
// both come for Christmas. The previous code kept it on the first line.
func TestSkeptic30RunOnSentenceKeepsWhatItSaysOfThem(t *testing.T) {
	got := remembered(t, said(
		"my sister Hannah who lives in Bristol with her two boys and works nights at the Royal Infirmary as a nurse and my brother Tom who has the farm near Hereford are both coming for Christmas but not my mum who is staying with Aunt Jean", "A: Nice.",
	))
	if lineWith(got, "Christmas") == "" || lineWith(got, "Hereford") == "" {
		t.Errorf("who is coming for Christmas, or Tom's farm, is lost:\n%s", got)
	}
}

// shorten (719c948): a clause that takes the line back without a word of
// the qualifiers list ("got called off", "wurde verschoben", "nothing's
// booked yet") is cut off with the clauses that name nothing, so a full
// memory says the boat trip, the appointment, the conference trip are on.
func TestSkeptic30AShortenedLineKeepsWhatCallsItOff(t *testing.T) {
	for _, c := range []struct{ text, key, off string }{
		{"The boat trip to the Farne Islands on 9 August at 10:15 with Billy Shiel's, the one I was so excited about for weeks, got called off because of the swell.", "Farne", "called off"},
		{"Der Termin beim Kieferorthopäden Dr. Bauer am 14. März um 9:30, auf den wir so lange gewartet haben, wurde leider verschoben, auf unbestimmte Zeit, sagt die Praxis.", "Bauer", "verschoben"},
		{"Still pencilled in, nothing's booked yet, the conference trip to Lisbon from 4 to 7 May, we'll see what the budget says.", "Lisbon", "booked"},
	} {
		got := squeezed(t, 50, c.text)
		if l := lineWith(got, c.key); l != "" && !strings.Contains(l, c.off) {
			t.Errorf("the shortened line lost %q: %s", c.off, l)
		}
	}
}

// shorten (719c948): a line two sentences joined keeps the Short of its
// second sentence, so in a full memory "Our neighbour finally fixed the
// fence … It's cost him 380 pounds …" becomes "It's cost him 380 pounds in
// the end": what cost 380 pounds is gone.
func TestSkeptic30AShortenedJoinedLineKeepsItsFirstSentence(t *testing.T) {
	got := squeezed(t, 50, "Our neighbour finally fixed the fence between the gardens. It's cost him 380 pounds in the end, apparently, or so he keeps telling everyone who walks past, every single day.")
	if l := lineWith(got, "380"); l != "" && !strings.Contains(l, "fence") {
		t.Errorf("the shortened line lost what it is about: %s", l)
	}
}

// shorten (719c948): the span from the first clause that names something to
// the last is not what the line says when the subject or the point names
// nothing: "Colin, and my sister, Ruth" (who think the extension a waste of
// money), "was on Calle Mayor 14 in Alcalá" (what was: the old flat), "God
// rest her" (of Mum's lard).
func TestSkeptic30AShortenedLineKeepsWhatItIsAbout(t *testing.T) {
	for _, c := range []struct{ text, key, about string }{
		{"My husband, Colin, and my sister, Ruth, both think the extension is a waste of money.", "Ruth", "extension"},
		{"My old flat, the one I sold years ago, was on Calle Mayor 14 in Alcalá, which feels like another life now, honestly.", "Alcalá", "flat"},
		{"Honestly, my mother, God rest her, always made her pastry with lard from the butcher.", "God", "lard"},
	} {
		got := squeezed(t, 50, c.text)
		if l := lineWith(got, c.key); l != "" && !strings.Contains(l, c.about) {
			t.Errorf("the shortened line lost %q: %s", c.about, l)
		}
	}
}

// ruled (c83a655): a rule label may now end in "here" or "then", so a
// household's new rule ("New rule here: no phones at the dinner table",
// "One rule then: the dog sleeps downstairs") is an instruction to the
// assistant that outranks every fact.
func TestSkeptic30HouseholdRuleHereIsNoInstruction(t *testing.T) {
	never30(t, session.LedgerRule,
		"New rule here: no phones at the dinner table, the kids are furious about it.",
		"One rule then: the dog sleeps downstairs, whatever Ben says.",
	)
}

// A one-off request read as a rule (askedToKeep) is "given anew about the
// same thing" as the person's real standing rule about Mrs Hartley: the
// standing rule is marked "(updated in #3)", as if it no longer held, and
// ranks 6 lower.
func TestSkeptic30AOneOffRequestDoesNotOutdateARule(t *testing.T) {
	got := remembered(t, said(
		"Please always write my letters to Mrs Hartley formally, she is very old school.", "A: Of course.",
		"I'd ask you only to check the spelling of this letter to Mrs Hartley, the content is fine.", "A: Sure.",
	))
	if l := lineWith(got, "formally"); l == "" || strings.Contains(l, "updated") {
		t.Errorf("the standing rule reads as outdated:\n%s", got)
	}
}

// shorten (719c948): "excluding", "without" are not qualifiers, so a full
// memory cuts "excluding the scaffolding" and "without any hold luggage"
// off: the roofer's 4,200 pounds reads as the whole price, the 212-pound
// flight as one with luggage.
func TestSkeptic30AShortenedLineKeepsWhatItExcludes(t *testing.T) {
	for _, c := range []struct{ text, key, limit string }{
		{"The quote from Harris Roofing came in at 4,200 pounds, excluding the scaffolding, which honestly made me want to sit down for a bit.", "Harris", "excluding"},
		{"Booked the flight to Tenerife on 2 March with Jet2 for 212 pounds, without any hold luggage though, so I'll have to pack light for once in my life.", "Jet2", "without"},
	} {
		got := squeezed(t, 50, c.text)
		if l := lineWith(got, c.key); l != "" && !strings.Contains(l, c.limit) {
			t.Errorf("the shortened line lost %q: %s", c.limit, l)
		}
	}
}

// shorten (719c948): a shortened line costs less, so it now stays where the
// message's other line goes: of the in-laws' house, a full memory keeps
// "la casa … con una piscina que nunca usamos" (not even that it is for
// sale) and loses the asking price of 210.000 euros, which the previous
// code kept.
func TestSkeptic30AShortenedLineDoesNotPushOutTheValue(t *testing.T) {
	got := squeezed(t, 60, "la casa de mis suegros en Cuenca que tiene un jardín enorme con una piscina que nunca usamos y una bodega llena de trastos la van a vender en primavera porque ya no pueden con el mantenimiento y piden 210.000 euros")
	if lineWith(got, "210.000") == "" {
		t.Errorf("the asking price is lost:\n%s", got)
	}
}
