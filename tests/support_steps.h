/*
** support_steps.h -- test helpers for strategy families: every step of one
** technique in a position with its text line, and open grids shaped by
** hand (a digit kept in chosen cells of a unit, a cell given its digits).
*/
#ifndef NONET_SUPPORT_STEPS_H
#define NONET_SUPPORT_STEPS_H

#include <stdbool.h>
#include <stddef.h>

#include "nonet.h"

#define SUPPORT_MAX_STEPS 64
#define SUPPORT_TEXT_SIZE 512

typedef struct support_found {
    size_t n;
    nonet_step steps[SUPPORT_MAX_STEPS];
    char text[SUPPORT_MAX_STEPS][SUPPORT_TEXT_SIZE];
} support_found;

/* Every step of technique t in g (nonet_find), with its text. Unlike
** support_find (support_find.h) it can skip the solution count, which open
** grids do not need and the plain brute force may take long on. With
** check_solution, g must have exactly one solution and the test fails on a
** step that removes or places against it (open grids shaped by hand have
** many solutions: pass false). The caller frees the result with free(). */
support_found *support_collect(const nonet_grid *g, nonet_technique t, bool check_solution);

/* The test fails unless the found texts are exactly the NULL-terminated
** expected lines, in any order. */
void support_expect_texts(const support_found *found, const char *const expected[]);

/* Parse position (one solution), find every step of t (checked against
** the solution) and expect exactly the NULL-terminated lines. */
void support_expect_steps(const char *position, nonet_technique t, const char *const lines[]);

/* In an open grid (not checked against a solution), expect exactly the
** lines from t; returns what was found, for further checks (free it). */
support_found *support_expect_open(const nonet_grid *g, nonet_technique t,
                                   const char *const lines[]);

/* The test fails when t finds a step in g (not checked: open grids). */
void support_expect_none(const nonet_grid *g, nonet_technique t);

/* digit stays a candidate of unit ("r1", "c5", "b9") only in the listed
** cells ("r1c2 r1c5"); other cells of the unit lose it. */
void support_keep(nonet_grid *g, int digit, const char *unit, const char *cells);

/* cell ("r1c1") keeps only the digits ("12"). */
void support_cands(nonet_grid *g, const char *cell, const char *digits);

#endif
