package compression_test

import (
	"testing"

	"github.com/ollm/ollm/compression"
)

// FuzzExtractNeverPanics reads whatever a person may type, as one message
// and then as a conversation merged line by line: the reader must not crash
// a chat on a dash, a smiley typed with spaces or a word of punctuation (two
// such panics were found at stop 47, one at stop 49). `go test` runs the seeds; `go test
// -fuzz FuzzExtractNeverPanics ./compression` looks for more.
func FuzzExtractNeverPanics(f *testing.F) {
	for _, seed := range []string{
		"", ".", "–", "Bins are out. –", "Great news. — ", "Thanks! : ) Do I need a permit for the skip?",
		"Please stop.", "Call me", "Give me", "No", "Noo", "Nooo emojis", "don't", "Don't send me to", "Forget all",
		"Use", "I prefer", "Explain", "¿?", "¡!", ": :", "- - -", "1.", "a, b, c", "Somos", "Wir sind", "and I've no idea",
		"Always answer in French. English is fine again.", "Ich bin mir noch nicht sicher, wer", "y no sé dónde",
		"ja?", ", eh?", "Call me Al", "Komm mir", "no me vaya a", "Still haven't sorted", "Filling's settled:", "x: y", // stop 49: "ja?" sliced before its match
		"no idea what day it is", "no sé si voy o vengo", "how my mum does it at", "Was noch fehlt:", // stop 62: a sigh that ends the line
		"No idea what day it is, or", "or how much", "I don't know how the", "explícamelo todo como a,", "any prices you give me, give them in", "Neue Sorge: wohin mit", "Tom told me,", "Davy Orr, he sells", // stop 63
		", who has the keys? That's the question.", "Change of plan —", "Change of plan, we", "Solved,:", "Gelöst, und:", "Remind me who", "Remind me",
		"¿Me recuerdas", "no me metas", "Tutéame y", "los precios dímelos", "From now on,", "ya puedes", "you can go back to", "Rule for you:", "x's rule:", "You can't imagine the tables", // stop 67
		"Q32 ☐", "Q3 ☐ x", "‹", "‹x›", "‹sechzehne› Was", "【", "【x】 y", "‚", "kein ‚", "When I go on about", "when I, don't tell", "Cuando hablo, no me", // stop 68
		"Do I need", "Und wer fährt", "so you can use", "Según mi jefa, ya puedes", "No need to round", "Kannst ruhig", "Ya no hace falta que me",
		"Así: tres párrafos cortos y sin emojis.", "Así:", "Quedó así:", "Ya quedó:", "Max three or", "when you talk about the boat give me", "When you x give me", ", catorce por lo menos", "x, two at", // stop 86: "Así:" panicked
		"is a mystery to me", "How is a mystery to me", "Still can't see how", "Sigo sin ver cómo", "Lo que me preocupa es x: y. ¿Quién?", "Thing I haven't cracked:", "haven't cracked",
		"Do not.", "Please do not.", "do not!", "tell me", "dímelo", "Don't sugarcoat", "dann halt", "Dann halt.", "x, bevor:", "Scrap the. now", "hab kauft", // stop 87: "Do not." panicked
		"So we decide", "so we decide x, no", "We decide:", "we settle it:", "We settled it: x", "Scrap that name,", "Scrap that name, x", "Scrap the name", "Had one request:", "Just had", "Tenía un pedido:", "Tenía", // stop 92
		"Do keep", "Do please", "do pls keep it short from now on", "Do", "I had one request: use", "hon, forget it", ", forget it", "x, vergiss es", "Te pido un favor: que me", "Tenía un pedido: que me", "I need whole", "Give me as long as it takes",
		"Solo le voy a pedir", "Una cosa le voy a pedir:", "none of those", "skip all those", "Okay hon, x. y, forget it.", "Forget the name", "Forget that name, he wants to be called X",
		"Do keep it short for now", "Do use metric when", "Do x for now, during", "Rule number one:", "Rule number one: talk to me", "Rule number one: talk to me plain, x", "no essay", "without an", // stop 93
		"x and me agree:", "Me and x agree: y go on", "We agree:", "Wir sind uns einig:", "Estamos de acuerdo:", "How I", "how we keep", "Still ain't sort out", "Still got to figure how",
		"Nearly forget", "Nearly forgot:", "casi me olvido", "Almost", "verschieben wir auf", "verschieben", "lo pasamos al", "lo pasamos a", "lo cambiamos por", "zieht ins", "zieht", "we push x to",
		"Boat name now X", "x now", "now X", "Cambio de hora: x. Entonces", "Cambio de hora:", "Si llueve, lo pasamos al domingo", "si", "a las", "auf 14 Uhr",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s := said(text, "A: Ok.", text, "A: Ok.")
		compression.Extract(s, []int{0, 2})
		remembered(t, s)
		// After an instruction and a decision: what bears on earlier lines
		// is read too (stop 67: "You can't …" after one panicked).
		remembered(t, said("Please keep the answers short, no tables, kilos only.", "A: Ok.",
			"Change of plan: we're doing the show on Saturday.", "A: Ok.", text, "A: Ok."))
	})
}
