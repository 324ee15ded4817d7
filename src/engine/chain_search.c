/*
** chain_search.c -- links between candidates (and groups) and the
** breadth-first search over alternating implications (see chain_search.h).
*/
#include "chain_search.h"

#include <string.h>

#include "chain_links.h"
#include "mask.h"
#include "tables.h"

/* ---- nodes -------------------------------------------------------------- */

void chain_view_of(const chain_graph *graph, int node, chain_view *v) {
    if (!chain_is_group(node)) {
        v->digit = chain_digit(node);
        v->n = 1;
        v->cells[0] = (uint8_t)chain_cell(node);
        return;
    }
    if (chain_is_als(node)) {
        const chain_als_part *p = chain_part(graph, node);
        v->digit = p->digit;
        v->n = p->n;
        memcpy(v->cells, p->cells, p->n);
        return;
    }
    const chain_group *group = &graph->groups->group[node - CHAIN_NODES];
    v->digit = group->digit;
    v->n = group->n;
    memcpy(v->cells, group->cells, sizeof group->cells);
}

int chain_node_digit(const chain_graph *graph, int node) {
    if (chain_is_als(node)) return chain_part(graph, node)->digit;
    return chain_is_group(node) ? graph->groups->group[node - CHAIN_NODES].digit : chain_digit(node);
}

bool chain_same_als(const chain_graph *graph, int a, int b) {
    return chain_is_als(a) && chain_is_als(b) && chain_part(graph, a)->set == chain_part(graph, b)->set;
}

bool chain_same_cell(int a, int b) {
    return !chain_is_group(a) && !chain_is_group(b) && chain_cell(a) == chain_cell(b);
}

/* Does the mask hold exactly two candidates? */
static inline bool bivalue(uint16_t cand) { return cand && mask_single(mask_rest(cand)); }

/* Add node to cs's allowed set. */
static void allowed_add(chain_search *cs, int node) {
    cs->allowed[node >> 6] |= (uint64_t)1 << (node & 63);
}

/* The candidates and groups of the graph that rules allow (lowest aside):
** a candidate of rules->digits, in a bivalue cell when rules ask for one;
** a group of rules->digits. */
static void allowed_build(chain_search *cs, const chain_rules *rules) {
    const nonet_grid *g = cs->graph->g;
    memset(cs->allowed, 0, sizeof cs->allowed);
    for (int cell = 0; cell < N_CELLS; cell++) {
        if (rules->bivalue_only && !bivalue(g->cand[cell])) continue;
        for (uint16_t m = g->cand[cell] & rules->digits; m; m = mask_rest(m))
            allowed_add(cs, chain_node(cell, mask_lowest(m)));
    }
    const chain_groups *gs = cs->graph->groups;
    for (int i = 0; gs && i < gs->n; i++)
        if (mask_has(rules->digits, gs->group[i].digit)) allowed_add(cs, CHAIN_NODES + i);
    const chain_als *ca = cs->graph->als;
    for (int k = 0; ca && k < ca->n; k++)
        if (mask_has(rules->digits, ca->part[k].digit)) allowed_add(cs, CHAIN_ALS_BASE + k);
}

void chain_search_allow(chain_search *cs, const chain_rules *rules) {
    if (cs->allowed_ready && cs->allowed_digits == rules->digits && cs->allowed_bivalue_only == rules->bivalue_only)
        return;
    allowed_build(cs, rules);
    cs->allowed_digits = rules->digits;
    cs->allowed_bivalue_only = rules->bivalue_only;
    cs->allowed_ready = true;
}

int chain_next_allowed(const chain_search *cs, int node) {
    for (int word = node >> 6; word < CHAIN_ALLOWED_WORDS; word++) {
        uint64_t bits = cs->allowed[word];
        if (word == node >> 6) bits &= ~(uint64_t)0 << (node & 63);
        if (bits) return word * 64 + __builtin_ctzll(bits);
    }
    return -1;
}

/* Is cell one of the view's cells? */
static bool view_has(const chain_view *v, int cell) {
    for (int i = 0; i < v->n; i++)
        if (v->cells[i] == cell) return true;
    return false;
}

/* Does cell (not the view's) see every cell of the view? */
static bool sees_all(int cell, const chain_view *v) {
    for (int i = 0; i < v->n; i++)
        if (!cells_see(cell, v->cells[i])) return false;
    return true;
}

/* The units that hold every cell of the view, into units; how many. */
static int view_units(const chain_view *v, int units[3]) {
    if (v->n == 1) {
        for (int k = 0; k < 3; k++) units[k] = cell_units[v->cells[0]][k];
        return 3;
    }
    int n = 0;
    for (int k = 0; k < 3; k++)
        if (cell_units[v->cells[1]][k] == cell_units[v->cells[0]][k]) units[n++] = cell_units[v->cells[0]][k];
    return n;
}

/* The positions of the view's digit in unit outside the view. */
static uint16_t rest_in_unit(const nonet_grid *g, const chain_view *v, int unit) {
    uint16_t rest = g->where[unit][v->digit];
    for (int i = 0; i < v->n; i++) rest &= (uint16_t)~cell_position(v->cells[i], unit_kind(unit));
    return rest;
}

bool chain_conflict(const chain_graph *graph, int a, int b) {
    if (a == b) return false;
    if (!chain_is_group(a) && !chain_is_group(b)) {
        if (chain_cell(a) == chain_cell(b)) return true;
        return chain_digit(a) == chain_digit(b) && cells_see(chain_cell(a), chain_cell(b));
    }
    chain_view va = {0}, vb = {0};
    chain_view_of(graph, a, &va);
    chain_view_of(graph, b, &vb);
    if (va.digit != vb.digit) return false;
    for (int i = 0; i < vb.n; i++)
        if (view_has(&va, vb.cells[i]) || !sees_all(vb.cells[i], &va)) return false;
    return true;
}

/* ---- the search --------------------------------------------------------- */

/*
** Record state `to` as reached from `from`, unless it was reached before
** (breadth first, the first way there is a shortest one).
*/
static void reach(chain_search *cs, int from, int to) {
    if (cs->from[to] >= 0) return;
    cs->from[to] = (int16_t)from;
    cs->depth[to] = (uint8_t)(cs->depth[from] + 1);
    cs->reached[cs->n_reached++] = (uint16_t)to;
}

/* The cells of node, or of its set for an ALS part. */
static cellset node_cells(const chain_graph *graph, int node) {
    if (chain_is_als(node)) return chain_als_set(graph->als, chain_part(graph, node))->cells;
    chain_view v = {0};
    chain_view_of(graph, node, &v);
    return chain_view_cells(&v);
}

/* Do nodes a and b share a candidate (read from their views)? */
static bool views_meet(const chain_graph *graph, int a, int b) {
    chain_view va = {0}, vb = {0};
    chain_view_of(graph, a, &va);
    chain_view_of(graph, b, &vb);
    if (va.digit != vb.digit) return false;
    for (int i = 0; i < vb.n; i++)
        if (view_has(&va, vb.cells[i])) return true;
    return false;
}

/* Do nodes a (on the chain) and b (the next) share a candidate? (An ALS
** part: do they share a cell of its set? A chain passes a set once, and
** through no other node in its cells; where the parts are open
** (chain_als.h), a set may hold cells of the nodes before it, but not the
** candidates it is entered by.) */
static bool nodes_overlap(const chain_graph *graph, int a, int b) {
    if (a == b) return true;
    if (chain_is_als(a) || chain_is_als(b)) {
        if (!chain_is_als(a) && graph->als->open) return views_meet(graph, a, b);
        return cellset_meets(node_cells(graph, a), node_cells(graph, b));
    }
    if (!chain_is_group(a) && !chain_is_group(b)) return false;
    if (chain_node_digit(graph, a) != chain_node_digit(graph, b)) return false;
    if (!chain_is_group(a)) return chain_group_has(&graph->groups->group[b - CHAIN_NODES], chain_cell(a));
    const chain_group *group = &graph->groups->group[a - CHAIN_NODES];
    if (!chain_is_group(b)) return chain_group_has(group, chain_cell(b));
    const chain_group *other = &graph->groups->group[b - CHAIN_NODES];
    for (int i = 0; i < other->n; i++)
        if (chain_group_has(group, other->cells[i])) return true;
    return false;
}

/* Does node to share a candidate with a node of the chain to state? (With
** groups, a group and its own cells would otherwise make shortest chains
** that pass a candidate twice, and hide the good ones.) */
static bool chain_overlaps(const chain_search *cs, int state, int to) {
    /* The set's strong inference: its entry part passed the test for the
    ** same cells. */
    if (chain_same_als(cs->graph, chain_state_node(state), to)) return false;
    for (;;) {
        if (nodes_overlap(cs->graph, chain_state_node(state), to)) return true;
        if (cs->from[state] == state) return false;
        state = cs->from[state];
    }
}

/* Add the candidates of node (a candidate or a group) to bits. */
static void add_node_cands(const chain_graph *graph, int node, uint64_t bits[]) {
    if (!chain_is_group(node)) {
        bits[node >> 6] |= (uint64_t)1 << (node & 63);
        return;
    }
    const chain_group *group = &graph->groups->group[node - CHAIN_NODES];
    for (int i = 0; i < group->n; i++) {
        int cand = chain_node(group->cells[i], group->digit);
        bits[cand >> 6] |= (uint64_t)1 << (cand & 63);
    }
}

/* Does node (a candidate or a group) hold a candidate of bits? */
static bool node_meets(const chain_graph *graph, int node, const uint64_t bits[]) {
    if (!chain_is_group(node)) return (bits[node >> 6] >> (node & 63)) & 1u;
    const chain_group *group = &graph->groups->group[node - CHAIN_NODES];
    for (int i = 0; i < group->n; i++) {
        int cand = chain_node(group->cells[i], group->digit);
        if ((bits[cand >> 6] >> (cand & 63)) & 1u) return true;
    }
    return false;
}

/*
** chain_overlaps without ALS parts: nodes overlap exactly when they share
** a candidate, so the chain's candidates, gathered once per state whose
** links are followed (cs->path_cands), answer for each node it links to
** instead of a walk back along the chain per link.
*/
static bool path_meets(chain_search *cs, int state, int to) {
    if (cs->path_state != state) {
        memset(cs->path_cands, 0, sizeof cs->path_cands);
        for (int s = state;; s = cs->from[s]) {
            add_node_cands(cs->graph, chain_state_node(s), cs->path_cands);
            if (cs->from[s] == s) break;
        }
        cs->path_state = state;
    }
    return node_meets(cs->graph, to, cs->path_cands);
}

/* Reach state (of node to, grouped) from `from` unless the chain to from
** shares a candidate with to. */
static void reach_grouped(chain_search *cs, int from, int to, int state) {
    if (to != cs->start && (cs->graph->als ? chain_overlaps(cs, from, to) : path_meets(cs, from, to))) return;
    reach(cs, from, state);
}

/* Is node a candidate of a cell with more than two (allowed_build's
** bivalue test, which groups pass)? */
static inline bool in_wider_cell(const chain_search *cs, int node) {
    return !chain_is_group(node) && !bivalue(cs->graph->g->cand[chain_cell(node)]);
}

/* Reach `to` (a node) in the given truth value when the rules allow it;
** the state remembers whether the chain has passed a group. Inline: the
** search's innermost step, and most calls end at the first test. */
static inline void reach_node(chain_search *cs, int from, int to, bool on) {
    if (cs->record) {
        if (!cs->record->bivalue_only || !in_wider_cell(cs, to)) chain_links_push(cs->record, to);
        return;
    }
    bool plain = !chain_is_group(to) && !chain_state_grouped(from); /* overlaps only itself */
    int state = to * 4 + !plain * 2 + on;
    if (cs->from[state] >= 0 || to < cs->rules.lowest || !chain_is_allowed(cs, to)) return;
    if (plain) reach(cs, from, state);
    else reach_grouped(cs, from, to, state);
}

/* The node of digit on the positions rest of unit: a candidate (one
** position) or a group (two or three of one crossing); -1 when none. */
static int node_on(const chain_graph *graph, int unit, uint16_t rest, int digit) {
    if (mask_single(rest)) return chain_node(unit_cells[unit][mask_first_index(rest)], digit);
    if (!graph->groups || !rest || mask_count(rest) > 3) return -1;
    int group = chain_group_find(graph->groups, digit, unit, rest);
    return group < 0 ? -1 : CHAIN_NODES + group;
}

/*
** The units holding every cell of node (a candidate's row, column and box;
** a group's line and box, the same order) and the positions of its digit
** in each outside the node, into units and rests; returns how many. Read
** from the tables and the group, not cell by cell (the search's hot path).
*/
static int node_units(const chain_graph *graph, int node, int units[3], uint16_t rests[3]) {
    const nonet_grid *g = graph->g;
    if (!chain_is_group(node)) {
        int cell = chain_cell(node), digit = chain_digit(node);
        for (int k = 0; k < 3; k++) {
            units[k] = cell_units[cell][k];
            rests[k] = g->where[units[k]][digit] & (uint16_t)~cell_position(cell, k);
        }
        return 3;
    }
    const chain_group *group = &graph->groups->group[node - CHAIN_NODES];
    units[0] = group->line;
    units[1] = group->box;
    rests[0] = g->where[group->line][group->digit] & (uint16_t)~group->line_positions;
    rests[1] = g->where[group->box][group->digit] & (uint16_t)~group->box_positions;
    return 2;
}

/* "part (A, x) off": A's N cells keep N digits, every other part is on. */
static void follow_als_strong(chain_search *cs, int state, const chain_als_part *p) {
    const chain_als *ca = cs->graph->als;
    uint16_t gone[N_CELLS] = {0};
    for (int k = p->first; k < p->end; k++) {
        if (ca->part + k == p) continue;
        reach_node(cs, state, CHAIN_ALS_BASE + k, true);
        for (cellset s = chain_als_seers(ca, &ca->part[k]); !cellset_is_empty(s);) gone[cellset_pop(&s)] |= mask_of(ca->part[k].digit);
    }
    const nonet_grid *g = cs->graph->g;
    for (int c = 0; c < N_CELLS; c++) {
        uint16_t left = g->cand[c] & (uint16_t)~gone[c];
        if (gone[c] && mask_count(g->cand[c]) > 2 && mask_single(left)) reach_node(cs, state, chain_node(c, mask_lowest(left)), true);
    }
}

/*
** "part (A, d) on": every node of d that sees all of the part's cells is
** off: the candidates on those cells, and the groups and other sets'
** parts there (chain_als's links).
*/
static void follow_als_weak(chain_search *cs, int state, const chain_als_part *p) {
    const chain_als *ca = cs->graph->als;
    for (cellset s = chain_als_seers(ca, p); !cellset_is_empty(s);)
        reach_node(cs, state, chain_node(cellset_pop(&s), p->digit), false);
    int k = (int)(p - ca->part);
    for (int j = ca->link_first[k]; j < ca->link_first[k + 1]; j++) reach_node(cs, state, CHAIN_NODES + ca->link[j], false);
}

/* "node on" (a candidate or group of d): the parts (A, d) whose d-cells
** it sees all of are off, A losing d. */
static void follow_weak_into_als(chain_search *cs, int state, const chain_view *v) {
    const chain_als *ca = cs->graph->als;
    int cand = chain_node(v->cells[0], v->digit);
    for (int j = ca->enter_first[cand]; j < ca->enter_first[cand + 1]; j++) {
        const chain_als_part *p = &ca->part[ca->enter[j]];
        if (v->n == 1 || chain_cells_within(v->cells, v->n, chain_als_seers(ca, p)))
            reach_node(cs, state, CHAIN_ALS_BASE + ca->enter[j], false);
    }
}

/*
** "node off": every strong partner is on. In a unit, the rest of the
** digit's places when they are one cell or one group; in a cell, the other
** digit when it has two.
*/
static void follow_strong(chain_search *cs, int state) {
    const nonet_grid *g = cs->graph->g;
    int node = chain_state_node(state), digit = chain_node_digit(cs->graph, node), units[3];
    uint16_t rests[3];
    if (chain_is_als(node)) {
        follow_als_strong(cs, state, chain_part(cs->graph, node));
        return;
    }
    if (cs->rules.strong & CHAIN_LINK_UNIT)
        for (int k = 0, n = node_units(cs->graph, node, units, rests); k < n; k++) {
            int to = node_on(cs->graph, units[k], rests[k], digit);
            if (to >= 0) reach_node(cs, state, to, true);
        }
    if (!(cs->rules.strong & CHAIN_LINK_CELL) || chain_is_group(node)) return;
    int cell = chain_cell(node);
    if (bivalue(g->cand[cell]))
        reach_node(cs, state, chain_node(cell, mask_lowest(g->cand[cell] & (uint16_t)~mask_of(digit))), true);
}

/* "node on": the groups of its digit in box b and in unit that share no
** cell with it are off. */
static void follow_weak_box_groups(chain_search *cs, int state, const chain_view *v, int unit, int b) {
    const chain_groups *gs = cs->graph->groups;
    for (int i = chain_groups_begin(gs, v->digit, b); i < chain_groups_end(gs, v->digit, b); i++) {
        const chain_group *group = &gs->group[i];
        if (group->line != unit && group->box != unit) continue;
        bool disjoint = true;
        for (int c = 0; c < v->n; c++) disjoint = disjoint && !chain_group_has(group, v->cells[c]);
        if (disjoint) reach_node(cs, state, CHAIN_NODES + i, false);
    }
}

/* "node on": the groups of its digit in unit that share no cell with it
** are off; a line's groups lie in the three boxes it crosses (ascending,
** as the groups are). */
static void follow_weak_groups(chain_search *cs, int state, const chain_view *v, int unit) {
    if (unit_kind(unit) == UNIT_BOX) {
        follow_weak_box_groups(cs, state, v, unit, unit - box_unit(0));
        return;
    }
    for (int i = 0; i < 9; i += 3) follow_weak_box_groups(cs, state, v, unit, cell_box(unit_cells[unit][i]));
}

/*
** "node on": every weakly linked node is off: the digit's other places in
** the node's units (and the groups there), the other digits of its cell.
*/
static void follow_weak(chain_search *cs, int state) {
    const nonet_grid *g = cs->graph->g;
    int node = chain_state_node(state), digit = chain_node_digit(cs->graph, node), units[3];
    uint16_t rests[3];
    chain_view v = {0};
    if (chain_is_als(node)) {
        follow_als_weak(cs, state, chain_part(cs->graph, node));
        return;
    }
    if (cs->graph->groups) chain_view_of(cs->graph, node, &v);
    if (cs->graph->als) follow_weak_into_als(cs, state, &v);
    if (cs->rules.weak & CHAIN_LINK_UNIT)
        for (int k = 0, n = node_units(cs->graph, node, units, rests); k < n; k++) {
            for (uint16_t m = rests[k]; m; m = mask_rest(m))
                reach_node(cs, state, chain_node(unit_cells[units[k]][mask_first_index(m)], digit), false);
            if (cs->graph->groups) follow_weak_groups(cs, state, &v, units[k]);
        }
    if ((cs->rules.weak & CHAIN_LINK_CELL) && !chain_is_group(node))
        for (uint16_t m = g->cand[chain_cell(node)] & (uint16_t)~mask_of(digit); m; m = mask_rest(m))
            reach_node(cs, state, chain_node(chain_cell(node), mask_lowest(m)), false);
}

/*
** The kind of graph, from its node count: candidates only (a grouped
** graph without groups links the same), with groups, or with more nodes
** past the groups' room (ALS nodes). A position's groups change the count
** but not the kind; each kind has its own tables.
*/
static int graph_band(const chain_graph *graph) {
    int count = chain_node_count(graph);
    return count <= CHAIN_NODES ? 0 : count <= CHAIN_NODES + CHAIN_GROUPS ? 1 : 2;
}

chain_links *chain_search_links_table(chain_links_cache **cache, const chain_graph *graph, const chain_rules *rules) {
    return chain_links_table(cache, graph->g->cand, graph_band(graph), rules->strong, rules->weak,
                             rules->bivalue_only);
}

/* The link rules run from (node, on) with the search recording, not
** reaching: each node they reach is pushed onto cs->links' new list, in
** the order a search follows them. */
const uint16_t *chain_search_make_links(chain_search *cs, int node, bool on, int *n) {
    int state = node * 4 + on; /* the follow functions read its node and value */
    size_t begin = chain_links_begin(cs->links);
    cs->record = cs->links;
    if (on) follow_weak(cs, state);
    else follow_strong(cs, state);
    cs->record = NULL;
    return chain_links_end(cs->links, begin, node, on, n);
}

/*
** Every link of state: from the position's lists when the search has
** them (chain_links.h), else read from the grid.
*/
static void follow(chain_search *cs, int state) {
    int n;
    bool on = chain_state_on(state);
    const uint16_t *to = cs->links ? chain_search_links(cs, chain_state_node(state), on, &n) : NULL;
    if (!to) {
        if (on) follow_weak(cs, state);
        else follow_strong(cs, state);
        return;
    }
    for (int i = 0; i < n; i++) reach_node(cs, state, to[i], !on);
}

void chain_search_init(chain_search *cs, const chain_graph *graph) {
    cs->graph = graph;
    cs->links = cs->record = NULL;
    cs->allowed_ready = false;
    cs->path_state = -1;
    memset(cs->from, 0xff, sizeof cs->from[0] * 4 * (size_t)chain_node_count(graph));
    cs->n_reached = 0;
}

void chain_bfs(chain_search *cs, const chain_rules *rules, int start, int max_nodes) {
    chain_search_allow(cs, rules);
    cs->rules = *rules;
    cs->start = start;
    if (cs->links && !chain_search_links_fit(cs->links, rules)) cs->links = NULL;
    for (int i = 0; i < cs->n_reached; i++) cs->from[cs->reached[i]] = -1;
    cs->n_reached = 0;
    cs->path_state = -1;
    int first = start * 4 + chain_is_group(start) * 2;
    cs->from[first] = (int16_t)first;
    cs->depth[first] = 1;
    cs->reached[cs->n_reached++] = (uint16_t)first;
    for (int i = 0; i < cs->n_reached; i++) {
        int state = cs->reached[i];
        if (cs->depth[state] < max_nodes) follow(cs, state);
    }
}

/* Mark the candidates of node in seen; false when one was marked. Open
** ALS parts are neither marked nor tested: the search has tested them. */
static bool mark_node(const chain_graph *graph, int node, uint8_t seen[]) {
    if (chain_is_als(node) && graph->als->open) return true;
    chain_view v = {0};
    chain_view_of(graph, node, &v);
    bool fresh = true;
    for (int i = 0; i < v.n; i++) {
        int cand = chain_node(v.cells[i], v.digit);
        fresh = fresh && !(seen[cand >> 3] & (1u << (cand & 7)));
        seen[cand >> 3] = (uint8_t)(seen[cand >> 3] | (1u << (cand & 7)));
    }
    return fresh;
}

int chain_path(const chain_search *cs, int state, uint16_t path[CHAIN_MAX_NODES]) {
    int end = chain_state_node(state);
    if (cs->from[state] < 0) return 0;
    int n = cs->depth[state];
    uint8_t seen[CHAIN_NODES / 8 + 1] = {0};
    for (int i = n - 1; i >= 0; i--) {
        int node = chain_state_node(state);
        if (!mark_node(cs->graph, node, seen) && !(i == 0 && node == end)) return 0;
        path[i] = (uint16_t)node;
        state = cs->from[state];
    }
    return n;
}

/* ---- conflicts ---------------------------------------------------------- */

int chain_conflicts(const chain_graph *graph, int a, uint16_t out[CHAIN_MAX_CONFLICTS]) {
    const nonet_grid *g = graph->g;
    int n = 0, units[3];
    chain_view v = {0};
    if (chain_is_als(a)) {
        const chain_als_part *p = chain_part(graph, a);
        for (cellset s = chain_als_seers(graph->als, p); !cellset_is_empty(s);)
            out[n++] = (uint16_t)chain_node(cellset_pop(&s), p->digit);
        return n;
    }
    chain_view_of(graph, a, &v);
    if (v.n > 1) {
        for (int k = 0, nu = view_units(&v, units); k < nu; k++)
            for (uint16_t m = rest_in_unit(g, &v, units[k]); m; m = mask_rest(m))
                out[n++] = (uint16_t)chain_node(unit_cells[units[k]][mask_first_index(m)], v.digit);
        return n;
    }
    int cell = v.cells[0];
    for (int p = 0; p < N_PEERS; p++)
        if (mask_has(g->cand[cell_peers[cell][p]], v.digit)) out[n++] = (uint16_t)chain_node(cell_peers[cell][p], v.digit);
    for (uint16_t m = g->cand[cell] & (uint16_t)~mask_of(v.digit); m; m = mask_rest(m))
        out[n++] = (uint16_t)chain_node(cell, mask_lowest(m));
    return n;
}

int chain_common_conflicts(const chain_graph *graph, int a, int b, uint16_t out[CHAIN_MAX_CONFLICTS]) {
    uint16_t all[CHAIN_MAX_CONFLICTS];
    int n = 0, k = chain_conflicts(graph, a, all);
    for (int i = 0; i < k; i++)
        if (all[i] != b && chain_conflict(graph, all[i], b)) out[n++] = all[i];
    return n;
}

/* ---- shared conflicts ----------------------------------------------------- */

void chain_digit_cells(const nonet_grid *g, cellset cells[9]) {
    for (int d = 0; d < 9; d++) cells[d] = cellset_empty();
    for (int cell = 0; cell < N_CELLS; cell++)
        for (uint16_t m = g->cand[cell]; m; m = mask_rest(m)) cellset_add(&cells[mask_lowest(m) - 1], cell);
}
