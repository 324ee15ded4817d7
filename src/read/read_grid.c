/*
** read_grid.c -- a record's cells become a grid.
**
** Givens: every single-digit cell is a given. Pencil marks (some cell listed
** several candidates): a single-digit cell is placed, not given, and every
** other cell keeps exactly the candidates written, less the digits placed
** in its peers (the grid's invariant: no candidate equals a peer's value).
**
** Error messages made here (at the later cell's line and column):
**   r1c1 and r1c5 both hold 7      two single-digit cells that see each other
**   r2c4 has no candidates         an empty cell in a pencil-mark grid
*/
#include "grid.h"
#include "mask.h"
#include "parse.h"

/* The earlier peer of `cell` holding the same single digit, or -1. */
static int earlier_twin(const uint16_t mask[81], int cell) {
    for (int p = 0; p < N_PEERS; p++) {
        int peer = cell_peers[cell][p];
        if (peer < cell && mask[peer] == mask[cell]) return peer;
    }
    return -1;
}

/*
** The first single-digit cell (in order) that an earlier peer's digit
** clashes with, its twin in *twin; -1 when there is none. The digits seen
** so far per unit are kept: only a cell whose digit a unit has already seen
** is looked at peer by peer.
*/
static int first_clash(const uint16_t mask[81], int *twin) {
    uint16_t seen[N_UNITS] = {0};
    for (int cell = 0; cell < N_CELLS; cell++) {
        if (!mask_single(mask[cell])) continue;
        const uint8_t *units = cell_units[cell];
        *twin = (seen[units[0]] | seen[units[1]] | seen[units[2]]) & mask[cell]
                    ? earlier_twin(mask, cell) : -1;
        if (*twin >= 0) return cell;
        for (int k = 0; k < 3; k++) seen[units[k]] |= mask[cell];
    }
    return -1;
}

nonet_status parse_check_clash(const parse_cells *cells, nonet_error *err) {
    int twin, cell = first_clash(cells->mask, &twin);
    if (cell < 0) return NONET_OK;
    return parse_fail(err, cells->line[cell], cells->column[cell], "r%dc%d and r%dc%d both hold %d",
                      cell_row(twin) + 1, cell_col(twin) + 1, cell_row(cell) + 1, cell_col(cell) + 1,
                      mask_lowest(cells->mask[cell]));
}

/* In a pencil-mark grid every cell lists at least one digit. */
static nonet_status check_candidates(const parse_cells *cells, nonet_error *err) {
    for (int cell = 0; cell < N_CELLS; cell++)
        if (!cells->mask[cell])
            return parse_fail(err, cells->line[cell], cells->column[cell],
                              "r%dc%d has no candidates", cell_row(cell) + 1, cell_col(cell) + 1);
    return NONET_OK;
}

nonet_status parse_build(nonet_grid *g, const parse_cells *cells, nonet_error *err) {
    nonet_status status = cells->pencilmarks ? check_candidates(cells, err) : NONET_OK;
    if (status == NONET_OK) status = parse_check_clash(cells, err);
    if (status != NONET_OK) return status;
    uint8_t values[N_CELLS];
    for (int cell = 0; cell < N_CELLS; cell++)
        values[cell] = mask_single(cells->mask[cell]) ? (uint8_t)mask_lowest(cells->mask[cell]) : 0;
    grid_from_values(g, values);
    for (int cell = 0; cell < N_CELLS; cell++)
        g->given[cell] = values[cell] && !cells->pencilmarks && !cells->placed[cell];
    if (!cells->pencilmarks) return NONET_OK;
    for (int cell = 0; cell < N_CELLS; cell++)
        if (!g->value[cell]) grid_restrict(g, cell, cells->mask[cell]);
    g->has_givens = false;
    g->has_pencilmarks = true;
    return NONET_OK;
}
