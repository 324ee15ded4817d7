/*
** start_offs.h -- what every start of a set of one digit's candidates,
** each assumed on, turns off by static chains, and those chains: the
** chain side of Kraken Fish (strategies/kraken_fish.c), whose fins (and
** type 2's base candidates of a cover unit) are such sets.
**
** Every chain is a run of se_chain.c's static engine from its start
** assumed on (single links read from the position), so each state follows
** from its start. A run is made once per start and digit (the runs of one
** digit at a time are cached) and read as per-digit off sets. The common
** offs of a set are cached too, under the set's key: a set of at most two
** starts by its lowest and highest cell (lowest * N_CELLS + highest), a
** set within one unit by the unit and the starts' positions (unit * 512 +
** positions). A digit's sets stay until the cached runs change digit.
*/
#ifndef NONET_START_OFFS_H
#define NONET_START_OFFS_H

#include <stdbool.h>
#include <stdint.h>

#include "cellset.h"
#include "se_chain.h"

/* What every start of a set turns off, but in a start: per digit its
** cells, and the digits where that is something; nothing when a start's
** run failed. */
typedef struct start_offs_set {
    uint16_t digits;
    int16_t *home; /* the key entry naming it */
    cellset cells[10];
} start_offs_set;

typedef struct start_offs {
    sec_engine e;
    sec_rules rules;
    sec_grid src;
    sec_pool pool;
    int run_digit;            /* the digit of the cached runs (0: none) */
    int16_t cached[N_CELLS];  /* pool index of (cell, run_digit)'s on run, -1 */
    cellset off[N_CELLS][10]; /* per cached run, per digit, the cells it turns it off in */
    /* the sets' slots by key (see the header), -1: none yet */
    int16_t pair_slot[N_CELLS * N_CELLS];
    int16_t unit_slot[N_UNITS * 512];
    start_offs_set *set;
    int n_slots, cap_slots;
    start_offs_set spare[2]; /* a pair's and a unit's set, the cache full */
    cellset cand[10];        /* per digit, its cells */
    bool failed;             /* a run ran out of memory since start_offs_position:
                             ** what was read from the runs proves nothing */
} start_offs;

/* Ready a zeroed start_offs; false when out of memory. */
bool start_offs_init(start_offs *so);
void start_offs_free(start_offs *so);

/* Take the position g: its candidates, nothing cached. */
void start_offs_position(start_offs *so, const nonet_grid *g);

/* Forget the cached runs and sets unless they are of digit. */
void start_offs_digit(start_offs *so, int digit);

/* Room for n more cached sets, so that those a caller holds stay where
** they are; fewer when out of memory. */
void start_offs_grow(start_offs *so, int n);
static inline void start_offs_reserve(start_offs *so, int n) {
    if (so->n_slots + n > so->cap_slots) start_offs_grow(so, n);
}

/* The set of starts, made now in slot *slot (or spare). */
const start_offs_set *start_offs_make(start_offs *so, int16_t *slot, cellset starts, int spare);

/* The common offs of a set of at most two starts (key: see the header). */
static inline const start_offs_set *start_offs_pair(start_offs *so, int key, cellset starts) {
    int16_t *slot = &so->pair_slot[key];
    return *slot >= 0 ? &so->set[*slot] : start_offs_make(so, slot, starts, 0);
}

/* The cells of a unit key. */
cellset start_offs_unit_cells(int key);

/* The common offs of the starts of a unit key (see the header). */
static inline const start_offs_set *start_offs_unit(start_offs *so, int key) {
    int16_t *slot = &so->unit_slot[key];
    return *slot >= 0 ? &so->set[*slot] : start_offs_make(so, slot, start_offs_unit_cells(key), 1);
}

/* The links of the chains from each of starts to candidate target off
** together, or -1 when one is missing or they would not fit in a step. */
int start_offs_links(start_offs *so, cellset starts, int target);

/* Each chain from starts (of digit) to target off, its first derivation,
** into step; returns how many states they have. */
int start_offs_add_chains(start_offs *so, nonet_step *step, int digit, cellset starts, int target);

#endif
