package tea

import (
	"testing"
)

// ollm's patch removed TestViewModel and TestClearMsg: they compared the
// bytes written by programs that change their view faster than the original's
// ticker, so that only the last view was ever drawn. With frames drawn when
// the view changes, the first view is drawn at once and the ones after it as
// the frame rate allows, so which intermediate views reach the output depends
// on timing (lines_test.go and frames_test.go test the patch).

func TestIsPlausibleWindowSize(t *testing.T) {
	tests := []struct {
		w, h int
		want bool
	}{
		{80, 24, true},
		{0, 0, true},
		{500, 200, true},
		{-1, 24, false},
		{80, -1, false},
		{5000, 1, false},
		{23000, 23000, false},
		{29000, 29000, false},
		{2000, 2000, false},
	}
	for _, tt := range tests {
		if got := isPlausibleWindowSize(tt.w, tt.h); got != tt.want {
			t.Errorf("isPlausibleWindowSize(%d, %d) = %v, want %v", tt.w, tt.h, got, tt.want)
		}
	}
}
