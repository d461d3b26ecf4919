package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The second review of stop 86 (commit fca372a against bde46ae), the open
// questions only: the question after a worry (worryHead before a colon,
// worryAsked), a question said as a puzzle (mysteries, mysteryAsked, "still
// can't see"), and the new heads of going round and round and of not having
// cracked a thing. Each test passes on the parent (bde46ae) and fails on the
// change, unless it is skipped as a limitation (wrong on both).

// worryAsked: a rhetorical question after the worry is a shrug or a sigh,
// not the worry's question. "What worries me is the weather. What else is
// new?" is small talk; "What was I thinking?" and "Who saw that coming?" ask
// nothing to be solved. The parent kept the worry as a fact (or nothing);
// the change keeps it all as a question still open.
func TestSkeptic86bARhetoricalQuestionAfterAWorryIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"What worries me is the weather. What else is new?",
		"What worries me is the cost: we're already at three grand. What was I thinking?",
		"What keeps me up at night is the mortgage: rates went up again. Who saw that coming?",
	)
}

// worryAsked in Spanish: "¿Qué se le va a hacer?" / "¿Qué le vamos a
// hacer?" is "oh well, nothing to be done" — resignation, the opposite of a
// question still open.
func TestSkeptic86bAResignedQueSeLeVaAHacerIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Lo que me preocupa es el tiempo: dicen que va a llover todo el fin de semana. ¿Qué se le va a hacer?",
		// "le sigo dando vueltas" is one of the new worry heads.
		"Lo que le sigo dando vueltas es lo del coche. ¿Qué le vamos a hacer?",
	)
}

// worryAsked: a question of how someone can be so rude, after naming the
// neighbour who keeps the person awake, is a complaint about him, not a
// question the person wants answered.
func TestSkeptic86bAComplaintAfterAWorryIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Lo que no me deja dormir es el vecino: pone música hasta las tres. ¿Cómo puede ser tan maleducado?",
		"Was mir den Schlaf raubt, ist der Nachbar: er bohrt jeden Sonntag. Wie kann man nur so rücksichtslos sein?",
		// A past "how did it get so …" is a complaint about what is done.
		"What keeps me up at night is money: the new roof cost us eight thousand. How did it get so expensive?",
	)
}

// worryAsked: the question after the worry answered in the very next words
// ("¿Quién va a cocinar? Mi madre, claro, como siempre.", "Wer trägt die
// alle? Die Jungs vom Fußball, haben sie versprochen.") is not open: the
// person says who. The parent kept no question; the change keeps one that
// the model would go on asking about.
func TestSkeptic86bAWorrysQuestionAnsweredRightAfterIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Lo que me preocupa es la comida: somos cuarenta y mi cocina es diminuta. ¿Quién va a cocinar? Mi madre, claro, como siempre.",
		"Was mir Kopfzerbrechen macht, ist der Umzug: wir haben so viele Bücher und keinen Aufzug. Wer trägt die alle? Die Jungs vom Fußball, haben sie versprochen.",
	)
}

// mysteryAsked: "How anyone can eat that is beyond me" is disdain, said of
// other people's taste or prices; the person has nothing to find out. The
// check for admiration ("does it") and first person does not reach these.
func TestSkeptic86bDisdainSaidAsAMysteryIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"How anyone can eat that stuff is beyond me.",
		"How they get away with charging that much is beyond me.",
		"What the kids see in that show is beyond me.",
		"Wie man so etwas freiwillig essen kann, ist mir ein Rätsel.",
		"Wie der Laden überhaupt noch überlebt, ist mir schleierhaft.",
		"Qué le ve a ese tipo es un misterio para mí.",
		"Cómo alguien puede comer eso no me lo explico.",
	)
}

// mysteryAsked: a wonder at how someone copes or something still works is
// admiration (the "does it" check misses "stays so calm", "still runs",
// "aguanta").
func TestSkeptic86bAdmirationSaidAsAMysteryIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"How my sister stays so calm with four kids is a mystery to me.",
		"How our old car still runs is a mystery to me.",
		"Cómo la gente aguanta ese calor es un misterio para mí.",
		"Wie die Leute bei der Hitze joggen, ist mir ein Rätsel.",
	)
}

// mysteryAsked: the everyday joke of the lost socks is small talk in every
// language, no question the person brings to the assistant.
func TestSkeptic86bTheLostSocksAreSmallTalk(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Where all my socks go is a mystery to me.",
		"Wo meine ganzen Socken hinkommen, ist mir ein Rätsel.",
		"Dónde acaban todos mis calcetines es un misterio para mí.",
	)
}

// "still can't see / still don't see how" is also how a person protests:
// "I still don't see how that's my fault" is a complaint (they are sure it
// is not), the parking ticket a grumble, the vote a jibe.
func TestSkeptic86bStillDontSeeHowAsAProtestIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"I still don't see how that's my fault.",
		"Still don't see how a parking ticket costs 90 quid.",
		"I still can't see how anyone voted for him.",
	)
}

// "still can't see how" of something past, or in amazement ("…, amazing"),
// asks nothing still to be solved.
func TestSkeptic86bStillCantSeeHowOfThePastIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"I still can't see how they fit the whole band in that van, amazing.",
		"I still don't see how he made it home that night.",
	)
}

// "still can't think what …" answered in the next sentence ("We went with
// Biscuit in the end."): the name is chosen, nothing is open. The parent
// kept only the decision; the change adds a question the model would raise
// again.
func TestSkeptic86bStillCantThinkAnsweredRightAfterIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"I still can't think what to call the dog. We went with Biscuit in the end.",
	)
}

// "haven't cracked" taken literally — a tin, a book's spine, a bottle, the
// presents not yet opened — or the idiom of not smiling is no problem still
// to solve.
func TestSkeptic86bCrackingOpenIsNoUnsolvedProblem(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Still haven't cracked open the paint tins.",
		"I still haven't cracked the spine of that cookbook you gave me.",
		"Still haven't cracked a bottle of the wine from the wedding.",
		"Thing I haven't cracked open yet: the wedding presents.",
		"I still haven't cracked a smile at any of his jokes.",
	)
}

// "haven't cracked" a number or a ranking is a goal not reached yet (a
// fact of progress, "but I'm close"), not a question to work out.
func TestSkeptic86bAMarkNotYetCrackedIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Still haven't cracked 5k under 30 minutes, but I'm close.",
		"We still haven't cracked the top ten in the pub quiz.",
		"Still haven't cracked 100 followers on the shop page.",
	)
}

// Limitations: wrong on the parent and on the change alike.

// A question after a worry answered with "so that's settled" is still kept
// as open by both ("Where do we stop for lunch?").
func TestSkeptic86bLimitationAWorrysQuestionSettledRightAfter(t *testing.T) {
	t.Skip("limitation: a question after a worry, settled in the next sentence, is kept open on both")
	notReadAs(t, session.LedgerQuestion,
		"What worries me is the drive: six hours with two toddlers in the back. Where do we stop for lunch? Tom says Tebay services, so that's settled.",
	)
}

// A practical "why" said as a puzzle is an open question (the boiler must
// be fixed); mysteryAsked leaves out every "why", the parent read none.
func TestSkeptic86bLimitationAPracticalWhyMystery(t *testing.T) {
	t.Skip("limitation: 'Why the boiler keeps cutting out is a mystery to me' is a fact on both")
	kindsAre73(t, []kindCase73{
		{"Why the boiler keeps cutting out every night is a mystery to me.", "boiler", session.LedgerQuestion},
	})
}

// "still can't see how" was added in English only at first: its German and
// Spanish twins were facts on both (a limitation the review found; read for
// a while by unseenHow, which the third review of stop 86 took out again).
func TestSkeptic86bLimitationStillCantSeeInGermanAndSpanish(t *testing.T) {
	t.Skip("limitation: 'Ich seh immer noch nicht, wie …', 'Sigo sin ver cómo …' are facts")
	kindsAre73(t, []kindCase73{
		{"Ich seh immer noch nicht, wie wir das Klavier in den dritten Stock kriegen.", "Klavier", session.LedgerQuestion},
		{"Sigo sin ver cómo subimos el piano al tercer piso.", "piano", session.LedgerQuestion},
	})
}

// A German "wer …, ist mir noch ein Rätsel" is cut at its comma into two
// facts before mysteryAsked sees it, and "is still a mystery" without "to
// me" is not in the list: both stay facts.
func TestSkeptic86bLimitationAMysteryCutOrUnlisted(t *testing.T) {
	t.Skip("limitation: 'Wer uns … fährt, ist mir noch ein Rätsel' is cut in two, 'is still a mystery' unlisted, on both")
	kindsAre73(t, []kindCase73{
		{"Wer uns am Samstag zum Flughafen fährt, ist mir noch ein Rätsel.", "Flughafen", session.LedgerQuestion},
		{"How we're getting to the airport on Saturday is still a mystery.", "airport", session.LedgerQuestion},
	})
}
