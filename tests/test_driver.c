/*
** test_driver.c -- counting, the explain loop and its statuses.
*/
#include <criterion/criterion.h>
#include <string.h>

#include "support.h"

#define EASY "530070000600195000098000060800060003400803001700020006060000280000419005000080079"
#define EASY_SOLUTION "534678912672195348198342567859761423426853791713924856961537284287419635345286179"

Test(driver, count_unique_and_multiple) {
    nonet_grid *g = support_grid(EASY);
    int count = 0;
    uint8_t sol[81];
    cr_assert_eq(nonet_count(g, 2, &count, sol), NONET_OK);
    cr_assert_eq(count, 1);
    for (int c = 0; c < 81; c++) cr_assert_eq(sol[c], EASY_SOLUTION[c] - '0');
    nonet_grid_free(g);
    g = support_grid("000000000000000000000000000000000000000000000000000000000000000000000000000000000");
    cr_assert_eq(nonet_count(g, 5, &count, NULL), NONET_OK);
    cr_assert_eq(count, 5);
    nonet_grid_free(g);
}

Test(driver, explain_reaches_the_solution) {
    nonet_grid *g = support_grid(EASY);
    nonet_solver *s = nonet_solver_new();
    nonet_trace *t = NULL;
    cr_assert_eq(nonet_explain(s, g, &t, NULL), NONET_OK);
    cr_assert_gt(nonet_trace_count(t), 0);
    const uint8_t *sol = nonet_trace_solution(t);
    cr_assert_not_null(sol);
    nonet_grid *work = nonet_grid_clone(g);
    for (size_t i = 0; i < nonet_trace_count(t); i++) {
        const nonet_step *step = nonet_trace_step(t, i);
        cr_assert(support_step_sound(step, sol), "step %zu unsound", i);
        cr_assert_eq(nonet_step_apply(work, step), NONET_OK);
    }
    cr_assert_eq(nonet_grid_empty_count(work), 0);
    for (int c = 0; c < 81; c++) cr_assert_eq(nonet_grid_value(work, c), sol[c]);
    nonet_grid_free(work);
    nonet_trace_free(t);
    nonet_solver_free(s);
    nonet_grid_free(g);
}

Test(driver, statuses_for_no_and_many_solutions) {
    nonet_solver *s = nonet_solver_new();
    nonet_trace *t = NULL;
    nonet_grid *g = support_grid("123456780000000009000000000000000000000000000000000000000000000000000000000000000");
    cr_assert_eq(nonet_explain(s, g, &t, NULL), NONET_NO_SOLUTION);
    cr_assert_null(nonet_trace_solution(t));
    nonet_trace_free(t);
    nonet_grid_free(g);
    g = support_grid("000000000000000000000000000000000000000000000000000000000000000000000000000000001");
    cr_assert_eq(nonet_explain(s, g, &t, NULL), NONET_MULTIPLE_SOLUTIONS);
    nonet_trace_free(t);
    nonet_grid_free(g);
    nonet_solver_free(s);
}

Test(driver, unknown_technique_names_the_id) {
    nonet_solver *s = nonet_solver_new();
    nonet_error err = {0};
    cr_assert_eq(nonet_solver_set_techniques(s, "backtracking,bogus", &err), NONET_UNKNOWN_TECHNIQUE);
    cr_assert(strstr(err.message, "'bogus'"), "%s", err.message);
    cr_assert_eq(nonet_solver_set_techniques(s, "backtracking", &err), NONET_OK);
    nonet_solver_free(s);
}
