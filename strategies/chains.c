/*
** chains.c -- X-Chain, XY-Chain, Continuous and Discontinuous Nice Loop and
** AIC (alternating inference chain), as HoDoKu defines them, all read from
** the one search of src/engine/chain_search.c.
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
** productive chain of the position (learners need short chains; X-Chains
** go digit by digit, the shortest of the first digit that has one); find
** gets every chain, without repeating a set of eliminations
** (src/engine/chain_run.c).
**
** Grouped Continuous and Discontinuous Nice Loops and Grouped AICs are the
** same with group nodes (chain_groups.h): the two or three cells of a
** line-box crossing holding the digit, as one node ("r4c23"). A grouped
** step has at least one group node.
**
** Step records: digits = the chain's digits; marks = the chain's
** candidates in order, coloured A and B by node parity (a group node's
** cells are consecutive marks of one colour); cells = the chain's cells in
** order (each once); links in chain order (strong 1 / weak 0) between the
** first cells of the nodes, with the closing links of loops. DNL variant:
** 1 the start is true, 2 two digits of the start cell, 3 one candidate
** eliminated.
*/
#include "chain_run.h"

/* ---- building steps ---------------------------------------------------- */

/* Is cell among the step's pattern cells? */
static bool cell_listed(const nonet_step *s, int cell) {
    for (int i = 0; i < s->n_cells; i++)
        if (s->cells[i] == cell) return true;
    return false;
}

/*
** An ALS node entered at part a (the chain's node at index i): the set's
** candidates other than a's digit and the exit's (the next node when it
** is a part of the set; else a cell the set forces), marked colour C right
** after a. The renderers read an ALS node so: a part, a run of colour C,
** then the exit part (its cells inside the set's) or the forced cell.
*/
static void add_als_rest(nonet_step *s, const chain_graph *graph, const uint16_t path[], int n, int i) {
    const chain_als_part *p = chain_part(graph, path[i]);
    uint16_t used = mask_of(p->digit);
    if (i + 1 < n && chain_same_als(graph, path[i], path[i + 1])) used |= mask_of(chain_node_digit(graph, path[i + 1]));
    for (cellset cells = chain_als_set(graph->als, p)->cells; !cellset_is_empty(cells);) {
        int cell = cellset_pop(&cells);
        step_append_marks(s, cell, graph->g->cand[cell] & (uint16_t)~used, NONET_ROLE_COLOR_C);
        if (!cell_listed(s, cell)) step_add_cell(s, cell);
    }
}

/* Is path[i] the part an ALS node is entered by (its set not the one of
** the node before)? */
static bool als_entry(const chain_graph *graph, const uint16_t path[], int i) {
    return chain_is_als(path[i]) && !(i > 0 && chain_same_als(graph, path[i - 1], path[i]));
}

/*
** Marks (colours A and B by parity), cells and links of the chain
** path[0..n); link i is strong when its parity matches first_strong. A
** loop adds the link from the last node back to loop_to (-1: none).
*/
static void add_chain(nonet_step *s, const chain_graph *graph, const uint16_t path[], int n, bool first_strong,
                      int loop_to) {
    for (int i = 0; i < n; i++) {
        chain_view v = {0}, next = {0};
        chain_view_of(graph, path[i], &v);
        s->digits |= mask_of(v.digit);
        for (int k = 0; k < v.n; k++) {
            step_append_mark(s, v.cells[k], v.digit, i % 2 ? NONET_ROLE_COLOR_B : NONET_ROLE_COLOR_A);
            if (!cell_listed(s, v.cells[k])) step_add_cell(s, v.cells[k]);
        }
        if (als_entry(graph, path, i)) add_als_rest(s, graph, path, n, i);
        int to = i + 1 < n ? path[i + 1] : loop_to;
        if (to < 0) continue;
        chain_view_of(graph, to, &next);
        step_add_link(s, v.cells[0], v.digit, next.cells[0], next.digit, (i % 2 == 0) == first_strong);
    }
}

/* Eliminate every candidate that conflicts with both a and b. */
static void eliminate_common(nonet_step *s, const chain_graph *graph, int a, int b) {
    uint16_t victims[CHAIN_MAX_CONFLICTS];
    int n = chain_common_conflicts(graph, a, b, victims);
    for (int i = 0; i < n; i++) step_add_elimination(s, chain_cell(victims[i]), chain_digit(victims[i]));
}

/* Eliminate the digits of the cell of candidates a and b but theirs. */
static void eliminate_rest_of_cell(nonet_step *s, const nonet_grid *g, int a, int b) {
    uint16_t keep = (uint16_t)(mask_of(chain_digit(a)) | mask_of(chain_digit(b)));
    step_add_eliminations(s, chain_cell(a), g->cand[chain_cell(a)] & (uint16_t)~keep);
}

/*
** A weak link a - b of a continuous loop holds exactly one true end: in
** one cell, the cell's other digits go; in a unit, the digit leaves every
** other cell that sees both (the candidates conflicting with both).
*/
static void eliminate_weak_link(nonet_step *s, const chain_graph *graph, int a, int b) {
    if (chain_same_cell(a, b)) eliminate_rest_of_cell(s, graph->g, a, b);
    else eliminate_common(s, graph, a, b);
}

/* X-Chain and XY-Chain: ends of one digit in two cells. */
static bool build_same_digit(const chain_graph *graph, const uint16_t path[], int n, int which, nonet_step *s) {
    int a = path[0], b = path[n - 1];
    if (which || chain_node_digit(graph, a) != chain_node_digit(graph, b) || chain_same_cell(a, b)) return false;
    eliminate_common(s, graph, a, b);
    if (!chain_step_worth(graph, s, n - 1)) return false;
    add_chain(s, graph, path, n, true, -1);
    return true;
}

/* AIC: ends in two cells (of one digit, or in cells that see each other:
** else no candidate conflicts with both). */
static bool build_aic(const chain_graph *graph, const uint16_t path[], int n, int which, nonet_step *s) {
    int a = path[0], b = path[n - 1];
    if (which || a == b || chain_same_cell(a, b)) return false;
    eliminate_common(s, graph, a, b);
    if (!chain_step_worth(graph, s, n - 1)) return false;
    add_chain(s, graph, path, n, true, -1);
    return true;
}

/*
** An ALS node of a continuous loop, entered at part a and left to b: each
** of its links holds exactly one true end. Left to a part of the set (x =
** k): one of x, k is missing, the set's other digits are locked there and
** leave every cell that sees all of their places in it. Left to a cell c
** the set forces (x = c's y): either the set lacks x (and holds the rest)
** or c is one of its other digits k, which the set then lacks; so the
** digits not in c are locked in the set, and each such k is in the set or
** in c: it leaves every cell that sees c and all of its places in the set.
*/
static void eliminate_als_node(nonet_step *s, const chain_graph *graph, int a, int b) {
    const chain_als_part *p = chain_part(graph, a);
    bool forced = !chain_same_als(graph, a, b);
    int cell = forced ? chain_cell(b) : -1;
    uint16_t exits = forced ? graph->g->cand[cell] & (uint16_t)~mask_of(chain_digit(b)) : mask_of(chain_node_digit(graph, b));
    for (int k = p->first; k < p->end; k++) {
        const chain_als_part *q = &graph->als->part[k];
        cellset targets = chain_als_seers(graph->als, q);
        if (q == p || (mask_has(exits, q->digit) && !forced)) continue;
        if (mask_has(exits, q->digit)) targets = cellset_and(targets, graph->als->list->peers[cell]);
        for (; !cellset_is_empty(targets);) step_add_elimination(s, cellset_pop(&targets), q->digit);
    }
}

/* Continuous Nice Loop: the chain's ends are weakly linked. */
static bool build_continuous(const chain_graph *graph, const uint16_t path[], int n, int which, nonet_step *s) {
    if (which || !chain_conflict(graph, path[0], path[n - 1])) return false;
    for (int i = 1; i < n; i += 2) eliminate_weak_link(s, graph, path[i], path[(i + 1) % n]);
    for (int i = 0; i + 1 < n; i++)
        if (als_entry(graph, path, i)) eliminate_als_node(s, graph, path[i], path[i + 1]);
    if (!chain_step_worth(graph, s, n)) return false;
    add_chain(s, graph, path, n, true, path[0]);
    return true;
}

/*
** The candidates that conflict with both ends of path, into victims;
** returns how many. With ALS nodes, one the chain passes itself (a set
** that loses x forcing x's cell to x) is left out: x on => ... => x on
** would be a loop through x twice.
*/
static int off_path_victims(const chain_graph *graph, const uint16_t path[], int n, uint16_t victims[]) {
    int k = chain_common_conflicts(graph, path[0], path[n - 1], victims), kept = 0;
    for (int i = 0; i < k; i++) {
        bool on_path = false;
        for (int j = 0; graph->als && j < n && !on_path; j++) on_path = path[j] == victims[i];
        if (!on_path) victims[kept++] = victims[i];
    }
    return kept;
}

/*
** Discontinuous Nice Loop: the chain returns to its start (place it), ends
** on another digit of the start cell (the cell's other digits go), or both
** ends conflict with a candidate x: the loop x - start = ... = end - x,
** one per x (which numbers them).
*/
static bool build_discontinuous(const chain_graph *graph, const uint16_t path[], int n, int which, nonet_step *s) {
    int a = path[0], b = path[n - 1];
    if (a == b || chain_same_cell(a, b)) {
        if (which || chain_is_group(a)) return false;
        s->variant = a == b ? 1 : 2;
        eliminate_rest_of_cell(s, graph->g, a, b);
        if (!chain_step_worth(graph, s, n - 1)) return false;
        add_chain(s, graph, path, a == b ? n - 1 : n, true, a == b ? a : -1);
        return true;
    }
    uint16_t victims[CHAIN_MAX_CONFLICTS], loop[CHAIN_MAX_NODES + 1];
    if (which >= off_path_victims(graph, path, n, victims)) return false;
    s->variant = 3;
    step_add_elimination(s, chain_cell(victims[which]), chain_digit(victims[which]));
    if (!chain_step_worth(graph, s, n + 1)) {
        s->n_eliminations = 0; /* not drawn and not emitted; the next victim may be wanted */
        return true;
    }
    loop[0] = victims[which];
    for (int i = 0; i < n; i++) loop[i + 1] = path[i];
    add_chain(s, graph, loop, n + 1, false, victims[which]);
    return true;
}

/* ---- quick tests on a chain's start and ends ---------------------------- */

/* Would the asker want a step that removes digits from cell, at best
** (with no links)? */
static bool removal_worth(const chain_graph *graph, int cell, uint16_t digits) {
    nonet_step s;
    step_init(&s, NONET_T_DISCONTINUOUS_NICE_LOOP, 0);
    step_add_eliminations(&s, cell, digits);
    return chain_step_worth(graph, &s, 0);
}

/*
** Could a Discontinuous Nice Loop from start be wanted? Its eliminations
** are the start cell's other digits (variant 1), all of them but one
** (variant 2), or one candidate conflicting with the start (variant 3):
** each such set is asked of the asker's worth filter, as if its loop had
** no links. Where none is wanted (a best-of-all asker holds a better
** step), the start's search is saved. A group start: always.
*/
static bool dnl_start_may_win(chain_run *run, int start) {
    const chain_graph *graph = chain_run_graph(run);
    if (chain_is_group(start)) return true;
    int cell = chain_cell(start);
    uint16_t others = (uint16_t)(graph->g->cand[cell] & ~mask_of(chain_digit(start)));
    if (removal_worth(graph, cell, others)) return true;
    for (uint16_t m = others; m; m = mask_rest(m))
        if (removal_worth(graph, cell, (uint16_t)(others & ~mask_of(mask_lowest(m))))) return true;
    uint16_t conflicts[CHAIN_MAX_CONFLICTS];
    for (int i = 0, n = chain_conflicts(graph, start, conflicts); i < n; i++)
        if (removal_worth(graph, chain_cell(conflicts[i]), mask_of(chain_digit(conflicts[i])))) return true;
    return false;
}

static bool ends_same_digit(chain_run *run, int a, int b) {
    const chain_graph *graph = chain_run_graph(run);
    return chain_node_digit(graph, a) == chain_node_digit(graph, b) && !chain_same_cell(a, b) &&
           chain_run_have_common(run, a, b);
}

static bool ends_aic(chain_run *run, int a, int b) {
    return a != b && !chain_same_cell(a, b) && chain_run_have_common(run, a, b);
}

static bool ends_continuous(chain_run *run, int a, int b) { return chain_conflict(chain_run_graph(run), a, b); }

static bool ends_discontinuous(chain_run *run, int a, int b) {
    return a == b || chain_run_have_common(run, a, b);
}

/* ---- the kinds --------------------------------------------------------- */

/*
** An AIC's search is a discontinuous nice loop's (same links, same starts,
** same grouped rule), and every productive AIC s = ... = e is a productive
** DNL of the same search: its ends conflict with a common victim x, so
** x - s = ... = e - x is a loop (ends_discontinuous and build_discontinuous
** accept it, and a DNL needs only three nodes to the AIC's four). So where
** the DNL finds nothing, the AIC finds nothing: the DNL kinds tell the
** driver's memo (also_nothing), which then skips the AIC row there.
*/

#define ALL_DIGITS 0x1ffu
#define BOTH (CHAIN_LINK_UNIT | CHAIN_LINK_CELL)
#define ANY_LINK {.strong = BOTH, .weak = BOTH, .digits = ALL_DIGITS}

static const chain_kind x_chain = {
    .technique = NONET_T_X_CHAIN,
    .rules = {.strong = CHAIN_LINK_UNIT, .weak = CHAIN_LINK_UNIT, .digits = ALL_DIGITS},
    .per_digit = true, .min_nodes = 4, .reversible = true, .ends_fit = ends_same_digit, .build = build_same_digit};
static const chain_kind xy_chain = {
    .technique = NONET_T_XY_CHAIN,
    .rules = {.strong = CHAIN_LINK_CELL, .weak = CHAIN_LINK_UNIT, .digits = ALL_DIGITS, .bivalue_only = true},
    .min_nodes = 6, .reversible = true, .skip_endless_starts = true, .ends_fit = ends_same_digit,
    .build = build_same_digit};
static const chain_kind continuous = {.technique = NONET_T_CONTINUOUS_NICE_LOOP, .rules = ANY_LINK, .loop = true,
                                      .min_nodes = 4, .ends_fit = ends_continuous, .build = build_continuous};
static const chain_kind discontinuous = {
    .technique = NONET_T_DISCONTINUOUS_NICE_LOOP, .rules = ANY_LINK, .min_nodes = 3,
    .reach_first = true, .ends_fit = ends_discontinuous, .build = build_discontinuous,
    .start_may_win = dnl_start_may_win, .also_nothing = NONET_T_AIC};
static const chain_kind aic = {.technique = NONET_T_AIC, .rules = ANY_LINK, .min_nodes = 4, .reversible = true,
                               .reach_first = true, .ends_fit = ends_aic, .build = build_aic};
static const chain_kind grouped_continuous = {
    .technique = NONET_T_GROUPED_CONTINUOUS_NICE_LOOP, .rules = ANY_LINK, .loop = true, .grouped = true,
    .als_ends = true, .min_nodes = 4, .ends_fit = ends_continuous, .build = build_continuous};
static const chain_kind grouped_discontinuous = {
    .technique = NONET_T_GROUPED_DISCONTINUOUS_NICE_LOOP, .rules = ANY_LINK, .grouped = true, .als_ends = true,
    .als_starts = true, .min_nodes = 3, .reach_first = true, .ends_fit = ends_discontinuous, .build = build_discontinuous,
    .start_may_win = dnl_start_may_win, .also_nothing = NONET_T_GROUPED_AIC};
static const chain_kind grouped_aic = {.technique = NONET_T_GROUPED_AIC, .rules = ANY_LINK, .grouped = true,
                                       .min_nodes = 4, .reversible = true, .reach_first = true, .ends_fit = ends_aic,
                                       .build = build_aic};

/* See strategy.h: the kinds that tell the memo of another row. */
nonet_technique strat_covered_by(nonet_technique t) {
    static const chain_kind *const covering[] = {&discontinuous, &grouped_discontinuous};
    for (size_t i = 0; i < sizeof covering / sizeof covering[0]; i++)
        if (covering[i]->also_nothing == t) return covering[i]->technique;
    return NONET_T_NONE;
}

bool strat_x_chain(const nonet_grid *g, strat_ctx *ctx) { return chain_run_strategy(g, ctx, &x_chain); }
bool strat_xy_chain(const nonet_grid *g, strat_ctx *ctx) { return chain_run_strategy(g, ctx, &xy_chain); }
bool strat_continuous_nice_loop(const nonet_grid *g, strat_ctx *ctx) {
    return chain_run_strategy(g, ctx, &continuous);
}
bool strat_discontinuous_nice_loop(const nonet_grid *g, strat_ctx *ctx) {
    return chain_run_strategy(g, ctx, &discontinuous);
}
bool strat_aic(const nonet_grid *g, strat_ctx *ctx) { return chain_run_strategy(g, ctx, &aic); }
bool strat_grouped_continuous_nice_loop(const nonet_grid *g, strat_ctx *ctx) {
    return chain_run_strategy(g, ctx, &grouped_continuous);
}
bool strat_grouped_discontinuous_nice_loop(const nonet_grid *g, strat_ctx *ctx) {
    return chain_run_strategy(g, ctx, &grouped_discontinuous);
}
bool strat_grouped_aic(const nonet_grid *g, strat_ctx *ctx) { return chain_run_strategy(g, ctx, &grouped_aic); }
