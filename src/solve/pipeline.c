/*
** pipeline.c -- one step of the pipeline: the solver's rows, in its order,
** asked for the first productive step of a position (a BEST row for the
** best of all its instances, by HoDoKu's choice); the driver (driver.c)
** and the explained guess (guess.c) both step with it, so neither calls
** the other for it.
*/
#include "pipeline.h"

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

/* Run a BEST row over every instance; true when it found one (in out), or
** ran out of memory (ctx->nomem). */
static bool row_best_step(const technique_row *r, const nonet_grid *g, strat_ctx *ctx) {
    best_sink sink = {.best = ctx->user};
    strat_ctx all = *ctx;
    all.emit = keep_best;
    all.worth = could_beat_best;
    all.user = &sink;
    strat_finder(r->info.technique)(g, &all);
    ctx->memo = all.memo;
    return strat_pass_nomem(ctx, &all, sink.have);
}

/* Contract: see solver.h. */
bool pipeline_row_runs(const nonet_solver *s, const technique_row *r, const nonet_grid *g, bool unique) {
    /* The fallback has no finder (test_techniques); a flag test, not a
    ** call, since this runs for every row at every step. */
    if ((r->info.flags & NONET_TF_FALLBACK) || !s->enabled[r->info.technique]) return false;
    if ((r->info.flags & NONET_TF_UNIQUENESS) && (!unique || !s->uniqueness)) return false;
    if ((r->info.flags & NONET_TF_NEEDS_GIVENS) && !g->has_givens) return false;
    if ((r->info.flags & NONET_TF_ONE_SOLUTION) && !unique) return false;
    return true;
}

/* Run one row for its first step. With a memo, the row skips the digits
** or units known to give it nothing, and is remembered when it finds
** nothing (row_memo.h); never when it ran out of memory (true, with
** ctx->nomem set), whose search was cut short. */
static bool row_first_step(const technique_row *r, const nonet_grid *g, strat_ctx *ctx, row_memo *memo) {
    ctx->wanted = r->info.technique;
    ctx->memo = (strat_memo){0};
    if (memo && row_memo_skips(memo, r->info.technique, ctx)) return false;
    bool best = (r->info.flags & NONET_TF_BEST_OF_ALL) && !ctx->se_rules;
    bool found = best ? row_best_step(r, g, ctx) : strat_finder(r->info.technique)(g, ctx);
    if (ctx->nomem) return true;
    if (memo && ctx->memo.also_nothing) row_memo_found_nothing_for(memo, ctx->memo.also_technique, ctx->memo.also_nothing);
    if (found) return true;
    if (memo) row_memo_found_nothing(memo, r->info.technique);
    return false;
}

/* Contract: see pipeline.h. */
nonet_status pipeline_first_step(nonet_solver *s, const nonet_grid *g, bool unique, row_memo *memo,
                                 nonet_step *out) {
    strat_ctx ctx = {.emit = keep_first, .user = out, .unique = unique, .se_rules = s->se_rules,
                     .als_nodes = s->als_nodes, .skip_inner_chains = s->grading, .deadline = &s->deadline, .scratch = &s->scratch};
    if (s->se_rules) memo = NULL; /* SE's finders do not take the memo's skips */
    if (memo) row_memo_look(memo, g);
    for (size_t i = 0; i < s->n_rows; i++) {
        if (!pipeline_row_runs(s, s->order[i], g, unique)) continue;
        if (row_first_step(s->order[i], g, &ctx, memo)) return ctx.nomem ? NONET_NOMEM : NONET_OK;
        if (s->deadline.passed) return NONET_STALLED; /* the row may have given up */
    }
    return NONET_STALLED;
}

