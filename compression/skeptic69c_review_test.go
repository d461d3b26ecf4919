package compression_test

import (
	"strings"
	"testing"
)

// The third skeptical review of stop 69: 942cfce (a liking of "she'll",
// "he'd" joins the sentence that names whose it is), 7e7b0c1 (a letter
// after a common word is no code) and 5af3025 (the order after a reason
// opens with an imperative of answering; "dabei"; "the text you send me";
// a verb of talking or thinking keeps a dated condition standing; an
// introduction goes on only with what the person is or does; "insists
// he/that", "besteht darauf", "se empeña en"; "by the day" is no place).
// Each test fails on 5af3025. REGRESSION: passes on 6adbaeb. STILL MISSED:
// fails there too.

// --- 5af3025: an introduction goes on only with "I am/was/work …" ----------

// REGRESSION. A person loses who they are as one line: "My name is Edwin
// Marsh, I'm 68, and I've been the lock keeper at Tardebigge for twenty
// years" — goesOnAboutMe now takes only "I am/was/work/live …", "I'm
// a/an/the …" and German "ich/bin/arbeite …" for what the person is or
// does, so "I've been the …", "I'm in charge of …", "I'm head of …", "I
// volunteer at …" and German "mache seit Januar die Kasse" are cut off: the
// model is sent a name and age alone, and a role whose line says no one
// ("and I've been the lock keeper at Tardebigge …"). On 6adbaeb each is one
// line.
func TestSkeptic69cWhatTheyDoInOtherWordsStaysWithTheName(t *testing.T) {
	for _, c := range []struct{ msg, name, role string }{
		{"My name is Edwin Marsh, I'm 68, and I've been the lock keeper at Tardebigge for twenty years.", "Edwin Marsh", "lock keeper"},
		{"I'm Sarah Lowe, I'm 31, and I'm in charge of the Year 2 class at Hillside Primary.", "Sarah Lowe", "Hillside"},
		{"Hi, I'm Priya Shah, 44, and I'm head of maths at St Bede's in Bolton.", "Priya Shah", "maths"},
		{"Hi, I'm Bernie Kavanagh, 63, and I volunteer at the Oxfam shop in Kendal three days a week.", "Bernie Kavanagh", "Oxfam"},
		{"Ich bin Jutta Kernbach, 47, und mache seit Januar die Kasse beim Kirchenchor in Hofheim.", "Jutta Kernbach", "Kasse"},
	} {
		got := remembered(t, said(c.msg, "A: Nice to meet you."))
		if lineWith(got, c.name, c.role) == "" {
			t.Errorf("%q: no line holds %q with %q:\n%s", c.msg, c.name, c.role, got)
		}
	}
}

// STILL MISSED. A person is sent as updated: their name and age —
// "Ich bin Jutta Kernbach, 47, und ich hab am 14. um 15 Uhr einen Termin
// bei Dr. Weber" is one line, since any clause opening with "ich" still goes
// on about the person (firstPersonOpen), so when Dr. Weber moves the
// appointment the whole line is marked "(updated in #3)" and who the person
// is reads as replaced. The English fix ("and I have a meeting with Dr
// Patel …" moves alone) does not reach German.
func TestSkeptic69cAGermanAppointmentLeavesTheNameCurrent(t *testing.T) {
	got := remembered(t, said(
		"Ich bin Jutta Kernbach, 47, und ich hab am 14. um 15 Uhr einen Termin bei Dr. Weber in Hofheim.",
		"A: Freut mich.",
		"Dr. Weber hat den Termin auf den 16. um 16 Uhr verschoben.",
		"A: Ok.",
	))
	if !currentLine(got, "Jutta", "47") {
		t.Errorf("the name and age are sent as updated or lost:\n%s", got)
	}
}

// --- 5af3025: "the text you send me" -----------------------------------------

// REGRESSION. A person is sent as free to get emojis in every answer:
// "Never use emojis" is marked "(updated in #7)" after "You can use emojis
// in the text for me to send my niece" / "… in the text you're writing me
// for Sophie's birthday" — a leave for one message the person will send
// on. textSent now reads any "me" within four words of "text" as "the text
// you send me" (the answers), so the leave is for all answers and the ban
// is lifted; the leave's line also loses "she's 14". On 6adbaeb the ban
// stays in force.
func TestSkeptic69cTheTextForMeToSendIsWrittenOnce(t *testing.T) {
	for _, leave := range []string{
		"You can use emojis in the text for me to send my niece, she's 14.",
		"You can use emojis in the text you're writing me for Sophie's birthday.",
	} {
		got := remembered(t, said(around68e("Never use emojis.", leave)...))
		keptInForce(t, got, 1, "the emoji ban, after "+leave, "emojis")
	}
}

// --- 5af3025: a verb of talking keeps a dated condition standing -------------

// REGRESSION. A person loses in a small memory: "When I go on and on about
// the 14th of June, don't tell me it was nobody's fault" — a standing
// instruction about a day that hurt. "go" is no longer a verb of talking,
// and only " go on about " was put in its place, so "go on and on about"
// dates the condition to one occasion: the instruction is read as a fact
// and goes before the insurer and the solicitor. On 6adbaeb it is an
// instruction and kept.
func TestSkeptic69cGoingOnAndOnAboutADayStands(t *testing.T) {
	within := rememberedWithin(t, said(
		"[Tue 21:02] When I go on and on about the 14th of June, don't tell me it was nobody's fault.",
		"A: Ok.",
		"[Tue 21:05] The other driver's insurer is Admiral, claim number ADM-55821.",
		"A: Ok.",
		"[Tue 21:09] My physio is Dr Okafor at the Riverside clinic, Thursdays at 4.",
		"A: Ok.",
		"[Tue 21:14] The hearing is at Leeds Magistrates, my solicitor is Helen Marsh.",
		"A: Ok.",
		"[Tue 21:20] The car was written off, the payout was £6,200.",
		"A: Ok.",
	), 45)
	if lineWith(within, "don't", "tell") == "" {
		t.Errorf("the standing instruction is dropped:\n%s", within)
	}
}

// --- 5af3025: "day" is a figure ------------------------------------------------

// REGRESSION. A person loses: where the plant stall goes — "We're putting
// the plant stall in the day centre car park" (and "… the day nursery car
// park"). "day" is now a figure of speech after a place word ("by the
// day"), so "in the day centre car park" is no place, and in a
// conversation that names its stalls often the line is dropped. On
// 6adbaeb it is kept.
func TestSkeptic69cTheDayCentreIsAPlace(t *testing.T) {
	for _, msg := range []string{
		"We're putting the plant stall in the day centre car park.",
		"We're putting the plant stall in the day nursery car park.",
	} {
		got := remembered(t, said(often69(msg)...))
		if lineWith(got, "plant", "stall") == "" {
			t.Errorf("%q is not kept:\n%s", msg, got)
		}
	}
}

// --- 5af3025: "insists that" is a liking ---------------------------------------

// REGRESSION. A person has filler kept in a small memory instead of a
// fact: "Dad insists that he's absolutely fine, honestly" says nothing the
// model needs, but "insists that" is now a liking and weighs as much as a
// value: in a memory of 67 words the sigh is kept and "I use the Pond
// Street car park" is dropped; in one of 78 words the sigh still pushes
// the car park out before it goes itself. On 6adbaeb the car park is kept
// in both.
func TestSkeptic69cInsistingThatHesFineIsNoLiking(t *testing.T) {
	for _, budget := range []int{67, 78} {
		within := rememberedWithin(t, said(
			"Dad had his fall on Sunday, he's in Ward 7 at the Royal Free.",
			"A: I'm sorry.",
			"His consultant is Dr Amin, the scan is on the 14th at 10:30.",
			"A: Ok.",
			"My brother Kev flies in from Dubai on Emirates on the 12th.",
			"A: Ok.",
			"The parking at the Royal Free is £4 an hour, I use the Pond Street car park.",
			"A: Ok.",
			"Dad takes warfarin, 3mg every evening.",
			"A: Ok.",
			"Dad insists that he's absolutely fine, honestly.",
			"A: That's understandable.",
		), budget)
		if lineWith(within, "Pond", "Street") == "" {
			t.Errorf("within %d words the car park is dropped (the sigh kept: %t):\n%s", budget, lineWith(within, "insists") != "", within)
		}
	}
}

// STILL MISSED. A person loses: what Colm insists on, said in the past or
// as going on — "Colm is insisting on the end plot", "Colm insisted that he
// gets the end plot", "Colm se empeñó en la parcela del final". Only
// "insists on/he/she/that", "insisted on", "se empeña en" are likings, and
// in a conversation that names Colm often the line is dropped.
func TestSkeptic69cInsistingInOtherTensesIsKept(t *testing.T) {
	for _, c := range []struct{ msg, word string }{
		{"Colm is insisting on the end plot, next to the tap, no idea why.", "plot"},
		{"Colm insisted that he gets the end plot, next to the tap.", "plot"},
		{"Colm se empeñó en la parcela del final, junto al grifo.", "grifo"},
	} {
		got := remembered(t, said(often69(c.msg)...))
		if lineWith(got, "Colm", c.word) == "" {
			t.Errorf("%q is not kept:\n%s", c.msg, got)
		}
	}
}

// --- 5af3025: the order said after a reason --------------------------------

// REGRESSION. A person loses: "please avoid long paragraphs", "mach bitte
// immer kurze Absätze" — orders said after a reason ("and since I'm
// dyslexic …", "und da ich schlecht sehe …"). orderAfterReason now takes
// only an imperative of orderVerbs past "please"/"bitte", and "avoid",
// "mach" are none, so the order is part of the reason: when the person
// lifts the emoji ban the whole line is marked "(updated in #7)" and the
// paragraphs order is sent as replaced. On 6adbaeb it is "(partly updated
// in #7)".
func TestSkeptic69cAnOrderAfterAReasonInOtherVerbs(t *testing.T) {
	for _, c := range []struct{ rule, leave, word string }{
		{"No emojis, and since I'm dyslexic please avoid long paragraphs.", "You can use emojis again.", "paragraphs"},
		{"Keine Emojis, und da ich schlecht sehe mach bitte immer kurze Absätze.", "Du kannst wieder Emojis benutzen.", "Absätze"},
	} {
		got := remembered(t, said(around68e(c.rule, c.leave)...))
		if l := lineOf(got, 1, c.word); !strings.Contains(l, "(partly updated in") {
			t.Errorf("%q after %q: the other order is no longer sent as in force: %q\n%s", c.leave, c.rule, l, got)
		}
	}
}

// STILL MISSED. A person is sent as still partly in force: their emoji
// ban, after "You can use emojis again". The reason's subject is a noun
// ("because my students always use your answers in their essays"), or
// Spanish says the reason's verb in the third person, which is the
// imperative's form ("porque mi hija siempre usa tus respuestas para sus
// deberes"); subjectWords holds only pronouns, so "always use your
// answers …", "siempre usa tus respuestas …" are read as an order after
// the reason and the line is "(partly updated in #7)".
func TestSkeptic69cAReasonWithANounSubjectIsNoOrder(t *testing.T) {
	for _, c := range []struct{ rule, leave string }{
		{"No emojis please, because my students always use your answers in their essays.", "You can use emojis again."},
		{"Nada de emojis, porque mi hija siempre usa tus respuestas para sus deberes.", "Ya puedes usar emojis otra vez."},
	} {
		got := remembered(t, said(around68e(c.rule, c.leave)...))
		if l := lineOf(got, 1, "emojis"); l != "" && (!strings.Contains(l, "(updated in") || strings.Contains(l, "partly")) {
			t.Errorf("%q after %q: the lifted ban is still sent as (partly) in force: %q\n%s", c.leave, c.rule, l, got)
		}
	}
}

// --- 942cfce: a liking of "she'll", "he'd" ----------------------------------

// Left as notes (seen while reviewing, not tests here):
// - The order after a reason is still lost (the line "(updated in #7)", as on 6adbaeb) for
//   imperatives outside orderVerbs or past words outside orderAdverbs: "because I'm dyslexic always
//   break things into short paragraphs", "because I print these out please leave a blank line between
//   steps", "since my eyesight is poor always spell out the numbers", "weil ich das ausdrucke bitte
//   immer nummerierte Schritte", "y como leo en el móvil pon siempre el resumen primero" ("como" opens
//   no reason), "y porque soy disléxica por favor evita los párrafos largos" ("por favor" is no adverb).
// - "My brother Dev is coming round to help with the fence. He'll eat anything but he can't stand
//   coriander." then "Dev can't come round after all, he's stuck at work.": the cancellation is in no
//   line (also on 6adbaeb); without the liking it is kept.
// - 942cfce's contractions and 7e7b0c1's common words gave no wrong line in what was tried ("he'd" as
//   "he had", a lowercase name before "he'd", two people in the sentence before, "Week A"/"Week B").

// Left as notes at stop 69 (STILL MISSED on 6adbaeb and 5af3025, not fixed):
// - "No emojis please because my screen reader reads them aloud": "reads" is a verb of saying, so
//   the ban is never read as an instruction and "You can use emojis again" lifts nothing.
// - "My grandson Alfie is 6. He'll only eat beige food, he won't touch anything green.": the liking
//   joins the age line but is cut at its comma; "he won't touch anything green" is lost.

// - "My mum's coming to stay … She'll …": "mum's", "dad's" said whose a 'she'/'he' is at 007209f and
//   were taken out at the fourth review ("We're borrowing my mum's car. She'll drive …" made the mum
//   the driver; a name after "sister's" read as the other gender); only "Auntie" stays.
