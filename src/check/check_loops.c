/*
** check_loops.c -- Sudoku Explainer's uniqueness steps: Unique Loops
** (rectangles among them) and the Bivalue Universal Grave, types 1 to 4.
** Both rest on a deadly pattern: with the record's extra candidates gone,
** the rest would have no solution or several, so one extra is true.
*/
#include "check.h"
#include "mask.h"
#include "tables.h"

/* The record's candidates of a role in cell c. */
static uint16_t ck_role_digits(const ck_step *s, int c, int role) {
    uint16_t m = 0;
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].cell == c && s->marks[i].role == role) m |= mask_of(s->marks[i].digit);
    return m;
}

static bool ck_in_cells(const ck_step *s, int c) {
    for (int k = 0; k < s->n_cells; k++)
        if (s->cells[k] == c) return true;
    return false;
}

/* The colour-A candidates outside the pattern's cells: their cells into
** set, and whether each is recorded whole (else only its digits of `of`). */
static bool ck_outer_set(const nonet_grid *g, ck_step *s, ck_als *set, bool whole, uint16_t of) {
    set->n = 0, set->digits = 0;
    for (int i = 0; i < s->n_marks; i++) {
        int c = s->marks[i].cell;
        if (s->marks[i].role != CK_A || ck_in_cells(s, c) || ck_in_als(set, c)) continue;
        if (set->n == 9) return ck_fail(s, "a set of more than nine cells");
        if (ck_role_digits(s, c, CK_A) != (whole ? g->cand[c] : (uint16_t)(g->cand[c] & of)))
            return ck_fail(s, "set cell r%dc%d's candidates are not recorded as the set needs", c / 9 + 1, c % 9 + 1);
        set->cells[set->n++] = c, set->digits |= g->cand[c];
    }
    return set->n || ck_fail(s, "no set cells");
}

/* Whether every unit of the record holds every cell of the extras' cells
** and of set. */
static bool ck_units_hold(const ck_step *s, const int *extra, int n_extra, const ck_als *set) {
    for (int k = 0; k < s->n_units; k++) {
        for (int i = 0; i < n_extra; i++)
            if (!cell_in_unit(extra[i], s->units[k].unit)) return false;
        for (int i = 0; i < set->n; i++)
            if (!cell_in_unit(set->cells[i], s->units[k].unit)) return false;
    }
    return s->n_units > 0;
}

/* Naked form: the colour-A cells outside the pattern (every candidate
** recorded) and a pseudo cell of digits extra (one of the extra cells, all
** in the record's units, holds one) are as many as their digits: each
** elimination is one of those digits in another cell of a unit. */
bool ck_pseudo_naked(const nonet_grid *g, ck_step *s, const int *extra, int n_extra, uint16_t extras) {
    char b[12];
    ck_als set;
    if (!ck_outer_set(g, s, &set, true, 0)) return false;
    uint16_t digits = (uint16_t)(extras | set.digits);
    if (!ck_units_hold(s, extra, n_extra, &set)) return ck_fail(s, "the set and the extra cells do not share the units");
    if (mask_count(digits) != set.n + 1) return ck_fail(s, "the set and the extras are not a naked set");
    for (int i = 0; i < s->n_elim; i++) {
        ck_cand e = s->elim[i];
        bool in = false;
        for (int k = 0; k < s->n_units; k++) in |= cell_in_unit(e.cell, s->units[k].unit);
        if (!in || ck_in_cells(s, e.cell) || ck_in_als(&set, e.cell) || !mask_has(digits, e.digit))
            return ck_fail(s, "elimination %s is not a set digit elsewhere in the unit", ck_name(&e, b));
    }
    return true;
}

/* Hidden form, two extra cells c1, c2 in unit u: the digits H (the pair and
** the set's) have, but for c2, their places in u in c1 and the set's
** cells, one per digit. If c2 holds an extra, H is a hidden set there; if
** it holds a pair digit, c1 holds an extra (or the pattern is deadly) and
** the rest of H is one in the set's cells. Either way those keep only H. */
static bool ck_pseudo_hidden(const nonet_grid *g, ck_step *s, const int extra[2], uint16_t pair, uint16_t extras) {
    char b[12];
    ck_als set;
    uint16_t h = pair;
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].role == CK_A && !ck_in_cells(s, s->marks[i].cell)) h |= mask_of(s->marks[i].digit);
    if (h & extras) return ck_fail(s, "the hidden set's digits include an extra");
    if (!ck_outer_set(g, s, &set, false, h)) return false;
    if (s->n_units != 1 || !ck_units_hold(s, extra, 2, &set)) return ck_fail(s, "the set and the extra cells share one unit");
    int u = s->units[0].unit;
    bool ok = false;
    for (int side = 0; side < 2 && !ok; side++) {
        uint16_t places = 0, want = cell_position(extra[side], unit_kind(u));
        for (int k = 0; k < set.n; k++) want |= cell_position(set.cells[k], unit_kind(u));
        for (uint16_t m = h; m; m = mask_rest(m)) places |= ck_places(g, u, mask_lowest(m));
        places &= (uint16_t)~cell_position(extra[1 - side], unit_kind(u));
        ok = places == want && mask_count(h) == set.n + 1;
    }
    if (!ok) return ck_fail(s, "the digits have not one place per digit in the extra cell and the set's");
    for (int i = 0; i < s->n_elim; i++)
        if (!ck_in_als(&set, s->elim[i].cell) || mask_has(h, s->elim[i].digit))
            return ck_fail(s, "elimination %s is not a set cell's digit outside the hidden set", ck_name(&s->elim[i], b));
    return true;
}

/* ---- Bivalue Universal Grave ------------------------------------------- */

/* Without the record's BUG candidates every empty cell is bivalue and every
** digit has no place or two in every unit. */
static bool ck_grave(const nonet_grid *g0, ck_step *s, nonet_grid *g) {
    *g = *g0;
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].role == CK_PATTERN) g->cand[s->marks[i].cell] &= (uint16_t)~mask_of(s->marks[i].digit);
    for (int c = 0; c < N_CELLS; c++)
        if (!g->value[c] && mask_count(g->cand[c]) != 2) return ck_fail(s, "r%dc%d breaks the grave", c / 9 + 1, c % 9 + 1);
    for (int u = 0; u < N_UNITS; u++)
        for (int d = 1; d <= 9; d++) {
            int n = mask_count(ck_places(g, u, d));
            if (n && n != 2) return ck_fail(s, "without the BUG digits, %d has %d places in a unit", d, n);
        }
    return true;
}

bool ck_bug_types(const nonet_grid *g0, ck_step *s) {
    char b[12];
    nonet_grid g;
    uint16_t bug = 0;
    for (int k = 0; k < s->n_cells; k++) bug |= ck_role_digits(s, s->cells[k], CK_PATTERN);
    int cells[CK_MAX_CELLS];
    for (int k = 0; k < s->n_cells; k++) cells[k] = s->cells[k];
    if (!ck_no_placements(s) || !ck_grave(g0, s, &g)) return false;
    int u = s->n_units == 1 ? s->units[0].unit : -1, c1 = s->cells[0], c2 = s->n_cells > 1 ? s->cells[1] : -1;
    for (int k = 0; k < s->n_cells; k++)
        if (u >= 0 && !cell_in_unit(s->cells[k], u)) return ck_fail(s, "a BUG cell is outside the unit");
    for (int i = 0; i < s->n_elim && s->variant != 3; i++) {
        ck_cand e = s->elim[i];
        bool ok = false;
        if (s->variant == 1) ok = s->n_cells == 1 && e.cell == c1 && !mask_has(bug, e.digit);
        if (s->variant == 2) {
            ok = mask_single(bug) && mask_has(bug, e.digit) && !ck_in_cells(s, e.cell);
            for (int k = 0; k < s->n_cells; k++) ok &= ck_sees(e.cell, s->cells[k]);
        }
        if (s->variant == 4 && s->n_cells == 2 && u >= 0 && (e.cell == c1 || e.cell == c2)) {
            /* d, the non-BUG digit both cells share, lies only in them in u */
            uint16_t d = (uint16_t)(g.cand[c1] & g.cand[c2]);
            ok = mask_single(d) && ck_places(g0, u, mask_lowest(d)) == (cell_position(c1, unit_kind(u)) |
                                                                          cell_position(c2, unit_kind(u))) &&
                 !mask_has(d, e.digit) && mask_has(g.cand[e.cell], e.digit);
        }
        if (!ok) return ck_fail(s, "elimination %s does not follow from a true BUG digit (type %d)", ck_name(&e, b), s->variant);
    }
    if (s->variant == 3) return ck_pseudo_naked(g0, s, (const int *)cells, s->n_cells, bug);
    return (s->variant >= 1 && s->variant <= 4) || ck_fail(s, "no checker for bug type %d", s->variant);
}

/* ---- Unique Loops ------------------------------------------------------- */

/* The cells are a loop of the two digits: every unit holds none of them
** or one at an even and one at an odd place, so a and b could swap along
** it; each cell records both digits and its others as its extras (fins). */
static bool ck_loop(const nonet_grid *g, ck_step *s) {
    uint8_t at[2][N_UNITS] = {{0}};
    if (mask_count(s->digits) != 2 || s->n_cells < 4) return ck_fail(s, "a unique loop has two digits and four cells or more");
    for (int k = 0; k < s->n_cells; k++) {
        int c = s->cells[k];
        if ((g->cand[c] & s->digits) != s->digits || ck_role_digits(s, c, CK_PATTERN) != s->digits ||
            ck_role_digits(s, c, CK_FIN) != (g->cand[c] & ~s->digits))
            return ck_fail(s, "loop cell r%dc%d does not hold both digits, its others as extras", c / 9 + 1, c % 9 + 1);
        for (int j = 0; j < 3; j++) at[k & 1][cell_units[c][j]]++;
    }
    for (int u = 0; u < N_UNITS; u++)
        if (at[0][u] + at[1][u] && (at[0][u] != 1 || at[1][u] != 1))
            return ck_fail(s, "a unit holds the loop's cells other than one at an even and one at an odd place");
    return true;
}

bool ck_unique_loop(const nonet_grid *g, ck_step *s) {
    char b[12];
    int ext[CK_MAX_CELLS], n = 0;
    if (!ck_no_placements(s) || !ck_loop(g, s)) return false;
    uint16_t extras = 0;
    for (int k = 0; k < s->n_cells; k++)
        if (g->cand[s->cells[k]] != s->digits) ext[n++] = s->cells[k], extras |= g->cand[s->cells[k]];
    extras &= (uint16_t)~s->digits;
    int u = s->n_units == 1 ? s->units[0].unit : -1;
    if (s->variant == 3) {
        if (n != 2 || u < 0 || !cell_in_unit(ext[0], u) || !cell_in_unit(ext[1], u))
            return ck_fail(s, "a type 3 loop has two extra cells in its unit");
        for (int i = 0; i < s->n_elim; i++)
            if (ck_role_digits(s, s->elim[i].cell, CK_A)) return ck_pseudo_hidden(g, s, ext, s->digits, extras);
        return ck_pseudo_naked(g, s, ext, 2, extras);
    }
    for (int i = 0; i < s->n_elim; i++) {
        ck_cand e = s->elim[i];
        bool ok = false;
        if (s->variant == 1) ok = n == 1 && e.cell == ext[0] && mask_has(s->digits, e.digit);
        if (s->variant == 2) {
            ok = n >= 2 && mask_single(extras) && e.digit == mask_lowest(extras) && !ck_in_cells(s, e.cell);
            for (int k = 0; k < n; k++) ok &= ck_sees(e.cell, ext[k]);
        }
        if (s->variant == 4 && n == 2 && u >= 0 && cell_in_unit(ext[0], u) && cell_in_unit(ext[1], u) &&
            (e.cell == ext[0] || e.cell == ext[1]) && mask_has(s->digits, e.digit)) {
            /* the other digit lies only in the two extra cells of u */
            int a = mask_lowest((uint16_t)(s->digits & ~mask_of(e.digit)));
            ok = ck_places(g, u, a) == (cell_position(ext[0], unit_kind(u)) | cell_position(ext[1], unit_kind(u)));
        }
        if (!ok) return ck_fail(s, "elimination %s does not follow from the loop (type %d)", ck_name(&e, b), s->variant);
    }
    return (s->variant >= 1 && s->variant <= 4) || ck_fail(s, "no checker for unique_loop type %d", s->variant);
}
