/*
** rectangles.c -- the rectangles and the uniqueness checks shared by the
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
** a candidate mask forbids the swap; see rectangles.h). Every technique in
** these files says "the corners cannot all end up as a or b" and draws the
** consequences.
*/
#include "bruteforce.h"
#include "rectangles.h"

/*
** The rectangles: rows r1 < r2, then columns c1 < c2, spanning exactly two
** boxes. Rows in one band take two columns of different stacks (27 pairs),
** rows of different bands two columns of one stack (9 pairs).
*/
#define UQ_RECT(r1, r2, c1, c2) {r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2}
#define UQ_TO_STACKS(r1, r2, c1, s1, s2)                                                        \
    UQ_RECT(r1, r2, c1, s1), UQ_RECT(r1, r2, c1, s1 + 1), UQ_RECT(r1, r2, c1, s1 + 2),         \
        UQ_RECT(r1, r2, c1, s2), UQ_RECT(r1, r2, c1, s2 + 1), UQ_RECT(r1, r2, c1, s2 + 2)
#define UQ_TO_STACK(r1, r2, c1, s)                                                              \
    UQ_RECT(r1, r2, c1, s), UQ_RECT(r1, r2, c1, s + 1), UQ_RECT(r1, r2, c1, s + 2)
#define UQ_SAME_BAND(r1, r2)                                                                    \
    UQ_TO_STACKS(r1, r2, 0, 3, 6), UQ_TO_STACKS(r1, r2, 1, 3, 6), UQ_TO_STACKS(r1, r2, 2, 3, 6), \
        UQ_TO_STACK(r1, r2, 3, 6), UQ_TO_STACK(r1, r2, 4, 6), UQ_TO_STACK(r1, r2, 5, 6)
#define UQ_IN_STACK(r1, r2, s) UQ_RECT(r1, r2, s, s + 1), UQ_RECT(r1, r2, s, s + 2), UQ_RECT(r1, r2, s + 1, s + 2)
#define UQ_TWO_BANDS(r1, r2) UQ_IN_STACK(r1, r2, 0), UQ_IN_STACK(r1, r2, 3), UQ_IN_STACK(r1, r2, 6)
/* Row r1 with every later row, in order. */
#define UQ_ROW0 UQ_SAME_BAND(0, 1), UQ_SAME_BAND(0, 2), UQ_TWO_BANDS(0, 3), UQ_TWO_BANDS(0, 4), UQ_TWO_BANDS(0, 5), \
    UQ_TWO_BANDS(0, 6), UQ_TWO_BANDS(0, 7), UQ_TWO_BANDS(0, 8)
#define UQ_ROW1 UQ_SAME_BAND(1, 2), UQ_TWO_BANDS(1, 3), UQ_TWO_BANDS(1, 4), UQ_TWO_BANDS(1, 5), UQ_TWO_BANDS(1, 6), \
    UQ_TWO_BANDS(1, 7), UQ_TWO_BANDS(1, 8)
#define UQ_ROW2 UQ_TWO_BANDS(2, 3), UQ_TWO_BANDS(2, 4), UQ_TWO_BANDS(2, 5), UQ_TWO_BANDS(2, 6), UQ_TWO_BANDS(2, 7), \
    UQ_TWO_BANDS(2, 8)
#define UQ_ROW3 UQ_SAME_BAND(3, 4), UQ_SAME_BAND(3, 5), UQ_TWO_BANDS(3, 6), UQ_TWO_BANDS(3, 7), UQ_TWO_BANDS(3, 8)
#define UQ_ROW4 UQ_SAME_BAND(4, 5), UQ_TWO_BANDS(4, 6), UQ_TWO_BANDS(4, 7), UQ_TWO_BANDS(4, 8)
#define UQ_ROW5 UQ_TWO_BANDS(5, 6), UQ_TWO_BANDS(5, 7), UQ_TWO_BANDS(5, 8)
#define UQ_ROW6 UQ_SAME_BAND(6, 7), UQ_SAME_BAND(6, 8)
#define UQ_ROW7 UQ_SAME_BAND(7, 8)

const uint8_t uq_rectangles[UQ_RECTANGLES][4] = {UQ_ROW0, UQ_ROW1, UQ_ROW2, UQ_ROW3,
                                                  UQ_ROW4, UQ_ROW5, UQ_ROW6, UQ_ROW7};

/* The same rectangles, in the same order, as rows and column bits. */
#undef UQ_RECT
#define UQ_RECT(r1, r2, c1, c2) {r1, r2, (1u << (c1)) | (1u << (c2))}
const uq_lines uq_rect_lines[UQ_RECTANGLES] = {UQ_ROW0, UQ_ROW1, UQ_ROW2, UQ_ROW3,
                                               UQ_ROW4, UQ_ROW5, UQ_ROW6, UQ_ROW7};

void uq_search_init(uq_search *s, const nonet_grid *g, strat_ctx *ctx) {
    s->g = g;
    s->ctx = ctx;
    s->n_rects = UQ_RECTANGLES;
    s->rects = uq_rectangles;
    s->lines = uq_rect_lines;
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

/* Contracts of the exported helpers: see rectangles.h. */
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
