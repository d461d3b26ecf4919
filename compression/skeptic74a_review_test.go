package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of e7aac4f..24a3fbd (a42f7ae, 1ef754a, 02744c7, a23ce9a, ceba2b9,
// 24a3fbd) by a skeptic helper. REGRESSION tests pass with the files of
// e7aac4f and fail at 24a3fbd: the wrong reading comes from the commit and
// function each names. STILL MISSED tests fail at both: real sentences the
// reading still gets wrong, near what the change set out to fix. The
// sentences are this file's own. Stop 74 fixed the eight regressions and
// five of the seven still missed; the two left are skipped with a note. Helpers: read31 (skeptic31), linesOf57 and
// holds57 (memory_reading57), kindWith (memory_reading71), ledger34b
// (skeptic34b) — all present at e7aac4f.

// takeBackKept74a fails when the rule of message 0 that holds ruleKey is
// still in force (a rule, nothing newer) while its take-back in message 2
// (the line holding revKey) is not read as one.
func takeBackKept74a(t *testing.T, msgs []string, ruleKey, revKey string) {
	t.Helper()
	var rule, revocation *session.LedgerEntry
	for _, e := range ledger34b(t, msgs...) {
		switch {
		case e.Msg == 0 && strings.Contains(e.Text, ruleKey) && e.Kind == session.LedgerRule && e.Newer == 0:
			rule = &e
		case e.Msg == 2 && strings.Contains(e.Text, revKey):
			revocation = &e
		}
	}
	if rule != nil && (revocation == nil || revocation.Kind != session.LedgerRule) {
		kind := "lost"
		if revocation != nil {
			kind = "a " + string(revocation.Kind)
		}
		t.Errorf("the instruction %q stays in force, and its take-back %q is %s", rule.Text, msgs[2], kind)
	}
}

// --- REGRESSIONS ------------------------------------------------------------

// REGRESSION (a42f7ae, scrapsAChoice in makeGroup's decision case, with
// withMarker). A take-back of a choice whose new choice says no word of
// `decided` ("we'll do it at home", "wir machen es bei uns", "we're having
// one after all" — its "after all." is cut off with the clause) is now a
// decision whose line is only the take-back: "Forget the cake", "Forget the
// hotel", "Vergiss das Hotel". The new plan is lost, and for the cake the
// model is told the opposite of what the person said (no cake, when they
// are having one after all). At e7aac4f the whole sentence was one line (a
// rule, the wrong kind, but nothing lost). Very plausible: the everyday way
// to change a plan while organising a party or a move.
func TestSkeptic74aScrappedChoiceKeepsTheNewChoice(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Forget the cake, we're having one after all.", "having one"},
		{"Forget the hotel, we'll do it at home.", "at home"},
		{"Vergiss das Hotel, wir machen es bei uns.", "bei uns"},
	} {
		if got := read31(c.text); !holds57(got, c.key) {
			t.Errorf("%q: no line holds the new choice %q: %v", c.text, c.key, got)
		}
	}
}

// REGRESSION (a42f7ae scrapsAChoice, widened by a23ce9a to every take-back
// word). A take-back of the answers' emoji rule whose second clause says
// "decided … after all", "al final" or "jetzt doch" is read as a changed
// decision, because "emoji" is none of the words (output, answerShapes,
// answerNouns, …) that keep it a take-back of an instruction. The rule "No
// emojis in your replies" stays in force, unmarked, ranked above the
// take-back; at e7aac4f the take-back was a rule and took the emoji rule
// away. Very plausible: people change their mind about emoji all the time.
func TestSkeptic74aTakingBackTheEmojiRuleStillTakesItBack(t *testing.T) {
	for _, c := range []struct {
		msgs            []string
		ruleKey, revKey string
	}{
		{[]string{
			"We're renovating the kitchen. No emojis in your replies, please.", "A: Sure.",
			"Forget the emoji thing, I've decided I actually like them.", "A: Ok.",
		}, "emojis", "Forget"},
		{[]string{
			"Estamos reformando la cocina. Sin emojis en tus respuestas, por favor.", "A: Vale.",
			"Olvida lo de los emojis, al final me gustan.", "A: Vale.",
		}, "emojis", "Olvida"},
		{[]string{
			"Wir renovieren die Küche. Bitte keine Emojis in deinen Antworten.", "A: Klar.",
			"Vergiss das mit den Emojis, die sind jetzt doch okay.", "A: Ok.",
		}, "Emojis", "Vergiss"},
	} {
		takeBackKept74a(t, c.msgs, c.ruleKey, c.revKey)
	}
}

// REGRESSION (a42f7ae scrapsAChoice / a23ce9a). The same for an instruction
// about a topic: "No diet advice, please" (the probe's own example) taken
// back with "I've decided I want it after all"; "never bring up my ex" taken
// back with "I've decided it's fine to talk about him"; "keine Witze über
// mein Alter" taken back with "ist jetzt doch okay". Each take-back is now a
// decision, so the model keeps being told no diet advice / never mention
// Mark / no jokes — what the person explicitly lifted. At e7aac4f the
// take-back was a rule and removed the old one (or at least ranked with
// it). Plausible, a bit less common than the emoji case.
func TestSkeptic74aTakingBackATopicBanStillTakesItBack(t *testing.T) {
	for _, c := range []struct {
		msgs            []string
		ruleKey, revKey string
	}{
		{[]string{
			"I'm planning my sister's 40th in March. No diet advice, please, I get enough of that at home.", "A: Understood.",
			"Forget the no diet advice thing, I've decided I want it after all.", "A: Ok.",
		}, "diet advice", "Forget"},
		{[]string{
			"We're getting married on 14 June in Leeds. Please never bring up my ex, Mark, in any of your suggestions.", "A: Understood.",
			"Forget what I said about Mark, I've decided it's fine to talk about him.", "A: Ok.",
		}, "Mark", "Forget"},
		{[]string{
			"Für die Hochzeit im Juni brauche ich Hilfe. Und bitte keine Witze über mein Alter.", "A: Klar.",
			"Vergiss das mit den Witzen, ist jetzt doch okay.", "A: Ok.",
		}, "Witze", "Vergiss"},
	} {
		takeBackKept74a(t, c.msgs, c.ruleKey, c.revKey)
	}
}

// REGRESSION (a42f7ae scrapsAChoice: "wir bleiben bei" is `decided`).
// "Vergiss das mit dem Duzen, wir bleiben beim Sie." takes back "duz mich"
// and asks to be addressed as Sie again. It is now a decision whose line is
// only "Vergiss das mit dem Duzen": "wir bleiben beim Sie" is lost, and the
// old "Duz mich bitte" stays in force without its "(updated" mark. At
// e7aac4f the sentence was one rule line and marked the Duz rule updated.
// Plausible for a German speaker who tried "du" and went back.
func TestSkeptic74aBackToSieIsKeptAsAnInstruction(t *testing.T) {
	const text = "Vergiss das mit dem Duzen, wir bleiben beim Sie."
	if k := kindWith(text, "A: Ok.", "beim Sie"); k != session.LedgerRule {
		t.Errorf("%q: the address form asked for is read as %q, want a rule", text, k)
	}
	msgs := []string{
		"Ich heirate im Juni. Duz mich bitte, das Sie ist mir zu steif.", "A: Klar.",
		text, "A: Ok.",
	}
	takeBackKept74a(t, msgs, "Duz", "Vergiss")
}

// REGRESSION (ceba2b9, banFromNow's head rule: a head of four or five words
// now counts only when it is all banHeads). A ban from now on after an
// ordinary head — an apology ("Sorry, one more thing"), "While I think of
// it", "Oh, and before I forget", "Okay, here's the deal", "Entschuldige,
// noch eine Sache", "Ach, und bevor ich's vergesse", "Perdona, una cosa
// más", "Una petición para el futuro" — is no longer an instruction: the
// English ones are lost altogether or read as a plain fact, the German and
// Spanish read as facts, so "no jokes about my age" is the first line a
// small memory drops. At e7aac4f (a head of up to five words) all were
// rules. Very plausible: these heads are how people add a request mid-chat.
func TestSkeptic74aBanFromNowAfterAnOrdinaryHeadIsStillAnInstruction(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Sorry, one more thing: from now on, no jokes about my age.", "jokes"},
		{"While I think of it: from now on, no jokes about my age.", "jokes"},
		{"Oh, and before I forget: from now on, no jokes about my weight.", "jokes"},
		{"Okay, here's the deal: from now on, no jokes about my age.", "jokes"},
		{"Entschuldige, noch eine Sache: ab jetzt keine Witze über mein Alter.", "Witze"},
		{"Ach, und bevor ich's vergesse: ab jetzt keine Witze über mein Alter.", "Witze"},
		{"Perdona, una cosa más: a partir de ahora, nada de chistes sobre mi edad.", "chistes"},
		{"Una petición para el futuro: a partir de ahora, nada de chistes sobre mi edad.", "chistes"},
	} {
		if k := kindWith(c.text, "A: Ok.", c.key); k != session.LedgerRule {
			t.Errorf("%q is read as %q, want a rule", c.text, k)
		}
	}
}

// REGRESSION (ceba2b9, opensPastLead now joins past "Eso sí" only when
// droppedSubject finds no subject). "Eso sí, ella es vegana" / "Eso sí, él
// no come cerdo" name their subject with a pronoun, so they no longer join
// the sentence that names Carmen / Pablo — and the line, a pronoun and a
// diet with no one named, is then dropped: the mother-in-law's veganism and
// the brother's no-pork are lost from the memory altogether. At e7aac4f
// each joined ("… Carmen viene a la boda. ella es vegana."). Very
// plausible: wedding guest lists in Spanish are full of these.
func TestSkeptic74aEsoSiWithAPronounKeepsTheDiet(t *testing.T) {
	for _, c := range []struct{ text, who, what string }{
		{"Mi suegra Carmen viene a la boda. Eso sí, ella es vegana.", "Carmen", "vegana"},
		{"Mi hermano Pablo llega el viernes. Eso sí, él no come cerdo.", "Pablo", "cerdo"},
	} {
		if got := read31(c.text); !holds57(got, c.who, c.what) {
			t.Errorf("%q: no line holds %s and %q: %v", c.text, c.who, c.what, got)
		}
	}
}

// REGRESSION (ceba2b9, opensPastLead: droppedSubject only knows likings and
// "es/está", and "ah" never joins). A Spanish sentence with a dropped
// subject past "Eso sí," or "Ah," whose verb is not a liking — the plumber
// "cobra 60 euros la hora", the landlady "necesita las llaves antes del 30"
// — or a liking after "Ah," ("odia el picante") is now a line of its own:
// the memory keeps a rate, a deadline, a dislike, and not whose. At
// e7aac4f each joined the sentence naming Andrés / Doña Pilar / Paco. Very
// plausible (renovation, move, party).
func TestSkeptic74aDroppedSubjectPastALeadInKeepsWhoItIs(t *testing.T) {
	for _, c := range []struct{ text, who, what string }{
		{"El fontanero, Andrés, viene el martes. Eso sí, cobra 60 euros la hora.", "Andrés", "60 euros"},
		{"La casera, Doña Pilar, pasa el jueves. Eso sí, necesita las llaves antes del 30.", "Pilar", "llaves"},
		{"Mi tío Paco viene desde Sevilla. Ah, odia el picante.", "Paco", "picante"},
	} {
		if got := read31(c.text); !holds57(got, c.who, c.what) {
			t.Errorf("%q: no line holds %s and %q: %v", c.text, c.who, c.what, got)
		}
	}
}

// REGRESSION (ceba2b9, unsure: the worry-head branch now refuses any "but",
// "aber", "pero" or word of `decided` anywhere in the rest). "My one worry:
// I'm not sure the caterer can do vegan, but I'll ask" is still an open
// worry (the "but" only says what they will do about it), and "I'm not sure
// we've decided on the right date" doubts a decision — it decides nothing.
// Now the first three are plain facts and the last a decision, so the open
// question is ranked and carried as settled news. At e7aac4f all were open
// questions. Very plausible: "…, but we'll see" closes half of all worries.
func TestSkeptic74aWorryWithAButIsStillOpen(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"My one worry: I'm not sure the caterer can do vegan, but I'll ask.", "vegan"},
		{"My main worry: I'm not sure the dog will settle in the new flat, but we'll see.", "settle"},
		{"Mi mayor preocupación: no sé si el salón es bastante grande, pero lo vemos el sábado.", "salón"},
		{"My one worry: I'm not sure we've decided on the right date.", "right date"},
	} {
		if k := kindWith(c.text, "A: Ok.", c.key); k != session.LedgerQuestion {
			t.Errorf("%q is read as %q, want an open question", c.text, k)
		}
	}
}

// --- STILL MISSED -----------------------------------------------------------

// STILL MISSED (02744c7, stopsDoing's askingCan: English only). The asked
// order to stop in Spanish and German — "¿Puedes dejar de decirme que venda
// online?", "Kannst du bitte aufhören, mir Onlineshops vorzuschlagen?" — is
// still read as a question asked once, not an instruction, so the model is
// not told to stop. Exactly as plausible as the English the commit fixed.
func TestSkeptic74aAskedStopOrderInSpanishAndGerman(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"¿Puedes dejar de decirme que venda online?", "online"},
		{"¿Podrías dejar de recomendarme tiendas online?", "online"},
		{"Kannst du bitte aufhören, mir Onlineshops vorzuschlagen?", "Onlineshops"},
	} {
		if k := kindWith(c.text, "A: Ok.", c.key); k != session.LedgerRule {
			t.Errorf("%q is read as %q, want a rule", c.text, k)
		}
	}
}

// STILL MISSED (banFromNow: what it bans must be one of givenByAnswers, and
// "exclamation marks", "small talk", "Ausrufezeichen" are not; no other
// reading takes them). "From now on, no exclamation marks.", "…, no
// small talk.", "Oh, one more thing: from now on, no exclamation marks."
// (a head of banHeads only) are lost altogether — no line at all — and "Ab
// jetzt keine Ausrufezeichen mehr." is a plain fact. The model is never told.
// Very plausible instructions about style.
func TestSkeptic74aPlainBanFromNowIsAnInstruction(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"From now on, no exclamation marks.", "exclamation"},
		{"From now on, no small talk.", "small talk"},
		{"Oh, one more thing: from now on, no exclamation marks.", "exclamation"},
		{"Ab jetzt keine Ausrufezeichen mehr.", "Ausrufezeichen"},
	} {
		if k := kindWith(c.text, "A: Ok.", c.key); k != session.LedgerRule {
			t.Errorf("%q is read as %q, want a rule", c.text, k)
		}
	}
}

// STILL MISSED (1ef754a candidOrder: it only helps when what follows the
// frankness is an order by itself). "To be honest: no lists, I hate them",
// "Para serte sincera: nada de listas, las odio", "Ehrlich gesagt: keine
// Listen, die nerven mich", "Honestly, plain English please" are answer
// format instructions read as facts (ranked and dropped as facts, not
// followed as rules). Very plausible, the same frankness the commit handles.
func TestSkeptic74aFrankBanOnTheAnswersShapeIsAnInstruction(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"To be honest: no lists, I hate them.", "lists"},
		{"Para serte sincera: nada de listas, las odio.", "listas"},
		{"Ehrlich gesagt: keine Listen, die nerven mich.", "Listen"},
	} {
		if k := kindWith(c.text, "A: Ok.", c.key); k != session.LedgerRule {
			t.Errorf("%q is read as %q, want a rule", c.text, k)
		}
	}
}

// STILL MISSED at stop 74, fixed at stop 75 (plainRegister). (split from
// the test above at stop 74, which fixed its three
// bans: the frankness heads a ban, and a dislike of what is banned is no
// other clause). A register asked for with a bare "please" — "Honestly,
// plain English please." — is a fact, and so is "Plain English, please."
// alone: no reading takes a manner of speaking named without a verb.
func TestSkeptic74aFrankPlainEnglishIsAnInstruction(t *testing.T) {
	if k := kindWith("Honestly, plain English please.", "A: Ok.", "plain English"); k != session.LedgerRule {
		t.Errorf("%q is read as %q, want a rule", "Honestly, plain English please.", k)
	}
}

// STILL MISSED (ceba2b9's opensPastLead / droppedSubject: "bebe", "viene"
// are no dropLikes; "Pero ella" has a pronoun). "Mi hermano Pablo llega el
// viernes. Eso sí, no bebe alcohol." and "Mi suegra Carmen viene a la boda.
// Pero ella no come marisco." lose the second sentence altogether — the
// brother doesn't drink, the mother-in-law eats no seafood: exactly what a
// caterer needs. Very plausible.
func TestSkeptic74aSpanishLimitAfterALeadInIsLost(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Mi hermano Pablo llega el viernes. Eso sí, no bebe alcohol.", "alcohol"},
		{"Mi suegra Carmen viene a la boda. Pero ella no come marisco.", "marisco"},
	} {
		if got := read31(c.text); !holds57(got, c.key) {
			t.Errorf("%q: no line holds %q: %v", c.text, c.key, got)
		}
	}
}

// STILL MISSED (makeGroup's trim of empty end clauses: a name said once
// scores nothing). A name in apposition at the end of the sentence — "…
// with my sister, Anna.", "… con el perro, Toby." — is cut off the line as
// if it were an empty aside; the memory keeps "with my sister" and loses
// who she is. Very plausible.
func TestSkeptic74aNameAtTheEndIsKept(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"We're flying to Madrid on Friday with my sister, Anna.", "Anna"},
		{"Nos mudamos a Valencia el 3 de mayo con el perro, Toby.", "Toby"},
		{"We're moving to Leeds on the 3rd of May with the dog, Biscuit.", "Biscuit"},
	} {
		if got := read31(c.text); !holds57(got, c.key) {
			t.Errorf("%q: no line holds %q: %v", c.text, c.key, got)
		}
	}
}

// STILL MISSED (a bare ban of a thing at the event: no kind reads it — not
// bannedItems/houseRule as a liking, not a decision — and the line, naming
// nothing said often, is dropped). "No kids at the wedding." and
// "Nada de niños en la boda." after a message about the wedding leave no
// line at all — the couple's decision (adults only) is lost, and the model
// may suggest a kids' table. Very plausible.
func TestSkeptic74aNoKidsAtTheWeddingIsKept(t *testing.T) {
	for _, c := range []struct {
		before    []string
		text, key string
	}{
		{[]string{"We're getting married on 14 June at the Old Mill in Leeds, about 90 guests.", "A: Congratulations!"}, "No kids at the wedding.", "kids"},
		{[]string{"Nos casamos el 14 de junio en una masía cerca de Girona, unos 90 invitados.", "A: ¡Enhorabuena!"}, "Nada de niños en la boda.", "niños"},
	} {
		if got := linesOf57(c.before, c.text); !holds57(got, c.key) {
			t.Errorf("%q: no line holds %q: %v", c.text, c.key, got)
		}
	}
}

// STILL MISSED at stop 74, fixed at stop 75 (householdOrder; the "you" of a
// frankness head is no addressee: pastCandour). A household rule
// said to the family — "New rule: stop leaving wet towels on the floor!" —
// and a sigh about a past move — "Te soy sincera: nunca más una mudanza en
// agosto." — are read as instructions to the assistant: the model is told
// a rule the person never gave it, ranked above every fact. Plausible
// (the towels one very).
func TestSkeptic74aSomeoneElsesRuleOrASighIsNoInstruction(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"New rule: stop leaving wet towels on the floor!", "towels"},
		{"Te soy sincera: nunca más una mudanza en agosto.", "mudanza"},
	} {
		if k := kindWith(c.text, "A: Ok.", c.key); k == session.LedgerRule {
			t.Errorf("%q is read as an instruction to the assistant", c.text)
		}
	}
}
