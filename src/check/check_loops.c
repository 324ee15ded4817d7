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

/* A set of colour-A cells of unit u and a pseudo cell of digits extra (one
** of the extra cells, all in u, holds one) form a naked set: as many
** digits as cells. Each elimination is a set digit in another cell of u. */
static bool ck_pseudo_naked(const nonet_grid *g, ck_step *s, int u, uint16_t extra) {
    char b[12];
    ck_als set;
    if (!ck_set_of(g, s, CK_A, &set)) return false;
    uint16_t digits = (uint16_t)(extra | set.digits);
    for (int k = 0; k < set.n; k++)
        if (!cell_in_unit(set.cells[k], u) || ck_in_cells(s, set.cells[k]))
            return ck_fail(s, "set cell r%dc%d is not another cell of the unit", set.cells[k] / 9 + 1, set.cells[k] % 9 + 1);
    if (!set.n || mask_count(digits) != set.n + 1) return ck_fail(s, "the set and the extras are not a naked set");
    for (int i = 0; i < s->n_elim; i++) {
        ck_cand e = s->elim[i];
        if (!cell_in_unit(e.cell, u) || ck_in_cells(s, e.cell) || ck_in_als(&set, e.cell) || !mask_has(digits, e.digit))
            return ck_fail(s, "elimination %s is not a set digit elsewhere in the unit", ck_name(&e, b));
    }
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
    if (s->variant == 3) return u >= 0 ? ck_pseudo_naked(g0, s, u, bug) : ck_fail(s, "a BUG type 3 names its unit");
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
            if (ck_role_digits(s, s->elim[i].cell, CK_A)) return ck_fail(s, "no checker for unique_loop type 3 (hidden set)");
        return ck_pseudo_naked(g, s, u, extras);
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
