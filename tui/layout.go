package tui

// layout gives each component its size: the transcript takes what the composer,
// the notice line and the status bar leave.
func (m *Model) layout() {
	if m.width == 0 {
		return
	}
	m.composer.SetWidth(m.width)
	m.transcript.SetSize(m.width, m.transcriptHeight())
}

// chrome is the number of lines below the transcript: notice, separator,
// composer, status bar.
func (m *Model) chrome() int { return 1 + 1 + m.composer.Height() + 1 }

func (m *Model) transcriptHeight() int { return max(m.height-m.chrome(), 1) }
