/*
** test_single_digit.c -- Skyscraper, 2-String Kite, Turbot Fish and Empty
** Rectangle: positions shaped by hand where a pattern must fire or must not
** (an X-Wing is no Skyscraper, a Kite no Turbot...), the Empty Rectangle's
** forms. HoDoKu's regression cases and real positions with every step's
** exact line are data: tests/data/techniques/single_digit.test.
*/
#include <criterion/criterion.h>
#include <stdlib.h>

#include "support.h"
#include "support_find.h"

/* Real positions, from the regression library (HoDoKu 2.2.0), each step
** checked by hand on the pencil marks. */

/* 0402: box 7 holds 5 in r7c2,r7c3,r9c2 (row 7 and column 2 only); row 2
** holds 5 in r2c2,r2c6 only. r7c6=5 would leave box 7 only r9c2, then
** r2c6=5: two 5s in column 6. */
#define ER_5                                                                               \
    ":0402:5:.+9...+83+1.8.193..+6.+4+3.+1.6+8+953+492.+16..7+1.4.9+2.3.+28..39+412..8..+1+3.+9+8+" \
    "4+3175+26+1.3......:515 745 673 495:576::"

Test(single_digit, empty_rectangle_position) {
    const char *const lines[] = {"Empty Rectangle: 5 in b7 (r2c26) => r7c6<>5", NULL};
    nonet_grid *g = support_grid(ER_5);
    support_found *f = support_collect(g, NONET_T_EMPTY_RECTANGLE, true);
    support_expect_texts(f, lines);
    cr_expect_eq(f->steps[0].variant, 0, "three candidates in the box: the basic form");
    free(f);
    nonet_grid_free(g);
}

/* Open grids shaped by hand: only the listed units restrict digit 1, so
** every strong link on 1 is one written here. */

/* An open grid where digit 1 stays only in the listed cells of each unit:
** {unit, cells, unit, cells, ..., NULL}. */
static nonet_grid *shaped(const char *const keep[]) {
    nonet_grid *g = nonet_grid_new();
    for (int i = 0; keep[i]; i += 2) support_keep(g, 1, keep[i], keep[i + 1]);
    return g;
}

/* Rows 1 and 5 hold 1 in r1c2,r1c5 and r5c2,r5c6. */
Test(single_digit, skyscraper_shaped) {
    const char *const keep[] = {"r1", "r1c2 r1c5", "r5", "r5c2 r5c6", NULL};
    nonet_grid *g = shaped(keep);
    const char *const lines[] = {
        "Skyscraper: 1 in r1c5,r5c6 (connected by r15c2) => r23c6,r46c5<>1", NULL};
    support_found *f = support_expect_open(g, NONET_T_SKYSCRAPER, lines);
    const nonet_step *s = &f->steps[0];
    cr_expect_eq(s->n_links, 3);
    cr_expect(s->links[0].strong && !s->links[1].strong && s->links[2].strong);
    cr_expect_eq(s->links[0].from.cell, support_cell("r1c5"), "chain starts at the lower end");
    free(f);
    support_expect_none(g, NONET_T_TWO_STRING_KITE);
    support_expect_none(g, NONET_T_TURBOT_FISH);
    support_expect_none(g, NONET_T_EMPTY_RECTANGLE);
    nonet_grid_free(g);
}

/* Aligned ends make an X-Wing: neither a skyscraper nor a turbot. */
Test(single_digit, x_wing_is_not_a_skyscraper) {
    const char *const keep[] = {"r1", "r1c2 r1c6", "r5", "r5c2 r5c6", NULL};
    nonet_grid *g = shaped(keep);
    support_expect_none(g, NONET_T_SKYSCRAPER);
    support_expect_none(g, NONET_T_TURBOT_FISH);
    support_expect_none(g, NONET_T_TWO_STRING_KITE);
    nonet_grid_free(g);
}

/* Row 2 holds 1 in r2c2,r2c7, column 1 in r3c1,r8c1: box 1 joins them. */
Test(single_digit, kite_shaped) {
    const char *const keep[] = {"r2", "r2c2 r2c7", "c1", "r3c1 r8c1", NULL};
    nonet_grid *g = shaped(keep);
    const char *const lines[] = {
        "2-String Kite: 1 in r2c7,r8c1 (connected by r2c2,r3c1) => r8c7<>1", NULL};
    free(support_expect_open(g, NONET_T_TWO_STRING_KITE, lines));
    support_expect_none(g, NONET_T_TURBOT_FISH);
    support_expect_none(g, NONET_T_SKYSCRAPER);
    nonet_grid_free(g);
}

/* Box 1 holds 1 in r1c2,r3c1 only, row 6 in r6c1,r6c7: r3c1 and r6c1
** share column 1. The same box is an empty rectangle with two candidates
** (variant 1) on row 1 and column 1. */
static const char *const turbot_keep[] = {"b1", "r1c2 r3c1", "r6", "r6c1 r6c7", NULL};

Test(single_digit, turbot_shaped) {
    nonet_grid *g = shaped(turbot_keep);
    const char *const lines[] = {"Turbot Fish: 1 r1c2 =1= r3c1 -1- r6c1 =1= r6c7 => r1c7<>1", NULL};
    free(support_expect_open(g, NONET_T_TURBOT_FISH, lines));
    support_expect_none(g, NONET_T_TWO_STRING_KITE);
    nonet_grid_free(g);
}

Test(single_digit, empty_rectangle_two_candidates) {
    nonet_grid *g = shaped(turbot_keep);
    const char *const lines[] = {"Empty Rectangle: 1 in b1 (r6c17) => r1c7<>1", NULL};
    support_found *f = support_expect_open(g, NONET_T_EMPTY_RECTANGLE, lines);
    cr_expect_eq(f->steps[0].variant, 1);
    free(f);
    nonet_grid_free(g);
}

/* A third 1 in box 1 (r2c3) leaves no empty rectangle and no strong link
** in the box. */
Test(single_digit, no_empty_rectangle_with_three_spread_candidates) {
    const char *const keep[] = {"b1", "r1c2 r2c3 r3c1", "r6", "r6c1 r6c7", NULL};
    nonet_grid *g = shaped(keep);
    support_expect_none(g, NONET_T_EMPTY_RECTANGLE);
    support_expect_none(g, NONET_T_TURBOT_FISH);
    nonet_grid_free(g);
}
