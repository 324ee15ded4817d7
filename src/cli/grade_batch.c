/*
** grade_batch.c -- what `nonet grade` adds for batches: the summary
** (--summary: levels, rating bands and hardest techniques), the filters
** (--level, --min-er, --max-er, --requires: nonet_grade_meets), the cache
** of grades (--cache exact: a puzzle seen before in the batch is not
** graded again; --cache canonical: keyed by its canonical form, so any
** equivalent copy counts; none) and the progress line on a terminal.
**
** With --jobs the puzzles are graded on several threads, so the state is
** one object behind a mutex; the counts do not depend on the order. A
** canonical hit hands a copy the grade of an equivalent puzzle graded
** earlier: Sudoku Explainer's rating and HoDoKu's score may differ between
** equivalent copies (their scan orders differ), so it is an option.
*/
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <uthash.h>

#include "columns.h"
#include "grade_batch.h"
#include "json_out.h"
#include "output.h"
#include "progress.h"

#define N_BANDS 12 /* ratings 0-0.9, 1.0-1.9, ..., 10.0-10.9, 11+ */

/* One cached grade. */
typedef struct cache_entry {
    char key[81];
    nonet_status status;
    nonet_grade grade;
    UT_hash_handle hh;
} cache_entry;

/* The batch's state. */
struct cli_grade_batch {
    pthread_mutex_t lock;
    cache_entry *cache;
    long lookups, hits;
    long puzzles, graded, levels[NONET_LEVEL_BACKTRACKING + 1], bands[N_BANDS];
    long hardest[NONET_T_LIMIT];
    cli_progress progress; /* total: the lines of the files, 0 unknown */
};

static long input_lines(const cli_run *run);

/* See cli.h. */
bool cli_grade_batch_begin(cli_run *run) {
    struct cli_grade_batch *b = calloc(1, sizeof *b);
    if (!b) return false;
    pthread_mutex_init(&b->lock, NULL);
    cli_progress_begin(&b->progress, run, "grade", isatty(fileno(run->err)) ? input_lines(run) : 0);
    run->grade_batch = b;
    return true;
}

/* The key of a puzzle for the cache: its cells, or its canonical form;
** false when it is not cached (no cache, or a pencil-mark position). */
static bool cache_key(const cli_run *run, const nonet_grid *grid, char key[82]) {
    if (run->opt.cache == CLI_CACHE_NONE || nonet_grid_has_pencilmarks(grid)) return false;
    if (run->opt.cache == CLI_CACHE_CANONICAL) return nonet_canon(grid, key, NULL) == NONET_OK;
    nonet_grid_to_string(grid, false, key);
    return true;
}

/* See cli.h. */
bool cli_grade_cached(cli_run *run, const nonet_grid *grid, nonet_status *status, nonet_grade *grade) {
    struct cli_grade_batch *b = run->grade_batch;
    char key[82];
    if (!b || !cache_key(run, grid, key)) return false;
    cache_entry *e = NULL;
    pthread_mutex_lock(&b->lock);
    b->lookups++;
    HASH_FIND(hh, b->cache, key, 81, e);
    if (e) {
        b->hits++;
        *status = e->status;
        *grade = e->grade;
    }
    pthread_mutex_unlock(&b->lock);
    return e != NULL;
}

/* See cli.h. */
void cli_grade_cache_store(cli_run *run, const nonet_grid *grid, nonet_status status, const nonet_grade *grade) {
    struct cli_grade_batch *b = run->grade_batch;
    char key[82];
    if (!b || !cache_key(run, grid, key)) return;
    cache_entry *e = NULL, *fresh = malloc(sizeof *fresh);
    if (!fresh) return;
    memcpy(fresh->key, key, 81);
    fresh->status = status;
    fresh->grade = *grade;
    pthread_mutex_lock(&b->lock);
    HASH_FIND(hh, b->cache, key, 81, e);
    if (!e) HASH_ADD(hh, b->cache, key, 81, fresh);
    pthread_mutex_unlock(&b->lock);
    if (e) free(fresh);
}

/* The lines of the file operands, when every operand is a regular file
** (a puzzle a line: the total for the time left); 0 when unknown. */
static long input_lines(const cli_run *run) {
    long lines = 0;
    for (int i = 0; i < run->opt.n_operands; i++) {
        FILE *f = fopen(run->opt.operands[i], "r");
        if (!f || strcmp(run->opt.operands[i], "-") == 0) {
            if (f) fclose(f);
            return 0;
        }
        char chunk[65536];
        size_t n;
        while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
            for (size_t k = 0; k < n; k++) lines += chunk[k] == '\n';
        fclose(f);
    }
    return lines;
}

/* See cli.h. */
void cli_grade_record(cli_run *run, nonet_status status, const nonet_grade *grade) {
    struct cli_grade_batch *b = run->grade_batch;
    if (!b) return;
    pthread_mutex_lock(&b->lock);
    b->puzzles++;
    if (grade && (status == NONET_OK || status == NONET_STALLED || status == NONET_TIMEOUT)) {
        b->graded++;
        b->levels[grade->level <= NONET_LEVEL_BACKTRACKING ? grade->level : 0]++;
        int band = (int)(grade->se_rating + 1e-9);
        b->bands[band < N_BANDS ? band : N_BANDS - 1]++;
        if (grade->hardest > 0 && grade->hardest < NONET_T_LIMIT) b->hardest[grade->hardest]++;
    }
    cli_progress_show(&b->progress, b->puzzles);
    pthread_mutex_unlock(&b->lock);
}

/* "lo-hi" of a rating band ("11+" for the last). */
static void band_name(int band, char out[16]) {
    if (band == N_BANDS - 1) snprintf(out, 16, "%d+", band);
    else snprintf(out, 16, "%d.0-%d.9", band, band);
}

/* A heading row of the summary: its label, then the two columns' names. */
static void summary_heading(FILE *e, const char *label, const char *puzzles, const char *share) {
    cli_column(e, label, -28);
    fputc(' ', e);
    cli_column(e, puzzles, 8);
    fputc(' ', e);
    cli_column(e, share, 7);
    fputc('\n', e);
}

/* A row of the summary: its name, the count and its share of all. */
static void summary_row(FILE *e, const char *name, long n, double all) {
    cli_column(e, name, -28);
    fprintf(e, " %8ld %6.1f%%\n", n, 100.0 * (double)n / all);
}

/* The summary as a table on standard error, its columns lined up by
** display width (a Chinese label takes two columns a character). */
static void summary_text(cli_run *run, const struct cli_grade_batch *b) {
    FILE *e = run->err;
    double all = b->graded > 0 ? (double)b->graded : 1;
    const char *puzzles = cli_tr(run, "puzzles"), *share = cli_tr(run, "share");
    fprintf(e, cli_tr(run, "nonet: grade: %ld puzzles, %ld graded\n"), b->puzzles, b->graded);
    summary_heading(e, cli_tr(run, "level"), puzzles, share);
    for (int l = NONET_LEVEL_EASY; l <= NONET_LEVEL_BACKTRACKING; l++)
        summary_row(e, cli_tr(run, nonet_level_name((nonet_level)l)), b->levels[l], all);
    summary_heading(e, cli_tr(run, "rating (SE)"), puzzles, share);
    for (int k = 0; k < N_BANDS; k++) {
        char name[16];
        band_name(k, name);
        if (b->bands[k]) summary_row(e, name, b->bands[k], all);
    }
    summary_heading(e, cli_tr(run, "hardest technique"), puzzles, share);
    for (size_t i = 0; i < nonet_technique_count(); i++) {
        const nonet_technique_info *info = nonet_technique_at(i);
        long n = b->hardest[info->technique];
        if (n) summary_row(e, info->id, n, all);
    }
    if (b->lookups)
        fprintf(e, cli_tr(run, "cache: %ld hits of %ld lookups (%.1f%%)\n"), b->hits, b->lookups,
                100.0 * (double)b->hits / (double)b->lookups);
}

/* "key":{"name":count,...} for the non-zero counts. */
static void json_counts(jw *sb, const char *key, const long *counts, int n, void (*name)(int, char[32])) {
    jw_key(sb, key);
    jw_begin(sb, '{');
    for (int i = 0; i < n; i++) {
        char text[32];
        name(i, text);
        if (counts[i] && text[0]) {
            jw_key(sb, text);
            jw_int(sb, counts[i]);
        }
    }
    jw_end(sb, '}');
}

static void level_key(int l, char out[32]) { snprintf(out, 32, "%s", l ? nonet_level_name((nonet_level)l) : ""); }
static void band_key(int k, char out[32]) { band_name(k, out); }
static void hardest_key(int t, char out[32]) {
    const nonet_technique_info *info = nonet_technique_info_of(t);
    snprintf(out, 32, "%s", info ? info->id : "");
}

/* The summary as one JSON object on standard output. */
static void summary_json(cli_run *run, const struct cli_grade_batch *b) {
    jw *sb = &run->json;
    jw_reset(sb);
    jw_begin(sb, '{');
    jw_key(sb, "summary");
    jw_begin(sb, '{');
    jw_key(sb, "puzzles");
    jw_int(sb, b->puzzles);
    jw_key(sb, "graded");
    jw_int(sb, b->graded);
    json_counts(sb, "levels", b->levels, NONET_LEVEL_BACKTRACKING + 1, level_key);
    json_counts(sb, "ratings", b->bands, N_BANDS, band_key);
    json_counts(sb, "hardest", b->hardest, NONET_T_LIMIT, hardest_key);
    jw_key(sb, "cache");
    jw_begin(sb, '{');
    jw_key(sb, "lookups");
    jw_int(sb, b->lookups);
    jw_key(sb, "hits");
    jw_int(sb, b->hits);
    jw_end(sb, '}');
    jw_end(sb, '}');
    cli_json_end(run);
}

/* See cli.h. */
void cli_grade_batch_end(cli_run *run) {
    struct cli_grade_batch *b = run->grade_batch;
    if (!b) return;
    cli_progress_end(&b->progress);
    if (run->opt.summary && run->opt.format == CLI_FORMAT_JSON) summary_json(run, b);
    else if (run->opt.summary) summary_text(run, b);
    cache_entry *e, *tmp;
    HASH_ITER(hh, b->cache, e, tmp) {
        HASH_DEL(b->cache, e);
        free(e);
    }
    pthread_mutex_destroy(&b->lock);
    free(b);
    run->grade_batch = NULL;
}
