/*
** bf_search.h -- the depth-first search of the brute-force core, as called
** by bruteforce.c: one entry point per instruction-set variant
** (bf_variant.h), the same results from each.
*/
#ifndef NONET_BF_SEARCH_H
#define NONET_BF_SEARCH_H

#include <stdbool.h>
#include <stdint.h>

#include "bf_variant.h"
#include "bf_solution.h"

/* One search: its limit and callback in, its counters out. */
typedef struct bf_run {
    const uint16_t *cand; /* the masks searched, for the debug check */
    long limit, found, guesses;
    bf_solution_fn fn;
    void *user;
    bool stop;
} bf_run;

#define bf_search_run BF_NAME(bf_search_run)

/* Load the masks and search with a prepared run (limit > 0, callback,
** counters zero); returns the number of solutions found. */
long bf_search_run(const uint16_t cand[81], bf_run *run);

/* The variant built with AVX2, BMI1/2 and POPCNT (when BF_HAVE_V3). */
long bf_search_run_v3(const uint16_t cand[81], bf_run *run);

#endif
