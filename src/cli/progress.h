/*
** progress.h -- the progress line of the batch commands on a terminal
** (generate, grade): one line on standard error, redrawn in place at most
** four times a second, cleared at the end.
*/
#ifndef NONET_CLI_PROGRESS_H
#define NONET_CLI_PROGRESS_H

#include "cli.h"

/* A progress line on standard error when it is a terminal (out NULL
** otherwise: every call does nothing). */
typedef struct cli_progress {
    FILE *out;
    const char *command; /* "generate", "grade" */
    long total;          /* puzzles expected, 0 when unknown */
    double start, last;  /* monotonic seconds: the start, the last redraw */
} cli_progress;

/* Start the line for command (a static string) with total puzzles (0:
** unknown). */
void cli_progress_begin(cli_progress *p, const cli_run *run, const char *command, long total);

/* Redraw with done puzzles (at most four times a second): done, rate,
** and the time left when the total is known. */
void cli_progress_show(cli_progress *p, long done);

/* Clear the line. */
void cli_progress_end(cli_progress *p);

#endif
