package compression

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/ollm/ollm/session"
)

// word is one word of a sentence: its text without the punctuation around it,
// where it lies, and what kind of fact it is.
type word struct {
	text       string
	start, end int // the raw token's bytes in the sentence
	quoted     bool
	// closed is set when a comma, a semicolon, a colon or a bracket ends the
	// raw token ("April,"): a name does not run on past it (it does past the
	// period of "Dr.").
	closed bool
	colon  bool // a colon ends the raw token ("ceremonia:")
}

// wordsOf splits a sentence into words. A word in double quotes or «» is
// quoted: a name ("«Manos de esparto»", "The Glass Orchard") — unless the
// quote is what someone says, after a word of saying or reading as speech
// ("Mi madre decía «donde hay patrón no manda marinero»").
func wordsOf(sent string) []word {
	var out []word
	quote, spoken := false, false
	single := singleQuoted(sent)
	i := 0
	for i < len(sent) {
		for i < len(sent) && (sent[i] == ' ' || sent[i] == '\t' || sent[i] == '\n') {
			i++
		}
		j := i
		for j < len(sent) && sent[j] != ' ' && sent[j] != '\t' && sent[j] != '\n' {
			j++
		}
		if i == j {
			break
		}
		raw := sent[i:j]
		opens := strings.IndexAny(raw, "\"“«„»") == 0
		text := strings.TrimRightFunc(strings.TrimLeftFunc(raw, openPunct), closePunct)
		if opens {
			quote = true
			spoken = saidBefore(sent, out) || speech(quoteSpan(sent[i:]))
		}
		if text != "" {
			q := quote && !spoken || slices.ContainsFunc(single, func(s [2]int) bool { return i >= s[0] && j <= s[1] })
			out = append(out, word{text: text, start: i, end: j, quoted: q, closed: strings.ContainsAny(raw[len(raw)-1:], ",;:)"), colon: strings.HasSuffix(raw, ":")})
		}
		// Closed by any closing mark: "…", “…”, „…“ (German), «…», »…«.
		if strings.ContainsAny(raw[max(len(raw)-3, 0):], "\"”»“«") && (!opens || len(raw) > 1) {
			quote = false
		}
		i = j
	}
	titled(out)
	return out
}

// titleHeads are the nouns of a head that gives a name after its colon:
// "Aoibhinn has given the evening a name for the posters: A Night with the
// Nurse" (a part read at stop 96).
var titleHeads = wordSet(`name title motto titel nombre título titulo lema`)

// titleJoins are the small words inside a title: "A Night with the Nurse",
// "Der Tag am Meer", "La Noche del Mar".
var titleJoins = wordSet(`a an the of with and in on at for to der die das des dem den am im vom zum zur und mit von la el los las de del y con en al`)

// titled marks as quoted the words that a sentence says are a name: the
// words in title case after a head naming a name before its colon ("a
// name for the posters: A Night with the Nurse"), and the word before ",
// so heißt" or ", así se llama" ("Wir fahren mit der Boddenkieker, so
// heißt das Ausflugsschiff"; in German every noun is capitalized, so only
// such words say it is a name).
func titled(ws []word) {
	for c := range ws {
		switch {
		case ws[c].colon && c+1 < len(ws) && upperFirst(ws[c+1].text) && slices.ContainsFunc(ws[max(c-3, 0):c+1], func(w word) bool { return titleHeads[normal(w.text)] }):
			end, caps := c+1, 0
			for j := c + 1; j < len(ws); j++ {
				t := ws[j].text
				if !isCapitalized(t) && !titleJoins[normal(t)] && !(j == c+1 && upperFirst(t)) {
					break
				}
				if isCapitalized(t) {
					end = j
					caps++
				}
				if ws[j].closed {
					break
				}
			}
			if caps < 2 && common[normal(ws[c+1].text)] {
				continue // "Her name for it: Nothing."
			}
			for j := c + 1; j <= end; j++ {
				ws[j].quoted = true
			}
		case ws[c].closed && c+2 < len(ws) && isCapitalized(ws[c].text) && (normal(ws[c+1].text) == "so" && (normal(ws[c+2].text) == "heißt" || normal(ws[c+2].text) == "heißen") ||
			normal(ws[c+1].text) == "así" && c+3 < len(ws) && normal(ws[c+2].text) == "se" && strings.HasPrefix(normal(ws[c+3].text), "llama")):
			ws[c].quoted = true
		}
	}
}

// upperFirst reports a word opening with a capital, one letter or more ("A
// Night …").
func upperFirst(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r)
}

// saidBefore reports a word of saying among the three words before a quote
// ("Mi madre decía «…»", "Como dice mi vecina, «…»").
func saidBefore(sent string, before []word) bool {
	for k := len(before) - 1; k >= 0 && k >= len(before)-3; k-- {
		if saying[normal(strings.Trim(sent[before[k].start:before[k].end], ",:;"))] {
			return true
		}
	}
	return false
}

// speech reports a quote of more than four words that reads as said, not as
// a title: a question or an exclamation, or with a person in it ("¿y quién
// va a ir a ver cestos un sábado?", "ese te cuenta la historia del tren";
// not "the girl with the dragon tattoo").
func speech(quote string) bool {
	ws := plainWords(strings.ToLower(quote))
	if len(ws) <= 4 {
		return false
	}
	if q := strings.TrimRight(quote, " .,…"); strings.HasSuffix(q, "?") || strings.HasSuffix(q, "!") {
		return true
	}
	return slices.ContainsFunc(ws, func(w string) bool { return subjects[w] || speakers[w] || secondPerson[w] })
}

// quoteSpan is the text of a quote that opens text, to its closing mark (or
// the end).
func quoteSpan(text string) string {
	_, n := utf8.DecodeRuneInString(text)
	if end := strings.IndexAny(text[n:], "\"”»“«"); end >= 0 {
		return text[n : n+end]
	}
	return text[n:]
}

// singleQuoted are the spans of a sentence in single quotes that name
// something: an opening quote before a capital, closed by one after a word's
// last letter at most six words on ("the film was 'Chocolat'", "der Shop
// heißt 'Wachs & Docht'"); not an apostrophe inside a word ("don't"), nor
// one opening a word that is never closed ("'cause"). What someone said is
// no name: a quote after a word of saying, or with a pronoun in it ("she
// said 'Absolutely not'", "'He's behind you'"), or in lower case ("by
// 'decided' I mean").
func singleQuoted(sent string) [][2]int {
	if !strings.ContainsAny(sent, "'‘’‚") {
		return nil
	}
	var out [][2]int
	fields := strings.Fields(sent)
	pos := make([]int, len(fields))
	for k, at := 0, 0; k < len(fields); k++ {
		at += strings.Index(sent[at:], fields[k])
		pos[k] = at
		at += len(fields[k])
	}
	opens := func(f string) bool {
		f = strings.TrimLeft(f, "([¿¡")
		for _, q := range []string{"'", "‘", "‚"} {
			if rest, ok := strings.CutPrefix(f, q); ok {
				r, _ := utf8.DecodeRuneInString(rest)
				return unicode.IsUpper(r) || unicode.IsDigit(r)
			}
		}
		return false
	}
	closes := func(f string) bool {
		f = strings.TrimRight(f, ".,;:!?)]…")
		for _, q := range []string{"'", "’", "‘"} {
			if rest, ok := strings.CutSuffix(f, q); ok && rest != "" {
				r, _ := utf8.DecodeLastRuneInString(rest)
				return unicode.IsLetter(r) || unicode.IsDigit(r)
			}
		}
		return false
	}
	spoken := func(k, e int) bool {
		if k > 0 && saying[normal(strings.Trim(fields[k-1], ",:"))] {
			return true
		}
		for _, f := range fields[k : e+1] {
			if l := normal(strings.Trim(f, "'‘’.,;:!?()[]¿¡…")); subjects[l] || speakers[l] || secondPerson[l] {
				return true
			}
		}
		return false
	}
	for k := 0; k < len(fields); k++ {
		if !opens(fields[k]) {
			continue
		}
		for e := k; e < len(fields) && e <= k+5; e++ { // six words: "'Tres días entre cerros y menhires'" (a part measured blind at stop 81)
			if closes(fields[e]) {
				if !spoken(k, e) {
					out = append(out, [2]int{pos[k], pos[e] + len(fields[e])})
				}
				k = e
				break
			}
		}
	}
	return out
}

// wordClass is what kind of fact a word is.
type wordClass int

// dayInWords reports a word of a date said in words: a day before "of" and a
// month ("the sixth of May", "el primero de junio"), or "May" the month, not
// the verb nor a name: after "of", "in", "next" … or beside a day ("on the
// 9th of May", "May 14", "May the sixth").
func dayInWords(ws []word, k int) bool {
	l := normal(ws[k].text)
	if (valueWords[l] || dayOrdinals[l]) && k+2 < len(ws) && monthOf[normal(ws[k+1].text)] && months[normal(ws[k+2].text)] {
		return true
	}
	if k >= 2 && normal(ws[k-1].text) == "the" && dayBefore[normal(ws[k-2].text)] && dayWord(l) &&
		(k+1 == len(ws) || endsClause(ws[k].text) || afterDay[normal(ws[k+1].text)]) { // not "on the second floor"
		return true // "It starts on the twenty-first", "by the third"
	}
	if l != "may" || k == 0 || !isCapitalized(ws[k].text) {
		return false
	}
	prev := normal(ws[k-1].text)
	if k+2 < len(ws) && normal(ws[k+1].text) == "the" {
		next := normal(ws[k+2].text)
		if valueWords[next] || dayOrdinals[next] || hasDigit(next) {
			return true // "May the sixth"
		}
	}
	return beforeMonth[prev] || hasDigit(prev) || k+1 < len(ws) && hasDigit(ws[k+1].text)
}

// dayWord reports an ordinal in words that may be a day of the month:
// "first" … "thirty-first".
func dayWord(l string) bool {
	if dayOrdinals[l] && l != "primero" && l != "uno" {
		return true
	}
	return ordinalDays[l]
}

var (
	// dayBefore are the words before "the" and a day: "on the 21st".
	dayBefore   = wordSet(`on by until till from before after since`)
	afterDay    = wordSet(`at of in and or for from to but so`)
	ordinalDays = wordSet(`third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth twentieth thirtieth`)
)

// tellsSomeoneElse reports a "don't tell …" of someone who is not the person:
// "Please don't tell the squirrels", "don't tell anyone, it's a surprise", "no
// se lo digas a mi madre" are asides — the assistant tells no one — not "don't
// tell me the calories".
func tellsSomeoneElse(lower string) bool {
	ws := plainWords(lower)
	for k, w := range ws {
		if !telling[w] || !slices.ContainsFunc(ws[max(k-3, 0):k], func(n string) bool { return negations[n] }) {
			continue // "don't tell", "no se lo digas"
		}
		switch {
		case k+1 < len(ws) && (toMe[ws[k+1]] || k+2 < len(ws) && ws[k+1] == "it" && toMe[ws[k+2]]),
			slices.ContainsFunc(ws[max(k-2, 0):k], func(c string) bool { return c == "me" || c == "nos" }): // "no me digas"
			return false
		case k+1 < len(ws) && (articles[ws[k+1]] || someoneElse[ws[k+1]]), k >= 2 && ws[k-2] == "se" || ws[k-1] == "se":
			return true
		}
	}
	return false
}

// youDontSay reports "¡No me digas!", "No me digás, ¿en serio …?": surprise,
// the words alone, no order of what not to say.
func youDontSay(lower string) bool {
	for _, p := range []string{"no me digas", "no me digás"} {
		if i := strings.Index(lower, p); i >= 0 {
			rest := strings.TrimSpace(lower[i+len(p):])
			if r, _ := utf8.DecodeRuneInString(rest); rest == "" || strings.ContainsRune("!,.?¿¡…", r) {
				return true
			}
		}
	}
	return false
}

// dismisses reports "never mind" or "forget it" said alone before the
// sentence goes on about something else ("Never mind, I found the receipt",
// "Vergiss es, hat sich erledigt"): the person settled it, no instruction is
// taken back — unless what follows speaks of the answers, to the assistant
// or of a language ("Never mind, you can write in English again", "Vergiss
// es, Englisch passt schon").
func dismisses(lower string) bool {
	lower = strings.TrimSpace(lower)
	if noChance(lower) {
		return true
	}
	for _, p := range dismissals {
		rest, ok := strings.CutPrefix(lower, p)
		if !ok || rest == "" || !strings.ContainsRune(",.!;—–", []rune(rest)[0]) {
			continue
		}
		return !aboutAnswers(rest) && !marks(rest, revoked) && !slices.ContainsFunc(plainWords(rest), func(w string) bool { return secondPerson[w] || output[w] || tongues[w] })
	}
	return false
}

// noChance reports a "forget it" that says something cannot be had, after
// what cannot: "You cannot buy real smoked kielbasa on Culebra, forget it."
// (a thing of a part read at stop 92, read as an instruction taken back) —
// not "That three-sentence business, forget it.".
func noChance(lower string) bool {
	cs := clauses(lower)
	if len(cs) < 2 || !slices.Contains([]string{"forget it", "vergiss es", "vergiss das", "olvídalo", "olvídate"}, strings.Join(plainWords(cs[len(cs)-1]), " ")) {
		return false
	}
	before := strings.Join(cs[:len(cs)-1], ",")
	ws := plainWords(before)
	if slices.ContainsFunc(ws, func(w string) bool { return firstPerson[w] }) {
		return false // "The Spanish practice, I can't keep up with it, forget it." takes it back (the review of stop 92)
	}
	return marks(before, cannotHave) && (slices.Contains(ws, "nicht") || slices.Contains(ws, "kein") || !slices.ContainsFunc(ws, func(w string) bool { return w == "kriegt" || w == "bekommt" }))
}

// cannotHave say something cannot be had or done.
var cannotHave = phrases(`you can't buy|you cannot buy|you won't find real|kriegt man|bekommt man|gibt es nicht|gibt's nicht|no se consigue|no se puede comprar|no se encuentra`)

// writesOnce reports "Schreib mir eine Liste für Samstag", "Schreib mir bitte
// den Brief an die Hausverwaltung": "schreib mir" before what is to be
// written, a task done once — not "Schreib mir immer auf Deutsch", "Schreib
// mir bitte keine langen Texte", nor one that says it holds from now on or
// how things are to be written ("Schreib mir die Temperaturen in Celsius,
// nicht in Fahrenheit", "die Zahlen als Ziffern", "im 24-Stunden-Format").
func writesOnce(lower string) bool {
	ws := plainWords(lower)
	for k := 0; k+2 < len(ws); k++ {
		if ws[k] != "schreib" && ws[k] != "schreibe" || ws[k+1] != "mir" {
			continue
		}
		j := k + 2
		for j < len(ws) && softeners[ws[j]] {
			j++
		}
		return j < len(ws) && taskStart(ws[j]) && !marks(lower, fromNow) && !marks(lower, persistent) &&
			!slices.ContainsFunc(ws, func(w string) bool {
				return habits[w] || contrasts[w] || units[w] || answerLook(w) || strings.Contains(w, "format")
			})
	}
	return false
}

// bannedInAnswers reports a ban said of what the assistant writes, the clause
// opening with the ban, a few words before where it holds: "na de emojis ni
// caritas en lo que me contestes", "Bitte keine Anglizismen in dem, was du
// mir schreibst".
func bannedInAnswers(sent string) bool {
	lower := strings.ToLower(sent)
	for _, p := range answersScope {
		i := strings.Index(lower, p)
		if i <= 0 {
			continue
		}
		clause := lower[strings.LastIndexAny(lower[:i], ":;.,!?")+1 : i]
		ws := plainWords(clause)
		k := past(ws, imperativeLeadIns)
		if k < len(ws) && len(ws)-k <= 5 && limits[ws[k]] {
			return true
		}
	}
	return false
}

// ordered reports a clause that is a standing order to the assistant.
func ordered(scope, lower string) bool {
	if tellsSomeoneElse(lower) || writesOnce(lower) || youDontSay(lower) || checksDone(scope, lower) {
		return false
	}
	if eventBan(lower) {
		return false // "Bitte keine Fotos während der Trauung.": the hosts' rule for their day, not the answers' (a review of stop 74)
	}
	if marks(lower, pestering) {
		return false // "No me dé la lata, le dije al vecino": don't pester me (the review of stop 81)
	}
	if head, rest, ok := strings.Cut(lower, ": "); ok && slices.ContainsFunc(plainWords(head), func(w string) bool { return ruleWords[w] }) &&
		householdOrder(rest) {
		return false // "New rule, lads: stop leaving your boots in the hallway.": the household's (the second review of stop 75)
	}
	if saidFirstBySomeone(lower) {
		return false // "Die Chefin hat gsagt, red ma mit mir, …": her words (the second review of stop 75)
	}
	if head, rest, ok := strings.Cut(lower, ": "); ok && ownRequestHead(plainWords(head)) && ofAnswering(rest) {
		if _, said, ok := strings.Cut(scope, ": "); ok && ordered(said, rest) {
			return true // "I had one request: use metric. …" (the review of stop 92)
		}
	}
	if rest, _, ok := pastEmphaticDo(lower); ok && emphaticOccasion(rest) {
		return false
	}
	if rest, ok := pastRestOfChat(lower); ok && len(rest) < len(scope) {
		// "For the rest of this I need proper detail": an order from now
		// on, its opening longer than the three words an order opens with.
		return ordered("From now on "+scope[len(scope)-len(rest):], "from now on "+rest)
	}
	if marks(lower, disbelief) && !toldNotEveryTime(lower) && !conditional(lower, scope) {
		// "Don't tell me that it depends, always give me a straight yes or
		// no": an order may follow the surprise or the confidence.
		cs := clauses(lower)
		rest := strings.TrimSpace(strings.Join(cs[min(1, len(cs)):], ","))
		return rest != "" && !marks(rest, disbelief) && (ordered(rest, rest) || ordersOutput(rest))
	}
	return addressed(lower, instruction, false) || dareNot(scope, lower) || plainRegister(scope) || marks(lower, persistent) && !aboutOneself(lower) || bannedInAnswers(scope) || conditional(lower, scope) || orderWhenAnswering(lower) || wantsYourAnswers(lower) || allWrittenIn(lower) ||
		formalConditional(scope) || formalOrder(scope, lower) || ruled(lower) || politeOrder(lower) || formatRule(lower) || formatSpec(lower) ||
		askedToKeep(scope) || orderOnWhatever(scope) || wishedOf(lower) || negatedOrder(lower) || manner(lower) || imperativeOrder(lower) || allowedAgain(lower) ||
		shapedAnswers(lower) || noMoreSent(lower) || notSent(lower) || addressedAs(lower) || talkedToHow(lower) || calledAs(scope) || comeNotWith(lower) || alwaysIn(lower) || bareBan(scope) || onlyWhenAsked(lower) || curt(lower) || speaksPlainly(lower) || ustedOrder(scope) || bareOrder(scope) || banFromNow(lower) || putInUnits(lower) || unitsPlease(lower) || stopsDoing(lower) || answersWanted(lower) ||
		bannedInWhatever(lower) || bannedInSuggestions(lower) || perAnswer(lower) || toldNotEveryTime(lower) || givenInUnits(lower) || verblessFromNow(lower) || unitsFromNow(lower) || sayInstead(lower) || bansWord(lower) || namingBan(lower) ||
		ordersInClauses(scope) || ruleHeaded(scope) || opensWithin(pastPlease(lower), addressOrders, 1) && !othersWords(lower) ||
		candidOrder(scope) || bansTalkOf(lower) || franknessOrder(lower) || unitsEveryTime(lower) || omitsFromAnswers(lower) || emphaticOrder(scope, lower)
}

// emphaticOrder reports an order said with an emphatic "do" before it: "Do
// answer me in proper sentences, darling, …" (a first instruction of a part
// read at stop 91, read as nothing) — what follows the "do" (and a
// "please") read as an order, the scope cut by as many words as the typed
// line ("pls" is "please" typed; the review of stop 91).
func emphaticOrder(scope, lower string) bool {
	rest, n, ok := pastEmphaticDo(lower)
	if !ok || emphaticOccasion(rest) || slices.ContainsFunc(plainWords(rest), func(w string) bool { return onceWhen[w] && w != "when" || playedVoice[w] || nextOne[w] }) {
		// Nor, as this reading, "Do talk to me in Spanish tonight", "Do
		// talk to me like a pirate for the party game" (the second review
		// of stop 91). "When" is no one occasion: "Do use metric when you
		// give me recipes" is the plain order's rule (read as a fact before
		// stop 93).
		return false
	}
	fs := strings.Fields(scope)
	if len(fs) <= n {
		return false
	}
	return ordered(strings.Join(fs[n:], " "), rest)
}

// emphaticOccasion reports an order past an emphatic "do" (rest) that holds
// for one occasion or is advice the person was given, no standing order:
// "Do keep it short this time", "… during the match"; "Do answer in full sentences, Mrs Patel always told
// us at school", "…, that's what my editor drills into me" (the review of
// stop 92). "For now" holds until said otherwise, as the plain order's does
// ("Do keep it short for now, I'm driving", read as nothing at stop 92), and
// "from now on", "I mean it" or "not just" make any order standing ("Answer
// in German from now on, and I mean it this time").
func emphaticOccasion(rest string) bool {
	if marks(rest, fromNowOn) || strings.Contains(rest, "not just") {
		return false
	}
	once := strings.ReplaceAll(strings.ReplaceAll(rest, "this time of", ""), "for now", "")
	return marks(once, onceOnly) || marks(rest, onceEvents) || marks(rest, toldUs) || marks(rest, drilledIn) ||
		strings.Contains(rest, "for now") && (marks(rest, occasionSpan) || marks(rest, adviceGiven)) // "Do keep it short for now, during the wedding speeches", "…, my editor always tells me" (the review of stop 93)
}

var (
	// occasionSpan say an order holds while something lasts: "during the
	// speeches", "while we do the crossword", "just for the quiz round".
	occasionSpan = phrases(`during|while|just for|only for|only while|just while|only today|just today|today only|only tonight|just tonight|only this|just this`)
	// adviceGiven say the person was told so by someone: "my mum always
	// said", "my editor always tells me".
	adviceGiven = phrases(`always said|always says|always tells|always told|always telling|used to say|tells me|told me`)
)

// nextOne say an order holds for the next answer only: "Do use metric when
// you do the next conversion" (the third review of stop 93).
var nextOne = wordSet(`next nächste nächsten próxima próximo`)

// pastEmphaticDo is a lower-cased line past an emphatic "do" (and a
// "please"; words is how many) before a verb of answering or writing: "Do
// answer me in proper sentences", "Do please keep it short" — not "Do you
// …", "Do not …" or "Do the shopping list".
func pastEmphaticDo(lower string) (rest string, words int, ok bool) {
	rest, ok = strings.CutPrefix(lower, "do ")
	if !ok {
		return "", 0, false
	}
	words = 1
	if p, cut := strings.CutPrefix(rest, "please "); cut {
		rest, words = p, 2
	}
	return rest, words, output[firstWord(rest)] || emphaticDone[firstWord(rest)]
}

// playedVoice say a voice is played, or an order holds, for a while: "like
// a pirate", "for my son's party game", "for a bit", "till dinner", "on the
// drive".
var playedVoice = wordSet(`like pirate yoda butler sergeant game party role roleplay
	bit while till until drive tonite 2nite 2day 2moro tmrw practise practice interview exam oral
	practicar üben`)

// emphaticDone are the verbs of how to answer after an emphatic "do",
// beside output's: "Do keep it short", "Do tell me straight".
var emphaticDone = wordSet(`keep tell talk speak give avoid skip stop leave drop cut`)

var (
	// onceEvents say an order holds for a span of time or an event: "at
	// the weekend", "during the match".
	onceEvents = phrases(`the match|the game|at the weekend|this weekend|am wochenende|el fin de semana|el partido`) // not "a format that will match my notes" (the fourth review)
	// drilledIn say advice someone gives the person again and again.
	drilledIn = phrases(`drills into me|drilled into me|drills into us|drilled into us`)
	// fromNowOn say an order holds from now on.
	fromNowOn = phrases(`from now on|ab jetzt|von jetzt an|de ahora en adelante|a partir de ahora|i mean it`)
	// toldUs are advice told to the person and others.
	toldUs = phrases(`told us|taught us|nos dijo|nos decía|uns gesagt|uns beigebracht`)
)

// pastRestOfChat is a lower-cased line past an opening that names the rest
// of the conversation ("For the rest of this chat, …", "For the rest of this
// I …", "Für den Rest des Gesprächs …"); ok is false for a line that opens
// otherwise, or names the rest of something else ("For the rest of this
// week …").
func pastRestOfChat(lower string) (string, bool) {
	for _, p := range restOfChatOpeners {
		rest, ok := strings.CutPrefix(lower, p)
		if !ok {
			continue
		}
		trimmed := strings.TrimLeft(rest, " ,")
		if p == "for the rest of this" && !restOfThisGoesOn[firstWord(trimmed)] {
			return "", false
		}
		return trimmed, trimmed != ""
	}
	return "", false
}

// restOfChatOpeners open a line with the rest of the conversation.
// They are restOfChat's, and "for the rest of this" last (pastRestOfChat takes the
// first that opens the line).
var restOfChatOpeners = phrases(restOfChat + `|für den rest unseres gesprächs|for the rest of this`)

// restOfThisGoesOn are the words after "for the rest of this" that show
// "this" is the conversation: the person asking in it ("For the rest of
// this I need …") — not "you should keep him off the couch, the vet said",
// nor ", Mum is in charge" (the review of stop 76).
var restOfThisGoesOn = wordSet(`i please`)

// candidOrder reports an order after a clause that only says it is meant
// frankly: "I'll be straight with you che, write to me plain, no lists …,
// one paragraph and done" (the first instruction of a part measured blind
// at stop 73, lost altogether), "Ehrlich gesagt, schreib mir kurz",
// "Te lo digo claro: nada de listas".
func candidOrder(scope string) bool {
	rest, ok := pastCandour(scope)
	if !ok {
		// "Do me one favour, no bullet points or headings, just write to
		// me like a normal person would" (a first instruction of a part
		// measured blind at stop 81, read as nothing).
		rest, ok = pastHead(scope, favourAsks)
	}
	// "Don't take this wrong, but please leave out …": the order after
	// its "but".
	for _, but := range []string{"but ", "aber ", "pero "} {
		if r, cut := strings.CutPrefix(strings.ToLower(rest), but); cut {
			rest = rest[len(rest)-len(r):]
		}
	}
	// A ban after it is headed by it: "To be honest: no lists, I hate
	// them" (the review of stop 74).
	return ok && rest != "" && (ordered(rest, spelled(strings.ToLower(rest))) || banOn(rest, true))
}

// homePlaces are the places of a home a household rule names.
var homePlaces = wordSet(`floor hallway hall kitchen bathroom sofa couch stairs landing bedroom garden driveway boden flur küche bad badezimmer sofa treppe suelo pasillo cocina baño sofá escalera`)

// saidFirstBySomeone reports a sentence whose first clause says someone
// else said what follows: "Die Chefin hat gsagt, red ma mit mir, …", "My
// boss said, talk to me first" — not the person's own ("I said, …").
func saidFirstBySomeone(lower string) bool {
	at := strings.IndexAny(lower, ",:;")
	if at < 0 || at > 60 {
		return false // most lines: no short first clause
	}
	ws := plainWords(lower[:at])
	if len(ws) < 2 || len(ws) > 5 || !saidWords[ws[len(ws)-1]] || slices.ContainsFunc(ws, func(w string) bool { return ownPronouns[w] || w == "i'd" }) {
		return false
	}
	// Someone named as saying it: not "Wie gesagt:", "Ehrlich gesagt:".
	return slices.ContainsFunc(ws[:len(ws)-1], func(w string) bool {
		return definite[w] || articles[w] || family[w] || relatives[w] || possessive[w] || thirdParties[w] || relating[w]
	})
}

// plainRegister reports a plain register asked for without a verb, a please
// with it, after a frankness head or alone: "Honestly, plain English
// please.", "Plain English, please.", "Einfaches Deutsch, bitte.",
// "Español sencillo, por favor." (a review of stop 74) — not "Plain English
// is hard to find in contracts" (no please, more words).
func plainRegister(scope string) bool {
	rest, _ := pastCandour(scope)
	ws := plainWords(strings.ToLower(rest))
	k := past(ws, imperativeLeadIns, alsoLeadIns, pleaseWords)
	if k >= len(ws) {
		return false
	}
	end := k + 2
	if end > len(ws) || !registersPlain[ws[k]+" "+ws[k+1]] {
		return false
	}
	more := ws[end:]
	if n := past(more, pleaseWords, onlyWords); n > 0 && n < len(more) && len(clauses(rest)) > 1 {
		more = more[:n] // "Simple English, please, I'm still learning": the reason after it (the second review of stop 75)
	}
	return len(more) > 0 && len(more) <= 3 && past(more, pleaseWords, onlyWords) == len(more) || len(more) == 0 && past(ws[:k], pleaseWords) > 0
}

// registersPlain name a plain way of writing.
var registersPlain = phraseSet(`plain english|simple english|plain language|simple language|einfaches deutsch|einfache sprache|einfache wörter|español sencillo|lenguaje sencillo|palabras sencillas`)

// pastCandour is a text past a head, before its comma or colon, that only
// says it is meant frankly (and words of address after it: "che", "mate"),
// and whether it has one.
func pastCandour(scope string) (string, bool) {
	return pastHead(scope, candour)
}

// pastHead is a text past a head of one of heads, before its comma or
// colon (and words of address after it), and whether it has one.
func pastHead(scope string, heads []string) (string, bool) {
	at := strings.IndexAny(scope, ",:")
	if at < 0 {
		return scope, false
	}
	head := plainWords(strings.ToLower(scope[:at]))
	if len(head) == 0 || len(head) > 8 {
		return scope, false
	}
	joined := strings.Join(head, " ")
	from, end := markSpan(joined, heads)
	if from != 0 || slices.ContainsFunc(plainWords(joined[end:]), func(w string) bool { return !candidAddress[w] }) {
		return scope, false // not "Honestly the Yanks, temperatures always in Fahrenheit"
	}
	return strings.TrimSpace(scope[at+1:]), true
}

// candidAddress are the words that may call the assistant after the
// frankness ("I'll be straight with you che").
var candidAddress = wordSet(`che mate pal love buddy friend mein freund amigo amiga hombre tío tía guapa mijo mija compa`)

// candour say what follows is meant frankly.
var candour = phrases(`no offence meant|no offense meant|don't take this wrong|don't take this the wrong way|don't take it the wrong way|no offence|no offense|nimm's mir nicht übel|nimm es mir nicht übel|no te lo tomes a mal|no se lo tome a mal|sin ofender|
	i'll be straight with you|i'll be straight|let me say this once|let me say it once|i'll say this once|i'll say it once|i'll only say this once|ich sag's nur einmal|ich sag es nur einmal|ich sag's einmal|i will be straight with you|i'll be honest with you|i'll be honest|to be honest|let me be clear|let me be straight|
	i'll be blunt|i'll be frank|to be frank|honestly|straight up|ehrlich gesagt|ich sag's dir gleich|ich sag es dir gleich|ich sag's gleich|ich bin ehrlich|ganz ehrlich|
	te lo digo claro|te lo digo una vez|lo digo una vez|te soy sincero|te soy sincera|para serte sincero|para serte sincera|seré franco|seré franca|te voy a ser sincero|te voy a ser sincera|te lo digo de entrada`)

// favourAsks ask a favour of the assistant before saying what it is.
var favourAsks = phrases(`do me a favour|do me one favour|do me a favor|do me one favor|do us a favour|do us a favor|tu mir einen gefallen|tu mir den gefallen|tun sie mir einen gefallen|hazme un favor|hágame un favor|hazme el favor|hágame el favor`)

// addressOrders ask the assistant to address the person so: "Und bitte
// siezen Sie mich, ich bin kein Lehrmädle mehr" (a first instruction read
// as a fact, found at stop 72).
var addressOrders = phrases(`siezen sie mich|siez mich|sieze mich|duz mich|duze mich|duzen sie mich|tutéame|trátame de tú|trátame de usted|háblame de usted|tráteme de usted|hábleme de usted`)

// pastPlease is a line past its opening "and", "also" and please words.
func pastPlease(lower string) string {
	ws := strings.Fields(lower)
	k := 0
	for k < len(ws) && (pleaseWords[strings.Trim(ws[k], ".,;:!")] || alsoLeadIns[strings.Trim(ws[k], ".,;:!")] || ws[k] == "und" || ws[k] == "and" || ws[k] == "y") {
		k++
	}
	return strings.Join(ws[k:], " ")
}

// ruleHeaded reports an order on the answers under a head that announces a
// rule or a request before its colon: "Rule one: three sentences tops",
// "Ground rule before anything: English only please", "Eine Bitte vorneweg:
// halt dich kurz, höchstens drei Sätze pro Antwort", "Regel Nummer eins: Du
// duzt mich, …", "Now one thing: my eyes are bad, so keep what you write to
// five or six lines" — first instructions read as facts, found at stop 72
// (15 of the corpus' 352). What follows the colon names how the answers
// look, how long they are or in which tongue; not of someone else ("One
// thing about Tom: he only speaks English").
func ruleHeaded(scope string) bool {
	head, rest, ok := strings.Cut(scope, ": ")
	if !ok {
		return false
	}
	hw := plainWords(strings.ToLower(head))
	// A head that tells something announces no request ("One thing you
	// should know about me: …", "Te cuento una cosa que me pasó ayer: …",
	// "Ich sag dir eine Sache: …"; the second review of stop 72).
	if slices.ContainsFunc(hw, func(w string) bool { return tellingHeads[w] }) {
		return false
	}
	announced := len(hw) <= 7 && (slices.ContainsFunc(hw, func(w string) bool { return ruleHeads[w] }) ||
		len(hw) >= 2 && len(hw) <= 4 && hw[len(hw)-1] == "thing" && thingCounts[hw[len(hw)-2]] ||
		len(hw) <= 3 && slices.ContainsFunc(hw, func(w string) bool { return requestNouns[w] }))
	// Or a request said to the assistant, of its answers: "Otra cosita para
	// cuando me respondas: …", "Y otra cosa para todo lo que me propongas:
	// …", "Te pido otra cosa: …" (the rest then must last or ban).
	// The person's own request said before: "I had one request: use
	// metric. Why are you giving me Fahrenheit again?", "Yo tenía un
	// pedido: que me hables de usted" (the review of stop 92).
	own := ownRequestHead(hw)
	announced = announced || own
	toYou := own || len(hw) <= 10 && slices.ContainsFunc(hw, func(w string) bool { return requestNouns[w] }) && (slices.ContainsFunc(hw, func(w string) bool { return secondPerson[w] || w == "pido" }) || askedWithPedir(hw) ||
		slices.ContainsFunc(hw[1:], func(w string) bool {
			return utf8.RuneCountInString(w) >= 5 && (strings.HasSuffix(w, "as") || strings.HasSuffix(w, "es") || strings.HasSuffix(w, "és"))
		}) && slices.Contains(hw, "me"))
	// Not a rule of a house or a workplace, nor a favourite ("New rule here:
	// no phones at the dinner table", "My favourite rule at work: …").
	if len(hw) == 0 || !announced && !toYou || slices.ContainsFunc(hw, func(w string) bool { return ruleElsewhere[w] }) {
		return false
	}
	rl := strings.ToLower(rest)
	ws := plainWords(rl)
	// The order's own clause names no paper given ("A favour: count the
	// words in this letter, …", "… translate these three sentences …"); the
	// person's reason after it may ("…, I'm reading this in the break
	// shack").
	if len(ws) < 2 || asked(rest) || thirdParties[ws[0]] || allOfThem[ws[0]] || firstPerson[ws[0]] || slices.ContainsFunc(ws, func(w string) bool { return family[w] }) ||
		slices.ContainsFunc(plainWords(clauses(rl)[0]), func(w string) bool { return givenMaterial[w] || taskTopic[w] }) ||
		slices.ContainsFunc(clauses(rl), func(c string) bool { return onePaper(plainWords(c)) }) {
		return false
	}
	for k, w := range ws {
		switch {
		case addressWays[w]:
			return true // "Du duzt mich", "siezen Sie mich"
		case numeral(w) && slices.ContainsFunc(ws[k+1:min(k+4, len(ws))], func(x string) bool { return textUnits[x] || answerLook(x) }):
			return true // "three sentences tops", "höchstens drei Sätze pro Antwort", "no more than three bullet points"
		case answersWords[w] && k+1 < len(ws) && (lengths[ws[k+1]] || registers[ws[k+1]]):
			return true // "respuestas cortas", "Antworten kurz"
		case tongues[w] && len(ws) <= 5 && slices.ContainsFunc(ws, func(x string) bool { return onlyWords[x] || pleaseWords[x] }):
			return true // "English only please"
		case tongues[w] && k > 0 && k < 3 && noneWords[ws[k-1]] && len(plainWords(clauses(rl)[0])) <= 3 && len(hw) <= 3:
			// "Eine Bitte gleich: kein Englisch, gell" (a first instruction of
			// a part read at stop 87, a fact until stop 90) — the ban alone in
			// its clause, not "kein Englisch mit dem Kleinen", "no English in
			// the invitations", under a short head ("One request from the
			// bride: no English, all in Italian" is hers).
			return true
		}
	}
	// An order that lasts or bans, under a request to the assistant:
	// "siempre termina con un resumen de una línea", "nada de flores de
	// invernadero", "no me corrijas la ortografía".
	if k := past(ws, pleaseWords, alsoLeadIns); toYou && (!own || ofAnswering(rl)) && k < len(ws) &&
		(slices.ContainsFunc(ws, func(w string) bool { return lastingWords[w] }) || noneWords[ws[k]] || ws[k] == "nunca" || ws[k] == "never" || ws[k] == "nie" || ws[k] == "no" && k+1 < len(ws) && (ws[k+1] == "me" || ws[k+1] == "te")) {
		return true
	}
	// An order of answering, its verb first, on how the answers look: "answer
	// me in bullet points, five tops". Or a verb of how to talk to the
	// person, under a request to the assistant: "hábleme claro y en español
	// de acá" (under "Le voy a pedir una cosa desde ya", a first instruction
	// of a part read at stop 91) — not under a rule of a day or a place
	// ("One rule for Saturday: speak only German at the table"), nor of one
	// occasion or with a relative ("One favour: talk in Spanish with my
	// nephew Leo when he logs on later", "…: hábleme en inglés cuando le
	// pregunte por el menú"; the reviews of stop 91).
	first := clauses(rl)[0]
	fw, k := outputOrder(first)
	if k < 0 && toYou && len(fw) > 1 && talking[fw[0]] && !talkedOf[fw[1]] && fw[1] != "del" && !marks(first, talkAbout) && !(strings.Contains(rl, "como si") && !strings.Contains(rl, "como si yo")) &&
		!slices.ContainsFunc(ws, func(w string) bool { return onceWhen[w] || relatives[w] || kin[w] || playedVoice[w] }) &&
		!slices.ContainsFunc(hw, func(w string) bool { return onceWhen[w] || playedVoice[w] }) {
		// Nor for a while or a practice: "Le voy a pedir un favor para
		// esta tarde: hábleme en inglés …", "…: hábleme en inglés un
		// ratito, que quiero practicar …", "…: hábleme en inglés como si
		// fuera el camarero" (the review of stop 92).
		k = 0
	}
	if own && len(ws) > 3 && ws[0] == "que" && ws[1] == "me" && !slices.ContainsFunc(ws, func(w string) bool { return onceWhen[w] || playedVoice[w] || questionWords[w] }) {
		// "Tenía un solo pedido: que me contestes en español" (the second
		// review of stop 92): the order said as a wish.
		fw, k = ws[1:], 0
	}
	return k >= 0 && k <= 1 && slices.ContainsFunc(fw[k+1:], func(w string) bool { return answerLook(w) || textUnits[w] || tongues[w] }) &&
		!(toYou && slices.ContainsFunc(ws, func(w string) bool { return playedVoice[w] })) // "…: háblame en inglés, quiero practicar"
}

var (
	// ruleHeads announce a rule or a request in a head before a colon.
	ruleHeads = wordSet(`rule rules regel regeln regla reglas norma normas request requests bitte favor favour petición ruego vorweg vorneweg vorab`)
	// ruleElsewhere say a rule holds somewhere else than in the answers.
	ruleElsewhere = wordSet(`here hier aquí acá house haus casa home work arbeit trabajo office büro oficina favourite favorite lieblings lieblingsregel favorita favorito
	uns contest competition essay school class club gym course workshop wettbewerb schreibwettbewerb schule klasse verein kurs concurso escuela colegio clase club gimnasio curso taller`)
	// tellingHeads tell something in a head, not ask for it.
	tellingHeads = wordSet(`know knew tell told happened wissen weißt sag sage sagen erzähl erzähle erzählen passiert sepas saber cuento contar cuente digo decir pasó`)
	// thingCounts say which thing a head announces: "one thing", "one last thing".
	thingCounts = wordSet(`one first last more another`)
	// allOfThem opens a custom of all: "Alle duzen sich", "se tutea a todo el mundo".
	allOfThem = wordSet(`alle everyone everybody todos todas se`)
	// answersWords name the answers.
	answersWords = wordSet(`answers replies antworten respuestas`)
	// requestNouns name a request in a head.
	requestNouns = wordSet(`thing cosa cosita sache bitte request favour favor petición ruego`)
	// onlyWords say nothing else.
	onlyWords = wordSet(`only just nur bloß solo sólo únicamente`)
	// onceWhen say when something is to be done once: "when he logs on",
	// "cuando le pregunte", "later", "mañana".
	onceWhen = wordSet(`when whenever later tomorrow today tonight cuando luego mañana hoy esta wenn später morgen heute nachher`)
	// addressWays are how the person wants to be addressed.
	addressWays = wordSet(`duzt duzen duz duze siezen siez sieze siezt tutea tutéame tutear ustedes usted`)
)

// ownRequestHead reports a head of the person's own request said before: "I
// had one request", "Yo tenía un pedido", "Ich hatte eine Bitte".
func ownRequestHead(hw []string) bool {
	for len(hw) > 0 && onlyWords[hw[0]] {
		hw = hw[1:] // "Just had one request: …"
	}
	if len(hw) >= 2 && (hw[0] == "tenía" || hw[0] == "hatte" || hw[0] == "had") {
		hw = append([]string{"i"}, hw...) // "Tenía un pedido: …" (the second review of stop 92)
	}
	return len(hw) >= 3 && len(hw) <= 6 && (hw[0] == "i" || hw[0] == "yo" || hw[0] == "ich") && hadWords[hw[1]] &&
		slices.ContainsFunc(hw[2:], func(w string) bool { return requestNouns[w] || w == "pedido" })
}

// ofAnswering reports words of how the assistant answers: a language, a
// look, units, a way of address, "you" — not "I had one request: no onions.
// The waiter brought them anyway." (the third review of stop 92).
func ofAnswering(lower string) bool {
	ws := plainWords(lower)
	you := slices.ContainsFunc(ws, func(w string) bool { return secondPerson[w] || output[w] })
	return slices.ContainsFunc(ws, func(w string) bool {
		return tongues[w] && you || answerLook(w) || wordings[w] || textUnits[w] || addressWays[w] || unitWords[w] && you
	}) && !eventBan(lower) // not "no English at the wedding" (the fourth review)
}

// hadWords say the person had or has a request: "I had one request",
// "Yo tenía un pedido", "Ich hatte eine Bitte".
var hadWords = wordSet(`had made tenía hatte`) // not "I have a request: talk to me in French for the next ten minutes" (the second review)

// pedirLeads only lead in to a request with "pedir": "solo", "nomás", "una
// cosa".
var pedirLeads = wordSet(`solo sólo nomás nada más una un cosa cosita favor`)

// askedWithPedir reports a head that asks something of the one spoken to with
// "pedir": "Le voy a pedir una cosa desde ya", "Te quiero pedir un favor"
// (a first instruction of a part read at stop 91: "le" is the "you" of
// "usted") — not of someone else ("Le voy a pedir una cosa al casero", "Mi
// jefa me va a pedir una cosa", "Tengo que pedir una cosa en la farmacia";
// the review of stop 91).
func askedWithPedir(hw []string) bool {
	// The head opens with it: not "A Marta le voy a pedir …", "Mañana
	// viene el fontanero y quiero pedirle …", "Al profe le quiero pedir
	// un favor" (the second review of stop 91).
	// Past what only leads in: "Solo le voy a pedir …", "Nomás …", "Una
	// cosa le voy a pedir: …" (the review of stop 92).
	j := 0
	for j < len(hw) && pedirLeads[hw[j]] {
		j++
	}
	hw = hw[j:]
	k := slices.IndexFunc(hw, func(w string) bool { return w == "pedir" || w == "pedirle" || w == "pedirte" })
	if k < 0 || k > 3 || !slices.Contains([]string{"le", "te", "quiero", "quisiera", "quería", "queria", "voy", "vengo", "tengo", "necesito"}, hw[0]) ||
		slices.ContainsFunc(hw[k+1:], func(w string) bool { return w == "a" || w == "al" || w == "en" && !slices.Contains(hw, "serio") }) ||
		slices.ContainsFunc(hw, func(w string) bool { return family[w] || relatives[w] || thirdParties[w] || w == "me" }) {
		return false
	}
	return hw[k] != "pedir" || slices.ContainsFunc(hw[:k], func(w string) bool { return w == "le" || w == "te" })
}

// requestHeads announce a request before a colon.
var requestHeads = phrases(`one thing|one more thing|first thing|one request|a request|a favour|a favor|eine sache|eine bitte|gleich eine bitte|noch eine bitte|noch was|eins noch|una cosa|un favor|una petición|un ruego`)

// ordersInClauses reports a sentence of a few clauses, none of anyone else,
// of which one is an order on the answers alone, said with its verb first
// ("schreib in normalen Sätzen"), and another a second order or a short ban:
// "Gleich eine Bitte: keine Listen mit Spiegelstrichen, schreib in normalen
// Sätzen, ich les dich im Bus" (a first instruction read as a fact, found at
// stop 72: each of its orders alone was one, the two together none).
//
// Or a head that opens by announcing a request, before such an order and
// the person's reason: "One thing from the start: give me any prices in New
// Zealand dollars, I'm not converting your American money on my phone"
// (found with it) — not of one paper named after it ("One thing: explain it
// like I'm twelve, the letter from the council is gibberish").
func ordersInClauses(scope string) bool {
	lower := strings.ToLower(scope)
	if slices.ContainsFunc(plainWords(lower), func(w string) bool { return family[w] || thirdParties[w] || relatives[w] }) || othersWords(lower) {
		return false // "Meine Tochter jammert, sag mir nicht jedes Mal, …", "Mein Deutschlehrer sagt immer: …"
	}
	// A head of someone else's advice or a custom is no request: "El
	// consejo del taller de escritura: nada de adverbios, escribe …", "Our
	// English teacher drilled it into us: …" (the second review of stop 72).
	if head, _, ok := strings.Cut(lower, ": "); ok && !marks(head, requestHeads) && !slices.ContainsFunc(plainWords(head), func(w string) bool { return ruleHeads[w] }) {
		return false
	}
	verbFirst := func(c string) bool {
		lc := strings.ToLower(strings.TrimSpace(c))
		ws, k := outputOrder(lc)
		return k >= 0 && k <= 1 && len(ws) >= 3 && ordered(strings.TrimSpace(c), spelled(lc))
	}
	if head, rest, ok := strings.Cut(scope, ": "); ok && len(strings.Fields(head)) <= 6 && opensWithin(strings.ToLower(head), requestHeads, 1) {
		if cs := clauses(rest); len(cs) > 0 && !asked(rest) && verbFirst(cs[0]) &&
			!slices.ContainsFunc(cs[1:], func(c string) bool { return onePaper(plainWords(strings.ToLower(c))) }) {
			return true
		}
	}
	cs := clauses(scope)
	if len(cs) < 2 || len(cs) > 5 {
		return false
	}
	verbs, others := 0, 0
	for _, c := range cs {
		lc := strings.ToLower(strings.TrimSpace(c))
		ws := plainWords(lc)
		switch {
		case len(ws) < 2:
		case verbFirst(c):
			verbs++
		case len(ws) <= 5 && noneWords[ws[0]] && !marks(" "+lc, fussing) && !marks(lc, notKnowing) &&
			!slices.ContainsFunc(ws, func(w string) bool { return banPlaces[w] || dayWord(w) || numeral(w) }):
			others++
		}
	}
	return verbs >= 1 && verbs+others >= 2
}

// movedNews open a clause that tells of a move just made: "they've moved …",
// "we've switched …", "nos han puesto …", "ahora …".
var movedNews = wordSet(`they've we've they're we're now ahora jetzt etz nos`)

// longAgo say a move is old news: "last time", "years ago", "hace años",
// "früher".
var longAgo = phrases(`last time|last year|last month|last week|years ago|months ago|weeks ago|a while ago|before we|used to|hace años|hace tiempo|hace meses|früher|damals|letztes jahr|letztes mal|vor jahren`)

// putUsThere reports a lower-cased text that says where the person and
// theirs are put now, a place word right after "nos ponen", "nos han
// puesto", "nos pusieron", "they've put us": "nos ponen junto al palco",
// "nos han puesto frente a la iglesia", "they've put us next to the stage"
// (not "nos ponen de los nervios", "nos han puesto deberes", "they put us
// on hold").
func putUsThere(lower string) bool {
	for _, p := range []string{"nos ponen ", "nos han puesto ", "nos pusieron ", "they've put us "} {
		if _, after, ok := strings.Cut(lower, p); ok && (placeAfterPut[firstWord(after)] || strings.HasPrefix(after, "al lado") || strings.HasPrefix(after, "al fondo")) {
			return true
		}
	}
	return false
}

// placeAfterPut open where something is put: "junto a", "frente a", "next
// to", "beside" ("al lado", "al fondo" too) — not "in", "en", "at", which
// put people in charge, in the picture, en la lista negra, at the back of a
// queue.
var placeAfterPut = wordSet(`junto enfrente frente cerca detrás delante next beside near opposite behind`)

// ustedOrder reports an order to the assistant in the Spanish "usted"
// imperative, how the answers are to be: "Le pido un favor: contésteme en
// pocas líneas", "Por favor, respóndame siempre en castellano". "Usted" is
// how people speak to the plumber and the bank too, so only at the
// sentence's start or after a head that asks a favour, in no quotes, with
// no one said to say or ask it, not for this once, and saying how.
func ustedOrder(scope string) bool {
	if strings.ContainsAny(scope, "\"“”«»") {
		return false
	}
	lower := strings.ToLower(scope)
	if head, rest, ok := strings.Cut(lower, ": "); ok {
		if len(strings.Fields(head)) > 6 || !marks(head, favourHeads) {
			return false // "Le puse al fontanero un mensaje: escríbame cuando llegue"
		}
		lower = rest
	}
	ws := plainWords(lower)
	k := past(ws, ustedLeads)
	if k+1 >= len(ws) || !ustedImperatives[ws[k]] || numeral(ws[k+1]) || slices.ContainsFunc(ws[k+1:min(k+5, len(ws))], func(w string) bool { return taskStart(w) || w == "lo" || w == "que" }) || asked(scope) || marks(lower, forNow) || marks(lower, thisOnce) ||
		slices.ContainsFunc(ws, func(w string) bool { return saying[w] || sayVerbs[w] || othersAsked[w] }) {
		return false
	}
	// How, in the three words after the verb: a language, a length, a
	// look of the answers, a form of address ("en pocas líneas", "en
	// castellano", "de usted", "corto") — not what about ("Hábleme de la
	// historia de Zamora"), nor when ("contésteme antes del viernes"), nor
	// how many to write ("Escríbame tres frases para …"), nor a text to
	// write ("Escríbame en inglés un correo para el hotel", "Contésteme en
	// inglés a este correo", "Escríbame en inglés lo que tengo que decir"),
	// nor with a question asked once ("Contésteme corto, ¿cuánto se tarda
	// …?").
	return slices.ContainsFunc(ws[k+1:min(k+4, len(ws))], func(w string) bool {
		return tongues[w] || textUnits[w] || answerLook(w) || addressForms[w] || ustedWays[w]
	})
}

var (
	ustedImperatives = wordSet(`contésteme contesteme respóndame respondame escríbame escribame hábleme hableme tráteme trateme`)
	ustedWays        = wordSet(`corto breve siempre usted`, smallShort)
	othersAsked      = wordSet(`pidió pide soltó suelta repite`)
	ustedLeads       = wordSet(`por favor y pues`)
	favourHeads      = phrases(`le pido|le ruego|un favor|una cosa|una petición|un ruego`)
)

// pastWorryHead is the line past a head before a colon that names a worry,
// whose words do not open the not knowing after it: "And that's my big
// headache: I still don't know where people are going to park" (a part read
// at stop 72) — the worry named, not "What bugs me:" before a wonder that
// asks nothing ("… I don't know how people afford London rents").
//
// Or any short head of the person's own before a not knowing still open:
// "Made me think, hey: still don't know if we need a council permit …",
// "Was mich noch umtreibt: ich weiß nicht, wie ich am Stand das mit der
// Kartenzahlung mach" (parts measured blind at stop 82) — not someone's
// words ("Tom says: …"), nor a head that says no. A how is the person's
// task when the person does it ("wie ich …", "how we …"), a sigh when
// others do.
func pastWorryHead(lower string) string {
	head, rest, ok := strings.Cut(lower, ": ")
	if !ok {
		return lower
	}
	hw, rw := plainWords(head), plainWords(rest)
	why := slices.ContainsFunc(rw, func(w string) bool { return w == "why" || w == "warum" })
	how := slices.ContainsFunc(rw, func(w string) bool { return askingHow[w] })
	if (worryHead(head) && marks(head, worryNouns) || len(hw) <= 6 && marks(head, headWorries)) && !why && !how {
		return rest // not a sigh of how or why ("My biggest worry: I don't know how young couples afford a wedding"; the first review of stop 72)
	}
	// A head of its own says the question is still open ("still", "noch"):
	// "What's on my mind: I don't know how I got so lucky", "On my mind
	// lately: I don't know whether to laugh or cry" are sighs (the reviews
	// of stop 57).
	still := slices.ContainsFunc(hw, func(w string) bool { return openStill[w] }) ||
		slices.ContainsFunc(rw[:min(5, len(rw))], func(w string) bool { return openStill[w] })
	if len(hw) <= 5 && still && !why && (!how || ownHow(rw)) && !negated(head) && opensWithin(rest, notKnowing, 3) && !askedOfThePast(rw) &&
		slices.ContainsFunc(hw, func(w string) bool { return mulling[w] }) &&
		!slices.ContainsFunc(hw, func(w string) bool { return saidWords[w] || saying[w] || numeral(w) }) {
		return rest
	}
	return lower
}

// openStill say a not knowing is still so; mulling, in a head, that it is
// on the person's mind now ("Made me think", "Was mich noch umtreibt",
// "Was mich nachts wachhält", a part read at stop 97) —
// not when ("Bis heute: ich weiß noch immer nicht, was ich mir dabei
// gedacht habe", "Our wedding day: still don't know how we pulled it off":
// sighs; the review of stop 83); knobDown turn a knob, not an offer down.
var (
	openStill = wordSet(`still yet noch todavía aún`)
	mulling   = wordSet(`think thinking thought wondering mind bugging bothering nagging umtreibt beschäftigt wurmt denken nachdenken pensar pensando preocupa quita
	wachhält awake desvela`)
	knobDown = phrases(`turning it down to|turn it down to|turning it down a|turn it down a|turning it down low`)
)

// askedOfThePast reports words whose question asks what was: "I still don't
// know how we survived that winter", "todavía no sé qué vio en mí", "ich
// weiß noch immer nicht, was ich mir dabei gedacht habe" — a sigh (the
// reviews of stop 83).
func askedOfThePast(ws []string) bool {
	q := slices.IndexFunc(ws, func(w string) bool { return questionWords[w] })
	if q < 0 {
		return false
	}
	for i := q + 1; i < len(ws); i++ {
		w := ws[i]
		passive := i > 0 && presentAux[ws[i-1]] || i+1 < len(ws) && presentAux[ws[i+1]] // "which documents are needed", "welche Unterlagen gebraucht werden"
		if (participle(w) || germanParticiple(w)) && !passive || spanishPreterite(w) || pastSaid[w] {
			return true
		}
	}
	return false
}

// askingHow ask how; howDoers after them make the how the person's own to do.
var (
	askingHow = wordSet(`how wie cómo como`)
	howDoers  = wordSet(`i'll we'll ich wir to`)
)

// pastSaid are words of the past that no rule above reads: "vio", "fue",
// "hizo", "war", "hatte".
var pastSaid = wordSet(`vio fue fuimos hizo hicimos dijo pude pudo war waren hatte hatten habe hab did was were`)

// presentAux make a participle after or before them a present passive: "is
// covered", "are needed", "gebraucht werden".
var presentAux = wordSet(`is are be being get gets wird werden es son`)

// ownHow reports words whose how is the person's to do: "how I'll …",
// "how we …", "wie ich …", "how to …" ("cómo lo hago" is not read: a sigh
// stays one).
func ownHow(ws []string) bool {
	for k := 0; k+1 < len(ws); k++ {
		if askingHow[ws[k]] && howDoers[ws[k+1]] {
			return true
		}
	}
	return false
}

// headWorries name a worry in a head before a colon, where no "is" follows
// it: "Meine größte Sorge: ich weiß noch nicht, wer …", "Mi mayor
// preocupación: no sé quién …", "My one worry: I'm not sure …" (the first
// review of stop 72) — as a sentence of its own ("Meine größte Sorge hat
// sich erledigt.") they head nothing.
var headWorries = phrases(`one worry|only worry|biggest worry|main worry|big worry|real worry|one concern|only concern|main concern|biggest concern|thing bothering me|größte sorge|große sorge|meine sorge|einzige sorge|mayor preocupación|gran preocupación|mi preocupación|única preocupación`)

// ownUnsolved reports a line that opens by saying the person has still to
// work something out (stillUnsolved), the words before it the person's own
// ("We still haven't sorted …", "Ok, still haven't …") — not someone else's
// ("The garage still haven't solved the rattle").
func ownUnsolved(lower string) bool {
	lower = pastWorryHead(lower)
	if _, ok := stillToWork(lower); !ok {
		return false // most lines: read no further
	}
	ws := strings.Fields(lower)
	for k := 0; k < len(ws) && k < 3; k++ {
		if !opensWithin(strings.Join(ws[k:], " "), stillUnsolved, 1) {
			continue
		}
		if slices.ContainsFunc(ws[:k], func(w string) bool { t := strings.Trim(w, ".,;:!?¡¿\"'"); return !ownLeads[t] && !having[t] }) {
			return false
		}
		// What is still to work out, after the words that say so: not
		// why ("… why I bother"), not what was ("… what Derek was
		// thinking", "… how we managed it"), not what one cannot do ("sigo
		// sin saber nadar"), nor settled after a "so" in the same sentence
		// ("…, so I'll just bring £50").
		return !vagueUnsolved(lower) && !unsolvedSettled(lower)
	}
	return false
}

// settledAfter reports a line whose question a later clause settles:
// someone said they would see to it, or in the end it was done ("Dunno
// who's bringing the cake, Sarah said she'd sort it", "No resolví cómo se
// abría la caja, al final la abrió mi hijo", "…, el nombre lo eligió mi
// hija") — not a clause that sees to something else ("…, de la música se
// encarga Pablo", "Mum says she'll do the food") or that settles nothing
// ("in the end we might have to sell the car").
func settledAfter(lower string) bool {
	cs := clauses(lower)
	// After the clause that does not know: "…, so I still don't know who
	// will watch the booth" asks in its "so" clause (a part read at stop
	// 81).
	from := min(1, len(cs))
	if k := slices.IndexFunc(cs, notKnowingIn); k >= 0 {
		from = k + 1
	}
	for _, c := range cs[from:] {
		cw := plainWords(c)
		if len(cw) > 0 && settlingJoins[cw[0]] || marks(c, seesToIt) {
			return true
		}
	}
	return false
}

// seesToIt say someone took the question on or settled it: not "my brother
// says his car is broken again".
var seesToIt = phrases(`said she'd sort it|said he'd sort it|said they'd sort it|says she'll sort it|says he'll sort it|she'll sort it|he'll sort it|
	said she'd do it|said he'd do it|says she'll do it|says he'll do it|she'll do it|he'll do it|
	macht das|übernimmt das|kümmert sich darum|
	se encarga él|se encarga ella|se encarga de eso|lo eligió|la eligió|lo decidió|al final lo|al final la|in the end she|in the end he|am ende hat`)

// unsolvedSettled reports a still-unsolved line that is no open question after
// all: what it asks is why ("… why I bother", "por qué acepté"), what was
// ("… what Derek was thinking", "how we managed it"), what one cannot do
// ("sigo sin saber nadar"), or a later clause settles it ("…, so I'll just
// bring £50", "…, Jim says he'll do it") — the first clause after the words
// of not knowing says what is asked; a past word or a "so" later in it is
// its own ("a lift back from the airport", "it was a nightmare last year").
func unsolvedSettled(lower string) bool {
	if rest, ok := stillToWork(lower); ok {
		cs := clauses(rest)
		if len(cs) == 0 {
			return false
		}
		first := plainWords(cs[0])
		if len(first) > 0 && (first[0] == "why" || first[0] == "warum" || first[0] == "wieso" || canDo[first[0]] ||
			len(first) > 1 && first[0] == "por" && first[1] == "qué") {
			return true
		}
		if len(first) > 0 && questionWords[first[0]] && slices.ContainsFunc(first[1:min(4, len(first))], func(w string) bool { return pastTense[w] }) {
			return true // "what Derek was thinking", "how we managed it"
		}
		for i, c := range cs[1:] {
			cw := plainWords(c)
			if len(cw) > 0 && settlingJoins[cw[0]] || slices.IndexFunc(cw, func(w string) bool {
				return w == "says" || w == "said" || w == "sagt" || w == "meint" || w == "dice" || w == "dijo"
			}) >= 1 && !negated(strings.Join(cs[1+i:], ", ")) {
				// "…, so I'll just bring £50", "…, Jim says he'll do it" —
				// not "…, Hemi says not him", "…, Jim says he can't".
				return true
			}
		}
		return false
	}
	return false
}

// vagueUnsolved reports a line that says something is still to work out
// without saying what: "We still haven't decided.", "Still haven't sorted
// one thing." — what is asked, if anything, is in the sentence after.
func vagueUnsolved(lower string) bool {
	rest, ok := stillToWork(lower)
	what := strings.Join(plainWords(rest), " ")
	// Nor a doubt about someone, or about what was said before: "I'm
	// still not sure about him", "Still not sure about that".
	return ok && (what == "" || vagueThings[what] || pointingBack[firstWord(what)] && marks(lower, doubting)) // not "flights", "dates"
}

// pointingBack are the words that stand for someone or something said
// before — not the articles "dem", "la" ("wegen dem Mikrofon", "de la
// carpa").
var pointingBack = wordSet(`him her them that this it those these he she they me myself us ourselves ihm ihr ihn ihnen mich mir uns dies diese diesem él ella ellos ellas eso esto ese esa mí`)

// doubting are the phrases of stillDoubting.
var doubting = phrases(stillDoubting)

// doubtOfSomeone reports a doubt (stillDoubting) that is no question still
// to settle: about someone ("… about Anna", "… about my new boss", "wegen
// meinem neuen Chef"), about what was said ("… about what you said", "… de
// tu respuesta"), or a verdict that goes on with a but ("… about the
// haircut, but everyone loves it") — not "Still not sure about a
// microphone, …" (the review of stop 85).
func doubtOfSomeone(text string) bool {
	lower := strings.ToLower(text)
	end := -1
	for _, p := range doubting {
		if i := strings.Index(lower, p); i >= 0 {
			end = i + len(p)
			break
		}
	}
	if end < 0 {
		return false
	}
	ws := plainWords(lower[end:])
	if len(ws) == 0 {
		return false
	}
	// A doubt that was ("I was still unsure about the flat until …").
	if before := plainWords(lower[:end]); slices.ContainsFunc(before, func(w string) bool { return pastCopula[w] }) {
		return true
	}
	// A verdict goes on with a but ("…, it's comfy but the colour is
	// off"); a doubt of what the assistant said or did names it ("… the
	// numbers you gave me", "… de la cuenta que me hiciste", "… der
	// Rechnung von vorhin"), or of one's feelings ("cómo me siento").
	if slices.ContainsFunc(ws, func(w string) bool { return doubtAside[w] }) {
		return true
	}
	// Of everything, of nothing: "… about anything anymore", "… de nada".
	if whatWasSaid[ws[0]] || ws[0] == "lo" && len(ws) > 1 && ws[1] == "que" || allOrNone[ws[0]] {
		return true
	}
	// A name said bare: "Anna", "Dr Patel", "Tom's"; a German noun has
	// its article ("wegen dem Mikrofon").
	if len(lower) == len(text) {
		if tw := strings.Fields(text[end:]); len(tw) > 0 && isCapitalized(strings.Trim(tw[0], ".,;:!?\"'¿¡")) {
			return true
		}
	}
	k := 0
	for k < len(ws)-1 && (doubtArticles[ws[k]] || strings.HasSuffix(ws[k], "'s")) {
		k++
	}
	// Of a mood ("the whole thing", "life in general", "a lot of
	// things", "der ganzen Sache"), or of one's own understanding ("de
	// entender …", "de haberlo entendido", "de que me hayas …").
	spanish := strings.HasSuffix(strings.TrimSpace(lower[:end]), " de")
	if vagueDoubts[ws[k]] || spanish && (ws[0] == "que" || strings.HasSuffix(ws[0], "ar") || strings.HasSuffix(ws[0], "er") || strings.HasSuffix(ws[0], "ir") || strings.HasPrefix(ws[0], "haber")) {
		return true
	}
	// The first word past the articles names someone, in the plural too:
	// "my new boss", "the new neighbours", "los vecinos nuevos", "der
	// neuen Nachbarn", "my in-laws" — not "dem Mikrofon, Mamas …".
	w := ws[k]
	return personWord(w) || personWord(strings.TrimSuffix(w, "s")) || personWord(strings.TrimSuffix(w, "n")) || peopleWords[w]
}

var (
	// whatWasSaid open what was said, not a thing: "what you said", "tu
	// respuesta", "was du …" ("your", "deine" are doubtAside's, anywhere).
	whatWasSaid = wordSet(`what yours tu tus was`)
	// doubtAside are the words of a doubt that is no question still to
	// settle: a but, the assistant's doing, a feeling.
	// A verdict on a thing had or tried says "it" of it, or tastes,
	// watches or reads it ("…, it tastes like soap", "… sushi, tried it
	// twice", "… the last episode, it felt rushed", "…, though everyone
	// loves it"; the fourth review of stop 85).
	doubtAside = wordSet(`but though although aunque obwohl aber pero you your du dir dich dein deine deiner deinem deinen hiciste dijiste diste mandaste vorhin answer answers antwort respuesta siento feel fühle
	it it's its lol haha jaja tried probé probado watched read book chapter episode season album film movie película serie tastes taste general`)
	// vagueDoubts are the things of a mood, not of a thing to settle.
	vagueDoubts = wordSet(`thing things stuff life lot much adulting whole sache sachen zeug leben ganzen ganze cosa cosas vida`)
	// peopleWords are people in the plural that personWord's singulars
	// miss.
	peopleWords = wordSet(`in-laws inlaws parents people kids children guests suegros padres gente niños invitados schwiegereltern eltern leute kinder gäste`)
	// allOrNone stand for everything or nothing.
	allOrNone = wordSet(`anything any everything nothing all nada todo allem alles nichts`)
	// doubtArticles are the articles and possessives before what a doubt
	// is about.
	doubtArticles = wordSet(`the a an my our his her their der die das dem den des ein eine einem einer mein meine meinem meinen meiner unser unsere unserem el la los las del de un una mi mis su sus nuestro nuestra new old neuen neuer neue nuevo nueva`)
)

// stillToWork is what follows the words that say something is still to work
// out (the first of stillUnsolved the line holds), and whether it holds one.
func stillToWork(lower string) (string, bool) {
	for _, p := range stillUnsolved {
		if i := strings.Index(lower, p); i >= 0 {
			rest := lower[i+len(p):]
			if strings.HasSuffix(p, "work out") && (workingOut[firstWord(rest)] || numeral(firstWord(rest)) || firstWord(rest) == "" || strings.IndexAny(strings.TrimSpace(rest)[:min(1, len(strings.TrimSpace(rest)))], ",.;!") == 0) {
				continue // "I still have to work out today, leg day": exercise, nothing to solve (not "… work out card payments on the gate", a part read at stop 75)
			}
			return rest, true
		}
	}
	return "", false
}

// workingOut are the words after "work out" of exercising: when, how much,
// how, with whom.
var workingOut = wordSet(`today tonight tomorrow later more again at in on every this twice daily first before after properly regularly hard harder with less then now first thing
	for and so but or because till until`)

var (
	// vagueThings say there is something without saying what.
	vagueThings = phraseSet(`one thing|something|a thing|two things|a few things|one more thing|etwas|eine sache|noch was|una cosa|algo|dos cosas`)
	// pastTense are the words of what was, after a question word.
	pastTense = wordSet(`was were did had managed went happened fue era eran hicimos war waren hatte hatten`)
	// canDo are what one can or cannot do, after "sigo sin saber".
	canDo = wordSet(`nadar conducir manejar cocinar bailar leer escribir swim drive`)
	// settlingJoins open a clause that settles what was still open.
	settlingJoins = wordSet(`so thus así entonces deshalb daher`)
)

// reserving say a right is kept, nothing decided.
var reserving = phrases(`behalten uns vor|behalten wir uns vor|vorbehalten|reserve the right`) // not "nos reservamos el domingo para la abuela" (the second review)

// choiceSettled reports a sentence of two or three words that says a choice
// is made: "Venue's sorted.", "Campanadas resueltas." — not "So far sorted",
// "Nothing decided.".
func choiceSettled(sent string) bool {
	hw := plainWords(strings.ToLower(sent))
	return len(hw) >= 2 && len(hw) <= 3 && chosenVerdicts[hw[len(hw)-1]] && !slices.Contains(hw, "far") && !nothing[hw[0]] && !negated(strings.ToLower(sent))
}

// settledHead reports a short head before a colon that says what follows is
// settled: "Filling's settled: prune with vanilla", "Die Farbe steht fest:
// Waldgrün", "Lo del menú, decidido: cochinillo" — a decision; not one that
// is not ("Nothing's settled: …"), nor a question's ("Question settled: …"
// is a verdict on a question).
func settledHead(lower string) bool {
	head, rest, ok := strings.Cut(lower, ":")
	if h, r, dot := strings.Cut(lower, ". "); !ok && dot {
		// A head of its own sentence, joined to what it settles: "Venue's
		// sorted. We've got the upstairs function room at the surf club"
		// (a part read at stop 75).
		// Of a choice only: not news ("Diagnosis confirmed.", "Dad's
		// settled."; the second review of stop 75).
		if choiceSettled(h) {
			head, rest, ok = h, r, true
		}
	}
	if !ok || len(plainWords(rest)) < 2 || marks(head, questionLabels) || negated(head) || asked(rest) || marks(rest, notKnowing) || marks(rest, stillOpen) {
		return false // "Dinner sorted: pizza or the Thai place?", "Almost sorted: only the float … left to figure out"
	}
	ws := plainWords(head)
	if len(ws) == 0 || len(ws) > 4 || slices.ContainsFunc(ws, func(w string) bool { return conditionOpens[w] || w == "once" || w == "anything's" || w == "anything" }) ||
		len(ws) > 1 && partlyWords[ws[len(ws)-2]] {
		return false // "Half sorted:", "Once the venue's sorted:", "Barely anything's sorted:" (not "Half term's sorted:")
	}
	if (ws[0] == "decisión" || ws[0] == "entscheidung") && !slices.ContainsFunc(ws, func(w string) bool { return hardChoices[w] }) {
		return true // "Decisión de capitana: los chiquillos no van a disparar" (not "Decisión difícil: …")
	}
	if first, after, ok := strings.Cut(head, ","); ok && len(ws) <= 4 {
		// Of a choice made only, and said of no one's thinking: not
		// "Confirmed, unfortunately: it's a hairline fracture", "Sorted,
		// finally: the boiler's working", "Sorted, I thought: …" (the
		// first review of stop 67).
		// Nor what a fault turned out to be ("Solved, at last: the rattle
		// was a loose heat shield", "Resuelto, por fin: la gotera venía
		// del piso de arriba"; the second review): what is chosen is said
		// as is or will be.
		if fw := plainWords(first); len(fw) == 1 && choiceVerdicts[fw[0]] && !slices.ContainsFunc(plainWords(after), func(w string) bool { return speakers[w] || subjects[w] }) &&
			!slices.ContainsFunc(plainWords(firstClause(rest)), func(w string) bool { return pastWords[w] || pastEd(w) || spanishPreterite(w) }) {
			return true // "Gelöst, und zwar elegant: Merle hält die Rede" (a part read at stop 67)
		}
	}
	last := ws[len(ws)-1]
	if len(ws) > 1 && ws[len(ws)-2] == "steht" && last == "fest" {
		return !slices.Contains(ws, "nur") && !slices.Contains(ws, "eins") // not "Nur eins steht fest: das wird teuer"
	}
	if last == "fixed" {
		// Of a plan, not of a thing that was broken ("The car's fixed:
		// new clutch").
		return slices.ContainsFunc(ws, func(w string) bool { return fixedPlans[strings.TrimSuffix(w, "'s")] })
	}
	// "confirmed" needs its "to be" ("To be confirmed: …").
	return settledVerdicts[last] && !nothing[ws[0]] && ws[0] != "to"
}

// agreedHead reports a head before a colon that says the person and
// someone agree, and what they agreed after it: "so Courtney and me agree:
// buffet come off the lawn and go on the covered porch" (an update of a part
// read at stop 93, read as a fact and dropped), "We agree: …", "Wir sind uns
// einig: …", "Estamos de acuerdo: …" — not what someone else agrees ("Tom
// and Ann agree: …"), an opinion shared ("We agree: she's lovely" holds no
// choice: a word of choosing or where or when it goes is asked of the rest),
// nor one still open.
func agreedHead(lower string) bool {
	head, rest, ok := strings.Cut(lower, ": ")
	if !ok || asked(rest) || marks(rest, notKnowing) || marks(rest, stillOpen) {
		return false
	}
	if i := strings.LastIndex(head, ", "); i >= 0 {
		head = head[i+2:] // "Forecast say showers Saturday evening, so Courtney and me agree: …"
	}
	hw, rw := plainWords(head), plainWords(rest)
	for len(hw) > 0 && (nods[hw[0]] || hw[0] == "so" || hw[0] == "and" || hw[0] == "then" || hw[0] == "also" || hw[0] == "entonces" || hw[0] == "pues") {
		hw = hw[1:]
	}
	n := len(hw)
	denied := negated(head) || slices.ContainsFunc(hw, func(w string) bool { return negation[w] || neverWords[w] })
	if n == 0 || n > 6 || len(rw) < 3 || denied || slices.ContainsFunc(rw, func(w string) bool { return orWords[w] || stillOpenWords[w] }) {
		return false // "Tom and I don't agree: …", "No estamos de acuerdo: …", "We never agree: …" (the review of stop 93)
	}
	and := slices.Index(hw, "and")
	we := hw[0] == "we" || and > 0 && and+1 < n-1 && (hw[and+1] == "me" || hw[and+1] == "i") || and == 1 && (hw[0] == "me" || hw[0] == "i") // "Me and Courtney agree: …"
	english := (hw[n-1] == "agree" || hw[n-1] == "agreed") && we
	other := marks(head, agreedTogether)
	// What is agreed goes somewhere or is taken: a choice, not an opinion
	// or a forecast ("We all agree: Grandma makes the best trifle", "We
	// agree: it's going to pour on Saturday"; the review of stop 93).
	if slices.ContainsFunc(rw, func(w string) bool {
		return habitWords[w] || neverWords[w] || w == "always" || w == "siempre" || w == "immer" || w == "every"
	}) {
		return false // "We agree: the kids never stay in bed" (the second review of stop 93)
	}
	// The verb before where it goes: "go on the porch", "kommt ins
	// Feuerwehrhaus", "va en el patio" — not "the price will go up",
	// "los precios van a subir" (the second review of stop 93).
	for k := 0; k+1 < len(rw); k++ {
		if agreedOn[rw[k]] && placedAt[rw[k+1]] {
			return english || other
		}
	}
	return false
}

var (
	// neverWords say something never or cannot happen.
	neverWords = wordSet(`never nunca nie niemals jamás can't cannot`)
	// agreedTogether say "we agree" in German and Spanish.
	agreedTogether = phrases(`wir sind uns einig|sind wir uns einig|wir sind uns alle einig|sind wir uns alle einig|wir haben uns geeinigt|estamos de acuerdo|estamos todos de acuerdo|estamos todas de acuerdo|quedamos de acuerdo|nos pusimos de acuerdo`)
	// placedAt are the words of where something goes after agreedOn.
	placedAt = wordSet(`on in at into onto under inside outside ins im auf an en al`)
	// agreedOn are the verbs of what is agreed that say where it goes or
	// what is taken: a choice, not an opinion.
	agreedOn = wordSet(`go goes stays stay kommt kommen geht gehen bleibt bleiben va van queda quedan`) // not "the damp comes in", "Dad takes on too much", "the country moved in the wrong direction" (the third review of stop 93)
)

// settledPlain reports a choice said with a plain "we decide" or "we settle
// it", as Caribbean English says what was decided without a past tense: "So
// we decide buffet style, no sit-down.", "We decide the colours: pink and
// orange, flamingo colours" (a part read at stop 92 lost both), "Okay, we
// settle it: the rush going from the lighthouse … one lap" — and "We
// settled it: …". Not a decision still to make ("We decide tomorrow", "we
// decide whether …", "We decide the colours at the meeting on Friday"),
// asked ("Do we decide the colours?"), a habit ("We decide the menu
// together every year"), nor "settle it" with nothing settled after it.
func settledPlain(lower string) bool {
	if asked(lower) {
		return false
	}
	// After a head of when and where it was decided, up to a comma:
	// "Meeting wid di boys last night, wi decide game three go be a night
	// game" (a part read at stop 96; "wi" is the Creole "we").
	// A head that says it is past: "last night", "Sat down with the PTA"
	// — not "In two weeks", "At Thursday's meeting", "Every year",
	// "Whenever it rains" (the first review of stop 96).
	if h, rest, ok := strings.Cut(lower, ", "); ok && len(plainWords(h)) <= 6 && !strings.ContainsAny(h, ":;") {
		hw := plainWords(h)
		if rw := plainWords(rest); len(rw) > 1 && (rw[0] == "we" || rw[0] == "wi") && rw[1] == "decide" && slices.ContainsFunc(hw, saidPast) && !slices.ContainsFunc(hw, func(w string) bool {
			return aheadWords[w] || stillToCome[w] && w != "meeting" && w != "after" || weekdays[w] || historyWords[w] || w == "if" || w == "when" || w == "in"
		}) {
			lower = rest
		}
	}
	ws := plainWords(lower)
	k := 0
	for k < len(ws) && (nods[ws[k]] || ws[k] == "so" || ws[k] == "and" || ws[k] == "then") {
		k++
	}
	if len(ws)-k < 4 || ws[k] != "we" && ws[k] != "wi" {
		return false
	}
	verb, rest := ws[k+1], ws[k+2:]
	head, after, colon := strings.Cut(lower, ":")
	switch verb {
	case "decide":
		// Or what it is not to be, or what it is to be: "We decide no
		// raffle this year", "wi decide game three go be a night game",
		// "We decide the shirts will be yellow" (parts read at stop 96).
		if (rest[0] == "no" && !undecidedAfter[rest[1]] || !undecidedAfter[rest[0]] && beWillBe(rest)) && !slices.ContainsFunc(ws, func(w string) bool { return orWords[w] || stillToCome[w] && w != "after" }) {
			break
		}
		// Said as what came of it, against what it is not ("So we
		// decide buffet style, no sit-down"), or with what was chosen
		// after a colon ("We decide the colours: pink and orange") — not
		// "We decide the menu, the hotel just cooks it", "So we decide the
		// budget at the AGM", "…: pink or orange", "…: no clue yet" (the
		// reviews of stop 92).
		so := slices.Contains(ws[:k], "so") && strings.Contains(lower, ", no ") && !strings.Contains(lower, ", no one") && !strings.Contains(lower, ", no-one")
		if undecidedAfter[rest[0]] || !so && !(colon && len(plainWords(head)) <= k+4 && len(plainWords(after)) >= 2) ||
			slices.ContainsFunc(ws, func(w string) bool { return orWords[w] }) { // the open words: below
			return false
		}
	case "settle", "settled":
		// "We settle it: …", "We settled that: …": what is settled after
		// the colon.
		if !colon || rest[0] != "it" && rest[0] != "that" || len(plainWords(head)) > k+3 || len(plainWords(after)) < 2 {
			return false
		}
	default:
		return false
	}
	return !slices.ContainsFunc(ws, func(w string) bool { return stillOpenWords[w] }) && !slices.ContainsFunc(rest, func(w string) bool {
		return stillToCome[w] || weekdays[w] || months[w] || w == "by" || w == "when" || w == "if" || w == "once"
	})
}

// saidPast reports a word that says a time past: "last", "yesterday", a
// verb in the past ("Sat down with the PTA", "Talked wid di coach").
func saidPast(w string) bool {
	switch w {
	case "last", "yesterday", "earlier", "ago", "sat", "met", "had", "was", "were", "came", "went", "gestern", "ayer", "anoche":
		return true
	}
	return len(w) > 4 && strings.HasSuffix(w, "ed")
}

// historyWords are the words of a head that says the decision is history: "Last
// year, we decide no raffle …" (the second review of stop 96).
var historyWords = wordSet(`year years ago jahr jahren año años`)

// beWillBe reports words that say what something will be, in their first
// six: "the shirts will be yellow", "game three go be a night game" (the
// Creole future), "the party's gonna be at Mo's".
func beWillBe(ws []string) bool {
	for k := 1; k+1 < min(len(ws), 7); k++ {
		if undecidedAfter[ws[k]] {
			return false // "We decide as a family who will be the godparents" (the second review of stop 96)
		}
		if ws[k+1] == "be" && (ws[k] == "will" || ws[k] == "go" || ws[k] == "gonna" || ws[k] == "gwine" || ws[k] == "gine") {
			return true
		}
	}
	return false
}

var (
	// undecidedAfter follow a "decide" of a choice still to make: "we
	// decide whether …", "we decide tomorrow", "we decide on the day".
	undecidedAfter = wordSet(`to whether if what which who how when where on later tomorrow tonight today together soon next between it that`)
	// stillOpenWords say a choice is still open: "…: pink vs orange", "…: no
	// clue yet", "So we decide nothing yet".
	stillOpenWords = wordSet(`vs versus yet clue idea nothing nobody sure maybe perhaps`)
	// stillToCome say a choice is made later, or each time: "… at the
	// meeting on Friday", "… every year".
	stillToCome = wordSet(`tomorrow tonight later next soon meeting every each always usually whenever once after before until`)
)

// changedPlanHead reports a head of a changed plan before a colon and the
// person's own new plan after it: "Cambio de planes: cerramos con malla
// cinegética", "Change of plan: we're fencing it with deer netting",
// "Kommando zurück: wir nehmen den alten Zaun" (a part read at stop 67) —
// not news of someone else's ("Change of plan: Tom can't come"), nor a plan
// only thought of or asked ("Change of plan: maybe we'll …", "…: do we
// …?").
func changedPlanHead(lower string) bool {
	// The head ends at a colon, a dash or a comma: "Change of plan — we're
	// …", "Change of plan, we're …" (the first review of stop 67).
	at := strings.IndexAny(lower, ":,")
	if d := strings.Index(lower, " — "); d >= 0 && (at < 0 || d < at) {
		at = d
	}
	if d := strings.Index(lower, " – "); d >= 0 && (at < 0 || d < at) {
		at = d
	}
	if at < 0 {
		return false
	}
	head, rest := lower[:at], strings.TrimLeft(lower[at:], ":,—– ")
	if len(plainWords(head)) > 7 || !opensWithin(head, mindChanged, 3) { // "Schon wieder Planänderung:", "Otra vez cambio de planes:"
		return false
	}
	ws := plainWords(rest)
	if len(ws) < 3 || asked(rest) || marks(rest, hedged) || marks(rest, unsettled) || marks(rest, stillToDo) || marks(rest, reserving) {
		return false // nor a right reserved: "Planänderung, wir behalten uns vor, …" (the first review of stop 82)
	}
	// What it replaces may follow ("…, not the orchard"): the plan's own
	// clause says no "not", nor what befell the person ("acabamos de
	// perder el tren", "we're expecting twins", "wir kriegen Besuch"; the
	// reviews of stop 67).
	cs := clauses(rest)
	if len(cs) == 0 || negated(cs[0]) || marks(rest, notKnowing) || slices.ContainsFunc(ws, func(w string) bool { return lacking[w] || befell[w] }) {
		return false // "…: we can't agree on anything now", "…: estamos otra vez sin sitio" (the first review of stop 67)
	}
	// A plan, not a mishap ("Change of plan: we missed the ferry", "…: wir
	// stehen im Stau", "…: perdimos el vuelo"): said as what will be, or
	// as what the person is doing ("we're putting …", "Sarah and I are
	// taking …"); a verb of "we" in the present said with a day ahead
	// ("mañana salimos …", "Am Samstag fahren wir doch …") or with where
	// or how right after it ("cerramos con malla cinegética", "wir fahren
	// mit dem Zug").
	progressive := false
	for k := 1; k+1 < len(ws) && k < 5; k++ {
		if (ws[k] == "are" && (ws[k-1] == "we" || ws[k-1] == "i") || ws[k] == "am" && ws[k-1] == "i") && planning(ws[k+1]) ||
			(ws[k-1] == "we're" || ws[k-1] == "i'm") && k == 1 && planning(ws[k]) {
			progressive = true
		}
	}
	ours := func(w string) bool {
		return utf8.RuneCountInString(w) > 5 && (strings.HasSuffix(w, "amos") || strings.HasSuffix(w, "emos") || strings.HasSuffix(w, "imos")) && !stateVerbs[w]
	}
	howNext := false
	for k := 0; k+1 < len(ws) && k < 3; k++ {
		verb := ours(ws[k]) || ws[k] == "wir" && k+1 < len(ws) && strings.HasSuffix(ws[k+1], "en")
		at := k + 1
		if ws[k] == "wir" {
			at = k + 2
		}
		if verb && at < len(ws) && planWays[ws[at]] {
			howNext = true
		}
	}
	return marks(rest, ownPlan) || progressive || howNext ||
		daysAhead(ws) && slices.ContainsFunc(ws[:min(4, len(ws))], func(w string) bool { return w == "wir" || ours(w) })
}

// planning reports an "-ing" of doing something, not of being stuck or of
// what befalls: "we're putting", not "we're sitting in traffic", "we're
// expecting twins", "I'm coming down with something".
func planning(w string) bool {
	return strings.HasSuffix(w, "ing") && len(w) >= 5 && !befell[w]
}

// befell are the words of what happens to the person, not of a plan.
var befell = wordSet(`sitting waiting stuck running expecting coming feeling struggling acabamos kriegen bekommen erwarten sitzen hängen stecken gestrandet atrapados varados tirados`) // "wir sitzen in Wien fest" (the sixth review)

// planWays open where or how a plan goes, right after its verb: "cerramos
// con …", "wir fahren mit dem Zug", "vamos en tren".
var planWays = wordSet(`con en a al para mit nach ins zum zur in`)

// daysAhead reports a day or time ahead in words: "mañana", "am Samstag",
// "next week".
func daysAhead(ws []string) bool {
	return slices.ContainsFunc(ws, func(w string) bool { return weekdays[w] || aheadWords[w] })
}

// aheadWords say a time ahead.
var aheadWords = wordSet(`tomorrow tonight next morgen nächste nächsten nächstes mañana próximo próxima luego`)

// lacking say something is missing: no plan then.
var lacking = wordSet(`without sin ohne`)

// stateVerbs are the Spanish verbs in "-amos" of being or staying, not of
// a plan: "estamos sin sitio", "quedamos fatal".
var stateVerbs = wordSet(`estamos andamos quedamos llevamos tardamos`)

var (
	// hardChoices say a decision is still to make: "Decisión difícil: …".
	hardChoices = wordSet(`difícil difíciles dura complicada pendiente abierta schwer schwierige schwierig offen offene`)
	// pastWords say what was: "was", "war", "venía".
	pastWords = wordSet(`was were war waren wurde wurden era eran fue fueron venía venían estaba estaban`)
	// choiceVerdicts open a head, before its comma, that says a choice
	// follows.
	choiceVerdicts = wordSet(`decided settled agreed solved entschieden beschlossen gelöst decidido decidida resuelto resuelta acordado acordada`)
	// settledVerdicts end a head that says what follows is settled.
	settledVerdicts = wordSet(`settled sorted decided chosen agreed confirmed entschieden festgelegt beschlossen geklärt decidido decidida elegido elegida acordado acordada`) // not "solved": "Mystery solved: the rattle was …" (the fifth review of stop 67)
	// chosenVerdicts end a head, a sentence of its own, that says what
	// follows was chosen: "Venue's sorted.", "Menu's agreed.".
	chosenVerdicts = wordSet(`sorted decided agreed chosen entschieden beschlossen geklärt decidido decidida elegido elegida acordado acordada resuelto resuelta resueltos resueltas`) // "Campanadas resueltas." (a part measured blind at stop 81)
	// partlyWords say a head is settled only in part.
	partlyWords = wordSet(`half almost nearly partly barely mostly kind sort halb fast teilweise kaum casi medio`)
	// fixedPlans are what a "fixed" head fixes as a plan: a date, a time, a
	// place, a menu.
	fixedPlans = wordSet(`date dates day time times venue menu plan route price start`)
	// nothing opens a head that says nothing is: "Nothing's settled".
	nothing = wordSet(`nothing nothing's nichts nada`)
)

// predicateVerbs open what is said of a subject named just before.
var predicateVerbs = wordSet(`is was will has does es era será está estaba va tiene hace fue ist war wird hat macht kommt`)

// likedBy reports a clause that says someone wants or insists on what the
// line names: "…, fruit with marzipan underneath, which Nobby insists on
// because sponge 'isn't a proper cake'" (a part read at stop 74) — no aside
// to trim.
func likedBy(clause string) bool {
	return marks(strings.ToLower(clause), insistsOn) // not "…, she loves a good natter", "…, though I'd rather have ordered pizza" (the reviews of stop 33 and 63)
}

// insistsOn say someone will have nothing else.
var insistsOn = phrases(`insists on|insisted on|insist on|besteht auf|bestand auf|bestehen auf|insiste en|insistió en|se empeña en`)

// bearingIt say the person can hardly wait or watch, no liking: "I cannot
// bear to watch", "I can't bear the suspense" (the first review of stop 88).
var bearingIt = phrases(`can't bear to|cannot bear to|can't bear the suspense|cannot bear the suspense|can't bear the wait|cannot bear the wait|can't bear it|cannot bear it`)

// wantsToThank say the person wants to thank: politeness, no wish ("I
// really want to thank you for all the help"; the second review of stop
// 74).
var wantsToThank = phrases(`want to thank|want to say thank|want to say thanks|want to say you|quiero darte las gracias|quiero agradecer|queremos agradecer|queremos darte las gracias|möchte mich bedanken|will mich bedanken|möchte danke sagen|will danke sagen`)

// eventBan reports a ban on what may be at an event, said bare: "No kids
// at the wedding.", "Nada de niños en la boda.", "Keine Geschenke auf der
// Feier." (the review of stop 74) — the hosts' rule, a constraint to keep;
// not news of what there was not ("No signal at the party", "No word from
// the caterer").
func eventBan(lower string) bool {
	if marks(lower, relief) {
		return false // "No drama during the ceremony, thank God" (the third review of stop 74)
	}
	if head, rest, ok := strings.Cut(lower, ": "); ok && slices.ContainsFunc(plainWords(head), func(w string) bool { return conditionNouns[w] }) {
		// "Ashly me puso otra condición: nada de reguetón durante el vals
		// ni en la entrada, solo después de la cena" (a part read at stop
		// 84): the ban's own clause.
		lower, _, _ = strings.Cut(rest, ",")
	}
	ws := plainWords(lower)
	k := past(ws, imperativeLeadIns, alsoLeadIns, pleaseWords)
	if k+1 < len(ws) && ws[k] == "por" && ws[k+1] == "favor" {
		k += 2 // "Por favor nada de móviles en la ceremonia" (the second review of stop 75)
	}
	if len(ws)-k < 4 || len(ws)-k > 10 {
		return false
	}
	switch {
	case ws[k] == "no" || ws[k] == "keine" || ws[k] == "kein" || ws[k] == "sin":
		k++
	case ws[k] == "nada" && ws[k+1] == "de":
		k += 2
	default:
		return false
	}
	if noNews[ws[k]] {
		return false
	}
	for j := k + 1; j+1 < len(ws); j++ {
		if (whereWords[ws[j]] || ws[j] == "at" || ws[j] == "bei" || duringWords[ws[j]]) && articles[ws[j+1]] && j+2 < len(ws) && eventNouns[ws[j+2]] ||
			contracted[ws[j]] && eventNouns[ws[j+1]] {
			return true
		}
	}
	return false
}

// conditionNouns name a condition someone sets, in a head before it.
var conditionNouns = wordSet(`condition conditions condición condiciones bedingung bedingungen`)

// duringWords say a ban holds while an event lasts: "No phones during the
// ceremony" (the second review of stop 74).
var duringWords = wordSet(`during throughout während durante`)

// relief say the person is glad of how something went.
var relief = phrases(`thank god|thank goodness|thankfully|luckily|phew|gott sei dank|zum glück|menos mal|gracias a dios|por suerte`)

// eventNouns are the gatherings people plan.
var eventNouns = wordSet(`wedding reception ceremony party funeral wake christening birthday dinner barbecue bbq do fest festival celebration church kirche iglesia standesamt
	hochzeit trauung zeremonie feier fest party geburtstag taufe beerdigung trauerfeier abendessen grillfest
	boda fiesta bautizo cumpleaños cena comida celebración banquete ceremonia funeral velorio
	waltz dance mass walzer tanz messe gottesdienst vals baile misa`)

// noNews are what a "no" before an event says there was none of: news, not
// a rule.
var noNews = wordSet(`signal luck word news sign idea answer reply one body way time chance parking wifi internet service
	rain snow wind sun storm frost hail regen schnee wind sonne sturm gewitter lluvia nieve viento sol tormenta
	netz empfang glück nachricht ahnung antwort zeit señal suerte noticias idea respuesta tiempo cobertura`)

// houseRule reports a rule of someone's house or of the household put before
// a colon: "Chloe has one rule for the house: no carpet in the bathroom",
// "Oma hat eine Regel: keine Schuhe im Flur", "Mi suegra tiene una norma: …"
// — theirs, a liking to keep (a rule for the assistant is ruled's). Or
// whose rule it is said with an "'s": "The auld lad's one rule from the
// armchair: no dogs on the drive" (a part read at stop 67).
func houseRule(lower string) bool {
	head, rest, ok := strings.Cut(lower, ":")
	if !ok || len(plainWords(rest)) < 2 || asked(rest) {
		return false
	}
	ws := plainWords(head)
	// Or someone's request, wish or condition: "Mum's one big request: no
	// yard glass" (a part read at stop 75).
	return len(ws) <= 8 && slices.ContainsFunc(ws, func(w string) bool { return ruleWords[w] || othersWishes[w] }) &&
		slices.ContainsFunc(ws, func(w string) bool {
			return w == "has" || w == "have" || w == "hat" || w == "haben" || w == "tiene" || w == "tienen" ||
				possessed(w) && !slices.ContainsFunc(ws, func(x string) bool { return addressee[x] })
		})
}

// othersWishes name what someone asks for, in a head of theirs.
var othersWishes = wordSet(`request wish condition demand bitte wunsch bedingung forderung petición condición deseo`)

// ruleForYou reports a head of a few words that names a rule and gives it
// to the assistant: "Here's my one rule for you", "That's my rule for you",
// "Meine Regel für dich", "Mi regla para ti".
func ruleForYou(hw []string) bool {
	return len(hw) <= 7 && slices.ContainsFunc(hw, func(w string) bool { return ruleWords[w] }) &&
		slices.ContainsFunc(hw, func(w string) bool { return w == "you" || w == "dich" || w == "ti" || w == "usted" })
}

// possessed reports a word with the "'s" of whose it is ("gran's",
// "the auld lad's"), not of "here's", "that's", "it's" (the first review of
// stop 67: "Here's my one rule for you: …").
func possessed(w string) bool {
	stem, ok := strings.CutSuffix(w, "'s")
	if !ok {
		stem, ok = strings.CutSuffix(w, "’s")
	}
	return ok && utf8.RuneCountInString(stem) > 1 && !isOrHas[stem]
}

// isOrHas are the words whose "'s" is an "is" or a "has".
var isOrHas = wordSet(`here there that what it who where this he she everything nothing something everyone nobody let`)

// ruleWords are the words for a rule.
var ruleWords = wordSet(`rule rules regel regeln regla reglas norma normas`)

// putInUnits reports a Spanish request put in the present, as Colombians
// and others ask: "toda la plata me la pone en pesos", "me lo escribes en
// inglés" — what the answers are given in.
func putInUnits(lower string) bool {
	if asked(lower) || othersWords(lower) { // not "Las medidas dámelas apuntadas, le dije al carpintero" (the first review of stop 67)
		return false // "¿Me escribes en inglés una carta para mi casero?"
	}
	for _, c := range clauses(lower) {
		ws := plainWords(c)
		// Not someone else's doing ("Mi jefe me escribe en inglés", "El
		// banco me da en dólares …") nor a condition ("Si me lo pones en
		// euros …"): the clause opening with who does it, or with "si".
		if len(ws) == 0 || definite[ws[0]] && !doubledObject(ws) && !givenAfter(ws) || someones[ws[0]] || ws[0] == "si" {
			continue
		}
		if givenAfter(ws) {
			return true
		}
		for k := 0; k+2 < len(ws); k++ {
			if ws[k] != "me" && ws[k] != "nos" {
				continue
			}
			j := k + 1
			if j < len(ws) && (ws[j] == "lo" || ws[j] == "la" || ws[j] == "los" || ws[j] == "las") {
				j++
			}
			if j+1 < len(ws) && definite[ws[0]] && doubledObject(ws) && putToYou[ws[j]] && shapedPlural(ws[j+1]) {
				return true // "Los precios me los das redondeados, que me lío" (the first review of stop 67)
			}
			if j+2 >= len(ws) || !putVerbs[ws[j]] || ws[j+1] != "en" || definite[ws[0]] && !putToYou[ws[j]] {
				continue // the object first, the verb the assistant's: not "Los precios me los da en dólares el proveedor"
			}
			if next := ws[j+2]; tongues[next] || slices.ContainsFunc(systems, func(set map[string]bool) bool { return set[next] }) {
				return true
			}
		}
	}
	return false
}

// givenAfter reports a Spanish clause that opens with what is measured and
// then the order to give it, the pronouns joined to the verb, and the unit
// after it: "los pesos dámelos siempre en arrobas y en kilos", "las
// distancias pónmelas en millas" (a part read at stop 65).
func givenAfter(ws []string) bool {
	if len(ws) < 4 || !definite[ws[0]] || !measuredThings[ws[1]] && ws[1] != "pesos" || !joinedGive(ws[2]) {
		return false
	}
	j := 3
	if lastingWords[ws[j]] {
		j++ // "siempre"
	}
	for j < len(ws) && (degreeWords[ws[j]] || ws[j] == "bien") {
		j++ // "dímelas siempre bien redondeadas" (the first review of stop 67)
	}
	if j < len(ws) && shapedPlural(ws[j]) {
		return true // "los precios dímelos redondeados, sin céntimos" (a part read at stop 67)
	}
	return j+1 < len(ws) && ws[j] == "en" && unitAt(ws, j+1) >= 0
}

// shapedPlural reports a Spanish participle in the plural that says how
// things are given: "redondeados", "desglosadas", "ordenados".
func shapedPlural(w string) bool {
	return utf8.RuneCountInString(w) > 6 && (strings.HasSuffix(w, "ados") || strings.HasSuffix(w, "adas") || strings.HasSuffix(w, "idos") || strings.HasSuffix(w, "idas"))
}

// joinedGive reports a Spanish order to give or put with its pronouns
// joined: "dámelos", "pónmelas", "escríbemelo", "démelos".
func joinedGive(w string) bool {
	for _, obj := range []string{"los", "las", "lo", "la"} {
		if stem, ok := strings.CutSuffix(w, "me"+obj); ok {
			return givingStems[stem]
		}
	}
	return false
}

// givingStems are the Spanish orders to give, put or write that take joined
// pronouns, with and without their accent.
var givingStems = wordSet(`da dá dé de di dí pon pón pasa pása escribe escríbe ponga pónga pase páse escriba escríba`)

// doubledObject reports a Spanish clause that opens with what is measured as
// its object, which the pronoun before the verb says again: "las distancias
// no me las des en kilómetros", "el peso me lo pones en libras" — what the
// answers give, not who does it ("La doctora me escribe en inglés").
func doubledObject(ws []string) bool {
	if len(ws) < 4 || !measuredThings[ws[1]] {
		return false
	}
	again := map[string]string{"el": "lo", "la": "la", "los": "los", "las": "las"}[ws[0]]
	for k := 2; k+1 < len(ws) && k < 5; k++ {
		if ws[k] == "me" && ws[k+1] == again {
			return true
		}
	}
	return false
}

// putToYou are the forms of putVerbs said to the assistant, as "tú" or
// as "usted" ("no me las dé en kilómetros").
var putToYou = wordSet(`pones pongas escribes escribas das des dices digas ponga escriba dé diga`)

// putVerbs are the present forms of a request of what the answers are given
// in.
var putVerbs = wordSet(`pone pones pongas ponga escribe escribes escriba da das dé des dice dices diga`)

// settledBySo reports a clause after the first that says what follows from
// it: "Nobody has offered to help, so we've hired Two Men and a Van", "…,
// así que la cancelamos" (the third review of stop 74).
func settledBySo(lower string) bool {
	cs := clauses(lower)
	return slices.ContainsFunc(cs[min(1, len(cs)):], func(c string) bool {
		ws := plainWords(c)
		return len(ws) > 1 && (soWords[ws[0]] || ws[0] == "así" && ws[1] == "que" || ws[0] == "und" && ws[1] == "deshalb")
	})
}

// withSomeoneElse reports words with a "with" of someone other than the
// person: "with the ex", "mit dem Vermieter" — not "with me", "mit mir",
// "conmigo".
func withSomeoneElse(ws []string) bool {
	for k, w := range ws {
		if (w == "with" || w == "mit" || w == "con") && k+1 < len(ws) && ws[k+1] != "me" && ws[k+1] != "us" && ws[k+1] != "mir" && ws[k+1] != "uns" && ws[k+1] != "mí" && ws[k+1] != "nosotros" {
			return true
		}
	}
	return false
}

// namesWhere reports a head that says where a rule holds ("New rule at
// work", "Neue Regel im Büro", "Nueva norma en el trabajo": someone else's
// rule) — not a head that only leads in ("Sorry, one more thing", "Oh, and
// before I forget"; the review of stop 74).
func namesWhere(ws []string) bool {
	return slices.ContainsFunc(ws, func(w string) bool { return whereWords[w] || contracted[w] })
}

// namesSomeone reports a head that says whose a rule is: "Grandma made it
// very clear", "Mum laid down the law" (the second review of stop 74).
func namesSomeone(ws []string) bool {
	return slices.ContainsFunc(ws, func(w string) bool {
		return family[w] || relatives[w] || kin[w] || partners[w] || companions[w] || thirdParties[w] || jobWords[w]
	}) && slices.ContainsFunc(ws, func(w string) bool { return rulingWords[w] }) // not "My husband reads along: …" (the third review of stop 74)
}

// rulingWords say someone laid a rule down: "made it very clear", "laid
// down the law", "Oma sagt".
var rulingWords = wordSet(`clear law said says insists insisted wants rule rules decreed sagt sagte meint regel dice dijo quiere norma manda`)

// ownBanHead reports a head the person puts before a ban from now on: of
// three words, of lead-in words, or of five words that name no place; and
// never one that says whose rule it is (namesSomeone).
func ownBanHead(head string) bool {
	hw, n := plainWords(head), len(strings.Fields(head))
	return (n <= 3 || leadInHead(hw) || n <= 5 && !namesWhere(hw)) && !namesSomeone(hw)
}

// banFromNow reports a ban said from now on, of whatever it bans: "From now
// on, no weather forecasts unless I ask for one", "Ab jetzt keine
// Rezepte mit Fisch", "De ahora en adelante, nada de política" — not a
// ban for someone else ("From now on, no sweets for Tom", "…, she said").
func banFromNow(lower string) bool {
	if head, rest, ok := strings.Cut(lower, ": "); ok && ownBanHead(head) &&
		slices.ContainsFunc(banStarts, func(p string) bool { return strings.HasPrefix(strings.TrimSpace(rest), p) }) {
		lower = rest // "Noch was: Ab jetzt bitte keine Anglizismen.", "Und noch eine Sache: ab jetzt …"
	}
	cs := clauses(strings.TrimSpace(lower))
	if len(cs) == 0 {
		return false
	}
	// A please first: "Please, from now on, no anglicisms", "Bitte ab
	// jetzt keine Anglizismen mehr" (the first review of stop 72); after
	// lead-in words too ("Oh and please, from now on, no emojis", "Ok,
	// please from now on no anglicisms", "Und bitte ab jetzt …": the second
	// review of stop 73).
	leading := func(ws []string) bool {
		return len(ws) > 0 && past(ws, imperativeLeadIns, alsoLeadIns, pleaseWords) == len(ws) && slices.ContainsFunc(ws, func(w string) bool { return pleaseWords[w] || w == "ok" || w == "okay" })
	}
	// Lead-in words alone, a please among them or not, before the "from
	// now on" of the same clause: "y a partir de ahora …", "and from now on
	// …" (the third review of stop 74).
	leadIns := func(ws []string) bool {
		return len(ws) > 0 && past(ws, imperativeLeadIns, alsoLeadIns, pleaseWords) == len(ws)
	}
	// An interjection alone before them: "Oh, and please, from now on, …",
	// "Ach ja, und bitte ab jetzt …" (the third review of stop 74).
	if len(cs) > 1 && interjection(cs[0]) && (len(cs) > 2 && leading(plainWords(cs[1])) || slices.ContainsFunc(banStarts, func(p string) bool {
		at := strings.Index(cs[1], p)
		return at == 0 || at > 0 && leadIns(plainWords(cs[1][:at])) // "Ach ja, und bitte ab jetzt keine Witze mehr": one clause after it
	})) {
		cs = cs[1:]
	}
	for len(cs) > 1 && leading(plainWords(cs[0])) {
		cs = cs[1:]
	}
	for _, p := range banStarts {
		if at := strings.Index(cs[0], p); at > 0 && leadIns(plainWords(cs[0][:at])) {
			cs[0] = cs[0][at:]
			break
		}
	}
	var ws []string
	first := strings.TrimSpace(cs[0])
	for _, p := range banStarts {
		if rest, ok := strings.CutPrefix(first, p); ok {
			ws = plainWords(rest) // "Ab jetzt keine Rezepte mit Fisch"
			if len(ws) == 0 && len(cs) > 1 {
				ws = plainWords(cs[1]) // "From now on, no weather forecasts"
			}
			break
		}
		if rest, ok := strings.CutSuffix(strings.TrimRight(first, ".!"), p); ok && len(cs) == 1 {
			// "So no alcohol in recipes from now on": from when, last —
			// not where the person's own rule holds ("No horoscopes in the
			// parish newsletter from now on", "… beim Stammtisch ab
			// jetzt"; a review).
			ws = plainWords(rest)
			ws = ws[past(ws, imperativeLeadIns, alsoLeadIns):]
			if somewhereElse(ws) {
				return false
			}
			break
		}
	}
	// What it bans is what the assistant gives ("weather forecasts",
	// "Rezepte", "consejos"), not a house rule or a resolution ("no
	// phones at the dinner table", "no alcohol for me").
	// Past a please: "Ab jetzt bitte keine Anglizismen" (a part read at
	// stop 72); or words of a kind the answers may use.
	ws = ws[past(ws, pleaseWords):]
	// Words of other tongues only where no one else's place or decision
	// is named ("Ab sofort keine Fremdwörter mehr im Vereinsheft, hat der
	// Vorstand beschlossen"; swearing is a house's rule as often: "… keine
	// Kraftausdrücke mehr vor den Kindern"; the first review of stop 72).
	borrowed := slices.ContainsFunc(ws, func(w string) bool { return borrowedWords[w] }) && !somewhereElse(ws) && !othersWords(lower) &&
		!slices.ContainsFunc(ws, func(w string) bool { return banPlaces[w] })
	// Small talk in the answers, not with someone or somewhere ("Ab jetzt
	// kein Smalltalk mehr mit dem Vermieter", "no small talk at the till";
	// the second review of stop 74).
	smallTalk := (slices.ContainsFunc(ws[:max(0, len(ws)-1)], func(w string) bool { return w == "small" }) && slices.Contains(ws, "talk") ||
		slices.ContainsFunc(ws, func(w string) bool { return w == "smalltalk" || w == "chitchat" })) &&
		!somewhereElse(ws) && !slices.ContainsFunc(ws, func(w string) bool { return w == "at" }) &&
		!withSomeoneElse(ws) // not "with the ex", "mit dem Vermieter"; "with me", "mit mir" are the answers' (the third review of stop 74)
	if !slices.ContainsFunc(ws, func(w string) bool { return givenByAnswers[w] }) && !borrowed && !smallTalk {
		return false
	}
	// Not the family's rule at their table: "… no jokes about Dad's hair at
	// Sunday lunch", "… keine Witze mehr über Papas Glatze beim Essen" (the
	// second review of stop 75).
	if somewhereElse(ws) || slices.ContainsFunc(ws, func(w string) bool {
		return family[w] || relatives[w] || w == "beim" || possessed(w) && !firstPerson[w]
	}) {
		return false
	}
	if len(ws) < 2 || !(ws[0] == "no" || ws[0] == "keine" || ws[0] == "kein" || ws[0] == "sin" || ws[0] == "nada" && ws[1] == "de" || leftOut[ws[0]]) {
		return false
	}
	all := plainWords(lower)
	for j, w := range all {
		if thirdParties[w] || (saying[w] || sayVerbs[w]) && !(j > 0 && (firstPerson[all[j-1]] || all[j-1] == "small")) { // not "unless I ask for one"; "no small talk" says nothing
			return false
		}
		if (w == "for" || w == "für" || w == "para") && j+1 < len(all) && !ownFor[all[j+1]] {
			return false // "for Tom", not "unless I ask for one", "für mich"
		}
	}
	return true
}

// somewhereElse reports words that name a place or a group a rule holds
// in, other than the answers: "in the parish newsletter", "beim
// Stammtisch", "en la cena" — not "in your answers", "in recipes".
func somewhereElse(ws []string) bool {
	for j, w := range ws {
		if contracted[w] {
			return true
		}
		if (w == "in" || w == "at" || w == "on" || w == "en" || w == "bei" || w == "an") && j+2 < len(ws) && articles[ws[j+1]] &&
			!answerThing(ws[j+2]) && ws[j+2] != "answers" && ws[j+2] != "replies" {
			return true
		}
	}
	return false
}

// ownFor are what a "for" in a ban of the person's own may be for.
var ownFor = wordSet(`one it them that this`)

// banStarts are the words from when a ban holds: fromNow's, and "desde
// ahora", "desde ya", which open a ban but as often news ("Desde ahora
// ensayamos en el salón parroquial": a review of stop 43).
var banStarts = append(phrases(`desde ahora|desde ya`), fromNow...)

// leftOut are the imperatives of a ban from now on: "From now on, skip the
// emojis", "… drop the disclaimers" (a review of stop 75).
var leftOut = wordSet(`skip drop ditch lose`)

// givenByAnswers are what answers give that a person may ban from now on.
var givenByAnswers = wordSet(`forecast forecasts recipe recipes advice tips tip suggestions suggestion recommendations lectures lecture jokes joke
	links link sources horoscopes horoscope quotes quote summaries disclaimers warnings emojis examples
	vorhersagen wettervorhersagen rezepte rezept ratschläge tipps vorschläge empfehlungen vorträge witze links quellen zitate warnungen beispiele
	pronósticos recetas receta consejos sugerencias recomendaciones sermones chistes enlaces fuentes citas advertencias ejemplos
	exclamation exclamations caveats pleasantries jargon ausrufezeichen floskeln fachbegriffe exclamaciones tecnicismos rodeos
	emoji emoticons smileys smilies emoticonos abbreviations abkürzungen abreviaturas`)

// untagged is a text without the tag that asks for a nod at its end ("From
// now on, no weather forecasts unless I ask for one, okay?", "…, ¿vale?",
// "…, gell?"): an order so tagged is no question. A text without one is
// returned as it is.
func untagged(text string) string {
	t := strings.TrimRightFunc(text, unicode.IsSpace)
	lower := strings.ToLower(t)
	for _, tag := range nodTags {
		if strings.HasSuffix(lower, tag) {
			return t[:len(t)-len(tag)] + "."
		}
	}
	for _, tag := range pleaseNods {
		if !strings.HasSuffix(lower, tag) {
			continue
		}
		before := strings.TrimSpace(lower[:len(lower)-len(tag)])
		if slices.ContainsFunc(politeWords, func(p string) bool { return strings.HasSuffix(before, p) }) ||
			slices.ContainsFunc(plainWords(before), func(w string) bool { return lastingWords[w] }) {
			// "No more tables, please, yeah?": the please stays; "Las
			// cantidades siempre en docenas, ¿sí?": an order for always.
			return t[:len(t)-len(tag)] + "."
		}
	}
	return text
}

// nodTags are the tags that ask for a nod after an order.
// (not "right?", "oder?", "ja?", which ask whether: "Use British spelling in
// the UK, right?").
var nodTags = []string{", okay?", ", ok?", ", alright?", ", all right?", ", please?", ", gell?", ", ¿vale?", ", vale?", ", ¿listo?", ", ¿ok?", ", ¿okay?"}

// inTheAnswers say a ban holds in the answers: "Keine Emojis mehr in den
// Antworten".
var inTheAnswers = phrases(`in den antworten|in deinen antworten|in your answers|in your replies|in the answers|en las respuestas|en tus respuestas`)

// havingCount say how many of a thing there are: "we've got nine already".
var havingCount = wordSet(`got have already haben schon tenemos hay ya`)

// pleaseNods ask for a nod after a please ("Keine Tabellen mehr, bitte, ja?",
// "No more tables, please, yeah?"), which stays.
var (
	pleaseNods  = []string{", ja?", ", ne?", ", gell?", ", yeah?", ", yes?", ", ¿sí?", ", sí?", ", ¿eh?", ", eh?"}
	politeWords = []string{"bitte", "please", "por favor", "porfa"}
)

// explainsAll are what an order to explain like someone is of, to hold for
// every answer: "explain everything", "erklär mir alles", "explícamelo
// todo".
var explainsAll = wordSet(`everything things stuff todo alles`)

// papers are the one-off things a reason may name beside documents: "the
// form", "the bill", "der Bescheid", "el contrato", "the quote".
var papers = wordSet(`form forms bill bills contract statement report results quote quotes survey estimate offer
	formular rechnung vertrag bescheid befund angebot gutachten kostenvoranschlag formulario factura contrato informe oferta presupuesto`)

// onePaper reports a reason naming one paper: a definite article, a
// demonstrative or a possessive, perhaps a word between, before a letter, a
// form, a quote, or any paper from someone ("because the letter from the
// bank makes no sense", "because this form …", "weil ich das Angebot der
// Bank nicht verstehe", "porque mi contrato …", "I've had a letter from the
// council") — not papers in general ("because forms and bills go over my
// head", "because the forms and the bills always …", "weil ich bei jedem
// Formular verzweifle", "porque nunca he entendido una factura"), nor a
// thing that is no paper ("because the whole mortgage thing …"; the sixth
// review of stop 63 and the first two of stop 64).
func onePaper(ws []string) bool {
	paper := func(x string) bool {
		one := strings.TrimSuffix(x, "s")
		return (documents[x] || papers[x]) && (one == x || !documents[one] && !papers[one]) // not "the forms"
	}
	for k, w := range ws {
		pointed := definite[w] || w == "dem" || w == "des" || thisOne[w]
		for j := k + 1; j < min(len(ws), k+3); j++ {
			if !paper(ws[j]) || everyPaper[ws[j-1]] {
				continue // "bei jedem Formular", "every letter from the bank"
			}
			if pointed || j+1 < len(ws) && fromWhom[ws[j+1]] {
				return true
			}
		}
	}
	return false
}

// thisOne point at one thing: "this letter", "diesen Brief", "mi contrato".
var thisOne = wordSet(`this that my our dieser diese dieses diesen diesem mein meine meinen meinem unser unsere este esta ese esa mi nuestro nuestra`)

// everyPaper say a reason holds for every paper: "every", "jedem",
// "cualquier".
var everyPaper = wordSet(`every any each jeder jede jedem jeden cualquier cada`)

// betweenWay may stand between what to explain and how: "to me", "please".
var betweenWay = wordSet(`to me please pls bitte mir por favor`)

// plainly say an explanation is to be plain.
var plainly = wordSet(`simply plainly einfach sencillo sencillamente`)

// explainWays say how to explain, right after what: "like I'm twelve",
// "wie einem Kind", "como a mi abuela", "simply".
var explainWays = wordSet(`like as simply plainly wie einfach ganz como sencillo fácil`)

// reasonOrManner open the clauses after an order on how to explain that say
// how or why: "…, no jargon, because I'm new to this", "…, sin palabras
// técnicas, que si no me lío".
var reasonOrManner = wordSet(`because cause as since no without never not que porque sin nada ni weil denn ohne keine kein nie`)

// ordersWithReasons reports clauses after the first that say only how or
// why, in the person's words: "…, no rand and no dollars", "…, I get all
// muddled when you put rand in", "…, I can't read them lists", "…, they look
// like a shopping receipt" — each opening with a word of reason or manner
// or a pronoun of the person or of the thing, none an order of its own or a
// task.
func ordersWithReasons(cs []string) bool {
	for _, c := range cs[1:] {
		ws := plainWords(c)
		if len(ws) == 0 {
			continue
		}
		if !reasonOrManner[ws[0]] && !firstPerson[ws[0]] && !reasonPronouns[ws[0]] || slices.ContainsFunc(ws, func(w string) bool {
			return givenMaterial[w] || taskTopic[w] || documents[w] || papers[w] || hasDigit(w) || saidWords[w] || w == "tell" || w == "told" || doubtingOne[w]
		}) ||
			onePaper(ws) {
			return false // a reason of one thing: "…, because the letter from the bank makes no sense"
		}
	}
	return true
}

// doubtingOne are the words of doubting one claim: "Send me sources, I don't
// believe it" (the fourth review of stop 94).
var doubtingOne = wordSet(`believe true made glaub glaube wahr erfunden creo verdad inventado`)

// reasonPronouns open a reason about the thing banned: "they look like a
// shopping receipt", "it's too much".
var reasonPronouns = wordSet(`they they're it it's those sie das eso esas esos`)

// bareOrder reports a short sentence of its own that tells the assistant how
// to answer, with no word that makes it lasting: "Use metric units.",
// "Don't use emojis.", "Avoid jargon.", "Stop using bullet points.", "Number
// your steps.", "Benutze keine Aufzählungen.", "Usa el sistema métrico.",
// "Explain things like I'm five.", "I prefer short answers." Said alone to
// an assistant they hold from then on. Not a task on something given or
// named ("Use metric units for this recipe: …", "Give me the steps to reset
// my router", "Number the boxes before the movers come", "Avoid the M25 on
// Friday"), not a question.
func bareOrder(scope string) bool {
	lower := strings.ToLower(scope)
	// "please quit it with the exclamation points": a ban said as enough of
	// it (a part read at stop 84), opening the sentence past a please or a
	// head — not someone else's ("Enough with the formal stuff at work, my
	// boss said"; the review of stop 84).
	for _, p := range enoughWith {
		at := strings.Index(lower, p)
		if at < 0 {
			continue
		}
		if slices.ContainsFunc(plainWords(lower), func(w string) bool { return saidWords[w] }) {
			break // reported: none of its phrases is the person's
		}
		// Of what only answers hold: not "Enough with the formal dinners!",
		// "Knock it off with the tables! The kids …" (the second review of
		// stop 84).
		if what := plainWords(firstClause(lower[at+len(p):])); !slices.ContainsFunc(what[:min(3, len(what))], func(w string) bool { return writtenOnly[w] }) {
			continue
		}
		if lead := plainWords(lower[:at]); !slices.ContainsFunc(lead, func(w string) bool { return !banHeads[w] && !pleaseWords[w] }) {
			lower = lower[:at] + "stop using " + lower[at+len(p):]
			break
		}
	}
	if head, rest, ok := strings.Cut(lower, ": "); ok {
		// "Also, small thing: please quit it with …", "Noch was: bitte
		// mach mir keine Tabellen mehr" (a part read at stop 84): the
		// order past a head that only announces it.
		if hw := plainWords(head); len(hw) <= 5 && !slices.ContainsFunc(hw, func(w string) bool { return !banHeads[w] }) {
			lower = rest
		}
	}
	sents := sentences(lower)
	if len(sents) == 0 || asked(sents[0]) {
		return false
	}
	ws := plainWords(sents[0])
	if cs := clauses(sents[0]); len(ws) > 9 && len(cs) > 1 {
		// "Explícamelo todo como a mi abuela, sin palabras de ingeniero,
		// que si no me pierdo": an order to explain like someone, how and
		// why after it (a part read at stop 63); not "Explain it like I'm
		// twelve, the letter from the council, …".
		at := 0
		if _, after, ok := strings.Cut(sents[0], ": "); ok && len(cs) > 2 && strings.HasPrefix(after, strings.TrimSpace(cs[1])) {
			at = 1
		}
		first := plainWords(cs[at])
		// Of everything, not of one thing ("Explain it like I'm twelve,
		// because the letter from the council …"; a review of stop 63).
		k := past(first, imperativeLeadIns, alsoLeadIns)
		obj := k + 1
		if obj+1 < len(first) && (first[obj] == "mir" || first[obj] == "me") {
			obj++ // "erklär mir alles"
		}
		// The way right after it: not "Explain everything the consultant
		// said like I'm five, because …" (a review of stop 63).
		way := obj + 1
		for way < len(first) && betweenWay[first[way]] {
			way++ // "explain everything to me like …", "erklär mir alles bitte wie …"
		}
		if way < len(first) && explaining[first[k]] && explainsAll[first[obj]] && explainWays[first[way]] &&
			!slices.ContainsFunc(cs[at+1:], func(c string) bool {
				// A reason of its own, not a thing's ("…, because the
				// letter from the bank makes no sense"; the fifth review).
				return !reasonOrManner[firstWord(strings.TrimSpace(c))] || onePaper(plainWords(c))
			}) {
			ws = first
		}
	}
	if cs := clauses(sents[0]); len(ws) > 9 && len(cs) > 1 {
		// "give me prices in pounds only, no rand and no dollars, I get
		// all muddled when you put rand in", "And please, don't send me
		// bullet points again, I can't read them lists" (a part read at
		// stop 94): the order, then how and why in the person's own words.
		if lead := plainWords(cs[0]); len(cs) > 2 && past(lead, imperativeLeadIns, alsoLeadIns) == len(lead) {
			cs = cs[1:] // "And please, …"
		}
		// An order to the person's answers, "give me" or "send me": not a
		// tip or advice to others ("Use plain flour, I never bother with
		// self-raising", "Be casual, they're a friendly bunch"; the third
		// review of stop 94).
		if first := plainWords(cs[0]); ordersWithReasons(cs) && !slices.ContainsFunc(first, func(w string) bool { return explaining[w] }) && slices.ContainsFunc(first, func(w string) bool { return meObjects[w] }) {
			ws = first // explaining has its own reasons (above)
		}
	}
	if len(ws) < 2 || len(ws) > 9 || slices.ContainsFunc(ws, func(w string) bool { return givenMaterial[w] || taskTopic[w] }) ||
		slices.ContainsFunc(forATask, func(p string) bool { return strings.Contains(" "+sents[0], " "+p) }) {
		return false
	}
	k := past(ws, imperativeLeadIns, alsoLeadIns)
	if k+1 >= len(ws) {
		return false
	}
	switch {
	case ws[k] == "don't" || ws[k] == "dont" || ws[k] == "never" || ws[k] == "no" && k+1 < len(ws) && bareVerbs[ws[k+1]]:
		k++ // "Don't use emojis", "No uses listas"
	case ws[k] == "do" && ws[k+1] == "not":
		k += 2
		if k >= len(ws) {
			return false // "Do not.", "Please do not." (the first review of stop 87: a panic)
		}
	case firstPerson[ws[k]] && k+1 < len(ws) && (ws[k+1] == "prefer" || ws[k+1] == "like" || ws[k+1] == "want"):
		// "I prefer short answers": what the person wants of the answers,
		// and how (not "I like your answers, thanks!").
		rest := ws[k+2:]
		return slices.ContainsFunc(rest, theAnswers) &&
			slices.ContainsFunc(rest, func(w string) bool {
				return answerManner[w] || unitOfAnswers(w) && !theAnswers(w)
			})
	}
	if ws[k] == "mach" || ws[k] == "macht" {
		// "bitte mach mir keine Tabellen mehr" (a part read at stop 84):
		// none of a look of the answers — not "Mach dir keine Sorgen",
		// "Mach schnell" (the review of stop 84).
		j := k + 1
		if j < len(ws) && (ws[j] == "mir" || ws[j] == "uns") {
			j++
		}
		return j+1 < len(ws) && (ws[j] == "keine" || ws[j] == "keinen") && answerLook(ws[j+1])
	}
	if k >= len(ws) || !bareVerbs[ws[k]] {
		return false
	}
	rest := ws[k+1:]
	if explaining[ws[k]] {
		// "Explain things like I'm five", "Erklär mir alles wie einem Kind".
		if len(rest) == 0 || !anyThing[rest[0]] && rest[0] != "like" && rest[0] != "wie" && rest[0] != "como" && rest[0] != "mir" {
			return false // "Explain inflation like I'm five": that once
		}
		for j, w := range rest {
			next := ""
			if j+1 < len(rest) {
				next = rest[j+1]
			}
			// "Explain things simply", "Erklär mir alles ganz einfach" (a
			// review of stop 63) — not "Erklär mir einfach, wie …" (just),
			// "Explícame sencillamente qué pone en la carta".
			simply := plainly[w] && (w != "einfach" || j > 0 && (rest[j-1] == "ganz" || rest[j-1] == "möglichst" || rest[j-1] == "sehr")) && !questionWords[next]
			if w == "like" || w == "wie" && (indefinite[next] || next == "einem" || next == "einer") || w == "como" && (next == "a" || next == "si") || simply {
				return true // not "Erkläre ausführlich, wie die Grundsteuer funktioniert"
			}
		}
		return false
	}
	if addressVerbs[ws[k]] {
		// "Address me as Dr. Patel", "Call me Sam": how to address the
		// person (not "call me tomorrow", "call me back", "Call Mum",
		// "Nenne Synonyme für glücklich").
		switch {
		case len(rest) > 0 && (rest[0] == "me" || rest[0] == "mich"):
			rest = rest[1:]
		case !strings.HasSuffix(ws[k], "me"): // "llámame" holds its "me"
			return false
		}
		if len(rest) > 0 && (rest[0] == "as" || rest[0] == "einfach") {
			rest = rest[1:]
		}
		// The name has its capital: not "Call me thrawn" (stubborn).
		return len(rest) > 0 && len(rest) <= 3 && !common[rest[0]] && !whenWords[rest[0]] && !numeral(rest[0]) &&
			slices.ContainsFunc(plainWords(scope), func(w string) bool { return strings.ToLower(w) == rest[0] && isCapitalized(w) })
	}
	if len(rest) > 0 && (indefinite[rest[0]] || len(rest) > 1 && meObjects[rest[0]] && indefinite[rest[1]]) {
		return false // "Write a short poem", "Give me a short answer": a thing to make once
	}
	if giving[ws[k]] && ws[k] != "dame" && (len(rest) == 0 || !meObjects[rest[0]]) {
		return false // "Give Bruno his tablets first": whom to give what
	}
	obj := rest
	if len(obj) > 0 && (obj[0] == "using" || obj[0] == "use") {
		obj = obj[1:] // "Stop using the tables in the garden"
	}
	if len(obj) > 0 && definite[obj[0]] && !giving[ws[k]] &&
		(len(obj) < 2 || !measures[obj[1]] && !units[obj[1]] && !answerUnits[obj[1]] && obj[1] != "sistema" && obj[1] != "system") {
		return false // "Avoid the steps by the river": a thing named — but "Usa el sistema métrico"
	}
	if obj := rest[min(1, len(rest)):]; giving[ws[k]] && len(rest) > 0 && (definite[rest[0]] || len(obj) > 0 && definite[obj[0]]) && (!slices.Contains(rest, "first") || ws[k] == "send") {
		return false // "Give me the short version", "Dame los pasos"; not "Give me the answer first"
	}
	if slices.ContainsFunc(ws, func(w string) bool { return documents[w] }) {
		return false // "Keep the cover letter short", "Schreib die E-Mail förmlich": that one thing
	}
	// What it is "to" is a way of answering ("Keep answers to 100
	// words", "Stick to metric units"), not a task ("Give me the steps to
	// reset my router").
	for j := 0; j+1 < len(rest); j++ {
		if w, n := rest[j], rest[j+1]; (w == "to" || w == "zu" || w == "para") && !numeral(n) && !unitOfAnswers(n) && !answerManner[n] && n != "me" &&
			!(definite[n] && j+2 < len(rest) && rest[j+2] == "point") {
			return false
		}
	}
	for j := 0; j+1 < len(rest); j++ {
		if w := rest[j]; (w == "24" || w == "12") && (rest[j+1] == "hour" || rest[j+1] == "stunden" || rest[j+1] == "horas") {
			return true // "Use 24-hour time"
		}
	}
	return slices.ContainsFunc(rest, func(w string) bool { return unitOfAnswers(w) || answerManner[w] })
}

var (
	// explaining, addressVerbs and giving are bareVerbs that take their own
	// objects: how to explain ("like I'm five"), how to call the person
	// ("Call me Sam"), what to give them ("the answer first").
	explaining   = wordSet(`explain erklär erkläre explícamelo explícame explica`)
	addressVerbs = wordSet(`call address nenn nenne llámame llamame`)
	giving       = wordSet(`give send gib dame`) // "Don't send me bullet points" (a part read at stop 94)
	// bareVerbs are the imperatives of a bare order on how to answer.
	bareVerbs = wordSet(`use using avoid stop skip drop keep be number give send write answer reply include cite explain call address nenn nenne llámame llamame
	benutze benutz verwende verwend nutze nutz vermeide vermeid lass schreib schreibe gib sei nummeriere antworte
	usa uses utiliza utilices evita evites escribe escribas da dame sé numera responde contesta explícamelo explícame explica erklär erkläre`)
	// answerManner are the words of a way of answering beside looks and
	// units: how long, how plain, with what in it.
	answerManner = wordSet(`concise brief briefly short shorter casual casually formal formally plain simple simply jargon spelling
	paragraph paragraphs steps sources source citations summary tldr first emojis tables markdown formatting exclamation exclamations
	kurz knapp einfach einfacher einfachen fachbegriffe fachchinesisch förmlich locker quellen schritte absatz absätze tabellen ausrufezeichen
	breve breves corto cortos corta cortas sencillo sencilla tecnicismos fuentes pasos párrafo párrafos tablas métrico imperial exclamaciones`, smallShort)
	// givenMaterial point at what the person gives or names for a task.
	givenMaterial = wordSet(`this these that those below following attached above dieses diese diesen folgende unten esto este esta estos estas siguiente abajo`)
	// documents are the things a one-off order on how to write is for.
	documents = wordSet(`letter email e-mail mail speech toast card invitation invite message post essay recipe cv notice
	brief rede karte einladung nachricht aufsatz rezept carta correo discurso brindis tarjeta invitación mensaje ensayo receta
	anzeige anuncio aviso`)
	// anyThing are the objects of an order on how to explain whatever
	// comes: "Explain things like I'm five".
	anyThing = wordSet(`things everything stuff it all alles todo las cosas lo me`)
	// indefinite are the articles of a thing to make once; taskTopic the
	// words of what it is to be about.
	indefinite = wordSet(`a an ein eine einen un una`)
	taskTopic  = wordSet(`about über sobre`)
	// forATask say what a one-off order is for.
	// writtenOnly are what only writing holds, which "enough with …"
	// bans from the answers.
	writtenOnly = wordSet(`exclamation exclamations emoji emojis emoticons smileys smilies jargon disclaimers caveats markdown hashtags headings bullet bullets asterisks`)
	// enoughWith say there has been enough of something: "quit it with
	// the …", "knock it off with the …", "enough with the …".
	enoughWith = []string{"quit it with the ", "quit it with ", "knock it off with the ", "knock it off with ", "enough with the ", "cut it out with the ", "cut it out with "}
	forATask   = phrases(`for the |for my |for our |for his |for her |on my |in my |with the |with my |with his |with her |mit dem |mit der |con el |con la |für den |für die |für das |für meine |para el |para la |para mi `)
)

// checksDone reports a question whether the assistant did something once:
// "Did you remember to add the Hendersons to the guest list?", "Have you
// kept it to five lines?" — no order from then on (the review).
func checksDone(scope, lower string) bool {
	ws := plainWords(lower)
	return asked(scope) && len(ws) > 2 && doneAsks[ws[0]] && (ws[1] == "you" || ws[1] == "du")
}

// doneAsks open a question whether something was done: "did you", "have
// you", "hast du".
var doneAsks = wordSet(`did didn't have haven't hast hattest`)

// bareBan reports a ban on a look only answers have, said bare at the head
// of a sentence and ending its clause: "No emojis, please.", "Keine
// Stichpunkte, bitte", "Sin emojis, por favor", "No more bullet points", "No
// markdown, I paste everything into Word" — not a question ("No emojis at
// all?"), not where or from whom there were none ("No emojis from Dave since
// the argument", "Keine Emojis in der WhatsApp-Gruppe", "No bullet trains"),
// not a list of what a message lacked ("No emojis, no kiss, nothing"), not
// with someone else in the sentence ("…, she'd think they were rude", "…,
// hat die Direktorin gesagt").
func bareBan(sent string) bool { return banOn(sent, false) }

// banOn is bareBan, headed when a short head of the person's own words put
// the ban ("And please, one more: …").
func banOn(sent string, headed bool) bool {
	lower := spelled(strings.ToLower(sent)) // "Noo emojis please"
	if asked(sent) || marks(lower, fussing) {
		return false
	}
	if head, rest, ok := strings.Cut(sent, ": "); ok && !headed {
		// "And please, one more: no diet advice, none.": what a short
		// head of lead-in words puts before the ban — not someone's
		// ("His reply: …", "Rule from Marta: …", "Their only ask: …").
		// Or a head that names a rule for the assistant: "Here's my one
		// rule for you: no bullet points, ever" (the first review of stop
		// 67).
		// An aside alone heads it as nothing would ("Nimm's mir nicht übel:
		// keine Emojis mehr", after "Noch was,"; the review of stop 75).
		h := strings.ToLower(head)
		if hw := plainWords(withoutAside(h)); len(hw) == 0 && len(plainWords(h)) == 0 || len(hw) > 0 && !leadInHead(hw) && !(importanceHead(hw) && toThePerson(strings.ToLower(rest))) && !ruleForYou(hw) {
			return false
		}
		return banOn(rest, true)
	}
	cs := clauses(lower)
	if len(cs) == 0 {
		return false // "Bins are out. –": marks alone
	}
	ws := plainWords(cs[0])
	k := past(ws, imperativeLeadIns, alsoLeadIns)
	if k >= len(ws) || !formatLimits[ws[k]] || ws[k] == "only" || ws[k] == "nur" || ws[k] == "solo" {
		return false
	}
	k++
	more := false
	for k < len(ws) && (ws[k] == "more" || ws[k] == "mehr" || ws[k] == "de" || ws[k] == "más") {
		more = more || ws[k] != "de"
		k++ // "no more emojis", "nada de emojis", "keine Emojis mehr"
	}
	answers := func(w string) bool {
		// Counsel, which a person may be glad to see the end of ("No more
		// lectures, thank god"), is banned when asked politely or after
		// a head: "No diet advice, please."
		// Tables, which a menu or a restaurant has too, when asked
		// politely or after a head: "Keine Tabellen mehr, bitte".
		return onlyAnswers[w] || (counsel[w] && !more || answerLayouts[w] || listWords[w]) && (headed || marks(lower, politeness))
	}
	if k+1 < len(ws) && !answers(ws[k]) && answers(ws[k+1]) {
		k++ // "No diet advice", "keine langen Vorträge"
	}
	if k >= len(ws) || !answers(ws[k]) {
		return false
	}
	if k+1 < len(ws) && ws[k] == "bullet" && (ws[k+1] == "points" || ws[k+1] == "point") {
		k++ // "No bullet points please"
	}
	// Asked politely, the other thing is banned too ("No emojis or
	// swearing, please"; the third review of stop 64), not said of
	// someone's text ("No emojis or kisses, just a thumbs up") nor a notice
	// ("No tables or gazebos this year, please note").
	polite := marks(lower, politeness) && !strings.Contains(lower, "please note")
	// A reason of the person's plans after it makes the other thing theirs:
	// "No tables or chairs please, we want the whole hall for dancing" (the
	// fourth review of stop 64).
	reasonAfter := slices.ContainsFunc(cs[1:], func(c string) bool {
		cw := plainWords(c)
		return len(cw) > 0 && !marks(c, politeness) && !slices.ContainsFunc(cw, func(w string) bool { return readingOut[w] })
	})
	withLook := false
	if rest := ws[k+1:]; len(rest) >= 2 && len(rest) <= 4 && orAlso[rest[0]] && !slices.ContainsFunc(rest, func(w string) bool { return banPlaces[w] || fromWhom[w] }) &&
		(polite && (!reasonAfter || slices.ContainsFunc(rest[1:], func(w string) bool { return writingThings[w] })) || headed || slices.ContainsFunc(rest[1:], func(w string) bool { return answers(w) || looks[w] || markWords[w] })) {
		// "No emojis or exclamation marks, please", "Keine Stichpunkte
		// oder Sternchen", "no emojis and no headings": another look (not
		// "No emojis and no kiss, nothing", "No emojis or kisses, just a
		// thumbs up", "No tables or gazebos this year"; the second review
		// of stop 64).
		ws, withLook = ws[:k+1], true
	}
	if rest := ws[k+1:]; len(rest) > 0 && eitherWords[rest[0]] {
		ws = append(ws[:k+1], rest[1:]...) // "Nooo emojis either, please"
	}
	if rest := ws[k+1:]; len(rest) > 0 && rest[0] == "mehr" {
		ws = append(ws[:k+1], rest[1:]...) // "keine Tabellen mehr": what comes after the "mehr"
	}
	if rest := ws[k+1:]; len(rest) > 0 && (rest[0] == "again" || rest[0] == "wieder") {
		ws = append(ws[:k+1], rest[1:]...) // "No bullet points again please" (the fifth review of stop 67)
	}
	if rest := ws[k+1:]; len(rest) > 0 && !marks(rest[0], politeness) && !marks(strings.Join(rest, " "), persistent) && !marks(strings.Join(rest, " "), inTheAnswers) &&
		!heldForMe(rest) {
		return false // "No emojis from Dave …", "No bullet trains", "Keine Tabellen mehr in Excel"
	}
	if answerLayouts[ws[k]] && slices.ContainsFunc(cs[1:], func(c string) bool {
		cw := plainWords(c)
		return (strings.ContainsFunc(c, unicode.IsDigit) || slices.ContainsFunc(cw, func(w string) bool { return valueWords[w] })) &&
			slices.ContainsFunc(cw, func(w string) bool { return havingCount[w] })
	}) {
		return false // "No more tables, please — we've got nine already": tables counted (not "my screen is only five inches")
	}
	for _, c := range cs[1:] {
		cw := plainWords(c)
		if len(cw) > 1 && formatLimits[cw[0]] && !slices.ContainsFunc(cw, answers) {
			return false // "No emojis, no kiss, nothing."
		}
		if listWords[ws[k]] && !withLook && len(cw) > 0 && !marks(c, politeness) && !slices.ContainsFunc(cw, func(w string) bool { return readingOut[w] }) && !dislikesThem(cw) {
			// Lists alone, with another look or with how the answers are
			// read: "No lists please", "No lists or tables, please", "No
			// lists please, I'm on my phone" — not "No lists, please, we
			// just want cash for the honeymoon" (a review of stop 50; the
			// second and third of stop 64).
			return false
		}
	}
	// "They" may be what is banned, when what they do is to the person:
	// "No emojis please, they drive me mad" (not "…, she'd think they were
	// rude").
	for _, c := range cs {
		cw := plainWords(c)
		toMe := slices.ContainsFunc(cw, func(w string) bool { return w == "me" || w == "my" || w == "i" || w == "i'm" })
		if slices.ContainsFunc(cw, func(w string) bool {
			return thirdParties[w] && !(toMe && (w == "they" || w == "they're")) || saying[w] || sayVerbs[w] || w == "gesagt"
		}) {
			return false
		}
	}
	return true
}

// dislikesThem reports a clause of the person's dislike of what was just
// banned: "No lists, I hate them", "nada de listas, las odio", "keine
// Listen, die nerven mich" (the review of stop 74).
func dislikesThem(cw []string) bool {
	return len(cw) <= 5 && slices.ContainsFunc(cw, func(w string) bool { return dislikeWords[w] }) &&
		slices.ContainsFunc(cw, func(w string) bool {
			return w == "them" || w == "they" || w == "las" || w == "los" || w == "die" || w == "sie"
		})
}

// dislikeWords say the person cannot stand something.
var dislikeWords = wordSet(`hate loathe detest odio detesto aborrezco nerven nerve hasse`)

// banHeads are the words of a head the person puts before a ban: "And
// please, one more:", "One more thing:", "Noch eine Bitte:", "Otra cosa:".
// bannedForMe say a ban holds for what the person is told: "No metric on me".
var bannedForMe = wordSet(`on_me for_me with_me bei_mir für_mich para_mí conmigo`)

// heldForMe reports words after a ban that say it holds for the person, then
// nothing but an "either" or a please: "on me", "for me either, please",
// "conmigo tampoco, porfa".
func heldForMe(rest []string) bool {
	n := 0
	switch {
	case len(rest) >= 1 && bannedForMe[rest[0]]:
		n = 1
	case len(rest) >= 2 && bannedForMe[rest[0]+"_"+rest[1]]:
		n = 2
	default:
		return false
	}
	return !slices.ContainsFunc(rest[n:], func(w string) bool {
		return !eitherWords[w] && w != "ta" && !marks(w, politeness)
	})
}

// eitherWords say a ban holds as another did: "No emojis either, please".
var eitherWords = wordSet(`either too auch tampoco`)

// leadInHead reports the words of a head of at most six lead-in words
// before an order: "And please, one more: …", "Quick thing, and I mean it: …".
func leadInHead(hw []string) bool {
	// "Important" only of one more thing ("Otra cosa importante: …"), not
	// as a note's head ("Important: short answers, the panel hates
	// waffle"; a review).
	thing := slices.ContainsFunc(hw, func(w string) bool { return w == "thing" || w == "cosa" || w == "sache" })
	return len(hw) <= 6 && !slices.ContainsFunc(hw, func(w string) bool { return !banHeads[w] && !(thing && importance[w]) })
}

// importance are the words that say a thing is important.
var importance = wordSet(`important importante wichtig wichtige`)

// pastLeadInHead is a lower-cased sentence past a head of lead-in words and
// its colon ("Quick thing, and I mean it: …"), or the sentence when it has no
// colon; false when the head is more than lead-in words ("His reply: …").
func pastLeadInHead(lower string) (string, bool) {
	head, rest, ok := strings.Cut(lower, ": ")
	if !ok {
		return lower, true
	}
	hw := plainWords(withoutAside(head))
	return rest, leadInHead(hw) || importanceHead(hw) && toThePerson(rest)
}

// withoutAside is a head without the aside of the person remembering
// something or meaning no offence ("Another rule while I think of it",
// "Noch was, bevor ich's vergess", "Otra cosa, ahora que me acuerdo",
// "Another thing, and I mean no offense by it"; parts read at stop 75): the
// head announces what follows as it would without it.
func withoutAside(head string) string {
	for _, p := range headAsides {
		if i := strings.Index(head, p); i >= 0 {
			if rest := strings.TrimSpace(strings.TrimRight(strings.TrimSuffix(strings.TrimRight(head[:i], " ,"), " and"), " ,") + head[i+len(p):]); rest != "" || !slices.Contains(remembering, p) {
				return rest // not "While I think of it:" alone, a head of its own ("While I think on: always double-lock the back door"); "Nimm's mir nicht übel:" alone heads nothing
			}
		}
	}
	return head
}

// headAsides are the asides of a person remembering what to say, or meaning
// no offence by it.
var headAsides = append(append([]string{}, remembering...), "i mean no offense by it", "i mean no offence by it", "no offense meant", "no offence meant", "no offense", "no offence",
	"nichts für ungut", "nimm's mir nicht übel", "nimm es mir nicht übel", "nicht böse gemeint", "sin ánimo de ofender", "sin ofender", "no te ofendas", "no te lo tomes a mal",
)

// remembering are the asides of a person remembering what to say.
var remembering = []string{"while i think of it", "while i think about it", "while i remember", "before i forget", "now that i think of it", "come to think of it",
	"bevor ich's vergess", "bevor ichs vergess", "bevor ich es vergesse", "wo ich grad dran denk", "wo ich gerade dran denke", "jetzt wo ich dran denke",
	"antes de que se me olvide", "antes que se me olvide", "ahora que me acuerdo", "ya que me acuerdo"}

// importanceHead reports a head that only says what follows is important:
// "Important", "Wichtig", "Muy importante".
func importanceHead(hw []string) bool {
	return len(hw) >= 1 && len(hw) <= 3 && slices.ContainsFunc(hw, func(w string) bool { return importance[w] }) &&
		!slices.ContainsFunc(hw, func(w string) bool { return !importance[w] && !banHeads[w] && w != "muy" && w != "very" && w != "sehr" })
}

// toThePerson reports a text said to the assistant about the person's
// answers: a "me", a please or an "always" in it ("Important: short
// answers please", "Wichtig: Preise immer in Euro") — not a note of
// someone else's ("Important: short answers, the panel hates waffle"; the
// reviews).
func toThePerson(lower string) bool {
	cs := clauses(lower)
	if len(cs) == 0 {
		return false
	}
	// In the order's own clause: not "…, the interview panel always cuts
	// people off" (a review).
	return slices.ContainsFunc(plainWords(cs[0]), func(w string) bool {
		return w == "me" || w == "mir" || w == "mich" || lastingWords[w]
	}) || slices.ContainsFunc(cs, func(c string) bool {
		// "Important: short answers, please.": a please that opens or ends
		// a clause, not the verb ("… will please the panel"; a review).
		ws := plainWords(c)
		return len(ws) > 0 && (pleaseWords[ws[0]] || pleaseWords[ws[len(ws)-1]])
	})
}

var banHeads = wordSet(`and please one more thing last another also oh quick real small little final request favour favor i mean it seriously rule new
	bitte noch eine eins sache letzte und y por favor otra cosa una más última was für dich for you para ti`, saidBeforeList)

// saidBeforeList are the words of a head that says the person said it before:
// "Like I told you: no emojis, ever.", "As said: …", "Wie gesagt: …",
// "Como te dije: …".
const saidBeforeList = `like as i we you told said mentioned before earlier already wie gesagt schon ich dir sagte como te dije ya lo dicho`

// afterSaidBefore is the order after such a head, or "".
func afterSaidBefore(lower string) string {
	head, rest, ok := strings.Cut(lower, ": ")
	hw := plainWords(head)
	if !ok || len(hw) == 0 || len(hw) > 5 || slices.ContainsFunc(hw, func(w string) bool { return !saidBeforeWords[w] }) ||
		!slices.ContainsFunc(hw, func(w string) bool {
			return w == "told" || w == "said" || w == "mentioned" || w == "gesagt" || w == "sagte" || w == "dije" || w == "dicho"
		}) {
		return ""
	}
	return rest
}

var saidBeforeWords = wordSet(saidBeforeList)

// undecidedAll reports a text that says a decision is not made, in every
// clause that says one is: "I haven't made up my mind about the venue" —
// not "We've decided on the Old Mill, but we haven't decided on the caterer".
func undecidedAll(lower string) bool {
	return marks(lower, undecided) && !slices.ContainsFunc(clauses(lower), func(c string) bool { return marks(c, decided) && !marks(c, undecided) })
}

// dareNot reports "don't you ever" opening a clause before a verb of what
// the assistant says, not asked: "While I'm at it: don't you ever tell me to
// buy a pellet grill" — not "Don't you ever sleep?", nor a saying quoted
// ("My mum used to say don't you ever tell me you're bored").
func dareNot(scope, lower string) bool {
	_, after, ok := strings.Cut(lower, "don't you ever ")
	return ok && !asked(scope) && output[strings.Trim(nthWord(after, 0), ".,;:!?")] && opensClause(lower, []string{"don't you ever "})
}

// spelled writes out the short forms of texting in a lower-cased text ("pls
// dont" → "please don't"), and the "us" that means the speaker after a verb
// of answering ("tell us the day", "talk to us like a normal fella"), for
// what marks an order to be found in it.
func spelled(lower string) string {
	if strings.Contains(lower, "dot point") {
		lower = strings.ReplaceAll(lower, "dot point", "bullet point") // Australian: "no dot points, ever" (a part read at stop 75)
	}
	if strings.Contains(lower, "do not ") {
		// "Please do not be sending me links", "Do not send me links":
		// the order as "don't …" (a part read at stop 66).
		lower = strings.ReplaceAll(lower, " do not ", " don't ")
		if rest, ok := strings.CutPrefix(lower, "do not "); ok {
			lower = "don't " + rest
		}
	}
	lower = strings.Replace(lower, "don't you go ", "don't go ", 1) // "Don't you go telling me …" (the review of stop 79)
	if at := strings.Index(lower, "don't you be "); at >= 0 && ofAnswers(lower[at:]) {
		lower = strings.Replace(lower, "don't you be ", "don't be ", 1) // "don't you be tellin' me 'great question' no more" (a part read at stop 98), not "Don't you be giving me cheek"
	}
	if at := strings.Index(lower, "don't go "); at >= 0 {
		// "Don't go telling me to buy new": the order as "don't be telling
		// me …" (a rule of dev108, kept as a plain fact).
		if next := firstWord(lower[at+len("don't go "):]); strings.HasSuffix(next, "ing") {
			lower = lower[:at] + "don't be " + lower[at+len("don't go "):]
		}
	}
	var b strings.Builder // written only once a short form is found
	done := 0             // bytes of lower written to b
	var prev, prev2 string
	for i := 0; i < len(lower); {
		j := i
		for j < len(lower) && (lower[j] >= 'a' && lower[j] <= 'z' || lower[j] == '\'') {
			j++
		}
		w := lower[i:j]
		long, ok := texting[w]
		if !ok && w == "us" && (output[prev] || prev == "to" && (output[prev2] || speaking[prev2])) {
			long, ok = "me", true
		}
		if len(w) >= 3 && w[0] == 'n' && strings.Trim(w[1:], "o") == "" && j+1 < len(lower) && lower[j] == ' ' {
			// "Noo emojis please": a long no before what it bans, not
			// the Scots now ("lists are fine noo").
			after := strings.Fields(lower[j+1:])
			for _, next := range after[:min(2, len(after))] {
				if next = strings.Trim(next, ".,;:!?"); answerLook(next) || strings.HasSuffix(next, "s") && !copula[next] {
					long, ok = "no", true // "Nooo emojis", "Nooo bullet points"
					break
				}
			}
		}
		if w == "be" && (prev == "don't" || prev == "dont") && j+1 < len(lower) && lower[j] == ' ' {
			// "don't be giving me the pep talks": the Irish order as
			// "don't give me …".
			k := j + 1
			for k < len(lower) && lower[k] >= 'a' && lower[k] <= 'z' {
				k++
			}
			if after := strings.TrimLeft(lower[k:], "' "); strings.HasPrefix(after, "me that") && !slices.Contains([]string{"many", "much", "long"}, nthWord(after, 2)) {
				// "Don't you be giving me that, you were late too": a
				// retort, no order (the first review of stop 98).
			} else if base, found := progressive[lower[j+1:k]]; found {
				long, ok, j = base, true, k
			} else if base, found := progressive[lower[j+1:k]+"g"]; found && strings.HasSuffix(lower[j+1:k], "in") && k < len(lower) && lower[k] == '\'' && ofAnswers(lower[k:]) {
				// "don't be givin' me three answers" (a part read at
				// stop 98) — of what the answers give or say, not a
				// retort, "Don't be givin' me lip" (the second review).
				long, ok, j = base, true, k+1
			}
		}
		if ok && (i == 0 || lower[i-1] == ' ') {
			b.WriteString(lower[done:i])
			b.WriteString(long)
			done = j
		}
		if w != "" {
			prev, prev2 = w, prev
		}
		i = j + 1
	}
	if done == 0 {
		return lower
	}
	b.WriteString(lower[done:])
	return b.String()
}

// closingOf is the end of a raw word past its clause marks, where a closing
// quote would be: "roja'," → "ja'".
func closingOf(raw string) string {
	raw = strings.TrimRight(raw, ",;:")
	return raw[max(len(raw)-3, 0):]
}

// progressive are the verbs of an order said as "don't be …ing" and what
// they are bare.
var progressive = map[string]string{"giving": "give", "telling": "tell", "sending": "send", "asking": "ask", "making": "make", "putting": "put",
	"using": "use", "writing": "write", "calling": "call", "suggesting": "suggest", "adding": "add", "bringing": "bring", "talking": "talk", "lecturing": "lecture"}

// score is what a word of the class adds to a line's specificity.
func (c wordClass) score() int {
	return [...]int{0, scoreRare, scoreName, scoreStrong, scoreStrong}[c]
}

// spanishTens reports a word of a Spanish number of tens and units, said as
// two words and "y": "treinta y cinco de bellota" is a count, though "de"
// follows it (a part read at stop 65).
func spanishTens(ws []word, k int) bool {
	at := func(j int) string {
		if j < 0 || j >= len(ws) {
			return ""
		}
		return normal(ws[j].text)
	}
	l := at(k)
	return tensES[l] && at(k+1) == "y" && !ws[k].closed && valueWords[at(k+2)] || at(k-1) == "y" && tensES[at(k-2)] && !ws[k-2].closed
}

// bounded reports a number word after the words that bound a count: "I
// need new saddles, at least three" ("Necesito monturas nuevas, al menos
// tres": a quantity of a part measured blind at stop 81, read as nothing),
// "höchstens zwanzig" — an aside of its own after what it counts, the
// count ending it: not "Up to three weeks, the doctor says" (what it counts
// is in the sentence before), "it's up to two people", "at least three
// times already" (the first review of stop 82).
func bounded(ws []word, k int) bool {
	if k > 1 && ws[k-1].closed && !ws[k-2].closed && !ws[k].closed && k+1 < len(ws) && !oftenCounts[normal(ws[k].text)] && countedBefore(ws[k-1].text) && !verdictBefore(ws, k-1) &&
		!(k+3 < len(ws) && partitive[normal(ws[k+3].text)]) && !(k+2 < len(ws) && partitive[normal(ws[k+2].text)]) {
		// Its bound after it: "Necesitamos chalecos salvavidas, catorce
		// por lo menos, …", "We need life jackets, fourteen at least" (a
		// part read at stop 86), after the plural it counts
		// (countedBefore) — not "Thanks, two at least of those ideas are
		// good", "Yeah, two at most", nor how often ("She's been to Paris,
		// twice at least, …"; the reviews of stop 86).
		next := normal(ws[k+1].text)
		end := -1 // the bound's last word
		switch {
		case boundOne[next]:
			end = k + 1
		case k+2 < len(ws) && !ws[k+1].closed && boundTwo[next+" "+normal(ws[k+2].text)]:
			end = k + 2
		case k+3 < len(ws) && !ws[k+1].closed && !ws[k+2].closed && boundTwo[next+" "+normal(ws[k+2].text)+" "+normal(ws[k+3].text)]:
			end = k + 3
		}
		// The sentence ends there, or goes on with what the count is of
		// ("…, de tallas de adulto y de niño") — not a reason, a
		// since-when, a time or a relative clause, which the line would
		// lose ("… ear infections, four at least, since she started
		// daycare", "…, six at least, this winter and …", "…, ten at least,
		// that allow dogs"; the third and fourth reviews of stop 86).
		if end >= 0 && (end+1 == len(ws) || ws[end].closed && ofWhat[normal(ws[end+1].text)]) {
			return true
		}
	}
	if k+1 < len(ws) && !ws[k].closed {
		return false
	}
	if k > 1 && ws[k-2].closed && boundOne[normal(ws[k-1].text)] && !ws[k-1].closed {
		return true
	}
	return k > 2 && ws[k-3].closed && !ws[k-2].closed && !ws[k-1].closed && boundTwo[normal(ws[k-2].text)+" "+normal(ws[k-1].text)]
}

// countedBefore reports the word before a count's comma as what it counts:
// a plural ("life jackets", "chalecos salvavidas") or a German noun
// ("Schwimmwesten") — not "Thanks a lot, two at least …", "Sorry to bother
// you again, two at most, …", "migraines this week, three at least, …" (the
// second review of stop 86).
func countedBefore(w string) bool {
	t := strings.Trim(w, ".,;:!?¡¿\"'")
	l := strings.ToLower(t)
	if notPlural[l] || strings.HasSuffix(l, "'s") || answerParts[l] {
		return false // nor what the person asks or announces: "More questions, two at most", "Give me ideas, five at least" (the fifth review of stop 86)
	}
	return utf8.RuneCountInString(l) > 3 && strings.HasSuffix(l, "s") || isCapitalized(t) && isAlpha(t) && (strings.HasSuffix(l, "en") || strings.HasSuffix(l, "n") || strings.HasSuffix(l, "e"))
}

// verdictBefore reports the clause that ends at ws[end] as a verdict on
// something: "Good points, two at least", "Buenas ideas, dos por lo menos"
// (the third review of stop 86).
func verdictBefore(ws []word, end int) bool {
	start := end
	for start > 0 && !ws[start-1].closed {
		start--
	}
	return verdictAdjectives[normal(ws[start].text)]
}

// verdictAdjectives open a verdict: "good points", "buenas ideas".
var verdictAdjectives = wordSet(`good great nice excellent fine lovely brilliant useful buenas buenos buena bueno geniales excelentes gute guter gutes tolle toll super thanks thank gracias danke`)

// ofWhat open what a count is of, after its bound: "…, catorce por lo
// menos, de tallas de adulto", "…, fourteen at least, in kids' sizes".
var ofWhat = wordSet(`de of in en für for para von aus`)

// notPlural end in "s" and count nothing.
var notPlural = wordSet(`thanks gracias yes this is was has does always perhaps tons lots plus less unless besides sometimes hours minutes days weeks months years times ones`)

var (
	// oftenCounts count times, not things: "twice at least".
	oftenCounts = wordSet(`once twice thrice einmal zweimal dreimal`)
	// partitive open what a count is a part of: "two at least of those".
	partitive = wordSet(`of von davon de del`)
	// boundOne and boundTwo bound a count in one word or two.
	boundOne = wordSet(`mindestens höchstens wenigstens maximal mínimo máximo`)
	boundTwo = phraseSet(`at least|at most|al menos|por lo menos|como mucho|como máximo|como mínimo|no more than|no less than|nicht mehr als`)
)

// tensES are the Spanish tens that take "y" and a unit.
var tensES = wordSet(`treinta cuarenta cincuenta sesenta setenta ochenta noventa`)

// class says what kind of fact the k-th word of a sentence is.
func (r *reader) class(ws []word, k int, user bool) wordClass {
	w := ws[k]
	t := w.text
	l := normal(t)
	first := k == 0
	switch {
	case r.runningJoke(ws, k):
		// "Sweeping: five stars.", "Mama as hostess: six stars", "Porch: 5
		// stars": a verdict in the shape of a quarter of the person's
		// messages is the conversation's running joke, not a value (a part
		// read at stop 94).
		return plainWord
	case hasDigitValue(t) && !(len(t) <= 2 && first): // a list number at the start says nothing
		return valueWord
	case hasDigit(t):
		return codeWord // svc-12, ZQ-41097
	case compoundNumber(l) && !first:
		// "Box count so far: forty-two" (a part read at stop 78) — not a
		// number said back alone ("Forty-two? Wow, that's a lot"; the
		// review of stop 78).
		return valueWord
	case identShape(t) && !common[l], w.quoted && utf8.RuneCountInString(t) >= 2:
		return nameWord // snake_case, main.go, "The Glass Orchard"
	case shortMonths[l] && isCapitalized(t) && k+2 < len(ws) && (normal(ws[k+1].text) == "del" || normal(ws[k+1].text) == "de") && isCapitalized(ws[k+2].text):
		// "Mar del Plata": a place, no month (a part measured blind at
		// stop 81 lost a liking after it so).
		return nameWord
	case valueWords[l] && (months[l] || weekdays[l] || timeWords[l] || k+1 < len(ws) && !common[normal(ws[k+1].text)] ||
		k+2 < len(ws) && countedAs[normal(ws[k+1].text)] && !ws[k+1].closed && !common[normal(ws[k+2].text)] || // "six new piles" (a part read at stop 76)
		k > 0 && beforeTime[normal(ws[k-1].text)] || perPeriod(ws, k) || headcount(ws, k) || clockInWords(ws, k) || partOfWhole(ws, k) ||
		k+1 < len(ws) && peopleNouns[normal(ws[k+1].text)] && !months[l] && !weekdays[l] && !(k > 0 && indefinite[normal(ws[k-1].text)]) &&
			slices.ContainsFunc(ws, func(w word) bool { return holdsPeople[normal(w.text)] }) || spanishTens(ws, k) || bounded(ws, k)), dayInWords(ws, k), weekly[l] && k+1 < len(ws), oneOClock(ws, k):
		// "November", "twelve chairs", "a las diez", "the sixth of May",
		// "los sábados el puesto …", "a la una" — not "the two of them",
		// "Ugh, Mondays."
		return valueWord
	case k > 1 && len(t) == 1 && t[0] >= 'A' && t[0] <= 'Z' && t != "I" && isCapitalized(ws[k-1].text) && isAlpha(ws[k-1].text) && !ws[k-1].closed && !common[normal(ws[k-1].text)]:
		// "nur Vitamin E gegen das Ranzigwerden", "Plan B", "Halle C": a
		// letter naming one of a series (a part read at stop 69).
		return codeWord
	case slangMoney[l]:
		return valueWord // "going up to a fiver each" (a part read at stop 63)
	case k > 0 && naming[normal(ws[k-1].text)] && isCapitalized(t) && isAlpha(t):
		return nameWord // "called Ahnenblatt", "heißt Niederehe"
	case k > 1 && owners[normal(ws[k-2].text)] && (relatives[normal(ws[k-1].text)] || kin[normal(ws[k-1].text)] || partners[normal(ws[k-1].text)]) && isCapitalized(t) && isAlpha(t) && !r.nounCaps:
		// "Mi marido Ton es electricista", "My husband Will does the
		// lights": a name, though the word is a common one elsewhere (a
		// part read at stop 62).
		return nameWord
	case first && isCapitalized(t) && isAlpha(t) && !common[l] && !tones[l] && !leadIns[l] && !months[l] && !weekdays[l] && !valueWords[l] && appositive(ws, k):
		// "Gazza, the mechanic at the Jabiru servo, is going over the
		// troopy": who someone is, between commas after the name that
		// opens the sentence (a part read at stop 78).
		return nameWord
	case first && isCapitalized(t) && isAlpha(t) && !common[l] && namedKin(ws, k):
		// "Connor is me brother.", "Tobi ist mein Schwager": who someone
		// is to the speaker, the name opening the sentence (a part read at
		// stop 66).
		return nameWord
	case apposed(ws, k):
		return nameWord // "My husband, Colin, …": who someone is, whoever the conversation is about
	case w.closed && k+1 < len(ws) && apposed(ws, k+1):
		return rareWord // "My husband," before the name says who it is
	case medicine(l):
		return nameWord // "the warfarin", "su naproxeno", "Ivermectina": a medicine, lowercase or not
	case k > 0 && isCapitalized(t) && isAlpha(t) && titleAfterColon(ws, k):
		return nameWord // "El folleto ya tiene título, …: Cuando brama la sierra" (a part read at stop 71)
	case !first && articleTitle(ws, k):
		return nameWord // "Ich lese gerade Das Engadinerhaus", "we ate at The Anchor": an article in capitals opens a name (a part read at stop 76)
	case common[l] && !r.nounCaps && !first && titleRun(ws, k):
		return nameWord // "we watch War Horse", "a book, Never Too Late to Ride": a title of common words
	case common[l]:
		return plainWord
	case r.nounCaps && capitalParts(t) >= 2 && r.df[l] <= 3 && (!first || k+1 < len(ws) && doesAfterName(normal(ws[k+1].text))):
		// "die Acher-Rench-Zeitung": a German noun is capitalized, a name
		// of two parts is; opening a sentence, when a verb of doing follows
		// ("Schulze-Berger bringt die Bierbänke") — not a compound opening
		// small talk ("Feierabend-Bier mit dem Nachbarn gehabt",
		// "Kaffee-Klatsch war auch wieder …"; the reviews of stop 64).
		return nameWord
	case isCapitalized(t) && (!first || r.inner[l] && !r.nounCaps) && (!r.nounCaps || capitalRun(ws, k) || r.placeName(ws, k)):
		if r.df[l] > 3 {
			return rareWord // the conversation's topic ("Dad"), not news
		}
		return nameWord
	}
	if utf8.RuneCountInString(t) < 3 || !isAlpha(t) {
		return plainWord
	}
	df := r.df
	if !user {
		if r.df[l] > 2 {
			return plainWord
		}
		df = r.modelDF
	}
	if df[l] <= 2 {
		return rareWord
	}
	return plainWord
}

// runningJoke reports a number at ws[k] that gives a verdict after a colon
// — "Calendar: four stars.", "Bottles: five stars" — counting what such
// verdicts count in a quarter of the person's messages or more, in a
// conversation of eight messages at least (verdictShape). A count of what
// the conversation talks of is still a value ("We need twenty chairs";
// the second review of stop 94).
func (r *reader) runningJoke(ws []word, k int) bool {
	if r.users < 8 {
		return false
	}
	w, ok := verdictAt(ws, k)
	return ok && r.verdicts[w]*4 >= r.users
}

// verdictShape returns the words numbers count in verdicts after a colon in
// a sentence ("Calendar: four stars." → "star"; verdictAt).
func verdictShape(ws []word) []string {
	var out []string
	for k := range ws {
		if w, ok := verdictAt(ws, k); ok {
			out = append(out, w)
		}
	}
	return out
}

// verdictAt reports a number in words at ws[k] that gives a verdict after a
// colon, and the word it counts, without its plural "s" ("one star", "five
// stars"): the verdict ends its sentence, or a comment follows it ("Mama's
// feedback: two stars, harsh") — not a log's counts ("Monday: six wet, two
// dirty", "Squats: three sets of ten"; the fourth review of stop 94), nor a
// number before a unit ("Distance: 6 miles", "Pickup: 5 pm" are a log's
// figures; the third review of stop 94).
func verdictAt(ws []word, k int) (string, bool) {
	if k == 0 || k+1 >= len(ws) || !ws[k-1].colon || hasDigit(ws[k].text) {
		return "", false
	}
	l, next := normal(ws[k].text), normal(ws[k+1].text)
	ends := k+2 == len(ws) || ws[k+1].closed && !slices.ContainsFunc(ws[k+2:min(k+4, len(ws))], func(w word) bool { return valueWords[normal(w.text)] || hasDigit(w.text) })
	if !ends || !valueWords[l] || months[l] || weekdays[l] || units[next] || timeWords[next] || moneyWords[next] || unitWords[next] {
		return "", false
	}
	return strings.TrimSuffix(next, "s"), true
}

// doesAfterName reports a lower-cased German word that may follow a name
// opening a sentence: a verb of doing ("bringt", "will", "kommt"), not a
// preposition or a copula ("mit", "war").
func doesAfterName(w string) bool {
	return w != "" && !notDoing[w] && !germanArticles[w] && unicode.IsLower([]rune(w)[0])
}

// notDoing are the words after a noun opening a sentence that say it is no
// name doing something: prepositions, copulas, "und".
var notDoing = wordSet(`mit von bei am im in zum zur auf für nach aus und oder war ist sind waren hat hatte wird wurde gehabt`)

// capitalParts counts the capitalized parts of a word joined by hyphens, all
// of them letters: "Acher-Rench-Zeitung" 3, "Bluetooth-Box" 2, "Kaffee-und-Kuchen"
// 2.
func capitalParts(t string) int {
	n := 0
	for _, p := range strings.Split(t, "-") {
		if p == "" || !isAlpha(p) {
			return 0
		}
		if isCapitalized(p) {
			n++
		}
	}
	return n
}

// medicine reports the name of a medicine by the stems the international
// names share in every language ("metformin", "warfarin", "naproxeno",
// "ivermectina", "fenilbutazona", "Omeprazol", "Ibuprofen"): a thing a note
// must keep, though it is written in lowercase and said once.
func medicine(l string) bool {
	if utf8.RuneCountInString(l) < 7 || distinctLetters(l) < 4 {
		return false // not "lolololol" (a review)
	}
	for _, stem := range medicineStems {
		if strings.HasSuffix(l, stem) || strings.HasSuffix(l, stem+"a") || strings.HasSuffix(l, stem+"e") || strings.HasSuffix(l, stem+"o") {
			return true
		}
	}
	return false
}

// medicineStems end the international names of medicines (WHO stems), in
// the forms English, German and Spanish write them.
var medicineStems = []string{"formin", "farin", "pril", "sartan", "olol", "statin", "prazol", "azol", "cillin", "mycin", "micin", "cyclin", "ciclin",
	"floxacin", "profen", "proxen", "proxeno", "tidin", "azepam", "azolam", "dipin", "ectin", "butazon", "amol", "setron", "triptan", "lukast",
	"thiazid", "tiazid", "semid", "gliptin", "gliflozin", "dronat", "zepam", "oxetin", "oxetina", "pramin", "thyroxin", "tiroxin", "cortison", "nisolon",
	"xaban", "gatran", "alopram", "tralin", "gabalin", "pentin", "faxin", "adol", "nison", "apin", "idon", "rizin", "atadin", "fenadin"}

// distinctLetters counts the different letters of a word.
func distinctLetters(l string) int {
	seen := map[rune]bool{}
	for _, r := range l {
		seen[r] = true
	}
	return len(seen)
}

// apposed reports a capitalized word alone between commas after the
// person's relation to someone ("My husband, Colin, is …", "Meine
// Schwester, Annelie, ist …"), or before it ("Kit, my nephew, is coming",
// "Pilar, mi vecina, dice …"): that someone's name.
func apposed(ws []word, k int) bool {
	// An article may stand before the name: "Der Ferdl, mei Mann, …", "El
	// Xevi, mi marido, …" (a part read at stop 75).
	if l := normal(ws[k].text); k+3 < len(ws) && ws[k].closed && (k == 0 || ws[k-1].closed || k == 1 && definite[normal(ws[0].text)]) && isCapitalized(ws[k].text) && isAlpha(ws[k].text) &&
		relating[normal(ws[k+1].text)] && (ws[k+2].closed || ws[k+3].closed) &&
		!tones[l] && !leadIns[l] && !sentenceAdverbs[l] && !strings.HasSuffix(l, "mente") {
		// Not an interjection: "Anyway, my mother-in-law, she …",
		// "Honestly, my husband, …".
		return true
	}
	if k < 2 || k+1 >= len(ws) || !ws[k].closed || !ws[k-1].closed || !isCapitalized(ws[k].text) || !isAlpha(ws[k].text) {
		return false
	}
	for j := k - 2; j >= 0 && j >= k-3; j-- {
		if relating[normal(ws[j].text)] {
			return j == 0 || ws[j-1].closed
		}
		if ws[j].closed {
			return false
		}
	}
	return false
}

// slangMoney are amounts said in one word: "a fiver", "a tenner".
var slangMoney = wordSet(`fiver fivers tenner tenners`)

// peopleNouns are the ordinary words a count of people is said with:
// "sechzig Leute", "sixty people", "treinta personas" (a part read at
// stop 63). "plays": "Their leader is Cheryl Moy, she plays the fiddle" (a
// part measured blind at stop 81).
var peopleNouns = wordSet(`people guests folk persons leute gäste personen menschen personas invitados`)

// holdsPeople are the words of a sentence that says how many a place holds
// or an event expects: "Da passen sechzig Leute rein", "it seats eighty
// people" — not "like fifty people have asked me" (a review of stop 63).
var holdsPeople = wordSet(`fit fits seat seats seating hold holds take takes capacity expect expecting expected invited invite booked coming having hosting feeding catering
	passen passt rein reinpassen reinpasst hineinpassen sitzen erwarten erwartet eingeladen kommen platz plätze caben cabe caber esperamos esperan invitados invitamos vienen aforo`)

// headcount reports a number word that says how many a group is: "Somos
// nueve, todas mujeres", "We're twelve in all", "Wir sind neun", "There are
// nine of us".
func headcount(ws []word, k int) bool {
	return k > 0 && countCopula[normal(ws[k-1].text)] ||
		k+2 < len(ws) && normal(ws[k+1].text) == "of" && normal(ws[k+2].text) == "us"
}

// clockInWords reports a time said in English words, at either of its ends:
// "quarter to nine", "half past ten", "twenty to one" — whatever comes
// before it ("pencilled in for quarter to nine").
func clockInWords(ws []word, k int) bool {
	at := func(j int) string {
		if j < 0 || j >= len(ws) {
			return ""
		}
		return normal(ws[j].text)
	}
	l := at(k)
	half := func(j int) bool { return at(j) == "half" || at(j) == "hauf" } // Scots "hauf six" (a part read at stop 65)
	if (minutes[l] || half(k)) && !ws[k].closed && (at(k+1) == "to" || at(k+1) == "past") && !ws[k+1].closed {
		return hourWords[at(k+2)]
	}
	if hourWords[l] && half(k-1) && k >= 2 && !ws[k-2].closed && !ws[k-1].closed && (halfBefore[at(k-2)] || strings.HasSuffix(strings.ToLower(ws[k-2].text), "'s")) {
		return true // "pushed back to half three", "at half six": British half past
	}
	return hourWords[l] && (at(k-1) == "to" || at(k-1) == "past") && (minutes[at(k-2)] || half(k-2)) && !ws[k-2].closed
}

// halfBefore may stand before a British "half three" (half past three).
var halfBefore = wordSet(`at to till until by from around about for now is it's`)

// countCopula are the words of a group's number: "we're", "somos", "sind".
var countCopula = wordSet(`we're somos seremos éramos sind wären son serán`)

// perPeriod reports a number word followed by a period within two words: a
// frequency ("twice a week", "zweimal pro Woche", "dos veces al día").
func perPeriod(ws []word, k int) bool {
	for j := k + 1; j < len(ws) && j <= k+3; j++ {
		if periods[normal(ws[j].text)] {
			return true
		}
	}
	return false
}

// placeName reports, where nouns are capitalized, a capitalized word right
// after a preposition that is rare in the conversation: nouns take an article
// there, names do not ("in Ehrenfeld", "nach Leipzig"; not "in der Garage").
func (r *reader) placeName(ws []word, k int) bool {
	return k > 0 && prepositions[normal(ws[k-1].text)] && r.df[normal(ws[k].text)] <= 2
}

// capitalRun reports a capitalized word beside another that is not an
// ordinary word, with no punctuation between: a name of several words ("Ilse
// Brandt", "Casa Jacaranda"; not "12. April, Treffpunkt").
func capitalRun(ws []word, k int) bool {
	name := func(j int) bool {
		return j >= 0 && j < len(ws) && isCapitalized(ws[j].text) && !common[normal(ws[j].text)]
	}
	return name(k-1) && !ws[k-1].closed || name(k+1) && !ws[k].closed
}

// namedKin reports the k-th word before a copula, a word of whose ("my",
// the Irish and northern "me") and a relative: "Connor is me brother",
// "Lena ist meine Tochter", "Ton es mi marido".
func namedKin(ws []word, k int) bool {
	j := k + 1 // "Connor is me brother"
	if strings.HasSuffix(strings.ToLower(ws[k].text), "'s") || strings.HasSuffix(ws[k].text, "’s") {
		j = k // "Connor's me brother" (the first review of stop 66)
	} else if k+1 >= len(ws) || !copula[normal(ws[k+1].text)] {
		return false
	}
	if j+2 >= len(ws) || ws[k].closed {
		return false
	}
	o := normal(ws[j+1].text)
	rel := strings.Trim(normal(ws[j+2].text), ".,;:!?")
	if ageWords[rel] && j+3 < len(ws) {
		rel = strings.Trim(normal(ws[j+3].text), ".,;:!?") // "me older brother"
	}
	rel = strings.TrimSuffix(rel, "-in-law") // "me brother-in-law"
	if rel == "kid" && o == "our" {
		return true // "Connor's our kid": the north's brother
	}
	return (owners[o] || o == "me") && (relatives[rel] || kin[rel] || partners[rel])
}

// ageWords say which of the family: "my older brother", "mi hermano mayor".
var ageWords = wordSet(`older younger elder eldest youngest big little wee baby kleiner kleine großer große älterer ältere jüngerer jüngere`)

// titleRun reports the k-th word, not the sentence's first, capitalized and
// not in capitals, beside another such word in the same clause, the
// sentence's first not counted: "watch War Horse" (a part read at stop
// 66) — not "I", not "BIG NEWS", not "Ugh. Monday".
func titleRun(ws []word, k int) bool {
	titled := func(j int) bool {
		if j <= 0 || j >= len(ws) {
			return false
		}
		t := ws[j].text
		return t != "I" && isCapitalized(t) && isAlpha(strings.TrimRight(t, ".,;:!?")) && strings.ToUpper(t) != t
	}
	if !titled(k) || !(titled(k-1) && !ws[k-1].closed || titled(k+1) && !ws[k].closed) {
		return false
	}
	// After a word that names a title: "watch War Horse", "the book Never
	// Too Late" — not capitals of feeling ("Oh My God", "the Best Day
	// Ever"; the first review of stop 66).
	j := k
	for j > 0 && titled(j-1) && !ws[j-1].closed {
		j--
	}
	return j > 0 && titleCues[normal(ws[j-1].text)]
}

// articleTitle reports the k-th word as an article in capitals within a
// sentence, or the capitalized word right after one: "Ich lese gerade Das
// Engadinerhaus", "Estoy leyendo El Principito", "drinks at The Anchor" —
// mid-sentence, an article is written in capitals only where a title or a
// name opens. Not after a mark ("Kurz gesagt: Das Dach ist dicht"), not an
// article with nothing capitalized after it.
func articleTitle(ws []word, k int) bool {
	opens := func(j int) bool {
		return j > 0 && j+1 < len(ws) && titleArticles[ws[j].text] && !ws[j-1].closed && !ws[j].closed &&
			isCapitalized(ws[j+1].text) && isAlpha(strings.TrimRight(ws[j+1].text, ".,;:!?"))
	}
	return opens(k) || opens(k-1)
}

// countedAs are the plain words that may stand between a number and what it
// counts: "six new piles", "two spare tyres", "drei neue Pfähle".
var countedAs = wordSet(`new old big small extra spare large fresh whole full empty neue neuen alte alten große großen kleine kleinen nuevos nuevas viejos viejas grandes`)

// titleArticles are articles as they open a title or a name.
var titleArticles = wordSet(`The Der Die Das Den Dem Des El La Los Las`)

// titleAfterColon reports the k-th word opening, after a colon, the last few
// words of a sentence whose words before the colon name a title: "El
// folleto ya tiene título, lo escogió mi madre: Cuando brama la sierra",
// "Der Flyer hat einen Titel: Wenn die Kastanien fallen" — not a sentence
// that goes on ("Title of the talk: Why we fail, and what it cost us last
// year at the fair in Hexham").
func titleAfterColon(ws []word, k int) bool {
	if !ws[k-1].colon || len(ws)-k > 6 {
		return false
	}
	return slices.ContainsFunc(ws[:k], func(w word) bool { return titleNouns[normal(w.text)] })
}

// titleNouns name a title.
var titleNouns = wordSet(`title titel título titulo`)

// titleCues are the words before a title.
var titleCues = wordSet(`watch watching watched see seeing saw seen read reading film movie book novel song play show series called titled sing singing`)

// normal is a word lower-cased, without a possessive's ending: "Dad's" and
// "dad" are one word.
func normal(w string) string {
	l := strings.ToLower(w)
	for _, end := range []string{"'s", "’s"} {
		if t, ok := strings.CutSuffix(l, end); ok && len(t) > 1 {
			return t
		}
	}
	return l
}

// group is a run of a sentence's clauses that says one thing: a line.
type group struct {
	text  string
	score int
	kind  session.LedgerKind
	// anchor is set when the line names something specific (a number, a
	// code, a name new to the conversation) or is an instruction, a
	// decision, a liking or a request; named is what its names and values
	// score (its rare words left out).
	anchor bool
	named  int
	valued bool // holds a value or a code ("JAC-30917.")
	liked  bool // says a liking, a dislike or a constraint of someone's
	item   bool // a list item: a point the person set apart
}

// chunk is a clause of a sentence: between commas, colons, dashes and the
// conjunctions that can join two statements.
type chunk struct {
	start, end int // bytes of the sentence
	score      int
	named      int  // what its names and values score
	anchor     bool // holds a name or a value
	name       bool // names a subject: a name, an identifier, a quote
	value      bool // gives a value: a number, a date, a time, an amount
	code       bool // holds a code (a name with digits)
	// soft is set on a clause opened by an aside word, not punctuation: the
	// clause before it is not a lead-in to trim ("I'm | also thinking…").
	soft bool
}

// groups splits a sentence into the lines it makes: a clause that names a new
// subject after a clause that already named one with its value starts a new
// line ("svc-1 listens on 8080 and svc-2 on 9090" is two); a clause that names
// none goes with the one before ("Omar Haddad, from accounting, approves").
// Clauses that carry nothing are trimmed from the ends.
func (r *reader) groups(sent string, user bool) []group {
	ws := wordsOf(sent)
	if len(ws) == 0 {
		return nil
	}
	classes := make([]wordClass, len(ws))
	for k := range ws {
		classes[k] = r.class(ws, k, user)
	}
	var chunks []chunk
	cur := chunk{start: 0}
	flush := func(end int) {
		cur.end = end
		if strings.TrimSpace(sent[cur.start:cur.end]) != "" {
			chunks = append(chunks, cur)
		}
	}
	// A sentence longer than a line, as people who dictate make them, is
	// read as clauses at its conjunctions too: "… on the 2nd of May and I
	// need to keep track of everything and please always give me …".
	long := utf8.RuneCountInString(sent) > maxLineRunes
	// An instruction dictated in one breath stays one: its parts hold its
	// "siempre" only together.
	lowerSent := strings.ToLower(sent)
	dictating := long && !(marks(lowerSent, instruction) || marks(lowerSent, politeness))
	inner := bracketed(sent, ws)
	for k := 0; k < len(ws)-1; k++ {
		// Inside a quoted name the clause goes on past its comma too:
		// "se llama 'Hilo blanco, tierra roja', por el algodón" — a short
		// one without digits, not a message quoted ("Tom's text: \"Train
		// cancelled, Mum's flight lands at 9:40, …\"", a review).
		if !ws[k].quoted {
			continue
		}
		e := k
		for e+1 < len(ws) && ws[e+1].quoted && !strings.ContainsAny(closingOf(sent[ws[e].start:ws[e].end]), "'’\"”»“«") {
			e++
		}
		// Of six words, as a title quoted in single quotes may be ("'Del
		// 58 y sin caducar'"), with figures when no comma inside says it
		// is a message.
		if e-k < 6 && (!slices.ContainsFunc(ws[k:e+1], func(w word) bool { return hasDigit(w.text) }) || !slices.ContainsFunc(ws[k:e], func(w word) bool { return w.closed })) {
			for j := k; j < e; j++ {
				inner[j] = true
			}
		}
		k = e
	}
	for k, w := range ws {
		if inner[k] {
			// Inside a short remark in brackets: the clause goes on past it
			// ("The remote (the grey one, don't lend it to Martin) is in
			// the drawer").
		} else if k > 0 && (asides[strings.ToLower(w.text)] && !restricts(ws, k) || long && (runsOn(ws, k) || dictating && overlong(sent[cur.start:w.start], ws, classes, k))) &&
			w.text == sent[w.start:w.end] && !endsClause(sent[ws[k-1].start:ws[k-1].end]) && !relativeOpened(sent, ws, k) {
			// "… the maps, because I get lost": an aside opens a clause,
			// which a line's end may leave out.
			flush(w.start)
			cur = chunk{start: w.start, soft: true}
		} else if k > 0 && joining[strings.ToLower(w.text)] && w.text == sent[w.start:w.end] && namesNext(classes, k) &&
			!(isCapitalized(ws[k-1].text) && k+1 < len(ws) && isCapitalized(ws[k+1].text)) {
			// "… and svc-2 on 9090": the conjunction opens a clause about
			// another name (not inside a name: "The Crown and Anchor").
			flush(w.start)
			cur = chunk{start: w.start}
		}
		c := classes[k]
		cur.score += c.score()
		if c >= nameWord {
			cur.anchor = true
			cur.named += c.score()
		}
		cur.name = cur.name || c == nameWord || c == codeWord
		cur.value = cur.value || c == valueWord
		cur.code = cur.code || c == codeWord
		if k+1 < len(ws) && !inner[k] && endsClause(sent[w.start:w.end]) {
			flush(w.end)
			cur = chunk{start: w.end}
		}
	}
	flush(len(sent))

	var out []group
	var g []chunk
	emit := func() {
		parts := within(sent, g)
		for _, part := range parts {
			scope := sent
			if len(parts) > 1 {
				scope = strings.TrimSpace(sent[part[0].start:part[len(part)-1].end])
			}
			out = append(out, r.makeGroup(sent, part, scope))
		}
		g = nil
	}
	named, valued, intro := false, false, false
	unsure := notKnowingIn(lowerSent) // read once; unknownAfter reads each clause
	for k, c := range chunks {
		// A clause that opens with a pronoun goes on about the subject
		// before ("Marcus Levy from number 14, he's a retired PE teacher").
		// Nor does one right after a bare age: "I'm Khrienuo, Khrie for short,
		// 33, clerk at a bank branch …" goes on saying who the one named is.
		clause, prev := sent[c.start:c.end], ""
		if k > 0 {
			prev = sent[chunks[k-1].start:chunks[k-1].end]
		}
		// One clause of what the person is or does goes on with their
		// name, not every one after it: a longer line costs a small
		// memory the lines after it (stop 69).
		cont := intro && goesOnAboutMe(clause) && !dayPlanned(clause)
		if c.name && named && valued && !pointsBack(clause) && !narrows(clause, sent[c.end:]) && !(!long && thatIs(clause)) && !complement(clause) &&
			!(bareAge(prev) && !joining[normal(firstWord(clause))]) && !(!c.value && roleAfterName(prev, clause)) && !cont && !apposedName(prev, clause) ||
			(named || valued) && k > 0 && unsure && unknownAfter(sent[c.start:]) == unknownApart && !asksHead(sent, g, sent[c.start:]) {
			// "We booked the Hotel Miramar for the 12th, and I still don't
			// know who will feed the cat": two lines, a booking and an open
			// question.
			emit()
			named, valued = false, false
		}
		intro = intro && !cont && len(g) > 0 || introduces(clause)
		g = append(g, c)
		named = named || c.name
		valued = valued || c.value
	}
	emit()
	return out
}

// othersHelp is a lower-cased line without the help someone else will
// give the person: "Tanner will help me with the boxes", "my grandson, …,
// says he'll help me in the shed" (a part read at stop 99: read as a
// request to the assistant) — "can you help me" stays.
// Only of someone named or "he", "she", "they": "You'll help me …, won't
// you?", "Who will help me …?", "It will help me a lot if you …" still ask
// (the first review of stop 99).
func othersHelp(lower string) string {
	ws := strings.Fields(lower)
	for k := 1; k+1 < len(ws); k++ {
		if ws[k] != "help" || strings.Trim(ws[k+1], ".,;:!?") != "me" {
			continue
		}
		subject := ""
		switch prev := strings.ReplaceAll(ws[k-1], "’", "'"); {
		case strings.HasSuffix(prev, "'ll"):
			subject = strings.TrimSuffix(prev, "'ll")
		case prev == "will" && k >= 2:
			subject = ws[k-2]
		}
		if thirdPersons[strings.Trim(subject, ",;:")] || subject != "" && !helpAskers[strings.Trim(subject, ",;:")] && !common[strings.Trim(subject, ",;:")] {
			ws[k+1] = "" // "Tanner will help me", "he'll help me"
		}
	}
	return strings.Join(ws, " ")
}

var (
	// thirdPersons are who else may help.
	thirdPersons = wordSet(`he she they he's she's`)
	// helpAskers are the subjects of a request: "you'll help me", "who will
	// help me", "it will help me if you …".
	helpAskers = wordSet(`you who it that this what which`)
)

// nameLinks are the small words of a name and who it is: "from Mallaig",
// "Jamie and Stuart", "mi primo", "unser Nachbar".
var nameLinks = wordSet(`the a an from of and my our his her their de del la el los las y mi mis su nuestro nuestra von aus und der die das mein meine unser unsere sein seine ihr ihre`)

// predicateOpeners open what someone named before a comma does or will
// do: "…, Jamie and Stuart, will put the kit up", "…, wird den Bus fahren",
// "…, va a traer las sillas".
var predicateOpeners = wordSet(`will would can could shall should must has have had does did
	wird werden kann können soll sollen muss müssen hat haben
	va van puede pueden debe deben tiene tienen ha han hará harán`)

// apposedName reports a clause that is only a name, after a clause that
// ends with whom it names: "… with my sister, Anna.", "… con el perro,
// Toby." — who she is, not a line of its own (the review of stop 74).
func apposedName(prev, clause string) bool {
	fs := strings.Fields(strings.TrimSpace(clause))
	pw := plainWords(strings.ToLower(prev))
	if len(fs) == 0 || len(fs) > 2 || len(pw) == 0 {
		return false
	}
	for k, f := range fs {
		t := strings.Trim(f, ".,;:!?")
		if k == 0 && len(fs) == 2 && nameTitles[strings.ToLower(t)] {
			continue // "… con su abuela, doña Chayo, …" (a part read at stop 75)
		}
		if !isCapitalized(t) || !isAlpha(t) {
			return false
		}
	}
	last := pw[len(pw)-1]
	return relatives[last] || kin[last] || partners[last] || family[last] || companions[last] || pets[last]
}

// ratherOpeners open a clause that says what is wanted instead of what the
// clause before rules out: "…, lieber draußen", "…, sondern im Garten",
// "…, rather outside", "…, sino en la plaza".
var ratherOpeners = wordSet(`lieber sondern rather sino`)

// nameTitles stand before a name in lower case: "doña Chayo", "tía Rosa".
var nameTitles = wordSet(`don doña señor señora tío tía tio tia frau herr mr mrs ms dr`)

// pets are the animals a household names.
var pets = wordSet(`dog cat puppy kitten pup horse pony hund katze welpe pferd perro perra gato gata perrito caballo`)

// asksHead reports a line (g) that opens with a question word, before a
// clause of not knowing that asks nothing of its own: "Wer beim Fest das
// Essen macht, weiß ich immer noch nicht" is one question (a part read at
// stop 66), not a line and a shrug.
func asksHead(sent string, g []chunk, clause string) bool {
	if len(g) == 0 {
		return false
	}
	head := strings.ToLower(strings.TrimSpace(sent[g[0].start:g[len(g)-1].end]))
	first := strings.Trim(firstWord(pastTag(head)), "¿¡\"'")
	// Not a head that is known ("Wann wir fahren, steht fest, …, aber ich
	// weiß nicht, was mit der Katze ist"; the second review of stop 66).
	return questionWords[first] && first != "if" && first != "si" && !marks(head, settledWords) &&
		!slices.ContainsFunc(plainWords(strings.ToLower(clause)), func(w string) bool { return questionWords[w] })
}

// concessions open a clause that grants something against the one before it.
// (one word, or two: "even if", "auch wenn").
var concessions = map[string]bool{"although": true, "though": true, "obwohl": true, "obgleich": true, "aunque": true,
	"even if": true, "even though": true, "auch wenn": true, "wenn auch": true, "selbst wenn": true, "aun si": true}

// kinOpens reports a first clause of a few words that is someone of the
// person's, whom what follows is said of: "A mi madre, por cierto, no le
// gustan nada las palomas", "My mum, bless her, won't touch marzipan" — a
// name the conversation uses often scores nothing, and the line would lose
// whom it is about.
func kinOpens(clause string) bool {
	ws := plainWords(strings.ToLower(clause))
	return len(ws) <= 4 && slices.ContainsFunc(ws, func(w string) bool { return family[w] || relatives[w] || kin[w] })
}

// whenOpens reports a first clause of a few words that says when what
// follows happens, by what comes before or after it: "After the swim, we'll
// all meet up at the Royal Oak", "Nach der Probe, …", "Después de la misa,
// …" — a thing the conversation names often scores nothing, and the line
// would lose when it is (a part read at stop 70). Not an idiom that says no
// time ("After all, …", "Vor allem, …", "Antes que nada, …").
func whenOpens(clause string) bool {
	ws := plainWords(strings.ToLower(clause))
	if len(ws) > 2 && rightAway[ws[0]] {
		ws = ws[1:] // "Right after the concert", "Gleich nach der Probe", "Justo antes de la misa"
	}
	if len(ws) < 2 || len(ws) > 4 || !whenPrepositions[ws[0]] {
		return false
	}
	next := ws[1]
	if (next == "de" || next == "del") && len(ws) > 2 {
		next = ws[2] // "después de la misa", "antes del ensayo"
	}
	return !noTimeAfter[next] && next != "que"
}

// pastWhen is a lower-cased line past a first clause that says when
// ("before the open day, i still haven't got anyone for …": the rest), or
// the line.
func pastWhen(lower string) string {
	if head, rest, ok := strings.Cut(lower, ", "); ok && whenOpens(head) {
		return rest
	}
	return lower
}

var (
	// whenPrepositions say a time by what comes before or after it.
	whenPrepositions = wordSet(`after before during nach vor während después antes durante`)
	// rightAway say how soon before or after: "right after", "just before",
	// "gleich nach", "kurz vor", "justo antes", "nada más" (not "después").
	rightAway = wordSet(`right just straight shortly immediately soon gleich kurz direkt sofort justo inmediatamente poco`)
	// noTimeAfter are the words that make them idioms: "after all", "before
	// long", "vor allem", "nach wie vor", "después de todo", "antes bien".
	noTimeAfter = wordSet(`all long that this then wie allem allen todo todos bien eso`)
)

// toldBy reports a first clause of a few words that says who told the
// person what follows: "Tyler told me, very serious, he's allergic to
// nuts", "Meine Mutter sagt, …", "Pilar dice que …" (a part read at stop
// 63) — a name the conversation uses often scores nothing, and the line
// would lose whose it is.
func toldBy(clause string) bool {
	typed := plainWords(clause)
	if len(typed) < 2 || len(typed) > 4 || !isCapitalized(typed[0]) || !isAlpha(typed[0]) || common[normal(typed[0])] {
		return false
	}
	return slices.ContainsFunc(typed[1:], func(w string) bool { return toldVerbs[strings.ToLower(w)] })
}

// toldVerbs say someone told the person something.
var toldVerbs = wordSet(`told says said tells texted sagt sagte meint meinte erzählt erzählte dice dijo cuenta contó`)

// bracketed marks the words of a sentence inside a remark in round brackets
// that the sentence goes on after, up to its closing bracket: the remark is
// part of the clause it sits in. Not one longer than half a line, which
// says things of its own, nor any in a sentence longer than a line, which
// would be clipped where its clauses could have made lines of their own.
func bracketed(sent string, ws []word) []bool {
	inner := make([]bool, len(ws))
	// In a sentence longer than a line only a short exclamation or question
	// holds together ("(¡muy educados, eso sí!)"): other remarks are read as
	// clauses, or the clause around them would outgrow a line ("… (left
	// knee, the bad one) has been moved from Monday at four to …").
	longest, long := maxLineRunes/2, utf8.RuneCountInString(sent) > maxLineRunes
	if long {
		longest = maxLineRunes / 6
	}
	for k := 0; k < len(ws); k++ {
		if k == 0 || !strings.HasPrefix(sent[ws[k].start:ws[k].end], "(") {
			continue
		}
		for e := k; e < len(ws)-1; e++ {
			if !strings.Contains(sent[ws[e].start:ws[e].end], ")") {
				continue
			}
			if remark := sent[ws[k].start:ws[e].end]; utf8.RuneCountInString(remark) <= longest && (!long || strings.ContainsAny(remark, "!?")) {
				for j := k; j < e; j++ {
					inner[j] = true // the closing word may end the clause: "(…),"
				}
			}
			k = e
			break
		}
	}
	return inner
}

// runsOn reports, in a sentence longer than a line, a conjunction that opens
// a statement of its own: one before a subject pronoun, a "you" or a please
// ("… and I need …", "… and please always give me …"), or a word that opens one
// whatever follows ("anyway", "oh"); not one inside a name or a value ("Marks
// and Spencer", "a las dos y media").
func runsOn(ws []word, k int) bool {
	w := strings.ToLower(ws[k].text)
	if opensStatement[w] {
		return true
	}
	if !joining[w] && !runOn[w] || k+1 >= len(ws) {
		return false
	}
	next := strings.ToLower(ws[k+1].text)
	return speakers[next] || subjects[next] || secondPerson[next] || marks(next, politeness)
}

// restricts reports a "but" that narrows what the clause before it names,
// no aside: "quiere sus dos capones pero sin la grasa", "wants the room but
// without the carpet" (thingOnly); or one that means "except" after
// "anything", "nothing" ("won't eat nothing fried in anything but lard": a
// part read at stop 74).
func restricts(ws []word, k int) bool {
	if strings.ToLower(ws[k].text) == "but" && !ws[k-1].closed && allBut[strings.ToLower(ws[k-1].text)] && k+1 < len(ws) {
		next := strings.ToLower(ws[k+1].text)
		// Not before a clause of its own: "fits everyone but honestly I
		// could not care less" (the second review of stop 74).
		return !asides[next] && !subjects[next] && !firstPerson[next] && !secondPerson[next] && !sentenceAdverbs[next]
	}
	if !contrasting[strings.ToLower(ws[k].text)] || k+2 >= len(ws) || !withoutWords[strings.ToLower(ws[k+1].text)] {
		return false
	}
	rest := make([]string, 0, len(ws)-k-2)
	for _, w := range ws[k+2:] {
		rest = append(rest, w.text)
	}
	return thingOnly(rest)
}

// placeNoIdiom are the nouns of a phrase of place that say no place: "in
// the end", "at the moment", "by the way", "on the other hand".
var placeNoIdiom = wordSet(`end moment meantime way whole other same least most time run long day minute
	ende moment grunde endeffekt fall final momento fin vez cabo`)

// allBut are the words "but" makes an exception of: "anything but lard",
// "nothing but rice".
var allBut = wordSet(`anything nothing everything all none nobody anybody everybody anyone everyone`)

// thingOnly reports what a "but without" leaves out, ws (the words after
// it, to the sentence's end): a thing in a few words, its clause ending
// there or going on with a reason — not a person ("but without her husband
// Mark, who …", "aber ohne Tante Rosi"), not an idiom ("but without a
// doubt", "aber ohne Witz", "pero sin mucho lío"), nor one a relative or
// what follows from it goes on after ("aber ohne die Kochinsel, die allein
// hätte 3.200 Euro gekostet").
func thingOnly(ws []string) bool {
	end := slices.IndexFunc(ws, func(w string) bool { return strings.ContainsAny(w, ",;.!?") && !abbreviation(w) })
	if end < 0 {
		end = len(ws) - 1
	}
	if end >= 6 {
		return false
	}
	// A name ends the sentence or is no thing left out ("…, aber ohne
	// Hund.", "…, but without Mark." — not "but without Mark Dunne, who
	// …"): German writes its nouns capitalized.
	last := end+1 == len(ws) || strings.ContainsAny(ws[end], ".!?") && !abbreviation(ws[end])
	for i, w := range ws[:end+1] {
		l := normal(w)
		if possessives[l] || family[l] || relatives[l] || companions[l] || idiomsAfterWithout[l] {
			return false
		}
		if !last && isCapitalized(strings.Trim(w, ".,;:!?\"'")) && (i == 0 || !germanArticles[normal(ws[i-1])]) {
			return false
		}
	}
	// A comma after it goes on with a reason ("…, weil er auf Diät ist",
	// "…, que dice que …"), not with what follows from it ("…, but without
	// a work visa, he can only stay three months").
	return end+1 >= len(ws) || !strings.HasSuffix(ws[end], ",") || reasons[normal(ws[end+1])]
}

// abbreviation reports a short capitalized word with a full stop that ends
// no sentence: "Dr.", "Mr.", "St.".
func abbreviation(w string) bool {
	t := strings.TrimSuffix(w, ".")
	return t != w && utf8.RuneCountInString(t) <= 3 && isCapitalized(t)
}

var (
	possessives        = wordSet(`my his her their our your its ihr ihren ihrem ihrer ihre sein seinen seinem seiner seine mein meinen meinem meiner meine unser unseren unserem su sus mi mis tu tus nuestro nuestra nuestros nuestras`)
	companions         = wordSet(`girlfriend boyfriend partner kids children friend friends aunt uncle auntie mann frau freund freundin kinder tante onkel marido mujer novio novia amigo amiga amigos hijos tía tío`)
	idiomsAfterWithout = wordSet(`doubt doubts question fail zweifel witz scheiß scheiss frage duda dudas falta much mucho mucha viel fuss lío`)
	reasons            = wordSet(`because since as weil da denn porque que pues`)
)

// narrows reports a clause that opens with a "but without" of a thing
// (thingOnly), next the text after it: it goes on about the thing before it
// ("…, aber ohne das Fett").
func narrows(clause, next string) bool {
	ws := strings.Fields(clause)
	if len(ws) < 3 || !contrasting[normal(ws[0])] || !withoutWords[normal(ws[1])] {
		return false
	}
	return thingOnly(append(ws[2:len(ws):len(ws)], strings.Fields(next)...))
}

// overlong reports, in a sentence longer than a line, a conjunction after a
// clause of longLead runes or more, so far without a comma: dictated text
// runs on without one ("… el alta deportiva y si no me manda una resonancia
// … y por privado cuesta unos 250 euros"), and a clause longer than a line
// would be clipped, its end lost. Not one right after a value, which may go
// on ("a las doce y media", "seis y cuarto"), nor one inside a name ("Marks
// and Spencer").
func overlong(clause string, ws []word, classes []wordClass, k int) bool {
	if !joining[strings.ToLower(ws[k].text)] || k+1 >= len(ws) || utf8.RuneCountInString(clause) < longLead ||
		limiting[strings.ToLower(ws[k+1].text)] {
		return false // "… and only if they still have them then" limits what came before
	}
	return classes[k-1] != valueWord && !(isCapitalized(ws[k-1].text) && isCapitalized(ws[k+1].text))
}

// anchoredEnds are the first and last clauses that name something (-1 when
// none does).
func anchoredEnds(g []chunk) (first, last int) {
	first, last = -1, -1
	for k, c := range g {
		if c.anchor {
			if first < 0 {
				first = k
			}
			last = k
		}
	}
	return first, last
}

// nowClause are the words of a clause that says what something is now.
var nowClause = phrases(`now_|jetzt_|nun_|ahora_|instead_|stattdessen_|en cambio_|en vez de`)

// aside reports a clause that comments on what came before it: it opens with
// a word that subordinates or points back ("which", "because", "so", "she",
// "weil", "porque").
func aside(clause string) bool {
	w := normal(firstWord(clause))
	return asides[w] || pointing[w]
}

// complement reports a short clause that opens with a preposition: it says
// where of the subject before, and names no subject of its own ("The
// restaurant is called Casa 54, on Quay Street, for 7pm"; not "…, in March
// Lena starts at Siemens").
func complement(clause string) bool {
	ws := strings.Fields(clause)
	if !locative[normal(firstWord(clause))] || len(ws) > 5 && !addressOnly(ws[1:]) {
		return false
	}
	named := false
	for k, w := range ws[1:] {
		switch {
		case isCapitalized(w):
			named = true
		case named && k+2 < len(ws) && utf8.RuneCountInString(strings.Trim(w, ".,;:!?")) > 3:
			// "in April Lena joins Siemens": a subject, its verb and more
			// (not "at Manchester airport").
			return false
		}
	}
	return true
}

// addressOnly reports the words of an address after its preposition, a
// street or a place and the words of its name, however long: "(en) la calle
// Pérez de Brito de Santa Cruz" (dev129; the line of where the sacks stay
// was cut from its address), "(on) Pérez de Brito Street in Santa Cruz".
func addressOnly(ws []string) bool {
	if len(ws) > 9 {
		return false
	}
	street := false
	for _, w := range ws {
		t := strings.Trim(w, ".,;:!?")
		l := strings.ToLower(t)
		switch {
		case weekdays[l] || months[l] || timeWords[l]:
			return false // "on Sunday the Market Street Fair in Otley": another day's plan (the first review of stop 88)
		case streetWords[l]:
			street = true
		case isCapitalized(t) || articles[l] || nameJoins[l] || l == "in" || l == "en":
		default:
			return false
		}
	}
	return street
}

// streetWords name a street or a square; nameJoins join the words of a
// place's name ("Pérez de Brito", "Unter den Linden").
var (
	streetWords = wordSet(`calle avenida plaza camino carretera paseo callejón street road lane avenue square drive straße strasse gasse weg platz allee`)
	nameJoins   = wordSet(`de del of von vom zu zur den la las los`)
)

// describes reports a clause right after a name that says who the name is:
// "… Bridget Halloran, who runs the homing side", "My sister Hannah is coming
// too, she's a pharmacist" are one fact with it.
//
// An age may stand between the name and what it is: "Don Eulogio Vilte, 84
// años, es el abanderado del fortín", "Egon Zöller, 71, ist Brudermeister".
func describes(g []chunk, k, last int, sent string) bool {
	clause := sent[g[k].start:g[k].end]
	named := last
	if !g[last].name && last > 0 && g[last-1].name && bareAge(sent[g[last].start:g[last].end]) {
		named = last - 1 // the age is the name's
	}
	return g[named].name && (k == last+1 &&
		(g[k].score > 0 && normal(firstWord(clause)) == "who" || marks(" "+strings.ToLower(strings.TrimSpace(clause)), role) ||
			proDropRole(strings.TrimSpace(clause)) || aged(clause) || named < last && theOne(clause)) ||
		ownRole(clause))
}

// theOne reports a clause that says what someone is, the one of its kind:
// "es el abanderado del fortín", "is the treasurer", "ist der Kassier".
func theOne(clause string) bool {
	ws := plainWords(strings.ToLower(clause))
	return len(ws) >= 3 && copula[ws[0]] && (articles[ws[1]] || germanArticles[ws[1]]) && !common[ws[2]]
}

// ownRole reports a clause that says what the one named is to the speaker,
// past a remark on them: "…, es nuestro vocalista desde la secundaria", "…,
// is our drummer", "…, ist unser Kassier".
func ownRole(clause string) bool {
	ws := plainWords(strings.ToLower(clause))
	return len(ws) >= 3 && copula[ws[0]] && (owners[ws[1]] || possessive[ws[1]]) && !common[ws[2]]
}

// noneFor reports a line that opens by ruling something out for someone:
// "No potato salad for me though", "Kein Schweinefleisch für ihn", "Nada de
// cerdo para él" — what they will not have.
func noneFor(lower string) bool {
	first, _, _ := strings.Cut(lower, ",")
	ws := plainWords(first)
	k := past(ws, leadIns)
	if k >= len(ws) || !noneWords[ws[k]] {
		return false
	}
	for j := k + 2; j+1 < len(ws) && j <= k+6; j++ {
		if beneficiary[ws[j]] && forWhom[ws[j+1]] {
			return true
		}
	}
	return false
}

// eatsNone reports a line that says what someone does not eat or drink,
// the way German says it, the verb before what it rules out ("Er isst seit
// einem Jahr kein Fleisch", "Oma trinkt abends keinen Kaffee"), or English
// with a past that still holds ("he hasn't eaten meat since June", "he's
// not eaten meat", "lleva un año sin comer carne"): a liking
// as "won't eat" is (a part read at stop 70).
func eatsNone(lower string) bool {
	ws := plainWords(lower)
	for k, w := range ws {
		switch {
		case eatVerbs[w]:
			for j, n := range ws[k+1 : min(k+6, len(ws))] {
				if n == "kein" || n == "keine" || n == "keinen" || j < 3 && (n == "nur" || n == "bloß" || n == "ausschließlich") {
					return true // "trinkt übrigens nur Weißwein" (a part read at stop 75)
				}
			}
		case w == "mag" || w == "mog" || w == "mögen":
			// "Dr Hannes mag die mit Marmelade überhaupt nit" — not "ich
			// mag nicht mehr" (tired of it): a firm or a dialect "not".
			for j := k + 1; j < min(k+7, len(ws)); j++ {
				if ws[j] == "nit" || ws[j] == "net" || ws[j] == "ned" || (ws[j] == "nicht" || ws[j] == "kein" || ws[j] == "keine") && (ws[j-1] == "überhaupt" || ws[j-1] == "gar") {
					return true
				}
			}
		case (w == "hasn't" || w == "haven't" || w == "not") && k+1 < len(ws) && (ws[k+1] == "eaten" || ws[k+1] == "touched" || ws[k+1] == "drunk"):
			return true // "he hasn't eaten meat", "he's not eaten meat"
		case (w == "hasn't" || w == "haven't" || w == "not") && k+2 < len(ws) && ws[k+1] == "had" &&
			(foods[ws[k+2]] || k+3 < len(ws) && (ws[k+2] == "a" && ws[k+3] == "drink" || foodKinds[ws[k+2]] && (foods[ws[k+3]] || k+4 < len(ws) && foodKinds[ws[k+3]] && foods[ws[k+4]]))):
			return true // "he hasn't had meat for a year", "she hasn't had a drink since May"
		case w == "sin" && k+1 < len(ws) && (ws[k+1] == "comer" || ws[k+1] == "probar" || ws[k+1] == "beber"):
			return true // "lleva un año sin comer carne"
		case w == "no" && k >= 2 && k+2 < len(ws) && (ws[k+1] == "lo" || ws[k+1] == "la" || ws[k+1] == "los" || ws[k+1] == "las") && spanishEat[ws[k+2]]:
			// "Yo el marisco lo respeto, pero no lo como" (a part read at
			// stop 99): what the person will not eat, named before it.
			return true
		case eatVerbs[w] && k >= 1 && k+2 < len(ws) && ws[k+2] == "nicht" && (ws[k+1] == "ich" || ws[k+1] == "er" || ws[k+1] == "wir" || ws[k+1] == "sie"):
			return true // "Fisch esse ich nicht": named before it too
		}
	}
	return false
}

// foods are what people give up: "hasn't had meat", "hasn't had sugar".
var foods = wordSet(`meat fish pork beef chicken dairy milk cheese eggs gluten bread sugar alcohol booze coffee caffeine chocolate wine beer`)

// foodKinds stand between "hasn't had" and the food: "red meat", "any meat".
var foodKinds = wordSet(`red white any real proper much`)

// eatVerbs are German's verbs of eating and drinking.
var eatVerbs = wordSet(`isst esse essen eßt trinkt trinke trinken`)

// spanishEat are the verbs of eating and drinking after a Spanish object
// pronoun ("no lo como", "no la pruebo").
var spanishEat = wordSet(`como come comemos comen bebo bebe bebemos beben pruebo prueba probamos prueban`) // not "tomo": a train, a decision (the first review of stop 99)

// answerUnder reports an order on the answers under a condition, named or
// not, with a verb of answering: "When I ask what to do, just give me one
// answer" (not "If I ever ask you what I take, that's it").
func answerUnder(lower, scope string) bool {
	return conditional(lower, scope) && slices.ContainsFunc(plainWords(lower), func(w string) bool { return output[w] })
}

// wantsBadly reports a German want with its "unbedingt" further on, or a
// German "not" that makes it what someone will not have: "Die Jana will im
// Laden unbedingt Hafermilch haben" ("will unbedingt" is preferred already),
// "Der Korbinian will seinen Namen nirgends auf dem Kreuz haben" (a part
// read at stop 72). The "not" is German, so an English "will … not" is no
// want.
func wantsBadly(lower string) bool {
	ws := plainWords(lower)
	for k, w := range ws {
		if w == "will" || w == "wollen" || w == "möchte" || w == "möchten" {
			if slices.Contains(ws[k+1:min(k+6, len(ws))], "unbedingt") {
				return true
			}
			// A refusal of someone named, not the person's own filler
			// ("Ich möchte es nicht beschreien", "Man will ja nicht
			// undankbar sein"; the first review of stop 72).
			return k > 0 && !slices.ContainsFunc(ws[:k], func(x string) bool { return firstPerson[x] || x == "man" || x == "es" }) &&
				k+1 < len(ws) && ws[k+1] != "ja" && ws[k+1] != "es" && ws[k+1] != "doch" &&
				slices.ContainsFunc(ws[k+1:min(k+6, len(ws))], func(x string) bool { return firmly[x] })
		}
	}
	return false
}

// namedWants reports what someone named with the article southern German
// puts before a name wants: "Die Hilde will ihre Torten in a Kühlvitrine
// stellen" (a part read at stop 75), as "Hilde wants …" is read — not "Das
// Wetter will nicht" (no one named), nor "ich will" (the person's own,
// read already).
func namedWants(text string) bool {
	lower := strings.ToLower(text)
	i := strings.Index(lower, " will ")
	if i < 0 {
		return false
	}
	head := strings.Fields(text[:i])
	if len(head) != 2 || strings.ToLower(head[0]) != "der" && strings.ToLower(head[0]) != "die" || !someone(text[:i]) {
		return false
	}
	rest := plainWords(lower[i+len(" will "):])
	return len(rest) >= 3 && rest[0] != "ja" && rest[0] != "es" && rest[0] != "doch" && rest[0] != "nicht"
}

// firmly are the German words that make a want firm, or a refusal.
var firmly = wordSet(`nicht nirgends nie niemals keinesfalls keinen keine kein`)

// mostWant reports what most of a group want, ask for or prefer, the liking of
// customers or guests: "Die meisten Leut wollen naturtrüb" (a part read at
// stop 75), "Most customers want it unsweetened", "La mayoría de los
// clientes prefiere el pan integral" — the verb within three words of
// "most"; not "most of the time" (no verb of wanting).
func mostWant(lower string) bool {
	if !strings.Contains(lower, "most") && !strings.Contains(lower, "meisten") && !strings.Contains(lower, "mayoría") && !strings.Contains(lower, " all ") && !strings.Contains(lower, " alle ") && !strings.Contains(lower, " todos ") {
		return false // most lines: read no further
	}
	ws := plainWords(lower)
	if marks(lower, musing) {
		return false // "Most people just want a quiet life, to be fair" (the review of stop 75)
	}
	for k, w := range ws {
		nearlyAll := (w == "all" || w == "alle" || w == "todos") && k > 0 && nearly[ws[k-1]] // "Fast alle Kunden wollen …"
		if w != "most" && w != "meisten" && w != "mayoría" && !nearlyAll {
			continue
		}
		for j := k + 1; j < len(ws) && j <= k+4; j++ {
			if majorityWants[ws[j]] {
				// "most people want to know why": no thing liked; "most
				// people just want …": a musing.
				return j+1 < len(ws) && ws[j+1] != "to" && ws[j+1] != "zu" && ws[j-1] != "just" && (ws[j] != "ask" || ws[j+1] == "for")
			}
		}
	}
	return false
}

// orNothing reports a sentence that opens by saying what is wanted and
// nothing else: "Polka or nothing, the old Copper Country kind", "Salsa o
// nada." (a part read at stop 75) — not an idiom ("Double or nothing",
// "Todo o nada").
func orNothing(lower string) bool {
	ws := plainWords(lower)
	return len(ws) <= 8 && nothingElse(ws)
}

// nothingElse reports words that open with one thing "or nothing" ("Polka or
// nothing", "Espresso oder nichts", "Salsa o nada"), not an idiom.
func nothingElse(ws []string) bool {
	return len(ws) >= 3 && !allOrNothing[ws[0]] &&
		(ws[1] == "or" && ws[2] == "nothing" || ws[1] == "oder" && (ws[2] == "nix" || ws[2] == "nichts") || ws[1] == "o" && ws[2] == "nada")
}

// bringsThings reports the person saying what they bring, a list of
// things: "I'm bringing festoon lights, an extension lead and Brodie" (a part
// read at stop 75) — not "I'll bring it up another time", "we're bringing
// the vibes" (the second review of stop 75).
func bringsThings(lower string) bool {
	_, at := markSpan(lower, bringing)
	if at < 0 {
		return false
	}
	rest := clauseEnd(lower[at:])
	if ws := plainWords(rest); len(ws) == 0 || objectPronouns[ws[0]] || ws[0] == "up" {
		return false
	}
	return strings.Contains(lower[at:], ", ") || strings.Contains(rest, " and ")
}

// bringing say the person brings something.
var bringing = phrases(`i'm bringing|we're bringing|i'll bring|we'll bring|ich bring|ich bringe|wir bringen|llevo |voy a llevar|llevamos `)

// objectPronouns stand for a thing said before.
var objectPronouns = wordSet(`it this that them these those es das eso esto lo la los las`)

// nearly say "all" is most: "fast alle", "nearly all", "casi todos".
var nearly = wordSet(`fast nearly almost casi beinahe`)

// musing are the words of a remark on people in general.
var musing = phrases(`to be fair|i suppose|i guess|if you ask me|let's be honest|seien wir ehrlich|la verdad es que`)

// majorityWants are the verbs of what a group wants or prefers, after
// "most".
var majorityWants = wordSet(`want prefer like ask wollen möchten mögen bevorzugen nehmen verlangen quieren quiere prefieren prefiere piden pide`)

// bannedItems reports a short head and, after its colon, two things or more
// ruled out: "Er hat gleich klargestellt: kein Lautsprecher, keine
// Mikrofone, …", "She was very clear: no flowers, no speeches" — someone's
// conditions (a part read at stop 72).
func bannedItems(lower string) bool {
	head, rest, ok := strings.Cut(lower, ": ")
	if !ok || len(strings.Fields(head)) > 8 {
		return false // "Nana was very clear on one thing: …" (the first review of stop 72); "…, very clear about two things:" is eight (the review of stop 73)
	}
	n := 0
	for _, item := range strings.Split(rest, ",") {
		// "no confetti and no candles" is two (the first review of stop 72);
		// so are "no confetti or candles" and "no confetti and definitely
		// no candles" (the review of stop 73).
		for k, part := range splitAnd(item) {
			ws := plainWords(part)
			ws = ws[past(ws, firmWords):]
			switch {
			case len(ws) >= 2 && noneWords[ws[0]]:
				n++
			case k > 0 && n > 0 && len(ws) >= 2 && len(ws) <= 4 && (ws[0] == "or" || ws[0] == "oder" || ws[0] == "o"):
				n++ // what "no … or" bans too
			default:
				return n >= 2
			}
		}
	}
	return n >= 2
}

// firmBan reports a thing ruled out, then said to be out whatever happens:
// "Kein Laminat in den Wohnungen, auf gar keinen Fall" (a part read at stop
// 90; the laminate, said often, scored nothing), "No dark tiles in the
// bathroom, no way", "Nada de azulejos oscuros, de ninguna manera" — the
// sentence opens with the ban, the firm words end it.
func firmBan(lower string) bool {
	if !noneWords[strings.Trim(firstWord(lower), "¡¿\"'")] {
		return false // most lines: read once, cheaply
	}
	cs := clauses(lower)
	if len(cs) < 2 {
		return false
	}
	ws := plainWords(cs[0])
	// A thing and where or what of it: not an idiom ("Keine Sorge, …",
	// "No hard feelings, absolutely not"; the review of stop 90).
	// The Spanish "no" before a pronoun or a verb negates it ("No te
	// preocupes por eso, de ninguna manera", "No lo puedo creer, …"; the
	// second round of reviews).
	if len(ws) < 3 || !noneWords[ws[0]] || slices.ContainsFunc(ws[1:], func(w string) bool { return noIdioms[w] }) || ws[0] == "no" && (spanishClitics[ws[1]] || strings.HasSuffix(ws[1], "es") && !strings.HasSuffix(ws[1], "ies")) {
		return false
	}
	// The firm words are the whole last clause: not "no way to call
	// anyone".
	last := strings.Join(plainWords(cs[len(cs)-1]), " ")
	return slices.ContainsFunc(firmNo, func(p string) bool { return strings.TrimSpace(p) == last })
}

// noIdioms are the words after "no", "kein", "nada" of a saying, not of a
// thing ruled out.
var noIdioms = wordSet(`idea one way problem problems problema worries worry sorge sorgen ahnung kidding feelings joke rush wonder es sé hay pasa pasó importa
	stress panik hurry matter clue chance need harm grund reason`)

// spanishClitics are the pronouns a Spanish "no" stands before with its
// verb: "no te preocupes", "no lo puedo creer".
var spanishClitics = wordSet(`me te lo la le los las les se nos`)

// firmNo say that something is out whatever happens.
var firmNo = phrases(`auf gar keinen fall|auf keinen fall|unter keinen umständen|kommt nicht in frage|no way|under no circumstances|absolutely not|not a chance|on no account|
	de ninguna manera|de ningún modo|ni hablar|bajo ningún concepto|ni en broma`)

// firmWords stress a ban: "definitely no candles", "auf keinen Fall".
var firmWords = wordSet(`definitely absolutely certainly really also auch ganz bestimmt sicher definitivamente absolutamente tampoco`)

// splitAnd are an item's parts joined by "and", "und", "y", "ni" — or by
// "or", "oder", "o", which a part keeps at its head ("or candles").
func splitAnd(item string) []string {
	ws := strings.Fields(item)
	var out []string
	from := 0
	for k, w := range ws {
		switch {
		case k > from && (w == "and" || w == "und" || w == "y" || w == "ni"):
			out = append(out, strings.Join(ws[from:k], " "))
			from = k + 1
		case k > from && (w == "or" || w == "oder" || w == "o"):
			out = append(out, strings.Join(ws[from:k], " "))
			from = k
		}
	}
	return append(out, strings.Join(ws[from:], " "))
}

// badlyTaken reports a German "vertragen" of what someone takes badly or not
// at all: "Klaus verträgt lange Busfahrten schlecht", "…, die aber keine
// Sahne verträgt" — not "die beiden vertragen sich nicht" (getting on).
func badlyTaken(lower string) bool {
	ws := plainWords(lower)
	for k, w := range ws {
		if !vertragen[w] || k+1 < len(ws) && ws[k+1] == "sich" {
			continue
		}
		if slices.ContainsFunc(ws[max(0, k-3):min(len(ws), k+5)], func(x string) bool { return takenBadly[x] }) {
			return true
		}
	}
	return false
}

var (
	vertragen  = wordSet(`verträgt vertrage vertragen verträgst vertrug vertrugen`)
	takenBadly = wordSet(`nicht schlecht kein keine keinen keinerlei kaum`)
)

// noneWords open a line that rules something out: "no", "kein", "nada".
var noneWords = wordSet(`no kein keine keinen nada sin`)

// beneficiary are the words before whom something is for: "for", "für",
// "para".
var beneficiary = wordSet(`for für para`)

// forWhom are the people something is for: "me", "him", "ihn", "ella".
var forWhom = wordSet(`me him her them us mich ihn sie uns ihm ihr mí mi él ella ellos ellas nosotros`)

// roleAfterName reports a clause that says what the one named just before
// it is, right after the name: "… is Marcos Bol, schoolteacher from San
// Antonio village", "… don Julio Tzunún, constructor de marimbas en San Juan
// Ostuncalco" — it opens with a word of its own in lower case, no ordinary
// word ("the database on 5432", "my sister in York" are other subjects), and
// (groups) gives no value: "…, return with Ryanair on the 17th" is another
// subject's (the review).
func roleAfterName(before, clause string) bool {
	bs := plainWords(before)
	if len(bs) == 0 || !isCapitalized(bs[len(bs)-1]) || common[strings.ToLower(bs[len(bs)-1])] {
		return false
	}
	w := strings.Trim(firstWord(clause), ".,;:!?¡¿\"'()")
	if w == "" || !isAlpha(w) || isCapitalized(w) || common[w] || joining[w] {
		return false
	}
	// No verb of its own and no one else named in it: "…, photographer is
	// Ciara Lynch", "…, fotógrafo Javier Ortiz" are someone else (the
	// review); a place after its preposition is no one ("from San
	// Antonio", "en San Juan Ostuncalco").
	ws := plainWords(clause)
	for k, x := range ws {
		if copula[strings.ToLower(x)] {
			return false
		}
		if k == 0 || !isCapitalized(x) || isCapitalized(ws[k-1]) {
			continue
		}
		if p := strings.ToLower(ws[k-1]); !prepositions[p] && !locative[p] && !placeWords[p] {
			return false
		}
	}
	return true
}

// placeWords are the prepositions before a place that prepositions and
// locative leave out: "from San Antonio", "of Kilkenny", "de Urubamba".
var placeWords = wordSet(`from of de del desde`)

// bareAge reports a clause that is an age alone, as people give theirs
// between their name and their work: "33,", "36 años,", "51 Jahre,".
func bareAge(clause string) bool {
	ws := plainWords(strings.ToLower(clause))
	if len(ws) >= 2 && compoundNumber(ws[0]+"-"+ws[1]) {
		ws = append([]string{ws[0] + "-" + ws[1]}, ws[2:]...) // "seventy-two", split at its hyphen
	}
	if len(ws) == 0 || len(ws) > 3 {
		return false
	}
	// In words too: "seventy-two," (a number word between commas is a
	// value since stop 78).
	return (ageWord(ws[0]) || compoundNumber(ws[0]) && !strings.Contains(ws[0], "hundert") && !strings.Contains(ws[0], "tausend")) &&
		!slices.ContainsFunc(ws[1:], func(w string) bool { return !ageUnits[w] })
}

// agedOnly reports a sentence that names one person and gives their age
// alone as its second clause, its only value: "Kayleigh's my niece, 17,
// saving for driving lessons, and she's on board", "Colby's my grandson,
// sixteen, …". Not a time, a count or a price said after "she's" ("she's 9
// till 5", "tiene 5 plazas", "rent's 900"), nor an age before another
// person ("My grandson Josh, 12, is coming with his mum Claire").
func agedOnly(sent string) bool {
	cs := clauses(strings.ToLower(sent))
	if len(cs) == 0 {
		return false
	}
	at := 1 // the clause of the age
	if first := plainWords(cs[0]); len(first) >= 3 && (strings.HasSuffix(first[0], "'s") || strings.HasSuffix(first[0], "’s")) && ageWord(first[1]) && first[2] == "and" {
		at = 0 // "Aoife's 17 and she's helping at the stall"
	} else if len(cs) < 2 || !bareAge(cs[1]) && !(len(plainWords(cs[1])) == 1 && ageNumbers[plainWords(cs[1])[0]]) {
		return false
	}
	for k, c := range cs {
		ws := plainWords(c)
		if k != at && slices.ContainsFunc(ws, numeral) || k > 0 && slices.ContainsFunc(ws, func(w string) bool { return family[w] || relatives[w] || companions[w] }) ||
			k > at && slices.ContainsFunc(ws[:max(len(ws)-1, 0)], func(w string) bool { return withWords[w] }) && slices.ContainsFunc(ws, func(w string) bool { return possessives[w] }) {
			return false // "… is coming with his mum Claire"
		}
		if k == at && at == 0 && len(slices.DeleteFunc(slices.Clone(ws), numeral)) != len(ws)-1 {
			return false // the age its only number: not "Orla's 40 and owes 200"
		}
	}
	return true
}

// ageWord reports a word that may be an age: a number under 120, or one
// in words.
func ageWord(w string) bool {
	n, err := strconv.Atoi(w)
	return err == nil && n > 0 && n < 120 || ageNumbers[w]
}

// ageNumbers are the number words an age alone is said in.
var ageNumbers = wordSet(`two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety
	zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig
	dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa`)

// withWords bring someone along: "… is coming with his mum Claire".
var withWords = wordSet(`with mit con`)

// ageUnits are the words that may follow an age: "36 años", "51 Jahre alt",
// "63 years old".
var ageUnits = wordSet(`years year yrs yo old años año jahre jahr alt`)

// aged reports a clause that says how old the one just named is: "she's
// nine", "er ist sieben", "tiene seis años".
func aged(clause string) bool {
	ws := plainWords(strings.ToLower(clause))
	for k := 0; k+1 < len(ws) && k < 2; k++ {
		if ageVerbs[ws[k]] {
			n := ws[k+1]
			return hasDigit(n) || valueWords[n] && !months[n] && !weekdays[n]
		}
	}
	return false
}

// interjection reports a short opening clause that carries nothing but tone
// ("Ugh,", "Oh and one thing —", "Bueno,"), not a label before a colon (nor,
// in makeGroup, one with a rare word: "Also the gutter man, Ray Pollard, …").
func interjection(clause string) bool {
	t := strings.TrimSpace(clause)
	ws := strings.Fields(t)
	if strings.HasSuffix(t, ":") || len(ws) == 0 || len(ws) > 4 {
		return false
	}
	return tones[normal(strings.TrimFunc(ws[0], func(r rune) bool { return !unicode.IsLetter(r) }))]
}

// jointTask reports a question the person asks of the two of them about
// something still to do: "Can we make a packing list for Glasgow at some
// point?" — not one that steers the talk now ("Can we be honest for a
// second?", "Shall we call it a night?", "¿Podemos dejarlo aquí por hoy?").
func jointTask(scope, lower string) bool {
	return asked(scope) && len(strings.Fields(scope)) >= 7 && !marks(lower, onceOnly) &&
		opensWithin(strings.TrimLeft(lower, "¿"), jointAsk, 2)
}

// whoItIs reports a short clause after a name that says who it is: "their
// office manager", "my accountant", "unser Hausmeister", "mi gestora".
func whoItIs(clause string) bool {
	typed := plainWords(clause)
	ws := plainWords(strings.ToLower(clause))
	if len(ws) < 2 || len(ws) > 4 || !(possessive[ws[0]] || owners[ws[0]] || ws[0] == "your" || ws[0] == "dein" || ws[0] == "deine") {
		return false
	}
	// In German the role is a noun, with a capital ("unser Hausmeister";
	// "ihr wisst schon" is "you know").
	return !germanPossessive[ws[0]] || isCapitalized(typed[1])
}

// afterName reports a clause that ends with a name: not a weekday or a
// month ("… at the Crown on Saturday, their loss").
func afterName(clause string) bool {
	ws := plainWords(clause)
	if len(ws) == 0 {
		return false
	}
	last := ws[len(ws)-1]
	return isCapitalized(last) && !valueWords[strings.ToLower(last)] && !common[strings.ToLower(last)]
}

// identifies reports a clause that says who someone named is: "Marta es la
// que me lleva las cuentas", "Femi is the one who handles the lease".
func identifies(g []chunk, sent string) bool {
	first := firstWord(sent[g[0].start:])
	return isCapitalized(first) && !common[normal(first)] && marks(strings.ToLower(sent[g[0].start:g[len(g)-1].end]), oneWho)
}

// chosenItIs reports a clause that settles a choice with "it is": "So black
// vinyl it is", "Saturday 21st it is", "plain it is" — a thing of one to
// four words before it, after a lead-in, none of them ordinary; not "that's
// how it is", "I know how hard it is", "of course it is", "apparently it is".
func chosenItIs(lower string) bool {
	for _, c := range clauses(lower) {
		ws := plainWords(c)
		n := len(ws)
		if n < 3 || ws[n-2] != "it" || ws[n-1] != "is" || asked(c) {
			continue // "So Saturday it is?" is asked
		}
		k := past(ws, leadIns)
		chosen := ws[k : n-2]
		if len(chosen) >= 1 && len(chosen) <= 4 && !slices.ContainsFunc(chosen, func(w string) bool {
			return whWords[w] || copula[w] || pronounSubjects[w] || pointing[w] || tones[w] || common[w] && !articles[w] || strings.HasSuffix(w, "ly") ||
				strings.HasPrefix(w, "wh") && strings.HasSuffix(w, "ever") // "whatever it is", "whoever it is"
		}) {
			return true
		}
	}
	return false
}

// thenItIs reports a clause that settles for a thing, as German does with
// "dann halt" or "dann eben": "dann halt Erlenholz", "dann eben die Buche"
// (the update of a part read at stop 87) — the thing a noun, capitalized,
// an article before it at most; not a shrug or a wish ("dann halt Pech",
// "dann halt gute Besserung"), what was done ("dann halt gewartet"), nor
// "nimmer", "niemand" (the reviews of stop 87). text is as typed.
func thenItIs(text string) bool {
	lower := strings.ToLower(text)
	if !strings.Contains(lower, "dann halt") && !strings.Contains(lower, "dann eben") {
		return false // most lines: read no further
	}
	for _, c := range clauses(text) {
		typed := plainWords(c)
		ws := plainWords(strings.ToLower(c))
		if len(ws) < 3 || len(ws) > 4 || ws[0] != "dann" || ws[1] != "halt" && ws[1] != "eben" || asked(c) {
			continue
		}
		thing := typed[2:]
		if len(thing) == 2 && !articles[strings.ToLower(thing[0])] && !germanArticles[strings.ToLower(thing[0])] || !isCapitalized(thing[len(thing)-1]) || notSettling[strings.ToLower(thing[len(thing)-1])] {
			continue
		}
		// Nor someone's idea the person turns down after it ("Mein Mann
		// meinte, dann halt Pizza, aber ich koch lieber"), nor after a
		// speaker's label ("Meine Schwester: dann halt Mallorca.").
		before, after, _ := strings.Cut(lower, strings.ToLower(c))
		if head := strings.TrimSpace(before); strings.HasSuffix(head, ":") && !slices.ContainsFunc(plainWords(head), func(w string) bool { return firstPerson[w] }) {
			continue
		}
		if !slices.ContainsFunc(plainWords(after), func(w string) bool { return butWords[w] }) {
			return true
		}
	}
	return false
}

// notSettling are the words after "dann halt" that settle for nothing: a
// shrug, a goodbye, a dialect's "not".
var notSettling = wordSet(`pech gehabt tschüss tschüs servus ciao baba pfiat nacht prost egal wurscht wurst ned net nich nit nix nichts so auch mal schicksal mist scheiß scheiss drauf leben`)

// roleNamed reports a clause that says who has a role, naming them after
// the verb: "Mein Stellvertreter ist der Lukas Weiß", "The one preaching is
// Pastor Delroy Gayle", "El que canta es el Chato", "our accountant is Priya"
// — a subject of a few words that names no one, a copula, then a name (not
// "Dave is Maria's brother", whose subject is the name; nor "the rent is
// £850").
func roleNamed(clause string) bool {
	ws := strings.Fields(clause)
	c := slices.IndexFunc(ws, func(w string) bool { return copula[strings.ToLower(w)] })
	if c < 2 || c > 4 || c+1 >= len(ws) {
		return false // "Das ist …", "Er is a Seele von Mensch"
	}
	// The subject is a role: "my …", "the …", "el que …" — not "Dave",
	// "So ist das Leben", "Wie ist …", "Do is Strom …"; and no name of its
	// own past its first noun ("my brother Tom is …").
	lead := strings.ToLower(ws[0])
	first := strings.Trim(lead, "¡¿\"'(")
	if !owners[first] && !possessive[first] && !definite[first] {
		return false
	}
	for _, w := range ws[2:c] {
		if isCapitalized(strings.Trim(w, ".,;:!?¡¿\"'()")) {
			return false
		}
	}
	k := c + 1
	german := germanArticles[lead] || strings.HasPrefix(lead, "mein") || strings.HasPrefix(lead, "unser")
	for k < len(ws)-1 && (germanArticle[strings.ToLower(ws[k])] || !german && (definite[strings.ToLower(ws[k])] || articles[strings.ToLower(ws[k])])) {
		k++
	}
	name := strings.TrimRightFunc(ws[k], closePunct)
	if german {
		// Every German noun has a capital: a name is a run of two ("der
		// Lukas Weiß", "Prof. Harald Wessel"), not "ein Ort", "Buchhalter".
		if k+1 >= len(ws) || name != ws[k] && !strings.HasSuffix(ws[k], ".") || !isCapitalized(strings.TrimRightFunc(ws[k+1], closePunct)) {
			return false
		}
		name = strings.TrimSuffix(name, ".")
	}
	return isCapitalized(name) && isAlpha(name) && !common[normal(name)] && !valueWords[normal(name)] && !months[normal(name)] && !weekdays[normal(name)]
}

// pointsBack reports a clause that opens with a subject pronoun ("he's a
// retired PE teacher"; not "her husband Tom", "its replica svc-2", "la
// reunión").
func pointsBack(clause string) bool {
	ws := strings.Fields(strings.ToLower(clause))
	first := strings.ToLower(firstWord(clause))
	return subjects[first] || relativePronouns[first] ||
		len(ws) > 2 && possessive[strings.Trim(ws[0], ",;:")] && attribute[ws[1]] && copula[ws[2]] ||
		// "…, lo cambio al Parque de Cabecera": what is moved is the
		// subject before (not the article of "la entrada").
		len(ws) > 1 && movedBefore[first] && moving[ws[1]] ||
		// "…, so I'll go down with him in the car instead": what follows
		// from the name before, said by the person or of the one named.
		len(ws) > 2 && consequence(strings.TrimLeft(clause, joints)) && (subjects[ws[1]] || speakers[ws[1]]) &&
			slices.ContainsFunc(ws[2:], func(w string) bool { return objectsBack[strings.Trim(w, ".,;:!?")] }) // not "… from her care home" (a review)
}

// thatIs reports a clause that opens by naming again what the clause before
// named, "that's", "das ist", "eso es": "…, that's the only cake Dad'll
// touch". Read so in a sentence of a line only: in a longer one the clause
// is a line of its own ("…, that's the week my brother Jack flies to
// Boston, and he can't change his flights": joined, the line would be cut
// before its "he"; a review).
func thatIs(clause string) bool {
	ws := strings.Fields(strings.ToLower(clause))
	first := strings.ToLower(firstWord(clause))
	return first == "that's" || first == "that’s" || len(ws) > 1 && (first == "that" || first == "das" || first == "eso") && (ws[1] == "is" || ws[1] == "ist" || ws[1] == "es")
}

// unknownAfter says whether a clause opens by saying the person does not
// know what a question word opens ("and I've no idea who's to have it"),
// and whether that asks about what was named before it (its own clause
// names nothing: unknownOfIt) or about something else (unknownApart).
func unknownAfter(clause string) notKnown {
	c := strings.ToLower(clause)
	if !notKnowingIn(c) || !wonders(c, false) || marks(c, admiring) {
		return knownAll // not "…, and I've no idea how she does it"
	}
	// What it asks names nothing of its own up to its clause's end: it
	// asks of what was named before ("…, and I've no idea who's to have
	// it", "Jo arrives on the 14th, and I've no idea where she'll sleep",
	// "…, y no sé dónde va a dormir"), not of "the cat" ("…, and I still
	// don't know who will feed the cat or give her the tablets").
	fs := strings.Fields(c)
	at := slices.IndexFunc(fs, func(w string) bool { return questionWords[strings.Trim(w, ".,;:!?¡¿\"'")] })
	if at < 0 {
		return unknownApart
	}
	if sameDay(fs[at+1:]) {
		// "Joy has her son's ceremony on the 22nd, …, so I still don't
		// know who will watch the booth with me that Sunday": asked of the
		// day named before (a part read at stop 81).
		return unknownOfIt
	}
	for _, f := range fs[at+1:] {
		if w := strings.Trim(f, ".,;:!?¡¿\"'"); definite[w] || indefinite[w] && w != "a" || someones[w] && w != "her" { // Spanish "va a dormir"
			return unknownApart
		}
		if strings.HasSuffix(f, ",") {
			break // the question's own clause ends
		}
	}
	return unknownOfIt
}

// sameDay reports words that point back to a day named before: "that
// Sunday", "that day".
func sameDay(fs []string) bool {
	for k := 0; k+1 < len(fs); k++ {
		w, next := strings.Trim(fs[k], ".,;:!?¡¿\"'"), strings.Trim(fs[k+1], ".,;:!?¡¿\"'")
		if w == "that" && (weekdays[next] || dayWords[next]) {
			return true
		}
	}
	return false
}

// dayWords are a day that is not a weekday's name. English only: a German
// "an dem Tag" question was lost so (the review of stop 81).
var dayWords = wordSet(`day night evening morning afternoon weekend`)

// admiring say a person cannot see how someone manages: no question.
var admiring = phrases(`how she does it|how he does it|how they do it|how you do it|how she manages|how he manages|how they manage|how she copes|how he copes|
	wie sie das schafft|wie er das schafft|wie die das schaffen|wie du das schaffst|wie sie das macht|wie er das macht|
	cómo lo hace|cómo lo hacen|cómo lo haces|cómo lo consigue|cómo lo aguanta|cómo lo aguantan|cómo aguanta`)

// seesIn: what someone sees in another (admires), no question to solve.
var seesIn = phrases(`sees in him|sees in her|see in him|see in her|an ihm findet|an ihr findet|an ihm finden|an ihr finden|came over me|came over him|came over her|came over us|how i came to be|how we came to be`)

// notKnown is what unknownAfter reads of a clause.
type notKnown int

const (
	knownAll     notKnown = iota // no open question opens the clause
	unknownOfIt                  // asked of what was named before it
	unknownApart                 // asked of something else
)

// saidFurther open the second half of what someone said: "but that",
// "pero que", "aber dass".
var saidFurther = phrases(`but that |pero que |aber dass |sondern dass `)

// dutiesAfter are duties with the verb before its subject, as German puts it
// after what opens the clause ("aber Traubenscheren muss ich selbst
// besorgen"); sayingDuty a duty that is only a way of speaking ("I have to
// say", "muss ich sagen").
var (
	butWords    = wordSet(`but aber pero sondern`)
	dutiesAfter = phrases(`muss ich|müssen wir|brauche ich|brauchen wir`)
	sayingDuty  = phrases(`have to say|must say|have to admit|must admit|got to say|muss ich sagen|muss sagen|muss zugeben|tengo que decir|hay que decir|tengo que admitir`)
)

// saidThat open what someone said, after a verb of telling (toldWords):
// "…, that she's baking kolaches", "…, dass sie …", "…, que …".
var (
	saidThat  = phrases(`that |dass |que `)
	toldWords = wordSet(`told tells informed informs said says announced announces mentioned mentions warned warns promised promises remind reminded reminds
	gesagt sagt erzählt mitgeteilt versprochen angekündigt erinnert dijo dice avisó contó prometió anunció recordó recordar`)
)

// objectsBack are the pronouns by which a clause points at someone named
// before it: "…, so I'll go down with him in the car".
var objectsBack = wordSet(`him them ihm ihn ihnen`)

// sentenceAdverbs open a sentence with how the speaker puts it, before a
// comma: "Honestly, my husband, …" (not "Holly, my goddaughter, …").
var sentenceAdverbs = wordSet(`honestly seriously basically actually literally obviously frankly clearly apparently luckily sadly
	hopefully anyway besides normally usually typically really truly ehrlich echt ernsthaft eigentlich übrigens jedenfalls`)

// relativeOpened reports a word right after a relative pronoun that opens its
// clause after a comma: "…, eine feine Frau, die aber keine Sahne verträgt"
// — the "aber" is inside the clause the pronoun opens, no clause of its own
// (cut there, the line kept "…, die" and lost what she cannot eat).
func relativeOpened(sent string, ws []word, k int) bool {
	if k < 2 || !strings.HasSuffix(sent[ws[k-2].start:ws[k-2].end], ",") {
		return false
	}
	w := strings.ToLower(ws[k-1].text)
	return relativePronouns[w] || germanRelatives[w]
}

// germanRelatives are the German relative pronouns that are also articles:
// after a comma they open a clause ("…, die aber …", "…, der jedoch …").
var germanRelatives = wordSet(`der die das dem den denen dessen deren`)

// relativePronouns open a clause about the name just before it ("Dr Ayesha
// Raman, who lectures at Durham").
var relativePronouns = wordSet(`who whose whom welcher welche welches quien quienes`)

// firstWord is a clause's first word, without the punctuation around it.
func firstWord(clause string) string {
	first, _, _ := strings.Cut(strings.TrimLeft(strings.TrimSpace(clause), joints), " ")
	return strings.TrimRightFunc(first, closePunct)
}

// joints are the marks (and spaces) between clauses.
const joints = ",;:-–— "

// trimClause takes the marks between clauses off a text's ends.
func trimClause(text string) string {
	return strings.TrimRight(strings.TrimLeft(text, joints), joints)
}

// callsOff reports a lower-cased clause after the first that takes back
// what the line before it says: "but I cancelled it", "but he didn't",
// "aber das fällt jetzt aus" — cut away, the line would say the plan is on.
func callsOff(c string) bool {
	if marks(c, calledOff) {
		return true
	}
	ws := plainWords(c)
	if len(ws) == 0 {
		return false
	}
	last := ws[len(ws)-1]
	if marks(c, fellThrough) || slices.Contains(ws, "fällt") && last == "aus" || slices.Contains(ws, "sagt") && last == "ab" {
		return true
	}
	if len(ws) < 2 || !contrastWords[ws[0]] {
		return false
	}
	// Spanish leaves the subject out: "pero no pude", "pero ya no viene" —
	// not "pero no hay prisa", "pero no te preocupes".
	if ws[0] == "pero" {
		k := 1
		if ws[k] == "ya" && k+1 < len(ws) {
			k++
		}
		return (ws[k] == "no" || ws[k] == "nunca") && k+1 < len(ws) && !easyNo[ws[k+1]]
	}
	// Someone after the contrast, then the no: "but he didn't", "but Marek
	// never did", "but my sister can't now" — not "but no rush", "but
	// don't worry", "aber keine Eile".
	for k := 2; k < min(len(ws), 5); k++ {
		if negated(ws[k]) {
			return !negated(strings.Join(ws[1:k], " "))
		}
	}
	return false
}

var (
	// fellThrough call a plan off without a no: "but it fell through",
	// "aber daraus wird nichts", "pero se cayó".
	fellThrough = phrases(`fell through|fallen through|plans changed|plans have changed|daraus wird nichts|wird nichts draus|wird es nichts|wird das nichts|se cayó|se ha caído|se fue al traste`)
	// easyNo follow a "no" that says no to nothing done: "pero no hay
	// prisa", "pero no te preocupes", "pero no pasa nada".
	easyNo = wordSet(`hay pasa importa te se os preocupes preocupe problema`)
)

// saysOfThem reports a lower-cased clause that says who someone named in
// the clauses before it is, or what age they turn: "…, he's the new
// headteacher", "…, she turns eight", "…, er wird zehn", "…, cumple nueve".
func saysOfThem(before []chunk, c string) bool {
	ws := plainWords(c)
	if len(ws) < 2 || !slices.ContainsFunc(before, func(b chunk) bool { return b.name }) {
		return false
	}
	if ws[0] == "cumple" || ws[0] == "cumplirá" {
		return true
	}
	if habitOf(ws) {
		return true
	}
	// Who they are or what they turn, not how they are: "he's the new
	// headteacher", "she turns eight", "er wird zehn" — not "she's lovely",
	// "he's such a legend".
	k := 1
	switch {
	case ws[0] == "he's" || ws[0] == "she's":
	case pronounsOfThem[ws[0]] && beingWords[ws[1]]:
		k = 2
	default:
		return false
	}
	if k < len(ws)-1 && ws[k] == "turning" {
		k++ // "she's turning eight"
	}
	if k >= len(ws) {
		return false
	}
	return articles[ws[k]] || possessive[ws[k]] || numeral(ws[k]) || ws[k-1] == "turns" || ws[k-1] == "wird" && numeral(ws[k])
}

// habitOf reports a clause of what the one named before does, as a habit
// or a living: "he sells horse tack", "sie trinkt nur halbtrocken", "él
// vende leña" (a part read at stop 63) — a verb of a living in the present,
// with an object; not what they did ("she did my wedding cake"), nor of
// "it" ("she loves it").
func habitOf(ws []string) bool {
	if len(ws) < 3 || !pronounsOfThem[ws[0]] ||
		pointing[ws[2]] || ws[2] == "it" || ws[2] == "es" || ws[2] == "lo" || ws[2] == "la" || ws[2] == "me" || ws[2] == "mir" || ws[2] == "mich" {
		return false
	}
	// Not an idiom: "he drives a hard bargain", "she makes a song and
	// dance", "she keeps going on about …" (the reviews of stop 63).
	return livingVerbs[ws[1]] && !(ws[1] == "keeps" && strings.HasSuffix(ws[2], "ing")) && !marks(strings.Join(ws, " "), habitIdioms)
}

// habitIdioms are sayings a verb of a living makes: "drives a hard bargain".
var habitIdioms = phrases(`hard bargain|song and dance|a fuss|me mad|me crazy|up the wall|a point of|a meal of|a scene|a mess|fits right in|fits in_|fits the bill`)

// livingVerbs are the verbs of what someone does for a living or always: not
// what they think or say ("he means well", "she says it's fine"), nor "he
// talks the hind legs off a donkey", "she loves a good natter" (a review of
// stop 63). "plays": "Their leader is Cheryl Moy, she plays the fiddle" (a
// part measured blind at stop 81).
var livingVerbs = wordSet(`sells runs works owns teaches builds grows breeds fixes repairs drinks eats manages lives makes keeps bakes drives cooks sews tunes fits paints cleans delivers plays sings spielt singt toca canta
	verkauft arbeitet führt betreibt unterrichtet baut züchtet repariert trinkt isst wohnt lebt backt fährt kocht näht stimmt malt putzt liefert
	vende trabaja regenta enseña construye cultiva cría arregla bebe come vive conduce lleva hace cocina cose afina pinta limpia reparte`)

var (
	// pronounsOfThem are the third person's: whom the clause before named.
	pronounsOfThem = wordSet(`he she er sie él ella`)
	// beingWords say what someone is or turns.
	beingWords = wordSet(`is turns turned ist wird wurde es será`)
)

// contrastWords open a clause that goes against the one before.
var contrastWords = wordSet(`but aber pero sino doch`)

// clauses splits a sentence at the marks that end a clause.
func clauses(lower string) []string {
	return strings.FieldsFunc(lower, func(r rune) bool { return strings.ContainsRune(",;:—–(", r) })
}

// topic reports a sentence's opening label of one to three words before a
// colon: what the rest is about ("jars: i need about 30", "Venue wise: …").
func topic(clause string) bool {
	t := strings.TrimSpace(clause)
	ws := strings.Fields(strings.TrimSuffix(t, ":"))
	return strings.HasSuffix(t, ":") && len(ws) >= 1 && len(ws) <= 3 &&
		slices.ContainsFunc(ws, func(w string) bool { l := normal(w); return !common[l] && !tones[l] }) // not "Noted:", "Oh well:"
}

// aboutHead reports a clause that opens a sentence by naming whom or what
// the rest is about: "Una cosa sobre papá, …: no quiere saber nada del
// hospital", "One thing about Mum, …", "Noch was zu Opa, …" — a name the
// conversation uses often scores nothing, and without it the rest is of no
// one.
func aboutHead(clause string) bool {
	ws := plainWords(strings.ToLower(clause))
	k := slices.IndexFunc(ws, func(w string) bool { return headAbout[w] })
	return k >= 0 && len(ws)-k-1 >= 1 && len(ws)-k-1 <= 3 && !slices.ContainsFunc(ws[:k], func(w string) bool { return !aboutLeads[w] })
}

var (
	// headAbout say whom or what a head is about.
	headAbout = wordSet(`about sobre über zu`)
	// aboutLeads may stand before them: "one more thing", "otra cosa",
	// "noch was"; "what I know", "Was i über die Vroni weiß", "lo que sé"
	// (a part read at stop 81).
	aboutLeads = wordSet(`and also one more thing quick little another y una otra cosa más und noch was eine sache
	what all i know ich lo que sé`)
)

// namesNext reports whether one of the two words after the k-th names
// something.
func namesNext(classes []wordClass, k int) bool {
	for j := k + 1; j < len(classes) && j <= k+2; j++ {
		if classes[j] == nameWord || classes[j] == codeWord {
			return true
		}
	}
	return false
}

// endsClause reports a raw token that ends a clause: a comma, a semicolon, a
// colon, or a dash on its own.
func endsClause(raw string) bool {
	switch {
	case raw == "-", raw == "–", raw == "—":
		return true
	case strings.HasSuffix(raw, ":") && !strings.HasSuffix(raw, "::"):
		return true
	}
	last, _ := utf8.DecodeLastRuneInString(raw)
	return last == ',' || last == ';'
}

// withMarker is a decision's or a request's line from the clause that says it
// is one, when trimming left that clause out ("Actually, I've decided, the
// knife set it is" keeps "I've decided"), within maxLineRunes.
func withMarker(sent string, whole, kept []chunk, text string, list []string) string {
	if marks(strings.ToLower(text), list) {
		return text
	}
	// The nearest clause before from which the line says it: the marker
	// may run over a comma ("Anke will, dass der blau gestrichen wird").
	for k := len(whole) - 1; k >= 0; k-- {
		c := whole[k]
		if c.start >= kept[0].start {
			continue
		}
		if t := trimClause(strings.TrimSpace(sent[c.start:kept[len(kept)-1].end])); marks(strings.ToLower(t), list) {
			if utf8.RuneCountInString(t) <= maxLineRunes {
				return t
			}
			break
		}
	}
	return text
}

// within splits a run of clauses longer than a line into runs that fit one
// (a clause longer than a line is a run of its own): a long run-on sentence
// says several things, and one window of it would keep one of them ("…, ich
// sitz am liebsten ganz oben am Fenster, … – und hab drei Stunden …").
func within(sent string, g []chunk) [][]chunk {
	if len(g) == 0 {
		return nil
	}
	length := func(a, b int) int { return utf8.RuneCountInString(strings.TrimSpace(sent[g[a].start:g[b].end])) }
	var out [][]chunk
	from := 0
	for k := 1; k < len(g); k++ {
		if length(from, k) > maxLineRunes {
			out = append(out, g[from:k])
			from = k
		}
	}
	return append(out, g[from:])
}

// endsWithSaying reports a clause that ends with who said something, what
// they said to follow: "Der Tierarzt hat gesagt", "the vet said".
func endsWithSaying(clause string) bool {
	t := strings.Trim(clause, " ,;:")
	sp := strings.LastIndex(t, " ")
	if sp < 0 {
		return false
	}
	last := strings.TrimLeft(t[sp+1:], "\"'(")
	return sayVerbs[last] || last == "gesagt"
}

// toInfinitive are the German verbs that end a clause before the
// infinitive they govern: "beschlossen, …zu werden", "vorgenommen",
// "versprochen".
var toInfinitive = wordSet(`beschlossen entschieden vorgenommen versprochen vor angefangen aufgehört vergessen geplant vereinbart ausgemacht abgemacht`)

// thatClause are the words that open a clause of what is said after "is":
// "is that …", "es que …", "ist, dass …".
var thatClause = wordSet(`that dass daß que`)

// makeGroup trims a group's empty clauses from its ends and keeps its text
// within maxLineRunes around its most specific clause. scope is the text its
// kind is read from: the sentence, or the group's own clauses when the
// sentence made several lines of one run.
func (r *reader) makeGroup(sent string, g []chunk, scope string) group {
	whole := g
	lo, hi := 0, len(g)-1
	// Not a clause that says where something is, with no name ("Sie
	// stehen jetzt im Gewächshaus, …"): the line's point.
	// Nor one that says something has a new value ("…, und jetzt wird es
	// verlegt"), or what is chosen after a take-back ("Forget the cake,
	// we're having one after all"; the review of stop 74), or what a worry
	// head is unsure of ("My one worry: I'm not sure the van is big
	// enough"; the review of stop 73).
	empty := func(k int) bool {
		if g[k].score > 0 {
			return false
		}
		c := strings.ToLower(sent[g[k].start:g[k].end])
		// Nor what a head of deciding says was decided ("Ich habe
		// entschieden: kein Welpe ins Ausland", in words the conversation
		// uses often; a part read at stop 78).
		if k > 0 && strings.Contains(sent[g[k-1].start:g[k].start], ":") && slices.ContainsFunc(plainWords(strings.ToLower(sent[g[k-1].start:g[k-1].end])), decidingWord) {
			return false
		}
		// Nor what a head of two or three words opens, the whole sentence
		// after it ("Lustige Sache: der Gregor mag gar keinen Veltliner", in
		// words the conversation uses often; dev107 kept "Lustige Sache").
		if k == len(g)-1 && k > 0 && g[k-1].start == 0 && strings.HasSuffix(strings.TrimSpace(sent[g[k-1].start:g[k-1].end]), ":") {
			if hw := plainWords(sent[g[k-1].start:g[k-1].end]); len(hw) >= 2 && len(hw) <= 3 {
				return false
			}
		}
		return !located(c) && !heldThere(c) && !wayThere(c) && !marks(c, newNow) && !doneOurselves(c) && !neverEver(c) && !narrows(sent[g[k].start:g[k].end], sent[g[k].end:]) && !(k > 0 && askedThenUnknown(strings.ToLower(sent[g[k-1].start:g[k].end]))) && !(k > 0 && callsOff(c)) &&
			!(k > 0 && opensWithin(c, choiceAfter, 2) && opensWithin(strings.ToLower(sent[g[0].start:g[0].end]), revocation, 2)) &&
			// Nor what a change of plan changes ("Change of plan, because me
			// mam pointed out it'll probably be raining sideways: we're not
			// walking to church after all"; a part read at stop 97).
			!(k > 0 && strings.Contains(sent[g[0].start:g[k].start], ":") && opensWithin(strings.ToLower(sent[g[0].start:g[0].end]), mindChanged, 2)) &&
			!(k > 0 && opensWithin(c, unsureThat, 1) && marks(strings.ToLower(sent[g[0].start:g[0].end]), headWorries))
	}
	// Nor a German clause of three words or more before the "dass" it
	// governs: "Die Annamirl will beim Auftritt nicht, dass einer mit ihr
	// redet" (a name the conversation uses often scores nothing).
	governs := func(k int) bool {
		next := strings.ToLower(firstWord(sent[g[k+1].start:g[k+1].end]))
		return (next == "dass" || next == "daß") && len(strings.Fields(sent[g[k].start:g[k].end])) >= 3
	}
	// Nor a clause whose time follows it in a few words of its own: "Die
	// Kinder reiten als Erste, um 13 Uhr, …", "The kids ride first, at
	// one" — what happens then.
	timedNext := func(k int) bool {
		ws := plainWords(strings.ToLower(sent[g[k+1].start:g[k+1].end]))
		return len(ws) >= 2 && len(ws) <= 4 && (ws[0] == "um" || ws[0] == "at" || ws[0] == "a" && (ws[1] == "las" || ws[1] == "la")) && g[k+1].score > 0
	}
	// Nor a clause that a concession after it qualifies: "Also fahren wir
	// … doch mit dem Landauer, auch wenn da nur sechs Leute reinpassen"
	// (a part read at stop 72): the concession alone says of nothing.
	conceded := func(k int) bool {
		ws := plainWords(strings.ToLower(sent[g[k+1].start:g[k+1].end]))
		return len(ws) > 2 && (concessions[ws[0]] || len(ws) > 3 && concessions[ws[0]+" "+ws[1]])
	}
	// Nor a clause that the one after it answers with what is wanted
	// instead: "seine Weisenbläser wollen nit im Zelt spielen, lieber
	// draußen am Dorfbrunnen" (a part read at stop 77): "lieber draußen"
	// alone says of no one.
	rather := func(k int) bool {
		return ratherOpeners[strings.ToLower(firstWord(sent[g[k+1].start:g[k+1].end]))]
	}
	// Nor what the clause after it says was decided: "No big white wedding
	// after this one, they have decided: …" (a part read at stop 78; the
	// wedding, said often, scored nothing).
	decidedNext := func(k int) bool {
		ws := plainWords(strings.ToLower(sent[g[k+1].start:g[k+1].end]))
		ws = ws[past(ws, decidingSubjects):]
		return len(ws) > 0 && len(ws) <= 3 && slices.ContainsFunc(ws, func(w string) bool { return decidedWords[w] })
	}
	// Nor the subject of the first clause that says something, when that
	// one opens with its verb: "The last séance, the big one before the
	// feast, is Saturday the eleventh of October" (dev129; the séance, said
	// often, scored nothing, and the line began "is Saturday").
	// Not before a question that opens with its verb ("The rehearsal went
	// well tonight, the band is happy, is the hall free next Tuesday?",
	// "Anyway, as I said, is the 5th fine?"; the first review of stop 88).
	subjectOfNext := func(k int) bool {
		if asked(sent) {
			return false
		}
		for j := k + 1; j <= hi; j++ {
			if !empty(j) {
				// The clause before is a noun's: it opens with an article
				// or a possessive, and announces nothing ("Una cosa más, es
				// el 12 de mayo …", "Ganz kurz noch, ist der Termin …"; the
				// second review of stop 88).
				// Nor a clause with a verb of its own, before "that" ("The
				// thing is, is that the venue is double booked", "El caso, es
				// que …"; the third review of stop 88).
				before := plainWords(strings.ToLower(sent[g[k].start:g[k].end]))
				next := plainWords(strings.ToLower(sent[g[j].start:g[j].end]))
				return len(next) > 1 && copula[next[0]] && !thatClause[next[1]] && len(before) >= 2 && (articles[before[0]] || germanArticles[before[0]]) &&
					!slices.ContainsFunc(before, func(w string) bool { return copula[w] }) && !opensWithin(strings.Join(before, " "), announcing, 1)
			}
		}
		return false
	}
	// Nor whom the name after it is: "Der Fährmann, Herr Kürten, hat mir
	// heute versprochen, …" (a part read at stop 97: the ferry, said
	// often, scored nothing, and the line lost that he is the ferryman),
	// "The ferryman, Mr Kurten, …", "El barquero, el señor Kürten, …".
	roleOfNext := func(k int) bool {
		if !strings.HasSuffix(strings.TrimSpace(sent[g[k].start:g[k].end]), ",") {
			return false // most clauses
		}
		before := plainWords(strings.ToLower(sent[g[k].start:g[k].end]))
		next := plainWords(sent[g[k+1].start:g[k+1].end])
		if len(next) > 1 && articles[strings.ToLower(next[0])] {
			next = next[1:]
		}
		return len(before) >= 2 && len(before) <= 3 && (articles[before[0]] || germanArticles[before[0]]) && len(next) > 1 &&
			nameTitles[strings.ToLower(next[0])] && isCapitalized(next[1])
	}
	// Nor a short head before a colon that names whom the clause after it
	// says "she" or "they" of: "Miriam hat eine Bitte: Sie möchte auf
	// keinen Fall Lilien in der Kirche haben" (a part read at stop 97:
	// Miriam, named often, scored nothing, and the liking lost whose it
	// is).
	whoseNext := func(k int) bool {
		head := sent[g[k].start:g[k].end]
		return strings.HasSuffix(strings.TrimSpace(head), ":") && len(plainWords(head)) <= 6 &&
			subjectPronouns[strings.ToLower(firstWord(sent[g[k+1].start:g[k+1].end]))]
	}
	for lo < hi && empty(lo) && !g[lo+1].soft && !governs(lo) && !timedNext(lo) && !conceded(lo) && !rather(lo) && !decidedNext(lo) && !subjectOfNext(lo) && !roleOfNext(lo) && !whoseNext(lo) && !(lo == 0 && g[0].start == 0 && (topic(sent[g[0].start:g[0].end]) || aboutHead(sent[g[0].start:g[0].end]) || kinOpens(sent[g[0].start:g[0].end]) || whenOpens(sent[g[0].start:g[0].end]) || toldBy(sent[g[0].start:g[0].end]) ||
		opensWithin(strings.ToLower(sent[g[0].start:g[0].end]), mindChanged, 2))) {
		// Nor a head that says the plan changed ("Change of plan again:
		// …"; the fifth review of stop 67): what the line is.
		lo++
	}
	// Nor what is not known of what was named ("…, and I've no idea who's
	// to have it"): the line asks it.
	ofIt := len(g) > 1 && notKnowingIn(strings.ToLower(sent[g[1].start:g[len(g)-1].end])) &&
		slices.ContainsFunc(g[1:], func(c chunk) bool { return unknownAfter(sent[c.start:g[len(g)-1].end]) == unknownOfIt })
	// Nor where the thing the clause before names is, in a few words of
	// its own: "…, so she's going to Northbay instead, on the old pier
	// there" (a part read at stop 74).
	whereOfName := func(k int) bool {
		ws := plainWords(withoutPlaceIdioms(strings.ToLower(sent[g[k].start:g[k].end])))
		return k > 0 && g[k-1].name && len(ws) >= 2 && len(ws) <= 5 && (whereWords[ws[0]] && articles[ws[1]] || contracted[ws[0]]) && !slices.ContainsFunc(ws, func(w string) bool { return placeNoIdiom[w] })
	}
	// Nor what someone said, after the clause that says who said it: "Der
	// Tierarzt hat gesagt, sie darf wieder fressen" (the review of stop 76;
	// the line was "Der Tierarzt hat gesagt").
	reported := func(k int) bool { return k > 0 && endsWithSaying(sent[g[k-1].start:g[k-1].end]) }
	// Nor the German infinitive that says what was decided or planned,
	// after its comma: "Ole hat jetzt schon beschlossen, Vogelwart zu
	// werden" (a part read at stop 96; the line was "Ole hat jetzt schon
	// beschlossen").
	infinitive := func(k int) bool {
		if k == 0 {
			return false
		}
		before := plainWords(strings.ToLower(sent[g[k-1].start:g[k-1].end]))
		return len(before) > 0 && toInfinitive[before[len(before)-1]] && slices.Contains(plainWords(strings.ToLower(sent[g[k].start:g[k].end])), "zu")
	}
	// Nor what the one named does, when the clauses before it are only
	// who it is: "The Kerr brothers from Mallaig, Jamie and Stuart, will
	// put the kit up" (a part read at stop 99: the kit, said often,
	// scored nothing, and the line was a name alone).
	predicateOf := func(k int) bool {
		if k == 0 || g[0].start != 0 || !g[k-1].name || !strings.HasSuffix(strings.TrimSpace(sent[g[k-1].start:g[k-1].end]), ",") {
			return false
		}
		ws := plainWords(strings.ToLower(sent[g[k].start:g[k].end]))
		if len(ws) < 3 {
			return false
		}
		if !predicateOpeners[ws[0]] {
			return false // not "he was lovely on the phone" (an aside; the second review of stop 99)
		}
		// The clauses before are a name and who it is, no more: a few
		// words, of which at most one is a plain one ("brothers", "primo")
		// — not a clause of its own ("So now di Bluefields boys a sleep by
		// Mama Cleo house in North End instead, she have …").
		// Nor a head with a verb of its own ("Die Trauzeugin ist meine
		// Schwester Lena, sie hat die Ringe").
		head := strings.Fields(sent[g[0].start:g[k-1].end])
		plain := 0
		for _, f := range head {
			w := strings.ToLower(strings.Trim(f, ".,;:!?¡¿\"'()"))
			if copula[w] || predicateOpeners[w] || strings.ContainsAny(w, "'’") {
				return false
			}
			if !isCapitalized(strings.Trim(f, ".,;:!?¡¿\"'()")) && !nameLinks[w] {
				plain++
			}
		}
		return len(head) <= 9 && plain <= 1
	}
	for hi > lo && empty(hi) && !ofIt && !whereOfName(hi) && !reported(hi) && !infinitive(hi) && !predicateOf(hi) {
		hi--
	}
	g = g[lo : hi+1]
	// Commentary around what a line says goes too: an aside after its last
	// named clause ("…, which is a pain because…", "…, she did my wedding
	// cake"), an interjection before its first ("Ugh, …") — a label before a
	// colon stays ("Walk-in song: …").
	if first, last := anchoredEnds(g); first >= 0 {
		// A decision is no aside ("…, porque me aburre y he decidido ir a
		// nadar").
		// Nor what was bought or ordered ("…, but I've ordered a proper
		// windlass off the internet as well"; not "I'd rather have ordered
		// pizza", "ich nehme an, …").
		decides := func(k int) bool {
			l := strings.ToLower(sent[g[k].start:g[len(g)-1].end])
			return marks(l, decided) || marks(l, purchased) && !marks(l, wished)
		}
		// Nor who the name before is ("… is Priya Nandakumar, their office
		// manager").
		role := func(k int) bool {
			return afterName(sent[g[k-1].start:g[k-1].end]) && whoItIs(sent[g[k].start:g[k].end])
		}
		// Nor what a label's colon opens ("Catch with Moira: she won't do
		// a night leg").
		labelled := func(k int) bool { return strings.HasSuffix(strings.TrimSpace(sent[g[k-1].start:g[k-1].end]), ":") }
		// Nor what something is now ("…, it's mutton pulao for the mehndi
		// now, because …").
		// Not a reason that mentions "now" ("…, because I'm retired now",
		// "…, porque ahora tengo que salir"): a clause that points back.
		renews := func(k int) bool {
			c := sent[g[k].start:g[k].end]
			return pointing[normal(firstWord(c))] && marks(strings.ToLower(c), nowClause)
		}
		// Nor the verb of a subject named before a nickname with its
		// article: "Mi hermano Facundo, el Facu, es el socio y va a estar en
		// la cocina" (a part read at stop 74; "es" points back elsewhere:
		// "…, en Tafí, es un sitio precioso", and "Our accompanist, Elwyn,
		// has asked me a thing" says little at a cost).
		predicateOfName := func(k int) bool {
			prev := sent[g[k-1].start:g[k-1].end]
			ws := plainWords(strings.ToLower(sent[g[k].start:g[k].end]))
			// Or a few words of who they are between the name and the verb:
			// "Mi hermano Jhonatan, el menor, es el que hace las mariposas"
			// (dev107: the line was "Mi hermano Jhonatan, el menor").
			named := k > 1 && (afterName(prev) || afterName(sent[g[k-2].start:g[k-2].end]))
			return k > 1 && named && len(strings.Fields(prev)) <= 3 && articles[normal(firstWord(prev))] &&
				len(ws) > 1 && predicateVerbs[ws[0]] && !indefinite[ws[1]] // not "…, el Pacorro, es un sitio precioso" (the third review of stop 74)
		}
		// Nor what is said of a medicine: what it is for, what it did ("Dad
		// stopped the atorvastatin, it gave him awful muscle pains"; a
		// review).
		dosed := slices.ContainsFunc(plainWords(strings.ToLower(sent[g[last].start:g[last].end])), medicine)
		// Nor the rest of what someone said ("Rosi ha dicho que canta
		// todo, pero que sola no canta", "… but that he won't drive at
		// night").
		// And what someone told the person, after the telling ("Joanne
		// informed me, not asked, informed me, that she's baking
		// kolaches").
		saysMore := func(k int) bool {
			c := strings.ToLower(strings.TrimSpace(sent[g[k].start:g[k].end]))
			if slices.ContainsFunc(saidFurther, func(p string) bool { return strings.HasPrefix(c, p) }) {
				return true
			}
			return slices.ContainsFunc(saidThat, func(p string) bool { return strings.HasPrefix(c, p) }) &&
				slices.ContainsFunc(plainWords(strings.ToLower(sent[g[0].start:g[k].start])), func(w string) bool { return toldWords[w] })
		}
		// Nor what the person has to do about it ("Alois leiht uns Butten
		// und Kisten, aber Traubenscheren muss ich selbst besorgen").
		owes := func(k int) bool {
			c := strings.ToLower(sent[g[k].start:g[k].end])
			return butWords[normal(firstWord(c))] && (marks(c, duties) || marks(c, dutiesAfter)) && !marks(c, sayingDuty)
		}
		// Nor where it has been moved to ("… no longer going in Shed 3,
		// they've moved all the long-wool breeds to the new sheep pavilion
		// …"): the new place, though in words the conversation uses.
		// Said as news, "they've moved …" or "nos han puesto …", not a
		// move of the past ("they moved it to the afternoon last time",
		// "…, which moved to the back room years ago", "she switched to
		// nights").
		movedTo := func(k int) bool {
			c := strings.ToLower(sent[g[k].start:g[k].end])
			ws := plainWords(c)
			ws = ws[past(ws, butWords, alsoLeadIns):] // "…, but they've moved it to …"
			if len(ws) == 0 || !movedNews[ws[0]] || !marks(c, newNow) && !putUsThere(c) || marks(c, longAgo) {
				return false
			}
			if located(c) {
				return true
			}
			for j := 0; j+1 < len(ws); j++ {
				if (whereWords[ws[j]] || ws[j] == "to") && articles[ws[j+1]] {
					return true // "… to the new sheep pavilion", "junto al palco"
				}
			}
			return false
		}
		for hi := len(g) - 1; hi > last && !dosed && !ofIt && !reported(hi) && aside(sent[g[hi].start:g[hi].end]) && !wayThere(strings.ToLower(sent[g[hi].start:g[hi].end])) && !describes(g, hi, last, sent) && !decides(hi) && !role(hi) && !labelled(hi) && !renews(hi) && !saysMore(hi) && !owes(hi) && !movedTo(hi) && !likedBy(sent[g[hi].start:g[hi].end]) && !predicateOfName(hi) && !predicateOf(hi) &&
			!callsOff(strings.ToLower(sent[g[hi].start:g[hi].end])) && !saysOfThem(g[:hi], strings.ToLower(sent[g[hi].start:g[hi].end])) && !narrows(sent[g[hi].start:g[hi].end], sent[g[hi].end:]); hi-- {
			g = g[:hi]
		}
		for first > 0 && g[0].score == 0 && interjection(sent[g[0].start:g[0].end]) && !whenOpens(sent[g[0].start:g[0].end]) {
			g, first = g[1:], first-1
		}
	}
	length := func(a, b int) int { return utf8.RuneCountInString(strings.TrimSpace(sent[g[a].start:g[b].end])) }
	if length(0, len(g)-1) > maxLineRunes {
		best := 0
		for k, c := range g {
			if c.score > g[best].score {
				best = k
			}
		}
		a, b := best, best
		for {
			grown := false
			if b+1 < len(g) && g[b+1].score > 0 && length(a, b+1) <= maxLineRunes {
				b, grown = b+1, true
			}
			if a > 0 && g[a-1].score > 0 && length(a-1, b) <= maxLineRunes {
				a, grown = a-1, true
			}
			if !grown {
				break
			}
		}
		g = g[a : b+1]
	}
	out := group{kind: session.LedgerFact}
	for _, c := range g {
		out.score += c.score
		out.named += c.named
		out.anchor = out.anchor || c.anchor
		out.valued = out.valued || c.value || c.code
	}
	text := strings.TrimSpace(sent[g[0].start:g[len(g)-1].end])
	text = trimClause(text)
	out.text = clipRunes(text, maxLineRunes)
	lower := strings.ToLower(scope)
	tagless := untagged(scope) // "…, okay?" asks for a nod, no answer
	// own is the line's clauses, untrimmed; typed the texting written out,
	// for what marks an order.
	own := strings.TrimSpace(sent[whole[0].start:whole[len(whole)-1].end])
	typed := spelled(lower)
	others := othersLabel(scope)
	marked := true
	switch {
	case strings.HasPrefix(sent, MarkDecision) || strings.HasPrefix(sent, MarkGoal) || strings.HasPrefix(sent, MarkNext) || strings.HasPrefix(sent, MarkCheckpoint):
		out.kind = session.LedgerDecision
	case !others && ((addressed(typed, revocation, true) && !nearlyForgot(typed) || scrapsMine(typed)) && !concessive(typed) && !dismisses(typed) && !scratchesNews(typed) && !r.scrapsAChoice(typed) && !r.namedAfterScrap(scope, typed) && !r.scrapsAThing(scope, typed) || statesTakeBack(typed)):
		out.kind, out.text = session.LedgerRule, clipRunes(strings.TrimSpace(scope), maxLineRunes)
	case !others && (ordered(scope, typed) || tagless != scope && ordered(tagless, untagged(typed))):
		out.kind, out.text = session.LedgerRule, clipRunes(strings.TrimSpace(scope), maxLineRunes)
	case askedLabel(lower) || !others && questionTopic(scope) && strings.HasPrefix(strings.TrimSpace(sent), strings.TrimSpace(scope)):
		// "Question I need to think through with you: eligibility.": what
		// is to think through, named.
		out.kind, out.text = session.LedgerQuestion, clipRunes(strings.TrimSpace(scope), maxLineRunes)
	case notKnowingIn(lower) && alsoNotKnowing(strings.ToLower(own)) && wonders(strings.ToLower(own), ofIt || !slices.ContainsFunc(whole, func(c chunk) bool { return c.name || c.value })) && !settledAfter(strings.ToLower(own)):
		// Later in the line only when what comes before names nothing of
		// its own, or it is what the question asks of: "There's still her
		// sewing machine in the loft, and I've no idea who's to have it";
		// "We booked the Hotel Miramar for the 12th, and I still don't
		// know who will feed the cat" is two lines (groups).
		// The line opens by not knowing: its words from there, the head
		// with them ("Ich weiß immer noch nicht, wer …").
		out.kind, out.text = session.LedgerQuestion, clipRunes(own, maxLineRunes)
	case !others && racking(strings.ToLower(own), strings.ToLower(sent)) && !asked(own):
		// "Ich zerbreche mir den Kopf, ob wir die Presse dazuholen." (a
		// part read at stop 98): whether, not what someone meant ("…, was
		// Anna gemeint hat") nor who wins ("…: wer wird Meister?").
		out.kind, out.text = session.LedgerQuestion, clipRunes(own, maxLineRunes)
	case askedThenUnknown(strings.ToLower(own)):
		// "Who will do the sound system, still I don't know": the
		// question first, the not knowing after it ("Tom kommt um 10:14,
		// ob Anna mitkommt, weiß ich noch nicht": its own line).
		out.kind, out.text = session.LedgerQuestion, clipRunes(own, maxLineRunes)
	case r.scrapsAThing(scope, typed):
		// What it scraps was said before, so its words score little: the
		// take-back is the message's point all the same ("Vergiss die
		// Kapelle aus Aying.").
		out.kind, out.anchor, out.score = session.LedgerDecision, true, max(out.score, 2)
	case r.scrapsAChoice(typed) || r.namedAfterScrap(scope, typed) || marks(lower, decided) && !marks(lower, knobDown) && !askedOf(lower, decided) && !unsure(lower) && !undecidedAll(lower) && !(opensWithin(lower, deliberating, 2) && asked(scope)) || chosenItIs(lower) || thenItIs(scope) || settledHead(lower) || settledPlain(lower) || agreedHead(lower) || agreedWith(lower) || keptThen(lower) || doneOurselves(lower) || changedPlanHead(lower) && changedPlanHead(strings.ToLower(own)):
		// Not "¿al final cuánto cobras?", "I'm not sure whether I'm
		// sticking with the gym", "Should I stick with Vodafone after all,
		// or go to Three?".
		out.kind, out.text = session.LedgerDecision, withMarker(sent, whole, g, out.text, decided)
		if lo, lt := strings.ToLower(own), strings.ToLower(out.text); (changedPlanHead(lt) != changedPlanHead(lo) || keptThen(lo) && !keptThen(lt)) && utf8.RuneCountInString(own) <= maxLineRunes {
			// "Change of plan on the loom: we keep it.": not its head
			// alone; "Fine, then the old door stays.": what it goes along
			// with.
			out.text = own
		}
	case (ownUnsolved(lower) && !doubtOfSomeone(scope) || nextToSort(lower)) && !asked(scope):
		// "Still haven't figured out the float for the cashbox", "Todavía
		// no he resuelto lo del transporte": what is still to work out,
		// named.
		out.kind, out.text = session.LedgerQuestion, withMarker(sent, whole, g, out.text, stillUnsolved)
	case (marks(unasked(othersHelp(lower)), requested) || opensWithin(lower, commaAsking, 3) || opensWithin(pastWhen(lower), stillSought, 3) || noOneFor(lower) || stillLacking(scope) || marks(lower, nobodyYet) && !settledBySo(lower) || opensWithin(lower, stillLooking, 3) && seeksJob(lower)) && !marks(lower, declined) ||
		taskLabel(scope, lower) || unsure(lower) || jointTask(scope, lower) || deliberates(lower):
		// "Can we make a packing list for Glasgow at some point?": the
		// person and the assistant together, a task still open.
		// What is asked is the rest of the sentence, named or not: "ok
		// serious question, can you help me work out what to ask at
		// cardiology?" is not "ok serious question".
		out.kind, out.text = session.LedgerQuestion, withMarker(sent, whole, g, out.text, requested)
		if end := strings.TrimSpace(sent[g[0].start:]); asked(end) && !asked(out.text) && strings.HasPrefix(end, out.text) {
			out.text = clipRunes(end, maxLineRunes)
		}
		if all := strings.TrimSpace(sent); deliberates(lower) && asked(all) && strings.HasSuffix(all, out.text) {
			out.text = clipRunes(all, maxLineRunes) // "Was machen wir, wenn es regnet?": the question from its start
		}
	case reminds(lower):
		out.kind, out.text = session.LedgerQuestion, withMarker(sent, whole, g, out.text, reminding)
	case requestedOfMe(lower):
		// "Mrs Albers came by today and had one request: no bikes in the
		// stairwell, ever, …": the request whole, in words said often or
		// not (the review of stop 92: cut after its head).
		out.liked, out.text = true, clipRunes(strings.TrimSpace(scope), maxLineRunes)
	case firmBan(lower):
		// "Kein Laminat in den Wohnungen, auf gar keinen Fall": the ban and
		// how firm it is, in words said often or not.
		out.liked, out.text = true, clipRunes(strings.TrimSpace(scope), maxLineRunes)
	case marks(typed, preferred) && !marks(lower, wantsToThank) && !marks(lower, bearingIt) || wantsHead(lower) || neverEver(lower) || mostWant(lower) || namedWants(scope) || orNothing(lower) || insistsOnDoing(lower) || noneFor(lower) || eatsNone(lower) || unsafe(lower) || houseRule(lower) || badlyTaken(lower) || wantsBadly(lower) || bannedItems(lower) || eventBan(lower) || marks(lower, notForSale):
		// "She only asked for one thing: a string quartet": who wants it
		// stays with what.
		out.liked, out.text = true, withMarker(sent, whole, g, out.text, preferred)
	case marks(lower, acquired) || toGet(lower) || boughtInDialect(lower) || bringsThings(lower) || located(lower) || heldThere(lower) || meetsAt(lower) || identifies(g, sent) || roleNamed(sent[g[0].start:g[len(g)-1].end]):
		// anchored, kind unchanged: what was bought or taken, where
		// something is kept
	default:
		marked = false
	}
	// A whole instruction of a few words is anchored however plain they
	// are: "Keep it short.", "Please keep it short." name nothing and hold
	// for the whole conversation (not "Keep it that way from now on, she
	// said": a review of stop 32).
	// So is an order on the answers under a condition (answerUnder), and a
	// limit on each answer ("Ask me at most one question per answer"), and a
	// ban from now on ("From now on, no small talk"; the review of stop 74),
	// and a ban at an event in words the conversation uses often ("No kids
	// at the wedding", found driving the binary at stop 74).
	// And a question under a head that says it is open or worries the
	// person ("Otra cosa que me tiene mal: ¿quién se queda con papá …?"),
	// however plain its words.
	// And a question the person says is still open ("Noch offen ist, wer
	// moderiert": a part measured blind at stop 83).
	if marked && (out.score > 0 || out.kind == session.LedgerRule && (curt(typed) || answerUnder(lower, scope) || perAnswer(typed) || banFromNow(lower) || orderWhenAnswering(typed)) ||
		out.kind == session.LedgerQuestion && (askedLabel(lower) || slices.ContainsFunc(plainWords(lower), func(w string) bool { return openStill[w] })) || out.liked && (eventBan(lower) || firmBan(lower))) {
		out.score += 2
		out.anchor = true
	}
	return out
}

// wantsHead reports what someone wants said after a head that says so:
// "La licenciada ya me dijo lo que quiere: acabado mate, nada de brillo"
// (a part read at stop 87), "What she wants: a quiet room at the back" —
// not a shrug after it ("What he wants: who knows.", "Lo que quiere:
// quién sabe."; the fourth review of stop 87), nor asked.
func wantsHead(lower string) bool {
	head, rest, ok := strings.Cut(lower, ": ")
	if !ok || asked(rest) {
		return false
	}
	ws := plainWords(rest)
	if endsWithin(head, requestOfMe) {
		return len(ws) >= 2 && !marks(rest, notKnowing)
	}
	return endsWithin(head, wantsHeads) && len(ws) >= 2 && !questionWords[ws[0]] && !shrugWords[ws[0]] && !marks(rest, notKnowing) && !negated(rest)
}

// toGet reports a thing the person will order or will need to get: "Así
// que pediremos paella de pescado para todos", "I'll need gluten-free flour
// from the mainland, so." (a part read at stop 98) — not a need of the
// moment ("I'll need a minute"), nor of doing ("I'll need to think").
func toGet(lower string) bool {
	if !holdsAny(lower, gettingPlans) {
		return false
	}
	ws := plainWords(lower)
	for _, p := range gettingPlans {
		pw := strings.Fields(p)
		need := needing[pw[len(pw)-1]]
		for k := 0; k+len(pw) < len(ws); k++ {
			if !slices.Equal(ws[k:k+len(pw)], pw) {
				continue
			}
			got := ws[k+len(pw):] // what is to get, and what follows
			next, after := got[0], ""
			if len(got) > 1 {
				after = got[1]
			}
			if next == "to" || next == "que" || next == "zu" || momentWords[next] || next == "a" && (momentWords[after] || muchWords[after]) || muchWords[next] {
				continue // "We'll need a fair few", "we'll need help": no thing named
			}
			// A need says where the thing comes from ("from the
			// mainland"): "We'll need a bigger boat", "I'll need the
			// patience of a saint", "Necesitaré un momento" name no
			// thing to get (the first review of stop 98).
			// "pediremos perdón", "pediremos la cuenta" ask for, "I'll
			// order a pizza from Luigi's tonight" is tonight's: what is
			// ordered is for everyone (forEveryone: "pediremos paella de
			// pescado para todos"); "a holiday from my holiday" is a joke
			// (the three reviews of stop 98).
			if need && (!slices.ContainsFunc(got, func(w string) bool { return fromWords[w] }) || marks(lower, needJokes)) || !need && !forEveryone(got) {
				continue
			}
			return true
		}
	}
	return false
}

// muchWords say how much is needed, or what, of nothing named: "a fair
// few", "more", "help".
var muchWords = wordSet(`fair lot lots few couple bit more some plenty loads help it them that this everything all time you
	más ayuda tiempo todo eso mehr hilfe zeit alles das`)

// forEveryone reports words that say an order is for everyone: "… para
// todos", "… for everybody" — not tonight's takeaway ("I'll order a pizza
// from Luigi's tonight", "Pediremos una pizza para cenar"; the third review
// of stop 98).
func forEveryone(ws []string) bool {
	for k, w := range ws {
		if (w == "for" || w == "für" || w == "para") && slices.ContainsFunc(ws[k+1:min(k+3, len(ws))], func(x string) bool { return crowdWords[x] }) {
			return true
		}
	}
	return false
}

// gettingPlans say the person will order or need a thing ("vamos a pedir"
// is as often "ask for": "vamos a pedir la cuenta", "… perdón"; the first
// review of stop 98).
var gettingPlans = []string{"i'll need", "we'll need", "i will need", "we will need", "i'll order", "we'll order", "i'll have to get", "we'll have to get",
	"pediremos", "necesitaré", "necesitaremos",
	"bestellen wir", "wir bestellen", "bestelle ich", "ich bestelle", "brauche ich noch", "brauchen wir noch"}

var (
	// needing end the gettingPlans of a need.
	needing = wordSet(`need necesitaré necesitaremos noch`)
	// crowdWords are whom an order is for: "para todos", "for everyone".
	crowdWords = wordSet(`everyone everybody all guests party todos todas invitados alle gäste fest fiesta`)
	// needJokes are needs said for a laugh: "a holiday from my holiday".
	needJokes = phrases(`holiday from|vacation from|break from|urlaub vom|urlaub von|vacaciones de las vacaciones|rest from`)
	// fromWords say where a needed thing comes from.
	fromWords = wordSet(`from aus vom desde`)
)

// ofAnswers reports words after an order's verb that say what the answers
// give or say: a word of answering ("three answers", "links", "options") or
// words in quotes ("me 'great question'") — not "lip", "cheek", "your
// excuses", and not in a story ("…,' says the nun").
func ofAnswers(lower string) bool {
	if marks(lower, storySpeech) || kinSpoken(lower) {
		return false // nor said to someone in the room: "…, Mam, I know what I'm doing" (the third review of stop 98)
	}
	if _, q, ok := strings.Cut(lower, " me "); ok && strings.ContainsAny(firstWord(q), "'\"‘“„«") {
		return true
	}
	return slices.ContainsFunc(plainWords(lower), func(w string) bool { return answerLook(w) || answerThings[w] })
}

// kinSpoken reports a relative spoken to after a comma: "…, Mam, I know what
// I'm doing", "…, Dad."
func kinSpoken(lower string) bool {
	for _, c := range strings.Split(lower, ", ")[1:] {
		if w := strings.TrimRight(c, ".!?"); kinSpokenTo[w] || kinSpokenTo[strings.TrimRight(firstWord(c), ",.!?")] && strings.ContainsAny(c[:min(len(c), len(firstWord(c))+1)], ",.!?") {
			return true
		}
	}
	return false
}

// kinSpokenTo are the words of a relative spoken to.
var kinSpokenTo = wordSet(`mam mum ma mom dad da daddy mammy granny nan grandad mama papa papá mamá`)

// answerThings are what the answers give, beside answerLook's.
var answerThings = wordSet(`answers answer options choices links numbers lists questions advice suggestions`)

// racking reports the person racking their brain now over whether to do
// something: not done with it ("…, and I've decided to take it", "…, pero
// al final la alquilamos", "No need to be racking …", "I was racking …"),
// nor over who wins ("…, ob Bayern am Samstag gewinnt"; the first review of
// stop 98).
func racking(lower, sent string) bool {
	at := slices.IndexFunc(rackingWhether, func(p string) bool { return strings.Contains(lower, p) })
	if at < 0 {
		return false
	}
	head, rest, _ := strings.Cut(lower, rackingWhether[at])
	_, after, _ := strings.Cut(sent, rackingWhether[at])
	hw := plainWords(head)
	return !settledAfter(sent) && !negated(head) && !othersChoose(rest) && !holdsAny(after, butThen) && !pastIn(plainWords(rest)) &&
		!marks(sent, storySpeech) && // not "…, says Tom", "My wife says I'm racking …" (the second review)
		!slices.ContainsFunc(hw, func(w string) bool { return pastCopula[w] || rackingDone[w] })
}

// pastIn reports words of what was: "whether I turned the oven off",
// "whether she was joking", "ob Anna das ernst gemeint hat", "con si cerré
// la puerta" (the second review of stop 98).
func pastIn(ws []string) bool {
	return slices.ContainsFunc(ws, func(w string) bool {
		return participle(w) || germanParticiple(w) || spanishPreterite(w) || pastSaid[w] || pastCopula[w] || len(w) > 4 && strings.HasSuffix(w, "ed") ||
			utf8.RuneCountInString(w) > 4 && strings.HasSuffix(w, "é") // "cerré", "compré"
	})
}

// rackingDone say the racking is over: "I spent all week racking …", "I'm
// done racking …", "I'll stop racking …".
var rackingDone = wordSet(`spent verbrachte done stop stopped quit used aufgehört than instead statt vez`)

// butThen turn from a question to what came of it: "…, but we went in the
// end", "…, aber Anna hat schon entschieden", "…, pero al final …".
var butThen = []string{", but ", ", aber ", ", pero ", " in the end", " al final", " am ende", " schließlich", " – ", " — ", " - "}

// rackingWhether open the person's racking their brain over whether to do
// something.
var rackingWhether = []string{"zerbreche mir den kopf, ob", "zerbrechen uns den kopf, ob", "racking my brain over whether", "racking my brains over whether",
	"racking my brain about whether", "racking my brains about whether", "rompiendo la cabeza con si ", "rompo la cabeza con si ", "rompiendo la cabeza sobre si "}

// requestedOfMe reports what someone asked of the person after a head that
// says so (wantsHead's requestOfMe).
func requestedOfMe(lower string) bool {
	head, _, ok := strings.Cut(lower, ": ")
	return ok && endsWithin(head, requestOfMe) && wantsHead(lower)
}

var (
	// wantsHeads end a head that says what someone wants follows.
	wantsHeads = phrases(`what she wants|what he wants|what they want|lo que quiere|lo que quieren|was sie will|was er will|was sie wollen`)
	// requestOfMe end a head that says what someone asked of the person,
	// a ban as often as not ("Hinrich war heute da und hat eine einzige
	// Bitte gehabt: im Schuppen wird nicht geraucht, …"; a part read at
	// stop 91), or the one thing someone made the person promise ("Tanner
	// made me promise one thing: his mama is not to film him …"; a part read
	// at stop 98) — not a promise of a story ("Mam made me promise: I'd ring
	// her every night from Boston. I lasted four days."; the second review).
	requestOfMe = phrases(`bitte gehabt|bitte geäußert|nur eine bitte|eine einzige bitte|hatte eine bitte|had one request|had just one request|had only one request|had one wish|tenía un pedido|tenía una petición|tuvo un pedido|tuvo una petición|
	made me promise one thing|had me promise one thing`)
	// shrugWords open a shrug, not a want.
	shrugWords = wordSet(`whatever honestly nobody dunno egal keine keiner weiß quién sabe nadie ni`)
)

// boughtInDialect reports a clause that says what was bought or fetched in
// Bavarian, whose participles drop their "ge-": "Dazu hab i a
// Kernthermometer kauft" (a part read at stop 87) — "kauft", "gholt" last in
// a clause after "hab", "ham", "hat" … (not "Die Oma kauft a Brot": no
// having).
func boughtInDialect(lower string) bool {
	if !strings.Contains(lower, "kauft") && !strings.Contains(lower, "gholt") {
		return false // most lines: read no further
	}
	for _, c := range clauses(lower) {
		ws := plainWords(c)
		if n := len(ws); n >= 3 && dialectBought[ws[n-1]] && slices.ContainsFunc(ws[:n-1], func(w string) bool { return havingDialect[w] }) {
			return true
		}
	}
	return false
}

var (
	dialectBought = wordSet(`kauft gholt`)
	havingDialect = wordSet(`hab hob ham hamma hat hod habe haben`)
)

// nearlyForgot reports a line that opens by saying the person nearly forgot
// something: "Nearly forget the fuel for the chafing dishes." (Bahamian
// English, a part read at stop 93, read as an instruction taken back),
// "Almost forget: …", "Casi me olvido", "Fast vergessen" — no take-back.
func nearlyForgot(lower string) bool {
	ws := plainWords(lower)
	k := past(ws, alsoLeadIns)
	if k+2 >= len(ws) || !nearly[ws[k]] && !nearlyDialect[ws[k]] {
		return false
	}
	j := k + 1
	if ws[j] == "me" || ws[j] == "i" {
		j++ // "casi me olvido de …", "almost I forget the …"
	}
	if j+1 >= len(ws) || !strings.HasPrefix(ws[j], "forg") && !strings.HasPrefix(ws[j], "olvid") && ws[j] != "vergessen" {
		return false
	}
	// What was nearly forgotten follows at once, no colon or comma: not
	// "Almost forgot: forget the bullet points, …", "Nearly forgot to
	// say, …" (the second review of stop 93), which take back.
	at := strings.Index(lower, ws[j])
	after := lower[at+len(ws[j]):]
	if slices.ContainsFunc(plainWords(after), func(w string) bool { return revocationWords[w] }) {
		return false // "Nearly forgot the main thing: forget the bullet points, …" (the third review of stop 93)
	}
	return !strings.HasPrefix(after, ":") && !strings.HasPrefix(after, ",") && !strings.HasPrefix(after, " —") && (articles[ws[j+1]] || determiners[ws[j+1]] || ws[j+1] == "de" || ws[j+1] == "about" || ws[j+1] == "my" || ws[j+1] == "our")
}

// nearlyDialect say "nearly" besides nearly's words: "Most forget the
// ice", "Near forgot".
var nearlyDialect = wordSet(`near most 'most`)

// scrapsAChoice reports a take-back of a choice, the new choice said after
// it: "Scrap the blue tiles, we're going with green ones after all",
// "Vergiss die blauen Fliesen, wir nehmen doch die grünen", "Olvida lo del
// hotel, al final nos quedamos en casa de mi tía" — a decision changed, no
// instruction taken back (found driving the binary at stop 73); not one of
// what the answers do ("Scrap the bullet points, go with short paragraphs
// in your answers").
func scrapsAChoice(lower string) bool {
	if !opensWithin(lower, revocation, 2) {
		return false // most lines: no clauses to split
	}
	cs := clauses(lower)
	if len(cs) < 2 || !opensWithin(cs[0], revocation, 2) {
		return false
	}
	if speaksOfAnswers(lower, func(w string) bool { return output[w] }) {
		return false
	}
	return slices.ContainsFunc(cs[1:], func(c string) bool { return marks(c, decided) || opensWithin(c, choiceAfter, 2) })
}

// speaksOfAnswers reports a take-back line that speaks of the answers or to the
// assistant: for good, how they look, a "you", a language, a length, what
// the answers are called — or a word also reports (scrapsAChoice's and
// namedAfterScrap's exclusions).
func speaksOfAnswers(lower string, also func(string) bool) bool {
	return marks(lower, persistent) || marks(lower, fromNow) || answersLook(lower) || marks(lower, addressing) || slices.ContainsFunc(plainWords(lower), func(w string) bool {
		return secondPerson[w] || tongues[w] || answerNouns[w] || answerShapes[w] || textUnits[w] || also(w)
	})
}

// namesARule reports a take-back's head that names a word of an
// instruction the memory holds (not a short or common word, nor a word of
// taking back).
func (r *reader) namesARule(head string) bool {
	for _, w := range plainWords(head) {
		kw := keyWord(w)
		if utf8.RuneCountInString(kw) >= 3 && !common[kw] && !revocationWords[kw] && slices.ContainsFunc(r.rules, func(rule ruleRead) bool { return rule.keys.stem(kw) }) {
			return true
		}
	}
	return false
}

// scrapsAChoice reports a take-back of a choice (scrapsAChoice) whose first
// clause names nothing of an instruction the memory holds: "Forget the
// emoji thing, I've decided I actually like them" after "No emojis in your
// replies" takes the instruction back (the review of stop 74).
func (r *reader) scrapsAChoice(lower string) bool {
	if !scrapsAChoice(lower) {
		return false
	}
	head := clauses(lower)[0]
	if !marks(head, aMatter) {
		return true // "Forget the removal date, we've decided on the 14th" after "don't suggest removal companies": a plan (the second review of stop 74)
	}
	return !r.namesARule(head)
}

// scrapsAThing reports a take-back of a choice the person made in an
// earlier message, said alone: "Scrap the sea green." after "We going with
// sea green T-shirts …" (dev144's choice, the new colour said in a sentence
// after it) — a plan taken back, no instruction: not of what the answers do
// (speaksOfAnswers), nor of a thing an instruction the memory holds names,
// nor of words the person said only here, nor of what no sentence of theirs
// decided.
func (r *reader) scrapsAThing(scope, typed string) bool {
	if !opensWithin(typed, revocation, 2) && !scrapsName(scope) {
		return false // most lines
	}
	// With a reason after a name scrapped too: "Scrap Sheehan's, they have
	// a wedding the same Saturday and didn't notice until now." (a part
	// read at stop 97: the caterer chosen before stayed unmarked beside the
	// new one) — not "Forget the Anchor, that's booked and paid for" (the
	// second review of stop 97).
	cs := clauses(typed)
	scrapped := scrappedThing(scope)
	if len(cs) == 0 || len(cs) > 1 && !(scrapsName(scope) && onlyWhy(typed)) || len(scrapped) == 0 || speaksOfAnswers(typed, func(string) bool { return false }) || r.namesARule(cs[0]) {
		return false
	}
	if slices.ContainsFunc(scrapped, func(w string) bool { return max(r.df[normal(w)], r.df[w]) < 2 }) { // "sheehan's" is counted as said
		return false
	}
	// A choice made before names it ("We going with sea green T-shirts"):
	// not a draft asked for ("Forget the speech."), a question ("Forget
	// the boiler question."), a drink someone cannot have, a person left
	// out, an item of a list (the second review of stop 95).
	own := strings.ToLower(strings.TrimSpace(scope))
	for _, m := range r.s.Messages {
		lower := strings.ToLower(r.stripPrefix(m.Content)) // "🪣 Seaweed 20 bags · Decision made …: raised beds …" (a part read at stop 97)
		if m.Role != session.RoleUser || strings.Contains(lower, own) {
			continue
		}
		ws := plainWords(lower)
		if !slices.ContainsFunc(scrapped, func(w string) bool { return !slices.Contains(ws, w) }) && slices.ContainsFunc(sentences(lower), func(sent string) bool {
			sw := plainWords(sent)
			return !slices.ContainsFunc(scrapped, func(w string) bool { return !slices.Contains(sw, w) }) && decidedOn(sent, scrapped)
		}) {
			return true
		}
	}
	return false
}

// scrapsName reports a sentence that opens by scrapping a name: "Scrap
// Sheehan's, they have a wedding the same Saturday" (a part read at stop
// 97) — not "Scrap metal …", "Gonna scrap my old Corsa".
func scrapsName(sent string) bool {
	first, rest, _ := strings.Cut(strings.TrimSpace(sent), " ")
	if !nameScraps[strings.ToLower(first)] {
		return false // most lines
	}
	next, _, _ := strings.Cut(rest, " ")
	next = strings.Trim(next, ".,;:!?")
	return isCapitalized(next) && !nameTitles[strings.ToLower(next)]
}

// nameScraps scrap a plan when they open a sentence before a name.
var nameScraps = wordSet(`scrap ditch`)

// namedAfterScrap reports a take-back of a thing, not of a matter said, with
// its new name or number in a clause after it: "So scrap that name, the sign
// going read Rainey's Bimini Bread" (a part read at stop 91: read as an
// instruction taken back, it took back "real butter only, …, never
// margarine in my bread", which shares "bread") — not of what the answers
// do (scrapsAChoice's exclusions), nor of a thing an instruction the memory
// holds names ("Scrap the miles, Dave wants kilometres").
func (r *reader) namedAfterScrap(scope, lower string) bool {
	if !opensWithin(lower, revocation, 2) {
		return false // most lines
	}
	// Of a name the take-back names ("that name", "den Namen", "el
	// nombre"): not bare ("Scrap that, Mark and I are on good terms
	// again", "Vergiss das, wir sind ab Juni 5 Leute"; the first review of
	// stop 91), not a thing in other words ("Forget the allergy, Ben grew
	// out of it at 6"; the second), not a verb of the person's own ("Ich
	// streiche am Samstag das Bad, und zwar in Taubenblau": paints; the
	// review of stop 55).
	cs := clauses(lower)
	if len(cs) < 2 || !opensWithin(cs[0], revocation, 2) || marks(cs[0], aMatter) || firstPerson[firstWord(cs[0])] ||
		!slices.ContainsFunc(plainWords(cs[0]), func(w string) bool { return nameNouns[w] }) {
		return false
	}
	// An order in a clause, its verb first ("…, answer in English again"),
	// not a word of one as a noun ("the sign").
	if speaksOfAnswers(lower, func(string) bool { return false }) || slices.ContainsFunc(cs, func(c string) bool { _, k := outputOrder(c); return k >= 0 }) || r.namesARule(cs[0]) {
		return false
	}
	// Nor a name an instruction gave ("Always call me Captain …", then
	// "Scrap that name, …": taken back), nor a name corrected ("…, the
	// new vet is actually called Dr Amara Singh, I misheard"; the review
	// of stop 92).
	// A name given to someone ("…, my grandson says Grandpa Joe suits me
	// better"), not to a thing ("…, the shop will be called Rainey's"); a
	// name corrected, not one chosen ("…, the café is actually going to be
	// called The Blue Door", "… Sea Biscuit, not Sea Breeze"; the second
	// review).
	rest := strings.Join(cs[1:], " ")
	future := marks(rest, chosenNamed)
	if personNamed(rest) && slices.ContainsFunc(r.rules, func(rr ruleRead) bool { return namingRule(rr.text) }) || !future && (marks(lower, nameCorrected) || notNamed(scope)) ||
		!nameLast(pastRevocation(cs[0])) || !future && !slices.ContainsFunc(plainWords(rest), func(w string) bool { return naming[w] || namingAnew[w] }) || marks(rest, stillToName) {
		// Nor a name given up recalling ("Forget the name of the
		// restaurant, we went there in 2019"), nor one still to find
		// ("…, no idea yet"; the third review of stop 92).
		return false
	}
	// A name after it, said with a word of naming or not: "the sign
	// going read Rainey's Bimini Bread", "the sign is going to be
	// Rainey's Bimini Bread", "my wife came up with …" (the review of stop
	// 92).
	after := clauses(scope)
	return len(after) >= 2 && slices.ContainsFunc(after[1:], func(c string) bool {
		fs := strings.Fields(c)
		return slices.ContainsFunc(fs, hasDigit) || len(fs) > 1 && slices.ContainsFunc(fs[1:], func(f string) bool {
			t := strings.Trim(f, ".,;:!?\"'")
			return isCapitalized(t) && t != "I" && !common[normal(t)]
		})
	})
}

// nameNouns are what a thing is called: "that name", "den Namen"; namingAnew
// the words that give it a new one ("the sign going read …", "steht jetzt
// …", "dice …").
var (
	nameNouns  = wordSet(`name names title namen titel nombre título`)
	namingAnew = wordSet(`read reads say says steht stehen lautet dice pone`)
	// nameCorrected say a name was wrong: "actually", "turns out", "I
	// misheard", "eigentlich", "en realidad".
	nameCorrected = phrases(`actually|turns out|turned out|misheard|misread|i mean|eigentlich|verhört|verlesen|in wirklichkeit|en realidad|resulta que|entendí mal|oí mal`)
	// stillToName say a name is still to find.
	stillToName = phrases(`no idea|not sure|open to|keine ahnung|noch offen|ni idea|no sé`)
	// chosenNamed say a name will be, is now or was chosen: "will be
	// called", "going to be", "heißt jetzt", "the kids voted".
	chosenNamed = phrases(`will be|will have|going to|gonna|came up with|now|voted|decided|chose|picked|wird|werden|jetzt|abgestimmt|entschieden|va a|vamos a|se va a|ahora|votaron|decidimos|decidieron|elegimos`)
	// suitsMe say a name suits the person better: "Grandpa Joe suits me
	// better".
	suitsMe = phrases(`suits me|passt besser zu mir|me queda mejor|me va mejor`)
	// callingPhrases give a name to call someone by.
	callingPhrases = phrases(`call me|address me|call my|calls me|refer to me as|nenn mich|nenne mich|nenn meinen|nenn meine|nennen sie mich|sprich mich|llámame|llámeme|dime |dígame|llama a mi|llámale|llámala`)
)

// personNamed reports a name given to the person, or to someone who wants
// it: "I'm called Ngozi by everyone here", "Grandpa Joe suits me better",
// "he wants to be called Captain Bluebeard now", "heißt er nur noch …" —
// not "he will be called Biscuit, the kids voted", "my partner named it
// Harbour Health" (the third review of stop 92).
func personNamed(text string) bool {
	lower := strings.ToLower(text)
	return marks(lower, suitsMe) || marks(lower, personCalled)
}

// namesMe reports a name the person goes by ("I'm called Ngozi", "call
// me", "suits me"), not someone else's ("he wants to be called Sir Barks").
func namesMe(text string) bool {
	return marks(strings.ToLower(text), meCalled)
}

// meCalled say what the person is called.
var meCalled = phrases(calledNow + `|call me|suits me|address me|refer to me|nenn mich|nenne mich|nennen sie mich|sprich mich|passt besser zu mir|llámame|llámeme|me queda mejor|me va mejor`)

// calledNow say what the person is called now, for meCalled and
// personCalled.
const calledNow = `i'm called|i am called|calls me|called me|heiße|nennt mich|nennen mich|me llamo|me llaman|me dicen`

// personCalled say what a person is called, or wants to be.
var personCalled = phrases(calledNow + `|call me|wants to be called|want to be called|heißt er nur|heißt sie nur|will heißen|quiere que le llamen|quiere llamarse`)

// nameLast reports words that end with a name noun: "that name", "the band
// name" — not "the name of the restaurant" (the fourth review of stop 92).
func nameLast(ws []string) bool {
	return len(ws) > 0 && nameNouns[ws[len(ws)-1]]
}

// pastRevocation is a take-back's clause past its revoking words: "that
// name" of "Scrap that name".
func pastRevocation(clause string) []string {
	ws := plainWords(clause)
	k := 0
	for k < len(ws) && k < 3 && (revocationWords[ws[k]] || nods[ws[k]] || leadIns[ws[k]] || ws[k] == "so" || ws[k] == "also") {
		k++
	}
	return ws[k:]
}

// namingRule reports an instruction that gives a name to call someone by:
// "Always call me Captain in your replies", "Please address me as Dr.
// Okafor", "Nenn meinen Sohn … Ritter Max".
func namingRule(text string) bool {
	return marks(strings.ToLower(text), callingPhrases)
}

// notNamed reports a clause that says a name is not another: "…, not the
// Marina Grand", "…, nicht Brand", "…, no Olmos".
func notNamed(scope string) bool {
	fs := strings.Fields(scope)
	for k := 0; k+1 < len(fs); k++ {
		if w := strings.ToLower(strings.Trim(fs[k], ".,;:!?")); (w == "not" || w == "nicht" || w == "no") && k > 0 && strings.HasSuffix(fs[k-1], ",") {
			if n := strings.Trim(fs[k+1], ".,;:!?\"'"); isCapitalized(n) || k+2 < len(fs) && articles[strings.ToLower(n)] && isCapitalized(strings.Trim(fs[k+2], ".,;:!?")) {
				return true
			}
		}
	}
	return false
}

// scrapsMine reports a take-back of the person's own matter, said at the
// line's start: "ok scrap my three-sentence thing, …" (a part read at stop
// 75) — not of a thing of theirs ("Gonna scrap my old Corsa", "Might scrap
// my plans for the weekend"; the review of stop 75).
func scrapsMine(lower string) bool {
	if !opensWithin(lower, scrappingMine, 2) {
		return false
	}
	head, _, _ := strings.Cut(lower, ",")
	return marks(head, aMatter)
}

// scrappingMine open a take-back of the person's own matter.
var scrappingMine = phrases(`scrap my|scratch my|drop my|ditch my`)

// aMatter say a take-back speaks of something said, not of a thing: "the
// emoji thing", "what I said about Mark", "das mit den Witzen", "lo de los
// emojis".
var aMatter = phrases(`thing|what i said|what i told you|what i asked|request|the rule|that rule|ban_|bit about|stuff about|business|das mit|was ich|die sache|bitte wegen|meine bitte|lo de|lo que te dije|lo que dije|lo que te pedí|mi petición|eso de`)

// revocationWords are the words of revocation's phrases.
var revocationWords = wordSet(`forget ignore never mind scratch scrap drop vergiss ignorier ignoriere streich streiche
	olvida olvídate olvidate olvidá olvídese olvidese olvídense ignora ignorá deja dejá deje`)

// choiceAfter open a clause that says what was chosen instead.
var choiceAfter = phrases(`we're going with|we are going with|we'll go with|we went with|we're having|we'll have|we're doing|we'll do|
	we're hiring|we're getting|we're taking|we're booking|we're using|we'll hire|we'll get|we'll take|we've booked|we've hired|
	wir nehmen|nehmen wir|wir machen|machen wir|wir gehen|nos quedamos|nos quedaremos|vamos con|nos vamos a|lo hacemos|al final`)

// scratchesNews reports a take-back that follows from news, a clause after a
// "so": "Bad news from the Minerva: the back room is being re-floored that
// week, so scratch that" calls off a plan, not an order to the assistant —
// unless the news is about the answers ("…, so forget the short answers").
func scratchesNews(lower string) bool {
	cs := clauses(lower)
	for i, c := range cs {
		ws := plainWords(c)
		if i == 0 || len(ws) < 2 || !soWords[ws[0]] || !opensWithin(strings.Join(ws[1:], " "), revocation, 1) {
			continue
		}
		before := plainWords(strings.Join(cs[:i], " "))
		return !slices.ContainsFunc(before, func(w string) bool { return secondPerson[w] || answerNouns[w] || output[w] }) &&
			!slices.ContainsFunc(ws, func(w string) bool {
				return answerNouns[w] || answerShapes[w] || textUnits[w] && slices.ContainsFunc(before, func(x string) bool { return firstPerson[x] })
			}) // "Good news, I'm on leave …, so scrap the 100 words thing" (a part read at stop 71) — not "Bad news, the vicar says …, so scrap the 800 words" (its review)
	}
	return false
}

// commaAsking open a question with a comma, at the sentence's start only:
// "Question, how do I …" — not "Chloe will read the tie-break question,
// she's nervous". (German and Spanish keep "frage,", "pregunta," anywhere
// in requested: "falls ich dich frage, ob …", "perdone la pregunta, que …".)
var commaAsking = phrases(`question,`)

// without is a text without the phrases of lists: the sighs that call on
// heaven for help ("God help me.", "Heaven help us", "que Dios nos ayude",
// "Gott steh mir bei") and the words that say a question is none ("Good
// question: …") ask the assistant nothing.
func without(lower string, lists ...[]string) string {
	padded := " " + lower
	for _, l := range lists {
		for _, p := range l {
			padded = strings.ReplaceAll(padded, " "+p, " ") // a word's start: not "landlord help"
		}
	}
	return padded[1:]
}

// stillLacking reports a line that opens with what is still missing for
// something, a task still open: "Still no MC for the dinner", "Noch kein
// DJ für die Hochzeit", "Todavía no hay fotógrafo para la boda", "Still no
// venue for the reunion" (a part read at stop 76, and its review): someone
// for a job, named by what they do or in initials, or what a plan needs (a
// venue, a date) — not "Still no word from the council" (nothing it is
// for), nor "Still no rain for the garden", "Noch kein Regen für den
// Garten" (a German noun is capitalized anyway).
func stillLacking(scope string) bool {
	t := strings.TrimSpace(scope)
	if !slices.ContainsFunc(lackingFirst, func(p string) bool { return len(t) >= len(p) && strings.EqualFold(t[:len(p)], p) }) {
		return false // most lines: read no further
	}
	written := plainWords(scope)
	ws := plainWords(strings.ToLower(scope))
	if len(written) != len(ws) {
		return false
	}
	k := 0
	for _, open := range lackingOpeners {
		if n := len(open); len(ws) > n+2 && slices.Equal(ws[:n], open) {
			k = n
			break
		}
	}
	if k == 0 {
		return false
	}
	lacking := func(j int) bool {
		return jobWords[ws[j]] || peopleNouns[ws[j]] || planNeeds[ws[j]] || initials(written[j])
	}
	for j := k + 1; j < min(k+4, len(ws)-1); j++ {
		if ws[j] == "for" || ws[j] == "für" || ws[j] == "para" {
			return lacking(k) || lacking(j-1) // "Still no MC or DJ for the reunion"
		}
	}
	// The whole sentence, a few words: "Todavía no tengo juez de
	// llegada.", "I still don't have a finish judge." (a part read at stop
	// 94).
	// Not a boss or a manager nobody misses, nor a sentence that goes on
	// ("Still no manager, thank goodness"; the third review of stop 94).
	// The job last, or before what it is of: "juez de llegada" — not a
	// compound ("Still no vet bill yet"; the fourth review of stop 94).
	filled := func(j int) bool {
		return j < len(ws) && jobWords[ws[j]] && !bossWords[ws[j]] && (j+1 == len(ws) || ws[j+1] == "de" || ws[j+1] == "for" || ws[j+1] == "für")
	}
	return len(ws) <= k+3 && len(clauses(strings.ToLower(scope))) == 1 && (filled(k) || filled(k+1))
}

// bossWords are the jobs nobody is short of: "Still don't have a boss".
var bossWords = wordSet(`boss manager landlord foreman agent`)

// lackingOpeners open a line with what is still missing (stillLacking).
var lackingOpeners = func() [][]string {
	var out [][]string
	for _, p := range phrases(`still no|still nobody|we still have no|i still have no|still haven't got a|still haven't got an|still don't have a|still don't have an|still do not have a|
		noch kein|noch keine|noch keinen|noch immer kein|noch immer keine|noch immer keinen|immer noch kein|immer noch keine|immer noch keinen|
		todavía no hay|aún no hay|todavía no tenemos|aún no tenemos|todavía no tengo|aún no tengo|seguimos sin|sigo sin|todavía sin|aún sin`) {
		out = append(out, strings.Fields(p))
	}
	return out
}()

// willingAt reports "who will" or "who would" among words: someone sought
// who is willing, not one who can or did ("a man who can beat my dad at
// chess", "a single person who didn't love Mum's lasagne"; the first review
// of stop 97).
// A job is done: "who'll come out", "who will do it" — not "a shop
// assistant who'll look me in the eye" (the third review).
func willingAt(ws []string) bool {
	for k := 0; k+1 < len(ws); k++ {
		switch {
		case whoWill[ws[k]] && jobVerbs[ws[k+1]]:
			return true
		case ws[k] == "who" && (ws[k+1] == "will" || ws[k+1] == "would") && k+2 < len(ws) && jobVerbs[ws[k+2]]:
			return true
		}
	}
	return false
}

// jobVerbs are what someone is sought to do.
var jobVerbs = wordSet(`come do help fix take drive cover mind work cut repair clean paint play sing cook bake deliver sit teach run bring carry install build make tune mend`)

// bannedInSuggestions reports a clause that bans a thing from what the
// assistant suggests: "no chemical sprays in any of your suggestions, ever"
// (a part read at stop 97), "keine Chemie in deinen Vorschlägen", "nada de
// químicos en tus sugerencias" — not news of them ("None of your
// suggestions worked", "In deinen Vorschlägen war nichts Vegetarisches"; the
// first review of stop 97).
func bannedInSuggestions(lower string) bool {
	if !marks(lower, yourSuggestions) {
		return false
	}
	for _, c := range clauses(lower) {
		ws := plainWords(c)
		k := past(ws, imperativeLeadIns, alsoLeadIns, pleaseWords)
		if k < len(ws) && suggestionBans[ws[k]] && marks(c, yourSuggestions) && !slices.ContainsFunc(ws, func(w string) bool { return pastWords[w] || pastTense[w] }) {
			return true
		}
	}
	return false
}

var (
	// yourSuggestions are where in what the assistant suggests: not "No
	// one here likes your suggestions", "Ninguna de tus sugerencias me
	// convence", "No idea which of your suggestions to pick" (the third
	// review of stop 97).
	yourSuggestions = phrases(`in your suggestions|in any of your suggestions|in your recommendations|in any of your recommendations|in deinen vorschlägen|in deinen empfehlungen|en tus sugerencias|en tus recomendaciones`)
	// suggestionBans open a ban.
	suggestionBans = wordSet(`no keine kein nada ningún ninguna`)
)

// whoWill are the words of someone sought to do a thing.
var whoWill = wordSet(`who'll who’ll who'd who’d`)

// lackingFirst are the first words of lackingOpeners.
var lackingFirst = []string{"still", "we still", "i still", "noch", "immer", "todavía", "aún", "seguimos", "sigo"}

// planNeeds are what a plan still needs found: a venue, a date.
var planNeeds = wordSet(`venue date location hall band caterer catering termin datum ort saal location lugar fecha sitio salón local`)

// seeksJob reports a search for someone for a job: a word of jobWords in
// it ("… for a babysitter for Saturday"), or one sought as someone who
// will do it ("Still haven't found a tree surgeon who'll come out to an
// island for a day": heldout148, read at stop 97; not "a reason that …").
func seeksJob(lower string) bool {
	ws := plainWords(lower)
	return slices.ContainsFunc(ws, func(w string) bool { return jobWords[w] }) ||
		willingAt(ws[:min(10, len(ws))])
}

// unasked is a text without what asks the assistant nothing: a sigh to
// heaven, and a label that says a question is none when no question
// follows it ("Good question: who knows."; "Buena pregunta: ¿cuándo …?"
// asks).
func unasked(lower string) string {
	if asked(lower) {
		return without(lower, prayers, marvels, remindedBy)
	}
	return without(lower, prayers, marvels, noQuestionLabels, remindedBy)
}

// wayThere reports a lower-cased clause that says which one it is by
// counting to the left or right: "das vierte links nach dem Marterl" (where
// the press house is, in dev107: the clause was cut as an aside), "the third
// on the right after the church", "la segunda a la izquierda".
func wayThere(lower string) bool {
	ws := plainWords(lower)
	for k, w := range ws {
		if !countedOrdinals[w] {
			continue
		}
		if slices.ContainsFunc(ws[k+1:min(k+5, len(ws))], func(w string) bool { return sides[w] }) {
			return true
		}
	}
	return false
}

var (
	// countedOrdinals count along a way.
	countedOrdinals = wordSet(`first second third fourth fifth sixth seventh eighth ninth tenth
	erste erstes ersten zweite zweites zweiten dritte drittes dritten vierte viertes vierten fünfte fünftes fünften sechste sechstes sechsten
	primera primero segunda segundo tercera tercero cuarta cuarto quinta quinto sexta sexto`)
	// sides are left and right.
	sides = wordSet(`left right links rechts linken rechten linke rechte izquierda derecha`)
)

// nextToSort reports a lower-cased line that says what the person has to
// sort out next, a doing or a question: "Now I have to sort out getting her
// to Hobart for the festival" (an open question of dev108), "now we need to
// sort out who drives" — not "Now I have to sort out dinner, back in a bit"
// (the review of stop 79).
func nextToSort(lower string) bool {
	at, end := markSpan(lower, sortingNext)
	if at < 0 {
		return false
	}
	next := firstWord(lower[end:])
	return strings.HasSuffix(next, "ing") || questionWords[next]
}

// sortingNext say the person has to sort something out now.
var sortingNext = phrases(`now i have to sort out|now we have to sort out|now i need to sort out|now we need to sort out|now i've got to sort out|now we've got to sort out`)

// notForSale say a thing is kept back: "Esa no está a la venta" (a decision
// of dev107, dropped in words the conversation uses often).
var notForSale = phrases(`not for sale|no está a la venta|no están a la venta|no se vende|no la vendo|no lo vendo|nicht zu verkaufen|unverkäuflich|nicht verkäuflich|verkaufe ich nicht`)

// remindedBy say someone else reminded the person, no request of the
// assistant's help: "Rhys's mum Deirdre rang to remind me, again, that she's
// allergic to prawns" (a liking of dev107, read as a question and cut after
// "again").
var remindedBy = phrases(`rang to remind me|rang me to remind me|rang up to remind me|called to remind me|called me to remind me|phoned to remind me|texted to remind me|texted me to remind me|wrote to remind me|emailed to remind me|messaged to remind me|came by to remind me|came over to remind me|popped in to remind me|popped round to remind me|
	phoned me to remind me|again to remind me|this morning to remind me|last night to remind me|yesterday to remind me|today to remind me`)

// marvels ask nothing: "Christmas catalogs in September, can you believe
// it.", "¿te lo puedes creer?", "Kannst du dir das vorstellen?"
var marvels = phrases(`can you believe it|can you believe that|would you believe it|would you believe that|would you credit it|
	kannst du dir das vorstellen|glaubst du das|ist das zu glauben|
	te lo puedes creer|te lo podés creer|lo puedes creer|lo podés creer|puedes creerlo|podés creerlo`)

// noQuestionLabels are noQuestion's phrases as a label's whole.
var noQuestionLabels = labelled(noQuestion)

// labelled are phrases as a label's whole: "good question:".
func labelled(list []string) []string {
	out := make([]string, len(list))
	for i, p := range list {
		out[i] = p + ":"
	}
	return out
}

var prayers = phrases(`god help|heaven help|lord help|gott hilf|gott steh|dios me ayude|dios nos ayude|dios te ayude|dios los ayude|dios mío ayúdame|que dios`)

// wentAlong reports the person going along with what the sentence before
// said of the thing kept (keptThen), and what is so from now: "Der Rösler
// sagt, der Schuh bleibt drin. Gut, dann bleibt der Schuh drin." (a
// decision of a part measured blind at stop 81, read as a line naming
// nothing and dropped), "The quote for a new front door came in at £900.
// Fine, then the old door stays." (alone it named nothing, and a small
// memory dropped it: stop 82, driven). After news of another thing it goes
// along with nothing ("Mi madre dice que viene el domingo"; the first review
// of stop 82): the thing that stays was in the sentence before.
func wentAlong(prev, sent string) bool {
	lower := strings.ToLower(sent)
	if !keptThen(lower) {
		return false
	}
	rest, _ := acceptedThen(lower)
	rw := slices.DeleteFunc(plainWords(rest), func(w string) bool { return staysWords[w] })
	return sharesWord(prev, rw, 3)
}

// acceptedThen reports a sentence that goes along with something, what
// follows from it after its head ("Gut, dann …", "Fine, then …", "Vale,
// entonces …") — not a question or a maybe — and that rest.
func acceptedThen(lower string) (string, bool) {
	head, rest, ok := strings.Cut(lower, ",")
	hw, rw := plainWords(head), plainWords(rest)
	if !ok || len(hw) == 0 || len(hw) > 2 || !acceptingWords[strings.Join(hw, " ")] || len(rw) < 3 || !thenWords[rw[0]] ||
		asked(lower) || marks(rest, hedged) || negated(rest) {
		return "", false
	}
	return rest, true
}

// keptThen reports a sentence going along with something (acceptedThen)
// that keeps a thing as it is: "Fine, then the old door stays." after a
// quote of £900,
// "Gut, dann bleibt der alte Kühlschrank.", "Okay, then the barbecue stays
// on Sunday." — a decision of its own. Not what merely goes on: the weather,
// a pain, a problem ("Fine, then the problem remains", "Gut, dann bleibt
// der Regen halt", "Bueno, entonces sigue la tos"), nor a sigh ("dann
// bleibt mir nur noch die Hoffnung", "sigue sin funcionar", "it stays a
// mystery", "you stay quiet"; the reviews of stop 82).
func keptThen(lower string) bool {
	rest, ok := acceptedThen(lower)
	rw := plainWords(rest)
	if !ok || slices.ContainsFunc(rw, func(w string) bool { return sighWords[w] }) {
		return false
	}
	at := slices.IndexFunc(rw, func(w string) bool { return staysWords[w] }) // not "Gut, dann bis morgen"
	var thing []string
	switch {
	case at >= 3 && articlesKept[rw[1]]:
		thing = rw[2:at] // "then the old door stays"
	case at == 1 && len(rw) >= 4 && articlesKept[rw[2]]:
		thing = rw[3:min(len(rw), 5)] // "dann bleibt der alte Kühlschrank"
	}
	return len(thing) > 0 && !slices.ContainsFunc(thing, func(w string) bool { return goesOn[w] })
}

var (
	// articlesKept open the thing that stays: "the old door", "der alte
	// Kühlschrank", "la mesa".
	articlesKept = wordSet(`the our my der die das den unser unsere mein meine el la los las nuestro nuestra mi`)
	// sighWords make a going along a sigh: "nur noch", "halt", "wohl",
	// "sin".
	sighWords = wordSet(`only just still nur noch halt wohl mir sin todavía solo`)
	// goesOn are what goes on by itself, no one's choice.
	goesOn = wordSet(`pain problem problems question mystery snow rain weather cough cold fever traffic works noise
		schmerz schmerzen problem frage rätsel schnee regen wetter husten fieber erkältung baustelle lärm
		dolor problema pregunta misterio nieve lluvia tiempo tos fiebre resfriado obras ruido`)
	// acceptingWords go along with what someone said: "Gut, …", "Fine, …".
	acceptingWords = phraseSet(`gut|okay|ok|fine|alright|right|na gut|also gut|vale|bueno|bien|pues bueno`)
	// thenWords say what follows from it.
	thenWords = wordSet(`dann then entonces pues`)
	// staysWords say that something stays as it is or where it is.
	staysWords = wordSet(`bleibt bleiben stays stay remains queda quedan sigue siguen`)
)

// agreedWith reports the person saying they agreed something with someone,
// the German way, words between: "Ich hab mit dem Vermieter ausgemacht, dass
// wir am 1. Juli einziehen" (the fourth review of stop 66) — not "den
// Fernseher ausgemacht, dass …", "nichts ausgemacht, dass …" (no one agreed
// with), nor asked ("Hast du mit ihm ausgemacht, dass …?"; the fifth).
func agreedWith(lower string) bool {
	at := strings.Index(lower, "gemacht, dass")
	if at < 0 {
		return false
	}
	all := plainWords(lower)
	if len(all) > 1 && yesNoDE[all[0]] && pronounsDE[all[1]] && asked(lower) {
		return false // "Hast du mit ihm ausgemacht, dass …?"
	}
	ws := plainWords(lower[:at+len("gemacht")])
	n := len(ws)
	if n < 3 || ws[n-1] != "ausgemacht" && ws[n-1] != "abgemacht" || slices.ContainsFunc(ws, func(w string) bool { return notYet[w] || w == "kein" || w == "keine" }) {
		return false // "Wir haben … nicht ausgemacht, dass …", "… nie ausgemacht" (the sixth review)
	}
	if agreeing[ws[n-2]] && (ws[n-3] == "wir" || ws[n-3] == "ich") {
		return true // "wir haben ausgemacht, dass …"
	}
	with := slices.Index(ws, "mit")
	return with > 0 && slices.ContainsFunc(ws[:with], func(w string) bool { return agreeing[w] })
}

// doneOurselves reports a clause that says the person and theirs now do a
// thing themselves, a choice of who does it: "Also machen wir das Heu doch
// selbst" after the contractor fell through (a part read at stop 94), "So
// we'll do the flowers ourselves", "Lo hacemos nosotros mismos, entonces" —
// a plan (will, going to, or "so"/"also"/"doch"/"entonces" with the present)
// with a thing done between the verb and "ourselves"; not what was done or
// is done every year ("We painted the house ourselves", "Die Marmelade
// machen wir jedes Jahr selber"), a reflexive verb ("we embarrassed
// ourselves", "de nosotros mismos"), a maybe or an if (the reviews of stop
// 94), nor asked or negated.
func doneOurselves(lower string) bool {
	if !strings.Contains(lower, "ourselves") && !strings.Contains(lower, "selbst") && !strings.Contains(lower, "selber") && !strings.Contains(lower, "mism") {
		return false
	}
	if marks(lower, hedged) || opensWithin(lower, siOpens, 6) || marks(lower, conditionsAnywhere) || asked(lower) || marks(lower, fallbacks) || marks(lower, guessed) ||
		slices.ContainsFunc(plainWords(lower), func(w string) bool { return selfHabit[w] || selfMaybe[w] || orWords[w] || saidWords[w] || w == "meint" }) {
		// "Maybe we'll …", "If the caterer cancels, we'll …", "…, unless
		// Mum objects", "…, wie jedes Jahr", "…, oder wir fragen den
		// Nachbarn", "…, ¿no?", "…, sagt Papa" (the reviews of stop 94).
		return false
	}
	for _, c := range clauses(lower) {
		ws := plainWords(c)
		if len(ws) < 3 || negated(c) || asked(c) || slices.ContainsFunc(ws, func(w string) bool { return choosingSelf[w] }) {
			continue // "So we decide the route ourselves": a share of the work, nothing chosen (skeptic92d)
		}
		if at := slices.Index(ws, "ourselves"); at > 0 {
			// Not "myself": "I'm finding it hard to forgive myself", "I'll
			// take a long bath and treat myself" (the third review of stop
			// 94).
			we := slices.IndexFunc(ws[:at], func(w string) bool { return weForms[w] })
			if we < 0 {
				continue
			}
			// A plan: "we'll", "we will", "we're going to", "we're doing",
			// or the present after "so" ("So we make the hay ourselves
			// after all").
			// Or the present after "so", after all or now: "So we make the
			// hay ourselves after all" — not "So we painted the nursery
			// ourselves last weekend" (the second review of stop 94).
			plan := ws[we] == "we'll" || ws[we] == "i'll" || we+1 < at && (ws[we+1] == "will" || ws[we+1] == "going" || ws[we+1] == "gonna" || (ws[we] == "we're" || ws[we] == "i'm") && strings.HasSuffix(ws[we+1], "ing")) ||
				we > 0 && soLeads[ws[we-1]] && (marks(c, afterAll) || slices.ContainsFunc(ws[at+1:], func(w string) bool { return nowAfterSelf[w] }))
			// A thing done between the verb and "ourselves": "do it",
			// "make the hay" — not "brace ourselves", "to ourselves", "for
			// myself".
			// Of the plan's own verb, near: not "finding it hard to forgive
			// ourselves", "believe it when we see it ourselves", "put the
			// kettle on and calm ourselves down" (the fourth review of stop
			// 94).
			thing := slices.ContainsFunc(ws[we+1:at], func(w string) bool { return objectWords[w] }) && !towardsSelf[ws[at-1]] && at-we <= 6 &&
				!slices.ContainsFunc(ws[we+1:at], func(w string) bool { return secondVerb[w] }) && (at+1 == len(ws) || ws[at+1] != "down" && ws[at+1] != "up")
			if plan && thing {
				return true
			}
			continue
		}
		if at := slices.IndexFunc(ws, func(w string) bool { return w == "selbst" || w == "selber" }); at > 1 {
			// At the clause's end: not "selbst" for "even" ("Jetzt machen
			// wir selbst die kleinsten Sachen doppelt"; the third review of
			// stop 94).
			if at == len(ws)-1 && slices.Contains(ws[:at], "wir") && !slices.Contains(ws, "uns") && slices.ContainsFunc(ws[:at], func(w string) bool { return doneVerbsDE[w] }) &&
				slices.ContainsFunc(ws[:at], func(w string) bool { return nowSoDE[w] }) {
				return true
			}
			continue
		}
		if at := slices.IndexFunc(ws, func(w string) bool { return w == "mismos" || w == "mismas" }); at > 2 && (ws[at-1] == "nosotros" || ws[at-1] == "nosotras") &&
			doneVerbsES[ws[at-2]] && movedBefore[ws[at-3]] && slices.ContainsFunc(ws, func(w string) bool { return nowSoES[w] }) {
			return true // "Lo hacemos nosotros mismos, entonces" — not "de nosotros mismos", "Lo hicimos …"
		}
	}
	return false
}

var (
	// weForms are the person and theirs doing: "we", "we'll", "wir".
	weForms = wordSet(`we we'll we're i`) // "Mum and I will do the food ourselves"
	// secondVerb open another verb's clause inside one: "to", "and",
	// "when", or say how it feels ("hard").
	secondVerb = wordSet(`to and when while hard easy`)
	// objectWords open the thing done: "do it", "make the hay".
	objectWords = wordSet(`it them the a an our this that these those everything all`)
	// doneVerbsDE are the German verbs of doing a job.
	doneVerbsDE = wordSet(`machen mache kochen backen bauen fahren übernehmen erledigen streichen organisieren holen bringen reparieren schneiden`)
	// doneVerbsES are the Spanish verbs of doing a job, we doing it.
	// Only forms the past does not share: "cocinamos" is today and
	// yesterday ("el domingo lo cocinamos nosotros mismos y sobró"; the
	// third review of stop 94).
	doneVerbsES = wordSet(`hacemos haremos traemos traeremos ponemos pondremos cocinaremos prepararemos llevaremos organizaremos montaremos armaremos arreglaremos pintaremos compraremos`)
	// towardsSelf stand before a "ourselves" or "myself" that does no job:
	// "to ourselves", "for myself", "of myself".
	towardsSelf = wordSet(`to for of with about at`)
	// fallbacks make a plan the last resort: "otherwise", "notfalls"; and
	// someone's guess or sarcasm (the fourth review of stop 94).
	fallbacks = phrases(`otherwise|worst case|failing that|last resort|if need be|yeah right|in our dreams|glaubt|cree que|sonst|ansonsten|notfalls|schlimmsten fall|peor de los casos|último recurso|si no,`)
	// guessed make a plan someone's guess or proposal: "Dad reckons …",
	// "Papa schlägt vor, …", "Papá cree que …".
	guessed = phrases(`reckons|thinks|suggests|suggested|proposes|glaubt|meint|schlägt vor|cree que|piensa que|opina que|sugiere`)
	// conditionsAnywhere make a plan a condition wherever they stand.
	conditionsAnywhere = phrases(`if|unless|in case|as long as|once the|should the|provided|wenn|falls|sofern|a menos que|siempre que|en caso de`)
	// nowAfterSelf say it is so now, after "ourselves".
	nowAfterSelf = wordSet(`now then instead`)
	// nowSoDE and nowSoES say it is so now: "doch", "jetzt", "also"; "entonces", "ahora".
	nowSoDE = wordSet(`doch jetzt nun dann also halt eben diesmal`)
	nowSoES = wordSet(`entonces ahora pues así final`)
	// selfHabit say it is done every time, selfMaybe that it might be.
	selfHabit = wordSet(`always usually often every normally used yesterday immer jedes jeden jährlich oft meistens seit liebsten gern gerne gestern siempre cada todos pasado pasada ayer anoche anteayer`)
	selfMaybe = wordSet(`could might would should may probably hopefully könnten könnte würden sollten vielleicht wahrscheinlich podríamos podemos deberíamos quizás probablemente`)
	// choosingSelf are the verbs of choosing or working out, which done
	// ourselves choose nothing yet.
	choosingSelf = wordSet(`decide choose pick figure work plan entscheiden aussuchen überlegen decidimos elegimos escogemos`)
	// siOpens opens a Spanish condition near a sentence's start ("si"
	// anywhere is as often a "yes" typed without its accent; "if", "wenn",
	// "falls" are conditionsAnywhere).
	siOpens = phrases(`si`)
)

// yesNoDE and pronounsDE open a German question of yes or no: "Hast
// du …", "Habt ihr …".
var (
	yesNoDE    = wordSet(`hast habt haben hat ist`)
	pronounsDE = wordSet(`du ihr sie er es wir ich`)
)

// agreeing are the person's own before what they agreed: "Ich hab",
// "wir haben".
var agreeing = wordSet(`hab habe haben ich wir`)

// introduces reports a clause in which the person gives their name: "My
// name is Geoff Cottam", "I'm Manon", "Ich bin Hanne Zimmerlin", "Ich heiße
// …", "soy Quim Serrat", "me llamo …".
func introduces(clause string) bool {
	ws := plainWords(clause)
	for k := 0; k+1 < len(ws); k++ {
		l := strings.ToLower(ws[k])
		var head bool
		switch l {
		case "i'm", "i’m", "soy", "heiße", "heisse", "llamo":
			head = true
		case "am", "bin":
			head = k > 0 && (strings.EqualFold(ws[k-1], "i") || strings.EqualFold(ws[k-1], "ich"))
		case "is":
			head = k > 1 && strings.EqualFold(ws[k-1], "name") && strings.EqualFold(ws[k-2], "my")
		}
		next := k + 1
		if head && k+2 < len(ws) && l == "bin" && nameArticles[strings.ToLower(ws[next])] {
			next++ // "I bin die Burgi", "ich bin der Sepp": southern German names with an article
		}
		if head && isCapitalized(ws[next]) && !common[strings.ToLower(ws[next])] {
			return true
		}
	}
	return false
}

// goesOnAboutMe reports a clause that goes on in the first person after
// the person gave their name, saying what they do or are: "…, I'm 71, and I
// was the reservoir keeper up at Stocks", "…, schaffe an der Rezeption …
// und bin seit März Vorsitzende", "…, soy técnico de mantenimiento …" — one
// line of who they are (heldout81's people: the name and the role were two
// lines, neither whole).
func goesOnAboutMe(clause string) bool {
	ws := plainWords(clause)
	for len(ws) > 0 && (joining[strings.ToLower(ws[0])] || joiningWords[strings.ToLower(ws[0])]) {
		ws = ws[1:]
	}
	if len(ws) == 0 {
		return false
	}
	w, next := strings.ToLower(ws[0]), ""
	if len(ws) > 1 {
		next = strings.ToLower(ws[1])
	}
	// What they are or do, not what they have or want: "and I have a
	// meeting with Dr Patel on the 14th" moves, "and I'd like you to answer
	// in Welsh" is taken back — who they are stays (the second review of
	// stop 69).
	switch w {
	case "i'm", "i’m":
		return next == "a" || next == "an" || next == "the" || next == "retired" || next == "now" || next == "also" || next == "currently" ||
			next == "head" || next == "responsible" || next == "chair" || next == "in" && len(ws) > 2 && strings.EqualFold(ws[2], "charge") // "I'm in charge of …" (the third review), not "I'm in Manchester on the 14th" (the fourth)
	case "i've", "i’ve":
		// "I've been the lock keeper", "I've been nursing on the stroke
		// ward" (the fifth review) — not "I've been booked in".
		return next == "been" && len(ws) > 2 && (ws[2] == "a" || ws[2] == "an" || ws[2] == "the" || strings.HasSuffix(ws[2], "ing") && ws[2] != "going") ||
			next == "worked" || next == "run" || next == "taught" || next == "lived"
	case "i":
		return beingOrDoing[next]
	case "ich", "yo":
		// "und ich hab am 14. einen Termin" moves; "und ich arbeite …" is who
		// (the third review).
		return firstPersonOpen[next] && next != "ich" && next != "yo"
	}
	return firstPersonOpen[w]
}

// firstPersonOpen are the words that open a clause about what the one
// speaking is or does: German "ich", "bin", "arbeite", Spanish "soy",
// "trabajo", "vivo"; beingOrDoing the English verbs after "I".
var (
	// (Southern German drops the "-e": "und führ in Vent die Pension", "und
	// wohn in Imst"; a part read at stop 77.)
	firstPersonOpen = wordSet(`ich yo bin war arbeite wohne schaffe lebe leite unterrichte studiere betreibe führe mache soy fui trabajo vivo dirijo
		arbeit wohn schaff leb leit führ betreib mach`)
	beingOrDoing = wordSet(`am was work worked live lived run ran teach taught manage managed own owned drive drove retired used volunteer volunteered coach chair help`)
	// nameArticles stand before a name in southern German: "die Burgi".
	nameArticles = wordSet(`der die da d'`)
)

// insistsOnDoing reports what someone insists on doing or having: "Colm
// insists he runs the raffle from his own table", "… insisted he'd do it",
// "Die Tante besteht darauf, den Stand allein zu machen" — not how they are
// ("Dad insists that he's fine", "Mama besteht darauf, dass es ihr gut
// geht") nor an opinion ("… insists the nurses have got it in for him",
// "… keeps insisting we need bigger bedrooms"; stop 69's reviews).
// ("insists on", "besteht auf" are likings of their own: preferred.)
func insistsOnDoing(lower string) bool {
	if !strings.Contains(lower, "insist") && !strings.Contains(lower, "besteh") && !strings.Contains(lower, "bestand") {
		return false // most lines: no words to split (this runs for every line)
	}
	ws := plainWords(lower)
	for k, w := range ws {
		if w != "insists" && w != "insisted" && w != "insist" && w != "insisting" && w != "besteht" && w != "bestand" && w != "bestehen" {
			continue
		}
		rest := ws[k+1 : min(k+7, len(ws))]
		if w[0] == 'b' {
			// German: "besteht darauf, … zu machen" (an infinitive).
			return len(rest) > 0 && rest[0] == "darauf" && slices.Contains(rest, "zu")
		}
		if len(rest) > 0 && rest[0] == "that" {
			rest = rest[1:]
		}
		// Of what they do or get, not of what "we need" ("The estate
		// agent keeps insisting we need bigger bedrooms": an opinion).
		if len(rest) < 2 || !insistedOf[rest[0]] {
			return false
		}
		return !slices.ContainsFunc(rest[:min(4, len(rest))], func(x string) bool { return stateWords[x] })
	}
	return false
}

// insistedOf open what someone insists they do or get: "he runs the
// raffle", "she'd pay" — not "the nurses have got it in for him", an
// opinion (the fifth review).
var insistedOf = wordSet(`he she he'd she'd he’d she’d he'll she'll he’ll she’ll they`)

// stateWords say how someone is, not what they want: "he's fine", "she is
// ok".
var stateWords = wordSet(`is isn't he's she's it's i'm i’m he’s she’s it’s was wasn't are were fine ok okay alright well feels felt nothing right good`)

// dayPlanned reports a clause with a day in it: what the person does then,
// not what they are ("und mache am Samstag den Umzug", "I'm in Manchester
// on the 14th"; the fourth review of stop 69).
func dayPlanned(clause string) bool {
	ws := plainWords(strings.ToLower(clause))
	for k, w := range ws {
		next := ""
		if k+1 < len(ws) {
			next = ws[k+1]
		}
		// Not a habit ("I work Saturday mornings": a part of the day in
		// the plural) nor a floor ("I live on the 14th floor"; the fifth
		// review).
		if weekdays[w] && !(strings.HasSuffix(next, "s") && dayParts[strings.TrimSuffix(next, "s")]) ||
			ordinalDigits(w) && !notADay[next] || hasDigit(w) && k > 0 && (ws[k-1] == "día" || ws[k-1] == "am" || ws[k-1] == "the" || ws[k-1] == "on" || ws[k-1] == "el") && !notADay[next] {
			return true
		}
	}
	return false
}

// notADay are the nouns an ordinal counts that are no day: "the 14th floor".
var notADay = wordSet(`floor floors century stock street avenue row`)

// ordinalDigits reports "14th", "3rd", "1st", "2nd".
func ordinalDigits(w string) bool {
	for _, end := range []string{"st", "nd", "rd", "th"} {
		if d, ok := strings.CutSuffix(w, end); ok && d != "" && strings.Trim(d, "0123456789") == "" {
			return true
		}
	}
	return false
}

// borrowedWords are words of other languages, which answers may be asked to
// leave out: "Ab jetzt bitte keine Anglizismen".
var borrowedWords = wordSet(`anglicisms anglicism anglizismen anglizismus fremdwörter anglicismos extranjerismos`)

// orderWhenAnswering reports an order whose condition follows it and is the
// answering itself: "Put the bottom line first when you answer me, then the
// rest." (the first instruction of a part measured blind at stop 77, lost),
// "Pon lo más importante primero cuando me contestes", "Fang mit dem
// Ergebnis an, wenn du mir antwortest" — the verb opens the sentence, and the
// condition names answering the person ("when you answer me", "when you
// reply", "cuando me escribas"). Not "I get nervous when you answer me in
// English" (a subject first), "Call me when you get a chance" (no
// answering), "Mum reads along when you reply" (no imperative).
func orderWhenAnswering(lower string) bool {
	from, at := markSpan(lower, whenYou)
	if from <= 0 {
		return false
	}
	cond := plainWords(lower[at:])
	head := cond[:min(3, len(cond))]
	// Answering someone else is a task of its own: "when you write back
	// to Ryanair", "reply to Karen's email", "wenn du der Oma schreibst"
	// (the review of stop 78) — a "to" before any "me" ("when you give me
	// a list" is the person's).
	me := slices.IndexFunc(cond, func(w string) bool { return spokenToMe[w] })
	if to := slices.IndexFunc(cond, func(w string) bool { return w == "to" || w == "a" }); to >= 0 && to < 4 && (me < 0 || to < me) && (to+1 >= len(cond) || cond[to+1] != "me") {
		return false
	}
	if !slices.ContainsFunc(head, func(w string) bool { return spokenToMe[w] }) && slices.ContainsFunc(head, func(w string) bool { return writingToMe[w] }) {
		return false
	}
	// "when you give me steps", "wenn du mir was erklärst": what the
	// assistant gives the person.
	answers := slices.ContainsFunc(head, func(w string) bool { return replying[w] || writingToMe[w] }) ||
		slices.ContainsFunc(head, func(w string) bool { return output[w] || explaining[w] }) && slices.ContainsFunc(head, func(w string) bool { return spokenToMe[w] })
	said := strings.Join(cond, " ")
	if !answers && !strings.HasPrefix(said, "write to me") && !strings.HasPrefix(said, "write back") && !strings.HasPrefix(said, "get back to me") {
		return false
	}
	ws := plainWords(lower[:from])
	k := past(ws, imperativeLeadIns, orderAdverbs)
	return k < len(ws) && k+1 < len(ws) && (orderVerbs[ws[k]] || bareVerbs[ws[k]] || leadingVerbs[ws[k]])
}

var (
	// writingToMe are the verbs of writing in a condition on writing to the
	// person ("when you write to me", "wenn du mir schreibst", "cuando me
	// escribas").
	writingToMe = wordSet(`schreibst escribas escribes escribís escribás`)
	// leadingVerbs are the imperatives of what an answer opens or ends
	// with: "start with the total", "lead with the price", "fang mit … an",
	// "empieza por …".
	leadingVerbs = wordSet(`start begin lead open end finish fang fange beginn beginne setz setze stell stelle empieza comienza empezá arrancá termina acaba`)
)

// partOfWhole reports a number word that counts part of a whole counted
// after it: "four of the eight are shot" (a part read at stop 78 lost it),
// "vier von den acht", "cuatro de los ocho" — not "one of these days".
func partOfWhole(ws []word, k int) bool {
	at := func(i int) string {
		if i < len(ws) {
			return normal(ws[i].text)
		}
		return ""
	}
	if !ofWhole[at(k+1)] || ws[k].closed || ws[k+1].closed {
		return false
	}
	whole := at(k + 2)
	if wholeArticles[whole] {
		whole = at(k + 3)
	}
	return whole != "" && (valueWords[whole] || hasDigit(whole)) && !months[whole] && !weekdays[whole]
}

var (
	// ofWhole are the words between a part and its whole: "four of the
	// eight", "vier von den acht", "cuatro de los ocho".
	ofWhole = wordSet(`of von der de`)
	// wholeArticles may stand before the whole.
	wholeArticles = wordSet(`the those these den der die los las`)
)

// appositive reports the k-th word followed by who or what it is between
// commas, and the sentence going on after them: "Gazza, the mechanic at the
// servo, is …", "Köbi, mein Nachbar, hat …", "Paca, la del bar, dice …" —
// not "Look, the plan is off" (no second comma).
func appositive(ws []word, k int) bool {
	if !ws[k].closed || ws[k].colon || k+2 >= len(ws) || !appositionOpeners[normal(ws[k+1].text)] {
		return false
	}
	for j := k + 2; j < min(k+10, len(ws)-1); j++ {
		if ws[j].closed {
			next := normal(ws[j+1].text)
			// A verb goes on after it: not "Sadly, the dog, our old lab,
			// died" nor "Update, the venue, the old barn, is confirmed"
			// (a lead-in, then a second aside; the review of stop 78).
			return !ws[j].colon && !isCapitalized(ws[j+1].text) && (apposedVerbs[next] || len(next) > 3 && isAlpha(next) && strings.HasSuffix(next, "s") && !strings.HasSuffix(next, "ss"))
		}
	}
	return false
}

// apposedVerbs may follow who someone is, between commas after the name:
// "Gazza, the mechanic at the servo, is …", "Köbi, mein Nachbar, hat …",
// "Paca, la del bar, dice …".
var apposedVerbs = wordSet(`is was has had will would can could does did says said wants needs
	ist war hat hatte wird kann will muss sagt meint kommt macht bringt
	es era está estaba tiene tenía va dice dijo quiere puede viene hace trae`)

// appositionOpeners open who or what someone is, after their name.
var appositionOpeners = wordSet(`the a an my our his her their der die das ein eine mein meine unser unsere el la los las un una mi nuestro nuestra su`)

// compoundNumber reports a number word made of two, which counts on its own
// whatever follows it: "forty-two", "zweiundvierzig", "dreihundert" — not
// "two" ("the two of them").
func compoundNumber(l string) bool {
	return valueWords[l] && (strings.Contains(l, "-") || utf8.RuneCountInString(l) > 8 && (strings.Contains(l, "und") || strings.Contains(l, "hundert") || strings.Contains(l, "tausend")))
}

var (
	// decidingSubjects may stand before a verb of deciding after what was
	// decided: "…, they have decided", "…, haben wir beschlossen", "…, lo
	// hemos decidido".
	decidingSubjects = wordSet(`they we i she he they've we've i've have has had haben hab habe hat wir sie ich er lo la han hemos he ha`)
	// decidedWords say it was decided.
	decidedWords = wordSet(`decided agreed beschlossen entschieden abgemacht decidido decidimos decidieron decidió acordado acordamos`)
)

// neverEver reports the person's own constraint said with "ever" or
// "never": "I'm not driving after dark, ever" (a part read at stop 78 kept
// only the clause after it), "I won't fly Ryanair, ever", "Ich fahre
// niemals nachts", "Yo jamás manejo de noche" — what they do or will not
// do, a verb of doing after the "not", "ever" set apart by a comma. Not
// "Best day ever", "I don't think I've ever seen her so excited", "I'm not
// the type to cry, ever, but …", "Ich hätte niemals gedacht", "Yo jamás la
// había visto" (the review of stop 78).
func neverEver(lower string) bool {
	ws := plainWords(lower)
	ws = ws[past(ws, alsoLeadIns, leadIns):]
	if len(ws) < 3 {
		return false
	}
	if (ws[0] == "ich" || ws[0] == "yo") && len(ws) > 2 {
		verb, never := ws[1], ws[2]
		if ws[0] == "yo" {
			never, verb = ws[1], ws[2]
		}
		return (never == "niemals" || never == "jamás" || never == "nunca") && !auxiliaries[verb] && (ws[0] == "ich" || strings.HasSuffix(verb, "o"))
	}
	n := 0
	for m := 3; m >= 2; m-- {
		if ownNegators[strings.Join(ws[:m], " ")] {
			n = m
			break
		}
	}
	if n == 0 || n >= len(ws) || thinking[ws[n]] || !strings.Contains(lower, ", ever") {
		return false
	}
	// "I'm not driving": a verb of doing after "not"; "I won't drive",
	// "I never drive": one not of the articles and pronouns.
	if strings.HasSuffix(ws[n-1], "not") && (ws[0] == "i'm" || ws[0] == "we're" || ws[1] == "am" || ws[1] == "are") {
		return strings.HasSuffix(ws[n], "ing")
	}
	return !articles[ws[n]] && !pronounSubjects[ws[n]] && !auxiliaries[ws[n]]
}

var (
	// ownNegators open the person's own "not": "I'm not", "I won't".
	ownNegators = phraseSet(`i'm not|i am not|i won't|i will not|i don't|i do not|i never|we're not|we are not|we won't|we will not|we don't|we never`)
	// thinking are the verbs of thinking, which "ever" follows in what is
	// no constraint ("I don't think I've ever …").
	thinking = wordSet(`think know believe remember recall mind care reckon suppose guess`)
	// auxiliaries are the helping verbs, no doing of their own.
	auxiliaries = wordSet(`hätte hätt habe hab hatte bin war wäre würde werde había habría he ha sido be been have has had`)
)

// wantsYourAnswers reports the person's wish for the assistant's answers,
// the answers its object: "I'd like your answers short", "I'd prefer your
// replies in German", "Me gustaría tus respuestas más cortas", "Ich hätte
// deine Antworten gern kürzer" — not "I'd like your answer on the flat by
// Friday" (one answer), nor someone else's wish ("Mum wants your answers
// printed": wishers are the person's own).
func wantsYourAnswers(lower string) bool {
	ws := plainWords(lower)
	ws = ws[past(ws, imperativeLeadIns, alsoLeadIns, leadIns):]
	for n := 1; n <= 3 && n < len(ws); n++ {
		if !ownWishes[strings.Join(ws[:n], " ")] {
			continue
		}
		rest := ws[n:]
		return len(rest) >= 3 && yours[rest[0]] && answerNouns[rest[1]] && !whenBy[rest[2]] // not "… your answers by Friday"
	}
	return false
}

// allWrittenIn reports an order to write everything in a look of its own:
// "Write everything in lowercase", "Schreib alles in Großbuchstaben",
// "Escríbelo todo en minúsculas" — what every answer looks like.
func allWrittenIn(lower string) bool {
	ws := plainWords(lower)
	k := past(ws, imperativeLeadIns, alsoLeadIns, pleaseWords)
	if k+3 >= len(ws) || !writingAll[ws[k]] {
		return false
	}
	for j := k + 1; j+1 < len(ws) && j <= k+3; j++ {
		if wholeOf[ws[j]] && (ws[j+1] == "in" || ws[j+1] == "en" || ws[j+1] == "auf") && j+2 < len(ws) && (answerLook(ws[j+2]) || unitOfAnswers(ws[j+2]) || casings[ws[j+2]]) {
			return true
		}
	}
	return false
}

var (
	// ownWishes are the person's words of wishing, before what: "I'd
	// like", "ich hätte", "me gustaría".
	ownWishes = phraseSet(`i'd like|i would like|i'd prefer|i would prefer|i want|i'd want|ich hätte|ich möchte|ich will|ich wünsche mir|me gustaría|quiero|prefiero`)
	// whenBy say by when, after what is wished: a one-off.
	whenBy = wordSet(`before by until on for tomorrow today tonight bis vor morgen heute antes para mañana hoy`)
	// yours are the words that make the answers the assistant's.
	yours = wordSet(`your deine dein tus sus`)
	// writingAll are the verbs of writing everything some way.
	writingAll = wordSet(`write type put schreib schreibe escribe escríbelo escribilo escribí`)
	// casings are the words of letter case.
	casings = wordSet(`lowercase uppercase capitals caps kleinbuchstaben großbuchstaben minúsculas mayúsculas`)
)

// onlyWhenAsked reports an order that names what the answers hold only when
// the person asks, in a few words before it: "Weather only if I ask, ta.",
// "Wetter nur, wenn ich frage", "El clima solo si te pregunto" (a rule of a
// part read at stop 80) — not "I'll come only if I ask for the day off", nor
// someone else's "Visitors only when asked" (the review of stop 80).
func onlyWhenAsked(lower string) bool {
	at := markStart(lower, whenAsked)
	if at < 0 {
		return false // most lines: read no further
	}
	before := plainWords(lower[:at])
	return len(before) >= 1 && len(before) <= 3 && !slices.ContainsFunc(before, func(w string) bool {
		return firstPerson[w] || subjects[w] || persons[w] || secondPerson[w]
	})
}

// whenAsked say the answers hold something only when the person asks.
var whenAsked = phrases(`only if i ask|only when i ask|nur wenn ich frage|nur, wenn ich frage|nur wenn ich danach frage|nur, wenn ich danach frage|nur auf nachfrage|
	nur wenn ich frag|nur, wenn ich frag|nur wenn ich danach frag|nur, wenn ich danach frag|solo si te lo pregunto|sólo si te lo pregunto|solo cuando te lo pregunte|sólo cuando te lo pregunte|
	solo si pregunto|solo si te pregunto|sólo si te pregunto|sólo si pregunto|solo cuando pregunte|solo cuando te pregunte`)

// noOneFor reports a line that opens with the person having no one yet for
// a job: "Something still undone: we've no one to take photographs", "We've
// nobody to drive the van" (a part read at stop 84) — not "We've no one to
// blame but ourselves", "I've nobody to talk to".
func noOneFor(lower string) bool {
	// Still, or yet: a job waiting for someone — not "I've no one to look
	// after now the kids have moved out", "I've got nobody to impress
	// anymore" (the second review of stop 84).
	if !slices.ContainsFunc(plainWords(lower), func(w string) bool { return openStill[w] || w == "undone" }) {
		return false
	}
	at := strings.LastIndex(lower, ": ") + 1 // past a head that says it is undone
	own := strings.Replace(lower[at:], " still ", " ", 1)
	_, end := markSpan(own, noOneTo)
	if end < 0 || !opensWithin(own, noOneTo, 1) {
		return false
	}
	ws := plainWords(firstClause(own[end:]))
	// A job has its object, not someone's company: not "I've nobody to
	// cook for since Bill passed", "no one to go to the cinema with", "no
	// one to leave the house to" (the review of stop 84).
	return len(ws) > 1 && !notAJob[ws[0]] && !slices.ContainsFunc(ws[1:min(5, len(ws))], func(w string) bool { return w == "with" || w == "for" || w == "to" })
}

var (
	// noOneTo say the person has no one to do something.
	noOneTo = phrases(`we've no one to|we have no one to|we've nobody to|we have nobody to|i've no one to|i have no one to|i've nobody to|i have nobody to|we've got no one to|we've got nobody to|i've got no one to|i've got nobody to`)
	// notAJob are what one has no one to do that is no job to give.
	notAJob = wordSet(`blame thank talk turn tell share love play help go watch leave invite visit call eat dance spend celebrate live sit miss rely confide laugh walk travel cook`)
)
