package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A fourth skeptical review of stop 68 (0db4362..a5fb7bc: labelMark,
// openBracket, bracketPairs without «», oneTask with things written once,
// accordingTo with a concluding word, oneOccasion with days, months and
// figures, notVerbsO, leftUnnamed in the "again" path, grounds), read in
// whole conversations of the kind people type over many turns, in English,
// German and Spanish. Each test fails on a5fb7bc. REGRESSION: passes on
// 0db4362 (the change broke it). STILL MISSED: fails on 0db4362 too.

// --- (1) labels ---------------------------------------------------------------

// REGRESSION. A person loses: the "unless" of their instructions — a list
// numbered "T1 ☑️", "T2 ☑️" (or "✅") is no numbering since labelMark: the
// tick box a phone's emoji keyboard types is "☑" with a variation selector
// (U+FE0F), which labelMark's marks do not hold, and "✅" is not among them.
// The label then stays on every line, and "Don't give me the answer straight
// away unless I say I give up" is sent as "Don't give me the answer straight
// away": the model is told to hold the answer back for good.
func TestSkeptic68dAnEmojiTickBoxStillMakesANumbering(t *testing.T) {
	for _, mark := range []string{"☑️", "✅"} {
		got := remembered(t, said(
			"T1 "+mark+" I'm revising for my maths GCSE retake on 4 June, paper 1 is non-calculator.",
			"A: Great, let's get you ready.",
			"T2 "+mark+" Don't give me the answer straight away unless I say I give up, I need to work it out myself.",
			"A: Deal.",
			"T3 "+mark+" My tutor is Mrs Adeyemi, she set me 20 questions on simultaneous equations.",
			"A: Ok.",
			"T4 "+mark+" Never correct my spelling unless I ask, I'm dyslexic and it stresses me out.",
			"A: Understood.",
			"T5 "+mark+" I need a grade 4 to get onto the plumbing course at Bradford College.",
			"A: Very doable.",
			"T6 "+mark+" Can we start with question 7, the one with the cinema tickets?",
		))
		if lineWith(got, "unless", "give", "up") == "" {
			t.Errorf("%s: the hints-first instruction is sent without its \"unless I say I give up\":\n%s", mark, got)
		}
		if l := lineWith(got, "T3"); l != "" {
			t.Errorf("%s: the numbering is sent on the lines: %q", mark, l)
		}
	}
}

// --- (2) a standing instruction of one occasion --------------------------------

// REGRESSION. A person loses: "don't tell me to quit teaching" — "When I
// moan about my Year 9 class, don't tell me to quit teaching" is read as a
// condition of one occasion since any figure makes one ("Year 9", "my 5k
// times", "mis 40 años" are no date), and with room for 80 words the
// instruction goes while every fact stays (on 0db4362 it is kept first).
func TestSkeptic68dAFigureInTheConditionIsNoOccasion(t *testing.T) {
	msgs := []string{
		"[Sun 19:40] I'm a maths teacher at Hollins Park, I've had a rough term.",
		"A: Sorry to hear that. How can I help?",
		"[Sun 19:42] When I moan about my Year 9 class, don't tell me to quit teaching, I just need to vent.",
		"A: Understood.",
		"[Sun 19:45] My head of department is Mr Okoro, he observes my lesson on Thursday.",
		"A: Ok.",
		"[Sun 19:47] The lesson is on simultaneous equations, period 3, room M12.",
		"A: Good topic.",
		"[Sun 19:50] My mentor Gail suggested starting with a starter quiz of 5 questions.",
		"A: Good idea.",
		"[Sun 19:52] Parents' evening is on the 14th, 4 till 7, I've got 23 appointments.",
		"A: Busy.",
		"[Sun 19:55] Can you help me plan the observed lesson?",
	}
	if got := rememberedWithin(t, said(msgs...), 80); lineWith(got, "Year", "quit", "teaching") == "" {
		t.Errorf("with room for 80 words the instruction not to tell them to quit is dropped:\n%s", got)
	}
	readAs(t, session.LedgerRule,
		"When I moan about my 5k times, don't tell me to slow down.",
		"Cuando hablo de mis 40 años, no me digas que estoy joven.",
	)
}

// REGRESSION. A person loses: "don't tell me to call him" — "Jan" (her ex)
// is read as January, so "Wenn ich von Jan erzähle, sag mir bitte nicht, dass
// ich ihn anrufen soll" is a condition of one occasion, and with room for
// 80 words it goes while the flat and the therapist stay; "may" (a modal)
// and "mar" (the sea) are months too.
func TestSkeptic68dAMonthsShortNameIsNoOccasion(t *testing.T) {
	msgs := []string{
		"Hallo, ich brauch grad jemanden zum Reden. Jan und ich haben uns nach sechs Jahren getrennt.",
		"A: Das tut mir leid. Ich bin da.",
		"Wenn ich von Jan erzähle, sag mir bitte nicht, dass ich ihn anrufen soll, das machen schon alle.",
		"A: Verstanden.",
		"Ich bin jetzt erstmal bei meiner Schwester Miri in Bochum untergekommen.",
		"A: Gut, dass du nicht allein bist.",
		"Die Wohnung in der Körnerstraße läuft noch bis Ende Juni auf uns beide.",
		"A: Ok.",
		"Meine Therapeutin heißt Frau Lindner, nächster Termin ist Dienstag um 16 Uhr.",
		"A: Gut.",
		"Unser Kater Moritz bleibt erstmal bei ihm, das tut am meisten weh.",
		"A: Das verstehe ich.",
		"Wie sag ich meinen Eltern das am besten?",
	}
	if got := rememberedWithin(t, said(msgs...), 80); lineWith(got, "Jan", "anrufen") == "" {
		t.Errorf("with room for 80 words the instruction not to tell her to call Jan is dropped:\n%s", got)
	}
	readAs(t, session.LedgerRule,
		"Whenever I say I may quit, don't lecture me about my pension.",
		"Cuando hablo del mar, no me digas que es peligroso.",
	)
}

// REGRESSION. A person loses: "don't tell me to ask for help" —
// oneOccasion is matched as the start of a word since a5fb7bc, so "mis
// mañanas" (my mornings, every day) holds "mañana" (tomorrow) and "morgens"
// holds "morgen": the habit is read as one occasion, and with room for 100
// words the instruction goes while all the facts stay.
func TestSkeptic68dEveryMorningIsNoOccasion(t *testing.T) {
	msgs := []string{
		"Hola, soy Marta, tengo gemelos de ocho meses, Leo y Bruno, y voy un poco desbordada.",
		"A: ¡Hola Marta! Cuéntame.",
		"Cuando hablo de mis mañanas con los gemelos, no me digas que pida ayuda, ya lo sé, solo necesito desahogarme.",
		"A: Entendido.",
		"Mi pareja, Dani, trabaja de noche en el hospital de Getafe.",
		"A: Vale.",
		"La pediatra es la doctora Ibarra, revisión el día 9 a las 10:30.",
		"A: Apuntado.",
		"Bruno tiene alergia a la proteína de la leche de vaca.",
		"A: Importante.",
		"Mi madre viene los martes y jueves por la tarde.",
		"A: Qué bien.",
		"¿Qué purés puedo empezar a darles?",
	}
	if got := rememberedWithin(t, said(msgs...), 100); lineWith(got, "pida", "ayuda") == "" {
		t.Errorf("with room for 100 words the instruction not to tell her to ask for help is dropped:\n%s", got)
	}
	readAs(t, session.LedgerRule,
		"Wenn ich morgens über die Arbeit jammere, sag mir nicht, dass ich kündigen soll.",
	)
}

// --- (3) leave ------------------------------------------------------------------

// REGRESSION. A person is sent as still in force: the ban on emojis and the
// "usted" — "Feel free to use emojis now, I've just handed in my letter of
// resignation!" and "Ya puedes tutearme, que me siento como en una carta de
// Hacienda" are read as leave for one letter since a5fb7bc ("in my letter",
// "en una carta" anywhere in the sentence), though the letter is news or a
// comparison, not what the leave is for.
func TestSkeptic68dALetterInTheNewsIsNoTask(t *testing.T) {
	for _, c := range []struct{ rule, leave, word string }{
		{"Please don't use emojis, I read your answers at work.", "Feel free to use emojis now, I've just handed in my letter of resignation!", "emojis"},
		{"Háblame de usted, por favor, que así me siento más cómoda.", "Ya puedes tutearme, que me siento como en una carta de Hacienda.", "usted"},
	} {
		got := remembered(t, said(
			c.rule,
			"A: Ok.",
			"I'm moving flats on the 28th, from Leith to Morningside, the van is booked with Shiftit for 8am.",
			"A: Good luck with the move.",
			"My landlord Mr Baird still has my £950 deposit, he says I'll get it in two weeks.",
			"A: Ok.",
			c.leave,
			"A: Sure!",
			"The new broadband is with Zen, installation on the 3rd.",
			"A: Ok.",
		))
		takenBackAt(t, got, 1, "the instruction lifted by "+c.leave, c.word)
	}
}

// REGRESSION. A person is sent: their tutor's words as their own leave, and
// their German-only rule as partly lifted — "According to my tutor, who is
// also the examiner, you can write the essays in English now" is the tutor's
// leave to the person, but the English "also" counts as a concluding word
// ("also" is German for "so"), so the sentence is split, "you can write the
// essays in English now" sent alone, and "answer me in German only" marked
// partly updated.
func TestSkeptic68dAlsoIsNoConclusion(t *testing.T) {
	got := remembered(t, said(
		"Please answer me in German only, no English words, I'm practising for my Goethe B1 exam.",
		"A: Alles klar, ab jetzt nur Deutsch.",
		"I'm doing an evening course at the Volkshochschule in Leeds, Tuesdays and Thursdays.",
		"A: Sehr gut.",
		"According to my tutor, who is also the examiner, you can write the essays in English now.",
		"A: Das ist eine gute Nachricht.",
		"The exam is on 21 November, the oral part is with a partner.",
		"A: Gut zu wissen.",
		"How do I structure a formal letter to a landlord?",
		"A: Betreff, Anrede, Text, Grußformel.",
	))
	keptInForce(t, got, 1, "the German-only rule", "German", "only")
	if l := lineOf(got, 5, "essays"); l != "" && !hasWord(l, "tutor") {
		t.Errorf("the tutor's leave is sent as the person's own: %q\n%s", l, got)
	}
}

// REGRESSION. A person is sent as partly in force: a ban they lifted whole
// — "You can use emojis again" after "No emojis please, I read your answers
// in short breaks at work" marks it partly updated since leftUnnamed reads
// the "again" path: "short breaks" counts as a length, "my Spanish
// teacher" and "mi profesor de inglés" as a language of the answers, so the
// model is told that part of the ban still stands.
func TestSkeptic68dWhatABanSaysOfItselfIsNoSecondWay(t *testing.T) {
	for _, c := range [][2]string{
		{"No emojis please, I read your answers in short breaks at work.", "You can use emojis again, I'm on holiday."},
		{"No emojis please, my Spanish teacher reads your answers over my shoulder.", "You can use emojis again, the course is over."},
		{"Nada de emojis, que mi profesor de inglés lee tus respuestas conmigo.", "Ya puedes usar emojis otra vez, se acabó el curso."},
	} {
		got := remembered(t, said(
			c[0],
			"A: Understood.",
			"I'm moving flats on the 28th, from Leith to Morningside, the van is booked with Shiftit for 8am.",
			"A: Good luck with the move.",
			"My landlord Mr Baird still has my £950 deposit, he says I'll get it in two weeks.",
			"A: Ok.",
			c[1],
			"A: Sure!",
			"The new broadband is with Zen, installation on the 3rd.",
			"A: Ok.",
		))
		if l := lineOf(got, 1, "emojis"); strings.Contains(l, "partly") {
			t.Errorf("the ban lifted whole is sent as partly in force: %q\n%s", l, got)
		}
	}
}

// STILL MISSED. A person is sent as lifted: their ban on emojis in the
// answers — leave for one message ("in the message to the family group
// chat", "in the text to my sister", "in the newsletter for the running
// club", "in der Geburtstagskarte für Oma") lifts it: writtenOnce names a
// card but not a message, a text, a newsletter nor a German compound.
func TestSkeptic68dLeaveForOneMessageLiftsNoBan(t *testing.T) {
	const en, de = "Please never use emojis in your answers, they look silly on my work laptop.", "Benutz bitte nie Emojis in deinen Antworten, ich lese das im Büro."
	for _, c := range []struct{ rule, leave, word string }{
		{en, "You can use emojis in the message to the family group chat.", "emojis"},
		{en, "You can use emojis in the text to my sister.", "emojis"},
		{en, "You can use emojis in the newsletter for the running club.", "emojis"},
		{de, "Du kannst in der Geburtstagskarte für Oma Emojis benutzen.", "Emojis"},
	} {
		got := remembered(t, said(
			c.rule,
			"A: Ok.",
			"I'm moving flats on the 28th, from Leith to Morningside, the van is booked with Shiftit for 8am.",
			"A: Good luck with the move.",
			"My landlord Mr Baird still has my £950 deposit, he says I'll get it in two weeks.",
			"A: Ok.",
			c.leave,
			"A: Sure!",
			"The new broadband is with Zen, installation on the 3rd.",
			"A: Ok.",
		))
		keptInForce(t, got, 1, "the ban on emojis after "+c.leave, c.word)
	}
}

// Left at stop 68 (STILL MISSED, on 0db4362 too): "You can use emojis again"
// marks "Never use emojis and always call me Dr. Okafor" updated whole, not
// partly (an order of another kind than a look beside the ban); "Round
// everything to the nearest pound please", "Redondea siempre los precios",
// "Runde die Preise bitte immer" are read as facts, so "No need to round
// anymore" lifts nothing; "Sprich mich bitte mit Sie an und benutz keine
// Emojis" is read as a fact, so neither "Du kannst wieder Emojis benutzen"
// nor "Du kannst mich ruhig duzen" marks it.
