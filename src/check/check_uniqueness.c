/*
** check_uniqueness.c -- Unique Rectangle types 1 to 6 (type 3 by naked
** sets), Hidden Rectangle, Avoidable Rectangle types 1 and 2, BUG+1: the
** rectangle is one (four cells in two rows, two columns and two boxes,
** each holding both digits), and the step's condition holds. Another
** type fails as "no checker" (docs/reliability.md).
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

/* Types 2 and 5: the corners with extras (type 2: two in a row or a
** column; type 5: two on a diagonal, or three) hold the two digits and one
** more, x, the same in each: one of them is x, so x goes from what sees
** them all. */
static bool ck_ur_type25(const nonet_grid *g, ck_step *s, const int cell[4]) {
    int roof[3], nr = 0;
    uint16_t extras = 0;
    for (int i = 0; i < 4; i++)
        if (g->cand[cell[i]] != s->digits) {
            if (nr == 3) return ck_fail(s, "a type %d rectangle has a floor cell", s->variant);
            extras |= (uint16_t)(g->cand[cell[i]] & ~s->digits), roof[nr++] = cell[i];
        }
    bool side = nr == 2 && ck_sees(roof[0], roof[1]);
    if (nr < 2 || side != (s->variant == 2))
        return ck_fail(s, s->variant == 2 ? "a type 2 rectangle's extras are in two corners of a row or column"
                                          : "a type 5 rectangle's extras are in two diagonal corners or three");
    if (!mask_single(extras)) return ck_fail(s, "a type %d rectangle's extra corners share one third digit alone", s->variant);
    int x = mask_lowest(extras);
    for (int i = 0; i < s->n_elim; i++)
        for (int k = 0; k < nr; k++)
            if (s->elim[i].digit != x || !ck_sees(s->elim[i].cell, roof[k]))
                return ck_fail(s, "a type %d rectangle removes its third digit where it sees every extra corner", s->variant);
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

/* An avoidable rectangle's corners (none a given) in cell, the solved
** ones filled while solving with one digit per diagonal, two different:
** how many are solved; need[i], the digit corner i would take to complete
** the crosswise pattern (its opposite corner's). 0 and s->why when not. */
static int ck_avoidable_corners(const nonet_grid *g, ck_step *s, int cell[4], int need[4]) {
    int rows = 0, cols = 0, boxes = 0, solved = 0;
    for (int i = 0; i < 4; i++) {
        int c = cell[i] = s->cells[i];
        rows |= 1 << cell_row(c), cols |= 1 << cell_col(c), boxes |= 1 << cell_box(c);
        if (g->given[c]) return ck_fail(s, "corner r%dc%d is a given", c / 9 + 1, c % 9 + 1), 0;
        if (g->value[c] && !mask_has(s->digits, g->value[c]))
            return ck_fail(s, "corner r%dc%d is not solved with a rectangle digit", c / 9 + 1, c % 9 + 1), 0;
        solved += g->value[c] != 0;
        for (int j = 0; j < i; j++)
            if (cell[j] == c) return ck_fail(s, "a rectangle cell twice"), 0;
    }
    if (mask_count((uint16_t)rows) != 2 || mask_count((uint16_t)cols) != 2 || mask_count((uint16_t)boxes) != 2 ||
        mask_count(s->digits) != 2)
        return ck_fail(s, "the four cells are not a rectangle of two digits in two boxes"), 0;
    for (int i = 0; i < 4; i++) {
        int o = ck_opposite(cell, cell[i]);
        need[i] = o < 0 ? 0 : g->value[o] ? g->value[o] : g->value[cell[i]];
        if (!need[i] || (g->value[cell[i]] && g->value[cell[i]] != need[i]))
            return ck_fail(s, "the solved corners do not hold one digit per diagonal"), 0;
    }
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < i; j++)
            if (ck_sees(cell[i], cell[j]) && need[i] == need[j])
                return ck_fail(s, "the solved corners hold one digit on both diagonals"), 0;
    return solved;
}

/* Avoidable Rectangle: type 1, three corners solved: the fourth cannot
** take its need; type 2, two corners of a side solved, the other two hold
** their need and the same x alone: one of them is x, so x goes from what
** sees both. Else the four could swap their digits. */
static bool ck_avoidable(const nonet_grid *g, ck_step *s) {
    int cell[4], need[4], empty[2], ne = 0;
    if (s->variant != 1 && s->variant != 2) return ck_fail(s, "no checker for avoidable_rectangle type %d", s->variant);
    if (s->n_cells != 4 || !s->n_elim || !ck_no_placements(s) || !ck_cells_whole(g, s))
        return ck_fail(s, "an avoidable rectangle has four cells and removes candidates");
    int solved = ck_avoidable_corners(g, s, cell, need);
    if (!solved) return false;
    if (solved != 4 - s->variant)
        return ck_fail(s, "a type %d avoidable rectangle has %d corners solved", s->variant, 4 - s->variant);
    uint16_t x = 0;
    for (int i = 0; i < 4; i++)
        if (!g->value[cell[i]]) {
            empty[ne++] = cell[i];
            x |= (uint16_t)(g->cand[cell[i]] & ~mask_of(need[i]));
            if (s->variant == 2 && (!mask_has(g->cand[cell[i]], need[i]) || mask_count(g->cand[cell[i]]) != 2))
                return ck_fail(s, "corner r%dc%d does not hold %d and one more alone", cell[i] / 9 + 1, cell[i] % 9 + 1, need[i]);
        }
    if (s->variant == 1) {
        int i = 0;
        while (cell[i] != empty[0]) i++;
        return (s->n_elim == 1 && s->elim[0].cell == empty[0] && s->elim[0].digit == need[i]) ||
               ck_fail(s, "the target's %d would not complete the rectangle", s->elim[0].digit);
    }
    if (!mask_single(x)) return ck_fail(s, "the empty corners' other digit is not the same");
    for (int i = 0; i < s->n_elim; i++)
        if (s->elim[i].digit != mask_lowest(x) || !ck_sees(s->elim[i].cell, empty[0]) || !ck_sees(s->elim[i].cell, empty[1]))
            return ck_fail(s, "a type 2 avoidable rectangle removes its other digit where it sees both empty corners");
    return true;
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
    if (s->variant == 2 || s->variant == 5) return ck_ur_type25(g, s, cell);
    if (s->variant == 3) return ck_ur_type3(g, s, cell);
    if (s->variant == 4) return ck_ur_type4(g, s, cell);
    if (s->variant == 6) return ck_ur_type6(g, s, cell);
    return ck_fail(s, "no checker for unique_rectangle type %d", s->variant);
}
