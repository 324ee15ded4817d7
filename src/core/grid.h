/*
** grid.h -- the position: values, candidate masks and, per unit and digit,
** the mask of positions that can still hold the digit.
**
** Invariants (checked by grid_consistent in tests):
**  - a filled cell has value 1..9 and cand 0; an empty cell has value 0;
**  - no empty cell keeps a candidate equal to a peer's value;
**  - where[u][d] has bit i set iff unit_cells[u][i] is empty and holds d;
**  - placed[u] is the mask of values filled in unit u.
** Only grid_place/grid_eliminate (and the step applier on top of them)
** and grid_allow (nonet_why, on a learner's marks) change a grid, so the
** invariants hold after every call.
*/
#ifndef NONET_GRID_H
#define NONET_GRID_H

#include <stdbool.h>
#include <stdint.h>

#include "mask.h"
#include "nonet.h"
#include "tables.h"

struct nonet_grid {
    uint16_t cand[N_CELLS];
    uint8_t value[N_CELLS];
    uint8_t given[N_CELLS];      /* 1 for givens */
    uint16_t where[N_UNITS][10]; /* [u][digit], index 0 unused */
    uint16_t placed[N_UNITS];
    uint8_t empty;               /* number of empty cells */
    bool has_givens;             /* false for pencil-mark positions */
    bool has_pencilmarks;        /* candidates came from the input */
};

/* The digits unit still lacks (not yet placed in it). */
static inline uint16_t grid_open_digits(const nonet_grid *g, int unit) {
    return (uint16_t)(MASK_ALL & ~g->placed[unit]);
}

/* All cells empty with every candidate. */
void grid_init(nonet_grid *g);

/* The position of the values (0: empty cell) with every consequence, in
** one pass: the grid grid_init then grid_place of each value would give
** (the invariants define it), without visiting each value's peers. No two
** equal values may see each other (the caller checks). Cells are not
** marked as givens. */
void grid_from_values(nonet_grid *g, const uint8_t values[N_CELLS]);

/* The position as the brute-force core reads it: a filled cell is the mask
** of its value, an empty one its candidates. */
void grid_masks(const nonet_grid *g, uint16_t masks[N_CELLS]);

/* Remove digit from cell's candidates (no-op when absent). */
void grid_eliminate(nonet_grid *g, int cell, int digit);

/* Fill cell with digit and remove digit from its peers. The caller checks
** that digit is a candidate when it matters (nonet_grid_place does). */
void grid_place(nonet_grid *g, int cell, int digit);

/* Put digit back among an empty cell's candidates (a learner's pencil
** marks struck it) unless a peer holds it: the invariants still hold.
** No-op for a filled cell or a candidate already there. */
void grid_allow(nonet_grid *g, int cell, int digit);

/* Replace an empty cell's candidates with mask (a subset of them). */
void grid_restrict(nonet_grid *g, int cell, uint16_t mask);

/* True when an empty cell has no candidate, or a unit can no longer place
** a digit it lacks: the position has no solution. */
bool grid_contradiction(const nonet_grid *g);

/* Check every invariant above; for tests and assertions. */
bool grid_consistent(const nonet_grid *g);

#endif
