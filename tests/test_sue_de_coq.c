/*
** test_sue_de_coq.c -- Sue de Coq: HoDoKu's own example with every step
** found and its exact text, and positions where nothing may fire. HoDoKu's
** regression cases are data: tests/data/techniques/sue_de_coq.test.
*/
#include <criterion/criterion.h>
#include <stdlib.h>

#include "support.h"
#include "support_find.h"

/* 1101 (HoDoKu's example, its second line here is HoDoKu's text with the
** eliminations ordered by digit): r7c45 {1,2,3,6,8,9} where row 7 crosses
** box 8, with r7c128 {2,3,8,9} from the row and r9c6 {1,6} from the box. */
#define SDC_12369                                                                           \
    ":1101:12369:.....3+5+1+7+1+3+5+42+786+9867+91+54..+6+935+4+82+717183.+2.+54+2+54..........." \
    "47.55......+4.....+5..9.::184 194 273 371 684 685 694 985::"

Test(sue_de_coq, hodoku_example) {
    const char *const lines[] = {
        "Sue de Coq: r7c45 - {123689} (r7c28 - {238}, r89c6 - {169}) => r89c4<>1, r7c3<>2, r7c1<>3, "
        "r8c45,r9c4<>6, r8c5<>9",
        "Sue de Coq: r7c45 - {123689} (r7c128 - {2389}, r9c6 - {16}) => r8c46,r9c4<>1, r7c3<>2, "
        "r8c456,r9c4<>6, r7c3<>9",
        "Sue de Coq: r9c123 - {1234678} (r9c67 - {136}, r78c2 - {278}) => r9c4<>1, r78c3<>2, r9c9<>3, "
        "r9c49<>6",
        "Sue de Coq: r9c23 - {124678} (r9c167 - {1346}, r78c2 - {278}) => r9c4<>1, r78c3<>2, r9c9<>3, "
        "r9c49<>6",
        "Sue de Coq: r9c13 - {12346} (r9c67 - {136}, r789c2 - {2478}) => r9c4<>1, r78c3<>2, r9c9<>3, "
        "r9c49<>6",
        NULL};
    support_expect_steps(SDC_12369, NONET_T_SUE_DE_COQ, lines);
}

/* A real position (an ALS-XZ case) with no Sue de Coq. */
Test(sue_de_coq, none_in_als_position) {
    const char *const none[] = {NULL};
    support_expect_steps(":0901-1:7:.........2.....3495...3926..9.........41..+98....598..4..182...6......7...."
                         "3..6...:111 711 811 112 712 812 713 813 714 515 715 516 716 722 625 725 726 739 "
                         "341 744 348 162 589 794:752::",
                         NONET_T_SUE_DE_COQ, none);
}

/* An open grid with four cells' candidates set: r1c1, r1c2 (S), r1c5 (in
** the row) and r2c1 (in the box); Sue de Coq must find nothing. */
static void expect_no_sdc(const char *s1, const char *s2, const char *line, const char *box) {
    nonet_grid *g = nonet_grid_new();
    support_cands(g, "r1c1", s1);
    support_cands(g, "r1c2", s2);
    support_cands(g, "r1c5", line);
    support_cands(g, "r2c1", box);
    support_expect_none(g, NONET_T_SUE_DE_COQ);
    nonet_grid_free(g);
}

/* Open grids: nothing in an empty grid; and r1c12 {1,2,3,4} with r1c5
** {1,2} and r2c1 {2,3} is no Sue de Coq (2 is in both sets), nor r1c12
** {1,2,3} (only one digit more than cells) with r1c5 {1,2}, r2c1 {3,4}. */
Test(sue_de_coq, near_misses) {
    nonet_grid *g = nonet_grid_new();
    support_expect_none(g, NONET_T_SUE_DE_COQ);
    nonet_grid_free(g);
    expect_no_sdc("12", "34", "12", "23");
    expect_no_sdc("12", "23", "12", "34");
}
