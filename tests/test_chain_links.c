/*
** test_chain_links.c -- the position's link lists (src/engine/
** chain_links.h): a search that reads them reaches the same states, by the
** same predecessors, in the same order, as one that reads the grid; on real
** positions, plain and grouped, under the link kinds of every chain row;
** and lists made for one position are not read in the next.
*/
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "chain_search.h"
#include "grid.h"
#include "support.h"

#define MAX_POSITIONS 40

/* The link kinds of the chain rows (chains.c): X-Chain, XY-Chain, the
** loops and AICs. */
static const chain_rules rules_of[] = {
    {.strong = CHAIN_LINK_UNIT, .weak = CHAIN_LINK_UNIT, .digits = 0x1ff},
    {.strong = CHAIN_LINK_CELL, .weak = CHAIN_LINK_UNIT, .digits = 0x1ff, .bivalue_only = true},
    {.strong = CHAIN_LINK_UNIT | CHAIN_LINK_CELL, .weak = CHAIN_LINK_UNIT | CHAIN_LINK_CELL, .digits = 0x1ff},
};

/* Do two searches hold the same states, order and predecessors? */
static void assert_same_search(const chain_search *a, const chain_search *b, int start) {
    cr_assert_eq(a->n_reached, b->n_reached, "start %d: %d states, %d with lists", start, a->n_reached, b->n_reached);
    for (int i = 0; i < a->n_reached; i++) {
        int state = a->reached[i];
        cr_assert_eq(state, b->reached[i], "start %d, state %d", start, i);
        cr_assert_eq(a->from[state], b->from[state], "start %d, state %d", start, state);
        cr_assert_eq(a->depth[state], b->depth[state], "start %d, state %d", start, state);
    }
}

/* Search from every allowed start of graph under rules, with the lists
** of *cache and without; returns the states reached. */
static long compare_searches(const chain_graph *graph, const chain_rules *rules, chain_links_cache **cache) {
    chain_search *plain = malloc(sizeof *plain), *listed = malloc(sizeof *listed);
    cr_assert(plain && listed);
    chain_search_init(plain, graph);
    chain_search_init(listed, graph);
    listed->links = chain_search_links_table(cache, graph, rules);
    cr_assert_not_null(listed->links);
    long states = 0;
    chain_search_allow(plain, rules);
    for (int node = 0; (node = chain_next_allowed(plain, node)) >= 0; node++) {
        chain_bfs(plain, rules, node, CHAIN_MAX_NODES);
        chain_bfs(listed, rules, node, CHAIN_MAX_NODES);
        assert_same_search(plain, listed, node);
        states += plain->n_reached;
    }
    free(plain);
    free(listed);
    return states;
}

/* Both graphs of g (plain, grouped) under every row's link kinds. */
static long compare_position(const nonet_grid *g, chain_links_cache **cache, chain_groups *groups) {
    long states = 0;
    chain_groups_build(groups, g);
    for (int grouped = 0; grouped < 2; grouped++)
        for (size_t r = 0; r < sizeof rules_of / sizeof rules_of[0]; r++) {
            chain_graph graph = {.g = g, .groups = grouped ? groups : NULL};
            states += compare_searches(&graph, &rules_of[r], cache);
        }
    return states;
}

/* One cache over positions one after another: each position's lists are
** made afresh (a stale list would reach other states). */
Test(chain_links, same_searches_on_real_positions) {
    nonet_grid *positions = malloc(MAX_POSITIONS * sizeof *positions);
    chain_groups *groups = malloc(sizeof *groups);
    cr_assert(positions && groups);
    int n = support_positions("diabolical-sample.txt", 6, 9, positions, 0, MAX_POSITIONS);
    n = support_positions("magictour-sample.txt", 4, 11, positions, n, MAX_POSITIONS);
    cr_assert_gt(n, 20, "too few positions: %d", n);
    chain_links_cache *cache = NULL;
    long states = 0;
    for (int i = 0; i < n; i++) states += compare_position(&positions[i], &cache, groups);
    cr_log_info("positions %d, states %ld", n, states);
    cr_assert_gt(states, 100000, "the searches go somewhere");
    chain_links_cache_free(cache);
    free(groups);
    free(positions);
}

/* A position, then the same with one candidate gone, through one cache:
** the second is searched on its own links. */
Test(chain_links, emptied_when_candidates_change) {
    nonet_grid *positions = malloc(2 * sizeof *positions);
    chain_groups *groups = malloc(sizeof *groups);
    cr_assert(positions && groups);
    cr_assert_eq(support_positions("diabolical-sample.txt", 1, 20, positions, 0, 1), 1);
    positions[1] = positions[0];
    int cell = 0;
    while (mask_count(positions[1].cand[cell]) < 2) cell++;
    cr_assert_eq(nonet_grid_eliminate(&positions[1], cell, mask_lowest(positions[1].cand[cell])), NONET_OK);
    chain_links_cache *cache = NULL;
    compare_position(&positions[0], &cache, groups);
    compare_position(&positions[1], &cache, groups);
    chain_links_cache_free(cache);
    free(groups);
    free(positions);
}
