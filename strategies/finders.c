/*
** finders.c -- the technique rows bound to their finders: each row of
** techniques.def names its finder, and this layer, which defines them,
** makes the table (the technique table in src/core holds data only, so no
** code of a lower layer points up into this one), and releases the
** working memory the families keep in a solve's scratch.
*/
#include <stdlib.h>

#include "chain_links.h"
#include "strategy.h"

static const strat_fn finders[NONET_T_COUNT_] = {
#define TECHNIQUE(ID, id_, name_, family_, se_, flags_, score_, level_, codes_, sizes_, find_, memo_, text_) \
    [NONET_T_##ID] = find_,
#define FALLBACK(ID, id_, name_, family_, text_) [NONET_T_##ID] = NULL,
#include "techniques.def"
};

strat_fn strat_finder(nonet_technique t) {
    return t > NONET_T_NONE && t < NONET_T_COUNT_ ? finders[t] : NULL;
}

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
