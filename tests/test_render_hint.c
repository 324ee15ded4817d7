/*
** test_render_hint.c -- progressive hints.
*/
#include <criterion/criterion.h>
#include <string.h>

#include "step.h"
#include "support.h"

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
