/*
** fish_search.h -- the one search of fish base, cover and fin sets, for
** one digit and size, that the fish families drive (Franken and Mutant
** fish, strategies/complex_fish.c; Kraken Fish, strategies/kraken_fish.c).
**
** A fish of size n: n base units sharing the digit's candidates (a cell in
** two base units is an endo fin), n cover units, none a base unit, holding
** every base candidate but the fins. The search:
**  - bases: combinations of units of the base kinds, ascending, each
**    holding the digit and accepted by the family (ops->base_fits);
**  - covers: the lowest base candidate neither covered nor a fin is
**    covered by each of its units allowed (ascending: row, column, box),
**    or becomes a fin. Choosing its i-th unit forbids the earlier ones
**    below that branch and a fin forbids its units, so each cover and fin
**    set is met once. At most max_fins fins (endo fins included), each
**    accepted by the family (ops->fin_ok). With one cover unit left the
**    search runs without recursion: the cover's last unit leaves the
**    base candidates it does not hold as the fins, when they fit.
**  - the families see each complete fish (ops->complete: n cover units),
**    and may complete a base whose candidates fewer units already hold
**    (ops->short_cover), or not.
** The base candidates are the bits of a 64-bit set in cell order, so the
** lowest pending bit is the lowest pending cell. Every cover choice counts
** a node; nothing more is searched once nodes pass budget. A hook returns
** true to stop the search (a step was emitted and the driver has enough).
**
** A family embeds the search as the first member of its own state and
** casts the pointer its hooks receive back to that state.
*/
#ifndef NONET_FISH_SEARCH_H
#define NONET_FISH_SEARCH_H

#include <stdbool.h>
#include <stdint.h>

#include "cellset.h"
#include "mask.h"
#include "tables.h"

#define FISH_MAX_SIZE 6
#define FISH_MAX_BASE 64 /* base candidates at most (6 units of 9 fit) */

typedef struct fish_search fish_search;

/* What a family decides; a NULL hook accepts (or, short_cover, adds
** nothing). */
typedef struct fish_ops {
    /* May the base set grow (the search not out of time or aims)? */
    bool (*base_open)(fish_search *s);
    /* Once per base level, a bound base_fits reads (0 when NULL). */
    int (*base_bound)(const fish_search *s);
    /* May unit (of a base kind, holding the digit) join the base? */
    bool (*base_fits)(fish_search *s, int unit, int bound);
    /* Unit joined the base (sign 1) or left it (-1). */
    void (*base_moved)(fish_search *s, int unit, int sign);
    /* The base is complete (s->allowed set): search its covers? */
    bool (*cover_start)(fish_search *s);
    /* May base cell become a fin (below max_fins)? */
    bool (*fin_ok)(const fish_search *s, int cell);
    /* Every base candidate is covered or a fin, fewer than n units cover. */
    bool (*short_cover)(fish_search *s);
    /* A complete fish: n cover units, the rest of the base are fins. */
    bool (*complete)(fish_search *s);
} fish_ops;

struct fish_search {
    const fish_ops *ops;
    int digit, size, max_fins;
    long nodes, budget;
    cellset unit_cand[N_UNITS];       /* per unit, its cells holding the digit */
    uint32_t base_kinds, cover_kinds; /* the units that may be base, cover (bit u) */
    /* the base */
    uint32_t base_units;
    int n_base;
    cellset base, endo; /* its candidates; those in two base units */
    /* the cover */
    uint32_t allowed; /* cover kinds but the base units */
    uint32_t cover_units, forbidden;
    int n_cover, n_fins;
    cellset covered, twice; /* the cover units' cells, those in two of them */
    cellset fin_peers;      /* the cells every fin sees */
    /* the base's candidates as bits (bit i: base_cell[i]) */
    int8_t base_cell[FISH_MAX_BASE];
    uint32_t bit_covers[FISH_MAX_BASE]; /* per bit, its units allowed */
    uint64_t unit_bits[N_UNITS];        /* per unit allowed, its base bits */
    uint16_t base_positions[N_UNITS];   /* per unit allowed, its base positions */
    uint64_t base_bits, covered_bits, fin_bits;
};

/* The digit's cells per unit, from where[u][digit]. */
void fish_read_digit(fish_search *s, const uint16_t (*where)[10], int digit);

/* Every fish of s->size on the base and cover kinds set: the bases,
** each base's covers and fins, through s->ops. True when told to stop. */
bool fish_search_run(fish_search *s);

/* The fins of the fish as cells. */
cellset fish_fin_cells(const fish_search *s);

/* Cells that see every cell of set (all cells when set is empty). */
cellset fish_common_peers(cellset set);

#endif
