package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of stop 47 (baa4499..1e2be24) by a skeptic helper, on instructions
// and take-backs: bareOrder, wholesale, the language / unit / length
// updates in ruleUpdate, takenBack ("at the start", calledBy), "please
// don't send me …". Each test below fails on 1e2be24; every one of them
// passed on baa4499 (the changes of this stop broke them). The sentences are
// this file's own.

// instructionsKept reports each of the instructions not sent as current in
// the memory of msgs (the instructions are messages #1 and #3).
func instructionsKept(t *testing.T, msgs []string, rules ...string) {
	t.Helper()
	got := remembered(t, said(msgs...))
	for i, r := range rules {
		if !sentAsCurrent(got, 2*i+1, r) {
			t.Errorf("after %q the instruction %q is no longer sent as current:\n%s", msgs[len(msgs)-2], r, got)
		}
	}
}

// A person drops a travel plan or a budget with "forget everything I said
// about …": wholesale reads "I said" / "que te dije" as every instruction
// taken back, and the language and formatting instructions are gone.
func TestSkeptic47AForgetEverythingAboutAPlanKeepsTheInstructions(t *testing.T) {
	instructionsKept(t, []string{
		"Always answer me in Spanish, I'm practising.", "A: Vale.",
		"Never use bullet points.", "A: Ok.",
		"We were planning Lisbon in May.", "A: Nice.",
		"Forget everything I said about Lisbon, we're going to Porto instead.", "A: Ok.",
	}, "answer me in Spanish", "Never use bullet points")
	instructionsKept(t, []string{
		"Contéstame siempre en español, que estoy practicando.", "A: Vale.",
		"Nada de emojis, por favor.", "A: Vale.",
		"Olvida todo lo que te dije de Lisboa, al final vamos a Oporto.", "A: Vale.",
	}, "Contéstame siempre en español", "Nada de emojis")
	instructionsKept(t, []string{
		"Use metric units.", "A: Ok.",
		"Always give me prices in euros.", "A: Ok.",
		"Okay, forget everything I said about the budget, Dad is paying for it all.", "A: Ok.",
	}, "Use metric units", "prices in euros")
}

// "Please don't forget everything I told you about how I like my answers"
// asks the assistant to KEEP the instructions: wholesale sees "forget
// everything" and "I told you" and takes every one of them back.
func TestSkeptic47ADontForgetEverythingKeepsTheInstructions(t *testing.T) {
	instructionsKept(t, []string{
		"Keep answers under 100 words.", "A: Ok.",
		"Never use emojis.", "A: Ok.",
		"Please don't forget everything I told you about how I like my answers.", "A: Ok.",
	}, "Keep answers under 100 words", "Never use emojis")
}

// "Forget all of that, I said the wrong address, it's 41 Rua Augusta"
// corrects a fact: "I said" makes it a wholesale take-back, and the
// Spanish and bullet-point instructions are gone.
func TestSkeptic47AForgetAllOfThatAboutAnAddressKeepsTheInstructions(t *testing.T) {
	instructionsKept(t, []string{
		"Always answer me in Spanish, I'm practising.", "A: Vale.",
		"Never use bullet points.", "A: Ok.",
		"My sister Ana lives at 14 Rua Augusta.", "A: Nice.",
		"Forget all of that, I said the wrong address, it's 41 Rua Augusta.", "A: Ok.",
	}, "answer me in Spanish", "Never use bullet points")
}

// The person's first message was a fact (the flight date), the French
// instruction came second; "Forget what I said at the start, the flight is
// on the 14th" corrects the date, but takenBack's "earliest instruction"
// takes the French instruction back.
func TestSkeptic47AWhatISaidAtTheStartWasAFact(t *testing.T) {
	got := remembered(t, said(
		"My flight to Lyon is on the 12th.", "A: Ok.",
		"Please always answer in French.", "A: D'accord.",
		"Forget what I said at the start, the flight is on the 14th.", "A: Ok."))
	if !sentAsCurrent(got, 3, "answer in French") {
		t.Errorf("a correction of the first fact took the French instruction back:\n%s", got)
	}
}

// A language learner adds a second instruction that names their own
// language: "Always give the English translation of new words in brackets"
// after "Always answer me in Spanish" — switchesTongue marks the Spanish
// instruction updated (the model may switch to English). Same in Spanish.
func TestSkeptic47ATranslationInBracketsKeepsTheLanguage(t *testing.T) {
	instructionsKept(t, []string{
		"Always answer me in Spanish, I'm practising.", "A: Vale.",
		"Always give the English translation of new words in brackets.", "A: Ok.",
	}, "answer me in Spanish", "English translation")
	instructionsKept(t, []string{
		"Contéstame siempre en alemán, estoy aprendiendo.", "A: Ok.",
		"Pon siempre la palabra en español entre paréntesis cuando sea difícil.", "A: Ok.",
	}, "Contéstame siempre en alemán", "entre paréntesis")
}

// "And always add the dollar amount in brackets" after "Always give me
// prices in euros" asks for both: the euros instruction is marked updated.
func TestSkeptic47ADollarsBesideEurosKeepEuros(t *testing.T) {
	instructionsKept(t, []string{
		"Always give me prices in euros.", "A: Ok.",
		"And always add the dollar amount in brackets.", "A: Ok.",
	}, "prices in euros", "dollar amount")
}

// A one-off task, "Use formal German in the letter." (to a landlord in
// Berlin), is read as a bare order and marks "Always answer me in English"
// updated: the model may answer in German from then on.
func TestSkeptic47AALetterInGermanKeepsEnglish(t *testing.T) {
	got := remembered(t, said(
		"Always answer me in English, please.", "A: Ok.",
		"I'm writing to my landlord in Berlin about the heating.", "A: Ok.",
		"Use formal German in the letter.", "A: Ok."))
	if !sentAsCurrent(got, 1, "answer me in English") {
		t.Errorf("a letter to write in German updated the English instruction:\n%s", got)
	}
}

// Asked about a child's school, the person says "French is fine now, it's
// maths she struggles with": read as an instruction allowing French, and
// "Always answer in English" is marked updated.
func TestSkeptic47AAChildsFrenchIsNoInstruction(t *testing.T) {
	text := "French is fine now, it's maths she struggles with."
	never31(t, session.LedgerRule, text)
	got := remembered(t, said("Always answer in English.", "A: Ok.", "How is Lucía doing at school?", "A: How is she?", text, "A: Ok."))
	if !sentAsCurrent(got, 1, "Always answer in English") {
		t.Errorf("a remark on a child's French updated the English instruction:\n%s", got)
	}
}

// "Forget what I said about duck, I had it at Jenny's and loved it" takes
// back "Never suggest duck recipes": "duck" is now a word people call the
// assistant (calledBy) and is dropped, so the ban stays current.
func TestSkeptic47ADuckIsTakenBack(t *testing.T) {
	got := remembered(t, said(
		"Never suggest duck recipes, I can't stand it.", "A: Ok.",
		"Forget what I said about duck, I had it at Jenny's and loved it.", "A: Ok."))
	if sentAsCurrent(got, 1, "duck recipes") {
		t.Errorf("the ban on duck is still sent as current after its take-back:\n%s", got)
	}
}

// A task on one named document, speech or recipe is no standing
// instruction: bareOrder makes each of these a rule ("Keep the wedding
// speech short and funny" would shorten every answer after it).
func TestSkeptic47AATaskOnADocumentIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"Keep the wedding speech short and funny.",
		"Keep the cover letter short.",
		"Write the letter formally.",
		"Use formal German in the letter.",
		"Schreib die E-Mail förmlich.",
		"Escribe el correo en tono formal.",
		"Use metric units in Gran's recipe.",
		"Nenne Synonyme für glücklich.",
		"Explain inflation like I'm five.")
}

// A one-off request after a long reply ("Give me the short version, I'm in
// a hurry", "Give me the steps again") or advice for the person's own talk
// ("Be brief with the vicar") is read as a standing instruction.
func TestSkeptic47AAOneOffRequestIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"Give me the short version, I'm in a hurry.",
		"Ok give me the short version.",
		"Give me the steps again.",
		"Give me the summary.",
		"Dame los pasos.",
		"Be brief with the vicar.")
}

// "Call Mum.", "Call Sarah tonight." are notes of a call to make, not how
// to address the person: bareOrder's "Call me Sam" branch needs no "me".
func TestSkeptic47ACallingSomeoneIsNoName(t *testing.T) {
	never31(t, session.LedgerRule, "Call Mum.", "Call Sarah tonight.", "Call Dave.")
}

// "I like your answers, thanks!" is a compliment: bareOrder's "I like …
// answers" makes it an instruction.
func TestSkeptic47AAComplimentIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule, "I like your answers, thanks!", "I like your answers.")
}

// "Don't send me to Coventry, I was only joking!" (an idiom: don't shun me)
// and "Don't send me off to bed, I'm not tired yet" are no instruction on
// where answers point the person.
func TestSkeptic47ASendMeIdiomsAreNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"Don't send me to Coventry, I was only joking!",
		"Don't send me off to bed, I'm not tired yet.")
}
