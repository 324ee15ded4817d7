/*
** test_wrong_marks.c -- the check of a learner's digits and marks against
** the solution (src/brute/wrong_marks.c).
*/
#include <criterion/criterion.h>
#include <stdio.h>

#include "support.h"

#define EASY "530070000600195000098000060800060003400803001700020006060000280000419005000080079"

Test(wrong_marks, wrong_marks_name_the_cell) {
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

/* A wrong digit is the fault; the marks its peers lost for it are not
** listed. A right digit with right marks is no fault. */
Test(wrong_marks, wrong_digit_is_named_not_its_consequences) {
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

/* A pencil-mark grid has no givens: its placed digits are the reference.
** When they have no solution together, the rest with one cell left out is;
** of several such, the one needing the fewest fixes to the position. In
** puzzles/position.txt (the solution's r5c6 is 1) the learner placed 6 in
** r5c6 and struck 6 from its peers: only leaving out r5c6 explains the
** marks with one fix. With 3 placed in r2c7 instead (it is 6), leaving out
** r1c8, r2c7 or r4c3 each needs one fix: the grid cannot tell, no reference. */
Test(wrong_marks, pencil_mark_grid_with_a_wrong_digit) {
    nonet_grid *g = support_grid("16 3 8 2 5 7 4 9 16 2 9 16 136 4 8 136 7 5 7 4 5 9 136 13 2 136 8 "
                         "134 8 9 13 7 13 5 2 1346 134 7 2 5 9 6 13 8 134 5 6 13 4 8 2 1379 13 1379 "
                         "9 5 7 136 136 4 8 136 2 8 1 36 7 2 5 369 4 369 36 2 4 8 136 9 1367 5 1367");
    nonet_candidate wrong[81];
    cr_assert_eq(nonet_grid_wrong_marks(g, wrong), 1);
    cr_assert_eq(wrong[0].cell, support_cell("r5c6"));
    cr_assert_eq(wrong[0].digit, 1);
    nonet_grid_free(g);
    g = support_grid("16 3 8 2 5 7 4 9 16 2 9 16 16 4 8 3 7 5 7 4 5 9 136 136 2 16 8 "
                         "134 8 9 136 7 136 5 2 1346 134 7 2 5 9 136 16 8 1346 5 6 13 4 8 2 179 13 1379 "
                         "9 5 7 136 136 4 8 136 2 8 1 36 7 2 5 69 4 369 36 2 4 8 136 9 167 5 1367");
    cr_assert_eq(nonet_grid_wrong_marks(g, wrong), -1, "three cells tie");
    nonet_grid_free(g);
}
