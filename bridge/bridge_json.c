/*
** bridge_json.c -- the bridges' JSON answers (bridge_json.h).
*/
#define _GNU_SOURCE /* open_memstream under -std=c11 */
#include <stdlib.h>

#include "bridge_json.h"

void answer_open(answer *a) {
    a->text = NULL;
    a->first = true;
    a->fp = open_memstream(&a->text, &a->len);
    if (a->fp) fputc('{', a->fp);
}

char *answer_close(answer *a) {
    if (!a->fp) return NULL;
    fputc('}', a->fp);
    fclose(a->fp);
    return a->text;
}

/* The key, after a comma when a member came before. */
void answer_key(answer *a, const char *name) {
    if (!a->fp) return;
    fprintf(a->fp, "%s\"%s\":", a->first ? "" : ",", name);
    a->first = false;
}

void put_string(answer *a, const char *name, const char *text) {
    answer_key(a, name);
    if (!a->fp) return;
    if (!text) {
        fputs("null", a->fp);
        return;
    }
    fputc('"', a->fp);
    for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
        if (*p == '"' || *p == '\\') fprintf(a->fp, "\\%c", *p);
        else if (*p < 0x20 || *p == 0x7f) fprintf(a->fp, "\\u%04x", *p);
        else fputc(*p, a->fp);
    }
    fputc('"', a->fp);
}

void put_owned(answer *a, const char *name, char *text) {
    put_string(a, name, text);
    nonet_free(text);
}

/* %.10g: the command's numbers (src/cli/jw.c), so ratings compare equal. */
void put_number(answer *a, const char *name, double value) {
    answer_key(a, name);
    if (a->fp) fprintf(a->fp, "%.10g", value);
}

void put_bool(answer *a, const char *name, bool value) { put_raw(a, name, value ? "true" : "false"); }

void put_raw(answer *a, const char *name, const char *json) {
    answer_key(a, name);
    if (a->fp) fputs(json ? json : "null", a->fp);
}

void put_raw_owned(answer *a, const char *name, char *json) {
    put_raw(a, name, json);
    nonet_free(json);
}

void put_error(answer *a, nonet_status status, const nonet_error *err) {
    put_string(a, "error", err && err->message[0] ? err->message : nonet_strerror(status));
    if (err && err->line > 0) put_number(a, "line", (double)err->line);
    if (err && err->column > 0) put_number(a, "column", err->column);
}

nonet_grid *answer_grid(answer *a, const char *text) {
    nonet_grid *g = nonet_grid_new();
    nonet_error err = {0};
    nonet_status st = g ? nonet_grid_parse(g, text, &err) : NONET_NOMEM;
    if (st == NONET_OK) return g;
    put_error(a, st, &err);
    nonet_grid_free(g);
    return NULL;
}
