/*
** scratch.c -- the heavy finders' working memory of one solve
** (strat_scratch in strategy.h).
*/
#include <stdlib.h>

#include "als_sets.h"
#include "chain_links.h"
#include "chain_reach.h"
#include "strategy.h"

void strat_scratch_free(strat_scratch *scratch) {
    forcing_chains_free(scratch->forcing_chains);
    se_ladder_free(scratch->ladder);
    strat_als_cache_free(scratch->als);
    forcing_nets_free(scratch->forcing_nets);
    kraken_fish_free(scratch->kraken_fish);
    complex_fish_free(scratch->complex_fish);
    chain_links_cache_free(scratch->chain_links);
    free(scratch->chain_reach);
    *scratch = (strat_scratch){0};
}

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
