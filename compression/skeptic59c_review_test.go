package compression_test

// A skeptical review of c570263 (the second review of stop 59). Each test
// fails on c570263 and passes on its parent 0d609e7: what the change made
// wrong for what people write to a chat assistant. The sentences are this
// file's own.

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// "Important:" was dropped from the lead-in heads (only "one more important
// thing" heads an order now), to stop "Important: short answers, the panel
// hates waffle" being an order. But "Important:" before a plain order is
// the commonest way to stress a standing instruction, and every reader that
// goes through leadInHead/pastLeadInHead now refuses it: the order is lost
// (read as nothing, or as a fact the assistant never obeys).
func TestReview59cImportantHeadStillHeadsAnOrder(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Important: short answers please.",                   // answersWanted: nothing at all now
		"Important: ask me at most one question per answer.", // perAnswer: nothing now
		"Important: stop telling me to drink water.",         // stopsDoing: a fact now
		"Wichtig: Preise immer in Euro.",                     // alwaysInUnits: a fact now
		"Importante: los precios siempre en pesos.",          // alwaysInUnits: a fact now
	)
}

// aimedAtAnswers now takes any verb of output with no person named after it
// ("keep", "use", "give" are in output) before "as long as you like". But in
// English that phrase is mostly of time, not of length: lending things,
// letting dough rest. These are not permissions about how long answers may
// be, yet each becomes a standing rule for the assistant.
func TestReview59cLongAsYouLikeOfTimeIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"Keep them as long as you like, the books are yours now.",
		"Use them as long as you like, they were my dad's tools.",
		"Give it as long as you like, the dough only gets better.",
	)
}

// draftFor lists "his", "her", "to" … but not "him", "them", "back",
// "zurück", "ihm": a reply the person asks to have written for someone
// else ("Tell him …", "Write back to Gran …", "Schreib ihm zurück …") with
// no colon is now a standing rule that the assistant may write at any
// length. The "you" there is the neighbour or Gran, and it is one draft.
func TestReview59cLongAsYouLikeInADraftIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"Tell him keep the bike as long as you like, I don't need it till spring.",
		"Write back to Gran and tell her keep the jumper as long as you like.",
		"Schreib ihm zurück, er kann bleiben, so lange du willst.",
	)
}

// meantSo may now open the message before "stop …". The Spanish got a
// guard (only of what answers give: not "deja de escribirme los domingos",
// the boss's), the English none: a grumble about a brother or an ex who
// keeps calling, with "I mean it" in front, is now a rule for the
// assistant, which sends no memes and makes no calls.
func TestReview59cIMeanItBeforeStopAtSomeoneElse(t *testing.T) {
	never31(t, session.LedgerRule,
		"My brother again. I mean it, stop sending me memes at 2am.",
		"My ex keeps messaging. I mean it, stop calling me.",
	)
}

// withoutOwnOccasion/toldNotEveryTime now let a relative in the sentence
// through unless the LAST short clause names them ("…, mault mein Sohn").
// A relative named first ("Meine Tochter jammert, …", "Mein Bruder wieder
// am Telefon, …", "Cada vez que hablo con mi hija …") or called to
// ("Hijo, …") is whose words the ban is, yet it becomes the person's rule
// for the assistant. In the first one the person's real question (what to
// answer the daughter) is lost as well.
func TestReview59cARelativesBanOnTellingIsTheirs(t *testing.T) {
	never31(t, session.LedgerRule,
		"Meine Tochter jammert, sag mir nicht jedes Mal, dass ich lernen soll, und ich weiß nicht, was ich antworten soll.",
		"Mein Bruder wieder am Telefon, sag mir nicht jedes Mal, dass ich abnehmen soll, und ich lach nur.",
		"Cada vez que hablo con mi hija acaba igual, no me digas que me abrigue cada vez que te llamo, y cuelga.",
		"Hijo, no me digas que estás cansado cada vez que te pido ayuda.",
	)
	readAs(t, session.LedgerQuestion,
		"Meine Tochter jammert, sag mir nicht jedes Mal, dass ich lernen soll, und ich weiß nicht, was ich antworten soll.")
}

// After "Which leaves: who …?" only a likeAlways phrase or a relative /
// first-person word in a short first clause closes the question now. The
// plainest answers — "Me.", a name ("Tom.", "Der Klaus."), "Me, I don't
// mind" (negated) — leave it an open task on the person's list, though
// they answered it in the next breath.
func TestReview59cWhichLeavesAnsweredPlainly(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Which leaves: who's paying? Me.",
		"Which leaves: who's driving us to the airport? Tom.",
		"Bleibt noch: wer holt die Oma ab? Der Klaus.",
		"Which leaves: who's doing the speech? Me, I don't mind.",
	)
}

// openToDo now asks for a takingOn verb among the three words after "who",
// and no longer looks at whether the question is of the past. So "Who was
// driving …? No idea." (what happened, idle) is an open task now, while the
// person's real jobs with a verb not on the list — picking up Grandma,
// paying for the flowers, cooking Christmas dinner — are no longer open
// after "No idea." / "Keine Ahnung." / "Ni idea.".
func TestReview59cShruggedWhoOfAJobNotOfThePast(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Who was driving the van that clipped my mirror? No idea.",
		"Who was making all that noise at 3am? No idea.",
	)
	readAs(t, session.LedgerQuestion,
		"Who's picking up Grandma from the station on Friday? No idea.",
		"Who's cooking Christmas dinner this year? No idea.",
		"Wer zahlt die Blumen für die Oma? Keine Ahnung.",
		"¿Quién paga las flores del funeral? Ni idea.",
	)
}

// thinksHeIs now needs a pronoun right after "who does" ("who does he
// think"): "Who does Dave think he is?" (a name, the commonest form) is no
// longer rhetorical, and with "does" among the takingOn verbs it becomes an
// open task after "No idea.", or under a head. And "wer hält sich" catches
// a real German question of who keeps a day free ("wer hält sich am Samstag
// die Zeit frei?"), which is lost as an open question.
func TestReview59cWhoDoesDaveThinkHeIs(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Who does Dave think he is? No idea.",
		"What bugs me: who does the new manager think he is?",
	)
	readAs(t, session.LedgerQuestion, "Was ich noch nicht weiß: wer hält sich am Samstag die Zeit frei?")
}

// givenInUnits now takes what is measured after any "not <unit>" said
// before. A "not" that describes a document ("came in dollars, not
// pounds") or corrects one answer for a form is no ban, and "the price",
// "the distance" of one quote or form is a one-off — the docs of this very
// function call "Give me the total in euros, not dollars" one answer. Each
// is now a standing rule.
func TestReview59cOneAnswerInAUnitAfterANot(t *testing.T) {
	never31(t, session.LedgerRule,
		"The quote came in dollars, not pounds, so give me the price in euros.",
		"Not miles, give me the distance in kilometres, the form wants km.",
	)
}

// "da" among the short imperatives makes "dalo", "dala", "dalos" enclitic
// imperatives, and conditional takes one after a condition on what the
// assistant sends as a standing order. But "dalo por aprobado / hecho /
// confirmado" is the idiom "consider it approved": the person saying a
// one-off thing about one budget or one timetable, no rule on the answers.
func TestReview59cDaloPorHechoIsNoOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"Cuando me pases el presupuesto, dalo por aprobado, mi jefe ya dijo que sí.",
		"Cuando me mandes el horario, dalo por confirmado, el lunes empiezo.",
		"Cuando me mandes la dirección, dalo por hecho, paso a buscarlo yo.",
	)
}
