package compression_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// The skeptic's review of 108620f (stop 97: a choice scrapped by name with
// its reason after it, a decision under a head before a colon, a scrap of a
// name that says only why is a bare scrap for the budget, how to give
// another thing after an order, what is done "then" after a plan fell
// through). Every test here passes on its parent c01e42b and fails on
// 108620f.

// --- 1. decidedOn looks past the first ": " within ten words of the words
// of deciding — in a line that decides before its colon too -------------
//
// "We're going with the Harbour Hotel for the reception: they have a room
// …" decides on the Harbour Hotel before the colon; what follows the colon
// is a detail of it. decidedOn now reads only what follows the colon
// ("they have a room …"), so a plain take-back of the hotel no longer finds
// the decision it scraps, and the hotel is sent as current beside "Scrap
// the Harbour Hotel.". The parent marked it.

func TestSkeptic97bAChoiceDetailedAfterAColonIsStillScrapped(t *testing.T) {
	memory := memory96(t,
		"We're going with the Harbour Hotel for the reception: they have a room for 80 and a view of the boats.",
		"The cake is ordered from the bakery on Main Street.",
		"Scrap the Harbour Hotel.",
	)
	changed96(t, memory, "Harbour", "Hotel", "reception")
}

// The same with "agreed on" and a list of what the choice has after its
// colon.
func TestSkeptic97bAnAgreedChoiceWithItsDetailsIsStillScrapped(t *testing.T) {
	memory := memory96(t,
		"We've agreed on the Airbnb in Dingle: three bedrooms, a garden, and €190 a night.",
		"The ferry to the Blaskets leaves at 11.",
		"Scrap the Airbnb.",
	)
	changed96(t, memory, "Airbnb", "Dingle")
}

// A colour with its brand after the colon ("Forget the yellow.").
func TestSkeptic97bAColourWithItsBrandAfterAColonIsStillScrapped(t *testing.T) {
	memory := memory96(t,
		"We're going with the yellow for the kitchen walls: Sunflower by Dulux, two coats.",
		"The tiles arrive on Friday.",
		"Forget the yellow.",
	)
	changed96(t, memory, "yellow", "kitchen")
}

// German: "Wir nehmen den Bus von Reisen Müller: der holt alle …" then
// "Vergiss den Bus von Reisen Müller."
func TestSkeptic97bGermanChoiceDetailedAfterAColonIsStillScrapped(t *testing.T) {
	memory := memory96(t,
		"Wir nehmen den Bus von Reisen Müller: der holt alle um zehn an der Kirche ab.",
		"Die Blumen kommen aus Omas Garten.",
		"Vergiss den Bus von Reisen Müller.",
	)
	changed96(t, memory, "Bus", "Müller", "Kirche")
}

// Spanish: "Al final vamos con el autobús de Transportes Ríos: recoge a
// todos …" then "Olvida el autobús de Transportes Ríos."
func TestSkeptic97bSpanishChoiceDetailedAfterAColonIsStillScrapped(t *testing.T) {
	memory := memory96(t,
		"Al final vamos con el autobús de Transportes Ríos: recoge a todos en la iglesia a las diez.",
		"Las flores son del jardín de la abuela.",
		"Olvida el autobús de Transportes Ríos.",
	)
	changed96(t, memory, "autobús", "Ríos", "iglesia")
}

// --- 2. …and so takes what follows a colon for the choice ----------------
//
// "We're going with the Anchor for Mum's 70th, only one snag: the
// parking." decides on the Anchor; the parking is its snag. decidedOn now
// reads "the parking" as what was decided, and "Forget the parking." (the
// problem is solved: "Dad has booked a minibus") marks the Anchor updated
// — the venue, still the venue, reads as changed.

func TestSkeptic97bASnagAfterAColonIsNoChoiceScrapped(t *testing.T) {
	memory := memory96(t,
		"We're going with the Anchor for Mum's 70th, only one snag: the parking.",
		"The cake is ordered from the bakery on Main Street.",
		"Forget the parking. Dad has booked a minibus for everyone.",
	)
	current95(t, memory, "Anchor", "70th")
}

// A reason after the colon: "… aus einem Grund: der Parkplatz." then
// "Vergiss den Parkplatz." (the Hirschen is still where the party is).
func TestSkeptic97bGermanReasonAfterAColonIsNoChoiceScrapped(t *testing.T) {
	memory := memory96(t,
		"Wir nehmen den Saal im Hirschen, aus einem Grund: der Parkplatz.",
		"Die Torte kommt vom Bäcker Brandl.",
		"Vergiss den Parkplatz.",
	)
	current95(t, memory, "Hirschen", "Saal")
}

// --- 3. scrapsAThing with clauses after the take-back --------------------
//
// "Forget the Anchor, that's booked and paid for." sets a settled matter
// aside ("don't worry about the Anchor"); it scraps nothing. The parent kept
// it whole and left the Anchor current. scrapsAThing now takes it with its
// clauses, the line becomes a decision, the reassurance is cut as an aside
// ("Forget the Anchor" alone is kept), and that bare scrap marks the Anchor
// updated: the venue reads as given up, and that it is booked and paid is
// lost.

func TestSkeptic97bASettledMatterSetAsideIsNoScrap(t *testing.T) {
	memory := memory96(t,
		"We're going with the Anchor for Mum's 70th.",
		"The cake is ordered from the bakery on Main Street.",
		"Forget the Anchor, that's booked and paid for. What should I get Mum as a present?",
	)
	current95(t, memory, "Anchor", "70th")
	if lineWith(memory, "booked", "paid") == "" {
		t.Errorf("that the Anchor is booked and paid is lost:\n%s", memory)
	}
}

// "For a minute", "it's all sorted".
func TestSkeptic97bAMatterSetAsideForAMinuteIsNoScrap(t *testing.T) {
	memory := memory96(t,
		"We're going with the Anchor for Mum's 70th.",
		"The cake is ordered from the bakery on Main Street.",
		"Forget the Anchor for a minute, it's all sorted. What should I get Mum as a present?",
	)
	current95(t, memory, "Anchor", "70th")
	if lineWith(memory, "sorted") == "" {
		t.Errorf("that the Anchor is sorted is lost:\n%s", memory)
	}
}

// German: "Vergiss den Hirschen, das ist gebucht und bezahlt."
func TestSkeptic97bGermanMatterSetAsideIsNoScrap(t *testing.T) {
	memory := memory96(t,
		"Wir nehmen den Hirschen für Mamas Siebzigsten.",
		"Die Torte kommt vom Bäcker Brandl.",
		"Vergiss den Hirschen, das ist gebucht und bezahlt. Was schenke ich Mama?",
	)
	current95(t, memory, "Hirschen", "Siebzigsten")
	if lineWith(memory, "gebucht", "bezahlt") == "" {
		t.Errorf("that the Hirschen is booked and paid is lost:\n%s", memory)
	}
}

// Spanish: "Olvida el Mesón por ahora, está reservado y pagado."
func TestSkeptic97bSpanishMatterSetAsideIsNoScrap(t *testing.T) {
	memory := memory96(t,
		"Al final vamos con el Mesón del Puerto para los 70 de mi madre.",
		"La tarta la hace mi tía Encarna.",
		"Olvida el Mesón por ahora, está reservado y pagado. ¿Qué le regalo a mi madre?",
	)
	current95(t, memory, "Mesón", "Puerto")
	if lineWith(memory, "reservado", "pagado") == "" {
		t.Errorf("that the Mesón is booked and paid is lost:\n%s", memory)
	}
}

// --- 4. bareScrap: a scrap of a name whose later clauses say no plan word
// (onlyWhy) may still say what replaces it ---------------------------------
//
// "Scrap Sheehan's, Aoife's aunt Nuala is doing the food for free." names
// the new caterer without "we're", "going with" or "instead": onlyWhy holds,
// and FitLedger takes the line for a bare scrap that goes before its
// message's point (the band's time). The old decision it updates is tied to
// that point instead, so under a budget the old caterer is sent (marked
// updated) while the line that says who does the food now is dropped — and
// at many budgets who does the food is lost outright. With the same ledger
// the parent always kept the new caterer while the old one stayed.

func TestSkeptic97bAScrapThatNamesTheReplacementIsNoBareScrap(t *testing.T) {
	size := func(s string) int { return len(s) }
	old := session.LedgerEntry{Kind: session.LedgerDecision, Msg: 0, User: true, Weight: 9, Newer: 5, Text: "We're going with Sheehan's for the buffet."}
	scrap := session.LedgerEntry{Kind: session.LedgerDecision, Msg: 4, User: true, Weight: 24, Text: "Scrap Sheehan's, Aoife's aunt Nuala is doing the food for free."}
	ledger := []session.LedgerEntry{
		old,
		{Kind: session.LedgerFact, Msg: 2, User: true, Weight: 17, Text: "The cake is ordered from the bakery on Main Street."},
		scrap,
		{Kind: session.LedgerFact, Msg: 4, User: true, Weight: 11, Text: "The band starts at nine in the back room."},
	}
	for budget := 60; budget <= 260; budget += 10 {
		kept, _ := compression.FitLedger(ledger, budget, size, compression.LedgerView{})
		ts := texts(kept)
		if slices.Contains(ts, old.Text) && !slices.Contains(ts, scrap.Text) {
			t.Errorf("with room for %d bytes the old caterer is sent (marked updated) and the line that names the new one is dropped:\n%s", budget, strings.Join(ts, "\n"))
		}
	}
}

// --- 5. mannerAlone: "Y los precios exactos: …" after an instruction ------
//
// Spanish puts the adjective after the noun: "Y los precios exactos: el
// hotel cuesta 85 euros la noche …" is "And the exact prices: …", the
// person's own figures, not an order to give prices exactly. After any
// instruction it is now read as one, with every line of its sentence (so
// "Landung in Olbia um 9:15." is an instruction too): the person's prices,
// dates and times are told to the model as standing orders, outrank every
// fact under a budget, and the parent read them as facts.

func TestSkeptic97bThePersonsExactFiguresAfterAnOrderAreNoOrder(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Respóndeme con tablas, por favor. Y los precios exactos: el hotel cuesta 85 euros la noche y el ferry 42 euros.", "ferry"},
		{"Contéstame siempre en español, por favor. Y las fechas exactas: llegamos a Menorca el 3 de agosto y nos vamos el 17.", "Menorca"},
		{"Schreib mir bitte ohne Anrede. Und die Zeiten genau: Abflug in München um 7:40, Landung in Olbia um 9:15.", "Olbia"},
	} {
		if k, ok := kindOf96(c.text, c.want); !ok || k == session.LedgerRule {
			t.Errorf("%q: the line with %q is %v (kept %v), want the person's fact, not an instruction", c.text, c.want, k, ok)
		}
	}
}

// --- Misses the parent has too (not fixed by 108620f) ----------------------
//
// Each conversation below: every message answered "Ok.".
//
// 1. A decision named after a head's colon, taken back without "the":
//    "Decided on the name for the boat: Mavis Grace, after Gran." /
//    "The engine is getting serviced in May." / "Forget Mavis Grace."
//    The name stays current on both ("forget mavis" opens no revocation).
// 2. German decision under "Entscheidung ist gefallen:" with its thing
//    three words on: "Entscheidung ist gefallen: die Feier ist im Gasthof
//    Post in Tegernsee." / "Die Torte macht meine Schwester." / "Vergiss den
//    Gasthof Post." The Gasthof stays current on both.
// 3. A take-back with its replacement in the next clause, not by "Scrap"
//    before a name: "We're going with the Harbour Hotel for the
//    reception." / "The cake is ordered from the bakery on Main Street." /
//    "Forget the Harbour Hotel, the Anchor has a room for 80 on the 14th."
//    (also "…, too dear.") The hotel stays current on both.
// 4. German and Spanish with the replacement after the take-back: "Wir
//    nehmen die Band aus Aying für die Hochzeit." / "Die Torte kommt vom
//    Bäcker Brandl." / "Vergiss die Band aus Aying, die Blaskapelle vom Dorf
//    spielt für 400 Euro." (also "…, der DJ Toni aus Holzkirchen."); "Al
//    final vamos con el catering de Casa Pepe para la boda." / "La tarta la
//    hace mi tía." / "Olvida el catering de Casa Pepe, mi primo Luis cocina
//    una paella para 80." The old choice stays current on both; and "La
//    tarta la hace mi tía." (object first) is lost on both.
// 5. "Ditch Sheehan's, Nuala rang and she'll cook for everyone, lasagne and
//    salads for 60." after "We're going with Sheehan's for the buffet." /
//    "The cake is ordered from the bakery on Main Street.": Sheehan's stays
//    current on both ("she'll" makes onlyWhy false, and scrapsAThing alone
//    marks nothing).
// 6. A scrap of one name of a decision of two: "We're going with Brennan's
//    for the buffet and Murphy's for the bar." / "The cake is ordered from
//    the bakery on Main Street." / "Scrap Brennan's, they double-booked the
//    weekend." The parent sends Brennan's as current (the scrap is lost
//    too); 108620f marks the whole line "(updated in #5)", Murphy's bar with
//    it, where "(partly updated in #5)" is what holds; and it keeps "Scrap
//    Brennan's" without its reason.
// 7. "Forget Hanley's for a minute, it's all booked. What do I do about
//    toilets?" after "We're going with Hanley's marquee for the garden
//    party." / "The party is on the 21st of June.": "it's all booked" is cut
//    on both, and the question about toilets is lost on both.
// 8. An instruction that names a kind of thing is lost when a choice of
//    that kind is scrapped: "Whenever you suggest a hotel, give me its phone
//    number too." / "We're going with the Harbour Hotel for the reception."
//    / "The cake is ordered from the bakery on Main Street." / "Scrap the
//    Harbour Hotel." The instruction is gone from the memory on both,
//    "Scrap the Harbour Hotel." is read as an instruction taken back, and
//    the hotel stays current.
// 9. "Olvida al DJ, eso está hecho." after "Vamos con el DJ Toni para la
//    boda de mi hermana." / "La boda es el 14 de junio en Jávea.": the
//    question after it ("¿Qué hago con las sillas?") is lost on both.
