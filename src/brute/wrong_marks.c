/*
** wrong_marks.c -- the check of a learner's position against its solution:
** wrong digits, and pencil marks that lack their cell's solution digit.
**
** The reference is the position's givens (its filled cells when it has no
** givens), solved by the brute-force core; so the check needs no strategy
** and no solver, and sits with the core that finds the solution.
*/
#include "bruteforce.h"
#include "grid.h"
#include "mask.h"
#include "tables.h"

/* The solution of the position's reference (givens, or the filled cells
** when it has no givens) into solution; false unless exactly one. */
static bool reference_solution(const nonet_grid *g, uint8_t solution[N_CELLS]) {
    uint16_t masks[N_CELLS];
    for (int c = 0; c < N_CELLS; c++) {
        bool keep = g->value[c] && (g->given[c] || !g->has_givens);
        masks[c] = keep ? mask_of(g->value[c]) : MASK_ALL;
    }
    return bf_count(masks, 2, solution) == 1;
}

/* Is a missing mark explained by a peer that holds that digit wrongly?
** Then the wrong digit is the fault, and the mark's loss follows from it. */
static bool lost_to_wrong_peer(const nonet_grid *g, const uint8_t solution[N_CELLS], int c, int digit) {
    for (int i = 0; i < N_PEERS; i++) {
        int peer = cell_peers[c][i];
        if (g->value[peer] == digit && solution[peer] != digit) return true;
    }
    return false;
}

int nonet_grid_wrong_marks(const nonet_grid *g, nonet_candidate wrong[81]) {
    uint8_t solution[N_CELLS];
    if (!reference_solution(g, solution)) return -1;
    int n = 0;
    for (int c = 0; c < N_CELLS; c++) {
        int digit = solution[c];
        bool ok = g->value[c] ? g->value[c] == digit
                              : mask_has(g->cand[c], digit) || lost_to_wrong_peer(g, solution, c, digit);
        if (ok) continue;
        wrong[n].cell = (uint8_t)c;
        wrong[n].digit = (uint8_t)digit;
        n++;
    }
    return n;
}
