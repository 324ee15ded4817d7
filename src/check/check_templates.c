/*
** check_templates.c -- Template Set and Template Delete, re-derived from
** the position: a template of a digit places it once in each row, column
** and box on its placed cells and candidates. The solution's cells of each
** digit are one, so a template using a cell that every template of another
** digit uses is not (that cell holds the other digit); dropping those,
** over all digits until nothing changes, keeps the solution's. A candidate
** of the record's digit that no kept template uses is false (Delete); an
** empty cell every kept template uses holds the digit (Set).
*/
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "mask.h"
#include "tables.h"

typedef struct ck_cells { uint64_t lo, hi; } ck_cells;   /* cells 0-63, 64-80 */

static void ck_cells_add(ck_cells *s, int c) {
    if (c < 64) s->lo |= 1ull << c; else s->hi |= 1ull << (c - 64);
}
static bool ck_cells_has(const ck_cells *s, int c) { return c < 64 ? s->lo >> c & 1 : s->hi >> (c - 64) & 1; }
static bool ck_cells_meet(ck_cells a, ck_cells b) { return (a.lo & b.lo) || (a.hi & b.hi); }

typedef struct ck_tpl { ck_cells *t; int n, cap; bool nomem; } ck_tpl;

/* Every template of digit d from row r on (columns and boxes used so far). */
static void ck_walk(const nonet_grid *g, int d, int r, unsigned cols, unsigned boxes, ck_cells cur, ck_tpl *out) {
    if (out->nomem) return;
    if (r == 9) {
        if (out->n == out->cap) {
            int cap = out->cap ? 2 * out->cap : 256;
            ck_cells *t = realloc(out->t, (size_t)cap * sizeof *t);
            if (!t) { out->nomem = true; return; }
            out->t = t, out->cap = cap;
        }
        out->t[out->n++] = cur;
        return;
    }
    for (int k = 0; k < 9; k++) {
        int c = r * 9 + k, b = cell_box(c);
        if ((cols >> k & 1) || (boxes >> b & 1) || !(g->value[c] == d || ck_has(g, c, d))) continue;
        ck_cells next = cur;
        ck_cells_add(&next, c);
        ck_walk(g, d, r + 1, cols | 1u << k, boxes | 1u << b, next, out);
    }
}

/* The cells every template of a list uses. */
static ck_cells ck_common(const ck_tpl *t) {
    ck_cells all = {~0ull, ~0ull};
    for (int i = 0; i < t->n; i++) all.lo &= t->t[i].lo, all.hi &= t->t[i].hi;
    return t->n ? all : (ck_cells){0, 0};
}

/* Drops the templates refuted by another digit's common cells; whether any went. */
static bool ck_refine(ck_tpl *tpl) {
    bool dropped = false;
    ck_cells common[10];
    for (int d = 1; d <= 9; d++) common[d] = ck_common(&tpl[d]);
    for (int d = 1; d <= 9; d++) {
        int kept = 0;
        for (int i = 0; i < tpl[d].n; i++) {
            bool out = false;
            for (int e = 1; e <= 9 && !out; e++) out = e != d && ck_cells_meet(tpl[d].t[i], common[e]);
            if (!out) tpl[d].t[kept++] = tpl[d].t[i];
        }
        dropped |= kept != tpl[d].n;
        tpl[d].n = kept;
    }
    return dropped;
}

bool ck_templates(const nonet_grid *g, ck_step *s) {
    char b[12];
    ck_tpl tpl[10];
    memset(tpl, 0, sizeof tpl);
    if (!mask_single(s->digits)) return ck_fail(s, "a template step is about one digit");
    bool nomem = false;
    for (int d = 1; d <= 9; d++) {
        ck_walk(g, d, 0, 0, 0, (ck_cells){0, 0}, &tpl[d]);
        nomem |= tpl[d].nomem;
    }
    while (!nomem && ck_refine(tpl)) {}
    int d = mask_lowest(s->digits);
    ck_cells used = {0, 0}, every = ck_common(&tpl[d]);
    for (int i = 0; i < tpl[d].n; i++) used.lo |= tpl[d].t[i].lo, used.hi |= tpl[d].t[i].hi;
    bool ok = !nomem;
    if (nomem) ck_fail(s, "out of memory for the templates");
    for (int i = 0; ok && i < s->n_elim; i++)
        if (s->elim[i].digit != d || ck_cells_has(&used, s->elim[i].cell))
            ok = ck_fail(s, "elimination %s is used by a template", ck_name(&s->elim[i], b));
    for (int i = 0; ok && i < s->n_place; i++)
        if (s->place[i].digit != d || !ck_cells_has(&every, s->place[i].cell))
            ok = ck_fail(s, "placement %s is not in every template", ck_name(&s->place[i], b));
    bool set = !strcmp(s->technique, "template_set");
    if (ok && (set ? s->n_elim : s->n_place))
        ok = ck_fail(s, "%s", set ? "Template Set removes no candidate" : "Template Delete places no digit");
    for (int e = 1; e <= 9; e++) free(tpl[e].t);
    return ok;
}
