/*
** generate.c -- puzzles made to order (nonet_generate).
**
** Each try starts from a random full grid and takes clues away (gen_grid.c)
** to a puzzle with one solution, then grades it. When the grade misses the
** target, the search steers instead of starting again: it moves to a
** neighbour (put one or two orbits of clues back, take clues away again in
** a new random order; or, when the puzzle is too hard and need not be
** minimal, only put clues back) and keeps the neighbour when it is no
** further from the target. After a number of steps without reaching it,
** a new grid. Targets easier than most minimal puzzles (Easy) take clues
** away only while singles still solve the puzzle, so they need no
** grading until the end.
**
**    grid --remove--> puzzle --grade--> off by d --neighbour--> d' <= d ? keep
**
** Only what the target asks for is measured while searching (a level needs
** the pipeline-order solve, a rating the SE-order solve); the result is
** graded in full (NONET_ORDER_BOTH). Everything is drawn from one
** generator seeded by the caller, so a seed always gives the same puzzle.
*/
#include <stdio.h>
#include <string.h>

#include "gen_grid.h"
#include "grid.h"
#include "solver.h"
#include "strategy.h"

#define DEFAULT_ATTEMPTS 1000 /* new grids before giving up */
#define STEER_STEPS 30        /* neighbours in a row not closer to the
                              ** target before a new grid */
#define SHIFT_TRIES 20        /* random {-1,+1} moves tried for one
                              ** that keeps one solution */

/* The search's state. */
typedef struct gen_state {
    nonet_solver *solver;
    nonet_solver *ceiling; /* only techniques within the upper bounds, no
                           ** backtracking: a fast "too hard" (or NULL) */
    bool prefix;           /* the ceiling is the pipeline up to the required
                           ** technique: where it solves, its solve is the
                           ** grade's own */
    const nonet_target *target;
    nonet_order order;  /* the solve(s) the target needs */
    gen_check_fn check; /* how clues are taken away first */
    gen_orbits orbits;
    rng r;
    uint8_t full[81];      /* the puzzle's solution */
    uint8_t next_full[81]; /* the neighbour's (a vicinity move changes it) */
    uint8_t puzzle[81];
    nonet_grade grade;
    double off;         /* distance from the target, 0 when met */
    bool reduced;       /* puzzle is minimal as far as orbits go: no
                        ** clue can be taken away alone */
    int direction;      /* -1 too hard, +1 too easy, 0 met */
    bool nomem;         /* a ceiling solve ran out of memory (measure
                        ** ends the search with NONET_NOMEM) */
    nonet_status status;
    nonet_error *err;
} gen_state;

/* How far a value lies outside [lo, hi] (a bound <= 0 is none): negative
** below, positive above. */
static double outside(double value, double lo, double hi) {
    if (lo > 0 && value < lo) return value - lo;
    if (hi > 0 && value > hi) return value - hi;
    return 0;
}

/* How many levels the grade lies outside the target's (as outside), moved
** toward the bound by a little for each point of score in the right
** direction (a higher score is closer to the next level up). */
static double level_off(const nonet_target *t, const nonet_grade *g) {
    double lo = t->min_level ? (double)t->min_level : 0, hi = t->max_level ? (double)t->max_level : 0;
    double off = outside((double)g->level, lo, hi);
    return off == 0 ? 0 : off + (double)g->score / 20000.0;
}

/* How far the SE rating is from the target's range (as outside). When
** SE's method stalled (backtracking), the rating so far is a lower bound:
** it may lie above any upper bound (counted as too hard by 1), and meets
** a lower bound it reaches; below one, it is too easy by at most the gap.
** (Each rung added to SE's ladder makes fewer puzzles stall; nothing here
** changes then.) */
static double rating_off(const nonet_target *t, const nonet_grade *g) {
    if (!g->backtracking) return outside(g->se_rating, t->min_rating, t->max_rating);
    if (t->max_rating > 0) return 1.0;
    return outside(g->se_rating, t->min_rating, 0);
}

/* How far the grade's difficulty is from the target's bounds: negative
** when too easy, positive when too hard, 0 inside (see outside). A level
** left to backtracking is too hard for any level bound. */
static double difficulty_off(const nonet_target *t, const nonet_grade *g) {
    double off = 0;
    if (t->min_level || t->max_level) off = g->level == NONET_LEVEL_BACKTRACKING ? 1.0 : level_off(t, g);
    return off + rating_off(t, g);
}

/* How far the grade is from using the required technique: 0 when it does,
** else the gap to its rating (negative: too easy), at least 0.1. */
static double requires_off(const nonet_target *t, const nonet_grade *g) {
    if (t->requires == NONET_T_NONE || (g->techniques[t->requires / 64] >> (t->requires % 64) & 1u)) return 0;
    const nonet_technique_info *info = nonet_technique_info_of(t->requires);
    double gap = g->se_rating - (info ? info->se_rating : 0);
    if (gap < 0) return gap < -0.1 ? gap : -0.1;
    return gap > 0.1 ? gap : 0.1;
}

/* The difficulty and technique parts of the target: the same distances
** as the search's, met when both are 0. */
bool nonet_grade_meets(const nonet_grade *grade, const nonet_target *target) {
    if (!grade || !target) return false;
    return difficulty_off(target, grade) == 0 && requires_off(target, grade) == 0;
}

/* Whether the ceiling solver stalls on the grid: the puzzle needs a
** technique above the target's upper bounds, so it is too hard. A prefix
** ceiling is never above: where it solves, its trace is graded into grade
** (*graded); where it stalls, the caller grades in full. */
static bool above_ceiling(gen_state *st, const nonet_grid *g, nonet_grade *grade, bool *graded) {
    *graded = false;
    if (!st->ceiling) return false;
    nonet_trace *trace = NULL;
    nonet_status status = nonet_explain(st->ceiling, g, &trace, NULL);
    st->nomem |= status == NONET_NOMEM;
    if (st->prefix && status == NONET_OK) *graded = nonet_grade_trace(trace, grade) == NONET_OK;
    nonet_trace_free(trace);
    return status == NONET_STALLED && !st->prefix;
}

/* Measure the puzzle against the target into off and direction; false
** when grading failed (status and err set). */
static bool measure(gen_state *st, const uint8_t puzzle[81], nonet_grade *grade, double *off, int *direction) {
    nonet_grid g;
    grid_from_values(&g, puzzle);
    for (int c = 0; c < 81; c++) g.given[c] = puzzle[c] != 0;
    bool graded, above = above_ceiling(st, &g, grade, &graded);
    if (st->nomem) { /* here, or in the ceiling's checks that made the puzzle */
        st->status = solver_fail(st->err, NONET_NOMEM, "%s", nonet_strerror(NONET_NOMEM));
        return false;
    }
    if (above) {
        *off = 1.5;
        *direction = -1;
        return true;
    }
    nonet_status status = graded ? NONET_OK : nonet_grade_puzzle(st->solver, &g, st->order, grade, st->err);
    if (status != NONET_OK && status != NONET_STALLED) {
        st->status = status;
        return false;
    }
    const nonet_target *t = st->target;
    double d = difficulty_off(t, grade), q = requires_off(t, grade);
    int givens = gen_givens(puzzle);
    double extra = t->max_givens && givens > t->max_givens ? (givens - t->max_givens) * 0.05 : 0;
    *off = (d < 0 ? -d : d) + (q < 0 ? -q : q) + extra;
    *direction = d + q > 0 ? -1 : *off > 0 ? 1 : 0;
    return true;
}

/* Whether a technique lies within the target's upper bounds. */
static bool within_ceiling(const nonet_target *t, const nonet_technique_info *info) {
    if (t->max_level && info->hodoku_level > (int)t->max_level) return false;
    return !(t->max_rating > 0 && info->se_rating > t->max_rating);
}

/* The ceiling solver for a target with an upper bound: the caller's
** techniques within the bounds, in the order the bound is measured in.
** Without a bound, for a technique required in pipeline order: the
** caller's techniques up to it in that order (*prefix: the pipeline's
** steps are the same up to where it stalls, so where it solves, the
** grade's solve is its own, and cheaper: it never runs the later
** techniques). NULL
** otherwise (or without memory: the search is only slower). */
static nonet_solver *ceiling_of(const nonet_solver *solver, const nonet_target *t, nonet_order order, bool *prefix) {
    bool bounded = t->max_level || t->max_rating > 0;
    *prefix = !bounded && t->requires != NONET_T_NONE && order == NONET_ORDER_PIPELINE;
    if (!bounded && !*prefix) return NULL;
    nonet_solver *c = nonet_solver_new();
    if (!c) return NULL;
    bool past = false; /* after the required technique (prefix) */
    for (size_t i = 0; i < nonet_technique_count(); i++) {
        const nonet_technique_info *info = nonet_technique_at(i);
        bool within = *prefix ? !past : within_ceiling(t, info);
        c->enabled[info->technique] = solver->enabled[info->technique] && within;
        past = past || info->technique == t->requires;
    }
    c->uniqueness = solver->uniqueness;
    c->als_nodes = solver->als_nodes;
    nonet_solver_set_backtracking(c, false);
    nonet_solver_set_order(c, order == NONET_ORDER_SE ? NONET_ORDER_SE : NONET_ORDER_PIPELINE);
    return c;
}

/* Whether the current puzzle meets the whole target. */
static bool meets(const gen_state *st) {
    const nonet_target *t = st->target;
    int givens = gen_givens(st->puzzle);
    if (st->off > 0 || (t->min_givens && givens < t->min_givens)) return false;
    return !t->minimal || gen_is_minimal(st->puzzle);
}

/* The ceiling solver solves the puzzle (so it is unique, and within the
** target's upper bounds); ctx is the state. */
static bool under_ceiling(const uint8_t puzzle[81], const uint8_t *removed, int n, void *ctx) {
    gen_state *st = ctx;
    (void)removed;
    (void)n;
    nonet_grid g;
    grid_from_values(&g, puzzle);
    for (int c = 0; c < 81; c++) g.given[c] = puzzle[c] != 0;
    nonet_trace *trace = NULL;
    nonet_status status = nonet_explain(st->ceiling, &g, &trace, NULL);
    nonet_trace_free(trace);
    st->nomem |= status == NONET_NOMEM;
    return status == NONET_OK;
}

/* Take clues away from a puzzle whose solution is full: all that can go
** (the first check), or one orbit (one that keeps the puzzle under the
** ceiling, when there is one). */
static int take_away(gen_state *st, uint8_t puzzle[81], const uint8_t full[81], bool all) {
    int min = st->target->min_givens;
    gen_check_fn check = all ? st->check : st->ceiling ? under_ceiling : gen_unique;
    void *ctx = check == gen_unique ? (void *)full : (void *)st;
    return gen_take_away(&st->r, &st->orbits, puzzle, min, check, ctx, all);
}

/* The neighbour to try next (its solution in st->next_full): put clues
** back when the puzzle is too hard (and need not be minimal); take one
** orbit away when it is too easy and one can go; a too easy puzzle short
** of a rating or a technique moves to its vicinity (gen_shift_orbit:
** clues elsewhere, another solution), reduced again; else put one or two back and take
** clues away again. True when the neighbour is minimal as far as orbits
** go. */
static bool neighbour(gen_state *st, uint8_t next[81]) {
    memcpy(next, st->puzzle, 81);
    memcpy(st->next_full, st->full, 81);
    if (st->direction < 0 && !st->target->minimal) {
        gen_add_orbit(&st->r, &st->orbits, next, st->full);
        return false;
    }
    if (st->direction > 0 && !st->reduced && take_away(st, next, st->full, false)) return false;
    bool steered = st->target->min_rating > 0 || st->target->requires != NONET_T_NONE;
    bool shifted = st->direction > 0 && steered && st->check == gen_unique &&
                   gen_shift_orbit(&st->r, &st->orbits, next, st->next_full, SHIFT_TRIES);
    int adds = shifted ? 0 : 1 + (int)rng_below(&st->r, 2);
    for (int i = 0; i < adds; i++) gen_add_orbit(&st->r, &st->orbits, next, st->full);
    take_away(st, next, st->next_full, true);
    return st->check == gen_unique;
}

/* A new grid and its reduction, measured; false when grading failed. */
static bool start(gen_state *st) {
    gen_full_grid(&st->r, st->full);
    memcpy(st->puzzle, st->full, 81);
    take_away(st, st->puzzle, st->full, true);
    st->reduced = st->check == gen_unique;
    return measure(st, st->puzzle, &st->grade, &st->off, &st->direction);
}

/* One step toward the target: a neighbour, kept when no further from it
** (*closer set when it is closer); false when grading failed. */
static bool steer(gen_state *st, bool *closer) {
    uint8_t next[81];
    bool reduced = neighbour(st, next);
    nonet_grade grade;
    double off;
    int direction;
    if (!measure(st, next, &grade, &off, &direction)) return false;
    *closer = off < st->off;
    if (off <= st->off) {
        memcpy(st->puzzle, next, 81);
        memcpy(st->full, st->next_full, 81);
        st->grade = grade;
        st->off = off;
        st->direction = direction;
        st->reduced = reduced;
    }
    return true;
}

/* Why the solver cannot use the required technique (NULL when it can):
** not a logic technique, not enabled, or covered by an enabled one that
** comes first (strat_covered_by). */
static const char *requires_unreachable(const nonet_solver *solver, nonet_technique t, char why[128]) {
    const nonet_technique_info *info = nonet_technique_info_of(t);
    if (!info || (info->flags & NONET_TF_FALLBACK)) return "the required technique is not a logic technique";
    if (!solver->enabled[t]) return "the required technique is not enabled in the solver";
    nonet_technique cover = strat_covered_by(t);
    if (cover == NONET_T_NONE || !solver->enabled[cover]) return NULL;
    snprintf(why, 128, "%s never fires while %s is enabled (it finds the same steps first)", info->id,
             nonet_technique_info_of(cover)->id);
    return why;
}

nonet_status nonet_target_check(const nonet_solver *solver, const nonet_target *t, nonet_error *err) {
    if (!solver || !t) return NONET_BAD_ARGUMENT;
    const char *why = NULL;
    char buf[128];
    if (t->min_level < 0 || t->max_level > NONET_LEVEL_EXTREME || (t->max_level && t->min_level > t->max_level))
        why = "the level range is empty or out of range";
    else if (t->min_rating < 0 || t->max_rating < 0 || (t->max_rating > 0 && t->min_rating > t->max_rating))
        why = "the rating range is empty";
    else if (t->min_givens < 0 || t->max_givens > 81 || (t->max_givens && t->min_givens > t->max_givens))
        why = "the givens range is empty or out of range";
    else if (strcmp(nonet_symmetry_name(t->symmetry), "unknown") == 0)
        why = "unknown symmetry";
    else if (t->requires != NONET_T_NONE)
        why = requires_unreachable(solver, t->requires, buf);
    if (why && err) {
        snprintf(err->message, sizeof err->message, "%s", why);
        err->format = NULL; /* not from a catalogue format (nonet_error_text says it as is) */
    }
    return why ? NONET_BAD_ARGUMENT : NONET_OK;
}

/* The solve the target needs while searching, and how clues are taken
** away: by singles for targets no harder than Easy (unless minimal). */
static void plan(gen_state *st) {
    const nonet_target *t = st->target;
    bool rating = t->min_rating > 0 || t->max_rating > 0;
    bool level = t->min_level || t->max_level;
    const nonet_technique_info *info = nonet_technique_info_of(t->requires);
    bool se_only = info && (info->flags & NONET_TF_SE_ORDER_ONLY);
    st->order = rating && (level || (info && !se_only)) ? NONET_ORDER_BOTH
              : rating || se_only                        ? NONET_ORDER_SE
                                                         : NONET_ORDER_PIPELINE;
    bool easy = t->max_level == NONET_LEVEL_EASY || (t->max_rating > 0 && t->max_rating < 2.6);
    st->check = easy && !t->minimal ? gen_by_singles : gen_unique;
}

/* The found puzzle into out, graded in full. */
static nonet_status finish(gen_state *st, nonet_grid *out, nonet_grade *grade) {
    grid_from_values(out, st->puzzle);
    for (int c = 0; c < 81; c++) out->given[c] = st->puzzle[c] != 0;
    if (!grade) return NONET_OK;
    nonet_status status = nonet_grade_puzzle(st->solver, out, NONET_ORDER_BOTH, grade, st->err);
    return status == NONET_STALLED ? NONET_OK : status;
}

/* The search itself: grids and steps until the target is met. */
static nonet_status search(gen_state *st, nonet_grid *out, nonet_grade *grade) {
    long attempts = st->target->max_attempts > 0 ? st->target->max_attempts : DEFAULT_ATTEMPTS;
    for (long a = 0; a < attempts; a++) {
        if (!start(st)) return st->status;
        for (int idle = 0; !meets(st) && idle < STEER_STEPS; idle++) {
            bool closer = false;
            if (!steer(st, &closer)) return st->status;
            if (closer) idle = -1;
        }
        if (meets(st)) return finish(st, out, grade);
    }
    if (st->err) {
        snprintf(st->err->message, sizeof st->err->message, "no puzzle met the target in %ld attempts", attempts);
        st->err->format = NULL;
    }
    return NONET_STALLED;
}

nonet_status nonet_generate(nonet_solver *solver, const nonet_target *target, uint64_t seed, nonet_grid *out,
                            nonet_grade *grade, nonet_error *err) {
    if (!solver || !target || !out) return NONET_BAD_ARGUMENT;
    if (nonet_target_check(solver, target, err) != NONET_OK) return NONET_BAD_ARGUMENT;
    gen_state st = {.solver = solver, .target = target, .r = {seed}, .status = NONET_OK, .err = err};
    gen_orbits_of(target->symmetry, &st.orbits);
    plan(&st);
    st.ceiling = ceiling_of(solver, target, st.order, &st.prefix);
    nonet_status status = search(&st, out, grade);
    nonet_solver_free(st.ceiling);
    return status;
}
