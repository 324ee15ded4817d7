/*
** test_render_hint.c -- progressive hints and the check of a learner's marks.
*/
#include <criterion/criterion.h>
#include <string.h>

#include "step.h"
#include "support.h"

#define EASY "530070000600195000098000060800060003400803001700020006060000280000419005000080079"

Test(render_hint, three_levels) {
    nonet_step s;
    step_init(&s, NONET_T_NAKED_PAIR, 0);
    s.digits = 0x11;
    step_add_unit(&s, 2, NONET_ROLE_PATTERN);
    step_add_cell(&s, support_cell("r3c4"));
    step_add_cell(&s, support_cell("r3c8"));
    step_add_elimination(&s, support_cell("r3c1"), 1);
    char buf[256];
    nonet_step_hint(&s, 1, buf, sizeof buf);
    cr_assert_str_eq(buf, "Look for a Naked Pair.");
    nonet_step_hint(&s, 2, buf, sizeof buf);
    cr_assert_str_eq(buf, "Look for a Naked Pair on digits 1,5 in r3.");
    nonet_step_hint(&s, 3, buf, sizeof buf);
    cr_assert_str_eq(buf, "Naked Pair: 1,5 in r3c48 => r3c1<>1");
    step_init(&s, NONET_T_X_WING, 2);
    s.digits = 1u << 2;
    step_add_unit(&s, 2, NONET_ROLE_BASE);
    step_add_unit(&s, 6, NONET_ROLE_BASE);
    step_add_unit(&s, 11, NONET_ROLE_COVER);
    nonet_step_hint(&s, 2, buf, sizeof buf);
    cr_assert_str_eq(buf, "Look for an X-Wing on digit 3 in r3, r7 and c3.");
}

Test(render_hint, wrong_marks_name_the_cell) {
    /* The givens of EASY with 4 struck from r1c3, whose solution is 4. */
    char line[200];
    snprintf(line, sizeof line, ":0000:4:%s:413:::", EASY);
    nonet_grid *g = support_grid(line);
    nonet_candidate wrong[81];
    cr_assert_eq(nonet_grid_wrong_marks(g, wrong), 1);
    cr_assert_eq(wrong[0].cell, support_cell("r1c3"));
    cr_assert_eq(wrong[0].digit, 4);
    nonet_grid_free(g);
    g = support_grid(EASY);
    cr_assert_eq(nonet_grid_wrong_marks(g, wrong), 0);
    nonet_grid_free(g);
}
