package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// Review of stop 55 (77ce780 → 08f1cd0): fit ranked every line of a
// message that "changes something said before" (changes: any switched,
// revocation, mindChanged or changeHeads phrase on a line of the person's)
// as if it held the newest value (+6), and a short line that "only takes
// something back" (takesBackOnly) no longer opened its message. All six
// tests failed on 08f1cd0 and passed on 77ce780; the change was reverted
// (its gain, 13 more updates newest of 54 parts at 5,000 bytes, came from
// the same broad marks the tests catch: "we drop the dog at …", "Ich
// streiche das Bad", "instead of the park"). Each test
// below builds the memory the way ollm does (every message kept as facts,
// with room for all), then fits it at every budget from half its size up
// to its size, and says what the model would be sent. The sentences are
// this file's own.

// ledgerS55 is the memory of the messages, each kept as facts with room for
// all, before any budget.
func ledgerS55(texts ...string) []session.LedgerEntry {
	return keptAsFacts(said(texts...), 100000).Ledger
}

// budgetsWhereS55 are the budgets (in bytes, from half the memory's size up
// to its size) at which the memory sent holds one text and not the other.
func budgetsWhereS55(ledger []session.LedgerEntry, sent, missing string) []int {
	size := func(s string) int { return len(s) }
	full := size(strings.Join(compression.LedgerLines(ledger, compression.LedgerView{}), "\n"))
	var out []int
	for budget := full / 2; budget < full; budget += 10 {
		kept, _ := compression.FitLedger(ledger, budget, size, compression.LedgerView{})
		got := strings.Join(compression.LedgerLines(kept, compression.LedgerView{}), "\n")
		if strings.Contains(got, sent) && !strings.Contains(got, missing) {
			out = append(out, budget)
		}
	}
	return out
}

// caseS55 is a conversation and what must not be sent without what.
type caseS55 struct {
	name          string
	msgs          []string
	sent, missing string
}

func (c caseS55) check(t *testing.T, why string) {
	t.Helper()
	var texts []string
	for _, m := range c.msgs {
		texts = append(texts, m, "A: Ok.")
	}
	if bad := budgetsWhereS55(ledgerS55(texts...), c.sent, c.missing); bad != nil {
		t.Errorf("%s: at %v bytes the model is sent %q without %q: %s", c.name, bad, c.sent, c.missing, why)
	}
}

// A plan first stated as a change ("instead of the conifers", "statt der
// Tannen", "en vez de cipreses") and later revised in plain words ("so
// we'll go with privet", "also Liguster", "nos quedamos con aligustre"),
// where the reading marked no update: changing now counts the OLD message
// as the newest value, so under a budget the old hedge is sent and the one
// the person settled on is not — the very "old value alone" the change was
// meant to cut, the other way round. At 77ce780 the revision outlived it.
func TestSkeptic55APlanSaidWithInsteadOutlivesItsPlainRevision(t *testing.T) {
	for _, c := range []caseS55{
		{"en", []string{
			"Instead of the conifers we're planting a hornbeam hedge along the back fence.",
			"The new fence panels come from Jewson in Hitchin, delivery on 3 April.",
			"The patio gets sandstone slabs, the same as the Mortons next door.",
			"Our landscaper says a privet hedge suits the clay better, so we'll go with privet.",
		}, "hornbeam", "privet"},
		{"de", []string{
			"Statt der Tannen pflanzen wir jetzt Hainbuchen an der Grundstücksgrenze.",
			"Der Zaun zum Nachbarn Brückner wird im April erneuert.",
			"Die Terrasse bekommt Lärchendielen, die liefert Holz-Kemper aus Soest.",
			"Der Gärtner meint, Liguster wäre besser für die Grenze, also Liguster.",
		}, "Hainbuchen", "Liguster"},
		{"es", []string{
			"En vez de cipreses vamos a poner un seto de laurel junto a la valla del fondo.",
			"Las placas de la valla nuevas vienen de Leroy Merlin de Getafe, el 3 de abril.",
			"El patio lleva baldosas de barro, como el de los Morales.",
			"El jardinero prefiere aligustre por la arcilla, nos quedamos con aligustre.",
		}, "laurel", "aligustre"},
	} {
		c.check(t, "the hedge the person dropped reads as the plan")
	}
}

// changes reads words that only look like a change: "we drop the dog at the
// kennels" (leave it there), "ich streiche das Bad" (paint it), "el cambio
// de aceite" (an oil change). Such a plan is counted as the newest value,
// and when the person later moves it in plain words the old day or colour
// is sent alone. At 77ce780 the later line outlived it.
func TestSkeptic55AWordThatOnlyLooksLikeAChangeKeepsTheOldValue(t *testing.T) {
	for _, c := range []caseS55{
		{"en drop the", []string{
			"We drop the dog at Barkwood kennels on Friday before the flight.",
			"The electrician, Mr Yilmaz, comes Thursday at 8.",
			"Lena is sleeping over at her friend Mia's at the weekend.",
			"The kennels are full on Friday, so the dog goes on Thursday.",
		}, "on Friday before", "dog goes on Thursday"},
		{"de streiche", []string{
			"Ich streiche am Samstag das Bad, und zwar in Taubenblau.",
			"Der Elektriker Herr Yilmaz kommt am Donnerstag um 8 Uhr.",
			"Lena schläft am Wochenende bei ihrer Freundin Mia.",
			"Taubenblau ist uns zu dunkel, also Salbeigrün.",
		}, "in Taubenblau", "Salbeigrün"},
		{"es cambio de", []string{
			"El cambio de aceite del Ibiza es el martes en el taller de Paco.",
			"El electricista, el señor Yilmaz, viene el jueves a las 8.",
			"Lena duerme el finde en casa de su amiga Mía.",
			"Paco dice que mejor el jueves, el martes no tiene hueco.",
		}, "martes en el taller", "mejor el jueves"},
	} {
		c.check(t, "the old day or colour reads as current")
	}
}

// A take-back that names what it cancels ("Forget the Friday dinner.",
// "Streich das Essen am Freitag.") is read as a fact line, so takesBackOnly
// hands its message's opening to the next line — here the reason, not what
// comes in its place. The cancellation loses its place and now goes before
// the plan it cancels: the model is told dinner at Luigi's is on. At
// 77ce780 the cancellation outlived the plan.
func TestSkeptic55ACancellationGoesBeforeThePlanItCancels(t *testing.T) {
	for _, c := range []caseS55{
		{"en", []string{
			"We're having dinner at Luigi's on Friday at 8 with the Hendersons.",
			"The boiler service is booked with Kowalski for Monday morning.",
			"Forget the Friday dinner. Tom's flight lands at 9 so we can't make it.",
			"Mia's swimming lessons moved to Wednesdays at the Leisure Centre.",
		}, "dinner at Luigi's", "Forget the Friday dinner"},
		{"de", []string{
			"Am Freitag essen wir um 8 mit den Hendersons beim Italiener Luigi.",
			"Der Heizungsmonteur Kowalski kommt am Montagvormittag.",
			"Streich das Essen am Freitag. Toms Flug landet erst um 9, das schaffen wir nicht.",
			"Mias Schwimmkurs ist mittwochs im Hallenbad.",
		}, "Italiener Luigi", "Streich das Essen"},
	} {
		c.check(t, "the cancelled dinner reads as still on")
	}
}

// The same shift drops a message's real point before its aside: the line
// after a short take-back is its reason ("Toms Flug landet erst um 9", "El
// vuelo de Tomás llega a las 9"), which now opens the message, while the
// take-back itself is neither its first nor (in Spanish) its best line —
// it falls to the lowest tier, below every other message's first line.
// The model is sent the reason and not what was called off. At 77ce780 the
// take-back outlived its reason.
func TestSkeptic55ACancellationGoesBeforeItsReason(t *testing.T) {
	for _, c := range []caseS55{
		{"de", []string{
			"Am Freitag essen wir um 8 mit den Hendersons beim Italiener Luigi.",
			"Der Heizungsmonteur Kowalski kommt am Montagvormittag.",
			"Streich das Essen am Freitag. Toms Flug landet erst um 9, das schaffen wir nicht.",
			"Mias Schwimmkurs ist mittwochs im Hallenbad.",
		}, "Toms Flug", "Streich das Essen"},
		{"es", []string{
			"El viernes cenamos a las 8 con los Henderson en el italiano de Luigi.",
			"El técnico de la caldera, Kowalski, viene el lunes por la mañana.",
			"Olvida la cena del viernes. El vuelo de Tomás llega a las 9 y no llegamos.",
			"La natación de Mía es los miércoles en el polideportivo.",
		}, "El vuelo de Tomás", "Olvida la cena"},
	} {
		c.check(t, "what was called off is lost")
	}
}

// An aside that says "instead", "statt dem" or "en vez de" in passing
// ("I walked the dog along the canal instead of the park") changes nothing
// said before, yet now ranks as a newest value and outlives what a guest
// needs (when the Okafors can come, Opa Heinz's decaf after his heart
// attack, Tía Mei's chair with arms). At 77ce780 the need outlived the
// aside.
func TestSkeptic55AnAsideSayingInsteadCrowdsOutAGuestsNeed(t *testing.T) {
	for _, c := range []caseS55{
		{"en", []string{
			"Grandad Joe only drinks decaf since his heart scare.",
			"Sorry for the slow reply, I switched phones at the weekend and lost half my notes.",
			"Priya is bringing the lemon tart for dessert.",
			"The Okafors can only come after four, their son has football.",
			"I walked the dog along the canal instead of the park this morning, it was gorgeous.",
			"Aunt Mei needs a chair with arms, her knees are bad.",
		}, "along the canal", "Okafors"},
		{"de", []string{
			"Opa Heinz trinkt seit dem Herzinfarkt nur noch koffeinfreien Kaffee.",
			"Entschuldige die späte Antwort, ich bin heute mit dem Rad statt dem Auto gefahren.",
			"Priya bringt den Zitronenkuchen zum Nachtisch mit.",
			"Die Okafors können erst nach vier kommen, ihr Sohn hat Fußball.",
			"Tante Mei braucht einen Stuhl mit Armlehnen, wegen der Knie.",
		}, "Rad statt dem Auto", "koffeinfreien"},
		{"es", []string{
			"El abuelo Paco solo toma descafeinado desde el infarto.",
			"Perdona el retraso, hoy fui andando en vez de en coche.",
			"Priya trae la tarta de limón para el postre.",
			"Los Okafor no pueden venir hasta las cuatro, su hijo tiene fútbol.",
			"La tía Mei necesita silla con brazos, por la rodilla.",
		}, "en vez de en coche", "silla con brazos"},
	} {
		c.check(t, "an aside outlives what a guest needs")
	}
}

// The same aside outlives a line that keeps someone safe but names no
// allergy, so it is no unsafe line kept to the last: a medicine that
// clashes with grapefruit ("it clashes with his amlodipine", "beißt sich
// mit seinem Amlodipin", "le choca con el amlodipino"). The model may then
// suggest grapefruit juice for Dad's breakfast. At 77ce780 the aside went
// first.
func TestSkeptic55AnAsideSayingInsteadOutlivesADrugClash(t *testing.T) {
	for _, c := range []caseS55{
		{"en", []string{
			"Dad can't have grapefruit, it clashes with his amlodipine.",
			"Sorry for the slow reply, I switched phones at the weekend and lost half my notes.",
			"Priya is bringing the lemon tart for dessert.",
			"I walked the dog along the canal instead of the park this morning, it was gorgeous.",
			"Aunt Mei needs a chair with arms, her knees are bad.",
		}, "along the canal", "grapefruit"},
		{"de", []string{
			"Papa darf keine Grapefruit essen, das beißt sich mit seinem Amlodipin.",
			"Entschuldige die späte Antwort, ich bin heute mit dem Rad statt dem Auto gefahren.",
			"Priya bringt den Zitronenkuchen zum Nachtisch mit.",
			"Tante Mei braucht einen Stuhl mit Armlehnen, wegen der Knie.",
		}, "Rad statt dem Auto", "Grapefruit"},
		{"es", []string{
			"Papá no puede tomar pomelo, le choca con el amlodipino.",
			"Perdona el retraso, hoy he ido andando en vez de en coche y he tardado un montón.",
			"Priya trae la tarta de limón para el postre.",
			"La tía Mei necesita silla con brazos, por la rodilla.",
		}, "en vez de en coche", "pomelo"},
	} {
		c.check(t, "what keeps Dad safe goes before an aside")
	}
}
