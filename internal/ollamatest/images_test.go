package ollamatest

import (
	"encoding/base64"
	"slices"
	"testing"

	"github.com/ollama/ollama/api"
	"github.com/ollama/ollama/types/model"
)

// An image sent to a model without a vision projector (the tiny model's
// capabilities do not list vision): HTTP 200, no error and no warning in the
// answer; the image is not seen — Ollama writes a tag "[img-N]" before the
// message's text in its place, and prompt_eval_count counts that tag and
// nothing of the image (the same for bytes that are not an image at all).
// So ollm never sends images to such a model: the person would get an answer
// about a picture the model never saw.
func TestImageToAModelWithoutVision(t *testing.T) {
	s := Require(t)
	resp, err := client(t, s).Show(t.Context(), &api.ShowRequest{Model: TinyModel})
	if err != nil {
		t.Fatal(err)
	}
	if slices.Contains(resp.Capabilities, model.CapabilityVision) {
		t.Fatalf("the tiny model lists vision: %v", resp.Capabilities)
	}
	png := "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEUlEQVR4nGP4z8AARwzEcQCukw/x0F8jngAAAABJRU5ErkJggg=="
	for _, images := range [][]string{{png}, {png, base64.StdEncoding.EncodeToString([]byte("not an image"))}} {
		body := map[string]any{
			"model":    TinyModel,
			"messages": []map[string]any{{"role": "user", "content": "what is this", "images": images}},
			"options":  map[string]any{"num_ctx": 512, "seed": 1, "num_predict": 4},
			"truncate": false, "shift": false,
		}
		code, chunks := postChat(t, s, body)
		if code != 200 || len(chunks) == 0 {
			t.Fatalf("%d images: HTTP %d, %d lines", len(images), code, len(chunks))
		}
		last := chunks[len(chunks)-1]
		if _, failed := last["error"]; failed || last["done"] != true {
			t.Fatalf("%d images: the answer ends %v", len(images), last)
		}
		tags := "[img-0]"
		if len(images) == 2 {
			tags = "[img-0][img-1]"
		}
		if got, want := num(last, "prompt_eval_count"), promptTokens("user", tags+"what is this"); got != want {
			t.Fatalf("%d images: prompt_eval_count %d, want %d (the text with %q before it, nothing of the images)", len(images), got, want, tags)
		}
	}
}
