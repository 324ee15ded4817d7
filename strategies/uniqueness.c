/*
** uniqueness.c -- the rectangles and the uniqueness checks shared by the
** uniqueness families (unique_rectangle.c, avoidable.c).
**
** A deadly pattern: four corners of a rectangle in 2 rows, 2 columns and
** 2 boxes, holding a and b crosswise:
**
**       c1   c2                  c1   c2
**   r1  a .. b    swap a and b   r1  b .. a
**   r2  b .. a    ------------>  r2  a .. b
**
** Each row, column and box still holds a and b once, so if a solution had
** this, swapping would give a second one -- unless a corner is a given (or
** a candidate mask forbids the swap; see uniqueness.h). Every technique in
** these files says "the corners cannot all end up as a or b" and draws the
** consequences.
*/
#include "bruteforce.h"
#include "uniqueness.h"

/* Add the rectangles whose rows are r1 < r2 and columns c1 < c2 span
** exactly two boxes. */
static int add_rectangles(uint8_t rects[][4], int n, int r1, int r2) {
    bool same_band = r1 / 3 == r2 / 3;
    for (int c1 = 0; c1 < 9; c1++)
        for (int c2 = c1 + 1; c2 < 9; c2++) {
            bool same_stack = c1 / 3 == c2 / 3;
            if (same_band == same_stack) continue; /* one box, or four */
            rects[n][0] = (uint8_t)cell_at(r1, c1);
            rects[n][1] = (uint8_t)cell_at(r1, c2);
            rects[n][2] = (uint8_t)cell_at(r2, c1);
            rects[n][3] = (uint8_t)cell_at(r2, c2);
            n++;
        }
    return n;
}

/* The rectangle list is rebuilt per search: 486 entries, cheaper than
** guarding a shared table. */
void uq_search_init(uq_search *s, const nonet_grid *g, strat_ctx *ctx) {
    s->g = g;
    s->ctx = ctx;
    s->n_rects = 0;
    for (int r1 = 0; r1 < 9; r1++)
        for (int r2 = r1 + 1; r2 < 9; r2++) s->n_rects = add_rectangles(s->rects, s->n_rects, r1, r2);
    s->values_unique = -1;
    s->givens_unique = -1;
}

/* Does the puzzle made of the filled cells (all of them, or the givens
** only) have exactly one solution? */
static bool filled_unique(const nonet_grid *g, bool givens_only) {
    uint16_t masks[N_CELLS];
    for (int c = 0; c < N_CELLS; c++) {
        bool keep = g->value[c] && (!givens_only || g->given[c]);
        masks[c] = keep ? mask_of(g->value[c]) : MASK_ALL;
    }
    return bf_count(masks, 2, NULL) == 1;
}

/* Lazy: most searches never need it. */
bool uq_values_unique(uq_search *s) {
    if (s->values_unique < 0) s->values_unique = filled_unique(s->g, false);
    return s->values_unique;
}

bool uq_givens_unique(uq_search *s) {
    if (s->givens_unique < 0) s->givens_unique = filled_unique(s->g, true);
    return s->givens_unique;
}

/* Contracts of the exported helpers: see uniqueness.h. */
uint16_t uq_allowed(const nonet_grid *g, int cell) {
    uint16_t filled = 0;
    for (int k = 0; k < 3; k++) filled |= g->placed[cell_units[cell][k]];
    return (uint16_t)(MASK_ALL & ~filled);
}

void uq_step_init(nonet_step *step, nonet_technique t, int variant, uint16_t digits,
                  const uint8_t corners[4]) {
    step_init(step, t, variant);
    step->digits = digits;
    for (int i = 0; i < 4; i++) step_add_cell(step, corners[i]);
}

bool uq_emit(uq_search *s, nonet_step *step, bool needs_values, bool needs_givens) {
    if (!step_productive(step)) return false;
    if (needs_values && !uq_values_unique(s)) return false;
    if (needs_givens && !uq_givens_unique(s)) return false;
    return strat_emit(s->ctx, step);
}
