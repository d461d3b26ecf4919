package compression

import (
	"maps"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// What kind of statement a sentence is, beyond the facts it names: an
// instruction for the assistant (given, asked for, labelled, conditional,
// polite, formal), an open question (labelled, unsure, a reminder), and who
// says it (the person or someone they quote). makeGroup asks these on each
// line's scope.

// addressed reports a sentence with one of the phrases that is meant for the
// assistant — an instruction, or one taken back: it speaks to the assistant
// ("you", "du", "tú"), or it opens with the phrase and says what to do with
// the answers or with the person ("always answer in French", "never call him
// Alan"); not a sentence about oneself or others ("I never remember where I
// put it", "she always forgets").
//
// With opening set, a sentence that opens with the phrase is enough: what
// takes an instruction back needs no more words ("forget the French thing").
func addressed(lower string, list []string, opening bool) bool {
	if !marks(lower, list) {
		return false
	}
	if onlyHabit(lower, list) && habitStated(lower) {
		return false // "there's always someone", "You can never be too careful", "wie immer"
	}
	ws := plainWords(lower)
	if len(ws) < 3 {
		return false
	}
	// The "you" of a frankness head speaks to the assistant of nothing
	// it does: "Te soy sincera: nunca más una mudanza en agosto" is a sigh
	// (a review of stop 74).
	spoken := ws
	if rest, ok := pastCandour(lower); ok && opensWithin(rest, sighs, 1) {
		spoken = plainWords(rest) // not "Te lo digo claro: siempre al grano" (the second review of stop 75)
	}
	for k, w := range spoken {
		// "I'd appreciate it if you'd always …" — not "You'll never guess
		// …", "you'd never believe …", which speak to anyone.
		if secondPerson[w] || k > 0 && (w == "you'd" || w == "you'll") && (spoken[k-1] == "if" || spoken[k-1] == "when") {
			return true
		}
	}
	for k := 0; k+2 < len(ws); k++ {
		if soWords[ws[k]] && habits[ws[k+1]] && output[ws[k+2]] { // not "…, so always start the day with a walk"
			// "My eyes are bad, so always answer in big clear steps",
			// "He can't read small print so always answer …": the
			// reason is the person's, the order the assistant's.
			return true
		}
	}
	if aboutOneself(lower) && !ownLabel(lower, list) {
		return false
	}
	if !opensClause(lower, list) {
		return false
	}
	if opening {
		return true // "forget the French thing", "never mind the budget"
	}
	for k, w := range ws {
		if output[w] || k > 0 && habits[ws[k-1]] && bareOutput[w] && (k == 1 || imperativeLeadIns[ws[k-2]]) {
			return true // "Always say the price in euros first" — not "Grandpa would always put sugar in his tea"
		}
		// What it puts in is words or a look of the answers ("palabras",
		// "anglicismos", "emojis"): not "¡No me metas miedo!", "no me
		// metas prisa", "… en líos", "… más miedo", "… ideas en la cabeza"
		// (the second and fifth reviews of stop 67).
		if k > 1 && ws[k-2] == "no" && ws[k-1] == "me" && metas[w] && !othersWords(lower) && k+1 < len(ws) &&
			(answerLook(ws[k+1]) || wordsPut[ws[k+1]]) {
			return true // "no me metas palabras en inglés" ("metas" alone are goals; a part read at stop 67)
		}
	}
	return false
}

// wordsPut are the words a person bans from the answers: "palabras en
// inglés", "anglicismos", "tecnicismos".
var wordsPut = wordSet(`palabras anglicismos tecnicismos extranjerismos términos frases refranes chistes`)

// metas are the Spanish orders to put something into the answers that
// are nouns too ("mis metas"): orders only after "no me".
var metas = wordSet(`metas meta metás`)

// soWords open what follows from a reason: "…, so always answer …".
var soWords = wordSet(`so then therefore deshalb daher also drum entonces`)

// bareOutput are verbs of what the assistant writes that are orders only
// right after "always" or "never" ("Always say the price first", "Never
// mention the diet"): alone they are anyone's ("Don't say that, you'll jinx
// it").
var bareOutput = wordSet(`say mention quote include add put round convert start end`)

// onlyHabit reports a sentence in which the phrases of list that mark it
// all say how often ("always", "nie", "siempre"): then it is no order when
// habitStated.
func onlyHabit(lower string, list []string) bool {
	if marks(lower, forGood) {
		return false // "y esto vale para siempre: …", "die gilt für immer"
	}
	for _, p := range list {
		if !habits[strings.TrimSuffix(strings.TrimSpace(p), "_")] && marks(lower, []string{p}) {
			return false
		}
	}
	return true
}

// habitStated reports a sentence whose words of how often all say what
// someone always does or how things are, not what the assistant is to do:
// after someone's words ("jonno says never use …"), "as always" ("wie
// immer", "como siempre"), after a subject that is not the assistant
// ("there's always someone", "which is never a good sign", "I always think
// …", "los números nunca han sido lo mío", "weiß man nie"), the generic
// "you" of how things are ("You can never be too careful", "You never get
// used to it"), the person's own Spanish verb ("siempre la confundo"), or
// "cada vez que" of the person alone ("Cada vez que vengo me da nostalgia").
// Otherwise it may be an order, as addressed reads it ("You always have to
// tell me where you got it", "Would you mind always putting …", "Prefiero
// que nunca uses emojis").
func habitStated(lower string) bool {
	if marks(lower, politeness) {
		return false // "The dates always in UK format please", "so please always make …"
	}
	cs := clauses(lower)
	for i := 1; i < len(cs); i++ {
		if orderIn(cs[i]) && (!quotesSomeone(cs[i-1]) || concludes(cs[i])) {
			return false // "I never eat pork, so you should leave it out of recipes"
		}
	}
	for i, c := range cs {
		ws := plainWords(c)
		if k := strings.Index(c, "cada vez que"); k >= 0 {
			after := plainWords(c[k:] + " " + strings.Join(cs[i+1:], " "))
			if spokenTo(after) || slices.ContainsFunc(after, func(w string) bool { return output[w] && !givesOnly[w] }) {
				return false // "cada vez que te pida una receta, …", "cada vez que hablemos de dinero, usa euros"
			}
			continue
		}
		h := slices.IndexFunc(ws, func(w string) bool { return habits[w] })
		if h >= 0 && !habitOfSomeone(ws, h) && (i == 0 || !quotesSomeone(cs[i-1]) || concludes(c)) {
			return false
		}
	}
	return true
}

// quotesSomeone reports a clause in which someone else says what comes
// next: "Meine Oma sagt immer, du sollst nie …", "my gran always says, you
// should …" — the "du" of the next clause is theirs.
func quotesSomeone(c string) bool {
	ws := plainWords(c)
	return saidBySomeone(ws, sayingAt(ws)) &&
		!slices.ContainsFunc(ws, func(w string) bool { return secondPerson[w] })
}

// sayingAt is the index of the first verb of saying or telling in ws, or -1.
func sayingAt(ws []string) int {
	return slices.IndexFunc(ws, func(w string) bool { return reporting[w] || sayVerbs[w] })
}

// saidBySomeone reports a verb of saying at ws[said] after someone who is
// not the person: "he", "sie", "Oma", "my mum".
func saidBySomeone(ws []string, said int) bool {
	return said > 0 && slices.ContainsFunc(ws[:said], func(w string) bool { return thirdParties[w] || family[w] })
}

// concludes reports a clause that opens on what the person draws from the
// one before: "Mum says she hates them, so never use emojis".
func concludes(c string) bool {
	ws := plainWords(c)
	return len(ws) > 0 && (soWords[ws[0]] || thereforeLeadIns[ws[0]])
}

// orderIn reports a clause that orders the assistant: "you should …", "du
// musst …", "no me lo pongas …", or one that opens with a verb of answering
// ("so give me grams").
func orderIn(c string) bool {
	ws := plainWords(c)
	for k, w := range ws {
		if secondPerson[w] && k+1 < len(ws) && obliging[ws[k+1]] || obliging[w] && k+1 < len(ws) && secondPerson[ws[k+1]] ||
			secondPerson[w] && k+2 < len(ws) && (ws[k+1] == "have" || ws[k+1] == "need") && ws[k+2] == "to" {
			return true // "you should", "you must", "you have to", "musst du", "tienes que"
		}
		if (w == "no" || w == "nie") && k+1 < len(ws) && (ws[k+1] == "me" || ws[k+1] == "mir") {
			return true // "no me lo pongas"
		}
	}
	k := past(ws, imperativeLeadIns, negatedLeadIns, thereforeLeadIns)
	return k < len(ws) && output[ws[k]] && !subjunctive[ws[k]]
}

var (
	// obliging are the modals of an order to "you": "you should", "you
	// must", "du musst", "debes".
	obliging = wordSet(`should must shall sollst solltest musst debes deberías tienes`)
	// thereforeLeadIns open the clause of what follows from a reason:
	// "so", "deshalb", "así que".
	thereforeLeadIns = wordSet(`so therefore deshalb daher also así que por eso entonces`)
)

// habitOfSomeone reports the word of how often at ws[h] as part of a
// statement, not an order (habitStated).
func habitOfSomeone(ws []string, h int) bool {
	before := ws[:h]
	toYou := func(ws []string) bool { // "you'd", "you'll" too
		return slices.ContainsFunc(ws, func(w string) bool { return secondPerson[w] || w == "you'd" || w == "you'll" || w == "you've" })
	}
	mine := slices.ContainsFunc(ws, func(w string) bool { return myself[w] })
	you := toYou(before) || mine
	said := sayingAt(before)
	switch {
	case saidBySomeone(before, said) && !toYou(before[:said]):
		return true // "Meine Oma sagt immer, du sollst nie …": the "du" is hers
	case said >= 0 && !toYou(before):
		return true // "jonno says never use …" — not "I told you never to call me Alan"
	case h > 0 && asUsual[ws[h-1]]:
		return true // "wie immer", "como siempre", "as always"
	case h+2 == len(ws) && elliptic[ws[h+1]] && !toYou(before): // not "Give me the times in 24-hour format, you never do"
		return true // "he hates having his photo taken, always has": what he did, said again
	case len(before) > 0 && h+1 < len(ws) && sayVerbs[ws[h+1]] && !toYou(before):
		return true // "My mum always says you can't trust …"
	case slices.ContainsFunc(before, func(w string) bool { return thirdParties[w] }) && !toYou(before):
		return true // "They never tell me anything", "He always sends me the wrong file"
	case slices.ContainsFunc(before, func(w string) bool { return stating[w] || others[w] }) && !toYou(before) &&
		!(toYou(ws) && (mine || slices.ContainsFunc(ws, func(w string) bool { return output[w] }))) && !orderIn(strings.Join(ws[h+1:], " ")):
		return true // "there's always one who hands you …", "I always think …", "which is never …"
	case toYou(before) && !mine && h+1 < len(ws) && stative[ws[h+1]] && !slices.ContainsFunc(ws, func(w string) bool { return output[w] || obliging[w] }):
		return true // "You can never be too careful", "You never get used to it"
	case len(before) > 0 && (articles[before[0]] || determiners[before[0]] || germanArticles[before[0]]) && !you &&
		!slices.ContainsFunc(ws, func(w string) bool { return answerLook(w) || wordings[w] || formatWords[w] }):
		return true // "los números nunca han sido lo mío", "the kids always …"
	case spanishHabit[ws[h]]:
		j := h + 1
		for j < len(ws) && clitics[ws[j]] {
			j++
		}
		return len(before) == 0 && j < len(ws) && strings.HasSuffix(ws[j], "o") && !toYou(ws) // "siempre la confundo"
	}
	return false
}

var (
	// habits are the words of instruction that say how often.
	habits = phraseSet(`always|never|immer|stets|nie|niemals|siempre|nunca|jamás|cada vez que`)
	// elliptic are the verbs that stand for a verb said before: "…, always
	// has", "…, never did".
	elliptic = wordSet(`has have had did does do was were is will would could`)
	// myself are the words for the person as an object or an owner: "me",
	// "mir", "my".
	myself = wordSet(`me mir mich my mein meine`)
	// forGood say that something lasts, not how often it happens.
	forGood = phrases(`for good|forever|für immer|ein für alle mal|para siempre|de una vez por todas`)
	// spanishHabit are the Spanish words of how often, whose verb after
	// them says who does it ("siempre revisa", "siempre la confundo").
	spanishHabit = wordSet(`siempre nunca jamás`)
	// clitics are the pronouns that stand before a Spanish verb.
	clitics = wordSet(`me te se la lo le nos les las los`)
	// asUsual are the words before a word of how often that say "as
	// usual".
	asUsual = wordSet(`as like wie como`)
	// stating are the words that open a statement, not an order, before a
	// word of how often: "there's always", "hat's nie", "ist immer", "weiß
	// man nie", "which is never"; others the subjects that are not the
	// assistant.
	stating = wordSet(`there's there it's that's which who is are was were has have had
	ist sind war waren hat hat's hatte haben wird weiß es das des dass man
	está están era fue ha han hay`)
	others = wordSet(`i i'm i've i'd he she they we he's she's they're we're
	ich i er wir yo él ella ellos nosotros`)
	// thirdParties are the subjects that are someone else: what follows
	// their word of how often is what they do, never an order ("sie" may
	// be "Sie", the assistant).
	thirdParties = wordSet(`he she they he's she's they're er ellos ellas él ella`)
	// givesOnly are the forms of "give" that are no imperative ("me da
	// nostalgia").
	givesOnly = wordSet(`da dan das`)
	// formatWords name a format the answers keep ("The dates always in
	// British format").
	formatWords = wordSet(`format formats formato formatos`)
	// stative are the verbs after a generic "you never": how things are.
	stative = wordSet(`be get know been seem feel`)
	// sayVerbs report someone's words.
	sayVerbs = wordSet(`says said say sagt sagte meint meinte dice dijo dicen`)
)

// canForget reports a clause that tells the assistant it can forget a way
// of answering or anything from now on ("das mit den ganzen Sätzen kannste
// ab jetzt vergessen", "die Stichpunkte kannst du vergessen", "das mit dem
// Du kannst du vergessen"): German takes back that way — not "Dass mein
// Bruder pünktlich kommt, kannst du vergessen" (no chance of it) nor "Das mit
// dem Urlaub im Mai kannste vergessen" (a plan that is off; the reviews).
func canForget(lower string) bool {
	if !strings.Contains(lower, "vergesse") && !strings.Contains(lower, "lassen") && !strings.Contains(lower, "aufhören") {
		return false
	}
	cs := clauses(lower)
	for _, c := range cs {
		ws := plainWords(c)
		// "vergesse" is how much of the south-west says it ("kannschde
		// vergesse").
		// "Die Großbuchstaben kannst du jetzt lassen" (the first review of
		// stop 66) leaves a way of answering as "vergessen" does.
		if len(ws) < 3 || ws[len(ws)-1] != "vergessen" && ws[len(ws)-1] != "vergesse" && ws[len(ws)-1] != "lassen" && ws[len(ws)-1] != "weglassen" && ws[len(ws)-1] != "aufhören" {
			continue
		}
		// Not kept as they are, not "not yet": "… kannst du ruhig so
		// lassen", "… kannst du leider noch nicht vergessen" (the second
		// review of stop 66).
		// "erst" is not yet only before a condition ("erst aufhören, wenn
		// …"; not "erst mal lassen", "erst gestern": the sixth review).
		if ws[len(ws)-2] == "so" || ws[len(ws)-2] == "stehen" || slices.ContainsFunc(ws, func(x string) bool { return notYet[x] }) ||
			slices.Contains(ws, "erst") && (strings.Contains(lower, "wenn") || strings.Contains(lower, "sobald")) {
			continue
		}
		if ws[len(ws)-1] != "vergessen" && ws[len(ws)-1] != "vergesse" {
			// Left as they are: "… kannst du lassen, wie sie sind" (the
			// fourth review of stop 66); only a look of the answers is left
			// ("Die Nachhilfe in Englisch kannst du jetzt lassen" is a son's).
			// Nor what the person told another ("Ich hab dem Leon gesagt: Mit
			// den Großbuchstaben kannst du jetzt aufhören"; the fifth
			// review); a form of address is left too ("Das Siezen kannst du
			// jetzt lassen").
			// Told to another: a word of saying in the clause, or in the one
			// before it that ends with a colon ("Ich hab dem Leon gesagt:
			// …"; not "Der Augenarzt sagt, die Brille passt, also … kannst
			// du jetzt lassen": the sixth review).
			said := func(x string) bool { return reportWords[x] }
			told := slices.ContainsFunc(ws, said)
			if k := strings.Index(lower, c); k > 0 {
				told = told || slices.ContainsFunc(colonLead(lower, k), said)
			}
			if marks(lower, asTheyAre) || told ||
				!slices.ContainsFunc(ws, func(x string) bool {
					return answerLook(x) || shouting[x] || textUnits[x] || germanAddress[x] || addressForms[x]
				}) {
				continue
			}
		}
		if len(ws) >= 4 && ws[0] == "du" && (ws[1] == "kannst" || ws[1] == "kannste") {
			// "Du kannst die Großbuchstaben jetzt weglassen" (the second
			// review of stop 66): what is left out after the verb.
			if slices.ContainsFunc(ws[2:len(ws)-1], func(x string) bool { return answerLook(x) || textUnits[x] || shouting[x] }) {
				return true
			}
		}
		for k, w := range ws[:len(ws)-1] {
			// The "du" may go unsaid, the verb right before "vergessen",
			// after "das mit …" and a few words that end with a length of
			// the answers, at the sentence's end: "des mit den drei Sätzen
			// kannst vergessen" (not "Das Buch auf Englisch kannst
			// vergessen", "Das mit den Zeilen im Mietvertrag kannst
			// vergessen", "Das mit der Englisch-Nachhilfe …", "Das mit dem
			// Siezen kannst vergessen, der neue Nachbar ist locker"); a length
			// only, not a language or a look ("Das mit dem Englisch kannst
			// vergessen" may call off lessons, "Das mit der Tabelle …" one
			// table).
			if canYou[w] || (w == "kannst" || w == "können") && k+1 < len(ws) && (ws[k+1] == "du" || ws[k+1] == "sie") ||
				w == "kannst" && k+2 == len(ws) && k >= 3 && k <= 5 && (ws[0] == "das" || ws[0] == "des") && ws[1] == "mit" && c == cs[len(cs)-1] && !strings.Contains(c, "-") &&
					(textUnits[ws[k-1]] || ws[k-1] == "sätzen") {
				// What is forgotten, before the verb: a way of answering, a
				// language or a form of address, a length, or anything
				// "from now on" ("das mit den Kalorien kannste ab jetzt
				// vergessen", "des mit de fünf Sätz vun ganz am Anfang
				// kannschde vergesse"; not "Den Anfang vom Film kannste
				// vergessen": a review).
				what := ws[:k]
				return marks(c, fromNow) || slices.ContainsFunc(what, func(x string) bool {
					return answerLook(x) || tongues[x] || germanAddress[x] || addressForms[x] || textUnits[x] || shouting[x]
				})
			}
		}
	}
	return false
}

// notYet say a way is not left yet: "noch nicht", "erst …, wenn", the
// Bavarian "ned".
var notYet = wordSet(`nicht nie ned net nit`)

// asTheyAre say a thing is left as it is: "lassen, wie sie sind".
var asTheyAre = phrases(`wie sie sind|wie es ist|wie sie ist|wie er ist|wie gehabt`)

// canYou are the spoken forms of "kannst du": "kannste", "kannschde".
var canYou = wordSet(`kannste kannschde kannscht kannsch konnst`)

// statesTakeBack reports a statement that an instruction no longer holds
// ("English is fine again", "ya no hace falta", "I no longer need …"): said
// to the assistant, a "you" in it standing in the clause of those words or in
// one next to them unless it thanks the assistant ("My sister doesn't speak
// German anymore, …, and you know what she's like" takes nothing back; "I no
// longer need the Celsius conversions, …, so thank you for all that" does),
// and no clock time in that clause (timedChange).
func statesTakeBack(lower string) bool {
	if canForget(lower) || takesBackAnswering(lower) || stopsLook(lower) {
		return true
	}
	if !addressed(lower, revoked, false) || timedChange(lower) {
		return false
	}
	return !spokenTo(plainWords(lower)) || marks(lower, thanking) || spokenToNear(lower)
}

// takesBackAnswering reports the person taking back what they said of how the
// assistant answers: "I'm going back on what I said at the start about nae
// lists", "Ich nehme zurück, was ich über keine Listen gesagt habe" — the
// words after it name a look the answers were not to have, or the answers
// themselves ("about short answers"), not "what I said about Mark at the
// meeting", "about the guest list", "about a short engagement", "about
// Spanish food" (the reviews of stop 64).
func takesBackAnswering(lower string) bool {
	from, at := markSpan(lower, takingBack)
	if at < 0 {
		return false
	}
	ws := plainWords(clauseEnd(lower[at:]))
	if said := strings.LastIndex(lower[:from], " said "); said >= 0 && marks(lower[from:at], takenBackThat) {
		// "I know I said no dot points ever, but I'm taking that back": what
		// "that" is, said before it (a part read at stop 75).
		ws = plainWords(clauseEnd(lower[said+len(" said "):]))
	}
	// What it is about: the words after "about", "über", "de".
	if k := slices.IndexFunc(ws, func(w string) bool { return takenAbout[w] }); k >= 0 {
		ws = ws[k+1:]
	}
	if len(ws) > 1 && (ws[0] == "you" || ws[0] == "your") && howWords[ws[1]] {
		ws = ws[1:] // "about you keeping it short" (the second review of stop 65)
	}
	if len(ws) == 0 {
		return false
	}
	first, next := ws[0], ""
	if len(ws) > 1 {
		next = ws[1]
	}
	switch {
	case (formatLimits[first] || first == "nae") && (answerLook(next) || listWords[next]):
		return true // "about nae lists", "über keine Listen"
	case namedLook(first) && len(ws) <= 3:
		return true // "about emojis", "about bullet points", "über Emojis"
	case first == "los" || first == "las" || first == "el" || first == "the":
		// "de los emojis", "about the bullet points"; the units the answers
		// were to give, "de las arrobas", "about the miles" (the fourth
		// review of stop 65) — not a thing of the plans a look or a unit
		// names as well ("about the tables, we're hiring them from the
		// scouts", "about the text, Sue never got it", "about the cups",
		// "de las docenas"; the fifth).
		// A look that is a thing of the plans as often ("about the tables")
		// names none: the words alone cannot tell the plans' tables from
		// the answers' (the sixth review of stop 65 found "about the
		// tables" with no tables in the plans missed: a note).
		// Said to be in the answers, it is theirs: "about the tables in
		// your answers".
		inAnswers := len(ws) > 2 && lookInAnswers(ws[2:])
		return (len(ws) <= 3 || inAnswers) && (namedLook(next) && (!plansToo[next] || inAnswers) || answerSystem(next) && !lookOfAThing(ws, 1))
	case answerSystem(first) && len(ws) <= 2:
		return true // "about miles"
	case first == "die" || first == "den":
		// "über die kurzen Antworten" (the first review of stop 65) — not
		// "über die Listen für den Grillabend" (the second).
		return len(ws) > 2 && ((namedLook(next) || answerSystem(next)) && !lookOfAThing(ws, 1) || lengths[next] && answering(ws[2]))
	case howWords[first] && (first == "answering" || first == "writing" || len(ws) < 2 || answersKept(ws[1:])):
		// "about keeping it short", "about answering in Spanish" — not
		// "about keeping the fireplace", "about using Travis Perkins" (the
		// fourth review of stop 64).
		return slices.ContainsFunc(ws[1:min(len(ws), 6)], func(w string) bool {
			return lengths[w] || namedLook(w) || tongues[w] || registers[w] || formality[w] || textUnits[w] || w == "answers" || w == "replies"
		}) // "keeping it nice and short", "keeping it under 100 words", "keeping it formal"
	case tongues[first] || lengths[first]:
		return len(ws) == 1 || answering(next) || next == "answers" // "about Spanish", "about short answers"; not "about Spanish food"
	case first == "your" || first == "deinen" || first == "deine" || first == "tus":
		return theAnswers(next)
	}
	return false
}

// takenAbout say what a take-back is about.
var takenAbout = wordSet(`about regarding über von de sobre`)

// bareLooks are looks named bare in a take-back: "about lists", "about
// tables".
var bareLooks = wordSet(`emojis emoji bullet bullets tables lists listen listas emoticonos viñetas`)

// passive reports a participle made passive in what a not-knowing asks
// (span), still to come or to check: "when the band gets paid", "when the
// deposit has to be paid", "whether Harrison's have been paid" — not what
// was done ("when the shed's been broken into"; the third review of stop
// 65). After how or who it is always a mystery of what happened ("No idea
// how the shed's been broken into: nothing's missing"; the second).
func passive(span []string, qw string) bool {
	return slices.ContainsFunc(span, func(x string) bool {
		x = strings.Trim(x, ".,;:!?")
		return passiveAux[x] || x == "been" && (qw == "whether" || qw == "if" || qw == "ob" || qw == "si")
	})
}

var (
	passiveAux = wordSet(`be being get gets getting is are`)
	mystery    = wordSet(`how who wie wer cómo quién`)
)

// postedOn are where an update is posted: "on the fete Facebook page", "on
// the WhatsApp group".
var postedOn = wordSet(`page website site facebook board noticeboard chat whatsapp instagram feed blog newsletter socials social app`)

// answersAsObject are what "keeping" keeps when it is the answers: "keeping
// it short", "keeping answers short" — not "keeping the speeches short" (the
// sixth review of stop 64).
var answersAsObject = wordSet(`it them answers replies responses things everything es sie las lo`)

// answersKept reports what "keeping", "using" or "giving" is about in a
// take-back as the answers or how they look, past a determiner or "me":
// "keeping your answers short", "keeping the replies short", "using emojis",
// "using no bullet points", "giving me short answers" — not "keeping the
// speeches short" (the first review of stop 65).
func answersKept(ws []string) bool {
	k := 0
	for k < len(ws) && k < 2 && keptDeterminers[ws[k]] {
		k++
	}
	if k >= len(ws) {
		return false
	}
	w := ws[k]
	// A length of the answers ends what is kept or names them: "keeping
	// short", "giving me short answers" — not "keeping the short veil",
	// "using the long field for parking" (the third review of stop 65).
	short := lengths[w] && (k+1 >= len(ws) || theAnswers(ws[k+1]))
	// A look after "the" is a thing kept or used ("keeping the tables, the
	// pine one won't go down the cellar steps", "using the tables with the
	// class numbers"; the fourth review of stop 65).
	end := afterPoints(ws, k+1) // past the look: "bullet points"
	// "keeping the emojis out" is the answers (the fifth review), "keeping
	// the tables out overnight" a thing (the sixth).
	thing := k > 0 && (ws[k-1] == "the" || ws[k-1] == "all") && !(end < len(ws) && keptOut[ws[end]] && !plansToo[w])
	return answersAsObject[w] || short || namedLook(w) && !thing && !lookOfAThing(ws, k)
}

// lookOfAThing reports a look a take-back names as a thing of something
// else, a word of whose or what for after it: "the tables from the church
// hall", "die Listen für den Grillabend", "die Tabellen für die Sitzordnung"
// (the second review of stop 65).
// Or where it is ("the tables in the barn", "the lists on the fridge", "die
// Listen im Gemeindehaus"; the third review) — not "in your answers".
func lookOfAThing(ws []string, k int) bool {
	if k+1 >= len(ws) {
		return false
	}
	if thingOf[ws[k+1]] || articles[ws[k+1]] || indefinite[ws[k+1]] {
		return true // "giving all the tables a number" (the third review)
	}
	if withWords[ws[k+1]] {
		// "the lists with everyone's phone numbers", "die Listen mit den
		// Telefonnummern" (the sixth review) — not whom they are shown to
		// or how they look ("using emojis with me mam", "die Listen mit
		// Spiegelstrichen"; the fifth).
		return k+2 < len(ws) && !shownTo[ws[k+2]] && !namedLook(ws[k+2]) && !dashes[ws[k+2]]
	}
	return thingIn[ws[k+1]] && !slices.ContainsFunc(ws[k+2:min(len(ws), k+4)], func(w string) bool { return answering(w) || yourWords[w] })
}

// lookInAnswers reports words after a look that say where it was banned, and
// what follows: "(bullet) points in your answers" (the fifth review of stop
// 65).
func lookInAnswers(ws []string) bool {
	ws = ws[afterPoints(ws, 0):]
	return len(ws) >= 2 && (ws[0] == "in" || ws[0] == "en") && (yourWords[ws[1]] || theAnswers(ws[1]))
}

// namedLook reports a look of the answers however a person names it: a
// format or look ("emojis", "bold"), a list word, a look named bare in a
// take-back ("bullet", "tables").
func namedLook(w string) bool { return answerLook(w) || listWords[w] || bareLooks[w] }

// theAnswers reports a word of the answers themselves: "answers", "replies",
// "Antworten", or a verb of answering.
func theAnswers(w string) bool { return answering(w) || w == "answers" || w == "replies" }

// afterPoints is i past a "points" there ("bullet points"), or i.
func afterPoints(ws []string, i int) int {
	if i < len(ws) && (ws[i] == "points" || ws[i] == "point") {
		return i + 1
	}
	return i
}

// plansToo are looks of the answers that are things of the plans as often:
// tables, lists, a text.
var plansToo = wordSet(`table tables list lists text texts tabelle tabellen liste listen mesa mesas lista listas texto textos`)

// answerSystem reports a unit of a system the answers give, not a thing
// bought by it: "miles", "celsius", "pounds", "arrobas" — not "cups",
// "pints", "docenas".
func answerSystem(w string) bool {
	return (unitWord(w) || systemUnits[w]) && !boughtBy[w] && !plansToo[w]
}

// systemUnits are the words of the units the answers give beside unitWord's
// (the sixth review of stop 65); boughtBy the units things are bought and
// counted by.
var (
	systemUnits = wordSet(`metric imperial metrisch métrico métrica units einheiten unidades grados grad arrobas millas`)
	boughtBy    = wordSet(`cups cup pints pint gallons dozen dozens dutzend docena docenas tubs bags sacks`)
)

// takesBackAThing reports a take-back whose own clause names a look of the
// answers as a thing of the plans ("Vergiss, was ich über die Listen aus dem
// Gemeindehaus gesagt habe") — not one that says so later ("…, I need a
// table for the seating plan"; the fifth review of stop 65).
func takesBackAThing(lower string) bool {
	at := revokedAt(lower)
	return at >= 0 && namesAThing(plainWords(clauseEnd(lower[at:])))
}

// namesAThing reports words that name a look of the answers as a thing of
// something else (lookOfAThing): "die Listen aus dem Gemeindehaus".
func namesAThing(ws []string) bool {
	for k, w := range ws {
		if namedLook(w) && lookOfAThing(ws, k) {
			return true
		}
	}
	return false
}

// thingOf say whose or what for a thing is: "from", "for", "für", "von";
// thingIn where it is; yourWords whose the answers are.
var (
	thingOf   = wordSet(`from for of für von vom zum zur der des del at off aus`)
	keptOut   = wordSet(`out off away`)
	shownTo   = wordSet(`me my mir meiner meinem meine mi mis him her them us uns`)
	dashes    = wordSet(`spiegelstrichen spiegelstriche strichen dashes guiones`)
	thingIn   = wordSet(`in on im am auf en`)
	yourWords = wordSet(`your deinen deine deinem deiner tus`)
)

// keptDeterminers may stand between "keeping" and the answers it keeps.
var keptDeterminers = wordSet(`the your my me no all`)

// howWords open how the answers were to be: "about keeping it short",
// "about answering in Spanish".
var howWords = wordSet(`keeping keep answering writing using giving leaving`)

// obviousAnswer open an answer that is obvious: "Eh klar, ins Zelt."
var obviousAnswer = phrases(`eh klar|na klar|ganz klar|logisch|obviously|pues claro|claro que`)

// takenBackThat take back what the sentence said before them.
var takenBackThat = phrases(`that back|it back|das zurück|lo retiro`)

// takingBack say the person takes back what they said: "I'm going back on
// what I said at the start about nae lists", "Ich nehme zurück, was ich …",
// "Retiro lo que dije de …".
var takingBack = phrases(`going back on what i said|go back on what i said|take back what i said|taking back what i said|scrap what i said|scratch what i said|
	i'm taking that back|taking that back|i take that back|i take it back|nehm das zurück|nehme das zurück|ich nehme das zurück|lo retiro|retiro lo dicho|
	nehme zurück, was ich|nehm zurück, was ich|vergiss, was ich|vergiss was ich|vergiss bitte, was ich|vergiss bitte was ich|retiro lo que dije|retiro lo que te dije`)

// spokenTo reports a word of the second person among ws.
func spokenTo(ws []string) bool {
	return slices.ContainsFunc(ws, func(w string) bool { return secondPerson[w] })
}

// spokenToNear reports a "you" in the clause of the words that say something
// no longer holds, or in one next to it.
func spokenToNear(lower string) bool {
	cs := clauses(lower)
	for i, c := range cs {
		if marks(c, revoked) && spokenTo(plainWords(strings.Join(cs[max(i-1, 0):min(i+2, len(cs))], " , "))) {
			return true
		}
	}
	return false
}

// concessive reports "never mind that" before someone else as a subject:
// "…, never mind that he always takes the wrong turning" says "although",
// and takes nothing back ("Never mind that, just answer in English", "never
// mind that stuff about French", "Never mind that I said metric" do).
func concessive(lower string) bool {
	_, after, ok := strings.Cut(lower, "never mind that ")
	return ok && subjectPronouns[nthWord(after, 0)] // not "never mind that I said metric"
}

// timedChange reports a statement that something is no longer so whose
// clause holds a clock time: "ya no entrenamos a las siete: desde el lunes es
// a las seis y media, …" changes when training is, and takes no instruction
// back; "You don't need to mention the Monday standup anymore" still does.
func timedChange(lower string) bool {
	for _, c := range clauses(lower) {
		if !marks(c, revoked) {
			continue
		}
		ws := wordsOf(c)
		for i, w := range ws {
			l := strings.ToLower(w.text)
			if !hasDigitValue(w.text) && !valueWords[l] && !oneOClock(ws, i) {
				continue
			}
			if valueKind(ws, i) == "time" {
				return true
			}
		}
	}
	return false
}

// taskLabel reports a sentence under a label of a few words that opens by
// saying a task is still to be done ("Still to do: …", "Tarea pendiente que
// me agobia: …", "Noch offen: …") — not what one likes to do ("What I love
// to do: …"), nor a task done ("Noch zu erledigen war nur …", "Still to
// do: nothing, …", "To do list for Saturday: done, …").
func taskLabel(scope, lower string) bool {
	head, rest, ok := strings.Cut(lower, ":")
	first, _, _ := strings.Cut(rest, ",") // "nothing, my sister …"; not "nothing urgent, but …"
	words := strings.Fields(strings.ReplaceAll(head, "’", "'"))
	if len(words) > 1 && clauseJoiners[words[0]] {
		words = words[1:] // "And what's still missing: …"
	}
	// "nothing now, we're all packed", "ya nada, está todo comprado"
	lead := plainWords(first)
	// "nothing now, except ring the vet", "ya nada, solo quién recoge las
	// sillas": something is left after all (the fourth review).
	nothing := nothingLeft[strings.Trim(strings.TrimSpace(first), ".;!")] || slices.ContainsFunc(lead, func(w string) bool { return nothingLeft[w] }) && allIn(lead, nothingMore) && !marks(rest, butFor)
	// "What's still missing for Saturday: …", "Was noch fehlt fürs
	// Sommerfest: …" — not "What's missing in this town: …".
	for k := len(words) - 1; k > 0 && k >= len(words)-4; k-- {
		if forWhat[words[k]] {
			words = words[:k]
			break
		}
	}
	// A missing head before who, where or when is still to be found ("Was
	// noch fehlt: wer …?"), not before a wish ("What's still missing: a bit
	// of sunshine", "Lo que falta: que deje de llover"; the fifth review).
	// ("What's still missing: which band we book", "…: the numbers from
	// the caterer, and who is doing the readings"; the sixth review).
	// The question word opens what follows the colon, or a clause of it
	// after "and" ("…, and who is doing the readings"): not a relative
	// ("the bunting, which Sue is dropping round"), an "as" ("wie jedes
	// Jahr"), a "was" of the weather (a review of stop 63).
	asks := false
	list := clauses(rest)
	// The list as typed, for the names of people in it ("Dave, who's …").
	var typed []string
	if _, r, _ := strings.Cut(scope, ":"); len(scope) == len(lower) {
		if typed = clauses(r); len(typed) != len(list) {
			typed = nil
		}
	}
	for k, c := range list {
		cw := plainWords(c)
		n := 0
		for n < len(cw)-1 && n < 3 && (clauseJoiners[cw[n]] || exceptOpeners[cw[n]]) {
			n++ // "…, and who …", "nothing now, apart from who's …", "nichts mehr, nur noch wer …"
		}
		opens := k == 0 || n > 0
		cw = cw[n:]
		for i, x := range cw {
			// Opening what follows the colon or a clause after "and", or
			// after "and", "about" in a clause ("the cake, the DJ and
			// who's driving Nan", "an answer from the venue about when we
			// can get in"); a clause of a list that opens with who, where,
			// when ("the flowers, who's doing the readings, and the cake")
			// — not a relative "which" ("the bunting, which Sue is dropping
			// round"), "wie jedes Jahr" (the reviews of stop 63).
			w := normal(x)
			if w == "if" || w == "si" || !questionWords[w] {
				continue
			}
			// A clause of the list asks only with a task in it: not "my
			// brother, who flies in from Dublin on Friday", "die Torte, wo
			// Oma immer bestellt" (the fourth review of stop 63).
			// Or one with another item after it: "the cake, where
			// everyone's sleeping, and the minibus" (the fifth review).
			// Who with a task in it; where, when with another item after
			// it — not "my brother, who flies in from Dublin on Friday, and
			// the rings" (the sixth review).
			// A "who" after a person describes them, whatever they do ("my
			// sister, who's bringing the cake", "Uncle Pete, who's driving
			// up from Leeds"); after a thing it asks ("the cake, who's
			// giving the speech, and the minibus"); "wer", "quién" always
			// ask (the first review of stop 64).
			task := slices.ContainsFunc(cw[1:min(len(cw), 4)], func(x string) bool { return takingOn[x] || toBeDone[x] || x == "going" })
			var listAsks bool
			switch {
			case w == "who":
				prev := ""
				if k > 0 && typed != nil {
					prev = typed[k-1]
				}
				listAsks = k > 0 && !namesPerson(plainWords(list[k-1]), prev)
			case whoAsks[w]:
				listAsks = true
			default:
				listAsks = whoWhenWhere[w] && (task || k < len(list)-1)
			}
			// After "saying", "telling", "of", a message still to come
			// asks ("a reply from the vicar saying when the rehearsal is",
			// "any idea of how much the flowers cost"), a thing to make
			// does not ("a sign saying where guests can park", "a map of
			// where you can park"; the sixth review and the first of stop
			// 64).
			// So does someone still to say it: "the vicar to say whether we
			// can use the church field" (the second review of stop 65).
			told := i > 0 && (cw[i-1] == "saying" || cw[i-1] == "telling" || cw[i-1] == "of") && awaited(cw[:i-1]) ||
				i > 2 && toSay(cw[:i]) && missingHeads[strings.Join(words, "_")]
			if i == 0 && (opens || listAsks) || i > 0 && (clauseJoiners[cw[i-1]] || missingAbout[cw[i-1]]) || told {
				asks = true
			}
		}
	}
	return ok && (len(strings.Fields(head)) <= 5 && opensWithin(head, tasks, 1) || missingHeads[strings.Join(words, "_")] && asks) && !nothing
}

// toSay reports words that end in someone still to say: "to say", "to
// confirm", "to tell us" (the reviews of stop 65).
func toSay(ws []string) bool {
	n := len(ws)
	if n >= 3 && (ws[n-1] == "us" || ws[n-1] == "me") && ws[n-2] == "tell" && ws[n-3] == "to" {
		return true
	}
	return n >= 2 && ws[n-2] == "to" && (ws[n-1] == "say" || ws[n-1] == "tell" || ws[n-1] == "confirm")
}

// missingAbout may stand before what a missing thing is about: "an answer
// about when we can get in".
var missingAbout = wordSet(`about on über sobre`)

// exceptOpeners open what is left after "nothing now": "apart from who
// …", "nur noch wer …", "solo quién …".
var exceptOpeners = wordSet(`apart from except but only just solo sólo nur noch außer excepto salvo menos`)

// ownLabel reports a sentence about oneself only up to a colon that asks
// for what follows, an order: "I have one request up front: always …", "Ich
// bitte Sie vorab um eines: Antworten Sie …" — not someone's words reported
// ("I told my son: never …", "My son asked me one favour: …"), nor a rule
// one keeps with others ("I have one rule with the grandkids: never …", "I
// promised my wife one thing: …").
func ownLabel(lower string, list []string) bool {
	head, rest, ok := strings.Cut(lower, ": ")
	if !ok || len(strings.Fields(head)) > 8 || !marks(head+" ", requests) {
		return false
	}
	// Not someone else's ("She asked me one favour: …", "My son asked me
	// one favour: …", "The landlord's only request: …").
	hw := plainWords(head)
	for k, w := range hw {
		asks := w == "ask" && (k == len(hw)-1 || k > 0 && (hw[k-1] == "to" || hw[k-1] == "one" || hw[k-1] == "only" || hw[k-1] == "my"))
		if othersWord[w] || saying[w] && !asks || strings.HasSuffix(w, "'s") && !contractions[strings.TrimSuffix(w, "'s")] {
			return false
		}
	}
	ws := strings.Fields(rest)
	return len(ws) > 0 && marks(strings.Join(ws[:min(3, len(ws))], " "), list)
}

// formalOrder reports an order in the German formal imperative, a verb of
// answering or addressing before a capital Sie ("Schreiben Sie mir nie …",
// "Nennen Sie Preise grundsätzlich …", "Bitte duzen Sie mich nicht"), that
// holds from then on: not a phrase of politeness before a fact ("Stellen
// Sie sich vor, …", "Glauben Sie mir, …", "Wie Sie wissen, …"), nor a
// question ("Können Sie mir immer …?").
func formalOrder(text, lower string) bool {
	if asked(text) || !marks(lower, instruction) && !marks(lower, asAlways) {
		return false
	}
	if marks(lower, permitted) && marks(lower, addressing) {
		return true // "Sie können mich gerne duzen."; not "Sie will mich duzen"
	}
	for _, c := range clauses(text) {
		ws := strings.Fields(c)
		if len(ws) >= 3 && strings.EqualFold(ws[0], "bitte") {
			ws = ws[1:]
		}
		// Not a set phrase: "Nennen Sie es Aberglauben, …", "Erklären
		// Sie das mal meiner Mutter", "Halten Sie mich für verrückt".
		if len(ws) >= 3 && ws[1] == "Sie" && formalVerbs[strings.ToLower(ws[0])] && !marks(strings.ToLower(strings.Join(ws, " "))+" ", setPhrases) {
			return true
		}
	}
	return false
}

// othersLabel reports a sentence whose label before a colon is someone else's:
// what follows is their rule, not one for the assistant ("Sarah's tip for the
// interview: answer with examples").
func othersLabel(text string) bool {
	head, _, ok := strings.Cut(text, ": ") // not a clock's "10:45"
	if !ok {
		return false
	}
	if hw := plainWords(strings.ToLower(head)); !slices.ContainsFunc(hw, func(w string) bool { return firstPerson[w] }) {
		// "El mecánico me dijo: olvídese de ese coche", "My GP said: …"
		// (a review): someone named before the verb of saying — not
		// "…, I should have said it at the start: …", "As said before:
		// …", "As we said: …" (the person's own).
		for k, w := range hw {
			if k > 0 && saidWords[w] && slices.ContainsFunc(hw[:k], func(x string) bool {
				return articles[x] || definite[x] || possessive[x] || family[x] || relatives[x] || x == "my" || x == "mi" || x == "mein" || x == "meine"
			}) {
				return true
			}
		}
	}
	for _, w := range strings.Fields(head) {
		for _, end := range []string{"'s", "’s"} {
			name, ok := strings.CutSuffix(w, end)
			l := strings.ToLower(name)
			if ok && !contractions[l] && (isCapitalized(name) || !common[l]) {
				return true // "Sarah's", "Mrs Khan's", "The landlord's"; not "Here's", "Let's", "tonight's"
			}
		}
	}
	return false
}

// conditional reports a standing instruction in the form of a condition on
// what the assistant does: a clause opening "when you …", "wenn du …",
// "cuando me …", followed by an order ("when you give me steps, number
// them"; not "when you sign up, they give you a towel", "si me da tiempo,
// paso por la farmacia").
func conditional(lower, text string) bool {
	cs := orderApart(clauses(lower))
	for i, c := range cs[:max(len(cs)-1, 0)] {
		if _, after, ok := strings.Cut(c, ": "); ok {
			c = after // "Otra cosa: cuando hables de …": the condition after a head
		}
		ws := strings.Fields(c)
		// "and when I ask you to write a message for the group chat, …":
		// the condition past its "and" (a part read at stop 68).
		if k := past(ws, alsoLeadIns); k > 0 && k+1 < len(ws) {
			ws = ws[k:]
			c = strings.Join(ws, " ")
		}
		if len(ws) == 0 {
			continue
		}
		if marks(c, atLeisure) {
			continue // "When you get a chance, give me a call": once, later
		}
		opening := marks(strings.Join(ws[:min(4, len(ws))], " "), whenYou)
		// "any time money or numbers come up, show your arithmetic" (a
		// first instruction of a part read at stop 75): a condition on
		// what the talk turns to, then an order with no one else in it.
		topic := topicComesUp(ws) && byTheAssistant(beforeReason(nthClause(text, i+1, len(cs))))
		// The person's talk turning to something ("when we talk money")
		// is a condition of answering before an order of how to give
		// numbers: rounding, numbering, "ponme …" — not "…, nothing ever
		// gets resolved", "…, round up the cousins", "…, call me
		// old-fashioned", "…, show them the sticker chart" (the reviews
		// of stop 85).
		if !topic && talksOf(ws) && byTheAssistant(beforeReason(nthClause(text, i+1, len(cs)))) {
			next := plainWords(cs[i+1])
			topic = len(next) > 1 && (talkOrders[next[0]] || (next[0] == "ponme" || next[0] == "poneme") && definite[next[1]] ||
				next[0] == "round" && roundedWhat[next[1]] && slices.Contains(next[1:min(5, len(next))], "to"))
		}
		onAnswers := (opening || conditions[ws[0]]) && onTheAnswers(ws) || personAsks(ws) || topic
		// "When I go on about the Beast, don't tell me it's a myth",
		// "Wenn ich vom Biest erzähle, sag mir nicht …", "Cuando hablo de
		// la Bestia, no me digas …", "Whenever I mention my ex, don't bring
		// up the divorce": a condition on what the person says, then a ban
		// on what the assistant tells them — not "When I got home, don't
		// laugh, …" (no telling), "When I land in Lisbon tomorrow, don't
		// tell me …" (once) nor "Don't tell me it's raining again" (no
		// condition: disbelief).
		if i+1 < len(cs) && opensMine(ws) && bansTelling(cs[i+1]) {
			return true
		}
		// "If an idea of mine is dumb, tell me straight" (a rule of a part
		// read at stop 87): frankness under any condition is how the
		// assistant is to answer.
		// Not words said to someone else or someone's saying ("I said to
		// the vet: if it's bad news, tell me straight", "Mum would say: if
		// you broke something, tell me straight"), nor a question asked
		// frankly ("If it were your money, tell me straight: would you buy
		// it?"; the first review of stop 87).
		if next := plainWords(cs[i+1]); (opening || conditions[ws[0]]) && len(next) > 0 && (straightToMe(next) || bansSoftening(next)) &&
			i == 0 && !asked(lower) && !sayingHead(cs[0]) && !toldElsewhere(cs, i+1) && !marks(c, hypothetical) {
			return true
		}
		if !opening && !onAnswers {
			continue
		}
		asks := personAsks(ws)
		if asks && i+2 < len(cs) && whatIsAsked[firstWord(cs[i+1])] {
			i++ // "Wenn ich frag, ob ich mir was leisten kann, dann rechne …": the order follows what is asked
		}
		if asks && !byTheAssistant(nthClause(text, i+1, len(cs))) {
			continue
		}
		if ws := strings.Fields(cs[i+1]); i+2 < len(cs) && len(ws) > 1 && (ws[0] == "und" || ws[0] == "and" || ws[0] == "y") && (ws[1] == "das" || ws[1] == "that" || ws[1] == "eso" || ws[1] == "you") {
			i++ // "Wenn du mir was ausrechnest, und das wirst du noch oft müssen, dann schreib …": a remark between the condition and its order
		}
		// What follows is an order: "number them", "dann bitte nur …",
		// "usa gramos" — not "they give you a towel", "paso por la
		// farmacia"; or, after a condition on what the assistant gives or
		// is asked for, a limit: "nada de cilantro", "keine Freizeitparks"
		// (not "whenever I fly Ryanair, nothing leaves on time").
		next := strings.Fields(cs[i+1])
		if len(next) == 0 {
			continue
		}
		first := strings.Trim(next[0], ".!?¡¿\"'")
		if len(next) > 2 && (first == "don't" || first == "dont" || first == "do" && next[1] == "not") {
			// "do NOT show the answers", "don't tell me": a verb of
			// answering after the negation is an order — not "don't ask
			// me why", "don't get me wrong", "do not expect it back", nor
			// a rule for someone else ("when you merge, don't use the
			// brakes").
			verb := strings.Trim(next[1], ".!?¡¿\"'")
			if first == "do" {
				verb = strings.Trim(next[2], ".!?¡¿\"'")
			}
			if output[verb] && verb != "use" || putInAnswers(ws, verb, next, lower) {
				return true
			}
			continue
		}
		if onAnswers && len(next) > 2 && (lastingWords[first] || allOf[first]) && (next[1] == "in" || next[1] == "en") {
			return true // "cuando hables de dinero, siempre en pesos", "…, todo en pesos"
		}
		// "round to", "round everything to whole dollars" — not "round the
		// corner".
		rounding := first == "round" && slices.ContainsFunc(next[1:min(4, len(next))], func(w string) bool { return w == "to" || w == "up" || w == "down" }) && !slices.Contains(next, "corner")
		if opening && first == "que" && len(next) > 2 && (next[1] == "sean" || next[1] == "sea") {
			return true // "cuando me hagás listas, que sean cortitas": what they must be
		}
		// An imperative after the comma is in lowercase: "Angela checks
		// them first", "Micaela cocina" name someone (read only for a word
		// that may be one).
		lowered := func() bool {
			orig := strings.Fields(nthClause(text, i+1, len(cs)))
			return len(orig) > 0 && !isCapitalized(strings.Trim(orig[0], ".!?¡¿\"'"))
		}
		numbered := first == "number" && len(next) > 1 && numeral(strings.Trim(next[1], ".,;:!?")) // "…, number 3 is where we stayed" (a review)
		// "Wenn's um die Vroni geht, sag ma bitte ehrlich deine Meinung" (a
		// part read at stop 81): telling the person, after a condition on
		// what the talk turns to ("sag ich immer" is the person's saying).
		// "sag ma" is also "sagen wir" ("sag ma mal so 500 Euro", "sag ma
		// immer nein"; the review of stop 81): with a please only.
		tellsMe := first == "sag" && len(next) > 1 && (next[1] == "mir" || next[1] == "ma" && slices.Contains(next, "bitte")) && topic
		if output[first] || ordering[first] || tellsMe || onAnswers && enclitic(first) && lowered() || (condOrders[first] && !numbered || rounding || excluding[first]) && onAnswers ||
			len(next) > 1 && objects[strings.Trim(next[1], ".!?¡¿\"'")] && !subjects[first] {
			return true
		}

	}
	return false
}

// orderApart splits a clause that opens with a condition on the
// assistant's talk and goes on, with no comma, to an order of what to give
// the person: "please, when you talk about the boat give me feet and
// inches, not metres" (a part read at stop 86) reads as "when you talk about
// the boat" and "give me feet and inches". The condition is of the
// assistant talking or answering, "you" ("When you tell me the weather give
// me Celsius", "cuando me hables del barco …") — not the person's own talk
// nor going or seeing ("Every time I talk to my mother-in-law give me
// strength", "When you see Tom give me a shout", "Si me llama mi jefe …";
// the reviews of stop 86) —, and the order "give me", "gib mir", "dame",
// "ponme" (not "tell me about it", "tell me when I'm supposed to find the
// time", "dime cuándo …"; the fourth review), with no subject before it
// ("they give us") nor anyone's saying ("me dice dame un abrazo"), and no
// idiom after it ("give me strength", "give me a heads up", "dame un toque").
func orderApart(cs []string) []string {
	for i, c := range cs {
		if !strings.Contains(c, "give me") && !strings.Contains(c, "gib mir") && !strings.Contains(c, "dame") && !strings.Contains(c, "ponme") {
			continue // most clauses: no order to split off
		}
		ws := strings.Fields(c)
		if len(ws) < 5 || !marks(strings.Join(ws[:min(4, len(ws))], " "), whenYou) || marks(c, atLeisure) {
			continue
		}
		told := slices.ContainsFunc(plainWords(strings.Join(cs[:i], " ")), func(x string) bool { return saidWords[x] || toldSomeone[x] })
		for k := 3; k+1 < len(ws); k++ {
			w := strings.Trim(ws[k], ".!?¡¿\"'")
			next := strings.Trim(ws[k+1], ".!?¡¿\"'")
			if !((w == "give" || w == "gib") && (next == "me" || next == "mir") || w == "dame" || w == "ponme") {
				continue
			}
			before := plainWords(strings.Join(ws[:k], " "))
			last := before[len(before)-1]
			after := plainWords(strings.Join(append(slices.Clone(ws[k+1:]), cs[i+1:]...), " ")) // "zeig mir mal einen, der …": past the comma too
			if subjects[last] || pronounSubjects[last] || strings.HasSuffix(last, "'ll") || conjunctions[last] || told || slices.ContainsFunc(before, func(x string) bool { return saidWords[x] }) ||
				!assistantTalks(before) || idiomAfterOrder(w, after) {
				// Nor a "give me" of the condition itself ("When you talk
				// about the budget and give me percentages, it confuses
				// me"), nor the person's words to someone else ("I told my
				// husband: when you talk about …"; the fifth review of stop
				// 86).
				break
			}
			out := slices.Clone(cs[:i])
			out = append(out, strings.Join(ws[:k], " "), strings.Join(ws[k:], " "))
			return append(out, cs[i+1:]...)
		}
	}
	return cs
}

// assistantTalks reports a condition of the assistant's talk turning to a
// topic, the order right after it: "when you talk about the boat", "wenn
// du über das Boot redest", "cuando me hables del barco" — talk about
// something, a few words of it and no one doing anything in them (not
// "When you talk to Mum …", "When you explain it like that you really …",
// "When you talk to the bank on the phone they just …"; the third review of
// stop 86).
func assistantTalks(ws []string) bool {
	n := len(ws)
	topicFrom := -1
	for k, w := range ws {
		switch {
		case (w == "talk" || w == "speak" || w == "write") && k > 0 && ws[k-1] == "you" && k+1 < n && (ws[k+1] == "about" || ws[k+1] == "of"):
			topicFrom = k + 2
		case talkVerbsYou[w] && k+1 < n && (ws[k+1] == "de" || ws[k+1] == "del" || ws[k+1] == "sobre"):
			topicFrom = k + 2
		case (w == "über" || w == "übers" || w == "von" || w == "vom") && slices.Contains(ws[:k], "du") && talkVerbs[ws[n-1]]:
			topicFrom, n = k+1, n-1
		}
		if topicFrom >= 0 {
			break
		}
	}
	if topicFrom < 0 || n-topicFrom < 1 || n-topicFrom > 4 {
		return false
	}
	return !slices.ContainsFunc(ws[topicFrom:n], func(w string) bool {
		return !articles[w] && !germanArticles[w] && !definite[w] && (subjects[w] || pronounSubjects[w] || w == "you" || w == "du" || w == "they" || strings.HasSuffix(w, "ly") || w == "just" || w == "always") ||
			w == "with" || w == "mit" || w == "con" // "… about the wedding with Mum": a talk with someone (the fourth review of stop 86)
	}) && !slices.ContainsFunc(ws[:topicFrom], func(w string) bool { return w == "mit" || w == "con" || w == "with" })
}

// idiomAfterOrder reports the words after "give me" that make it an idiom,
// no order: "give me strength", "give me a (quick) shout", "give me a heads
// up", "gib mir Bescheid", "give me one who …", "dame tú …". ("dame un
// toque" is caught only after "con …", by assistantTalks.)
func idiomAfterOrder(verb string, after []string) bool {
	if verb == "dame" {
		return len(after) > 0 && (after[0] == "tú" || after[0] == "tu" || after[0] == "vos")
	}
	if len(after) < 2 {
		return false
	}
	x := after[1]
	if x == "mal" || x == "doch" {
		after = after[1:] // "gib mir mal einen, der …"
		if len(after) < 2 {
			return false
		}
		x = after[1]
	}
	if slices.ContainsFunc(after[:min(5, len(after))], func(w string) bool { return callIdioms[w] }) {
		return true // "give me a (quick) shout", "give me a heads up first", "gib mir vorher kurz Bescheid"
	}
	switch {
	case (x == "a" || x == "an") && len(after) > 2 && (momentWords[after[2]] || len(after) > 3 && momentWords[after[3]]):
		return true // "give me a minute", "give me a quick break"
	case (x == "one" || x == "einen" || x == "eine" || x == "uno" || x == "una") && len(after) > 2 && (after[2] == "who" || after[2] == "that" || after[2] == "der" || after[2] == "die" || after[2] == "que"):
		return true
	}
	return false
}

// talkVerbs end a German condition of the assistant's talk: "wenn du über
// … redest"; talkVerbsYou are the Spanish ones that say "you" themselves:
// "cuando me hables de …".
var (
	talkVerbs    = wordSet(`redest sprichst schreibst erzählst`)
	talkVerbsYou = wordSet(`hables hablés escribas escribás cuentes`)
)

// conjunctions join a verb to the condition before it: "… and give me
// percentages"; toldSomeone report what the person said to someone: "I told my
// husband: …", "Le dije a mi marido: …".
var (
	conjunctions = wordSet(`and und y e or oder o`)
	toldSomeone  = wordSet(`told tell telling asked dije digo decimos dijimos sage sagte gesagt`)
)

// callIdioms follow "give me" in a request to get in touch or a sigh, no
// answer: "give me a shout", "give me a ring", "give me strength".
var callIdioms = wordSet(`shout call ring bell buzz hand holler heads heads-up lift strength patience bescheid toque llamada`)

// topicComesUp reports a clause of when the talk turns to something: "any
// time money comes up", "whenever prices come up", "wenn es ums Geld geht",
// "cada vez que salga el tema del dinero".
func topicComesUp(ws []string) bool {
	c := strings.Join(ws, " ")
	if !opensWithin(c, topicOpens, 1) || slices.ContainsFunc(ws, func(w string) bool { return possessive[w] || w == "my" || w == "mein" || w == "meine" || w == "mi" }) {
		return false // "When my exam comes up, remind me …": once (the review of stop 75)
	}
	return strings.HasSuffix(c, " come up") || strings.HasSuffix(c, " comes up") || (strings.Contains(c, " ums ") || strings.Contains(c, " um ")) && strings.HasSuffix(c, " geht") ||
		strings.Contains(c, " salga el tema") || strings.Contains(c, " se hable de ") || strings.Contains(c, " it comes to ") ||
		strings.Contains(c, " get onto ") || strings.Contains(c, " get on to ") || strings.Contains(c, " talk about ")
}

// talksOf reports a condition of the person's own talk turning to
// something, its topic said right after the verb: "when we talk money",
// "wenn wir über Geld reden", "cuando hablemos de dinero" (a part read at
// stop 85) — each time, not once ("When we talk Friday, …", "Wenn wir
// morgen über den Umzug reden, …"), nor others' talk ("When they talk down
// to you", "When the girls talk boys") or talking things over.
func talksOf(ws []string) bool {
	if len(ws) < 3 || marks(strings.Join(ws, " "), oneOccasion) || datedIn(ws) || slices.ContainsFunc(ws, func(w string) bool {
		w = strings.Trim(w, ".,;:!?")
		return weekdays[w] || w == "over" || w == "through" || w == "next" || w == "into" || w == "round"
	}) {
		return false
	}
	for k, w := range ws[1 : len(ws)-1] {
		next := strings.Trim(ws[k+2], ".,;:!?")
		switch w {
		case "talk":
			if (ws[k] == "we" || ws[k] == "i") && !notTopicAfterTalk[next] {
				return true
			}
		case "hablemos": // not "cuando hablamos de …", what happens each time
			if next == "de" || next == "del" {
				return true
			}
		case "über", "übers":
			// "wenn wir über Geld reden"
			last := strings.Trim(ws[len(ws)-1], ".,;:!?")
			if (ws[k] == "wir" || ws[k] == "ich") && (last == "reden" || last == "sprechen" || last == "rede" || last == "spreche") {
				return true
			}
		}
	}
	return false
}

// talkOrders open an order after the person's talk turning to something.
// Not "number one rule is …", "ponme una cerveza", "round about 500 to
// 600" (the fourth review of stop 85): "ponme" before a definite article,
// "round" before what is rounded.
var talkOrders = wordSet(`redondea redondeá redondeame redondéame runde rundet rundest nummeriere nummerier numera numerá pónmelo ponémelo`)

// roundedWhat follow "round" in an order of rounding: "round everything
// to …", "round it to …", "round up to …".
var roundedWhat = wordSet(`to up down off everything all it them prices amounts numbers figures totals sums costs`)

// notTopicAfterTalk follow "talk" without naming what is talked of.
// Nor talking someone round: "When I talk Tom into it", "talk him round".
var notTopicAfterTalk = wordSet(`to with about later again soon tomorrow tonight on over next more less for it this that back properly down things him her them me us you`)

// beforeReason is a clause up to the reason the person gives for it ("show
// your arithmetic so I can check it": the "I" is the reason's).
func beforeReason(clause string) string {
	l := strings.ToLower(clause)
	for _, m := range []string{" so ", " because ", " damit ", " weil ", " para que ", " porque "} {
		if i := strings.Index(l, m); i > 0 {
			return clause[:i]
		}
	}
	return clause
}

// topicOpens open a clause of when the talk turns to something.
var topicOpens = phrases(`any time|anytime|whenever|every time|each time|when|wenn|wenn's|wenns|immer wenn|sobald|cada vez que|siempre que|cuando`)

// opensMine reports a clause that opens with a condition on what the person
// does, in the present: "when I go on about …", "wenn ich … erzähle",
// "cuando hablo de …", "si menciono …" — not "when I got home" (a past).
func opensMine(ws []string) bool {
	if len(ws) < 3 {
		return false
	}
	// A date is the day of what the person talks about, not of the
	// telling: "When I talk about the accident on 3 March, don't tell me
	// …" holds each time they do (the first review of stop 69).
	talking := slices.ContainsFunc(ws, func(w string) bool { return talkingOf[w] }) || goesOnAbout(ws)
	if marks(strings.Join(ws, " "), oneOccasion) || slices.ContainsFunc(ws, func(w string) bool { return weekdays[w] && utf8.RuneCountInString(w) > 3 }) || !talking && datedIn(ws) {
		return false // "When I land in Lisbon tomorrow, don't tell me …": once (the second review of stop 68)
	}
	switch {
	case (ws[0] == "when" || ws[0] == "whenever" || ws[0] == "if") && (ws[1] == "i" || ws[1] == "i'm"):
		return !participle(ws[2]) && ws[2] != "was" && ws[2] != "were"
	case (ws[0] == "wenn" || ws[0] == "falls") && ws[1] == "ich":
		return true
	case ws[0] == "cuando" || ws[0] == "si":
		v := ws[1]
		if v == "yo" {
			v = ws[2]
		}
		return strings.HasSuffix(v, "o") && !strings.HasSuffix(v, "ío") && utf8.RuneCountInString(v) > 3 && !notVerbsO[v] // "hablo", "menciono", "cuento"
	}
	return false
}

// bansTelling reports a clause that bans what the assistant tells the
// person: "don't tell me …", "do not say …", "sag mir (bitte) nicht …",
// "no me digas …".
func bansTelling(c string) bool {
	ws := plainWords(c)
	if len(ws) < 3 {
		return false
	}
	switch {
	case ws[0] == "don't" || ws[0] == "dont" || ws[0] == "never":
		return tellingVerbs[ws[1]]
	case ws[0] == "do" && ws[1] == "not" || ws[0] == "please" && (ws[1] == "don't" || ws[1] == "dont"):
		return tellingVerbs[ws[2]]
	case ws[0] == "sag" || ws[0] == "erzähl" || ws[0] == "schreib":
		return slices.ContainsFunc(ws[1:min(4, len(ws))], func(w string) bool { return w == "nicht" || w == "nie" })
	case ws[0] == "no" && ws[1] == "me":
		return tellingVerbs[ws[2]]
	}
	return false
}

// saysWords reports a sentence that opens, past its lead-in and a please,
// with an order to say some words: "Say fell runners …", "Sag Läufer …", "Di
// corredores …" — not to the person ("say hi to your mum", "sag mir …", "di
// que sí"), nor a Spanish "di" of giving ("Di una vuelta …").
func saysWords(sent string) bool {
	ws := plainWords(strings.ToLower(sent))
	k := past(ws, imperativeLeadIns, alsoLeadIns, pleaseWords, justWords)
	if k+1 >= len(ws) || !sayOrders[ws[k]] {
		return false
	}
	next := ws[k+1]
	return !meObjects[next] && !articles[next] && !germanArticles[next] && !determiners[next] && !notSaid[next] && !numeral(next)
}

// bansWord reports an order not to say or write a word: "Please don't say
// 'hikers' to me", "Don't say hikers, we're walkers", "Stop saying 'guys'",
// "Sag bitte nicht Wanderer zu uns", "No digas 'runners'" — not of what is
// no word ("don't say that", "don't say anything to Mum", "sag mal", "no
// digas nada") nor of when ("Don't say it when she's there"), and only as
// the sentence opens, past lead-ins: not told to others ("Tell the kids:
// don't say 'ain't' at Gran's", "My daughter keeps telling her brother:
// stop saying 'like'").
func bansWord(lower string) bool {
	if marks(lower, toldOthers) {
		return false // "Stop saying literally, I tell her, but she won't" (the review of stop 71)
	}
	for _, c := range clauses(lower) {
		ws := plainWords(c)
		k := past(ws, leadIns, pleaseWords, justWords, tones)
		if k == len(ws) {
			continue // "Oh, and please, don't say …"
		}
		switch {
		case k+2 < len(ws) && (ws[k] == "don't" || ws[k] == "dont" || ws[k] == "never") && (ws[k+1] == "say" || ws[k+1] == "write"):
			k += 2
		case k+3 < len(ws) && ws[k] == "do" && ws[k+1] == "not" && (ws[k+2] == "say" || ws[k+2] == "write"):
			k += 3
		case k+2 < len(ws) && ws[k] == "stop" && (ws[k+1] == "saying" || ws[k+1] == "writing"):
			k += 2
		case k+2 < len(ws) && (ws[k] == "sag" || ws[k] == "schreib"):
			k++
			for k < len(ws) && (pleaseWords[ws[k]] || justWords[ws[k]]) {
				k++
			}
			if k+1 >= len(ws) || ws[k] != "nicht" && ws[k] != "nie" {
				return false
			}
			k++
		case k+2 < len(ws) && ws[k] == "no" && (ws[k+1] == "digas" || ws[k+1] == "escribas"):
			k += 2
		default:
			return false
		}
		return !notSaid[ws[k]] && !meObjects[ws[k]] && !articles[ws[k]] && !germanArticles[ws[k]] && !determiners[ws[k]] && !numeral(ws[k]) &&
			ws[k] != "to" && ws[k] != "mehr" && ws[k] != "más" && !slices.ContainsFunc(ws[k:], func(w string) bool { return conditionOpens[w] })
	}
	return false
}

// namingBan reports a ban on calling something by a word in what the
// assistant writes: "Please, do not call it a restaurant when you write
// things for us" (a rule of a part read at stop 87, kept as a fact), "Nenn
// es bitte nicht Restaurant, wenn du für uns schreibst", "No lo llames
// restaurante cuando escribas para nosotros" — the writing said, the
// assistant's (not "Don't call it a comeback", "don't call it a day").
func namingBan(lower string) bool {
	if !holdsAny(lower, namingHints) || marks(lower, toldOthers) || asked(lower) {
		return false // most lines: read no further
	}
	cs := clauses(lower)
	if toldElsewhere(cs, 0) {
		return false // "Don't call him lazy when you answer him, my wife says." (the fourth review of stop 87)
	}
	// The ban and its word in the first clause: not "No lo llames, deja que
	// él te vuelva a escribir" (phoning).
	var ws []string
	for _, c := range cs {
		if ws = plainWords(c); past(ws, leadIns, pleaseWords, justWords, tones) < len(ws) {
			break // past a clause of a please alone ("Please, do not call it …")
		}
	}
	k := past(ws, leadIns, pleaseWords, justWords, tones)
	switch {
	case k+3 < len(ws) && (ws[k] == "don't" || ws[k] == "dont" || ws[k] == "never") && ws[k+1] == "call":
		k += 2
	case k+4 < len(ws) && ws[k] == "do" && ws[k+1] == "not" && ws[k+2] == "call":
		k += 3
	case k+3 < len(ws) && (ws[k] == "nenn" || ws[k] == "nenne") && slices.ContainsFunc(ws[k+1:min(k+4, len(ws))], func(w string) bool { return w == "nicht" || w == "nie" }):
		k++ // "Nenn es bitte nicht Restaurant", not "Nenn mir drei Gründe" (the fourth review)
	case k+3 < len(ws) && ws[k] == "no" && (ws[k+1] == "lo" || ws[k+1] == "la" || ws[k+1] == "los" || ws[k+1] == "las") && strings.HasPrefix(ws[k+2], "llam"):
		k += 3
	case k > 0 && k+2 < len(ws) && ws[k-1] == "no" && (ws[k] == "lo" || ws[k] == "la" || ws[k] == "los" || ws[k] == "las") && strings.HasPrefix(ws[k+1], "llam"):
		k += 2 // "no" read as a lead-in
	default:
		return false
	}
	// What is written, by the assistant: "when you write", "wenn du …
	// schreibst", "cuando escribas".
	all := plainWords(lower)
	return slices.ContainsFunc(all, func(w string) bool { return secondPerson[w] || youWrite[w] }) && slices.ContainsFunc(all, func(w string) bool { return youWrite[w] || writeVerbs[w] })
}

var (
	// namingHints are the words a naming ban holds one of.
	namingHints = []string{"call", "nenn", "llam"}
	// youWrite are verbs of the assistant's writing, in the second person.
	youWrite = wordSet(`schreibst schreibt escribas escribes escribís redactes`)
	// writeVerbs are verbs of writing and answering.
	writeVerbs = wordSet(`write writing answer answers reply replies schreiben antworten escribir`)
)

// toldOthers say the words before them were said to someone else: "…, I
// tell her", "…, sag ich ihr", "…, le digo".
var toldOthers = phrases(`i tell her|i tell him|i tell them|i told her|i told him|i told them|i keep telling|i always tell|
	sag ich ihr|sag ich ihm|sag ich ihnen|hab ich ihr gesagt|hab ich ihm gesagt|le digo|les digo|le dije|les dije`)

// sayInstead reports an order to say some words in place of others, within
// one sentence: "Say fell runners and the finish, not trail runners", "Sag
// Läufer und Ziel, nicht Runner", "Di corredores, no runners".
func sayInstead(lower string) bool {
	// Not a Spanish "di", which is as often "I gave" ("Di clases de inglés
	// veinte años …, no en Madrid"; the review of stop 71): only after a
	// ban on words in the sentence before (saysWords).
	if !saysWords(lower) || firstWord(lower) == "di" || slices.ContainsFunc(plainWords(lower), func(w string) bool { return meObjects[w] }) {
		return false // "Sag Opa zu mir, nicht Herr Huber – das bring ich gerade meinem Enkel bei"
	}
	cs := clauses(lower)
	return slices.ContainsFunc(cs[min(1, len(cs)):], func(c string) bool {
		w := firstWord(strings.TrimSpace(c))
		return w == "not" || w == "nicht" || w == "no" || w == "nunca" || w == "never" || w == "nie"
	}) || marks(lower, insteadOf)
}

var (
	// sayOrders are the imperatives of saying words.
	sayOrders = wordSet(`say sag sage di decí`)
	// notSaid follow a verb of saying that is no order on words: "say
	// hi", "sag mal", "di que sí".
	notSaid = wordSet(`hi hello goodbye bye thanks sorry something anything nothing that this what it so yes no when if
	hallo tschüss danke mal was das es ja nein wenn ob hola adiós gracias algo nada que eso esto sí lo le les`)
	// insteadOf say what the words are in place of.
	insteadOf = phrases(`instead of|rather than|statt|anstatt|anstelle von|en vez de|en lugar de`)
)

// tellingVerbs are the verbs of telling the person something.
var tellingVerbs = wordSet(`tell say mention suggest lecture remind correct comment bring digas digás cuentes menciones sugieras corrijas recuerdes`)

// datedIn reports words that name a date: a month's full name beside a
// figure ("on 14 June", "am 14. Juni"; the fifth review of stop 68) — not a
// figure alone ("my Year 9 class") nor a name ("Jan"; the fourth).
func datedIn(ws []string) bool {
	for k, w := range ws {
		if !months[w] {
			continue
		}
		// "on 14 June", "June 14th", "on 3 May" (a short month after its
		// figure), "on the 14th of June" (the first review of stop 69).
		if k > 0 && hasDigit(ws[k-1]) || utf8.RuneCountInString(w) > 3 && k+1 < len(ws) && hasDigit(ws[k+1]) ||
			k > 1 && (ws[k-1] == "of" || ws[k-1] == "de") && hasDigit(ws[k-2]) {
			return true
		}
	}
	return false
}

// goesOnAbout reports "go on about", "go on and on about", "go on a rant
// about", "go off on one about" (the fifth review of stop 69) — not "go to
// see the consultant about …".
func goesOnAbout(ws []string) bool {
	for k := 0; k+2 < len(ws); k++ {
		if (ws[k] == "go" || ws[k] == "going" || ws[k] == "goes") && (ws[k+1] == "on" || ws[k+1] == "off") && slices.Contains(ws[k+2:min(k+8, len(ws))], "about") {
			return true
		}
	}
	return false
}

// talkingOf are the verbs of talking about something: "When I talk about
// …", "Wenn ich vom … erzähle", "Cuando hablo de …". Or of thinking of it:
// "When I remember the 14th of June, …", "Cuando
// pienso en el 11 de marzo, …" (the second review of stop 69; not "When I go
// in for my operation on 14 June").
var talkingOf = wordSet(`talk talking mention speak remember think erzähle rede spreche denke erinnere hablo cuento menciono pienso recuerdo acuerdo`)

// notVerbsO are Spanish words in -o after "cuando" that are no verb of the
// person's: "Cuando todo esto pase, …" (the third review of stop 68).
var notVerbsO = wordSet(`todo esto eso algo otro mucho poco nuevo solo cuanto tanto`)

// oneOccasion are the words of one time to come, which make a condition a
// single occasion: "tomorrow", "tonight", "heute Abend", "mañana" — whole
// words ("mis mañanas", "morgens" are habits; the fourth review of stop 68),
// as a weekday is ("on Saturday"); not a figure ("my Year 9 class") nor a
// month ("Jan", "may").
var oneOccasion = phrases(`tomorrow_|tonight_|today_|this evening_|this afternoon_|morgen_|heute_|nachher_|mañana_|hoy_|esta noche_|esta tarde_`)

// allOf say all of what the answers give: "…, todo en pesos".
var allOf = wordSet(`everything all todo alles`)

// putInAnswers reports a ban on a look of the answers after a condition on
// them whose verb takes no object of its own ("when you answer me", "when
// you reply"): "When you answer me, don't use bullet points", "… don't put
// them little bullet points", "… don't do bullet points" — not "when you
// answer the phone, don't use hello", "when you answer, don't use your
// phone", nor words someone else said ("…, my dad used to say").
func putInAnswers(cond []string, verb string, next []string, lower string) bool {
	if !putVerbsEn[verb] || reportedHere(plainWords(lower)) || marks(lower, sayingOf) {
		return false
	}
	// The condition ends at its verb of answering or at the person: "when
	// you answer", "when you answer me", "when you write to me".
	last := strings.Trim(cond[len(cond)-1], ".,;:!?¡¿\"'")
	if !answers[last] && last != "me" {
		return false
	}
	return slices.ContainsFunc(next[2:min(len(next), 7)], func(w string) bool {
		w = strings.Trim(w, ".,;:!?¡¿\"'")
		return onlyAnswers[w] || answerLooks[w] || w == "lists"
	})
}

// putVerbsEn are the verbs of putting something in the answers after "don't".
var putVerbsEn = wordSet(`use put add include do make`)

// speakingOf are the verbs of the assistant speaking of something, after
// which a condition is on its answers: "cuando hables de dinero", "wenn du
// von Geld sprichst", "when you talk about money".
var speakingOf = wordSet(`hables hable hablés habléis mencionas menciones mencione sprichst redest erwähnst talk speak`)

// lastingWords say an order holds every time: "siempre en pesos".
var lastingWords = wordSet(`always immer stets siempre`)

// noteMarks say an order is written on something, someone else's: "steht auf
// dem Zettel", "it says on the sign".
var noteMarks = phrases(`steht auf|steht im|steht da|says on|it says|on the sign|on the note|pone en|dice el cartel|dice la nota`)

// enclitic reports a Spanish imperative with its pronouns written on, which
// the written accent shows: "ponémelas", "decímelo", "mándamelo",
// "explícamelo", "escríbeme" — whatever the verb (not "enorme", "nos").
//
// Also one pronoun of what is given ("ordénalas", "escríbelo") and the
// voseo of Argentina and Uruguay, whose imperative keeps its stress and so
// its pronouns go on without an accent ("ordenalas", "decime", "ponelo",
// "escribime"): a verb's vowel before the pronoun, three letters at least
// before that. The callers ask it only of the first word after a condition
// on the answers ("cuando me des listas, ordenalas …").
func enclitic(w string) bool {
	accented := strings.ContainsAny(w, "áéíóú")
	ends := []string{"me", "melo", "mela", "melos", "melas", "noslo", "nosla", "noslos", "noslas", "lo", "la", "los", "las"}
	for _, end := range ends {
		stem, ok := strings.CutSuffix(w, end)
		if !ok {
			continue
		}
		if shortImperatives[stem] {
			return true // "hazlo", "ponlas", "dime"
		}
		if utf8.RuneCountInString(stem) < 3 {
			continue
		}
		if accented || strings.HasSuffix(stem, "a") || strings.HasSuffix(stem, "e") || strings.HasSuffix(stem, "i") {
			return true
		}
	}
	return false
}

// shortImperatives are the Spanish imperatives of one syllable, which take
// their pronouns without an accent: "hazlo", "ponlas", "dime".
var shortImperatives = wordSet(`haz pon di ten sal ven`)

// personAsks reports a condition's clause in which the person asks, the
// assistant being the one asked: "when I ask", "wenn ich frag", "si
// pregunto" (not "if I ask my mother", someone else asked).
func personAsks(ws []string) bool {
	if len(ws) < 2 || !conditions[ws[0]] && ws[0] != "when" && ws[0] != "cuando" {
		return false
	}
	// What is asked ends the clause or follows the verb: "when I ask
	// whether …", "cuando pregunto si …".
	at := 2
	if firstPersonAsk[ws[1]] || ws[1] == "pregunte" {
		at = 1
	} else if len(ws) < 3 || !speakers[ws[1]] && ws[1] != "te" || !asking[ws[2]] || ws[2] == "bitte" { // "cuando te pida …": I ask you
		return false
	}
	// "pedir" takes what is asked for as its object: "cuando te pida recetas".
	// The assistant may be named as the one asked: "when I ask you for a
	// speech", "when I ask you to …", "wenn ich dich frage, ob …".
	you := at+1 < len(ws) && (ws[at+1] == "you" || ws[at+1] == "dich")
	if you {
		at++
	}
	return at+1 == len(ws) || whatIsAsked[ws[at+1]] || you && ws[at+1] == "to" || ws[at] == "pida" || ws[at] == "pido"
}

// nthClause is the i-th of a text's clauses as typed (a name after "then"
// is someone else), or "" when the text splits into other than n.
func nthClause(text string, i, n int) string {
	if cs := clauses(text); len(cs) == n {
		return cs[i]
	}
	return ""
}

// byTheAssistant reports an order's clause with no one else as its subject:
// "dann rechne einfach", "just do the maths" (not "dann sagt mein Chef
// immer nein", "then I get nothing back").
func byTheAssistant(clause string) bool {
	ws := strings.Fields(clause)
	k := 0
	for k < len(ws) && (ordering[strings.ToLower(strings.Trim(ws[k], ".!?¡¿\"',"))] || strings.EqualFold(ws[k], "einfach")) {
		k++
	}
	if k == len(ws) {
		return false
	}
	// The order's verb ("write it plain": an English "it" right after the
	// verb is what it acts on): not someone ("then Dave always says no", "dann
	// sagt Papa …", "then everyone laughs", "then the whole team …"), a
	// number ("only one word back"), nor a Spanish verb of the person or of
	// others ("siempre pido descuento", "nunca contestan").
	verb := strings.Trim(ws[k], ".!?¡¿\"',")
	l := strings.ToLower(verb)
	if isCapitalized(verb) && k > 0 || articles[l] || everyone[l] || valueWords[l] || l == "one" || l == "ein" || l == "eine" || l == "uno" || l == "una" ||
		len(l) >= 4 && (strings.HasSuffix(l, "o") || strings.HasSuffix(l, "an")) {
		return false
	}
	for j, w := range ws {
		t := strings.ToLower(strings.Trim(w, ".!?¡¿\"',"))
		if subjects[t] && !(t == "it" && j == k+1 && (output[l] || shaping[l])) || speakers[t] || (possessive[t] || owners[t]) && j < 4 || j == k+1 && isCapitalized(strings.Trim(w, ".!?¡¿\"',")) || everyone[t] {
			return false
		}
	}
	return true
}

// onTheAnswers reports a condition's clause about what the assistant gives
// or is asked for: "if you (ever) recommend …", "when you make me a meal
// plan", "wenn du mir … empfiehlst", "si me recomiendas …", "if I ever ask
// you for …", "falls ich dich … frage", "si alguna vez te pido …" — not a
// generic you ("if you call British Gas", "if you ask my brother", "si te da
// pereza", "wenn du meinem Bruder Geld gibst"), nor "si me preguntas".
func onTheAnswers(ws []string) bool {
	clean := make([]string, len(ws))
	speaker, you, me := false, false, false
	for k, w := range ws {
		clean[k] = strings.Trim(w, ".!?¡¿\"'")
		speaker = speaker || speakers[clean[k]]
		you = you || secondPerson[clean[k]]
		me = me || clean[k] == "me" || clean[k] == "mir"
	}
	for k, w := range clean {
		switch {
		case (w == "you" || w == "du") && k+1 < len(clean):
			// "if you recommend", "if you ever suggest"; "when you make me
			// …", "wenn du mir … machst" only for the person.
			for j := k + 1; j < len(clean) && j <= k+2; j++ {
				if answers[clean[j]] || me && forMe[clean[j]] {
					return true
				}
			}
			if w == "du" && (answers[clean[len(clean)-1]] || speakingOf[clean[len(clean)-1]] || me && forMe[clean[len(clean)-1]]) {
				return true // the German verb comes last
			}
			if k+2 < len(clean) && speakingOf[clean[k+1]] && (clean[k+2] == "about" || clean[k+2] == "of") {
				return true // "when you talk about money"
			}
		case speakingOf[w] && k > 0 && (clean[k-1] == "cuando" || conditions[clean[k-1]] || clean[k-1] == "que" && k > 1 && (clean[k-2] == "vez" || clean[k-2] == "siempre") ||
			clean[k-1] == "me" && k > 1 && (clean[k-2] == "cuando" || conditions[clean[k-2]])):
			return true // "cuando hables de dinero", "cuando me hable de plata"
		case w == "me" && k > 0 && (conditions[clean[k-1]] || clean[k-1] == "cuando") && k+1 < len(clean) &&
			(output[clean[k+1]] || forMe[clean[k+1]]):
			return true // "si me recomiendas", "cuando me hagas el menú"
		case asking[w] && you && (speaker || firstPersonAsk[w]):
			return true // "falls ich dich … frage", "if I ever ask you"
		}
	}
	return false
}

// answering reports a word that says what the assistant does with its
// answers: "suggest", "mention", "vorzuschlagen", "empfehlen", "pongas".
func answering(w string) bool {
	if output[w] || mentioning[w] {
		return true
	}
	for _, stem := range []string{"vorzuschlag", "vorschlag", "empfehl", "erwähn", "schreib", "verwend", "antwort", "sugier", "recomiend", "propong", "mencion"} {
		if strings.HasPrefix(w, stem) {
			return true
		}
	}
	return false
}

// orderOnWhatever reports an order on whatever the assistant gives: "so any
// plan you give me, put the hard bits first" — the order opens with its verb
// in lower case, not with a subject or a name ("Any recipe you give me, Lena
// will eat").
func orderOnWhatever(text string) bool {
	cs := clauses(text)
	for i := 0; i+1 < len(cs); i++ {
		next := strings.Fields(cs[i+1])
		cw := strings.Fields(strings.ToLower(cs[i]))
		gave, told := givesAny(cw), toldAny(cw)
		if !gave && !told || len(next) < 2 || reportedHere(plainWords(strings.ToLower(strings.Join(cs[:i+1], " ")))) {
			continue // not "The letter says any documents you send them, send them as copies" (a review of stop 63)
		}
		first := strings.Trim(next[0], ".!?¡¿\"'")
		l := strings.ToLower(first)
		if gave && !isCapitalized(first) && isAlpha(first) && !subjects[l] && !speakers[l] && !secondPerson[l] && !common[l] && !objects[l] {
			return true
		}
		// What the assistant tells or mentions, only in the units to give
		// it in: "any weather you tell me about England, give it to me in
		// Fahrenheit" (a first instruction of a part measured blind at stop
		// 88) — not "Any joke you tell me, consider it stolen", "Whatever
		// you tell me, chances are …" (the review of stop 89).
		nw := plainWords(strings.ToLower(strings.Join(next, " ")))
		in := 2 // "give them in pounds"
		if told && !gave {
			// Only in a unit, "give it (to) me in Fahrenheit", the clause
			// first in its sentence or under a head of a request ("Now one
			// thing before we start: …") — not what was said to a salesman
			// or written for the roofer ("I was like, any prices you quote
			// me, …", "Polish this for the caterer please: …"; the fourth
			// review of stop 89).
			if len(nw) > 4 && nw[2] == "to" && toMe[nw[3]] {
				in = 4
			} else if len(nw) > 3 && toMe[nw[2]] {
				in = 3
			}
			before := strings.ToLower(strings.Join(cs[:i], " "))
			if len(nw) <= in+1 || !unitWords[nw[in+1]] && !wholeUnits[nw[in+1]] || i > 0 && !marks(before, requestHeads) {
				continue
			}
		}
		if w := strings.ToLower(strings.Trim(next[1], ".,!?")); shaping[l] && len(nw) > in+1 && (w == "them" || w == "it" || w == "those") && nw[in] == "in" &&
			!notAUnit[nw[in+1]] && !marks(withoutOwnSaying(strings.ToLower(text)), sayingOf) &&
			slices.ContainsFunc(plainWords(strings.ToLower(cs[i])), func(x string) bool { return toMe[x] }) {
			// What the assistant gives the person, not the client ("My
			// boss said any figures you give the client, give them in
			// euros"; a review of stop 63).
			// "any prices you give me, give them in pounds" (a part read
			// at stop 63): the plain verb again, on what it gives.
			return true
		}
	}
	return false
}

// bannedInWhatever reports a ban on what goes into whatever the assistant
// suggests or makes, under no head or one of lead-in words: "Another thing
// please: don't put wine or beer in anything you suggest", "never put
// pork in any recipe you give me" — not someone else's ("My sister said
// don't put …").
func bannedInWhatever(lower string) bool {
	rest, own := pastLeadInHead(strings.TrimSpace(lower))
	cs := clauses(rest)
	if !own || len(cs) == 0 {
		return false
	}
	ws := plainWords(cs[0])
	k := past(ws, negatedLeadIns)
	// What goes into an answer: not "Don't post anything you write for
	// school on Instagram, I tell my son" (a review).
	if k+3 >= len(ws) || ws[k] != "don't" && ws[k] != "dont" && ws[k] != "never" || !putInto[ws[k+1]] || tellsSomeoneElse(lower) || reportedHere(plainWords(lower)) {
		return false
	}
	for j := k + 1; j+2 < len(ws); j++ {
		if (ws[j] == "anything" || ws[j] == "everything" || anyOf[ws[j]]) && slices.ContainsFunc(ws[j+1:min(j+4, len(ws))], func(w string) bool { return w == "you" }) &&
			slices.ContainsFunc(ws[j+2:min(j+5, len(ws))], func(w string) bool { return gives[w] || w == "recommend" || w == "cook" || w == "plan" }) {
			return true
		}
	}
	return false
}

// putInto are the verbs of what goes into an answer.
var putInto = wordSet(`put add include use suggest give send recommend mention`)

// perAnswer reports a limit on each answer, said as an order: "Ask me at
// most one question per answer", "stell mir bitte höchstens eine Rückfrage
// pro Antwort", "hazme como mucho una pregunta por respuesta" — not a
// question, not what was ("Last time it was five per answer", "Letztes Mal
// waren's fünf pro Antwort"), not under someone else's head ("My sister
// said: …").
func perAnswer(lower string) bool {
	if asked(lower) || !marks(lower, eachAnswer) || marks(lower, pastTimes) {
		return false
	}
	rest, own := pastLeadInHead(strings.TrimSpace(lower))
	ws := plainWords(rest)
	k := past(ws, imperativeLeadIns, alsoLeadIns)
	if !own || k >= len(ws) {
		return false
	}
	// An order opens with its verb or its limit, not with who does
	// something ("Sarah sends me ten emojis per message", "Jeder Spieler
	// bekommt zwei Punkte pro Antwort", "Gets two points per answer"; a
	// review).
	limit := limitOpeners[ws[k]] || k+1 < len(ws) && ws[k] == "at" && ws[k+1] == "most" ||
		k+1 < len(ws) && ws[k] == "como" && (ws[k+1] == "mucho" || ws[k+1] == "máximo")
	if limit {
		// "Max 100 words per answer", "Nur eine Frage pro Nachricht" —
		// not a limit of something else named ("… in the Irish exam",
		// "… with my new Tesco Mobile plan", "… bei meinem neuen Tarif";
		// the reviews).
		return !somewhereElse(ws) && !slices.ContainsFunc(ws, func(w string) bool { return moneyWords[w] })
	}
	return perAnswerOpeners[ws[k]]
}

// perAnswerOpeners open a limit on each answer with its verb;
// limitOpeners with its limit.
var (
	perAnswerOpeners = wordSet(`ask give keep limit write use put include stick
	stell stelle frag frage gib schreib schreibe nimm bleib
	hazme haz dame escribe escribime pon poné usa limita`)
	limitOpeners = wordSet(`only just max maximum höchstens maximal nur solo sólo máximo`)
	// moneyWords make a limit per message a price.
	moneyWords = wordSet(`cents cent pence p céntimos centavos euro euros pounds dollars pesos`)
	// eachAnswer are the words of each answer the assistant gives.
	eachAnswer = phrases(`per answer|per reply|per response|per message|in each answer|in every answer|in each reply|in every reply|
	pro antwort|pro nachricht|in jeder antwort|por respuesta|por mensaje|en cada respuesta|en cada mensaje`)
	// pastTimes say a thing was so before: no order.
	pastTimes = phrases(`last time|yesterday|letztes mal|letzte mal|gestern|la última vez|ayer|the other day|neulich|el otro día`)
)

// givesAny reports a clause about whatever the assistant gives: "so any
// plan you give me", "every list you make me", "jeden Plan, den du mir
// gibst", "cualquier plan que me des".
func givesAny(ws []string) bool { return anyYou(ws, gives, givesYou) }

// anyYou reports words of whatever the assistant does, one of verbs after
// "you", or one of ownVerbs, whose ending says who ("cualquier plan que me
// des"), after "any" or "every".
func anyYou(ws []string, verbs, ownVerbs map[string]bool) bool {
	quantified, you := false, false
	for _, w := range ws {
		w = strings.Trim(w, ".,!?¡¿\"'")
		switch {
		case anyOf[w]:
			quantified = true
		case quantified && secondPerson[w]:
			you = true // "any plan you give me", "jeden Plan, den du mir gibst"
		case quantified && (you && verbs[w] || ownVerbs[w]):
			return true // "cualquier plan que me des": the verb says who
		}
	}
	return false
}

// wholeUnits are units and systems of them that unitWords lacks.
var wholeUnits = wordSet(`miles mile metric imperial`)

// toldAny reports words of whatever the assistant tells or mentions to the
// person: "any weather you tell me about", "any prices you quote me".
func toldAny(ws []string) bool { return anyYou(ws, toldOfAny, nil) }

// toldOfAny are the verbs of what the assistant tells (toldAny).
var toldOfAny = wordSet(`tell mention quote`)

// politeOrder reports a please, not reported from someone else, right before
// what to do with the answers: "please use plain English", "bitte antworte kurz", "por
// favor usa gramos" (an ordering word may come between: "please always write
// …").
func politeOrder(lower string) bool {
	cs := clauses(lower)
	for i, c := range cs {
		ws := strings.Fields(c)
		if i+1 < len(cs) && len(ws) > 0 && len(ws) <= 2 && (marks(c, politeness) || strings.Contains(c, "por favor")) {
			// "Por favor, usa gramos": the order is the next clause.
			ws = append(ws, strings.Fields(cs[i+1])...)
		}
		// "please use …", "oh and please use …", "for the rest of this chat
		// please use …", "por favor usa …"; not "the invite says please
		// reply by …".
		for p := 0; p+1 < len(ws); p++ {
			// The please opens the clause (not the noun of "Omas Bitte:
			// keine Geschenke").
			opening := p == 0 || tones[ws[p-1]] || ws[p-1] == "and" || ws[p-1] == "und" || ws[p-1] == "y"
			if ws[p] == "por" && strings.HasPrefix(ws[p+1], "favor") {
				p++
			} else if !marks(ws[p], politeness) {
				continue
			}
			if p+1 >= len(ws) || reported(ws[:p]) {
				break
			}
			next := strings.Trim(ws[p+1], ".!?¡¿\"',")
			standing := ordering[next] && p+2 < len(ws)
			if standing {
				next = strings.Trim(ws[p+2], ".!?¡¿\"'")
			}
			// "please never put mushrooms in anything" holds from then on;
			// "please put the bins out", "please add up these receipts"
			// are one-offs. A limit said to the assistant holds too:
			// "please no lectures", "bitte keine Moralpredigten" (not "por
			// favor no me llames", a negated verb).
			limit := opening && (excluding[next] || next == "no" && p+2 < len(ws) && !objects[ws[p+2]] && !subjects[ws[p+2]]) &&
				limitOnAnswers(lower, strings.Join(ws[p+2:], " "))
			if output[next] || standing && placingOrder[next] || limit && !standing {
				return true
			}
		}
	}
	return false
}

// limitOnAnswers reports a "please no …" that limits the answers from then
// on: not a one-off ("… for tonight", "por hoy"), not politeness ("bitte
// keine Umstände", "nada de prisas", "no rush"), not a notice quoted after
// a colon ("Auf der Einladung steht: bitte keine Geschenke").
func limitOnAnswers(lower, what string) bool {
	if marks(lower, onceOnly) || marks(" "+what, fussing) {
		return false
	}
	head, _, labelled := strings.Cut(lower, ":")
	return !labelled || !reported(strings.Fields(head)) && !marks(head, notices)
}

// reported reports words before a please that make it someone else's: "the
// invite says please …", "she asked if I could please …".
func reported(before []string) bool {
	for _, w := range before {
		if saying[strings.Trim(w, ".,;:!?\"'")] {
			return true
		}
	}
	return false
}

// formatRule reports a clause that says how the answers look from now on,
// whoever the sentence opens with ("I've realised I want the reasoning, so
// full paragraphs are fine from now on").
func formatRule(lower string) bool {
	for _, c := range clauses(lower) {
		if !marks(c, fromNow) {
			continue
		}
		for _, w := range strings.Fields(c) {
			if formats[strings.Trim(w, ".!?¡¿\"'")] {
				return true
			}
		}
	}
	return false
}

// formatSpec reports a sentence that says, without a verb, what the answers
// may look like: after a label ("First thing: plain text only, no tables and
// no emojis", "Eine Bitte: keine Tabellen"), or two such limits ("No tables,
// no emojis."). Not one limit alone, which may be news ("No tables left at
// Luigi's tonight").
func formatSpec(lower string) bool {
	body := lower
	head, rest, labelled := strings.Cut(lower, ": ")
	if labelled && len(strings.Fields(head)) <= 5 && !reported(strings.Fields(head)) { // not "The form says: …"
		body = rest
	} else {
		labelled = false
	}
	limits := 0
	for _, c := range clauses(body) {
		ws := plainWords(c)
		if len(ws) <= 3 && slices.ContainsFunc(ws, func(w string) bool { return formatLimits[w] }) &&
			slices.ContainsFunc(ws, func(w string) bool { return looks[w] }) {
			limits++ // "plain text only", "nur Fließtext"
			continue
		}
		// "no tables and no emojis", "keine Tabellen", "nada de tablas
		// ni emojis": a limit before the look, in a clause that opens
		// with one.
		for k, w := range ws {
			if len(ws) > 0 && formatLimits[ws[0]] && formatLimits[w] &&
				(k+1 < len(ws) && looks[ws[k+1]] || k+2 < len(ws) && looks[ws[k+2]]) {
				limits++
			}
		}
	}
	return limits >= 2 || labelled && limits >= 1
}

// formalConditional reports the German formal condition on what the assistant
// does, followed by a formal order ("Wenn Sie Daten nennen, schreiben Sie …"):
// the capital Sie is the formal you; "wenn sie …" is she or they.
func formalConditional(text string) bool {
	cs := clauses(text)
	for i := 0; i+1 < len(cs); i++ {
		ws, next := strings.Fields(cs[i]), strings.Fields(cs[i+1])
		if len(ws) >= 2 && (strings.EqualFold(ws[0], "wenn") || strings.EqualFold(ws[0], "falls")) && ws[1] == "Sie" &&
			len(next) >= 2 && next[1] == "Sie" {
			return true
		}
	}
	return false
}

// shrugged reports a sentence whose last clause, short, shrugs off all
// of it: "Hab keine Ahnung, was der Typ von mir will, ist mir auch egal" —
// not a shrug at a detail ("…, it doesn't matter if it's an early one",
// "…, mir egal wer, Hauptsache einer macht's", "…, doesn't matter much as
// long as it's cheap"; a review).
func shrugged(lower string) bool {
	cs := clauses(lower)
	if len(cs) < 2 {
		return false
	}
	// It shrugs at all of it, with no subject of its own ("…, the time
	// doesn't matter", "…, la hora me da igual": a detail; a review).
	last := plainWords(cs[len(cs)-1])
	return len(last) <= 5 && marks(cs[len(cs)-1], shrugs) && !slices.ContainsFunc(last, func(w string) bool { return questionWords[w] }) &&
		shrugOpeners[last[0]]
}

// shrugOpeners open a shrug at all that was said: "ist mir egal", "it
// doesn't matter", "me da igual".
var shrugOpeners = wordSet(`ist is it it's that's das es eso me mir i doesn't don't egal wurscht no da
	und and y but aber pero honestly frankly ehrlich ehrlichgesagt sinceramente francamente`)

// shrugs say the person does not care to know.
var shrugs = phrases(`mir egal|mir auch egal|mir das egal|mir das auch egal|mir wurscht|don't care|do not care|couldn't care less|doesn't matter|does not matter|
	me da igual|me da lo mismo|no me importa|me importa un`)

// wonders reports a line that opens by saying the person does not know yet
// what a question word opens: "I still don't know who will drive us …",
// "Haven't worked out where we put the guests", "Noch unklar ist, wo wir das
// Zelt aufstellen", "Todavía no sé quién va a cuidar al perro", "No tengo
// claro dónde …": an open question, asked without a question mark. Only the
// person's own lead-in may stand before the not-knowing: not someone else's
// ("Tom has no idea where …", "The police still don't know who …"), nor a
// doubt that was ("Lange blieb unklar, wer …"), nor news ("Laut Zeitung ist
// noch unklar, wann …"), nor a condition ("If I don't know what a word
// means …"). Not a sigh ("I don't know why I bother": why asks nothing to be
// solved), nor what the question word opens in the past ("how we managed
// it"), as a wish ("what I'd do without her"), as thanks ("how to thank
// Maria") or as a disclaimer ("if it's useful"); nor one the question word
// says nothing after ("No idea how, but …"), nor one reported or settled
// after it ("…, the council says", "…, but …").
func wonders(lower string, later bool) bool {
	lower = undegreed(pastWorryHead(lower))
	if undecidedBetween(lower) {
		return true
	}
	if end, ok := daySigh(lower); ok {
		// "No idea what day it is, and I still don't know who's collecting
		// Gran": the sigh asks nothing, what follows it may.
		rest := strings.TrimLeft(lower[end:], " ,;")
		ws := strings.Fields(rest)
		if len(ws) == 0 {
			return false // "no idea what day it is" ends the line
		}
		if len(ws) > 1 && clauseJoiners[ws[0]] {
			ws = ws[1:]
		}
		// "…, or when the plumber's coming", "…, let alone when …": the not
		// knowing goes on to a question of its own (a review of stop 62).
		// Not "…, or what my own name is lol", "ni cómo me llamo": who,
		// when, where ask (the fourth review of stop 62).
		carried := len(ws) > 2 && (ws[0] == "or" || ws[0] == "oder" || ws[0] == "ni" || ws[0] == "let" && ws[1] == "alone")
		if carried && ws[0] == "let" {
			ws = ws[1:]
		}
		if carried {
			ws = ws[1:]
		}
		w := normal(ws[0])
		qw := len(ws) > 1 && questionWords[w]
		return wonders(rest, true) || qw && (carried && carriedAsks(ws) || marks(rest, stillOpen))
	}
	if atAnAge(lower) {
		// Admiring asks nothing, what follows it may: "I don't know how
		// Gran does it at nearly 90, and I still haven't sorted who brings
		// her", "…, who's driving her to the church?" (the fifth review of
		// stop 62).
		_, rest, ok := strings.Cut(lower, ", ")
		w := normal(firstWord(strings.TrimLeft(rest, " ¿")))
		return ok && (wonders(rest, true) || whoWhenWhere[w] && strings.Contains(rest, "?"))
	}
	if !notKnowingIn(lower) || shrugged(lower) || marks(lower, sighIdioms) || rhetoricalWho(lower) {
		return false // most lines: no words to split; nor "Hab keine Ahnung, was der Typ will, ist mir auch egal"
	}
	ws := strings.Fields(lower)
	plain := make([]string, len(ws))
	for k, w := range ws {
		plain[k] = strings.Trim(w, ".,;:!?¡¿\"'()")
	}
	// The person's own not knowing opens the line, or — later is set — a
	// clause of it after "and", "but" ("The jars are piling up and I've got
	// no idea where to keep them"): a few words of their own before it at
	// most.
	lead, start := true, 0
	for k := range ws {
		n := headAt(plain, k, notKnowing)
		if n == 0 {
			switch {
			case later && clauseJoiners[plain[k]] && (!commaJoiners[plain[k]] || k > 0 && strings.HasSuffix(ws[k-1], ",")):
				lead, start = true, k+1
			case lead && k-start < 5 && ownLeads[plain[k]]:
			default:
				lead = false
			}
			continue
		}
		if !lead {
			continue // someone else's ("Tom has no idea where …")
		}
		if k+n < len(plain) && (germanParticiple(plain[k+n]) || plain[k+n] == "von" && !(k+n+1 < len(plain) && questionWords[plain[k+n+1]])) {
			// "Ich hab keine Ahnung gehabt, wie …" was; "keine Ahnung von
			// Computern, was …" knows nothing of it; "Wir haben keinen Plan
			// gebraucht, wer wann fährt" made no plan (the reviews).
			return false
		}
		// Two words may stand before the question word, and one more for
		// each that only says it is still so ("Lo que no sé todavía es de
		// dónde …", "What I don't know yet is still where …").
		last := k + n + 2
		for j := k + n; j < len(ws) && j <= last; j++ {
			if endsSentenceWord(ws[j-1]) && j > k+n {
				return false // "I'm not sure. Who …" asks in a sentence of its own
			}
			w := plain[j]
			if indifferent[w] {
				return false // "Keine Ahnung, es ist eigentlich egal, wo wir essen"
			}
			if stillBetween[w] && last < k+n+4 {
				last++
			}
			if j == k+n && askingVerbs[w] && j+1 < len(ws) && !addressee[plain[j+1]] {
				// "I still don't know does she need a vet cert": the
				// question asked as it would be, its verb first.
				return asksAfter(ws, j)
			}
			if !questionWords[w] {
				continue
			}
			if w == "qué" && plain[j-1] == "por" {
				return false // "No sé por qué me molesto": why
			}
			if w == "how" && creoleNotKnowing(plain[k:k+n]) {
				return false // "Mi nuh know how Granny do it": admiring, in Creole (the first review of stop 96)
			}
			if w == "si" && plain[j-1] == "como" || w == "if" && plain[j-1] == "as" || w == "ob" && plain[j-1] == "als" {
				return false // "No sé, todavía es como si fuera ayer": as if
			}
			if admires(ws[j:]) {
				return false // "I don't know how she does it", "No sé cómo lo hace"
			}
			if othersChoose(strings.Join(ws[j:], " ")) {
				return false // "it's still unclear who'll win the election"
			}
			return asksAfter(ws, j)
		}
		return false
	}
	return false
}

// creoleNotKnowing reports the Creole words of not knowing: "nuh know",
// "doan know", "dohn know".
func creoleNotKnowing(ws []string) bool {
	return len(ws) == 2 && ws[1] == "know" && (ws[0] == "nuh" || ws[0] == "doan" || ws[0] == "dohn")
}

// englishBeforeWar stand before an English "war": "tug of war", "tug o'
// war", "a war poem", "the war".
var englishBeforeWar = wordSet(`of o' o the a`)

// verbContracted reports a word with a verb contracted into it: "she's",
// "they're", "it'll", "don't" — not a possessive ("Kirsty's").
func verbContracted(w string) bool {
	for _, end := range []string{"'re", "'ll", "'d", "n't", "'ve", "'m"} {
		if strings.HasSuffix(w, end) {
			return true
		}
	}
	if stem, ok := strings.CutSuffix(w, "'s"); ok {
		return subjectPronouns[stem] || pronounSubjects[stem] || stem == "there" || stem == "what" || stem == "who" || stem == "he" || stem == "she" || stem == "it"
	}
	return false
}

// spanishPreterite reports a Spanish verb in the preterite of the third
// person: "rompió", "dejó", "dejaron", "rompieron".
func spanishPreterite(w string) bool {
	return utf8.RuneCountInString(w) > 3 && (strings.HasSuffix(w, "ó") || strings.HasSuffix(w, "aron") || strings.HasSuffix(w, "ieron"))
}

// pastEd reports an English verb in the past: "cracked", "broke" is not
// read ("need", "feed", "bed" are no past).
func pastEd(w string) bool {
	return len(w) > 4 && strings.HasSuffix(w, "ed") && !strings.HasSuffix(w, "eed")
}

// indifferent say the question does not matter: "es ist eigentlich egal,
// wo …".
var indifferent = wordSet(`egal wurscht igual matter matters`)

// stillBetween say that a not knowing still holds, between it and its
// question word: "no sé todavía es de dónde", "nicht weiß, ist eigentlich wer".
var stillBetween = wordSet(`todavía aún still yet noch es ist is eigentlich`)

// oneAdmired reports admiring words said of one person ("how she does it",
// "cómo lo hace"), not of how things are done ("how they do it with the
// bins"; a review of stop 61).
func oneAdmired(ws []string) bool {
	return slices.ContainsFunc(ws, func(w string) bool {
		w = strings.Trim(w, ".,;:!?")
		return w == "she" || w == "he" || w == "hace" || w == "er" || w == "sie"
	}) && !slices.ContainsFunc(ws, func(w string) bool { w = strings.Trim(w, ".,;:!?"); return w == "they" || w == "hacen" })
}

// atAnAge reports admiring how someone does it at their age: "how she does
// it at 85", "how he does it at nearly ninety", "at that age", "cómo lo hace
// a sus 90 años", "wie sie das mit 85 noch macht", "wie sie das mit drei
// Kindern macht" — not at a place ("how she does it at the clinic, I'll ask
// her"; the eighth review of stop 61), a time ("how she does it at 7 on
// Saturdays", "at half term": "…, does she take the kids to work?" asks; a
// review of stop 62). A question after it may be a tag ("…, isn't she
// amazing?").
func atAnAge(lower string) bool {
	for _, p := range []string{"how she does it at ", "how he does it at ", "does it at ", "cómo lo hace a los ", "cómo lo hace a sus ", "wie sie das mit ", "wie er das mit "} {
		before, rest, ok := strings.Cut(lower, p)
		if !ok {
			continue
		}
		if p == "does it at " {
			// "how my mum does it at 84", "how Gran does it at her age"
			// (found driving at stop 62).
			// Someone, not an office ("how the dentist does it at 18,
			// whether Josh still gets it free" asks; the fourth review of
			// stop 62): "how Dorothy", "how my mother-in-law" (the sixth).
			bw := plainWords(before)
			if len(bw) < 2 || !slices.Contains(bw[max(0, len(bw)-5):], "how") {
				continue
			}
			// Someone of the person's or one named right after "how", not
			// an office of someone's ("how our GP does it at 70", "how
			// Josh's school does it at 16"; a review of stop 63).
			h := len(bw) - 1
			for h > 0 && bw[h] != "how" {
				h--
			}
			// Anyone but an office ("how my friend Jean", "how the lady next
			// door"; the second review of stop 63).
			// After "the" only a person ("the lady next door"; not "the
			// insurance", "the dentist").
			if named := bw[h+1:]; len(named) == 0 || slices.ContainsFunc(named, func(w string) bool { return offices[strings.TrimSuffix(w, "'s")] }) ||
				definite[named[0]] && (len(named) < 2 || !personNouns[named[1]]) ||
				strings.HasSuffix(named[0], "'s") && !slices.ContainsFunc(named[1:], func(w string) bool { return family[w] || relatives[w] || kin[w] || partners[w] }) {
				continue
			}
		}
		ws := strings.Fields(rest)
		if len(ws) > 1 && aboutAnAge[ws[0]] {
			ws = ws[1:]
		}
		if len(ws) == 0 {
			continue
		}
		w := strings.Trim(ws[0], ".,;:!")
		next := ""
		if len(ws) > 1 && w == ws[0] {
			next = strings.Trim(ws[1], ".,;:!?")
		}
		switch {
		case (possessive[w] || w == "that" || w == "ihrem" || w == "seinem") && next == "age":
			return true // not "at her agency" (a review of stop 62)
		case !(strings.Trim(w, "0123456789") == "" || valueWords[w]):
		case p[0] == 'w':
			// "wie sie das mit 85 noch macht", "mit drei Kindern schafft" —
			// not how she plans or will handle it ("wie sie das mit 50
			// Gästen plant", "wie er das mit 2 Autos regeln will"; a review
			// of stop 62).
			clause, _, _ := strings.Cut(rest, ",")
			cw := plainWords(clause)
			return slices.ContainsFunc(cw, func(w string) bool { return admiredDoing[w] }) && !slices.ContainsFunc(cw, func(w string) bool { return plannedDoing[w] })
		case p[0] == 'c':
			return next != "horas" // "a sus 90 años", "a los 90"
		case next == "" || agedAfter[next]:
			return true // "at 85", "at 85, she still …", "at 85 years old"
		}
	}
	return false
}

// admiredDoing and plannedDoing: how someone manages at an age ("wie sie
// das mit 85 noch macht, schafft") against how they will handle something
// ("wie er das mit 2 Autos regeln will").
var (
	admiredDoing = wordSet(`macht schafft hinkriegt hinbekommt packt durchhält`)
	plannedDoing = wordSet(`will soll plant plante regelt regeln machen organisiert organisieren`)
)

// comingOrGoing is the sigh of not knowing whether one is coming or going.
var comingOrGoing = phrases(`coming or going|voy o vengo|komme oder gehe`)

// personNouns are words for someone not named: "the lady next door".
var personNouns = wordSet(`lady man woman fella guy bloke chap girl boy neighbour neighbor couple old postman postie milkman señora señor mujer hombre cartero frau mann nachbar nachbarin briefträger`)

// concerns name what a short head before a question says it is: "Neue
// Sorge: …", "Another worry: …", "Otro problema: …".
var concerns = wordSet(`worry worries concern problem issue question sorge sorgen frage baustelle preocupación problema duda pregunta`)

// offices are who does a thing as a service, not a person admired: "how
// the GP does it".
var offices = wordSet(`gp doctor doctors dentist school council surgery bank clinic hospital nhs practice arzt ärztin schule praxis médico colegio ayuntamiento`)

// carriedAsks reports the words after "or", "let alone" that ask something
// to be found out: who, when, where, which, how much ("…, or how much the
// deposit was") — not "what my own name is", "cómo me llamo".
func carriedAsks(ws []string) bool {
	w := normal(ws[0])
	next := ""
	if len(ws) > 1 {
		next = ws[1]
	}
	if whoWhenWhere[w] {
		return true
	}
	// How much of a thing the person had goes on sighing ("or how much
	// sleep I've had", "ni cuántos cafés llevo"; a review of stop 63) —
	// not "or how much I owe the plumber" (a review of stop 63 too).
	k := 1 // the word after the quantity word
	if w == "how" || w == "wie" {
		k = 2
	}
	// Of sleep, coffees, hours, or of what the person has done ("how many
	// nappies I've changed this week", "cuántos cafés llevo"; the fifth
	// and sixth reviews) — not of what is still needed, expected or left
	// ("how many boxes I still need", "how much money I've got left",
	// "cuántas mesas tengo que montar"), nor of what was ordered, booked,
	// invited or paid ("how many chairs I ordered for Sunday", "how many
	// people I've invited"): the verb the count hangs on, not one said in
	// passing ("how much sleep I've had since we booked the venue"; the
	// first review of stop 64).
	if (w == "how" || w == "wie" || strings.HasPrefix(w, "cuánt")) && k < len(ws) && !pronounSubjects[strings.Trim(ws[k], ".,;:!?")] {
		rest := make([]string, 0, len(ws)-k)
		for _, x := range ws[k:] {
			rest = append(rest, strings.Trim(x, ".,;:!?"))
		}
		sleep := slices.ContainsFunc(rest, func(x string) bool { return sleeping[x] }) // "cuántas horas tengo que dormir"
		// "how many cups of tea that's been", not "how many hours the band's
		// been booked for" (the sixth review of stop 64).
		// The verb right after "been" makes it passive; a word after the
		// clause ends ("…, I'm so tired"), or a later clause's ("since the
		// baby arrived"), does not (the first review of stop 65).
		// And "been" in the count's own clause: not "how many days the
		// marquee is hired for, it's been one of those weeks" (the second
		// review of stop 65).
		been := false
		if b := slices.IndexFunc(rest, func(x string) bool { return hasBeen[x] }); sighNouns[rest[0]] && b > 0 &&
			!slices.ContainsFunc(ws[k:k+b], func(x string) bool { return strings.ContainsAny(x, ",;.!?") }) {
			raw := ws[k+b]
			been = b+1 >= len(rest) || strings.ContainsAny(raw, ",;.!?") || !participle(rest[b+1]) && !strings.HasSuffix(rest[b+1], "ado") && !strings.HasSuffix(rest[b+1], "ido")
		}
		if !moneyNouns[rest[0]] && (sleep || been || doneByMe(rest)) && (sleep || !marks(" "+strings.Join(rest, " ")+" ", stillNeeded)) && !plannedByMe(rest) {
			return false
		}
	}
	return whichWords[w] || (w == "how" && (next == "much" || next == "many")) || w == "wie" && (next == "viel" || next == "viele")
}

// sighNouns are what a tired person counts, and hasBeen says it has been so:
// "how many cups of tea that's been", "wie viele Nächte ich schon wach war".
var (
	sighNouns = wordSet(`coffee coffees tea teas cups brews hours nights days kaffee kaffees tassen stunden nächte tage café cafés horas noches días`)
	hasBeen   = wordSet(`been war waren gewesen sido`)
)

// moneyNouns are money counted: what is spent or left asks.
var moneyNouns = wordSet(`money cash geld dinero pasta euros pounds`)

// sleeping are the words of sleep.
var sleeping = wordSet(`sleep slept sleeping schlaf schlafen geschlafen dormir dormido dormí sueño`)

// doneByMe reports the words after a count saying the person has done it:
// "I've changed", "I had", "we have carried", "llevo", "llevamos", "he
// cambiado", "… geschleppt haben" — not what "we have" (the reviews of stop
// 64).
func doneByMe(ws []string) bool {
	for k, w := range ws {
		next := ""
		if k+1 < len(ws) {
			next = ws[k+1]
		}
		switch {
		case w == "i've" || w == "ive" || w == "llevo" || w == "llevamos":
			return true
		case w == "i" && next == "had", w == "hatte" && slices.Contains(ws[:k], "ich"):
			return true // "how much sleep I had", "wie viele Kaffees ich hatte"
		case (w == "i" || w == "we") && next == "have" && k+2 < len(ws) && participle(ws[k+2]), w == "we've" && participle(next):
			return true // "how many boxes we have carried", not "we have in the garage"
		case w == "he" && (strings.HasSuffix(next, "ado") || strings.HasSuffix(next, "ido")):
			return true
		case (w == "habe" || w == "hab" || w == "haben") && k > 0 && strings.HasPrefix(ws[k-1], "ge"):
			return true
		}
	}
	return false
}

// participle reports an English past participle: "carried", "changed",
// "had", "done", "eaten".
func participle(w string) bool {
	return pastEd(w) || irregularPast[w]
}

// irregularPast are English verbs in the past or past participle that do not
// end in "-ed": "left", "broke", "done".
var irregularPast = wordSet(`had done been made taken eaten drunk drank gone went left broke broken took put got gotten came come said told knew known saw seen
	gave given lost found won stole stolen threw thrown wrote written bought sold spent paid brought caught fought thought sent built kept slept
	ran rang rung sang sung drove driven rode ridden fell fallen forgot forgotten hid hidden tore torn wore worn`)

// plannedByMe reports a count whose verb, right after the person, is one of
// arranging or paying: "how many people I've invited", "how many chairs I
// ordered", "wie viele ich eingeladen habe", "cuántos he pedido".
func plannedByMe(ws []string) bool {
	for k, w := range ws {
		if !countSubjects[w] {
			continue
		}
		// The first subject's verb, an adverb perhaps between ("I've
		// actually invited"), not a later one's ("since we booked"); "got
		// through" is used up (the fifth review of stop 64).
		verb := ws[k+1 : min(len(ws), k+3)]
		for n, x := range verb {
			if !plannedVerbs[x] || x == "got" && k+n+2 < len(ws) && ws[k+n+2] == "through" {
				continue
			}
			return true
		}
		return false
	}
	return false
}

// countSubjects are the subjects a count's verb may hang on.
var countSubjects = wordSet(`i i've ive we we've ich wir he hemos`)

// plannedVerbs are the verbs of what is arranged for an event or paid.
var plannedVerbs = wordSet(`invited ordered booked hired paid bought rented asked confirmed borrowed got lent collected
	eingeladen bestellt gebucht gemietet bezahlt gekauft bestätigt invitado invitados pedido reservado alquilado pagado comprado confirmado confirmados gastado`)

// stillNeeded say a count is of what is still to come: "how many boxes I
// still need", "how much I've got left", "cuántas tengo que montar".
var stillNeeded = phrases(` need | needs | coming | should | must | have to | got to | going to | gonna | will | left | still | expecting | expect | owe | pay |
	 brauch | brauche | muss | soll | noch | zahlen | tengo que | hay que | necesito | debo | quedan | queda | voy a | falta | pagar `)

// whichWords ask which or how many.
var whichWords = wordSet(`which welche welcher welches welchen cuál cuáles cuánto cuánta cuántos cuántas`)

// whoWhenWhere ask who is to do something, when or where.
// notAUnit may follow "give them in" where no unit or language does: "give
// them in by Friday".
var notAUnit = wordSet(`by to on at before after for time person`)

// withoutOwnSaying is a text without the person's own "like I said", "wie
// gesagt", "como te dije", which report no one else.
func withoutOwnSaying(lower string) string {
	for _, p := range []string{"like i said", "as i said", "like i say", "wie gesagt", "como te dije", "como dije"} {
		lower = strings.ReplaceAll(lower, p, "")
	}
	return lower
}

// yesOrNo after "say" make a who rhetorical: "who's going to say no to
// that".
var yesOrNo = wordSet(`yes no ja nein sí que`)

// whoAsks ask who.
var whoAsks = wordSet(`who wer quién`)

// namesPerson reports the words of a list's item naming a person (typed is
// the item as typed, or ""): a name ("Dave", "Gran", "Uncle Pete"), someone
// of the person's or someone's ("my sister", "Mum's best friend"), or a word
// for a person after an article ("the lady next door", "the DJ") — not a
// thing ("flowers", "Mum's hat", "the cake"; the reviews of stop 64).
func namesPerson(ws []string, typed string) bool {
	tw := strings.Fields(typed)
	for len(ws) > 0 && (clauseJoiners[ws[0]] || ws[0] == "also") {
		ws = ws[1:]
		if len(tw) > 0 {
			tw = tw[1:]
		}
	}
	if len(ws) == 0 {
		return false
	}
	// The head of the item: the word before what follows it ("next door",
	// "from the office"), past whose it is ("the best man's speech", "my
	// cousin's husband").
	head := func(from int) string {
		h := ""
		for _, w := range ws[from:] {
			if itemTails[w] {
				break
			}
			h = w
			if strings.HasSuffix(w, "'s") {
				h = ""
			}
		}
		return h
	}
	switch {
	case owners[ws[0]] || ws[0] == "me" || strings.HasSuffix(ws[0], "'s"):
		return personWord(head(1)) // "my sister", "me mam", "Mum's best friend"
	case articles[ws[0]] || indefinite[ws[0]] || ws[0] == "some" || ws[0] == "any":
		return personWord(head(1)) // "the lady next door", "the DJ"; not "the DJ playlist"
	}
	return personWord(ws[0]) || len(tw) > 0 && isCapitalized(strings.Trim(tw[0], ",.;:!?\"'"))
}

// itemTails follow the head of a list's item: "the lady next door", "Shona
// from the office", "Dave and his brother".
var itemTails = wordSet(`next from of for at in on with who and or für von aus mit de del con para`)

// personWord reports a word for a person: a relative, a neighbour, a job.
func personWord(w string) bool {
	return personNouns[w] || relatives[w] || family[w] || kin[w] || partners[w] || jobWords[w] || listPeople[w]
}

// listPeople are the words for people a list may name that personWord's
// other sets lack: "Auntie Jean", "the vicar".
var listPeople = wordSet(`auntie aunty nanna friend mate pal vicar registrar minister priest piper celebrant
	bestie fella tante onkel cura`)

// awaited reports the words of a list's item before "saying", "of" naming
// what is still to come to the person: any idea ("any idea of how much …"),
// a reply, or a message from someone ("a reply saying when …", "an email
// back off the solicitor saying …") — not one the person is to write ("a
// text to the guests saying where to park", "a note on the door saying …";
// the reviews of stop 64).
func awaited(ws []string) bool {
	for k, w := range ws {
		switch {
		case knowingNouns[w] || answersBack[w]:
			return true // "any idea of …", "a reply saying when …", "confirmation saying …"
		case messageNouns[w]:
			// "an email back off the solicitor saying …", "an update from
			// the council on the road closure saying …"; not "a text to
			// the guests saying …": what comes first says whose.
			posted := false
			for n, x := range ws[k+1:] {
				if fromWhom[x] {
					// Not "a text from me to the stallholders" (the fifth
					// review of stop 64); "a text from me mam" is (the
					// sixth).
					after := ws[k+n+2:]
					return len(after) == 0 || !writerWords[after[0]] || len(after) > 1 && personWord(after[1])
				}
				if x == "on" && (w == "update" || w == "news") {
					// "an update on the road closure from the council" is
					// about it; "an update on the fete Facebook page" is
					// posted there, the person's to write (the sixth review
					// of stop 64), not "news on the marquee saying whether
					// …" (the first review of stop 65).
					after := ws[min(len(ws), k+n+2):] // to "saying": "on the Brampton village fete Facebook page"
					posted = posted || slices.ContainsFunc(after, func(y string) bool { return postedOn[y] })
					continue
				}
				if writtenTo[x] {
					return false
				}
			}
			return !posted // not "an update on the fete Facebook page saying …" (the sixth review)
		}
	}
	return false
}

// writerWords are the person as who writes: "from me", "von mir", "de mí".
var writerWords = wordSet(`me us mir uns mí mi nosotros`)

// answersBack are messages that only come back: "a reply", "confirmation".
var answersBack = wordSet(`reply replies answer confirmation antwort rückmeldung bestätigung respuesta confirmación`)

// writtenTo say where or to whom the person's own message goes: "a text to
// the guests", "a note on the door".
var writtenTo = wordSet(`to on for an auf für a para en`)

// knowingNouns are the words of knowing something: "any idea of …".
var knowingNouns = wordSet(`idea clue notion ahnung idee`)

// messageNouns are what someone sends or says that may still be awaited,
// beside answersBack and knowingNouns, which awaited reads first: "an email
// from the agent saying when …".
var messageNouns = wordSet(`text email e-mail letter word call message note news update
	nachricht brief bescheid mail anruf mensaje carta correo llamada noticia`)

var whoWhenWhere = wordSet(`who when where whether wer wann wo ob quién cuándo dónde si`)

// butFor say what is left after "nothing": "except", "nur noch", "solo".
var butFor = phrases(`except|apart from|but for|other than|nur noch|bis auf|außer|solo |sólo |salvo|excepto|menos `)

// forWhat open what a missing head is for: "for Saturday", "fürs Fest".
var forWhat = wordSet(`for für fürs para`)

// nothingMore are the words of a clause that says nothing is left: "nothing
// now", "ya nada", "nichts mehr".
var nothingMore = wordSet(`nothing now more left at all anymore nada ya más nichts mehr jetzt`)

// aboutAnAge may stand before an age: "at nearly 90", "at almost eighty".
var aboutAnAge = wordSet(`nearly almost about over past well fast casi`)

// agedAfter may follow an age: "at 85 years old", "at 85 and still …", "at
// 90 she still drives".
var agedAfter = wordSet(`years year and still she he with`)

// daySigh reports "no idea what day it is" said of the person's own week, a
// sigh that asks nothing ("No idea what day it is, this week has been mad";
// the eighth review of stop 61), and where it ends: only the person's own
// not knowing stands before it in its sentence, not what the day is of ("The
// parents' evening is next week but I'm not sure what day it is" asks; a
// review of stop 62).
func daySigh(lower string) (end int, ok bool) {
	for _, p := range []string{"what day it is", "en qué día vivo", "qué día es hoy", "welcher tag heute ist", "whether i'm coming or going", "if i'm coming or going", "si voy o vengo", "ob ich komme oder gehe",
		"whether i’m coming or going", "if i’m coming or going", "if im coming or going", "whether im coming or going", "whether i am coming or going", "if i am coming or going"} {
		i := strings.Index(lower, p)
		if i < 0 {
			continue
		}
		after := lower[i+len(p):]
		if p == "what day it is" && !(after == "" || strings.IndexAny(after[:1], ",.;!") == 0 || marks(after, dayAfterSigh)) {
			continue
		}
		if next := strings.Fields(strings.TrimLeft(after, " ,;")); len(next) > 0 && !marks(after, dayAfterSigh) && (weekdays[strings.Trim(next[0], ".,;:!?")] || numeral(strings.Trim(next[0], ".,;:!?"))) {
			continue // "I'm not sure what day it is, Tuesday or Wednesday, that the plumber comes"
		}
		before := lower[:i]
		if k := strings.LastIndexAny(before, ".!?"); k >= 0 {
			before = before[k+1:]
		}
		// Coming or going is a sigh whoever says what before it ("I just
		// don't know whether I'm coming or going"; a review of stop 63).
		goingSigh := marks(p, comingOrGoing)
		if !goingSigh && !allIn(strings.Fields(before), daySighLeads) {
			continue
		}
		if k := max(strings.LastIndexAny(before, ",;—–"), strings.LastIndex(before, " and "), strings.LastIndex(before, " und "), strings.LastIndex(before, " y ")); goingSigh && k >= 0 && wonders(before[:k], false) {
			continue // "I still don't know who's picking up Nan, and honestly I don't know whether I'm coming or going" asks (a review of stop 63)
		}
		return i + len(p), true
	}
	return 0, false
}

// dayAfterSigh may follow "what day it is" in a sigh.
var dayAfterSigh = phrases(`today|anymore|any more|half the time|lol|tbh|these days|most days`)

// daySighLeads are the words of a person's own not knowing before "what day
// it is": "Honestly, I don't even know …", "No sé ni …".
var daySighLeads = wordSet(`also and plus además encima y pues und außerdem übrigens no nae idea i i've ive i'm im don't dont do not know even have got some days half the time honestly really genuinely tbh lol haven't havent a clue sure keine ahnung ich weiß nicht mehr sé ni ya yo la verdad pfff ugh god oh`)

// allIn reports whether every word, its punctuation trimmed, is in set.
func allIn(ws []string, set map[string]bool) bool {
	for _, w := range ws {
		if !set[strings.Trim(w, ".,;:!?¡¿\"'()")] {
			return false
		}
	}
	return true
}

// sighIdioms are not knowing that asks nothing: "ich weiß nicht, wo mir der
// Kopf steht", "no sé dónde tengo la cabeza", "I don't know how she puts up
// with him" (a review of stop 61), "ob ich lachen oder weinen soll" (the
// first review of stop 97).
var sighIdioms = phrases(`laugh or cry|lachen oder weinen|lachen oder heulen|reír o llorar|reir o llorar|wo mir der kopf steht|wo mir mein kopf steht|dónde tengo la cabeza|donde tengo la cabeza|where my head is at|how she puts up with|how he puts up with|how they put up with|how you put up with|cómo lo aguanta|cómo la aguanta|cómo aguanta|
	wie sie das aushält|wie er das aushält|wie sie es aushält|wie er es aushält|wie sie ihn erträgt|wie er sie erträgt|
	who he thinks he is|who she thinks she is|who they think they are|who he thinks he's|who she thinks she's|quién se cree que es|wer er glaubt, wer er ist|
	what's got into|what has got into|what's gotten into|was in ihn gefahren|was in sie gefahren|qué le pasa|qué les pasa|das alles schaffen soll|sich dabei gedacht|what he was thinking|what she was thinking|what they were thinking|
	wo die zeit geblieben ist|wo die zeit hin ist|where the time went|where the time has gone|dónde se ha ido el tiempo|dónde se fue el tiempo|
	se ha ido el verano|se han ido los años|se ha ido el año|wo das jahr geblieben|wo die jahre geblieben|where the years went|where the summer went|
	a dónde vamos a parar.|adónde vamos a parar.|a dónde vamos a parar,|adónde vamos a parar,|a dónde vamos a parar con|adónde vamos a parar con|para qué me molesto|qué más decirte|was in den gefahren|was in die gefahren|wo das alles noch hinführen|wo das alles hinführen|
	does it at his age_|does it at her age_|cómo lo hace a su edad|wie er das in seinem alter|wie sie das in ihrem alter|qué mosca le ha picado|qué será de nosotros|how people with kids|how people with children|cómo lo hace la gente con|wie leute mit kindern`)

// futureSpanish are the Spanish words of what is still to come: "va a
// recoger", "vamos a dormir".
var futureSpanish = phrases(`va a|vamos a|voy a|van a|vas a`)

// spansBefore name a span of time that "antes" may follow: "la noche antes".
var spansBefore = wordSet(`noche día dia semana mes año tarde mañana rato`)

// lettingVerbs put a "you" that is anyone: "if the flat lets you have …".
var lettingVerbs = wordSet(`lets let allows allow`)

// openTailWords are the words of openTails and the pointing word before
// them: "that's still open", not "that's still open till nine", "die
// Kneipe ist noch offen" (a place's hours; the third review of stop 83);
// placeAsked ask where, whose answer may be a place that is open.
var (
	openTailWords = wordSet(`that's that is still open up in the air das ist noch offen eso sigue abierto está por ver decidir`)
	placeAsked    = wordSet(`where wo dónde donde`)
)

// openTails say, after a question, that it is still open.
var openTails = phrases(`that's still open|that is still open|still open|that's still up in the air|das ist noch offen|ist noch offen|noch offen|eso sigue abierto|sigue abierto|eso está por ver|está por ver|está por decidir`)

// askedThenUnknown reports a line that puts the question first and says
// after it, in a short clause of its own, that the person does not know yet:
// "Who will do the sound system for the carols, still I don't know", "Wer
// die Musik macht, weiß ich noch nicht", "Quién trae las sillas, todavía no
// lo sé". Not "if" ("If it rains, no idea what we do" is another line's
// question), nor a line that goes on after the not knowing.
func askedThenUnknown(lower string) bool {
	lower = undegreed(pastTag(lower)) // "Tag 3 – Wer …, weiß ich nicht" (the second review of stop 66)
	open := marks(lower, openTails)
	if !notKnowingIn(lower) && !open {
		return false
	}
	line := strings.TrimRight(strings.TrimSpace(lower), ".!… ")
	comma := strings.LastIndex(line, ",")
	if comma < 0 {
		return false
	}
	head, tail := line[:comma], line[comma+1:]
	hs, ts := plainWords(head), plainWords(tail)
	k := past(hs, leadIns)
	if k >= len(hs) || !questionWords[hs[k]] || hs[k] == "if" || len(hs)-k < 3 || len(ts) > 7 || strings.Contains(head, ",") ||
		slices.ContainsFunc(hs[k+1:], func(w string) bool { return bygone[w] || wishing[w] || thanked[w] || addressee[w] }) ||
		marks(head, decided) || marks(head, settledWords) {
		// "Where we had the party last year, I don't know"; "Which school
		// Aoife goes to is settled, it's Scoil Bhríde, I'm not sure about
		// the bus" (the review).
		return false
	}
	if open && len(ts) <= 5 && marks(strings.TrimSpace(tail), openTails) && !placeAsked[hs[k]] &&
		!slices.ContainsFunc(ts, func(w string) bool { return !openTailWords[w] }) {
		// "Who's counting the money at the end, that's still open" (a
		// question of a part measured blind at stop 83, read as a fact).
		return true
	}
	for j := 0; j < len(ts); j++ {
		if n := headAt(ts, j, notKnowing); n > 0 {
			// Nothing after the not knowing but "yet": "I'm not sure about
			// the bus" does not know something else.
			return !slices.ContainsFunc(ts[j+n:], func(w string) bool { return !stillWords[w] })
		}
		if !ownLeads[ts[j]] && !negations[ts[j]] && !stillWords[ts[j]] {
			return false
		}
	}
	return false
}

// settledWords say that what a question word opens is known: "is settled",
// "is fixed now", "steht fest", "ya está".
var settledWords = phrases(`settled|fixed|sorted|steht fest|geklärt|ist fest|sind fest|fest steht|ist jetzt fest|fest gebucht|fest zugesagt|ya está|está claro|decidido`)

// askingVerbs open a question asked as it would be said, after "I don't
// know": "does she need …", "is there …", "will they …".
var askingVerbs = wordSet(`does do is are can should must`) // not "will": "I don't know Will very well" (the review)

// stillWords say "yet": "still I don't know", "todavía no lo sé".
var stillWords = wordSet(`still yet noch immer todavía aún lo ya`)

// asksAfter reports whether the question word ws[j] opens something to be
// solved (wonders): two words or more before its clause ends, none of them
// a disclaimer, the assistant, the past, a wish or thanks; not a label; and
// no "but" or short report after it ("…, the council says").
func asksAfter(ws []string, j int) bool {
	if strings.ContainsAny(ws[j], ",;.!?") {
		return false // "No idea how, but …"
	}
	said := 0
	for m, x := range ws[j+1:] {
		t := strings.Trim(x, ".,;:!?¡¿\"'")
		// "if the flat lets you have a washing line": anyone, not the
		// assistant.
		anyone := m > 0 && lettingVerbs[strings.Trim(ws[j+m], ".,;:!?")]
		// What to say where is a question ("what I'm gonna say in my
		// toast"); what to say alone is thanks or a loss for words.
		saysWhere := saying[t] && j+m+3 < len(ws) && settingWords[strings.Trim(ws[j+m+2], ".,;:!?")] && !strings.ContainsAny(x, ",;.!?") &&
			!deictic[strings.Trim(ws[j+m+3], ".,;:!?")] // not "what to say in this situation"
		// "la noche antes", "the day before": a time before what is
		// planned, not the past.
		before := t == "antes" && m > 0 && spansBefore[strings.Trim(ws[j+m], ".,;:!?")] && (j+m+2 >= len(ws) || strings.ContainsAny(x, ",;.!?") || marks(strings.Join(ws, " "), futureSpanish))
		// Who is to say something asks who ("who's going to say a few
		// words"; a part read at stop 63), not what to say.
		whoSays := (t == "say" || t == "sagen" || t == "decir") && whoAsks[normal(strings.Trim(ws[j], ".,;:!?¿"))] && toDo(plainWords(strings.Join(ws[j:], " ")), 0) &&
			!(j+m+2 < len(ws) && yesOrNo[strings.Trim(ws[j+m+2], ".,;:!?")]) // not "who's going to say no to Gran" (a review of stop 63)
		// The English "war" is no German past ("who's doing the tug of war";
		// the fourth review of stop 64).
		englishWar := t == "war" && m > 0 && englishBeforeWar[strings.Trim(ws[j+m], ".,;:!?")]
		// "back" is the past before "in", "at" or "when" ("how we did it
		// back in 2019", "who ran the tombola back at the jubilee"), not what is brought back ("who's going to drive the
		// minibus back"; a part read at stop 65).
		backThen := t == "back" && j+m+2 < len(ws) && !strings.ContainsAny(x, ",;.!?") && backWhen[strings.Trim(ws[j+m+2], ".,;:!?")]
		if disclaiming[t] || addressee[t] && !anyone || (bygone[t] || backThen) && !before && !englishWar || wishing[t] || thanked[t] && !saysWhere && !whoSays {
			return false
		}
		said++
		if !strings.ContainsAny(x, ",;.!?:") {
			continue
		}
		if strings.HasSuffix(x, ":") {
			// A label: "No idea what Gary was thinking: who buys …?" — not
			// the choices after it, a few words with an "or" between them
			// and no one doing anything ("cómo le pago al Lucas: por día o
			// por viaje", "how we get there: train or car"; not "…: she's
			// rude or drunk", "…: o trabaja o …").
			// A reason after it leaves the question open: "No sé quién va
			// a subir este año: son cuatro horas andando" (a part read at
			// stop 64) — not a question of its own after it, nor a guess
			// between two.
			raw := strings.Join(ws[j+1+m:], " ")
			after := plainWords(raw)
			or := slices.IndexFunc(after, func(w string) bool { return orWords[w] })
			guess := or > 0 && slices.ContainsFunc(after, func(w string) bool {
				// Not "Kirsty's pal Shona", "it's Friday or Saturday" (the
				// fourth and fifth reviews of stop 64).
				return w != "it's" && w != "that's" && (pronounSubjects[w] || subjectPronouns[w] || copula[w] || verbContracted(w))
			})
			// Nor a mystery of what happened, the person's next step after
			// it ("I don't know who cracked the windscreen: I need to ring
			// the insurance today"; a review of stop 55; "No idea who left
			// the gate open: …", "No sé quién rompió la ventana: …"), nor
			// admiring ("I don't know how she does it: four kids, …"; the
			// third review of stop 64).
			// A passive is no mystery: "whether Harrison's have been paid",
			// "when the band gets paid", "when the deposit has to be paid"
			// (the first review of stop 65).
			span, qw := ws[j+1:j+2+m], normal(strings.Trim(ws[j], ".,;:!?¿"))
			happened := slices.ContainsFunc(span, func(x string) bool {
				x = strings.Trim(x, ".,;:!?")
				return participle(x) && x != "got" && x != "been" || spanishPreterite(x) // not "who's got the van"
			}) && (mystery[qw] || !passive(span, qw)) || admires(ws[j:j+2+m]) || admires(append(append([]string(nil), ws[j:j+1+m]...), strings.TrimSuffix(ws[j+1+m], ":")))
			choice := or > 0 && !guess && len(after) <= 6 // "when the marquee's booked from: Friday or Saturday"
			if len(after) == 0 || strings.ContainsAny(raw, "?¿") || questionWords[normal(after[0])] || guess || happened && !choice {
				return false
			}
			break
		}
		// The clause after it: a short one that reports it, or a "but".
		rest := ws[j+2+m:]
		tail := rest
		for e, x := range rest {
			if strings.ContainsAny(x, ",;.!?:") {
				tail = rest[:e+1]
				break
			}
		}
		if len(rest) > 0 && slices.Contains([]string{"but", "aber", "pero", "sino"}, strings.Trim(rest[0], ",")) ||
			len(tail) <= 4 && slices.ContainsFunc(tail, func(w string) bool { return saying[strings.Trim(w, ".,;:!?")] }) {
			return false
		}
		break
	}
	// Or who does something, said in its verb alone: "Noch offen ist, wer
	// moderiert" (a part measured blind at stop 83), "still don't know who
	// drives".
	if said == 1 && j+1 < len(ws) && whoAsks[normal(strings.Trim(ws[j], ".,;:!?¿"))] &&
		slices.ContainsFunc(ws[:j], func(w string) bool { return openStill[strings.Trim(w, ".,;:!?")] }) { // still open: not "I don't know who cares"
		v := strings.Trim(ws[j+1], ".,;:!?")
		return !common[v] && !bygone[v] && !participle(v) && !spanishPreterite(v) && v != "cares" && v != "knows" && v != "weiß" && v != "sabe"
	}
	return said >= 2
}

// notKnowingIn reports a lower-cased text that holds the words of not knowing
// anywhere (wonders reads where they stand).
func notKnowingIn(lower string) bool {
	return holdsAny(undegreed(lower), notKnowing) || undecidedBetween(lower)
}

// alsoNotKnowing reports a line that is no German not knowing "auch noch",
// or one of what is still to come: "Ich weiß auch noch nicht, wo die Schafe
// die Nacht vorher trocken stehen" (a part read at stop 98) — not of what
// was ("…, wie ich heimgekommen bin", "…, wie wir das überlebt haben"; the
// second review).
func alsoNotKnowing(lower string) bool {
	if !holdsAny(lower, alsoNotKnowingPhrases) {
		return true
	}
	ws := plainWords(lower)
	return len(ws) > 0 && !germanPerfectEnd[ws[len(ws)-1]] && !askedOfThePast(ws)
}

var (
	alsoNotKnowingPhrases = []string{"weiß auch noch nicht", "weiss auch noch nicht", "wissen auch noch nicht"}
	// germanPerfectEnd end a German clause of what was: "…, wie ich heimgekommen
	// bin".
	germanPerfectEnd = wordSet(`bin bist ist sind seid habe hast hat haben habt war waren hatte hatten`)
)

// undecidedBetween reports a line that opens with the person's own choice
// not made yet between two things: "I can't decide between a wood burner or
// a heat pump for the lounge", "Ich kann mich nicht zwischen Buttercreme
// und Fondant entscheiden", "Dudo entre la estufa y la bomba de calor". Not
// one settled or said more of after a comma ("…, I'll just do both", "…, y
// al final nos quedamos en casa", "…, I love them all the same"), nor a
// sigh between feelings ("between laughing and crying"), nor "no me decido
// a …" (cannot bring oneself to).
func undecidedBetween(lower string) bool {
	if !holdsAny(lower, choosingMarks) || shrugged(lower) || marks(lower, shrugs) || marks(lower, choiceIdioms) {
		return false
	}
	ws := strings.Fields(lower)
	plain := make([]string, len(ws))
	for k, w := range ws {
		plain[k] = strings.Trim(w, ".,;:!?¡¿\"'()")
	}
	lead, start := true, 0
	for k := 0; k < len(ws); k++ {
		n := headAt(plain, k, undecidedYet)
		if n == 0 {
			switch {
			case joining[plain[k]] && k > 0:
				lead, start = true, k+1 // "The quotes are all in and I can't decide between …"
			case !ownLeads[plain[k]] && !stillWords[plain[k]] || k-start >= 5 || endsClause(ws[k]):
				lead = false
			}
			continue
		}
		if !lead {
			return false
		}
		j := k + n
		for j < len(plain) && j <= k+n+1 && !choosing[plain[j]] && (stillWords[plain[j]] || decidingVerbs[plain[j]]) {
			j++ // "kann mich noch immer nicht zwischen …", "kann mich nicht entscheiden zwischen …"
		}
		if j+2 >= len(plain) || !choosing[plain[j]] || slices.ContainsFunc(ws[k:j], endsClause) {
			return false
		}
		// What is chosen between: things, not feelings ("between laughing
		// and crying") nor hours ("zwischen 9 und 17 Uhr"; not "zwischen
		// zwei Wohnungen", "between 2 and 3 bedrooms").
		if feelings[plain[j+1]] || hoursBetween(plain[j+1:]) {
			return false
		}
		rest := ws[j+1:]
		// A German "kann mich nicht" chooses only with its verb ("…
		// zwischen X und Y entscheiden"), not "… um den Hund kümmern".
		if slices.Contains(undecidedGerman, strings.Join(plain[k:k+n], " ")) && !slices.ContainsFunc(plain[k:], func(w string) bool { return decidingVerbs[w] }) {
			return false
		}
		// Its clause ends the line, nothing settled after it ("… but we
		// booked Crete", "… so I'm doing both", "… así que haré los dos",
		// "… y al final nos quedamos en casa") — not a word of the things
		// chosen between ("the cheap but comfy sofa", "Ende Juli").
		if slices.ContainsFunc(rest[:len(rest)-1], endsClause) || marks(strings.Join(plain[j:], " "), settledPhrases) {
			return false
		}
		for m := j + 1; m+1 < len(plain); m++ {
			if settledAlone[plain[m]] {
				return false
			}
			if !settledAfterChoice[plain[m]] {
				continue
			}
			// What follows "but", "so", … settles the choice: its chooser
			// after "so" or "then" ("… so I'm doing both"), a verb of
			// choosing anywhere after it ("… but Dad's already booked
			// Crete", "… but my brother who is paying chose the grey one",
			// "… pero mi hermana ya me ha comprado el azul") or a decision —
			// unless, before that verb, it says the choice is still due ("…
			// but whichever we pick has to be booked by Friday", "… but
			// nothing's booked yet"; not "… as it's not far" after it).
			after := plain[m+1:]
			verb := slices.IndexFunc(after, func(w string) bool { return choiceMade[w] })
			before := after
			if verb >= 0 {
				before = after[:verb]
			}
			if slices.ContainsFunc(before, func(w string) bool { return choiceOpen[w] }) || marks(strings.Join(before, " "), choiceDue) {
				continue
			}
			said := strings.Join(after, " ")
			if choosers[after[0]] && !joining[plain[m]] || verb >= 0 || marks(said, decided) || marks(said, purchased) {
				return false
			}
		}
		return true
	}
	return false
}

// hoursBetween reports hours chosen between: "9 und 17 Uhr", "3:30 and
// 5:15".
func hoursBetween(ws []string) bool {
	if len(ws) < 3 || !numeral(ws[0]) || !orWords[ws[1]] && !joining[ws[1]] || !numeral(ws[2]) {
		return false
	}
	return strings.Contains(ws[0], ":") || len(ws) > 3 && clockUnits[ws[3]]
}

// clockUnits follow an hour: "17 Uhr", "5 o'clock", "5 pm".
var clockUnits = wordSet(`uhr o'clock pm am h horas hrs`)

// choosers are the subjects that settle a choice after "so" or "then": "…
// so I'm doing both" (after "but" a verb of choosing does: choiceMade).
var choosers = wordSet(`i i'm i've i'll we we're we've we'll ich wir yo nosotros nos`)

// choiceMade are the verbs of a choice someone made: "… but Dad's already
// booked Crete", "… aber mein Mann hat schon den Lachs bestellt", "… pero
// mi hermana ya me ha comprado el azul".
var choiceMade = wordSet(`booked ordered bought chose chosen picked bestellt gebucht gekauft gewählt ausgesucht comprado reservado elegido escogido`)

// choiceOpen say a choice is still to be made after "but": "nothing's booked
// yet", "whichever we pick", "muss … bestellt sein".
var choiceOpen = wordSet(`not nothing nothing's yet whichever must muss müssen noch nicht nichts todavía aún nada`)

// choiceDue say the choice is still to be made: "has to be booked", "tiene
// que salir".
var choiceDue = phrases(`has to|have to|needs to|need to|tiene que|tienen que|hay que`)

// settledAlone are the words that settle a choice wherever they stand in
// its sentence: "deshalb", "así", "luego".
var settledAlone = wordSet(`deshalb daher schließlich así luego`)

// settledPhrases settle a choice: "in the end", "al final", "am Ende".
var settledPhrases = phrases(`in the end|al final|am ende|at the end of the day`)

// undecidedGerman are the words of not choosing that need their verb.
var undecidedGerman = []string{"kann mich nicht", "können uns nicht", "kann mich noch nicht", "können uns noch nicht"}

// settledAfterChoice are the words after which a choice may be settled in
// its sentence: "but", "so", "aber", "pero".
var settledAfterChoice = wordSet(`but so then aber also dann pero`)

// choiceIdioms are "between" phrases that choose nothing: "zwischen den
// Jahren", "zwischen Tür und Angel", "entre pitos y flautas".
var choiceIdioms = phrases(`zwischen den jahren|zwischen tür und angel|entre pitos y flautas|between a rock and a hard place|between the devil and|between jobs`)

// decidingVerbs may stand between the words of not choosing and "zwischen".
var decidingVerbs = wordSet(`entscheiden festlegen`)

// choosingMarks are choosing's words, for a quick look (holdsAny).
var choosingMarks = slices.Collect(maps.Keys(choosing))

// degreeList are the words of degreeWords, for a quick look.
var degreeList = slices.Collect(maps.Keys(degreeWords))

// undegreed is a lower-cased text without its words of degree
// (degreeWords): "ist noch völlig offen" holds "noch offen".
func undegreed(lower string) string {
	if !slices.ContainsFunc(degreeList, func(d string) bool { return strings.Contains(lower, d) }) && !strings.Contains(lower, "pretty much") {
		return lower // most lines: no word of degree to leave out
	}
	// "pretty much" before the words of not knowing ("pretty much up in the
	// air", "pretty much unclear"), not before "anyone".
	lower = strings.NewReplacer("pretty much up in", "up in", "pretty much unclear", "unclear", "pretty much undecided", "undecided").Replace(lower)
	ws := strings.Fields(lower)
	kept := ws[:0:0]
	for k, w := range ws {
		if degreeWords[w] && k+1 < len(ws) {
			continue
		}
		kept = append(kept, w)
	}
	if len(kept) == len(ws) {
		return lower
	}
	return strings.Join(kept, " ")
}

// germanParticiple reports a German past participle: "gehabt", "gemacht",
// "gebraucht".
func germanParticiple(w string) bool {
	return utf8.RuneCountInString(w) >= 6 && strings.HasPrefix(w, "ge") && strings.HasSuffix(w, "t") && w != "gestern" && w != "gerecht"
}

// clauseJoiners open a clause that may say the person does not know.
var clauseJoiners = wordSet(`and but so und aber also y pero`)

// commaJoiners join a clause only after a comma: "…, so I still don't know
// who …" — not "My neighbour is so unsure who …", "The kids are also unsure
// where …" (the review of stop 81).
var commaJoiners = wordSet(`so also`)

// ownLeads are the words a person may open with before saying they do not
// know yet (wonders): themselves, "still", "and", "lo que", "was", and a
// word that moves the talk on ("Anyway, still haven't worked out who …",
// "Übrigens weiß ich noch nicht, wer …", "Pues todavía no sé quién …"),
// the Creole "mi" and "wi" ("So mi still nuh know who a go be …", a part
// read at stop 96), and the one thing not known ("Eine Sache weiß ich immer
// noch nicht: ob ich im Sommer auch Eis verkaufe", a part read at stop 97:
// its head was cut as a lead-in and the rest kept as a fact).
var ownLeads = wordSet(`i i'm i've we we're we've mi wi ich wir yo nosotros nosotras still honestly and but so just really yet actually have got am bin mir
	the thing is it's it what what's one
	noch immer auch aber und ehrlich echt wirklich gesagt was ist es das hab habe haben also
	todavía aún y pero lo que es la verdad sinceramente bueno well ok okay oh now jetzt ahora tengo tenemos
	anyway anyhow besides plus meanwhile otherwise übrigens jedenfalls sowieso naja apropos pues además oye by way ach ja por cierto en fin only einzige único right mismo im moment
	eine sache eines eins una cosa`)

// Words of what a question word opens that make it no open question: the
// past (bygone), a wish (wishing), thanks (thanked).
var (
	bygone   = wordSet(`did was were had managed went used ever then früher damals war waren gewesen hatte hatten geschafft antes hicimos logramos hacían fue fueron era eran estaba`)
	backWhen = wordSet(`then in when at`)
	wishing  = wordSet(`i'd we'd would würde würden wäre hätte haría haríamos sería`)
	thanked  = wordSet(`thank thanks danken bedanken agradecer agradecerle agradecerte agradecerles say sagen decir`)
	// settingWords say where something is said: "in my toast", "at the
	// funeral", "en el brindis", "bei der Rede".
	settingWords = wordSet(`in at during bei en durante`)
	// deictic point at the moment, not a place: "in this situation".
	deictic = wordSet(`this that such these those dieser diesem dieser solchen esta este esa ese estas estos tal`)
)

// addressee are the words for the assistant, the one the person talks to.
var addressee = wordSet(`you your you're yourself dich dir du dein deine ti te tú vos usted contigo`)

// headAt reports how many words of plain, from k, make one of the phrases
// (0: none does).
func headAt(plain []string, k int, list []string) int {
	for _, p := range list {
		ps := strings.Fields(p)
		if k+len(ps) <= len(plain) && slices.Equal(plain[k:k+len(ps)], ps) {
			return len(ps)
		}
	}
	return 0
}

// endsSentenceWord reports a word that ends its sentence.
func endsSentenceWord(w string) bool {
	return strings.HasSuffix(w, ".") || strings.HasSuffix(w, "!") || strings.HasSuffix(w, "?")
}

// settlesAnyway reports a clause that goes ahead whatever the doubt: "but
// we're going ahead with it anyway", "but the marquee is booked for the
// 12th", "pero la alquilamos igual" (the second review of stop 74).
func settlesAnyway(c string) bool {
	ws := plainWords(c)
	if len(ws) < 2 || !contrasting[ws[0]] || ws[1] == "anyway" {
		return false // "…, anyway I'll ask her tomorrow", "…, and it's already booked" leave it open (the third review of stop 74)
	}
	return marks(c, purchased) || slices.ContainsFunc(ws, func(w string) bool { return goingAhead[w] }) || strings.Contains(c, "going ahead") ||
		strings.Contains(c, "de todos modos") || strings.Contains(c, "de todas formas")
}

// goingAhead are the words of going ahead whatever the doubt.
var goingAhead = wordSet(`anyway anyhow regardless booked reserved igual reservado reservada reservamos alquilamos trotzdem sowieso gebucht reserviert`)

// unsure reports a person who does not know yet whether something is so
// ("I'm leaning towards the loft hatch, but not sure whether a ladder
// fits", "bin mir aber unsicher, ob …"): an open question — not a
// disclaimer before news ("Not sure if it's relevant, but my blood pressure
// …", "Ich bin nicht sicher, ob ich es schon erwähnt habe, aber …").
func unsure(lower string) bool {
	// Not when a clause after it decides ("…: not sure the old van would
	// make it, so we decided to hire one") or the doubt is a disclaimer
	// ("…: not sure it's a big deal, but …"); a "but" alone leaves it open
	// ("…: I'm not sure the caterer can do vegan, but I'll ask"), and so
	// does a doubt of a decision ("…: I'm not sure we've decided on the
	// right date"; the review of stop 74).
	if rest := pastWorryHead(lower); rest != lower && opensWithin(rest, unsureThat, 1) &&
		!slices.ContainsFunc(clauses(rest)[1:], func(c string) bool { return marks(c, decided) || settlesAnyway(c) }) &&
		!slices.ContainsFunc(plainWords(rest), func(w string) bool { return disclaiming[w] }) {
		return true // "My one worry: I'm not sure the van is big enough for the sofa" (the first review of stop 72); without a worry head, "I'm not sure she's the one to ask" is a remark
	}
	for _, p := range unsureWhether {
		at := strings.Index(lower, p)
		if at < 0 {
			continue
		}
		// What the person is unsure of: the words after the phrase, to the
		// next comma; then what follows it.
		// Not a doubt that was ("Dad was not sure whether …").
		if before := strings.Fields(lower[:at]); len(before) > 0 && pastCopula[strings.Trim(before[len(before)-1], ".,;")] {
			return false
		}
		what, next, _ := strings.Cut(lower[at+len(p):], ",")
		if marks(what, comingOrGoing) {
			return false // "I'm just not sure whether I'm coming or going" (a review of stop 63)
		}
		for _, w := range strings.Fields(what) {
			if disclaiming[strings.Trim(w, ".,;:!?¡¿\"'")] {
				return false
			}
		}
		switch firstWord(strings.TrimSpace(next)) {
		case "but", "aber", "pero", "sino":
			return false
		}
		// Nor one answered in the same sentence: "…, and the engineer says
		// it can", "…, und laut Gutachter ist er das", "…, y el mecánico
		// dice que sí".
		if answered := strings.Fields(next); slices.ContainsFunc(answered, func(w string) bool { return saying[strings.Trim(w, ".,;:!?")] || w == "laut" }) {
			return false
		}
		return true
	}
	return false
}

// unsureThat open a doubt without "whether", after a worry head.
var unsureThat = phrases(`i'm not sure|i am not sure|not sure|i'm not really sure|not really sure|i'm not quite sure|not quite sure|ich bin nicht sicher|bin nicht sicher|bin mir nicht sicher|no estoy seguro|no estoy segura|no sé si`)

// firstClause is a text's first clause, or "" when it has none ("One
// thing: ,").
func firstClause(text string) string {
	if cs := clauses(text); len(cs) > 0 {
		return cs[0]
	}
	return ""
}

// askedLabel reports a question under a label that says it is one, or that
// the person does not know the answer ("Something I still haven't figured
// out: do the tables need …?", "Was ich nicht weiß: darf …?", "Una duda:
// ¿puedo …?"): an open question, all of it its line.
func askedLabel(lower string) bool {
	head, rest, ok := strings.Cut(lower, ": ")
	noColon := false
	if !ok {
		head, rest, ok = worryBeforeWho(lower)
		noColon = ok
	}
	if ok && rhetoricalWho(rest) {
		return false // "Lo que me tiene mal: ¿quién se cree que es el vecino …?" (a review)
	}
	// Or a short head — its part after its last comma ("Sitting in the
	// truck waiting on a tire, so here's what's nagging me: …") — says it
	// worries the person, before the person says they do not know who is
	// to do something, or whether something holds: "Was mir den Schlaf
	// raubt: Ich weiß immer noch nicht, wer am Wochenende abwäscht", "…: no
	// sé si el seguro cubre …" (the rest alone is a question). Its first
	// question word asks it, and the head is a worry, not an annoyance or
	// a thought ("What keeps me up at night: I have no idea how my
	// parents, who …", "What bugs me: I don't know who he thinks he is",
	// "On my mind: I don't know whether to laugh or cry"; the reviews).
	lastHead := head
	if k := strings.LastIndex(head, ","); k >= 0 {
		lastHead = head[k+1:]
	}
	worriedUnknown := ok && len(strings.Fields(lastHead)) <= 8 && marks(lastHead, worries) && !marks(lastHead, notWorries) && !negated(lastHead) &&
		notKnowingIn(rest) && wonders(rest, false) && askedFirst(rest)
	// A duty may come after where it is for: "Problema que no sé cómo
	// resolver: para las luces necesitamos un generador".
	if !ok || !asked(rest) && !indirectQuestion(rest) && !whetherSi(rest) && !opensWithin(rest, duties, 1) && !marks(firstClause(rest), duties) && !worriedUnknown || verdict(head) && !asked(rest) {
		return false // nor "Sin duda: la mejor paella del barrio." ("Good question: when is it due?" asks)
	}
	// The label is the head's last part ("ok, question for you"; not "no
	// idea how, but the cat got onto the roof again"), and says the
	// question is open ("Question settled: …", "Sin duda …: ¿…?" do not);
	// or a short head opens by putting it off ("Puzzle for another day, no
	// rush: …?"; not "Guardé un trozo de tarta para luego: ¿a que no sabes
	// …?").
	putOff := len(strings.Fields(head)) <= 8 && (opensWithin(head, deferring, 3) || laterWords[nthWord(head, len(strings.Fields(head))-1)] && marks(head, toThinkOf) ||
		marks(head, laterHeads) && !slices.ContainsFunc(plainWords(head), func(w string) bool { return reportsIt[w] })) // "Another one for the later pile: …?", "Pregunta para después, no me la conteste ya: ¿…?"; not "The vet says it's not urgent: …"
	// Or the head says the person cannot solve it yet, before what is to
	// find out or to do: "Otra cosa que no sé resolver: quién va a grabar
	// la carrera …", "One thing I don't know how to solve: I have to find
	// gold candles …".
	own := slices.ContainsFunc(plainWords(head), func(w string) bool { return firstPerson[w] })
	_, answer, _ := strings.Cut(rest, "?")
	unanswered := strings.Trim(answer, " ?¿!") == ""
	unsolved := len(strings.Fields(head)) <= 12 && marks(head, unknowing) && marks(head, solving) && own // not "Der Klempner konnte das nicht lösen: …" (a review)
	// Or a short head says it is still open, or that the person does not
	// know, before what is to find out: "Sigue pendiente: quién me lleva a
	// la iglesia", "Was i no ned woaß: wo ma die Kappen … aufhebt".
	// The head opens with it ("The chemist is still open: what luck" is
	// news; a review).
	openHead := len(strings.Fields(head)) <= 8 && (indirectQuestion(rest) || whetherSi(rest)) &&
		(opensWithin(head, stillOpen, 2) && !marks(head, byOthers) || marks(head, unknowing) && own) ||
		// A head of a few words that opens with it, before a question of
		// who or what is to be done: "Which leaves: who's doing the toast
		// to the bridesmaids?", "Bleibt noch: wer macht die Kasse?" (not
		// "That leaves: why bother?").
		len(strings.Fields(head)) <= 3 && opensWithin(head, leavesOpen, 1) && asked(rest) && (deliberates(rest) || openAskers[strings.Trim(nthWord(rest, 0), "¿¡\"'")]) ||
		// After a clause on what is nearly solved: "Lo del taller se está
		// resolviendo, pero me falta otra: ¿quién me hace las fotos …?"
		// (an open question of dev107, dropped as a plain remark).
		len(strings.Fields(lastHead)) <= 4 && opensWithin(pastBut(lastHead), leavesOpen, 1) && asked(rest) && openAskers[strings.Trim(nthWord(rest, 0), "¿¡\"'")]
	// Or a short head says it worries the person, before who is to do
	// something, asked without its question mark: "Lo que de verdad me
	// quita el sueño: quién va a cortar" (not "What bugs me: who leaves
	// trolleys in the car park", "Ya no me quita el sueño: quién …"), in
	// one clause but for one about whom it names ("…: quién va a traer a
	// la tía Remedios, que ya no conduce"; not "…: who's going to look
	// after Mum, my sister already said she would") and not of "all this"
	// or what no one could ("wer soll das bezahlen", "wer soll bei dem
	// Lärm noch schlafen können"), nor a contest ("who's going to win Bake
	// Off").
	worriedOpen := len(strings.Fields(head)) <= 8 && marks(head, worries) && !negated(head) && openAskers[strings.Trim(nthWord(rest, 0), "¿¡\"'")] && worriedTask(rest)
	// Or a short head ends naming a problem to solve, before its question:
	// "Something else to crack: where does everybody park?", "Noch was zu
	// klären: wo schlafen die Musiker?" (not "Something to crack open
	// tonight: …?").
	// Not a "why" ("Mystery to solve: why do socks vanish?"), nor a head
	// that says there is none ("Nothing left to decide: …") or that it is
	// someone else's ("Pablo tiene mucho que decidir: …", "Problem for the
	// council to solve: …"; the first review).
	// Nor one answered after its question mark ("Took us ages to decide:
	// Algarve or Crete? Algarve won"), nor said as done ("Managed to sort:
	// …"; the sixth review).
	// Whether the question speaks to the person ("are you nervous?") or of
	// what they are to do ("do we need …?").
	restWords := plainWords(rest)
	toYou := slices.ContainsFunc(restWords, func(x string) bool { return secondPerson[x] })
	// An indirect question needs no mark: "Was ich noch klären muss: ob
	// der Saal frei ist." (a review of stop 80).
	whether := slices.Contains([]string{"ob", "whether"}, firstWord(strings.TrimSpace(rest))) // not "si llueve, lo hacemos en el salón" (the review of stop 81)
	puzzle := len(strings.Fields(head)) <= 8 && endsWithin(pastWhenClause(head), toSolve) && (asked(rest) || whether) && !negated(head) && unanswered &&
		!slices.ContainsFunc(plainWords(lastHead), func(w string) bool { return solvedWords[w] }) &&
		!slices.ContainsFunc(plainWords(head), func(w string) bool { return refusals[w] }) && (ownHead(head) || !slices.ContainsFunc(plainWords(head), func(w string) bool { return othersToSolve[w] })) &&
		!slices.Contains([]string{"why", "warum", "wieso", "weshalb", "por"}, firstWord(strings.TrimLeft(rest, "¿¡ ")))
	// Or a short head names it as a question people put to the person,
	// before it: "Question I keep getting asked: do we need public
	// liability insurance of our own?" (a part read at stop 65).
	// Or a big question, however it goes on before its colon: "Big
	// question still hanging over my head like a bad toupee: do we do a
	// memorial list …?" (a part read at stop 72).
	// (still open, said so: not "Big question from my five year old in the
	// car this morning: …", "Big question on the quiz last night: …"; the
	// first review of stop 72).
	putToMe := (len(strings.Fields(head)) <= 6 || len(strings.Fields(head)) <= 12 && opensWithin(head, bigQuestions, 1) && slices.ContainsFunc(plainWords(head), func(w string) bool { return stillSo[w] })) && opensWithin(head, questionLabels, 2) && asked(rest) && unanswered && (!negated(head) || marks(head, answeredByNone) && !marks(head, quizzes)) && !toYou &&
		!slices.ContainsFunc(plainWords(head), func(w string) bool { return solvedWords[w] })
	// Or a head of a few words ends naming the big puzzle, before the
	// question it is: "Jetzt das große Rätsel: wer fährt an dem Abend die
	// Fähre?" (a part read at stop 98), "The big mystery: who's bringing
	// the chairs?" — not why ("The big mystery: why do socks vanish?"),
	// nor a puzzle of a paper ("Today's big puzzle in the paper: …") or
	// one answered after it.
	// Who is to do something, not who did ("who left the gate open?"),
	// who wins ("wer wird Meister?"), a sigh ("what was he thinking?") or
	// one the head says is solved (the first review of stop 98).
	// A task still to hand out, of the person's own head: not someone who
	// keeps doing something ("who keeps leaving the back door open?"),
	// who someone is ("who's the father?"), what no one is to answer ("wer
	// soll das alles bezahlen?") nor someone else's puzzle ("Dave's big
	// mystery: …"; the second review).
	bigPuzzle := len(strings.Fields(head)) <= 6 && endsWithin(lastHead, bigPuzzles) && asked(rest) && unanswered && !negated(head) && !toYou &&
		openAskers[strings.Trim(nthWord(rest, 0), "¿¡\"'")] && puzzleTask(rest) && !othersChoose(rest) && !askedOfThePast(plainWords(rest)) &&
		!slices.ContainsFunc(plainWords(head), func(w string) bool { return solvedWords[w] || strings.HasSuffix(w, "'s") })
	openHead = openHead || puzzle || putToMe || bigPuzzle
	if noColon && (!worriedOpen || othersChoose(rest)) {
		return false // "What bugs me is who on earth thought that was a good idea?"
	}
	if !asked(rest) && !putOff && !unsolved && !openHead && !worriedOpen && !worriedUnknown {
		return false // "Good question: how we ever managed without the van."
	}
	if !putOff {
		head = lastHead
	}
	// A worry labels a question to solve, not why, nor one that asks who
	// would not ("What really bugs me: why do people never indicate?",
	// "Me preocupa: ¿quién no se preocuparía?").
	worried := marks(head, worries) && !negated(rest) && !slices.Contains([]string{"why", "warum", "wieso", "por"}, firstWord(strings.TrimLeft(rest, "¿¡ "))) &&
		!othersChoose(rest) // not a contest ("Was mich noch umtreibt: wer gewinnt das Derby?"; a review of stop 63)
	if len(strings.Fields(head)) > 10 && !unsolved && !putToMe || !marks(head, unknowing) && !worried && !worriedOpen && !worriedUnknown && !putOff && !openHead || marks(head, knowing) && !marks(head, answeredByNone) {
		return false
	}
	// The person's own open question: not one that was ("The big question
	// was the venue: …?"), nor someone else's ("Die Frage meiner Tochter:
	// …?", "Mi madre me pregunta …: ¿…?", "No idea what Gary was thinking:
	// …?"). A German head opens with its "was" ("Was ich immer noch nicht
	// weiß: wer fährt das Kajak?").
	hw := strings.Fields(head)
	for k, w := range hw {
		w = strings.Trim(w, ".,;!?¡¿\"'")
		// Asked of the person is theirs: "Question I keep getting asked:
		// …?" (not "Mum asked: …?").
		// Not one about the person, to answer themselves ("…: are you
		// nervous?"; the second review of stop 65).
		// The person's own and not answered after it ("Question the twins
		// keep getting asked: …", "…: which twin is older? It's Olivia";
		// the third review).
		askedOfMe := k > 0 && (hw[k-1] == "getting" || hw[k-1] == "get" || hw[k-1] == "being" || hw[k-1] == "been" || hw[k-1] == "gets") &&
			!toYou && own && unanswered &&
			slices.ContainsFunc(restWords, func(x string) bool { return firstPerson[x] }) // what "we" are to do: "do we need …?", not "can dogs come?"
		// Spanish "gran" of "la gran pregunta", "el gran misterio" is big,
		// not a grandmother.
		granBig := w == "gran" && k+1 < len(hw) && spanishBig[strings.Trim(hw[k+1], ".,;:!?¡¿\"'")]                                                               // not "Big question from Gran"
		if pastCopula[w] && !putOff && !puzzle && !(k == 0 && w == "was") || family[normal(w)] && !granBig || relatives[w] || k > 0 && asking3[w] && !askedOfMe { // "Noch was für die Liste: …?"
			return false
		}
	}
	return true
}

// puzzleTask reports a "who" question of a task to hand out: one worriedTask
// takes ("who's bringing the chairs"), or a German "wer" before a verb of a
// task ("wer fährt an dem Abend die Fähre?") — not one someone keeps doing.
func puzzleTask(rest string) bool {
	ws := plainWords(rest)
	if slices.ContainsFunc(ws, func(w string) bool { return habitual[w] || noOneAnswers[w] || w == "keeps" || w == "keep" }) {
		return false
	}
	return worriedTask(rest) || len(ws) > 2 && (ws[0] == "wer" && germanTasks[ws[1]] || (ws[0] == "quién" || ws[0] == "quien") && spanishTasks[ws[1]])
}

// spanishTasks are the verbs of a task to take on after "quién": "¿quién
// trae las sillas?".
var spanishTasks = wordSet(`trae lleva hace recoge conduce cocina organiza prepara monta paga busca`)

// worryBeforeWho splits a line that opens saying what worries the person
// right before who is to do something, without a colon between: "Me quita
// el sueño quién va a subir al tejado", "What keeps me up at night is who's
// driving the float" — the head and the rest askedLabel reads as if a colon
// stood between.
func worryBeforeWho(lower string) (head, rest string, ok bool) {
	if !holdsAny(lower, worries) {
		return "", "", false // most lines: no words to split
	}
	ws := strings.Fields(lower)
	plain := make([]string, len(ws))
	for k, w := range ws {
		plain[k] = strings.Trim(w, ".,;:!?¡¿\"'")
	}
	for i := 0; i < len(ws) && i < 4; i++ {
		from := strings.Join(plain[i:], " ") + " "
		for _, p := range worries {
			p = strings.TrimSpace(p)
			if !strings.HasPrefix(from, p+" ") || marks(p, notWorries) || i > 0 && mostWords[plain[i-1]] {
				continue // not "Lo que más me preocupa es quién va a heredar el piso" (others' doings, a review)
			}
			for j := i + len(strings.Fields(p)); j < len(ws) && j <= i+len(strings.Fields(p))+3; j++ {
				w := strings.Trim(ws[j], ",¿")
				if openAskers[w] {
					return strings.Join(ws[:j], " "), strings.Join(ws[j:], " "), true
				}
				if !worryFillers[w] {
					break
				}
			}
		}
	}
	return "", "", false
}

// mostWords make a worry the greatest of several, over what others do as
// often as over a task.
var mostWords = wordSet(`más most meisten`)

// worryFillers may stand between a worry and its "who": "keeps me up at
// night is who …", "Was mir Sorgen macht, ist, wer …".
var worryFillers = wordSet(`at night is es ist nachts most really`)

// byOthers say who else decides: "Yet to be decided by the council: …".
var byOthers = phrases(`by the|by our|by my|by his|by her|von der|von den|vom|por el|por la|por los`)

// ownHead reports a head that names the person or their own ("We have to
// decide", "One for us to sort out", "Wir haben noch was zu klären").
func ownHead(head string) bool {
	return slices.ContainsFunc(plainWords(head), func(w string) bool { return firstPerson[w] || ownObjects[w] })
}

// ownObjects are the person's own as an object: "for us", "für uns".
var ownObjects = wordSet(`us me uns mich nos mí`)

// solvedWords say a problem was solved: "Took us ages to decide: …",
// "Managed to sort: …".
var solvedWords = wordSet(`took managed sorted finally decided solved costó decidimos resolvimos gedauert geschafft entschieden`)

// othersToSolve say a problem is someone else's: "Tom hat noch was zu
// klären", "a problem for the council to solve".
var othersToSolve = wordSet(`has hat tiene have haben tienen for für`)

// toSolve end a head that names a problem still to solve.
// pastWhenClause is a head without a short clause of when at its end:
// "was i noch klären muss, bevor's losgeht" → "was i noch klären muss" (an
// open question of a part read at stop 87).
func pastWhenClause(head string) string {
	k := strings.LastIndex(head, ",")
	if k < 0 {
		return head
	}
	ws := plainWords(head[k+1:])
	if len(ws) == 0 || len(ws) > 4 || !beforeWhen[strings.TrimSuffix(ws[0], "'s")] {
		return head
	}
	// What is still to do, not what was ("What we had to decide, before
	// the wedding: …? Dad did.", "What was left to decide, …"; the reviews
	// of stop 87): a "still" or a duty of now in the head.
	if !slices.ContainsFunc(plainWords(head[:k]), func(w string) bool { return dutyNow[w] }) {
		return head
	}
	return head[:k]
}

// dutyNow say something is still to do: "still", "noch", "muss", "need",
// "tengo que".
var dutyNow = wordSet(`still noch todavía aún must need needs muss müssen tengo tenemos hay`)

// beforeWhen open a clause of when something is to be done by.
var beforeWhen = wordSet(`before bevor ehe antes until till bis hasta`)

var toSolve = phrases(`to crack|to solve|to sort|to sort out|to figure out|to work out|to decide|
	zu klären|zu lösen|zu regeln|zu entscheiden|por resolver|que resolver|a resolver|por decidir|que decidir|por arreglar|que arreglar|para decidir|para resolver|
	klären muss|klären müssen|lösen muss|lösen müssen|entscheiden muss|entscheiden müssen|regeln muss|regeln müssen|por aclarar|que aclarar|a aclarar`)

// endsWithin reports a lower-cased text whose last words are one of the
// phrases.
func endsWithin(lower string, list []string) bool {
	lower = " " + strings.TrimRight(lower, " .,;:!?")
	return slices.ContainsFunc(list, func(p string) bool { return strings.HasSuffix(lower, " "+strings.TrimSpace(p)) })
}

// rhetoricalWho reports a question of who someone thinks they are, asked of
// no one: "Who does he think he is?", "¿Quién se cree que es?", "Wer glaubt
// der eigentlich, wer er ist?".
func rhetoricalWho(lower string) bool {
	if marks(lower, thinksHeIs) {
		return true
	}
	// "who does he think he is", "who does Dave think he is", "who do
	// they think they are" — not "do you think he's old enough" (a review).
	for _, c := range clauses(lower) {
		if thinksOfOneself(plainWords(c)) {
			return true
		}
	}
	return false
}

// thinksOfOneself reports the words of one clause that ask who someone
// thinks they are: "who (the hell) does he think he is" — in one clause, not
// "Who is driving Saturday, do you think he is fit?" (a review).
func thinksOfOneself(ws []string) bool {
	for k := 0; k+4 < len(ws); k++ {
		if ws[k] != "who" {
			continue
		}
		// "who the hell does …", "who on earth does …".
		d := slices.IndexFunc(ws[k+1:min(k+5, len(ws))], func(w string) bool { return w == "does" || w == "do" || w == "did" })
		if d < 0 {
			continue
		}
		for j := k + d + 3; j < len(ws) && j <= k+d+5; j++ {
			if ws[j] == "think" || ws[j] == "thinks" {
				return j+1 < len(ws) && (subjects[ws[j+1]] || ws[j+1] == "you" || ws[j+1] == "you're")
			}
		}
	}
	return false
}

var thinksHeIs = phrases(`quién se cree|quien se cree|quién se creen|quién se piensa|quién te crees|wer glaubt der|wer glaubt die|wer glaubt er|wer glaubt sie|für wen hält`)

// deliberates reports a question the person puts about their own plans, a
// question word and a word of what is to be done after it: "Und wer soll
// eigentlich den Marder aus dem Dach holen?", "Who's going to drive the
// minibus?", "¿Quién va a llevar las sillas?", "What should we do with the
// leftover wine?" — an open question (not what was: "Who was supposed to
// bring it?").
func deliberates(lower string) bool {
	if resignedAlone(lower) {
		return false // "¿Qué se le va a hacer?": a sigh (the reviews of stop 86)
	}
	if othersChoose(lower) || whomOfOthers(lower) {
		// "Who's going to win Bake Off this year?", "Who's going to be the
		// next pope?", "Who is she going to marry?": others decide it (the
		// first review of stop 99: a shrug after them made them open).
		return false
	}
	if !asked(lower) {
		// "Big thing still open: who's checking the ice every morning that
		// week." — no question mark, the head says it is open (a part read
		// at stop 75).
		head, after, ok := strings.Cut(lower, ": ")
		if !ok || !marks(head, stillOpen) || !whoDoes[firstWord(after)] {
			return false
		}
	}
	if choiceAsked(lower) {
		return true
	}
	ws := plainWords(lower)
	worry := false // a head that names a problem or announces one: who is to do it, or where, is open
	if head, after, ok := strings.Cut(lower, ": "); ok {
		head = withoutAside(head)
		hw := plainWords(head)
		// "Neue Sorge: wohin mit dem Hund?" (a part read at stop 63), "Jetzt
		// kommt's: Wohin mit dem Trester?", "Nächste Baustelle: Wer macht uns
		// die Elektrik?", "Así que ahora el problema es otro: ¿quién convence
		// a doña Xinia?" (a part read at stop 75), "One more thing while I
		// remember: who's bringing the chairs?" — not a head of the
		// person's own ("Problem I can't solve: …", which the next sentence
		// may settle), someone else's ("Mum's problem: …"), nor "Sin duda
		// lo mejor: …"; not a frank head before a rhetorical question ("Let's
		// face it:", "Seriously:", "Ehrlich jetzt:"; the review of stop 75).
		own := slices.ContainsFunc(hw, func(w string) bool {
			return firstPerson[w] || w == "mir" || w == "mich" || w == "me" || w == "let's" || strings.HasSuffix(w, "'s") && w != "kommt's"
		})
		worry = len(hw) <= 8 && !own && (slices.ContainsFunc(hw, func(w string) bool { return concerns[w] || crux[w] }) || opensWithin(head, announcing, 2) || marks(head, stillOpen)) &&
			!slices.ContainsFunc(hw, func(w string) bool { return noWorry[w] })
		if worry {
			ws = plainWords(after)
		}
	}
	k := past(ws, alsoLeadIns, imperativeLeadIns, deliberateLeadIns)
	if f := k + past(ws[k:], frankLeadIns); f > k && f+1 < len(ws) && (ws[f] == "what" || ws[f] == "was" || ws[f] == "qué") && iDo(ws, f+1) {
		k = f
	}
	if k+1 >= len(ws) || !questionWords[ws[k]] || ws[k] == "if" || ws[k] == "si" || ws[k] == "whether" || ws[k] == "ob" ||
		slices.ContainsFunc(ws, func(w string) bool { return addressee[w] }) {
		return false // not of the assistant's answer: "How should I read your second point?"
	}
	return toDo(ws, k) || worry && whoDoes[ws[k]] && !pastWords[ws[k+1]] && !negation[ws[k+1]] && !marks(strings.Join(ws, " "), askedOfTheWorld)
}

var (
	// arranging are what someone is still to do for the plans, after
	// "who's": "Who's bringing the chairs?" (not "Who's playing at the
	// Proms tonight?").
	arranging = wordSet(`bringing driving collecting fetching picking taking paying organising organizing sorting handling hosting covering minding feeding checking doing`)
	// whoDoes are the question words of who is to do something, or where.
	whoDoes = wordSet(`who who's wer quién quien where wo wohin dónde donde`)
	// crux name the problem in a head, besides concerns.
	crux = wordSet(`crux headache dilemma knackpunkt haken kopfzerbrechen dilema`)
	// announcing open a head that announces what follows: "Jetzt kommt's:",
	// "One more thing:", "Otra cosa:".
	announcing = phrases(`jetzt kommt|kommt's|here comes|next up|one more thing|another thing|noch was|noch eine sache|otra cosa|una cosa más|y ahora`)
	// askedOfTheWorld say a question of who is asked of the world, not of the
	// plans: "who in their right mind would …", "wer kauft heute noch CDs?",
	// "who cares?".
	askedOfTheWorld = phrases(`right mind|would|cares|wants|anyway|schon gern|heute noch|heutzutage|überhaupt noch|hoy en día|hoy día|todavía hoy|on earth|the hell|zum teufel|demonios`)
	// noWorry say a worry is none: "sin duda", "ohne Frage", "no problem".
	noWorry = wordSet(`sin ohne without no kein keine not nicht for für para`) // "Not my problem to solve: …", "Problem for the council to solve: …"
	// negation opens a rhetorical question after "who": "¿quién no ama …?"
	negation = wordSet(`no not nicht nie never doesn't don't`)
)

// toDo reports a word of what is to be done within three words after the
// question word ws[k]: "who's going to …", "quién va a …", "wer soll …",
// "what do we do …".
func toDo(ws []string, k int) bool {
	for j := k + 1; j < len(ws) && j <= k+3; j++ {
		if toBeDone[ws[j]] {
			return true
		}
		if j == k+1 && ws[k] == "who's" && arranging[ws[j]] {
			return true // "Who's bringing the chairs?": an arrangement still to make (the review of stop 75)
		}
		if j == k+1 && ws[j] == "mit" && (ws[k] == "wohin" || ws[k] == "was") {
			return true // "Wohin mit dem Hund am Umzugstag?" (a part read at stop 63)
		}
		if j == k+1 && ws[k] == "how" && (ws[j] == "i" || ws[j] == "we") && j+1 < len(ws) && plainHow(ws[j+1]) &&
			!slices.ContainsFunc(ws[j+1:], func(w string) bool {
				return w == "again" || w == "already" || w == "so" || w == "last" || w == "yesterday" || w == "ago"
			}) &&
			!marks(strings.Join(ws, " "), howItWas) { // not "How I burn the rice again?", "How we laugh that night at the fish fry?" (the second and third reviews of stop 93)
			return true // "How I keep cracked conch crisp from the fryer to the plate …?" (Bahamian English without "do"; a part read at stop 93)
		}
		if j == k+1 && weDo(ws, j) {
			return true // "What do we do if it rains?", "Was machen wir, wenn …?", "¿Qué hacemos si …?"
		}
		if j+1 < len(ws) && (ws[j] == "going" && ws[j+1] == "to" || ws[j] == "va" && ws[j+1] == "a" || ws[j] == "vamos" && ws[j+1] == "a" || ws[j] == "tiene" && ws[j+1] == "que" || ws[j] == "has" && ws[j+1] == "to") {
			return true
		}
	}
	return false
}

// plainHow reports a verb after "how I" that asks how to do it, said
// without "do": "how I keep", "how we get" — not what was or is ("how I
// managed", "how I was", "how I feel", "how I love …").
func plainHow(w string) bool {
	return !pastWords[w] && !pastEd(w) && !strings.HasSuffix(w, "ing") && !strings.HasSuffix(w, "s") && !notHowToDo[w]
}

// howItWas say a "how I …" asks about what was: "that night", "back in the
// day".
var howItWas = phrases(`that night|that day|that time|back in the day|back then`)

// notHowToDo are the words after "how I" of a state or a feeling, no task.
var notHowToDo = wordSet(`am was were 'm had have did do got know knew feel felt love loved hate like wish miss mean meant see saw think thought want wanted need said say told tell
	could would should can might must`)

// choiceAsked reports a question between two things to do, put to oneself:
// "Still stuck on one: do we rent a satellite messenger or buy one?",
// "Mieten wir einen Anhänger oder leihen wir Papas?", "¿Alquilamos la
// carpa o la compramos?" — not one put to the assistant ("Do you prefer
// tea or coffee?").
func choiceAsked(lower string) bool {
	if _, rest, ok := strings.Cut(lower, ": "); ok {
		lower = rest
	}
	ws := plainWords(lower)
	k := past(ws, alsoLeadIns, imperativeLeadIns, deliberateLeadIns)
	if k+2 >= len(ws) || slices.ContainsFunc(ws, func(w string) bool { return addressee[w] }) {
		return false
	}
	return weDo(ws, k) && slices.ContainsFunc(ws[k+2:], func(w string) bool { return orWords[w] })
}

// orWords join the choices of a question.
var orWords = wordSet(`or oder o`)

// weDo reports the person's own doing at ws[i]: "do we", "do I", a German
// verb before "wir" ("machen wir"), a Spanish one of "we" ("hacemos",
// "alquilamos").
func weDo(ws []string, i int) bool {
	w := ws[i]
	// "Was mach ma, wenn's regnet?" (Bavarian and Austrian "machen wir"; a
	// part read at stop 75).
	return i+1 < len(ws) && (w == "do" && (ws[i+1] == "we" || ws[i+1] == "i") || strings.HasSuffix(w, "en") && ws[i+1] == "wir" ||
		(w == "mach" || w == "machen" || w == "tua" || w == "tun") && (ws[i+1] == "ma" || ws[i+1] == "mer") && i+2 < len(ws) && strings.HasPrefix(ws[i+2], "wenn")) ||
		len(w) > 5 && (strings.HasSuffix(w, "amos") || strings.HasSuffix(w, "emos") || strings.HasSuffix(w, "imos")) || iDo(ws, i)
}

// iDo reports the person asking what they alone are to do, at ws[i] after
// "what": "what do I do", "was mach ich", "¿qué hago" (a part read at stop
// 99: "Mal ehrlich, was mach ich mit dem Abwasser?").
// With what it is to be done after it ("… about the sewage", "… mit dem
// Abwasser", "… con las aguas"): not a sigh ("Was mach ich hier
// eigentlich?", "¿Qué hago con mi vida?") nor a story's question answered
// at once ("¿Y qué hago yo? Pues le digo que sí"; the first review of stop
// 99).
func iDo(ws []string, i int) bool {
	w, j := ws[i], -1
	switch {
	case w == "do" && i+2 < len(ws) && ws[i+1] == "i" && ws[i+2] == "do":
		j = i + 3
	case (w == "mach" || w == "mache" || w == "tu" || w == "tue") && i+1 < len(ws) && ws[i+1] == "ich":
		j = i + 2
	case w == "hago":
		j = i + 1
	}
	if j < 0 || j+2 >= len(ws) {
		return false
	}
	if aboutNow[ws[j]] {
		j++ // "was mach ich jetzt mit …"
	}
	return j+2 < len(ws) && withWhat[ws[j]] && thingsOwn[ws[j+1]] && !lifeWords[ws[j+2]]
}

var (
	// aboutNow may stand between the verb and what it is done with.
	aboutNow = wordSet(`jetzt nun bloß denn eigentlich now ahora`)
	// withWhat open what is to be done with.
	withWhat = wordSet(`about with mit con`)
	// thingsOwn open a thing's name: an article, a possessive, a
	// demonstrative — not "mir", "dir", "mi vida" of a sigh.
	thingsOwn = wordSet(`the my our all this that these those dem der den die das meinem meiner meinen unserem unserer unseren diesem dieser diesen
		el la los las mi mis nuestro nuestra nuestros nuestras este esta estos estas todo todos todas`)
	// lifeWords are what a sigh asks what to do with.
	lifeWords = wordSet(`life leben vida self selbst`)
)

var (
	// deliberateLeadIns open a deliberating question: "Und wer soll
	// eigentlich …", "But who's going to …".
	deliberateLeadIns = wordSet(`but aber pero eigentlich actually now jetzt ahora`)
	// frankLeadIns open what the person asks of themselves frankly:
	// "Honestly, what do I do about …?", "Mal ehrlich, was mach ich mit
	// …?" — before that only: "Seriously: who's going to eat 40 sausage
	// rolls?" asks nothing (the review of stop 75).
	frankLeadIns = wordSet(`honestly seriously though to be honest mal ehrlich gesagt en serio sinceramente francamente`)
	// toBeDone say what is to be done, after a question word.
	toBeDone = wordSet(`should shall soll sollen sollte sollten debería deberíamos debo debemos`)
)

// answersDeliberation reports a sentence, after a question of one's plans,
// that answers it or waves it off: "Nobody, that's who.", "Me, as usual.",
// "Mi suegro, como siempre.", "Wir haben viel zu viel gekocht.", "Honestly,
// I couldn't care less" — a short one, or one the person opens with
// themselves or a shrug; not news of something else ("Klaus sagt, da wohnt
// seit Jahren einer, …").
func answersDeliberation(sent string) bool {
	if asked(sent) || shrugAlone(sent) { // "Wer zahlt die Blumen? Keine Ahnung.": still open
		return false
	}
	lower := strings.ToLower(sent)
	ws := plainWords(lower)
	return len(ws) <= 3 || len(ws) > 0 && (answerOpeners[ws[0]] || firstPerson[ws[0]]) || marks(lower, likeAlways) || marks(lower, selfAnswer) ||
		marks(lower, seesToIt) || opensWithin(lower, obviousAnswer, 1) // "Dave said he'd do it", "Eh klar, ins Zelt." (the reviews of stop 75)
}

var (
	// answerOpeners open an answer to a question of one's own plans.
	answerOpeners = wordSet(`nobody noone none me us honestly obviously ah well niemand keiner keine ich wir ehrlich egal nadie yo nosotros sinceramente`)
	// likeAlways say who it is, as always: "Mi suegro, como siempre".
	likeAlways = phrases(`as usual|as always|like always|obviously|of course|como siempre|como de costumbre|wie immer|wie jedes jahr|natürlich`)
	// selfAnswer say the person answers it themselves: "…, so I'll start
	// with the kitchen".
	selfAnswer = phrases(`so i'll|so we'll|so i'm going|so we're going|also mach ich|also machen wir|así que voy|así que vamos`)
	// reportsIt are the words of someone else saying it: "The vet says
	// it's not urgent".
	reportsIt = wordSet(`says said sagt sagte meint meinte dice dijo`)
)

// askedToKeep reports a request that asks the assistant to always or never
// do something: "I'd ask you not to suggest …", "te pido que nunca …",
// "Ich möchte Sie bitten, mir keine … vorzuschlagen" (the capital Sie is the
// formal you) — not a one-off ("… bitten, mir bei der Liste zu helfen").
func askedToKeep(text string) bool {
	lower := strings.ToLower(text)
	// Not an apology ("te pido perdón por no mencionarlo", "um
	// Entschuldigung bitten, dass ich nicht erwähnt habe"), not a one-off
	// ("… this time", "esta vez", "kurz").
	if marks(lower, apologies) || marks(lower, onceOnly) {
		return false
	}
	for _, c := range clauses(text) {
		ws := strings.Fields(c)
		for k, w := range ws {
			l := strings.ToLower(strings.Trim(w, ".!?¡¿\"'"))
			var rest []string
			switch {
			case (l == "ask" || l == "pido" || l == "ruego") && k+1 < len(ws) && secondPerson[strings.ToLower(ws[k+1])]:
				rest = ws[k+2:] // "ask you not to …"
			case (l == "pido" || l == "ruego") && k > 0 && secondPerson[strings.ToLower(ws[k-1])]:
				rest = ws[k+1:] // "te pido que no …"
			case l == "bitten" && slices.Contains(ws[:k], "Sie") && ws[0] != "Sie":
				// "möchte Sie bitten, mir keine …": the order is the next clause.
				_, after, _ := strings.Cut(lower, "bitten")
				rest = strings.Fields(after)
			default:
				continue
			}
			// An always or a never, then what to do with the answers:
			// "ask you not to suggest …", "bitten, mir keine … vorzuschlagen",
			// "te pido que nunca me pongas …" — not "ask you not to laugh".
			for k, r := range rest[:min(4, len(rest))] {
				r = strings.Trim(r, ".,!?¡¿\"'")
				if speakers[r] {
					break // "…, dass ich nicht …": what the person did
				}
				if !standing[r] {
					continue
				}
				for _, v := range rest[k+1 : min(k+6, len(rest))] {
					if answering(strings.ToLower(strings.Trim(v, ".,!?¡¿\"'"))) {
						return true
					}
				}
			}
		}
	}
	return false
}

// reminds reports a German request to be reminded: a clause that opens with
// "erinnere mich" ("Erinnere mich bitte an …", "und bitte erinnere mich …"),
// not "Ich erinnere mich noch gut an …".
func reminds(lower string) bool {
	for _, c := range clauses(lower) {
		ws := strings.Fields(c)
		for len(ws) > 1 && (ws[0] == "und" || ws[0] == "bitte" || ws[0] == "also" || ws[0] == "ach") {
			ws = ws[1:]
		}
		if len(ws) > 0 && marks(strings.Join(ws[:min(3, len(ws))], " "), reminding) && strings.HasPrefix(ws[0], "erinner") {
			return true
		}
	}
	return false
}

// ruled reports a sentence that labels what follows its colon as a rule for
// the assistant ("one ground rule: no markdown tables", "Eine Bitte, die für
// alles gilt: …", "una norma: …").
func ruled(lower string) bool {
	head, rest, ok := strings.Cut(lower, ":")
	if !ok || len(strings.Fields(rest)) < 2 {
		return false
	}
	// The label is a part of the head between commas: "ok, one rule",
	// "Eine Bitte, die für alles Weitere gilt".
	for _, part := range labelParts(withoutAside(head)) {
		// "Rule for you going forward", "new rule from now on": who it is
		// for and how long it holds are not the label (but "New rule
		// here:" is the household's).
		if answersLabel(part) {
			return true // "Weitere Vorgabe für künftige Antworten: …"
		}
		label := bareLabel(part)
		if ws := strings.Fields(label); len(ws) > 1 && labelLeadIns[ws[0]] && !(someone(rest) && marks(rest, insisting)) {
			label = strings.Join(ws[1:], " ") // "y otra regla", "und noch eine Regel" (not "…: no dogs on the sofa, my husband insists")
		}
		if thisIsRule[label] && onlyThingLabels(head, part) && (toTheAssistant(rest) || putInUnits(rest) || !someone(rest) && !marks(rest, atHome)) {
			return true // "Otra cosa, y esto es una norma: los pesos dámelos en gramos"
		}
		if ruleLabels[label] && !householdOrder(rest) || askingLabels[label] && !asked(rest) && (aboutAnswers(rest) || marks(part, fromNow) && !someone(rest)) {
			return true
		}
		// "While I think on: …" puts in an order on the answers, not a
		// household rule ("While I think on: always double-lock the back
		// door"; the second review of stop 65).
		if upFront(part) && !marks(part, questionLabels) && toTheAssistant(rest) && (!marks(part, thinkingOn) || toldHowFirst(rest) || answersLook(rest)) {
			return true
		}
		if thingLabels[label] && !asked(rest) && toldHowFirst(rest) {
			return true // "One thing: give me everything in pounds and Fahrenheit"
		}
	}
	return false
}

// sighs open a sigh of "never again": "nunca más una mudanza en agosto".
var sighs = phrases(`nunca más|never again|nie wieder|nie mehr`)

// householdOrder reports what a rule label heads that is the household's,
// not the answers': an order to stop doing what no answer does ("New rule:
// stop leaving wet towels on the floor!", a review of stop 74; not "New
// rule: stop hedging", "… stop making stuff up", the second review of stop
// 75), or a ban on what is left somewhere at home ("no more wet towels on
// the bathroom floor"; not "sort it by room, like kitchen, bathroom", an
// order on the answers).
func householdOrder(rest string) bool {
	ws := plainWords(rest)
	k := past(ws, imperativeLeadIns, alsoLeadIns, pleaseWords)
	switch {
	case k+1 < len(ws) && (ws[k] == "stop" || ws[k] == "quit"):
		return householdDoing[ws[k+1]]
	case k < len(ws) && (ws[k] == "no" || ws[k] == "keine" || ws[k] == "kein" || ws[k] == "nada"):
		return slices.ContainsFunc(ws, func(w string) bool { return homePlaces[w] })
	}
	return false
}

// householdDoing are what a household is told to stop doing at home.
var householdDoing = wordSet(`leaving putting dropping slamming parking wearing shouting throwing smoking hogging borrowing stealing eating drinking running playing`)

// labelParts are the parts of a head between its commas, dashes and
// brackets, each of which may be its label (ruled).
func labelParts(head string) []string {
	return strings.FieldsFunc(head, func(r rune) bool { return strings.ContainsRune(",—–(", r) })
}

// onlyThingLabels reports a head whose parts but the given one are labels of
// one thing ("otra cosa", "one more thing") or nothing.
func onlyThingLabels(head, part string) bool {
	for _, p := range labelParts(head) {
		if p != part && strings.TrimSpace(p) != "" && !thingLabels[bareLabel(p)] && !plainLeads[strings.Join(plainWords(p), " ")] && !marks(p, fromNow) {
			return false
		}
	}
	return true
}

// atHome are the words of a household's rule, not one for the answers: "no
// shoes in the house", "bei uns wird sonntags nicht gearbeitet".
var atHome = phrases(`in the house|in this house|at home|at our house|en casa|en esta casa|en mi casa|bei uns|zu hause|zuhause|daheim|sonntags|nadie|niemand|nobody|no one|die kinder|the kids|los niños`)

// plainLeads open a sentence and say nothing of it: "Right, this is a
// rule: …", "Vale, y esto es una norma: …".
var plainLeads = phraseSet(`right|ok|okay|so|now|also|well|vale|bueno|pues|venga|wichtig|important|importante|jetzt|ahora`)

// thingLabels label one thing the person says next, which is an order on
// the answers when it opens by telling the assistant how (toldHowFirst):
// "One thing: give me everything in pounds" — not "One thing: the dog ate
// my shoe", "Una cosa: dame la receta de la tortilla", "Another thing: he
// always leaves the lights on" (six reviews found a wider reading — a look
// of the answers, a "me" — made rules of "One thing: emojis always make Mum
// laugh", "Una cosa: Jaime nunca come pescado").
var thingLabels = phraseSet(`one thing|a thing|one more thing|another thing|one last thing|eine sache|noch eine sache|eine letzte sache|noch was|noch etwas|una cosa|otra cosa|una cosa más|una última cosa`)

// notWorries are the words of the worries that annoy or only occupy:
// "bugs me", "on my mind".
var notWorries = phrases(`bugging me|bugs me|on my mind`)

// askedFirst reports a text whose first question word asks who is to do
// something or whether: "I still don't know who'll drive Grandma", "no sé
// si el seguro cubre …" — not "… how my parents, who never earned much, …".
func askedFirst(rest string) bool {
	for _, w := range plainWords(rest) {
		switch {
		case openAskers[w] || w == "who'll" || w == "who'd" || w == "whether" || w == "ob" || w == "si":
			return true
		case questionWords[w]:
			return false
		}
	}
	return false
}

// answersLabel reports a label that says what follows is a requirement for
// the answers from now on: "Weitere Vorgabe für künftige Antworten", "A rule
// for your answers" — not a target at work ("Vorgabe: 120 Stück pro
// Stunde").
func answersLabel(part string) bool {
	return slices.ContainsFunc(requirementWords, func(w string) bool { return strings.Contains(part, w) }) &&
		slices.ContainsFunc(forAnswers, func(w string) bool { return strings.Contains(part, w) })
}

var (
	requirementWords = []string{"vorgabe", "regel", "rule", "requirement", "norma", "regla", "requisito"}
	forAnswers       = []string{"künftige antworten", "deine antworten", "alle antworten", "future answers", "your answers", "tus respuestas", "próximas respuestas"}
)

// insisting say a rule after a label is someone else's: "my husband insists".
var insisting = phrases(`insists|insisted|says|said|wants|demands|besteht|sagt|will es|quiere|dice|insiste`)

// labelLeadIns are the words a label may open with before it: "and one more
// rule", "y otra regla", "und noch eine Regel".
var labelLeadIns = wordSet(`and oh ah ay so und y e`)

// bareLabel is a label without who it is for and how long it holds: "Rule
// for you going forward" → "rule".
func bareLabel(part string) string {
	label := strings.Join(strings.Fields(part), " ")
	for cut := true; cut; {
		cut = false
		for _, tail := range labelTails {
			if t, ok := strings.CutSuffix(label, " "+tail); ok {
				label, cut = t, true
			}
		}
	}
	return label
}

// curt reports an instruction of a few words that is all order: "Answer
// briefly.", "Be brief.", "Antworte kurz.", "Sé breve.", "Stop apologising."
func curt(lower string) bool {
	if rest := afterSaidBefore(lower); rest != "" {
		lower = rest // "As said: please keep it short."
	}
	if rest, _, ok := pastEmphaticDo(lower); ok {
		lower = rest // "Do keep it short." (the review of stop 92)
	}
	for _, p := range []string{" from now on", " ab jetzt", " de ahora en adelante"} {
		if i := strings.LastIndex(lower, p); i > 0 && strings.Trim(lower[i+len(p):], " .!") == "" {
			lower = lower[:i] // "Keep it short from now on." (the second review)
		}
	}
	ws := plainWords(lower)
	return len(ws) <= 4 && opensClause(lower, curtOrders) && !asked(lower)
}

// upFront reports a label that puts what follows before everything else:
// "before anything else", "Quick thing first", "Abeg one thing before we
// start", "Eins vorneweg", "Antes que nada", "Una cosita antes" — a few
// words, none of them a number or a day ("First thing tomorrow: …" says
// when), a "before" only before the conversation's start ("My advice to my
// son before uni: …" is his).
func upFront(part string) bool {
	ws := plainWords(part)
	if len(ws) == 0 || len(ws) > 7 {
		return false
	}
	if marks(part, thinkingOn) {
		return true // "And while I think on: …" (a part read at stop 65)
	}
	first := false
	for k, w := range ws {
		if hasDigit(w) || whenWords[w] || someones[w] {
			return false
		}
		next := ""
		if k+1 < len(ws) {
			next = ws[k+1]
		}
		switch {
		case w == "before" || w == "afore":
			first = next == "" || beforeWhat[next]
		case w == "antes":
			// "antes", "antes que nada", "antes de empezar", "antes de
			// nada" — not "antes de la boda".
			first = next == "" || next == "que" || next == "de" && k+2 < len(ws) && (ws[k+2] == "nada" || ws[k+2] == "todo" || infinitive(ws[k+2]))
		case upFrontWords[w]:
			first = true
		}
		if first {
			return true
		}
	}
	return false
}

// infinitive reports a Spanish infinitive ("empezar", "seguir").
func infinitive(w string) bool {
	return len(w) > 3 && (strings.HasSuffix(w, "ar") || strings.HasSuffix(w, "er") || strings.HasSuffix(w, "ir"))
}

var (
	// thinkingOn say the person puts something in while they remember it:
	// "while I think on", "now that I think of it", "wo ich grad dran
	// denk", "ahora que me acuerdo".
	thinkingOn = phrases(`while i think on|while i think of it|while i remember|now i think of it|now that i think of it|now i think on|
	wo ich grad dran denk|wo ich gerade dran denke|wo ich dran denke|ahora que me acuerdo|ahora que lo pienso|mientras me acuerdo`)
	// upFrontWords say that something comes first.
	upFrontWords = wordSet(`first firstly vorweg vorneweg vorab zuerst erstens primero primera`)
	// beforeWhat are what a "before" puts something before at the start:
	// "before we start", "before anything else", "before I forget".
	beforeWhat = wordSet(`we i anything everything all starting beginning we're i'm you`)
	// someones make a label someone's ("My advice to my son").
	someones = wordSet(`my our his her their mein meine meinem meinen unser unsere sein seine ihr ihre mi mis su sus nuestro nuestra`)
	// whenWords name a time a label may put something before.
	whenWords = wordSet(`today tomorrow tonight monday tuesday wednesday thursday friday saturday sunday week weekend
	heute morgen übermorgen montag dienstag mittwoch donnerstag freitag samstag sonntag woche wochenende
	hoy mañana lunes martes miércoles jueves viernes sábado domingo semana`)
)

// toTheAssistant reports what an up-front label puts first as said to the
// assistant: words on how it answers (aboutAnswers), an order to the person
// ("answer me in point form", "write to me plain", "give me everything in
// bullet points", "háblame normal"), or an order on whatever it mentions
// ("any money you mention, put it in naira") — not news ("I'm Doreen, 46",
// "my sister is coming on Friday").
func toTheAssistant(rest string) bool {
	if aboutOneself(strings.TrimSpace(rest)) || askedOnce(rest) || asksAbout(rest) {
		return false
	}
	if marks(rest, persistent) || marks(rest, fromNow) || answersLook(rest) || marks(rest, instruction) && !marks(rest, talkAbout) {
		return true // "Antes que nada: a mí no me hables con 'vosotros'"
	}
	if toldHowFirst(rest) {
		return true
	}
	// "any money you mention, put it in naira": whatever the assistant
	// says, then what to do with it.
	cs := clauses(rest)
	if len(cs) < 2 {
		return false
	}
	ws := plainWords(cs[0])
	return slices.ContainsFunc(ws, func(w string) bool { return anyOf[w] }) && spokenTo(ws)
}

// toldHowFirst reports a text whose first clause opens with an order to the
// person on how (toldHow): "give me everything in pounds, …".
func toldHowFirst(text string) bool {
	ws := plainWords(firstClause(text))
	return toldHow(ws, past(ws, imperativeLeadIns))
}

// toldHow reports an order at ws[k] to the person on how: "answer me in point
// form", "write to me plain", "háblame normal" — not a task on a thing
// ("give me the ferry prices", "tell me what you think", "translate these
// three sentences").
func toldHow(ws []string, k int) bool {
	if k >= len(ws) || subjects[ws[k]] || speakers[ws[k]] || articles[ws[k]] {
		return false
	}
	me := k + 1 // the word after the order and whom it is for
	switch {
	case talking[ws[k]] && strings.HasSuffix(ws[k], "me"):
	case talking[ws[k]] && k+1 < len(ws) && toMe[ws[k+1]]:
		me = k + 2
	case talking[ws[k]] && k+2 < len(ws) && ws[k+1] == "to" && toMe[ws[k+2]]:
		me = k + 3
	default:
		return false
	}
	// How, right after: "in point form", "plain", "normal", "everything in
	// bullet points", "de tú" — not a task ("give me feedback on my CV",
	// "talk me through …", "keep me posted"), nor a question asked once
	// ("answer me honestly, is the flat worth …?").
	if me >= len(ws) {
		return false
	}
	at := me // where the how stands
	if wholly[ws[me]] && me+1 < len(ws) {
		at = me + 1
	}
	w := ws[at]
	object := at+1 < len(ws) && (taskStart(ws[at+1]) || ws[at+1] == "bescheid")
	return (how[w] && w != "no" && w != "not" || mannerWords[w]) && !object || w == "de" && me+1 < len(ws) && addressForms[ws[me+1]] // not "in the morning", "claro el total", "klar Bescheid"
}

// talkedToHow reports a sentence that opens by telling the assistant how to
// talk to the person, with no label before it: "Talk to me in metric,
// kilometres and kilos", "Write to me in plain English" — not when ("Talk to
// me in the morning"), nor someone else's words.
func talkedToHow(lower string) bool {
	if !strings.Contains(lower, "me") && !strings.Contains(lower, "mir") {
		return false // no one told how to talk to "me": most lines, read no further
	}
	cs := clauses(lower)
	if len(cs) == 0 || asked(lower) || reportedHere(plainWords(lower)) {
		return false
	}
	headed := false
	if head, rest, ok := strings.Cut(lower, ": "); ok && (heedHead(head) || ruleNumbered(plainWords(head)) && !ruleOfAHouse(rest)) && len(clauses(rest)) > 0 {
		// "Damit du's gleich weißt: antwort mir auf Deutsch, per Du und
		// kurz"; "Rule number one: talk to me plain like a bredren, …" (a
		// first instruction of a part read at stop 93).
		cs, headed = clauses(rest), true
	}
	ws := plainWords(cs[0])
	k := past(ws, imperativeLeadIns, alsoLeadIns, pleaseWords, justWords) // "Just write to me in sentences"
	if headed && (k >= len(ws) || givingWay[ws[k]]) {
		return false // "Nur zur Info für dich: gib mir kurz Zeit, …" asks for a moment (the review of stop 89)
	}
	if !toldHow(ws, k) || namesDocument(plainWords(lower)) || materialGiven(plainWords(lower)) ||
		slices.ContainsFunc(forATask, func(p string) bool { return strings.Contains(" "+lower, " "+p) }) {
		return false // "Write to me in short sentences for the birthday card"
	}
	for j := k + 1; j+1 < len(ws); j++ {
		if (ws[j] == "in" || ws[j] == "en") && (articles[ws[j+1]] || indefinite[ws[j+1]]) {
			return false // "in the morning", "in a minute"
		}
	}
	// Nor an order for one answer, what it is to answer said after it:
	// "Talk to me in plain English, we are trying to work out what the
	// letter from the council means" (a review).
	// Nor someone else's words with who said them after ("Talk to me in
	// plain English, she begged him").
	for _, c := range cs[1:] {
		cw := plainWords(c)
		if len(cw) > 0 && (thirdParties[cw[0]] || slices.ContainsFunc(cw, func(w string) bool { return saying[w] || sayVerbs[w] })) {
			return false
		}
	}
	return !slices.ContainsFunc(plainWords(lower), func(w string) bool { return questionWords[w] }) // "Answer me in English and explain what a mortgage is"
}

// ruleNumbered reports a head that numbers the person's rules and nothing
// else: "Rule number one", "First rule", "Regel Nummer eins", "Regla número
// uno" — not a house's or a club's ("House rule number one").
func ruleNumbered(hw []string) bool {
	rule, counted := false, false
	for _, w := range hw {
		switch {
		case ruleHeads[w] && strings.HasPrefix(w, "r"):
			rule = true
		case w == "number" || w == "nummer" || w == "número" || w == "numero" || w == "no" || w == "nr" || w == "one" || w == "first" || w == "eins" || w == "erste" || w == "uno" || w == "primera" || w == "1":
			counted = true
		default:
			return false
		}
	}
	return rule && counted
}

// ruleOfAHouse reports a numbered rule's order that holds in a house or at
// a table, or is said to someone by name: "Rule number one: talk to me in
// Spanish at home", "…: speak to me in English at the table, Maria" (the
// review of stop 93) — a household's rule, not the assistant's.
// householdPlaces are where a household's rule holds.
var householdPlaces = wordSet(`home house haus hause zuhause daheim casa table tisch mesa kitchen küche cocina dinner abendessen cena
	kids children kinder niños customers clients kunden clientes staff shop laden tienda floor front`) // "… in front of the kids", "… on the shop floor" (the third review of stop 93)

func ruleOfAHouse(rest string) bool {
	ws := plainWords(rest)
	if slices.ContainsFunc(ws, func(w string) bool { return householdPlaces[w] }) {
		return true
	}
	c := strings.LastIndex(rest, ", ")
	return c >= 0 && len(plainWords(rest[c+2:])) == 1 && !common[strings.Trim(rest[c+2:], " .!")]
}

// namesDocument reports a document the words name, one to write ("Write to
// me in short sentences for the birthday card") — not one banned from the
// answers: "talk to me plain like a bredren, no big words, no essay" (a
// first instruction of a part read at stop 93, read as a fact), "not an
// essay", "without writing me an essay" (the review of stop 93).
func namesDocument(ws []string) bool {
	for k, w := range ws {
		if documents[w] && !slices.ContainsFunc(ws[max(0, k-4):k], func(x string) bool { return noneWords[x] || x == "not" || x == "without" || x == "ohne" }) {
			return true
		}
	}
	return false
}

// materialGiven reports words that point at something given to work on
// ("this letter", "those below") — not what a list of bans leaves out: "no
// bullet points and none of those little cartoon faces" (a first
// instruction of a part read at stop 91, read as a fact); "none of those
// agents speak English" still points (the second review of stop 91).
func materialGiven(ws []string) bool {
	for k, w := range ws {
		if !givenMaterial[w] {
			continue
		}
		// What a ban leaves out: "none of those" after a ban, or before a
		// look of the answers ("…, none of those bullet points"), "skip all
		// those emojis" — not "no rush, none of these forms make sense to
		// me", "no offence, but none of these letters …" (the review of
		// stop 92).
		noneOf := k >= 2 && (ws[k-1] == "of" || ws[k-1] == "von" || ws[k-1] == "de") && nothingOf[ws[k-2]]
		allLeft := k >= 2 && (ws[k-1] == "all" || ws[k-1] == "alle" || ws[k-1] == "todos" || ws[k-1] == "todas") && leavingOut[ws[k-2]]
		look := slices.ContainsFunc(ws[k+1:min(k+4, len(ws))], answerLook)
		banBefore := slices.ContainsFunc(ws[:max(k-2, 0)], func(x string) bool { return noneWords[x] }) && !marks(strings.Join(ws[:max(k-2, 0)], " "), fussing)
		if noneOf && (look || banBefore) || allLeft && look {
			continue
		}
		return true
	}
	return false
}

// leavingOut are the verbs that leave something out of the answers: "skip
// all those emojis", "lose all those emojis".
var leavingOut = wordSet(`skip ditch lose drop cut leave spare`)

// nothingOf leave out all of what follows "of": "none of those", "keine von
// diesen", "nada de esto".
var nothingOf = wordSet(`none nothing keine keiner keins nichts nada ninguna ninguno`) // not "any of these" (the review of stop 91)

// heedHead reports a head before a colon that only tells the assistant to
// take note: "Damit du's gleich weißt", "Just so you know", "Para que lo
// sepas" (a first instruction of a part measured blind at stop 88) — a
// closed list: a dare, a role or a test under another head spoken to the
// assistant is once ("Bet you can't: reply to me only in emojis", "Pretend
// you're the landlord: answer me like he would"; the reviews of stop 89).
func heedHead(head string) bool {
	return slices.Contains(heedHeads, strings.Join(plainWords(head), " "))
}

// heedHeads are the heads that tell the assistant to take note.
var heedHeads = []string{"so you know", "just so you know", "so that you know", "for your information", "fyi",
	"damit du's weißt", "damit du's gleich weißt", "damit du es weißt", "damit du es gleich weißt", "damit du bescheid weißt", "dass du's weißt", "nur dass du's weißt", "zur info",
	"para que sepas", "para que lo sepas", "que lo sepas", "para que lo sepás", "para que sepás"}

// givingWay are the verbs of talking that give or keep something, which a
// head may put before a favour asked once ("gib mir kurz Zeit").
var givingWay = wordSet(`give keep gib dame`)

var (
	// talking are the verbs of how the assistant talks to the person —
	// not of a task ("tell me whether …", "remind me", "help me", "sag
	// mir, ob …", "dime si …").
	talking = wordSet(`answer reply respond write talk speak give keep
	antworte antwort antworten schreib schreibe sprich red rede gib
	háblame hablame contéstame contestame respóndeme respondeme escríbeme escribime dame
	hábleme hableme contésteme contesteme respóndame respondame escríbame escribame tráteme trateme trátame tratame`)
	// talkAbout say what to talk about once, not how to talk: "sprich mit
	// mir über die Finanzierung", "talk me through the timer".
	talkAbout = phrases(`mit mir über|mir über|to me about|me about|me through|conmigo sobre|conmigo de|me hables de|háblame de la|háblame del`)
	// questionLabels make a label that puts something first a question:
	// "Quick question first: …".
	questionLabels = phrases(`question|frage|pregunta`)
	// quizzes are the questions of a game or a paper, not of the person's
	// plans: "The quiz question nobody can answer: …?".
	quizzes = phrases(`quiz|trivia|crossword|puzzle|exam|test|rätsel|prüfung|klausur|kreuzwort|examen|crucigrama|concurso|acertijo`)
	// answeredByNone say in a question's head that it is still open, nobody
	// having answered it: "Frage zwei, die keiner beantwortet: brauchen
	// wir …?" (a part read at stop 99), "Question nobody can answer: …".
	answeredByNone = phrases(`nobody answers|no one answers|nobody can answer|no one can answer|nobody will answer|no one will answer|
	keiner beantwortet|niemand beantwortet|keiner beantworten kann|niemand beantworten kann|keiner beantworten will|niemand beantworten will|
	nadie contesta|nadie responde|nadie sabe contestar|nadie sabe responder|nadie me contesta|nadie me responde`)
	// bigQuestions open a head of the question that weighs most.
	bigQuestions = phrases(`big question|biggest question|the big question|große frage|die große frage|gran pregunta|la gran pregunta`)
	// spanishBig are what a Spanish "gran" makes big in a head.
	spanishBig = wordSet(`misterio incógnita incognita enigma pregunta duda`)
	// bigPuzzles end a head that names the question weighing most as a
	// puzzle.
	bigPuzzles = phrases(`big puzzle|biggest puzzle|big mystery|biggest mystery|big riddle|große rätsel|größte rätsel|großes rätsel|größtes rätsel|gran misterio|mayor misterio|gran incógnita|mayor incógnita|gran enigma|mayor enigma`)
	// wholly are the words of "all of it" before how ("give me everything
	// in bullet points").
	wholly = wordSet(`everything all alles todo`)
	// mannerWords say how, beside how's: "in point form", "as bullet
	// points", "plain", "korz", "normal", "en frases cortas".
	mannerWords = wordSet(`as plainly straight normal normally clearly korz knapp klar auf en claro normalito cortito ohne sin`)
	// addressForms are the forms of address after "háblame de".
	addressForms = wordSet(`tú tu usted vos`)
	// taskObjects open what a one-off task is to make ("write me
	// something funny", "schreib mir was", "escríbeme algo").
	taskObjects = wordSet(`something anything some etwas was algo un una unos unas ein eine einen`)
)

// asksAbout reports what a label puts first that asks about something
// once: a question word ("answer me plainly, what is a Roth IRA", "… was ich
// mitbringen muss") or what to tell about ("keep me in the loop about the
// delivery", "… sobre …").
func asksAbout(rest string) bool {
	return slices.ContainsFunc(plainWords(rest), func(w string) bool {
		return whWords[w] && w != "como" && w != "wie" || w == "what's" || w == "about" || w == "über" || w == "sobre"
	})
}

// askedOnce reports a question in what a label puts first, or a "whether":
// "answer me honestly, is the flat worth 1,200 a month?", "gib mir kurz
// Bescheid, ob …" — not a tag after an order ("answer me in point form
// can?", "háblame de tú, ¿vale?").
func askedOnce(rest string) bool {
	ws := plainWords(rest)
	if slices.ContainsFunc(ws, func(w string) bool { return w == "whether" || w == "ob" || w == "si" || w == "if" }) {
		return true
	}
	for _, sent := range strings.SplitAfter(rest, "?") {
		if !strings.HasSuffix(sent, "?") {
			continue
		}
		cs := clauses(sent)
		last := plainWords(cs[len(cs)-1])
		if len(last) > 0 && !questionTags[last[len(last)-1]] && len(last) > 2 {
			return true
		}
	}
	return false
}

// questionTags end an order as a question that asks nothing: "…, can?",
// "…, ok?", "…, gell?", "…, ¿vale?".
var questionTags = wordSet(`can ok okay yeah right yes please lah gell ja oder vale sí no eh okey`)

// aboutAnswers reports words on how the assistant answers: a look of its
// answers ("lists", "links", "spelling"), or a word that makes them last
// ("throughout", "siempre").
func aboutAnswers(lower string) bool {
	return marks(lower, persistent) || marks(lower, fromNow) || marks(lower, instruction) || answersLook(lower)
}

// answersLook reports a look of the answers ruled out or kept throughout
// (aboutAnswers).
func answersLook(lower string) bool {
	// A look ruled out ("keine Links", "nada de listas largas", "no
	// emojis") or kept throughout ("British spelling throughout") — not a
	// task about one's own words ("check the spelling in my letter",
	// "translate these three sentences").
	ws := plainWords(lower)
	look := slices.ContainsFunc(ws, func(w string) bool { return answerLook(w) || wordings[w] })
	return look && slices.ContainsFunc(ws, func(w string) bool {
		return formatLimits[w] || w == "throughout" || w == "nada" || w == "sin" || w == "without"
	})
}

// answerLook reports a word of what answers are or look like: "answers",
// "paragraphs", "tables", "emojis" (formats, looks, answerThing).
func answerLook(w string) bool { return formats[w] || looks[w] || answerThing(w) }

// wordings are more words of how answers are put, beside formats and looks.
var wordings = wordSet(`link links spelling units metric imperial words sentences
	rechtschreibung einheiten wörter sätze schreibweise ortografía unidades palabras enlaces`)

// aboutOneself reports a sentence whose subject is the person ("I never
// remember…", "Ich mag…"): not an instruction.
func aboutOneself(lower string) bool {
	first, _, _ := strings.Cut(strings.TrimLeftFunc(lower, func(r rune) bool { return !unicode.IsLetter(r) }), " ")
	switch strings.TrimRightFunc(first, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }) {
	case "i", "i'm", "i've", "i'd", "we", "we're", "ich", "wir", "yo", "nosotros", "my", "our", "mein", "meine", "unser", "mi", "nuestro":
		return true
	}
	return false
}

// opensClause reports whether one of the phrases is among the first three
// words of a clause of the sentence ("Una cosita antes de empezar: no me
// pongas emojis"), or right around a please that is not reported ("the sign
// says please …").
func opensClause(lower string, list []string) bool {
	cs := clauses(lower)
	for i, clause := range cs {
		ws := strings.Fields(clause)
		var next []string // the clause after, where an order may follow a long opening
		if i+1 < len(cs) {
			next = strings.Fields(cs[i+1])
		}
		// Not a clause about the person's own habit ("Give me a minute, I
		// always forget …"); a please in it still counts, below ("my eyes
		// are tired so please always …").
		// Two lead-ins may stand before: "Ok honestly forget the bullet
		// points thing from the start" (a rule update of a part read at
		// stop 79, lost until stop 90).
		lead := 0
		for lead < min(2, len(ws)) && leadIns[strings.Trim(ws[lead], ".,;:!?")] {
			lead++
		}
		// The phrase opens what follows them and names something after it
		// in its clause: not "So the landlord never answers in English
		// anymore", "Oh well forget it, the Airbnb is gone" (the third
		// round of reviews).
		if len(ws) > 0 && !aboutOneself(strings.TrimSpace(clause)) &&
			(marks(strings.Join(ws[:min(3, len(ws))], " "), list) || lead > 0 && !strings.Contains(lower, "?") && opensNaming(ws[lead:], list) || i == 0 && opensWithLong(ws, next, list)) {
			return true
		}
		// After another order to the assistant and an "and": "Tutéame y
		// no me metas palabras en inglés" (a part read at stop 67).
		// An imperative with its pronouns joined shows its accent
		// ("escríbeme"; not "Angela and I always …", the first review).
		if len(ws) > 3 && (ws[1] == "y" || ws[1] == "und") && (addressingMe[ws[0]] || enclitic(ws[0]) && strings.ContainsAny(ws[0], "áéíóú")) &&
			marks(strings.Join(ws[2:min(5, len(ws))], " "), list) {
			return true
		}
		// A please marks an order a few words on: "schlag mir bitte nie …",
		// "small thing but please don't use emoji", "for the rest of this
		// chat please never use emoji" (not "… if I could please drop the
		// kids at hers", "the sign says please …").
		for p, w := range ws {
			if marks(w, politeness) && !reported(ws[:p]) && marks(strings.Join(ws[max(p-1, 0):min(p+4, len(ws))], " "), list) {
				return true
			}
		}
	}
	return false
}

// opensNaming reports words that open with one of the phrases and go on for
// two words or more after it: "forget the bullet points thing from the
// start", not "forget it".
func opensNaming(ws []string, list []string) bool {
	if len(ws) < 3 || !slices.ContainsFunc(list, func(p string) bool {
		first, _, _ := strings.Cut(strings.TrimSpace(p), " ")
		return strings.TrimSuffix(first, "_") == ws[0]
	}) {
		return false // most clauses: no phrase opens them (no words joined)
	}
	rest := strings.Join(ws, " ") + " "
	for _, p := range list {
		p = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(p), "_"))
		if len(rest) > len(p) && rest[len(p)] == ' ' && strings.HasPrefix(rest, p) && len(strings.Fields(rest[len(p):])) >= 2 {
			return true
		}
	}
	return false
}

// opensWithLong reports a sentence whose first clause opens with one of the
// phrases longer than three words and an order right after it, in the clause
// or at the start of the next: "a partir de ahora, dame …", "de ahora en
// adelante no uses …" — not "A partir de ahora Lucía llama a su abuela",
// "… mi hermano nos da clases" (news; "Lucía, a partir de ahora, llama …" has
// the phrase in its second clause).
func opensWithLong(ws, next []string, list []string) bool {
	rest := strings.Join(ws, " ") + " "
	for _, p := range list {
		n := strings.Count(strings.TrimSpace(p), " ") + 1
		if n < 4 || !strings.HasPrefix(rest, p) {
			continue
		}
		after := append(slices.Clone(ws[min(n, len(ws)):]), next...)
		if len(after) == 0 {
			return false
		}
		w := strings.Trim(after[0], ".,;:!?¡¿\"'")
		return output[w] || ordering[w] || w == "no"
	}
	return false
}

// towards are the prepositions of where something is moved to: "moving
// practice to the school library", "verlegen das Training nach …", "lo
// pasamos a la sala …".
var towards = wordSet(`to nach al a`)

// ownedPlace reports a word that says whose a place is, standing for its article:
// "my", "unser", "su", "Mom's" ("stored in Mom's basement").
func ownedPlace(w string) bool {
	return owners[w] || possessive[w] || utf8.RuneCountInString(w) > 3 && strings.HasSuffix(w, "'s")
}

// abstractOwned are what someone has that is no place: "in Grandpa's will",
// "in my name", "in her opinion", "in Mum's hands".
var abstractOwned = wordSet(`will name opinion view memory honour honor favour favor care charge hands hand thoughts prayers head mind heart eyes
	testament namen meinung erinnerung händen gedanken kopf herz testamento nombre opinión memoria manos cabeza mente corazón`)

// placeIdioms say how something or someone is, in the words of a place:
// "It's on the market now", "It's on the mend", "in the red again", "down
// in the dumps" (the reviews of stop 61). "On the market" says where only
// before a noun ("on the market square").
var placeIdioms = phrases(`on the market|on the mend|in the red|in the black|in a right state|in a state|in a shocking state|in a terrible state|
	on the tip of my tongue|in the lap of the gods|down in the dumps|in my good books|in his good books|in her good books|
	in the land of the living|at the crack of dawn|on the blink|on the cards|im eimer|by the day|by the hour|by the week|by the minute`)

// withoutPlaceIdioms is a lower-cased text with its place idioms taken out
// where they end their clause or come before "now", "again" and the like, so
// that the place said beside one still counts ("The spare tent is in the
// garage now, it's in a right state"; a review of stop 61).
func withoutPlaceIdioms(lower string) string {
	if !holdsAny(lower, placeIdioms) {
		return lower // most lines: no words to split
	}
	ws := plainWords(lower)
	text := " " + strings.Join(ws, " ") + " "
	for _, p := range placeIdioms {
		i := strings.Index(text, " "+p+" ")
		if i < 0 {
			continue
		}
		after := strings.Fields(text[i+len(p)+2:])
		if len(after) == 0 || idiomEnds[after[0]] || clauseEndAfter(lower, p) || len(strings.Fields(p)) >= 4 {
			text = text[:i] + " ," + text[i+len(p)+1:]
		}
	}
	return text
}

// idiomEnds may follow a place idiom: "on the market now", "on the mend,
// thank God".
var idiomEnds = wordSet(`now again already still since for but so thank they he she it we this that`)

// clauseEndAfter reports a phrase followed by a mark that ends its clause.
func clauseEndAfter(lower, p string) bool {
	i := strings.Index(lower, p)
	return i >= 0 && i+len(p) < len(lower) && strings.ContainsRune(",.;:!?", rune(lower[i+len(p)]))
}

// located reports a statement of where something is kept or stands: a verb of
// placing, then (past at most one word) a preposition of where and an article
// with its noun ("I keep the spare fuses in the biscuit tin", "Die Stiefel
// stehen jetzt im Keller", "Las llaves están debajo del felpudo") — not a
// figure of speech ("I live in hope", "sits in the back of my mind", "está
// en el aire").
func located(lower string) bool {
	ws := plainWords(withoutPlaceIdioms(lower))
	for k, w := range ws {
		// A German passive opened by its participle says where a thing is
		// done: "Gerührt wird in der Küche der Tante", "Gefeiert wird im
		// Gasthaus" (a part read at stop 69).
		passive := k == 1 && (w == "wird" || w == "werden") && strings.HasPrefix(ws[0], "ge") && utf8.RuneCountInString(ws[0]) > 5
		if !placing[w] && !passive || growing[w] && k+3 < len(ws) && ws[k+1] == "by" && ws[k+2] == "the" && timeUnits[ws[k+3]] {
			continue // "my worry grows by the day" (the fourth review of stop 69)
		}
		if (w == "va" || w == "van") && k > 0 && ws[k-1] == "se" && k+2 < len(ws) && (ws[k+1] == "a" && articles[ws[k+2]] || ws[k+1] == "al") {
			if k+3 < len(ws) && goneWrong[ws[k+3]] || ws[k+1] == "al" && goneWrong[ws[k+2]] {
				continue // "se va a la ruina", "se va al garete" (the first review of stop 72)
			}
			return true // "La terraza se va a la explanada de atrás" (a part read at stop 72), "se van al patio"
		}
		reach := k + 3 // "stehen seit gestern im Hof"
		if k+3 < len(ws) && wholeSpan[ws[k+2]] && spans[ws[k+3]] {
			reach = k + 5 // "steht das ganze Jahr im Stadel", "sits all year in the shed"
		}
		if k+2 < len(ws) && (ws[k+2] == "manos" || ws[k+2] == "hands") {
			continue // "lo dejamos en manos de la gestoría", "leave it in the hands of …"
		}
		switch {
		case movedLast[w]:
			// Where it went comes before a German participle: "… in den
			// Keller vom Pfarrhaus gebracht".
			for j := max(0, k-6); j+1 < k; j++ {
				if whereWords[ws[j]] && articles[ws[j+1]] || contracted[ws[j]] {
					return true
				}
			}
			continue
		case moving[w]:
			// What is moved comes first ("moving the old printer into
			// …"), not "moving on to the next thing", "put in an offer";
			// a thing, not a person ("they put me on a treadmill"). In
			// Spanish it comes before the verb ("Lo ponemos en el garaje").
			if k+1 >= len(ws) || whereWords[ws[k+1]] && !(k > 0 && movedBefore[ws[k-1]]) || movedPeople[ws[k+1]] {
				continue
			}
			reach = k + 5
		case keeping[w]:
			reach = k + 8 // "I keep the spare key for the back door in the blue jug"
			if k+1 < len(ws) && ws[k+1] == "que" {
				continue // "tengo que …": has to
			}
		case passive:
			reach = k + 1
			if k+1 < len(ws) && placeAdverbs[ws[k+1]] {
				reach = k + 2 // "Gebaut wird unten im Hobbykeller" (a part read at stop 78)
			}
		case copulas[w]:
			// "is under the doormat", "ist jetzt unter der Fußmatte"; not
			// "es ist nicht leicht in dem Alter", "was am Tag passiert",
			// nor after a pronoun ("Das ist im Grunde egal", "yo estaba en
			// la gloria", "Everyone is in the same boat").
			if (k == 0 || pronounSubjects[ws[k-1]]) && !subjectCopula[w] {
				continue
			}
			reach = k + 1
			if k+1 < len(ws) && still[ws[k+1]] {
				reach = k + 2
			}
		}
		for j := k + 1; j < len(ws) && j <= reach; j++ {
			if (copulas[w] || passive) && !whereWords[ws[j]] && !(contracted[ws[j]] && (germanCopula[w] || passive)) {
				continue
			}
			if j > k+1 && doing(ws[j-1]) {
				break // "están rabiando en el grupo": what they do, not where they are
			}
			noun := j + 1 // after a contraction: "im Keller", "del felpudo"
			if j+1 < len(ws) && (whereWords[ws[j]] || moving[w] && towards[ws[j]]) && (articles[ws[j+1]] || contracted[ws[j+1]] || ownedPlace(ws[j+1]) || whereWords[ws[j+1]] && j+2 < len(ws) && articles[ws[j+2]]) {
				noun = j + 2 // "in the shed", "debajo del felpudo", "debajo de la cama", "in Mom's basement"
				if whereWords[ws[j+1]] && !contracted[ws[j+1]] {
					noun = j + 3
				}
			} else if !contracted[ws[j]] {
				continue
			}
			if noun >= len(ws) {
				return false
			}
			if ownedPlace(ws[noun-1]) && abstractOwned[ws[noun]] {
				return false // "in Grandpa's will", "in my name", "in her opinion"
			}
			if !slices.ContainsFunc(ws[noun:min(noun+3, len(ws))], func(w string) bool { return figures[w] }) {
				return true
			}
			// "lives in the past", "out the back": no place, or not yet
			// the place ("… out the back in the shed").
			j, reach = noun, noun+3
		}
	}
	return false
}

// heldThere reports a lower-cased line that says where an event is held or
// moved to now, in words `located` does not take: "Lunch now happening in
// Mama's backyard", "The party is being held at the Legion", "el calderete
// se hace en el polideportivo", "Das Fest findet im Pfarrheim statt", "se
// pasa pal parque", "zieht um ins Zelt", "nicht im Hinterhof, sondern im
// Pfarrheim", "in Auntie Vi's yard" (parts read at stop 94). It keeps such
// a line as its message's point (pick, makeGroup) but, unlike `located`,
// never marks an older place as updated: the two rounds of reviews of stop
// 94 found times, occasions, weather and figures of speech after these
// words ("held in the spring", "findet am Ostersonntag statt", "se celebra
// en la sobremesa", "in the rain", "in Uncle Joe's debt") that would have
// marked the real place as old.
func heldThere(lower string) bool {
	if !slices.ContainsFunc(heldCues, func(c string) bool { return strings.Contains(lower, c) }) || marks(lower, storyWords) {
		return false // "The novel takes place in the Highlands"
	}
	ws := plainWords(withoutPlaceIdioms(lower))
	for k := range ws {
		held, at := heldAt(ws, k)
		if at {
			return true // "nicht im Hinterhof, sondern im Pfarrheim" says no
		}
		if !held || negated(lower) {
			continue // "Das Training findet in den Ferien nicht statt"
		}
		end := k + 2 // "happening in", "se hace en", "held at"
		switch ws[k] {
		case "taking", "takes", "take":
			end = k + 3 // "taking place at"
		case "findet":
			end = k + slices.Index(ws[k:], "statt") // "findet dieses Jahr im Pfarrheim statt"
		case "steigt", "steigen":
			end = k + 3 // "steigt jetzt im Pfarrheim"
		}
		for j := k + 1; j < min(end, len(ws)); j++ {
			if noun := placeNoun(ws, j); noun > 0 && !slices.ContainsFunc(ws[noun:min(noun+3, len(ws))], whenNoun) {
				return true
			}
		}
	}
	return false
}

// heldCues are the substrings one of heldAt's words holds: a cheap test
// before the words are read.
var heldCues = []string{"happening", "held", "tak", "se ", "findet", "steig", "pasa", "zieh", "sondern", "sino"}

// placeNoun returns where the noun of a place phrase opening at ws[j]
// stands: "in the shed", "im Pfarrheim", "en el polideportivo", "in Mama's
// backyard", "in Auntie Vi's yard" — or 0.
func placeNoun(ws []string, j int) int {
	switch {
	case contracted[ws[j]] && j+1 < len(ws):
		return j + 1
	case !whereWords[ws[j]] || j+2 >= len(ws):
		return 0
	case articles[ws[j+1]] || ownedPlace(ws[j+1]) && !abstractOwned[ws[j+2]]:
		return j + 2
	case j+3 < len(ws) && kinTitles[ws[j+1]] && ownedPlace(ws[j+2]) && !abstractOwned[ws[j+3]]:
		return j + 3
	}
	return 0
}

// storyWords name a story, whose setting is no venue: "The novel takes
// place in the Highlands" (the second review of stop 94).
var storyWords = phrases(`novel|book|film|movie|story|series|play|roman|buch|geschichte|novela|libro|película|historia|serie`)

// heldAt reports whether ws[k] holds an event somewhere (held: where
// follows within reach), or says the place itself (at): "now happening in",
// "being held at", "taking place in", "se hace en", "se celebra en", "findet
// … statt", "se pasa pal/al …", "zieht um ins …", "nicht …, sondern im …"
// (parts read at stop 94) — a time after them is no place ("in the spring",
// "im Anschluss", "a la semana que viene", "en un momento"; the reviews of
// stop 94).
func heldAt(ws []string, k int) (held, at bool) {
	w := ws[k]
	prev := ""
	if k > 0 {
		prev = ws[k-1]
	}
	switch {
	case w == "happening":
		// After "now" only: "Lunch now happening in …", "is now happening
		// at" — not "A lot is happening in my life".
		held = prev == "now" || k > 1 && ws[k-2] == "now"
	case w == "held":
		held = prev == "being" || prev == "be" || prev == "now" || copulas[prev]
	case (w == "taking" || w == "takes" || w == "take") && k+1 < len(ws) && ws[k+1] == "place":
		held = prev != "to" || k > 1 && ws[k-2] == "going" // "will take place", "is taking place", not "to take place" alone
	case heldSpanish[w] && prev == "se":
		// A definite place: "se hace en el polideportivo", not "en un
		// minuto" (the third review of stop 94).
		held = k+2 < len(ws) && (ws[k+1] == "en" && definite[ws[k+2]] || contracted[ws[k+1]])
	case w == "findet" && slices.Contains(ws[k+1:], "statt"), w == "steigt" || w == "steigen":
		held = true // "Das Fest steigt jetzt im Pfarrheim"
	}
	if held {
		return true, false
	}
	switch {
	case (w == "pasa" || w == "pasan") && (prev == "se" || k > 1 && (ws[k-2] == "la" || ws[k-2] == "el" || ws[k-2] == "las" || ws[k-2] == "los") && !pointing[prev] && !common[prev] && movedOn(ws[:k-2])) && k+2 < len(ws):
		// Or a thing of the plan moves there, after "así que", "ahora":
		// "Así que la meta pasa al muelle del pueblo" (a part read at stop
		// 96) — not "lo que pasa", "el tiempo pasa", "el grupo pasa al
		// jardín a tirar globos", "la vida pasa al ritmo de la cocina" (the
		// first review of stop 96).
		// "Se pasa pal parque frente a la iglesia" ("pal" is "para el").
		noun := k + 2
		switch {
		case ws[k+1] == "al" || ws[k+1] == "pal":
		case ws[k+1] == "a" && k+3 < len(ws) && articles[ws[k+2]]:
			noun = k + 3
		default:
			return false, false
		}
		return false, !whenNoun(ws[noun]) && !goneWrong[ws[noun]]
	case k+3 < len(ws) && (w == "zieht" || w == "ziehen") && ws[k+1] == "um" && (contracted[ws[k+2]] && !whenNoun(ws[k+3]) || whereWords[ws[k+2]] && articles[ws[k+3]]):
		return false, true // "Der Festabend zieht um ins große Zelt"
	case w == "sondern" || w == "sino":
		return false, notButPlace(ws, k)
	}
	return false, false
}

// movedOn reports words before a thing that say the plan moves now: "así
// que", "ahora", "entonces", "mejor".
func movedOn(ws []string) bool {
	for k, w := range ws {
		if w == "ahora" || w == "entonces" || w == "mejor" || w == "así" && k+1 < len(ws) && ws[k+1] == "que" {
			return true
		}
	}
	return false
}

// notButPlace reports "sondern" or "sino" at k opening a place after a
// negation before it: "nicht im Hinterhof, sondern im Pfarrheim", "no en el
// frontón sino en el polideportivo" — not a time ("nicht heute, sondern im
// Mai", "im Herbst") nor a figure of speech ("sondern im Gegenteil", "zum
// Glück").
func notButPlace(ws []string, k int) bool {
	if !slices.ContainsFunc(ws[:k], func(x string) bool { return negations[x] || dialectNot[x] }) {
		return false
	}
	for k+1 < len(ws) && (still[ws[k+1]] || ws[k+1] == "diesmal" || ws[k+1] == "lieber") {
		k++ // "sondern diesmal im Pfarrheim", "sondern drüben im Pfarrheim" (the second review of stop 94)
	}
	if k+1 < len(ws) && (ws[k+1] == "de" || ws[k+1] == "del") {
		return false // "sino del tiempo", "sino de la situación": whose, not where (the third review of stop 94)
	}
	noun := k + 2
	switch {
	case k+1 < len(ws) && contracted[ws[k+1]]:
	case k+2 < len(ws) && (whereWords[ws[k+1]] || ws[k+1] == "bei") && (articles[ws[k+2]] && !indefinite[ws[k+2]] || contracted[ws[k+2]]):
		noun = k + 3
	default:
		return false
	}
	return noun < len(ws) && !whenNoun(ws[noun]) && !hasDigit(ws[noun])
}

// whenNoun reports a noun after a preposition that says when or how, not
// where: "in the spring", "in a month", "im Anschluss", "en un momento",
// "en la intimidad", "im Gegenteil".
func whenNoun(w string) bool {
	return months[w] || weekdays[w] || timeWords[w] || spans[w] || figures[w] || whenNouns[w]
}

// dialectNot are the negations of German dialects: "ned", "net", "nit".
var dialectNot = wordSet(`ned net nit nid`)

// heldSpanish are the Spanish verbs of an event held somewhere, after "se":
// "se hace en", "se celebra en".
var heldSpanish = wordSet(`hace hará hacen harán celebra celebrará celebran realiza realizará`)

// whenNouns are the nouns of when or how after a preposition, beside the
// months, weekdays and spans.
var whenNouns = wordSet(`spring autumn fall evenings mornings afternoons nights weekends holidays holiday term fortnight month months life future past
	days weeks years hours minutes break coming next few early lunch rain sunshine sun heat snow wind dark debt team radar nerves case project prayers hearts thoughts
	regard esteem highest high mercy doghouse chin edge seats wars dumps dark
	pie cañón mal grano cabeza menos minuto minutos dos plis pispás acto tiempo situación destino próxima próximo
	presence name fashion tradition style manner honour honor stil gedenken namen spaß scherz nombre memoria lucha arrebato broma
	frühling frühjahr herbst anschluss ferien sommerferien herbstferien winterferien familienkreis kreis gegenteil glück grunde prinzip ernst allgemeinen moment augenblick zukunft
	pause halbzeit mittagspause nacht früh advent adventszeit ostersonntag ostern pfingsten heiligabend weihnachten silvester vorabend feiertag rahmen wechsel zuge regen
	primavera otoño rato momento santiamén semana mes final intimidad privado futuro pasado seguida
	kaffee mittagessen abendessen frühstück brotzeit mittagszeit merienda desayuno almuerzo cena comida dinner breakfast tea supper
	sobremesa descanso nochevieja nochebuena navidad madrugada hora transcurso cumpleaños aniversario fiesta fiestas marco fecha turno horario puente cuaresma siguiente lluvia`)

// kinTitles open a name of kin before whose place it is: "in Auntie Vi's
// yard", "at Uncle Joe's".
var kinTitles = wordSet(`auntie aunty aunt uncle granny grandma grandpa nana nanna cousin miss mister mr mrs ms`)

// timeUnits are what "by the …" grows by, no place: "grows by the day"
// ("grows by the water butt" is a place; the fifth review).
var timeUnits = wordSet(`day hour week minute month year`)

// wholeSpan and spans make a time a thing stays somewhere for: "das ganze
// Jahr", "all winter", "todo el año" ("Der Samson steht das ganze Jahr im
// Stadel hinter dem Gemeindeamt", a part read at stop 81).
var (
	wholeSpan = wordSet(`ganze ganzen all whole todo toda`)
	spans     = wordSet(`jahr year año winter sommer summer invierno verano woche week semana tag day día`)
)

// growing are the verbs of growing somewhere.
var growing = wordSet(growingWords)

// doing reports a gerund: "putting", "rabiando", "comiendo".
func doing(w string) bool {
	for _, end := range []string{"ing", "ando", "iendo"} {
		if strings.HasSuffix(w, end) && len(w) > len(end)+2 {
			return true
		}
	}
	return false
}

// replacing reports a sentence that opens with "instead": "Instead it's a
// picnic", "Stattdessen gibt es …", "En vez de eso haremos …" — not "Instead
// of working I …", nor "En su lugar, yo …" (in his shoes). It is a decision after something called off, an
// instruction after one (prose).
func replacing(sent string) bool {
	lower := strings.ToLower(strings.TrimSpace(sent))
	for _, p := range []string{"instead ", "instead,", "stattdessen ", "stattdessen,", "en vez de eso", "en lugar de eso"} {
		if strings.HasPrefix(lower, p) {
			return !strings.HasPrefix(lower, "instead of")
		}
	}
	return false
}

// askedOf reports a text whose marker phrase sits in a question's clause:
// "¿al final cuánto cobras?", "Have you decided?" — not a statement with a
// tag question after it ("We decided to sell the car, is that crazy?",
// "Al final nos quedamos con el piso, ¿no?").
func askedOf(lower string, list []string) bool {
	for _, c := range strings.FieldsFunc(lower, func(r rune) bool { return strings.ContainsRune(",;:—–.!", r) }) {
		if marks(c, list) {
			t := strings.TrimSpace(c)
			return strings.HasSuffix(t, "?") || strings.HasPrefix(t, "¿")
		}
	}
	return false
}

// opensWithin reports a phrase of the list that starts within the first n
// words of the text.
func opensWithin(lower string, list []string, n int) bool {
	ws := strings.Fields(lower)
	for k := 0; k < len(ws) && k < n; k++ {
		rest := strings.Join(ws[k:], " ") + " "
		if slices.ContainsFunc(list, func(p string) bool { return strings.HasPrefix(rest, strings.TrimSpace(p)) }) {
			return true
		}
	}
	return false
}

// plainWords are a text's words with the punctuation around and between them
// taken out, apostrophes kept ("don't", "it’s").
func plainWords(text string) []string {
	return strings.Fields(strings.Map(func(r rune) rune {
		if unicode.IsPunct(r) && r != '\'' && r != '’' {
			return ' '
		}
		return r
	}, text))
}

// wishFrames open a wish about what the assistant does, said to it: "I'd
// appreciate it if you …", "Mir wäre lieb, wenn du …", "Te agradecería que
// …".
var wishFrames = phrases(`i'd appreciate it if you|i would appreciate it if you|i'd prefer it if you|i would prefer it if you|
	i'd prefer if you|i would prefer if you|i'd rather you|i would rather you|
	prefiero que me|prefiero que no me|mir wäre lieber, wenn du|ich hätte lieber, dass du|
	mir wäre lieb, wenn du|mir wäre es lieb, wenn du|es wäre mir lieb, wenn du|es wäre schön, wenn du|ich fände es gut, wenn du|
	ich hätte gern, dass du|ich hätte gerne, dass du|te agradecería que|te agradecería mucho que`)

// styleVerbs are the stems of verbs of how the assistant writes or speaks,
// in the forms a wish or a negated order takes ("if you answered", "wenn du
// … benutzt", "que no usaras", "don't describe").
var styleVerbs = []string{"answer", "repl", "respond", "writ", "wrote", "use", "describ", "talk", "spoke", "speak", "list", "format", "keep", "kept",
	"antwort", "schreib", "benutz", "verwend", "sprich", "redest", "beschreib",
	"contest", "escrib", "usar", "usas", "utiliz", "habl"}

func styleVerb(w string) bool {
	if answering(w) {
		return true
	}
	for _, stem := range styleVerbs {
		if strings.HasPrefix(w, stem) {
			return true
		}
	}
	return false
}

// wishedOf reports a wish said to the assistant about how it answers from then
// on: "I'd appreciate it if you answered in plain English", "Mir wäre lieb,
// wenn du keine Fachbegriffe benutzt", "Te agradecería que no usaras
// tecnicismos" — not a one-off with a modal ("I'd appreciate it if you could
// check this email"), nor one with no verb of answering ("… if you came").
func wishedOf(lower string) bool {
	for _, frame := range wishFrames {
		i := strings.Index(lower, frame)
		if i < 0 || i > 0 && isLetterByte(lower[i-1]) {
			continue
		}
		ws := plainWords(lower[i+len(frame):])
		if len(ws) == 0 || modal[ws[0]] || reportedHere(plainWords(lower[:i])) {
			return false // "I texted my flatmate: I'd appreciate it if you …"
		}
		ws = ws[:min(len(ws), 8)]
		return slices.ContainsFunc(ws, styleVerb) && slices.ContainsFunc(ws, func(w string) bool { return how[w] })
	}
	return false
}

// reportedHere reports words before an order that make it someone else's
// or a note to someone: what reported counts, and "warned", "told", "a
// note to/for …", "te he escrito" — for the orders read in other words
// (wishedOf, negatedOrder, manner, imperativeOrder); "Wie gesagt: keine
// Emojis" stays an order of the other kinds.
func reportedHere(before []string) bool {
	return reported(before) || slices.ContainsFunc(before, func(w string) bool { return reporting[strings.Trim(w, ".,;:!?\"'")] })
}

var reporting = wordSet(`warned warns warnte warnt advirtió told note notes escrito dicho dije geschrieben gesagt messaged keeps telling
	shouts shouted yells yelled whispered whispers screams screamed begged snapped schimpft schimpfte ruft rief brüllt flüstert grita gritó susurró escribí`)

// modal are the words that make a wish a one-off request ("if you could …").
var modal = wordSet(`could would can könntest könnten kannst pudieras pudieses podrías puedes`)

// how are the words that say how something is written, which a wish on the
// answers has and a one-off task does not ("if you wrote in plain English",
// not "if you wrote a cover letter for me").
var how = wordSet(`in without no not never always only like as short shorter brief simple plain didn't don't wouldn't
	ohne kein keine keinen nie immer nur wie kurz kürzer einfach
	sin nunca siempre solo como corto cortas cortos breve sencillo sencilla`, smallShort)

// negatedOrder reports a clause that opens, past a conjunction, with "don't"
// or "do not" and a verb of how the assistant answers: "so don't describe
// things by colour", "and do not list the steps" — an order; not "don't
// worry", "I don't use it", "don't tell his mum".
func negatedOrder(lower string) bool {
	if reportedHere(plainWords(withoutOwnOccasion(lower))) {
		return false // "The vet said it's fine, just don't use the flea spray", "…, the vet said"
	}
	cs := clauses(lower)
	for i, c := range cs {
		ws := plainWords(c)
		if len(ws) > 0 && conditionOpens[ws[0]] {
			return false // a condition's order is conditional's to judge ("when you merge …, don't use the brakes")
		}
		if _, after, ok := strings.Cut(c, ": "); ok {
			ws = plainWords(after) // "One thing, and I mean it: don't ever …"
		}
		k := past(ws, negatedLeadIns)
		if madeForMe(ws[k:]) {
			// Under no head, or one of the person's own lead-in words
			// ("Otra cosa: …"; not "le digo a mi hijo: …").
			if _, own := pastLeadInHead(lower); own {
				return true
			}
		}
		if k+3 < len(ws) && (ws[k] == "don't" || ws[k] == "dont" || ws[k] == "don’t") && ws[k+1] == "ever" &&
			slices.ContainsFunc(ws[k+3:min(k+9, len(ws))], func(w string) bool { return w == "me" }) {
			return true // "Don't ever advise me to sell", "don't ever bring up a care home to me": what the answers are never to say
		}
		switch {
		case k+1 < len(ws) && (ws[k] == "don't" || ws[k] == "dont" || ws[k] == "don’t"):
			k++
			if referring[ws[k]] && k+2 < len(ws) && ws[k+1] == "me" && (ws[k+2] == "links" || ws[k+2] == "to" && slices.ContainsFunc(ws[k+3:min(k+6, len(ws))], func(w string) bool { return elsewhere[w] })) {
				return true // "Please don't send me to websites": where the answers send the person (not "to Coventry", "off to bed")
			}
		case k+2 < len(ws) && ws[k] == "do" && ws[k+1] == "not":
			k += 2
		default:
			continue
		}
		if k+2 < len(ws) && ws[k+1] == "me" && ws[k+2] == "that" {
			continue // "Don't you be giving me that, you were late too": a retort (the first review of stop 98)
		}
		if negatable[ws[k]] || toldToMe(ws, k, cs[i+1:]) || quotedToMe(lower, c, ws[k]) || dissuades(ws[k:]) && saidFirst(cs[:i]) {
			return true
		}
	}
	return false
}

// withoutOwnOccasion is lower without the clause of when the person says
// something ("every time I say something hurts", "whenever I mention work",
// "cada vez que te cuente que me duele algo"): the "say" there is the
// occasion of an order, not someone else's words reported ("Don't tell me to
// see a doctor every time I say something hurts").
func withoutOwnOccasion(lower string) string {
	if slices.ContainsFunc(plainWords(lower), func(w string) bool { return thirdParties[w] }) {
		return lower // "Every time I phone my sister she says, don't …": hers
	}
	for _, p := range ownOccasions {
		k := strings.Index(lower, p)
		if k < 0 {
			continue
		}
		if !strings.HasSuffix(p, "te ") && !tellingYou[firstWord(lower[k+len(p):])] {
			continue // "every time I phone …", "each time I ask …": not a telling to the assistant
		}
		end := strings.IndexAny(lower[k:], ",;:.!?")
		if end < 0 {
			return lower[:k]
		}
		return lower[:k] + lower[k+end:]
	}
	return lower
}

// attributed reports a sentence whose last clause says whose words it was,
// a few words of someone else's with no "I" in them: "…, mault mein Sohn
// dann immer", "…, se queja mi madre" — not "…, ich soll meine Schwester
// anrufen".
func attributed(lower string) bool {
	cs := clauses(lower)
	if len(cs) < 2 {
		return false
	}
	ws := plainWords(cs[len(cs)-1])
	return len(ws) <= 5 && slices.ContainsFunc(ws, func(w string) bool { return thirdParties[w] || family[w] || relatives[w] }) &&
		!slices.ContainsFunc(ws, func(w string) bool {
			return w == "ich" || w == "i" || w == "yo" || w == "me" || w == "mir" || w == "mich"
		})
}

// tellingYou are the verbs of the person telling the assistant something,
// after "every time I".
var tellingYou = wordSet(`say mention tell complain moan write type grumble`)

// ownOccasions open the clause of when the person says something to the
// assistant.
var ownOccasions = []string{"every time i ", "each time i ", "whenever i ", "cada vez que te ", "siempre que te ", "jedes mal, wenn ich ", "jedes mal wenn ich "}

// toldNotEveryTime reports a Spanish or German ban on what the answers tell
// the person to do, each time the person tells them something: "no me digas
// que vaya al médico cada vez que te cuente que me duele algo", "sag mir
// nicht jedes Mal, ich soll zum Arzt" — the occasion said to the assistant
// ("te cuente", "jedes Mal") makes it last; not a surprise ("¡No me digas
// que vienes mañana!").
func toldNotEveryTime(lower string) bool {
	if !strings.Contains(lower, "digas que") && !strings.Contains(lower, "digás que") && !strings.Contains(lower, "sag mir nicht") {
		return false // most lines: read no further
	}
	if othersWords(withoutOwnOccasion(lower)) || strings.ContainsAny(lower, "\"“”«»„") || attributed(lower) {
		return false // not "'No me digas que … cada vez que te veo', me soltó mi hija"
	}
	if head, rest, ok := strings.Cut(lower, ": "); ok {
		// A head of the person's own or one that asks a favour ("Y te
		// pido una cosa: …"), not "Le digo a mi hijo: …".
		if !leadInHead(plainWords(head)) && !marks(head, favourHeads) {
			return false
		}
		lower = rest
	}
	// The order opens the sentence, or what its head puts before: not
	// after someone ("Meine Tochter jammert, sag mir nicht jedes Mal …",
	// "Hijo, no me digas que …"; a review).
	cs := clauses(lower)
	for len(cs) > 1 {
		if ws := plainWords(cs[0]); past(ws, imperativeLeadIns, alsoLeadIns, pleaseWords, callingOut) < len(ws) {
			break
		}
		cs = cs[1:] // "Oye, …", "Und bitte, …": lead-in words alone (a review)
	}
	for _, c := range cs[:min(1, len(cs))] {
		ws := plainWords(c)
		k := past(ws, imperativeLeadIns, alsoLeadIns, pleaseWords)
		if k+3 < len(ws) && (ws[k] == "no" || ws[k] == "nunca") && ws[k+1] == "me" && (ws[k+2] == "digas" || ws[k+2] == "digás") && ws[k+3] == "que" {
			return strings.Contains(c, "cada vez que te ") || strings.Contains(c, "siempre que te ")
		}
		if k+4 < len(ws) && ws[k] == "sag" && ws[k+1] == "mir" && ws[k+2] == "nicht" && ws[k+3] == "jedes" && ws[k+4] == "mal" {
			return true
		}
	}
	return false
}

// madeForMe reports a Spanish ban on what the answers are made as: "no me
// hagas listas de esas con puntitos", "no me hagás una tabla" — not "no me
// hagas reír".
//
// What is made is of a kind, not one thing ("un esquema", "esas listas",
// "más listas"; not "la lista de la compra"), and not for now only ("hoy",
// "esta semana", "todavía"; a "cada vez que" or "de ahora en adelante" makes
// it standing).
func madeForMe(ws []string) bool {
	ws = ws[past(ws, madeLeadIns):] // "Y no me hagas listas", "Porfa no me hagas listas"
	if len(ws) < 4 || ws[0] != "no" || ws[1] != "me" || !makeYou[ws[2]] {
		return false
	}
	w := ws[3]
	if (ofAKind[w] || w == "más") && len(ws) > 4 {
		w = ws[4]
	}
	return (madeShapes[w] || answerLooks[w]) && !marks(strings.Join(ws, " "), forNow)
}

// makeYou are the Spanish verbs of making, said to the assistant; madeShapes
// what answers are made as; ofAKind the words before them that make them a
// kind ("un esquema", "esas listas"); madeLeadIns what may open the clause
// before the ban; forNow the words that make it a one-off.
var (
	makeYou     = wordSet(`hagas hagás haga hagan`)
	madeShapes  = wordSet(`lista listas tabla tablas resumen resúmenes esquema esquemas listados listado`)
	ofAKind     = wordSet(`un una unos unas esas esos estas estos`)
	madeLeadIns = wordSet(`y pero porfa porfi pues bueno oye`)
	forNow      = phrases(`hoy_|todavía|aún_|ahora mismo|por ahora|mañana_|esta semana|esta vez|este mes`) // not "cada vez que", "de ahora en adelante"
)

// past is the index of the first of ws in none of the sets: past the words
// that open a clause before what it says ("so don't …", "und bitte gib …",
// "Also no mushrooms").
func past(ws []string, sets ...map[string]bool) int {
	k := 0
	for k < len(ws) && inAny(ws[k], sets) {
		k++
	}
	return k
}

func inAny(w string, sets []map[string]bool) bool {
	for _, set := range sets {
		if set[w] {
			return true
		}
	}
	return false
}

// Lead-ins: the words before a "don't" (negatedOrder), before an imperative
// (imperativeOrder), before a limit that adds to a liking (moreOfTheSame).
var (
	negatedLeadIns    = wordSet(`so and but just also then please oh ah`)
	imperativeLeadIns = wordSet(`so and then also please actually ok okay und bitte y pues`)
	alsoLeadIns       = wordSet(`also and und auch y oh`)
)

// referring are the verbs of sending the person elsewhere for an answer:
// "don't send me to websites", "don't point me to Google".
var referring = wordSet(`send point refer direct`)

// elsewhere are where answers may send the person instead of answering.
var elsewhere = wordSet(`website websites site sites google links link forums forum youtube wikipedia articles apps app internet web online search reddit`)

// stopsDoing reports an order to stop doing something in the answers: "please
// stop telling me to stay calm", "Quit giving me the safety lectures",
// "stop apologising", "deja de decirme que me calme", "dejá de mandarme
// recetas" — after a short head of the person's own ("Little favour: …");
// not someone else's words ("Stop telling me what to do, she said"), nor
// what someone else should stop ("Tell Dave to stop sending me memes").
func stopsDoing(lower string) bool {
	if strings.Contains(lower, "auf") && stopsDoingDe(lower) {
		return true
	}
	if !strings.Contains(lower, "stop") && !strings.Contains(lower, "quit") && !strings.Contains(lower, " de ") {
		return false // most lines: read no further
	}
	lower, ok := pastLeadInHead(lower)
	if !ok || marks(lower, saidMarks) {
		return false
	}
	// "Please, stop …", "Oye, deja de …": a clause of lead-in words alone
	// before the order.
	cs := clauses(lower)
	var ws []string
	c, k := 0, 0
	asked := false // "Can you stop …?"
	for ; c < len(cs); c++ {
		ws = plainWords(cs[c])
		// An aside after "and", between the lead-in and the order, is
		// how it is meant ("Also, and I mean this kindly, stop …"); not
		// "I mean, stop …" after a grumble about someone (a review).
		if k = past(ws, imperativeLeadIns, alsoLeadIns, pleaseWords, callingOut); k < len(ws) && !meantSo(ws[k:]) {
			// Asked: "Can you stop telling me to sell online as well?",
			// "Could you stop saying 'reach out'?" (rule facts of the
			// corpus read as questions, stop 73).
			if k+2 < len(ws) && askingCan[ws[k]] && (ws[k+1] == "you" || ws[k+1] == "u") && (ws[k+2] == "stop" || ws[k+2] == "quit") {
				k += 2
				asked = true
			}
			// "¿Puedes dejar de decirme que venda online?" (the review of
			// stop 74).
			if k+2 < len(ws) && (askingCanEs[ws[k]] || (ws[k] == "puede" || ws[k] == "podría") && marks(lower, politeness)) && ws[k+1] == "dejar" && ws[k+2] == "de" { // usted, asked politely: "¿Podría dejar de darme consejos de dieta, por favor?" (the third review of stop 74)
				k++
				asked = true
			}
			break
		}
	}
	if c == len(cs) || k+1 >= len(ws) || reportedHere(plainWords(strings.Join(cs[c+1:], " "))) {
		return false // "…, she said": the order is someone else's ("telling" itself reports nothing)
	}
	aside := false // the clause before is an aside of how it is meant ("I mean it, stop …")
	if c > 0 {
		before := plainWords(cs[c-1])
		aside = meantSo(before[past(before, imperativeLeadIns, alsoLeadIns, pleaseWords, callingOut):])
	}
	switch {
	case aside && (ws[k] == "stop" || ws[k] == "quit") && !slices.ContainsFunc(ws[k+1:], func(w string) bool { return givenByAnswers[w] || answerLook(w) }) &&
		!assistantDoes[ws[k+1]] && !doneToNobody[ws[k+1]] && !(ws[k+1] == "calling" && k+3 < len(ws) && addressWords[ws[k+3]]) &&
		!(ws[k+1] == "asking" && slices.ContainsFunc(ws[k+2:], func(w string) bool { return askedByAnswers[w] })):
		return false // "My brother again. I mean it, stop sending me memes at 2am": the brother's (a review)
	case asked && ws[k+1] == "saying":
		return true // "Could you stop saying 'reach out'?": the words of the answers (not "Stop saying literally, I tell her")
	case (ws[k] == "stop" || ws[k] == "quit") && stoppedDoing[ws[k+1]]:
		// What the answers do to the person ("telling me", "giving me"),
		// or do at all ("apologising", "lecturing").
		// Or what they give, named: "please quit suggesting apps" (a part
		// read at stop 75), "stop sending links".
		return doneToNobody[ws[k+1]] || k+2 < len(ws) && (ws[k+2] == "me" || ws[k+2] == "us" || givenByAnswers[ws[k+2]] || elsewhere[ws[k+2]] || advising[ws[k+1]])
	case stoppingEs[ws[k]] && ws[k+1] == "de" && k+2 < len(ws):
		if aside && !slices.ContainsFunc(ws[k+3:], func(w string) bool { return givenByAnswers[w] }) {
			return false // "Mi jefe otra vez. Lo digo en serio, deja de escribirme los domingos": the boss's (a review)
		}
		return strings.HasSuffix(ws[k+2], "rme") || strings.HasSuffix(ws[k+2], "rnos") || advisingEs[ws[k+2]] // "deja de decirme", "deja de recomendar apps"
	}
	return false
}

// stopsDoingDe reports a German order to stop what the answers do to the
// person, told or asked: "Hör bitte auf, mir ständig Rezepte zu schicken",
// "Kannst du bitte aufhören, mir Onlineshops vorzuschlagen?" (the review of
// stop 74) — the order the line opens with, not someone else's ("Meine
// Mutter sagt immer: hör auf, mich zu nerven" is after a head; "…, sagt
// sie").
func stopsDoingDe(lower string) bool {
	at, _ := markSpan(lower, stoppingDe)
	if at < 0 {
		// What the answers suggest, named with no "mir": "Hör auf, Apps
		// vorzuschlagen" (the review of stop 75).
		if at, _ = markSpan(lower, stoppingDeAny); at < 0 || !marks(lower[at:], advisingDe) {
			return false
		}
	}
	head := plainWords(lower[:at])
	k := past(head, imperativeLeadIns, alsoLeadIns, pleaseWords, callingOut, stopParticles)
	if k < len(head) && (head[k] == "kannst" || head[k] == "könntest") && k+1 < len(head) && head[k+1] == "du" {
		k += 2
	}
	if k < len(head) && (head[k] == "hör" || head[k] == "hören") { // not "hört", said to several (the second review of stop 74)
		k++
		if k < len(head) && head[k] == "sie" {
			k++
		}
	}
	k += past(head[k:], pleaseWords, stopParticles) // "Hör doch mal auf, …" (the second review of stop 74)
	if k != len(head) {
		return false
	}
	rest := plainWords(lower[at:])
	said := false // "…, sag ich immer zu den Kindern" — not "sag mir einfach, was es kostet" (the third review of stop 74)
	for k := 0; k+1 < len(rest); k++ {
		said = said || (rest[k] == "sag" || rest[k] == "sage" || rest[k] == "sagt" || rest[k] == "sagte") && (rest[k+1] == "ich" || rest[k+1] == "er" || rest[k+1] == "sie" || rest[k+1] == "wir")
	}
	return !reportedHere(rest) && !said &&
		slices.ContainsFunc(rest, func(w string) bool { return w == "zu" || strings.Contains(w, "zu") && len(w) > 6 })
}

// stopParticles are the German words an annoyed order to stop carries:
// "Jetzt hör doch mal auf, …".
var stopParticles = wordSet(`doch mal jetzt endlich einfach`)

// meantSo reports a clause of how the person means what they say, an aside
// before an order: "I mean this kindly", "I mean it", "ich mein's ernst",
// "lo digo en serio" — nothing else in it.
func meantSo(ws []string) bool {
	return len(ws) >= 3 && len(ws) <= 4 && (ws[0] == "i" && ws[1] == "mean" && (ws[2] == "it" || ws[2] == "this") || ws[0] == "ich" && (ws[1] == "mein's" || ws[1] == "meine") && ws[2] == "ernst" || ws[0] == "lo" && ws[1] == "digo" && ws[2] == "en")
}

// assistantDoes are what only the assistant's answers do to the person,
// after "stop": "stop telling me to …"; "stop asking me if I'm sure" and
// "stop calling me buddy" too ("stop asking me when I'm getting married",
// "… if I'm seeing anyone", "stop calling me at work", "… names" may be
// anyone's; the reviews).
var assistantDoes = wordSet(`telling reminding suggesting recommending correcting explaining warning`)

// addressWords are what the assistant may call the person: "stop calling
// me buddy".
var addressWords = wordSet(`buddy mate love darling sweetie hun honey pal sir madam dear champ friend chief boss dude bro man lad lass kiddo`)

// askedByAnswers are the words of what an answer asks the person: "stop
// asking me if I'm sure", "… if I want a summary", "… whether you should
// carry on", "… to confirm every step" — not "… if I'm seeing anyone", "…
// to lend you money" (a mum's, a brother's; the reviews).
var askedByAnswers = wordSet(`sure summary confirm continue carry proceed details clarify clarification questions`)

var (
	// stoppedDoing are what answers do that a person may tell them to stop.
	stoppedDoing = wordSet(`telling giving sending asking reminding suggesting recommending lecturing nagging apologising apologizing
	warning correcting explaining calling showing offering ending`)
	// advising are what the answers do of any thing named: "quit suggesting
	// podcasts" (the review of stop 75).
	advising = wordSet(`suggesting recommending`)
	// advisingEs are the same in Spanish, after "deja de".
	advisingEs = wordSet(`recomendar sugerir proponer`)
	// doneToNobody are those the answers do without a "me".
	doneToNobody = wordSet(`lecturing nagging apologising apologizing ending`)
	// askingCan ask for an order ("can you stop …").
	askingCan = wordSet(`can could would will`)
	// callingOut open an order by calling for attention: "Oye, …", "Hey, …".
	callingOut = wordSet(`oye mira hey look listen schau hör`)
	// stoppingEs are the Spanish "stop" of an order: "deja de", "dejá de",
	// "para de"; asked, "¿puedes dejar de …?".
	stoppingEs = wordSet(`deja dejá deje dejen para pará dejar`)
	// askingCanEs ask for an order in Spanish ("¿puedes dejar de …?").
	askingCanEs = wordSet(`puedes podrías podés`) // not "puede", "podría": someone else, or "usted" (the second review of stop 74)
	// stoppingDe are the German "stop" of an order, before the clause of
	// what to stop: "Hör auf, mir …", "Kannst du bitte aufhören, mir …".
	stoppingDe = phrases(`aufhören, mir|aufhören, mich|aufhören, uns|auf, mir|auf, mich|auf, uns`)
	// stoppingDeAny are those with anything after the comma; advisingDe
	// what the answers suggest, after them.
	stoppingDeAny = phrases(`aufhören, |auf, `)
	advisingDe    = phrases(`vorzuschlagen|zu empfehlen|anzubieten`)
)

// conditionOpens are the words that open a condition or a time clause.
var conditionOpens = wordSet(`when whenever if wenn falls sobald cuando si`)

// notSent reports an order not to send the person something, at the line's
// start past lead-in words: "Oh, and please don't send me recipes unless I
// actually ask for one" (a first instruction's follower, lost altogether, in
// a part read at stop 75), "Never send me links", "No me mandes recetas",
// "Schick mir keine Links" — not someone else's ("Don't send me photos of
// the dog, my sister said").
func notSent(lower string) bool {
	if !strings.Contains(lower, "send") && !strings.Contains(lower, "mand") && !strings.Contains(lower, "envíe") && !strings.Contains(lower, "schick") {
		return false // most lines: read no further
	}
	cs := clauses(lower)
	for i, c := range cs {
		ws := plainWords(c)
		k := past(ws, imperativeLeadIns, alsoLeadIns, pleaseWords)
		if k < len(ws) && opensWithin(strings.Join(ws[k:], " "), notSending, 1) {
			// Not "Don't send me to Coventry", "… off to bed": where one
			// is sent, not what.
			j := k + 3
			if ws[k] == "do" {
				j++
			}
			// What is not to be sent, in the plural or with a "no": not "the
			// full recipe, only the ingredient list for now" (once), "mad
			// with all the options" (the second review of stop 75).
			if j >= len(ws) || sentWhere[ws[j]] || !(strings.HasSuffix(ws[j], "s") || noneWords[ws[j]] || ws[j] == "any" || ws[j] == "keine" || ws[j] == "keinen" || ws[j] == "más") {
				return false
			}
			return !reportedHere(plainWords(strings.Join(cs[i+1:], " "))) // "…, my sister said"
		}
		if k < len(ws) && !interjection(c) {
			return false // the first clause with words of its own says it or not
		}
	}
	return false
}

// sentWhere say where someone is sent, after "send me".
var sentWhere = wordSet(`to off away home back out packing round up down over a al zu nach`)

// notSending open an order not to send the person something.
var notSending = phrases(`don't send me|do not send me|never send me|dont send me|no me mandes|no me mandés|no me envíes|no me envies|schick mir keine|schick mir keinen|schick mir nie|schicken sie mir keine`)

// noMoreSent reports an order to send the person no more of something from
// now on: "schick mir keine Kochrezepte mehr", "zeig mir bitte keine
// Beispiele mehr", "no me mandes más recetas", "don't send me any more
// links" — the "mehr", "más", "more" makes it last; not someone else's
// words ("Schick mir keine Rechnung, hat der Nachbar gesagt").
func noMoreSent(lower string) bool {
	if !strings.Contains(lower, "mehr") && !strings.Contains(lower, "más") && !strings.Contains(lower, "more") {
		return false // most lines: read no further
	}
	if othersWords(lower) {
		return false
	}
	for _, c := range clauses(lower) {
		ws := plainWords(c)
		k := past(ws, imperativeLeadIns, alsoLeadIns, pleaseWords)
		if k+3 >= len(ws) {
			continue
		}
		j := -1 // where what is sent no more begins
		switch {
		case sendingDe[ws[k]] && ws[k+1] == "mir":
			j = past(ws[k+2:], softeners) + k + 2
			if j >= len(ws) || !strings.HasPrefix(ws[j], "kein") {
				continue
			}
		case ws[k] == "no" && ws[k+1] == "me" && sendingEs[ws[k+2]]:
			j = k + 3
		case (ws[k] == "don't" || ws[k] == "dont") && sendingEn[ws[k+1]] && ws[k+2] == "me":
			j = k + 3
		default:
			continue
		}
		if slices.ContainsFunc(ws[j:], func(w string) bool { return w == "mehr" || w == "más" || w == "more" || w == "anymore" }) {
			return true
		}
	}
	return false
}

// othersWords reports a line that says its words are someone else's: a
// reporting word (reportedHere) or who said it ("…, hat der Nachbar gesagt",
// "me dijo"). The orders read in other words (noMoreSent, addressedAs,
// calledAs, comeNotWith, alwaysIn) are none then.
func othersWords(lower string) bool {
	return reportedHere(plainWords(lower)) || marks(lower, saidMarks)
}

// The verbs of sending or showing the person something, in the imperative
// (noMoreSent).
var (
	sendingDe = wordSet(`schick schicke schickt send sende gib zeig zeige schreib schreibe nenn nenne empfiehl`)
	sendingEs = wordSet(`mandes mande envíes envíe des dé pongas ponga escribas escriba muestres muestre recomiendes recomiende sugieras sugiera`)
	sendingEn = wordSet(`send give show recommend suggest`)
	// pleaseWords are "please" in words of two languages: "por favor".
	pleaseWords = wordSet(`por favor porfa bitte please`)
	// saidMarks say the words are someone else's, said to the person.
	saidMarks = phrases(`hat er gesagt|hat sie gesagt|hat der|hat die|sagt er|sagt sie|meinte er|meinte sie|hieß es|me dijo|dijo mi|dice mi|said|says`)
)

// addressedAs reports an order on the form of address the answers use:
// "Hábleme de usted", "trátame de tú", "tutéame", "no me tutee", "sag du
// zu mir", "bitte siez mich", "du kannst mich duzen" — not how the person
// spoke to someone ("Le hablé de usted al notario").
func addressedAs(lower string) bool {
	if !holdsAny(lower, addressHints) {
		return false // most lines: read no further
	}
	if othersWords(lower) {
		return false
	}
	for _, c := range clauses(lower) {
		ws := plainWords(c)
		k := past(ws, imperativeLeadIns, alsoLeadIns, pleaseWords)
		switch {
		case k+2 < len(ws) && talking[ws[k]] && strings.HasSuffix(ws[k], "me") && ws[k+1] == "de" && addressForms[ws[k+2]]:
			return true // "hábleme de usted", "trátame de tú"
		case k < len(ws) && addressingMe[ws[k]]:
			return true // "tutéame", "duz mich"
		case k+2 < len(ws) && ws[k] == "no" && ws[k+1] == "me" && (tuteo[ws[k+2]] || addressingNot[ws[k+2]] && k+4 < len(ws) && ws[k+3] == "de" && addressForms[ws[k+4]]):
			return true // "no me tutees", "no me hable de tú"
		case k < len(ws) && ws[k] == "sag" && sayDuToMe(ws[k+1:]) && !reportedHead(lower):
			return true // "sag du zu mir", "sag einfach du zu mir"
		case k+3 < len(ws) && ws[k] == "kannst" && ws[k+1] == "mich" && (ws[k+2] == "duzen" || ws[k+2] == "siezen"):
			return true
		case k+1 < len(ws) && (ws[k] == "sprich" || ws[k] == "sprechen" || ws[k] == "red" || ws[k] == "rede") && ws[k+1] == "mich" &&
			slices.ContainsFunc(ws[k+2:], func(w string) bool { return germanAddress[w] }) && ws[len(ws)-1] == "an":
			return true // "Sprich mich bitte mit Du an", "Sprechen Sie mich mit Sie an"
		}
		if k+3 < len(ws) && ws[k] == "du" && ws[k+1] == "kannst" && ws[k+2] == "mich" && (ws[k+3] == "duzen" || ws[k+3] == "siezen") {
			return true // "du kannst mich duzen"
		}
	}
	return false
}

// reportedHead reports a head before a colon that says the words after it
// are someone else's: "Mein Chef hat mir gleich angeboten: sag einfach du
// zu mir" (the review of stop 77).
func reportedHead(lower string) bool {
	head, _, ok := strings.Cut(lower, ": ")
	return ok && slices.ContainsFunc(plainWords(head), func(w string) bool { return reportingVerbs[w] })
}

// reportingVerbs say words are someone else's, offered or said.
var reportingVerbs = wordSet(`angeboten gesagt gemeint meinte sagte sagt offered said says dijo ofreció`)

// sayDuToMe reports the words after "sag" naming a form of address said to
// the person, past softeners: "du zu mir", "einfach du zu mir", "ruhig Sie
// zu mir".
func sayDuToMe(ws []string) bool {
	j := 0
	for j < len(ws) && (softeners[ws[j]] || sayingSofteners[ws[j]]) {
		j++
	}
	return j+2 < len(ws) && germanAddress[ws[j]] && ws[j+1] == "zu" && ws[j+2] == "mir"
}

var (
	// sayingSofteners soften an order to say something: "sag einfach du",
	// "sag ruhig du".
	sayingSofteners = wordSet(`einfach ruhig halt eh`)
	// addressingMe are orders to use a form of address with the person.
	addressingMe = wordSet(`tutéame tuteame tutéeme tuteeme vosea voséame duz dutz siez`)
	// addressingNot are the verbs of a form of address after "no me".
	addressingNot = wordSet(`hables hable trates trate`)
	tuteo         = wordSet(`tutees tutee tutéis`)
)

// calledAs reports an order on what the answers call the person, a name
// after the verb: "Just call me Dougie from now on", "Dime Pili nomás",
// "Decime Rigo", "Nenn mich einfach Sepp", "Llámame Pili" — the name
// capitalised as typed (not "call me back", "call me Monday if …"), not
// someone else's words ("She said: just call me Dougie").
func calledAs(text string) bool {
	lower := strings.ToLower(text)
	if !holdsAny(lower, callingHints) {
		return false // most lines: read no further
	}
	if othersWords(lower) {
		return false
	}
	cs := clauses(text)
	if asked(lower) && slices.ContainsFunc(plainWords(lower), func(w string) bool { return questionWords[w] }) {
		return false // "Dime Carmen, ¿qué le regalo a tu madre?" (not "Call me Bea, would you?")
	}
	for i, c := range cs {
		if i+1 < len(cs) {
			next := plainWords(strings.ToLower(cs[i+1]))
			if len(next) > 0 && conditionOpens[next[0]] || len(next) > 1 && contrastOpens[next[0]] && firstPerson[next[1]] {
				continue // "Call me Scrooge, but I'm not …", "Llámame Juan cuando llegues" (not "…, aber bitte nicht Josef")
			}
		}
		ws := plainWords(c)
		lw := plainWords(strings.ToLower(c))
		k := past(lw, imperativeLeadIns, alsoLeadIns, pleaseWords, justWords)
		switch {
		case k+2 < len(lw) && lw[k] == "call" && lw[k+1] == "me":
			k += 2
		case k+2 < len(lw) && lw[k] == "nenn" && lw[k+1] == "mich" || k+2 < len(lw) && lw[k] == "nennen" && lw[k+1] == "sie":
			k += 2
		case k+1 < len(lw) && namingMe[lw[k]]:
			k++
		default:
			continue
		}
		for k < len(lw) && (justWords[lw[k]] || lw[k] == "mich" || k > 0 && (lw[k] == "bitte" || lw[k] == "doch") && (lw[k-1] == "mich" || lw[k-1] == "doch")) {
			k++ // "Nenn mich einfach Sepp", "Nenn mich (doch) bitte Resi" — not "call me please Anna" in a quoted text (the review of stop 81)
		}
		if k < len(ws) && isCapitalized(ws[k]) && !weekdays[lw[k]] && !slices.ContainsFunc(lw[k+1:], func(w string) bool { return conditionOpens[w] }) { // not "Call me Monday", "… when you land"
			return true
		}
	}
	return false
}

// givingInf are the Spanish infinitives of what answers give: "no me vaya a
// recomendar …".
var givingInf = wordSet(`recomendar sugerir proponer mandar mencionar escribir ofrecer`) // not "dar": "no me vaya a dar la gripe"

// comeNotSofteners are the words between "komm mir" and "mit".
var comeNotSofteners = wordSet(`nie nicht bloß ja wieder nimmer mehr`)

// The words without which addressedAs and calledAs read no further.
var (
	addressHints = []string{"usted", "tú", " tu ", " vos", "tute", "duz", "dutz", "siez", "mich", " du ", " sie zu mir"}
	callingHints = []string{"call me", "nenn", "dime", "decime", "llám", "llam", "dígame", "digame"}
)

var (
	// namingMe are the verbs that say what to call the person, the person
	// written on: "dime Pili", "decime Rigo", "llámame Pili".
	namingMe = wordSet(`dime decime llámame llamame llámeme llameme dígame digame`)
	// justWords soften an order: "just call me", "einfach", "nomás".
	justWords = wordSet(`just simply einfach ruhig nur nomás solo`)
)

// comeNotWith reports the German ban "Komm mir nie/nicht mit …" (don't come to
// me with), the Spanish "no me vaya(s) a recomendar …": what the answers are
// never to bring up.
func comeNotWith(lower string) bool {
	if !strings.Contains(lower, "komm") && !strings.Contains(lower, "vaya") {
		return false // most lines: read no further
	}
	if othersWords(lower) {
		return false
	}
	for _, c := range clauses(lower) {
		ws := plainWords(c)
		k := past(ws, imperativeLeadIns, alsoLeadIns, pleaseWords)
		if k+3 < len(ws) && (ws[k] == "komm" || ws[k] == "kommen" && ws[k+1] == "sie") {
			j := k + 1
			if ws[k] == "kommen" {
				j++
			}
			if j+2 < len(ws) && ws[j] == "mir" {
				n := past(ws[j+1:], softeners, comeNotSofteners) + j + 1 // "Komm mir bitte nie wieder mit …"
				if n > j+1 && slices.ContainsFunc(ws[j+1:n], func(w string) bool { return w == "nie" || w == "nicht" || w == "bloß" || w == "ja" }) && n < len(ws) && ws[n] == "mit" {
					return true
				}
			}
		}
		if k+4 < len(ws) && ws[k] == "no" && ws[k+1] == "me" && (ws[k+2] == "vaya" || ws[k+2] == "vayas" || ws[k+2] == "vayás") && ws[k+3] == "a" && (answering(ws[k+4]) || givingInf[ws[k+4]]) {
			return true
		}
	}
	return false
}

// alwaysIn reports an order on the units of whatever the answers give, put
// without a verb: "Preise bitte immer in Franken", "Amounts always in euros,
// please", "Precios siempre en soles, por favor" — a please says it is an
// order (not "Preise immer in Franken, das ist hier so üblich").
func alwaysIn(lower string) bool {
	if !holdsAny(lower, lastingList) {
		return false // most lines: read no further
	}
	if othersWords(lower) || marks(lower, noteMarks) {
		return false // not "Zahlung bitte immer in bar, steht auf dem Zettel"
	}
	all := plainWords(lower)
	if len(all) <= 8 && slices.ContainsFunc(all, func(w string) bool { return pleaseWords[w] }) && slices.ContainsFunc(all, func(w string) bool { return lastingWords[w] }) &&
		slices.ContainsFunc(all, answerLook) {
		return true // "Tus listas, siempre numeradas, por favor."
	}
	for _, c := range clauses(lower) {
		ws := plainWords(c)
		if len(ws) > 8 || !slices.ContainsFunc(ws, func(w string) bool { return pleaseWords[w] }) {
			continue
		}
		for k := 0; k+2 < len(ws); k++ {
			if lastingWords[ws[k]] && (ws[k+1] == "in" || ws[k+1] == "en") && unitOfAnswers(ws[k+2]) {
				return true
			}
		}
	}
	return false
}

// managing are the verbs of coping with something hard.
var managing = wordSet(`schafft schaffen schaffst hinkriegt hinkriegen manage manages managed cope copes aguanta aguantan consigue consiguen`)

// admires reports what a person does not know how someone manages, said in
// admiration, not asked: "how she does it", "cómo lo hace", "wie sie das
// schafft".
func admires(ws []string) bool {
	// How much someone feels, how late it is: "Keiner weiß, wie sehr ich
	// mich auf Samstag freue", "… wie spät es ist" (the third review of
	// stop 66).
	if len(ws) >= 2 && strings.Trim(ws[0], "¿¡\"'") == "wie" {
		if how := strings.Trim(ws[1], ".,;:!?"); how == "sehr" || how == "spät" {
			return true
		}
	}
	// Or how anyone manages it, or can be so …: "wie die das jeden Tag
	// schaffen", "wie man so unverschämt sein kann" (a review).
	var clause []string
	for _, w := range ws[:min(9, len(ws))] {
		clause = append(clause, strings.Trim(w, ".,;:!?¡¿\"'"))
		if strings.ContainsAny(w, ",.;!?") {
			break
		}
	}
	// Not the person's own managing ("how we'll manage it on one wage",
	// "wie wir das ohne Auto schaffen sollen"), and "so" before what one
	// can be ("be so rude", "so unverschämt sein", "ser tan"), not the "so"
	// of what follows (a review).
	own := slices.ContainsFunc(clause, func(w string) bool { return firstPerson[w] || w == "we'll" || w == "i'll" })
	if !own && slices.ContainsFunc(clause, func(w string) bool { return managing[w] }) && slices.ContainsFunc(clause, func(w string) bool { return w == "das" || w == "it" || w == "lo" }) {
		return true
	}
	// A word may stand between: "be quite so rude", "so unglaublich
	// unverschämt sein", "puede ser la gente tan cotilla" — not a "so"
	// before a subject ("… will be like so I haven't packed"; the reviews).
	for j, w := range clause {
		if w != "so" && w != "such" && w != "tan" || j+1 < len(clause) && (subjects[clause[j+1]] || firstPerson[clause[j+1]]) {
			continue
		}
		for d := j - 3; d <= j+3; d++ {
			if d >= 0 && d < len(clause) && (clause[d] == "be" || clause[d] == "sein" || clause[d] == "ser") {
				return true
			}
		}
	}
	// The words of admiring end the clause: "how she does it, three kids
	// …", not "how she manages her insulin on the flight", "cómo lo
	// hacen en el consulado".
	// Or what someone sees in another: "what that young one sees in him";
	// what came over the person ("I don't quite know what came over me").
	if marks(strings.Join(clause, " "), seesIn) {
		return true
	}
	for n := 2; n <= 5 && n <= len(ws); n++ {
		last := ws[n-1]
		// Or before whom with ("how she does it with three kids", "cómo lo
		// hace con tres niños"; a review of stop 61).
		end := n == len(ws) || strings.ContainsAny(last, ",.;!?") ||
			n+1 < len(ws) && withWords[strings.Trim(ws[n], ".,;:!?")] && oneAdmired(ws[:n]) && !strings.ContainsAny(strings.Join(ws[n:], " "), "?¿")
		if end && marks(strings.Join(plainWords(strings.Join(ws[:n], " ")), " "), admiring) {
			return true
		}
	}
	return false
}

// unitsPlease reports an order on the units of what the answers measure,
// put without a verb: "Oh and weights in stone and pounds please, not
// kilos", "todos los precios en pesos, por favor", "Entfernungen bitte in
// Meilen", "las cantidades siempre en docenas" — what is measured opens a
// clause, a unit follows its "in", and a please or an "always" is in the
// sentence (not "Prices in
// Lisbon were crazy", "the weights in the gym", "Sie hat den Preis in Euro
// gesagt").
func unitsPlease(lower string) bool {
	all := plainWords(lower)
	asks := func(w string) bool { return pleaseWords[w] || lastingWords[w] }
	if len(all) > 30 || !slices.ContainsFunc(all, asks) || othersWords(lower) || marks(lower, noteMarks) || marks(lower, thisOnce) {
		return false
	}
	if !slices.ContainsFunc(all, func(w string) bool { return pleaseWords[w] }) {
		return alwaysInUnits(lower)
	}
	for _, c := range clauses(lower) {
		ws := plainWords(c)
		// Past when it holds from and an "all" ("Ab jetzt bitte alle
		// Preise in Euro", "From now on, all prices in dollars please").
		lead := past(ws, unitTail, allUnits)
		for k := 0; k+2 < len(ws) && k < lead+4; k++ {
			j := k + 1
			if asks(ws[j]) && j+2 < len(ws) {
				j++ // "Entfernungen bitte in Meilen", "Prices always in dollars"
			}
			if !measuredThings[ws[k]] || ws[j] != "in" && ws[j] != "en" {
				continue
			}
			u := unitAt(ws, j+1)
			if u < 0 {
				continue
			}
			// No verb after the unit: the clause is the order ("weights
			// in stone and pounds please, not kilos"; not "Die Preise in
			// Euro waren heftig", "Prices in euros are in the sheet").
			if !slices.ContainsFunc(ws[u+1:], func(w string) bool { return !unitTail[w] && !unitWord(w) && !measuredThings[w] }) {
				return true
			}
		}
	}
	return false
}

// alwaysInUnits reports an order on units said with an "always" and no
// please: the sentence is the order, opening with what is measured after a
// head of lead-in words at most, and nothing but thanks or a "not" after the
// unit ("Prices always in dollars, okay?", "Otra cosa: las cantidades siempre
// en docenas", "Temperatures always in Celsius, thanks") — not a grumble or a
// description ("American recipes drive me nuts, measurements always in cups",
// "Grandad's old recipe cards, weights always in ounces", "Swiss supplier:
// amounts always in francs", "In Ecuador prices always in dollars, yeah?",
// "Preise immer in Franken, das ist hier so üblich").
func alwaysInUnits(lower string) bool {
	lower, ok := pastLeadInHead(lower)
	if !ok {
		return false
	}
	ws := plainWords(untagged(lower))
	k := past(ws, imperativeLeadIns, alsoLeadIns)
	if k < len(ws) && (articles[ws[k]] || germanArticles[ws[k]]) {
		k++ // "las cantidades", "die Mengen"
	}
	if k+2 >= len(ws) || !measuredThings[ws[k]] || !lastingWords[ws[k+1]] || ws[k+2] != "in" && ws[k+2] != "en" {
		return false
	}
	u := unitAt(ws, k+3)
	if u < 0 {
		return false
	}
	for u+1 < len(ws) && unitWord(ws[u+1]) {
		u++ // "en grados Celsius"
	}
	if u+3 < len(ws) && (ws[u+1] == "nunca" || ws[u+1] == "never" || ws[u+1] == "nie") && (ws[u+2] == "me" || ws[u+2] == "mir") &&
		(convertedTo[ws[u+3]] || u+4 < len(ws) && clitics[ws[u+3]] && convertedTo[ws[u+4]]) {
		return true // "los precios siempre en pesos, nunca me pases nada a dólares": the other unit banned to the person
	}
	return !slices.ContainsFunc(ws[u+1:], func(w string) bool { return !unitTail[w] && !unitWord(w) && !thanksWords[w] })
}

// unitsEveryTime reports an order to put what is measured in a unit every
// time, said with a verb of giving or putting: "Put every price in euro,
// never dollars or pounds", "Whenever there's money, put it in euro, never
// dollars or pounds", "Los pesos ponlos siempre en kilos y gramos, nada de
// libras ni onzas" (first instructions of parts measured blind at stop 83,
// read as facts) — the verb opening its clause (after what is measured and
// its article in Spanish, "los pesos ponlos"), the unit after "in", and a
// word that says it lasts: every, whenever, always, never, siempre, nunca,
// immer, nie, jede. Not one answer ("Give me the total in euros, not
// dollars"), nor someone else's words or a question.
func unitsEveryTime(lower string) bool {
	if !slices.ContainsFunc(plainWords(lower), func(w string) bool { return eachTime[w] }) || !ownStanding(lower) {
		return false
	}
	cs := clauses(lower)
	for ci, c := range cs {
		if _, after, ok := strings.Cut(c, ": "); ok {
			c = after // "otra cosa: los pesos ponlos …"
		}
		ws := plainWords(c)
		k := past(ws, imperativeLeadIns, alsoLeadIns, pleaseWords)
		if k+2 < len(ws) && (articles[ws[k]] || germanArticles[ws[k]]) && (measuredThings[ws[k+1]] || unitVerbs[ws[k+2]]) {
			k += 2 // "los pesos ponlos …"
		}
		if k >= len(ws) || !unitVerbs[ws[k]] {
			continue
		}
		for j := k + 1; j < len(ws) && j <= k+5; j++ {
			if ws[j] != "in" && ws[j] != "en" && ws[j] != "auf" || unitAt(ws, j+1) < 0 {
				continue
			}
			// Each time said with the order: between its verb and its
			// unit ("Put every price in euro", "ponlos siempre en kilos"),
			// in a clause before that opens with it ("Whenever there's
			// money, …"), or in a ban of the other units after it ("…,
			// never dollars or pounds") — not of something else ("… for
			// the walk we always do on Boxing Day").
			if slices.ContainsFunc(ws[k+1:j], func(w string) bool { return eachTime[w] }) ||
				ci > 0 && eachTime[firstWord(cs[ci-1])] ||
				ci+1 < len(cs) && eachTime[firstWord(strings.TrimSpace(cs[ci+1]))] || ci+1 < len(cs) && firstWord(strings.TrimSpace(cs[ci+1])) == "nada" {
				return true
			}
		}
	}
	return false
}

var (
	// eachTime say an order holds each time.
	eachTime = wordSet(`every whenever always never siempre nunca cada immer nie jede jeden jedes`)
	// unitVerbs put what is measured in a unit.
	unitVerbs = wordSet(`put give write show quote list pon ponme ponlos ponlas pónmelos pónmelas ponmelos dame dámelos dámelas escribe escríbeme gib schreib schreibe setz setze`)
)

// ownStanding reports a line that may be a standing order of the person's to
// the assistant: no one else's words or ways ("…, sag ich immer meinen
// Azubis", "Lo que le digo siempre a mi marido: …", "My son's way of doing
// it: …", "…, hat mir mein Coach geraten"), no advice or plan of the
// person's own ("My plan: avoid filler words", "Scrabble tip: …"), no
// question, and not for one job ("Just this once", "For this letter only",
// "For the invoice to Lyon tomorrow"; the third review of stop 83).
func ownStanding(lower string) bool {
	if othersWords(lower) || asked(lower) || marks(lower, thisOnce) || marks(lower, oneJob) || marks(lower, adviceSaid) {
		return false
	}
	if head, _, ok := strings.Cut(lower, ": "); ok && len(plainWords(head)) <= 6 {
		if _, candid := pastCandour(head + ","); !candid && !slices.ContainsFunc(plainWords(head), func(w string) bool {
			return ruleWords[w] || imperativeLeadIns[w] || w == "otra" || w == "another" || w == "cosa" || w == "thing"
		}) {
			return false // "My plan: …", "My son's way of doing it: …"
		}
	}
	return !slices.ContainsFunc(plainWords(lower), func(w string) bool { return saying[w] || saidWords[w] || w == "digo" || w == "sag" || w == "geraten" })
}

var (
	// oneJob name a single piece of work an order is for.
	oneJob = phrases(`for the invoice|for the letter|for this letter|for the email|for this email|for the report|tomorrow|für den brief|für die rechnung|für die mail|morgen|para la carta|para la factura|para el correo|mañana`)
	// adviceSaid say what follows is advice or a plan.
	adviceSaid = phrases(`my plan|tip:|advice|rule of thumb|drilled|taught me|tipp|ratschlag|consejo`)
)

// omitsFromAnswers reports an order to leave a way of writing out of the
// answers, said with a verb of leaving out: "Please leave out business-school
// words like leverage and synergy" (an instruction of a part measured blind
// at stop 83, read as a fact), "Cut out the jargon", "Lass bitte die
// Fremdwörter weg", "Evita las palabras en inglés" — what is left out is
// wording or a look of the answers, not a thing ("Leave out the onions").
func omitsFromAnswers(lower string) bool {
	if !ownStanding(lower) {
		return false
	}
	for _, c := range clauses(lower) {
		ws := plainWords(c)
		k := past(ws, imperativeLeadIns, alsoLeadIns, pleaseWords)
		if k >= len(ws) || !omitVerbs[ws[k]] || ws[k] == "leave" && !slices.Contains(ws[k:], "out") || ws[k] == "cut" && !slices.Contains(ws[k:], "out") ||
			ws[k] == "lass" && !slices.Contains(ws[k:], "weg") {
			continue
		}
		if slices.ContainsFunc(ws[k+1:], func(w string) bool { return wordingNouns[w] || answerLook(w) }) {
			return true
		}
	}
	return false
}

var (
	// omitVerbs leave something out (with "out", "weg" where they need it).
	omitVerbs = wordSet(`avoid skip leave cut drop omit lass vermeide vermeiden evita evite quita quite omite`)
	// wordingNouns name a kind of wording.
	wordingNouns = wordSet(`words word jargon slang buzzwords terms phrases abbreviations acronyms anglicisms
	wörter fremdwörter anglizismen fachbegriffe fachwörter abkürzungen floskeln palabras palabrotas términos tecnicismos anglicismos abreviaturas siglas`)
)

// convertedTo are the verbs after "nunca me" of what the answers give the
// person in another unit: "nunca me pases nada a dólares" — not "nunca me
// entero", "nunca me aclaro".
var convertedTo = wordSet(`pases pongas des conviertas cambies escribas digas hables muestres mandes vengas pase ponga dé convierta cambie escriba diga hable muestre mande venga`)

// givenInUnits reports an order to give the answers in a unit, what is
// measured named with a please ("Give me the distances in miles, please") or
// "it" after a ban of another unit said first ("No kilometres or hectares
// with me, if you please, give it to me in miles and acres") — the verb
// opening its clause, no one else's words. Not one answer: "Give me the
// recipe in grams", "Okay, give me that in miles please", "Give me the total
// in euros, not dollars" (a review), "The garage gave it to me in euros".
func givenInUnits(lower string) bool {
	if !strings.Contains(lower, "give") {
		return false // most lines: read no further
	}
	lower = strings.ReplaceAll(lower, "if you please", "please") // no condition, no one's words
	if othersWords(lower) || asked(lower) || marks(lower, thisOnce) {
		return false
	}
	all := plainWords(lower)
	cs := clauses(lower)
	for ci, c := range cs {
		ws := plainWords(c)
		k := past(ws, imperativeLeadIns, alsoLeadIns, pleaseWords)
		if k+3 >= len(ws) || ws[k] != "give" {
			continue
		}
		in := slices.Index(ws[k+1:min(k+6, len(ws))], "in")
		if in < 0 || !slices.Contains(ws[k+1:k+1+in], "me") {
			continue
		}
		object := ws[k+1 : k+1+in]
		u := unitAt(ws, k+2+in)
		if u < 0 || !slices.ContainsFunc(systems, func(set map[string]bool) bool { return set[ws[u]] }) && !unitWords[ws[u]] {
			continue
		}
		// What is measured, in the plural: all of them, not "the price"
		// of one quote (a review).
		measured := slices.ContainsFunc(object, func(w string) bool { return measuredThings[w] && strings.HasSuffix(w, "s") })
		// Or an "always" after the unit, all that follows it: "Give me the
		// distances in miles always" — not "… in kilometres for the walk we
		// always do on Boxing Day" (the third review of stop 65).
		always := slices.ContainsFunc(ws[u+1:], func(w string) bool { return lastingWords[w] }) &&
			!slices.ContainsFunc(ws[u+1:], func(w string) bool { return !lastingWords[w] && !unitTail[w] && !unitWord(w) })
		if measured && (slices.ContainsFunc(all, func(w string) bool { return pleaseWords[w] }) || always) {
			return true
		}
		// "it", "everything" or what is measured after a ban of another
		// unit, in a clause before this one.
		before := plainWords(lower[:max(strings.Index(lower, c), 0)])
		if measured || slices.ContainsFunc(object, func(w string) bool { return w == "it" || w == "them" || w == "everything" }) {
			if ci > 0 && len(plainWords(cs[ci-1])) > 2 && wholeOfKind[firstWord(cs[ci-1])] {
				// "it" is all of a kind named first: "anything to do with
				// the boat, give it to me in feet and inches" (a first
				// rule of dev108, kept as a plain fact).
				return true
			}
			for j, w := range before {
				if w != "no" && w != "not" {
					continue
				}
				if j+1 < len(before) && before[j+1] == "in" {
					j++ // "distances not in kilometres"
				}
				if j+1 < len(before) && unitWord(before[j+1]) && before[j+1] != ws[u] {
					return true
				}
			}
		}
	}
	return false
}

// unitAt is the index of the unit an "in" before ws[i] gives, ws[i] or, past
// a word of its own, ws[i+1] ("in nautical miles", "in Schweizer Franken"),
// or -1.
func unitAt(ws []string, i int) int {
	if i >= len(ws) {
		return -1
	}
	if !unitWord(ws[i]) && i+1 < len(ws) && !common[ws[i]] && unitWord(ws[i+1]) {
		i++
	}
	if !unitWord(ws[i]) {
		return -1
	}
	return i
}

// unitWord reports a unit the answers may be given in.
func unitWord(w string) bool { return unitOfAnswers(w) || unitWords[w] }

var (
	// measuredThings are what answers give in a unit.
	measuredThings = wordSet(`prices price weights weight amounts distances distance temperatures temperature measurements measures heights lengths costs figures sums quantities sizes dimensions widths depths volumes
	preise gewichte gewicht beträge entfernungen temperaturen maße höhen längen kosten summen mengen größen abmessungen
	precios montos importes distancias temperaturas medidas alturas cantidades costos costes cifras tamaños dimensiones`)
	// allUnits may open what an order put without a verb measures: "alle
	// Preise", "all prices", "todos los precios".
	allUnits = wordSet(`all alle todos todas los las die`)
	// unitTail may follow the unit of an order put without a verb.
	unitTail = wordSet(`and or not please always only in from now on y o no por favor siempre solo en de ahora adelante und oder nicht bitte immer nur ab jetzt`)
	// thisOnce say an order holds once: "for this invoice only".
	thisOnce = phrases(`for this|just this once|only this time|this time only|nur für diese|nur für dieses|nur für den|nur diesmal|diesmal nur|solo para este|solo para esta|sólo para este|sólo para esta|solo esta vez|sólo esta vez`)
	// unitWords are units of measure the answers may be given in.
	unitWords = wordSet(currencyWords, `stone stones lbs ounces oz feet foot inches yards pints gallons cups kg km grams litres liters metres meters
	kilograms kilogrammes centimetres centimeters millimetres millimeters kilometres kilometers celsius fahrenheit kilometern metern zentimeter zentimetern millimeter gramm kilogramm
	kilogramos centímetros milímetros dozens dozen dutzend docenas docena
	pfund unzen fuß zoll meilen kilometer liter meter libras onzas pies pulgadas millas kilómetros litros dólares dolares soles bolivianos
	acres hectares hektar hectáreas arrobas arroba hands`)  // hands: a horse's height
)

// lastingList are lastingWords, to look for in a line before reading it.
var lastingList = []string{"always", "immer", "stets", "siempre"}

// toldToMe reports, after a "don't" at ws[k-1], advice or a name the answers
// are not to give the person: "don't tell me to see a doctor", "don't tell
// me go see …", "don't call me mate", "do not call me sweetie" — not "don't
// tell my mum", "don't call me before nine", "back", "I'll call you", nor
// "don't call me a hypocrite, but …" (a figure of speech: an article, or a
// "but" after it; the review).
func toldToMe(ws []string, k int, after []string) bool {
	if k+2 >= len(ws) || ws[k+1] != "me" {
		return false
	}
	if ws[k] == "tell" {
		return k+3 < len(ws) && (ws[k+2] == "to" || ws[k+2] == "go")
	}
	return ws[k] == "call" && len(ws)-k-2 <= 3 && !articles[ws[k+2]] && !indefinite[ws[k+2]] &&
		!slices.ContainsFunc(ws[k+2:], func(w string) bool { return callWhen[w] || pronounSubjects[w] })
}

// quotedToMe reports, after a "don't", words in quotes that the answers are
// not to tell or call the person: "don't you be tellin' me 'great question'
// no more" (a part read at stop 98), "don't call me 'love'" — not "don't
// tell me you forgot" (no quote).
//
// Not someone else's words in a story ("Then Dave goes, don't call me
// \"Davey\" …", "And he's like, don't tell me 'calm down'!"), nor
// disbelief ("Don't tell me 'sold out' again, …"): what is not to be told
// says for how long ("no more", "anymore", "ever", "every time"; the first
// review of stop 98).
func quotedToMe(lower, c, verb string) bool {
	if verb != "tell" && verb != "call" {
		return false
	}
	before, rest, ok := strings.Cut(c, verb+" me ")
	if !ok {
		return false
	}
	if at := strings.Index(lower, c); at > 0 {
		before = lower[:at] + before
	}
	r, _ := utf8.DecodeRuneInString(rest)
	ownHead := func() bool { _, own := pastLeadInHead(lower); return own }
	return strings.ContainsRune("'\"‘“„«", r) && !marks(before, storySpeech) && (verb == "call" || marks(rest, toldNoMore)) &&
		(!strings.Contains(before, ":") || ownHead()) && // not "Text from my son: don't call me 'buddy' …" (the second review)
		!slices.ContainsFunc(plainWords(before), func(w string) bool { return strings.HasSuffix(w, "'s") || othersOwn[w] }) // nor "Mam's one rule — …", "Her golden rule, …" (the third)
}

var (
	// othersOwn are the possessives of someone else's: "her rule".
	othersOwn = wordSet(`her his their ihr ihre ihren sein seine seinen su sus`)
	// storySpeech report someone's words in a story.
	storySpeech = phrases(`goes|went|he's like|she's like|i'm like|was like|were like|says|said|told|asks|asked|sagt|sagte|meint|meinte|dice|dijo`)
	// toldNoMore say words are not to be told again, for good.
	toldNoMore = phrases(`no more|anymore|any more|ever_|every time|each time|at the end of|in your answers|nicht mehr|nie wieder|nunca|más_`)
)

// dissuades reports the words after a "don't" that would argue the person
// out of something, tried or not: "(don't) try to talk me out of the big
// cat", "talk me into a care home", "lecture me about sugar", "try to
// change my mind" — how the answers are never to speak to them.
func dissuades(ws []string) bool {
	for len(ws) > 0 && (ws[0] == "try" || ws[0] == "ever" || ws[0] == "to" || ws[0] == "even") {
		ws = ws[1:]
	}
	switch {
	case len(ws) < 2:
		return false
	case ws[0] == "talk" && ws[1] == "me" && len(ws) > 2 && (ws[2] == "out" || ws[2] == "into"):
		return true
	case ws[0] == "change" && (ws[1] == "my" || ws[1] == "our") && len(ws) > 2 && ws[2] == "mind":
		return true
	}
	return persuading[ws[0]] && (ws[1] == "me" || ws[1] == "us")
}

// saidFirst reports clauses before an order (lower-cased) that do not name
// someone else as its subject: "My daughters, thank God, don't nag me about
// the stairlift any more" tells what others do (the second review of stop
// 70); "Little thing, please don't …", "I know, I know, don't lecture me
// …", "It's my money, don't try to talk me out of it" are the person's own
// (the third).
func saidFirst(before []string) bool {
	if len(before) == 0 {
		return true
	}
	ws := plainWords(before[0])
	if len(ws) == 0 || len(ws) > 4 {
		return true
	}
	return !(ownedBy[ws[0]] || possessive[ws[0]] || othersFirst[ws[0]] || family[ws[0]] || relatives[ws[0]])
}

// ownedBy and othersFirst open a subject that is someone else: "my kids", "our
// neighbours", "the boys", "they", "everyone".
var (
	ownedBy     = wordSet(`my our mein meine unsere unser mi mis nuestro nuestra nuestros nuestras`)
	othersFirst = wordSet(`the they he she everyone everybody people die der los las ellos ellas sie er`)
)

// persuading are the verbs of arguing someone round: "convince me",
// "lecture me" (not "judge me", which people say in jest).
var persuading = wordSet(`convince persuade lecture preach nag moralise moralize`)

// contrastOpens open a clause that says the words before were a figure of
// speech: "Call me Scrooge, but …".
var contrastOpens = wordSet(`but aber pero though`)

// callWhen are the words after "don't call me" that say when or how a call is
// made, not what the person is called.
var callWhen = wordSet(`before after at on until till by tomorrow today tonight back again when if in during later now first anymore early late
	this next every morning evening night weekend friday saturday sunday monday tuesday wednesday thursday`)

// negatable are the verbs of how the assistant answers that a "don't" makes
// an order of ("don't describe", "do not mention"); not "tell" ("don't tell
// Dev", a secret), "answer" ("don't answer yet", a one-off), nor "use",
// "write", "bring" ("Don't use the car much these days, I cycle").
var negatable = wordSet(`describe mention list suggest recommend include format explain assume repeat`)

// manner reports an order on how to talk to the person: "Talk to me like a
// friend", "Sprich mit mir wie mit einer Freundin", "Háblame como a una
// amiga".
func manner(lower string) bool {
	var before []string
	for _, c := range clauses(lower) {
		if reportedHere(before) {
			return false // "My teenager keeps telling me: talk to me like an adult"
		}
		before = append(before, plainWords(c)...)
		c = strings.TrimSpace(c)
		for _, p := range []string{"talk to me like", "speak to me like", "talk to me as if", "speak to me as if", "talk to me as", "speak to me as",
			"sprich mit mir wie", "rede mit mir wie", "red mit mir wie", "sprich mit mir, als", "háblame como", "trátame como", "contéstame como", "respóndeme como"} {
			if strings.HasPrefix(c, p) || strings.HasPrefix(c, "please "+p) {
				return true
			}
		}
	}
	return false
}

// shapedAnswers reports an order to the assistant to give the person
// answers of a shape: "give me short replies, six bullet points at most",
// "give me short, simple answers", "dame respuestas más cortas", "gib mir
// kurze Antworten" — an order on how to answer holds without an "always".
// The answers are the person's ("me", "mir", "dame"): not "Write short
// replies under each review on our Google page", "Make the answers short on
// the quiz sheet"; nor those of given questions ("give me short answers to
// the quiz questions below").
func shapedAnswers(lower string) bool {
	ws := plainWords(lower)
	for k, w := range ws {
		to := k + 1 // the words after the order and whom it is for
		switch {
		case shapingToMe[w]:
		case shaping[w] && k+1 < len(ws) && toMe[ws[k+1]]:
			to = k + 2
		default:
			continue
		}
		if reportedHere(ws[:k]) {
			continue // "My boss says: give me short answers" is his
		}
		for i := to; i < len(ws) && i <= to+4; i++ {
			if !answerNouns[ws[i]] {
				continue
			}
			if i+1 < len(ws) && answersOf[ws[i+1]] {
				return false // "short answers to the quiz questions below": a task
			}
			for j := max(to, i-2); j <= i+2 && j < len(ws); j++ {
				if answerShapes[ws[j]] {
					return true
				}
			}
		}
	}
	return false
}

// answersWanted reports an order on the answers said without a verb, past a
// head of lead-in words or one that puts it first: "Short answers, please.",
// "One thing before we start: short answers, bor.", "Respuestas cortas, por
// favor." — the clause is the answers and what they are to be like, with
// nothing beside them but a "please" or an "only" (not "Short answers were
// all I got from him", "The answers are short", "Long answers to short
// questions, that's his style").
//
// Without a head it asks for them ("please", "only", "bitte", "por favor")
// or is all the sentence: "Short answers, that's all I got from the
// plumber", "Respuestas cortas, me dijo el médico" say what someone gave or
// said. Nor what someone said ("…, said the judge"), nor answers of either
// kind ("short answers, long answers, whatever suits").
func answersWanted(lower string) bool {
	rest, ok := pastLeadInHead(lower)
	headed := ok && rest != lower
	if !ok {
		head, after, _ := strings.Cut(lower, ": ")
		if !upFront(head) {
			return false
		}
		rest, headed = after, true
	}
	cs := clauses(rest)
	if len(cs) == 0 || asked(cs[0]) || marks(rest, sayingOf) {
		return false
	}
	noun, shape, asks := false, false, false // asks: a "please" or an "only" in the order or after it
	for _, w := range plainWords(cs[0]) {
		switch {
		case answerNouns[w]:
			noun = true
		case answerShapes[w]:
			shape = true
		case answersPlease[w]:
			asks = true
		case !answersFill[w]:
			return false
		}
	}
	for _, c := range cs[1:] {
		ws := plainWords(c)
		if slices.ContainsFunc(ws, func(w string) bool { return answerNouns[w] || answerShapes[w] }) {
			return false // "short answers, long answers, whatever suits"
		}
		asks = asks || slices.ContainsFunc(ws, func(w string) bool { return answersPlease[w] })
	}
	return noun && shape && (asks || headed || len(cs) == 1)
}

// answersPlease are the words that may stand beside a verbless order on the
// answers: "Short answers only, please", "Nur kurze Antworten, bitte",
// "Solo respuestas cortas, por favor", "Short and simple answers",
// "Respuestas más cortas".
var (
	answersPlease = wordSet(`please pls only just nur bitte solo sólo por favor`)
	answersFill   = wordSet(`and und y more más very muy`)
)

// sayingOf are the words that make an order someone else's or a sign's:
// "…, said the judge", "…, me dijo el médico", "…, sagt mein Chef".
var sayingOf = phrases(`said|says|told me|dijo|dice |decía|sagt|sagte|gesagt|meinte|on the sign|on the door|el cartel|das schild`)

var (
	// shaping are imperatives that hand over answers, before whom they are
	// for ("give me", "gib mir"); shapingToMe hold the "me" ("dame").
	shaping     = wordSet(`give write send make keep gib schreib schreibe mach gebt da haz escribe manda`)
	toMe        = wordSet(`me mir us uns`)
	shapingToMe = wordSet(`dame hazme escríbeme mándame danos`)
	// answerShapes say what answers are like.
	answerShapes = wordSet(`short shorter brief concise simple plain quick long longer detailed
	kurze kurz kürzere knappe knapp einfache ausführliche ausführlich ausführlicher lange länger
	cortas corta cortitas cortita corticas cortica breves sencillas simples largas detalladas`)
	// answersOf make the answers those of given questions.
	answersOf = wordSet(`to for on zu für auf a para de`)
)

// imperativeOrder reports a clause that opens with a verb of answering in
// the imperative and holds a word that makes it last: "Gib mir Maße ab jetzt
// immer in Zentimetern", "Dame las medidas siempre en centímetros", "Use
// metric units always" — not "Give me a minute, I always forget" (the
// "always" is another clause's).
func imperativeOrder(lower string) bool {
	var before []string
	lastingHead := false
	for _, c := range clauses(lower) {
		ws := plainWords(c)
		if reportedHere(before) {
			return false // "My boss said: call the clients every Friday from now on"
		}
		before = append(before, ws...)
		k := past(ws, imperativeLeadIns)
		// Not a form that is also an article or a subjunctive: Bavarian
		// "Des is … immer so gwesen", "da igual", "no me des".
		// Not what always happens, asked about ("Explain why my bread
		// always comes out flat", "Dime por qué el pan siempre …").
		// The lasting word says from when ("ab jetzt", "a partir de
		// ahora", "from now on"): an "always" may be the thing's ("a bread
		// recipe that never fails", "ein Rezept, das immer klappt").
		// "y de ahora en más escribime todo en minúsculas": from when,
		// before the verb.
		lasting := false
		if n := headAt(ws, k, sinceNow); n > 0 && k+n < len(ws) && rounding[ws[k+n]] {
			k, lasting = k+n, true // "Desde ahora redondea siempre al euro" ("desde ahora ensayamos …" is news)
		}
		if len(ws) > 0 && rounding[ws[len(ws)-1]] && slices.ContainsFunc(ws, func(w string) bool { return rounded[w] }) && marks(c, fromNow) {
			return true // "Bitte ab jetzt alle Beträge runden": the German verb last
		}
		if n := headAt(ws, k, fromNowOrToday); n > 0 && k+n < len(ws) {
			k, lasting = k+n, true
		} else if n > 0 {
			lastingHead = true // "From now on, round everything …": from when, a clause of its own
		}
		if k >= len(ws) {
			continue
		}
		rest := strings.Join(ws[k+1:], " ")
		if k+1 < len(ws) && (ws[k+1] == "wir" || ws[k+1] == "we" || ws[k+1] == "nosotros") {
			continue // "Ab heute verwenden wir in der Kita …": news of what we do
		}
		// Rounding what the answers give is an order on them too: "From
		// now on, round everything to the whole dollar".
		// What is rounded, or to what, within a few words: "round
		// everything", "runde ab sofort alle Beträge auf", "redondea
		// siempre al euro", "round to whole dollars" — not "round up the
		// kids".
		rounds := rounding[ws[k]] && slices.ContainsFunc(ws[k+1:min(k+5, len(ws))], func(w string) bool { return rounded[w] })
		if (output[ws[k]] || rounds) && !subjunctive[ws[k]] && (lasting || rounds && lastingHead || marks(rest, fromNow) || marks(rest, persistent) || everyTimeFor(ws, k, rest)) && !marks(c, revocation) &&
			!slices.ContainsFunc(ws[k+1:], func(w string) bool { return whWords[w] }) {
			return true
		}
		if correcting[ws[k]] && k+1 < len(ws) && (meObjects[ws[k+1]] || mine[ws[k+1]]) && (lasting || marks(rest, fromNow) || marks(rest, persistent) || marks(rest, everyTime)) {
			return true // "Correct my grammar every time I make a mistake", "Korrigier mich ab jetzt immer"
		}
	}
	return false
}

// rounding are the verbs of rounding figures, rounded what they round:
// "round everything", "runde alle Beträge", "redondea todo".
var (
	rounding = wordSet(`round runde runden redondea redondeá`) // not "rund": German "about" ("ab jetzt rund alle drei Stunden")
	sinceNow = phrases(`desde ahora|desde ya`)
	rounded  = wordSet(`everything all every each price prices amount amounts number numbers figure figures total totals cost costs whole nearest alles alle beträge preise summen zahlen ganze ganzen
	todo todos precios cantidades al entero enteros`)
)

// correcting are the verbs of correcting the person's own writing, mine the
// words of whose: "correct my grammar every time", "korrigier mich immer",
// "corrígeme siempre".
var (
	correcting = wordSet(`correct fix korrigier korrigiere verbessere verbesser corrige corregí corrígeme corrigeme`)
	mine       = wordSet(`my mein meine meinen meiner mi mis`)
)

// everyTimeFor reports an order at ws[k] that "every time" in rest makes
// last (imperativeOrder): one given to the assistant for the person or on
// what the answers hold — "tell me the weekday every time", "Nenn mir jedes
// Mal …", "Dime cada vez …", "Use metric units every time", "Gib die
// Temperaturen jedes Mal in Celsius an" — not news with the subject left out
// ("Keep getting the same error every time …", "Llama cada vez que hay
// truenos", "Erkläre ich … jedes Mal"; the reviews).
func everyTimeFor(ws []string, k int, rest string) bool {
	return k+1 < len(ws) && !strings.HasSuffix(ws[k], "ing") && !strings.HasSuffix(ws[k+1], "ing") && !pronounSubjects[ws[k+1]] &&
		(meObjects[ws[k+1]] || strings.HasSuffix(ws[k], "me") && len(ws[k]) > 3 || slices.ContainsFunc(ws[k+1:], unitOfAnswers)) &&
		marks(rest, everyTime)
}

// firstPerson are the words by which the person speaks of themselves (or
// their household) as the one who cannot solve it: "I don't know how", "no
// sé", "die ich nicht lösen kann", "Something we haven't solved yet".
var firstPerson = wordSet(`i i'm i've we we've we're ich wir sé yo nosotros nosotras hemos sabemos`)

// germanAddress are German's forms of address: "das mit dem Du".
var germanAddress = wordSet(`du sie siezen duzen`)

// saidWords are the past of saying, which make what follows a colon someone
// else's words.
var saidWords = wordSet(`said says told wrote texted sagt sagte meinte schrieb gsagt gesagt dice dijo decía escribió contestó`)

// unitOfAnswers reports a word of what the answers are given in: a look
// ("bullet points"), a unit or a measure ("metric", "Celsius", "Uhrzeit"), a
// source ("fuente", "Quelle").
func unitOfAnswers(w string) bool {
	return answerLook(w) || measures[w] || units[w] || answerUnits[w]
}

// answerUnits are what the answers may be given in or with.
var answerUnits = wordSet(`units celsius fahrenheit kilometres kilometers miles grams uhrzeit temperaturen einheiten
	quelle quellen source sources fuente fuentes métrico métrica sistema metric imperial metrisch metrische metrischen metrisches imperiales imperial
	gramm gramos grad grados kilo kilos kilogramm kilogramos metern metros litern litros zentimetern centímetros
	inches inch feet foot yards pounds ounces centimetres centimeters millimetres millimeters metres meters litres liters gallons
	zoll fuß pfund zentimeter millimeter pulgadas libras onzas milímetros`) // not "pies", "pints" (food and drink; the review of stop 78)

// asksSelf reports words in which the person asks, themselves: "I'll ask
// one thing of you", "I ask you", "we'd ask".
func asksSelf(ws []string) bool {
	for i := 1; i < len(ws); i++ {
		if (ws[i] == "ask" || ws[i] == "asking") && (askers[ws[i-1]] || i > 1 && askers[ws[i-2]]) {
			return true
		}
	}
	return false
}

// reasonAsks reports a reason with a question in it: a wh-word, not the
// "what" of "what they were", "what it used to be".
func reasonAsks(ws []string) bool {
	for j, w := range ws {
		if !whWords[w] {
			continue
		}
		if w == "what" && j+2 < len(ws) && (subjects[ws[j+1]] || ws[j+1] == "i" || ws[j+1] == "they") && (copulas[ws[j+2]] || ws[j+2] == "used") {
			continue
		}
		return true
	}
	return false
}

// askers are the person as the one who asks.
var askers = wordSet(`i i'll i'd i'm we we'll we'd we're`)

// reasonAt is the index of the first word in ws that opens a reason — a
// conjunction of cause ("because", "'cause", "weil", "porque") or an old
// "for" before a clause of its own ("for my eyes are not what they were",
// "for I can't read small print") — or -1. Not "for" before a thing ("for
// the birthday card": what it is for).
func reasonAt(ws []string) int {
	for i, w := range ws {
		if causes[w] {
			return i
		}
		if i == 0 && i+2 < len(ws) && reasonSubjects[w] && w != "i" && slices.ContainsFunc(ws[i+1:min(i+4, len(ws))], func(v string) bool { return finiteBe[v] }) {
			return i // "…, my eyes are not what they were"
		}
		if (w == "for" || w == "as") && i+2 < len(ws) && reasonSubjects[ws[i+1]] && slices.ContainsFunc(ws[i+2:min(i+5, len(ws))], func(v string) bool { return finiteBe[v] }) {
			return i
		}
	}
	return -1
}

var (
	// causes open a reason.
	causes = wordSet(`because 'cause cause cos since weil denn porque pues`)
	// reasonSubjects may open the clause of an old "for": "for my eyes are
	// …", "for I can't …".
	reasonSubjects = wordSet(`my our i i'm we we're`)
	// finiteBe are the verbs that make what follows "for" a clause.
	finiteBe = wordSet(`is are am was were isn't aren't wasn't weren't can can't cannot don't doesn't won't will`)
)

// meObjects are the person as the one an order is for: "tell me", "nenn
// mir".
var meObjects = wordSet(`me mir mich`)

// speaksPlainly reports an order on how to talk to the person, in the words
// people open a conversation with: "Please talk to me in plain English, no
// big words", "explain everything to me in simple English", "schreib mer
// höchstens fünf Sätze am Stück", "red mit mir ka Bundesdeutsch",
// "contéstame en castellano" — a verb of talking at the clause's head, then
// only whom it is for and how: a register or a language, or a limit with a
// number. Not a one-off with a thing of its own ("Explain the difference
// between the two plans in simple English"), nor what is asked ("explain
// why …"), nor someone else's words.
func speaksPlainly(lower string) bool {
	var before []string
	// A short head before a colon that reports nothing asks for the order
	// after it ("I'll ask one thing of you: answer me in plain short
	// sentences"): its words do not make the order someone else's.
	skip := 0
	if head, _, ok := strings.Cut(lower, ": "); ok && len(strings.Fields(head)) <= 8 {
		hw := plainWords(head)
		if others := reportedHere(hw) || slices.ContainsFunc(hw, func(w string) bool { return sayingToo[w] }); !others || asksSelf(hw) {
			skip = len(hw) // not "My boss begged: write to me …" (a review)
		}
	}
	cs := clauses(lower)
	for i := 0; i < len(cs); i++ {
		if reportedHere(before[min(skip, len(before)):]) {
			return false
		}
		ws := plainWords(cs[i])
		before = append(before, ws...)
		k := past(ws, imperativeLeadIns)
		kept := k+1 < len(ws) && ws[k] == "keep" && speakingOn[ws[k+1]]
		if kept {
			k++ // "Keep talking to me in plain English"
		}
		if k >= len(ws) || !(kept || speaking[ws[k]] || writing[ws[k]]) {
			continue
		}
		how := false
		for j := k + 1; j < len(ws); j++ {
			w := ws[j]
			switch {
			case languages[w] || registers[w] && manners[ws[j-1]]:
				how = true // "talk to me in plain English", "red mit mir ka Bundesdeutsch", "answer me in English only"
			case limitAt(ws, j):
				how = true // "schreib mer höchstens fünf Sätze"
				j += 2
			case registers[w] && j == k+1 && (j+1 == len(ws) || alsoOrder(ws, j+1)):
				how = true // "Talk plain and keep it under a hundred words"
			case how && alsoOrder(ws, j):
				j = len(ws) // "…, and keep it under a hundred words": a second order on the answers
			case towardMe[w] || everything[w] || manners[w] || negations[w] || dialectNone[w] || imperativeLeadIns[w] || habits[w] || registers[w] || solely[w] ||
				answerShapes[w] || freely[w]:
				// "Contésteme cortito, …", "in English only", "schreib ruhig länger, bis zu zehn Sätze"
			case how && (w == "am" || w == "stück" || w == "no" || w == "big" || w == "words" || w == "jargon" || w == "nada" || w == "de" || tongue[w] || textUnits[w]):
				// "answer me in plain short sentences"
			default:
				// A thing of its own ("explain it", "das"), someone else
				// ("to her"), what is asked ("what a tracker mortgage is"),
				// what it is for ("for the birthday card"): one answer.
				return false
			}
		}
		if !how && i+1 < len(cs) {
			// "Contésteme cortito, máximo cinco líneas": how much, in the
			// clause after the order.
			if next := plainWords(cs[i+1]); limitAt(next, 0) {
				how, i = true, i+1
				before = append(before, next...)
			}
		}
		if how {
			// Not once ("Explain it in simple English this time"), not
			// someone else's words ("…, the teacher said"), nor a question
			// or a purpose in the clauses after it ("Erklär mir auf
			// Deutsch, was eine Grundschuld ist"; "…, it's for a card":
			// beneficiary).
			all := plainWords(lower)
			rest := all[min(len(before), len(all)):]
			if len(rest) > 1 && evenIf[rest[0]+" "+rest[1]] {
				rest = nil // "…, even when I throw Maltese words in": it holds all the more
			}
			spoken := all[min(skip, len(all)):] // the words that may say it is someone else's
			if r := reasonAt(rest); r >= 0 && !reasonAsks(rest[r:]) {
				// "…, for my eyes are not what they were": why, no
				// question; nor someone else's words ("…, because my son
				// reads them out to me"). A reason that asks keeps its
				// question ("…, because I don't get what an ISA is", "…,
				// my landlord is asking what a break clause is": one
				// answer; the reviews).
				spoken = spoken[:len(spoken)-(len(rest)-r)]
				rest = rest[:r]
			}
			return !marks(lower, onceOnly) && !marks(lower, again) &&
				!slices.ContainsFunc(spoken, func(w string) bool { return saying[w] || sayingToo[w] }) &&
				!slices.ContainsFunc(rest, func(w string) bool { return whWords[w] || beneficiary[w] })
		}
	}
	return false
}

// towardMe are the words of whom an order on talking is for: the person.
var towardMe = wordSet(`to with me mi mí mer mir mich mit a conmigo`)

// limitAt reports a limit of text at ws[j]: "höchstens fünf Sätze", "máximo
// cinco líneas", "at most five lines" (from "most"), "under a hundred
// words", "bis zu zehn Sätze", "no more than ten lines".
func limitAt(ws []string, j int) bool {
	if j+1 < len(ws) && capPairs[ws[j]+" "+ws[j+1]] {
		j++
	} else if j >= len(ws) || !capped[ws[j]] {
		return false
	}
	for j+1 < len(ws) && (ws[j+1] == "a" || ws[j+1] == "an" || ws[j+1] == "than") {
		j++
	}
	return j+2 < len(ws) && numeral(ws[j+1]) && textUnits[ws[j+2]]
}

// alsoOrder reports a second order on the answers at ws[j], after "and":
// "and keep it …", "and no lists", "und keine Emojis", "y sin …".
func alsoOrder(ws []string, j int) bool {
	return j+1 < len(ws) && (ws[j] == "and" || ws[j] == "und" || ws[j] == "y") && (ws[j+1] == "keep" || negations[ws[j+1]] || ws[j+1] == "no")
}

// freely are the words that let the assistant do as it says: "schreib
// ruhig länger", "feel free".
var freely = wordSet(`ruhig gern gerne tranquilo`)

// capPairs are the limits said in two words: "up to", "bis zu".
var capPairs = map[string]bool{"up to": true, "bis zu": true, "no more": true}

// sayingToo are words of saying that saying leaves out: "sagte", "dijo".
var sayingToo = wordSet(`sagte sagt gesagt meinte dijo dice begged begs sagten`)

// speaking are the verbs of how to talk to the person; writing those that
// take a limit of text.
var (
	speaking = wordSet(`talk speak explain sprich sprecht rede red redet erklär erkläre habla hablá háblame hablame explica explícame explicame`)
	writing  = wordSet(`write answer reply schreib schreibe antworte escribe escríbeme escribime escriba escríbame contesta contéstame conteste contésteme responde respóndeme responda respóndame`)
	// speakingOn are the forms of talking after "keep": "Keep talking to me
	// in plain English".
	speakingOn = wordSet(`talking speaking writing answering explaining`)
	// tongue names a language after its register: "in einfacher Sprache".
	tongue = wordSet(`language sprache lenguaje idioma`)
	// solely says a language is the only one: "in English only".
	solely = wordSet(`only nur solo sólo solamente únicamente`)
	// evenIf open a clause that makes an order hold all the more: "even
	// when I throw Maltese words in", "auch wenn ich …", "aun cuando …".
	evenIf = map[string]bool{"even when": true, "even if": true, "auch wenn": true, "selbst wenn": true, "aun cuando": true, "aun si": true, "incluso si": true, "incluso cuando": true}
	// manners open how: "in plain English", "auf gut Deutsch", "en
	// castellano".
	manners   = wordSet(`in auf en`)
	textUnits = wordSet(`lines line sentences words paragraphs zeilen sätze sätz satz wörter absätze líneas frases palabras párrafos renglones`)
)

// registers and languages say how to talk; capped how much ("at most five
// lines", "höchstens fünf Sätze", "máximo cinco líneas").
var (
	registers  = wordSet(`plain simple easy basic short brief einfach einfache einfachen einfacher kurz kurze sencillo sencilla sencillas corto corta cortas breve`, smallShort)
	languages  = wordSet(tongueList, `castellano bundesdeutsch hochdeutsch`)
	capped     = wordSet(`most max maximum höchstens maximal máximo mucho under below within hasta`)
	everything = wordSet(`everything all things alles todo toda todos todas`)
	// dialectNone say "no" in the South: "red mit mir ka Bundesdeutsch".
	dialectNone = wordSet(`ka kei koa koan koane`)
)

// indirectQuestion reports a clause that asks without a question mark,
// opening with what it asks: "cómo armo las mesas sin que …", "how we split
// the costs", "wie wir die Kosten teilen".
func indirectQuestion(lower string) bool {
	first := strings.Trim(nthWord(lower, 0), "¿¡\"'")
	if w, ok := strings.CutSuffix(first, "'s"); ok && whWords[w] && w != "what" {
		first = w // "who's driving us", "where's it going to be"; not "what's more"
	}
	if exclaimed[strings.Trim(nthWord(lower, 1), ",.!")] || exclaimsWhatA(lower) {
		return false // "how lucky we were", "qué bien lo pasamos", "qué rico estuvo", "what a mess that was"
	}
	return whWords[first] && first != "por" || first == "whether" || first == "ob"
}

// onWhomItNames reports a later clause c of a question (rest) that says
// more of whom or what it names: a "que" or "who" clause ("…, quién va a
// traer a la tía Remedios desde Almazán, que ya no conduce") that settles
// nothing ("…, que lo hace mi suegra", "…, que ya se ofreció mi hermana",
// "…, que al final se lo queda mi vecina" settle it).
func onWhomItNames(c string) bool {
	ws := plainWords(c)
	if len(ws) < 2 || !relativePronouns[ws[0]] && ws[0] != "que" || marks(c, seesToIt) || marks(c, settlingWords) {
		return false
	}
	// "que lo recoge Carmen", "que al final se lo queda Marta": the task
	// ("lo") done by someone; "que lo hace mi suegra": someone of the
	// person's does it (not "que la operan el lunes", "que le cuesta
	// andar": of whom it is about).
	if slices.Contains(ws[1:min(5, len(ws))], "lo") {
		return false
	}
	for k := 1; k+1 < len(ws); k++ {
		if someones[ws[k]] && (family[ws[k+1]] || relatives[ws[k+1]] || kin[ws[k+1]]) {
			return false
		}
	}
	return true
}

// kin are more of whom a task is handed to, beside family and relatives: "mi
// suegra", "mi vecina", "mi primo".
var kin = wordSet(`suegra suegro vecina vecino prima primo tía tío madre padre cuñada cuñado sobrina sobrino mujer novia novio neighbour neighbor cousin aunt uncle`)

// settlingWords say someone took a task on: "lo hace", "se ofreció", "se
// encarga" — beside seesToIt, which onWhomItNames asks too.
var settlingWords = phrases(`lo hace|la hace|los hace|se ofreció|se encarga|ya me dijo|will do it|said she would|said he would|offered|agreed|will take|is taking|übernimmt`)

// worriedTask reports the rest of a worry's head, past its "who", as a task
// the person has to see done (worriedOpen): a word of what is to be done, no
// contest nor what no one could answer, and a later clause only on whom it
// names.
func worriedTask(rest string) bool {
	ws := plainWords(rest)
	return (toDo(ws, 0) || doesItGerman(ws)) && !slices.ContainsFunc(ws, func(w string) bool { return contested[w] || noOneAnswers[w] }) &&
		!slices.ContainsFunc(clauses(rest)[1:], func(c string) bool { return !onWhomItNames(c) })
}

// doesItGerman reports a short German "wer" clause whose verb, last, is a
// task someone is to take on, in the present as German says what is to
// come: "wer die Buchhaltung macht", "wer uns am Samstag fährt" — not what
// someone keeps doing ("wer nachts um drei noch Rasen mäht", "wer ständig
// Lärm macht"; a review of stop 56).
func doesItGerman(ws []string) bool {
	n := len(ws)
	return n >= 3 && n <= 8 && ws[0] == "wer" && germanTasks[ws[n-1]] && !slices.ContainsFunc(ws, func(w string) bool { return habitual[w] })
}

var (
	// germanTasks are the verbs of a task to take on.
	germanTasks = wordSet(`macht übernimmt organisiert holt abholt bringt fährt kocht backt spielt leitet moderiert betreut aufbaut abbaut putzt führt`)
	// habitual say someone keeps doing it.
	habitual = wordSet(`nachts immer ständig dauernd jeden jede jedes always constantly nightly siempre cada`)
)

// openAskers ask for someone still to find: an indirect question under a
// worry that they open, of what is to be done, is one to solve.
var openAskers = wordSet(`who who's wer quién quien`)

// becomesNext are who others choose: "who's going to be the new manager",
// "quién va a ser el nuevo jefe" (a review of stop 61).
var becomesNext = phrases(`be the new|be the next|ser el nuevo|ser la nueva|ser el próximo|ser la próxima`)

// othersChoose reports what a question word opens that others decide: who
// wins, who is elected, who becomes the new one ("who'll win the election",
// "quién va a ser el nuevo entrenador", "wer der neue Trainer wird").
func othersChoose(rest string) bool {
	ws := plainWords(rest)
	if slices.ContainsFunc(ws, func(w string) bool { return contested[w] }) || marks(rest, becomesNext) {
		return true
	}
	return len(ws) >= 4 && ws[0] == "wer" && germanArticle[ws[1]] && (ws[2] == "neue" || ws[2] == "nächste") && ws[len(ws)-1] == "wird"
}

// contested are what others decide, not a task of the person's: "who's
// going to win Bake Off", "quién va a ganar la liga", "who's going to
// replace the manager".
var contested = wordSet(`win won winning ganar gana gewinnen gewinnt replace reemplazar sustituir ersetzen elected elegido`)

// noOneAnswers are the words of a "who" that no one is to answer: "wer soll
// das bezahlen", "quién va a pagar todo esto", "who's going to pay for all
// this".
var noOneAnswers = wordSet(`das dies all this that esto eso todo können könnte could querer want`)

// exclaimsWhatA reports "what a …" said of something, not asked: "what a
// day", "what a mess that was" — not "what a fair price for the van would
// be" (a review).
func exclaimsWhatA(lower string) bool {
	ws := plainWords(lower)
	if len(ws) < 3 || ws[0] != "what" && ws[0] != "how" || ws[1] != "a" && ws[1] != "an" {
		return false
	}
	n := len(ws)
	return n <= 3 || n <= 6 && pointing[ws[n-2]] && copulas[ws[n-1]]
}

// whetherSi reports a rest that opens with the Spanish "si" of whether:
// "Sigue pendiente: si mi tía viene o no".
func whetherSi(rest string) bool { return nthWord(rest, 0) == "si" }

// exclaimed are the words after "how", "qué", "wie" in an exclamation, not
// a question.
var exclaimed = wordSet(`lucky nice good great lovely beautiful wonderful awful funny kind sweet
	schön toll gut lustig nett herrlich
	bien mal rico rica lindo linda bonito bonita bueno buena suerte pena gusto alegría hermoso hermosa`)

// laterWords end a label that puts what follows off, with a thing to think
// of in it: "Something to chew on later: …?", "Etwas zum Nachdenken für
// später: …?" — not "Guardé un trozo de tarta para luego: ¿a que no sabes
// …?".
var (
	laterWords = wordSet(`later später luego después`)
	// laterHeads put what follows on a list for later.
	laterHeads = phrases(`later pile|for the list|on the list|for the pile|no rush|nae rush|no hurry|park this|not urgent|für die liste|auf die liste|keine eile|nicht dringend|no es urgente|
	hat zeit|pregunta para después|pregunta para luego|para la lista|sin prisa|no me la conteste|no me lo contestes|no me la contestes`)
	toThinkOf = phrases(`something to|thing to|stuff to|one to|etwas zum|was zum|algo para|algo que`)
)

// whWords open what is asked about inside a clause.
var whWords = wordSet(`why how what where when who which warum wieso weshalb wie was wo wann wer qué por cómo dónde cuándo quién quiénes cuál cuáles cuánto cuánta cuántos cuántas`)

// subjunctive are the words of output that are no imperative at a clause's
// start.
var subjunctive = wordSet(`des da uses digas pongas escribas contestes llames sugieras mandes recomiendes propongas response responses answers replies suggestion suggestions
	usés digás pongás escribás contestés llamés sugerás mandés recomendés propongás`)

// allowedAgain reports a line that lets the assistant do again what an
// instruction had ruled out, or says a way of answering is fine now: "You
// can use bullet points again", "Du kannst wieder Aufzählungen benutzen",
// "Ya puedes volver a usar emojis", "Actually, long answers are fine now",
// "Emojis are fine again" — an instruction, which updates the ban it speaks
// of (ruleUpdate). The way of answering is what the clause is about, in a
// statement: not "My phone is fine now that I use the new charger", "The
// text is fine now, thanks", "Lucas's maths answers are fine now", nor a
// request ("Kannst du mir die Liste wieder schreiben?").
func allowedAgain(lower string) bool {
	if strings.Contains(lower, "?") {
		return false
	}
	for _, c := range clauses(lower) {
		ws := plainWords(c)
		k := past(ws, leadIns, articles)
		switch {
		case k < len(ws) && tongues[ws[k]] && (marks(c, fineNow) || len(ws) <= k+3 && marks(c, again)) && len(plainWords(lower)) <= 7 &&
			!slices.ContainsFunc(plainWords(lower), func(w string) bool { return thirdParties[w] }):
			// "English is fine again", "Englisch ist wieder okay" — not
			// "French is fine now, it's maths she struggles with".
			return true
		case k+1 < len(ws) && (answerThing(ws[k]) || answerThing(ws[k+1])) && marks(c, fineNow):
			return true // "long answers are fine now", "Las respuestas largas ya están bien"
		case marks(strings.Join(ws[k:min(k+3, len(ws))], " "), mayAgain) && (marks(c, again) || marks(lower, changedMind) || marks(c, mayNow)) &&
			slices.ContainsFunc(ws, styleVerb) && slices.ContainsFunc(ws, answerThing):
			return true // "you can use bullet points again", "Ya puedes usar emojis, he cambiado de opinión"
		case marks(c, asLongAsLiked) && aimedAtAnswers(lower):
			return true // "Give me the whole thing now, long as you like", "schreib so lang du willst"
		}
	}
	return false
}

// asLongAsLiked say the answers may be as long as the assistant likes.
var asLongAsLiked = phrases(`long as you like|long as you want|long as you wish|so lang du willst|so lange du willst|so lang wie du willst|so lange wie du willst|lo largo que quieras|tan largo como quieras|tan largo como te dé la gana`)

// aimedAtAnswers reports a sentence with a clause that opens, past lead-in
// words, with a verb of answering in the imperative to the person ("Give me
// the whole thing now", "Schreib ruhig …", "Dame todos los detalles"), none
// of it someone else's words — not a draft for someone else ("Write my
// brother a text: keep the car as long as you like", "Schreib meiner Tante:
// …"; a review).
func aimedAtAnswers(lower string) bool {
	if othersWords(lower) {
		return false
	}
	if head, rest, ok := strings.Cut(lower, ": "); ok {
		if slices.ContainsFunc(plainWords(head), func(w string) bool { return output[w] || drafts[w] }) {
			return false
		}
		lower = rest
	}
	for _, c := range clauses(lower) {
		ws := plainWords(c)
		k := past(ws, imperativeLeadIns, alsoLeadIns, pleaseWords)
		if k >= len(ws) || !output[ws[k]] || subjunctive[ws[k]] {
			continue
		}
		// To the person ("Give me", "schreib mir", "dame", "cuéntame"), or a
		// verb of writing an answer out with no one else after it ("Schreib
		// ruhig so lang du willst") — not "Keep them as long as you like",
		// "Tell him keep the bike …" (the reviews).
		if slices.ContainsFunc(ws[k+1:min(k+4, len(ws))], func(w string) bool { return w == "me" || w == "mir" }) && !slices.ContainsFunc(ws[k+1:min(k+3, len(ws))], func(w string) bool { return toOthers[w] }) ||
			ws[k] == "dame" || ws[k] == "dime" || strings.HasSuffix(ws[k], "me") && enclitic(ws[k]) ||
			k+1 < len(ws) && answeringProper[ws[k]] && !toOthers[ws[k+1]] && !isCapitalized(nthWord(c, k+1)) {
			return true // "Explain it to me properly, …", "Write it all out, long as you like" (a review)
		}
	}
	return false
}

var (
	// drafts are the words of a text to write for someone else.
	drafts = wordSet(`draft text message reply note email letter entwurf nachricht antwort brief mensaje carta respuesta correo`)
	// answeringProper are the verbs of writing an answer out (among output,
	// which aimedAtAnswers asks first); toOthers the words after them that
	// send it to someone else ("Tell him …", "Write back to Gran …",
	// "Schreib ihm …").
	answeringProper = wordSet(`explain write answer erkläre schreib schreibe antworte explica escribe responde contesta`)
	toOthers        = wordSet(`him her them his their back to ihm ihr ihnen zurück meiner meinem a al le les`)
)

// answerThing reports a word for the answers or how they look: "answers",
// "Antworten", "respuestas", "emojis", "bullet" — not "text", "table",
// "Tabelle", "tabla" or "bold", which are as often a message, furniture, a
// spreadsheet, a floorboard or a move.
func answerThing(w string) bool {
	return answerLooks[w] || answerNouns[w]
}

var (
	answerNouns = wordSet(`answers replies responses antworten respuestas`)
	answerLooks = wordSet(`emoji emojis emoticons markdown bullet bullets headings
	stichpunkte aufzählungen aufzählungszeichen überschriften viñetas negritas`)
	// leadIns may open a clause before what it is about.
	leadIns = wordSet(`actually ok okay so also and but oh well honestly y und also pues bueno vale ya`)
	// changedMind say the person changed their mind.
	changedMind = phrases(`changed my mind|anders überlegt|cambiado de opinión`)
)

var (
	// fineNow say a way of answering is allowed now.
	fineNow = phrases(`are fine now|is fine now|are fine again|is fine again|are okay now|is okay now|are ok now|is ok now|are okay again|
	is okay again|are allowed again|are allowed now|is allowed now|sind wieder erlaubt|ist wieder erlaubt|sind jetzt erlaubt|
	ist jetzt okay|sind jetzt okay|sind jetzt doch okay|ist jetzt doch okay|sind wieder okay|ist wieder okay|sind jetzt in ordnung|
	ya está bien|ya están bien|ya vale|ya valen|ya me valen`)
	// mayAgain let the assistant do something; again says it had been ruled out.
	mayAgain = phrases(`you can|you may|feel free to|du kannst|du darfst|kannst du|darfst du|puedes|ya puedes|puede usted|podés`)
	again    = phrases(`again|wieder|otra vez|de nuevo|nuevamente|volver a`)
	// mayNow allow something from now, as "again" does: "Ya puedes usar
	// emojis", "You can now use bullet points".
	mayNow = phrases(`ya puedes|ya podés|ya pueden|you can now|du kannst jetzt|du darfst jetzt`)
)

// formality says how formal the answers are to be: "keeping it formal".
var formality = wordSet(`formal informal casual chatty polite friendly förmlich locker formell informell cercano`)

// verblessFromNow reports a sentence that names, without a verb, how things
// are to be from now on, with a please: "Ordinary writing from here on,
// please", "Plain English from now on, please", "Kurze Antworten ab jetzt,
// bitte" (a part read at stop 66). At most three words before the marker,
// none of them someone doing something ("We from now on, please" is no
// sentence; "I'm cooking from now on, please note" names a subject).
func verblessFromNow(lower string) bool {
	if !marks(lower, fromNow) {
		return false // most lines: read no further
	}
	polite := marks(lower, politeness)
	cs := clauses(pastTag(lower))
	if len(cs) > 1 {
		if lead := plainWords(cs[0]); len(lead) == 1 && tones[lead[0]] {
			cs = cs[1:] // "Right, plain English from now on, please."
		}
	}
	if len(cs) == 0 || len(cs) > 2 {
		return false
	}
	from, at := markSpan(cs[0], fromNow)
	if from < 0 {
		return false
	}
	before := plainWords(cs[0][:from])
	after := plainWords(cs[0][at:])
	if !polite {
		// Or an "only" says it is an order: "Plain words only from here
		// on." (a rule of a part read at stop 80).
		// Or before the way: "Only plain words from here on." (a review of
		// stop 80).
		switch {
		case len(before) < 2 || len(after) > 0 || len(cs) > 1:
			return false
		case solely[before[len(before)-1]]:
			before = before[:len(before)-1]
		case solely[before[0]]:
			before = before[1:]
		default:
			return false
		}
	}
	if len(before) == 0 || len(before) > 3 || len(after) > 1 || len(cs) == 2 && !marks(cs[1], politeness) {
		return false
	}
	// A way of writing is named: not a wish ("Sunshine from now on,
	// please!"; the first review of stop 66).
	// The way is the noun: "Plain English", "Kurze Antworten",
	// "Respuestas cortas" — not "Plain sailing", "English breakfast",
	// "Short queues" (the second review of stop 66).
	last := before[len(before)-1]
	wayNoun := func(w string) bool {
		return answerLook(w) || tongues[w] || textUnits[w] || shouting[w] || writingWays[w]
	}
	way := wayNoun(last) || (lengths[last] || registers[last]) && wayNoun(before[0])
	return way && !slices.ContainsFunc(before, func(w string) bool {
		return subjects[w] || persons[w] || objects[w] || copula[w] || pleaseWords[w] || possessive[w] || wishWords[w]
	})
}

// unitsFromNow reports an order on units said with "from now on" and a
// please, the units a clause of their own: "Also, from now on, pounds only
// please", "Ab jetzt nur Euro, bitte", "De ahora en adelante, en libras,
// por favor" (a part read at stop 67) — every word of that clause a unit or
// the words around one, no one else's words ("From now on, pounds only,
// the baker said, please").
func unitsFromNow(lower string) bool {
	if !marks(lower, fromNow) || othersWords(lower) || asked(lower) || marks(lower, thisOnce) {
		return false
	}
	// Without a please, an "always" and nothing but the units and when:
	// "Celsius and kilometres from now on, always." (a rule of dev107,
	// lost) — not "Euros from now on, the bank says", nor the assistant's
	// "Miles from now on." (a review of stop 67's test).
	polite := marks(lower, politeness)
	always := slices.ContainsFunc(plainWords(lower), func(w string) bool { return w == "always" || w == "immer" || w == "siempre" })
	allOnly := true // every clause only units and the words around them
	// The clause that says from now on says nothing else but the units
	// ("From now on I get paid in euros, not pounds, so please wish me
	// luck" is news; the first review of stop 67), and the units are what
	// is asked for, not what is not ("not pounds").
	units := false
	for _, c := range clauses(lower) {
		said := c
		if from, at := markSpan(c, fromNow); from >= 0 {
			said = c[:from] + " " + c[at:] // "a partir de ahora" is no unit's word
		}
		ws := plainWords(said)
		only := !slices.ContainsFunc(ws, func(w string) bool {
			return !unitTail[w] && !unitWord(w) && !pleaseWords[w] && !tones[w] && !alsoLeadIns[w] && !wholeOf[w]
		})
		if marks(c, fromNow) && !only {
			return false
		}
		allOnly = allOnly && only
		if only && slices.ContainsFunc(ws, unitWord) && !slices.ContainsFunc(ws, func(w string) bool { return negations[w] || w == "not" || w == "no" || w == "nicht" }) {
			units = true
		}
	}
	return units && (polite || always && allOnly)
}

// wholeOfKind open a clause that names all things of a kind: "anything to
// do with the boat", "everything about the tiles".
var wholeOfKind = wordSet(`anything everything`)

// wholeOf say all of what is measured: "everything in kilos", "todo en
// kilos", "alles in Kilo" (the first review of stop 67).
var wholeOf = wordSet(`everything all alles todo toda todos todas`)

// writingWays are the words of how text is written.
var writingWays = wordSet(`writing handwriting words schrift escritura wörter palabras`) // not "Plain type from now on" of a printer (the third review)

// wishWords are the words of a wish, not an order: "Que siga así a partir de
// ahora, por favor".
var wishWords = wordSet(`que así so like this that dass hope ojalá`)

// persons are the pronouns of the speaker and the one spoken to.
var persons = wordSet(`i i'm i'll we we're we'll you you're ich wir du yo nosotros tú`)

// stopsLook reports the person telling the assistant it can stop a way of
// answering: "you can stop the capital letters now", "you can knock off the
// emojis", "feel free to stop using capital letters", "ya puedes dejar las
// mayúsculas" (a part read at stop 66) — what follows, to the clause's end,
// a look, a language, a length or the capitals of the answers, not "you can
// stop the letters to the council" (the first review of stop 66).
func stopsLook(lower string) bool {
	from, at := markSpan(lower, stopping)
	if at < 0 {
		return false
	}
	if !ownSaying(lower, from) {
		return false
	}
	ws := plainWords(clauseEnd(lower[at:]))
	if k := slices.IndexFunc(ws, func(w string) bool { return w == "now" || w == "ya" || w == "jetzt" }); k > 0 {
		ws = ws[:k+1] // "… the capital letters now that my grandson …"
	}
	// "you can stop writing in capitals", "ya puedes dejar de escribir en
	// mayúsculas" (the second review of stop 66).
	for len(ws) > 0 && stopLeads[ws[0]] {
		ws = ws[1:]
	}
	for len(ws) > 0 && stopTails[ws[len(ws)-1]] {
		ws = ws[:len(ws)-1]
	}
	// Two ways at once: "the capital letters and the bullet points" (the
	// third review of stop 66).
	ws = slices.DeleteFunc(ws, func(w string) bool {
		return w == "and" || w == "und" || w == "y" || w == "the" || w == "die" || w == "las" || w == "los"
	})
	if len(ws) == 0 || len(ws) > 5 {
		return false
	}
	return !slices.ContainsFunc(ws, func(w string) bool {
		// Not a language: "Apparently you can drop Spanish now" is news of
		// a school (the third review of stop 66).
		return !(answerLook(w) || shouting[w] || lengths[w] || textUnits[w] || w == "letters" || w == "points" || w == "all" || w == "in")
	})
}

// colonLead is the words of the clause that a colon closes, when a colon is
// the last clause mark before at in lower ("I texted our Josh: …", "Ich hab
// dem Leon gesagt: …"): back to the clause mark before it. Nil when another
// mark, or none, is the last.
func colonLead(lower string, at int) []string {
	k := strings.LastIndexAny(lower[:at], ",.;:!?")
	if k < 0 || lower[k] != ':' {
		return nil
	}
	lead := lower[:k]
	if j := strings.LastIndexAny(lead, ",.;!?"); j >= 0 {
		lead = lead[j+1:]
	}
	return plainWords(lead)
}

// ownSaying reports that what opens at from in lower is the person's own
// saying to the assistant: not denied nor reported ("I never said you can
// stop the capital letters", "I'm not saying you can stop …", "Don't think
// you can stop …"; the second review of stop 66) — "Forgot to say, you can
// stop …", "I think you can stop …" are (the third). A negation counts in
// its own clause only ("No worries, you can stop …" is the person's); words
// of saying someone else's ("I told him you can stop …", "Mrs Khan says you
// can stop the tables now") are advice to another (the fourth review of
// stop 66), and so is what "apparently" hands on ("Apparently you can drop
// Spanish now"; the second review of stop 67).
func ownSaying(lower string, from int) bool {
	head := lower[:from]
	if k := strings.LastIndexAny(head, ",.;:!?"); k >= 0 {
		head = head[k+1:]
	}
	if k := strings.LastIndex(head, " so "); k >= 0 {
		head = head[k+4:] // "The optician says my eyes are grand now so you can stop …" (the sixth review)
	}
	// In its own clause only: "The optician says my eyes are better, so
	// you can stop …", "As I said, you can stop …" take back (the fifth
	// review of stop 66).
	before := plainWords(head)
	// Written to another: "I texted our Josh: you can stop …", "Le escribí
	// a mi nieto: ya puedes dejar …" (the fifth review) — not the person's
	// own heading: "Update to what I wrote on day 1: …" (the sixth).
	if lw := colonLead(lower, from); !slices.Contains(lw, "what") && slices.ContainsFunc(lw, func(w string) bool { return reportWords[w] || messaging[w] }) {
		return false
	}
	for k, w := range before {
		// "saying to our Josh" tells another; "What I'm saying is you can
		// stop …" is the person's own (the sixth review).
		if reportWords[w] && (w != "saying" || k+1 < len(before) && before[k+1] == "to") || w == "say" && (k == 0 || before[k-1] != "to") {
			return false
		}
	}
	return !slices.ContainsFunc(before, func(w string) bool {
		return negations[w] || w == "never" || w == "don't" || w == "not" || w == "dont" || handedOn[w]
	})
}

// handedOn say what follows is what the person heard: "Apparently you can
// drop Spanish now".
var handedOn = wordSet(`apparently supposedly anscheinend angeblich visto dicen`)

var (
	// stopping say the assistant can stop doing something.
	stopping = phrases(`you can stop|u can stop|you can knock off|you can quit|you can leave off|feel free to stop|ya puedes dejar|ya podés dejar|puedes dejar de`)
	// messaging are the verbs of writing to someone.
	messaging = wordSet(`texted wrote messaged emailed whatsapped escribí mandé escribió schrieb geschrieben`)
	// reportWords tell of what someone says to another.
	reportWords = wordSet(`says said saying told tells telling sagt sagte gesagt dice dijo dicho`)
	// stopLeads open what the assistant may stop, stopTails end it.
	stopLeads = wordSet(`the with using writing in las los el la con de escribir escribirme usar en`)
	stopTails = wordSet(`now ya please lol pls thanks`)
	// shouting are the capitals an answer may be written in.
	shouting = wordSet(`capital capitals caps uppercase block mayúsculas mayúscula großbuchstaben versalien`)
)

// goneWrong are where "se va a …" says something goes wrong, not where.
var goneWrong = wordSet(`ruina mierda porra garete carajo pique traste`)

// stillSo say something is still so.
var stillSo = wordSet(`still noch todavía aún`)

// placeAdverbs say roughly where before the place itself: "unten im
// Hobbykeller", "hinten im Hof".
var placeAdverbs = wordSet(`unten oben hinten vorne vorn draußen drinnen drüben`)

// pastBut is a lower-cased clause past its opening "but": "pero me falta
// otra" → "me falta otra".
func pastBut(lower string) string {
	t := strings.TrimSpace(lower)
	if first, rest, ok := strings.Cut(t, " "); ok && butWords[first] {
		return rest
	}
	return t
}

// meetsAt reports a lower-cased line that says where people meet: "treffen
// sich alle Gäste beim Brunnen vor dem Gemeindehaus" (a place of dev108,
// dropped in words the conversation used often), "we all meet at the
// fountain". It anchors the line, and is no place that a later one updates:
// where the guests meet after the ceremony is not where they meet before it
// (the review of stop 79).
func meetsAt(lower string) bool {
	ws := plainWords(lower)
	for k, w := range ws {
		if !meeting[w] {
			continue
		}
		for j := k + 1; j < len(ws) && j <= k+5; j++ {
			if contracted[ws[j]] || whereWords[ws[j]] && j+1 < len(ws) && (articles[ws[j+1]] || contracted[ws[j+1]]) {
				return true
			}
		}
	}
	return false
}

// bansTalkOf reports an order never to talk to the person of something:
// "Please never talk to me about gyms", "Don't ever speak to me of it", "Und
// bitte, red ma nie von Fitnessstudio oder Proteinpulver" (a rule of a part
// read at stop 81, and its English one read as a plain fact), "Sprich mit
// mir nie über …", "Nunca me hables de …" — to the person ("to me", "mir",
// "ma", "me"), not a saying ("Never talk about money at dinner").
func bansTalkOf(lower string) bool {
	if !holdsAny(lower, talkBanHints) {
		return false // most lines: read no further
	}
	polite := slices.ContainsFunc(plainWords(lower), func(w string) bool { return pleaseWords[w] })
	cs := clauses(lower)
	for i, c := range cs {
		if !ordersFirst(cs, i) {
			break // "My sons live abroad, never talk to me about their lives" (the review of stop 81)
		}
		ws := plainWords(c)
		k := past(ws, imperativeLeadIns, alsoLeadIns, pleaseWords)
		if k+1 < len(ws) && ws[k] == "do" && ws[k+1] == "not" {
			k++ // "do not talk to me about …"
		}
		if k >= len(ws) {
			continue // "Und bitte, …": the order is the next clause
		}
		lasting := ws[k] == "never"
		for k+1 < len(ws) && (ws[k] == "don't" || ws[k] == "dont" || ws[k] == "not" || ws[k] == "never") && ws[k+1] == "ever" {
			k, lasting = k+1, true // "don't ever talk to me about …", "never ever …"
		}
		// "Don't talk to me about the M25, I was stuck for three hours": a
		// grumble ("don't get me started"), no ban, unless it lasts.
		lasting = lasting || i+1 == len(cs) || holdsAny(c, []string{" again", " anymore", " any more"})
		switch n := len(ws) - k; {
		case n >= 5 && lasting && (ws[k] == "never" || ws[k] == "don't" || ws[k] == "dont" || ws[k] == "not" || ws[k] == "ever") && talkVerbsEN[ws[k+1]] && ws[k+2] == "to" && ws[k+3] == "me" && talkedOf[ws[k+4]]:
			return true
		case n >= 4 && talkVerbsDE[ws[k]]:
			// "red ma nie von …" (with a please: "red ma" is also "reden
			// wir"), "red nie mit mir über …", "sprich mir nie von …": to
			// the person, never, of something.
			for j := k + 1; j < len(ws) && j <= k+5; j++ {
				if talkedOf[ws[j]] {
					between := ws[k+1 : j]
					if slices.ContainsFunc(between, func(w string) bool { return w == "mir" || w == "ma" && polite }) &&
						slices.ContainsFunc(between, func(w string) bool { return w == "nie" || w == "niemals" || w == "nimmer" }) {
						return true
					}
					break
				}
			}
		case n >= 4 && (ws[k] == "nunca" || ws[k] == "no") && ws[k+1] == "me" && talkVerbsES[ws[k+2]] && talkedOf[ws[k+3]]:
			return true
		}
	}
	return false
}

var (
	// talkBanHints are the words such a ban holds one of.
	talkBanHints = []string{"talk", "speak", "red", "sprich", "hables", "hable", "hablés"}
	talkVerbsEN  = wordSet(`talk speak`)
	talkVerbsDE  = wordSet(`red rede sprich`) // not "redet": "Mein Vater … redet mit mir nie über Geld"
	talkVerbsES  = wordSet(`hables hable hablés`)
	talkedOf     = wordSet(`about of von über de`)
)

// franknessOrder reports an order on how the assistant speaks to the person:
// frankly ("Be brutally honest with me, no sugarcoating", "Sei ehrlich zu
// mir", "Sé directo conmigo"), to the point ("Skip the pleasantries and get
// to the point", "Lass die Höflichkeiten weg", "Ve al grano"), or never of
// something again ("Don't mention my ex again", "Erwähne meinen Ex nie
// wieder", "No me menciones a mi ex nunca más") — not a question ("Be honest,
// do you like it?"), nor a once-only "don't mention it".
func franknessOrder(lower string) bool {
	if !holdsAny(lower, franknessHints) || asked(lower) || othersWords(lower) {
		return false // most lines: read no further ("la lata": ordered has turned it down)
	}
	cs := clauses(lower)
	for i, c := range cs {
		if !ordersFirst(cs, i) {
			break // "All I want from Tom is simple: be honest with me", "We agreed: never mention …" (the review of stop 81)
		}
		ws := plainWords(c)
		k := past(ws, imperativeLeadIns, alsoLeadIns, pleaseWords, justWords)
		if k >= len(ws) {
			continue
		}
		rest := ws[k:]
		switch {
		case len(rest) >= 2 && beFrank[rest[0]]:
			// "Be honest with me", "be brutally honest", "sei ehrlich zu
			// mir", "Seien Sie ehrlich zu mir", "sé directa conmigo": a way
			// of answering, to the person or with a ban after it ("…, no
			// sugarcoating").
			j := 1
			if rest[0] == "seien" && rest[1] == "sie" && len(rest) > 2 {
				j = 2
			}
			if len(rest) > j+1 && strings.HasSuffix(rest[j], "ly") {
				j++ // "brutally", "completely"
			}
			if !frankWays[rest[j]] {
				continue
			}
			after := strings.Join(rest[j+1:], " ")
			toMe := slices.ContainsFunc([]string{"with me", "zu mir", "mit mir", "conmigo"}, func(p string) bool { return after == p || strings.HasPrefix(after, p+" ") })
			if toMe || after == "" && i+1 < len(cs) && holdsAny(cs[i+1], softeningBans) {
				return true
			}
		case opensWithin(strings.Join(rest, " "), toThePoint, 1):
			// Opening the clause, as an order: not "Let me get to the point:
			// …", "My boss can never get to the point", "I want to get to
			// the point where …" (the review of stop 81).
			return true
		case len(rest) >= 3 && bansMention(rest):
			return true
		case (bansSoftening(rest) || straightToMe(rest)) && !toldElsewhere(cs, i):
			return true
		}
	}
	return false
}

// sayingHead reports a clause whose head, before its colon, says someone
// said or says what follows: "I said to the vet: …", "Mum would say: …",
// "Le dije al médico: …".
func sayingHead(clause string) bool {
	head, _, ok := strings.Cut(clause, ": ")
	return ok && slices.ContainsFunc(plainWords(head), func(w string) bool { return saidWords[w] || sayingHeads[w] })
}

// toldElsewhere reports a clause besides the order's that says the words
// are someone's, or were said to someone: "…, tell me straight, Mum used to
// say", "Don't sugarcoat it, I always tell my team", "…, was Dad's motto",
// "Dímelo claro, le pedí" (the second review of stop 87).
func toldElsewhere(cs []string, order int) bool {
	for j, c := range cs {
		if j != order && slices.ContainsFunc(plainWords(c), func(w string) bool { return saidWords[w] || sayingHeads[w] || mottoWords[w] }) {
			return true
		}
	}
	return false
}

var (
	// mottoWords name words as someone's saying.
	mottoWords = wordSet(`motto saying spruch lema dicho pedí pidió pedía used gsagt gesagt pleaded begged insisted growled shouted yelled snapped bettelte flehte gefleht bat gebeten insistió suplicó rogó gritó`)
	// hypothetical make a condition a one-off, in the subjunctive: "if you
	// were me", "if this were your kid", "if you had my money", "si
	// estuvieras en mi situación" (the reviews of stop 87).
	hypothetical = phrases(`were|had my|had your|wärst|wäre|wären|hättest|fuera|fueras|fuese|estuvieras|estuviera|tuvieras|tuviera`)
)

// sayingHeads say, beside saidWords, that words are someone's: "would say",
// "le dije", "sagt immer".
var sayingHeads = wordSet(`say tell asked ask sagen sagt sag dije digo decir decía diría preguntó`)

// bansSoftening reports an order not to soften the truth, the clause's
// whole point: "don't sugarcoat anything for me", "do not sugarcoat it",
// "beschönig nix", "no me endulces nada" (a rule of a part read at stop 87,
// dropped as talk) — its object a word or two, "for me" at most after it;
// not "don't sugarcoat the cake" said in the kitchen (a thing after it).
func bansSoftening(ws []string) bool {
	k := banOpening(ws)
	if k == 0 && (len(ws) == 0 || ws[0] != "beschönig" && ws[0] != "beschönige") || k >= len(ws) {
		return false
	}
	if !softeningVerbs[ws[k]] {
		return false // not "Never sugarcoats anything" of a doctor, "Beschönigt nix" (the first review of stop 87)
	}
	rest := ws[k+1:]
	if len(rest) >= 2 && (rest[len(rest)-2] == "for" && rest[len(rest)-1] == "me" || rest[len(rest)-2] == "para" && rest[len(rest)-1] == "mí") {
		rest = rest[:len(rest)-2]
	}
	return len(rest) <= 1 && (len(rest) == 0 || softenedWhat[rest[0]])
}

// straightToMe reports an order to say things straight to the person: "tell
// me straight", "just give it to me straight", "sag's mir direkt",
// "dímelo claro" — nothing after it but "up".
func straightToMe(ws []string) bool {
	n := 0
	switch {
	case len(ws) >= 3 && ws[0] == "tell" && ws[1] == "me":
		n = 2
	case len(ws) >= 5 && ws[0] == "give" && ws[1] == "it" && ws[2] == "to" && ws[3] == "me":
		n = 4
	case len(ws) >= 3 && (ws[0] == "sag's" || ws[0] == "sags") && ws[1] == "mir":
		n = 2
	case len(ws) >= 2 && (ws[0] == "dímelo" || ws[0] == "decímelo"):
		n = 1
	default:
		return false
	}
	rest := ws[n:]
	return len(rest) <= 2 && frankWays[rest[0]] && (len(rest) == 1 || rest[1] == "up" || rest[1] == "heraus" || rest[1] == "raus")
}

var (
	// softeningVerbs soften the truth.
	softeningVerbs = wordSet(`sugarcoat sugar-coat beschönig beschönige endulces endulce endulcés endulcen`)
	// softenedWhat is what is not to be softened, as a word: anything.
	softenedWhat = wordSet(`it anything things nothing nix nichts nada was es lo`)
)

// ordersFirst reports the i-th clause of a sentence opening it as an order
// would: the first, or one after clauses of lead-ins and a please only ("Und
// bitte, red ma nie von …").
func ordersFirst(cs []string, i int) bool {
	for _, c := range cs[:i] {
		ws := plainWords(c)
		if past(ws, imperativeLeadIns, alsoLeadIns, pleaseWords, justWords, tones) < len(ws) {
			return false
		}
	}
	return true
}

// banOpening is where the verb of a ban opening with its negation stands:
// after "don't", "dont", "never" (1), after "do not", "no me" (2); 0 when
// the words open with none.
func banOpening(ws []string) int {
	switch {
	case len(ws) >= 1 && (ws[0] == "don't" || ws[0] == "dont" || ws[0] == "never"):
		return 1
	case len(ws) >= 2 && (ws[0] == "do" && ws[1] == "not" || ws[0] == "no" && ws[1] == "me"):
		return 2
	}
	return 0
}

// bansMention reports a ban on mentioning something again: "don't mention my
// ex again", "never mention the wedding again", "erwähne meinen Ex nie
// wieder", "no me menciones a mi ex nunca más" — a lasting word in it.
func bansMention(ws []string) bool {
	k := banOpening(ws)
	if k < len(ws) && ws[k] == "ever" && k > 0 {
		k++ // "Don't ever mention my ex again"
	}
	if k >= len(ws) || !mentionVerbs[ws[k]] || k == 0 && !germanMention[ws[k]] {
		return false
	}
	rest := ws[k+1:]
	if len(rest) == 0 || rest[0] == "it" || rest[0] == "that" {
		return false // "don't mention it"
	}
	return ws[0] == "never" || slices.ContainsFunc(rest, func(w string) bool { return mentionLasting[w] })
}

var (
	// franknessHints are the words one of such orders holds.
	franknessHints = []string{"chase", "bush", "honest", "blunt", "direct", "frank", "straight", "ehrlich", "direkt", "offen", "sincer", "franc", "point", "punkt", "grano", "pleasantries", "höflichkeit", "mention", "bring up", "erwähn", "mencion", "sugarcoat", "sugar-coat", "beschönig", "endulc", "dímelo", "decímelo"}
	beFrank        = wordSet(`be sei seien sé sea`)
	frankWays      = wordSet(`honest blunt direct frank straight ehrlich direkt offen gerade sincero sincera directo directa franco franca honesto honesta claro`)
	// softeningBans ban softening the truth after a frankness order.
	softeningBans = []string{"sugarcoat", "sugar-coat", "beschönig", "schönred", "rodeos", "paños calientes", "no fluff", "no waffle"}
	// toThePoint ask for answers to the point, the niceties left out.
	toThePoint = phrases(`get to the point|get straight to the point|skip the pleasantries|skip the small talk|cut the small talk|cut the pleasantries|cut to the chase|
	don't beat around the bush|don't beat about the bush|dont beat around the bush|
	komm zum punkt|komm gleich zum punkt|komm direkt zum punkt|lass die höflichkeiten weg|lass das drumherum weg|
	ve al grano|vaya al grano|andá al grano|anda al grano|ahórrate las cortesías|sin cortesías`)
	// pestering is an idiom of "dar": "No me dé la lata" (don't pester me;
	// the review of stop 81).
	pestering     = phrases(`la lata`)
	mentionVerbs  = wordSet(`mention bring erwähne erwähn menciones mencione mencionés`)
	germanMention = wordSet(`erwähne erwähn`)
	// mentionLasting make a ban on mentioning last: "again", "nie wieder".
	mentionLasting = wordSet(`again ever nie niemals nunca jamás`)
)
