package compression_test

import (
	"testing"
)

// Regressions of stop 89 found by a second skeptical review. Of the fit
// (58ecf07: a user's decision or open question is its message's point before
// any plain line): conversations whose memory the parent fitted right and the
// change fits wrong — the decision or question that wins is a trivial one, a
// remark or a sigh, and the plain line it pushes down among the asides held
// what the person needs kept (a name with its role, a date and a place, the
// new value of an update, the first instruction). Of the readings (0b74a5b,
// 014599d): sentences the parent read right and the change reads as rules.

// The funeral's day and church go as an aside while "we decided to get takeaway tonight" is kept as the message's point.
func TestSkeptic89bTakeawayTonightIsNoPointBesideTheFuneral(t *testing.T) {
	keptWithin89(t, 76, []string{
		"My dad passed away on Sunday and I'm trying to organise everything, I'm his only child.", "A: I'm so sorry.",
		"We decided to get takeaway tonight, nobody could be bothered. The funeral is on Thursday at St Mary's, Reverend Ellis is leading it.", "A: Okay.",
		"The wake is at the Crown afterwards, about 50 people, the deposit is 150 pounds.", "A: Noted.",
		"The flowers are from Petals on High Street, delivery at 9am.", "A: Noted.",
	}, "funeral is on Thursday at St Mary's")
}

// The landlord's name goes while the vague "we went with the cheaper option in the end" (of what?) is kept.
func TestSkeptic89bTheCheaperOptionIsNoPointBesideTheLandlord(t *testing.T) {
	keptWithin89(t, 71, []string{
		"We went with the cheaper option in the end. The landlord's name is Mr. Okafor and he lives upstairs.", "A: Okay.",
		"The flat is on Carlow Street, rent is 950 a month, moving in on 3 March.", "A: Noted.",
		"The internet provider is Eir, installation on 5 March between 8 and 12.", "A: Okay.",
		"I need to buy a bed, a sofa and a desk before 10 March.", "A: Sure.",
	}, "Okafor")
}

// The executor of the will goes while the idiom "we agreed to disagree, as usual" is kept as a decision.
func TestSkeptic89bAgreedToDisagreeIsNoPointBesideTheExecutor(t *testing.T) {
	keptWithin89(t, 65, []string{
		"My siblings and I are sorting out Mum's estate, the house in Ennis goes on sale in spring.", "A: Okay.",
		"We agreed to disagree, as usual. The executor of Mum's will is her cousin Brendan in Limerick.", "A: Noted.",
		"The valuation came in at 310,000 euro, the estate agent is Sherry FitzGerald.", "A: Noted.",
		"The solicitor wants the documents by 30 April.", "A: Noted.",
	}, "Brendan")
}

// The caterer's name goes while the sigh "no idea how we'll survive the in-laws" is kept as an open question.
func TestSkeptic89bSurvivingTheInLawsIsNoPointBesideTheCaterer(t *testing.T) {
	keptWithin89(t, 55, []string{
		"We're hosting Christmas for 14 people this year, first time at our place.", "A: Exciting.",
		"No idea how we'll survive the in-laws. The caterer is Rosa Delgado from Sabor Latino.", "A: Ha.",
		"Dinner is at 3pm on the 25th, turkey for 14, starters at 2.", "A: Noted.",
		"My sister brings dessert and we need 6 extra chairs.", "A: Noted.",
	}, "Rosa Delgado")
}

// The maid of honour who has the rings goes while "we decided to order pizza today" is kept.
func TestSkeptic89bPizzaHeuteIsNoPointBesideTheTrauzeugin(t *testing.T) {
	keptWithin89(t, 54, []string{
		"Wir heiraten am 14. Juni in Freiburg, ungefähr 70 Gäste.", "A: Glückwunsch!",
		"Wir haben beschlossen, heute Pizza zu bestellen. Die Trauzeugin ist meine Schwester Lena, sie hat die Ringe.", "A: Okay.",
		"Die Feier ist im Gasthaus Adler, Abendessen um 19 Uhr, 45 Euro pro Person.", "A: Notiert.",
		"Der Fotograf kommt um 13 Uhr zur Kirche.", "A: Notiert.",
	}, "Trauzeugin")
}

// The party's new venue goes while its old one (marked updated) and "decision made, I'm having a coffee" are kept.
func TestSkeptic89bACoffeeDecisionKeepsTheOldVenueWithoutTheNew(t *testing.T) {
	keptWithin89(t, 87, []string{
		"We're organising Grandpa Joe's 80th, it's a surprise party.", "A: Lovely!",
		"The party is at the Fox and Hounds in Ashby, Uncle Pete is bringing him.", "A: Noted.",
		"Invitations go out on 1 May, about 60 guests, the room costs 200 pounds.", "A: Noted.",
		"Decision made, I'm having a coffee before anything else. Change of plan: the party is now at the cricket club instead, Aunt Sue is bringing him.", "A: Okay.",
		"The cake order is with Sweet Things, pickup at 2pm on the day.", "A: Noted.",
	}, "cricket club")
}

// The reunion's new venue and organiser go while the old venue stays, unmarked, beside "still haven't decided what to wear lol".
func TestSkeptic89bWhatToWearKeepsTheOldVenueWithoutTheNew(t *testing.T) {
	keptWithin89(t, 79, []string{
		"Planning the school reunion for the class of 2005.", "A: Fun!",
		"The venue is the Red Lion on Church Street, the organiser is Dave Price.", "A: Noted.",
		"Tickets are 35 pounds, 90 people so far, date is 14 June.", "A: Noted.",
		"Still haven't decided what to wear lol. The venue is now the Old Library instead, Dave stepped down and Sarah Kent organises it now.", "A: Noted.",
		"The DJ starts at 8 and plays till midnight.", "A: Noted.",
	}, "Old Library")
}

// The flight into Venice and its date go while "still haven't decided what to pack" is kept.
func TestSkeptic89bWhatToPackOutlivesTheFlight(t *testing.T) {
	keptWithin89(t, 76, []string{
		"I'm organising a hiking trip to the Dolomites for 8 friends in July.", "A: Sounds great.",
		"Still haven't decided what to pack. From now on, use metric units only, no miles.", "A: Sure.",
		"We fly into Venice on 12 July, the hut is Rifugio Lagazuoi, 2 nights.", "A: Noted.",
		"Write in short paragraphs. And if you suggest a route, say how long it takes in hours.", "A: Okay.",
		"Anna is vegan and Tom is allergic to nuts.", "A: Noted.",
	}, "Venice on 12 July")
}

// The first instruction, "answer me in Spanish", goes while four later ones stay: a napkin decision took its message's point.
func TestSkeptic89bNapkinsTakeThePointOfTheFirstInstruction(t *testing.T) {
	keptWithin89(t, 52, []string{
		"Hi, I'm Rosa, I'm planning my daughter's quinceañera in San Antonio.", "A: How lovely!",
		"We decided to go with the lilac napkins. Please always answer me in Spanish, my mum reads these too.", "A: Claro.",
		"The hall is the Casa Blanca ballroom, 150 guests, on 6 September.", "A: Anotado.",
		"Keep the answers short. And when you give me prices, round them to whole dollars, I hate cents.", "A: Vale.",
		"The DJ is Ramiro, he plays from 8 to 1, the deposit was 400 dollars.", "A: Anotado.",
		"No bullet points, please. And when you suggest vendors, tell me if they take cash.", "A: Vale.",
		"Don't suggest anything with alcohol. And if you mention a dress shop, say whether it has plus sizes.", "A: Entendido.",
	}, "answer me in Spanish")
}

// The German "call it a gut feeling" (every noun capitalised) becomes an order to call the ex "Bauchgefühl", ranked with the rules.
func TestSkeptic89bNennEsBauchgefuehl(t *testing.T) {
	noRuleHolds89(t, "Bauchgefühl", "Nenn ihn in deinen Antworten nicht 'deinen Ex', nenn ihn Marco. Nenn es Bauchgefühl, ich trau seinem neuen Anwalt nicht.")
}

// The idiom "Call it Murphy's law" about a broken-down van becomes an order to call the move "Murphy's law".
func TestSkeptic89bCallItMurphysLaw(t *testing.T) {
	noRuleHolds89(t, "Murphy", "Stop calling it 'the move' in your answers, it's our new life. Call it Murphy's law: the van broke down the morning we were leaving.")
}

// How the person likes the council to answer them becomes an order on how the assistant's answers look.
func TestSkeptic89bTheCouncilsAnswersInWriting(t *testing.T) {
	noRuleHolds89(t, "from them", "Don't tell me to phone the council, I hate calls. I prefer answers in writing from them anyway, so I'll email.")
}
