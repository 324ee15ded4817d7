/*
** check_reference.c -- a second, deliberately plain solution counter for the
** solve oracle: fill the cell with the fewest candidates, try each, undo.
** It shares no code with the library's brute force (src/brute/bruteforce.c and
** its bitboards), so when both count the same, a bug would have to be made
** twice. A node budget keeps it from slowing the fuzzer on hard inputs.
*/
#include "check.h"
#include "grid.h"
#include "mask.h"

typedef struct reference {
    uint16_t cand[N_CELLS]; /* 0 for a filled cell */
    uint8_t value[N_CELLS];
    long nodes, budget;
    int found, limit;
} reference;

/* Digits the cell may take: its candidates less its peers' values. */
static uint16_t open_digits(const reference *r, int cell) {
    uint16_t digits = r->cand[cell];
    for (int p = 0; p < N_PEERS; p++) {
        int peer = cell_peers[cell][p];
        if (r->value[peer]) digits &= (uint16_t)~mask_of(r->value[peer]);
    }
    return digits;
}

/* The empty cell with the fewest open digits, or -1 when none is empty. */
static int pick_cell(const reference *r, uint16_t *digits) {
    int best = -1, best_count = 10;
    for (int c = 0; c < N_CELLS; c++) {
        if (r->value[c]) continue;
        uint16_t open = open_digits(r, c);
        if (mask_count(open) < best_count) {
            best = c;
            best_count = mask_count(open);
            *digits = open;
        }
    }
    return best;
}

static void search(reference *r) {
    if (r->found >= r->limit || ++r->nodes > r->budget) return;
    uint16_t digits = 0;
    int cell = pick_cell(r, &digits);
    if (cell < 0) {
        r->found++;
        return;
    }
    for (uint16_t m = digits; m; m = mask_rest(m)) {
        r->value[cell] = (uint8_t)mask_lowest(m);
        search(r);
        r->value[cell] = 0;
    }
}

/* A filled cell must not clash with a peer (the grid's own invariant
** allows no clash, so this only guards the reference). */
static bool values_clash(const reference *r) {
    for (int c = 0; c < N_CELLS; c++)
        for (int p = 0; r->value[c] && p < N_PEERS; p++)
            if (r->value[cell_peers[c][p]] == r->value[c]) return true;
    return false;
}

int check_reference_count(const nonet_grid *g, int limit, long budget) {
    reference r = {.budget = budget, .limit = limit};
    for (int c = 0; c < N_CELLS; c++) {
        r.value[c] = g->value[c];
        r.cand[c] = g->value[c] ? 0 : g->cand[c];
    }
    if (values_clash(&r)) return 0;
    search(&r);
    return r.nodes > r.budget ? -1 : r.found;
}
