/*
** start_offs.c -- the common offs of sets of chain starts, and their
** chains (see start_offs.h).
*/
#include "start_offs.h"

#include <stdlib.h>
#include <string.h>

/* The most links the chains a step joins may have: the step record's
** capacity when it held 64 links, kept when it grew so that Kraken Fish
** chooses (and explains) the fish it did. */
#define START_OFFS_MAX_LINKS 64

bool start_offs_init(start_offs *so) {
    memset(so->pair_slot, 0xff, sizeof so->pair_slot);
    memset(so->unit_slot, 0xff, sizeof so->unit_slot);
    return sec_engine_init(&so->e);
}

void start_offs_free(start_offs *so) {
    free(so->set);
    sec_pool_free(&so->pool);
    sec_engine_free(&so->e);
}

void start_offs_position(start_offs *so, const nonet_grid *g) {
    so->rules = (sec_rules){.y_links = true, .base = g};
    sec_grid_from(&so->src, g);
    so->run_digit = 0;
    so->failed = false;
    memset(so->cand, 0, sizeof so->cand);
    for (int cell = 0; cell < N_CELLS; cell++)
        for (uint16_t m = so->src.cand[cell]; m; m = mask_rest(m)) cellset_add(&so->cand[mask_lowest(m)], cell);
}

void start_offs_digit(start_offs *so, int digit) {
    if (so->run_digit == digit) return;
    so->run_digit = digit;
    sec_pool_reset(&so->pool);
    memset(so->cached, 0xff, sizeof so->cached);
    for (int i = 0; i < so->n_slots; i++) *so->set[i].home = -1;
    so->n_slots = 0;
}

/* The cells run r turns each digit off in, into off[]. */
static void read_offs(const sec_run *r, cellset off[10]) {
    memset(off, 0, 10 * sizeof *off);
    for (int i = 0; i < r->n_nodes; i++) {
        int key = r->node[i].key;
        if (!(key & 1) && r->index[key] == i) cellset_add(&off[sec_digit(key / 2)], sec_cell(key / 2));
    }
}

/* The static on run of (cell, run_digit), from the cache or made now;
** NULL when out of memory (so->failed is then set, as for a run that
** failed). */
static sec_run *on_run(start_offs *so, int cell) {
    if (so->cached[cell] >= 0) return so->pool.run[so->cached[cell]];
    sec_run *r = sec_pool_next(&so->pool);
    if (!r) return so->failed = true, NULL;
    so->cached[cell] = (int16_t)(so->pool.n_used - 1);
    sec_run_chain(&so->e, r, &so->src, &so->rules, sec_cand(cell, so->run_digit), true);
    so->failed |= r->failed;
    read_offs(r, so->off[cell]);
    return r;
}

/* What (cell, run_digit) on turns off, per digit; NULL when its run failed. */
static const cellset *offs_of(start_offs *so, int cell) {
    sec_run *r = on_run(so, cell);
    return r && !r->failed ? so->off[cell] : NULL;
}

/* Fill set for starts (see start_offs_set). */
static void set_fill(start_offs *so, cellset starts, start_offs_set *set) {
    const cellset *offs[9];
    int n = 0;
    set->digits = 0;
    for (cellset m = starts; !cellset_is_empty(m); n++)
        if (!(offs[n] = offs_of(so, cellset_pop(&m)))) return;
    for (int digit = 1; digit <= 9; digit++) {
        cellset cells = cellset_minus(so->cand[digit], starts);
        for (int i = 0; i < n && !cellset_is_empty(cells); i++) cells = cellset_and(cells, offs[i][digit]);
        set->cells[digit] = cells;
        if (!cellset_is_empty(cells)) set->digits |= mask_of(digit);
    }
}

void start_offs_grow(start_offs *so, int n) {
    if (so->n_slots + n <= so->cap_slots) return;
    int cap = so->cap_slots ? 2 * so->cap_slots : 256;
    start_offs_set *set = realloc(so->set, (size_t)cap * sizeof *set);
    if (set) so->set = set, so->cap_slots = cap;
}

const start_offs_set *start_offs_make(start_offs *so, int16_t *slot, cellset starts, int spare) {
    start_offs_set *set = &so->spare[spare];
    if (so->n_slots < so->cap_slots) {
        *slot = (int16_t)so->n_slots;
        set = &so->set[so->n_slots++];
        set->home = slot;
    }
    set_fill(so, starts, set);
    return set;
}

cellset start_offs_unit_cells(int key) {
    cellset cells = cellset_empty();
    for (uint16_t m = (uint16_t)(key & 511); m; m = mask_rest(m)) cellset_add(&cells, unit_cells[key >> 9][mask_first_index(m)]);
    return cells;
}

int start_offs_links(start_offs *so, cellset starts, int target) {
    int total = 0, key[START_OFFS_MAX_LINKS + 1];
    for (cellset m = starts; !cellset_is_empty(m);) {
        sec_run *r = on_run(so, cellset_pop(&m));
        int node = r ? sec_find(r, target * 2) : -1;
        if (node < 0) return -1;
        total += sec_path(r, node, key, START_OFFS_MAX_LINKS + 1) - 1;
    }
    return total <= START_OFFS_MAX_LINKS ? total : -1;
}

int start_offs_add_chains(start_offs *so, nonet_step *step, int digit, cellset starts, int target) {
    int key[START_OFFS_MAX_LINKS + 1], states = 0;
    start_offs_digit(so, digit);
    for (cellset m = starts; !cellset_is_empty(m);) {
        sec_run *r = on_run(so, cellset_pop(&m));
        int node = r ? sec_find(r, target * 2) : -1;
        int n = node >= 0 ? sec_path(r, node, key, START_OFFS_MAX_LINKS + 1) : 0;
        sec_add_states(step, key, n, -1);
        states += n;
    }
    return states;
}
