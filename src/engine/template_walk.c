/*
** template_walk.c -- the cells a digit's templates use (template_walk.h).
*/
#include <string.h>

#include "template_walk.h"

/* One walk: per row the columns the digit may take, the memo of states
** (a state is row, columns used, stacks used in the band: known[row][cols]
** bit stacks when walked, and yes[row][cols] the same bit when a template
** completes from it; bits rather than bytes, as the memo is cleared per
** walk) and the cells found. */
typedef struct tpl_walk {
    uint16_t columns[9];
    uint8_t known[9][512], yes[9][512];
    cellset used;
} tpl_walk;

/* The columns of row where digit is placed or a candidate. */
static uint16_t row_columns(const nonet_grid *g, int digit, int row) {
    uint16_t cols = g->where[row_unit(row)][digit];
    for (int col = 0; col < 9; col++)
        if (g->value[row * 9 + col] == digit) cols |= (uint16_t)(1u << col);
    return cols;
}

/*
** Does a template complete from row on, with columns `cols` and, in the
** row's band, stacks `stacks` used? Every column that leads to a completion
** puts its cell in w->used; each state is walked once.
*/
static bool tpl_complete(tpl_walk *w, int row, unsigned cols, unsigned stacks) {
    if (row == 9) return true;
    uint8_t bit = (uint8_t)(1u << stacks);
    if (w->known[row][cols] & bit) return w->yes[row][cols] & bit;
    bool any = false;
    for (unsigned left = w->columns[row] & ~cols & 0x1ffu; left; left &= left - 1) {
        int col = __builtin_ctz(left);
        unsigned stack = 1u << (col / 3);
        if (stacks & stack) continue;
        unsigned next_stacks = row % 3 == 2 ? 0u : stacks | stack;
        if (!tpl_complete(w, row + 1, cols | 1u << col, next_stacks)) continue;
        cellset_add(&w->used, row * 9 + col);
        any = true;
    }
    w->known[row][cols] |= bit;
    if (any) w->yes[row][cols] |= bit;
    return any;
}

/* The cells of the templates whose row r takes a column of columns[r]. */
static cellset tpl_union_of(const uint16_t columns[9]) {
    tpl_walk w;
    memset(w.known, 0, sizeof w.known);
    memset(w.yes, 0, sizeof w.yes);
    w.used = cellset_empty();
    memcpy(w.columns, columns, sizeof w.columns);
    tpl_complete(&w, 0, 0, 0);
    return w.used;
}

/* Contracts of the exported functions: see template_walk.h. */
cellset templates_union(const nonet_grid *g, int digit) {
    uint16_t columns[9];
    for (int row = 0; row < 9; row++) columns[row] = row_columns(g, digit, row);
    return tpl_union_of(columns);
}

/* The cells of used alone in their row: every template uses them. */
static cellset tpl_forced(cellset used) {
    cellset forced = cellset_empty();
    for (int row = 0; row < 9; row++) {
        int cell = -1, n = 0;
        for (int col = 0; col < 9; col++)
            if (cellset_has(used, row * 9 + col)) {
                cell = row * 9 + col;
                n++;
            }
        if (n == 1) cellset_add(&forced, cell);
    }
    return forced;
}

/* One pass of the refinement over the digits: each digit's templates
** without the cells another digit's templates all use. True when some
** digit's forced cells changed; false too when a digit has no template
** left (*broken). */
static bool tpl_refine_pass(const nonet_grid *g, cellset used[10], cellset forced[10], bool *broken) {
    bool changed = false;
    for (int digit = 1; digit <= 9; digit++) {
        uint16_t columns[9];
        for (int row = 0; row < 9; row++) {
            columns[row] = row_columns(g, digit, row);
            for (int other = 1; other <= 9; other++)
                for (int col = 0; col < 9; col++)
                    if (other != digit && cellset_has(forced[other], row * 9 + col))
                        columns[row] &= (uint16_t)~(1u << col);
        }
        used[digit] = tpl_union_of(columns);
        cellset now = tpl_forced(used[digit]);
        if (cellset_is_empty(used[digit])) *broken = true;
        if (!cellset_equal(now, forced[digit])) changed = true;
        forced[digit] = now;
    }
    return changed && !*broken;
}

bool templates_refined(const nonet_grid *g, cellset used[10], cellset forced[10]) {
    bool broken = false;
    for (int digit = 0; digit <= 9; digit++) used[digit] = forced[digit] = cellset_empty();
    for (int pass = 0; pass < N_CELLS && tpl_refine_pass(g, used, forced, &broken); pass++) {
    }
    return !broken;
}

cellset templates_deletable(const nonet_grid *g, int digit) {
    cellset cand = cellset_empty();
    for (int row = 0; row < 9; row++)
        for (uint16_t m = g->where[row_unit(row)][digit]; m; m = mask_rest(m))
            cellset_add(&cand, row * 9 + mask_first_index(m));
    cellset used = templates_union(g, digit);
    return cellset_is_empty(used) ? used : cellset_minus(cand, used);
}
