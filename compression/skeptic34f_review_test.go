package compression_test

import (
	"testing"

	"github.com/ollm/ollm/compression"
)

// A skeptic's review of eb6a4b9..325730e (instructions and their
// take-backs in other words, what is allowed again, instructions that share
// only how they are put, new words of saying): sentences people write where
// the current code does worse than eb6a4b9. Each test fails on 325730e and
// passes on eb6a4b9.

// Expected: garden tables, tax spreadsheets or floorboards that are fine now are news; the ban on tables in the answers stays current.
func TestSkeptic34fFurnitureOrSpreadsheetTablesFineNowKeepTheTableBan(t *testing.T) {
	for _, c := range []struct{ rule, fine, key string }{
		{"Please never use tables in your answers.", "The garden tables are fine now, Dad sanded them.", "tables"},
		{"Bitte verwende in deinen Antworten nie Tabellen.", "Die Tabellen für die Steuererklärung sind jetzt in Ordnung, danke.", "Tabellen"},
		{"Por favor, nunca uses tablas en tus respuestas.", "Las tablas del suelo ya están bien, las arregló mi padre.", "tablas"},
	} {
		got := remembered(t, said(c.rule, "A: Ok.", c.fine, "A: Good."))
		if !sentAsCurrent(got, 1, c.key) {
			t.Errorf("%q is lost or marked updated after %q:\n%s", c.rule, c.fine, got)
		}
	}
}

// Expected: an instruction repeated after "as I said" ("Wie gesagt", "Como te dije", "As I messaged you") is still an instruction.
func TestSkeptic34fAsISaidKeepsTheInstruction(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Wie gesagt: keine Emojis, bitte.", "Emojis"},
		{"Wie gesagt bitte immer auf Deutsch antworten.", "Deutsch"},
		{"Como te dije: nada de tablas, por favor.", "tablas"},
		{"As I messaged you yesterday: no tables.", "tables"},
	} {
		if s := said(c.text, "A: Ok."); !readAsRule(s, c.key) {
			t.Errorf("%q is not read as an instruction: %v", c.text, compression.Extract(s, []int{0}))
		}
	}
}

// Expected: what a child, a neighbour or a mother says to the person ("talk to me like an adult", "podrías …") is no instruction to the assistant.
func TestSkeptic34fWordsSaidToThePersonAreNoInstruction(t *testing.T) {
	for _, text := range []string{
		"My teenager keeps telling me: talk to me like an adult, Mum.",
		"Mi hija me dice siempre: háblame como a una persona mayor.",
		"Mein Sohn sagt immer: Rede mit mir wie mit einem Erwachsenen.",
		"Mi vecina siempre me dice: podrías regar más las plantas.",
	} {
		if s := said(text, "A: Ok."); readAsRule(s, "") {
			t.Errorf("%q is read as an instruction: %v", text, compression.Extract(s, []int{0}))
		}
	}
}

// Expected: a boss's new standing order to the person, reported after "said"/"gesagt"/"dijo", is no instruction to the assistant.
func TestSkeptic34fABossOrderFromNowOnIsNoInstruction(t *testing.T) {
	for _, text := range []string{
		"My boss said: call the clients every Friday from now on.",
		"Meine Chefin hat gesagt: Schreib ab jetzt jeden Bericht auf Englisch.",
		"Mi jefa dijo: usa siempre el correo de la empresa a partir de ahora.",
	} {
		if s := said(text, "A: Ok."); readAsRule(s, "") {
			t.Errorf("%q is read as an instruction: %v", text, compression.Extract(s, []int{0}))
		}
	}
}

// Expected: a "don't mention" in a warning from one's wife or a note to oneself or the babysitter is no instruction to the assistant.
func TestSkeptic34fADontMentionForSomeoneElseIsNoInstruction(t *testing.T) {
	for _, text := range []string{
		"My wife warned me: don't mention her age at the party.",
		"Note to self: don't mention the surprise party to Dad tomorrow.",
		"Note for the babysitter: don't mention the party to the kids.",
	} {
		if s := said(text, "A: Ok."); readAsRule(s, "") {
			t.Errorf("%q is read as an instruction: %v", text, compression.Extract(s, []int{0}))
		}
	}
}

// Expected: a please-order after a remark on oneself in the same clause ("my eyes are tired so please always …") is still an instruction, kept whole.
func TestSkeptic34fPleaseAfterARemarkOnOneselfIsStillAnInstruction(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Quick thing, my eyes are tired so please always make the answers large print.", "Quick thing"},
		{"Kurz noch, meine Augen sind schlecht also bitte immer große Schrift in den Antworten.", "Kurz noch"},
		{"Eine Sache noch, ich lese auf dem Handy also bitte immer kurze Antworten.", "Eine Sache"},
	} {
		if s := said(c.text, "A: Ok."); !readAsRule(s, c.key) {
			t.Errorf("%q is not read as an instruction: %v", c.text, compression.Extract(s, []int{0}))
		}
	}
}

// Expected: a new unit system or spelling for the answers, said the same way as the old one, marks the old instruction updated.
func TestSkeptic34fANewUnitSystemOrSpellingUpdatesTheOld(t *testing.T) {
	for _, c := range []struct{ rule, now, key string }{
		{"Please always use metric units in your answers.", "Please always use imperial units in your answers, I'm in the US now.", "metric"},
		{"Usa siempre el sistema métrico en tus respuestas.", "Usa siempre el sistema imperial en tus respuestas, ahora vivo en Estados Unidos.", "métrico"},
		{"Please write in British spelling.", "Please write in American spelling.", "British"},
		{"Escribe siempre con ortografía británica.", "Escribe siempre con ortografía americana.", "británica"},
	} {
		got := remembered(t, said(c.rule, "A: Ok.", c.now, "A: Ok."))
		if sentAsCurrent(got, 1, c.key) {
			t.Errorf("%q is still sent as current beside %q:\n%s", c.rule, c.now, got)
		}
	}
}

// Expected: news after a label with "no"/"solo"/"nur" a few words before "tables"/"tabla"/"Tabelle" (party tables, a surfboard, a spreadsheet) is no instruction.
func TestSkeptic34fNewsWithALimitBeforeTablesIsNoInstruction(t *testing.T) {
	for _, text := range []string{
		"Bad news: no more spare tables for the party.",
		"Aviso: solo queda una tabla de surf en la tienda.",
		"Stand heute: nur die alte Tabelle ist aktuell.",
	} {
		if s := said(text, "A: Ok."); readAsRule(s, "") {
			t.Errorf("%q is read as an instruction: %v", text, compression.Extract(s, []int{0}))
		}
	}
}
