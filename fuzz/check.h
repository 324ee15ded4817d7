/*
** check.h -- the properties the fuzz targets test, shared with the
** regression test (tests/test_fuzz_regressions.c) that replays every input
** the fuzzers ever crashed on.
**
** Each function takes arbitrary bytes, runs one part of the library on them
** and returns normally when the library behaved as documented, whatever it
** answered (rejecting the input is fine). A broken property prints what
** broke to stderr and aborts, which libFuzzer records as a crash.
*/
#ifndef NONET_FUZZ_CHECK_H
#define NONET_FUZZ_CHECK_H

#include <stddef.h>
#include <stdint.h>

#include "nonet.h"

/* Parse the bytes (as a string, up to the first NUL) with nonet_grid_parse.
** When it parses: the grid keeps its invariants, and written back in form
** and parsed again it is the same position. When it does not: the error
** has a message and a line. */
void check_parse(const uint8_t *data, size_t size, nonet_grid_form form);

/* Read the bytes as a file of puzzles with nonet_reader, from a string and
** from a stream: both give the same records, each record is OK or INVALID
** with a line number inside the text, there are never more records than
** lines, and the same text with CRLF line ends, or without its final
** newline, gives the same records. Bytes with NULs (which only a stream
** carries) are also read from a stream, for the record properties. */
void check_reader(const uint8_t *data, size_t size);

/* Parse the bytes as one position and solve it: counting, explaining,
** the next step and finding instances of one technique all agree with the
** brute-force solution, every step is sound and changes the grid, replaying
** the trace fills the grid, and every renderer copes with every step.
** Options: text starting with "!k" (k a character) turns backtracking off
** when bit 0 of k is set and uniqueness methods off when bit 1 is set. */
void check_solve(const uint8_t *data, size_t size);

/* Check the bytes as one line of explain's JSON with nonet_check_line:
** a rejection is NONET_INVALID with a message at the line given; a line
** read gives failed <= steps, a report exactly when a step was read, one
** report line per failing step, and the same verdict when checked again. */
void check_checker(const uint8_t *data, size_t size);

/* The number of completions of g up to limit by a plain search of its own
** (check_reference.c, no code shared with the library's brute force), or
** -1 when it would need more than budget nodes. */
int check_reference_count(const nonet_grid *g, int limit, long budget);

/* ---- helpers shared by the oracles ---- */

/* Print "file:line: property failed: what" to stderr and abort. */
_Noreturn void check_fail(const char *what, const char *file, int line);

#define CHECK(cond) ((cond) ? (void)0 : check_fail(#cond, __FILE__, __LINE__))

/* The bytes as a NUL-terminated string (malloc'd; free). */
char *check_text(const uint8_t *data, size_t size);

/* Written in form and read back with nonet_grid_parse, g is the same
** position (as far as the form can tell: values always, candidates for
** pencil marks and HoDoKu lines, givens for HoDoKu lines). One exception:
** a pencil-mark grid where an empty cell has a lone mark reads that cell
** back as filled, and one where it has none is refused, so then the
** position read back (if any) may only be narrower: same values, no digit
** shown that was not. */
void check_roundtrip(const nonet_grid *g, nonet_grid_form form);

/* A rejected input (st) is NONET_INVALID with a message and a place. */
void check_rejection(nonet_status st, const nonet_error *err);

#endif
