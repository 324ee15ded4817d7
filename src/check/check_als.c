/*
** check_als.c -- ALS-XZ (singly and doubly linked), ALS-XY-Wing, the sets
** the ALS checkers read, and the guess.
**
** ALS-XY-Wing: below. ALS-XZ: set A is the record's candidates of colour A, set B of colour B;
** each is an almost locked set (n cells of one unit holding n+1 digits, all
** of them recorded); the weak link's digit x is a restricted common (every
** x of A sees every x of B); the eliminations as ck_als_xz says.
*/
#include <string.h>

#include "check.h"
#include "mask.h"
#include "tables.h"

/* Whether cell c is in set a. */
bool ck_in_als(const ck_als *a, int c) {
    for (int k = 0; k < a->n; k++)
        if (a->cells[k] == c) return true;
    return false;
}

/* The cells of the record's candidates of a role, their unit (the unit of
** that role, -1 when none) and their grid digits; false when a cell's
** candidates are not all recorded under that role. */
bool ck_set_of(const nonet_grid *g, ck_step *s, int role, ck_als *a) {
    a->n = 0, a->digits = 0, a->unit = -1;
    int recorded = 0, held = 0;
    for (int i = 0; i < s->n_marks; i++) {
        ck_cand m = s->marks[i];
        if (m.role != role) continue;
        recorded++;
        if (ck_in_als(a, m.cell)) continue;
        if (a->n == CK_SET_MAX) return ck_fail(s, "a set of more than %d cells", CK_SET_MAX);
        a->cells[a->n++] = m.cell;
    }
    for (int k = 0; k < s->n_units; k++)
        if (s->units[k].role == role) a->unit = s->units[k].unit;
    for (int k = 0; k < a->n; k++) a->digits |= g->cand[a->cells[k]], held += mask_count(g->cand[a->cells[k]]);
    return recorded == held || ck_fail(s, "a set's candidates are not all recorded");
}

/* Whether the record names a unit of mask units (bit u: unit u). */
static bool ck_unit_named(const ck_step *s, uint32_t units) {
    for (int k = 0; k < s->n_units; k++)
        if (units >> s->units[k].unit & 1) return true;
    return false;
}

bool ck_als_of(const nonet_grid *g, ck_step *s, int role, ck_als *a) {
    if (!ck_set_of(g, s, role, a)) return false;
    /* one cell is a set by itself: its record names no unit; a set whose
    ** unit another set names already has it recorded once, under that set */
    uint32_t common = 0x7ffffff;
    for (int k = 0; k < a->n; k++)
        common &= 1u << cell_units[a->cells[k]][0] | 1u << cell_units[a->cells[k]][1] | 1u << cell_units[a->cells[k]][2];
    if (a->n > 1 && (a->unit >= 0 ? !(common >> a->unit & 1) : !ck_unit_named(s, common)))
        return ck_fail(s, "an ALS cell is outside its unit");
    if (!a->n || mask_count(a->digits) != a->n + 1) return ck_fail(s, "a set of %d cells holds %d digits, not one more",
                                                                    a->n, mask_count(a->digits));
    return true;
}

/* Every candidate d of the set sees c (and none is c). */
bool ck_als_sees(const nonet_grid *g, const ck_als *a, int d, int c) {
    for (int k = 0; k < a->n; k++)
        if (ck_has(g, a->cells[k], d) && !ck_sees(a->cells[k], c)) return false;
    return true;
}

/* ALS-XZ, singly linked (variant 1: one restricted common x, the record's
** weak link; a digit z of both sets goes where every z of both is seen) or
** doubly linked (variant 2: two, x1 and x2; then neither set can lack a
** digit but one of them, so each set's other digits are locked in it and
** each of x1, x2 is once in the two: a digit goes where every one of it in
** a set holding it alone, or for x1 and x2 in both, is seen). */
bool ck_als_xz(const nonet_grid *g, ck_step *s) {
    char b[12];
    ck_als a, bset;
    if (s->variant != 1 && s->variant != 2) return ck_fail(s, "no checker for als_xz variant %d", s->variant);
    if (!ck_no_placements(s) || !ck_als_of(g, s, CK_A, &a) || !ck_als_of(g, s, CK_B, &bset)) return false;
    for (int i = 0; i < a.n; i++)
        if (ck_in_als(&bset, a.cells[i])) return ck_fail(s, "the two sets share a cell");
    if (s->n_links != s->variant) return ck_fail(s, "ALS-XZ names a weak link per restricted common");
    uint16_t rcc = 0;
    for (int k = 0; k < s->n_links; k++) {
        const ck_link *l = &s->links[k];
        int x = l->from.digit;
        if (l->strong || l->to.digit != x || !ck_in_als(&a, l->from.cell) || !ck_in_als(&bset, l->to.cell))
            return ck_fail(s, "link %d is not a weak link from A to B", k + 1);
        if (!ck_rcc(g, &a, &bset, x) || mask_has(rcc, x)) return ck_fail(s, "digit %d is not a restricted common of the sets", x);
        rcc |= mask_of(x);
    }
    for (int i = 0; i < s->n_elim; i++) {
        ck_cand e = s->elim[i];
        bool both = ck_als_sees(g, &a, e.digit, e.cell) && ck_als_sees(g, &bset, e.digit, e.cell), ok;
        if (s->variant == 1) ok = !mask_has(rcc, e.digit) && mask_has(a.digits & bset.digits, e.digit) && both;
        else ok = mask_has(rcc, e.digit) ? both
                                         : (mask_has(a.digits, e.digit) && ck_als_sees(g, &a, e.digit, e.cell)) ||
                                               (mask_has(bset.digits, e.digit) && ck_als_sees(g, &bset, e.digit, e.cell));
        if (ck_in_als(&a, e.cell) || ck_in_als(&bset, e.cell) || !ok)
            return ck_fail(s, "elimination %s does not see every %d of %s", ck_name(&e, b), e.digit,
                           s->variant == 1 ? "both sets" : "a set where it is locked");
    }
    return true;
}

/* Whether x is a restricted common of sets a and c: x in both, in no cell
** they share (they may share others), every x of a seeing every x of c. */
bool ck_rcc(const nonet_grid *g, const ck_als *a, const ck_als *c, int x) {
    for (int i = 0; i < a->n; i++)
        for (int j = 0; j < c->n; j++)
            if (a->cells[i] == c->cells[j] && ck_has(g, a->cells[i], x)) return false;
    if (!mask_has(a->digits, x) || !mask_has(c->digits, x)) return false;
    for (int k = 0; k < a->n; k++)
        if (ck_has(g, a->cells[k], x) && !ck_als_sees(g, c, x, a->cells[k])) return false;
    return true;
}

/* ALS-XY-Wing: sets A and B each share a restricted common with the pivot
** set C (x with A, y with B, x != y, in no cell a pair of them shares;
** the record's two weak links, from A's
** and B's x and y to C's). C cannot lose both, so A or B is locked and
** holds z: each elimination is a digit z of A and B other than x and y,
** outside them, seeing every z of both (A and B may share cells). */
bool ck_als_xy_wing(const nonet_grid *g, ck_step *s) {
    char b[12];
    ck_als a, bs, c;
    if (!ck_no_placements(s) || !ck_als_of(g, s, CK_A, &a) || !ck_als_of(g, s, CK_B, &bs) ||
        !ck_als_of(g, s, CK_C, &c))
        return false;
    if (s->n_links != 2 || s->links[0].strong || s->links[1].strong)
        return ck_fail(s, "ALS-XY-Wing names two weak links, the restricted commons with the pivot set");
    int x = s->links[0].from.digit, y = s->links[1].from.digit;
    if (x == y || !ck_in_als(&a, s->links[0].from.cell) || !ck_in_als(&c, s->links[0].to.cell) ||
        !ck_in_als(&bs, s->links[1].from.cell) || !ck_in_als(&c, s->links[1].to.cell) ||
        s->links[0].to.digit != x || s->links[1].to.digit != y)
        return ck_fail(s, "the links do not join A to C and B to C by two digits");
    if (!ck_rcc(g, &a, &c, x) || !ck_rcc(g, &bs, &c, y))
        return ck_fail(s, "%d and %d are not restricted commons of A and C, B and C", x, y);
    for (int i = 0; i < s->n_elim; i++) {
        ck_cand e = s->elim[i];
        if (e.digit == x || e.digit == y || ck_in_als(&a, e.cell) || ck_in_als(&bs, e.cell) ||
            !mask_has(a.digits & bs.digits, e.digit) || !ck_als_sees(g, &a, e.digit, e.cell) ||
            !ck_als_sees(g, &bs, e.digit, e.cell))
            return ck_fail(s, "elimination %s does not see every %d of A and B", ck_name(&e, b), e.digit);
    }
    return true;
}

/* A guess proves nothing by logic: it passes only marked as one (its id). */
bool ck_guess(const nonet_grid *g, ck_step *s) {
    (void)g;
    return !strcmp(s->technique, "backtracking") || ck_fail(s, "an unmarked guess");
}
