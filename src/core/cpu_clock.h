/*
** cpu_clock.h -- the CPU time the calling thread has used, in seconds, and
** a deadline on it: what a solve's time limit (nonet_solver_set_time_limit)
** is measured in. A thread's own time, so that one thread's limit is not
** spent by another (grade --jobs); where the platform has no per-thread
** clock, the process's (clock()).
*/
#ifndef NONET_CPU_CLOCK_H
#define NONET_CPU_CLOCK_H

#include <stdbool.h>

/* CPU seconds used by this thread so far. A system call (about as dear
** as a short chain search): poll a deadline instead. */
double cpu_clock_now(void);

/* A deadline polled cheaply: the clock is read at the first poll and then
** every CPU_DEADLINE_EVERY polls; once passed, it stays passed. Owned by
** one solve (one thread). */
typedef struct cpu_deadline {
    double at;          /* cpu_clock_now() value; 0: no deadline */
    unsigned countdown; /* polls left before the next clock read */
    bool passed;
} cpu_deadline;

#define CPU_DEADLINE_EVERY 16u

/* A deadline seconds from now (seconds <= 0: none). */
void cpu_deadline_start(cpu_deadline *d, double seconds);

/* Has the deadline passed? (False when there is none.) */
static inline bool cpu_deadline_passed(cpu_deadline *d) {
    if (d->at <= 0 || d->passed) return d->passed;
    if (d->countdown > 0) {
        d->countdown--;
        return false;
    }
    d->countdown = CPU_DEADLINE_EVERY - 1;
    d->passed = cpu_clock_now() >= d->at;
    return d->passed;
}

#endif
