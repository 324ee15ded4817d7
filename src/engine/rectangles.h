/*
** rectangles.h -- what the uniqueness families share (unique_rectangle.c,
** avoidable.c): the rectangles, and when a uniqueness argument may be used.
**
** A rectangle is 4 cells in 2 rows, 2 columns and exactly 2 boxes. Its
** corners are kept in the order r1c1, r1c2, r2c1, r2c2 (rows and columns
** ascending), so corner i and corner j share a row when i/2 == j/2, share
** a column when i%2 == j%2, and 3-i is the corner opposite i.
**
** Why a uniqueness argument needs care (see unique_rectangle.c): the
** "other" solution it rules out swaps the two digits in the corners. That
** grid is a solution of the position itself only when every corner still
** holds both digits as candidates. When a corner lacks one (it was
** eliminated), it is only a solution of the puzzle made of the filled
** cells, so the argument holds only if that puzzle has one solution; for
** an avoidable rectangle (solved corners change too) it is the puzzle of
** the givens that must have one solution. uq_search answers both questions
** lazily, once per strategy call.
*/
#ifndef NONET_RECTANGLES_H
#define NONET_RECTANGLES_H

#include <stdbool.h>
#include <stdint.h>

#include "links.h"
#include "strategy.h"

#define UQ_RECTANGLES 486 /* 2*9*27: rows or columns sharing a band or stack */

/* Every rectangle, rows r1 < r2 then columns c1 < c2 ascending. */
extern const uint8_t uq_rectangles[UQ_RECTANGLES][4];

/* A rectangle's rows and its two columns as bits (bit c: column c). */
typedef struct uq_lines {
    uint8_t r1, r2;
    uint16_t cols;
} uq_lines;

/* uq_rectangles' rows and columns, rectangle by rectangle. */
extern const uq_lines uq_rect_lines[UQ_RECTANGLES];

/* One search over a position: the rectangles, and the two uniqueness
** answers, -1 until asked. */
typedef struct uq_search {
    const nonet_grid *g;
    strat_ctx *ctx;
    int n_rects;
    const uint8_t (*rects)[4]; /* uq_rectangles */
    const uq_lines *lines;     /* uq_rect_lines */
    signed char values_unique; /* the filled cells alone have one solution */
    signed char givens_unique; /* the givens alone have one solution */
} uq_search;

void uq_search_init(uq_search *s, const nonet_grid *g, strat_ctx *ctx);
bool uq_values_unique(uq_search *s);
bool uq_givens_unique(uq_search *s);

/* The digits no filled peer of cell holds (its candidates before any
** elimination by logic). */
uint16_t uq_allowed(const nonet_grid *g, int cell);

/* Do corners i and j of a rectangle share a row or a column? */
static inline bool uq_adjacent(int i, int j) { return i + j != 3 && i != j; }

/* Step header shared by the rectangle families: technique, variant, the
** two digits and the four corners as the step's cells. */
void uq_step_init(nonet_step *step, nonet_technique t, int variant,
                  uint16_t digits, const uint8_t corners[4]);

/* Emit a productive step, provided the uniqueness argument behind it holds:
** needs_values asks for uq_values_unique, needs_givens for
** uq_givens_unique (only checked when the step removes something). */
bool uq_emit(uq_search *s, nonet_step *step, bool needs_values,
             bool needs_givens);

#endif
