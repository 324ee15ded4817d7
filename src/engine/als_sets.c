/*
** als_sets.c -- listing the almost locked sets of a position (see als_sets.h).
**
** Per unit, every subset of its empty cells is tried once: the digits of a
** subset are those of the subset without its lowest cell plus that cell's,
** so a table of 2^k unions (k <= 9 empty cells) costs one OR per subset.
*/
#include "als_sets.h"

#include <stdlib.h>
#include <string.h>

#include "mask.h"
#include "tables.h"

/* The cell sets every ALS is measured against: peers and places per digit. */
static void als_prepare(als_list *list, const nonet_grid *g) {
    list->grid = g;
    list->n = 0;
    for (int digit = 0; digit <= 9; digit++) list->holds[digit] = cellset_empty();
    memcpy(list->peers, cell_peer_sets, sizeof list->peers);
    for (int cell = 0; cell < N_CELLS; cell++)
        for (uint16_t m = g->cand[cell]; m; m = mask_rest(m)) cellset_add(&list->holds[mask_lowest(m)], cell);
}

/*
** Is a set of cells of unit (given by their rows and columns, as masks)
** also inside a unit listed earlier? Units are visited rows, columns,
** boxes: a single cell belongs to its row first, a set inside one row or
** one column of a box to that line.
*/
static bool als_seen_earlier(int unit, uint16_t rows, uint16_t cols) {
    int kind = unit_kind(unit);
    if (kind == UNIT_ROW) return false;
    if (kind == UNIT_COL) return mask_single(rows);
    return mask_single(rows) || mask_single(cols);
}

/* One unit's scan: its empty cells, which of them hold each digit, and the
** common peers of each set of places met so far (sets of ALS of one unit
** share their places of a digit often: each is computed once). */
typedef struct unit_scan {
    int unit, k, cells[9];
    uint16_t holding[10];     /* holding[d]: bits (into cells[]) of the cells with d */
    uint8_t known[1u << 9];   /* common[p] computed */
    cellset common[1u << 9];  /* common peers of the cells of p */
} unit_scan;

/* The cells that see every cell of places (bits into scan->cells). */
static cellset scan_common_peers(const als_list *list, unit_scan *scan, unsigned places) {
    if (!scan->known[places]) {
        cellset common = {{~(uint64_t)0, ~(uint64_t)0}};
        for (unsigned m = places; m; m &= m - 1)
            common = cellset_and(common, list->peers[scan->cells[mask_first_index((uint16_t)m)]]);
        scan->common[places] = common;
        scan->known[places] = 1;
    }
    return scan->common[places];
}

/* Fill a's per-digit common peers (a is the subset of scan's cells). */
static void als_fill_sees(const als_list *list, unit_scan *scan, als *a, unsigned subset) {
    for (uint16_t m = a->digits; m; m = mask_rest(m)) {
        int digit = mask_lowest(m);
        cellset common = scan_common_peers(list, scan, subset & scan->holding[digit]);
        a->sees[digit - 1] = cellset_minus(common, a->cells);
    }
}

/* Append the ALS made of the cells of subset (bits into scan's cells). */
static void als_append(als_list *list, unit_scan *scan, unsigned subset, uint16_t digits) {
    if (list->n >= ALS_MAX) return;
    als *a = &list->sets[list->n];
    uint16_t rows = 0, cols = 0;
    a->cells = cellset_empty();
    a->n = 0;
    for (unsigned m = subset; m; m &= m - 1) {
        int cell = scan->cells[mask_first_index((uint16_t)m)];
        cellset_add(&a->cells, cell);
        rows |= (uint16_t)(1u << cell_row(cell));
        cols |= (uint16_t)(1u << cell_col(cell));
        a->n++;
    }
    if (als_seen_earlier(scan->unit, rows, cols)) return;
    a->digits = digits;
    a->unit = (uint8_t)scan->unit;
    als_fill_sees(list, scan, a, subset);
    list->n++;
}

void als_subset_digits(const nonet_grid *g, const int cells[], int n, uint16_t digits[]) {
    digits[0] = 0;
    for (unsigned subset = 1; subset < (1u << n); subset++) {
        unsigned low = subset & (0u - subset);
        digits[subset] = (uint16_t)(digits[subset ^ low] | g->cand[cells[mask_first_index((uint16_t)low)]]);
    }
}

/* Every ALS of one unit: subsets of its empty cells of at most
** ALS_MAX_CELLS cells holding one digit more than cells. */
static void als_collect_unit(als_list *list, unit_scan *scan, int unit) {
    const nonet_grid *g = list->grid;
    scan->unit = unit;
    scan->k = 0;
    for (int d = 0; d <= 9; d++) scan->holding[d] = 0;
    for (int i = 0; i < 9; i++) {
        int cell = unit_cells[unit][i];
        if (g->value[cell]) continue;
        for (uint16_t m = g->cand[cell]; m; m = mask_rest(m)) scan->holding[mask_lowest(m)] |= (uint16_t)(1u << scan->k);
        scan->cells[scan->k++] = cell;
    }
    memset(scan->known, 0, (size_t)1 << scan->k);
    uint16_t digits[1u << 9];
    als_subset_digits(g, scan->cells, scan->k, digits);
    for (unsigned subset = 1; subset < (1u << scan->k); subset++) {
        int n = mask_count((uint16_t)subset);
        if (n <= ALS_MAX_CELLS && mask_count(digits[subset]) == n + 1) als_append(list, scan, subset, digits[subset]);
    }
}

/* File every set under the first place of each of its digits. */
static void als_index(als_list *list) {
    for (int d = 0; d < 9; d++)
        for (int c = 0; c < N_CELLS; c++) list->first[d][c] = -1;
    for (int i = list->n - 1; i >= 0; i--) {
        const als *a = &list->sets[i];
        for (uint16_t m = a->digits; m; m = mask_rest(m)) {
            int digit = mask_lowest(m), cell = cellset_first(als_digit_cells(list, a, digit));
            list->next[i][digit - 1] = list->first[digit - 1][cell];
            list->first[digit - 1][cell] = (int16_t)i;
        }
    }
}

void als_collect(als_list *list, const nonet_grid *g) {
    unit_scan scan;
    als_prepare(list, g);
    for (int unit = 0; unit < N_UNITS; unit++) als_collect_unit(list, &scan, unit);
    als_index(list);
}

/*
** b's places of digit all lie in a's sees[digit]: every place in a sees
** every place in b. Since sees excludes a's own cells, no place is in both
** sets either (a place of a inside b would be a place of b inside a).
** So a candidate partner on digit has its first place in a's cells that
** hold digit and see all of a's places: the index lists them.
*/
int als_partners(const als_list *list, int i, int after, als_partner out[], uint16_t rcc_of[]) {
    const als *a = &list->sets[i];
    int n = 0;
    for (uint16_t m = a->digits; m; m = mask_rest(m)) {
        int digit = mask_lowest(m);
        cellset sees = a->sees[digit - 1], starts = als_targets(list, a, digit);
        for (cellset rest = starts; !cellset_is_empty(rest);) {
            int c = cellset_pop(&rest);
            for (int j = list->first[digit - 1][c]; j >= 0; j = list->next[j][digit - 1]) {
                if (j <= after || !cellset_within(als_digit_cells(list, &list->sets[j], digit), sees)) continue;
                if (!rcc_of[j]) out[n++].index = (int16_t)j;
                rcc_of[j] |= mask_of(digit);
            }
        }
    }
    for (int k = 0; k < n; k++) {
        out[k].rcc = rcc_of[out[k].index];
        rcc_of[out[k].index] = 0;
    }
    return n;
}

int als_eliminate(nonet_step *s, cellset targets, int digit) {
    int n = 0;
    for (cellset rest = targets; !cellset_is_empty(rest); n++) {
        int c = cellset_pop(&rest);
        step_add_elimination(s, c, digit);
    }
    return n;
}

void als_add_pattern(nonet_step *s, const als_list *list, const als *a, nonet_role role) {
    for (cellset rest = a->cells; !cellset_is_empty(rest);) {
        int c = cellset_pop(&rest);
        step_add_cell(s, c);
        step_add_marks_also(s, c, list->grid->cand[c], role);
    }
    step_add_unit(s, a->unit, role);
}

void als_add_rcc_link(nonet_step *s, const als_list *list, const als *a, const als *b, int digit) {
    int from = cellset_first(als_digit_cells(list, a, digit));
    int to = cellset_first(als_digit_cells(list, b, digit));
    if (from >= 0 && to >= 0) step_add_link(s, from, digit, to, digit, false);
}

const als_list *als_cache_list(als_cache *cache, const nonet_grid *g) {
    if (!cache->have_list || memcmp(cache->cand, g->cand, sizeof cache->cand)) {
        als_collect(&cache->list, g);
        memcpy(cache->cand, g->cand, sizeof cache->cand);
        cache->have_list = true;
        memset(cache->rcc_n, 0xff, sizeof cache->rcc_n);
        memset(cache->other_n, 0xff, sizeof cache->other_n);
        cache->rcc_used = 0;
    }
    cache->list.grid = g;
    return &cache->list;
}

/* Room for n more partners; false when out of memory. */
static bool rccs_reserve(als_cache *cache, size_t n) {
    if (cache->rcc_used + n <= cache->rcc_cap) return true;
    size_t cap = cache->rcc_cap ? cache->rcc_cap : (size_t)1 << 16;
    while (cap < cache->rcc_used + n) cap *= 2;
    als_partner *grown = realloc(cache->rccs, cap * sizeof *grown);
    if (!grown) return false;
    cache->rccs = grown;
    cache->rcc_cap = cap;
    return true;
}

const als_partner *als_cache_rccs_find(als_cache *cache, int i, int *n) {
    if (!rccs_reserve(cache, (size_t)cache->list.n + 1)) return NULL;
    int found = als_partners(&cache->list, i, -1, cache->rccs + cache->rcc_used, cache->rcc_of);
    cache->rcc_at[i] = (int32_t)cache->rcc_used;
    cache->rcc_n[i] = (int16_t)found;
    cache->rccs[cache->rcc_used + (size_t)found] = ALS_SENTINEL;
    cache->rcc_used += (size_t)found + 1;
    *n = found;
    return cache->rccs + cache->rcc_at[i];
}

const als_partner *als_cache_rccs_other_find(als_cache *cache, int i, int digit, int *n, int *n_all) {
    if (!als_cache_rccs(cache, i, n_all) || !rccs_reserve(cache, (size_t)*n_all + 1)) return NULL;
    const als_partner *all = cache->rccs + cache->rcc_at[i]; /* after the reserve: it may move rccs */
    als_partner *out = cache->rccs + cache->rcc_used;
    int kept = 0;
    for (int k = 0; k < *n_all; k++)
        if (all[k].rcc & (uint16_t)~mask_of(digit)) out[kept++] = all[k];
    out[kept] = ALS_SENTINEL;
    cache->other_at[i][digit - 1] = (int32_t)cache->rcc_used;
    cache->other_n[i][digit - 1] = (int16_t)kept;
    cache->rcc_used += (size_t)kept + 1;
    *n = kept;
    return out;
}

void als_cache_release(als_cache *cache) {
    free(cache->rccs);
    cache->rccs = NULL;
    cache->rcc_cap = cache->rcc_used = 0;
    cache->have_list = false;
}
