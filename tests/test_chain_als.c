/*
** test_chain_als.c -- the ALS nodes of grouped chains (src/engine/
** chain_als.h) as the search passes them: closed (the driver's), a set
** holds no cell of a node before it on the chain; open (find's), it may
** (HoDoKu's 0710-4 and 0711-4 cases need it) but is entered by new
** candidates; either way no node after a set lies in its cells. Read off every chain the search reaches from
** every start in two positions of HoDoKu's library.
*/
#include <criterion/criterion.h>
#include <stdlib.h>

#include "als_sets.h"
#include "chain_search.h"
#include "support.h"

/* HoDoKu's 0710-4 (r3c8<>8) and 0711-4 (r8c5<>4, r7c5<>6) positions. */
static const char *const positions[] = {
    ":0710-4:8:..7942...3..5...4.......9...82+73.+56167.+1+5.+83213+5+82+647+9..1.......5...8..4...4156..:519 339 "
    "976:838::12",
    ":0711-4:46:.594....33.75+961.+8...+7..9.+5.....43...1..7..9+4..46.......2....+3...13.25.96....741+2:811 217 218 "
    "831 232 432 835 836 638 541 245 248 561 262 962 265 565 166 366 866 268 471 974 175 575 875 885:485 675::16",
};

/* The links of the grouped loops and AICs (chains.c's ANY_LINK). */
static const chain_rules any_link = {.strong = CHAIN_LINK_UNIT | CHAIN_LINK_CELL,
                                     .weak = CHAIN_LINK_UNIT | CHAIN_LINK_CELL, .digits = 0x1ff};

/* The cells of node (a candidate, group or ALS part; not its set). */
static cellset cells_of(const chain_graph *graph, int node) {
    chain_view v = {0};
    chain_view_of(graph, node, &v);
    return chain_view_cells(&v);
}

/* Do nodes a and b share a candidate? */
static bool share_candidate(const chain_graph *graph, int a, int b) {
    chain_view va = {0}, vb = {0};
    chain_view_of(graph, a, &va);
    chain_view_of(graph, b, &vb);
    for (int i = 0; i < va.n; i++)
        for (int k = 0; k < vb.n; k++)
            if (va.digit == vb.digit && va.cells[i] == vb.cells[k]) return true;
    return false;
}

/* How the sets of a chain meet its other nodes: chains, sets holding a
** node before them, a node after them, and entered by a candidate of a
** node before them. */
typedef struct meetings {
    long chains, earlier, later, reentered;
} meetings;

/* Note how each set of path[0..n) meets the nodes before it (its entry
** part at i) and after it (past its exit part at i + 1); a loop's return
** to its start is the start. */
static void note_path(const chain_graph *graph, const uint16_t path[], int n, meetings *m) {
    m->chains++;
    int last = n > 1 && path[n - 1] == path[0] ? n - 1 : n;
    for (int i = 0; i < n; i++) {
        if (!chain_is_als(path[i]) || (i > 0 && chain_same_als(graph, path[i - 1], path[i]))) continue;
        cellset set = chain_als_set(graph->als, chain_part(graph, path[i]))->cells;
        for (int j = 0; j < last; j++) {
            if (j == i || j == i + 1 || !cellset_meets(set, cells_of(graph, path[j]))) continue;
            if (j > i) m->later++;
            else m->earlier++;
            m->reentered += j < i && share_candidate(graph, path[j], path[i]);
        }
    }
}

/* Every chain from every start candidate of g's graph, its parts open or
** not. */
static meetings search_position(const nonet_grid *g, bool open) {
    chain_groups *groups = malloc(sizeof *groups);
    als_list *list = malloc(sizeof *list);
    chain_als *ca = malloc(sizeof *ca);
    chain_search *cs = malloc(sizeof *cs);
    cr_assert(groups && list && ca && cs);
    chain_groups_build(groups, g);
    als_collect(list, g);
    chain_als_build(ca, list, groups, ALS_MAX_CELLS);
    ca->open = open;
    chain_graph graph = {.g = g, .groups = groups, .als = ca};
    chain_search_init(cs, &graph);
    chain_search_allow(cs, &any_link);
    meetings m = {0};
    uint16_t path[CHAIN_MAX_NODES];
    for (int node = 0; (node = chain_next_allowed(cs, node)) >= 0 && node < CHAIN_NODES; node++) {
        chain_bfs(cs, &any_link, node, CHAIN_MAX_NODES);
        for (int i = 0; i < cs->n_reached; i++) {
            int n = chain_path(cs, cs->reached[i], path);
            if (n) note_path(&graph, path, n, &m);
        }
    }
    free(cs);
    free(ca);
    free(list);
    free(groups);
    return m;
}

Test(chain_als, closed_sets_hold_no_earlier_node) {
    for (size_t k = 0; k < sizeof positions / sizeof positions[0]; k++) {
        nonet_grid *g = support_grid(positions[k]);
        meetings m = search_position(g, false);
        cr_log_info("closed, position %zu: %ld chains", k, m.chains);
        cr_expect_gt(m.chains, 1000);
        cr_expect_eq(m.earlier, 0, "position %zu", k);
        cr_expect_eq(m.later, 0, "position %zu", k);
        nonet_grid_free(g);
    }
}

/* Open, a set may hold the cells of nodes before it, but is entered by
** new candidates (else it would restate them), and no node after it
** lies in its cells. */
Test(chain_als, open_sets_may_hold_earlier_nodes_never_later_ones) {
    for (size_t k = 0; k < sizeof positions / sizeof positions[0]; k++) {
        nonet_grid *g = support_grid(positions[k]);
        meetings m = search_position(g, true);
        cr_log_info("open, position %zu: %ld chains, %ld meet earlier nodes", k, m.chains, m.earlier);
        cr_expect_gt(m.earlier, 0, "position %zu", k);
        cr_expect_eq(m.later, 0, "position %zu", k);
        cr_expect_eq(m.reentered, 0, "position %zu", k);
        nonet_grid_free(g);
    }
}
