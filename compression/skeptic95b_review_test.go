package compression_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// Skeptical review of stop 95 (7e21c70..a4d454e): a daily tally before a
// dash stripped as a message label (statusCount), a take-back of a thing by
// name alone read as a decision that marks each earlier line naming the thing
// "(updated in #N)" (scrapsAThing, scrappedThing, bareScrap). Each test is a
// conversation a person would write. REGRESSION: passes on 7e21c70, fails on
// a4d454e. STILL MISSED: fails on both.

// kept95b fails when the memory holds no line with all the words.
func kept95b(t *testing.T, memory string, words ...string) {
	t.Helper()
	if lineWith(memory, words...) == "" {
		t.Errorf("no line holds %q:\n%s", words, memory)
	}
}

// olderNow95b fails when the line holding words is not marked updated.
func olderNow95b(t *testing.T, memory string, words ...string) {
	t.Helper()
	if line := lineWith(memory, words...); !strings.Contains(line, "updated in") {
		t.Errorf("the line %q of a thing scrapped later is not marked older:\n%s", line, memory)
	}
}

// --- Part 4: "Forget the X." after a request of X ---------------------------

// REGRESSION (part 4). "Forget the speech." takes back the request to write
// the speech, not the speech: the best man still gives it. scrapsAThing reads
// the bare take-back as a plan given up, and Merge marks the line that says
// who gives the speech at whose wedding "(updated in #5)": the model is told
// the wedding line is old.
func TestSkeptic95bForgetTheDraftKeepsTheFactItWasFor(t *testing.T) {
	for _, c := range []struct {
		texts []string
		words []string
	}{{
		[]string{
			"My brother Dan gets married on 12 June at Hever Castle, I'm the best man and I give the speech.",
			"Can you help me write the speech? Three minutes, funny but not rude.",
			"Forget the speech. Dan wants the stag do in Newcastle in May, 14 lads.",
		},
		[]string{"best", "man"},
	}, {
		[]string{
			"Mein Bruder Jonas heiratet am 12. Juni in Landshut, ich bin Trauzeuge und halte die Rede.",
			"Kannst du mir mit der Rede helfen? Drei Minuten, lustig, aber nicht peinlich.",
			"Vergiss die Rede. Jonas will den Junggesellenabschied in Hamburg, im Mai, mit 12 Leuten.",
		},
		[]string{"Trauzeuge"},
	}, {
		[]string{
			"Mi hermano Dani se casa el 12 de junio en Toledo, soy el padrino y doy el discurso.",
			"¿Me ayudas a escribir el discurso? Tres minutos, gracioso pero sin pasarse.",
			"Olvida el discurso. Dani quiere la despedida en Valencia, en mayo, con 12 amigos.",
		},
		[]string{"padrino"},
	}} {
		current95(t, remembered(t, said(answered94(c.texts...)...)), c.words...)
	}
}

// REGRESSION (part 4). "Forget the boiler question.", "Vergiss die Frage mit
// der Heizung.", "Olvida la pregunta de la caldera.": the person says in so
// many words that they drop a question. The boiler is still a Worcester
// Bosch from 2016, yet its line is marked "(updated in #5)".
func TestSkeptic95bDroppingAQuestionLeavesTheThingCurrent(t *testing.T) {
	for _, c := range []struct {
		texts []string
		words []string
	}{{
		[]string{
			"The boiler is a Worcester Bosch, installed 2016, serviced by Gas Gary every October.",
			"Why does the boiler pressure keep dropping?",
			"Forget the boiler question.",
		},
		[]string{"Worcester"},
	}, {
		[]string{
			"Unsere Heizung ist eine Vaillant ecoTEC, Baujahr 2016, Wartung macht Firma Gruber jeden Oktober.",
			"Warum fällt der Druck an der Heizung dauernd ab?",
			"Vergiss die Frage mit der Heizung.",
		},
		[]string{"Vaillant"},
	}, {
		[]string{
			"Nuestra caldera es una Junkers de 2016, la revisa Fontanería Gil cada octubre.",
			"¿Por qué baja la presión de la caldera todo el rato?",
			"Olvida la pregunta de la caldera.",
		},
		[]string{"Junkers"},
	}} {
		current95(t, remembered(t, said(answered94(c.texts...)...)), c.words...)
	}
}

// REGRESSION (part 4). "Forget the sofa. What about a wool rug, same stain?":
// the never-mind is read as an anchored decision (scrapsAThing), and the
// question after it — what the person now asks — goes as filler beside it.
// The sofa's line is marked updated as well (the sofa did not change).
func TestSkeptic95bANeverMindKeepsTheQuestionAfterIt(t *testing.T) {
	for _, c := range []struct {
		texts       []string
		asked, sofa string
	}{{
		[]string{
			"Our sofa is a grey Ikea Kivik, we bought it in 2021 for 600 euros.",
			"How do I get red wine out of the sofa?",
			"Forget the sofa. What about a wool rug, same stain?",
		},
		"wool rug", "Kivik",
	}, {
		[]string{
			"Nuestro sofá es un Kivik gris de Ikea, lo compramos en 2021.",
			"¿Cómo quito el vino tinto del sofá?",
			"Olvida el sofá. ¿Y en una alfombra de lana, la misma mancha?",
		},
		"alfombra", "Kivik",
	}} {
		got := remembered(t, said(answered94(c.texts...)...))
		kept95b(t, got, c.asked)
		current95(t, got, c.sofa)
	}
}

// REGRESSION (part 4). An instruction taken back by the name the person gave
// it in a later remark ("The pep talk this morning was exactly what I
// needed." … "Forget the pep talk."): the name is no word of the rule, so
// namesARule misses it and the take-back is read as a plan. A decision is no
// rule kept till the last: with little room the instruction "Start each
// reply with something to motivate me" stays and its take-back goes, so the
// model goes on with the pep talks. The same in German and Spanish (the rule
// says "Fehler", "refrán"; the take-back "Verbesserungen", "refranes").
func TestSkeptic95bAnInstructionTakenBackByItsNicknameOutlivesNotTheTakeBack(t *testing.T) {
	for _, c := range []struct {
		texts        []string
		rule, revoke string
	}{{
		[]string{
			"Start each reply with something to motivate me, I struggle with mornings.",
			"The pep talk this morning was exactly what I needed.",
			"My run is at 6:30 along the canal with Sarah.",
			"Forget the pep talk.",
			"Sarah's half marathon is in Bath on 16 March, I'm pacing her.",
			"My physio is Anil at the Riverside clinic, Tuesdays at 5.",
			"New shoes: Brooks Ghost 15, £120 from Up and Running.",
			"The canal path is closed after the lock until April.",
			"I'm doing the Bristol 10k on 2 February with Tom and Kemi.",
		},
		"motivate", "Forget the pep talk",
	}, {
		[]string{
			"Ich lerne Spanisch für den Umzug nach Sevilla im September. Korrigier bitte ab jetzt immer meine Fehler.",
			"Die Verbesserungen helfen mir sehr, danke.",
			"Meine Vermieterin in Sevilla heißt Doña Carmen, die Wohnung ist in der Calle Feria.",
			"Vergiss die Verbesserungen.",
			"Der Umzugswagen kommt am 28. August, Firma Hansen aus Kiel, 1.900 Euro.",
			"Mein Sprachkurs ist bei CLIC in der Calle Albareda, dienstags und donnerstags um 18 Uhr.",
			"Meine Katze Mimi fliegt mit, im Frachtraum, die Tierärztin Dr. Nowak macht die Papiere.",
			"Mein Flug geht am 2. September ab Hamburg mit Vueling um 7:15.",
		},
		"Korrigier", "Vergiss die Verbesserungen",
	}, {
		[]string{
			"Al final de cada respuesta ponme un refrán, que me alegra el día.",
			"Los refranes me encantan, mi abuela Pilar decía muchos.",
			"Mi huerto está en Alcalá, tengo tomates y pimientos.",
			"Olvida los refranes.",
			"El riego por goteo lo instaló Fermín el 3 de mayo, 240 euros.",
			"Las semillas las compro en la Cooperativa de Meco, las de tomate rosa.",
			"Mi vecina Encarna me cuida el huerto en agosto, le dejo la llave.",
			"La feria de Alcalá es el 24 de agosto, llevo calabacines al concurso.",
		},
		"refrán", "Olvida los refranes",
	}} {
		conv := answered94(c.texts...)
		for _, budget := range []int{60, 45, 35} {
			got := rememberedWithin(t, said(conv...), budget)
			if strings.Contains(got, c.rule) && !strings.Contains(got, c.revoke) {
				t.Errorf("at %d words the instruction stays and %q, which takes it back, is gone:\n%s", budget, c.revoke, got)
			}
		}
	}
}

// --- Part 4: "Forget the X." marks what else is said of X -------------------

// REGRESSION (part 4). "Forget the red wine." drops the wine from Friday's
// dinner; that Tom cannot drink red wine still holds. Merge marks every
// earlier line that names the wine, so the model is told Tom's migraines are
// old news — and may suggest red wine for him next time.
func TestSkeptic95bScrappingADrinkKeepsWhoCannotHaveIt(t *testing.T) {
	for _, c := range []struct {
		texts []string
		words []string
	}{{
		[]string{
			"Tom can't drink red wine, it gives him migraines.",
			"For the dinner on Friday I'm getting red wine from the Co-op and a lemon cheesecake.",
			"Forget the red wine.",
		},
		[]string{"Tom", "migraines"},
	}, {
		[]string{
			"Oma Liesel verträgt keinen Rotwein, davon kriegt sie Migräne.",
			"Zum Essen am Freitag hol ich Rotwein vom Edeka und einen Käsekuchen.",
			"Vergiss den Rotwein.",
		},
		[]string{"Liesel", "Migräne"},
	}, {
		[]string{
			"Mi suegro Ramón no soporta el vino tinto, le da migraña.",
			"Para la cena del viernes compro vino tinto en el Mercadona y una tarta de queso.",
			"Olvida el vino tinto.",
		},
		[]string{"Ramón", "migraña"},
	}} {
		current95(t, remembered(t, said(answered94(c.texts...)...)), c.words...)
	}
}

// REGRESSION (part 4). "Forget about Dave." leaves Dave out of Saturday's
// barbecue; he is still the neighbour, still vegetarian and allergic to nuts.
// The line that says who he is is marked "(updated in #5)".
func TestSkeptic95bLeavingSomeoneOutKeepsWhoTheyAre(t *testing.T) {
	for _, c := range []struct {
		texts []string
		words []string
	}{{
		[]string{
			"Dave is my neighbour. He's vegetarian and allergic to nuts.",
			"The barbecue is on Saturday at 4, Dave and Priya are coming.",
			"Forget about Dave.",
		},
		[]string{"vegetarian"},
	}, {
		[]string{
			"Onkel Herbert wohnt in Passau und ist Diabetiker.",
			"Zum Grillen am Samstag kommen Onkel Herbert und Tante Gerda.",
			"Vergiss den Onkel Herbert.",
		},
		[]string{"Diabetiker"},
	}, {
		[]string{
			"Mi tío Paco vive en Cuenca y es diabético.",
			"A la barbacoa del sábado vienen el tío Paco y la tía Maruja.",
			"Olvídate del tío Paco.",
		},
		[]string{"diabético"},
	}} {
		current95(t, remembered(t, said(answered94(c.texts...)...)), c.words...)
	}
}

// REGRESSION (part 4). A list of who does what for a party, one item dropped
// later ("Scrap the bouncy castle."): the whole list line is marked
// "(updated in #5)", so Gina's cake and Tom's music read as old too.
func TestSkeptic95bScrappingOneItemLeavesTheRestOfTheListCurrent(t *testing.T) {
	for _, texts := range [][]string{{
		"For Leo's party: Gina brings the cake, Tom does the music, and I hire a bouncy castle.",
		"The bouncy castle is from Jumpz in Leeds, £85 for the day.",
		"Scrap the bouncy castle.",
	}, {
		"Für Leons Geburtstag: Gina bringt den Kuchen, Tom macht die Musik, und ich miete eine Hüpfburg.",
		"Die Hüpfburg ist von Jumpz in Leipzig, 85 Euro am Tag.",
		"Vergiss die Hüpfburg.",
	}, {
		"Para el cumple de Leo: Gina trae la tarta, Tomás pone la música y yo alquilo un castillo hinchable.",
		"El castillo hinchable es de Saltalín en Getafe, 85 euros el día.",
		"Olvida el castillo hinchable.",
	}} {
		current95(t, remembered(t, said(answered94(texts...)...)), "Gina")
	}
}

// --- Part 1: a reading before a dash is no label ----------------------------

// countsKept95b fails for each message (the i-th of the person's, each
// answered: #2i+1 in the memory) none of whose lines in the memory holds the
// count it opened with, "<count> <unit>".
func countsKept95b(t *testing.T, memory string, counts []int, unit string) {
	t.Helper()
	var lost []string
	for i, n := range counts {
		msg, reading := fmt.Sprintf("- #%d ", 2*i+1), fmt.Sprintf("%d %s", n, unit)
		if !slices.ContainsFunc(strings.Split(memory, "\n"), func(l string) bool {
			return strings.HasPrefix(strings.TrimSpace(l), msg) && strings.Contains(l, reading)
		}) {
			lost = append(lost, fmt.Sprintf("#%d %s", 2*i+1, reading))
		}
	}
	if len(lost) > 0 {
		t.Errorf("the memory lost the readings %q:\n%s", lost, memory)
	}
}

// REGRESSION (part 1). A weigh-in on every message ("⚖️ 84 kg this morning –
// …") goes up and down by a kilo or two: statusCount takes it for a tally
// that labels the messages and strips it, so the memory keeps the target
// weight and not one weight the person weighed.
func TestSkeptic95bAWeighInIsNoLabel(t *testing.T) {
	counts := []int{84, 83, 84, 82, 81, 82, 80, 79, 81}
	got := remembered(t, said(tallied95("⚖️", "kg this morning", counts,
		"Target is 75 kg by June for my sister's wedding.",
		"Pizza at Luigi's last night, worth it.",
		"My GP, Dr Brandt, says more walking.",
		"Running at six along the river now.",
		"Breakfast: porridge with blueberries, no sugar.",
		"New scales from Argos in the bathroom.",
		"Swimming on Wednesdays at the leisure centre.",
		"My sister's wedding is on 14 June in York.",
		"Barbecue at Toby's tonight, I'm bringing veg skewers.",
	)...))
	countsKept95b(t, got, counts, "kg")
	got = remembered(t, said(tallied95("⚖️", "kg heute", counts,
		"Ich will bis Juni auf 75 kg runter, für die Hochzeit meiner Schwester.",
		"Gestern Pizza bei Luigi, war es wert.",
		"Mein Arzt, Dr. Brandt, sagt, ich soll mehr laufen.",
		"Ich laufe jetzt morgens um sechs an der Isar.",
		"Frühstück: Haferflocken mit Blaubeeren, kein Zucker.",
		"Die Waage im Bad ist neu, von Tchibo.",
		"Mittwochs gehe ich schwimmen im Nordbad.",
		"Meine Schwester heiratet am 14. Juni in Passau.",
		"Heute Abend Grillen bei Tobi, ich nehm Gemüsespieße mit.",
	)...))
	countsKept95b(t, got, counts, "kg")
}

// REGRESSION (part 1). A morning reading the doctor asked for ("🩺 142 this
// morning – …", "🩸 128 de azúcar en ayunas – …"): the numbers go up and down
// within a third, so statusCount strips every one; the memory says the
// doctor wants the readings and holds none.
func TestSkeptic95bAMorningReadingIsNoLabel(t *testing.T) {
	counts := []int{142, 138, 151, 135, 146, 139, 132, 144, 137}
	got := remembered(t, said(tallied95("🩺", "this morning", counts,
		"Dr Okafor put me on ramipril, 5 mg every morning.",
		"Stopped salting the chips, my wife Jan is policing it.",
		"Walked to the allotment and back, about two miles.",
		"Bad night, the dog was sick at 3am.",
		"Jan made a lentil curry, no salt, surprisingly good.",
		"Pharmacy on Market Street says the ramipril is back in stock Friday.",
		"The nurse, Helen, wants me at the surgery on the 18th.",
		"Had a pint at the Crown with Bob, just the one.",
		"Dr Okafor wants the readings emailed every Monday.",
	)...))
	countsKept95b(t, got, counts, "this morning")
	counts = []int{128, 115, 142, 109, 131, 122, 137, 118, 125}
	got = remembered(t, said(tallied95("🩸", "de azúcar en ayunas", counts,
		"La endocrina, la doctora Ruiz, me subió la metformina a 850.",
		"Ayer cené pizza con mis primos, lo sé.",
		"Empecé a caminar después de comer, con la perra Lola.",
		"Mi hija Lucía me controla el pan.",
		"Cita con la enfermera el 12 de marzo en el centro de salud de Vallecas.",
		"Dormí fatal, me desperté a las 4.",
		"Comida en casa de mi madre, cocido, poco garbanzo.",
		"La farmacia de la calle Alcalá no tiene tiras hasta el lunes.",
		"La doctora Ruiz quiere el registro por correo cada viernes.",
	)...))
	countsKept95b(t, got, counts, "de azúcar")
}

// REGRESSION (part 1). A canvasser's notes door by door along one road ("🏠 12
// Mill Road – Mrs Patel, voting yes, wants a postal vote."): the house
// numbers wander up and down the road in steps under half of each, so
// statusCount takes them for a tally and strips them. Who lives where, who
// needs a lift on polling day, is lost.
func TestSkeptic95bDoorNumbersOfACanvassAreNoLabel(t *testing.T) {
	counts := []int{12, 16, 9, 14, 11, 15, 8, 12, 17}
	got := remembered(t, said(tallied95("🏠", "Mill Road", counts,
		"Mrs Patel, voting yes, wants a postal vote.",
		"Nobody in, left a leaflet.",
		"Mr Grant, angry about the potholes, call him back on Friday.",
		"Young couple, new since May, undecided.",
		"Dog went mental, didn't knock again.",
		"Retired teacher, will put a poster in the window.",
		"Mrs Okoye, needs a lift to the polling station on the 4th.",
		"Second visit, Mrs Patel's sister, also yes.",
		"Student house, five of them, none registered.",
	)...))
	countsKept95b(t, got, counts, "Mill Road")
}

// --- Still missed -----------------------------------------------------------

// STILL MISSED (part 4). The plan taken back by name with another verb of
// scrapping: "Cancel the bouncy castle.", "Ditch the navy.", "Cancela el
// castillo hinchable.", "Streich die Kapelle aus Aying." — the line of the old
// choice is not marked older (and the first three take-backs are lost
// altogether), so the model still reads the castle, the navy, the band as
// what holds.
// STILL MISSED at stop 95 (kept as a comment: it fails on the code that landed):
// func TestSkeptic95bOtherVerbsOfScrappingMarkTheOldChoice(t *testing.T) {
// 	for _, c := range []struct {
// 		texts []string
// 		words []string
// 	}{{
// 		[]string{
// 			"For Leo's party we're hiring a bouncy castle from Jumpz in Leeds, £85 for the day.",
// 			"Gina brings the cake.",
// 			"Cancel the bouncy castle. We're doing a magician instead, Marvo, £120.",
// 		},
// 		[]string{"Jumpz"},
// 	}, {
// 		[]string{
// 			"We're going with navy tablecloths for the reception, the hall's own are stained.",
// 			"The caterer is Dolores from Ashby, she does the hog roast too.",
// 			"Ditch the navy. White cloths with gold runners down the middle.",
// 		},
// 		[]string{"navy", "tablecloths"},
// 	}, {
// 		[]string{
// 			"Para el cumple de Leo alquilamos un castillo hinchable de Saltalín, 85 euros.",
// 			"Gina trae la tarta.",
// 			"Cancela el castillo hinchable. Mejor un mago, el Gran Marvo, 120 euros.",
// 		},
// 		[]string{"Saltalín"},
// 	}, {
// 		[]string{
// 			"Für den Tanz nehmen wir die Kapelle aus Aying, die spielen bis Mitternacht.",
// 			"Kuchen macht die Tante Resi, wie immer.",
// 			"Streich die Kapelle aus Aying. Jetzt spielt der DJ Flori aus Grafing.",
// 		},
// 		[]string{"Mitternacht"},
// 	}} {
// 		olderNow95b(t, remembered(t, said(answered94(c.texts...)...)), c.words...)
// 	}
// }

// STILL MISSED (part 4). The take-back with its reason in the same sentence,
// as people write it: "Scrap the navy, the supplier ran out." is two clauses,
// so it is no bare scrap: it stays an instruction taken back, the navy line is
// not marked older, and the new choice said after it is lost.
// STILL MISSED at stop 95 (kept as a comment: it fails on the code that landed):
// func TestSkeptic95bAScrapWithItsReasonMarksTheOldChoice(t *testing.T) {
// 	texts := []string{
// 		"We're going with navy tablecloths for the reception, the hall's own are stained.",
// 		"The caterer is Dolores from Ashby, she does the hog roast too.",
// 		"Scrap the navy, the supplier ran out. White cloths with gold runners down the middle.",
// 	}
// 	conv := answered94(texts...)
// 	got := remembered(t, said(conv...))
// 	olderNow95b(t, got, "navy", "tablecloths")
// 	kept95b(t, got, "gold", "runners")
// 	for _, e := range compression.Extract(said(conv...), []int{4}) {
// 		if e.Kind == session.LedgerRule {
// 			t.Errorf("the choice taken back is read as an instruction: %q", e.Text)
// 		}
// 	}
// }

// STILL MISSED (part 1). dev144's tally on every message but one — a first
// "Hi!" without it, or a day the scanner died — is no status count
// (len(ns) != users), so "11 Pakete heute –" stays the subject of each line
// and the take-back of "three lines" marks "Please call me Dar" "(updated in
// #7)" again: the harm the change set out to end, back with one message off.
// STILL MISSED at stop 95 (kept as a comment: it fails on the code that landed):
// func TestSkeptic95bATallyMissingOnceStillMarksRequestsOld(t *testing.T) {
// 	texts := []string{
// 		"Please call me Dar, everybody does, Dario sounds like I'm in trouble.",
// 		"The depot manager is Mrs Sutherland, she checks the scanners every Friday.",
// 		"When you give me distances, give them in miles, not kilometres.",
// 		"We buy the van tyres at Munro's garage in Golspie, the winter ones.",
// 		"My cousin Iain helps on Saturdays, he does the flats above the chemist.",
// 		"The van's registration is SV21 KTR, write it down for the insurance.",
// 		"Lunch is always at the harbour bench, rain or shine, a pie from Hunter's.",
// 		"The new scanner arrives on the 9th, Mrs Sutherland says.",
// 		"Forget the three lines, I need it long now, I'm writing the route plan for the new boss.",
// 		"The Christmas rush starts on the 1st of December, extra van from Inverness.",
// 	}
// 	hello := append([]string{"Hi! I'm Dario, I run the parcel round in Brora. Keep your answers to three lines, I read them in the van.", "A: Ok."},
// 		tallied95("📦", "Pakete heute", []int{11, 16, 12, 15, 9, 13, 18, 24, 31, 40}, texts...)...)
// 	dead := tallied95("📦", "Pakete heute", []int{14, 11, 16, 12, 15, 9, 13, 18, 24, 31, 40},
// 		append([]string{"I'm Dario, I run the parcel round in Brora. Keep your answers to three lines, I read them in the van."}, texts...)...)
// 	dead[14] = "Sorry, no count today, the scanner died. Lunch is always at the harbour bench, rain or shine, a pie from Hunter's."
// 	for _, conv := range [][]string{hello, dead} {
// 		got := remembered(t, said(conv...))
// 		current95(t, got, "Dar", "call", "me")
// 	}
// }

// STILL MISSED (part 1). The change says numbers said again in leaps, rooms
// and houses, are no tally; a housekeeper's rooms ("🛏 214 lista – …") and a
// golfer's rounds ("⛳ 92 today – …") are stripped all the same (by the
// repeated start before this change, and still): which room wants the extra
// pillow, what the round was, is lost.
// STILL MISSED at stop 95 (kept as a comment: it fails on the code that landed):
// func TestSkeptic95bRoomsAndRoundsAreNoLabel(t *testing.T) {
// 	rooms := []int{214, 208, 231, 215, 220, 203, 226, 211}
// 	got := remembered(t, said(tallied95("🛏", "lista", rooms,
// 		"El huésped pidió otra almohada y dos botellas de agua.",
// 		"Se dejaron un cargador de iPhone en la mesilla, lo bajé a recepción.",
// 		"Mancha de café en la moqueta, avisé a mantenimiento.",
// 		"Los señores Ortega salen mañana a las 7, quieren el desayuno a las 6:30.",
// 		"La ducha gotea, Paco viene a mirarla a las 12.",
// 		"Cliente alérgico a las plumas, cambiar el edredón.",
// 		"Cumpleaños de la señora, la jefa quiere cava y flores a las 18.",
// 		"Huésped VIP, el director del congreso, toallas extra.",
// 	)...))
// 	countsKept95b(t, got, rooms, "lista")
// 	rounds := []int{92, 88, 95, 90, 86, 91, 84, 89, 87}
// 	got = remembered(t, said(tallied95("⛳", "today", rounds,
// 		"Played with Colin at Brancepeth, windy on the back nine.",
// 		"New driver arrived, a Ping G430, £380 from American Golf.",
// 		"Club championship is on 14 June, entry closes on the 1st.",
// 		"Colin's handicap dropped to 11, he's unbearable.",
// 		"Lost three balls in the pond on the 7th again.",
// 		"Lesson with Gary the pro, he says my grip is too strong.",
// 		"Rain delay, only got 14 holes in.",
// 		"Played the Belfry with my brother-in-law Mike, £95 green fee.",
// 		"Gary wants me on the range twice a week before the championship.",
// 	)...))
// 	countsKept95b(t, got, rounds, "today")
// }
