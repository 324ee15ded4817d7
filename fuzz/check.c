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

/* Format, parse back, compare. */
void check_roundtrip(const nonet_grid *g, nonet_grid_form form) {
    char *text = nonet_grid_format(g, form);
    CHECK(text != NULL);
    nonet_grid back;
    nonet_error err;
    nonet_status st = nonet_grid_parse(&back, text, &err);
    if (st != NONET_OK) fprintf(stderr, "wrote:\n%s\nread back: %s\n", text, err.message);
    CHECK(st == NONET_OK);
    CHECK(grid_consistent(&back));
    CHECK(same_in_form(g, &back, form));
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

