package compression_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// What the memory reads of how people write (stop 35, read from the corpus
// parts dev13 and dev14 — heldout10 and heldout11 until they were measured
// blind at stop 34): each case failed before. The sentences are this file's
// own, not the corpus's.

// Rioplatense Spanish speaks to the assistant with "vos": its imperatives
// ("hablame", "poné", "escribime") give instructions as "háblame" and "pon"
// do, and a one-off "decime una cosa" stays a question.
func TestVoseoImperativesAreInstructions(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Primero lo primero: hablame sin vueltas, che, que no tengo paciencia para textos largos. Te escribo desde el laburo.", "sin vueltas"},
		{"Una cosa más: cuando me pases recetas, poné las cantidades en gramos, que en tazas no entiendo nada. Mi vieja cocinaba a ojo.", "gramos"},
		{"Dale, y de ahora en más escribime todo en minúsculas, que así me resulta más fácil leer en el bondi.", "minúsculas"},
	} {
		if !readAsRule(said(c.text, "A: Dale."), c.key) {
			t.Errorf("%q is not read as an instruction: %v", c.text, compression.Extract(said(c.text, "A: Dale."), []int{0}))
		}
	}
	for _, e := range compression.Extract(said("Che, decime una cosa: ¿cuánto sale un flete a Funes?", "A: Depende."), []int{0}) {
		if e.Kind == session.LedgerRule {
			t.Errorf("a one-off question is read as an instruction: %q", e.Text)
		}
	}
}

// What someone else does not want, or wants, is a liking ("she doesn't want a
// brass band", "no quiere nada con nueces", "Quiere una tarta de limón"),
// kept beside a line that names someone in the same message.
func TestWhatSomeoneDoesNotWantIsALiking(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Grandad was firm about one thing: he doesn't want a brass band at the do, no bunting, none of that. I'd say Auntie Maureen will sulk about it for weeks.", []string{"brass band"}},
		{"Mi suegra me avisó que no quiere nada con nueces en la mesa del postre. El primo Gonzalo se va a quejar, como siempre.", []string{"nueces"}},
		{"Lo de la torta: Sofi odia el chocolate. Quiere una tarta de limón con merengue, bien alta. El tío Ramiro dice que es un capricho.", []string{"limón"}},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
}

// A sentence whose subject is "she" or "er" goes on about the person the
// sentence before names, though the conversation has named them often:
// "Mrs Patel doesn't do phone calls. She wants everything in writing" is one
// line — not "My dad lives in the past. His GP is Dr Okafor".
func TestAPronounAfterAKnownNameJoinsIt(t *testing.T) {
	mention := func(name string) []string {
		var out []string
		for _, day := range []string{"Monday", "Tuesday", "Wednesday", "Thursday"} {
			out = append(out, "On "+day+" I had a word with "+name+" about the rota.", "A: Noted.")
		}
		return out
	}
	msgs := append(mention("Mrs Patel"), "Oh, and Mrs Patel doesn't do phone calls. She wants everything in writing, signed and dated, in a brown envelope. My cousin laughed when I told her.", "A: Noted.")
	got := remembered(t, said(msgs...))
	if lineOf(got, 9, "Patel", "writing") == "" {
		t.Errorf("who wants it in writing is not on its line:\n%s", got)
	}
}

// A file reference on every message, a fixed number and a running one ("Vg.
// 311/07 – ", "Vg. 311/08 – "), is a prefix: no line holds it, and a label
// after it ("Sachstand Kaution:") heads the sentence it labels.
func TestAFileReferenceWithARunningNumberIsAPrefix(t *testing.T) {
	var msgs []string
	for k, text := range []string{
		"Der Mietvertrag für den Vereinsraum wurde in zweifacher Ausfertigung unterzeichnet.",
		"Die Schlüsselübergabe erfolgte durch Herrn Lindner vom Liegenschaftsamt.",
		"Sachstand Kaution: Die Kaution in Höhe von 650 Euro wurde fristgerecht überwiesen.",
		"Der Hausmeister ist werktags nur vormittags erreichbar, was zu vermerken ist.",
		"Die Reinigung übernimmt künftig die Firma Blitzblank aus Kassel.",
	} {
		msgs = append(msgs, fmt.Sprintf("Vg. 311/%02d – %s", k+7, text), "A: Notiert.")
	}
	got := remembered(t, said(msgs...))
	if strings.Contains(got, "311/") {
		t.Errorf("the file reference is on a line:\n%s", got)
	}
	if lineOf(got, 5, "Sachstand", "650 Euro") == "" {
		t.Errorf("the deposit is not on one line:\n%s", got)
	}
}

// A question put off under a label is open, asked without a question mark
// ("Para otro día: cómo repartimos los turnos …") or under a label that ends
// with "later" ("Something to mull over later: who …?") — not a remark
// ("Good point: how we ever managed …" is no question put off).
func TestAQuestionPutOffUnderALabel(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Para otro día: cómo repartimos los turnos del bar sin que nadie se enoje. Mi cuñado ya avisó que los domingos no puede.", "turnos"},
		{"Something to mull over later: who gives the speech at Nan's ninetieth? Uncle Bob will want to, and nobody wants Uncle Bob to.", "speech"},
		{"Für später: wie wir die Fahrtkosten aufteilen, ohne dass es Streit gibt. Der Bus allein kostet ja schon genug.", "Fahrtkosten"},
	} {
		var kinds []session.LedgerKind
		for _, e := range compression.Extract(said(c.text, "A: Ok."), []int{0}) {
			if strings.Contains(e.Text, c.key) {
				kinds = append(kinds, e.Kind)
			}
		}
		if !slices.Contains(kinds, session.LedgerQuestion) {
			t.Errorf("%q is not read as an open question: %v", c.text, compression.Extract(said(c.text, "A: Ok."), []int{0}))
		}
	}
	for _, e := range compression.Extract(said("Good point: how we ever managed without the van, I'll never know.", "A: Ha."), []int{0}) {
		if e.Kind == session.LedgerQuestion {
			t.Errorf("a remark is read as an open question: %q", e.Text)
		}
	}
}

// A German or Spanish abbreviation ends no sentence: "lt. Auskunft", "ggf.
// auch", "la Avda. de América" — the sentence is one line.
func TestAbbreviationsEndNoSentence(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Die Frau Pfarrerin isst lt. Auskunft ihrer Schwester keine Nüsse. Wir backen ihr einen eigenen Kuchen.", []string{"Pfarrerin", "Nüsse"}},
		{"Der Caterer bringt ggf. auch Stehtische mit, das klären wir noch. Der Rest steht.", []string{"Caterer", "Stehtische"}},
		{"La gestoría está en la Avda. de América, al lado de la farmacia. Abren a las nueve.", []string{"gestoría", "América"}},
	} {
		var lines []string
		for _, e := range compression.Extract(said(c.text, "A: Ok."), []int{0}) {
			lines = append(lines, e.Text)
		}
		if !slices.ContainsFunc(lines, func(l string) bool {
			return !slices.ContainsFunc(c.keys, func(k string) bool { return !strings.Contains(l, k) })
		}) {
			t.Errorf("no line of %q holds %q: %q", c.text, c.keys, lines)
		}
	}
}

// What someone got for themselves ("hab mir … geholt", "me compré") is kept
// as something bought is, and "made the call", "ich bleib bei", "me quedo
// con" are decisions — beside a line that names someone in the message.
func TestGotForOneselfAndStickingWith(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Für den Balkon hab ich mir so nen faltbaren Windschutz geholt, aus Segeltuch. Der Herbert von unten hat gelacht. Die Frieda fand ihn schick.", []string{"Windschutz"}},
		{"Made the call on the van: we're renting a bigger one for the move. Dave keeps saying his Transit is fine, and Sheila agrees with him, of course.", []string{"bigger one"}},
		{"Lo del horno: me quedo con el de leña, aunque tarde más. Mi cuñado Ernesto insiste con el eléctrico, y la Beba le da la razón.", []string{"leña"}},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
}

// A name before who the person is to the speaker ("Kit, my nephew, …",
// "Pilar, mi vecina, …") is a name, though it is an ordinary word at a
// sentence's start.
func TestANameBeforeWhoItIs(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Rose, my goddaughter, is doing the readings. She's twelve and wants to read the bit about love being patient.", []string{"Rose", "goddaughter"}},
		{"Pilar, mi vecina, nos presta las sillas plegables. Tiene como veinte en el garaje, no sé para qué.", []string{"Pilar", "vecina"}},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
}

// What is wanted instead of what is not, said in the next sentence ("I hate
// phone calls. Rather everything by text …", "Ich hasse Sprachnachrichten.
// Lieber kurz schreiben …"), is one liking with it.
func TestWhatIsWantedInsteadJoinsTheDislike(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"One thing about me: I hate phone calls. Rather everything by text, then I can think before I answer. My brother finds that hilarious.", []string{"phone calls", "text"}},
		{"Ganz ehrlich: ich hasse Sprachnachrichten. Lieber kurz schreiben, das les ich in der Pause. Meine Kollegin schickt trotzdem welche.", []string{"Sprachnachrichten", "schreiben"}},
		{"No soporto las reuniones por videollamada. Prefiero mil veces un correo con los puntos, y listo. Mi jefe no lo entiende.", []string{"videollamada", "correo"}},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
}

// A clause opened by "who" is about the name just before it, though the
// label before the name holds a value: "Speaker on Friday: Prof Ines Walder,
// who runs the bee lab at Hohenheim" is one line.
func TestAWhoClauseAfterALabelledName(t *testing.T) {
	got := remembered(t, said("Speaker on Friday: Prof Ines Walder, who runs the bee lab at Hohenheim. I'm a little in awe, to be honest.", "A: Ok."))
	if lineOf(got, 1, "Walder", "bee lab") == "" {
		t.Errorf("who the speaker is is not on her line:\n%s", got)
	}
}

// A head of a few words that opens with "change" ("Change for Thursdays.",
// "Cambio con la cena.") is joined by the sentence that says how, and what
// is moved to somewhere ("moving the rehearsals to the scout hut") is there
// now — the new place is kept on one line with what changes.
func TestAChangeHeadAndWhereThingsAreMovedTo(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Right, change for Thursdays. The village hall's being rewired, so we're moving rehearsals to the scout hut until Easter. Bring a cushion, the chairs are dreadful.", []string{"Thursdays", "scout hut"}},
		{"Cambio con la cena del sábado. El restaurante cierra por obras, así que trasladamos la cena a la terraza de mi prima Rocío. Más barato, además.", []string{"sábado", "terraza"}},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
}

// "jetzt doch", "after all", "al final sí" say a choice changed: the line is
// a decision, kept beside a line that names someone in the message.
func TestAChoiceMadeAfterAll(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Tja, die Gisela hat mich überredet. Wir fahren jetzt doch mit dem Zug. Der Herbert schimpft natürlich.", "Zug"},
		{"Well, Priya won. We're hiring the bouncy castle after all. Graham is thrilled, obviously.", "bouncy castle"},
		{"Bueno, ganó la Chela. Al final sí vamos en colectivo. El Tito se enojó, obvio.", "colectivo"},
	} {
		found := false
		for _, e := range compression.Extract(said(c.text, "A: Ok."), []int{0}) {
			found = found || e.Kind == session.LedgerDecision && strings.Contains(e.Text, c.key)
		}
		if !found {
			t.Errorf("%q is not read as a decision: %v", c.text, compression.Extract(said(c.text, "A: Ok."), []int{0}))
		}
	}
}

// Likings said in other words ("can't be doing with", "goes mad for", "won't
// touch", "has a soft spot for", "draws the line at", "steers clear of", "no
// aguanta", "no prueba", "es muy de", "evita la", "no va con", "se vuelve loco
// con", "solo toma") are kept beside a remark that names someone, a place
// and a day in the same message — the remark hid them. Probes of this
// stop's own, with the German ones that were kept already.
func TestLikingsInOtherWordsBesideANamedRemark(t *testing.T) {
	cases := []struct{ text, a, b, lang string }{
		{"Uncle Bernard can't be doing with anything spicy, so no jalapeños on his side.", "Bernard", "spicy", "en"},
		{"Nadia goes mad for salted caramel, she'd eat it by the spoon.", "Nadia", "salted caramel", "en"},
		{"My stepdad won't touch seafood, not even prawns.", "stepdad", "seafood", "en"},
		{"Cigarette smoke gives Auntie Pam a migraine within minutes.", "Pam", "smoke", "en"},
		{"Our Kev would walk over hot coals for a decent pork pie.", "Kev", "pork pie", "en"},
		{"Gran has a real soft spot for lily of the valley.", "Gran", "lily of the valley", "en"},
		{"Ravi draws the line at karaoke, he made that very clear.", "Ravi", "karaoke", "en"},
		{"Dad only drinks bitter, the hoppier the better.", "Dad", "bitter", "en"},
		{"Siân steers clear of anything with gluten since her diagnosis.", "Siân", "gluten", "en"},
		{"The twins are obsessed with dinosaurs, especially the stegosaurus.", "twins", "dinosaurs", "en"},
		{"Mum finds loud music unbearable these days, so keep it low.", "Mum", "loud music", "en"},
		{"Onkel Rainer kann Koriander überhaupt nicht ab.", "Rainer", "Koriander", "de"},
		{"Bei meiner Schwiegermutter geht Knoblauch gar nicht.", "Schwiegermutter", "Knoblauch", "de"},
		{"Der Paul fährt total auf Dinosaurier ab.", "Paul", "Dinosaurier", "de"},
		{"Mein Vater rührt keinen Fisch an, nicht mal Forelle.", "Vater", "Fisch", "de"},
		{"Tante Gerda verträgt keinen Rotwein, davon kriegt sie Kopfweh.", "Gerda", "Rotwein", "de"},
		{"Für die Oma bitte nichts mit Nüssen, da reagiert sie allergisch.", "Oma", "Nüssen", "de"},
		{"Der Jonas ist kein Typ für große Partys.", "Jonas", "Partys", "de"},
		{"Meine Nichte schwärmt für Pferde, sie redet von nichts anderem.", "Nichte", "Pferde", "de"},
		{"Scharfes Essen ist nix für den Opa.", "Opa", "Scharfes Essen", "de"},
		{"Die Lena meidet Zucker, seit sie schwanger ist.", "Lena", "Zucker", "de"},
		{"Mein Mann trinkt nur alkoholfreies Bier.", "Mann", "alkoholfreies Bier", "de"},
		{"Der Kleine ist ganz verrückt nach Feuerwehrautos.", "Kleine", "Feuerwehrautos", "de"},
		{"Mi suegro no aguanta el cilantro, ni en pintura.", "suegro", "cilantro", "es"},
		{"A la Vero le pierde el dulce de leche.", "Vero", "dulce de leche", "es"},
		{"Mi viejo no prueba el pescado, ni siquiera la merluza.", "viejo", "pescado", "es"},
		{"La tía Marta no puede ni ver las aceitunas.", "Marta", "aceitunas", "es"},
		{"Mi hermano es muy de cerveza artesanal.", "hermano", "cerveza artesanal", "es"},
		{"A Lucho el picante le sienta fatal.", "Lucho", "picante", "es"},
		{"La abuela evita la sal por la presión.", "abuela", "sal", "es"},
		{"El reguetón no va con mi cuñada, para nada.", "cuñada", "reguetón", "es"},
		{"Tomás se vuelve loco con los trenes.", "Tomás", "trenes", "es"},
		{"Mi madre solo toma té verde por la tarde.", "madre", "té verde", "es"},
		{"Para el Nacho nada de gluten, que es celíaco.", "Nacho", "gluten", "es"},
		{"A mi sobrina le encantan los caballos, no habla de otra cosa.", "sobrina", "caballos", "es"},
	}
	filler := map[string][2]string{
		"en": {"Right, another thing for the list.", "My cousin Derek laughed about it at the Crown on Friday, the cheeky sod."},
		"de": {"So, noch was für die Liste.", "Mein Cousin Heiko hat am Freitag im Goldenen Hirsch darüber gelacht, der Frechdachs."},
		"es": {"Bueno, otra cosa para la lista.", "Mi primo Tito se rió de eso el viernes en el bar Manolo, el muy sinvergüenza."},
	}
	for _, c := range cases {
		f := filler[c.lang]
		got := remembered(t, said("We're planning the family gathering for the summer.", "A: Ok.", "It has been a long week, honestly.", "A: Ok.", f[0]+" "+c.text+" "+f[1], "A: Ok."))
		if lineOf(got, 5, c.a, c.b) == "" {
			t.Errorf("%q is lost:\n%s", c.text, got)
		}
	}
}

// What someone takes or uses ("he takes honey and lemon", "uso silicona
// neutra", "Mi madre toma omeprazol") is kept as something bought is,
// beside a remark that names someone, a place and a day.
func TestWhatSomeoneTakesOrUsesBesideANamedRemark(t *testing.T) {
	for _, c := range []struct{ text, key, lang string }{
		{"For the cough he takes honey and lemon, nothing stronger.", "honey and lemon", "en"},
		{"For the shed roof we use bitumen paint, two coats.", "bitumen paint", "en"},
		{"Para las juntas uso silicona neutra, la transparente.", "silicona neutra", "es"},
		{"Mi madre toma omeprazol antes del desayuno.", "omeprazol", "es"},
		{"Para el pulgón uso jabón potásico con un poco de aceite de neem.", "jabón potásico", "es"},
	} {
		remark := "My cousin Derek laughed about it at the Crown on Friday, the cheeky sod."
		if c.lang == "es" {
			remark = "Mi primo Tito se rió de eso el viernes en el bar Manolo, el muy sinvergüenza."
		}
		got := remembered(t, said("We're sorting out the house and garden this year.", "A: Ok.", "It has been a long week, honestly.", "A: Ok.", c.text+" "+remark, "A: Ok."))
		if lineOf(got, 5, c.key) == "" {
			t.Errorf("%q is lost:\n%s", c.text, got)
		}
	}
}

// Decisions and open questions in other words ("plumped for", "not
// renewing", "me doy de baja", "No idea yet whether", "Todavía no sé si",
// "Ich weiß noch nicht, ob") are kept beside a remark that names someone, a
// place and a day.
func TestDecisionsAndQuestionsInOtherWordsBesideANamedRemark(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
		lang string
	}{
		{"We've plumped for the green tiles in the end.", []string{"green tiles"}, "en"},
		{"I'm not renewing the gym membership, it's a waste.", []string{"gym membership"}, "en"},
		{"No idea yet whether the marquee needs a permit.", []string{"marquee", "permit"}, "en"},
		{"Me doy de baja del gimnasio, no lo piso nunca.", []string{"gimnasio"}, "es"},
		{"Todavía no sé si la carpa necesita permiso del ayuntamiento.", []string{"carpa", "permiso"}, "es"},
	} {
		remark := "My cousin Derek laughed about it at the Crown on Friday, the cheeky sod."
		if c.lang == "es" {
			remark = "Mi primo Tito se rió de eso el viernes en el bar Manolo, el muy sinvergüenza."
		}
		got := remembered(t, said("We're sorting out the house and family things this year.", "A: Ok.", "It has been a long week, honestly.", "A: Ok.", c.text+" "+remark, "A: Ok."))
		if lineOf(got, 5, c.keys...) == "" {
			t.Errorf("%q is lost:\n%s", c.text, got)
		}
	}
}

// "keep everything in …", "keep things …" give an instruction as "keep it …"
// does, with a tag question after it ("…, yeah?"); "I keep everything in the
// shed" is none.
func TestKeepEverythingInIsAnInstruction(t *testing.T) {
	if !readAsRule(said("Morning. Before anything else: keep everything in kilos and euros, yeah? My last spreadsheet was in pounds and it was chaos.", "A: Sure."), "kilos") {
		t.Errorf("the instruction is not read as one")
	}
	for _, e := range compression.Extract(said("I keep everything in the shed these days, it's a total mess.", "A: Ha."), []int{0}) {
		if e.Kind == session.LedgerRule {
			t.Errorf("a remark is read as an instruction: %q", e.Text)
		}
	}
}

// After a take-back, an order in the same message says what to do now:
// "forget the bullet-point thing … so just give me normal paragraphs" is an
// instruction too — not an order after an instruction that takes nothing
// back ("Always answer in English. Now give me a recipe for tonight").
func TestAnOrderAfterATakeBackIsTheNewInstruction(t *testing.T) {
	if !readAsRule(said("Right, forget the bullet-point thing I asked for at the start. I'm on the big screen now, so just give me normal paragraphs with the reasoning.", "A: Sure."), "paragraphs") {
		t.Errorf("what to do now is not read as an instruction: %v", compression.Extract(said("Right, forget the bullet-point thing I asked for at the start. I'm on the big screen now, so just give me normal paragraphs with the reasoning.", "A: Sure."), []int{0}))
	}
	if readAsRule(said("Always answer in English, please. Now give me a recipe for tonight, something with leeks.", "A: Sure."), "recipe") {
		t.Errorf("a one-off request is read as an instruction")
	}
}

// A first message's instruction in other words: under a request label that
// says how to answer ("Small request before we begin: British spelling
// throughout, please", "Eine Bitte gleich vorweg: keine Links", "Te pido
// una cosa: nada de listas largas"), "I'd appreciate it if you'd always …"
// — not a one-off request under such a
// label ("Quick request: can you check these dates for me?", "Un favor:
// ¿me pasas la receta del flan?", "A favour: lend me your ears …").
func TestFirstInstructionsInOtherWords(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Hello! Small request before we begin: British spelling throughout, please. I'm an editor, it hurts otherwise.", "British spelling"},
		{"Morning. I'd appreciate it if you'd always put the price in rand. I'm in Graaff-Reinet, dollars mean nothing to me.", "rand"},
		{"Servus. Eine Bitte gleich vorweg: keine Links, die kann ich am Handy nicht öffnen. Gut, zum Thema.", "Links"},
		{"Hola, soy Matías. Te pido una cosa: nada de listas largas, cortito y al pie. Bueno, el rodeo.", "listas largas"},
	} {
		if !readAsRule(said(c.text, "A: Ok."), c.key) {
			t.Errorf("%q is not read as an instruction: %v", c.text, compression.Extract(said(c.text, "A: Ok."), []int{0}))
		}
	}
	for _, c := range []struct{ text, key string }{
		{"Quick request: can you check these dates for me? The 14th and the 21st.", "dates"},
		{"Un favor: ¿me pasas la receta del flan? La de tu abuela no, la otra.", "receta"},
		{"A favour: lend me your ears for a minute, I need to vent about the council.", "council"},
		{"Small request from my sister: she wants the cake without nuts.", "nuts"},
	} {
		if readAsRule(said(c.text, "A: Ok."), c.key) {
			t.Errorf("a one-off request is read as an instruction: %q", c.text)
		}
	}
}

// A thing is in one place at a time: where it is said to be later makes the
// earlier place older, when the two lines share what is placed ("the spare
// keys", "Ersatzschlüssel", "las llaves de repuesto") — not a word alone
// ("the car keys" and "the spare keys").
func TestANewPlaceMakesTheOldOneOlder(t *testing.T) {
	for _, c := range []struct{ first, later, old string }{
		{"The bike lock key is in the blue bowl in the hall.", "I moved the bike lock key to the drawer under the microwave.", "blue bowl"},
		{"Die Ersatzschlüssel liegen in der blauen Schale im Flur.", "Die Ersatzschlüssel hab ich in die Schublade unter der Mikrowelle gelegt.", "Schale"},
		{"Las llaves de repuesto están en el cuenco azul del recibidor.", "He cambiado las llaves de repuesto al cajón de debajo del microondas.", "cuenco"},
	} {
		got := remembered(t, said(c.first, "A: Ok.", "The weather has been grim all week, honestly.", "A: Ok.", c.later, "A: Ok."))
		if sentAsCurrent(got, 1, c.old) {
			t.Errorf("%q is still sent as current after %q:\n%s", c.first, c.later, got)
		}
	}
	got := remembered(t, said("The car keys are in the blue bowl in the hall.", "A: Ok.", "The weather has been grim all week, honestly.", "A: Ok.", "I put the spare keys in the drawer under the microwave.", "A: Ok."))
	if !sentAsCurrent(got, 1, "car keys") {
		t.Errorf("the car keys' place is marked as updated by the spare keys':\n%s", got)
	}
}

// A move said beside a remark in the past ("I moved the spare tablecloths to
// the boot of my car, the crate was in the way") still moves them: the
// remark's "was" is not where they were.
func TestAMoveBesideARemarkInThePast(t *testing.T) {
	got := remembered(t, said("The spare tablecloths are in the blue crate in my hallway.", "A: Ok.", "The weather has been grim all week, honestly.", "A: Ok.", "I moved the spare tablecloths to the boot of my car, the crate was in the way.", "A: Ok."))
	if sentAsCurrent(got, 1, "blue crate") {
		t.Errorf("the old place is still sent as current:\n%s", got)
	}
}

// A take-back may name a look in the singular ("Forget the emoji thing")
// after an instruction that names it in the plural ("no emojis"); what else
// the instruction asks for ("metric units throughout") holds, so it stays,
// marked as updated.
func TestATakeBackInTheSingular(t *testing.T) {
	got := remembered(t, said("Please never use emojis in your answers.", "A: Ok.", "The weather has been grim all week, honestly.", "A: Ok.", "Forget the emoji thing, I'm on my laptop now.", "A: Ok."))
	if sentAsCurrent(got, 1, "emojis") {
		t.Errorf("the ban is still sent as current:\n%s", got)
	}
	got = remembered(t, said("Small request before we begin: metric units throughout, please, and no emojis.", "A: Ok.", "The weather has been grim all week, honestly.", "A: Ok.", "Forget the emoji thing, I'm on my laptop now.", "A: Ok."))
	if l := lineOf(got, 1, "metric"); l == "" || !strings.Contains(l, "updated in") {
		t.Errorf("the instruction is lost, or not marked as updated:\n%s", got)
	}
}
