/*
** chain_run.c -- one kind of chain over a position (see chain_run.h).
*/
#include "chain_run.h"

#include <string.h>

#include "als_sets.h"
#include "chain_links.h"
#include "chain_reach.h"

#define CHAIN_SEEN 512
/* The largest set the driver's chains take as an ALS node (find takes
** every set): HoDoKu counts a set's cells into a chain's length, and the
** large sets cost most of the search (docs/PERFORMANCE.md). */
#define CHAIN_ALS_DRIVER_CELLS 4

/* One kind's run over a position: the first pass notes the shortest
** productive chain, the second emits every chain (find). */
struct chain_run {
    const chain_kind *kind;
    chain_graph graph;
    chain_groups groups;
    chain_als als; /* grouped kinds: the ALS parts (second pass) */
    strat_ctx *ctx;
    bool emitting;
    bool found; /* a productive chain was built (either pass) */
    int best_n, best_start, best_state, best_which;
    chain_rules best_rules;
    cellset digit_cells[9];      /* for chain_fit_nodes_share; digit_cells_ready */
    bool digit_cells_ready;
    chain_fit_node start_fit;    /* the node start_fit_of, as the test reads it */
    int start_fit_of;            /* -1: none */
    uint16_t conflicts[CHAIN_MAX_CONFLICTS]; /* see conflicts_of */
    int n_conflicts, conflicts_start;        /* how many; the node; -1 none */
    /* The reach pass (chain_reach.h) over a batch of the starts, NULL:
    ** none (every start is searched); reach_maybe: the batch's starts
    ** that may give a chain. */
    chain_reach *reach;
    uint64_t reach_maybe;
    int batch_end; /* the last start the batch looked at; -1: no batch */
    uint64_t seen[CHAIN_SEEN];   /* hashes of the effects emitted */
    int n_seen;
    nonet_step step;
};

const chain_graph *chain_run_graph(const chain_run *run) { return &run->graph; }

/* The candidates conflicting with node a (chain_conflicts), kept for the
** next ask: a is a search's start, asked about every end it reaches. */
static const uint16_t *conflicts_of(chain_run *run, int a, int *n) {
    if (run->conflicts_start != a) {
        run->n_conflicts = chain_conflicts(&run->graph, a, run->conflicts);
        run->conflicts_start = a;
    }
    *n = run->n_conflicts;
    return run->conflicts;
}

/* Does a candidate conflict with both a and b (a or b an ALS part)? The
** first found answers (chain_common_conflicts lists them all). */
static bool als_have_common(chain_run *run, int a, int b) {
    int n;
    const uint16_t *conflicts = conflicts_of(run, a, &n);
    for (int i = 0; i < n; i++)
        if (conflicts[i] != b && chain_conflict(&run->graph, conflicts[i], b)) return true;
    return false;
}

/* Candidates and groups: chain_fit_nodes_share, a (a search's start,
** asked about every end it reaches) read once. */
bool chain_run_have_common(chain_run *run, int a, int b) {
    if (chain_is_als(a) || chain_is_als(b)) return als_have_common(run, a, b);
    if (!run->digit_cells_ready) chain_digit_cells(run->graph.g, run->digit_cells);
    run->digit_cells_ready = true;
    if (run->start_fit_of != a) {
        run->start_fit = chain_fit_node_of(&run->graph, a);
        run->start_fit_of = a;
    }
    chain_fit_node end = chain_fit_node_of(&run->graph, b);
    return chain_fit_nodes_share(run->graph.g, run->digit_cells, &run->start_fit, &end);
}

/* A hash of the step's (sorted) effects. */
static uint64_t effects_hash(const nonet_step *s) {
    uint64_t h = 1469598103934665603u;
    for (int i = 0; i < s->n_placements; i++)
        h = (h ^ (uint64_t)(s->placements[i].cell * 10 + s->placements[i].digit + 1000)) * 1099511628211u;
    for (int i = 0; i < s->n_eliminations; i++)
        h = (h ^ (uint64_t)(s->eliminations[i].cell * 10 + s->eliminations[i].digit)) * 1099511628211u;
    return h;
}

/* Emit run->step unless a step with the same effects went before; true
** when the caller must stop. A best-of-all asker (ctx->worth) gets every
** step its filter let through: a later chain with the same effects is
** drawn only when it is shorter, which it then prefers. */
static bool emit_new(chain_run *run) {
    if (run->ctx->worth) return strat_emit(run->ctx, &run->step); /* sorts it */
    step_sort(&run->step);
    uint64_t h = effects_hash(&run->step);
    for (int i = 0; i < run->n_seen; i++)
        if (run->seen[i] == h) return false;
    if (run->n_seen < CHAIN_SEEN) run->seen[run->n_seen++] = h;
    return strat_emit(run->ctx, &run->step);
}

/* Build step `which` of the chain path[0..n) (false when there is none). */
static bool build_chain(chain_run *run, const uint16_t path[], int n, int which) {
    if (n < run->kind->min_nodes) return false;
    step_init(&run->step, run->kind->technique, 0);
    return run->kind->build(&run->graph, path, n, which, &run->step);
}

/*
** Every chain of one search: note the shortest, or emit them all. Ends
** that cannot give a step, (first pass) chains no shorter than the best
** so far, and (for a best-of-all asker) the chains of a reversible kind
** that end below their start are skipped before the chain is built: the
** search from that end found the chain reversed, as short, with the same
** effects, and the asker keeps the first of equals.
*/
static bool visit_chains(chain_run *run, const chain_search *cs) {
    for (int i = 0; i < cs->n_reached; i++) {
        int state = cs->reached[i], end = chain_state_node(state), n = cs->depth[state];
        if (!chain_state_on(state) || n < run->kind->min_nodes) continue;
        if (run->kind->grouped && !chain_state_grouped(state)) continue;
        if (chain_is_als(end) && !run->kind->als_ends) continue;
        if (!run->emitting && n >= run->best_n) break; /* reached in order of length */
        if (run->emitting && run->ctx->worth && run->kind->reversible && end < cs->start) continue;
        if (!run->kind->ends_fit(run, cs->start, end)) continue;
        uint16_t path[CHAIN_MAX_NODES];
        n = chain_path(cs, state, path);
        for (int which = 0; build_chain(run, path, n, which); which++) {
            run->found = true;
            if (run->emitting) {
                if (emit_new(run)) return true;
            } else if (n < run->best_n) {
                run->best_n = n, run->best_start = cs->start, run->best_state = state, run->best_which = which;
                run->best_rules = cs->rules;
            }
        }
    }
    return false;
}

/*
** The longest chains worth searching in the first pass: shorter than the
** best so far, and of an even number of nodes. A chain ends "on" and
** states alternate from the start "off" (strong links off => on, weak
** on => off), so every chain has an even length; the search need not
** reach the "off" states of the odd length below the best, which end no
** chain and lead only further (and are reached last, so the states
** before them are the same).
*/
static int longest_wanted(const chain_run *run) { return (run->best_n - 1) & ~1; }

/*
** May a search from start give a step a best-of-all asker wants? The
** kind's own test (start_may_win), and, where visit_chains skips the ends
** below the start (a reversible kind), is there a fitting end above it?
** Kinds whose ends share a digit tell that quickly: the nodes above of its
** digit are nine apart.
*/
static bool start_may_give(chain_run *run, const chain_search *cs, int start) {
    if (!run->emitting || !run->ctx->worth) return true;
    if (run->kind->start_may_win && !run->kind->start_may_win(run, start)) return false;
    if (!run->kind->skip_endless_starts) return true;
    for (int end = start + 9; end < CHAIN_NODES; end += 9)
        if (chain_is_allowed(cs, end) && run->kind->ends_fit(run, start, end)) return true;
    return false;
}

/*
** The reach pass over the starts from start on that start_may_give lets
** through, up to a batch; run->batch_end is the last node it looked at.
** False when it could not run.
*/
static bool batch_make(chain_run *run, chain_search *cs, const chain_rules *rules, int start) {
    uint16_t starts[CHAIN_REACH_BATCH];
    int n = 0;
    run->batch_end = start;
    for (int node = start; n < CHAIN_REACH_BATCH && (node = chain_next_allowed(cs, node)) >= 0; node++) {
        run->batch_end = node;
        if (start_may_give(run, cs, node)) starts[n++] = (uint16_t)node;
    }
    int max_nodes = run->emitting ? CHAIN_MAX_NODES : longest_wanted(run);
    if (!chain_reach_run(run->reach, cs, rules, starts, n, max_nodes)) return false;
    bool skip_below = run->emitting && run->ctx->worth && run->kind->reversible; /* as visit_chains */
    run->reach_maybe = chain_reach_common_ends(run->reach, &run->graph, skip_below);
    return true;
}

/*
** May a search from start find a chain, by the reach pass (when the run
** has one; over a new batch when start is past the last)? A start the
** batch left out, as start_may_give refused it then, is let through: the
** caller asks start_may_give again.
*/
static bool reach_may_give(chain_run *run, chain_search *cs, const chain_rules *rules, int start) {
    if (!run->reach || !cs->links || !chain_search_links_fit(cs->links, rules)) return true;
    const chain_reach *r = run->reach;
    if (start > run->batch_end && !batch_make(run, cs, rules, start)) {
        run->batch_end = -1; /* out of memory: no batch */
        return true;
    }
    for (int i = 0; i < r->n_starts; i++)
        if (r->start[i] == start) return (run->reach_maybe >> i) & 1;
    return true;
}

/* Search from every start the rules allow. */
static bool scan_starts(chain_run *run, chain_search *cs, const chain_rules *kind_rules) {
    chain_rules rules = *kind_rules;
    chain_search_allow(cs, &rules);
    bool als_starts = run->kind->als_starts && run->ctx->exhaustive;
    run->batch_end = -1; /* a batch made before was of other rules or another pass */
    for (int node = 0; (node = chain_next_allowed(cs, node)) >= 0; node++) {
        if ((chain_is_als(node) && !als_starts) || strat_out_of_time(run->ctx)) break;
        if (!reach_may_give(run, cs, &rules, node) || !start_may_give(run, cs, node)) continue;
        rules.lowest = run->kind->loop && !run->emitting ? node : 0;
        chain_bfs(cs, &rules, node, run->emitting ? CHAIN_MAX_NODES : longest_wanted(run));
        if (visit_chains(run, cs)) return true;
    }
    return false;
}

/*
** The chains under rules: the shortest productive one first, then (when
** emit asks for more) every other one; true when told to stop.
*/
static bool run_rules(chain_run *run, chain_search *cs, const chain_rules *rules) {
    run->best_n = CHAIN_MAX_NODES + 1;
    run->emitting = run->ctx->worth && !run->kind->loop;
    if (run->emitting) return scan_starts(run, cs, rules);
    scan_starts(run, cs, rules);
    if (run->best_n > CHAIN_MAX_NODES) return false;
    chain_bfs(cs, &run->best_rules, run->best_start, CHAIN_MAX_NODES);
    uint16_t path[CHAIN_MAX_NODES];
    build_chain(run, path, chain_path(cs, run->best_state, path), run->best_which);
    if (emit_new(run)) return true;
    run->emitting = true;
    return scan_starts(run, cs, rules);
}

/*
** A grouped kind's second pass, where find wants every chain or the
** asker allows ALS nodes (ctx->als_nodes) and the first pass (groups
** alone) found nothing: the same search with the ALS nodes of the
** position (chain_als.h) from the solve's ALS cache. The driver thus gets
** a chain with an ALS node only where none without exists, and the
** positions whose grouped chains find something pay nothing for the
** sets. Find searches twice: closed parts, then open ones (sets that hold
** cells of the nodes before them), for the eliminations only they give;
** open first, their chains would be the shortest way to some states and
** hide closed ones. True when told to stop.
*/
static bool run_with_als(chain_run *run, chain_search *cs) {
    als_cache *own, *cache = strat_als_cache(run->ctx, &own);
    if (!cache) return strat_nomem(run->ctx);
    chain_als_build(&run->als, als_cache_list(cache, run->graph.g), &run->groups,
                    run->ctx->exhaustive ? ALS_MAX_CELLS : CHAIN_ALS_DRIVER_CELLS);
    run->graph.als = &run->als;
    chain_reach *reach = run->reach;
    run->reach = NULL; /* the reach pass knows no ALS parts */
    bool stop = false;
    for (int open = 0; open <= run->ctx->exhaustive && !stop; open++) {
        run->als.open = open;
        chain_search_init(cs, &run->graph); /* no link lists: the sets differ between find and the driver */
        stop = run_rules(run, cs, &run->kind->rules);
    }
    run->graph.als = NULL;
    run->reach = reach;
    strat_als_cache_free(own);
    return stop;
}

/*
** Make run ready for kind over g. Field by field: an initializer would
** zero the whole run (its groups, seen hashes and step are ~30 KiB, most
** of it never read; every other field is set before it is read).
*/
static void run_init(chain_run *run, const nonet_grid *g, strat_ctx *ctx, const chain_kind *kind) {
    run->kind = kind;
    run->ctx = ctx;
    run->start_fit_of = run->conflicts_start = -1;
    run->digit_cells_ready = false;
    run->graph.g = g;
    run->graph.groups = NULL;
    run->graph.als = NULL;
    run->graph.ctx = ctx;
    run->found = false;
    run->n_seen = 0;
    run->reach = kind->reach_first ? strat_chain_reach(ctx) : NULL;
    if (kind->grouped) {
        chain_groups_build(&run->groups, g);
        run->graph.groups = &run->groups;
    }
}

/*
** A per-digit kind (X-Chain) runs digit by digit, so that what it reports
** for a digit depends on that digit's candidates alone, and skips the
** digits the driver's memo names (src/solve/row_memo.c).
*/
bool chain_run_strategy(const nonet_grid *g, strat_ctx *ctx, const chain_kind *kind) {
    chain_run run;
    run_init(&run, g, ctx, kind);
    chain_search cs;
    chain_search_init(&cs, &run.graph);
    if (ctx->scratch) cs.links = chain_search_links_table(&ctx->scratch->chain_links, &run.graph, &kind->rules);
    if (!kind->per_digit) {
        bool stop = run_rules(&run, &cs, &kind->rules);
        bool found = run.found;
        if (!stop && kind->grouped && (ctx->exhaustive || (ctx->als_nodes && !found))) {
            stop = run_with_als(&run, &cs);
            found = run.found;
        }
        if (!found && kind->also_nothing != NONET_T_NONE) {
            ctx->memo.also_technique = kind->also_nothing;
            ctx->memo.also_nothing = MASK_ALL;
        }
        return stop;
    }
    chain_rules rules = kind->rules;
    for (int digit = 1; digit <= 9; digit++) {
        rules.digits = mask_of(digit);
        run.n_seen = 0;
        if (strat_digit_wanted(ctx, digit) && run_rules(&run, &cs, &rules)) return true;
    }
    return false;
}
