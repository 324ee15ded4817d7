/*
** bf_tables.c -- the brute-force core's lookup tables, written as formulas.
**
** Every table has 512 entries indexed by a 9-bit value n. Rather than paste
** numbers, each entry is a macro of n, and BF_TABLE512 lists n = 0000..0777
** (octal literals built by token pasting), so the tables are computed by the
** compiler and stay static const. tests/test_bruteforce.c recomputes them.
*/
#include "bf_tables.h"

/* F(n) for n = 0000 .. 0777, in order. */
#define BF_EIGHT(F, a, b)                                                     \
    F(0##a##b##0), F(0##a##b##1), F(0##a##b##2), F(0##a##b##3), F(0##a##b##4), \
        F(0##a##b##5), F(0##a##b##6), F(0##a##b##7)
#define BF_SIXTY_FOUR(F, a)                                                   \
    BF_EIGHT(F, a, 0), BF_EIGHT(F, a, 1), BF_EIGHT(F, a, 2), BF_EIGHT(F, a, 3), \
        BF_EIGHT(F, a, 4), BF_EIGHT(F, a, 5), BF_EIGHT(F, a, 6), BF_EIGHT(F, a, 7)
#define BF_TABLE512(F)                                                        \
    BF_SIXTY_FOUR(F, 0), BF_SIXTY_FOUR(F, 1), BF_SIXTY_FOUR(F, 2),            \
        BF_SIXTY_FOUR(F, 3), BF_SIXTY_FOUR(F, 4), BF_SIXTY_FOUR(F, 5),        \
        BF_SIXTY_FOUR(F, 6), BF_SIXTY_FOUR(F, 7)

/* Boxes touched by a row: one bit per group of three columns. */
#define BF_BOXES(n) ((((n) & 07) ? 1 : 0) | (((n) & 070) ? 2 : 0) | (((n) & 0700) ? 4 : 0))

#define BF_SINGLE(n) ((n) != 0 && ((n) & ((n) - 1)) == 0)
#define BF_ROW_INFO(r, n) (BF_BOXES(n) << (3 * (r)) | BF_SINGLE(n) << (9 + (r)))
#define BF_ROW0_INFO(n) BF_ROW_INFO(0, n)
#define BF_ROW1_INFO(n) BF_ROW_INFO(1, n)
#define BF_ROW2_INFO(n) BF_ROW_INFO(2, n)

/* Triplet k (bit k of a 9-bit triplet mask) covers cells 3k .. 3k+2. */
#define BF_SPREAD_BIT(t, k) (((t) >> (k) & 1u) * (07u << (3 * (k))))
#define BF_SPREAD(t)                                                           \
    (BF_SPREAD_BIT(t, 0) | BF_SPREAD_BIT(t, 1) | BF_SPREAD_BIT(t, 2) |         \
     BF_SPREAD_BIT(t, 3) | BF_SPREAD_BIT(t, 4) | BF_SPREAD_BIT(t, 5) |         \
     BF_SPREAD_BIT(t, 6) | BF_SPREAD_BIT(t, 7) | BF_SPREAD_BIT(t, 8))

/* The six permutations of a 3x3 grid, one octal digit per row: 0421 is
** row 0 in box 0, row 1 in box 1, row 2 in box 2. FIT keeps result r of
** permutation p when every triplet of p is in use in n. */
#define BF_FIT(n, p, r) ((((n) & (p)) == (p)) ? (r) : 0u)
#define BF_EACH_PERMUTATION(n, R)                                              \
    (BF_FIT(n, 0421u, R(0421u)) | BF_FIT(n, 0241u, R(0241u)) |                \
     BF_FIT(n, 0412u, R(0412u)) | BF_FIT(n, 0142u, R(0142u)) |                \
     BF_FIT(n, 0214u, R(0214u)) | BF_FIT(n, 0124u, R(0124u)))
#define BF_SAME(p) (p)
#define BF_STACK_SPREAD(t) (((t) & 07u) | ((t) & 070u) << 6 | ((t) & 0700u) << 12)
#define BF_PERMUTATION_TRIPLETS(n) BF_EACH_PERMUTATION(n, BF_SAME)
#define BF_PERMUTATION_CELLS(n) BF_EACH_PERMUTATION(n, BF_SPREAD)
#define BF_PERMUTATION_STACK(n) BF_EACH_PERMUTATION(n, BF_STACK_SPREAD)

const uint16_t bf_row_info[3][512] = {
    {BF_TABLE512(BF_ROW0_INFO)},
    {BF_TABLE512(BF_ROW1_INFO)},
    {BF_TABLE512(BF_ROW2_INFO)},
};
const uint16_t bf_permutation_triplets[512] = {BF_TABLE512(BF_PERMUTATION_TRIPLETS)};
const uint32_t bf_permutation_cells[512] = {BF_TABLE512(BF_PERMUTATION_CELLS)};
const uint32_t bf_permutation_stack[512] = {BF_TABLE512(BF_PERMUTATION_STACK)};

#define BF_BAND_PEERS(bit)                                                     \
    ((0777u << ((bit) / 9 * 9) | 07007007u << ((bit) % 9 / 3 * 3)) & ~(01001001u << ((bit) % 9)))
#define BF_NINE_PEERS(row)                                                     \
    BF_BAND_PEERS(row * 9 + 0), BF_BAND_PEERS(row * 9 + 1), BF_BAND_PEERS(row * 9 + 2), \
        BF_BAND_PEERS(row * 9 + 3), BF_BAND_PEERS(row * 9 + 4), BF_BAND_PEERS(row * 9 + 5), \
        BF_BAND_PEERS(row * 9 + 6), BF_BAND_PEERS(row * 9 + 7), BF_BAND_PEERS(row * 9 + 8)

const uint32_t bf_band_row_box[27] = {BF_NINE_PEERS(0), BF_NINE_PEERS(1), BF_NINE_PEERS(2)};

const uint32_t bf_rows_cells[8] = {
    0, 0777u, 0777000u, 0777777u, 0777000000u, 0777000777u, 0777777000u, 0777777777u,
};
