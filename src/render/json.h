/*
** json.h -- the library's JSON writer (nonet_step_json and the renderers).
**
** It appends to a strbuf (strbuf.h), which the caller owns and may reuse:
** strbuf_reset empties it and keeps its memory, so a batch of puzzles costs
** no allocation per value (nor per line, once the buffer has grown).
** Commas are put in by the writer: a value or key that follows another one
** in the same object or array gets one, so callers only open, write, close.
** One top-level value per buffer (reset between lines).
**
**     json_object_begin(sb);
**     json_key(sb, "cell");  json_string(sb, "r1c5");
**     json_key(sb, "digit"); json_int(sb, 7);
**     json_object_end(sb);                    -> {"cell":"r1c5","digit":7}
**
** Out of memory is sticky (strbuf's failed flag): the caller checks once.
** Internal, not part of nonet.h: the command writes its own lines
** (src/cli/json_out.c) and puts the library's step objects in them.
*/
#ifndef NONET_JSON_H
#define NONET_JSON_H

#include <stdbool.h>
#include <stddef.h>

#include "nonet.h"
#include "step.h"
#include "strbuf.h"

void json_object_begin(strbuf *sb);
void json_object_end(strbuf *sb);
void json_array_begin(strbuf *sb);
void json_array_end(strbuf *sb);
/* A member name: "name": (the value follows with one of the calls below). */
void json_key(strbuf *sb, const char *name);
/* A string value, escaped: quote, backslash and control characters; other
** bytes (UTF-8) pass through. NULL writes null. */
void json_string(strbuf *sb, const char *text);
void json_int(strbuf *sb, long value);
/* A number with up to 10 significant digits ("2.3", "11"). */
void json_double(strbuf *sb, double value);
void json_bool(strbuf *sb, bool value);
/* JSON text made elsewhere (a finished value): written as it is. */
void json_raw(strbuf *sb, const char *text);

/* {"cell":"r1c5","digit":7} */
void json_candidate(strbuf *sb, int cell, int digit);
/* The step object of docs/cli.md: technique, variant, text, placements,
** eliminations, pattern. */
void json_step(strbuf *sb, const nonet_step *step, const char *lang);

/* The step's text line (nonet_step_text) of any length: in buf when it
** fits, else in a malloc'd string also stored in *heap, which the caller
** frees (*heap is NULL when buf served). NULL when memory ran out. */
const char *render_step_line(const nonet_step *step, char *buf, size_t size, char **heap);
/* The same for the step's words in lang (nonet_step_words). */
const char *render_step_words(const nonet_step *step, const char *lang, char *buf, size_t size, char **heap);

#endif
