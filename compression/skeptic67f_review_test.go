package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The sixth skeptical review of stop 67 (c9e7fa3..2ca3fc5, most closely
// 8623390..2ca3fc5: leaveAbout/namesRule/allowsAgain/leftOff with ceased and
// banned, leaveClause, recallAsked's answersKind, the changed-plan head and
// Merge's changed-plan update), read in German and Spanish: whole
// conversations of people in Germany, Austria, Spain and Latin America
// about their lives, with an instruction early and later sentences with
// "kannst du", "brauchst du", "puedes", "no hace falta", "me puedes" about
// other things, real take-backs, recall questions and changed plans. Each
// test fails on 2ca3fc5. REGRESSION: passes on c9e7fa3 (the change broke
// it). STILL MISSED: fails on c9e7fa3 too.

// REGRESSION. leaveClause ends the leave's line at the first comma after
// the words of leave, so "Du kannst, wenn du magst, wieder Emojis verwenden"
// keeps an instruction line that reads "Du kannst" and nothing else (what
// it allows goes to a fact line beside it), and Merge, reading only
// "Du kannst", does not reach "Keine Emojis bitte" either. Before, the one
// line held the whole leave.
func TestSkeptic67fLeaveCutAtAnAsideKeepsWhatItAllows(t *testing.T) {
	got := remembered(t, said(
		"Hallo, ich bin Sabine aus Graz. Keine Emojis bitte, ich lese auf dem Diensthandy.",
		"A: Gerne.",
		"Mein Sohn Felix kommt im September in die Volksschule in der Brucknerstraße.",
		"A: Schön.",
		"Du kannst, wenn du magst, wieder Emojis verwenden, ich habe jetzt ein eigenes Handy.",
		"A: Super!",
		"Was gehört in die Schultüte?",
		"A: Süßigkeiten, Stifte und ein kleines Spielzeug.",
		"Felix wünscht sich eine Schultasche mit Dinosauriern.",
		"A: Die gibt es von Step by Step.",
	))
	if l := lineOf(got, 5, "kannst"); l == "" || !hasWord(l, "Emojis") {
		t.Errorf("the leave's line is cut to 'Du kannst', without what it allows:\n%s", got)
	}
}

// REGRESSION. A leave opened by a word of address ("Oye, ya puedes poner
// emojis, que nos han dado el piso de Chamberí"): leaveClause keeps "Oye, ya
// puedes poner emojis", and the sentence's own line, which began after
// "Oye," ("ya puedes poner emojis, que nos han dado el piso …"), is
// dropped because its first clause lies inside the leave's — with it the
// news that the couple got the flat. Before, the whole sentence was a line.
func TestSkeptic67fLeaveAfterAnAddressKeepsTheNewsBesideIt(t *testing.T) {
	got := remembered(t, said(
		"Sin emojis, por favor, que leo en el móvil del trabajo.",
		"A: Vale.",
		"Estamos buscando piso en Madrid mi novio Julián y yo, como mucho 1.300 euros al mes.",
		"A: ¡Suerte!",
		"Oye, ya puedes poner emojis, que nos han dado el piso de Chamberí.",
		"A: ¡Genial!",
		"¿Qué necesitamos para firmar el contrato?",
		"A: Nóminas, el DNI y la fianza.",
		"La fianza son dos meses, nos la adelantan mis suegros.",
		"A: Qué suerte.",
	))
	if lineWith(got, "Chamberí") == "" {
		t.Errorf("the news that they got the flat in Chamberí is lost beside the leave:\n%s", got)
	}
}

// REGRESSION. Leave about how things are elsewhere (the generic "you"):
// "En la farmacia del barrio puedes hablar en inglés sin problema" and
// "Beim Kinderarzt kannst du Englisch sprechen". namesRule now lifts an
// instruction only by allowing what it banned — but "banned" is any "no "
// in the instruction, and "Contéstame siempre en español, que no sé inglés"
// has one in its reason; "Antworte bitte immer auf Deutsch, kein Englisch"
// bans English outright. Both instructions the person still wants are sent
// as updated, and the sentences become instructions themselves.
func TestSkeptic67fYouCanSpeakEnglishThereKeepsTheLanguageRule(t *testing.T) {
	got := remembered(t, said(
		"Contéstame siempre en español, que no sé inglés.",
		"A: Claro.",
		"Me mudo a Valencia en octubre con mi hija Lucía, ella empieza en un colegio de Benimaclet.",
		"A: ¡Qué bien!",
		"En la farmacia del barrio puedes hablar en inglés sin problema, el farmacéutico es irlandés.",
		"A: Qué práctico.",
		"¿Qué barrio me recomiendas para vivir?",
		"A: Benimaclet o Ruzafa.",
		"El piso que nos gusta está en la calle Murta, cerca del mercado.",
		"A: Muy buena zona.",
	))
	if !currentLine(got, "Contéstame", "español") {
		t.Errorf("'Contéstame siempre en español' is marked updated by how things are at the pharmacy:\n%s", got)
	}
	got = remembered(t, said(
		"[Mo] Antworte bitte immer auf Deutsch, kein Englisch.",
		"A: Gerne.",
		"[Mo] Wir ziehen im Juli nach Wien, mein Mann Jonas fängt bei der OMV an.",
		"A: Toll.",
		"[Di] Beim Kinderarzt kannst du Englisch sprechen, Dr. Huber war lange in London.",
		"A: Praktisch.",
		"[Di] Welche Bezirke sind gut für Familien?",
		"A: Währing oder Döbling.",
		"[Mi] Unsere Tochter Lea kommt in die Volksschule Köhlergasse.",
		"A: Eine gute Schule.",
	))
	if !currentLine(got, "Antworte", "Deutsch") {
		t.Errorf("'Antworte bitte immer auf Deutsch' is marked updated by how things are at the paediatrician:\n%s", got)
	}
}

// REGRESSION. The other half of the same rule: no longer needing what an
// instruction ordered lifts it — and "In der Kita brauchst du kein Deutsch
// zu sprechen, die Erzieherinnen können alle Englisch", "En el cole de
// Mateo no hace falta hablar español, es un colegio británico" tell how
// things are at the children's nursery or school. The first marks "Antworte
// bitte immer auf Deutsch" updated; the second removes "Contéstame siempre
// en español" from the memory altogether, and both are sent as
// instructions to the assistant.
func TestSkeptic67fNoNeedToSpeakItThereKeepsTheLanguageRule(t *testing.T) {
	got := remembered(t, said(
		"Antworte bitte immer auf Deutsch.",
		"A: Gerne.",
		"Wir ziehen im August mit den Kindern nach Amsterdam, mein Mann Jonas hat dort einen Job bei Philips.",
		"A: Spannend.",
		"In der Kita brauchst du kein Deutsch zu sprechen, die Erzieherinnen können alle Englisch.",
		"A: Praktisch.",
		"Welche Viertel sind gut für Familien?",
		"A: De Pijp oder Watergraafsmeer.",
		"Wir haben eine Wohnung in Watergraafsmeer gefunden, 2.100 Euro warm.",
		"A: Gratuliere!",
	))
	if !currentLine(got, "Antworte", "Deutsch") {
		t.Errorf("'Antworte bitte immer auf Deutsch' is marked updated by how things are at the Kita:\n%s", got)
	}
	got = remembered(t, said(
		"Contéstame siempre en español.",
		"A: Claro.",
		"Nos mudamos a Londres en enero, a mi marido le han ofrecido un puesto en un hospital.",
		"A: ¡Enhorabuena!",
		"En el cole de Mateo no hace falta hablar español, es un colegio británico.",
		"A: Entiendo.",
		"¿Qué barrios son buenos para familias?",
		"A: Richmond o Ealing.",
		"Hemos visto una casa en Ealing, cerca de la estación.",
		"A: Buena elección.",
	))
	if !currentLine(got, "Contéstame", "español") {
		t.Errorf("'Contéstame siempre en español' is lost or marked updated by how things are at the school:\n%s", got)
	}
}

// REGRESSION. "En el free shop de Ezeiza puedes usar dólares sin problema"
// tells how one pays at the airport; leaveAbout reads "puedes usar",
// namesRule finds dollars, a currency other than the pesos of "Dame los
// precios en pesos, por favor", and the instruction is sent as updated
// (the sentence as an instruction of its own).
func TestSkeptic67fDutyFreeDollarsKeepPesos(t *testing.T) {
	got := remembered(t, said(
		"Dame los precios en pesos, por favor.",
		"A: Claro.",
		"Viajamos a Buenos Aires el 3 de marzo con mi marido Andrés, diez días.",
		"A: ¡Qué lindo!",
		"En el free shop de Ezeiza puedes usar dólares sin problema.",
		"A: Sí, aceptan dólares.",
		"¿Cuánto cuesta un taxi al centro?",
		"A: Unos 25.000 pesos.",
		"Nos alojamos en un hotel de Palermo Soho.",
		"A: Muy buena zona.",
		"¿Y una cena en una parrilla?",
		"A: Unos 40.000 pesos para dos.",
	))
	if !currentLine(got, "precios", "pesos") {
		t.Errorf("'Dame los precios en pesos' is marked updated by how one pays at the duty free:\n%s", got)
	}
}

// REGRESSION. A request without its question mark, as people type in a
// chat: "Me puedes escribir un mensaje en inglés para el casero, que la
// calefacción no funciona" asks for one message to the landlord. leaveAbout
// reads "me puedes escribir", namesRule finds "inglés" in the ban "no me
// metas palabras en inglés", and the ban is sent as partly updated; the
// request is kept as a standing instruction.
func TestSkeptic67fRequestWithoutQuestionMarkIsNoLeave(t *testing.T) {
	got := remembered(t, said(
		"Tutéame y no me metas palabras en inglés, que no las entiendo.",
		"A: Vale, sin anglicismos.",
		"Vivo de alquiler en Dublín, el casero se llama Mr. Byrne y no habla español.",
		"A: Entendido.",
		"Me puedes escribir un mensaje en inglés para el casero, que la calefacción no funciona",
		"A: Claro, aquí tienes: «Dear Mr. Byrne, the heating is not working…»",
		"¿Cuánto tiempo tiene para arreglarla?",
		"A: Un plazo razonable, normalmente unos días.",
		"Pago 1.400 euros al mes por un piso en Phibsborough.",
		"A: Es el precio normal allí.",
	))
	if !currentLine(got, "metas", "inglés") {
		t.Errorf("the ban on English words is marked updated by a request for one message to the landlord:\n%s", got)
	}
}

// REGRESSION. recallAsked's "when" needs a time in the message it recalls,
// but any digit will do: an address ("Herrengasse 12") or a phone number
// ("915 552 340") answers "Erinnere mich, wann Felix die Impfung bei Dr.
// Huber hat?" and "¿Me recuerdas cuándo es la revisión de la caldera con
// Calor Hogar?", and the open questions — the assistant even said no date
// was given — are dropped.
func TestSkeptic67fRecallWhenAnsweredOnlyByANumberStaysOpen(t *testing.T) {
	got := remembered(t, said(
		"Hallo! Ich bin Sabine, wir wohnen in Linz mit den zwei Kindern, Felix und Lea.",
		"A: Hallo Sabine!",
		"Felix bekommt die Impfung bei Dr. Huber in der Herrengasse 12.",
		"A: Gut.",
		"Lea will zu Ostern ein Handy, ich bin dagegen.",
		"A: Verständlich.",
		"Erinnere mich, wann Felix die Impfung bei Dr. Huber hat?",
		"A: Das hast du mir nicht gesagt, nur wo.",
		"Welche Handys sind gut für Kinder?",
		"A: Ein einfaches Android-Gerät.",
	))
	if lineOf(got, 7, "Impfung") == "" {
		t.Errorf("the open question of when Felix has the jab is dropped as a recall:\n%s", got)
	}
	got = remembered(t, said(
		"Hola, soy Marta, vivo en Getafe con mi marido Andrés y el peque, Mateo.",
		"A: ¡Hola Marta!",
		"La revisión de la caldera la hace Calor Hogar, su teléfono es el 915 552 340.",
		"A: Apuntado.",
		"Mateo tiene excursión a Cosmocaixa con el cole.",
		"A: ¡Qué bien!",
		"¿Me recuerdas cuándo es la revisión de la caldera con Calor Hogar?",
		"A: No me dijiste la fecha; llama al 915 552 340.",
		"¿Qué le pongo a Mateo para la excursión?",
		"A: Bocadillo, agua y una gorra.",
	))
	if lineOf(got, 7, "caldera") == "" {
		t.Errorf("the open question of when the boiler service is is dropped as a recall:\n%s", got)
	}
}

// REGRESSION. A changed plan is a decision when it says what "we" do — and
// "Planänderung: wir sitzen in Wien fest, die Westbahn streikt", "…: wir
// hängen in Frankfurt fest, der Anschlussflug ist weg" say what befell
// them, stranded (the first reviews caught "wir stehen im Stau", not these).
// Before, both were facts.
func TestSkeptic67fStrandedAfterPlanaenderungIsNoDecision(t *testing.T) {
	s := said(
		"Tag 1 – Wir fahren mit den Kindern über Ostern zu meinen Eltern nach Bregenz.",
		"A: Schön!",
		"Tag 1 – Die Kinder freuen sich schon auf den Pfänder.",
		"A: Tolle Aussicht dort.",
		"Tag 2 – Planänderung: wir sitzen in Wien fest, die Westbahn streikt.",
		"A: Oh nein. Gibt es einen Ersatzverkehr?",
		"Tag 2 – Was kostet ein Mietauto von Wien nach Bregenz?",
		"A: Etwa 150 Euro mit Einwegmiete.",
		"Tag 3 – Wir sind endlich in Bregenz, mit dem Flixbus.",
		"A: Schön, dass ihr da seid.",
	)
	if e, ok := entryIn(s, 5, "Wien"); ok && e.Kind == session.LedgerDecision {
		t.Errorf("being stranded in Vienna is kept as a decision:\n%s", ledgerKinds(s))
	}
	s = said(
		"Ich fliege mit meiner Freundin Anna nach Toronto, ihre Schwester heiratet dort.",
		"A: Wie schön!",
		"Planänderung: wir hängen in Frankfurt fest, der Anschlussflug ist weg.",
		"A: Ärgerlich. Die Lufthansa muss euch umbuchen.",
		"Stehen uns Entschädigungen zu?",
		"A: Ja, bis zu 600 Euro nach der EU-Verordnung.",
		"Die Hochzeit ist am Samstag um 15 Uhr.",
		"A: Das schafft ihr noch.",
	)
	if e, ok := entryIn(s, 3, "Frankfurt"); ok && e.Kind == session.LedgerDecision {
		t.Errorf("being stuck in Frankfurt is kept as a decision:\n%s", ledgerKinds(s))
	}
}

// STILL MISSED. Everyday take-backs of how the person is addressed:
// "Siez mich bitte." then "Du kannst mich ruhig duzen, ich bin die Sabine"
// ("siez" is no word of the register's set, which holds "siezen"), and "No
// me tutees, por favor." then "Ya puedes tutearme, que ya hay confianza"
// ("tutearme" and "tutees" are not "tutear"). The old instructions stay
// unmarked beside the leave.
func TestSkeptic67fSiezenAndTutearTakenBack(t *testing.T) {
	got := remembered(t, said(
		"Siez mich bitte.",
		"A: Selbstverständlich.",
		"Meine Tochter Lea hat nächste Woche ihre Matura in Linz, Mathe und Englisch.",
		"A: Viel Glück für sie!",
		"Du kannst mich ruhig duzen, ich bin die Sabine.",
		"A: Gerne, Sabine!",
		"Wie kann ich Lea beim Lernen helfen?",
		"A: Mit alten Maturaaufgaben.",
		"Lea lernt am liebsten mit ihrer Freundin Mia.",
		"A: Das ist gut.",
	))
	if currentLine(got, "Siez") {
		t.Errorf("'Siez mich bitte', taken back at #5, is still sent unmarked:\n%s", got)
	}
	got = remembered(t, said(
		"No me tutees, por favor.",
		"A: De acuerdo.",
		"Estoy preparando la boda de mi hermana Carmen en Toledo, en junio.",
		"A: Qué ilusión.",
		"Ya puedes tutearme, que ya hay confianza.",
		"A: ¡Vale!",
		"¿Qué fincas hay cerca de Toledo?",
		"A: Cigarral del Ángel o Finca La Alcaidía.",
		"Carmen quiere un menú con cochinillo.",
		"A: Muy castellano.",
	))
	if currentLine(got, "tutees") {
		t.Errorf("'No me tutees', taken back at #5, is still sent unmarked:\n%s", got)
	}
}

// Left as notes (STILL MISSED on c9e7fa3 and after this review's fixes):
// - "Bitte doch wieder keine Emojis, ich bin zurück im Büro" after a ban and
//   a leave keeps no line: the leave stays the newest word on emojis.
// - "Erinnerst du dich, wann …?", "¿Te acuerdas de dónde …?" are kept as
//   facts, and "¿Me recuerdas dónde hacemos la cena de Nochebuena?" as an
//   open question (its "where" needs a verb of placing in the message it
//   recalls), though #1 answered all three.
// - "Schon wieder Planänderung: am Samstag machen wir …", "Otra vez cambio
//   de planes: …" do not mark the second plan for the Saturday, and
//   "Kommando zurück: … doch an den Wolfgangsee" does not mark the plan it
//   takes back.
