/*
** json.h -- the one JSON writer, shared by nonet_step_json and the command.
**
** A json_writer appends to a growable buffer that is reused: json_reset
** empties it without freeing, so a batch of puzzles costs no allocation
** per value (nor per object, once the buffer has grown). Commas are put in
** by the writer: a value or key that follows another one in the same
** object or array gets one, so callers only open, write and close.
**
**     json_object_begin(w);
**     json_key(w, "cell");  json_string(w, "r1c5");
**     json_key(w, "digit"); json_int(w, 7);
**     json_object_end(w);                    -> {"cell":"r1c5","digit":7}
**
** Out of memory is sticky: w->failed becomes true, later writes do nothing,
** and the caller checks failed once at the end.
**
** The command is linked with the static library and includes this header
** as "../json.h": it is internal, not part of nonet.h.
*/
#ifndef NONET_JSON_H
#define NONET_JSON_H

#include <stdbool.h>
#include <stddef.h>

#include "nonet.h"

typedef struct json_writer {
    char *data;  /* NUL-terminated when len > 0 or after json_reset */
    size_t len, cap;
    bool failed; /* an allocation failed: the text is incomplete */
} json_writer;

/* An empty writer (no allocation until the first write). */
void json_init(json_writer *w);
/* Empty the text, keep the buffer (and clear failed). */
void json_reset(json_writer *w);
/* Release the buffer; the writer is empty again. */
void json_free(json_writer *w);

void json_object_begin(json_writer *w);
void json_object_end(json_writer *w);
void json_array_begin(json_writer *w);
void json_array_end(json_writer *w);
/* A member name: "name": (the value follows with one of the calls below). */
void json_key(json_writer *w, const char *name);
/* A string value, escaped: quote, backslash and control characters; other
** bytes (UTF-8) pass through. NULL writes null. */
void json_string(json_writer *w, const char *text);
void json_int(json_writer *w, long value);
/* A number with up to 10 significant digits ("2.3", "11"). */
void json_double(json_writer *w, double value);
void json_bool(json_writer *w, bool value);
/* Text already in JSON form (a number or literal): written as it is. */
void json_raw(json_writer *w, const char *text);

/* "cell":"r1c5","digit":7 as an object. */
void json_candidate(json_writer *w, int cell, int digit);
/* The step object of docs/cli.md: technique, variant, text, placements,
** eliminations, pattern. */
void json_step(json_writer *w, const nonet_step *step);

/* The step's text line (nonet_step_text) of any length: in buf when it
** fits, else in a malloc'd string also stored in *heap, which the caller
** frees (*heap is NULL when buf served). NULL when memory ran out. */
const char *render_step_line(const nonet_step *step, char *buf, size_t size, char **heap);

#endif
