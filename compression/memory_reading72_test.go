package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// The misses of stop 71's blind parts, read at stop 72 (as dev87 and dev88),
// each shown on sentences of other people, places and words: each test fails
// on ccf34fe.

// often72 are messages that name their people and things often, so that a
// name is no longer new when a later message speaks of it again; oftenDE72
// the same in German, whose capitals are no names.
func often72(words ...string) []string {
	var out []string
	for _, w := range words {
		out = append(out, "Talked to "+w+" again today about the plans.", "A: Ok.", "Also "+w+" rang twice, nothing new.", "A: Ok.",
			"Sigo esperando a "+w+", como siempre.", "A: Ok.")
	}
	return out
}

func oftenDE72(words ...string) []string {
	var out []string
	for _, w := range words {
		out = append(out, "Heute war ich mit dem "+w+" wieder beim Bäcker, die Brezn waren aus und der Kaffee kalt.", "A: Ok.",
			"Der "+w+" ist wie immer Thema beim Stammtisch, der Wirt lacht schon.", "A: Ok.",
			"Am Abend hab ich den "+w+" noch mal angeschaut, mit Taschenlampe und Bier.", "A: Ok.",
			"Meine Mama fragt auch jeden Tag nach dem "+w+", als wär das ihr Projekt.", "A: Ok.")
	}
	return out
}

// lineWith72 reports a line of the text, read after the messages before,
// that holds every word.
func lineWith72(before []string, text string, words ...string) bool {
	return holds57(linesOf57(before, text), words...)
}

// A liking said of "he" or "she" right after a long sentence that names them
// joins it up to the liking's own clause when the whole would not fit one
// line ("Ollie, he's 7, has decided … He hates anything on his head, always
// has, screamed …"): apart, the line held what is hated and not whose.
func TestALikingTooLongToJoinWholeJoinsByItsFirstClause(t *testing.T) {
	const text = "Marta, she's 9, has decided she'll be a shepherd in the nativity on Sunday afternoon, but she won't wear the tea towel. She hates anything on her head, always has, screamed the house down over a sunhat in Lagos once."
	if got := read31(text); !holds57(got, "Marta", "anything on her head") {
		t.Errorf("%q: no line holds Marta and what she hates: %v", text, got)
	}
}

// A Spanish liking with its subject dropped after a short head ("Ha puesto
// una condición: odia el frío …") is of whom the sentence before names.
func TestASpanishLikingAfterAShortHeadIsOfWhomTheSentenceBeforeNames(t *testing.T) {
	const text = "Mi cuñado, Andreu, fontanero en Olot, traerá el cordero a la fiesta. Ha puesto una condición: odia el picante con toda su alma, así que nada de guindillas en la salsa."
	if got := read31(text); !holds57(got, "Andreu", "odia el picante") {
		t.Errorf("%q: no line holds Andreu and what he hates: %v", text, got)
	}
}

// What someone named often will not have, said with a German "will … nicht",
// "will … nirgends", or as a head and two things ruled out ("Er hat gleich
// klargestellt: kein Lautsprecher, keine Mikrofone"), is a liking and stays
// beside a line that names someone.
func TestWhatSomeoneWillNotHaveStaysThoughTheirNameIsOld(t *testing.T) {
	before := append(oftenDE72("Vroni", "Wirtin"), often72("caretaker")...)
	for _, c := range []struct {
		text string
		key  []string
	}{
		{"Schöne Grüße von Herrn Pröll aus Ruhpolding. Die Vroni will ihr Foto nirgends in der Zeitung sehen, nicht mal ganz klein.", []string{"Vroni", "nirgends"}},
		{"Der Bürgermeister Kastner kommt auch. Die Wirtin hat gleich klargestellt: keine Musik nach zehn, keine Luftballons, das Lokal ist klein.", []string{"keine Luftballons"}},
		{"Jim Doyle from the parish council is coming too. The caretaker was very clear: no confetti, no candles, the hall's insurance won't cover it.", []string{"no confetti"}},
	} {
		if !lineWith72(before, c.text, c.key...) {
			t.Errorf("%q: no line holds %v: %v", c.text, c.key, linesOf57(before, c.text))
		}
	}
}

// A short ban right after an order on what the assistant suggests is more of
// that order: "… when you recommend places, stick to ones I can walk to. No
// chains."
func TestAShortBanAfterAnOrderOnSuggestionsIsAnInstruction(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"One thing for you: when you recommend restaurants, stick to places I can walk to from Leith Walk. No chains. My cousin took me to one last week and I'm still recovering.", "No chains"},
		{"Eine Bitte: wenn du mir Geschenke vorschlägst, nur Sachen aus Läden in Freiburg. Keine Onlineshops.", "Keine Onlineshops"},
	} {
		if k := kindWith(c.text, "A: Noted.", c.key); k != session.LedgerRule {
			t.Errorf("%q: %q is read as %v, not an instruction", c.text, c.key, k)
		}
	}
}

// Not knowing, under a head that names the worry before a colon ("And that's
// my big headache: I still don't know where …"), is an open question.
func TestNotKnowingUnderANamedWorryIsAnOpenQuestion(t *testing.T) {
	const text = "And that's my biggest worry: I still don't know who's going to drive the minibus back from Oban."
	if k := kindWith(text, "A: Hmm.", "minibus"); k != session.LedgerQuestion {
		t.Errorf("%q is read as %v, not an open question", text, k)
	}
}

// "From now on, please, no …" after a short head, or with its please between
// ("Noch was: Ab jetzt bitte keine Anglizismen"), is an instruction, of the
// words answers may use as of what they may give.
func TestABanFromNowOnWithAPleaseIsAnInstruction(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Noch was: ab jetzt bitte keine Fremdwörter. Mein Schwager redet nur noch von Meetings und Deadlines.", "Fremdwörter"},
		{"One more thing: from now on please no anglicisms, I can't stand them.", "anglicisms"},
	} {
		if k := kindWith(c.text, "A: Understood.", c.key); k != session.LedgerRule {
			t.Errorf("%q is read as %v, not an instruction", c.text, k)
		}
	}
}

// "Ungeklärt ist noch, ob …" says what is still to settle: an open question.
func TestWhatIsStillUnsettledInGermanIsAnOpenQuestion(t *testing.T) {
	for _, text := range []string{
		"Ungeklärt ist noch, ob wir für den Umzug einen Anhänger brauchen.",
		"Noch ungeklärt ist, wer am Samstag die Kasse macht.",
	} {
		if k := kindsOf(text, "A: Hmm.")[text]; k != session.LedgerQuestion {
			t.Errorf("%q is read as %v, not an open question", text, k)
		}
	}
}

// A big question under a long, joking head is still the person's open
// question: "Big question still hanging over my head like a bad toupee: do
// we do a memorial list …?"
func TestABigQuestionUnderALongHeadIsAnOpenQuestion(t *testing.T) {
	const text = "Big question still hanging over me like a wet towel, honestly: do we read out the names of everyone from the old mill who's passed on?"
	if k := kindWith(text, "A: Hmm.", "old mill"); k != session.LedgerQuestion {
		t.Errorf("%q is read as %v, not an open question", text, k)
	}
}

// A choice said in words the conversation uses often keeps its clause when a
// concession qualifies it ("Also fahren wir … doch mit dem Landauer, auch
// wenn da nur sechs Leute reinpassen"): the concession alone said nothing
// of what was chosen. A number of people who fit in it is a value.
func TestAChoiceQualifiedByAConcessionKeepsItsClause(t *testing.T) {
	before := oftenDE72("Bulli")
	const text = "Also fahren wir die ersten Wochen doch mit dem Bulli, auch wenn da nur acht Leute reinpassen. Die Hilde Brandl vom Gasthof hat nur gelacht."
	if !lineWith72(before, text, "Bulli", "acht Leute") {
		t.Errorf("%q: no line holds the van and how many fit: %v", text, linesOf57(before, text))
	}
}

// A Spanish "se va a la …" says where something moves to: where it is now,
// though named in the conversation's words.
func TestASpanishMoveToAPlaceIsWhereItIsNow(t *testing.T) {
	before := often72("mercadillo")
	const text = "Malas noticias del Ayuntamiento: no quieren puestos delante de la iglesia, aunque solo sea un sábado al mes. El mercadillo se va a la plaza de abajo, junto a la fuente vieja. Vaya tela."
	if !lineWith72(before, text, "plaza de abajo") {
		t.Errorf("%q: no line holds where the market goes: %v", text, linesOf57(before, text))
	}
}

// Who was found, named by first name and surname right after a head that
// says so ("Zimmerer gefunden! Korbinian Aschauer aus der Ramsau, 58, hat
// …"), is one line with what they were found for.
func TestAFullNameAfterAFoundHeadIsOneLineWithIt(t *testing.T) {
	const text = "Fotograf gefunden! Benedikt Huber aus Traunstein, 44, macht seit zwanzig Jahren Hochzeiten im Chiemgau."
	if got := read31(text); !holds57(got, "Fotograf", "Benedikt Huber") {
		t.Errorf("%q: no line holds whom and what for: %v", text, got)
	}
	for _, l := range read31(text) {
		if strings.Count(l.Text, "!") > 1 {
			t.Errorf("%q: a line holds more than the head: %q", text, l.Text)
		}
	}
}

// A first instruction under a head that announces a rule or a request
// ("Rule one: …", "Eine Bitte vorneweg: …", "Regel Nummer eins: …") was
// read as a plain fact in 15 of the corpus' 352 conversations: kept by
// chance while the memory had room, and dropped before the facts once it
// had none (the first instruction at 8,192 was 2 of 4 for heldout88).
func TestAnOrderUnderARuleHeadIsAnInstruction(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Rule one: reply in bullet points, four tops, because I read you in the lorry between drops.", "bullet points"},
		{"Rule number two: four sentences tops.", "four sentences"},
		{"Ground rule before we start: German only please.", "German only"},
		{"Eine Bitte vorneweg: fass dich kurz, höchstens vier Sätze pro Antwort, ich les das in der S-Bahn.", "vier Sätze"},
		{"Regel Nummer eins: Du duzt mich, und du schreibst höchstens fünf Sätze.", "duzt"},
		{"Una norma antes de nada: como mucho cuatro frases por respuesta, que te leo en el autobús.", "cuatro frases"},
		{"Rule number one: give me tables, not paragraphs, I'm reading this on the night bus.", "tables"},
		{"Und bitte siezen Sie mich, ich bin nicht Ihre Kollegin.", "siezen"},
		{"Y por favor, tráteme de usted, que ya tengo una edad.", "usted"},
	} {
		if k := kindWith(c.text, "A: Okay.", c.key); k != session.LedgerRule {
			t.Errorf("%q is read as %v, not an instruction", c.text, k)
		}
	}
	// Not a rule of a house, nor a one-off task under a request.
	for _, text := range []string{
		"House rule at ours: four sentences tops at the dinner table, or Dad starts a lecture.",
		"A favour: count the words in this letter, it has to be under 400.",
	} {
		if k := kindWith(text, "A: Okay.", ":"); k == session.LedgerRule {
			t.Errorf("%q is read as an instruction", text)
		}
	}
}

// An order on the answers with its verb first beside a ban ("Keine Listen
// mit Spiegelstrichen, schreib in normalen Sätzen, …"), or after a head that
// announces a request ("One thing from the start: give me any prices in New
// Zealand dollars, I'm not converting …"), is an instruction: each order
// alone was one, the sentence of both none.
func TestAnOrderBesideABanOrUnderARequestIsAnInstruction(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Keine Tabellen, schreib in ganzen Sätzen, ich les dich auf dem Handy.", "Tabellen"},
		{"No tables, write in plain sentences, I read you on a tiny phone.", "tables"},
		{"One thing from the start: give me any distances in miles, I can't think in kilometres.", "miles"},
	} {
		if k := kindWith(c.text, "A: Okay.", c.key); k != session.LedgerRule {
			t.Errorf("%q is read as %v, not an instruction", c.text, k)
		}
	}
	for _, text := range []string{
		"No sugar for Gran, keep the tea weak, she's fussy.",
		"Meine Tochter jammert, schreib ihr nicht jedes Mal, dass sie lernen soll.",
	} {
		if k := kindWith(text, "A: Okay.", ","); k == session.LedgerRule {
			t.Errorf("%q is read as an instruction", text)
		}
	}
}

// A request said to the assistant in a head of its own ("Otra cosita para
// cuando me respondas: …", "Te pido otra cosa: …") before an order that
// lasts or bans is an instruction: read as a fact, it went beside the
// facts when the memory was short.
func TestALastingOrderUnderARequestToTheAssistantIsAnInstruction(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Otra cosita para cuando me escribas: siempre pon la fecha con el día de la semana, que si no me lío.", "día de la semana"},
		{"Y otra cosa para todo lo que me recomiendes: nada de cadenas de comida rápida, ni una.", "cadenas"},
		{"Te pido otra cosa: no me corrijas los acentos, que escribo desde el móvil.", "acentos"},
	} {
		if k := kindWith(c.text, "A: Vale.", c.key); k != session.LedgerRule {
			t.Errorf("%q is read as %v, not an instruction", c.text, k)
		}
	}
	for _, text := range []string{
		"Otra cosa que me dijo mi madre: siempre lleva paraguas en Vigo.",
		"Te pido otra cosa: que me ayudes a buscar un fontanero en Vigo.",
	} {
		if k := kindWith(text, "A: Vale.", "Vigo"); k == session.LedgerRule {
			t.Errorf("%q is read as an instruction", text)
		}
	}
}
