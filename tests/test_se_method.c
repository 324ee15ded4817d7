/*
** test_se_method.c -- Sudoku Explainer's method (the solver's SE order):
** its own producers (strategies/unique_loops.c, bug_types.c,
** aligned_exclusion.c, forcing_chains.c) fire where Sudoku Explainer
** 1.2.1.3 itself fires them, with its eliminations or placement and its
** rating, and do not fire where there is nothing; the SE order runs SE's
** technique set only; grading gives SE's ER/EP/ED.
**
** The cases: puzzles of se-classic-calibration.txt (shared data; the lines
** are copied here) and the step SE 1.2.1.3 (github 1to9only/
** SudokuExplainer at 729c00e, built from source) took on its path through
** each, with its rating, as SE printed them (e.g. "Turbot Fish: B5.2 on |
** place r5c2=2 | 6.6"): nonet's path by SE's method must take a step of
** the technique with exactly those effects and that rating.
*/
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "support_find.h"

/* A step's effects as "r4c8<>3 r5c2<>4": placements, then eliminations. */
static void effects_of(const nonet_step *s, char *out, size_t size) {
    size_t n = 0;
    out[0] = '\0';
    for (int i = 0; i < s->n_placements && n < size; i++)
        n += (size_t)snprintf(out + n, size - n, "%sr%dc%d=%d", n ? " " : "", s->placements[i].cell / 9 + 1,
                              s->placements[i].cell % 9 + 1, s->placements[i].digit);
    for (int i = 0; i < s->n_eliminations && n < size; i++)
        n += (size_t)snprintf(out + n, size - n, "%sr%dc%d<>%d", n ? " " : "", s->eliminations[i].cell / 9 + 1,
                              s->eliminations[i].cell % 9 + 1, s->eliminations[i].digit);
}

/* The space-separated words of text, sorted, into out (order-free
** comparison of effects). */
static void sorted_words(const char *text, char *out, size_t size) {
    char words[64][32];
    int n = 0;
    for (const char *p = text; *p && n < 64;) {
        int len = 0;
        while (*p == ' ') p++;
        while (*p && *p != ' ' && len < 31) words[n][len++] = *p++;
        words[n][len] = '\0';
        if (len) n++;
    }
    qsort(words, (size_t)n, sizeof words[0], (int (*)(const void *, const void *))strcmp);
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        strncat(out, words[i], size - strlen(out) - 1);
        if (i + 1 < n) strncat(out, " ", size - strlen(out) - 1);
    }
}

/* nonet's trace of puzzle by SE's method (the caller frees it). */
static nonet_trace *se_path(const char *puzzle) {
    nonet_solver *solver = nonet_solver_new();
    cr_assert_eq(nonet_solver_set_order(solver, NONET_ORDER_SE), NONET_OK);
    nonet_grid *g = support_grid(puzzle);
    nonet_trace *trace = NULL;
    nonet_error err = {0};
    cr_assert_eq(nonet_explain(solver, g, &trace, &err), NONET_OK, "%s", err.message);
    nonet_grid_free(g);
    nonet_solver_free(solver);
    return trace;
}

/* SE's path through puzzle takes a step of technique id with exactly these
** effects (placement steps: the placement) and this rating. */
static void expect_se_step(const char *puzzle, const char *id, const char *effects, double rating) {
    nonet_trace *trace = se_path(puzzle);
    nonet_technique t = nonet_technique_from_id(id);
    cr_assert_neq(t, NONET_T_NONE, "%s", id);
    bool found = false;
    char want[512];
    sorted_words(effects, want, sizeof want);
    for (size_t i = 0; i < nonet_trace_count(trace) && !found; i++) {
        const nonet_step *s = nonet_trace_step(trace, i);
        char got[512], sorted[512];
        effects_of(s, got, sizeof got);
        sorted_words(got, sorted, sizeof sorted);
        if (s->technique != t || strcmp(sorted, want)) continue;
        cr_expect(fabs(nonet_step_rating(s) - rating) < 1e-9, "%s %s: rated %.2f, SE %.2f", id, effects,
                  nonet_step_rating(s), rating);
        found = true;
    }
    cr_expect(found, "%s: no %s step with %s on SE's path", puzzle, id, effects);
    nonet_trace_free(trace);
}

/* Calibration puzzles with SE's steps (SE's own printout in the comment). */
#define P_BUG1 "000000000000000012003045000000004600010007000780000030000100070004000500020000000"
#define P_TURBOT "000000000000000001002003004000000050006170000010080700000005000003902006070000000"
#define P_UR4 "000000001000000002003045000000000004000006030017500000000030050080000700120000000"
#define P_YCYCLE "000000000000000012003045000000000400000060500070100000000830900010200000500000070"
#define P_CHAINS "000000000000000012003045000000003400060000000710200000000080000000100070005000340"
#define P_LOOP "000000001000002000001000034000010003020050600700000000000807200003000000060000009"
#define P_UR3 "000000000000001002003040050000000040000000300020006700000030800060500000710000600"
#define P_XCYCLE "000000000000001002003004050000006100007050000050000400000030070010700000600000080"
#define P_BUG2 "400382700000000010073000000000407050000560000060000200002105400080000000036004005"
#define P_APE "080060040700400029003019070076000000300004000140070008029080000000000000600020300"
#define P_ATE "000503040502004000000070050810000006007040500400000091090010000000900802080207000"
#define P_BUG4 "000489000000162000090070020035000780000597000400000005760030042014000630300040008"

/* SE: "BUG type 1: E5 | rm r5c5<>3 r5c5<>8" (5.6); "BUG type 2: G5,I8 on 3
** | rm r4c9<>3 r8c7<>3" (5.7); "BUG type 4: H1,H9 on 7 | rm r1c8<>5
** r9c8<>1" (5.7). */
Test(se_method, bug_types_as_se) {
    expect_se_step(P_BUG1, "bug", "r5c5<>3 r5c5<>8", 5.6);
    expect_se_step(P_BUG2, "bug", "r4c9<>3 r8c7<>3", 5.7);
    expect_se_step(P_BUG4, "bug", "r9c8<>1 r1c8<>5", 5.7);
}

/* SE: "Unique Rectangle type 4: C8,C9,E9,E8 on 5, 9 | rm r8c5<>9 r9c5<>9"
** (4.5); "Unique Loop type 2: E1,E2,G2,G3,B3,B1 on 8, 9 | rm r1c7<>5
** r2c1<>5 r2c2<>5 r2c3<>5" (4.6), later "Unique Loop type 1: E1,E2,B2,B3,
** G3,G1 on 8, 9 | rm r2c2<>8 r2c2<>9" (4.6); "Unique Rectangle type 3:
** I1,I3,B3,B1 on 7, 8 | rm r5c2<>9" (4.6: a naked pair). */
Test(se_method, unique_loops_as_se) {
    expect_se_step(P_UR4, "unique_loop", "r8c5<>9 r9c5<>9", 4.5);
    expect_se_step(P_LOOP, "unique_loop", "r2c1<>5 r2c2<>5 r2c3<>5 r1c7<>5", 4.6);
    expect_se_step(P_LOOP, "unique_loop", "r2c2<>8 r2c2<>9", 4.6);
    expect_se_step(P_UR3, "unique_loop", "r5c2<>9", 4.6);
}

/* SE: "Aligned Pair Exclusion: G7,G8 | rm r8c7<>5" (6.2); "Aligned Triplet
** Exclusion: C8,C9,C7 | rm r8c3<>3 r8c3<>6" (7.5). */
Test(se_method, aligned_exclusion_as_se) {
    expect_se_step(P_APE, "aligned_pair_exclusion", "r8c7<>5", 6.2);
    expect_se_step(P_ATE, "aligned_triplet_exclusion", "r8c3<>3 r8c3<>6", 7.5);
}

/* SE: "Bidirectional X-Cycle: E2,D3,D9,C9,B7,B2 | rm r6c4<>9 r8c3<>9" (6.5,
** 6 states); "Bidirectional Y-Cycle: A6,H6,H5,C5 | rm r4c8<>3 r5c2<>4"
** (6.6, 8 states); "Bidirectional Cycle: D1,D4,E5,E2,G2,G1,B1 | rm
** r1c1<>5" (7.2, 10 states). */
Test(se_method, cycles_as_se) {
    expect_se_step(P_XCYCLE, "x_cycle", "r8c3<>9 r6c4<>9", 6.5);
    expect_se_step(P_YCYCLE, "y_cycle", "r5c2<>4 r4c8<>3", 6.6);
    expect_se_step(P_CHAINS, "xy_cycle", "r1c1<>5", 7.2);
}

/* SE: "Turbot Fish: B5.2 on | place r5c2=2" (6.6, 6 states); "Forcing Chain:
** H5.9 off | rm r5c8<>9" (7.1, 8 states); "Forcing Chain: C2.8 on | place
** r2c3=8" (7.2, 10 states). */
Test(se_method, forcing_chains_as_se) {
    expect_se_step(P_TURBOT, "forcing_x_chain", "r5c2=2", 6.6);
    expect_se_step(P_CHAINS, "forcing_chain", "r5c8<>9", 7.1);
    expect_se_step(P_CHAINS, "forcing_chain", "r2c3=8", 7.2);
}

/* A position of naked singles only: no cell with two candidates, so no
** chain, loop, BUG or exclusion starts anywhere. */
#define SINGLES_ONLY "534678912672195348198342567859761423426853791713924856961537284287419635345286100"

/* The ladder (strategies/se_ladder.c) on a calibration puzzle SE rates
** 9.5/1.2/1.2, with SE's own printout of its steps: "Nishio Forcing Chain:
** B9.2 on ==> G7.2 both on & off | rm r9c2<>2" (7.9, complexity 15);
** "Region Forcing Chains: 5 in row ==> I2.9 off | rm r2c9<>9" (8.3);
** "Cell Forcing Chains: E7 ==> C7.1 off | rm r7c3<>1" (8.3); dynamic:
** "Region Forcing Chains: 7 in column ==> C5.7 off | rm r5c3<>7" (9.0),
** "Contradiction Forcing Chain: B9.1 on ==> G7.7 both on & off | rm
** r9c2<>1" (9.1), "Double Forcing Chain: I2.8 on & off ==> I2.7 off | rm
** r2c9<>7" (8.9), "Cell Forcing Chains: H5 ==> G4.7 off | rm r4c7<>7"
** (9.0); Dynamic+: "Region Forcing Chains: 4 in row ==> F5.7 off | rm
** r5c6<>7" (9.3), "Double Forcing Chain: G2.7 on & off ==> B5.7 off | rm
** r5c2<>7" (9.4). */
#define P_LADDER "708000300000201000500000000040000026300080000000100090090600004000070500000000000"

Test(se_method, ladder_as_se) {
    expect_se_step(P_LADDER, "nishio_forcing_chains", "r9c2<>2", 7.9);
    expect_se_step(P_LADDER, "region_forcing_chains", "r2c9<>9", 8.3);
    expect_se_step(P_LADDER, "cell_forcing_chains", "r7c3<>1", 8.3);
    expect_se_step(P_LADDER, "dynamic_region_forcing", "r5c3<>7", 9.0);
    expect_se_step(P_LADDER, "dynamic_contradiction", "r9c2<>1", 9.1);
    expect_se_step(P_LADDER, "dynamic_double_chains", "r2c9<>7", 8.9);
    expect_se_step(P_LADDER, "dynamic_cell_forcing", "r4c7<>7", 9.0);
    expect_se_step(P_LADDER, "dynamic_plus", "r5c6<>7", 9.3);
    expect_se_step(P_LADDER, "dynamic_plus", "r5c2<>7", 9.4);
}

/* The start of one of the forum's hardest puzzles (SE 11+: only nested
** chains find anything there): no rung of the ladder up to Dynamic+ fires;
** nor on a position of naked singles only (no cell with two candidates). */
#define P_FORUM_11 "980700600750040000003008070500007030009400000000020100300000001090005080005200006"

Test(se_method, ladder_silent_where_it_must_be) {
    static const char *const ids[] = {"nishio_forcing_chains", "cell_forcing_chains", "region_forcing_chains",
                                      "dynamic_contradiction", "dynamic_double_chains", "dynamic_cell_forcing",
                                      "dynamic_region_forcing", "dynamic_plus", NULL};
    nonet_step steps[SUPPORT_FIND_MAX];
    for (int i = 0; ids[i]; i++) {
        cr_expect_eq(support_find_in(P_FORUM_11, nonet_technique_from_id(ids[i]), steps), 0, "%s", ids[i]);
        cr_expect_eq(support_find_in(SINGLES_ONLY, nonet_technique_from_id(ids[i]), steps), 0, "%s", ids[i]);
    }
}


Test(se_method, nothing_where_nothing_starts) {
    /* forcing_chain is HoDoKu's in find (test_forcing_nets.c), SE's in SE's order only */
    static const char *const ids[] = {"x_cycle", "y_cycle", "xy_cycle", "forcing_x_chain", "unique_loop", "bug",
                                      "aligned_pair_exclusion", "aligned_triplet_exclusion", NULL};
    nonet_step steps[SUPPORT_FIND_MAX];
    for (int i = 0; ids[i]; i++)
        cr_expect_eq(support_find_in(SINGLES_ONLY, nonet_technique_from_id(ids[i]), steps), 0, "%s", ids[i]);
}

/* The start of a 17-clue puzzle: cells of many candidates, few bivalue
** cells, no loop of two digits, no BUG (many digits have three or more
** places in a unit, in cells of three or more candidates), and no aligned
** exclusion (no two-candidate excluders). */
Test(se_method, nothing_at_a_17_clue_start) {
    static const char *const ids[] = {"unique_loop", "bug", "aligned_pair_exclusion", "aligned_triplet_exclusion",
                                      NULL};
    nonet_step steps[SUPPORT_FIND_MAX];
    for (int i = 0; ids[i]; i++)
        cr_expect_eq(support_find_in(P_TURBOT, nonet_technique_from_id(ids[i]), steps), 0, "%s", ids[i]);
}

/* SE's order runs SE's technique set only: its path never takes a step of
** a pipeline-only technique, and the pipeline never one of SE's own. */
Test(se_method, each_order_its_own_set) {
    nonet_trace *trace = se_path(P_CHAINS);
    for (size_t i = 0; i < nonet_trace_count(trace); i++) {
        const nonet_technique_info *info = nonet_technique_info_of(nonet_trace_step(trace, i)->technique);
        cr_expect(!(info->flags & NONET_TF_PIPELINE_ONLY), "SE's path took %s", info->id);
    }
    nonet_trace_free(trace);
    nonet_solver *solver = nonet_solver_new();
    nonet_grid *g = support_grid(P_CHAINS);
    cr_assert_eq(nonet_explain(solver, g, &trace, NULL), NONET_OK);
    for (size_t i = 0; i < nonet_trace_count(trace); i++) {
        const nonet_technique_info *info = nonet_technique_info_of(nonet_trace_step(trace, i)->technique);
        cr_expect(!(info->flags & NONET_TF_SE_ORDER_ONLY), "the pipeline took %s", info->id);
    }
    nonet_trace_free(trace);
    nonet_grid_free(g);
    nonet_solver_free(solver);
}

/* ER/EP/ED: the puzzle of the cycles case, by SE 1.2.1.3 7.2/1.2/1.2. */
Test(se_method, grade_gives_se_triple) {
    nonet_trace *trace = se_path(P_CHAINS);
    nonet_grade grade;
    cr_assert_eq(nonet_grade_trace(trace, &grade), NONET_OK);
    cr_expect(fabs(grade.se_rating - 7.2) < 1e-9, "ER %.2f", grade.se_rating);
    cr_expect(fabs(grade.se_pearl - 1.2) < 1e-9, "EP %.2f", grade.se_pearl);
    cr_expect(fabs(grade.se_diamond - 1.2) < 1e-9, "ED %.2f", grade.se_diamond);
    cr_expect(!grade.backtracking);
    nonet_trace_free(trace);
}

/* One line of a rated sample: SE's ER, EP, ED and nonet's grade by SE's
** method. */
static void grade_line(const char *line, double se[3], nonet_grade *grade) {
    char puzzle[82];
    cr_assert_eq(sscanf(line, "%81s %lf %lf %lf", puzzle, &se[0], &se[1], &se[2]), 4, "%s", line);
    nonet_trace *trace = se_path(puzzle);
    cr_assert_eq(nonet_grade_trace(trace, grade), NONET_OK);
    nonet_trace_free(trace);
}

/* puzzles/se-classic-sample-200.txt (every 6th calibration puzzle, with SE
** 1.2.1.3's ER/EP/ED): every puzzle gets SE's ER exactly, Nishio,
** Multiple and Dynamic forcing chains included (strategies/se_ladder.c);
** one that needs a rung nonet lacks would stall and get a lower bound,
** never more; EP and ED are SE's on all 209. */
Test(se_method, se_triple_on_the_calibration_sample, .timeout = 300) {
    char path[512], line[256];
    snprintf(path, sizeof path, "%s/puzzles/se-classic-sample-200.txt", NONET_SOURCE_DIR);
    FILE *fp = fopen(path, "r");
    cr_assert_not_null(fp, "%s", path);
    int n = 0, er = 0, ep = 0, ed = 0;
    while (fgets(line, sizeof line, fp)) {
        if (line[0] == '#') continue;
        double se[3];
        nonet_grade g;
        grade_line(line, se, &g);
        bool exact = fabs(g.se_rating - se[0]) < 0.05;
        cr_expect(exact || (g.backtracking && g.se_rating < se[0]), "%.81s: ER %.1f, SE %.1f", line, g.se_rating, se[0]);
        n++;
        er += exact;
        ep += fabs(g.se_pearl - se[1]) < 0.05;
        ed += fabs(g.se_diamond - se[2]) < 0.05;
    }
    fclose(fp);
    cr_expect_eq(n, 209);
    cr_expect_geq(er, 209, "ER exact %d of %d", er, n);
    cr_expect_eq(ep, n, "EP exact %d of %d", ep, n);
    cr_expect_eq(ed, n, "ED exact %d of %d", ed, n);
}
