/*
** finders.c -- the technique rows bound to their finders: each row of
** techniques.def names its finder, and this layer, which defines them,
** makes the table (the technique table in src/core holds data only, so no
** code of a lower layer points up into this one).
*/
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
