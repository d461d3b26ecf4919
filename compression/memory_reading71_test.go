package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// The misses of stop 70's blind parts, read at stop 71 (as dev85 and dev86),
// each shown on sentences of other people, places and words: each test fails
// on afd2cab.

// A head that says the person cannot solve something ("Was ich nicht
// hinkriege: wer …?", "Algo que no consigo resolver: quién …?") opens an
// open question: read as a plain fact, the question went beside lines that
// named its words more often. (English "Something I can't solve: who …?",
// dev86's miss, is left: "can't solve" was taken out of the heads at stop 55
// because a problem settled in the next sentence stays a question.)
func TestWhatThePersonCannotSolveIsAnOpenQuestion(t *testing.T) {
	for _, text := range []string{
		"Was ich nicht hinkriege: wer holt die Blaskapelle am Bahnhof in Uelzen ab?",
		"Algo que no consigo resolver: ¿quién recoge las sillas del ayuntamiento el domingo?",
	} {
		if k := kindsOf(text, "A: Hmm.")[text]; k != session.LedgerQuestion {
			t.Errorf("%q is read as %v, not an open question", text, k)
		}
	}
}

// A polite order from now on without a verb ("From now on, pony heights in
// hands please, not centimetres") is an instruction: read as a plain fact,
// it went beside lines that named ponies more often, and the memory kept
// the complaint before it instead.
func TestAPoliteOrderFromNowOnIsAnInstruction(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"From now on, pony heights in hands please, not centimetres, we're not savages.", "in hands"},
		{"From now on, distances in miles please, my uncle can't do kilometres.", "in miles"},
		{"Ab jetzt bitte alle Preise in Euro, nicht in Mark, Oma rechnet sonst um.", "in Euro"},
		{"A partir de ahora, las distancias en kilómetros, por favor, nada de millas.", "en kilómetros"},
	} {
		if k := kindWith(c.text, "A: Noted.", c.key); k != session.LedgerRule {
			t.Errorf("%q is read as %v, not an instruction", c.text, k)
		}
	}
}

// "Say X" of the words the person wants is an instruction, said with the
// words not to say in the same sentence ("Say fell runners and the finish,
// not trail runners", "Sag Läufer und Ziel, nicht Runner") or in the
// sentence before ("… no me digas más 'runners' ni 'trail'. Di corredores,
// carrera de montaña y los que llegan."): the Spanish went beside lines
// that named runners more often.
func TestSayingWhichWordsIsAnInstruction(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Say fell runners and the finish, not trail runners and finishers.", "fell runners"},
		{"Sag Läufer und Ziel, nicht Runner und Finish.", "Läufer"},
		{"Y por favor, no me digas más 'runners' ni 'trail', que aquí somos de pueblo. Di corredores, carrera de montaña y los que llegan.", "Di corredores"},
		{"Please don't say 'hikers' to me, we're walkers here. Say walkers and the round, like Dad did.", "Say walkers"},
	} {
		if k := kindWith(c.text, "A: Vale.", c.key); k != session.LedgerRule {
			t.Errorf("%q is read as %v, not an instruction", c.text, k)
		}
	}
	// Not to the person, nor a Spanish "di" of giving.
	for _, c := range []struct{ text, key string }{
		{"Say hi to your mum from me, not from Dad.", "Say hi"},
		{"No me digas que llueve otra vez. Di una vuelta por el pueblo con los perros.", "Di una vuelta"},
	} {
		if k := kindWith(c.text, "A: Vale.", c.key); k == session.LedgerRule {
			t.Errorf("%q is read as an instruction", c.text)
		}
	}
}

// An order not to say a word ("Please don't say 'hikers' to me", "Stop
// saying guys", "Sag bitte nicht Wanderer zu uns") is an instruction: it
// was read as a plain fact or as nothing at all.
func TestAnOrderNotToSayAWordIsAnInstruction(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Please don't say 'hikers' to me, we're walkers here.", "hikers"},
		{"Stop saying guys, half the committee are women.", "guys"},
		{"Sag bitte nicht Wanderer zu uns, wir sind Geher.", "Wanderer"},
	} {
		if k := kindWith(c.text, "A: Okay.", c.key); k != session.LedgerRule {
			t.Errorf("%q is read as %v, not an instruction", c.text, k)
		}
	}
	for _, c := range []struct{ text, key string }{
		{"Don't say anything to Mum about the ring.", "ring"},
		{"Don't say a word to Gran about the party.", "Gran"},
		// Told to others, not to the assistant (found by a check of this
		// stop's own, after the blind measure).
		{"My daughter keeps telling her brother: stop saying 'like' every second word.", "like"},
		{"Tell the kids: don't say 'ain't' at Gran's.", "ain't"},
	} {
		if k := kindWith(c.text, "A: Okay.", c.key); k == session.LedgerRule {
			t.Errorf("%q is read as an instruction", c.text)
		}
	}
}

// An order after a take-back in the same message may only let the answers
// be longer ("… so scrap the 100 words thing. You can go longer, write as
// much as you need"): it is what to do now, an instruction.
func TestLettingTheAnswersBeLongerAfterATakeBackIsAnInstruction(t *testing.T) {
	for _, c := range []struct{ first, text, key string }{
		{"I'm Manu, deckhand out of Paihia, planning my koro's 80th. Rule one: keep every reply under 100 words, I read them between trips.",
			"Good news, I'm on leave till after the party, so scrap the 100 words thing. You can go longer, write as much as you need, I've got time on the couch.", "go longer"},
		{"Ich bin Resi aus Schönau und plane das Vereinsfest. Antworte mir bitte immer in höchstens drei Sätzen.",
			"Das mit den drei Sätzen kannst du vergessen. Du darfst ruhig ausführlicher werden, ich hab jetzt Urlaub.", "ausführlicher"},
	} {
		if k := kindWithIn(c.key, c.first, "A: Okay.", c.text, "A: Okay."); k != session.LedgerRule {
			t.Errorf("%q is read as %v, not an instruction", c.text, k)
		}
	}
}

// kindWith is the kind of the line read from text that holds key, after a
// reply.
func kindWith(text, reply, key string) session.LedgerKind {
	return kindWithIn(key, text, reply)
}

// kindWithIn is the kind of the line read from the messages that holds key.
func kindWithIn(key string, texts ...string) session.LedgerKind {
	for line, k := range kindsOf(texts...) {
		if strings.Contains(line, key) {
			return k
		}
	}
	return ""
}

// A take-back that follows news with a "so" takes back an instruction when
// it names the answers' length ("Good news, I'm on leave …, so scrap the
// 100 words thing"): it was read as news that calls off a plan, and the
// rule of 100 words stayed as the one to follow.
func TestATakeBackAfterNewsOfTheAnswersLengthTakesTheRuleBack(t *testing.T) {
	got := remembered(t, said(
		"I'm Manu, deckhand out of Paihia, planning my koro's 80th. Rule one: keep every reply under 100 words, I read them between trips.", "A: Okay.",
		"The cake is from the bakery in Kerikeri, $260.", "A: Okay.",
		"Good news, I'm on leave till after the party, so scrap the 100 words thing. You can go longer, write as much as you need.", "A: Okay."))
	if l := lineWith(got, "under 100 words"); l != "" && !strings.Contains(l, "(updated") {
		t.Errorf("the rule of 100 words is still the one to follow: %q\n%s", l, got)
	}
	if lineWith(got, "go longer") == "" {
		t.Errorf("what to do now is not kept:\n%s", got)
	}
}

// A few words after a colon, after words that name a title ("El folleto ya
// tiene título, lo escogió mi madre …: Cuando brama la sierra"), are the
// title, a name, though only the first is capitalized: the line went
// beside lines that named the brochure more often.
func TestATitleAfterAColonIsAName(t *testing.T) {
	for _, c := range []struct{ msg, title string }{
		{"El cartel ya tiene título, lo eligió mi abuela con mucha ceremonia: Donde canta el mirlo. Suena a poema de Machado, y en casa eso es lo máximo. Lucía ha mandado las primeras pruebas de color, y hay una del puente viejo que parece un cuadro.", "Donde canta el mirlo"},
		{"Der Flyer hat jetzt einen Titel, Oma hat ihn feierlich ausgesucht: Wenn die Kastanien fallen. Klingt nach einem Roman von Siegfried Lenz, das ist bei uns das höchste Lob. Jonas hat die ersten Fotos geschickt, eins vom alten Hof sieht aus wie ein Gemälde.", "Wenn die Kastanien fallen"},
	} {
		got := remembered(t, said(c.msg, "A: Ok."))
		if lineWith(got, c.title) == "" {
			t.Errorf("the title %q is not kept:\n%s", c.title, got)
		}
	}
}

// A short sentence that gives the new value again in figures, in place of
// the old ("Im Ablaufplan also 14:30 statt 14:00"), is one line with the
// sentence that says what changed ("Wir fangen erst um halb drei an, …"):
// the change in words and its figures were two lines.
func TestTheNewValueInFiguresGoesWithTheChange(t *testing.T) {
	for _, c := range []struct{ first, update, words, figures string }{
		{"Losgehen soll es um 14 Uhr mit der Begrüßung im Festzelt.",
			"Planänderung: Wir fangen erst um halb drei an, weil der Gottesdienst in der Dorfkirche vorher länger dauert. Im Ablaufplan also 14:30 statt 14:00.", "halb drei", "14:30"},
		{"The welcome starts at 2pm in the marquee.",
			"Change of plan: we start at half two, because the service at St Anne's runs long. So 14:30 instead of 14:00 on the running order.", "half two", "14:30"},
	} {
		got := remembered(t, said(c.first, "A: Ok.", c.update, "A: Ok."))
		if lineWith(got, c.words, c.figures) == "" {
			t.Errorf("no line holds %q with %q:\n%s", c.words, c.figures, got)
		}
	}
}

// A date after a "since" says when something began ("der steht seit dem
// Starkregen im Juli halb unter Wasser, da wohnen jetzt Kröten"): no new
// date of what is planned ("Der Termin steht: … am Samstag, den 18.
// Oktober"), which was marked updated and went first when room ran short.
func TestADateSinceIsNoNewDateOfAPlan(t *testing.T) {
	for _, c := range []struct{ plan, later, date string }{
		{"Der Termin steht: das Dorffest in Lembach ist dieses Jahr am Samstag, den 12. September. Opa hatte da vierzig Jahre lang seinen Stand.",
			"Offene Baustelle: wo lagern wir die Bierbänke bis zum Fest? Opa hatte einen Schuppen, aber der steht seit dem Hochwasser im Mai halb unter Wasser, da wohnen jetzt Frösche.", "12. September"},
		{"The date is set: the show at Hawkshead is on Saturday the 12th of September. Grandad had his stall there for forty years.",
			"Still stuck: where do we keep the pens till the show? Grandad had a barn, but it is set in water since the storm in May, ducks live there now.", "12th of September"},
	} {
		got := remembered(t, said(c.plan, "A: Ok.", c.later, "A: Ok."))
		if l := lineWith(got, c.date); l == "" || strings.Contains(l, "(updated") {
			t.Errorf("the date %q is not kept as current: %q\n%s", c.date, l, got)
		}
	}
}

// A number of years set off by commas after a name ("Soy Begoña, …, 47
// años, …", "Der Erich Fuchs von gegenüber, 84, hat …") is an age: another's
// years at sea are no new value of it, and
// the line of who they are was marked updated and went first when room ran
// short. (Left: "Hollis Pate, 83, … still thinks he's forty" is still
// marked by "we leave four melons on for now, two on vine two": the bare
// "forty" is taken for a count the later one changes.)
func TestAnAgeAfterANameIsNoCountALaterLineChanges(t *testing.T) {
	for _, c := range []struct{ who, later, key string }{
		{"¡Buenas! Soy Maite Urrutia, Mai para las amigas, 52 años, pescadera en el mercado de Bermeo.",
			"El patrón de la lancha es Iñaki Goñi, pescó treinta años en el Cantábrico y ahora es guarda en el puerto.", "Maite Urrutia"},
		{"Der Erich Fuchs von gegenüber, 84, hat als junger Kerl im Backes gebacken, jeden Freitag fürs halbe Dorf.",
			"Der Jost kommt am Dienstag um halb neun zur Besichtigung, und der Erich will jetzt unbedingt dabei sein.", "Erich Fuchs"},
	} {
		got := remembered(t, said(c.who, "A: Ok.", c.later, "A: Ok."))
		if l := lineWith(got, c.key); l == "" || strings.Contains(l, "(updated") {
			t.Errorf("who %s is is not kept as current: %q\n%s", c.key, l, got)
		}
	}
}

// Who someone is, said in the sentence after one of up to fourteen words
// that names them in full ("Asked at bingo and Doris Pulver put her hand up
// before I'd finished talking. Doris was a nurse at Thompson Hospital …"),
// is one line with it: the name and who she is were two.
func TestWhoSomeoneIsAfterAnAnecdoteThatNamesThem(t *testing.T) {
	for _, c := range []struct{ msg, name, role string }{
		{"Asked at the quiz and Marjorie Plaice put her hand up straight away. Marjorie was a midwife at the Royal for thirty years, she can handle anything.", "Marjorie Plaice", "midwife"},
		{"Beim Stammtisch gefragt, und der Heinz Wagenknecht hat sofort die Hand gehoben. Heinz war vierzig Jahre Kassenwart beim Turnverein, der kann zählen.", "Heinz Wagenknecht", "Kassenwart"},
	} {
		got := remembered(t, said(c.msg, "A: Lovely."))
		if lineWith(got, c.name, c.role) == "" {
			t.Errorf("%q: no line holds %q with %q:\n%s", c.msg, c.name, c.role, got)
		}
	}
}
