/*
** test_wings.c -- XY-Wing, XYZ-Wing, W-Wing and Remote Pair: real positions
** with every step found and its exact text, and open grids shaped by hand
** where a pattern must fire or not. HoDoKu's regression cases are data:
** tests/data/techniques/wings.test.
*/
#include <criterion/criterion.h>
#include <stdlib.h>

#include "support.h"
#include "support_find.h"

/* Real positions from the regression library (HoDoKu 2.2.0); the steps
** were checked by hand on the pencil marks. */

/* 0800 (HoDoKu's own example): pivot r3c8 {1,2} sees r2c7 {2,3} (box 3)
** and r3c1 {1,3} (row 3); r3c7 sees both pincers. */
#define XY_123                                                                              \
    ":0800:123:..+8+2..57.+7.+54....+8..9+8+57...4+5+17+2+98+6+3+2765+83+94+1+9+8+3+6+1+4+7+526+9+" \
    "23+4+5+1+8+7537+168...+81+4+9+726+3+5::337::"

/* 0801: pivot r3c4 {4,6,7}, pincers r2c4 {6,7} and r3c7 {4,6}; r3c5 and
** r3c6 see all three. */
#define XYZ_467                                                                              \
    ":0801:467:+673.+8.+2.9514.92..+3+9+82.....+5+167+359..28.+9.1.53+6..+5+8..+7+9+1..+614.9+2+8" \
    "..+1..835+4..+8...1+67::635 636::"

/* 0803 (HoDoKu's own example): r1c9 and r8c7 are {1,4}; column 3 holds 1
** only in r1c3 (row 1) and r8c3 (row 8). */
#define W_14                                                                                 \
    ":0803:14:6..+9+5..7...+9.2.....58.+31...+1+64+3+8+9+7+52...1+7+59+46597+24+6..892+54+1+76+8+3" \
    "...5+6+2.....68+93...::417 427 437 489 499::"

/* 0703: r7c5, r4c5, r4c8, r9c8 are {5,8}, each seeing the next; the other
** {5,8} cells form groups of two and three. */
#define RP_58                                                                                \
    ":0703:58:..+1.+4+9+2+636+3.21+7+9+4.942+63..+7.2634.+17.98.+4.+9..2...+9.+6+2.+34..7..4.9.+4.." \
    "9+7631..+9+6.+2.+4.7::577 579 594 596 877 879 894 896::7"

/* 0703: {4,5} in r2c2, r2c7, r3c1, r3c9 (a loop) and r6c1 (seeing r3c1):
** colours r2c2,r3c9,r6c1 / r2c7,r3c1; r6c7 sees r6c1 and r2c7. */
#define RP_45                                                                                \
    ":0703:45:+7+9845+2+3+16+6.3+7+81.+9+2.+1+2.+3.87.+3+7.+2+6+5.48+82.1+437+6..6.+89+7.+2+39+8.." \
    "14+23+71.7.2+8.5.2...+7..+8+1::567::7"

Test(wings, xy_wing_position) {
    const char *const lines[] = {"XY-Wing: 1/2/3 in r2c7,r3c18 => r3c7<>3", NULL};
    support_expect_steps(XY_123, NONET_T_XY_WING, lines);
}

Test(wings, xyz_wing_position) {
    const char *const lines[] = {"XYZ-Wing: 4/6/7 in r23c4,r3c7 => r3c56<>6", NULL};
    support_expect_steps(XYZ_467, NONET_T_XYZ_WING, lines);
    const char *const none[] = {NULL};
    support_expect_steps(XYZ_467, NONET_T_XY_WING, none);
}

Test(wings, w_wing_position) {
    const char *const lines[] = {
        "W-Wing: 4/1 in r1c9,r8c7 connected by 1 in r18c3 => r123c7,r89c9<>4", NULL};
    support_expect_steps(W_14, NONET_T_W_WING, lines);
}

Test(wings, remote_pair_chain_position) {
    const char *const lines[] = {"Remote Pair: 5/8 r7c5 -8- r4c5 -5- r4c8 -8- r9c8 => "
                                 "r7c79,r9c46<>5, r7c79,r9c46<>8",
                                 NULL};
    support_expect_steps(RP_58, NONET_T_REMOTE_PAIR, lines);
}

Test(wings, remote_pair_branching_position) {
    const char *const lines[] = {"Remote Pair: 4/5 (r2c2,r3c9,r6c1) / (r2c7,r3c1) => r6c7<>5",
                                 NULL};
    support_expect_steps(RP_45, NONET_T_REMOTE_PAIR, lines);
}

/* Open grids shaped by hand: cells given their digits, {cell, digits,
** cell, digits, ..., NULL}; all other cells keep every candidate. */
static nonet_grid *shaped(const char *const cands[]) {
    nonet_grid *g = nonet_grid_new();
    for (int i = 0; cands[i]; i += 2) support_cands(g, cands[i], cands[i + 1]);
    return g;
}

/* Pivot r1c1 {1,2}; pincers r1c5 {1,3} and r5c1 {2,3}; only r5c5 sees
** both pincers. */
Test(wings, xy_wing_shaped) {
    const char *const cands[] = {"r1c1", "12", "r1c5", "13", "r5c1", "23", NULL};
    nonet_grid *g = shaped(cands);
    const char *const lines[] = {"XY-Wing: 1/2/3 in r1c15,r5c1 => r5c5<>3", NULL};
    support_found *f = support_expect_open(g, NONET_T_XY_WING, lines);
    cr_expect_eq(f->steps[0].cells[0], support_cell("r1c1"), "the pivot comes first");
    cr_expect_eq(f->steps[0].n_links, 5, "pincer, pivot, pincer as a chain");
    free(f);
    support_expect_none(g, NONET_T_XYZ_WING);
    nonet_grid_free(g);
}

/* The {2,3} cell moved to r5c2 is not seen by the pivot: no wing. */
Test(wings, xy_wing_needs_the_pivot_to_see_both) {
    const char *const cands[] = {"r1c1", "12", "r1c5", "13", "r5c2", "23", NULL};
    nonet_grid *g = shaped(cands);
    support_expect_none(g, NONET_T_XY_WING);
    nonet_grid_free(g);
}

/* Pivot r1c1 {1,2,3}; pincers r1c5 {1,3} (row) and r2c2 {2,3} (box):
** r1c2 and r1c3 see all three. */
Test(wings, xyz_wing_shaped) {
    const char *const cands[] = {"r1c1", "123", "r1c5", "13", "r2c2", "23", NULL};
    nonet_grid *g = shaped(cands);
    const char *const lines[] = {"XYZ-Wing: 1/2/3 in r1c15,r2c2 => r1c23<>3", NULL};
    free(support_expect_open(g, NONET_T_XYZ_WING, lines));
    support_expect_none(g, NONET_T_XY_WING);
    nonet_grid_free(g);
}

/* {1,2} cells a and b, and row 9 holding 2 only in the two link cells. */
static nonet_grid *w_grid(const char *a, const char *b, const char *link) {
    const char *const cands[] = {a, "12", b, "12", NULL};
    nonet_grid *g = shaped(cands);
    support_keep(g, 2, "r9", link);
    return g;
}

/* r1c1 and r5c5; r9c1 sees r1c1 and r9c5 sees r5c5: r1c5 and r5c1 lose 1. */
Test(wings, w_wing_shaped) {
    nonet_grid *g = w_grid("r1c1", "r5c5", "r9c1 r9c5");
    const char *const lines[] = {
        "W-Wing: 1/2 in r1c1,r5c5 connected by 2 in r9c15 => r1c5,r5c1<>1", NULL};
    support_found *f = support_expect_open(g, NONET_T_W_WING, lines);
    cr_expect_eq(f->steps[0].n_units, 1);
    cr_expect_eq(f->steps[0].units[0].unit, 8, "the strong link's unit, row 9");
    free(f);
    nonet_grid_free(g);
}

/* The strong link r9c1=r9c2 touches only r1c1's column: no wing. */
Test(wings, w_wing_needs_both_cells_linked) {
    nonet_grid *g = w_grid("r1c1", "r5c5", "r9c1 r9c2");
    support_expect_none(g, NONET_T_W_WING);
    nonet_grid_free(g);
}

/* Two {1,2} cells that see each other are a Naked Pair, not a W-Wing. */
Test(wings, w_wing_not_on_a_naked_pair) {
    nonet_grid *g = w_grid("r1c1", "r1c5", "r9c1 r9c5");
    support_expect_none(g, NONET_T_W_WING);
    nonet_grid_free(g);
}

/* {1,2} in r1c1 - r1c5 - r5c5 - r5c9: the ends differ, and r1c9 and r5c1
** see both. */
Test(wings, remote_pair_shaped) {
    const char *const cands[] = {"r1c1", "12", "r1c5", "12", "r5c5", "12", "r5c9", "12", NULL};
    nonet_grid *g = shaped(cands);
    const char *const lines[] = {
        "Remote Pair: 1/2 r1c1 -2- r1c5 -1- r5c5 -2- r5c9 => r1c9,r5c1<>1, r1c9,r5c1<>2", NULL};
    support_found *f = support_expect_open(g, NONET_T_REMOTE_PAIR, lines);
    const nonet_step *s = &f->steps[0];
    cr_expect_eq(s->n_links, 7, "four links inside the cells, three between them");
    for (int i = 0; i < s->n_marks; i++) {
        int at = 0;
        while (at < 4 && support_cell(cands[2 * at]) != s->marks[i].cell) at++;
        cr_expect_eq(s->marks[i].role, at % 2 ? NONET_ROLE_COLOR_B : NONET_ROLE_COLOR_A);
    }
    free(f);
    nonet_grid_free(g);
}

/* Three cells: the ends share a colour, nothing follows. */
Test(wings, remote_pair_needs_four_cells) {
    const char *const cands[] = {"r1c1", "12", "r1c5", "12", "r5c5", "12", NULL};
    nonet_grid *g = shaped(cands);
    support_expect_none(g, NONET_T_REMOTE_PAIR);
    nonet_grid_free(g);
}
