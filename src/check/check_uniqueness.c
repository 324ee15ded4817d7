/*
** check_uniqueness.c -- Unique Rectangle types 1, 2, 3 (naked sets), 4
** and 6, Hidden Rectangle, Avoidable Rectangle type 1, BUG+1: the rectangle is one (four cells in two rows, two columns and two
** boxes, each holding both digits), and the step's condition holds. Other
** rectangle types fail as "no checker" (docs/reliability.md).
*/
#include <string.h>

#include "check.h"
#include "mask.h"
#include "tables.h"

/* The record's four cells are a rectangle of two boxes holding both digits. */
static bool ck_rectangle(const nonet_grid *g, ck_step *s, int cell[4]) {
    if (s->n_cells != 4 || mask_count(s->digits) != 2) return ck_fail(s, "a rectangle has four cells and two digits");
    int rows = 0, cols = 0, boxes = 0;
    for (int i = 0; i < 4; i++) {
        cell[i] = s->cells[i];
        rows |= 1 << cell_row(cell[i]), cols |= 1 << cell_col(cell[i]), boxes |= 1 << cell_box(cell[i]);
        if (g->value[cell[i]] || g->given[cell[i]]) return ck_fail(s, "a rectangle cell is filled");
    }
    if (mask_count((uint16_t)rows) != 2 || mask_count((uint16_t)cols) != 2 || mask_count((uint16_t)boxes) != 2)
        return ck_fail(s, "the four cells are not a rectangle in two boxes");
    for (int i = 0; i < 4; i++)
        for (int j = i + 1; j < 4; j++)
            if (cell[i] == cell[j]) return ck_fail(s, "a rectangle cell twice");
    return true;
}

static int ck_opposite(const int cell[4], int c) {
    for (int i = 0; i < 4; i++)
        if (cell_row(cell[i]) != cell_row(c) && cell_col(cell[i]) != cell_col(c)) return cell[i];
    return -1;
}

static bool ck_ur_type1(const nonet_grid *g, ck_step *s, const int cell[4]) {
    int target = -1, floors = 0;
    for (int i = 0; i < 4; i++)
        if (g->cand[cell[i]] == s->digits) floors++; else target = cell[i];
    if (floors != 3) return ck_fail(s, "a type 1 rectangle has three cells of the two digits alone");
    for (int i = 0; i < s->n_elim; i++)
        if (s->elim[i].cell != target || !mask_has(s->digits, s->elim[i].digit))
            return ck_fail(s, "a type 1 rectangle removes the two digits from its fourth cell only");
    return true;
}

/* Type 2: two roof cells of the two digits and one more, x, the same in
** both (their fins): one of them is x, so x goes from what sees both. */
static bool ck_ur_type2(const nonet_grid *g, ck_step *s, const int cell[4]) {
    int roof[2], nr = 0;
    for (int i = 0; i < 4; i++)
        if (g->cand[cell[i]] != s->digits) {
            if (nr == 2) return ck_fail(s, "a type 2 rectangle has two floor cells");
            roof[nr++] = cell[i];
        }
    if (nr != 2 || g->cand[roof[0]] != g->cand[roof[1]] || mask_count(g->cand[roof[0]]) != 3)
        return ck_fail(s, "a type 2 rectangle's roof cells hold the two digits and the same third");
    int x = mask_lowest((uint16_t)(g->cand[roof[0]] & ~s->digits));
    for (int i = 0; i < s->n_elim; i++)
        if (s->elim[i].digit != x || !ck_sees(s->elim[i].cell, roof[0]) || !ck_sees(s->elim[i].cell, roof[1]))
            return ck_fail(s, "a type 2 rectangle removes its third digit where it sees both roof cells");
    return true;
}

/* Type 3: two floor cells of the two digits alone; one of the roof cells
** holds one of their extras, which act as one cell of a naked set. */
static bool ck_ur_type3(const nonet_grid *g, ck_step *s, const int cell[4]) {
    int roof[2], nr = 0;
    uint16_t extras = 0;
    for (int i = 0; i < 4; i++)
        if (g->cand[cell[i]] != s->digits) {
            if (nr == 2) return ck_fail(s, "a type 3 rectangle has two floor cells");
            roof[nr++] = cell[i], extras |= (uint16_t)(g->cand[cell[i]] & ~s->digits);
        }
    if (nr != 2) return ck_fail(s, "a type 3 rectangle has two roof cells");
    return ck_pseudo_naked(g, s, roof, 2, extras);
}

/* Type 4: two floor cells of the two digits alone; in the roof's common unit
** digit a is a conjugate pair, so digit b goes from both roof cells. */
static bool ck_ur_type4(const nonet_grid *g, ck_step *s, const int cell[4]) {
    int roof[2], nr = 0;
    for (int i = 0; i < 4; i++)
        if (g->cand[cell[i]] != s->digits && nr < 2) roof[nr++] = cell[i];
        else if (g->cand[cell[i]] != s->digits) return ck_fail(s, "a type 4 rectangle has two floor cells");
    if (nr != 2 || s->n_links != 1 || !s->links[0].strong || !ck_sees(roof[0], roof[1]))
        return ck_fail(s, "a type 4 rectangle has two roof cells and one strong link");
    ck_cand a = s->links[0].from;
    if (!ck_strong(g, s->links[0].from, s->links[0].to) || a.digit != s->links[0].to.digit ||
        !mask_has(s->digits, a.digit))
        return ck_fail(s, "the roof's link is not a conjugate pair of a rectangle digit");
    for (int i = 0; i < s->n_elim; i++) {
        ck_cand e = s->elim[i];
        if ((e.cell != roof[0] && e.cell != roof[1]) || e.digit == a.digit || !mask_has(s->digits, e.digit))
            return ck_fail(s, "a type 4 rectangle removes its other digit from the roof only");
    }
    return true;
}

/* Type 6: two diagonal floor cells of the two digits alone; digit a lies
** only in the rectangle's cells in both its rows (or both its columns), so
** it goes from the other two corners. */
static bool ck_ur_type6(const nonet_grid *g, ck_step *s, const int cell[4]) {
    int roof[2], nr = 0;
    for (int i = 0; i < 4; i++)
        if (g->cand[cell[i]] != s->digits) {
            if (nr == 2) return ck_fail(s, "a type 6 rectangle has two floor cells");
            roof[nr++] = cell[i];
        }
    if (nr != 2 || ck_sees(roof[0], roof[1]) || !s->n_elim) return ck_fail(s, "a type 6 rectangle's roof is a diagonal");
    int a = s->elim[0].digit;
    for (int kind = 0; kind < 2; kind++) {
        bool locked = true;
        for (int i = 0; i < 4 && locked; i++) {
            int u = kind == 0 ? row_unit(cell_row(cell[i])) : col_unit(cell_col(cell[i])), inside = 0;
            for (int j = 0; j < 4; j++)
                if (cell_in_unit(cell[j], u) && ck_has(g, cell[j], a)) inside |= cell_position(cell[j], kind);
            locked = ck_places(g, u, a) == inside;
        }
        if (!locked) continue;
        for (int i = 0; i < s->n_elim; i++)
            if (s->elim[i].digit != a || (s->elim[i].cell != roof[0] && s->elim[i].cell != roof[1]))
                return ck_fail(s, "a type 6 rectangle removes its digit from the roof only");
        return mask_has(s->digits, a) || ck_fail(s, "digit %d is not a rectangle digit", a);
    }
    return ck_fail(s, "digit %d is not locked in the rectangle's rows or columns", a);
}

/* Hidden Rectangle: the target's row and column hold digit b as conjugate
** pairs with its rectangle neighbours, the opposite corner holds the two
** digits alone; digit a goes from the target. */
static bool ck_hidden_rect(const nonet_grid *g, ck_step *s, const int cell[4]) {
    if (s->n_elim != 1 || s->n_links != 2) return ck_fail(s, "a hidden rectangle removes one candidate by two links");
    ck_cand e = s->elim[0];
    int corner = ck_opposite(cell, e.cell);
    if (corner < 0 || g->cand[corner] != s->digits || !mask_has(s->digits, e.digit))
        return ck_fail(s, "the target's opposite corner does not hold the two digits alone");
    bool row = false, col = false;
    for (int i = 0; i < 2; i++) {
        const ck_link *l = &s->links[i];
        int other = l->from.cell == e.cell ? l->to.cell : l->from.cell;
        if (!l->strong || l->from.digit == e.digit || l->from.digit != l->to.digit || !ck_strong(g, l->from, l->to) ||
            (l->from.cell != e.cell && l->to.cell != e.cell))
            return ck_fail(s, "link %d is not a conjugate pair of the other digit at the target", i + 1);
        for (int k = 0; k < 4; k++)
            if (cell[k] == other) row |= cell_row(other) == cell_row(e.cell), col |= cell_col(other) == cell_col(e.cell);
    }
    return (row && col) || ck_fail(s, "the links are not the target's row and column in the rectangle");
}

static bool ck_bug_plus_1(const nonet_grid *g, ck_step *s) {
    if (s->n_cells != 1 || !mask_single(s->digits)) return ck_fail(s, "a BUG+1 names one cell and one digit");
    int cell = s->cells[0], x = mask_lowest(s->digits);
    for (int c = 0; c < N_CELLS; c++)
        if (g->value[c] == 0 && mask_count(g->cand[c]) != (c == cell ? 3 : 2))
            return ck_fail(s, "r%dc%d breaks the grave", c / 9 + 1, c % 9 + 1);
    for (int u = 0; u < N_UNITS; u++)
        for (int d = 1; d <= 9; d++) {
            int n = mask_count(ck_places(g, u, d)), want = cell_in_unit(cell, u) && d == x ? 3 : 2;
            if (n && n != want) return ck_fail(s, "digit %d has %d places in a unit", d, n);
        }
    for (int i = 0; i < s->n_place; i++)
        if (s->place[i].cell != cell || s->place[i].digit != x) return ck_fail(s, "BUG+1 places its digit only");
    for (int i = 0; i < s->n_elim; i++)
        if (s->elim[i].cell != cell || s->elim[i].digit == x) return ck_fail(s, "BUG+1 removes the cell's others");
    return true;
}

/* A corner may lack a digit of the pair that logic removed (HoDoKu's
** "allow missing candidates"): no filled peer holds it, so the filled cells
** (the givens among them, which fix the one solution) allow the swap all
** the same. Into ur: g with such digits given back to their corners. */
static bool ck_missing_back(const nonet_grid *g, ck_step *s, const int cell[4], nonet_grid *ur) {
    *ur = *g;
    for (int i = 0; i < 4; i++)
        for (int d = 1; d <= 9; d++) {
            if (!mask_has(s->digits, d) || mask_has(g->cand[cell[i]], d)) continue;
            for (int k = 0; k < N_PEERS; k++)
                if (g->value[cell_peers[cell[i]][k]] == d)
                    return ck_fail(s, "corner r%dc%d lacks %d, which a filled peer holds", cell[i] / 9 + 1,
                                   cell[i] % 9 + 1, d);
            ur->cand[cell[i]] |= mask_of(d);
        }
    return true;
}

/* Avoidable Rectangle type 1: three corners solved (none a given) with
** the two digits, the target's neighbours alike: the target holding its
** opposite corner's digit would let the four swap. */
static bool ck_avoidable(const nonet_grid *g, ck_step *s) {
    int rows = 0, cols = 0, boxes = 0;
    if (s->variant != 1) return ck_fail(s, "no checker for avoidable_rectangle type %d", s->variant);
    if (s->n_cells != 4 || s->n_elim != 1 || !ck_no_placements(s) || !ck_cells_whole(g, s)) return ck_fail(s, "an avoidable rectangle has four cells and removes one candidate");
    ck_cand e = s->elim[0];
    int opposite = -1, side = 0, sides[2];
    for (int i = 0; i < 4; i++) {
        int c = s->cells[i];
        rows |= 1 << cell_row(c), cols |= 1 << cell_col(c), boxes |= 1 << cell_box(c);
        if (c == e.cell) continue;
        if (!g->value[c] || g->given[c] || !mask_has(s->digits, g->value[c]))
            return ck_fail(s, "corner r%dc%d is not solved with a rectangle digit, nor a given", c / 9 + 1, c % 9 + 1);
        if (cell_row(c) != cell_row(e.cell) && cell_col(c) != cell_col(e.cell)) opposite = c;
        else if (side < 2) sides[side++] = c;
    }
    if (mask_count((uint16_t)rows) != 2 || mask_count((uint16_t)cols) != 2 || mask_count((uint16_t)boxes) != 2 ||
        opposite < 0 || side != 2)
        return ck_fail(s, "the four cells are not a rectangle in two boxes around the target");
    return (g->value[sides[0]] == g->value[sides[1]] && g->value[sides[0]] != g->value[opposite] &&
            e.digit == g->value[opposite] && mask_count(s->digits) == 2) ||
           ck_fail(s, "the target's %d would not complete the rectangle", e.digit);
}

bool ck_uniqueness(const nonet_grid *g0, ck_step *s) {
    int cell[4];
    nonet_grid ur;
    if (!strcmp(s->technique, "bug_plus_1")) return ck_bug_plus_1(g0, s);
    if (!strcmp(s->technique, "avoidable_rectangle")) return ck_avoidable(g0, s);
    if (!ck_no_placements(s) || !ck_rectangle(g0, s, cell) || !ck_cells_whole(g0, s) ||
        !ck_missing_back(g0, s, cell, &ur))
        return false;
    const nonet_grid *g = &ur;
    if (!strcmp(s->technique, "hidden_rectangle")) return ck_hidden_rect(g, s, cell);
    if (s->variant == 1) return ck_ur_type1(g, s, cell);
    if (s->variant == 2) return ck_ur_type2(g, s, cell);
    if (s->variant == 3) return ck_ur_type3(g, s, cell);
    if (s->variant == 4) return ck_ur_type4(g, s, cell);
    if (s->variant == 6) return ck_ur_type6(g, s, cell);
    return ck_fail(s, "no checker for unique_rectangle type %d", s->variant);
}
