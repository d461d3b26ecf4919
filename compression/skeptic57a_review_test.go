package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A review of stop 57 (8280440): readings its changes made worse than at
// 97cfff4. Each test fails at 8280440 and passes at 97cfff4. The sentences
// are this file's own.

// "Another thing," before a household maxim only says one more thing
// follows: the maxim is no order on the answers (pastThingHead let the
// rest's "never …" make the whole sentence a rule).
func TestSkeptic57aThingHeadBeforeAHouseholdMaxim(t *testing.T) {
	never31(t, session.LedgerRule, "Another thing, never put the cast iron pan in the dishwasher.")
}

// An order past the head that someone else gave ("…, the teacher said") is
// reported, not given to the assistant.
func TestSkeptic57aThingHeadBeforeAReportedOrder(t *testing.T) {
	never31(t, session.LedgerRule, "One more thing, write it in pencil first, the teacher said.")
}

// An order past the head to someone the person names or to the household
// ("…, Jake", "…, mamá", the dog's scraps) is no instruction for the
// assistant.
func TestSkeptic57aThingHeadBeforeAnOrderToSomeoneElse(t *testing.T) {
	never31(t, session.LedgerRule,
		"Another thing, stop asking me for money, Jake.",
		"Otra cosa, deja de mandarme audios, mamá.",
		"One more thing, stop giving the dog scraps under the table.",
	)
}

// A worry head before "I don't know how I got so lucky …" is gratitude, not
// an open question (worriedUnknown took any not-knowing for one).
func TestSkeptic57aWorryHeadBeforeGratitudeIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion, "What's on my mind: I don't know how I got so lucky with Sam.")
}

// Nor is a rhetorical complaint or wonder at the past after a worry head:
// nothing is left to find out.
func TestSkeptic57aWorryHeadBeforeARhetoricalWonderIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"What bugs me: I really don't know how people afford London rents.",
		"What keeps me up at night: I have no idea how my grandparents raised six kids on one wage.",
		"Lo que me tiene preocupada: no sé cómo mi madre pudo con cinco hijos.",
	)
}

// ", that's the same week Ben moves …" joined to the long clause before
// (pointsBack) makes a run longer than a line: what Ben still lacks, after
// it, was dropped altogether.
func TestSkeptic57aThatIsJoinLosesWhatFollows(t *testing.T) {
	const text = "My sister Priya starts her new job at Deloitte in Manchester on Monday the 3rd of June, that's the same week her husband Ben moves to Leeds for his job at the Royal Infirmary, and he still hasn't found a flat there."
	if !oneLine57(text, "flat") {
		t.Errorf("%q: no line holds that he still has no flat: %v", text, read31(text))
	}
	if !oneLine57(text, "Ben", "flat") {
		t.Errorf("%q: no line holds Ben and the flat he lacks: %v", text, read31(text))
	}
}

// The same join cuts "he can't change his flights …" off from Jack, whose
// it is: a line of "he" that names no one.
func TestSkeptic57aThatIsJoinOrphansHe(t *testing.T) {
	const text = "Mum's hip operation at St Mary's in Paddington is on Tuesday the 14th at 8am, that's the week my brother Jack flies to Boston for the cardiology conference, and he can't change his flights without losing £600."
	if !oneLine57(text, "Jack", "£600") {
		t.Errorf("%q: no line holds Jack and what changing his flights costs: %v", text, read31(text))
	}
}
