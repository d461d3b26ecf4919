package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A second skeptical review of stop 59 (9827823..0d609e7, the last commit
// narrowing the first after compression/skeptic59a_review_test.go). The
// sentences are this file's own.
//
// Two kinds of test:
//   - (a) memory the change makes wrong: fails on 0d609e7, passes on 9827823;
//   - (b) narrowing in 0d609e7 that went too far: fails on 0d609e7, passes on
//     404f29f (the first commit read these right).
//
// Each test says which parent it passes on.

// (a) A question shrugged at ("…? No idea.") is kept as an anchored open
// question whenever openToDo takes it for "who is to do something" — and it
// takes almost any "who/wer/quién" question for that:
//   - of what was already done: the past is caught only by "-ed" and a short
//     list, so irregular pasts ("left", "eaten"), the Spanish preterite
//     ("rompió", "se comió") and the German perfect with "sein" ("ist …
//     gefahren") pass, though the function's own comment excludes "of what
//     was done" ("Who won the match?", "Wer hat angerufen?");
//   - of who someone is or who will win: "Who's that bloke on the advert?",
//     "Wer wird Meister?" ask nothing the person has to organise.
//
// These are grumbles and idle curiosity, not a task the person still has to
// settle, yet memory keeps them as open questions, ranked above real lines,
// and the assistant keeps bringing them back.
// Passes on 9827823 (fails on 404f29f too: the shrug reading is its).
func TestSkeptic59bShrugIsNoOpenTask(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Who left the gate open? No idea.",
		"Who's eaten the last yoghurt? No idea.",
		"¿Quién rompió la valla? Ni idea.",
		"¿Quién se comió el último yogur? Ni idea.",
		"Wer ist gestern gegen unser Tor gefahren? Keine Ahnung.",
		"Who's that bloke on the Specsavers advert? No idea.",
		"Who's playing at the Proms tonight? No idea.",
		"Wer wird dieses Jahr Meister? Keine Ahnung.",
		"¿Quién es ese señor del anuncio de la tele? Ni idea.")
}

// (a) 0d609e7 adds "keinen Plan" to notKnowing as slang for "keine Ahnung",
// but "Plan" is also a plain plan: "Wir haben keinen Plan gebraucht, wer wann
// fährt" (we needed no rota of who drives when) and "Ich hab keinen Plan
// gemacht, …, das macht die Resi" (I made no rota, Resi does it) say nothing
// is open — the first says it all sorted itself out. Both become the person's
// open question.
// Passes on 9827823 (and on 404f29f).
func TestSkeptic59bNoPlanMadeIsNotNotKnowing(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Wir haben keinen Plan gebraucht, wer wann fährt, es hat sich alles von selbst ergeben.",
		"Ich hab keinen Plan gemacht, wer wann fährt, das macht die Resi.")
}

// (a) "Important/Importante" joined banHeads, the heads of the person's own
// lead-in words before an order. But "Important:" heads notes the person
// keeps for themselves as often as orders: a tip for a job interview or an
// exam board ("short answers, the panel hates waffle") is now a standing
// rule that the assistant's own answers be short.
// Passes on 9827823 (and fails on 404f29f too).
func TestSkeptic59bImportantHeadsANoteNotAnOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"Important: short answers, the interview panel hates waffle.",
		"Importante: respuestas cortas, el tribunal odia el rollo.")
}

// (b) 0d609e7's someoneNamed guard (in withoutOwnOccasion and
// toldNotEveryTime) drops every ban on advice that names a relative at all,
// though the relative is only what the advice is about: "Don't tell me to
// ring my mum every time I say I'm lonely" is the same order as "… to see a
// physio …" that the first commit meant to keep. Bans on advice about family
// are the commonest kind; all are lost in three languages.
// Passes on 404f29f.
func TestSkeptic59bBanOnAdviceAboutFamily(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Don't tell me to ring my mum every time I say I'm lonely.",
		"Don't tell me to talk to my husband every time I say I'm stressed.",
		"No me digas que llame a mi hija cada vez que te cuente que estoy sola.",
		"Sag mir nicht jedes Mal, ich soll meine Schwester anrufen.")
}

// (b) meantSo now counts only an aside that is not the first clause, opens
// with "and" after a lead-in — so the plainest forms of the same aside lose
// their order: "I mean it, stop …", "And I mean this kindly, stop …" (the
// aside first), "Also, I mean it, stop …" (no "and"), "Lo digo en serio, deja
// de …". The 59a review only needed "I mean, stop …" (no "it/this") out,
// which the new ws[2] check already does.
// Passes on 404f29f.
func TestSkeptic59bAsideFirstBeforeStop(t *testing.T) {
	readAs(t, session.LedgerRule,
		"I mean it, stop giving me those long numbered lists.",
		"And I mean this kindly, stop sending me recipes with nuts in them.",
		"Also, I mean it, stop telling me to drink water.",
		"Lo digo en serio, deja de mandarme recetas con nueces.")
}

// (b) aimedAtAnswers now wants "me/mir" after the verb or an enclitic the
// enclitic() check accepts, and no colon anywhere: "Dame …" (the commonest
// Spanish "give me"; enclitic rejects the stem "da"), "Schreib ruhig so lang
// du willst" (no "mir") and a take-back under a head ("Change of plan: give
// me the full story, long as you like" — the line even loses "long as you
// like") no longer lift the earlier length limit.
// Passes on 404f29f.
func TestSkeptic59bLongAsYouLikeNarrowedTooFar(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Dame todos los detalles, lo largo que quieras, hoy no tengo prisa.",
		"Schreib ruhig so lang du willst, ich hab heute Abend Zeit.",
		"Change of plan: give me the full story, long as you like.")
}

// (b) Spanish orders on units: putToYou admits only "tú" forms, so the same
// order said with "usted" (common with older speakers and with an assistant)
// — "no me las dé en …", "no me los ponga en …" — is lost; and "nunca me"
// after the unit must be followed at once by a verb of convertedTo, so a
// clitic ("nunca me las pases a Fahrenheit", "nunca me lo conviertas") or
// "nunca me vengas con dólares" is lost too.
// Passes on 404f29f.
func TestSkeptic59bSpanishUnitOrdersNarrowedTooFar(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Las distancias no me las dé en kilómetros, por favor, démelas en millas.",
		"Los precios no me los ponga en dólares, por favor.",
		"Las temperaturas siempre en grados Celsius, nunca me las pases a Fahrenheit.",
		"Los precios siempre en pesos, nunca me lo conviertas a dólares.",
		"Los precios siempre en euros, nunca me vengas con dólares.")
}

// (b) givenInUnits after a banned unit now takes only "it"/"them" as the
// object; naming what is measured ("the temperatures") or "everything"
// after a standing ban ("No Celsius for me", "… with me") is lost — a
// plainer way of the first commit's own "No kilometres or hectares with me,
// give it to me in miles and acres".
// Passes on 404f29f.
func TestSkeptic59bGiveInUnitsAfterABanNarrowedTooFar(t *testing.T) {
	readAs(t, session.LedgerRule,
		"No Celsius for me, give me the temperatures in Fahrenheit.",
		"No litres or millilitres with me, give me everything in pints and cups.")
}

// (b) The answered-at-once check after "Which leaves: who …?" falls back on
// answersDeliberation, which takes any reply of three words or fewer, or one
// opening with "I/we/ich/wir", for an answer, and namesWhoFirst takes any
// short first clause with a relative in it: "We've no idea", "I really don't
// know", "Still nobody", "Wir wissen es nicht", "No sabemos", "My sister,
// maybe, if …", "Not my dad, he's away", "My mum can't, …" all mark the
// question answered, and the open question is lost.
// Passes on 404f29f.
func TestSkeptic59bWhichLeavesStillOpen(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Which leaves: who's doing the raffle on the night? We've no idea.",
		"Which leaves: who's doing the raffle on the night? I really don't know.",
		"Which leaves: who's doing the raffle on the night? Still nobody.",
		"Bleibt noch: wer macht am Samstag die Kasse? Wir wissen es nicht.",
		"Queda por saber: ¿quién trae la tarta el sábado? No sabemos.",
		"Which leaves: who's bringing the cake on Saturday? My sister, maybe, if she's back from Leeds in time.",
		"Which leaves: who's picking Nan up from the station? Not my dad, he's away till Monday.",
		"That leaves: who's minding the dog that weekend? My mum can't, she's in Spain.")
}

// (b) rhetoricalWho takes any "se cree" in the question for "who does he
// think he is", but "se cree que puede sola" (she thinks she can manage
// alone) is the reason the question is open: "Lo que me tiene mal: ¿quién
// cuida a la abuela en agosto, si ella se cree que puede sola?" — the very
// worry head the first commit added — is no longer the person's question.
// Passes on 404f29f.
func TestSkeptic59bSeCreeIsNotRhetorical(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Lo que me tiene mal: ¿quién cuida a la abuela en agosto, si ella se cree que puede sola?",
		"Lo que me tiene mal: ¿quién se encarga de mamá, que se cree que puede vivir sola?")
}
