/*
** templates.c -- the cells a digit's templates use (templates.h).
*/
#include <string.h>

#include "templates.h"

enum { TPL_UNKNOWN, TPL_YES, TPL_NO };

/* One walk: per row the columns the digit may take, the memo of states
** (1 + whether a template completes from it) and the cells found. */
typedef struct tpl_walk {
    uint16_t columns[9];
    uint8_t memo[9][512][8];
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
    uint8_t *memo = &w->memo[row][cols][stacks];
    if (*memo != TPL_UNKNOWN) return *memo == TPL_YES;
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
    *memo = any ? TPL_YES : TPL_NO;
    return any;
}

/* Contracts of the exported functions: see templates.h. */
cellset templates_union(const nonet_grid *g, int digit) {
    tpl_walk w;
    memset(w.memo, TPL_UNKNOWN, sizeof w.memo);
    w.used = cellset_empty();
    for (int row = 0; row < 9; row++) w.columns[row] = row_columns(g, digit, row);
    tpl_complete(&w, 0, 0, 0);
    return w.used;
}

cellset templates_deletable(const nonet_grid *g, int digit) {
    cellset cand = cellset_empty();
    for (int row = 0; row < 9; row++)
        for (uint16_t m = g->where[row_unit(row)][digit]; m; m = mask_rest(m))
            cellset_add(&cand, row * 9 + mask_first_index(m));
    cellset used = templates_union(g, digit);
    return cellset_is_empty(used) ? used : cellset_minus(cand, used);
}
