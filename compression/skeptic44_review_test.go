package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of stop 44 (e9f8bc9..0b1f59d) by a skeptic helper. Every test below
// fails on 0b1f59d. Each says what the person would lose or be told wrong,
// and whether e9f8bc9 read it right (a regression of stop 44) or wrong as
// well (an older problem, in what stop 44 set out to mend). The sentences
// are this file's own.

// stillOnTheLine fails the test for each of want that the memory of msgs
// does not hold: a word stripped as part of a repeated message start.
func stillOnTheLine(t *testing.T, msgs []string, want ...string) {
	t.Helper()
	got := remembered(t, said(msgs...))
	for _, w := range want {
		if !strings.Contains(got, w) {
			t.Errorf("%q was stripped as a label:\n%s", w, got)
		}
	}
}

// leftUnmarked fails the test unless the memory of msgs holds kept, and on
// no line marked "(updated …)" by the later message, which changes
// something else (by says what).
func leftUnmarked(t *testing.T, msgs []string, kept, by string) {
	t.Helper()
	got := remembered(t, said(msgs...))
	lines := notesHolding(got, kept)
	if len(lines) == 0 {
		t.Errorf("%q is not in the memory:\n%s", kept, got)
	}
	for _, l := range lines {
		if strings.Contains(l, "(updated") {
			t.Errorf("%q is marked as updated by %s: %q", kept, by, l)
		}
	}
}

// notesHolding are the lines of the memory that hold part.
func notesHolding(memory, part string) []string {
	var out []string
	for _, l := range strings.Split(memory, "\n") {
		if strings.Contains(l, part) {
			out = append(out, l)
		}
	}
	return out
}

// REGRESSION (maxPrefixWords 4 → 5). People open follow-up messages on one
// topic the same way, and the five words name the topic: "One more thing
// about Saturday:", "Kurzes Update zu Papas OP:", "Sobre la boda de Lucía:".
// Repeated twice, the five words are taken for a label and stripped from
// both messages, so the memory holds "sie ist am 14. März im Klinikum …" and
// "es el 8 de junio en la ermita …" — whose operation, what is on the 8th of
// June, the model can no longer tell. At e9f8bc9 (four words at most) the
// topic stayed on each line.
func TestAFiveWordTopicOpeningIsNoPrefix(t *testing.T) {
	for _, c := range []struct {
		msgs  []string
		topic string
	}{
		{[]string{
			"One more thing about Saturday: Tom can't drive, so Sinead picks up Granny at 11.", "A: Ok.",
			"One more thing about Saturday: the cake is from Bretzel and it's paid for.", "A: Ok.",
			"What should I get Granny as a present?", "A: Ideas.",
		}, "about Saturday"},
		{[]string{
			"Kurzes Update zu Papas OP: sie ist am 14. März im Klinikum Rechts der Isar.", "A: Gut.",
			"Kurzes Update zu Papas OP: Dr. Hofmann operiert, Anreise am Vorabend.", "A: Ok.",
			"Was soll er ins Krankenhaus mitnehmen?", "A: Liste.",
		}, "Papas OP"},
		{[]string{
			"Sobre la boda de Lucía: es el 8 de junio en la ermita de San Roque.", "A: Vale.",
			"Sobre la boda de Lucía: el autobús sale de la plaza a las doce.", "A: Vale.",
			"¿Qué me pongo para ir?", "A: Ideas.",
		}, "boda de Lucía"},
	} {
		if got := remembered(t, said(c.msgs...)); !strings.Contains(got, c.topic) {
			t.Errorf("the topic %q was stripped as a label:\n%s", c.topic, got)
		}
	}
}

// REGRESSION (maxPrefixWords 4 → 5). A running or weight log opens each
// message with the day's figure in a sentence of five words: "Ran 9 km this
// morning.", "Weighed in at 83.9 kg.". Digits become # in a skeleton, so two
// such messages make a "label", and the figures — what the person is
// tracking and will ask about ("am I losing weight?") — are stripped from
// every message. At e9f8bc9 the newest figure stayed (the older one was
// taken as updated by it, which is older behaviour this test does not ask
// about).
func TestAFiveWordDailyReadingIsNoPrefix(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		want string
	}{
		{[]string{
			"Ran 6 km this morning. Left knee was sore after the hill on Quarry Road.", "A: Noted.",
			"Ran 9 km this morning. Knee fine, the new Asics helped a lot.", "A: Great.",
			"What should I eat before the Cork half marathon?", "A: Ideas.",
		}, "Ran 9 km"},
		{[]string{
			"Weighed in at 84.6 kg. Dr Brennan wants me under 80 by June.", "A: Noted.",
			"Weighed in at 83.9 kg. Skipped the chipper on Friday for once.", "A: Good.",
			"Any high-protein breakfast ideas?", "A: Ideas.",
		}, "83.9 kg"},
	} {
		if got := remembered(t, said(c.msgs...)); !strings.Contains(got, c.want) {
			t.Errorf("the reading %q was stripped as a label:\n%s", c.want, got)
		}
	}
}

// REGRESSION (initials in the loose skeleton). A currency code or a ticker
// is one to three capitals, so "Spent 40 USD today." and "Spent 65 EUR
// today.", "Bought 20 AMD at 140." and "Bought 50 GE at 160." now have one
// skeleton and are stripped as a label: the memory of a trip budget keeps
// no spending, that of a portfolio no trade at all ("Stop loss at 120" of
// nothing). At e9f8bc9 the letters told the starts apart and every trade
// was kept.
func TestCodesThatVaryAreNoPrefix(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		want []string
	}{
		{[]string{
			"Bought 20 AMD at 140. Stop loss at 120, broker is Trading 212.", "A: Noted.",
			"Bought 50 GE at 160. That one is for the long term, my pension pot.", "A: Noted.",
			"What else should I look at for dividends?", "A: Some ideas.",
		}, []string{"20 AMD at 140", "50 GE at 160"}},
		{[]string{
			"Spent 40 USD today. Mostly on the food tour in Oaxaca with Lupe.", "A: Ok.",
			"Spent 65 EUR today. The museum pass in Madrid was worth it.", "A: Ok.",
			"How am I doing against the budget?", "A: Fine.",
		}, []string{"65 EUR"}},
	} {
		stillOnTheLine(t, c.msgs, c.want...)
	}
}

// REGRESSION (roleAfterName). "We fly out on the 3rd with Aer Lingus,
// return with Ryanair on the 17th": the clause after the name opens with a
// lower-case word, so it stays on the name's line though it is another
// subject (the return, the colleague doing the conveyancing). When the
// person later changes only that one ("the return is now with Aer Lingus on
// the 19th instead"), the whole line is marked "(updated in #3)", and the
// model is told the outbound flight, or that Mary Keogh is the solicitor,
// is out of date — and an updated line ranks lower when room is short. At
// e9f8bc9 the two were lines of their own and only the changed one was
// marked.
func TestAnUpdateToTheSecondSubjectLeavesTheFirstAlone(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		kept string
	}{
		{[]string{
			"We fly out on the 3rd with Aer Lingus, return with Ryanair on the 17th.", "A: Noted.",
			"Ryanair cancelled, so the return is now with Aer Lingus on the 19th instead.", "A: Ok.",
			"Can you suggest things to do in Lisbon?", "A: Sure.",
		}, "out on the 3rd"},
		{[]string{
			"Our solicitor since 2015 is Mary Keogh, conveyancing done by her colleague Paul Regan for 1,800.", "A: Noted.",
			"Paul Regan left the firm, conveyancing is now with Ciara Lynch instead.", "A: Ok.",
			"What documents do I need for the closing?", "A: A list.",
		}, "Mary Keogh"},
	} {
		leftUnmarked(t, c.msgs, c.kept, "news about another subject")
	}
}

// REGRESSION (askedThenUnknown). "Which school Aoife goes to is settled,
// it's Scoil Bhríde, I'm not sure about the bus": a question word opens a
// statement ("which school … is settled"), and a not knowing about a detail
// closes it. The whole line, settled school and all, becomes an open
// question; the Spanish one was a decision at e9f8bc9 and is now an open
// question too — the model is told the person has not decided who drives
// the children. At e9f8bc9 all three were read as fact or decision.
func TestASettledChoiceOpenedByAQuestionWordIsNoOpenQuestion(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Which school Aoife goes to is settled, it's Scoil Bhríde, I'm not sure about the bus.", "Scoil Bhríde"},
		{"When the kitchen gets fitted is fixed now, 14th of March, not sure about the worktops.", "14th of March"},
	} {
		if got := kindLines(c.text, session.LedgerQuestion); strings.Contains(strings.Join(got, "\n"), c.want) {
			t.Errorf("%q: the settled %q is read as an open question: %q", c.text, c.want, got)
		}
	}
	text := "Quién lleva a los niños al colegio ya está decidido, los lleva mi suegra Carmen, no sé a qué hora."
	if got := kindLines(text, session.LedgerDecision); !strings.Contains(strings.Join(got, "\n"), "suegra Carmen") {
		t.Errorf("%q: the decision is not read as one: %q", text, kinded(read31(text)))
	}
}

// REGRESSION (askingVerbs in wonders). "I don't know Will very well, he's
// Tom's brother-in-law from Sligo": "will" after "don't know" is taken for
// a question asked verb first ("I don't know will they …"), but Will is a
// man's name. The sentence becomes an open question, and who Will is — the
// fact — is kept only as part of a question. At e9f8bc9 it was a fact.
func TestNotKnowingSomeoneCalledWillIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"I don't know Will very well, he's Tom's brother-in-law from Sligo.",
		"I don't know Will at all, he's Niamh's new boyfriend from Cork.")
}

// OLDER PROBLEM (the "remember to_" fix of stop 44 left it). "Did you
// remember to book the table at Luigi's for Friday?" asks the assistant
// something once; it is read as a standing rule, ranked above everything
// and kept to the last. Read the same at e9f8bc9.
func TestDidYouRememberToIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"Did you remember to add the Hendersons to the guest list?",
		"Did you remember to book the table at Luigi's for Friday?")
}

// OLDER PROBLEM (askedThenUnknown misses the commonest question word).
// "What we're doing for Christmas dinner this year, I still don't know" is
// read as the fact "What we're doing for Christmas dinner this year": the
// not knowing is cut off and the line reads like a heading of a plan.
// "what" and "was" are in ownLeads, so past(hs, ownLeads) steps over them
// and the head never opens with a question word; "Qué …, todavía no lo sé"
// is caught, "What …"/"Was …" never are. Read the same at e9f8bc9.
func TestAnOpenQuestionOpenedByWhat(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"What we're doing for Christmas dinner this year, I still don't know.", "Christmas dinner"},
		{"What time the ferry to Holyhead leaves on Sunday, I'm not sure.", "ferry to Holyhead"},
		{"Was das Catering für die Hochzeit kostet, weiß ich noch nicht.", "Catering"},
	} {
		if got := kindLines(c.text, session.LedgerQuestion); !strings.Contains(strings.Join(got, "\n"), c.want) {
			t.Errorf("%q: no open question holds %q: %q", c.text, c.want, kinded(read31(c.text)))
		}
	}
}

// OLDER PROBLEM (askedThenUnknown wants the question at the sentence's
// start). "Tom kommt am Samstag mit dem Zug um 10:14, ob Anna mitkommt, weiß
// ich noch nicht": the question is the last clause but one; the memory keeps
// "ob Anna mitkommt" as a fact, its not knowing dropped — the model reads
// that Anna comes along, or nothing. Read the same at e9f8bc9.
func TestAnOpenQuestionAfterAFact(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Tom kommt am Samstag mit dem Zug um 10:14, ob Anna mitkommt, weiß ich noch nicht.", "Anna mitkommt"},
		// Left: "Tom arrives Saturday on the 10:14 train, whether Anna
		// comes too, I don't know." stays one fact line. Reading all of it
		// as a question put a settled fact inside an open one, which news
		// never updates, and splitting it lost "The birthday party is in
		// our back garden" beside its question (skeptic44b_review_test.go).
	} {
		if got := kindLines(c.text, session.LedgerQuestion); !strings.Contains(strings.Join(got, "\n"), c.want) {
			t.Errorf("%q: no open question holds %q: %q", c.text, c.want, kinded(read31(c.text)))
		}
	}
}

// OLDER PROBLEM (soPlaced knows no "at"). "So everyone meets at the school
// gates", "So we're parking at the school across the road" draw where people
// go from what came before, as "So … into the parish hall" does, but "at"
// is not among whereWords: the plan is dropped beside the line that names
// Aunt Bernie. Dropped at e9f8bc9 as well.
func TestWhereEveryoneGoesWithAt(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Aunt Bernie is bringing the cake. So everyone meets at the school gates.", "school gates"},
		{"Aunt Bernie is bringing the cake. So we're parking at the school across the road.", "parking at the school"},
	} {
		if !someLineHolds(c.text, c.want) {
			t.Errorf("%q: no line holds %q: %q", c.text, c.want, kinded(read31(c.text)))
		}
	}
}
