/*
** links.h -- strong links (conjugate pairs) and the cells that see the ends
** of a pattern: the two facts that single-digit patterns, wings, colouring
** and the uniqueness types that eliminate from common peers are built from.
**
** A strong link on digit d is a unit where d has exactly two places: one of
** the two cells must hold d. A cell that sees both ends of a chain whose
** ends cannot both be false loses the chain's digit.
*/
#ifndef NONET_LINKS_H
#define NONET_LINKS_H

#include <stdbool.h>
#include <stdint.h>

#include "grid.h"
#include "step.h"

/* One conjugate pair: digit has exactly the cells a < b in unit. */
typedef struct link_pair {
    uint8_t unit;
    uint8_t a, b;
} link_pair;

/* True when digit has exactly two places in unit; *a < *b receive them. */
bool link_unit_pair(const nonet_grid *g, int unit, int digit, int *a, int *b);

/* The conjugate pairs of digit in units first..last-1, in unit order, into
** out (room for last - first entries); returns how many. */
int link_pairs(const nonet_grid *g, int digit, int first, int last, link_pair out[]);

/* Add to s the elimination of digit from every cell holding it that sees
** all n cells (n >= 1); the n cells themselves are never eliminated.
** Returns how many eliminations were added. */
int link_eliminate_seen(nonet_step *s, const nonet_grid *g, int digit, const int cells[], int n);

#endif
