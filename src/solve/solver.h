/*
** solver.h -- internals of the solver object shared by the driver modules.
*/
#ifndef NONET_SOLVER_H
#define NONET_SOLVER_H

#include <stdbool.h>

#include "cpu_clock.h"
#include "nonet.h"
#include "step.h"
#include "technique.h"
#include "row_memo.h"
#include "strategy.h"
#include "tables.h"

struct nonet_solver {
    bool enabled[NONET_T_COUNT_];
    bool backtracking;
    bool uniqueness;
    bool als_nodes; /* nonet_solver_set_als_nodes */
    bool grading;   /* set by nonet_grade_puzzle: steps' inner chains left out */
    /* The technique table's rows in the order they are tried (nonet_order). */
    const technique_row *order[NONET_T_COUNT_];
    size_t n_rows;
    nonet_order order_kind; /* the order of the rows (nonet_solver_set_order) */
    /* The order is SE's: finders follow SE's rules (strat_ctx.se_rules). */
    bool se_rules;
    /* The heavy finders' working memory, kept across steps and puzzles (a
    ** solver serves one thread at a time); freed with the solver. */
    strat_scratch scratch;
    /* The time limit per solve in CPU seconds, 0 for none
    ** (nonet_solver_set_time_limit); the running solve's deadline on the
    ** thread's CPU clock, and whether nonet_grade_puzzle fixed it for both
    ** its solves. */
    double time_limit;
    cpu_deadline deadline;
    bool deadline_fixed;
};

struct nonet_trace {
    nonet_status status;
    bool solved;
    uint8_t solution[N_CELLS];
    int stalled_empty; /* empty cells when logic stalled, -1 if it did not */
    size_t n_steps, cap;
    nonet_step *steps;
};

/* Start a solve's clock: the deadline from now, unless one is fixed. */
void solver_start_clock(nonet_solver *s);

/* Say what went wrong in err (when given, no position; printf-style) and
** return st. Each status has one wording, whatever found it, so that every
** command says the same for the same puzzle. */
__attribute__((format(printf, 3, 4)))
nonet_status solver_fail(nonet_error *err, nonet_status st, const char *fmt, ...);

/* Does the step agree with the solution (no placement differs from it, no
** elimination removes a solution digit)? */
bool solver_step_sound(const nonet_step *step, const uint8_t solution[N_CELLS]);

/* May nonet_find run row r on g (unique: g has one solution)? Not when it
** has no finder, nor a uniqueness or one-solution row unless unique, nor a
** row that needs givens on a position read from pencil marks. */
bool solver_find_may_run(const technique_row *r, const nonet_grid *g, bool unique);
/* Every instance of row r on g to fn (NULL: count only; true stops), as
** nonet_find gives them, under the solver's running deadline (the caller
** starts it); *found gets how many were reported. NONET_OK, or
** NONET_NOMEM when the search ran out of memory (then *found is not all). */
nonet_status solver_find(nonet_solver *s, const nonet_grid *g, const technique_row *r, bool unique, nonet_step_fn fn,
                         void *user, size_t *found);

#endif
