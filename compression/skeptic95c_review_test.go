package compression_test

import (
	"strings"
	"testing"
)

// Skeptical review of stop 95, third round (7e21c70..970880c): richScore
// keeps a line of many rare words beside anchored lines (part 1);
// scrapsAThing / scrappedThing / bareScrap read "Scrap the X." alone as a
// decision and mark each earlier decision line naming X "(updated in #N)"
// (part 2). Each test is a conversation a person would write. REGRESSION:
// fails at 970880c, passes at 7e21c70. STILL MISSED: fails at both.

// --- Part 2 ----------------------------------------------------------------

// REGRESSION (part 2). "We decided Tom picks us up on the 10th, no taxi home"
// is a decision that names the taxi only to rule it out. "Scrap the taxi."
// later drops the taxi *to* the airport; Merge marks every earlier decision
// line naming "taxi", so the ride home with Tom reads as old too.
func TestSkeptic95cADecisionThatRulesTheThingOutStaysCurrent(t *testing.T) {
	for _, c := range []struct {
		texts []string
		words []string
	}{{
		[]string{
			"We're taking a taxi to the airport at 5am on the 3rd, flight to Malaga at 7:40.",
			"We decided Tom picks us up from the airport on the 10th, no taxi home, too dear.",
			"Scrap the taxi. Dad says he'll drive us there after all.",
		},
		[]string{"Tom", "picks"},
	}, {
		[]string{
			"Wir fahren am 3. mit dem Taxi zum Flughafen, um 5 Uhr, der Flug nach Málaga geht um 7:40.",
			"Wir haben uns geeinigt: Tom holt uns am 10. vom Flughafen ab, kein Taxi zurück, viel zu teuer.",
			"Vergiss das Taxi. Papa fährt uns doch hin.",
		},
		[]string{"kein", "Taxi"},
	}, {
		[]string{
			"El día 3 vamos en taxi al aeropuerto a las 5, el vuelo a Málaga sale a las 7:40.",
			"Acordamos que Tomás nos recoge el 10 en el aeropuerto, nada de taxi a la vuelta, es carísimo.",
			"Olvida el taxi. Papá nos lleva al final.",
		},
		[]string{"Tomás", "recoge"},
	}} {
		current95(t, remembered(t, said(answered94(c.texts...)...)), c.words...)
	}
}

// REGRESSION (part 2). The person agrees a list of choices in one sentence
// ("we're going with Gina's lemon cake, Tom's playlist and a ceilidh band")
// and later drops one item ("Scrap the ceilidh band."). The sentence reads
// as a decision, so the whole line is marked "(updated in #5)": the cake and
// the playlist, still on, read as old. (The list without a word of deciding
// was fixed after the second review; the same list said as agreed is not.)
func TestSkeptic95cScrappingOneItemOfAnAgreedListLeavesTheRestCurrent(t *testing.T) {
	for _, texts := range [][]string{{
		"For the wedding we're going with Gina's lemon cake, Tom's playlist and a ceilidh band from Oban.",
		"The ceilidh band wants £600 and a meal for five.",
		"Scrap the ceilidh band.",
	}, {
		"Für die Hochzeit haben wir uns geeinigt: Ginas Zitronenkuchen, Toms Playlist und eine Blaskapelle aus Aying.",
		"Die Blaskapelle will 600 Euro und ein Essen für fünf.",
		"Vergiss die Blaskapelle.",
	}, {
		"Para la boda acordamos la tarta de limón de Gina, la lista de Tomás y un mariachi de Puebla.",
		"El mariachi cobra 600 euros y la cena de cinco.",
		"Olvida el mariachi.",
	}} {
		memory := remembered(t, said(answered94(texts...)...))
		if line := lineWith(memory, "Gina"); line == "" {
			current95(t, memory, "Ginas")
		} else {
			current95(t, memory, "Gina")
		}
	}
}

// REGRESSION (part 2). "Scrap the minibus. The choir outing is off, half of
// them have flu.": the scrap is now an anchored decision, and the sentence
// after it, which says why and what is off (in words the conversation says
// often), goes as filler beside it. Base kept it. The memory keeps "Scrap
// the minibus." and no longer says the outing is cancelled; in English the
// school trip, which still needs the minibus, is marked old as well.
func TestSkeptic95cWhatIsOffAfterAScrapIsKept(t *testing.T) {
	for _, c := range []struct {
		texts   []string
		off     string
		current []string
	}{{
		[]string{
			"We decided the minibus takes the school trip to York on the 4th, Mr Hale drives.",
			"We're going with the minibus for the choir outing to Whitby on the 18th as well.",
			"Scrap the minibus. The choir outing is off, half of them have flu.",
		},
		"The choir outing is off", []string{"York"},
	}, {
		[]string{
			"Acordamos el autobús para la excursión del coro a Segovia el día 18.",
			"Para la excursión del coro cada uno lleva bocadillo, el autobús lo paga el coro.",
			"Olvida el autobús. La excursión del coro se suspende, la mitad tiene gripe.",
		},
		"se suspende", nil,
	}} {
		got := remembered(t, said(answered94(c.texts...)...))
		if !strings.Contains(got, c.off) {
			t.Errorf("what is off after the scrap is lost (%q):\n%s", c.off, got)
		}
		if c.current != nil {
			current95(t, got, c.current...)
		}
	}
}

// --- Part 1 ----------------------------------------------------------------

// REGRESSION (part 1). A family visit planned over five messages, each a
// fact and then an aside of the day: a sunset, a queue at the chemist, a
// the weather. Each aside is many words the conversation never says again, so
// richScore keeps it as a memory line of its own, beside the anchored fact:
// four lines of filler that compete with the facts for room. Base kept none
// of them.
// A REGRESSION accepted at stop 95 (kept as a comment: it fails on the code that
// landed): richScore keeps such asides as lines of their own, the price of
// keeping rich lines that are facts ("I'm supposed to rub hoof tar on the
// soles, …"): with room for all 80 more planted facts of the 145
// development parts and about 120 more lines holding nothing the writer
// marked; the budget drops the asides first (the reviewer found no fact lost
// at 40–100 words).
// func TestSkeptic95cAsidesOfTheDayAreNoMemory(t *testing.T) {
// 	got := remembered(t, said(answered94(
// 		"Uncle Desmond and Aunt Phyllis from Ballymena arrive on Saturday the 14th at 2pm. The sunset over the lough last night was unreal, pinks and oranges, swans drifting past the jetty.",
// 		"Their ferry is the Stena from Cairnryan, booking ref KX4471. Honestly the queue at the chemist was ridiculous, some bloke arguing about prescriptions, a toddler screaming.",
// 		"Phyllis is diabetic, no sugar in anything for her. My gran always said a creaking gate hangs longest, and a nosy neighbour outlives the whole street.",
// 		"Dinner on the Saturday is at the Harbour Inn, table for six at 7:30.",
// 		"Desmond needs a ground floor room, his knee is bad since the op in March. Rained sideways all morning, the bins blew over, and next door's cockerel screamed blue murder.",
// 	)...))
// 	for _, aside := range []string{"sunset", "queue", "cockerel"} {
// 		if line := lineWith(got, strings.Fields(aside)...); line != "" {
// 			t.Errorf("the aside is kept as a memory line: %q", line)
// 		}
// 	}
// 	for _, fact := range []string{"KX4471", "diabetic", "Harbour Inn", "ground floor"} {
// 		if !strings.Contains(got, fact) {
// 			t.Errorf("the fact %q is lost:\n%s", fact, got)
// 		}
// 	}
// }

// REGRESSION (part 1). A gran's saying with no quotes and not opening with
// "As …": "My gran always said a creaking gate hangs longest, …". holdsSpeech
// wants quotes and asTheSaying wants "As/Like my gran …" first, so the saying
// is a rich line of its own beside who comes when.
func TestSkeptic95cASayingWithoutQuotesIsNoFact(t *testing.T) {
	text := "Uncle Desmond, Aunt Phyllis and cousin Rory from Ballymena are all coming on Saturday the 14th at 2pm. My gran always said a creaking gate hangs longest, and a nosy neighbour outlives the whole street."
	lines := read31(text)
	if len(lines) == 0 || !strings.Contains(lines[0].Text, "Ballymena") {
		t.Errorf("who comes when is lost: %v", lines)
	}
	for _, e := range lines {
		if strings.Contains(e.Text, "creaking gate") {
			t.Errorf("the saying is kept as a line: %q", e.Text)
		}
	}
}
