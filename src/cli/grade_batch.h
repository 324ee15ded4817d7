/*
** grade_batch.h -- what `nonet grade` adds for batches: the summary
** (--summary: levels, rating bands and hardest techniques), the filters
** (--level, --min-er, --max-er, --requires: nonet_grade_meets), the cache of
** grades (--cache exact: a puzzle seen before in the batch is not graded
** again; --cache canonical: keyed by its canonical form, so any equivalent
** copy counts; none) and the progress line on a terminal.
*/
#ifndef NONET_CLI_GRADE_BATCH_H
#define NONET_CLI_GRADE_BATCH_H

#include "cli.h"

/* Make run->grade_batch (false when out of memory). */
bool cli_grade_batch_begin(cli_run *run);

/* The grade cached for the puzzle (by --cache's key) into *status and
** *grade; false when there is none. */
bool cli_grade_cached(cli_run *run, const nonet_grid *grid, nonet_status *status, nonet_grade *grade);

/* Keep a grade for later copies. */
void cli_grade_cache_store(cli_run *run, const nonet_grid *grid, nonet_status status, const nonet_grade *grade);

/* Count one puzzle (grade NULL when it was not graded) for the summary
** and the progress line. */
void cli_grade_record(cli_run *run, nonet_status status, const nonet_grade *grade);

/* Write the summary (--summary), clear the progress line, free. */
void cli_grade_batch_end(cli_run *run);

#endif
