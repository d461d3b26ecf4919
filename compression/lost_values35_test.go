package compression_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// The values a compaction leaves nowhere the model sees are named to the
// person (say.Checkpoint), so they are the person's and the model's words —
// not letters of a reply that is no language ("fdr.i", the test model's
// soup, was named as a lost value when driving the app in tmux).
func TestLostValuesAreNotTheModelsNoise(t *testing.T) {
	texts := []string{
		"We are planning my nan's 90th birthday lunch at the Old Bell on Sunday 12 April.",
		"A: e g tbao nafi fdr.i cidhcdw at oacopaps ooiei lrriu k9x e i s o daue m fi s empsafarf",
		"The florist is Petals on Park Street, the order is FL-2290, twelve white roses.",
		"A: oemat e o u ctetweiwhihrrrtact cnivv zq7.b euhts tcicwe rw paat oortaits retrm",
		"Edith needs a lift from Alveston at 11:15, she uses a walker.",
		"A: edrctatnirmllnre lueat rma oh nc tm o sdaoivaae ei",
		"The cake stand goes back to Bina by Wednesday 15 April.",
		"A: tfshemuetifhsvaprcwnpiths osad toecnwhtf aoyltc smit ei ee rsdhllcai svweehie tsmactdhs g daaaghie n dtssvosidaoa",
		"The photographer is Sian Hughes, 200 pounds for two hours, she did my cousin's wedding in Bath.",
		"A: nilo iroo e liiaoyecohsoe us eec odtm fe tie nleutninrne uodhl sa caodah aae o e m l rcee a otshs e uneeemlociratf",
		"Bina's samosas are coming too, about sixty of them, vegetable only, in two big trays.",
		"A: metiweeairiukn ei lsat rdaadiemuet g aaat wd oi oaidr re l odttodh ni cte tri npa mg e ft lhrdd etr rd oe ohl",
		"Parking is round the back of the pub, about twenty spaces, free on Sundays.",
	}
	res := compactedFactsOnly(t, said(texts...))
	for _, noise := range []string{"fdr.i", "k9x", "zq7.b"} {
		if slices.Contains(res.LostValues, noise) {
			t.Errorf("the model's noise %q is named as a lost value: %q", noise, res.LostValues)
		}
	}
	if res.Lost != len(res.LostValues) {
		t.Errorf("Lost %d, LostValues %q", res.Lost, res.LostValues)
	}
}

// compactedFactsOnly compacts all but the newest message of s with a summary
// the pipeline rejects (empty): a checkpoint of memory lines alone.
func compactedFactsOnly(t *testing.T, s *session.Session) *compression.Result {
	t.Helper()
	in := compression.Input{
		Session: s, NumCtx: 2048, Available: 400, CheckpointBudget: 600, MemoryBudget: 1200,
		Size:     compression.Sizer{Message: func(m session.Message) int { return wordCount(m.Content) + 1 }, Text: wordCount},
		Settings: compression.Settings{RecentMessages: 1, RecentTokens: 1},
		Model:    "tiny", Now: func() time.Time { return day },
		Snapshot: func(*session.Session) (string, error) { return "snap", nil },
		Fits:     func(*session.Session) error { return nil },
	}
	res, err := compression.Run(context.Background(), in, skepticSummarizer(""), nil)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// The label every message of the person opens with ("Q10 ☐ ", found
// driving at stop 68: the notice named "Q10" as a value the model sees
// nowhere) is no value: the memory leaves it off its lines, and the notice
// does not name it.
func TestALabelOfEveryMessageIsNoLostValue(t *testing.T) {
	texts := []string{
		"We are planning my nan's 90th birthday lunch at the Old Bell on Sunday 12 April.",
		"The florist is Petals on Park Street, the order is FL-2290, twelve white roses.",
		"Edith needs a lift from Alveston at 11:15, she uses a walker.",
		"The cake stand goes back to Bina by Wednesday 15 April.",
		"The photographer is Sian Hughes, 200 pounds for two hours.",
		"Parking is round the back of the pub, about twenty spaces, free on Sundays.",
	}
	var labelled []string
	for i, t := range texts {
		labelled = append(labelled, fmt.Sprintf("Q%d ☐ %s", i+10, t), "A: Noted, I have written that down for the lunch plan and I will keep it in mind when we talk about the day again.")
	}
	res := compactedFactsOnly(t, said(labelled[:len(labelled)-1]...))
	for _, v := range res.LostValues {
		if strings.HasPrefix(v, "Q") {
			t.Errorf("the label %q is named as a lost value: %q", v, res.LostValues)
		}
	}
}
