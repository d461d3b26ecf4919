package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of d74b19f..67386e6 by a skeptic helper. REGRESSION tests pass with
// the files of d74b19f and fail at 67386e6; STILL MISSED tests fail at both:
// plain variants of what the change set out to read. The sentences are this
// file's own. Helpers: read31, never31 (skeptic31), linesOf57, holds57
// (memory_reading57), kindsAre73 (memory_reading73), slices57
// (memory_reading75).

// --- REGRESSIONS ------------------------------------------------------------

// REGRESSION (51f2718, householdStop in ruled, now householdOrder). Any "stop …ing" after "New
// rule:" whose verb is not on a short list is now the household's: the
// person's orders to the assistant to stop hedging, making things up,
// assuming, moralising are read as facts. At d74b19f each was a rule.
func TestSkeptic75bHouseholdStopTakesTheAssistantsStops(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"New rule: stop hedging.", "hedging", session.LedgerRule},
		{"New rule: stop making stuff up.", "making stuff up", session.LedgerRule},
		{"New rule: stop assuming I'm a beginner.", "beginner", session.LedgerRule},
		{"New rule: stop moralising.", "moralising", session.LedgerRule},
	})
}

// REGRESSION (51f2718, pastCandour in addressed). The "te" of a frankness
// head no longer counts as an address, so a Spanish order after it with no
// pronoun of its own is lost: "Te lo digo claro: siempre al grano." reads
// nothing at all, "Te soy sincera: cuando hablemos de plata, redondea
// siempre." a fact. Both were rules at d74b19f.
func TestSkeptic75bFranknessHeadLosesSpanishOrders(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Te lo digo claro: siempre al grano.", "al grano", session.LedgerRule},
		{"Te soy sincera: cuando hablemos de plata, redondea siempre.", "redondea", session.LedgerRule},
	})
}

// REGRESSION (d178e12, banFromNow's leadIns after an interjection). A
// family's new rule for the dinner table after "Ach, und ab jetzt" / "Oh
// well, and from now on" is now the assistant's: the model would be told
// never to joke. Facts at d74b19f.
func TestSkeptic75bInterjectionMakesAFamilyBanAnOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"Ach, und ab jetzt keine Witze mehr über Papas Glatze beim Essen.",
		"Oh well, and from now on no jokes about Dad's hair at Sunday lunch.")
}

// REGRESSION (67386e6, notSent). "Don't send me …" is a standing rule
// whatever follows: a one-off ("only the ingredient list for now") and the
// idiom "send me mad" ("pick one") are read as rules. Facts at d74b19f.
func TestSkeptic75bNotSentOneOffsAndIdioms(t *testing.T) {
	never31(t, session.LedgerRule,
		"Don't send me the full recipe, only the ingredient list for now.",
		"Don't send me mad with all the options, pick one.")
}

// REGRESSION (67386e6, settledHead's ". " head and the join in
// reader.prose). A short sentence ending in "confirmed" or "settled" makes
// the next a decision: a diagnosis, a fracture, an explicitly unsettled
// choice ("Far from settled") and a father settled in his care home are
// read as decisions. Facts at d74b19f.
func TestSkeptic75bConfirmedOrSettledNewsIsNoDecision(t *testing.T) {
	never31(t, session.LedgerDecision,
		"Diagnosis confirmed. It's type 2 diabetes, the GP rang this morning.",
		"Fracture confirmed. It's a hairline crack in the left wrist.",
		"Far from settled. Mum wants the church and Dad wants the registry office.",
		"Dad's settled. He likes the new care home, eats everything.")
}

// REGRESSION (67386e6, alternative and preferred's " or nothing,"). Any
// "X or nothing," after a liking is joined to it: a bet ("Double or
// nothing") and a gym motto ("All or nothing") are glued onto an unrelated
// liking. Separate lines at d74b19f.
func TestSkeptic75bOrNothingJoinsUnrelatedSentences(t *testing.T) {
	for _, c := range []struct{ text, a, b string }{
		{"I love the Thai place on Mill Road. Double or nothing, Dave bet me it shuts by Christmas.", "Thai", "Double"},
		{"I can't stand the new country stuff. All or nothing, that's my approach to the gym now.", "country", "gym"},
	} {
		if got := read31(c.text); holds57(got, c.a, c.b) {
			t.Errorf("%q: unrelated sentences joined into one line: %v", c.text, got)
		}
	}
}

// REGRESSION (67386e6, acquired's "i'll bring", "i'm bringing",
// "we're bringing"). Bringing a topic up, or nothing at all, anchors the
// line: chat filler is kept as a fact. Nothing was read at d74b19f.
func TestSkeptic75bBringingItUpIsNoFact(t *testing.T) {
	for _, text := range []string{
		"Ok, I'll bring it up another time.",
		"Sorry, I'm bringing this up again.",
		"lol we're bringing the vibes",
	} {
		if got := read31(text); len(got) > 0 {
			t.Errorf("%q: filler kept: %v", text, got)
		}
	}
}

// REGRESSION (d39a38c, foundHead up to the first comma). "Found out today,
// …" is news, not someone found; the next sentence's apposed name is joined
// to it, though it is about someone else. Separate lines at d74b19f.
func TestSkeptic75bFoundOutJoinsTheNextName(t *testing.T) {
	const text = "Found out today, the promotion went to someone from Leeds. Priya Shah, my best mate from uni, is getting married in June."
	if got := read31(text); holds57(got, "Leeds", "Priya") {
		t.Errorf("unrelated sentences joined into one line: %v", got)
	}
}

// REGRESSION (67386e6, "red mit mir", "red ma mit mir" in instruction).
// The husband's and the boss's words, quoted in dialect, are now the
// person's rule for the assistant. Facts at d74b19f.
func TestSkeptic75bDialectTalkToMeQuoted(t *testing.T) {
	never31(t, session.LedgerRule,
		"Mei Mann sagt allweil: red mit mir, bevor du was kaufst.",
		"Die Chefin hat gsagt, red ma mit mir, bevor du an Urlaub einreichst.")
}

// REGRESSION (67386e6, weDo's "mach ma"). Rhetorical dialect questions
// ("Was mach ma nur ohne di, Oma?" — its standard German form reads
// nothing) and one answered in the next words are open questions.
func TestSkeptic75bWasMachMaRhetoricalOrSettled(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Was mach ma nur ohne di, Oma?",
		"Was mach ma ned alles für die Kinder, gell?",
		"Was mach ma, wenn's regnet? Eh klar, ins Zelt.")
}

// --- STILL MISSED ----------------------------------------------------------

// STILL MISSED (householdStop, now householdOrder). The towels rule said as "no more …" or with
// the household addressed ("lads") is still the assistant's rule.
func TestSkeptic75bHouseholdRuleVariants(t *testing.T) {
	never31(t, session.LedgerRule,
		"New rule: no more wet towels on the bathroom floor!",
		"New rule, lads: stop leaving your boots in the hallway.")
}

// STILL MISSED (eventBan in ordered). A "por favor" before the ban, or a
// church named instead of the ceremony, keeps the couple's rule the
// assistant's.
func TestSkeptic75bEventBanVariants(t *testing.T) {
	never31(t, session.LedgerRule,
		"Por favor nada de móviles en la ceremonia.",
		"Bitte keine Fotos in der Kirche.")
}

// STILL MISSED (plainRegister). A plain register asked for with the reason
// after it is a fact, in all three tongues.
func TestSkeptic75bPlainRegisterWithAReason(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Simple English, please, I'm still learning.", "Simple English", session.LedgerRule},
		{"Español sencillo, por favor, que estoy aprendiendo.", "Español sencillo", session.LedgerRule},
		{"Einfaches Deutsch bitte, ich lerne noch.", "Einfaches Deutsch", session.LedgerRule},
	})
}

// STILL MISSED (settledHead with ". "). "Custody's all agreed." keeps only
// the head and loses the arrangement; "geklärt" (added to deciding) and
// "Menu's agreed." make no decision of what follows.
func TestSkeptic75bSettledHeadVariants(t *testing.T) {
	if got := read31("Custody's all agreed. The kids stay with me in the week."); !holds57(got, "kids stay") {
		t.Errorf("the arrangement is lost: %v", got)
	}
	for _, c := range []struct{ text, key string }{
		{"Location ist geklärt. Wir haben den Saal im Gasthof Post.", "Gasthof Post"},
		{"Menu's agreed. Lamb for the mains, pavlova for dessert.", "pavlova"},
	} {
		if got := read31(c.text); !slices57(got, func(e session.LedgerEntry) bool {
			return e.Kind == session.LedgerDecision && strings.Contains(e.Text, c.key)
		}) {
			t.Errorf("%q: no decision holds %q: %v", c.text, c.key, got)
		}
	}
}

// STILL MISSED (alternative, preferred's " or nothing,"). "X or nothing"
// closed by a full stop or "!" (not a comma) is lost altogether.
func TestSkeptic75bOrNothingAtTheEnd(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"No aguanto el reguetón. Salsa o nada.", "Salsa o nada"},
		{"Ich mag keinen Filterkaffee. Espresso oder nichts.", "Espresso oder nichts"},
		{"I can't stand modern country. Polka or nothing!", "Polka or nothing"},
	} {
		if got := read31(c.text); !holds57(got, c.key) {
			t.Errorf("%q: no line holds %q: %v", c.text, c.key, got)
		}
	}
}

// STILL MISSED (banFromNow after an interjection). "desde ahora", a verb
// instead of "no" ("skip the emojis") and "bitte" after "ab jetzt" are lost
// or facts.
func TestSkeptic75bFromNowAfterAnInterjection(t *testing.T) {
	t.Skip(`still missed at stop 75: "desde ahora", "skip the emojis" and "Smileys" after an interjection (a note for the next stop)`)
	kindsAre73(t, []kindCase73{
		{"Ah, y desde ahora nada de emojis.", "emojis", session.LedgerRule},
		{"Oh, and from now on, skip the emojis.", "emojis", session.LedgerRule},
		{"Ach ja, und ab jetzt bitte keine Smileys.", "Smileys", session.LedgerRule},
	})
}
