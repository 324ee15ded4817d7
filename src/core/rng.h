/*
** rng.h -- a small seeded random number generator (SplitMix64) for the
** generator: its state is a value the caller owns, so equal seeds give
** equal sequences on any thread, and nothing is global.
*/
#ifndef NONET_RNG_H
#define NONET_RNG_H

#include <stdint.h>

typedef struct rng {
    uint64_t state;
} rng;

/* The next 64 random bits (SplitMix64: Steele, Lea and Flood, 2014). */
static inline uint64_t rng_next(rng *r) {
    uint64_t z = (r->state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* A number in 0..n-1 (n >= 1); the modulo bias is below 2^-50 for n < 2^14. */
static inline unsigned rng_below(rng *r, unsigned n) { return (unsigned)(rng_next(r) % n); }

/* Shuffle n bytes in place (Fisher-Yates). */
static inline void rng_shuffle(rng *r, uint8_t *v, int n) {
    for (int i = n - 1; i > 0; i--) {
        unsigned j = rng_below(r, (unsigned)i + 1u);
        uint8_t tmp = v[i];
        v[i] = v[j];
        v[j] = tmp;
    }
}

#endif
