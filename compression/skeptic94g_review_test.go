package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// The seventh skeptical review of stop 94 (762845c against e76ec86),
// English, German and Spanish: the newest edges after three rounds of fixes
// — the running joke of a number in words after a colon (runningJoke,
// verdictShape), a job done ourselves (doneOurselves), an order with its
// reasons (ordersWithReasons), the short form of a job still unfilled
// (stillLacking), where an event is held (heldThere, heldAt, whenNoun,
// notButPlace), where we go after bad news (placedPlan, plansAhead) and what
// a change of plan settled (concludesTurn in pick). Regressions pass on
// e76ec86 and fail on 762845c; misses fail on both. The sentences are this
// file's own.

// A new mother's nappy log, as the midwife asked: "Monday: six wet, two
// dirty.", "Tuesday: five wet, one dirty.", "Wednesday: three wet, no
// dirty". Three of nine messages say "<number word> wet" after a colon, so
// verdictShape takes "wet" for the running joke's "stars" ("wet" is no
// unit, the third round's only exclusion) and every count of wet nappies
// after a colon is no value: Tuesday's and Wednesday's lines keep only the
// day. The drop to three wet nappies — what the midwife checks for
// dehydration — is lost. Regression: the counts kept on the parent, cut on
// the change.
func TestSkeptic94gANappyLogsCountsAreNoRunningJoke(t *testing.T) {
	log := []string{
		"Isla is a week old today, we're home from the hospital.",
		"The midwife wants me to write down her nappies every day.",
		"Monday: six wet, two dirty.",
		"She's feeding every three hours, my nipples are sore.",
		"Tuesday: five wet, one dirty.",
		"Tom's mum came round with a lasagne.",
		"The midwife comes back on Friday to weigh her.",
		"Wednesday: three wet, no dirty, is that bad?",
		"Her cord stump fell off this morning.",
	}
	got := eachInWordsSaidOften(log...)
	for _, c := range []struct {
		at   int
		want string
	}{{4, "five wet"}, {7, "three wet"}} {
		if !strings.Contains(got[c.at], c.want) {
			t.Errorf("%q: the count %q is lost: %q", log[c.at], c.want, got[c.at])
		}
	}
}

// A gym log in words: "Squats: three sets of ten.", "Bench: four sets of
// eight.", "Curls: three sets of twelve." — "sets" follows a number word
// after a colon in four of nine messages, so it is the running joke's
// "stars" and every workout is cut to its day ("Monday was legs."). The
// person asking "what did I do on bench last week?" gets no answer.
// Regression: the sets kept on the parent, cut on the change.
func TestSkeptic94gAGymLogsSetsAreNoRunningJoke(t *testing.T) {
	log := []string{
		"Started the gym again with my brother Dan.",
		"Monday was legs. Squats: three sets of ten.",
		"Tuesday rest, my legs are killing me.",
		"Wednesday was chest. Bench: four sets of eight.",
		"Dan says I should eat more protein.",
		"Friday legs again. Squats: five sets of five.",
		"The gym is Pure Gym on Mill Lane, open till ten.",
		"Saturday arms. Curls: three sets of twelve.",
		"My membership is 20 quid a month.",
	}
	got := eachInWordsSaidOften(log...)
	for _, c := range []struct {
		at   int
		want string
	}{{1, "three sets of ten"}, {3, "four sets of eight"}, {5, "five sets of five"}, {7, "three sets of twelve"}} {
		if !strings.Contains(got[c.at], c.want) {
			t.Errorf("%q: the workout %q is lost: %q", log[c.at], c.want, got[c.at])
		}
	}
}

// A fallback, not a plan: "The plumber comes Thursday, otherwise we'll do
// the job ourselves", "Worst case, we'll do the food ourselves", "Failing
// that, …", "As a last resort, …", "sonst machen wir es halt selbst",
// "Ansonsten …", "Notfalls …", "Im schlimmsten Fall …", "En el peor de los
// casos, pues lo hacemos nosotros mismos", "Como último recurso, …".
// doneOurselves knows "if", "unless", "in case", "wenn", "si", but not the
// words of a fallback: each is a decision, so the model tells the family
// they have settled on doing the job themselves while the plumber, the
// caterer, the contractor is still booked (and "The plumber comes Thursday",
// the clause kept, itself becomes a decision). Regression: a fact or
// nothing on the parent, a decision on the change.
func TestSkeptic94gAFallbackDoneOurselvesIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"The plumber comes Thursday, otherwise we'll do the job ourselves.",
		"Otherwise we'll do the catering ourselves.",
		"Worst case, we'll do the food ourselves.",
		"Failing that, we'll paint the fence ourselves.",
		"As a last resort, we'll do the food ourselves.",
		"Der Klempner kommt morgen, sonst machen wir es halt selbst.",
		"Ansonsten machen wir es eben selbst.",
		"Notfalls machen wir das Heu dann selbst.",
		"Im schlimmsten Fall machen wir es dann selbst.",
		"En el peor de los casos, pues lo hacemos nosotros mismos.",
		"Como último recurso, pues lo hacemos nosotros mismos.",
	)
}

// Someone's guess or proposal, or sarcasm, not the person's plan: "Dad
// reckons we'll do the hay ourselves", "Dad thinks we'll end up doing the
// hay ourselves", "Mum suggests …", "Papa glaubt, dann machen wir das Heu
// doch selbst", "Papa schlägt vor, …", "Papá cree que entonces lo hacemos
// nosotros mismos", "Yeah right, we'll paint the house ourselves, in our
// dreams". The third round excluded "said", "sagt", "meint", "dice" only:
// each of these is a decision the model takes as settled. Regression: a
// fact on the parent, a decision on the change.
func TestSkeptic94gSomeonesGuessDoneOurselvesIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Dad reckons we'll do the hay ourselves.",
		"Dad thinks we'll end up doing the hay ourselves.",
		"Mum suggests we'll do the flowers ourselves this year.",
		"Papa glaubt, dann machen wir das Heu doch selbst.",
		"Papa schlägt vor, dann machen wir das Heu halt selbst.",
		"Papá cree que entonces lo hacemos nosotros mismos.",
		"Yeah right, we'll paint the house ourselves, in our dreams.",
	)
}

// "we … ourselves" after another verb's thing: "We're finding it hard to
// forgive ourselves" (grief), "We'll believe it when we see it ourselves"
// (doubt), "We'll put the kettle on and calm ourselves down", "We'll pour a
// glass of wine and congratulate ourselves". The third round dropped "myself" (skeptic94e's
// "I'll take a long bath and treat myself") but kept the same reading for
// "we": "it", "the", "a" anywhere between "we'll"/"we're …ing" and
// "ourselves" is the job done. Each is a decision about who does a job.
// Regression: a fact or nothing on the parent, a decision on the change.
func TestSkeptic94gWeAndAnotherVerbsThingIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"We're finding it hard to forgive ourselves.",
		"We'll believe it when we see it ourselves.",
		"We'll put the kettle on and calm ourselves down.",
		"We'll pour a glass of wine and congratulate ourselves.",
	)
}

// Comfort after bad news in place words the word lists do not hold: "We'll
// be in a better place by summer", "We're going to be at our wits' end",
// "We'll be fine in the long run", "Vamos a salir de esta juntos" ("de
// esta", this mess), "Vamos a salir adelante de la mano", "Vamos a seguir
// en la lucha". placedPlan keeps each as where the plan goes now, a line
// the parent did not keep (skeptic94e/f listed "doghouse", "chin", "cañón",
// "grano" one by one). Filler kept; a model may read "a better place" as a
// move. Regression.
func TestSkeptic94gComfortAfterBadNewsIsNoPlace(t *testing.T) {
	for _, c := range [][2]string{
		{"Bad news: Dad lost his job. We'll be in a better place by summer.", "better place"},
		{"Bad news: Dad lost his job. We're going to be at our wits' end.", "wits"},
		{"Bad news: the mortgage got refused. We'll be fine in the long run.", "long run"},
		{"Mala noticia: papá perdió el trabajo. Vamos a salir de esta juntos.", "salir de esta"},
		{"Mala noticia: papá perdió el trabajo. Vamos a salir adelante de la mano.", "de la mano"},
		{"Mala noticia: papá perdió el trabajo. Vamos a seguir en la lucha.", "lucha"},
	} {
		noLineWith94(t, c[1], c[0])
	}
}

// sk94gMaehne says the ribbons for the mane often (the setting of
// TestWhatAChangeOfPlanSettled).
var sk94gMaehne = []string{
	"Die Schleifen für die Mähne sind rot, hat die Oma gesagt, rote Schleifen.",
	"Die Oma bindet die Schleifen, die Mähne muss vorher gewaschen werden.",
	"Für die Mähne kauf ich Schleifen bei der Oma im Laden.",
	"Die Mähne ist lang, die Oma sagt, da passen viele Schleifen rein.",
}

// "doch" as the particle of an exclamation, not "after all": "Also das ist
// doch unglaublich.", "Also das war doch klar.", "Also das ist doch
// typisch." after "Planänderung …:" or "Schlechte Nachricht: …".
// concludesTurn takes any "Also … doch" for what the change settled; the
// third round listed sighs ("umsonst", "für die Katz", "recht gehabt"), not
// the particle. Each exclamation is kept as a line where the parent kept the
// news alone — filler the model may read as the new plan. Regression.
func TestSkeptic94gAnExclamationWithDochSettlesNothing(t *testing.T) {
	for _, c := range [][2]string{
		{"Planänderung beim Fest: der Wirt hat abgesagt. Also das ist doch unglaublich.", "unglaublich"},
		{"Planänderung beim Fest: der Wirt hat abgesagt. Also das war doch klar.", "klar"},
		{"Schlechte Nachricht: der Wirt hat abgesagt. Also das ist doch typisch.", "typisch"},
	} {
		noLineWith94(t, c[1], c[0])
	}
	const head = "Planänderung bei der Mähne: der Richter hat gmeint, rot hat heuer jede zweite. "
	texts := append(append([]string(nil), sk94gMaehne...), head+"Also das war doch klar mit den Schleifen.")
	if got := inWordsSaidOften(texts...); strings.Contains(got, "doch klar") {
		t.Errorf("the exclamation is kept: %q", got)
	}
}

// sk94gPicnic, sk94gFest and sk94gCena say the event and its people often
// (the settings of TestAnEventNowHappeningSomewhere and
// TestAnEventHeldSomewhereInGermanAndSpanish).
var (
	sk94gPicnic = []string{
		"The picnic for the tour group is on the beach by the jetty.",
		"Auntie Vi say the picnic need shade, she worried.",
		"Auntie Vi baking for the picnic, coconut tart and johnny bread.",
		"Auntie Vi want the picnic early, before the heat.",
		"The picnic got twenty people now, Auntie Vi counting plates.",
	}
	sk94gFest = []string{
		"Das Sommerfest ist im Hinterhof vom Wirt, mit Bänken, Zelt und Grill unter der Linde.",
		"Der Wirt sagt, das Sommerfest im Hinterhof wird groß, mit Musik und Tombola.",
		"Fürs Sommerfest braucht der Wirt Bänke, Tische und Geschirr aus dem Pfarrheim.",
		"Der Wirt will das Sommerfest früh anfangen, wegen der Nachbarn und der Kinder im Hinterhof.",
		"Die Linde im Hinterhof kriegt Lampions, sagt der Wirt, und die Kinder malen Schilder fürs Sommerfest.",
	}
	sk94gCena = []string{
		"La cena de la cofradía es en el frontón, como siempre, con las perolas de Tomás.",
		"La cena de la cofradía la cocina Tomás, con sus hermanas y el cuñado.",
		"Tomás dice que la cena empieza tarde, que en el frontón hace fresco.",
		"Para la cena Tomás pone el vino y la cofradía el pan y las perolas.",
	}
)

// How, in whose name or in whose presence an event is held, not where:
// "held in the presence of the bishop", "in the name of the church",
// "taking place in the usual fashion", "in the old tradition", "findet
// dieses Jahr im großen Stil statt" (on a grand scale), "im Gedenken an den
// alten Wirt", "se celebra en el nombre de la cofradía", "en la memoria del
// abuelo". heldThere takes the noun after "in the"/"im"/"en el" for the
// venue unless a word list holds it (the rounds before added "regard",
// "esteem", "mercy" one by one): the line is weighted as a place and kept
// beside the real news, in words the conversation says often, where the
// parent kept the news alone. Filler kept, and a model asked where the
// picnic is may answer "in the presence of the bishop". Regression.
func TestSkeptic94gHeldInSomeonesNameOrStyleIsNoVenue(t *testing.T) {
	for _, c := range []struct {
		said         []string
		last, filler string
	}{
		{sk94gPicnic, "The picnic is being held in the presence of the bishop. Marcia bringing the folding tables from the school.", "presence"},
		{sk94gPicnic, "The picnic is being held in the name of the church. Marcia bringing the folding tables from the school.", "name of the church"},
		{sk94gPicnic, "The picnic is taking place in the usual fashion. Marcia bringing the folding tables from the school.", "usual fashion"},
		{sk94gPicnic, "The picnic is taking place in the old tradition. Marcia bringing the folding tables from the school.", "tradition"},
		{sk94gFest, "Das Sommerfest findet dieses Jahr im großen Stil statt. Die Biertische bringt der Schützenverein am Freitag.", "großen Stil"},
		{sk94gFest, "Das Sommerfest findet im Gedenken an den alten Wirt statt. Die Biertische bringt der Schützenverein am Freitag.", "Gedenken"},
		{sk94gCena, "La cena se celebra en el nombre de la cofradía. Las mesas las trae el Ayuntamiento el viernes.", "nombre"},
		{sk94gCena, "La cena se celebra en la memoria del abuelo Tomás. Las mesas las trae el Ayuntamiento el viernes.", "memoria"},
	} {
		if got := inWordsSaidOften(append(append([]string(nil), c.said...), c.last)...); strings.Contains(got, c.filler) {
			t.Errorf("%q: how it is held kept as where: %q", c.last, got)
		}
	}
}

// "nicht …, sondern im Spaß" (not meant badly but in fun), "no por maldad,
// sino en un arrebato" (in a fit of temper): how something was meant, not
// where. notButPlace takes the noun after "sondern im"/"sino en un" for a
// place unless a word list holds it ("Gegenteil", "Glück", "tiempo",
// "destino" were added one by one): the excuse is kept as where the event
// is, beside the real news, where the parent kept the news alone. Filler
// kept. Regression.
func TestSkeptic94gSondernImSpassIsNoPlace(t *testing.T) {
	for _, c := range []struct {
		said         []string
		last, filler string
	}{
		{sk94gFest, "Der Wirt hat das nicht böse gemeint, sondern im Spaß. Die Biertische bringt der Schützenverein am Freitag.", "Spaß"},
		{sk94gCena, "Tomás no lo dijo por maldad, sino en un arrebato. Las mesas las trae el Ayuntamiento el viernes.", "arrebato"},
	} {
		if got := inWordsSaidOften(append(append([]string(nil), c.said...), c.last)...); strings.Contains(got, c.filler) {
			t.Errorf("%q: an excuse kept as a place: %q", c.last, got)
		}
	}
}

// A job word in a compound that names no job to fill: "Still no teacher
// strike today." (good news: school is open), "Still no vet bill yet.",
// "Still no tutor feedback yet.", "Still no band practice tonight.", "Still
// no driver update today." (a printer driver). The short form of
// stillLacking takes a job word at the lacking word or the one after it in
// any sentence of a few words: each is an open question, and the model
// offers to help find a teacher, a vet, a tutor, a band, a driver.
// Regression: a fact or nothing on the parent, a question on the change.
func TestSkeptic94gAJobWordInACompoundIsNoOpenJob(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Still no teacher strike today.",
		"Still no vet bill yet.",
		"Still no tutor feedback yet.",
		"Still no band practice tonight.",
		"Still no driver update today.",
	)
}

// Sources asked for one claim the person doubts: "Send me sources, I don't
// believe it, it sounds made up", "Gib mir Quellen dazu, ich glaub das
// nicht, das klingt erfunden" ("dazu": for that). ordersWithReasons takes
// the doubt for the reasons of a standing order ("I …", "it …", "das …"),
// so "send me sources" / "gib mir Quellen" is held as an instruction for
// every answer from now on. Regression: a fact on the parent, a rule on the
// change.
func TestSkeptic94gSourcesForOneClaimAreNoStandingOrder(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Send me sources, I don't believe it, it sounds made up.",
		"Gib mir Quellen dazu, ich glaub das nicht, das klingt erfunden.",
	)
}

// A miss left at stop 94 (kept as a comment):
// // Miss: an order for tonight, this time or just this once, with its
// // reasons, is held as a standing instruction on both: "Give me short
// // answers tonight, I'm on my phone, it's a tiny screen", "Don't give me
// // sources this time, I'm only curious, it's not for school", "Just this once
// // give me short answers, I'm on the bus, it's bumpy", "Gib mir heute nur
// // kurze Antworten, ich bin unterwegs, das Handy ist klein". The person gets
// // short answers and no sources ever after. Fails on both.
// func TestSkeptic94gAnOrderForTonightOnlyMiss(t *testing.T) {
// 	notReadAs(t, session.LedgerRule,
// 		"Give me short answers tonight, I'm on my phone, it's a tiny screen.",
// 		"Don't give me sources this time, I'm only curious, it's not for school.",
// 		"Just this once give me short answers, I'm on the bus, it's bumpy.",
// 		"Gib mir heute nur kurze Antworten, ich bin unterwegs, das Handy ist klein.",
// 	)
// }

// A miss left at stop 94 (kept as a comment):
// // Miss: a job done ourselves said with "Let's" or without "mismos": "Let's
// // do the flowers ourselves then." (no line at all), "La floristería nos
// // falló, así que las flores las ponemos nosotros." (a fact). Who does the
// // flowers now is no decision on both.
// func TestSkeptic94gLetsDoItOurselvesMiss(t *testing.T) {
// 	readAs(t, session.LedgerDecision,
// 		"Let's do the flowers ourselves then.",
// 		"La floristería nos falló, así que las flores las ponemos nosotros.",
// 	)
// }

// A miss left at stop 94 (kept as a comment):
// // Miss: a football result after a colon, in words — "Endstand: drei zu
// // eins für uns.", "Resultado: tres a uno para nosotros." — is cut from its
// // line on both (only "Erstes Spiel gegen Eintracht." stays): the parent
// // loses the season's scores.
// func TestSkeptic94gAResultAfterAColonMiss(t *testing.T) {
// 	for _, c := range []struct {
// 		log  []string
// 		want string
// 	}{
// 		{[]string{
// 			"Die Saison der F-Jugend geht los, Paul spielt im Sturm.",
// 			"Erstes Spiel gegen Eintracht. Endstand: drei zu eins für uns.",
// 			"Der Trainer heißt Herr Schulte, sehr nett.",
// 			"Paul braucht neue Schienbeinschoner.",
// 			"Auswärts in Kirchheim. Endstand: zwei zu zwei.",
// 			"Training ist dienstags und donnerstags um fünf.",
// 			"Oma kommt zum nächsten Heimspiel mit.",
// 			"Pokalspiel gegen Bergdorf. Endstand: vier zu null, Paul hat zwei Tore gemacht.",
// 			"Die Trikots wäscht diesmal Familie Maier.",
// 		}, "drei zu eins"},
// 		{[]string{
// 			"Empieza la liga de los niños, Mateo juega de delantero.",
// 			"Primer partido contra el Atlético del barrio. Resultado: tres a uno para nosotros.",
// 			"El entrenador se llama Julio, muy majo.",
// 			"Mateo necesita espinilleras nuevas.",
// 			"Fuera de casa en Getafe. Resultado: dos a dos.",
// 			"Entrenan martes y jueves a las cinco.",
// 			"La abuela viene al próximo partido en casa.",
// 			"Copa contra el Rayo. Resultado: cuatro a cero, Mateo metió dos goles.",
// 			"Las camisetas las lava esta vez la familia de Lucas.",
// 		}, "tres a uno"},
// 	} {
// 		if got := eachInWordsSaidOften(c.log...)[1]; !strings.Contains(got, c.want) {
// 			t.Errorf("%q: the result is lost: %q", c.log[1], got)
// 		}
// 	}
// }
