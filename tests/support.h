/*
** support.h -- helpers shared by the tests: positions, their solution, the
** names tests write cells, units and candidates in, and grids shaped by
** hand. Collecting a technique's steps is in support_find.h; HoDoKu's
** regression cases are data (tests/data/techniques/, test_technique_cases.c).
*/
#ifndef NONET_TEST_SUPPORT_H
#define NONET_TEST_SUPPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "nonet.h"
#include "step.h"
#include "technique.h"

/* Parse text into a new grid (free it with nonet_grid_free); the test fails
** (with the parser's message) when it does not parse. */
nonet_grid *support_grid(const char *text);

/* Every `every`-th position before a logic step of the first `max` puzzles
** of puzzles/name (explained), stored in out[n], out[n + 1], ... while there
** is room (out has room for `room`); returns the new count. */
int support_positions(const char *name, int max, int every, nonet_grid *out, int n, int room);

/* The unique solution of g (the test fails when there is not exactly one). */
void support_solution(const nonet_grid *g, uint8_t solution[81]);

/* True when no elimination removes a solution digit and every placement
** agrees with the solution. */
bool support_step_sound(const nonet_step *step, const uint8_t solution[81]);

/* The whole file (malloc'd, NUL-terminated; free), its size in *size when
** size is not NULL; the test fails when it cannot be read. */
char *support_read_file(const char *path, size_t *size);

/* Cell index from "r3c4". */
int support_cell(const char *name);

/* Unit index from "r1", "c5" or "b9". */
int support_unit(const char *name);

/* The step's text line (a static buffer, overwritten by the next call). */
const char *support_step_text(const nonet_step *step);

/* The next candidate written HoDoKu-style, "drc" (digit, row, column: "413"
** is r1c3 digit 4), at or after p, skipping anything that is not a digit:
** *digit and *cell receive it and the return points past it. NULL when
** there is none left (or the last one is cut short). */
const char *support_next_candidate(const char *p, int *digit, int *cell);

/* True when list holds exactly the candidates written HoDoKu-style in
** expected, separated by spaces ("413 428"), in any order. */
bool support_candidates_are(const nonet_candidate *list, int n, const char *expected);

/* digit stays a candidate of unit ("r1", "c5", "b9") only in the listed
** cells ("r1c2 r1c5"); other cells of the unit lose it. */
void support_keep(nonet_grid *g, int digit, const char *unit, const char *cells);

/* cell ("r1c1") keeps only the digits ("12"). */
void support_cands(nonet_grid *g, const char *cell, const char *digits);

#endif
