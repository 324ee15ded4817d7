/*
** support_find.h -- every step of one technique in a position (through
** nonet_find, as the command's find does), each checked against the
** position's solution, with its text line; and the expectations strategy
** tests write about them.
*/
#ifndef NONET_TEST_SUPPORT_FIND_H
#define NONET_TEST_SUPPORT_FIND_H

#include <stdbool.h>
#include <stddef.h>

#include "nonet.h"
#include "technique.h"

#define SUPPORT_MAX_STEPS 64
#define SUPPORT_TEXT_SIZE 512
#define SUPPORT_FIND_MAX 32

/* How the steps are checked against the position's solution. */
typedef enum support_check {
    SUPPORT_UNCHECKED, /* open grids shaped by hand: many solutions, not counted */
    SUPPORT_UNIQUE,    /* the position must have one solution; every step */
    SUPPORT_IF_UNIQUE  /* every step, when the position has exactly one solution */
} support_check;       /* (false and true still mean what they meant before) */

/* The steps found: n counts them all, the first SUPPORT_MAX_STEPS are kept
** with their text lines. */
typedef struct support_found {
    size_t n;
    nonet_step steps[SUPPORT_MAX_STEPS];
    char text[SUPPORT_MAX_STEPS][SUPPORT_TEXT_SIZE];
} support_found;

/* Every step of technique t in g; the test fails on a step that contradicts
** the solution (as check says) and, with SUPPORT_UNIQUE, unless g has
** exactly one solution. The caller frees the result with free(). */
support_found *support_collect(const nonet_grid *g, nonet_technique t, support_check check);

/* support_collect (SUPPORT_IF_UNIQUE) with the first max steps copied to
** the caller's steps; returns how many were reported. */
size_t support_find(const nonet_grid *g, nonet_technique t, nonet_step *steps, size_t max);

/* support_find on the position parsed from text (which must parse), with
** room for SUPPORT_FIND_MAX steps. */
size_t support_find_in(const char *text, nonet_technique t, nonet_step *steps);

/* The step among steps[0..n) (n as support_find returned) that places
** digit in the named cell ("r2c9") and does nothing else, or NULL. */
const nonet_step *support_step_placing(const nonet_step *steps, size_t n, const char *cell,
                                       int digit);

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

/* The position before the pipeline's first step of technique t on puzzle
** (a new grid; free it), that step in *step; the test fails when the
** pipeline's path has no such step. */
nonet_grid *support_position_before(const char *puzzle, nonet_technique t, nonet_step *step);

/* support_position_before, and the step found there is sound (by the
** position's solution) and reads want. */
nonet_grid *support_first_step_is(const char *puzzle, nonet_technique t, const char *want, nonet_step *step);

/* The test fails when t finds a step in g (not checked: open grids). */
void support_expect_none(const nonet_grid *g, nonet_technique t);

#endif
