package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of stop 99 (db8a1ca..e351e5b) by a skeptic helper. The tests named
// TestSkeptic99a<What> are regressions: each passes on db8a1ca and fails on
// e351e5b. The tests named TestSkeptic99aMiss<What> are misses: close
// phrasings of what the change set out to read that it still reads wrong
// (they fail on both). The sentences are this file's own.

// regression: passes on db8a1ca, fails on e351e5b.
// A shrug said with its subject ("I have no idea.") after a question of who
// wins a contest or whom someone marries makes it an open question: idle
// curiosity, nothing the person has to come back to (it was a plain remark).
func TestSkeptic99aShrugAfterIdleCuriosity(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Who's going to win Bake Off this year? I have no idea.", "Bake Off"},
		{"Who's going to be the next pope? I have no idea.", "pope"},
		{"Who is she going to marry? I have no idea.", "marry"},
	} {
		notKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// regression: passes on db8a1ca, fails on e351e5b.
// openToDo now looks past any head of a few words before a colon, so a quiz
// or crossword question the person shrugs at becomes their open question.
func TestSkeptic99aQuizQuestionShrugged(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Pub quiz last night: who makes the Maserati? No idea.", "Maserati"},
		{"Kreuzworträtsel heute: wer macht den Porsche? Keine Ahnung.", "Porsche"},
	} {
		notKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// regression: passes on db8a1ca, fails on e351e5b.
// The same look past a head before a colon takes a newspaper's or the
// children's question for the person's own task.
func TestSkeptic99aReportedQuestionShrugged(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Headline in the paper: who pays for the new bridge? No idea.", "bridge"},
		{"The kids asked at dinner: who makes the rain? I have no idea.", "rain"},
	} {
		notKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// regression: passes on db8a1ca, fails on e351e5b.
// iDo in weDo takes every "was mach ich", "¿qué hago" after a question word:
// a sigh about oneself ("What am I doing here?", "What am I doing wrong?",
// "What do I do with my life?") is read as an open question.
func TestSkeptic99aWhatAmIDoingHereIsASigh(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Was mach ich hier eigentlich?", "eigentlich"},
		{"¿Qué hago yo aquí?", "aquí"},
		{"Was mach ich nur falsch?", "falsch"},
		{"¿Qué hago con mi vida?", "vida"},
	} {
		notKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// regression: passes on db8a1ca, fails on e351e5b.
// "¿Y qué hago yo? Pues le digo que sí" tells what the person did, a story
// answered in the next breath; "Was mach ich denn jetzt? Ach, egal, ich geh
// schlafen." waves the question off. Both are now open questions.
func TestSkeptic99aWhatIDidToldAsAStory(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"¿Y qué hago yo? Pues le digo que sí, claro.", "qué hago"},
		{"Was mach ich denn jetzt? Ach, egal, ich geh schlafen.", "mach ich"},
	} {
		notKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// regression: passes on db8a1ca, fails on e351e5b.
// A head that says no one had answered it, and the answer right after: the
// question is settled, yet it is read as open (and the answer is lost).
func TestSkeptic99aAnsweredAfterANobodyHead(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Question no one has answered in forty years: who built the old boathouse? Turns out it was my great-grandad.", "boathouse"},
		{"Question no one has answered yet: do we need a lifeguard at the jetty? Answered now: no.", "lifeguard"},
	} {
		notKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// regression: passes on db8a1ca, fails on e351e5b.
// A quiz question nobody in the pub could answer is no open question of the
// person's plans.
func TestSkeptic99aQuizQuestionNobodyAnswered(t *testing.T) {
	notKind98(t, session.LedgerQuestion, "The quiz question no one has answered all night: what is the capital of Bhutan?", "Bhutan")
}

// regression: passes on db8a1ca, fails on e351e5b.
// solvedHead lets any name after "… solved!" join the head: a crossword or a
// sudoku done, then news of the neighbour, two things on one line.
func TestSkeptic99aSolvedHeadAndUnrelatedNews(t *testing.T) {
	apart98(t, "Crossword solved! Maria Lopez, our neighbour, is moving to Leeds in May.", "Crossword", "Maria Lopez")
	apart98(t, "¡Sudoku resuelto! Carmen Ruiz, la vecina, se muda a Sevilla en mayo.", "Sudoku", "Carmen Ruiz")
	apart98(t, "Kreuzworträtsel gelöst! Herr Peters, unser Nachbar, zieht im Mai nach Kiel.", "Kreuzworträtsel", "Herr Peters")
}

// regression: passes on db8a1ca, fails on e351e5b.
// noneAlso takes a Spanish "No" before a verb ("No me gusta nada.", "No lo
// soporto.", "No puedo más.") for what a plan leaves out: the person's own
// dislike or sigh goes onto the decision's line as if part of it (it was a
// line of its own, or went).
func TestSkeptic99aSpanishNoBeforeAVerbIsNoPlanItem(t *testing.T) {
	apart98(t, "Lo decidimos: la boda será en la playa. No me gusta nada.", "playa", "No me gusta")
	apart98(t, "Mi suegra lo decidió: la boda será en la playa. No lo soporto.", "playa", "No lo soporto")
	apart98(t, "Lo decidimos: la boda será en la playa. No puedo más.", "playa", "No puedo más")
}

// regression: passes on db8a1ca, fails on e351e5b.
// A "no" of talk that ruleOutNothing does not list ("No pressure though.",
// "No regrets.", "Sin comentarios.") is joined to the decision before it:
// a remark kept on the decision's line.
func TestSkeptic99aRemarkAfterADecisionJoinsIt(t *testing.T) {
	apart98(t, "We decided on the Algarve in June. No pressure though.", "Algarve", "pressure")
	apart98(t, "We decided on the Algarve in June. No regrets.", "Algarve", "regrets")
	apart98(t, "Decidimos: vamos a Cádiz en agosto. Sin comentarios.", "Cádiz", "comentarios")
}

// regression: passes on db8a1ca, fails on e351e5b.
// othersHelp strips "'ll help me" / "will help me" whoever says it: the
// assistant's help asked for ("You'll help me with the speech …, won't
// you?") is no request any more, and the line is cut before "won't you?".
func TestSkeptic99aYoullHelpMeIsARequest(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"You'll help me with the speech on Friday, won't you?", "speech"},
		{"You will help me with my CV tomorrow, right?", "CV"},
	} {
		isKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// regression: passes on db8a1ca, fails on e351e5b.
// "Who will help me …?" is the person's open question of who is to help:
// othersHelp strips "will help me" and it is a plain fact.
func TestSkeptic99aWhoWillHelpMeIsOpen(t *testing.T) {
	isKind98(t, session.LedgerQuestion, "Who will help me with the boxes on Saturday?", "boxes")
}

// regression: passes on db8a1ca, fails on e351e5b.
// "It will help me a lot if you …" asks the assistant for something; with
// "will help me" stripped it is a plain remark.
func TestSkeptic99aItWillHelpMeIfYouIsNoRemark(t *testing.T) {
	notKind98(t, session.LedgerFact, "It will help me a lot if you list the steps first.", "steps")
}

// regression: passes on db8a1ca, fails on e351e5b.
// "a dozen times" is how often, chatter (the change's own comment says so of
// "for three days"): "She's seen that film a dozen times." was nothing and
// is a line now.
func TestSkeptic99aADozenTimesIsChatter(t *testing.T) {
	text := "She's seen that film a dozen times."
	if _, ok := kindOf96(text, "dozen"); ok {
		t.Errorf("chatter kept as a line: %v", read31(text))
	}
}

// regression: passes on db8a1ca, fails on e351e5b.
// "a dozen times" now weighs as a value: with room for one line, the
// person's fretting about the weather is kept and the boiler's noise goes.
func TestSkeptic99aADozenTimesCrowdsOutAFact(t *testing.T) {
	keptWithin98(t, 16, []string{"boiler"}, "The boiler is making that odd noise again.", "I must have checked the weather a dozen times today.")
}

// regression: passes on db8a1ca, fails on e351e5b.
// eatsNone's Spanish "no lo/la + tomo" is taking a train or a decision, no
// eating: weighed as a liking, it crowds out the leaking fridge.
func TestSkeptic99aTakingATrainIsNoEating(t *testing.T) {
	keptWithin98(t, 16, []string{"nevera"}, "La nevera gotea otra vez por detrás.", "Ese tren no lo tomo nunca, siempre va lleno.")
	keptWithin98(t, 16, []string{"nevera"}, "La nevera gotea otra vez por detrás.", "Esa decisión no la tomo yo, la toma mi jefe.")
}

// miss of e351e5b (failed on it and on db8a1ca), read since (fixed in the same round).
// Other frank lead-ins than the few listed ("Ehrlich gesagt,", "Honestly
// though,", "To be honest,", "En serio,") leave what the person is to do with
// something a plain remark, or drop it.
func TestSkeptic99aOtherFrankLeadIns(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Ehrlich gesagt, was mach ich mit dem Abwasser? Die Insel hat keinen Kanalanschluss.", "Abwasser"},
		{"Honestly though, what do I do about the sewage? The island has no mains drain.", "sewage"},
		{"To be honest, what do I do about the sewage? The island has no mains drain.", "sewage"},
		{"En serio, ¿qué hago con las aguas residuales? La isla no tiene alcantarillado.", "aguas residuales"},
	} {
		isKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// miss of e351e5b (failed on it and on db8a1ca), read since (fixed in the same round).
// Shrugs said with the person as subject in a few more words than the list
// ("I have absolutely no idea.", "I have no idea yet.", "Ich habe echt
// keinen Schimmer.", "Yo qué sé.", "No tengo la menor idea.") leave the
// question of who does the first aid a plain remark.
func TestSkeptic99aOtherShrugs(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Who does the first aid at the fun run? I have absolutely no idea.", "first aid"},
		{"Who does the first aid at the fun run? I have no idea yet.", "first aid"},
		{"Wer macht bei uns den Sanitätsdienst? Ich habe echt keinen Schimmer.", "Sanitätsdienst"},
		{"¿Quién hace los primeros auxilios en la carrera? Yo qué sé.", "primeros auxilios"},
		{"¿Quién hace los primeros auxilios en la carrera? No tengo la menor idea.", "primeros auxilios"},
	} {
		isKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// miss: fails on e351e5b (and on db8a1ca).
// The head that says nobody answers, numbered in Spanish as in the German
// ("Pregunta dos, que nadie contesta:") is read as a rule; with "bisher"
// the German head is a plain fact; "the one nobody has answered" is cut.
func TestSkeptic99aMissNobodyAnswersNumbered(t *testing.T) {
	t.Skip("a miss of stop 99's first review, left: compression.md, \"Since stop 99\"")
	for _, c := range []struct{ text, want string }{
		{"Pregunta dos, que nadie contesta: ¿necesitamos un socorrista en el muelle?", "socorrista"},
		{"Frage zwei, die bisher keiner beantwortet hat: brauchen wir am Badesteg einen Rettungsschwimmer?", "Rettungsschwimmer"},
		{"Question two, the one nobody has answered: do we need a lifeguard at the jetty?", "lifeguard"},
	} {
		isKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// miss: fails on e351e5b (and on db8a1ca).
// What a plan leaves out, said a little differently ("Without chips.",
// "There's no entry fee.", "No entry fees at all.", "Ni patatas fritas."),
// still goes.
func TestSkeptic99aMissPlanLeavesOutOtherwise(t *testing.T) {
	t.Skip("a miss of stop 99's first review, left: compression.md, \"Since stop 99\"")
	for _, c := range []struct {
		text string
		want []string
	}{
		{"Her menu: pike-perch from the river, lentil soup, her mother's börek. Without chips.", []string{"menu", "Without chips"}},
		{"We voted as a team: each kid finds sponsors who pay per lap. There's no entry fee.", []string{"sponsors", "no entry fee"}},
		{"We voted as a team: each kid finds sponsors who pay per lap. No entry fees at all.", []string{"sponsors", "No entry fees"}},
		{"Su menú: lucioperca del río, sopa de lentejas, el börek de su madre. Ni patatas fritas.", []string{"menú", "patatas fritas"}},
	} {
		together98(t, c.text, c.want...)
	}
}

// miss: fails on e351e5b (and on db8a1ca).
// What the one named does is still cut off after a message prefix ("Day 12
// · "), a head ("Good news: "), or an aside between name and verb ("…, I
// think, will put the kit up"): the line is a name alone.
func TestSkeptic99aMissPredicateAfterAPrefixOrAside(t *testing.T) {
	t.Skip("a miss of stop 99's first review, left: compression.md, \"Since stop 99\"")
	often := []string{
		"The kit house comes on the landing craft next month.",
		"We still need someone to put the kit up before the winter.",
		"The landing craft only runs in good weather.",
		"I asked about the kit again, the landing craft is booked.",
		"Whoever puts the kit up will need a week of dry days.",
		"Dad thinks he can put the kit up himself, at 79.",
		"The landing craft skipper wants the kit on the pier early.",
	}
	for _, c := range []struct {
		text string
		want []string
	}{
		{"Day 12 · The Doyle brothers from Kilrush, Sean and Pat, will put the kit up.", []string{"Doyle", "put the kit up"}},
		{"Good news: the Doyle brothers from Kilrush, Sean and Pat, will put the kit up.", []string{"Doyle", "put the kit up"}},
		{"Day 12 · Fergus Rooney from Carna, he skippers a big old landing craft and knows the slip.", []string{"Fergus Rooney", "landing craft"}},
		{"Fergus Rooney from Carna, I think, will put the kit up.", []string{"Fergus Rooney", "put the kit up"}},
	} {
		if m := memory96(t, append(append([]string{}, often...), c.text)...); lineWith(m, c.want...) == "" {
			t.Errorf("%q: no line holds %q:\n%s", c.text, c.want, m)
		}
	}
}
