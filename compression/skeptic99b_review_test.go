package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of stop 99 (db8a1ca..e351e5b) by a skeptic helper: what the change
// makes longer or joins, in whole conversations and under a budget. Each
// TestSkeptic99b… but the Miss ones passes on db8a1ca and fails on e351e5b;
// the TestSkeptic99bMiss… ones are close phrasings of the change's own aim
// that it still misses. The sentences are this file's own.

// regression: passes on db8a1ca, fails on e351e5b
// A "no" of talk after a decision ("No regrets.", "No offence.", "No
// pressure.", "No bother.", "No surprise there.") rules nothing out, and is
// now kept on the decision's line as though the plan left something out.
func TestSkeptic99bNoOfTalkJoinsTheDecision(t *testing.T) {
	for _, c := range []struct{ text, a, b string }{
		{"We decided on the blue tiles for the bathroom. No regrets.", "blue tiles", "regrets"},
		{"We decided on the Lisbon trip for October. No offence.", "Lisbon", "offence"},
		{"We decided on the Lisbon trip for October. No pressure.", "Lisbon", "pressure"},
		{"We decided on the Lisbon trip for October. No bother.", "Lisbon", "bother"},
		{"We decided on the Lisbon trip for October. No surprise there.", "Lisbon", "surprise"},
	} {
		apart98(t, c.text, c.a, c.b)
	}
}

// regression: passes on db8a1ca, fails on e351e5b
// Spanish "de" is in ruledOut, so "De acuerdo.", "De nada.", "De verdad.",
// "De momento." (agreed, you're welcome, really, for now) are read as what
// a plan leaves out and joined onto it; so is "Sin comentarios.".
func TestSkeptic99bSpanishDeIsNoRulingOut(t *testing.T) {
	for _, c := range []struct{ text, a, b string }{
		{"Decidimos ir a Cádiz en agosto. De acuerdo.", "Cádiz", "acuerdo"},
		{"Lo decidimos: la fiesta es el sábado en el patio. De nada.", "sábado", "nada"},
		{"Me encanta el piso nuevo: luminoso y tranquilo. De verdad.", "luminoso", "verdad"},
		{"Lo decidimos: vamos a Cádiz en agosto. De momento.", "Cádiz", "momento"},
		{"Hemos decidido vender el coche. Sin comentarios.", "coche", "comentarios"},
	} {
		apart98(t, c.text, c.a, c.b)
	}
}

// regression: passes on db8a1ca, fails on e351e5b
// German phrases of talk with "kein" ("Keine Frage." = no doubt, "Kein
// Thema." = no problem) are not in ruleOutNothing and join the decision.
func TestSkeptic99bGermanKeinOfTalkJoinsTheDecision(t *testing.T) {
	for _, c := range []struct{ text, a, b string }{
		{"Wir haben beschlossen, das Auto zu verkaufen. Keine Frage.", "Auto", "Frage"},
		{"Wir haben beschlossen, das Auto zu verkaufen. Kein Thema.", "Auto", "Thema"},
	} {
		apart98(t, c.text, c.a, c.b)
	}
}

// regression: passes on db8a1ca, fails on e351e5b
// A short "no" sentence about someone else ("No word from Tom.", "Sin
// noticias de Tom.", "Keine Antwort von Tom.") was a line of its own; it is
// now joined onto an unrelated decision, two subjects on one line.
func TestSkeptic99bNewsOfSomeoneElseJoinsTheDecision(t *testing.T) {
	for _, c := range []struct{ text, a, b string }{
		{"We decided to sell the car. No word from Tom.", "sell the car", "Tom"},
		{"Decidimos vender el coche. Sin noticias de Tom.", "vender el coche", "Tom"},
		{"Wir haben entschieden, das Auto zu verkaufen. Keine Antwort von Tom.", "Auto", "Tom"},
		{"We decided to sell the car. No post today.", "sell the car", "post"},
	} {
		apart98(t, c.text, c.a, c.b)
	}
}

// regression: passes on db8a1ca, fails on e351e5b
// What a plan left out, now on the plan's line, is sent as current after a
// later message takes it back ("We're doing a raffle after all"): the line
// still says "No raffle" and is not marked updated.
func TestSkeptic99bRuledOutSentAsCurrentAfterItsReversal(t *testing.T) {
	for _, c := range []struct {
		texts []string
		words []string
	}{
		{[]string{"We decided: the fete is on the village green on 14 June. No raffle.", "We're doing a raffle after all, Jean talked us round."}, []string{"No raffle"}},
		{[]string{"Her menu for the wedding: salmon, new potatoes, trifle. No chips.", "Chips are back on, the kids insisted."}, []string{"No chips"}},
		{[]string{"Lo decidimos: la fiesta es en el patio del colegio el sábado. Sin música.", "Al final sí habrá música, trae Pedro los altavoces."}, []string{"Sin música"}},
		{[]string{"We decided: the fete is on the village green on 14 June. No entry fee.", "The entry fee is £2 now, the committee voted for it."}, []string{"No entry fee"}},
		{[]string{"We decided: the party is on Saturday at the hall. No presents.", "Presents are fine after all, Mum says."}, []string{"No presents"}},
	} {
		changed96(t, memory96(t, c.texts...), c.words...)
	}
}

// regression: passes on db8a1ca, fails on e351e5b
// The longer line costs the decision its place: with room for 48 words the
// memory kept "We decided on Lisbon for the October break." and now keeps
// nothing of it (it comes back only at 64 words, all of the memory), both
// with a "no" that rules something out ("No kids.") and with one of talk.
func TestSkeptic99bRuledOutCostsTheDecisionItsPlace(t *testing.T) {
	for _, tail := range []string{"No kids.", "No regrets."} {
		keptWithin98(t, 48, []string{"Lisbon"},
			"The ferry to Inishmore leaves Rossaveal at 10:30 on Fridays.",
			"Mum's hip operation is on 3 March at Galway.",
			"We decided on Lisbon for the October break. "+tail,
			"The cottage rent is 950 euro a month.",
			"Aunt Bríd arrives on the 14th with her dog Sparky.",
			"The boiler service is booked for 2 April.",
			"Our neighbour Seán lends us his trailer on weekends.",
		)
	}
}

// regression: passes on db8a1ca, fails on e351e5b
// "no lo tomo" is read as what the person will not eat ("tomo" is in
// spanishEat), so "La decisión no la tomo yo" (it's not my decision) is a
// liking, and a "Sin presión." after it joins its line.
func TestSkeptic99bNotTakingADecisionIsNoLiking(t *testing.T) {
	apart98(t, "La decisión no la tomo yo, la toma mi jefe. Sin presión.", "decisión", "presión")
	apart98(t, "La decisión no la tomo yo. Sin comentarios.", "decisión", "comentarios")
}

// regression: passes on db8a1ca, fails on e351e5b
// A question of who does something, shrugged at with a subject ("I have no
// idea.", "Ich hab keine Ahnung.", "No tengo ni idea."), is now an open
// question even when the same message answers it in the next sentence.
func TestSkeptic99bShrugKeepsAnAnsweredQuestionOpen(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Who is bringing the cake on Saturday? I have no idea. Mum says Tom is.", "cake"},
		{"Wer macht den Sanitätsdienst? Ich hab keine Ahnung. Inzwischen hat das DRK zugesagt.", "Sanitätsdienst"},
		{"¿Quién hace los primeros auxilios? No tengo ni idea. Al final lo hace la Cruz Roja.", "primeros auxilios"},
	} {
		notKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// regression: passes on db8a1ca, fails on e351e5b
// Any head of six words before a colon is now a lead-in, so a child's
// question the person only reports ("The kids keep asking me: who is Santa
// bringing presents to first? No idea.") is the person's open question.
func TestSkeptic99bReportedChildsQuestionIsNoOpenQuestion(t *testing.T) {
	notKind98(t, session.LedgerQuestion, "The kids keep asking me: who is Santa bringing presents to first? No idea.", "Santa")
}

// regression: passes on db8a1ca, fails on e351e5b
// iDo takes any "qué hago" / "was mach ich": a rhetorical or idle "what am I
// doing here" is now an open question the person must come back to.
func TestSkeptic99bRhetoricalWhatDoIDoIsNoOpenQuestion(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Was mach ich eigentlich hier?", "mach ich"},
		{"¿Qué hago yo en esta oficina a mi edad?", "oficina"},
		{"¿Y qué hago yo ahora, reír o llorar?", "llorar"},
		{"Mal ehrlich, was mach ich hier eigentlich?", "mach ich"},
	} {
		notKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// regression: passes on db8a1ca, fails on e351e5b
// othersHelp strips "will help me", "'ll help me", "hilft mir" wherever they
// stand, so the person asking who will help them is no longer open.
func TestSkeptic99bWhoWillHelpMeStaysOpen(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Who will help me with the chairs on Saturday?", "chairs"},
		{"Does anyone know who'll help me with the tent?", "tent"},
		{"I need someone who will help me carry the boxes.", "boxes"},
	} {
		isKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// regression: passes on db8a1ca, fails on e351e5b
// A solved-puzzle head joins a next sentence that only opens with a
// capitalized word after "It's": "Crossword solved!" now sits on the line
// of what day it is.
func TestSkeptic99bSolvedHeadJoinsTheDay(t *testing.T) {
	apart98(t, "Crossword solved! It's Monday, so the new one comes tomorrow.", "Crossword", "Monday")
	apart98(t, "Crossword cracked! It's Friday, thank God.", "Crossword", "Friday")
}

// regression: passes on db8a1ca, fails on e351e5b
// predicateOf counts every capitalized word as part of the name, so a head
// that opens with a verb or a German noun ("Booked …", "Met …", "Llamé a
// …", "Gestern Abend Essen mit …") passes as "only a name", and the aside
// after it (how he was on the phone, her haircut, his temper) is kept.
func TestSkeptic99bVerbHeadKeepsTheAside(t *testing.T) {
	for _, c := range []struct{ text, a, b string }{
		{"Booked Donnie Macrae from Arisaig, he was lovely on the phone.", "Booked", "lovely"},
		{"Met Anna Kerr from the Co-op, she has a new haircut.", "Met", "haircut"},
		{"Llamé a Juan Pérez, él tiene muy mal genio.", "Llamé", "genio"},
		{"Gestern Abend Essen mit Jens Berger, er hat die ganze Zeit geredet.", "Jens", "geredet"},
		{"Lunch with Tom Baker from Oban, he has a new car.", "Lunch", "car"},
	} {
		apart98(t, c.text, c.a, c.b)
	}
}

// regression: passes on db8a1ca, fails on e351e5b
// The aside kept after a verb head makes the line too long for its worth:
// with room for 40 words the memory kept "Booked Donnie Macrae from
// Kilrush" and now loses the booking until 80.
func TestSkeptic99bAsideCostsTheBookingItsPlace(t *testing.T) {
	keptWithin98(t, 40, []string{"Booked", "Kilrush"},
		"The ferry to Inishmore leaves Rossaveal at 10:30 on Fridays.",
		"The weather was grim again, grey all day.",
		"Mum's hip operation is on 3 March at Galway.",
		"Booked Donnie Macrae from Kilrush, he was lovely on the phone and very chatty.",
		"The cottage rent is 950 euro a month.",
		"Tom finished his exams at Stirling last week.",
		"Aunt Bríd arrives on the 14th with her dog Sparky.",
		"The boiler service is booked for 2 April.",
		"Our neighbour Seán lends us his trailer on weekends.",
	)
}

// dozen99b is a conversation with three remarks of "a dozen" that hold
// nothing.
var dozen99b = []string{
	"The ferry to Inishmore leaves Rossaveal at 10:30 on Fridays.",
	"I must have asked a dozen people about it.",
	"Our neighbour Seán lends us his trailer on weekends.",
	"She rang me a dozen times yesterday, honestly.",
	"Aunt Bríd arrives with her dog Sparky.",
	"I've read that a dozen times and still don't get it.",
	"The cottage has a green door and a slate roof.",
}

// regression: passes on db8a1ca, fails on e351e5b
// "a dozen" as a value anchors filler: "I must have asked a dozen people
// about it", "I've read that a dozen times and still don't get it" are
// kept as lines, though they say nothing.
func TestSkeptic99bADozenTimesIsKeptAsJunk(t *testing.T) {
	m := memory96(t, dozen99b...)
	for _, w := range [][]string{{"asked", "dozen"}, {"read", "dozen"}} {
		if l := lineWith(m, w...); l != "" {
			t.Errorf("junk kept: %q\n%s", l, m)
		}
	}
}

// regression: passes on db8a1ca, fails on e351e5b
// And under a budget it takes a fact's place: with room for 36 words "She
// rang me a dozen times yesterday" is kept and Seán's trailer goes.
func TestSkeptic99bADozenTimesTakesAFactsPlace(t *testing.T) {
	keptWithin98(t, 36, []string{"Seán", "trailer"}, dozen99b...)
	if m := rememberedWithin(t, said(answered94(dozen99b...)...), 36); strings.Contains(m, "dozen") {
		t.Errorf("with room for 36 words a remark of a dozen is kept:\n%s", m)
	}
}

// Misses of the change's own aim: close phrasings it still misses.

// A plan's other half with "but", with a few more words, or said with "there
// is" / "no hay" stays off the plan's line.
func TestSkeptic99bMissRuledOutInOtherWords(t *testing.T) {
	t.Skip("a miss of stop 99's second review, left: compression.md, \"Since stop 99\"")
	for _, c := range []struct {
		text string
		want []string
	}{
		{"Her menu: pike-perch from the river, lentil soup, her mother's börek. But no chips.", []string{"menu", "no chips"}},
		{"We voted as a team: each kid finds sponsors who pay per lap. No entry fee at all.", []string{"sponsors", "entry fee"}},
		{"We voted as a team: each kid finds sponsors who pay per lap. There's no entry fee.", []string{"sponsors", "entry fee"}},
		{"Lo decidimos: cada niño busca patrocinadores que pagan por vuelta. No hay cuota de inscripción.", []string{"patrocinadores", "cuota"}},
	} {
		together98(t, c.text, c.want...)
	}
}

// A solved puzzle's answer after "Turns out it's", "Se trata de", or after a
// head closed with a full stop, stays apart from the head.
func TestSkeptic99bMissSolvedPuzzleInOtherWords(t *testing.T) {
	t.Skip("a miss of stop 99's second review, left: compression.md, \"Since stop 99\"")
	for _, c := range []struct {
		text string
		want []string
	}{
		{"Mystery of the bride solved! Turns out it's Dolores Perry, who married on the island in 1951.", []string{"bride", "Dolores Perry"}},
		{"¡Resuelto el misterio de la novia! Se trata de Dolores Pereiró, que se casó en la isla en 1951.", []string{"novia", "Dolores Pereiró"}},
		{"Mystery of the bride solved. It's Dolores Perry, who married on the island in 1951.", []string{"bride", "Dolores Perry"}},
	} {
		together98(t, c.text, c.want...)
	}
}

// A shrug said as "I really don't know" or "Ich habe echt keinen Schimmer"
// still leaves the question of who does it a plain remark.
func TestSkeptic99bMissShrugInOtherWords(t *testing.T) {
	t.Skip("a miss of stop 99's second review, left: compression.md, \"Since stop 99\"")
	for _, c := range []struct{ text, want string }{
		{"Who does the first aid at the fun run? I really don't know.", "first aid"},
		{"Wer macht bei uns den Sanitätsdienst? Ich habe echt keinen Schimmer.", "Sanitätsdienst"},
	} {
		isKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// What the one named does, said with "are going to" (not in
// predicateOpeners), is still cut off the name in words said often.
func TestSkeptic99bMissNamedDoesWithAreGoingTo(t *testing.T) {
	t.Skip("a miss of stop 99's second review, left: compression.md, \"Since stop 99\"")
	often := []string{
		"The kit house comes on the landing craft next month.",
		"We still need someone to put the kit up before the winter.",
		"The landing craft only runs in good weather.",
		"I asked about the kit again, the landing craft is booked.",
		"Whoever puts the kit up will need a week of dry days.",
		"Dad thinks he can put the kit up himself, at 79.",
		"The landing craft skipper wants the kit on the pier early.",
	}
	text := "The Doyle brothers from Kilrush, Sean and Pat, are going to put the kit up."
	if m := memory96(t, append(often, text)...); lineWith(m, "Doyle", "put the kit up") == "" {
		t.Errorf("%q: no line holds the Doyles and the kit:\n%s", text, m)
	}
}
