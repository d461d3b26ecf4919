package attach

import (
	"testing"
)

// A reviewer's tests (skeptic24), expected to fail on the current code.

// A file that ends in the middle of a UTF-8 sequence holds bytes that are
// not UTF-8 text, as latin1.txt does: it should be refused. It is read as
// text, and the bytes the person's file holds are not the ones the model
// gets (JSON turns them into U+FFFD) nor the ones the session keeps.
func TestSkeptic24FileEndingInACutUTF8SequenceIsRefused(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "cut.txt", []byte("the price is 12 \xe2\x82")) // "€" cut after two of its three bytes
	f, err := Read(dir, "cut.txt", bytesCount, 0)
	if err == nil {
		t.Errorf("cut.txt, which ends in a cut UTF-8 sequence, was read as text: %q (sha256 of the bytes %s)", f.Text, f.ShortHash())
	}
}

// `\@name` is the way to write an @ that begins a word without naming a
// file; an @ inside a word was never a mention and needs no escape. Unescape
// drops the backslash of every `\@`, so a message that says `user\@host`
// (a Perl string, a regex, an escaped address in a shell line) reaches the
// model as `user@host`: not what the person typed.
func TestSkeptic24BackslashAtInsideAWordIsSentAsTyped(t *testing.T) {
	for _, typed := range []string{`grep -E 'user\@host' access.log`, `my $s = "a\@b";`} {
		if Mentions(typed) != nil {
			t.Fatalf("setup: %q names a file", typed)
		}
		if got := Unescape(typed); got != typed {
			t.Errorf("the person typed %q; the model is sent %q", typed, got)
		}
	}
}
