/*
** chain_run.h -- running one kind of chain over a position: a search from
** every start candidate (src/engine/chain_search.c), each chain found turned into
** a step by the kind's builder; the shortest productive chain is emitted
** first (the driver takes it), then, if the caller wants more (find),
** every chain, once per set of eliminations.
**
** strategies/chains.c defines the kinds (X-Chain, XY-Chain, nice loops,
** AIC and their grouped forms).
*/
#ifndef NONET_CHAIN_RUN_H
#define NONET_CHAIN_RUN_H

#include "chain_search.h"
#include "strategy.h"

typedef struct chain_run chain_run;

/* A kind of chain: which links its search may use and how a chain found
** becomes a step. build fills the effects first and returns false when
** there are none; which numbers the steps one chain gives (a DNL may
** eliminate several candidates, one loop each). */
typedef struct chain_kind {
    nonet_technique technique;
    chain_rules rules;
    bool per_digit; /* search each digit alone (X-Chain) */
    /* Loops: the first pass (the driver's shortest loop) looks for each
    ** loop from its lowest node only, leaving out the nodes below the
    ** start; find still searches from every node, as the loop found
    ** between two ends decides the eliminations. */
    bool loop;
    bool grouped;  /* group nodes allowed, and at least one in each chain */
    /* Grouped: chains may end in an ALS part (chain_als.h; a loop closes
    ** them on a candidate), and, for find (ctx->exhaustive) only, start in
    ** one (a discontinuous loop whose victim has ALS nodes on both sides;
    ** the driver does without them: they cost more than they find). */
    bool als_ends, als_starts;
    int min_nodes; /* the shortest chain worth a step */
    /* Read backwards, each chain is one of the kind with the same effects
    ** (X-, XY-Chains, AICs). */
    bool reversible;
    /* Reversible, candidates only, a chain's two ends of one digit; for a
    ** best-of-all asker, a start with no fitting end above it is skipped
    ** (chain_run.c's start_may_end). Set where the test costs less than
    ** the search it saves: XY-Chains (all digits' bivalue cells per
    ** search), not X-Chains (one digit's links, cheaper than the test). */
    bool skip_endless_starts;
    /* Not a loop: starts go through the reach pass first (chain_reach.h),
    ** which skips those that reach no fitting end. Set where the starts'
    ** searches cost more than the pass (the nice loops and AICs of all
    ** digits; not the one-digit or bivalue-cell chains). */
    bool reach_first;
    /* A quick test on the ends a, b before the chain is built: false when
    ** it cannot give a step. */
    bool (*ends_fit)(chain_run *run, int a, int b);
    bool (*build)(const chain_graph *graph, const uint16_t path[], int n, int which, nonet_step *s);
    /* For a best-of-all asker (ctx->worth): false when no chain from start
    ** can give a step the asker wants, tested before the start's search
    ** (NULL: every start may). */
    bool (*start_may_win)(chain_run *run, int start);
    /* A kind whose every productive chain is one of this kind's, in the
    ** same search: when this kind has nothing in a position, neither has
    ** it (told to the driver's memo, ctx->also_*); NONET_T_NONE: none. */
    nonet_technique also_nothing;
} chain_kind;

/* Is the step a build is making (its eliminations set, its chain of
** n_links links not yet drawn) wanted by the graph's asker (strat_worth)? */
static inline bool chain_step_worth(const chain_graph *graph, const nonet_step *s, int n_links) {
    return graph->ctx ? strat_worth(graph->ctx, s, n_links) : step_productive(s);
}

/* The graph the run searches (its grid and groups). */
const chain_graph *chain_run_graph(const chain_run *run);

/* Is there a candidate that conflicts with both nodes a and b? (A few
** word operations for candidates and groups, chain_fit_nodes_share; a
** search's start a is read once.) */
bool chain_run_have_common(chain_run *run, int a, int b);

/* The strategy of a kind: emit the shortest productive chain, then (when
** emit asks for more) every chain; returns true when told to stop. */
bool chain_run_strategy(const nonet_grid *g, strat_ctx *ctx, const chain_kind *kind);

#endif
