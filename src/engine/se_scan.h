/*
** se_scan.h -- Sudoku Explainer's scan orders, shared by the finders that
** follow SE 1.2.1.3 exactly (its ratings depend on which hint it meets
** first): a cell's peers as SE lists them, and combinations in SE's order.
*/
#ifndef NONET_SE_SCAN_H
#define NONET_SE_SCAN_H

#include <stdbool.h>
#include <stdint.h>

#include "tables.h"

/* A cell's 20 peers as SE lists a cell's houses: its box, then the rest of
** its row, then the rest of its column, each in unit order. */
static inline void se_house_order(int cell, uint8_t out[N_PEERS]) {
    static const int kinds[3] = {UNIT_BOX, UNIT_ROW, UNIT_COL};
    int n = 0;
    for (int k = 0; k < 3; k++) {
        int u = cell_units[cell][kinds[k]];
        for (int i = 0; i < 9; i++) {
            int c = unit_cells[u][i];
            if (c != cell && (k == 0 || !cell_in_unit(c, cell_units[cell][UNIT_BOX]))) out[n++] = (uint8_t)c;
        }
    }
}

/* Combinations of k of n items (bits of *set) in SE's order: each next
** set is the next larger number with k bits; start with (1 << k) - 1 (0
** for k = 0: one empty set). Returns false past the last. */
static inline bool se_next_combination(uint32_t *set, int n) {
    uint32_t v = *set;
    if (v == 0) return false;
    uint32_t low = v & (0u - v), ripple = v + low;
    uint32_t next = ripple | (((v ^ ripple) >> 2) / low);
    if (next >= (1u << n)) return false;
    *set = next;
    return true;
}

/* The basic techniques as SE finds them (se_basics.c): the finders of
** subsets.c, fish.c, intersections.c and wings.c hand over to these when
** ctx->se_rules. Each serves the technique ctx->wanted names. */
struct strat_ctx;
struct nonet_grid;
bool se_naked_subset(const struct nonet_grid *g, struct strat_ctx *ctx);
bool se_hidden_subset(const struct nonet_grid *g, struct strat_ctx *ctx);
bool se_fish(const struct nonet_grid *g, struct strat_ctx *ctx);
bool se_locking(const struct nonet_grid *g, struct strat_ctx *ctx);
bool se_xy_wing(const struct nonet_grid *g, struct strat_ctx *ctx);

#endif
