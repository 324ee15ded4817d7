/*
** bridge_json.h -- the JSON answers of the bridges (the packages'
** bridge/nonet_bridge.c, the app's web/nonet_web.c): one object per call,
** written to a memory stream and handed to JavaScript or Python as a
** malloc'd string, which the caller releases with the bridge's free.
*/
#ifndef BRIDGE_JSON_H
#define BRIDGE_JSON_H

#include <stdbool.h>
#include <stdio.h>

#include "nonet.h"

/* A JSON answer being written (open_memstream). */
typedef struct answer {
    FILE *fp;
    char *text;
    size_t len;
    bool first; /* no member written yet */
} answer;

void answer_open(answer *a);
/* The finished object (malloc'd), NULL when memory ran out. */
char *answer_close(answer *a);
/* The key of the next member. */
void answer_key(answer *a, const char *name);
/* A string member (NULL: null), escaped for JSON. */
void put_string(answer *a, const char *name, const char *text);
/* A string member from a malloc'd library string, which is freed. */
void put_owned(answer *a, const char *name, char *text);
void put_number(answer *a, const char *name, double value);
void put_bool(answer *a, const char *name, bool value);
/* A raw JSON value (an array or object built by the caller). */
void put_raw(answer *a, const char *name, const char *json);
/* A raw JSON value from a malloc'd library string (nonet_step_json), freed. */
void put_raw_owned(answer *a, const char *name, char *json);
/* {"error":"...","line":L,"column":C}: the parser's message and where. */
void put_error(answer *a, nonet_status status, const nonet_error *err);
/* A grid parsed from text, or NULL with the error written into a. */
nonet_grid *answer_grid(answer *a, const char *text);

#endif
