/*
** test_bounds.c -- no input takes unbounded work: positions with huge
** numbers of solutions, contradictory pencil marks, puzzles made to be slow
** for backtracking and megabyte inputs all finish with the right status.
**
** No wall clock: the bounds are on work the library reports, so a busy
** machine or a sanitizer build cannot make them fail. A count is bounded by
** its search's branchings (bf_count_guesses, the brute-force core's own
** counter, the same on every build); an explain by its steps (no more than
** the position's candidates) and by the command's default time limit on
** the thread's CPU clock (a solve that reached it would say
** NONET_TIMEOUT); the next step and every technique's find by the limit of
** 0.1 CPU s a call that nonet.h promises, checked on the same per-thread
** clock the library measures it with. The Criterion timeout turns a hang
** into a failure instead of a stuck run.
*/
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "bruteforce.h"
#include "cpu_clock.h"
#include "grid.h"
#include "support.h"

/* Branchings a count below may take: each costs microseconds, and the most
** any case here takes is a tenth of this (9,996: the empty grid counted to
** 10,000 solutions). */
#define BOUND_GUESSES 100000L
/* The command's default --max-time: no explain here comes near it. */
#define EXPLAIN_LIMIT 10.0
/* The limit of each next-step and find call, and what nonet.h allows a call
** past it (5 ms in a release build, 30 ms instrumented; doubled and more). */
#define CALL_LIMIT 0.1
#define CALL_OVERRUN 0.1

#define EMPTY_GRID "................................................................................."
/* The first two puzzles of puzzles/17-clue-sample.txt (Gordon Royle's list). */
#define CLUES17_A ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7..."
#define CLUES17_B ".................1..2..3.4......2.....4.5....16......7...7.4.....8...32.9..1....."
/* Wikipedia's example of a puzzle made against brute force: its first row
** is the last one a digit-by-digit search tries. */
#define ANTI_BRUTE "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9"
#define EASY "530070000600195000098000060800060003400803001700020006060000280000419005000080079"
#define SLOW_FOR_PLAIN "000000000000000012003045000000006000000102407008000300000080090070000000120000000"

/* The status nonet_explain gives g, with the default solver under the
** command's time limit; its trace no longer than g has candidates. */
static nonet_status bounded_explain(const nonet_grid *g) {
    nonet_solver *s = nonet_solver_new();
    cr_assert_eq(nonet_solver_set_time_limit(s, EXPLAIN_LIMIT), NONET_OK);
    nonet_trace *t = NULL;
    nonet_status st = nonet_explain(s, g, &t, NULL);
    cr_assert_neq(st, NONET_TIMEOUT, "explain reached %.0f CPU s", EXPLAIN_LIMIT);
    size_t candidates = 0;
    for (int c = 0; c < 81; c++) candidates += (size_t)__builtin_popcount(nonet_grid_candidates(g, c));
    if (t) cr_assert_leq(nonet_trace_count(t), candidates);
    nonet_trace_free(t);
    nonet_solver_free(s);
    return st;
}

/* nonet_count with the limit, and the brute-force core's branchings for
** the same count within the bound. */
static int bounded_count(const nonet_grid *g, int limit) {
    int count = -1;
    cr_assert_eq(nonet_count(g, limit, &count, NULL), NONET_OK);
    uint16_t masks[81];
    long guesses = 0;
    grid_masks(g, masks);
    cr_assert_eq(bf_count_guesses(masks, limit, NULL, &guesses), count);
    cr_log_info("count to %d: %d, %ld branchings", limit, count, guesses);
    cr_assert_leq(guesses, BOUND_GUESSES, "count to %d branched %ld times", limit, guesses);
    return count;
}

static bool count_instance(const nonet_step *step, void *user) {
    (void)step;
    ++*(size_t *)user;
    return false;
}

/* The next step and every instance of every technique, each call under
** the time limit (and without help from the solution: positions here have
** none or many); together within what the limit allows the calls, on the
** thread's CPU clock. */
static void bounded_steps(const nonet_grid *g) {
    nonet_solver *s = nonet_solver_new();
    /* SE's nested chains would take hours on a grid with many solutions:
    ** the solver's time limit bounds each search (nonet.h) */
    cr_assert_eq(nonet_solver_set_time_limit(s, CALL_LIMIT), NONET_OK);
    nonet_step step;
    double start = cpu_clock_now();
    nonet_status st = nonet_next_step(s, g, &step);
    cr_assert(st == NONET_OK || st == NONET_STALLED, "next step: %s", nonet_strerror(st));
    for (size_t i = 0; i < nonet_technique_count(); i++) {
        size_t seen = 0, found = 0;
        nonet_status found_st = nonet_find(s, g, nonet_technique_at(i)->technique, count_instance, &seen, &found);
        bool fallback = nonet_technique_at(i)->flags & NONET_TF_FALLBACK; /* refused: no instances */
        cr_assert(found_st == (fallback ? NONET_BAD_ARGUMENT : NONET_OK) || found_st == NONET_TIMEOUT, "find: %s",
                  nonet_strerror(found_st));
        cr_assert_eq(found, seen);
    }
    double took = cpu_clock_now() - start;
    double allowed = (double)(nonet_technique_count() + 1) * (CALL_LIMIT + CALL_OVERRUN);
    cr_assert_lt(took, allowed, "steps and finds took %.2f CPU s (%.1f allowed)", took, allowed);
    nonet_solver_free(s);
}

/* Counted to 2, explained and stepped, each within its bound: the count
** and the status are the ones expected. */
static void check_bounded(const nonet_grid *g, int count, nonet_status status) {
    cr_assert_eq(bounded_count(g, 2), count);
    cr_assert_eq(bounded_explain(g), status);
    bounded_steps(g);
}

Test(bounds, empty_grid, .timeout = 60) {
    nonet_grid *g = support_grid(EMPTY_GRID);
    check_bounded(g, 2, NONET_MULTIPLE_SOLUTIONS);
    cr_assert_eq(bounded_count(g, 10000), 10000, "the limit is what stops the count");
    nonet_grid_free(g);
}

/* A 17-clue puzzle without its first clue: 17-clue puzzles are minimal,
** so 16 of the clues leave several solutions. */
static void check_sixteen(const char *puzzle) {
    char text[82];
    memcpy(text, puzzle, sizeof text);
    *strpbrk(text, "123456789") = '.';
    nonet_grid *g = support_grid(text);
    check_bounded(g, 2, NONET_MULTIPLE_SOLUTIONS);
    nonet_grid_free(g);
}

Test(bounds, sixteen_givens, .timeout = 60) {
    check_sixteen(CLUES17_A);
    check_sixteen(CLUES17_B);
}

Test(bounds, contradictory_marks_seen_at_once, .timeout = 60) {
    /* A HoDoKu line deleting 1 from every cell of row 1. */
    nonet_grid *g = support_grid(":0000:x:" EMPTY_GRID ":111 112 113 114 115 116 117 118 119:::");
    check_bounded(g, 0, NONET_NO_SOLUTION);
    nonet_grid_free(g);
}

/* An easy puzzle whose pencil marks lack the solution's digit in one
** cell: nothing clashes locally; only the search shows there is no
** solution. Every empty cell in turn. */
Test(bounds, contradictory_marks_found_by_search, .timeout = 120) {
    nonet_grid *puzzle = support_grid(EASY);
    uint8_t sol[81];
    support_solution(puzzle, sol);
    for (int c = 0; c < 81; c++) {
        if (nonet_grid_value(puzzle, c)) continue;
        nonet_grid *g = nonet_grid_clone(puzzle);
        cr_assert_eq(nonet_grid_eliminate(g, c, sol[c]), NONET_OK);
        check_bounded(g, 0, NONET_NO_SOLUTION);
        nonet_grid_free(g);
    }
    nonet_grid_free(puzzle);
}

/* A 17-clue puzzle plus a wrong digit that clashes with no clue: as the
** puzzle has one solution, the new one has none, and the search must
** exhaust the tree to say so. */
Test(bounds, no_solution_needs_search, .timeout = 60) {
    nonet_grid *g = support_grid(CLUES17_A);
    uint8_t sol[81];
    support_solution(g, sol);
    int cell = 0;
    while (nonet_grid_value(g, cell)) cell++;
    int wrong = 1;
    while (wrong == sol[cell] || !(nonet_grid_candidates(g, cell) & (1u << (wrong - 1)))) wrong++;
    cr_assert_eq(nonet_grid_place(g, cell, wrong), NONET_OK);
    check_bounded(g, 0, NONET_NO_SOLUTION);
    nonet_grid_free(g);
}

Test(bounds, puzzle_made_against_brute_force, .timeout = 60) {
    nonet_grid *g = support_grid(ANTI_BRUTE);
    cr_assert_eq(bounded_count(g, 2), 1);
    cr_assert_eq(bounded_explain(g), NONET_OK);
    nonet_grid_free(g);
}

/* The fuzzer's first timeout (tests/data/fuzz-regressions/solve/
** slow-17-clue): a 17-clue puzzle the old plain backtracking took 0.1 s on
** (over 30 s instrumented, on a busy machine); it has one solution. */
Test(bounds, slow_for_plain_backtracking, .timeout = 60) {
    nonet_grid *g = support_grid(SLOW_FOR_PLAIN);
    check_bounded(g, 1, NONET_OK);
    nonet_grid_free(g);
}

/* Every step removes at least one candidate, so a trace never has more
** steps than the position had candidates: the explain loop is bounded. */
Test(bounds, trace_no_longer_than_candidates, .timeout = 60) {
    const char *puzzles[] = {EASY, ANTI_BRUTE, CLUES17_A, CLUES17_B};
    nonet_solver *s = nonet_solver_new();
    for (size_t i = 0; i < sizeof puzzles / sizeof puzzles[0]; i++) {
        nonet_grid *g = support_grid(puzzles[i]);
        size_t candidates = 0;
        for (int c = 0; c < 81; c++) candidates += (size_t)__builtin_popcount(nonet_grid_candidates(g, c));
        nonet_trace *t = NULL;
        cr_assert_eq(nonet_explain(s, g, &t, NULL), NONET_OK);
        cr_assert_leq(nonet_trace_count(t), candidates);
        nonet_trace_free(t);
        nonet_grid_free(g);
    }
    nonet_solver_free(s);
}

/* A megabyte of text: rejected with a message (the reader's line limit is
** a mebibyte, read once: a quadratic reading would pass the timeout), or,
** when the puzzle follows blanks that fit under the limit, read. */
Test(bounds, megabyte_input, .timeout = 60) {
    size_t size = 1u << 20;
    char *text = malloc(size + 100);
    nonet_grid *g = nonet_grid_new();
    nonet_error err;
    memset(text, '5', size);
    text[size] = '\0';
    cr_assert_eq(nonet_grid_parse(g, text, &err), NONET_INVALID);
    cr_assert_neq(err.message[0], '\0');
    text[0] = ':';
    memset(text + 1, '.', size - 1);
    cr_assert_eq(nonet_grid_parse(g, text, &err), NONET_INVALID);
    memset(text, ' ', size - 100);
    strcpy(text + size - 100, EASY);
    cr_assert_eq(nonet_grid_parse(g, text, &err), NONET_OK, "%s", err.message);
    nonet_grid_free(g);
    free(text);
}
