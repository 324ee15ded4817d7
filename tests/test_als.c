/*
** test_als.c -- ALS-XZ, ALS-XY-Wing and Death Blossom: HoDoKu's regression cases, real
** positions with every step found and its exact text, and positions where
** nothing may fire.
*/
#include <criterion/criterion.h>
#include <stdlib.h>

#include "als_sets.h"
#include "step.h"
#include "strategy.h"
#include "support.h"
#include "support_find.h"
#include "support_reglib.h"

/* HoDoKu's codes: 0901 ALS-XZ (-1 singly, -2 doubly linked), 0902
** ALS-XY-Wing (-2: cases HoDoKu runs with overlapping sets allowed). */
Test(als, reglib_als_xz) { support_reglib_all("0901", NONET_T_ALS_XZ, 17); }
Test(als, reglib_als_xy_wing) { support_reglib_all("0902", NONET_T_ALS_XY_WING, 14); }
/* 0903 ALS-XY-Chain (one case without a variant). */
Test(als, reglib_als_xy_chain) { support_reglib_all("0903", NONET_T_ALS_XY_CHAIN, 15); }
/* 0904 Death Blossom (-2: cases HoDoKu runs with overlapping petals). */
Test(als, reglib_death_blossom) { support_reglib_all("0904", NONET_T_DEATH_BLOSSOM, 17); }

/* 0901-1: A = r5c15 {3,6,7} (row 5), B = r6c1237 {1,2,3,6,7} (row 6); the
** 3s of A (r5c1) and of B (r6c12) are all in box 4: X = 3. r5c2 sees the
** 7s of A (r5c5) and of B (r6c1237 cells holding 7). */
#define XZ_SINGLY                                                                           \
    ":0901-1:7:.........2.....3495...3926..9.........41..+98....598..4..182...6......7....3.." \
    "6...:111 711 811 112 712 812 713 813 714 515 715 516 716 722 625 725 726 739 341 744 "  \
    "348 162 589 794:752::"

Test(als, xz_singly_linked) {
    const char *const lines[] = {"ALS-XZ: A=r5c15 {367}, B=r6c1237 {12367}, X=3, Z=7 => r5c2<>7", NULL};
    support_expect_steps(XZ_SINGLY, NONET_T_ALS_XZ, lines);
}

/* 0901-2 (HoDoKu's doubly-linked example): A = r2c239 {2,4,7,9}, B =
** r4c23 {1,2,4}, RCCs 2 and 4: A keeps 7 and 9, B keeps 1. */
#define XZ_DOUBLY                                                                           \
    ":0901-2:12479:.......+3.6..5..18..83.1..+2....9573...6.....92...........+6...254.487...1" \
    "+3..23.....:111 615 616 636 453 457 261 262 164 464 664 465 467 667 668 669 171 971 172 " \
    "972 985 986 791 792 895 995 196 896 996:141 149 151 153 161 162 163 212 413 463 725 925 926::"

Test(als, xz_doubly_linked) {
    const char *const lines[] = {"ALS-XZ: A=r2c239 {2479}, B=r4c23 {124}, X=2,4 => r4c19,r5c13,r6c123<>1, "
                                 "r1c2<>2, r16c3<>4, r2c5<>7, r2c56<>9",
                                 NULL};
    support_expect_steps(XZ_DOUBLY, NONET_T_ALS_XZ, lines);
}

/* 0902-2 (overlapping sets): C = r245c3 {3,5,6,7}; A = r6c1467 {2,3,4,6,7}
** links to C by 6 or 7, B by the other; both hold 2, and r6c2 sees every 2
** of A and B. In the first step B and C share r2c3, in the second A and B
** share r6c1 (no 6 or 7 of a link there). */
#define WING_2                                                                              \
    ":0902-2:2:..1...34.4....697....23+4...9...5.8.....6.8.....8.9...1....45...+5728....4.84" \
    "...5..:711 912 519 538 249 257 259 559 759 667 974 177 677 678 978 279 979 186 188 688 " \
    "298 299:262::"

Test(als, xy_wing_overlapping) {
    const char *const lines[] = {
        "ALS-XY-Wing: A=r6c1467 {23467}, B=r123c2,r23c3 {235679}, C=r245c3 {3567}, X,Y=6,7, Z=2 => r6c2<>2",
        "ALS-XY-Wing: A=r6c1467 {23467}, B=r5679c1 {12367}, C=r245c3 {3567}, X,Y=6,7, Z=2 => r6c2<>2", NULL};
    support_expect_steps(WING_2, NONET_T_ALS_XY_WING, lines);
}

/* 0904-1: stem r1c3 {3,5,6}; petals r8c38 {3,6,9} for 3, r1c7 {5,9} for 5,
** r3c1245 {1,3,5,6,9} for 6; all hold 9 and r3c8 sees every 9 of them. */
#define BLOSSOM_9                                                                           \
    ":0904-1:9:.1.8+4...28.4.2..3...2..74.+8.97..1.+4..+4..........4..62...96..7+8+4.8..5+42.1" \
    "4....8.5.:918 622 635 541 151 551 153 955 656 361 271 681 392 393 394 395:938::"

Test(als, death_blossom_position) {
    const char *const lines[] = {
        "Death Blossom: r1c3, -3- r8c38 {369}, -5- r1c7 {59}, -6- r3c1245 {13569} => r3c8<>9", NULL};
    support_expect_steps(BLOSSOM_9, NONET_T_DEATH_BLOSSOM, lines);
}

/* 0902-1: C = r3c6 {6,8}; A = r123c8,r3c79 (box 3) reaches C by 6 (r3c79),
** B = r36c5 by 8 (r3c5) or C = r3c56 by 9; Z = 7: r6c8 sees A's 7 (r1c8)
** and B's (r6c5). The position has ALS-XY-Wings but no ALS-XZ. */
#define WING_ONLY                                                                           \
    ":0902-1:7:+8...43..+1.+3+1.5+7..8.721......9+3+5+1......5....1.18.3..........1.67..7..9" \
    "1..3+1+8+76592+4:441 247 451 254 454 854 255 257 265 267 471 274 875 481 284 885:768::"

Test(als, xy_wing_position) {
    const char *const lines[] = {
        "ALS-XY-Wing: A=r123c8,r3c79 {345679}, B=r36c5 {789}, C=r3c6 {68}, X,Y=6,8, Z=7 => r6c8<>7",
        "ALS-XY-Wing: A=r123c8,r3c79 {345679}, B=r3678c5 {23789}, C=r3c6 {68}, X,Y=6,8, Z=7 => r6c8<>7",
        "ALS-XY-Wing: A=r123c8,r3c79 {345679}, B=r456c6,r5c4,r6c5 {246789}, C=r3c6 {68}, X,Y=6,8, Z=7 => "
        "r6c8<>7",
        "ALS-XY-Wing: A=r123c8,r3c79 {345679}, B=r6c5 {79}, C=r3c56 {689}, X,Y=6,9, Z=7 => r6c8<>7",
        "ALS-XY-Wing: A=r123c8,r3c79 {345679}, B=r678c5 {2379}, C=r3c56 {689}, X,Y=6,9, Z=7 => r6c8<>7",
        NULL};
    support_expect_steps(WING_ONLY, NONET_T_ALS_XY_WING, lines);
}

/* 0904-2 (overlapping petals): stem r2c1 {1,5,9}; the same set r3c124
** {4,5,6,9} is the petal of 5 and of 9, and is written for both. */
#define BLOSSOM_OVERLAP                                                                     \
    ":0904-2:4:2.......3.38........7.3.182+32.9.+15....57.23...+71+3+56+24.789+51+36+2+4..+2..." \
    "93.4.+3...+8.5:612 415 815 618 718 621 624 425 625 725 728 729 632 659 684 485 885 786:436::"

Test(als, death_blossom_overlapping) {
    const char *const lines[] = {
        "Death Blossom: r2c1, -1- r239c4 {1246}, -5- r3c124 {4569}, -9- r3c124 {4569} => r3c6<>4", NULL};
    support_expect_steps(BLOSSOM_OVERLAP, NONET_T_DEATH_BLOSSOM, lines);
}

/* 0903-1: five sets from r2c26 {1,3,5} (1 out, 5 into r2c1 {5,8}, 8 into
** r7c1,r9c2, 9 into row 9's set, 5 into column 8's) back to a set with 1:
** r1c4, r1c6 and r2c7 see every 1 of the first and the last set. HoDoKu's
** eliminations exactly, in one chain of five sets (the shortest). */
#define CHAIN_1                                                                             \
    ":0903-1:1:967.....5...6...471.....+6.+8+6+13..98.+42+8543+6.7.+47+9....6+3.+21......+3..5.2" \
    ".8.7.....4.2:115 525 825 826 435 436 238 167 485:114 116 127::"

Test(als, xy_chain_position) {
    const char *const lines[] = {"ALS-XY-Chain: 1- r2c26 {135} -5- r2c1 {58} -8- r7c1,r9c2 {589} -9- "
                                 "r9c34568 {135689} -5- r1347c8 {12359} -1 => r1c46,r2c7<>1",
                                 NULL};
    support_expect_steps(CHAIN_1, NONET_T_ALS_XY_CHAIN, lines);
}

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

Test(als, xz_not_in_wing_position) {
    const char *const none[] = {NULL};
    support_expect_steps(WING_ONLY, NONET_T_ALS_XZ, none);
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
