/*
** chain_search.c -- links between candidates and the breadth-first search
** over alternating implications (see chain_search.h).
*/
#include "chain_search.h"

#include <string.h>

#include "mask.h"
#include "tables.h"

bool chain_node_allowed(const nonet_grid *g, const chain_rules *rules, int node) {
    int cell = chain_cell(node), digit = chain_digit(node);
    if (node < rules->lowest || !mask_has(rules->digits, digit) || !mask_has(g->cand[cell], digit)) return false;
    return !rules->bivalue_only || mask_count(g->cand[cell]) == 2;
}

bool chain_conflict(int a, int b) {
    if (a == b) return false;
    if (chain_cell(a) == chain_cell(b)) return true;
    return chain_digit(a) == chain_digit(b) && cells_see(chain_cell(a), chain_cell(b));
}

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

/*
** "node off": every strong partner is on. In a unit, the other place of
** the digit when it has two; in a cell, the other digit when it has two.
*/
static void follow_strong(chain_search *cs, int state) {
    const nonet_grid *g = cs->g;
    int node = chain_state_node(state), cell = chain_cell(node), digit = chain_digit(node);
    if (cs->rules.strong & CHAIN_LINK_UNIT)
        for (int k = 0; k < 3; k++) {
            int unit = cell_units[cell][k];
            uint16_t where = g->where[unit][digit];
            if (mask_count(where) != 2) continue;
            int other = unit_cells[unit][mask_first_index(where & (uint16_t)~cell_position(cell, k))];
            int to = chain_node(other, digit);
            if (chain_node_allowed(g, &cs->rules, to)) reach(cs, state, to * 2 + 1);
        }
    if ((cs->rules.strong & CHAIN_LINK_CELL) && mask_count(g->cand[cell]) == 2) {
        int to = chain_node(cell, mask_lowest(g->cand[cell] & (uint16_t)~mask_of(digit)));
        if (chain_node_allowed(g, &cs->rules, to)) reach(cs, state, to * 2 + 1);
    }
}

/*
** "node on": every weakly linked candidate is off: the digit in the
** cell's peers, the other digits of the cell.
*/
static void follow_weak(chain_search *cs, int state) {
    const nonet_grid *g = cs->g;
    int node = chain_state_node(state), cell = chain_cell(node), digit = chain_digit(node);
    if (cs->rules.weak & CHAIN_LINK_UNIT)
        for (int k = 0; k < 3; k++) {
            int unit = cell_units[cell][k];
            for (uint16_t m = g->where[unit][digit] & (uint16_t)~cell_position(cell, k); m; m = mask_rest(m)) {
                int to = chain_node(unit_cells[unit][mask_first_index(m)], digit);
                if (cs->from[to * 2] < 0 && chain_node_allowed(g, &cs->rules, to)) reach(cs, state, to * 2);
            }
        }
    if (cs->rules.weak & CHAIN_LINK_CELL)
        for (uint16_t m = g->cand[cell] & (uint16_t)~mask_of(digit); m; m = mask_rest(m)) {
            int to = chain_node(cell, mask_lowest(m));
            if (chain_node_allowed(g, &cs->rules, to)) reach(cs, state, to * 2);
        }
}

void chain_search_init(chain_search *cs) {
    memset(cs->from, 0xff, sizeof cs->from);
    cs->n_reached = 0;
}

void chain_bfs(chain_search *cs, const nonet_grid *g, const chain_rules *rules, int start, int max_nodes) {
    cs->g = g;
    cs->rules = *rules;
    cs->start = start;
    for (int i = 0; i < cs->n_reached; i++) cs->from[cs->reached[i]] = -1;
    cs->n_reached = 0;
    int first = start * 2;
    cs->from[first] = (int16_t)first;
    cs->depth[first] = 1;
    cs->reached[cs->n_reached++] = (uint16_t)first;
    for (int i = 0; i < cs->n_reached; i++) {
        int state = cs->reached[i];
        if (cs->depth[state] >= max_nodes) continue;
        if (chain_state_on(state)) follow_weak(cs, state);
        else follow_strong(cs, state);
    }
}

int chain_path(const chain_search *cs, int end, uint16_t path[CHAIN_MAX_NODES]) {
    int state = end * 2 + 1;
    if (cs->from[state] < 0) return 0;
    int n = cs->depth[state];
    uint8_t seen[CHAIN_NODES / 8 + 1] = {0};
    for (int i = n - 1; i >= 0; i--) {
        int node = chain_state_node(state);
        bool again = seen[node >> 3] & (1u << (node & 7));
        if (again && !(i == 0 && node == end)) return 0;
        seen[node >> 3] = (uint8_t)(seen[node >> 3] | (1u << (node & 7)));
        path[i] = (uint16_t)node;
        state = cs->from[state];
    }
    return n;
}

int chain_conflicts(const nonet_grid *g, int a, uint16_t out[28]) {
    int n = 0, cell = chain_cell(a), digit = chain_digit(a);
    for (int p = 0; p < N_PEERS; p++)
        if (mask_has(g->cand[cell_peers[cell][p]], digit)) out[n++] = (uint16_t)chain_node(cell_peers[cell][p], digit);
    for (uint16_t m = g->cand[cell] & (uint16_t)~mask_of(digit); m; m = mask_rest(m))
        out[n++] = (uint16_t)chain_node(cell, mask_lowest(m));
    return n;
}

int chain_common_conflicts(const nonet_grid *g, int a, int b, uint16_t out[28]) {
    uint16_t all[28];
    int n = 0, k = chain_conflicts(g, a, all);
    for (int i = 0; i < k; i++)
        if (all[i] != b && chain_conflict(all[i], b)) out[n++] = all[i];
    return n;
}
