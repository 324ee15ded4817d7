/*
** bf_reference.h -- nonet's first backtracking core, kept as a yardstick
** and cross-check for the bitboard core (same contract as bruteforce.h).
*/
#ifndef NONET_BF_REFERENCE_H
#define NONET_BF_REFERENCE_H

#include <stdbool.h>
#include <stdint.h>

typedef bool (*ref_solution_fn)(const uint8_t solution[81], void *user);

long ref_search(const uint16_t cand[81], long limit, ref_solution_fn fn, void *user);
int ref_count(const uint16_t cand[81], int limit, uint8_t first[81]);

#endif
