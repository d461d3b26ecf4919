package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The fifth skeptical review of stop 98 (1db5c0b on cb32abb): what the
// readings left after skeptic98a–d still get wrong. Each live test passes at
// cb32abb and fails at 1db5c0b; the skipped ones are close variants of what
// the change meant to catch that it misses at both.

// ---- Regressions ----

// The retort guard `spelled` gained in the first review ("Don't you be
// giving me that, you were late too") skips every "me that": "that many
// options", "that much detail", "that long a list" are how much the answers
// are to give. The person's order on the answers is lost (read as a plain
// fact, or dropped), and the model goes on giving long lists.
func TestSkeptic98eThatManyIsNoRetort(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Don't be giving me that many options, two or three is plenty.", "options"},
		{"Don't be giving me that much detail on the recipes, just the steps.", "recipes"},
		{"Please don't be giving me that much detail, I only need the gist.", "gist"},
		{"Don't be giving me that long a list every time.", "list"},
		{"Don't be giving me that much waffle, get to the point.", "waffle"},
	} {
		isKind98(t, session.LedgerRule, c.text, c.want)
	}
}

// ofAnswers lets a "don't you be …" or g-dropped retort through whenever a
// word of answering follows ("advice", "numbers", "links", "lists"), though
// it is said to someone by name — Mam, Dad, Liam: the model is
// told to give the person no garden advice, no numbers, no links.
func TestSkeptic98eARetortToSomeoneNamedIsNoOrder(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Don't you be giving me advice about the garden, Mam, your roses died.", "advice"},
		{"Don't be givin' me advice on the garden, Mam, I know what I'm doing.", "advice"},
		{"Don't be givin' me numbers, Dad, just tell me if we can afford it.", "numbers"},
		{"Don't be sendin' me links to that Daily Mail rubbish, Dad.", "links"},
	} {
		notKind98(t, session.LedgerRule, c.text, c.want)
	}
}

// questionOfIt stops at an article, never at a name: the "him", "them",
// "ihn" of a question that names Oisín, Granny and Grandad, Opa itself are
// taken for what the sentence before named. The booking is joined to the
// question, and when Dad cancels the Miramar (or the Seeblick) the booking
// is sent as current, no longer marked "(updated in #3)".
func TestSkeptic98eAnItOfANameInTheQuestionJoinsNothing(t *testing.T) {
	for _, c := range []struct{ text, a, b string }{
		{"Dad booked the Hotel Miramar. No idea who's minding Oisín and bringing him to school.", "Miramar", "Oisín"},
		{"Mam's knee is at Cork University Hospital. No idea who's collecting Granny and Grandad and driving them home.", "Hospital", "Grandad"},
		{"Oma Lore ist ins Heim am Stadtpark gezogen. Ich weiß noch nicht, wer Opa abholt und ihn nach Hause bringt.", "Stadtpark", "Opa"},
	} {
		apart98(t, c.text, c.a, c.b)
	}
	changed96(t, memory96(t,
		"Dad booked the Hotel Miramar. No idea who's minding Oisín and bringing him to school.",
		"Dad cancelled the Miramar, he booked the Hotel Bristol instead."), "Miramar")
	changed96(t, memory96(t,
		"Oma Lore ist ins Heim am Stadtpark gezogen. Ich weiß noch nicht, wer Opa abholt und ihn nach Hause bringt.",
		"Oma Lore ist doch nicht ins Heim am Stadtpark gezogen, sondern ins Haus Abendrot."), "Stadtpark")
}

// questionOfIt takes the "it" of a saying ("make it to the match", "break
// it to Mam", "manage it all") and a "him"/"ihn" of someone the sentence
// before never named for what that sentence named. The booking and the
// party's venue, changed later, are sent as current; and the party's move
// marks the person's open question ("ob ich ihn einlade") as updated.
func TestSkeptic98eAnItOfNothingBeforeJoinsNothing(t *testing.T) {
	for _, c := range []struct{ was, now, old string }{
		{"The christening party is at Hennessy's. I'm not sure if I'll make it to the match Sunday.", "The christening party moved from Hennessy's to the Parish Hall.", "Hennessy's"},
		{"Dad booked the Hotel Miramar. No idea how to break it to Mam.", "Dad cancelled the Miramar, he booked the Hotel Bristol instead.", "Miramar"},
		{"Dad booked the Hotel Miramar. I still don't know how to tell him about the baby.", "Dad cancelled the Miramar, he booked the Hotel Bristol instead.", "Miramar"},
		{"Dad booked the Hotel Miramar. I don't know how I'll manage it all with the new baby.", "Dad cancelled the Miramar, he booked the Hotel Bristol instead.", "Miramar"},
	} {
		changed96(t, memory96(t, c.was, c.now), c.old)
	}
	current95(t, memory96(t,
		"Die Feier ist im Gasthof Post. Ich weiß noch nicht, ob ich ihn einlade.",
		"Die Feier ist jetzt im Hirschen, nicht mehr im Gasthof Post."), "einlade")
}

// toGet anchors any "I'll order", "bestellen wir", and "pediremos … para"
// of a purpose ("para cenar"): tonight's takeaway outranks the rent rise
// and the new bin day under a budget, and takes the boiler's place in its
// own message.
func TestSkeptic98eATakeawayIsNoThingToGet(t *testing.T) {
	keptWithin98(t, 16, []string{"rent", "January"}, "The rent goes up in January.", "I'll order a pizza from Luigi's tonight, I'm wrecked.")
	keptWithin98(t, 14, []string{"Müllabfuhr"}, "Die Müllabfuhr kommt jetzt dienstags.", "Heute bestellen wir Pizza bei Luigi, keine Lust zu kochen.")
	const text = "El casero dice que cambian la caldera antes del invierno. Pediremos una pizza para cenar, que estoy muerta."
	if got := read31(text); !holds57(got, "caldera") {
		t.Errorf("%q: no line holds the boiler: %v", text, got)
	}
}

// requestOfMe's "one thing" keeps a promise of a story as what someone
// wants now, though the story says it was broken ("Hat nicht lange
// gehalten", "Duró una semana"): weighted as a request, the anecdote
// outranks the new bin day and Mum moving in under a budget.
func TestSkeptic98eABrokenPromiseOfOneThingIsNoRequest(t *testing.T) {
	keptWithin98(t, 16, []string{"Müllabfuhr"}, "Die Müllabfuhr kommt jetzt dienstags.", "Meiner Oma musste ich eines versprechen: nie wieder rauchen. Hat nicht lange gehalten.")
	keptWithin98(t, 16, []string{"Mamá", "enero"}, "Mamá se viene a vivir con nosotros en enero.", "Mi abuela me hizo prometer una cosa: nada de motos. Duró una semana.")
}

// nextPlan holds "will", "going to", which grumbles say too: after a scrap
// that said only why, "Granny will go spare, …", "Aoife's going to be
// gutted, …" are kept as if they said what replaces Kelly's or Brennan's.
func TestSkeptic98eAGrumbleThatSaysWillGoes(t *testing.T) {
	for _, c := range []struct {
		was, now string
		words    []string
	}{
		{"We're going with Kelly's Coaches for the bus to Knock, 9am pickup.", "Scrap Kelly's, they have no driver that Sunday. Granny will go spare, she fancies the driver. Foley's Coaches from Tralee will do it instead, 9am from the church.", []string{"Granny", "spare"}},
		{"We're going with Brennan's Bakery in Dingle for the wedding cake, three tiers, lemon.", "Scrap Brennan's, they have a christening that Saturday. Aoife's going to be gutted, she adored their lemon drizzle. The hotel's pastry chef will do the cake.", []string{"gutted", "drizzle"}},
	} {
		if m := memory96(t, c.was, c.now); lineWith(m, c.words...) != "" {
			t.Errorf("the grumble %q is kept after the scrap:\n%s", c.words, m)
		}
	}
}

// quotedToMe sees whose words they are only after a colon: "Mam's one rule
// —", "Dad's golden rule," name someone else's rule, yet the model is told
// not to call the person "Mammy" or "Grandad".
func TestSkeptic98eSomeoneElsesRuleIsNoOrder(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Mam's one rule — don't call me 'Mammy' in front of people.", "Mammy"},
		{"Dad's golden rule, don't call me 'Grandad' till I'm seventy!", "Grandad"},
		{"Her golden rule, don't call me 'Mrs Doyle' at the school gate!", "Mrs Doyle"},
	} {
		notKind98(t, session.LedgerRule, c.text, c.want)
	}
}

// racking reads racking one's brain put aside for a plan ("Rather than
// racking …, I'll just ring Hennessy's", "Instead of racking …, I'm just
// going to go") as an open question: what the person settled on is sent
// as still to decide.
func TestSkeptic98eRackingPutAsideIsNotOpen(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Rather than racking my brains over whether to book, I'll just ring Hennessy's tomorrow.", "Hennessy's"},
		{"Instead of racking my brain over whether to go, I'm just going to go.", "just going"},
		{"Rather than racking my brains over whether to go, let's just go.", "just go"},
	} {
		notKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// puzzleTask takes any German "wer" or Spanish "quién" before a verb of a
// task as a task to hand out: who is making the noise in the attic, who
// takes in Frau Becker's post, who leaves flowers on Grandad's grave —
// mysteries of an unknown doer, with no "immer"/"siempre" — are sent as the
// person's open question to settle.
//
// Left at stop 98, as a known regression: these read as open questions (the
// parent reads "Ich weiß nicht, wer den Lärm … macht" so too, and a German
// "wer" or Spanish "quién" before a verb of a task is how "Jetzt das große
// Rätsel: wer fährt an dem Abend die Fähre?" asks what is to be settled; the
// two are told apart by what is known of the doer, which the reading does
// not see). "Don't you be sending me lists of jobs, Liam, …" is still an
// order: a name spoken to, lower-cased, is not seen.
func TestSkeptic98eABigMysteryOfAnUnknownDoerIsNotOpen(t *testing.T) {
	t.Skip("left at stop 98: see the comment")
	for _, c := range []struct{ text, want string }{
		{"Das große Rätsel: wer macht den Lärm im Dachboden?", "Dachboden"},
		{"Das große Rätsel: wer holt eigentlich die Post von Frau Becker rein?", "Becker"},
		{"El gran misterio: ¿quién trae esas flores a la tumba del abuelo?", "tumba"},
		{"El gran misterio: ¿quién hace ese ruido en el techo?", "ruido"},
	} {
		notKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// ---- Misses (fail at the parent and at 1db5c0b) ----

// "weiß auch noch nicht" of what is still to come, ending in a present
// "ist": germanPerfectEnd takes "ist" for the perfect, and the open
// question is lost; a big puzzle of a head that names what it is of.
func TestSkeptic98eMisses(t *testing.T) {
	t.Skip("misses of 1db5c0b, failing at cb32abb too")
	for _, c := range []struct{ text, want string }{
		{"Ich weiß auch noch nicht, ob der Saal im Löwen groß genug ist.", "Saal"},
		{"Keine Ahnung, ich weiß auch noch nicht, wer zuständig ist.", "zuständig"},
		{"El gran misterio del verano: ¿quién trae la sangría?", "sangría"},
	} {
		isKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}
