package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A part read at stop 81 (dev111, measured blind at stop 80). The messages
// here say what it lost in other words.

// A carriage, a barn and a name said often weigh little: the line that says
// where the carriage stands all year was lost beside a bare "Within ten
// minutes." — a time of the year between the verb and the place
// ("steht das ganze Jahr in der Scheune") hid that it says where.
func TestWhereAThingStandsAllYear(t *testing.T) {
	before := []string{
		"Die Kutsche kommt am Festtag aus der Scheune, der Max spannt an.", "A: Ok.",
		"Die Kutsche braucht neue Räder, sagt der Max, die Scheune ist eng.", "A: Ok.",
		"Der Max hat die Kutsche gestern aus der Scheune gezogen.", "A: Ok.",
	}
	linesHold78(t, before, []holdCase78{
		{"Die Kutsche steht das ganze Jahr in der Scheune hinter dem Pfarrhaus, mit einer Plane zugedeckt. Der Max hat mir ein Foto geschickt. Innerhalb von zehn Minuten.", []string{"Kutsche", "Pfarrhaus"}},
	})
}

// A head that names whom the rest is about ("What I know about Dana:",
// "Was ich über die Resi weiß:") stays with it when the name is said often:
// without it "she drinks no coffee" is of no one.
func TestWhatIKnowAboutSomeone(t *testing.T) {
	before := []string{
		"Dana from the choir is coming on Saturday, Dana said yes.", "A: Ok.",
		"I asked Dana about the date, Dana is free.", "A: Ok.",
		"Die Resi kommt auch, die Resi hat zugesagt.", "A: Ok.",
		"Ich hab die Resi gestern gesehen, die Resi war gut drauf.", "A: Ok.",
	}
	linesHold78(t, before, []holdCase78{
		{"What I know about Dana: she drinks no coffee, only green tea, and she hates loud music.", []string{"Dana", "green tea"}},
		{"Was ich über die Resi weiß: sie trinkt keinen Wein, nur Apfelschorle, und sie tanzt gern.", []string{"Resi", "Apfelschorle"}},
	})
}

// Orders lost as plain facts: a German "sag mir" after a condition on what
// the talk turns to ("Wenn's um … geht"), and a Spanish ban in the usted
// form ("no me dé …").
func TestOrdersOfStop81(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Wenn's um die Resi geht, sag mir bitte ehrlich deine Meinung, nicht schönreden.", "Meinung", session.LedgerRule},
		{"Cuando le pregunte de la boda, no me dé consejos de religión, nomás lo práctico.", "religión", session.LedgerRule},
		{"No me dé opiniones de política.", "política", session.LedgerRule},
	})
	never31(t, session.LedgerRule,
		"Dé la vuelta a la tortilla con un plato.",
		"Wenn's um die Resi geht, sag ich immer die Wahrheit.")
}

// A question asked of the day the clause before names ("…, so I still don't
// know who will drive Gran that day") is one line with it: the date was a
// line of its own and the question held no day.
func TestAQuestionOfTheDayNamedBefore(t *testing.T) {
	const text = "Tom has his exam on the 14th, and Kate is away, so I still don't know who will drive Gran to the clinic that day."
	if !oneLine57(text, "14th", "clinic") {
		t.Errorf("%q: no line holds the day and the question: %v", text, read31(text))
	}
	kindsAre73(t, []kindCase73{{text, "clinic", session.LedgerQuestion}})
}

// An order never to talk to the person of something is an instruction in
// each language ("red ma nie von …" was a plain fact, and so was "Please
// never talk to me about …"); a German "schreib ma bitte/nix" (for
// "schreib mir") opens one as "schreib mir" does ("schreib ma" alone is
// also "schreiben wir": the review of stop 81). A saying, someone else's
// habit and "schreib mal" stay facts.
func TestNeverTalkToMeAbout(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Please never talk to me about diets or calorie counting.", "diets", session.LedgerRule},
		{"Don't ever talk to me about the election again.", "election", session.LedgerRule},
		{"Und bitte, red ma nie von Diäten oder Kalorien.", "Diäten", session.LedgerRule},
		{"Bitte red nie mit mir über Diäten.", "Diäten", session.LedgerRule},
		{"Y por favor, nunca me hables de dietas.", "dietas", session.LedgerRule},
		{"Letzte Bitte vor dem Fest: schreib ma bitte nix mehr über Gewicht, nur was Aufbauendes.", "Gewicht", session.LedgerRule},
	})
	never31(t, session.LedgerRule,
		"Never talk about money at dinner.",
		"My brother never talks to me about work.",
		"Der Toni redet nie mit mir über Geld.",
		"Schreib mal was Nettes an die Oma.")
}

// Orders on how the assistant speaks, in everyday words of each language
// (written for stop 81 beside the part read, not from it): frankly, to the
// point, never of something again, and what to call the person with a
// please between. Each was a plain fact or no line at all; the question,
// someone else's frankness and someone else's order stay what they are.
func TestFranknessAndMentionOrders(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Be brutally honest with me, no sugarcoating.", "honest", session.LedgerRule},
		{"Sei ehrlich zu mir, nichts beschönigen.", "ehrlich", session.LedgerRule},
		{"Sé directo conmigo, sin rodeos.", "directo", session.LedgerRule},
		{"Skip the pleasantries and get to the point.", "point", session.LedgerRule},
		{"Lass die Höflichkeiten weg und komm zum Punkt.", "Punkt", session.LedgerRule},
		{"Ve al grano, sin cortesías.", "grano", session.LedgerRule},
		{"Erwähne meinen Ex nie wieder.", "Ex", session.LedgerRule},
		{"No me menciones a mi ex nunca más.", "ex", session.LedgerRule},
		{"Never bring up the divorce again.", "divorce", session.LedgerRule},
		{"Nenn mich bitte Resi.", "Resi", session.LedgerRule},
	})
	never31(t, session.LedgerRule,
		"Be honest, do you think the dress suits me?",
		"The vicar was honest with me about the roof.",
		"My sister never mentions the money again.",
		"He told me to get to the point.")
}
