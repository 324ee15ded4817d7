/*
** guess.c -- the explained guess (issue 13): where every technique of the
** pipeline stalls, the backtracking step still shows a reason. A wrong
** candidate (by the known solution) of a cell with few candidates is
** assumed true, and the pipeline's own logic runs on that copy (without
** the uniqueness techniques: the copy has no solution) until a cell has no
** candidate left or a digit no place in a unit. The assumption is then
** false: the digit goes, and the logic goes on from the real position.
**
**     r1c1=5 => r2c3=4, r5c5=1, ... => r7c7 has no candidate  => r1c1<>5
**
** Sound: every step of the logic is a consequence of the assumption (each
** technique derives only what must hold if the position has a solution),
** so a position without room for some digit refutes it. Which one is
** wrong comes from the brute force's solution, so the step needs no luck;
** the proof shown does not use the solution.
**
** Choice: two-candidate cells first (their other digit is then placed),
** then cells of three, ...; the first of at most GUESS_TRIES assumptions
** that the logic refutes. The logic on the copy leaves out Forcing Net (+)
** and the nested forcing chains (a net search from every candidate at each
** of its stalls made a guess cost seconds). When no assumption tried reaches a dead end (the logic
** stalls on the copy too), the driver falls back to placing every empty
** cell (variant 0). Only in the pipeline's order and with Forcing Net (+)
** enabled (the pipeline's last rows; after it only the nested forcing
** chains, which leave few puzzles to a guess): a solver restricted to
** simpler techniques, or SE's method (whose rating counts a stall), keeps
** the one step that places the rest.
**
** Step record (backtracking, variant 1): the elimination of the assumed
** candidate; marks: the assumption, then every placement the logic made
** from it, in order (colour A, on states); the contradiction as a cell
** without candidates (cells) or as a unit where a digit has no place
** (units; digits: that digit).
*/
#include <string.h>

#include "grid.h"
#include "guess.h"
#include "pipeline.h"
#include "solver.h"
#include "step.h"

#define GUESS_TRIES 6
/* The placements a guess step lists (as marks): the step record's old
** capacity less one, kept when it grew so that guesses read as before. */
#define GUESS_MAX_PLACED 159

/* What one assumption led to. */
typedef struct guess_run {
    int cell, digit;
    int steps;                   /* logic steps to the contradiction */
    nonet_candidate placed[GUESS_MAX_PLACED];
    int n_placed;
    int empty_cell;              /* the cell left without candidates, or -1 */
    int empty_unit, empty_digit; /* else the unit without a place for digit */
} guess_run;

/* Where the copy has no room left: a cell without candidates, or a unit
** without a place for a digit it lacks; false when there is none. */
static bool guess_dead_end(const nonet_grid *g, guess_run *run) {
    run->empty_cell = run->empty_unit = -1;
    for (int c = 0; c < N_CELLS; c++)
        if (!g->value[c] && !g->cand[c]) return run->empty_cell = c, true;
    for (int u = 0; u < N_UNITS; u++)
        for (int d = 1; d <= 9; d++)
            if (!mask_has(g->placed[u], d) && !g->where[u][d]) return run->empty_unit = u, run->empty_digit = d, true;
    return false;
}

/* Assume run->cell holds run->digit in a copy of g and follow the logic:
** NONET_OK when it reaches a dead end (run says how) within max steps,
** NONET_STALLED when it does not, NONET_NOMEM when a search ran out of
** memory. The solve's deadline is polled per step, as the driver does per
** step of the real position: past it, nothing is refuted. */
static nonet_status guess_follow(nonet_solver *s, const nonet_grid *g, guess_run *run, int max) {
    nonet_grid copy = *g;
    grid_place(&copy, run->cell, run->digit);
    run->n_placed = 0;
    for (run->steps = 0; run->steps <= max; run->steps++) {
        if (cpu_deadline_passed(&s->deadline)) return NONET_STALLED;
        if (guess_dead_end(&copy, run)) return NONET_OK;
        nonet_step sub;
        nonet_status st = pipeline_first_step(s, &copy, false, NULL, &sub);
        if (st != NONET_OK) return st;
        for (int i = 0; i < sub.n_placements && run->n_placed < GUESS_MAX_PLACED; i++)
            run->placed[run->n_placed++] = sub.placements[i];
        if (nonet_step_apply(&copy, &sub) != NONET_OK) return NONET_STALLED;
    }
    return NONET_STALLED;
}

/* The cells to try, fewest candidates first (row by row among equals);
** returns how many. */
static int guess_cells(const nonet_grid *g, int cells[N_CELLS]) {
    int n = 0;
    for (int count = 2; count <= 9; count++)
        for (int c = 0; c < N_CELLS; c++)
            if (!g->value[c] && mask_count(g->cand[c]) == count) cells[n++] = c;
    return n;
}

/* The step of the chosen run. */
static void guess_build(const guess_run *run, nonet_step *step) {
    step_init(step, NONET_T_BACKTRACKING, 1);
    step_add_elimination(step, run->cell, run->digit);
    step_add_mark(step, run->cell, run->digit, NONET_ROLE_COLOR_A);
    for (int i = 0; i < run->n_placed; i++)
        step_add_mark(step, run->placed[i].cell, run->placed[i].digit, NONET_ROLE_COLOR_A);
    step->digits = mask_of(run->digit);
    if (run->empty_cell >= 0) {
        step_add_cell(step, run->empty_cell);
        return;
    }
    step_add_unit(step, run->empty_unit, NONET_ROLE_PATTERN);
    step->digits = mask_of(run->empty_digit);
}

/* The first of the assumptions tried (at most GUESS_TRIES) that the logic
** refutes, in *best (NONET_OK); NONET_STALLED when none is, or when the
** solve's time ran out (no more assumptions then); NONET_NOMEM. */
static nonet_status guess_search(nonet_solver *s, const nonet_grid *g, const uint8_t solution[N_CELLS],
                                 guess_run *best) {
    int cells[N_CELLS], n = guess_cells(g, cells), tries = 0;
    for (int i = 0; i < n && tries < GUESS_TRIES && !s->deadline.passed; i++)
        for (uint16_t m = g->cand[cells[i]]; m && tries < GUESS_TRIES && !s->deadline.passed; m = mask_rest(m)) {
            int digit = mask_lowest(m);
            if (digit == solution[cells[i]]) continue;
            tries++;
            best->cell = cells[i];
            best->digit = digit;
            nonet_status st = guess_follow(s, g, best, N_CELLS * 9);
            if (st != NONET_STALLED) return st;
        }
    return NONET_STALLED;
}

/* Turn off (on == false) or back on the rows flagged NONET_TF_GUESS_LEFT_OUT
** (techniques.def) that the solver has enabled; was[] keeps their state. */
static void guess_rows_toggle(nonet_solver *s, bool was[NONET_T_COUNT_], bool on) {
    size_t n;
    const technique_row *rows = technique_rows(&n);
    for (size_t i = 0; i < n; i++) {
        nonet_technique t = rows[i].info.technique;
        if (!(rows[i].info.flags & NONET_TF_GUESS_LEFT_OUT)) continue;
        if (on) s->enabled[t] = was[t];
        else was[t] = s->enabled[t], s->enabled[t] = false;
    }
}

nonet_status guess_step(nonet_solver *s, const nonet_grid *g, const uint8_t solution[N_CELLS], nonet_step *step) {
    if (s->se_rules || !s->enabled[NONET_T_FORCING_NET_PLUS]) return NONET_STALLED;
    bool was[NONET_T_COUNT_] = {false};
    guess_rows_toggle(s, was, false);
    guess_run run = {0};
    nonet_status st = guess_search(s, g, solution, &run);
    guess_rows_toggle(s, was, true);
    if (st == NONET_OK) guess_build(&run, step);
    return st;
}
