/*
** support_find.c -- helpers for strategy tests (see the header).
*/
#include <criterion/criterion.h>
#include <string.h>

#include "support.h"
#include "support_find.h"
#include "support_reglib.h"

typedef struct find_log {
    nonet_step *steps;
    size_t max, found, unsound;
    const uint8_t *solution; /* NULL when not unique */
} find_log;

static bool log_step(const nonet_step *step, void *user) {
    find_log *log = user;
    if (log->found < log->max) log->steps[log->found] = *step;
    log->found++;
    if (log->solution && !support_step_sound(step, log->solution)) log->unsound++;
    return false;
}

size_t support_find(const nonet_grid *g, nonet_technique t, nonet_step *steps, size_t max) {
    uint8_t solution[81];
    int count = 0;
    cr_assert_eq(nonet_count(g, 2, &count, solution), NONET_OK);
    find_log log = {steps, max, 0, 0, count == 1 ? solution : NULL};
    nonet_solver *s = nonet_solver_new();
    cr_assert_not_null(s);
    nonet_find(s, g, t, log_step, &log);
    nonet_solver_free(s);
    cr_assert_eq(log.unsound, 0, "%zu step(s) contradict the solution", log.unsound);
    return log.found;
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

/* Is (cell, digit) in list? */
static bool listed(const nonet_candidate *list, int n, int cell, int digit) {
    for (int i = 0; i < n; i++)
        if (list[i].cell == cell && list[i].digit == digit) return true;
    return false;
}

bool support_candidates_are(const nonet_candidate *list, int n, const char *expected) {
    int matched = 0;
    for (const char *p = expected; *p; p++) {
        if (*p < '1' || *p > '9') continue;
        if (!p[1] || !p[2]) return false;
        int digit = p[0] - '0', cell = (p[1] - '1') * 9 + (p[2] - '1');
        if (!listed(list, n, cell, digit)) return false;
        matched++;
        p += 2;
    }
    return matched == n;
}

const char *support_step_text(const nonet_step *step) {
    static char line[1024];
    nonet_step_text(step, line, sizeof line);
    return line;
}

void support_reglib_all(const char *code, nonet_technique t, int expected_total) {
    const char *codes[] = {code, NULL};
    reglib_result r = support_reglib_run(codes, t);
    cr_assert_eq(r.total, expected_total, "%s: %d cases, expected %d", code, r.total, expected_total);
    cr_assert_eq(r.passed, r.total, "%s: %d/%d passed; first failure: %s", code, r.passed,
                 r.total, r.first_failure);
}
