/*
** check_basic.c -- singles, subsets (naked, hidden, locked), intersections
** (pointing, claiming) and the direct forms (the placement a subset or an
** intersection leaves as a single).
**
** The size of a subset comes from its id (pair, triple, quad), its digits
** from the pattern's digits, its cells from the pattern's cells, the units
** from the pattern's units: each is checked against the grid, and every
** elimination must be one the definition allows.
*/
#include <string.h>

#include "check.h"
#include "mask.h"
#include "tables.h"

static int ck_size_of(const char *id) {
    return strstr(id, "pair") ? 2 : strstr(id, "triple") ? 3 : strstr(id, "quad") ? 4 : 0;
}

static bool ck_cell_listed(const ck_step *s, int cell) {
    for (int i = 0; i < s->n_cells; i++)
        if (s->cells[i] == cell) return true;
    return false;
}

/* ---- singles ------------------------------------------------------------- */

static bool ck_single(const nonet_grid *g, ck_step *s) {
    char b[12];
    if (s->n_place != 1 || s->n_elim) return ck_fail(s, "a single places one digit and removes none");
    ck_cand p = s->place[0];
    if (s->n_cells != 1 || s->cells[0] != p.cell) return ck_fail(s, "the single's pattern cell is not %s", ck_name(&p, b));
    if (!strcmp(s->technique, "naked_single"))
        return g->cand[p.cell] == mask_of(p.digit) ||
               ck_fail(s, "cell of %s has other candidates", ck_name(&p, b));
    if (s->n_units != 1 || !cell_in_unit(p.cell, s->units[0].unit))
        return ck_fail(s, "the single's unit does not hold %s", ck_name(&p, b));
    int u = s->units[0].unit;
    if (!strcmp(s->technique, "hidden_single"))
        return ck_places(g, u, p.digit) == cell_position(p.cell, unit_kind(u)) ||
               ck_fail(s, "digit %d has other places in %s", p.digit, ck_unit_name(u, b));
    for (int i = 0; i < 9; i++)
        if (unit_cells[u][i] != p.cell && g->value[unit_cells[u][i]] == 0)
            return ck_fail(s, "%s has another empty cell", ck_unit_name(u, b));
    return true;
}

/* ---- subsets ------------------------------------------------------------- */

static bool ck_cells_in_units(const ck_step *s) {
    for (int i = 0; i < s->n_cells; i++)
        for (int k = 0; k < s->n_units; k++)
            if (!cell_in_unit(s->cells[i], s->units[k].unit)) return false;
    return s->n_units > 0;
}

static bool ck_naked_reach(const nonet_grid *g, const ck_step *s, ck_cand e) {
    (void)g;
    if (!mask_has(s->digits, e.digit) || ck_cell_listed(s, e.cell)) return false;
    for (int k = 0; k < s->n_units; k++)
        if (cell_in_unit(e.cell, s->units[k].unit)) return true;
    return false;
}

static bool ck_hidden_reach(const nonet_grid *g, const ck_step *s, ck_cand e) {
    (void)g;
    return !mask_has(s->digits, e.digit) && ck_cell_listed(s, e.cell);
}

/* The record's pattern candidates (not the direct forms' pincer, the
** placement) are the subset cells' candidates of its digits, each once. */
static bool ck_subset_marks(const nonet_grid *g, ck_step *s) {
    int want = 0, have = 0;
    for (int i = 0; i < s->n_cells; i++) want += mask_count(g->cand[s->cells[i]] & s->digits);
    for (int i = 0; i < s->n_marks; i++) {
        if (s->marks[i].role == CK_PINCER) continue;
        if (!mask_has(s->digits, s->marks[i].digit) || !ck_cell_listed(s, s->marks[i].cell))
            return ck_fail(s, "a pattern candidate is not of the subset");
        have++;
    }
    return have == want || ck_fail(s, "the record names %d of the subset's %d candidates", have, want);
}

/* Each digit's places in unit u are among the subset's cells. */
static bool ck_hidden_in(const nonet_grid *g, const ck_step *s, int u, int n) {
    for (int d = 1; d <= 9; d++) {
        if (!mask_has(s->digits, d)) continue;
        uint16_t places = ck_places(g, u, d), inside = 0;
        for (int i = 0; i < n; i++)
            if (ck_has(g, s->cells[i], d)) inside |= cell_position(s->cells[i], unit_kind(u));
        if (!places || places != inside) return false;
    }
    return true;
}

/* A naked or hidden subset of the record's size; *naked says which. */
static bool ck_subset_holds(const nonet_grid *g, ck_step *s, bool naked) {
    int n = ck_size_of(s->technique);
    if (!n || s->n_cells != n || mask_count(s->digits) != n)
        return ck_fail(s, "the subset has %d cells and %d digits, not %d", s->n_cells,
                       mask_count(s->digits), n);
    if (!ck_cells_in_units(s)) return ck_fail(s, "the subset's cells are not all in its units");
    uint16_t all = 0;
    for (int i = 0; i < n; i++) {
        if (g->value[s->cells[i]]) return ck_fail(s, "subset cell is filled");
        all |= g->cand[s->cells[i]];
    }
    if (naked)
        return (all == s->digits && ck_subset_marks(g, s)) || ck_fail(s, "the cells hold candidates beyond the subset's digits");
    if (!ck_subset_marks(g, s)) return false;
    for (int k = 0; k < s->n_units; k++)
        if (ck_hidden_in(g, s, s->units[k].unit, n)) return true;
    return ck_fail(s, "the digits have places outside the subset in each of its units");
}

static bool ck_subset(const nonet_grid *g, ck_step *s) {
    bool naked = strncmp(s->technique, "hidden", 6) != 0;
    return ck_no_placements(s) && ck_subset_holds(g, s, naked) &&
           ck_elims_within(g, s, naked ? ck_naked_reach : ck_hidden_reach, "in the subset's reach");
}

/* ---- intersections ------------------------------------------------------- */

static int ck_unit_role(const ck_step *s, int role) {
    for (int k = 0; k < s->n_units; k++)
        if (s->units[k].role == role) return s->units[k].unit;
    return -1;
}

static bool ck_locked_holds(const nonet_grid *g, ck_step *s) {
    int base = ck_unit_role(s, CK_BASE), cover = ck_unit_role(s, CK_COVER);
    bool pointing = strstr(s->technique, "pointing") != NULL;
    int others = 0;
    for (int k = 0; k < s->n_units; k++) others += s->units[k].role != CK_BASE && s->units[k].role != CK_COVER;
    if (s->n_units - others != 2 || base < 0 || cover < 0 || !mask_single(s->digits))
        return ck_fail(s, "an intersection needs one digit, a base and a cover unit");
    if ((unit_kind(base) == UNIT_BOX) != pointing || (unit_kind(cover) == UNIT_BOX) == pointing)
        return ck_fail(s, "base and cover units are of the wrong kinds");
    int d = mask_lowest(s->digits), any = 0;
    for (int i = 0; i < 9; i++) {
        int c = unit_cells[base][i];
        if (!ck_has(g, c, d)) continue;
        if (!cell_in_unit(c, cover)) return ck_fail(s, "digit %d in the base lies outside the cover", d);
        any++;
    }
    int named = 0;
    for (int i = 0; i < s->n_marks; i++) {
        if (s->marks[i].role == CK_PINCER) continue;
        if (s->marks[i].digit != d || !cell_in_unit(s->marks[i].cell, base))
            return ck_fail(s, "a pattern candidate is not the digit in the base");
        named++;
    }
    if (named != any) return ck_fail(s, "the record names %d of the base's %d places", named, any);
    return any || ck_fail(s, "digit %d has no place in the base", d);
}

static bool ck_locked_reach(const nonet_grid *g, const ck_step *s, ck_cand e) {
    (void)g;
    return e.digit == mask_lowest(s->digits) && cell_in_unit(e.cell, ck_unit_role(s, CK_COVER)) &&
           !cell_in_unit(e.cell, ck_unit_role(s, CK_BASE));
}

static bool ck_locked(const nonet_grid *g, ck_step *s) {
    return ck_no_placements(s) && ck_locked_holds(g, s) &&
           ck_elims_within(g, s, ck_locked_reach, "in the cover outside the base");
}

bool ck_basic(const nonet_grid *g, ck_step *s) {
    if (strstr(s->technique, "single") || !strcmp(s->technique, "full_house")) return ck_single(g, s);
    if (!strcmp(s->technique, "pointing") || !strcmp(s->technique, "claiming")) return ck_locked(g, s);
    return ck_subset(g, s);
}

/* ---- direct forms ----------------------------------------------------------- */

/* Whether placing p is a single once the pattern's own eliminations are made. */
static bool ck_single_after(const nonet_grid *g, const ck_step *s, ck_reach_fn reach, ck_cand p) {
    nonet_grid after = *g;
    for (int c = 0; c < N_CELLS; c++)
        for (int d = 1; d <= 9; d++)
            if (ck_has(&after, c, d) && reach(g, s, (ck_cand){(uint8_t)c, (uint8_t)d, 0}))
                grid_eliminate(&after, c, d);
    if (after.cand[p.cell] == mask_of(p.digit)) return true;
    for (int k = 0; k < 3; k++) {
        int u = cell_units[p.cell][k];
        if (ck_places(&after, u, p.digit) == cell_position(p.cell, k)) return true;
    }
    return false;
}

bool ck_direct(const nonet_grid *g, ck_step *s) {
    char b[12];
    bool locked = strstr(s->technique, "pointing") || strstr(s->technique, "claiming");
    bool holds = locked ? ck_locked_holds(g, s) : ck_subset_holds(g, s, false);
    ck_reach_fn reach = locked ? ck_locked_reach : ck_hidden_reach;
    if (!holds || !ck_elims_within(g, s, reach, "in the pattern's reach")) return false;
    if (s->n_place != 1) return ck_fail(s, "a direct step places one digit");
    return ck_single_after(g, s, reach, s->place[0]) ||
           ck_fail(s, "%s is no single after the pattern's eliminations", ck_name(&s->place[0], b));
}
