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

/* The steps of technique t in text, which must be n (counted by hand). */
static void expect_steps(const char *text, nonet_technique t, size_t n, nonet_step *steps) {
    size_t found = support_find_in(text, t, steps);
    cr_assert_eq(found, n, "found %zu steps, expected %zu", found, n);
}

/* The first step of a technique in a position, checked by hand. */
typedef struct first_case {
    const char *position;
    nonet_technique technique;
    size_t count;          /* steps in the position */
    const char *placement; /* HoDoKu style: digit, row, column */
    int unit, variant;     /* unit -1: the step names no unit */
    const char *text;
} first_case;

static const first_case first_cases[] = {
    /* r5c8 completes r5, c8 and b6: one step, with the box */
    {NEAR_SOLVED, NONET_T_FULL_HOUSE, 1, "558", 23, 2, "Full House: r5c8=5"},
    {TWO_HOLES, NONET_T_FULL_HOUSE, 2, "511", 9, 1, "Full House: r1c1=5"},
    {NEAR_SOLVED, NONET_T_NAKED_SINGLE, 3, "915", -1, 0, "Naked Single: r1c5=9"},
    /* 5 is alone in b2 and in r2: one step, with the box; r1c5=9 is a
    ** naked single but 9 has two places in b2, r1 and c5 */
    {NEAR_SOLVED, NONET_T_HIDDEN_SINGLE, 2, "524", 19, 2, "Hidden Single: 5 in b2 => r2c4=5"},
};

Test(singles, first_steps_exactly) {
    nonet_step steps[SUPPORT_FIND_MAX];
    for (size_t i = 0; i < sizeof first_cases / sizeof first_cases[0]; i++) {
        const first_case *c = &first_cases[i];
        expect_steps(c->position, c->technique, c->count, steps);
        const nonet_step *s = &steps[0];
        cr_assert(support_candidates_are(s->placements, s->n_placements, c->placement), "case %zu", i);
        cr_assert_eq(s->n_eliminations, 0);
        cr_assert_eq(s->n_units, c->unit < 0 ? 0 : 1, "case %zu", i);
        if (c->unit >= 0) cr_assert_eq(s->units[0].unit, c->unit, "case %zu", i);
        cr_assert_eq(s->variant, c->variant, "case %zu", i);
        cr_assert_eq(s->n_cells, 1);
        cr_assert_eq(s->cells[0], s->placements[0].cell);
        cr_assert_eq(s->digits, 1u << (s->placements[0].digit - 1));
        cr_assert_str_eq(support_step_text(s), c->text);
    }
}

Test(singles, the_other_steps) {
    nonet_step steps[SUPPORT_FIND_MAX];
    expect_steps(TWO_HOLES, NONET_T_FULL_HOUSE, 2, steps);
    cr_assert(support_candidates_are(steps[1].placements, 1, "312"));
    cr_assert_eq(steps[1].units[0].unit, 10); /* c2 */
    expect_steps(NEAR_SOLVED, NONET_T_NAKED_SINGLE, 3, steps);
    cr_assert(support_candidates_are(steps[1].placements, 1, "226"));
    cr_assert(support_candidates_are(steps[2].placements, 1, "558"));
    expect_steps(NEAR_SOLVED, NONET_T_HIDDEN_SINGLE, 2, steps);
    cr_assert(support_candidates_are(steps[1].placements, 1, "558"));
    cr_assert_eq(steps[1].units[0].unit, 23);
}

Test(singles, must_not_fire) {
    nonet_step steps[SUPPORT_FIND_MAX];
    expect_steps(EMPTY_GRID, NONET_T_FULL_HOUSE, 0, steps);
    expect_steps(EMPTY_GRID, NONET_T_NAKED_SINGLE, 0, steps);
    expect_steps(EMPTY_GRID, NONET_T_HIDDEN_SINGLE, 0, steps);
    /* no unit of this puzzle has eight givens */
    expect_steps("530070000600195000098000060800060003400803001700020006060000280000419005000080079",
                 NONET_T_FULL_HOUSE, 0, steps);
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
