/*
** gen_grid.h -- the generator's pieces (gen_grid.c): cell orbits under a
** symmetry, random full grids, clue removal checked by uniqueness or by
** singles, and the minimality test. generate.c steers them to a target.
*/
#ifndef NONET_GEN_GRID_H
#define NONET_GEN_GRID_H

#include <stdbool.h>
#include <stdint.h>

#include "nonet.h"
#include "step.h"
#include "rng.h"

/* The cells of a grid split into orbits of a symmetry: a clue is removed or
** added with its whole orbit, so the pattern keeps the symmetry. */
typedef struct gen_orbits {
    int n;                /* number of orbits */
    uint8_t size[81];     /* cells in orbit i (1, 2 or 4) */
    uint8_t cells[81][4]; /* the cells of orbit i */
} gen_orbits;

/* The orbits of the symmetry (NONET_SYMMETRY_NONE: one per cell). */
void gen_orbits_of(nonet_symmetry symmetry, gen_orbits *orbits);

/* Whether the puzzle's clue pattern has the symmetry. */
bool gen_has_symmetry(const uint8_t puzzle[81], nonet_symmetry symmetry);

/* A random full grid (81 digits) drawn from r: three independent boxes at
** random, completed by the brute-force core, then a random transformation
** of the grid and its digits (canon_random_transform). */
void gen_full_grid(rng *r, uint8_t grid[81]);

/* A check on a candidate puzzle during clue removal, after the clues of
** `removed` (n cells) were taken away: true to keep the removal. ctx is
** the caller's. */
typedef bool (*gen_check_fn)(const uint8_t puzzle[81], const uint8_t *removed, int n, void *ctx);

/* One solution (the brute-force core); ctx is the full grid the puzzle
** came from (a puzzle that had one solution keeps it when no completion
** puts another digit in the one removed cell), or NULL. */
bool gen_unique(const uint8_t puzzle[81], const uint8_t *removed, int n, void *ctx);
/* Solved by naked and hidden singles alone (so unique, and Easy in
** techniques); ctx unused. */
bool gen_by_singles(const uint8_t puzzle[81], const uint8_t *removed, int n, void *ctx);

/* Take away the clues of the orbits, in random order, each time the rest
** still passes the check and keeps at least min_givens clues (one orbit
** only when `all` is false). puzzle must pass the check on entry. Returns
** the number of orbits taken away. */
int gen_take_away(rng *r, const gen_orbits *orbits, uint8_t puzzle[81], int min_givens, gen_check_fn check,
                  void *ctx, bool all);

/* Put back the clues of one random orbit that is empty in puzzle, from the
** full grid; false when none is empty. */
bool gen_add_orbit(rng *r, const gen_orbits *orbits, uint8_t puzzle[81], const uint8_t full[81]);

/* A {-1,+1} move (a vicinity search's step): take the clues of a random
** filled orbit away and fill a random empty orbit with random digits, so
** that the puzzle keeps one solution, which may differ from full's. Up to
** `tries` random choices; on success puzzle and full (its solution) are
** replaced and true returned, else both are left as they were. */
bool gen_shift_orbit(rng *r, const gen_orbits *orbits, uint8_t puzzle[81], uint8_t full[81], int tries);

/* Whether removing any single clue leaves several solutions. */
bool gen_is_minimal(const uint8_t puzzle[81]);

/* The number of clues. */
int gen_givens(const uint8_t puzzle[81]);

#endif
