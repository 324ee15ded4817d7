/*
** threads.c -- the library from several threads at once, for
** ThreadSanitizer (scripts/tsan.sh builds it with -fsanitize=thread).
**
**   test_threads [-t THREADS] [-r ROUNDS] [-s STACK_KIB] FILE...
**
** Reads every puzzle line of the files (one per line; '#' comments and
** lines that do not parse are skipped), explains each on one thread to get
** a reference digest (status, the text of every step, the solution), then
** starts THREADS threads (default 4), each with its own solver, that
** explain every puzzle ROUNDS times (default 1), each thread starting at a
** different puzzle so they overlap, count its solutions and render its
** steps. The parsed grids are shared read-only by all threads. -s gives
** the threads a stack of that many KiB (default: the system's), to hold the
** library to the stack it promises in nonet.h. Exit status
** 0 when every thread's digests equal the reference, 1 otherwise, 2 on
** bad usage or unreadable files.
**
** Criterion is not used: it forks and runs its own threads, which TSan
** does not follow well; a plain program is simpler to trust.
*/
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "nonet.h"

typedef struct puzzles {
    nonet_grid **grids;
    size_t count, cap;
} puzzles;

/* What one thread computes: a digest per puzzle. */
typedef struct worker {
    pthread_t thread;
    const puzzles *set;
    size_t first, rounds;
    uint64_t *digests;
    int failed; /* the worker could not run (no memory) */
} worker;

/* FNV-1a over bytes, continuing from h. */
static uint64_t digest_bytes(uint64_t h, const void *data, size_t size) {
    const unsigned char *p = data;
    for (size_t i = 0; i < size; i++) h = (h ^ p[i]) * 0x100000001b3ull;
    return h;
}

/* The digest of one step's text, hint and picture: the renderers run on
** every thread too. */
static uint64_t digest_step(uint64_t h, const nonet_grid *before, const nonet_step *step) {
    char text[4096];
    size_t len = nonet_step_text(step, text, sizeof text);
    h = digest_bytes(h, text, len < sizeof text ? len : sizeof text - 1);
    nonet_step_hint(step, 2, text, sizeof text);
    h = digest_bytes(h, text, strlen(text));
    char *svg = nonet_step_svg(before, step);
    if (svg) h = digest_bytes(h, svg, strlen(svg));
    nonet_free(svg);
    return h;
}

/* Explain one puzzle with the solver and digest everything it said. */
static uint64_t digest_puzzle(nonet_solver *solver, const nonet_grid *grid) {
    uint64_t h = 0xcbf29ce484222325ull;
    int count = 0;
    nonet_count(grid, 2, &count, NULL);
    h = digest_bytes(h, &count, sizeof count);
    nonet_trace *trace = NULL;
    nonet_status st = nonet_explain(solver, grid, &trace, NULL);
    h = digest_bytes(h, &st, sizeof st);
    if (!trace) return h;
    nonet_grid *work = nonet_grid_clone(grid);
    for (size_t i = 0; work && i < nonet_trace_count(trace); i++) {
        h = digest_step(h, work, nonet_trace_step(trace, i));
        nonet_step_apply(work, nonet_trace_step(trace, i));
    }
    const uint8_t *solution = nonet_trace_solution(trace);
    if (solution) h = digest_bytes(h, solution, 81);
    nonet_grid_free(work);
    nonet_trace_free(trace);
    return h;
}

/* A thread: its own solver, every puzzle from w->first on, rounds times. */
static void *work(void *arg) {
    worker *w = arg;
    nonet_solver *solver = nonet_solver_new();
    if (!solver) { w->failed = 1; return NULL; }
    size_t n = w->set->count;
    for (size_t round = 0; round < w->rounds; round++)
        for (size_t k = 0; k < n; k++) {
            size_t i = (w->first + k) % n;
            w->digests[i] = digest_puzzle(solver, w->set->grids[i]);
        }
    nonet_solver_free(solver);
    return NULL;
}

static int add_grid(puzzles *set, nonet_grid *grid) {
    if (set->count == set->cap) {
        size_t cap = set->cap ? 2 * set->cap : 64;
        nonet_grid **grown = realloc(set->grids, cap * sizeof *grown);
        if (!grown) return -1;
        set->grids = grown;
        set->cap = cap;
    }
    set->grids[set->count++] = grid;
    return 0;
}

/* Every puzzle line of the file into set; -1 when it cannot be read. */
static int read_file(puzzles *set, const char *path) {
    FILE *f = fopen(path, "r");
    char line[1024];
    if (!f) return -1;
    while (fgets(line, sizeof line, f)) {
        nonet_grid *grid = nonet_grid_new();
        if (grid && line[0] != '#' && nonet_grid_parse(grid, line, NULL) == NONET_OK) {
            if (add_grid(set, grid) == 0) continue;
        }
        nonet_grid_free(grid);
    }
    fclose(f);
    return 0;
}

/* Start the workers (stack_kib: their stack size, 0 for the default),
** wait for them, and count digests that differ from the reference; -1 when
** a thread could not start or run. */
static long run_workers(worker *workers, size_t n_threads, size_t stack_kib, const uint64_t *reference,
                        size_t n) {
    long differences = 0;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    bool sized = !stack_kib || pthread_attr_setstacksize(&attr, stack_kib * 1024) == 0;
    size_t started = 0;
    while (sized && started < n_threads &&
           pthread_create(&workers[started].thread, &attr, work, &workers[started]) == 0)
        started++;
    pthread_attr_destroy(&attr);
    for (size_t t = 0; t < started; t++) pthread_join(workers[t].thread, NULL);
    if (started < n_threads) return -1;
    for (size_t t = 0; t < n_threads; t++) {
        if (workers[t].failed) return -1;
        for (size_t i = 0; i < n; i++) differences += workers[t].digests[i] != reference[i];
    }
    return differences;
}

/* The reference on this thread, then the workers; the number of digests
** that differ, or -1. */
static long compare_threads(const puzzles *set, size_t n_threads, size_t rounds, size_t stack_kib) {
    worker reference = {.set = set, .rounds = 1, .digests = calloc(set->count, sizeof(uint64_t))};
    worker *workers = calloc(n_threads, sizeof *workers);
    long result = -1;
    if (reference.digests && workers) {
        work(&reference);
        size_t t = 0;
        for (; t < n_threads; t++) {
            workers[t] = (worker){.set = set, .first = t * set->count / n_threads, .rounds = rounds,
                                  .digests = calloc(set->count, sizeof(uint64_t))};
            if (!workers[t].digests) break;
        }
        if (t == n_threads && !reference.failed)
            result = run_workers(workers, n_threads, stack_kib, reference.digests, set->count);
    }
    for (size_t t = 0; workers && t < n_threads; t++) free(workers[t].digests);
    free(workers);
    free(reference.digests);
    return result;
}

int main(int argc, char **argv) {
    size_t n_threads = 4, rounds = 1, stack_kib = 0;
    int opt;
    while ((opt = getopt(argc, argv, "t:r:s:")) != -1) {
        if (opt == 't') n_threads = strtoul(optarg, NULL, 10);
        else if (opt == 'r') rounds = strtoul(optarg, NULL, 10);
        else if (opt == 's') stack_kib = strtoul(optarg, NULL, 10);
        else return 2;
    }
    puzzles set = {0};
    for (int i = optind; i < argc; i++) {
        if (read_file(&set, argv[i]) == 0) continue;
        fprintf(stderr, "test_threads: cannot read %s\n", argv[i]);
        return 2;
    }
    if (!set.count || !n_threads) {
        fprintf(stderr, "usage: test_threads [-t N] [-r N] [-s KIB] FILE...\n");
        return 2;
    }
    long differences = compare_threads(&set, n_threads, rounds, stack_kib);
    printf("test_threads: %zu puzzles, %zu threads x %zu rounds (stack %zu KiB, 0 = default): %ld digests "
           "differ\n", set.count, n_threads, rounds, stack_kib, differences);
    for (size_t i = 0; i < set.count; i++) nonet_grid_free(set.grids[i]);
    free(set.grids);
    return differences == 0 ? 0 : 1;
}
