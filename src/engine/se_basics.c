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
#include "se_grid.h"
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

/* Did some digit of digits change its places in unit u since ctx's
** se_before (true without one)? */
static bool se_moved(const nonet_grid *g, const strat_ctx *ctx, int u, uint16_t digits) {
    if (!ctx->se_before) return true;
    for (uint16_t m = digits; m; m = mask_rest(m))
        if (ctx->se_before->where[u][mask_lowest(m)] != g->where[u][mask_lowest(m)]) return true;
    return false;
}

/* Did some cell of the positions set of unit u lose a candidate since
** ctx's se_before (true without one)? */
static bool se_cells_moved(const nonet_grid *g, const strat_ctx *ctx, int u, uint32_t set) {
    if (!ctx->se_before) return true;
    for (uint32_t m = set; m; m &= m - 1) {
        int c = unit_cells[u][__builtin_ctz(m)];
        if (ctx->se_before->cand[c] != g->cand[c]) return true;
    }
    return false;
}

/* Per unit, the digits whose places changed since ctx's se_before (all
** without one): the digits se_moved lets through, found once for a whole
** scan instead of per unit and digit tried. */
static void se_moved_digits(const nonet_grid *g, const strat_ctx *ctx, uint16_t moved[N_UNITS]) {
    for (int u = 0; u < N_UNITS; u++) {
        moved[u] = ctx->se_before ? 0 : MASK_ALL;
        for (int d = 1; d <= 9 && ctx->se_before; d++)
            if (ctx->se_before->where[u][d] != g->where[u][d]) moved[u] |= mask_of(d);
    }
}

/* Empty cells of unit u. */
static int se_empty(const nonet_grid *g, int u) { return 9 - mask_count(g->placed[u]); }

/* Naked set at positions set of unit u: each cell two or more candidates,
** n digits in all; the digits leave the unit's other cells. */
static bool se_naked_at(const nonet_grid *g, strat_ctx *ctx, int u, uint32_t set, int n) {
    if (!se_cells_moved(g, ctx, u, set)) return false;
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
    if (!se_moved(g, ctx, u, digits)) return false;
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

/* The items of unit u a naked (hidden) set of size n can take: bit i for
** the cell at position i (the digit i + 1) with 2..n candidates (places);
** a set with any other item is no set. */
static uint32_t se_set_items(const nonet_grid *g, int u, int n, bool hidden) {
    uint32_t items = 0;
    for (int i = 0; i < 9; i++) {
        int count = mask_count(hidden ? g->where[u][i + 1] : g->cand[unit_cells[u][i]]);
        if (count >= 2 && count <= n) items |= 1u << i;
    }
    return items;
}

/* The set of items (bits of items) that index set picks: bit j of index
** the j-th lowest item. Index sets in se_next_combination's order give
** the sets in that order too (the map keeps the items' order). */
static uint32_t se_pick(uint32_t index, uint32_t items) {
    uint32_t set = 0;
    for (int j = 0; items; j++, items &= items - 1)
        if (index >> j & 1) set |= items & (0u - items);
    return set;
}

/* Naked (hidden) sets of size n: units box, column, row; sets of the
** unit's items (se_set_items) only, in SE's order. */
static bool se_sets(const nonet_grid *g, strat_ctx *ctx, int n, bool hidden) {
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < 9; i++) {
            int u = unit_of_kind(se_unit_kinds[k], i), empty = se_empty(g, u);
            if ((hidden ? empty <= 2 * n : empty < 2 * n) || !se_moved(g, ctx, u, MASK_ALL)) continue;
            uint32_t items = se_set_items(g, u, n, hidden), index = (1u << n) - 1;
            if (__builtin_popcount(items) < n) continue;
            do {
                uint32_t set = se_pick(index, items);
                if (hidden ? se_hidden_at(g, ctx, u, set, n) : se_naked_at(g, ctx, u, set, n)) return true;
            } while (se_next_combination(&index, __builtin_popcount(items)));
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
    bool moved = false;
    for (uint32_t m = set; m && !moved; m &= m - 1) moved = se_moved(g, ctx, unit_of_kind(base, __builtin_ctz(m)), mask_of(digit));
    if (!moved) return false;
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
        uint32_t lines[10] = {0}, any = 0; /* per digit: base lines with 2..n places */
        for (int d = 1; d <= 9; d++)
            for (int i = 0; i < 9 && placed[d] + 2 * n <= 9; i++) {
                int count = mask_count(g->where[unit_of_kind(bases[b], i)][d]);
                if (count >= 2 && count <= n) lines[d] |= 1u << i;
            }
        for (int d = 1; d <= 9; d++) any |= lines[d];
        if (__builtin_popcount(any) < n) continue;
        uint32_t index = (1u << n) - 1;
        do {
            uint32_t set = se_pick(index, any);
            for (int d = 1; d <= 9; d++)
                if ((set & ~lines[d]) == 0 && se_fish_at(g, ctx, bases[b], set, n, d)) return true;
        } while (se_next_combination(&index, __builtin_popcount(any)));
    }
    return false;
}

/* The positions in unit a of the cells it shares with unit b (a box and a
** line that cross). */
static uint16_t se_shared(int a, int b) {
    if (unit_kind(a) == UNIT_BOX) return unit_kind(b) == UNIT_ROW ? triple_positions(b % 3) : box_col_positions(b % 9 % 3);
    int box = b - 18;
    return triple_positions(unit_kind(a) == UNIT_ROW ? box % 3 : box / 3);
}

/* Pointing (base a box) or claiming (base a line): digit's places in base
** (two or more) all in cover, and some in the rest of cover (se_locking
** tests both); it leaves cover's other cells. */
static bool se_locking_at(const nonet_grid *g, strat_ctx *ctx, int base, int cover, int digit) {
    if (!se_moved(g, ctx, base, mask_of(digit))) return false;
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

/* The j-th (0..2, ascending) unit of the pair's second kind that crosses
** unit i of its first: box-column, box-row, column-box, row-box. */
static int se_crossing(int pair, int i, int j) {
    switch (pair) {
    case 0: return 3 * (i % 3) + j;
    case 1: return 3 * (i / 3) + j;
    case 2: return 3 * j + i / 3;
    default: return 3 * (i / 3) + j;
    }
}

/* SE's intersections: box-column, box-row (pointing), column-box, row-box
** (claiming) pairs, digits ascending; ctx->wanted: pointing or claiming
** only (NONET_T_NONE: both, as SE's one search). */
bool se_locking(const nonet_grid *g, strat_ctx *ctx) {
    static const int pairs[4][2] = {{UNIT_BOX, UNIT_COL}, {UNIT_BOX, UNIT_ROW}, {UNIT_COL, UNIT_BOX}, {UNIT_ROW, UNIT_BOX}};
    int first = ctx->wanted == NONET_T_CLAIMING ? 2 : 0, last = ctx->wanted == NONET_T_POINTING ? 2 : 4;
    uint16_t moved[N_UNITS]; /* only these digits pass se_locking_at's first test */
    se_moved_digits(g, ctx, moved);
    for (int p = first; p < last; p++)
        for (int i1 = 0; i1 < 9; i1++) {
            int base = unit_of_kind(pairs[p][0], i1);
            for (int j = 0; j < 3 && moved[base]; j++) {
                int cover = unit_of_kind(pairs[p][1], se_crossing(p, i1, j));
                uint16_t in_base = se_shared(base, cover), in_cover = se_shared(cover, base);
                for (uint16_t m = moved[base]; m; m = mask_rest(m)) {
                    int d = mask_lowest(m);
                    uint16_t w = g->where[base][d];
                    if ((w & ~in_base) || !(w & (w - 1)) || !(g->where[cover][d] & ~in_cover)) continue;
                    if (se_locking_at(g, ctx, base, cover, d)) return true;
                }
            }
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
