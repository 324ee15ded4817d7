/*
** se_chain.c -- the implication engine of Sudoku Explainer's chaining
** ladder (see se_chain.h for the rules it follows).
*/
#include "se_chain.h"

#include <stdlib.h>
#include <string.h>

#include "se_scan.h"
#include "strategy.h"

void sec_grid_from(sec_grid *out, const nonet_grid *g) {
    memcpy(out->cand, g->cand, sizeof out->cand);
    memcpy(out->where, g->where, sizeof out->where);
}

bool sec_engine_init(sec_engine *e) {
    e->stamp = 0;
    e->seen = calloc(SEC_MAX_NODES, sizeof *e->seen);
    return e->seen != NULL;
}

void sec_engine_free(sec_engine *e) {
    free(e->seen);
    e->seen = NULL;
}

void sec_run_free(sec_run *r) {
    if (!r) return;
    free(r->parent);
    r->parent = NULL;
    r->cap_parents = 0;
}

/* sec_reserve's growth, out of line: runs past the first rarely need it. */
static bool sec_grow(sec_run *r, int n) {
    int cap = r->cap_parents ? r->cap_parents * 2 : 4096;
    while (cap < r->n_parents + n) cap *= 2;
    int32_t *p = realloc(r->parent, (size_t)cap * sizeof *p);
    if (!p) return false;
    r->parent = p;
    r->cap_parents = cap;
    return true;
}

/* Room for n more parents (the only allocation: grows, never shrinks). */
static inline bool sec_reserve(sec_run *r, int n) { return r->n_parents + n <= r->cap_parents || sec_grow(r, n); }

/* Make node i the one of key (findable by key, a bit of r->reached). */
static inline void sec_register(sec_run *r, int key, int i) {
    r->index[key] = (int16_t)i;
    r->reached[key >> 6] |= (uint64_t)1 << (key & 63);
}

/* A new node for key with cause and first parent from (-1: none);
** registered (findable by key) unless it is a contradiction's second
** state. Returns its index, or -1 when out of memory. */
static inline int sec_new_node(sec_run *r, int key, int cause, int from, bool registered) {
    if (!sec_reserve(r, 1 + 2 * N_PEERS)) return -1;
    int i = r->n_nodes++;
    r->node[i] = (sec_node){.key = (int16_t)key, .cause = (uint8_t)cause, .first = r->n_parents, .nested = -1};
    if (from >= 0) {
        r->parent[r->n_parents++] = from;
        r->node[i].n_parents = 1;
    }
    if (registered) sec_register(r, key, i);
    return i;
}

/* Add the off state of candidate k (reached in this run, so known) as a
** parent of the newest node. */
static void sec_add_parent(sec_run *r, int k) {
    int p = r->index[k * 2];
    if (p < 0) return; /* cannot happen: only off states reduce the grid */
    r->parent[r->n_parents++] = p;
    r->node[r->n_nodes - 1].n_parents++;
}

/* Hidden parents of an on state that came through a reduction: the
** digits the run removed from its cell (cause SEC_CELL), or the places of
** its digit the run removed from its unit. */
static void sec_hidden_parents(sec_run *r, const sec_grid *src, const sec_grid *work, int k, int cause) {
    int cell = sec_cell(k), digit = sec_digit(k);
    if (cause == SEC_CELL) {
        for (uint16_t m = (uint16_t)(src->cand[cell] & ~work->cand[cell]); m; m = mask_rest(m))
            sec_add_parent(r, sec_cand(cell, mask_lowest(m)));
        return;
    }
    int u = cell_units[cell][cause == SEC_BOX ? UNIT_BOX : cause == SEC_ROW ? UNIT_ROW : UNIT_COL];
    for (uint16_t m = (uint16_t)(src->where[u][digit] & ~work->where[u][digit]); m; m = mask_rest(m))
        sec_add_parent(r, sec_cand(unit_cells[u][mask_first_index(m)], digit));
}

double sec_length_increment(int complexity) {
    double added = 0.0;
    int ceil = 4, length = complexity - 2;
    for (bool odd = false; length > ceil; odd = !odd) {
        added += 0.1;
        ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
    }
    return added;
}

/* Is the link from state key to state to a plain one (no rule on the
** reduced grid behind it)? An on state is reached by a strong link; an off
** state by a weak link from an on state of a peer or of the same cell. */
static bool sec_link_plain(int key, int to) {
    int k = key / 2, cell = sec_cell(k), digit = sec_digit(k), to_cell = sec_cell(to / 2), to_digit = sec_digit(to / 2);
    return (to & 1) || ((key & 1) && (cell == to_cell ? digit != to_digit : digit == to_digit && cells_see(cell, to_cell)));
}

/* The rule of the link into state i + 1 of a path (none known past it:
** a loop's closing link). */
static step_by sec_by_at(const step_by by[], int i, int n) { return by && i + 1 < n ? by[i + 1] : STEP_BY_NONE; }

void sec_add_states(nonet_step *s, const int key[], int n, int close) { sec_add_states_by(s, key, NULL, n, close); }

void sec_add_states_by(nonet_step *s, const int key[], const step_by by[], int n, int close) {
    for (int i = 0; i < n; i++) {
        int k = key[i] / 2, cell = sec_cell(k), digit = sec_digit(k);
        bool on = key[i] & 1, listed = false;
        s->digits |= mask_of(digit);
        step_add_mark(s, cell, digit, on ? NONET_ROLE_COLOR_A : NONET_ROLE_COLOR_B);
        for (int j = 0; j < s->n_cells; j++) listed |= s->cells[j] == cell;
        if (!listed) step_add_cell(s, cell);
        int to = i + 1 < n ? key[i + 1] : close;
        if (to < 0) continue;
        int to_cell = sec_cell(to / 2), to_digit = sec_digit(to / 2);
        /* an off state no plain link reaches: a rule on the reduced grid */
        if (sec_link_plain(key[i], to)) step_add_link(s, cell, digit, to_cell, to_digit, to & 1);
        else step_add_rule_link(s, cell, digit, to_cell, to_digit, on, sec_by_at(by, i, n));
    }
}

static nonet_candidate sec_candidate_of(int key) {
    return (nonet_candidate){(uint8_t)sec_cell(key / 2), (uint8_t)sec_digit(key / 2)};
}

int sec_add_inner_states(nonet_step *s, int explains, const int key[], const step_by by[], int n, int close) {
    int added = 0;
    for (int i = 0; i < n; i++) {
        int to = i + 1 < n ? key[i + 1] : close;
        if (to < 0) continue;
        if (!step_add_inner_link(s, explains, sec_candidate_of(key[i]), sec_candidate_of(to), key[i] & 1, to & 1,
                                 !sec_link_plain(key[i], to), sec_by_at(by, i, n)))
            break;
        added++;
    }
    return added;
}

/* Remove candidate k from the working grid (a dynamic off state). */
static void sec_remove(sec_grid *w, int k) {
    int cell = sec_cell(k), digit = sec_digit(k);
    w->cand[cell] &= (uint16_t)~mask_of(digit);
    for (int t = 0; t < 3; t++) w->where[cell_units[cell][t]][digit] &= (uint16_t)~cell_position(cell, t);
}

struct sec_state {
    sec_engine *e;
    sec_run *r;
    const sec_grid *src;
    sec_grid work;
    const sec_rules *rules;
    int on_head, on_tail, off_head, off_tail;
};

/* Turn off candidate k, implied by on node p. False when it is on already
** (the contradiction is recorded). */
static bool sec_imply_off(sec_state *s, int p, int k) {
    sec_run *r = s->r;
    if (r->index[k * 2 + 1] >= 0) {
        r->absurd_on = r->index[k * 2 + 1];
        r->absurd_off = sec_new_node(r, k * 2, sec_cell(k) == sec_cell(r->node[p].key / 2) ? SEC_CELL : SEC_BOX, p, false);
        return false;
    }
    if (r->index[k * 2] >= 0) return true;
    int i = sec_new_node(r, k * 2, SEC_START, p, true);
    if (i < 0) return r->failed = true, false;
    r->queue_off[s->off_tail++] = (int16_t)i;
    return true;
}

/* Candidate k is off in run r and not on (sec_imply_off would do
** nothing): the common case, tested before paying for a call. */
static inline bool sec_off_already(const sec_run *r, int k) { return r->index[k * 2] >= 0 && r->index[k * 2 + 1] < 0; }

/* sec_imply_off for the places of digit in unit u (bits of places, in
** unit order), skipping those already off (sec_off_already). */
static bool sec_imply_off_places(sec_state *s, int p, int u, int digit, uint16_t places) {
    for (; places; places = mask_rest(places)) {
        int k = sec_cand(unit_cells[u][mask_first_index(places)], digit);
        if (!sec_off_already(s->r, k) && !sec_imply_off(s, p, k)) return false;
    }
    return true;
}

/* An on node's consequences: its cell's other digits (Y) and its digit's
** other places in its box, then the rest of its row, then the rest of its
** column go off (SE's house order, se_house_order), read from the working
** grid's places by unit rather than by testing all 20 peers. */
static bool sec_take_on(sec_state *s, int p) {
    int k = s->r->node[p].key / 2, cell = sec_cell(k), digit = sec_digit(k);
    if (s->rules->y_links)
        for (uint16_t m = s->work.cand[cell]; m; m = mask_rest(m))
            if (mask_lowest(m) != digit && !sec_off_already(s->r, sec_cand(cell, mask_lowest(m))) &&
                !sec_imply_off(s, p, sec_cand(cell, mask_lowest(m))))
                return false;
    int unit[3];
    uint16_t place[3];
    sec_peer_places(s->work.where, cell, digit, unit, place);
    return sec_imply_off_places(s, p, unit[0], digit, place[0]) && sec_imply_off_places(s, p, unit[1], digit, place[1]) &&
           sec_imply_off_places(s, p, unit[2], digit, place[2]);
}

/* An off node's consequences (seen before its own removal), then, in a
** dynamic run, its removal from the working grid. */
static bool sec_take_off(sec_state *s, int p) {
    sec_run *r = s->r;
    int k = r->node[p].key / 2;
    int16_t on[4];
    uint8_t cause[4];
    int n = sec_off_to_on(s->work.cand, s->work.where, s->rules->y_links, true, k, on, cause);
    bool ok = true;
    for (int i = 0; i < n && ok; i++) {
        int key = on[i] * 2 + 1;
        bool absurd = r->index[key - 1] >= 0;
        if (!absurd && r->index[key] >= 0) continue;
        int j = sec_new_node(r, key, cause[i], p, !absurd);
        if (j < 0) return r->failed = true, false;
        if (s->rules->dynamic) sec_hidden_parents(r, s->src, &s->work, on[i], cause[i]);
        if (absurd) {
            r->absurd_on = j;
            r->absurd_off = r->index[key - 1];
            ok = false;
        } else {
            r->queue_on[s->on_tail++] = (int16_t)j;
        }
    }
    if (s->rules->dynamic) sec_remove(&s->work, k);
    return ok;
}

/* ---- Dynamic+: techniques on the working grid ------------------------ */

/* Add the off node of candidate (cell, digit) as a parent of node i, if the
** run removed it (only those are parents). */
static void sec_rule_parent(sec_state *s, int cell, int digit, int *n) {
    if (!mask_has(s->src->cand[cell], digit) || mask_has(s->work.cand[cell], digit)) return;
    int p = s->r->index[sec_cand(cell, digit) * 2];
    if (p < 0) return;
    s->r->parent[s->r->n_parents++] = p;
    (*n)++;
}

/* The candidates a technique's step on the working grid rests on that the
** run removed (SE's rule parents), appended to the parent pool; returns
** how many. Intersections and fish: the digit's removed places in the base
** units outside every cover unit; hidden pair: the pair's digits removed
** from the unit's other cells; naked pair: the cells' removed digits. */
static int sec_rule_parents(sec_state *s, const nonet_step *step) {
    int n = 0, digit = mask_lowest(step->digits);
    if (!sec_reserve(s->r, 2 * N_CELLS)) return 0;
    if (step->technique == NONET_T_NAKED_PAIR) {
        for (int i = 0; i < step->n_cells; i++)
            for (uint16_t m = (uint16_t)(s->src->cand[step->cells[i]] & ~step->digits); m; m = mask_rest(m))
                sec_rule_parent(s, step->cells[i], mask_lowest(m), &n);
        return n;
    }
    if (step->technique == NONET_T_HIDDEN_PAIR) {
        int u = step->units[0].unit;
        for (int i = 0; i < 9; i++)
            for (uint16_t m = step->digits; m; m = mask_rest(m)) sec_rule_parent(s, unit_cells[u][i], mask_lowest(m), &n);
        return n;
    }
    for (int b = 0; b < step->n_units; b++) {
        if (step->units[b].role != NONET_ROLE_BASE) continue;
        for (int i = 0; i < 9; i++) {
            int c = unit_cells[step->units[b].unit][i];
            bool covered = false;
            for (int v = 0; v < step->n_units; v++)
                covered |= step->units[v].role == NONET_ROLE_COVER && cell_in_unit(c, step->units[v].unit);
            if (!covered) sec_rule_parent(s, c, digit, &n);
        }
    }
    return n;
}

typedef struct sec_collect {
    sec_state *s;
    bool any; /* some step rested on the run's removals */
} sec_collect;

/* Where the rule of node j is: the first two units of step (pointing's
** box and line, claiming's line and box, a pair's unit, an X-Wing's base
** lines: se_basics.c lists them so). */
static void sec_note_rule_units(sec_run *r, int j, const nonet_step *step) {
    for (int u = 0; u < 2; u++) r->rule_unit[j][u] = (int8_t)(u < step->n_units ? step->units[u].unit : -1);
}

/* One step of a technique on the working grid: when it rests on the run's
** removals, each candidate it removes goes off (once), with those removals
** as its parents. */
static bool sec_take_rule_step(strat_ctx *ctx, nonet_step *step) {
    sec_collect *c = ctx->user;
    sec_run *r = c->s->r;
    int first = r->n_parents, n = sec_rule_parents(c->s, step);
    if (n == 0) return false;
    c->any = true;
    for (int i = 0; i < step->n_eliminations; i++) {
        int key = sec_cand(step->eliminations[i].cell, step->eliminations[i].digit) * 2;
        if (r->index[key] >= 0 || !sec_reserve(r, 1)) continue;
        int j = r->n_nodes++;
        r->node[j] = (sec_node){.key = (int16_t)key, .cause = SEC_ADVANCED, .rule = (uint8_t)step->technique,
                                .first = first, .n_parents = n, .nested = -1};
        sec_note_rule_units(r, j, step);
        sec_register(r, key, j);
        r->queue_off[c->s->off_tail++] = (int16_t)j;
    }
    return false;
}

/* Dynamic+: the first technique (SE's order: intersections, hidden pair,
** naked pair, X-Wing) with steps resting on the run's removals turns what
** they remove off; when none does, the nested rules (level 2 and up) may.
** True when something new is waiting. */
static bool sec_advanced(sec_state *s) {
    nonet_grid view = *s->rules->base;
    memcpy(view.cand, s->work.cand, sizeof view.cand);
    memcpy(view.where, s->work.where, sizeof view.where);
    static const nonet_technique wanted[4] = {NONET_T_NONE, NONET_T_HIDDEN_PAIR, NONET_T_NAKED_PAIR, NONET_T_X_WING};
    bool (*const finders[4])(const nonet_grid *, strat_ctx *) = {se_locking, se_hidden_subset, se_naked_subset, se_fish};
    sec_collect c = {.s = s};
    for (int i = 0; i < 4 && !c.any; i++) {
        strat_ctx ctx = {.emit = sec_take_rule_step, .user = &c, .wanted = wanted[i], .se_rules = true, .se_before = s->src};
        finders[i](&view, &ctx);
    }
    if (!c.any && s->rules->level >= 2 && s->rules->nested) s->rules->nested(s->rules->nested_user, s, &view);
    return s->off_head < s->off_tail;
}

const sec_grid *sec_state_src(const sec_state *s) { return s->src; }
const sec_grid *sec_state_work(const sec_state *s) { return &s->work; }
const sec_run *sec_state_run(const sec_state *s) { return s->r; }

bool sec_push_advanced(sec_state *s, int k, const int16_t parent_cand[], int n, int32_t nested) {
    sec_run *r = s->r;
    if (r->index[k * 2] >= 0) return true;
    if (!sec_reserve(r, n)) return r->failed = true, false;
    int j = r->n_nodes++, first = r->n_parents;
    for (int i = 0; i < n; i++) {
        int p = r->index[parent_cand[i] * 2];
        if (p >= 0) r->parent[r->n_parents++] = p;
    }
    r->node[j] = (sec_node){.key = (int16_t)(k * 2), .cause = SEC_ADVANCED, .first = first,
                            .n_parents = r->n_parents - first, .nested = nested};
    sec_register(r, k * 2, j);
    r->queue_off[s->off_tail++] = (int16_t)j;
    return true;
}

/* Every key of run r unreached: a new run's index is cleared whole, a
** used one's only at the few keys its last run reached. */
static void sec_clear_index(sec_run *r) {
    if (!r->indexed) memset(r->index, 0xff, sizeof r->index);
    else
        for (int i = 0; i < r->n_nodes; i++) r->index[r->node[i].key] = -1;
    memset(r->reached, 0, sizeof r->reached);
    r->indexed = true;
}

bool sec_run_chain(sec_engine *e, sec_run *r, const sec_grid *src, const sec_rules *rules, int cand, bool on) {
    sec_state s; /* set field by field: work is copied, not zeroed first */
    s.e = e;
    s.r = r;
    s.src = src;
    s.rules = rules;
    s.on_head = s.on_tail = s.off_head = s.off_tail = 0;
    memcpy(&s.work, src, sizeof s.work);
    sec_clear_index(r);
    r->n_nodes = r->n_parents = 0;
    r->absurd_on = r->absurd_off = -1;
    r->failed = false;
    int start = sec_new_node(r, cand * 2 + on, SEC_START, -1, true);
    if (start < 0) return r->failed = true, false;
    if (on) r->queue_on[s.on_tail++] = (int16_t)start;
    else r->queue_off[s.off_tail++] = (int16_t)start;
    bool going = true;
    while (going && (s.on_head < s.on_tail || s.off_head < s.off_tail)) {
        if (s.on_head < s.on_tail) going = sec_take_on(&s, r->queue_on[s.on_head++]);
        else going = sec_take_off(&s, r->queue_off[s.off_head++]);
        if (going && s.on_head == s.on_tail && s.off_head == s.off_tail && rules->level > 0) sec_advanced(&s);
    }
    return r->absurd_on >= 0 && !r->failed;
}

int sec_ancestor_list(sec_engine *e, const sec_run *r, int node, int limit, int16_t todo[]) {
    uint32_t stamp = ++e->stamp;
    if (stamp == 0) {
        memset(e->seen, 0, SEC_MAX_NODES * sizeof *e->seen);
        stamp = e->stamp = 1;
    }
    int head = 0, tail = 0;
    todo[tail++] = (int16_t)node;
    e->seen[node] = stamp;
    while (head < tail) {
        const sec_node *n = &r->node[todo[head++]];
        if (head > limit) return head;
        for (int i = 0; i < n->n_parents; i++) {
            int p = r->parent[n->first + i];
            if (e->seen[p] == stamp) continue;
            e->seen[p] = stamp;
            todo[tail++] = (int16_t)p;
        }
    }
    return head;
}

int sec_ancestors(sec_engine *e, const sec_run *r, int node, int limit) {
    int16_t todo[SEC_MAX_NODES];
    return sec_ancestor_list(e, r, node, limit, todo);
}

/* The technique that turned node i off, and where (STEP_BY_NONE if
** none did). */
static step_by sec_by_of(const sec_run *r, int i) {
    if (!r->node[i].rule) return STEP_BY_NONE;
    return (step_by){r->node[i].rule, {r->rule_unit[i][0], r->rule_unit[i][1]}};
}

int sec_path_nested(const sec_run *r, int node, int key[], int32_t nested[], step_by by[], int max) {
    int16_t back[SEC_MAX_NODES];
    int n = 0;
    for (int i = node; i >= 0 && n < SEC_MAX_NODES; n++) {
        back[n] = (int16_t)i;
        i = r->node[i].n_parents ? r->parent[r->node[i].first] : -1;
    }
    int from = n > max ? n - max : 0, m = 0;
    for (int i = n - 1; i >= from; i--, m++) {
        const sec_node *x = &r->node[back[i]];
        key[m] = x->key;
        if (nested) nested[m] = x->nested;
        if (by) by[m] = sec_by_of(r, back[i]);
    }
    return m;
}

int sec_path(const sec_run *r, int node, int key[], int max) { return sec_path_nested(r, node, key, NULL, NULL, max); }

int sec_path_by(const sec_run *r, int node, int key[], step_by by[], int max) {
    return sec_path_nested(r, node, key, NULL, by, max);
}

sec_run *sec_pool_next(sec_pool *pool) {
    if (pool->n_used == pool->n_runs) {
        sec_run **run = realloc(pool->run, (size_t)(pool->n_runs + 1) * sizeof *run);
        if (!run) return NULL;
        pool->run = run;
        if (!(run[pool->n_runs] = calloc(1, sizeof **run))) return NULL;
        pool->n_runs++;
    }
    return pool->run[pool->n_used++];
}

void sec_pool_free(sec_pool *pool) {
    for (int i = 0; i < pool->n_runs; i++) {
        sec_run_free(pool->run[i]);
        free(pool->run[i]);
    }
    free(pool->run);
    *pool = (sec_pool){0};
}
