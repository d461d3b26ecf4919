package compression_test

import "testing"

// Regressions of stop 90 found by a sixth skeptical review, read in whole
// conversations (person and assistant turns): what the parent (ded9656) left
// the model right at the end and the change leaves it wrong — a standing
// instruction taken back or marked as changed by what someone else does
// ("So the landlord never answers in English anymore"), by a plan's line
// that says "you", by a sigh opened with two lead-ins ("Oh well forget it,
// …"), by a third person's request read as a new rule; and facts or the
// person's own rule pushed out of a small memory by such a "rule".

// "So the landlord never answers in English anymore" (a complaint) takes back the person's "always answer in English": the model may switch to German.
func TestSkeptic90fTheLandlordNotAnsweringInEnglishTakesNoRuleBack(t *testing.T) {
	got := remembered(t, said(
		"Hi! We're moving from Leeds to Vienna in August for my husband's job. Please always answer in English, my German is rusty.",
		"A: Congratulations on the move! I'll answer in English. What do you need help with first?",
		"The flat is in the 7th district, Neubaugasse 41, three rooms, rent is 1,450 euros a month.",
		"A: Neubau is a lovely area, lots of cafés and close to the U3.",
		"The movers from Leeds come on August 2nd and the keys are handed over on the 5th.",
		"A: That leaves a few days of buffer, which is sensible.",
		"So the landlord never answers in English anymore, only German, and Google Translate makes a mess of it.",
		"A: That can be tricky. Would you like help drafting replies in simple German?"))
	current90(t, got, 1, "always", "English")
}

// "Ok so the Americans always write dates month first" (about the invitation) marks the person's "dates day first" as changed: the model may switch to 6/20.
func TestSkeptic90fAmericansWritingTheMonthFirstChangesNoDateRule(t *testing.T) {
	got := remembered(t, said(
		"Always write dates day first please, like 14/06, I'm in the UK and the other way confuses me.",
		"A: Will do, day first from now on.",
		"My cousin Jess is getting married in Concord, Massachusetts, and we're flying out of Heathrow on 14/06.",
		"A: How exciting! How long are you staying?",
		"Back on 22/06. The rehearsal dinner is on 20/06 at a barn outside town.",
		"A: That's a nice long trip. Do you need help with anything for the wedding?",
		"Ok so the Americans always write dates month first, the invitation says 6/20 and I nearly booked the wrong day lol.",
		"A: Yes, the US puts the month first, easy to mix up!",
		"I still need a gift, the registry is mostly kitchen stuff.",
		"A: Kitchen gifts are always useful."))
	current90(t, got, 1, "day", "first")
}

// "Y la casera contesta solo en catalán ya" (the landlady's habit) marks "respóndeme siempre en español" as changed: the model may answer in Catalan.
func TestSkeptic90fLaCaseraContestaEnCatalanChangesNoSpanishRule(t *testing.T) {
	got := remembered(t, said(
		"Hola! Respóndeme siempre en español, porfa, que el catalán todavía no lo domino.",
		"A: ¡Claro! ¿En qué te ayudo?",
		"Nos mudamos a Barcelona el 2 de mayo, el piso nuevo está en la calle Verdi 12, en Gràcia.",
		"A: ¡Gràcia es un barrio precioso!",
		"El alquiler son 1.150 euros y la fianza son dos meses, ya la pagamos.",
		"A: Perfecto, guarda bien el recibo.",
		"Y la casera contesta solo en catalán ya, ni una palabra en español, y yo con el traductor.",
		"A: Te puedo ayudar a entender sus mensajes si me los pegas.",
		"La mudanza la hace Transportes Roig, vienen a las 8 con el camión.",
		"A: ¡Genial, qué organizada!"))
	current90(t, got, 1, "español")
}

// "Oh well forget it, …" / "Oh well never mind, …" (giving up on a plan) takes back the person's price instructions (euros, cost first).
func TestSkeptic90fOhWellForgetItGivesUpAPlanNotARule(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		key  string
	}{
		{[]string{
			"Always give me prices in euros please, I live in Cork.",
			"A: Will do, everything in euros.",
			"We want a long weekend in Porto in May with my sister, budget around 800 euros for the two of us.",
			"A: Porto is great value. Flights from Cork run on Thursdays and Sundays.",
			"We found an Airbnb in Ribeira for 95 a night, right by the river.",
			"A: That's a good price for Ribeira.",
			"Oh well forget it, the Airbnb is gone and prices near the river went up to 300 euros a night.",
			"A: That's a shame. Vila Nova de Gaia across the river is often cheaper.",
		}, "euros"},
		{[]string{
			"When you suggest anything for the move, always tell me the cost first, we're on a tight budget.",
			"A: Got it, cost first every time.",
			"We're moving from Didsbury to Chorlton on June 3rd, it's a two-bed flat on Beech Road.",
			"A: Nice area! Do you need movers or a van?",
			"My brother was going to rent a Luton van from Hertz.",
			"A: A Luton van usually costs around 90 to 120 pounds a day.",
			"Oh well never mind, the van cost us 400 in the end because of the bank holiday.",
			"A: Ouch, bank holiday pricing is brutal.",
		}, "cost"},
	} {
		current90(t, remembered(t, said(c.msgs...)), 1, c.key)
	}
}

// A plan's line that says "you" ("The slideshow you helped me plan was meant to be short") lets "Forget the short slideshow" take back "keep your answers short".
func TestSkeptic90fAPlanThatSaysYouIsStillWhatForgetNames(t *testing.T) {
	got := remembered(t, said(
		"Keep your answers short please, a few lines max, I read them on my phone.",
		"A: Sure, short it is.",
		"Mum turns 60 on June 14th, we're throwing a surprise party at the cricket club in Thame.",
		"A: How lovely! How many guests?",
		"About 50, and my aunt Sue is doing the cake.",
		"A: Sounds like it's coming together.",
		"The slideshow you helped me plan was meant to be short, five minutes. Forget the short slideshow, Dad wants 20 minutes of photos now.",
		"A: Twenty minutes gives you room for the old holiday pictures too."))
	current90(t, got, 1, "short")
}

// "Te cuento, el hotel lo íbamos a pagar en euros…" (a plan with "te") lets "Olvida lo de los euros" take back "dame siempre los precios en euros".
func TestSkeptic90fTeCuentoElHotelEnEurosKeepsThePriceRule(t *testing.T) {
	got := remembered(t, said(
		"Dame siempre los precios en euros, porfa, que vivo en Valencia y las libras me lían.",
		"A: ¡Hecho! Todo en euros.",
		"En agosto nos vamos a Londres, se casa mi prima Lucía el día 16.",
		"A: ¡Qué bien! ¿Cuántos días os quedáis?",
		"Cuatro noches, del 14 al 18, y vamos con los dos niños.",
		"A: Perfecto, da para ver bastante.",
		"Te cuento, el hotel lo íbamos a pagar en euros pero al final piden libras. Olvida lo de los euros, son 600 libras las cuatro noches.",
		"A: Vale, anotado."))
	current90(t, got, 1, "euros")
}

// "Wie du weißt, sollte meine Rede kurz sein" (a plan with "du") lets "Vergiss das mit kurz" take back "antworte mir immer kurz".
func TestSkeptic90fWieDuWeisstDieRedeKurzKeepsShortAnswers(t *testing.T) {
	got := remembered(t, said(
		"Antworte mir bitte immer kurz, höchstens drei Sätze, ich les das meistens in der Straßenbahn.",
		"A: Mach ich.",
		"Papa geht Ende Juni in Pension, die Feier ist am 28. Juni im Gasthaus Krone in Hall.",
		"A: Wie schön, da habt ihr was zu feiern!",
		"Es kommen ungefähr 40 Kollegen, und ich soll als Tochter eine Rede halten.",
		"A: Das wird ihn sicher freuen.",
		"Wie du weißt, sollte meine Rede kurz sein, drei Minuten. Vergiss das mit kurz, seine Kollegen wollen jetzt eine Rede von 10 Minuten.",
		"A: Zehn Minuten geben dir Platz für ein paar schöne Geschichten."))
	current90(t, got, 1, "kurz", "drei Sätze")
}

// "Ok honestly the landlord never answers emails" is kept as a rule and pushes the new flat's address out of a small memory.
func TestSkeptic90fALandlordComplaintPushesOutTheNewAddress(t *testing.T) {
	keptWithin89(t, 35, []string{
		"We're moving from Leeds to Bristol on March 3rd, the van from Hendersons comes at 8am.",
		"A: Noted, good luck with the move!",
		"The new flat is 14 Park Row, flat 2B, keys from the letting agent on Monday.",
		"A: Great, sounds like it's coming together.",
		"The old landlord still owes us the 900 pound deposit.",
		"A: Keep the check-out inventory handy in case there's a dispute.",
		"Ok honestly the landlord never answers emails, I've sent three.",
		"A: That's frustrating. A recorded letter might get his attention.",
	}, "14 Park Row")
}

// In a small memory "Also Amis schreiben immer den Monat zuerst" (a rule now) outlasts the person's own "Datum immer mit dem Tag zuerst": only month-first is left.
func TestSkeptic90fAmisSchreibenDenMonatZuerstPushesOutTheDateRule(t *testing.T) {
	keptWithin89(t, 25, []string{
		"Schreib mir das Datum bitte immer mit dem Tag zuerst, also 14.06., sonst komm ich durcheinander.",
		"A: Mach ich.",
		"Wir fliegen am 14.06. nach Boston zur Hochzeit meines Cousins Jonas, zurück am 22.06.",
		"A: Schön! Wo ist die Hochzeit?",
		"In einer Scheune bei Concord, das Probeessen ist am 20.06.",
		"A: Klingt romantisch.",
		"Also Amis schreiben immer den Monat zuerst, auf der Einladung steht 6/20.",
		"A: Ja, in den USA kommt der Monat zuerst.",
	}, "Tag zuerst")
}

// The bride's request for the ceremony ("One request from the bride: no English, all in Italian") marks "always answer me in English" as changed.
func TestSkeptic90fTheBridesRequestChangesNoLanguageRule(t *testing.T) {
	got := remembered(t, said(
		"Please always answer me in English, even when I write in Italian, I'm practising for the wedding.",
		"A: Of course, English it is!",
		"My fiancé's sister Giulia is getting married in Lucca on September 6th, we're flying from Manchester.",
		"A: Lovely, Tuscany in September is beautiful.",
		"I'm doing a reading at the ceremony, and the reception is at Villa Grabau.",
		"A: What an honour!",
		"One request from the bride: no English, all in Italian.",
		"A: Then let's practise the reading in Italian."))
	current90(t, got, 1, "English")
}
