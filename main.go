// Command ollm is a terminal chat client for local Ollama models that keeps long
// conversations inside small context windows.
package main

import "github.com/ollm/ollm/cmd"

func main() { cmd.Execute() }
