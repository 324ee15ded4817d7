/*
** singles.c -- the three ways a digit is placed directly.
**
** Full House: a unit has one empty cell left; it takes the one digit the
** unit lacks.            Naked Single: a cell has one candidate left.
** Hidden Single: a digit has one place left in a unit.
**
**   full house (row)      naked single         hidden single (box)
**   1 2 3 4 . 6 7 8 9     r5c5 = {7}           +-------+  7 can go only to
**           ^ 5                                | . x x |  r1c5 in b2: the
**                                              | x . x |  other cells are
**                                              | x x x |  full or see a 7
**                                              +-------+
**
** Sound: every unit holds each digit once, so the last cell of a unit holds
** the missing digit, a cell holds one of its candidates, and a digit goes
** to one of its places in the unit.
**
** Step conventions (the renderer relies on them):
**  - full_house: placement; units[0] = the unit (ROLE_PATTERN); cells[0] =
**    the cell; digits = the digit; variant = the unit's kind (0 row, 1
**    column, 2 box). A cell that completes two units is reported once.
**  - naked_single: placement; cells[0] = the cell; digits.
**  - hidden_single: placement; units[0] = the unit where the digit has one
**    place (ROLE_PATTERN); cells[0]; digits; variant = the unit's kind. When
**    several units make the digit hidden, the box is reported (Sudoku
**    Explainer rates box singles easiest), then the row, then the column;
**    each (cell, digit) is reported once.
** Units are scanned boxes first, then rows, then columns.
*/
#include "strategy.h"

/* The unit numbered i (0..8) of the order-th kind (0..2) in scan order. */
static int unit_in_order(int order, int i) { return unit_of_kind(unit_kinds_box_first[order], i); }

/* The cell of unit that is its only empty one, or -1. *digit receives the
** digit the unit lacks. A broken unit (the digit has no place) gives -1. */
static int last_empty_cell(const nonet_grid *g, int unit, int *digit) {
    uint16_t missing = grid_open_digits(g, unit);
    if (!mask_single(missing)) return -1;
    *digit = mask_lowest(missing);
    uint16_t positions = g->where[unit][*digit];
    return mask_single(positions) ? unit_cells[unit][mask_first_index(positions)] : -1;
}

/* Fill a placement step found in one unit and hand it on. */
static bool emit_single(strat_ctx *ctx, nonet_technique technique, int unit, int cell,
                        int digit) {
    nonet_step step;
    step_init(&step, technique, unit < 0 ? 0 : unit_kind(unit));
    step.digits = mask_of(digit);
    step_add_placement(&step, cell, digit);
    step_add_cell(&step, cell);
    if (unit >= 0) step_add_unit(&step, unit, NONET_ROLE_PATTERN);
    return strat_emit(ctx, &step);
}

/* Is cell also the last empty cell of a unit scanned before kind order? */
static bool full_house_seen_before(const nonet_grid *g, int cell, int order) {
    int digit;
    for (int k = 0; k < order; k++)
        if (last_empty_cell(g, cell_units[cell][unit_kinds_box_first[k]], &digit) == cell) return true;
    return false;
}

/*
** Full House: each unit with exactly one empty cell places the missing
** digit there. Returns true when ctx asked to stop.
*/
bool strat_full_house(const nonet_grid *g, strat_ctx *ctx) {
    for (int order = 0; order < 3; order++)
        for (int i = 0; i < 9; i++) {
            int unit = unit_in_order(order, i), digit;
            int cell = last_empty_cell(g, unit, &digit);
            if (cell < 0 || full_house_seen_before(g, cell, order)) continue;
            if (emit_single(ctx, NONET_T_FULL_HOUSE, unit, cell, digit)) return true;
        }
    return false;
}

/*
** Naked Single: every empty cell with one candidate. No unit mask answers
** "one candidate", so this is the one scan over all 81 cells.
*/
bool strat_naked_single(const nonet_grid *g, strat_ctx *ctx) {
    if (g->empty == 0) return false;
    for (int cell = 0; cell < N_CELLS; cell++) {
        if (g->value[cell] || !mask_single(g->cand[cell])) continue;
        if (emit_single(ctx, NONET_T_NAKED_SINGLE, -1, cell, mask_lowest(g->cand[cell])))
            return true;
    }
    return false;
}

/* Is digit already alone in a unit of cell scanned before kind order? */
static bool hidden_seen_before(const nonet_grid *g, int cell, int digit, int order) {
    for (int k = 0; k < order; k++)
        if (mask_single(g->where[cell_units[cell][unit_kinds_box_first[k]]][digit])) return true;
    return false;
}

/* Report the hidden singles of one unit; true when told to stop. */
static bool hidden_singles_in(const nonet_grid *g, strat_ctx *ctx, int unit, int order) {
    for (uint16_t m = grid_open_digits(g, unit); m; m = mask_rest(m)) {
        int digit = mask_lowest(m);
        uint16_t positions = g->where[unit][digit];
        if (!mask_single(positions)) continue;
        int cell = unit_cells[unit][mask_first_index(positions)];
        if (hidden_seen_before(g, cell, digit, order)) continue;
        if (emit_single(ctx, NONET_T_HIDDEN_SINGLE, unit, cell, digit)) return true;
    }
    return false;
}

/*
** Hidden Single: a digit with one place in a unit, found from the unit's
** position masks. Boxes first, so a single hidden in its box is reported
** as a box single.
*/
bool strat_hidden_single(const nonet_grid *g, strat_ctx *ctx) {
    for (int order = 0; order < 3; order++)
        for (int i = 0; i < 9; i++)
            if (hidden_singles_in(g, ctx, unit_in_order(order, i), order)) return true;
    return false;
}
