/*
** test_grade.c -- grading a trace (src/solve/grade.c) and the solver's order by
** Sudoku Explainer rating.
**
** Three layers: traces built by hand (the sums and the level rules checked
** by hand), puzzles whose HoDoKu 2.2.0 grade is known (from the calibration
** sample puzzles/se-classic-sample.txt, where HoDoKu's own score is the
** expectation, not nonet's output), and the agreement over the whole sample
** held above floors measured when the grader was written (docs/GRADING.md).
*/
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver.h"
#include "step.h"
#include "support.h"

/* ---- traces built by hand ---- */

/* A solved trace holding the given steps (technique, variant), in order. */
static nonet_trace hand_trace(nonet_step *steps, const nonet_technique *techniques, const int *variants,
                              size_t n) {
    nonet_trace t;
    memset(&t, 0, sizeof t);
    t.status = NONET_OK;
    t.solved = true;
    t.stalled_empty = -1;
    for (size_t i = 0; i < n; i++) step_init(&steps[i], techniques[i], variants[i]);
    t.steps = steps;
    t.n_steps = t.cap = n;
    return t;
}

/* Box hidden single 14, row hidden single 14 (rated 1.5), naked single 4,
** X-Wing 140: score 172, level Hard (X-Wing's), rating 3.2 by X-Wing. */
Test(grade, sums_scores_and_takes_the_highest_level_and_rating) {
    static const nonet_technique ts[] = {NONET_T_HIDDEN_SINGLE, NONET_T_HIDDEN_SINGLE, NONET_T_NAKED_SINGLE,
                                         NONET_T_X_WING};
    static const int vs[] = {2, 0, 0, 2};
    nonet_step steps[4];
    nonet_trace t = hand_trace(steps, ts, vs, 4);
    nonet_grade g;
    cr_assert_eq(nonet_grade_trace(&t, &g), NONET_OK);
    cr_expect_eq(g.score, 172);
    cr_expect_eq(g.level, NONET_LEVEL_HARD);
    cr_expect_float_eq(g.se_rating, 3.2, 1e-9);
    cr_expect_eq(g.hardest, NONET_T_X_WING);
    cr_expect_eq(g.steps, 4);
    cr_expect_eq(g.unknown_steps, 0);
    cr_expect(!g.backtracking);
}

/* HoDoKu scores Franken fish by size: a Franken Swordfish 350 (Unfair), a
** Finned Franken Jellyfish 430 (Unfair), a Franken Squirmbag 470 (Extreme);
** a Finned Mutant fish 470 at every size. */
Test(grade, franken_fish_score_by_size) {
    static const nonet_technique ts[] = {NONET_T_FRANKEN_FISH, NONET_T_FINNED_FRANKEN_FISH, NONET_T_FRANKEN_FISH,
                                         NONET_T_FINNED_MUTANT_FISH};
    static const int vs[] = {3, 4, 5, 2};
    nonet_step steps[4];
    nonet_grade g;
    nonet_trace t = hand_trace(steps, ts, vs, 2);
    cr_assert_eq(nonet_grade_trace(&t, &g), NONET_OK);
    cr_expect_eq(g.score, 350 + 430);
    cr_expect_eq(g.level, NONET_LEVEL_UNFAIR);
    t = hand_trace(steps, ts, vs, 4);
    nonet_grade_trace(&t, &g);
    cr_expect_eq(g.score, 350 + 430 + 470 + 470);
    cr_expect_eq(g.level, NONET_LEVEL_EXTREME);
}

/* A hidden single in a column rates 1.5 (Sudoku Explainer), in a box 1.2. */
Test(grade, hidden_single_in_a_line_rates_one_and_a_half) {
    static const nonet_technique ts[] = {NONET_T_HIDDEN_SINGLE, NONET_T_HIDDEN_SINGLE};
    static const int box[] = {2, 2}, column[] = {2, 1};
    nonet_step steps[2];
    nonet_grade g;
    nonet_trace t = hand_trace(steps, ts, box, 2);
    nonet_grade_trace(&t, &g);
    cr_expect_float_eq(g.se_rating, 1.2, 1e-9);
    t = hand_trace(steps, ts, column, 2);
    nonet_grade_trace(&t, &g);
    cr_expect_float_eq(g.se_rating, 1.5, 1e-9);
}

/* HoDoKu's last rule: 57 hidden singles (798) stay Easy; 58 (812 > 800)
** make the puzzle Medium though every step is Easy. */
Test(grade, a_score_above_the_level_maximum_raises_the_level) {
    nonet_technique ts[58];
    int vs[58];
    nonet_step *steps = calloc(58, sizeof *steps);
    for (int i = 0; i < 58; i++) {
        ts[i] = NONET_T_HIDDEN_SINGLE;
        vs[i] = 2;
    }
    nonet_grade g;
    nonet_trace t = hand_trace(steps, ts, vs, 57);
    nonet_grade_trace(&t, &g);
    cr_expect_eq(g.score, 798);
    cr_expect_eq(g.level, NONET_LEVEL_EASY);
    t = hand_trace(steps, ts, vs, 58);
    nonet_grade_trace(&t, &g);
    cr_expect_eq(g.score, 812);
    cr_expect_eq(g.level, NONET_LEVEL_MEDIUM);
    free(steps);
}

/* A stall (backtracking placed the rest) is beyond Extreme: the level says
** so and the logic steps' figures stay, as lower bounds; the backtracking
** step itself adds nothing. */
Test(grade, backtracking_is_a_level_of_its_own) {
    static const nonet_technique ts[] = {NONET_T_POINTING, NONET_T_BACKTRACKING};
    static const int vs[] = {0, 0};
    nonet_step steps[2];
    nonet_trace t = hand_trace(steps, ts, vs, 2);
    t.stalled_empty = 50;
    nonet_grade g;
    nonet_grade_trace(&t, &g);
    cr_expect(g.backtracking);
    cr_expect_eq(g.level, NONET_LEVEL_BACKTRACKING);
    cr_expect_eq(g.score, 50);
    cr_expect_eq(g.steps, 1);
    cr_expect_float_eq(g.se_rating, 2.6, 1e-9);
    cr_expect_str_eq(nonet_level_name(g.level), "backtracking");
}

/* A family without grading data adds nothing and is counted as unknown. */
Test(grade, a_technique_without_data_is_counted_as_unknown) {
    static const nonet_technique ts[] = {NONET_T_NONE, NONET_T_NAKED_PAIR};
    static const int vs[] = {0, 0};
    nonet_step steps[2];
    nonet_trace t = hand_trace(steps, ts, vs, 2);
    nonet_grade g;
    nonet_grade_trace(&t, &g);
    cr_expect_eq(g.unknown_steps, 1);
    cr_expect_eq(g.steps, 2);
    cr_expect_eq(g.score, 60);
    cr_expect_eq(g.level, NONET_LEVEL_MEDIUM);
}

Test(grade, bad_arguments_and_names) {
    nonet_grade g;
    cr_expect_eq(nonet_grade_trace(NULL, &g), NONET_BAD_ARGUMENT);
    static const char *const names[] = {"unknown", "Easy", "Medium", "Hard", "Unfair", "Extreme", "backtracking"};
    for (int i = 0; i <= NONET_LEVEL_BACKTRACKING; i++) cr_expect_str_eq(nonet_level_name((nonet_level)i), names[i]);
    cr_expect_str_eq(nonet_level_name((nonet_level)99), "unknown");
}

/* Every implemented logic technique has HoDoKu data (a row added without
** it would grade as unknown: fill it from HoDoKu's defaults). */
Test(grade, every_logic_technique_has_hodoku_data) {
    for (size_t i = 0; i < nonet_technique_count(); i++) {
        const nonet_technique_info *info = nonet_technique_at(i);
        if (info->flags & NONET_TF_FALLBACK) continue;
        cr_expect_gt(info->hodoku_score, 0, "%s has no HoDoKu score", info->id);
        cr_expect(info->hodoku_level >= NONET_LEVEL_EASY && info->hodoku_level <= NONET_LEVEL_EXTREME,
                  "%s has no HoDoKu level", info->id);
    }
}

/* ---- real puzzles ---- */

/* Explain text in the given order and grade it. */
static nonet_status grade_text(nonet_solver *s, nonet_order order, const char *text, nonet_grade *g) {
    nonet_grid *grid = support_grid(text);
    nonet_trace *t = NULL;
    cr_assert_eq(nonet_solver_set_order(s, order), NONET_OK);
    nonet_status st = nonet_explain(s, grid, &t, NULL);
    cr_assert_eq(nonet_grade_trace(t, g), NONET_OK);
    nonet_trace_free(t);
    nonet_grid_free(grid);
    return st;
}

/* grade_text with a solver of its own, in pipeline order. */
static nonet_status grade_alone(const char *text, nonet_grade *g) {
    nonet_solver *s = nonet_solver_new();
    nonet_status st = grade_text(s, NONET_ORDER_PIPELINE, text, g);
    nonet_solver_free(s);
    return st;
}

/* HoDoKu 2.2.0 grades these (lines 2 and 35 of the sample) Hard 996 and
** Unfair 1626. The second is Unfair by its score alone: its hardest step
** (a W-Wing) is Hard, and 1626 > 1600. */
Test(grade, agrees_with_hodoku_on_two_known_puzzles) {
    nonet_grade g;
    cr_assert_eq(grade_alone("000000000000000012003045000000006000000102407008000300000080090070000000120000000", &g),
                 NONET_OK);
    cr_expect_eq(g.score, 996);
    cr_expect_eq(g.level, NONET_LEVEL_HARD);
    cr_assert_eq(grade_alone("000504000000306000006090400000107000200040001084030670050472030009010200300000007", &g),
                 NONET_OK);
    cr_expect_eq(g.score, 1626);
    cr_expect_eq(g.level, NONET_LEVEL_UNFAIR);
    cr_expect_eq(g.hardest, NONET_T_W_WING);
    cr_expect(!g.backtracking);
}

/* A multiple-solution puzzle has no grade: level unknown, nothing counted. */
Test(grade, an_unsolved_trace_has_an_unknown_level) {
    nonet_grade g;
    cr_expect_eq(grade_alone("534008912672195348198342567859001423426853791713924856961537284287419635345286179", &g),
                 NONET_MULTIPLE_SOLUTIONS);
    cr_expect_eq(g.level, NONET_LEVEL_UNKNOWN);
    cr_expect_eq(g.steps, 0);
}

/* In SE order the first step of Wikipedia's puzzle is a hidden single
** (1.2), where the pipeline takes a naked single (2.3) first; the order is
** the solver's own and can be set back. */
Test(grade, se_order_takes_the_lowest_rating_first) {
    nonet_solver *s = nonet_solver_new();
    nonet_grid *grid = support_grid("530070000600195000098000060800060003400803001700020006060000280000419005000080079");
    nonet_step step;
    cr_assert_eq(nonet_next_step(s, grid, &step), NONET_OK);
    cr_expect_eq(step.technique, NONET_T_NAKED_SINGLE);
    cr_assert_eq(nonet_solver_set_order(s, NONET_ORDER_SE), NONET_OK);
    cr_assert_eq(nonet_next_step(s, grid, &step), NONET_OK);
    cr_expect_eq(step.technique, NONET_T_HIDDEN_SINGLE);
    cr_expect_eq(nonet_solver_set_order(s, (nonet_order)7), NONET_BAD_ARGUMENT);
    cr_assert_eq(nonet_solver_set_order(s, NONET_ORDER_PIPELINE), NONET_OK);
    cr_assert_eq(nonet_next_step(s, grid, &step), NONET_OK);
    cr_expect_eq(step.technique, NONET_T_NAKED_SINGLE);
    nonet_grid_free(grid);
    nonet_solver_free(s);
}

/* ---- agreement over the sample ---- */

typedef struct agreement {
    int puzzles, logic;         /* all; solved by logic alone (pipeline) */
    int level, score_near;      /* of logic: same HoDoKu level; score within 20 */
    int er_exact_se, er_exact_pipeline, er_near_se; /* of all */
} agreement;

/* One calibration line: "puzzle ER EP ED level score source". */
static void agree_line(nonet_solver *s, const char *line, agreement *a) {
    char puzzle[82], level[16];
    double er;
    long score;
    cr_assert_eq(sscanf(line, "%81s %lf %*s %*s %15s %ld", puzzle, &er, level, &score), 4, "%s", line);
    nonet_grade by_se, by_pipeline;
    cr_assert_eq(grade_text(s, NONET_ORDER_SE, puzzle, &by_se), NONET_OK, "%s", puzzle);
    cr_assert_eq(grade_text(s, NONET_ORDER_PIPELINE, puzzle, &by_pipeline), NONET_OK, "%s", puzzle);
    a->puzzles++;
    if (!by_se.backtracking) {
        a->er_exact_se += by_se.se_rating > er - 0.05 && by_se.se_rating < er + 0.05;
        a->er_near_se += by_se.se_rating > er - 0.35 && by_se.se_rating < er + 0.35;
    }
    if (by_pipeline.backtracking) return;
    a->er_exact_pipeline += by_pipeline.se_rating > er - 0.05 && by_pipeline.se_rating < er + 0.05;
    a->logic++;
    a->level += strcmp(nonet_level_name(by_pipeline.level), level) == 0;
    a->score_near += labs(by_pipeline.score - score) <= 20;
}

/*
** The 50-line sample, floors just under what was measured on it when the
** grader was written (40 of 50 by logic alone; of those, 40 same level and
** 32 scores within 20; ER exact 17 in SE order, 6 in pipeline order; ER
** within 0.3 in SE order 29). With SE's direct techniques (strategies/
** direct.c) ER exact in SE order rose to 29 and within 0.3 to 34, and the
** floors with them. docs/GRADING.md has the whole calibration.
*/
Test(grade, agreement_on_the_calibration_sample_stays_above_its_floor, .timeout = 60) {
    char path[512];
    snprintf(path, sizeof path, "%s/puzzles/se-classic-sample.txt", NONET_SOURCE_DIR);
    FILE *fp = fopen(path, "r");
    cr_assert_not_null(fp, "%s", path);
    nonet_solver *s = nonet_solver_new();
    agreement a = {0};
    char line[256];
    while (fgets(line, sizeof line, fp))
        if (line[0] != '#' && line[0] != '\n') agree_line(s, line, &a);
    fclose(fp);
    nonet_solver_free(s);
    cr_assert_eq(a.puzzles, 50);
    cr_expect_geq(a.logic, 38);
    cr_expect_geq(a.level, a.logic - 1, "HoDoKu level: %d of %d", a.level, a.logic);
    cr_expect_geq(a.score_near, 30, "scores within 20: %d of %d", a.score_near, a.logic);
    cr_expect_geq(a.er_exact_se, 27, "ER exact in SE order: %d", a.er_exact_se);
    cr_expect_geq(a.er_near_se, 32, "ER within 0.3 in SE order: %d", a.er_near_se);
    cr_expect_gt(a.er_exact_se, a.er_exact_pipeline, "SE order agrees better with ER (%d, %d)", a.er_exact_se,
                 a.er_exact_pipeline);
}
