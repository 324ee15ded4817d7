/*
** solve_scratch.c -- the engines' parts of a solve's working memory
** (strat_scratch in strategy.h): the ALS cache the rows on almost locked
** sets and the grouped chains share, and the chain rows' reach pass room.
** Each is made on first use; the strategies' registry (strategies/
** finders.c, strat_scratch_free) releases the whole scratch.
*/
#include <stdlib.h>

#include "als_sets.h"
#include "chain_reach.h"
#include "strategy.h"

/* A new cache, empty (calloc: no list yet). */
static als_cache *als_cache_new(void) { return calloc(1, sizeof(als_cache)); }

struct als_cache *strat_als_cache(strat_ctx *ctx, struct als_cache **own) {
    *own = NULL;
    if (!ctx->scratch) return *own = als_cache_new();
    if (!ctx->scratch->als) ctx->scratch->als = als_cache_new();
    return ctx->scratch->als;
}

void strat_als_cache_free(struct als_cache *cache) {
    if (!cache) return;
    als_cache_release(cache);
    free(cache);
}

struct chain_reach *strat_chain_reach(strat_ctx *ctx) {
    if (!ctx->scratch) return NULL;
    if (!ctx->scratch->chain_reach) ctx->scratch->chain_reach = calloc(1, sizeof(chain_reach));
    return ctx->scratch->chain_reach;
}
