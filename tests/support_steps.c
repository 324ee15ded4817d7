/*
** support_steps.c -- helpers for strategy tests (see the header).
*/
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "support_steps.h"
#include "tables.h"

typedef struct find_state {
    support_found *found;
    const uint8_t *solution; /* NULL: not checked */
} find_state;

static bool keep_step(const nonet_step *step, void *user) {
    find_state *st = user;
    support_found *f = st->found;
    cr_assert_lt(f->n, SUPPORT_MAX_STEPS, "too many steps");
    f->steps[f->n] = *step;
    nonet_step_text(step, f->text[f->n], SUPPORT_TEXT_SIZE);
    if (st->solution)
        cr_assert(support_step_sound(step, st->solution), "unsound: %s", f->text[f->n]);
    f->n++;
    return false;
}

support_found *support_collect(const nonet_grid *g, nonet_technique t, bool check_solution) {
    support_found *f = calloc(1, sizeof *f);
    cr_assert_not_null(f);
    uint8_t solution[81];
    if (check_solution) support_solution(g, solution);
    find_state st = {f, check_solution ? solution : NULL};
    nonet_solver *s = nonet_solver_new();
    nonet_find(s, g, t, keep_step, &st);
    nonet_solver_free(s);
    return f;
}

void support_expect_texts(const support_found *found, const char *const expected[]) {
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
    support_found *f = support_collect(g, t, true);
    support_expect_texts(f, lines);
    free(f);
    nonet_grid_free(g);
}

support_found *support_expect_open(const nonet_grid *g, nonet_technique t,
                                   const char *const lines[]) {
    support_found *f = support_collect(g, t, false);
    support_expect_texts(f, lines);
    return f;
}

void support_expect_none(const nonet_grid *g, nonet_technique t) {
    support_found *f = support_collect(g, t, false);
    cr_expect_eq(f->n, 0, "technique %d fired: %s", t, f->n ? f->text[0] : "");
    free(f);
}

/* Unit index from "r1", "c5" or "b9". */
static int unit_from_name(const char *name) {
    int k = name[0] == 'r' ? 0 : name[0] == 'c' ? 1 : 2;
    return k * 9 + (name[1] - '1');
}

void support_keep(nonet_grid *g, int digit, const char *unit, const char *cells) {
    int u = unit_from_name(unit);
    for (int i = 0; i < 9; i++) {
        int cell = unit_cells[u][i];
        char name[5];
        nonet_cell_name(cell, name);
        if (!strstr(cells, name) && nonet_grid_candidates(g, cell) & (1u << (digit - 1)))
            cr_assert_eq(nonet_grid_eliminate(g, cell, digit), NONET_OK);
    }
}

void support_cands(nonet_grid *g, const char *cell, const char *digits) {
    int c = support_cell(cell);
    for (int d = 1; d <= 9; d++)
        if (!strchr(digits, '0' + d) && nonet_grid_candidates(g, c) & (1u << (d - 1)))
            cr_assert_eq(nonet_grid_eliminate(g, c, d), NONET_OK);
}
