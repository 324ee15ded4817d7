/*
** se_nested.c -- the hints of a nested producer and their use in the
** outer run (see se_nested.h for SE's rules).
*/
#include "se_nested.h"

#include <stdlib.h>
#include <string.h>

/* uthash's allocation failures are not fatal (by default it exits): an
** entry it cannot add is dropped, and the cache simply lacks it. */
static sen_entry *sen_entry_drop(sen_entry *e);
#define HASH_NONFATAL_OOM 1
#define uthash_nonfatal_oom(e) ((e) = sen_entry_drop(e))
#include <uthash.h>

static inline void sen_set_add(sen_set *s, int k) { s->w[k >> 6] |= (uint64_t)1 << (k & 63); }

void sen_list_reset(sen_list *l, const sec_grid *outer_src, const sec_grid *outer_work) {
    l->n = l->n_cand = 0;
    l->failed = false;
    l->outer_src = outer_src;
    l->outer_work = outer_work;
}

void sen_list_free(sen_list *l) {
    free(l->hint);
    free(l->cand);
    *l = (sen_list){0};
}

void sen_chains_free(sen_chains *c) {
    free(c->hash);
    free(c->complexity);
    free(c->slot);
    free(c->rule);
    free(c->view);
    *c = (sen_chains){0};
}

void sen_chains_reset(sen_chains *c) {
    if (c->n) memset(c->slot, 0, (size_t)c->cap * 2 * sizeof *c->slot);
    c->n = 0;
}

void sen_rule_parents(const sen_list *l, int k, int cause, sen_set *parents) {
    const sec_grid *src = l->outer_src, *work = l->outer_work;
    int cell = sec_cell(k), digit = sec_digit(k);
    if (cause == SEC_CELL) {
        for (uint16_t m = (uint16_t)(src->cand[cell] & ~work->cand[cell]); m; m = mask_rest(m))
            sen_set_add(parents, sec_cand(cell, mask_lowest(m)));
        return;
    }
    if (cause != SEC_BOX && cause != SEC_ROW && cause != SEC_COL) return;
    int u = cell_units[cell][cause == SEC_BOX ? UNIT_BOX : cause == SEC_ROW ? UNIT_ROW : UNIT_COL];
    for (uint16_t m = (uint16_t)(src->where[u][digit] & ~work->where[u][digit]); m; m = mask_rest(m))
        sen_set_add(parents, sec_cand(unit_cells[u][mask_first_index(m)], digit));
}

uint64_t sen_hash_states(uint64_t h, const int16_t key[], int n) {
    for (int i = 0; i < n; i++) {
        h ^= (uint64_t)(uint16_t)key[i] + 0x9e3779b97f4a7c15u;
        h *= 0xbf58476d1ce4e5b9u;
        h ^= h >> 31;
    }
    return h;
}

/* Room for twice as many hints. */
static bool sen_reserve_hint(sen_list *l) {
    int cap = l->cap ? l->cap * 2 : 256;
    sen_hint *h = realloc(l->hint, (size_t)cap * sizeof *h);
    if (!h) return false;
    l->hint = h;
    l->cap = cap;
    return true;
}

/* Room for one more hint and n more candidates. */
static bool sen_reserve(sen_list *l, int n) {
    if (l->n == l->cap && !sen_reserve_hint(l)) return false;
    if (l->n_cand + n > l->cap_cand) {
        int cap = l->cap_cand ? l->cap_cand * 2 : 4096;
        while (cap < l->n_cand + n) cap *= 2;
        int16_t *c = realloc(l->cand, (size_t)cap * sizeof *c);
        if (!c) return false;
        l->cand = c;
        l->cap_cand = cap;
    }
    return true;
}

/* The candidates of a set, in order, appended to the list's pool; returns
** how many. */
static int sen_put_set(sen_list *l, const sen_set *s) {
    int n = 0;
    for (int w = 0; w < 12; w++)
        for (uint64_t b = s->w[w]; b; b &= b - 1) l->cand[l->n_cand + n++] = (int16_t)(w * 64 + __builtin_ctzll(b));
    l->n_cand += n;
    return n;
}

void sen_add(sen_list *l, double rating, int complexity, int sort_key, const int16_t removals[], int n_removals,
             const sen_set *parents, uint64_t chain_hash) {
    if (l->failed || !sen_reserve(l, SEC_CANDS * 2)) {
        l->failed = true;
        return;
    }
    sen_set gone = {{0}};
    for (int i = 0; i < n_removals; i++) sen_set_add(&gone, removals[i]);
    sen_hint *h = &l->hint[l->n];
    *h = (sen_hint){.rating = rating, .complexity = complexity, .sort_key = sort_key, .seq = l->n,
                    .chain_hash = chain_hash, .first = l->n_cand};
    h->n_removals = sen_put_set(l, &gone);
    h->removal_hash = sen_hash_states(1, &l->cand[h->first], h->n_removals);
    h->n_parents = sen_put_set(l, parents);
    l->n++;
}

/* ---- Forcing Chains & Cycles -------------------------------------------- */

typedef struct sen_fc {
    sen_list *l;
    const nonet_grid *view;
} sen_fc;

static const int sen_types[3] = {UNIT_BOX, UNIT_ROW, UNIT_COL};
static const int sen_type_causes[3] = {SEC_BOX, SEC_ROW, SEC_COL};

/* Why on state c follows from off state o in the view: its cell (the
** other digit of a bivalue cell), else the first of box, row, column where
** the digit has those two places only. */
static int sen_on_cause(const nonet_grid *v, int o, int c) {
    int a = sec_cell(o), b = sec_cell(c);
    if (a == b) return SEC_CELL;
    for (int t = 0; t < 3; t++) {
        int u = cell_units[a][sen_types[t]];
        if (u == cell_units[b][sen_types[t]] && mask_count(v->where[u][sec_digit(c)]) == 2) return sen_type_causes[t];
    }
    return SEC_START;
}

/* Why off state x follows from on state p: its cell, else the first of
** box, row, column they share. */
static int sen_off_cause(int p, int x) {
    int a = sec_cell(p), b = sec_cell(x);
    if (a == b) return SEC_CELL;
    for (int t = 0; t < 3; t++)
        if (cell_units[a][sen_types[t]] == cell_units[b][sen_types[t]]) return sen_type_causes[t];
    return SEC_START;
}

/* A Forcing Chains & Cycles hint's chain key (FullChain's). */
static uint64_t sen_fc_hash(const fc_hint_found *h) {
    int16_t keys[SEC_KEYS];
    for (int i = 0; i < h->n; i++) keys[i] = (int16_t)h->path[i];
    return sen_hash_states(h->cycle ? 3 : 2, keys, h->n);
}

/* A hint of Forcing Chains & Cycles: its rule parents come from every on
** state with a cause (a cycle: every state, its off states being the on
** states of the cycle read backwards, and the start closing it). */
static void sen_fc_hint(void *user, const fc_hint_found *h) {
    sen_fc *c = user;
    sen_set parents = {{0}};
    for (int i = 0; i < h->n; i++) {
        int state = h->path[i], prev = i > 0 ? h->path[i - 1] : h->cycle ? h->path[h->n - 1] : -1;
        if (prev < 0 || (!(state & 1) && !h->cycle)) continue;
        int cause = (state & 1) ? sen_on_cause(c->view, prev / 2, state / 2) : sen_off_cause(prev / 2, state / 2);
        sen_rule_parents(c->l, state / 2, cause, &parents);
    }
    sen_add(c->l, h->rating, h->states, 2 + h->kind, h->removals, h->n_removals, &parents, sen_fc_hash(h));
}

bool sen_forcing_chains(sen_list *l, const nonet_grid *view, strat_ctx *ctx) {
    sen_fc c = {l, view};
    return fc_collect(view, ctx, sen_fc_hint, &c);
}

/* What sen_forcing_chain_find looks for, and where it puts it. */
typedef struct sen_fc_target {
    uint64_t hash;
    int *path, max, n;
    bool cycle;
} sen_fc_target;

static void sen_fc_match(void *user, const fc_hint_found *h) {
    sen_fc_target *t = user;
    if (t->n || sen_fc_hash(h) != t->hash) return;
    t->n = h->n < t->max ? h->n : t->max;
    memcpy(t->path, h->path, (size_t)t->n * sizeof *t->path);
    t->cycle = h->cycle;
}

int sen_forcing_chain_find(const nonet_grid *view, strat_ctx *ctx, uint64_t hash, int path[], int max, bool *cycle) {
    sen_fc_target t = {.hash = hash, .path = path, .max = max};
    fc_collect(view, ctx, sen_fc_match, &t);
    *cycle = t.cycle;
    return t.n;
}

/* ---- the hints in the outer run ---------------------------------------- */

/* A hint's sort keys (qsort's comparators take no context). */
typedef struct sen_rank {
    double rating;
    int complexity, sort_key, seq;
    uint64_t removal_hash;
} sen_rank;

static int sen_cmp_rank(const void *a, const void *b) {
    const sen_rank *x = a, *y = b;
    if (x->rating != y->rating) return x->rating < y->rating ? -1 : 1;
    if (x->complexity != y->complexity) return x->complexity < y->complexity ? -1 : 1;
    if (x->sort_key != y->sort_key) return x->sort_key < y->sort_key ? -1 : 1;
    return (x->seq > y->seq) - (x->seq < y->seq);
}

static int sen_cmp_removals(const void *a, const void *b) {
    const sen_rank *x = a, *y = b;
    if (x->removal_hash != y->removal_hash) return x->removal_hash < y->removal_hash ? -1 : 1;
    return sen_cmp_rank(a, b);
}

/* The hints in SE's order, each removal set once (the first in that
** order): rank[0..n) the kept hints; returns how many. */
static int sen_sort(const sen_list *l, sen_rank rank[], bool dropped[]) {
    for (int i = 0; i < l->n; i++) {
        const sen_hint *h = &l->hint[i];
        rank[i] = (sen_rank){h->rating, h->complexity, h->sort_key, h->seq, h->removal_hash};
        dropped[i] = false;
    }
    qsort(rank, (size_t)l->n, sizeof *rank, sen_cmp_removals);
    for (int i = 1; i < l->n; i++) dropped[rank[i].seq] = rank[i].removal_hash == rank[i - 1].removal_hash;
    int n = 0;
    for (int i = 0; i < l->n; i++)
        if (!dropped[rank[i].seq]) rank[n++] = rank[i];
    qsort(rank, (size_t)n, sizeof *rank, sen_cmp_rank);
    return n;
}

/* The slot of hash in chains' index: where it is, or the free slot where
** it would go. */
static size_t sen_chain_slot(const sen_chains *c, uint64_t hash) {
    size_t mask = (size_t)c->cap * 2 - 1, i = (size_t)hash & mask;
    while (c->slot[i] && c->hash[c->slot[i] - 1] != hash) i = (i + 1) & mask;
    return i;
}

/* Room for twice as many chains, the index made again; false when out of
** memory. */
static bool sen_chains_grow(sen_chains *c) {
    int cap = c->cap ? c->cap * 2 : 64;
    uint64_t *h = realloc(c->hash, (size_t)cap * sizeof *h);
    if (h) c->hash = h;
    int *x = realloc(c->complexity, (size_t)cap * sizeof *x);
    if (x) c->complexity = x;
    int8_t *rule = realloc(c->rule, (size_t)cap * sizeof *rule);
    if (rule) c->rule = rule;
    uint16_t(*view)[N_CELLS] = realloc(c->view, (size_t)cap * sizeof *view);
    if (view) c->view = view;
    int32_t *slot = calloc((size_t)cap * 2, sizeof *slot);
    if (!h || !x || !rule || !view || !slot) {
        free(slot);
        return false;
    }
    free(c->slot);
    c->slot = slot;
    c->cap = cap;
    for (int i = 0; i < c->n; i++) c->slot[sen_chain_slot(c, c->hash[i])] = i + 1;
    return true;
}

/* The chain's number in chains (registered when new, with the rule and
** the grid it was found on; the same states in the same order are one
** chain); -1 when out of memory. */
static int32_t sen_chain_id(sen_chains *c, uint64_t hash, int complexity, int rule, const nonet_grid *view) {
    if (c->n == c->cap && !sen_chains_grow(c)) return -1;
    size_t i = sen_chain_slot(c, hash);
    if (c->slot[i]) return c->slot[i] - 1;
    c->slot[i] = c->n + 1;
    c->hash[c->n] = hash;
    c->complexity[c->n] = complexity;
    c->rule[c->n] = (int8_t)rule;
    memcpy(c->view[c->n], view->cand, sizeof c->view[c->n]);
    return c->n++;
}

bool sen_push_all(sen_list *l, sec_state *s, sen_chains *chains, int rule, const nonet_grid *view) {
    if (l->n == 0 || l->failed) return false;
    sen_rank *rank = malloc((size_t)l->n * sizeof *rank);
    bool *dropped = malloc((size_t)l->n * sizeof *dropped);
    bool any = false;
    l->failed = !rank || !dropped;
    int n = l->failed ? 0 : sen_sort(l, rank, dropped);
    for (int i = 0; i < n; i++) {
        const sen_hint *h = &l->hint[rank[i].seq];
        if (h->n_parents == 0) continue;
        any = true;
        int32_t id = sen_chain_id(chains, h->chain_hash, h->complexity, rule, view);
        if (id < 0) l->failed = true;
        const int16_t *cand = &l->cand[h->first];
        for (int j = 0; j < h->n_removals && id >= 0; j++)
            if (!sec_push_advanced(s, cand[j], cand + h->n_removals, h->n_parents, id)) break;
    }
    free(rank);
    free(dropped);
    return any;
}

int sen_chains_complexity(const sen_chains *c, const int32_t ids[], int n) {
    int sum = 0;
    for (int i = 0; i < n; i++) sum += c->complexity[ids[i]];
    return sum;
}

/* ---- the cache ----------------------------------------------------------- */

#define SEN_CACHE_BYTES ((size_t)64 << 20)

typedef struct sen_key {
    uint16_t src[N_CELLS], work[N_CELLS];
    int32_t rule;
} sen_key;

struct sen_entry {
    sen_key key;
    sen_hint *hint;
    int16_t *cand;
    int n, n_cand;
    UT_hash_handle hh;
};

static void sen_key_of(sen_key *k, int rule, const sen_list *l) {
    memset(k, 0, sizeof *k);
    memcpy(k->src, l->outer_src->cand, sizeof k->src);
    memcpy(k->work, l->outer_work->cand, sizeof k->work);
    k->rule = rule;
}

bool sen_cache_get(sen_cache *c, int rule, sen_list *l) {
    sen_key k;
    sen_key_of(&k, rule, l);
    sen_entry *e;
    HASH_FIND(hh, c->map, &k, sizeof k, e);
    if (!e || !sen_reserve(l, e->n_cand)) return false;
    while (l->cap < e->n && sen_reserve_hint(l)) {}
    if (l->cap < e->n) return false;
    if (e->n) memcpy(l->hint, e->hint, (size_t)e->n * sizeof *e->hint);
    if (e->n_cand) memcpy(l->cand, e->cand, (size_t)e->n_cand * sizeof *e->cand);
    l->n = e->n;
    l->n_cand = e->n_cand;
    return true;
}

void sen_cache_put(sen_cache *c, int rule, const sen_list *l) {
    size_t bytes = sizeof(sen_entry) + (size_t)l->n * sizeof(sen_hint) + (size_t)l->n_cand * sizeof(int16_t);
    if (l->failed || c->bytes + bytes > SEN_CACHE_BYTES) return;
    sen_entry *e = calloc(1, sizeof *e);
    if (!e) return;
    sen_key_of(&e->key, rule, l);
    e->hint = malloc((size_t)l->n * sizeof *e->hint + 1);
    e->cand = malloc((size_t)l->n_cand * sizeof *e->cand + 1);
    if (!e->hint || !e->cand) {
        sen_entry_drop(e);
        return;
    }
    if (l->n) memcpy(e->hint, l->hint, (size_t)l->n * sizeof *e->hint);
    if (l->n_cand) memcpy(e->cand, l->cand, (size_t)l->n_cand * sizeof *e->cand);
    e->n = l->n;
    e->n_cand = l->n_cand;
    HASH_ADD(hh, c->map, key, sizeof e->key, e);
    if (e) c->bytes += bytes; /* else uthash had no room and dropped it */
}

static sen_entry *sen_entry_drop(sen_entry *e) {
    free(e->hint);
    free(e->cand);
    free(e);
    return NULL;
}

void sen_cache_clear(sen_cache *c) {
    sen_entry *e, *tmp;
    HASH_ITER(hh, c->map, e, tmp) {
        HASH_DEL(c->map, e);
        free(e->hint);
        free(e->cand);
        free(e);
    }
    c->bytes = 0;
}
