package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Two parts read at stop 77 (dev101 and dev102, measured blind at stop 76)
// lost planted facts with room for all; a Tyrolean conversation lost three,
// each a way southern German writes what standard German says. The messages
// here say the same in other words.

// Southern German drops the "-e" of the first person and writes "i" for
// "ich", "nit" for "nicht": "Was i no nit weiß: …" is an open question as
// "Was ich noch nicht weiß: …" is; "sag ruhig du zu mir" is an order on how
// to address the person as "sag du zu mir" is — and what someone else says
// to the person is neither.
func TestSouthernGermanQuestionsAndOrders(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Was i no nit weiß: wer uns die Bänke bringt.", "Bänke", session.LedgerQuestion},
		{"Was ich noch nicht weiß: wer uns die Bänke bringt.", "Bänke", session.LedgerQuestion},
		{"Und übrigens: sag ruhig du zu mir, nit Sie.", "du zu mir", session.LedgerRule},
		{"Sag einfach du zu mir, des Sie mag i nit.", "du zu mir", session.LedgerRule},
	})
	never31(t, session.LedgerRule,
		"Sie sagt einfach du zu mir, die Frau vom Bäcker.",
		"Der Pfarrer sagt ruhig du zu mir, seit der Firmung.")
	never31(t, session.LedgerQuestion,
		"I net know the way, so I took the bus.")
}

// Who the person is stays one line when they name themselves with an
// article ("I bin die Vroni") and go on with what they do in a dialect
// verb ("und führ in Sölden die Bäckerei …"): the name and the business
// were two lines, neither whole.
func TestWhoIAmWithAnArticleAndADialectVerb(t *testing.T) {
	text := "I bin die Vroni, 47, und führ in Sölden die Bäckerei Gstrein mit drei Leuten."
	if got := linesOf57(nil, text); !holds57(got, "Vroni", "Bäckerei Gstrein") {
		t.Errorf("%q: no line holds the name and the bakery: %v", text, got)
	}
	// Someone else named after the person stays a line of their own.
	text = "Ich bin die Resi, 52, und mein Schwager Hubert Falkner fährt den Bus nach Sölden."
	if got := linesOf57(nil, text); !holds57(got, "Hubert Falkner") {
		t.Errorf("%q: no line holds the brother-in-law: %v", text, got)
	}
}

// Where a thing is set up is where it happens: "Montan las parrillas en el
// salón de la cofradía" was dropped beside sentences that name the cooks.
func TestWhereThingsAreSetUp(t *testing.T) {
	text := "Doña Marisol, que lleva treinta años cocinando para las fiestas, va a dirigir la cocina con Paca. Montan las parrillas en el salón de la cofradía, al lado de la iglesia. Marisol no quiere ayudantes."
	if got := linesOf57(nil, text); !holds57(got, "salón de la cofradía") {
		t.Errorf("%q: no line holds where the grills go: %v", text, got)
	}
}

// tanz77 are the first messages of a Tyrolean conversation that speaks of
// its dancers, their barn and Toni often, in its own words ("nit", "seine").
var tanz77 = []string{
	"Die Schuhplattler vom Toni proben heut wieder im Stadl, seine Burschen wollen tanzen bis um zehn, nit länger.", "A: Ok.",
	"Der Toni sagt, seine Schuhplattler wollen für den Stadl neue Lederhosen, zum Tanzen halt, die alten passen nit.", "A: Ok.",
	"Am Samstag tanzen die Schuhplattler im Stadl beim Toni seinem Geburtstag, nit beim Wirt.", "A: Ok.",
	"Der Stadl hallt, sagt der Toni, seine Schuhplattler wollen trotzdem tanzen.", "A: Ok.",
	"Im Stadl isch es kalt, die Schuhplattler tanzen mit Jacken, sagt der Toni, nit schlecht.", "A: Ok.",
	"Seine Schuhplattler wollen nach dem Tanzen a Bier, der Toni zahlt im Stadl.", "A: Ok.",
	"Der Toni hat die Schuhplattler im Stadl gfilmt beim Tanzen, die wollen des Video, nit gratis.", "A: Ok.",
	"Morgen tanzen seine Schuhplattler wieder im Stadl, der Toni sperrt auf.", "A: Ok.",
}

// What someone would rather have stays with what they rule out: the line
// was cut to "lieber draußen am Dorfplatz." and lost who wants it.
func TestWhatIsWantedInsteadKeepsWhoWantsIt(t *testing.T) {
	text := "Der Toni hat a Bitte: seine Schuhplattler wollen nit im Stadl tanzen, lieber draußen am Dorfplatz."
	if got := linesOf57(tanz77, text); !holds57(got, "Schuhplattler", "Dorfplatz") {
		t.Errorf("%q: no line holds the dancers and where they want to dance: %v", text, got)
	}
}

// A sentence of someone ringing says whom a "she" after it is, however
// long it says what for: "Jo called to make sure …. She wants a real bed
// …" lost Jo (one of seven words at most counted as ringing). Someone else
// met after the ringing still stays apart.
func TestWhoRangWithAPurposeIsWhomSheIs(t *testing.T) {
	text := "Bea phoned to make sure we aren't hiking anywhere steep. She wants a hotel with a lift every night, no hostels."
	if got := linesOf57(nil, text); !holds57(got, "Bea", "hotel with a lift") {
		t.Errorf("%q: no line holds who wants the hotel with a lift: %v", text, got)
	}
	text = "Dad was admitted last night. Sarah rang from the hospital to tell us. He's allergic to penicillin."
	if got := linesOf57(nil, text); holds57(got, "Sarah", "penicillin") {
		t.Errorf("%q: Dad's allergy joined the one who rang: %v", text, got)
	}
}

// What someone else decided is a decision in Spanish as it is in English
// ("My sister decided to …"): "Candelaria decidió hacerle papas …" was read
// as a plain fact and lost to the message's likings (dev101).
func TestSomeoneElsesDecisionInSpanish(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Mi cuñada Remedios decidió hacerle una tortilla aparte, aunque yo le dije que no hacía falta.", "tortilla", session.LedgerDecision},
		{"Al final los primos decidieron venir en el barco de las nueve.", "barco", session.LedgerDecision},
	})
	never31(t, session.LedgerDecision, "¿Quién decidió que la fiesta fuera en agosto?")
}
