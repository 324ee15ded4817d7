/*
** se_nested.h -- Sudoku Explainer's nested forcing chains (levels 2-5,
** 9.5-11.0): when a dynamic run stalls, a whole chaining producer runs on
** the run's working grid, and every hint of it that rests on the run's
** removals turns its removals off in the run.
**
** SE's rules, as its Chaining.getAdvancedPotentials and ChainingHint
** apply them:
**   - the nested producer's hints are sorted by (rating, complexity, sort
**     key), the first found first among equals, and a hint that removes
**     the same candidates as one before it is dropped;
**   - a hint's rule parents: for each on state of its chains that holds
**     because a cell or a unit has one place left (a start too, for cell
**     and region forcing), the candidates the outer run removed from that
**     cell or from that unit's places of the digit; a hint without rule
**     parents is left out (it holds without the outer chain);
**   - each removal goes off in the outer run (the first hint to remove a
**     candidate gives its parents), and the hint's chain counts once in
**     the complexity of any outer hint whose chains reach it (chains with
**     the same states in the same order count once: SE's FullChain).
*/
#ifndef NONET_SE_NESTED_H
#define NONET_SE_NESTED_H

#include "forcing_chains.h"
#include "se_chain.h"
#include "strategy.h"

/* ---- a nested producer's hints ----------------------------------------- */

typedef struct sen_hint {
    double rating;
    int complexity; /* with its own nested chains */
    int sort_key;   /* SE's tie order */
    int seq;        /* the order found */
    uint64_t removal_hash, chain_hash;
    int first;      /* candidates: removals, then rule parents */
    int n_removals, n_parents;
} sen_hint;

/* The hints of one nested producer's run on an outer run's working grid. */
typedef struct sen_list {
    sen_hint *hint;
    int n, cap;
    int16_t *cand;
    int n_cand, cap_cand;
    const sec_grid *outer_src, *outer_work; /* for the rule parents */
    bool failed;                            /* out of memory */
} sen_list;

/* The nested chains a search's runs took removals from: the node's
** sec_node.nested is an index here. slot: an open-addressing index of the
** hashes (2 * cap slots: chain number + 1, 0 for none), so that finding a
** chain again does not look through them all. */
typedef struct sen_chains {
    uint64_t *hash;
    int *complexity;
    int32_t *slot;
    /* Where each chain was first found, so that a step's words can write
    ** it out (se_ladder.c finds it again): its rule (sel_nested's number)
    ** and the candidates of the grid it ran on. */
    int8_t *rule;
    uint16_t (*view)[N_CELLS];
    int n, cap;
} sen_chains;

/* A set of candidates (729 bits). */
typedef struct sen_set {
    uint64_t w[12];
} sen_set;

void sen_list_reset(sen_list *l, const sec_grid *outer_src, const sec_grid *outer_work);
void sen_list_free(sen_list *l);
void sen_chains_free(sen_chains *c);
/* No chains (the memory kept). */
void sen_chains_reset(sen_chains *c);

/* Add to parents what the outer run removed where an on state of
** candidate k holds by cause (SEC_CELL: its cell's digits; SEC_BOX, _ROW,
** _COL: that unit's places of its digit). */
void sen_rule_parents(const sen_list *l, int k, int cause, sen_set *parents);

/* An order-sensitive hash of a sequence of states (FullChain's key). */
uint64_t sen_hash_states(uint64_t h, const int16_t key[], int n);

/* Add a hint: its removals (candidates), rule parents, chain hash. */
void sen_add(sen_list *l, double rating, int complexity, int sort_key, const int16_t removals[], int n_removals,
             const sen_set *parents, uint64_t chain_hash);

/* Every hint of SE's Forcing Chains & Cycles on view (the outer run's
** working grid) into l. False when the time ran out. */
bool sen_forcing_chains(sen_list *l, const nonet_grid *view, strat_ctx *ctx);
/* The hint of Forcing Chains & Cycles on view whose chain hash is hash:
** its states into path (at most max), *cycle when it closes back to its
** start; returns how many states, 0 when not found (or out of time). */
int sen_forcing_chain_find(const nonet_grid *view, strat_ctx *ctx, uint64_t hash, int path[], int max, bool *cycle);

/* SE's use of the list in the outer run: sorted, the same removals
** dropped, each hint with rule parents turns its removals off (its chain
** registered in chains). True when some hint had rule parents (SE's
** "result" not empty: the next nested rule is not tried). Out of memory:
** l->failed (the run then misses what the hints would have turned off). */
bool sen_push_all(sen_list *l, sec_state *s, sen_chains *chains, int rule, const nonet_grid *view);

/* Nested rules' hint lists by (rule, outer run's start grid, working
** grid): the levels of one position meet the same grids again (level 3
** runs level 2's runs and first its rule; level 5 first level 4's rule), as
** SE's producers keep their last grid's hints. Bounded in memory. */
typedef struct sen_entry sen_entry;
typedef struct sen_cache {
    sen_entry *map;
    size_t bytes;
} sen_cache;

/* The list rule gave for l's grids, into l; false when not cached. */
bool sen_cache_get(sen_cache *c, int rule, sen_list *l);
/* Keep l as what rule gives for its grids (unless the cache is full). */
void sen_cache_put(sen_cache *c, int rule, const sen_list *l);
void sen_cache_clear(sen_cache *c);

/* The sum of the complexities of the distinct chains among ids. */
int sen_chains_complexity(const sen_chains *c, const int32_t ids[], int n);

#endif
