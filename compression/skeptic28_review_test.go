package compression_test

import (
	"strings"
	"testing"
)

// A reviewer's tests of stop 28's reading changes: each asserts what the
// model is sent (the memory block) and fails on the current code.

// A clause opening with a possessive or an article that pointing lists ("her
// husband Tom", "its replica svc-2", German "das Treffen", Spanish "la
// reunión") is another subject with its own value, not more about the one
// before: one line must not give both.
func TestSkeptic28PronounClauseOfAnotherSubjectSplits(t *testing.T) {
	for _, c := range []struct{ text, a, av, b string }{
		{"My sister Anna lands at 9:40 on Friday, her husband Tom lands at 11:15 on Saturday.", "Anna", "9:40", "Tom"},
		{"svc-1 listens on port 8080, its replica svc-2 on port 9090.", "svc-1", "8080", "svc-2"},
		{"Der Zahnarzt Dr. Keller hat am 4. März Zeit, das Treffen mit Frau Brandt ist am 6. März.", "Keller", "4.", "Brandt"},
		{"El vuelo de Marta sale el 3 de mayo a las 9:40, la reunión con Pérez es el 5 de mayo a las 10:00.", "Marta", "9:40", "Pérez"},
	} {
		got := remembered(t, said(c.text, "A: Noted."))
		if l := lineWith(got, c.a, c.av); l == "" || strings.Contains(l, c.b) {
			t.Errorf("%s and %s share one line (or %s's is gone):\n%s", c.a, c.b, c.a, got)
		}
	}
}

// A short qualifier after a fact ("cash only", "online", "no kids", "sin
// niños") is part of the fact, not commentary.
func TestSkeptic28TrailingQualifierIsKept(t *testing.T) {
	for _, c := range []struct{ text, key, qual string }{
		{"Pay the plumber Mr Okafor £120 on Friday, cash only.", "£120", "cash"},
		{"The call with Ortiz is at 10:30 on Monday, online.", "10:30", "online"},
		{"The wedding is on 14 June in Sevilla, no kids.", "Sevilla", "kids"},
		{"La boda es el 14 de junio en Sevilla, sin niños.", "Sevilla", "niños"},
	} {
		got := remembered(t, said(c.text, "A: Noted."))
		if lineWith(got, c.key, c.qual) == "" {
			t.Errorf("%q lost %q:\n%s", c.text, c.qual, got)
		}
	}
}

// An amount that opens several messages ("€120, the plumber") is the fact,
// not a numbering like "#7 //".
func TestSkeptic28LeadingAmountIsNoPrefix(t *testing.T) {
	got := remembered(t, said(
		"€120, the plumber, paid cash on Monday.", "A: ok",
		"€45, groceries at Lidl.", "A: ok",
		"€60, a birthday present for Tom.", "A: ok",
		"Is that all within my €300 budget?", "A: yes",
	))
	for _, want := range [][]string{{"€120", "plumber"}, {"€45", "Lidl"}, {"€60", "Tom"}} {
		if lineWith(got, want...) == "" {
			t.Errorf("the amount %s was stripped as a message prefix:\n%s", want[0], got)
		}
	}
}

// A remark that happens to open "si me …", "cuando me …", "when you …" and to
// hold a verb like "da", "llama", "give" is no instruction: it must not
// outrank the specific facts after it when the budget drops lines.
func TestSkeptic28ConditionalRemarkIsNoRule(t *testing.T) {
	for _, remark := range []string{
		"Si me da tiempo el jueves, paso por la farmacia.",
		"Cuando me llama mi madre los domingos, hablamos una hora del trabajo.",
		"When you sign up at the gym they give you a free towel.",
	} {
		got := rememberedWithin(t, said(beforeOrders(remark, "A: Ok.")...), 120)
		first, _, _ := strings.Cut(remark, ",")
		if strings.Contains(got, first) && strings.Count(got, "Order ZX-") < 12 {
			t.Errorf("the remark %q was kept as an instruction over order facts:\n%s", remark, got)
		}
	}
}

// "you can drop/ignore the … thing" takes the instruction back (the code
// before this change removed it); now the revoked rule stays, marked
// updated, and as a rule it is never dropped before a fact.
func TestSkeptic28RevocationAfterYouCan(t *testing.T) {
	for _, back := range []string{
		"Oh and you can drop the Dr. Brandt thing.",
		"Honestly you can ignore the Dr. Brandt rule.",
	} {
		got := remembered(t, said("Always call me Dr. Brandt.", "A: Sure.", back, "A: Sure."))
		if strings.Contains(got, "Always call me Dr. Brandt") {
			t.Errorf("%q did not take the instruction back:\n%s", back, got)
		}
	}
}

// The budget's "each message's best line first" keeps an idle line of every
// message ("It rained all day in Leeds") over a message's second specific
// fact (a passport number).
func TestSkeptic28SecondFactOutranksIdleLines(t *testing.T) {
	msgs := []string{"My passport number is P5338291. My NHS number is 485 777 3456.", "A: ok"}
	for _, s := range []string{"We watched Casablanca with Dad tonight.", "It rained all day in Leeds.",
		"Auntie Joan phoned for a chat.", "Mum made her shepherd's pie, Dad loved it.", "The Kessler boys mowed the lawn.",
		"Dad read the Guardian all morning.", "Bingo at St Mary's was fun.", "Dad dozed through Countdown."} {
		msgs = append(msgs, s, "A: Lovely.")
	}
	got := rememberedWithin(t, said(msgs...), 50)
	if lineWith(got, "P5338291") == "" && lineWith(got, "Leeds") != "" {
		t.Errorf("the passport number went before small talk:\n%s", got)
	}
}
