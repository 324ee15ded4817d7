/*
** check.c -- the checker's shared vocabulary: a failure's reason, names of
** candidates and units, and the geometry of the grid (what sees what, which
** links are strong or weak in a position). The family checkers and the
** record reader use it; it calls none of them.
*/
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "mask.h"
#include "tables.h"

bool ck_fail(ck_step *s, const char *fmt, ...) {
    if (!s->why[0]) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(s->why, sizeof s->why, fmt, ap);
        va_end(ap);
    }
    return false;
}

const char *ck_name(const ck_cand *c, char *buf) {
    snprintf(buf, 12, "(%d)r%dc%d", c->digit, c->cell / 9 + 1, c->cell % 9 + 1);
    return buf;
}

const char *ck_unit_name(int unit, char *buf) {
    snprintf(buf, 4, "%c%d", "rcb"[unit / 9], unit % 9 + 1);
    return buf;
}

bool ck_has(const nonet_grid *g, int cell, int digit) {
    return g->value[cell] == 0 && mask_has(g->cand[cell], digit);
}

bool ck_sees(int a, int b) {
    return a != b && (cell_row(a) == cell_row(b) || cell_col(a) == cell_col(b) ||
                      cell_box(a) == cell_box(b));
}

uint16_t ck_places(const nonet_grid *g, int unit, int digit) {
    uint16_t m = 0;
    for (int i = 0; i < 9; i++)
        if (ck_has(g, unit_cells[unit][i], digit)) m |= (uint16_t)(1u << i);
    return m;
}

bool ck_weak(const nonet_grid *g, ck_cand a, ck_cand b) {
    (void)g;
    if (a.cell == b.cell) return a.digit != b.digit;
    return a.digit == b.digit && ck_sees(a.cell, b.cell);
}

bool ck_strong(const nonet_grid *g, ck_cand a, ck_cand b) {
    if (!ck_has(g, a.cell, a.digit) || !ck_has(g, b.cell, b.digit)) return false;
    if (a.cell == b.cell)
        return a.digit != b.digit && g->cand[a.cell] == (mask_of(a.digit) | mask_of(b.digit));
    if (a.digit != b.digit || !ck_sees(a.cell, b.cell)) return false;
    for (int k = 0; k < 3; k++) {
        int u = cell_units[a.cell][k];
        if (cell_in_unit(b.cell, u) && mask_count(ck_places(g, u, a.digit)) == 2) return true;
    }
    return false;
}

bool ck_weak_all(const nonet_grid *g, ck_cand e, const ck_cand *n, int count) {
    for (int i = 0; i < count; i++)
        if (!ck_weak(g, e, n[i])) return false;
    return count > 0;
}

bool ck_no_placements(ck_step *s) {
    return s->n_place == 0 || ck_fail(s, "%s places no digit by its definition", s->technique);
}

bool ck_elims_within(const nonet_grid *g, ck_step *s, ck_reach_fn allowed, const char *what) {
    char b[12];
    for (int i = 0; i < s->n_elim; i++)
        if (!allowed(g, s, s->elim[i]))
            return ck_fail(s, "elimination %s is not %s", ck_name(&s->elim[i], b), what);
    return true;
}

int ck_marks_role(const ck_step *s, int role, ck_cand *out, int cap) {
    int n = 0;
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].role == role && n < cap) out[n++] = s->marks[i];
    return n;
}

bool ck_cells_whole(const nonet_grid *g, ck_step *s) {
    for (int k = 0; k < s->n_cells; k++) {
        uint16_t m = 0;
        int c = s->cells[k];
        for (int i = 0; i < s->n_marks; i++)
            if (s->marks[i].cell == c) m |= (uint16_t)(1u << (s->marks[i].digit - 1));
        if (m != g->cand[c]) return ck_fail(s, "pattern cell r%dc%d's candidates are not all recorded", c / 9 + 1, c % 9 + 1);
    }
    return true;
}

/* Whether candidate c is one of the record's marks. */
static bool ck_marked(const ck_step *s, ck_cand c) {
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].cell == c.cell && s->marks[i].digit == c.digit) return true;
    return false;
}

bool ck_links_marked(ck_step *s) {
    char b[12];
    for (int i = 0; i < s->n_links; i++)
        if (!ck_marked(s, s->links[i].from) || !ck_marked(s, s->links[i].to))
            return ck_fail(s, "link end %s is not a pattern candidate",
                           ck_name(ck_marked(s, s->links[i].from) ? &s->links[i].to : &s->links[i].from, b));
    return true;
}

bool ck_marks_are_links(ck_step *s) {
    char b[12];
    if (!ck_links_marked(s)) return false;
    for (int i = 0; i < s->n_marks; i++) {
        bool end = false;
        for (int k = 0; k < s->n_links && !end; k++)
            end = (s->links[k].from.cell == s->marks[i].cell && s->links[k].from.digit == s->marks[i].digit) ||
                  (s->links[k].to.cell == s->marks[i].cell && s->links[k].to.digit == s->marks[i].digit);
        if (!end) return ck_fail(s, "pattern candidate %s ends no link", ck_name(&s->marks[i], b));
    }
    return true;
}
