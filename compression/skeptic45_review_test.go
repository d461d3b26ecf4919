package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptic's review of stop 45 (git diff dcf6e2e..1df3803 -- compression/).
// Each test fails on 1df3803 and passed at dcf6e2e: what the change broke.
// The sentences are this file's own.

// "at the point where", "at the stage where", "at the beginning of the
// evening" say how far along someone or something is, or when: no place.
// With "at" a word of where, they became a new place of the same thing, so
// the real place said before ("at the Sunrise care home in Leeds", "in the
// garage at Mendig", "at the Kalipay resort") was marked "(updated in #3)"
// — and under a budget an updated line is the first to go.
func TestSkeptic45AtTheStageOrAtTheBeginningIsNoNewPlace(t *testing.T) {
	for _, c := range [][2]string{
		{"My mother is at the Sunrise care home in Leeds since March.", "My mother is at the point where she barely recognizes me."},
		{"The car is in the garage at Mendig for the brakes.", "The car is at the stage where every repair costs more than it is worth."},
		{"The reception is at the Kalipay resort in Panglao.", "The reception is at the beginning of the evening, after the photos."},
	} {
		got := remembered(t, said(c[0], "A: Noted.", c[1], "A: Noted."))
		if strings.Contains(got, "(updated in") {
			t.Errorf("%q marks the place before it updated:\n%s", c[1], got)
		}
	}
}

// People drop the "I" when they tell of a trouble: "Keep getting the same
// error every time I open the banking app" is news of a problem, not an
// order to the assistant. "every time" now makes any clause that opens with
// "keep", "call…" an order that lasts, so these became standing rules.
func TestSkeptic45KeepGettingTheSameErrorEveryTimeIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"Keep getting the same error every time I open the banking app.",
		"Keep forgetting my PIN every time I stand at the cash machine.",
		"Calling the surgery every time gets me the same recorded message.",
	)
}

// Spanish drops the subject, and its third person is the informal
// imperative: "Llama cada vez que hay truenos" after "Mi madre está muy
// asustada con las tormentas" is what the mother does. With "cada vez" it
// became a rule ("call every time it thunders"), and the line about the
// mother, kept before, was dropped for it; "Usa el mío cada vez que viene"
// (the brother) became a rule too.
func TestSkeptic45SpanishThirdPersonWithCadaVezIsNoRule(t *testing.T) {
	mother := "Mi madre está muy asustada con las tormentas. Llama cada vez que hay truenos."
	never31(t, session.LedgerRule,
		mother,
		"Mi hermano no tiene coche. Usa el mío cada vez que viene a Madrid y lo deja sin gasolina.",
		"Mi profe de alemán es un sol. Explica cada vez todo dos veces.",
	)
	if !someLineHolds(mother, "asustada") {
		t.Errorf("the mother's fear is lost: %q", kinded(read31(mother)))
	}
}

// Colloquial German puts the verb first and the "ich" after it: "Erkläre
// ich meinem Vater jedes Mal, aber er vergisst es wieder" is what the person
// does, not an order. With "jedes Mal" it became a rule.
func TestSkeptic45GermanVerbFirstStatementWithJedesMalIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"Erkläre ich meinem Vater jedes Mal, aber er vergisst es wieder.",
		"Schreib ich mir jedes Mal auf, sonst vergess ich's.",
	)
}

// "Das mit X kannste vergessen" is everyday German for "X is off": news of
// a plan, not a take-back of an instruction to the assistant (the change's
// own comment rules out "Dass mein Bruder pünktlich kommt, kannst du
// vergessen", which says the same). These became rules.
func TestSkeptic45DasMitKannsteVergessenIsNewsOfAPlan(t *testing.T) {
	never31(t, session.LedgerRule,
		"Das mit dem Urlaub im Mai kannste vergessen, mein Chef hat nein gesagt.",
		"Das mit dem Grillen am Samstag kannst du vergessen, es soll den ganzen Tag regnen.",
		"Das mit der Wohnung in der Südstadt können Sie vergessen, die ist schon weg.",
		"Das mit dem Gardasee kannste vergessen, wir fahren jetzt im Juni nach Kroatien.",
	)
}

// The formal "olvídese" is what a doctor, a mechanic or an official says to
// the person, so it comes quoted more than said to the assistant: "El
// mecánico me dijo: olvídese de ese coche" is the mechanic's advice (a fact
// of the car), not an instruction taken back. It became a rule.
func TestSkeptic45QuotedOlvideseIsNoTakeBack(t *testing.T) {
	never31(t, session.LedgerRule,
		"El mecánico me dijo: olvídese de ese coche, no vale la pena arreglarlo.",
	)
}

// A head that says someone else could not solve it ("Der Klempner konnte
// das Problem nicht lösen: …", "The garage still haven't solved the rattle:
// …") does not make what follows the person's open question: "wir müssen
// die ganze Leitung tauschen", "I have to take the car to the dealer on
// Monday" are what is settled now. They became open questions ("nicht
// lösen" and "haven't solved" hold both a not-knowing and a solving).
func TestSkeptic45SomeoneElseCouldNotSolveItIsNoOpenQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Der Klempner konnte das Problem nicht lösen: wir müssen die ganze Leitung tauschen, nächste Woche kommt die Firma.",
		"Die Handwerker konnten die Feuchtigkeit nicht lösen: wir müssen bis Ende März ausziehen.",
		"The garage still haven't solved the rattle: I have to take the car to the dealer in Graz on Monday.",
	)
}

// In a conversation whose messages mostly open with a bracket of the time
// in words, a bracket that says something of its own ("(Nachtrag:
// Tierarzt heißt Dr. Hofer)", "[new code: 4471]") is what the person says,
// not the label: it was stripped, so the vet's name and the padlock's new
// code were lost ("Der kommt am Freitag …" without who).
func TestSkeptic45ABracketWithAFactOfItsOwnStays(t *testing.T) {
	got := remembered(t, said(
		"(viertel acht in der Früh) Die Hühner haben heute sechs Eier gelegt.", "A: Schön.",
		"(halb zehn, Kaffeepause) Der Zaun hinten am Hang ist wieder kaputt.", "A: Oje.",
		"(kurz nach zwölf) Mittag gibt's bei der Oma.", "A: Guten Appetit.",
		"(Nachtrag: Tierarzt heißt Dr. Hofer) Der kommt am Freitag wegen der Ziege.", "A: Gut.",
		"(spät am Abend) Alles erledigt für heute.", "A: Gute Nacht.",
	))
	if !strings.Contains(got, "Hofer") {
		t.Errorf("the vet's name is lost:\n%s", got)
	}
	got = remembered(t, said(
		"[shed 12°C] Seedlings look fine.", "A: Good.",
		"[shed 9°C] Cold night, covered the trays.", "A: Good.",
		"[new code: 4471] The padlock on the shed is changed.", "A: Noted.",
		"[shed 14°C] Potted on the tomatoes.", "A: Good.",
	))
	if !strings.Contains(got, "4471") {
		t.Errorf("the padlock's new code is lost:\n%s", got)
	}
}

// A log the person keeps opens each message with what they measured or did
// ("Weight 84.2 kg, BP 141/92 · …", "Ran 5 km in 31:40 · …"): six words
// before a mark, the same skeleton in every message. With six-word labels
// allowed (for "PH 06:40 | DXB 02:40 ·"), these readings were stripped as
// a label, so the blood pressure and the run times were lost, and "Walked
// to the allotment and back" with them.
func TestSkeptic45ALogsReadingsAreNoSixWordLabel(t *testing.T) {
	got := remembered(t, said(
		"Weight 84.2 kg, BP 141/92 · Started the new tablets today, Ramipril 5 mg.", "A: Noted.",
		"Weight 83.9 kg, BP 138/90 · Walked to the allotment and back.", "A: Good.",
		"Weight 83.1 kg, BP 132/86 · Dr Okafor wants a blood test on the 14th.", "A: Noted.",
		"Weight 82.6 kg, BP 127/83 · Felt dizzy after lunch, sat down for a bit.", "A: Take care.",
	))
	for _, want := range []string{"141/92", "127/83"} {
		if !strings.Contains(got, want) {
			t.Errorf("the reading %q is lost:\n%s", want, got)
		}
	}
	got = remembered(t, said(
		"Ran 5 km in 31:40 · legs heavy, new shoes from Decathlon.", "A: Nice.",
		"Ran 8 km in 49:05 · along the canal to Hebden Bridge.", "A: Great.",
		"Ran 6 km in 35:12 · with Priya from work.", "A: Nice.",
		"Ran 10 km in 58:30 · first ten, training for the Leeds half in May.", "A: Well done.",
	))
	for _, want := range []string{"31:40", "58:30"} {
		if !strings.Contains(got, want) {
			t.Errorf("the run %q is lost:\n%s", want, got)
		}
	}
}

// After a take-back of a plan ("Olvídate de lo del hotel en Cusco, ya está
// reservado"), a wish about one pasted text ("Necesito que me expliques con
// detalle el contrato de alquiler que te pegué abajo") is a one-off task,
// not a standing way to answer: it became a rule. (Said in English, "Now I
// need you to explain the rental contract below in detail", it is none.)
func TestSkeptic45AWishAboutOneTextAfterAPlanTakenBackIsNoRule(t *testing.T) {
	for _, c := range [][2]string{
		{"Olvídate de lo del hotel en Cusco, ya está reservado. Necesito que me expliques con detalle el contrato de alquiler que te pegué abajo.", "contrato"},
		{"Olvídese de lo del hotel, mi hija ya lo reservó. Necesito que me explique con detalle la factura de la luz de este mes.", "factura"},
	} {
		if ruleWith(c[0], c[1]) {
			t.Errorf("%q: the one-off wish is a rule: %q", c[0], kinded(read31(c[0])))
		}
	}
}
