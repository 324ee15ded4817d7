/*
** json_out.c -- the command's JSON writer: the envelopes of its output lines
** (status, location, counts, solutions), with the library's own JSON for
** steps (nonet_step_json) put in as finished values.
**
** A document is written to a memory stream (open_memstream), so the
** command writes a line only when all of it was made; the comma rule is
** a flag: a value that follows a value in the same container gets one.
** See cli.h for the calls.
*/
#define _GNU_SOURCE /* open_memstream under -std=c11 */
#include <stdlib.h>

#include "json_out.h"

void jw_init(jw *w) {
    w->f = NULL;
    w->text = NULL;
    w->len = 0;
    w->comma = false;
    w->failed = false;
}

void jw_release(jw *w) {
    if (w->f) fclose(w->f);
    free(w->text);
    jw_init(w);
}

void jw_reset(jw *w) {
    jw_release(w);
    w->f = open_memstream(&w->text, &w->len);
    w->failed = w->f == NULL;
}

bool jw_finish(jw *w) {
    if (w->f && fclose(w->f) != 0) w->failed = true;
    w->f = NULL;
    return !w->failed && w->text;
}

/* Before a value, key or container: a comma when a value came before in
** this container. */
static bool jw_start(jw *w) {
    if (!w->f) return false;
    if (w->comma) fputc(',', w->f);
    w->comma = false;
    return true;
}

/* After a value: the next one needs a comma. */
static void jw_put(jw *w, const char *text) {
    if (!jw_start(w)) return;
    fputs(text, w->f);
    w->comma = true;
}

void jw_begin(jw *w, char bracket) {
    if (jw_start(w)) fputc(bracket, w->f);
}

void jw_end(jw *w, char bracket) {
    if (w->f) fputc(bracket, w->f);
    w->comma = true;
}

/* One byte of a string: as it is, by its short escape, or as \u00XX. */
static void jw_char(FILE *f, unsigned char ch) {
    static const char shorts[] = "\"\"\\\\\nn\rr\tt\bb\ff";
    for (int i = 0; shorts[i]; i += 2) {
        if (ch != (unsigned char)shorts[i]) continue;
        fputc('\\', f);
        fputc(shorts[i + 1], f);
        return;
    }
    if (ch < 0x20 || ch == 0x7f) fprintf(f, "\\u%04x", ch);
    else fputc(ch, f);
}

/* The quoted text; the caller has written the comma. */
static void jw_quoted(jw *w, const char *text) {
    fputc('"', w->f);
    for (const char *p = text; *p; p++) jw_char(w->f, (unsigned char)*p);
    fputc('"', w->f);
}

void jw_key(jw *w, const char *name) {
    if (!jw_start(w)) return;
    jw_quoted(w, name);
    fputc(':', w->f);
}

void jw_string(jw *w, const char *text) {
    if (!text) {
        jw_put(w, "null");
        return;
    }
    if (!jw_start(w)) return;
    jw_quoted(w, text);
    w->comma = true;
}

void jw_int(jw *w, long value) {
    char buf[24];
    snprintf(buf, sizeof buf, "%ld", value);
    jw_put(w, buf);
}

void jw_double(jw *w, double value) {
    char buf[32];
    snprintf(buf, sizeof buf, "%.10g", value);
    jw_put(w, buf);
}

void jw_bool(jw *w, bool value) { jw_put(w, value ? "true" : "false"); }

void jw_raw(jw *w, const char *text) { jw_put(w, text); }

void jw_step(jw *w, const nonet_step *step, const char *lang) {
    char *text = nonet_step_json_lang(step, lang);
    if (text) jw_raw(w, text);
    else w->failed = true;
    nonet_free(text);
}
