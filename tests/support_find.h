/*
** support_find.h -- helpers for strategy tests: collect every instance of a
** technique in a position, compare a step's effects with a HoDoKu-style
** list, and render a step's text line.
*/
#ifndef NONET_TEST_SUPPORT_FIND_H
#define NONET_TEST_SUPPORT_FIND_H

#include <stdbool.h>
#include <stddef.h>

#include "nonet.h"

#define SUPPORT_FIND_MAX 32

/* Every step nonet_find reports for technique t in g: the first max go to
** steps (the caller's array); returns how many were reported. When g has
** exactly one solution, the test fails unless every step agrees with it. */
size_t support_find(const nonet_grid *g, nonet_technique t, nonet_step *steps, size_t max);

/* support_find on the position parsed from text (which must parse), with
** room for SUPPORT_FIND_MAX steps. */
size_t support_find_in(const char *text, nonet_technique t, nonet_step *steps);

/* The step among steps[0..n) (n as support_find returned) that places
** digit in the named cell ("r2c9") and does nothing else, or NULL. */
const nonet_step *support_step_placing(const nonet_step *steps, size_t n, const char *cell,
                                       int digit);

/* True when list holds exactly the candidates written HoDoKu-style in
** expected: "drc" triples separated by spaces ("413 428" = r1c3 digit 4,
** r2c8 digit 4), in any order. */
bool support_candidates_are(const nonet_candidate *list, int n, const char *expected);

/* Run HoDoKu's regression cases of one code with technique t; the test
** fails unless there are exactly expected_total cases and all pass. */
void support_reglib_all(const char *code, nonet_technique t, int expected_total);

/* The step's text line (a static buffer, overwritten by the next call). */
const char *support_step_text(const nonet_step *step);

#endif
