package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// Second review of stop 30 (daaedf7..4e301cb), after the seventeen of
// skeptic30_review_test.go were fixed: each test failed on 4e301cb and says
// what the person would lose, or what wrong line the model would be sent.
// The sentences are this file's own. Fixed: a request is no instruction when
// it is an apology, for this once, or about what the person did ("dass ich
// nicht …"), and "only"/"nur"/"solo" are no always-or-never; "every … makes
// me send" needs a "you" (or a Spanish verb that says it); switching is a
// decision only as "I'm/we're switching (to)", "I/we('ve) switched to"; a
// doubt that was, or one about what the assistant remembers, is no question;
// a labelled question that was, or someone else's, is none; a "question for
// later" that asks its own question keeps it; only words about a question
// put one aside; a request points back only with a pointer that ends it
// (not "so that …") and not onto a sentence read as two subjects; a Spanish
// verb with its subject after it ("Llega mi hermano", "Dice la doctora") does
// not point back; a dictated clause is not split before "only"/"unless", nor
// in an instruction; "7PM" is no code; "Mi marido, Javier, es celíaco" keeps
// what he is.

// askedToKeep: "te pido … no" / "Sie … bitten, dass … nicht" followed within
// a few words by "mencionar" / "erwähnt" is taken for "ask you never to
// mention …". An apology for not having said something earlier is the very
// opposite of an instruction, yet the news after it (the mother's diabetes,
// Felix's nut allergy) becomes a rule: ranked 40 above every fact, never
// dropped, and sent to the model as something it was told to do.
func TestSkeptic30bAnApologyIsNoInstruction(t *testing.T) {
	never30(t, session.LedgerRule,
		"Te pido perdón por no mencionarlo antes: mi madre es diabética y no puede tomar azúcar.",
		"Ich muss Sie um Entschuldigung bitten, dass ich nicht erwähnt habe: unser Sohn Felix ist gegen Nüsse allergisch.",
	)
}

// askedToKeep still counts "only" / "nur" / "solo" as always-or-never: the
// first review's one-off ("only to check the spelling") is no instruction
// only because "check" is not a word of the answers. With "list", "erklären",
// "des" it is one again, though the request says itself it is for this once
// ("this time", "kurz", "esta vez"): every later answer would be held to
// "only list the three cheapest quotes".
func TestSkeptic30bOnlyThisOnceIsStillNoInstruction(t *testing.T) {
	never30(t, session.LedgerRule,
		"I'd ask you only to list the three cheapest quotes this time, the roofer from Harris Roofing can wait.",
		"Ich möchte Sie bitten, mir nur kurz zu erklären, wie die Grundsteuer in Hessen berechnet wird.",
		"Te pido solo que me des el presupuesto de la reforma por escrito esta vez.",
	)
}

// givesAny/orderOnWhatever: "every … me … send/show" is read as "every X you
// give me", whoever does the making: "my boss Derek makes me send the sales
// figures …, takes an hour" and "my physio makes me show her the exercises,
// hurts like mad" are complaints about someone else, but become standing
// orders to the assistant that outrank everything.
func TestSkeptic30bWhatSomeoneMakesMeDoIsNoInstruction(t *testing.T) {
	never30(t, session.LedgerRule,
		"Every Friday my boss Derek makes me send the sales figures to the Leeds office, takes an hour at least.",
		"every week my physio makes me show her the exercises from the sheet, hurts like mad.",
	)
}

// decided (0621816): "and switched to", "me cambio a", "ich wechsle zu" are
// decisions without anyone deciding: a cancelled train switched to a
// replacement bus, getting changed in a hurry ("me cambio a toda prisa"),
// changing the tyres at home ("ich wechsle zu Hause …", the first review's
// sentence with two more words) are ranked as settled decisions.
func TestSkeptic30bSwitchedWithoutAChoiceIsNoDecision(t *testing.T) {
	never30(t, session.LedgerDecision,
		"The 7:40 to Leeds was cancelled and switched to a replacement bus from Wakefield.",
		"Los martes salgo del trabajo, me cambio a toda prisa y llevo a Lucía a natación a las 18:00.",
		"Ich wechsle zu Hause selbst die Reifen, das spart 60 Euro.",
	)
}

// unsure and "think it through": the disclaimer check only knows
// "relevant", "told", "mentioned" and a following "but", so "not sure if
// you remember, …" / "nicht sicher, ob du dich erinnerst: …" / "no sé muy
// bien si te lo dije, …" make the allergy after them an open question
// (ranked 8 above facts, as something the person still wants answered); so
// does a doubt the same sentence settles ("the council confirmed on Monday
// it does") and a regret ("I didn't really think it through when I booked
// …").
func TestSkeptic30bAFactAfterADoubtIsNoOpenQuestion(t *testing.T) {
	never30(t, session.LedgerQuestion,
		"I'm not sure if you remember, my son Tomás is coeliac, so no regular bread.",
		"Ich bin mir nicht sicher, ob du dich erinnerst: meine Tochter Lea hat eine Nussallergie.",
		"No sé muy bien si te lo dije, mi hija Lucía es celíaca, nada de pan normal.",
		"Dad was not sure whether his pension would cover the care home, the council confirmed on Monday it does, 1,240 pounds a month.",
		"I didn't really think it through when I booked the Lisbon flights for 3 May, that's Mum's 70th.",
	)
}

// askedLabel: any label with "question", "no idea", "Frage", "pregunta"
// before a question mark is an open question of the person's: a rhetorical
// sigh about Gary, a child's question at dinner, the mother's nagging ("me
// pregunta lo mismo cada domingo"), and a question the next sentence
// answers ("We went with the Crown").
func TestSkeptic30bSomeoneElsesOrASettledQuestionIsNotOpen(t *testing.T) {
	never30(t, session.LedgerQuestion,
		"No idea what Gary was thinking: who buys three lawnmowers in one summer?",
		"Die Frage meiner Tochter beim Abendessen: warum ist der Himmel eigentlich blau?",
		"Mi madre me pregunta lo mismo cada domingo: ¿cuándo vais a tener hijos?",
		"The big question was the venue: the Old Mill or the Crown and Anchor? We went with the Crown, 450 pounds for the back room.",
	)
}

// putAside: a sentence opening "Question for later:" / "One for later:"
// after any question is taken for the words that put that question aside,
// so its own lines that name nothing go: the real open question (the
// council tax band, the skip permit) is lost, and the news or the sigh
// before it ("Did I tell you Tom got the job?", "can you believe it?") is
// kept as the open question instead. daaedf7 kept the real one.
func TestSkeptic30bAQuestionForLaterIsNotLostToTheOneBefore(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Did I tell you Tom got the job? Question for later: does his new salary change our council tax band?", "band"},
		{"My neighbour parked his van across our drive again, can you believe it? One for later: do we need a permit to put a skip on the road?", "permit"},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineWith(got, c.key) == "" {
			t.Errorf("the question about %q is lost:\n%s", c.key, got)
		}
	}
}

// putAside: "Für später" and "Para más adelante" are still in the list of
// words that put a question aside, so the first review's flowerpot comes
// back in German and Spanish: after "Weißt du noch …?" / "¿Te acuerdas …?"
// the sentence that says where the spare key is names nothing (a German
// noun, a Spanish common word) and goes. daaedf7 kept it.
func TestSkeptic30bANoteForLaterKeepsWhereTheKeyIs(t *testing.T) {
	german := []string{
		"Am Montag habe ich wieder an den Garten und die Garage gedacht, weil die Hecke so wuchert.", "A: Gut.",
		"Am Dienstag kam meine Schwester mit dem Plan für die neue Terrasse vorbei.", "A: Gut.",
		"Am Mittwoch hat der Gärtner die Steine für den Weg gebracht und die alten Platten mitgenommen.", "A: Gut.",
		"Weißt du noch, dass der Ersatzschlüssel weg war? Für später: er liegt unter dem blauen Blumentopf neben der Garage.", "A: Gut.",
	}
	if got := remembered(t, said(german...)); lineWith(got, "Blumentopf") == "" {
		t.Errorf("where the spare key is is lost:\n%s", got)
	}
	got := remembered(t, said("¿Te acuerdas de que perdí la llave del trastero? Para más adelante: está debajo de la maceta azul del patio.", "A: Vale."))
	if lineWith(got, "maceta") == "" {
		t.Errorf("where the key is is lost:\n%s", got)
	}
}

// pointingRequest: "that" as a conjunction ("so that nothing gets
// forgotten", "now that the weather has turned") counts as a pointer that
// ends the request, so the request joins the sentence before whatever it is
// about: the cottage's Wi-Fi password becomes part of a question about
// dinner (the first review's defect, back through "so that").
func TestSkeptic30bSoThatDoesNotPointBack(t *testing.T) {
	for _, c := range []struct{ text, ask string }{
		{"The Wi-Fi password at the cottage is Heron2291. Can you write me a packing list so that nothing gets forgotten?", "packing"},
		{"Our Wi-Fi password at the cottage is Heron2291. Can you suggest a quick dinner for tonight now that the weather has turned?", "dinner"},
	} {
		got := remembered(t, said(c.text, "A: Sure."))
		if l := lineWith(got, "Heron2291"); l == "" || strings.Contains(l, c.ask) {
			t.Errorf("the password is not a line of its own:\n%s", got)
		}
	}
}

// pointingRequest: a request that points back takes every line of the
// sentence before onto its own, so a sentence the memory had read as two
// subjects (Tom's flight, Ruth's flight: defect 2 of issue 21) is one line
// again; when Tom's flight is delayed, Ruth's arrival reads "(updated in
// #3)" too. daaedf7 kept Ruth's line apart and current.
func TestSkeptic30bARequestDoesNotJoinTwoSubjectsAgain(t *testing.T) {
	got := remembered(t, said(
		"Tom lands at Gatwick on Friday at 6:40 and Ruth at Heathrow on Sunday at 14:10. Can you help me plan the pickups around that?", "A: Sure.",
		"Tom's flight now lands at 9:15 on Friday, delayed.", "A: Noted.",
	))
	if l := lineWith(got, "Ruth"); l == "" || strings.Contains(l, "updated") {
		t.Errorf("Ruth's arrival reads as outdated:\n%s", got)
	}
}

// pointing (04558ee): "Llega", "Dice", "Empieza", "Cierra", … open a
// sentence about the one before — but Spanish puts the subject after the
// verb as often as it drops it: "Llega mi hermano Pablo el viernes …" is
// about Pablo. His arrival joins the plumber's line, and when the plumber
// moves to Wednesday it reads "(updated in #3)"; the doctor's date for the
// blood test joins the plumber too. And "Sale" opens English sentences: the
// Dunelm sale joins Jo's birthday. daaedf7 kept each apart.
func TestSkeptic30bAVerbWithItsOwnSubjectDoesNotJoin(t *testing.T) {
	got := remembered(t, said(
		"El fontanero viene el martes a las nueve. Llega mi hermano Pablo el viernes a las 18:40 a Barajas.", "A: Vale.",
		"El fontanero viene ahora el miércoles a las nueve.", "A: Vale.",
	))
	if l := lineWith(got, "Pablo"); l == "" || strings.Contains(l, "updated") {
		t.Errorf("Pablo's arrival reads as outdated:\n%s", got)
	}
	for _, c := range []struct{ text, key, other string }{
		{"El fontanero Ramón viene el martes por la mañana. Dice la doctora Molina que Lucía tiene que repetir el análisis el 3 de marzo.", "Molina", "fontanero"},
		{"My sister Jo's birthday is on the 14th. Sale at Dunelm ends Sunday, 20% off all curtains.", "Dunelm", "birthday"},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if l := lineWith(got, c.key); l == "" || strings.Contains(l, c.other) {
			t.Errorf("%s is not a line of its own:\n%s", c.key, got)
		}
	}
}

// overlong: a dictated clause split at its "and" leaves the condition after
// it a clause of its own; made of everyday words only, it scores nothing
// and is trimmed off the line's end. The memory says the olive trees are
// held until Saturday at 85 pounds each, not "only if they still have them
// then". daaedf7 kept the condition.
func TestSkeptic30bARunOnSentenceKeepsItsCondition(t *testing.T) {
	got := remembered(t, said("right so the woman at the Homebase garden centre on Mill Lane in Crawley said they can hold the last two olive trees for me until Saturday at 85 pounds each and only if they still have them then, which is fine.", "A: Nice."))
	if l := lineWith(got, "olive"); l == "" || !strings.Contains(l, "only if") {
		t.Errorf("the condition is lost:\n%s", got)
	}
}

// rank (ca08bb8): "a booking code or a plate cannot be guessed back" adds 6
// for any word code() calls a code, and code() calls a time in capitals one
// ("7PM", like "10AM", "5K", "30°C"). Of two lines as long and as specific,
// a full memory now keeps choir practice at 7PM and drops the locksmith's
// phone number, which is newer and cannot be guessed back; daaedf7 kept the
// number.
func TestSkeptic30bATimeInCapitalsIsNoCode(t *testing.T) {
	size := func(s string) int { return len(s) }
	choir := session.LedgerEntry{Kind: session.LedgerFact, Msg: 0, User: true, Weight: 12, Text: "Choir practice moves to Thursdays at 7PM in the church hall."}
	phone := session.LedgerEntry{Kind: session.LedgerFact, Msg: 2, User: true, Weight: 12, Text: "The locksmith Dave Nolan is on 07700 900461, call him first."}
	kept, _ := compression.FitLedger([]session.LedgerEntry{choir, phone}, 80, size, compression.LedgerView{})
	if len(kept) != 1 || kept[0].Text != phone.Text {
		t.Errorf("kept %+v, want the phone number", kept)
	}
}

// overlong: a dictated instruction longer than a line is now cut at its
// conjunctions, and the part after the cut is read on its own: "y también
// el total del pedido al final …" has no "siempre" or "dame" of its own, so
// what the person asked for in every answer is no longer a rule (it can be
// dropped), and its "al final" makes it a decision instead. daaedf7 kept
// the whole instruction as one rule.
func TestSkeptic30bADictatedInstructionStaysOneRule(t *testing.T) {
	text := "por favor dame siempre los precios en euros con el IVA incluido para cada cosa y los gastos de envío aparte para cada proveedor y también el total del pedido al final para poder comparar los presupuestos de los tres albañiles"
	found := false
	for _, e := range read30(text) {
		if strings.Contains(e.Text, "total del pedido") {
			found = true
			if e.Kind != session.LedgerRule {
				t.Errorf("part of the instruction is read as a %v: %q", e.Kind, e.Text)
			}
		}
	}
	if !found {
		t.Errorf("the total asked for is lost: %+v", read30(text))
	}
}

// apposed (d515e06) keeps the relation with the name between commas, but in
// Spanish what is said of him still goes: "es" opens a clause that points
// back, trimmed as an aside after the last name, so "Mi marido, Javier, es
// celíaco." is remembered as "Mi marido, Javier" — the coeliac husband is
// lost. (daaedf7 lost it too; the English and German sentences of the same
// shape keep it: "My husband, Colin, is coeliac.")
func TestSkeptic30bANameBetweenCommasKeepsWhatHeIsInSpanish(t *testing.T) {
	got := remembered(t, said("Mi marido, Javier, es celíaco.", "A: Vale."))
	if lineWith(got, "Javier", "celíaco") == "" {
		t.Errorf("what Javier is is lost:\n%s", got)
	}
}
