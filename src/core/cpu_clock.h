/*
** cpu_clock.h -- the CPU time the calling thread has used, in seconds: what
** a solve's time limit (nonet_solver_set_time_limit) is measured in. A
** thread's own time, so that one thread's limit is not spent by another
** (grade --jobs); where the platform has no per-thread clock, the
** process's (clock()).
*/
#ifndef NONET_CPU_CLOCK_H
#define NONET_CPU_CLOCK_H

/* CPU seconds used by this thread so far (a system call: cheap, but poll
** it per unit of real work, such as a chain's start, not per candidate). */
double cpu_clock_now(void);

#endif
