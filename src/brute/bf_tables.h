/*
** bf_tables.h -- constant lookup tables of the brute-force core.
**
** The core keeps, for each digit and band (three rows), a 27-bit word of the
** cells where the digit may go: bit r*9 + c for row r of the band and column
** c. A "triplet" is the three cells where a row of the band crosses a box;
** the nine triplets of a band form a 3x3 grid, indexed as bit r*3 + x (row
** r, box x), which reads naturally in octal: one octal digit per row.
**
** A digit sits exactly once in each row and each box of a band, so its three
** cells use three triplets forming a permutation of the 3x3 grid (one per row,
** one per box). The same holds down a stack: once per band, once per column.
** The tables below turn that fact into lookups on 9-bit indices.
*/
#ifndef NONET_BF_TABLES_H
#define NONET_BF_TABLES_H

#include <stdint.h>

/* Row r (0..2) of a band as 9 bits -> what the band update needs to know
** about it, placed for row r: the boxes it touches at bits r*3 .. r*3+2
** (its octal digit of the triplet grid) and, at bit 9 + r, whether it holds
** exactly one cell. OR the three lookups of a band word together. */
extern const uint16_t bf_row_info[3][512];

/* The triplets in use (9 bits, r*3 + x) -> those lying on a permutation
** inside them (0 when there is none: a contradiction). */
extern const uint16_t bf_permutation_triplets[512];

/* The same result with each triplet spread to its three cells: a 27-bit
** mask of the band's cells that stay possible. */
extern const uint32_t bf_permutation_cells[512];

/* The same result for a stack: index bit b*3 + j is column j of the stack
** in band b; result bit b*9 + j. (Column occupancy of a digit is kept as a
** 27-bit word with band b's nine columns at bits 9b .. 9b+8, so this is the
** stack's slice of that word, ready to shift into place.) */
extern const uint32_t bf_permutation_stack[512];

/* A cell of a band (bit 0..26) -> the band's cells in its row or box but
** not in its column (so not the cell itself). */
extern const uint32_t bf_band_row_box[27];

/* Three row flags (bit r) -> the 27-bit cells of those rows of a band. */
extern const uint32_t bf_rows_cells[8];

#endif
