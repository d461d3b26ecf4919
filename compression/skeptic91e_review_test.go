package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A further review of stop 91 (e0e2162 against 57a949f), after the first
// round's fixes: each test passes on 57a949f and fails on e0e2162. The ways
// the change still misreads:
//   - the emphatic "do" reads whatever follows it as the line alone would
//     be read: "Do talk to me in Spanish tonight", "Do talk to me like a
//     pirate for my son's party game" — one evening, one game — are now
//     standing instructions, typed in full or texted ("do talk to me in
//     german tonite pls");
//   - "none of those/this" no longer points at what was given, so a one-off
//     about the flats or the quotes at hand is a standing order;
//   - "le … pedir" counts as asked of the assistant when the "le" is someone
//     the line names before it ("A Marta le voy a pedir una cosa", "Al
//     casero le voy a pedir un favor", "Viene el fontanero y quiero
//     pedirle …"), the "hábleme" said to a teacher or a doctor included;
//   - a take-back of a thing ("Forget the allergy", "Vergiss das Verbot",
//     "Olvídate de la prohibición") with a name or a number after it is a
//     choice changed unless the instruction uses the very word: the nut ban
//     stays in force after "Forget the allergy, Ben grew out of it at 6";
//   - a one-off task that names a language or a length ("Please help me
//     write a short speech in German"), in the first message or after a
//     take-back, goes with the instructions and outlasts later orders;
//   - "… decide it:" reads how people decide, or that nobody does, as a
//     decision.

// "Do talk to me in Spanish tonight, I have my exam tomorrow": an emphatic
// do before talking for one evening, one drive, a bit of practice — read
// past the "do" as a standing instruction (the parent: a fact).
func TestSkeptic91eEmphaticDoForOneOccasionIsNoInstruction(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Do talk to me in Spanish tonight, I have my exam tomorrow.",
		"Do talk to me in German tonight, my exam is tomorrow morning.",
		"Do talk to me in Dutch today, I fly to Amsterdam tomorrow.",
		"Do talk to me in English for a bit, I want to practise before the interview at 3.",
		"Do talk to me in English till dinner, I need the practice.",
		"Do write to me in English today, my husband Tom wants to follow.",
		"Do talk to me in Spanish on the drive, my wife Ana is listening.",
	)
}

// "Do talk to me like a pirate for my son's party game": a voice put on for
// a laugh, a video, a workout — now an instruction for every answer.
func TestSkeptic91eEmphaticDoPlayfulVoiceIsNoInstruction(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Do talk to me like a pirate for my son's party game.",
		"Do talk to me like Yoda for a laugh, my son is watching.",
		"Do speak to me like a posh butler for my daughter's birthday video.",
		"Do talk to me like a drill sergeant for this workout, I need a push.",
		"Do talk to me like a pirate, it's Talk Like a Pirate Day!",
	)
}

// The same typed in a hurry: "do pls", "tonite", "2day", "tmrw".
func TestSkeptic91eTextedEmphaticDoForOneOccasionIsNoInstruction(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Do pls talk to me in Spanish tonight, exam tmrw.",
		"do talk to me in german tonite pls",
		"do pls talk to me in french 2day, got my oral 2moro",
	)
}

// "none of those agents", "none of this": what was given is still what the
// line is about; a one-off about the flats or the quotes at hand is no
// standing order of how to talk to the person.
func TestSkeptic91eNoneOfThoseStillPointsAtWhatWasGiven(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Write to me in German about the flats today, none of those agents speak English.",
		"Talk to me in simple words tonight, none of this makes sense after my shift.",
		"Write to me in short sentences about the quotes, none of those builders can start before May.",
	)
}

// "A Marta le voy a pedir una cosa: …", "Al casero le voy a pedir un favor:
// …": the "le" is the one named before it — what the person will ask of a
// friend, the landlord, the plumber, the mother-in-law is read as an
// instruction to the assistant.
func TestSkeptic91ePedirConElOtroNombradoDelante(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"A Marta le voy a pedir una cosa: nunca más llegar tarde a los ensayos.",
		"Al casero le voy a pedir un favor: nada de obras en agosto.",
		"A mi casera le quiero pedir una cosa: nada de visitas sin avisar.",
		"Al dueño del bar le voy a pedir una cosa: siempre poner el fútbol en español.",
		"Al fontanero le voy a pedir una cosa: nunca más cortar el agua sin avisar.",
		"Al peluquero le voy a pedir una cosa: nunca más tan corto.",
		"A mi suegra le voy a pedir un favor: nada de regalos caros para los niños.",
		"A la doctora le voy a pedir una cosa: siempre explicarme todo en castellano.",
	)
}

// "Mañana viene el fontanero y quiero pedirle una cosa: …", "Cuando venga
// Pepe le voy a pedir una cosa: …": the one asked is named in the clause
// before the "pedirle" / "le … pedir".
func TestSkeptic91ePedirleAQuienLaFraseNombraAntes(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Mañana viene el fontanero y quiero pedirle una cosa: nunca más cortar el agua sin avisar.",
		"Mi vecino es majo, pero voy a pedirle un favor: nada de taladros los domingos.",
		"El casero pasa el lunes y pienso pedirle una cosa: siempre avisar antes de entrar.",
		"Cuando venga Pepe le voy a pedir una cosa: nunca más fumar en el balcón.",
	)
}

// "Al profe le quiero pedir un favor: hábleme más despacio y en español":
// the "hábleme" the person will say to a teacher, a doctor, a
// physiotherapist, read as how the assistant is to talk.
func TestSkeptic91eHablemeDichoAOtro(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Al profe le quiero pedir un favor: hábleme más despacio y en español.",
		"Al médico le voy a pedir un favor: hábleme en español y despacio, que con el alemán no me entero.",
		"A la nueva fisio le quiero pedir una cosa: hábleme en inglés, que el alemán no lo domino.",
		"A la tutora de Pablo le quiero pedir una cosa: escríbame los avisos en español.",
		"Al de la gestoría le voy a pedir una cosa: contésteme por escrito y en español.",
	)
}

// "Forget the allergy, Ben grew out of it at 6": a take-back that names
// the instruction by another word than its own (the allergy, the EpiPen,
// the mild food, the restriction) with a name or a number after it — the
// parent took the ban back, the change leaves it in force.
func TestSkeptic91eTakeBackByAnotherWordStillTakesBack(t *testing.T) {
	for _, c := range [][2]string{
		{"Never suggest anything with nuts, Ben is allergic.", "Forget the allergy, Ben grew out of it at 6."},
		{"Never suggest anything with nuts, Ben is allergic.", "Forget the EpiPen, Ben is 12 now and grew out of it."},
		{"Don't suggest anything spicy, my husband Raj has an ulcer.", "Scrap the mild food, Raj is healed since April."},
		{"Never suggest recipes with pork, my brother-in-law Karim doesn't eat it.", "Forget the restriction, Karim moves out on 1 May."},
		{"Never suggest recipes with pork, my brother-in-law Karim doesn't eat it.", "Forget the halal rule, Karim moves out on 1 May."},
		{"Don't suggest outings with stairs, Grandma Edith uses a wheelchair.", "Scrap the accessibility stuff, Grandma Edith is staying in Bristol."},
	} {
		s := keptAsFacts(said(c[0], "A: Ok.", c[1], "A: Ok."), 100000)
		if standingRule(s, 0) {
			t.Errorf("after %q the instruction %q still stands:\n%s", c[1], c[0], ledgerText(s))
		}
	}
}

// The same in German and Spanish: "Vergiss das Verbot, Paula verträgt
// Nüsse seit der Kur in Davos wieder", "Olvídate de la prohibición, Karim
// se muda el 1 de mayo".
func TestSkeptic91eVergissOlvidaPorOtraPalabraNimmtZurueck(t *testing.T) {
	for _, c := range [][2]string{
		{"Bitte keine Rezepte mit Nüssen, Paula ist allergisch.", "Vergiss das Verbot, Paula verträgt Nüsse seit der Kur in Davos wieder."},
		{"Bitte keine Rezepte mit Nüssen, Paula ist allergisch.", "Vergiss die Allergie, Paula verträgt Nüsse wieder."},
		{"Schlag mir keine scharfen Gerichte vor, mein Mann Raj hat ein Magengeschwür.", "Vergiss die Schonkost, Raj ist seit April wieder gesund."},
		{"Bitte keine Ausflüge mit Treppen, Oma Hilde sitzt im Rollstuhl.", "Streich die Einschränkung, Oma Hilde bleibt doch in Bremen."},
		{"No me sugieras recetas con gluten, que Andrés es celíaco.", "Olvida la prohibición, a Andrés le repitieron la prueba en La Paz y no es celíaco."},
		{"Nunca me sugieras recetas con cerdo, que mi cuñado Karim no lo come.", "Olvídate de la prohibición, Karim se muda el 1 de mayo."},
	} {
		s := keptAsFacts(said(c[0], "A: Vale.", c[1], "A: Ok."), 100000)
		if standingRule(s, 0) {
			t.Errorf("after %q the instruction %q still stands:\n%s", c[1], c[0], ledgerText(s))
		}
	}
}

// "Forget the currency, I moved to Dublin in June", "Olvida la dieta, la
// doctora Gómez dice …": a take-back of an instruction by what it was
// about, then the reason with a place, a name or a number — the parent read
// an instruction taken back, the change a choice changed.
func TestSkeptic91eTakeBackOfWhatAnInstructionWasAboutIsNoChoice(t *testing.T) {
	for _, c := range [][2]string{
		{"Please only suggest recipes without sugar.", "Forget the diet, Dr Patel says I can eat what I like again."},
		{"Keep all hotel suggestions under 100 euros a night.", "Scrap the budget, Grandpa Joe is paying for the whole trip."},
		{"Give me everything in pounds and ounces, please.", "Scrap the American units, we moved to Leeds in May."},
		{"Keep all prices in dollars, I live in Boston.", "Forget the currency, I moved to Dublin in June."},
		{"Plan every meal for two people.", "Forget the portions, my sister Kate and her 3 kids are moving in with me."},
		{"Schlag mir nur Rezepte ohne Zucker vor.", "Vergiss die Diät, Dr. Wagner sagt, ich darf wieder alles essen."},
		{"Gib mir alle Preise in Franken, ich wohne in Zürich.", "Vergiss die Währung, ich wohne seit Juni in Wien."},
		{"No me sugieras recetas con azúcar, por favor.", "Olvida la dieta, la doctora Gómez dice que ya puedo comer de todo."},
		{"Dame los precios en pesos, que vivo en Ciudad de México.", "Olvida la moneda, desde junio vivo en Madrid."},
		{"Nada de viajes de más de 3 horas en coche, que los niños se marean.", "Olvida los mareos, Leo y Mía ya aguantan viajes largos."},
	} {
		s := keptAsFacts(said(c[0], "A: Ok.", c[1], "A: Ok."), 100000)
		if k := kindOf(s, 2); k != session.LedgerRule {
			t.Errorf("after %q, %q is read as %q, not an instruction taken back:\n%s", c[0], c[1], k, ledgerText(s))
		}
	}
}

// A one-off task in the first message that names a language or a length
// ("a short speech in German", "una carta en inglés", "under 500 words")
// now goes with the instructions and outlasts an order given later.
func TestSkeptic91eFirstMessageTaskInALanguageOutlastsALaterOrder(t *testing.T) {
	for _, c := range [][3]string{
		{"Hi! Please help me write a short speech in German for my dad's 60th.", "My wife Sarah only drinks oat milk, never cow's milk.", "speech"},
		{"Hey, please check my essay, it must be under 500 words.", "My wife Sarah only drinks oat milk, never cow's milk.", "essay"},
		{"Hallo, ich bin Jens. Bitte hilf mir mit einem kurzen Text auf Englisch für die Schule meiner Tochter.", "Meine Frau trinkt nur Hafermilch, nie Kuhmilch.", "Englisch"},
		{"Hola, hazme el favor de ayudarme con una carta en inglés para el colegio de mi hijo.", "Mi mujer solo toma leche de avena, nunca de vaca.", "carta"},
	} {
		s := keptAsFacts(said(beforeOrders(c[0], "A: Sure.", c[1], "A: Ok.")...), 60)
		if kept(s, c[2]) && !kept(s, "ZX-343") {
			t.Errorf("%q kept, the order ZX-343 dropped:\n%s", c[0], ledgerText(s))
		}
	}
}

// The same right after a take-back: "Forget the three sentences. Please
// help me write a cover letter in German for the Siemens job." — the task
// is not what holds instead, yet it outlasts a later order.
func TestSkeptic91eTaskInALanguageAfterATakeBackOutlastsALaterOrder(t *testing.T) {
	for _, c := range [][3]string{
		{"Keep answers to three sentences, please.", "Forget the three sentences. Please help me write a cover letter in German for the Siemens job.", "cover letter"},
		{"Antworte immer in drei Sätzen.", "Vergiss die drei Sätze. Bitte hilf mir mit einer Bewerbung auf Englisch für die Stelle bei Bosch.", "Bewerbung"},
		{"Respóndeme siempre en tres frases.", "Olvida lo de las tres frases. Por favor ayúdame con una carta en inglés para el casero.", "casero"},
	} {
		s := keptAsFacts(said(beforeOrders(c[0], "A: Ok.", c[1], "A: Ok.")...), 60)
		if kept(s, c[2]) && !kept(s, "ZX-242") {
			t.Errorf("%q kept, the order ZX-242 dropped:\n%s", c[1], ledgerText(s))
		}
	}
}

// "Every year the kids decide it: zoo or beach", "I hate how they decide
// it: …", "nobody ever decide it": how people decide, or that nobody does,
// is no decision.
func TestSkeptic91eHowTheyDecideItIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"I hate how they decide it: whoever shouts loudest wins.",
		"Every year the kids decide it: zoo or beach, and it's always the zoo.",
		"Honestly nobody ever decide it: we just wing it.",
		"Here is how we decide it: a coin toss on the morning.",
	)
}
