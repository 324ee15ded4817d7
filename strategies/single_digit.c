/*
** single_digit.c -- single-digit patterns, as HoDoKu defines them:
** Skyscraper, 2-String Kite, Turbot Fish and Empty Rectangle.
**
** The first three are one chain of two strong links on a digit d joined by
** a weak link (two cells that see each other):
**
**     end_a =d= in_a -d- in_b =d= end_b
**
** At most one of in_a, in_b holds d, so end_a or end_b does, and every cell
** that sees both ends loses d. The names tell the shapes apart:
**   Skyscraper     both strong links in rows (or both in columns), the
**                  inner cells in one column (row), the ends not (both
**                  aligned is an X-Wing, left to the fish);
**   2-String Kite  one strong link in a row, one in a column, the inner
**                  cells in one box;
**   Turbot Fish    every other such chain (HoDoKu: an X-Chain of three
**                  links): a strong link in a box, or two parallel lines
**                  joined through a box.
**
**   Skyscraper (rows 1, 5)      2-String Kite (row 2, column 1)
**        c2       c5 c6              c1 c2          c7
**     r1  I  .  .  E  .          r2   .  I  .  .  .  E
**     r2  .  .  .  .  *          r3   I  .  .  .  .  .
**     r3  .  .  .  .  *          r8   E  .  .  .  .  *
**     r4  .  .  .  *  .
**     r5  I  .  .  .  E          I inner cells, E ends, * loses d
**     r6  .  .  .  *  .
**
** Empty Rectangle: in a box, d lies only on one row R and one column C of
** the box (the other four cells are empty of d), with cells of d on R and
** on C outside their crossing. Then the box's d is on R or on C. A strong
** link A=B in a column, A on R outside the box, puts d at B or on R, so
** the cell where B's row meets C cannot hold d: it would empty the box.
**
**        c1 c2 c3 .. c7
**     r1  .  x  .          box 1: d only in r2 and c2
**     r2  x  x  x  ..  A   A=B: the only two d of column 7
**     r7     *         B   * = r7c2 loses d
**
** HoDoKu asks the box to hold d at least twice on R or on C; with one d on
** each (two in the box) the rectangle is variant 1 ("only two rectangle
** candidates"), which nonet reports as well.
**
** Step records. Chains: digits = d; cells = {end_a, end_b, in_a, in_b};
** marks: ends ROLE_PINCER, inner cells ROLE_PATTERN; links in chain order
** from the end with the lower cell index: strong, weak, strong; units: the
** two strong links' units (ROLE_PATTERN). Empty Rectangle: variant 0 or 1;
** cells = {A, B, then the box's cells holding d}; marks: the box's d
** ROLE_PATTERN, A and B ROLE_PINCER; links: A=B strong; units: the box,
** then the strong link's unit (ROLE_PATTERN).
*/
#include "links.h"
#include "strategy.h"

/* end_a =d= in_a -d- in_b =d= end_b, with the strong links' units. */
typedef struct sdp_chain {
    int end_a, in_a, in_b, end_b;
    int unit_a, unit_b;
} sdp_chain;

/* The same chain read from the other end. */
static sdp_chain chain_reversed(sdp_chain c) {
    sdp_chain r = {c.end_b, c.in_b, c.in_a, c.end_a, c.unit_b, c.unit_a};
    return r;
}

/*
** Build the step of a chain and emit it when some cell sees both ends.
** Returns what strat_emit returns (false when nothing is eliminated).
*/
static bool emit_chain(const nonet_grid *g, strat_ctx *ctx, nonet_technique t, int digit,
                       sdp_chain c) {
    if (c.end_a > c.end_b) c = chain_reversed(c);
    nonet_step s;
    step_init(&s, t, 0);
    int ends[2] = {c.end_a, c.end_b};
    if (!link_eliminate_seen(&s, g, digit, ends, 2)) return false;
    s.digits = mask_of(digit);
    int cells[4] = {c.end_a, c.end_b, c.in_a, c.in_b};
    for (int i = 0; i < 4; i++) {
        step_add_pattern_cell(&s, cells[i], mask_of(digit), i < 2 ? NONET_ROLE_PINCER : NONET_ROLE_PATTERN);
    }
    step_add_link(&s, c.end_a, digit, c.in_a, digit, true);
    step_add_link(&s, c.in_a, digit, c.in_b, digit, false);
    step_add_link(&s, c.in_b, digit, c.end_b, digit, true);
    step_add_unit(&s, c.unit_a, NONET_ROLE_PATTERN);
    step_add_unit(&s, c.unit_b, NONET_ROLE_PATTERN);
    return strat_emit(ctx, &s);
}

/* End k (0 or 1) of a conjugate pair. */
static int pair_end(const link_pair *p, int k) { return k == 0 ? p->a : p->b; }

/* Do two conjugate pairs share a cell? */
static bool pairs_touch(const link_pair *p, const link_pair *q) {
    return p->a == q->a || p->a == q->b || p->b == q->a || p->b == q->b;
}

/* The unit of the given kind through cell. */
static int unit_of(int cell, int kind) { return cell_units[cell][kind]; }

/* The perpendicular line kind: columns for rows and rows for columns. */
static int across(int kind) { return kind == UNIT_ROW ? UNIT_COL : UNIT_ROW; }

/* Does a chain have the shape a technique names? */
typedef bool (*shape_fn)(const nonet_grid *g, int digit, const sdp_chain *c);

/*
** Every chain of two conjugate pairs p, q on four different cells (one
** end of each inside, four choices) whose shape fits: build and emit it.
** Returns true when told to stop.
*/
static bool chains_of(const nonet_grid *g, strat_ctx *ctx, nonet_technique t, int digit,
                      const link_pair *p, const link_pair *q, shape_fn shape) {
    if (pairs_touch(p, q)) return false;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++) {
            sdp_chain c = {pair_end(p, 1 - i), pair_end(p, i), pair_end(q, j), pair_end(q, 1 - j),
                           p->unit, q->unit};
            if (shape(g, digit, &c) && emit_chain(g, ctx, t, digit, c)) return true;
        }
    return false;
}

/* chains_of for every two of the n pairs (each unordered pair once). */
static bool chains_among(const nonet_grid *g, strat_ctx *ctx, nonet_technique t, int digit,
                         const link_pair *pairs, int n, shape_fn shape) {
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (chains_of(g, ctx, t, digit, &pairs[i], &pairs[j], shape)) return true;
    return false;
}

/*
** Skyscraper shape (both strong links in lines of one kind): the inner
** cells on a common cross line, the ends not (that is an X-Wing).
*/
static bool skyscraper_shape(const nonet_grid *g, int digit, const sdp_chain *c) {
    (void)g;
    (void)digit;
    int cross = across(unit_kind(c->unit_a));
    return unit_of(c->in_a, cross) == unit_of(c->in_b, cross) &&
           unit_of(c->end_a, cross) != unit_of(c->end_b, cross);
}

/*
** Skyscrapers: every two rows (then columns) where the digit has exactly
** two places.
*/
bool strat_skyscraper(const nonet_grid *g, strat_ctx *ctx) {
    for (int digit = 1; digit <= 9; digit++)
        for (int kind = UNIT_ROW; kind <= UNIT_COL && strat_digit_wanted(ctx, digit); kind++) {
            link_pair pairs[9];
            int n = link_pairs(g, digit, unit_of_kind(kind, 0), unit_of_kind(kind + 1, 0), pairs);
            if (chains_among(g, ctx, NONET_T_SKYSCRAPER, digit, pairs, n, skyscraper_shape)) return true;
        }
    return false;
}

/* Kite shape (a row link, then a column link): the inner cells share a box. */
static bool kite_shape(const nonet_grid *g, int digit, const sdp_chain *c) {
    (void)g;
    (void)digit;
    return cell_box(c->in_a) == cell_box(c->in_b);
}

/* 2-String Kites: every row pair with every column pair of a digit. */
bool strat_two_string_kite(const nonet_grid *g, strat_ctx *ctx) {
    for (int digit = 1; digit <= 9; digit++) {
        if (!strat_digit_wanted(ctx, digit)) continue;
        link_pair rows[9], cols[9];
        int n_rows = link_pairs(g, digit, row_unit(0), col_unit(0), rows);
        int n_cols = link_pairs(g, digit, col_unit(0), box_unit(0), cols);
        for (int i = 0; i < n_rows; i++)
            for (int j = 0; j < n_cols; j++)
                if (chains_of(g, ctx, NONET_T_TWO_STRING_KITE, digit, &rows[i], &cols[j],
                              kite_shape))
                    return true;
    }
    return false;
}

/* Are a and b the conjugate pair of their common unit of kind? */
static bool pair_of_kind(const nonet_grid *g, int digit, int a, int b, int kind) {
    int unit = unit_of(a, kind);
    return unit == unit_of(b, kind) && mask_count(g->where[unit][digit]) == 2;
}

/*
** Turbot shape: the inner cells see each other, and the chain is neither a
** Skyscraper (nor X-Wing) nor a 2-String Kite, which carry their own names.
*/
static bool turbot_shape(const nonet_grid *g, int digit, const sdp_chain *c) {
    if (!cells_see(c->in_a, c->in_b)) return false;
    for (int kind = UNIT_ROW; kind <= UNIT_COL; kind++) {
        if (!pair_of_kind(g, digit, c->end_a, c->in_a, kind)) continue;
        if (pair_of_kind(g, digit, c->in_b, c->end_b, kind) &&
            unit_of(c->in_a, across(kind)) == unit_of(c->in_b, across(kind)))
            return false;
        if (pair_of_kind(g, digit, c->in_b, c->end_b, across(kind)) &&
            cell_box(c->in_a) == cell_box(c->in_b))
            return false;
    }
    return true;
}

/* The conjugate pairs of digit in all 27 units, each cell pair once. */
static int distinct_pairs(const nonet_grid *g, int digit, link_pair out[N_UNITS]) {
    link_pair all[N_UNITS];
    int n_all = link_pairs(g, digit, row_unit(0), N_UNITS, all), n = 0;
    for (int i = 0; i < n_all; i++) {
        bool repeated = false;
        for (int j = 0; j < n && !repeated; j++) repeated = out[j].a == all[i].a && out[j].b == all[i].b;
        if (!repeated) out[n++] = all[i];
    }
    return n;
}

/* Turbot Fish: every two conjugate pairs of a digit, in any units. */
bool strat_turbot_fish(const nonet_grid *g, strat_ctx *ctx) {
    for (int digit = 1; digit <= 9; digit++) {
        if (!strat_digit_wanted(ctx, digit)) continue;
        link_pair pairs[N_UNITS];
        int n = distinct_pairs(g, digit, pairs);
        if (chains_among(g, ctx, NONET_T_TURBOT_FISH, digit, pairs, n, turbot_shape)) return true;
    }
    return false;
}

/* One empty rectangle: digit in box lies on row `row` and column `col` only. */
typedef struct sdp_er {
    int digit, box, row, col, variant;
} sdp_er;

/* Build and emit the step: strong link a=b, target loses the digit. */
static bool er_emit(const nonet_grid *g, strat_ctx *ctx, const sdp_er *er, int a, int b,
                    int link_unit, int target) {
    nonet_step s;
    step_init(&s, NONET_T_EMPTY_RECTANGLE, er->variant);
    s.digits = mask_of(er->digit);
    step_add_elimination(&s, target, er->digit);
    step_add_cell(&s, a);
    step_add_cell(&s, b);
    int box_cells[9];
    int n = unit_cells_of(er->box, g->where[er->box][er->digit], box_cells);
    for (int i = 0; i < n; i++) step_add_pattern_cell(&s, box_cells[i], mask_of(er->digit), NONET_ROLE_PATTERN);
    step_add_mark(&s, a, er->digit, NONET_ROLE_PINCER);
    step_add_mark(&s, b, er->digit, NONET_ROLE_PINCER);
    step_add_link(&s, a, er->digit, b, er->digit, true);
    step_add_unit(&s, er->box, NONET_ROLE_PATTERN);
    step_add_unit(&s, link_unit, NONET_ROLE_PATTERN);
    return strat_emit(ctx, &s);
}

/*
** The strong links that start on the rectangle's line of kind (its row or
** its column) outside the box and run across it; each whose far end's line
** meets the rectangle's other line at a cell holding the digit (outside the
** box) removes the digit there.
*/
static bool er_links(const nonet_grid *g, strat_ctx *ctx, const sdp_er *er, int kind) {
    int line = kind == UNIT_ROW ? row_unit(er->row) : col_unit(er->col);
    for (uint16_t m = g->where[line][er->digit]; m; m = mask_rest(m)) {
        int a = unit_cells[line][mask_first_index(m)], lo, hi;
        int link_unit = unit_of(a, across(kind));
        if (unit_of(a, UNIT_BOX) == er->box || !link_unit_pair(g, link_unit, er->digit, &lo, &hi))
            continue;
        int b = lo == a ? hi : lo;
        int target = kind == UNIT_ROW ? cell_at(cell_row(b), er->col) : cell_at(er->row, cell_col(b));
        if (unit_of(target, UNIT_BOX) == er->box || !mask_has(g->cand[target], er->digit)) continue;
        if (er_emit(g, ctx, er, a, b, link_unit, target)) return true;
    }
    return false;
}

/*
** Every row r and column c of the box (relative 0..2) whose crossing
** leaves the other four cells empty of the digit, with the digit on both
** arms outside the crossing.
*/
static bool er_box(const nonet_grid *g, strat_ctx *ctx, int digit, int box) {
    uint16_t where = g->where[box][digit];
    if (mask_count(where) < 2) return false;
    for (int r = 0; r < 3; r++)
        for (int c = 0; c < 3; c++) {
            uint16_t row = triple_positions(r), col = box_col_positions(c);
            if ((where & ~(row | col)) || !(where & row & ~col) || !(where & col & ~row)) continue;
            int first = unit_cells[box][0];
            sdp_er er = {digit, box, cell_row(first) + r, cell_col(first) + c,
                         mask_count(where) == 2};
            if (er_links(g, ctx, &er, UNIT_ROW) || er_links(g, ctx, &er, UNIT_COL)) return true;
        }
    return false;
}

/* Empty Rectangles: every digit in every box. */
bool strat_empty_rectangle(const nonet_grid *g, strat_ctx *ctx) {
    for (int digit = 1; digit <= 9; digit++)
        for (int box = box_unit(0); box <= box_unit(8) && strat_digit_wanted(ctx, digit); box++)
            if (er_box(g, ctx, digit, box)) return true;
    return false;
}
