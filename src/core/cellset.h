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

/* Bits set in a word, inline: without -mpopcnt, __builtin_popcountll is
** a library call, and the fish searches count cell sets by the million
** (a sixth of Kraken Fish's instructions went to the call). */
static inline int cellset_word_count(uint64_t w) {
    w -= (w >> 1) & 0x5555555555555555u;
    w = (w & 0x3333333333333333u) + ((w >> 2) & 0x3333333333333333u);
    w = (w + (w >> 4)) & 0x0f0f0f0f0f0f0f0fu;
    return (int)((w * 0x0101010101010101u) >> 56);
}

/* How many cells s holds. */
static inline int cellset_count(cellset s) { return cellset_word_count(s.w[0]) + cellset_word_count(s.w[1]); }

static inline bool cellset_is_empty(cellset s) { return !(s.w[0] | s.w[1]); }

static inline bool cellset_meets(cellset a, cellset b) { return !cellset_is_empty(cellset_and(a, b)); }

/* Is every cell of a in b? */
static inline bool cellset_within(cellset a, cellset b) { return cellset_is_empty(cellset_minus(a, b)); }

static inline bool cellset_equal(cellset a, cellset b) { return a.w[0] == b.w[0] && a.w[1] == b.w[1]; }

/* The lowest cell of s, or -1 when s is empty. */
static inline int cellset_first(cellset s) {
    if (s.w[0]) return __builtin_ctzll(s.w[0]);
    return s.w[1] ? 64 + __builtin_ctzll(s.w[1]) : -1;
}

/* Remove and return the lowest cell of a non-empty set:
** `for (cellset m = s; !cellset_is_empty(m);) { int c = cellset_pop(&m); ... }`. */
static inline int cellset_pop(cellset *s) {
    int k = s->w[0] ? 0 : 1, cell = 64 * k + __builtin_ctzll(s->w[k]);
    s->w[k] &= s->w[k] - 1;
    return cell;
}

/* Offer k to best[0..n-1], the n largest values offered so far in
** descending order (zeros at first): it takes its place there. */
static inline void top_keep(int best[], int n, int k) {
    for (int i = 0; i < n && k > 0; i++)
        if (k > best[i]) {
            int t = best[i];
            best[i] = k;
            k = t;
        }
}

/*
** How many cells of set can n (at most 8) of the sets of part[] hold, the
** parts taken from those whose bit is in allowed: the sum of the n largest
** shares. A fish's base set, whose candidates n cover units (part[] the
** digit's cells per unit) must hold, is dropped when this falls short.
*/
static inline int cellset_top_shares(const cellset part[], int n_parts, uint32_t allowed, cellset set, int n) {
    int best[8] = {0}, sum = 0;
    for (int u = 0; u < n_parts; u++)
        if ((allowed >> u) & 1u) top_keep(best, n, cellset_count(cellset_and(part[u], set)));
    for (int i = 0; i < n; i++) sum += best[i];
    return sum;
}

#endif
