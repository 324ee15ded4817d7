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

/* ---- sinks: where strategies deliver steps ---- */

/* The driver's sink: keep the step in ctx->user and stop the search. */
static bool keep_first(strat_ctx *ctx, nonet_step *step) {
    step_copy(ctx->user, step);
    return true;
}

/* The sum of a step's eliminated candidates' indices (HoDoKu's tie-break). */
static int elimination_index_sum(const nonet_step *s) {
    int sum = 0;
    for (int i = 0; i < s->n_eliminations; i++) sum += s->eliminations[i].cell * 10 + s->eliminations[i].digit;
    return sum;
}

/* Does a come before b by HoDoKu's choice among a chain solver's finds
** (SolutionStep's order): more eliminations first; then, when they remove
** different candidates, the lower sum of candidate indices; then the
** shorter chain. Ties keep the first found. */
static bool hodoku_prefers(const nonet_step *a, const nonet_step *b) {
    if (a->n_eliminations != b->n_eliminations) return a->n_eliminations > b->n_eliminations;
    int sum_a = elimination_index_sum(a), sum_b = elimination_index_sum(b);
    if (sum_a != sum_b) return sum_a < sum_b;
    return a->n_links < b->n_links;
}

/* The sink of a BEST row (NONET_TF_BEST_OF_ALL): keep the best step seen
** in the best_sink at ctx->user and ask for more. */
typedef struct best_sink {
    nonet_step *best;
    int best_sum; /* elimination_index_sum of best */
    bool have;
} best_sink;

static bool keep_best(strat_ctx *ctx, nonet_step *step) {
    best_sink *sink = ctx->user;
    if (!sink->have || hodoku_prefers(step, sink->best)) {
        step_copy(sink->best, step);
        sink->best_sum = elimination_index_sum(step);
    }
    sink->have = true;
    return false;
}

/* The worth filter of a BEST row (strat_ctx.worth): could a step with
** the eliminations of s and n_links links replace the best seen? The
** same order as hodoku_prefers, before the step is drawn. */
static bool could_beat_best(const strat_ctx *ctx, const nonet_step *s, int n_links) {
    const best_sink *sink = ctx->user;
    if (!sink->have) return true;
    const nonet_step *best = sink->best;
    if (best->n_eliminations != s->n_eliminations) return s->n_eliminations > best->n_eliminations;
    int sum = elimination_index_sum(s);
    if (sum != sink->best_sum) return sum < sink->best_sum;
    return n_links < best->n_links;
}

/* Run a BEST row over every instance; true when it found one (in out). */
static bool row_best_step(const technique_row *r, const nonet_grid *g, strat_ctx *ctx) {
    best_sink sink = {.best = ctx->user};
    strat_ctx all = *ctx;
    all.emit = keep_best;
    all.worth = could_beat_best;
    all.user = &sink;
    r->find(g, &all);
    ctx->memo = all.memo;
    return sink.have;
}

/* May the row run on this position with these options? */
static bool row_runs(const nonet_solver *s, const technique_row *r, const nonet_grid *g, bool unique) {
    if (!r->find || !s->enabled[r->info.technique]) return false;
    if ((r->info.flags & NONET_TF_UNIQUENESS) && (!unique || !s->uniqueness)) return false;
    if ((r->info.flags & NONET_TF_NEEDS_GIVENS) && !g->has_givens) return false;
    if ((r->info.flags & NONET_TF_ONE_SOLUTION) && !unique) return false;
    return true;
}

/* Run one row for its first step. With a memo, the row skips the digits
** or units known to give it nothing, and is remembered when it finds
** nothing (row_memo.h). */
static bool row_first_step(const technique_row *r, const nonet_grid *g, strat_ctx *ctx, row_memo *memo) {
    ctx->wanted = r->info.technique;
    ctx->memo = (strat_memo){0};
    if (memo && row_memo_skips(memo, r->info.technique, ctx)) return false;
    bool best = (r->info.flags & NONET_TF_BEST_OF_ALL) && !ctx->se_rules;
    bool found = best ? row_best_step(r, g, ctx) : r->find(g, ctx);
    if (memo && ctx->memo.also_nothing) row_memo_found_nothing_for(memo, ctx->memo.also_technique, ctx->memo.also_nothing);
    if (found) return true;
    if (memo) row_memo_found_nothing(memo, r->info.technique);
    return false;
}

/* Run the enabled strategies in the solver's order on g; the first productive
** step goes to *out. unique: the position is known to have one solution.
** False when no strategy applies. (solver.h) */
bool solver_first_step(nonet_solver *s, const nonet_grid *g, bool unique, row_memo *memo,
                       nonet_step *out) {
    strat_ctx ctx = {.emit = keep_first, .user = out, .unique = unique, .se_rules = s->se_rules,
                     .als_nodes = s->als_nodes, .deadline = &s->deadline, .scratch = &s->scratch};
    if (s->se_rules) memo = NULL; /* SE's finders do not take the memo's skips */
    if (memo) row_memo_look(memo, g);
    for (size_t i = 0; i < s->n_rows; i++) {
        if (!row_runs(s, s->order[i], g, unique)) continue;
        if (row_first_step(s->order[i], g, &ctx, memo)) return true;
        if (s->deadline.passed) return false; /* the row may have given up */
    }
    return false;
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

/* Steps until the grid is full; returns the status. Every step changes the
** grid (or the loop stops with NONET_INTERNAL), so there are at most as
** many steps as the position has candidates: the loop is bounded. */
static nonet_status explain_loop(nonet_solver *s, nonet_grid *work, nonet_trace *t, nonet_error *err) {
    row_memo memo;
    row_memo_init(&memo);
    while (work->empty > 0) {
        nonet_step *step = trace_slot(t);
        if (!step) return NONET_NOMEM;
        if (past_deadline(s)) return timed_out(work, err);
        if (!solver_first_step(s, work, true, &memo, step)) {
            if (s->deadline.passed) return timed_out(work, err);
            if (t->stalled_empty < 0) t->stalled_empty = work->empty; /* where logic first stopped */
            if (!s->backtracking)
                return solver_fail(err, NONET_STALLED, "logic stalled with %d cells empty", work->empty);
            if (!guess_step(s, work, t->solution, step)) {
                if (s->deadline.passed) return timed_out(work, err); /* the guess's logic ran out */
                backtracking_step(work, t->solution, step);
            }
        }
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
    if (!t) return NONET_NOMEM;
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
    return solver_first_step(s, g, position_unique(g), NULL, step) ? NONET_OK : NONET_STALLED;
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
    if (!r || !r->find) return false;
    /* find ignores --techniques (it names its technique) but not the
    ** conditions under which a technique is sound. */
    if ((r->info.flags & (NONET_TF_UNIQUENESS | NONET_TF_ONE_SOLUTION)) && !unique) return false;
    return !(r->info.flags & NONET_TF_NEEDS_GIVENS) || g->has_givens;
}

size_t solver_find(nonet_solver *s, const nonet_grid *g, const technique_row *r, bool unique, nonet_step_fn fn,
                   void *user) {
    find_sink fs = {fn, user, 0};
    strat_ctx ctx = {.emit = pass_on, .user = &fs, .unique = unique, .wanted = r->info.technique, .exhaustive = true,
                     .deadline = &s->deadline, .scratch = &s->scratch};
    r->find(g, &ctx);
    return fs.found;
}

size_t nonet_find(nonet_solver *s, const nonet_grid *g, nonet_technique t, nonet_step_fn fn, void *user) {
    const technique_row *r = technique_row_of(t);
    if (!r || !r->find) return 0;
    bool unique = (r->info.flags & (NONET_TF_UNIQUENESS | NONET_TF_ONE_SOLUTION)) ? position_unique(g) : false;
    if (!solver_find_may_run(r, g, unique)) return 0;
    cpu_deadline_start(&s->deadline, s->time_limit);
    return solver_find(s, g, r, unique, fn, user);
}
