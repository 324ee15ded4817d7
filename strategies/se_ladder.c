/*
** se_ladder.c -- Sudoku Explainer's chaining ladder past Forcing Chains &
** Cycles: Nishio (7.5), Multiple (cell and region forcing chains, 8.0),
** Dynamic (contradictions, double chains, cell and region forcing with
** the grid reduced as the chain goes, 8.5), as SE 1.2.1.3 finds and rates
** them. They run only in SE's order, for its ratings.
**
** Each rung is one SE producer: from every unsolved cell (row by row; for
** Multiple only cells with three or more digits), for each of its digits:
**   - assume the digit on, and (Nishio, Dynamic) off; a contradiction from
**     on removes the digit, from off places it (Nishio, Dynamic);
**   - a state both assumptions imply holds (double chains, Dynamic, cells
**     with three or more digits);
**   - for each unit where the digit has two or more places, met first at
**     this cell: a state every place implies holds (region forcing);
** then a state every digit of the cell implies holds (cell forcing; not
** Nishio). The implications are se_chain.c's (static for Multiple).
**
** Rating: the rung's base + SE's length increment for the hint's
** complexity: the distinct states behind each branch's end, summed over
** its branches. The step taken is the least by (complexity, kind: double
** 1, cell 5, region 6, contradiction 7), then the first found, as SE
** sorts its hints.
**
** Step records: placements or eliminations; per branch, the states along
** the first derivation from the assumption to the branch's end as marks
** (on colour A, off colour B) and links; rating = SE's. Variant: the kind
** (SEL_* below).
*/
#include <stdlib.h>
#include <string.h>

#include "se_chain.h"
#include "se_nested.h"
#include "strategy.h"

/* Kinds of hint, valued as SE's sort key. */
enum { SEL_DOUBLE = 1, SEL_CELL = 5, SEL_REGION = 6, SEL_CONTRADICTION = 7 };

#define SEL_MAX_PATH 96

typedef struct sel_branch {
    int key[SEL_MAX_PATH];      /* states from the assumption to the end */
    int32_t nested[SEL_MAX_PATH]; /* each state's nested chain, or -1 */
    step_by by[SEL_MAX_PATH];     /* each state's Dynamic+ technique */
    int n;
} sel_branch;

/* The hint kept: its key, its result and its branches. */
typedef struct sel_hint {
    bool have;
    int complexity, kind;
    int result; /* the state it proves: key (candidate * 2 + on) */
    int n_branches;
    sel_branch branch[9];
} sel_hint;

/* A rung of the ladder. */
typedef struct sel_rung {
    nonet_technique first; /* the rung's first row (runs the producer) */
    double base;
    bool nishio, dynamic, multiple_only_3; /* Multiple: cells of 3+ digits */
    int level; /* 1: Dynamic+ (se_chain.h); 2-5: nested (se_nested.h) */
} sel_rung;

struct sel_search {
    sec_engine e;
    sec_rules rules;
    const sel_rung *rung;
    int only_kind;      /* 0, or the one kind of hint asked for */
    sec_grid src;
    sec_run *on[9];     /* per digit of the current cell: assumed on */
    sec_run *off;       /* the current digit assumed off */
    /* Every candidate's on run, made once per search (a run depends only
    ** on the grid and the rung): the cell's own and region forcing's */
    int16_t cached[SEC_CANDS]; /* pool index of candidate's run, -1 */
    sec_pool pool;
    sel_hint best;
    /* nested levels: the chains the runs took removals from, the list a
    ** stalled run's nested rule fills, and the search that rule runs */
    sen_chains chains;
    sen_list nested;
    struct sel_search *child;
    strat_ctx *ctx;      /* the solve's clock */
    sen_list *collect;   /* set: every hint goes here (a nested rule) */
    sen_cache own_cache; /* nested rules' lists, one position's levels */
    sen_cache *cache;    /* the outermost search's */
    int region_cause;    /* SEC_BOX, _ROW, _COL of region forcing's unit */
    /* Set while a nested rule's hint is looked for again, to write its
    ** chains into a step (sel_explain_nested): its chain hash, the step,
    ** the link it explains; found once written. */
    struct {
        nonet_step *step;
        uint64_t hash;
        int explains;
        bool found;
    } target;
};
typedef struct sel_search sel_search;

static void sel_write_branches(sel_search *s, nonet_step *step, int explains, const sel_branch branch[], int n);

/* ---- keeping the least hint ---------------------------------------------- */

/* Would SE's hint list have something in it for this result? (An on
** result removes its cell's other digits: none left means no hint.) */
static bool sel_worth(const sel_search *s, int result) {
    if (!(result & 1)) return true;
    int k = result / 2;
    return (s->src.cand[sec_cell(k)] & ~mask_of(sec_digit(k))) != 0;
}

#define SEL_MAX_NESTED 1024

/* The complexity of the distinct nested chains the branches reach. */
static int sel_nested_complexity(sel_search *s, sec_run *const run[], const int node[], int n) {
    int32_t ids[SEL_MAX_NESTED];
    int16_t todo[SEC_MAX_NODES];
    int m = 0;
    for (int i = 0; i < n; i++) {
        int count = sec_ancestor_list(&s->e, run[i], node[i], SEC_MAX_NODES, todo);
        for (int j = 0; j < count; j++) {
            int32_t id = run[i]->node[todo[j]].nested;
            bool listed = id < 0;
            for (int t = 0; t < m && !listed; t++) listed = ids[t] == id;
            if (!listed && m < SEL_MAX_NESTED) ids[m++] = id;
        }
    }
    return sen_chains_complexity(&s->chains, ids, m);
}

/* The hint looked for is found: its branches (each run's first
** derivation of its end) into the target's step. */
static void sel_write_target(sel_search *s, sec_run *const run[], const int node[], int n) {
    sel_branch branch[9];
    for (int i = 0; i < n && i < 9; i++)
        branch[i].n = sec_path_nested(run[i], node[i], branch[i].key, branch[i].nested, branch[i].by, SEL_MAX_PATH);
    s->target.found = true;
    sel_write_branches(s, s->target.step, s->target.explains, branch, n < 9 ? n : 9);
}

/* A hint for a nested rule's list: its complexity, removals, rule parents
** (the on states of its branches with a cause; the starts of cell and
** region forcing hold by their cell and unit) and chain. */
static void sel_collect(sel_search *s, int kind, int result, sec_run *const run[], const int node[], int n) {
    int16_t todo[SEC_MAX_NODES], keys[SEC_MAX_NODES], removals[9];
    sen_set parents = {{0}};
    uint64_t hash = (uint64_t)kind;
    int complexity = s->chains.n ? sel_nested_complexity(s, run, node, n) : 0;
    for (int i = 0; i < n; i++) {
        int count = sec_ancestor_list(&s->e, run[i], node[i], SEC_MAX_NODES, todo);
        complexity += count;
        for (int j = 0; j < count; j++) {
            const sec_node *x = &run[i]->node[todo[j]];
            keys[j] = x->key;
            int cause = x->cause;
            if (cause == SEC_START) cause = kind == SEL_CELL ? SEC_CELL : kind == SEL_REGION ? s->region_cause : SEC_START;
            if ((x->key & 1) && !s->target.step) sen_rule_parents(s->collect, x->key / 2, cause, &parents);
        }
        hash = sen_hash_states(hash, keys, count);
    }
    if (s->target.step) {
        if (hash == s->target.hash && !s->target.found) sel_write_target(s, run, node, n);
        return;
    }
    int k = result / 2, cell = sec_cell(k), m = 0;
    if (!(result & 1)) removals[m++] = (int16_t)k;
    for (uint16_t d = (result & 1) ? s->src.cand[cell] : 0; d; d = mask_rest(d))
        if (mask_lowest(d) != sec_digit(k)) removals[m++] = (int16_t)sec_cand(cell, mask_lowest(d));
    double rating = s->rung->base + sec_length_increment(complexity);
    sen_add(s->collect, rating, complexity, kind, removals, m, &parents, hash);
}

/* A branch's rules (sel_branch.by), or NULL when grading: the rating
** needs no words. */
static step_by *sel_by_wanted(const sel_search *s, step_by *by) { return s->ctx->skip_inner_chains ? NULL : by; }

/* Offer a hint: result proved by branches ending at node[i] of run[i].
** Kept when it is less than the best by (complexity, kind). */
static void sel_offer(sel_search *s, int kind, int result, sec_run *const run[], const int node[], int n) {
    if ((s->only_kind && kind != s->only_kind) || !sel_worth(s, result)) return;
    if (s->collect) {
        sel_collect(s, kind, result, run, node, n);
        return;
    }
    int limit = 1 << 30;
    if (s->best.have) limit = s->best.complexity - (kind < s->best.kind ? 0 : 1);
    int complexity = 0;
    for (int i = 0; i < n && complexity <= limit; i++)
        complexity += sec_ancestors(&s->e, run[i], node[i], limit - complexity);
    if (complexity <= limit && s->chains.n) complexity += sel_nested_complexity(s, run, node, n);
    if (complexity > limit) return;
    sel_hint *b = &s->best;
    b->have = true;
    b->complexity = complexity;
    b->kind = kind;
    b->result = result;
    b->n_branches = n;
    for (int i = 0; i < n; i++)
        b->branch[i].n =
            sec_path_nested(run[i], node[i], b->branch[i].key, b->branch[i].nested, sel_by_wanted(s, b->branch[i].by),
                            SEL_MAX_PATH);
}

/* ---- the hints of one cell -------------------------------------------- */

/* States every run of runs[0..n) reached: hints of kind, on states first,
** in the first run's order (of its nodes). The keys all reached are the
** runs' key sets intersected; their nodes in the first run, as a set,
** give that order. */
static void sel_common(sel_search *s, int kind, sec_run *const runs[], int n) {
    uint64_t both[SEC_KEY_WORDS], any = 0;
    for (int w = 0; w < SEC_KEY_WORDS; w++) both[w] = ~(uint64_t)0;
    for (int r = 0; r < n; r++) { /* run by run: the words in a row */
        any = 0;
        for (int w = 0; w < SEC_KEY_WORDS; w++) any |= both[w] &= runs[r]->reached[w];
        if (!any) return; /* nothing common to the runs so far */
    }
    static const uint64_t polarity[2] = {0x5555555555555555u, 0xaaaaaaaaaaaaaaaau}; /* off, on keys */
    for (int pass = 1; pass >= 0; pass--) {
        uint64_t order[SEC_KEY_WORDS + 1] = {0}; /* node numbers < SEC_MAX_NODES */
        for (int w = 0; w < SEC_KEY_WORDS; w++)
            for (uint64_t b = both[w] & polarity[pass]; b; b &= b - 1) {
                int i = sec_find(runs[0], w * 64 + __builtin_ctzll(b));
                order[i >> 6] |= (uint64_t)1 << (i & 63);
            }
        for (int w = 0; w <= SEC_KEY_WORDS; w++)
            for (uint64_t b = order[w]; b; b &= b - 1) {
                int i = w * 64 + __builtin_ctzll(b), key = runs[0]->node[i].key, nodes[9] = {i};
                for (int r = 1; r < n; r++) nodes[r] = sec_find(runs[r], key);
                sel_offer(s, kind, key, runs, nodes, n);
            }
    }
}

/* Contradictions and double chains of candidate k (on run and off run). */
static void sel_binary(sel_search *s, int k, sec_run *on, sec_run *off, bool doubles) {
    if (on->absurd_on >= 0) {
        sec_run *runs[2] = {on, on};
        int nodes[2] = {on->absurd_on, on->absurd_off};
        sel_offer(s, SEL_CONTRADICTION, k * 2, runs, nodes, 2);
    }
    if (off && off->absurd_on >= 0) {
        sec_run *runs[2] = {off, off};
        int nodes[2] = {off->absurd_on, off->absurd_off};
        sel_offer(s, SEL_CONTRADICTION, k * 2 + 1, runs, nodes, 2);
    }
    if (!doubles) return;
    sec_run *runs[2] = {on, off};
    sel_common(s, SEL_DOUBLE, runs, 2);
}


/* Candidate k's on run, from the cache or made now; NULL when out of
** memory (the search's ctx then says so: strat_nomem). */
static sec_run *sel_on_run(sel_search *s, int k) {
    if (s->cached[k] >= 0) return s->pool.run[s->cached[k]];
    sec_run *r = sec_pool_next(&s->pool);
    if (!r) return strat_nomem(s->ctx), NULL;
    s->cached[k] = (int16_t)(s->pool.n_used - 1);
    sec_run_chain(&s->e, r, &s->src, &s->rules, k, true);
    return r->failed ? strat_nomem(s->ctx), NULL : r;
}

/* Region forcing for digit of cell (its run: own): each unit where the
** digit has two or more places and cell is the first of them. */
static void sel_regions(sel_search *s, int cell, int digit, sec_run *own) {
    static const int kinds[3] = {UNIT_BOX, UNIT_ROW, UNIT_COL};
    for (int t = 0; t < 3; t++) {
        int u = cell_units[cell][kinds[t]];
        uint16_t places = s->src.where[u][digit];
        if (mask_count(places) < 2 || unit_cells[u][mask_first_index(places)] != cell) continue;
        sec_run *runs[9];
        int n = 0;
        s->region_cause = kinds[t] == UNIT_BOX ? SEC_BOX : kinds[t] == UNIT_ROW ? SEC_ROW : SEC_COL;
        for (uint16_t m = places; m; m = mask_rest(m)) {
            int c = unit_cells[u][mask_first_index(m)];
            if (c == cell) {
                runs[n++] = own;
                continue;
            }
            if (!(runs[n++] = sel_on_run(s, sec_cand(c, digit)))) return;
        }
        sel_common(s, SEL_REGION, runs, n);
    }
}

/* Every hint from one cell, in SE's order. */
static void sel_cell(sel_search *s, int cell) {
    const sel_rung *rung = s->rung;
    uint16_t cand = s->src.cand[cell];
    int count = mask_count(cand), n = 0;
    if (count < 2 || (rung->multiple_only_3 && count < 3)) return;
    bool binary = rung->dynamic, doubles = rung->dynamic && !rung->nishio && count >= 3;
    for (uint16_t m = cand; m; m = mask_rest(m)) {
        int k = sec_cand(cell, mask_lowest(m));
        sec_run *on = s->on[n++] = sel_on_run(s, k);
        if (!on) return;
        if (binary) sec_run_chain(&s->e, s->off, &s->src, &s->rules, k, false);
        if (binary && s->off->failed) return (void)strat_nomem(s->ctx);
        sel_binary(s, k, on, binary ? s->off : NULL, doubles);
        if (!rung->nishio) sel_regions(s, cell, mask_lowest(m), on);
    }
    if (!rung->nishio) sel_common(s, SEL_CELL, s->on, n);
}

/* ---- the step ------------------------------------------------------------ */

/* The row of the kept hint in this rung. */
static nonet_technique sel_technique(const sel_rung *rung, int kind) {
    if (rung->nishio) return NONET_T_NISHIO_FORCING_CHAINS;
    if (rung->level >= 2) return NONET_T_NESTED_FORCING_CHAINS;
    if (rung->level > 0) return NONET_T_DYNAMIC_PLUS;
    if (!rung->dynamic)
        return kind == SEL_CELL ? NONET_T_CELL_FORCING_CHAINS : kind == SEL_REGION ? NONET_T_REGION_FORCING_CHAINS : NONET_T_NONE;
    switch (kind) {
    case SEL_DOUBLE: return NONET_T_DYNAMIC_DOUBLE_CHAINS;
    case SEL_CELL: return NONET_T_DYNAMIC_CELL_FORCING;
    case SEL_REGION: return NONET_T_DYNAMIC_REGION_FORCING;
    default: return NONET_T_DYNAMIC_CONTRADICTION;
    }
}

static void sel_build_step(sel_search *s, nonet_step *step) {
    const sel_hint *h = &s->best;
    step_init(step, sel_technique(s->rung, h->kind), h->kind + (s->rung->level >= 2 ? 16 * s->rung->level : 0));
    step->rating = s->rung->base + sec_length_increment(h->complexity);
    sel_write_branches(s, step, -1, h->branch, h->n_branches < 9 ? h->n_branches : 9);
    int k = h->result / 2;
    if (h->result & 1) step_add_placement(step, sec_cell(k), sec_digit(k));
    else step_add_elimination(step, sec_cell(k), sec_digit(k));
}

/* ---- the producers ------------------------------------------------------ */

static void sel_free(sel_search *s) {
    if (s->child) sel_free(s->child);
    sec_pool_free(&s->pool);
    sec_run_free(s->off);
    free(s->off);
    sec_engine_free(&s->e);
    sen_chains_free(&s->chains);
    sen_list_free(&s->nested);
    sen_cache_clear(&s->own_cache);
    free(s);
}

void se_ladder_free(struct sel_search *s) {
    if (s) sel_free(s);
}

/* A search's memory (runs and engine). */
static sel_search *sel_alloc_new(void) {
    sel_search *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    bool ok = sec_engine_init(&s->e) && (s->off = calloc(1, sizeof *s->off));
    if (!ok) {
        sel_free(s);
        return NULL;
    }
    s->cache = &s->own_cache;
    return s;
}

/* A search's memory, from the solve's scratch when it has one. */
static sel_search *sel_alloc(strat_ctx *ctx) {
    sel_search *s = ctx->scratch ? ctx->scratch->ladder : NULL;
    if (s) return s;
    if (!(s = sel_alloc_new())) return NULL;
    if (ctx->scratch) ctx->scratch->ladder = s;
    return s;
}

static void sel_nested(void *user, sec_state *st, const nonet_grid *view);

/* Ready search s of rung on g. */
static void sel_init(sel_search *s, strat_ctx *ctx, const nonet_grid *g, const sel_rung *rung) {
    s->best = (sel_hint){0};
    sec_pool_reset(&s->pool);
    sen_chains_reset(&s->chains);
    s->collect = NULL;
    s->target.step = NULL;
    s->target.found = false;
    s->only_kind = 0;
    s->ctx = ctx;
    memset(s->cached, 0xff, sizeof s->cached);
    s->rung = rung;
    s->rules = (sec_rules){.dynamic = rung->dynamic, .y_links = !rung->nishio, .level = rung->level, .base = g,
                           .nested = sel_nested, .nested_user = s};
    sec_grid_from(&s->src, g);
}

/* Every cell's hints, row by row, while the solve has time and memory;
** false when it ran out, also when it ran out in the last cell: a nested
** rule cut short there gave its run nothing, so the hints found are not
** all. */
static bool sel_all_cells(sel_search *s, const nonet_grid *g) {
    for (int cell = 0; cell < N_CELLS && !s->target.found; cell++) {
        if (s->ctx->nomem || strat_out_of_time(s->ctx)) return false;
        if (!g->value[cell]) sel_cell(s, cell);
    }
    return !s->ctx->nomem && !strat_time_ran_out(s->ctx);
}

/* ---- nested rules -------------------------------------------------------- */

/* The rungs, SE's order: Nishio, Multiple, Dynamic, Dynamic+, nested
** levels 2 to 5. */
static const sel_rung sel_all_rungs[8] = {
    {NONET_T_NISHIO_FORCING_CHAINS, 7.5, true, true, false, 0},
    {NONET_T_CELL_FORCING_CHAINS, 8.0, false, false, true, 0},
    {NONET_T_DYNAMIC_CONTRADICTION, 8.5, false, true, false, 0},
    {NONET_T_DYNAMIC_PLUS, 9.0, false, true, false, 1},
    {NONET_T_NESTED_FORCING_CHAINS, 9.5, false, true, false, 2},
    {NONET_T_NESTED_FORCING_CHAINS, 10.0, false, true, false, 3},
    {NONET_T_NESTED_FORCING_CHAINS, 10.5, false, true, false, 4},
    {NONET_T_NESTED_FORCING_CHAINS, 11.0, false, true, false, 5},
};
static const sel_rung *const sel_nishio = &sel_all_rungs[0], *const sel_multiple = &sel_all_rungs[1],
                      *const sel_dynamic = &sel_all_rungs[2], *const sel_dynamic_plus = &sel_all_rungs[3],
                      *const sel_nested_rungs = &sel_all_rungs[4];

/* Every hint of rung on view into s's nested list, by s's child search.
** False when out of time or memory. */
static bool sel_collect_rung(sel_search *s, const sel_rung *rung, const nonet_grid *view) {
    if (!s->child && !(s->child = sel_alloc_new())) return !strat_nomem(s->ctx);
    sel_search *c = s->child;
    sel_init(c, s->ctx, view, rung);
    c->collect = &s->nested;
    c->cache = s->cache;
    return sel_all_cells(c, view) && !s->nested.failed;
}

/* ---- a nested rule's chain written out ------------------------------------ */

/* The grid chain id of s was found on: s's own grid with that chain's
** candidates (the places follow from them: a solved cell has none). */
static void sel_chain_view(const sel_search *s, int32_t id, nonet_grid *v) {
    *v = *s->rules.base;
    memcpy(v->cand, s->chains.view[id], sizeof v->cand);
    memset(v->where, 0, sizeof v->where);
    for (int cell = 0; cell < N_CELLS; cell++)
        for (uint16_t m = v->cand[cell]; m; m = mask_rest(m))
            for (int t = 0; t < 3; t++) v->where[cell_units[cell][t]][mask_lowest(m)] |= cell_position(cell, t);
}

/* Write nested chain id of s into step as the inner chain of link
** explains (nonet_inner_link): its rule is run again on the grid it was
** found on until the hint with its hash comes (Forcing Chains & Cycles:
** its one path; a rung: its branches, by s's child search). */
static void sel_explain_nested(sel_search *s, nonet_step *step, int explains, int32_t id) {
    nonet_grid view;
    sel_chain_view(s, id, &view);
    int rule = s->chains.rule[id];
    if (rule == 0) {
        int path[SEC_KEYS];
        bool cycle = false;
        int n = sen_forcing_chain_find(&view, s->ctx, s->chains.hash[id], path, SEC_KEYS, &cycle);
        if (n) sec_add_inner_states(step, explains, path, NULL, n, cycle ? path[0] : -1);
        return;
    }
    if (!s->child && !(s->child = sel_alloc_new())) return (void)strat_nomem(s->ctx);
    sel_search *c = s->child;
    sel_init(c, s->ctx, &view, &sel_all_rungs[rule - 1]);
    sen_list_reset(&s->nested, NULL, NULL);
    c->collect = &s->nested;
    c->cache = s->cache;
    c->target.step = step;
    c->target.hash = s->chains.hash[id];
    c->target.explains = explains;
    sel_all_cells(c, &view);
    c->target.step = NULL;
}

/* Branches of a hint of s as links of step (explains -1: the step's own,
** with marks and cells; else an inner chain's), then each link that a
** nested chain gave its end, that chain written out (each chain once). */
static void sel_write_branches(sel_search *s, nonet_step *step, int explains, const sel_branch branch[], int n) {
    int32_t done[SEL_MAX_NESTED];
    int done_key[SEL_MAX_NESTED], n_done = 0;
    for (int i = 0; i < n; i++) {
        int first = explains < 0 ? step->n_links : step->n_inner;
        const step_by *by = s->ctx->skip_inner_chains ? NULL : branch[i].by;
        if (explains < 0) sec_add_states_by(step, branch[i].key, by, branch[i].n, -1);
        else sec_add_inner_states(step, explains, branch[i].key, by, branch[i].n, -1);
        int added = (explains < 0 ? step->n_links : step->n_inner) - first;
        for (int j = 1; j <= added && !s->ctx->skip_inner_chains; j++) {
            int32_t id = branch[i].nested[j];
            int link = first + j - 1, key = explains < 0 ? link : -(link + 1), t = 0;
            if (id < 0) continue;
            while (t < n_done && done[t] != id) t++;
            /* a chain that turns off two ends is written once, then
            ** filed again under the second link */
            if (t < n_done) step_repeat_inner(step, done_key[t], key);
            if (t < n_done || n_done == SEL_MAX_NESTED || strat_out_of_time(s->ctx)) continue;
            done[n_done] = id;
            done_key[n_done++] = key;
            sel_explain_nested(s, step, key, id);
        }
    }
}

/* The nested rules of s's level, SE's order, on a stalled run's view:
** level 2 Forcing Chains & Cycles; 3 that, then Multiple; 4 Dynamic; 5
** Dynamic, then Dynamic with level 2 nested. The first whose hints rest
** on the run's removals is the last tried. */
static void sel_nested(void *user, sec_state *st, const nonet_grid *view) {
    sel_search *s = user;
    int level = s->rung->level;
    sen_list *l = &s->nested;
    const sel_rung *rules[2] = {NULL, NULL};
    if (level <= 3) rules[1] = level == 3 ? sel_multiple : NULL;
    else rules[0] = sel_dynamic, rules[1] = level == 5 ? &sel_nested_rungs[0] : NULL;
    for (int i = 0; i < 2; i++) {
        if (i == 0 && level <= 3) rules[0] = NULL; /* Forcing Chains & Cycles */
        else if (!rules[i]) return;
        int rule = rules[i] ? (int)(rules[i] - sel_all_rungs) + 1 : 0;
        sen_list_reset(l, sec_state_src(st), sec_state_work(st));
        bool done = sen_cache_get(s->cache, rule, l);
        if (!done) {
            done = rule ? sel_collect_rung(s, rules[i], view) : sen_forcing_chains(l, view, s->ctx);
            if (done) sen_cache_put(s->cache, rule, l);
        }
        bool pushed = done && sen_push_all(l, st, &s->chains, rule, view);
        if (l->failed) strat_nomem(s->ctx); /* the run misses what the rule gave */
        if (!done || pushed || s->ctx->nomem) return;
    }
}

/* ---- the producers --------------------------------------------------------- */

/* Which kinds a request takes: all (0) for SE's producer, run by the
** rung's first row; otherwise the kind of the row asked for, or -1 when
** the row is not of this rung (or, in SE's order, not its first). */
static int sel_wanted_kind(const strat_ctx *ctx, const sel_rung *rung) {
    if (ctx->wanted == NONET_T_NONE || (ctx->se_rules && ctx->wanted == rung->first)) return 0;
    if (ctx->se_rules) return -1;
    if (rung->nishio) return ctx->wanted == rung->first ? SEL_CONTRADICTION : -1;
    if (rung->level > 0) return ctx->wanted == rung->first ? 0 : -1;
    static const int kinds[4] = {SEL_DOUBLE, SEL_CELL, SEL_REGION, SEL_CONTRADICTION};
    for (int i = 0; i < 4; i++)
        if (sel_technique(rung, kinds[i]) == ctx->wanted) return kinds[i];
    return -1;
}

/* A rung as SE's producer (the least hint of all its starts), or, asked
** for one of its rows, the least hint of that kind. *found: a hint was. */
static bool sel_produce(const nonet_grid *g, strat_ctx *ctx, const sel_rung *rung, bool *found) {
    *found = false;
    int only_kind = sel_wanted_kind(ctx, rung);
    if (only_kind < 0) return false;
    sel_search *s = sel_alloc(ctx);
    if (!s) return strat_nomem(ctx);
    sel_init(s, ctx, g, rung);
    s->only_kind = only_kind;
    if (!sel_all_cells(s, g)) s->best.have = false; /* a search cut short proves nothing cheapest */
    bool stop = ctx->nomem;
    if (s->best.have && !stop) {
        nonet_step step;
        sel_build_step(s, &step);
        *found = true;
        stop = strat_emit(ctx, &step);
    }
    if (!ctx->scratch) sel_free(s);
    return stop;
}

static bool sel_rung_step(const nonet_grid *g, strat_ctx *ctx, const sel_rung *rung) {
    bool found;
    return sel_produce(g, ctx, rung, &found);
}

bool strat_se_nishio(const nonet_grid *g, strat_ctx *ctx) { return sel_rung_step(g, ctx, sel_nishio); }
bool strat_se_multiple(const nonet_grid *g, strat_ctx *ctx) { return sel_rung_step(g, ctx, sel_multiple); }
bool strat_se_dynamic(const nonet_grid *g, strat_ctx *ctx) { return sel_rung_step(g, ctx, sel_dynamic); }
bool strat_se_dynamic_plus(const nonet_grid *g, strat_ctx *ctx) { return sel_rung_step(g, ctx, sel_dynamic_plus); }

/* The nested levels 2 to 5, each SE's producer, the first with a hint;
** the nested rules' lists are kept from one level to the next (the
** position's only). */
bool strat_se_nested(const nonet_grid *g, strat_ctx *ctx) {
    bool found = false, stop = false;
    sel_search *s = ctx->scratch ? sel_alloc(ctx) : NULL; /* without scratch, each level's own */
    if (s) sen_cache_clear(s->cache);
    for (int i = 0; i < 4 && !found && !stop && !strat_out_of_time(ctx); i++) stop = sel_produce(g, ctx, &sel_nested_rungs[i], &found);
    if (s) sen_cache_clear(s->cache);
    return stop;
}

/* ---- one candidate refuted (nonet_why) ----------------------------------- */

/* The rungs a refutation tries, easiest first: Nishio, Dynamic, Dynamic+,
** nested levels 2 to 5 (Multiple is static and has no contradictions). */
static const int sel_refute_rungs[7] = {0, 2, 3, 4, 5, 6, 7};

bool se_ladder_refute(const nonet_grid *g, strat_ctx *ctx, int cell, int digit, nonet_step *out) {
    sel_search *s = sel_alloc(ctx);
    if (!s) return !strat_nomem(ctx); /* nothing refuted */
    int k = sec_cand(cell, digit);
    sen_cache_clear(s->cache);
    s->best.have = false; /* the last search's hint is not this one's */
    for (int i = 0; i < 7 && !s->best.have && !strat_out_of_time(ctx); i++) {
        sel_init(s, ctx, g, &sel_all_rungs[sel_refute_rungs[i]]);
        s->only_kind = SEL_CONTRADICTION;
        sec_run *on = sel_on_run(s, k);
        if (!on) break;
        sel_binary(s, k, on, NULL, false);
    }
    bool found = s->best.have && !ctx->nomem;
    if (found) sel_build_step(s, out);
    sen_cache_clear(s->cache);
    if (!ctx->scratch) sel_free(s);
    return found;
}
