package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Readings of stop 98 (dev150 and dev151, measured blind at stop 97's end:
// open questions at 8 of 13, a rule, a liking, a thing and a place lost; and
// what replaces a scrapped choice, found driving the binary at stop 97). The
// messages here say what they lost in other words.

// Helpers of stop 98's tests and reviews (skeptic98a–e).

// notKind98 fails when a line of text holding want is read as kind.
func notKind98(t *testing.T, kind session.LedgerKind, text, want string) {
	t.Helper()
	if k, ok := kindOf96(text, want); ok && k == kind {
		t.Errorf("%q: the line with %q is read as a %v: %v", text, want, kind, read31(text))
	}
}

// isKind98 fails when no line of text holding want is read as kind.
func isKind98(t *testing.T, kind session.LedgerKind, text, want string) {
	t.Helper()
	if k, ok := kindOf96(text, want); !ok || k != kind {
		t.Errorf("%q: the line with %q is %v (kept %v), want %v: %v", text, want, k, ok, kind, read31(text))
	}
}

// apart98 fails when one line of text holds both a and b.
func apart98(t *testing.T, text, a, b string) {
	t.Helper()
	if got := read31(text); holds57(got, a, b) {
		t.Errorf("%q: one line joins %q and %q: %v", text, a, b, got)
	}
}

// together98 fails when no line of text holds every one of words.
func together98(t *testing.T, text string, words ...string) {
	t.Helper()
	if got := read31(text); !holds57(got, words...) {
		t.Errorf("%q: no line holds %q: %v", text, words, got)
	}
}

// keptWithin98 fails when the memory of texts, with room for budget words,
// holds no line with every one of words.
func keptWithin98(t *testing.T, budget int, words []string, texts ...string) {
	t.Helper()
	if m := rememberedWithin(t, said(answered94(texts...)...), budget); lineWith(m, words...) == "" {
		t.Errorf("%q: with room for %d words the memory loses %q:\n%s", texts, budget, words, m)
	}
}

// A head that names the big puzzle before its question ("Jetzt das große
// Rätsel: wer …?") was a plain fact of words said often, and went.
func TestABigPuzzleBeforeItsQuestionIsAnOpenQuestion(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Das größte Rätsel: wer holt die Gäste am Bahnhof in Königswinter ab?", "Gäste"},
		{"Now the big mystery: who's collecting the cake from the bakery in Clifden?", "cake"},
		{"La gran incógnita: ¿quién trae las sillas del colegio?", "sillas"},
	} {
		isKind98(t, session.LedgerQuestion, c.text, c.want)
	}
	// Not why, nor the puzzle of a paper.
	for _, text := range []string{
		"The big mystery: why do socks vanish in the wash?",
		"Today's big puzzle in the paper: what has four legs and flies?",
	} {
		notKind98(t, session.LedgerQuestion, text, "?")
	}
}

// A question that names what it asks of only as "it" ("I still can't decide
// if I should sell it …") kept its line apart from the sentence before that
// names it, and neither line held both.
func TestAQuestionOfItJoinsTheSentenceThatNamesIt(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"I finished The Heron at Dusk last night. I still can't decide whether to frame it or give it to Aunt Rose. Mam says frame it.", []string{"Heron at Dusk", "frame"}},
		{"We bought the old dresser at the fair in Ballinasloe. I still don't know how we're getting it up the stairs.", []string{"dresser", "stairs"}},
	} {
		together98(t, c.text, c.want...)
	}
	// A question that names its own thing stays its own line.
	const text = "We booked the Hotel Miramar for the 12th. I still don't know who feeds the cat while we're away."
	if got := read31(text); holds57(got, "Miramar", "cat") {
		t.Errorf("%q: one line joins the booking and the question: %v", text, got)
	}
}

// Racking one's brain over whether, and a German not knowing "auch noch",
// are open questions.
func TestRackingOnesBrainIsAnOpenQuestion(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Ich zerbreche mir den Kopf, ob wir den Bürgermeister einladen.", "Bürgermeister"},
		{"I'm racking my brains over whether to hire a marquee for the yard.", "marquee"},
		{"Me estoy rompiendo la cabeza con si alquilamos una carpa.", "carpa"},
		{"Ich weiß auch noch nicht, wo die Kinder am Samstag schlafen, falls es stürmt.", "Kinder"},
	} {
		isKind98(t, session.LedgerQuestion, c.text, c.want)
	}
	const text = "I've been racking my brain trying to remember his name all week."
	notKind98(t, session.LedgerQuestion, text, "name")
}

// Orders typed with their g dropped ("don't be givin' me …"), words in
// quotes not to be told ("don't you be tellin' me 'great question' no
// more") were plain facts, or nothing.
func TestOrdersInSpeechAsTyped(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"And don't be sendin' me links to websites, I can't open them on the boat.", "links"},
		{"One more thing, and I mean it: don't you be callin' me 'sweetheart' no more.", "sweetheart"},
		{"Don't be tellin' me 'it'll be grand' every time the forecast's bad.", "grand"},
	} {
		isKind98(t, session.LedgerRule, c.text, c.want)
	}
	const text = "Don't tell me you forgot the cake again."
	notKind98(t, session.LedgerRule, text, "cake")
}

// What someone made the person promise is what they want, kept beside lines
// that name more.
func TestAPromiseMadeIsKept(t *testing.T) {
	const text = "Aoife made me promise one thing: no photos of her on the parish page. Father Tom posts everything from Kilronan with a sunset filter and the hashtag #blessed. The boy at the chipper saw it too."
	if got := read31(text); !holds57(got, "no photos") {
		t.Errorf("%q: no line holds the promise: %v", text, got)
	}
}

// A thing the person will order or will need to get ("Así que pediremos
// paella de pescado para todos", "I'll need gluten-free flour from the
// mainland") went beside lines that name more.
func TestAThingToOrderOrToGetIsKept(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Tip from Marisol at the kiosk: at the beach bar you have to book the lunch first thing, or you go without. So we'll order grilled sardines for everybody, they're famous for them. Papá already says he's bringing his own sandwiches.", "grilled sardines"},
		{"Una de las niñas de Lugo, Uxía, es celíaca, así que nada de trigo para ella, y el colegio mandó un formulario de tres páginas. Encargaremos harina sin gluten en la tienda de Xan.", "harina sin gluten"},
	} {
		together98(t, c.text, c.want)
	}
	const text = "I'll need a minute to think about it, the ferry's late again and Siobhán from the co-op is on the phone."
	if k, ok := kindOf96(text, "minute"); ok {
		t.Errorf("%q: the need of a minute is kept as a %v", text, k)
	}
}

// What replaces a choice scrapped by name with only why ("Scrap Sheehan's,
// they have a wedding the same Saturday. The hotel's own kitchen will do the
// dinner.") went: the memory sent the scrap and no caterer.
func TestWhatReplacesAScrappedChoiceIsKept(t *testing.T) {
	m := memory96(t,
		"We're going with Brennan's Bakery in Dingle for the wedding cake, three tiers, lemon.",
		"The weather was grand today, we walked the dog on the strand.",
		"Scrap Brennan's, they have a christening the same Saturday. The hotel's own pastry chef will do the cake.")
	if lineWith(m, "pastry chef") == "" {
		t.Errorf("no line says who bakes the cake now:\n%s", m)
	}
	changed96(t, m, "Brennan's Bakery")
}
