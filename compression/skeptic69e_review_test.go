package compression_test

import (
	"strings"
	"testing"
)

// The fifth skeptical review of stop 69: 88c644e (a clause with a weekday,
// an ordinal or a figure after "on the/am/el/día" is a plan and leaves the
// name's line, dayPlanned; "I've been" goes on with the name only before
// "a/an/the", "I'm in" only before "charge"; insistsOnDoing, insistedOf,
// stateWords; an order after a reason needs a subject or a be-verb of the
// reason's own, and not right after a possessive and a plural noun; "the
// text you send me for now" is the answers, forAWhile; only "go on (and on)
// about" is talking; "grows by" is no place; "mum's", "dad's" … no words of
// a gender). Each test fails on 88c644e. REGRESSION: passes on 007209f.
// STILL MISSED: fails there too.

// --- 88c644e: dayPlanned, goesOnAboutMe --------------------------------------

// REGRESSION. A person loses in a small memory where they live or work:
// "Hi, I'm Marta Silva, I'm 34, and I live on the 14th floor of a tower
// block in Sighthill" (then a broken lift, a toddler in a buggy), "…, and I
// work Saturday mornings at the Oxfam bookshop on Leith Walk" (then a book
// club for its volunteers). dayPlanned reads any ordinal ("14th floor") and
// any weekday ("Saturday mornings", a habit) as a dated plan, so what the
// person is or does leaves the name's line and, a line of its own, is
// dropped: within 75 words the model is sent "I'm Marta Silva, I'm 34" and
// the broken lift but not that she lives fourteen floors up (within 70
// neither the name nor the floor); within 60 "I'm Sarah Lowe, I'm 31" and
// not the shop her book club is for. On 007209f the whole introduction is
// one line and is kept.
func TestSkeptic69eAFloorOrAWeeklyShiftIsNoPlan(t *testing.T) {
	for _, c := range []struct {
		msgs    []string
		budgets []int
		word    string
	}{
		{[]string{
			"Hi, I'm Marta Silva, I'm 34, and I live on the 14th floor of a tower block in Sighthill.",
			"A: Nice to meet you.",
			"The lift has been broken since Monday, the council reference is GCC-448120.",
			"A: Ok.",
			"My son Leo is 3 and goes to nursery in a buggy.",
			"A: Ok.",
			"The housing officer is Mr Donnelly, his number is 0141 287 5500.",
			"A: Ok.",
			"I've got a hospital appointment at the Queen Elizabeth on Thursday at 2.",
			"A: Ok.",
		}, []int{70, 75}, "floor"},
		{[]string{
			"Hi, I'm Sarah Lowe, I'm 31, and I work Saturday mornings at the Oxfam bookshop on Leith Walk.",
			"A: Nice to meet you.",
			"I want to start a book club for the volunteers, the first one is on the 3rd.",
			"A: Ok.",
			"The shop manager is Fiona Grant, she said we can use the back room.",
			"A: Ok.",
			"We've got £40 from the Leith Community Fund for tea and biscuits.",
			"A: Ok.",
			"I can't do evenings, I look after my gran.",
			"A: Ok.",
		}, []int{60}, "Oxfam"},
	} {
		for _, budget := range c.budgets {
			within := rememberedWithin(t, said(c.msgs...), budget)
			if lineWith(within, c.word) == "" {
				t.Errorf("%q: within %d words what the person is or does is dropped:\n%s", c.msgs[0], budget, within)
			}
		}
	}
}

// REGRESSION. A person loses in a small memory what they have done for
// twenty years: "Hi, I'm Tom Reid, I'm 45, and I've been nursing on the
// stroke ward at the Royal Free for 20 years", then asking about a
// community nursing job. goesOnAboutMe now keeps "I've been" on the name's
// line only before "a/an/the" (to move "I've been booked in …"), so "I've
// been nursing …", the usual way to say it, is a line of its own and is
// dropped within 70 words: the model is sent "I'm Tom Reid, I'm 45" and a
// job application with no word of his experience. On 007209f the whole
// introduction is one line and is kept.
func TestSkeptic69eIveBeenNursingForYearsStaysWithTheName(t *testing.T) {
	within := rememberedWithin(t, said(
		"Hi, I'm Tom Reid, I'm 45, and I've been nursing on the stroke ward at the Royal Free for 20 years.",
		"A: Hi Tom.",
		"I want to move into community nursing, the job closes on Friday.",
		"A: Ok.",
		"The hiring manager is Angela Brooks, the post is Band 6 in Camden.",
		"A: Ok.",
		"My NMC PIN is 09A1234E, it's due for revalidation in May.",
		"A: Ok.",
		"I can't drive, so it has to be on the Northern line.",
		"A: Ok.",
	), 70)
	if lineWith(within, "stroke", "ward") == "" {
		t.Errorf("the twenty years on the stroke ward are dropped:\n%s", within)
	}
}

// --- 88c644e: insistsOnDoing ---------------------------------------------------

// REGRESSION. A person has an opinion kept in a small memory instead of a
// fact: "Dad insists the nurses have got it in for him, honestly" is a
// grievance, not something Dad wants, but insistsOnDoing takes any
// "insists the …" without a word of state in its next four words as a
// liking, which weighs as much as a value: within 70 words the grievance is
// kept and "I use the Pond Street car park" is dropped; within 78 the car
// park still goes. On 007209f the car park is kept in both.
func TestSkeptic69eAGrievanceInsistedIsNoLiking(t *testing.T) {
	for _, budget := range []int{70, 78} {
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
			"Dad insists the nurses have got it in for him, honestly.",
			"A: That's understandable.",
		), budget)
		if lineWith(within, "Pond", "Street") == "" {
			t.Errorf("within %d words the car park is dropped (the grievance kept: %t):\n%s", budget, lineWith(within, "nurses") != "", within)
		}
	}
}

// --- 88c644e: orderAfterReason -------------------------------------------------

// REGRESSION. A person is sent as having lifted an order they kept: "No
// emojis please, and since I read your answers out to my kids use simple
// words", "… because I print your answers for my students use simple
// English", "… since I only read these in my breaks keep your answers
// short". The reason's own subject is there ("I"), but orderAfterReason now
// skips an order right after a possessive and a word ending in "s" ("my
// kids", "my students", "my breaks"), so the order is part of the reason;
// when the person lifts the emoji ban the whole line is marked "(updated in
// #7)" and simple words / short answers are sent as replaced. On 007209f it
// is "(partly updated in #7)".
func TestSkeptic69eAnOrderAfterMyKidsStays(t *testing.T) {
	for _, rule := range []string{
		"No emojis please, and since I read your answers out to my kids use simple words.",
		"No emojis please, and because I print your answers for my students use simple English.",
		"No emojis please, and since I only read these in my breaks keep your answers short.",
	} {
		got := remembered(t, said(around68e(rule, "You can use emojis again.")...))
		if l := lineOf(got, 1, "emojis"); !strings.Contains(l, "(partly updated in") {
			t.Errorf("%q: the other order is no longer sent as in force: %q\n%s", rule, l, got)
		}
	}
}

// --- 88c644e: textSent, forAWhile ----------------------------------------------

// REGRESSION. A person is sent as free to get emojis in every answer after
// allowing them in one text: "You can use emojis in the text you write me
// for the family group chat, it's Gran's birthday", "Ok you can use emojis
// in the text you send me for the party invite". forAWhile takes any "me
// for the …" / "me for a …" as "for the rest of this chat", so the text
// for the group chat or the invite is the answers and "Never use emojis"
// is marked "(updated in #7)". On 007209f the ban stays in force.
func TestSkeptic69eTheTextYouWriteMeForTheGroupChatIsWrittenOnce(t *testing.T) {
	for _, leave := range []string{
		"You can use emojis in the text you write me for the family group chat, it's Gran's birthday.",
		"Ok you can use emojis in the text you send me for the party invite.",
	} {
		got := remembered(t, said(around68e("Never use emojis.", leave)...))
		keptInForce(t, got, 1, "the emoji ban, after "+leave, "emojis")
	}
}

// --- 88c644e: only "go on (and on) about" is talking --------------------------

// REGRESSION. A person loses in a small memory a standing instruction
// about a day that hurt: "When I go on a rant about the 14th of June, don't
// tell me it was nobody's fault", typed also as "when i go on and on and on
// about …" and "If I go off on one about …". opensMine now counts only the
// exact strings "go on about" and "go on and on about" as talking, so the
// date makes each one occasion: the instruction is read as a fact and is
// dropped within 45 words. On 007209f it is an instruction and kept.
func TestSkeptic69eGoingOnARantAboutADayStands(t *testing.T) {
	for _, cond := range []string{
		"When I go on a rant about the 14th of June, don't tell me it was nobody's fault.",
		"when i go on and on and on about the 14th of June, dont tell me it was nobody's fault",
		"If I go off on one about the 14th of June, don't tell me it was nobody's fault.",
	} {
		within := rememberedWithin(t, said(
			"[Tue 21:02] "+cond,
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
		if lineWith(within, "nobody's", "fault") == "" {
			t.Errorf("%q: the standing instruction is dropped:\n%s", cond, within)
		}
	}
}

// --- 88c644e: "grows by" is no place -------------------------------------------

// REGRESSION. A person loses where something grows: "The comfrey grows by
// the water butt, next to Colm's shed", "The wild garlic grows by the
// stream at the bottom of the allotments", "Auntie Brid's rhubarb grows by
// the compost bins". To keep "my worry grows by the day" from being a
// place, located now skips every "grows by", and "by the water butt" is a
// place as plain as they come; in a conversation that names its people
// often the line is dropped. On 007209f each is kept.
func TestSkeptic69eWhatGrowsByTheShedIsAPlace(t *testing.T) {
	for _, c := range []struct{ msg, word string }{
		{"The comfrey grows by the water butt, next to Colm's shed.", "butt"},
		{"The wild garlic grows by the stream at the bottom of the allotments.", "stream"},
		{"Auntie Brid's rhubarb grows by the compost bins.", "compost"},
	} {
		got := remembered(t, said(often69(c.msg)...))
		if lineWith(got, c.word) == "" {
			t.Errorf("%q is not kept:\n%s", c.msg, got)
		}
	}
}

// Left as notes at stop 69 (seen while reviewing, not tests here; both fail
// on 88c644e and on 007209f):
//   - "Mi padre insiste en que está perfectamente, la verdad": "insiste en" is a liking, so
//     the Spanish of "Dad insists that he's fine" outweighs "yo uso el parking de la calle
//     Cartagena" in a memory of 72, 78 or 82 words ("Mi padre dice que …" does not).
//   - "My auntie Jean's neighbour Bill is driving us …, he's picking us up at 9 … He only
//     drinks decaf.": "auntie" is still a female word and the first gendered word decides,
//     so Bill's liking is sent alone, as "mum's friend Derek"'s was before the fourth review.

// Left as notes at stop 69 (STILL MISSED on 007209f and 88c644e, not fixed):
// - A plan after the introduction said with "tomorrow at 9:30", "June 14", "im Mai", "en marzo",
//   or typed "im in manchester on the 14th" stays on the name's line; when it moves, the name and
//   age are marked updated.
// - "Colm insists he's doing the raffle", "insisted he was doing …", "insists we do the raffle at
//   the very end" are no likings ("he's", "was" read as a state; "we" opens no liking).
// - "because my eyes get tired quickly please keep …", "because my screen reader struggles with
//   them keep to plain text": an order after a reason whose own verb is not a form of "be" is part
//   of the reason.
