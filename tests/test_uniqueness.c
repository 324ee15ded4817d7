/*
** test_uniqueness.c -- unique rectangles (types 1-6), hidden rectangle,
** avoidable rectangles and BUG+1: positions where they must fire (exact
** eliminations and text), and positions where they must not. HoDoKu's
** regression cases are data: tests/data/techniques/uniqueness.test.
*/
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "grid.h"
#include "strategy.h"
#include "support.h"
#include "support_find.h"
#include "../src/engine/rectangles.h"

/* ---- helpers ---- */

/* The step of t in the position whose text is expected (the test fails
** when there is none); copied to out. Every step found must agree with the
** position's solution. */
static void expect_line(const char *position, nonet_technique t, const char *expected, nonet_step *out) {
    nonet_grid *g = support_grid(position);
    support_found *f = support_collect(g, t, SUPPORT_IF_UNIQUE);
    cr_assert_leq(f->n, SUPPORT_MAX_STEPS);
    size_t hit = 0;
    while (hit < f->n && strcmp(f->text[hit], expected)) hit++;
    cr_assert_lt(hit, f->n, "no step \"%s\" among %zu found (first: %s)", expected, f->n,
                 f->n ? f->text[0] : "none");
    if (out) *out = f->steps[hit];
    free(f);
    nonet_grid_free(g);
}

/* How many steps of t g holds (each checked when g has one solution). */
static size_t count_found(const nonet_grid *g, nonet_technique t) {
    support_found *f = support_collect(g, t, SUPPORT_IF_UNIQUE);
    size_t n = f->n;
    free(f);
    return n;
}

/* A strategy sink that counts what it is handed and never stops. */
static bool count_emit(strat_ctx *ctx, nonet_step *step) {
    (void)step;
    (*(int *)ctx->user)++;
    return false;
}

/* Call a strategy directly, telling it whether the position is unique. */
static int run_direct(strat_fn fn, const nonet_grid *g, bool unique) {
    int n = 0;
    strat_ctx ctx = {.emit = count_emit, .user = &n, .unique = unique};
    cr_assert_not(fn(g, &ctx));
    return n;
}

/* ---- positions (HoDoKu library lines; most are HoDoKu's own examples) ---- */

#define UR1 ":0600:89:+5.+2..896+71..7..+4+5+2.675..3+8+121+3+6+578+4+9+6+5489+1+2+737....4+6+15+8219...+34+3.+6....+9+8..+5.+8+3.26::822 922:"
#define UR2 ":0601:12:....6..2.394...7..2.+6..41....2....4..6.8........6.9....4...739...1.8...2.+2....51.:114 116 819 829 839 849 869 574 575 581 582 495:514 516 526 528 529 534 535::"
#define UR2_3_4 ":0601:7:.79.....6+3.5+6.14..6........+5+6+4..8.2.+298+51+4+6+3+7+71+32..+854.......6885.4..2.3..6....+4.::774 775 776 783 788 794 795 796:"
#define UR3 ":0602:57:+54.........72+4.5..9.....+463...964.....5...+6........1.281...7........5+7867+5.3.....:213 613 714 715 626 134 834 135 835 151 251 252 663 568 373 195 196:355 356 361 362 363 368 854 855 856 862 863:"
#define UR4 ":0603:48:+3+9+6+17+52+8481+4+29+63..5+27.+8.+1+6+9..+5+9.2..1+2.38.19..9.+16.+7...+1.+2+7+6.5+98..8.2+9+7137.9.1+8...:448 465 468 492 692 494:442 447::"
#define UR5 ":0604-1:27:..+8..47+25+5+62+837+9+4+1....2+5+368+65+9+2+8+14+7381+4+3+79+6+5+2...+5461+8+9....1+85.49....+2+8.+7.8...+3+2.6:361:382::"
#define UR6 ":0605:5:541.+3.+7.+9....+7.+245...9+4+5+1.3....+6.891....+8.+3+7+66+1+8397+4+5+2+2+67+4+1+9+5+3+8+1+8+9+7536+2+43+54+826+9+17::543 554:"
#define HR ":0606:5:.+9.+45.2..3.+27+8..+9.7..+29..1.9+3+51+2+8746.+7.+6.+9......5.+7..9+129+3+7+54+6+8+56+3+8+14+9..+48+7+9+623+51::529:"
#define HR_MISSING ":0606:23:....41+8.+7.7+4...5+1..+1..+7.+46.5+4+37..68+1+19+83+6+4+2+7+5...+1+5+8.4.4.1.8+7..+6.+8.2+1.7.+4...+4..+1.+8:218 221 321 921 924 626 926 329 231 233 336 398:339::"
#define AR1 ":0607:9:+95+4+3..+1.+7+76+15.42..+2+38.71...4+1...36.8.+2....+9.+189.1..7..3...+1+9.+7+2..+92.7+31.+172.3..9.:639:929:"
#define AR2 ":0608:12:......+531.96...7+425.....+6+9+8......8..7.94..+1.+3....329..+9..+1+28+3+65+832.5.+41+9+6+51+3+49+287:814 815 141 142:714 715 716 732 733 736::"
#define BUG ":0610::8+4+9325+6+1+77+3+2+8..9+4+5+5+6+1+7..+32+8+49327+85+61+1+5+7.3.8+9+2+2+86...+4+7+3+9+7+8..+213+4+3+149+87+2566+2+5..+3+7+8+9::565 965::"
#define BUG_NOT ":0610-x::+5+4..9.8.1392..8.+5..+1.....2..3+46..5+926+2..4.+1.31+59..3.4..8+5.....+7.+7+18+3.4654+63.5.+2..:714 716 724 625 733 434 734 636 736 637 737 639 745 754 756 765 174 274 175 276 976 994 196:176 276 476 676:"

/* ---- must fire: exact lines (HoDoKu's own wording where it printed one) ---- */

Test(unique_rectangle, type1) {
    nonet_step s;
    /* HoDoKu's example for type 1, word for word. */
    expect_line(UR1, NONET_T_UNIQUE_RECTANGLE, "Uniqueness Test 1: 8/9 in r2c23,r6c23 => r2c2<>8, r2c2<>9", &s);
    cr_assert_eq(s.variant, 1);
    cr_assert_eq(s.digits, mask_of(8) | mask_of(9));
    cr_assert_eq(s.n_cells, 4);
    bool extra_is_fin = false;
    for (int i = 0; i < s.n_marks; i++)
        if (s.marks[i].cell == support_cell("r2c2") && s.marks[i].digit == 3) extra_is_fin = s.marks[i].role == NONET_ROLE_FIN;
    cr_assert(extra_is_fin, "the extra candidate 3 in r2c2 is marked as a fin");
}

Test(unique_rectangle, type2) {
    expect_line(UR2, NONET_T_UNIQUE_RECTANGLE, "Uniqueness Test 2: 1/2 in r2c45,r7c45 => r1c46,r2c689,r3c45<>5", NULL);
}

Test(unique_rectangle, type3) {
    nonet_step s;
    expect_line(UR3, NONET_T_UNIQUE_RECTANGLE,
                "Uniqueness Test 3: 5/7 in r3c45,r6c45 => r5c56,r6c1238<>3, r5c456,r6c23<>8", &s);
    /* The naked triple {3,8} + pseudo cell sits in row 6 and box 5. */
    cr_assert_eq(s.n_units, 2);
    cr_assert_eq(s.units[0].unit, 5);
    cr_assert_eq(s.units[1].unit, 18 + 4);
}

Test(unique_rectangle, type4) {
    nonet_step s;
    expect_line(UR4, NONET_T_UNIQUE_RECTANGLE, "Uniqueness Test 4: 4/8 in r4c27,r6c27 => r4c27<>4", &s);
    /* 8 is confined to r4c2 and r4c7 in row 4: the strong link. */
    cr_assert_eq(s.n_units, 1);
    cr_assert_eq(s.units[0].unit, 3);
    cr_assert_eq(s.n_links, 1);
    cr_assert(s.links[0].strong && s.links[0].from.digit == 8);
}

Test(unique_rectangle, type5) {
    /* 3 is the only extra of r6c2, r7c1 and r7c2; r8c2 sees all three. */
    expect_line(UR5, NONET_T_UNIQUE_RECTANGLE, "Uniqueness Test 5: 2/7 in r6c12,r7c12 => r8c2<>3", NULL);
}

Test(unique_rectangle, type6) {
    nonet_step s;
    expect_line(UR6, NONET_T_UNIQUE_RECTANGLE, "Uniqueness Test 6: 2/5 in r4c34,r5c34 => r4c3,r5c4<>5", &s);
    cr_assert_eq(s.n_units, 4); /* the X-Wing's two rows and two columns */
}

Test(unique_rectangle, simplest_type_first) {
    /* Types 2, 3 and 4 all apply; the driver gets type 2 (HoDoKu's own
    ** example for type 2). */
    nonet_grid *g = support_grid(UR2_3_4);
    nonet_solver *solver = nonet_solver_new();
    cr_assert_eq(nonet_solver_set_techniques(solver, "unique_rectangle", NULL), NONET_OK);
    nonet_step s;
    cr_assert_eq(nonet_next_step(solver, g, &s), NONET_OK);
    cr_assert_str_eq(support_step_text(&s), "Uniqueness Test 2: 6/9 in r6c56,r8c56 => r7c456,r8c38,r9c456<>7");
    nonet_solver_free(solver);
    nonet_grid_free(g);
}

Test(hidden_rectangle, fires) {
    expect_line(HR, NONET_T_HIDDEN_RECTANGLE, "Hidden Rectangle: 4/5 in r2c29,r3c29 => r2c9<>5", NULL);
}

Test(hidden_rectangle, with_missing_candidates) {
    /* r2c9 and r3c6 lack the 3 (eliminated earlier). */
    expect_line(HR_MISSING, NONET_T_HIDDEN_RECTANGLE, "Hidden Rectangle: 2/3 in r2c69,r3c69 => r3c9<>3", NULL);
}

Test(avoidable_rectangle, type1) {
    /* HoDoKu writes the digits as 9/7 (the order it met them). */
    expect_line(AR1, NONET_T_AVOIDABLE_RECTANGLE, "Avoidable Rectangle Type 1: 7/9 in r1c19,r2c19 => r2c9<>9", NULL);
}

Test(avoidable_rectangle, type2) {
    expect_line(AR2, NONET_T_AVOIDABLE_RECTANGLE,
                "Avoidable Rectangle Type 2: 1/2 in r3c45,r7c45 => r1c456,r3c236<>7", NULL);
}

Test(bug_plus_1, fires) {
    nonet_step s;
    expect_line(BUG, NONET_T_BUG_PLUS_1, "Bivalue Universal Grave + 1 => r6c5<>5, r6c5<>9", &s);
    nonet_grid *g = support_grid(BUG);
    uint8_t solution[81];
    support_solution(g, solution);
    cr_assert_eq(s.digits, mask_of(solution[support_cell("r6c5")]), "the odd digit is the solution's");
    nonet_grid_free(g);
}

/* ---- must not fire ---- */

Test(uniqueness, nothing_without_a_unique_solution) {
    /* Solved grid with r1c4 r1c5 r4c4 r4c5 (6/7 crosswise) and r1c2, r3c4
    ** emptied: r1c4 holds {3,6,7}, the other corners {6,7} -- a type 1
    ** pattern, but the position has two solutions (r1c4 is 6 or 7). */
    nonet_grid *g = support_grid("504008912672195348198042567859001423426853791713924856961537284287419635345286179");
    int count = 0;
    nonet_count(g, 3, &count, NULL);
    cr_assert_eq(count, 2);
    cr_assert_eq(count_found(g, NONET_T_UNIQUE_RECTANGLE), 0);
    cr_assert_eq(run_direct(strat_unique_rectangle, g, false), 0);
    /* The pattern is there: told (wrongly) that the position is unique,
    ** the strategy would use it. */
    cr_assert_gt(run_direct(strat_unique_rectangle, g, true), 0);
    nonet_grid_free(g);
}

Test(uniqueness, each_function_checks_ctx_unique) {
    static const struct {
        const char *position;
        strat_fn fn;
    } cases[] = {{UR1, strat_unique_rectangle},
                 {HR, strat_hidden_rectangle},
                 {AR1, strat_avoidable_rectangle},
                 {BUG, strat_bug_plus_1}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        nonet_grid *g = support_grid(cases[i].position);
        cr_assert_gt(run_direct(cases[i].fn, g, true), 0, "case %zu fires when unique", i);
        cr_assert_eq(run_direct(cases[i].fn, g, false), 0, "case %zu silent when not known unique", i);
        nonet_grid_free(g);
    }
}

/* Pencil marks only, no filled cell: every cell restricted to its digit in
** solution, except the listed cells, which get the listed masks. */
static nonet_grid *pencil_grid(const char *solution, const char *const cells[], const uint16_t masks[], int n) {
    nonet_grid *g = nonet_grid_new();
    grid_init(g);
    g->has_pencilmarks = true;
    for (int c = 0; c < 81; c++) {
        uint16_t mask = mask_of(solution[c] - '0');
        for (int i = 0; i < n; i++)
            if (support_cell(cells[i]) == c) mask = masks[i];
        grid_restrict(g, c, mask);
    }
    return g;
}

Test(unique_rectangle, missing_candidate_needs_the_filled_cells_to_decide) {
    /* Corners r1c4=6 r1c5=7 r4c4=7 r4c5=6 of the solution below; r4c4
    ** holds only 7 (6 is missing), r4c5 has the extra 1. Type 1 would say
    ** r4c5<>6 -- wrong: the swapped grid breaks r4c4's mask, so nothing
    ** rules it out, and here no filled cell backs the argument. */
    static const char *const cells[] = {"r1c4", "r1c5", "r4c4", "r4c5"};
    static const uint16_t masks[] = {0x60, 0x60, 0x40, 0x61}; /* 67 67 7 167 */
    nonet_grid *g = pencil_grid("534678912672195348198342567859761423426853791713924856961537284287419635345286179",
                                cells, masks, 4);
    uint8_t solution[81];
    support_solution(g, solution);
    cr_assert_eq(solution[support_cell("r4c5")], 6);
    cr_assert_eq(count_found(g, NONET_T_UNIQUE_RECTANGLE), 0);
    cr_assert_eq(count_found(g, NONET_T_HIDDEN_RECTANGLE), 0);
    nonet_grid_free(g);
}

Test(avoidable_rectangle, needs_givens) {
    nonet_grid *g = support_grid(AR1);
    g->has_givens = false; /* as for a position read from pencil marks */
    cr_assert_eq(count_found(g, NONET_T_AVOIDABLE_RECTANGLE), 0);
    cr_assert_eq(run_direct(strat_avoidable_rectangle, g, true), 0);
    nonet_grid_free(g);
}

Test(avoidable_rectangle, needs_the_givens_to_decide) {
    /* The same cells, but none of them a given: the givens alone (none)
    ** do not decide the puzzle, so swapping solved cells proves nothing. */
    nonet_grid *g = support_grid(AR1);
    for (int c = 0; c < 81; c++) g->given[c] = 0;
    cr_assert_eq(count_found(g, NONET_T_AVOIDABLE_RECTANGLE), 0);
    nonet_grid_free(g);
}

Test(bug_plus_1, no_odd_digit) {
    /* HoDoKu's fail case: all cells bivalue but r7c6 {1,4,6}, and each of
    ** 1, 4, 6 has two places in r7, c6 and b8: no digit is the odd one. */
    nonet_grid *g = support_grid(BUG_NOT);
    cr_assert_eq(nonet_grid_candidates(g, support_cell("r7c6")), mask_of(1) | mask_of(4) | mask_of(6));
    cr_assert_eq(count_found(g, NONET_T_BUG_PLUS_1), 0);
    nonet_grid_free(g);
}

/* ---- derived positions: every step agrees with the solution ---- */

typedef struct derive_run {
    const uint8_t *solution;
    int fired, unsound;
    char first_unsound[512];
} derive_run;

static bool check_sound(const nonet_step *step, void *user) {
    derive_run *run = user;
    run->fired++;
    if (!support_step_sound(step, run->solution) && !run->unsound++)
        snprintf(run->first_unsound, sizeof run->first_unsound, "%s", support_step_text(step));
    return false;
}

static uint32_t next_random(uint64_t *state) {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return (uint32_t)(*state >> 11);
}

/* A position on the way to the solution: some solution digits placed
** (not as givens), some wrong candidates removed; with fewer_givens, part
** of the givens become ordinary filled cells. */
static void derive_solving(nonet_grid *g, const uint8_t solution[81], bool fewer_givens, uint64_t *rng) {
    uint32_t place = next_random(rng) % 60, drop = 40 + next_random(rng) % 60;
    for (int c = 0; c < 81 && fewer_givens; c++)
        if (g->given[c] && next_random(rng) % 100 < 40) g->given[c] = 0;
    for (int c = 0; c < 81; c++)
        if (!g->value[c] && next_random(rng) % 100 < place && mask_has(g->cand[c], solution[c]))
            grid_place(g, c, solution[c]);
    for (int c = 0; c < 81; c++)
        for (int d = 1; d <= 9; d++)
            if (d != solution[c] && mask_has(g->cand[c], d) && next_random(rng) % 100 < drop) grid_eliminate(g, c, d);
}

/* Pencil marks only: each cell keeps its solution digit and a few others. */
static void derive_pencil(nonet_grid *g, const uint8_t solution[81], uint64_t *rng) {
    uint32_t keep = 5 + next_random(rng) % 40;
    bool was_filled[81];
    for (int c = 0; c < 81; c++) was_filled[c] = g->value[c] != 0;
    grid_init(g);
    g->has_pencilmarks = true;
    for (int c = 0; c < 81; c++) {
        uint16_t mask = mask_of(solution[c]);
        for (int d = 1; d <= 9 && !was_filled[c]; d++)
            if (next_random(rng) % 100 < keep) mask |= mask_of(d);
        grid_restrict(g, c, mask);
    }
}

static const nonet_technique uniqueness_rows[] = {NONET_T_UNIQUE_RECTANGLE, NONET_T_HIDDEN_RECTANGLE,
                                                   NONET_T_AVOIDABLE_RECTANGLE, NONET_T_BUG_PLUS_1};

Test(uniqueness, derived_positions_are_sound) {
    FILE *fp = fopen(NONET_SOURCE_DIR "/tests/data/hodoku-reglib-1.3.txt", "r");
    cr_assert_not_null(fp);
    nonet_solver *solver = nonet_solver_new();
    derive_run run = {0};
    uint64_t rng = 0x9e3779b97f4a7c15u;
    char line[4096];
    int positions = 0, line_no = 0;
    while (fgets(line, sizeof line, fp)) {
        if (line_no++ % 3) continue; /* a third of the cases keeps it quick */
        nonet_grid *base = nonet_grid_new();
        uint8_t solution[81];
        int count = 0;
        if (line[0] != ':' || nonet_grid_parse(base, line, NULL) != NONET_OK ||
            nonet_count(base, 2, &count, solution) != NONET_OK || count != 1) {
            nonet_grid_free(base);
            continue;
        }
        run.solution = solution;
        for (int mode = 0; mode < 3; mode++) {
            nonet_grid g = *base;
            if (mode < 2) derive_solving(&g, solution, mode == 1, &rng);
            else derive_pencil(&g, solution, &rng);
            if (nonet_count(&g, 2, &count, NULL) != NONET_OK || count != 1) continue;
            positions++;
            for (size_t i = 0; i < sizeof uniqueness_rows / sizeof uniqueness_rows[0]; i++)
                cr_assert_eq(nonet_find(solver, &g, uniqueness_rows[i], check_sound, &run, NULL), NONET_OK);
        }
        nonet_grid_free(base);
    }
    fclose(fp);
    nonet_solver_free(solver);
    cr_log_info("derived positions: %d, steps: %d", positions, run.fired);
    cr_assert_gt(run.fired, 200, "the derived positions exercise the strategies");
    cr_assert_eq(run.unsound, 0, "%d unsound steps, first: %s", run.unsound, run.first_unsound);
}

/* ---- the rectangle table ---- */

/*
** uq_rectangles and uq_rect_lines (written out by macros) against their
** definition: rows
** r1 < r2, columns c1 < c2, in that order, the four cells in exactly two
** boxes, each rectangle once.
*/
Test(uniqueness, rectangle_table_matches_its_definition) {
    int n = 0;
    for (int r1 = 0; r1 < 9; r1++)
        for (int r2 = r1 + 1; r2 < 9; r2++)
            for (int c1 = 0; c1 < 9; c1++)
                for (int c2 = c1 + 1; c2 < 9; c2++) {
                    if ((r1 / 3 == r2 / 3) == (c1 / 3 == c2 / 3)) continue; /* one box, or four */
                    cr_assert_lt(n, UQ_RECTANGLES);
                    const uint8_t *rect = uq_rectangles[n++];
                    cr_assert(rect[0] == r1 * 9 + c1 && rect[1] == r1 * 9 + c2 && rect[2] == r2 * 9 + c1 &&
                                  rect[3] == r2 * 9 + c2,
                              "rectangle %d is r%dc%d r%dc%d, not r%dc%d r%dc%d", n - 1, rect[0] / 9 + 1,
                              rect[0] % 9 + 1, rect[3] / 9 + 1, rect[3] % 9 + 1, r1 + 1, c1 + 1, r2 + 1, c2 + 1);
                    const uq_lines *l = &uq_rect_lines[n - 1];
                    cr_assert(l->r1 == r1 && l->r2 == r2 && l->cols == ((1u << c1) | (1u << c2)),
                              "rectangle %d's rows and columns", n - 1);
                }
    cr_assert_eq(n, UQ_RECTANGLES);
}
