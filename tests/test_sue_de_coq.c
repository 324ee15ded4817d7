/*
** test_sue_de_coq.c -- Sue de Coq: near misses, where nothing may fire.
** HoDoKu's regression cases, its own example with every step's exact line
** and a real position without one are data:
** tests/data/techniques/sue_de_coq.test.
*/
#include <criterion/criterion.h>
#include <stdlib.h>

#include "support.h"
#include "support_find.h"

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
