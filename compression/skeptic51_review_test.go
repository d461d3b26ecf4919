package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of 59a1542 (stop 51) by a skeptic helper. Each test below fails on
// 59a1542 and says what the person would lose or what wrong line the model
// would be sent. Most fail only since 59a1542 (at 59a1542~1 they were read
// right); the ones that failed before too say so. The sentences are this
// file's own.

// "My brother Tom's coming round": ofGender lets any capitalised word with
// an "'s" stand for someone whose gender the sentence does not say, but
// here the "'s" is "is" and "brother" says Tom is a man. Her dislike of
// cats ("Only thing is she hates cats") is joined onto Tom's line, so the
// model is told Tom hates cats — exactly what the commit meant to stop
// ("My brother Tom came round. She hates cats."). New with 59a1542 (before,
// the liking a few words in stayed its own line).
func TestSkeptic51HerLikingIsNotPutWithHerBrotherTom(t *testing.T) {
	got := remembered(t, said("My brother Tom's coming round for tea. Only thing is she hates cats, so I'll shut Mittens upstairs.", "A: Ok."))
	if l := lineOf(got, 1, "Tom's", "cats"); l != "" {
		t.Errorf("her dislike of cats is put with Tom: %q", l)
	}
}

// The same with the "she" opening the sentence: the guard 59a1542 adds
// (englishGendered && !ofGender) is passed by "Tom's", so the liking still
// joins Tom's line. Older: it joined at 59a1542~1 too, but 59a1542 claims to
// keep this apart and does not.
func TestSkeptic51SheAfterHisNameWithAnApostropheS(t *testing.T) {
	got := remembered(t, said("My brother Tom's coming round for tea. She hates cats, so I'll shut Mittens upstairs.", "A: Ok."))
	if l := lineOf(got, 1, "Tom's", "cats"); l != "" {
		t.Errorf("her dislike of cats is put with Tom: %q", l)
	}
}

// Whose the liking is, a name cannot say by itself: after "My sister Ana
// rang … Then Tom came round." the "she" is Ana, yet likedOfThem joins it
// to the sentence that names Tom (names carry no gender word), in all three
// languages. The model is sent "Then Tom came round. Only thing is she hates
// cats." and may cook around Tom, not Ana. New with 59a1542.
func TestSkeptic51HerLikingIsNotPutWithTheManNamedJustBefore(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"My sister Ana rang this morning. Then Tom came round. Only thing is she hates cats.", []string{"Tom", "cats"}},
		{"Meine Schwester Anna hat heute angerufen. Dann kam noch Jonas vorbei. Am liebsten isst sie Pommes mit Mayo.", []string{"Jonas", "Pommes"}},
		{"Mi hermana Ana llamó esta mañana. Luego vino Andrés a cenar. Y encima ella odia los gatos.", []string{"Andrés", "gatos"}},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if l := lineOf(got, 1, c.keys...); l != "" {
			t.Errorf("her liking is put with the man: %q", l)
		}
	}
}

// A liking joined onto a sentence with a time shares its fate: when the
// time changes, the whole line is marked "(updated in #3)", so Ray's cat
// allergy reads as outdated (and is the first to go when the memory is
// short). Before 59a1542 the allergy was a line of its own, never marked.
// New with 59a1542 (likedOfThem's join allows a value on the line before).
func TestSkeptic51ALikingIsNotMarkedOutdatedWithATime(t *testing.T) {
	got := remembered(t, said(
		"My uncle Ray lands at 14:20 on Friday. Only thing is he's allergic to cats, so Mittens goes to the neighbours.", "A: Ok.",
		"Ray now lands at 16:45 on Friday.", "A: Ok."))
	if l := lineWith(got, "allergic"); l == "" || strings.Contains(l, "updated in") {
		t.Errorf("the cat allergy is lost or marked outdated by a new landing time:\n%s", got)
	}
}

// restates() joins any short sentence that ends on the same word as the one
// before: two people's values ("Mum is on the Tuesday train. Dad on the
// Friday train.", two hotels' prices) become one line, so when Dad's train
// or the Travelodge's price changes, Mum's train and the Premier Inn's price
// are marked "(updated in #3)" too: the model is told they no longer hold.
// Before 59a1542 each was its own line and only the changed one went. New
// with 59a1542 (restates checks no value on either side).
func TestSkeptic51ASameLastWordJoinsNoOtherValue(t *testing.T) {
	for _, c := range []struct{ first, update, kept string }{
		{"Mum is on the Tuesday train. Dad on the Friday train.", "Dad has moved to the Sunday train.", "Tuesday"},
		{"The Premier Inn is £85 a night. The Travelodge £62 a night.", "The Travelodge has gone up to £70 a night.", "£85"},
	} {
		got := remembered(t, said(c.first, "A: Ok.", c.update, "A: Ok."))
		if l := lineWith(got, c.kept); l == "" || strings.Contains(l, "updated in") {
			t.Errorf("%q is lost or marked outdated by an update of the other value:\n%s", c.kept, got)
		}
	}
}

// restates() also glues unrelated sentences that merely end on the same
// word: the restaurant booking and the cake, my shopping and Kate's. A
// later change of one marks the other. New with 59a1542.
func TestSkeptic51ASameLastWordGluesNoUnrelatedSentence(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Reservierung im Adler ist für 19 Uhr am Samstag. Die Torte kommt am Samstag.", []string{"Adler", "Torte"}},
		{"I'm doing the shopping on Friday. Kate does Friday.", []string{"shopping", "Kate"}},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if l := lineOf(got, 1, c.keys...); l != "" {
			t.Errorf("two unrelated sentences are one line: %q", l)
		}
	}
}

// unitsPlease reads a unit and a please anywhere in the sentence as a
// standing order on units: a remark about prices ("Die Preise in Euro waren
// heftig, sag mir bitte …"), a peso exchange the person made ("Cambié 500
// pesos en dólares" — "pesos" is both weights and the currency), a request
// about something else, and a one-off ("for this invoice only") become
// instructions the model must follow in every answer. New with 59a1542.
func TestSkeptic51TalkWithAUnitAndAPleaseIsNoInstruction(t *testing.T) {
	never31(t, session.LedgerRule,
		"Die Preise in Euro waren heftig, sag mir bitte, dass Wien billiger ist.",
		"Cambié 500 pesos en dólares ayer, ¿me puedes decir por favor cuánto me cobraron de comisión?",
		"Prices in euros are already in the spreadsheet, could you please add the travel times?",
		"Amounts in pounds please, not euros, for this invoice only.",
	)
}

// "I picked", "I chose", "ich hab mich für", "elegí" match inside everyday
// talk: picking up the kids or a cold, apologising or thanking ("sich für
// … entschuldigen / bedanken"), choosing the wrong day. Each is sent as a
// decision the person made. New with 59a1542.
func TestSkeptic51PickingUpOrApologisingIsNoDecision(t *testing.T) {
	never31(t, session.LedgerDecision,
		"I picked up the kids from school at 3 and Maya had a fever.",
		"I picked up a cold at the conference in Leeds.",
		"I chose the wrong day to wear white, it poured in Bristol.",
		"Ich habe mich für die Verspätung entschuldigt, der Chef war trotzdem sauer.",
		"Ich hab mich für das Geschenk von Oma Helga bedankt.",
		"Elegí mal el día, llovió todo el rato en Bilbao.",
	)
}

// The new open-question words read admiration, a complaint, or a question
// answered in the same sentence as something still to solve: "Dunno how he
// does it" (admiring), "No idea what Gary sees in her: … or …" (the colon's
// "or" now makes the label a question), "Dunno who's bringing the cake,
// Sarah said she'd sort it" (answered), "No resolví cómo se abría la caja,
// al final la abrió mi hijo" (solved). The model would keep asking the
// person about things that are settled or were never asked. New with
// 59a1542.
func TestSkeptic51SettledOrAdmiringIsNoOpenQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Dunno how he does it, up at five every day for the bakery.",
		"No idea what Gary sees in her: she's rude or drunk most of the time.",
		"No sé cómo lo aguanta: o trabaja o está con los niños, nunca descansa.",
		"Dunno who's bringing the cake, Sarah said she'd sort it.",
		"No resolví cómo se abría la caja, al final la abrió mi hijo con un cuchillo.",
		"No decidí cómo se llamaría, el nombre Luna lo eligió mi hija.",
	)
}

// The same admiration said with the older words is an open question in all
// three languages. Older: fails at 59a1542~1 too ("dunno" above only
// extends it).
func TestSkeptic51AdmiringHowSheDoesItIsNoOpenQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"I don't know how she does it, three kids and a full-time job at the hospital.",
		"No sé cómo lo hace, tres niños y un trabajo a jornada completa en el hospital.",
		"Weiß ich nicht, wie sie das schafft, drei Kinder und Vollzeit im Krankenhaus.",
	)
}

// "Mi hermano Pablo … Lo único es que ella no soporta el cilantro": her
// dislike is put on the brother's line (the sentence opens with "Lo", read
// as pointing back, and only English pronouns are checked for gender).
// Older: joined at 59a1542~1 too.
func TestSkeptic51SpanishEllaIsNotPutWithHerBrother(t *testing.T) {
	got := remembered(t, said("Mi hermano Pablo vino el domingo. Lo único es que ella no soporta el cilantro.", "A: Ok."))
	if l := lineOf(got, 1, "Pablo", "cilantro"); l != "" {
		t.Errorf("her dislike of coriander is put with Pablo: %q", l)
	}
}
