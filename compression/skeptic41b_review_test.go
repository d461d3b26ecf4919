package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// The second review of stop 41 (59e14c3..60e3586: a label taken off to a dash
// after the same word, bare bans and instructions of two words, number words
// joined as values). Each test fails at 60e3586; the sentences are this
// file's own.

// Notes bulleted with a mark where two of three happen to have the same word
// before their dash ("📌 Mum's birthday — 12 May", "📌 Dad's birthday — 3
// June"; "📌 Dentist on Tuesday — 3pm", "📌 Vet on Tuesday — 10am") give
// labelCloser a "birthday —" or "Tuesday —" closer, and stripPrefix cuts each
// note to after its dash: the memory keeps "12 May, she wants the blue scarf",
// "3pm with Dr Okafor" — whose birthday, which appointment and which day are
// gone. At 59e14c3 every note was kept whole.
func TestSkeptic41bNotesWithTheSameWordBeforeTheDashKeepTheirThing(t *testing.T) {
	got := remembered(t, said(
		"📌 Mum's birthday — 12 May, she wants the blue scarf from Jenners.", "A: Ok.",
		"📌 Dad's birthday — 3 June, he'd like a new fishing reel.", "A: Ok.",
		"📌 Gran's birthday — 30 September, flowers from the shop on Leith Walk.", "A: Ok.",
	))
	for i, who := range []string{"Mum", "Dad", "Gran"} {
		if lineOf(got, 2*i+1, who, "birthday") == "" {
			t.Errorf("the memory no longer says whose birthday message %d gives:\n%s", 2*i+1, got)
		}
	}
	got = remembered(t, said(
		"📌 Car insurance renewal — 14 March, Admiral quoted £412.", "A: Ok.",
		"📌 Dentist on Tuesday — 3pm with Dr Okafor, bring the referral letter.", "A: Ok.",
		"📌 Vet on Tuesday — 10am, Pepper needs her booster.", "A: Ok.",
		"📌 Boiler service — Friday morning, British Gas.", "A: Ok.",
	))
	for _, c := range []struct {
		n    int
		keys []string
	}{{3, []string{"Dentist", "Tuesday", "3pm"}}, {5, []string{"Vet", "Tuesday", "10am"}}} {
		if lineOf(got, c.n, c.keys...) == "" {
			t.Errorf("no line of message %d holds %q:\n%s", c.n, c.keys, got)
		}
	}
}

// Once "left —" closes the data-balance label, stripPrefix cuts any message
// that opens with the mark at the first "left —" within fourteen words, though
// that message has no balance label at all: "📶 Topped up! Lawyer is Ms Dube,
// she charges $300, two days left — the court wants …" loses the lawyer, her
// fee and the top-up; the memory keeps only "the court wants the lease copy".
// At 59e14c3 the lawyer was kept.
func TestSkeptic41bAMessageWithoutTheLabelIsNotCutAtTheCloser(t *testing.T) {
	got := remembered(t, said(
		"📶 Econet 1.2GB left — The hearing is on the 9th at Harare Magistrates Court.", "A: Ok.",
		"📶 Econet 800MB left — My landlord is Mr Chikwanha, he wants the flat back by June.", "A: Ok.",
		"📶 Econet 300MB left — I found the lease, it was signed in 2019.", "A: Ok.",
		"📶 Topped up! Lawyer is Ms Dube, she charges $300, two days left — the court wants the lease copy.", "A: Ok.",
	))
	if lineOf(got, 7, "Ms Dube", "$300") == "" {
		t.Errorf("the lawyer and her fee are lost:\n%s", got)
	}
}

// bareBan takes any sentence that opens with "no"/"keine"/"sin" and a look of
// answers for a ban on the assistant, whoever and whatever it is about: what
// Dave's texts lack, what Gran's phone cannot show, what the council's letter
// has no headings in, a birthday card written without emojis. Each is now a
// standing instruction, ranked above every fact and kept last; the model is
// told to obey a line the person never meant for it. At 59e14c3 each was a
// fact or nothing.
func TestSkeptic41bABanOnSomeoneElsesWritingIsNoInstruction(t *testing.T) {
	for _, text := range []string{
		"No emojis from Dave since the argument, which is unlike him.",
		"No emoji showed up on Gran's phone, only little boxes.",
		"No headings in the council's letter, so I couldn't find the deadline.",
		"Wrote Gran's ninetieth birthday card tonight. No emojis, she'd think they were rude.",
		"Checked Dave's texts from last week. No emojis at all, which is odd for him.",
		"Keine Emojis von Jonas seit dem Streit, das ist komisch.",
		"Sin emojis desde la pelea, mi hermana está rara.",
	} {
		if got := kindLines(text, session.LedgerRule); len(got) > 0 {
			t.Errorf("%q is read as an instruction: %q", text, got)
		}
	}
}

// The false rule then takes part in the instructions' updates: "You can use
// emojis again in your answers" (an allowance, a real rule) marks "No emojis
// from Dave since the argument" as "(updated in #3)", so the model is told
// that what Dave does was changed by what the person allows it. At 59e14c3
// the line about Dave stood as it was said.
func TestSkeptic41bAnAllowanceDoesNotUpdateWhatSomeoneElseDoes(t *testing.T) {
	for _, c := range [][2]string{
		{"No emojis from Dave since the argument, which is unlike him.", "You can use emojis again in your answers, I don't mind them."},
		{"Keine Emojis von Jonas seit dem Streit, das ist komisch.", "Du kannst wieder Emojis benutzen."},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		if l := lineOf(got, 1); l == "" || strings.Contains(l, "updated in") {
			t.Errorf("%q is lost or marked as updated by %q:\n%s", c[0], c[1], got)
		}
	}
}

// An instruction of two words is kept now only when something reads it as
// one; the commonest short ones are not, and lose everything, though "Please
// answer briefly." and "Bitte antworte kurz." are rules: "Answer briefly.",
// "Antworte kurz.", "Be brief.", "Sé breve.", "Stop apologising." leave no
// line at all. The model is never told to keep it short.
func TestSkeptic41bTwoWordInstructionsAreKept(t *testing.T) {
	for _, text := range []string{
		"Answer briefly.",
		"Antworte kurz.",
		"Be brief.",
		"Sé breve.",
		"Stop apologising.",
	} {
		if got := kindLines(text, session.LedgerRule); len(got) == 0 {
			t.Errorf("%q is not read as an instruction: %v", text, read31(text))
		}
	}
}

// "No markdown." alone is a rule now; the same bans listed under a label that
// says they are rules ("Ground rules: 1. Short answers. 2. No markdown. 3.
// Answer in English.", "A few rules for you: - metric units - no emojis") are
// one plain fact, ranked with the facts and dropped before any instruction
// when the memory must shrink.
func TestSkeptic41bShortRulesInAListAreRules(t *testing.T) {
	for _, text := range []string{
		"Ground rules:\n1. Short answers.\n2. No markdown.\n3. Answer in English.",
		"A few rules for you:\n- metric units\n- no emojis\n- be brief",
		"Regeln für dich:\n- kurz antworten\n- keine Emojis\n- duzen",
	} {
		if got := kindLines(text, session.LedgerRule); len(got) == 0 {
			t.Errorf("%q holds no instruction: %v", text, read31(text))
		}
	}
}

// An age in joined words is a value now, so a later line about someone else's
// age that names the same relative and month says "all" the older line said
// with a new value of its kind, and supersedes it: "Grandad turns eighty-five
// in March" is deleted by "Grandad's dog Biscuit turns eleven in March too";
// so are Opa's and Dani's birthdays. The model no longer knows how old Grandad
// turns. At 59e14c3 both lines stayed.
func TestSkeptic41bAnotherOnesAgeDoesNotDeleteAnAge(t *testing.T) {
	for _, c := range []struct{ first, later, key string }{
		{"Grandad turns eighty-five in March.", "Grandad's dog Biscuit turns eleven in March too.", "eighty-five"},
		{"Opa wird im März fünfundachtzig.", "Der Hund von Opa, Bello, wird im März elf.", "fünfundachtzig"},
		{"Mi sobrino Dani cumple veinticinco en marzo.", "El perro de mi sobrino Dani, Coco, cumple once en marzo.", "veinticinco"},
	} {
		got := remembered(t, said(c.first, "A: Ok.", c.later, "A: Ok."))
		if l := lineOf(got, 1, c.key); l == "" || strings.Contains(l, "updated in") {
			t.Errorf("%q is lost or marked as updated by %q:\n%s", c.first, c.later, got)
		}
	}
}
