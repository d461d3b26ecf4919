package compression_test

import (
	"strings"
	"testing"
)

// The skeptical review of 0606903 (stop 98, after skeptic98a and
// skeptic98b): hiddenThere anchoring a line as its message's point, toGet's
// gettingPlans and fromWords, requestOfMe's "made me promise", and pick's
// keepScore rule after a scrap that said only why. An anchored line of
// filler takes the place of the message's best unanchored line in pick, or
// gains the +2 that lets it outrank a fact under a budget. Each live test
// passes at the parent cb32abb and fails at 0606903; the skipped ones are
// close variants of what the change meant to catch that it misses at both.

// lost98d fails when the message's reading holds no line with want.
func lost98d(t *testing.T, text, want string) {
	t.Helper()
	if got := read31(text); !holds57(got, want) {
		t.Errorf("%q: no line holds %q: %v", text, want, got)
	}
}

// ---- Regressions ----

// Someone hiding themselves, with words between the verb and the place
// ("hid from us", "hid for two days", "hide away"), is read as a thing hidden
// somewhere: the anchored line of the children in the hay barn takes the
// place of the landlord's new word, and the memory sends "the boiler gets
// replaced before the cold snap" as current; the cat in the hot press
// takes the place of the boiler itself.
func TestSkeptic98dSomeoneHidingIsNoThingHidden(t *testing.T) {
	m := memory96(t,
		"The landlord says the boiler gets replaced before the cold snap.",
		"The landlord now says the boiler won't be replaced till spring. The kids hid from us in the hay barn for an hour, little monkeys.")
	if lineWith(m, "spring") == "" {
		t.Errorf("the boiler's new date is lost, the old one sent as current:\n%s", m)
	}
	lost98d(t, "The landlord says the boiler gets replaced before the cold snap. The cat hid for two days in the hot press after the fireworks.", "boiler")
	lost98d(t, "The landlord says the boiler gets replaced before the cold snap. I'm going to hide away in the garden room with a book all afternoon.", "boiler")
}

// hiddenThere does not look at `figures`, as located does: "at the start",
// "at the time" are a when, not a where. The bad news Dad hid "at the
// start" takes the place of the landlord's new word (the old date is sent
// as current); "She hid it well at the time" is kept as filler.
func TestSkeptic98dHiddenAtATimeIsNoPlace(t *testing.T) {
	m := memory96(t,
		"The landlord says the boiler gets replaced before the cold snap.",
		"The landlord now says the boiler won't be replaced till spring. Dad hid the bad news from us at the start, typical him.")
	if lineWith(m, "spring") == "" {
		t.Errorf("the boiler's new date is lost, the old one sent as current:\n%s", m)
	}
	const text = "Niamh is bringing the potato salad. She hid it well at the time, but she was heartbroken."
	if _, ok := kindOf96(text, "hid it well"); ok {
		t.Errorf("%q: the aside is kept: %v", text, read31(text))
	}
}

// "hidden" before a noun ("a hidden talent at the piano") is no hiding
// place: the aside is anchored and takes the place of who brings the potato
// salad, who does the church flowers.
func TestSkeptic98dAHiddenTalentIsNoPlace(t *testing.T) {
	lost98d(t, "Niamh is bringing the potato salad. She has a hidden talent at the piano, who knew.", "potato salad")
	lost98d(t, "Tom's sister is doing the flowers for the church. She has a hidden talent at the piano, who knew.", "flowers")
}

// hidingSelf and the "se" before the verb know only the third person: "me
// escondo un rato en el jardín", "verstecke ich mich im Garten" are the
// person hiding from the mother-in-law, yet anchored with +2 they outrank
// Mum moving in, the new bin day, under a budget.
func TestSkeptic98dHidingMyselfIsNoThingHidden(t *testing.T) {
	keptWithin98(t, 18, []string{"Mamá", "Navidad"}, "Mamá se viene a vivir con nosotros después de Navidad.", "Cuando viene mi suegra me escondo un rato en el jardín.")
	keptWithin98(t, 14, []string{"Müllabfuhr"}, "Die Müllabfuhr kommt jetzt dienstags.", "Wenn die Schwiegermutter kommt, verstecke ich mich im Garten.")
}

// hiddenFeelings hold "face" in English only: "versteckte sein Gesicht in
// den Händen", "esconde la cara en la almohada" are read as things hidden
// in a place and, +2, outrank the rent rise and Mum moving in.
func TestSkeptic98dAFaceHiddenIsNoPlace(t *testing.T) {
	keptWithin98(t, 14, []string{"Miete"}, "Die Miete steigt im Januar.", "Er versteckte sein Gesicht in den Händen, der Arme.")
	keptWithin98(t, 18, []string{"Mamá", "Navidad"}, "Mamá se viene a vivir con nosotros después de Navidad.", "Mi niña esconde la cara en la almohada cuando se ríe.")
}

// `contracted` words count as a place after a hiding verb, though "del"
// says whose: the son hiding his school marks takes the place of the
// boiler being replaced.
func TestSkeptic98dMarksOfTheSchoolAreNoPlace(t *testing.T) {
	lost98d(t, "El casero dice que cambian la caldera antes del invierno. Mi hijo me esconde las notas del colegio, como siempre.", "caldera")
}

// "Pediremos" is as often "we'll ask for" as "we'll order" (skeptic98b took
// out "vamos a pedir" for that, not its future): forgiveness and the bill
// are anchored as things to get and take the place of who brings the
// ensaladilla; "nos encargaremos de eso" (we'll deal with it) is kept too.
func TestSkeptic98dPediremosIsAskingFor(t *testing.T) {
	lost98d(t, "Pilar trae la ensaladilla. Pediremos perdón a los vecinos por el ruido.", "ensaladilla")
	lost98d(t, "Pilar trae la ensaladilla. Luego pediremos la cuenta y a casa.", "ensaladilla")
	const text = "Pilar trae la ensaladilla. Ya nos encargaremos de eso mañana."
	if _, ok := kindOf96(text, "encargaremos"); ok {
		t.Errorf("%q: the aside is kept as a thing to get: %v", text, read31(text))
	}
}

// fromWords take any "from" after a need as where the thing comes from: "a
// holiday from my holiday", "Urlaub vom Urlaub" are jokes, yet anchored they
// outrank the neighbours' driveway and the new bin day under a budget.
func TestSkeptic98dANeedOfAJokeIsNoThingToGet(t *testing.T) {
	keptWithin98(t, 16, []string{"driveway"}, "I'll need a holiday from my holiday after this. The neighbours said we can use their driveway for the party.")
	keptWithin98(t, 14, []string{"Müllabfuhr"}, "Die Müllabfuhr kommt jetzt dienstags.", "Nach der Woche brauche ich noch Urlaub vom Urlaub.")
}

// requestOfMe takes any "made me promise" head for what someone wants now,
// though the story says the promise was broken ("I lasted four days") or
// kept ("and we did, last Sunday"): weighted as a liking, the anecdote
// outranks the rent rise under a budget.
func TestSkeptic98dAPromiseOfTheStoryIsNoRequest(t *testing.T) {
	keptWithin98(t, 18, []string{"rent"}, "The rent goes up in January.", "Mam made me promise: I'd ring her every night from Boston. I lasted four days.")
	keptWithin98(t, 24, []string{"rent"}, "My sister made me promise: we'd scatter Dad's ashes at Inch beach, and we did, last Sunday.", "The rent goes up in January.")
}

// keepScore after a scrap that said only why still lets a grumble through
// when it holds a few rare words: "My own fault for leaving it late",
// "Lesson learned, …", "Mam says it's a sign from above" are kept as if
// they said what replaces Kelly's.
func TestSkeptic98dAGrumbleAfterAScrapWithWhyGoes(t *testing.T) {
	const was = "We're going with Kelly's Coaches for the bus to Knock, 9am pickup."
	for _, c := range []struct {
		grumble string
		words   []string
	}{
		{"My own fault for leaving it late.", []string{"fault", "late"}},
		{"Lesson learned, never leave things to the last minute.", []string{"Lesson", "learned"}},
		{"Mam says it's a sign from above, God help us.", []string{"sign", "above"}},
	} {
		m := memory96(t, was, "Scrap Kelly's, they have no driver that Sunday. "+c.grumble+" Foley's Coaches from Tralee will do it instead, 9am from the church.")
		if lineWith(m, c.words...) != "" {
			t.Errorf("the grumble %q is kept after the scrap:\n%s", c.grumble, m)
		}
	}
}

// ---- Misses (fail at the parent and at 0606903) ----

// Where the person will hide a thing, said with the infinitive or the
// future, or with "ocultar", weighs no more than where they polish it.
func TestSkeptic98dMissHidingSaidOtherwise(t *testing.T) {
	t.Skip("miss: hidingWords lacks esconder, esconderé, oculto; a 'verstecken' last in the line has no place after it")
	weight := func(text string) int {
		for _, e := range read31(text) {
			return e.Weight
		}
		return 0
	}
	for _, c := range [][2]string{
		{"Die Uhr werde ich bis zum Fest im alten Hühnerstall verstecken.", "Die Uhr werde ich bis zum Fest im alten Hühnerstall putzen."},
		{"Voy a esconder el reloj en el gallinero viejo hasta la fiesta.", "Voy a limpiar el reloj en el gallinero viejo hasta la fiesta."},
		{"Esconderé el reloj en el gallinero viejo hasta la fiesta.", "Limpiaré el reloj en el gallinero viejo hasta la fiesta."},
		{"El reloj lo oculto en el gallinero viejo detrás del granero hasta la fiesta.", "El reloj lo limpio en el gallinero viejo detrás del granero hasta la fiesta."},
	} {
		if h, k := weight(c[0]), weight(c[1]); h <= k {
			t.Errorf("%q weighs %d, %q %d", c[0], h, c[1], k)
		}
	}
}

// A need said with "need to order", "be needing", "off the ferry", a
// Spanish "de".
func TestSkeptic98dMissThingToGetSaidOtherwise(t *testing.T) {
	t.Skip("miss: toGet skips 'need to', fromWords lacks 'de' and 'off', gettingPlans lacks 'I'll be needing'")
	const en = "One of the girls from Lugo, Uxía, is coeliac, so no wheat for her, and the school sent a three-page form. "
	const es = "Una de las niñas de Lugo, Uxía, es celíaca, así que nada de trigo para ella, y el colegio mandó un formulario de tres páginas. "
	for _, c := range []struct{ text, want string }{
		{en + "We'll need to order gluten-free flour from the mainland.", "gluten-free flour"},
		{en + "I'll be needing gluten-free flour from the mainland.", "gluten-free flour"},
		{en + "We'll need gluten-free flour off the mainland ferry.", "gluten-free flour"},
		{es + "Necesitaré harina sin gluten de tierra firme.", "harina sin gluten"},
		{es + "Necesitaremos harina sin gluten de la península.", "harina sin gluten"},
	} {
		lost98d(t, c.text, c.want)
	}
}

// A promise someone made the person give, in words requestOfMe lacks:
// "prometerle", "jurar", "promise faithfully".
func TestSkeptic98dMissPromiseSaidOtherwise(t *testing.T) {
	t.Skip("miss: requestOfMe must end the head; 'prometerle', 'jurar', 'faithfully' are no phrase of it")
	const es = " nada de fotos suyas en la página de la parroquia. El padre Tomás sube todo desde Kilronan con filtro de atardecer y el hashtag #bendecidos. El chico del bar también lo vio."
	const en = " no photos of her on the parish page. Father Tom posts everything from Kilronan with a sunset filter and the hashtag #blessed. The boy at the chipper saw it too."
	lost98d(t, "Aoife me hizo prometerle una cosa:"+es, "nada de fotos")
	lost98d(t, "Aoife me hizo jurar una cosa:"+es, "nada de fotos")
	lost98d(t, "Aoife made me promise faithfully:"+en, "no photos")
}

// A choice scrapped with only why, by "Scratch" or with "the … order": the
// replacement is lost and the bakery stays current.
func TestSkeptic98dMissScrapSaidOtherwise(t *testing.T) {
	t.Skip("miss: nameScraps is only scrap/ditch before a capitalized name")
	const was = "We're going with Brennan's Bakery in Dingle for the wedding cake, three tiers, lemon."
	for _, scrap := range []string{
		"Scratch Brennan's, they have a christening the same Saturday.",
		"Scrap the Brennan's order, they have a christening the same Saturday.",
	} {
		m := memory96(t, was, scrap+" The hotel's own pastry chef will do the cake.")
		if !strings.Contains(m, "pastry chef") {
			t.Errorf("%q: no line says who bakes the cake now:\n%s", scrap, m)
		}
		changed96(t, m, "Brennan's", "Bakery")
	}
}
