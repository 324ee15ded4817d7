/*
** tables.h -- static geometry of the 9x9 grid: units, peers, and which
** units each cell belongs to. All tables are const and shared.
**
** Units: 0..8 rows, 9..17 columns, 18..26 boxes (numbered row-major).
*/
#ifndef NONET_TABLES_H
#define NONET_TABLES_H

#include <stdbool.h>
#include <stdint.h>

#include "cellset.h"

#define N_CELLS 81
#define N_UNITS 27
#define N_PEERS 20

enum { UNIT_ROW = 0, UNIT_COL = 1, UNIT_BOX = 2 };

/* unit_cells[u][i]: the i-th cell of unit u (row-major inside boxes). */
extern const uint8_t unit_cells[N_UNITS][9];
/* cell_units[c][k]: the row, column and box unit of cell c (k = UNIT_*). */
extern const uint8_t cell_units[N_CELLS][3];
/* cell_index[c][k]: position (0..8) of cell c inside its unit cell_units[c][k]. */
extern const uint8_t cell_index[N_CELLS][3];
/* cell_peers[c]: the 20 cells sharing a unit with c, ascending. */
extern const uint8_t cell_peers[N_CELLS][N_PEERS];
/* cell_peer_sets[c]: the same cells as a set (unions and intersections of
** peers in a few word operations). */
extern const cellset cell_peer_sets[N_CELLS];
/* The unit kinds in the order strategies scan and prefer them: boxes, then
** rows, then columns (Sudoku Explainer rates a single hidden in its box
** easiest; HoDoKu reports a subset from its box first). */
extern const uint8_t unit_kinds_box_first[3];

static inline int cell_row(int cell) { return cell / 9; }
static inline int cell_col(int cell) { return cell % 9; }
static inline int cell_box(int cell) { return (cell / 27) * 3 + (cell % 9) / 3; }
static inline int unit_kind(int unit) { return unit / 9; }
static inline int row_unit(int row) { return row; }
static inline int col_unit(int col) { return 9 + col; }
static inline int box_unit(int box) { return 18 + box; }
/* The unit of a kind (UNIT_*) numbered i (0..8) within the kind. */
static inline int unit_of_kind(int kind, int i) { return kind * 9 + i; }
/* The cell in row and column (0..8 each). */
static inline int cell_at(int row, int col) { return row * 9 + col; }

/* The units of the kinds in kinds (bit k: kind k, UNIT_*), as a mask of
** units (bit u: unit u). */
static inline uint32_t units_of_kinds(int kinds) {
    uint32_t units = 0;
    for (int k = 0; k < 3; k++)
        if (kinds & (1 << k)) units |= 0x1ffu << (9 * k);
    return units;
}

/* The cell's three units as a mask of units (bit u: unit u). */
static inline uint32_t cell_unit_mask(int cell) {
    return 1u << cell_units[cell][0] | 1u << cell_units[cell][1] | 1u << cell_units[cell][2];
}

/* Is unit one of the cell's three units? */
static inline bool cell_in_unit(int cell, int unit) {
    return cell_units[cell][unit_kind(unit)] == unit;
}

/* The bit of cell in the position masks of its unit of kind (bit i =
** unit_cells[u][i], as in nonet_grid.where). */
static inline uint16_t cell_position(int cell, int kind) {
    return (uint16_t)(1u << cell_index[cell][kind]);
}

/* Position masks of the three cells a box and a line share. In a row or
** column: its cells in the k-th box it crosses (k = 0..2, left to right or
** top to bottom). In a box: its k-th row. Read as a mask of the nine lines
** of one direction, the same bits are band or stack k. */
static inline uint16_t triple_positions(int k) { return (uint16_t)(0x7u << (3 * k)); }
/* In a box, the positions of its k-th column (k = 0..2). */
static inline uint16_t box_col_positions(int k) { return (uint16_t)(0x49u << k); }

/* True when two distinct cells share a row, column or box. */
static inline int cells_see(int a, int b) {
    return a != b && (cell_row(a) == cell_row(b) || cell_col(a) == cell_col(b) ||
                      cell_box(a) == cell_box(b));
}

#endif
