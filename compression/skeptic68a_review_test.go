package compression_test

import (
	"strings"
	"testing"
)

// A skeptical review of stop 67's reading of leave given to the assistant
// for a way of answering (leaveOf, leaveClause, namesRule, allowsAgain,
// reader.rules, Merge's ruleUpdate), at 600b43d, read in whole
// conversations and in single exchanges, in English, German and Spanish.
// Each test fails on 600b43d. REGRESSION: passes on c9e7fa3 (before stop
// 67's leave reading; the change broke it). STILL MISSED: fails on c9e7fa3
// too.

// REGRESSION. A person loses: their "prices in euros" — weights in pounds
// are not money. namesRule weighs the currency set for "pounds" without
// asking what is measured (oneMeasure, which the plain instruction path
// asks since cef753d), so leave for weights in pounds marks the euros rule
// updated.
func TestSkeptic68aWeightsInPoundsKeepPricesInEuros(t *testing.T) {
	got := remembered(t, said(
		"[Mon] Hiya, we're flying Manchester to Cork on the 14th for my cousin Siobhan's wedding. Please always give prices in euros.",
		"A: Will do, euros it is.",
		"[Mon] My dad Frank is coming with us, he's 81 and uses a walking frame.",
		"A: Noted, I'll keep accessibility in mind.",
		"[Tue] We've booked the Imperial Hotel on the South Mall, 3 nights.",
		"A: Lovely spot, right in the centre.",
		"[Tue] You can give the weights in pounds now, Dad's from Yorkshire and won't have kilos.",
		"A: Pounds for weights from now on.",
		"[Wed] How heavy can our hold bags be with Aer Lingus?",
		"A: Up to 50 lb per checked bag.",
		"[Wed] And what's a taxi from the airport to the hotel?",
		"A: About €25–30.",
	))
	keptInForce(t, got, 1, "the euros rule (leave was for weights in pounds)", "prices", "euros")
}

// REGRESSION. A person loses: "Always answer in Spanish" (and "sin
// palabras en inglés") — what the generic "you" says of a place (nobody
// needs Spanish in Barcelona; English works in the shops of the Costa del
// Sol) is read as leave given to the assistant.
func TestSkeptic68aGenericYouOfAPlaceKeepsTheLanguageRule(t *testing.T) {
	got := remembered(t, said(
		"Always answer in Spanish please, I'm practising for my B2 exam.",
		"A: ¡Claro! Te responderé en español.",
		"We're off to Barcelona in June for my sister Claire's hen do.",
		"A: ¡Qué bien! Barcelona en junio es preciosa.",
		"Claire's booked a flat in Gràcia for the five of us.",
		"A: Gràcia es un barrio con mucho encanto.",
		"You don't need to speak Spanish in Barcelona really, everyone switches to English in the bars.",
		"A: Es verdad, pero practicar siempre ayuda.",
		"What's a good tapas place near Plaça del Sol?",
		"A: Prueba La Pepita, en Còrsega.",
	))
	keptInForce(t, got, 1, "the rule to answer in Spanish", "Spanish", "practising")
	got = remembered(t, said(
		"Contéstame siempre en español, sin palabras en inglés, que me lío.",
		"A: Vale, todo en español.",
		"Nos vamos de vacaciones a Málaga con los críos en julio.",
		"A: ¡Qué bien! ¿Hotel o apartamento?",
		"Apartamento en Torremolinos, cerca del Bajondillo.",
		"A: Buena zona para ir con niños.",
		"Ahora puedes hablar en inglés en casi todas las tiendas de la Costa del Sol.",
		"A: Sí, con tanto turista es lo normal.",
		"¿Qué excursión me recomiendas para un día de lluvia?",
		"A: El Museo Picasso o el Centre Pompidou de Málaga.",
	))
	keptInForce(t, got, 1, "the rule of no English words", "español", "inglés")
}

// REGRESSION. A person loses: "Antworte mir bitte immer auf Deutsch" and
// "keine englischen Wörter" — the generic "du" of what the Kita and the
// city are like is read as leave given to the assistant.
func TestSkeptic68aGenericDuKeepsTheGermanRule(t *testing.T) {
	got := remembered(t, said(
		"Antworte mir bitte immer auf Deutsch, auch wenn ich mal englisch schreibe.",
		"A: Mache ich.",
		"Wir sind im August mit den Kindern von Köln nach Zürich gezogen.",
		"A: Ein großer Schritt! Wie gefällt es euch?",
		"Die Kleine, Mila, geht jetzt in die Kita Sonnenhof in Wiedikon.",
		"A: Schön, wie hat sie sich eingewöhnt?",
		"Du brauchst in der Kita kein Deutsch zu sprechen, die Erzieherinnen können alle Englisch.",
		"A: Das erleichtert den Anfang sehr.",
		"Was kostet ein Kita-Platz in Zürich ungefähr?",
		"A: Ohne Subvention etwa 2.500 Franken im Monat.",
	))
	keptInForce(t, got, 1, "the rule to answer in German", "Deutsch", "immer")
	got = remembered(t, said(
		"Bitte antworte nur auf Deutsch, keine englischen Wörter.",
		"A: Gern.",
		"Wir ziehen im Frühjahr nach Zürich, mein Mann fängt bei der ETH an.",
		"A: Spannend!",
		"Du kannst in Zürich überall Englisch sprechen, das ist praktisch.",
		"A: Ja, das stimmt.",
		"Wie finde ich dort eine Wohnung?",
		"A: Über Homegate oder Flatfox, und früh anfangen.",
	))
	keptInForce(t, got, 1, "the ban of English words", "keine", "englischen")
}

// REGRESSION. A person loses: who said it, and their own rule — "Según mi
// jefa, ya puedes escribir los informes en inglés" is the boss's leave to
// the person; it is read as the person's leave to the assistant, sent
// without "Según mi jefa", and marks "sin palabras en inglés" updated.
func TestSkeptic68aTheBossesLeaveIsNoLeaveForTheAssistant(t *testing.T) {
	got := remembered(t, said(
		"Hola. Contéstame siempre en español, sin palabras en inglés.",
		"A: De acuerdo.",
		"Trabajo en una consultora en Bilbao, en el equipo de auditoría.",
		"A: Interesante.",
		"Según mi jefa, ya puedes escribir los informes en inglés.",
		"A: Eso te ahorrará traducciones.",
		"¿Cómo estructuro un informe de auditoría interna?",
		"A: Alcance, hallazgos, riesgos y recomendaciones.",
	))
	keptInForce(t, got, 1, "the ban of English words", "español", "inglés")
	if lineOf(got, 5, "jefa") == "" {
		t.Errorf("the boss's words are sent as the person's own:\n%s", got)
	}
}

// REGRESSION. A person loses: "no Welsh words" — Welsh cakes are food for
// the fair, not a language of the answers; "You can keep the Welsh cakes"
// is read as leave for Welsh and the ban is marked partly updated.
func TestSkeptic68aWelshCakesKeepTheWelshBan(t *testing.T) {
	got := remembered(t, said(
		"Shwmae! I'm Ffion from Llandeilo. Please answer in English only, no Welsh words, my partner Dave reads over my shoulder.",
		"A: Of course, English only.",
		"The chapel Christmas fair is on Saturday the 6th in the vestry.",
		"A: Sounds lovely.",
		"I'm running the cake stall with Mrs Pryce from the post office.",
		"A: Good pairing.",
		"You can keep the Welsh cakes for the fair, Mam made extra.",
		"A: Lovely, they'll sell well.",
		"How much should I charge for a bara brith?",
		"A: About £4–5 a loaf.",
	))
	keptInForce(t, got, 1, "the ban of Welsh words", "no", "Welsh", "words")
}

// REGRESSION. A person loses: "Trátame de usted" / "Bitte siez mich" — how
// people address the boss at the new job (the generic "you": "…: ya puedes
// tutear al director desde el primer día", "Du kannst den neuen Chef ruhig
// duzen, das machen hier alle") is read as leave to address the person
// informally; and "Es una empresa muy moderna" is cut from its line.
func TestSkeptic68aHowTheBossIsAddressedKeepsTheRegister(t *testing.T) {
	got := remembered(t, said(
		"Trátame de usted, por favor.",
		"A: Por supuesto.",
		"Empiezo el lunes en una gestoría nueva en Valencia.",
		"A: ¡Enhorabuena!",
		"Es una empresa muy moderna: ya puedes tutear al director desde el primer día.",
		"A: Qué suerte, así es más fácil.",
		"¿Qué me pongo el primer día?",
		"A: Algo sencillo y arreglado.",
	))
	keptInForce(t, got, 1, "the rule to be addressed as usted", "usted")
	if lineOf(got, 5, "moderna") == "" {
		t.Errorf("what the person said of the firm is lost:\n%s", got)
	}
	got = remembered(t, said(
		"Bitte siez mich.",
		"A: Gerne.",
		"Ich habe eine neue Stelle in Graz, bei einer Steuerberatung.",
		"A: Herzlichen Glückwunsch!",
		"Du kannst den neuen Chef ruhig duzen, das machen hier alle.",
		"A: Das ist in Österreich oft so.",
		"Wie lange dauert die Probezeit normalerweise?",
		"A: Meist einen Monat.",
	))
	keptInForce(t, got, 1, "the rule to be addressed as Sie", "siez")
}

// REGRESSION. A person loses: that they moved to Denver last week — the
// sentence "…, so you can use Fahrenheit now" is cut to its leave, and
// what it said before the "so" is sent nowhere.
func TestSkeptic68aTheNewsBeforeSoYouCanIsKept(t *testing.T) {
	got := remembered(t, said(
		"Always give me temperatures in Celsius please.",
		"A: Sure.",
		"I work nights as a nurse, so I'll be asking at odd hours.",
		"A: No problem at all.",
		"My husband's company moved us to Denver last week, so you can use Fahrenheit now.",
		"A: Welcome to Colorado! Fahrenheit from now on.",
		"What should the kids wear for school in October?",
		"A: Layers: mornings around 40°F, afternoons 65°F.",
	))
	if lineOf(got, 5, "Denver") == "" {
		t.Errorf("the move to Denver is lost:\n%s", got)
	}
}

// REGRESSION. A person loses: "Please give all distances in kilometres" —
// leave to stop rounding ("No need to round the distances anymore") is an
// instruction now, and with its "anymore" it takes back the whole line,
// which is dropped: the kilometres go with the rounding.
func TestSkeptic68aNoMoreRoundingKeepsKilometres(t *testing.T) {
	got := remembered(t, said(
		"Day 1 – Please give all distances in kilometres, rounded to the nearest whole one.",
		"A: Will do.",
		"Day 1 – We're walking the Pembrokeshire coast path in May, me and my brother Rhys.",
		"A: Wonderful walk.",
		"Day 2 – Rhys has booked the hostels in Broad Haven and Newgale.",
		"A: Good bases.",
		"Day 3 – No need to round the distances anymore, Rhys wants them exact.",
		"A: Exact distances from now on.",
		"Day 3 – How far is it from Broad Haven to Newgale?",
		"A: About 11.8 km.",
	))
	if lineOf(got, 1, "kilometres") == "" {
		t.Errorf("the kilometres rule is dropped with the rounding:\n%s", got)
	}
}

// REGRESSION. A person loses: "Keep your answers under 100 words" — a
// one-off request for a letter to the council ("No need to keep it brief
// when you write to the council") is read as leave for the answers, and
// the limit is marked partly updated.
func TestSkeptic68aALongLetterOnceKeepsTheWordLimit(t *testing.T) {
	got := remembered(t, said(
		"Keep your answers under 100 words please, I read them on the bus.",
		"A: Will do.",
		"Our bins on Heol y Felin haven't been collected for three weeks.",
		"A: That's frustrating.",
		"I have to write to Carmarthenshire council about it.",
		"A: I can help you draft that.",
		"No need to keep it brief when you write to the council, they want every detail.",
		"A: Understood, I'll make the letter thorough.",
		"Who do I address it to?",
		"A: The Waste and Recycling team.",
	))
	keptInForce(t, got, 1, "the word limit of the answers", "under", "100", "words")
}

// STILL MISSED. A person loses: the leave they gave — "You can give me
// longer answers now", "Feel free to go into more detail now": the length
// limit stays sent unmarked.
func TestSkeptic68aLeaveForLongerAnswersIsRead(t *testing.T) {
	got := remembered(t, said(
		"Keep your answers short please, I'm on my phone.",
		"A: Will do.",
		"I'm studying for my driving theory test on the 20th.",
		"A: Good luck!",
		"The hazard perception bit worries me most.",
		"A: Practice clips help a lot.",
		"You can give me longer answers now, I'm on my laptop.",
		"A: Great, I'll go into more depth.",
		"How is the hazard perception scored?",
		"A: Up to five points per developing hazard.",
	))
	takenBackAt(t, got, 1, "the short-answers rule (longer answers allowed at #7)", "short")
	got = remembered(t, said(
		"Keep your answers under 100 words please.",
		"A: Sure.",
		"We're baking for the church fair on Saturday.",
		"A: Lovely.",
		"Feel free to go into more detail now, I'm at my desk.",
		"A: Okay.",
	))
	takenBackAt(t, got, 1, "the word limit (more detail allowed at #5)", "under", "100", "words")
	// Left at stop 68: "Du darfst jetzt auch längere Antworten schreiben"
	// after "Antworte bitte immer kurz, höchstens drei Sätze" gives no leave
	// — its "auch" reads as adding a way ("Du kannst Meilen auch in Klammern
	// angeben"), where here it means "even".
}

// STILL MISSED. A person loses: the leave they gave in everyday words —
// "It's ok to use emojis again" (the message is dropped altogether),
// "You're allowed to use emojis again", "Go ahead and use emojis again",
// "Kannst ruhig wieder Emojis verwenden" (no "du"), "Ya no hace falta que
// me redondees las distancias" (a subjunctive after "que"): the ban or order
// stays sent unmarked.
func TestSkeptic68aEverydayLeaveIsRead(t *testing.T) {
	for _, leave := range []string{
		"It's ok to use emojis again.",
		"You're allowed to use emojis again.",
		"Go ahead and use emojis again, it's a party after all.",
	} {
		got := remembered(t, said(
			"Please never use emojis.", "A: Okay.",
			"I'm planning a surprise party for my wife Nia.", "A: How fun!",
			leave, "A: 🎉",
		))
		takenBackAt(t, got, 1, "the emoji ban (lifted by "+leave+")", "never", "emojis")
	}
	got := remembered(t, said(
		"Bitte keine Emojis.", "A: Ok.",
		"Ich plane den Geburtstag meiner Frau Katrin.", "A: Schön.",
		"Kannst ruhig wieder Emojis verwenden.", "A: 🎉",
	))
	takenBackAt(t, got, 1, "the emoji ban (lifted at #5)", "keine", "Emojis")
	got = remembered(t, said(
		"Las distancias dímelas redondeadas, por favor.", "A: Vale.",
		"Vamos a hacer el Camino de Santiago en mayo.", "A: ¡Qué bien!",
		"Ya no hace falta que me redondees las distancias.", "A: Vale.",
	))
	takenBackAt(t, got, 1, "the rounding order (no longer needed at #5)", "redondeadas", "distancias")
}

// STILL MISSED. A person loses: leave said beside a date or after "así
// que" — "You can use Fahrenheit now, we're in Florida till the 20th" (any
// figure in the sentence undoes the leave) and "…, así que ya puedes usar
// Fahrenheit": the Celsius rule stays sent unmarked.
func TestSkeptic68aLeaveBesideADateOrASoIsRead(t *testing.T) {
	got := remembered(t, said(
		"Always give me temperatures in Celsius please.",
		"A: Sure.",
		"We're doing Disney with the kids, Orlando then the Keys.",
		"A: How exciting!",
		"You can use Fahrenheit now, we're in Florida till the 20th.",
		"A: Fahrenheit it is.",
		"What's the weather like in Key West?",
		"A: Around 85°F.",
	))
	takenBackAt(t, got, 1, "the Celsius rule (Fahrenheit allowed at #5)", "Celsius")
	got = remembered(t, said(
		"Dame siempre las temperaturas en grados Celsius.",
		"A: Vale.",
		"Trabajo de enfermera en el turno de noche.",
		"A: Qué duro.",
		"Nos hemos mudado a Miami con mi marido Pablo, así que ya puedes usar Fahrenheit.",
		"A: ¡Vale, Fahrenheit!",
	))
	takenBackAt(t, got, 1, "the Celsius rule (Fahrenheit allowed at #5)", "Celsius")
}

// STILL MISSED. A person loses: the rest of an instruction that leave
// lifts in part — "Ya no hace falta que me hables de usted" drops "dame
// respuestas cortas" with the usted; "You don't have to round the prices
// anymore" drops "prices in euros"; "You can use emojis again" sends "never
// use emojis or bullet points" as updated whole, not partly.
func TestSkeptic68aLeaveForOnePartKeepsTheRest(t *testing.T) {
	got := remembered(t, said(
		"Háblame de usted y dame respuestas cortas, por favor.", "A: Claro.",
		"Estoy organizando el 70 cumpleaños de mi madre en Cuenca.", "A: ¡Qué bien!",
		"Ya no hace falta que me hables de usted.", "A: ¡Vale, te tuteo!",
	))
	if lineOf(got, 1, "respuestas", "cortas") == "" {
		t.Errorf("the short answers asked for at #1 are lost with the usted:\n%s", got)
	}
	got = remembered(t, said(
		"Give me the prices in euros and round them, please.", "A: Okay.",
		"We're going to Lisbon for a week in October.", "A: Lovely.",
		"You don't have to round the prices anymore.", "A: Exact prices from now on.",
	))
	if lineOf(got, 1, "euros") == "" {
		t.Errorf("the euros asked for at #1 are lost with the rounding:\n%s", got)
	}
	got = remembered(t, said(
		"Please never use emojis or bullet points in your answers.", "A: Okay.",
		"My nain lives in Llandeilo, she's 94.", "A: Lovely.",
		"You can use emojis again.", "A: 😊",
	))
	if l := lineOf(got, 1, "bullet"); l == "" || strings.Contains(l, "(updated in") {
		t.Errorf("the bullet-point ban is lost or sent as updated whole by leave for emojis:\n%s", got)
	}
}
