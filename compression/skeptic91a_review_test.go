package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Regressions of a51a7b5 (with e582d56) found by a skeptical review, against
// their parent 57a949f: an emphatic "do" that crashes the reader on a texting
// short form ("pls", "thx", "dont") and loses the "Do please …" orders the
// parent read by their please; "pedir" read as a request to the assistant
// when the person asks a landlord, a boss or a doctor; "speak"/"talk" under
// the head of a house's, an event's or an interview's rule; "any of these"
// read as a ban, so a one-off task is a standing order; a take-back with a
// name or a capitalized noun after it that no longer takes the instruction
// back; and a greeting with a "please" in the first message that the budget
// keeps as if it were an instruction while the person's facts go.

// read91a is read31 that reports a panic of the reader as an error.
func read91a(t *testing.T, text string) (out []session.LedgerEntry) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("reading %q panics: %v", text, r)
			out = nil
		}
	}()
	return read31(text)
}

// A "Do …" order with a texting short form ("pls", "thx", "ppl", "dont",
// "cant") crashes the reader: the emphatic do cuts the spelled-out line
// (longer than what was typed) and slices what was typed with its length.
func TestSkeptic91aEmphaticDoWithTextingDoesNotCrash(t *testing.T) {
	for _, text := range []string{
		"Do answer in English pls, I dont read Spanish well.",
		"do write to me in short sentences pls thx",
		"Do keep your answers short pls, ppl say I ramble and I hate reading long stuff.",
		"Do give me the prices in euros pls, I cant do pounds in my head.",
	} {
		read91a(t, text)
	}
}

// The same crash takes down the whole memory of a conversation: nothing is
// kept of it at all, the instruction least of all.
func TestSkeptic91aEmphaticDoWithTextingKeepsTheConversation(t *testing.T) {
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("keeping the conversation panics: %v", r)
		}
	}()
	s := keptAsFacts(said(
		"Hi, I'm Dev, I'm doing my driving theory test in Croydon on 12 May.",
		"A: Good luck! How can I help?",
		"Do reply in dot points pls, easier on my phone.",
		"A: Sure, dot points from now on.",
		"What's the stopping distance at 30 mph?",
		"A: 23 metres in total."), 100000)
	if got := ledgerText(s); !strings.Contains(got, "dot points") {
		t.Errorf("the instruction is lost:\n%s", got)
	}
}

// "Do please tell me if …", "… whenever …": a standing order to report
// something, which the parent read by its please, is now read past "do
// please" as a plain fact.
func TestSkeptic91aDoPleaseTellMeIfStaysAnInstruction(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Do please tell me if a recipe has nuts in it, my son is allergic.",
		"Do please tell me whenever a price is just an estimate.",
		"Do please tell me which ones are gluten free.",
	)
}

// "Do please write …", "Do please give me …": an order of how the answers
// are written, lost to a fact the same way.
func TestSkeptic91aDoPleaseWriteStaysAnInstruction(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Do please write the times in 24 hour format.",
		"Do please write numbers out in words, my granny reads these.",
		"Do please write back in lowercase, capitals feel like shouting.",
		"Do please write the ingredients in grams.",
		"Do please give me the German word too when you translate.",
		"Do please write it all in lower case, I hate capitals.",
	)
}

// Some "Do please …" orders are now read as nothing at all: the message
// leaves no line.
func TestSkeptic91aDoPleaseOrderLeavesALine(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Do please tell me the source for each fact.", "source"},
		{"Do please tell me the difficulty of each hike.", "difficulty"},
		{"Do please tell me when something is a rough guess.", "guess"},
	} {
		found := false
		for _, e := range read91a(t, c.text) {
			if strings.Contains(e.Text, c.key) {
				found = true
			}
		}
		if !found {
			t.Errorf("%q leaves no line with %q", c.text, c.key)
		}
	}
}

// "Le voy a pedir una cosa al casero: …": what the person will ask of a
// landlord, a boss, a doctor, a neighbour, the town hall, read as an
// instruction to the assistant ("pedir" now counts as said to "you").
func TestSkeptic91aPedirleAOtroNoEsUnaInstruccion(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Le voy a pedir una cosa al casero: que siempre avise antes de entrar.",
		"Voy a pedirle una cosa a mi jefe: nunca más horas extra los viernes.",
		"Quiero pedirle una cosa al ayuntamiento: nada de obras en agosto.",
		"Tengo que pedirle una cosa al médico: nada de pastillas para dormir.",
		"Le quiero pedir una cosa al vecino: nada de música después de las once.",
	)
}

// "pedir una cosa" said of a shop, or of someone who asks the person: no
// request to the assistant at all.
func TestSkeptic91aPedirSinTiNoEsUnaInstruccion(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Tengo que pedir una cosa en la farmacia: siempre se me olvida el nombre del jarabe.",
		"Mi hijo siempre me quiere pedir una cosa: nada de verduras.",
		"Mi jefa me va a pedir una cosa: siempre lo mismo, que haga horas extra.",
	)
}

// "One rule for Saturday: speak only German at the table": a rule of a
// table, a hostel, an interview, a bride's, a road trip's — "speak"/"talk"
// first under a rule's head now reads as an order to the assistant.
func TestSkeptic91aSpeakUnderSomeoneElsesRuleIsNoInstruction(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"One rule for Saturday: speak only German at the table, the in-laws are coming.",
		"Rule number one at the hostel: speak English in the common room.",
		"My one rule for the interview: speak slowly and in short sentences.",
		"One request from the bride: speak English at the reception, half the guests are Irish.",
		"Our rule for the road trip: talk in German in the car, the kids need the practice.",
	)
}

// The same in German, "sprich"/"red" under a "Regel" of a Sunday, a hostel,
// a job interview.
func TestSkeptic91aSprichUnterEinerFremdenRegelIstKeineAnweisung(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Die Regel für Sonntag: sprich nur Deutsch am Tisch, die Schwiegereltern kommen.",
		"Regel Nummer eins im Hostel: red Englisch im Aufenthaltsraum.",
		"Meine Regel fürs Vorstellungsgespräch: sprich langsam und in kurzen Sätzen.",
	)
}

// "… any of these three flats": "any of" now counts as "none of", so the
// flats are no material given, and a one-off task is a standing order.
func TestSkeptic91aAnyOfTheseIsAOneOffTask(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Write to me in short sentences about any of these three flats, I can't decide.",
		"Talk to me in plain English about any of those pension options, pick one.",
		"Give me in two sentences the gist of any of these articles.",
	)
}

// takenBack91a fails unless the memory of msgs (person, assistant, …) no
// longer holds the instruction with gone: the person took it back.
func takenBack91a(t *testing.T, gone string, msgs ...string) {
	t.Helper()
	if got := remembered(t, said(msgs...)); strings.Contains(got, gone) {
		t.Errorf("the instruction with %q was taken back and is still held:\n%s", gone, got)
	}
}

// "Forget that, Dr Müller says …", "Never mind that, Anna is staying home
// …": a take-back whose reason names someone or somewhere is now read as a
// choice of a new name, and the instruction stays (or the take-back's words
// go and the instruction with them stays).
func TestSkeptic91aTakeBackWithANameAfterStillTakesBack(t *testing.T) {
	takenBack91a(t, "without dairy",
		"Please suggest only recipes without dairy, my son can't have it.", "A: Sure, dairy-free only.",
		"Forget that, Dr Müller says he can have dairy again.", "A: Great news!")
	takenBack91a(t, "with stairs",
		"Don't recommend any places with stairs, my mum uses a wheelchair.", "A: Understood.",
		"Never mind that, Mum is staying in Leeds, so stairs are fine for the trip.", "A: Ok.")
}

// "Vergiss das, …": German capitalizes its nouns, so every take-back with a
// reason after it names "something new", and no instruction is taken back.
func TestSkeptic91aVergissDasNimmtDieAnweisungZurueck(t *testing.T) {
	takenBack91a(t, "vegetarische Rezepte",
		"Bitte schlag mir nur vegetarische Rezepte vor.", "A: Gerne.",
		"Vergiss das, seit Ostern isst Jonas wieder Fleisch, also gern auch Rezepte mit Fleisch.", "A: Super.")
	takenBack91a(t, "mit Gluten",
		"Schlag mir bitte keine Rezepte mit Gluten vor.", "A: Mach ich.",
		"Vergiss das, der Arzt sagt, Gluten ist doch kein Problem.", "A: Gut.")
	takenBack91a(t, "mit Treppen",
		"Bitte keine Vorschläge mit Treppen, meine Mutter sitzt im Rollstuhl.", "A: Verstanden.",
		"Vergiss das, Mama bleibt doch in Bremen, Treppen sind also kein Problem.", "A: Ok.")
}

// "Olvida eso, la doctora Ruiz dice …": the same in Spanish, a name or a
// city in the reason.
func TestSkeptic91aOlvidaEsoConUnNombreRetiraLaInstruccion(t *testing.T) {
	takenBack91a(t, "recetas con gluten",
		"Por favor, no me sugieras recetas con gluten.", "A: Claro.",
		"Olvida eso, la doctora Ruiz dice que el gluten no es problema.", "A: ¡Qué bien!")
	takenBack91a(t, "planes con escaleras",
		"No me propongas planes con escaleras, por favor, que mi madre va en silla de ruedas.", "A: Entendido.",
		"Olvida eso, mi madre se queda en Valencia, así que las escaleras no son problema.", "A: Vale.")
}

// greetingGoesFirst91a fails when, at some budget, the memory keeps the
// greeting (holding greet) of the first message while a fact (holding one
// of facts) goes: a "please be patient with me" is no instruction.
func greetingGoesFirst91a(t *testing.T, greet string, facts []string, msgs ...string) {
	t.Helper()
	for _, budget := range []int{30, 40, 50} {
		got := ledgerText(keptAsFacts(said(msgs...), budget))
		if !strings.Contains(got, greet) {
			continue
		}
		var lost []string
		for _, f := range facts {
			if !strings.Contains(got, f) {
				lost = append(lost, f)
			}
		}
		if len(lost) > 0 {
			t.Errorf("at %d words the greeting %q stays and the facts with %q go:\n%s", budget, greet, lost, got)
		}
	}
}

// The first message's greeting with a "please" ("please bear with me, my
// grandson set this up") is kept as long as the instructions, and the
// operation's date, the taxi, the ward go before it.
func TestSkeptic91aAPleaseInTheGreetingIsNoInstruction(t *testing.T) {
	greetingGoesFirst91a(t, "bear with me",
		[]string{"14 March", "7:15", "6B", "warfarin"},
		"Hello dear, please bear with me, my grandson set this up and I am not good with computers at all.",
		"A: Of course, take your time.",
		"My husband Arthur has his hip operation at St Mary's on 14 March at 8:30.", "A: Noted.",
		"The taxi is booked with Ace Cars for 7:15, reference AC-4471.", "A: Good.",
		"His consultant is Mr Okafor, ward 6B, visiting hours 2 to 4.", "A: Ok.",
		"Arthur takes warfarin, 3 mg every evening.", "A: Ok.",
		"We need to bring his CPAP machine and his reading glasses.", "A: Ok.")
}

// The same with "bitte" and "por favor".
func TestSkeptic91aBittePorFavorImGrussIstKeineAnweisung(t *testing.T) {
	greetingGoesFirst91a(t, "nachsichtig",
		[]string{"14. März", "7:15", "6B", "Marcumar"},
		"Hallo, bitte sei nachsichtig mit mir, mein Enkel hat mir das eingerichtet und ich kenne mich mit Computern gar nicht aus.",
		"A: Natürlich, kein Problem.",
		"Mein Mann Heinz wird am 14. März um 8:30 im Marienhospital an der Hüfte operiert.", "A: Notiert.",
		"Das Taxi von Taxi Krause kommt um 7:15, Auftragsnummer TK-4471.", "A: Gut.",
		"Sein Arzt ist Dr. Okafor, Station 6B, Besuchszeit von 14 bis 16 Uhr.", "A: Ok.",
		"Heinz nimmt Marcumar, 3 mg jeden Abend.", "A: Ok.",
		"Wir müssen sein CPAP-Gerät und seine Lesebrille mitnehmen.", "A: Ok.")
	greetingGoesFirst91a(t, "paciencia",
		[]string{"14 de marzo", "7:15", "6B", "Sintrom"},
		"Hola, por favor tenga paciencia conmigo, mi nieto me instaló esto y yo de ordenadores no sé nada.",
		"A: Claro, sin problema.",
		"A mi marido Paco lo operan de la cadera el 14 de marzo a las 8:30 en el Hospital Virgen del Rocío.", "A: Apuntado.",
		"El taxi de Radio Taxi viene a las 7:15, la reserva es la RT-4471.", "A: Bien.",
		"Su médico es el doctor Okafor, planta 6B, las visitas son de 14 a 16.", "A: Vale.",
		"Paco toma Sintrom, 3 mg cada noche.", "A: Vale.",
		"Tenemos que llevar su máquina CPAP y sus gafas de leer.", "A: Vale.")
}
