package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of f9a2669 and d82bb10 (conditional's "don't use/put/add/include"
// after a condition on the answers, madeForMe's "no me hagas …", and texts
// and explanations in answerLayouts) by a skeptic helper. The sentences are
// this file's own. The first six tests hold sentences these changes read as
// a standing instruction though none is one (all failing on 44e1c7a, passing
// on 77ce780; fixed after: the condition's verb takes no object of its own
// and what is banned is a look of the answers; "no me hagas" wants a kind
// of thing, not for now, and no one else's head; texts and explanations
// left answerLayouts again); the last two, plain instructions of the same
// families the review found missed, read since.

// "Answer" and "write" are the assistant's answers only when it is the one
// answering: a generic "you" answering the phone, a quiz or an exam question,
// or writing a cheque, with "don't use/put" after it, is a rule of the game,
// the job or the exam, or someone's old advice — not how the assistant is to
// answer.
func TestSkeptic55bAnsweringThePhoneOrAQuizIsNoInstruction(t *testing.T) {
	never31(t, session.LedgerRule,
		"In our pub quiz, when you answer, don't use your phone or you're out.",
		"At my new job they're strict: when you answer the phone, don't put anyone on hold for more than a minute.",
		"When you answer the phone in Germany, don't use hello, you say your surname.",
		"When you answer an exam question, don't use bullet points, my teacher says it loses marks.",
		"I keep telling Leo: when you answer the phone, don't put on that silly voice.",
		"When you write a cheque, don't use a pencil, my grandad always said.",
	)
}

// The very words of the new rule ("when you answer me, don't use …") are
// someone else's when the person says whose they were, before or after.
func TestSkeptic55bAParentsWhenYouAnswerMeIsNoInstruction(t *testing.T) {
	never31(t, session.LedgerRule,
		"My mum used to say, when you answer me, don't use that tone with me.",
		"When you answer me, don't use that tone, my dad used to say.",
	)
}

// "No me hagas una lista/un resumen …" said to a son, a nephew or by a mother
// is theirs: the person quotes it (only "dije", "gritó" counted as reporting,
// not "digo", "grité", nor a mother's words after a colon).
func TestSkeptic55bSomeoneElsesNoMeHagasIsNoInstruction(t *testing.T) {
	never31(t, session.LedgerRule,
		"Siempre le digo a mi hijo: no me hagas una lista de excusas, haz los deberes.",
		"Ayer le grité a mi sobrino: ¡no me hagas un resumen de la película, que no la vi!",
		"Mi madre al teléfono: no me hagas listas, que no tengo gafas.",
	)
}

// A "no me hagas …" for this week, today or not yet is a one-off: kept to
// the last as a rule, it bans the shopping list, the workout table and the
// outline for good.
func TestSkeptic55bAOneOffNoMeHagasIsNoInstruction(t *testing.T) {
	never31(t, session.LedgerRule,
		"No me hagas la lista de la compra esta semana, ya la hizo mi marido.",
		"No me hagas la tabla de ejercicios hoy, que me duele la rodilla.",
		"No me hagas un esquema todavía, primero quiero leer el tema entero.",
	)
}

// A polite ban on texts or explanations that the next sentence says was
// someone else's (a coach's post in the team group, what the person told the
// landlord) — the Spanish "Sin explicaciones, por favor. Eso fue lo único que
// me dijo mi ex …" is read a fact.
func TestSkeptic55bAQuotedBanOnTextsIsNoInstruction(t *testing.T) {
	never31(t, session.LedgerRule,
		"Keine langen Texte, bitte! Das hat unser Trainer in die Mannschaftsgruppe geschrieben.",
		"No explanations, please. That's what I told the landlord when he called.",
	)
}

// "No more explanations, please, I get it now" ends one explanation the
// person has understood; as a standing rule it strips explanations from
// every answer after (counsel after "more" was kept out for just this:
// "No more lectures, thank god"; explanations were not).
func TestSkeptic55bEnoughExplainingOnceUnderstoodIsNoInstruction(t *testing.T) {
	never31(t, session.LedgerRule,
		"No more explanations please, I get it now, thanks!",
		"Keine Erklärungen mehr bitte, ich hab's kapiert, danke!",
		"No más explicaciones, por favor, ya lo entendí.",
	)
}

// After a condition on the answers, a ban with "do" or "make" read nothing
// at all ("When you answer me, don't do bullet points"). Still missed:
// "When you reply, don't bother with headings."
func TestSkeptic55bABanAfterAConditionOnTheAnswersIsStillMissed(t *testing.T) {
	readAs(t, session.LedgerRule,
		"When you answer me, don't do bullet points.",
		"When you answer me, don't make lists, just write normally.",
	)
}

// "no me hagas listas" was missed after "y", "pero" or "porfa", with "más",
// with "esas"/"esos" for the article. Still missed: "No me hagas un listado
// de síntomas, dime solo si voy al médico."
func TestSkeptic55bNoMeHagasListasIsStillMissed(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Y no me hagas listas, que me mareo.",
		"Pero no me hagas tablas, porfa.",
		"Porfa no me hagas listas.",
		"No me hagas más listas, por favor.",
		"No me hagas esas listas con puntitos.",
		"No me hagas esos resúmenes al final, sobra.",
	)
}

// Older gaps the review found, not read at stop 55 (texts and explanations
// left answerLayouts again for the quoted and the "no more" bans above):
// "Sin explicaciones largas, por favor", "Sin textos largos, por favor",
// "Nada de explicaciones largas, por favor", "Por favor, sin explicaciones",
// "Sin explicaciones, por favor, solo el resultado", "Keine Erklärungen
// bitte, nur die Lösung", "Keine langen Texte bitte, nur das Ergebnis".
