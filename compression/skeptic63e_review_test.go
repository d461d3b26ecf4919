package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/session"
)

// A skeptical review of the whole of stop 63's change to the memory
// (b56806d..d782f77), read in whole conversations: a person planning
// something over days, with everyday filler, the phrasings stop 63 reads
// (the day sigh and "coming or going", "What's still missing:" lists and
// worry heads, a lone price after a dated sentence, orders to explain
// everything like someone with reasons after them, admiring someone "at
// 90", what someone named does) and updates of earlier values. The
// sentences are this file's own; said, lineOf and talk62e are reused.
//
// REGRESSION: fails on d782f77, passes on b56806d.
// STILL MISSED: fails on both.

// held63e keeps every message of the conversation (the person's messages,
// each answered "Ok.") as facts, one compaction a message, with room for
// everything, and returns what the model is sent and the lines it is sent
// with their kinds.
func held63e(t *testing.T, msgs ...string) (string, []session.LedgerEntry) {
	t.Helper()
	s := keptAsFacts(said(talk62e(msgs...)...), 100000)
	return window.SummaryText(s), s.Ledger
}

// kindOf63e is the kind of the line of message n (#n, as the memory numbers
// it) that holds word, or "" when the memory holds no such line.
func kindOf63e(ledger []session.LedgerEntry, n int, word string) session.LedgerKind {
	for _, e := range ledger {
		if e.Msg+1 == n && strings.Contains(strings.ToLower(e.Text), strings.ToLower(word)) {
			return e.Kind
		}
	}
	return ""
}

// asks63e fails unless the memory holds the line of #n with word as an open
// question.
func asks63e(t *testing.T, memory string, ledger []session.LedgerEntry, n int, word string) {
	t.Helper()
	if k := kindOf63e(ledger, n, word); k != session.LedgerQuestion {
		t.Errorf("#%d (%q) is held as %q, not as an open question:\n%s", n, word, k, memory)
	}
}

// 1. REGRESSION. After the day sigh, "or how many chairs I ordered", "let
// alone how many people I've actually invited", "ni cuántas sillas tengo
// que alquilar" now sigh on (carriedAsks: a noun and the person's own "I",
// "tengo" after the quantity word, and no "owe/pay/got to"), and the whole
// message is dropped (sighGoesOn): the person does not know how many chairs
// are coming or how many guests were asked, and the memory says nothing of
// it. b56806d kept each as an open question.
func TestSkeptic63eHowManyIOrderedAfterTheDaySighStaysOpen(t *testing.T) {
	got, ledger := held63e(t,
		"Morning! We're doing a garden party for our Freya's christening, Sunday 15 June at my mum's in Harrogate.",
		"The service is at St Wilfrid's at 11, then everyone comes back to Mum's.",
		"Any prices you give me, give them in pounds please, I can't think in anything else.",
		"Booked the hire place for a gazebo and trestle tables, they drop off on the Saturday afternoon.",
		"Weather looks iffy, typical.",
		"No idea what day it is, or how many chairs I ordered from the hire place for Sunday.",
		"Mum's doing a ham and my sister's doing the cake, bless her.",
		"Honestly no idea what day it is, let alone how many people I've actually invited.",
		"The vicar is Reverend Paul Singh, he's lovely.",
		"Change of plan, the service is at 11:30 now, there's a baptism before ours.",
	)
	asks63e(t, got, ledger, 11, "chairs")
	asks63e(t, got, ledger, 15, "invited")

	got, ledger = held63e(t,
		"¡Hola! Organizo el cumple de mi padre, sus 70, el sábado 21 de junio en la casa del pueblo, en Tordesillas.",
		"Vendrán unos cincuenta, entre familia y los amigos del dominó.",
		"Qué calor hace ya, por Dios.",
		"No sé ni qué día es hoy, ni cuántas sillas tengo que alquilar para el sábado.",
		"El cordero lo hace mi tío Julián, como siempre.",
		"Al final es el domingo 22, que el sábado hay boda en el pueblo.",
	)
	asks63e(t, got, ledger, 7, "sillas")
}

// 2. REGRESSION. "coming or going" is now a sigh after any words
// (daySigh), and a question before it is spared only when a comma or a
// semicolon parts the two: joined by "and", the open question is kept as a
// fact and cut before the sigh, with "and" left hanging ("Still no idea
// who's picking up Auntie Val from the station on Saturday and"); after a
// dash ("I still don't know where everyone's parking — …") nothing of it is
// kept. The German "Ich weiß nicht, ob ich komme oder gehe, und wer Oma …
// abholt, weiß auch keiner" is a fact too. b56806d kept each as an open
// question.
func TestSkeptic63eAQuestionJoinedToComingOrGoingStaysOpen(t *testing.T) {
	got, ledger := held63e(t,
		"Hi love, it's the big one: Mum and Dad's ruby wedding, Saturday 28 June at the Golden Lion in Settle.",
		"We've got the back room from 6, and a buffet for fifty.",
		"Dad still thinks we're just going for a quiet drink, don't let me slip.",
		"Still no idea who's picking up Auntie Val from the station on Saturday and honestly I don't know whether I'm coming or going.",
		"The cake's coming from Bettys, lemon drizzle, Mum's favourite.",
		"I still don't know where everyone's parking — honestly I don't know if I'm coming or going.",
		"Put the balloons on my list, gold ones.",
		"Change of plan: the buffet's at 7 now, the Lion's short-staffed.",
	)
	asks63e(t, got, ledger, 7, "Auntie Val")
	if l := lineOf(got, 7, "Auntie", "Val"); strings.HasSuffix(strings.TrimSpace(l), " and") {
		t.Errorf("the question is cut with its 'and' hanging: %q", l)
	}
	asks63e(t, got, ledger, 11, "parking")
	// Fixed for English; still missed, and left out of the test: "Ich weiß
	// nicht, ob ich komme oder gehe, und wer Oma am Samstag vom Bahnhof
	// abholt, weiß auch keiner." is a fact line cut to "ob ich komme oder
	// gehe, und wer …" — the question after the sigh is asked and then not
	// known ("weiß auch keiner"), which the sigh's reading does not see.
}

// 3. REGRESSION. A "What's still missing:" list now asks only when a clause
// of it that opens with who/where/when holds a word of a task ("doing",
// "bringing", "going"): "where everyone's sleeping", "when the boat trip
// goes out", "wer die Rede hält", "dónde duerme la abuela" make the open
// list a settled fact. b56806d kept each list as an open question.
func TestSkeptic63eAMissingListWithWhereOrWhoStaysOpen(t *testing.T) {
	got, ledger := held63e(t,
		"Hiya! Our Jade's hen weekend is in Whitby, Friday 18 to Sunday 20 July, twelve of us.",
		"We've got a big cottage on Henrietta Street, £1,320 for the two nights.",
		"Ugh, work was a nightmare today.",
		"What's still missing: the cake, where everyone's sleeping, and the minibus.",
		"Jade's maid of honour is Shannon, she's in charge of the games.",
		"Change of plan, the cottage is £1,400 now, they forgot the cleaning fee.",
	)
	asks63e(t, got, ledger, 7, "sleeping")

	got, ledger = held63e(t,
		"The Saturday of the hen is the big day: a boat trip, then fish and chips at the Magpie.",
		"Shannon says the Magpie can do a table for twelve at 6.",
		"What's still missing: the fancy dress, when the boat trip goes out, and the sashes.",
		"I've had about four hours' sleep, I swear.",
		"Actually the Magpie can only do 6:30 now, they've got a coach party.",
	)
	asks63e(t, got, ledger, 5, "boat")

	got, ledger = held63e(t,
		"Hallo! Meine Eltern feiern Goldene Hochzeit, am Samstag, 12. Juli, im Gasthaus Linde in Weilheim.",
		"Wir erwarten sechzig Gäste, der Saal ist reserviert.",
		"Was noch fehlt: die Torte, wer die Rede hält, und die Musik.",
		"Mist, schon wieder Regen.",
		"Planänderung: Die Feier ist jetzt am Samstag, 19. Juli, die Linde hat am 12. eine Beerdigung.",
	)
	asks63e(t, got, ledger, 5, "Rede")

	got, ledger = held63e(t,
		"¡Hola! La comunión de Lucía es el domingo 18 de mayo en San José, en Murcia.",
		"Esperamos cuarenta invitados en El Churra.",
		"Lo que falta: la tarta, dónde duerme la abuela, y las flores.",
		"Qué calor hace hoy, madre mía.",
		"Al final seremos cincuenta invitados, vienen los primos de Alicante.",
	)
	asks63e(t, got, ledger, 5, "abuela")
}

// 4. REGRESSION. A missing thing whose question word stands deeper in it
// ("a reply from the vicar saying when …", "confirmation from the hall of
// what time …") now asks nothing: the question word must open it or follow
// "and", "about", "on". What the person is still waiting to hear is sent as
// a settled fact. b56806d kept both as open questions.
func TestSkeptic63eWhatIsStillAwaitedIsOpen(t *testing.T) {
	got, ledger := held63e(t,
		"Right, wedding admin. We're getting married on Saturday 6 September, St Mary's in Cockermouth, then the reception at the Trout.",
		"Any prices you give me, give them in pounds, not euros.",
		"The Trout want £45 a head for the wedding breakfast, ninety guests.",
		"What's still missing: a reply from the vicar saying when we can get into the church to decorate.",
		"My feet are killing me, been on them all day.",
		"What's still missing for the evening: confirmation from the Trout of what time the band can set up.",
		"The band is the Derwent Ramblers, four-piece, £900.",
		"Actually it's ninety-five guests, Ian's cousins are coming after all.",
	)
	asks63e(t, got, ledger, 7, "vicar")
	asks63e(t, got, ledger, 11, "band")
}

// 5. REGRESSION. A lone price after a dated sentence now joins it only when
// that sentence says it was bought or booked (purchased, booked, "Sorted"):
// "Paid the caterer on Monday. £1,400, the rest on the day.", "The
// photographer came round on Tuesday evening. £1,750, eight hours.", "Paid
// the photographer's deposit on the 10th. £350, non-refundable, by card."
// keep the price on a line of its own, and the model reads "£1,400, the
// rest on the day." with nothing to say what was paid. (It bites when the
// price's sentence has two commas, a thousands comma counting: with one it
// still joins as a fragment.) b56806d kept each price with what it paid.
func TestSkeptic63eAPricePaidStaysWithWhatItPaid(t *testing.T) {
	got, _ := held63e(t,
		"Wedding's on Saturday 23 August at Highfield Barn near Ludlow, ceremony at 1.",
		"Paid the caterer on Monday. £1,400, the rest on the day.",
		"Love a bank holiday week, nothing gets done.",
		"The photographer came round on Tuesday evening. £1,750, eight hours.",
		"The florist is Rosie at Petal & Stem in Ludlow.",
		"Paid the photographer's deposit on the 10th. £350, non-refundable, by card.",
		"Ceremony's moved to 1:30, the registrar's running late that day.",
	)
	for _, c := range []struct {
		n           int
		price, what string
	}{{3, "£1,400", "caterer"}, {7, "£1,750", "photographer"}, {11, "£350", "photographer's"}} {
		if lineOf(got, c.n, c.price, c.what) == "" {
			t.Errorf("#%d: %s is kept apart from the %s it was paid for:\n%s", c.n, c.price, c.what, got)
		}
	}
}

// 6. REGRESSION. An order to explain everything like someone, with a
// reason after it, is a standing instruction even when the reason says it is
// about one letter the person has in hand ("…, because the letter from the
// bank makes no sense to me", "…, que la carta del banco no la entiendo"):
// every later answer is held to "like I'm five". b56806d kept each as a
// fact.
func TestSkeptic63eExplainingOneLetterIsNoRule(t *testing.T) {
	for _, msg := range []string{
		"Explain everything like I'm five, because the letter from the bank makes no sense to me.",
		"Explícamelo todo como a un niño, que la carta del banco no la entiendo.",
		"Erklär mir alles wie einem Kind, weil der Brief vom Finanzamt total unverständlich ist.",
	} {
		got, ledger := held63e(t,
			"We're remortgaging the house on Elm Grove, the fixed rate ends on 30 September.",
			"The broker is Sunita at Keystone Mortgages, her fee is £495.",
			"A letter came from the bank this morning about the new rate.",
			msg,
			"Also, Tom's birthday is on the 14th, remind me nearer the time.",
			"The new offer is 4.2% over five years, or 4.5% over two.",
		)
		if k := kindOf63e(ledger, 7, strings.Fields(msg)[0]); k == session.LedgerRule {
			t.Errorf("%q is held as an instruction for every answer:\n%s", msg, got)
		}
	}
}

// 9. STILL MISSED. What someone named does, said after the clause that
// names them, stays (when it holds no value of its own) only with a verb of
// the short list stop 63 added (livingVerbs): "she
// sews all the costumes for the panto", "he tunes pianos all over the
// county", "he fits kitchens for a living", "ella cose los trajes de
// flamenca" are cut off, and the memory keeps only the name.
func TestSkeptic63eWhatSomeoneNamedDoesIsKeptWithOtherVerbs(t *testing.T) {
	for _, c := range []struct{ msg, keep string }{
		{"Gran's neighbour is Mrs Kowalski, she sews all the costumes for the panto.", "costumes"},
		{"The piano man is Mr Doyle, he tunes pianos all over the county.", "pianos"},
		{"My brother-in-law Rob is doing our kitchen, he fits kitchens for a living.", "living"},
		{"Mi vecina es Carmen, ella cose los trajes de flamenca de todo el barrio.", "flamenca"},
	} {
		got, _ := held63e(t,
			"We're putting on the village panto, Cinderella, Friday 5 and Saturday 6 December in the parish hall.",
			"Tickets are £8 for adults and £4 for kids.",
			c.msg,
			"Rehearsals are Tuesdays at 7, starting on 9 September.",
			"Ugh, I've got a cold coming.",
		)
		if lineOf(got, 5, c.keep) == "" {
			t.Errorf("%q: what they do (%q) is lost:\n%s", c.msg, c.keep, got)
		}
	}
}

// Still missed, left as notes (each failed on d782f77 and on b56806d):
//
// 7. "Explain everything like I'm new to all this, no fancy words, because
// I've never organised anything bigger than a Sunday roast." is a fact, not
// an instruction: "this" in it reads as given material (a one-off task).
//
// 8. "I honestly don't know how Jean does it at 90, she still walks to the
// market every morning." keeps the admiring and cuts what Jean does;
// "Keine Ahnung, wie Oma das mit 90 noch macht, sie fährt jeden Samstag
// selbst zum Markt." is read as an open question.
//
// 10. "What's still nagging me: where Gran sleeps after the party.", "Was
// mich noch umtreibt: wo Oma nach der Feier schläft." are facts: a worry
// head asks before who is to do something, not before where.
