/*
** check_als_sets.c -- the patterns of several sets: ALS-XY-Chain, Death
** Blossom, Sue de Coq.
**
** The record's sets are read by role. ALS-XY-Chain's and Death Blossom's
** k-th set carries the k-th role of ck_set_roles (the record's convention,
** strategies/als.c); a Sue de Coq's crossing cells are its pattern
** candidates, its line's cells colour A and its box's colour B, each
** set's unit under its colour.
*/
#include "check.h"
#include "mask.h"
#include "tables.h"

static const uint8_t ck_set_roles[9] = {CK_A, CK_B, CK_C, CK_D, CK_PATTERN, CK_PINCER,
                                        CK_BASE, CK_COVER, CK_FIN};

/* The record's sets in role order, as many as it has (at most cap). */
static int ck_sets(const nonet_grid *g, ck_step *s, ck_als *sets, int cap) {
    int n = 0;
    for (int k = 0; k < cap; k++) {
        ck_cand any;
        if (!ck_marks_role(s, ck_set_roles[k], &any, 1)) break;
        if (!ck_als_of(g, s, ck_set_roles[k], &sets[n++])) return -1;
    }
    return n;
}

/* ALS-XY-Chain: sets S1..Sn, link k a restricted common x_k of S_k and
** S_k+1, x_k != x_k+1. If z (a digit of S1 and Sn other than x_1 and
** x_n-1) were false in S1, S1 would lock, x_1 would be true in it and
** false in S2, S2 would lock and hold x_2, ... and Sn would hold z: z is
** true in S1 or in Sn, so it goes from what sees every z of both. */
bool ck_als_chain(const nonet_grid *g, ck_step *s) {
    char b[12];
    ck_als set[9];
    int n = ck_sets(g, s, set, 9);
    if (n < 0 || !ck_no_placements(s)) return false;
    if (n < 2 || s->n_links != n - 1) return ck_fail(s, "an ALS chain of %d sets names %d links", n, s->n_links);
    for (int k = 0; k + 1 < n; k++) {
        const ck_link *l = &s->links[k];
        int x = l->from.digit;
        if (l->strong || l->to.digit != x || !ck_in_als(&set[k], l->from.cell) || !ck_in_als(&set[k + 1], l->to.cell))
            return ck_fail(s, "link %d is not a weak link from set %d to set %d", k + 1, k + 1, k + 2);
        if (!ck_rcc(g, &set[k], &set[k + 1], x))
            return ck_fail(s, "%d is not a restricted common of sets %d and %d", x, k + 1, k + 2);
        if (k && s->links[k - 1].from.digit == x)
            return ck_fail(s, "links %d and %d use one digit, %d", k, k + 1, x);
    }
    const ck_als *first = &set[0], *last = &set[n - 1];
    for (int i = 0; i < s->n_elim; i++) {
        ck_cand e = s->elim[i];
        if (e.digit == s->links[0].from.digit || e.digit == s->links[n - 2].from.digit ||
            !mask_has(first->digits & last->digits, e.digit) || !ck_als_sees(g, first, e.digit, e.cell) ||
            !ck_als_sees(g, last, e.digit, e.cell))
            return ck_fail(s, "elimination %s does not see every %d of the end sets", ck_name(&e, b), e.digit);
    }
    return true;
}

/* Death Blossom: a pivot cell and, for each of its digits d, a petal (an
** ALS, its link the d of it seeing the pivot) whose every d sees the pivot.
** Whichever d the pivot holds, its petal locks without d; so z goes from a
** cell that, for every d, sees every z of d's petal (or, z = d, the pivot). */
bool ck_death_blossom(const nonet_grid *g, ck_step *s) {
    char b[12];
    ck_cand piv;
    ck_als petal[9];
    int n = ck_sets(g, s, petal, 9), of[10] = {0};
    if (n < 0 || !ck_no_placements(s)) return false;
    if (!ck_marks_role(s, CK_PIVOT, &piv, 1)) return ck_fail(s, "a Death Blossom has a pivot cell");
    ck_als stem;
    if (!ck_set_of(g, s, CK_PIVOT, &stem)) return false;
    if (stem.n != 1 || n != mask_count(stem.digits) || s->n_links != n)
        return ck_fail(s, "a Death Blossom has one pivot cell and a petal, with its link, per pivot digit");
    for (int k = 0; k < n; k++) {
        const ck_link *l = &s->links[k];
        int d = l->from.digit;
        if (l->strong || l->to.cell != piv.cell || l->to.digit != d || !ck_in_als(&petal[k], l->from.cell) ||
            !mask_has(stem.digits, d) || of[d] || ck_in_als(&petal[k], piv.cell) ||
            !ck_als_sees(g, &petal[k], d, piv.cell))
            return ck_fail(s, "petal %d's every %d does not see the pivot by its link", k + 1, d);
        of[d] = k + 1;
    }
    for (int i = 0; i < s->n_elim; i++) {
        ck_cand e = s->elim[i];
        bool ok = true;
        for (int d = 1; d <= 9 && ok; d++) {
            if (!of[d]) continue;
            const ck_als *p = &petal[of[d] - 1];
            ok = d == e.digit ? ck_sees(e.cell, piv.cell)
                              : mask_has(p->digits, e.digit) && ck_als_sees(g, p, e.digit, e.cell);
        }
        if (!ok) return ck_fail(s, "elimination %s does not see every %d of every petal", ck_name(&e, b), e.digit);
    }
    return true;
}

/* Sue de Coq: cells S where a line crosses a box, cells L of the line and
** B of the box (HoDoKu lets L and B take the crossing's other cells). All
** of them lie in the line or the box, so a digit is placed in them at most
** twice, once in each and then outside the crossing, and at most once
** when no two of its cells there are apart. When those bounds add up to
** the cells, each digit is placed as often as its bound: a digit bounded
** by one goes from what sees all its pattern cells, one bounded by two
** from what sees all its cells in the line's part outside the box, or all
** in the box's outside the line. */
bool ck_sue_de_coq(const nonet_grid *g, ck_step *s) {
    char b[12];
    ck_als set[3];
    if (!ck_no_placements(s) || !ck_set_of(g, s, CK_PATTERN, &set[0]) || !ck_set_of(g, s, CK_A, &set[1]) ||
        !ck_set_of(g, s, CK_B, &set[2]))
        return false;
    int line = set[1].unit, box = set[2].unit, cells[27], n = 0;
    if (line < 0 || box < 0 || unit_kind(line) == UNIT_BOX || unit_kind(box) != UNIT_BOX || set[0].n < 2 ||
        set[0].n > 3)
        return ck_fail(s, "a Sue de Coq has two or three cells where a line (colour A) crosses a box (colour B)");
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < set[k].n; i++) {
            int c = set[k].cells[i];
            for (int j = 0; j < n; j++)
                if (cells[j] == c) return ck_fail(s, "r%dc%d is in two sets", c / 9 + 1, c % 9 + 1);
            if ((k != 2 && !cell_in_unit(c, line)) || (k != 1 && !cell_in_unit(c, box)))
                return ck_fail(s, "r%dc%d is not in its set's unit", c / 9 + 1, c % 9 + 1);
            cells[n++] = c;
        }
    uint16_t twice = 0, all = 0;
    for (int i = 0; i < n; i++) {
        all |= g->cand[cells[i]];
        for (int j = i + 1; j < n; j++)
            if (!ck_sees(cells[i], cells[j])) twice |= g->cand[cells[i]] & g->cand[cells[j]];
    }
    if (mask_count(all) + mask_count(twice) != n)
        return ck_fail(s, "the sets' %d cells are not as many as their digits allow", n);
    for (int i = 0; i < s->n_elim; i++) {
        ck_cand e = s->elim[i];
        bool out_line = true, out_box = true, all_seen = true;
        for (int k = 0; k < n; k++) {
            if (!ck_has(g, cells[k], e.digit)) continue;
            bool seen = ck_sees(cells[k], e.cell);
            all_seen &= seen;
            if (!cell_in_unit(cells[k], box)) out_line &= seen;
            if (!cell_in_unit(cells[k], line)) out_box &= seen;
        }
        bool ok = mask_has(twice, e.digit) ? out_line || out_box : all_seen;
        if (!mask_has(all, e.digit) || !ok)
            return ck_fail(s, "elimination %s does not see every %d the pattern places", ck_name(&e, b), e.digit);
    }
    return true;
}
