/*
** explain_pair.c -- two builds of nonet side by side, puzzle by puzzle.
**
**     nonet_explain_pair OLD/libnonet.so NEW/libnonet.so FILE [RUNS] [--list]
**
** Loads both shared libraries into one process (each with its own
** symbols: RTLD_LOCAL | RTLD_DEEPBIND) and times nonet_explain of one
** puzzle in the old build, then in the new, then the next puzzle: both see
** the same machine at nearly the same moment, so a loaded machine moves
** them together and their ratio holds where separate runs drift by 10-30%.
** Each puzzle keeps its least CPU time over RUNS rounds (default 1). The
** summary gives each build's median, p90 and p99 (nearest rank) in
** microseconds, the ratios new/old, and how many puzzles the new build
** solves slower than the old build's p99 (the new p99 is no higher than
** the old exactly when that count is at most the number of puzzles above
** the p99's rank). --list prints "line old new" per puzzle first.
**
** FILE: one puzzle per line (81 characters, the rest ignored; '#' lines
** and short lines are skipped). Only the public API is used, so any two
** builds with nonet_explain serve (an older commit built in a worktree).
*/
#define _GNU_SOURCE
#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "nonet.h"

/* One build: its entry points and a solver and grid of its own. */
typedef struct build {
    nonet_solver *(*solver_new)(void);
    void (*solver_free)(nonet_solver *);
    nonet_grid *(*grid_new)(void);
    void (*grid_free)(nonet_grid *);
    nonet_status (*grid_parse)(nonet_grid *, const char *, nonet_error *);
    nonet_status (*explain)(nonet_solver *, const nonet_grid *, nonet_trace **, nonet_error *);
    void (*trace_free)(nonet_trace *);
    nonet_solver *solver;
    nonet_grid *grid;
} build;

static double cpu_microseconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec * 1e-3;
}

/* Load the library at path into b; 0 (with a message) when it fails. The
** library stays loaded until the process ends. */
static int build_load(build *b, const char *path) {
    void *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND);
    if (!lib) {
        fprintf(stderr, "nonet_explain_pair: %s\n", dlerror());
        return 0;
    }
    *(void **)&b->solver_new = dlsym(lib, "nonet_solver_new");
    *(void **)&b->solver_free = dlsym(lib, "nonet_solver_free");
    *(void **)&b->grid_new = dlsym(lib, "nonet_grid_new");
    *(void **)&b->grid_free = dlsym(lib, "nonet_grid_free");
    *(void **)&b->grid_parse = dlsym(lib, "nonet_grid_parse");
    *(void **)&b->explain = dlsym(lib, "nonet_explain");
    *(void **)&b->trace_free = dlsym(lib, "nonet_trace_free");
    if (!b->solver_new || !b->solver_free || !b->grid_new || !b->grid_free || !b->grid_parse || !b->explain ||
        !b->trace_free) {
        fprintf(stderr, "nonet_explain_pair: %s lacks nonet's API\n", path);
        return 0;
    }
    b->solver = b->solver_new();
    b->grid = b->grid_new();
    return b->solver && b->grid;
}

static void build_free(build *b) {
    b->grid_free(b->grid);
    b->solver_free(b->solver);
}

/* CPU microseconds of one explain of puzzle in b; -1 when it does not parse. */
static double build_time(build *b, const char *puzzle) {
    if (b->grid_parse(b->grid, puzzle, NULL) != NONET_OK) return -1;
    nonet_trace *trace = NULL;
    double start = cpu_microseconds();
    b->explain(b->solver, b->grid, &trace, NULL);
    double us = cpu_microseconds() - start;
    b->trace_free(trace);
    return us;
}

/* The puzzles of path (81 characters each, NUL-ended); NULL when unreadable. */
static char (*read_puzzles(const char *path, long *n))[82] {
    FILE *f = fopen(path, "r");
    if (!f) return NULL;
    char (*p)[82] = NULL, line[1024];
    long cap = 0;
    *n = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || strcspn(line, "\r\n") < 81) continue;
        if (*n == cap) {
            cap = cap ? 2 * cap : 4096;
            char (*grown)[82] = realloc(p, (size_t)cap * sizeof *p);
            if (!grown) break;
            p = grown;
        }
        memcpy(p[*n], line, 81);
        p[(*n)++][81] = '\0';
    }
    fclose(f);
    return p;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Nearest-rank percentile q (0..1) of n values, sorting a copy. */
static double percentile(const double *v, long n, double q, double *scratch) {
    memcpy(scratch, v, (size_t)n * sizeof *v);
    qsort(scratch, (size_t)n, sizeof *scratch, compare_doubles);
    long rank = (long)ceil(q * (double)n);
    return scratch[(rank < 1 ? 1 : rank) - 1];
}

static void summary(const double *old, const double *new_, long n, double *scratch) {
    double q[3] = {0.5, 0.9, 0.99}, a[3], b[3];
    for (int i = 0; i < 3; i++) a[i] = percentile(old, n, q[i], scratch), b[i] = percentile(new_, n, q[i], scratch);
    long above = 0, allowed = n - (long)ceil(0.99 * (double)n);
    for (long i = 0; i < n; i++) above += new_[i] > a[2];
    printf("puzzles %ld\nold: median %.0f p90 %.0f p99 %.0f us\nnew: median %.0f p90 %.0f p99 %.0f us\n", n, a[0],
           a[1], a[2], b[0], b[1], b[2]);
    printf("new/old: median %.3f p90 %.3f p99 %.3f\n", b[0] / a[0], b[1] / a[1], b[2] / a[2]);
    printf("new slower than old p99: %ld puzzles (the p99 holds at %ld or fewer)\n", above, allowed);
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: nonet_explain_pair OLD/libnonet.so NEW/libnonet.so FILE [RUNS] [--list]\n");
        return 2;
    }
    build old, new_;
    int runs = argc > 4 && argv[4][0] != '-' ? atoi(argv[4]) : 1, list = !strcmp(argv[argc - 1], "--list");
    long n;
    char (*puzzles)[82] = read_puzzles(argv[3], &n);
    if (!puzzles || !build_load(&old, argv[1]) || !build_load(&new_, argv[2])) {
        if (!puzzles) fprintf(stderr, "nonet_explain_pair: cannot read %s\n", argv[3]);
        return 2;
    }
    double *a = malloc((size_t)(n + 1) * sizeof *a), *b = malloc((size_t)(n + 1) * sizeof *b),
           *scratch = malloc((size_t)(n + 1) * sizeof *scratch);
    if (!a || !b || !scratch) return 2;
    long kept = 0;
    for (long i = 0; i < n; i++) {
        double x = HUGE_VAL, y = HUGE_VAL;
        for (int r = 0; r < (runs < 1 ? 1 : runs) && x >= 0; r++) {
            x = fmin(x, build_time(&old, puzzles[i]));
            y = fmin(y, build_time(&new_, puzzles[i]));
        }
        if (x < 0 || y < 0) {
            fprintf(stderr, "nonet_explain_pair: puzzle %ld does not parse; left out\n", i + 1);
            continue;
        }
        a[kept] = x, b[kept++] = y;
        if (list) printf("%ld %.0f %.0f\n", i + 1, x, y);
    }
    if (kept) summary(a, b, kept, scratch);
    build_free(&old), build_free(&new_);
    free(a), free(b), free(scratch), free(puzzles);
    return kept ? 0 : 1;
}
