/*
** test_wings.c -- XY-Wing, XYZ-Wing, W-Wing and Remote Pair: open grids
** shaped by hand where a pattern must fire or not. HoDoKu's regression
** cases and real positions with every step's exact line are data:
** tests/data/techniques/wings.test.
*/
#include <criterion/criterion.h>
#include <stdlib.h>

#include "support.h"
#include "support_find.h"

/* Real positions from the regression library (HoDoKu 2.2.0); the steps
** were checked by hand on the pencil marks. */

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
