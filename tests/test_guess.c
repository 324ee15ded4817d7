/*
** test_guess.c -- the explained guess (src/solve/guess.c): where the
** pipeline stalls, the backtracking step refutes one wrong candidate by
** the contradiction the logic reaches from it, and the logic goes on.
*/
#include <criterion/criterion.h>
#include <string.h>

#include "support.h"

/* Beyond every technique but the nested forcing chains at its start (SE
** 9.5 or more). */
#define BEYOND "980700600750040000003008070500007030009400000000020100300000001090005080005200006"

/* The trace of puzzle by a solver with techniques ids (NULL: all). */
static nonet_trace *trace_of(const char *puzzle, const char *ids) {
    nonet_grid *g = support_grid(puzzle);
    nonet_solver *s = nonet_solver_new();
    if (ids) cr_assert_eq(nonet_solver_set_techniques(s, ids, NULL), NONET_OK);
    nonet_trace *t = NULL;
    cr_assert_eq(nonet_explain(s, g, &t, NULL), NONET_OK);
    nonet_solver_free(s);
    nonet_grid_free(g);
    return t;
}

/* The first step at BEYOND: one elimination, the assumption's candidate
** (wrong by the solution; the first two-candidate cell, r9c8), the
** placements its logic made, a dead end; every backtracking step of the
** trace is an explained guess, and most steps are logic. */
Test(guess, refutes_a_wrong_candidate_and_logic_goes_on) {
    nonet_trace *t = trace_of(BEYOND, "-nested_forcing_chains");
    const nonet_step *first = nonet_trace_step(t, 0);
    cr_assert_eq(first->technique, nonet_technique_from_id("backtracking"));
    cr_expect_eq(first->variant, 1);
    cr_assert_eq(first->n_eliminations, 1);
    cr_expect_eq(first->n_placements, 0);
    cr_expect(support_step_sound(first, nonet_trace_solution(t)));
    cr_expect(first->marks[0].cell == first->eliminations[0].cell && first->marks[0].digit == first->eliminations[0].digit,
              "the first mark is the assumption");
    cr_expect_str_eq(support_step_text(first),
                     "Backtracking: no technique applies; assume r9c8=4 => r7c6=4, r5c6=1, r5c2=3, r2c3=1, r1c3=4, r1c8=1,"
                     " r4c2=1, r9c2=7, r6c2=4, r7c3=8, r6c3=7, r9c1=1, r8c1=4, r9c5=8, r2c6=6, r1c6=2, r7c4=6, r7c2=2, r8c"
                     "3=6, r3c2=6, r3c1=2, r4c3=2, r5c1=8, r6c1=6, r6c8=5, r7c8=9, r2c8=2, r5c8=6, r5c5=5, r1c5=3, r1c9=5,"
                     " r2c4=9, r3c5=1, r3c4=5, r4c4=8, r6c4=3, r8c4=1, r6c6=9 => 9 has no place in r9 => r9c8<>4");
    size_t guesses = 0, n = nonet_trace_count(t);
    for (size_t i = 0; i < n; i++) {
        const nonet_step *s = nonet_trace_step(t, i);
        if (s->technique != first->technique) continue;
        guesses++;
        cr_expect_eq(s->variant, 1, "step %zu: every guess explained", i);
    }
    cr_expect_lt(guesses, n / 4, "mostly logic: %zu guesses in %zu steps", guesses, n);
    nonet_trace_free(t);
}

/* With every technique, the nested forcing chains go where the guesses
** went: BEYOND by logic alone, each step sound. */
Test(guess, nested_chains_leave_no_guess) {
    nonet_trace *t = trace_of(BEYOND, NULL);
    size_t nested = 0, n = nonet_trace_count(t);
    nonet_grid *work = support_grid(BEYOND);
    for (size_t i = 0; i < n; i++) {
        const nonet_step *s = nonet_trace_step(t, i);
        cr_expect(support_step_sound(s, nonet_trace_solution(t)), "step %zu", i);
        cr_assert_eq(nonet_step_apply(work, s), NONET_OK, "step %zu", i);
        cr_expect_neq(s->technique, nonet_technique_from_id("backtracking"), "step %zu guesses", i);
        nested += s->technique == nonet_technique_from_id("nested_forcing_chains");
    }
    cr_expect_gt(nested, 0);
    cr_expect_eq(nonet_trace_stalled(t), -1);
    cr_expect_eq(nonet_grid_empty_count(work), 0, "the steps reach the solution");
    nonet_grid_free(work);
    nonet_trace_free(t);
}

/* A solver restricted to some techniques (without the row the explained
** guess needs, forcing_net_plus) keeps the old step: every empty cell placed (variant
** 0), once, the last of the trace. */
Test(guess, falls_back_to_placing_the_rest) {
    nonet_trace *t = trace_of(BEYOND, "naked_single,hidden_single");
    size_t n = nonet_trace_count(t);
    const nonet_step *last = nonet_trace_step(t, n - 1);
    cr_expect_eq(last->technique, nonet_technique_from_id("backtracking"));
    for (size_t i = 0; i < n; i++) {
        const nonet_step *s = nonet_trace_step(t, i);
        cr_expect(support_step_sound(s, nonet_trace_solution(t)));
        if (s->technique == last->technique && s->variant == 0) cr_expect_eq(i, n - 1, "variant 0 ends the trace");
    }
    nonet_trace_free(t);
}
