/*
** links.c -- conjugate pairs from the per-unit position masks, and the
** common peers of a pattern's ends (see links.h).
*/
#include "links.h"

#include "mask.h"
#include "tables.h"

bool link_unit_pair(const nonet_grid *g, int unit, int digit, int *a, int *b) {
    uint16_t where = g->where[unit][digit];
    if (mask_count(where) != 2) return false;
    /* Every unit lists its cells in increasing order, so *a < *b. */
    *a = unit_cells[unit][mask_first_index(where)];
    *b = unit_cells[unit][mask_first_index(mask_rest(where))];
    return true;
}

int link_pairs(const nonet_grid *g, int digit, int first, int last, link_pair out[]) {
    int n = 0;
    for (int unit = first; unit < last; unit++) {
        int a, b;
        if (!link_unit_pair(g, unit, digit, &a, &b)) continue;
        link_pair pair = {(uint8_t)unit, (uint8_t)a, (uint8_t)b};
        out[n++] = pair;
    }
    return n;
}

/* The cells seeing every one of the n cells: their peer sets met (a few
** word operations, where testing each peer of the first against the rest
** cost most of the turbot fish rows). */
int link_eliminate_seen(nonet_step *s, const nonet_grid *g, int digit, const int cells[], int n) {
    cellset seeing = cell_peer_sets[cells[0]];
    for (int i = 1; i < n; i++) seeing = cellset_and(seeing, cell_peer_sets[cells[i]]);
    int added = 0;
    while (!cellset_is_empty(seeing)) {
        int cell = cellset_pop(&seeing);
        if (!mask_has(g->cand[cell], digit)) continue;
        step_add_elimination(s, cell, digit);
        added++;
    }
    return added;
}
