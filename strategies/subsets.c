/*
** subsets.c -- naked and hidden subsets (pairs, triples, quads) and the
** locked pair and triple.
**
** Naked subset: N cells of a unit whose candidates together are N digits.
** Those digits fill those cells, so they leave every other cell of the
** unit (of each unit the N cells share).
** Hidden subset: N digits whose places in a unit are together N cells.
** Those cells take those digits, so every other digit leaves them.
**
**   naked pair in r3                    hidden pair 1,5 in r3
**   r3: {15} . {159} {15} . {59} ..     r3: {1257} . {237} {1569} . {239}
**        ^pair        ^pair                  ^ 1,5 only here  ^ and here
**   => 1,5 leave r3c3 and r3c6          => 2,7 leave r3c1; 6,9 leave r3c4
**
** A locked pair or triple is a naked pair or triple whose cells share a box
** and a line and that removes candidates in both (HoDoKu's definition: a
** subset sharing both units that removes in only one is a naked subset).
** It is reported only under the locked id.
**
** Sound: N cells need N different digits; when only N digits are open to
** them they use all N, so no other cell of a shared unit can take one
** (naked). N digits must each appear in the unit; when only N cells can
** hold them, each of those cells holds one of them (hidden).
**
** Step conventions (the renderer relies on them): cells = the subset's
** cells; digits = its digits; marks = its digits in its cells (ROLE_PATTERN);
** units = the unit(s) (ROLE_PATTERN): for naked subsets every unit the cells
** share, box first, with the eliminations of all of them in one step; for
** hidden ones units[0] = the unit. Each subset is reported once: units are
** scanned boxes, rows, columns, and a subset is reported from the first
** unit in that order where it stands.
*/
#include "se_scan.h"
#include "strategy.h"

typedef struct subset_search subset_search;

/* Called with the chosen items and the union of their masks; true = stop. */
typedef bool (*subset_found_fn)(subset_search *s, uint16_t chosen, uint16_t covered);

/* One search for subsets of one size in one unit. Items are the unit's
** cells (naked: mask = the cell's candidates) or digits (hidden: mask = the
** digit's places in the unit); bit i of a mask of items stands for item i. */
struct subset_search {
    const nonet_grid *g;
    strat_ctx *ctx;
    int unit, size;
    uint16_t item_mask[9];
    subset_found_fn found;
};

/* Subset sizes: pairs to quads. The tables below are indexed by size. */
#define SUBSET_MIN 2
#define SUBSET_MAX 4

static const nonet_technique naked_ids[SUBSET_MAX + 1] = {
    [2] = NONET_T_NAKED_PAIR, [3] = NONET_T_NAKED_TRIPLE, [4] = NONET_T_NAKED_QUAD};
static const nonet_technique locked_ids[SUBSET_MAX + 1] = {
    [2] = NONET_T_LOCKED_PAIR, [3] = NONET_T_LOCKED_TRIPLE}; /* no locked quad */
static const nonet_technique hidden_ids[SUBSET_MAX + 1] = {
    [2] = NONET_T_HIDDEN_PAIR, [3] = NONET_T_HIDDEN_TRIPLE, [4] = NONET_T_HIDDEN_QUAD};

/*
** Every way to add `left` items from `rest` (n_rest of them) to `chosen` so
** that the union of their masks has exactly s->size bits; s->found gets
** each. A branch is cut as soon as its union exceeds the size. This one
** loop serves naked subsets (choosing cells) and hidden ones (choosing
** digits).
*/
static bool choose_items(subset_search *s, uint16_t rest, int n_rest, uint16_t chosen,
                         uint16_t covered, int left) {
    if (left == 0) return mask_count(covered) == s->size && s->found(s, chosen, covered);
    for (uint16_t m = rest; n_rest >= left; m = mask_rest(m)) {
        int item = mask_first_index(m);
        uint16_t joined = covered | s->item_mask[item];
        n_rest--;
        if (mask_count(joined) > s->size) continue;
        if (choose_items(s, mask_rest(m), n_rest, chosen | mask_of(item + 1), joined, left - 1))
            return true;
    }
    return false;
}

/* Start choose_items over items, if there are enough of them. */
static bool choose_subsets(subset_search *s, uint16_t items) {
    int n_items = mask_count(items);
    return n_items >= s->size && choose_items(s, items, n_items, 0, 0, s->size);
}

/* The units all cells share, box first; returns how many (1 or 2). */
static int common_units(const int *cells, int n, int out[3]) {
    int count = 0;
    for (int k = 0; k < 3; k++) {
        int unit = cell_units[cells[0]][unit_kinds_box_first[k]];
        bool shared = true;
        for (int i = 1; i < n; i++) shared = shared && cell_in_unit(cells[i], unit);
        if (shared) out[count++] = unit;
    }
    return count;
}

/* The positions, within unit, of cells (all in unit). */
static uint16_t positions_in(int unit, const int *cells, int n) {
    uint16_t positions = 0;
    for (int i = 0; i < n; i++) positions |= cell_position(cells[i], unit_kind(unit));
    return positions;
}

/* Add the removal of digits from unit's cells outside the subset. */
static void eliminate_around(const nonet_grid *g, nonet_step *step, int unit, const int *cells,
                             int n, uint16_t digits) {
    uint16_t subset = positions_in(unit, cells, n);
    for (uint16_t m = digits; m; m = mask_rest(m)) {
        int digit = mask_lowest(m);
        step_add_unit_eliminations(step, unit, g->where[unit][digit] & (uint16_t)~subset, digit);
    }
}

/* HoDoKu's locked subset: a pair or triple in a box and a line that
** removes candidates both inside the box and on the line outside it. */
static bool removes_in_box_and_line(const nonet_step *step, int box) {
    bool in_box = false, off_box = false;
    for (int i = 0; i < step->n_eliminations; i++) {
        bool here = cell_units[step->eliminations[i].cell][UNIT_BOX] == box;
        in_box = in_box || here;
        off_box = off_box || !here;
    }
    return in_box && off_box;
}

/* Complete the pattern part of a subset step (cells, marks, units) and emit. */
static bool emit_subset(const nonet_grid *g, strat_ctx *ctx, nonet_step *step, const int *cells,
                        int n, const int *units, int n_units) {
    for (int i = 0; i < n; i++)
        step_add_pattern_cell(step, cells[i], g->cand[cells[i]] & step->digits, NONET_ROLE_PATTERN);
    for (int k = 0; k < n_units; k++) step_add_unit(step, units[k], NONET_ROLE_PATTERN);
    return strat_emit(ctx, step);
}

/* A naked subset: the cells at positions of s->unit hold only digits. */
static bool naked_found(subset_search *s, uint16_t positions, uint16_t digits) {
    int cells[9], units[3];
    int n = unit_cells_of(s->unit, positions, cells);
    int n_units = common_units(cells, n, units);
    if (units[0] != s->unit) return false; /* reported from the shared box */
    nonet_step step;
    step_init(&step, naked_ids[s->size], 0);
    step.digits = digits;
    for (int k = 0; k < n_units; k++) eliminate_around(s->g, &step, units[k], cells, n, digits);
    if (!step_productive(&step)) return false;
    if (n_units == 2 && locked_ids[s->size] != NONET_T_NONE && removes_in_box_and_line(&step, units[0]))
        step.technique = locked_ids[s->size];
    if (s->ctx->wanted != NONET_T_NONE && s->ctx->wanted != step.technique) return false;
    return emit_subset(s->g, s->ctx, &step, cells, n, units, n_units);
}

/* Does the hidden subset also stand in a unit scanned before s->unit? */
static bool hidden_seen_before(const subset_search *s, const int *cells, int n, uint16_t digits) {
    int units[3], n_units = common_units(cells, n, units);
    for (int k = 0; k < n_units && units[k] != s->unit; k++) {
        uint16_t subset = positions_in(units[k], cells, n);
        bool hidden = true;
        for (uint16_t m = digits; m; m = mask_rest(m))
            hidden = hidden && !(s->g->where[units[k]][mask_lowest(m)] & (uint16_t)~subset);
        if (hidden) return true;
    }
    return false;
}

/* A hidden subset: digits have their places of s->unit at positions. */
static bool hidden_found(subset_search *s, uint16_t digits, uint16_t positions) {
    int cells[9], n = unit_cells_of(s->unit, positions, cells);
    uint16_t extra = 0;
    for (int i = 0; i < n; i++) extra |= s->g->cand[cells[i]] & (uint16_t)~digits;
    if (!extra || hidden_seen_before(s, cells, n, digits)) return false;
    nonet_step step;
    step_init(&step, hidden_ids[s->size], 0);
    step.digits = digits;
    for (int i = 0; i < n; i++) step_add_eliminations(&step, cells[i], s->g->cand[cells[i]] & (uint16_t)~digits);
    return emit_subset(s->g, s->ctx, &step, cells, n, &s->unit, 1);
}

/* Naked subsets of s->size in s->unit: choose among cells with 1..size
** candidates. */
static bool naked_in_unit(subset_search *s) {
    uint16_t items = 0;
    for (int i = 0; i < 9; i++) {
        uint16_t cand = s->g->cand[unit_cells[s->unit][i]];
        s->item_mask[i] = cand;
        if (cand && mask_count(cand) <= s->size) items |= mask_of(i + 1);
    }
    return choose_subsets(s, items);
}

/* Hidden subsets of s->size in s->unit: choose among open digits with
** 1..size places; the unit needs more empty cells than size. */
static bool hidden_in_unit(subset_search *s) {
    uint16_t open = grid_open_digits(s->g, s->unit), items = 0;
    if (mask_count(open) <= s->size) return false;
    for (int digit = 1; digit <= 9; digit++) {
        uint16_t places = s->g->where[s->unit][digit];
        s->item_mask[digit - 1] = places;
        if (places && mask_count(places) <= s->size) items |= mask_of(digit);
    }
    return choose_subsets(s, items);
}

/* Run in_unit over the units of the first n_kinds kinds in scan order. */
static bool search_units(subset_search *s, bool (*in_unit)(subset_search *), int n_kinds) {
    for (int k = 0; k < n_kinds; k++)
        for (int i = 0; i < 9; i++) {
            s->unit = unit_of_kind(unit_kinds_box_first[k], i);
            if (strat_unit_wanted(s->ctx, s->unit) && in_unit(s)) return true;
        }
    return false;
}

/* The subset size of technique t in either table, 0 for NONET_T_NONE (all
** sizes), -1 when t is none of them. */
static int size_of(nonet_technique t, const nonet_technique *ids, const nonet_technique *more) {
    if (t == NONET_T_NONE) return 0;
    for (int size = SUBSET_MIN; size <= SUBSET_MAX; size++)
        if (ids[size] == t || (more && more[size] == t)) return size;
    return -1;
}

/* Search sizes SUBSET_MIN..SUBSET_MAX (or the one size asked for) with found and in_unit. */
static bool search_sizes(subset_search *s, int wanted_size, bool (*in_unit)(subset_search *),
                         int n_kinds) {
    for (int size = SUBSET_MIN; size <= SUBSET_MAX; size++) {
        if (wanted_size && size != wanted_size) continue;
        s->size = size;
        if (search_units(s, in_unit, n_kinds)) return true;
    }
    return false;
}

/*
** Naked pair, triple, quad and locked pair, triple: whichever ctx->wanted
** names (all when NONET_T_NONE). A locked subset lies in a box, so a search
** for locked ones scans boxes only. Returns true when ctx asked to stop.
*/
bool strat_naked_subset(const nonet_grid *g, strat_ctx *ctx) {
    if (ctx->se_rules) return se_naked_subset(g, ctx);
    int wanted_size = size_of(ctx->wanted, naked_ids, locked_ids);
    if (wanted_size < 0) return false;
    bool locked_only = ctx->wanted == NONET_T_LOCKED_PAIR || ctx->wanted == NONET_T_LOCKED_TRIPLE;
    subset_search s = {g, ctx, 0, 0, {0}, naked_found};
    return search_sizes(&s, wanted_size, naked_in_unit, locked_only ? 1 : 3);
}

/* Hidden pair, triple, quad: whichever ctx->wanted names (all for NONE). */
bool strat_hidden_subset(const nonet_grid *g, strat_ctx *ctx) {
    if (ctx->se_rules) return se_hidden_subset(g, ctx);
    int wanted_size = size_of(ctx->wanted, hidden_ids, NULL);
    if (wanted_size < 0) return false;
    subset_search s = {g, ctx, 0, 0, {0}, hidden_found};
    return search_sizes(&s, wanted_size, hidden_in_unit, 3);
}
