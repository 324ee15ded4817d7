/*
** json.c -- the JSON writer: a growable buffer, automatic commas, string
** escaping. See json.h for the contract.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"

void json_init(json_writer *w) {
    w->data = NULL;
    w->len = w->cap = 0;
    w->failed = false;
}

void json_reset(json_writer *w) {
    w->len = 0;
    w->failed = false;
    if (w->data) w->data[0] = '\0';
}

void json_free(json_writer *w) {
    free(w->data);
    json_init(w);
}

/*
** Make room for n more bytes plus the NUL; false (and failed set) when the
** buffer cannot grow. Doubling keeps appends amortised constant.
*/
static bool json_room(json_writer *w, size_t n) {
    if (w->failed) return false;
    if (w->len + n + 1 <= w->cap) return true;
    size_t cap = w->cap ? w->cap : 256;
    while (cap < w->len + n + 1) cap *= 2;
    char *grown = realloc(w->data, cap);
    if (!grown) {
        w->failed = true;
        return false;
    }
    w->data = grown;
    w->cap = cap;
    return true;
}

/* Append n bytes as they are. */
static void json_put(json_writer *w, const char *bytes, size_t n) {
    if (!json_room(w, n)) return;
    memcpy(w->data + w->len, bytes, n);
    w->len += n;
    w->data[w->len] = '\0';
}

/*
** The comma rule: a value, key or container that follows a finished value
** in the same container needs a comma. After '{', '[' or ':' (a key) it
** does not; a finished value never ends in one of those characters.
*/
static void json_separate(json_writer *w) {
    if (w->len == 0) return;
    char last = w->data[w->len - 1];
    if (last != '{' && last != '[' && last != ':') json_put(w, ",", 1);
}

void json_object_begin(json_writer *w) {
    json_separate(w);
    json_put(w, "{", 1);
}

void json_object_end(json_writer *w) { json_put(w, "}", 1); }

void json_array_begin(json_writer *w) {
    json_separate(w);
    json_put(w, "[", 1);
}

void json_array_end(json_writer *w) { json_put(w, "]", 1); }

/*
** The escape of one byte, or NULL when it goes out as it is. Control
** characters without a short form use \u00XX (written into scratch).
*/
static const char *json_escape_of(unsigned char ch, char scratch[7]) {
    switch (ch) {
    case '"': return "\\\"";
    case '\\': return "\\\\";
    case '\n': return "\\n";
    case '\r': return "\\r";
    case '\t': return "\\t";
    case '\b': return "\\b";
    case '\f': return "\\f";
    default: break;
    }
    if (ch >= 0x20 && ch != 0x7f) return NULL;
    snprintf(scratch, 7, "\\u%04x", ch);
    return scratch;
}

/* The quoted, escaped text; runs of plain bytes are copied at once. */
static void json_quoted(json_writer *w, const char *text) {
    char scratch[7];
    json_put(w, "\"", 1);
    const char *run = text;
    for (const char *p = text; *p; p++) {
        const char *esc = json_escape_of((unsigned char)*p, scratch);
        if (!esc) continue;
        json_put(w, run, (size_t)(p - run));
        json_put(w, esc, strlen(esc));
        run = p + 1;
    }
    json_put(w, run, strlen(run));
    json_put(w, "\"", 1);
}

void json_key(json_writer *w, const char *name) {
    json_separate(w);
    json_quoted(w, name);
    json_put(w, ":", 1);
}

void json_string(json_writer *w, const char *text) {
    json_separate(w);
    if (text) json_quoted(w, text);
    else json_put(w, "null", 4);
}

void json_raw(json_writer *w, const char *text) {
    json_separate(w);
    json_put(w, text, strlen(text));
}

void json_int(json_writer *w, long value) {
    char buf[24];
    snprintf(buf, sizeof buf, "%ld", value);
    json_raw(w, buf);
}

void json_double(json_writer *w, double value) {
    char buf[32];
    snprintf(buf, sizeof buf, "%.10g", value);
    json_raw(w, buf);
}

void json_bool(json_writer *w, bool value) { json_raw(w, value ? "true" : "false"); }
