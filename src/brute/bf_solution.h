/*
** bf_solution.h -- what the brute-force core reports: a solution's callback,
** and the check every reported solution passes. Below the search
** (bf_search.c) and its entry points (bruteforce.c), which both use them.
*/
#ifndef NONET_BF_SOLUTION_H
#define NONET_BF_SOLUTION_H

#include <stdbool.h>
#include <stdint.h>

/* Called for each solution (81 digits 1..9, valid during the call only);
** return true to stop the search. */
typedef bool (*bf_solution_fn)(const uint8_t solution[81], void *user);

/* True when solution (81 digits) fills each of the 27 units with 1..9 and
** puts in every cell one of its candidates: what any reported completion
** satisfies (checked by assert in debug builds, and by the tests). */
bool bf_solution_fits(const uint16_t cand[81], const uint8_t solution[81]);

#endif
