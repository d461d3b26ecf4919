package main

// The docs that state a structure are read against the code here: the
// package diagram of docs/architecture.md is the import graph, arrow for
// arrow, and the rules written beside it hold (one way down, no Bubble Tea
// below tui, nothing under tui writes the session).

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
)

const module = "github.com/ollm/ollm"

// goPackage is what `go list -json` says of a package.
type goPackage struct {
	ImportPath string
	Dir        string
	GoFiles    []string
	Imports    []string
	Export     string
}

// goList runs `go list -json` with args in the module and decodes its
// packages.
func goList(t *testing.T, args ...string) []goPackage {
	t.Helper()
	cmd := exec.Command("go", append([]string{"list", "-json"}, args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list %v: %v\n%s", args, err, stderr.String())
	}
	var pkgs []goPackage
	for dec := json.NewDecoder(bytes.NewReader(out)); ; {
		var p goPackage
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, p)
	}
	return pkgs
}

// short names a package of the module as the diagram does: main for the
// module's root, else its folder.
func short(path string) (string, bool) {
	switch {
	case path == module:
		return "main", true
	case strings.HasPrefix(path, module+"/"):
		return strings.TrimPrefix(path, module+"/"), true
	}
	return "", false
}

// importGraph is the module's packages and the module's packages each
// imports (tests left out: they are not the architecture).
func importGraph(t *testing.T) map[string][]string {
	graph := map[string][]string{}
	for _, p := range goList(t, "./...") {
		name, _ := short(p.ImportPath)
		graph[name] = []string{}
		for _, imp := range p.Imports {
			if dep, ok := short(imp); ok {
				graph[name] = append(graph[name], dep)
			}
		}
		sort.Strings(graph[name])
	}
	return graph
}

// diagramLine is one line of the diagram: a package, what it imports, and
// where.
type diagramLine struct {
	pkg  string
	deps []string
	line int
}

// readDiagram reads the package diagram: the first fenced block after the
// heading "## Packages and dependencies", a line a package, "pkg → a, b,
// c/{d,e}" (nothing after the name: it imports none of the module's).
func readDiagram(t *testing.T, path string) []diagramLine {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []diagramLine
	section, fenced := false, false
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "## "):
			section = line == "## Packages and dependencies"
		case section && strings.HasPrefix(line, "```") && !fenced:
			fenced = true
		case section && strings.HasPrefix(line, "```"):
			return out
		case fenced && strings.TrimSpace(line) != "":
			name, deps, _ := strings.Cut(line, "→")
			d := diagramLine{pkg: strings.TrimSpace(name), line: n, deps: []string{}}
			for _, dep := range strings.Split(deps, ",") {
				if dep = strings.TrimSpace(dep); dep != "" {
					d.deps = append(d.deps, dep)
				}
			}
			d.deps = expand(strings.Join(d.deps, ","))
			sort.Strings(d.deps)
			out = append(out, d)
		}
	}
	t.Fatalf("%s: no diagram (a fenced block under \"## Packages and dependencies\")", path)
	return nil
}

// expand writes out a list with braces: "a, c/{d,e}" is a, c/d, c/e.
func expand(list string) []string {
	var out []string
	depth, start := 0, 0
	items := []string{}
	for i, r := range list {
		switch r {
		case '{':
			depth++
		case '}':
			depth--
		case ',':
			if depth == 0 {
				items = append(items, list[start:i])
				start = i + 1
			}
		}
	}
	items = append(items, list[start:])
	for _, it := range items {
		it = strings.TrimSpace(it)
		if it == "" {
			continue
		}
		pre, rest, ok := strings.Cut(it, "{")
		if !ok {
			out = append(out, it)
			continue
		}
		inner, post, _ := strings.Cut(rest, "}")
		for _, in := range strings.Split(inner, ",") {
			out = append(out, pre+strings.TrimSpace(in)+post)
		}
	}
	return out
}

// The diagram of docs/architecture.md is the import graph: every package of
// the module is on it, with exactly the packages of the module it imports —
// no arrow missing, none drawn where there is no import.
func TestArchitectureDiagramIsTheImportGraph(t *testing.T) {
	graph := importGraph(t)
	diagram := readDiagram(t, "docs/architecture.md")
	drawn := map[string]diagramLine{}
	for _, d := range diagram {
		if prev, ok := drawn[d.pkg]; ok {
			t.Errorf("docs/architecture.md:%d: %s is drawn twice (also on line %d)", d.line, d.pkg, prev.line)
		}
		drawn[d.pkg] = d
		deps, ok := graph[d.pkg]
		if !ok {
			t.Errorf("docs/architecture.md:%d: %s is drawn, but the module has no such package", d.line, d.pkg)
			continue
		}
		for _, dep := range d.deps {
			if !slices.Contains(deps, dep) {
				t.Errorf("docs/architecture.md:%d: %s → %s is drawn, but %s does not import it", d.line, d.pkg, dep, d.pkg)
			}
		}
		for _, dep := range deps {
			if !slices.Contains(d.deps, dep) {
				t.Errorf("docs/architecture.md:%d: %s imports %s, which the diagram does not draw", d.line, d.pkg, dep)
			}
		}
	}
	for pkg := range graph {
		if _, ok := drawn[pkg]; !ok {
			t.Errorf("docs/architecture.md: the package %s is not on the diagram (it imports %v)", pkg, graph[pkg])
		}
	}
}

// The diagram is drawn top down and its arrows point down: a package
// imports only packages drawn below it, so the dependencies go one way.
func TestDependenciesPointOneWay(t *testing.T) {
	diagram := readDiagram(t, "docs/architecture.md")
	at := map[string]int{}
	for i, d := range diagram {
		at[d.pkg] = i
	}
	for i, d := range diagram {
		for _, dep := range d.deps {
			if j, ok := at[dep]; ok && j <= i {
				t.Errorf("docs/architecture.md:%d: %s → %s points up: %s is drawn above it", d.line, d.pkg, dep, dep)
			}
		}
	}
}

// Nothing below tui imports Bubble Tea: only the chat screen and the command
// line that starts it know of it.
func TestNoBubbleTeaBelowTui(t *testing.T) {
	for _, p := range goList(t, "./...") {
		name, _ := short(p.ImportPath)
		if name == "tui" || strings.HasPrefix(name, "tui/") || name == "cmd" {
			continue
		}
		for _, imp := range p.Imports {
			if strings.HasPrefix(imp, "charm.land/bubbletea") {
				t.Errorf("%s imports %s: Bubble Tea stays in tui (and cmd, which starts it)", name, imp)
			}
		}
	}
}

// mutators are the methods of package session that change what they are
// called on; the other methods only read.
var mutators = map[string]bool{"Append": true, "Touch": true}

// Nothing under tui writes a field of the session's types (a Session, its
// messages, options, checkpoints…): the screens change the session only
// through the engine's methods, which keep its invariants (the revision, the
// counts). Read with the type checker, so that a write through a local
// variable or an index counts as well.
func TestNothingUnderTuiWritesTheSession(t *testing.T) {
	pkgs := goList(t, "-export", "-deps", "./tui/...")
	export := map[string]string{}
	for _, p := range pkgs {
		export[p.ImportPath] = p.Export
	}
	fset := token.NewFileSet()
	imp := importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		if export[path] == "" {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(export[path])
	})
	// state holds the session's types: Session and the types of its fields,
	// down to the leaves (its messages, options, checkpoints, cuts…), not
	// the listings (Info) made of it.
	state := map[*types.TypeName]bool{}
	sessionType := func(tp types.Type) bool {
		tp = elem(tp)
		n, ok := tp.(*types.Named)
		return ok && state[n.Obj()]
	}
	var collect func(tp types.Type)
	collect = func(tp types.Type) {
		tp = elem(tp)
		n, ok := tp.(*types.Named)
		if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != module+"/session" || state[n.Obj()] {
			return
		}
		state[n.Obj()] = true
		if st, ok := n.Underlying().(*types.Struct); ok {
			for i := range st.NumFields() {
				collect(st.Field(i).Type())
			}
		}
	}
	sess, err := imp.Import(module + "/session")
	if err != nil {
		t.Fatal(err)
	}
	collect(sess.Scope().Lookup("Session").Type())
	if len(state) < 5 {
		t.Fatalf("the session's types: %d", len(state))
	}
	checked := 0
	for _, p := range pkgs {
		name, ok := short(p.ImportPath)
		if !ok || (name != "tui" && !strings.HasPrefix(name, "tui/")) {
			continue
		}
		var files []*ast.File
		for _, f := range p.GoFiles {
			file, err := parser.ParseFile(fset, filepath.Join(p.Dir, f), nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, file)
		}
		info := &types.Info{Selections: map[*ast.SelectorExpr]*types.Selection{}, Types: map[ast.Expr]types.TypeAndValue{}}
		if _, err := (&types.Config{Importer: imp}).Check(p.ImportPath, fset, files, info); err != nil {
			t.Fatalf("type-checking %s: %v", name, err)
		}
		checked++
		// writes reports e when it is a field of a session type.
		writes := func(e ast.Expr, how string) {
			for {
				switch x := e.(type) {
				case *ast.ParenExpr:
					e = x.X
					continue
				case *ast.IndexExpr:
					e = x.X
					continue
				case *ast.SelectorExpr:
					if sel := info.Selections[x]; sel != nil && sel.Kind() == types.FieldVal && sessionType(sel.Recv()) {
						t.Errorf("%s: %s %s.%s, a field of %s: tui changes the session only through the engine", fset.Position(x.Pos()), how, types.ExprString(x.X), x.Sel.Name, sel.Recv())
						return
					}
					e = x.X
					continue
				}
				return
			}
		}
		for _, file := range files {
			ast.Inspect(file, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.AssignStmt:
					if n.Tok != token.DEFINE {
						for _, l := range n.Lhs {
							writes(l, "writes")
						}
					}
				case *ast.IncDecStmt:
					writes(n.X, "writes")
				case *ast.CallExpr:
					if s, ok := n.Fun.(*ast.SelectorExpr); ok && mutators[s.Sel.Name] {
						if sel := info.Selections[s]; sel != nil && sel.Kind() == types.MethodVal && sessionType(sel.Recv()) {
							t.Errorf("%s: calls %s, which changes the session: tui changes it only through the engine", fset.Position(n.Pos()), types.ExprString(n.Fun))
						}
					}
				}
				return true
			})
		}
	}
	if checked < 10 {
		t.Fatalf("only %d packages under tui were checked", checked)
	}
}

// mostMethods is how many methods a type may have (style.md: a type that
// grows past it is two types).
const mostMethods = 25

// No type has more than mostMethods methods: tui.Model was 55, then 45,
// before its parts became types of their own.
func TestNoTypeHasTooManyMethods(t *testing.T) {
	fset := token.NewFileSet()
	for _, p := range goList(t, "./...") {
		count := map[string]int{}
		for _, f := range p.GoFiles {
			file, err := parser.ParseFile(fset, filepath.Join(p.Dir, f), nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range file.Decls {
				fn, ok := d.(*ast.FuncDecl)
				if !ok || fn.Recv == nil {
					continue
				}
				recv := fn.Recv.List[0].Type
				if star, ok := recv.(*ast.StarExpr); ok {
					recv = star.X
				}
				if g, ok := recv.(*ast.IndexExpr); ok {
					recv = g.X
				}
				if id, ok := recv.(*ast.Ident); ok {
					count[id.Name]++
				}
			}
		}
		name, _ := short(p.ImportPath)
		for typ, n := range count {
			if n > mostMethods {
				t.Errorf("%s.%s has %d methods, more than %d", name, typ, n, mostMethods)
			}
		}
	}
}

// elem is what pointers, slices and maps of tp lead to.
func elem(tp types.Type) types.Type {
	for {
		switch x := tp.(type) {
		case *types.Pointer:
			tp = x.Elem()
		case *types.Slice:
			tp = x.Elem()
		case *types.Map:
			tp = x.Elem()
		default:
			return tp
		}
	}
}
