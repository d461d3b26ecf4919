package session

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Images is the folder that keeps the images sent with messages, each once,
// named by the SHA-256 of its bytes: a session names them by hash instead of
// carrying them in its JSON, and any session, snapshot or copy that names one
// finds the same bytes.
type Images struct{ dir string }

// ImagesOf is the images folder of a store: <home>/images.
func ImagesOf(s *Store) Images { return Images{dir: filepath.Join(s.home, "images")} }

// Dir is the folder.
func (s Images) Dir() string { return s.dir }

// HashBytes is the hex SHA-256 of data, the name an image is kept under.
func HashBytes(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// validHash reports whether h can name an image file: 64 lowercase hex
// digits, so that no hash read from a file names a path outside the folder.
func validHash(h string) bool {
	if len(h) != 64 {
		return false
	}
	for _, c := range h {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

// ImagePath is the file that keeps the image with hash h.
func (s Images) Path(h string) (string, error) {
	if !validHash(h) {
		return "", fmt.Errorf("%q is not an image's SHA-256", h)
	}
	return filepath.Join(s.dir, h), nil
}

// PutImage keeps data under its hash, once: an image already there is not
// written again. Written atomically, so a file under a hash always holds
// those bytes.
func (s Images) Put(data []byte) (string, error) {
	h := HashBytes(data)
	path, _ := s.Path(h)
	if _, err := os.Stat(path); err == nil {
		return h, nil
	}
	if err := os.MkdirAll(s.dir, 0o700); err != nil {
		return "", fmt.Errorf("keep image: %w", err)
	}
	if err := writeFileAtomic(path, data, 0o600); err != nil {
		return "", fmt.Errorf("keep image: %w", err)
	}
	return h, nil
}

// ErrImageMissing is an image a session names that its folder no longer
// holds (removed by hand).
var ErrImageMissing = errors.New("the image is no longer in the images folder")

// Image reads the image with hash h, and checks that the bytes are still
// the ones named.
func (s Images) Get(h string) ([]byte, error) {
	path, err := s.Path(h)
	if err != nil {
		return nil, err
	}
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, fmt.Errorf("%s: %w", path, ErrImageMissing)
	case err != nil:
		return nil, err
	case HashBytes(data) != h:
		return nil, fmt.Errorf("%s does not hold the image it is named after (changed by hand?)", path)
	}
	return data, nil
}

// imageExt is the file extension of an image's media type.
func imageExt(mediaType string) string {
	switch mediaType {
	case "image/png":
		return ".png"
	case "image/jpeg":
		return ".jpg"
	case "image/gif":
		return ".gif"
	case "image/webp":
		return ".webp"
	}
	return ""
}

// ExportImageName is the file an image of an export written to path is
// written to, beside it: out.md's image is out-3f2a9c1e0b7d.png.
func ExportImageName(path string, a Attachment) string {
	return strings.TrimSuffix(path, filepath.Ext(path)) + "-" + a.ShortHash() + imageExt(a.Type)
}

// ExportTo writes the session as format to path, and each image it holds
// beside it (ExportImageName), read from the folder: an export carries its
// attachments. An existing file is replaced only when replace is set.
func (s Images) ExportTo(sess *Session, format, path string, replace bool) error {
	data, err := Export(sess, format, func(a Attachment) string { return filepath.Base(ExportImageName(path, a)) })
	if err != nil {
		return err
	}
	done := map[string]bool{}
	for _, m := range sess.Messages {
		for _, a := range m.Images() {
			name := ExportImageName(path, a)
			if done[name] {
				continue
			}
			done[name] = true
			img, err := s.Get(a.SHA256)
			if err != nil {
				return fmt.Errorf("image %s of the session: %w", a.Path, err)
			}
			if old, err := os.ReadFile(name); err == nil && HashBytes(old) == a.SHA256 {
				continue // written by an earlier export: the same bytes
			}
			if err := WriteExport(name, img, replace); err != nil {
				return err
			}
		}
	}
	return WriteExport(path, data, replace)
}

// Link links an image to its file in the folder, for an export that has no
// folder of its own (standard output).
func (s Images) Link(a Attachment) string {
	p, err := s.Path(a.SHA256)
	if err != nil {
		return ""
	}
	return p
}
