package compression_test

import (
	"strings"
	"testing"
)

// The fourth skeptical review of stop 69: 007209f (an introduction goes on
// with "I've been …", "I'm in …", "mache …", after "ich"/"yo" only a verb of
// being or doing; "the text for me to send my niece" is written once; "go …
// on … about" keeps a dated condition standing; "by the day/hour/week" are
// idioms and "day", "hour", "week" no figures; "insists he gets",
// "insisting on", "se empeñó en" are likings, "insists he/she/that" and
// "besteht darauf" no longer; an order after a reason needs the reason's own
// pronoun subject; "mum's", "dad's", "sister's", "auntie" … are words of a
// gender). Each test fails on 007209f. REGRESSION: passes on 5af3025.
// STILL MISSED: fails there too.

// --- 007209f: an introduction goes on with "I'm in …", "I've been …", "mache …"

// REGRESSION. A person is sent as replaced: who they are. "Hi, I'm Sarah
// Lowe, I'm 31, and I'm in Manchester on the 14th for a job interview" —
// goesOnAboutMe now reads "I'm in" as "I'm in charge of …", "I've been" as
// a role and German "mache" as what the person does, so a dated plan said
// after the name ("I'm in Manchester on the 14th", "I've been booked in for
// a hip replacement … on the 14th", "und mache am Samstag den Umzug") stays
// on the name's line; when the plan moves, the whole line is marked
// "(updated in #3)" and the name and age read as outdated. On 5af3025 the
// plan is its own line and the name stays current.
func TestSkeptic69dAPlanAfterTheNameMovesAlone(t *testing.T) {
	for _, c := range []struct{ intro, moved, name, age string }{
		{"Hi, I'm Sarah Lowe, I'm 31, and I'm in Manchester on the 14th for a job interview at Deloitte.", "The interview got moved to the 16th.", "Sarah", "31"},
		{"My name is Edwin Marsh, I'm 68, and I've been booked in for a hip replacement at the Nuffield on the 14th.", "The Nuffield moved my operation to the 21st.", "Edwin", "68"},
		{"Ich bin Jutta Kernbach, 47, und mache am Samstag den Umzug nach Hofheim.", "Der Umzug ist jetzt doch erst am Sonntag.", "Jutta", "47"},
	} {
		got := remembered(t, said(c.intro, "A: Nice to meet you.", c.moved, "A: Ok."))
		if !currentLine(got, c.name, c.age) {
			t.Errorf("%q then %q: the name and age are sent as updated or lost:\n%s", c.intro, c.moved, got)
		}
	}
}

// STILL MISSED. The same in Spanish: "Soy Quim Serrat, tengo 52 años, y
// estoy en Madrid el día 14 para una reunión con el banco" is one line
// ("estoy" opens a clause about the person, firstPersonOpen), so "La
// reunión con el banco se ha movido al día 16" marks the name and age
// "(updated in #3)". The third review kept German "ich hab am 14. einen
// Termin" apart; a Spanish plan after "estoy" is not.
func TestSkeptic69dASpanishPlanAfterTheNameMovesAlone(t *testing.T) {
	got := remembered(t, said(
		"Soy Quim Serrat, tengo 52 años, y estoy en Madrid el día 14 para una reunión con el banco.",
		"A: Encantado.",
		"La reunión con el banco se ha movido al día 16.",
		"A: Ok.",
	))
	if !currentLine(got, "Quim", "52") {
		t.Errorf("the name and age are sent as updated or lost:\n%s", got)
	}
}

// --- 007209f: "the text for me to send my niece" ------------------------------

// REGRESSION. A person is sent as still under the emoji ban after lifting
// it: "Ok you can use emojis in the text you send me for now" — the text
// the assistant sends the person is every answer, but textSent now takes
// "me for" as "the text for me to send someone", so the leave is for one
// message written once and "Never use emojis" stays unmarked. On 5af3025
// the ban is "(updated in #7)".
func TestSkeptic69dTheTextYouSendMeForNowIsEveryAnswer(t *testing.T) {
	for _, leave := range []string{
		"Ok you can use emojis in the text you send me for now.",
		"You can use emojis in the text you write me for the rest of this chat.",
	} {
		got := remembered(t, said(around68e("Never use emojis.", leave)...))
		takenBackAt(t, got, 1, "the emoji ban, lifted by "+leave, "emojis")
	}
}

// --- 007209f: "go … on … about" keeps a dated condition standing ---------------

// REGRESSION. A person loses in a small memory: their surgeon, the hospital
// and when to be there. "When I go to see the consultant about my scan
// results on 14 June, don't tell me it'll be fine" is a dread of one day,
// but opensMine now takes any "go" with an "on" and an "about" anywhere in
// the clause as "go on about" (talking), so the dated condition is a
// standing instruction, outranks every fact and pushes "Mr Okonjo at the
// Nuffield …, 7:30" out of 45 words. On 5af3025 it is one occasion and the
// surgeon is kept.
func TestSkeptic69dGoingToSeeSomeoneAboutADayIsOneOccasion(t *testing.T) {
	within := rememberedWithin(t, said(
		"[Mon 20:02] When I go to see the consultant about my scan results on 14 June, don't tell me it'll be fine, I hate that.",
		"A: Understood.",
		"[Mon 20:05] The surgeon is Mr Okonjo at the Nuffield in Taunton, I have to be there at 7:30.",
		"A: Ok.",
		"[Mon 20:09] My sister Jen is driving me, her number is 07700 900461.",
		"A: Ok.",
		"[Mon 20:14] I'm not allowed to eat after midnight, water until 6am.",
		"A: Ok.",
		"[Mon 20:20] The physio after is at Musgrove Park, Thursdays at 2.",
		"A: Ok.",
	), 45)
	if lineWith(within, "Okonjo", "7:30") == "" {
		t.Errorf("the surgeon and the time are dropped for a one-day dread:\n%s", within)
	}
}

// --- 007209f: likings of insisting ----------------------------------------------

// REGRESSION. A person loses what someone insists on doing: "Colm insists
// he runs the raffle from his own table, by the gate", "Auntie Brid
// insists that she pays for the jam jars herself", "Die Tante besteht
// darauf, den Marmeladenstand allein zu machen". To stop "insists that
// he's fine" being a liking, "insists he ", "insists she ", "insists that"
// and "besteht darauf" were all taken out, leaving only "… he gets", "…
// he has the"; in a conversation that names Colm and Brid often the line is
// dropped. On 5af3025 each is kept.
func TestSkeptic69dInsistingOnDoingItIsKept(t *testing.T) {
	for _, c := range []struct {
		msgs        []string
		who, object string
	}{
		{often69("Colm insists he runs the raffle from his own table, by the gate."), "Colm", "table"},
		{often69("Auntie Brid insists that she pays for the jam jars herself."), "Brid", "jars"},
		{often69de("Die Tante besteht darauf, den Marmeladenstand allein zu machen."), "Tante", "Marmeladenstand"},
	} {
		got := remembered(t, said(c.msgs...))
		if lineWith(got, c.who, c.object) == "" {
			t.Errorf("%q is not kept:\n%s", c.msgs[len(c.msgs)-2], got)
		}
	}
}

// STILL MISSED. A person loses what Colm insists on when it is said without
// "on", "he gets" or "he has the": "Colm insists the raffle goes at the
// end, after the teas", "Colm insisted he'd do the raffle on his own, no
// helpers" — the usual ways of saying it; neither is a liking, and in a
// conversation that names Colm often the line is dropped.
func TestSkeptic69dInsistingInPlainerWordsIsKept(t *testing.T) {
	for _, c := range []struct{ msg, word string }{
		{"Colm insisted he'd do the raffle on his own, no helpers.", "helpers"},
	} {
		got := remembered(t, said(often69(c.msg)...))
		if lineWith(got, "Colm", c.word) == "" {
			t.Errorf("%q is not kept:\n%s", c.msg, got)
		}
	}
}

// --- 007209f: an order after a reason needs the reason's pronoun --------------

// REGRESSION. A person loses an order said after a reason whose subject is
// a noun: "No emojis, and because my eyesight is poor please keep your
// answers short", "… since my eyes are bad always use short paragraphs",
// "… cos my screen reader is rubbish with them keep to plain text", "…
// weil meine Augen schlecht sind bitte schreib immer kurze Absätze".
// orderAfterReason now wants a pronoun ("I", "ich") in the reason, so the
// order is part of the reason; when the person lifts the emoji ban the
// whole line is marked "(updated in #7)" and the length or paragraphs
// order is sent as replaced. On 5af3025 it is "(partly updated in #7)".
func TestSkeptic69dAnOrderAfterANounReasonStays(t *testing.T) {
	for _, c := range []struct{ rule, leave, word string }{
		{"No emojis, and because my eyesight is poor please keep your answers short.", "You can use emojis again.", "short"},
		{"No emojis please, and since my eyes are bad always use short paragraphs.", "You can use emojis again.", "paragraphs"},
		{"No emojis, and cos my screen reader is rubbish with them keep to plain text.", "You can use emojis again.", "plain"},
		{"Keine Emojis, und weil meine Augen schlecht sind bitte schreib immer kurze Absätze.", "Du kannst wieder Emojis benutzen.", "Absätze"},
	} {
		got := remembered(t, said(around68e(c.rule, c.leave)...))
		if l := lineOf(got, 1, c.word); !strings.Contains(l, "(partly updated in") {
			t.Errorf("%q after %q: the other order is no longer sent as in force: %q\n%s", c.leave, c.rule, l, got)
		}
	}
}

// --- 007209f: "mum's", "dad's", "sister's" are words of a gender ---------------

// REGRESSION. A person has a liking attached to the wrong person: "Priya is
// my flatmate, she's doing the driving." then "We're borrowing my mum's car
// for the trip. She'll drive the first leg but she hates motorways." —
// "mum's" is now a female word, so likedOfThem joins Priya's liking to the
// sentence before and the model is sent "We're borrowing my mum's car …
// She'll drive the first leg but she hates motorways": the mum drives and
// hates motorways. On 5af3025 the liking is a line of its own.
func TestSkeptic69dAMumsCarIsNotWhoseTheLikingIs(t *testing.T) {
	got := remembered(t, said(
		"Priya is my flatmate, she's doing the driving.",
		"A: Ok.",
		"We're borrowing my mum's car for the trip. She'll drive the first leg but she hates motorways.",
		"A: Ok.",
	))
	if l := lineWith(got, "motorways"); strings.Contains(l, "mum's") {
		t.Errorf("Priya's dislike is sent as the mum's: %q\n%s", l, got)
	}
}

// REGRESSION. A person loses whose liking it is: "My dad's new partner Linda
// is coming for Christmas this year, she's flying in from Malaga … She
// doesn't eat meat at all.", "My mum's friend Derek is driving us …, he's
// picking us up at 9 … He only drinks decaf." — sameGender lets the first
// gendered word of the long sentence before decide, and that is now "dad's"
// / "mum's" (the other gender), not "she's" / "he's": the liking is sent
// alone ("She doesn't eat meat at all."). On 5af3025 it is on Linda's and
// Derek's line.
func TestSkeptic69dALikingAfterDadsPartnerIsHers(t *testing.T) {
	for _, c := range []struct{ msg, who, liking string }{
		{"My dad's new partner Linda is coming for Christmas this year, she's flying in from Malaga on the 22nd with her two dogs. She doesn't eat meat at all.", "Linda", "meat"},
		{"My mum's friend Derek is driving us to the airport, he's picking us up at 9 and he's got a big estate car. He only drinks decaf.", "Derek", "decaf"},
	} {
		got := remembered(t, said(c.msg, "A: Ok."))
		if lineWith(got, c.who, c.liking) == "" {
			t.Errorf("%q: the liking is kept without whose it is:\n%s", c.msg, got)
		}
	}
}

// REGRESSION. A person loses whose allergy it is: "My sister's Kyle is
// staying with us for half term. He's coeliac so no gluten at all." —
// "sister's" is now a female word, and ofGender reads the name after it as
// hers, so "He's coeliac …" is no longer of Kyle and is sent alone. On
// 5af3025 it is on Kyle's line.
func TestSkeptic69dANameAfterSistersIsStillHis(t *testing.T) {
	for _, c := range []struct{ msg, who, liking string }{
		{"My sister's Kyle is staying with us for half term. He's coeliac so no gluten at all.", "Kyle", "gluten"},
		{"My auntie's Brian is driving us to the wedding. He's allergic to dogs.", "Brian", "dogs"},
	} {
		got := remembered(t, said(c.msg, "A: Ok."))
		if lineWith(got, c.who, c.liking) == "" {
			t.Errorf("%q: the allergy is kept without whose it is:\n%s", c.msg, got)
		}
	}
}

// --- 007209f: "by the day" is an idiom, "day" no figure ------------------------

// REGRESSION. A person has filler kept in a small memory instead of a fact:
// "my worry about him grows by the day honestly", typed without a comma.
// "by the day" is now only an idiom where its clause ends, and "day" is no
// longer a figure, so "grows by the day honestly" is a place again: the
// sigh is kept in 75 words and "I use the Pond Street car park" is
// dropped. On 5af3025 the car park is kept.
func TestSkeptic69dAWorryByTheDayWithoutACommaIsNoPlace(t *testing.T) {
	within := rememberedWithin(t, said(
		"Dad had his fall on Sunday, he's in Ward 7 at the Royal Free.",
		"A: I'm sorry.",
		"His consultant is Dr Amin, the scan is on the 14th at 10:30.",
		"A: Ok.",
		"my worry about him grows by the day honestly",
		"A: That's understandable.",
		"My brother Kev flies in from Dubai on Emirates on the 12th.",
		"A: Ok.",
		"The parking at the Royal Free is £4 an hour, I use the Pond Street car park.",
		"A: Ok.",
		"Dad takes warfarin, 3mg every evening.",
		"A: Ok.",
	), 75)
	if lineWith(within, "Pond", "Street") == "" {
		t.Errorf("the car park is dropped (the worry kept: %t):\n%s", lineWith(within, "worry") != "", within)
	}
}

// Left as notes at stop 69 (STILL MISSED, not fixed):
// - "No emojis please, because I teach and my students always use your answers in their essays":
//   keepsAnother splits the instruction at its "and", and "my students always use your answers" reads
//   as an order of its own, so the lifted ban stays "(partly updated)".
// - "Colm insists the raffle goes at the end, after the teas": read as a liking at 88c644e, not
//   since the fifth review of stop 69 ("Dad insists the nurses have got it in for him" is an
//   opinion of the same shape); this case of TestSkeptic69dInsistingInPlainerWordsIsKept moved here.
