package compression

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/ollm/ollm/session"
)

// Merge takes the lines of a newer span into the running memory, oldest first,
// and returns the new memory (ledger itself is not changed). A line that says
// nothing the memory does not already say is dropped and the line that says it
// counts a reference. A line that gives another value of a kind for something
// an earlier line said updates the one line it most likely changes: that line
// goes when the newer says all it said, else, when the newer says it changed,
// it stays marked as older. An instruction taken back goes. texts are the
// newer span's messages: every line whose names or values they mention counts
// a reference.
func Merge(ledger, fresh []session.LedgerEntry, texts []string) []session.LedgerEntry {
	out := session.CloneLedger(ledger)
	// Each line is read once, not once per newer line: read[j] is out[j]'s,
	// freshRead[i] fresh[i]'s.
	read := make([]*readLine, len(out))
	for j, x := range out {
		read[j] = readOf(x.Text)
		if mentioned(read[j].keys, texts) {
			out[j].Refs++
		}
	}
	freshRead := make([]*readLine, len(fresh))
	for i, e := range fresh {
		freshRead[i] = readOf(e.Text)
	}
	topic := topics(append(slices.Clone(read), freshRead...))
	for i, e := range fresh {
		er := freshRead[i]
		ek := er.keys
		lower := strings.ToLower(e.Text)
		typed := spelled(lower) // "forget whit ah said aboot …"
		back := revokes(typed)
		saysChanged := marks(lower, changed) || putBack(lower)
		news := saysChanged || back // news never merely repeats an earlier line
		if j := repeated(e, er, news, out, read); j >= 0 {
			out[j].Refs++
			continue
		}
		// An instruction that allows a way of answering again, with no new
		// value ("up to 300 words are fine now" gives one).
		again := e.Kind == session.LedgerRule && allowedAgain(lower) && len(ek.values) == 0
		var lv leave // only an instruction bears on instructions (ruleUpdate)
		if e.Kind == session.LedgerRule {
			lv = leaveOf(lower)
		}
		bear := map[int]bearing{}
		for j, x := range out {
			if b := ruleUpdate(e, ek, x, read[j].keys, again, back, lv); b != unrelated {
				bear[j] = b
			}
		}
		// A new value updates the one earlier line it most likely
		// changes: of those with a value of its kind, the one sharing
		// the most with it (a name counts twice, a topic word half) —
		// when it says it changed ("now", "moved", "jetzt", "ahora"), or
		// says everything that line said.
		best, most, near := -1, 0, 0.0
		opens := openingOf(e.Text)
		// An instruction of how to answer gives no fact a new value: "From
		// now on when you tell me any money, put it in lempiras and dollars
		// both" is not a new deposit of "I send the deposit for the tent by
		// Tigo Money" (a part read at stop 96).
		toAnswers := e.Kind == session.LedgerRule && !back && answersIn(lower)
		for j, x := range out {
			if x.Kind.Describes() || e.Kind.Describes() || x.Msg == e.Msg || again && x.Kind == session.LedgerRule || toAnswers && x.Kind != session.LedgerRule && !answersIn(read[j].norm) {
				continue // what is allowed again bears on an instruction as ruleUpdate says
			}
			xk := read[j].keys
			if !ek.revalues(xk) && !(saysChanged && ek.revaluesBare(xk) && sameSlot(e.Text, x.Text)) || opens.ownedBy(xk) {
				continue
			}
			// Among lines that share as much, the one whose value is
			// nearest (1,650 pesos updates 1,450, not 25,000). A change
			// that names the old value says what it changes as a name
			// would ("Josh has asked to move to 13:00 instead of 12:15",
			// "Nun ist es um 11.15 Uhr statt um 10.30 Uhr").
			n := ek.overlap(xk, topic)
			if news && namesOld(lower, ek, xk) {
				n += 4
			}
			if n == 1 && !opensWithTopic(e.Text, x.Text, topic) || n == 0 || n < most {
				// Shares nothing, or less: no need for the distance. A word
				// the conversation is about, alone, when both lines open with
				// it ("The christening has moved to 2pm" — "The christening
				// is at 11am"; not "Club news: Dev's moved the Wednesday
				// session …" — "Jo Brennan from the club is driving …").
				continue
			}
			if d := ek.distance(xk); n > most || d <= near {
				best, most, near = j, n, d
			}
		}
		change := saysChanged || repricedValue(e.Text) || best >= 0 && disowns(e.Text, read[best].keys)
		if best >= 0 && out[best].Kind == session.LedgerRule && ownsAnother(e.Text, read[best].keys) {
			// A new limit of something of the person's own is no new value
			// of their instruction: "My dissertation now has to be under
			// 10,000 words" does not change "keep your answers under 150
			// words" ("Up to 300 words is fine now" does).
			best = -1
		}
		everything := e.Kind == session.LedgerRule && back && wholesale(typed)
		if everything {
			// "Forget all of that, back to normal please": every
			// instruction before goes.
			for j, x := range out {
				if x.Kind == session.LedgerRule && x.Msg != e.Msg {
					bear[j] = superseded
				}
			}
		}
		if e.Kind == session.LedgerRule && !everything && back && (marks(typed, revocation) || scrapsMine(typed) || takesBackAnswering(typed) || stopsLook(typed)) && takenBack(e.Text, e.Msg, bear, out, read) {
			// "Forget what I said about the wedding venue, we've switched
			// to the barn …", "Forget the flat in Madrid, …": a plan that
			// changed, not an instruction taken back.
			e.Kind = session.LedgerFact
		}
		if best < 0 && er.placed && !er.was && len(ek.values) == 0 {
			// A thing is in one place at a time: "The spare keys are in the
			// blue bowl" is older once "I moved the spare keys to the
			// drawer" — when the two share what is placed (two words, one
			// long compound: "Ersatzschlüssel", or all the older line places:
			// "The props"), not a word alone ("car keys", "spare keys"), nor
			// the place ("The takeaway menus are
			// in the kitchen drawer too"), nor when the new line names whose
			// it is and the old does not ("Sue's car keys are in her coat
			// pocket"), says where it was ("… the car keys were in the cool
			// box"), or moves a date ("… auf den 14. März gelegt").
			place, shared := -1, 0
			// A line that opens with a place names it before what it
			// places: "In der neuen Wohnung liegt im Schlafzimmer …" places
			// no flat.
			first, _, _ := strings.Cut(er.norm, " ")
			fronted := whereWords[first] && first != "de" || frontedIn[first] // "Im Keller …"; not "A quick update", "Al final"
			for j, x := range out {
				if x.Kind.Describes() || e.Kind.Describes() || x.Msg == e.Msg || x.Kind == session.LedgerRule || !read[j].placed {
					continue
				}
				xt := read[j].thing
				if slices.ContainsFunc(er.owners, func(o string) bool { return !slices.Contains(read[j].owners, o) }) {
					continue // "Sue's car keys" are not "the car keys"
				}
				// The conversation's own topic counts half: "The ceilidh is
				// now at the Cross Keys instead" moves the ceilidh when it
				// places the ceilidh alone and says it changed.
				if n := er.thing.overlap(xt, topic); n > shared && (n >= 4 || n >= 2 && er.thing.sharesCompound(xt) ||
					(n >= 2 || n >= 1 && saysChanged) && er.places(read[j]) && !fronted) {
					place, shared = j, n
				}
			}
			if place >= 0 {
				bear[place] = older
			}
		}
		if best < 0 && e.User && e.Kind != session.LedgerRule && !e.Kind.Describes() && len(ek.values) == 0 && marks(lower, switched) {
			// "… we've moved the whole thing to the cricket club pavilion
			// on Ashby Road instead": a change with no value of a kind the
			// older line has updates the line it shares the most with.
			said, shared := -1, 0
			replaced := replacedObject(lower)  // "cupcakes instead of a big cake" → big, cake
			scrapped := scrappedObject(e.Text) // "Scrap the Zig Zags, we're doing the ridge instead" → zig, zags
			pairs := phrasePairs(er.norm, ek)
			for j, x := range out {
				if x.Kind.Describes() || x.Msg == e.Msg || !x.User || x.Kind == session.LedgerRule || x.Kind == session.LedgerQuestion {
					continue // a question is not changed by news
				}
				if len(replaced) > 0 && !slices.ContainsFunc(replaced, func(w string) bool { return read[j].keys.all[w] }) {
					continue // what it replaces is not on that line
				}
				// What changed is a thing both lines name in words, not a
				// person they both name ("Gwen Harris can't come to the
				// barbecue now" changes nothing about who feeds the cat).
				// Two words the conversation is about count as one name
				// when the two lines say them together ("The birthday party
				// is in our back garden" … "the birthday party moves to the
				// community hall instead").
				n := ek.overlap(read[j].keys, topic)
				at := sharesPhrase(pairs, read[j].norm, read[j].keys)
				if at >= 0 {
					n = max(n, 6)
				}
				// The conversation's own two words link only a move: "For
				// the birthday party I'm doing cupcakes instead of a big
				// cake" leaves the party where it is. What the change
				// scraps by name, the decision that names all of it made.
				named := len(scrapped) > 0 && x.Kind == session.LedgerDecision && !slices.ContainsFunc(scrapped, func(w string) bool { return !read[j].keys.all[w] })
				if !named && (!(ek.wordsShared(read[j].keys, topic) >= 4 || ek.sharesCompound(read[j].keys) || at >= 0 && marks(lower, moves)) || n < 6) {
					continue
				}
				// Of the lines that say the words together, the one that
				// opens with them is about them ("The birthday party is in
				// our back garden", not "I'm planning Maya's 8th birthday
				// party"); then the oldest.
				n *= 100
				if at >= 0 {
					n -= min(at, 99)
				}
				if n > shared {
					said, shared = j, n
				}
			}
			if said >= 0 {
				bear[said] = older
			}
		}
		if best < 0 && bareScrap(e, typed) {
			// "Scrap the sea green." after "We going with sea green
			// T-shirts …": a plan taken back by name makes the newest
			// decision of the person's on it older (dev144's choice; the
			// new colour comes in a sentence of its own) — not a fact that
			// names it ("Tom can't drink red wine" after "Forget the red
			// wine."; the second review of stop 95), nor a decision on
			// something else that names it (decidedOn; the third).
			if scrapped := scrappedThing(e.Text); len(scrapped) > 0 {
				for j := len(out) - 1; j >= 0; j-- {
					x := out[j]
					if !x.User || x.Msg >= e.Msg || x.Kind != session.LedgerDecision {
						continue
					}
					if !slices.ContainsFunc(scrapped, func(w string) bool { return !read[j].keys.all[w] }) && decidedOn(strings.ToLower(x.Text), scrapped) {
						if _, ok := bear[j]; !ok {
							bear[j] = older
						}
						break
					}
				}
			}
		}
		if best < 0 && e.User && e.Kind != session.LedgerRule && notThereNow(lower) {
			// "Change of plan: the ceilidh won't be at the Dockers Club":
			// the line that put it there is older, though the new place
			// is a line of its own ("We're doing it in the Persevere
			// instead") that shares no word with it — when the change
			// names both what the line places and where ("Sadly Morag
			// won't be at the Dockers Club now", "I won't drive to the
			// Dockers Club" move no ceilidh).
			for j, x := range out {
				if x.Kind.Describes() || !x.User || x.Msg == e.Msg || x.Kind == session.LedgerRule || x.Kind == session.LedgerQuestion || !read[j].placed {
					continue
				}
				part, _ := placedPart(x.Text)
				if sharedKeys(keysOf(part), ek) > 0 && sharedKeys(keysOf(strings.TrimPrefix(x.Text, part)), ek) > 0 {
					if _, ok := bear[j]; !ok {
						bear[j] = older
					}
				}
			}
		}
		if best < 0 && e.User && e.Kind == session.LedgerDecision && changedPlanHead(lower) {
			// "Change of plan again: we're doing Catbells on Saturday"
			// after "Change of plan: we're doing Helvellyn on Saturday":
			// a changed plan updates the decision for the same day or time
			// it shares the most with, two at least (a name counts twice),
			// one of them a word of the plan — not a name alone (Oscar's
			// trip is not Oscar's school) nor a place (the shed against the
			// back fence is not the fence's paint; the second to fourth
			// reviews of stop 67). Both stay, the newer marked newer.
			said, shared := -1, 1
			for j, x := range out {
				if x.Kind != session.LedgerDecision || !x.User || x.Msg == e.Msg {
					continue
				}
				xv := read[j].keys.values
				sameWhen := false
				for v := range ek.values {
					_, ok := xv[v]
					sameWhen = sameWhen || ok
				}
				// Of those that share as much, the newest: the plan it
				// changes is the one in force (the fifth review: a third
				// plan for Saturday changes the second, not the first).
				if n := ek.overlap(read[j].keys, topic); (n > shared || n == shared && said >= 0) && sameWhen && ek.wordsShared(read[j].keys, topic) > 0 {
					said, shared = j, n
				}
			}
			if said >= 0 {
				bear[said] = older
			}
		}
		if best < 0 && e.User && e.Kind == session.LedgerDecision && calledOffPlan(lower) {
			// "Change of plan, because …: we're not walking to church after
			// all" after "Decision made …: we're walking from me mam's to
			// the church" (a part read at stop 97): a plan called off names
			// no new value; the newest decision of the person's that shares
			// two of its words at least is older.
			// All it names, the old plan names: not "we're not cycling home
			// from the market" after "we're cycling to the market" (the
			// third review of stop 97).
			off := keysOf(lower[strings.LastIndex(lower, ": ")+2:])
			for j := len(out) - 1; j >= 0; j-- {
				x := out[j]
				if x.Kind == session.LedgerDecision && x.User && x.Msg < e.Msg && ek.wordsShared(read[j].keys, topic) >= 3 && read[j].keys.holdsSubjects(off) {
					if _, ok := bear[j]; !ok {
						bear[j] = older
					}
					break
				}
			}
		}
		if best >= 0 && (change || most >= 2) {
			switch {
			case most >= 2 && ek.covers(read[best].keys):
				bear[best] = superseded
			case change:
				bear[best] = older
			}
			if out[best].Kind == session.LedgerRule {
				e.Kind = session.LedgerRule // "go up to 300 words" changes "under 100 words"
			}
		}
		// The messages of the lines superseded: a line they updated is
		// updated by e now — unless a line of that message that stays
		// gives it a new value ("… moved to Tuesday at 10. Also, please
		// always put the times in bold." keeps the meeting's update when
		// the bold rule is taken back; "moved again, to Wednesday" takes
		// it over though the message keeps the budget review's line).
		gone := map[int]bool{}
		for j, b := range bear {
			if b == superseded {
				gone[out[j].Msg+1] = true
			}
		}
		stillNewer := func(x int) bool {
			for j, y := range out {
				if bear[j] != superseded && y.Msg+1 == out[x].Newer && read[j].keys.revalues(read[x].keys) && read[j].keys.overlap(read[x].keys, topic) > 0 {
					return true
				}
			}
			return false
		}
		next := make([]session.LedgerEntry, 0, len(out)+1)
		nextRead := make([]*readLine, 0, len(out)+1)
		for j, x := range out {
			switch {
			case bear[j] == superseded:
				continue
			case bear[j] == partlyGone:
				x.Newer, x.Partly = e.Msg+1, true
			case bear[j] == older:
				// Updated: e holds its newest value — of all of it, or of
				// one of its statements about someone ("… and Lena pays
				// 50" when "Lena pays 65 now"); once each of them has
				// changed, all of it.
				named := subjectsIn(e.Text)
				if x.Partly {
					for _, y := range out {
						if y.Msg+1 == x.Newer {
							named = append(named, subjectsIn(y.Text)...)
						}
					}
				}
				st := statements(x.Text)
				x.Newer, x.Partly = e.Msg+1, len(st) > 1 && partlyBy(st, named)
			case gone[x.Newer] && !stillNewer(j):
				// Updated by a line that e supersedes: e now holds its
				// newest value.
				x.Newer = e.Msg + 1
			}
			next, nextRead = append(next, x), append(nextRead, read[j])
		}
		out, read = append(next, e), append(nextRead, er)
	}
	return out
}

// switchesTongue reports a new instruction (of keys ek) that names a
// language the earlier one (x) does not, where the earlier names another.
func switchesTongue(e string, ek keys, x string, xk keys) bool {
	olds := slices.ContainsFunc(keysList(xk), func(w string) bool { return tongues[w] })
	return olds && !marks(strings.ToLower(e), additive) && slices.ContainsFunc(keysList(ek), func(w string) bool { return tongues[w] && !namesTongue(x, w) && answeredIn(e, w) })
}

// answeredIn reports a text that asks the answers in the language tongue:
// "in English", "auf Englisch", "en inglés", or the language opening what
// it says ("English is fine again", "OK, English again please") — not
// "the English translation in brackets", "formal German in the letter".
func answeredIn(text, tongue string) bool {
	ws := plainWords(strings.ToLower(text))
	k := past(ws, imperativeLeadIns, alsoLeadIns, tones)
	for j, w := range ws {
		if keyWord(w) != tongue {
			continue
		}
		if j > 0 && (ws[j-1] == "in" || ws[j-1] == "auf" || ws[j-1] == "en" || ws[j-1] == "im") || j == k {
			return true
		}
	}
	return false
}

// inPesos reports pesos said as money: "in pesos", "en pesos", "in Mexican
// pesos" (the third review of stop 65).
func inPesos(text string) bool {
	ws := plainWords(strings.ToLower(text))
	for k, w := range ws {
		if w == "pesos" && slices.ContainsFunc(ws[max(0, k-2):k], func(x string) bool { return x == "in" || x == "en" }) {
			return true
		}
	}
	return false
}

// addsABan reports an instruction that adds a ban to those before, the
// word of adding in the ban's own clause: "Oh, and no tables in your answers
// either", "Y tampoco emojis" — not a reason's ("…, he can't read British
// spelling either"; the fifth review of stop 65).
func addsABan(text string) bool {
	for _, c := range clauses(strings.ToLower(text)) {
		if ws := plainWords(c); marks(c, bannedToo) && (bansLook(ws) || bansWithVerb(ws)) {
			return true
		}
	}
	return false
}

// bannedToo say a ban is added to those before: "either", "tampoco", "auch
// keine", "auch nicht".
var bannedToo = phrases(`either|tampoco|auch keine|auch keinen|auch nicht`)

// bansWithVerb reports a look of the answers banned with a verb: "don't use
// tables in your answers", "Tabellen bitte auch nicht", "no me pongas
// emojis" (the sixth review of stop 65).
func bansWithVerb(ws []string) bool {
	return slices.ContainsFunc(ws, func(w string) bool { return negations[w] || w == "nicht" || w == "tampoco" }) &&
		slices.ContainsFunc(ws, namedLook)
}

// additive are the words of an instruction that adds to one before, not
// one that replaces it: "And always add the dollar amount in brackets".
var additive = phrases(`add |also|too|as well|in brackets|beside|alongside|next to|zusätzlich|auch|dazu|in klammern|además|también|entre paréntesis|junto a`)

// switches reports a new instruction (of keys ek) that names a word of set
// the earlier one (x, of keys xk) does not, where the earlier names another.
// Spanish "pesos" are weights as often as money: a currency only after "en"
// or "in" ("en pesos", "prices in Mexican pesos"), not "los pesos dámelos
// siempre en arrobas" (a part read at stop 65).
func switches(e string, ek keys, x string, xk keys, set map[string]bool) bool {
	unit := func(text, w string) bool { return w != "pesos" || inPesos(text) }
	// An "only" beside the unit says it replaces the old, whatever adds it:
	// "Also, from now on, kilometres only please", "nur Euro" — not
	// another's ("Please also show prices in dollars, Dave only thinks in
	// dollars"; the second and third reviews of stop 67).
	lower := strings.ToLower(e)
	pw := plainWords(lower)
	only := false
	for k, w := range pw {
		if (w == "only" || w == "nur" || w == "solo" || w == "sólo") &&
			(k > 0 && set[pw[k-1]] || k+1 < len(pw) && set[pw[k+1]]) {
			only = true
		}
	}
	return (only || !marks(lower, additive)) && slices.ContainsFunc(keysList(xk), func(w string) bool { return set[w] && !ek.all[w] && unit(x, w) }) &&
		slices.ContainsFunc(keysList(ek), func(w string) bool { return set[w] && !xk.all[w] && unit(e, w) })
}

// oneMeasure reports two instructions about one thing measured, when both
// name what they measure: "weights in pounds" changes no "prices in euros",
// "prices in pounds" no "weights in kilos" ("pounds" is both; the
// read-through of stop 67).
func oneMeasure(e, x string) bool {
	measured := func(text string) map[string]bool {
		m := map[string]bool{}
		for _, w := range plainWords(strings.ToLower(text)) {
			if measuredThings[w] {
				m[strings.TrimSuffix(w, "s")] = true
			}
		}
		return m
	}
	em, xm := measured(e), measured(x)
	if len(em) == 0 || len(xm) == 0 {
		return true
	}
	for w := range em {
		if xm[w] {
			return true
		}
	}
	return false
}

// systems are the sets of words of the units or the currency the answers
// are given in, one set for each thing measured.
var systems = []map[string]bool{
	wordSet(`metric imperial metrisch imperial métrico métrica imperial`),
	wordSet(`celsius fahrenheit`),
	wordSet(`miles kilometres kilometers kilometer kilómetros kilometros meilen kilometern`),
	wordSet(`euros euro dollars dollar pounds sterling dólares libras pesos franken francs francos`),
	// Since stop 67, the weights ("You can go back to stones and pounds
	// now" after "kilos only please"; the second review), without the
	// words of money or material.
	wordSet(`kilos kilo kilograms kilogrammes kg stones lbs grams ounces gramm kilogramm gramos kilogramos onzas`), // not "pounds", "libras" (money too), "stone" (a material; the fifth review)
	// Since stop 52, the register and the layout of the answers: "Write
	// your answers casually from now on" after "… formally", "als
	// Stichpunkte" after "als Fließtext" (two instructions that share only
	// "answers" are otherwise not one).
	wordSet(`formal formally formell förmlich casual casually informal informally locker siezen siez sieze siezt duzen duz duze duzt usted tú tutear tutees tutéame tutearme tuteame cercano`),
	wordSet(`bullet bullets numbered fließtext stichpunkte stichpunkten aufzählungszeichen nummeriert nummerierte viñetas numerada numeradas numerados prose prosa`),
}

// longerAllowed reports an instruction that allows longer answers:
// "longer answers are fine now", "lange Antworten sind wieder okay".
func longerAllowed(ek keys) bool {
	return slices.ContainsFunc(keysList(ek), func(w string) bool { return longer[w] })
}

// lengthLimit reports an instruction that limits how long the answers are:
// "Keep answers under 100 words", "Keep it short", "maximal fünf Sätze".
func lengthLimit(text string) bool {
	return slices.ContainsFunc(plainWords(strings.ToLower(text)), func(w string) bool { return lengthUnits[w] || shorter[w] })
}

var (
	longer      = wordSet(`long longer detail detailed lengthy länger lange langen ausführlich ausführlicher largo largos larga largas detallado detalladas`)
	shorter     = wordSet(`short shorter brief briefly concise kurz kürzer knapp corto cortos corta cortas breve breves`, smallShort)
	lengthUnits = wordSet(`words lines sentences paragraphs wörter worte zeilen sätze absätze palabras líneas frases párrafos`)
)

// namesTongue reports a text that names the language in any form: "the
// Spanish-only rule", "dem Deutschen", "lo del castellano" (a review).
func namesTongue(text, tongue string) bool {
	lower := strings.ToLower(text)
	for _, name := range sameTongue(tongue) {
		if stem := []rune(name); strings.Contains(lower, string(stem[:min(5, len(stem))])) {
			return true
		}
	}
	return false
}

// sameTongue are the names of one language in the three: "castellano" is
// "español" is "Spanish".
func sameTongue(tongue string) []string {
	for _, names := range tongueNames {
		if slices.Contains(names, tongue) {
			return names
		}
	}
	return []string{tongue}
}

var tongueNames = [][]string{
	{"english", "englisch", "inglés", "ingles"},
	{"german", "deutsch", "alemán", "aleman"},
	{"spanish", "spanisch", "español", "espanol", "castellano"},
	{"french", "französisch", "francés", "frances"},
	{"italian", "italienisch", "italiano"},
	{"portuguese", "portugiesisch", "portugués"},
}

// How a newer line bears on an earlier one.
type bearing int

const (
	unrelated  bearing = iota
	older              // it updates the earlier line, which says more: both stay
	superseded         // it says all the earlier line said, with new values
	partlyGone         // it takes back one of the earlier line's instructions; another stays
)

// ruleUpdate says how the newer line e bears on the earlier instruction x: an
// instruction taken back is superseded, one given anew about the same thing
// is older. again, back and lv are what Merge read of e once: it allows a
// way of answering again (allowedAgain, with no new value), it takes
// something back (revokes), the leave it gives (leaveOf).
func ruleUpdate(e session.LedgerEntry, ek keys, x session.LedgerEntry, xk keys, again, back bool, lv leave) bearing {
	if e.Kind != session.LedgerRule || x.Kind != session.LedgerRule || x.Msg == e.Msg {
		return unrelated
	}
	if again && !(back && ek.shares(xk, true)) && (longerAllowed(ek) && lengthLimit(x.Text) || switchesTongue(e.Text, ek, x.Text, xk)) {
		// "Actually, longer answers are fine now" after "Keep answers
		// under 100 words"; "English is fine again" after "Always
		// answer in French".
		return older
	}
	if again {
		// "You can use bullet points again" after "never use bullet
		// points": the ban goes — a ban (a "never", "no", "keine") of the
		// look it names, not "always keep the meal plan vegetarian" when
		// tables are fine now for the meal plan.
		if !marks(strings.ToLower(x.Text), bans) || !slices.ContainsFunc(keysList(ek), func(w string) bool { return answerLooks[w] && xk.all[w] }) {
			return unrelated
		}
		// All of it, or only the part allowed again: "Please never use
		// emojis and always answer in Spanish" stays, marked as updated.
		if slices.ContainsFunc(keysList(xk), func(w string) bool { return answerLooks[w] && !ek.all[w] }) ||
			keepsAnother(x.Text, leaveNames(e.Text), strings.ToLower(e.Text)) {
			// "You can use emojis again" after "never use emojis or bullet
			// points" (the first review of stop 68), after "Never use emojis
			// and always answer in Spanish" (the fifth): another look, or
			// another order of its own — not "short breaks", "my Spanish
			// teacher" said beside the ban (the fourth).
			return partlyGone
		}
		if slices.ContainsFunc(keysList(xk), func(w string) bool { return xk.subjects[w] && !ek.all[w] && !styleVerb(w) && !common[w] }) {
			return older
		}
		return superseded
	}
	if typed := spelled(strings.ToLower(e.Text)); back && marks(typed, revoked) && !marks(typed, revocation) && !marks(typed, takingBack) &&
		!takesBackAnswering(typed) && !stopsLook(typed) && !scrapsMine(typed) && bansAnew(e.Text, xk) {
		// "Please don't put motivational quotes at the end of your answers
		// anymore" after "One rule: keep answers under 100 words" (a part
		// measured blind at stop 82): a new ban, said with "anymore", that
		// shares only the words every instruction says — not a take-back
		// of this one.
		back = false
	}
	if back && ek.shares(xk, true) && strings.ContainsRune(e.Text, ',') {
		// Whom the person talks to is no word the two share: "Okay, change
		// of plan on the answers, hon. That three-sentence business,
		// forget it." after "Also hon, when you give me recipes …, use
		// cups and Fahrenheit" (a rule update of a part read at stop 92) —
		// but "Forget the mija thing" names it.
		if v := withoutVocatives(e.Text); v != e.Text {
			ek = keysOf(v)
		}
	}
	// A take-back bears on the instructions it shares a word with — more
	// than the words every instruction says, when it names things of its
	// own (onlyRuleTalkShared).
	backOn := back && ek.shares(xk, true) && !onlyRuleTalkShared(e.Text, x.Text, ek, xk)
	switch {
	case backOn && slices.ContainsFunc(keysList(xk), func(w string) bool {
		return xk.subjects[w] && !ek.hasWord(w) && (looks[w] || answerLooks[w] || measures[w] || tongues[w] && !namesTongue(e.Text, w))
	}):
		// "Forget the emoji thing" after "metric units throughout, and no
		// emojis", "Forget the four lines thing" after "Answer me in
		// English only, … and keep it to four lines": the rest of the
		// instruction holds — partly updated when a length goes and a
		// look or a language stays ("That three lines thing, forget it"
		// after "Keep your answers to three lines, and no emojis": marked
		// updated, the ban read as old; found driving stop 96).
		if lengthGoes(e.Text, x.Text) {
			return partlyGone
		}
		return older
	case backOn && lv.ok && leftUnnamed(x.Text, e.Text):
		// "No need to round the distances anymore" after "all distances
		// in kilometres, rounded", "Ya no hace falta que me hables de
		// usted" after "Háblame de usted y dame respuestas cortas": the
		// leave lifts one way, the others stay (the first review of stop
		// 68).
		return partlyGone
	case backOn:
		return superseded
	case lv.ok && namesRule(lv, x.Text, xk) && !lengthOtherThan(e.Text, x.Text):
		// Not a leave of a length beside an instruction of a look or a
		// language: "Das mit den höchstens drei Sätzen vergiss jetzt
		// bitte: …, also darfst du ab sofort ausführlicher antworten"
		// after "bitte keine Smileys in deinen Antworten" (a part read at
		// stop 96).
		// "Ahora sí me puedes poner viñetas" after "Nunca me pongas listas
		// con viñetas", "You don't need to keep it that short anymore"
		// after "under 100 words" (the third review of stop 67): leave for
		// what the instruction named — both stay, the newer marked newer;
		// partly, when the instruction set two kinds of way (the fourth).
		if leftKinds(x.Text) > 1 {
			return partlyGone
		}
		return older
	case switchesTongue(e.Text, ek, x.Text, xk) ||
		oneMeasure(e.Text, x.Text) && slices.ContainsFunc(systems, func(set map[string]bool) bool { return switches(e.Text, ek, x.Text, xk, set) }):
		// "Please answer in English from now on", "English is fine
		// again" after "Always answer in French": the language now;
		// "Actually use imperial units from now on" after "Use metric
		// units": the units now.
		return older
	case ek.shares(xk, false) && sameInstruction(ek, xk) && !addsABan(e.Text):
		// Not a ban added to it: "Oh, and no tables in your answers either,
		// they come out as a mess on my phone" after "… no bullet points,
		// I'm on my phone" (the fourth review of stop 65).
		return older
	}
	return unrelated
}

// answersIn reports a lower-cased line that says, to the assistant, which
// units or money to give things in: "when you tell me any money, put it in
// lempiras and dollars both" — not a new value said while asking something
// ("You should know the party moved to Friday, so please use that in the
// invitations", "keep in mind the budget is now 2,000 euros", "When you
// write the invitation in Spanish, put Friday the 14th"; the reviews of
// stop 96).
func answersIn(lower string) bool {
	ws := plainWords(lower)
	if !slices.ContainsFunc(ws, func(w string) bool { return secondPerson[w] }) {
		return false
	}
	unit := func(w string) bool {
		return !secondPerson[w] && slices.ContainsFunc(systems[:4], func(set map[string]bool) bool { return set[w] })
	}
	for k, w := range ws {
		if (w == "in" || w == "en" || w == "auf" || w == "into") && slices.ContainsFunc(ws[k+1:min(k+4, len(ws))], unit) {
			// Not money said after a number: "2,000 euros" is a value,
			// not units to give.
			for j := 1; j < len(ws); j++ {
				if unit(ws[j]) && (hasDigitValue(ws[j-1]) || valueWords[ws[j-1]]) {
					return false
				}
			}
			return true
		}
	}
	return false
}

// onlyRuleTalkShared reports a take-back that shares with an instruction
// only the words every instruction says, and names in the clause that
// takes back a kind of way of answering the instruction does not set: "Das mit den
// höchstens drei Sätzen vergiss jetzt bitte: … also darfst du ab sofort
// ausführlicher antworten" takes back "höchstens drei Sätze", not "bitte
// keine Smileys in deinen Antworten" (a part read at stop 96 lost it) — but
// "Forget what I said about the answers", "Please don't write your answers
// that way anymore", "…, also brauchst du bei den Antworten nicht mehr zu
// sparen" name no way and bear on what they share (the first review of
// stop 96).
func onlyRuleTalkShared(text, x string, ek, xk keys) bool {
	talk := func(w string) bool {
		return ruleTalk[w] || calledBy[w] || permitting[w] || revocationWords[w] || stillSaid[w] || nothingMore[w]
	}
	for w := range ek.subjects {
		if !talk(w) && (xk.subjects[w] || (looks[w] || answerLooks[w]) && xk.hasWord(w) || slices.ContainsFunc(strings.Split(w, "-"), xk.stem)) {
			// Or a part of it, in a word of one stem: "That
			// three-sentence business, forget it" after "keep your answers
			// to three sentences".
			return false
		}
	}
	cs := clauses(strings.ToLower(text))
	if len(cs) == 0 {
		return false
	}
	// The clause that takes back, not its reason before it ("My exams are
	// over, so you no longer need to keep the answers short").
	c := cs[0]
	if k := slices.IndexFunc(cs, func(c string) bool { return revokes(spelled(c)) }); k > 0 {
		c = cs[k-1] + " " + cs[k] // "That five lines max thing, forget it"
	}
	return lengthOtherThan(c, x)
}

// lengthOtherThan reports words that name a length of the answers, counted
// or not ("höchstens drei Sätzen", "five lines max", "short answers") beside an
// instruction that sets a look or a language and no length at all ("bitte
// keine Smileys in deinen Antworten"): what the words bear on is not that
// instruction. Any other pair bears as the words they share say (the
// second review of stop 96: "easy words" after "simple English", "so
// short" after "one paragraph", "km" and "€" in no list).
func lengthOtherThan(text, x string) bool {
	xw := plainWords(strings.ToLower(x))
	return namesLength(plainWords(strings.ToLower(text))) && slices.ContainsFunc(xw, setsLookOrTongue) &&
		!countedLength(xw) && !slices.ContainsFunc(xw, func(w string) bool { return lengthWord(w) || lengths[w] || detailed[w] })
}

// lengthGoes reports a take-back that names a length of the answers,
// counted or not, of an instruction that sets a length and a look or a
// language beside it.
func lengthGoes(back, x string) bool {
	xw := plainWords(strings.ToLower(x))
	return namesLength(plainWords(strings.ToLower(back))) && namesLength(xw) && slices.ContainsFunc(xw, setsLookOrTongue)
}

// namesLength reports words that name a length of the answers, counted or
// not: "höchstens drei Sätzen", "five lines max", "short answers" — not
// the "longer" of "you no longer need to".
func namesLength(ws []string) bool {
	return countedLength(ws) || slices.ContainsFunc(ws, func(w string) bool { return lengths[w] && w != "longer" })
}

// setsLookOrTongue reports a word of a look or a language of the answers:
// "emojis", "bullet", "English", "spelling".
func setsLookOrTongue(w string) bool {
	return answerLooks[w] || looks[w] || tongues[w] || otherLooks[w]
}

// countedLength reports a length word counted by a number or a limit within
// two words: "höchstens drei Sätzen", "five lines max", "100 words".
func countedLength(ws []string) bool {
	for k, w := range ws {
		if !lengthWord(w) {
			continue
		}
		for j := max(k-2, 0); j < min(k+3, len(ws)); j++ {
			if j != k && (hasDigitValue(ws[j]) || valueWords[ws[j]] || limitWords[ws[j]]) {
				return true
			}
		}
	}
	return false
}

// lengthWord reports a word of what a length is counted in: "lines",
// "Sätzen", "palabras".
func lengthWord(w string) bool {
	return lineWords[w] || len(w) > 4 && slices.ContainsFunc(wordingStems, func(st string) bool { return strings.HasPrefix(w, st) })
}

// lineWords are the words a length is counted in, limitWords the words of a
// limit; wordingStems the stems that German and Spanish inflect ("Sätzen",
// "Zeilen").
var (
	lineWords  = wordSet(`line lines zeile zeilen línea líneas word words sentence sentences wort wörter satz sätze palabra palabras frase frases paragraph paragraphs absatz absätze párrafo párrafos`)
	limitWords = wordSet(`max maximum most höchstens maximal máximo como`)
	// otherLooks are more ways of writing an instruction may set: the
	// spelling, foreign words, smileys.
	otherLooks   = wordSet(`smiley smileys spelling rechtschreibung schreibweise ortografía anglicisms anglizismen anglicismos`)
	wordingStems = []string{"sätz", "wört", "zeil", "palabr", "frase", "líne"}
)

// sameInstruction reports two instructions that share a word beyond the
// words every instruction may say ("another rule:
// whenever you write SQL for me, use Postgres syntax" and "rule change: …
// use markdown tables whenever you compare options" share only "rule",
// "use", "whenever"; "Standing order number one: …" and "Standing order
// number two: …" only how they are numbered; "Write in British spelling" and
// "Write in American spelling" share the spelling).
func sameInstruction(ek, xk keys) bool {
	return slices.ContainsFunc(keysList(ek), func(w string) bool {
		return ek.subjects[w] && xk.subjects[w] && !ruleTalk[w]
	})
}

// bansAnew reports a line that names a thing of its own that the earlier
// instruction does not, and shares with it only the words every instruction
// says or what the answers are called ("jokes" and "mensajes" after "mantén
// tus mensajes por debajo de 80 palabras") — not "Please don't write your
// answers like that anymore", which names nothing of its own and points
// back (the review of stop 83).
func bansAnew(text string, xk keys) bool {
	cs := clauses(strings.ToLower(text))
	ban := ""
	for _, c := range cs {
		// The ban, not a lead-in or its reason ("Btw, …", "…, he's gone
		// to bed", "…, I don't live in Boston anymore", "Mi suegra ya no
		// usa el móvil, …"): the first clause with the take-back word that
		// speaks to the assistant, else the first with it.
		if !marks(spelled(c), revoked) {
			continue
		}
		if spoken := spokenTo(plainWords(c)); ban == "" || spoken {
			ban = c
			if spoken {
				break
			}
		}
	}
	if ban == "" {
		return false
	}
	own, shared := false, false
	for _, w := range plainWords(ban) {
		if utf8.RuneCountInString(w) < 3 || ruleTalk[w] || answerNames[w] || pointers[w] || common[w] || styleVerb(w) || stillSaid[w] {
			continue
		}
		if xk.stem(w) || slices.ContainsFunc(keysList(xk), func(x string) bool {
			return strings.HasPrefix(x, w) || strings.HasPrefix(w, x) && utf8.RuneCountInString(x) >= 3
		}) {
			shared = true
		} else {
			own = true
		}
	}
	return own && !shared
}

// answerNames are what people call the assistant's answers; stillSaid the
// words that say a way holds no more, or which way.
var (
	answerNames = wordSet(`message messages mensaje mensajes nachricht nachrichten text texts texto textos`)
	stillSaid   = wordSet(`anymore longer more way mehr weiter así manera forma`)
)

// ruleTalk are the words with which people give instructions, whatever they
// are about.
var ruleTalk = wordSet(`rule rules ruling standing order orders number another quick new whenever use using write give please permanently
	regel regeln wunsch bitte immer schreib schreibe gib verwende benutze
	regla reglas favor pido pide pedido siempre usa escribe dame otra cosa
	instruction instructions going forward future anweisung anweisungen sofort künftig zukünftig instrucción instrucciones partir adelante
	answer answers reply replies response responses antwort antworten respuesta respuestas`)

// takenBack says what a line of message msg that takes something back
// ("forget the …", "vergiss …", "olvida lo de …") takes back: the earlier
// instructions it names at least as much as any earlier plan (their
// indices in out), and whether it names a plan more — then it changes that
// plan ("Forget the flat in Madrid, we've decided on Valencia" after "prices
// in euros, I live in Madrid"), and no instruction goes. What it names are the words after the
// words that take back, to the clause's end ("the miles thing", "the
// wedding venue"); when they name nothing ("forget what I said before",
// "forget that"), it takes back the instructions it shares a word with.
func takenBack(text string, msg int, bear map[int]bearing, out []session.LedgerEntry, read []*readLine) (plan bool) {
	obj := revokedObject(text)
	if len(obj) == 0 {
		return false
	}
	// A length is named in ordinary words ("about keeping it short"): the
	// instruction's own words say it, its keys leave them out.
	names := func(x session.LedgerEntry, k keys) int {
		n := 0
		for _, w := range obj {
			if x.Kind == session.LedgerRule && (numeral(w) || numeral(strings.TrimSuffix(w, "s"))) {
				// A number an instruction shares is a limit of it, not
				// what it is: "So scrap the fours, it's three to a heat"
				// names the heats of four, not "three or four lines max"
				// (a part read at stop 64).
				continue
			}
			if k.stem(w) ||
				lengths[w] && containsWordFold(x.Text, w) ||
				nameNouns[w] && x.Kind == session.LedgerRule && namingRule(x.Text) && onlyAName(obj) && personNamed(text) && namesMe(text) == namesMe(x.Text) {
				// "Scrap that name, …" after "Always call me Captain …"
				// (the review of stop 92) — the person's name by the
				// person's, another's by another's ("…, he wants to be
				// called Sir Barks now" leaves "call me Sam"; the fourth).
				n++
			}
		}
		return n
	}
	rule, fact := 0, 0
	ruleOf := map[int]int{}
	first := -1 // the earliest instruction: "what I said at the start"
	for j, x := range out {
		switch {
		case x.Kind == session.LedgerRule:
			ruleOf[j] = names(x, read[j].keys)
			if first < 0 || x.Msg < out[first].Msg {
				first = j
			}
		case !x.Kind.Describes() && !(x.Msg == msg && ofTheAnswers(x.Text)):
			// Not a line of its own message that speaks of the answers,
			// saying why ("la Javiera leyó lo que me contestas y dice que
			// con tres líneas me quedo corta. Así que olvídate de lo de las
			// tres líneas: explícame con más detalle": a first
			// instruction's update in a part read at stop 87, kept as a
			// plan's line until stop 90, and dropped for the budget); a
			// plan said before the take-back in its message is what it
			// names ("My son's teacher wants his essay short, one page.
			// Forget the short essay, …"; the second round of reviews).
			fact = max(fact, names(x, read[j].keys))
		}
	}
	for _, n := range ruleOf {
		rule = max(rule, n)
	}
	saidLater := first >= 0 && slices.ContainsFunc(out, func(x session.LedgerEntry) bool { return x.Msg < out[first].Msg })
	if first >= 0 && !saidLater && ruleOf[first] == rule && slices.ContainsFunc(obj, func(w string) bool { return outset[w] }) &&
		(rule > 0 || !slices.ContainsFunc(obj, func(w string) bool { return !outset[w] })) {
		// "what I said at the start": the earliest of those it names as
		// much, or the earliest when it says nothing else ("scrap the
		// bullet points thing from the beginning" names its own) — when
		// it was said at the start, in the first message that has a line
		// (not after "My flight to Lyon is on the 12th").
		ruleOf[first]++
		rule++
	}
	// Named as much, a plan that says its new value or its decision
	// ("Scrap the tables, we've decided on a standing buffet for 80
	// instead"; the third review of stop 64) — not a take-back that says
	// only "now" or "instead" ("Forget what I said about keeping it short,
	// you can go into detail now"; "…, put the stall rota in a table
	// instead"; the second and fourth).
	// A plan's change says what it is now: a value, a decision, a change
	// ("…, we've decided on Valencia, 950 a month"); "Olvida lo de los
	// emoticonos, Lucía me ha convencido" takes an instruction back in
	// other words.
	lower := strings.ToLower(text)
	said := len(keysOf(text).values) > 0 || marks(lower, decided)
	plan = (fact > rule || fact > 0 && fact == rule && (said || marks(lower, goingFor))) && (said || marks(lower, changed))
	for j, b := range bear {
		if b == superseded && (plan || rule > 0 && ruleOf[j] < rule) {
			delete(bear, j) // not the instruction it names
		}
	}
	if !plan && rule > 0 {
		// What it names goes, though it shares no rare word with it:
		// "forget what I said at the start about keeping it short" after
		// "Keep it short and plain for me, three or four lines at most".
		for j, n := range ruleOf {
			if _, bears := bear[j]; n == rule && !bears {
				bear[j] = superseded
			}
		}
	}
	for j, b := range bear {
		if b == superseded && out[j].Kind == session.LedgerRule && !plan && keepsAnother(out[j].Text, takenSince(out, j, obj), lower) {
			// One of the line's instructions goes, another stays: "I take
			// back what I said about bullet points" after "Keep your
			// answers short please, and no bullet points" (the fourth
			// review of stop 64) — partly updated, not gone.
			bear[j] = partlyGone
		}
	}
	return plan
}

// ofTheAnswers reports a line that speaks of the assistant's answers: "your
// answers", "lo que me contestas", "deine Antworten".
func ofTheAnswers(text string) bool {
	return slices.ContainsFunc(plainWords(strings.ToLower(text)), func(w string) bool {
		return answersWords[w] || answeringYou[w] // not any "you": "The slideshow you helped me plan was meant to be short" (the third round of reviews)
	})
}

// answeringYou are the verbs of the assistant answering, in the second
// person.
var answeringYou = wordSet(`contestas respondes escribes contestás respondés escribís antwortest schreibst`)

// takenSince is what the take-backs after out[j] name, obj with them: a line
// of three instructions taken back one by one goes with the third (the fifth
// review of stop 64).
func takenSince(out []session.LedgerEntry, j int, obj []string) []string {
	all := slices.Clone(obj)
	for _, y := range out[j+1:] {
		// Not one that names a thing of the plans ("Vergiss, was ich über die
		// Listen aus dem Gemeindehaus gesagt habe"; the fourth review of
		// stop 65).
		if y.Kind == session.LedgerRule && y.Msg > out[j].Msg && revokes(spelled(strings.ToLower(y.Text))) && !takesBackAThing(strings.ToLower(y.Text)) {
			all = append(all, revokedObject(y.Text)...)
		}
	}
	return all
}

// keepsAnother reports an instruction line with a clause that gives an
// instruction of its own and names none of what a take-back (back,
// lower-cased) names (obj), nor a length or a language when it speaks of
// one ("longer answers are fine", "lo del castellano").
func keepsAnother(text string, obj []string, back string) bool {
	backLength := slices.ContainsFunc(plainWords(back), func(w string) bool { return lengths[w] })
	backTongue := slices.ContainsFunc(plainWords(back), func(w string) bool { return tongues[w] || w == "castellano" })
	var parts []string
	for _, c := range clauses(strings.ToLower(text)) {
		for _, and := range []string{" and ", " und ", " y "} {
			c = strings.ReplaceAll(c, and, "\x00")
		}
		parts = append(parts, strings.Split(c, "\x00")...) // "Keep answers short and no lists please"
	}
	for _, c := range parts {
		ws := plainWords(c)
		if reasonOpens(ws) {
			// Nor a reason given for it: "Nada de emojis, que mi profesor
			// de inglés lee tus respuestas conmigo" (the fourth and fifth
			// reviews of stop 68) — but for the order said after the
			// reason: "and since I read on my phone keep your answers
			// under 100 words" (the first review of stop 69).
			if ws = orderAfterReason(ws); ws == nil {
				continue
			}
			c = strings.Join(ws, " ")
		}
		if insistsOnly(ws) || slices.ContainsFunc(ws, func(w string) bool {
			return slices.ContainsFunc(obj, func(o string) bool { return o == w || sameStem(o, w) })
		}) {
			// Nor "and keep it that way": the same ban again.
			continue
		}
		if backLength && slices.ContainsFunc(ws, func(w string) bool { return lengths[w] }) ||
			backTongue && slices.ContainsFunc(ws, func(w string) bool { return tongues[w] }) {
			continue // "lo del castellano" names "en español"
		}
		// Or a look banned, without a verb: "Bitte antworte kurz und ohne
		// Listen" keeps "ohne Listen" when "kurz" goes (the fourth review
		// of stop 65).
		if ordered(c, c) || bansLook(ws) {
			return true
		}
	}
	return false
}

// leaveNames are the words of a leave that name what it allows: not its
// little words nor its verb of answering ("You can use emojis in your
// answers again" names emojis; "use", "answers" are in every instruction
// — the first review of stop 69).
func leaveNames(text string) []string {
	return slices.DeleteFunc(plainWords(strings.ToLower(text)), func(w string) bool { return common[w] || styleVerb(w) })
}

// reasonOpens reports words that open with a reason: "because", "since",
// "cos", "'cause", "cuz", "weil", "zumal", "porque", "que", "puesto que",
// "dado que".
func reasonOpens(ws []string) bool {
	if len(ws) == 0 {
		return false
	}
	return reasons[ws[0]] || shortReasons[strings.TrimLeft(ws[0], "'’")] || len(ws) > 1 && ws[1] == "que" && (ws[0] == "puesto" || ws[0] == "dado" || ws[0] == "ya")
}

// shortReasons are the reason words people type short: "cos", "'cause",
// "cuz", and German "zumal".
var shortReasons = wordSet(`cos coz cause cuz bc zumal`)

// orderAfterReason returns the order a reason clause goes on to give, from
// the word that opens it ("since I read on my phone keep your answers under
// 100 words", "da ich Deutsch lerne antworte bitte immer auf Deutsch"), or
// nil: "que mi profesor de inglés lee tus respuestas conmigo" gives none.
func orderAfterReason(ws []string) []string {
	for j := 2; j < len(ws); j++ {
		k := j
		for k < len(ws) && orderAdverbs[ws[k]] {
			k++
		}
		// The imperative of answering, past "always" or "please" (k), after
		// a reason with a subject or a verb of its own ("since I'm dyslexic
		// please avoid …", "because my eyesight is poor please keep …") —
		// not the reason's own verb after its subject ("because my boss
		// always reads your answers", "because I always answer emails"), nor
		// a plural noun's after its possessive ("… and my students always
		// use your answers"), unless a preposition makes the noun an object
		// ("… out to my kids use simple words"; stop 69's reviews).
		if k == len(ws) || !orderVerbs[ws[k]] || subjectWords[ws[j-1]] || j > 1 && possessives[ws[j-2]] && strings.HasSuffix(ws[j-1], "s") && !(j > 2 && objectOf[ws[j-3]]) ||
			!slices.ContainsFunc(ws[1:j-1], func(w string) bool { return subjectWords[w] || reasonVerbs[w] }) {
			continue
		}
		if rest := strings.Join(ws[j:], " "); ordered(rest, rest) {
			return ws[j:]
		}
	}
	return nil
}

// orderAdverbs may stand before the imperative of an order; orderVerbs are
// the imperatives of answering; subjectWords the subjects before a verb of
// the reason's own.
var (
	orderAdverbs = wordSet(`always never please just immer nie bitte einfach siempre nunca solo`)
	orderVerbs   = wordSet(`keep answer reply write use give respond talk speak stick avoid make put number break leave explain
	halte halt antworte antwortet schreib schreibe benutze gib sprich bleib mach vermeide erkläre nummeriere
	responde contesta contéstame respóndeme escribe usa dame mantén habla háblame evita pon haz explica numera`)
	objectOf     = wordSet(`to for in on at with from of by zu für mit von bei a para con de en`)
	reasonVerbs  = wordSet(`is are was were am isn't aren't ist sind war waren bin es son está están era eran`)
	subjectWords = wordSet(`i we you he she they it i'm i’m im ive we're ich wir du er sie es yo tú él ella nosotros`)
)

// insistsOnly reports a clause that only insists on what was said before
// it: "and keep it that way", "keep it like that", "und dabei bleibt es",
// "y que siga así".
func insistsOnly(ws []string) bool {
	if len(ws) > 6 {
		return false
	}
	j := strings.Join(ws, " ")
	return strings.Contains(j, "that way") || strings.Contains(j, "like that") || strings.Contains(j, "like this") || strings.Contains(j, "this way") ||
		strings.Contains(j, "dabei bleibt") || strings.Contains(j, "bleibt es dabei") || strings.Contains(j, "so bleiben") || strings.Contains(j, "siga así")
}

// bansLook reports a look of the answers at most two words after a word
// that bans it.
func bansLook(ws []string) bool {
	for k := range ws {
		if !lookBans[ws[k]] {
			continue
		}
		// Two words may stand between: "ohne diese ganzen Emojis",
		// "without any tables", "no long lists" (the sixth review) — not
		// "no signal where I'm putting the tables up" (the fifth).
		for j := k + 1; j < len(ws) && j <= k+3; j++ {
			if namedLook(ws[j]) {
				return true
			}
		}
	}
	return false
}

// lookBans are the words that ban a look of the answers without a verb:
// "ohne Listen", "no bullet points", "sin emojis".
var lookBans = wordSet(`no without ohne keine kein sin nada tampoco`)

// wholesale reports a take-back of every instruction at once: "Forget all
// of that, back to normal please", "forget everything I asked about how you
// answer", "Vergiss alles, was ich dir gesagt habe", "Olvida todo lo que te
// pedí, como antes" — not "forget all of that nonsense about the van".
func wholesale(typed string) bool {
	// All of it is what it takes back, right after the words that take
	// back (not "forget the bullet points now, …, everything sounds like
	// a grocery list"), and it says the answers go back to normal or names
	// how they were asked for: not "Forget everything I said about Lisbon,
	// we're going to Porto", "Forget all of that, I said the wrong
	// address", "Please don't forget everything I told you".
	return marks(typed, allTakenBack) && !marks(typed, keepInMind) && (marks(typed, normalAgain) || marks(typed, askedOfYou))
}

var (
	allTakenBack = phrases(`forget all|forget everything|ignore all|ignore everything|scrap all|scrap everything|drop all|
	vergiss alles|vergiss das alles|vergiss all das|ignorier alles|olvida todo|olvídate de todo|olvidate de todo|ignora todo`)
	normalAgain = phrases(`back to normal|normal again|normally again|answer normally|like before|as before|wie vorher|wie früher|ganz normal|wieder normal|como antes|normal otra vez|de forma normal`)
	askedOfYou  = phrases(`how you answer|how you write|how you reply|how you talk|my rules|my instructions|the rules i gave|your answers|
	wie du antwortest|wie du schreibst|meine regeln|meine anweisungen|cómo me contestas|cómo me respondes|mis reglas|mis instrucciones`)
	keepInMind = phrases(`don't forget|do not forget|never forget|dont forget|vergiss nicht|nicht vergessen|no olvides|no te olvides`)
)

// revokedObject is what a take-back names: the words after its marker to the
// clause's end, without ordinary words ("Forget the flat in Madrid, …" →
// flat, madrid).
func revokedObject(text string) []string {
	lower := strings.ToLower(text)
	at := revokedAt(lower)
	if at < 0 {
		return nil
	}
	var out []string
	for _, w := range plainWords(clauseEnd(lower[at:])) {
		if (!common[w] || lengths[w]) && !tones[w] && !pointing[w] && !speakers[w] && !calledBy[w] && len([]rune(w)) > 2 {
			out = append(out, w)
		}
	}
	return out
}

// goingFor say what a plan goes for now: "we're going for a standing
// buffet".
var goingFor = phrases(`going for|opting for|gehen auf|nos decantamos|vamos a por`)

// lengths are the ordinary words of an answer's length a take-back names
// ("forget what I said about keeping it short"); outset the words of the
// conversation's start ("what I said at the start", "am Anfang", "al
// principio"); calledBy the words people call the one they talk to
// ("love", "darling"; not "duck", "pet", "honey", which are things too),
// which name nothing a take-back takes back.
var (
	lengths  = wordSet(`short long brief shorter longer kurz kurze kurzen kurzer kürzer kürzere lang lange langen länger längere corto cortas cortos largo largas largos breve breves`, smallShort)
	outset   = wordSet(`start beginning first outset anfang beginn anfangs principio comienzo inicio`)
	calledBy = wordSet(endearmentList, `quilla pisha`)
	// permitting are the words that allow the assistant something, whatever
	// it is.
	permitting = wordSet(`can may darfst darf dürfen kannst puedes podés puede`)
)

// revokedAt is where the words after a take-back's first marker start in
// lower, or -1.
func revokedAt(lower string) int {
	at := markAt(lower, revocation)
	// "I'm going back on what I said at the start about nae lists";
	// "Vergiss, was ich über die kurzen Antworten gesagt habe" (the second
	// review of stop 65): the take-back from where it starts, though a word
	// that takes back starts there too.
	if from, back := markSpan(lower, takingBack); back >= 0 && (at < 0 || from <= markStart(lower, revocation)) {
		at = back
	}
	if at < 0 && stopsLook(lower) {
		at = markAt(lower, stopping) // "you can stop the capital letters now"
	}
	if at < 0 && scrapsMine(lower) {
		at = markAt(lower, scrappingMine) // "ok scrap my three-sentence thing"
	}
	return at
}

// markAt is where the words after the first of marks that lower holds start
// in lower, or -1.
func markAt(lower string, marks []string) int {
	_, at := markSpan(lower, marks)
	return at
}

// markStart is where the first of marks that lower holds starts in lower, or
// -1.
func markStart(lower string, marks []string) int {
	from, _ := markSpan(lower, marks)
	return from
}

// markSpan is where the first of marks that lower holds starts, and where
// the words after it start, in lower; -1 and -1 when it holds none.
func markSpan(lower string, marks []string) (from, at int) {
	at, first := -1, -1
	for _, p := range marks {
		if i := strings.Index(" "+lower, " "+strings.TrimSpace(p)); i >= 0 && (first < 0 || i < first) {
			first, at = i, i+len(strings.TrimSpace(p))
		}
	}
	if at > len(lower) {
		return -1, -1
	}
	return first, at
}

// sameStem reports two words of one stem: "emojis" and "emoji", "Meilen"
// and "Meile".
func sameStem(a, b string) bool {
	if len(a) < 4 || len(b) < 4 {
		return a == b
	}
	n := min(len(a), len(b))
	return n >= 4 && a[:n-1] == b[:n-1] && (strings.HasPrefix(a, b) || strings.HasPrefix(b, a))
}

// stem reports a word of k that w is, or shares its stem with ("emoji" and
// "emojis").
func (k keys) stem(w string) bool {
	if k.all[w] {
		return true
	}
	for x := range k.all {
		if sameStem(w, x) {
			return true
		}
	}
	return false
}

// keysList are the words of k.
func keysList(k keys) []string {
	out := make([]string, 0, len(k.all))
	for w := range k.all {
		out = append(out, w)
	}
	return out
}

// opening is what ownedBy reads of a line's first words, once per line:
// each word normalized, whether it names an owner ("Grandad's"), a person (a
// word of family, or a name capitalized inside the line), and whether it is
// "von/de" after an article and a thing ("Der Hund von …").
type opening struct {
	words         []string
	owner, person []bool
	of            []bool
}

// openingOf reads a line's first eight words for ownedBy.
func openingOf(text string) opening {
	ws := strings.Fields(text)
	ws = ws[:min(len(ws), 8)]
	o := opening{words: make([]string, len(ws)), owner: make([]bool, len(ws)), person: make([]bool, len(ws)), of: make([]bool, len(ws))}
	for k, w := range ws {
		raw := strings.Trim(w, ".,;:!?¡¿\"'()")
		l := normal(raw)
		o.words[k] = l
		o.person[k] = family[l] || relatives[l] || k > 0 && isCapitalized(raw) && !common[l]
		o.owner[k] = l != strings.ToLower(raw) && (family[l] || relatives[l] || isCapitalized(raw))
		o.of[k] = k >= 2 && (l == "von" || l == "vom" || l == "de" || l == "del") && articles[normal(ws[k-2])]
	}
	return o
}

// ownedBy reports a line that names what the older line is about only as
// the owner of another thing, near its start: "Grandad's dog Biscuit turns
// eleven in March" is not about Grandad ("Grandad turns eighty-five in
// March"), nor "Der Hund von Opa, Bello, wird im März elf", "El perro de mi
// sobrino Dani cumple once" — but "Grandad's birthday moved to April" is
// about "Grandad's birthday is in March", and "Neues vom Brinkmann: …",
// "Post von der Künstlersozialkasse: …" (no article before) own nothing.
func (e opening) ownedBy(o keys) bool {
	ws := e.words
	for k := 0; k < len(ws) && k < 5; k++ {
		if e.owner[k] && o.all[ws[k]] && k+1 < len(ws) && !o.all[ws[k+1]] && !common[ws[k+1]] {
			return true // "Grandad's dog"
		}
		if !e.of[k] || o.all[ws[k-1]] || common[ws[k-1]] {
			continue
		}
		for j := k + 1; j < min(k+4, len(ws)); j++ {
			if o.all[ws[j]] && e.person[j] {
				return true // "Der Hund von Opa", "El perro de mi sobrino Dani"
			}
		}
	}
	return false
}

// ownsAnother reports a line about something of someone's own that the
// line o does not name: "My dissertation …", "Mi tesis …", "Meine
// Bachelorarbeit …".
func ownsAnother(text string, o keys) bool {
	ws := plainWords(strings.ToLower(text))
	for k := 0; k+1 < len(ws) && k < 3; k++ { // its subject, not "…, I'm on my laptop"
		if (owners[ws[k]] || possessive[ws[k]]) && !common[ws[k+1]] && !o.all[ws[k+1]] {
			return true
		}
	}
	return false
}

// revokes reports a lower-cased line that takes something back ("forget the
// …", "vergiss …", "olvida …", "no more …").
func revokes(lower string) bool {
	return marks(lower, revocation) && !marks(lower, keepInMind) || marks(lower, revoked) || // not "Please don't forget everything I told you"
		takesBackAnswering(lower) || stopsLook(lower) || scrapsMine(lower)
}

// distance is how far apart the nearest two values of one kind of the two
// lines are, as a ratio's logarithm (0: the same size).
func (k keys) distance(o keys) float64 {
	d := math.Inf(1)
	for v, kind := range k.values {
		a, ok := number(v)
		if !ok {
			continue
		}
		for w, okind := range o.values {
			if b, ok := number(w); ok && okind == kind && a > 0 && b > 0 {
				d = min(d, math.Abs(math.Log(a/b)))
			}
		}
	}
	return d
}

// number reads the number of a value ("1,650", "£8.60", "18:45" as 18.45).
func number(v string) (float64, bool) {
	var b strings.Builder
	for _, r := range v {
		switch {
		case r >= '0' && r <= '9':
			b.WriteRune(r)
		case (r == '.' || r == ':') && b.Len() > 0 && !strings.Contains(b.String(), "."):
			b.WriteByte('.')
		}
	}
	f, err := strconv.ParseFloat(strings.TrimSuffix(b.String(), "."), 64)
	return f, err == nil
}

// measures are the ways of measuring or spelling an instruction may ask for
// (not "units", which goes with them: "Forget the metric thing" takes all of
// "metric units throughout" back).
var measures = wordSet(`metric imperial spelling`)

// hasWord reports a subject word of k, in the singular or the plural
// ("emoji", "emojis"; "Tabelle", "Tabellen").
func (k keys) hasWord(w string) bool {
	if k.subjects[w] || k.subjects[w+"s"] || k.subjects[w+"n"] || k.subjects[w+"es"] {
		return true
	}
	for _, end := range []string{"s", "n", "es"} {
		if t, ok := strings.CutSuffix(w, end); ok && utf8.RuneCountInString(t) >= 4 && k.subjects[t] {
			return true
		}
	}
	return false
}

// clauseEnd is text up to the end of its first clause.
func clauseEnd(text string) string {
	if end := strings.IndexAny(text, ",;:.!?–—"); end >= 0 {
		return text[:end]
	}
	return text
}

// replacedObject is what a line says it replaces: the words after "instead
// of", "rather than", "statt", "en vez de" … to the clause's end, without
// ordinary words ("For the birthday party I'm doing cupcakes instead of a big
// cake" → big, cake; "el vino en vez de cava" → cava).
func replacedObject(lower string) []string {
	for _, m := range []string{"instead of ", "rather than ", " statt ", "anstatt ", "en vez de ", "en lugar de "} {
		_, rest, ok := strings.Cut(lower, m)
		if !ok {
			continue
		}
		var out []string
		for _, w := range plainWords(clauseEnd(rest)) {
			if !common[w] && utf8.RuneCountInString(w) > 2 {
				out = append(out, w)
			}
		}
		return out
	}
	return nil
}

// holdsSubjects reports whether every word of o's subjects is in k.
func (k keys) holdsSubjects(o keys) bool {
	for w := range o.subjects {
		if !k.all[w] {
			return false
		}
	}
	return true
}

// putBack reports a lower-cased line that puts something back to an hour:
// "so we've put the opening back to twelve noon" (a part read at stop 97)
// — not "going back to one of the cousins' houses", "back to five-a-side",
// "flying back to Tenerife" (the third review of stop 97).
func putBack(lower string) bool {
	if !strings.Contains(lower, "back") {
		return false // most lines
	}
	ws := plainWords(lower)
	for k, w := range ws {
		if w != "put" && w != "putting" && w != "puts" {
			continue
		}
		for j := k + 1; j < min(k+6, len(ws)-2); j++ {
			if ws[j] == "back" && (ws[j+1] == "to" || ws[j+1] == "till" || ws[j+1] == "until") {
				h := ws[j+2]
				return hourWords[h] || h == "half" || h == "quarter" || h == "noon" || h == "midnight" || strings.ContainsFunc(h, unicode.IsDigit)
			}
		}
	}
	return false
}

// calledOffPlan reports a lower-cased line that opens with a change of plan
// and says after its colon what no longer happens: "change of plan, because
// me mam pointed out it'll probably be raining sideways: we're not walking
// to church after all".
func calledOffPlan(lower string) bool {
	i := strings.LastIndex(lower, ": ")
	return i > 0 && opensWithin(lower, mindChanged, 2) && negated(lower[i+2:]) && !asked(lower)
}

// scrappedObject is what a change that says "instead" scraps by name: the
// words after "scrap the", "forget the", "ditch the", "vergiss den", "olvida
// el" … to the clause's end, without ordinary words ("Scrap the Zig Zags,
// we're doing the Hag's Tooth instead" → zig, zags).
func scrappedObject(text string) []string {
	out, german := scrappedWords(text)
	if len(out) == 1 && (german || !namedIn(text, out[0])) {
		// "Vergiss das Auto", "Olvida el coche": one thing, not a name
		// ("Cancel the Miramar", "Scrap the uPVC").
		return nil
	}
	return out
}

// decidedOn reports a line that decides on what was scrapped: its first
// word within the three words after the words of deciding, articles aside
// ("We going with sea green T-shirts", "nehmen wir die Kapelle aus Aying")
// — not one item of a list agreed at once ("we're going with Gina's lemon
// cake, Tom's playlist and a ceilidh band"), nor a thing ruled out ("We
// decided Tom picks us up on the 10th, no taxi home"; the third review of
// stop 95).
func decidedOn(lower string, scrapped []string) bool {
	at := markAt(lower, decided)
	if at < 0 || len(scrapped) == 0 {
		return false
	}
	if namedFirst(lower[at:], scrapped[0]) {
		return true
	}
	// "Decision made after a long stare at the muck: raised beds along the
	// east wall" (a part read at stop 97): under a head that only says a
	// decision was made, what was decided comes after its colon — not a
	// snag or a reason after a choice named before it ("We're going with
	// the Anchor, only one snag: the parking"; the second review of stop
	// 97).
	if head, rest, ok := strings.Cut(lower, ": "); ok && len(plainWords(head)) <= 10 && marks(head, decisionHeads) {
		return namedFirst(rest, scrapped[0])
	}
	return false
}

// decisionHeads say only that a decision was made, what it is after them.
var decisionHeads = phrases(`decision made|decision's made|decision is made|decided|entscheidung|entschieden|beschlossen|decidido|decisión`)

// namedFirst reports a lower-cased text whose first three words, articles
// aside, hold w.
func namedFirst(lower, w string) bool {
	n := 0
	for _, x := range plainWords(lower) {
		if articles[x] || germanArticles[x] || determiners[x] {
			continue
		}
		if x == w {
			return true
		}
		if n++; n >= 3 {
			return false
		}
	}
	return false
}

// scrappedThing is what a take-back scraps by name, without the words that
// name no thing of their own ("Scrap the boda boda plan" → boda, boda; "Scrap
// that name" → nothing).
func scrappedThing(text string) []string {
	ws, _ := scrappedWords(text)
	return slices.DeleteFunc(ws, func(w string) bool { return genericHeads[w] })
}

// genericHeads name a plan or a thing without saying which: "plan", "idea",
// "name", "Sache", "cosa".
var genericHeads = wordSet(`plan plans idea ideas name names thing things option options stuff bit part
	idee ideen namen sache sachen ding dinge
	idea ideas nombre nombres cosa cosas opción opciones parte`)

// scrappedWords are the words after a verb of scrapping to the clause's
// end, without ordinary words, and whether a German article opens them
// ("Scrap the navy" → navy; "Vergiss das Auto" → auto, true).
func scrappedWords(text string) (words []string, german bool) {
	clause := clauseEnd(strings.ToLower(text))
	if negated(clause) {
		return nil, false // "Vergiss die Karten nicht", "Don't forget the tickets"
	}
	ws := plainWords(clause)
	for k := 0; k+1 < len(ws) && k < 4; k++ {
		if !scrapVerbs[ws[k]] {
			continue
		}
		var out []string
		for _, w := range ws[k+1:] {
			if !common[w] && !articles[w] && !germanArticles[w] && utf8.RuneCountInString(w) > 2 {
				out = append(out, w)
			}
		}
		return out, germanArticles[ws[k+1]]
	}
	return nil, false
}

// namedIn reports a word (lower-cased) that text writes with a capital
// letter somewhere in it: a name, "Miramar", "uPVC".
func namedIn(text, w string) bool {
	for _, t := range strings.Fields(text) {
		t = strings.TrimFunc(t, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		if strings.ToLower(t) == w && strings.ContainsFunc(t, unicode.IsUpper) {
			return true
		}
	}
	return false
}

// scrapVerbs open a change by naming what it scraps.
var scrapVerbs = wordSet(`scrap ditch forget cancel vergiss olvida olvídate cancela`)

// namesOld reports a change that names o's number as the old one beside its
// new one ("18:00 instead of 17:30", "from £24.99 to £27.50", "jetzt 165 Euro
// statt 149 Euro", "von 149 Euro auf 165 Euro", "de 39,90 a 44,90", "antes
// 39,90, ahora 44,90"): a number of three digits or more that o gives, of
// the same kind, after a word that names the old value, beside another of
// that kind o does not give — not the new value, which another line may
// give too ("Maya's swimming is at 18:00"). lower is the change's text,
// lower-cased.
func namesOld(lower string, k, o keys) bool {
	for v, kind := range k.values {
		if o.values[v] != kind || !longNumber(v) {
			continue
		}
		at := strings.Index(lower, v)
		if at < 0 || !oldMarks[lastWord(lower[:at])] {
			continue
		}
		for w, wkind := range k.values {
			if w != v && wkind == kind && o.values[w] != kind {
				return true
			}
		}
	}
	return false
}

// oldMarks name the old value after them.
var oldMarks = wordSet(`of than from not longer was were statt anstatt von vorher nicht mehr war de antes era vez lugar no`)

// lastWord is the last word of text, without marks ("instead of " → "of").
func lastWord(text string) string {
	f := strings.Fields(text)
	for i := len(f) - 1; i >= 0; i-- {
		if w := strings.Trim(f[i], ".,;:!?()\"'£€$"); w != "" {
			return w
		}
	}
	return ""
}

// switched say that something was put elsewhere or replaced — not "now",
// "no longer", "neu", "al final", which news about the same thing says too
// ("I've finally found shoes for the wedding reception now", "Jonas kommt
// nicht mehr zur Weihnachtsfeier"); moves say it was put elsewhere or at
// another time ("We've changed the birthday party to the community hall"),
// where "cupcakes instead of a big cake" replaces something else.
var (
	moves = phrases(`moved|moves to|moving to|changed the|changed it to|changed to|postponed|rescheduled|now at |now in |
	verlegt|verschoben|umgezogen|zieht um|ziehen um|jetzt im |jetzt in |jetzt bei |
	se traslada|trasladado|trasladamos|se muda|movido|cambiado|aplazado|pospuesto|ahora es en|al final es en`)
	switched = append(phrases(`instead|switched|switching|change of plan|stattdessen|statt des|statt der|statt dem|statt den|anstatt|planänderung|
	en vez de|en lugar de|cambio de planes|cambiamos`), moves...)
)

// phrasePairs are the pairs of ordinary words a line says together, at most
// one small word between them ("birthday party", "cena de empresa"; not "the
// party", "Gwen Harris"), each with the index of its first word.
func phrasePairs(text string, k keys) map[string]int {
	ws := plainWords(text)
	out := map[string]int{}
	content := func(w string) bool {
		return !common[w] && !k.specific[w] && utf8.RuneCountInString(w) >= 3
	}
	for i := 0; i+1 < len(ws); i++ {
		if !content(ws[i]) {
			continue
		}
		for j := i + 1; j < len(ws) && j <= i+2; j++ {
			if content(ws[j]) {
				if _, ok := out[ws[i]+" "+ws[j]]; !ok && !changeMarkers[ws[i]+" "+ws[j]] {
					out[ws[i]+" "+ws[j]] = i
				}
				break
			}
			if !common[ws[j]] || utf8.RuneCountInString(ws[j]) > 3 {
				break // only a small word between: "cena de empresa"
			}
		}
	}
	return out
}

// changeMarkers are the two words of a head that says something changed,
// not what: "Change of plan: the cake …" and "Change of plan on the venue:
// …" are about two things.
var changeMarkers = phraseSet(`change plan|change plans|plan change|slight change|small change|quick change|minor change|late change|cambio planes|cambio plan|planes cambio|
	ligero cambio|pequeño cambio|kleine änderung|kleine planänderung|quick update|small update|slight update|latest update|plan update|brief update|schedule update|plans changed|
	slight tweak|actualización rápida`)

// changeCompounds are German heads of a change, no subject: "Planänderung",
// "Programmänderung" (not "Satzungsänderung", which is one).
var changeCompounds = wordSet(`planänderung planänderungen programmänderung terminänderung`)

// sharesPhrase is where in b the earliest of pairs (the other line's
// phrasePairs) starts, or -1: "spare keys" and "car keys" share none.
func sharesPhrase(pairs map[string]int, b string, bk keys) int {
	at := -1
	for p, i := range phrasePairs(b, bk) {
		if _, ok := pairs[p]; ok && (at < 0 || i < at) {
			at = i
		}
	}
	return at
}

// wordsShared is overlap without the names and values: what two lines share
// in ordinary words.
func (k keys) wordsShared(o keys, topic map[string]bool) int {
	return k.shared(o, topic, false)
}

// sharesCompound reports a subject word of both lines long enough to be a
// compound that names a thing alone ("ersatzschlüssel", "vereinsheim"), not
// a change ("Planänderung: …", "Kleine Planänderung beim Ort: …").
func (k keys) sharesCompound(o keys) bool {
	for w := range k.subjects {
		if o.subjects[w] && utf8.RuneCountInString(w) >= 12 && !changeCompounds[w] {
			return true
		}
	}
	return false
}

// places reports that the line places the older line's thing itself: every
// word of it (but the verb that places it: "The props live") stands in what
// this line places with no word of its own beside it — "The props have moved,
// so they're …", not "The car keys are …", "the raffle tickets", "las llaves
// del coche".
func (r *readLine) places(older *readLine) bool {
	old := older.keys
	if older.placed {
		old = older.thing
	}
	// The verb that places it is no part of the thing — but when it is
	// all of it, it is the thing ("The van is behind the shop").
	verbOnly := true
	for w := range old.subjects {
		verbOnly = verbOnly && placing[w]
	}
	n := 0
	for w := range old.subjects {
		if placing[w] && !verbOnly {
			continue
		}
		k := slices.Index(r.words, w)
		if k < 0 {
			return false
		}
		own := func(x string) bool { return r.thing.subjects[x] && !old.subjects[x] }
		if k > 0 && own(r.words[k-1]) || k+1 < len(r.words) && (own(r.words[k+1]) || ofWords[r.words[k+1]]) {
			return false
		}
		// Nor whose or of what it is, before it: "the keys to the car",
		// "the charger for the camera", "his car", "las llaves del coche",
		// "su coche" are another thing, or someone else's.
		for b := k - 1; b >= 0; b-- {
			x := r.words[b]
			if whose[x] && !slices.Contains(older.words, x) || ofWords[x] || belongsTo[x] || contracted[x] {
				return false
			}
			if !articles[x] && !determiners[x] && !germanArticles[x] {
				break
			}
		}
		n++
	}
	return n > 0
}

// overlap scores what two lines share, in halves: a name or a code 4, another
// word 2, a word of the conversation's topic 1.
func (k keys) overlap(o keys, topic map[string]bool) int {
	return k.shared(o, topic, true)
}

// shared is overlap, with or without the names and values.
func (k keys) shared(o keys, topic map[string]bool, names bool) int {
	n := 0
	for w := range k.subjects {
		switch {
		case !o.subjects[w], k.specific[w] && !names:
		case topic[w]:
			n++
		case k.specific[w]:
			n += 4
		default:
			n += 2
		}
	}
	return n
}

// repeats reports whether e says nothing that x does not: the same text, or
// names and values all found in x. news is set when e says something changed
// or was taken back (Merge reads it once per line).
func repeats(e session.LedgerEntry, er *readLine, news bool, x session.LedgerEntry, xr *readLine) bool {
	if er.norm == xr.norm {
		return true
	}
	if e.Msg == x.Msg && e.User == x.User && e.Kind == session.LedgerRule {
		// Two orders of one message say two things: "Please stop telling
		// me the weather … Weather only if I ask, ta." (a part read at
		// stop 80: the second, read as a repeat, was lost).
		return false
	}
	if e.Kind.Describes() || x.Kind.Describes() || len(er.keys.all) == 0 || news {
		return false // news: "Dinner now starts at 7pm" after "dinner at 8pm, drinks from 7pm"
	}
	if (x.Kind == session.LedgerQuestion || xr.whether) && e.Kind != session.LedgerQuestion && !er.whether {
		return false // in the question's words, its answer: "Kasia is coming to the christening on Sunday"
	}
	if !holdsAllKeys(er.keys, xr.keys) || er.negated != xr.negated { // not "Tom is not coming to the barbecue" after "Tom is coming to the barbecue"
		return false
	}
	for v, kind := range er.keys.values {
		if okind, ok := xr.keys.values[v]; ok && numberKind(kind) != numberKind(okind) {
			return false // a count that equals a price: "We're up to 15 teams now!" after "15 pounds per team … 12 teams"
		}
	}
	// Its words together in one clause of the earlier line, not taken from
	// two: "Owen takes the early shift on Tuesday" after "Nadia takes the
	// early shift on Tuesday and Owen takes the late shift" is a swap.
	return slices.ContainsFunc(statements(x.Text), func(c string) bool { return holdsAllKeys(er.keys, keysOf(c)) })
}

// notThereNow reports a lower-cased line that says a plan changed, with a
// no: "Change of plan: the swap won't be in the courtyard", "The ceilidh
// won't be at the Dockers Club after all", "Cambio de planes: … no será en
// el patio", "Die Lesung findet doch nicht in der Stadtbücherei statt" —
// not a habit or a remark ("I don't go there anymore", "The Dockers Club
// isn't cheap anymore").
func notThereNow(lower string) bool {
	return negated(lower) && (marks(lower, mindChanged) || marks(lower, afterAll))
}

// sharedKeys counts the keys of a that b holds.
func sharedKeys(a, b keys) int {
	n := 0
	for k := range a.all {
		if b.all[k] {
			n++
		}
	}
	return n
}

// partlyBy reports statements (of one line) of which some name one of named
// and another names someone else, both with a value: what named changed is
// not all the line says.
func partlyBy(st []string, named []string) bool {
	if len(named) == 0 {
		// "She pays 65 now": of one of them, not said whom — unless the
		// line is of one.
		n := 0
		for _, s := range st {
			if len(namesIn(s)) > 0 && len(keysOf(s).values) > 0 {
				n++
			}
		}
		return n >= 2
	}
	about, other := false, false
	for _, s := range st {
		ns := namesIn(s)
		switch {
		case len(ns) == 0 || len(keysOf(s).values) == 0:
			// "…, Netflix included": no value of someone's.
		case slices.ContainsFunc(ns, func(n string) bool { return slices.Contains(named, n) }):
			about = true
		default:
			other = true
		}
	}
	return about && other
}

// namesIn are the capitalized words of a text that are no common word, nor
// a day or a month, lower-cased: who or what it names.
func namesIn(text string) []string {
	var out []string
	for _, w := range strings.Fields(text) {
		t := strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) })
		t = strings.TrimSuffix(strings.TrimSuffix(t, "'s"), "’s")
		l := normal(t)
		if isCapitalized(t) && isAlpha(t) && !common[l] && !weekdays[l] && !weekdays[strings.TrimSuffix(l, "s")] && !months[l] {
			out = append(out, l)
		}
	}
	return out
}

// subjectsIn are the names of a line but those who only tell it: "Jakub
// told me Lena pays 65 now" is of Lena.
func subjectsIn(text string) []string {
	ws := strings.Fields(text)
	var tellers []string
	for k := 0; k+1 < len(ws); k++ {
		if tellingWords[strings.ToLower(strings.Trim(ws[k+1], ".,;:!?"))] {
			tellers = append(tellers, namesIn(ws[k])...)
		}
	}
	return slices.DeleteFunc(namesIn(text), func(n string) bool { return slices.Contains(tellers, n) })
}

var tellingWords = wordSet(`told says said tells sagt sagte meint meinte dice dijo contó cuenta me`)

// statements are a line's statements: split where a comma or a
// conjunction after two words at least opens one about someone else, named
// with a capital ("Nadia takes the early shift on Tuesday, Owen takes the
// late shift", "Tom drives and Ana cooks"; not "Tom and Jess arrive on
// Friday", "On Friday, 12 May, we fly to Porto").
func statements(text string) []string {
	var out []string
	ws := strings.Fields(text)
	from := 0
	for k := 1; k < len(ws); k++ {
		comma := strings.HasSuffix(ws[k-1], ",") || strings.HasSuffix(ws[k-1], ";")
		joined := joiningWords[strings.ToLower(ws[k-1])] && k-1-from >= 2
		if (comma && k-from >= 2 || joined) && isCapitalized(alnum(ws[k])) {
			end := k
			if joined {
				end = k - 1
			}
			out = append(out, strings.Join(ws[from:end], " "))
			from = k
		}
	}
	return append(out, strings.Join(ws[from:], " "))
}

// joiningWords join two statements in one sentence.
var joiningWords = wordSet(`and but or und aber oder y e pero o`)

// asksWhether reports a lower-cased line that asks whether something is so
// ("I have to check whether the pool is open on Easter Monday", "ob …").
func asksWhether(lower string) bool {
	if marks(lower, findingOut) {
		return true
	}
	// "Have to ask Kasia if …", "preguntar a Lucía si …": asking someone,
	// then if.
	ws := plainWords(lower)
	for k, w := range ws {
		if askingSomeone[w] {
			for _, x := range ws[k+1 : min(k+5, len(ws))] {
				if x == "if" || x == "whether" || x == "si" || x == "ob" {
					return true
				}
			}
		}
	}
	return false
}

// askingSomeone ask someone something.
var askingSomeone = wordSet(`ask asking preguntar preguntarle pregunto fragen frage`)

// findingOut ask whether something is so: not "whether it rains or
// shines", "Rothenburg ob der Tauber".
var findingOut = phrases(`find out whether|find out if|check whether|check if|checking whether|checking if|know whether|know if|sure whether|ask whether|wonder if|wondering if|wonder whether|wondering whether|see whether|
	herausfinden, ob|rausfinden, ob|nachfragen, ob|prüfen, ob|klären, ob|weiß nicht, ob|wissen, ob|fragen, ob|
	averiguar si|saber si|preguntar si|comprobar si|mirar si`)

// holdsAllKeys reports every key of a in b.
func holdsAllKeys(a, b keys) bool {
	for k := range a.all {
		if !b.all[k] {
			return false
		}
	}
	return true
}

// negated reports a lower-cased line that says no: "not", "n't", "nicht",
// "kein", "no", "nunca" …
func negated(lower string) bool {
	return strings.Contains(lower, "n't") || strings.Contains(lower, "n’t") ||
		slices.ContainsFunc(plainWords(lower), func(w string) bool { return negations[w] || w == "no" })
}

// repeated is the index of the first line of out that e repeats, or -1.
func repeated(e session.LedgerEntry, er *readLine, news bool, out []session.LedgerEntry, read []*readLine) int {
	for j, x := range out {
		if repeats(e, er, news, x, read[j]) {
			return j
		}
	}
	return -1
}

// readLine is what a merge has read of a line: its keys, its text
// lower-cased with single spaces (two lines of the same words are one), and
// whether it says no.
type readLine struct {
	keys    keys
	norm    string
	negated bool     // it says no (negated), read once: repeats asks it of every pair
	placed  bool     // it says where something is (located), read once
	thing   keys     // what it places: its words before the place
	words   []string // those words, in order (keyWord)
	was     bool     // it says where something was
	owners  []string // the capitalized words of what it places ("Sue's")
	whether bool     // it asks whether something is so (asksWhether), read once
}

func readOf(text string) *readLine {
	norm := strings.ToLower(strings.Join(strings.Fields(text), " "))
	r := &readLine{keys: keysOf(text), norm: norm, negated: negated(norm), placed: located(norm), whether: asksWhether(norm)}
	if r.placed {
		part, was := placedPart(text)
		r.thing, r.was = keysOf(part), was
		for _, sent := range sentences(part) {
			for _, w := range wordsOf(sent) {
				r.words = append(r.words, keyWord(w.text))
			}
		}
		for k, w := range strings.Fields(part) {
			if n := normal(strings.Trim(w, marksAround)); k > 0 && isCapitalized(w) && !common[n] || strings.HasSuffix(strings.ToLower(w), "'s") && !common[n] {
				r.owners = append(r.owners, n)
			}
		}
	}
	return r
}

// ofWords join a thing's name, not its place ("las llaves de repuesto").
var ofWords = wordSet(`de del of von vom`)

// placedPart is what a line that says where something is says of what it
// places: its words before the word of where after its first verb of
// placing ("The spare keys are | in the blue bowl", "I moved the spare keys
// | to the drawer", "Las llaves de repuesto están | en el cuenco"); past is
// set when that verb says where it was ("… the car keys were in the cool
// box"), not where it is.
func placedPart(text string) (part string, past bool) {
	ws := strings.Fields(text)
	bare := make([]string, len(ws)) // lower-cased, without the marks around
	for k, w := range ws {
		bare[k] = strings.ToLower(strings.Trim(w, marksAround))
	}
	where := func(l string) bool { return (whereWords[l] || towards[l] || contracted[l]) && !ofWords[l] }
	for k, verb := range bare {
		if !placing[verb] {
			continue
		}
		for j := k + 1; j < len(ws) && j <= k+5; j++ {
			if where(bare[j]) {
				return strings.Join(ws[:j], " "), pastCopula[verb]
			}
		}
	}
	// The verb last, as German puts it ("Die Ersatzschlüssel hab ich | in
	// die Schublade … gelegt"): before the first word of where.
	for k := 1; k < len(ws); k++ {
		if where(bare[k]) {
			return strings.Join(ws[:k], " "), false
		}
	}
	return text, false
}

// marksAround are the marks placedPart takes off a word's ends.
const marksAround = ".,;:!?"

// mentioned reports whether a text names one of the line's names or values.
func mentioned(k keys, texts []string) bool {
	for w := range k.all {
		if !k.specific[w] {
			continue
		}
		for _, t := range texts {
			if containsWordFold(t, w) {
				return true
			}
		}
	}
	return false
}

// keys are what a line is about and what it says of it, lower-cased: its
// subjects (names, identifiers, rare words) and its values (numbers, times,
// dates, amounts), each value with its kind.
type keys struct {
	all      map[string]bool
	subjects map[string]bool
	values   map[string]string // value → its kind ("time", "date", "amount", "num:port")
	// specific are the names, identifiers and values (not the rare words);
	// primary is set when the line has a name or identifier.
	specific map[string]bool
	primary  bool
	// backward says of a count of time units whether it counts back from
	// now ("seven years ago": "ago") or since then ("seit 29 Jahren":
	// "since"); nil when no value does.
	backward map[string]string
	// corrects is set when the line says it corrects something
	// ("Korrektur: …", "sorry, I mean …"): a count of years ago then
	// changes one of years since (the second review of stop 96).
	corrects bool
}

// keyWord is how a word is a key: "physio's" is "physio", "Mum's" "mum"; a
// name's stays ("St John's" is not John).
func keyWord(w string) string {
	if !isCapitalized(w) || family[normal(w)] {
		return normal(w)
	}
	return strings.ToLower(w)
}

func keysOf(text string) keys {
	k := keys{all: map[string]bool{}, subjects: map[string]bool{}, values: map[string]string{}, specific: map[string]bool{}}
	for _, sent := range sentences(text) {
		ws := wordsOf(sent)
		for i, w := range ws {
			l := keyWord(w.text)
			switch {
			case weekly[l]:
				k.values[l] = "weekly" // "on Wednesdays": a slot that comes back, not a day
				k.specific[l] = true
			case hasDigitValue(w.text) || valueWords[l] || oneOClock(ws, i):
				kind := valueKind(ws, i)
				if kind == "time" {
					l = clockKey(ws, i, l) // "half past seven" is not "seven" (found driving at stop 61)
				}
				if numberKind(kind) && (agedAfterName(ws, i) || agedByVerb(ws, i)) {
					// "Granddaddy is Hollis Pate, 83, grew melons …": an
					// age, which no count of melons or hour changes.
					kind = "age"
				}
				if ref := agoOrSince(ws, i); numberKind(kind) && ref != "" {
					// "vor sieben Jahr", "seven years ago", "hace siete
					// años": when something was done, no new count of the
					// years someone has worked ("seit 29 Jahr Gärtnerin";
					// a part read at stop 96) — but a new count of either
					// ("13 years now", "ya llevamos 13 años"), or one that
					// names the old ("vor 11 Jahren …, nicht vor 10"),
					// changes it (revalues).
					if k.backward == nil {
						k.backward = map[string]string{}
					}
					k.backward[l] = ref
				}
				if kind == "date" && sinceBefore(ws, i) {
					// "seit dem Starkregen im Juli": when something began,
					// no new date of what is planned ("Der Termin steht: …
					// am 18. Oktober"; a part read at stop 71).
					kind = "since"
				}
				k.values[l] = kind
				k.specific[l] = true
			case units[l]:
				k.all[l] = true // "20 dollars, not euros" is news; no subject
				continue
			case common[l] || len([]rune(l)) < 3 && !hasDigit(l) && !(initials(w.text) && i > 0):
				continue // "PS the party is …": a note's mark, no subject (the review of stop 76)
			case hasDigit(w.text) || identShape(w.text) || w.quoted || isCapitalized(w.text) && i > 0:
				k.subjects[l] = true
				k.specific[l] = true
				k.primary = true
			case isAlpha(w.text):
				k.subjects[l] = true // "gym", "car": short words say what too
			default:
				continue
			}
			k.all[l] = true
		}
	}
	if k.backward != nil {
		k.corrects = marks(strings.ToLower(text), correctingWords) // read only beside a count of years ago or since (revalues)
	}
	return k
}

// correctingWords say a line corrects what was said.
var correctingWords = phrases(`correction|korrektur|berichtigung|corrección|corrijo|i mean|i meant|ich meine|quiero decir|sorry, |not |nicht |no |actually|eigentlich|en realidad`)

// agoOrSince says whether the number at ws[i] counts time units back from
// now ("vor sieben Jahren", "seven years ago", "hace siete años": "ago") or
// since then ("seit 29 Jahren", "desde hace 29 años": "since"), or "".
func agoOrSince(ws []word, i int) string {
	if i+1 >= len(ws) || !durationUnits[keyWord(ws[i+1].text)] {
		return ""
	}
	prev := ""
	if i > 0 {
		prev = keyWord(ws[i-1].text)
	}
	switch {
	case prev == "seit" || prev == "hace" && (i > 1 && keyWord(ws[i-2].text) == "desde" || i+2 < len(ws) && keyWord(ws[i+2].text) == "que"):
		return "since" // "hace 11 años que vivo aquí" is since (the first review of stop 96)
	case prev == "vor" || prev == "hace" || i+2 < len(ws) && keyWord(ws[i+2].text) == "ago":
		return "ago"
	}
	return ""
}

// durationUnits are the units of time counted back or since: "years ago",
// "vor sieben Jahr", "hace tres meses".
var durationUnits = wordSet(`day days week weeks month months year years decade decades
	tag tage tagen woche wochen monat monate monaten jahr jahre jahren jahrzehnt jahrzehnten
	día días semana semanas mes meses año años`)

// initials reports a word of two capital letters: "MC", "DJ", "GP" — a
// subject, short as it is ("Still no MC for the dinner" repeats no line
// about the dinner; a part read at stop 76).
func initials(w string) bool {
	w = strings.TrimRight(w, ".,;:!?'\")")
	return len(w) == 2 && w[0] >= 'A' && w[0] <= 'Z' && w[1] >= 'A' && w[1] <= 'Z' && !noteInitials[w]
}

// noteInitials are initials that mark a note, not a subject: "PS the party is
// at Mum's", "NB: …".
var noteInitials = map[string]bool{"PS": true, "NB": true, "OK": true}

// agedAfterName reports a number of years set off by commas after a
// capitalized name, the clause it opens no more than the age: "Hollis Pate,
// 83, grew melons", "Der Erich Fuchs von gegenüber, 84, hat …", "Soy Begoña,
// …, 47 años, …" — an age.
func agedAfterName(ws []word, i int) bool {
	if i < 2 || !ws[i-1].closed || !ageWord(ws[i].text) {
		return false
	}
	after := i+1 < len(ws) && (ws[i].closed || yearWords[strings.ToLower(strings.Trim(ws[i+1].text, ".,;:!?"))]) || i+1 == len(ws)
	return after && slices.ContainsFunc(ws[1:i], func(w word) bool { return isCapitalized(w.text) && isAlpha(w.text) && !common[normal(w.text)] })
}

// agedByVerb reports a number of years after a verb of age: "la abuela
// tiene 92 años", "she's 80 years …".
func agedByVerb(ws []word, i int) bool {
	return i > 0 && i+1 < len(ws) && ageVerbs[strings.ToLower(ws[i-1].text)] && yearWords[strings.ToLower(strings.Trim(ws[i+1].text, ".,;:!?"))]
}

// yearWords count years after an age: "47 años", "84 Jahre", "83 years".
var yearWords = wordSet(`años anos jahre jahr years yrs`)

// sinceBefore reports a "since" a few words before the i-th word, in its
// clause: "seit dem Starkregen im Juli", "since March", "desde el verano de
// 2019".
func sinceBefore(ws []word, i int) bool {
	for j := i - 1; j >= 0 && j >= i-4 && !ws[j].closed; j-- {
		w := strings.ToLower(ws[j].text)
		if sincePoint[w] {
			return false // "seit gestern auf den 21. Juni", "since yesterday it's officially 21 June", "seit der Sitzung am 27. September" (the review of stop 71)
		}
		if sinceWords[w] {
			return true
		}
	}
	return false
}

// sincePoint say a date after a "since" is a point of its own: the news is
// since then, the date is what it is now.
var sincePoint = wordSet(`yesterday today officially gestern heute offiziell ayer hoy oficialmente am auf on to el al para`)

// clockWordAt is the word at j as spokenHour and clockKey read it: lower-cased,
// without the marks around it; "" outside the sentence.
func clockWordAt(ws []word, j int) string {
	if j < 0 || j >= len(ws) {
		return ""
	}
	return strings.ToLower(strings.Trim(ws[j].text, ".,;:!?()"))
}

// clockKey is the key of an hour said in words with its minutes: "half
// past seven", "quarter to six", "half seven" — another time than "seven".
func clockKey(ws []word, i int, l string) string {
	at := func(j int) string { return clockWordAt(ws, j) }
	switch {
	case (at(i-1) == "past" || at(i-1) == "to") && (minutes[at(i-2)] || at(i-2) == "half"):
		return at(i-2) + " " + at(i-1) + " " + l
	case at(i-1) == "half" && hourWords[l]:
		return "half " + l
	case at(i-1) == "halb" || at(i-1) == "viertel" || at(i-1) == "dreiviertel":
		return at(i-1) + " " + l // "halb acht"
	case at(i+1) == "y" && (at(i+2) == "media" || at(i+2) == "cuarto"), at(i+1) == "menos" && at(i+2) == "cuarto":
		return l + " " + at(i+1) + " " + at(i+2) // "las siete y media"
	}
	return l
}

// valueKind says what the value at i is: a time, a date, an amount, or a
// number of the thing named beside it.
func valueKind(ws []word, i int) string {
	w := strings.ToLower(ws[i].text)
	next, prev := "", ""
	if i+1 < len(ws) {
		next = strings.ToLower(ws[i+1].text)
	}
	if i > 0 {
		prev = strings.ToLower(ws[i-1].text)
	}
	priced := currency[next] || strings.ContainsAny(next, "€$£¥") // "40 Euro", "40 €"
	switch {
	case months[w] || weekdays[w] || months[next] || strings.Count(w, "/") == 1 && hasDigit(w) || strings.Count(w, "-") == 2:
		return "date"
	case strings.Contains(w, ":") || strings.HasSuffix(w, "am") || strings.HasSuffix(w, "pm") || strings.HasSuffix(w, "h") ||
		timeWords[next] || timeWords[w] ||
		// "a las dos", "a la una y media", "um halb neun"
		prev == "las" && i > 1 && (beforeTime[strings.ToLower(ws[i-2].text)] || beforeLas[strings.ToLower(ws[i-2].text)] || movedToLas(ws, i)) && !countsThing(next) ||
		prev == "um" && !priced ||
		prev == "y" && (w == "media" || w == "cuarto") || w == "halb" || oneOClock(ws, i) || spokenHour(ws, i):
		return "time"
	case strings.ContainsAny(w, "€$£¥") || priced || currency[prev] || strings.HasSuffix(w, "k") && hasDigit(w):
		return "amount"
	case next != "" && !common[next] && isAlpha(next) && !hasDigit(next):
		return "num:" + next
	case prev != "" && !common[prev] && isAlpha(prev):
		return "num:" + prev
	}
	return "num"
}

// countsThing reports a word after a number that names what it counts: "a
// las 12 familias" (to the 12 families) is no clock time; "a las 12 de la
// noche", "a las diez en punto", "A las 9 empieza la función" are.
func countsThing(next string) bool {
	// A plural: "A las 9 empieza la función" has the verb after the time.
	return next != "" && isAlpha(next) && !common[next] && !timeWords[next] && strings.HasSuffix(next, "s")
}

// beforeLas are the words before "las" that make the number after it a
// clock time besides beforeTime's: "a las siete", "sobre las 9" (about nine),
// "hacia las diez".
var beforeLas = wordSet(`a sobre hacia hasta desde`)

// movedToLas reports "pa las diez", "para las diez" after a verb that moved
// something: "la movimos pa las diez" — not "una mesa para las dos, Marta y
// yo".
func movedToLas(ws []word, i int) bool {
	if i < 3 || !(strings.EqualFold(ws[i-2].text, "para") || strings.EqualFold(ws[i-2].text, "pa")) {
		return false
	}
	return slices.ContainsFunc(ws[max(0, i-8):i-2], func(w word) bool { return movingVerbs[strings.ToLower(w.text)] }) ||
		strings.EqualFold(ws[i-3].text, "es") && i > 3 && strings.EqualFold(ws[i-4].text, "ahora") // "ahora es para las once"
}

// movingVerbs move a time in Spanish.
var movingVerbs = wordSet(`movimos movieron movió moví pasamos pasaron pasó pasé cambiamos cambiaron cambió cambié adelantamos adelanté atrasamos atrasé retrasamos retrasé`)

// oneOClock reports the "una" of "a la una": one o'clock, the one hour Spanish
// says with "la" (the others with "las": "a las dos"); and German's "eins"
// after a word of the hour ("mir essen erst um eins"): "eins" alone counts.
func oneOClock(ws []word, i int) bool {
	if i == 0 {
		return false
	}
	if strings.EqualFold(ws[i].text, "una") {
		return strings.EqualFold(ws[i-1].text, "la")
	}
	return strings.EqualFold(strings.TrimRight(ws[i].text, ".,;:!?"), "eins") && atTheHour[strings.ToLower(ws[i-1].text)] // "um eins", "halb eins"
}

// spokenHour reports an hour of the clock said in English the way people
// say it: "till ten", "half seven", "quarter past six", "twenty to one",
// "moved to eight", "pushed back to nine", "at eight in the morning" — so
// that "Dinner moved to eight" gives the time "The dinner on Saturday is at
// half seven" gave. Not a count or a score ("at twelve now", "around ten of
// us", "up by two", "back to six", "three to two"); an hour in digits after
// "at" stays a number as before ("at 7" … "moved to 8").
func spokenHour(ws []word, i int) bool {
	at := func(j int) string { return clockWordAt(ws, j) }
	w, prev, next := at(i), at(i-1), at(i+1)
	if ws[i].closed {
		next = "" // "moved to eight, Roselyn had a driver off sick": the clause ends with the hour
	}
	if at(i-3) == "from" || at(i-2) == "from" {
		return false // "down from ten to eight": a count, a range
	}
	switch {
	case w == "half":
		return hourWords[next]
	case w == "quarter":
		return next == "past" || next == "to"
	case !hourWords[w] || next == "of":
		return false
	case next != "" && isAlpha(next) && !common[next] && !timeWords[next] && !dayParts[next]:
		return false // "at eight guests"
	}
	for k := max(0, i-5); k < i; k++ {
		if scoreWords[at(k)] && at(k+1) != "up" {
			return false // "ended five to two", "won three to one"; not "ended up moved to eight"
		}
	}
	switch prev {
	case "till", "until", "half":
		return true
	case "past":
		return minutes[at(i-2)] || at(i-2) == "half" // "ten past six"; not "Sadie's past three now"
	case "at", "around", "by":
		// "at eight in the morning", "around ten tonight": a part of the day
		// says it is the clock's. Or being somewhere, arriving, leaving or
		// closing by then, the clause ending with the hour: "the cake has
		// to be there by two", "Mum's flight lands at nine" (not "up by
		// two", "won by two"; nor "start", "open", a price or an age as
		// often: "tickets start at two", "the minis start at five").
		// "Set up by seven" is ready by then (found driving at stop 61).
		return prev != "by" && (dayParts[next] || next == "in" && dayParts[at(i+2)] || next == "sharp") ||
			next == "" && (prev == "by" && (beingThere[at(i-2)] || at(i-2) == "up" && at(i-3) == "set") || prev == "at" && thereAt[at(i-2)])
	case "to":
		// "quarter to six", "twenty to one"; "moved to eight", "pushed back
		// to nine" — not "moved to six now that Aoife's back" (a team).
		if next == "now" && at(i+2) == "that" || next == "this" {
			return false // "changed to eight this term"
		}
		return minutes[at(i-2)] || movedTo[at(i-2)] || (at(i-2) == "back" || at(i-2) == "forward") && movedTo[at(i-3)]
	}
	return false
}

var (
	// hourWords are the hours of the clock in words.
	hourWords = wordSet(`one two three four five six seven eight nine ten eleven twelve`)
	// minutes are said before "to" and an hour: "twenty to one".
	minutes = wordSet(`quarter five ten twenty twenty-five`)
	// movedTo are the words before "to" and an hour that moved something to
	// it.
	movedTo = wordSet(`moved changed pushed shifted brought`)
	// scoreWords come before a score, which reads as a time ("five to two").
	scoreWords = wordSet(`ended won lost drew beat beaten finished score scored result final losing winning leading trailing drawing`)
	// beingThere say where or how someone is by an hour: "be there by
	// two", "ready by six", "open at nine".
	beingThere = wordSet(`there here ready done finished home closes close closed arrives arrive arriving lands land landing leaves leave leaving`)
	// thereAt say where or what happens at an hour, not an age or a count:
	// "has to be here at six", "the Spar closes at six", "her flight lands
	// at nine" — not "Dad left home at twelve", "wasn't ready at four", "we
	// arrive at twelve" (counting the cousins; the sixth review).
	// "We're leaving at six", "Mum's flight is landing at nine" say it in
	// the progressive; "we leave at seven" is not told from "most kids
	// leave at twelve" (an age; the seventh review).
	thereAt = wordSet(`there here closes lands arrives leaves departs leaving arriving landing`)
	// dayParts say which part of the day an hour is in.
	dayParts = wordSet(`morning afternoon evening night tonight am pm a.m p.m`)
)

// atTheHour stand before an hour said as a word: "um eins", "gegen eins",
// "halb eins", "viertel nach eins".
var atTheHour = wordSet(`um gegen halb viertel nach vor bis ab`)

var (
	// weekly are the days said as a slot that comes back ("on Wednesdays").
	weekly = wordSet(`mondays tuesdays wednesdays thursdays fridays saturdays sundays montags dienstags mittwochs donnerstags
	freitags samstags sonntags sábados domingos`)
	// family are the words for relatives that name one person in a
	// conversation: "Mum's train" is Mum's.
	family = wordSet(`mum mom mam dad mother father nan nana gran granny grandma grandad grandpa oma opa mama papa mamá papá abuela abuelo`)
	months = wordSet(`january february march april may june july august september october november december
	jan feb mar apr jun jul aug sep sept oct nov dec januar februar märz mai juni juli oktober dezember
	enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre`)
	weekdays = wordSet(`monday tuesday wednesday thursday friday saturday sunday montag dienstag mittwoch
	donnerstag freitag samstag sonntag lunes martes miércoles jueves viernes sábado domingo`)
	// dayName are the weekdays, whole and short, as a message's label
	// writes them before its date ("Mo 03.03.", "Tue 4/3", "sáb 8").
	dayName = wordSet(`monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun
	montag dienstag mittwoch donnerstag freitag samstag sonntag mo di mi do fr sa so
	lunes martes miércoles jueves viernes sábado domingo lu ma mi ju vi sá sáb sa do dom`)
	timeWords = wordSet(`am pm a.m p.m o'clock uhr h hrs horas hs noon midnight mittag mitternacht mediodía medianoche`)
	currency  = wordSet(currencyWords)
	// units are the words an amount is counted in: they say nothing of
	// what it is the value of ("120 euros" and "45 euros"), so they are no
	// subject of a line (keysOf).
	units = wordSet(currencyWords, `quid jpy pence dólares dolares dólar libras rappen kronen franc francs`)
)

const currencyWords = `eur euro euros usd dollar dollars gbp pound pounds pesos peso chf franken yen bucks cents cent`

// topics are the words of many lines (three or more): what the conversation is
// about ("Guelaguetza", "Dad"), which says nothing of which line another
// updates.
func topics(lines []*readLine) map[string]bool {
	count := map[string]int{}
	for _, r := range lines {
		for w := range r.keys.subjects {
			count[w]++
		}
	}
	out := map[string]bool{}
	for w, n := range count {
		if n >= 3 {
			out[w] = true
		}
	}
	return out
}

// drop forgets the topic words as subjects: they say what the conversation
// is about, not what a line is about.
func (k *keys) drop(topic map[string]bool) {
	for w := range topic {
		delete(k.subjects, w)
	}
}

// shares reports whether two lines are about the same thing: they name the
// same name or identifier, or share two rare words (any word, for two
// instructions: loose is set).
func (k keys) shares(o keys, loose bool) bool {
	words := 0
	for w := range k.subjects {
		if (calledBy[w] || permitting[w]) && loose {
			// "…, love": whom the person talks to, in both; "Du darfst
			// ruhig Emojis benutzen" allows another thing than "Du darfst
			// mich duzen" (a part read at stop 65).
			continue
		}
		if !o.subjects[w] && !(loose && (looks[w] || answerLooks[w]) && o.hasWord(w)) {
			continue // a take-back may name a look in the singular: "Forget the emoji thing"
		}
		if loose || k.specific[w] && o.specific[w] {
			return true
		}
		words++
	}
	return words >= 2
}

// repricedValue reports a line that says a number went up or down, with the
// number next to the words that say so ("the rent goes up to 1,250", "die
// Miete um 40 € erhöht"; not "we went up to Edinburgh … the hotel was £180").
func repricedValue(text string) bool {
	ws := strings.Fields(strings.ToLower(text))
	for i := range ws {
		for _, p := range repriced {
			n := len(strings.Fields(p))
			if i+n > len(ws) || !marks(strings.Join(ws[i:i+n], " "), []string{p}) {
				continue
			}
			for _, w := range ws[max(i-4, 0):min(i+n+4, len(ws))] {
				if hasDigit(w) {
					return true
				}
			}
		}
	}
	return false
}

// disowns reports a text that says a value of o is not it: "the annual rent
// is actually £45, not £42", "um 9, nicht um 8", "el martes, no el lunes".
// Not of something else ("Mia's parents' evening is on Wednesday, not
// Thursday": the new line names what the old does not), nor a limit ("not
// more than £500", "not before 3pm", "no más de 500 euros").
func disowns(text string, o keys) bool {
	ws := strings.Fields(text)
	for i, w := range ws {
		if n := strings.ToLower(strings.Trim(w, ",;:(")); n != "not" && n != "nicht" && n != "no" {
			continue
		}
		j := i + 1
		for j < len(ws) && j < i+3 && leadsValue[strings.ToLower(ws[j])] {
			j++ // "not on Thursday", "nicht um 8", "no el lunes"
		}
		if j == len(ws) {
			continue
		}
		for v := range keysOf(ws[j]).values {
			if _, ok := o.values[v]; ok {
				return ofTheSame(ws[clauseStart(ws, i):i], o)
			}
		}
	}
	return false
}

// clauseStart is where the clause before the i-th word begins: after the
// clause before it ends ("I read the ticket wrong, | Mum's train gets in at
// 15:10, not 14:10").
func clauseStart(ws []string, i int) int {
	k := i - 1
	if k >= 0 && strings.HasSuffix(ws[k], ",") {
		k-- // the comma before "not" ends the clause that says the new value
	}
	for ; k > 0; k-- {
		if strings.ContainsAny(ws[k-1][len(ws[k-1])-1:], ",;:.!?") {
			return k
		}
	}
	return 0
}

// ofTheSame reports whether the clause that gives a new value speaks of
// what the old line o does: not of someone or something o does not name
// ("Tom arrives … on Friday", "The electrician comes … on Wednesday" after the
// plumber's Tuesday).
func ofTheSame(clause []string, o keys) bool {
	subject := false // a word of the old line came first ("the plumber is coming on Friday")
	for i, w := range clause {
		t := strings.Trim(w, ".,;:!?¡¿\"'()")
		owner := strings.HasSuffix(t, "'s") || strings.HasSuffix(t, "’s")
		name := strings.ToLower(strings.TrimSuffix(strings.TrimSuffix(t, "'s"), "’s"))
		if !isAlpha(name) || common[name] || valueWords[name] || tones[name] {
			continue
		}
		if o.all[name] {
			subject = true
			continue
		}
		// A capital that opens the clause is a name when an ordinary word
		// does not follow it ("Tom arrives", "Marta llega"; not "Turns out",
		// "Apparently the …").
		opening := i == 0 && (len(clause) < 2 || !common[strings.ToLower(strings.Trim(clause[1], ".,;:!?"))])
		if isCapitalized(t) && (i > 0 || owner || opening) {
			return false // someone or something the old line does not name ("Mia's parents' evening")
		}
		if !isCapitalized(t) && !subject {
			return false // its subject is another: "The electrician comes on Wednesday, not Tuesday"
		}
	}
	return true
}

// revalues reports whether k gives another value of a kind o has.
func (k keys) revalues(o keys) bool {
	for v, kind := range k.values {
		if o.values[v] == kind {
			continue // the same value: no news
		}
		if okind, ok := o.values[v]; ok && numberKind(kind) && numberKind(okind) {
			// The same number said in other words: a name more than a
			// value ("instead of keeping the 4010 till the very end" says
			// nothing new of "climb on the 4010" on preview day).
			continue
		}
		for ov, okind := range o.values {
			if okind == kind && ov != v && !(k.backward[v] != "" && o.backward[ov] != "" && k.backward[v] != o.backward[ov] && k.values[ov] == "" && !k.corrects) {
				return true
			}
		}
	}
	return false
}

// opensWithTopic reports two lines whose first word past an article is the
// same word, one the conversation is about.
func opensWithTopic(a, b string, topic map[string]bool) bool {
	first := func(text string) string {
		ws := plainWords(strings.ToLower(text))
		k := 0
		for k < len(ws)-1 && (articles[ws[k]] || germanArticles[ws[k]]) {
			k++
		}
		if k < len(ws) {
			return ws[k]
		}
		return ""
	}
	w := first(a)
	if w == "" || !topic[w] || w != first(b) {
		return false
	}
	// What the newer line's first clause speaks of, the older names all
	// of: not "The christening photographer is now coming at 1pm" after
	// "The christening is at 11am", nor "Oma hat jetzt am Samstag
	// Physiotherapie" after "Oma kommt am Freitag an".
	ak, bk := keysOf(clauseEnd(a)), keysOf(b)
	return !slices.ContainsFunc(keysList(ak), func(x string) bool {
		return ak.subjects[x] && !bk.subjects[x] && !marks(x, changed) && !marks(x, moves)
	})
}

// numberKind reports the kind of a bare number: "num", or "num:" and the
// word after it.
func numberKind(kind string) bool { return kind == "num" || strings.HasPrefix(kind, "num:") }

// revaluesBare reports a bare number of k's that may be o's amount or time
// anew, said as a change without its unit: "Lena pays 65 now" after "Lena
// pays 50 euros a month", "Choir rehearsal is at 8 now" after "… at 7:30".
func (k keys) revaluesBare(o keys) bool {
	for _, okind := range o.values {
		if numberKind(okind) {
			return false // a count of its own: "I have 3 kids and pay 50 euros" is not what "Now 4 of them …" changes
		}
	}
	for v, kind := range k.values {
		if !numberKind(kind) || len(v) > 7 || !bareNumber(v) {
			continue
		}
		for ov, okind := range o.values {
			if (okind == "amount" || okind == "time") && ov != v {
				return true
			}
		}
	}
	return false
}

// bareNumber reports digits with nothing but a decimal point or comma among
// them: "65", "52.50", "52,50" — not "7:30", "14h", "£40".
func bareNumber(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return !unicode.IsDigit(r) && r != '.' && r != ',' }) < 0
}

// sameSlot reports a bare number of the newer line said in the words the
// older line says its value in: the two words before each, past a "now"
// ("Lena pays 65 now" — "Lena pays 50 euros", "rehearsal is at 8 now" —
// "rehearsal is at 7:30", "El alquiler del local ahora son 450" — "El
// alquiler del local son 400 euros"); not "The choir has 40 members now",
// "rehearsal now ends at 9", "It's 11 now", "Lena is 30 now". A number
// that counts the word after it is no bare value ("2 of us", "12 people").
func sameSlot(newer, older string) bool {
	slots := func(text string, bare bool) [][2]string {
		ws := strings.Fields(strings.ToLower(text))
		var out [][2]string
		for k, w := range ws {
			t := strings.Trim(w, ".,;:!?¡¿()\"'")
			if !strings.ContainsFunc(t, unicode.IsDigit) {
				continue
			}
			if bare {
				if !bareNumber(t) {
					continue // "52.50", "52,50" are bare too
				}
				if k+1 < len(ws) && !strings.ContainsAny(w, ".,;:!?") {
					next := strings.Trim(ws[k+1], ".,;:!?")
					if !nowWords[next] && next != "instead" && next != "stattdessen" {
						continue // "40 members", "2 of us"
					}
				}
			}
			var before []string
			for j := k - 1; j >= 0 && len(before) < 2; j-- {
				b := strings.Trim(ws[j], ".,;:!?¡¿()\"'")
				if nowWords[b] || b == "still" || b == "noch" || b == "todavía" {
					continue
				}
				if strings.ContainsAny(ws[j], ".,;:!?") {
					break // the clause before
				}
				before = append(before, b)
			}
			if len(before) == 2 {
				out = append(out, [2]string{before[0], before[1]})
			}
		}
		return out
	}
	olds := slots(older, false)
	for _, n := range slots(newer, true) {
		if slices.Contains(olds, n) {
			return true
		}
	}
	return false
}

// covers reports whether k says everything o says: o's names and words are
// all in k, and each of o's values is in k or of a kind k gives anew.
func (k keys) covers(o keys) bool {
	if !k.holdsSubjects(o) {
		return false
	}
	given := map[string]bool{}
	for _, kind := range k.values {
		given[kind] = true
	}
	for v, kind := range o.values {
		if !k.all[v] && k.values[v] == "" && !given[kind] {
			return false
		}
	}
	return true
}

// containsWordFold reports whether s holds w as a word, ignoring case.
func containsWordFold(s, w string) bool {
	s = strings.ToLower(s)
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(w)
		if (start == 0 || !isLetterByte(s[start-1]) && !isDigitByte(s[start-1])) && (end == len(s) || !isLetterByte(s[end]) && !isDigitByte(s[end])) {
			return true
		}
		i = end
	}
}

func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

// bans are the words of an instruction that rules something out.
var bans = phrases(`never |no |not |don't |do not |without |nie |keine |kein |keinen |ohne |nunca |sin |nada de `)

// withoutVocatives is text without the words of endearment set off by a
// comma as whom it speaks to: "…, hon.", "Okay hon, …", "Mira, mija, …".
func withoutVocatives(text string) string {
	fs := strings.Fields(text)
	out := fs[:0:0]
	for k, f := range fs {
		w := strings.ToLower(strings.Trim(f, ".,;:!?"))
		setOff := strings.HasSuffix(strings.TrimRight(f, "!?."), ",") || strings.ContainsAny(f[len(f)-1:], ".!?") || k > 0 && strings.HasSuffix(fs[k-1], ",")
		if endearments[w] && setOff && !(k > 0 && articles[strings.ToLower(fs[k-1])]) {
			continue
		}
		out = append(out, f)
	}
	return strings.Join(out, " ")
}

// endearments are what people call whom they talk to: "hon", "love",
// "mija", "Schatz".
var endearments = wordSet(endearmentList, `hon honey sweetie buddy mate mijo mija`)

// endearmentList are the words of endearment both calledBy (whom a take-back
// and an instruction both speak to) and endearments (set off by commas)
// hold.
const endearmentList = `love luv dear darling sweetheart pal hun cariño querida querido schatz`

// onlyAName reports a take-back's object that names a name and nothing of
// its own: "that name", "the title" — not "the name of the wine" (the
// second review of stop 92).
func onlyAName(obj []string) bool {
	return !slices.ContainsFunc(obj, func(w string) bool { return !nameNouns[w] && !common[w] && !pointers[w] })
}
