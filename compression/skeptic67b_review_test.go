package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The second skeptical review of stop 67 (c9e7fa3..c00c40c), read in whole
// conversations of 8–16 messages, the way people write to a chatbot (a
// "Day 3 –", "[09:14]", "#12 ·", emoji prefix, or none). Each test fails on
// c00c40c. REGRESSION: passes on c9e7fa3 (the change broke it). STILL
// MISSED: fails on c9e7fa3 too.

// REGRESSION. An order on units with "from now on" and a please
// (unitsFromNow) is now an instruction, but the person taking it back in
// the usual words ("You can go back to stones and pounds now") does not
// reach it: at the end the memory still tells the model "kilos only",
// unmarked, the opposite of what the person asked last. Before the change
// the order was not kept, so nothing stale was sent.
func TestSkeptic67bKilosFromNowStaysAfterGoingBackToStones(t *testing.T) {
	got := remembered(t, said(
		"[08:02] I'm trying to lose weight before my sister Hannah's wedding in June. I'm 14 stone 3 right now.",
		"A: Good luck! That's a great goal.",
		"[08:05] Also, from now on, kilos only please.",
		"A: Sure, kilos from now on.",
		"[08:30] My GP Dr Shah says I should aim for 80 kg by May.",
		"A: That sounds sensible.",
		"[08:41] I walk the dog every morning, about 40 minutes round Roundhay Park.",
		"A: Great habit.",
		"[09:10] You can go back to stones and pounds now, my scale only does stones.",
		"A: Ok, stones and pounds.",
		"[09:12] How much should I lose per week?",
		"A: About 1 to 2 pounds a week.",
	))
	if currentLine(got, "kilos", "only") {
		t.Errorf("the kilos-only order, taken back at #9, is still sent unmarked:\n%s", got)
	}
}

// REGRESSION. "no me metas" is read as an order on what goes in the
// answers, but "¡No me metas miedo!" ("don't scare me!") is a person's
// reaction to an answer about their health, no instruction: it is kept as
// one (a rule, kept above every fact when memory is short).
func TestSkeptic67bNoMeMetasMiedoIsNoInstruction(t *testing.T) {
	s := said(
		"#12 · Hola, llevo tres días con dolor de cabeza y un poco de fiebre, 37,8.",
		"A: Lo siento. ¿Has tomado algo?",
		"#13 · Ibuprofeno 600, uno cada ocho horas. Soy alérgica a la penicilina, por cierto.",
		"A: Vale. Si la fiebre sube o aparece rigidez de nuca, conviene ir a urgencias.",
		"#14 · ¡No me metas miedo! Solo es un dolor de cabeza.",
		"A: Perdona, no era mi intención. Lo más probable es que sea un virus.",
		"#15 · Mañana tengo turno en el hospital de Getafe a las 8.",
		"A: Descansa esta noche entonces.",
		"#16 · ¿Puedo tomar paracetamol también?",
		"A: Sí, alternándolo con el ibuprofeno.",
	)
	if e, ok := entryIn(s, 5, "miedo"); ok && e.Kind == session.LedgerRule {
		t.Errorf("\"¡No me metas miedo!\" is kept as an instruction:\n%s", ledgerKinds(s))
	}
}

// REGRESSION. After "Cambio de planes:" a Spanish "-amos" verb is read as
// the person's new plan, but "acabamos de perder el tren" ("we've just
// missed the train") and "pinchamos una rueda" ("we got a flat") are
// mishaps, no decision (the first review only ruled out "perdimos").
func TestSkeptic67bCambioDePlanesMishapIsNoDecision(t *testing.T) {
	s := said(
		"Día 1 – Vamos a Sevilla el viernes en el AVE de las 10:05 desde Atocha, con mi novio Marcos.",
		"A: ¡Qué buen plan!",
		"Día 1 – Tenemos reserva en el hotel Doña Lola, en el barrio de Santa Cruz.",
		"A: Buena zona.",
		"Día 2 – Cambio de planes: acabamos de perder el tren en Atocha.",
		"A: ¡Vaya! ¿Hay otro?",
		"Día 2 – Alquilamos un coche en Sixt, salimos a las 11.",
		"A: Son unas cinco horas y media.",
		"Día 2 – Otro cambio de planes: pinchamos una rueda en la A-4, a la altura de Bailén.",
		"A: ¡Qué mala suerte! Llama a la asistencia de Sixt.",
		"Día 2 – ¿Cuánto se tarda desde Bailén a Sevilla?",
		"A: Unas dos horas y media.",
	)
	for _, c := range []struct {
		n    int
		word string
	}{{5, "perder"}, {9, "pinchamos"}} {
		if e, ok := entryIn(s, c.n, c.word); ok && e.Kind == session.LedgerDecision {
			t.Errorf("a mishap after a changed-plan head is kept as a decision (#%d):\n%s", c.n, ledgerKinds(s))
		}
	}
}

// REGRESSION. After "Change of plan:" an "I'm/we're …ing" is read as the
// person's own new plan, but "we're expecting twins" is news and "I'm
// coming down with something" a mishap (the plan that follows is someone
// else's: "so Jo is painting it"). After "Planänderung:" a "wir" verb with
// a day ahead is read as the person's plan, but "wir kriegen morgen Besuch
// von meiner Schwiegermutter" is someone else's visit: news; the person's
// own decision comes later ("Entschieden: …").
func TestSkeptic67bChangeOfPlanNewsIsNoDecision(t *testing.T) {
	s := said(
		"Day 1 – We're doing up the box room as a nursery, baby due on the 3rd of March.",
		"A: Exciting! What's the plan?",
		"Day 1 – Sage green walls and one cot from John Lewis, about 250 pounds.",
		"A: Lovely combination.",
		"Day 2 – Change of plan: we're expecting twins, so the nursery needs two cots.",
		"A: Congratulations! Two cots will be tight in a box room.",
		"Day 3 – My partner Sam measured it, it's 2.4 by 2.1 metres.",
		"A: Two cots of 120 by 60 cm will fit along one wall.",
		"Day 4 – Another change of plan: I'm coming down with something, so Jo is painting it this weekend.",
		"A: Get well soon, and thank Jo!",
	)
	for _, c := range []struct {
		n    int
		word string
	}{{5, "twins"}, {9, "coming"}} {
		if e, ok := entryIn(s, c.n, c.word); ok && e.Kind == session.LedgerDecision {
			t.Errorf("news after a changed-plan head is kept as the person's decision (#%d):\n%s", c.n, ledgerKinds(s))
		}
	}
	de := said(
		"🚗 Wir wollten morgen eigentlich zu meinem Bruder Jan nach Hamburg fahren, 290 km.",
		"A: Schöne Strecke.",
		"🚗 Planänderung: wir kriegen morgen Besuch von meiner Schwiegermutter.",
		"A: Oh, dann wird es nichts mit Hamburg?",
		"🚗 Sie bleibt bis Samstag, sie kommt mit dem Zug aus Kassel.",
		"A: Verstehe.",
		"🚗 Jan hat am Sonntag auch Zeit.",
		"A: Das passt ja.",
		"🚗 Entschieden: wir fahren am Sonntag nach Hamburg.",
		"A: Gute Fahrt!",
	)
	if e, ok := entryIn(de, 3, "Besuch"); ok && e.Kind == session.LedgerDecision {
		t.Errorf("someone else's visit after \"Planänderung:\" is kept as a decision:\n%s", ledgerKinds(de))
	}
}

// REGRESSION. "Solved" and "resuelto" now open a head before a comma as a
// verdict of a choice, but "Solved, at last: the rattle was a loose heat
// shield" and "Resuelto, por fin: la gotera venía del piso de arriba" say
// what the cause of a fault was: news, no decision.
func TestSkeptic67bSolvedCauseIsNoDecision(t *testing.T) {
	en := said(
		"[10:01] My Corsa's been making a rattling noise since Tuesday.",
		"A: Could be a few things: exhaust, heat shield, suspension.",
		"[10:05] We booked it into Kwik Fit on Mill Road for Thursday morning.",
		"A: Good idea.",
		"[14:30] Solved, at last: the rattle was a loose heat shield.",
		"A: Great, that's an easy fix.",
		"[14:35] They charged me 85 pounds.",
		"A: Not bad at all.",
	)
	if e, ok := entryIn(en, 5, "rattle"); ok && e.Kind == session.LedgerDecision {
		t.Errorf("the cause of a fault found is kept as a decision:\n%s", ledgerKinds(en))
	}
	es := said(
		"Hola, tenemos una gotera en el techo del baño desde el lunes.",
		"A: ¿Sabes de dónde viene?",
		"El fontanero, Paco, viene el jueves por la mañana.",
		"A: Bien.",
		"Resuelto, por fin: la gotera venía del piso de arriba.",
		"A: Entonces lo paga el seguro del vecino, normalmente.",
		"El vecino del cuarto se llama Andrés y tiene el seguro con Mapfre.",
		"A: Perfecto, que dé parte.",
	)
	if e, ok := entryIn(es, 5, "gotera"); ok && e.Kind == session.LedgerDecision {
		t.Errorf("the cause of a leak found is kept as a decision:\n%s", ledgerKinds(es))
	}
}

// REGRESSION. changedPlanHead is asked of the whole sentence for each of
// its lines, so the reason said after the new plan ("Helvellyn is too much
// for Jo's knee") is kept as a decision of its own.
func TestSkeptic67bReasonBesideAChangedPlanIsNoDecision(t *testing.T) {
	s := said(
		"Day 1 – Hi! I'm hiking in the Lake District with my sister Jo, staying in Keswick from the 12th to the 16th.",
		"A: Lovely part of the world.",
		"Day 1 – Jo's rule on hikes is simple: nothing over 10 miles.",
		"A: Noted.",
		"Day 2 – We were going to do Helvellyn via Striding Edge on Saturday.",
		"A: A classic route.",
		"Day 3 – Change of plan again: we're doing Catbells on Saturday, Helvellyn is too much for Jo's knee.",
		"A: Catbells is a lovely shorter walk.",
		"Day 3 – What time is sunset on Saturday?",
		"A: Around 20:40.",
	)
	if e, ok := entryIn(s, 7, "knee"); ok && e.Kind == session.LedgerDecision && !hasWord(e.Text, "Catbells") {
		t.Errorf("the reason beside a changed plan is kept as a decision:\n%s", ledgerKinds(s))
	}
}

// STILL MISSED. A person who says "Change of plan:" twice in a
// conversation with no prefix has the words taken for a label and stripped:
// both plans are kept as plain facts, with nothing saying the plan changed,
// and the older is not marked by the newer.
func TestSkeptic67bChangeOfPlanSaidTwiceIsNoLabel(t *testing.T) {
	s := said(
		"We're in Keswick with my sister Jo from the 12th to the 16th.",
		"A: Lovely.",
		"Change of plan: we're doing Helvellyn on Saturday instead of Skiddaw.",
		"A: Great choice.",
		"Jo's knee is playing up a bit though.",
		"A: Take it easy on the descent.",
		"Change of plan: we're doing Catbells on Saturday, it's shorter.",
		"A: Good call.",
		"What time is sunset on Saturday?",
		"A: Around 20:40.",
	)
	e, ok := entryIn(s, 7, "Catbells")
	older, _ := entryIn(s, 3, "Helvellyn")
	if !ok || e.Kind != session.LedgerDecision || older.Newer == 0 {
		t.Errorf("the newest changed plan is no decision, or the older plan is not marked:\n%s", ledgerKinds(s))
	}
}

// STILL MISSED. Decisions announced with a changed-plan head, the second
// changing the first (the same day, the same walk): the older is not
// marked as updated, so the model sees two plans for Saturday.
func TestSkeptic67bSecondChangedPlanMarksTheFirst(t *testing.T) {
	got := remembered(t, said(
		"Day 1 – We're in Keswick with my sister Jo from the 12th to the 16th.",
		"A: Lovely.",
		"Day 2 – Change of plan: we're doing Helvellyn on Saturday instead of Skiddaw.",
		"A: Great choice.",
		"Day 2 – Jo's knee is playing up a bit though.",
		"A: Take it easy on the descent.",
		"Day 3 – Change of plan again: we're doing Catbells on Saturday, it's shorter.",
		"A: Good call.",
		"Day 3 – What time is sunset on Saturday?",
		"A: Around 20:40.",
	))
	if lineWith(got, "Catbells") == "" || currentLine(got, "Helvellyn", "Saturday") {
		t.Errorf("the older Saturday plan is not marked by the newer:\n%s", got)
	}
}

// STILL MISSED. German and Spanish plans after a changed-plan head said in
// the plain present ("wir fahren doch mit dem Zug", "hacemos el banquete",
// "volvemos al hotel": not "-amos", no day named) are no decisions.
// Fixed with the second review of stop 67 for a verb of "we" with where or how right after
// it ("wir fahren mit dem Zug", "volvemos al hotel"); left a note: "Cambio
// de planes: hacemos el banquete en la finca de mis tíos en Carmona" (its
// object before where) — "pinchamos una rueda en la autovía" is said so
// too, and is no plan.
func TestSkeptic67bChangedPlanInThePresentIsADecision(t *testing.T) {
	de := said(
		"Tag 1 – Wir ziehen am 14. März von Köln nach Leipzig um, mit meinem Freund Tobias.",
		"A: Viel Erfolg!",
		"Tag 2 – Die Spedition Krüger will 1.450 Euro, das ist uns zu teuer.",
		"A: Verstehe.",
		"Tag 3 – Planänderung: wir fahren mit dem Zug und schicken nur die Möbel per Spedition.",
		"A: Das spart bestimmt.",
		"Tag 3 – Was kostet ein ICE-Ticket Köln–Leipzig ungefähr?",
		"A: Mit Sparpreis etwa 40 Euro.",
	)
	if e, ok := entryIn(de, 5, "Zug"); !ok || e.Kind != session.LedgerDecision {
		t.Errorf("a changed plan in the German present is no decision:\n%s", ledgerKinds(de))
	}
}

// STILL MISSED. A newer order on units said with "from now on" and a
// please (now read as an instruction) does not mark the older order on
// the same units: the model is sent "all distances in miles" and
// "kilometres only" both unmarked ("Preise bitte immer in Franken" and
// "Ab jetzt nur Euro" alike).
func TestSkeptic67bNewerUnitsOrderMarksTheOlder(t *testing.T) {
	got := remembered(t, said(
		"Day 1 – Hi! I'm planning a hiking trip in the Lake District with my sister Jo. Please give all distances in miles.",
		"A: Sure, miles it is.",
		"Day 1 – We're staying in Keswick at the Lakeside B&B from the 12th to the 16th.",
		"A: Lovely.",
		"Day 2 – Jo's phone is set to km, she's Dutch.",
		"A: Ah, that makes sense.",
		"Day 3 – Also, from now on, kilometres only please.",
		"A: Ok, kilometres.",
		"Day 4 – How far is Catbells from Keswick?",
		"A: About 5 km.",
	))
	if lineWith(got, "kilometres", "only") == "" || currentLine(got, "distances", "miles") {
		t.Errorf("the newer units order does not mark the older:\n%s", got)
	}
	got = remembered(t, said(
		"Tag 1 – Ich plane eine Radtour von Basel nach Rotterdam mit meinem Bruder Lukas, Start am 3. Juli.",
		"A: Toll!",
		"Tag 1 – Preise bitte immer in Franken.",
		"A: Klar.",
		"Tag 2 – Wir sind seit heute Mittag in Deutschland, in Lörrach.",
		"A: Schön.",
		"Tag 2 – Ab jetzt nur Euro, bitte.",
		"A: Okay, Euro.",
		"Tag 2 – Was kostet die Jugendherberge in Freiburg?",
		"A: Etwa 35 Euro pro Nacht.",
	))
	if lineWith(got, "nur", "Euro") == "" || currentLine(got, "Preise", "Franken") {
		t.Errorf("the newer units order does not mark the older:\n%s", got)
	}
}

// STILL MISSED. "Las distancias dímelas siempre bien redondeadas" is now an
// instruction, but taking it back ("Ya no hace falta redondear las
// distancias, quiero los decimales") does not reach it: it stays unmarked.
func TestSkeptic67bRoundingTakenBackInSpanish(t *testing.T) {
	got := remembered(t, said(
		"Día 1 – Voy a hacer el Camino de Santiago desde Sarria con mi prima Inés, salimos el 3 de mayo.",
		"A: ¡Qué bonito!",
		"Día 1 – Las distancias dímelas siempre bien redondeadas.",
		"A: Vale, redondeadas.",
		"Día 2 – Inés tiene una ampolla en el pie derecho.",
		"A: Que se ponga Compeed y cambie de calcetines.",
		"Día 3 – Ya no hace falta redondear las distancias, quiero los decimales.",
		"A: Vale, con decimales.",
		"Día 3 – ¿Cuánto hay de Sarria a Portomarín?",
		"A: 22,4 km.",
	))
	if currentLine(got, "redondeadas") {
		t.Errorf("the rounding order, taken back at #7, is still sent unmarked:\n%s", got)
	}
}

// STILL MISSED. "no me metas palabras en inglés" is now kept as an
// instruction, but allowing them again ("Ya puedes meter palabras en
// inglés") does not take it back, and is itself kept as an open question.
func TestSkeptic67bNoMeMetasAllowedAgain(t *testing.T) {
	s := said(
		"Día 1 – Tutéame y no me metas palabras en inglés, que no las entiendo.",
		"A: Vale, sin anglicismos.",
		"Día 2 – Estoy montando una tienda online de cerámica con mi hermana Rocío, en Talavera.",
		"A: ¡Qué bien!",
		"Día 3 – Vendemos platos a 18 euros y tazas a 9.",
		"A: Buenos precios.",
		"Día 4 – Ya puedes meter palabras en inglés, estoy aprendiendo.",
		"A: Vale, perfecto.",
		"Día 4 – ¿Qué plataforma me recomiendas para la tienda?",
		"A: Shopify o WooCommerce.",
	)
	got := remembered(t, s)
	e, _ := entryIn(s, 7, "inglés")
	if currentLine(got, "metas", "inglés") || e.Kind == session.LedgerQuestion {
		t.Errorf("the ban on English words, allowed again at #7, is still sent unmarked (or #7 is a question):\n%s", ledgerKinds(s))
	}
}
