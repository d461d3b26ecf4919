package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Two parts read at stop 75 (dev93 and dev94, measured blind at stop 74)
// lost planted facts with room for all; each is a way of saying a fact that
// any conversation uses. The messages here say the same in other words.

// cider75 are the first messages of a German conversation about a cider
// press that speaks of juice and customers often.
var cider75 = []string{
	"Die Presse läuft, heute kamen zwölf Kunden mit Äpfeln, der Saft geht in Fünf-Liter-Boxen.", "A: Ok.",
	"Der Bernd hat die Kunden am Tor eingewiesen, der Saft war bis Mittag weg.", "A: Ok.",
	"Morgen wieder Kunden ab acht, der Saft vom Vormittag kommt in den Pasteur.", "A: Ok.",
}

// What most customers want is their liking, kept beside a sentence that names
// more: "Die meisten Leut wollen naturtrüb, …" was dropped beside the named
// Weber sisters' wish.
func TestWhatMostCustomersWantIsALiking(t *testing.T) {
	got := linesOf57(cider75, "Die meisten Kunden wollen naturtrüb, klaren Saft will fast keiner mehr, sagt der Alois. Die Weber-Schwestern aus Welschingen wollen ihren Saft mit Quitte gemischt, jedes Jahr gleich.")
	if !holds57(got, "naturtrüb") {
		t.Errorf("no line holds what most customers want: %v", got)
	}
	got = linesOf57(nil, "Most customers want it unsweetened, says the farmer. The Miller twins from Leek want theirs with ginger, every single year.")
	if !holds57(got, "unsweetened") {
		t.Errorf("no line holds what most customers want: %v", got)
	}
}

// An open question after a short head that announces it ("Jetzt kommt's:",
// "Nächste Baustelle:", "el problema es otro:"), and a still-to-work-out
// thing named after "work out", are open questions; a rhetorical head, a
// past question and a workout are not.
func TestOpenQuestionsAfterAHead(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Jetzt kommt's: Wohin mit dem Trester?", "Trester", session.LedgerQuestion},
		{"Nächste Baustelle: Wer macht uns die Elektrik?", "Elektrik", session.LedgerQuestion},
		{"Así que ahora el problema es otro: ¿quién convence a doña Xinia?", "Xinia", session.LedgerQuestion},
		{"Still need to work out card payments on the gate.", "card payments", session.LedgerQuestion},
	})
	never31(t, session.LedgerQuestion,
		"Let's face it: who's going to hire me at sixty?",
		"Next problem: who was supposed to bring the keys?",
		"I still need to work out tonight, leg day.")
}

// A rule under a head with an aside in it ("while I think of it", "and I
// mean no offense by it"), a rule on what the talk turns to ("any time money
// comes up, show your arithmetic"), and an order to stop giving something
// named ("quit suggesting apps") are rules — not what someone else does when
// a topic comes up, nor someone else's order.
func TestRulesWithAsidesAndTopics(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Another rule while I think of it: give me driving times in hours and kilometres both.", "kilometres", session.LedgerRule},
		{"Noch was, bevor ich's vergess: schreib mir die Preise immer in Euro.", "Euro", session.LedgerRule},
		{"Another thing, and I mean no offense by it: please quit suggesting apps.", "apps", session.LedgerRule},
		{"One thing: any time money or numbers come up, show your arithmetic so I can check it on my adding machine.", "arithmetic", session.LedgerRule},
		{"Wenn es ums Geld geht, rechne mir alles Schritt für Schritt vor.", "Schritt", session.LedgerRule},
	})
	never31(t, session.LedgerRule,
		"When the vet comes up, Dave tells her the gate code.",
		"Stop sending links, she said.")
}

// A take-back of a held instruction said with "scrap my" lifts it and is the
// new order; a take-back of a plan, a new plan after it, is a decision.
func TestScrapMyThingTakesTheInstructionBack(t *testing.T) {
	lines := linesOf57([]string{"Hi, I'm Ruby. One rule: keep it short, three sentences max.", "A: Ok."},
		"ok scrap my three-sentence thing, write as much as you need, I'm doing the finance forms.")
	if !slices57(lines, func(e session.LedgerEntry) bool {
		return e.Kind == session.LedgerRule && strings.Contains(e.Text, "as much as you need")
	}) {
		t.Errorf("the new order is no rule: %v", lines)
	}
	lines = linesOf57([]string{"I'm moving house next month. Keep answers short please.", "A: Ok.", "We looked at vans at Hertz, £90 a day.", "A: Ok."},
		"Scrap the idea of a van, we're hiring a trailer.")
	if !slices57(lines, func(e session.LedgerEntry) bool {
		return e.Kind == session.LedgerDecision && strings.Contains(e.Text, "trailer")
	}) {
		t.Errorf("the new plan is no decision: %v", lines)
	}
}

// slices57 reports a line of lines for which f holds.
func slices57(lines []session.LedgerEntry, f func(session.LedgerEntry) bool) bool {
	for _, e := range lines {
		if f(e) {
			return true
		}
	}
	return false
}

// A label of a number counted up message by message and words that vary,
// closed by a mark ("01 Glencrutchery Road ▶ …", the milestones of a race
// course) is no part of any line; house numbers that jump keep theirs.
func TestACountedLabelIsStripped(t *testing.T) {
	course := []string{
		"01 Glencrutchery Road ▶ hiya, I'm Ruby from Ballasalla, off to Liverpool for uni in September.", "A: Ok.",
		"02 Bray Hill ▶ the course is Paramedic Science at John Moores.", "A: Ok.",
		"03 Quarter Bridge ▶ moving day is Saturday the 13th of September.", "A: Ok.",
	}
	got := linesOf57(course, "04 Braddan Bridge ▶ nan rang, she wants me to take a pack of Manx kippers for the other students.")
	if !holds57(got, "Manx kippers") || holds57(got, "▶") || holds57(got, "Braddan") {
		t.Errorf("the label stays on the line or the kippers are lost: %v", got)
	}
	houses := []string{
		"14 Mill Road ▶ the Hendersons want the hedge cut back by Friday.", "A: Ok.",
		"3 Station Road ▶ Mrs Patel's gutter is leaking onto the path.", "A: Ok.",
		"27 Mill Road ▶ new tenants, the Okafors, moved in on Monday.", "A: Ok.",
	}
	if got := linesOf57(houses, "9 Church Lane ▶ the Browns' gate is broken again."); !holds57(got, "Church Lane") {
		t.Errorf("a house number's street is cut as a label: %v", got)
	}
}

// A Berlin "ick will" is a want as "ich will" is: kept beside a sentence that
// names more.
func TestBerlinIckWillIsALiking(t *testing.T) {
	got := linesOf57(cider75, "Und ick will 'ne freistehende Badewanne. Eine einzige Sache in diesem Haus nur für mich. Ronny sagt, det Bad is' zu klein für die Wanne vom Baumarkt in Nauen.")
	if !holds57(got, "freistehende Badewanne") {
		t.Errorf("no line holds what she wants: %v", got)
	}
}

// Two more parts read at stop 75 (dev95 and dev96, measured blind at stop 75)
// lost these with room for all.

// An order not to send something, after "Oh, and please", and a dialect
// "red mit mir" are instructions — not where one is sent, nor someone
// else's words.
func TestNotSentAndDialectOrders(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Oh, and please don't send me recipes unless I actually ask for one.", "recipes", session.LedgerRule},
		{"Bitte red mit mir wie a normaler Mensch, sag Du und keine Fremdwörter, des vertrag i net.", "Fremdwörter", session.LedgerRule},
	})
	never31(t, session.LedgerRule, "Don't send me photos of the dog, my sister said.", "Please send the invoice to Dave.")
}

// ferdl75 are the first messages of a conversation that names Ferdl often.
var ferdl75 = []string{
	"Der Ferdl hilft beim Aufbau, der Ferdl kann das.", "A: Ok.",
	"Der Ferdl fährt den Traktor aufs Feld, der Ferdl hat Zeit.", "A: Ok.",
}

// Who someone is, said between commas after their name with its article
// ("Der Ferdl, mei Mann, …"), stays with the name; a name after a title in
// lower case ("con su abuela, doña Chayo, …") stays with whom it names.
func TestAppositionsWithArticlesAndTitles(t *testing.T) {
	got := linesOf57(ferdl75, "Also, worum's geht: die Gemeinde hat mi überredet, dass i des Mohnblütenfest mach. Der Ferdl, mei Mann, hat nur gsagt: passt eh. Des sagt er seit 34 Jahr zu allem.")
	if !holds57(got, "Ferdl", "mei Mann") {
		t.Errorf("no line holds who Ferdl is: %v", got)
	}
	got = read31("Ya quedó: Ximena se queda el sábado con su abuela, doña Chayo, porque un concurso con leña y cuchillos no es lugar para una niña de seis.")
	if !holds57(got, "Ximena", "doña Chayo") {
		t.Errorf("no line holds with whom Ximena stays: %v", got)
	}
}

// A short head that says something is settled, as a sentence of its own,
// makes what follows a decision ("Venue's sorted. We've got …"); someone's
// one request is their constraint ("Mum's one big request: no yard glass");
// "X or nothing" says what is wanted instead of what is not.
func TestSettledHeadsRequestsAndOrNothing(t *testing.T) {
	got := read31("Venue's sorted. We've got the upstairs function room at the surf club, the one with the big windows over the beach. Took out Mum's eardrum.")
	if !slices57(got, func(e session.LedgerEntry) bool {
		return e.Kind == session.LedgerDecision && strings.Contains(e.Text, "function room")
	}) {
		t.Errorf("the venue is no decision: %v", got)
	}
	got = linesOf57(nil, "Mum's one big request: no yard glass. Tama looked like someone cancelled Christmas. Brooke couldn't care less, she'd rather dance. Dropped a whole gum tree in Pauanui before lunch.")
	if !holds57(got, "Mum", "no yard glass") {
		t.Errorf("Mum's request is lost: %v", got)
	}
	got = read31("Fine, but I can't stand that new country stuff, it all sounds like a pickup truck commercial. Polka or nothing, the old Copper Country kind.")
	if !holds57(got, "country stuff", "Polka or nothing") {
		t.Errorf("what is wanted instead is split from what is not: %v", got)
	}
}

// Open questions in dialect ("Was mach ma, …?") and after a head that says
// it is still open, with no question mark.
func TestOpenQuestionsInDialectAndStillOpen(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Was mach ma, wenn's am Tag regnet? Das is meine große Frage.", "regnet", session.LedgerQuestion},
		{"Big thing still open: who's checking the ice every morning that week.", "ice", session.LedgerQuestion},
	})
}

// What the person orders, brings or is given a place for, and what someone
// named wants, stay beside sentences that name more.
func TestOrderedBroughtAndWantedThingsStay(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"He encargado abanicos de sándalo para todas las señoras de la comparsa, que huelen a gloria. El Xevi dice que parezco una señora de Cádiz. Le he dicho que las de Cádiz tienen más gracia.", "abanicos de sándalo"},
		{"Setting up the barrel hall on Saturday the 14th, Kev says from lunch onwards. I'm bringing festoon lights and an extension lead. His second skill is saying the Crows got robbed.", "festoon lights"},
		{"Ya salió el mapa del concurso: nos tocó el lugar pegado al escenario, debajo del pirul grande. Bueno por la sombra, malo porque el grupo va a estar probando sonido con la tambora desde las nueve.", "pegado al escenario"},
		{"Die Hilde will ihre Torten in a Kühlvitrine stellen, die leiht uns der Bäcker in Ottenschlag. Nächste Steckdose is beim Nachbarn, 300 Meter weg.", "Kühlvitrine"},
	} {
		if got := read31(c.text); !holds57(got, c.key) {
			t.Errorf("%q: no line holds %q: %v", c.text, c.key, got)
		}
	}
}

// Australian "dot points" are bullet points; an Austrian "Wissen's was, …"
// is no one's label ("Wissen's" is "wissen Sie"); "I'm taking that back"
// takes back what the sentence said before it.
func TestDotPointsWissensAndTakingThatBack(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"One thing first: no dot points, ever.", "dot points", session.LedgerRule},
		{"Wissen's was, jetzt wo wir so lang miteinander reden: Sie dürfen mich ab jetzt duzen, das Sie kommt mir gspreizt vor.", "duzen", session.LedgerRule},
		{"Right, I know I said no dot points ever, but I'm taking that back a bit: for anything that's a list, dot points are fine.", "dot points are fine", session.LedgerRule},
	})
}
