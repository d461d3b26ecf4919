package session

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
)

// jsonProblem says in words what is wrong with a file that did not decode:
// where the JSON breaks, or which field holds the wrong kind of value. Never
// Go's type names: a person reads this.
func jsonProblem(err error) string {
	var syntax *json.SyntaxError
	var shape *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax):
		return fmt.Sprintf("not valid JSON at byte %d", syntax.Offset)
	case errors.As(err, &shape):
		field := shape.Field
		if field == "" {
			return fmt.Sprintf("%s where a session object belongs", kindOf(shape.Value))
		}
		return fmt.Sprintf("%q holds %s where %s belongs", field, kindOf(shape.Value), kindOfType(shape.Type))
	case strings.Contains(err.Error(), "unexpected end of JSON input"):
		return "it ends in the middle (truncated)"
	}
	return strings.TrimPrefix(err.Error(), "json: ")
}

func kindOf(jsonValue string) string {
	switch jsonValue {
	case "array":
		return "a list"
	case "object":
		return "an object"
	case "string":
		return "text"
	case "bool":
		return "true/false"
	case "number":
		return "a number"
	}
	return "a value"
}

func kindOfType(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Struct, reflect.Map:
		return "an object"
	case reflect.String:
		return "text"
	case reflect.Bool:
		return "true/false"
	}
	return "a number"
}
