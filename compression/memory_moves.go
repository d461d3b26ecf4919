package compression

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// What a line says of a plan moved or renamed, read when lines must go
// (FitLedger's moves and renewing): the readings of stop 93.

// movedLater reports a plan moved to another time or taken instead, said in
// German or Spanish with the verb first: "Also verschieben wir den Anstich
// auf halb sechs" (an update of a part read at stop 93), "lo pasamos al
// domingo", "lo cambiamos por cabrito" — not "verschieben wir Möbel",
// "lo pasamos bomba", "la cambiamos de ropa" (the review of stop 93).
func movedLater(lower string) bool {
	if !slices.ContainsFunc(movingStems, func(p string) bool { return strings.Contains(lower, p) }) {
		return false // most lines: no verb of moving, read no further
	}
	ws := plainWords(lower)
	for k, w := range ws {
		next := ws[k+1 : min(k+6, len(ws))]
		switch {
		case strings.HasPrefix(w, "verschieb"):
			if a := slices.Index(next, "auf"); a >= 0 && a+1 < len(next) && whenWord(next[a+1:]) {
				return true // "verschieben wir den Anstich auf halb sechs" — not "die Schuld auf mich", "die Fotos auf die Festplatte"
			}
		case planMoves[w] && k > 0 && (ws[k-1] == "we" || ws[k-1] == "we're") && slices.Contains(next, "to") || planMoves[w] && strings.Contains(lower, "so the "+w) && strings.Contains(lower, w+":"):
			// "We moving everything up to the school yard", "so we push the
			// vows to half past four", "So the racks moving: Uncle Felix
			// yard" (dev141, dev140) — what we move, not "Push the button to
			// start", "Move the sofa to the left", "My shift is 7 to 3" (the
			// third review of stop 93).
			return true
		case (strings.HasPrefix(w, "zieh") || w == "zog" || w == "zogen") && !marks(lower, notMoved) && len(next) > 1 && (next[0] == "ins" || next[1] == "ins" || (next[0] == "in" || next[1] == "in") && slices.ContainsFunc(next[:2], func(x string) bool { return x == "den" || x == "die" || x == "das" })):
			return true // "Die Feier zieht deshalb ins Festzelt" (dev140), not "Es zieht in der Küche", "Der Sturm zieht nach Osten" (the third review of stop 93)
		case k > 0 && objectPronouns[ws[k-1]] && w == "cambiamos" && len(next) > 0 && next[0] == "por":
			return true // "lo cambiamos por cabrito al jugo": what is taken instead
		case k > 0 && objectPronouns[ws[k-1]] && (w == "pasamos" || w == "movemos" || w == "cambiamos") && len(next) > 1 &&
			(next[0] == "al" || next[0] == "para" || next[0] == "a") && whenWord(next[1:]):
			return true // "lo pasamos al domingo", "la movemos a las ocho" — not "al horno", "a la cuna", "para que le dé el sol"
		}
	}
	return false
}

// whenWord reports words that open with a time: a weekday, a month, a
// figure, "half", "later", "tomorrow", past an article ("auf den Sonntag",
// "a las ocho").
func whenWord(ws []string) bool {
	stripped := false
	for len(ws) > 0 && (articles[ws[0]] || germanArticles[ws[0]]) {
		ws, stripped = ws[1:], true
	}
	if len(ws) == 0 {
		return false
	}
	if weekdays[ws[0]] || months[ws[0]] || laterTimes[ws[0]] {
		return true
	}
	// A figure of a time: after its article ("a las ocho", "auf den 14.")
	// or before its unit ("auf 14 Uhr") — not "a 14 personas" (the third
	// review of stop 93).
	return (hasDigit(ws[0]) || numeral(ws[0])) && (stripped || len(ws) > 1 && clockUnits[ws[1]])
}

// holdsWhen reports a line that names a time, a day or a figure: "Entonces
// la fiesta arranca a las seis de la tarde".
func holdsWhen(lower string) bool {
	ws := plainWords(lower)
	return slices.ContainsFunc(ws, func(w string) bool { return hasDigit(w) || weekdays[w] || months[w] }) ||
		slices.ContainsFunc(ws, numeral) && slices.ContainsFunc(ws, func(w string) bool { return w == "las" || w == "um" || w == "at" || w == "a" })
}

// laterTimes are words of a time a plan moves to.
var laterTimes = wordSet(`halb viertel später morgen übermorgen nächste nächsten nächstes abend nachmittag mittag
	mañana pasado próximo próxima tarde noche mediodía
	half later tomorrow next noon midday`)

// planChanges open a message that changes a plan: "Change of plan", "Cambio
// de hora:", "Planänderung", "Plot twist:".
var planChanges = append(phrases(`cambio de hora|cambio de fecha|cambio de lugar|cambio de sitio|change of venue|change of date|change of time|plot twist|new plan|neuer plan|nuevo plan|terminänderung`), mindChanged...)

// notMoved say a "zieht" of the weather or a draught: "Es zieht in der
// Küche", "Der Sturm zieht nach Osten".
var notMoved = phrases(`es zieht|zieht es|sturm|gewitter|wolken|regen|wind|erwägung`)

// planChangeWords are the first words of planChanges: a line without any
// opens with none (read no further).
var planChangeWords = func() []string {
	var out []string
	for _, p := range planChanges {
		w, _, _ := strings.Cut(strings.TrimSpace(p), " ")
		if !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}()

// movingStems are in every word movedLater reads as a move.
var movingStems = []string{"verschieb", "zieh", "zog", "pasamos", "movemos", "cambiamos", "mov", "push", "shift", "bump"}

// planMoves are the English verbs of moving a plan, before where or when
// it goes.
var planMoves = wordSet(`moving move push pushed pushing shift shifted shifting bump bumped bumping`)

// onlyIf reports a line that says what happens only if something else
// does (FitLedger asks it of movedLater's moves only): "If it rains, we're
// moving it to Sunday", "Wenn's regnet,
// verschieben wir auf Sonntag", "…, falls es regnet", "Lo pasamos al
// domingo si llueve" — not "If anyone asks, we've moved the party to the
// garden", "Cuando hables con Ana, dile que …" (the review of stop 93).
func onlyIf(lower string) bool {
	if marks(lower, ifRains) {
		return true
	}
	for _, c := range clauses(lower) {
		ws := plainWords(c)
		for k, w := range ws {
			if !conditionOpens[w] && w != "wenn's" || (w == "when" || w == "cuando" || w == "sobald" || w == "whenever") && k > 0 {
				continue // "when" inside a clause says when, not whether
			}
			// The condition opens a clause, or stands in the clause of the
			// move ("Lo pasamos al domingo si llueve") — not in another
			// ("We're getting the ukulele club instead, they'll play
			// anything if you feed them scones": a move of dev113).
			if k > 0 && !marks(c, movesTo) && !movedLater(c) {
				continue
			}
			if !slices.ContainsFunc(ws[k+1:min(k+4, len(ws))], func(x string) bool { return askingOrTelling[x] }) {
				return true
			}
		}
	}
	return false
}

// askingOrTelling are the verbs of a condition that only says when someone
// is told: "If anyone asks", "Cuando hables con Ana".
var askingOrTelling = wordSet(`asks ask asked asking wondering see sees talk speak hables hablas veas preguntan pregunta fragt fragen fragst siehst sprichst
	parece parecen quieres querés queréis quiere passt recht`)

// ifRains say a plan holds only if the weather turns: "Bei Regen …",
// "Sollte es regnen, …", "En caso de lluvia, …" (the second review of stop
// 93).
var ifRains = phrases(`bei regen|bei schlechtem wetter|sollte es|regnet es|en caso de|in case of|should it`)

// nowNamed reports a line that says what something is now without a verb,
// a name or a figure after the "now": "Boat name now Mavis Grace", "Fare
// now EC$28 a head" (dev139's choice update, dropped at 8,192 at stop 92)
// — not "right now", "for now", "by now", "leaving now", "we now Tuesday".
func nowNamed(text string) bool {
	fs := strings.Fields(text)
	for k := 1; k+1 < len(fs); k++ {
		if strings.ToLower(alnum(fs[k])) != "now" || alnum(fs[k]) != fs[k] {
			continue
		}
		prev := strings.ToLower(alnum(fs[k-1]))
		next := alnum(fs[k+1])
		if alnum(fs[k-1]) != fs[k-1] || notBeforeNow[prev] || firstPerson[prev] || secondPerson[prev] || thirdParties[prev] || subjects[prev] ||
			strings.HasSuffix(prev, "ing") || strings.HasSuffix(prev, "ed") || next == "" {
			continue
		}
		// Nothing said of the name after it: not "Gotta go now Tom's
		// here", "Up to now Berlin was fine" (the review of stop 93).
		after := strings.ToLower(strings.Join(fs[k+1:], " "))
		if c := strings.IndexAny(after, ",.;!?"); c >= 0 {
			after = after[:c]
		}
		if strings.Contains(after, "'s ") || strings.HasSuffix(after, "'s") || slices.ContainsFunc(plainWords(after), func(w string) bool { return saidOfIt[w] }) {
			continue
		}
		shouted := len(next) > 1 && strings.ToUpper(next) == next && !strings.ContainsFunc(next, unicode.IsDigit) // "Dinner now TTYL"
		if r, _ := utf8.DecodeRuneInString(next); unicode.IsUpper(r) && !shouted && !common[strings.ToLower(next)] || strings.ContainsFunc(next, unicode.IsDigit) {
			return true
		}
	}
	return false
}

// notBeforeNow are the words before a "now" that say when, not what:
// "right now", "for now", "until now", "by now".
var notBeforeNow = wordSet(`right for until till til by from just even only and but so or is are was were be 's then since as
	to go gotta dash run off leave up down out home here there okay ok great well dinner lunch eat bed`)

// saidOfIt are the verbs after a name that say something of it: "Berlin
// was fine", "Luigi has never let us down".
var saidOfIt = wordSet(`is are was were has have had will would never can can't cannot did does do said says
	reckons reckon thinks think wants want minutes mins hours days weeks months years`)
