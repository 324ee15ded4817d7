/*
** support_reglib.h -- runs HoDoKu's technique regression library
** (tests/data/hodoku-reglib-1.3.txt, from HoDoKu 2.2.0) against a strategy.
**
** A case passes when the strategy, asked for every instance in the case's
** position, finds at least the listed eliminations and placements (other
** sound instances may be found too); a fail case ("-x") passes when nothing
** found touches the case's digits. Every step found must agree with the
** position's solution when it has exactly one.
*/
#ifndef NONET_SUPPORT_REGLIB_H
#define NONET_SUPPORT_REGLIB_H

#include <stddef.h>

#include "nonet.h"
#include "technique.h"

typedef struct reglib_result {
    int total, passed;
    char first_failure[512]; /* the first failing line and why */
} reglib_result;

/* Run every case whose code (before any "-variant") is one of the
** NULL-terminated codes, with technique t. */
reglib_result support_reglib_run(const char *const codes[], nonet_technique t);

/* Check a single library-format line; returns 1 pass, 0 fail, and writes
** the reason to why (size bytes). */
int support_reglib_case(nonet_solver *s, const char *line, nonet_technique t, char *why, size_t size);

/* The same with the union of what several techniques find (ts ends with
** NONET_T_NONE): for cases HoDoKu reports as one step made of two of ours,
** such as Siamese fish whose halves are a finned and a sashimi fish. */
reglib_result support_reglib_run_any(const char *const codes[], const nonet_technique ts[]);
int support_reglib_case_any(nonet_solver *s, const char *line, const nonet_technique ts[], char *why,
                            size_t size);

/* Run the cases of one code with the techniques ts (ending with
** NONET_T_NONE); the test fails unless all pass and there are exactly
** expected_total of them (at least one when expected_total is 0). */
void support_reglib_expect(const char *code, const nonet_technique ts[], int expected_total);

/* support_reglib_expect with technique t alone. */
void support_reglib_all(const char *code, nonet_technique t, int expected_total);

#endif
