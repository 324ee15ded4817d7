/*
** test_als.c -- ALS-XZ, ALS-XY-Wing, ALS-XY-Chain and Death Blossom: step
** records, positions where nothing may fire, the sets' collection and cache.
** HoDoKu's regression cases and real positions with every step's exact
** text are data: tests/data/techniques/als.test.
*/
#include <criterion/criterion.h>
#include <stdlib.h>

#include "als_sets.h"
#include "step.h"
#include "strategy.h"
#include "support.h"
#include "support_find.h"

/* 0901-1: A = r5c15 {3,6,7} (row 5), B = r6c1237 {1,2,3,6,7} (row 6); the
** 3s of A (r5c1) and of B (r6c12) are all in box 4: X = 3. r5c2 sees the
** 7s of A (r5c5) and of B (r6c1237 cells holding 7). */
#define XZ_SINGLY                                                                           \
    ":0901-1:7:.........2.....3495...3926..9.........41..+98....598..4..182...6......7....3.." \
    "6...:111 711 811 112 712 812 713 813 714 515 715 516 716 722 625 725 726 739 341 744 "  \
    "348 162 589 794:752::"

/* 0903-1: five sets from r2c26 {1,3,5} (1 out, 5 into r2c1 {5,8}, 8 into
** r7c1,r9c2, 9 into row 9's set, 5 into column 8's) back to a set with 1:
** r1c4, r1c6 and r2c7 see every 1 of the first and the last set. HoDoKu's
** eliminations exactly, in one chain of five sets (the shortest). */
#define CHAIN_1                                                                             \
    ":0903-1:1:967.....5...6...471.....+6.+8+6+13..98.+42+8543+6.7.+47+9....6+3.+21......+3..5.2" \
    ".8.7.....4.2:115 525 825 826 435 436 238 167 485:114 116 127::"

/* The chain's record: the sets in order (colours A, B, C, D, then further
** roles), one weak link per RCC from a set to the next, the digits its
** links and eliminations use, each set's unit (row 2 holds the first two
** sets: listed once). */
Test(als, xy_chain_record) {
    nonet_grid *g = support_grid(CHAIN_1);
    support_found *f = support_collect(g, NONET_T_ALS_XY_CHAIN, SUPPORT_UNIQUE);
    cr_assert_eq(f->n, 1);
    const nonet_step *s = &f->steps[0];
    cr_expect_eq(s->n_links, 4);
    const int rcc[4] = {5, 8, 9, 5};
    for (int k = 0; k < 4 && k < s->n_links; k++) {
        cr_expect_eq(s->links[k].from.digit, rcc[k]);
        cr_expect_not(s->links[k].strong);
    }
    cr_expect_eq(s->digits, mask_of(1) | mask_of(5) | mask_of(8) | mask_of(9));
    cr_expect_eq(s->n_units, 4);
    free(f);
    nonet_grid_free(g);
}

/* A candidate in two sets keeps a mark for each (the text reads each set's
** marks); the same mark twice is kept once. */
Test(als, marks_also) {
    nonet_step s;
    step_init(&s, NONET_T_ALS_XY_WING, 0);
    step_add_marks_also(&s, 10, mask_of(3) | mask_of(4), NONET_ROLE_COLOR_A);
    step_add_marks_also(&s, 10, mask_of(3), NONET_ROLE_COLOR_C);
    step_add_marks_also(&s, 10, mask_of(3), NONET_ROLE_COLOR_A);
    cr_assert_eq(s.n_marks, 3);
    cr_expect_eq(s.marks[2].role, NONET_ROLE_COLOR_C);
}

/* An empty grid: every candidate is possible, nothing may be removed. */
Test(als, nothing_in_empty_grid) {
    nonet_grid *g = nonet_grid_new();
    support_expect_none(g, NONET_T_ALS_XZ);
    support_expect_none(g, NONET_T_ALS_XY_WING);
    support_expect_none(g, NONET_T_ALS_XY_CHAIN);
    support_expect_none(g, NONET_T_DEATH_BLOSSOM);
    nonet_grid_free(g);
}

/* A position one cell from solved (0000, full house) has no ALS pattern. */
Test(als, nothing_near_the_end) {
    nonet_grid *g = support_grid(":0000:1:+6+3+42+8+9...8+7531+6+2+9+42+91+7+5+4+6+38+349+16+58+7+2+5+8+79+42..+6"
                                 "+1+62+83+754+97+5+8+4+2+39+61+9.+6+5784+23+4+2+3+6+91...:::182:");
    support_expect_none(g, NONET_T_ALS_XZ);
    support_expect_none(g, NONET_T_ALS_XY_WING);
    support_expect_none(g, NONET_T_ALS_XY_CHAIN);
    support_expect_none(g, NONET_T_DEATH_BLOSSOM);
    nonet_grid_free(g);
}

/* The ALS list: a bivalue cell is listed once (not in its column and box
** again), two cells of a row inside a box once, and every set holds one
** digit more than cells. */
Test(als, collect_dedupes) {
    nonet_grid *g = nonet_grid_new();
    support_cands(g, "r1c1", "12");
    support_cands(g, "r1c2", "23");
    als_list *list = malloc(sizeof *list);
    als_collect(list, g);
    int single = 0, pair = 0;
    for (int i = 0; i < list->n; i++) {
        const als *a = &list->sets[i];
        cr_assert_eq(mask_count(a->digits), a->n + 1);
        if (a->n == 1) {
            single++;
            cr_expect_eq(a->unit, 0);
        }
        if (a->n == 2 && cellset_has(a->cells, 0) && cellset_has(a->cells, 1)) pair++;
    }
    cr_expect_eq(single, 2, "bivalue cells listed %d times", single);
    cr_expect_eq(pair, 1, "r1c12 listed %d times", pair);
    free(list);
    nonet_grid_free(g);
}

/* The cache (als_cache) is one position's list: asked again with the same
** candidates (another grid's, too) it keeps the list and its partners;
** once a candidate goes (a bivalue cell's: that cell is no set any more),
** it holds the new position's sets, as a fresh collection does. */
Test(als, cache_follows_the_candidates) {
    nonet_grid *g = support_grid(XZ_SINGLY);
    nonet_grid *copy = nonet_grid_clone(g);
    als_cache *cache = calloc(1, sizeof *cache);
    als_list *fresh = malloc(sizeof *fresh);
    const als_list *list = als_cache_list(cache, g);
    int n0, n1, k = 0;
    const als_partner *p0 = als_cache_rccs(cache, 0, &n0);
    cr_assert(list == als_cache_list(cache, copy) && list->grid == copy);
    cr_expect(p0 == als_cache_rccs(cache, 0, &n1) && n0 == n1, "the partners are found once per list");
    cr_expect(p0[n0].index == ALS_MAX && p0[n0].rcc == MASK_ALL, "no sentinel after the list");
    while (k < list->n && list->sets[k].n != 1) k++;
    cr_assert_lt(k, list->n, "no bivalue cell");
    cellset gone = list->sets[k].cells;
    grid_eliminate(copy, cellset_first(gone), mask_lowest(list->sets[k].digits));
    list = als_cache_list(cache, copy);
    als_collect(fresh, copy);
    cr_assert_eq(list->n, fresh->n);
    for (int i = 0; i < fresh->n; i++) {
        cr_expect(cellset_equal(list->sets[i].cells, fresh->sets[i].cells) &&
                  list->sets[i].digits == fresh->sets[i].digits);
        cr_expect(!cellset_equal(list->sets[i].cells, gone));
    }
    free(fresh);
    strat_als_cache_free(cache);
    nonet_grid_free(copy);
    nonet_grid_free(g);
}

/* A set's partners but those linked by one digit alone
** (als_cache_rccs_other): the full list in its order without the partners
** whose only RCC is that digit, ended by the sentinel, found once. */
Test(als, partners_by_another_digit) {
    nonet_grid *g = support_grid(XZ_SINGLY);
    als_cache *cache = calloc(1, sizeof *cache);
    const als_list *list = als_cache_list(cache, g);
    for (int i = 0; i < list->n; i++)
        for (uint16_t m = list->sets[i].digits; m; m = mask_rest(m)) {
            int digit = mask_lowest(m), n, n_all, n_full, kept = 0;
            const als_partner *other = als_cache_rccs_other(cache, i, digit, &n, &n_all);
            const als_partner *all = als_cache_rccs(cache, i, &n_full);
            cr_assert(other && all && n_all == n_full);
            for (int k = 0; k < n_full; k++) {
                if (!(all[k].rcc & (uint16_t)~mask_of(digit))) continue;
                cr_expect(kept < n && other[kept].index == all[k].index && other[kept].rcc == all[k].rcc);
                kept++;
            }
            cr_expect_eq(kept, n);
            cr_expect(other[n].index == ALS_MAX && other[n].rcc == MASK_ALL, "no sentinel after the list");
            int n_again, n_all_again;
            cr_expect(other == als_cache_rccs_other(cache, i, digit, &n_again, &n_all_again) && n_again == n);
        }
    strat_als_cache_free(cache);
    nonet_grid_free(g);
}
