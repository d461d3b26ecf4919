package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of 75a93a0 (stop 72). REGRESSION tests pass at ccf34fe and fail at
// 75a93a0; STILL MISSED tests fail at both. The file is self-contained
// (often72a, oftenDE72a copy the helpers of memory_reading72_test.go, which
// ccf34fe does not have).

func often72a(words ...string) []string {
	var out []string
	for _, w := range words {
		out = append(out, "Talked to "+w+" again today about the plans.", "A: Ok.", "Also "+w+" rang twice, nothing new.", "A: Ok.",
			"Sigo esperando a "+w+", como siempre.", "A: Ok.")
	}
	return out
}

func oftenDE72a(words ...string) []string {
	var out []string
	for _, w := range words {
		out = append(out, "Heute war ich mit dem "+w+" wieder beim Bäcker, die Brezn waren aus und der Kaffee kalt.", "A: Ok.",
			"Der "+w+" ist wie immer Thema beim Stammtisch, der Wirt lacht schon.", "A: Ok.",
			"Am Abend hab ich den "+w+" noch mal angeschaut, mit Taschenlampe und Bier.", "A: Ok.",
			"Meine Mama fragt auch jeden Tag nach dem "+w+", als wär das ihr Projekt.", "A: Ok.")
	}
	return out
}

// REGRESSION (change 4, shortBan after an order on suggesting). The person
// typed "When you suggest recipes, keep them under 30 minutes. No news from
// Tom." (and the same in German and Spanish): the second sentence is news
// (Tom has not answered), a fact — at ccf34fe it was a fact; now it is an
// instruction to the assistant, because it is a short "no …" after an order
// that names suggesting.
func TestSkeptic72aNewsAfterAnOrderOnSuggestionsIsNoInstruction(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"When you suggest recipes, keep them under 30 minutes. No news from Tom.", "No news from Tom"},
		{"Wenn du mir Rezepte vorschlägst, bitte nur vegetarische. Keine Antwort von Tom.", "Keine Antwort von Tom"},
		{"Cuando me recomiendes restaurantes, que sean baratos. Sin noticias de Tom.", "Sin noticias de Tom"},
	} {
		if k := kindWith(c.text, "A: Noted.", c.key); k == session.LedgerRule {
			t.Errorf("%q: %q is read as an instruction", c.text, c.key)
		}
	}
}

// REGRESSION (change 6, banFromNow with writing words). The person typed a
// house rule for the family: "Ab jetzt keine Kraftausdrücke mehr vor den
// Kindern, die plappern alles nach." / "A partir de ahora, nada de
// palabrotas delante de los niños." — no swearing in front of the children,
// a fact about the household, not an order on the assistant's answers
// (ccf34fe: fact). And "Ab sofort keine Fremdwörter mehr im Vereinsheft, hat
// der Vorstand beschlossen." is the club board's decision (ccf34fe:
// decision). Now all three are instructions to the assistant, since
// "Kraftausdrücke", "palabrotas" and "Fremdwörter" count as what answers
// may be told to leave out.
func TestSkeptic72aAHouseRuleOnSwearingIsNoInstruction(t *testing.T) {
	for _, c := range []struct {
		text, key string
		want      session.LedgerKind
	}{
		{"Ab jetzt keine Kraftausdrücke mehr vor den Kindern, die plappern alles nach.", "Kraftausdrücke", session.LedgerFact},
		{"A partir de ahora, nada de palabrotas delante de los niños.", "palabrotas", session.LedgerFact},
		{"Ab sofort keine Fremdwörter mehr im Vereinsheft, hat der Vorstand beschlossen.", "Vereinsheft", session.LedgerDecision},
	} {
		if k := kindWith(c.text, "A: Ok.", c.key); k != c.want {
			t.Errorf("%q is read as %v, not %v", c.text, k, c.want)
		}
	}
}

// REGRESSION (change 8, a big question under a head of up to 12 words). The
// person tells an anecdote: "Big question from my five year old in the car
// this morning: where do babies come from?", "Big question on the quiz last
// night at the Red Lion: what's the capital of Australia?" — a child's
// question, a quiz question; nothing the person has to settle. ccf34fe kept
// them as facts; now they are the person's open questions.
func TestSkeptic72aSomeoneElsesBigQuestionIsNoOpenQuestion(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Big question from my five year old in the car this morning: where do babies come from?", "babies"},
		{"Big question on the quiz last night at the Red Lion: what's the capital of Australia?", "Australia"},
	} {
		if k := kindWith(c.text, "A: Ha!", c.key); k == session.LedgerQuestion {
			t.Errorf("%q is read as an open question", c.text)
		}
	}
}

// REGRESSION (change 5, pastWorryHead). The person sighs about the world:
// "My biggest worry: I don't know how young couples afford a wedding these
// days." / "Biggest headache of living here: I don't know how anyone affords
// a house in this town." — a wonder that asks nothing (the commit's own
// comment names "I don't know how people afford London rents" as one),
// kept as a fact at ccf34fe; now an open question because a worry noun
// heads it.
func TestSkeptic72aAWonderUnderAWorryHeadIsNoOpenQuestion(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"My biggest worry: I don't know how young couples afford a wedding these days.", "young couples"},
		{"Biggest headache of living here: I don't know how anyone affords a house in this town.", "this town"},
	} {
		if k := kindWith(c.text, "A: True.", c.key); k == session.LedgerQuestion {
			t.Errorf("%q is read as an open question", c.text)
		}
	}
}

// REGRESSION (change 7, "ungeklärt" is not knowing). The person tells a
// family story: "Ungeklärt ist bis heute, wer 1995 auf Tante Gerdas Hochzeit
// die Torte umgeworfen hat." — a running joke about the past, no question
// to settle (ccf34fe: fact). Now an open question.
func TestSkeptic72aAnOldMysteryIsNoOpenQuestion(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Ungeklärt ist bis heute, wer 1995 auf Tante Gerdas Hochzeit die Torte umgeworfen hat.", "Torte"},
		{"Ungeklärt ist bis heute, wer 1987 Opas Moped geklaut hat.", "Moped"},
	} {
		if k := kindWith(c.text, "A: Haha.", c.key); k == session.LedgerQuestion {
			t.Errorf("%q is read as an open question", c.text)
		}
	}
}

// REGRESSION (change 10, "se va a la …" is located). The person said where
// Pepe's shop is, then later: "La tienda de Pepe se va a la ruina con estos
// alquileres, dice mi madre." ("is going to ruin", an idiom). The shop has
// not moved: its place should stay as said (ccf34fe), but now the line
// that says where it is is marked updated by the idiom, as if it had moved.
func TestSkeptic72aGoingToRuinMovesNoShop(t *testing.T) {
	got := remembered(t, said(
		"La tienda de Pepe está en la calle Mayor, junto al banco.", "A: Ok.",
		"La tienda de Pepe se va a la ruina con estos alquileres, dice mi madre.", "A: Vaya.",
	))
	for _, l := range strings.Split(got, "\n") {
		if strings.Contains(l, "calle Mayor") && strings.Contains(l, "updated") {
			t.Errorf("where the shop is, is marked updated by an idiom: %q\n%s", l, got)
		}
	}
}

// REGRESSION (change 3, wantsBadly with "nicht"). After a fact, the person
// adds German filler: "Ich möchte es nicht beschreien." ("I don't want to
// jinx it"), "Man will ja nicht undankbar sein." Nothing to keep — ccf34fe
// kept only the fact; now each filler line is kept as a liking (weighted
// like a value).
func TestSkeptic72aGermanFillerWithNichtIsNoLiking(t *testing.T) {
	for _, c := range []struct{ text, filler string }{
		{"Die Übergabe ist am 3. März um 10 Uhr mit Herrn Brandl. Ich möchte es nicht beschreien.", "beschreien"},
		{"Die Übergabe ist am 3. März um 10 Uhr mit Herrn Brandl. Man will ja nicht undankbar sein.", "undankbar"},
	} {
		if got := read31(c.text); holds57(got, c.filler) {
			t.Errorf("%q: the filler is kept: %v", c.text, got)
		}
	}
}

// STILL MISSED (change 3, wantsBadly / bannedItems). What someone will not
// have, said a little differently from the commit's cases, is still lost
// beside a line that names someone, when their name is old in the
// conversation: "Die Vroni will auf keinen Fall ihr Foto in der Zeitung
// sehen." (the commonest German way: "auf keinen Fall"); "Nana was very
// clear on one thing: no photos of her, no fuss." (a head of seven words);
// "The caretaker was very clear: no confetti and no candles, …" (joined by
// "and"). Each should be kept.
func TestSkeptic72aWhatSomeoneWillNotHaveSaidOtherwiseIsStillLost(t *testing.T) {
	before := append(oftenDE72a("Vroni"), often72a("caretaker", "Nana")...)
	for _, c := range []struct {
		text string
		key  []string
	}{
		{"Der Bürgermeister Kastner kommt auch. Die Vroni will auf keinen Fall ihr Foto in der Zeitung sehen.", []string{"Vroni", "keinen Fall"}},
		{"Jim Doyle from the parish council is coming too. Nana was very clear on one thing: no photos of her, no fuss.", []string{"no photos"}},
		{"Jim Doyle from the parish council is coming too. The caretaker was very clear: no confetti and no candles, the hall's insurance won't cover it.", []string{"no confetti"}},
	} {
		if got := linesOf57(before, c.text); !holds57(got, c.key...) {
			t.Errorf("%q: no line holds %v: %v", c.text, c.key, got)
		}
	}
}

// STILL MISSED (change 5, not knowing under a named worry). The same as the
// commit's "my biggest worry: I still don't know who …", in German and
// Spanish and with another English worry word: "Meine größte Sorge: ich weiß
// noch nicht, wer den Bus zurückfährt." and "Mi mayor preocupación: no sé
// quién va a llevar a la abuela al aeropuerto." stay facts (the worry nouns
// know only "größte sorge ist", "la mayor preocupación"); "My one worry: I'm
// not sure the van is big enough for the sofa." is lost altogether. Each is
// the person's open question.
func TestSkeptic72aNotKnowingUnderAWorryHeadStillMissed(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Meine größte Sorge: ich weiß noch nicht, wer den Bus zurückfährt.", "Bus"},
		{"Mi mayor preocupación: no sé quién va a llevar a la abuela al aeropuerto.", "aeropuerto"},
		{"My one worry: I'm not sure the van is big enough for the sofa.", "sofa"},
	} {
		if k := kindWith(c.text, "A: Hmm.", c.key); k != session.LedgerQuestion {
			t.Errorf("%q is read as %q, not an open question", c.text, k)
		}
	}
}

// STILL MISSED (change 6, banFromNow with a please). The commit reads "Noch
// was: Ab jetzt bitte keine Anglizismen." as an instruction, but not the
// please put first, nor a head of four words, nor English with a comma:
// "Bitte ab jetzt keine Anglizismen mehr." (fact), "Und noch eine Sache: ab
// jetzt bitte keine Anglizismen mehr." (fact, head cut off), "Please, from
// now on, no anglicisms." (lost). Each is an instruction on the answers.
func TestSkeptic72aABanFromNowWithAPleaseStillMissed(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Bitte ab jetzt keine Anglizismen mehr.", "Anglizismen"},
		{"Und noch eine Sache: ab jetzt bitte keine Anglizismen mehr.", "Anglizismen"},
		{"Please, from now on, no anglicisms.", "anglicisms"},
	} {
		if k := kindWith(c.text, "A: Understood.", c.key); k != session.LedgerRule {
			t.Errorf("%q is read as %q, not an instruction", c.text, k)
		}
	}
}

// STILL MISSED (change 1, a liking of "he"/"she" joins by its first clause).
// The commit's "Marta, she's 9, has decided … She hates anything on her
// head, always has, …" joins; with "My niece" before the name, or a "but"
// in the sentence before, it does not: "My niece Chloe, she's 15, is coming
// … She hates mushrooms, always has, picks them out of everything." keeps
// "She hates mushrooms" on a line without Chloe; likewise Derek and dogs.
func TestSkeptic72aALikingOfSheAfterALongSentenceStillMissed(t *testing.T) {
	t.Skip("still missed at stop 72: a note for the next stop (docs/evaluation.md, stop 72)")
	for _, c := range []struct {
		text string
		key  []string
	}{
		{"My niece Chloe, she's 15, is coming to stay for half term while her parents are in Lisbon, arriving Friday evening. She hates mushrooms, always has, picks them out of everything.", []string{"Chloe", "mushrooms"}},
		{"Derek, he's 80, has offered to feed the cat while we're in Crete, but only if we leave the key with Lucy. He hates dogs, always has, so Bruno goes to the kennels in Thame.", []string{"Derek", "hates dogs"}},
	} {
		if got := read31(c.text); !holds57(got, c.key...) {
			t.Errorf("%q: no line holds %v: %v", c.text, c.key, got)
		}
	}
}

// STILL MISSED (change 11, a full name after a "found" head). The commit
// joins "Zimmerer gefunden! Korbinian Aschauer …"; the Spanish head and an
// English "Finally found …" are still read apart, so the line of the person
// does not say what they were found for: "¡Fontanero encontrado! Juan Pérez
// viene el lunes a las nueve." and "Finally found a dog sitter! Anna Berg,
// 23, vet student, £15 a day."
func TestSkeptic72aWhoWasFoundStillApartFromWhatFor(t *testing.T) {
	for _, c := range []struct {
		text string
		key  []string
	}{
		{"¡Fontanero encontrado! Juan Pérez viene el lunes a las nueve.", []string{"Fontanero", "Juan Pérez"}},
		{"Finally found a dog sitter! Anna Berg, 23, vet student, £15 a day.", []string{"dog sitter", "Anna Berg"}},
	} {
		if got := read31(c.text); !holds57(got, c.key...) {
			t.Errorf("%q: no line holds %v: %v", c.text, c.key, got)
		}
	}
}

// STILL MISSED (change 2, a Spanish liking with its subject dropped past a
// short head). "La abuela Rosa viene a comer el domingo. Ojo: no puede subir
// escaleras." loses what Rosa cannot do altogether; "Eso sí, ha puesto una
// condición: odia el picante, …" (a head of five words) is not joined to
// Andreu, so the line says someone hates spice but not who.
func TestSkeptic72aASpanishLimitPastAShortHeadStillMissed(t *testing.T) {
	for _, c := range []struct {
		text string
		key  []string
	}{
		{"La abuela Rosa viene a comer el domingo. Ojo: no puede subir escaleras.", []string{"escaleras"}},
		{"Mi cuñado, Andreu, fontanero en Olot, traerá el cordero a la fiesta. Eso sí, ha puesto una condición: odia el picante, así que nada de guindillas.", []string{"Andreu", "odia el picante"}},
	} {
		if got := read31(c.text); !holds57(got, c.key...) {
			t.Errorf("%q: no line holds %v: %v", c.text, c.key, got)
		}
	}
}
