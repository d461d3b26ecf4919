package session

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// SnapshotReason says why a snapshot was taken.
type SnapshotReason string

// Snapshot reasons.
const (
	BeforeCompaction SnapshotReason = "before-compaction"
	BeforeRestore    SnapshotReason = "before-restore"
	BeforeUncompact  SnapshotReason = "before-uncompact"
	Manual           SnapshotReason = "manual"
)

// Snapshot is the whole state of a session at a moment: its messages,
// checkpoints, APIStart, goal and options. Restoring one puts that state back.
type Snapshot struct {
	Version   int            `json:"version"`
	ID        string         `json:"id"`
	SessionID string         `json:"session_id"`
	Reason    SnapshotReason `json:"reason"`
	Name      string         `json:"name,omitempty"`
	Created   time.Time      `json:"created"`
	// Messages, Tokens and Checkpoints describe the state without reading it:
	// message count, the model's tokens of the API view, checkpoint count.
	Messages    int      `json:"messages"`
	Tokens      int      `json:"tokens"`
	Checkpoints int      `json:"checkpoints"`
	State       *Session `json:"session"`
}

// NewSnapshot describes state (which it keeps; pass a Clone) for saving.
func NewSnapshot(state *Session, reason SnapshotReason, name string, tokens int, now time.Time) *Snapshot {
	return &Snapshot{
		Version: SchemaVersion, ID: NewID(now), SessionID: state.ID, Reason: reason, Name: name, Created: now,
		Messages: len(state.Messages), Tokens: tokens, Checkpoints: len(state.Checkpoints), State: state,
	}
}

// SnapshotInfo is what a listing shows of a snapshot; Err is set, and the
// description empty, when the file could not be read.
type SnapshotInfo struct {
	ID          string
	Reason      SnapshotReason
	Name        string
	Created     time.Time
	Messages    int
	Tokens      int
	Checkpoints int
	Path        string
	Err         error
}

// SnapshotDir is the folder of a session's snapshots:
// <home>/context-storage/<session-id>/snapshots.
func (s *Store) SnapshotDir(sessionID string) string {
	return filepath.Join(s.home, "context-storage", sessionID, "snapshots")
}

func (s *Store) snapshotPath(sessionID, id string) (string, error) {
	if err := ValidateID(sessionID); err != nil {
		return "", err
	}
	if err := ValidateID(id); err != nil {
		return "", fmt.Errorf("%q is not a snapshot id", id)
	}
	return filepath.Join(s.SnapshotDir(sessionID), id+".json"), nil
}

// SaveSnapshot writes a snapshot atomically.
func (s *Store) SaveSnapshot(sn *Snapshot) error {
	path, err := s.snapshotPath(sn.SessionID, sn.ID)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("save snapshot: %w", err)
	}
	data, err := json.Marshal(sn)
	if err != nil {
		return fmt.Errorf("save snapshot: %w", err)
	}
	if err := writeFileAtomic(path, append(data, '\n'), 0o600); err != nil {
		return fmt.Errorf("save snapshot: %w", err)
	}
	return nil
}

// LoadSnapshot reads one snapshot of a session. A file that is not a snapshot of
// this session is an error naming the file; it is never changed.
func (s *Store) LoadSnapshot(sessionID, id string) (*Snapshot, error) {
	path, err := s.snapshotPath(sessionID, id)
	if err != nil {
		return nil, err
	}
	return loadSnapshot(path, sessionID)
}

func loadSnapshot(path, sessionID string) (*Snapshot, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read snapshot %s: %w", path, err)
	}
	var sn Snapshot
	if err := json.Unmarshal(data, &sn); err != nil {
		return nil, &LoadError{Path: path, Err: fmt.Errorf("%w (%s)", ErrCorrupt, jsonProblem(err))}
	}
	switch {
	case sn.Version > SchemaVersion:
		return nil, &LoadError{Path: path, Err: fmt.Errorf("%w (format version %d)", ErrNewer, sn.Version)}
	case sn.State == nil:
		return nil, &LoadError{Path: path, Err: fmt.Errorf("%w (no session state in it)", ErrCorrupt)}
	case sn.SessionID != sessionID || sn.State.ID != sessionID:
		return nil, &LoadError{Path: path, Err: fmt.Errorf("%w (a snapshot of another session, %q)", ErrCorrupt, sn.State.ID)}
	}
	if err := sn.State.check(); err != nil {
		return nil, &LoadError{Path: path, Err: fmt.Errorf("%w (%s)", ErrCorrupt, jsonProblem(err))}
	}
	sn.State.upgradeLedger()
	return &sn, nil
}

// Snapshots lists a session's snapshots, newest first. Unreadable files are
// listed with their error, never skipped or removed.
func (s *Store) Snapshots(sessionID string) ([]SnapshotInfo, error) {
	return s.scanSnapshots(sessionID, nil)
}

// scanSnapshots reads every snapshot file of a session once, hands each readable
// one to each (when not nil), and returns the listing, newest first.
func (s *Store) scanSnapshots(sessionID string, each func(SnapshotInfo, *Snapshot)) ([]SnapshotInfo, error) {
	if err := ValidateID(sessionID); err != nil {
		return nil, err
	}
	files, err := jsonFiles(s.SnapshotDir(sessionID))
	if err != nil {
		return nil, fmt.Errorf("list snapshots: %w", err)
	}
	out := make([]SnapshotInfo, 0, len(files))
	for _, f := range files {
		in := SnapshotInfo{ID: f.ID, Path: f.Path}
		sn, err := loadSnapshot(f.Path, sessionID)
		if err != nil {
			in.Err, in.Created = err, f.ModTime()
		} else {
			in.Reason, in.Name, in.Created = sn.Reason, sn.Name, sn.Created
			in.Messages, in.Tokens, in.Checkpoints = sn.Messages, sn.Tokens, sn.Checkpoints
			if each != nil {
				each(in, sn)
			}
		}
		out = append(out, in)
	}
	newestFirst(out, func(in SnapshotInfo) time.Time { return in.Created }, func(in SnapshotInfo) string { return in.ID })
	return out, nil
}

// RemoveSnapshot deletes one snapshot file.
func (s *Store) RemoveSnapshot(sessionID, id string) error {
	path, err := s.snapshotPath(sessionID, id)
	if err != nil {
		return err
	}
	if err := os.Remove(path); err != nil {
		return fmt.Errorf("remove snapshot: %w", err)
	}
	return nil
}

// Retention bounds the automatic snapshots of a session: the newest Keep are
// kept, and any older than MaxAge removed (zero: no bound). Manual snapshots
// and unreadable files are never removed by it.
type Retention struct {
	Keep   int
	MaxAge time.Duration
}

// DefaultRetention keeps the 50 newest automatic snapshots of a session, for at
// most 30 days.
func DefaultRetention() Retention { return Retention{Keep: 50, MaxAge: 30 * 24 * time.Hour} }

// PruneSnapshots applies the retention to a session's automatic snapshots and
// returns how many it removed. present is the session as it is now (nil: not
// known). A snapshot that holds a message found neither in present nor in any
// snapshot that stays is kept whatever its age or rank: after a restore, the
// messages that left the conversation live only in the snapshot taken before
// it, and retention must not be what deletes them. Temporary files that
// interrupted saves left in the folder are removed too; call it while holding
// the session's lock.
func (s *Store) PruneSnapshots(sessionID string, r Retention, now time.Time, present *Session) (int, error) {
	states := map[string]*Session{}
	list, err := s.scanSnapshots(sessionID, func(in SnapshotInfo, sn *Snapshot) { states[in.ID] = sn.State })
	if err != nil {
		return 0, err
	}
	removeTemps(s.SnapshotDir(sessionID), "")
	// Which snapshots retention would remove.
	drop := map[string]bool{}
	auto := 0
	for _, in := range list {
		if in.Err != nil || in.Reason == Manual {
			continue
		}
		auto++
		old := r.MaxAge > 0 && now.Sub(in.Created) > r.MaxAge
		if (r.Keep > 0 && auto > r.Keep) || old {
			drop[in.ID] = true
		}
	}
	// The messages that stay somewhere: in the session and in the snapshots
	// that stay. A snapshot to drop that holds another one stays too, newest
	// first, and what it holds then counts as kept.
	have := map[string]bool{}
	add := func(st *Session) {
		if st == nil {
			return
		}
		for _, m := range st.Messages {
			have[m.ID] = true
		}
	}
	add(present)
	for _, in := range list {
		if !drop[in.ID] {
			add(states[in.ID])
		}
	}
	removed := 0
	for _, in := range list {
		if !drop[in.ID] {
			continue
		}
		if holdsOnlyCopy(states[in.ID], have) {
			add(states[in.ID])
			continue
		}
		if err := os.Remove(in.Path); err != nil {
			return removed, fmt.Errorf("remove snapshot: %w", err)
		}
		removed++
	}
	return removed, nil
}

// holdsOnlyCopy reports whether st has a message that is not in have. Messages
// without an id (files of early builds) are compared by nothing: kept.
func holdsOnlyCopy(st *Session, have map[string]bool) bool {
	if st == nil {
		return false
	}
	for _, m := range st.Messages {
		if m.ID == "" || !have[m.ID] {
			return true
		}
	}
	return false
}
