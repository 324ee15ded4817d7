/*
** chain_reach.h -- what 64 starts of a chain row reach at all, in one
** breadth-first pass over the position's link lists.
**
** A chain row runs one search per start (chain_search.h), and on a hard
** position most of those searches end without a chain whose ends fit the
** kind (measured on the hardest diabolical puzzles: 1.5% of the
** Discontinuous Nice Loop starts, 0.5% of the grouped ones, reach a fitting
** end). This pass finds such starts for 64 of them at once: each state
** keeps a 64-bit word of the starts that reach it, and a level of the
** search is one pass over the states reached last, OR-ing words along the
** links. It follows every link the search may follow, and none of the
** search's refusals (a candidate met twice, the lowest node of a loop): so
** what a start reaches here, within the same number of nodes, holds all
** that its own search reaches. A start that reaches no fitting end here
** cannot give a chain, and the row skips its search; the others are
** searched as before, so the steps found are the same. The ends are
** tested pair by pair from the grid's cells per digit and peer sets
** (chain_reach.c's share_conflict: a few word operations each).
**
** Only for graphs of candidates and groups (no ALS parts), and only where
** the position's link lists are at hand (chain_links.h).
*/
#ifndef NONET_CHAIN_REACH_H
#define NONET_CHAIN_REACH_H

#include <stdbool.h>
#include <stdint.h>

#include "chain_search.h"

#define CHAIN_REACH_BATCH 64
#define CHAIN_REACH_STATES (2 * CHAIN_ALS_BASE)

/* One batch's pass: seen[state] = the starts (bit i: start[i]) that reach
** state (node * 2 + on); touched lists the states with a bit, in the
** order first reached. The other arrays are the pass's working room.
** About 120 KiB: it lives in the solve's scratch (strat_chain_reach). */
typedef struct chain_reach {
    int n_starts;
    uint16_t start[CHAIN_REACH_BATCH];
    uint64_t seen[CHAIN_REACH_STATES];
    uint64_t front[2][CHAIN_REACH_STATES];
    uint16_t level[2][CHAIN_REACH_STATES];
    uint16_t touched[CHAIN_REACH_STATES];
    int n_touched;
} chain_reach;

/* Fill r for the starts start[0..n) (n <= CHAIN_REACH_BATCH, each
** allowed by rules): the states each reaches by chains of at most
** max_nodes nodes, following cs's link lists (cs->links, which must fit
** rules; cs's graph without ALS parts). False when out of memory (r
** then tells nothing). */
bool chain_reach_run(chain_reach *r, chain_search *cs, const chain_rules *rules, const uint16_t start[], int n,
                     int max_nodes);

/*
** Which starts of r reach, in an "on" state, an end that is the start
** itself or shares a conflicting candidate with it (chain_run_have_common):
** every kind of chain but the loops wants one of those (the loops' ends
** conflict). A grouped kind's end must also have passed a group; that is
** not asked (where the driver runs a grouped kind, the same kind without
** groups has just found nothing, so the ends that fit without a group are
** few). skip_below: ends below their start do not count.
*/
uint64_t chain_reach_common_ends(const chain_reach *r, const chain_graph *graph, bool skip_below);

#endif
