/*
** test_direct.c -- Sudoku Explainer's direct techniques: direct pointing,
** claiming, hidden pair and triple (strategies/direct.c). Positions are the
** first lines of the 17-clue collection (Royle's, in the workplace's
** shared data), as given: every step is checked against the solution (the
** hidden triple's position is data: tests/data/techniques/direct.test).
*/
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "support.h"
#include "support_find.h"

/* 17-clue lines 1-4. */
#define CLUE17_1 "000000000000000001000002030000003020001040000005000060030000004070080009620007000"
#define CLUE17_2 "000000000000000001000002030000003020004000050006010000030000006070080009520700000"
#define CLUE17_3 "000000000000000001000002030000004250006000000017000080000070006400060000900800010"
#define CLUE17_4 "000000000000000001000002030000004500001060000040000007000080400009000200306100090"

/* Line 1: 2 of b9 lies only in c7 (r78c7), so r1c7 and r2c7 lose 2; in b3,
** 2 was open in r1c7, r2c7 and r1c9, and keeps r1c9. The seven other
** pointing steps of the position give no single. */
Test(direct, pointing_exactly) {
    nonet_step steps[SUPPORT_FIND_MAX];
    cr_assert_eq(support_find_in(CLUE17_1, NONET_T_POINTING, steps), 8);
    cr_assert_eq(support_find_in(CLUE17_1, NONET_T_DIRECT_POINTING, steps), 1);
    const nonet_step *s = &steps[0];
    cr_assert_str_eq(support_step_text(s), "Direct Pointing: 2 in b9 => r12c7<>2 => r1c9=2");
    cr_assert(support_candidates_are(s->eliminations, s->n_eliminations, "217 227"));
    cr_assert(support_candidates_are(s->placements, s->n_placements, "219"));
    cr_assert_eq(s->n_units, 3);
    cr_assert_eq(s->units[0].unit, support_unit("b9"));
    cr_assert_eq(s->units[0].role, NONET_ROLE_BASE);
    cr_assert_eq(s->units[1].unit, support_unit("c7"));
    cr_assert_eq(s->units[1].role, NONET_ROLE_COVER);
    cr_assert_eq(s->units[2].unit, support_unit("b3")); /* the single's unit */
    cr_assert_eq(s->units[2].role, NONET_ROLE_PATTERN);
    cr_assert_eq(s->n_marks, 3); /* 2 in r78c7, then the single */
    cr_assert_eq(s->marks[2].cell, support_cell("r1c9"));
    cr_assert_eq(s->marks[2].role, NONET_ROLE_PINCER);
}

/* Line 2: 6 of r9 lies only in b8, so r8c4 and r8c6 lose it and row 8
** keeps it in r8c1 alone; 6 of c2 lies only in b1, so r123c1 lose it and
** column 1 keeps it in r8c1 alone. Both are claiming steps. */
Test(direct, claiming_exactly) {
    static const char *const lines[] = {
        "Direct Claiming: 6 in r9 => r8c46<>6 => r8c1=6",
        "Direct Claiming: 6 in c2 => r123c1<>6 => r8c1=6",
        NULL,
    };
    support_expect_steps(CLUE17_2, NONET_T_DIRECT_CLAIMING, lines);
    nonet_step steps[SUPPORT_FIND_MAX];
    cr_assert_eq(support_find_in(CLUE17_2, NONET_T_DIRECT_CLAIMING, steps), 2);
    cr_assert(support_candidates_are(steps[0].eliminations, steps[0].n_eliminations, "684 686"));
    cr_assert(support_candidates_are(steps[0].placements, steps[0].n_placements, "681"));
    cr_assert_eq(steps[0].units[0].unit, support_unit("r9"));
    cr_assert_eq(steps[0].units[2].unit, support_unit("r8"));
}

/* Line 1: 2,6 of b9 only in r78c7: their other digits go, and 7 of b9, open
** in r7c7 and r7c8, keeps r7c8. 2,3 of r8 only in r8c47: 6 of r8 keeps r8c6. */
Test(direct, hidden_pair_exactly) {
    static const char *const lines[] = {
        "Direct Hidden Pair: 2,6 in r78c7 => r78c7<>1, r8c7<>3, r78c7<>5, r7c7<>7, r7c7<>8 => r7c8=7",
        "Direct Hidden Pair: 2,3 in r8c47 => r8c47<>1, r8c4<>4, r8c47<>5, r8c47<>6 => r8c6=6",
        NULL,
    };
    support_expect_steps(CLUE17_1, NONET_T_DIRECT_HIDDEN_PAIR, lines);
    nonet_step steps[SUPPORT_FIND_MAX];
    cr_assert_eq(support_find_in(CLUE17_1, NONET_T_DIRECT_HIDDEN_PAIR, steps), 2);
    const nonet_step *s = &steps[0];
    cr_assert(support_candidates_are(s->placements, s->n_placements, "778"));
    cr_assert(support_candidates_are(s->eliminations, s->n_eliminations, "177 187 387 577 587 777 877"));
    cr_assert_eq(s->digits, (1u << 1) | (1u << 5));
    cr_assert_eq(s->n_cells, 2); /* the pair's cells; the single is a mark */
}

/* Line 3 has one pointing step (7 of b7 leaves r123c2) and it gives no
** single; line 4 has two hidden pairs and neither gives one. */
Test(direct, not_without_a_single) {
    nonet_step steps[SUPPORT_FIND_MAX];
    cr_assert_eq(support_find_in(CLUE17_3, NONET_T_POINTING, steps), 1);
    cr_assert_eq(support_find_in(CLUE17_3, NONET_T_DIRECT_POINTING, steps), 0);
    cr_assert_eq(support_find_in(CLUE17_4, NONET_T_HIDDEN_PAIR, steps), 2);
    cr_assert_eq(support_find_in(CLUE17_4, NONET_T_DIRECT_HIDDEN_PAIR, steps), 0);
    /* 7 of c1 leaves r123c2 (a claiming step) without a single there */
    cr_assert_eq(support_find_in(CLUE17_3, NONET_T_CLAIMING, steps), 6);
    cr_assert_eq(support_find_in(CLUE17_3, NONET_T_DIRECT_CLAIMING, steps), 5);
}

/* A position with no intersection or hidden subset at all: the solved
** grid less one cell (a full house only). */
Test(direct, nothing_in_a_nearly_full_grid) {
    nonet_grid *g = support_grid("034678912672195348198342567859761423426853791713924856961537284287419635345286179");
    support_expect_none(g, NONET_T_DIRECT_POINTING);
    support_expect_none(g, NONET_T_DIRECT_CLAIMING);
    support_expect_none(g, NONET_T_DIRECT_HIDDEN_PAIR);
    support_expect_none(g, NONET_T_DIRECT_HIDDEN_TRIPLE);
    nonet_grid_free(g);
}

/* ---- the order: SE's only ---- */

static bool is_direct(nonet_technique t) {
    return t == NONET_T_DIRECT_POINTING || t == NONET_T_DIRECT_CLAIMING || t == NONET_T_DIRECT_HIDDEN_PAIR ||
           t == NONET_T_DIRECT_HIDDEN_TRIPLE;
}

/* How many direct steps the solver's trace of puzzle has; the trace must
** end solved (the driver refuses any step the solution contradicts). */
static int direct_steps(nonet_solver *s, const char *puzzle) {
    nonet_grid *g = support_grid(puzzle);
    nonet_trace *trace = NULL;
    cr_assert_eq(nonet_explain(s, g, &trace, NULL), NONET_OK, "%s", puzzle);
    int n = 0;
    for (size_t i = 0; i < nonet_trace_count(trace); i++) n += is_direct(nonet_trace_step(trace, i)->technique);
    nonet_trace_free(trace);
    nonet_grid_free(g);
    return n;
}

/* Direct steps in the traces of the 50 puzzles of
** puzzles/se-classic-sample.txt by a solver in order, with only the
** techniques ids (NULL: all). */
static int direct_steps_in_sample(nonet_order order, const char *ids) {
    char path[512], line[256], puzzle[82];
    snprintf(path, sizeof path, "%s/puzzles/se-classic-sample.txt", NONET_SOURCE_DIR);
    FILE *fp = fopen(path, "r");
    cr_assert_not_null(fp, "%s", path);
    nonet_solver *s = nonet_solver_new();
    cr_assert_eq(nonet_solver_set_order(s, order), NONET_OK);
    if (ids) cr_assert_eq(nonet_solver_set_techniques(s, ids, NULL), NONET_OK);
    int n = 0;
    while (fgets(line, sizeof line, fp))
        if (line[0] != '#' && sscanf(line, "%81s", puzzle) == 1) n += direct_steps(s, puzzle);
    fclose(fp);
    nonet_solver_free(s);
    return n;
}

/* The default solver (HoDoKu's order) never takes a direct step; in SE
** order they are taken, and every trace still solves (each step checked). */
Test(direct, only_in_se_order, .timeout = 60) {
    cr_expect_eq(direct_steps_in_sample(NONET_ORDER_PIPELINE, NULL), 0);
    int in_se = direct_steps_in_sample(NONET_ORDER_SE, NULL);
    cr_expect_gt(in_se, 20, "direct steps in SE order: %d", in_se);
}

/* The same with the plain intersections and subsets off, which in the
** pipeline's order would otherwise take every direct step's pattern first:
** the rows themselves stay out of that order. */
#define SINGLES_AND_DIRECT "full_house,hidden_single,direct_pointing,direct_claiming,direct_hidden_pair,direct_hidden_triple"

Test(direct, not_in_the_pipeline_even_alone, .timeout = 60) {
    cr_expect_eq(direct_steps_in_sample(NONET_ORDER_PIPELINE, SINGLES_AND_DIRECT), 0);
    int in_se = direct_steps_in_sample(NONET_ORDER_SE, SINGLES_AND_DIRECT);
    cr_expect_gt(in_se, 20, "direct steps in SE order: %d", in_se);
}

/* The four direct rows carry NONET_TF_SE_ORDER_ONLY (with SE's own producers). */
Test(direct, flagged_se_order_only) {
    for (size_t i = 0; i < nonet_technique_count(); i++) {
        const nonet_technique_info *info = nonet_technique_at(i);
        if (is_direct(info->technique)) cr_expect(info->flags & NONET_TF_SE_ORDER_ONLY, "%s", info->id);
    }
}
