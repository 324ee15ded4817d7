/*
** guess.h -- the explained guess (guess.c).
*/
#ifndef NONET_GUESS_H
#define NONET_GUESS_H

#include "solver.h"

/* The explained guess where the logic stalls on g: a wrong candidate (by
** solution) whose assumption the logic refutes, as a backtracking step
** (variant 1) in *step (NONET_OK); NONET_STALLED when none of those tried
** is refuted (or the deadline passed); NONET_NOMEM when the logic ran out
** of memory. */
nonet_status guess_step(nonet_solver *s, const nonet_grid *g, const uint8_t solution[N_CELLS], nonet_step *step);

#endif
