/*
** test_chain_reach.c -- the chain rows' reach pass (src/engine/
** chain_reach.h): on real positions, plain and grouped, every state a
** start's own search reaches is reached by the pass, and every start whose
** search reaches a fitting end (the start itself, or an end sharing a
** conflicting candidate with it) is among those the pass lets through,
** which are exactly the starts whose reach holds such an end (by the
** engine's conflict lists); and the pass does let most starts go (else it
** would save nothing).
*/
#include <criterion/criterion.h>
#include <stdlib.h>

#include "chain_search.h"
#include "chain_reach.h"
#include "grid.h"
#include "support.h"

#define MAX_POSITIONS 30

static const chain_rules any_link = {.strong = CHAIN_LINK_UNIT | CHAIN_LINK_CELL,
                                     .weak = CHAIN_LINK_UNIT | CHAIN_LINK_CELL,
                                     .digits = 0x1ff};

/* Counts over the starts tested. */
typedef struct tally {
    long starts, fitting, let_through;
} tally;

/* Does the search from start (in cs) reach, on, an end that fits? */
static bool search_fits(const chain_search *cs, const chain_graph *graph, int start) {
    uint16_t common[CHAIN_MAX_CONFLICTS];
    for (int i = 0; i < cs->n_reached; i++) {
        int state = cs->reached[i], end = chain_state_node(state);
        if (!chain_state_on(state)) continue;
        if (end == start || chain_common_conflicts(graph, start, end, common) > 0) return true;
    }
    return false;
}

/* The starts the pass lets through, from its reach and the engine's own
** conflict lists: an "on" state reached whose node is the start or shares
** a conflicting candidate with it. */
static uint64_t expected_maybe(const chain_reach *r, const chain_graph *graph) {
    uint16_t common[CHAIN_MAX_CONFLICTS];
    uint64_t maybe = 0;
    for (int k = 0; k < r->n_touched; k++) {
        int state = r->touched[k], end = state / 2;
        for (int i = 0; state % 2 && i < r->n_starts; i++)
            if ((r->seen[state] >> i) & 1)
                if (end == r->start[i] || chain_common_conflicts(graph, r->start[i], end, common) > 0)
                    maybe |= (uint64_t)1 << i;
    }
    return maybe;
}

/* The batch's starts against their own searches. */
static void check_batch(chain_reach *r, chain_search *cs, const chain_graph *graph, tally *t) {
    uint64_t maybe = chain_reach_common_ends(r, graph, false);
    cr_assert_eq(maybe, expected_maybe(r, graph), "the fit test differs from the conflict lists'");
    for (int i = 0; i < r->n_starts; i++) {
        int start = r->start[i];
        chain_bfs(cs, &any_link, start, CHAIN_MAX_NODES);
        for (int k = 0; k < cs->n_reached; k++) {
            int state = cs->reached[k], pass = chain_state_node(state) * 2 + chain_state_on(state);
            cr_assert((r->seen[pass] >> i) & 1, "start %d: state %d reached by its search, not by the pass", start,
                      state);
        }
        bool fits = search_fits(cs, graph, start), let = (maybe >> i) & 1;
        cr_assert(!fits || let, "start %d reaches a fitting end but the pass rules it out", start);
        t->starts++;
        t->fitting += fits;
        t->let_through += let;
    }
}

/* Every allowed start of graph, in batches. */
static void check_graph(const chain_graph *graph, chain_links_cache **cache, chain_reach *r, tally *t) {
    chain_search *cs = malloc(sizeof *cs);
    cr_assert_not_null(cs);
    chain_search_init(cs, graph);
    cs->links = chain_search_links_table(cache, graph, &any_link);
    cr_assert_not_null(cs->links);
    chain_search_allow(cs, &any_link);
    uint16_t starts[CHAIN_REACH_BATCH];
    int n = 0;
    for (int node = 0;; node++) {
        node = chain_next_allowed(cs, node);
        if (node >= 0) starts[n++] = (uint16_t)node;
        if (n == CHAIN_REACH_BATCH || (node < 0 && n > 0)) {
            cr_assert(chain_reach_run(r, cs, &any_link, starts, n, CHAIN_MAX_NODES));
            check_batch(r, cs, graph, t);
            n = 0;
        }
        if (node < 0) break;
    }
    free(cs);
}

Test(chain_reach, holds_every_search_and_every_fitting_start) {
    nonet_grid *positions = malloc(MAX_POSITIONS * sizeof *positions);
    chain_groups *groups = malloc(sizeof *groups);
    chain_reach *r = calloc(1, sizeof *r);
    cr_assert(positions && groups && r);
    int n = support_positions("diabolical-sample.txt", 4, 9, positions, 0, MAX_POSITIONS);
    n = support_positions("magictour-sample.txt", 4, 11, positions, n, MAX_POSITIONS);
    cr_assert_gt(n, 10, "too few positions: %d", n);
    chain_links_cache *cache = NULL;
    tally t = {0};
    for (int p = 0; p < n; p++) {
        chain_groups_build(groups, &positions[p]);
        for (int grouped = 0; grouped < 2; grouped++) {
            chain_graph graph = {.g = &positions[p], .groups = grouped ? groups : NULL};
            check_graph(&graph, &cache, r, &t);
        }
    }
    cr_log_info("starts %ld, with a fitting end %ld, let through %ld", t.starts, t.fitting, t.let_through);
    cr_assert_gt(t.fitting, 0, "some start reaches a fitting end");
    cr_assert_lt(t.let_through * 2, t.starts, "the pass rules out most starts");
    chain_links_cache_free(cache);
    free(r);
    free(groups);
    free(positions);
}

/* The shared-conflict test of the chain rows (chain_fit_nodes_share)
** against the engine's conflict lists, for every pair of nodes
** (candidates and groups) of a few positions. */
Test(chain_reach, shared_conflicts_as_the_lists) {
    nonet_grid *positions = malloc(4 * sizeof *positions);
    chain_groups *groups = malloc(sizeof *groups);
    cr_assert(positions && groups);
    int n = support_positions("diabolical-sample.txt", 4, 13, positions, 0, 4);
    long pairs = 0, shared = 0;
    uint16_t common[CHAIN_MAX_CONFLICTS];
    for (int p = 0; p < n; p++) {
        const nonet_grid *g = &positions[p];
        chain_groups_build(groups, g);
        chain_graph graph = {.g = g, .groups = groups};
        cellset digit_cells[9];
        chain_digit_cells(g, digit_cells);
        int count = CHAIN_NODES + groups->n;
        for (int a = 0; a < count; a++) {
            if (a < CHAIN_NODES && !mask_has(g->cand[chain_cell(a)], chain_digit(a))) continue;
            chain_fit_node fa = chain_fit_node_of(&graph, a);
            for (int b = 0; b < count; b++) {
                if (b == a || (b < CHAIN_NODES && !mask_has(g->cand[chain_cell(b)], chain_digit(b)))) continue;
                chain_fit_node fb = chain_fit_node_of(&graph, b);
                bool want = chain_common_conflicts(&graph, a, b, common) > 0;
                cr_assert_eq(chain_fit_nodes_share(g, digit_cells, &fa, &fb), want, "nodes %d and %d", a, b);
                pairs++;
                shared += want;
            }
        }
    }
    cr_log_info("pairs %ld, sharing a conflict %ld", pairs, shared);
    cr_assert_gt(shared, 1000);
    cr_assert_lt(shared, pairs);
    free(groups);
    free(positions);
}
