/*
** sue_de_coq.c -- Sue de Coq, as HoDoKu defines it (with its extensions).
**
** Take two or three empty cells S where a line crosses a box, holding
** digits V with |V| >= |S| + 2. Add a set L of other cells of the line and
** a set B of other cells of the box (disjoint) such that no digit of V is
** in both L and B, and the cells S+L+B are exactly as many as their digits
** allow: |L| - (L's digits outside V) + |B| - (B's digits outside V) =
** |V| - |S|. Then every digit of V that L lacks is in S+B (the box), every
** digit of V that B lacks in S+L (the line), L's own digits in L, B's in B,
** and a digit outside V found in both L and B once in each.
**
**     line  r1:  S S . | L . . | . . .       S = r1c12 {1,2,3,5}
**     box  b1:   S S . |                     L = r1c5 {1,5}
**                B . . |                     B = r2c1 {2,3}
**                . . . |                     => r1 (rest) loses 1,5;
**                                               b1 (rest) loses 2,3
**
** Why: each digit can be at most once in S+L (one line) and at most once
** in S+B (one box); a digit of V in L only or in B only, or in S alone, is
** at most once in the whole pattern, a digit outside V in both L and B at
** most twice. Counting, the pattern's cells use up every digit that many
** times, so each is placed in the pattern exactly so, and the rest of the
** line and box lose them.
**
** Step record: cells = S, then L, then B; marks: S's candidates
** NONET_ROLE_PATTERN, L's NONET_ROLE_COLOR_A, B's NONET_ROLE_COLOR_B; units:
** the line (COLOR_A) and the box (COLOR_B); digits = all the pattern's.
*/
#include "als_sets.h"
#include "cellset.h"
#include "strategy.h"

/* The search around one choice of S. */
typedef struct sdc {
    const nonet_grid *g;
    strat_ctx *ctx;
    int line, box;
    cellset s_set;       /* S */
    uint16_t v;          /* S's digits */
    int n_plus;          /* |V| - |S| */
    int line_cells[9], n_line; /* the line's other empty cells (L is drawn from them) */
    int box_cells[9], n_box;   /* the box's other empty cells (B is drawn from them) */
    uint16_t line_digits[1u << 9], box_digits[1u << 9]; /* digits of each subset */
    unsigned line_in_box[9];   /* bit of a line cell among box_cells (0: outside the box) */
    /* The box subsets holding a digit of V, by the places they take
    ** (cells minus digits outside V): by_need[k][0..n_need[k]). */
    uint16_t by_need[10][1u << 8];
    int n_need[10];
} sdc;

/* The cells of subset (bits into cells[]) as a cell set. */
static cellset subset_cells(const int cells[], unsigned subset) {
    cellset set = cellset_empty();
    for (int i = 0; i < 9; i++)
        if ((subset >> i) & 1u) cellset_add(&set, cells[i]);
    return set;
}

/* Eliminate digits from the empty cells of unit outside keep. */
static void sdc_eliminate(nonet_step *s, const nonet_grid *g, int unit, cellset keep, uint16_t digits) {
    for (int i = 0; i < 9; i++) {
        int cell = unit_cells[unit][i];
        if (!cellset_has(keep, cell)) step_add_eliminations(s, cell, g->cand[cell] & digits);
    }
}

/* Mark cells of set with role (their candidates) and add them. */
static void sdc_mark(nonet_step *s, const nonet_grid *g, cellset set, nonet_role role) {
    for (cellset rest = set; !cellset_is_empty(rest);) {
        int c = cellset_pop(&rest);
        step_add_pattern_cell(s, c, g->cand[c], role);
    }
}

/* A found pattern with L and B (subsets of line_cells, box_cells): emit
** its eliminations, if any. */
static bool sdc_emit(const sdc *p, unsigned l, unsigned b) {
    uint16_t cl = p->line_digits[l], cb = p->box_digits[b], twice = cl & cb;
    cellset s_set = p->s_set;
    cellset l_set = subset_cells(p->line_cells, l), b_set = subset_cells(p->box_cells, b);
    nonet_step s;
    step_init(&s, NONET_T_SUE_DE_COQ, 0);
    sdc_eliminate(&s, p->g, p->box, cellset_or(s_set, b_set), (uint16_t)(((p->v | cb) & ~cl) | twice));
    sdc_eliminate(&s, p->g, p->line, cellset_or(s_set, l_set), (uint16_t)(((p->v | cl) & ~cb) | twice));
    if (!step_productive(&s)) return false;
    sdc_mark(&s, p->g, s_set, NONET_ROLE_PATTERN);
    sdc_mark(&s, p->g, l_set, NONET_ROLE_COLOR_A);
    sdc_mark(&s, p->g, b_set, NONET_ROLE_COLOR_B);
    step_add_unit(&s, p->line, NONET_ROLE_COLOR_A);
    step_add_unit(&s, p->box, NONET_ROLE_COLOR_B);
    s.digits = p->v | cl | cb;
    return strat_emit(p->ctx, &s);
}

/* Every B completing L (whose digits of V take `used` of the n_plus
** places left over): B avoids L's cells and L's digits of V, and covers
** exactly the rest. */
static bool sdc_try_boxes(const sdc *p, unsigned l, int used) {
    uint16_t forbidden = p->line_digits[l] & p->v;
    unsigned l_in_box = 0;
    for (int i = 0; i < p->n_line; i++)
        if ((l >> i) & 1u) l_in_box |= p->line_in_box[i];
    int need = p->n_plus - used;
    for (int k = 0; k < p->n_need[need]; k++) {
        unsigned b = p->by_need[need][k];
        if (!(b & l_in_box) && !(p->box_digits[b] & forbidden) && sdc_emit(p, l, b)) return true;
    }
    return false;
}

/* File the box subsets holding a digit of V by the places they take. */
static void sdc_sort_boxes(sdc *p) {
    for (int k = 0; k < 10; k++) p->n_need[k] = 0;
    for (unsigned b = 1; b < (1u << p->n_box); b++) {
        uint16_t cb = p->box_digits[b];
        int need = mask_count((uint16_t)b) - mask_count(cb & (uint16_t)~p->v);
        if ((cb & p->v) && need > 0 && need < 10) p->by_need[need][p->n_need[need]++] = (uint16_t)b;
    }
}

/* Every L of the line that holds a digit of V, has more cells than
** digits outside V, and leaves some of the n_plus places for B. */
static bool sdc_try_lines(const sdc *p) {
    for (unsigned l = 1; l < (1u << p->n_line); l++) {
        uint16_t cl = p->line_digits[l];
        int extra = mask_count(cl & (uint16_t)~p->v), used = mask_count((uint16_t)l) - extra;
        if (!(cl & p->v) || used <= 0 || used >= p->n_plus) continue;
        if (sdc_try_boxes(p, l, used)) return true;
    }
    return false;
}

/* The empty cells of unit outside S (a cell set), into cells[]. */
static int sdc_others(const nonet_grid *g, int unit, cellset s_set, int cells[9]) {
    int n = 0;
    for (int i = 0; i < 9; i++) {
        int cell = unit_cells[unit][i];
        if (!g->value[cell] && !cellset_has(s_set, cell)) cells[n++] = cell;
    }
    return n;
}

/* Search around S (positions s_mask of the line, inside the box). */
static bool sdc_try_s(sdc *p, uint16_t s_mask) {
    cellset s_set = cellset_empty();
    p->v = 0;
    for (uint16_t m = s_mask; m; m = mask_rest(m)) {
        int cell = unit_cells[p->line][mask_first_index(m)];
        cellset_add(&s_set, cell);
        p->v |= p->g->cand[cell];
    }
    p->s_set = s_set;
    p->n_plus = mask_count(p->v) - mask_count(s_mask);
    if (p->n_plus < 2) return false;
    p->n_line = sdc_others(p->g, p->line, s_set, p->line_cells);
    p->n_box = sdc_others(p->g, p->box, s_set, p->box_cells);
    als_subset_digits(p->g, p->line_cells, p->n_line, p->line_digits);
    als_subset_digits(p->g, p->box_cells, p->n_box, p->box_digits);
    sdc_sort_boxes(p);
    for (int i = 0; i < p->n_line; i++) {
        p->line_in_box[i] = 0;
        for (int j = 0; j < p->n_box; j++)
            if (p->box_cells[j] == p->line_cells[i]) p->line_in_box[i] = 1u << j;
    }
    return sdc_try_lines(p);
}

/* Every S of two or three empty cells where line crosses its k-th box. */
static bool sdc_intersection(sdc *p, int k) {
    uint16_t empty = 0;
    for (uint16_t m = triple_positions(k); m; m = mask_rest(m))
        if (!p->g->value[unit_cells[p->line][mask_first_index(m)]]) empty |= (uint16_t)(1u << mask_first_index(m));
    p->box = cell_units[unit_cells[p->line][3 * k]][UNIT_BOX];
    for (uint16_t s_mask = empty; s_mask; s_mask = (uint16_t)((s_mask - 1) & empty))
        if (mask_count(s_mask) >= 2 && sdc_try_s(p, s_mask)) return true;
    return false;
}

/* Sue de Coq: every row, then every column, with each box it crosses.
** A line's patterns lie in its cells and its boxes' cells: a line the
** driver's memo knows to have given nothing with the same candidates
** there (strat_unit_wanted: memo PER_UNIT) is skipped. */
bool strat_sue_de_coq(const nonet_grid *g, strat_ctx *ctx) {
    sdc p;
    p.g = g;
    p.ctx = ctx;
    for (int line = 0; line < unit_of_kind(UNIT_BOX, 0); line++) {
        if (!strat_unit_wanted(ctx, line)) continue;
        p.line = line;
        for (int k = 0; k < 3; k++)
            if (sdc_intersection(&p, k)) return true;
    }
    return false;
}
