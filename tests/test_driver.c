/*
** test_driver.c -- counting, the explain loop and its statuses.
*/
#include <criterion/criterion.h>
#include <stdlib.h>
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

/* Programs match these words (the command's output, the packages'
** answers): each code has its own, and out-of-range values say so. */
Test(driver, every_status_has_its_own_name) {
    const char *seen[NONET_TIMEOUT + 1];
    for (int st = NONET_OK; st <= NONET_TIMEOUT; st++) {
        const char *name = nonet_status_name((nonet_status)st);
        cr_assert(name && name[0], "status %d has no name", st);
        cr_assert_eq(strspn(name, "abcdefghijklmnopqrstuvwxyz_"), strlen(name), "%s", name);
        cr_assert_str_neq(name, "unknown_status", "status %d", st);
        for (int other = NONET_OK; other < st; other++) cr_assert_str_neq(name, seen[other]);
        seen[st] = name;
    }
    cr_assert_str_eq(nonet_status_name(NONET_NOMEM), "out_of_memory");
    cr_assert_str_eq(nonet_status_name(NONET_MULTIPLE_SOLUTIONS), "multiple_solutions");
    cr_assert_str_eq(nonet_status_name((nonet_status)(NONET_TIMEOUT + 1)), "unknown_status");
}

Test(driver, unknown_technique_names_the_id) {
    nonet_solver *s = nonet_solver_new();
    nonet_error err = {0};
    cr_assert_eq(nonet_solver_set_techniques(s, "backtracking,bogus", &err), NONET_UNKNOWN_TECHNIQUE);
    cr_assert(strstr(err.message, "'bogus'"), "%s", err.message);
    cr_assert_eq(nonet_solver_set_techniques(s, "backtracking", &err), NONET_OK);
    cr_assert_eq(nonet_solver_set_techniques(s, "-x_wing,-bogus", &err), NONET_UNKNOWN_TECHNIQUE);
    cr_assert(strstr(err.message, "'bogus'"), "%s", err.message);
    cr_assert_eq(err.column, 10);
    nonet_solver_free(s);
}

/* "-id" leaves one technique out: alone, of every technique; after ids,
** of those. */
Test(driver, minus_leaves_a_technique_out) {
    nonet_solver *s = nonet_solver_new();
    nonet_grid *g = support_grid(EASY);
    nonet_step step;
    cr_assert_eq(nonet_solver_set_techniques(s, "-naked_single,-full_house", NULL), NONET_OK);
    cr_assert_eq(nonet_next_step(s, g, &step), NONET_OK);
    cr_assert_eq(step.technique, nonet_technique_from_id("hidden_single"));
    cr_assert_eq(nonet_solver_set_techniques(s, "naked_single,hidden_single,-hidden_single", NULL), NONET_OK);
    cr_assert_eq(nonet_next_step(s, g, &step), NONET_OK);
    cr_assert_eq(step.technique, nonet_technique_from_id("naked_single"));
    cr_assert_eq(nonet_solver_set_techniques(s, "-full_house,-naked_single,-hidden_single", NULL), NONET_OK);
    nonet_status st = nonet_next_step(s, g, &step);
    cr_assert(st == NONET_STALLED || step.technique > nonet_technique_from_id("hidden_single"), "no single");
    nonet_grid_free(g);
    nonet_solver_free(s);
}

/* Over the instances nonet_find reports: the most eliminations, the
** first instance's, and how many were seen. */
typedef struct elim_counts {
    int most, first, seen;
} elim_counts;

static bool count_elims(const nonet_step *step, void *user) {
    elim_counts *c = user;
    if (!c->seen++) c->first = step->n_eliminations;
    if (step->n_eliminations > c->most) c->most = step->n_eliminations;
    return false;
}

/* One puzzle's solve, step by step: where a chain row of the pipeline
** (NONET_TF_BEST_OF_ALL) takes the step, none of its instances removes
** more; returns how often the first one found removed fewer (the choice
** mattered). */
static int best_chain_steps(nonet_solver *s, const char *line) {
    char text[82];
    memcpy(text, line, 81);
    text[81] = '\0';
    nonet_grid *g = support_grid(text);
    nonet_step step;
    int mattered = 0;
    while (nonet_next_step(s, g, &step) == NONET_OK) {
        const nonet_technique_info *info = nonet_technique_info_of(step.technique);
        /* the grouped kinds: find also takes ALS nodes, the driver only
        ** when asked (nonet_solver_set_als_nodes) */
        if ((info->flags & NONET_TF_BEST_OF_ALL) && strncmp(info->id, "grouped_", 8)) {
            elim_counts c = {0};
            cr_assert_eq(nonet_find(s, g, step.technique, count_elims, &c, NULL), NONET_OK);
            cr_assert_eq(step.n_eliminations, c.most, "%s: %d eliminations, an instance has %d", info->id,
                         step.n_eliminations, c.most);
            mattered += c.first < c.most;
        }
        cr_assert_eq(nonet_step_apply(g, &step), NONET_OK);
    }
    nonet_grid_free(g);
    return mattered;
}

/* HoDoKu's chain solvers sort what they find, the most eliminations
** first; the pipeline's chain rows take that one, not the first found
** (checked on the rows whose find and driver search the same chains). */
Test(driver, chain_rows_take_the_most_eliminations) {
    size_t size;
    char *text = support_read_file("puzzles/se-classic-sample-200.txt", &size);
    nonet_solver *s = nonet_solver_new();
    int mattered = 0;
    for (char *line = text; line && *line; line = strchr(line, '\n'), line = line ? line + 1 : NULL)
        if (*line != '#') mattered += best_chain_steps(s, line);
    cr_assert_gt(mattered, 0, "no step where the first chain found removes fewer");
    nonet_solver_free(s);
    free(text);
}

/* Steps of a grouped chain with an ALS node (its set's other candidates
** are marked colour C) in the solve of puzzle; the solve is checked. */
static int als_node_steps(nonet_solver *s, const char *puzzle) {
    nonet_grid *g = support_grid(puzzle);
    nonet_trace *trace = NULL;
    cr_assert_eq(nonet_explain(s, g, &trace, NULL), NONET_OK);
    int found = 0;
    for (size_t i = 0; i < nonet_trace_count(trace); i++) {
        const nonet_step *step = nonet_trace_step(trace, i);
        bool als = false;
        for (int k = 0; k < step->n_marks; k++) als = als || step->marks[k].role == NONET_ROLE_COLOR_C;
        found += als && !strncmp(nonet_technique_info_of(step->technique)->id, "grouped_", 8);
    }
    nonet_trace_free(trace);
    nonet_grid_free(g);
    return found;
}

/* HoDoKu's solver leaves ALS nodes out of its chains unless its option
** says so; nonet's pipeline the same (nonet_solver_set_als_nodes). This
** puzzle of magictour's sample takes one when they are allowed. */
Test(driver, als_nodes_only_when_asked) {
    const char *puzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    nonet_solver *s = nonet_solver_new();
    cr_expect_eq(als_node_steps(s, puzzle), 0);
    nonet_solver_set_als_nodes(s, true);
    cr_expect_gt(als_node_steps(s, puzzle), 0);
    nonet_solver_free(s);
}
