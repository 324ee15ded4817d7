/*
** registry.h -- the pipeline: one row per technique family, easiest first.
*/
#ifndef NONET_REGISTRY_H
#define NONET_REGISTRY_H

#include <stddef.h>

#include "nonet.h"
#include "strategy.h"

typedef struct strat_row {
    nonet_technique_info info;
    strat_fn fn; /* NULL: not implemented yet, left out of the pipeline */
} strat_row;

/* All rows in pipeline order, ending with backtracking; *n receives the count. */
const strat_row *registry_rows(size_t *n);
/* The row of a family, implemented or not (NULL for an unknown id). */
const strat_row *registry_row_any(nonet_technique t);
/* The row of a family, or NULL when it is not implemented. */
const strat_row *registry_row_of(nonet_technique t);

#endif
