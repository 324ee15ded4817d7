/*
** bench_dist.c -- the logic solve's time per puzzle, as a distribution.
**
** For every puzzle of a set, nonet_explain (with its trace, one reused
** solver; parsing not timed) is timed alone in CPU time; over several runs
** the puzzle keeps its smallest time (other jobs on the machine only add
** time). The report gives the median, 90th and 99th percentiles and the
** maximum, over the whole set and per group of puzzles, grouped by the
** hardest technique the trace used (the highest Sudoku Explainer rating of
** its steps); puzzles where logic stalled and backtracking placed the rest
** form their own group. Percentiles are nearest-rank. Output is Markdown
** tables, ready for docs/PERFORMANCE.md.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_data.h"
#include "nonet.h"

/* What one puzzle cost and needed. */
typedef struct puzzle_stat {
    double us;               /* CPU microseconds of nonet_explain */
    int steps;               /* steps in the trace */
    nonet_technique hardest; /* highest SE rating; BACKTRACKING when it finished */
} puzzle_stat;

static double cpu_microseconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec * 1e-3;
}

/* The group a trace belongs to: backtracking when it was used, otherwise
** the logic technique of highest rating (NONE for an empty trace). */
static nonet_technique trace_group(const nonet_trace *trace) {
    nonet_technique hardest = NONET_T_NONE;
    double rating = -1.0;
    for (size_t i = 0; i < nonet_trace_count(trace); i++) {
        nonet_technique t = nonet_trace_step(trace, i)->technique;
        const nonet_technique_info *info = nonet_technique_info_of(t);
        if (t == NONET_T_BACKTRACKING) return t;
        if (info && info->se_rating > rating) {
            rating = info->se_rating;
            hardest = t;
        }
    }
    return hardest;
}

/* Time one explain of grid into stat (keeping the smaller time when stat
** already holds one); false when the puzzle was not solved. */
static int time_one(nonet_solver *solver, const nonet_grid *grid, puzzle_stat *stat, int first) {
    nonet_trace *trace = NULL;
    double start = cpu_microseconds();
    nonet_status status = nonet_explain(solver, grid, &trace, NULL);
    double us = cpu_microseconds() - start;
    if (first || us < stat->us) stat->us = us;
    if (first && trace) {
        stat->steps = (int)nonet_trace_count(trace);
        stat->hardest = trace_group(trace);
    }
    nonet_trace_free(trace);
    return status == NONET_OK;
}

/* Fill stats[i] for every puzzle of set, runs times; returns how many
** puzzles did not parse or were not solved (they keep their time). */
static long time_set(const puzzle_set *set, int runs, puzzle_stat *stats) {
    nonet_solver *solver = nonet_solver_new();
    nonet_grid *grid = nonet_grid_new();
    long failed = 0;
    for (int r = 0; solver && grid && r < runs; r++)
        for (long i = 0; i < set->count; i++) {
            if (nonet_grid_parse(grid, set->text[i], NULL) != NONET_OK) {
                failed += r == 0;
                continue;
            }
            failed += !time_one(solver, grid, &stats[i], r == 0) && r == 0;
        }
    nonet_grid_free(grid);
    nonet_solver_free(solver);
    return failed;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Nearest-rank percentile p (0..100) of n sorted values. */
static double percentile(const double *sorted, long n, double p) {
    long rank = (long)((p / 100.0) * (double)n + 0.999999);
    if (rank < 1) rank = 1;
    return sorted[(rank > n ? n : rank) - 1];
}

/* One table row for the puzzles whose group is `group` (all of them when
** all is set); nothing when there are none. */
static void print_group(const puzzle_stat *stats, long count, nonet_technique group, int all,
                        double *scratch) {
    long n = 0, steps = 0;
    for (long i = 0; i < count; i++) {
        if (!all && stats[i].hardest != group) continue;
        scratch[n++] = stats[i].us;
        steps += stats[i].steps;
    }
    if (n == 0) return;
    qsort(scratch, (size_t)n, sizeof scratch[0], compare_doubles);
    const nonet_technique_info *info = nonet_technique_info_of(group);
    const char *name = all ? "**all**" : group == NONET_T_NONE ? "(no step)" : info->name;
    char rating[16] = "";
    if (!all && info && group != NONET_T_BACKTRACKING) snprintf(rating, sizeof rating, "%.1f", info->se_rating);
    printf("| %s | %s | %ld | %.1f | %.0f | %.0f | %.0f | %.0f |\n", name, rating, n,
           (double)steps / (double)n, percentile(scratch, n, 50), percentile(scratch, n, 90),
           percentile(scratch, n, 99), scratch[n - 1]);
}

/* Groups in pipeline order sorted by rating (a stable insertion sort of
** the pipeline's indices), backtracking last. Returns how many. */
static size_t groups_by_rating(nonet_technique order[NONET_T_COUNT_]) {
    size_t n = 0;
    order[n++] = NONET_T_NONE;
    for (size_t i = 0; i < nonet_technique_count(); i++) {
        const nonet_technique_info *info = nonet_technique_at(i);
        if (info->flags & NONET_TF_FALLBACK) continue;
        size_t j = n;
        while (j > 1 && nonet_technique_info_of(order[j - 1])->se_rating > info->se_rating) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = info->technique;
        n++;
    }
    order[n++] = NONET_T_BACKTRACKING;
    return n;
}

/* The report for one set: the whole set, then each group by rating. */
static void print_report(const puzzle_set *set, int runs, const puzzle_stat *stats, double *scratch) {
    printf("\n%s: %ld puzzles, nonet_explain per puzzle in CPU microseconds (least of %d runs)\n\n",
           set->name, set->count, runs);
    printf("| hardest technique | SE | puzzles | steps (mean) | median | p90 | p99 | max |\n");
    printf("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
    print_group(stats, set->count, NONET_T_NONE, 1, scratch);
    nonet_technique order[NONET_T_COUNT_];
    size_t n = groups_by_rating(order);
    for (size_t i = 0; i < n; i++) print_group(stats, set->count, order[i], 0, scratch);
}

/* See bench_data.h. */
int distribution_report(const puzzle_set *set, int runs) {
    puzzle_stat *stats = calloc((size_t)set->count + 1, sizeof *stats);
    double *scratch = calloc((size_t)set->count + 1, sizeof *scratch);
    if (!stats || !scratch) {
        fprintf(stderr, "%s: out of memory\n", set->name);
        free(stats);
        free(scratch);
        return 1;
    }
    long failed = time_set(set, runs, stats);
    print_report(set, runs, stats, scratch);
    if (failed) printf("\n%ld puzzles were not solved (bad line, no or several solutions)\n", failed);
    free(stats);
    free(scratch);
    return 0;
}
