package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Second review of stop 44 (e9f8bc9..abeca60) by a skeptic helper, on whole
// conversations. Every test below fails on abeca60. Each says what the
// person would lose or be told wrong, and whether e9f8bc9 read it right (a
// regression of stop 44) or wrong as well (an older problem). The sentences
// are this file's own. notesHolding, stillOnTheLine and leftUnmarked are in
// skeptic44_review_test.go.

// REGRESSION (maxPrefixWords 4 → 5, "a five-word prefix only before a mark
// of its own"). The first review's fix lets five words be a label when the
// fifth is a mark alone, but people set a topic off with a spaced dash as
// often as with a colon: "Update on Dad's op – …", "Update zu Papas OP – …",
// "La boda de Lucía – …". Said twice, the five words are stripped from both
// messages, and the memory holds "it's on 14 March in St Vincent's", "sie
// ist am 14. März im Klinikum …", "es el 8 de junio en la ermita …": whose
// operation, what is on the 8th of June, the model can no longer tell. At
// e9f8bc9 (four words at most) the topic stayed on each line.
func TestATopicSetOffByASpacedDashIsNoPrefix(t *testing.T) {
	for _, c := range []struct {
		msgs  []string
		topic string
	}{
		{[]string{
			"Update on Dad's op – it's on 14 March in St Vincent's, Mr Fahy operating.", "A: Ok.",
			"Update on Dad's op – he has to fast from midnight, we leave at 6.", "A: Ok.",
			"What should he bring to the hospital?", "A: List.",
		}, "Dad's op"},
		{[]string{
			"Update zu Papas OP – sie ist am 14. März im Klinikum Rechts der Isar.", "A: Gut.",
			"Update zu Papas OP – Dr. Hofmann operiert, Anreise am Vorabend.", "A: Ok.",
			"Was soll er ins Krankenhaus mitnehmen?", "A: Liste.",
		}, "Papas OP"},
		{[]string{
			"La boda de Lucía – es el 8 de junio en la ermita de San Roque.", "A: Vale.",
			"La boda de Lucía – el autobús sale de la plaza a las doce.", "A: Vale.",
			"¿Qué me pongo para ir?", "A: Ideas.",
		}, "boda de Lucía"},
	} {
		if got := remembered(t, said(c.msgs...)); !strings.Contains(got, c.topic) {
			t.Errorf("the topic %q was stripped as a label:\n%s", c.topic, got)
		}
	}
}

// REGRESSION (initials in the loose skeleton). The first review's fix keeps
// capitals apart only when the start ends without a mark of its own; before
// a spaced dash one to three capitals still become "A". People's initials in
// a work log ("Call with JB – …", "Call with TK – …"), the office a letter
// came from ("Post von der AOK – …", "Post von der DRV – …"), the tax paid
// ("Pagado el IBI – …", "Pagado el IVA – …") then make one label, stripped
// from every message: the memory holds "he'll send the revised quote by
// Friday, 4,200 all in" from nobody, a contribution rising to 16,3 % of no
// insurer, 1.230 € paid for nothing. At e9f8bc9 the letters told the starts
// apart and each was kept.
func TestInitialsBeforeADashThatVaryAreNoPrefix(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		want []string
	}{
		{[]string{
			"Call with JB – he'll send the revised quote by Friday, 4,200 all in.", "A: Noted.",
			"Call with TK – she can start the extension on 3 June.", "A: Noted.",
			"Which of them should I go with?", "A: Depends.",
		}, []string{"JB", "TK"}},
		{[]string{
			"Post von der AOK – Beitrag steigt ab Januar auf 16,3 %.", "A: Ok.",
			"Post von der DRV – Rentenauskunft: 1.412 € ab 2041.", "A: Ok.",
			"Lohnt sich eine private Vorsorge?", "A: Vielleicht.",
		}, []string{"AOK", "DRV"}},
		{[]string{
			"Pagado el IBI – 412 €, domiciliado en el Santander.", "A: Vale.",
			"Pagado el IVA – 1.230 € del segundo trimestre.", "A: Vale.",
			"¿Cuánto debería apartar para la renta?", "A: Depende.",
		}, []string{"IBI", "IVA"}},
	} {
		stillOnTheLine(t, c.msgs, c.want...)
	}
}

// REGRESSION (initials in the loose skeleton). The codes of the first
// review, set off by a spaced dash: a ticker ("Bought AMD – …", "Bought GE
// – …"), an airline ("Flight EI 154 – …", "Flight FR 812 – …"), a currency
// ("Spent 40 USD – …", "Spent 65 EUR – …"). Stripped as one label, the
// portfolio keeps "20 shares at 140" of nothing, the airport run "Mum lands
// 14:05 at T2" with no flight to check, the budget no spending. At e9f8bc9
// each was kept.
func TestCodesBeforeADashThatVaryAreNoPrefix(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		want []string
	}{
		{[]string{
			"Bought AMD – 20 shares at 140, stop loss at 120.", "A: Noted.",
			"Bought GE – 50 shares at 160, for the pension pot.", "A: Noted.",
			"What else should I look at for dividends?", "A: Ideas.",
		}, []string{"AMD", "Bought GE"}},
		{[]string{
			"Flight EI 154 – Mum lands 14:05 at T2, I'll collect her.", "A: Ok.",
			"Flight FR 812 – Dad lands 16:40 at T1, he'll get the bus.", "A: Ok.",
			"Where should we eat near the airport?", "A: Ideas.",
		}, []string{"EI 154", "FR 812"}},
		{[]string{
			"Spent 40 USD – mostly the food tour in Oaxaca with Lupe.", "A: Ok.",
			"Spent 65 EUR – the museum pass in Madrid was worth it.", "A: Ok.",
			"How am I doing against the budget?", "A: Fine.",
		}, []string{"65 EUR"}},
	} {
		stillOnTheLine(t, c.msgs, c.want...)
	}
}

// REGRESSION (roleAfterName). The first review's fix splits a role after a
// name only when the role's clause gives a value; a supplier, a coach, a
// doctor is named with no number: "The band for the 14th is The Rhythm
// Kings, photographer is Ciara Lynch from Kilkenny". Both go on one line, and
// when the person changes the photographer ("We switched photographer, Eoin
// Daly instead of Ciara Lynch") the whole line is marked "(updated in #3)":
// the model is told the band, or Cian's class and teacher, are out of date,
// and the line ranks lower when room is short. At e9f8bc9 the role was a
// line of its own and only it was marked.
func TestAnUpdateOfARoleAfterANameLeavesTheLineBeforeAlone(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		kept string
	}{
		{[]string{
			"The band for the 14th is The Rhythm Kings, photographer is Ciara Lynch from Kilkenny.", "A: Noted.",
			"We switched photographer, Eoin Daly instead of Ciara Lynch.", "A: Ok.",
			"What should the timeline look like?", "A: Draft.",
		}, "The Rhythm Kings"},
		{[]string{
			"Cian's class this year is 2B with Ms Reilly, swimming coach is Ciarán Moore at the leisure centre.", "A: Noted.",
			"We switched swimming coach, Emma Doyle instead of Ciarán Moore.", "A: Ok.",
			"How can I help him with reading?", "A: Ideas.",
		}, "2B with Ms Reilly"},
	} {
		leftUnmarked(t, c.msgs, c.kept, "news about another subject")
	}
}

// REGRESSION (askedThenUnknown). "The birthday party is in our back garden,
// who is doing the bouncy castle, I don't know yet": a settled fact, then a
// question with the not knowing after it. The whole sentence is now one
// line of the kind question, and a change marks no question line
// (memory.go: "a question is not changed by news"), so when the party moves
// ("we switched the birthday party to the community hall instead", "Hemos
// movido la cena de Nochebuena a casa de mi hermana") the old place is no
// longer marked "(updated in #3)": the model sees the back garden and the
// mother-in-law's house as current as the new place, and the old line
// ranks higher than the new one. At e9f8bc9 the line was a fact and was
// marked.
func TestAFactBeforeAnOpenQuestionStillTakesItsUpdate(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		old  string
	}{
		{[]string{
			"The birthday party is in our back garden, who is doing the bouncy castle, I don't know yet.", "A: Ok.",
			"Rain forecast, so we switched the birthday party to the community hall instead.", "A: Ok.",
			"What games for 8 year olds?", "A: Ideas.",
		}, "back garden"},
		{[]string{
			"The birthday cake is a chocolate biscuit cake from Bretzel, who collects it, I don't know yet.", "A: Ok.",
			"We're doing cupcakes instead of the chocolate biscuit cake, Bretzel was booked out.", "A: Ok.",
			"What games for 8 year olds?", "A: Ideas.",
		}, "cake from Bretzel"},
		{[]string{
			"La cena de Nochebuena es en casa de mi suegra, quién trae el postre, todavía no lo sé.", "A: Vale.",
			"Hemos movido la cena de Nochebuena a casa de mi hermana.", "A: Vale.",
			"¿Qué llevo de regalo?", "A: Ideas.",
		}, "casa de mi suegra"},
	} {
		got := remembered(t, said(c.msgs...))
		lines := notesHolding(got, c.old)
		if len(lines) == 0 {
			t.Errorf("%q is not in the memory:\n%s", c.old, got)
		}
		for _, l := range lines {
			if !strings.Contains(l, "(updated") {
				t.Errorf("the old %q is not marked as updated: %q\n%s", c.old, l, got)
			}
		}
	}
}

// REGRESSION (askedThenUnknown). The same sentences read alone: the settled
// part — the wedding on the 8th of June at the Seehotel, the drive to Kerry
// on Friday the 12th, Tom on the 10:14 — is kept only inside an open
// question, as if the date were still to be settled. "Tom kommt am Samstag
// mit dem Zug um 10:14, ob Anna mitkommt, weiß ich noch nicht" is already
// read as two lines, the fact and the question (the first review); "wer
// alles kommt", "whether Anna comes too" and "quién lleva a la abuela" are
// not split off. At e9f8bc9 the settled part was read as a fact (the
// question was dropped or kept as a fact: an older problem this test does
// not ask about).
func TestASettledFactBeforeAnOpenQuestionIsNoQuestion(t *testing.T) {
	for _, c := range []struct{ text, settled string }{
		{"Die Hochzeit ist am 8. Juni im Seehotel in Prien, wer alles kommt, weiß ich noch nicht.", "8. Juni"},
		{"We're driving down to Kerry on Friday the 12th, whether we stay till Monday, I don't know yet.", "Friday the 12th"},
		{"Tom arrives Saturday on the 10:14 train, whether Anna comes too, I don't know.", "10:14 train"},
		{"La boda es el 8 de junio en la ermita de San Roque, quién lleva a la abuela, todavía no lo sé.", "8 de junio"},
	} {
		if got := kindLines(c.text, session.LedgerQuestion); strings.Contains(strings.Join(got, "\n"), c.settled) {
			t.Errorf("%q: the settled %q is read as an open question: %q", c.text, c.settled, kinded(read31(c.text)))
		}
	}
}

// REGRESSION (opensWithAmount). A sentence of up to twelve words that opens
// with a sum now joins the sentence before, though it says itself what the
// sum is for ("€60 for the airport taxi each way …", "$450 por el traslado
// desde el aeropuerto …"). The sentence before is another subject — the
// flights, the childminder starting, the cabin booked. When the price alone
// changes ("The taxi is €75 now", "La leña ahora cuesta €40") the joined
// line is marked "(updated in #3)", and the model is told the flights on
// the 14th, the cabin in Bariloche, the cottage in Cazorla are out of date.
// At e9f8bc9 the sum was a line of its own and only it was marked.
func TestASumThatSaysWhatItIsForLeavesTheSentenceBeforeAlone(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		kept string
	}{
		{[]string{
			"Flights are booked for the 14th. €60 for the airport taxi each way, the driver takes cards.", "A: Ok.",
			"The taxi is €75 now, they put the price up.", "A: Ok.",
			"What should we see in Cádiz?", "A: Ideas.",
		}, "Flights are booked"},
		{[]string{
			"The kids start with the new childminder on Monday. €6 an hour for the after-school pickup, paid weekly.", "A: Ok.",
			"The pickup is €7 an hour now, she put it up.", "A: Ok.",
			"Any ideas for snacks?", "A: Ideas.",
		}, "new childminder on Monday"},
		{[]string{
			"Ya reservé la cabaña en Bariloche. $450 por el traslado desde el aeropuerto, ida y vuelta, en efectivo.", "A: Bien.",
			"El traslado ahora cuesta $520, subieron los precios.", "A: Ok.",
			"¿Qué hacemos el primer día?", "A: Ideas.",
		}, "cabaña en Bariloche"},
		{[]string{
			"Ya tenemos la casa rural en Cazorla para el puente. €30 por la leña para la chimenea, se paga al llegar.", "A: Bien.",
			"La leña ahora cuesta €40, me lo dijo la dueña.", "A: Ok.",
			"¿Qué rutas hay?", "A: Ideas.",
		}, "casa rural en Cazorla"},
	} {
		leftUnmarked(t, c.msgs, c.kept, "a new price of something else")
	}
}
