/*
** nonet_bench.c -- speed of the brute-force core and of the logic solver.
**
**     nonet_bench [-r RUNS] [-n MAX] [-m MODES] [--check] [--distribution] FILE...
**
** Each FILE holds one puzzle per line (81 characters, '.' or '0' for an
** empty cell, the rest of the line ignored; lines starting with '#' and
** blank lines are skipped). For every file and mode it times RUNS passes
** over the first MAX puzzles and prints the median: microseconds per puzzle
** and puzzles per second, in CPU time of the process (steadier than wall
** time on a shared machine). Modes (comma-separated, default
** first,unique,explain):
**
**     first      bf_count(limit 1): the first solution
**     unique     bf_count(limit 2): solution plus uniqueness check
**     explain    nonet_explain with one reused solver (parse included)
**     explain-text   the same, then every step rendered by nonet_step_text
**     explain-json   the same, then every step rendered by nonet_step_json
**     ref-first, ref-unique   the same with the old plain backtracking core
**     canon      canon_cells: the canonical form (nonet canon), from the
**                81 characters (the conversion to cells included)
**     portable-first, portable-unique   first and unique on the portable
**                copy of the core even where the AVX2 copy would run
**
** first and unique run the copy of the core the CPU allows (bruteforce.h:
** the AVX2 one where built and supported); the header line says which.
**
** --check compares, puzzle by puzzle, the counts (limit 2), first solutions
** and guesses of both copies of the core with each other, and the counts
** and solutions with the old core, and checks every solution against its
** puzzle and the 27 units; it prints the mismatches.
**
** --distribution times nonet_explain puzzle by puzzle instead and prints
** the median, 90th and 99th percentiles and maximum, for the whole set and
** by the hardest technique used (bench_dist.c).
**
** --reference-counts LIMIT prints, for every puzzle, the line
** "puzzle:count:solution" computed by the old core alone: the number of
** solutions up to LIMIT and its first solution (empty when none). The
** expected data of tests/test_bruteforce.c were made this way.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_data.h"
#include "bf_reference.h"
#include "bruteforce.h"
#include "canon.h"
#include "nonet.h"

typedef struct bench_options {
    int runs;
    long max;
    const char *modes;
    int check;
    int distribution;
    long reference_limit; /* > 0: print reference counts instead */
} bench_options;

/* One pass over the set: returns a checksum (so the work cannot be
** optimised away) and adds the search's branch points to *guesses (sets
** it to -1 when the mode does not count them). */
typedef long (*mode_fn)(const puzzle_set *set, long *guesses);

static double cpu_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ---- the modes: one pass over the set, returning a checksum ---- */

/* bf_count with the given limit over the set, on one path of the core. */
static long count_all(const puzzle_set *set, int limit, long *guesses, bf_path path) {
    long sum = 0;
    uint8_t solution[81] = {0};
    for (long i = 0; i < set->count; i++) {
        long branched = 0;
        sum += bf_count_path(set->masks[i], limit, solution, &branched, path) + solution[i % 81];
        *guesses += branched;
    }
    return sum;
}

static long mode_first(const puzzle_set *set, long *guesses) {
    return count_all(set, 1, guesses, BF_PATH_BEST);
}

static long mode_unique(const puzzle_set *set, long *guesses) {
    return count_all(set, 2, guesses, BF_PATH_BEST);
}

static long mode_portable_first(const puzzle_set *set, long *guesses) {
    return count_all(set, 1, guesses, BF_PATH_PORTABLE);
}

static long mode_portable_unique(const puzzle_set *set, long *guesses) {
    return count_all(set, 2, guesses, BF_PATH_PORTABLE);
}

static long ref_count_all(const puzzle_set *set, int limit) {
    long sum = 0;
    for (long i = 0; i < set->count; i++) sum += ref_count(set->masks[i], limit, NULL);
    return sum;
}

static long mode_ref_first(const puzzle_set *set, long *guesses) {
    *guesses = -1;
    return ref_count_all(set, 1);
}

static long mode_ref_unique(const puzzle_set *set, long *guesses) {
    *guesses = -1;
    return ref_count_all(set, 2);
}

/* What a mode does with each step of a trace: render it, or nothing. */
typedef long (*step_render_fn)(const nonet_step *step);

static long render_nothing(const nonet_step *step) {
    (void)step;
    return 0;
}

static long render_text(const nonet_step *step) {
    char line[4096];
    return (long)nonet_step_text(step, line, sizeof line);
}

static long render_json(const nonet_step *step) {
    char *json = nonet_step_json(step);
    long length = json ? (long)strlen(json) : 0;
    nonet_free(json);
    return length;
}

/* nonet_explain on every puzzle with one solver and one grid, then each
** step of the trace through render. */
static long explain_all(const puzzle_set *set, step_render_fn render) {
    nonet_solver *solver = nonet_solver_new();
    nonet_grid *grid = nonet_grid_new();
    long sum = 0;
    for (long i = 0; solver && grid && i < set->count; i++) {
        nonet_trace *trace = NULL;
        if (nonet_grid_parse(grid, set->text[i], NULL) == NONET_OK &&
            nonet_explain(solver, grid, &trace, NULL) == NONET_OK)
            sum += (long)nonet_trace_count(trace);
        for (size_t k = 0; trace && k < nonet_trace_count(trace); k++)
            sum += render(nonet_trace_step(trace, k));
        nonet_trace_free(trace);
    }
    nonet_grid_free(grid);
    nonet_solver_free(solver);
    return sum;
}

static long mode_explain(const puzzle_set *set, long *guesses) {
    *guesses = -1;
    return explain_all(set, render_nothing);
}

static long mode_explain_text(const puzzle_set *set, long *guesses) {
    *guesses = -1;
    return explain_all(set, render_text);
}

static long mode_explain_json(const puzzle_set *set, long *guesses) {
    *guesses = -1;
    return explain_all(set, render_json);
}

/* The canonical form of every puzzle, from its characters. */
static long mode_canon(const puzzle_set *set, long *guesses) {
    *guesses = -1;
    long sum = 0;
    uint8_t cells[81], form[81];
    for (long i = 0; i < set->count; i++) {
        for (int c = 0; c < 81; c++) {
            char ch = set->text[i][c];
            cells[c] = (uint8_t)(ch >= '1' && ch <= '9' ? ch - '0' : 0);
        }
        if (canon_cells(cells, form, NULL) == NONET_OK) sum += form[80] + form[i % 81];
    }
    return sum;
}

static const struct {
    const char *name;
    mode_fn fn;
} bench_modes[] = {
    {"first", mode_first},         {"unique", mode_unique},
    {"explain", mode_explain},     {"explain-text", mode_explain_text},
    {"explain-json", mode_explain_json}, {"ref-first", mode_ref_first},
    {"ref-unique", mode_ref_unique}, {"canon", mode_canon},
    {"portable-first", mode_portable_first}, {"portable-unique", mode_portable_unique},
    {NULL, NULL},
};

static mode_fn mode_named(const char *name, size_t len) {
    for (int i = 0; bench_modes[i].name; i++)
        if (strlen(bench_modes[i].name) == len && !strncmp(bench_modes[i].name, name, len))
            return bench_modes[i].fn;
    return NULL;
}

/* ---- timing ---- */

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Median CPU seconds of runs passes (runs <= 64); *guesses gets the
** branch points of one pass. */
static double median_time(mode_fn fn, const puzzle_set *set, int runs, long *checksum,
                          long *guesses) {
    double times[64];
    for (int r = 0; r < runs; r++) {
        double start = cpu_seconds();
        *guesses = 0;
        *checksum = fn(set, guesses);
        times[r] = cpu_seconds() - start;
    }
    qsort(times, (size_t)runs, sizeof times[0], compare_doubles);
    return times[runs / 2];
}

static void bench_file(const puzzle_set *set, const bench_options *opt) {
    const char *mode = opt->modes;
    while (*mode) {
        size_t len = strcspn(mode, ",");
        mode_fn fn = mode_named(mode, len);
        if (fn && set->count > 0) {
            long checksum = 0, guesses = 0;
            double seconds = median_time(fn, set, opt->runs, &checksum, &guesses);
            char per_puzzle[32] = "-";
            if (guesses >= 0) snprintf(per_puzzle, sizeof per_puzzle, "%.2f", (double)guesses / (double)set->count);
            printf("%-26s %7ld  %-15.*s %9.2f us/puzzle %10.0f puzzles/s %9s guesses/puzzle  (sum %ld)\n",
                   set->name, set->count, (int)len, mode, seconds * 1e6 / (double)set->count,
                   (double)set->count / seconds, per_puzzle, checksum);
        } else if (!fn) {
            fprintf(stderr, "nonet_bench: unknown mode '%.*s'\n", (int)len, mode);
        }
        mode += len + (mode[len] == ',');
    }
}

static int usage(void) {
    fprintf(stderr, "usage: nonet_bench [-r RUNS] [-n MAX] [-m MODES] [--check] [--distribution] "
                    "[--reference-counts LIMIT] FILE...\n"
                    "modes: first,unique,explain,explain-text,explain-json,ref-first,ref-unique,\n"
                    "       portable-first,portable-unique\n");
    return 2;
}

/* Options first, then files; returns the index of the first file or -1. */
static int parse_options(int argc, char **argv, bench_options *opt) {
    int i = 1;
    for (; i < argc && argv[i][0] == '-'; i++) {
        if (!strcmp(argv[i], "--check")) opt->check = 1;
        else if (!strcmp(argv[i], "--distribution")) opt->distribution = 1;
        else if (i + 1 >= argc) return -1;
        else if (!strcmp(argv[i], "--reference-counts")) opt->reference_limit = atol(argv[++i]);
        else if (!strcmp(argv[i], "-r")) opt->runs = atoi(argv[++i]);
        else if (!strcmp(argv[i], "-n")) opt->max = atol(argv[++i]);
        else if (!strcmp(argv[i], "-m")) opt->modes = argv[++i];
        else return -1;
    }
    if (opt->runs < 1 || opt->runs > 64 || i >= argc) return -1;
    return i;
}

int main(int argc, char **argv) {
    bench_options opt = {5, -1, "first,unique,explain", 0, 0, 0};
    int first = parse_options(argc, argv, &opt);
    if (first < 0) return usage();
    int status = 0;
    if (!opt.check && !opt.reference_limit && !opt.distribution)
        printf("brute-force core: %s copy\n", bf_path_simd() ? "AVX2 (run-time choice)" : "portable");
    for (int i = first; i < argc; i++) {
        puzzle_set set;
        if (!puzzle_set_read(&set, argv[i], opt.max)) {
            status = 1;
            continue;
        }
        if (opt.reference_limit > 0) print_reference_counts(&set, opt.reference_limit);
        else if (opt.check) status |= check_against_reference(&set);
        else if (opt.distribution) status |= distribution_report(&set, opt.runs);
        else bench_file(&set, &opt);
        puzzle_set_free(&set);
    }
    return status;
}
