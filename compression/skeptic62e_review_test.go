package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of stop 62's whole change to the reading (23c2f07 →
// 63265f3), read in whole conversations of everyday planning. The sentences
// are this file's own.
//
// REGRESSION: fails on 63265f3, passes on 23c2f07.
// STILL WRONG: fails on both.

// talk62e is the conversation of the person's messages, each answered "Ok.".
func talk62e(msgs ...string) []string {
	var out []string
	for _, m := range msgs {
		out = append(out, m, "A: Ok.")
	}
	return out
}

// 1. REGRESSION. daySigh no longer drops a sentence that opens with "no
// idea what day it is"; it reads what follows, and a second sigh after it
// ("I don't know whether I'm coming or going", "no sé si voy o vengo", "I
// don't know how people with kids do this") is kept as an open question.
// 23c2f07 kept none of them.
func TestSkeptic62eASighAfterTheDaySighIsNoQuestion(t *testing.T) {
	got := remembered(t, said(talk62e(
		"Wedding's on Saturday 14 June at St Mary's in Hexham, ceremony at 1pm.",
		"Reception at Langley Castle, 85 guests, £72 a head.",
		"Honestly I've no idea what day it is, I don't know whether I'm coming or going.",
		"The cake is from Bettys in Harrogate, three tiers, £320.",
		"I don't even know what day it is, I don't know how people with kids do this.",
		"The ceremony is at 2pm now, the vicar has a funeral in the morning.")...))
	for n, w := range map[int]string{5: "coming or going", 9: "people with kids"} {
		if l := lineOf(got, n, w); l != "" {
			t.Errorf("a sigh is kept: %q\n%s", l, got)
		}
	}
	got = remembered(t, said(talk62e(
		"Nos mudamos el 15 de octubre de Sevilla a Valencia, al piso de la calle Sueca.",
		"La mudanza la hace Transportes Ruiz, 1.200 euros con el embalaje.",
		"Las llaves del piso nuevo nos las da la señora Pilar el 14 a las seis.",
		"No sé ni qué día es hoy, no sé si voy o vengo.",
		"Mi hermano Álvaro se queda con el perro esa semana.")...))
	if l := lineOf(got, 7, "voy o vengo"); l != "" {
		t.Errorf("a sigh is kept: %q\n%s", l, got)
	}
}

// 2. REGRESSION. missingHeads make "What's still missing:", "Was noch
// fehlt:", "Lo que falta:" an open question's label whatever follows, so a
// grumble about the weather is an open question, ranked above facts: under
// a budget "Lo que falta: que deje de llover …" outlives who keeps the dog
// during the move. 23c2f07 read them as facts.
func TestSkeptic62eAGrumbleAfterWhatIsMissingIsNoQuestion(t *testing.T) {
	got := rememberedWithin(t, said(talk62e(
		"Nos mudamos el 15 de octubre de Sevilla a Valencia, al piso de la calle Sueca.",
		"La mudanza la hace Transportes Ruiz, 1.200 euros con el embalaje.",
		"Lo que falta: que deje de llover de una vez, llevamos tres semanas así.",
		"Las llaves del piso nuevo nos las da la señora Pilar el 14 a las seis.",
		"El trastero en Valencia cuesta 60 euros al mes, en Benimaclet.",
		"Mi hermano Álvaro se queda con el perro esa semana.")...), 90)
	if lineOf(got, 11, "Álvaro") == "" {
		t.Errorf("who keeps the dog is lost to a grumble about the rain:\n%s", got)
	}
	never31(t, session.LedgerQuestion,
		"Lo que falta: que deje de llover de una vez, llevamos tres semanas así.",
		"What's still missing: a bit of sunshine, the forecast is rain all week.",
		"Was noch fehlt: gutes Wetter, der Wetterbericht sagt Regen für Samstag.")
}

// 3. REGRESSION. "am Ende" is now a change word, but in German it is as
// often "at the end" of something: "Am Ende der Trauung, so gegen 15 Uhr,
// lassen wir Tauben fliegen" marks the ceremony at 14 Uhr as old, "Am Ende
// spielt die Band um Mitternacht noch den Schneewalzer" the band's start at
// 21 Uhr. Neither changed; 23c2f07 left both current.
func TestSkeptic62eAtTheEndOfTheDayChangesNoTime(t *testing.T) {
	got := remembered(t, said(talk62e(
		"Hochzeit von Anna und Jörg am 6. September in Atzbach, wir sind 120 Gäste.",
		"Die Trauung ist um 14 Uhr in der Dorfkirche, danach Sektempfang auf dem Kirchplatz.",
		"Die Band heißt Kaltfront und spielt ab 21 Uhr im großen Saal vom Bürgerhaus.",
		"Das Essen macht der Landgasthof Schäfer, 48 Euro pro Person.",
		"Am Ende der Trauung, so gegen 15 Uhr, lassen wir weiße Tauben fliegen.",
		"Am Ende spielt die Band um Mitternacht noch den Schneewalzer, das wünscht sich Opa.",
		"Das Essen kostet jetzt 52 Euro pro Person, die Preise sind gestiegen.",
		"Kannst du mir einen Ablaufplan schreiben?")...))
	notUpdated60d(t, got, 3, "Trauung", "14 Uhr")
	notUpdated60d(t, got, 5, "Kaltfront", "21 Uhr")
	updatedIn61b(t, got, 7, 13, "48 Euro")
}

// 4. REGRESSION. "in the end" is now a change word, so a plan added after
// the rehearsal ("In the end we're all going to the Red Lion after the
// rehearsal, about 7:30") marks the rehearsal at 6pm as old. 23c2f07 left it
// current.
func TestSkeptic62eInTheEndAfterTheRehearsalLeavesItsTime(t *testing.T) {
	got := remembered(t, said(talk62e(
		"Right, the big weekend: Ellie and Tom's wedding is Saturday 14 June at St Mary's in Hexham.",
		"The rehearsal is at the church on Friday at 6pm, the whole wedding party has to be there.",
		"The hen do is at the spa in Harrogate on 31 May, 11am start, £95 each.",
		"The ceremony is at 1pm, the reception is at Langley Castle from 4.",
		"In the end we're all going to the Red Lion after the rehearsal, about 7:30, Tom's dad is paying.",
		"In the end there'll be twelve of us at the spa, Ellie's cousins are coming too.",
		"The ceremony is at 2pm now, the vicar has a funeral in the morning.",
		"Can you write me a checklist for the Friday?")...))
	notUpdated60d(t, got, 3, "rehearsal", "6pm")
}

// 5. REGRESSION. fragment now joins a short list ending in a price ("Flowers,
// buttonholes, two table arches, £640.") and a sentence opening with a verb
// of cost whose subject follows it ("Cuestan 60 euros los globos y la
// tarta.") to the sentence before, though that one says something else:
// when the ceremony or the party moves, the flowers' and the balloons'
// prices are marked old. 23c2f07 kept them on lines of their own.
func TestSkeptic62eAPriceOfSomethingElseStaysCurrentWhenTheTimeMoves(t *testing.T) {
	leftUnmarked(t, talk62e(
		"Wedding update! Ceremony is at St Mary's in Hexham on 14 June at 1pm. Flowers, buttonholes, two table arches, £640.",
		"Reception is at Langley Castle, 85 guests, £72 a head.",
		"Cake is from Bettys in Harrogate, three tiers, £320.",
		"My sister Jo is doing my hair, from 8am at Mum's.",
		"The ceremony is at 2pm now, the vicar has a funeral in the morning.",
		"Can you make me a timeline for the morning?"), "£640", "the ceremony's new time")
	leftUnmarked(t, talk62e(
		"El cumpleaños de Lucía es el sábado 10 a las cinco en el parque del Retiro. Cuestan 60 euros los globos y la tarta.",
		"Vienen 15 niños de su clase, más los primos.",
		"La piñata la trae mi cuñada Marisa.",
		"El cumpleaños ahora es a las seis, que a las cinco hace mucho calor.",
		"¿Me haces una lista de lo que tengo que comprar?"), "60 euros", "the party's new time")
}

// 6. REGRESSION. atAnAge now reads "how Gran does it at nearly 90", "how my
// mum does it at 84", "cómo lo hace a sus 80" as admiring, and that silences
// the open question said after it in the same sentence: "…, and I still
// haven't sorted who brings her to the reception" loses who is asked about;
// "…, who's driving her to the church on Saturday?" is a fact, and under a
// budget it is lost. 23c2f07 kept each as an open question.
func TestSkeptic62eAdmiringAtAnAgeLeavesTheQuestionAfterIt(t *testing.T) {
	msgs := talk62e(
		"Our Ruby wedding do is on Saturday 18 October at the Fox and Hounds in Ripley, from 7pm.",
		"Sixty guests, buffet from the pub at £18 a head.",
		"My mum's coming up from Bath on the Friday, she's 84 now.",
		"I don't know how Gran does it at nearly 90, and I still haven't sorted who brings her to the reception.",
		"Honestly no idea how my mum does it at 84, who's driving her to the church on Saturday?",
		"The DJ is Gaz Pemberton, 8 till midnight, £250.",
		"Can you help me with a seating plan?")
	// Still wrong after the fix (a comment, not an assertion): #7 is cut
	// to "I don't know how Gran does it at nearly 90, and I still haven't
	// sorted", as "Gran is 90, and I still haven't sorted who brings her
	// to the reception." is on 23c2f07 too: the clause after a name and
	// "and" is split before "who".
	got := rememberedWithin(t, said(msgs...), 90)
	if lineOf(got, 9, "driving her to the church") == "" {
		t.Errorf("the open question after the admiring is lost under a budget:\n%s", got)
	}
	readAs(t, session.LedgerQuestion,
		"Honestly no idea how my mum does it at 84, who's driving her to the church on Saturday?",
		"No sé cómo lo hace a sus 80, ¿quién la lleva al aeropuerto el martes?")
}

// 7. STILL WRONG. German counts of hundreds in one word are values now
// ("dreihundert Stühle"), but not with tens and units after them
// ("zweihundertfünfzig"): the new count of chairs does not mark the old one,
// which is sent as current (with "300" → "250" it is marked).
func TestSkeptic62eAGermanCountWithTensUpdatesTheOldCount(t *testing.T) {
	got := remembered(t, said(talk62e(
		"Sommerfest vom Sportverein Grün-Weiß Atzbach am 19. Juli auf dem Sportplatz, ab 14 Uhr.",
		"Wir brauchen dreihundert Stühle, die leihen wir vom Bürgerhaus.",
		"Das Zelt kommt von Zeltverleih Hofmann, 450 Euro, Aufbau am Freitag um 16 Uhr.",
		"Die Blaskapelle aus Dorlar spielt von 15 bis 18 Uhr.",
		"Wir brauchen jetzt doch nur zweihundertfünfzig Stühle, die Handballer feiern woanders.",
		"Kannst du mir eine Einkaufsliste machen?")...))
	updatedIn61b(t, got, 3, 9, "dreihundert Stühle")
}

// 8. STILL WRONG. A short list ending in a price ("Balloons, banners, party
// bags, £45.") of five words or fewer was joined to the sentence before
// already: when the party moves to 3 till 5, the party bags' price is
// marked old with the old time.
func TestSkeptic62eAShortListPriceIsNoPartOfTheTime(t *testing.T) {
	leftUnmarked(t, talk62e(
		"Maisie's party is at Jump Zone in Swindon on Saturday from 2 till 4. Balloons, banners, party bags, £45.",
		"Fourteen kids from her class, plus the cousins.",
		"The cake is from Tesco, a unicorn one, £22.",
		"The party is 3 till 5 now, they double booked the slot.",
		"Can you write the invite text?"), "£45", "the party's new time")
}
