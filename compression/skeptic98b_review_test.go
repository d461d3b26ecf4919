package compression_test

import "testing"

// The skeptical review of 5f26c79 (stop 98): the made-me-promise heads, the
// hiding verbs in `placing`, toGet, scrapsOnly in pick, whyOpens, and the
// new phrases of `preferred`. Each live test passes at the parent cb32abb
// and fails at 5f26c79; the skipped ones are close variants of what the
// change meant to catch that it misses at both.

// ---- Regressions ----

// A feeling hidden (or not) that is not in hiddenFeelings ("delight",
// "fright", "enfado", "embarrassment") is read by `located` as a thing kept
// in a place: the person's aunt is still in the Mater, but the memory sends
// her hospital as "(updated in #3)" because she "can't hide her delight at
// the hospital food"; and a line of filler ("hid his embarrassment under a
// cough") now outweighs the landlord's promise and takes its room.
func TestSkeptic98bAHiddenFeelingIsNoNewPlace(t *testing.T) {
	for _, c := range []struct {
		texts []string
		words []string
	}{
		{[]string{"Aunt Bridie is in the Mater since Sunday.", "Aunt Bridie can't hide her delight at the hospital food, would you believe."}, []string{"Mater"}},
		{[]string{"Aunt Bridie is in the Mater since Sunday.", "Aunt Bridie hid her fright behind a brave smile when the consultant came."}, []string{"Mater"}},
		{[]string{"Tía Rosa está en el Hospital de la Paz desde el domingo.", "Tía Rosa esconde su enfado detrás de una sonrisa, como siempre."}, []string{"Hospital", "Paz"}},
	} {
		current95(t, memory96(t, c.texts...), c.words...)
	}
	const text = "He hid his embarrassment under a cough. The landlord says the boiler gets replaced before the cold snap."
	if m := rememberedWithin(t, said(answered94(text)...), 14); lineWith(m, "boiler") == "" {
		t.Errorf("%q: the memory keeps the cough over the boiler:\n%s", text, m)
	}
}

// "Hide and seek" is a game: where a child played it is no new place of the
// child. The memory says Oisín left Granny's in Mallow.
func TestSkeptic98bHideAndSeekIsNoNewPlace(t *testing.T) {
	m := memory96(t, "Little Oisín is at Granny's in Mallow till Sunday.", "Little Oisín played hide and seek in the orchard all day with his cousins.")
	current95(t, m, "Mallow")
}

// A clue hidden in a chapter, a clause hidden in small print, is no thing
// kept in a place: with room for one line the memory now keeps the remark on
// the novel and loses when the book club meets, or the rent rise.
func TestSkeptic98bWhatIsHiddenInATextIsNoPlace(t *testing.T) {
	for _, c := range []struct {
		text, want string
		budget     int
	}{
		{"The author hid a clue in the very first chapter, sneaky. We meet again in a fortnight to finish the last part.", "fortnight", 16},
		{"The landlord hid a clause in the small print of the lease. The rent goes up in January.", "January", 16},
	} {
		if m := rememberedWithin(t, said(answered94(c.text)...), c.budget); lineWith(m, c.want) == "" {
			t.Errorf("%q: with room for one line the memory loses %q:\n%s", c.text, c.want, m)
		}
	}
}

// A dose hidden in food every morning is how it is given, not where the
// tablets are kept: the memory sends the press over the kettle as
// "(updated in #3)".
func TestSkeptic98bADoseHiddenInFoodLeavesItsShelf(t *testing.T) {
	current95(t, memory96(t, "Bruno's tablets are in the press over the kettle.", "I hide Bruno's tablet in a lump of cheese every morning, he never notices."), "press", "kettle")
	current95(t, memory96(t, "Las pastillas de Bruno están en el armario de la cocina.", "Las pastillas de Bruno las escondo en un trozo de queso cada mañana."), "armario", "cocina")
}

// A second key hidden somewhere "as well" ("noch einen") leaves the first
// where it is: the memory marks the key under the mat as moved.
func TestSkeptic98bASecondHiddenKeyLeavesTheFirst(t *testing.T) {
	current95(t, memory96(t, "The spare key is under the mat.", "Mam has a hidden spare key in the coal shed as well."), "mat")
	current95(t, memory96(t, "The spare key is under the mat.", "There's a hidden spare key in the shed as well, in case."), "mat")
	current95(t, memory96(t, "Der Ersatzschlüssel liegt unter der Fußmatte.", "Es gibt noch einen Ersatzschlüssel, versteckt im Schuppen."), "Fußmatte")
}

// toGet takes any noun after "I'll need", "necesitaremos": a need said as a
// figure of speech ("a bigger boat", "the patience of a saint", "un
// milagro") is anchored and kept as a thing to get, filler the parent let go.
func TestSkeptic98bANeedSaidAsAFigureIsNoThingToGet(t *testing.T) {
	for _, c := range []struct{ text, filler string }{
		{"We'll need a bigger boat, ha! The regatta starts at 10 from Dún Laoghaire pier.", "bigger boat"},
		{"I'll need the patience of a saint with that lot. The committee meets Thursday at 8 in the parish centre.", "patience"},
		{"We'll need luck with the weather. The barbecue is at Niamh's on Saturday.", "luck"},
		{"I'll need new knees after this. The route goes up the old bog road and back along the canal.", "knees"},
		{"Necesitaremos un milagro para acabar a tiempo. El local es el Bar Casa Paco, en la calle Mayor.", "milagro"},
		{"Necesitaré paciencia con mi suegra, ya te digo. La comida es el domingo a las dos en casa de Pilar.", "paciencia"},
	} {
		if _, ok := kindOf96(c.text, c.filler); ok {
			t.Errorf("%q: the figure with %q is kept: %v", c.text, c.filler, read31(c.text))
		}
	}
}

// toGet lets "I'll need a minute" go only when the moment comes right after
// "a", and only in English: "a quick break", "a stiff drink", "un momento",
// "un rato" are kept as things to get.
func TestSkeptic98bANeedOfAMomentSaidOtherwiseIsNoThing(t *testing.T) {
	for _, c := range []struct{ text, filler string }{
		{"I'll need a quick break first, my head is melted. The christening is at St Brigid's on the 14th at noon.", "break"},
		{"I'll need a stiff drink after the meeting. The treasurer wants the accounts redone from scratch.", "drink"},
		{"Necesitaré un momento para pensarlo, la verdad. La boda es el 12 de junio en la finca de los Gómez.", "momento"},
		{"Necesitaré un rato para digerir todo esto. La boda es el 12 de junio en la finca de los Gómez.", "rato"},
	} {
		if _, ok := kindOf96(c.text, c.filler); ok {
			t.Errorf("%q: the need of a moment (%q) is kept: %v", c.text, c.filler, read31(c.text))
		}
	}
}

// "Vamos a pedir" is also asking for, not ordering: the bill, forgiveness.
func TestSkeptic98bAskingForIsNoOrder(t *testing.T) {
	for _, c := range []struct{ text, filler string }{
		{"Luego vamos a pedir la cuenta y nos vamos. La boda es el 12 de junio en la finca de los Gómez.", "cuenta"},
		{"Vamos a pedir perdón a los vecinos por el ruido. La fiesta es el sábado en el patio de Lola.", "perdón"},
	} {
		if _, ok := kindOf96(c.text, c.filler); ok {
			t.Errorf("%q: %q is kept as a thing to get: %v", c.text, c.filler, read31(c.text))
		}
	}
}

// pick keeps whatever line follows a choice scrapped with only why, however
// empty: "What a mess.", "Story of my life." are kept as if they said what
// replaces Kelly's or Brennan's.
func TestSkeptic98bFillerAfterAScrapWithWhyGoes(t *testing.T) {
	for _, c := range []struct {
		texts  []string
		filler []string
	}{
		{[]string{"We're going with Kelly's Coaches for the bus to Knock, 9am pickup.", "Scrap Kelly's, they have no driver that Sunday. What a mess. Dad will drive us in the people carrier."}, []string{"What", "mess"}},
		{[]string{"We're going with Kelly's Coaches for the bus to Knock, 9am pickup.", "Scrap Kelly's, they have no driver that Sunday. Sure look, these things happen."}, []string{"things", "happen"}},
		{[]string{"We're going with Brennan's Bakery in Dingle for the wedding cake, three tiers, lemon.", "Scrap Brennan's, they have a christening that Saturday. Story of my life. Still need a cake though."}, []string{"Story", "life"}},
	} {
		if m := memory96(t, c.texts...); lineWith(m, c.filler...) != "" {
			t.Errorf("the filler %q is kept after the scrap:\n%s", c.filler, m)
		}
	}
}

// "he don't want to hear it" is a remark, not a liking of his; nor is what a
// car "don't want to" do.
func TestSkeptic98bARemarkIsNoLiking(t *testing.T) {
	for _, c := range []struct{ text, filler string }{
		{"Lord, he don't want to hear it. The fish fry moved to the Legion hall on Saturday.", "hear it"},
		{"The car, she don't want to start in the cold. The fish fry moved to the Legion hall on Saturday.", "start in the cold"},
	} {
		if _, ok := kindOf96(c.text, c.filler); ok {
			t.Errorf("%q: the remark is kept as a liking: %v", c.text, read31(c.text))
		}
	}
}

// ---- Misses (fail at the parent and at 5f26c79) ----

// A promise made by someone else in other words than the list: the promise
// goes beside the lines that name more.
func TestSkeptic98bMissPromiseInOtherWords(t *testing.T) {
	t.Skip("miss: requestOfMe holds only the words of the head it ends")
	const rest = " no photos of her on the parish page. Father Tom posts everything from Kilronan with a sunset filter and the hashtag #blessed. The boy at the chipper saw it too."
	for _, head := range []string{
		"Aoife made me promise her one thing:",
		"Aoife made me swear one thing:",
		"Aoife made me promise two things:",
		"Aoife made me promise before the wedding:",
		"Aoife got me to promise one thing:",
		"Aoife asked me to promise one thing:",
		"Aoife made me pinky-promise one thing:",
		"Aoife made me promise", // no colon
	} {
		if got := read31(head + rest); !holds57(got, "no photos") {
			t.Errorf("%q: no line holds the promise: %v", head, got)
		}
	}
}

// Where something is hidden, said in a passive, with "have … hidden", in a
// preterite, or with the German participle last, moves no older place.
func TestSkeptic98bMissHiddenSaidOtherwise(t *testing.T) {
	t.Skip("miss: `located` skips a hiding verb right before its place ('are hidden in'), and hidingWords lacks escondí and the participle last")
	for _, c := range []struct {
		texts []string
		old   string
	}{
		{[]string{"The presents are in the wardrobe in our room.", "The presents are hidden in the attic behind the Christmas tree box."}, "wardrobe"},
		{[]string{"The presents are in the wardrobe in our room.", "I've got the presents hidden in the attic behind the Christmas tree box."}, "wardrobe"},
		{[]string{"Los regalos están en el armario de nuestro cuarto.", "Los regalos están escondidos en el altillo, detrás de la caja del árbol."}, "armario"},
		{[]string{"Los regalos están en el armario de nuestro cuarto.", "Escondí los regalos en el altillo, detrás de la caja del árbol."}, "armario"},
		{[]string{"Die Geschenke sind im Schrank in unserem Zimmer.", "Die Geschenke hab ich auf dem Dachboden hinter der Christbaumkiste versteckt."}, "Schrank"},
		{[]string{"The spare key is under the blue flowerpot.", "I've hidden the spare key in the old boot by the shed."}, "flowerpot"},
	} {
		changed96(t, memory96(t, c.texts...), c.old)
	}
}

// A thing to get said with "going to need", "gonna", "have to order",
// "we're ordering", "we'll get", "tendré que pedir", "hay que traer".
func TestSkeptic98bMissThingToGetInOtherWords(t *testing.T) {
	t.Skip("miss: gettingPlans holds only 'I'll need', 'we'll order' and the like")
	const en = "One of the girls from Lugo, Uxía, is coeliac, so no wheat for her, and the school sent a three-page form. "
	const es = "Una de las niñas de Lugo, Uxía, es celíaca, así que nada de trigo para ella, y el colegio mandó un formulario de tres páginas. "
	for _, c := range []struct{ text, want string }{
		{en + "I'm going to need gluten-free flour from the mainland.", "gluten-free flour"},
		{en + "Gonna need gluten-free flour from the mainland.", "gluten-free flour"},
		{en + "I'll have to order gluten-free flour from the mainland.", "gluten-free flour"},
		{es + "Tendré que pedir harina sin gluten de tierra firme.", "harina sin gluten"},
		{es + "Hay que traer harina sin gluten de tierra firme.", "harina sin gluten"},
		{"Tip from Marisol at the kiosk: at the beach bar you have to book the lunch first thing, or you go without. So we're ordering grilled sardines for everybody, they're famous for them. Papá already says he's bringing his own sandwiches.", "grilled sardines"},
		{"Tip from Marisol at the kiosk: at the beach bar you have to book the lunch first thing, or you go without. So we'll get grilled sardines for everybody, they're famous for them. Papá already says he's bringing his own sandwiches.", "grilled sardines"},
	} {
		together98(t, c.text, c.want)
	}
}

// A choice scrapped with only why in other words: "it's"/"they're" were
// added to whyOpens but `planned` holds them, so onlyWhy still says no;
// "too dear" has no opener; "Forget", "Vergiss", "Olvida" are no nameScraps;
// and a line of filler between the scrap and what replaces it takes the
// place of the replacement.
func TestSkeptic98bMissScrapWithWhyInOtherWords(t *testing.T) {
	t.Skip("miss: whyOpens' new words are dead (planned), nameScraps is only scrap/ditch, pick looks one line on")
	const was = "We're going with Brennan's Bakery in Dingle for the wedding cake, three tiers, lemon."
	for _, scrap := range []string{
		"Scrap Brennan's, it's too dear.",
		"Scrap Brennan's, they're closed that whole week.",
		"Scrap Brennan's, too dear.",
		"Scrap Brennan's, the oven's broken.",
		"Forget Brennan's, they have a christening the same Saturday.",
	} {
		m := memory96(t, was, scrap+" The hotel's own pastry chef will do the cake.")
		if lineWith(m, "pastry", "chef") == "" {
			t.Errorf("%q: no line says who bakes the cake now:\n%s", scrap, m)
		}
		changed96(t, m, "Brennan's", "Bakery")
	}
	m := memory96(t, "Wir nehmen die Bäckerei Huber für die Hochzeitstorte, drei Stöcke, Zitrone.", "Vergiss Huber, die haben an dem Samstag eine Taufe. Die Konditorin vom Hotel macht die Torte.")
	changed96(t, m, "Bäckerei", "Huber") // the Konditorin is kept, but Huber stays current
	m = memory96(t, "Vamos con la pastelería Brennan para la tarta, tres pisos, limón.", "Olvida Brennan, tienen una comunión ese sábado. La pastelera del hotel hará la tarta.")
	if lineWith(m, "pastelera") == "" {
		t.Errorf("no line says who bakes the cake now:\n%s", m)
	}
	m = memory96(t, "We're going with Kelly's Coaches for the bus to Knock, 9am pickup.", "Scrap Kelly's, they have no driver that Sunday. What a mess. Dad will drive us in the people carrier.")
	if lineWith(m, "people", "carrier") == "" {
		t.Errorf("no line says how they get to Knock now:\n%s", m)
	}
}

// Someone not wanting to, in words the new phrases of `preferred` lack.
func TestSkeptic98bMissNotWantingInOtherWords(t *testing.T) {
	t.Skip("miss: preferred gained 'she don't want to' but not 'wanna', 'won't', 'ain't gonna', 'has no wish', 'they don't want to'")
	const after = " ride on the boat during the parade. She gets sick as a dog when a boat's backin' up, so she'll watch from the pier with her sister Dot and Reverend Tull."
	for _, says := range []string{"she don't wanna", "she won't", "she ain't gonna", "she has no wish to", "they don't want to"} {
		text := "Jeannie told me plain " + says + after
		if got := read31(text); !holds57(got, "Jeannie", "ride on the boat") {
			t.Errorf("%q: no line holds what Jeannie won't do: %v", says, got)
		}
	}
}
