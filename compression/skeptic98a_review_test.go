package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The skeptical review of 5f26c79 (stop 98): its open-question readings
// (bigPuzzle, questionOfIt, rackingWhether, the "auch"/"tampoco" not
// knowing) and its order readings (the g-dropped progressive, "don't you
// be", quotedToMe, youTellMe/askedAnything). Each live test passes at
// cb32abb and fails at 5f26c79.

// questionOfIt takes the Spanish articles "la", "las", "los" for the "it"
// of a thing named before: the car bought and who fetches grandma become
// one open question, so the model is told the car purchase is something
// still open, and when the grandma question is answered the car goes with it.
func TestSkeptic98aSpanishArticleIsNoIt(t *testing.T) {
	apart98(t, "Compramos el coche nuevo, un Seat Ibiza rojo. No sé quién va a recoger a la abuela el domingo.", "Seat Ibiza", "abuela")
	apart98(t, "El fontanero vino el martes y arregló la caldera. No sé todavía quién trae las sillas para la fiesta.", "caldera", "sillas")
}

// questionOfIt takes any "es", "her" after its second word for the thing
// the sentence before named: the weather's "es" ("ob es regnet") makes the
// hotel booking half of an open question; a possessive "her" of someone the
// question names itself ("Mum for her birthday") joins the boiler repair to
// the birthday present.
func TestSkeptic98aAPronounOfNothingBeforeIsNoIt(t *testing.T) {
	apart98(t, "Wir haben das Hotel Seeblick für den 12. gebucht. Ich weiß noch nicht, ob es am Samstag regnet.", "Seeblick", "regnet")
	apart98(t, "The boiler man came Tuesday and fixed the pump. I still don't know what to get Mum for her birthday.", "pump", "birthday")
}

// A question joined to the fact before it shares that fact's fate: when the
// flight time changes, "who's picking her up" — still unanswered — is sent
// "(updated in #5)", as if settled.
func TestSkeptic98aJoinedQuestionIsNotUpdatedWithItsFact(t *testing.T) {
	m := memory96(t,
		"Sarah's flight lands at 6pm on Friday. I don't know who's picking her up.",
		"Lovely weather today, we walked the dog.",
		"Sarah's flight is delayed, it now lands at 9pm on Friday.")
	current95(t, m, "picking her up")
}

// bigPuzzle's "unanswered" looks only inside the line: a mystery answered
// in the very next sentence is sent as an open question.
func TestSkeptic98aABigMysteryAnsweredIsNotOpen(t *testing.T) {
	notKind98(t, session.LedgerQuestion, "The big mystery: who left the gate open? It was Dad, obviously.", "gate")
	notKind98(t, session.LedgerQuestion, "El gran misterio: ¿quién se comió la tarta? Fue el perro, claro.", "tarta")
}

// bigPuzzle reads a contest as the person's open question — the very case
// the change's own comment says it leaves out ("…: wer wird Meister?").
func TestSkeptic98aABigMysteryOfWhoWinsIsNotOpen(t *testing.T) {
	notKind98(t, session.LedgerQuestion, "Das größte Rätsel: wer wird Meister?", "Meister")
	notKind98(t, session.LedgerQuestion, "The big mystery: who's going to win Bake Off?", "Bake Off")
	notKind98(t, session.LedgerQuestion, "Big mystery: who'll win the raffle?", "raffle")
}

// bigPuzzle does not look for solvedWords, as putToMe does: a mystery
// solved is sent as open.
func TestSkeptic98aASolvedBigMysteryIsNotOpen(t *testing.T) {
	notKind98(t, session.LedgerQuestion, "Finally solved the big mystery: who's been eating my tomatoes?", "tomatoes")
}

// bigPuzzle makes a sigh or a marvel an open question: what someone was
// thinking, what she meant, how she manages.
func TestSkeptic98aABigMysteryOfASighIsNotOpen(t *testing.T) {
	notKind98(t, session.LedgerQuestion, "The big mystery: what was Dad thinking, buying a boat?", "boat")
	notKind98(t, session.LedgerQuestion, "Big mystery: how does she do it, four kids and a full-time job?", "four kids")
	for _, text := range []string{"The big mystery: what was he thinking?", "The big mystery: what did she mean by that?"} {
		for _, e := range read31(text) {
			if e.Kind == session.LedgerQuestion {
				t.Errorf("%q is read as an open question: %q", text, e.Text)
			}
		}
	}
}

// granBig lets the English grandmother through as "gran" of "la gran
// pregunta": Gran's gossip at tea becomes the person's open question.
func TestSkeptic98aGransBigQuestionIsHers(t *testing.T) {
	notKind98(t, session.LedgerQuestion, "Big question from Gran at tea: is Auntie Pat's new fella Catholic?", "Auntie Pat")
	notKind98(t, session.LedgerQuestion, "Big question from Gran: are we coming for Easter?", "Easter")
}

// rackingWhether looks for no answer after the whether: "I've decided to
// take it", "we went in the end", "Tom's done it" are lost, and the job,
// the trip, the booking are sent as still open.
func TestSkeptic98aRackingThenDecidedIsNotOpen(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"I was racking my brain over whether to take the job, and I've decided to take it.", "take the job"},
		{"Ich zerbreche mir den Kopf, ob wir die Presse dazuholen, aber Anna hat schon entschieden: wir machen es.", "Presse"},
		{"Me estoy rompiendo la cabeza con si alquilamos una carpa, pero al final la alquilamos.", "carpa"},
		{"I spent all week racking my brain over whether to go, but we went in the end and loved it.", "went in the end"},
		{"No need to be racking my brain over whether to book, Tom's done it.", "book"},
	} {
		notKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// rackingWhether reads a contest as the person's open question.
func TestSkeptic98aRackingOverWhoWinsIsNotOpen(t *testing.T) {
	notKind98(t, session.LedgerQuestion, "Ich zerbreche mir den Kopf, ob Bayern am Samstag gewinnt.", "Bayern")
	notKind98(t, session.LedgerQuestion, "I've been racking my brains over whether the Rangers will win on Saturday.", "Rangers")
	notKind98(t, session.LedgerQuestion, "Me rompo la cabeza con si gana el Madrid el domingo.", "Madrid")
}

// "weiß auch nicht" in notKnowing makes a sigh an open question.
func TestSkeptic98aAuchNichtSighIsNotOpen(t *testing.T) {
	notKind98(t, session.LedgerQuestion, "Ich weiß auch nicht, was mit mir los ist heute, alles nervt.", "los ist")
}

// youTellMe/askedAnything make a complaint about the answers an order to
// go on answering that way: the model is told to send the person to the GP
// and to answer in lists.
func TestSkeptic98aAComplaintOfAnswersIsNoOrder(t *testing.T) {
	notKind98(t, session.LedgerRule, "When I ask you something, you tell me to ask my GP. Honestly, what's the point?", "GP")
	notKind98(t, session.LedgerRule, "When I ask you something, you tell me to see a doctor. Every single time.", "doctor")
	notKind98(t, session.LedgerRule, "When I ask you anything, you give me a list. So annoying.", "list")
}

// quotedToMe reads someone else's words, quoted in a story ("Dave goes",
// "he's like"), as the person's order to the model.
func TestSkeptic98aQuotedWordsOfOthersAreNoOrder(t *testing.T) {
	notKind98(t, session.LedgerRule, `Then Dave goes, don't call me "Davey" in front of the lads.`, "Davey")
	notKind98(t, session.LedgerRule, "And he's like, don't tell me 'calm down'!", "calm down")
}

// quotedToMe reads disbelief ("don't tell me … again") as an order, which
// negatedOrder's own comment rules out without quotes.
func TestSkeptic98aQuotedDisbeliefIsNoOrder(t *testing.T) {
	notKind98(t, session.LedgerRule, "Don't tell me 'sold out' again, I've been queueing for an hour.", "sold out")
}

// "don't you be " and the g-dropped progressive make a retort to someone
// in the room an order to the model.
func TestSkeptic98aARetortIsNoOrder(t *testing.T) {
	notKind98(t, session.LedgerRule, "Don't you be giving me that, you were late too.", "late too")
	notKind98(t, session.LedgerRule, "Don't be givin' me that look, Seán, you know what you did.", "look")
}

// Misses: close variants of what the change meant to catch that it still
// misreads (at 5f26c79 and at cb32abb alike).
func TestSkeptic98aMisses(t *testing.T) {
	t.Skip("misses of 5f26c79, failing at cb32abb too")
	// Open questions lost or kept as plain facts.
	for _, c := range []struct{ text, want string }{
		{"The great mystery: who's bringing the cake?", "cake"},
		{"The big unknown: who's bringing the chairs?", "chairs"},
		{"Now the big mystery is who's driving the ferry that night.", "ferry"},
		{"El gran misterio es quién trae las sillas.", "sillas"},
		{"I'm racking my brains trying to decide whether to hire a marquee.", "marquee"},
		{"I'm racking my brain over who should bring the ice.", "ice"},
		{"Ich zerbreche mir schon die ganze Woche den Kopf, ob wir die Presse dazuholen.", "Presse"},
		{"Wir zerbrechen uns den Kopf darüber, ob wir die Presse dazuholen.", "Presse"},
		{"Me estoy comiendo la cabeza con si alquilamos una carpa.", "carpa"},
		{"Me estoy rompiendo la cabeza pensando si alquilamos una carpa.", "carpa"},
		{"Ich weiß halt auch nicht, wer beim Fest die Musik macht.", "Ich weiß"},
		{"Ich weiß auch immer noch nicht, wer beim Fest die Musik macht.", "Ich weiß"},
		{"Wir wissen auch nicht, wer beim Fest die Musik macht.", "Wir wissen"},
		{"Tampoco tenemos claro quién trae el hielo.", "hielo"},
		{"Nor do I know who's bringing the ice.", "ice"},
		{"Gran left me her old piano last week. No idea where we'd put it.", "put it"},
	} {
		if k, ok := kindOf96(c.text, c.want); !ok || k != session.LedgerQuestion {
			t.Errorf("%q: the line with %q is %v (kept %v), want an open question", c.text, c.want, k, ok)
		}
	}
	// An enclitic "it" ("colgarlo") is no word of itPronouns.
	if got := read31("Me regalaron un cuadro de Sorolla por mi cumpleaños. No sé dónde colgarlo."); !holds57(got, "Sorolla", "colgarlo") {
		t.Errorf("no line holds the painting and where to hang it: %v", got)
	}
	// Orders lost or kept as plain facts.
	for _, c := range []struct{ text, want string }{
		{"When I ask you a question, you give me the short answer first.", "short answer"},
		{"When I ask you something, you always give me the short answer first.", "short answer"},
		{"When I ask ya somethin', you give me the short answer first.", "short answer"},
		{"Wenn ich dich was frage, du gibst mir zuerst die kurze Antwort.", "kurze Antwort"},
		{"Don't go tellin' me 'great question'.", "great question"},
		{"Don't be showin' me pictures of spiders.", "spiders"},
		{"Don't be askin' me how I'm feeling every five minutes.", "feeling"},
		{"Don't be remindin' me about the diet.", "diet"},
		{"Nenn mich nicht „Schatz“.", "Schatz"},
		{`No me llames "cariño".`, "cariño"},
	} {
		if k, ok := kindOf96(c.text, c.want); !ok || k != session.LedgerRule {
			t.Errorf("%q: the line with %q is %v (kept %v), want an instruction", c.text, c.want, k, ok)
		}
	}
}
