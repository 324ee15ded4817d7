/*
** se_basics.c -- the basic techniques as Sudoku Explainer 1.2.1.3 finds
** them, for SE's order (the solver's NONET_ORDER_SE): SE's rating of a
** puzzle is its path's hardest step, and the path depends on which
** instance SE meets first and on what each removes. The techniques are the
** pipeline's (subsets.c, fish.c, intersections.c, wings.c explain why they
** are sound); what differs is SE's reading of them:
**
**  - naked sets: per unit (boxes, then columns, then rows), in a unit with
**    at least twice as many empty cells as the set's size; the digits
**    leave that unit only (a set in a box and a line is found in each, as
**    two steps: SE has no locked sets);
**  - hidden sets: the same units, in a unit with more than twice as many
**    empty cells as the set's size;
**  - fish: columns as the base first, then rows; a digit only when it
**    still lacks at least twice the fish's size of its nine places;
**  - pointing and claiming: one search, box-column, box-row, column-box,
**    row-box pairs;
**  - XY- and XYZ-Wing: pivot cells row by row, wings in the order SE lists
**    a cell's peers (box, row, column).
** Sets of cells, digits and lines are tried in SE's order (se_scan.h); the
** first instance that removes something is the step. The step records
** follow the pipeline's conventions for each technique.
*/
#include "se_scan.h"
#include "strategy.h"

static const int se_unit_kinds[3] = {UNIT_BOX, UNIT_COL, UNIT_ROW};

static const nonet_technique se_naked_ids[5] = {NONET_T_NONE, NONET_T_NONE, NONET_T_NAKED_PAIR,
                                                NONET_T_NAKED_TRIPLE, NONET_T_NAKED_QUAD};
static const nonet_technique se_hidden_ids[5] = {NONET_T_NONE, NONET_T_NONE, NONET_T_HIDDEN_PAIR,
                                                 NONET_T_HIDDEN_TRIPLE, NONET_T_HIDDEN_QUAD};
static const nonet_technique se_fish_ids[5] = {NONET_T_NONE, NONET_T_NONE, NONET_T_X_WING, NONET_T_SWORDFISH,
                                               NONET_T_JELLYFISH};

/* The size (2..4) of technique t in ids, 0 when it is none of them. */
static int se_size_of(nonet_technique t, const nonet_technique ids[5]) {
    for (int n = 2; n <= 4; n++)
        if (ids[n] == t) return n;
    return 0;
}

/* Empty cells of unit u. */
static int se_empty(const nonet_grid *g, int u) { return 9 - mask_count(g->placed[u]); }

/* Naked set at positions set of unit u: each cell two or more candidates,
** n digits in all; the digits leave the unit's other cells. */
static bool se_naked_at(const nonet_grid *g, strat_ctx *ctx, int u, uint32_t set, int n) {
    uint16_t digits = 0;
    for (uint32_t m = set; m; m &= m - 1) {
        uint16_t cand = g->cand[unit_cells[u][__builtin_ctz(m)]];
        if (mask_count(cand) < 2) return false;
        digits |= cand;
    }
    if (mask_count(digits) != n) return false;
    nonet_step s;
    step_init(&s, se_naked_ids[n], 0);
    s.digits = digits;
    for (int i = 0; i < 9; i++) {
        int c = unit_cells[u][i];
        if (set >> i & 1) step_add_pattern_cell(&s, c, g->cand[c], NONET_ROLE_PATTERN);
        else step_add_eliminations(&s, c, (uint16_t)(g->cand[c] & digits));
    }
    step_add_unit(&s, u, NONET_ROLE_PATTERN);
    return strat_emit(ctx, &s);
}

/* Hidden set of the digits in set (bit d-1) in unit u: each two or more
** places, n places in all; those cells lose their other digits. */
static bool se_hidden_at(const nonet_grid *g, strat_ctx *ctx, int u, uint32_t set, int n) {
    uint16_t places = 0, digits = (uint16_t)set;
    for (uint16_t m = digits; m; m = mask_rest(m)) {
        uint16_t w = g->where[u][mask_lowest(m)];
        if (mask_count(w) < 2) return false;
        places |= w;
    }
    if (mask_count(places) != n) return false;
    nonet_step s;
    step_init(&s, se_hidden_ids[n], 0);
    s.digits = digits;
    for (uint16_t m = places; m; m = mask_rest(m)) {
        int c = unit_cells[u][mask_first_index(m)];
        step_add_pattern_cell(&s, c, (uint16_t)(g->cand[c] & digits), NONET_ROLE_PATTERN);
        step_add_eliminations(&s, c, (uint16_t)(g->cand[c] & ~digits));
    }
    step_add_unit(&s, u, NONET_ROLE_PATTERN);
    return strat_emit(ctx, &s);
}

/* Naked (hidden) sets of size n: units box, column, row. */
static bool se_sets(const nonet_grid *g, strat_ctx *ctx, int n, bool hidden) {
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < 9; i++) {
            int u = unit_of_kind(se_unit_kinds[k], i), empty = se_empty(g, u);
            if (hidden ? empty <= 2 * n : empty < 2 * n) continue;
            uint32_t set = (1u << n) - 1;
            do {
                if (hidden ? se_hidden_at(g, ctx, u, set, n) : se_naked_at(g, ctx, u, set, n)) return true;
            } while (se_next_combination(&set, 9));
        }
    return false;
}

/* SE's naked sets: the size ctx->wanted names. */
bool se_naked_subset(const nonet_grid *g, strat_ctx *ctx) {
    int n = se_size_of(ctx->wanted, se_naked_ids);
    return n && se_sets(g, ctx, n, false);
}

/* SE's hidden sets: the size ctx->wanted names. */
bool se_hidden_subset(const nonet_grid *g, strat_ctx *ctx) {
    int n = se_size_of(ctx->wanted, se_hidden_ids);
    return n && se_sets(g, ctx, n, true);
}

/* How many cells hold each digit (index 1..9). */
static void se_placed_counts(const nonet_grid *g, int count[10]) {
    for (int d = 0; d <= 9; d++) count[d] = 0;
    for (int c = 0; c < N_CELLS; c++) count[g->value[c]]++;
}

/* A fish of digit on the base lines in set (of kind base): each base line
** two or more places, n cover lines in all; the digit leaves the cover
** lines outside the base lines. */
static bool se_fish_at(const nonet_grid *g, strat_ctx *ctx, int base, uint32_t set, int n, int digit) {
    int cover = base == UNIT_COL ? UNIT_ROW : UNIT_COL;
    uint16_t covers = 0;
    for (uint32_t m = set; m; m &= m - 1) {
        uint16_t w = g->where[unit_of_kind(base, __builtin_ctz(m))][digit];
        if (mask_count(w) < 2) return false;
        covers |= w;
    }
    if (mask_count(covers) != n) return false;
    nonet_step s;
    step_init(&s, se_fish_ids[n], 0);
    s.digits = mask_of(digit);
    for (uint32_t m = set; m; m &= m - 1) step_add_unit(&s, unit_of_kind(base, __builtin_ctz(m)), NONET_ROLE_BASE);
    for (uint16_t m = covers; m; m = mask_rest(m)) {
        int u = unit_of_kind(cover, mask_first_index(m));
        step_add_unit(&s, u, NONET_ROLE_COVER);
        for (int i = 0; i < 9; i++) {
            int c = unit_cells[u][i];
            if (!mask_has(g->cand[c], digit)) continue;
            if (set >> i & 1) step_add_mark(&s, c, digit, NONET_ROLE_BASE);
            else step_add_elimination(&s, c, digit);
        }
    }
    return strat_emit(ctx, &s);
}

/* SE's fish of the size ctx->wanted names: base columns then rows; sets of
** lines in SE's order, digits ascending within each. */
bool se_fish(const nonet_grid *g, strat_ctx *ctx) {
    int n = se_size_of(ctx->wanted, se_fish_ids), placed[10];
    if (!n) return false;
    se_placed_counts(g, placed);
    static const int bases[2] = {UNIT_COL, UNIT_ROW};
    for (int b = 0; b < 2; b++) {
        uint32_t set = (1u << n) - 1;
        do {
            for (int d = 1; d <= 9; d++)
                if (placed[d] + 2 * n <= 9 && se_fish_at(g, ctx, bases[b], set, n, d)) return true;
        } while (se_next_combination(&set, 9));
    }
    return false;
}

/* Does line (a row or column unit) cross box? */
static bool se_crosses(int line, int box) {
    int b = box - 18, i = line % 9;
    return unit_kind(line) == UNIT_ROW ? i / 3 == b / 3 : i / 3 == b % 3;
}

/* Pointing (base a box) or claiming (base a line): digit's places in base
** all in cover; it leaves cover's other cells. */
static bool se_locking_at(const nonet_grid *g, strat_ctx *ctx, int base, int cover, int digit) {
    uint16_t w = g->where[base][digit];
    if (mask_count(w) < 2) return false;
    for (uint16_t m = w; m; m = mask_rest(m))
        if (!cell_in_unit(unit_cells[base][mask_first_index(m)], cover)) return false;
    nonet_step s;
    step_init(&s, unit_kind(base) == UNIT_BOX ? NONET_T_POINTING : NONET_T_CLAIMING, 0);
    s.digits = mask_of(digit);
    step_add_unit(&s, base, NONET_ROLE_BASE);
    step_add_unit(&s, cover, NONET_ROLE_COVER);
    for (int i = 0; i < 9; i++) {
        int c = unit_cells[cover][i];
        if (!mask_has(g->cand[c], digit)) continue;
        if (cell_in_unit(c, base)) step_add_pattern_cell(&s, c, mask_of(digit), NONET_ROLE_PATTERN);
        else step_add_elimination(&s, c, digit);
    }
    return strat_emit(ctx, &s);
}

/* SE's intersections: box-column, box-row (pointing), column-box, row-box
** (claiming) pairs, digits ascending; ctx->wanted: pointing or claiming
** only (NONET_T_NONE: both, as SE's one search). */
bool se_locking(const nonet_grid *g, strat_ctx *ctx) {
    static const int pairs[4][2] = {{UNIT_BOX, UNIT_COL}, {UNIT_BOX, UNIT_ROW}, {UNIT_COL, UNIT_BOX}, {UNIT_ROW, UNIT_BOX}};
    int first = ctx->wanted == NONET_T_CLAIMING ? 2 : 0, last = ctx->wanted == NONET_T_POINTING ? 2 : 4;
    for (int p = first; p < last; p++)
        for (int i1 = 0; i1 < 9; i1++)
            for (int i2 = 0; i2 < 9; i2++) {
                int base = unit_of_kind(pairs[p][0], i1), cover = unit_of_kind(pairs[p][1], i2);
                int line = pairs[p][0] == UNIT_BOX ? cover : base, box = pairs[p][0] == UNIT_BOX ? base : cover;
                if (!se_crosses(line, box)) continue;
                for (int d = 1; d <= 9; d++)
                    if (se_locking_at(g, ctx, base, cover, d)) return true;
            }
    return false;
}

/* XY-Wing (xyz false: pivot xy, wings xz and yz, three digits, none in all
** three) or XYZ-Wing (pivot xyz, z in all three): z leaves the cells that
** see both wings (and the pivot, for XYZ). */
static bool se_wing_at(const nonet_grid *g, strat_ctx *ctx, int pivot, int xz, int yz, bool xyz) {
    uint16_t a = g->cand[pivot], b = g->cand[xz], c = g->cand[yz];
    if (mask_count(c) != 2 || mask_count((uint16_t)(a | b | c)) != 3) return false;
    if (mask_count((uint16_t)(a & b & c)) != (xyz ? 1 : 0)) return false;
    int z = mask_lowest((uint16_t)(b & c));
    nonet_step s;
    step_init(&s, xyz ? NONET_T_XYZ_WING : NONET_T_XY_WING, 0);
    s.digits = (uint16_t)(a | b | c);
    step_add_pattern_cell(&s, pivot, a, NONET_ROLE_PIVOT);
    step_add_pattern_cell(&s, xz, b, NONET_ROLE_PINCER);
    step_add_pattern_cell(&s, yz, c, NONET_ROLE_PINCER);
    for (int v = 0; v < N_CELLS; v++)
        if (v != pivot && v != xz && v != yz && mask_has(g->cand[v], z) && cells_see(v, xz) && cells_see(v, yz) &&
            (!xyz || cells_see(v, pivot)))
            step_add_elimination(&s, v, z);
    return strat_emit(ctx, &s);
}

/* SE's XY-Wing or XYZ-Wing (as ctx->wanted names): pivots row by row with
** two (three) candidates, wings among its peers in SE's order. */
bool se_xy_wing(const nonet_grid *g, strat_ctx *ctx) {
    bool xyz = ctx->wanted == NONET_T_XYZ_WING;
    for (int pivot = 0; pivot < N_CELLS; pivot++) {
        if (mask_count(g->cand[pivot]) != (xyz ? 3 : 2)) continue;
        uint8_t house[N_PEERS];
        se_house_order(pivot, house);
        for (int i = 0; i < N_PEERS; i++) {
            uint16_t b = g->cand[house[i]];
            if (mask_count(b) != 2 || mask_count((uint16_t)(g->cand[pivot] & ~b)) != 1) continue;
            for (int j = 0; j < N_PEERS; j++)
                if (se_wing_at(g, ctx, pivot, house[i], house[j], xyz)) return true;
        }
    }
    return false;
}
