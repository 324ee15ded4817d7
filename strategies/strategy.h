/*
** strategy.h -- the strategy function type and the shared unit loops.
**
** A strategy looks at a grid and, for each instance of its pattern that
** removes or places something, fills a nonet_step (with step.h) and hands
** it to ctx->emit. emit returns true to stop (the driver wants the first
** instance), false to go on (find wants all). The strategy returns true
** when it was told to stop. It never changes the grid and never prints.
*/
#ifndef NONET_STRATEGY_H
#define NONET_STRATEGY_H

#include <stdbool.h>

#include "grid.h"
#include "mask.h"
#include "step.h"
#include "tables.h"

typedef struct strat_ctx strat_ctx;
struct strat_ctx {
    /* Receives each productive step; true = stop searching. */
    bool (*emit)(strat_ctx *ctx, nonet_step *step);
    void *user;
    /* The position is known to have exactly one solution: uniqueness
    ** techniques may run. */
    bool unique;
    /* The technique being asked for. A family function covering several ids
    ** (locked_pair inside the subset finder, fish sizes) reports only steps
    ** whose technique equals it; NONET_T_NONE accepts all. */
    nonet_technique wanted;
    /* Digits known to give this technique nothing here (the driver saw it
    ** find nothing when each of them had the candidates it has now). The
    ** per-digit strategies listed in row_memo.c skip them; 0 (the default)
    ** skips none. */
    uint16_t skip_digits;
    /* Units (bit u) known to give this technique nothing here, for the
    ** per-unit strategies listed in row_memo.c; 0 skips none. */
    uint32_t skip_units;
    /* Out (the driver clears both): a per-digit strategy whose one search
    ** also decides another row (finned and sashimi fish of one size differ
    ** only in the last test) may name that row's technique and add the
    ** digits where it has nothing in this position; the memo records them. */
    nonet_technique also_technique;
    uint16_t also_nothing;
};

typedef bool (*strat_fn)(const nonet_grid *g, strat_ctx *ctx);

/* Emit a productive step (sorted first); empty steps are dropped here so
** strategies cannot report nothing as something. */
static inline bool strat_emit(strat_ctx *ctx, nonet_step *s) {
    if (!step_productive(s)) return false;
    step_sort(s);
    return ctx->emit(ctx, s);
}

/* Must a per-digit strategy search digit? (See skip_digits.) */
static inline bool strat_digit_wanted(const strat_ctx *ctx, int digit) {
    return !mask_has(ctx->skip_digits, digit);
}

/* Must a per-unit strategy search unit? (See skip_units.) */
static inline bool strat_unit_wanted(const strat_ctx *ctx, int unit) {
    return !((ctx->skip_units >> unit) & 1u);
}

/* Cells of unit u whose bit is set in a position mask, as a cell list;
** returns how many. */
static inline int unit_cells_of(int unit, uint16_t positions, int out[9]) {
    int n = 0;
    for (uint16_t m = positions; m; m = mask_rest(m)) out[n++] = unit_cells[unit][mask_first_index(m)];
    return n;
}

/* ---- every strategy, by family file in strategies/ ---- */

/* singles.c */
bool strat_full_house(const nonet_grid *g, strat_ctx *ctx);
bool strat_naked_single(const nonet_grid *g, strat_ctx *ctx);
bool strat_hidden_single(const nonet_grid *g, strat_ctx *ctx);
/* intersections.c */
bool strat_pointing(const nonet_grid *g, strat_ctx *ctx);
bool strat_claiming(const nonet_grid *g, strat_ctx *ctx);
/* subsets.c: naked and hidden pairs, triples, quads, locked pair/triple */
bool strat_naked_subset(const nonet_grid *g, strat_ctx *ctx);
bool strat_hidden_subset(const nonet_grid *g, strat_ctx *ctx);
/* fish.c: basic, finned and sashimi fish of sizes 2..4 */
bool strat_fish(const nonet_grid *g, strat_ctx *ctx);
/* single_digit.c */
bool strat_skyscraper(const nonet_grid *g, strat_ctx *ctx);
bool strat_two_string_kite(const nonet_grid *g, strat_ctx *ctx);
bool strat_turbot_fish(const nonet_grid *g, strat_ctx *ctx);
bool strat_empty_rectangle(const nonet_grid *g, strat_ctx *ctx);
/* wings.c */
bool strat_xy_wing(const nonet_grid *g, strat_ctx *ctx);
bool strat_xyz_wing(const nonet_grid *g, strat_ctx *ctx);
bool strat_w_wing(const nonet_grid *g, strat_ctx *ctx);
bool strat_remote_pair(const nonet_grid *g, strat_ctx *ctx);
/* coloring.c */
bool strat_simple_colors(const nonet_grid *g, strat_ctx *ctx);
bool strat_multi_colors(const nonet_grid *g, strat_ctx *ctx);
/* uniqueness.c */
bool strat_unique_rectangle(const nonet_grid *g, strat_ctx *ctx);
bool strat_hidden_rectangle(const nonet_grid *g, strat_ctx *ctx);
bool strat_avoidable_rectangle(const nonet_grid *g, strat_ctx *ctx);
bool strat_bug_plus_1(const nonet_grid *g, strat_ctx *ctx);
/* chains.c: X-Chain, XY-Chain, nice loops and AIC, grouped or not (one chain
** search) */
bool strat_x_chain(const nonet_grid *g, strat_ctx *ctx);
bool strat_xy_chain(const nonet_grid *g, strat_ctx *ctx);
bool strat_continuous_nice_loop(const nonet_grid *g, strat_ctx *ctx);
bool strat_discontinuous_nice_loop(const nonet_grid *g, strat_ctx *ctx);
bool strat_aic(const nonet_grid *g, strat_ctx *ctx);
bool strat_grouped_continuous_nice_loop(const nonet_grid *g, strat_ctx *ctx);
bool strat_grouped_discontinuous_nice_loop(const nonet_grid *g, strat_ctx *ctx);
bool strat_grouped_aic(const nonet_grid *g, strat_ctx *ctx);
/* sue_de_coq.c */
bool strat_sue_de_coq(const nonet_grid *g, strat_ctx *ctx);
/* als.c: almost locked sets */
bool strat_als_xz(const nonet_grid *g, strat_ctx *ctx);
bool strat_als_xy_wing(const nonet_grid *g, strat_ctx *ctx);
bool strat_death_blossom(const nonet_grid *g, strat_ctx *ctx);
/* direct.c: Sudoku Explainer's direct pointing, claiming, hidden pair and
** triple (the base finders' steps that give a hidden single) */
bool strat_direct_pointing(const nonet_grid *g, strat_ctx *ctx);
bool strat_direct_claiming(const nonet_grid *g, strat_ctx *ctx);
bool strat_direct_hidden_subset(const nonet_grid *g, strat_ctx *ctx);

#endif
