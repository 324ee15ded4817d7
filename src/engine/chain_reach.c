/*
** chain_reach.c -- 64 starts' reach in one pass (see chain_reach.h).
*/
#include "chain_reach.h"

#include <string.h>

#include "chain_links.h"

/* Forget the last batch: only the states it reached hold bits. */
static void reach_clear(chain_reach *r) {
    for (int i = 0; i < r->n_touched; i++) r->seen[r->touched[i]] = 0;
    r->n_touched = 0;
}

/* Give state the starts bits (those that have not reached it yet) for the
** next level (list `next`, n_next long). */
static void reach_add(chain_reach *r, int state, uint64_t bits, int next, int *n_next) {
    bits &= ~r->seen[state];
    if (!bits) return;
    if (!r->seen[state]) r->touched[r->n_touched++] = (uint16_t)state;
    r->seen[state] |= bits;
    if (!r->front[next][state]) r->level[next][(*n_next)++] = (uint16_t)state;
    r->front[next][state] |= bits;
}

/* A pass state: a node and its truth value. (Unlike the search's, it does
** not tell whether a group was passed: the ends that count need not have
** passed one, which keeps half the states; see chain_reach_common_ends.) */
static inline int pass_state(int node, bool on) { return node * 2 + on; }

/* Follow the links of every state of level `cur` (n of them) into level
** !cur; returns how many states that level has, -1 when out of memory. */
static int reach_level(chain_reach *r, chain_search *cs, int cur, int n) {
    int next = !cur, n_next = 0;
    for (int i = 0; i < n; i++) {
        int state = r->level[cur][i], count;
        uint64_t bits = r->front[cur][state];
        r->front[cur][state] = 0;
        bool on = state & 1;
        const uint16_t *to = chain_search_links(cs, state >> 1, on, &count);
        if (!to) return -1;
        for (int k = 0; k < count; k++)
            if (chain_is_allowed(cs, to[k])) reach_add(r, pass_state(to[k], !on), bits, next, &n_next);
    }
    return n_next;
}

bool chain_reach_run(chain_reach *r, chain_search *cs, const chain_rules *rules, const uint16_t start[], int n,
                     int max_nodes) {
    reach_clear(r);
    cs->rules = *rules; /* the link lists are made under them */
    r->n_starts = n;
    int cur = 0, count = 0;
    for (int i = 0; i < n; i++) {
        r->start[i] = start[i];
        reach_add(r, pass_state(start[i], false), (uint64_t)1 << i, cur, &count);
    }
    for (int depth = 1; depth < max_nodes && count > 0; depth++, cur = !cur) count = reach_level(r, cs, cur, count);
    if (count < 0) { /* out of memory for a list: a level is half followed */
        memset(r->front, 0, sizeof r->front);
        return false;
    }
    for (int i = 0; i < count; i++) r->front[cur][r->level[cur][i]] = 0; /* cut at max_nodes */
    return true;
}

uint64_t chain_reach_common_ends(const chain_reach *r, const chain_graph *graph, bool skip_below) {
    chain_fit_node starts[CHAIN_REACH_BATCH];
    cellset digit_cells[9];
    chain_digit_cells(graph->g, digit_cells);
    for (int i = 0; i < r->n_starts; i++) starts[i] = chain_fit_node_of(graph, r->start[i]);
    uint64_t maybe = 0;
    for (int k = 0; k < r->n_touched; k++) {
        int state = r->touched[k], end = state >> 1;
        if (!(state & 1)) continue;
        uint64_t bits = r->seen[state] & ~maybe;
        if (!bits) continue;
        chain_fit_node e = chain_fit_node_of(graph, end);
        for (; bits; bits &= bits - 1) {
            int i = __builtin_ctzll(bits);
            if (skip_below && end < r->start[i]) continue;
            if (end == r->start[i] || chain_fit_nodes_share(graph->g, digit_cells, &starts[i], &e)) maybe |= (uint64_t)1 << i;
        }
    }
    return maybe;
}
