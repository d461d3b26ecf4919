package engine

import (
	"context"
	"net"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/ollama/ollama/api"
)

// Catalog is the part of *api.Client that describes models.
type Catalog interface {
	List(ctx context.Context) (*api.ListResponse, error)
	Show(ctx context.Context, req *api.ShowRequest) (*api.ShowResponse, error)
}

// ModelInfo is what ollm needs to know of a model.
type ModelInfo struct {
	Name string
	// ContextLength is the model's maximum window, model_info["<arch>.context_length"];
	// zero when the server does not say.
	ContextLength int
	// ParameterSize is Ollama's text, such as "8.0B" or "115K".
	ParameterSize string
	Quantization  string
	Family        string
	// Thinking is set when /api/show lists the thinking capability; Tools
	// when it lists tools (the model is offered the context tools).
	Thinking bool
	Tools    bool
	// Vision is set when /api/show lists vision: the model sees the images
	// sent with messages.
	Vision bool
}

// Show describes one model. A model the server does not have yields a
// *ModelMissingError naming the installed ones.
func Show(ctx context.Context, c Catalog, name string) (ModelInfo, error) {
	resp, err := c.Show(ctx, &api.ShowRequest{Model: name})
	if err != nil {
		if IsModelMissing(err) {
			return ModelInfo{}, missing(ctx, c, name)
		}
		return ModelInfo{}, err
	}
	info := ModelInfo{
		Name:          name,
		ParameterSize: resp.Details.ParameterSize,
		Quantization:  resp.Details.QuantizationLevel,
		Family:        resp.Details.Family,
	}
	info.Thinking = slices.Contains(resp.Capabilities, "thinking")
	info.Tools = slices.Contains(resp.Capabilities, "tools")
	info.Vision = slices.Contains(resp.Capabilities, "vision")
	arch, _ := resp.ModelInfo["general.architecture"].(string)
	info.ContextLength = intOf(resp.ModelInfo[arch+".context_length"])
	return info, nil
}

func missing(ctx context.Context, c Catalog, name string) error {
	e := &ModelMissingError{Model: name}
	if list, err := c.List(ctx); err == nil {
		for _, m := range list.Models {
			e.Installed = append(e.Installed, m.Name)
		}
	}
	return e
}

// intOf reads a JSON number, which decodes as float64.
func intOf(v any) int {
	switch n := v.(type) {
	case float64:
		return int(n)
	case int:
		return n
	case string:
		i, _ := strconv.Atoi(n)
		return i
	}
	return 0
}

// Installed lists the installed model names, sorted.
func Installed(ctx context.Context, c Catalog) ([]api.ListModelResponse, error) {
	list, err := c.List(ctx)
	if err != nil {
		return nil, err
	}
	models := list.Models
	sort.Slice(models, func(i, j int) bool { return models[i].Name < models[j].Name })
	return models, nil
}

// NumCtx chooses the window to send: the wanted one, capped by the model's maximum.
// It never returns zero: Ollama's default window is never used.
func NumCtx(want int, info ModelInfo) int {
	if want <= 0 {
		want = DefaultNumCtx
	}
	if info.ContextLength > 0 && want > info.ContextLength {
		return info.ContextLength
	}
	return want
}

// DefaultNumCtx is the window used when neither the config nor a flag names one.
const DefaultNumCtx = 8192

// HostURL turns an OLLAMA_HOST-style address ("127.0.0.1:11434", "localhost",
// "http://host:port/path") into a URL, the way the official client reads it.
func HostURL(s string) *url.URL {
	defaultPort := "11434"
	s = strings.TrimSpace(s)
	scheme, hostport, ok := strings.Cut(s, "://")
	switch {
	case !ok:
		scheme, hostport = "http", s
	case scheme == "http":
		defaultPort = "80"
	case scheme == "https":
		defaultPort = "443"
	}
	hostport, path, _ := strings.Cut(hostport, "/")
	host, port, err := net.SplitHostPort(hostport)
	if err != nil {
		host, port = "127.0.0.1", defaultPort
		if ip := net.ParseIP(strings.Trim(hostport, "[]")); ip != nil {
			host = ip.String()
		} else if hostport != "" {
			host = hostport
		}
	}
	if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		port = defaultPort
	}
	return &url.URL{Scheme: scheme, Host: net.JoinHostPort(host, port), Path: path}
}
