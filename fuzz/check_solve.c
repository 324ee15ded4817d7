/*
** check_solve.c -- the solver's oracle: the brute-force count and first
** solution judge the explainer's status, every step of the trace, the next
** step and the instances nonet_find reports; every renderer runs on the
** steps (see check.h).
*/
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "grid.h"
#include "mask.h"
#include "step.h"

/* Is sol a completed sudoku that fits g's values and candidates? */
static bool solution_fits(const nonet_grid *g, const uint8_t sol[81]) {
    for (int c = 0; c < N_CELLS; c++) {
        if (sol[c] < 1 || sol[c] > 9) return false;
        if (g->value[c] ? g->value[c] != sol[c] : !mask_has(g->cand[c], sol[c])) return false;
    }
    for (int u = 0; u < N_UNITS; u++) {
        uint16_t seen = 0;
        for (int i = 0; i < 9; i++) seen |= mask_of(sol[unit_cells[u][i]]);
        if (seen != MASK_ALL) return false;
    }
    return true;
}

static bool candidate_ok(nonet_candidate c) { return c.cell < N_CELLS && c.digit >= 1 && c.digit <= 9; }

/* The step's lists hold cells, digits, units and roles in range. */
static void check_step_ranges(const nonet_step *s) {
    CHECK(nonet_technique_info_of(s->technique) != NULL);
    CHECK(s->n_placements <= NONET_STEP_MAX_PLACEMENTS && s->n_eliminations <= NONET_STEP_MAX_ELIMINATIONS);
    CHECK(s->n_marks <= NONET_STEP_MAX_MARKS && s->n_cells <= NONET_STEP_MAX_CELLS);
    CHECK(s->n_units <= NONET_STEP_MAX_UNITS && s->n_links <= NONET_STEP_MAX_LINKS);
    for (int i = 0; i < s->n_marks; i++) {
        nonet_candidate c = {s->marks[i].cell, s->marks[i].digit};
        CHECK(candidate_ok(c) && s->marks[i].role <= NONET_ROLE_PINCER);
    }
    for (int i = 0; i < s->n_cells; i++) CHECK(s->cells[i] < N_CELLS);
    for (int i = 0; i < s->n_units; i++) CHECK(s->units[i].unit < N_UNITS && s->units[i].role <= NONET_ROLE_PINCER);
    for (int i = 0; i < s->n_links; i++) CHECK(candidate_ok(s->links[i].from) && candidate_ok(s->links[i].to));
}

/* The step fits the position before it and changes it: every placement
** and elimination is a candidate there, and there is at least one. With a
** solution (sol not NULL) the step also agrees with it. */
static void check_step(const nonet_grid *before, const nonet_step *s, const uint8_t *sol) {
    check_step_ranges(s);
    CHECK(s->n_placements + s->n_eliminations > 0);
    for (int i = 0; i < s->n_placements; i++) {
        nonet_candidate c = s->placements[i];
        CHECK(candidate_ok(c) && mask_has(before->cand[c.cell], c.digit));
        CHECK(!sol || sol[c.cell] == c.digit);
    }
    for (int i = 0; i < s->n_eliminations; i++) {
        nonet_candidate c = s->eliminations[i];
        CHECK(candidate_ok(c) && mask_has(before->cand[c.cell], c.digit));
        CHECK(!sol || sol[c.cell] != c.digit);
    }
}

/* Every renderer copes with the step; the text is the same however small
** the buffer (snprintf-like truncation). */
static void check_renders(const nonet_grid *before, const nonet_step *s, bool pictures) {
    char small[8], full[4096];
    size_t len = nonet_step_text(s, full, sizeof full);
    CHECK(len < sizeof full && strlen(full) == len);
    CHECK(nonet_step_text(s, small, sizeof small) == len);
    CHECK(!strncmp(small, full, sizeof small - 1));
    for (int level = 1; level <= 3; level++) {
        size_t hint = nonet_step_hint(s, level, full, sizeof full);
        CHECK(hint < sizeof full && strlen(full) == hint);
    }
    char *json = nonet_step_json(s);
    CHECK(json != NULL && json[0] == '{' && json[strlen(json) - 1] == '}');
    nonet_free(json);
    if (!pictures) return;
    char *svg = nonet_step_svg(before, s), *picture = nonet_grid_picture(before, s, true);
    CHECK(svg != NULL && picture != NULL);
    nonet_free(svg);
    nonet_free(picture);
}

/* Replaying the trace from g: each step checked and applied; a solved
** trace fills the grid with sol, a stalled one leaves cells empty. */
static void check_trace(const nonet_grid *g, const nonet_trace *t, const uint8_t sol[81]) {
    nonet_grid work = *g;
    size_t n = nonet_trace_count(t);
    for (size_t i = 0; i < n; i++) {
        const nonet_step *s = nonet_trace_step(t, i);
        check_step(&work, s, sol);
        check_renders(&work, s, i == 0 || i + 1 == n);
        CHECK(nonet_step_apply(&work, s) == NONET_OK);
        CHECK(grid_consistent(&work));
    }
    CHECK(nonet_trace_step(t, n) == NULL);
    if (nonet_trace_status(t) == NONET_OK) {
        CHECK(work.empty == 0 && !memcmp(work.value, sol, N_CELLS));
        CHECK(nonet_trace_solution(t) && !memcmp(nonet_trace_solution(t), sol, N_CELLS));
    } else {
        CHECK(work.empty > 0 && nonet_trace_solution(t) == NULL);
    }
}

/* CPU seconds per solve, next step and find: an input costs at most about
** three times this (the deadline holds within milliseconds, also in this
** instrumented build), well under the fuzzer's timeout per input (30 s of
** wall clock, scripts/fuzz.sh) even when the niced run gets a fifth of a
** core on a busy machine. */
#define FUZZ_SOLVE_SECONDS 1.0

/* The explainer's status is the one the count calls for. */
static nonet_status expected_status(int count, bool backtracking, bool stalled) {
    if (count == 0) return NONET_NO_SOLUTION;
    if (count > 1) return NONET_MULTIPLE_SOLUTIONS;
    return !backtracking && stalled ? NONET_STALLED : NONET_OK;
}

static void check_explain(nonet_solver *solver, const nonet_grid *g, int count, const uint8_t sol[81],
                          bool backtracking) {
    nonet_trace *t = NULL;
    nonet_error err;
    nonet_status st = nonet_explain(solver, g, &t, &err);
    CHECK(t != NULL && nonet_trace_status(t) == st);
    CHECK(st == expected_status(count, backtracking, st == NONET_STALLED) || (st == NONET_TIMEOUT && count == 1));
    if (count == 1) check_trace(g, t, sol);
    if (nonet_trace_count(t) <= 4) { /* a picture per step: short traces only, for speed */
        char *html = nonet_html_puzzle(g, t, 1);
        CHECK(html != NULL);
        nonet_free(html);
    }
    nonet_trace_free(t);
}

typedef struct find_check {
    const nonet_grid *g;
    const uint8_t *sol;
    nonet_technique technique;
    size_t seen;
} find_check;

/* Each instance found is of the technique asked for and a sound step;
** stop after a few dozen (positions with thousands exist). */
static bool check_found(const nonet_step *s, void *user) {
    find_check *fc = user;
    CHECK(s->technique == fc->technique);
    check_step(fc->g, s, fc->sol);
    return ++fc->seen >= 48;
}

/* The next step and the instances of one technique (picked by the size of
** the input, so the fuzzer visits them all) are sound steps. */
static void check_steps(nonet_solver *solver, const nonet_grid *g, const uint8_t *sol, size_t pick) {
    nonet_step step;
    nonet_status st = nonet_next_step(solver, g, &step);
    if (g->empty == 0) CHECK(st == NONET_END);
    else CHECK(st == NONET_OK || st == NONET_STALLED);
    if (st == NONET_OK) check_step(g, &step, sol);
    const nonet_technique_info *info = nonet_technique_at(pick % nonet_technique_count());
    find_check fc = {g, sol, info->technique, 0};
    size_t found = 0;
    nonet_status find_st = nonet_find(solver, g, info->technique, check_found, &fc, &found);
    bool fallback = info->flags & NONET_TF_FALLBACK; /* no instances: refused */
    CHECK(find_st == (fallback ? NONET_BAD_ARGUMENT : NONET_OK) || find_st == NONET_TIMEOUT);
    CHECK(found == fc.seen);
}

/* "!k" at the start sets options; returns where the position starts. */
static const char *solver_options(const char *text, nonet_solver *solver, bool *backtracking) {
    *backtracking = true;
    if (text[0] != '!' || !text[1]) return text;
    *backtracking = !(text[1] & 1);
    nonet_solver_set_backtracking(solver, *backtracking);
    nonet_solver_set_uniqueness(solver, !(text[1] & 2));
    return text + 2;
}

static void check_position(nonet_solver *solver, const nonet_grid *g, bool backtracking, size_t pick) {
    uint8_t sol[81];
    int count = -1;
    CHECK(grid_consistent(g));
    CHECK(nonet_count(g, 2, &count, sol) == NONET_OK && count >= 0 && count <= 2);
    CHECK(count == 0 || solution_fits(g, sol));
    int reference = check_reference_count(g, 2, 5000);
    CHECK(reference < 0 || reference == count);
    check_explain(solver, g, count, sol, backtracking);
    check_steps(solver, g, count ? sol : NULL, pick);
    nonet_candidate wrong[81];
    int n_wrong = nonet_grid_wrong_marks(g, wrong);
    CHECK(n_wrong >= -1 && n_wrong <= 81);
    check_roundtrip(g, NONET_FORM_LINE);
    check_roundtrip(g, NONET_FORM_BLOCK);
    check_roundtrip(g, NONET_FORM_PENCILMARKS);
    check_roundtrip(g, NONET_FORM_HODOKU);
}

void check_solve(const uint8_t *data, size_t size) {
    char *text = check_text(data, size);
    nonet_solver *solver = nonet_solver_new();
    nonet_grid g;
    bool backtracking;
    CHECK(solver != NULL);
    /* As the command does (its --max-time): a solve past the limit must
    ** still give a sound partial trace. Every row runs, the costliest
    ** (nested chains, Kraken Fish, Forcing Net (+) and the explained
    ** guess) too: they poll the deadline as the others do. */
    CHECK(nonet_solver_set_time_limit(solver, FUZZ_SOLVE_SECONDS) == NONET_OK);
    const char *position = solver_options(text, solver, &backtracking);
    if (nonet_grid_parse(&g, position, NULL) == NONET_OK) check_position(solver, &g, backtracking, size);
    nonet_solver_free(solver);
    free(text);
}
