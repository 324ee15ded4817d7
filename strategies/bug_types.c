/*
** bug_types.c -- Sudoku Explainer's Bivalue Universal Grave, types 1 to 4,
** as SE 1.2.1.3 finds and rates them (5.6-6.x). They run only in SE's order
** (HoDoKu's BUG+1 is bug.c's).
**
** Take out of the position the "BUG digits": in each unit, a digit with
** other than two places must have exactly one place in a cell of three or
** more candidates (the BUG cell of that digit). If then every empty cell
** is bivalue and every digit has two places in every unit, the rest is a
** BUG (no solution or several), so some BUG digit is true in its cell:
**
**   type 1 (5.6): one BUG cell: it is one of its BUG digits, its other
**                 digits go;
**   type 2 (5.7): one BUG digit in several cells: it leaves every cell
**                 that sees them all;
**   type 3 (5.7 + 0.1 per set digit beyond one): the BUG digits act as one
**                 cell of a naked set with cells of a unit all BUG cells
**                 share: the set's digits leave the unit's other cells;
**   type 4 (5.7): two BUG cells in one unit with one common non-BUG digit
**                 d: each keeps only its BUG digits and d.
** As SE: units box, row, column; digits ascending; the BUG cells in the
** order found; the search gives up as soon as two BUG cells with two BUG
** digits see no cell in common. The first hint found is the step (types 2
** then 4 when one digit; 4 then 3 otherwise).
**
** Sound: the puzzle has one solution (a uniqueness technique).
** Step records: cells = the BUG cells; marks: each BUG cell's BUG digits
** (pattern), type 3's set cells (colour A); units: type 3's and 4's unit;
** digits = the BUG digits; variant = the type; rating = SE's.
*/
#include <string.h>

#include "se_scan.h"
#include "strategy.h"

/* The BUG found: cells in order, each one's BUG digits, their union, the
** cells all of them see (-1: no BUG cell yet), and the position without
** the BUG digits. */
typedef struct bug_state {
    int cells[N_CELLS], n;
    uint16_t digits_of[N_CELLS];
    uint16_t all;
    bool any_common;
    bool common[N_CELLS];
    uint16_t rest[N_CELLS];
} bug_state;

static const int bug_kinds[3] = {UNIT_BOX, UNIT_ROW, UNIT_COL};

/* Add BUG digit d in cell c; false when the search must give up. */
static bool bug_add(bug_state *b, int c, int d) {
    bool listed = false;
    for (int i = 0; i < b->n; i++) listed |= b->cells[i] == c;
    if (!listed) b->cells[b->n++] = c;
    b->digits_of[c] |= mask_of(d);
    b->all |= mask_of(d);
    b->rest[c] &= (uint16_t)~mask_of(d);
    bool empty = true;
    for (int x = 0; x < N_CELLS; x++) {
        bool keep = x != c && cells_see(x, c) && (!b->any_common || b->common[x]);
        for (int i = 0; i < b->n; i++) keep &= x != b->cells[i];
        b->common[x] = keep;
        empty &= !keep;
    }
    b->any_common = true;
    return !(b->n > 1 && mask_count(b->all) > 1 && empty);
}

/* Collect the BUG digits unit by unit; false when there is no BUG. */
static bool bug_collect(const nonet_grid *g, bug_state *b) {
    for (int c = 0; c < N_CELLS; c++) b->rest[c] = g->cand[c];
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < 9; i++) {
            int u = unit_of_kind(bug_kinds[k], i);
            for (int d = 1; d <= 9; d++) {
                uint16_t w = g->where[u][d];
                if (w == 0 || mask_count(w) == 2) continue;
                int found = -1, n = 0;
                for (uint16_t m = w; m; m = mask_rest(m)) {
                    int c = unit_cells[u][mask_first_index(m)];
                    if (mask_count(g->cand[c]) >= 3) found = c, n++;
                }
                if (n == 0) return false;
                if (n == 1 && !bug_add(b, found, d)) return false;
            }
        }
    return true;
}

/* Without the BUG digits: every empty cell bivalue, every digit twice (or
** never) in every unit. */
static bool bug_rest_is_grave(const nonet_grid *g, const bug_state *b) {
    for (int c = 0; c < N_CELLS; c++)
        if (!g->value[c] && mask_count(b->rest[c]) != 2) return false;
    for (int u = 0; u < N_UNITS; u++)
        for (int d = 1; d <= 9; d++) {
            int n = 0;
            for (int i = 0; i < 9; i++) n += mask_has(b->rest[unit_cells[u][i]], d);
            if (n != 0 && n != 2) return false;
        }
    return true;
}

/* A step of this type: the BUG cells and their BUG digits. */
static void bug_step_init(const bug_state *b, nonet_step *s, int type, double rating) {
    step_init(s, NONET_T_BUG, type);
    s->rating = rating;
    s->digits = b->all;
    for (int i = 0; i < b->n; i++)
        step_add_pattern_cell(s, b->cells[i], b->digits_of[b->cells[i]], NONET_ROLE_PATTERN);
}

/* The unit of kind all BUG cells share, or -1. */
static int bug_shared_unit(const bug_state *b, int kind) {
    int u = cell_units[b->cells[0]][kind];
    for (int i = 1; i < b->n; i++)
        if (cell_units[b->cells[i]][kind] != u) return -1;
    return u;
}

/* Type 1: the one BUG cell keeps only its BUG digits. */
static bool bug_type1(const nonet_grid *g, const bug_state *b, nonet_step *s) {
    int c = b->cells[0];
    bug_step_init(b, s, 1, 5.6);
    step_add_eliminations(s, c, (uint16_t)(g->cand[c] & ~b->all));
    return step_productive(s);
}

/* Type 2: the one BUG digit leaves the cells every BUG cell sees. */
static bool bug_type2(const nonet_grid *g, const bug_state *b, nonet_step *s) {
    int d = mask_lowest(b->all);
    bug_step_init(b, s, 2, 5.7);
    for (int c = 0; c < N_CELLS; c++)
        if (b->common[c] && mask_has(g->cand[c], d)) step_add_elimination(s, c, d);
    return step_productive(s);
}

/* Type 4: two BUG cells sharing a unit (the first kind of box, row,
** column) and one common digit d beside the BUG digits: each keeps its BUG
** digits and d. */
static bool bug_type4(const nonet_grid *g, const bug_state *b, nonet_step *s) {
    int c1 = b->cells[0], c2 = b->cells[1];
    uint16_t common = (uint16_t)(g->cand[c1] & g->cand[c2] & ~b->all);
    if (mask_count(common) != 1) return false;
    for (int k = 0; k < 3; k++) {
        int u = bug_shared_unit(b, bug_kinds[k]);
        if (u < 0) continue;
        bug_step_init(b, s, 4, 5.7);
        step_add_unit(s, u, NONET_ROLE_PATTERN);
        step_add_eliminations(s, c1, (uint16_t)(g->cand[c1] & ~b->digits_of[c1] & ~common));
        step_add_eliminations(s, c2, (uint16_t)(g->cand[c2] & ~b->digits_of[c2] & ~common));
        return true;
    }
    return false;
}

/* The cells every BUG cell sees that lie in unit u, in the order SE lists
** the first BUG cell's peers (box, rest of row, rest of column). */
static int bug_unit_cells(const bug_state *b, int u, int out[N_PEERS]) {
    uint8_t house[N_PEERS];
    se_house_order(b->cells[0], house);
    int n = 0;
    for (int i = 0; i < N_PEERS; i++)
        if (b->common[house[i]] && cell_in_unit(house[i], u)) out[n++] = house[i];
    return n;
}

/* One type 3 candidate: the cells chosen by set among cells[] with the BUG
** digits as one more cell form a naked set of `degree` digits. */
static bool bug_type3_set(const nonet_grid *g, const bug_state *b, int u, const int cells[], int n, uint32_t set,
                          int degree, nonet_step *s) {
    uint16_t others = 0, naked = b->all;
    if (mask_count(b->all) < 2) return false;
    for (uint32_t m = set; m; m &= m - 1) {
        uint16_t v = g->cand[cells[__builtin_ctz(m)]];
        if (mask_count(v) < 2) return false;
        others |= v;
        naked |= v;
    }
    if (mask_count(others) != degree || mask_count(naked) != degree) return false;
    bug_step_init(b, s, 3, 5.7 + (degree - 1) * 0.1);
    step_add_unit(s, u, NONET_ROLE_PATTERN);
    for (int i = 0; i < n; i++) {
        if (set >> i & 1) step_add_marks(s, cells[i], g->cand[cells[i]], NONET_ROLE_COLOR_A);
        else step_add_eliminations(s, cells[i], (uint16_t)(g->cand[cells[i]] & naked));
    }
    return step_productive(s);
}

/* Type 3: in each unit kind all BUG cells share, sets of 2..6 digits. */
static bool bug_type3(const nonet_grid *g, const bug_state *b, nonet_step *s) {
    for (int k = 0; k < 3; k++) {
        int u = bug_shared_unit(b, bug_kinds[k]), cells[N_PEERS];
        if (u < 0) continue;
        int n = bug_unit_cells(b, u, cells);
        for (int degree = 2; degree <= 6 && degree <= n; degree++) {
            uint32_t set = (1u << (degree - 1)) - 1;
            do {
                if (bug_type3_set(g, b, u, cells, n, set, degree, s)) return true;
            } while (se_next_combination(&set, n));
        }
    }
    return false;
}

/* The first hint of the BUG found, in SE's order of types. */
static bool bug_first_hint(const nonet_grid *g, const bug_state *b, nonet_step *s) {
    if (b->n == 1) return bug_type1(g, b, s);
    if (mask_count(b->all) == 1)
        return bug_type2(g, b, s) || (b->n == 2 && bug_type4(g, b, s));
    bool common = false;
    for (int c = 0; c < N_CELLS; c++) common |= b->common[c];
    if (!common) return false;
    return (b->n == 2 && bug_type4(g, b, s)) || bug_type3(g, b, s);
}

/*
** SE's BUG: the BUG digits, the grave without them, then the first hint of
** types 1 to 4.
*/
bool strat_bug_types(const nonet_grid *g, strat_ctx *ctx) {
    if (!ctx->unique) return false;
    bug_state b;
    memset(&b, 0, sizeof b);
    if (!bug_collect(g, &b) || b.n == 0 || !bug_rest_is_grave(g, &b)) return false;
    nonet_step s;
    if (!bug_first_hint(g, &b, &s)) return false;
    return strat_emit(ctx, &s);
}
