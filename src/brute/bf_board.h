/*
** bf_board.h -- the brute-force core's board: candidates as bitboards.
**
** The grid is cut into three bands of three rows. For each digit and band
** one 27-bit word holds the cells of the band where the digit may still go:
** bit r*9 + c for row r of the band (0..2) and column c (0..8), so a cell's
** index in the grid is 27 * band + bit. A digit is placed in a row of a band
** when the row keeps one cell for it; the cell stays in the digit's word and
** leaves every other digit's word.
**
**     band 0   rows 1-3   bits  0.. 8 row 1, 9..17 row 2, 18..26 row 3
**     band 1   rows 4-6   (same layout)
**     band 2   rows 7-9
**
** bf_board_settle propagates in bulk, per word: locked candidates (pointing
** and claiming, both along rows and along columns), hidden singles in rows,
** boxes and columns, and naked singles. The board is a plain value (148
** bytes): the search copies it on the stack to try a guess.
*/
#ifndef NONET_BF_BOARD_H
#define NONET_BF_BOARD_H

#include <stdbool.h>
#include <stdint.h>

#include "bf_variant.h"

/* One name per instruction-set variant (bf_variant.h). */
#define bf_board_load BF_NAME(bf_board_load)
#define bf_board_settle BF_NAME(bf_board_settle)
#define bf_board_solved BF_NAME(bf_board_solved)
#define bf_board_pick BF_NAME(bf_board_pick)
#define bf_board_candidates BF_NAME(bf_board_candidates)
#define bf_board_place BF_NAME(bf_board_place)
#define bf_board_solution BF_NAME(bf_board_solution)

#define BF_BAND_CELLS 0777777777u /* the 27 cells of a band */

typedef struct bf_board {
    uint32_t cells[27];     /* [band * 9 + digit], digit 0..8: where it may go */
    uint32_t open_cells[3]; /* per band: cells not yet placed */
    uint32_t open_rows[3];  /* per band: bit digit * 3 + row while the digit is
                            ** not yet placed in that row */
    uint32_t dirty;         /* bit band * 9 + digit: that word changed since
                            ** its last band update */
    uint32_t pairs[3];      /* per band, after a settle that returned true:
                            ** the open cells with two candidates */
} bf_board;

/* Load one candidate mask per cell (bit d-1 for digit d; a filled cell has
** one bit). Returns false when a cell has no candidate. Does not propagate. */
bool bf_board_load(bf_board *board, const uint16_t cand[81]);

/* Propagate until nothing more follows. Returns false on a contradiction
** (the board is then garbage), true otherwise: solved or stuck. */
bool bf_board_settle(bf_board *board);

/* True when every cell is placed (meaningful after a successful settle). */
bool bf_board_solved(const bf_board *board);

/* The open cell to branch on: a cell with two candidates when there is one,
** else one with the fewest. The board must be settled and not solved. */
int bf_board_pick(const bf_board *board);

/* The candidate mask of a cell (bit d-1 for digit d). */
uint16_t bf_board_candidates(const bf_board *board, int cell);

/* Place digit (1..9) in cell; the next settle propagates it. */
void bf_board_place(bf_board *board, int cell, int digit);

/* The digits of a solved board into out (81 values 1..9). */
void bf_board_solution(const bf_board *board, uint8_t out[81]);

#endif
