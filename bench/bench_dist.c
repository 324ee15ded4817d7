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
** form their own group. When the file gives a rating after each puzzle,
** a second table groups the puzzles by that rating (bands of one point).
** Percentiles are nearest-rank. Output is Markdown tables, ready for
** docs/PERFORMANCE.md.
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
    float rating;            /* the file's rating of the puzzle, or -1 */
} puzzle_stat;

/* CPU time of the process so far, in microseconds. */
static double cpu_microseconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec * 1e-3;
}

/* Is t the fallback (backtracking), not a logic technique? */
static bool is_fallback(nonet_technique t) {
    const nonet_technique_info *info = nonet_technique_info_of(t);
    return info && (info->flags & NONET_TF_FALLBACK);
}

/* The group a trace belongs to: backtracking when it was used, otherwise
** the logic technique of highest rating (NONE for an empty trace). */
static nonet_technique trace_group(const nonet_trace *trace) {
    nonet_technique hardest = NONET_T_NONE;
    double rating = -1.0;
    for (size_t i = 0; i < nonet_trace_count(trace); i++) {
        nonet_technique t = nonet_step_technique(nonet_trace_step(trace, i));
        const nonet_technique_info *info = nonet_technique_info_of(t);
        if (is_fallback(t)) return t;
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
    for (long i = 0; i < set->count; i++) stats[i].rating = set->rating[i];
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

/* Ascending order for qsort. */
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

/* Which puzzles a table row covers: by hardest technique (key: the
** technique, -1 for all) or by the file's rating (key: the band's floor). */
typedef int (*pick_fn)(const puzzle_stat *stat, int key);

static int pick_group(const puzzle_stat *stat, int key) {
    return key < 0 || stat->hardest == (nonet_technique)key;
}

static int pick_band(const puzzle_stat *stat, int key) {
    return stat->rating >= (float)key && stat->rating < (float)(key + 1);
}

/*
** One table row, "| label | extra | puzzles | ... |", for the puzzles pick
** accepts; extra is the SE rating or the share that needed backtracking.
** Nothing when there are none.
*/
static void print_row(const puzzle_stat *stats, long count, pick_fn pick, int key, const char *label,
                      double *scratch) {
    long n = 0, steps = 0, backtracked = 0;
    for (long i = 0; i < count; i++) {
        if (!pick(&stats[i], key)) continue;
        scratch[n++] = stats[i].us;
        steps += stats[i].steps;
        backtracked += is_fallback(stats[i].hardest);
    }
    if (n == 0) return;
    qsort(scratch, (size_t)n, sizeof scratch[0], compare_doubles);
    const nonet_technique_info *info = nonet_technique_info_of((nonet_technique)key);
    char extra[16] = "";
    if (pick == pick_band) snprintf(extra, sizeof extra, "%.0f%%", 100.0 * (double)backtracked / (double)n);
    else if (key > 0 && !is_fallback((nonet_technique)key)) snprintf(extra, sizeof extra, "%.1f", info->se_rating);
    printf("| %s | %s | %ld | %.1f | %.0f | %.0f | %.0f | %.0f |\n", label, extra, n,
           (double)steps / (double)n, percentile(scratch, n, 50), percentile(scratch, n, 90),
           percentile(scratch, n, 99), scratch[n - 1]);
}

/* The row of one group of the hardest-technique table. */
static void print_group(const puzzle_stat *stats, long count, nonet_technique group, double *scratch) {
    const nonet_technique_info *info = nonet_technique_info_of(group);
    print_row(stats, count, pick_group, (int)group, group == NONET_T_NONE ? "(no step)" : info->name, scratch);
}

/* The table by the file's rating, when it gives ratings. */
static void print_bands(const puzzle_stat *stats, long count, double *scratch) {
    int rated = 0;
    for (long i = 0; i < count && !rated; i++) rated = stats[i].rating >= 0;
    if (!rated) return;
    printf("\nBy the file's rating:\n\n");
    printf("| rating | backtracking | puzzles | steps (mean) | median | p90 | p99 | max |\n");
    printf("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
    for (int band = 0; band < 12; band++) {
        char label[16];
        snprintf(label, sizeof label, "%d.0-%d.9", band, band);
        print_row(stats, count, pick_band, band, label, scratch);
    }
}

/* Groups in pipeline order sorted by rating (a stable insertion sort of
** the pipeline's indices), backtracking last. Returns how many. */
static size_t groups_by_rating(nonet_technique order[NONET_T_LIMIT]) {
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
    order[n++] = nonet_technique_from_id("backtracking");
    return n;
}

/* The report for one set: the whole set, then each group by rating. */
static void print_report(const puzzle_set *set, int runs, const puzzle_stat *stats, double *scratch) {
    printf("\n%s: %ld puzzles, nonet_explain per puzzle in CPU microseconds (least of %d runs)\n\n",
           set->name, set->count, runs);
    printf("| hardest technique | SE | puzzles | steps (mean) | median | p90 | p99 | max |\n");
    printf("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
    print_row(stats, set->count, pick_group, -1, "**all**", scratch);
    nonet_technique order[NONET_T_LIMIT];
    size_t n = groups_by_rating(order);
    for (size_t i = 0; i < n; i++) print_group(stats, set->count, order[i], scratch);
    print_bands(stats, set->count, scratch);
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
