/*
** render_se_ladder.c -- Sudoku Explainer's Nishio, Multiple and Dynamic
** forcing chains (strategies/se_ladder.c) in Eureka notation: each branch
** from its assumption to its end, branches separated by "; ", each
** candidate as (digit)cell, "-" where an on state turns the next off, "="
** where an off state turns the next on, then the effects:
**     Cell Forcing Chains: (2)r1c1-(2)r1c5=(2)r3c4; (7)r1c1-(7)r3c1=(7)r3c4-(2)r3c4... => r3c4=2
** A branch is a run of the step's links, each starting where the last
** ended (the step keeps each branch's first derivation).
*/
#include "text_formats.h"

/* What a nested step's runs used, by level (variant / 16), SE's words. */
static const char *nested_suffix(int level) {
    static const char *const suffix[4] = {" (+ Forcing Chains)", " (+ Multiple Forcing Chains)",
                                          " (+ Dynamic Forcing Chains)",
                                          " (+ Dynamic Forcing Chains (+ Forcing Chains))"};
    return level >= 2 && level <= 5 ? suffix[level - 2] : "";
}

void text_se_ladder(text_buf *tb, const nonet_step *s) {
    tb_name(tb, s);
    if (s->technique == NONET_T_NESTED_FORCING_CHAINS) tb_text(tb, nested_suffix(s->variant / 16));
    tb_text(tb, ":");
    tb_branches(tb, s);
    tb_then_effects(tb, s);
}
