/*
** json_out.h -- the command's JSON writer: the envelopes of its output lines
** (status, location, counts, solutions), with the library's own JSON for
** steps (nonet_step_json) put in as finished values.
*/
#ifndef NONET_CLI_JSON_OUT_H
#define NONET_CLI_JSON_OUT_H

#include <stdbool.h>
#include <stdio.h>

#include "nonet.h"


/* A JSON document in memory: jw_reset starts one, the jw_* calls append
** (commas put in by the writer), jw_finish ends it, after which text and
** len hold it. Out of memory is sticky (failed): the caller checks once,
** at jw_finish. jw_release frees; a jw is reused line after line. */
typedef struct jw {
    FILE *f;     /* the open memory stream, NULL when none */
    char *text;  /* the document, after jw_finish */
    size_t len;
    bool comma;  /* a value came before in the current container */
    bool failed;
} jw;

void jw_init(jw *w);
void jw_reset(jw *w);
/* True when the document is whole (text and len hold it). */
bool jw_finish(jw *w);
void jw_release(jw *w);
/* Open an object or array: bracket is '{' or '['. */
void jw_begin(jw *w, char bracket);
/* Close it: '}' or ']'. */
void jw_end(jw *w, char bracket);
/* A member name: "name": (the value follows). */
void jw_key(jw *w, const char *name);
/* A string, escaped as JSON wants; NULL writes null. */
void jw_string(jw *w, const char *text);
void jw_int(jw *w, long value);
/* Up to 10 significant digits ("2.3", "11"). */
void jw_double(jw *w, double value);
void jw_bool(jw *w, bool value);
/* A finished JSON value, written as it is. */
void jw_raw(jw *w, const char *text);
/* The library's step object (nonet_step_json; docs/cli.md). */
void jw_step(jw *w, const nonet_step *step, const char *lang);


#endif
