package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of 404f29f (stop 59's readers). Each test fails on
// 404f29f and passes on its parent 9827823: what the commit newly misreads.

// withoutOwnOccasion cuts "every time I …" up to the next comma before
// negatedOrder looks for someone else's words — and with it the "she says"
// that sat inside it. A sister's standing wish, reported, becomes a standing
// order to the assistant: from now on it would never mention Mum's birthday
// (or "explain it again") to the person, who asked nothing of the kind.
func TestSkeptic59aReportedBanAfterEveryTimeI(t *testing.T) {
	never31(t, session.LedgerRule,
		"Every time I phone my sister she says, don't mention Mum's birthday.",
		"Every time I ask my daughter, she goes, don't explain it again, Mum.")
}

// toldNotEveryTime takes "no me digas que … cada vez que te …" and "sag mir
// nicht jedes Mal …" for a ban on the answers even inside quotation marks,
// followed by who said it: a daughter's, a mother's, a son's words about the
// person become the person's rules for the assistant. (The German branch
// needs nothing but "jedes Mal".)
func TestSkeptic59aQuotedEveryTimeBans(t *testing.T) {
	never31(t, session.LedgerRule,
		"\"No me digas que me abrigue cada vez que te veo\", me soltó mi hija.",
		"\"No me digas que descanse cada vez que te cuento algo\", se queja mi madre.",
		"\"Sag mir nicht jedes Mal, ich soll aufräumen\", mault mein Sohn dann immer.")
}

// givenInUnits makes any "give me X in <unit>" a standing rule as soon as a
// please or a "not <unit>" stands anywhere in the sentence. But a please is
// politeness, not permanence: "give me that in miles please", "the answer in
// dollars, I need to tell my boss", "this recipe in cups" are one answer
// each. Kept as rules, every later distance, price or recipe is forced into
// that unit. (The commit's own test calls "Give me the recipe in grams" one
// answer; adding "please" or "not dollars" does not change that.)
func TestSkeptic59aOneOffUnitRequestsWithPlease(t *testing.T) {
	never31(t, session.LedgerRule,
		"Okay, give me that in miles please.",
		"Give me the answer in dollars please, I need to tell my boss.",
		"Give me this recipe in cups please, I don't have scales.",
		"Give me the total in euros, not dollars.")
}

// doubledObject lets a Spanish clause that opens with "los precios me los …"
// through putInUnits even when its verb is a third person with its subject
// after it: "me los da … el proveedor", "me los escribe … mi jefe" say what
// the supplier or the boss does, not what the assistant should do. The
// person, who converts the supplier's dollars, is then answered in dollars.
func TestSkeptic59aSomeoneElseGivesTheUnit(t *testing.T) {
	never31(t, session.LedgerRule,
		"Los precios me los da en dólares el proveedor, así que tengo que convertir.",
		"Los precios me los escribe en euros mi jefe, pero los clientes pagan en pesos.")
}

// alwaysInUnits now takes any "…, nunca me …" after the unit for a ban on the
// other unit, whatever follows "nunca me". A grumble about how things are
// where the person lives ("nunca me entero", "nunca me aclaro", "nunca me voy
// a acostumbrar") becomes an order to answer in the very unit the person
// says they cannot follow.
func TestSkeptic59aGrumbleAfterAlwaysInUnits(t *testing.T) {
	never31(t, session.LedgerRule,
		"Las medidas siempre en pulgadas, nunca me entero de nada con estos planos americanos.",
		"Las temperaturas siempre en Fahrenheit, nunca me aclaro con la tele de aquí.",
		"Los precios siempre en dólares, nunca me voy a acostumbrar a vivir en Ecuador.")
}

// meantSo skips any "I mean …"/"lo digo …" clause of two to four words before
// "stop …" — also the filler "I mean," of a rant about someone else. The
// neighbours' parking advice, the landlord's reminders, the boss's Sunday
// e-mails become standing orders to the assistant to stop things it never
// did (before, only "stop telling me where to park!" was kept, as a fact).
func TestSkeptic59aRantAfterIMean(t *testing.T) {
	never31(t, session.LedgerRule,
		"The neighbours are at it again. I mean, stop telling me where to park!",
		"My landlord texts every day. I mean, stop reminding me about the rent, I know!",
		"Mi jefe otra vez. Lo digo en serio, deja de escribirme los domingos.")
}

// asLongAsLiked/aimedAtAnswers: "as long as you like" anywhere, beside any
// clause opening with a verb of answering. In a message the person asks the
// assistant to write, the "you" is the aunt or the brother: how long the
// aunt may stay, how long the brother may keep the car. Read as a take-back
// of a length limit, it lifts the person's own "keep it short" for good.
func TestSkeptic59aAsLongAsYouLikeInsideADraft(t *testing.T) {
	never31(t, session.LedgerRule,
		"Schreib meiner Tante: bleib so lange du willst, das Gästezimmer ist frei.",
		"Write my brother a text: keep the car as long as you like, no rush.",
		"Draft a reply to Tom: sure, use the van as long as you want.")
}

// leavesOpen: a question after "That leaves:"/"Bleibt noch:"/"Queda por
// saber:" is kept as the person's open question even when the very next
// words answer it. The memory then says "who's paying?" is still open (the
// assistant may ask or plan around it) while it was settled in the same
// message — and the answer itself is not kept.
func TestSkeptic59aLeavesOpenButAnsweredAtOnce(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"That leaves: who's paying? My dad, he insisted.",
		"Queda por saber: ¿quién trae la tarta? La abuela, como siempre.",
		"Bleibt noch: wer macht die Kasse? Die Maren natürlich, wie immer.",
		"Which leaves: who's driving? Me, as usual.")
}

// A rhetorical "who does he think he is?" — an outburst, no question anyone
// is to answer — is now kept as the person's open question under each new
// reader: after "That leaves:" (leavesOpen), under "Lo que me tiene mal:"
// (the new worry), and before a shrug "No idea." (shrugAlone/openToDo, which
// call any "who is …" not in the past a question of what is to be done). The
// English "What bugs me: I don't know who he thinks he is" was already
// excluded for this reason (askedLabel's doc).
func TestSkeptic59aRhetoricalWhoIsKeptOpen(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"That leaves: who does she think she is, turning up late again?",
		"Lo que me tiene mal: ¿quién se cree que es el vecino para aparcar en mi plaza?",
		"My neighbour parked across my drive again. Who does he think he is? No idea.",
		"Wer glaubt der eigentlich, wer er ist? Keine Ahnung.")
}
