package compression_test

import (
	"strings"
	"testing"
)

// A skeptical review of 88ee0bb (the fifth review of stop 65: after "the",
// only looks that are never things of the plans, and the units of a system,
// name the answers — plansToo, systemUnits/answerSystem, lookInAnswers;
// "keeping the emojis out" is the answers — keptOut; "with", "mit", "con"
// name no thing; only a take-back's own clause names a thing —
// takesBackAThing; a look is banned without a verb only right after its ban
// word — bansLook; "either", "tampoco", "auch keine" add a ban only in the
// ban's own clause — addsABan), against its parent 49df7c6, on short
// conversations as people type them about weddings, fetes, farms, moves and
// clubs, in English, German and Spanish: each message answered "Ok."
// (held63e), the final memory read. held63e, lineOf, inForce64d and
// takenBackWhole64e are reused from the package's older tests;
// keptPartly65f is this file's own.
//
// REGRESSION: fails on 88ee0bb, passes on 49df7c6.
// STILL MISSED: fails on both.
//
// The person's i-th message (from 0) is #(2i+1).

// keptPartly65f fails unless the line of #n holding words is still in the
// memory and not marked updated whole: one of its instructions was taken
// back, another still holds.
func keptPartly65f(t *testing.T, memory string, n int, what string, words ...string) {
	t.Helper()
	line := lineOf(memory, n, words...)
	if line == "" {
		t.Errorf("%s: #%d %v is lost from the memory, though only part of it was taken back:\n%s", what, n, words, memory)
	} else if strings.Contains(line, "(updated in") {
		t.Errorf("%s: #%d %v is marked updated whole, though only part of it was taken back: %q\n%s", what, n, words, line, memory)
	}
}

// 2. REGRESSION. The "the" case of takesBackAnswering now knows only the
// units of systemUnits, where 49df7c6 knew every unit the answers may be
// given in (unitWord): "Scrap what I said about the units, my nephew's
// doing the signs and he only knows metric" (after "Give me all the
// measurements in imperial units"), "Retiro lo que dije de las millas, mi
// cuñado ya usa kilómetros", "Retiro lo que dije de los grados, mi cuñado
// ya se ha acostumbrado" (after "Dame las temperaturas en grados
// Fahrenheit") take nothing back: the orders stay in force, unmarked, and
// the farm's signs come out in feet and inches, the vendimia in miles, the
// wedding's weather in Fahrenheit. 49df7c6 took each back.
func TestSkeptic65fAboutTheUnitsTakesTheUnitsBack(t *testing.T) {
	for _, c := range []struct{ first, second, back, order string }{
		{"Morning! Planning the farm open day. Give me all the measurements in imperial units please.",
			"Open day's Sunday 14 September.",
			"Scrap what I said about the units, my nephew's doing the signs and he only knows metric.", "imperial units"},
		{"Hola, organizo la vendimia. Dame las distancias siempre en millas, por favor.",
			"La vendimia empieza el 15 de septiembre.",
			"Retiro lo que dije de las millas, mi cuñado ya usa kilómetros.", "millas"},
		{"Hola, organizo la boda de mi hermana. Dame las temperaturas en grados Fahrenheit, por favor, que mi cuñado es de Texas.",
			"La boda es el sábado 13 de septiembre en Ronda.",
			"Retiro lo que dije de los grados, mi cuñado ya se ha acostumbrado.", "Fahrenheit"},
	} {
		got, _ := held63e(t, c.first, c.second, c.back)
		takenBackWhole64e(t, got, 1, c.back, c.order)
	}
}

// 3. REGRESSION. The bare unit case ("about miles") now also knows only
// systemUnits: "I take back what I said about grams, me mam's scales only
// do ounces", "… about centimetres, the joiner only works in inches",
// "Scrap what I said about kilos, me mam's scales only do pounds and
// ounces" take nothing back, and "Give me the weights in grams please" /
// "… in centimetres" / "… in kilos" stay in force, unmarked: the wedding
// cake and the fete baking keep coming in grams and kilos, the cottage's
// measurements in centimetres. 49df7c6 took each back.
func TestSkeptic65fAboutGramsTakesGramsBack(t *testing.T) {
	for _, c := range []struct{ first, second, back, order string }{
		{"Morning! Baking the wedding cake. Give me the weights in grams please.",
			"Wedding's on Saturday 13 September.",
			"I take back what I said about grams, me mam's scales only do ounces.", "grams"},
		{"Morning! We're moving to the farm cottage. Give me all the measurements in centimetres please.",
			"Moving day is Friday 12 September.",
			"I take back what I said about centimetres, the joiner only works in inches.", "centimetres"},
		{"Morning! Baking for the fete. Give me the weights in kilos please.",
			"Fete's on Saturday 19 July.",
			"Scrap what I said about kilos, me mam's scales only do pounds and ounces.", "kilos"},
	} {
		got, _ := held63e(t, c.first, c.second, c.back)
		takenBackWhole64e(t, got, 1, c.back, c.order)
	}
}

// 4. REGRESSION. answersKept now reads any look after "the" followed by
// "out" as the answers (keptOut, meant for "keeping the emojis out"), though
// "out" is as often where a thing of the plans is kept: "Scrap what I said
// about keeping the tables out overnight, it's meant to rain", "I take back
// what I said about keeping the tables out of the way till the dance, the
// caterers need them for the buffet" — the fete's trestle tables, the
// wedding's tables, named in #3 — are held as instructions and delete "No
// tables please, I read your answers out to me mam" (#1): the mam gets
// tables read out to her again. 49df7c6 kept the ban in force.
func TestSkeptic65fKeepingTheTablesOutOvernightKeepsNoTables(t *testing.T) {
	for _, c := range []struct{ first, second, back string }{
		{"Hiya, planning the fete. No tables please, I read your answers out to me mam.",
			"We're keeping the trestle tables out overnight in the marquee.",
			"Scrap what I said about keeping the tables out overnight, it's meant to rain."},
		{"Hiya, planning our Kirsty's wedding. No tables please, I read your answers out to me mam.",
			"We're keeping the tables out of the way till the dance.",
			"I take back what I said about keeping the tables out of the way till the dance, the caterers need them for the buffet."},
	} {
		got, _ := held63e(t, c.first, c.second, c.back)
		inForce64d(t, got, 1, "the ban on tables in the answers, after "+c.back, "No tables")
	}
}

// 5. REGRESSION. thingOf no longer holds "with", "mit" (for "using emojis
// with me mam"), so a list of the plans with what is written on it is read
// as the answers' look: "Vergiss, was ich über die Listen mit den
// Telefonnummern gesagt habe, Sabine hat sie schon verteilt" (the German
// "die" case) and "Scrap what I said about keeping lists with everyone's
// phone numbers, Sue's got it all on the club WhatsApp" (answersKept) — the
// helpers' and the bowls club's phone lists of #3 — are held as
// instructions and delete "Bitte keine Listen" / "No lists please" (#1):
// the person reading on a phone gets lists again. 49df7c6 kept each ban.
func TestSkeptic65fListenMitDenTelefonnummernKeepKeineListen(t *testing.T) {
	for _, c := range []struct{ first, second, back, ban string }{
		{"Hallo! Ich plane das Sommerfest. Bitte keine Listen, ich lese alles am Handy.",
			"Sabine hat die Listen mit den Telefonnummern der Helfer.",
			"Vergiss, was ich über die Listen mit den Telefonnummern gesagt habe, Sabine hat sie schon verteilt.", "keine Listen"},
		{"Hiya, sorting the bowls club open day. No lists please, I read your answers out to me mam.",
			"I'm keeping lists with everyone's phone numbers in the club hut.",
			"Scrap what I said about keeping lists with everyone's phone numbers, Sue's got it all on the club WhatsApp.", "No lists"},
	} {
		got, _ := held63e(t, c.first, c.second, c.back)
		inForce64d(t, got, 1, "the ban on lists in the answers, after "+c.back, c.ban)
	}
}

// 6. REGRESSION. keepsAnother now keeps a look banned without a verb only
// when the ban word stands right before the look (bansLook): "Antworte
// bitte kurz, ohne diese ganzen Emojis, ich lese am Handy" and "Keep your
// answers short and without any tables, I read them out to me mam" are
// deleted whole when only the short answers are taken back ("Vergiss, was
// ich über kurze Antworten gesagt habe", "I take back what I said about
// keeping it short"): the model forgets "no emojis" / "no tables", which
// the person never took back. 49df7c6 marked each "(partly updated in
// #5)".
func TestSkeptic65fOhneDieseGanzenEmojisStaysWhenKurzGoes(t *testing.T) {
	for _, c := range []struct{ first, second, back, ban string }{
		{"Hallo! Ich plane das Sommerfest. Antworte bitte kurz, ohne diese ganzen Emojis, ich lese am Handy.",
			"Das Fest ist am Samstag, 12. Juli.",
			"Vergiss, was ich über kurze Antworten gesagt habe, ich sitze jetzt am Laptop.", "Emojis"},
		{"Hiya, planning our Kirsty's wedding. Keep your answers short and without any tables, I read them out to me mam.",
			"Wedding's on Saturday 13 September at St Bega's.",
			"I take back what I said about keeping it short, I'm on the laptop now.", "without any tables"},
	} {
		got, _ := held63e(t, c.first, c.second, c.back)
		keptPartly65f(t, got, 1, "only the short answers taken back ("+c.back+")", c.ban)
	}
}

// 7. REGRESSION. addsABan now counts "either", "tampoco" only in a clause
// where a ban word stands right before the look (bansLook), so a ban added
// with a verb updates the one before: "Oh, and don't use tables in your
// answers either, they're a mess on my phone" marks "No bullet points in
// your answers please, I'm on my phone" "(updated in #5)", and "Y tampoco
// me pongas emojis en tus respuestas, que en el móvil salen raros" marks
// "Sin viñetas en tus respuestas" the same: the model is told the first
// ban no longer holds and may go back to bullet points. 49df7c6 kept both
// bans in force.
func TestSkeptic65fDontUseTablesEitherKeepsNoBulletPoints(t *testing.T) {
	for _, c := range []struct{ first, second, added, ban string }{
		{"Hi! We're moving to Harrogate. No bullet points in your answers please, I'm on my phone.",
			"Moving day is Friday 12 September.",
			"Oh, and don't use tables in your answers either, they're a mess on my phone.", "No bullet points"},
		{"Hola, organizo la comunión de Álvaro. Sin viñetas en tus respuestas, por favor, que lo leo en el móvil.",
			"La comunión es el sábado 17 de mayo.",
			"Y tampoco me pongas emojis en tus respuestas, que en el móvil salen raros.", "Sin viñetas"},
	} {
		got, _ := held63e(t, c.first, c.second, c.added)
		inForce64d(t, got, 1, "the first ban, after "+c.added, c.ban)
	}
}

// 8. REGRESSION. The same with a word between the ban and the look:
// "Oh, and no long lists in your answers either, …", "Und bitte auch keine
// langen Tabellen, die sind am Handy unlesbar", "Y nada de emojis en tus
// respuestas tampoco, …" ("nada de") each mark the ban before them
// "(updated in #5)": the bullet points ("Stichpunkte", "viñetas") the
// person reading on a phone never wanted are allowed again. 49df7c6 kept
// each ban in force.
func TestSkeptic65fNoLongListsEitherKeepsNoBulletPoints(t *testing.T) {
	for _, c := range []struct{ first, second, added, ban string }{
		{"Hi! We're moving to Harrogate. No bullet points in your answers please, I'm on my phone.",
			"Moving day is Friday 12 September.",
			"Oh, and no long lists in your answers either, they're a mess on my phone.", "No bullet points"},
		{"Hallo! Ich plane die Taufe. Bitte keine Stichpunkte in deinen Antworten, ich lese am Handy.",
			"Die Taufe ist am Sonntag, 14. September.",
			"Und bitte auch keine langen Tabellen, die sind am Handy unlesbar.", "keine Stichpunkte"},
		{"Hola, organizo la comunión de Álvaro. Sin viñetas en tus respuestas, por favor, que lo leo en el móvil.",
			"La comunión es el sábado 17 de mayo.",
			"Y nada de emojis en tus respuestas tampoco, que en el móvil salen raros.", "Sin viñetas"},
	} {
		got, _ := held63e(t, c.first, c.second, c.added)
		inForce64d(t, got, 1, "the first ban, after "+c.added, c.ban)
	}
}

// 9. REGRESSION. bannedToo no longer holds "auch nicht" (taken out for
// "ich verstehe die Rechnungen auch nicht"), though it is how a German adds
// a ban as often as "auch keine": "Und Tabellen in deinen Antworten bitte
// auch nicht, …", "Und Emojis in deinen Antworten bitte auch nicht, …"
// mark "Bitte keine Stichpunkte in deinen Antworten" "(updated in #5)":
// the mother reading on her phone gets Stichpunkte again. 49df7c6 kept the
// ban in force.
func TestSkeptic65fTabellenAuchNichtKeepsKeineStichpunkte(t *testing.T) {
	for _, added := range []string{
		"Und Tabellen in deinen Antworten bitte auch nicht, die sind am Handy unlesbar.",
		"Und Emojis in deinen Antworten bitte auch nicht, die sind am Handy unlesbar.",
	} {
		got, _ := held63e(t, "Hallo! Ich plane die Taufe. Bitte keine Stichpunkte in deinen Antworten, ich lese am Handy.",
			"Die Taufe ist am Sonntag, 14. September.", added)
		inForce64d(t, got, 1, "the first ban, after "+added, "keine Stichpunkte")
	}
}

// 10. STILL MISSED. lookInAnswers lets "the" and a look run on when "in
// your answers" follows ("about the bullet points in your answers"), but
// plansToo still rules out tables and lists, even when the words say they
// are the answers': "I take back what I said about the tables in your
// answers, …", "… about the lists in your answers, …" take nothing back,
// and "No tables please" / "No lists please" stay in force, unmarked.
func TestSkeptic65fAboutTheTablesInYourAnswersTakesThemBack(t *testing.T) {
	for _, c := range []struct{ first, second, back, ban string }{
		{"Hiya, planning our Kirsty's wedding. No tables please, I read your answers out to me mam.",
			"Wedding's on Saturday 13 September at St Bega's.",
			"I take back what I said about the tables in your answers, me mam's got her new glasses.", "No tables"},
		{"Hiya, planning the club trip. No lists please, I read your answers out to me mam.",
			"Trip's Friday 10 October to Keswick.",
			"I take back what I said about the lists in your answers, me mam's got her new glasses.", "No lists"},
	} {
		got, _ := held63e(t, c.first, c.second, c.back)
		takenBackWhole64e(t, got, 1, c.back, c.ban)
	}
}

// 11. STILL MISSED. "keeping the emojis out" now takes the emojis back, but
// "leaving … out", as many say it, does not ("leaving" is no howWord): "I
// take back what I said about leaving the emojis out, me mam loves them",
// "… about leaving the bullet points out, Sue likes them for the
// newsletter" take nothing back, and "No emojis please" / "No bullet points
// please" stay in force, unmarked.
func TestSkeptic65fLeavingTheEmojisOutTakesThemBack(t *testing.T) {
	for _, c := range []struct{ first, second, back, ban string }{
		{"Hiya, planning the fete. No emojis please, I read your answers out to me mam.",
			"Fete's on Saturday 19 July on the school field.",
			"I take back what I said about leaving the emojis out, me mam loves them.", "No emojis"},
		{"Hiya, planning the club trip. No bullet points please, I copy your answers into the newsletter.",
			"Trip's Friday 10 October to Keswick.",
			"I take back what I said about leaving the bullet points out, Sue likes them for the newsletter.", "No bullet points"},
	} {
		got, _ := held63e(t, c.first, c.second, c.back)
		takenBackWhole64e(t, got, 1, c.back, c.ban)
	}
}

// Left as a note at stop 65: 1. "I take back what I said about the tables"
// (or "the lists", "de las listas") takes nothing back though the plans name
// no tables or lists: after "the", a look that is as often a thing of the
// plans names none, since the fifth review found "about the tables, we're
// hiring them from the scouts" deleting "No tables please". The words alone
// cannot tell the two apart; reading the plans' lines at the time the line is
// read (not only when it is merged) would.
