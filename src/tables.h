/*
** tables.h -- static geometry of the 9x9 grid: units, peers, and which
** units each cell belongs to. All tables are const and shared.
**
** Units: 0..8 rows, 9..17 columns, 18..26 boxes (numbered row-major).
*/
#ifndef NONET_TABLES_H
#define NONET_TABLES_H

#include <stdint.h>

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
/* cell_peers[c]: the 20 cells sharing a unit with c. */
extern const uint8_t cell_peers[N_CELLS][N_PEERS];

static inline int cell_row(int cell) { return cell / 9; }
static inline int cell_col(int cell) { return cell % 9; }
static inline int cell_box(int cell) { return (cell / 27) * 3 + (cell % 9) / 3; }
static inline int unit_kind(int unit) { return unit / 9; }
static inline int row_unit(int row) { return row; }
static inline int col_unit(int col) { return 9 + col; }
static inline int box_unit(int box) { return 18 + box; }

/* True when two distinct cells share a row, column or box. */
static inline int cells_see(int a, int b) {
    return a != b && (cell_row(a) == cell_row(b) || cell_col(a) == cell_col(b) ||
                      cell_box(a) == cell_box(b));
}

#endif
