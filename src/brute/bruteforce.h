/*
** bruteforce.h -- the backtracking core: counts and lists completions.
**
** Input is one candidate mask per cell (bit d-1 for digit d; a filled cell
** passes the mask of its digit alone), so the same core serves puzzles with
** givens and pencil-mark positions: any subset of candidates may be given,
** and only completions that use, in every cell, one of its candidates and
** satisfy all 27 units count. Bits above the ninth are ignored.
**
** The search (bitboards, see bf_board.h) propagates singles and locked
** candidates in bulk, branches on a cell with two candidates when there is
** one, copies its 148-byte state on the stack per level and allocates
** nothing. Every level places a digit, so recursion is at most 81 deep.
**
** Limit semantics, for both functions: the search stops as soon as `limit`
** completions have been found, so a result equal to limit means "limit or
** more"; a limit <= 0 searches nothing and returns 0. Completions come in a
** fixed depth-first order, so repeated calls agree on the first one.
*/
#ifndef NONET_BRUTEFORCE_H
#define NONET_BRUTEFORCE_H

#include <stdbool.h>
#include <stdint.h>

#include "bf_solution.h"


/* Enumerate completions until limit are found or fn asks to stop; returns
** the number found (0 when the masks admit none). fn may be NULL. */
long bf_search(const uint16_t cand[81], long limit, bf_solution_fn fn, void *user);

/* Count completions up to limit; the first one goes to first (if not NULL;
** left untouched when there is none). */
int bf_count(const uint16_t cand[81], int limit, uint8_t first[81]);

/* bf_count, also storing in *guesses (if not NULL) how many times the search
** had to branch: the figure solver benchmarks quote as guesses per puzzle. */
int bf_count_guesses(const uint16_t cand[81], int limit, uint8_t first[81], long *guesses);

/* Which compiled copy of the search runs. The core is built for the
** baseline CPU and, on x86-64 with GCC or Clang unless CMake's NONET_SIMD
** is OFF, a second time with AVX2, BMI1/2 and POPCNT; BEST takes the second
** when the CPU has them (bf_path_simd), PORTABLE always the first. Both give
** the same counts, solutions and guesses. */
typedef enum bf_path { BF_PATH_BEST, BF_PATH_PORTABLE } bf_path;

/* True when BF_PATH_BEST runs the AVX2 copy on this build and CPU. */
bool bf_path_simd(void);

/* bf_count_guesses on the given path. */
int bf_count_path(const uint16_t cand[81], int limit, uint8_t first[81], long *guesses,
                  bf_path path);


#endif
