package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The third skeptical review of stop 98 (0606903 on cb32abb): the open
// questions of bigPuzzle, questionOfIt, racking and the "auch"/"tampoco"
// not knowing; the orders of the g-dropped progressive, "don't you be",
// quotedToMe and askedAnything; and the words `contested` gained. Each live
// test passes at cb32abb and fails at 0606903; the skipped ones are close
// variants of what the change meant to catch that it misses at both.

// ---- Regressions ----

// bigPuzzle reads a culprit who keeps doing something (the back door left
// open, the tomatoes or the yoghurt stolen) as a task still to hand out: a
// grumble is sent to the model as the person's open question.
func TestSkeptic98cABigMysteryOfACulpritIsNotOpen(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"The big mystery: who keeps leaving the back door open?", "back door"},
		{"The big mystery: who's stealing my tomatoes?", "tomatoes"},
		{"Das große Rätsel: wer klaut immer meinen Joghurt aus dem Kühlschrank?", "Joghurt"},
		{"El mayor misterio: ¿quién se lleva siempre mi taza?", "taza"},
	} {
		notKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// bigPuzzle reads a question of who someone is (gossip, a TV whodunit) as
// the person's open question, to be chased in every later answer.
func TestSkeptic98cABigMysteryOfWhoSomeoneIsIsNotOpen(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"The big mystery: who's the father?", "father"},
		{"The big riddle: who's the new boyfriend?", "boyfriend"},
		{"The big mystery: who's she seeing these days?", "seeing"},
		{"The show's big mystery: who's the killer?", "killer"},
		{"El gran misterio: ¿quién es el novio de Lucía?", "Lucía"},
		{"Das große Rätsel: wer ist eigentlich der Neue von Tante Gerda?", "Gerda"},
	} {
		notKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// bigPuzzle does not ask noOneAnswers, as worriedTask does: "who's to pay
// for all this" (a sigh), a sneer ("who even reads …"), someone else's
// puzzle ("Dave's big mystery") become the person's open questions.
func TestSkeptic98cABigMysteryNoOneIsToSolveIsNotOpen(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Das größte Rätsel: wer soll das alles bezahlen?", "bezahlen"},
		{"El gran misterio: ¿quién va a pagar todo esto?", "pagar"},
		{"The biggest mystery: who even reads the parish newsletter?", "newsletter"},
		{"The big mystery: who's actually in charge at the council?", "council"},
		{"Dave's big mystery: who's coming to his party?", "party"},
	} {
		notKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// questionOfIt takes any "it", "him", "them", "ihn" for what the sentence
// before named: one the question itself names ("the dog … walking him",
// "the hens … letting them out", "den Hund … ihn") or the "it" of a remark
// after ("I'm dreading it", "I'll figure it out"). The hotel booking, Mam in
// hospital, Liam's new job are joined to an unrelated question and sent as
// still open.
func TestSkeptic98cAnItOfTheQuestionItselfJoinsNothing(t *testing.T) {
	for _, c := range []struct{ text, a, b string }{
		{"Dad booked the Hotel Miramar. No idea who's bringing the dog or walking him.", "Miramar", "walking"},
		{"Mam's knee is at Cork University Hospital. No idea who's feeding the hens and letting them out.", "Hospital", "hens"},
		{"Niamh is in Boston with her cousins. I still don't know who's feeding the cat and brushing him.", "Boston", "cat"},
		{"Oma Lore ist ins Heim am Stadtpark gezogen. Ich weiß noch nicht, wer den Hund nimmt und ihn ausführt.", "Stadtpark", "Hund"},
		{"Liam started at Google. I'm not sure who's hosting Christmas, to be honest I'm dreading it.", "Google", "Christmas"},
		{"Ciarán got the Dublin job. No idea who's minding the kids on Friday, I'll figure it out.", "Dublin", "kids"},
		{"Grandad is in St James's. No idea who's fixing the gutter before the storm hits it.", "James", "gutter"},
	} {
		apart98(t, c.text, c.a, c.b)
	}
}

// racking reads racking one's brain over what was done or meant (the oven
// left on, whether she was joking, "ob Anna das ernst gemeint hat" — the
// very case its comment rules out, in its "ob" form) as a question to solve.
func TestSkeptic98cRackingOverWhatWasIsNotOpen(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"I've been racking my brains over whether I turned the oven off before we left.", "oven"},
		{"I'm racking my brain over whether she was joking or not.", "joking"},
		{"Ich zerbreche mir den Kopf, ob Anna das ernst gemeint hat.", "ernst"},
		{"Me estoy rompiendo la cabeza con si cerré la puerta con llave.", "puerta"},
	} {
		notKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// racking looks only inside its sentence, and only for "but"/"in the end":
// a choice settled in the next sentence or after a dash, racking given up
// ("I'm done racking …", "I'll stop racking …") or over ("Used to be
// racking …") are sent as still open — the trip they booked, the press they
// decided on.
//
// Left (stop 98): settled in the next sentence — "I'm racking my brains over
// whether to go. We're going, Tom booked it last night.", "Ich zerbreche mir
// den Kopf, ob wir die Presse dazuholen. Anna hat entschieden: nein." — is
// still sent as open: the reading of one sentence does not see the next.
func TestSkeptic98cRackingNoLongerIsNotOpen(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Ich zerbreche mir den Kopf, ob wir die Presse dazuholen – Quatsch, natürlich holen wir sie.", "Presse"},
		{"I'm done racking my brains over whether to go, we're going.", "whether to go"},
		{"I'll stop racking my brains over whether to sell the house and just enjoy it.", "sell the house"},
		{"Used to be racking my brains over whether to go back to college, now I don't care.", "college"},
	} {
		notKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// racking reads someone else's words ("…, says Tom", "My wife says I'm …
// for nothing, it's obvious") as the person's open question.
func TestSkeptic98cRackingInOthersWordsIsNotOpen(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Stop racking my brain over whether to go, says Tom.", "whether to go"},
		{"My wife says I'm racking my brain over whether to retire for nothing, it's obvious.", "retire"},
	} {
		notKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// `contested` gained "meister", "winner", "champion", "campeón", which every
// reader of a contest asks (notKnowing, the worry heads, whoIsToDo): the
// German master tradesman to call, the raffle winner to fetch, the champion
// to drive to the airport make the task a contest, and the open question
// is lost.
func TestSkeptic98cAMeisterOrAWinnerToFetchIsStillATask(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Ich weiß noch nicht, wer den Meister anruft wegen der Heizung.", "Meister"},
		{"Keine Ahnung, wer den Meister bezahlt.", "Meister"},
		{"Wer holt den Meister ab? Das ist die Frage.", "Meister"},
		{"I still don't know who's collecting the raffle winner from the station.", "raffle winner"},
		{"No idea who's presenting the cup to the winner on Sunday.", "cup"},
		{"I don't know who's driving us to the Champions League final in Dublin.", "Champions League"},
		{"No sé quién va a llevar al campeón al aeropuerto.", "campeón"},
		{"Lo que me quita el sueño: ¿quién recoge al ganador en el aeropuerto?", "ganador"},
	} {
		isKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// The g-dropped progressive and "don't you be " make a retort to a child or
// someone in the room — or a nun's words in a story — an order to the model
// (the first review caught only "me that").
func TestSkeptic98cAGDroppedRetortIsNoOrder(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Don't be givin' me lip, I'm your mother.", "lip"},
		{"Don't be givin' me cheek, young lady.", "cheek"},
		{"Don't be givin' me your excuses, Liam.", "excuses"},
		{"Don't be givin' me grief about the dishes, I'll do them.", "grief"},
		{"Don't be talkin' to me about that eejit of a landlord.", "eejit"},
		{`"Don't be givin' me cheek," says the nun to me, aged seven.`, "nun"},
		{"Don't you be giving me cheek.", "cheek"},
	} {
		notKind98(t, session.LedgerRule, c.text, c.want)
	}
}

// quotedToMe looks for a story's verb of saying only: someone else's words
// after a head that names them ("Text from my son:", "My daughter,
// fuming:"), or said to someone by name ("…, Mark, …"), become the person's
// order to the model.
//
// Left (stop 98): "Don't tell me 'it's fine' anymore, Mark, I know it isn't."
// is still an order: the name after the quote, in a lower-cased clause, is
// not seen as the one spoken to.
func TestSkeptic98cQuotedWordsOfSomeoneNamedAreNoOrder(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Text from my son: don't call me 'buddy' in front of my mates.", "buddy"},
		{"My daughter, fuming: don't call me 'Katie' anymore, it's Kate.", "Katie"},
		{"Ugh, my teenager: don't call me 'sweetie' in front of my friends!", "sweetie"},
	} {
		notKind98(t, session.LedgerRule, c.text, c.want)
	}
}

// askedAnything makes "when I ask you anything" a condition of answering
// before any clause: a complaint that the app hangs is sent as an
// instruction.
func TestSkeptic98cAnAppThatHangsIsNoOrder(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"When I ask you anything, nothing happens, the app freezes.", "nothing happens"},
		{"When I ask you something, nothing comes back for ages.", "nothing comes back"},
	} {
		notKind98(t, session.LedgerRule, c.text, c.want)
	}
}

// "tampoco sé", "weiß auch noch nicht" make a sigh over the past (how we got
// through that winter, what my sister saw in him, how I got home) an open
// question.
func TestSkeptic98cATampocoSighOfThePastIsNotOpen(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Tampoco sé cómo sobrevivimos aquel invierno.", "invierno"},
		{"Tampoco sé qué le vio mi hermana a ese tipo.", "hermana"},
		{"Tampoco tengo claro qué vio en él.", "vio"},
		{"Ich weiß auch noch nicht, wie ich heimgekommen bin.", "heimgekommen"},
		{"Wir wissen auch noch nicht, wie wir das überlebt haben.", "überlebt"},
	} {
		notKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// ---- Misses (fail at the parent and at 0606903) ----

// A big puzzle said with "of all", "still", "though", "bleibt", "sigue
// siendo", without its colon or its question mark.
func TestSkeptic98cMissBigPuzzleSaidOtherwise(t *testing.T) {
	t.Skip("miss: bigPuzzle needs the head to end in the puzzle's words, a colon and a '?'")
	for _, c := range []struct{ text, want string }{
		{"The biggest mystery of all: who's doing the music?", "music"},
		{"Big mystery still: who's bringing the chairs?", "chairs"},
		{"The big mystery, though: who's bringing the chairs?", "chairs"},
		{"Das große Rätsel bleibt: wer fährt die Fähre?", "Fähre"},
		{"El gran misterio sigue siendo: ¿quién trae las sillas?", "sillas"},
		{"The big mystery: who's bringing the chairs", "chairs"},
		{"The big mystery is still who's driving the ferry.", "ferry"},
	} {
		isKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// A question of "it" as its subject ("where it goes", "where it'll go"):
// itAfter keeps it from joining, and the question is lost altogether.
func TestSkeptic98cMissQuestionOfItAsSubject(t *testing.T) {
	t.Skip("miss: itAfter skips 'where it', and the question alone is no line")
	for _, text := range []string{
		"I bought a lovely old dresser at the Ballinasloe fair. No idea where it'll go.",
		"I bought a lovely old dresser at the Ballinasloe fair. I don't know where it goes.",
	} {
		if got := read31(text); !holds57(got, "dresser", "where it") {
			t.Errorf("%q: no line holds the dresser and where it goes: %v", text, got)
		}
	}
}

// Racking one's brain without "over"/"about", with "gerade", in dialect
// ("zerbrech"), or "sobre si" after "me rompo".
func TestSkeptic98cMissRackingSaidOtherwise(t *testing.T) {
	t.Skip("miss: rackingWhether holds only the exact phrases")
	for _, c := range []struct{ text, want string }{
		{"I'm racking my brain whether to hire a marquee.", "marquee"},
		{"Ich zerbreche mir gerade den Kopf, ob wir die Presse dazuholen.", "Presse"},
		{"Ich zerbrech mir den Kopf, ob wir die Presse dazuholen.", "Presse"},
		{"Me rompo la cabeza sobre si alquilamos una carpa.", "carpa"},
	} {
		isKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// Orders with their g dropped after a verb `progressive` lacks, in Scots,
// with "stop"/"quit", "say" for "tell"; and "when I ask you something"
// before an order of how to be.
func TestSkeptic98cMissOrdersSaidOtherwise(t *testing.T) {
	t.Skip("miss: progressive, quotedToMe and byTheAssistant hold only their own words")
	for _, c := range []struct{ text, want string }{
		{"Don't be throwin' numbers at me, I'm no good with them.", "numbers"},
		{"Dinnae be givin' me three answers, just the one.", "three answers"},
		{"Don't be sayin' 'great question' no more.", "great question"},
		{"Stop callin' me 'sweetheart'.", "sweetheart"},
		{"Quit tellin' me 'great question' every time.", "great question"},
		{"When I ask you something, be honest.", "honest"},
	} {
		isKind98(t, session.LedgerRule, c.text, c.want)
	}
}
