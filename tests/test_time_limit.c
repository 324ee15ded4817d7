/*
** test_time_limit.c -- the solver's time limit (nonet_solver_set_time_limit):
** a solve past it stops with NONET_TIMEOUT and its steps so far, a grade
** from it is a lower bound, the next solve has its own clock; a finder
** polls strat_out_of_time and gives nothing once the time is out.
**
** Limits are chosen so that the outcome does not depend on the machine's
** speed: 1e-12 s is past before any work; 0 and 1e6 s are never reached.
*/
#include <criterion/criterion.h>
#include <math.h>
#include <string.h>

#include "cpu_clock.h"
#include "strategy.h"
#include "support.h"

#define EASY "530070000600195000098000060800060003400803001700020006060000280000419005000080079"
/* se-classic-calibration.txt: SE's path takes a forcing X-chain (6.6). */
#define P_TURBOT "000000000000000001002003004000000050006170000010080700000005000003902006070000000"

Test(time_limit, bad_limits_change_nothing) {
    nonet_solver *s = nonet_solver_new();
    cr_assert_eq(nonet_solver_set_time_limit(s, -1), NONET_BAD_ARGUMENT);
    cr_assert_eq(nonet_solver_set_time_limit(s, NAN), NONET_BAD_ARGUMENT);
    cr_assert_eq(nonet_solver_set_time_limit(s, INFINITY), NONET_BAD_ARGUMENT);
    cr_assert_eq(nonet_solver_set_time_limit(NULL, 1), NONET_BAD_ARGUMENT);
    nonet_grid *g = support_grid(EASY);
    nonet_trace *t = NULL;
    cr_assert_eq(nonet_explain(s, g, &t, NULL), NONET_OK); /* still no limit */
    nonet_trace_free(t);
    nonet_grid_free(g);
    nonet_solver_free(s);
}

/* Explain puzzle with the limit; the status, and the trace's step count. */
static nonet_status explain_with(nonet_solver *s, const char *puzzle, double limit, size_t *steps) {
    cr_assert_eq(nonet_solver_set_time_limit(s, limit), NONET_OK);
    nonet_grid *g = support_grid(puzzle);
    nonet_trace *t = NULL;
    nonet_error err = {0};
    nonet_status st = nonet_explain(s, g, &t, &err);
    cr_assert_eq(nonet_trace_status(t), st);
    if (st == NONET_TIMEOUT) {
        cr_assert_null(nonet_trace_solution(t));
        cr_assert_eq(nonet_trace_stalled(t), -1, "a timeout is not a stall");
        cr_assert(strstr(err.message, "time limit"), "%s", err.message);
    }
    *steps = nonet_trace_count(t);
    nonet_trace_free(t);
    nonet_grid_free(g);
    return st;
}

Test(time_limit, past_the_limit_is_a_timeout_and_the_next_solve_starts_afresh) {
    nonet_solver *s = nonet_solver_new();
    size_t none, all, big;
    cr_assert_eq(explain_with(s, EASY, 1e-12, &none), NONET_TIMEOUT);
    cr_assert_eq(none, 0);
    cr_assert_eq(explain_with(s, EASY, 0, &all), NONET_OK);
    cr_assert_gt(all, 0);
    cr_assert_eq(explain_with(s, EASY, 1e6, &big), NONET_OK);
    cr_assert_eq(big, all, "a limit not reached changes nothing");
    cr_assert_eq(explain_with(s, EASY, 1e-12, &none), NONET_TIMEOUT);
    nonet_solver_free(s);
}

Test(time_limit, a_grade_past_the_limit_is_a_lower_bound) {
    nonet_solver *s = nonet_solver_new();
    nonet_grid *g = support_grid(EASY);
    static const nonet_order orders[] = {NONET_ORDER_BOTH, NONET_ORDER_SE, NONET_ORDER_PIPELINE};
    for (int i = 0; i < 3; i++) {
        nonet_grade grade;
        nonet_solver_set_time_limit(s, 1e-12);
        cr_assert_eq(nonet_grade_puzzle(s, g, orders[i], &grade, NULL), NONET_TIMEOUT);
        cr_assert(grade.timeout);
        cr_assert_eq(grade.steps, 0);
        nonet_solver_set_time_limit(s, 1e6);
        cr_assert_eq(nonet_grade_puzzle(s, g, orders[i], &grade, NULL), NONET_OK);
        cr_assert_not(grade.timeout);
        cr_assert_float_eq(grade.se_rating, orders[i] == NONET_ORDER_PIPELINE ? 2.3 : 1.2, 1e-9);
    }
    nonet_grid_free(g);
    nonet_solver_free(s);
}

/* The driver's sink for the finder below: keep the step, stop. */
static bool keep(strat_ctx *ctx, nonet_step *step) {
    *(nonet_step *)ctx->user = *step;
    return true;
}

/* The position on SE's path through P_TURBOT just before its forcing
** X-chain step (into g). */
static void before_forcing_chain(nonet_grid *g) {
    nonet_solver *s = nonet_solver_new();
    nonet_solver_set_order(s, NONET_ORDER_SE);
    nonet_grid *start = support_grid(P_TURBOT);
    *g = *start;
    nonet_trace *t = NULL;
    cr_assert_eq(nonet_explain(s, start, &t, NULL), NONET_OK);
    nonet_technique fx = nonet_technique_from_id("forcing_x_chain");
    size_t i = 0;
    for (; i < nonet_trace_count(t) && nonet_trace_step(t, i)->technique != fx; i++)
        cr_assert_eq(nonet_step_apply(g, nonet_trace_step(t, i)), NONET_OK);
    cr_assert_lt(i, nonet_trace_count(t), "no forcing X-chain on the path");
    nonet_trace_free(t);
    nonet_grid_free(start);
    nonet_solver_free(s);
}

Test(time_limit, forcing_chains_poll_the_clock) {
    nonet_grid g;
    before_forcing_chain(&g);
    nonet_step step;
    strat_ctx ctx = {.emit = keep, .user = &step, .unique = true, .wanted = NONET_T_X_CYCLE, .se_rules = true};
    cr_assert_not(strat_out_of_time(&ctx), "no deadline: never out of time");
    cr_assert(strat_forcing_chains(&g, &ctx), "fires with time to spare");
    cpu_deadline deadline;
    cpu_deadline_start(&deadline, 1e6);
    ctx.deadline = &deadline;
    cr_assert(strat_forcing_chains(&g, &ctx), "fires before its deadline");
    cpu_deadline_start(&deadline, 1e-12);
    cr_assert_not(strat_forcing_chains(&g, &ctx), "gives nothing once the time is out");
    cr_assert(deadline.passed);
}

/* tests/data/fuzz-regressions/solve/nested-past-timeout: its first step is
** a nested forcing chain. */
#define P_NESTED "1.......9.4...3.8...2...6...7..58.......2.......7.4.5...6...2...3.8...7.9.......1"

/* The instances find reports under the limit; want: the status it must return. */
static size_t find_nested(nonet_solver *s, const nonet_grid *g, double limit, nonet_status want) {
    cr_assert_eq(nonet_solver_set_time_limit(s, limit), NONET_OK);
    size_t found = 0;
    cr_assert_eq(nonet_find(s, g, nonet_technique_from_id("nested_forcing_chains"), NULL, NULL, &found), want);
    return found;
}

/* The nested chains' searches (child searches inside each run) poll the
** clock: past the limit they give nothing, not a hint of a search cut short. */
Test(time_limit, nested_chains_poll_the_clock) {
    nonet_solver *s = nonet_solver_new();
    nonet_grid *g = support_grid(P_NESTED);
    cr_assert_gt(find_nested(s, g, 1e6, NONET_OK), 0, "fires with time to spare");
    cr_assert_eq(find_nested(s, g, 1e-12, NONET_TIMEOUT), 0, "gives nothing once the time is out");
    nonet_grid_free(g);
    nonet_solver_free(s);
}
