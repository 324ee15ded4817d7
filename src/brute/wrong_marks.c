/*
** wrong_marks.c -- the check of a learner's position against its solution:
** wrong digits, and pencil marks that lack their cell's solution digit.
**
** The reference is the position's givens (its filled cells when it has no
** givens; when those have no solution together, the rest with the one or
** two cells left out that need the fewest fixes), solved by the
** brute-force core; so the check needs no strategy
** and no solver, and sits with the core that finds the solution.
*/
#include <string.h>

#include "bruteforce.h"
#include "grid.h"
#include "mask.h"
#include "tables.h"

/* Is a missing mark explained by a peer that holds that digit wrongly?
** Then the wrong digit is the fault, and the mark's loss follows from it. */
static bool lost_to_wrong_peer(const nonet_grid *g, const uint8_t solution[N_CELLS], int c, int digit) {
    for (int i = 0; i < N_PEERS; i++) {
        int peer = cell_peers[c][i];
        if (g->value[peer] == digit && solution[peer] != digit) return true;
    }
    return false;
}

/* The cells of g that disagree with solution (wrong digits, marks that
** lack the solution's digit but for a wrong peer), into wrong when it is
** not NULL; returns how many. */
static int wrong_against(const nonet_grid *g, const uint8_t solution[N_CELLS], nonet_candidate *wrong) {
    int n = 0;
    for (int c = 0; c < N_CELLS; c++) {
        int digit = solution[c];
        bool ok = g->value[c] ? g->value[c] == digit
                              : mask_has(g->cand[c], digit) || lost_to_wrong_peer(g, solution, c, digit);
        if (ok) continue;
        if (wrong) wrong[n] = (nonet_candidate){(uint8_t)c, (uint8_t)digit};
        n++;
    }
    return n;
}

/* The search for the solution of the rest (see solution_of_rest). */
typedef struct rest_search {
    const nonet_grid *g;
    uint16_t masks[N_CELLS]; /* the filled cells as givens */
    uint8_t best[N_CELLS];   /* the reference found so far */
    int best_wrong;          /* its cells to fix; N_CELLS + 1 before any */
    bool tie;                /* another reference needs as few fixes */
} rest_search;

/* Leave filled cells a and b (the same cell to leave out one) out of the
** masks: when the rest has exactly one solution, it is a reference; the
** one that needs the fewest fixes to the position wins. */
static void leave_out(rest_search *rs, int a, int b) {
    if (rs->masks[a] == MASK_ALL || rs->masks[b] == MASK_ALL) return;
    uint16_t keep_a = rs->masks[a], keep_b = rs->masks[b];
    uint8_t rest[N_CELLS];
    rs->masks[a] = rs->masks[b] = MASK_ALL;
    if (bf_count(rs->masks, 2, rest) == 1) {
        int n = wrong_against(rs->g, rest, NULL);
        if (n == rs->best_wrong && memcmp(rest, rs->best, N_CELLS) != 0) rs->tie = true;
        if (n < rs->best_wrong) {
            memcpy(rs->best, rest, N_CELLS);
            rs->best_wrong = n;
            rs->tie = false;
        }
    }
    rs->masks[a] = keep_a;
    rs->masks[b] = keep_b;
}

/*
** The filled cells of a position without givens (a pencil-mark grid) that
** have no solution together hold a wrong digit or two: the reference is
** the solution of the rest, leaving out one filled cell (else two), that
** needs the fewest fixes to the position (its marks tell a slip from a
** cell that only makes room for it); none when two tie.
*/
static bool solution_of_rest(const nonet_grid *g, const uint16_t masks[N_CELLS], uint8_t solution[N_CELLS]) {
    rest_search rs = {.g = g, .best_wrong = N_CELLS + 1};
    memcpy(rs.masks, masks, sizeof rs.masks);
    for (int a = 0; a < N_CELLS; a++) leave_out(&rs, a, a);
    for (int a = 0; a < N_CELLS && rs.best_wrong > N_CELLS; a++)
        for (int b = a + 1; b < N_CELLS; b++) leave_out(&rs, a, b);
    memcpy(solution, rs.best, N_CELLS);
    return rs.best_wrong <= N_CELLS && !rs.tie;
}

/* The solution of the position's reference (givens, or the filled cells
** when it has no givens, or the rest of them when they clash) into
** solution; false unless exactly one. */
static bool reference_solution(const nonet_grid *g, uint8_t solution[N_CELLS]) {
    uint16_t masks[N_CELLS];
    for (int c = 0; c < N_CELLS; c++) {
        bool keep = g->value[c] && (g->given[c] || !g->has_givens);
        masks[c] = keep ? mask_of(g->value[c]) : MASK_ALL;
    }
    int count = bf_count(masks, 2, solution);
    if (count == 0 && !g->has_givens) return solution_of_rest(g, masks, solution);
    return count == 1;
}

int nonet_grid_wrong_marks(const nonet_grid *g, nonet_candidate wrong[81]) {
    uint8_t solution[N_CELLS];
    if (!reference_solution(g, solution)) return -1;
    return wrong_against(g, solution, wrong);
}
