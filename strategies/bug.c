/*
** bug.c -- Bivalue Universal Grave + 1 (BUG+1).
**
** The pattern: every empty cell has two candidates except one cell T with
** three, and in every unit every digit not yet placed has exactly two
** places -- except one digit z, which has three places in each of T's
** row, column and box (T being one of them):
**
**      r5:  27  .  29  .  79 ...     all cells bivalue, every digit twice
**      T = r5c6 {2,7,9}: 7 three times in r5, c6 and b5  =>  r5c6<>2, r5c6<>9
**
** Why it is sound: remove z from T and every cell is bivalue with each digit
** twice per unit (a BUG). A BUG has no solution or at least two: from any
** solution, giving every cell its other candidate gives another (each unit
** still gets each digit once, since each digit had two places). So if T
** were not z, the position would have zero or two or more solutions, both
** impossible in a puzzle with one solution: T = z. As HoDoKu does, the step
** removes T's other candidates (the naked single follows).
**
** Step: digits = {z}; cells = T; mark z in T ROLE_PATTERN; variant 0.
*/
#include "strategy.h"

/* The only empty cell with three candidates when every other empty cell
** has two; -1 when there is no such cell. */
static int bug_cell(const nonet_grid *g) {
    int three = -1;
    for (int c = 0; c < N_CELLS; c++) {
        if (g->value[c]) continue;
        int n = mask_count(g->cand[c]);
        if (n == 3 && three < 0) three = c;
        else if (n != 2) return -1;
    }
    return three;
}

/* The digit z placed three times in each of cell's units while every other
** unplaced digit has two places in every unit; 0 when there is none. */
static int bug_odd_digit(const nonet_grid *g, int cell) {
    int odd = 0;
    for (int unit = 0; unit < N_UNITS; unit++)
        for (int d = 1; d <= 9; d++) {
            if (mask_has(g->placed[unit], d)) continue;
            int n = mask_count(g->where[unit][d]);
            if (n == 2) continue;
            if (n != 3 || !cell_in_unit(cell, unit) || (odd && odd != d)) return 0;
            odd = d;
        }
    if (!odd || !mask_has(g->cand[cell], odd)) return 0;
    for (int k = 0; k < 3; k++)
        if (mask_count(g->where[cell_units[cell][k]][odd]) != 3) return 0;
    return odd;
}

/* One BUG+1 at most per position: T and z are unique when they exist. */
bool strat_bug_plus_1(const nonet_grid *g, strat_ctx *ctx) {
    if (!ctx->unique) return false;
    int cell = bug_cell(g);
    int odd = cell < 0 ? 0 : bug_odd_digit(g, cell);
    if (!odd) return false;
    nonet_step step;
    step_init(&step, NONET_T_BUG_PLUS_1, 0);
    step.digits = mask_of(odd);
    step_add_pattern_cell(&step, cell, mask_of(odd), NONET_ROLE_PATTERN);
    step_add_eliminations(&step, cell, (uint16_t)(g->cand[cell] & ~mask_of(odd)));
    return strat_emit(ctx, &step);
}
