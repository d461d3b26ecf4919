package compression_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// Readings of stop 95 (dev144 and dev145, measured blind at stop 94's end:
// six lines of dev144 marked "(updated in #N)" that no later message changed,
// one choice sent with its old value only). The messages here say what they
// lost in other words.

// tallied is a conversation whose every message opens with a tally of the
// day before a dash, each answered.
func tallied(mark, unit string, counts []int, texts ...string) []string {
	var conv []string
	for i, text := range texts {
		conv = append(conv, fmt.Sprintf("%s %d %s – %s", mark, counts[i%len(counts)], unit, text), "A: Ok.")
	}
	return conv
}

// dev144's "🥚 4 Eier heute – …": a tally of the day that goes up and down,
// then climbs, on every message. It was no label (the count did not go one
// way), so each line kept "2 Eier heute –" as its subject, and the take-back
// of the first message's rule marked three other requests and a visit
// "(updated in #65)": the model is told that what holds is old.
func TestADailyTallyOnEveryMessageIsALabel(t *testing.T) {
	texts := []string{
		"I'm Dario, I run the parcel round in Brora. Keep your answers to three lines, I read them in the van.",
		"Please call me Dar, everybody does, Dario sounds like I'm in trouble.",
		"The depot manager is Mrs Sutherland, she checks the scanners every Friday.",
		"When you give me distances, give them in miles, not kilometres.",
		"We buy the van tyres at Munro's garage in Golspie, the winter ones.",
		"My cousin Iain helps on Saturdays, he does the flats above the chemist.",
		"The van's registration is SV21 KTR, write it down for the insurance.",
		"Lunch is always at the harbour bench, rain or shine, a pie from Hunter's.",
		"The new scanner arrives on the 9th, Mrs Sutherland says.",
		"Forget the three lines, I need it long now, I'm writing the route plan for the new boss.",
		"The Christmas rush starts on the 1st of December, extra van from Inverness.",
	}
	conv := tallied("📦", "Pakete heute", []int{14, 11, 16, 12, 15, 9, 13, 18, 24, 31, 40}, texts...)
	got := remembered(t, said(conv...))
	if strings.Contains(got, "Pakete heute") {
		t.Errorf("the day's tally is kept as what the lines say:\n%s", got)
	}
	for _, k := range [][2]string{{"Dar", "call me"}, {"Mrs Sutherland", "scanners"}, {"miles", "distances"}, {"Munro", "tyres"}} {
		line := lineWith(got, k[0], k[1])
		if line == "" {
			t.Errorf("no line holds %q with %q:\n%s", k[0], k[1], got)
		} else if strings.Contains(line, "updated in") {
			t.Errorf("the line %q is marked updated, though no later message changed it:\n%s", line, got)
		}
	}
}

// dev144's "Ich soll Muschelgrit extra hinstellen, also zerstoßene
// Muschelschalen in einer eigenen Schale, …": a line that names nothing and
// holds no number but says many things the conversation never said went as
// filler beside an aside that names two places.
func TestARichLineBesideANamedAside(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"The farrier says the hooves are still too soft, normal in a wet spring. I'm supposed to rub hoof tar on the soles, a thin coat with an old paintbrush, then stand her on dry straw. Typical: we live beside Loch Fyne and I order the tar from Yorkshire.", "hoof tar"},
		{"Der Hufschmied sagt, die Hufe sind noch zu weich. Ich soll Huffett auf die Sohlen auftragen, dünn mit einem alten Pinsel, danach steht sie auf trockenem Stroh. Typisch: Wir wohnen am Bodensee und ich bestell das Fett aus Hamburg.", "Huffett"},
	} {
		if !slices.ContainsFunc(read31(c.text), func(e session.LedgerEntry) bool { return strings.Contains(e.Text, c.want) }) {
			t.Errorf("no line of %q holds %q", c.text, c.want)
		}
	}
}

// dev145's "Glenroy already fussing about the soap. He can't stand
// lavender, …": with the name said in most messages it scores nothing, so
// the short sentence was no lead of the liking after it, and the liking went
// without whose it is.
func TestALikingAfterAShortSentenceOpeningWithAFamiliarName(t *testing.T) {
	for _, c := range []struct {
		texts []string
		want  [2]string
	}{{
		[]string{
			"My partner in the bakery is Marisol, we met at catering college.",
			"Today I told Marisol the oven guy is coming Thursday.",
			"Ask Marisol, she knows the supplier better than me.",
			"The flour came late again, so Marisol phoned them twice.",
			"Marisol already planning the birthday cakes. She can't stand coconut, says it tastes like sun cream, so we're doing lemon and almond instead.",
		},
		[2]string{"Marisol", "coconut"},
	}, {
		[]string{
			"Mi socio en el taller de bicis es Anselmo, nos conocemos del colegio.",
			"Hoy le dije a Anselmo que el pedido de cadenas llega el jueves.",
			"Pregúntale a Anselmo, él sabe más de frenos que yo.",
			"Los neumáticos llegaron tarde otra vez y Anselmo llamó dos veces.",
			"Anselmo ya está con la pintura del local. Él no aguanta el barniz, dice que le da dolor de cabeza, así que compramos pintura al agua.",
		},
		[2]string{"Anselmo", "barniz"},
	}} {
		got := inWordsSaidOften(c.texts...)
		if lineWith(got, c.want[0], c.want[1]) == "" {
			t.Errorf("no line holds %q with %q:\n%s", c.want[0], c.want[1], got)
		}
	}
}

// dev144's "Scrap the sea green." after "We going with sea green T-shirts
// …": a take-back of a plan by name, said alone, was read as an instruction
// taken back (it took back none and stayed till the last), the line of the
// old choice was not marked older, and at 14,336 the new choice, said in a
// sentence after it, went first: the model read sea green as the colour.
func TestAPlanScrappedByNameAlone(t *testing.T) {
	texts := []string{
		"We're going with navy tablecloths for the reception, the hall's own are stained.",
		"The caterer is Dolores from Ashby, she does the hog roast too.",
		"Scrap the navy. The supplier ran out of that colour, so Mum gets her white after all. White cloths with the gold runners down the middle, the florist says it'll look like a wedding cake.",
	}
	got := remembered(t, said(answered94(texts...)...))
	if line := lineWith(got, "navy tablecloths"); !strings.Contains(line, "updated in #5") {
		t.Errorf("the old choice is not marked older: %q\n%s", line, got)
	}
	if line := lineWith(got, "Scrap the navy"); line == "" || !slices.ContainsFunc(compression.Extract(said(answered94(texts...)...), []int{4}), func(e session.LedgerEntry) bool {
		return e.Text == "Scrap the navy." && e.Kind == session.LedgerDecision
	}) {
		t.Errorf("the take-back is lost or read as an instruction:\n%s", got)
	}
	german := []string{
		"Für den Tanz nehmen wir die Kapelle aus Aying, die spielen bis Mitternacht.",
		"Die Kapelle aus Aying will 900 Euro für den Abend.",
		"Kuchen macht die Tante Resi, wie immer.",
		"Vergiss die Kapelle aus Aying. Der Dirigent hat sich den Arm gebrochen, also spielt jetzt der DJ Flori aus Grafing.",
	}
	got = remembered(t, said(answered94(german...)...))
	for _, words := range []string{"bis Mitternacht", "900 Euro"} {
		if line := lineWith(got, words); !strings.Contains(line, "updated in #7") {
			t.Errorf("the line of the scrapped band is not marked older: %q\n%s", line, got)
		}
	}
	for _, text := range []string{"Scrap the bullet points.", "Forget the French, English is fine."} {
		if !slices.ContainsFunc(read31(text), func(e session.LedgerEntry) bool { return e.Kind == session.LedgerRule }) {
			t.Errorf("%q is no instruction taken back", text)
		}
	}
}
