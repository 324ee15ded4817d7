/*
** check_reader.c -- the reader's oracle: the same records from a string,
** a stream, CRLF line ends and a toggled final newline; bytes with NULs
** through a stream (see check.h).
*/
#define _GNU_SOURCE /* fmemopen under -std=c11 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "grid.h"

/* What the reader said about one record. */
typedef struct record {
    nonet_status status;
    long line, err_line;
    uint8_t value[N_CELLS];
    uint16_t cand[N_CELLS];
} record;

typedef struct records {
    record *items;
    size_t count, cap;
} records;

static size_t count_lines(const char *text) {
    size_t lines = 1;
    for (const char *p = text; *p; p++) lines += (*p == '\n');
    return lines;
}

/* One reader call as a record; the grid and error checked on the way. */
static record read_one(nonet_reader *reader, nonet_grid *g, size_t lines) {
    record r;
    nonet_error err;
    memset(&r, 0, sizeof r);
    r.status = nonet_reader_next(reader, g, &r.line, &err);
    if (r.status == NONET_OK) {
        CHECK(grid_consistent(g));
        memcpy(r.value, g->value, sizeof r.value);
        memcpy(r.cand, g->cand, sizeof r.cand);
    } else if (r.status == NONET_INVALID) {
        check_rejection(r.status, &err);
        r.err_line = err.line;
        CHECK(err.line >= 1 && (size_t)err.line <= lines);
    }
    if (r.status == NONET_OK || r.status == NONET_INVALID)
        CHECK(r.line >= 1 && (size_t)r.line <= lines);
    return r;
}

static void add_record(records *all, const record *r) {
    if (all->count == all->cap) {
        all->cap = all->cap ? 2 * all->cap : 16;
        all->items = realloc(all->items, all->cap * sizeof *all->items);
        CHECK(all->items != NULL);
    }
    all->items[all->count++] = *r;
}

/* Every record up to NONET_END; never more than one per line. */
static records read_all(nonet_reader *reader, size_t lines) {
    records all = {NULL, 0, 0};
    nonet_grid g;
    CHECK(reader != NULL);
    for (;;) {
        record r = read_one(reader, &g, lines);
        if (r.status == NONET_END) break;
        CHECK(r.status == NONET_OK || r.status == NONET_INVALID);
        CHECK(all.count < lines);
        CHECK(all.count == 0 || r.line > all.items[all.count - 1].line);
        add_record(&all, &r);
    }
    nonet_reader_free(reader);
    return all;
}

static records read_string(const char *text) {
    return read_all(nonet_reader_open_string(text), count_lines(text));
}

/* The same text through a FILE * (the buffered path). */
/* len bytes (NULs included) through a FILE *, the buffered path; lines
** is the number of lines of those bytes. */
static records read_bytes(const void *bytes, size_t len, size_t lines) {
    FILE *stream = fmemopen(len ? (void *)bytes : (void *)"", len ? len : 1, "r");
    CHECK(stream != NULL);
    if (!len) (void)fgetc(stream); /* an empty stream: fmemopen wants size > 0 */
    records all = read_all(nonet_reader_open(stream), lines);
    fclose(stream);
    return all;
}

static records read_stream(const char *text) {
    return read_bytes(text, strlen(text), count_lines(text));
}

/* The raw bytes, NULs and all (which a string cannot hold): only the
** record properties of read_all are checked. */
static void check_raw_stream(const uint8_t *data, size_t size) {
    size_t lines = 1;
    for (size_t i = 0; i < size; i++) lines += data[i] == '\n';
    records all = read_bytes(data, size, lines);
    free(all.items);
}

static void check_same_records(records a, records b) {
    CHECK(a.count == b.count);
    for (size_t i = 0; i < a.count; i++) {
        CHECK(a.items[i].status == b.items[i].status);
        CHECK(a.items[i].line == b.items[i].line);
        CHECK(a.items[i].err_line == b.items[i].err_line);
        CHECK(!memcmp(a.items[i].value, b.items[i].value, sizeof a.items[i].value));
        CHECK(!memcmp(a.items[i].cand, b.items[i].cand, sizeof a.items[i].cand));
    }
    free(b.items);
}

/* text with every "\n" written "\r\n" (malloc'd). */
static char *with_crlf(const char *text) {
    char *out = malloc(2 * strlen(text) + 1), *q = out;
    CHECK(out != NULL);
    for (const char *p = text; *p; p++) {
        if (*p == '\n') *q++ = '\r';
        *q++ = *p;
    }
    *q = '\0';
    return out;
}

/* text with its final newline added, or removed when it has one. */
static char *toggle_final_newline(const char *text) {
    size_t len = strlen(text);
    char *out = malloc(len + 2);
    CHECK(out != NULL);
    memcpy(out, text, len + 1);
    if (len && text[len - 1] == '\n') out[len - 1] = '\0';
    else { out[len] = '\n'; out[len + 1] = '\0'; }
    return out;
}

void check_reader(const uint8_t *data, size_t size) {
    char *text = check_text(data, size);
    records base = read_string(text);
    check_same_records(base, read_stream(text));
    if (!strchr(text, '\r')) {
        char *crlf = with_crlf(text);
        check_same_records(base, read_string(crlf));
        free(crlf);
    }
    char *toggled = toggle_final_newline(text);
    check_same_records(base, read_string(toggled));
    free(toggled);
    free(base.items);
    free(text);
    if (memchr(data, '\0', size)) check_raw_stream(data, size);
}

