package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A review of stop 92's readings on 937c8d1: settledPlain, namedAfterScrap
// (its name now without a word of naming, namedPeople, nameCorrected),
// takenBack's name nouns, noChance, and the new words of changed and
// repriced. Each test but the last two passes on 7590e34 and fails on
// 937c8d1; the last two fail on both.

// skeptic92dNewer is the Newer of message msg's first line (-1 for none).
func skeptic92dNewer(s *session.Session, msg int) int {
	for _, e := range s.Ledger {
		if e.Msg == msg {
			return e.Newer
		}
	}
	return -1
}

// skeptic92dUpdated fails for each pair whose first message is marked as
// updated by the second, kept as facts.
func skeptic92dUpdated(t *testing.T, pairs [][2]string) {
	t.Helper()
	for _, c := range pairs {
		s := keptAsFacts(said(c[0], "A: Ok.", c[1], "A: Ok."), 100000)
		if skeptic92dNewer(s, 0) != 0 {
			t.Errorf("%q is marked as updated by %q:\n%s", c[0], c[1], ledgerText(s))
		}
	}
}

// "So we decide nothing yet.", "We decide the colours: no clue yet." — a
// "we decide" with nothing decided, the not knowing where the choice should
// be: read as a decision, the memory says a choice was made that nobody
// made, and the open question is gone.
func TestSkeptic92dWeDecideWithNothingDecided(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"So we decide nothing yet.",
		"We decide the colours: no clue yet.",
		"We decide the colours: still arguing, pink maybe.",
		"We settled it: nobody knows yet, Dad is checking.",
	)
}

// "So we decide the budget at the AGM." — how or where a choice will be
// made (a meeting, the group chat, a coin toss, as a family): the choice
// is still ahead, read as made, and the model tells the person the budget
// is settled.
func TestSkeptic92dWeDecideByAWayStillToCome(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"So we decide the budget at the AGM.",
		"So we decide the colours in the group chat.",
		"So we decide the winner with a coin toss.",
		"So we decide the names of the puppies as a family.",
		"Ok so we decide the theme together then.",
	)
}

// "So we decide buffet or sit-down." — the two options still open, said
// after "so" without a colon, or with "vs"/"versus" after one: read as a
// decision, the model may take one or both as chosen and the open choice
// is lost.
func TestSkeptic92dWeDecideBetweenOptionsInOtherWords(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"So we decide buffet or sit-down.",
		"We decide the colours: pink vs orange.",
		"Ok we decide the venue: Hall A versus the marquee.",
	)
}

// "So we decide the menu and you handle the drinks." — who does what, said
// after "so": a share of the work, no choice made; read as a decision, the
// memory holds a menu chosen that nobody has chosen.
func TestSkeptic92dWeDecideAsAShareOfTheWork(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"So we decide the menu and you handle the drinks.",
		"So we decide the route ourselves, the guide just drives.",
		"So we decide the hall, they decide the food.",
	)
}

// "Forget the name of the restaurant, we went there in 2019." — the person
// gives up recalling a thing's name; any capital or digit after the
// take-back now makes it a name chosen, so the memory keeps a decision
// about a restaurant, a hotel, a year that nobody decided.
func TestSkeptic92dNameGivenUpRecallingIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Forget the name of the restaurant, we went there in 2019.",
		"Forget the name, I can't remember it, something like Villa Rosa.",
		"Never mind the name, I'll look it up on Monday.",
		"Forget the name, I'll ask Maria tomorrow.",
		"Olvida el nombre, se lo pregunto a Carmen mañana.",
	)
}

// "Scrap that name, no idea yet, open to ideas from Marcus." — a name
// dropped and the new one still to find: read as a name chosen, the
// question of the name is closed though the person said it is open.
func TestSkeptic92dNameStillToChooseIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Scrap that name, no idea yet, open to ideas from Marcus.",
		"Scrap the name, we'll figure one out with Tom next week.",
		"Scrap that name, we'll brainstorm a new one with Anna on Friday.",
		"Vergiss den Namen, wir überlegen uns mit Jonas einen neuen.",
		"Olvida ese nombre, todavía no sabemos, lo hablamos con Marta.",
	)
}

// "Please call me Sam" … "Scrap that name, my mother-in-law says she will
// be called Rosa after her." — the baby, the puppy, the boat is "she" or
// "he", which namedPeople takes for a person given a name: the name chosen
// is read as a take-back, the decision is lost and "call me Sam" is marked
// as updated — the model stops calling her Sam.
func TestSkeptic92dNameOfABabyOrPetAsHeOrShe(t *testing.T) {
	for _, c := range [][3]string{
		{"Please call me Sam, nobody uses Samantha.", "We're expecting a girl in May and we had picked Olivia.", "Scrap that name, my mother-in-law says she will be called Rosa after her."},
		{"Always call me Captain in your replies, it makes me laugh.", "Our new puppy came home today, we were going to call him Pepper.", "Scrap that name, he will be called Biscuit, the kids voted."},
	} {
		s := keptAsFacts(said(c[0], "A: Ok.", c[1], "A: Ok.", c[2], "A: Ok."), 100000)
		if !standingRule(s, 0) || kindOf(s, 4) != session.LedgerDecision {
			t.Errorf("after %q the instruction %q no longer stands, or the name chosen is no decision:\n%s", c[2], c[0], ledgerText(s))
		}
	}
}

// "Please address me as Dr. Okafor" … "Scrap that name, my partner named
// it Harbour Health and I love it." — who chose the name of a thing ("my
// wife", "my sister", "my partner") counts as a person named: the clinic's,
// the bakery's, the song's name is no decision, and the naming instruction
// is deleted or marked as updated.
func TestSkeptic92dNameChosenByMyWifeOrPartner(t *testing.T) {
	for _, c := range [][3]string{
		{"Please address me as Dr. Okafor.", "The clinic needs a name before the signage goes up, I suggested Lagos Family Care.", "Scrap that name, my partner named it Harbour Health and I love it."},
		{"Please call me Sam, nobody uses Samantha.", "We're opening a bakery in Alice Town in March, the sign was going to say Sam's Loaves.", "Scrap that name, my wife wants the sign to say Rainey's Bimini Bread."},
		{"Please call me Sam, nobody uses Samantha.", "I'm writing a song for my sister's wedding, I named it Forever.", "Scrap the title, my sister wants it called Two Hearts."},
	} {
		s := keptAsFacts(said(c[0], "A: Ok.", c[1], "A: Ok.", c[2], "A: Ok."), 100000)
		if !standingRule(s, 0) || kindOf(s, 4) != session.LedgerDecision {
			t.Errorf("after %q the instruction %q no longer stands, or the name chosen is no decision:\n%s", c[2], c[0], ledgerText(s))
		}
	}
}

// "Please address me as Dr. Okafor" … "Forget the title, it's called
// Beloved, it just came back to me." — the title of the novel the person
// was trying to recall, said with "called": read as a new name for the
// person, "address me as Dr. Okafor" is deleted or marked as updated.
func TestSkeptic92dRecalledTitleTakesBackMyName(t *testing.T) {
	for _, c := range [][3]string{
		{"Please address me as Dr. Okafor.", "I'm trying to remember a novel about a ghost in Ohio.", "Forget the title, it's called Beloved, it just came back to me."},
		{"Please call me Sam, nobody uses Samantha.", "I can't remember the name of the hotel we stayed at in Husum.", "Forget the name, turns out it's called the Theodor Storm Hotel."},
	} {
		s := keptAsFacts(said(c[0], "A: Ok.", c[1], "A: Ok.", c[2], "A: Ok."), 100000)
		if !standingRule(s, 0) {
			t.Errorf("after %q the instruction %q no longer stands:\n%s", c[2], c[0], ledgerText(s))
		}
	}
}

// "The Spanish thing, can't keep up, forget it." — a take-back whose reason
// says "can't" or "no way" without an "I" (dropped, as chat drops it, or
// "my kitchen can't", German "kann man nicht"): read as something that
// cannot be had, nothing is taken back — the model goes on in Spanish, in
// cups, in "Sie".
func TestSkeptic92dCantWithoutIStillTakesBack(t *testing.T) {
	for _, c := range [][3]string{
		{"Please answer in Spanish from now on, I'm practising.", "What's a good fish for a fry?", "The Spanish thing, can't keep up, forget it."},
		{"Please answer in Spanish from now on, I'm practising.", "What's a good fish for a fry?", "Spanish is too much for my brain, no way, forget it."},
		{"Always give me recipes in cups and Fahrenheit.", "What's a good fish for a fry?", "Cups and Fahrenheit, my kitchen can't cope with that, forget it."},
		{"Sieze mich bitte immer.", "Was koche ich heute?", "Das Siezen kann man nicht durchhalten, vergiss es."},
	} {
		s := keptAsFacts(said(c[0], "A: Ok.", c[1], "A: Ok.", c[2], "A: Ok."), 100000)
		if standingRule(s, 0) {
			t.Errorf("%q still stands after %q:\n%s", c[0], c[2], ledgerText(s))
		}
	}
}

// "Das Konzert beginnt um 20 Uhr" … "Wir fahren zum Konzert früher los, um
// 18 Uhr" — the person leaving earlier (or later) for an event whose time
// stays: the event's time is marked as updated, and the model tells them
// the concert, the match, the dinner starts at the hour they leave home.
func TestSkeptic92dLeavingEarlierIsNoNewTimeOfTheEvent(t *testing.T) {
	skeptic92dUpdated(t, [][2]string{
		{"Das Konzert in der Elbphilharmonie beginnt um 20 Uhr.", "Wir fahren zum Konzert früher los, um 18 Uhr, wegen der Parkplätze."},
		{"Das Abendessen bei Oma ist um 19 Uhr.", "Wir fahren später los, so um 18:15, Oma wohnt ja nur zehn Minuten weg."},
		{"The match at Anfield kicks off at 3pm on Saturday.", "We're heading to the match earlier than planned, around 1pm, to get parking."},
		{"La cena en casa de Lucía es a las 21:00 el sábado.", "El sábado voy a salir antes del trabajo, a las 17:00, para comprar el vino para la cena."},
		{"El partido de Lucas es el sábado a las 10.", "El sábado salimos más temprano para el partido, a las 8:30, hay obras en la autopista."},
	})
}

// "La reunión con el banco es a las 10" … "Mi hermana llega más tarde a la
// reunión, a las 10:30" — one person coming late to a meeting, a wedding:
// the meeting's time is marked as updated, though it never moved, and the
// person is told to turn up at half past.
func TestSkeptic92dSomeoneComingLaterIsNoNewTime(t *testing.T) {
	skeptic92dUpdated(t, [][2]string{
		{"La reunión con el banco es a las 10 el lunes.", "Mi hermana llega más tarde a la reunión, a las 10:30, por el tráfico."},
		{"La boda de mi prima es a las 13:00 en Valencia.", "Mi padre llega más tarde a la boda, sobre las 15:00, viene de Madrid."},
	})
}

// "The sofa we liked at Loaf costs £450." … "I can go up to £400 for the
// sofa, not a penny more." — "go up to" as how far the person will go, a
// budget: the sofa's price is marked as updated to a price nobody offered.
func TestSkeptic92dGoUpToAsABudget(t *testing.T) {
	skeptic92dUpdated(t, [][2]string{
		{"The sofa we liked at Loaf costs £450.", "I can go up to £400 for the sofa, not a penny more."},
	})
}

// "The hotel in Edinburgh is £180 a night." … "The hotel across the road is
// going up to £220 a night in August." — another's price going up (the
// hotel across the road, the sister's rent): the person's own price is
// marked as updated, and the model quotes them the other's.
func TestSkeptic92dAnothersPriceGoingUp(t *testing.T) {
	skeptic92dUpdated(t, [][2]string{
		{"The hotel in Edinburgh is £180 a night.", "The hotel across the road is going up to £220 a night in August."},
		{"Die Miete für unsere Wohnung ist 800 Euro.", "Die Miete bei meiner Schwester steigt auf 950 Euro."},
	})
}

// Misses this review found and stop 92 left (they failed before the change
// too): "Where to park the boat, we ain't solve it yet." and "We ain't sort
// out yet who bringing the grill." are read as facts (the question before
// its "ain't solve"); "Right, forget about darling." after "Always call me
// darling …" takes nothing back.
