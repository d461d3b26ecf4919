package compression_test

import (
	"strings"
	"testing"
)

// The third skeptical review of stop 67 (c9e7fa3..7016da7, most closely
// c00c40c..7016da7: allowsAgain, ownSaying, the weights and francs, "only"
// in switches, a changed plan updating a decision, wordsOnly labels), read
// in whole conversations as people write to a chatbot. Each test fails on
// 7016da7. REGRESSION: passes on c9e7fa3 (the change broke it). STILL
// MISSED: fails on c9e7fa3 too.

// REGRESSION. "Tom is back to running 10 kilometres a day" is news of the
// son's knee, not the person allowing kilometres again: allowsAgain reads
// "back to" + "kilometres" (a unit of the system the miles rule names) as
// an instruction, and Merge marks "Please give all distances in miles" as
// updated, so the model is told the miles rule no longer holds.
func TestSkeptic67cSonBackToRunningKilometresKeepsMiles(t *testing.T) {
	got := remembered(t, said(
		"I'm training for the Leeds half marathon in May with my son Tom. Please give all distances in miles.",
		"A: Will do, miles it is.",
		"We run together on Tuesdays and Saturdays, usually round Roundhay Park.",
		"A: Nice routine.",
		"Tom is back to running 10 kilometres a day after his knee op, he's keen.",
		"A: Great to hear he's recovered.",
		"What pace should I aim for on my long run?",
		"A: Around a minute per mile slower than race pace.",
	))
	if !currentLine(got, "distances", "miles") {
		t.Errorf("the miles rule is marked updated by news of the son's running:\n%s", got)
	}
}

// REGRESSION. "My dad no longer weighs 20 stone" is about the father's
// weight loss; "no longer" + "stone" (a weight of another system than the
// kilos rule's) is read as an instruction and the kilos rule is marked as
// updated.
func TestSkeptic67cDadNoLongerWeighsStoneKeepsKilos(t *testing.T) {
	got := remembered(t, said(
		"I'm trying to lose weight before my sister Hannah's wedding in June. Give me all weights in kilos please.",
		"A: Sure, kilos from now on.",
		"I do Slimming World on Thursday nights at the church hall.",
		"A: That's a good support group.",
		"My dad no longer weighs 20 stone, he's lost loads since the diabetes scare.",
		"A: That's brilliant for him.",
		"How much protein do I need a day?",
		"A: Roughly 1.2 to 1.6 g per kg of body weight.",
	))
	if !currentLine(got, "weights", "kilos") {
		t.Errorf("the kilos rule is marked updated by news of the father's weight:\n%s", got)
	}
}

// REGRESSION. "Mi cuñado vuelve a cobrar en dólares" (the brother-in-law is
// paid in dollars again): "vuelve a" is the third person, not an order to
// the assistant, but allowsAgain takes it for one ("dólares" against the
// euros rule) and the euros rule is marked as updated.
func TestSkeptic67cCunadoVuelveACobrarEnDolaresKeepsEuros(t *testing.T) {
	got := remembered(t, said(
		"Estoy organizando un viaje a México con mi mujer Carmen para agosto. Dame siempre los precios en euros.",
		"A: Vale, en euros.",
		"Vamos a estar diez días entre Ciudad de México y Oaxaca.",
		"A: Muy buena combinación.",
		"Mi cuñado vuelve a cobrar en dólares desde enero, le han cambiado el contrato.",
		"A: Entiendo.",
		"¿Cuánto cuesta un vuelo de Madrid a Ciudad de México?",
		"A: Entre 600 y 900 euros ida y vuelta.",
	))
	if !currentLine(got, "precios", "euros") {
		t.Errorf("the euros rule is marked updated by news of the brother-in-law's pay:\n%s", got)
	}
}

// REGRESSION. "My daughter Mia no longer needs German lessons" is news of
// the daughter; "no longer" + "German" (named by the language rule) makes
// it an instruction, and "Please answer in simple English" is marked as
// updated.
func TestSkeptic67cDaughterNoLongerNeedsGermanKeepsEnglish(t *testing.T) {
	got := remembered(t, said(
		"We moved to Stuttgart in March for my husband's job at Bosch. Please answer in simple English, my German is still weak.",
		"A: Of course.",
		"We live in Degerloch with our two kids.",
		"A: Lovely area.",
		"My daughter Mia no longer needs German lessons, she passed her exam last week.",
		"A: Well done to her!",
		"How do I register the kids for the Gymnasium?",
		"A: Through the school directly, usually in March.",
	))
	if !currentLine(got, "simple", "English") {
		t.Errorf("the simple-English rule is marked updated by news of the daughter's lessons:\n%s", got)
	}
}

// REGRESSION. "Back to the wedding budget: …" / "Zurück zum
// Hochzeitsbudget: …" returns to a topic; it allows nothing again. The
// words the table rule names follow "back to", so the sentence (a fact,
// the caterer's new price) is made an instruction and the table rule is
// marked as updated.
func TestSkeptic67cBackToTheBudgetTopicKeepsTheTableRule(t *testing.T) {
	got := remembered(t, said(
		"I'm getting married in June to my fiancé Marcus. Whenever we talk about the wedding budget, please show it as a table.",
		"A: Will do.",
		"My mum is making the cake and my uncle Pete is doing the photos for free.",
		"A: That saves a lot.",
		"Back to the wedding budget: the caterer wants £2,400 now.",
		"A: Noted.",
		"What's a normal deposit for a florist?",
		"A: Usually 25 to 50 percent.",
	))
	if !currentLine(got, "wedding", "budget", "table") {
		t.Errorf("the table rule is marked updated by a return to the topic:\n%s", got)
	}
	got = remembered(t, said(
		"Ich heirate im Juni, meine Verlobte heißt Lena. Wenn es ums Hochzeitsbudget geht, zeig mir bitte immer eine Tabelle.",
		"A: Mache ich.",
		"Meine Mutter backt die Torte und mein Onkel Peter fotografiert.",
		"A: Das spart einiges.",
		"Zurück zum Hochzeitsbudget: der Caterer will jetzt 2.400 Euro.",
		"A: Notiert.",
		"Was ist eine normale Anzahlung für die Floristin?",
		"A: Meist 25 bis 50 Prozent.",
	))
	if !currentLine(got, "Hochzeitsbudget", "Tabelle") {
		t.Errorf("the table rule is marked updated by a return to the topic:\n%s", got)
	}
}

// REGRESSION. "You can pay in euros or by card at pretty much every shop
// there" is the generic "you" of how things are in Dublin; allowsAgain
// takes "you can" + "euros" for allowing euros again, and the person's
// "Please give prices in pounds" is marked as updated.
func TestSkeptic67cYouCanPayInEurosThereKeepsPounds(t *testing.T) {
	got := remembered(t, said(
		"I'm moving to Dublin in September for a job at Google. Please give prices in pounds, I still think in pounds.",
		"A: Sure, pounds it is.",
		"I've found a flat share in Rathmines with two nurses.",
		"A: Good area.",
		"You can pay in euros or by card at pretty much every shop there, which is handy.",
		"A: Yes, cards are everywhere.",
		"How much is a monthly Leap card?",
		"A: Around €96.",
	))
	if !currentLine(got, "prices", "pounds") {
		t.Errorf("the pounds rule is marked updated by how shops in Dublin take payment:\n%s", got)
	}
}

// REGRESSION. "…, so no need to take the train, we'll drive the 500 miles"
// is the person's own travel plan; "no need to" + "miles" within eight
// words reads as allowing miles, and the kilometres rule is marked as
// updated.
func TestSkeptic67cNoNeedToTakeTheTrainKeepsKilometres(t *testing.T) {
	got := remembered(t, said(
		"We're driving to my sister Kate's in Inverness for Christmas. Please give all distances in kilometres, my husband Lars is Danish.",
		"A: Of course, kilometres.",
		"The cottage has parking, so no need to take the train, we'll drive the 500 miles in two days.",
		"A: Sounds like a plan.",
		"Where should we stop overnight?",
		"A: Perth or Pitlochry would split it well.",
		"Lars gets carsick on twisty roads.",
		"A: The A9 is fairly straight.",
	))
	if !currentLine(got, "distances", "kilometres") {
		t.Errorf("the kilometres rule is marked updated by the person's own travel plan:\n%s", got)
	}
}

// REGRESSION. "Please also show prices in dollars, Dave only thinks in
// dollars": the "only" is the husband's, the "also" the person's — dollars
// beside euros. switches now lets any "only" override "also", and the euros
// rule is marked as updated though both hold.
func TestSkeptic67cAlsoDollarsWithAnotherOnlyKeepsEuros(t *testing.T) {
	got := remembered(t, said(
		"We're spending two weeks in Tuscany in May. Please always give prices in euros.",
		"A: Will do.",
		"My husband Dave is American, it's his first time in Europe.",
		"A: How exciting.",
		"Please also show prices in dollars, Dave only thinks in dollars.",
		"A: Sure, both from now on.",
		"How much is dinner for two in Florence?",
		"A: Around €60–90 ($65–100).",
	))
	if !currentLine(got, "prices", "euros") {
		t.Errorf("the euros rule is marked updated though dollars were only added:\n%s", got)
	}
}

// REGRESSION. A changed plan updates the decision it shares the most with
// — but a name alone (the son, counted as a name) is enough: the half-term
// trip marks the school decision updated; in German the Easter trip with
// Jonas marks the Kita decision.
func TestSkeptic67cChangedPlanMarksAnUnrelatedDecision(t *testing.T) {
	got := remembered(t, said(
		"We've decided Oscar will start at St Mary's primary in September, not the academy.",
		"A: Good choice.",
		"My wife Priya works shifts at the Royal Free.",
		"A: That must be tiring.",
		"Change of plan for half term: we're taking Oscar to Priya's parents in Leicester instead of Center Parcs.",
		"A: That sounds lovely.",
		"What can we do with a four year old in Leicester when it rains?",
		"A: The National Space Centre is great.",
	))
	if !currentLine(got, "Oscar", "Mary's") {
		t.Errorf("the school decision is marked updated by a half-term trip:\n%s", got)
	}
	got = remembered(t, said(
		"Wir haben entschieden: Jonas geht ab August in die Kita am Stadtpark.",
		"A: Schön.",
		"Meine Frau Svenja arbeitet in Teilzeit.",
		"A: Verstehe.",
		"Planänderung: wir fahren mit Jonas über Ostern zu Oma nach Rostock statt an die Ostsee.",
		"A: Klingt gut.",
		"Was kann man in Rostock mit einem Dreijährigen machen?",
		"A: Der Zoo ist toll.",
	))
	if !currentLine(got, "Kita", "Stadtpark") {
		t.Errorf("the Kita decision is marked updated by an Easter trip:\n%s", got)
	}
}

// REGRESSION. A label the person puts before a few of their messages
// ("Update:" four times in ten, "Nachtrag:" three times in ten) was
// stripped; wordsOnly now asks for half the messages, so the label stays
// in every one of those lines.
func TestSkeptic67cRepeatedUpdateLabelStaysInTheLines(t *testing.T) {
	got := remembered(t, said(
		"My mum Brenda had a hip replacement at St James's on Monday.", "A: I hope she's doing well.",
		"Update: she's off the drip and eating toast.", "A: Great news.",
		"The surgeon is Mr Okafor, he seemed lovely.", "A: Good.",
		"My brother Gary is driving up from Hull on Friday.", "A: Nice.",
		"Update: physio starts tomorrow at 10am.", "A: Good sign.",
		"What should I bring her in hospital?", "A: Loose clothes, slippers with a back, a grabber.",
		"Update: discharge is pencilled in for Thursday.", "A: That's quick.",
		"We need a raised toilet seat for her bungalow.", "A: The OT can usually arrange one.",
		"Can she climb stairs after a hip replacement?", "A: Yes, one at a time with a rail.",
		"Update: Gary can't come till Sunday now.", "A: Okay.",
	))
	if l := lineWith(got, "physio", "10am"); l == "" || strings.Contains(l, "Update:") {
		t.Errorf("the repeated label 'Update:' stays in the lines:\n%s", got)
	}
	got = remembered(t, said(
		"Mein Vater Klaus (78) kommt nach seinem Schlaganfall am Freitag aus der Reha in Bad Wildungen nach Hause.", "A: Alles Gute.",
		"Nachtrag: der Pflegedienst kommt ab Montag zweimal täglich.", "A: Gut.",
		"Er wohnt allein in Kassel, im zweiten Stock ohne Aufzug.", "A: Das ist schwierig.",
		"Welche Hilfsmittel braucht er für das Bad?", "A: Einen Duschhocker und Haltegriffe.",
		"Nachtrag: die Krankenkasse ist die AOK Hessen.", "A: Notiert.",
		"Meine Schwester Petra wohnt in Göttingen und kann am Wochenende helfen.", "A: Schön.",
		"Nachtrag: sein Hausarzt ist Dr. Weber in der Wilhelmshöher Allee.", "A: Notiert.",
		"Kann man einen Treppenlift beantragen?", "A: Ja, über die Pflegekasse.",
		"Er nimmt Marcumar.", "A: Wichtig bei Stürzen.",
		"Er hat Pflegegrad 2 beantragt.", "A: Gut.",
	))
	if l := lineWith(got, "AOK"); l == "" || strings.Contains(l, "Nachtrag:") {
		t.Errorf("the repeated label 'Nachtrag:' stays in the lines:\n%s", got)
	}
}

// STILL MISSED. Two messages open with a time and a colon ("At 10am:",
// "At 2pm:"): their skeletons match, so they are taken for a label and
// stripped — the times of the swimming lesson and of the party are lost.
func TestSkeptic67cTimesOpeningTwoMessagesAreNoLabel(t *testing.T) {
	got := remembered(t, said(
		"Planning Saturday for my daughter Lily's 8th birthday.", "A: Fun!",
		"At 10am: swimming lesson at the leisure centre, she can't miss it.", "A: Okay.",
		"Her best friend Ava is allergic to nuts.", "A: Noted.",
		"At 2pm: the party starts at the church hall on Elm Road.", "A: Great.",
		"We've got 18 kids coming.", "A: Busy!",
		"What games work for 8 year olds?", "A: Musical statues, pass the parcel, a treasure hunt.",
		"The hall has to be empty by 5.", "A: Noted.",
		"My husband Ben is doing the music.", "A: Perfect.",
	))
	if lineWith(got, "swimming", "10am") == "" || lineWith(got, "party", "2pm") == "" {
		t.Errorf("the times opening two messages were stripped as a label:\n%s", got)
	}
}

// STILL MISSED. Plain English take-backs that allowsAgain does not reach:
// "You don't need to keep it that short anymore" (the limit is "under 100
// words", no word shared) and "Actually Fahrenheit is fine from now on"
// (read as a fact): the old instructions stay unmarked.
func TestSkeptic67cPlainEnglishTakeBacksLeaveTheRuleUnmarked(t *testing.T) {
	got := remembered(t, said(
		"Keep your answers under 100 words please, I read them on the bus.",
		"A: Will do.",
		"My daughter Freya is applying to uni for veterinary science.",
		"A: Exciting.",
		"You don't need to keep it that short anymore, I'm at my desk now.",
		"A: Okay, I'll go into more detail.",
		"What A-levels does she need?",
		"A: Usually biology, chemistry and one more science or maths.",
	))
	if currentLine(got, "under", "100", "words") {
		t.Errorf("the word limit, taken back at #5, is still sent unmarked:\n%s", got)
	}
	got = remembered(t, said(
		"Always give me temperatures in Celsius.",
		"A: Sure.",
		"We're going to Florida in March with the kids.",
		"A: Lovely.",
		"Actually Fahrenheit is fine from now on, everything here is in Fahrenheit.",
		"A: Okay, Fahrenheit.",
		"What's the weather like in Orlando in March?",
		"A: Around 80°F in the day.",
	))
	if currentLine(got, "temperatures", "Celsius") {
		t.Errorf("the Celsius rule, taken back at #5, is still sent unmarked:\n%s", got)
	}
}

// STILL MISSED. Spanish and German take-backs with the pronoun or the
// subject where allowing's list does not look: "Ya me puedes tutear" (read
// as a question), "Ahora sí me puedes poner viñetas", "Jetzt darfst du
// wieder in Meilen rechnen" (a fact; "Kilometern" is no unit of the miles'
// system either): the old instructions stay unmarked.
func TestSkeptic67cSpanishGermanTakeBacksLeaveTheRuleUnmarked(t *testing.T) {
	got := remembered(t, said(
		"Háblame de usted, por favor.",
		"A: Por supuesto.",
		"Estoy preparando las oposiciones a maestra de primaria en Valencia.",
		"A: Mucho ánimo.",
		"Ya me puedes tutear, que me siento más cómoda.",
		"A: ¡Vale, te tuteo!",
		"¿Cuántos temas entran en el examen?",
		"A: Depende de la especialidad, suelen ser 25.",
	))
	if currentLine(got, "usted") {
		t.Errorf("the usted rule, taken back at #5, is still sent unmarked:\n%s", got)
	}
	got = remembered(t, said(
		"Nunca me pongas listas con viñetas, escríbemelo todo en prosa.",
		"A: Entendido.",
		"Estoy buscando piso en Zaragoza con mi pareja Jorge.",
		"A: ¡Qué bien!",
		"Ahora sí me puedes poner viñetas, que así lo leo más rápido.",
		"A: Perfecto.",
		"¿Qué barrios me recomiendas?",
		"A: Delicias, Universidad y el Actur.",
	))
	if currentLine(got, "viñetas", "prosa") {
		t.Errorf("the no-bullets rule, taken back at #5, is still sent unmarked:\n%s", got)
	}
	got = remembered(t, said(
		"Bitte gib alle Entfernungen in Kilometern an.",
		"A: Mache ich.",
		"Ich fahre im Mai mit meinem Freund Jan mit dem Rad von London nach Edinburgh.",
		"A: Tolle Tour!",
		"Jetzt darfst du wieder in Meilen rechnen, die Schilder hier sind ja alle in Meilen.",
		"A: Alles klar, Meilen.",
		"Wie weit ist es von York nach Durham?",
		"A: Etwa 70 Meilen.",
	))
	if currentLine(got, "Entfernungen", "Kilometern") {
		t.Errorf("the kilometres rule, taken back at #5, is still sent unmarked:\n%s", got)
	}
}
