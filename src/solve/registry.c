/*
** registry.c -- the const table of strategies in pipeline order.
**
** The order follows HoDoKu's default solving order (the field's practice):
** singles, intersections and subsets, basic fish, single-digit patterns,
** wings, uniqueness, finned fish, colouring. Ratings are Sudoku Explainer's
** for the basic form of each technique. Families whose function is NULL
** are not implemented yet and are skipped everywhere. Families are kept a
** blank line apart so that branches adding them merge cleanly.
**
** The last two fields are HoDoKu 2.2.0's grading data for the family: its
** default base score per step and its level, as HoDoKu's defaults set them
** (Options.DEFAULT_SOLVER_STEPS, the StepConfig rows: e.g. Full House and
** Naked Single 4 Easy, Hidden Single 14 Easy, Locked Candidates 1 and 2 50
** Medium, X-Wing 140 Hard, Finned Swordfish 200 Unfair; HoDoKu's uniqueness
** types 1-6, hidden and avoidable rectangles are all 100 Hard). A row
** without them (0, 0) is graded as unknown (src/grade.c). Backtracking has
** none: it grades as beyond Extreme.
*/
#include "registry.h"

#define U NONET_TF_UNIQUENESS
#define G NONET_TF_NEEDS_GIVENS
#define S NONET_TF_SE_ORDER_ONLY
#define EASY NONET_LEVEL_EASY
#define MEDIUM NONET_LEVEL_MEDIUM
#define HARD NONET_LEVEL_HARD
#define UNFAIR NONET_LEVEL_UNFAIR
#define EXTREME NONET_LEVEL_EXTREME

static const strat_row rows[] = {
    {{NONET_T_FULL_HOUSE, "full_house", "Full House", 1.0, 0, 4, EASY}, strat_full_house},
    {{NONET_T_NAKED_SINGLE, "naked_single", "Naked Single", 2.3, 0, 4, EASY}, strat_naked_single},
    {{NONET_T_HIDDEN_SINGLE, "hidden_single", "Hidden Single", 1.2, 0, 14, EASY}, strat_hidden_single},

    {{NONET_T_LOCKED_PAIR, "locked_pair", "Locked Pair", 2.0, 0, 40, MEDIUM}, strat_naked_subset},
    {{NONET_T_LOCKED_TRIPLE, "locked_triple", "Locked Triple", 2.5, 0, 60, MEDIUM}, strat_naked_subset},
    {{NONET_T_POINTING, "pointing", "Locked Candidates Type 1 (Pointing)", 2.6, 0, 50, MEDIUM}, strat_pointing},
    {{NONET_T_CLAIMING, "claiming", "Locked Candidates Type 2 (Claiming)", 2.8, 0, 50, MEDIUM}, strat_claiming},
    {{NONET_T_NAKED_PAIR, "naked_pair", "Naked Pair", 3.0, 0, 60, MEDIUM}, strat_naked_subset},
    {{NONET_T_NAKED_TRIPLE, "naked_triple", "Naked Triple", 3.6, 0, 80, MEDIUM}, strat_naked_subset},
    {{NONET_T_HIDDEN_PAIR, "hidden_pair", "Hidden Pair", 3.4, 0, 70, MEDIUM}, strat_hidden_subset},
    {{NONET_T_HIDDEN_TRIPLE, "hidden_triple", "Hidden Triple", 4.0, 0, 100, MEDIUM}, strat_hidden_subset},
    {{NONET_T_NAKED_QUAD, "naked_quad", "Naked Quadruple", 5.0, 0, 120, HARD}, strat_naked_subset},
    {{NONET_T_HIDDEN_QUAD, "hidden_quad", "Hidden Quadruple", 5.4, 0, 150, HARD}, strat_hidden_subset},

    /* Sudoku Explainer's direct techniques, in SE's order only (HoDoKu has
    ** none: the score and level are those of the technique each extends). */
    {{NONET_T_DIRECT_POINTING, "direct_pointing", "Direct Pointing", 1.7, S, 50, MEDIUM}, strat_direct_pointing},
    {{NONET_T_DIRECT_CLAIMING, "direct_claiming", "Direct Claiming", 1.9, S, 50, MEDIUM}, strat_direct_claiming},
    {{NONET_T_DIRECT_HIDDEN_PAIR, "direct_hidden_pair", "Direct Hidden Pair", 2.0, S, 70, MEDIUM}, strat_direct_hidden_subset},
    {{NONET_T_DIRECT_HIDDEN_TRIPLE, "direct_hidden_triple", "Direct Hidden Triple", 2.5, S, 100, MEDIUM}, strat_direct_hidden_subset},

    {{NONET_T_X_WING, "x_wing", "X-Wing", 3.2, 0, 140, HARD}, strat_fish},
    {{NONET_T_SWORDFISH, "swordfish", "Swordfish", 3.8, 0, 150, HARD}, strat_fish},
    {{NONET_T_JELLYFISH, "jellyfish", "Jellyfish", 5.2, 0, 160, HARD}, strat_fish},

    {{NONET_T_REMOTE_PAIR, "remote_pair", "Remote Pair", 4.5, 0, 110, HARD}, strat_remote_pair},

    {{NONET_T_BUG_PLUS_1, "bug_plus_1", "Bivalue Universal Grave + 1", 5.6, U, 100, HARD}, strat_bug_plus_1},

    {{NONET_T_SKYSCRAPER, "skyscraper", "Skyscraper", 4.0, 0, 130, HARD}, strat_skyscraper},
    {{NONET_T_TWO_STRING_KITE, "two_string_kite", "2-String Kite", 4.1, 0, 150, HARD}, strat_two_string_kite},
    {{NONET_T_TURBOT_FISH, "turbot_fish", "Turbot Fish", 4.2, 0, 120, HARD}, strat_turbot_fish},
    {{NONET_T_EMPTY_RECTANGLE, "empty_rectangle", "Empty Rectangle", 4.5, 0, 120, HARD}, strat_empty_rectangle},

    {{NONET_T_W_WING, "w_wing", "W-Wing", 4.4, 0, 150, HARD}, strat_w_wing},
    {{NONET_T_XY_WING, "xy_wing", "XY-Wing", 4.2, 0, 160, HARD}, strat_xy_wing},
    {{NONET_T_XYZ_WING, "xyz_wing", "XYZ-Wing", 4.4, 0, 180, HARD}, strat_xyz_wing},

    {{NONET_T_UNIQUE_RECTANGLE, "unique_rectangle", "Uniqueness Test", 4.5, U, 100, HARD}, strat_unique_rectangle},
    {{NONET_T_HIDDEN_RECTANGLE, "hidden_rectangle", "Hidden Rectangle", 4.8, U, 100, HARD}, strat_hidden_rectangle},
    {{NONET_T_AVOIDABLE_RECTANGLE, "avoidable_rectangle", "Avoidable Rectangle", 4.5, U | G, 100, HARD}, strat_avoidable_rectangle},

    {{NONET_T_FINNED_X_WING, "finned_x_wing", "Finned X-Wing", 3.4, 0, 130, HARD}, strat_fish},
    {{NONET_T_SASHIMI_X_WING, "sashimi_x_wing", "Sashimi X-Wing", 3.5, 0, 150, HARD}, strat_fish},
    {{NONET_T_FINNED_SWORDFISH, "finned_swordfish", "Finned Swordfish", 4.0, 0, 200, UNFAIR}, strat_fish},
    {{NONET_T_SASHIMI_SWORDFISH, "sashimi_swordfish", "Sashimi Swordfish", 4.1, 0, 240, UNFAIR}, strat_fish},
    {{NONET_T_FINNED_JELLYFISH, "finned_jellyfish", "Finned Jellyfish", 5.4, 0, 250, UNFAIR}, strat_fish},
    {{NONET_T_SASHIMI_JELLYFISH, "sashimi_jellyfish", "Sashimi Jellyfish", 5.5, 0, 260, UNFAIR}, strat_fish},

    {{NONET_T_SIMPLE_COLORS, "simple_colors", "Simple Colors", 4.5, 0, 150, HARD}, strat_simple_colors},
    {{NONET_T_MULTI_COLORS, "multi_colors", "Multi Colors", 4.6, 0, 200, HARD}, strat_multi_colors},

    {{NONET_T_SUE_DE_COQ, "sue_de_coq", "Sue de Coq", 5.0, 0, 250, UNFAIR}, strat_sue_de_coq},

    {{NONET_T_X_CHAIN, "x_chain", "X-Chain", 6.6, 0, 260, UNFAIR}, strat_x_chain},
    {{NONET_T_XY_CHAIN, "xy_chain", "XY-Chain", 6.6, 0, 260, UNFAIR}, strat_xy_chain},
    {{NONET_T_CONTINUOUS_NICE_LOOP, "continuous_nice_loop", "Continuous Nice Loop", 7.0, 0, 280, UNFAIR}, strat_continuous_nice_loop},
    {{NONET_T_DISCONTINUOUS_NICE_LOOP, "discontinuous_nice_loop", "Discontinuous Nice Loop", 7.0, 0, 280, UNFAIR}, strat_discontinuous_nice_loop},
    {{NONET_T_AIC, "aic", "AIC", 7.0, 0, 280, UNFAIR}, strat_aic},
    {{NONET_T_GROUPED_CONTINUOUS_NICE_LOOP, "grouped_continuous_nice_loop", "Grouped Continuous Nice Loop", 7.0, 0, 300, UNFAIR}, strat_grouped_continuous_nice_loop},
    {{NONET_T_GROUPED_DISCONTINUOUS_NICE_LOOP, "grouped_discontinuous_nice_loop", "Grouped Discontinuous Nice Loop", 7.0, 0, 300, UNFAIR}, strat_grouped_discontinuous_nice_loop},
    {{NONET_T_GROUPED_AIC, "grouped_aic", "Grouped AIC", 7.0, 0, 300, UNFAIR}, strat_grouped_aic},

    {{NONET_T_ALS_XZ, "als_xz", "ALS-XZ", 7.0, 0, 300, UNFAIR}, strat_als_xz},
    {{NONET_T_ALS_XY_WING, "als_xy_wing", "ALS-XY-Wing", 7.2, 0, 320, UNFAIR}, strat_als_xy_wing},
    {{NONET_T_DEATH_BLOSSOM, "death_blossom", "Death Blossom", 7.5, 0, 360, UNFAIR}, strat_death_blossom},

    {{NONET_T_BACKTRACKING, "backtracking", "Backtracking", 0.0, NONET_TF_FALLBACK, 0, 0}, NULL},
};

#undef U
#undef G
#undef S
#undef EASY
#undef MEDIUM
#undef HARD
#undef UNFAIR
#undef EXTREME

const strat_row *registry_rows(size_t *n) {
    *n = sizeof rows / sizeof rows[0];
    return rows;
}

/* Backtracking has no function but is always available. */
static int row_available(const strat_row *r) {
    return r->fn != NULL || (r->info.flags & NONET_TF_FALLBACK);
}

const strat_row *registry_row_any(nonet_technique t) {
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
        if (rows[i].info.technique == t) return &rows[i];
    return NULL;
}

const strat_row *registry_row_of(nonet_technique t) {
    const strat_row *r = registry_row_any(t);
    return r && row_available(r) ? r : NULL;
}

size_t nonet_technique_count(void) {
    size_t n = 0;
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) n += (size_t)row_available(&rows[i]);
    return n;
}

const nonet_technique_info *nonet_technique_at(size_t index) {
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        if (!row_available(&rows[i])) continue;
        if (index-- == 0) return &rows[i].info;
    }
    return NULL;
}

const nonet_technique_info *nonet_technique_info_of(nonet_technique t) {
    const strat_row *r = registry_row_of(t);
    return r ? &r->info : NULL;
}
