package session

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// Event is one line of the events log: something ollm did to a session's
// context (compressed, skipped, error, snapshot-created, truncated…).
type Event struct {
	Time    time.Time `json:"time"`
	Session string    `json:"session"`
	Kind    string    `json:"kind"`
	Text    string    `json:"text"`
}

// maxLogSize is the size at which events.jsonl is rotated to events.1.jsonl.
const maxLogSize = 4 << 20

// LogPath is the events log: <home>/logs/events.jsonl, one JSON object a line.
func (s *Store) LogPath() string { return filepath.Join(s.home, "logs", "events.jsonl") }

// LogEvent appends an event to the log, rotating it once it passes 4 MB. Lines
// are written with one append each, so that two ollm processes do not mix them.
func (s *Store) LogEvent(e Event) error {
	path := s.LogPath()
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("events log: %w", err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if fi, err := os.Stat(path); err == nil && fi.Size() > maxLogSize {
		_ = os.Rename(path, filepath.Join(filepath.Dir(path), "events.1.jsonl"))
	}
	line, err := json.Marshal(e)
	if err != nil {
		return fmt.Errorf("events log: %w", err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		return fmt.Errorf("events log: %w", err)
	}
	if _, err := f.Write(append(line, '\n')); err != nil {
		f.Close()
		return fmt.Errorf("events log: %w", err)
	}
	return f.Close()
}
