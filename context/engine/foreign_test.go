package engine

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/ollama/ollama/api"
)

// A server on the port that is not Ollama (a web server, another JSON API) gets
// a sentence that says so, never Go's type names or the raw page.
func TestForeignServerIsNamedAsSuch(t *testing.T) {
	cases := map[string]http.HandlerFunc{
		"html 501": func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(http.StatusNotImplemented)
			_, _ = w.Write([]byte("<!DOCTYPE HTML PUBLIC \"-//IETF//DTD HTML 2.0//EN\">\n<html><head><title>501</title></head></html>\n"))
		},
		"html 200": func(w http.ResponseWriter, r *http.Request) {
			_, _ = w.Write([]byte("<html><body>It works!</body></html>\n"))
		},
		"json of another shape": func(w http.ResponseWriter, r *http.Request) {
			_, _ = w.Write([]byte(`{"models":[1,2,3],"message":[]}` + "\n"))
		},
	}
	checked := 0
	for name, h := range cases {
		srv := httptest.NewServer(h)
		host := strings.TrimPrefix(srv.URL, "http://")
		client := api.NewClient(HostURL(host), srv.Client())
		_, listErr := Installed(context.Background(), client)
		chatErr := client.Chat(context.Background(), &api.ChatRequest{Model: "m"}, func(r api.ChatResponse) error { return nil })
		srv.Close()
		for what, err := range map[string]error{"list": listErr, "chat": chatErr} {
			if err == nil {
				continue // an HTML 200 to a list reads as an empty JSON body for some servers
			}
			checked++
			got := Explain(err, host)
			if !strings.Contains(got, "is not an Ollama server") || strings.Contains(got, "Go value") || strings.Contains(got, "<html") || strings.Contains(got, "DOCTYPE") {
				t.Errorf("%s, %s: %q (from %v)", name, what, got, err)
			}
		}
	}
	if checked < 5 {
		t.Fatalf("only %d of 6 calls failed: the fake servers did not answer as foreign ones do", checked)
	}
}
