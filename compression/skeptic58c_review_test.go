package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A third review of stop 58 (f93bfb9, after the second review's fixes and
// droppedSubject): readings its changes made worse than at f5aad04. Each
// test fails at f93bfb9 and passes at f5aad04. The sentences are this
// file's own.

// A limit on each answer said bare — "Only one question per message", "Max
// 100 words per answer", "Nur eine Frage pro Nachricht", "Máximo cinco
// líneas por respuesta" — is the commonest way to give it, yet perAnswer
// now takes a bare limit ("only", "just", "max", "at most", "nur",
// "höchstens", "solo", "máximo") for an order only with a please or a
// "me"/"mir"/"mich". The standing instruction is lost: read as a fact, as
// nothing at all, or ("Nur eine Frage pro Nachricht") as an open question
// of the person's; the model goes back to long answers full of questions.
// (What made "Only 50 words per answer in the Irish exam" a fact is the
// exam named after it, not the missing please.)
func TestSkeptic58cABareLimitPerAnswerIsStillAnOrder(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Only one question per message.",
		"Just one suggestion per reply.",
		"Max 100 words per answer.",
		"At most three bullet points per answer.",
		"Nur eine Frage pro Nachricht.",
		"Höchstens drei Punkte pro Antwort.",
		"Solo una pregunta por mensaje.",
		"Máximo cinco líneas por respuesta.",
	)
}

// stillToDo's new "see", "miss", "lose" are phrases, and marks lets a
// phrase end inside a word: "see" marks the German lake "am See", "am
// Seeufer" and "seeds", "miss" marks "Mission" and "Miss Mabel's" — and
// "We'll see the matinee" is seeing a play, the plan itself, not "we'll
// see" (wait and see). The new choice after a change of plan is no longer a
// decision: read as a plain fact (which an update of the old plan does not
// outrank), or ("We'll see the matinee, the evening one is sold out") not
// read at all — the person loses what they now do.
func TestSkeptic58cAPlaceOrASightAfterAChangeOfPlanIsStillADecision(t *testing.T) {
	readAs(t, session.LedgerDecision,
		"Change of plan for Saturday. We'll see the matinee, the evening one is sold out.",
		"Change of plan for Saturday. We're going to see the matinee at the Lyceum.",
		"Planänderung bei der Hochzeit. Wir machen den Sektempfang am See.",
		"Planänderung beim Betriebsausflug. Wir machen das Grillfest am Seeufer in Prien.",
		"Change of plan for the reunion. We'll hold it at the Mission Inn on the seafront.",
		"Change of plan with the back garden. We'll sow wildflower seeds and skip the turf.",
		"Changed my mind about the cake. I'll get the lemon one from Miss Mabel's bakery.",
	)
}

// Indignation at how anyone can be so rude does not need "so" right after
// "be" or "tan" right after "ser": "be quite so rude", "so unglaublich
// unverschämt sein", "puede ser la gente tan cotilla" put a word between,
// and admires now asks for the words side by side. The exclamation is read
// as an open question of the person's, which the model is told is still to
// be answered (how a grown man can be so petty).
func TestSkeptic58cIndignationWithAWordBetweenAsksNothing(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"I honestly don't know how anyone can be quite so rude to a waiter.",
		"I don't know how a grown man can be quite so petty.",
		"Ich weiß nicht, wie man so unglaublich unverschämt sein kann.",
		"Keine Ahnung, wie man so unglaublich unverschämt sein kann.",
		"No sé cómo puede ser la gente tan cotilla.",
	)
}

// A shrug joined on with "and" — "…, und es ist mir egal", "…, y me da
// igual" — or said with an adverb first ("…, honestly don't care",
// "…, frankly doesn't matter") waves the whole question off: it has no
// subject of its own. shrugOpeners lists no "und", "y", "honestly",
// "frankly", so these are read as open questions again: the model is told
// the person still wants to know who comes on Saturday or who wins the
// league, and may bring it up.
func TestSkeptic58cAShrugAfterAndStillWavesTheQuestionOff(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Keine Ahnung, wer am Samstag alles kommt, und es ist mir egal.",
		"No sé quién gana la liga este año, y me da igual.",
		"No idea who's coming to the meeting, honestly don't care.",
		"No idea what he wants from me, frankly doesn't matter.",
	)
}

// "Keine Ahnung, von wo …", "von wann bis wann …": the "von" belongs to the
// question word after it, not to "keine Ahnung von Computern". wonders now
// stops at any "von" right after "keine Ahnung" (commas are gone in
// plainWords), so where the shuttle leaves from or when the recycling yard
// opens is read as a fact — and, cut before "von", as a statement ("von wo
// der Shuttle zum Flughafen abfährt."). The person's open question is lost.
func TestSkeptic58cVonBeforeAQuestionWordStillAsks(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Keine Ahnung, von wo der Bus nach Cuxhaven abfährt.",
		"Wir haben keine Ahnung, von wo der Shuttle zum Flughafen abfährt.",
		"Ich hab keine Ahnung, von wo aus die Wanderung am Sonntag startet.",
		"Keine Ahnung, von wann bis wann der Wertstoffhof samstags offen hat.",
	)
}

// One short ban after a ban of the person's is more of the order, and four
// words are short enough: "No more pep talks.", "No pep talks please.",
// "Nada de charlas motivacionales." The three-word limit (against "No
// speeches on Saturday") drops them: read as nothing or as a fact, and the
// model is not told to stop the pep talks. (A day or a place, not the
// count of words, is what made "No speeches on Saturday" no order.)
func TestSkeptic58cAFourWordBanAfterABanIsStillAnOrder(t *testing.T) {
	for _, c := range []struct{ text, ban string }{
		{"Please don't end every answer with a motivational quote. No more pep talks.", "No more pep talks"},
		{"Don't tell me to believe in myself. No pep talks please.", "No pep talks"},
		{"Don't tell me to believe in myself. No more motivational speeches.", "No more motivational speeches"},
		{"No me des ánimos al final de cada respuesta. Nada de charlas motivacionales.", "Nada de charlas"},
	} {
		if !readAs52(c.text, session.LedgerRule, c.ban) {
			t.Errorf("%q: %q is no instruction: %v", c.text, c.ban, read31(c.text))
		}
	}
}

// "Toma nota", "Toma en cuenta que …", "Prueba a buscarme …" are the
// person's imperatives to the assistant ("take note", "bear in mind",
// "try to find me"), not a dropped-subject "toma"/"prueba" of the person
// the sentence before names: droppedSubject takes any sentence opening
// with a word of dropLikes for a liking of that person, without looking
// for a subject the sentence names itself (old: a name before the pronoun
// said it was someone else's). So the husband's and Leo's food is put on
// mother-in-law Carmen's line, two people's things on one line; and when
// the two are too long for one, fitToJoin cuts the liking at a comma and
// the rest ("así que nada de alioli", what the person wants cooked) is
// lost.
func TestSkeptic58cAnImperativeIsNoDroppedSubject(t *testing.T) {
	for _, c := range []struct{ text, other string }{
		{"Mi suegra Carmen viene a cenar con nosotros. Toma nota: mi marido odia el cilantro.", "marido"},
		{"Mi suegra Carmen viene a cenar. Toma en cuenta que mi hijo Leo no come gluten.", "Leo"},
		{"Mi suegra Carmen viene a cenar. Prueba a buscarme un postre sin lactosa, que mi hija es intolerante.", "hija"},
	} {
		if oneLine57(c.text, "Carmen", c.other) {
			t.Errorf("%q: Carmen and %s's liking are one line: %v", c.text, c.other, read31(c.text))
		}
	}
	const text = "Mi suegra Carmen se queda con nosotros toda la semana que viene. Toma en cuenta que mi hijo Leo, el pequeño, no come gluten ni lactosa, y que mi marido no soporta el picante ni el ajo crudo, así que nada de alioli."
	if !oneLine57(text, "nada de alioli") {
		t.Errorf("%q: no line holds what is not to be cooked: %v", text, read31(text))
	}
}

// "Puede que …" is "maybe", no "puede" of someone's; droppedSubject takes
// it for a liking of the person the sentence before names. Joined onto
// Carmen's line, the sentence is too long and fitToJoin cuts it at a comma:
// "odia el olor a tabaco y no come nada frito" stands alone, a liking of no
// one, where it was on one line with the "ella" it is said of.
func TestSkeptic58cPuedeQueIsNoDroppedSubject(t *testing.T) {
	const text = "Mi suegra Carmen se queda con nosotros toda la semana que viene. Puede que mi marido ni la vea con lo que trabaja, pero ella no soporta el ruido de la obra de los vecinos, odia el olor a tabaco y no come nada frito."
	if !oneLine57(text, "ella", "no come nada frito") {
		t.Errorf("%q: what she will not eat is cut from whom it is said of: %v", text, read31(text))
	}
}
