/*
** driver.c -- runs the pipeline: counts solutions first, then asks the
** strategies, easiest first, for one step at a time, checks each step
** against the known solution, applies it and logs it. When logic stalls,
** backtracking places the rest as one logged step.
*/
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "bruteforce.h"
#include "error_text.h"
#include "guess.h"
#include "pipeline.h"
#include "solver.h"

nonet_status nonet_count_masks(const uint16_t masks[81], int limit, int *count,
                               uint8_t solution[81]) {
    if (limit < 1 || !masks || !count) return NONET_BAD_ARGUMENT;
    *count = bf_count(masks, limit, solution);
    return NONET_OK;
}

nonet_status nonet_count(const nonet_grid *g, int limit, int *count, uint8_t solution[81]) {
    uint16_t masks[N_CELLS];
    if (!g) return NONET_BAD_ARGUMENT;
    grid_masks(g, masks);
    return nonet_count_masks(masks, limit, count, solution);
}

long nonet_solutions(const nonet_grid *g, long limit, nonet_solution_fn fn, void *user) {
    if (limit < 1) return 0;
    uint16_t masks[N_CELLS];
    grid_masks(g, masks);
    return bf_search(masks, limit, fn, user);
}

/* ---- the trace ---- */

/* An empty trace (no steps, not stalled), or NULL when out of memory. */
static nonet_trace *trace_new(void) {
    nonet_trace *t = calloc(1, sizeof *t);
    if (t) t->stalled_empty = -1;
    return t;
}

/* Room for the next step, which strategies then fill in place (it counts
** once the driver keeps it); NULL when out of memory. The trace grows by
** doubling from 128 steps: a solve takes at most about a hundred (97 on
** the first 1,000 diabolical puzzles, 63 the median), so it allocates
** once, and no step record (1.7 KB each) is copied. */
static nonet_step *trace_slot(nonet_trace *t) {
    if (t->n_steps == t->cap) {
        size_t cap = t->cap ? t->cap * 2 : 128;
        nonet_step *grown = realloc(t->steps, cap * sizeof *grown);
        if (!grown) return NULL;
        t->steps = grown;
        t->cap = cap;
    }
    return &t->steps[t->n_steps];
}

/* A step that fails solver_step_sound is a bug in a strategy; the driver
** refuses it rather than print a wrong trace. */
bool solver_step_sound(const nonet_step *step, const uint8_t solution[N_CELLS]) {
    for (int i = 0; i < step->n_placements; i++)
        if (solution[step->placements[i].cell] != step->placements[i].digit) return false;
    for (int i = 0; i < step->n_eliminations; i++)
        if (solution[step->eliminations[i].cell] == step->eliminations[i].digit) return false;
    return true;
}

/* The fallback step: every empty cell placed from the known solution. */
static void backtracking_step(const nonet_grid *g, const uint8_t solution[N_CELLS], nonet_step *step) {
    step_init(step, NONET_T_BACKTRACKING, 0);
    for (int c = 0; c < N_CELLS; c++)
        if (!g->value[c]) step_add_placement(step, c, solution[c]);
}

/* Say what went wrong in err (when given, no position; printf-style) and
** return st. Each status has one wording, whatever found it, so that every
** command says the same for the same puzzle. */
nonet_status solver_fail(nonet_error *err, nonet_status st, const char *fmt, ...) {
    if (err) {
        err->line = 0;
        err->column = 0;
        va_list ap;
        va_start(ap, fmt);
        error_capture(err, fmt, ap); /* the format and facts, for nonet_error_text */
        va_end(ap);
        va_start(ap, fmt);
        vsnprintf(err->message, sizeof err->message, fmt, ap);
        va_end(ap);
    }
    return st;
}

/* Count, then check the position has exactly one solution. */
static nonet_status explain_start(const nonet_grid *g, nonet_trace *t, nonet_error *err) {
    if (grid_contradiction(g))
        return solver_fail(err, NONET_NO_SOLUTION, "%s", nonet_strerror(NONET_NO_SOLUTION));
    uint16_t masks[N_CELLS];
    grid_masks(g, masks);
    int count = bf_count(masks, 2, t->solution);
    if (count == 0) return solver_fail(err, NONET_NO_SOLUTION, "%s", nonet_strerror(NONET_NO_SOLUTION));
    if (count > 1)
        return solver_fail(err, NONET_MULTIPLE_SOLUTIONS, "%s", nonet_strerror(NONET_MULTIPLE_SOLUTIONS));
    return NONET_OK;
}

/* Does the step change the grid: a placement, or an elimination of a
** candidate still there? A step that does not would repeat for ever. */
static bool step_changes(const nonet_grid *g, const nonet_step *step) {
    if (step->n_placements > 0) return true;
    for (int i = 0; i < step->n_eliminations; i++) {
        const nonet_candidate *e = &step->eliminations[i];
        if (e->cell < N_CELLS && mask_has(g->cand[e->cell], e->digit)) return true;
    }
    return false;
}

/* Has the running solve passed its deadline (solver.h)? A poll (cheap). */
static bool past_deadline(nonet_solver *s) { return cpu_deadline_passed(&s->deadline); }

/* The status of a solve stopped by its time limit, with its message. */
static nonet_status timed_out(const nonet_grid *work, nonet_error *err) {
    return solver_fail(err, NONET_TIMEOUT, "past the time limit with %d cells empty", work->empty);
}

/* The status of a solve that ran out of memory, with its message. */
static nonet_status out_of_memory(const nonet_grid *work, nonet_error *err) {
    return solver_fail(err, NONET_NOMEM, "out of memory with %d cells empty", work->empty);
}

/* The step where the pipeline stalls on work: the explained guess, else
** the fallback; or the status that ends the solve (NONET_OK: a step). */
static nonet_status stalled_step(nonet_solver *s, nonet_grid *work, nonet_trace *t, nonet_step *step,
                                 nonet_error *err) {
    if (s->deadline.passed) return timed_out(work, err);
    if (t->stalled_empty < 0) t->stalled_empty = work->empty; /* where logic first stopped */
    if (!s->backtracking) return solver_fail(err, NONET_STALLED, "logic stalled with %d cells empty", work->empty);
    nonet_status st = guess_step(s, work, t->solution, step);
    if (st == NONET_NOMEM) return out_of_memory(work, err);
    if (st != NONET_OK) {
        if (s->deadline.passed) return timed_out(work, err); /* the guess's logic ran out */
        backtracking_step(work, t->solution, step);
    }
    return NONET_OK;
}

/* Steps until the grid is full; returns the status. Every step changes the
** grid (or the loop stops with NONET_INTERNAL), so there are at most as
** many steps as the position has candidates: the loop is bounded. */
static nonet_status explain_loop(nonet_solver *s, nonet_grid *work, nonet_trace *t, nonet_error *err) {
    row_memo memo;
    row_memo_init(&memo);
    while (work->empty > 0) {
        nonet_step *step = trace_slot(t);
        if (!step) return out_of_memory(work, err);
        if (past_deadline(s)) return timed_out(work, err);
        nonet_status st = pipeline_first_step(s, work, true, &memo, step);
        if (st == NONET_NOMEM) return out_of_memory(work, err);
        if (st != NONET_OK && (st = stalled_step(s, work, t, step, err)) != NONET_OK) return st;
        if (!step_changes(work, step))
            return solver_fail(err, NONET_INTERNAL, "a strategy produced a step that changes nothing");
        if (!solver_step_sound(step, t->solution))
            return solver_fail(err, NONET_INTERNAL, "a strategy produced a step that removes the solution");
        t->n_steps++;
        if (nonet_step_apply(work, step) != NONET_OK)
            return solver_fail(err, NONET_INTERNAL, "a step did not fit the grid");
    }
    t->solved = true;
    return NONET_OK;
}

nonet_status nonet_explain(nonet_solver *s, const nonet_grid *g, nonet_trace **out, nonet_error *err) {
    nonet_trace *t = trace_new();
    *out = t;
    if (!t) return solver_fail(err, NONET_NOMEM, "%s", nonet_strerror(NONET_NOMEM));
    t->status = explain_start(g, t, err);
    if (t->status == NONET_OK) {
        nonet_grid work = *g;
        solver_start_clock(s);
        t->status = explain_loop(s, &work, t, err);
    }
    return t->status;
}

nonet_status nonet_trace_status(const nonet_trace *t) { return t->status; }
size_t nonet_trace_count(const nonet_trace *t) { return t->n_steps; }

const nonet_step *nonet_trace_step(const nonet_trace *t, size_t index) {
    return index < t->n_steps ? &t->steps[index] : NULL;
}

const uint8_t *nonet_trace_solution(const nonet_trace *t) {
    return t->solved ? t->solution : NULL;
}

int nonet_trace_stalled(const nonet_trace *t) { return t->stalled_empty; }

void nonet_trace_free(nonet_trace *t) {
    if (!t) return;
    free(t->steps);
    free(t);
}

/* ---- one step, and every instance ---- */

/* Does the position have exactly one solution? (For uniqueness methods.) */
static bool position_unique(const nonet_grid *g) {
    uint16_t masks[N_CELLS];
    grid_masks(g, masks);
    return !grid_contradiction(g) && bf_count(masks, 2, NULL) == 1;
}

nonet_status nonet_next_step(nonet_solver *s, const nonet_grid *g, nonet_step *step) {
    if (g->empty == 0) return NONET_END;
    cpu_deadline_start(&s->deadline, s->time_limit);
    return pipeline_first_step(s, g, position_unique(g), NULL, step);
}

typedef struct find_sink {
    nonet_step_fn fn;
    void *user;
    size_t found;
} find_sink;

/* nonet_find's sink: count the step and hand it to the caller's function,
** which says whether to stop. */
static bool pass_on(strat_ctx *ctx, nonet_step *step) {
    find_sink *fs = ctx->user;
    fs->found++;
    return fs->fn ? fs->fn(step, fs->user) : false;
}

bool solver_find_may_run(const technique_row *r, const nonet_grid *g, bool unique) {
    if (!r || !strat_finder(r->info.technique)) return false;
    /* find ignores --techniques (it names its technique) but not the
    ** conditions under which a technique is sound. */
    if ((r->info.flags & (NONET_TF_UNIQUENESS | NONET_TF_ONE_SOLUTION)) && !unique) return false;
    return !(r->info.flags & NONET_TF_NEEDS_GIVENS) || g->has_givens;
}

nonet_status solver_find(nonet_solver *s, const nonet_grid *g, const technique_row *r, bool unique, nonet_step_fn fn,
                         void *user, size_t *found) {
    strat_fn find = strat_finder(r->info.technique);
    find_sink fs = {fn, user, 0};
    strat_ctx ctx = {.emit = pass_on, .user = &fs, .unique = unique, .wanted = r->info.technique, .exhaustive = true,
                     .deadline = &s->deadline, .scratch = &s->scratch};
    find(g, &ctx);
    *found = fs.found;
    return ctx.nomem ? NONET_NOMEM : NONET_OK;
}

nonet_status nonet_find(nonet_solver *s, const nonet_grid *g, nonet_technique t, nonet_step_fn fn, void *user,
                        size_t *found) {
    const technique_row *r = technique_row_of(t);
    if (found) *found = 0;
    if (!s || !g || !r || !strat_finder(t)) return NONET_BAD_ARGUMENT;
    bool unique = (r->info.flags & (NONET_TF_UNIQUENESS | NONET_TF_ONE_SOLUTION)) ? position_unique(g) : false;
    if (!solver_find_may_run(r, g, unique)) return NONET_OK;
    cpu_deadline_start(&s->deadline, s->time_limit);
    size_t n;
    nonet_status st = solver_find(s, g, r, unique, fn, user, &n);
    if (found) *found = n;
    if (st != NONET_OK) return st;
    return s->deadline.passed ? NONET_TIMEOUT : NONET_OK;
}
