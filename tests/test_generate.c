/*
** test_generate.c -- nonet_generate over a few thousand puzzles: each has
** one solution, counted by nonet_count and by a plain backtracking counter
** written here (no shared code with the library's core); each meets the
** grade, symmetry, clue count and minimality it was asked for, checked
** from the outside (nonet_grade_puzzle, the clue pattern's images
** computed here, the counter on every clue removed). And a seed gives the
** same puzzle again; impossible targets are refused.
*/
#include <criterion/criterion.h>
#include <string.h>

#include "nonet.h"

/* Counts as given in optimised builds (3,500 puzzles in all); a tenth in
** debug and sanitizer builds, which run twenty times slower. */
#ifdef NDEBUG
#define SCALE(n) (n)
#else
#define SCALE(n) ((n) / 10 > 0 ? (n) / 10 : 1)
#endif

/* ---- an independent solution counter: row, column and box masks ---- */

typedef struct plain {
    uint8_t v[81];
    uint16_t row[9], col[9], box[9];
} plain;

static int box_of(int c) { return (c / 27) * 3 + (c % 9) / 3; }

/* Load cells; false when two equal digits see each other. */
static bool plain_load(plain *p, const uint8_t cells[81]) {
    memset(p, 0, sizeof *p);
    for (int c = 0; c < 81; c++) {
        if (!cells[c]) continue;
        uint16_t bit = (uint16_t)(1u << cells[c]);
        if ((p->row[c / 9] | p->col[c % 9] | p->box[box_of(c)]) & bit) return false;
        p->row[c / 9] |= bit, p->col[c % 9] |= bit, p->box[box_of(c)] |= bit;
        p->v[c] = cells[c];
    }
    return true;
}

/* Solutions up to limit: the empty cell with the fewest digits first. */
static int plain_count(plain *p, int limit) {
    int best = -1, best_n = 10;
    for (int c = 0; c < 81; c++) {
        if (p->v[c]) continue;
        int n = 9 - __builtin_popcount(p->row[c / 9] | p->col[c % 9] | p->box[box_of(c)]);
        if (n < best_n) best = c, best_n = n;
    }
    if (best < 0) return 1;
    int found = 0;
    uint16_t used = p->row[best / 9] | p->col[best % 9] | p->box[box_of(best)];
    for (int d = 1; d <= 9 && found < limit; d++) {
        uint16_t bit = (uint16_t)(1u << d);
        if (used & bit) continue;
        p->v[best] = (uint8_t)d;
        p->row[best / 9] ^= bit, p->col[best % 9] ^= bit, p->box[box_of(best)] ^= bit;
        found += plain_count(p, limit - found);
        p->row[best / 9] ^= bit, p->col[best % 9] ^= bit, p->box[box_of(best)] ^= bit;
        p->v[best] = 0;
    }
    return found;
}

static int solutions(const uint8_t cells[81]) {
    plain p;
    return plain_load(&p, cells) ? plain_count(&p, 2) : 0;
}

/* ---- checks from the outside ---- */

/* The image of cell c under the symmetry, computed here. */
static int image(nonet_symmetry s, int c, int which) {
    int r = c / 9, k = c % 9;
    switch (s) {
    case NONET_SYMMETRY_ROTATIONAL: return (8 - r) * 9 + 8 - k;
    case NONET_SYMMETRY_QUARTER: return k * 9 + 8 - r;
    case NONET_SYMMETRY_DIAGONAL: return k * 9 + r;
    case NONET_SYMMETRY_ANTIDIAGONAL: return (8 - k) * 9 + 8 - r;
    case NONET_SYMMETRY_MIRROR: return r * 9 + 8 - k;
    case NONET_SYMMETRY_BIMIRROR: return which ? (8 - r) * 9 + k : r * 9 + 8 - k;
    default: return c;
    }
}

static bool symmetric(const uint8_t cells[81], nonet_symmetry s) {
    for (int c = 0; c < 81; c++)
        for (int which = 0; which < 2; which++)
            if (!cells[c] != !cells[image(s, c, which)]) return false;
    return true;
}

static bool minimal(const uint8_t cells[81]) {
    uint8_t copy[81];
    memcpy(copy, cells, 81);
    for (int c = 0; c < 81; c++) {
        if (!copy[c]) continue;
        copy[c] = 0;
        int n = solutions(copy);
        copy[c] = cells[c];
        if (n == 1) return false;
    }
    return true;
}

/* Generate n puzzles for the target with the solver (seeds from base) and
** check each. */
static void check_target_with(nonet_solver *solver, const nonet_target *t, int count, uint64_t base) {
    int n = SCALE(count);
    nonet_grid *g = nonet_grid_new();
    for (int i = 0; i < n; i++) {
        nonet_grade grade, again;
        nonet_error err = {0};
        cr_assert_eq(nonet_generate(solver, t, base + (uint64_t)i, g, &grade, &err), NONET_OK, "%s", err.message);
        uint8_t cells[81];
        int givens = 0, count = 0;
        for (int c = 0; c < 81; c++) givens += (cells[c] = (uint8_t)nonet_grid_value(g, c)) != 0;
        cr_assert_eq(solutions(cells), 1, "seed %d: not one solution (independent counter)", i);
        cr_assert_eq(nonet_count(g, 2, &count, NULL), NONET_OK);
        cr_assert_eq(count, 1);
        cr_assert_eq(nonet_grade_puzzle(solver, g, NONET_ORDER_BOTH, &again, NULL), NONET_OK);
        cr_assert(again.level == grade.level && again.se_rating == grade.se_rating && again.score == grade.score);
        if (t->min_level) cr_assert(grade.level >= t->min_level && grade.level <= t->max_level, "level %d", grade.level);
        if (t->min_rating > 0) cr_assert(grade.se_rating >= t->min_rating, "%.1f", grade.se_rating);
        if (t->max_rating > 0) cr_assert(grade.se_rating <= t->max_rating, "%.1f", grade.se_rating);
        if (t->requires) cr_assert(grade.techniques[t->requires / 64] >> (t->requires % 64) & 1u);
        if (t->min_givens) cr_assert(givens >= t->min_givens && givens <= t->max_givens, "%d givens", givens);
        cr_assert(symmetric(cells, t->symmetry));
        if (t->minimal) cr_assert(minimal(cells));
    }
    nonet_grid_free(g);
}

/* The same with a default solver. */
static void check_target(const nonet_target *t, int count, uint64_t base) {
    nonet_solver *solver = nonet_solver_new();
    check_target_with(solver, t, count, base);
    nonet_solver_free(solver);
}

Test(generate, easy_puzzles, .timeout = 300) {
    nonet_target t = {.min_level = NONET_LEVEL_EASY, .max_level = NONET_LEVEL_EASY};
    check_target(&t, 1500, 1);
}

Test(generate, medium_puzzles, .timeout = 300) {
    nonet_target t = {.min_level = NONET_LEVEL_MEDIUM, .max_level = NONET_LEVEL_MEDIUM};
    check_target(&t, 600, 100000);
}

Test(generate, hard_puzzles, .timeout = 300) {
    nonet_target t = {.min_level = NONET_LEVEL_HARD, .max_level = NONET_LEVEL_HARD};
    check_target(&t, 200, 200000);
}

Test(generate, symmetric_puzzles, .timeout = 300) {
    for (int s = NONET_SYMMETRY_ROTATIONAL; s <= NONET_SYMMETRY_BIMIRROR; s++) {
        nonet_target t = {.symmetry = (nonet_symmetry)s};
        check_target(&t, 100, 300000 + (uint64_t)s * 1000);
    }
}

Test(generate, minimal_puzzles_and_clue_counts, .timeout = 300) {
    nonet_target minimal_only = {.minimal = true, .min_level = NONET_LEVEL_EASY, .max_level = NONET_LEVEL_MEDIUM};
    check_target(&minimal_only, 200, 400000);
    nonet_target rotational_minimal = {.minimal = true, .symmetry = NONET_SYMMETRY_ROTATIONAL};
    check_target(&rotational_minimal, 50, 410000);
    nonet_target givens = {.min_givens = 30, .max_givens = 32, .max_level = NONET_LEVEL_EASY,
                           .min_level = NONET_LEVEL_EASY};
    check_target(&givens, 200, 420000);
}

Test(generate, rating_bands_and_techniques, .timeout = 300) {
    nonet_target band = {.min_rating = 3.0, .max_rating = 4.0};
    check_target(&band, 100, 500000);
    nonet_target x_wing = {.requires = nonet_technique_from_id("x_wing")};
    check_target(&x_wing, 20, 510000);
    nonet_target hard = {.min_rating = 7.0}; /* vicinity moves: other solutions */
    check_target(&hard, 20, 530000);
}

/* A stalled grade's rating is the highest so far, a lower bound: it meets
** a lower rating bound it reaches, never an upper one or a level. */
Test(generate, a_stalled_rating_is_a_lower_bound) {
    nonet_grade g = {.se_rating = 7.2, .backtracking = true, .level = NONET_LEVEL_BACKTRACKING};
    nonet_target at_least_7 = {.min_rating = 7.0}, at_least_7_5 = {.min_rating = 7.5};
    nonet_target band = {.min_rating = 7.0, .max_rating = 7.9};
    nonet_target extreme = {.min_level = NONET_LEVEL_EXTREME, .max_level = NONET_LEVEL_EXTREME};
    cr_assert(nonet_grade_meets(&g, &at_least_7));
    cr_assert_not(nonet_grade_meets(&g, &at_least_7_5));
    cr_assert_not(nonet_grade_meets(&g, &band));
    cr_assert_not(nonet_grade_meets(&g, &extreme));
    g.backtracking = false;
    g.level = NONET_LEVEL_EXTREME;
    cr_assert(nonet_grade_meets(&g, &band));
    cr_assert(nonet_grade_meets(&g, &extreme));
}

/* A solver with every logic technique but the discontinuous nice loops
** (plain and grouped), which cover the AICs. */
static nonet_solver *solver_without_loops(void) {
    char ids[2048] = "";
    for (size_t i = 0; i < nonet_technique_count(); i++) {
        const char *id = nonet_technique_at(i)->id;
        if (strstr(id, "discontinuous_nice_loop") || strcmp(id, "backtracking") == 0) continue;
        if (ids[0]) strcat(ids, ",");
        strcat(ids, id);
    }
    nonet_solver *solver = nonet_solver_new();
    cr_assert_eq(nonet_solver_set_techniques(solver, ids, NULL), NONET_OK);
    return solver;
}

Test(generate, covered_techniques_are_refused_and_reached_without_their_cover, .timeout = 300) {
    nonet_solver *solver = nonet_solver_new();
    nonet_error err = {0};
    nonet_target aic = {.requires = nonet_technique_from_id("aic")};
    cr_assert_eq(nonet_target_check(solver, &aic, &err), NONET_BAD_ARGUMENT);
    cr_assert_str_eq(err.message, "aic never fires while discontinuous_nice_loop is enabled (it finds the same steps first)");
    nonet_target grouped = {.requires = nonet_technique_from_id("grouped_aic")};
    cr_assert_eq(nonet_target_check(solver, &grouped, &err), NONET_BAD_ARGUMENT);
    cr_assert_str_eq(err.message, "grouped_aic never fires while grouped_discontinuous_nice_loop is enabled "
                                  "(it finds the same steps first)");
    nonet_target xz = {.requires = nonet_technique_from_id("als_xz")};
    cr_assert_eq(nonet_target_check(solver, &xz, &err), NONET_OK);
    cr_assert_eq(nonet_solver_set_techniques(solver, "hidden_single,naked_single", NULL), NONET_OK);
    cr_assert_eq(nonet_target_check(solver, &xz, &err), NONET_BAD_ARGUMENT);
    cr_assert_str_eq(err.message, "the required technique is not enabled in the solver");
    nonet_solver_free(solver);
    solver = solver_without_loops();
    cr_assert_eq(nonet_target_check(solver, &aic, &err), NONET_OK);
    check_target_with(solver, &aic, 20, 520000);
    nonet_solver_free(solver);
}

Test(generate, a_seed_gives_the_same_puzzle) {
    nonet_solver *solver = nonet_solver_new();
    nonet_grid *a = nonet_grid_new(), *b = nonet_grid_new();
    nonet_target t = {.min_level = NONET_LEVEL_HARD, .max_level = NONET_LEVEL_HARD};
    char sa[82], sb[82];
    for (uint64_t seed = 0; seed < 20; seed++) {
        cr_assert_eq(nonet_generate(solver, &t, seed, a, NULL, NULL), NONET_OK);
        cr_assert_eq(nonet_generate(solver, &t, seed, b, NULL, NULL), NONET_OK);
        nonet_grid_to_string(a, false, sa);
        nonet_grid_to_string(b, false, sb);
        cr_assert_str_eq(sa, sb);
    }
    nonet_generate(solver, &t, 99, b, NULL, NULL);
    nonet_grid_to_string(b, false, sb);
    cr_assert_str_neq(sa, sb);
    nonet_grid_free(a);
    nonet_grid_free(b);
    nonet_solver_free(solver);
}

Test(generate, impossible_targets_are_refused) {
    nonet_solver *solver = nonet_solver_new();
    nonet_grid *g = nonet_grid_new();
    nonet_error err = {0};
    nonet_target levels = {.min_level = NONET_LEVEL_HARD, .max_level = NONET_LEVEL_EASY};
    cr_assert_eq(nonet_generate(solver, &levels, 1, g, NULL, &err), NONET_BAD_ARGUMENT);
    cr_assert_str_eq(err.message, "the level range is empty or out of range");
    nonet_target ratings = {.min_rating = 5, .max_rating = 4};
    cr_assert_eq(nonet_generate(solver, &ratings, 1, g, NULL, &err), NONET_BAD_ARGUMENT);
    nonet_target givens = {.min_givens = 40, .max_givens = 30};
    cr_assert_eq(nonet_generate(solver, &givens, 1, g, NULL, &err), NONET_BAD_ARGUMENT);
    nonet_target tries = {.min_givens = 17, .max_givens = 17, .max_level = NONET_LEVEL_EASY,
                          .min_level = NONET_LEVEL_EASY, .max_attempts = 2};
    cr_assert_eq(nonet_generate(solver, &tries, 1, g, NULL, &err), NONET_STALLED);
    cr_assert_str_eq(err.message, "no puzzle met the target in 2 attempts");
    cr_assert_eq(nonet_generate(NULL, &tries, 1, g, NULL, &err), NONET_BAD_ARGUMENT);
    nonet_grid_free(g);
    nonet_solver_free(solver);
}
