/*
** se_grid.h -- a grid as Sudoku Explainer's chaining engine sees it
** (se_chain.h): candidates by cell and places by unit. Its own header so
** that SE's basic finders (se_basics.c), which the engine calls, can read
** the engine's grid before a run without including the engine.
*/
#ifndef NONET_SE_GRID_H
#define NONET_SE_GRID_H

#include <stdint.h>

#include "tables.h"

typedef struct sec_grid {
    uint16_t cand[N_CELLS];
    uint16_t where[N_UNITS][10];
} sec_grid;

#endif
