/*
** als.c -- techniques on almost locked sets (src/engine/als_sets.h), as HoDoKu defines
** them: ALS-XZ, ALS-XY-Wing, ALS-XY-Chain and Death Blossom. The sets of a
** position come from the solve's ALS cache, shared by all four rows.
**
** ALS-XZ: two ALS A and B with a restricted common candidate X (every X of
** A sees every X of B) and another common digit Z. If a cell outside held
** Z while seeing every Z of A and of B, both sets would lose Z and lock:
** each would have to hold X, and the two X see each other. So such a cell
** cannot be Z.
**
**     row 5:  A{367}   *       .      | . A{67} . | .     . .
**     row 6:  B{1367}  B{2367} B{267} | . .     . | B{16} . .
**
**     X = 3: A's 3 (r5c1) and B's 3s (r6c12) are all in box 4.
**     * = r5c2 sees every 7 of A (row 5) and of B (r6c123, box 4): not 7.
**
** Doubly linked (two RCCs X1, X2): A and B cannot hold X1 nor X2 twice, so
** each holds one of them and all its other digits: every common digit goes
** from the cells seeing all its places in A and B, and each other digit of
** A (of B) from the cells seeing all its places in A (in B).
**
** ALS-XY-Wing: three ALS A, B, C; RCC X between A and C, Y between B and C,
** X != Y; Z common to A and B (not an RCC). If a cell seeing every Z of A
** and B held Z, A and B would lock, A would hold X and B Y, and C, losing
** X and Y, would have N cells for N-1 digits. The sets may overlap (HoDoKu
** allows it in its tests) as long as no RCC place is in an overlap.
**
** Step records: cells = every ALS cell; marks: each candidate of A's cells
** NONET_ROLE_COLOR_A, B's COLOR_B, C's COLOR_C (a cell in two sets has the
** marks of both, A's first); units: each set's
** unit with its colour; links: one weak link per RCC used, from a place of
** the digit in one set to a place in the other (A to B for ALS-XZ, A to C
** and B to C for the wing); digits = the RCCs and the Z digits; variant of
** ALS-XZ: 1 singly, 2 doubly linked. ALS-XY-Chain: the k-th set's marks
** and unit have the role als_role(k), one link per RCC from each set to
** the next, in the chain's order.
*/
#include <stdlib.h>
#include <string.h>

#include "als_sets.h"
#include "strategy.h"

/* Eliminate each digit of zs from the cells seeing all its places in a
** and b; returns how many eliminations. */
static int eliminate_common(nonet_step *s, const als_list *list, const als *a, const als *b, uint16_t zs) {
    int n = 0;
    for (uint16_t m = zs; m; m = mask_rest(m))
        n += als_eliminate(s, als_common_targets(list, a, b, mask_lowest(m)), mask_lowest(m));
    return n;
}

/* Has a digit of zs a cell seeing all its places in a and b? */
static bool common_targeted(const als_list *list, const als *a, const als *b, uint16_t zs) {
    for (uint16_t m = zs; m; m = mask_rest(m))
        if (!cellset_is_empty(als_common_targets(list, a, b, mask_lowest(m)))) return true;
    return false;
}

/* Doubly linked: a's digits other than the RCCs are locked in a; eliminate
** each from the cells (outside b) seeing all its places in a. */
static int eliminate_locked(nonet_step *s, const als_list *list, const als *a, const als *b, uint16_t rcc) {
    int n = 0;
    for (uint16_t m = a->digits & (uint16_t)~rcc; m; m = mask_rest(m)) {
        int digit = mask_lowest(m);
        n += als_eliminate(s, cellset_minus(als_targets(list, a, digit), b->cells), digit);
    }
    return n;
}

/* The pattern of an ALS step: the sets in order, then one RCC link per
** digit of each link mask (links[k]: between sets[k] and the last set). */
static void add_sets(nonet_step *s, const als_list *list, const als *const sets[], int n,
                     const uint16_t links[]) {
    for (int k = 0; k < n; k++) als_add_pattern(s, list, sets[k], als_role(k));
    for (int k = 0; k < n - 1; k++)
        for (uint16_t m = links[k]; m; m = mask_rest(m))
            als_add_rcc_link(s, list, sets[k], sets[n - 1], mask_lowest(m));
}

/* ALS-XZ on a, b with RCCs rcc (one or two digits): emit when it
** eliminates something. */
static bool xz_try(const als_list *list, strat_ctx *ctx, const als *a, const als *b, uint16_t rcc) {
    nonet_step s;
    bool doubly = mask_count(rcc) >= 2;
    uint16_t common = a->digits & b->digits, zs = common & (uint16_t)~rcc;
    if (!doubly && !common_targeted(list, a, b, zs)) return false; /* most pairs: no step to build */
    step_init(&s, NONET_T_ALS_XZ, doubly ? 2 : 1);
    if (doubly) {
        eliminate_common(&s, list, a, b, common);
        eliminate_locked(&s, list, a, b, rcc);
        eliminate_locked(&s, list, b, a, rcc);
    } else {
        eliminate_common(&s, list, a, b, zs);
    }
    if (!step_productive(&s)) return false;
    const als *sets[2] = {a, b};
    add_sets(&s, list, sets, 2, &rcc);
    s.digits = common;
    return strat_emit(ctx, &s);
}

/* A search over the sets of a position (and their partners when it asks). */
typedef bool (*als_search_fn)(als_cache *cache, strat_ctx *ctx);

/* Run search on g's sets: the solve's cache, shared by every row on ALS
** (the sets collected, and their partners found, once per position), or
** one of this search's own without a scratch. Out of memory: strat_nomem. */
static bool with_sets(const nonet_grid *g, strat_ctx *ctx, als_search_fn search) {
    als_cache *own, *cache = strat_als_cache(ctx, &own);
    if (!cache) return strat_nomem(ctx);
    als_cache_list(cache, g);
    bool stop = search(cache, ctx);
    strat_als_cache_free(own);
    return stop;
}

/* ALS-XZ: every two ALS that do not overlap, with an RCC and a second
** common digit (each pair once: the partner comes later in the list). The
** partners are the cache's: when no ALS-XZ is found, the ALS-XY-Wing and
** ALS-XY-Chain searches that come next read the same lists. */
static bool xz_search(als_cache *cache, strat_ctx *ctx) {
    const als_list *list = &cache->list;
    for (int i = 0; i < list->n; i++) {
        const als *a = &list->sets[i];
        int n;
        const als_partner *partners = als_cache_rccs(cache, i, &n);
        if (!partners) return strat_nomem(ctx);
        for (int k = 0; k < n; k++) {
            const als *b = &list->sets[partners[k].index];
            if (partners[k].index <= i || mask_count(a->digits & b->digits) < 2 ||
                cellset_meets(a->cells, b->cells))
                continue;
            if (xz_try(list, ctx, a, b, partners[k].rcc)) return true;
        }
    }
    return false;
}

bool strat_als_xz(const nonet_grid *g, strat_ctx *ctx) { return with_sets(g, ctx, xz_search); }

/*
** ALS-XY-Wing on pivot c with partners a (RCCs xs) and b (RCCs ys): Z is
** any digit of a and b that is none of the RCCs. Neither set may contain
** the other; a and b may overlap.
*/
static bool wing_try(const als_list *list, strat_ctx *ctx, const als *c, const als_partner *pa,
                     const als_partner *pb) {
    const als *a = &list->sets[pa->index], *b = &list->sets[pb->index];
    uint16_t zs = a->digits & b->digits & (uint16_t)~(pa->rcc | pb->rcc);
    if (!zs || (pa->rcc == pb->rcc && mask_single(pa->rcc))) return false;
    if (!common_targeted(list, a, b, zs)) return false; /* most tries: tested first */
    cellset both = cellset_or(a->cells, b->cells);
    if (cellset_equal(both, a->cells) || cellset_equal(both, b->cells)) return false;
    nonet_step s;
    step_init(&s, NONET_T_ALS_XY_WING, 0);
    eliminate_common(&s, list, a, b, zs);
    const als *sets[3] = {a, b, c};
    uint16_t links[2] = {pa->rcc, pb->rcc};
    add_sets(&s, list, sets, 3, links);
    s.digits = (uint16_t)(pa->rcc | pb->rcc | zs);
    return strat_emit(ctx, &s);
}

/* ALS-XY-Wings: every set as the pivot C, with every two of its partners
** (only pairs that may share a targeted Z digit: most pairs have none,
** and wing_try would refuse them after longer tests). */
static bool wing_search(als_cache *cache, strat_ctx *ctx) {
    const als_list *list = &cache->list;
    uint16_t targeted[ALS_MAX], zs[ALS_MAX]; /* zs[p]: partner p's targeted digits but its RCCs */
    for (int i = 0; i < list->n; i++) targeted[i] = als_targeted_digits(list, &list->sets[i]);
    for (int i = 0; i < list->n; i++) {
        int n;
        const als_partner *partners = als_cache_rccs(cache, i, &n);
        if (!partners) return strat_nomem(ctx);
        for (int p = 0; p < n; p++) zs[p] = targeted[partners[p].index] & (uint16_t)~partners[p].rcc;
        for (int p = 0; p < n; p++)
            for (int q = p + 1; zs[p] && q < n; q++)
                if ((zs[p] & zs[q]) && wing_try(list, ctx, &list->sets[i], &partners[p], &partners[q])) return true;
    }
    return false;
}

bool strat_als_xy_wing(const nonet_grid *g, strat_ctx *ctx) { return with_sets(g, ctx, wing_search); }

/* ---- ALS-XY-Chain ---- */

/* The longest chain, in sets (one role each: als_role). */
#define CHAIN_MAX_SETS 8
/* Partner links one search may follow in the pipeline (find: 5 times
** more; HoDoKu's cases pass with 1.2 million; contradictory positions made
** it take 70 ms at 50 times); past it the search stops, having reported
** what it found. */
#define CHAIN_BUDGET 400000L

/* A state of the walk: set i has lost digit d (so it holds all its other
** digits): i * 16 + d, so that set and digit are a shift and a mask. */
typedef int32_t walk_state;

/* The walk from one start: a breadth-first search over states, each
** state once per start, with its parent and depth. A set's states are
** marked together (unseen[i]: the digits by which set i was not entered
** yet; the walk resets the marks of the sets it queued when it ends), so
** a partner whose states are all seen, the usual case, costs one test
** (unseen[ALS_MAX] stays MASK_ALL: the partner lists' sentinel passes
** it). on_path[st]: bit i % 64 for each set i on st's path, so that most
** sets are known not to be on it without walking it.
** ends[i] (valid when ends_at[i] == start + 1): the common digits of the
** start set and set i with a cell to eliminate from, found once per start
** set for all its walks from targets[d-1], the cells holding d that see
** every d of the start set. */
typedef struct als_walk {
    als_cache *cache;
    strat_ctx *ctx;
    int start, z;       /* the start set and the digit it loses first */
    long budget;
    cellset done[9];    /* find: eliminations reported so far */
    cellset targets[9];
    uint16_t unseen[ALS_MAX + 1];
    uint16_t ends[ALS_MAX];
    int32_t ends_at[ALS_MAX];
    walk_state parent[ALS_MAX * 16];
    uint64_t on_path[ALS_MAX * 16];
    uint8_t depth[ALS_MAX * 16];
    walk_state queue[ALS_MAX * 9]; /* each state once */
} als_walk;

/* The set of state st, and the digit it lost. */
static inline int walk_set(walk_state st) { return (int)((uint32_t)st >> 4); }
static inline int walk_lost(walk_state st) { return (int)((uint32_t)st & 15u); }

/* The state of set i having lost digit d. */
static inline walk_state walk_state_of(int i, int d) { return i * 16 + d; }

/* The bit of set i in a state's on_path mask. */
static inline uint64_t walk_path_bit(int i) { return (uint64_t)1 << ((unsigned)i & 63u); }

/* Is set `set` on the path that ends in state st? */
static bool walk_on_path(const als_walk *w, walk_state st, int set) {
    if (!(w->on_path[st] & walk_path_bit(set))) return false;
    for (int k = w->depth[st];; k--, st = w->parent[st]) {
        if (walk_set(st) == set) return true;
        if (!k) return false;
    }
}

/* The chain ending in state st: its sets (start first) and the digit each
** lost (rcc[0] = z); returns how many sets. */
static int walk_path(const als_walk *w, walk_state st, int sets[], int rcc[]) {
    int n = w->depth[st] + 1;
    for (int k = n - 1; k >= 0; k--, st = w->parent[st]) {
        sets[k] = walk_set(st);
        rcc[k] = walk_lost(st);
    }
    return n;
}

/* The targets of a chain from a to b whose first and last links are the
** digits of links: each common digit but those, from the cells seeing all
** its places in both; returns the digits with a target. */
static uint16_t chain_targets(const als_list *list, const als *a, const als *b, uint16_t links, cellset t[9]) {
    uint16_t hit = 0;
    for (uint16_t m = a->digits & b->digits & (uint16_t)~links; m; m = mask_rest(m)) {
        int z = mask_lowest(m);
        t[z - 1] = als_common_targets(list, a, b, z);
        if (!cellset_is_empty(t[z - 1])) hit |= mask_of(z);
    }
    return hit;
}

/* The common digits of the start set and set i with a cell to eliminate
** from (chain_targets with no link excluded: a set's sees leave out its
** own cells), once per start set: a chain may end in i only if one of
** them is neither of its end links. */
static uint16_t walk_ends(als_walk *w, int i) {
    if (w->ends_at[i] != w->start + 1) {
        const als_list *list = &w->cache->list;
        const als *end = &list->sets[i];
        w->ends[i] = 0;
        for (uint16_t m = list->sets[w->start].digits & end->digits; m; m = mask_rest(m))
            if (cellset_meets(w->targets[mask_lowest(m) - 1], end->sees[mask_lowest(m) - 1]))
                w->ends[i] |= mask_of(mask_lowest(m));
        w->ends_at[i] = w->start + 1;
    }
    return w->ends[i];
}

/* Emit the chain ending in state st when its ends eliminate something
** (find: something not reported yet). */
static bool walk_emit(als_walk *w, walk_state st) {
    const als_list *list = &w->cache->list;
    int sets[CHAIN_MAX_SETS], rcc[CHAIN_MAX_SETS], n = walk_path(w, st, sets, rcc);
    cellset t[9];
    uint16_t links = (uint16_t)(mask_of(rcc[1]) | mask_of(rcc[n - 1]));
    uint16_t hit = chain_targets(list, &list->sets[sets[0]], &list->sets[sets[n - 1]], links, t), fresh = 0;
    for (uint16_t m = hit; m; m = mask_rest(m))
        if (!cellset_within(t[mask_lowest(m) - 1], w->done[mask_lowest(m) - 1])) fresh |= mask_of(mask_lowest(m));
    if (!fresh) return false;
    nonet_step s;
    step_init(&s, NONET_T_ALS_XY_CHAIN, 0);
    s.digits = hit;
    for (uint16_t m = hit; m; m = mask_rest(m)) {
        int z = mask_lowest(m);
        als_eliminate(&s, t[z - 1], z);
        w->done[z - 1] = cellset_or(w->done[z - 1], t[z - 1]);
    }
    for (int k = 0; k < n; k++) als_add_pattern(&s, list, &list->sets[sets[k]], als_role(k));
    for (int k = 1; k < n; k++) {
        als_add_rcc_link(&s, list, &list->sets[sets[k - 1]], &list->sets[sets[k]], rcc[k]);
        s.digits |= mask_of(rcc[k]);
    }
    return strat_emit(w->ctx, &s);
}

/* Queue state `to`, reached from `from`; path: to's on_path mask. */
static inline void walk_push(als_walk *w, walk_state from, walk_state to, uint64_t path, int *tail) {
    w->parent[to] = from;
    w->on_path[to] = path;
    w->depth[to] = (uint8_t)(w->depth[from] + 1);
    w->queue[(*tail)++] = to;
}

/* Chains of four sets or more end in set i's new states (entered by the
** digits of fresh, in ascending order): emit each whose ends may
** eliminate (walk_ends rules out most without building the chain).
** Returns true to stop. Out of line: most entries do not get here. */
__attribute__((noinline)) static bool walk_end_in(als_walk *w, int i, uint16_t fresh) {
    uint16_t ends = walk_ends(w, i);
    for (uint16_t m = fresh; m; m = mask_rest(m))
        if ((ends & (uint16_t)~mask_of(mask_lowest(m))) && walk_emit(w, walk_state_of(i, mask_lowest(m)))) return true;
    return false;
}

/* Enter set i from state `from` by each digit of fresh (its states not
** seen this walk), in ascending order, unless i is on from's path.
** Returns true to stop. */
static inline bool walk_enter(als_walk *w, walk_state from, int i, uint16_t fresh, int *tail) {
    if (walk_on_path(w, from, i)) return false;
    w->unseen[i] &= (uint16_t)~fresh;
    uint64_t path = w->on_path[from] | walk_path_bit(i);
    for (uint16_t m = fresh; m; m = mask_rest(m)) walk_push(w, from, walk_state_of(i, mask_lowest(m)), path, tail);
    return w->depth[from] >= 2 && mask_has(w->cache->list.sets[i].digits, w->z) && walk_end_in(w, i, fresh);
}

/* The first partner from p on entering a set by a digit of keep not seen
** yet, or the list's sentinel: the walk's inner loop, a few instructions
** a partner. */
static inline const als_partner *walk_next_fresh(const als_partner *p, const uint16_t *unseen, uint16_t keep) {
    while (!(p->rcc & keep & unseen[(uint16_t)p->index])) p++;
    return p;
}

/* Expand the states queued from head on, breadth first, while budget is
** left: each state pays for all its partners, and scans those with an RCC
** other than the digit its set lost (the others cannot be entered from
** it; most partners of a set are such). Returns true to stop. */
static bool walk_expand(als_walk *w, int head, int *tail) {
    const uint16_t *unseen = w->unseen;
    while (head < *tail && w->budget > 0) {
        walk_state st = w->queue[head++];
        if (w->depth[st] + 1 >= CHAIN_MAX_SETS) continue;
        int n, n_all;
        const als_partner *partners = als_cache_rccs_other(w->cache, walk_set(st), walk_lost(st), &n, &n_all);
        if (!partners) return strat_nomem(w->ctx);
        uint16_t keep = (uint16_t)~mask_of(walk_lost(st));
        w->budget -= n_all;
        for (const als_partner *p = walk_next_fresh(partners, unseen, keep); p < partners + n;
             p = walk_next_fresh(p + 1, unseen, keep))
            if (walk_enter(w, st, p->index, p->rcc & keep & unseen[p->index], tail)) return true;
    }
    return false;
}

/* Every chain from the start set having lost z, shortest first; the
** marks are cleared after. */
static bool walk_from(als_walk *w) {
    walk_state first = walk_state_of(w->start, w->z);
    int tail = 0;
    w->unseen[w->start] = (uint16_t)(MASK_ALL & ~mask_of(w->z));
    w->parent[first] = first;
    w->depth[first] = 0;
    w->on_path[first] = walk_path_bit(w->start);
    w->queue[tail++] = first;
    bool stop = walk_expand(w, 0, &tail);
    for (int k = 0; k < tail; k++) w->unseen[walk_set(w->queue[k])] = MASK_ALL;
    return stop;
}

/* Every walk from the start set w->start: one per digit z it may lose,
** when a cell outside holds z and sees every z of it. Returns true to
** stop. */
static bool walk_start(als_walk *w) {
    const als_list *list = &w->cache->list;
    const als *a = &list->sets[w->start];
    for (uint16_t m = a->digits; m; m = mask_rest(m))
        w->targets[mask_lowest(m) - 1] = als_targets(list, a, mask_lowest(m));
    for (uint16_t m = a->digits; m; m = mask_rest(m)) {
        w->z = mask_lowest(m);
        if (!cellset_is_empty(w->targets[w->z - 1]) && walk_from(w)) return true;
    }
    return false;
}

/* A walk with nothing seen or reported yet, no set's ends known; NULL
** when out of memory. Not cleared as a whole (it is large, and made for
** each search): the state arrays are written before they are read. */
static als_walk *walk_new(als_cache *cache, strat_ctx *ctx) {
    als_walk *w = malloc(sizeof *w);
    if (!w) return NULL;
    w->cache = cache;
    w->ctx = ctx;
    w->budget = ctx->exhaustive ? 5 * CHAIN_BUDGET : CHAIN_BUDGET;
    for (int d = 0; d < 9; d++) w->done[d] = cellset_empty();
    for (int i = 0; i < ALS_MAX; i++) w->ends_at[i] = 0;
    for (int i = 0; i <= ALS_MAX; i++) w->unseen[i] = MASK_ALL;
    return w;
}

/*
** ALS-XY-Chain: sets A1 .. An (n >= 4), each linked to the next by an
** RCC, the RCC into a set not the one out of it. If a cell seeing every Z
** of A1 and An held Z, A1 would lose Z and lock, so hold its RCC x1 with
** A2; A2 would lose x1 and hold x2 (x2 != x1); and on, until An loses
** x(n-1): An would lose two digits. Z is any digit of A1 and An other than
** x1 and x(n-1). A set appears once; sets apart in the chain may overlap.
** The search walks from every set and digit it may lose (one with a cell
** to eliminate from), breadth first: the shortest chains come first.
*/
static bool chain_search(als_cache *cache, strat_ctx *ctx) {
    als_walk *w = walk_new(cache, ctx);
    if (!w) return strat_nomem(ctx);
    bool stop = false;
    for (w->start = 0; w->start < cache->list.n && !stop && w->budget > 0 && !strat_out_of_time(ctx); w->start++)
        stop = walk_start(w);
    free(w);
    return stop;
}

bool strat_als_xy_chain(const nonet_grid *g, strat_ctx *ctx) { return with_sets(g, ctx, chain_search); }

/* ---- Death Blossom ---- */

/* Every stem's petals, found in one pass over the sets: the sets whose
** every place of digit sees stem are items[at[stem][digit-1] .. + n[..]),
** ascending. */
typedef struct petal_index {
    int32_t at[N_CELLS][9];
    int16_t n[N_CELLS][9];
    int16_t *items;
} petal_index;

/* The search around one stem cell: for each of its digits the sets whose
** every place of the digit sees the stem (the petals it may take). */
typedef struct bloom {
    const als_list *list;
    strat_ctx *ctx;
    int stem;
    int digits[9], n_digits;      /* the stem's digits, ascending */
    const int16_t *petals[9];     /* petals[k]: sets for digits[k] */
    int n_petals[9];
    int chosen[9];                /* the set taken for each digit so far */
    long budget;                  /* petals left to try in this search */
} bloom;

/* How many petals one search may try. Open positions (many candidates, so
** many sets) make the choices multiply; past this the search stops, having
** reported what it found (sound, maybe not every instance). HoDoKu's
** cases need at most 10,500 tries, the diabolical set's stalled positions
** at most 12,500 (median 3,800, over 300 puzzles). */
#define BLOOM_BUDGET 50000L

/* Emit the blossom of b's chosen petals, eliminating each digit of zs from
** its targets. */
static bool bloom_emit(const bloom *b, uint16_t zs, const cellset targets[9]) {
    const als_list *list = b->list;
    nonet_step s;
    cellset petal_cells = cellset_empty();
    step_init(&s, NONET_T_DEATH_BLOSSOM, 0);
    for (int k = 0; k < b->n_digits; k++) petal_cells = cellset_or(petal_cells, list->sets[b->chosen[k]].cells);
    for (uint16_t m = zs; m; m = mask_rest(m))
        als_eliminate(&s, cellset_minus(targets[mask_lowest(m) - 1], petal_cells), mask_lowest(m));
    if (!step_productive(&s)) return false;
    step_add_pattern_cell(&s, b->stem, list->grid->cand[b->stem], NONET_ROLE_PIVOT);
    for (int k = 0; k < b->n_digits; k++) als_add_pattern(&s, list, &list->sets[b->chosen[k]], als_role(k));
    for (int k = 0; k < b->n_digits; k++) {
        int digit = b->digits[k], from = cellset_first(als_digit_cells(list, &list->sets[b->chosen[k]], digit));
        step_add_link(&s, from, digit, b->stem, digit, false);
    }
    s.digits = (uint16_t)(list->grid->cand[b->stem] | zs);
    return strat_emit(b->ctx, &s);
}

/*
** Choose a petal for the stem's k-th digit and on. zs: the digits outside
** the stem common to every petal so far whose targets (cells holding the
** digit and seeing all its places in the petals) are not empty.
*/
static bool bloom_grow(bloom *b, int k, uint16_t zs, const cellset targets[9]) {
    if (k == b->n_digits) return bloom_emit(b, zs, targets);
    for (int p = 0; p < b->n_petals[k] && b->budget > 0; p++, b->budget--) {
        const als *a = &b->list->sets[b->petals[k][p]];
        cellset next[9];
        uint16_t left = 0;
        for (uint16_t m = zs & a->digits; m; m = mask_rest(m)) {
            int z = mask_lowest(m);
            next[z - 1] = cellset_and(targets[z - 1], a->sees[z - 1]);
            if (!cellset_is_empty(next[z - 1])) left |= mask_of(z);
        }
        b->chosen[k] = b->petals[k][p];
        if (left && bloom_grow(b, k + 1, left, next)) return true;
    }
    return false;
}

/* Gather the stem's petals from index; false when a digit of the stem
** has none. */
static bool bloom_gather(bloom *b, const petal_index *index) {
    uint16_t cand = b->list->grid->cand[b->stem];
    b->n_digits = 0;
    for (uint16_t m = cand; m; m = mask_rest(m)) {
        int digit = mask_lowest(m), k = b->n_digits++;
        b->digits[k] = digit;
        b->petals[k] = index->items + index->at[b->stem][digit - 1];
        b->n_petals[k] = index->n[b->stem][digit - 1];
        if (!b->n_petals[k]) return false;
    }
    return true;
}

/* File set i under each cell that holds one of its digits and sees all
** its places of it (count: only count them). */
static void petal_file(petal_index *index, const als_list *list, int i, bool count) {
    const als *a = &list->sets[i];
    for (uint16_t m = a->digits; m; m = mask_rest(m)) {
        int digit = mask_lowest(m);
        for (cellset rest = als_targets(list, a, digit); !cellset_is_empty(rest);) {
            int c = cellset_pop(&rest);
            if (count) index->n[c][digit - 1]++;
            else index->items[index->at[c][digit - 1] + index->n[c][digit - 1]++] = (int16_t)i;
        }
    }
}

/* Index every stem's petals (counted, then filed in ascending order);
** false when out of memory (index->items NULL). */
static bool petal_index_make(petal_index *index, const als_list *list) {
    memset(index->n, 0, sizeof index->n);
    for (int i = 0; i < list->n; i++) petal_file(index, list, i, true);
    int32_t total = 0;
    for (int c = 0; c < N_CELLS; c++)
        for (int d = 0; d < 9; d++) {
            index->at[c][d] = total;
            total += index->n[c][d];
            index->n[c][d] = 0;
        }
    index->items = malloc((size_t)total * sizeof *index->items + 1);
    if (!index->items) return false;
    for (int i = 0; i < list->n; i++) petal_file(index, list, i, false);
    return true;
}

/*
** Death Blossom: a stem cell whose every digit d has a petal, an ALS whose
** every d sees the stem. Whatever the stem holds, one petal loses that
** digit and locks, so it holds all its other digits: a digit z (not the
** stem's) in every petal is in one of them, and a cell seeing every z of
** all the petals cannot be z. The petals may overlap (HoDoKu allows it in
** its tests; the argument does not need them apart).
*/
static bool bloom_search(als_cache *cache, strat_ctx *ctx) {
    const als_list *list = &cache->list;
    const nonet_grid *g = list->grid;
    petal_index index;
    if (!petal_index_make(&index, list)) return strat_nomem(ctx);
    bloom b = {.list = list, .ctx = ctx, .budget = BLOOM_BUDGET};
    bool stop = false;
    for (int stem = 0; stem < N_CELLS && !stop; stem++) {
        if (mask_count(g->cand[stem]) < 2) continue;
        b.stem = stem;
        if (!bloom_gather(&b, &index)) continue;
        cellset targets[9];
        uint16_t zs = (uint16_t)(MASK_ALL & ~g->cand[stem]);
        for (int z = 1; z <= 9; z++) targets[z - 1] = list->holds[z];
        stop = bloom_grow(&b, 0, zs, targets);
    }
    free(index.items);
    return stop;
}

bool strat_death_blossom(const nonet_grid *g, strat_ctx *ctx) { return with_sets(g, ctx, bloom_search); }
