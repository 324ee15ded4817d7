/*
** strategy.h -- the strategy function type and the shared unit loops: the
** interface every finder (strategies/) is written against, below them in
** src/engine/ with the engines they share.
**
** A strategy looks at a grid and, for each instance of its pattern that
** removes or places something, fills a nonet_step (with step.h) and hands
** it to ctx->emit. emit returns true to stop (the driver wants the first
** instance), false to go on (find wants all). The strategy returns true
** when it was told to stop, or when memory ran out (strat_nomem: then
** ctx->nomem is set). It never changes the grid and never prints.
*/
#ifndef NONET_STRATEGY_H
#define NONET_STRATEGY_H

#include <stdbool.h>

#include "cpu_clock.h"
#include "grid.h"
#include "mask.h"
#include "step.h"
#include "tables.h"
#include "technique.h"

typedef struct strat_ctx strat_ctx;

/* A finder: reports each productive instance to ctx->emit (see above). */
typedef bool (*strat_fn)(const nonet_grid *g, strat_ctx *ctx);

/* The finder of technique t (its row in techniques.def; strategies/
** finders.c), NULL for the fallback and for a number that is no
** technique's. */
strat_fn strat_finder(nonet_technique t);

/* Working memory the heaviest finders keep between the searches of one
** solve, so that a search allocates (and the kernel maps) nothing: each
** finder allocates its part on first use; strat_scratch_free (strategies/
** finders.c, which knows every family's part) releases all.
** A ctx without one (NULL) makes them allocate per search. */
typedef struct strat_scratch {
    struct fc_search *forcing_chains; /* forcing_chains.c */
    struct sel_search *ladder;        /* se_ladder.c */
    struct als_cache *als;            /* the ALS rows and ALS nodes (strat_als_cache) */
    struct fn_search *forcing_nets;   /* forcing_nets.c */
    struct kf_search *kraken_fish;    /* kraken_fish.c */
    struct cf_memo *complex_fish;     /* complex_fish.c: the digits' template deletes */
    struct chain_links_cache *chain_links; /* the chain rows' link lists (engine/chain_links.h) */
    struct chain_reach *chain_reach;       /* the chain rows' reach pass (engine/chain_reach.h) */
    size_t fc_memo_cap; /* forcing_chains.c's X-pass memo: bytes kept at most; 0: its default */
} strat_scratch;

void strat_scratch_free(strat_scratch *scratch);
void forcing_chains_free(struct fc_search *fs);
void se_ladder_free(struct sel_search *s);
/* Candidate (cell, digit) refuted by the first rung of Sudoku Explainer's
** ladder (Nishio, Dynamic, Dynamic+, nested 2-5) whose run from it assumed
** on reaches a contradiction: that rung's contradiction step (the
** candidate eliminated; its two branches end in one candidate on and off)
** in *out. False when none does, the clock ran out, or memory did. */
bool se_ladder_refute(const nonet_grid *g, strat_ctx *ctx, int cell, int digit, nonet_step *out);
void forcing_nets_free(struct fn_search *s);
void kraken_fish_free(struct kf_search *s);
void complex_fish_free(struct cf_memo *memo);

/* What the driver's memo (row_memo.h) tells a finder, and what a finder
** tells it back. All zero (the default) skips nothing and tells nothing. */
typedef struct strat_memo {
    /* Digits known to give this technique nothing here (the driver saw it
    ** find nothing when each of them had the candidates it has now); the
    ** per-digit finders (memo PER_DIGIT in techniques.def) skip them. */
    uint16_t skip_digits;
    /* Units (bit u) known to give this technique nothing here, for the
    ** per-unit finders (memo PER_UNIT). */
    uint32_t skip_units;
    /* Out (the driver clears both): a per-digit finder whose one search
    ** also decides another row (finned and sashimi fish of one size differ
    ** only in the last test) may name that row's technique and add the
    ** digits where it has nothing in this position; the memo records them. */
    nonet_technique also_technique;
    uint16_t also_nothing;
} strat_memo;

/* How a finder is asked: build it with designated initializers, e.g.
**     strat_ctx ctx = {.emit = keep_first, .user = out, .unique = true,
**                      .wanted = NONET_T_X_WING};
** (fields left out are zero: no technique filter, no memo). */
struct strat_ctx {
    /* Receives each productive step; true = stop searching. */
    bool (*emit)(strat_ctx *ctx, nonet_step *step);
    void *user;
    /* The position is known to have exactly one solution: uniqueness
    ** techniques may run. */
    bool unique;
    /* The technique being asked for. A finder covering several rows
    ** (locked_pair inside the subset finder, fish sizes) reports only steps
    ** whose technique equals it; NONET_T_NONE accepts all. */
    nonet_technique wanted;
    /* Every instance is wanted (nonet_find): a finder whose search is
    ** bounded in the pipeline for speed (Franken and Mutant fish sizes)
    ** goes to its full extent. */
    bool exhaustive;
    /* The grouped chains may take ALS nodes (chain_run.c) where they find
    ** nothing without: HoDoKu's "ALS in chains", off in its default solver
    ** and on for its list of all steps; find (exhaustive) always takes them. */
    bool als_nodes;
    /* Only the steps' results and ratings are read (grading): a nested
    ** forcing chain's step leaves out its inner chains, which cost a second
    ** run of the rule that found each (se_ladder.c). */
    bool skip_inner_chains;
    strat_memo memo;
    /* Sudoku Explainer's method (the solver's SE order): the finders SE
    ** reads differently follow SE's rules and scan order (se_basics.c), SE's
    ** direct techniques only place their single. */
    bool se_rules;
    /* Set by Dynamic+ (se_chain.c), which keeps only the steps of SE's
    ** pointing and claiming, hidden and naked pairs and X-Wing that rest on
    ** candidates its run removed: the candidates before the run (NULL: all
    ** steps wanted). Those finders then skip a unit, set or digit whose
    ** candidates are as they were (a step there rests on no removal). */
    const struct sec_grid *se_before;
    /* Where heavy finders keep their working memory (see strat_scratch);
    ** NULL: none. */
    strat_scratch *scratch;
    /* The solve's deadline on the thread's CPU clock (cpu_clock.h), NULL
    ** for none: a long-running finder polls strat_out_of_time. */
    cpu_deadline *deadline;
    /* Optional, set by the driver's best-of-all search (a row flagged
    ** NONET_TF_BEST_OF_ALL): false when no step with the eliminations of
    ** s, drawn with n_links links, could be kept over the best one seen,
    ** so that a finder whose drawing of a step costs more than its
    ** eliminations (the chains) skips it. NULL: every productive step
    ** could be. */
    bool (*worth)(const strat_ctx *ctx, const nonet_step *s, int n_links);
    /* Out (the caller clears it): an allocation failed, so the search
    ** stopped (strat_nomem) and its "nothing found" means nothing; the
    ** solve ends with NONET_NOMEM. A finder that asks another with a ctx
    ** of its own passes this back (strat_pass_nomem). */
    bool nomem;
};

/* An allocation failed: mark ctx and return true (stop), so the finder
** returns at once as if its sink had asked it to stop:
**     if (!buf) return strat_nomem(ctx); */
static inline bool strat_nomem(strat_ctx *ctx) {
    ctx->nomem = true;
    return true;
}

/* After a search under a ctx of its own (a copy, or one made for it),
** the caller's ctx learns that it ran out of memory; returns stop, or true
** when it did (so the caller stops too). */
static inline bool strat_pass_nomem(strat_ctx *ctx, const strat_ctx *inner, bool stop) {
    if (inner->nomem) return strat_nomem(ctx);
    return stop;
}

/* Emit a productive step (sorted first); empty steps are dropped here so
** strategies cannot report nothing as something. */
/* Could a step with the eliminations of s, drawn with n_links links (not
** yet added), be kept? It must be productive, and pass ctx's worth filter. */
static inline bool strat_worth(const strat_ctx *ctx, const nonet_step *s, int n_links) {
    return step_productive(s) && (!ctx->worth || ctx->worth(ctx, s, n_links));
}

static inline bool strat_emit(strat_ctx *ctx, nonet_step *s) {
    if (!step_productive(s)) return false;
    step_sort(s);
    return ctx->emit(ctx, s);
}

/*
** Has the solve run past its time limit (nonet_solver_set_time_limit)? A
** finder whose search can run long polls it per unit of work (a chain's
** start) and, when it says yes, returns at once as if it had found
** nothing; the driver then ends the solve with NONET_TIMEOUT. False when
** the solve has no limit. Cheap: the clock is read every 16th poll.
*/
static inline bool strat_out_of_time(const strat_ctx *ctx) {
    return ctx->deadline && cpu_deadline_passed(ctx->deadline);
}

/* Did a poll (this finder's or one of a search it ran) find the solve
** past its time limit? No clock read: for a finder whose search ran
** others (the nested chains), to tell a complete search from one whose
** parts gave nothing because the time ran out. */
static inline bool strat_time_ran_out(const strat_ctx *ctx) { return ctx->deadline && ctx->deadline->passed; }

/* The ALS cache (engine/als_sets.h) the rows on almost locked sets share: the
** solve's, so that its sets are collected once per position for all of
** them; without a scratch, a new one that *own also points to (the caller
** frees it with strat_als_cache_free; *own is NULL otherwise). NULL when
** out of memory. */
struct als_cache *strat_als_cache(strat_ctx *ctx, struct als_cache **own);
void strat_als_cache_free(struct als_cache *cache);

/* The solve's room for the chain rows' reach pass (engine/chain_reach.h),
** made on first use; NULL without a scratch or memory (the rows then
** search every start). */
struct chain_reach *strat_chain_reach(strat_ctx *ctx);

/* Must a per-digit strategy search digit? (See skip_digits.) */
static inline bool strat_digit_wanted(const strat_ctx *ctx, int digit) {
    return !mask_has(ctx->memo.skip_digits, digit);
}

/* Must a per-unit strategy search unit? (See skip_units.) */
static inline bool strat_unit_wanted(const strat_ctx *ctx, int unit) {
    return !((ctx->memo.skip_units >> unit) & 1u);
}

/* Cells of unit u whose bit is set in a position mask, as a cell list;
** returns how many. */
static inline int unit_cells_of(int unit, uint16_t positions, int out[9]) {
    int n = 0;
    for (uint16_t m = positions; m; m = mask_rest(m)) out[n++] = unit_cells[unit][mask_first_index(m)];
    return n;
}

/* The technique whose finder, earlier in the pipeline, finds a step
** wherever t's finder does (chains.c: a discontinuous nice loop covers
** every AIC), so t never fires while that one is enabled; NONET_T_NONE
** when there is none. */
nonet_technique strat_covered_by(nonet_technique t);

/* Every finder, declared from the technique list (each row names its
** finder; strategies/<family>.c defines it, strategies/finders.c binds it
** to its row). */
#define TECHNIQUE(ID, id_, name_, family_, se_, flags_, score_, level_, codes_, sizes_, find_, memo_, text_) \
    bool find_(const nonet_grid *g, strat_ctx *ctx);
#define FALLBACK(ID, id_, name_, family_, text_)
#include "techniques.def"

#endif
