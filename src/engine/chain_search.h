/*
** chain_search.h -- the one chain engine behind X-Chains, XY-Chains, nice
** loops and AICs: candidates as nodes, strong and weak links read from the
** grid, and a breadth-first search over alternating implications.
**
** A node is one candidate (cell, digit), numbered cell * 9 + digit - 1.
** A state is a node with a truth value: "off" (the candidate is false) or
** "on" (it is true). Links give implications between states:
**   strong link a = b  (one of a, b is true):  a off => b on
**   weak link   a - b  (at most one is true):  a on  => b off
** Links in a unit join the same digit in two cells of the unit (strong when
** the digit has exactly those two places there); links in a cell join two
** digits of one cell (strong when the cell holds exactly those two).
**
** The search starts from "start off" and follows strong and weak links in
** turn, so every state it reaches is implied by the premise: a node e
** reached "on" gives the chain start = ... = e, whose ends cannot both be
** false. Breadth first, each state is reached by a shortest chain, and the
** work is bounded by the states times their links: polynomial, no
** backtracking. Chains are cut at CHAIN_MAX_NODES candidates, which keeps
** a step's links (loops add two) within 64.
**
** Grouped chains add group nodes (chain_groups.h): node CHAIN_NODES + i is
** group i of the position's chain_groups; and may add ALS nodes
** (chain_als.h): node CHAIN_ALS_BASE + k is part k of the position's
** chain_als, entered off by weak links only, left on by its set's strong
** inference only, never a chain's start or end.
**
** Nothing is allocated: a search lives in a chain_search on the caller's
** stack (4 states per node, grouped or not: about 94 KiB), the groups in a
** chain_groups (about 23 KiB), the ALS parts in a chain_als (about 100 KiB).
*/
#ifndef NONET_CHAIN_SEARCH_H
#define NONET_CHAIN_SEARCH_H

#include <stdbool.h>
#include <stdint.h>

#include "chain_als.h"
#include "chain_groups.h"
#include "chain_links.h"
#include "grid.h"
#include "mask.h"
#include "tables.h"

#define CHAIN_STATES (4 * CHAIN_ALL_NODES)
/* The longest chain searched, in nodes (HoDoKu's default is 20 links for
** nice loops; 32 nodes are 31 links). */
#define CHAIN_MAX_NODES 32
/* Room for the candidates that conflict with one node: a cell's 20 peers
** and 8 other digits, or a group's 12 cells of its line and box. */
#define CHAIN_MAX_CONFLICTS 28

/* Which links a rule set lets the search use (bits). */
enum { CHAIN_LINK_UNIT = 1u, CHAIN_LINK_CELL = 2u };

/* What a chain may be made of. */
typedef struct chain_rules {
    unsigned strong, weak; /* CHAIN_LINK_* kinds for each link type */
    uint16_t digits;       /* the digits nodes may have */
    bool bivalue_only;     /* nodes only in cells with two candidates */
    int lowest;            /* no node below this one (0: any) */
} chain_rules;

/* The position a chain lives in: the grid, its groups (NULL: chains of
** single candidates only) and its ALS parts (NULL: none; only with
** groups). */
typedef struct chain_graph {
    const nonet_grid *g;
    const chain_groups *groups;
    const chain_als *als;
    /* The search's asker, for its worth filter (strat_worth); NULL: any
    ** productive step is wanted. */
    const struct strat_ctx *ctx;
} chain_graph;

/* A node's digit and cells (one for a candidate, two or three for a
** group, up to ALS_MAX_CELLS for an ALS part), ascending. */
typedef struct chain_view {
    int digit, n;
    uint8_t cells[ALS_MAX_CELLS];
} chain_view;

/* The view's cells as a set. */
static inline cellset chain_view_cells(const chain_view *v) {
    cellset cells = cellset_empty();
    for (int i = 0; i < v->n; i++) cellset_add(&cells, v->cells[i]);
    return cells;
}

#define CHAIN_ALLOWED_WORDS ((CHAIN_ALL_NODES + 63) / 64)
/* Words of a set of candidate nodes (bit per node). */
#define CHAIN_CAND_WORDS ((CHAIN_NODES + 63) / 64)

/* One search from one start: the predecessor of every state reached. */
typedef struct chain_search {
    const chain_graph *graph;
    chain_rules rules;
    int start; /* the start node, assumed off */
    /* The nodes rules.digits and rules.bivalue_only allow (bit per node),
    ** made once per rule set rather than tested per link followed. */
    uint64_t allowed[CHAIN_ALLOWED_WORDS];
    uint16_t allowed_digits;
    bool allowed_bivalue_only, allowed_ready;
    /* The position's link lists (chain_links.h) the search reads, NULL:
    ** read from the grid; record: the table a list is being made for. */
    struct chain_links *links, *record;
    /* The candidates of the chain to state path_state (bit per candidate
    ** node), made once for the links of that state (no ALS parts). */
    int path_state;
    uint64_t path_cands[CHAIN_CAND_WORDS];
    int16_t from[CHAIN_STATES];     /* predecessor state; -1 unreached */
    uint8_t depth[CHAIN_STATES];    /* nodes on the chain to it */
    uint16_t reached[CHAIN_STATES]; /* the states in the order reached */
    int n_reached;
} chain_search;

static inline int chain_node(int cell, int digit) { return cell * 9 + digit - 1; }
/* A candidate node's cell and digit (not for groups). */
static inline int chain_cell(int node) { return node / 9; }
static inline int chain_digit(int node) { return node % 9 + 1; }
/* Is node more than one candidate (a group or an ALS part)? */
static inline bool chain_is_group(int node) { return node >= CHAIN_NODES; }
static inline bool chain_is_als(int node) { return node >= CHAIN_ALS_BASE; }
/* A state's node, truth value, and whether the chain to it passed a group
** (state = node * 4 + grouped * 2 + on). */
static inline int chain_state_node(int state) { return state >> 2; }
static inline bool chain_state_on(int state) { return state & 1; }
static inline bool chain_state_grouped(int state) { return state & 2; }

/* How many nodes the graph has (candidates, then groups). */
static inline int chain_node_count(const chain_graph *graph) {
    if (graph->als) return CHAIN_ALS_BASE + graph->als->n;
    return CHAIN_NODES + (graph->groups ? graph->groups->n : 0);
}
/* The ALS part of node (chain_is_als). */
static inline const chain_als_part *chain_part(const chain_graph *graph, int node) {
    return &graph->als->part[node - CHAIN_ALS_BASE];
}
/* Are a and b parts of one set (the two halves of an ALS node)? */
bool chain_same_als(const chain_graph *graph, int a, int b);
/* The digit and cells of node. */
void chain_view_of(const chain_graph *graph, int node, chain_view *v);
/* The digit of node. */
int chain_node_digit(const chain_graph *graph, int node);
/* Are a and b candidates of one cell? */
bool chain_same_cell(int a, int b);

/* Make cs ready for its first search (later searches clear only what the
** previous one reached). */
void chain_search_init(chain_search *cs, const chain_graph *graph);

/* Make cs's set of allowed nodes that of rules (nothing to do when it is
** already; chain_bfs calls it itself). */
void chain_search_allow(chain_search *cs, const chain_rules *rules);

/* Is node allowed by the rules of the last chain_search_allow (their
** lowest aside)? */
static inline bool chain_is_allowed(const chain_search *cs, int node) {
    return (cs->allowed[node >> 6] >> (node & 63)) & 1u;
}

/* The first node >= node in the graph that the rules of the last
** chain_search_allow allow (their lowest aside), or -1 when none is. */
int chain_next_allowed(const chain_search *cs, int node);

/* Search every state implied by "start off" under rules (start must be
** allowed) by chains of at most max_nodes (<= CHAIN_MAX_NODES) nodes;
** fills cs. */
void chain_bfs(chain_search *cs, const chain_rules *rules, int start, int max_nodes);

/* The table of the position's link lists (chain_links.h) for graph under
** rules' link kinds, from *cache (made on first use; its lists emptied when
** graph's candidates differ from those they were made for). NULL when out
** of memory: the caller reads the grid. */
chain_links *chain_search_links_table(chain_links_cache **cache, const chain_graph *graph, const chain_rules *rules);

/* Are rules' link kinds and node filter those t lists? (A search whose
** are not reads the grid.) */
static inline bool chain_search_links_fit(const chain_links *t, const chain_rules *rules) {
    return t->strong == rules->strong && t->weak == rules->weak && t->bivalue_only == rules->bivalue_only;
}

/* Make list (node, on) of cs->links by running cs's link rules once
** (chain_search_links when it is missing); NULL when out of memory. */
const uint16_t *chain_search_make_links(chain_search *cs, int node, bool on, int *n);

/* The nodes that (node, on) links to under cs's rules, in the order the
** search follows them, from cs->links (which must be non-NULL and fit the
** rules); *n receives how many. Made when first asked. NULL when out of
** memory. The list is valid until the next call. Inline: the search asks
** once per state. */
static inline const uint16_t *chain_search_links(chain_search *cs, int node, bool on, int *n) {
    const uint16_t *to = chain_links_lookup(cs->links, node, on, n);
    return to ? to : chain_search_make_links(cs, node, on, n);
}

/* The chain from the start to state (which the search reached): its
** nodes, start first, into path; returns how many. Returns 0 when two
** nodes share a candidate (the shortest way there passes one twice),
** except that the last node may be the start itself (the start is then
** true), and open ALS parts (chain_als.h) are not compared (the search
** did). */
int chain_path(const chain_search *cs, int state, uint16_t path[CHAIN_MAX_NODES]);

/* Are two distinct nodes weakly linked (cannot both be true): candidates
** of one cell, or one digit in disjoint nodes whose cells all see each
** other? */
bool chain_conflict(const chain_graph *graph, int a, int b);

/* The candidates (never groups) that conflict with node a, into out;
** returns how many. */
int chain_conflicts(const chain_graph *graph, int a, uint16_t out[CHAIN_MAX_CONFLICTS]);

/* The candidates that conflict with both nodes a and b (neither a nor b
** itself), into out; returns how many. */
int chain_common_conflicts(const chain_graph *graph, int a, int b, uint16_t out[CHAIN_MAX_CONFLICTS]);

/* Two nodes (candidates or groups) as the test for a shared conflicting
** candidate reads them: a candidate's cell (-1 for a group) and digit; a
** group's conflicts, the cells of its line's and box's other places of its
** digit (the candidates chain_conflicts lists). */
typedef struct chain_fit_node {
    int cell, digit;
    cellset conflicts;
} chain_fit_node;

/* The cells holding each digit (cells[d - 1]), for chain_fit_nodes_share. */
void chain_digit_cells(const nonet_grid *g, cellset cells[9]);

/* Do two nodes share a conflicting candidate: does a candidate conflict
** with both (chain_common_conflicts finds one; a few word operations
** here)? Two candidates: false for one node; a group with itself: true
** when it has a conflict. */
static inline chain_fit_node chain_fit_node_of(const chain_graph *graph, int node) {
    if (!chain_is_group(node)) return (chain_fit_node){.cell = chain_cell(node), .digit = chain_digit(node)};
    const chain_group *group = &graph->groups->group[node - CHAIN_NODES];
    const nonet_grid *g = graph->g;
    chain_fit_node f = {.cell = -1, .digit = group->digit, .conflicts = cellset_empty()};
    for (uint16_t m = g->where[group->line][group->digit] & (uint16_t)~group->line_positions; m; m = mask_rest(m))
        cellset_add(&f.conflicts, unit_cells[group->line][mask_first_index(m)]);
    for (uint16_t m = g->where[group->box][group->digit] & (uint16_t)~group->box_positions; m; m = mask_rest(m))
        cellset_add(&f.conflicts, unit_cells[group->box][mask_first_index(m)]);
    return f;
}

/* Inline: asked for every end a search reaches. The tests, case by case: two candidates in one cell: a third digit
** there; of one digit: a peer of both holding it; else they see each
** other and one's cell holds the other's digit. A group and a candidate of
** its digit: one of the group's conflicts sees the candidate; of another
** digit: the candidate's cell is among them (its candidate of the group's
** digit). Two groups: of one digit, a conflict of both. */
static inline bool chain_fit_nodes_share(const nonet_grid *g, const cellset digit_cells[9], const chain_fit_node *a,
                           const chain_fit_node *b) {
    if (a->cell >= 0 && b->cell >= 0) {
        if (a->cell == b->cell) return a->digit != b->digit && mask_count(g->cand[a->cell]) > 2;
        if (a->digit == b->digit)
            return cellset_meets(cellset_and(cell_peer_sets[a->cell], cell_peer_sets[b->cell]), digit_cells[a->digit - 1]);
        return cells_see(a->cell, b->cell) && (mask_has(g->cand[a->cell], b->digit) || mask_has(g->cand[b->cell], a->digit));
    }
    if (a->cell >= 0) {
        const chain_fit_node *t = a;
        a = b, b = t; /* a is a group */
    }
    if (b->cell < 0) return a->digit == b->digit && cellset_meets(a->conflicts, b->conflicts);
    if (a->digit == b->digit) return cellset_meets(a->conflicts, cell_peer_sets[b->cell]);
    return cellset_has(a->conflicts, b->cell);
}


#endif
