/*
** complex_fish.c -- Franken and Mutant fish, plain and finned, of sizes 2
** (X-Wing) to 6 (Whale), as HoDoKu defines them (after the Ultimate
** Fish Guide).
**
** The pattern. n base units of one digit (any of rows, columns, boxes) that
** share no candidate, and n cover units, none of them a base unit, holding
** every base candidate. Each base unit holds the digit once, in n distinct
** places, and each cover unit at most once: the n placements fill the n
** cover units, so no other candidate of a cover unit can be the digit. A
** candidate in two cover units cannot be it either: it would fill two
** cover units with one placement, leaving n-1 for n (cannibalism).
**
**     base r2 r8 b4 (digit 5)      cover c1 c3 c6
**       c1 c3 c6                    r2: 5 in c1, c6
**   r2   X  .  X                    r8: 5 in c3, c6
**   b4   X  X  .   (r4c1, r5c3)     b4: 5 in r4c1, r5c3
**   r8   .  X  X                    => 5 leaves c1, c3, c6 elsewhere
**
** Franken: rows and boxes as base, columns and boxes as cover (or columns
** and rows the other way round), with at least one box; every other
** choice of units is Mutant. A fish of rows against columns alone is a
** basic fish (strategies/fish.c) and is not reported here.
** Finned: base candidates outside the cover are fins, and a candidate in
** two base units (an endo fin) is one too. Either a fin holds the digit or
** the fish does, so only cells seeing every fin lose it. HoDoKu's limits:
** at most 5 fins, 2 of them endo fins.
**
** The search, per digit and size, aims only at the digit's candidates no
** template uses (src/engine/template_walk.h): a fish is single-digit
** logic, so it can remove no other; a digit without one is not searched.
** Base sets are combinations of units in ascending order whose candidates
** overlap in at most 2 cells (none for the plain rows; there a base unit
** also holds at most n candidates). The cover is built candidate by
** candidate by the fish engine (src/engine/fish_search.h, which Kraken
** Fish drives too): the lowest base candidate not yet covered is covered
** by one of its (at most three) units or becomes a fin, so every cover
** set is met once; a base whose candidates fewer units hold is completed
** here with units that remove something aimed at. A branch ends when the
** cover has n units and a candidate is left, when fins would exceed 5, or
** when the fins have no common peer among the candidates aimed at. A base set whose candidates
** the n largest shares of the cover units cannot hold (less the fins that
** could see one aim) is dropped first. As HoDoKu ("only the smallest fish
** for every elimination"), a fish is reported only when it removes a
** candidate no fish reported before in the call removes, and that
** candidate is no longer aimed at: the search of a digit ends when every
** aim is taken. Each digit and size stops after CF_BUDGET cover choices
** (the library's cases need at most about a third of it). The pipeline
** searches Franken fish to size 3 (HoDoKu's default solver) and Mutant
** fish to 2; find (ctx->exhaustive) every size to 6.
** tests/test_complex_fish.c runs the widest search (every size, a grid of
** open candidates) as its worst case, tests/test_bounds.c every find on
** positions rich in fish.
**
** Step record: technique the row, variant the size (2..6), digits the
** digit; units the base units NONET_ROLE_BASE and the cover units
** NONET_ROLE_COVER, ascending; marks: base candidates NONET_ROLE_PATTERN,
** fins (endo fins included) NONET_ROLE_FIN; cells: every base candidate.
*/
#include "cellset.h"
#include "fish_search.h"
#include "strategy.h"
#include "template_walk.h"

#include <stdlib.h>
#include <string.h>

#define CF_MIN_SIZE 2
#define CF_MAX_SIZE 6
#define CF_MAX_FINS 5
#define CF_MAX_ENDO_FINS 2
#define CF_BUDGET 1000000L

enum { KIND_ROW = 1, KIND_COL = 2, KIND_BOX = 4, KIND_ALL = 7 };

typedef enum cf_class { CF_BASIC, CF_FRANKEN, CF_MUTANT } cf_class;

typedef struct cf_row {
    nonet_technique technique;
    cf_class cls;
    bool finned;
    int pipeline_size; /* the largest size searched in the pipeline */
} cf_row;

static const cf_row cf_rows[] = {
    {NONET_T_FRANKEN_FISH, CF_FRANKEN, false, 3},
    {NONET_T_FINNED_FRANKEN_FISH, CF_FRANKEN, true, 3},
    {NONET_T_MUTANT_FISH, CF_MUTANT, false, 2},
    {NONET_T_FINNED_MUTANT_FISH, CF_MUTANT, true, 2},
};

/* One search: the fish engine's (first, for its hooks), a row, and what
** the search aims at. */
typedef struct cf_search {
    fish_search fs;
    const cf_row *row;
    strat_ctx *ctx;
    cellset deletable; /* the digit's candidates no template uses and no
                       ** fish reported in this call removes */
    cellset targets;   /* deletable as the cover search of a base began */
} cf_search;

static int kind_bit(int unit) { return 1 << unit_kind(unit); }

/* The unit kinds (KIND_*) among the units of a mask. */
static int kinds_of(uint32_t units) {
    int kinds = 0;
    for (int u = 0; u < N_UNITS; u++)
        if ((units >> u) & 1u) kinds |= kind_bit(u);
    return kinds;
}

/*
** HoDoKu's name for a fish by the kinds of its units: rows against columns
** basic; rows (and boxes) against columns (and boxes) Franken; else Mutant.
*/
static cf_class classify(uint32_t base_units, uint32_t cover_units) {
    int b = kinds_of(base_units), c = kinds_of(cover_units);
    if ((b == KIND_ROW && c == KIND_COL) || (b == KIND_COL && c == KIND_ROW)) return CF_BASIC;
    int bl = b & ~KIND_BOX, cl = c & ~KIND_BOX;
    if ((bl == KIND_ROW && cl == KIND_COL) || (bl == KIND_COL && cl == KIND_ROW)) return CF_FRANKEN;
    return CF_MUTANT;
}

/* Units, marks, cells and eliminations of the fish (see the header). */
static void cf_fill_step(const cf_search *s, nonet_step *step, cellset fins, cellset elims) {
    const fish_search *fs = &s->fs;
    step_init(step, s->row->technique, fs->size);
    step->digits = mask_of(fs->digit);
    for (int u = 0; u < N_UNITS; u++)
        if ((fs->base_units >> u) & 1u) step_add_unit(step, u, NONET_ROLE_BASE);
    for (int u = 0; u < N_UNITS; u++)
        if ((fs->cover_units >> u) & 1u) step_add_unit(step, u, NONET_ROLE_COVER);
    for (cellset m = fs->base; !cellset_is_empty(m);) {
        int cell = cellset_pop(&m);
        nonet_role role = cellset_has(fins, cell) ? NONET_ROLE_FIN : NONET_ROLE_PATTERN;
        step_add_pattern_cell(step, cell, mask_of(fs->digit), role);
    }
    for (cellset m = elims; !cellset_is_empty(m);) step_add_elimination(step, cellset_pop(&m), fs->digit);
}

/* What the complete cover can remove: its candidates outside the base and
** those in two of its units. */
static cellset cf_cover_eliminations(const fish_search *fs) {
    cellset all = cellset_empty(), twice = cellset_empty();
    for (uint32_t m = fs->cover_units; m; m &= m - 1) {
        int u = __builtin_ctz(m);
        twice = cellset_or(twice, cellset_and(all, fs->unit_cand[u]));
        all = cellset_or(all, fs->unit_cand[u]);
    }
    return cellset_or(cellset_minus(all, fs->base), twice);
}

/*
** A complete fish: its eliminations are the cover candidates outside the
** base and those in two cover units, seen by every fin when it has fins.
** Report it when it is of the row's kind and removes a candidate no fish
** reported before removes (HoDoKu's "only the smallest fish for every
** elimination"). True when told to stop.
*/
static bool cf_try(fish_search *fs) {
    cf_search *s = (cf_search *)fs;
    cellset fins = fish_fin_cells(fs);
    if (s->row->finned == cellset_is_empty(fins)) return false;
    cellset elims = cf_cover_eliminations(fs);
    if (s->row->finned) elims = cellset_and(elims, fs->fin_peers);
    if (!cellset_meets(elims, s->deletable) || classify(fs->base_units, fs->cover_units) != s->row->cls) return false;
    s->deletable = cellset_minus(s->deletable, elims);
    nonet_step step;
    cf_fill_step(s, &step, fins, elims);
    return strat_emit(s->ctx, &step);
}

/* Would unit, added to the cover, remove a candidate the search aims at
** (outside the base, or a base candidate covered twice)? */
static bool cf_unit_adds(const cf_search *s, int unit) {
    const fish_search *fs = &s->fs;
    cellset aim = s->row->finned ? cellset_and(s->targets, fs->fin_peers) : s->targets;
    cellset gain = cellset_or(cellset_minus(fs->unit_cand[unit], fs->base), fs->covered);
    return cellset_meets(cellset_and(fs->unit_cand[unit], gain), aim);
}

/*
** Every base candidate is covered or a fin: complete the cover with units
** from `from` on that remove something aimed at (a unit that would remove
** nothing adds nothing to the fish). True when told to stop.
*/
static bool cf_cover_rest(cf_search *s, int from) {
    fish_search *fs = &s->fs;
    if (fs->n_cover == fs->size) return cf_try(fs);
    if (++fs->nodes > fs->budget) return false;
    for (int u = from; u < N_UNITS; u++) {
        if (!((fs->cover_kinds >> u) & 1u) || ((fs->forbidden | fs->cover_units) >> u) & 1u) continue;
        if (!cellset_meets(fs->unit_cand[u], fs->base) || !cf_unit_adds(s, u)) continue;
        fs->cover_units |= 1u << u;
        fs->n_cover++;
        bool stop = cf_cover_rest(s, u + 1);
        fs->n_cover--;
        fs->cover_units &= ~(1u << u);
        if (stop) return true;
    }
    return false;
}

static bool cf_short_cover(fish_search *fs) { return cf_cover_rest((cf_search *)fs, 0); }

/* A fin more must leave the fins a common peer the search aims at. */
static bool cf_fin_ok(const fish_search *fs, int cell) {
    const cf_search *s = (const cf_search *)fs;
    return cellset_meets(cellset_and(fs->fin_peers, cell_peer_sets[cell]), s->targets);
}

/*
** How many of the cells `left` can still be fins: all fins see one
** candidate the fish removes, which no template uses and which every endo
** fin sees; at most CF_MAX_FINS with the endo fins.
*/
static int cf_fin_room(const cf_search *s, cellset left) {
    if (!s->row->finned) return 0;
    int room = 0;
    cellset aims = cellset_and(s->deletable, fish_common_peers(s->fs.endo));
    for (cellset m = aims; !cellset_is_empty(m);) {
        int near = cellset_count(cellset_and(left, cell_peer_sets[cellset_pop(&m)]));
        if (near > room) room = near;
    }
    int most = CF_MAX_FINS - cellset_count(s->fs.endo);
    return room < most ? room : most;
}

/*
** The base set is complete: search its covers only if n cover units
** could hold the base candidates but its fins: the n largest shares of
** the base among the units allowed must add up to the candidates less the
** fins still possible. Most base sets of open positions end here.
*/
static bool cf_cover_start(fish_search *fs) {
    cf_search *s = (cf_search *)fs;
    cellset left = cellset_minus(fs->base, fs->endo);
    int need = cellset_count(left) - cf_fin_room(s, left);
    if (need > 0 && cellset_top_shares(fs->unit_cand, N_UNITS, fs->allowed, left, fs->size) < need) return false;
    s->targets = s->deletable;
    return true;
}

/*
** Can unit join the base? It holds the digit at most `size` times in a
** plain fish; the endo fins it adds must keep within the limit and share
** a peer holding the digit.
*/
static bool cf_base_fits(fish_search *fs, int unit) {
    const cf_search *s = (const cf_search *)fs;
    cellset cells = fs->unit_cand[unit];
    if (!s->row->finned && cellset_count(cells) > fs->size) return false;
    cellset endo = cellset_or(fs->endo, cellset_and(cells, fs->base));
    if (cellset_is_empty(endo)) return true;
    if (!s->row->finned || cellset_count(endo) > CF_MAX_ENDO_FINS) return false;
    return cellset_meets(fish_common_peers(endo), s->deletable);
}

/* Bases grow while a candidate is left to aim at. */
static bool cf_base_open(fish_search *fs) { return !cellset_is_empty(((cf_search *)fs)->deletable); }

static const fish_ops cf_ops = {.base_open = cf_base_open,
                                .base_fits = cf_base_fits,
                                .cover_start = cf_cover_start,
                                .fin_ok = cf_fin_ok,
                                .short_cover = cf_short_cover,
                                .complete = cf_try};

/* Every fish of one digit and size, in each shape of the row's kind. */
static bool cf_search_digit(cf_search *s) {
    int first = s->row->cls == CF_FRANKEN ? FISH_SHAPE_FRANKEN : FISH_SHAPE_MUTANT;
    int n_shapes = s->row->cls == CF_FRANKEN ? 2 : 1;
    for (int i = first; i < first + n_shapes; i++) {
        fish_set_shape(&s->fs, fish_shapes[i]);
        if (fish_search_run(&s->fs)) return true;
    }
    return false;
}

/* All fish of one row: sizes ascending, each over the digits with a
** candidate to delete (deletable[digit]), each digit and size within
** CF_BUDGET cover choices. */
static bool cf_search_row(const nonet_grid *g, const cf_row *row, strat_ctx *ctx, const cellset deletable[10]) {
    cellset aims[10];
    memcpy(aims, deletable, sizeof aims);
    cf_search s = {.fs = {.ops = &cf_ops, .budget = CF_BUDGET, .max_fins = row->finned ? CF_MAX_FINS : 0,
                          .finned = row->finned},
                   .row = row,
                   .ctx = ctx};
    int largest = ctx->exhaustive ? CF_MAX_SIZE : row->pipeline_size;
    for (s.fs.size = CF_MIN_SIZE; s.fs.size <= largest; s.fs.size++) {
        for (int digit = 1; digit <= 9; digit++) {
            if (cellset_is_empty(aims[digit])) continue;
            fish_read_digit(&s.fs, g->where, digit);
            s.deletable = aims[digit];
            s.fs.nodes = 0;
            bool stop = cf_search_digit(&s);
            aims[digit] = s.deletable;
            if (stop) return true;
        }
    }
    return false;
}

/*
** The digits' candidates no template uses, kept between calls in the
** solve's scratch: the four rows ask for one position one after another,
** and a step changes the places of few digits. A digit's templates depend
** on its places alone (per row, its candidate columns and the column it is
** placed in): the entry of a digit with the same places is reused.
*/
typedef struct cf_memo {
    uint16_t where[10][9], placed[10][9]; /* per digit and row, as last seen */
    cellset deletable[10];
    uint16_t known; /* bit d: digit d's entry is filled */
} cf_memo;

void complex_fish_free(struct cf_memo *memo) { free(memo); }

/* The solve's memo (made on first use); NULL without a scratch or memory. */
static cf_memo *cf_memo_of(strat_ctx *ctx) {
    if (!ctx->scratch) return NULL;
    if (!ctx->scratch->complex_fish) ctx->scratch->complex_fish = calloc(1, sizeof(cf_memo));
    return ctx->scratch->complex_fish;
}

/* Digit's candidates no template uses, from memo when its places there
** are g's (placed[row]: the column bit where row holds digit, if any). */
static cellset cf_memo_deletable(cf_memo *memo, const nonet_grid *g, int digit, const uint16_t placed[9]) {
    uint16_t where[9];
    for (int row = 0; row < 9; row++) where[row] = g->where[row_unit(row)][digit];
    if (!memo) return templates_deletable(g, digit);
    if (!((memo->known >> digit) & 1u) || memcmp(memo->where[digit], where, sizeof where) ||
        memcmp(memo->placed[digit], placed, sizeof where)) {
        memo->deletable[digit] = templates_deletable(g, digit);
        memcpy(memo->where[digit], where, sizeof where);
        memcpy(memo->placed[digit], placed, sizeof where);
        memo->known |= (uint16_t)(1u << digit);
    }
    return memo->deletable[digit];
}

/* Per digit wanted, its candidates no template uses (the only ones a fish
** can remove); none for the digits not wanted. */
static void cf_deletable(const nonet_grid *g, strat_ctx *ctx, cellset deletable[10]) {
    uint16_t placed[10][9] = {{0}};
    for (int cell = 0; cell < N_CELLS; cell++)
        placed[g->value[cell]][cell_row(cell)] |= (uint16_t)(1u << cell_col(cell));
    cf_memo *memo = cf_memo_of(ctx);
    for (int digit = 0; digit <= 9; digit++) {
        bool wanted = digit > 0 && strat_digit_wanted(ctx, digit);
        deletable[digit] = wanted ? cf_memo_deletable(memo, g, digit, placed[digit]) : cellset_empty();
    }
}

/*
** Serves the four rows (Franken, Finned Franken, Mutant, Finned Mutant):
** reports only ctx->wanted, or all of them for NONET_T_NONE.
*/
bool strat_complex_fish(const nonet_grid *g, strat_ctx *ctx) {
    cellset deletable[10];
    cf_deletable(g, ctx, deletable);
    for (size_t i = 0; i < sizeof cf_rows / sizeof cf_rows[0]; i++) {
        if (ctx->wanted != NONET_T_NONE && ctx->wanted != cf_rows[i].technique) continue;
        if (cf_search_row(g, &cf_rows[i], ctx, deletable)) return true;
    }
    return false;
}
