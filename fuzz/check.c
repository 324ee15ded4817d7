/*
** check.c -- the properties behind every fuzz target (see check.h).
**
** The oracles are the library's own promises, checked from outside: the
** grid invariants (grid_consistent) and, for a position written in a form,
** that it reads back the same. This file: the helpers and the parse oracle;
** check_reader.c and check_solve.c hold the others (separate objects, so a
** target links only what it calls).
*/
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "grid.h"
#include "mask.h"

void check_fail(const char *what, const char *file, int line) {
    fprintf(stderr, "%s:%d: property failed: %s\n", file, line, what);
    abort();
}

/* Aborts when out of memory, which the fuzzer's rss limit reports. */
char *check_text(const uint8_t *data, size_t size) {
    char *text = malloc(size + 1);
    CHECK(text != NULL);
    if (size) memcpy(text, data, size);
    text[size] = '\0';
    return text;
}

/* The digits a pencil-mark grid shows in a cell: its value or its marks
** (a filled cell and an empty one with one mark look the same). */
static uint16_t shown(const nonet_grid *g, int c) {
    return g->value[c] ? mask_of(g->value[c]) : g->cand[c];
}

/* Do a and b agree on what the form writes? Values for lines and blocks;
** the digits shown for pencil marks; values, givens and the candidates of
** empty cells for HoDoKu lines. */
static bool same_in_form(const nonet_grid *a, const nonet_grid *b, nonet_grid_form form) {
    for (int c = 0; c < N_CELLS; c++) {
        if (form == NONET_FORM_PENCILMARKS) {
            if (shown(a, c) != shown(b, c)) return false;
            continue;
        }
        if (a->value[c] != b->value[c]) return false;
        if (form != NONET_FORM_HODOKU) continue;
        if (a->value[c] ? a->given[c] != b->given[c] : a->cand[c] != b->cand[c]) return false;
    }
    return true;
}

/* Does an empty cell show a lone mark, or none? A pencil-mark grid cannot
** tell a lone mark from a filled cell, and reads it back as one; a cell
** without marks it refuses ("has no candidates"). */
static bool has_lone_or_no_mark(const nonet_grid *g) {
    for (int c = 0; c < N_CELLS; c++)
        if (!g->value[c] && mask_count(g->cand[c]) <= 1) return true;
    return false;
}

/* b keeps a's values and shows no digit a does not show (in the cells
** where a shows some). */
static bool narrower(const nonet_grid *a, const nonet_grid *b) {
    for (int c = 0; c < N_CELLS; c++) {
        if (a->value[c] && b->value[c] != a->value[c]) return false;
        if (shown(a, c) && (shown(b, c) & (uint16_t)~shown(a, c))) return false;
    }
    return true;
}

/* Format, parse back, compare: exactly, unless a pencil-mark grid shows
** lone marks, which read back as values (whose peers then lose the digit,
** and which may clash), or cells without marks: that grid may be refused,
** or read back narrower. */
void check_roundtrip(const nonet_grid *g, nonet_grid_form form) {
    bool exact = form != NONET_FORM_PENCILMARKS || !has_lone_or_no_mark(g);
    char *text = nonet_grid_format(g, form);
    CHECK(text != NULL);
    nonet_grid back;
    nonet_error err;
    nonet_status st = nonet_grid_parse(&back, text, &err);
    if (st != NONET_OK && exact) fprintf(stderr, "wrote:\n%s\nread back: %s\n", text, err.message);
    CHECK(st == NONET_OK || !exact);
    if (st == NONET_OK) {
        CHECK(grid_consistent(&back));
        CHECK(exact ? same_in_form(g, &back, form) : narrower(g, &back));
    }
    nonet_free(text);
}

void check_rejection(nonet_status st, const nonet_error *err) {
    CHECK(st == NONET_INVALID);
    CHECK(err->message[0] != '\0');
    CHECK(memchr(err->message, '\0', sizeof err->message) != NULL);
    CHECK(err->line >= 0 && err->column >= 0);
}

void check_parse(const uint8_t *data, size_t size, nonet_grid_form form) {
    char *text = check_text(data, size);
    nonet_grid g;
    nonet_error err;
    nonet_status st = nonet_grid_parse(&g, text, &err);
    if (st == NONET_OK) {
        CHECK(grid_consistent(&g));
        check_roundtrip(&g, form);
    } else {
        check_rejection(st, &err);
    }
    free(text);
}

