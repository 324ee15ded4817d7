/*
** aligned_exclusion.c -- Aligned Pair Exclusion (6.2) and Aligned Triplet
** Exclusion (7.5), as Sudoku Explainer 1.2.1.3 finds them. They run only in
** SE's order, for its ratings.
**
** Base cells (two or three) and the "excluders": cells that see every base
** cell and hold two candidates (pairs) or two or three (triplets), at
** least two of them. A combination of digits for the base cells is
** impossible when two base cells that see each other take the same digit,
** or when an excluder would keep no candidate (its candidates are all
** among the combination's digits). A base cell's digit that appears in no
** possible combination is false:
**
**   base r1c1 {1,2,3}, r1c5 {1,2}; excluders r2c2 {1,2}? no: r3c5 {2,3}
**   and r1c8 {1,3} see both: (3,1) empties r1c8, (3,2) r3c5, (1,1) and
**   (2,2) share r1 ... so r1c1<>3 when no combination with 3 survives.
**
** Sound: every solution gives the base cells one of the possible
** combinations. SE's scan: base candidates are the cells (row by row) with
** two or more candidates and an excluder among their peers, no peer with
** one candidate; base sets as combinations of them in SE's order (triplets:
** the third from the cells either of the first two sees that are base
** candidates too); the first set that removes something is the step.
**
** Step records: cells = the base cells; marks = their candidates
** (pattern); the excluders' candidates (colour A); variant = the number of
** base cells; rating = the technique's.
*/
#include <string.h>

#include "cellset.h"
#include "se_scan.h"
#include "strategy.h"

/* Base candidates and, per base candidate, its excluders in SE's order. */
typedef struct ae_scan {
    const nonet_grid *g;
    int degree;
    int base[N_CELLS], n;
    uint8_t excl[N_CELLS][N_PEERS];
    int n_excl[N_CELLS];
    uint64_t is_excl[N_CELLS][2]; /* the excluders of a cell, as a set */
    bool is_base[N_CELLS];
} ae_scan;

static inline bool ae_in(const uint64_t set[2], int cell) { return (set[cell >> 6] >> (cell & 63)) & 1u; }

/* Collect the base candidates and their excluders. */
static void ae_collect(ae_scan *a) {
    a->n = 0;
    memset(a->is_base, 0, sizeof a->is_base);
    for (int c = 0; c < N_CELLS; c++) {
        if (mask_count(a->g->cand[c]) < 2) continue;
        uint8_t house[N_PEERS];
        se_house_order(c, house);
        int ne = 0;
        bool single = false;
        for (int i = 0; i < N_PEERS; i++) {
            int k = mask_count(a->g->cand[house[i]]);
            single |= k == 1;
            if (k >= 2 && k <= a->degree) a->excl[c][ne++] = house[i];
        }
        if (single || ne == 0) continue;
        a->n_excl[c] = ne;
        a->is_excl[c][0] = a->is_excl[c][1] = 0;
        for (int i = 0; i < ne; i++) a->is_excl[c][a->excl[c][i] >> 6] |= (uint64_t)1 << (a->excl[c][i] & 63);
        a->is_base[c] = true;
        a->base[a->n++] = c;
    }
}

/* The excluders common to the base cells, in the first one's order;
** none when there are fewer than two. */
static int ae_common(const ae_scan *a, const int cells[], int n, int out[N_PEERS]) {
    uint64_t both[2] = {a->is_excl[cells[0]][0], a->is_excl[cells[0]][1]};
    for (int j = 1; j < n; j++) {
        both[0] &= a->is_excl[cells[j]][0];
        both[1] &= a->is_excl[cells[j]][1];
    }
    bool two = (both[0] & (both[0] - 1)) || (both[1] & (both[1] - 1)) || (both[0] && both[1]);
    if (!two) return 0;
    int m = 0;
    for (int i = 0; i < a->n_excl[cells[0]]; i++)
        if (ae_in(both, a->excl[cells[0]][i])) out[m++] = a->excl[cells[0]][i];
    return m;
}

/* Is the combination digits[] for cells[] possible? */
static bool ae_allowed(const ae_scan *a, const int cells[], const int digits[], int n, const int excl[], int ne) {
    uint16_t used = 0;
    for (int i = 0; i < n; i++) {
        used |= mask_of(digits[i]);
        for (int j = 0; j < i; j++)
            if (digits[i] == digits[j] && cells_see(cells[i], cells[j])) return false;
    }
    for (int i = 0; i < ne; i++)
        if (!(a->g->cand[excl[i]] & ~used)) return false;
    return true;
}

/* Does every cell keep all its digits (nothing left to remove)? */
static bool ae_all_kept(const ae_scan *a, const int cells[], int n, const uint16_t kept[]) {
    for (int i = 0; i < n; i++)
        if (kept[i] != a->g->cand[cells[i]]) return false;
    return true;
}

/* Triplets: for each digit pair of the first two cells, the third cell's
** digits that complete a possible combination, at once: an excluder whose
** candidates all but one are the pair's bars that one digit, one with all
** among the pair's bars every digit; a digit equal to a pair digit of a
** cell the third sees is barred too. */
static void ae_triplet_combinations(const ae_scan *a, const int cells[3], const int excl[], int ne, uint16_t kept[3]) {
    uint16_t c2 = a->g->cand[cells[2]];
    bool see02 = cells_see(cells[0], cells[2]), see12 = cells_see(cells[1], cells[2]);
    for (uint16_t m0 = a->g->cand[cells[0]]; m0; m0 = mask_rest(m0))
        for (uint16_t m1 = a->g->cand[cells[1]]; m1; m1 = mask_rest(m1)) {
            int d0 = mask_lowest(m0), d1 = mask_lowest(m1);
            if (d0 == d1 && cells_see(cells[0], cells[1])) continue;
            uint16_t used = (uint16_t)(mask_of(d0) | mask_of(d1)), barred = 0;
            bool dead = false;
            for (int i = 0; i < ne && !dead; i++) {
                uint16_t rest = (uint16_t)(a->g->cand[excl[i]] & ~used);
                dead = rest == 0;
                if (mask_single(rest)) barred |= rest;
            }
            if (see02) barred |= mask_of(d0);
            if (see12) barred |= mask_of(d1);
            uint16_t third = dead ? 0 : (uint16_t)(c2 & ~barred);
            if (!third) continue;
            kept[0] |= mask_of(d0);
            kept[1] |= mask_of(d1);
            kept[2] |= third;
            if (ae_all_kept(a, cells, 3, kept)) return;
        }
}

/* Every combination of the cells' digits: the digits each cell keeps in
** a possible one (kept[i]); stops once every digit is kept. */
static void ae_combinations(const ae_scan *a, const int cells[], int n, const int excl[], int ne, uint16_t kept[]) {
    if (n == 3) {
        ae_triplet_combinations(a, cells, excl, ne, kept);
        return;
    }
    int digits[2] = {0};
    for (uint16_t m0 = a->g->cand[cells[0]]; m0; m0 = mask_rest(m0))
        for (uint16_t m1 = a->g->cand[cells[1]]; m1; m1 = mask_rest(m1)) {
            digits[0] = mask_lowest(m0);
            digits[1] = mask_lowest(m1);
            if (!ae_allowed(a, cells, digits, n, excl, ne)) continue;
            for (int i = 0; i < n; i++) kept[i] |= mask_of(digits[i]);
            if (ae_all_kept(a, cells, n, kept)) return;
        }
}

/* The step for one base set, if it removes something. */
static bool ae_try(const ae_scan *a, const int cells[], int n, nonet_step *s) {
    int excl[N_PEERS], ne = ae_common(a, cells, n, excl);
    if (ne < 2) return false;
    uint16_t kept[3] = {0};
    ae_combinations(a, cells, n, excl, ne, kept);
    if (ae_all_kept(a, cells, n, kept)) return false;
    step_init(s, n == 2 ? NONET_T_ALIGNED_PAIR_EXCLUSION : NONET_T_ALIGNED_TRIPLET_EXCLUSION, n);
    for (int i = 0; i < n; i++) {
        step_add_pattern_cell(s, cells[i], a->g->cand[cells[i]], NONET_ROLE_PATTERN);
        step_add_eliminations(s, cells[i], (uint16_t)(a->g->cand[cells[i]] & ~kept[i]));
    }
    for (int i = 0; i < ne; i++) step_add_marks(s, excl[i], a->g->cand[excl[i]], NONET_ROLE_COLOR_A);
    return step_productive(s);
}

/* Triplets on the pair c0, c1: third cells from the excluders of c0, then
** those of c1, that are base candidates (in that order, each once). */
static bool ae_triplets(const ae_scan *a, int c0, int c1, nonet_step *s) {
    int tail[2 * N_PEERS], nt = 0, common[N_PEERS];
    const int pair[2] = {c0, c1};
    if (ae_common(a, pair, 2, common) < 2) return false; /* no third cell can add one */
    cellset listed = cellset_empty();
    cellset_add(&listed, c0);
    cellset_add(&listed, c1);
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < a->n_excl[pair[p]]; i++) {
            int c = a->excl[pair[p]][i];
            if (cellset_has(listed, c) || !a->is_base[c]) continue;
            cellset_add(&listed, c);
            tail[nt++] = c;
        }
    for (int i = 0; i < nt; i++) {
        const int cells[3] = {c0, c1, tail[i]};
        if (ae_try(a, cells, 3, s)) return true;
    }
    return false;
}

/* The first base set (pairs in SE's order: by the later cell, then the
** earlier) that removes something. */
static bool ae_find(const nonet_grid *g, int degree, nonet_step *s) {
    ae_scan a;
    a.g = g;
    a.degree = degree;
    ae_collect(&a);
    if (a.n < degree) return false;
    for (int i1 = 1; i1 < a.n; i1++)
        for (int i0 = 0; i0 < i1; i0++) {
            const int cells[2] = {a.base[i0], a.base[i1]};
            if (degree == 2 ? ae_try(&a, cells, 2, s) : ae_triplets(&a, cells[0], cells[1], s)) return true;
        }
    return false;
}

/* Aligned Pair Exclusion (SE 6.2). */
bool strat_aligned_pair_exclusion(const nonet_grid *g, strat_ctx *ctx) {
    nonet_step s;
    return ae_find(g, 2, &s) && strat_emit(ctx, &s);
}

/* Aligned Triplet Exclusion (SE 7.5). */
bool strat_aligned_triplet_exclusion(const nonet_grid *g, strat_ctx *ctx) {
    nonet_step s;
    return ae_find(g, 3, &s) && strat_emit(ctx, &s);
}
