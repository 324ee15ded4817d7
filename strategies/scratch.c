/*
** scratch.c -- the heavy finders' working memory of one solve
** (strat_scratch in strategy.h).
*/
#include "strategy.h"

void strat_scratch_free(strat_scratch *scratch) {
    forcing_chains_free(scratch->forcing_chains);
    se_ladder_free(scratch->ladder);
    forcing_nets_free(scratch->forcing_nets);
    *scratch = (strat_scratch){0};
}
