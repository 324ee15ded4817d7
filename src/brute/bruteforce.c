/*
** bruteforce.c -- the core's entry points: which compiled copy of the
** search (bf_search.c) runs and the first solution kept for bf_count.
*/
#include <assert.h>
#include <string.h>

#include "bf_search.h"
#include "bruteforce.h"
#include "mask.h"

/*
** True when this build holds the AVX2 copy of the search and the CPU (and
** the OS, which must save the AVX state) can run it. __builtin_cpu_supports
** reads a table libgcc fills at start-up: a few loads, nothing to cache.
*/
bool bf_path_simd(void) {
#ifdef BF_HAVE_V3
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") &&
           __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("popcnt");
#else
    return false;
#endif
}

/* Run a prepared search on the copy the path and the CPU allow. */
static long bf_run_search(const uint16_t cand[81], bf_run *run, bf_path path) {
#ifdef BF_HAVE_V3
    if (path == BF_PATH_BEST && bf_path_simd()) return bf_search_run_v3(cand, run);
#else
    (void)path;
#endif
    return bf_search_run(cand, run);
}

long bf_search(const uint16_t cand[81], long limit, bf_solution_fn fn, void *user) {
    bf_run run = {cand, limit, 0, 0, fn, user, false};
    return bf_run_search(cand, &run, BF_PATH_BEST);
}

typedef struct first_copy {
    uint8_t *first;
    bool done;
} first_copy;

/* Keep the first solution for bf_count; never stops the search. */
static bool copy_first(const uint8_t solution[81], void *user) {
    first_copy *fc = user;
    if (!fc->done) memcpy(fc->first, solution, 81);
    fc->done = true;
    return false;
}

int bf_count_path(const uint16_t cand[81], int limit, uint8_t first[81], long *guesses,
                  bf_path path) {
    first_copy fc = {first, false};
    bf_run run = {cand, limit, 0, 0, first ? copy_first : NULL, &fc, false};
    long found = bf_run_search(cand, &run, path);
    if (guesses) *guesses = run.guesses;
    return (int)found;
}

int bf_count_guesses(const uint16_t cand[81], int limit, uint8_t first[81], long *guesses) {
    return bf_count_path(cand, limit, first, guesses, BF_PATH_BEST);
}

int bf_count(const uint16_t cand[81], int limit, uint8_t first[81]) {
    return bf_count_guesses(cand, limit, first, NULL);
}
