/*
** test_intersections.c -- locked candidates, pointing and claiming.
*/
#include <criterion/criterion.h>

#include "support.h"
#include "support_find.h"

/* reglib 0100 case. In b4, 6 sits only in r4c2 and r4c3, so r4c6<>6. The
** other pointing steps, checked by hand: 4 and 5 of b6 only in r5 (r5c56),
** 3 of b7 only in c3 (r134c3), 5 of b8 only in r8 (r8c789). */
#define POINTING                                                                             \
    ":0100:6:.....1.98+1....97.38+9.57.+1.6......819.+8+9+1.....451+9....+29+1..62..76+743.....52.7." \
    "....:644:646::"
/* reglib 0101 case. In r6, 7 sits only in r6c1 and r6c3 (b4), so r5c3<>7.
** No other row or column confines a digit to one box with removals, and
** no box confines one to a line with removals (checked by hand). */
#define CLAIMING                                                                             \
    ":0101:7:....+452+6.+518.+2.47+94+2+6.+79+5.39.541....+2..+5...+9....+9823.58..2..+7.6+172...95...47." \
    "....:314 642 652 375 376 884 386 686 395 695 396 696:753::"

Test(intersections, pointing_exactly) {
    nonet_step steps[SUPPORT_FIND_MAX];
    cr_assert_eq(support_find_in(POINTING, NONET_T_POINTING, steps), 5);
    const nonet_step *s = &steps[0];
    cr_assert(support_candidates_are(s->eliminations, s->n_eliminations, "646"));
    cr_assert_eq(s->n_placements, 0);
    cr_assert_eq(s->digits, 1u << 5);
    cr_assert_eq(s->n_units, 2);
    cr_assert_eq(s->units[0].unit, 21); /* b4 */
    cr_assert_eq(s->units[0].role, NONET_ROLE_BASE);
    cr_assert_eq(s->units[1].unit, 3); /* r4 */
    cr_assert_eq(s->units[1].role, NONET_ROLE_COVER);
    cr_assert_eq(s->n_marks, 2);
    cr_assert_str_eq(support_step_text(s), "Locked Candidates Type 1 (Pointing): 6 in b4 => r4c6<>6");
    cr_assert(support_candidates_are(steps[1].eliminations, steps[1].n_eliminations, "455 456"));
    cr_assert(support_candidates_are(steps[2].eliminations, steps[2].n_eliminations, "555 556"));
    cr_assert(support_candidates_are(steps[3].eliminations, steps[3].n_eliminations, "313 333 343"));
    cr_assert_str_eq(support_step_text(&steps[3]),
                     "Locked Candidates Type 1 (Pointing): 3 in b7 => r134c3<>3");
    cr_assert(support_candidates_are(steps[4].eliminations, steps[4].n_eliminations, "587 588 589"));
}

Test(intersections, claiming_exactly) {
    nonet_step steps[SUPPORT_FIND_MAX];
    cr_assert_eq(support_find_in(CLAIMING, NONET_T_CLAIMING, steps), 1);
    const nonet_step *s = &steps[0];
    cr_assert(support_candidates_are(s->eliminations, s->n_eliminations, "753"));
    cr_assert_eq(s->units[0].unit, 5); /* r6 */
    cr_assert_eq(s->units[0].role, NONET_ROLE_BASE);
    cr_assert_eq(s->units[1].unit, 21); /* b4 */
    cr_assert_eq(s->units[1].role, NONET_ROLE_COVER);
    cr_assert_eq(s->n_marks, 2); /* r6c1, r6c3 */
    cr_assert_str_eq(support_step_text(s), "Locked Candidates Type 2 (Claiming): 7 in r6 => r5c3<>7");
}

Test(intersections, must_not_fire) {
    nonet_step steps[SUPPORT_FIND_MAX];
    cr_assert_eq(support_find_in(CLAIMING, NONET_T_POINTING, steps), 0);
    /* With no givens every digit has nine places in every unit. */
    const char *empty = ".................................................................................";
    cr_assert_eq(support_find_in(empty, NONET_T_POINTING, steps), 0);
    cr_assert_eq(support_find_in(empty, NONET_T_CLAIMING, steps), 0);
}
