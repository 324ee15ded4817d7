/*
** test_singles.c -- full house, naked single, hidden single.
*/
#include <criterion/criterion.h>

#include "support.h"
#include "support_find.h"

/* HoDoKu reglib 0000 case: r5 lacks only 5 (r5c8), which also completes c8
** and b6; r1c5 (only 9 left) and r2c6 (only 2 left) are naked singles, not
** full houses; 5 has one place in b2 (r2c4) and in b6 (r5c8). */
#define NEAR_SOLVED                                                                          \
    ":0000:5:+52+8...+7+4+374+3.8.+9+6161+9+4+3+72+8+5+86472+51+3+9+1+379+684.+2+2+95+31487+6..1....979" \
    ".+6.7..24.+7+2....1+8:::558:"
/* A solved grid with r1c1 (5) and r1c2 (3) emptied: each completes its
** column, but r1 and b1 still have two empty cells. */
#define TWO_HOLES "004678912672195348198342567859761423426853791713924856961537284287419635345286179"
/* reglib 0002 cases: 8 has one place in r2 (r2c9) but two in b3 and c9;
** 1 has one place in c7 (r9c7) but not in r9 or b9. */
#define ROW_SINGLE                                                                           \
    ":0002:4:728+9.6..31....5.9.....3.1........8....14839....4........5.6.....4.8....62..1..385:::431:"
#define COL_SINGLE                                                                           \
    ":0002:9:+1....8...3.5.........72.9.1.94.8.6.5.1..4..9.8.6.1.34.6.1.32.........4.2...8.....:::913:"
#define EMPTY_GRID "................................................................................."

Test(singles, reglib_full_house) { support_reglib_all("0000", NONET_T_FULL_HOUSE, 37); }
Test(singles, reglib_hidden_single) { support_reglib_all("0002", NONET_T_HIDDEN_SINGLE, 36); }
Test(singles, reglib_naked_single) { support_reglib_all("0003", NONET_T_NAKED_SINGLE, 35); }

/* The steps of technique t in text, which must be n (counted by hand). */
static void expect_steps(const char *text, nonet_technique t, size_t n, nonet_step *steps) {
    size_t found = support_find_in(text, t, steps);
    cr_assert_eq(found, n, "found %zu steps, expected %zu", found, n);
}

Test(singles, full_house_reported_once_with_its_box) {
    nonet_step steps[SUPPORT_FIND_MAX];
    expect_steps(NEAR_SOLVED, NONET_T_FULL_HOUSE, 1, steps);
    cr_assert(support_candidates_are(steps[0].placements, steps[0].n_placements, "558"));
    cr_assert_eq(steps[0].n_eliminations, 0);
    cr_assert_eq(steps[0].units[0].unit, 23); /* b6, preferred to r5 and c8 */
    cr_assert_eq(steps[0].variant, 2);
    cr_assert_eq(steps[0].cells[0], support_cell("r5c8"));
    cr_assert_eq(steps[0].digits, 1u << 4);
    cr_assert_str_eq(support_step_text(&steps[0]), "Full House: r5c8=5");
}

Test(singles, full_house_of_a_column) {
    nonet_step steps[SUPPORT_FIND_MAX];
    expect_steps(TWO_HOLES, NONET_T_FULL_HOUSE, 2, steps);
    cr_assert(support_candidates_are(steps[0].placements, 1, "511"));
    cr_assert_eq(steps[0].units[0].unit, 9); /* c1 */
    cr_assert_eq(steps[0].variant, 1);
    cr_assert(support_candidates_are(steps[1].placements, 1, "312"));
    cr_assert_eq(steps[1].units[0].unit, 10); /* c2 */
}

Test(singles, full_house_must_not_fire) {
    nonet_step steps[SUPPORT_FIND_MAX];
    expect_steps(EMPTY_GRID, NONET_T_FULL_HOUSE, 0, steps);
    /* no unit of this puzzle has eight givens */
    expect_steps("530070000600195000098000060800060003400803001700020006060000280000419005000080079",
                 NONET_T_FULL_HOUSE, 0, steps);
}

Test(singles, naked_singles_exactly) {
    nonet_step steps[SUPPORT_FIND_MAX];
    expect_steps(NEAR_SOLVED, NONET_T_NAKED_SINGLE, 3, steps);
    cr_assert(support_candidates_are(steps[0].placements, 1, "915"));
    cr_assert(support_candidates_are(steps[1].placements, 1, "226"));
    cr_assert(support_candidates_are(steps[2].placements, 1, "558"));
    cr_assert_eq(steps[0].n_units, 0);
    cr_assert_eq(steps[0].cells[0], support_cell("r1c5"));
    cr_assert_eq(steps[0].digits, 1u << 8);
    cr_assert_str_eq(support_step_text(&steps[0]), "Naked Single: r1c5=9");
}

Test(singles, naked_single_must_not_fire) {
    nonet_step steps[SUPPORT_FIND_MAX];
    expect_steps(EMPTY_GRID, NONET_T_NAKED_SINGLE, 0, steps);
}

Test(singles, hidden_singles_exactly) {
    nonet_step steps[SUPPORT_FIND_MAX];
    /* r1c5=9 is a naked single but 9 has two places in b2, r1 and c5. */
    expect_steps(NEAR_SOLVED, NONET_T_HIDDEN_SINGLE, 2, steps);
    cr_assert(support_candidates_are(steps[0].placements, 1, "524"));
    cr_assert_eq(steps[0].units[0].unit, 19); /* b2, though r2 has one 5 too */
    cr_assert_eq(steps[0].variant, 2);
    cr_assert_eq(steps[0].cells[0], support_cell("r2c4"));
    cr_assert_str_eq(support_step_text(&steps[0]), "Hidden Single: 5 in b2 => r2c4=5");
    cr_assert(support_candidates_are(steps[1].placements, 1, "558"));
    cr_assert_eq(steps[1].units[0].unit, 23);
}

Test(singles, hidden_single_in_a_row_and_in_a_column) {
    nonet_step steps[SUPPORT_FIND_MAX];
    size_t n = support_find_in(ROW_SINGLE, NONET_T_HIDDEN_SINGLE, steps);
    cr_assert_geq(n, 1);
    cr_assert(support_candidates_are(steps[0].placements, 1, "431")); /* 4 alone in b1 */
    const nonet_step *row = support_step_placing(steps, n, "r2c9", 8);
    cr_assert_not_null(row);
    cr_assert_eq(row->variant, 0);
    cr_assert_str_eq(support_step_text(row), "Hidden Single: 8 in r2 => r2c9=8");
    n = support_find_in(COL_SINGLE, NONET_T_HIDDEN_SINGLE, steps);
    const nonet_step *col = support_step_placing(steps, n, "r9c7", 1);
    cr_assert_not_null(col);
    cr_assert_eq(col->variant, 1);
    cr_assert_str_eq(support_step_text(col), "Hidden Single: 1 in c7 => r9c7=1");
}

Test(singles, hidden_single_must_not_fire) {
    nonet_step steps[SUPPORT_FIND_MAX];
    expect_steps(EMPTY_GRID, NONET_T_HIDDEN_SINGLE, 0, steps);
}
