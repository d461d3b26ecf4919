package compression_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// Read at stop 55 in dev53 and dev54's misses (stop 54's blind parts) and in
// what their updates kept under a budget.

// readAt is what the memory reads of one message, numbered msg.
func readAt(text string, msg int) []session.LedgerEntry {
	es := read31(text)
	for i := range es {
		es[i].Msg = msg
	}
	return es
}

// A message that changes something said before holds the newest value in
// whichever of its lines the reading finds it, though none was marked as
// its update: under a budget the old menu ("chuletillas al sarmiento")
// outlived the new one ("en vez de chuletillas habrá caracoles") — at 5,000
// bytes 85 of the development parts' updates kept only their old value.
func TestAChangeOutlivesWhatItChanges(t *testing.T) {
	ledger := readAt("Hemos decidido que el almuerzo después de la Batalla será de chuletillas al sarmiento, como manda Dios, en la bodega de Fermín, en el barrio de la Estación. Fermín pone la parrilla.", 0)
	for i := range 8 {
		ledger = append(ledger, readAt(fmt.Sprintf("La bandeja %d de pinchos va al almacén el día %d, lo dice Fermín.", i+1, i+3), 2+2*i)...)
	}
	ledger = append(ledger, readAt("Cambio de menú: en el almacén no se puede hacer fuego de sarmiento, el vecino de arriba ya nos denunció una vez por el humo. Así que en vez de chuletillas habrá caracoles a la riojana, que los hace la Puri en la cocina de casa. Ella contenta.", 18)...)
	for i := range 3 {
		ledger = append(ledger, readAt(fmt.Sprintf("El autobús %d sale a las %d:15, conduce Dani.", i+1, i+6), 20+2*i)...)
	}
	size := func(s string) int { return len(s) }
	var failed []int
	for budget := 300; budget <= 1400; budget += 20 {
		kept, _ := compression.FitLedger(ledger, budget, size, compression.LedgerView{})
		got := strings.Join(compression.LedgerLines(kept, compression.LedgerView{}), "\n")
		if strings.Contains(got, "chuletillas al sarmiento") && !strings.Contains(got, "caracoles") {
			failed = append(failed, budget)
		}
	}
	if failed != nil {
		t.Errorf("at %v bytes the old menu stays and the new one went", failed)
	}
}

// A ban on what goes in the answers after a condition on them is an
// instruction: "When you answer me, don't use bullet points" read nothing
// at all (the "use" after "don't" was left out for "when you merge, don't
// use the brakes"); dev54's "Oh, and love, when you answer me, don't put
// them little bullet points, …" was a fact. Spanish bans what the answers
// are made as: "no me hagas listas de esas con puntitos" (dev53) — not "No
// me hagas reír".
func TestABanOnTheAnswersIsAnInstruction(t *testing.T) {
	for _, text := range []string{
		"When you answer me, don't use bullet points.",
		"When you reply, don't use bullet points.",
		"Oh, and love, when you answer me, don't put them little bullet points, it looks like a form from the council.",
		"Otra cosa: no me hagas listas de esas con puntitos, escríbemelo seguido, como una carta, que las listas me marean.",
		"No me hagas una tabla, cuéntamelo como a un amigo.",
	} {
		if !slices.ContainsFunc(read31(text), func(e session.LedgerEntry) bool { return e.Kind == session.LedgerRule }) {
			t.Errorf("%q: no instruction in %v", text, read31(text))
		}
	}
	never31(t, session.LedgerRule, "When you merge, don't use the brakes.", "No me hagas reír, el Fermín con corbata.")
}

// A verbless ban on long texts or explanations asked politely is an
// instruction, as one on tables was: "Keine langen Texte, bitte", "No
// explanations, please, just the result" read a fact — not where there were
// none ("No texts from Dave since Monday"). Lists stay out: "No lists,
// please, we just want cash for the honeymoon" (stop 50's review).
func TestAPoliteBanOnTextsIsAnInstruction(t *testing.T) {
	for _, text := range []string{"Keine langen Texte, bitte.", "No explanations, please, just the result.", "Sin explicaciones, por favor."} {
		if !slices.ContainsFunc(read31(text), func(e session.LedgerEntry) bool { return e.Kind == session.LedgerRule }) {
			t.Errorf("%q: no instruction in %v", text, read31(text))
		}
	}
	never31(t, session.LedgerRule, "No texts from Dave since Monday.", "No explanations from the council, as usual.")
}
