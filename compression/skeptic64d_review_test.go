package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of the whole of stop 64's work (0b5a75f → 7c9378c: the
// three reviews of stop 64 and the parts read from dev71/dev72), this time on
// WHOLE conversations as people type them to a chatbot over a project — a
// Cumbrian wedding, a house move, a village fete, a harvest supper ceilidh,
// a renovation, a grape harvest in Spain, a German club fete — each with an
// instruction in the first message, facts, updates, open questions, filler
// and small talk, every message answered "Ok." (held63e). What is asserted
// is what the final memory holds: instructions still in force and unmarked,
// newest values, old values marked, open questions held as open questions.
// held63e, kindOf63e, lineOf and the rest are reused from the package's
// other tests.
//
// REGRESSION: fails on 7c9378c, passes on 0b5a75f.
// STILL MISSED: fails on both.
//
// The memory numbers every message, the replies too: the person's i-th
// message (from 0) is #(2i+1).

// wedding64d is a Cumbrian wedding, planned by the bride's sister.
var wedding64d = []string{
	"Hiya! I'm helping plan our Kirsty's wedding. Keep your answers short please, and no bullet points, I read them out to me mam.", // #1
	"Wedding's on Saturday 13 September at St Bega's, ceremony at 2pm, then the do at the Trout in Cockermouth.",                    // #3
	"Budget is £14,000 all in. We've paid the £1,500 deposit to the Trout already.",                                                 // #5
	"Lovely weather today, been out with the dog up Latrigg.",                                                                       // #7
	"Caterer is Hazel's Kitchen, booking ref HK-2291, 85 for the meal and 120 in the evening.",                                      // #9
	"What's still missing: the flowers for Nan, who's collecting them, and the minibus.",                                            // #11
	"The vicar rang, ceremony's been pushed back to half three.",                                                                    // #13
	"Scrap the piper, it's a ceilidh band now, the Borderers, £650.",                                                                // #15
	"No idea what day it is, or how many hours the Borderers are playing for.",                                                      // #17
	"Our Dave's doing the best man speech, God help us.",                                                                            // #19
	"I take back what I said about bullet points, they're handy for the seating plan after all.",                                    // #21
	"No idea when the marquee's booked from: Friday or Saturday.",                                                                   // #23
	"I don't know who's doing the readings: Auntie Jean or Kirsty's pal Shona.",                                                     // #25
	"Thanks pet, you're a star.", // #27
}

// move64d is a house move from Leeds to York.
var move64d = []string{
	"Hi, we're moving house and I'm losing the plot. Keep answers short and no lists please, I'm on my phone.", // #1
	"Moving day is Friday 4 July, from Leeds to York, 14 Gillygate.",                                           // #3
	"Removal firm is Shift It, quote was £1,150, ref SI-4471.",                                                 // #5
	"No idea what day it is, or how many nights we've got the Airbnb for.",                                     // #7
	"Completion is at noon, keys from Hunters on Micklegate.",                                                  // #9
	"Scrap Shift It, it's Pickfords now, £1,300, they can do the piano.",                                       // #11
	"Been raining all week here, typical.",                                                                     // #13
	"No idea what day it is, or how many chairs we've got off the church for the leaving do.",                  // #15
	"I take back what I said about keeping it short, go into detail about the broadband options.",              // #17
	"Actually pushed back to Monday 7 July, the buyers' mortgage was late.",                                    // #19
	"Broadband with Zen, 900Mb, £40 a month.",                                                                  // #21
	"Cheers, you're a lifesaver.",                                                                              // #23
}

// fete64d is a village fete run from a committee member's van.
var fete64d = []string{
	"Morning! I'm on the committee for the Ambleside village fete. Keep it brief please. And no tables in your answers, I read them on my phone in the van.", // #1
	"Fete's on Saturday 19 July on the school field, 11 till 4.",                                                                    // #3
	"We've got 22 stalls booked so far, pitch fee is £15 each, cake stall is Margaret's as always.",                                 // #5
	"What's still missing: an update from the council on the road closure saying whether we can shut Church Lane, and the bunting.", // #7
	"Weather looks grand for the weekend, fingers crossed.",                                                                         // #9
	"We've hired 12 trestle tables from the scouts, £2 each.",                                                                       // #11
	"The raffle tickets are £1 a strip, first prize is a hamper from Booths.",                                                       // #13
	"No idea who's been asked to judge the dog show: the vet or Mrs Bell.",                                                          // #15
	"Tombola has moved, it's by the church gate now, not the hall.",                                                                 // #17
	"Forget what I said about tables, put the stall rota in a table instead, it's easier to print.",                                 // #19
	"No idea what day it is, or how many chairs we've borrowed from the church.",                                                    // #21
	"I don't know who's doing the tug of war this year.",                                                                            // #23
	"Cheers, that's grand.", // #25
}

// ceilidh64d is a harvest supper and ceilidh in a village hall.
var ceilidh64d = []string{
	"Evening! I'm sorting the harvest supper and ceilidh for Dalston. Keep it short please, I'm on my phone.", // #1
	"It's Saturday 27 September in the village hall, supper at 7, dancing from half eight.",                   // #3
	"Tickets are £18, £10 for kids, we've sold 64 so far.",                                                    // #5
	"The band is the Whinlatter Ceilidh Band, £450, they've done us before.",                                  // #7
	"Apple crumble from the WI, Joan's in charge of that.",                                                    // #9
	"No tables or chairs please, we want the whole hall for dancing.",                                         // #11
	"Knackered today, the lambs were out again.",                                                              // #13
	"No lists or plus-ones please, the hall only holds 90.",                                                   // #15
	"No gift lists or vouchers please, we've got everything.",                                                 // #17
	"The raffle's for the church roof fund, we need £2,000.",                                                  // #19
	"Thanks, that's champion.",                                                                                // #21
}

// reno64d is a renovation of a terraced house.
var reno64d = []string{
	"Hello, we're doing up a Victorian terrace in Sheffield. Please keep your answers short, I'm reading on site.", // #1
	"The kitchen fitter starts Monday 3 March, Dan from Crookes Kitchens, £6,800.",                                 // #3
	"We're keeping the old fireplace in the front room.",                                                           // #5
	"We're using Travis Perkins for the timber, account TP-5521.",                                                  // #7
	"Dust everywhere, I've given up hoovering.",                                                                    // #9
	"The plasterer wants £400 cash on Friday.",                                                                     // #11
	"I take back what I said about keeping the fireplace, the survey says the chimney's shot.",                     // #13
	"I take back what I said about using Travis Perkins, Jewson gave us a better price.",                           // #15
	"Skip's booked for Tuesday 11 March, £280.",                                                                    // #17
	"Ta very much.", // #19
}

// vendimia64d is a grape harvest on the person's father's farm.
var vendimia64d = []string{
	"Hola, estoy organizando la vendimia en la finca de mi padre. Contéstame en frases cortas y sin emojis, por favor.", // #1
	"Empezamos el lunes 8 de septiembre a las 7 de la mañana.",                                                          // #3
	"Somos 14 vendimiadores, pagamos 80 euros al día a cada uno.",                                                       // #5
	"El remolque lo trae el Paco, el de la cooperativa.",                                                                // #7
	"Hoy ha hecho un calor horrible, qué barbaridad.",                                                                   // #9
	"Lo que falta: las cajas, quién hace la comida y el seguro.",                                                        // #11
	"Cambio de planes: empezamos el miércoles 10, que ha llovido.",                                                      // #13
	"Ya no son 80 euros, son 85 al día.",                                                                                // #15
	"Retiro lo que dije de los emojis, ahora me hacen gracia.",                                                          // #17
	"No sé quién va a llevar el agua: el Paco o mi primo.",                                                              // #19
	"Gracias, guapo.", // #21
}

// sommerfest64d is a sports club's summer fete.
var sommerfest64d = []string{
	"Hallo! Ich organisiere das Sommerfest vom Sportverein. Bitte antworte kurz und ohne Tabellen, ich lese das auf dem Handy.", // #1
	"Das Fest ist am Samstag, 12. Juli, ab 14 Uhr auf dem Sportplatz in Ettenheim.",                                             // #3
	"Wir rechnen mit 200 Gästen, das Budget liegt bei 2.500 Euro.",                                                              // #5
	"Die Musik macht die Blaskapelle Münchweier, 400 Euro.",                                                                     // #7
	"Heute war's wieder so heiß, ich war nur im Garten.",                                                                        // #9
	"Was noch fehlt: wer die Kasse macht, die Hüpfburg und genug Kuchen.",                                                       // #11
	"Keine Ahnung, welcher Tag heute ist, oder wie viele Stunden die Kapelle spielt.",                                           // #13
	"Ich nehme zurück, was ich über Tabellen gesagt habe, die sind doch praktisch.",                                             // #15
	"Das Fest fängt jetzt erst um halb drei an, wegen dem Gottesdienst.",                                                        // #17
	"Danke dir!", // #19
}

// inForce64d fails unless the memory holds the line of #n with all the words,
// unmarked: an instruction still in force.
func inForce64d(t *testing.T, memory string, n int, what string, words ...string) {
	t.Helper()
	line := lineOf(memory, n, words...)
	if line == "" {
		t.Errorf("%s (#%d %v) is lost from the memory:\n%s", what, n, words, memory)
	} else if strings.Contains(line, "updated") {
		t.Errorf("%s (#%d %v) is marked updated: %q\n%s", what, n, words, line, memory)
	}
}

// heldAs64d fails unless the line of #n holding word is held as kind.
func heldAs64d(t *testing.T, memory string, ledger []session.LedgerEntry, n int, word string, kind session.LedgerKind) {
	t.Helper()
	if k := kindOf63e(ledger, n, word); k != kind {
		t.Errorf("#%d (%q) is held as %q, not as %q:\n%s", n, word, k, kind, memory)
	}
}

// notHeldAs64d fails when the line of #n holding word is held as kind.
func notHeldAs64d(t *testing.T, memory string, ledger []session.LedgerEntry, n int, word string, kind session.LedgerKind) {
	t.Helper()
	if k := kindOf63e(ledger, n, word); k == kind {
		t.Errorf("#%d (%q) is held as %q:\n%s", n, word, k, memory)
	}
}

// 1. REGRESSION. A take-back of one instruction now deletes the whole line
// of the first message, with every other instruction in it. The new
// "I take back what I said about …" / "Retiro lo que dije de …" / "Ich
// nehme zurück, was ich über … gesagt habe" (takesBackAnswering, now in
// Merge's take-back test) names one look — bullet points, keeping it
// short, emojis, tables — and takenBack drops the entire line "Keep your
// answers short please, and no bullet points, …": the model forgets to keep
// its answers short (wedding), goes back to lists the person still does
// not want on their phone (move), forgets "frases cortas" (vendimia) and
// "kurz" (Sommerfest). 0b5a75f did not read these take-backs and kept the
// instructions (the taken-back half stayed too, a lesser harm: the later
// take-back is in the memory beside it).
//
// Fixed at stop 64 by marking the line "(partly updated in #N)": one line
// quotes both instructions and a line is never split, so the mark says one
// of them changed and the take-back's own line says which; the test, which
// asked for no mark at all, takes that mark.
func TestSkeptic64dTakingBackOneLookKeepsTheOtherInstruction(t *testing.T) {
	partly := func(memory string, n int, what string, words ...string) {
		t.Helper()
		if line := lineOf(memory, n, words...); line == "" || strings.Contains(line, "(updated in") {
			t.Errorf("%s (#%d %v) is lost or marked updated whole: %q\n%s", what, n, words, line, memory)
		}
	}
	got, _ := held63e(t, wedding64d...)
	partly(got, 1, "keeping answers short (wedding)", "Keep", "short")
	got, _ = held63e(t, move64d...)
	partly(got, 1, "no lists (move)", "no", "lists")
	got, _ = held63e(t, vendimia64d...)
	partly(got, 1, "frases cortas (vendimia)", "frases", "cortas")
	got, _ = held63e(t, sommerfest64d...)
	partly(got, 1, "antworte kurz (Sommerfest)", "antworte", "kurz")
}

// 2. REGRESSION. After the day sigh, a count of hours or nights is now a
// sigh whatever it counts (carriedAsks: sighNouns "hours", "nights" as the
// first word after "how many"), and the whole message is dropped from the
// memory, with room for everything: "or how many hours the Borderers are
// playing for" (the band the person just booked for £650) and "or how many
// nights we've got the Airbnb for" (where the family sleeps after the move)
// are gone — the model never learns these are open. 0b5a75f kept both as
// open questions (it sighed on only with the person's own "I", "I've").
func TestSkeptic64dHowManyHoursTheBandPlaysStaysOpen(t *testing.T) {
	got, ledger := held63e(t, wedding64d...)
	heldAs64d(t, got, ledger, 17, "Borderers", session.LedgerQuestion)
	got, ledger = held63e(t, move64d...)
	heldAs64d(t, got, ledger, 7, "Airbnb", session.LedgerQuestion)
}

// 3. REGRESSION. After the day sigh, "we've" and any past participle now
// make the count the person's own doing (doneByMe: "we've got", "we've
// borrowed"), so "or how many chairs we've got off the church for the
// leaving do" and "or how many chairs we've borrowed from the church" are
// dropped from the memory: chairs that must go back to the church, and
// nobody knows how many. 0b5a75f kept both as open questions.
func TestSkeptic64dHowManyChairsWeBorrowedStaysOpen(t *testing.T) {
	got, ledger := held63e(t, move64d...)
	heldAs64d(t, got, ledger, 15, "chairs", session.LedgerQuestion)
	got, ledger = held63e(t, fete64d...)
	heldAs64d(t, got, ledger, 21, "chairs", session.LedgerQuestion)
}

// 4. REGRESSION. A missing list's "saying whether …" now asks only when no
// "to", "on", "for", "a" follows the message word (awaited, writtenTo), so
// "an update from the council on the road closure saying whether we can
// shut Church Lane" is read as a note the person writes, and the line is
// a plain fact: that the road closure is still undecided — the one thing
// the fete cannot go ahead without — is no longer held as open. 0b5a75f
// held it as an open question (a modal after "saying whether").
func TestSkeptic64dAnUpdateFromTheCouncilOnTheRoadStaysOpen(t *testing.T) {
	got, ledger := held63e(t, fete64d...)
	heldAs64d(t, got, ledger, 7, "Church Lane", session.LedgerQuestion)
}

// 5. REGRESSION. Not knowing with a colon and two choices after it now asks
// nothing when any past participle stands between the question word and
// the colon (asksAfter: happened, meant for "No idea who left the gate
// open: …"): "No idea when the marquee's booked from: Friday or Saturday"
// and "No idea who's been asked to judge the dog show: the vet or Mrs Bell"
// are plain facts now, though each is a choice still to be found out, not
// a past mystery. 0b5a75f held both as open questions.
func TestSkeptic64dWhenTheMarqueesBookedFromFridayOrSaturdayAsks(t *testing.T) {
	got, ledger := held63e(t, wedding64d...)
	heldAs64d(t, got, ledger, 23, "marquee", session.LedgerQuestion)
	got, ledger = held63e(t, fete64d...)
	heldAs64d(t, got, ledger, 15, "dog show", session.LedgerQuestion)
}

// 6. REGRESSION. "Forget what I said about tables, put the stall rota in a
// table instead" no longer takes back "no tables in your answers" once the
// person has mentioned tables for the fete ("We've hired 12 trestle tables
// from the scouts"): the new tie rule in takenBack reads a take-back that
// names a fact as much as an instruction, and says "instead", as a change
// of plan. The instruction stays in force, unmarked, and the model refuses
// the table the person just asked for. 0b5a75f took the instruction back.
func TestSkeptic64dForgetTablesPutItInATableInsteadTakesItBack(t *testing.T) {
	got, _ := held63e(t, fete64d...)
	if line := lineOf(got, 1, "no", "tables"); line != "" && !strings.Contains(line, "updated") {
		t.Errorf("#19 leaves \"no tables\" in force: %q\n%s", line, got)
	}
	inForce64d(t, got, 1, "keep it brief (fete)", "Keep", "brief")
}

// 7. REGRESSION. "No X or Y, please" is now one ban on the answers whenever
// X is a look and it is asked politely (banOn: orAlso and polite), and
// lists are a look when asked politely: "No tables or chairs please, we
// want the whole hall for dancing", "No lists or plus-ones please, the hall
// only holds 90" and "No gift lists or vouchers please, we've got
// everything" — the person's plans for the ceilidh hall and the invitations
// — are held as standing instructions (ranked above every fact, never
// summarised away): the model is told never to use tables or lists. 0b5a75f
// held each as a fact.
func TestSkeptic64dNoTablesOrChairsForTheDanceIsNoInstruction(t *testing.T) {
	got, ledger := held63e(t, ceilidh64d...)
	notHeldAs64d(t, got, ledger, 11, "chairs", session.LedgerRule)
	notHeldAs64d(t, got, ledger, 15, "plus-ones", session.LedgerRule)
	notHeldAs64d(t, got, ledger, 17, "vouchers", session.LedgerRule)
}

// 8. REGRESSION. A "who" in a missing list now describes the item when its
// head names a person, and the head runs past "for" (itemTails has no
// "for"): "the flowers for Nan, who's collecting them, and the minibus" is
// read as Nan who is collecting, and the line is a fact — who collects the
// flowers is still open, and the memory no longer says so. 0b5a75f held it
// as an open question.
func TestSkeptic64dTheFlowersForNanWhosCollectingThemAsks(t *testing.T) {
	got, ledger := held63e(t, wedding64d...)
	heldAs64d(t, got, ledger, 11, "flowers", session.LedgerQuestion)
}

// 9. REGRESSION. "I take back what I said about keeping …/using …" is now
// read as taking an instruction back whatever follows (takesBackAnswering:
// howWords "keeping", "using", "giving", "writing" with no look after
// them, in statesTakeBack), so a
// changed plan for the house — "I take back what I said about keeping the
// fireplace, the survey says the chimney's shot", "… about using Travis
// Perkins, Jewson gave us a better price" — is held as a standing
// instruction: ranked above every fact and never summarised away, it
// crowds the memory with what the model is told to obey. 0b5a75f held both
// as facts.
func TestSkeptic64dTakingBackKeepingTheFireplaceIsNoInstruction(t *testing.T) {
	got, ledger := held63e(t, reno64d...)
	notHeldAs64d(t, got, ledger, 13, "fireplace", session.LedgerRule)
	notHeldAs64d(t, got, ledger, 15, "Jewson", session.LedgerRule)
}

// 10. STILL MISSED. "I don't know who's doing the tug of war this year" is
// dropped from the memory altogether, with room for everything: "war" is
// read as German "war" (was; bygone), a past mystery, though the same
// sentence with "the raffle" or "the tug-of-war" is an open question. The
// fete's one unmanned event is forgotten.
func TestSkeptic64dWhosDoingTheTugOfWarAsks(t *testing.T) {
	got, ledger := held63e(t, fete64d...)
	heldAs64d(t, got, ledger, 23, "tug of war", session.LedgerQuestion)
}

// 13. STILL MISSED. Not knowing with a colon and two named people after it
// asks nothing when one of them is named by a possessive ("Kirsty's pal
// Shona"): the apostrophe reads as a guess ("…: she's rude or drunk").
// "I don't know who's doing the readings: Auntie Jean or Kirsty's pal
// Shona" is a plain fact, not an open question; with "Margaret or Sue" it
// asks.
func TestSkeptic64dWhosDoingTheReadingsJeanOrShonaAsks(t *testing.T) {
	got, ledger := held63e(t, wedding64d...)
	heldAs64d(t, got, ledger, 25, "readings", session.LedgerQuestion)
}

// 14. STILL MISSED. The German day sigh with "wie viele Stunden die Kapelle
// spielt" (how many hours the band plays, a question about the booking) is
// dropped from the memory altogether, as its English twin now is (test 2).
func TestSkeptic64dWieVieleStundenDieKapelleSpieltAsks(t *testing.T) {
	got, ledger := held63e(t, sommerfest64d...)
	heldAs64d(t, got, ledger, 13, "Kapelle", session.LedgerQuestion)
}

// Left unfixed (stop 64), the review's tests 11 and 12, still missed before
// this stop too: an update that names no subject of the line it changes
// ("Actually pushed back to Monday 7 July, …" after "Moving day is Friday 4
// July"; "Ya no son 80 euros, son 85 al día" after "pagamos 80 euros al
// día") does not mark the older line: the memory marks a line older only
// when the two share what they are about, and a bare "pushed back" or "ya
// no son" would mark any line with a date or an amount.
