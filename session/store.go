package session

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// Errors a load can end with; a *LoadError wraps one of them with the file.
// ErrStale is what Save returns when it skipped a revision older than one it
// already wrote: the file holds newer data, and nothing was written.
var (
	ErrStale    = errors.New("a newer revision of the session is already saved")
	ErrNotFound = errors.New("no such session")
	ErrCorrupt  = errors.New("the session file is corrupt")
	ErrNewer    = errors.New("the session file was written by a newer ollm")
)

// LoadError names the file a load failed on. The file is never changed by a
// failed load.
type LoadError struct {
	Path string
	Err  error // ErrNotFound, ErrCorrupt or ErrNewer, possibly wrapping the cause
}

func (e *LoadError) Error() string {
	switch {
	case errors.Is(e.Err, ErrNotFound):
		return fmt.Sprintf("no session file at %s", e.Path)
	case errors.Is(e.Err, ErrNewer):
		return fmt.Sprintf("%s: %v; it was left untouched (upgrade ollm to open it)", e.Path, e.Err)
	default:
		return fmt.Sprintf("%s: %v; it was left untouched", e.Path, e.Err)
	}
}

func (e *LoadError) Unwrap() error { return e.Err }

// Store keeps sessions as JSON files in <home>/sessions. It is safe for use from
// several goroutines: saves of one session are serialized, and a save of an older
// revision never overwrites a newer one.
type Store struct {
	home string

	mu    sync.Mutex
	saved map[string]uint64 // session id → newest revision written
}

// HomeDir returns the ollm home folder: $OLLM_HOME, else ~/.ollm.
func HomeDir(getenv func(string) string) (string, error) {
	if h := getenv("OLLM_HOME"); h != "" {
		return h, nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("find the home folder (set OLLM_HOME): %w", err)
	}
	return filepath.Join(home, ".ollm"), nil
}

// NewStore returns a store rooted at home; folders are made on first write.
func NewStore(home string) *Store {
	return &Store{home: home, saved: map[string]uint64{}}
}

// Home returns the ollm home folder of the store.
func (s *Store) Home() string { return s.home }

// Dir returns the folder that holds the session files.
func (s *Store) Dir() string { return filepath.Join(s.home, "sessions") }

func (s *Store) sessionPath(id string) string { return filepath.Join(s.Dir(), id+".json") }

// Path returns the file of session id, after validating the id.
func (s *Store) Path(id string) (string, error) {
	if err := ValidateID(id); err != nil {
		return "", err
	}
	return s.sessionPath(id), nil
}

func (s *Store) ensureDirs() error {
	for _, d := range []string{s.home, s.Dir()} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			return err
		}
	}
	return nil
}

// Save writes the session atomically and durably. Pass a Clone when the session is
// still being changed elsewhere. A save whose revision is older than one already
// written is skipped and reported as ErrStale (wrapped): never silently.
func (s *Store) Save(sess *Session) error {
	path, err := s.Path(sess.ID)
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if last, ok := s.saved[sess.ID]; ok && sess.Revision < last {
		return fmt.Errorf("save session %s revision %d (%d is on disk): %w", sess.ID, sess.Revision, last, ErrStale)
	}
	if err := s.ensureDirs(); err != nil {
		return fmt.Errorf("save session %s: %w", sess.ID, err)
	}
	sess.Version = SchemaVersion
	data, err := json.MarshalIndent(sess, "", " ")
	if err != nil {
		return fmt.Errorf("save session %s: %w", sess.ID, err)
	}
	if err := writeFileAtomic(path, append(data, '\n'), 0o600); err != nil {
		return fmt.Errorf("save session %s: %w", sess.ID, err)
	}
	s.saved[sess.ID] = sess.Revision
	return nil
}

// Saved reports whether the store wrote this revision of the session (or a
// newer one) in this process.
func (s *Store) Saved(sess *Session) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	last, ok := s.saved[sess.ID]
	return ok && last >= sess.Revision
}

// RemoveTemps deletes the temporary files that saves of session id cut short
// (a kill, a crash, a full disk) left behind. Call it holding the session's
// lock: no other ollm writes them then, and this store's own saves are
// serialized with it.
func (s *Store) RemoveTemps(id string) {
	if ValidateID(id) != nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	removeTemps(s.Dir(), id+".json")
}

// Load reads session id. Errors are *LoadError values naming the file. The
// revision read becomes the one the store compares later saves with: the file
// is the truth, even when another ollm (or an older one, which kept no
// revision) rewrote it since this process last saved it.
func (s *Store) Load(id string) (*Session, error) {
	path, err := s.Path(id)
	if err != nil {
		return nil, err
	}
	sess, err := LoadFile(path)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	s.saved[sess.ID] = sess.Revision
	s.mu.Unlock()
	return sess, nil
}

// LoadFile reads a session file.
func LoadFile(path string) (*Session, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, &LoadError{Path: path, Err: ErrNotFound}
	}
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	return decode(path, data)
}

func decode(path string, data []byte) (*Session, error) {
	var head struct {
		Version int `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, &LoadError{Path: path, Err: fmt.Errorf("%w (%s)", ErrCorrupt, jsonProblem(err))}
	}
	if head.Version > SchemaVersion {
		return nil, &LoadError{Path: path, Err: fmt.Errorf("%w (format version %d; this ollm reads up to %d)", ErrNewer, head.Version, SchemaVersion)}
	}
	var sess Session
	if err := json.Unmarshal(data, &sess); err != nil {
		return nil, &LoadError{Path: path, Err: fmt.Errorf("%w (%s)", ErrCorrupt, jsonProblem(err))}
	}
	if err := sess.check(); err != nil {
		return nil, &LoadError{Path: path, Err: fmt.Errorf("%w (%s)", ErrCorrupt, jsonProblem(err))}
	}
	sess.upgradeLedger()
	if name := strings.TrimSuffix(filepath.Base(path), ".json"); name != sess.ID && ValidateID(name) == nil {
		// A copy of another session's file: it becomes the session its name
		// says, so that saving it never overwrites the file it came from.
		sess.renamedFrom, sess.ID = sess.ID, name
	}
	return &sess, nil
}

// check rejects a file that parses but cannot be a session.
func (s *Session) check() error {
	if s.Version < 1 {
		return fmt.Errorf("no format version")
	}
	if err := ValidateID(s.ID); err != nil {
		return err
	}
	if s.APIStart < 0 || s.APIStart > len(s.Messages) {
		return fmt.Errorf("api_start %d outside the %d messages", s.APIStart, len(s.Messages))
	}
	for i, m := range s.Messages {
		for _, a := range m.Attachments {
			if a.Kind == AttachImage && !validHash(a.SHA256) {
				return fmt.Errorf("message %d names an image by %q, which is not a SHA-256", i+1, a.SHA256)
			}
		}
	}
	return s.CheckCheckpoints()
}

// CheckCheckpoints verifies that the checkpoints are ordered, do not overlap,
// lie before APIStart, and keep only messages of their own range.
func (s *Session) CheckCheckpoints() error {
	end := 0
	for _, c := range s.Checkpoints {
		if c.From < end || c.To <= c.From || c.To > s.APIStart {
			return fmt.Errorf("checkpoint %d covers messages %d–%d, after %d and before api_start %d", c.Number, c.From, c.To, end, s.APIStart)
		}
		for _, k := range c.Kept {
			if !c.Covers(k) {
				return fmt.Errorf("checkpoint %d keeps message %d outside its range", c.Number, k)
			}
		}
		end = c.To
	}
	if s.PruneTo < 0 || s.PruneTo > len(s.Messages) {
		return fmt.Errorf("prune_to %d outside the %d messages", s.PruneTo, len(s.Messages))
	}
	for _, e := range s.Ledger {
		if e.Msg < 0 || e.Msg >= len(s.Messages) {
			return fmt.Errorf("a ledger entry comes from message %d of %d", e.Msg+1, len(s.Messages))
		}
	}
	if s.KeepVerbatim < 0 || s.KeepVerbatim > len(s.Messages) {
		return fmt.Errorf("keep_verbatim %d outside the %d messages", s.KeepVerbatim, len(s.Messages))
	}
	for _, u := range s.Uncompactions {
		if u.From < 0 || u.To < u.From || u.To > len(s.Messages) {
			return fmt.Errorf("an uncompaction covers messages %d–%d of %d", u.From+1, u.To, len(s.Messages))
		}
	}
	return nil
}

// Info is what a listing shows of a session.
type Info struct {
	ID          string
	Title       string
	Model       string
	Updated     time.Time
	Messages    int
	Compactions int
	Path        string
	// Err is set when the file could not be read; the other fields but ID and
	// Path are then empty.
	Err error
}

// List returns every session, most recently updated first. Unreadable files are
// listed with their error, never skipped silently.
func (s *Store) List() ([]Info, error) { return s.scan(nil) }

// scan reads every session file once, hands each readable session to each (when
// not nil) as it is read, and returns the listing, newest first.
func (s *Store) scan(each func(*Session)) ([]Info, error) {
	files, err := jsonFiles(s.Dir())
	if err != nil {
		return nil, fmt.Errorf("list sessions: %w", err)
	}
	out := make([]Info, 0, len(files))
	for _, f := range files {
		info := Info{ID: f.ID, Path: f.Path}
		sess, err := LoadFile(f.Path)
		if err != nil {
			info.Err, info.Updated = err, f.ModTime()
		} else {
			info.Title, info.Model, info.Updated = sess.Title, sess.Model, sess.Updated
			info.Messages = len(sess.Messages)
			info.Compactions, _ = sess.Compactions()
			if each != nil {
				each(sess)
			}
		}
		out = append(out, info)
	}
	newestFirst(out, func(in Info) time.Time { return in.Updated }, func(in Info) string { return in.ID })
	return out, nil
}

// Newest describes the most recently updated readable session, and lists the
// unreadable files that look newer than it (a person resuming "the latest"
// session must hear that those were passed over). ErrNotFound when no session
// is readable. It reads each file once and does not load the session for use:
// lock it, then Load it.
func (s *Store) Newest() (newest Info, skipped []Info, err error) {
	infos, err := s.List()
	if err != nil {
		return Info{}, nil, err
	}
	for _, in := range infos {
		if in.Err == nil {
			return in, skipped, nil
		}
		skipped = append(skipped, in)
	}
	return Info{}, skipped, ErrNotFound
}

// Remove deletes session id and its lock file. A session open in another ollm is
// not removed.
func (s *Store) Remove(id string) error {
	lock, err := s.Lock(id)
	if err != nil {
		return fmt.Errorf("remove session %s: %w", id, err)
	}
	defer lock.Release()
	path := s.sessionPath(id)
	if err := os.Remove(path); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return &LoadError{Path: path, Err: ErrNotFound}
		}
		return fmt.Errorf("remove session %s: %w", id, err)
	}
	_ = os.Remove(path + ".lock")
	return syncDir(s.Dir())
}
