/*
** check_aligned.c -- Aligned Pair and Triplet Exclusion (Sudoku Explainer):
** two or three base cells (the record's cells, every candidate recorded)
** and excluders (colour A, every candidate recorded), each seeing every
** base cell. A combination of digits for the base cells is impossible when
** two base cells that see each other take one digit, or when it holds
** every candidate of an excluder (which would keep none). Each elimination
** is a base cell's digit that no possible combination gives it.
*/
#include "check.h"
#include "mask.h"
#include "tables.h"

typedef struct ck_aligned {
    int n, cell[3];
    ck_als excl;
} ck_aligned;

/* Whether a combination with base cell `fixed` holding `digit` (the cells
** before k chosen in val) survives. */
static bool ck_combination(const nonet_grid *g, const ck_aligned *a, int k, int *val) {
    if (k == a->n) {
        uint16_t used = 0;
        for (int i = 0; i < a->n; i++) used |= mask_of(val[i]);
        for (int x = 0; x < a->excl.n; x++)
            if ((g->cand[a->excl.cells[x]] & ~used) == 0) return false;
        return true;
    }
    if (val[k]) return ck_combination(g, a, k + 1, val);
    for (int d = 1; d <= 9; d++) {
        if (!ck_has(g, a->cell[k], d)) continue;
        bool clash = false;
        for (int i = 0; i < a->n; i++)
            clash |= i != k && val[i] == d && ck_sees(a->cell[i], a->cell[k]);
        if (clash) continue;
        val[k] = d;
        bool alive = ck_combination(g, a, k + 1, val);
        val[k] = 0;
        if (alive) return true;
    }
    return false;
}

bool ck_aligned_exclusion(const nonet_grid *g, ck_step *s) {
    char b[12];
    ck_aligned a = {.n = s->n_cells};
    if (!ck_no_placements(s) || !ck_cells_whole(g, s) || !ck_set_of(g, s, CK_A, &a.excl)) return false;
    if (a.n != (s->technique[8] == 'p' ? 2 : 3) || !a.excl.n)
        return ck_fail(s, "an aligned exclusion has %s base cells and excluders", s->technique[8] == 'p' ? "two" : "three");
    for (int i = 0; i < a.n; i++) a.cell[i] = s->cells[i];
    for (int x = 0; x < a.excl.n; x++)
        for (int i = 0; i < a.n; i++)
            if (!ck_sees(a.excl.cells[x], a.cell[i]))
                return ck_fail(s, "excluder r%dc%d does not see every base cell", a.excl.cells[x] / 9 + 1,
                               a.excl.cells[x] % 9 + 1);
    for (int e = 0; e < s->n_elim; e++) {
        int val[3] = {0}, k = -1;
        for (int i = 0; i < a.n; i++)
            if (a.cell[i] == s->elim[e].cell) k = i;
        if (k >= 0) val[k] = s->elim[e].digit;
        if (k < 0 || ck_combination(g, &a, 0, val))
            return ck_fail(s, "elimination %s is not a base digit every combination excludes", ck_name(&s->elim[e], b));
    }
    return true;
}
