package compression_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// What the memory reads of how people write (stop 42). The sentences are this
// file's own.

// someLineHolds reports a line read from text that holds every part.
func someLineHolds(text string, parts ...string) bool {
	return slices.ContainsFunc(read31(text), func(e session.LedgerEntry) bool {
		return !slices.ContainsFunc(parts, func(p string) bool { return !strings.Contains(e.Text, p) })
	})
}

// A currency written short with a dot before its amount ("Rs. 42,000", "Bs.
// 150") does not end the sentence: before, "He is asking Rs." was one line
// and "38,000 for the trip" another, neither saying what costs what. After
// an amount the dot still ends one ("… about 900 rs. Then …").
func TestACurrencyWithADotBeforeItsAmount(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"The driver is asking Rs. 38,000 for the trip to Nuwara Eliya and back.", "Rs. 38,000 for the trip"},
		{"Donated Rs. 5,000 to the school library in Amma's name.", "Donated Rs. 5,000"},
		{"The guide in Sorata wants Bs. 150 a day for the trek.", "guide in Sorata wants Bs. 150"},
	} {
		if !someLineHolds(c.text, c.want) {
			t.Errorf("%q: no line holds %q: %v", c.text, c.want, read31(c.text))
		}
	}
}

// A ban on what only the assistant gives, said bare: counsel as much as a
// look ("No diet advice, please", "Keine langen Vorträge, bitte", "Nada de
// sermones"), also after a short head that puts it ("And please, one more:
// no diet advice, no weight-loss advice, none."). Before, each was a fact or
// nothing. Not what someone did not give ("No advice from my brother") nor
// a head that is someone else's ("Mum's verdict: no emojis").
func TestABareBanOnAdvice(t *testing.T) {
	readAs(t, session.LedgerRule,
		"No diet advice, please.",
		"And please, one more: no diet advice, no weight-loss advice, none.",
		"Keine langen Vorträge, bitte.",
		"Nada de sermones, por favor.",
		"One more thing: no emojis, please.",
	)
	notReadAs(t, session.LedgerRule,
		"No advice from my brother, he just shrugged.",
		"No legal advice yet from the union.",
		"Mum's verdict: no emojis, please.",
		"No emojis, no kiss, nothing.",
	)
}

// What a label's colon opens is the line's point, not an aside after the
// name: "Catch with Moira: she won't do a night leg" was kept as "Catch with
// Moira".
func TestWhatALabelOpensStays(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Catch with Moira: she won't do a night leg.", "she won't do a night leg"},
		{"Good news from Priya: she said yes to the Saturday shift.", "she said yes to the Saturday shift"},
	} {
		if !someLineHolds(c.text, c.want) {
			t.Errorf("%q: no line holds %q: %v", c.text, c.want, read31(c.text))
		}
	}
}

// Someone's one condition is a limit worth a value, kept beside a sentence
// that names someone: "Mummy has one condition: no alcohol on the compound"
// went for "Meanwhile Daddy is quietly planning …".
func TestOneConditionIsALimit(t *testing.T) {
	for _, text := range []string{
		"Mummy has one condition: no alcohol on the compound during the ceremony. Meanwhile Daddy is quietly planning to hide waragi in the boys' quarters.",
		"Oma hat eine Bedingung: kein Alkohol im Garten während der Feier. Derweil plant Onkel Herbert schon heimlich die Bowle.",
	} {
		if !slices.ContainsFunc(read31(text), func(e session.LedgerEntry) bool {
			return strings.Contains(strings.ToLower(e.Text), "alcohol") || strings.Contains(e.Text, "Alkohol")
		}) {
			t.Errorf("%q: the condition is lost: %v", text, read31(text))
		}
	}
}

// In Spanish a standing order on the answers may be a wish in the
// subjunctive after the condition ("cuando me hagás listas, que sean
// cortitas"), and a request may be said with vos ("¿Me podés ayudar luego
// con un cartel?"). Not a wish on something else ("Cuando vengas, que sea
// temprano").
func TestSpanishOrdersAndRequestsWithVos(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Y cuando me hagás listas, que sean cortitas, máximo cinco cosas.",
		"Cuando me mandes la receta, que sea en gramos.",
	)
	notReadAs(t, session.LedgerRule, "Cuando vengas, que sea temprano, porfa.")
	readAs(t, session.LedgerQuestion, "¿Me podés ayudar luego con un cartel para el puesto?")
}

// A new value said as what follows from the sentence before ("So …", "Así
// que …", "Also …") is one line with it, which says whose value it is: "Así
// que le subí: ahora le voy a pagar $15 diarios" kept without Wilber. Not
// after a remark ("People are so kind. So I'm moving the target up …").
func TestANewValueThatFollowsFromTheSentenceBefore(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Wilber me vino a decir, todo colorado, que en la pollería le ofrecen más. Así que le subí: ahora le voy a pagar $15 diarios, no lo que habíamos quedado.", "Wilber"},
		{"The plumber from Kessler's phoned back about the boiler this morning. So now it's £640 for the whole job, not £520.", "boiler"},
	} {
		if !slices.ContainsFunc(read31(c.text), func(e session.LedgerEntry) bool {
			return strings.Contains(e.Text, c.want) && (strings.Contains(e.Text, "$15") || strings.Contains(e.Text, "£640"))
		}) {
			t.Errorf("%q: the new value is kept without %q: %v", c.text, c.want, read31(c.text))
		}
	}
	if got := read31("People are so kind. So I'm moving the target up to £750 instead of £500."); slices.ContainsFunc(got, func(e session.LedgerEntry) bool { return strings.Contains(e.Text, "kind") }) {
		t.Errorf("a remark is joined to the new value: %v", got)
	}
}

// A request to the assistant that names nothing stays beside a sentence that
// names something: "Can you make me a small exercise plan for my knees …?"
// went because "the Mangala Sutta" named something in the same message.
func TestARequestStaysBesideANamedSentence(t *testing.T) {
	// Words the conversation says often score as little as these plain ones.
	text := "Dinner at Priya's was lovely. Can you make me a small plan for it?"
	if !someLineHolds(text, "small plan") {
		t.Errorf("the request is lost: %v", read31(text))
	}
}

// "No me digas" followed by an ellipsis or an opening question mark is
// surprise too: youDontSay looked at the first byte of what follows, which
// never matched "…", "¿" or "¡" (stop 41's note).
func TestNoMeDigasBeforeAnEllipsisOrAQuestion(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"No me digas… ¿de verdad cerraron el vivero de la esquina?",
		"No me digas ¿en serio ya cerraron el vivero?",
	)
	readAs(t, session.LedgerRule, "No me digas nunca que me calme.")
}

// "Always" or "never" before a verb of what is written ("say", "mention",
// "start with", "round up") is an order, and so is one after the person's
// reason ("My eyes are bad, so always answer in big clear steps", "He can't
// read small print so always answer …"): stop 41's reviews found the first
// kept nothing and the second read as a fact. Not what someone always says.
func TestAlwaysSayAndSoAlwaysAnswer(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Always say the price in euros first.",
		"Never mention the diet again.",
		"Always round up to the next euro.",
		"My eyes are bad, so always answer in big clear steps.",
		"He can't read small print so always answer in big clear steps.",
		"Meine Augen sind schlecht, deshalb immer schreib groß.",
		"Tengo mala vista, entonces siempre contesta con letra grande.",
	)
	notReadAs(t, session.LedgerRule,
		"They always say the price is fixed.",
		"I always say the price twice.",
	)
}

// A day of the month said without its month ("It starts on the
// twenty-first", "by the third") is a date, kept beside a sentence that names
// someone — not "on the second try".
func TestADayWithoutItsMonth(t *testing.T) {
	for _, text := range []string{
		"My neighbour Gerald signed up too. The pottery course starts on the twenty-first.",
		"Talked to Mrs Okafor again. The rent is due by the third.",
	} {
		if got := read31(text); len(got) < 2 {
			t.Errorf("%q: the day is lost: %v", text, got)
		}
	}
	if got := read31("Talked to Mrs Okafor again. He came first, on the second try."); len(got) > 1 {
		t.Errorf("'on the second try' is kept as a date: %v", got)
	}
}

// What someone else always says, quoted with its "du", "you" or imperative,
// orders nothing ("Meine Oma sagt immer, du sollst nie mit vollem Bauch
// schwimmen", stop 41's reviews); an order of the person's after it still
// does, and so does "I told you never to …".
func TestWhatGranAlwaysSaysOrdersNothing(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Meine Oma sagt immer, du sollst nie mit vollem Bauch schwimmen.",
		"My gran always says, you should never swim on a full stomach.",
		"Mi abuela siempre dice, nunca nades con la panza llena.",
	)
	readAs(t, session.LedgerRule,
		"I told you never to call me Alan.",
		"I never eat pork, so you should leave it out of recipes.",
		"Mein Opa sagt immer, du sollst nie mit vollem Bauch schwimmen, also schreib mir bitte nie Rezepte nach neun.",
	)
}

// A short head that says a mind was made up or changed about something,
// without the choice ("Made up my mind on pond three too.", "Cambié de idea
// con la fachada.", "Floor decided."), is one line with the sentence that
// says what was chosen: before, the choice was kept without what it was
// about. Not a head that holds the choice ("Decided: no wifi in the
// cottages.").
func TestADecisionHeadAndItsChoice(t *testing.T) {
	for _, c := range []struct{ text, head, choice string }{
		{"Made up my mind on pond three too. We gonna drain it early and put it back in rice sooner.", "pond three", "drain it early"},
		{"Cambié de idea con la fachada. Ramiro consiguió un amarillo mostaza precioso, de ese colonial.", "fachada", "amarillo mostaza"},
		{"Floor decided. Black and white checkered vinyl, proper old barbershop look, wipeable.", "Floor", "checkered vinyl"},
		{"Ich hab's mir anders überlegt mit Etsy. Miriam kennt sich mit Shopify aus, also machen wir einen eigenen Shop.", "Etsy", "eigenen Shop"},
	} {
		if !someLineHolds(c.text, c.head, c.choice) {
			t.Errorf("%q: no line holds %q with %q: %v", c.text, c.head, c.choice, read31(c.text))
		}
	}
	if got := read31("Decided: no wifi in the cottages. Marieke argued for it for about a day and then agreed."); slices.ContainsFunc(got, func(e session.LedgerEntry) bool {
		return strings.Contains(e.Text, "wifi") && strings.Contains(e.Text, "Marieke")
	}) {
		t.Errorf("a head that holds its choice took the next sentence: %v", got)
	}
}

// A fragment that opens with its value and says where ("$529 at the marine
// store on the bayfront.") is one line with the sentence before, which says
// what it is the price of; before, only fragments of five words joined.
func TestAValueFragmentThatSaysWhere(t *testing.T) {
	text := "Bought a new EPIRB because the battery on the old one expired. $529 at the marine store on the bayfront."
	if !someLineHolds(text, "EPIRB", "$529") {
		t.Errorf("the price is kept without what it is for: %v", read31(text))
	}
}

// A question the head puts on a list for later is the person's open
// question: "Another one for the later pile: what do I feed the calves …?",
// "One more for the list: …?", "Pregunta para después, no me la conteste
// ya: ¿…?" were facts, kept or not by what else their message named.
func TestAQuestionPutOnTheListForLater(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Another one for the later pile: what do I feed the calves once they come off milk?",
		"One more for the list: what do I put on the little info card for the judges?",
		"Pregunta para después, no me la conteste ya: ¿cómo escribo la ficha del café para el concurso?",
		"Noch was für die Liste: wie lange muss der Lack trocknen?",
		"Hilfst du mir, den Brief an die Gewerbepolizei zu formulieren?",
	)
}

// A sentence that gives something a new value now stays beside a sentence
// of its message that names someone, though its own words are ones the
// conversation uses often: "… they moved us to row C beside the pavilion"
// went for "Marlene Oakes … called this morning".
func TestANewValueStaysBesideANamedSentence(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Marlene Oakes, the lady who runs the contest, called this morning about the site map. We ain't by the front gate no more, they moved us to the back row beside the pavilion.", "pavilion"},
		{"Der Wirt vom Gasthof Schwarz hat angerufen, die Küche ist ausgebucht. Also gibt's jetzt Sauerbraten mit grünen Klößen, den kann er am Vortag machen.", "Sauerbraten"},
	} {
		if !someLineHolds(c.text, c.want) {
			t.Errorf("%q: the new value is lost: %v", c.text, read31(c.text))
		}
	}
}

// A take-back and its new order said with vos ("Olvidate de lo de las tres
// líneas … Ahora explicame todo con calma y con detalle"), or in Scots or
// Shetland ("Gie me da full detail from now on") are instructions: before,
// the take-back was a fact and the new order was dropped. Not a one-off
// "Decime la verdad, ¿vos qué harías?" nor "Contame cómo te fue".
func TestATakeBackAndItsNewOrderWithVos(t *testing.T) {
	text := "Olvidate de lo de las tres líneas que te pedí al principio. Ahora explicame todo con calma y con detalle, que ya tengo tiempo."
	if got := kindLines(text, session.LedgerRule); len(got) < 2 {
		t.Errorf("%q: the take-back or the new order is lost: %q", text, got)
	}
	readAs(t, session.LedgerRule,
		"Lo de las respuestas cortas ya no. De ahora en adelante contame con detalle, despacio.",
		"Gie me da full detail from now on, da whys an da hows.",
	)
	notReadAs(t, session.LedgerRule, "Decime la verdad, ¿vos qué harías?", "Contame cómo te fue en el viaje.")
}
