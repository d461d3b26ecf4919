package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of dc81f9c..543f0a2 (stop 74: dev90's misses and the fixes of the
// skeptic74a review) by a skeptic helper. REGRESSION tests pass with the
// files of dc81f9c and fail at 543f0a2: the wrong reading comes from the
// function each names. STILL MISSED tests fail at both: sentences people
// type that the reading still gets wrong, near what the change set out to
// fix. The sentences are this file's own. Helpers: read31 (skeptic31),
// holds57 (memory_reading57), ledger34b (skeptic34b), never31 (skeptic31; the file's own noKind74b was the same, and went) — all present at
// dc81f9c.

// Stop 74 fixed the ten regressions and two of the four still missed
// ("Hör doch mal auf, …", "No phones during the ceremony"); the two left are
// skipped with a note.

// --- REGRESSIONS ------------------------------------------------------------

// REGRESSION (reader.scrapsAChoice, memory_clauses.go). A take-back of a
// plan ("Forget the removal date, we've decided on the 14th instead") whose
// first clause happens to share one word with an instruction the memory
// holds ("Please don't suggest removal companies") is now read as a
// take-back of that instruction: the line becomes a rule and Merge removes
// the instruction. The person loses an instruction they never lifted (the
// model goes back to suggesting removal firms / hotels / Umzugsfirmen), and
// the new plan (the 14th, driving home, Tom's van) is kept as an order to
// the assistant instead of a decision. At dc81f9c the instruction stayed
// and the take-back was a decision. Very plausible: a move or a wedding
// talks of the same things the person's instructions name, and "Forget
// the X, we've decided …" is how plans change.
func TestSkeptic74bAPlanTakeBackSharingAWordKeepsTheInstruction(t *testing.T) {
	for _, c := range []struct {
		msgs            []string
		ruleKey, revKey string
	}{
		{[]string{
			"We're moving to Leeds in May. Please don't suggest removal companies, my brother has a van.", "A: Ok.",
			"Forget the removal date, we've decided on the 14th instead.", "A: Ok.",
		}, "removal companies", "14th"},
		{[]string{
			"We're planning my sister's wedding in June. Please don't recommend any hotels, we're all staying with family.", "A: Ok.",
			"Forget the hotels near the church, we've decided to drive home after the party.", "A: Ok.",
		}, "recommend any hotels", "drive home"},
		{[]string{
			"Wir ziehen im Mai um. Bitte schlag mir keine Umzugsfirmen vor, wir machen das selbst.", "A: Ok.",
			"Vergiss die Umzugsfirmen aus Köln, wir haben entschieden, den Transporter von Tom zu nehmen.", "A: Ok.",
		}, "schlag mir keine", "Transporter"},
	} {
		var rule, plan *session.LedgerEntry
		for _, e := range ledger34b(t, c.msgs...) {
			switch {
			case e.Msg == 0 && strings.Contains(e.Text, c.ruleKey) && e.Kind == session.LedgerRule && e.Newer == 0:
				rule = &e
			case e.Msg == 2 && strings.Contains(e.Text, c.revKey):
				plan = &e
			}
		}
		if rule == nil {
			t.Errorf("the instruction of %q is gone after %q, which never lifted it", c.msgs[0], c.msgs[2])
		}
		if plan == nil || plan.Kind == session.LedgerRule {
			t.Errorf("the new plan %q is lost or kept as an instruction: %v", c.msgs[2], plan)
		}
	}
}

// REGRESSION (banFromNow's head, memory_clauses.go: a head of up to five
// words that names no place). Someone else's ban, put after a five-word
// head that says who made it ("Grandma made it very clear:", "Mum laid
// down the law:"), is now read as the person's order to the assistant: the
// model is told "no jokes" / "no small talk" for the whole conversation,
// which nobody asked of it. At dc81f9c both were facts about the family.
// Plausible: family rules before a party or a visit are told this way.
func TestSkeptic74bSomeoneElsesBanFromNowIsNoOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"Grandma made it very clear: from now on, no jokes about her cooking.",
		"Mum laid down the law: from now on, no small talk at the dinner table.",
	)
}

// REGRESSION (banFromNow's smallTalk and the new givenByAnswers words
// "smalltalk", "chitchat", memory_clauses.go). The person's own resolution
// about other people — no small talk with the landlord, at the shop's till,
// with the ex — is now read as an order to the assistant ("no small talk"
// in the answers). The model is told something the person never asked, and
// the real plan ("nur noch per Mail", "the queue is too long") is kept as an
// instruction that outranks every fact. At dc81f9c the first was a fact and
// the others were not kept as orders. Plausible: small businesses and
// movers say this of customers and landlords.
func TestSkeptic74bOwnSmallTalkPlanIsNoOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"Ab jetzt kein Smalltalk mehr mit dem Vermieter, nur noch per Mail.",
		"From now on no small talk at the till, the queue is too long.",
		"New year, new me: from now on, no chitchat with the ex.",
	)
}

// REGRESSION (unsure's worry branch, memory_kinds.go: a "but" no longer
// closes the doubt). A worry that the person then settles ("…, but we're
// going ahead with it anyway", "…, but the marquee is booked for the 12th",
// "…, pero la alquilamos igual") is now an open question: the model is told
// the van / the weather plan is still undecided and may reopen it, though
// the person went ahead. At dc81f9c each was a fact. Very plausible: the
// usual way to mention a worry one has decided to live with.
func TestSkeptic74bAWorrySettledAfterButIsNoOpenQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"My one worry: not sure the van is big enough for the sofa, but we're going ahead with it anyway.",
		"My only worry: not sure about the weather, but the marquee is booked for the 12th.",
		"Mi única preocupación: no sé si la furgoneta es grande, pero la alquilamos igual.",
	)
}

// REGRESSION (opensPastLead / namesSubject, memory_read.go: any line past
// "Ah,"/"Eso sí," whose first word is a lowercase pronoun joins the sentence
// before). "yo" names a subject of its own, the person, yet a line of what
// the person pays for or cannot do is now joined to the mother's birthday:
// one line of two subjects, which an update of the birthday (a new date,
// a new town) replaces whole, losing who pays for the cake or that the
// person can't come on Friday. At dc81f9c they were two lines. Very
// plausible Spanish.
func TestSkeptic74bAFirstPersonLinePastAhIsItsOwn(t *testing.T) {
	for _, c := range []struct{ text, other string }{
		{"Mi madre cumple 70 el 3 de mayo en Toledo. Ah, yo pago la tarta de la pastelería Mallorca.", "tarta"},
		{"Mi madre cumple 70 el 3 de mayo en Toledo. Eso sí, yo no puedo ir el viernes.", "viernes"},
	} {
		if got := read31(c.text); holds57(got, "Toledo", c.other) {
			t.Errorf("%q: the birthday and the person's own line are joined: %v", c.text, got)
		}
	}
}

// REGRESSION (stopsDoing's askingCanEs, memory_kinds.go: "puede",
// "podría" are also the third person). "Puede dejar de llamarme si le pago
// antes" (the landlord can stop calling me if I pay early), "¿Puede dejar de
// escribirme mi ex?", "¿Podría dejar de mandarme mensajes el fontanero?"
// ask about someone else; they are now read as orders to the assistant to
// stop calling / writing / messaging, which it never does — an instruction
// nobody gave, ranked above every fact. At dc81f9c none was a rule.
// Plausible: Spanish drops the subject or puts it last.
func TestSkeptic74bSomeoneElseWhoCanStopIsNoOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"¿Cómo hago para que el casero deje de llamarme? Puede dejar de llamarme si le pago antes, supongo.",
		"¿Puede dejar de escribirme mi ex? Me caso en junio.",
		"¿Podría dejar de mandarme mensajes el fontanero? Ya le pagué.",
	)
}

// REGRESSION (stopsDoingDe, memory_kinds.go: reportedHere misses "sag ich
// …" and the plural "hört" is to several people). What the person says to
// the kids every morning ("Hört auf, mich zu nerven, sag ich immer zu den
// Kindern") is now an order to the assistant to stop annoying them. At
// dc81f9c it was a fact. Plausible in German family chat.
func TestSkeptic74bAStopOrderToTheKidsIsNoOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"Hört auf, mich zu nerven, sag ich immer zu den Kindern.",
		"Hört bitte auf, mich zu nerven, sag ich den Jungs jeden Morgen.",
	)
}

// REGRESSION (preferred's new phrases "i really want", "we really want",
// "i also want", "también quiero", memory_words.go). A thank-you is now read
// as a wish and kept (a liking, which saysOwnLiking keeps beside a named
// sentence): "I really want to thank you for all the help with the move"
// takes room from the facts in every compaction and tells the small model
// of a "wish" that is only politeness. At dc81f9c none was kept. Very
// plausible: people thank the assistant this way all the time.
func TestSkeptic74bThanksIsNoWish(t *testing.T) {
	for _, text := range []string{
		"I really want to thank you for all the help with the move.",
		"We really want to thank you, the party was a hit.",
		"I also want to say you've been brilliant with all this.",
		"También quiero darte las gracias por todo.",
	} {
		if got := read31(text); len(got) > 0 {
			t.Errorf("%q: a thank-you is kept: %v", text, got)
		}
	}
	if got := read31("Tom booked the van for Saturday at 8. I really want to say thanks, you've been a star."); holds57(got, "thanks") {
		t.Errorf("a thank-you is kept beside the booking: %v", got)
	}
}

// REGRESSION (restricts / allBut, memory_clauses.go). "but" after
// "everyone" that contrasts (no comma before it) is now read as "except",
// so the aside no longer opens a clause — yet the line is still cut there,
// after the "but": "The venue at Hollin Hall fits everyone but". The model
// reads an exception with its object lost (everyone but whom?). At dc81f9c
// the line was "The venue at Hollin Hall fits everyone". Plausible: chat
// often leaves out the comma before "but".
func TestSkeptic74bEveryoneButLeavesNoDanglingBut(t *testing.T) {
	const text = "The venue at Hollin Hall fits everyone but honestly I could not care less about the napkins."
	for _, e := range read31(text) {
		if strings.HasSuffix(strings.TrimSpace(e.Text), " but") {
			t.Errorf("%q: a line ends on a dangling but: %q", text, e.Text)
		}
	}
}

// REGRESSION (eventBan, memory_clauses.go; noNews lists no weather). Relief
// about the weather at an event ("No rain at the barbecue, thank God",
// "Nada de lluvia en la boda, menos mal") is now kept as a hosts' ban, cut
// to "No rain at the barbecue": the relief is dropped and the line reads
// like a rule of the event, ranked as a constraint. At dc81f9c it was not
// kept. Plausible after any outdoor party.
func TestSkeptic74bNoRainIsNoBan(t *testing.T) {
	for _, text := range []string{
		"No rain at the barbecue, thank God.",
		"Nada de lluvia en la boda, menos mal.",
	} {
		for _, e := range read31(text) {
			if !strings.Contains(e.Text, "God") && !strings.Contains(e.Text, "menos mal") {
				t.Errorf("%q: kept as a ban without the relief: %q", text, e.Text)
			}
		}
	}
}

// --- STILL MISSED -----------------------------------------------------------

// STILL MISSED (opensPastLead and joins, memory_read.go). "Ah, ella odia los
// lirios" right after "Carmen trae las flores …" is about Carmen (the
// change set out to join "Eso sí, ella es vegana", and does join it after
// "Eso sí,"), yet after "Ah," it stays a line of its own: the small model is
// told "ella odia los lirios" with no one to say who hates lilies — and
// Carmen is the one bringing the flowers. Very plausible.
func TestSkeptic74bAhSheHatesJoinsWhoSheIs(t *testing.T) {
	t.Skip(`still missed at stop 74: after "Ah," a liking of "ella" does not join the sentence that names her`)
	const text = "Carmen trae las flores del mercado de Triana el viernes. Ah, ella odia los lirios."
	if got := read31(text); !holds57(got, "Carmen", "lirios") {
		t.Errorf("%q: no line holds Carmen and what she hates: %v", text, got)
	}
}

// STILL MISSED (stopsDoingDe, memory_kinds.go: only "bitte" may stand
// between "hör" and "auf"). The everyday German "Hör doch auf, mir ständig
// Möbelhäuser vorzuschlagen", "Jetzt hör doch mal auf, mir dauernd
// Baumärkte zu empfehlen" is an order to the assistant, read as a fact: the
// model keeps suggesting furniture stores. Very plausible (doch/mal are how
// a German says it when annoyed).
func TestSkeptic74bGermanStopWithDochIsAnOrder(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Hör doch auf, mir ständig Möbelhäuser vorzuschlagen.", "Möbelhäuser"},
		{"Jetzt hör doch mal auf, mir dauernd Baumärkte zu empfehlen.", "Baumärkte"},
	} {
		if k := kindWith(c.text, "A: Ok.", c.key); k != session.LedgerRule {
			t.Errorf("%q is read as %q, not an instruction", c.text, k)
		}
	}
}

// STILL MISSED (eventBan, memory_clauses.go: only "at"/a place word before
// the event). A wedding rule said with "during" ("No phones during the
// ceremony.") is dropped: the hosts' rule the change set out to keep is
// lost. Very plausible wedding planning.
func TestSkeptic74bNoPhonesDuringTheCeremonyIsKept(t *testing.T) {
	const text = "No phones during the ceremony."
	if got := read31(text); !holds57(got, "phones") {
		t.Errorf("%q: the hosts' rule is lost: %v", text, got)
	}
}

// STILL MISSED at stop 74, fixed at stop 75 (ordered: a ban of an event's
// is the hosts'). (the ordered/banOn reading of a bare "Bitte keine …": the
// event is not looked at). The couple's rule for their own wedding ("Bitte
// keine Fotos während der Trauung.") is read as an order to the assistant:
// the model is told not to send photos during the ceremony, and the
// wedding rule is an instruction that outranks the facts. Plausible German.
func TestSkeptic74bAWeddingRuleIsNoOrderToTheAssistant(t *testing.T) {
	never31(t, session.LedgerRule, "Bitte keine Fotos während der Trauung.")
}
