/*
** forcing_nets.c -- HoDoKu's Forcing Chains and Forcing Nets, contradiction
** and verity forms (its codes 1301-1304), and Forcing Nets (+) past them:
** the pipeline's last logic before backtracking.
**
** A premise is one candidate assumed on (the digit is in the cell) or off.
** What follows from it is se_chain.c's run: static for a forcing chain
** (every implication read from the position itself, so each state has one
** reason and each branch is a chain), dynamic for a forcing net (off states
** reduce a working grid, so a cell or a unit left with one place sets its
** digit, resting on all the removals: a net), dynamic with SE's Dynamic+
** rules for Forcing Net (+) (when the links stop, locked candidates, hidden
** and naked pairs and X-Wings on the reduced grid go on).
**
**   contradiction: the premise leads to a candidate both on and off, to a
**     cell whose candidates are all off, or to a digit whose places in a
**     unit are all off: the premise is false (on: the digit goes; off: it
**     is placed).
**         r1c1=5 => ... => r4c4=7 and r4c4<>7     => r1c1<>5
**   verity: each premise of a set one of which must hold leads to the same
**     state: the state holds. The sets: a candidate on and off; every digit
**     of a cell; every place of a digit in a unit.
**         r2c2=1 => ... => r9c9<>4
**         r2c2=6 => ... => r9c9<>4                => r9c9<>4
**
** Sound: every state of a run follows from its premise by single links
** (and, for (+), by locked sets), so a premise that reaches a contradiction
** is false, and a state that every possible premise of a set reaches holds.
**
** Choice: the hint with the fewest states behind its branches' ends (SE's
** complexity, sec_ancestors: a net counts each state once), the first
** found at equal size; nonet_find lists each result's smallest hint,
** smallest first. In SE's order the row forcing_chain is SE's own Forcing
** Chain (forcing_chains.c, the single-chain contradiction SE rates 7.0).
**
** Step records: the result as a placement or elimination; per branch, the
** states of its first derivation from the premise to the branch's end as
** marks (on colour A, off colour B), cells and links (sec_add_states).
** Variant: FN_CONTRADICTION or FN_VERITY. Rating: the row's SE base plus
** SE's length increment for the hint's complexity.
*/
#include <stdlib.h>
#include <string.h>

#include "se_chain.h"
#include "strategy.h"

enum { FN_CONTRADICTION = 1, FN_VERITY = 2 };

/* How a hint's branches are made (which runs, which nodes). */
enum { FN_ABSURD, FN_EMPTY_CELL, FN_EMPTY_UNIT, FN_BOTH, FN_CELL, FN_UNIT };

#define FN_PATH 96

/* The smallest hint of one result state. premise: the candidate assumed
** (ABSURD, EMPTY_*, BOTH), the cell (CELL), unit * 10 + digit (UNIT);
** where: the emptied cell, or unit * 10 + digit. */
typedef struct fn_hint {
    int size; /* 0: none yet */
    uint8_t how;
    bool on; /* contradictions: the premise's polarity */
    int16_t premise, where;
} fn_hint;

struct fn_search {
    sec_engine e;
    sec_rules rules;
    sec_grid src;
    int16_t cached[SEC_CANDS]; /* pool index of a candidate's on run, -1 */
    sec_pool pool;
    sec_run *off; /* the off run of candidate off_of (-1: none) */
    int off_of;
    fn_hint best[SEC_KEYS]; /* per result key (candidate * 2 + on) */
    bool nomem; /* a run ran out of memory: the search proves nothing */
};
typedef struct fn_search fn_search;

/* ---- runs ---------------------------------------------------------------- */

/* Candidate k's on run, from the cache or made now; NULL (and s->nomem)
** when out of memory. */
static sec_run *fn_on_run(fn_search *s, int k) {
    sec_run *r = s->cached[k] >= 0 ? s->pool.run[s->cached[k]] : NULL;
    if (!r) {
        if (!(r = sec_pool_next(&s->pool))) return s->nomem = true, NULL;
        s->cached[k] = (int16_t)(s->pool.n_used - 1);
        sec_run_chain(&s->e, r, &s->src, &s->rules, k, true);
    }
    return r->failed ? s->nomem = true, NULL : r;
}

/* Candidate k's off run (the one kept, remade when it is another's). */
static sec_run *fn_off_run(fn_search *s, int k) {
    if (s->off_of != k) {
        sec_run_chain(&s->e, s->off, &s->src, &s->rules, k, false);
        s->off_of = k;
    }
    return s->off->failed ? s->nomem = true, NULL : s->off;
}

static sec_run *fn_run(fn_search *s, int k, bool on) { return on ? fn_on_run(s, k) : fn_off_run(s, k); }

/* ---- the branches of a hint ------------------------------------------- */

/* The off nodes of every candidate of cell in r (n of them), or 0 when
** one is not off. */
static int fn_cell_offs(const fn_search *s, const sec_run *r, int cell, int nodes[9]) {
    int n = 0;
    for (uint16_t m = s->src.cand[cell]; m; m = mask_rest(m))
        if ((nodes[n++] = sec_find(r, sec_cand(cell, mask_lowest(m)) * 2)) < 0) return 0;
    return n;
}

/* The off nodes of every place of digit in unit u in r, or 0. */
static int fn_unit_offs(const fn_search *s, const sec_run *r, int u, int digit, int nodes[9]) {
    int n = 0;
    for (uint16_t m = s->src.where[u][digit]; m; m = mask_rest(m))
        if ((nodes[n++] = sec_find(r, sec_cand(unit_cells[u][mask_first_index(m)], digit) * 2)) < 0) return 0;
    return n;
}

/* The premises of a verity set: cell's digits or unit's places (as
** candidates); returns how many. */
static int fn_premises(const fn_search *s, const fn_hint *h, int k[9]) {
    int n = 0;
    if (h->how == FN_CELL)
        for (uint16_t m = s->src.cand[h->premise]; m; m = mask_rest(m)) k[n++] = sec_cand(h->premise, mask_lowest(m));
    else
        for (uint16_t m = s->src.where[h->premise / 10][h->premise % 10]; m; m = mask_rest(m))
            k[n++] = sec_cand(unit_cells[h->premise / 10][mask_first_index(m)], h->premise % 10);
    return n;
}

/* The runs and end nodes of hint h for result key; returns how many
** branches (0 when a run failed). */
static int fn_branches(fn_search *s, const fn_hint *h, int result, sec_run *runs[9], int nodes[9]) {
    int n = 0;
    if (h->how <= FN_EMPTY_UNIT) {
        sec_run *r = fn_run(s, h->premise, h->on);
        if (!r) return 0;
        if (h->how == FN_ABSURD) n = 2, nodes[0] = r->absurd_on, nodes[1] = r->absurd_off;
        else if (h->how == FN_EMPTY_CELL) n = fn_cell_offs(s, r, h->where, nodes);
        else n = fn_unit_offs(s, r, h->where / 10, h->where % 10, nodes);
        for (int i = 0; i < n; i++) runs[i] = r;
        return n;
    }
    int k[9] = {h->premise}, m = h->how == FN_BOTH ? 2 : fn_premises(s, h, k);
    for (int i = 0; i < m; i++) {
        runs[i] = h->how == FN_BOTH ? fn_run(s, h->premise, i == 0) : fn_on_run(s, k[i]);
        if (!runs[i] || (nodes[i] = sec_find(runs[i], result)) < 0) return 0;
    }
    return m;
}

/* Offer hint h for result: kept when smaller than the result's best. */
static void fn_offer(fn_search *s, fn_hint h, int result) {
    sec_run *runs[9];
    int nodes[9], n = fn_branches(s, &h, result, runs, nodes);
    fn_hint *best = &s->best[result];
    int limit = best->size ? best->size - 1 : 1 << 30;
    h.size = 0;
    for (int i = 0; i < n && h.size <= limit; i++) h.size += sec_ancestors(&s->e, runs[i], nodes[i], limit - h.size);
    if (n && h.size <= limit) *best = h;
}

/* ---- the hints of one candidate and one cell ------------------------- */

/* Which cells and (unit, digit) places run r may have emptied: bit c of
** cells, bit u * 9 + d - 1 of units; each bit is set when its count of
** off states reaches what the position has (checked again at the end). */
typedef struct fn_emptied {
    uint64_t cells[2], units[4];
} fn_emptied;

/* Set bit i of words. */
static inline void fn_bit_set(uint64_t words[], int i) { words[i >> 6] |= (uint64_t)1 << (i & 63); }

/* How many candidates of each cell, and places of each digit in each
** unit, run r turns off; the cells and places that may be empty into e. */
static void fn_count_offs(const fn_search *s, const sec_run *r, uint8_t cells[N_CELLS], uint8_t units[N_UNITS][10],
                          fn_emptied *e) {
    memset(cells, 0, N_CELLS);
    memset(units, 0, N_UNITS * 10);
    *e = (fn_emptied){{0}, {0}};
    for (int i = 0; i < r->n_nodes; i++) {
        int key = r->node[i].key, cell = sec_cell(key / 2), digit = sec_digit(key / 2);
        if ((key & 1) || r->index[key] != i) continue;
        if (++cells[cell] == mask_count(s->src.cand[cell])) fn_bit_set(e->cells, cell);
        for (int t = 0; t < 3; t++) {
            int u = cell_units[cell][t];
            if (++units[u][digit] == mask_count(s->src.where[u][digit])) fn_bit_set(e->units, u * 9 + digit - 1);
        }
    }
}

/* Contradictions of candidate k assumed on (or off): a state on and off,
** an emptied cell, an emptied unit (cells, then units, in order: only
** those fn_count_offs marks are looked at). */
static void fn_contradictions(fn_search *s, int k, bool on) {
    sec_run *r = fn_run(s, k, on);
    if (!r) return;
    int result = k * 2 + !on;
    fn_hint h = {.on = on, .premise = (int16_t)k};
    if (r->absurd_on >= 0) {
        h.how = FN_ABSURD;
        fn_offer(s, h, result);
        return;
    }
    uint8_t cells[N_CELLS], units[N_UNITS][10];
    fn_emptied e;
    fn_count_offs(s, r, cells, units, &e);
    for (int w = 0; w < 2; w++)
        for (uint64_t bits = e.cells[w]; bits; bits &= bits - 1) {
            int c = w * 64 + __builtin_ctzll(bits);
            if (s->src.cand[c] && cells[c] == mask_count(s->src.cand[c]))
                h.how = FN_EMPTY_CELL, h.where = (int16_t)c, fn_offer(s, h, result);
        }
    for (int w = 0; w < 4; w++)
        for (uint64_t bits = e.units[w]; bits; bits &= bits - 1) {
            int i = w * 64 + __builtin_ctzll(bits), u = i / 9, d = i % 9 + 1;
            if (s->src.where[u][d] && units[u][d] == mask_count(s->src.where[u][d]))
                h.how = FN_EMPTY_UNIT, h.where = (int16_t)(u * 10 + d), fn_offer(s, h, result);
        }
}

/* Is node i of run r a registered state? */
static bool fn_listed(const sec_run *r, int i) { return r->index[r->node[i].key] == i; }

/* States every premise of hint h (BOTH, CELL, UNIT) reaches: verities. */
static void fn_common(fn_search *s, fn_hint h) {
    sec_run *runs[9];
    int k[9] = {h.premise}, m = h.how == FN_BOTH ? 2 : fn_premises(s, &h, k);
    for (int i = 0; i < m; i++)
        if (!(runs[i] = h.how == FN_BOTH ? fn_run(s, h.premise, i == 0) : fn_on_run(s, k[i]))) return;
    for (int i = 0; i < runs[0]->n_nodes; i++) {
        int key = runs[0]->node[i].key;
        if (!fn_listed(runs[0], i) || (h.how != FN_BOTH && key == k[0] * 2 + 1)) continue;
        bool all = true;
        for (int r = 1; r < m && all; r++) all = sec_find(runs[r], key) >= 0;
        if (all) fn_offer(s, h, key);
    }
}

/* Every hint from one cell: its candidates' contradictions and on/off
** verities, the units where one of its digits is first met, the cell. */
static void fn_cell(fn_search *s, int cell) {
    for (uint16_t m = s->src.cand[cell]; m; m = mask_rest(m)) {
        int digit = mask_lowest(m), k = sec_cand(cell, digit);
        fn_contradictions(s, k, true);
        fn_contradictions(s, k, false);
        fn_common(s, (fn_hint){.how = FN_BOTH, .premise = (int16_t)k});
        for (int t = 0; t < 3; t++) {
            int u = cell_units[cell][t];
            uint16_t places = s->src.where[u][digit];
            if (mask_count(places) >= 2 && unit_cells[u][mask_first_index(places)] == cell)
                fn_common(s, (fn_hint){.how = FN_UNIT, .premise = (int16_t)(u * 10 + digit)});
        }
    }
    fn_common(s, (fn_hint){.how = FN_CELL, .premise = (int16_t)cell});
}

/* ---- memory ------------------------------------------------------------ */

static void fn_free(fn_search *s) {
    sec_pool_free(&s->pool);
    sec_run_free(s->off);
    free(s->off);
    sec_engine_free(&s->e);
    free(s);
}

void forcing_nets_free(struct fn_search *s) {
    if (s) fn_free(s);
}

/* A search's memory, from the solve's scratch when it has one. */
static fn_search *fn_alloc(strat_ctx *ctx) {
    fn_search *s = ctx->scratch ? ctx->scratch->forcing_nets : NULL;
    if (s) return s;
    if (!(s = calloc(1, sizeof *s))) return NULL;
    if (!sec_engine_init(&s->e) || !(s->off = calloc(1, sizeof *s->off))) {
        fn_free(s);
        return NULL;
    }
    if (ctx->scratch) ctx->scratch->forcing_nets = s;
    return s;
}

/* Ready a search of g under rules (cache and hints emptied). */
static fn_search *fn_new(strat_ctx *ctx, const nonet_grid *g, sec_rules rules) {
    fn_search *s = fn_alloc(ctx);
    if (!s) return NULL;
    s->rules = rules;
    s->rules.base = g;
    sec_pool_reset(&s->pool);
    s->off_of = -1;
    s->nomem = false;
    memset(s->cached, 0xff, sizeof s->cached);
    memset(s->best, 0, sizeof s->best);
    sec_grid_from(&s->src, g);
    return s;
}

/* ---- the steps --------------------------------------------------------- */

/* The step of result's hint (its branches made again). */
static void fn_build_step(fn_search *s, nonet_technique t, double base, int result, nonet_step *step) {
    const fn_hint *h = &s->best[result];
    step_init(step, t, h->how <= FN_EMPTY_UNIT ? FN_CONTRADICTION : FN_VERITY);
    step->rating = base + sec_length_increment(h->size);
    sec_run *runs[9];
    int nodes[9], n = fn_branches(s, h, result, runs, nodes), key[FN_PATH];
    step_by by[FN_PATH];
    for (int i = 0; i < n; i++) sec_add_states_by(step, key, by, sec_path_by(runs[i], nodes[i], key, by, FN_PATH), -1);
    int k = result / 2;
    if (result & 1) step_add_placement(step, sec_cell(k), sec_digit(k));
    else step_add_elimination(step, sec_cell(k), sec_digit(k));
}

/* Results with a hint, smallest first (then by key); returns how many. */
static int fn_order(const fn_search *s, int16_t out[SEC_KEYS]) {
    int n = 0;
    for (int key = 0; key < SEC_KEYS; key++) {
        int size = s->best[key].size, i = n++;
        if (!size) {
            n--;
            continue;
        }
        for (; i > 0 && s->best[out[i - 1]].size > size; i--) out[i] = out[i - 1];
        out[i] = (int16_t)key;
    }
    return n;
}

/* Search g under rules and emit its hints as steps of technique t,
** smallest first, until told to stop. */
static bool fn_produce(const nonet_grid *g, strat_ctx *ctx, sec_rules rules, nonet_technique t, double base) {
    if (ctx->wanted != NONET_T_NONE && ctx->wanted != t) return false;
    fn_search *s = fn_new(ctx, g, rules);
    if (!s) return strat_nomem(ctx);
    for (int cell = 0; cell < N_CELLS && !s->nomem && !strat_out_of_time(ctx); cell++)
        if (s->src.cand[cell]) fn_cell(s, cell);
    bool stop = s->nomem && strat_nomem(ctx);
    int16_t order[SEC_KEYS];
    int n = stop || strat_out_of_time(ctx) ? 0 : fn_order(s, order);
    for (int i = 0; i < n && !stop; i++) {
        nonet_step step;
        fn_build_step(s, t, base, order[i], &step);
        stop = strat_emit(ctx, &step);
    }
    if (!ctx->scratch) fn_free(s);
    return stop;
}

/* forcing_chain serves both orders: SE's Forcing Chain in SE's. */
bool strat_forcing_chain(const nonet_grid *g, strat_ctx *ctx) {
    if (ctx->se_rules) return strat_forcing_chains(g, ctx);
    return fn_produce(g, ctx, (sec_rules){.y_links = true}, NONET_T_FORCING_CHAIN, 8.0);
}

bool strat_forcing_net(const nonet_grid *g, strat_ctx *ctx) {
    return fn_produce(g, ctx, (sec_rules){.dynamic = true, .y_links = true}, NONET_T_FORCING_NET, 8.5);
}

bool strat_forcing_net_plus(const nonet_grid *g, strat_ctx *ctx) {
    return fn_produce(g, ctx, (sec_rules){.dynamic = true, .y_links = true, .level = 1}, NONET_T_FORCING_NET_PLUS, 9.0);
}
