package compression

import "testing"

// Where people meet is where something happens, as where a thing is kept:
// "treffen sich alle Gäste beim Brunnen vor dem Gemeindehaus" (a place of
// dev108) was weighed as a remark and dropped, in words the conversation
// used often, beside a line with a name.
func TestWherePeopleMeetIsAPlace(t *testing.T) {
	for _, s := range []string{
		"und bevor es losgeht, treffen sich alle gäste beim brunnen vor dem gemeindehaus in elm",
		"before it starts, all the guests meet at the fountain in front of the hall",
		"nos juntamos en la plaza antes de la misa",
	} {
		if !meetsAt(s) {
			t.Errorf("%q does not say where", s)
		}
	}
	for _, s := range []string{"nice to meet you at last", "we meet again"} {
		if meetsAt(s) {
			t.Errorf("%q says where", s)
		}
	}
}
