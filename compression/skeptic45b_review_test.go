package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A second skeptic's review of stop 45's fixes (git diff 1df3803..HEAD --
// compression/): the topic word that moves alone, "top"/"bottom" among the
// figures of speech, a language kept when part of an instruction is taken
// back, "every time" only with "me", "kannste vergessen" only with a way of
// answering, someone else's words before a colon, and the person's own
// not-solving. Every test below fails on HEAD and passed at 1df3803. The
// sentences are this file's own.

// ceilidh45b is a conversation about a ceilidh — its place, date, band and
// tickets — ending with last.
func ceilidh45b(last string) []string {
	return []string{
		"The ceilidh is at the Drill Hall on China Street, the caretaker said yes.", "A: Ok.",
		"The ceilidh is on Saturday the 11th, doors at 7:30.", "A: Ok.",
		"The band for the ceilidh is Y Tri Thrwbl from Machynlleth.", "A: Ok.",
		"Tickets for the ceilidh are 8 pounds.", "A: Ok.",
		last, "A: Ok.",
	}
}

// sommerfest45b is the same in German.
func sommerfest45b(last string) []string {
	return []string{
		"Das Sommerfest ist im Pfarrgarten hinter der Kirche.", "A: Ok.",
		"Das Sommerfest ist am Samstag, den 14. Juni, ab 15 Uhr.", "A: Ok.",
		"Für das Sommerfest backt Frau Berger drei Kuchen.", "A: Ok.",
		"Beim Sommerfest spielt die Blaskapelle aus Aying.", "A: Ok.",
		last, "A: Ok.",
	}
}

// A change of the time of day ("now in the evening instead of the
// afternoon", "jetzt am Abend statt am Nachmittag") leaves the event where it
// is. The new topic-move rule (the topic word alone, placed, and "now" /
// "instead" / "statt") reads "in the evening", "am Abend" as a new place, so
// the Drill Hall and the Pfarrgarten — still where the event is — are marked
// "(updated in #9)", and under a budget an updated line is the first to go.
func TestSkeptic45bATimeOfDayIsNoNewPlaceOfTheTopic(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		old  string
	}{
		{ceilidh45b("The ceilidh is now in the evening instead of the afternoon, so the kids can come after tea."), "The ceilidh is at the Drill Hall"},
		{sommerfest45b("Das Sommerfest ist jetzt am Abend statt am Nachmittag, wegen der Hitze."), "Das Sommerfest ist im Pfarrgarten"},
	} {
		got := remembered(t, said(c.msgs...))
		if strings.Contains(got, ") "+c.old) {
			t.Errorf("%q marks the place updated:\n%s", c.msgs[len(c.msgs)-2], got)
		}
	}
}

// Where the event is now advertised ("now on the town council's Facebook
// page", "in the Cambrian News", "on the radio", "jetzt im Gemeindeblatt") is
// no move of the event: the hall it is held in has not changed. Each of these
// marked "The ceilidh is at the Drill Hall" / "Das Sommerfest ist im
// Pfarrgarten" as updated, as if it were held on Facebook.
func TestSkeptic45bWhereTheTopicIsAdvertisedIsNoNewPlace(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		old  string
	}{
		{ceilidh45b("The ceilidh is now on the town council's Facebook page, Gwen shared it."), "The ceilidh is at the Drill Hall"},
		{ceilidh45b("The ceilidh is now in the Cambrian News and on the Co-op noticeboard."), "The ceilidh is at the Drill Hall"},
		{ceilidh45b("The ceilidh is now on the radio, Radio Cymru mentioned it this morning."), "The ceilidh is at the Drill Hall"},
		{sommerfest45b("Das Sommerfest ist jetzt im Gemeindeblatt und auf der Homepage der Pfarrei."), "Das Sommerfest ist im Pfarrgarten"},
	} {
		got := remembered(t, said(c.msgs...))
		if strings.Contains(got, ") "+c.old) {
			t.Errorf("%q marks the place updated:\n%s", c.msgs[len(c.msgs)-2], got)
		}
	}
}

// "top" and "bottom" were added to the figures of speech for "at the top of
// my list", but figures are checked for any place, up to three words past
// its article: "at the bottom of the garden", "in the bottom drawer", "at the
// top of the drive", "at the bottom of the stairs" are real places, where
// things are kept every day. They are no longer read as places, so the place
// said before ("in the garage", "in the filing cabinet") is no longer marked
// "(updated in #3)": two places stand side by side, and under a budget the
// newer may go first.
func TestSkeptic45bTheTopOrBottomOfSomethingIsAPlace(t *testing.T) {
	for _, c := range [][2]string{
		{"The tent is in the garage.", "The tent is now at the bottom of the garden, drying out."},
		{"The passports are in the filing cabinet in the study.", "The passports are now in the bottom drawer of my wardrobe."},
		{"The spare key is in the blue bowl by the door.", "I've put the spare key at the bottom of the wardrobe now."},
		{"The bike is in the shed.", "The bike is now at the top of the drive, under the cover."},
		{"The pushchair is in the boot of the car.", "The pushchair is now at the bottom of the stairs."},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		if !strings.Contains(got, "(updated in #3) "+c[0]) {
			t.Errorf("%q does not mark the old place updated:\n%s", c[1], got)
		}
	}
}

// When the take-back names every part of the instruction — the language too,
// in another form ("the Spanish-only rule", "dem Deutschen", "lo del
// castellano") — nothing of it holds, and the instruction goes, as it did at
// 1df3803. The new exception for a language (tongues) looks for the very
// word of the older line, so these keep the whole instruction, marked as
// updated, as if the person still wanted Spanish, German or Castilian.
func TestSkeptic45bTakingBackTheLanguageTooTakesAll(t *testing.T) {
	for _, c := range [][2]string{
		{"Always answer in Spanish and use bullet points.", "Forget the bullet points and the Spanish-only rule, I'm back home."},
		{"Bitte antworte immer auf Deutsch und in Stichpunkten.", "Vergiss das mit den Stichpunkten und dem Deutschen, ich schreibe jetzt Englisch."},
		{"Respóndeme siempre en español y con viñetas.", "Olvida lo de las viñetas y lo del castellano, ya estoy en casa."},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		if strings.Contains(got, c[0]) {
			t.Errorf("%q keeps the instruction it takes back:\n%s", c[1], got)
		}
	}
}

// "every time" / "jedes Mal" / "cada vez" after an order about how to give
// the answers is a standing instruction though no "me" follows the verb:
// "Use metric units every time", "Gib die Temperaturen jedes Mal in Celsius
// an", "Pon la fuente cada vez que des una cifra". They were rules at
// 1df3803; with "every time" counting only before "me/mir/mich" or a verb in
// "-me", they are plain facts now, and go early when room is short.
func TestSkeptic45bEveryTimeOrdersAboutTheAnswersStayRules(t *testing.T) {
	for _, c := range [][2]string{
		{"Use metric units every time.", "metric"},
		{"Give the temperatures in Celsius every time.", "Celsius"},
		{"Gib die Temperaturen jedes Mal in Celsius an.", "Celsius"},
		{"Schreib jedes Mal die Uhrzeit dazu, wenn du einen Termin nennst.", "Uhrzeit"},
		{"Pon la fuente cada vez que des una cifra.", "fuente"},
		{"Usa el sistema métrico cada vez, por favor.", "métrico"},
	} {
		if !ruleWith(c[0], c[1]) {
			t.Errorf("%q is no rule: %q", c[0], kinded(read31(c[0])))
		}
	}
}

// "Das mit dem Englisch kannste ab jetzt vergessen" after "Antworte mir ab
// jetzt bitte immer auf Englisch" takes the English back; "Das mit den
// Kalorien kannste ab jetzt vergessen" the calories. A language or an extra
// in every answer is no answerLook, so canForget no longer reads them, and
// the instruction stays as if it held (at 1df3803 it was marked updated).
// "Das mit dem Du kannst du vergessen, sag ruhig wieder Sie" is now read as
// an open question ("kannst du …?"), which it is not.
func TestSkeptic45bKannsteVergessenTakesBackALanguageOrAnExtra(t *testing.T) {
	for _, c := range [][2]string{
		{"Antworte mir ab jetzt bitte immer auf Englisch, ich übe für ein Vorstellungsgespräch.", "Das mit dem Englisch kannste ab jetzt vergessen, das Gespräch ist abgesagt."},
		{"Nenn bei jedem Rezept bitte immer die Kalorien.", "Das mit den Kalorien kannste ab jetzt vergessen."},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		if strings.Contains(got, "#1 "+c[0]) {
			t.Errorf("%q leaves the instruction as it was:\n%s", c[1], got)
		}
	}
	never31(t, session.LedgerQuestion, "Das mit dem Du kannst du vergessen, sag ruhig wieder Sie.")
}

// "As said before: …", "As we said: …" is the person pointing back at their
// own instruction (common in non-native English); no one else is quoted. The
// head has "said" and no "I", so othersLabel takes it for someone else's
// words: the rule becomes a fact, or, for "please always give me the prices
// in euros" and "no emojis in your answers, ever", nothing is kept at all.
func TestSkeptic45bAsSaidBeforeHeadsThePersonsOwnRule(t *testing.T) {
	for _, c := range [][2]string{
		{"As said before: keep your answers under 100 words.", "100"},
		{"As said before: please always give me the prices in euros.", "euros"},
		{"As said earlier: always use metric units.", "metric"},
		{"As we said: no emojis in your answers, ever.", "emojis"},
		{"As we said yesterday: answer in Spanish from now on.", "Spanish"},
	} {
		if !ruleWith(c[0], c[1]) {
			t.Errorf("%q is no rule: %q", c[0], kinded(read31(c[0])))
		}
	}
}

// "Something we haven't solved yet: how to get the piano up the stairs" is
// the person's open question, said with "we" (the family, the couple): the
// first-person check for the "cannot solve" head knows only "I", "ich", "sé",
// "yo", so these became plain facts and are no longer kept as open.
func TestSkeptic45bWhatWeHaventSolvedIsAnOpenQuestion(t *testing.T) {
	for _, c := range [][2]string{
		{"Something we haven't solved yet: how to get the piano up the stairs.", "piano"},
		{"Something we still haven't solved: who collects Nan from Gatwick on the 3rd.", "Gatwick"},
	} {
		asked := false
		for _, e := range read31(c[0]) {
			asked = asked || e.Kind == session.LedgerQuestion && strings.Contains(e.Text, c[1])
		}
		if !asked {
			t.Errorf("%q is no open question: %q", c[0], kinded(read31(c[0])))
		}
	}
}
