package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Read at stop 61 in dev65's and dev66's misses (stop 60's blind parts). The
// sentences are this file's own.

// The person's not knowing after a word that moves the talk on ("Anyway,",
// "Übrigens", "Pues") is still their own open question.
func TestOpenQuestionsAfterAMovingOnWord(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Anyway, still haven't worked out who collects the trophies from the engraver.",
		"Übrigens weiß ich noch nicht, wer die Bänke vom Sportplatz holt.",
		"Pues todavía no sé quién va a recoger las sillas del colegio.")
	never31(t, session.LedgerQuestion, "Anyway, Tom has no idea where the keys went.")
}

// Between the not knowing and its question word may stand "todavía es de",
// "is still": "Lo que no sé todavía es de dónde sacar las palomas".
func TestOpenQuestionsWithWordsBetween(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Lo que no sé todavía es de dónde sacar las tejas viejas.",
		"What I don't know yet is where we park the horseboxes.",
		"Was ich noch nicht weiß, ist eigentlich wer die Kasse macht.")
	never31(t, session.LedgerQuestion, "Lo que no sé todavía es nada de cocina, la verdad.")
}

// A head that says what follows worries the person may stand without its
// colon before who is to do something: "Me quita el sueño quién sube al
// tejado".
func TestAWorryBeforeItsQuestionWithoutAColon(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Me quita el sueño quién va a subir al campanario a cambiar la cuerda.",
		"What keeps me up at night is who's going to drive the float on the day.")
	never31(t, session.LedgerQuestion, "Me quita el sueño quién se cree que es el vecino.")
}

// A head that names a problem to solve labels the question after it: "Something
// else to crack: where does everybody park?".
func TestAProblemToCrackLabelsItsQuestion(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Something else to crack: where does everybody park on the day?",
		"Another thing to sort out: who brings the urn for the teas?",
		"Otra cosa por resolver: ¿dónde dejamos los caballos por la noche?",
		"Noch was zu klären: wo schlafen die Musiker?")
	never31(t, session.LedgerQuestion, "Something to crack open tonight: who's got the corkscrew?")
}

// "Esto es una norma:", "this is a rule:" label the instruction after them.
func TestThisIsARuleLabelsItsInstruction(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Otra cosa, y esto es una norma: los pesos dámelos en kilos, siempre.",
		"One more thing, and this is a rule: give me every distance in miles.",
		"Noch was, und das ist eine Regel: Temperaturen immer in Grad Celsius.")
}

// Someone of the person's who opens a line, before an aside, stays on it
// however often the conversation names them: "A mi madre, por cierto, no le
// gustan nada las palomas" is a liking of hers, not of no one.
func TestKinBeforeAnAsideStays(t *testing.T) {
	got := remembered(t, said(
		"Mi madre viene el sábado a ayudar con el corral de las gallinas.", "A: Ok.",
		"Mi madre dice que el barro hay que pisarlo bien con paja.", "A: Ok.",
		"Mi madre trae la merienda para todos, bocadillos de tortilla.", "A: Ok.",
		"A mi madre, por cierto, no le gustan nada las gallinas, dice que son unas sucias.", "A: Ok."))
	if lineOf(got, 7, "A mi madre", "gallinas") == "" {
		t.Errorf("the liking lost whose it is:\n%s", got)
	}
}

// A sentence that says where something is kept or happens stays beside a
// sentence that names someone, as does an open question beside a code: the
// line that names more is not the only one of its message.
func TestWhereAndOpenQuestionsStayBesideNames(t *testing.T) {
	got := remembered(t, said(
		"El permiso de obra es el OM-118/25, me lo dio ayer el señor Anselmo Rueda. Las herramientas las dejamos en la nave de la cooperativa, junto a la báscula.", "A: Ok.",
		"Yann Le Goff sent the wristband code, FIL-C-0312. Somebody has to stand up and thank the hosts in French at the end, and none of us speaks it. Who's going to do that?", "A: Ok."))
	if lineOf(got, 1, "nave de la cooperativa") == "" {
		t.Errorf("where the tools are kept is lost:\n%s", got)
	}
	if lineOf(got, 3, "in French") == "" {
		t.Errorf("the open question is lost:\n%s", got)
	}
}

// A time to be set up by, in words, updates the one said before (found
// driving at stop 61: "the stand now has to be set up by seven" left "set
// up by half past seven" current).
func TestSetUpByAnHourUpdatesTheTime(t *testing.T) {
	got := remembered(t, said(
		"The show is Thursday 10 September at Crooklands, the stand has to be set up by half past seven.", "A: Ok.",
		"Change of plan: the stand now has to be set up by seven, the judges start early.", "A: Ok."))
	if l := lineOf(got, 1, "half past seven"); !strings.Contains(l, "updated in #3") {
		t.Errorf("the old time is sent as current:\n%s", got)
	}
}
