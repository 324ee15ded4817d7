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

/* A naked single's level 2 names the cell, not the digit (that would be the
** answer); a hidden single's names digit and unit. Plural names take no
** article. */
Test(render_hint, level_two_does_not_give_a_single_away) {
    nonet_step s;
    char buf[256];
    step_init(&s, NONET_T_NAKED_SINGLE, 0);
    s.digits = 1u << 4;
    step_add_cell(&s, support_cell("r5c5"));
    step_add_placement(&s, support_cell("r5c5"), 5);
    nonet_step_hint(&s, 2, buf, sizeof buf);
    cr_assert_str_eq(buf, "Look for a Naked Single in r5c5.");
    step_init(&s, NONET_T_HIDDEN_SINGLE, 2);
    s.digits = 1u << 7;
    step_add_unit(&s, 19, NONET_ROLE_PATTERN);
    step_add_cell(&s, support_cell("r1c6"));
    step_add_placement(&s, support_cell("r1c6"), 8);
    nonet_step_hint(&s, 2, buf, sizeof buf);
    cr_assert_str_eq(buf, "Look for a Hidden Single on digit 8 in b2.");
    step_init(&s, NONET_T_SIMPLE_COLORS, 1);
    nonet_step_hint(&s, 1, buf, sizeof buf);
    cr_assert_str_eq(buf, "Look for Simple Colors.");
    step_init(&s, NONET_T_POINTING, 0);
    nonet_step_hint(&s, 1, buf, sizeof buf);
    cr_assert_str_eq(buf, "Look for Locked Candidates Type 1 (Pointing).");
}

/* A wrong digit is the fault; the marks its peers lost for it are not
** listed. A right digit with right marks is no fault. */
Test(render_hint, wrong_digit_is_named_not_its_consequences) {
    /* r1c3 is 4 in the solution; the learner placed 2 there, which took
    ** the 2 (their solution digit) from r1c9 and r2c3. */
    nonet_grid *g = support_grid(":0000:x:53+2.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79::::");
    nonet_candidate wrong[81];
    cr_assert_eq(nonet_grid_wrong_marks(g, wrong), 1);
    cr_assert_eq(wrong[0].cell, support_cell("r1c3"));
    cr_assert_eq(wrong[0].digit, 4);
    nonet_grid_free(g);
    g = support_grid(":0000:x:53+4.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79:214::");
    cr_assert_eq(nonet_grid_wrong_marks(g, wrong), 0, "2 is not r1c4's solution (6)");
    nonet_grid_free(g);
    /* The givens alone have two solutions: no reference to check against. */
    g = support_grid("000000000000000000000000000000000000000000000000000000000000000000000000000000001");
    cr_assert_eq(nonet_grid_wrong_marks(g, wrong), -1);
    nonet_grid_free(g);
}
