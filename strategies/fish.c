/*
** fish.c -- basic, finned and sashimi fish of size 2 (X-Wing), 3
** (Swordfish) and 4 (Jellyfish), for one digit at a time.
**
** The pattern. Take n lines of one direction, the base (rows, say), in
** which the digit can only sit in n lines of the other direction, the
** cover (columns). Each base row holds the digit exactly once, in distinct
** rows, so the n base rows fill all n cover columns with it: no other cell
** of a cover column can hold it.
**
**       c1  c4  c7                  c1  c4  c7
**   r2   X   .   X    base          X   .   X   f   <- fin r2c9
**   r5   X   X   .    base          X   X   .
**   r8   .   X   X    base          .   X   X
**        |   |   |                  |   |   |
**   elsewhere in c1, c4, c7:    only in c7 inside the fin's box
**   the digit goes              (r1c7, r3c7) the digit goes
**
** Finned: the base candidates outside the cover columns are fins, all in
** one box. Either a fin is the digit, and then every cell of the fin box
** loses it, or no fin is, and the fish holds. A cover cell outside the
** base that lies in the fin box loses the digit in both cases. (Fins in
** two boxes leave no such cell: a cell seeing them all would lie in a base
** row or outside the cover.)
** Sashimi (HoDoKu's definition): a finned fish in which some base line has
** at most one candidate once the fins are taken away. Siamese fish, two
** finned fish on the same base, are reported as the two fish they are.
** Each base line must keep at least one candidate in the cover: a line
** made only of fins is a claiming move, not a fish.
**
** The search: per digit and direction, g->where[u][d] is the positions
** mask of a line (bit j = cover line j). Base sets are combinations of
** lines holding 2..n (basic) or 2..n+3 (finned) candidates, in
** lexicographic order; the cover is the union of their masks. A basic fish
** needs a union of exactly n lines; a finned one takes from the union the
** fin lines, a subset of one stack (band, for columns as base) of size
** union - n. Unions only grow as lines are added, so a partial base set
** whose union is already too wide for that is not extended.
**
** Step record: digits = the digit; units: base lines ROLE_BASE, cover
** lines ROLE_COVER (each ascending); marks: base candidates inside the
** cover ROLE_PATTERN, fins ROLE_FIN; cells: every base candidate; variant
** = the size (2, 3, 4).
*/
#include "strategy.h"

#define FISH_MAX 4

typedef enum fish_kind { FISH_BASIC, FISH_FINNED, FISH_SASHIMI } fish_kind;

typedef struct fish_row {
    nonet_technique technique;
    int size;
    fish_kind kind;
} fish_row;

static const fish_row fish_rows[] = {
    {NONET_T_X_WING, 2, FISH_BASIC},
    {NONET_T_SWORDFISH, 3, FISH_BASIC},
    {NONET_T_JELLYFISH, 4, FISH_BASIC},
    {NONET_T_FINNED_X_WING, 2, FISH_FINNED},
    {NONET_T_FINNED_SWORDFISH, 3, FISH_FINNED},
    {NONET_T_FINNED_JELLYFISH, 4, FISH_FINNED},
    {NONET_T_SASHIMI_X_WING, 2, FISH_SASHIMI},
    {NONET_T_SASHIMI_SWORDFISH, 3, FISH_SASHIMI},
    {NONET_T_SASHIMI_JELLYFISH, 4, FISH_SASHIMI},
};

/* One candidate fish: a base set, its cover and its fins. Lines are
** numbered 0..8 within their direction; position masks index the other
** direction (bit j = cover line j). */
typedef struct fish {
    const nonet_grid *g;
    const fish_row *row;
    int digit;
    int base_first, cover_first; /* unit number of line 0: 0 rows, 9 columns */
    int lines[FISH_MAX];         /* the base lines */
    uint16_t pos[FISH_MAX];      /* the digit's positions in each base line */
    uint16_t base;               /* mask of the base lines */
    uint16_t cover;              /* mask of the cover lines */
    uint16_t fins;               /* lines (other direction) holding fins */
    bool sibling_seen;           /* a fish of the sibling kind removes something */
} fish;

/*
** The kind of the fish as it stands: no fins is basic; otherwise sashimi
** when a base line keeps at most one candidate without its fins. Returns
** -1 when the fish is not valid: a base line with nothing in the cover, or
** fins in more than one box (fins already lie in one group of lines; their
** base lines must lie in one group too).
*/
static int fish_kind_of(const fish *f) {
    bool sashimi = false;
    int fin_group = -1;
    for (int i = 0; i < f->row->size; i++) {
        int body = mask_count(f->pos[i] & f->cover);
        if (body == 0) return -1;
        if (body == 1) sashimi = true;
        if (!(f->pos[i] & f->fins)) continue;
        if (fin_group >= 0 && fin_group != f->lines[i] / 3) return -1;
        fin_group = f->lines[i] / 3;
    }
    if (!f->fins) return FISH_BASIC;
    return sashimi ? FISH_SASHIMI : FISH_FINNED;
}

/* The group (band or stack) of base lines holding the fins. */
static int fin_base_group(const fish *f) {
    for (int i = 0; i < f->row->size; i++)
        if (f->pos[i] & f->fins) return f->lines[i] / 3;
    return 0;
}

/*
** Add the eliminations: the digit in cover lines outside the base lines;
** with fins, only where the cover crosses the fin box. Returns the count.
*/
static int fish_add_eliminations(const fish *f, nonet_step *s) {
    uint16_t covers = f->cover, across = MASK_ALL;
    if (f->fins) {
        covers &= triple_positions(mask_first_index(f->fins) / 3);
        across = triple_positions(fin_base_group(f));
    }
    int n = 0;
    for (uint16_t m = covers; m; m = mask_rest(m)) {
        int unit = f->cover_first + mask_first_index(m);
        uint16_t hits = (uint16_t)(f->g->where[unit][f->digit] & across & ~f->base);
        n += step_add_unit_eliminations(s, unit, hits, f->digit);
    }
    return n;
}

/* Units, cells and marks of the pattern (see the header). */
static void fish_add_pattern(const fish *f, nonet_step *s) {
    for (int i = 0; i < f->row->size; i++) step_add_unit(s, f->base_first + f->lines[i], NONET_ROLE_BASE);
    for (uint16_t m = f->cover; m; m = mask_rest(m))
        step_add_unit(s, f->cover_first + mask_first_index(m), NONET_ROLE_COVER);
    for (int i = 0; i < f->row->size; i++) {
        int unit = f->base_first + f->lines[i];
        for (uint16_t m = f->pos[i]; m; m = mask_rest(m)) {
            int at = mask_first_index(m), cell = unit_cells[unit][at];
            nonet_role role = (f->fins >> at) & 1u ? NONET_ROLE_FIN : NONET_ROLE_PATTERN;
            step_add_pattern_cell(s, cell, mask_of(f->digit), role);
        }
    }
}

/* The kind the same search also decides: finned and sashimi fish of one
** size go through the same base sets and fins. -1 for basic fish. */
static int sibling_kind(fish_kind kind) {
    return kind == FISH_FINNED ? FISH_SASHIMI : kind == FISH_SASHIMI ? FISH_FINNED : -1;
}

/* The technique of the row of the same size and the sibling kind. */
static nonet_technique sibling_technique(const fish_row *row) {
    for (size_t i = 0; i < sizeof fish_rows / sizeof fish_rows[0]; i++)
        if (fish_rows[i].size == row->size && (int)fish_rows[i].kind == sibling_kind(row->kind))
            return fish_rows[i].technique;
    return NONET_T_NONE;
}

/*
** Report the fish with its cover and fins set, when it is valid, of the
** kind asked for and removes something. True when told to stop. A fish of
** the sibling kind that removes something is noted in f->sibling_seen.
*/
static bool fish_try(fish *f, strat_ctx *ctx) {
    int kind = fish_kind_of(f);
    bool sibling = !f->sibling_seen && kind >= 0 && kind == sibling_kind(f->row->kind);
    if (kind != (int)f->row->kind && !sibling) return false;
    nonet_step step;
    step_init(&step, f->row->technique, f->row->size);
    step.digits = mask_of(f->digit);
    if (fish_add_eliminations(f, &step) == 0) return false;
    if (sibling) {
        f->sibling_seen = true;
        return false;
    }
    fish_add_pattern(f, &step);
    return strat_emit(ctx, &step);
}

/*
** A quick test of a choice of fins before fish_try's full one: the fins'
** base lines must lie in one group, so the fins miss every base line
** outside some group (outside[k]: the positions of the base lines not in
** group k); and no base line may be made of fins alone.
*/
static bool fins_possible(const fish *f, uint16_t fins, const uint16_t outside[3]) {
    if ((fins & outside[0]) && (fins & outside[1]) && (fins & outside[2])) return false;
    for (int i = 0; i < f->row->size; i++)
        if (!(f->pos[i] & (uint16_t)~fins)) return false;
    return true;
}

/*
** A base set whose union spans more than n lines: the extra lines must be
** fins, so they form a subset, of the right size, of one group of three.
** Try each such subset as the fin lines.
*/
static bool fish_try_fins(fish *f, uint16_t all, strat_ctx *ctx) {
    int extra = mask_count(all) - f->row->size;
    uint16_t outside[3] = {0, 0, 0};
    for (int i = 0; i < f->row->size; i++)
        for (int k = 0; k < 3; k++)
            if (f->lines[i] / 3 != k) outside[k] |= f->pos[i];
    for (int k = 0; k < 3; k++) {
        uint16_t group = all & triple_positions(k);
        if (mask_count(group) < extra) continue;
        /* Every non-empty submask of group, keeping those of size extra. */
        for (uint16_t fins = group; fins; fins = (uint16_t)((fins - 1u) & group)) {
            if (mask_count(fins) != extra || !fins_possible(f, fins, outside)) continue;
            f->fins = fins;
            f->cover = (uint16_t)(all & ~fins);
            if (fish_try(f, ctx)) return true;
        }
    }
    return false;
}

/* Try the base set f->lines (positions in f->pos) as basic or finned fish. */
static bool fish_try_base(fish *f, strat_ctx *ctx) {
    uint16_t all = 0;
    f->base = 0;
    for (int i = 0; i < f->row->size; i++) {
        all |= f->pos[i];
        f->base |= (uint16_t)(1u << f->lines[i]);
    }
    int spread = mask_count(all);
    if (f->row->kind == FISH_BASIC) {
        if (spread != f->row->size) return false;
        f->fins = 0;
        f->cover = all;
        return fish_try(f, ctx);
    }
    if (spread <= f->row->size || spread > f->row->size + 3) return false;
    return fish_try_fins(f, all, ctx);
}

/*
** Can a base set whose union is `all` still become a fish of the row's
** kind once lines are added? Basic: at most n cover lines. Finned: the
** cover is the union less fins taken from one group, so the union outside
** some group must have at most n lines.
*/
static bool fish_may_grow(const fish *f, uint16_t all) {
    int size = f->row->size;
    if (f->row->kind == FISH_BASIC) return mask_count(all) <= size;
    for (int k = 0; k < 3; k++)
        if (mask_count(all & (uint16_t)~triple_positions(k)) <= size) return true;
    return false;
}

/*
** Complete the base set f->lines[0..depth-1] (union `all`) with lines
** eligible[from..n-1], in lexicographic order, and try each full set.
** True when told to stop.
*/
static bool fish_choose(fish *f, const int *eligible, int n, int from, int depth, uint16_t all,
                        strat_ctx *ctx) {
    if (depth == f->row->size) return fish_try_base(f, ctx);
    for (int i = from; i <= n - (f->row->size - depth); i++) {
        uint16_t pos = f->g->where[f->base_first + eligible[i]][f->digit];
        if (!fish_may_grow(f, all | pos)) continue;
        f->lines[depth] = eligible[i];
        f->pos[depth] = pos;
        if (fish_choose(f, eligible, n, i + 1, depth + 1, all | pos, ctx)) return true;
    }
    return false;
}

/*
** Every base set of one digit and direction: lines with 2..n (basic) or
** 2..n+3 (finned) candidates, taken n at a time.
*/
static bool fish_search_direction(fish *f, strat_ctx *ctx) {
    int size = f->row->size, most = f->row->kind == FISH_BASIC ? size : size + 3;
    int eligible[9], n = 0;
    for (int line = 0; line < 9; line++) {
        int count = mask_count(f->g->where[f->base_first + line][f->digit]);
        if (count >= 2 && count <= most) eligible[n++] = line;
    }
    return n >= size && fish_choose(f, eligible, n, 0, 0, 0, ctx);
}

/*
** All fish of one technique row: every digit, rows then columns as base.
** When the driver asks for this row, each digit searched to the end with
** no fish of the sibling kind goes to ctx->memo.also_nothing (see strat_ctx).
*/
static bool fish_search_row(const nonet_grid *g, const fish_row *row, strat_ctx *ctx) {
    fish f = {.g = g, .row = row};
    bool report = ctx->wanted == row->technique && sibling_kind(row->kind) >= 0;
    if (report) ctx->memo.also_technique = sibling_technique(row);
    for (f.digit = 1; f.digit <= 9; f.digit++) {
        if (!strat_digit_wanted(ctx, f.digit)) continue;
        f.sibling_seen = false;
        for (int dir = 0; dir < 2; dir++) {
            f.base_first = dir ? col_unit(0) : row_unit(0);
            f.cover_first = dir ? row_unit(0) : col_unit(0);
            if (fish_search_direction(&f, ctx)) return true;
        }
        if (report && !f.sibling_seen) ctx->memo.also_nothing |= mask_of(f.digit);
    }
    return false;
}

/*
** Serves the nine fish rows of the technique table: reports only the technique
** asked for (ctx->wanted), or all of them for NONET_T_NONE.
*/
bool strat_fish(const nonet_grid *g, strat_ctx *ctx) {
    for (size_t i = 0; i < sizeof fish_rows / sizeof fish_rows[0]; i++) {
        if (ctx->wanted != NONET_T_NONE && ctx->wanted != fish_rows[i].technique) continue;
        if (fish_search_row(g, &fish_rows[i], ctx)) return true;
    }
    return false;
}
