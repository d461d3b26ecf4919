package cmd

import (
	"context"
	"fmt"
	"io"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/say"
)

func newModelsCmd(g *globals, out io.Writer) *cobra.Command {
	return &cobra.Command{
		Use:   "models",
		Short: "List the installed models with their size and context length",
		Args:  cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			ctx, cancel := context.WithTimeout(c.Context(), 30*time.Second)
			defer cancel()
			client := g.client()
			models, err := engine.Installed(ctx, client)
			if err != nil {
				return exitError{msg: engine.Explain(err, g.hostAddr())}
			}
			if len(models) == 0 {
				return exitError{msg: "No models are installed. Get one with `ollama pull NAME`."}
			}
			w := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
			fmt.Fprintln(w, "NAME\tPARAMETERS\tQUANT\tSIZE\tCONTEXT")
			for _, m := range models {
				info, err := engine.Show(ctx, client, m.Name)
				cl := "?"
				if err == nil && info.ContextLength > 0 {
					cl = fmt.Sprint(info.ContextLength)
				}
				fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\n", m.Name, m.Details.ParameterSize, m.Details.QuantizationLevel, say.Size(m.Size), cl)
			}
			return w.Flush()
		},
	}
}
