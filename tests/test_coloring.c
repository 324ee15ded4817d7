/*
** test_coloring.c -- Simple Colors (trap, wrap) and Multi Colors (1, 2).
**
** Positions are lines of HoDoKu's regression library (tests/data/
** hodoku-reglib-1.3.txt, line numbers given); the exact eliminations and
** colours asserted here were checked by hand on the digit's picture.
*/
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "support_find.h"

/* reglib line 855: digit 2, cluster r2c4,r3c3 / r3c6,r9c3; r9c4 sees r2c4
** (column 4) and r9c3 (row 9). */
#define TRAP_2 ":0500:2:+6+745+93+12+8..+1.87.+45+5+8.14..+7.1+534.9.+8.8.+7........6+8......+6+8+7.+4+5917+15+9682+3+4....5+18+67:327 657 659:294::"
/* reglib line 864: digit 1, colour r1c4,r1c9,... holds r1c4 and r1c9 in row 1. */
#define WRAP_1 ":0501:1:+548..+3....+674.+9+8359..8+5+7+6...+9..+382+5+73..57.4..+8+7+52+9+4163689+7+4+5+31+2...+9..+5...+513.2...::114 119 125 132 141 156 185::"
/* reglib line 862: digit 8, both a wrap and a trap. */
#define WRAP_8 ":0501:8:+6+5+9...+1+3...+1.3.6+252.+31+65.4+9.+2..9+63+1.+36.7..5+9.+91.+3.4.+6279.6..+2+5+35.+6...9811.2...+4+7+6:814 815 424 826 443 843 849 855 856 863 875 285 896:819 821 824 832 844 853 867 876 892 895::"
/* reglib line 868: digit 2, clusters r1c1,r5c3 / r4c1 and r1c4,r2c3 / r2c5;
** r1c1 sees r1c4, so r4c1 or r2c5 holds the 2 and r4c5 sees both. */
#define MULTI_1 ":0502:2:.9..4187678.3..15441.8..329..91...6.1...6.9..674..851.967485231.4..12.95521......::245::"
/* reglib line 871: digit 8, colour r2c4,r3c2 sees r5c2 and r5c4, the two
** colours of the cluster r5c2 / r5c4. */
#define MULTI_2 ":0503:8:......58779..52..15.41..932.......2.2.6.3.1.5.5.......947.182.....76..1961.......::824 832::"

/* Every step of technique t in g (about digit, unless 0), each checked
** against the solution (the caller frees). */
static support_found *find_all(const nonet_grid *g, nonet_technique t, int digit) {
    support_found *f = support_collect(g, t, SUPPORT_UNIQUE);
    cr_assert_leq(f->n, SUPPORT_MAX_STEPS);
    size_t kept = 0;
    for (size_t i = 0; i < f->n; i++) {
        if (digit && f->steps[i].digits != 1u << (digit - 1)) continue;
        f->steps[kept] = f->steps[i];
        memmove(f->text[kept], f->text[i], sizeof f->text[i]);
        kept++;
    }
    f->n = kept;
    return f;
}

/* The cells of a space-separated list like "r1c4 r2c5", in order, as the
** 81-entry membership table. Returns the count. */
static int cell_table(const char *list, bool table[81]) {
    int n = 0;
    memset(table, 0, 81 * sizeof table[0]);
    for (const char *p = list; *p; p++)
        if (*p == 'r') {
            table[support_cell(p)] = true;
            n++;
            p += 3;
        }
    return n;
}

/* The step eliminates digit from exactly the listed cells. */
static void expect_eliminations(const nonet_step *s, int digit, const char *cells) {
    bool want[81];
    int n = cell_table(cells, want);
    cr_assert_eq(s->n_eliminations, n, "%d eliminations, want %d (%s)", s->n_eliminations, n, cells);
    for (int i = 0; i < s->n_eliminations; i++) {
        cr_assert_eq(s->eliminations[i].digit, digit);
        cr_assert(want[s->eliminations[i].cell], "unexpected elimination at %d", s->eliminations[i].cell);
    }
}

/* The marks with role are exactly the listed cells (none when cells is
** NULL), all on digit. */
static void expect_color(const nonet_step *s, nonet_role role, int digit, const char *cells) {
    bool want[81];
    int n = cells ? cell_table(cells, want) : 0, seen = 0;
    for (int i = 0; i < s->n_marks; i++) {
        if (s->marks[i].role != role) continue;
        cr_assert_eq(s->marks[i].digit, digit);
        cr_assert(want[s->marks[i].cell], "cell %d has role %d", s->marks[i].cell, role);
        seen++;
    }
    cr_assert_eq(seen, n, "role %d: %d marks, want %d", role, seen, n);
}

/* A hand-checked step: what it removes and its colours. */
typedef struct expected {
    int variant, digit;
    const char *eliminations;
    const char *colors[4]; /* cells of A, B, C, D; NULL = no such colour */
    int links;             /* conjugate pairs, each one strong link */
} expected;

/* The step is exactly e: eliminations, marks, cells (the coloured ones)
** and links (strong, on the digit). */
static void expect_step(const nonet_step *s, const expected *e) {
    static const nonet_role roles[4] = {NONET_ROLE_COLOR_A, NONET_ROLE_COLOR_B,
                                        NONET_ROLE_COLOR_C, NONET_ROLE_COLOR_D};
    cr_assert_eq(s->variant, e->variant);
    cr_assert_eq(s->digits, 1u << (e->digit - 1));
    expect_eliminations(s, e->digit, e->eliminations);
    for (int i = 0; i < 4; i++) expect_color(s, roles[i], e->digit, e->colors[i]);
    cr_assert_eq(s->n_cells, s->n_marks);
    cr_assert_eq(s->n_links, e->links);
    for (int i = 0; i < s->n_links; i++) {
        cr_assert_eq(s->links[i].strong, 1);
        cr_assert_eq(s->links[i].from.digit, e->digit);
        cr_assert_eq(s->links[i].to.digit, e->digit);
    }
}

/* In position, technique t finds for the digit the steps want[0..n-1],
** in that order, and nothing else. */
static void expect_steps(const char *position, nonet_technique t, const expected *want, int n) {
    nonet_grid *g = support_grid(position);
    support_found *f = find_all(g, t, want[0].digit);
    cr_assert_eq(f->n, (size_t)n, "%zu steps, want %d", f->n, n);
    for (int i = 0; i < n; i++) expect_step(&f->steps[i], &want[i]);
    free(f);
    nonet_grid_free(g);
}

/* ---- must fire, exactly ---- */

Test(coloring, trap_exact) {
    /* links: r2c4-r3c6 (box 2), r3c3-r3c6 (row 3), r3c3-r9c3 (column 3) */
    static const expected want = {1, 2, "r9c4", {"r2c4 r3c3", "r3c6 r9c3", NULL, NULL}, 3};
    expect_steps(TRAP_2, NONET_T_SIMPLE_COLORS, &want, 1);
}

/* The driver's first step is the wrap (HoDoKu: wrap before trap). */
Test(coloring, wrap_exact_and_first) {
    static const expected want = {2, 1, "r1c4 r1c9 r2c5 r3c2 r4c1 r5c6 r8c5",
                                  {"r1c4 r1c9 r2c5 r3c2 r4c1 r5c6 r8c5",
                                   "r2c1 r3c9 r4c4 r5c2 r8c6", NULL, NULL}, 13};
    nonet_grid *g = support_grid(WRAP_1);
    nonet_solver *solver = nonet_solver_new();
    cr_assert_eq(nonet_solver_set_techniques(solver, "simple_colors", NULL), NONET_OK);
    nonet_step s;
    cr_assert_eq(nonet_next_step(solver, g, &s), NONET_OK);
    cr_assert_eq(s.technique, NONET_T_SIMPLE_COLORS);
    expect_step(&s, &want);
    nonet_solver_free(solver);
    nonet_grid_free(g);
}

/* HoDoKu's order: on one cluster the wrap is reported before the trap. */
Test(coloring, wrap_before_trap) {
    nonet_grid *g = support_grid(WRAP_8);
    support_found *f = find_all(g, NONET_T_SIMPLE_COLORS, 8);
    cr_assert_eq(f->n, 2);
    cr_assert_eq(f->steps[0].variant, 2);
    cr_assert_eq(f->steps[1].variant, 1);
    free(f);
    nonet_grid_free(g);
}

Test(coloring, multi_colors_1_exact) {
    static const expected want = {1, 2, "r4c5", {"r1c1 r5c3", "r4c1", "r1c4 r2c3", "r2c5"}, 4};
    expect_steps(MULTI_1, NONET_T_MULTI_COLORS, &want, 1);
}

/* Type 2 (B sees C and D), then type 1 on the same clusters: B sees C and
** D, so A or D and A or C hold the 8; cells seeing A and C, or A and D, go. */
Test(coloring, multi_colors_2_exact) {
    static const expected want[2] = {
        {2, 8, "r2c4 r3c2", {"r2c3 r3c5", "r2c4 r3c2", "r5c2", "r5c4"}, 5},
        {1, 8, "r2c4 r3c2 r4c3 r4c5 r6c3 r6c5", {"r2c3 r3c5", "r2c4 r3c2", "r5c2", "r5c4"}, 5},
    };
    expect_steps(MULTI_2, NONET_T_MULTI_COLORS, want, 2);
}

/* ---- the explanation line, as HoDoKu writes it ---- */

/* The text of the first step of technique t about digit in position. */
static void expect_text(const char *position, nonet_technique t, int digit, const char *want) {
    nonet_grid *g = support_grid(position);
    support_found *f = find_all(g, t, digit);
    cr_assert_gt(f->n, 0);
    char line[512];
    size_t len = nonet_step_text(&f->steps[0], line, sizeof line);
    cr_assert_str_eq(line, want);
    cr_assert_eq(len, strlen(want));
    free(f);
    nonet_grid_free(g);
}

Test(coloring, text_lines) {
    expect_text(TRAP_2, NONET_T_SIMPLE_COLORS, 2,
                "Simple Colors Trap: 2 (r2c4,r3c3) / (r3c6,r9c3) => r9c4<>2");
    expect_text(WRAP_1, NONET_T_SIMPLE_COLORS, 1,
                "Simple Colors Wrap: 1 (r1c4,r1c9,r2c5,r3c2,r4c1,r5c6,r8c5) / "
                "(r2c1,r3c9,r4c4,r5c2,r8c6) => r1c49,r28c5,r3c2,r4c1,r5c6<>1");
    expect_text(MULTI_1, NONET_T_MULTI_COLORS, 2,
                "Multi Colors 1: 2 (r1c1,r5c3) / (r4c1), (r1c4,r2c3) / (r2c5) => r4c5<>2");
    expect_text(MULTI_2, NONET_T_MULTI_COLORS, 8,
                "Multi Colors 2: 8 (r2c3,r3c5) / (r2c4,r3c2), (r5c2) / (r5c4) => r2c4,r3c2<>8");
}

/* ---- must not fire ---- */

/* Neither colouring finds anything for digit in position once the digit
** is removed from cell (the elimination the pattern had made). */
static void expect_nothing_after(const char *position, const char *cell, int digit) {
    static const nonet_technique techniques[2] = {NONET_T_SIMPLE_COLORS, NONET_T_MULTI_COLORS};
    nonet_grid *g = support_grid(position);
    cr_assert_eq(nonet_grid_eliminate(g, support_cell(cell), digit), NONET_OK);
    for (int i = 0; i < 2; i++) {
        support_found *f = find_all(g, techniques[i], digit);
        cr_assert_eq(f->n, 0, "technique %d found %zu steps", techniques[i], f->n);
        free(f);
    }
    nonet_grid_free(g);
}

/* Once r9c4<>2 is applied the trap has no target: digit 2 has three
** clusters (r2c4,r3c3 / r3c6,r5c4,r9c3; r4c5 / r4c9; r7c1 / r7c5), no
** candidate sees both colours of one, and no two combine. */
Test(coloring, trap_without_target) { expect_nothing_after(TRAP_2, "r9c4", 2); }

/* Once r4c5<>2 is applied no cell sees r4c1 and r2c5: the clusters grow
** (r1c1,r5c3,r4c9 / r4c1 and r1c4,r2c3,r6c5 / r2c5) but A sees only C, and
** every cell seeing B (r4c1) is in A, none of which sees D (r2c5). */
Test(coloring, multi_colors_without_target) { expect_nothing_after(MULTI_1, "r4c5", 2); }

/* ---- soundness over every position of the library ---- */

static bool count_sound(const nonet_step *step, void *user) {
    const uint8_t *solution = ((const uint8_t **)user)[0];
    int *bad = ((int **)user)[1];
    if (!support_step_sound(step, solution)) (*bad)++;
    return false;
}

Test(coloring, sound_on_every_reglib_position) {
    FILE *fp = fopen(NONET_SOURCE_DIR "/tests/data/hodoku-reglib-1.3.txt", "r");
    cr_assert_not_null(fp);
    nonet_solver *s = nonet_solver_new();
    char *line = NULL;
    size_t cap = 0, positions = 0, steps = 0;
    int bad = 0;
    while (getline(&line, &cap, fp) > 0) {
        nonet_grid *g = nonet_grid_new();
        int count = 0;
        uint8_t solution[81];
        if (line[0] == ':' && nonet_grid_parse(g, line, NULL) == NONET_OK &&
            nonet_count(g, 2, &count, solution) == NONET_OK && count == 1) {
            void *user[2] = {solution, &bad};
            positions++;
            size_t simple = 0, multi = 0;
            cr_assert_eq(nonet_find(s, g, NONET_T_SIMPLE_COLORS, count_sound, user, &simple), NONET_OK);
            cr_assert_eq(nonet_find(s, g, NONET_T_MULTI_COLORS, count_sound, user, &multi), NONET_OK);
            steps += simple + multi;
        }
        nonet_grid_free(g);
    }
    free(line);
    fclose(fp);
    nonet_solver_free(s);
    cr_assert_gt(positions, 1000);
    cr_assert_gt(steps, 100);
    cr_assert_eq(bad, 0, "%d unsound steps in %zu", bad, steps);
}
