package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Regressions of stop 89 found by a fourth skeptical review: sentences and
// conversations the parent (24c9eeb) read right and the change (9706217)
// reads wrong.

// heedHead: a dare, a role-play or a one-off under a head that speaks to the
// assistant.

// A dare, a sarcastic "since you're so clever" and "last one tonight" become standing orders on how the assistant talks.
func TestSkeptic89dADareUnderAHeadIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Bet you can't: reply to me only in emojis.",
		"I bet you can't: answer me in pure Scots.",
		"Since you're so clever: answer me in Latin then.",
		"Okay smarty pants, you: answer me in Klingon.",
		"Last one for you tonight: answer me in French.")
}

// A role-play for one rehearsal, and a Santa letter for a child, become standing orders to talk like the landlord or Santa.
func TestSkeptic89dARolePlayUnderAHeadIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Pretend you're the landlord: answer me like he would.",
		"Okay you're Santa now: write to me like Santa would, it's for Lily.")
}

// The dare "reply to me only in emojis" is kept as a rule and pushes out the first instruction it was a joke against.
func TestSkeptic89dADareTakesThePlaceOfTheFirstInstruction(t *testing.T) {
	keptWithin89(t, 25, []string{
		"Hi, I'm Jay. Please always reply to me in short paragraphs, they're easier on my phone.", "A: Sure.",
		"I'm a project manager at a bank in Leeds.", "A: Okay.",
		"Bet you can't: reply to me only in emojis.", "A: 😀👍",
		"Lol fair. The audit is on 14 May, the auditor is Karen Liu from KPMG.", "A: Noted.",
		"My team is 6 people, Raj is my deputy.", "A: Noted.",
	}, "Please always reply to me in short paragraphs")
}

// Rehearsing a phone call, "answer me like he would" is kept as a rule and pushes out the deposit, then the landlord and the broken boiler.
func TestSkeptic89dARehearsalPushesOutTheLandlord(t *testing.T) {
	msgs := []string{
		"Hi, I'm Priya, I rent a flat in Manchester. Please keep your answers short and in plain English.", "A: Sure, Priya.",
		"My landlord is Mr Hughes, the boiler has been broken since 2 January.", "A: That's not okay.",
		"I'm ringing him tomorrow and I'm nervous. Pretend you're the landlord: answer me like he would.", "A: (as Mr Hughes) Look, I'll get someone round next week.",
		"Ha, that's exactly him. My deposit is 1,100 pounds with the DPS.", "A: Noted.",
		"The letting agent is Bridgfords on Deansgate.", "A: Noted.",
	}
	keptWithin89(t, 30, msgs, "1,100 pounds")
	keptWithin89(t, 45, msgs, "Mr Hughes")
}

// A Santa letter for Lily is kept as a rule ("write to me like Santa would") and pushes out "keep your answers short".
func TestSkeptic89dSantaTakesThePlaceOfShortAnswers(t *testing.T) {
	keptWithin89(t, 25, []string{
		"Hi, I'm Tom, dad of two in Bristol. Keep your answers short please, I read them on the school run.", "A: Sure, Tom.",
		"Lily is 6 and still believes in Santa, Max is 9.", "A: Lovely.",
		"Okay you're Santa now: write to me like Santa would, it's for Lily.", "A: Ho ho ho, dear Lily...",
		"Perfect, she'll love it. Christmas is at my mum's in Bath this year.", "A: Noted.",
		"Max wants a bike, budget 200 pounds.", "A: Noted.",
	}, "Keep your answers short")
}

// toldAny (and "give them to me in" for givesAny): what the person said to
// someone else, or a draft to someone else.

// What the person told a car salesman or a contractor ("I was like, …", "went, …", "Me to the car dealer: …") becomes an order to the assistant.
func TestSkeptic89dWhatISaidToTheSalesmanIsNoRule(t *testing.T) {
	noRuleHolds89(t, "quote me",
		"So I looked the salesman in the eye and went, any prices you quote me, give them to me in writing.",
		"I was like, any prices you quote me, give them to me in writing, mate.",
		"Me to the car dealer: any prices you quote me, give them to me in writing.",
		"I made it clear to the contractor: any prices you quote me, give them to me in writing.")
}

// What Kev told the salesman is kept as a rule and pushes out the car he is about to buy and its price.
func TestSkeptic89dTheSalesmanPushesOutTheCar(t *testing.T) {
	keptWithin89(t, 40, []string{
		"Hi, I'm Kev from Derby, I'm buying a used car, budget 8,000 pounds. Keep your answers short, please.", "A: Sure, Kev.",
		"Went to the Arnold Clark on Ascot Drive today, they have a 2019 Ford Focus for 7,450.", "A: Sounds promising.",
		"The salesman kept rounding things. I made it clear to him: any prices you quote me, give them to me in writing.", "A: Good move.",
		"The car has 41,000 miles and one previous owner.", "A: Noted.",
		"The test drive is on Saturday at 11.", "A: Noted.",
	}, "Ford Focus for 7,450")
}

// A draft to the roofer, the caterer, the plumber or the nanny becomes an order on the prices and news the assistant gives ("in euros, per head").
func TestSkeptic89dADraftToSomeoneElseIsNoRule(t *testing.T) {
	noRuleHolds89(t, "give them to me in",
		"Can you make this sound more polite, it's for the roofer? Any prices you quote me, give them to me in writing, VAT included. And no work starts before I sign.",
		"Polish this for the caterer please: any prices you quote me, give them to me in euros, per head.",
		"Translate this for the plumber please: any prices you quote me, give them to me in writing.",
		"Here's my message for the nanny, does it sound ok? Any problems you tell me about, give them to me in writing at the end of the day.")
}

// A teacher's classroom rule and a parent's rule for the kids become orders to the assistant ("in full sentences").
func TestSkeptic89dARuleForTheClassIsNoRule(t *testing.T) {
	noRuleHolds89(t, "give them to me in",
		"I'm strict with my Year 4s. My classroom rule: any answers you give me, give them to me in full sentences.",
		"My rule for the kids: any excuses you tell me, give them to me in writing.")
}

// lookInstead: the look of a letter or an email to someone else.

// How a letter to the landlord or an email to the boss should look ("Rather short paragraphs") becomes a standing order on every answer.
func TestSkeptic89dTheLookOfALetterIsNoRule(t *testing.T) {
	noRuleHolds89(t, "Rather", "Please don't use bullet points in the letter to the landlord. Rather short paragraphs, he's old school.")
	noRuleHolds89(t, "Lieber", "Bitte keine Aufzählungen im Brief an die Hausverwaltung. Lieber kurze Absätze.")
	noRuleHolds89(t, "Mejor",
		"No me pongas viñetas en el correo para mi jefa. Mejor párrafos cortos, que ella odia las listas.",
		"No uses listas en el mensaje para la maestra de mi hijo. Mejor párrafos cortitos y amables.")
}

// "Rather short paragraphs" for the letter is kept as a rule beside "always answer me in bullet points" and pushes out the landlord's name.
func TestSkeptic89dTheLettersLookPushesOutTheLandlord(t *testing.T) {
	keptWithin89(t, 50, []string{
		"Hi, I'm Dev, I rent a flat in Bristol. Always answer me in bullet points, I skim everything.", "A: Sure, Dev.",
		"There's black mould in the bedroom since November and the landlord ignores my texts.", "A: That's a health issue.",
		"Write me a letter to him about it. Please don't use bullet points in the letter to the landlord. Rather short paragraphs, he's old school.", "A: Here it is: ...",
		"Great. His name is Mr Pearce and the tenancy started on 1 June 2023.", "A: Noted.",
		"My deposit is 950 pounds with the TDS.", "A: Noted.",
	}, "Mr Pearce")
}

// "Mejor párrafos cortitos y formales" for the letter is kept as a rule and pushes out Marta's first instruction, then the landlord's name.
func TestSkeptic89dLaCartaPushesOutTheFirstInstruction(t *testing.T) {
	msgs := []string{
		"Hola, soy Marta, vivo en Valencia. Contéstame siempre con viñetas, que leo en el móvil en el bus.", "A: Claro, Marta.",
		"Tengo humedad en el baño desde octubre y el casero no hace nada.", "A: Vaya.",
		"Escríbeme una carta para el casero. No uses listas en la carta para el casero. Mejor párrafos cortitos y formales.", "A: Aquí la tienes: ...",
		"Perfecto. Se llama Sr. Ferrer y el contrato vence el 31 de mayo.", "A: Anotado.",
		"La fianza fue de 1.200 euros.", "A: Anotado.",
	}
	keptWithin89(t, 40, msgs, "Contéstame siempre con viñetas")
	keptWithin89(t, 60, msgs, "Sr. Ferrer")
}

// asksAfter "in that speech": what someone else will say.

// What Dad or the best man will say in that speech (not the person's to write) becomes the person's open question.
func TestSkeptic89dWhatSomeoneElseWillSayInThatSpeech(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"No idea what the best man will say in that speech, he's a loose cannon.",
		"I don't know what Dad is going to say in that speech, hopefully nothing embarrassing.")
}
