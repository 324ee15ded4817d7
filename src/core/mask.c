/*
** mask.c -- the bit-count table behind mask_count (mask.h).
*/
#include "mask.h"

/* Each doubling of the table's length repeats it with one bit more set:
** count(v) for v in [0, 2^k), then count(v) + 1 for v in [2^k, 2^(k+1)). */
#define MASK_B1(n) n, n + 1
#define MASK_B2(n) MASK_B1(n), MASK_B1(n + 1)
#define MASK_B3(n) MASK_B2(n), MASK_B2(n + 1)
#define MASK_B4(n) MASK_B3(n), MASK_B3(n + 1)
#define MASK_B5(n) MASK_B4(n), MASK_B4(n + 1)
#define MASK_B6(n) MASK_B5(n), MASK_B5(n + 1)
#define MASK_B7(n) MASK_B6(n), MASK_B6(n + 1)
#define MASK_B8(n) MASK_B7(n), MASK_B7(n + 1)
#define MASK_B9(n) MASK_B8(n), MASK_B8(n + 1)

const uint8_t mask_bit_count[512] = {MASK_B9(0)};
