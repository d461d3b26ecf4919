package compression_test

import "testing"

// The second skeptical review of stop 69: 2f50c9d (a name given and what
// the person goes on to say of themselves are one line; "insists on" is a
// liking; "grows" and a German passive opened by its participle say a
// place; a capital letter after a capitalized word is a code) and 6adbaeb
// (the order said after a reason, "and keep it that way", the leave's own
// words, "the text you write for my niece", a dated condition on what the
// person talks about, "on 3 May", "the 14th of June"). Each test fails on
// 6adbaeb. REGRESSION: passes on 5d033b9. STILL MISSED: fails there too.

// --- 6adbaeb: reasons, "dabei", the leave's words, "text" --------------------

// REGRESSION. A person is sent as still partly in force: their emoji ban,
// after "You can use emojis again". The reason they gave says "always"
// ("because my boss always reads your answers over my shoulder", "because
// I always answer emails on my work phone"), and orderAfterReason takes
// "always reads your answers …" for an order said after the reason, so the
// line is marked "(partly updated in #7)" and the model keeps part of a ban
// that had only one part. On 5d033b9 the ban is "(updated in #7)".
func TestSkeptic69bAReasonThatSaysAlwaysIsNoSecondOrder(t *testing.T) {
	whollyLifted69a(t, "No emojis please, because my boss always reads your answers over my shoulder.",
		"You can use emojis again.", "emojis")
	whollyLifted69a(t, "No emojis please, because I always answer emails on my work phone and they show up as boxes.",
		"You can use emojis again.", "emojis")
	whollyLifted69a(t, "no emojis pls, since my mum always reads your answers out loud to me",
		"you can use emojis again", "emojis")
}

// REGRESSION. A person loses: "und nenn dabei immer die Quelle" ("and
// always name the source while you're at it") — insistsOnly takes any
// short clause holding "dabei" for "und dabei bleibt es", so leave for
// emojis marks the whole line "(updated in #7)", and the order to name the
// source is sent as replaced. On 5d033b9 it is "(partly updated in #7)".
func TestSkeptic69bDabeiOpensNoInsistingAlone(t *testing.T) {
	partlyKept69a(t, "Keine Emojis, und nenn dabei immer die Quelle.",
		"Du kannst wieder Emojis benutzen.", "Quelle", "naming the source")
}

// REGRESSION. A person is sent as still in force: "Never use emojis" —
// "You can use emojis in the text you send me" lifts it for the answers
// (the text the assistant sends the person is every answer), but textSent
// now takes any "text" followed by "send"/"write" for a message written
// once, so the leave is for one task, the ban stays unmarked and the leave
// itself is a plain fact. On 5d033b9 the ban is "(updated in #7)".
func TestSkeptic69bTheTextYouSendMeIsEveryAnswer(t *testing.T) {
	for _, leave := range []string{
		"You can use emojis in the text you send me.",
		"You can use emojis in the text you write for me.",
	} {
		got := remembered(t, said(around68e("Never use emojis.", leave)...))
		takenBackAt(t, got, 1, "the emoji ban, lifted by "+leave, "emojis")
	}
}

// --- 6adbaeb: dated conditions -------------------------------------------------

// REGRESSION. A person loses in a small memory: their surgeon, the
// hospital and the time to be there ("Mr Okonjo at the Nuffield in
// Taunton, I have to be there at 7:30"). "When I go in for my knee
// operation on 14 June, don't tell me about the risks" is a dread of one
// day, but "go" is now a verb of talking (talkingOf), so the dated
// condition is a standing instruction, outranks every fact and pushes the
// surgeon out. On 5d033b9 it is one occasion and the surgeon is kept.
func TestSkeptic69bGoingInOnADayIsOneOccasion(t *testing.T) {
	within := rememberedWithin(t, said(
		"[Mon 20:02] When I go in for my knee operation on 14 June, don't tell me about the risks, I've already signed the forms.",
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

// REGRESSION. A person loses: "don't tell me I should be over it by now" —
// "When I remember the 14th of June, …" is a standing dread about a day
// that hurt, but "the 14th of June" now dates it (datedIn) and "remember"
// is no verb of talking, so it is read as a fact and cut at its comma: the
// model is sent "When I remember the 14th of June" and not what it must
// not say. On 5d033b9 the whole instruction is sent.
func TestSkeptic69bADreadAboutTheNthOfAMonthKeepsItsBan(t *testing.T) {
	got := remembered(t, said(
		"When I remember the 14th of June, don't tell me I should be over it by now.",
		"A: I won't.",
		"The inquest is at Taunton Coroner's Court on the 3rd, my solicitor is Helen Marsh.",
		"A: Ok.",
	))
	if lineOf(got, 1, "tell", "over") == "" {
		t.Errorf("the ban is cut from its condition:\n%s", got)
	}
}

// REGRESSION. A person loses in a small memory: "When I think about the
// 14th of June, don't tell me it gets easier", "Cuando pienso en el 11 de
// marzo, no me digas que ya pasó" — standing dreads about a past day, but
// "the 14th of June" and "el 11 de marzo" now date them and "think",
// "pienso" are no verbs of talking, so they are plain facts and go before
// the insurer and the physio. On 5d033b9 they are instructions and kept.
func TestSkeptic69bADreadWhenIThinkOfADayStands(t *testing.T) {
	for _, c := range []struct {
		dread string
		rest  []string
		words []string
	}{
		{"[Tue 21:02] When I think about the 14th of June, don't tell me it gets easier.", []string{
			"[Tue 21:05] The other driver's insurer is Admiral, claim number ADM-55821.",
			"[Tue 21:09] My physio is Dr Okafor at the Riverside clinic, Thursdays at 4.",
			"[Tue 21:14] The hearing is at Leeds Magistrates, my solicitor is Helen Marsh.",
			"[Tue 21:20] The car was written off, the payout was £6,200.",
		}, []string{"don't", "tell"}},
		{"[Mar 21:02] Cuando pienso en el 11 de marzo, no me digas que ya pasó.", []string{
			"[Mar 21:05] La aseguradora del otro conductor es Mapfre, siniestro número MAP-55821.",
			"[Mar 21:09] Mi fisio es la doctora Ortega en la clínica Ribera, los jueves a las 4.",
			"[Mar 21:14] El juicio es en los juzgados de Sevilla, mi abogada es Elena Marín.",
			"[Mar 21:20] El coche es siniestro total, me pagan 6.200 euros.",
		}, []string{"no", "digas"}},
	} {
		msgs := []string{c.dread, "A: Ok."}
		for _, r := range c.rest {
			msgs = append(msgs, r, "A: Ok.")
		}
		within := rememberedWithin(t, said(msgs...), 45)
		if lineWith(within, c.words...) == "" {
			t.Errorf("the standing instruction %q is dropped:\n%s", c.dread, within)
		}
	}
}

// --- 2f50c9d: who the person is, places, likings, letters ---------------------

// REGRESSION. A person is sent as updated: their name and age — "I'm
// Sarah Lowe, I'm 31, and I have a meeting with Dr Patel …" is now one
// line (the first person goes on after the name), so when the meeting
// moves, the line is marked "(updated in #3)" and who the person is reads
// as replaced (and ranks below the rest in a small memory). On 5d033b9
// "I'm Sarah Lowe, I'm 31" is a line of its own, sent as current.
func TestSkeptic69bAMovedAppointmentLeavesTheNameCurrent(t *testing.T) {
	for _, c := range []struct {
		intro, moved, name, age string
	}{
		{"I'm Sarah Lowe, I'm 31, and I have a meeting with Dr Patel at the Nuffield on the 14th at 3pm.",
			"Dr Patel moved the meeting to the 16th at 4pm.", "Sarah", "31"},
		{"My name is Geoff Cottam, I'm 71, and I have my cataract op at Musgrove Park on the 14th at 9am.",
			"Musgrove Park moved my cataract op to the 21st at 11am.", "Geoff", "71"},
	} {
		got := remembered(t, said(c.intro, "A: Nice to meet you.", c.moved, "A: Ok."))
		if !currentLine(got, c.name, c.age) {
			t.Errorf("%q then %q: the name and age are sent as updated or lost:\n%s", c.intro, c.moved, got)
		}
	}
}

// REGRESSION. A person has filler kept in a small memory instead of a
// fact: "My worry about him grows by the day, honestly" says nothing the
// model needs, but "grows" is now a verb of placing and "by the day" a
// place, so the sigh weighs as much as where something is kept and stays,
// while "I use the Pond Street car park" goes. On 5d033b9 the car park is
// kept.
func TestSkeptic69bAWorryThatGrowsIsNoPlace(t *testing.T) {
	within := rememberedWithin(t, said(
		"Dad had his fall on Sunday, he's in Ward 7 at the Royal Free.",
		"A: I'm sorry.",
		"His consultant is Dr Amin, the scan is on the 14th at 10:30.",
		"A: Ok.",
		"My worry about him grows by the day, honestly.",
		"A: That's understandable.",
		"My brother Kev flies in from Dubai on Emirates on the 12th.",
		"A: Ok.",
		"The parking at the Royal Free is £4 an hour, I use the Pond Street car park.",
		"A: Ok.",
		"Dad takes warfarin, 3mg every evening.",
		"A: Ok.",
	), 75)
	if lineWith(within, "Pond", "Street") == "" && lineWith(within, "worry", "grows") != "" {
		t.Errorf("the worry is kept and the car park dropped:\n%s", within)
	}
}

// STILL MISSED. A person loses: what Colm insists on, said the way people
// say it — "Colm se empeña en la parcela del final" (the usual Spanish),
// "Colm besteht darauf, dass er das Beet ganz hinten kriegt" (the usual
// German), "Colm insists he gets the end plot". Only "insists on",
// "besteht auf", "insiste en" are read as a liking, and in a conversation
// that names Colm often the line is dropped.
func TestSkeptic69bInsistingInOtherWordsIsKept(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		word string
	}{
		{often69("Colm se empeña en la parcela del final, junto al grifo."), "grifo"},
		{often69("Colm insists he gets the end plot, next to the tap, no idea why."), "plot"},
	} {
		got := remembered(t, said(c.msgs...))
		if lineWith(got, "Colm", c.word) == "" {
			t.Errorf("%q is not kept:\n%s", c.msgs[len(c.msgs)-2], got)
		}
	}
}

// Left as notes (seen while reviewing, not tests here):
// - "Colm besteht darauf, dass er das Beet ganz hinten kriegt": read as a liking at 5af3025, taken
//   out at stop 69's third review with "insists that he's fine" (a state, no liking); a German
//   "besteht darauf, dass …" is read as no liking again (this case of the test above moved here).
// - "Wenn ich an den 14. Juni denke, sag mir nicht, dass es besser wird": "denke" is no verb of
//   talking, so the German dread is one occasion and drops in a small memory (as on 5d033b9; the
//   same way of failing as TestSkeptic69bADreadWhenIThinkOfADayStands).
// - "My name is Karim Haddad, I'm 40, and I'd like you to call me Mr Haddad, not Karim": joined
//   since 2f50c9d, the line ends at "Mr Haddad" and "not Karim" is gone.
// - "I'm Sam Okoro, 34, and I'm allergic to penicillin, which Dr Webb at the Elm Surgery knows
//   about", "Soy Quim Serrat, …, trabajo en el Ayuntamiento de Mataró, no en el de Barcelona": the
//   joined line has a name and a value, so the clause after it is split off alone ("which Dr Webb
//   … knows about", "no en el de Barcelona.").
// - "I'm Tom Reilly, 29, and I've got a son, Alfie, who's 4 …": "and I've got a son" is trimmed,
//   the line says "Alfie, who's 4 …" without whose son he is (also on 5d033b9).

// Left as notes at stop 69 (STILL MISSED on 5d033b9 and on 6adbaeb, not fixed):
// - "I'm Aled Jones, 58, and I'd like you to answer in Welsh …": an introduction said in the same
//   breath as an instruction goes with the instruction when it is taken back or lifted (the line is
//   one rule; who they are is lost with it).
// - In a conversation that names its things often, "grows next to the water butt", "In der Küche
//   der Tante wird gerührt" (the passive in its ordinary order), "Gekocht wird bei der Tante" (no
//   preposition of place) are still dropped.
// - "just vitamin E …", "we go with plan b": a letter of a series typed in lowercase is no code.
