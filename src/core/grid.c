/*
** grid.c -- candidate bookkeeping. Every change goes through
** grid_eliminate, which keeps the per-unit position masks in step, so
** strategies can ask "where can 7 go in box 3" in O(1).
*/
#include <stdlib.h>
#include <string.h>

#include "grid.h"
#include "mask.h"

void grid_init(nonet_grid *g) {
    memset(g, 0, sizeof *g);
    for (int c = 0; c < N_CELLS; c++) g->cand[c] = MASK_ALL;
    for (int u = 0; u < N_UNITS; u++)
        for (int d = 1; d <= 9; d++) g->where[u][d] = MASK_ALL;
    g->empty = N_CELLS;
    g->has_givens = true;
}

/*
** where[][digit] from the placed masks: the digit's places in a row are its
** empty cells whose column and box lack the digit, found for the whole row
** at once; each place is then handed to its column and its box.
*/
static void where_of_digit(nonet_grid *g, int digit, const uint16_t empty_cols[9]) {
    uint16_t cols = 0, band_cols[3] = {0, 0, 0}; /* columns (and boxes, per band) lacking it */
    for (int i = 0; i < 9; i++) {
        if (!mask_has(g->placed[col_unit(i)], digit)) cols |= (uint16_t)(1u << i);
        if (!mask_has(g->placed[box_unit(i)], digit)) band_cols[i / 3] |= (uint16_t)(7u << (3 * (i % 3)));
    }
    for (int row = 0; row < 9; row++) {
        if (mask_has(g->placed[row_unit(row)], digit)) continue;
        uint16_t places = empty_cols[row] & cols & band_cols[row / 3];
        g->where[row_unit(row)][digit] = places;
        for (uint16_t m = places; m; m = mask_rest(m)) {
            int cell = row * 9 + mask_first_index(m);
            g->where[cell_units[cell][UNIT_COL]][digit] |= (uint16_t)(1u << cell_index[cell][UNIT_COL]);
            g->where[cell_units[cell][UNIT_BOX]][digit] |= (uint16_t)(1u << cell_index[cell][UNIT_BOX]);
        }
    }
}

void grid_from_values(nonet_grid *g, const uint8_t values[N_CELLS]) {
    uint16_t empty_cols[9] = {0}; /* per row, the columns of its empty cells */
    memset(g, 0, sizeof *g);
    g->has_givens = true;
    for (int c = 0; c < N_CELLS; c++) {
        g->value[c] = values[c];
        if (!values[c]) empty_cols[cell_row(c)] |= (uint16_t)(1u << cell_col(c));
        else for (int k = 0; k < 3; k++) g->placed[cell_units[c][k]] |= mask_of(values[c]);
    }
    for (int c = 0; c < N_CELLS; c++) {
        const uint8_t *units = cell_units[c];
        if (values[c]) continue;
        g->empty++;
        g->cand[c] = MASK_ALL & (uint16_t)~(g->placed[units[0]] | g->placed[units[1]] | g->placed[units[2]]);
    }
    for (int digit = 1; digit <= 9; digit++) where_of_digit(g, digit, empty_cols);
}

void grid_masks(const nonet_grid *g, uint16_t masks[N_CELLS]) {
    for (int c = 0; c < N_CELLS; c++)
        masks[c] = g->value[c] ? mask_of(g->value[c]) : g->cand[c];
}

/* Clear the unit position bits of (cell, digit) in its three units. */
static void clear_where(nonet_grid *g, int cell, int digit) {
    for (int k = 0; k < 3; k++)
        g->where[cell_units[cell][k]][digit] &= (uint16_t)~cell_position(cell, k);
}

void grid_eliminate(nonet_grid *g, int cell, int digit) {
    if (!mask_has(g->cand[cell], digit)) return;
    g->cand[cell] &= (uint16_t)~mask_of(digit);
    clear_where(g, cell, digit);
}

void grid_allow(nonet_grid *g, int cell, int digit) {
    if (g->value[cell] || mask_has(g->cand[cell], digit)) return;
    for (int i = 0; i < N_PEERS; i++)
        if (g->value[cell_peers[cell][i]] == digit) return;
    g->cand[cell] |= mask_of(digit);
    for (int k = 0; k < 3; k++) g->where[cell_units[cell][k]][digit] |= cell_position(cell, k);
}

void grid_restrict(nonet_grid *g, int cell, uint16_t mask) {
    for (uint16_t m = g->cand[cell] & (uint16_t)~mask; m; m = mask_rest(m))
        grid_eliminate(g, cell, mask_lowest(m));
}

void grid_place(nonet_grid *g, int cell, int digit) {
    for (uint16_t m = g->cand[cell]; m; m = mask_rest(m))
        clear_where(g, cell, mask_lowest(m));
    g->cand[cell] = 0;
    g->value[cell] = (uint8_t)digit;
    g->empty--;
    for (int k = 0; k < 3; k++) g->placed[cell_units[cell][k]] |= mask_of(digit);
    for (int p = 0; p < N_PEERS; p++) grid_eliminate(g, cell_peers[cell][p], digit);
}

bool grid_contradiction(const nonet_grid *g) {
    for (int c = 0; c < N_CELLS; c++)
        if (!g->value[c] && !g->cand[c]) return true;
    for (int u = 0; u < N_UNITS; u++)
        for (int d = 1; d <= 9; d++)
            if (!mask_has(g->placed[u], d) && !g->where[u][d]) return true;
    return false;
}

/* Does the cell's stored state agree with its peers? */
static bool cell_consistent(const nonet_grid *g, int c) {
    if (g->value[c]) return g->cand[c] == 0 && g->value[c] <= 9;
    for (int p = 0; p < N_PEERS; p++) {
        int v = g->value[cell_peers[c][p]];
        if (v && mask_has(g->cand[c], v)) return false;
    }
    return true;
}

bool grid_consistent(const nonet_grid *g) {
    int empty = 0;
    for (int c = 0; c < N_CELLS; c++) {
        if (!cell_consistent(g, c)) return false;
        empty += !g->value[c];
    }
    if (empty != g->empty) return false;
    for (int u = 0; u < N_UNITS; u++) {
        uint16_t placed = 0;
        for (int i = 0; i < 9; i++) {
            int c = unit_cells[u][i];
            if (g->value[c]) placed |= mask_of(g->value[c]);
        }
        if (placed != g->placed[u]) return false;
        for (int d = 1; d <= 9; d++) {
            uint16_t w = 0;
            for (int i = 0; i < 9; i++)
                if (mask_has(g->cand[unit_cells[u][i]], d)) w |= (uint16_t)(1u << i);
            if (w != g->where[u][d]) return false;
        }
    }
    return true;
}

/* ---- public wrappers ---- */

nonet_grid *nonet_grid_new(void) {
    nonet_grid *g = malloc(sizeof *g);
    if (g) grid_init(g);
    return g;
}

nonet_grid *nonet_grid_clone(const nonet_grid *grid) {
    nonet_grid *g = malloc(sizeof *g);
    if (g) *g = *grid;
    return g;
}

void nonet_grid_free(nonet_grid *grid) { free(grid); }

/* Is cell a cell number (0..80)? The public getters answer 0 otherwise. */
static bool cell_ok(int cell) { return cell >= 0 && cell < N_CELLS; }

int nonet_grid_value(const nonet_grid *g, int cell) {
    return cell_ok(cell) ? g->value[cell] : 0;
}

uint16_t nonet_grid_candidates(const nonet_grid *g, int cell) {
    return cell_ok(cell) ? g->cand[cell] : 0;
}

bool nonet_grid_is_given(const nonet_grid *g, int cell) {
    return cell_ok(cell) && g->given[cell];
}

bool nonet_grid_has_givens(const nonet_grid *g) { return g->has_givens; }
bool nonet_grid_has_pencilmarks(const nonet_grid *g) { return g->has_pencilmarks; }
int nonet_grid_empty_count(const nonet_grid *g) { return g->empty; }

void nonet_grid_to_string(const nonet_grid *g, bool givens_only, char out[82]) {
    for (int c = 0; c < N_CELLS; c++) {
        bool show = g->value[c] && (!givens_only || g->given[c]);
        out[c] = show ? (char)('0' + g->value[c]) : '0';
    }
    out[81] = '\0';
}

/* Is digit a digit (1..9)? */
static bool digit_ok(int digit) { return digit >= 1 && digit <= 9; }

nonet_status nonet_grid_place(nonet_grid *g, int cell, int digit) {
    if (!cell_ok(cell) || !digit_ok(digit) || !mask_has(g->cand[cell], digit))
        return NONET_BAD_ARGUMENT;
    grid_place(g, cell, digit);
    return NONET_OK;
}

nonet_status nonet_grid_eliminate(nonet_grid *g, int cell, int digit) {
    if (!cell_ok(cell) || !digit_ok(digit) || !mask_has(g->cand[cell], digit))
        return NONET_BAD_ARGUMENT;
    grid_eliminate(g, cell, digit);
    return NONET_OK;
}
