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
**  - the families see each complete fish (ops->complete: n cover units;
**    with finned, only fish with a fin), and may complete a base whose
**    candidates fewer units already hold (ops->short_cover), or not.
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
#include "step.h"
#include "tables.h"

#define FISH_MAX_BASE 64 /* base candidates at most (6 units of 9 fit) */

typedef struct fish_search fish_search;

/* The unit kinds of a fish's base and of its cover (bit k: kind k). */
typedef struct fish_shape {
    int base_kinds, cover_kinds;
} fish_shape;

/* Franken fish (rows and boxes against columns and boxes, then the other
** way round), basic fish (rows against columns, then columns against
** rows), Mutant fish (any units against any): from these indexes. */
enum { FISH_SHAPE_FRANKEN = 0, FISH_SHAPE_BASIC = 2, FISH_SHAPE_MUTANT = 4 };
extern const fish_shape fish_shapes[5];

/* What a family decides. complete is required; any other NULL hook
** accepts (short_cover: adds nothing). */
typedef struct fish_ops {
    /* May the base set grow (the search not out of time or aims)? */
    bool (*base_open)(fish_search *s);
    /* May unit (of a base kind, holding the digit) join the base? */
    bool (*base_fits)(fish_search *s, int unit);
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
    bool finned;    /* a fish needs a fin */
    bool by_shares; /* bases share no candidate, pruned by shares (below) */
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
    /* the shares (fish_shares_*): per two units, how many of the digit's
    ** cells both hold; per unit, how many of the base's; per unit of the
    ** base kinds, its loss */
    uint8_t shared[N_UNITS][N_UNITS], share[N_UNITS];
    int base_count; /* the base's candidates */
    int loss[N_UNITS];
};

/* The digit's cells per unit, from where[u][digit]. */
void fish_read_digit(fish_search *s, const uint16_t (*where)[10], int digit);

/* Set the base and cover units of the shape. */
void fish_set_shape(fish_search *s, fish_shape shape);

/* Every fish of s->size on the base and cover kinds set: the bases,
** each base's covers and fins, through s->ops. True when told to stop. */
bool fish_search_run(fish_search *s);

/* The fins of the fish as cells. */
static inline cellset fish_fin_cells(const fish_search *s) {
    cellset fins = cellset_empty();
    for (uint64_t m = s->fin_bits; m; m &= m - 1) cellset_add(&fins, s->base_cell[__builtin_ctzll(m)]);
    return fins;
}

/* Cells that see every cell of set (all cells when set is empty). */
cellset fish_common_peers(cellset set);

/* Base units, cover units, then the candidates of each base unit (the
** digit's places there, from where; fins in role fin) into step. */
void fish_step_add_fish(nonet_step *step, const uint16_t (*where)[10], int digit, uint32_t base_units,
                        uint32_t cover_units, cellset fins);

/*
** With by_shares, bases share no candidate and are pruned by shares: n
** cover units hold at most the n largest shares of the base among the
** units allowed, which must add up to its candidates but max_fins; with
** one base unit left, a unit losing more than the shares can spare
** (loss: its candidates but the most n cover units hold of them) cannot
** make a base. fish_shares_read makes the digit's shares, after
** fish_read_digit.
*/
void fish_shares_read(fish_search *s);

#endif
