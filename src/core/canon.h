/*
** canon.h -- canonical forms and grid transformations (canon.c): the
** cell-level functions behind nonet_canon, for the generator and tests.
*/
#ifndef NONET_CANON_H
#define NONET_CANON_H

#include <stdint.h>

#include "nonet.h"
#include "rng.h"

/* The canonical form of 81 cells (digits 0..9) into out, and the transform
** onto it (may be NULL). NONET_OK or NONET_NOMEM. */
nonet_status canon_cells(const uint8_t cells[81], uint8_t out[81], nonet_transform *tr);

/* out = the cells under the transform (nonet_transform_apply). */
void canon_apply(const nonet_transform *tr, const uint8_t in[81], uint8_t out[81]);

/* A transform drawn uniformly from r: the grid symmetries and digit
** relabellings, each equally likely. */
void canon_random_transform(rng *r, nonet_transform *tr);

#endif
