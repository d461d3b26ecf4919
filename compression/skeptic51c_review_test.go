package compression_test

import (
	"strings"
	"testing"
)

// Third review of 0ca08be (stop 51) by a skeptic helper: "partly updated"
// (partly, statements) and a bare number said as a change (revaluesBare).
// Each test below fails on 0ca08be and says what wrong context the model
// would be sent; each says whether it fails at 0ca08be~1 too. The sentences
// are this file's own.

// rememberedAfter51c is the memory after each text and an assistant's "Ok.":
// the first text is #1, the second #3, the third #5.
func rememberedAfter51c(t *testing.T, texts ...string) string {
	t.Helper()
	var msgs []string
	for _, text := range texts {
		msgs = append(msgs, text, "A: Ok.")
	}
	return remembered(t, said(msgs...))
}

// notUpdated51c reports each pair whose second text marks the first's line
// updated (wholly or partly).
func notUpdated51c(t *testing.T, pairs [][2]string) {
	t.Helper()
	for _, c := range pairs {
		got := rememberedAfter51c(t, c[0], c[1])
		if l := lineOf(got, 1); l == "" || strings.Contains(l, "updated in") {
			t.Errorf("%q changes nothing of %q, yet the line reads %q\n%s", c[1], c[0], l, got)
		}
	}
}

// A bare number that counts something else — members, bathrooms, visits a
// week, fillings, minutes late, guests — said with "now", "jetzt", "ahora",
// "again" is taken for a new amount or time: "The choir has 40 members now"
// marks "Choir rehearsal is at 7:30 on Wednesdays" updated, so the model
// reads the rehearsal time as outdated (and asks for it, or says it is not
// known); "I go to the gym 4 times a week now" outdates the 30-euro fee;
// "Mum's birthday lunch is now 12 people, still Sunday at 1pm" outdates the
// very day and time it repeats; "Gym is still 30 a month but now 2 of us
// go" outdates the price it says is still 30. New with 0ca08be (none was
// marked at 0ca08be~1).
func TestSkeptic51cACountSaidAsNewsIsNoNewAmountOrTime(t *testing.T) {
	notUpdated51c(t, [][2]string{
		{"Choir rehearsal is at 7:30 on Wednesdays.", "The choir has 40 members now."},
		{"Choir rehearsal is at 7:30 on Wednesdays.", "Choir rehearsal was great again, 25 people came."},
		{"The choir rehearses at 7:30 in the church hall on Wednesdays.", "The choir now has 20 singers, rehearsing at 7:30 on Wednesdays."},
		{"Der Chor probt mittwochs um 19:30 Uhr.", "Der Chor hat jetzt 30 Mitglieder."},
		{"El alquiler del local son 400 euros al mes.", "El local ahora tiene 3 baños."},
		{"The gym costs 30 euros a month.", "I go to the gym 4 times a week now."},
		{"Das Fitnessstudio kostet 30 Euro im Monat.", "Ich gehe jetzt 4 Mal die Woche ins Fitnessstudio."},
		{"El gimnasio cuesta 30 euros al mes.", "Ahora voy al gimnasio 4 veces por semana."},
		{"Gym is 30 euros a month, cash only.", "Gym is still 30 a month but now 2 of us go."},
		{"The dentist appointment is at 10:30 on Monday.", "The dentist now says I need 2 fillings."},
		{"My train leaves at 8:15 every morning.", "My train is now 10 minutes late every day."},
		{"Mein Zug fährt jeden Morgen um 8:15.", "Mein Zug hat jetzt jeden Tag 10 Minuten Verspätung."},
		{"Mi tren sale a las 8:15 cada mañana.", "Mi tren ahora llega 10 minutos tarde cada día."},
		{"Mum's birthday lunch is at 1pm on Sunday and she wants the roast beef.", "Mum's birthday lunch is now 12 people, still Sunday at 1pm."},
		{"Omas Geburtstagsessen ist am Sonntag um 13 Uhr bei uns im Garten.", "Omas Geburtstagsessen am Sonntag um 13 Uhr hat jetzt 12 Gäste."},
		{"El cumpleaños de mamá es el domingo a las 14:00 en nuestra casa.", "El cumpleaños de mamá el domingo a las 14:00 ahora somos 12."},
	})
}

// "now" of this moment — the hour it is, someone's age, a year — is no
// change of a value: "It's 11 now and choir rehearsal ran late" marks the
// rehearsal's 7:30 outdated; "Lena is 30 now", "Lena ist jetzt 30", "Ahora
// Lena tiene 30 años" mark what Lena pays for the flat outdated, as does
// "since 2019 now". The model is told her rent is no longer 50 with no
// other value to hold. New with 0ca08be (none was marked at 0ca08be~1).
func TestSkeptic51cNowOfThisMomentChangesNoValue(t *testing.T) {
	notUpdated51c(t, [][2]string{
		{"Choir rehearsal is at 7:30 on Wednesdays.", "It's 11 now and choir rehearsal ran late."},
		{"Lena pays 50 euros a month for the flat.", "Lena is 30 now."},
		{"Lena pays 50 euros a month for the flat.", "Now that Lena is 30 she wants her own flat."},
		{"Lena pays 50 euros a month for the flat.", "Lena has lived in the flat since 2019 now."},
		{"Lena zahlt 50 Euro im Monat für die Wohnung.", "Lena ist jetzt 30."},
		{"Lena paga 50 euros al mes por el piso.", "Ahora Lena tiene 30 años."},
	})
}

// A bare time of another event, or a bare price of another thing, is taken
// for the line's own: "Choir rehearsal now ends at 9" outdates its start at
// 7:30 (the model may send the person at 9); "Tom's flight now lands at 5"
// outdates dinner at Tom's at 7pm; "The gym now charges 5 for a towel"
// outdates the 30-euro fee; the electricity of the flat outdates its rent;
// "20 for parking" outdates the 50 for the flat said again in the same
// sentence. New with 0ca08be (none was marked at 0ca08be~1).
func TestSkeptic51cAnotherEventsTimeOrAnotherThingsPriceIsNotTheLines(t *testing.T) {
	notUpdated51c(t, [][2]string{
		{"Choir rehearsal is at 7:30 on Wednesdays.", "Choir rehearsal now ends at 9."},
		{"Der Chor probt mittwochs um 19:30 Uhr.", "Der Chor probt jetzt bis 21."},
		{"Dinner at Tom's is at 7pm on Friday.", "Tom's flight now lands at 5."},
		{"Tom's dinner party is at 7pm on Friday.", "Tom's flight is now 2 hours late."},
		{"The gym costs 30 euros a month.", "The gym now charges 5 for a towel."},
		{"El alquiler del local son 400 euros al mes.", "La luz del local ahora son 60 al mes."},
		{"Die Miete für die Wohnung beträgt 800 Euro.", "Der Strom für die Wohnung kostet jetzt 60 im Monat."},
		{"Lena pays 50 euros a month for the flat, bills included.", "Lena now pays 50 for the flat plus 20 for parking."},
	})
}

// partly takes any capitalized word for a person: a day ("Monday and
// Thursday", "Montag und Donnerstag", "Mondays and Thursdays") makes a
// second statement, so a line whose one value changed is marked "(partly
// updated in #3)": the model is told part of it still holds — yoga still at
// 6pm on Thursdays — where the whole line is old. New with 0ca08be (marked
// "(updated in #3)" whole at 0ca08be~1).
func TestSkeptic51cADayIsNoSecondPersonOfTheLine(t *testing.T) {
	for _, c := range [][2]string{
		{"Yoga is at 6pm on Monday and Thursday.", "Yoga is at 7pm now."},
		{"Mia's swimming is at 5pm, Mondays and Thursdays.", "Mia's swimming is at 5:30 now."},
		{"Der Kurs ist um 18 Uhr am Montag und Donnerstag.", "Der Kurs ist jetzt um 19 Uhr."},
	} {
		got := rememberedAfter51c(t, c[0], c[1])
		if l := lineOf(got, 1); !strings.Contains(l, "(updated in #3)") {
			t.Errorf("the whole of %q is old after %q, yet the line reads %q\n%s", c[0], c[1], l, got)
		}
	}
}

// The same with a thing named with a capital ("Netflix included"): Lena's
// one amount changed, yet the line is "(partly updated in #3)", so the model
// is told some of it — her 50 — may still hold. Fails at 0ca08be~1 too, but
// there as nothing marked at all (the bare 65 updated no amount then); the
// "partly" is new with 0ca08be.
func TestSkeptic51cAThingNamedIsNoSecondPersonOfTheLine(t *testing.T) {
	for _, c := range [][2]string{
		{"Lena pays 50 euros a month, Netflix included.", "Lena pays 65 now."},
		{"Lena paga 50 euros al mes, Netflix incluido.", "Lena ahora paga 65."},
	} {
		got := rememberedAfter51c(t, c[0], c[1])
		if l := lineOf(got, 1); !strings.Contains(l, "(updated in #3)") {
			t.Errorf("the whole of %q is old after %q, yet the line reads %q\n%s", c[0], c[1], l, got)
		}
	}
}

// When the second person's value changes too, the line stays "(partly
// updated in #5)": partly() looks only at who the newest line names, not
// at the statement an earlier line already updated. Jakub's 35 and Lena's
// 50 are both old, yet the model is told part of the line — Lena's 50, as
// #5 does not name her — still holds. New with 0ca08be (marked "(updated
// in #5)" whole at 0ca08be~1).
func TestSkeptic51cBothPeopleChangedIsNoLongerPartly(t *testing.T) {
	for _, c := range [][3]string{
		{"Jakub pays 35 euros a month and Lena pays 50.", "Lena pays 65 now.", "Jakub pays 40 now."},
		{"Carmen llega el martes y Pablo llega el jueves.", "Pablo ahora llega el viernes.", "Carmen ahora llega el lunes."},
	} {
		got := rememberedAfter51c(t, c[0], c[1], c[2])
		if l := lineOf(got, 1); !strings.Contains(l, "(updated in #5)") {
			t.Errorf("both values of %q changed (%q, %q), yet the line reads %q\n%s", c[0], c[1], c[2], l, got)
		}
	}
}

// One person's change marks the two people's line old whole when it names
// the other as whoever told (or names the person by a pronoun): "Jakub told
// me Lena pays 65 now" outdates Jakub's own 35 euros, which nothing
// changed — the case 0ca08be meant to fix. Older: fails at 0ca08be~1 too
// (no "partly" then).
func TestSkeptic51cTheOtherNamedAsTellerKeepsTheirValue(t *testing.T) {
	for _, c := range [][2]string{
		{"Jakub pays 35 euros a month and Lena pays 50.", "Jakub told me Lena pays 65 now."},
		{"Jakub paga 35 euros al mes y Lena paga 50.", "Jakub me dijo que Lena ahora paga 65."},
		{"Jakub pays 35 euros a month and Lena pays 50.", "She pays 65 now."},
	} {
		got := rememberedAfter51c(t, c[0], c[1])
		if l := lineOf(got, 1); !strings.Contains(l, "(partly updated in #3)") {
			t.Errorf("Jakub's 35 is still current after %q, yet the line reads %q\n%s", c[1], l, got)
		}
	}
}
