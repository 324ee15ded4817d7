/*
** progress.c -- the progress line of the batch commands on a terminal
** (generate, grade): one line on standard error, redrawn in place at
** most four times a second, cleared at the end:
**
**    nonet: grade: 1200/5000, 410.2/s, 9 s left
**
** The rate is puzzles done over the wall time since the start (what the
** user waits for); the time left needs the total, when it is known.
*/
#include <time.h>
#include <unistd.h>

#include "progress.h"

/* Seconds on a monotonic clock. */
static double clock_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* See cli.h. */
void cli_progress_begin(cli_progress *p, const cli_run *run, const char *command, long total) {
    p->out = isatty(fileno(run->err)) ? run->err : NULL;
    p->command = command;
    p->total = total;
    p->start = clock_now();
    p->last = 0;
}

/* See cli.h. */
void cli_progress_show(cli_progress *p, long done) {
    if (!p->out) return;
    double t = clock_now();
    if (t - p->last < 0.25) return;
    p->last = t;
    double rate = (double)done / (t - p->start > 0 ? t - p->start : 1e-9);
    fprintf(p->out, "\rnonet: %s: %ld", p->command, done);
    if (p->total > 0 && p->total >= done)
        fprintf(p->out, "/%ld, %.1f/s, %.0f s left", p->total, rate,
                rate > 0 ? (double)(p->total - done) / rate : 0.0);
    else fprintf(p->out, ", %.1f/s", rate);
    fprintf(p->out, "\033[K");
    fflush(p->out);
}

/* See cli.h. */
void cli_progress_end(cli_progress *p) {
    if (p->out) fprintf(p->out, "\r\033[K");
}
