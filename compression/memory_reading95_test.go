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
// one choice sent with its old value only, a thing and likings lost). The
// messages here say what they lost in other words.

// tallied95 is a conversation whose every message opens with mark, a count
// and unit words before a dash, each answered (the reviews of stop 95).
func tallied95(mark, unit string, counts []int, texts ...string) []string {
	var conv []string
	for i, text := range texts {
		conv = append(conv, fmt.Sprintf("%s %d %s – %s", mark, counts[i%len(counts)], unit, text), "A: Ok.")
	}
	return conv
}

// current95 fails when the memory has no line holding words, or marks it
// "(updated in #N)": nothing the person said later changed it.
func current95(t *testing.T, memory string, words ...string) {
	t.Helper()
	line := lineWith(memory, words...)
	switch {
	case line == "":
		t.Errorf("no line holds %q:\n%s", words, memory)
	case strings.Contains(line, "updated in"):
		t.Errorf("the line %q is marked updated, though nothing later changed it:\n%s", line, memory)
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
	for _, words := range []string{"bis Mitternacht"} {
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
