/*
** grade_puzzle.c -- a puzzle's grade as `nonet grade` computes it: each
** scale measured the way its program solves. Sudoku Explainer by its own
** method (NONET_ORDER_SE), HoDoKu the first step in its (nonet's pipeline)
** order, so with NONET_ORDER_BOTH the puzzle is explained twice: by SE's
** method for ER/EP/ED and the hardest technique, in pipeline order for
** HoDoKu's level and score (docs/GRADING.md). One order makes one solve serve both.
*/
#include "solver.h"

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
    nonet_error second_err;
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
    return status;
}

nonet_status nonet_grade_puzzle(nonet_solver *solver, const nonet_grid *grid, nonet_order order, nonet_grade *grade,
                                nonet_error *err) {
    if (!solver || !grid || !grade) return NONET_BAD_ARGUMENT;
    nonet_order before = solver->order_kind;
    solver->deadline_fixed = false;
    solver_start_clock(solver); /* one deadline for both solves */
    solver->deadline_fixed = true;
    nonet_status status = order == NONET_ORDER_BOTH ? grade_both(solver, grid, grade, err)
                        : order == NONET_ORDER_PIPELINE || order == NONET_ORDER_SE
                            ? grade_in_order(solver, order, grid, grade, err)
                            : NONET_BAD_ARGUMENT;
    nonet_solver_set_order(solver, before);
    solver->deadline_fixed = false;
    return status;
}
