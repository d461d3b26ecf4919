package compression_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of e8f89a8 (stop 65's reading of dev73/dev74's misses
// and the first review of stop 64's last change), on short conversations as
// people type them about weddings, fetes, christenings, farms and moves, in
// English, German and Spanish: each message answered "Ok." (held63e), the
// final memory read. held63e, lineOf, heldAs64d, notHeldAs64d, inForce64d
// and takenBackWhole64e are reused from the package's other tests.
//
// REGRESSION: fails on e8f89a8, passes on e8f89a8^ (e3e1054).
// STILL MISSED: fails on both.
//
// The person's i-th message (from 0) is #(2i+1).

// updatedBy65b fails unless the line of #n holding words is in the memory
// marked "(updated in #by)": a later instruction changed it.
func updatedBy65b(t *testing.T, memory string, n, by int, what string, words ...string) {
	t.Helper()
	line := lineOf(memory, n, words...)
	if line == "" {
		t.Errorf("%s: #%d %v is lost from the memory:\n%s", what, n, words, memory)
	} else if !strings.Contains(line, "(updated in #"+strconv.Itoa(by)+")") {
		t.Errorf("%s: #%d %v is still held as in force, unmarked: %q\n%s", what, n, words, line, memory)
	}
}

// keptOpen65b fails unless the memory sends the line of #n holding word and
// holds it as an open question.
func keptOpen65b(t *testing.T, memory string, ledger []session.LedgerEntry, n int, word string) {
	t.Helper()
	if lineOf(memory, n, word) == "" {
		t.Errorf("#%d (%q) is lost from the memory:\n%s", n, word, memory)
		return
	}
	heldAs64d(t, memory, ledger, n, word, session.LedgerQuestion)
}

// 1. REGRESSION. switches now counts "pesos" as a currency only when the
// text says "en pesos" (meant for Spanish "los pesos dámelos en arrobas",
// weights) — so the English "in pesos" is no currency at all. "Always give
// me prices in pesos please" followed, after the move, by "give me all the
// prices in pounds from now on please" no longer marks the old currency
// "(updated in #5)"; nor does "… in pesos from now on" mark an earlier
// "prices in dollars". The model is sent two standing orders on money,
// neither marked, and may go on quoting the removal firm in pesos.
// e8f89a8^ marked the old one updated.
func TestSkeptic65bPricesInPesosThenPoundsIsAnUpdate(t *testing.T) {
	for _, c := range []struct{ first, move, now, old string }{
		{"Morning! Always give me prices in pesos please, I'm in Buenos Aires.", "Moving to Leeds on Friday 29 August.",
			"I live in England now, so give me all the prices in pounds from now on please.", "pesos"},
		{"Morning! Always give me prices in pesos please, I'm in Mexico.", "Moving to Valencia on Friday 29 August.",
			"I live in Spain now: give me prices in euros from now on please.", "pesos"},
		{"Morning! Always give me prices in dollars please.", "Moving to Buenos Aires on Friday 29 August.",
			"Give me all the prices in pesos from now on please, I live there now.", "dollars"},
	} {
		got, _ := held63e(t, c.first, c.move, c.now)
		updatedBy65b(t, got, 1, 5, "the old currency", "prices", c.old)
	}
}

// 2. REGRESSION. answersKept now skips "the" after "using" and takes what
// follows for the answers when it is a look — and "tables" is one. "I take
// back what I said about using the tables from the church hall, the
// cricket club's lending us theirs" is read as taking back the person's
// "No tables in your answers please, I read them out to me mam", and that
// instruction is deleted from the memory: the model goes back to tables
// the person cannot read out. e8f89a8^ kept the instruction.
func TestSkeptic65bTakingBackTheChurchHallTablesKeepsNoTables(t *testing.T) {
	for _, c := range []struct{ first, second string }{
		{"Hiya, planning our Kirsty's wedding. No tables in your answers please, I read them out to me mam.",
			"Wedding's on Saturday 13 September at St Bega's."},
		{"Hiya, planning our Kirsty's wedding. No tables please, I read your answers out to me mam.",
			"We're using the trestle tables from the church hall for the buffet."},
	} {
		got, _ := held63e(t, c.first, c.second,
			"I take back what I said about using the tables from the church hall, the cricket club's lending us theirs.")
		inForce64d(t, got, 1, "the ban on tables in answers", "No tables")
	}
}

// 3. REGRESSION. The new German "über die …" case of takesBackAnswering
// reads any list or table after "die" as the answers', however many words
// follow (its Spanish twin "de los …" allows three): "Ich nehme zurück,
// was ich über die Listen für den Grillabend gesagt habe" (Oma's shopping
// lists) deletes "Bitte keine Listen, ich lese alles am Handy vor", and
// "… über die Tabellen für die Sitzordnung …" deletes "Bitte keine
// Tabellen". The model goes back to lists and tables on the phone.
// e8f89a8^ kept each instruction.
func TestSkeptic65bUeberDieListenFuerDenGrillabendKeepsKeineListen(t *testing.T) {
	for _, c := range []struct {
		first, second, back string
		words               []string
	}{
		{"Hallo! Ich plane das Sommerfest. Bitte keine Listen, ich lese alles am Handy vor.",
			"Die Einkaufslisten für den Grillabend schreibt Oma.",
			"Ich nehme zurück, was ich über die Listen für den Grillabend gesagt habe, die schreibt jetzt Opa.",
			[]string{"keine Listen"}},
		{"Hallo! Ich plane die Hochzeit. Bitte keine Tabellen, ich lese alles am Handy.",
			"Die Hochzeit ist am Samstag, 13. September.",
			"Ich nehme zurück, was ich über die Tabellen für die Sitzordnung gesagt habe, das macht jetzt meine Schwester.",
			[]string{"keine Tabellen"}},
	} {
		got, _ := held63e(t, c.first, c.second, c.back)
		inForce64d(t, got, 1, "the ban in the answers", c.words...)
	}
}

// 4. REGRESSION. carriedAsks now reads the day sigh's "been" on the first
// "been" alone and no longer looks at the participle before it: "or how
// many days the marquee is hired for, it's been one of those weeks" is a
// sigh now, because "it's been one …" has no participle after "been" —
// "hired" before it is not looked at. The whole message is dropped: the
// fete has no line saying the person does not know how long the marquee
// is hired for. "… how many nights the B&B is booked for, it's been that
// kind of week" is cut and held as a fact. e8f89a8^ held both as open
// questions.
func TestSkeptic65bHowManyDaysTheMarqueeIsHiredForStaysOpen(t *testing.T) {
	for _, c := range []struct{ last, word string }{
		{"No idea what day it is, or how many days the marquee is hired for, it's been one of those weeks.", "marquee"},
		{"No idea what day it is, or how many nights the B&B is booked for, it's been that kind of week.", "B&B"},
	} {
		got, ledger := held63e(t, "Morning! Planning the fete, keep it short please.", "Fete's on Saturday 19 July on the school field.", c.last)
		keptOpen65b(t, got, ledger, 5, c.word)
	}
}

// 5. REGRESSION. "How many times" now counts as a sigh even when the verb
// is one of paying or booking (timesWords overrides plannedByMe, meant for
// "how many times I've borrowed me dad's van"): "or how many times we've
// paid the caterers", "or how many times I've paid the deposit on the
// bouncy castle" — the worry of paying twice — are dropped with the whole
// message. The memory no longer says the person needs to check whether
// they paid twice. e8f89a8^ held each as an open question.
func TestSkeptic65bHowManyTimesWeVePaidTheCaterersStaysOpen(t *testing.T) {
	for _, c := range []struct{ last, word string }{
		{"No idea what day it is, or how many times we've paid the caterers.", "caterers"},
		{"No idea what day it is, or how many times I've paid the deposit on the bouncy castle.", "bouncy castle"},
	} {
		got, ledger := held63e(t, "Morning! Planning the fete, keep it short please.", "Fete's on Saturday 19 July on the school field.", c.last)
		keptOpen65b(t, got, ledger, 5, c.word)
	}
}

// 6. REGRESSION. awaited used to leave every "an update on …" alone (the
// sixth review of stop 64: "an update on the fete Facebook page saying
// where to park" is the person's own post); now only when one of a short
// list of places (postedOn) stands within four words of "on". "an update
// on our socials saying where to park", "… on the school app …", "… on the
// Brampton village fete Facebook page …" (Facebook fifth) are read as news
// the person waits for and held as open questions: the model is told the
// person is waiting to hear where to park, when it is theirs to post.
// e8f89a8^ held none of them as an open question.
func TestSkeptic65bAnUpdateOnOurSocialsIsTheirOwnToPost(t *testing.T) {
	for _, place := range []string{"our socials", "the school app", "the Brampton village fete Facebook page"} {
		got, ledger := held63e(t,
			"Morning! Planning the fete, keep it short please.",
			"Fete's on Saturday 19 July on the school field.",
			"What's still missing: an update on "+place+" saying where to park, and the bunting.",
		)
		notHeldAs64d(t, got, ledger, 5, "park", session.LedgerQuestion)
	}
}

// 7. REGRESSION. upFront now takes any short head with "while I think on",
// "now that I think of it" for a lead before an instruction to the
// assistant, and toTheAssistant takes an "always" or "from now on" for one:
// a note on the household — "While I think on: always double-lock the back
// door at the new place, the landlord's fussy", "While I think on: from now
// on choir practice is on Thursdays, not Tuesdays" — is held as an
// instruction, and "Forget everything I asked about how you answer, back to
// normal please" deletes it with the real ones. The move loses the back
// door, the christening the day of choir practice. e8f89a8^ kept each.
func TestSkeptic65bWhileIThinkOnAHouseholdNoteSurvivesATakeBackOfAnswers(t *testing.T) {
	for _, c := range []struct {
		first, note, other string
		words              []string
	}{
		{"Morning! Planning the move to Kendal. Keep it short please.",
			"While I think on: always double-lock the back door at the new place, the landlord's fussy.",
			"Movers come on Friday 29 August at 8.", []string{"double-lock"}},
		{"Morning! Planning the move to Kendal. Keep it short and no emojis please.",
			"Now that I think of it: always leave the spare key with Mrs Patel at number 12.",
			"Movers come on Friday 29 August at 8.", []string{"Mrs Patel"}},
		{"Hiya, planning the christening. Keep it short please.",
			"While I think on: from now on choir practice is on Thursdays, not Tuesdays.",
			"Christening's on Sunday 7 September at St Mary's.", []string{"choir", "Thursdays"}},
	} {
		got, _ := held63e(t, c.first, c.note, c.other, "Forget everything I asked about how you answer, back to normal please.")
		if lineOf(got, 3, c.words...) == "" {
			t.Errorf("the note %q (#3) is lost from the memory:\n%s", c.note, got)
		}
	}
}

// 8. REGRESSION. A not knowing before a colon with a participle is a
// mystery of what happened, which asks nothing ("who cracked the
// windscreen: I need to ring the insurance"); now any "is", "are", "been",
// "get" beside the participle makes it a passive and no mystery: "No idea
// how the shed's been broken into: nothing's missing, thank God" is held
// as an open question, something the person is waiting to find out; so is
// "No idea how the gate is broken: it was fine on Friday". e8f89a8^ held
// each as the fact it is.
func TestSkeptic65bHowTheShedsBeenBrokenIntoIsNoOpenQuestion(t *testing.T) {
	for _, c := range []struct{ last, word string }{
		{"No idea how the shed's been broken into: nothing's missing, thank God.", "shed"},
		{"No idea how the gate is broken: it was fine on Friday.", "gate"},
	} {
		got, ledger := held63e(t, "Morning! Planning the fete, keep it short please.", "Fete's on Saturday 19 July on the school field.", c.last)
		notHeldAs64d(t, got, ledger, 5, c.word, session.LedgerQuestion)
	}
}

// 9. REGRESSION. putToMe now holds any question "I keep getting asked" as
// the person's own open question, whatever it asks: "Question I keep
// getting asked: are you nervous?", "… how did you two meet?" — what
// guests ask the bride, which she can answer herself — are sent as open
// questions to come back to. e8f89a8^ held neither as one (it dropped the
// first and kept the second as a fact).
func TestSkeptic65bQuestionIKeepGettingAskedAboutMeIsNoOpenQuestion(t *testing.T) {
	for _, c := range []struct{ last, word string }{
		{"Question I keep getting asked: are you nervous?", "nervous"},
		{"Question I keep getting asked: how did you two meet?", "meet"},
	} {
		got, ledger := held63e(t, "Hiya, planning our Kirsty's wedding. Keep it short please.", "Wedding's on Saturday 13 September at St Bega's.", c.last)
		notHeldAs64d(t, got, ledger, 5, c.word, session.LedgerQuestion)
	}
}

// 10. STILL MISSED. answersKept reads what "keeping" keeps past "the",
// "your", "me" — but not past "you": "I take back what I said about you
// keeping it short, I'm on the laptop now" takes nothing back, and "Keep
// your replies short please, I'm on my phone" stays in force, unmarked.
func TestSkeptic65bAboutYouKeepingItShortTakesItBack(t *testing.T) {
	back := "I take back what I said about you keeping it short, I'm on the laptop now."
	got, _ := held63e(t, "Morning! Keep your replies short please, I'm on my phone.", "Wedding's on Saturday 13 September at St Bega's.", back)
	takenBackWhole64e(t, got, 1, back, "short")
}

// 11. STILL MISSED. The commit reads "über die kurzen Antworten" after
// "Ich nehme zurück, was ich …", but the commonest German take-back,
// "Vergiss, was ich über die kurzen Antworten gesagt habe", is no
// take-back: "Bitte antworte kurz." stays in force, unmarked.
func TestSkeptic65bVergissWasIchUeberDieKurzenAntwortenGesagtHabe(t *testing.T) {
	back := "Vergiss, was ich über die kurzen Antworten gesagt habe, ich sitze jetzt am Laptop."
	got, _ := held63e(t, "Hallo! Ich plane das Sommerfest. Bitte antworte kurz.", "Das Fest ist am Samstag, 12. Juli.", back)
	takenBackWhole64e(t, got, 1, back, "antworte", "kurz")
}

// 12. STILL MISSED. "news on X saying …" is now read as awaited unless a
// place stands after "on" — but "group" is one of the places: "news on the
// group booking saying how many rooms we've got" (the hotel's to send) is
// held as a fact, and the open question of the rooms is gone.
func TestSkeptic65bNewsOnTheGroupBookingAsks(t *testing.T) {
	got, ledger := held63e(t,
		"Morning! Planning the fete, keep it short please.",
		"Fete's on Saturday 19 July on the school field.",
		"What's still missing: news on the group booking saying how many rooms we've got, and the bunting.",
	)
	keptOpen65b(t, got, ledger, 5, "rooms")
}

// 13. STILL MISSED. "Still waiting on:" is now a head of what is awaited,
// but what follows is read as awaited only when it is a message: "Still
// waiting on: the vicar to say whether we can use the church field" — as
// plain as it gets — is held as a fact, not an open question.
func TestSkeptic65bStillWaitingOnTheVicarToSayAsks(t *testing.T) {
	got, ledger := held63e(t,
		"Morning! Planning the fete, keep it short please.",
		"Fete's on Saturday 19 July on the school field.",
		"Still waiting on: the vicar to say whether we can use the church field, and the bunting.",
	)
	keptOpen65b(t, got, ledger, 5, "church field")
}
