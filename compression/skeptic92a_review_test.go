package compression_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A third review of stop 91's four readings (emphaticOrder, materialGiven,
// askedWithPedir with the talking verb under it, namedAfterScrap) and the
// requestOfMe heads of wantsHead, on 3e72f05. Each test fails on it.

// "Do keep it short." — the emphatic do's shortest orders leave no line at
// all (the bare "Keep it short, please." is an instruction): the person
// asked for short answers and the model never hears of it again. Even the
// reading's own example, "Do please keep it short", is lost.
func TestSkeptic92aEmphaticDoShortOrderLeavesNoLine(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Do keep it short.",
		"Do please keep it short.",
		"Do keep it short, please.",
		"Do keep things short.",
	)
}

// "Do avoid jargon, I'm new to this": an emphatic do before a verb of
// answering outside output and emphaticDone (avoid, skip, stop) — the bare
// order is an instruction, with "Do" it is a fact or nothing, and the
// model goes on with the jargon, the pleasantries, the bullet points.
func TestSkeptic92aEmphaticDoBeforeAnotherVerbIsMissed(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Do avoid jargon, I'm new to this.",
		"Do skip the pleasantries.",
		"Do stop using bullet points, I hate them.",
	)
}

// "Do keep it short this time, I'm in a hurry": one occasion said in words
// the exclusion list lacks ("this time", "at the weekend", "for now",
// "during the match") — read as an order for the whole conversation, so
// the person gets clipped answers long after the hurry is over.
func TestSkeptic92aEmphaticDoForOneOccasionInOtherWords(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Do keep it short this time, I'm in a hurry.",
		"Do talk to me in French at the weekend, I'm off to Lyon on Monday.",
		// Not "Do keep it short for now, I'm driving": "for now" holds
		// until the person says otherwise, a standing order — which stop
		// 92's code reads as nothing at all (a miss it left: the emphatic
		// "do" of one occasion counts "for now" as one; the plain "Keep it
		// short for now" is an instruction).
		"Do keep your answers short during the match, I'm reading on my phone at the stadium.",
	)
}

// "Do answer in full sentences, Mrs Patel always told us at school": the
// emphatic do is how advice is quoted; a teacher's, an examiner's, an
// editor's words to the person become a standing instruction the person
// never gave the assistant.
func TestSkeptic92aEmphaticDoQuotingSomeonesAdvice(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Do answer in full sentences, Mrs Patel always told us at school.",
		"Do write in plain English, the examiner told us, no fancy words.",
		"Do keep your sentences short, that's what my editor drills into me.",
	)
}

// "Do answer me in full sentences, none of those bullet points": dev135's
// own first instruction with its "no …" left out — "none of those" counts
// as leaving out only after another ban (and not when the ban comes after
// it: "none of those hashtags and no emojis"), so the instruction is a
// fact and the bullet points come back.
func TestSkeptic92aNoneOfThoseAsTheOnlyOrFirstBan(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Do answer me in full sentences, none of those bullet points.",
		"Write to me in full sentences, none of those bullet lists.",
		"Answer me in full sentences - none of those bullet points please.",
		"Write to me in full sentences, none of those hashtags and no emojis.",
	)
}

// "Write to me in plain English and skip all those emojis": "those" after a
// verb of leaving out (skip, ditch, lose) still points at something given,
// so the instruction is a fact ("skip the emojis" is read as one).
func TestSkeptic92aThoseAfterAVerbOfLeavingOut(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Write to me in plain English and skip all those emojis.",
		"Write to me in full sentences, ditch all those emojis.",
		"Write to me in full sentences, lose all those emojis.",
	)
}

// "Write to me in simple words tonight, no rush, none of these forms make
// sense to me": any "no"/"sin"/"kein" before "none of these" lifts the
// pointing — "no rush", "no pressure", "sin prisa", "kein Stress" are no
// bans — and a one-off about the forms at hand becomes a standing order
// (without the "no rush" it is read as the one-off it is).
func TestSkeptic92aNoRushBeforeNoneOfTheseIsNoBan(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Write to me in simple words tonight, no rush, none of these forms make sense to me.",
		"Write to me in simple words today, no pressure, none of these forms from the council make sense.",
		"Talk to me in plain English tonight, no offence, but none of these letters make sense to me.",
	)
}

// "Quisiera pedirle una cosa: hábleme despacio y en español …": the polite
// conditional and imperfect ("quisiera", "quería"), an adverb first
// ("Solo le voy a pedir", "Nomás le voy a pedir"), the request fronted
// ("Una cosa le voy a pedir") or "en serio" after it ("en" is read as a
// shop or a place) — all a request to the assistant in usted, read as a
// fact: the model answers in English again.
func TestSkeptic92aPedirHeadsTheListMisses(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Quisiera pedirle una cosa: hábleme despacio y en español, sin palabras en inglés.",
		"Quería pedirle un favor: hábleme claro y en español de acá.",
		"Solo le voy a pedir una cosa: hábleme claro y en español, sin palabras en inglés.",
		"Nomás le voy a pedir una cosa: hábleme clarito y en español.",
		"Una cosa le voy a pedir: hábleme claro y en español, nada de inglés.",
		"Le voy a pedir una cosa en serio: hábleme claro y en español, nada de inglés.",
	)
}

// "Le voy a pedir un favor para esta tarde: hábleme en inglés, que tengo la
// entrevista a las seis": a favour for an afternoon's practice, the time
// in the head or the practice in the reason ("un ratito", "para
// practicar", "como si fuera el camarero") — read under "pedir" as how the
// assistant is always to talk, and the person gets English for good.
func TestSkeptic92aPedirForOnePractice(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Le voy a pedir un favor para esta tarde: hábleme en inglés, que tengo la entrevista a las seis.",
		"Le voy a pedir una cosa: hábleme en inglés un ratito, que quiero practicar antes de la entrevista.",
		"Le voy a pedir una cosa para practicar: hábleme en inglés como si fuera el camarero.",
	)
}

// "So scrap that name, the sign is going to be Rainey's Bimini Bread":
// dev134's sentence with "going to be" (or "came up with", "will have …
// painted") for "going read" is not a name chosen anew, but an instruction
// taken back — and it deletes "never margarine in my bread", which shares
// "bread".
func TestSkeptic92aScrappedNameWithoutASayingVerbDeletesAnInstruction(t *testing.T) {
	for _, scrap := range []string{
		"So scrap that name, the sign is going to be Rainey's Bimini Bread.",
		"Scrap that name, my wife came up with Rainey's Bimini Bread and it's perfect.",
		"Scrap that name, the van will have Rainey's Bimini Bread painted on the side.",
	} {
		s := keptAsFacts(said("Keep your answers to four sentences, please.", "A: Ok.",
			"Let me tell you how I bake: real butter only, never margarine in my bread, my gran would haunt me.", "A: Ok.",
			scrap, "A: Ok."), 100000)
		held := false
		for _, e := range s.Ledger {
			if strings.Contains(e.Text, "never margarine") && e.Newer == 0 {
				held = true
			}
		}
		if !held {
			t.Errorf("after %q the instruction with \"never margarine\" is gone:\n%s", scrap, ledgerText(s))
		}
	}
}

// "Always call me Captain in your replies" then "Scrap that name, my
// grandson says Grandpa Joe suits me better": the name scrapped is the one
// an instruction gives, in other words than the instruction's ("that
// name", "the title") — read as a name chosen, so the instruction stands
// and the model keeps calling the person Captain, Dr. Okafor, Sir Max.
func TestSkeptic92aScrappedNameThatAnInstructionGave(t *testing.T) {
	for _, c := range [][2]string{
		{"Always call me Captain in your replies, it makes me laugh.", "Scrap that name, my grandson says Grandpa Joe suits me better."},
		{"Please address me as Dr. Okafor.", "Forget the title, I'm called Ngozi by everyone here."},
		{"In the bedtime stories, always call my son Sir Max.", "Scrap that name, he wants to be called Captain Bluebeard now."},
		{"Nenn meinen Sohn in den Geschichten bitte immer Ritter Max.", "Vergiss den Namen, seit gestern heißt er nur noch Kapitän Blaubär."},
	} {
		s := keptAsFacts(said(c[0], "A: Ok.", c[1], "A: Ok."), 100000)
		if standingRule(s, 0) {
			t.Errorf("after %q the instruction %q still stands:\n%s", c[1], c[0], ledgerText(s))
		}
	}
}

// "Forget that name, the new vet is actually called Dr Amara Singh, I
// misheard": a name corrected, a fact, read as a decision — the memory
// says the person chose a vet, a hotel, a street, a paediatrician.
func TestSkeptic92aCorrectedNameIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Forget that name, the new vet is actually called Dr Amara Singh, I misheard.",
		"Scrap that name, turns out the hotel is called the Grand Marina, not the Marina Grand.",
		"Forget the name I gave, the street is called Baker Lane, not Barker Lane.",
		"Vergiss den Namen, der Kinderarzt heißt Dr. Brandt, nicht Brand.",
		"Olvida el nombre, la calle se llama Calle Olmo, no Olmos.",
	)
}

// "I had one request: use metric. Why are you giving me Fahrenheit
// again?": the person's own request to the assistant under a requestOfMe
// head is read as a liking (a fact), not an instruction ("Use metric, I'm
// in Melbourne." alone is one) — the reminder is lost as an order.
func TestSkeptic92aMyOwnOneRequestIsAnInstruction(t *testing.T) {
	readAs(t, session.LedgerRule,
		"I had one request: use metric. Why are you giving me Fahrenheit again?",
		"I had just one request: use metric, I'm in Melbourne.",
		"Yo tenía un pedido: que me hables de usted. ¿Por qué me tuteas otra vez?",
	)
}

// "Frau Albers war heute da und hatte nur eine Bitte: …": the requestOfMe
// list knows the perfect "hat eine einzige Bitte gehabt" but not the past
// German writes ("hatte nur eine Bitte", "hatte eine einzige Bitte") — the
// ban stays unanchored and is lost beside the message's other lines, as
// at stop 91 (the same message with "hat eine einzige Bitte gehabt" keeps
// it).
func TestSkeptic92aRequestOfMeInTheGermanPast(t *testing.T) {
	for _, head := range []string{"hatte nur eine Bitte", "hatte eine einzige Bitte"} {
		var conv []string
		for i := range 5 {
			conv = append(conv, fmt.Sprintf("Frau Albers hat wieder angerufen, Tag %d, wegen der Mülltonnen, und die Kinder haben alles gehört.", i+1), "A: Ok.")
		}
		conv = append(conv, "Frau Albers war heute da und "+head+": im Treppenhaus stehen keine Fahrräder, nie, auch nicht kurz. Die Kinder haben gemault und schieben sie jetzt in den Keller. Frau Albers hat zum Abschied genickt.", "A: Ok.")
		s := keptAsFacts(said(conv...), 100000)
		if got := ledgerText(s); !strings.Contains(got, "keine Fahrräder") {
			t.Errorf("under %q the request \"keine Fahrräder\" is lost:\n%s", head, got)
		}
	}
}

// "Mrs Albers came by today and had one request: no bikes in the
// stairwell, …" after messages that spoke of the stairwell and the bikes:
// the head is kept, the request cut off after it ("… and had one
// request") — the memory says there was a request and not what, because
// its words were said before; the ban is new all the same.
func TestSkeptic92aRequestOfMeInWordsSaidBeforeIsCutOff(t *testing.T) {
	for _, c := range []struct{ filler, text, key string }{
		{"Mrs Albers was in the stairwell again on day %d, and the kids too, all the bikes are in the yard now.", "Mrs Albers came by today and had one request: no bikes in the stairwell, ever, not even for a minute. The kids moaned and wheel them to the cellar now. Mrs Albers nodded on her way out.", "no bikes"},
		{"Hinrich war wieder im Schuppen, Tag %d, und Papa auch, die Räder stehen alle im Schuppen.", "Hinrich war heute da und hat eine einzige Bitte gehabt: im Schuppen stehen keine Räder, nie, auch nicht die von Papa. Papa hat geschmollt. Hinrich hat zum Abschied genickt.", "keine Räder"},
	} {
		var conv []string
		for i := range 5 {
			conv = append(conv, fmt.Sprintf(c.filler, i+1), "A: Ok.")
		}
		conv = append(conv, c.text, "A: Ok.")
		s := keptAsFacts(said(conv...), 100000)
		if got := ledgerText(s); !strings.Contains(got, c.key) {
			t.Errorf("the request %q is cut off its head:\n%s", c.key, got)
		}
	}
}
