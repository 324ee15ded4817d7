/*
** bruteforce.h -- the backtracking core: counts and lists completions.
**
** Input is one candidate mask per cell (a filled cell passes the mask of
** its digit alone), so the same core serves puzzles with givens and
** pencil-mark positions. No allocation; the state lives on the stack.
*/
#ifndef NONET_BRUTEFORCE_H
#define NONET_BRUTEFORCE_H

#include <stdbool.h>
#include <stdint.h>

/* Called for each solution (81 digits 1..9); return true to stop. */
typedef bool (*bf_solution_fn)(const uint8_t solution[81], void *user);

/* Enumerate completions until limit are found or fn asks to stop; returns
** the number found. fn may be NULL. */
long bf_search(const uint16_t cand[81], long limit, bf_solution_fn fn, void *user);

/* Count completions up to limit; the first one goes to first (if not NULL). */
int bf_count(const uint16_t cand[81], int limit, uint8_t first[81]);

#endif
