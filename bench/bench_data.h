/*
** bench_data.h -- puzzle files for the benchmark, read into memory.
*/
#ifndef NONET_BENCH_DATA_H
#define NONET_BENCH_DATA_H

#include <stdint.h>

typedef struct puzzle_set {
    const char *name;       /* the file's base name (borrowed from argv) */
    long count;
    uint16_t (*masks)[81];  /* per puzzle: a given's digit mask or 0x1ff */
    char (*text)[82];       /* per puzzle: the 81 characters, NUL-ended */
} puzzle_set;

/* Read up to max puzzles (max < 0: all) of path into set. Lines starting
** with '#', blank lines and lines without 81 puzzle characters are skipped.
** Returns 0 (after a message on stderr) when the file cannot be read or
** memory runs out; release with puzzle_set_free. */
int puzzle_set_read(puzzle_set *set, const char *path, long max);
void puzzle_set_free(puzzle_set *set);

/* Compare the new core with the reference on every puzzle (counts up to 2,
** first solutions, validity of each solution); print mismatches on stdout
** and a summary. Returns 0 when all agree, 1 otherwise. */
int check_against_reference(const puzzle_set *set);

/* For each puzzle, "puzzle:count:solution" by the reference core (count up
** to limit, its first solution or nothing) on stdout. */
void print_reference_counts(const puzzle_set *set, long limit);

#endif
