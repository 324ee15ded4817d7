/*
** grade_puzzle.c -- a puzzle's grade as `nonet grade` computes it: each
** scale measured the way its program solves. Sudoku Explainer by its own
** method (NONET_ORDER_SE), HoDoKu the first step in its (nonet's pipeline)
** order, so with NONET_ORDER_BOTH the puzzle is explained twice: by SE's
** method for ER/EP/ED and the hardest technique, in pipeline order for
** HoDoKu's level and score (docs/GRADING.md). One order makes one solve serve both.
*/
#include <string.h>

#include "solver.h"

/* The base rating of Sudoku Explainer's last rung (nested forcing chains,
** level 5): a puzzle its whole ladder cannot finish is beyond SE, so its
** rating is at least this (a lower bound). */
#define SE_PAST_THE_LADDER 11.0

/* Did SE's method run with its whole ladder (every row of the family
** se_ladder)? Then a stall means SE's own method fails. */
static bool ladder_complete(const nonet_solver *solver) {
    for (size_t i = 0; i < nonet_technique_count(); i++) {
        const nonet_technique_info *info = nonet_technique_at(i);
        if (!strcmp(info->family, "se_ladder") && !solver->enabled[info->technique]) return false;
    }
    return true;
}

/* A stalled SE path: ER, and EP and ED where the stall came before the
** first placement or the first step, are at least SE_PAST_THE_LADDER. */
static void raise_stalled_bounds(const nonet_trace *trace, nonet_grade *grade) {
    size_t first_guess = 0;
    bool placed = false;
    for (; first_guess < trace->n_steps; first_guess++) {
        const nonet_step *s = &trace->steps[first_guess];
        if (nonet_technique_info_of(s->technique)->flags & NONET_TF_FALLBACK) break;
        placed |= s->n_placements > 0;
    }
    if (grade->se_rating < SE_PAST_THE_LADDER) grade->se_rating = SE_PAST_THE_LADDER;
    if (!placed && grade->se_pearl < SE_PAST_THE_LADDER) grade->se_pearl = SE_PAST_THE_LADDER;
    if (first_guess == 0) {
        grade->se_diamond = SE_PAST_THE_LADDER;
        grade->se_diamond_bound = true;
    }
}

/* Is a solve that ended with this status graded (as far as it went)? */
static bool grade_status(nonet_status status) {
    return status == NONET_OK || status == NONET_STALLED || status == NONET_TIMEOUT;
}

/* Explain the position in one order and grade the trace. The status is
** nonet_explain's; *grade is filled when it is OK or STALLED. */
static nonet_status grade_in_order(nonet_solver *solver, nonet_order order, const nonet_grid *grid,
                                   nonet_grade *grade, nonet_error *err) {
    nonet_trace *trace = NULL;
    nonet_solver_set_order(solver, order);
    nonet_status status = nonet_explain(solver, grid, &trace, err);
    if (grade_status(status) && nonet_grade_trace(trace, grade) != NONET_OK)
        status = NONET_INTERNAL;
    else if ((status == NONET_OK || status == NONET_STALLED) && order == NONET_ORDER_SE && grade->backtracking &&
             ladder_complete(solver))
        raise_stalled_bounds(trace, grade);
    nonet_trace_free(trace);
    return status;
}

/* Both orders: SE's ER/EP/ED and the hardest technique from SE's method
** (backtracking: that path stalled), HoDoKu's level and score from the
** pipeline's (level "backtracking": that path guessed); the techniques of
** both. */
static nonet_status grade_both(nonet_solver *solver, const nonet_grid *grid, nonet_grade *grade, nonet_error *err) {
    nonet_grade by_rating;
    nonet_status status = grade_in_order(solver, NONET_ORDER_SE, grid, &by_rating, err);
    if (!grade_status(status)) return status;
    nonet_error second_err = {0};
    nonet_status second = grade_in_order(solver, NONET_ORDER_PIPELINE, grid, grade, &second_err);
    if (!grade_status(second)) {
        if (err) *err = second_err;
        return second;
    }
    if (second != NONET_OK && (status == NONET_OK || second == NONET_TIMEOUT)) { /* a timeout first */
        status = second;
        if (err) *err = second_err;
    }
    grade->timeout |= by_rating.timeout;
    grade->se_rating = by_rating.se_rating;
    grade->se_pearl = by_rating.se_pearl;
    grade->se_diamond = by_rating.se_diamond;
    grade->hardest = by_rating.hardest;
    for (size_t i = 0; i < sizeof grade->techniques / sizeof grade->techniques[0]; i++)
        grade->techniques[i] |= by_rating.techniques[i];
    grade->backtracking = by_rating.backtracking;
    grade->se_diamond_bound = by_rating.se_diamond_bound;
    return status;
}

nonet_status nonet_grade_puzzle(nonet_solver *solver, const nonet_grid *grid, nonet_order order, nonet_grade *grade,
                                nonet_error *err) {
    if (!solver || !grid || !grade) return NONET_BAD_ARGUMENT;
    nonet_order before = solver->order_kind;
    solver->deadline_fixed = false;
    solver_start_clock(solver); /* one deadline for both solves */
    solver->deadline_fixed = true;
    solver->grading = true; /* the grade reads no step's words */
    nonet_status status = order == NONET_ORDER_BOTH ? grade_both(solver, grid, grade, err)
                        : order == NONET_ORDER_PIPELINE || order == NONET_ORDER_SE
                            ? grade_in_order(solver, order, grid, grade, err)
                            : NONET_BAD_ARGUMENT;
    nonet_solver_set_order(solver, before);
    solver->deadline_fixed = false;
    solver->grading = false;
    return status;
}
