package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Readings of stop 97 (dev148 and dev149, measured blind at stop 96's end:
// open questions under 75%, a changed choice sent with its old value only,
// a rule, a liking and a role lost). The messages here say what they lost in
// other words.

// Someone still sought to do a job is an open question when the job has no
// word of its own in jobWords: "Still haven't found a tree surgeon who'll
// come out to an island for a day" went as a plain fact, then for the budget.
func TestSomeoneStillSoughtIsAnOpenQuestion(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"The old upright in the hall is a semitone flat. Still haven't found a piano tuner who'll come over on the ferry for one job. The last one wanted €300 for the day.", "piano tuner"},
		{"We still haven't found a chimney sweep who will do it before the first frost, and the stove needs lighting by October.", "chimney sweep"},
	} {
		if k, ok := kindOf96(c.text, c.want); !ok || k != session.LedgerQuestion {
			t.Errorf("%q: the line with %q is %v (kept %v), want an open question", c.text, c.want, k, ok)
		}
	}
	// Not something sought that no one does.
	const text = "Still haven't found a reason that makes the cat sleep in the sink. She has three beds."
	if k, _ := kindOf96(text, "reason"); k == session.LedgerQuestion {
		t.Errorf("%q is read as an open question", text)
	}
}

// A German not knowing said with its object first ("Eine Sache weiß ich …
// nicht: ob …") lost its head as a lead-in, and what was left, "ob ich im
// Sommer auch Eis verkaufe.", read as a plain fact; a worry that keeps the
// person awake ("Was mich nachts wachhält: Ich weiß immer noch nicht, wo …")
// was a fact too.
func TestNotKnowingAfterItsObjectOrAWorryIsAnOpenQuestion(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Eine Sache weiß ich noch immer nicht: ob wir beim Hoffest auch Waffeln anbieten. Der Teig wäre kein Problem.", "Waffeln"},
		{"Eines weiß ich noch nicht: wer beim Umzug den Transporter fährt.", "Transporter"},
		{"Was mich nachts wachhält: Ich weiß noch immer nicht, wer im Winter die Schafe auf der Hallig füttert.", "Schafe"},
		{"What keeps me awake: I still don't know who feeds the hens while we're in Galway.", "hens"},
	} {
		if k, ok := kindOf96(c.text, c.want); !ok || k != session.LedgerQuestion {
			t.Errorf("%q: the line with %q is %v (kept %v), want an open question", c.text, c.want, k, ok)
		}
	}
}

// A ban on what the assistant suggests ("no chemical sprays in any of your
// suggestions, ever") is an instruction as one on its answers is.
func TestABanOnTheSuggestionsIsAnInstruction(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"If you're telling me about the lawn, no weedkiller in any of your suggestions, ever. The dog rolls on it.", "weedkiller"},
		{"Keine Chemie in deinen Vorschlägen, bitte, der Garten ist bio.", "Chemie"},
		{"Nada de insecticidas en tus sugerencias, que tengo abejas.", "insecticidas"},
	} {
		if k, ok := kindOf96(c.text, c.want); !ok || k != session.LedgerRule {
			t.Errorf("%q: the line with %q is %v (kept %v), want an instruction", c.text, c.want, k, ok)
		}
	}
	const text = "I used two of your suggestions in the garden, the netting worked."
	if k, _ := kindOf96(text, "netting"); k == session.LedgerRule {
		t.Errorf("%q is read as an instruction", text)
	}
}

// How to give another thing, said without a verb right after an order
// ("… nada de números con dos puntos. Y los precios, redondos, que los
// céntimos me dan igual."), kept nothing.
func TestHowToGiveAnotherThingAfterAnOrder(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"When you tell me distances, give them in miles, never kilometres. And the prices, rounded, I don't need the pennies.", "prices"},
		{"Wenn du mir Gewichte nennst, bitte in Kilo, nie in Pfund. Und die Preise gerundet, die Cent sind mir egal.", "Preise"},
	} {
		if k, ok := kindOf96(c.text, c.want); !ok || k != session.LedgerRule {
			t.Errorf("%q: the line with %q is %v (kept %v), want an instruction", c.text, c.want, k, ok)
		}
	}
	// Not a thing of the person's after an order.
	const text = "Always answer in English please. And prices, through the roof this year, the ferry doubled."
	if k, _ := kindOf96(text, "prices"); k == session.LedgerRule {
		t.Errorf("%q: the prices are read as an instruction", text)
	}
}

// What the person does now that a plan fell through, said with "then"
// ("Mit der vierhändigen Zugabe wird es nichts, … Dann spiele ich eben
// allein den Liebestraum als Zugabe"), is a decision: it was read as
// nothing, and the old choice stayed the only one sent.
func TestWhatIsDoneWhenAPlanFallsThroughIsADecision(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Mit dem Grillabend am Badesee wird es nichts, der Förster hat abgewunken. Dann feiern wir eben im Pfarrgarten, da ist Platz genug.", "Pfarrgarten"},
		{"Aus dem Ausflug zur Burg wird nichts draus, der Bus ist kaputt. Dann machen wir eben eine Rallye durchs Dorf, das geht zu Fuß.", "Rallye"},
	} {
		if k, ok := kindOf96(c.text, c.want); !ok || k != session.LedgerDecision {
			t.Errorf("%q: the line with %q is %v (kept %v), want a decision", c.text, c.want, k, ok)
		}
	}
	// Not what must be done or may be.
	for _, c := range []struct{ text, want string }{
		{"Mit dem Grillabend am Badesee wird es nichts. Dann müssen wir eben die Würstchen einfrieren.", "Würstchen"},
		{"Mit dem Grillabend wird es nichts. Dann könnten wir vielleicht ins Kino gehen.", "Kino"},
	} {
		if k, _ := kindOf96(c.text, c.want); k == session.LedgerDecision {
			t.Errorf("%q is read as a decision", c.text)
		}
	}
}

// A role before a name in apposition ("Der Fährmann, Herr Kürten, hat mir
// versprochen …") was cut as an empty lead-in when the conversation says the
// role often; and a head before a colon that names whom a "she" after it is
// ("Miriam hat eine Bitte: Sie möchte auf keinen Fall Lilien …") was cut so
// when the name is said often.
func TestTheOneNamedBeforeAnAppositionOrAPronounStays(t *testing.T) {
	memory := memory96(t,
		"The ferryman says the crossing is rough today.",
		"I asked the ferryman about the Saturday timetable, Bríd.",
		"Bríd thinks the ferryman is sweet on her.",
		"The ferryman was late again, Bríd laughed at him.",
		"Bríd wants to sing at the end, the ferryman too.",
		"Bríd practised the alto part twice tonight.",
		"Bríd and I walked the lane to the pier.",
		"Bríd says the hall is damp.",
		"Bríd baked scones for the choir.",
		"The ferryman, Mr Tully, promised me today an extra crossing for the choir on the Saturday.",
	)
	if lineWith(memory, "ferryman", "Tully") == "" {
		t.Errorf("no line holds the ferryman and his name:\n%s", memory)
	}
	memory = memory96(t,
		"Lene singt beim Konzert das Solo.",
		"Lene hat heute wieder geübt, zwei Stunden.",
		"Lene findet die Kirche zu kalt.",
		"Lene bringt ihren Mann mit.",
		"Lene hat eine Bitte: Sie will keine Nelken auf den Tischen, die erinnern sie an Beerdigungen.",
	)
	if lineWith(memory, "Lene", "Nelken") == "" {
		t.Errorf("no line holds Lene and what she wants none of:\n%s", memory)
	}
}

// A take-back of an earlier decision by name, with its reason after it
// ("Scrap Sheehan's, they have a wedding the same Saturday …"), or after a
// decision said under a head ("Decision made after a long stare at the
// muck: raised beds along the east wall …" then "Scrap the raised beds."),
// left the old choice unmarked: sent as current beside the new one, and
// kept when the budget let the new one go.
func TestAChoiceScrappedByNameIsMarkedUpdated(t *testing.T) {
	memory := memory96(t,
		"We're going with Brennan's of Dingle for the buffet, and they'll do a vegetarian lasagne for Aoife.",
		"The cake is ordered from the bakery on Main Street.",
		"Scrap Brennan's, they double-booked the weekend and only rang today. The pub's own kitchen will do the buffet, and the chef promised a lasagne for Aoife.",
	)
	changed96(t, memory, "Brennan's", "buffet", "going")
	memory = memory96(t,
		"Decision made after a long week of arguing: a gravel path along the hedge, two metres wide, edged with oak.",
		"The shed gets a new roof in March.",
		"Scrap the gravel path. Gravel costs a fortune out here, so we're doing a mown grass path instead.",
	)
	changed96(t, memory, "gravel", "hedge")
	// Not a scrap of something else, nor of what was only mentioned.
	memory = memory96(t,
		"We're going with Brennan's of Dingle for the buffet.",
		"Scrap metal prices are up, the lads at the yard say.",
		"Ditch Murphy, he never answers the phone anyway.",
	)
	current95(t, memory, "Brennan's", "buffet")
}

// A time put back ("We've put the opening back to twelve noon") said no word
// of change, and the time it replaced ("… fixed for half past eleven") was
// sent as current beside it.
func TestATimePutBackMarksTheOldTimeUpdated(t *testing.T) {
	memory := memory96(t,
		"The prize-giving on the Sunday is fixed for half past four, after the last race is in.",
		"The bar opens at two.",
		"The last race finishes late, so we've put the prize-giving back to six o'clock.",
	)
	changed96(t, memory, "prize-giving", "half past four")
}

// A change of plan whose colon says what no longer happens ("Change of plan,
// because me mam pointed out it'll probably be raining sideways: we're not
// walking to church after all") lost that clause as empty words, and the
// plan it calls off stayed current.
func TestAChangeOfPlanThatCallsAPlanOffMarksItOlder(t *testing.T) {
	memory := memory96(t,
		"Decision made, no coach: we're cycling from the cottage to the beach, it's about two miles and the kids love it.",
		"The picnic is in the blue cool box.",
		"Change of plan, because the forecast says gales all afternoon: we're not cycling to the beach after all. Gran is driving us in her people carrier instead.",
	)
	if lineWith(memory, "not cycling") == "" {
		t.Errorf("no line holds what the change of plan calls off:\n%s", memory)
	}
	changed96(t, memory, "cycling from the cottage")
	// Not a plan that shares one word only.
	memory = memory96(t,
		"Decision made: we're cycling to the market on Saturday morning.",
		"Change of plan, because of the rain: we're not cycling to the pool tomorrow.",
	)
	current95(t, memory, "cycling", "market")
}
