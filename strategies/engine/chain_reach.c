/*
** chain_reach.c -- 64 starts' reach in one pass (see chain_reach.h).
*/
#include "chain_reach.h"

#include <string.h>

#include "chain_links.h"
#include "tables.h"

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
        const uint16_t *to = chain_links_get(cs->links, cs, state >> 1, on, &count);
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

/* One start's two sets, digit by digit (as cells): the candidates that
** conflict with it, and those that conflict with one of those (so share a
** conflicting candidate with it). */
typedef struct start_fits {
    cellset conflicts[9];
    cellset common[9];
} start_fits;

static void fits_make(const chain_graph *graph, int start, start_fits *f) {
    uint16_t conflicts[CHAIN_MAX_CONFLICTS];
    memset(f, 0, sizeof *f);
    for (int i = 0, n = chain_conflicts(graph, start, conflicts); i < n; i++) {
        int cell = chain_cell(conflicts[i]), digit = chain_digit(conflicts[i]);
        cellset_add(&f->conflicts[digit - 1], cell);
        f->common[digit - 1] = cellset_or(f->common[digit - 1], cell_peer_sets[cell]);
        for (uint16_t m = graph->g->cand[cell] & (uint16_t)~mask_of(digit); m; m = mask_rest(m))
            cellset_add(&f->common[mask_lowest(m) - 1], cell);
    }
}

/* The starts among bits (of r) that end fits: a candidate by its cell in
** the start's common set; a group when a candidate conflicting with it
** conflicts with the start. */
static uint64_t fitting_starts(const chain_reach *r, const chain_graph *graph, start_fits fits[], uint64_t *made,
                               int end, uint64_t bits) {
    uint64_t fit = 0;
    uint16_t conflicts[CHAIN_MAX_CONFLICTS];
    int n = chain_is_group(end) ? chain_conflicts(graph, end, conflicts) : 0;
    for (; bits; bits &= bits - 1) {
        int i = __builtin_ctzll(bits);
        if (!((*made >> i) & 1)) fits_make(graph, r->start[i], &fits[i]);
        *made |= (uint64_t)1 << i;
        bool fits_i = end == r->start[i];
        if (!chain_is_group(end)) fits_i = fits_i || cellset_has(fits[i].common[chain_digit(end) - 1], chain_cell(end));
        for (int k = 0; k < n && !fits_i; k++)
            fits_i = cellset_has(fits[i].conflicts[chain_digit(conflicts[k]) - 1], chain_cell(conflicts[k]));
        if (fits_i) fit |= (uint64_t)1 << i;
    }
    return fit;
}

uint64_t chain_reach_common_ends(const chain_reach *r, const chain_graph *graph, bool skip_below) {
    start_fits fits[CHAIN_REACH_BATCH]; /* made when first needed */
    uint64_t maybe = 0, made = 0;
    for (int k = 0; k < r->n_touched; k++) {
        int state = r->touched[k], end = state >> 1;
        if (!(state & 1)) continue;
        uint64_t bits = r->seen[state] & ~maybe;
        for (uint64_t b = bits; skip_below && b; b &= b - 1)
            if (end < r->start[__builtin_ctzll(b)]) bits &= ~(b & -b);
        if (bits) maybe |= fitting_starts(r, graph, fits, &made, end, bits);
    }
    return maybe;
}
