/*
** test_chains.c -- X-Chain, XY-Chain, Continuous and Discontinuous Nice
** Loop and AIC: real positions whose steps' records are checked (AICs,
** ALS nodes), and open grids shaped by hand where a chain must fire or not.
** HoDoKu's regression cases and real positions with every step's exact line
** are data: tests/data/techniques/chains.test.
*/
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "support_find.h"

/* Real positions from the regression library (HoDoKu 2.2.0) where one
** chain is found; each line was checked by hand on the pencil marks. */

/* 0708: HoDoKu's AIC r3c4<>5 among others. */
#define AIC_5                                                                                \
    ":0708-1:5:+2......69+98..2.13+7+71.....+24..+9....+5..4...9.7.+5671+329+4+8+6.1....8+33......" \
    "+9+6+4+9867+32+15::513 523 533 572 582::9"

/* The AIC finds many chains here; the shortest comes first. */
Test(chains, aic_position) {
    nonet_grid *g = support_grid(AIC_5);
    support_found *f = support_collect(g, NONET_T_AIC, SUPPORT_UNIQUE);
    cr_assert_gt(f->n, 1);
    cr_expect_str_eq(f->text[0], "AIC: 3/5 3- r3c4 =3= r3c3 -3- r1c2 -5- r1c7 =5= r3c7 -5 => r3c4<>5");
    cr_expect_eq(f->steps[0].n_links, 5);
    cr_expect_eq(f->steps[0].links[0].strong, 1, "an AIC starts with a strong link");
    cr_expect_eq(f->steps[0].links[4].strong, 1, "and ends with one");
    free(f);
    nonet_grid_free(g);
}

/* Open grids shaped by hand. Digit 1 has two places in rows 1, 5 and 8
** only: r1c1 =1= r1c5 -1- r5c5 =1= r5c8 -1- r8c8 =1= r8c2. */
static nonet_grid *x_grid(const char *row8) {
    nonet_grid *g = nonet_grid_new();
    support_keep(g, 1, "r1", "r1c1 r1c5");
    support_keep(g, 1, "r5", "r5c5 r5c8");
    support_keep(g, 1, "r8", row8);
    return g;
}

Test(chains, x_chain_shaped) {
    nonet_grid *g = x_grid("r8c2 r8c8");
    const char *const lines[] = {
        "X-Chain: 1 r1c1 =1= r1c5 -1- r5c5 =1= r5c8 -1- r8c8 =1= r8c2 => r23c2,r79c1<>1", NULL};
    support_found *f = support_expect_open(g, NONET_T_X_CHAIN, lines);
    cr_expect_eq(f->steps[0].n_links, 5);
    cr_expect_eq(f->steps[0].marks[0].role, NONET_ROLE_COLOR_A);
    cr_expect_eq(f->steps[0].marks[1].role, NONET_ROLE_COLOR_B);
    free(f);
    const char *const aic[] = {
        "AIC: 1 1- r1c1 =1= r1c5 -1- r5c5 =1= r5c8 -1- r8c8 =1= r8c2 -1 => r23c2,r79c1<>1", NULL};
    free(support_expect_open(g, NONET_T_AIC, aic));
    support_found *dnl = support_collect(g, NONET_T_DISCONTINUOUS_NICE_LOOP, SUPPORT_UNCHECKED);
    cr_expect_eq(dnl->n, 4, "one loop per candidate that sees both ends");
    free(dnl);
    support_expect_none(g, NONET_T_XY_CHAIN);
    support_expect_none(g, NONET_T_CONTINUOUS_NICE_LOOP);
    nonet_grid_free(g);
}

/* Row 8's pair moved to c2, c9: neither r8c2 nor r8c9 sees a cell of the
** other two strong links, so no chain joins them. */
Test(chains, x_chain_needs_the_weak_link) {
    nonet_grid *g = x_grid("r8c2 r8c9");
    support_expect_none(g, NONET_T_X_CHAIN);
    support_expect_none(g, NONET_T_AIC);
    nonet_grid_free(g);
}

/* Bivalue r1c1 {1,2}, r1c5 {2,3}, the {3,4} cell third, r5c9 {1,4}. */
static nonet_grid *xy_grid(const char *third) {
    nonet_grid *g = nonet_grid_new();
    support_cands(g, "r1c1", "12");
    support_cands(g, "r1c5", "23");
    support_cands(g, third, "34");
    support_cands(g, "r5c9", "14");
    return g;
}

/* With r5c5 {3,4}, the chain runs r1c1 .. r5c9: r1c9 and r5c1 see both
** ends. */
Test(chains, xy_chain_shaped) {
    nonet_grid *g = xy_grid("r5c5");
    const char *const lines[] = {"XY-Chain: 1 1- r1c1 -2- r1c5 -3- r5c5 -4- r5c9 -1 => r1c9,r5c1<>1",
                                 NULL};
    free(support_expect_open(g, NONET_T_XY_CHAIN, lines));
    support_expect_none(g, NONET_T_X_CHAIN);
    nonet_grid_free(g);
}

/* The {3,4} cell moved to r6c6, which sees neither r1c5 nor r5c9: the
** chain breaks. */
Test(chains, xy_chain_needs_every_link) {
    nonet_grid *g = xy_grid("r6c6");
    support_expect_none(g, NONET_T_XY_CHAIN);
    nonet_grid_free(g);
}

/* An empty grid has no strong link at all: no chain of any kind. */
Test(chains, nothing_without_strong_links) {
    nonet_grid *g = nonet_grid_new();
    const nonet_technique ts[] = {NONET_T_X_CHAIN, NONET_T_XY_CHAIN, NONET_T_CONTINUOUS_NICE_LOOP,
                                  NONET_T_DISCONTINUOUS_NICE_LOOP, NONET_T_AIC};
    for (size_t i = 0; i < sizeof ts / sizeof ts[0]; i++) support_expect_none(g, ts[i]);
    nonet_grid_free(g);
}

/* Grouped chains on real positions; group nodes print as "r78c7". */

/* 0711: HoDoKu's r1c7, r3c4-6<>3 through the groups r45c9 and r9c8's
** column. */
#define GAIC_3 \
    ":0711-1:3:5..41..686....9.+4.14.....5.49...2...+78.....2..+6.7...95+81.....72.+5.8...+19" \
    "97..61..4:213 313 223 323 329 233 333 737 343 647 657 366 373 283 383:317 334 335 336::11"

/* Every grouped AIC has a group node; this one is HoDoKu's. */
Test(chains, grouped_aic_position) {
    nonet_grid *g = support_grid(GAIC_3);
    support_found *f = support_collect(g, NONET_T_GROUPED_AIC, SUPPORT_UNIQUE);
    const char *want = "Grouped AIC: 2/3/7 3- r1c6 -7- r8c6 =7= r8c5 =2= r8c1 -2- r9c3 -3- r9c8 =3= r4c8 -3- "
                       "r45c9 =3= r3c9 -3 => r1c7,r3c456<>3";
    bool seen = false;
    for (size_t i = 0; i < f->n && i < SUPPORT_MAX_STEPS; i++) {
        seen = seen || !strcmp(f->text[i], want);
        bool group = false;
        for (int k = 1; k < f->steps[i].n_marks; k++)
            group = group || (f->steps[i].marks[k].role == f->steps[i].marks[k - 1].role &&
                              f->steps[i].marks[k].digit == f->steps[i].marks[k - 1].digit);
        cr_expect(group, "no group node in %s", f->text[i]);
    }
    cr_expect(seen, "%s not found", want);
    free(f);
    nonet_grid_free(g);
}

/* In the broken X-Chain grid no group node has a strong link (the rest of
** a unit's places is never one group), so no grouped chain exists. */
Test(chains, grouped_needs_a_group) {
    nonet_grid *g = x_grid("r8c2 r8c9");
    support_expect_none(g, NONET_T_GROUPED_AIC);
    support_expect_none(g, NONET_T_GROUPED_CONTINUOUS_NICE_LOOP);
    nonet_grid_free(g);
}

/* 0711-4: HoDoKu's r2c8<>5, r9c8<>8. An ALS node left to a part of its
** set, "(8=7)r8c279" (the set loses 8, so 7 is in it), and one that forces
** a cell, "(7)r2c25" (the set loses 7, its 2 and 5 leave r2c8: 8). */
#define GAIC_ALS \
    ":0711-4:58:86.9.+1+3..+4.+9+3.+6...+3.1478.+6.7+38.+1+9..6542+6+83.1.+1+9+6.+4+7.3.+983+165.7.+6.4.+32.+9.+2+1.." \
    "+946.3::528 898::6"

/* f's step whose text is want, or NULL. */
static const nonet_step *step_reading(const support_found *f, const char *want) {
    for (size_t i = 0; i < f->n && i < SUPPORT_MAX_STEPS; i++)
        if (!strcmp(f->text[i], want)) return &f->steps[i];
    return NULL;
}

/* The marks of colour C in f's step whose text is want: the rest of its
** ALS nodes' sets; -1 when no step has that text. */
static int als_rest_marks(const support_found *f, const char *want) {
    const nonet_step *step = step_reading(f, want);
    if (!step) return -1;
    int n = 0;
    for (int k = 0; k < step->n_marks; k++) n += step->marks[k].role == NONET_ROLE_COLOR_C;
    return n;
}

Test(chains, grouped_aic_als_nodes) {
    nonet_grid *g = support_grid(GAIC_ALS);
    support_found *f = support_collect(g, NONET_T_GROUPED_AIC, SUPPORT_UNIQUE);
    /* r8c2 57, r8c7 158, r8c9 158 less 8 and 7: 5; 1, 5; 1, 5. r2c2 257,
    ** r2c5 25 less 7: 2, 5; 2, 5. */
    cr_expect_eq(als_rest_marks(f, "Grouped AIC: 7/8 8- r9c4 =8= r9c8 -8- (8=7)r8c279 -7- (7)r2c25 =8= r2c8 -8 => "
                                   "r9c8<>8"),
                 5 + 4);
    cr_expect_eq(als_rest_marks(f, "Grouped AIC: 5/7/8 5- r9c8 =5= r9c3 -5- r1c3 -7- (7)r2c25 =8= r2c8 -8 => "
                                   "r2c8<>5, r9c8<>8"),
                 4);
    free(f);
    nonet_grid_free(g);
}

/* 0710-4: HoDoKu's r3c8<>8, and 0711-4: its r8c5<>4, r7c5<>6. In find, an
** ALS node's set may hold cells of nodes before it (chain_als.h's open
** parts): r1c789,r23c9 those of the group r1c89, r5c147 the cell r5c7,
** whose 6 the chain has taken off and the set's 6 puts back. */
#define GDNL_ALS_OPEN \
    ":0710-4:8:..7942...3..5...4.......9...82+73.+56167.+1+5.+83213+5+82+647+9..1.......5...8..4...4156..:519 " \
    "339 976:838::12"
#define GAIC_ALS_OPEN \
    ":0711-4:46:.594....33.75+961.+8...+7..9.+5.....43...1..7..9+4..46.......2....+3...13.25.96....741+2:811 " \
    "217 218 831 232 432 835 836 638 541 245 248 561 262 962 265 565 166 366 866 268 471 974 175 575 875 " \
    "885:485 675::16"

/* How many marks of step are (cell, digit). */
static int marks_of(const nonet_step *step, const char *cell, int digit) {
    int n = 0;
    for (int k = 0; k < step->n_marks; k++)
        n += step->marks[k].cell == support_cell(cell) && step->marks[k].digit == digit;
    return n;
}

Test(chains, als_node_holds_earlier_nodes) {
    nonet_grid *g = support_grid(GDNL_ALS_OPEN);
    support_found *f = support_collect(g, NONET_T_GROUPED_DISCONTINUOUS_NICE_LOOP, SUPPORT_UNIQUE);
    const nonet_step *step = step_reading(f, "Grouped Discontinuous Nice Loop: 1/6/8 r3c8 -8- r1c89 =8= r1c1 -8- "
                                             "(8=6)r235c3 -6- r1c2 -1- (1=8)r1c789,r23c9 -8- r3c8 => r3c8<>8");
    cr_expect_not_null(step);
    free(f);
    nonet_grid_free(g);
    g = support_grid(GAIC_ALS_OPEN);
    f = support_collect(g, NONET_T_GROUPED_AIC, SUPPORT_UNIQUE);
    step = step_reading(f, "Grouped AIC: 3/4/5/6 4- r7c5 -6- r7c9 =6= r4c9 -6- r5c7 =6= r5c3 =3= r9c3 =5= r45c3 "
                           "-5- (5=6)r5c147 -6- r1c7 =6= r1c8 -6- r8c8 =6= r8c5 -6 => r8c5<>4, r7c5<>6");
    cr_assert_not_null(step);
    cr_expect_eq(marks_of(step, "r5c7", 6), 2, "r5c7's 6: a node, then the set's exit");
    free(f);
    nonet_grid_free(g);
}

/* HoDoKu keeps ALS nodes out of the plain chains: there, no step has one
** (no mark of colour C), where the grouped AIC finds them. */
Test(chains, plain_chains_have_no_als_nodes) {
    nonet_grid *g = support_grid(GAIC_ALS);
    const nonet_technique ts[] = {NONET_T_AIC, NONET_T_CONTINUOUS_NICE_LOOP, NONET_T_DISCONTINUOUS_NICE_LOOP};
    for (size_t t = 0; t < sizeof ts / sizeof ts[0]; t++) {
        support_found *f = support_collect(g, ts[t], SUPPORT_UNIQUE);
        for (size_t i = 0; i < f->n && i < SUPPORT_MAX_STEPS; i++)
            for (int k = 0; k < f->steps[i].n_marks; k++)
                cr_expect_neq(f->steps[i].marks[k].role, NONET_ROLE_COLOR_C, "%s", f->text[i]);
        free(f);
    }
    nonet_grid_free(g);
}

/* Digit 1 has two places in rows 1 and 5 only, in columns 1 and 5: the
** X-Wing read as a loop. Every weak link (in columns 1 and 5) becomes
** strong, so 1 leaves the rest of both columns. */
Test(chains, continuous_nice_loop_shaped) {
    nonet_grid *g = nonet_grid_new();
    support_keep(g, 1, "r1", "r1c1 r1c5");
    support_keep(g, 1, "r5", "r5c1 r5c5");
    const char *const lines[] = {"Continuous Nice Loop: 1 r1c1 =1= r1c5 -1- r5c5 =1= r5c1 -1- r1c1 => "
                                 "r2c15,r3c15,r4c15,r6c15,r7c15,r8c15,r9c15<>1",
                                 NULL};
    support_found *f = support_expect_open(g, NONET_T_CONTINUOUS_NICE_LOOP, lines);
    cr_expect_eq(f->steps[0].n_links, 4, "the loop closes with a fourth link");
    cr_expect_eq(f->steps[0].links[3].strong, 0);
    free(f);
    nonet_grid_free(g);
}
