/*
** cpu_clock.c -- the calling thread's CPU time (cpu_clock.h).
*/
#include <time.h>

#include "cpu_clock.h"

/* POSIX's per-thread CPU clock where there is one (Linux, macOS), else
** the process's CPU time from C11's clock(). */
double cpu_clock_now(void) {
#ifdef CLOCK_THREAD_CPUTIME_ID
    struct timespec ts;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == 0) return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
#endif
    return (double)clock() / CLOCKS_PER_SEC;
}

void cpu_deadline_start(cpu_deadline *d, double seconds) {
    d->at = seconds > 0 ? cpu_clock_now() + seconds : 0;
    d->countdown = 0;
    d->passed = false;
}
