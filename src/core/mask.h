/*
** mask.h -- named helpers for 9-bit candidate masks.
**
** Bit (d-1) stands for digit d; the same helpers serve masks of positions
** within a unit (bit i = the unit's i-th cell). Strategies use these names
** instead of writing bit tricks inline.
*/
#ifndef NONET_MASK_H
#define NONET_MASK_H

#include <stdbool.h>
#include <stdint.h>

#define MASK_ALL ((uint16_t)0x1ff)

/* The mask holding digit d alone. */
static inline uint16_t mask_of(int digit) { return (uint16_t)(1u << (digit - 1)); }

static inline bool mask_has(uint16_t mask, int digit) {
    return (mask >> (digit - 1)) & 1u;
}

/* The number of bits set in each 9-bit value (mask.c). */
extern const uint8_t mask_bit_count[512];

/* Bits set, by table: without -mpopcnt, __builtin_popcount is a library
** call, and strategies count a lot (a quarter of the logic solve's
** instructions went to an arithmetic count). Any 16-bit value works. */
static inline int mask_count(uint16_t mask) {
    return mask_bit_count[mask & MASK_ALL] + mask_bit_count[mask >> 9];
}

/* Lowest digit in a non-empty mask (1..9). */
static inline int mask_lowest(uint16_t mask) { return __builtin_ctz(mask) + 1; }

/* Lowest bit index (0..8) in a non-empty mask: positions within a unit. */
static inline int mask_first_index(uint16_t mask) { return __builtin_ctz(mask); }

/* Mask without its lowest bit: `for (m = x; m; m = mask_rest(m))`. */
static inline uint16_t mask_rest(uint16_t mask) { return (uint16_t)(mask & (mask - 1u)); }

static inline bool mask_single(uint16_t mask) { return mask && !(mask & (mask - 1u)); }

/* Exactly two bits set (a bivalue cell, a digit's two places in a unit):
** mask_count(mask) == 2 without the table's two loads, for the chaining
** engine's inner loop. */
static inline bool mask_pair(uint16_t mask) { return mask_single(mask_rest(mask)); }

#endif
