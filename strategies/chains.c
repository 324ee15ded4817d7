/*
** chains.c -- X-Chain, XY-Chain, Continuous and Discontinuous Nice Loop and
** AIC (alternating inference chain), as HoDoKu defines them, all read from
** the one search of src/chain_search.c.
**
** An AIC alternates strong links (= : at least one end true) and weak
** links (- : at most one end true), and starts and ends with a strong one:
**
**     s =d= a -d- b =d= e          (X-Chain: one digit, links in units)
**     s=a in a bivalue cell, a -x- b in a unit, b=e in a bivalue cell...
**                                  (XY-Chain: strong links inside cells)
**
** If s is false, a is true, so b false, so e true: s or e is true. So any
** candidate that conflicts with both ends (sees both with the same digit,
** or lies in one end's cell with the other end's digit) is false.
**
** A Continuous Nice Loop closes the chain with a weak link e - s. Then
** every weak link of the loop holds exactly one true end (follow the loop
** from s true or from s false), so the digit leaves the rest of a weak
** link's unit, and a weak link inside a cell leaves the cell two digits.
**
**     s =1= a -1- b =5= c(b's cell) ... e -2- s
**
** A Discontinuous Nice Loop starts and ends in one cell C:
**   x - s = ... = e - x: x conflicts with both ends of an AIC: x is false;
**   C's s = ... = C's e (two digits of C): C holds one of them, the other
**     digits of C are false;
**   s = ... = s: assuming s false proves it true: the cell's other digits
**     go (HoDoKu's form of the placement).
**
** The search (chain_search.h) reaches every state implied by "s off", each
** by a shortest chain, so one search per start candidate finds every AIC
** that starts there, in polynomial time. The driver gets the shortest
** productive chain of the position (learners need short chains); find
** gets every chain, without repeating a set of eliminations.
**
** Step records: digits = the chain's digits; marks = the chain's
** candidates in order, coloured A and B by parity; cells = the chain's
** cells in order (each once); links in chain order (strong 1 / weak 0),
** with the closing links of loops. DNL variant: 1 the start is true, 2 two
** digits of the start cell, 3 one candidate eliminated.
*/
#include <string.h>

#include "chain_search.h"
#include "strategy.h"

typedef struct chain_run chain_run;

/* A kind of chain: which links its search may use and how a chain found
** becomes a step. build fills the effects first and returns false when
** there are none; which numbers the steps one chain gives (a DNL may
** eliminate several candidates, one loop each). */
typedef struct chain_kind {
    nonet_technique technique;
    chain_rules rules;
    bool per_digit; /* search each digit alone (X-Chain) */
    /* Loops: the first pass (the driver's shortest loop) looks for each
    ** loop from its lowest candidate only, leaving out the candidates
    ** below the start; find still searches from every candidate, as the
    ** loop found between two ends decides the eliminations. */
    bool loop;
    int min_nodes;  /* the shortest chain worth a step */
    /* A quick test on the ends a, b before the chain is built: false when
    ** it cannot give a step. */
    bool (*ends_fit)(chain_run *run, int a, int b);
    bool (*build)(const nonet_grid *g, const uint16_t path[], int n, int which, nonet_step *s);
} chain_kind;

/* ---- building steps ---------------------------------------------------- */

/* Is cell among the step's pattern cells? */
static bool cell_listed(const nonet_step *s, int cell) {
    for (int i = 0; i < s->n_cells; i++)
        if (s->cells[i] == cell) return true;
    return false;
}

/*
** Marks (colours A and B by parity), cells and links of the chain
** path[0..n); link i is strong when its parity matches first_strong. A
** loop adds the link from the last node back to loop_to (-1: none).
*/
static void add_chain(nonet_step *s, const uint16_t path[], int n, bool first_strong, int loop_to) {
    for (int i = 0; i < n; i++) {
        int cell = chain_cell(path[i]), digit = chain_digit(path[i]);
        int next = i + 1 < n ? path[i + 1] : loop_to;
        s->digits |= mask_of(digit);
        step_add_mark(s, cell, digit, i % 2 ? NONET_ROLE_COLOR_B : NONET_ROLE_COLOR_A);
        if (!cell_listed(s, cell)) step_add_cell(s, cell);
        if (next >= 0)
            step_add_link(s, cell, digit, chain_cell(next), chain_digit(next), (i % 2 == 0) == first_strong);
    }
}

/* Eliminate every candidate that conflicts with both a and b. */
static void eliminate_common(nonet_step *s, const nonet_grid *g, int a, int b) {
    uint16_t victims[28];
    int n = chain_common_conflicts(g, a, b, victims);
    for (int i = 0; i < n; i++) step_add_elimination(s, chain_cell(victims[i]), chain_digit(victims[i]));
}

/* Eliminate the digits of cell other than those of nodes a and b. */
static void eliminate_rest_of_cell(nonet_step *s, const nonet_grid *g, int cell, int a, int b) {
    uint16_t keep = (uint16_t)(mask_of(chain_digit(a)) | mask_of(chain_digit(b)));
    step_add_eliminations(s, cell, g->cand[cell] & (uint16_t)~keep);
}

/*
** A weak link a - b of a continuous loop holds exactly one true end: in
** one cell, the cell's other digits go; in a unit, the digit leaves every
** other cell that sees both.
*/
static void eliminate_weak_link(nonet_step *s, const nonet_grid *g, int a, int b) {
    int cell_a = chain_cell(a), cell_b = chain_cell(b), digit = chain_digit(a);
    if (cell_a == cell_b) {
        eliminate_rest_of_cell(s, g, cell_a, a, b);
        return;
    }
    for (int p = 0; p < N_PEERS; p++) {
        int cell = cell_peers[cell_a][p];
        if (cell != cell_b && cells_see(cell, cell_b) && mask_has(g->cand[cell], digit))
            step_add_elimination(s, cell, digit);
    }
}

/* X-Chain and XY-Chain: ends of one digit in two cells. */
static bool build_same_digit(const nonet_grid *g, const uint16_t path[], int n, int which, nonet_step *s) {
    int a = path[0], b = path[n - 1];
    if (which || chain_digit(a) != chain_digit(b) || chain_cell(a) == chain_cell(b)) return false;
    eliminate_common(s, g, a, b);
    if (!step_productive(s)) return false;
    add_chain(s, path, n, true, -1);
    return true;
}

/* AIC: ends in two cells, of one digit or in cells that see each other. */
static bool build_aic(const nonet_grid *g, const uint16_t path[], int n, int which, nonet_step *s) {
    int a = path[0], b = path[n - 1], cell_a = chain_cell(a), cell_b = chain_cell(b);
    if (which || cell_a == cell_b) return false;
    if (chain_digit(a) != chain_digit(b) && !cells_see(cell_a, cell_b)) return false;
    eliminate_common(s, g, a, b);
    if (!step_productive(s)) return false;
    add_chain(s, path, n, true, -1);
    return true;
}

/* Continuous Nice Loop: the chain's ends are weakly linked. */
static bool build_continuous(const nonet_grid *g, const uint16_t path[], int n, int which, nonet_step *s) {
    if (which || path[0] == path[n - 1] || !chain_conflict(path[0], path[n - 1])) return false;
    for (int i = 1; i < n; i += 2) eliminate_weak_link(s, g, path[i], path[(i + 1) % n]);
    if (!step_productive(s)) return false;
    add_chain(s, path, n, true, path[0]);
    return true;
}

/*
** Discontinuous Nice Loop: the chain returns to its start (place it), ends
** on another digit of the start cell (the cell's other digits go), or both
** ends conflict with a candidate x: the loop x - start = ... = end - x,
** one per x (which numbers them).
*/
static bool build_discontinuous(const nonet_grid *g, const uint16_t path[], int n, int which, nonet_step *s) {
    int a = path[0], b = path[n - 1];
    if (a == b || chain_cell(a) == chain_cell(b)) {
        if (which) return false;
        s->variant = a == b ? 1 : 2;
        eliminate_rest_of_cell(s, g, chain_cell(a), a, b);
        if (!step_productive(s)) return false;
        add_chain(s, path, a == b ? n - 1 : n, true, a == b ? a : -1);
        return true;
    }
    uint16_t victims[28], loop[CHAIN_MAX_NODES + 1];
    if (which >= chain_common_conflicts(g, a, b, victims)) return false;
    s->variant = 3;
    step_add_elimination(s, chain_cell(victims[which]), chain_digit(victims[which]));
    loop[0] = victims[which];
    for (int i = 0; i < n; i++) loop[i + 1] = path[i];
    add_chain(s, loop, n + 1, false, victims[which]);
    return true;
}

/* ---- the search over every start --------------------------------------- */

#define CHAIN_SEEN 512

/* One kind's run over a position: the first pass notes the shortest
** productive chain, the second emits every chain (find). */
struct chain_run {
    const chain_kind *kind;
    const nonet_grid *g;
    strat_ctx *ctx;
    bool emitting;
    int best_n, best_start, best_end, best_which;
    chain_rules best_rules;
    uint8_t peer_cells[N_CELLS]; /* see peer_cells_of */
    int peer_cells_start;        /* the start they are for; -1 none */
    uint64_t seen[CHAIN_SEEN];   /* hashes of the effects emitted */
    int n_seen;
    nonet_step step;
};

/* A hash of the step's (sorted) effects. */
static uint64_t effects_hash(const nonet_step *s) {
    uint64_t h = 1469598103934665603u;
    for (int i = 0; i < s->n_placements; i++) h = (h ^ (uint64_t)(s->placements[i].cell * 10 + s->placements[i].digit + 1000)) * 1099511628211u;
    for (int i = 0; i < s->n_eliminations; i++) h = (h ^ (uint64_t)(s->eliminations[i].cell * 10 + s->eliminations[i].digit)) * 1099511628211u;
    return h;
}

/* ---- quick tests on a chain's ends ------------------------------------ */

/* peer_cells[c] = 1 for each cell c that sees a cell (other than a's)
** which holds a's digit and sees a's cell; made once per start, when first
** asked for. */
static const uint8_t *peer_cells_of(chain_run *run, int a) {
    if (run->peer_cells_start == a) return run->peer_cells;
    int cell = chain_cell(a), digit = chain_digit(a);
    memset(run->peer_cells, 0, N_CELLS);
    for (int p = 0; p < N_PEERS; p++) {
        int peer = cell_peers[cell][p];
        if (!mask_has(run->g->cand[peer], digit)) continue;
        for (int q = 0; q < N_PEERS; q++) run->peer_cells[cell_peers[peer][q]] = 1;
    }
    run->peer_cells_start = a;
    return run->peer_cells;
}

/* Is there a candidate that conflicts with both a and b? */
static bool have_common(chain_run *run, int a, int b) {
    const nonet_grid *g = run->g;
    int cell_a = chain_cell(a), cell_b = chain_cell(b), digit_a = chain_digit(a), digit_b = chain_digit(b);
    if (cell_a == cell_b) return digit_a != digit_b && mask_count(g->cand[cell_a]) > 2;
    if (digit_a == digit_b) return peer_cells_of(run, a)[cell_b];
    return cells_see(cell_a, cell_b) && (mask_has(g->cand[cell_a], digit_b) || mask_has(g->cand[cell_b], digit_a));
}

static bool ends_same_digit(chain_run *run, int a, int b) {
    return chain_digit(a) == chain_digit(b) && chain_cell(a) != chain_cell(b) && have_common(run, a, b);
}

static bool ends_aic(chain_run *run, int a, int b) {
    return chain_cell(a) != chain_cell(b) && have_common(run, a, b);
}

static bool ends_continuous(chain_run *run, int a, int b) {
    (void)run;
    return chain_conflict(a, b);
}

static bool ends_discontinuous(chain_run *run, int a, int b) { return a == b || have_common(run, a, b); }

/* Emit run->step unless a step with the same effects went before; true
** when the caller must stop. */
static bool emit_new(chain_run *run) {
    step_sort(&run->step);
    uint64_t h = effects_hash(&run->step);
    for (int i = 0; i < run->n_seen; i++)
        if (run->seen[i] == h) return false;
    if (run->n_seen < CHAIN_SEEN) run->seen[run->n_seen++] = h;
    return strat_emit(run->ctx, &run->step);
}

/* Build step `which` of the chain to end (false when there is none). */
static bool build_chain(chain_run *run, const chain_search *cs, int end, int which, int *n) {
    uint16_t path[CHAIN_MAX_NODES];
    *n = chain_path(cs, end, path);
    if (*n < run->kind->min_nodes) return false;
    step_init(&run->step, run->kind->technique, 0);
    return run->kind->build(run->g, path, *n, which, &run->step);
}

/*
** Every chain of one search: note the shortest, or emit them all. Ends
** that cannot give a step, and (first pass) chains no shorter than the
** best so far, are skipped before the chain is built.
*/
static bool visit_chains(chain_run *run, const chain_search *cs) {
    for (int i = 0; i < cs->n_reached; i++) {
        int state = cs->reached[i], end = chain_state_node(state), n = cs->depth[state];
        if (!chain_state_on(state) || n < run->kind->min_nodes) continue;
        if (!run->emitting && n >= run->best_n) break; /* reached in order of length */
        if (!run->kind->ends_fit(run, cs->start, end)) continue;
        for (int which = 0; build_chain(run, cs, end, which, &n); which++) {
            if (run->emitting) {
                if (emit_new(run)) return true;
            } else if (n < run->best_n) {
                run->best_n = n, run->best_start = cs->start, run->best_end = end, run->best_which = which;
                run->best_rules = cs->rules;
            }
        }
    }
    return false;
}

/* Search from every allowed start (per digit for X-Chains). */
static bool scan_starts(chain_run *run, chain_search *cs) {
    chain_rules rules = run->kind->rules;
    for (int digit = 1; digit <= 9; digit++) {
        if (run->kind->per_digit) rules.digits = mask_of(digit);
        else if (digit > 1) break;
        for (int node = 0; node < CHAIN_NODES; node++) {
            rules.lowest = run->kind->loop && !run->emitting ? node : 0;
            if (!chain_node_allowed(run->g, &rules, node)) continue;
            chain_bfs(cs, run->g, &rules, node, run->emitting ? CHAIN_MAX_NODES : run->best_n - 1);
            if (visit_chains(run, cs)) return true;
        }
    }
    return false;
}

/*
** A kind's strategy: find the shortest productive chain and emit it first;
** if the caller wants more (find), emit every other chain.
*/
static bool chain_strategy(const nonet_grid *g, strat_ctx *ctx, const chain_kind *kind) {
    chain_run run = {.kind = kind, .g = g, .ctx = ctx, .best_n = CHAIN_MAX_NODES + 1, .peer_cells_start = -1};
    chain_search cs;
    chain_search_init(&cs);
    scan_starts(&run, &cs);
    if (run.best_n > CHAIN_MAX_NODES) return false;
    chain_bfs(&cs, g, &run.best_rules, run.best_start, CHAIN_MAX_NODES);
    int n;
    build_chain(&run, &cs, run.best_end, run.best_which, &n);
    if (emit_new(&run)) return true;
    run.emitting = true;
    return scan_starts(&run, &cs);
}

/* ---- the kinds --------------------------------------------------------- */

#define ALL_DIGITS 0x1ffu
#define BOTH (CHAIN_LINK_UNIT | CHAIN_LINK_CELL)

static const chain_kind x_chain = {NONET_T_X_CHAIN, {CHAIN_LINK_UNIT, CHAIN_LINK_UNIT, ALL_DIGITS, false, 0},
                                   true, false, 4, ends_same_digit, build_same_digit};
static const chain_kind xy_chain = {NONET_T_XY_CHAIN, {CHAIN_LINK_CELL, CHAIN_LINK_UNIT, ALL_DIGITS, true, 0},
                                    false, false, 6, ends_same_digit, build_same_digit};
static const chain_kind continuous = {NONET_T_CONTINUOUS_NICE_LOOP, {BOTH, BOTH, ALL_DIGITS, false, 0},
                                      false, true, 4, ends_continuous, build_continuous};
static const chain_kind discontinuous = {NONET_T_DISCONTINUOUS_NICE_LOOP, {BOTH, BOTH, ALL_DIGITS, false, 0},
                                         false, false, 3, ends_discontinuous, build_discontinuous};
static const chain_kind aic = {NONET_T_AIC, {BOTH, BOTH, ALL_DIGITS, false, 0}, false, false, 4, ends_aic, build_aic};

bool strat_x_chain(const nonet_grid *g, strat_ctx *ctx) { return chain_strategy(g, ctx, &x_chain); }
bool strat_xy_chain(const nonet_grid *g, strat_ctx *ctx) { return chain_strategy(g, ctx, &xy_chain); }
bool strat_continuous_nice_loop(const nonet_grid *g, strat_ctx *ctx) {
    return chain_strategy(g, ctx, &continuous);
}
bool strat_discontinuous_nice_loop(const nonet_grid *g, strat_ctx *ctx) {
    return chain_strategy(g, ctx, &discontinuous);
}
bool strat_aic(const nonet_grid *g, strat_ctx *ctx) { return chain_strategy(g, ctx, &aic); }
