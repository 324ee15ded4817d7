/*
** forcing_chains.h -- Sudoku Explainer's Forcing Chains & Cycles producer
** (forcing_chains.c) in its every-hint mode, for the nested chains
** (se_nested.c), which run it on a stalled run's working grid.
*/
#ifndef NONET_FORCING_CHAINS_H
#define NONET_FORCING_CHAINS_H

#include "strategy.h"

/* One hint of SE's Forcing Chains & Cycles as found: kind 0 X, 1 Y, 2 XY;
** path: its states from the start (cand * 2 + on); a cycle closes back to
** its start. */
typedef struct fc_hint_found {
    double rating;
    int states, kind;
    bool cycle;
    const int *path;
    int n;
    const int16_t *removals;
    int n_removals;
} fc_hint_found;

typedef void (*fc_collect_fn)(void *user, const fc_hint_found *hint);

/* Every hint of the producer on g to fn, in SE's order; false when the
** solve's time ran out (the list is then incomplete) or out of memory. */
bool fc_collect(const nonet_grid *g, strat_ctx *ctx, fc_collect_fn fn, void *user);

/* What the X-pass memo of a scratch (forcing_chains.c) holds and did:
** its bytes now, the most it held when a pass began (after any clear;
** a pass then adds at most one entry per digit), digits' lists found in
** it and made, times cleared. All zero before the scratch's first collect.
** For tests and measurements. */
typedef struct fc_memo_stats {
    size_t bytes, most_at_start, hits, misses, clears;
} fc_memo_stats;

fc_memo_stats fc_memo_stats_of(const strat_scratch *scratch);

#endif
