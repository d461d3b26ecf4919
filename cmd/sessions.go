package cmd

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/ollm/ollm/session"
)

func newSessionsCmd(g *globals, out io.Writer) *cobra.Command {
	c := &cobra.Command{
		Use:     "sessions",
		Aliases: []string{"session"},
		Short:   "List, show, export and remove saved sessions",
	}
	complete := func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		store, err := g.store()
		if err != nil {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		infos, _ := store.List()
		var ids []string
		for _, in := range infos {
			ids = append(ids, in.ID+"\t"+in.Title)
		}
		return ids, cobra.ShellCompDirectiveNoFileComp
	}
	list := &cobra.Command{
		Use:   "list",
		Short: "List sessions, most recent first",
		Args:  cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error {
			store, err := g.store()
			if err != nil {
				return err
			}
			infos, err := store.List()
			if err != nil {
				return err
			}
			if len(infos) == 0 {
				fmt.Fprintln(out, "No saved sessions in", store.Dir())
				return nil
			}
			w := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
			fmt.Fprintln(w, "ID\tUPDATED\tMODEL\tMESSAGES\tTITLE")
			for _, in := range infos {
				if in.Err != nil {
					fmt.Fprintf(w, "%s\t%s\t\t\tunreadable: %v\n", in.ID, in.Updated.Format("2006-01-02 15:04"), in.Err)
					continue
				}
				fmt.Fprintf(w, "%s\t%s\t%s\t%d\t%s\n", in.ID, in.Updated.Local().Format("2006-01-02 15:04"), in.Model, in.Messages, in.Title)
			}
			return w.Flush()
		},
	}
	show := &cobra.Command{
		Use:               "show ID",
		Short:             "Print a session as markdown",
		Args:              cobra.ExactArgs(1),
		ValidArgsFunction: complete,
		RunE: func(_ *cobra.Command, args []string) error {
			s, store, err := loadSession(g, args[0])
			if err != nil {
				return err
			}
			// Its images are linked where the store keeps them.
			_, err = io.WriteString(out, session.Markdown(s, session.ImagesOf(store).Link))
			return err
		},
	}
	var format, output string
	var force bool
	export := &cobra.Command{
		Use:               "export ID",
		Short:             "Write a session as markdown or JSON",
		Args:              cobra.ExactArgs(1),
		ValidArgsFunction: complete,
		RunE: func(_ *cobra.Command, args []string) error {
			s, store, err := loadSession(g, args[0])
			if err != nil {
				return err
			}
			if output == "" || output == "-" {
				// No folder to write the images beside: they are linked where
				// the store keeps them.
				data, err := session.Export(s, format, session.ImagesOf(store).Link)
				if err != nil {
					return exitError{msg: err.Error()}
				}
				_, err = out.Write(data)
				return err
			}
			if format != "md" && format != "markdown" && format != "json" {
				return exitError{msg: fmt.Sprintf("unknown format %q: use md or json", format)}
			}
			if err := session.ImagesOf(store).ExportTo(s, format, output, force); err != nil {
				if errors.Is(err, session.ErrExists) {
					return exitError{msg: fmt.Sprintf("%s already exists; --force replaces it", output)}
				}
				return exitError{msg: fmt.Sprintf("could not write %s: %v", output, err)}
			}
			fmt.Fprintln(out, "Wrote", output)
			return nil
		},
	}
	export.Flags().StringVarP(&format, "format", "f", "md", "md or json")
	export.Flags().StringVarP(&output, "output", "o", "", "file to write (default: standard output)")
	export.Flags().BoolVar(&force, "force", false, "replace the output file if it exists")
	rm := &cobra.Command{
		Use:               "rm ID...",
		Short:             "Remove sessions",
		Args:              cobra.MinimumNArgs(1),
		ValidArgsFunction: complete,
		RunE: func(_ *cobra.Command, args []string) error {
			store, err := g.store()
			if err != nil {
				return err
			}
			for _, id := range args {
				if err := store.Remove(id); err != nil {
					return exitError{msg: err.Error()}
				}
				fmt.Fprintln(out, "Removed", id)
			}
			return nil
		},
	}
	search := &cobra.Command{
		Use:   "search TEXT",
		Short: "Search every saved session, compacted messages and summaries included",
		Args:  cobra.MinimumNArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			store, err := g.store()
			if err != nil {
				return err
			}
			text := strings.Join(args, " ")
			hits, skipped, err := store.Search(text)
			if err != nil {
				return err
			}
			printHits(out, hits)
			for _, in := range skipped {
				fmt.Fprintf(out, "(not searched: %v)\n", in.Err)
			}
			if len(hits) == 0 {
				return exitError{msg: fmt.Sprintf("%q was not found in %s", text, store.Dir())}
			}
			return nil
		},
	}
	c.AddCommand(list, show, export, rm, search)
	return c
}

func loadSession(g *globals, id string) (*session.Session, *session.Store, error) {
	store, err := g.store()
	if err != nil {
		return nil, nil, err
	}
	s, err := store.Load(id)
	if err != nil {
		return nil, nil, exitError{msg: err.Error()}
	}
	return s, store, nil
}

// printHits prints search hits grouped by session, newest session first.
func printHits(out io.Writer, hits []session.Hit) {
	last := ""
	for _, h := range hits {
		if h.SessionID != last {
			if last != "" {
				fmt.Fprintln(out)
			}
			fmt.Fprintf(out, "%s  %s  %s\n", h.SessionID, h.Updated.Local().Format("2006-01-02 15:04"), h.Title)
			last = h.SessionID
		}
		where := fmt.Sprintf("message %d (%s)", h.Message+1, h.Role)
		if h.Message < 0 {
			where = fmt.Sprintf("checkpoint %d summary", h.Checkpoint)
		}
		fmt.Fprintf(out, "  %s: %s\n", where, h.Snippet)
	}
}
