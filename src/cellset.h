/*
** cellset.h -- sets of cells (0..80) as two 64-bit words, with named
** helpers: the almost-locked-set techniques intersect "cells that see every
** cell of this set" many times, which a 81-bit set does in two ANDs.
** Bit tricks on the words live here only.
*/
#ifndef NONET_CELLSET_H
#define NONET_CELLSET_H

#include <stdbool.h>
#include <stdint.h>

typedef struct cellset {
    uint64_t w[2]; /* cells 0..63 in w[0], 64..80 in w[1] */
} cellset;

static inline cellset cellset_empty(void) {
    cellset s = {{0, 0}};
    return s;
}

static inline void cellset_add(cellset *s, int cell) { s->w[cell >> 6] |= (uint64_t)1 << (cell & 63); }

static inline bool cellset_has(cellset s, int cell) { return (s.w[cell >> 6] >> (cell & 63)) & 1u; }

static inline cellset cellset_and(cellset a, cellset b) {
    cellset s = {{a.w[0] & b.w[0], a.w[1] & b.w[1]}};
    return s;
}

static inline cellset cellset_or(cellset a, cellset b) {
    cellset s = {{a.w[0] | b.w[0], a.w[1] | b.w[1]}};
    return s;
}

/* The cells of a that are not in b. */
static inline cellset cellset_minus(cellset a, cellset b) {
    cellset s = {{a.w[0] & ~b.w[0], a.w[1] & ~b.w[1]}};
    return s;
}

static inline bool cellset_is_empty(cellset s) { return !(s.w[0] | s.w[1]); }

static inline bool cellset_meets(cellset a, cellset b) { return !cellset_is_empty(cellset_and(a, b)); }

/* Is every cell of a in b? */
static inline bool cellset_within(cellset a, cellset b) { return cellset_is_empty(cellset_minus(a, b)); }

static inline bool cellset_equal(cellset a, cellset b) { return a.w[0] == b.w[0] && a.w[1] == b.w[1]; }

/* The lowest cell at or after from (0..81), or -1:
** `for (int c = cellset_next(s, 0); c >= 0; c = cellset_next(s, c + 1))`. */
static inline int cellset_next(cellset s, int from) {
    for (int k = from >> 6; k < 2 && from < 81; k++, from = k << 6) {
        uint64_t rest = s.w[k] >> (from & 63);
        if (rest) return from + __builtin_ctzll(rest);
    }
    return -1;
}

#endif
