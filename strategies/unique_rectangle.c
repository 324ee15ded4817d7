/*
** unique_rectangle.c -- Unique Rectangles (Uniqueness Tests 1 to 6) and the
** Hidden Rectangle, as HoDoKu defines them.
**
** The pattern: four empty cells in 2 rows, 2 columns and 2 boxes whose
** candidates include the same two digits a and b; at least one corner holds
** exactly {a, b}. Corners holding nothing else are "bivalue", the others
** have extra candidates. If all four corners ended up as a or b they would
** form the deadly pattern of rectangles.c (two solutions), so in a puzzle
** with one solution at least one corner with extras takes an extra:
**
**      c3        c8
**  r2  ab ...... ab         type 1:  r5c8<>a, r5c8<>b
**  r5  ab ...... abx
**
**  1  one corner has extras: a and b go from it.
**  2  two corners in a row/column (5: diagonal, or three corners) share one
**     single extra x: one of them is x, so x goes from the cells seeing all.
**  3  two corners in a unit: their extras act as one pseudo cell, which with
**     k-1 other cells (no a, no b) of the unit forms a naked k-subset.
**  4  two corners in a unit, and a is confined to them in that unit: one of
**     them is a, so neither may be b.
**  6  two diagonal corners with extras, and a appears in the rectangle's
**     rows and columns only at its corners (an X-Wing): a sits on the
**     bivalue diagonal, so a goes from the other two.
**  Hidden Rectangle: one bivalue corner (or two, diagonal); in the row and
**     the column of the opposite corner, a is confined to the rectangle:
**     that corner cannot be b.
**
** Missing candidates: a corner may lack a or b when no filled peer holds it
** (it was eliminated by logic; HoDoKu's "allow missing candidates"). Then
** the swapped grid breaks a candidate mask, so such steps are used only
** when the filled cells alone determine the solution (rectangles.h).
**
** Step: digits = {a, b}; cells = the 4 corners; marks: a and b in corners
** ROLE_PATTERN, extras ROLE_FIN, the pseudo-cell subset (type 3) and the
** confined digit (types 4, 6, hidden rectangle) ROLE_COLOR_A; units: the
** subset's unit (3) or the units of the confinement (4, 6, hidden), with
** strong links for types 4 and hidden; variant = the type (0 for hidden).
*/
#include "rectangles.h"

/* One rectangle read for one pair of digits. */
typedef struct ur_rect {
    const uint8_t *corner; /* 4 cells, in rectangle order */
    uint16_t pair;         /* the two UR digits */
    uint16_t extra[4];     /* each corner's candidates besides the pair */
    unsigned extra_corners; /* bit i: corner i has extras */
    int n_extra;
    bool missing;          /* some corner lacks a digit of the pair */
} ur_rect;

#define UR_ALL_CORNERS 0xfu /* bit i: corner i */

typedef bool (*ur_check_fn)(uq_search *s, const ur_rect *r, int type);

/* Can the rectangle carry the pair? Every corner is empty and holds at
** least one of the digits; a digit it lacks must not be held by a filled
** peer. */
static bool ur_fill(const nonet_grid *g, const uint8_t corners[4], uint16_t pair, ur_rect *r) {
    r->corner = corners;
    r->pair = pair;
    r->extra_corners = 0;
    r->n_extra = 0;
    r->missing = false;
    for (int i = 0; i < 4; i++) {
        uint16_t cand = g->cand[corners[i]];
        if (!(cand & pair)) return false; /* also rejects filled cells */
        if ((cand & pair) != pair) {
            if ((uq_allowed(g, corners[i]) & pair) != pair) return false;
            r->missing = true;
        }
        r->extra[i] = (uint16_t)(cand & ~pair);
        if (r->extra[i]) {
            r->extra_corners |= 1u << i;
            r->n_extra++;
        }
    }
    return true;
}

/* The indices (0..3) of the corners with extras; returns how many. */
static int ur_extra_list(const ur_rect *r, int out[4]) {
    int n = 0;
    for (int i = 0; i < 4; i++)
        if (r->extra_corners & (1u << i)) out[n++] = i;
    return n;
}

/* The other digit of the pair. */
static int ur_other(const ur_rect *r, int digit) { return mask_lowest((uint16_t)(r->pair & ~mask_of(digit))); }

/* Step header: the pair, the corners, UR digits as pattern, extras as fins. */
static void ur_step(const nonet_grid *g, const ur_rect *r, nonet_step *step, nonet_technique t, int variant) {
    uq_step_init(step, t, variant, r->pair, r->corner);
    for (int i = 0; i < 4; i++) {
        step_add_marks(step, r->corner[i], g->cand[r->corner[i]] & r->pair, NONET_ROLE_PATTERN);
        step_add_marks(step, r->corner[i], r->extra[i], NONET_ROLE_FIN);
    }
}

/* A rectangle lacking a digit somewhere needs the filled cells to decide
** the puzzle (rectangles.h). */
static bool ur_emit(uq_search *s, const ur_rect *r, nonet_step *step) {
    return uq_emit(s, step, r->missing, false);
}

/* Is digit, in unit, possible only at corners of the rectangle? */
static bool ur_confined(const nonet_grid *g, const ur_rect *r, int unit, int digit) {
    int kind = unit_kind(unit);
    uint16_t corners = 0;
    for (int i = 0; i < 4; i++)
        if (cell_in_unit(r->corner[i], unit)) corners |= cell_position(r->corner[i], kind);
    uint16_t at = g->where[unit][digit];
    return at && !(at & ~corners);
}

/* Mark digit at the corners of the mask (those holding it) as COLOR_A. */
static void ur_mark_digit(const nonet_grid *g, const ur_rect *r, nonet_step *step, unsigned corners, int digit) {
    for (int i = 0; i < 4; i++)
        if ((corners & (1u << i)) && mask_has(g->cand[r->corner[i]], digit))
            step_add_mark(step, r->corner[i], digit, NONET_ROLE_COLOR_A);
}

/* Type 1: three corners bivalue; a and b go from the fourth. */
static bool ur_type1(uq_search *s, const ur_rect *r, int type) {
    int e[4];
    if (ur_extra_list(r, e) != 1) return false;
    nonet_step step;
    ur_step(s->g, r, &step, NONET_T_UNIQUE_RECTANGLE, type);
    int cell = r->corner[e[0]];
    step_add_eliminations(&step, cell, s->g->cand[cell] & r->pair);
    return ur_emit(s, r, &step);
}

/* Types 2 and 5: the corners with extras share one single extra x; x goes
** from every cell seeing all of them. Type 2 when they are two in a row or
** column, type 5 otherwise (diagonal, or three corners). */
static bool ur_type25(uq_search *s, const ur_rect *r, int type) {
    int e[4], n = ur_extra_list(r, e);
    if (n != 2 && n != 3) return false;
    uint16_t x = 0;
    for (int i = 0; i < n; i++) x |= r->extra[e[i]];
    int variant = n == 2 && uq_adjacent(e[0], e[1]) ? 2 : 5;
    if (!mask_single(x) || variant != type) return false;
    int cells[3];
    for (int i = 0; i < n; i++) cells[i] = r->corner[e[i]];
    nonet_step step;
    ur_step(s->g, r, &step, NONET_T_UNIQUE_RECTANGLE, type);
    link_eliminate_seen(&step, s->g, mask_lowest(x), cells, n);
    return ur_emit(s, r, &step);
}

/* ---- type 3: the pseudo cell in a naked subset ---- */

typedef struct ur_pseudo {
    int cells[2];      /* the two corners with extras */
    uint16_t digits;   /* their extras together */
    int units[3], n_units; /* the units holding both (row or column, box) */
} ur_pseudo;

/* Are all n cells in unit? */
static bool all_in_unit(const int *cells, int n, int unit) {
    for (int i = 0; i < n; i++)
        if (!cell_in_unit(cells[i], unit)) return false;
    return true;
}

/* Is cell among the n cells? */
static bool listed(const int *cells, int n, int cell) {
    for (int i = 0; i < n; i++)
        if (cells[i] == cell) return true;
    return false;
}

/* Remove the subset's digits from the rest of every unit holding the
** pseudo cell and the subset; mark the subset. */
static void ur_subset_effects(const nonet_grid *g, const ur_pseudo *p, const int *set, int n_set,
                              uint16_t digits, nonet_step *step) {
    for (int k = 0; k < p->n_units; k++) {
        int unit = p->units[k];
        if (!all_in_unit(set, n_set, unit)) continue;
        step_add_unit(step, unit, NONET_ROLE_PATTERN);
        for (int i = 0; i < 9; i++) {
            int c = unit_cells[unit][i];
            if (c == p->cells[0] || c == p->cells[1] || listed(set, n_set, c)) continue;
            step_add_eliminations(step, c, g->cand[c] & digits);
        }
    }
    for (int i = 0; i < n_set; i++) step_add_marks(step, set[i], g->cand[set[i]], NONET_ROLE_COLOR_A);
    for (int i = 0; i < 2; i++) step_add_marks(step, p->cells[i], g->cand[p->cells[i]] & p->digits, NONET_ROLE_COLOR_A);
}

/* Every subset of the unit's other cells (without a or b) that forms a
** naked subset with the pseudo cell. A subset lying in an earlier unit of
** p->units was already reported from there. */
static bool ur_type3_in(uq_search *s, const ur_rect *r, const ur_pseudo *p, int k) {
    const nonet_grid *g = s->g;
    int others[9], n = 0;
    for (int i = 0; i < 9; i++) {
        int c = unit_cells[p->units[k]][i];
        if (g->cand[c] && !(g->cand[c] & r->pair) && !listed(p->cells, 2, c)) others[n++] = c;
    }
    for (unsigned pick = 1; pick < (1u << n); pick++) {
        int set[9], n_set = 0;
        uint16_t digits = p->digits;
        for (int i = 0; i < n; i++) {
            if (!(pick & (1u << i))) continue;
            set[n_set++] = others[i];
            digits |= g->cand[others[i]];
        }
        if (mask_count(digits) != n_set + 1) continue;
        bool seen_before = false;
        for (int j = 0; j < k; j++) seen_before = seen_before || all_in_unit(set, n_set, p->units[j]);
        if (seen_before) continue;
        nonet_step step;
        ur_step(g, r, &step, NONET_T_UNIQUE_RECTANGLE, 3);
        ur_subset_effects(g, p, set, n_set, digits, &step);
        if (ur_emit(s, r, &step)) return true;
    }
    return false;
}

/* Type 3: two corners with extras in one unit (row or column, maybe box). */
static bool ur_type3(uq_search *s, const ur_rect *r, int type) {
    (void)type;
    int e[4];
    if (ur_extra_list(r, e) != 2 || !uq_adjacent(e[0], e[1])) return false;
    ur_pseudo p = {{r->corner[e[0]], r->corner[e[1]]}, (uint16_t)(r->extra[e[0]] | r->extra[e[1]]), {0}, 0};
    for (int kind = 0; kind < 3; kind++)
        if (cell_units[p.cells[0]][kind] == cell_units[p.cells[1]][kind]) p.units[p.n_units++] = cell_units[p.cells[0]][kind];
    for (int k = 0; k < p.n_units; k++)
        if (ur_type3_in(s, r, &p, k)) return true;
    return false;
}

/* Type 4: two corners with extras in one unit where one pair digit u is
** confined to them: the other digit goes from both. */
static bool ur_type4(uq_search *s, const ur_rect *r, int type) {
    int e[4];
    if (ur_extra_list(r, e) != 2 || !uq_adjacent(e[0], e[1])) return false;
    const nonet_grid *g = s->g;
    int a = r->corner[e[0]], b = r->corner[e[1]];
    for (uint16_t m = r->pair; m; m = mask_rest(m)) {
        int u = mask_lowest(m), v = ur_other(r, u);
        nonet_step step;
        ur_step(g, r, &step, NONET_T_UNIQUE_RECTANGLE, type);
        for (int kind = 0; kind < 3; kind++) {
            int unit = cell_units[a][kind];
            if (unit == cell_units[b][kind] && ur_confined(g, r, unit, u)) step_add_unit(&step, unit, NONET_ROLE_PATTERN);
        }
        if (!step.n_units) continue;
        ur_mark_digit(g, r, &step, r->extra_corners, u);
        step_add_link(&step, a, u, b, u, true);
        if (mask_has(g->cand[a], v)) step_add_elimination(&step, a, v);
        if (mask_has(g->cand[b], v)) step_add_elimination(&step, b, v);
        if (ur_emit(s, r, &step)) return true;
    }
    return false;
}

/* Type 6: two diagonal corners with extras; a pair digit u confined to the
** corners in both rows and both columns goes from those two corners. */
static bool ur_type6(uq_search *s, const ur_rect *r, int type) {
    int e[4];
    if (ur_extra_list(r, e) != 2 || uq_adjacent(e[0], e[1])) return false;
    const nonet_grid *g = s->g;
    int lines[4] = {cell_units[r->corner[0]][UNIT_ROW], cell_units[r->corner[3]][UNIT_ROW],
                    cell_units[r->corner[0]][UNIT_COL], cell_units[r->corner[3]][UNIT_COL]};
    for (uint16_t m = r->pair; m; m = mask_rest(m)) {
        int u = mask_lowest(m), held = 0;
        while (held < 4 && ur_confined(g, r, lines[held], u)) held++;
        if (held < 4) continue;
        nonet_step step;
        ur_step(g, r, &step, NONET_T_UNIQUE_RECTANGLE, type);
        for (int i = 0; i < 4; i++) step_add_unit(&step, lines[i], NONET_ROLE_PATTERN);
        ur_mark_digit(g, r, &step, ~r->extra_corners & UR_ALL_CORNERS, u);
        for (int i = 0; i < 2; i++)
            if (mask_has(g->cand[r->corner[e[i]]], u)) step_add_elimination(&step, r->corner[e[i]], u);
        if (ur_emit(s, r, &step)) return true;
    }
    return false;
}

/* ---- hidden rectangle ---- */

/* The corner d opposite a bivalue corner: if a pair digit u is confined to
** the rectangle in d's row and in d's column, d cannot hold the other. */
static bool hr_from(uq_search *s, const ur_rect *r, int d) {
    const nonet_grid *g = s->g;
    int cell = r->corner[d], row = cell_units[cell][UNIT_ROW], col = cell_units[cell][UNIT_COL];
    for (uint16_t m = r->pair; m; m = mask_rest(m)) {
        int u = mask_lowest(m), v = ur_other(r, u);
        if (!mask_has(g->cand[cell], v) || !ur_confined(g, r, row, u) || !ur_confined(g, r, col, u)) continue;
        nonet_step step;
        ur_step(g, r, &step, NONET_T_HIDDEN_RECTANGLE, 0);
        step_add_unit(&step, row, NONET_ROLE_PATTERN);
        step_add_unit(&step, col, NONET_ROLE_PATTERN);
        ur_mark_digit(g, r, &step, (1u << d) | (1u << (d ^ 1)) | (1u << (d ^ 2)), u);
        for (int mate = 1; mate <= 2; mate++)
            if (mask_has(g->cand[cell], u) && mask_has(g->cand[r->corner[d ^ mate]], u))
                step_add_link(&step, cell, u, r->corner[d ^ mate], u, true);
        step_add_elimination(&step, cell, v);
        if (ur_emit(s, r, &step)) return true;
    }
    return false;
}

/* One bivalue corner, or two on a diagonal; each is tried as the corner
** whose opposite loses a digit. */
static bool hr_check(uq_search *s, const ur_rect *r, int type) {
    (void)type;
    int n_bivalue = 4 - r->n_extra;
    if (n_bivalue != 1 && n_bivalue != 2) return false;
    for (int x = 0; x < 4; x++) {
        if (r->extra_corners & (1u << x)) continue;
        unsigned mates = (1u << (x ^ 1)) | (1u << (x ^ 2));
        if (n_bivalue == 2 && (r->extra_corners & mates) != mates) return false; /* not diagonal */
        if (hr_from(s, r, 3 - x)) return true;
    }
    return false;
}

/* Indexed by type; 0 is the hidden rectangle. */
static const ur_check_fn ur_checks[7] = {hr_check, ur_type1, ur_type25, ur_type3, ur_type4, ur_type25, ur_type6};

/* A rectangle that can carry a pair: its index and the pair. */
typedef struct ur_item {
    uint16_t rect;
    uint16_t pair;
} ur_item;

/* Is pair among the n items? */
static bool pair_listed(const ur_item *items, int n, uint16_t pair) {
    for (int i = 0; i < n; i++)
        if (items[i].pair == pair) return true;
    return false;
}

/* Row by row, the empty and the bivalue cells as column bits (bit c:
** column c): a rectangle's corners are then read two masks at a time. */
static void ur_rows_of(const nonet_grid *g, uint16_t empty[9], uint16_t bivalue[9]) {
    for (int r = 0; r < 9; r++) {
        empty[r] = bivalue[r] = 0;
        for (int c = 0; c < 9; c++) {
            uint16_t cand = g->cand[cell_at(r, c)];
            if (cand) empty[r] |= (uint16_t)(1u << c);
            if (mask_count(cand) == 2) bivalue[r] |= (uint16_t)(1u << c);
        }
    }
}

/* Are the rectangle's four corners empty (empty: ur_rows_of), one of
** them bivalue? */
static bool ur_may_carry(const uint16_t empty[9], const uint16_t bivalue[9], const uq_lines *l) {
    return (empty[l->r1] & empty[l->r2] & l->cols) == l->cols && ((bivalue[l->r1] | bivalue[l->r2]) & l->cols);
}

/*
** Every rectangle with every pair held exactly by one of its corners (each
** pair once per rectangle) that ur_fill accepts, in rectangle then corner
** order; returns how many. Only bivalue cells give pairs, and ur_fill
** wants four empty corners: the row masks pass only such rectangles.
*/
static int ur_items(const uq_search *s, ur_item items[]) {
    uint16_t empty[9], bivalue[9];
    ur_rows_of(s->g, empty, bivalue);
    int n = 0;
    for (int i = 0; i < s->n_rects; i++) {
        const uint8_t *corners = s->rects[i];
        if (!ur_may_carry(empty, bivalue, &s->lines[i])) continue;
        int first = n;
        for (int k = 0; k < 4; k++) {
            uint16_t pair = s->g->cand[corners[k]];
            ur_rect r;
            if (mask_count(pair) != 2 || pair_listed(items + first, n - first, pair)) continue;
            if (ur_fill(s->g, corners, pair, &r)) items[n++] = (ur_item){(uint16_t)i, pair};
        }
    }
    return n;
}

/* The rectangles of ur_items checked for each type from first to last in
** turn (the types in order, so the driver's first step is of the simplest
** type). */
static bool ur_scan(uq_search *s, int first, int last) {
    ur_item items[UQ_RECTANGLES * 4];
    int n = ur_items(s, items);
    for (int type = first; type <= last; type++)
        for (int i = 0; i < n; i++) {
            ur_rect r;
            ur_fill(s->g, s->rects[items[i].rect], items[i].pair, &r);
            if (ur_checks[type](s, &r, type)) return true;
        }
    return false;
}

/* Types 1 to 6. */
bool strat_unique_rectangle(const nonet_grid *g, strat_ctx *ctx) {
    if (!ctx->unique) return false;
    uq_search s;
    uq_search_init(&s, g, ctx);
    return ur_scan(&s, 1, 6);
}

/* Every rectangle once: a hidden rectangle has no subtypes. */
bool strat_hidden_rectangle(const nonet_grid *g, strat_ctx *ctx) {
    if (!ctx->unique) return false;
    uq_search s;
    uq_search_init(&s, g, ctx);
    return ur_scan(&s, 0, 0);
}
