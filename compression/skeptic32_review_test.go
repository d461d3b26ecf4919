package compression_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// Skeptic review of stop 32's changes (29adf9e..HEAD: f5ebb38, fa68668,
// aa63460, c387b18). Each test below fails on HEAD and says what the person
// would lose or what wrong line the model would be sent. "New" means the
// case was read right at 29adf9e; the others are cases a rule set out to
// cover and misses. The sentences are this file's own.

// --- 1. False rules: a narrated promise "from now on" (keepToThat) --------

// keepToThat takes any short sentence with "from now on" / "in future" /
// "künftig", a "keep"/"stick"/"do"/"halten" and an "it"/"that"/"daran" for an
// order to the assistant, so long as no "I"/"we" is in it. But people report
// what someone ELSE promised or was told: "He swears he'll keep it locked
// from now on", "She said keep doing that from now on", "Er will sich
// künftig daran halten". The sentence before — the son leaving the door
// unlocked, the neighbour's parking, the manager's praise — becomes a rule,
// ranked 40 above every fact and dropped last, and the model reads it as an
// instruction for the whole conversation ("My son Leo left the back door
// unlocked again last night." as a rule), while the promise itself is not
// kept. New: all were facts at 29adf9e.
func TestSkeptic32SomeoneElsesPromiseIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"My son Leo left the back door unlocked again last night. He swears he'll keep it locked from now on.",
		"Our cleaner Rosa started doing the windows on Fridays. She'll keep doing that from now on, thankfully.",
		"My manager Priya loved the quarterly report I wrote. She said keep doing that from now on.",
		"My doctor put me on 20mg of citalopram in the mornings. Keep it that way from now on, she said.",
		"Unser Nachbar Herr Brandt hat wieder vor unserer Einfahrt geparkt. Er will sich künftig daran halten, sagt er.",
		"Mein Chef hat das Teammeeting auf Montag um 9 gelegt. In Zukunft bleiben die Termine so.",
		"Mein Mann hat endlich den Keller aufgeräumt. Hoffentlich bleibt das künftig so, bitte!",
		"Mi jefa Elena me felicitó por el informe de ventas de marzo. Me dijo: a partir de ahora, sigue así.",
	)
}

// --- 2. False rules: the formal "Sie" in a filler (formalOrder) -----------

// formalOrder takes any clause that opens with a capitalized word and "Sie"
// for the formal imperative, if "immer", "nie" or "stets" is anywhere in the
// text. But German speakers open half their sentences to a stranger with
// such a phrase: "Stellen Sie sich vor, …" (imagine), "Glauben Sie mir, …",
// "Wissen Sie, …", "Entschuldigen Sie, …", "Wie Sie wissen, …", "Sehen Sie,
// …", "Ob Sie es glauben oder nicht, …", "Denken Sie nur, …". What follows is
// a fact about someone ("mein Mann hat noch nie eine Waschmaschine
// bedient", "unser Nachbar parkt immer auf unserem Stellplatz"), and the
// model is sent it as an order for the whole conversation. New: all were
// facts at 29adf9e.
func TestSkeptic32AFormalPhraseBeforeAFactIsNoOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"Stellen Sie sich vor, mein Mann hat noch nie eine Waschmaschine bedient.",
		"Glauben Sie mir, ich habe nie wieder so gut gegessen wie in Neapel.",
		"Wissen Sie, meine Mutter hat immer gesagt, dass man Brot nie wegwirft.",
		"Entschuldigen Sie, ich vergesse immer meinen Schlüssel im Büro.",
		"Wie Sie wissen, fahre ich immer mit dem Zug nach Köln.",
		"Sehen Sie, bei uns gibt es sonntags immer Braten mit Klößen.",
		"Ob Sie es glauben oder nicht, mein Sohn Paul hat noch nie einen Apfel gegessen.",
		"Denken Sie nur, unser Nachbar Herr Lenz parkt immer auf unserem Stellplatz.",
		"Stellen Sie sich vor, Herr Braun ist stets pünktlich, seit vierzig Jahren.",
	)
}

// --- 3. False rules: "in the future", "künftig" (fromNow → formatRule) ----

// fromNow now holds "in future", "in the future", "künftig", "zukünftig",
// matched as word starts, and formatRule makes any clause with one of them
// and a word like "table", "list", "sentences", "Listen", "Antworten" a rule
// about the answers. A wish for a table at a restaurant, a garden table, a
// son's career, the future in-laws ("künftigen Schwiegereltern") and a
// club's post become rules ranked above every fact. New: facts at 29adf9e.
func TestSkeptic32TheFutureIsNoFormatRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"We'd love to get a table at Noma in the future, it's been on our bucket list for years.",
		"In the future I'd like a garden with a big table under the apple tree.",
		"My son wants to write sentences for a living in the future, he loves words.",
		"The school will send reports as a list on the app in future, my daughter's teacher Mrs Hale says.",
		"Meine künftigen Schwiegereltern schicken mir ständig lange Listen mit Rezepten.",
		"Zukünftig bekommt unser Verein die Antworten vom Amt per Post, sagt unser Kassierer Herr Lange.",
	)
}

// --- 4. False rules: someone's rule after one's own label (ownLabel) ------

// ownLabel lets a sentence about oneself be an order when an "always" or
// "never" opens after its colon. But what follows a person's own label is as
// often a rule they keep with someone else, a promise they made, advice they
// gave or a lesson they learned: "I have one rule with the grandkids: never
// give them sweets before dinner", "I promised my wife one thing: never call
// my ex again", "My advice to my son: never sign anything …". The model is
// told, above every fact, never to give sweets, never to call an ex, always
// to use the metro. New: facts at 29adf9e.
func TestSkeptic32SomeoneElsesRuleAfterALabelIsNoOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"I have one rule with the grandkids: never give them sweets before dinner.",
		"I promised my wife one thing: never call my ex again.",
		"My advice to my son before uni: never sign anything without reading it.",
		"I learned one thing in Lisbon: always use the metro, never the tram.",
		"My one tip for Barcelona: never use the cash machines on La Rambla.",
		"Our deal with the kids: always show us the homework before the telly.",
		"Mi regla con los nietos: nunca les des chuches antes de cenar.",
		"Meine Regel mit den Enkeln: nie Süßigkeiten geben vor dem Abendessen.",
	)
}

// --- 5. False rules: "u" spelled out as "you" (spelled) --------------------

// spelled writes every lone "u" as "you", and any "you" speaks to the
// assistant (addressed): with a "siempre", "nunca", "immer", "nie" in the
// sentence, it is a rule. But "u" is the Spanish "or" before an o- word
// ("siete u ocho") and the German shorthand for "und" ("Mama u Papa"): a
// son's sleep, the guests at a mother-in-law's parties, the parents' Sunday
// lunch become orders to the assistant. New: facts at 29adf9e.
func TestSkeptic32TheSpanishOrIsNoYou(t *testing.T) {
	never31(t, session.LedgerRule,
		"Mi hijo siempre duerme siete u ocho horas los fines de semana.",
		"Vamos siempre siete u ocho amigos al partido del domingo.",
		"Nunca hay menos de diez u once invitados en las fiestas de mi suegra Pilar.",
		"Mama u Papa kommen immer sonntags zum Mittagessen.",
		"Meine Frau u ich gehen nie vor Mitternacht ins Bett.",
	)
}

// --- 6. Lost facts: the line ends before a reason (makeGroup, reasons) ----

// The line now ends at the first "because", "since", "which", "weil",
// "sonst", "porque", "pues" after its last named clause, whatever follows.
// But a reason is often the fact that matters most — the person is pregnant
// and nobody knows, is in hospital, has changed to night shifts — and the
// clauses after it are often the plan that follows from it: the daughter
// moves into the spare room, they are looking for a new flat, the husband
// must not be told, breakfast before the pills. The model is sent "I won't
// drink at Lisa's wedding on Saturday" with no why, and may suggest wine.
// New: at 29adf9e each sentence was one line, reason and all.
func TestSkeptic32AReasonThatIsTheFactIsKept(t *testing.T) {
	for _, c := range []struct {
		text   string
		keys   []string
		german bool
	}{
		{"I won't drink at Lisa's wedding on Saturday, because I'm pregnant, and nobody knows yet.", []string{"Lisa's", "pregnant"}, false},
		{"I can't do the Pilates class on Thursdays at 7 anymore, because my shifts at the hospital changed, I'm on nights now.", []string{"Pilates", "nights"}, false},
		{"No puedo ir a la boda de Marta el sábado, porque estoy embarazada, y nadie lo sabe todavía.", []string{"Marta", "embarazada"}, false},
		{"Dejo el gimnasio de la calle Mayor en marzo, pues ahora trabajo de noche, y no me da la vida.", []string{"gimnasio", "noche"}, false},
		{"Ich kann am Samstag nicht zu Jonas' Hochzeit, weil ich im Krankenhaus liege, und das weiß noch keiner.", []string{"Hochzeit", "Krankenhaus"}, true},
	} {
		var got string
		if c.german {
			got = inGerman(t, c.text)
		} else {
			got = inTalk31(t, c.text)
		}
		if lineOf(got, 7, c.keys...) == "" {
			t.Errorf("the reason, the fact that matters, is cut from %q:\n%s", c.text, got)
		}
	}
}

// The plan or the fact after a reason is lost with it. New: kept at 29adf9e.
func TestSkeptic32WhatFollowsAReasonIsKept(t *testing.T) {
	for _, c := range []struct {
		text   string
		key    string
		german bool
	}{
		{"Our landlord Mr Patel is raising the rent by £50 in June, which we can't afford, so we're looking for a new flat.", "flat", false},
		{"My daughter Ana is moving back home in September, because she lost her job, so she'll be in the spare room.", "spare", false},
		{"My brother Dev is staying with us in March, which I haven't told my husband yet, so keep that quiet.", "husband", false},
		{"My son Max has been sleeping badly since the operation, and he's off school all week.", "school", false},
		{"Mi hija Lucía vuelve a casa en septiembre, porque se ha quedado sin trabajo, así que dormirá en el cuarto de invitados.", "invitados", false},
		{"Meine Tochter Lea zieht im September wieder bei uns ein, weil sie ihre Wohnung verloren hat, also schläft sie im Gästezimmer.", "Gästezimmer", true},
		{"Ich nehme die Tabletten von Dr. Yilmaz morgens um 8, sonst wird mir schlecht, also frühstücke ich vorher.", "frühstücke", true},
	} {
		var got string
		if c.german {
			got = inGerman(t, c.text)
		} else {
			got = inTalk31(t, c.text)
		}
		if lineOf(got, 7, c.key) == "" {
			t.Errorf("%q is lost after the reason in %q:\n%s", c.key, c.text, got)
		}
	}
}

// --- 7. A labelled code joins a line with a value (fragment, labelled) ----

// A policy or booking number now joins the sentence before. When that
// sentence has a value of its own (the flight's date, the premium) and a
// later message updates it, the whole line is marked "(updated in #3)", and
// in a small memory the line ranked 6 lower: the booking reference, which
// still holds, went first. New: at 29adf9e the code was a line of its own,
// never marked.
//
// Decided after the second review (skeptic32b): the code stays on the line
// with what it is for ("Our flight to Lisbon is on 14 March. Booking ref:
// TAP88K2Q." — a reference of nothing is worth little), the mark stays (a
// value on the line did change, and the line is the person's words), and a
// marked line that holds a code keeps its rank. This test was changed from
// "never marked" to: the code is kept, on a line with what it is for, beside
// the new value, and a marked line with a code outranks an unmarked one as
// long with names alone.
func TestSkeptic32ALabelledCodeOutlivesAnUpdate(t *testing.T) {
	for _, c := range []struct {
		msgs       []string
		code, for_ string
	}{
		{[]string{"Our flight to Lisbon is on 14 March at 6:40. Booking ref: TAP/88K2Q.", "A: Ok.",
			"The flight to Lisbon is now on 16 March at 9:10, they moved it.", "A: Noted."}, "TAP/88K2Q", "Lisbon"},
		{[]string{"Die Haftpflicht ist endlich abgeschlossen, Beitrag 58 Euro im Jahr. Versicherungsnummer: HV/4410/93.", "A: Gut.",
			"Die Haftpflicht kostet jetzt doch 64 Euro im Jahr, nicht 58.", "A: Ok."}, "HV/4410/93", "Haftpflicht"},
	} {
		got := remembered(t, said(c.msgs...))
		if lineOf(got, 1, c.code, c.for_) == "" || lineOf(got, 3, c.for_) == "" {
			t.Errorf("the code %s or the new value is lost:\n%s", c.code, got)
		}
	}
	size := func(s string) int { return len(s) }
	marked := session.LedgerEntry{Kind: session.LedgerFact, Msg: 0, User: true, Weight: 12, Newer: 5, Text: "Our flight to Lisbon is on 14 March. Booking ref: TAP/88K2Q."}
	named := session.LedgerEntry{Kind: session.LedgerFact, Msg: 2, User: true, Weight: 12, Text: "Marta from the Harrogate show came round with scones, stayed."}
	newer := session.LedgerEntry{Kind: session.LedgerFact, Msg: 4, User: true, Weight: 30, Text: "Flight now 16 March."}
	kept, _ := compression.FitLedger([]session.LedgerEntry{marked, named, newer}, 140, size, compression.LedgerView{})
	if !slices.ContainsFunc(kept, func(e session.LedgerEntry) bool { return e.Text == marked.Text }) {
		t.Errorf("a marked line with a code goes before one with names alone: kept %+v", kept)
	}
}

// --- 8. A Spanish article read as "it" (movedBack) -------------------------

// movedBack reads "la", "los", "las" after "llevamos", "ponemos",
// "movemos" as the thing moved ("lo llevamos"), but after the verb they are
// articles: "Ponemos la lavadora nueva …" names its own object. The sentence
// joins an unrelated one before it — the brother's wedding and the washing
// machine, the son's school and the work meeting — and when the wedding date
// changes the washing machine is marked out of date too. New: separate
// lines at 29adf9e.
func TestSkeptic32AnArticleIsNoMovedThing(t *testing.T) {
	for _, c := range []struct{ text, a, b string }{
		{"Mi hermano Andrés se casa en junio en Toledo. Ponemos la lavadora nueva en el baño el lunes.", "Andrés", "lavadora"},
		{"Mi hijo Pablo empieza en el colegio San José el lunes. Movemos la reunión del trabajo al jueves.", "Pablo", "reunión"},
	} {
		got := remembered(t, said(c.text, "A: Vale."))
		if l := lineOf(got, 1, c.a, c.b); l != "" {
			t.Errorf("two unrelated sentences are one line: %q", l)
		}
	}
	got := remembered(t, said(
		"Mi hermano Andrés se casa el 14 de junio en Toledo. Ponemos la lavadora nueva en el baño el lunes.", "A: Vale.",
		"Cambio de planes: mi hermano Andrés se casa el 12 de julio, no en junio.", "A: Ok."))
	if l := lineOf(got, 1, "lavadora"); l == "" || strings.Contains(l, "(updated in") {
		t.Errorf("the washing machine is marked out of date by the wedding's new date: %q\n%s", l, got)
	}
}

// --- 9. False open tasks ("to do:", "still to do", "noch zu erledigen") ---

// requested now holds "to do:", "still to do", "pendiente:", "noch zu
// erledigen" as word starts anywhere in a sentence: what one likes to do,
// a favourite thing to do, a busy day already done, a task the husband did
// yesterday are sent as open questions, ranked above facts, for the model to
// come back to. New: facts at 29adf9e.
func TestSkeptic32WhatOneLikesToDoIsNoOpenTask(t *testing.T) {
	for _, text := range []string{
		"What I love to do: long walks with our dog Bruno on Hampstead Heath.",
		"My favourite thing to do: sleeping in on Sundays until 11.",
		"We had so much to do: packing, the vet for Bruno, and dropping the keys at Foxtons.",
		"There was nothing left still to do, my sister Ines had sorted everything for the party.",
		"Noch zu erledigen war nur die Steuererklärung, die hat mein Mann Jens gestern abgegeben.",
	} {
		for _, e := range read31(text) {
			if e.Kind == session.LedgerQuestion {
				t.Errorf("%q is kept as an open question: %q", text, e.Text)
			}
		}
	}
}

// --- 10. Two dots make a file's name (rankedCode) --------------------------

// rankedCode ranks a line +6 for any word fileName accepts, and people type
// ".." for "…" and forget the space after a full stop: "ok..whatever" reads
// as a file named "ok." with the extension "whatever". In a small memory the
// filler outranks the person's allergy, which is dropped. New: at 29adf9e
// the allergy was kept.
func TestSkeptic32TwoDotsMakeNoFileName(t *testing.T) {
	got := rememberedWithin(t, said(
		"ok..whatever, not important", "A: No worries.",
		"I'm allergic to penicillin.", "A: Noted."), 10)
	if lineOf(got, 3, "penicillin") == "" {
		t.Errorf("the allergy is dropped for a filler with two dots:\n%s", got)
	}
}

// --- Misses: cases the rules set out to cover -----------------------------

// keepToThat misses the order in the forms people ask it: as a question
// ("Could you stick to that from now on?", "Können Sie das künftig bitte so
// machen?", "¿Puedes hacerlo así a partir de ahora?"), with "I"
// ("That's how I want it from now on."), with "those", with "gracias", in
// texting without "from now on" ("stick to that pls"). The model gets a
// rule that says "that" with no "that", or nothing at all. (Same at
// 29adf9e.) Taken out after the second review (skeptic32b): "Primero el
// total y luego el desglose. Así a partir de ahora, gracias." — thanks
// alone make no order: after a sentence that tells the assistant nothing
// ("Mi suegra viene a comer los domingos. Así será a partir de ahora,
// gracias a mi marido.") it is news, and a sentence without a verb cannot
// be told apart.
func TestSkeptic32KeepToThatAsPeopleAskIt(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Give me the total first and then the breakdown. Could you stick to that from now on?", []string{"total", "breakdown"}},
		{"Give me the total first and then the breakdown. That's how I want it from now on.", []string{"total", "breakdown"}},
		{"I prefer metric units, kilos and centimetres. Please use those from now on.", []string{"metric"}},
		{"ok so i like it when u give me the answer first. stick to that pls", []string{"answer", "first"}},
		{"Zuerst die Summe, dann die Aufschlüsselung. Können Sie das künftig bitte so machen?", []string{"Summe"}},
		{"Primero el total y luego el desglose. ¿Puedes hacerlo así a partir de ahora?", []string{"total", "desglose"}},
	} {
		if !ruleWith(c.text, c.keys...) {
			t.Errorf("the order in %q is not kept as a rule with %q: %v", c.text, c.keys, read31(c.text))
		}
	}
}

// formalOrder wants an "immer"/"nie"/"stets"; a formal order without one is
// lost altogether ("Bitte duzen Sie mich nicht.") or kept as a fact
// ("Nennen Sie Preise bitte grundsätzlich in Euro."). (Same at 29adf9e.)
func TestSkeptic32AFormalOrderWithoutAlways(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Bitte duzen Sie mich nicht.", []string{"duzen"}},
		{"Nennen Sie Preise bitte grundsätzlich in Euro.", []string{"Preise", "Euro"}},
		{"Sprechen Sie mich bitte mit Frau Doktor an, nicht mit Vornamen.", []string{"Frau", "Doktor"}},
	} {
		if !ruleWith(c.text, c.keys...) {
			t.Errorf("the order in %q is not kept as a rule: %v", c.text, read31(c.text))
		}
	}
}

// A code after a label joins the sentence before only after a colon and as
// the last word: "Policy no. …", "Policy number - …", "Póliza nº …",
// "Policy number is …" stay alone, and with a clause after the code
// ("…, renews in March") the insurance itself is lost — the model is sent
// "Policy number: ADM/7731/22, renews in March." of nothing. (Same at
// 29adf9e.)
func TestSkeptic32ACodeAfterOtherLabelsKeepsWhatItIsFor(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Finally sorted the car insurance with Admiral. Policy no. ADM/7731/22.", []string{"insurance", "ADM/7731/22"}},
		{"Finally sorted the car insurance with Admiral. Policy number - ADM/7731/22.", []string{"insurance", "ADM/7731/22"}},
		{"Finally sorted the car insurance. Policy number is ADM/7731/22.", []string{"insurance", "ADM/7731/22"}},
		{"Finally sorted the car insurance. Policy number: ADM/7731/22, renews in March.", []string{"insurance", "ADM/7731/22"}},
		{"Ya tengo el seguro del coche. Póliza nº MAP/4471/09.", []string{"seguro", "MAP/4471/09"}},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
}

// located skips a moving verb followed by "en"/"in" (for "moving on to"),
// but in Spanish the moved thing comes before the verb ("Lo pusimos en el
// garaje"), so where it was put is lost, sentence and all. (Same at
// 29adf9e.)
func TestSkeptic32TheSpanishMovedThingBeforeItsVerb(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Compramos un congelador pequeño en Carrefour. Lo ponemos en el garaje, al lado de las bicis.", []string{"congelador", "garaje"}},
		{"La bici estática ya no cabe en el salón. La pusimos en el trastero del sótano.", []string{"bici", "trastero"}},
	} {
		got := remembered(t, said(c.text, "A: Vale."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
}

// dayInWords misses "next May", "this May", "last May" and "May the
// sixth": the wedding date is not kept at all. (Same at 29adf9e.)
func TestSkeptic32MayAfterNextOrBeforeTheDay(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"We're getting married next May, finally.", []string{"married", "May"}},
		{"Is it silly? The wedding is May the sixth.", []string{"wedding", "May"}},
	} {
		got := inTalk31(t, c.text)
		if lineOf(got, 7, c.keys...) == "" {
			t.Errorf("the date in %q is not kept:\n%s", c.text, got)
		}
	}
}
