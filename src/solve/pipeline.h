/*
** pipeline.h -- one step of the pipeline (pipeline.c): the solver's rows
** in its order, asked for the first productive step of a position.
*/
#ifndef NONET_PIPELINE_H
#define NONET_PIPELINE_H

#include "solver.h"

/* Run the enabled rows in s's order on g; the first productive step goes
** to *out (NONET_OK). unique: the position has one solution. memo (may be
** NULL): what earlier searches of the same solve found nothing in
** (row_memo.h). NONET_STALLED when no row finds a step, and also when the
** solve's deadline passed during the search (the rows after are not
** asked; s->deadline.passed tells the two apart); NONET_NOMEM when a row
** ran out of memory (its search was cut short: nothing is known). */
nonet_status pipeline_first_step(nonet_solver *s, const nonet_grid *g, bool unique, row_memo *memo,
                                 nonet_step *out);

/* May row r run on g with s's options (enabled, and what it assumes:
** one solution, the givens)? unique: g is known to have one solution. */
bool pipeline_row_runs(const nonet_solver *s, const technique_row *r, const nonet_grid *g, bool unique);

#endif
