/*
** unique_loops.c -- Sudoku Explainer's unique rectangles and loops, types
** 1 to 4, as SE 1.2.1.3 finds and rates them (4.5 and up). They run only in
** SE's order, for its ratings (HoDoKu's uniqueness tests are
** rectangles.c's).
**
** A loop: cells that all hold the same two digits a and b, each linked to
** the next through a box, row or column (never the same kind twice in a
** row), closing after four or more cells, every unit on it entered once at
** an odd and once at an even step. If only a and b were left in it, the
** digits could swap around the loop: two solutions. So the cells with
** extra digits (at most two, or more sharing one extra digit) keep one:
**
**   r1c1 ab   r1c5 ab          type 1: one cell with extras: it loses a, b
**   r4c1 ab   r4c5 abX         type 2: the extra cells share one extra X:
**                                      X leaves the cells they all see
**   type 3: the two extra cells' extras act as one cell of a naked set in a
**   unit they share (+0.1 per set digit beyond one), or a, b and other
**   digits form a hidden set there (+0.1 per set cell outside the loop
**   beyond one); type 4: a (or b) lives only in the two extra cells within
**   a unit they share, so b (or a) leaves both.
**
** Rating 4.5, +0.1 for 6-7 cells, +0.2 for 8-9, +0.5 for 10 or more, plus
** type 3's set increment, summed as SE sums doubles. SE searches from each
** bivalue cell (row by row) every loop in depth-first order (box, row,
** column; cells in unit order), and takes the least by (rating, type), the
** first found among equals.
**
** Sound: the puzzle has one solution (a uniqueness technique); the
** deadly pattern argument above. Step records: cells = the loop in order;
** marks a, b in every loop cell (pattern), the extra cells' extra digits
** (fin); the type 3 set's cells and digits (colour A); units: the shared
** unit of types 3 and 4; variant = the type; rating = SE's.
*/
#include <stdlib.h>

#include "se_scan.h"
#include "strategy.h"

/* The search from one bivalue cell and the best hint so far. */
typedef struct ul_search {
    const nonet_grid *g;
    uint16_t pair; /* a and b */
    int loop[N_CELLS], n;
    uint32_t seen[2]; /* units of the loop's cells at even, odd positions */
    bool have;
    double rating;
    int type;
    nonet_step best;
} ul_search;

static const int ul_kinds[3] = {UNIT_BOX, UNIT_ROW, UNIT_COL};

/* Is cell on the loop being built? */
static bool ul_on_loop(const ul_search *us, int cell) {
    for (int i = 0; i < us->n; i++)
        if (us->loop[i] == cell) return true;
    return false;
}

static void ul_evaluate(ul_search *us, const int loop[], int n);

/* The units of cell as a set (bit u). */
static uint32_t ul_units(int cell) {
    return (1u << cell_units[cell][0]) | (1u << cell_units[cell][1]) | (1u << cell_units[cell][2]);
}

/* Could cell join at the next position? A unit met twice at positions of
** the same parity makes every loop through this path invalid (ul_valid),
** so the search need not go there: the loops it finds stay the same. */
static bool ul_parity_free(const ul_search *us, int cell) {
    return !(us->seen[us->n & 1] & ul_units(cell));
}

/*
** Extend the loop from cell through each unit kind but the one it came by:
** a cell holding a and b joins if it has no extra, or the extras seen from
** this cell so far are one digit, or extra cells are still allowed.
*/
static void ul_extend(ul_search *us, int cell, int allowed, uint16_t extra, int last_kind) {
    us->seen[us->n & 1] |= ul_units(cell);
    us->loop[us->n++] = cell;
    for (int k = 0; k < 3; k++) {
        if (ul_kinds[k] == last_kind) continue;
        int u = cell_units[cell][ul_kinds[k]];
        for (int i = 0; i < 9; i++) {
            int next = unit_cells[u][i];
            uint16_t cand = us->g->cand[next];
            if (next == us->loop[0] && us->n >= 4) ul_evaluate(us, us->loop, us->n);
            if (ul_on_loop(us, next) || (cand & us->pair) != us->pair) continue;
            extra |= (uint16_t)(cand & ~us->pair);
            if ((mask_count(cand) == 2 || mask_count(extra) == 1 || allowed > 0) && ul_parity_free(us, next))
                ul_extend(us, next, allowed - (mask_count(cand) > 2), extra, ul_kinds[k]);
        }
    }
    us->n--;
    us->seen[us->n & 1] &= ~ul_units(cell);
}

/* Every unit on the loop is entered once at an odd and once at an even
** step (or never). */
static bool ul_valid(const int loop[], int n) {
    uint32_t odd = 0, even = 0;
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < 3; k++) {
            uint32_t bit = 1u << cell_units[loop[i]][k];
            uint32_t *seen = (i & 1) ? &odd : &even;
            if (*seen & bit) return false;
            *seen |= bit;
        }
    }
    return odd == even;
}

/* SE's base rating of a loop of n cells. */
static double ul_base(int n) {
    double r = 4.5;
    if (n >= 10) r += 0.3;
    if (n >= 8) r += 0.2;
    else if (n >= 6) r += 0.1;
    return r;
}

/* Start a step for a loop: cells, pattern marks, the extras as fins. */
static void ul_step_init(const ul_search *us, nonet_step *s, const int loop[], int n, int type) {
    step_init(s, NONET_T_UNIQUE_LOOP, type);
    s->digits = us->pair;
    for (int i = 0; i < n; i++) {
        uint16_t cand = us->g->cand[loop[i]];
        step_add_pattern_cell(s, loop[i], us->pair, NONET_ROLE_PATTERN);
        step_add_marks(s, loop[i], (uint16_t)(cand & ~us->pair), NONET_ROLE_FIN);
    }
}

/* Offer a hint: kept when productive and less than the best by (rating,
** type). */
static void ul_offer(ul_search *us, nonet_step *s, double rating) {
    if (!step_productive(s)) return;
    if (us->have && (rating > us->rating || (rating == us->rating && s->variant >= us->type))) return;
    s->rating = rating;
    step_copy(&us->best, s);
    us->rating = rating;
    us->type = s->variant;
    us->have = true;
}

/* Type 1: the one extra cell loses a and b. */
static void ul_type1(ul_search *us, const int loop[], int n, int extra_cell) {
    nonet_step s;
    ul_step_init(us, &s, loop, n, 1);
    step_add_eliminations(&s, extra_cell, us->pair);
    ul_offer(us, &s, ul_base(n));
}

/* Type 2: the first extra cell's (lowest) extra digit leaves every cell
** that sees all the extra cells. */
static void ul_type2(ul_search *us, const int loop[], int n, const int extra[], int ne) {
    nonet_step s;
    ul_step_init(us, &s, loop, n, 2);
    int digit = mask_lowest((uint16_t)(us->g->cand[extra[0]] & ~us->pair));
    for (int c = 0; c < N_CELLS; c++) {
        bool sees_all = mask_has(us->g->cand[c], digit);
        for (int i = 0; i < ne && sees_all; i++) sees_all = cells_see(c, extra[i]);
        if (sees_all) step_add_elimination(&s, c, digit);
    }
    ul_offer(us, &s, ul_base(n));
}

/* The unit of kind shared by cells a and b, or -1. */
static int ul_shared(int a, int b, int kind) {
    return cell_units[a][kind] == cell_units[b][kind] ? cell_units[a][kind] : -1;
}

/* Type 4: in a unit the two extra cells share, a (else b) lives only in
** them (the last such unit of the kinds box, row, column): the other digit
** leaves both. */
static void ul_type4(ul_search *us, const int loop[], int n, int c1, int c2) {
    int unit[2] = {-1, -1};
    for (int k = 0; k < 3; k++) {
        int u = ul_shared(c1, c2, ul_kinds[k]);
        if (u < 0) continue;
        uint16_t both = (uint16_t)(cell_position(c1, ul_kinds[k]) | cell_position(c2, ul_kinds[k]));
        for (int d = 0; d < 2; d++)
            if (!(us->g->where[u][mask_lowest(d ? mask_rest(us->pair) : us->pair)] & ~both)) unit[d] = u;
    }
    int d = unit[0] >= 0 ? 0 : 1;
    if (unit[d] < 0) return;
    int gone = mask_lowest(d ? us->pair : mask_rest(us->pair));
    nonet_step s;
    ul_step_init(us, &s, loop, n, 4);
    step_add_unit(&s, unit[d], NONET_ROLE_PATTERN);
    step_add_elimination(&s, c1, gone);
    step_add_elimination(&s, c2, gone);
    ul_offer(us, &s, ul_base(n));
}

/* Type 3 naked: c1's extras with other cells of unit u (which include c1
** but not c2, positions set) form a naked set of `degree` digits. */
static void ul_type3_naked(ul_search *us, const int loop[], int n, int u, uint32_t set, int degree, uint16_t extra,
                           int c1, int c2) {
    const nonet_grid *g = us->g;
    uint16_t all = (uint16_t)(extra & g->cand[c1] & g->cand[c2]), uni = 0;
    for (uint32_t m = set; m; m &= m - 1) {
        int c = unit_cells[u][__builtin_ctz(m)];
        uint16_t v = c == c1 ? extra : g->cand[c];
        if (mask_count(v) < 2) return;
        if (c != c1) all |= v;
        uni |= v;
    }
    if (mask_count(all) != degree || mask_count(uni) != degree) return;
    nonet_step s;
    ul_step_init(us, &s, loop, n, 3);
    step_add_unit(&s, u, NONET_ROLE_PATTERN);
    for (int i = 0; i < 9; i++) {
        int c = unit_cells[u][i];
        if (c == c1 || c == c2) continue;
        if (set >> i & 1) step_add_marks(&s, c, g->cand[c], NONET_ROLE_COLOR_A);
        else step_add_eliminations(&s, c, (uint16_t)(g->cand[c] & uni));
    }
    ul_offer(us, &s, ul_base(n) + (degree - 1) * 0.1);
}

/* Type 3 hidden: a, b and degree-2 digits outside the extras (chosen by
** set over rest[]) have, apart from c2, `degree` places in unit u: the
** set's cells outside the loop's two lose their other digits. */
static void ul_type3_hidden(ul_search *us, const int loop[], int n, int u, uint32_t set, const int rest[],
                            int degree, int c1, int c2) {
    const nonet_grid *g = us->g;
    uint16_t digits = us->pair, places = 0, not_c2 = (uint16_t)~cell_position(c2, unit_kind(u));
    for (uint32_t m = set; m; m &= m - 1) digits |= mask_of(rest[__builtin_ctz(m)]);
    for (uint16_t m = digits; m; m = mask_rest(m)) {
        uint16_t w = (uint16_t)(g->where[u][mask_lowest(m)] & not_c2);
        if (!w) return;
        places |= w;
    }
    if (mask_count(places) != degree) return;
    nonet_step s;
    ul_step_init(us, &s, loop, n, 3);
    step_add_unit(&s, u, NONET_ROLE_PATTERN);
    int cells = 0;
    for (uint16_t m = places; m; m = mask_rest(m)) {
        int c = unit_cells[u][mask_first_index(m)];
        if (c == c1 || c == c2) continue;
        cells++;
        step_add_marks(&s, c, (uint16_t)(g->cand[c] & digits), NONET_ROLE_COLOR_A);
        step_add_eliminations(&s, c, (uint16_t)(g->cand[c] & ~digits));
    }
    ul_offer(us, &s, ul_base(n) + (cells - 1) * 0.1);
}

/* Type 3 in unit u shared by c1 and c2, sets of `degree` digits: naked
** sets through c1 (not c2), then hidden sets of a, b and others. */
static void ul_type3_in(ul_search *us, const int loop[], int n, int u, int degree, uint16_t extra, int c1, int c2) {
    int empty = 9 - mask_count(us->g->placed[u]);
    int kind = unit_kind(u), i1 = cell_index[c1][kind], i2 = cell_index[c2][kind];
    if (degree * 2 <= empty) {
        uint32_t set = (1u << degree) - 1;
        do {
            if ((set >> i1 & 1) && !(set >> i2 & 1)) ul_type3_naked(us, loop, n, u, set, degree, extra, c1, c2);
        } while (se_next_combination(&set, 9));
    }
    int rest[9], nr = 0;
    for (int d = 1; d <= 9; d++)
        if (!mask_has((uint16_t)(us->pair | extra), d)) rest[nr++] = d;
    if (degree * 2 >= empty || degree - 2 > nr) return;
    uint32_t set = (1u << (degree - 2)) - 1;
    do {
        ul_type3_hidden(us, loop, n, u, set, rest, degree, c1, c2);
    } while (se_next_combination(&set, nr));
}

/* Type 3: by set size from the number of extra digits to 7, in each unit
** (box, row, column) the two extra cells share. */
static void ul_type3(ul_search *us, const int loop[], int n, int c1, int c2) {
    uint16_t extra = (uint16_t)((us->g->cand[c1] | us->g->cand[c2]) & ~us->pair);
    for (int degree = mask_count(extra); degree <= 7; degree++)
        for (int k = 0; k < 3; k++) {
            int u = ul_shared(c1, c2, ul_kinds[k]);
            if (u >= 0) ul_type3_in(us, loop, n, u, degree, extra, c1, c2);
        }
}

/* A closed loop: valid ones give type 1 (one extra cell), 2 (more than two,
** or two with one extra digit between them), 3 (two with more) and 4 (two). */
static void ul_evaluate(ul_search *us, const int loop[], int n) {
    if (!ul_valid(loop, n)) return;
    int extra[N_CELLS], ne = 0;
    for (int i = 0; i < n; i++)
        if (mask_count(us->g->cand[loop[i]]) > 2) extra[ne++] = loop[i];
    if (ne == 1) ul_type1(us, loop, n, extra[0]);
    if (ne > 2) ul_type2(us, loop, n, extra, ne);
    if (ne != 2) return;
    uint16_t more = (uint16_t)((us->g->cand[extra[0]] | us->g->cand[extra[1]]) & ~us->pair);
    if (mask_count(more) == 1) ul_type2(us, loop, n, extra, ne);
    else ul_type3(us, loop, n, extra[0], extra[1]);
    ul_type4(us, loop, n, extra[0], extra[1]);
}

/*
** SE's unique loops: from each bivalue cell, row by row, every loop of its
** two digits; the least hint by (rating, type), the first found among
** equals.
*/
bool strat_unique_loops(const nonet_grid *g, strat_ctx *ctx) {
    if (!ctx->unique) return false;
    ul_search *us = calloc(1, sizeof *us);
    if (!us) return strat_nomem(ctx);
    us->g = g;
    for (int cell = 0; cell < N_CELLS; cell++) {
        if (mask_count(g->cand[cell]) != 2) continue;
        us->pair = g->cand[cell];
        us->n = 0;
        us->seen[0] = us->seen[1] = 0;
        ul_extend(us, cell, 2, 0, -1);
    }
    bool stop = us->have && strat_emit(ctx, &us->best);
    free(us);
    return stop;
}
