/*
** test_templates.c -- the cells a digit's templates use
** (src/engine/template_walk.c).
**
** Layers: the open grid (every cell in some template, nothing to delete);
** a puzzle's opening position, where the solution's cells are in the union,
** some candidates lie outside it and every one of those is false by the
** solution; a digit that cannot be placed in a row (no template at all).
*/
#include <criterion/criterion.h>

#include "support.h"
#include "support_find.h"
#include "support_reglib.h"
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

/* Every case of HoDoKu's regression library for them (1201, 1202). */
Test(template_rows, every_library_case_passes) {
    support_reglib_all("1201", NONET_T_TEMPLATE_SET, 9);
    support_reglib_all("1202", NONET_T_TEMPLATE_DELETE, 9);
}

/* HoDoKu's first case of each: digit 9, whose templates (refined) use one
** cell in every row but one and leave 26 candidates out (HoDoKu's lists:
** the ninth line of each); every other digit but 6 has its own. Each step
** is checked against the solution. */
Test(template_rows, set_and_delete_fire) {
    static const char *const set[] = {"Template Set: r4c1=1, r6c4=1, r8c2=1",
                                      "Template Set: r4c4=2, r5c2=2, r6c7=2, r8c3=2, r9c6=2",
                                      "Template Set: r4c7=3, r5c5=3, r6c3=3, r7c4=3, r9c1=3",
                                      "Template Set: r4c6=4, r5c9=4, r6c2=4",
                                      "Template Set: r2c8=5, r4c5=5, r5c1=5, r6c9=5",
                                      "Template Set: r1c2=7, r4c9=7, r6c1=7, r7c3=7, r8c5=7",
                                      "Template Set: r1c1=8, r2c6=8, r4c8=8, r6c5=8, r7c2=8, r8c4=8",
                                      "Template Set: r1c4=9, r2c9=9, r3c2=9, r4c3=9, r5c8=9, r6c6=9, r8c1=9, r9c5=9",
                                      NULL};
    static const char *const del[] = {"Template Delete: r4c4,r6c12,r8c1<>1",
                                      "Template Delete: r4c367,r6c2346,r8c24<>2",
                                      "Template Delete: r4c1345,r56c1,r6c457,r7c3,r9c5<>3",
                                      "Template Delete: r46c9,r5c2,r6c6<>4",
                                      "Template Delete: r245c9,r4c18,r5c58,r6c15<>5",
                                      "Template Delete: r148c1,r468c3,r6c29,r78c2<>7",
                                      "Template Delete: r1c24,r4c456,r6c46,r7c4,r8c125<>8",
                                      "Template Delete: r1c12,r2c68,r4c145689,r5c1259,r6c123459,r8c2345,r9c16<>9",
                                      NULL};
    support_expect_steps(":1201:9:..5.+4163+223+17+6.+4..+6.452+3+8+71.6.........86.71.........6.4...159+2+6.....6+543.564..7+1+8:::914 929 932 943 958 966 981 995:",
                         NONET_T_TEMPLATE_SET, set);
    support_expect_steps(":1202:9:..5.+4163+223+17+6.+4..+6.452+3+8+71.6.........86.71.........6.4...159+2+6.....6+543.564..7+1+8::911 912 926 928 941 944 945 946 948 949 951 952 955 959 961 962 963 964 965 969 982 983 984 985 991 996::",
                         NONET_T_TEMPLATE_DELETE, del);
}

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
