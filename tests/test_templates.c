/*
** test_templates.c -- the cells a digit's templates use
** (src/engine/template_walk.c).
**
** Layers: the open grid (every cell in some template, nothing to delete);
** a puzzle's opening position, where the solution's cells are in the union,
** some candidates lie outside it and every one of those is false by the
** solution; a digit that cannot be placed in a row (no template at all).
** HoDoKu's cases of Template Set and Template Delete are data:
** tests/data/techniques/templates.test.
*/
#include <criterion/criterion.h>

#include "support.h"
#include "support_find.h"
#include "template_walk.h"

#define EASY "530070000600195000098000060800060003400803001700020006060000280000419005000080079"

/* Every cell takes every digit in some template of the open grid. */
Test(templates, open_grid_uses_every_cell) {
    nonet_grid *g = nonet_grid_new();
    for (int digit = 1; digit <= 9; digit++) {
        cr_expect_eq(cellset_count(templates_union(g, digit)), 81, "digit %d", digit);
        cr_expect(cellset_is_empty(templates_deletable(g, digit)), "digit %d", digit);
    }
    nonet_grid_free(g);
}

/* The solution's cells of each digit form a template; what the templates
** delete is false by the solution, and in this position (every candidate
** the givens allow) they delete something. */
Test(templates, deletes_only_false_candidates) {
    nonet_grid *g = support_grid(EASY);
    uint8_t sol[81];
    support_solution(g, sol);
    int deleted = 0;
    for (int digit = 1; digit <= 9; digit++) {
        cellset used = templates_union(g, digit), gone = templates_deletable(g, digit);
        for (int cell = 0; cell < 81; cell++) {
            if (sol[cell] == digit) cr_expect(cellset_has(used, cell), "r%dc%d<>%d", cell / 9 + 1, cell % 9 + 1, digit);
            if (cellset_has(gone, cell)) cr_expect_neq(sol[cell], digit, "r%dc%d", cell / 9 + 1, cell % 9 + 1);
        }
        deleted += cellset_count(gone);
    }
    cr_expect_gt(deleted, 0);
    nonet_grid_free(g);
}

/* A digit with no place in a row has no template: the union is empty and
** nothing is called deletable. */
Test(templates, no_template_deletes_nothing) {
    nonet_grid *g = nonet_grid_new();
    for (int col = 0; col < 9; col++) cr_assert_eq(nonet_grid_eliminate(g, col, 4), NONET_OK);
    cr_expect(cellset_is_empty(templates_union(g, 4)));
    cr_expect(cellset_is_empty(templates_deletable(g, 4)));
    cr_expect_eq(cellset_count(templates_union(g, 5)), 81);
    nonet_grid_free(g);
}

/* ---- Template Set and Template Delete (strategies/templates.c) ---- */

/* The open grid: every cell in templates of every digit, no row with one
** cell; a digit without a template (4 nowhere in row 1): no step at all,
** though every candidate would qualify. */
Test(template_rows, silent_on_open_and_broken_grids) {
    nonet_grid *g = nonet_grid_new();
    support_expect_none(g, NONET_T_TEMPLATE_SET);
    support_expect_none(g, NONET_T_TEMPLATE_DELETE);
    for (int col = 0; col < 9; col++) cr_assert_eq(nonet_grid_eliminate(g, col, 4), NONET_OK);
    support_expect_none(g, NONET_T_TEMPLATE_SET);
    support_expect_none(g, NONET_T_TEMPLATE_DELETE);
    nonet_grid_free(g);
}
