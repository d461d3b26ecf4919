package compression_test

import (
	"strings"
	"testing"
)

// The second review of stop 40 (a073bea: a named line takes a spare line's
// place, a thing of one word moves only when it stands bare, a ban before
// "in anything you write me", an order after an announcement about how the
// assistant answers, "moves to"/"moving to"/"se traslada" as words of
// change). Each test fails on a073bea; the sentences are this file's own.
// Spare lines were taken back after the blind measurement; the tests about
// them are in docs/experiments/stop40-spare-lines.diff.

// places() looks only at the words right beside the thing and only at an "of"
// word after it: "the keys to the car", "the charger for the camera", "his
// car", "su coche", "las llaves del coche" (del before coche), "el cargador
// para el móvil" all leave the car, the camera, the phone "bare", and the
// older line is marked "(updated in #3)": the model is told my car is no
// longer at the garage because the keys are on the hook, or because Dad's car
// is on the drive. a073bea meant to stop exactly this ("the car keys are
// not the car"); these cases were linked before it too (keys.within).
func TestSkeptic40bAThingNamedInAPhraseAboutAnotherDoesNotMove(t *testing.T) {
	for _, c := range [][2]string{
		{"The car is in the garage, they're doing the clutch.", "The keys to the car are on the hook by the back door."},
		{"The camera is in the car.", "The charger for the camera is in the blue rucksack."},
		{"My car is in the garage, they're doing the clutch.", "Dad came over for tea, his car is on the drive."},
		{"Mi coche está en el taller de la avenida, le cambian el embrague.", "Mi suegro ha venido a comer, su coche está en la entrada."},
		{"El coche está en el taller, le están cambiando el embrague.", "Las llaves del coche están en el cajón de la entrada."},
		{"El móvil está en el coche, se me olvidó.", "El cargador para el móvil está en la mochila azul."},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		if strings.Contains(lineOf(got, 1), "updated in") {
			t.Errorf("%q marks %q as updated:\n%s", c[1], c[0], got)
		}
	}
}

// "fronted" now also takes contracted and towards words, and those hold "a",
// "to" and "al": a line that opens with "A quick update:", "To be safe," or
// "Al final" is read as opening with a place, and the thing it places no
// longer moves. The props' old place, the cellar, reads as current beside
// the garage. At f469cc5 each of these updated the older line.
func TestSkeptic40bAnOpeningThatIsNoPlaceStillMovesTheThing(t *testing.T) {
	for _, c := range [][2]string{
		{"The props live in the cellar under the hall.", "A quick update: the props are in my garage now."},
		{"The props live in the cellar under the hall.", "To be safe, the props are in my garage now."},
		{"El atrezo está en el sótano del salón parroquial.", "Al final el atrezo está en mi garaje, que el sótano se inunda."},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		if !strings.Contains(lineOf(got, 1), "updated in") {
			t.Errorf("%q does not update %q:\n%s", c[1], c[0], got)
		}
	}
}

// "moves to", "moving to", "se traslada", "se pasa a la" are words of change
// anywhere in a line, so any later date of someone or something already named
// marks the older line as outdated: the next stop of a tour ("moves to Kraków
// on 13 May") outdates its start, Ana moving away outdates her farewell
// dinner, Marta moving to London outdates her wedding, Carmen dropping by the
// shop ("se pasa a la tienda") outdates her dinner. The model is told the
// start, the dinner, the wedding changed. At f469cc5 none was linked.
func TestSkeptic40bMovingOnIsNoChange(t *testing.T) {
	for _, c := range [][2]string{
		{"The tour starts in Warsaw on 10 May.", "The tour moves to Kraków on 13 May, by train."},
		{"Our neighbour Ana has her farewell dinner on 28 August at the tapas bar.", "Ana is moving to Valencia on 1 September."},
		{"La boda de Marta es el 14 de junio en Ronda.", "Marta se traslada a Londres el 1 de septiembre."},
		{"Carmen Ruiz viene a cenar el viernes 7 de marzo.", "Carmen se pasa a la tienda el martes 4 a recoger el pastel."},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		if strings.Contains(lineOf(got, 1), "updated in") {
			t.Errorf("%q marks %q as outdated:\n%s", c[1], c[0], got)
		}
	}
}

// bannedInAnswers takes any "not", "no", "only", "nie", "keine" anywhere
// before "in anything you write" / "en lo que me …" / "in dem, was du mir
// schreibst" for a ban — also praise, trust, a plan for tomorrow, who reads
// along. Each line becomes an instruction, sent above every fact for the
// whole conversation. At 0b2d1dc each was a fact or kept no line (the German
// two were facts at f469cc5 too).
func TestSkeptic40bANoInPassingIsNoBan(t *testing.T) {
	for _, text := range []string{
		"There's not much waffle in anything you write, which I like.",
		"Only my sister reads along in anything you write me.",
		"Hoy no puedo, pero mañana me baso en lo que me contestes para hablar con el casero.",
		"No sé por qué, pero confío mucho en lo que me respondas.",
		"Ich habe noch nie einen Fehler in dem, was du mir schreibst, gefunden.",
		"Meine Tochter findet keine Fehler in dem, was du mir schreibst.",
	} {
		if got := rulesIn(text); len(got) > 0 {
			t.Errorf("%q is read as an instruction: %q", text, got)
		}
	}
}

// An "announcement" is any short sentence holding "about how you answer"
// (also "about how you answered", a prefix), "dazu, wie du mir" (any tense),
// "de cómo me contestas" — a remark on yesterday's answer, someone's joke, a
// book club's talk — and the one-off request after it becomes a standing
// instruction: "Show me the packing list for Skye again" or "Give me a dinner
// idea for tonight" is sent as an order forever. At 0b2d1dc the requests
// checked (all but the book club's) were facts or kept no line.
func TestSkeptic40bARemarkOnHowYouAnswerAnnouncesNoOrder(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"One thing about how you answered me yesterday. Show me the packing list for Skye again, I lost it.", "Skye"},
		{"A quick note about how you answered my visa question. Tell me again which documents I need for the interview.", "documents"},
		{"My wife jokes about how you answer me. Give me a dinner idea for tonight with the leftover chicken.", "chicken"},
		{"Our book club talked about how you answer questions. Give me a short reading list for next month.", "reading list"},
		{"Eine Frage dazu, wie du mir gestern die Route erklärt hast. Zeig mir die Etappen vom Hexenstieg nochmal.", "Hexenstieg"},
		{"Mi marido se ríe de cómo me contestas. Dame una idea para cenar con el pollo que sobró.", "pollo"},
	} {
		if got := ruleHolding(c.text, c.key); got != "" {
			t.Errorf("a one-off request is read as an instruction: %q", got)
		}
	}
}
