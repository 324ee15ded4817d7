/*
** forcing_chains.c -- Sudoku Explainer's "Forcing Chains & Cycles" (SE
** 1.2.1.3's first chaining method, 6.5 and up): X-, Y- and XY-cycles,
** forcing X-chains and forcing chains, as SE finds and rates them, the
** cheapest first. They run only in SE's order, for its ratings.
**
** A chain is a sequence of candidate states: "on" (the digit is in the
** cell) or "off". From "on" follow the weak links: the cell's other digits
** go off (not in X passes), and the digit goes off in the rest of the
** cell's box, row and column. From "off" follow the strong links: the
** other digit of a bivalue cell goes on (not in X passes), the digit's only
** other place in the box, row or column goes on (not in Y passes).
**
**   forcing X-chain: r1c1=5 on => r1c7 off => r3c8 on => r3c2 off => r2c1 on
**                    => r1c1 off: r1c1<>5 (assuming it on refutes it); from
**                    a start off reaching it on, the digit is placed.
**   cycle:           from an on start, back to it on after >= 4 states:
**                    every link of the loop holds both ways, so a candidate
**                    that sees an on and an off state of its digit on the
**                    loop (outside the loop's cells) is false.
**
** Passes, each from every candidate of every unsolved cell (cells row by
** row, digits ascending): X (cycles 6.5, forcing X-chains 6.6), Y (from
** bivalue cells only, cycles only, 6.5), XY (cycles and forcing chains,
** 7.0). The search is breadth-first in layers (every waiting on state,
** then every off state), each state keeps its first derivation; in cycle
** searches an off state is followed once per on state that reaches it
** (unless it is one of that state's ancestors), on states once.
**
** Rating: base + 0.1 per threshold that (states in the chain - 2) passes:
** 4, 6, 8, 12, 16, 24, 32, ... (alternately x3/2 and x4/3), added up as SE
** adds doubles, so that ties and order match its own. The step taken is
** the least by (rating, states, X < Y < XY), then the first found.
**
** Step records: marks = the chain's states in order from the start, on
** states colour A and off states colour B (a cycle's start once); cells in
** order, each once; links between consecutive states (off -> on strong,
** on -> off weak; a cycle's closing link back to the start); digits = the
** chain's digits; rating = SE's. Variant: 0 (the kind is the technique).
**
** Every-hint mode (fc_collect, for the nested levels) keeps the X pass's
** hints per digit in the solve's scratch, keyed by the digit's places (an
** X chain sees nothing else), and gives them from there in the pass's
** order; a chain's removals are made anew on the grid at hand. The memo is
** cleared when a pass would begin with more than 48 MB (or the scratch's
** fc_memo_cap); without a scratch the X pass runs as the others.
*/
#include <stdlib.h>
#include <string.h>
/* The memo's table must not exit on out of memory: an entry it cannot add
** comes back with hh.tbl NULL (fc_memo_digit), and the search says NOMEM. */
#define HASH_NONFATAL_OOM 1
#include <uthash.h>

#include "cellset.h"
#include "se_chain.h"
#include "forcing_chains.h"
#include "se_scan.h"
#include "strategy.h"

#define FC_CANDS 729
#define FC_STATES (FC_CANDS * 2)       /* cand * 2 + on */
#define FC_WORDS 12 /* 64-bit words for 729 bits */

/* A candidate as one number: cell * 9 + digit - 1. */
static inline int fc_cand(int cell, int digit) { return cell * 9 + digit - 1; }
static inline int fc_cell(int k) { return k / 9; }
static inline int fc_digit(int k) { return k % 9 + 1; }

typedef struct fc_bits {
    uint64_t w[FC_WORDS];
} fc_bits;

static inline bool fc_has(const fc_bits *b, int k) { return (b->w[k >> 6] >> (k & 63)) & 1u; }
static inline void fc_add(fc_bits *b, int k) { b->w[k >> 6] |= (uint64_t)1 << (k & 63); }

/* The kinds of hint, in SE's tie order (its sort key), and their cycles. */
enum { FC_X = 0, FC_Y = 1, FC_XY = 2 };
static const nonet_technique fc_cycle_ids[3] = {NONET_T_X_CYCLE, NONET_T_Y_CYCLE, NONET_T_XY_CYCLE};

/* A hint the producer could give: its key and how to rebuild it. */
typedef struct fc_hint {
    double rating;
    int states;   /* SE's complexity: distinct states in the chain */
    int kind;     /* FC_X, FC_Y, FC_XY */
    bool cycle;   /* a cycle (else a forcing chain) */
    int path[FC_CANDS * 2]; /* states from the start: cand * 2 + on */
    int n;
} fc_hint;

/* The X pass's hints (collect mode) for one digit's places: an X chain
** or cycle has that digit alone, so what every start of the digit finds
** depends on its places only, and the nested levels meet the same places
** again and again (a run's working grid keeps most digits as they were).
** Each hint: its start and what fc_hint_found holds; a chain's removals
** are not kept (placing its end takes the cell's other digits). */
typedef struct fc_memo_hint {
    double rating;
    int start, states, n, n_removals;
    bool cycle;
    size_t path, removals; /* offsets in the memo's pools */
} fc_memo_hint;

typedef struct fc_memo_key {
    uint64_t cells[2];
    int64_t digit;
} fc_memo_key;

typedef struct fc_memo_entry {
    fc_memo_key key;
    size_t first, n; /* hints[first .. first + n) */
    UT_hash_handle hh;
} fc_memo_entry;

#define FC_MEMO_BYTES ((size_t)48 << 20)

typedef struct fc_memo {
    fc_memo_entry *map;
    fc_memo_hint *hint;
    int16_t *state; /* paths (states) and cycle removals (candidates) */
    size_t n_hints, cap_hints, n_states, cap_states, bytes;
    bool failed; /* the entry being made is incomplete (no memory) */
    fc_memo_stats stats;
} fc_memo;

/* A kind of link list of every candidate, kept from grid to grid: a
** candidate's lists depend only on its cell's candidates and its digit's
** places in its three houses (fc_list_offs, sec_off_to_on), so a new grid
** relists only the candidates where one of those changed (fc_relist). at:
** the grid last listed. */
typedef struct fc_listed {
    uint16_t cand[N_CELLS];
    uint16_t where[N_UNITS][10];
    bool made;
} fc_listed;

typedef struct fc_off_lists { /* the states an on state turns off */
    fc_listed at;
    int16_t to[FC_CANDS][N_PEERS + 8];
    uint8_t n[FC_CANDS];
} fc_off_lists;

typedef struct fc_on_lists { /* the states an off state turns on */
    fc_listed at;
    int16_t to[FC_CANDS][4];
    uint8_t n[FC_CANDS];
} fc_on_lists;

/* One pass's search from one start, and the producer's best hint so far. */
struct fc_search {
    const nonet_grid *g;
    cellset peers[N_CELLS];          /* each cell's peers */
    cellset holds[10];               /* the cells holding each digit */
    int kind;
    bool y_links, x_links;
    /* per state (cand * 2 + on): first derivation and depth in states */
    int16_t parent[FC_CANDS * 2];
    int16_t via[FC_CANDS * 2]; /* cycle searches: an on state's grandparent */
    int16_t depth[FC_CANDS * 2];
    fc_bits seen_on, seen_off;
    int16_t layer[FC_CANDS], next[FC_CANDS], offq[FC_CANDS];
    nonet_technique wanted; /* NONET_T_NONE, or the one technique asked for */
    fc_collect_fn collect;  /* every hint to this, when set (nested chains) */
    void *collect_user;
    const strat_ctx *ctx;   /* polled per start: strat_out_of_time */
    bool out_of_time;       /* the solve's time ran out: give nothing */
    bool have_best;
    fc_hint best;
    /* each candidate's links: on-to-off lists with and without the cell's
    ** other digits (y_links), off-to-on lists per pass; offs and ons are
    ** this pass's */
    fc_off_lists offs_of[2];
    fc_on_lists ons_of[3];
    const fc_off_lists *offs;
    const fc_on_lists *ons;
    /* The pass's on states by strongly connected component of the steps
    ** on -> off -> on (fc_list_reach): comp[k] of each candidate in the
    ** grid, reach[c] the components reachable from component c (itself
    ** included; all numbered c or less), looped[c]: a path from any of
    ** c's states back to itself. A search that cannot reach its end is not
    ** made: it would find nothing. */
    int16_t comp[FC_CANDS], low[FC_CANDS], order[FC_CANDS], stack[FC_CANDS];
    bool looped[FC_CANDS];
    /* each candidate's two-link steps: steps[step_first[k] ..][0 .. step_n[k]) */
    int16_t steps[FC_CANDS * (N_PEERS + 8) * 4];
    int32_t step_first[FC_CANDS];
    int16_t step_n[FC_CANDS];
    int n_steps;
    bool reach_made;  /* the pass's links have their components (XY only) */
    bool reach_fresh; /* comp, reach, looped are of the XY lists as listed */
    uint64_t reach[FC_CANDS][FC_WORDS];
    int n_order, n_stack, n_comp;
    fc_memo memo; /* collect mode's X pass, for the search's life */
    int memo_start; /* the start whose hints fc_memo_keep is given */
};
typedef struct fc_search fc_search;

/* The states an on state turns off, in SE's order; returns how many. */
static int fc_list_offs(const nonet_grid *g, bool y_links, int k, int16_t out[]) {
    int cell = fc_cell(k), digit = fc_digit(k), n = 0;
    if (y_links)
        for (uint16_t m = g->cand[cell]; m; m = mask_rest(m))
            if (mask_lowest(m) != digit) out[n++] = (int16_t)fc_cand(cell, mask_lowest(m));
    int unit[3];
    uint16_t place[3];
    sec_peer_places(g->where, cell, digit, unit, place);
    for (int t = 0; t < 3; t++)
        for (uint16_t m = place[t]; m; m = mask_rest(m)) out[n++] = (int16_t)fc_cand(unit_cells[unit[t]][mask_first_index(m)], digit);
    return n;
}

/* The on states (candidates) candidate u's on state leads to in two
** links, on -> off -> on: through each off state of u's list, that
** state's strong links (one may come more than once), appended to the
** steps of the component search and kept as u's (step_first, step_n) for
** the second walk, fc_close_component. */
static void fc_list_steps(fc_search *fs, int u) {
    const int16_t *offs = fs->offs->to[u];
    int n = fs->n_steps;
    fs->step_first[u] = n;
    for (int j = 0, no = fs->offs->n[u]; j < no; j++) {
        int w = offs[j];
        for (int i = 0, nw = fs->ons->n[w]; i < nw; i++) fs->steps[n++] = fs->ons->to[w][i];
    }
    fs->step_n[u] = (int16_t)(n - fs->n_steps);
    fs->n_steps = n;
}

/* Close the component of candidate v's on state (the stack from v up):
** its number, its states, whether it holds a cycle (more than one state,
** or a step back to itself), and what it reaches: itself and what its
** states' steps reach (components closed before it, so numbered lower). */
static void fc_close_component(fc_search *fs, int v) {
    int c = fs->n_comp++, from = fs->n_stack;
    while (fs->stack[--from] != v) {}
    uint64_t *reach = fs->reach[c];
    memset(reach, 0, (size_t)(c / 64 + 1) * sizeof reach[0]);
    reach[c >> 6] |= (uint64_t)1 << (c & 63);
    for (int i = from; i < fs->n_stack; i++) fs->comp[fs->stack[i]] = (int16_t)c;
    bool looped = fs->n_stack - from > 1;
    for (int i = from; i < fs->n_stack; i++) {
        const int16_t *step = &fs->steps[fs->step_first[fs->stack[i]]];
        for (int j = 0, n = fs->step_n[fs->stack[i]]; j < n; j++) {
            int d = fs->comp[step[j]];
            if (d == c) looped = true;
            else
                for (int w = 0; w <= d / 64; w++) reach[w] |= fs->reach[d][w];
        }
    }
    fs->looped[c] = looped;
    fs->n_stack = from;
}

/* Tarjan's search from candidate v's on state, over the two-link steps:
** order[] the visit order, low[] the least order an open state reachable
** from v has; comp[] -1 while open. */
static void fc_strong_from(fc_search *fs, int v) {
    fs->order[v] = fs->low[v] = (int16_t)fs->n_order++;
    fs->comp[v] = -1;
    fs->stack[fs->n_stack++] = (int16_t)v;
    fc_list_steps(fs, v);
    for (int j = 0, first = fs->step_first[v], n = fs->step_n[v]; j < n; j++) {
        int t = fs->steps[first + j];
        if (fs->order[t] < 0) {
            fc_strong_from(fs, t);
            if (fs->low[t] < fs->low[v]) fs->low[v] = fs->low[t];
        } else if (fs->comp[t] < 0 && fs->order[t] < fs->low[v]) {
            fs->low[v] = fs->order[t];
        }
    }
    if (fs->low[v] == fs->order[v]) fc_close_component(fs, v);
}

/* The components of the pass's on states (the lists listed). A chain
** alternates on and off states, so the on states and the two-link steps
** between them say everything the searches ask (fc_on_reaches,
** fc_off_in): off states need no components of their own, and most of
** them (no strong link) lead nowhere. */
static void fc_list_reach(fc_search *fs) {
    memset(fs->order, 0xff, sizeof fs->order);
    fs->n_order = fs->n_stack = fs->n_comp = fs->n_steps = 0;
    for (int cell = 0; cell < N_CELLS; cell++)
        for (uint16_t m = fs->g->cand[cell]; m; m = mask_rest(m)) {
            int k = fc_cand(cell, mask_lowest(m));
            if (fs->order[k] < 0) fc_strong_from(fs, k);
        }
}

/* Does candidate a's on state lead to candidate b's (itself included)? */
static bool fc_on_reaches(const fc_search *fs, int a, int b) {
    int x = fs->comp[a], y = fs->comp[b];
    return y <= x && (fs->reach[x][y >> 6] >> (y & 63) & 1);
}

/* Does candidate k on lead to k off? Through the on state of a candidate
** of k's list (the links are symmetric: those are the on states that turn
** k off). */
static bool fc_on_leads_off(const fc_search *fs, int k) {
    int x = fs->comp[k]; /* fc_on_reaches with k's row read once */
    const uint64_t *reach = fs->reach[x];
    const int16_t *to = fs->offs->to[k];
    for (int j = 0, n = fs->offs->n[k]; j < n; j++) {
        int y = fs->comp[to[j]];
        if (y <= x && (reach[y >> 6] >> (y & 63) & 1)) return true;
    }
    return false;
}

/* Does candidate k off lead to k on? Through one of its strong links. */
static bool fc_off_leads_on(const fc_search *fs, int k) {
    for (int i = 0; i < fs->ons->n[k]; i++)
        if (fc_on_reaches(fs, fs->ons->to[k][i], k)) return true;
    return false;
}

/* Is candidate w's off state, reached from an on state of component home,
** in home's component of all states? Exactly when it leads back to one of
** home's on states. */
static bool fc_off_in(const fc_search *fs, int w, int home) {
    for (int i = 0; i < fs->ons->n[w]; i++)
        if (fs->comp[fs->ons->to[w][i]] == home) return true;
    return false;
}

/* The candidates whose lists grid g changes from the one listed at (per
** cell, its digits to relist: those of the cell's old and new candidates
** where the cell changed, else those whose places changed in one of its
** houses), and at made g. False when there are none. */
static bool fc_relist(fc_listed *at, const nonet_grid *g, uint16_t dirty[N_CELLS]) {
    uint16_t unit_dirty[N_UNITS];
    bool any = false;
    for (int u = 0; u < N_UNITS; u++) {
        unit_dirty[u] = 0;
        for (int d = 1; d <= 9; d++)
            if (!at->made || at->where[u][d] != g->where[u][d]) unit_dirty[u] |= mask_of(d);
    }
    for (int c = 0; c < N_CELLS; c++) {
        if (!at->made) dirty[c] = MASK_ALL;
        else if (at->cand[c] != g->cand[c]) dirty[c] = at->cand[c] | g->cand[c];
        else
            dirty[c] = g->cand[c] & (unit_dirty[cell_units[c][UNIT_BOX]] | unit_dirty[cell_units[c][UNIT_ROW]] |
                                     unit_dirty[cell_units[c][UNIT_COL]]);
        any |= dirty[c] != 0;
    }
    memcpy(at->cand, g->cand, sizeof at->cand);
    memcpy(at->where, g->where, sizeof at->where);
    at->made = true;
    return any;
}

/* Bring the on-to-off lists (with the cell's other digits: y_links) to
** grid g (the rule above); false when none changed. */
static bool fc_relist_offs(fc_off_lists *l, const nonet_grid *g, bool y_links) {
    uint16_t dirty[N_CELLS];
    if (!fc_relist(&l->at, g, dirty)) return false;
    for (int c = 0; c < N_CELLS; c++)
        for (uint16_t m = dirty[c]; m; m = mask_rest(m)) {
            int d = mask_lowest(m), k = fc_cand(c, d);
            l->n[k] = mask_has(g->cand[c], d) ? (uint8_t)fc_list_offs(g, y_links, k, l->to[k]) : 0;
        }
    return true;
}

/* Bring the off-to-on lists (the engine's rule, se_chain.c) to grid g;
** false when none changed. */
static bool fc_relist_ons(fc_on_lists *l, const nonet_grid *g, bool y_links, bool x_links) {
    uint16_t dirty[N_CELLS];
    if (!fc_relist(&l->at, g, dirty)) return false;
    for (int c = 0; c < N_CELLS; c++)
        for (uint16_t m = dirty[c]; m; m = mask_rest(m)) {
            int d = mask_lowest(m), k = fc_cand(c, d);
            uint8_t causes[4];
            l->n[k] = mask_has(g->cand[c], d) ? (uint8_t)sec_off_to_on(g->cand, g->where, y_links, x_links, k, l->to[k], causes) : 0;
        }
    return true;
}

/* Every candidate's links for the pass, and in the XY pass their
** components (made again only when those lists changed). */
static void fc_list_links(fc_search *fs) {
    bool changed = fc_relist_offs(&fs->offs_of[fs->y_links], fs->g, fs->y_links);
    if (changed && fs->y_links) fs->reach_fresh = false; /* the XY pass's too */
    if (fc_relist_ons(&fs->ons_of[fs->kind], fs->g, fs->y_links, fs->x_links) && fs->kind == FC_XY) fs->reach_fresh = false;
    fs->offs = &fs->offs_of[fs->y_links];
    fs->ons = &fs->ons_of[fs->kind];
    /* Most of the searches the filter saves are the XY pass's; in the
    ** others it costs more than it saves. */
    if ((fs->reach_made = fs->kind == FC_XY) && !fs->reach_fresh) {
        fc_list_reach(fs);
        fs->reach_fresh = true;
    }
}

/* ---- the hint kept: the least by (rating, states, kind), first found ---- */

static const double fc_cycle_base[3] = {6.5, 6.5, 7.0};
static const double fc_chain_base[3] = {6.6, 0.0, 7.0};

/* Would a hint with this key replace the best so far? */
static bool fc_better(const fc_search *fs, double rating, int states, int kind) {
    if (!fs->have_best) return true;
    const fc_hint *b = &fs->best;
    if (rating != b->rating) return rating < b->rating;
    if (states != b->states) return states < b->states;
    return kind < b->kind;
}

/* The states from the start to state s: on states step back through their
** first off parent and its on parent (via), others through parent. */
static int fc_path_to(const fc_search *fs, int s, bool cycle, int path[]) {
    int n = 0;
    while (s >= 0) {
        path[n++] = s;
        if (cycle && (s & 1) && fs->parent[s] >= 0) {
            path[n++] = fs->parent[s];
            s = fs->via[s];
        } else {
            s = fs->parent[s];
        }
    }
    for (int i = 0; i < n / 2; i++) {
        int t = path[i];
        path[i] = path[n - 1 - i];
        path[n - 1 - i] = t;
    }
    return n;
}

/* Keep the hint if it is the best so far: key, kind and its path. */
static void fc_keep(fc_search *fs, double rating, int states, bool cycle, const int path[], int n) {
    fc_hint *b = &fs->best;
    b->rating = rating;
    b->states = states;
    b->kind = fs->kind;
    b->cycle = cycle;
    b->n = n;
    for (int i = 0; i < n; i++) b->path[i] = path[i];
    fs->have_best = true;
}

/* A cycle's eliminations: candidates outside the loop's cells that see an
** on state and an off state of their digit on the loop. Returns how many
** (into out, as candidate numbers). */
static int fc_cycle_removals(const fc_search *fs, const int path[], int n, int16_t out[]) {
    cellset loop = cellset_empty(), forw[10], back[10];
    uint16_t digits = 0;
    for (int i = 0; i < n; i++) {
        int d = fc_digit(path[i] / 2);
        if (!mask_has(digits, d)) forw[d] = back[d] = cellset_empty();
        digits |= mask_of(d);
        cellset_add(&loop, fc_cell(path[i] / 2));
    }
    for (int i = 0; i < n; i++) {
        int cell = fc_cell(path[i] / 2), d = fc_digit(path[i] / 2);
        cellset *side = (path[i] & 1) ? &forw[d] : &back[d];
        *side = cellset_or(*side, cellset_and(fs->peers[cell], fs->holds[d]));
    }
    int m = 0;
    for (uint16_t ds = digits; ds; ds = mask_rest(ds)) {
        int d = mask_lowest(ds);
        cellset both = cellset_minus(cellset_and(forw[d], back[d]), loop);
        while (!cellset_is_empty(both)) out[m++] = (int16_t)fc_cand(cellset_pop(&both), d);
    }
    return m;
}

/* A cycle closed from off state o (reached from on state p) back to the
** start: kept when it is the best so far and eliminates something. */
static void fc_cycle_found(fc_search *fs, int p, int o) {
    if (fs->wanted != NONET_T_NONE && fs->wanted != fc_cycle_ids[fs->kind]) return;
    int states = fs->depth[p] + 1;
    double rating = fc_cycle_base[fs->kind] + sec_length_increment(states);
    if (!fs->collect && !fc_better(fs, rating, states, fs->kind)) return;
    int path[FC_CANDS * 2];
    int n = fc_path_to(fs, p, true, path);
    path[n++] = o;
    int16_t removals[FC_CANDS];
    int m = fc_cycle_removals(fs, path, n, removals);
    if (m == 0) return;
    fc_hint_found h = {rating, states, fs->kind, true, path, n, removals, m};
    if (fs->collect) fs->collect(fs->collect_user, &h);
    else fc_keep(fs, rating, states, true, path, n);
}

/* A forcing chain's removals: the start's candidate when the chain ends
** off, else the other digits of its cell. */
static int fc_chain_removals(const fc_search *fs, int end, int16_t out[]) {
    int k = end / 2, cell = fc_cell(k), m = 0;
    if (!(end & 1)) {
        out[m++] = (int16_t)k;
        return m;
    }
    for (uint16_t d = fs->g->cand[cell]; d; d = mask_rest(d))
        if (mask_lowest(d) != fc_digit(k)) out[m++] = (int16_t)fc_cand(cell, mask_lowest(d));
    return m;
}

/* A forcing chain reaching target state t (from parent state p). */
static void fc_chain_found(fc_search *fs, int p, int t) {
    if (fs->wanted != NONET_T_NONE && fs->wanted != (fs->kind == FC_X ? NONET_T_FORCING_X_CHAIN : NONET_T_FORCING_CHAIN))
        return;
    int states = fs->depth[p] + 1;
    double rating = fc_chain_base[fs->kind] + sec_length_increment(states);
    if (!fs->collect && !fc_better(fs, rating, states, fs->kind)) return;
    int path[FC_CANDS * 2];
    int n = fc_path_to(fs, p, false, path);
    path[n++] = t;
    if (!fs->collect) {
        fc_keep(fs, rating, states, false, path, n);
        return;
    }
    int16_t removals[9];
    fc_hint_found h = {rating, states, fs->kind, false, path, n, removals, fc_chain_removals(fs, t, removals)};
    fs->collect(fs->collect_user, &h);
}

/* ---- the searches from one start --------------------------------------- */

/* Is off state o one of on state p's ancestors (cycle search)? */
static bool fc_off_is_ancestor(const fc_search *fs, int p, int o) {
    for (int s = p; fs->parent[s] >= 0; s = fs->via[s])
        if (fs->parent[s] == o) return true;
    return false;
}

/* Reach on states from off state o (cycle search, one layer); home >= 0:
** only those of component home. */
static int fc_cycle_off(fc_search *fs, int start, int home, int p, int o, bool closing, int m) {
    const int16_t *ons = fs->ons->to[o / 2];
    int n = fs->ons->n[o / 2];
    for (int i = 0; i < n; i++) {
        int c = ons[i], cs = c * 2 + 1;
        if (closing && cs == start) fc_cycle_found(fs, p, o);
        if (fc_has(&fs->seen_on, c) || (home >= 0 && fs->comp[c] != home)) continue;
        fc_add(&fs->seen_on, c);
        fs->parent[cs] = (int16_t)o;
        fs->via[cs] = (int16_t)p;
        fs->depth[cs] = (int16_t)(fs->depth[p] + 2);
        fs->next[m++] = (int16_t)cs;
    }
    return m;
}

/* Every cycle from on start k: on states once each, off states once per
** on state that reaches them (not back into its own ancestry). With the
** pass's components the search keeps to the start's: a state on a cycle
** through the start is in it, and so is every state on a path from the
** start to one that is, so the states left out are no one's ancestors
** and what is found, in its order, is the same. */
static void fc_cycles_from(fc_search *fs, int k) {
    int start = k * 2 + 1, n = 1, home = fs->reach_made ? fs->comp[k] : -1;
    memset(&fs->seen_on, 0, sizeof fs->seen_on);
    fc_add(&fs->seen_on, k);
    fs->parent[start] = -1;
    fs->depth[start] = 1;
    fs->layer[0] = (int16_t)start;
    for (int length = 2; n > 0; length += 2) {
        int m = 0;
        for (int i = 0; i < n; i++) {
            int p = fs->layer[i], no = fs->offs->n[p / 2];
            const int16_t *offs = fs->offs->to[p / 2];
            for (int j = 0; j < no; j++)
                if ((home < 0 || fc_off_in(fs, offs[j], home)) && !fc_off_is_ancestor(fs, p, offs[j] * 2))
                    m = fc_cycle_off(fs, start, home, p, offs[j] * 2, length >= 4, m);
        }
        memcpy(fs->layer, fs->next, (size_t)m * sizeof fs->layer[0]);
        n = m;
    }
}

/* Mark state s (of candidate k) reached from state p. */
static void fc_reach(fc_search *fs, int s, int p) {
    fc_add((s & 1) ? &fs->seen_on : &fs->seen_off, s / 2);
    fs->parent[s] = (int16_t)p;
    fs->depth[s] = (int16_t)(p >= 0 ? fs->depth[p] + 1 : 1);
}

/* One layer of on states: their off states into offq. Returns the new
** queue length, or -1 when the start's candidate went off (k >= 0: the
** chain refutes an on start). */
static int fc_chain_on_layer(fc_search *fs, int k, int n) {
    int q = 0;
    for (int i = 0; i < n; i++) {
        int p = fs->layer[i], no = fs->offs->n[p / 2];
        const int16_t *offs = fs->offs->to[p / 2];
        for (int j = 0; j < no; j++) {
            if (offs[j] == k) {
                fc_chain_found(fs, p, k * 2);
                return -1;
            }
            if (fc_has(&fs->seen_off, offs[j])) continue;
            fc_reach(fs, offs[j] * 2, p);
            fs->offq[q++] = (int16_t)(offs[j] * 2);
        }
    }
    return q;
}

/* One layer of off states: their on states into layer. Returns how many,
** or -1 when the start's candidate came on (k >= 0: the chain proves an
** off start wrong). */
static int fc_chain_off_layer(fc_search *fs, int k, int q) {
    int n = 0;
    for (int i = 0; i < q; i++) {
        int o = fs->offq[i], no = fs->ons->n[o / 2];
        const int16_t *ons = fs->ons->to[o / 2];
        for (int j = 0; j < no; j++) {
            if (ons[j] == k) {
                fc_chain_found(fs, o, k * 2 + 1);
                return -1;
            }
            if (fc_has(&fs->seen_on, ons[j])) continue;
            fc_reach(fs, ons[j] * 2 + 1, o);
            fs->layer[n++] = (int16_t)(ons[j] * 2 + 1);
        }
    }
    return n;
}

/* The forcing chain from candidate k assumed on (or off) to its opposite,
** if any: on and off states each once, in layers. */
static void fc_chain_from(fc_search *fs, int k, bool on) {
    memset(&fs->seen_on, 0, sizeof fs->seen_on);
    memset(&fs->seen_off, 0, sizeof fs->seen_off);
    int n = 0, q = 0;
    fc_reach(fs, k * 2 + on, -1);
    if (on) fs->layer[n++] = (int16_t)(k * 2 + 1);
    else fs->offq[q++] = (int16_t)(k * 2);
    while (n > 0 || q > 0) {
        if (n > 0 && (q = fc_chain_on_layer(fs, on ? k : -1, n)) < 0) return;
        if ((n = fc_chain_off_layer(fs, on ? -1 : k, q)) < 0) return;
        q = 0;
    }
}

/* ---- the producer ------------------------------------------------------- */

/* One pass (FC_X, FC_Y or FC_XY) from every candidate of every unsolved
** cell, cells row by row: cycles, then forcing chains from on and from off
** (Y passes: bivalue cells, cycles only). Before each start it polls the
** solve's clock and stops when the time is out (fs->out_of_time). */
static void fc_set_kind(fc_search *fs, int kind) {
    fs->kind = kind;
    fs->y_links = kind != FC_X;
    fs->x_links = kind != FC_Y;
}

/* The searches of the pass from candidate k. A cycle back to k on, and a
** chain from k off to k on, end with a strong link into k on: from k's
** partner in one of k's own strong links (links are symmetric), so a
** candidate without one starts neither. A cycle needs k on in a looped
** component, a chain its end reachable from its start (fc_on_leads_off,
** fc_off_leads_on): the searches take each state once, so they find a
** chain exactly when it is reachable, and skipping the others changes
** nothing found. */
static void fc_from_start(fc_search *fs, int k) {
    bool strong = fs->ons->n[k] > 0;
    bool all = !fs->reach_made;
    if (strong && (all || fs->looped[fs->comp[k]])) fc_cycles_from(fs, k);
    if (fs->kind == FC_Y) return;
    if (all || fc_on_leads_off(fs, k)) fc_chain_from(fs, k, true);
    if (strong && (all || fc_off_leads_on(fs, k))) fc_chain_from(fs, k, false);
}

static void fc_pass(fc_search *fs, int kind) {
    fc_set_kind(fs, kind);
    fc_list_links(fs);
    for (int cell = 0; cell < N_CELLS; cell++) {
        uint16_t cand = fs->g->cand[cell];
        if (mask_count(cand) < 2 || (kind == FC_Y && mask_count(cand) > 2)) continue;
        for (uint16_t m = cand; m; m = mask_rest(m)) {
            if ((fs->out_of_time = strat_out_of_time(fs->ctx))) return;
            fc_from_start(fs, fc_cand(cell, mask_lowest(m)));
        }
    }
}

/* The technique of the kept hint. */
static nonet_technique fc_technique(const fc_hint *h) {
    if (h->cycle) return fc_cycle_ids[h->kind];
    return h->kind == FC_X ? NONET_T_FORCING_X_CHAIN : NONET_T_FORCING_CHAIN;
}

/* The step of the kept hint: a cycle's eliminations, or the forcing
** chain's end: the start's candidate eliminated, or placed. */
static void fc_build_step(const fc_search *fs, nonet_step *s) {
    const fc_hint *h = &fs->best;
    step_init(s, fc_technique(h), 0);
    s->rating = h->rating;
    sec_add_states(s, h->path, h->n, h->cycle ? h->path[0] : -1);
    if (h->cycle) {
        int16_t removals[FC_CANDS];
        int n = fc_cycle_removals(fs, h->path, h->n, removals);
        for (int i = 0; i < n; i++) step_add_elimination(s, fc_cell(removals[i]), fc_digit(removals[i]));
        return;
    }
    int end = h->path[h->n - 1], k = end / 2;
    if (end & 1) step_add_placement(s, fc_cell(k), fc_digit(k));
    else step_add_elimination(s, fc_cell(k), fc_digit(k));
}

/* Which passes a request needs: all for SE's producer, else the kind's. */
static bool fc_pass_wanted(nonet_technique wanted, int kind) {
    if (wanted == NONET_T_NONE) return true;
    if (wanted == NONET_T_X_CYCLE || wanted == NONET_T_FORCING_X_CHAIN) return kind == FC_X;
    if (wanted == NONET_T_Y_CYCLE) return kind == FC_Y;
    return kind == FC_XY;
}

/* The search's memory for grid g (the solve's scratch when it has one),
** ready: each cell's peers (made once: it does not depend on the grid), the
** digits' cells, no hint kept; NULL when out of memory. The rest of the
** memory is written before it is read, per pass or per start. */
static fc_search *fc_setup(const nonet_grid *g, strat_ctx *ctx) {
    fc_search *fs = ctx->scratch ? ctx->scratch->forcing_chains : NULL;
    if (!fs) {
        if (!(fs = calloc(1, sizeof *fs))) return NULL;
        for (int c = 0; c < N_CELLS; c++) {
            uint8_t house[N_PEERS];
            se_house_order(c, house);
            fs->peers[c] = cellset_empty();
            for (int i = 0; i < N_PEERS; i++) cellset_add(&fs->peers[c], house[i]);
        }
    }
    if (ctx->scratch) ctx->scratch->forcing_chains = fs;
    fs->g = g;
    for (int d = 0; d < 10; d++) fs->holds[d] = cellset_empty();
    for (int c = 0; c < N_CELLS; c++)
        for (uint16_t m = g->cand[c]; m; m = mask_rest(m)) cellset_add(&fs->holds[mask_lowest(m)], c);
    fs->ctx = ctx;
    fs->wanted = NONET_T_NONE;
    fs->collect = NULL;
    fs->collect_user = NULL;
    fs->out_of_time = fs->have_best = false;
    return fs;
}

/*
** SE's producer: the cheapest hint of the three passes. In SE's order the
** first of its five rows (x_cycle) runs the whole producer and the others
** find nothing (they would find the same); otherwise ctx->wanted asks for
** one technique: its pass only, and its cheapest hint there.
*/
bool strat_forcing_chains(const nonet_grid *g, strat_ctx *ctx) {
    if (ctx->se_rules && ctx->wanted != NONET_T_X_CYCLE) return false;
    fc_search *fs = fc_setup(g, ctx);
    if (!fs) return strat_nomem(ctx);
    nonet_technique wanted = ctx->se_rules ? NONET_T_NONE : ctx->wanted;
    fs->wanted = wanted;
    for (int kind = FC_X; kind <= FC_XY && !fs->out_of_time; kind++)
        if (fc_pass_wanted(wanted, kind)) fc_pass(fs, kind);
    bool stop = false;
    if (fs->have_best && !fs->out_of_time) {
        nonet_step step;
        fc_build_step(fs, &step);
        stop = strat_emit(ctx, &step);
    }
    if (!ctx->scratch) forcing_chains_free(fs);
    return stop;
}

/* ---- the X pass in collect mode, by digit, from the memo ------------------- */

static void fc_memo_clear(fc_memo *m) {
    fc_memo_entry *e, *tmp;
    HASH_ITER(hh, m->map, e, tmp) {
        HASH_DEL(m->map, e);
        free(e);
    }
    m->n_hints = m->n_states = m->bytes = 0;
    m->stats.clears++;
}

static void fc_memo_free(fc_memo *m) {
    fc_memo_clear(m);
    free(m->hint);
    free(m->state);
    *m = (fc_memo){0};
}

/* Room for one more hint and n more states; false when out of memory. */
static bool fc_memo_reserve(fc_memo *m, size_t n) {
    if (m->n_hints == m->cap_hints) {
        size_t cap = m->cap_hints ? m->cap_hints * 2 : 1024;
        fc_memo_hint *h = realloc(m->hint, cap * sizeof *h);
        if (!h) return false;
        m->hint = h;
        m->cap_hints = cap;
    }
    if (m->n_states + n > m->cap_states) {
        size_t cap = m->cap_states ? m->cap_states * 2 : 16384;
        while (cap < m->n_states + n) cap *= 2;
        int16_t *st = realloc(m->state, cap * sizeof *st);
        if (!st) return false;
        m->state = st;
        m->cap_states = cap;
    }
    return true;
}

/* The collect function while a digit's X pass is made: keep the hint. */
static void fc_memo_keep(void *user, const fc_hint_found *h) {
    fc_search *fs = user;
    fc_memo *m = &fs->memo;
    size_t extra = (size_t)h->n + (h->cycle ? (size_t)h->n_removals : 0);
    if (m->failed || !fc_memo_reserve(m, extra)) {
        m->failed = true;
        return;
    }
    fc_memo_hint *x = &m->hint[m->n_hints++];
    *x = (fc_memo_hint){h->rating, fs->memo_start, h->states, h->n, h->cycle ? h->n_removals : 0, h->cycle,
                        m->n_states, m->n_states + (size_t)h->n};
    for (int i = 0; i < h->n; i++) m->state[m->n_states++] = (int16_t)h->path[i];
    for (int i = 0; i < x->n_removals; i++) m->state[m->n_states++] = h->removals[i];
}

/* Digit's places in the grid, as the memo's key. */
static fc_memo_key fc_memo_key_of(const nonet_grid *g, int digit) {
    fc_memo_key k = {{0, 0}, digit};
    for (int c = 0; c < N_CELLS; c++)
        if (mask_has(g->cand[c], digit)) k.cells[c >> 6] |= (uint64_t)1 << (c & 63);
    return k;
}

/* The X pass's hints for digit: from the memo, or found now from every
** start of the digit (the pass's links listed first, once: *listed) and
** kept. NULL when the time ran out or memory did. */
static fc_memo_entry *fc_memo_digit(fc_search *fs, int digit, bool *listed) {
    fc_memo *m = &fs->memo;
    fc_memo_key key = fc_memo_key_of(fs->g, digit);
    fc_memo_entry *e;
    HASH_FIND(hh, m->map, &key, sizeof key, e);
    if (e) {
        m->stats.hits++;
        return e;
    }
    m->stats.misses++;
    if (!*listed) fc_list_links(fs);
    *listed = true;
    size_t first = m->n_hints, states = m->n_states;
    fc_collect_fn fn = fs->collect;
    void *user = fs->collect_user;
    fs->collect = fc_memo_keep;
    fs->collect_user = fs;
    m->failed = false;
    for (int cell = 0; cell < N_CELLS && !m->failed; cell++) {
        if (!mask_has(fs->g->cand[cell], digit)) continue;
        if ((fs->out_of_time = strat_out_of_time(fs->ctx))) break;
        fs->memo_start = fc_cand(cell, digit);
        fc_from_start(fs, fs->memo_start);
    }
    fs->collect = fn;
    fs->collect_user = user;
    bool nomem = m->failed || (!fs->out_of_time && !(e = malloc(sizeof *e)));
    if (!fs->out_of_time && !nomem) {
        *e = (fc_memo_entry){.key = key, .first = first, .n = m->n_hints - first};
        HASH_ADD(hh, m->map, key, sizeof e->key, e);
        if (!e->hh.tbl) { /* the table could not take it */
            free(e);
            nomem = true;
        }
    }
    if (fs->out_of_time || nomem) {
        m->n_hints = first;
        m->n_states = states;
        m->failed = nomem; /* fc_collect tells the context */
        return NULL;
    }
    m->bytes += sizeof *e + e->n * sizeof(fc_memo_hint) + (m->n_states - states) * sizeof(int16_t);
    return e;
}

/* The X pass of collect mode: each digit's hints from the memo, given in
** the pass's order (starts by cell, digits ascending; each start's hints as
** found). False when the time or memory ran out. */
static bool fc_pass_x_memo(fc_search *fs) {
    fc_set_kind(fs, FC_X);
    size_t cap = fs->ctx->scratch && fs->ctx->scratch->fc_memo_cap ? fs->ctx->scratch->fc_memo_cap : FC_MEMO_BYTES;
    if (fs->memo.bytes > cap) fc_memo_clear(&fs->memo); /* never while entries are in use */
    if (fs->memo.bytes > fs->memo.stats.most_at_start) fs->memo.stats.most_at_start = fs->memo.bytes;
    fc_memo_entry *entry[10] = {NULL};
    size_t next[10] = {0};
    bool listed = false;
    for (int d = 1; d <= 9; d++)
        if (!(entry[d] = fc_memo_digit(fs, d, &listed))) return false;
    for (int cell = 0; cell < N_CELLS; cell++) {
        uint16_t cand = fs->g->cand[cell];
        for (uint16_t m = cand; m; m = mask_rest(m)) {
            int d = mask_lowest(m), k = fc_cand(cell, d);
            const fc_memo_entry *e = entry[d];
            for (; next[d] < e->n && fs->memo.hint[e->first + next[d]].start == k; next[d]++) {
                if (mask_count(cand) < 2) continue; /* not a start of the pass */
                const fc_memo_hint *x = &fs->memo.hint[e->first + next[d]];
                int path[FC_CANDS * 2];
                int16_t removals[FC_CANDS];
                for (int i = 0; i < x->n; i++) path[i] = fs->memo.state[x->path + (size_t)i];
                int n_removals = x->n_removals;
                for (int i = 0; i < n_removals; i++) removals[i] = fs->memo.state[x->removals + (size_t)i];
                if (!x->cycle) n_removals = fc_chain_removals(fs, path[x->n - 1], removals);
                fc_hint_found h = {x->rating, x->states, FC_X, x->cycle, path, x->n, removals, n_removals};
                fs->collect(fs->collect_user, &h);
            }
        }
    }
    return true;
}

bool fc_collect(const nonet_grid *g, strat_ctx *ctx, fc_collect_fn fn, void *user) {
    fc_search *fs = fc_setup(g, ctx);
    if (!fs) return !strat_nomem(ctx); /* not done */
    fs->collect = fn;
    fs->collect_user = user;
    /* The memo lives in the solve's scratch; without one the X pass runs
    ** as the other two (its hints as found: what the memo must equal). */
    if (!ctx->scratch)
        fc_pass(fs, FC_X);
    else if (!fc_pass_x_memo(fs)) {
        fs->out_of_time = true; /* stops the passes */
        if (fs->memo.failed) strat_nomem(ctx);
    }
    for (int kind = FC_Y; kind <= FC_XY && !fs->out_of_time; kind++) fc_pass(fs, kind);
    bool done = !fs->out_of_time;
    if (!ctx->scratch) forcing_chains_free(fs);
    return done;
}

fc_memo_stats fc_memo_stats_of(const strat_scratch *scratch) {
    fc_memo_stats none = {0};
    if (!scratch->forcing_chains) return none;
    fc_memo_stats st = scratch->forcing_chains->memo.stats;
    st.bytes = scratch->forcing_chains->memo.bytes;
    return st;
}

void forcing_chains_free(struct fc_search *fs) {
    if (!fs) return;
    fc_memo_free(&fs->memo);
    free(fs);
}
