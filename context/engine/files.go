package engine

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/attach"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/say"
	"github.com/ollm/ollm/session"
)

// Files are the files sent with the person's messages: the check that they
// can go (the room the request has, a model that sees images), and the
// images' bytes — kept once, by hash, in the store's images folder, and read
// from there for a request, off the UI goroutine.
type Files struct {
	conv *Conversation

	mu sync.Mutex
	// data holds images attached in this process or read for a request,
	// by hash; unsaved are those not yet in the images folder.
	data    map[string][]byte
	unsaved map[string]bool
}

// FilesError is files that cannot go with a message: nothing was sent, and
// nothing was added to the session.
type FilesError struct{ Sentence string }

func (e *FilesError) Error() string { return e.Sentence }

// Room is what a message's files may take of the next request: the window
// less the reply's reserve, the system prompt (with the memory files and the
// tools' definitions) and the message's own text. Older messages make room
// for them as for any turn (compacted, kept as facts, or trimmed), and the
// memory of compacted messages yields for the request.
type Room struct {
	Tokens, NumCtx, Reserve, System, Text int
	// Kept is what the pinned messages and those a checkpoint keeps
	// verbatim take: no compaction or trim makes room in their place.
	Kept int
}

// MaxBytes is the largest text file worth reading for the room: no
// tokenizer packs more than 16 bytes of text into a token on average.
func (r Room) MaxBytes() int64 { return int64(max(r.Tokens, 0)) * 16 }

// Refuse is the refusal of files of size (a sentence's figure: "~12k tokens",
// "5.2 MB") in this room.
func (r Room) Refuse(what, size string) error {
	less := []string{say.Thousands(r.Reserve) + " kept for the reply"}
	if r.System > 0 {
		less = append(less, say.Thousands(r.System)+" for the system prompt")
	}
	if r.Kept > 0 {
		less = append(less, say.Thousands(r.Kept)+" for pinned and kept messages")
	}
	less = append(less, say.Thousands(r.Text)+" for your words")
	return &FilesError{Sentence: fmt.Sprintf("%s %s: this request has room for ~%s tokens (a %s-token window, less %s and %s). Nothing was sent: attach a part of it, or raise the window with --num-ctx.",
		what, size, say.Short(max(r.Tokens, 0)), say.Thousands(r.NumCtx), strings.Join(less[:len(less)-1], ", "), less[len(less)-1])}
}

// TooLarge turns a file refused by its size before it was read into the
// sentence that says the room.
func (r Room) TooLarge(err error) error {
	var tl *attach.TooLargeError
	if !errors.As(err, &tl) {
		return err
	}
	return r.Refuse(attach.Quote(tl.Path)+" is", say.Size(tl.Size))
}

// Room is the room the next request has for the files of a message whose
// text is text.
func (f *Files) Room(text string) Room {
	m := f.conv.Meter
	v := m.View()
	b := v.Budget
	margin := m.window.Defaults().Margin
	// The message's text, its template and the open reply's.
	own := window.Predict(m.Calibration(), m.Count(text), 2, 0, margin)
	kept := window.Kept(f.conv.Sess, m.Count, m.Calibration(), m.settings())
	return Room{Tokens: b.NumCtx - b.Reserve - b.System - kept - own, NumCtx: b.NumCtx, Reserve: b.Reserve, System: b.System, Text: own, Kept: kept}
}

// cost is what a file adds to the request, in the model's tokens.
func (f *Files) cost(file attach.File) int {
	m := f.conv.Meter
	cal := m.Calibration()
	images := 0
	if file.Kind == session.AttachImage {
		images = cal.ImageTokens()
	}
	return window.Predict(cal, file.Estimate, 0, images, m.window.Defaults().Margin)
}

// Check says whether files can go with text: an image only to a model whose
// capabilities include vision, and all of them within the room the request
// has. A *FilesError says why not.
func (f *Files) Check(text string, files []attach.File) error {
	if len(files) == 0 {
		return nil
	}
	c := f.conv
	var images []string
	for _, file := range files {
		if file.Kind == session.AttachImage {
			images = append(images, attach.Quote(file.Path))
		}
	}
	if len(images) > 0 {
		name := say.ModelName(c.Sess.Model)
		switch {
		case c.Model.Name != c.Sess.Model:
			return &FilesError{Sentence: fmt.Sprintf("Ollama has not described %s yet, so ollm cannot tell whether it sees images: %s not sent. Try again in a moment.", name, strings.Join(images, ", "))}
		case !c.Model.Vision:
			return &FilesError{Sentence: fmt.Sprintf("%s cannot see images (its capabilities in Ollama do not include vision): nothing was sent. %s can go to a model that sees (llava, gemma3, qwen2.5vl, llama3.2-vision…).", name, strings.Join(images, ", "))}
		}
	}
	room := f.Room(text)
	total := 0
	sizes := make([]string, len(files))
	for i, file := range files {
		n := f.cost(file)
		total += n
		sizes[i] = attach.Quote(file.Path) + " ~" + say.Short(n)
	}
	if total <= room.Tokens {
		return nil
	}
	if len(files) == 1 {
		return room.Refuse(attach.Quote(files[0].Path)+" is", "~"+say.Short(total)+" tokens")
	}
	return room.Refuse("The files are", "~"+say.Short(total)+" tokens ("+strings.Join(sizes, ", ")+")")
}

// add keeps the images of files for the requests and the next save.
func (f *Files) add(files []attach.File) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, file := range files {
		if file.Kind != session.AttachImage {
			continue
		}
		if f.data == nil {
			f.data, f.unsaved = map[string][]byte{}, map[string]bool{}
		}
		if _, ok := f.data[file.SHA256]; !ok {
			f.data[file.SHA256] = file.Data
			f.unsaved[file.SHA256] = true
		}
	}
}

// SaveImages writes the images not yet in store's images folder, at once:
// for a save that does not go through SaveJob (the final save at exit).
func (f *Files) SaveImages(store *session.Store) error {
	if job := f.saveJob(store); job != nil {
		return job()
	}
	return nil
}

// saveJob writes the images not yet in the images folder, before the
// session that names them; nil when there are none.
func (f *Files) saveJob(store *session.Store) func() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.unsaved) == 0 {
		return nil
	}
	pending := map[string][]byte{}
	for h := range f.unsaved {
		pending[h] = f.data[h]
	}
	return func() error {
		for h, data := range pending {
			if _, err := session.ImagesOf(store).Put(data); err != nil {
				return err
			}
			f.mu.Lock()
			delete(f.unsaved, h)
			f.mu.Unlock()
		}
		return nil
	}
}

// image returns the bytes of the image with hash h: kept in memory, else
// read from the images folder (and kept).
func (f *Files) image(store *session.Store, h string) ([]byte, error) {
	f.mu.Lock()
	data, ok := f.data[h]
	f.mu.Unlock()
	if ok {
		return data, nil
	}
	data, err := session.ImagesOf(store).Get(h)
	if err != nil {
		return nil, err
	}
	f.mu.Lock()
	if f.data == nil {
		f.data, f.unsaved = map[string][]byte{}, map[string]bool{}
	}
	f.data[h] = data
	f.mu.Unlock()
	return data, nil
}

// ImageError is an image sent with an earlier message that cannot be sent
// again (its file in the images folder is gone or changed).
type ImageError struct {
	Path string
	Err  error
}

func (e *ImageError) Error() string {
	return fmt.Sprintf("The image %s sent with an earlier message cannot be sent again (%v): /compact replaces it with its reference line, or /clear-context stops sending the messages so far.",
		attach.Quote(e.Path), e.Err)
}

func (e *ImageError) Unwrap() error { return e.Err }

// withImages is req with the images of its messages (per the view's
// Images), read off the UI goroutine: a copy, so that the request the turn
// reports is never written by the job.
func (f *Files) withImages(req *api.ChatRequest, images [][]session.Attachment) (*api.ChatRequest, error) {
	if len(images) == 0 {
		return req, nil
	}
	out := *req
	out.Messages = append([]api.Message(nil), req.Messages...)
	for k, list := range images {
		for _, a := range list {
			data, err := f.image(f.conv.store, a.SHA256)
			if err != nil {
				return req, &ImageError{Path: a.Path, Err: err}
			}
			out.Messages[k].Images = append(out.Messages[k].Images, api.ImageData(data))
		}
	}
	return &out, nil
}

// refused is a Chatter that answers every request with err: a request that
// could not be made ends as a reply with its sentence.
type refused struct{ err error }

func (r refused) Chat(context.Context, *api.ChatRequest, api.ChatResponseFunc) error { return r.err }
