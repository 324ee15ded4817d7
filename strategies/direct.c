/*
** direct.c -- Sudoku Explainer's "direct" techniques: a pointing,
** claiming, hidden pair or hidden triple whose eliminations leave a digit
** one place in a unit, reported as one step that places that hidden single
** (SE 1.2.1.3 rates them 1.7, 1.9, 2.0 and 2.5, below the naked single).
**
**   Direct Pointing: 4 of b1 only in r3, so 4 leaves r3c7; b3 then has
**   4 only in r2c9:
**   +-------+-------+-------+
**   | . . . | . . . | . . 4 |   b3: 4 was in r2c9 and r3c7
**   | . . . | . . . | . . 4 |
**   | 4 4 . | . . . | x . . |   x: r3c7<>4  => r2c9=4
**   +-------+-------+-------+
**
** Which singles count, as SE looks for them:
**  - pointing (base a box, cover a line) and claiming (base a line, cover a
**    box): a hidden single of the same digit in another unit of the base's
**    kind (another box for pointing, another parallel line for claiming)
**    that had two or more places and keeps one;
**  - hidden pair and triple: a hidden single of a digit outside the subset
**    in a unit where the subset is hidden (its places there all lie in the
**    subset's cells), which had two or more places and keeps one.
** The first such single (units and digits ascending) is the step's.
**
** Sound: the base technique's eliminations are sound (intersections.c,
** subsets.c); after them the digit has one place left in a unit, so it
** goes there.
**
** Step conventions: the base step's record (units, cells, marks, digits,
** eliminations) with the technique changed, plus the placement, a mark of
** the placed candidate (ROLE_PINCER: the step's end) and the single's unit
** (ROLE_PATTERN) appended last. The finders are the base techniques' own:
** each of their steps comes through a relaying sink and is checked here.
*/
#include "strategy.h"

/* One direct search: the grid, the caller's context and the id to report. */
typedef struct direct_search {
    const nonet_grid *g;
    strat_ctx *outer;
    nonet_technique technique;
} direct_search;

/* A hidden single found after a step's eliminations. */
typedef struct direct_single {
    int unit, cell, digit;
} direct_single;

/* The places of digit in unit that the step's eliminations leave. */
static uint16_t places_left(const nonet_grid *g, const nonet_step *step, int unit, int digit) {
    uint16_t left = g->where[unit][digit];
    for (uint16_t m = left; m; m = mask_rest(m)) {
        int i = mask_first_index(m);
        if (step_lists_candidate(step->eliminations, step->n_eliminations, unit_cells[unit][i], digit))
            left &= (uint16_t)~mask_of(i + 1);
    }
    return left;
}

/* Does one of digits (lowest first) become a hidden single in unit after
** the step? It must have had two places or more. Fills *single. */
static bool single_in_unit(const nonet_grid *g, const nonet_step *step, int unit, uint16_t digits,
                           direct_single *single) {
    for (uint16_t m = digits; m; m = mask_rest(m)) {
        int digit = mask_lowest(m);
        if (mask_count(g->where[unit][digit]) < 2) continue;
        uint16_t left = places_left(g, step, unit, digit);
        if (mask_count(left) != 1) continue;
        *single = (direct_single){unit, unit_cells[unit][mask_first_index(left)], digit};
        return true;
    }
    return false;
}

/* Pointing or claiming: the digit's single in another unit of the base's
** kind (only units crossing the cover lose places). */
static bool intersection_single(const nonet_grid *g, const nonet_step *step, direct_single *single) {
    int base = step->units[0].unit;
    for (int i = 0; i < 9; i++) {
        int unit = unit_of_kind(unit_kind(base), i);
        if (unit != base && single_in_unit(g, step, unit, step->digits, single)) return true;
    }
    return false;
}

/* Is the subset (the step's cells and digits) hidden in unit: does unit
** hold all its cells and no other place of its digits? */
static bool subset_hidden_in(const nonet_grid *g, const nonet_step *step, int unit) {
    uint16_t cells = 0;
    for (int i = 0; i < step->n_cells; i++) {
        if (!cell_in_unit(step->cells[i], unit)) return false;
        cells |= cell_position(step->cells[i], unit_kind(unit));
    }
    for (uint16_t m = step->digits; m; m = mask_rest(m))
        if (g->where[unit][mask_lowest(m)] & (uint16_t)~cells) return false;
    return true;
}

/* Hidden pair or triple: a single of another digit in a unit (box, row,
** column) where the subset is hidden. */
static bool subset_single(const nonet_grid *g, const nonet_step *step, direct_single *single) {
    uint16_t others = (uint16_t)(MASK_ALL & ~step->digits);
    for (int k = 0; k < 3; k++) {
        int unit = cell_units[step->cells[0]][unit_kinds_box_first[k]];
        if (subset_hidden_in(g, step, unit) && single_in_unit(g, step, unit, others, single)) return true;
    }
    return false;
}

/* The relaying sink: a base step that gives a single becomes the direct
** step, handed to the caller's sink (whose answer is returned). */
static bool relay_direct(strat_ctx *ctx, nonet_step *base) {
    const direct_search *search = ctx->user;
    direct_single single;
    bool intersection = base->technique == NONET_T_POINTING || base->technique == NONET_T_CLAIMING;
    bool found = intersection ? intersection_single(search->g, base, &single)
                              : base->n_cells > 0 && subset_single(search->g, base, &single);
    if (!found) return false;
    nonet_step step;
    step_copy(&step, base);
    step.technique = search->technique;
    if (search->outer->se_rules) step.n_eliminations = 0; /* SE applies the single only */
    step_add_placement(&step, single.cell, single.digit);
    step_add_mark(&step, single.cell, single.digit, NONET_ROLE_PINCER);
    step_add_unit(&step, single.unit, NONET_ROLE_PATTERN);
    return strat_emit(search->outer, &step);
}

/* Run the base technique's finder with the relaying sink; true when the
** caller's sink asked to stop. */
static bool find_direct(const nonet_grid *g, strat_ctx *ctx, strat_fn base_fn, nonet_technique base,
                        nonet_technique direct) {
    direct_search search = {g, ctx, direct};
    strat_ctx relay = {.emit = relay_direct, .user = &search, .unique = ctx->unique, .wanted = base};
    bool stop = base_fn(g, &relay);
    return strat_pass_nomem(ctx, &relay, stop);
}

/* Direct Pointing: a pointing step that gives a hidden single (SE 1.7). */
bool strat_direct_pointing(const nonet_grid *g, strat_ctx *ctx) {
    return find_direct(g, ctx, strat_pointing, NONET_T_POINTING, NONET_T_DIRECT_POINTING);
}

/* Direct Claiming: a claiming step that gives a hidden single (SE 1.9). */
bool strat_direct_claiming(const nonet_grid *g, strat_ctx *ctx) {
    return find_direct(g, ctx, strat_claiming, NONET_T_CLAIMING, NONET_T_DIRECT_CLAIMING);
}

/* Direct hidden pair or triple, whichever ctx->wanted names (both for
** NONET_T_NONE). */
bool strat_direct_hidden_subset(const nonet_grid *g, strat_ctx *ctx) {
    bool all = ctx->wanted == NONET_T_NONE;
    if ((all || ctx->wanted == NONET_T_DIRECT_HIDDEN_PAIR) &&
        find_direct(g, ctx, strat_hidden_subset, NONET_T_HIDDEN_PAIR, NONET_T_DIRECT_HIDDEN_PAIR))
        return true;
    if (all || ctx->wanted == NONET_T_DIRECT_HIDDEN_TRIPLE)
        return find_direct(g, ctx, strat_hidden_subset, NONET_T_HIDDEN_TRIPLE, NONET_T_DIRECT_HIDDEN_TRIPLE);
    return false;
}
