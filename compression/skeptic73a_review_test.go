package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of e7aac4f (the first review of stop 72). REGRESSION tests pass at
// 57bd557 and fail at e7aac4f; STILL MISSED tests fail at both. Helpers:
// read31 (skeptic31_review_test.go), linesOf57 and holds57
// (memory_reading57_test.go), kindWith (memory_reading71_test.go), often72a
// (skeptic72a_review_test.go) — all present at both commits.

// REGRESSION (change 2, banFromNow takes a head of up to five words). A
// workplace rule the person reports — "New rule at work: from now on, no
// jokes in the team chat." — is the office's rule for the team chat, not an
// order on the assistant's answers. At 57bd557 it was a fact (the head of
// four words was too long to be cut off); now the head is cut off and what
// is left, "from now on, no jokes …", is a ban on the assistant: the model is
// told, as a standing instruction, never to joke again.
func TestSkeptic73aSomeoneElsesRuleFromNowIsNoInstruction(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"New rule at work: from now on, no jokes in the team chat.", "team chat"},
		{"Neue Regel im Büro: ab jetzt keine Witze mehr im Teamchat.", "Teamchat"},
		{"Nueva norma en el trabajo: a partir de ahora, nada de chistes en el chat.", "chistes"},
	} {
		if k := kindWith(c.text, "A: Ok.", c.key); k == session.LedgerRule {
			t.Errorf("%q: the office's rule is read as an instruction to the assistant", c.text)
		}
	}
}

// REGRESSION (change 4, joins past a lead-in: opensPastLead). "Ah," is one
// of dropLeads, so a sentence opening "Ah, …" now joins the one before even
// when it is about someone else: "Tom's flight lands at 9:40 on Friday. Ah,
// Sarah is allergic to cats." becomes one line, as if Tom's flight and
// Sarah's allergy were one subject (an update of the flight time would mark
// Sarah's allergy as old). At 57bd557 they were two lines.
func TestSkeptic73aAhDoesNotJoinTwoPeople(t *testing.T) {
	for _, c := range []struct{ text, one, other string }{
		{"Tom's flight lands at 9:40 on Friday. Ah, Sarah is allergic to cats.", "Tom", "Sarah"},
		{"Der Klempner kommt am Montag um neun. Ah, die Nachbarin will keinen Lärm vor zehn.", "Klempner", "Nachbarin"},
	} {
		got := read31(c.text)
		if holds57(got, c.one, c.other) {
			t.Errorf("%q: %s and %s are joined on one line: %v", c.text, c.one, c.other, got)
		}
		if !holds57(got, c.other) {
			t.Errorf("%q: no line holds %s: %v", c.text, c.other, got)
		}
	}
}

// REGRESSION (change 4, joins past a lead-in). The Spanish "Eso sí," before
// a sentence about another person: "Mi hermano Pablo llega el viernes a las
// 8. Eso sí, mi cuñada no come carne." is now one line (Pablo's arrival and
// the sister-in-law's diet), and "El catering lo lleva Rosa, 25 euros por
// persona. Eso sí, Javier no come pescado." joins Rosa's catering price with
// Javier's diet — a new price for the catering would mark Javier's "no
// fish" as outdated. At 57bd557 each was two lines.
func TestSkeptic73aEsoSiDoesNotJoinTwoPeople(t *testing.T) {
	for _, c := range []struct{ text, one, other string }{
		{"Mi hermano Pablo llega el viernes a las 8. Eso sí, mi cuñada no come carne.", "Pablo", "cuñada"},
		{"El catering lo lleva Rosa, 25 euros por persona. Eso sí, Javier no come pescado.", "Rosa", "Javier"},
		{"Ha llamado el fontanero, viene el lunes a las nueve. Eso sí, la vecina del tercero no quiere ruido antes de las diez.", "fontanero", "vecina"},
	} {
		got := read31(c.text)
		if holds57(got, c.one, c.other) {
			t.Errorf("%q: %s and %s are joined on one line: %v", c.text, c.one, c.other, got)
		}
		if !holds57(got, c.other) {
			t.Errorf("%q: no line holds %s: %v", c.text, c.other, got)
		}
	}
}

// REGRESSION (change 1, unsure after a worry head). A worry the same
// sentence settles — "My one worry: not sure the old van would make it, so
// we decided to hire a bigger one from Sixt." — was a decision at 57bd557;
// now unsure() fires past the head, which both blocks the decision and
// makes it an open question, so the model is told the van is still to be
// worked out and the hire decision is gone. The same in Spanish.
func TestSkeptic73aWorrySettledInTheSameSentenceStaysADecision(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"My one worry: not sure the old van would make it, so we decided to hire a bigger one from Sixt.", "Sixt"},
		{"Mi mayor preocupación: no sé si llegaremos a tiempo, así que hemos decidido salir el jueves.", "jueves"},
	} {
		if k := kindWith(c.text, "A: Ok.", c.key); k != session.LedgerDecision {
			t.Errorf("%q is read as %q, not a decision", c.text, k)
		}
	}
}

// REGRESSION (change 1, unsure after a worry head). "not sure it's a big
// deal, but …" is a disclaimer before news; unsure() skips such disclaimers
// after "whether"/"if", but the new worry-head path does not: "My main
// concern: not sure it's a big deal, but the boiler is 15 years old." and
// "Mi única preocupación: no sé si importa, pero mi padre es alérgico a la
// penicilina." are now open questions instead of facts (57bd557: fact).
func TestSkeptic73aDisclaimerUnderAWorryHeadIsNoQuestion(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"My main concern: not sure it's a big deal, but the boiler is 15 years old.", "boiler"},
		{"Mi única preocupación: no sé si importa, pero mi padre es alérgico a la penicilina.", "penicilina"},
	} {
		if k := kindWith(c.text, "A: Ok.", c.key); k == session.LedgerQuestion {
			t.Errorf("%q: the fact after a disclaimer is read as an open question", c.text)
		}
	}
}

// STILL MISSED (change 1, not sure under a worry head; fixed at stop 74:
// "biggest worry", "not really sure", and the clause kept after the head). The commit's own
// sentence a little shorter or with one more word: "My one worry: I'm not
// sure the van is big enough." keeps only the head ("My one worry") — what
// the worry is about is cut off; "My only worry: I'm not really sure the van
// is big enough for the sofa." is lost altogether; "Biggest worry: not sure
// the van is big enough for the sofa." (no "my") stays a fact.
func TestSkeptic73aNotSureUnderAWorryHeadSaidOtherwiseStillMissed(t *testing.T) {
	for _, text := range []string{
		"My one worry: I'm not sure the van is big enough.",
		"My only worry: I'm not really sure the van is big enough for the sofa.",
		"Biggest worry: not sure the van is big enough for the sofa.",
	} {
		if k := kindWith(text, "A: Hmm.", "van"); k != session.LedgerQuestion {
			t.Errorf("%q: the line with the van is read as %q, not an open question: %v", text, k, read31(text))
		}
	}
}

// STILL MISSED (change 2, a please before a ban from now on; fixed at stop
// 74: lead-in words and a please before "from now on"). With a
// little more before the please: "Oh and please, from now on, no emojis."
// (lost), "Ok, please from now on no anglicisms." (lost), "Und bitte ab jetzt
// keine Anglizismen mehr." (a fact). Each is an instruction on the answers.
func TestSkeptic73aBanFromNowAfterALeadAndAPleaseStillMissed(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Oh and please, from now on, no emojis.", "emojis"},
		{"Ok, please from now on no anglicisms.", "anglicisms"},
		{"Und bitte ab jetzt keine Anglizismen mehr.", "Anglizismen"},
	} {
		if k := kindWith(c.text, "A: Ok.", c.key); k != session.LedgerRule {
			t.Errorf("%q is read as %q, not an instruction", c.text, k)
		}
	}
}

// STILL MISSED (change 3, foundHead; fixed at stop 74: past who found and
// "finally", "por fin hemos", and never with a "not yet"). "Finally found a dog sitter!" now
// heads who was found, but "We finally found a dog sitter!" (the finder
// first, then "finally") and "¡Por fin hemos encontrado fontanero!" (the
// perfect, after "por fin") do not: the line says who is paid £15 a day or
// comes on Monday, not what for, and the head is lost.
func TestSkeptic73aWhoWasFoundSaidOtherwiseStillMissed(t *testing.T) {
	for _, c := range []struct {
		text string
		key  []string
	}{
		{"We finally found a dog sitter! Anna Berg, 23, vet student, £15 a day.", []string{"dog sitter", "Anna Berg"}},
		{"¡Por fin hemos encontrado fontanero! Juan Pérez viene el lunes a las nueve.", []string{"fontanero", "Juan Pérez"}},
	} {
		if got := read31(c.text); !holds57(got, c.key...) {
			t.Errorf("%q: no line holds %v: %v", c.text, c.key, got)
		}
	}
}

// STILL MISSED (change 4, a Spanish liking past a lead-in and a head; fixed
// at stop 74: a lead-in of up to three words, "ojo" one of them). The
// lead-in may be only two of dropLeads: "Pero eso sí, ha puesto una
// condición: odia el picante." (three words) and "Pero ojo, ha puesto una
// condición: …" ("ojo" is no lead) are still not joined to Andreu — the line
// says someone hates spice, not who.
func TestSkeptic73aASpanishLimitPastALongerLeadInStillMissed(t *testing.T) {
	const andreu = "Mi cuñado, Andreu, fontanero en Olot, traerá el cordero a la fiesta. "
	for _, text := range []string{
		andreu + "Pero eso sí, ha puesto una condición: odia el picante.",
		andreu + "Pero ojo, ha puesto una condición: odia el picante, así que nada de guindillas.",
	} {
		if got := read31(text); !holds57(got, "Andreu", "odia el picante") {
			t.Errorf("%q: no line holds Andreu and what he hates: %v", text, got)
		}
	}
}

// STILL MISSED (change 7, bannedItems; fixed at stop 74: "or", a stressing
// word before "no", a head of eight words). What the caretaker will not have,
// said a little differently from the commit's case, is still lost beside a
// line that names someone, the caretaker old in the conversation: "no
// confetti or candles" (joined by "or"), "no confetti and definitely no
// candles" (a word between "and" and "no"), "very clear about two things:"
// (a head of eight words).
func TestSkeptic73aWhatTheCaretakerWillNotHaveSaidOtherwiseStillLost(t *testing.T) {
	before := often72a("caretaker")
	for _, text := range []string{
		"Jim Doyle from the parish council is coming too. The caretaker was very clear: no confetti or candles, the hall's insurance won't cover it.",
		"Jim Doyle from the parish council is coming too. The caretaker was very clear: no confetti and definitely no candles, the hall's insurance won't cover it.",
		"Jim Doyle from the parish council is coming too. The caretaker was very clear about two things: no confetti and no candles, the hall's insurance won't cover it.",
	} {
		if got := linesOf57(before, text); !holds57(got, "no confetti") {
			t.Errorf("%q: no line holds what the caretaker will not have: %v", text, got)
		}
	}
}
