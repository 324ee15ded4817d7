/*
** test_fish.c -- basic, finned and sashimi fish (strategies/fish.c) and
** their explanation lines (src/render/render_fish.c).
**
** Layers (HoDoKu's regression cases, Siamese ones included, are data:
** tests/data/techniques/fish.test): real positions whose
** every fish of a technique is listed exactly (HoDoKu's lines for them,
** save that cell lists follow our renderer's grouping; each checked by hand
** on the digit's candidate map); synthetic positions on the boundaries
** (basic / finned / sashimi, fins in two boxes, a line made only of fins);
** the step record's roles; no fish twice; the docs' worked examples.
*/
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "support_find.h"

/* The fish rows, basic, finned then sashimi, each by size. */
static const nonet_technique fish_rows[] = {
    NONET_T_X_WING,         NONET_T_SWORDFISH,         NONET_T_JELLYFISH,
    NONET_T_FINNED_X_WING,  NONET_T_FINNED_SWORDFISH,  NONET_T_FINNED_JELLYFISH,
    NONET_T_SASHIMI_X_WING, NONET_T_SASHIMI_SWORDFISH, NONET_T_SASHIMI_JELLYFISH};
#define N_FISH_ROWS (sizeof fish_rows / sizeof fish_rows[0])

/* ---- every instance, as text ---- */

typedef struct found_text {
    char text[4096];
    size_t len;
} found_text;

/* Append one line and a newline to f. */
static void append_line(found_text *f, const char *line) {
    size_t n = strlen(line);
    cr_assert_lt(f->len + n + 1, sizeof f->text, "too many steps for the buffer");
    memcpy(f->text + f->len, line, n);
    f->len += n;
    f->text[f->len++] = '\n';
    f->text[f->len] = '\0';
}

/* The steps of technique t in g as lines into f (NONET_T_NONE: those of
** all nine fish techniques, in technique order), checked against the
** solution as check says. */
static void find_lines(const nonet_grid *g, nonet_technique t, support_check check, found_text *f) {
    for (size_t i = 0; i < N_FISH_ROWS; i++) {
        nonet_technique k = fish_rows[i];
        if (t != NONET_T_NONE && t != k) continue;
        support_found *found = support_collect(g, k, check);
        cr_assert_leq(found->n, SUPPORT_MAX_STEPS);
        for (size_t i = 0; i < found->n; i++) append_line(f, found->text[i]);
        free(found);
    }
}

/* What was found equals what was expected; say which case on failure. */
static void expect_text(const found_text *f, const char *what, const char *expected) {
    cr_expect(!strcmp(f->text, expected), "%s:\nfound:\n%s\nexpected:\n%s", what, f->text, expected);
}

/* ---- real positions (HoDoKu regression library lines) ---- */

#define XWING_3 ":0300:3:9.....+5+6+1..+6.+1.7+937+1..962486...2+147+9........5....4...642..+586+1+75.71.+2..+4..1....+52::313 314 343 344 353 354 363 364 394::"
#define XWING_1 ":0300:1:9+8..627+5+3.+65..3...+3+2+7.+5...67+9..3.+5...+5...9...8+32.45..9+6+735+91+428+24+9.+8+7..5+51+8.+2...+7::124 127 128 129 153 154 157 158 159::"
#define SWORD_9 ":0301:9:+931+2+46+7+856+8+5+3+17..+4+4+7+259+8+1+3+68+5+31....27+1......3+24...38..12763...+8+3.+4..1...+5.84..3..::956 957 958 968 987 988 996 998::"
#define FINNED_SWORD_5 ":0311:5:.+6.4+1+7.+83+3+1+4+98..+7.8+7..+6+39147+43.29..+8..+8+3+4+6.2+7..6.+7.34+96..+75+4+8+314+3+1.+9.7..58+7631+4+9+2::557::"
#define SASHIMI_SWORD_6 ":0321:6:.+489+127+3.2..6..14.....4....9.42..87....+49.+3...32..15+94....2.+4..+471..9..3.+251.49..:331 373 678 679 699:638::"
#define JELLY_8 ":0302:8:+65+4.+2..7+12..+1.+7+5+46..+1456..+2+1+27+63.4+5...65.12.+7+5.9+27.1+6...+5812...9.+2....+15.1...+5.2.:317 331 332 997 999:822 832 837 852 897 899::"
#define FINNED_XWING_9 ":0310:9:..3..+67......91..+3.6...3.597+8.+25+43.+1...+3+1+7.8+22+3+16+89+4+75+6.813+2...+32.4+7...6...+9+6.23.::978::"
#define FINNED_SWORD_4 ":0311:4:.3.2+6..+8.86..3.5.+2.+2487..+3+6.+8.39.+2.72..6.8..31.+3+527.+6...+2.863..+3.8.5+2+691.....3.2.:924 128 448 452 157 458 578 491 591 792 193 793:424::"
#define FINNED_JELLY_7 ":0312:7:+6.+4.5.9.2.596.+2.+4+8....+94.+56578+2+4+9..3+2+46.1.5..9+1+3.+6.8244..9+8.+2.......648.8.1+42...+5:314 754 756 376 776 178 778 382 783 384 784 789 398:779::"
#define SASHIMI_XWING_8 ":0320:8:4..5.769....+3....2.68+1...3.65.2.4..9...+73.4.....9.......+68........+6.3..73894+7....::859 869::"
#define SASHIMI_JELLY_6 ":0322:6:..+12.5....254+1....6.....1+5+2+2..1+5..7.5.....9.+1.+138...+25...+5..+21.15.+3..79..82.7+1+5.3:411 412 815 419 619 819 826 629 829 833 447 647 849 458 658 685 686:675 676::"

typedef struct position_case {
    const char *what;
    const char *puzzle;
    nonet_technique technique;
    const char *lines; /* every step of the technique, one per line */
} position_case;

static const position_case position_cases[] = {
    {"3 in r3 and r7 only in c3, c4: c3 and c4 lose 3 elsewhere", XWING_3, NONET_T_X_WING,
     "X-Wing: 3 r37 c34 => r1c34,r4c34,r5c34,r6c34,r9c4<>3\n"},
    {"columns as base: 1 in c1 and c5 only in r2, r5", XWING_1, NONET_T_X_WING,
     "X-Wing: 1 c15 r25 => r2c4789,r5c34789<>1\n"},
    {"9 in r2, r4, r7 only in c6, c7, c8 (2-3-3 candidates)", SWORD_9, NONET_T_SWORDFISH,
     "Swordfish: 9 r247 c678 => r5c678,r689c8,r8c7,r9c6<>9\n"},
    {"a jellyfish and its complement (other base, other cover) are two fish", JELLY_8, NONET_T_JELLYFISH,
     "Jellyfish: 8 r1468 c2679 => r235c2,r39c7,r9c9<>8\n"
     "Jellyfish: 8 c1358 r2359 => r235c2,r39c7,r9c9<>8\n"},
    {"9 in r4 at c38, r8 at c378: fin r8c7 in b9, whose c8 cell r7c8 goes", FINNED_XWING_9,
     NONET_T_FINNED_X_WING, "Finned X-Wing: 9 r48 c38 fr8c7 => r7c8<>9\n"},
    {"the finned X-Wing is not sashimi", FINNED_XWING_9, NONET_T_SASHIMI_X_WING, ""},
    {"the finned X-Wing is not basic", FINNED_XWING_9, NONET_T_X_WING, ""},
    {"5 in r1 at c37, r3 at c34, r4 at c478: fin r4c8 in b6 takes r5c7", FINNED_SWORD_5,
     NONET_T_FINNED_SWORDFISH, "Finned Swordfish: 5 r134 c347 fr4c8 => r5c7<>5\n"},
    {"finned swordfish with columns as base", FINNED_SWORD_4, NONET_T_FINNED_SWORDFISH,
     "Finned Swordfish: 4 c168 r247 fr1c6 => r2c4<>4\n"},
    {"finned jellyfish, found from rows and (as its complement) from columns", FINNED_JELLY_7,
     NONET_T_FINNED_JELLYFISH,
     "Finned Jellyfish: 7 r1569 c4689 fr9c7 => r7c9<>7\n"
     "Finned Jellyfish: 7 c1357 r2378 fr9c7 => r7c9<>7\n"},
    {"8 in r1 at c59, r4 at c578: r4 keeps one candidate without its fins", SASHIMI_XWING_8,
     NONET_T_SASHIMI_X_WING, "Sashimi X-Wing: 8 r14 c59 fr4c7 fr4c8 => r56c9<>8\n"},
    {"the sashimi X-Wing is not finned", SASHIMI_XWING_8, NONET_T_FINNED_X_WING, ""},
    {"a sashimi swordfish in the same position", SASHIMI_XWING_8, NONET_T_SASHIMI_SWORDFISH,
     "Sashimi Swordfish: 8 r148 c578 fr1c9 => r2c78<>8\n"},
    {"6 in r1 at c19 (one without the fin r1c9), r6 at c15, r9 at c158", SASHIMI_SWORD_6,
     NONET_T_SASHIMI_SWORDFISH, "Sashimi Swordfish: 6 r169 c158 fr1c9 => r3c8<>6\n"},
    {"the sashimi swordfish is not finned", SASHIMI_SWORD_6, NONET_T_FINNED_SWORDFISH, ""},
    {"sashimi jellyfish, from rows and from columns", SASHIMI_JELLY_6, NONET_T_SASHIMI_JELLYFISH,
     "Sashimi Jellyfish: 6 r1269 c5678 fr9c4 => r7c56<>6\n"
     "Sashimi Jellyfish: 6 c2349 r4578 fr9c4 => r7c56<>6\n"},
};

/* Every step of the technique, exactly, and each agrees with the solution. */
Test(fish_positions, every_step_listed) {
    for (size_t i = 0; i < sizeof position_cases / sizeof position_cases[0]; i++) {
        const position_case *c = &position_cases[i];
        nonet_grid *g = support_grid(c->puzzle);
        found_text f = {.len = 0};
        find_lines(g, c->technique, SUPPORT_UNIQUE, &f);
        expect_text(&f, c->what, c->lines);
        nonet_grid_free(g);
    }
}

/* ---- synthetic positions: digit 1 drawn, every other candidate open ---- */

/* A grid with every candidate open, except that 1 stays only in the cells
** marked 'x' of the rows given (a NULL row keeps 1 everywhere). With nine
** candidates in every line, no other digit can form a fish. */
static nonet_grid *digit_picture(const char *const rows[9]) {
    nonet_grid *g = nonet_grid_new();
    cr_assert_not_null(g);
    for (int cell = 0; cell < 81; cell++) {
        const char *row = rows[cell / 9];
        if (row && row[cell % 9] != 'x') cr_assert_eq(nonet_grid_eliminate(g, cell, 1), NONET_OK);
    }
    return g;
}

typedef struct picture_case {
    const char *what;
    const char *rows[9];
    const char *all_fish; /* what all nine techniques report together */
} picture_case;

static const picture_case picture_cases[] = {
    {"a plain X-Wing is neither finned nor sashimi",
     {[0] = ".x....x..", [4] = ".x....x.."},
     "X-Wing: 1 r15 c27 => r2c27,r3c27,r4c27,r6c27,r7c27,r8c27,r9c27<>1\n"},
    {"fin r5c8 in b6: only c7's cells of b6 outside the base go",
     {[0] = ".x....x..", [4] = ".x....xx."},
     "Finned X-Wing: 1 r15 c27 fr5c8 => r46c7<>1\n"},
    {"r5 keeps only c2 without its fins r5c89: sashimi, not finned",
     {[0] = ".x....x..", [4] = ".x.....xx"},
     "Sashimi X-Wing: 1 r15 c27 fr5c8 fr5c9 => r46c7<>1\n"},
    {"fins r1c9 (b3) and r5c8 (b6): no cell sees both, nothing fires",
     {[0] = ".x....x.x", [4] = ".x....xx."},
     ""},
    {"r5's 1 only in b6: base r15, cover c27, fins r5c89 would clear r46c7, "
     "but that is r5's claiming move, not a fish (a base line of fins only)",
     {[0] = ".x....x..", [4] = ".......xx"},
     ""},
    {"a 2-2-2 swordfish: each cover column loses the other rows",
     {[0] = "x..x.....", [2] = "...x...x.", [5] = "x......x."},
     "Swordfish: 1 r136 c148 => r2c148,r4c148,r5c148,r7c148,r8c148,r9c148<>1\n"},
};

Test(fish_synthetic, boundaries) {
    for (size_t i = 0; i < sizeof picture_cases / sizeof picture_cases[0]; i++) {
        nonet_grid *g = digit_picture(picture_cases[i].rows);
        found_text f = {.len = 0};
        find_lines(g, NONET_T_NONE, SUPPORT_UNCHECKED, &f);
        expect_text(&f, picture_cases[i].what, picture_cases[i].all_fish);
        nonet_grid_free(g);
    }
}

/* ---- the step record ---- */

static bool keep_first(const nonet_step *step, void *user) {
    *(nonet_step *)user = *step;
    return true;
}

static int role_of_mark(const nonet_step *s, int cell) {
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].cell == cell) return s->marks[i].role;
    return -1;
}

/* Finned X-Wing r15 c27 fr5c8: roles of units and marks, variant, cells. */
Test(fish_step, roles_and_variant) {
    nonet_grid *g = digit_picture(picture_cases[1].rows);
    nonet_solver *sv = nonet_solver_new();
    nonet_step s;
    size_t found = 0;
    cr_assert_eq(nonet_find(sv, g, NONET_T_FINNED_X_WING, keep_first, &s, &found), NONET_OK);
    cr_assert_eq(found, 1);
    cr_expect_eq(s.technique, NONET_T_FINNED_X_WING);
    cr_expect_eq(s.variant, 2);
    cr_expect_eq(s.digits, 1);
    cr_assert_eq(s.n_units, 4);
    const int units[4] = {0, 4, 10, 15}, roles[4] = {NONET_ROLE_BASE, NONET_ROLE_BASE, NONET_ROLE_COVER,
                                                      NONET_ROLE_COVER};
    for (int i = 0; i < 4; i++) {
        cr_expect_eq(s.units[i].unit, units[i]);
        cr_expect_eq(s.units[i].role, roles[i]);
    }
    cr_expect_eq(s.n_cells, 5);
    cr_expect_eq(s.n_marks, 5);
    cr_expect_eq(role_of_mark(&s, support_cell("r1c2")), NONET_ROLE_PATTERN);
    cr_expect_eq(role_of_mark(&s, support_cell("r5c7")), NONET_ROLE_PATTERN);
    cr_expect_eq(role_of_mark(&s, support_cell("r5c8")), NONET_ROLE_FIN);
    nonet_solver_free(sv);
    nonet_grid_free(g);
}

/* ---- no fish twice ---- */

typedef struct seen_set {
    nonet_step steps[64];
    int n, repeats;
} seen_set;

static bool same_fish(const nonet_step *a, const nonet_step *b) {
    if (a->digits != b->digits || a->n_units != b->n_units) return false;
    return !memcmp(a->units, b->units, a->n_units * sizeof a->units[0]);
}

static bool note_step(const nonet_step *step, void *user) {
    seen_set *seen = user;
    for (int i = 0; i < seen->n; i++) seen->repeats += same_fish(&seen->steps[i], step);
    if (seen->n < 64) seen->steps[seen->n++] = *step;
    return false;
}

/* Over the sample positions, no technique reports one base and cover twice. */
Test(fish_step, each_fish_once) {
    nonet_solver *sv = nonet_solver_new();
    for (size_t p = 0; p < sizeof position_cases / sizeof position_cases[0]; p++) {
        nonet_grid *g = support_grid(position_cases[p].puzzle);
        for (size_t k = 0; k < N_FISH_ROWS; k++) {
            seen_set *seen = calloc(1, sizeof *seen);
            cr_assert_eq(nonet_find(sv, g, fish_rows[k], note_step, seen, NULL), NONET_OK);
            cr_expect_eq(seen->repeats, 0, "puzzle %zu technique %d repeats a fish", p, fish_rows[k]);
            free(seen);
        }
        nonet_grid_free(g);
    }
    nonet_solver_free(sv);
}

/* ---- the worked examples of docs/techniques/<id>.md ---- */

/* From a technique page: the position (the indented line starting with
** ':') and the step line (the indented line after "nonet's step"). */
static void doc_example(const char *id, char *puzzle, char *step_line, size_t size) {
    char path[512], line[1024];
    snprintf(path, sizeof path, "%s/docs/techniques/%s.md", NONET_SOURCE_DIR, id);
    FILE *fp = fopen(path, "r");
    cr_assert_not_null(fp, "cannot open %s", path);
    bool step_next = false;
    puzzle[0] = step_line[0] = '\0';
    while (fgets(line, sizeof line, fp)) {
        line[strcspn(line, "\n")] = '\0';
        if (!strncmp(line, "    :", 5)) snprintf(puzzle, size, "%s", line + 4);
        else if (step_next && !strncmp(line, "    ", 4)) {
            snprintf(step_line, size, "%s\n", line + 4);
            step_next = false;
        } else if (strstr(line, "nonet's step")) step_next = true;
    }
    fclose(fp);
    cr_assert(puzzle[0] && step_line[0], "%s: no example position or step line", path);
}

/* Each page's step is one of the steps nonet finds in the page's position,
** and agrees with the position's solution. */
Test(fish_docs, examples_are_found) {
    for (size_t i = 0; i < N_FISH_ROWS; i++) {
        const nonet_technique_info *info = nonet_technique_info_of(fish_rows[i]);
        cr_assert_not_null(info);
        char puzzle[1024], step_line[1024];
        doc_example(info->id, puzzle, step_line, sizeof puzzle);
        nonet_grid *g = support_grid(puzzle);
        found_text f = {.len = 0};
        find_lines(g, info->technique, SUPPORT_UNIQUE, &f);
        cr_expect(strstr(f.text, step_line) != NULL, "%s: \"%s\" not among:\n%s", info->id, step_line,
                  f.text);
        nonet_grid_free(g);
    }
}
