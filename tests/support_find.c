/*
** support_find.c -- every step of one technique, and expectations about
** them (see the header).
*/
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "support_find.h"

typedef struct find_state {
    support_found *found;
    const uint8_t *solution; /* NULL: not checked */
} find_state;

/* nonet_find's callback: keep the step and its text, check it, go on. */
static bool keep_step(const nonet_step *step, void *user) {
    find_state *st = user;
    support_found *f = st->found;
    if (st->solution)
        cr_assert(support_step_sound(step, st->solution), "unsound: %s", support_step_text(step));
    if (f->n < SUPPORT_MAX_STEPS) {
        f->steps[f->n] = *step;
        nonet_step_text(step, f->text[f->n], SUPPORT_TEXT_SIZE);
    }
    f->n++;
    return false;
}

/* The solution to check the steps against, into solution; NULL when they
** are not to be checked. */
static const uint8_t *reference(const nonet_grid *g, support_check check, uint8_t solution[81]) {
    int count = 0;
    switch (check) {
    case SUPPORT_UNIQUE:
        support_solution(g, solution);
        return solution;
    case SUPPORT_IF_UNIQUE:
        cr_assert_eq(nonet_count(g, 2, &count, solution), NONET_OK);
        return count == 1 ? solution : NULL;
    default:
        return NULL;
    }
}

support_found *support_collect(const nonet_grid *g, nonet_technique t, support_check check) {
    support_found *f = calloc(1, sizeof *f);
    cr_assert_not_null(f);
    uint8_t solution[81];
    find_state st = {f, reference(g, check, solution)};
    nonet_solver *s = nonet_solver_new();
    cr_assert_not_null(s);
    cr_assert_eq(nonet_find(s, g, t, keep_step, &st, NULL), NONET_OK);
    nonet_solver_free(s);
    return f;
}

size_t support_find(const nonet_grid *g, nonet_technique t, nonet_step *steps, size_t max) {
    support_found *f = support_collect(g, t, SUPPORT_IF_UNIQUE);
    size_t n = f->n;
    for (size_t i = 0; i < n && i < max && i < SUPPORT_MAX_STEPS; i++) steps[i] = f->steps[i];
    free(f);
    return n;
}

size_t support_find_in(const char *text, nonet_technique t, nonet_step *steps) {
    nonet_grid *g = support_grid(text);
    size_t found = support_find(g, t, steps, SUPPORT_FIND_MAX);
    nonet_grid_free(g);
    return found;
}

const nonet_step *support_step_placing(const nonet_step *steps, size_t n, const char *cell,
                                       int digit) {
    for (size_t i = 0; i < n && i < SUPPORT_FIND_MAX; i++)
        if (steps[i].n_placements == 1 && steps[i].n_eliminations == 0 &&
            steps[i].placements[0].cell == support_cell(cell) && steps[i].placements[0].digit == digit)
            return &steps[i];
    return NULL;
}

void support_expect_texts(const support_found *found, const char *const expected[]) {
    cr_assert_leq(found->n, SUPPORT_MAX_STEPS, "too many steps: %zu", found->n);
    size_t n = 0;
    for (; expected[n]; n++) {
        bool seen = false;
        for (size_t i = 0; i < found->n && !seen; i++) seen = !strcmp(found->text[i], expected[n]);
        cr_expect(seen, "missing: %s", expected[n]);
    }
    for (size_t i = 0; i < found->n; i++) cr_log_info("found: %s", found->text[i]);
    cr_assert_eq(found->n, n, "found %zu steps, expected %zu", found->n, n);
}

void support_expect_steps(const char *position, nonet_technique t, const char *const lines[]) {
    nonet_grid *g = support_grid(position);
    support_found *f = support_collect(g, t, SUPPORT_UNIQUE);
    support_expect_texts(f, lines);
    free(f);
    nonet_grid_free(g);
}

support_found *support_expect_open(const nonet_grid *g, nonet_technique t,
                                   const char *const lines[]) {
    support_found *f = support_collect(g, t, SUPPORT_UNCHECKED);
    support_expect_texts(f, lines);
    return f;
}

void support_expect_none(const nonet_grid *g, nonet_technique t) {
    support_found *f = support_collect(g, t, SUPPORT_UNCHECKED);
    cr_expect_eq(f->n, 0, "technique %d fired: %s", t, f->n ? f->text[0] : "");
    free(f);
}

nonet_grid *support_position_before(const char *puzzle, nonet_technique t, nonet_step *step) {
    nonet_grid *g = support_grid(puzzle);
    nonet_solver *s = nonet_solver_new();
    nonet_trace *trace = NULL;
    cr_assert_eq(nonet_explain(s, g, &trace, NULL), NONET_OK);
    size_t i = 0, n = nonet_trace_count(trace);
    for (; i < n && nonet_trace_step(trace, i)->technique != t; i++)
        cr_assert_eq(nonet_step_apply(g, nonet_trace_step(trace, i)), NONET_OK);
    cr_assert_lt(i, n, "no %s step on the path", nonet_technique_info_of(t)->id);
    *step = *nonet_trace_step(trace, i);
    nonet_trace_free(trace);
    nonet_solver_free(s);
    return g;
}

nonet_grid *support_first_step_is(const char *puzzle, nonet_technique t, const char *want, nonet_step *step) {
    nonet_grid *g = support_position_before(puzzle, t, step);
    uint8_t solution[81];
    support_solution(g, solution);
    cr_expect(support_step_sound(step, solution));
    cr_expect_str_eq(support_step_text(step), want);
    return g;
}
