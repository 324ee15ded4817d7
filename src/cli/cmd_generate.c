/*
** cmd_generate.c -- `nonet generate`: puzzles with one solution made to
** order (nonet_generate), each printed as `nonet grade` prints a puzzle:
**
**    <puzzle> <SE rating> <HoDoKu level> <HoDoKu score> <hardest technique>
**
** Puzzle i (0-based) is drawn from its own seed, a mix of --seed and i,
** so the output is the same whatever --jobs: N threads take the next
** index each, with their own solver, and the main thread writes the
** results in order, at most 4N ahead of the writing. On a terminal,
** standard error shows a progress line (done, rate, time left).
*/
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cmd_generate.h"
#include "grade_report.h"
#include "options.h"
#include "output.h"
#include "progress.h"

/* One result waiting to be written. */
typedef struct gen_slot {
    bool done;
    nonet_status status;
    nonet_grid *grid;
    nonet_grade grade;
    nonet_error err;
} gen_slot;

/* The threads' shared state: the next index to take, the next to write,
** and a ring of slots (index i in slots[i % window]). */
typedef struct gen_pool {
    pthread_mutex_t lock;
    pthread_cond_t changed;
    long next, written, count;
    int window;
    gen_slot *slots;
    const cli_run *run;
    bool failed; /* a worker could not start */
} gen_pool;

/* Puzzle i's seed: SplitMix64's finaliser over the seed and the index. */
static uint64_t seed_of(uint64_t seed, long i) {
    uint64_t z = seed + (uint64_t)(i + 1) * 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* Make puzzle i into its slot with the worker's solver. */
static void make_one(gen_pool *pool, nonet_solver *solver, long i) {
    gen_slot *slot = &pool->slots[i % pool->window];
    slot->err = (nonet_error){0};
    slot->status = nonet_generate(solver, &pool->run->opt.target, seed_of(pool->run->opt.seed, i), slot->grid,
                                  &slot->grade, &slot->err);
}

/* A worker: take the next index while the window allows, make it, mark
** it done. */
static void *worker_main(void *arg) {
    gen_pool *pool = arg;
    cli_run run = *pool->run; /* the options; its own solver */
    run.solver = nonet_solver_new();
    bool ok = run.solver && cli_solver_configure(&run, "generate");
    pthread_mutex_lock(&pool->lock);
    if (!ok) pool->failed = true;
    while (ok && pool->next < pool->count) {
        if (pool->next >= pool->written + pool->window) {
            pthread_cond_wait(&pool->changed, &pool->lock);
            continue;
        }
        long i = pool->next++;
        pthread_mutex_unlock(&pool->lock);
        make_one(pool, run.solver, i);
        pthread_mutex_lock(&pool->lock);
        pool->slots[i % pool->window].done = true;
        pthread_cond_broadcast(&pool->changed);
    }
    pthread_cond_broadcast(&pool->changed);
    pthread_mutex_unlock(&pool->lock);
    nonet_solver_free(run.solver);
    return NULL;
}

/* Write result i: the grade line, or the status word and a diagnostic. */
static void write_one(cli_run *run, gen_slot *slot, long i) {
    cli_puzzle p = {.grid = slot->grid, .status = NONET_OK};
    if (slot->status == NONET_OK) {
        cli_grade_report(run, &p, NONET_OK, NULL, &slot->grade);
        return;
    }
    fprintf(run->err, "nonet: generate: puzzle %ld: %s\n", i + 1, cli_message(slot->status, &slot->err));
    fprintf(run->out, "%s\n", cli_status_word(slot->status, "ok"));
    cli_run_result(run, cli_exit_of(slot->status));
}

/* The main thread: write each result in order as it is done. */
static void write_all(cli_run *run, gen_pool *pool) {
    cli_progress progress;
    cli_progress_begin(&progress, run, "generate", pool->count);
    pthread_mutex_lock(&pool->lock);
    for (long i = 0; i < pool->count && !pool->failed; i++) {
        gen_slot *slot = &pool->slots[i % pool->window];
        while (!slot->done && !pool->failed) pthread_cond_wait(&pool->changed, &pool->lock);
        if (pool->failed) break;
        pthread_mutex_unlock(&pool->lock);
        write_one(run, slot, i);
        cli_progress_show(&progress, i + 1);
        pthread_mutex_lock(&pool->lock);
        slot->done = false;
        pool->written = i + 1;
        pthread_cond_broadcast(&pool->changed);
    }
    pthread_mutex_unlock(&pool->lock);
    cli_progress_end(&progress);
}

/* The pool's slots, each with a grid; false when out of memory. */
static bool slots_new(gen_pool *pool) {
    pool->slots = calloc((size_t)pool->window, sizeof *pool->slots);
    for (int i = 0; pool->slots && i < pool->window; i++)
        if (!(pool->slots[i].grid = nonet_grid_new())) return false;
    return pool->slots != NULL;
}

static void slots_free(gen_pool *pool) {
    for (int i = 0; pool->slots && i < pool->window; i++) nonet_grid_free(pool->slots[i].grid);
    free(pool->slots);
}

/* Start the workers, write, join. */
static int generate_all(cli_run *run, gen_pool *pool, int jobs) {
    pthread_t threads[CLI_JOBS_MAX];
    int started = 0;
    for (; started < jobs; started++)
        if (pthread_create(&threads[started], NULL, worker_main, pool) != 0) break;
    if (!started) pool->failed = true;
    else write_all(run, pool);
    pthread_mutex_lock(&pool->lock);
    pool->count = pool->next; /* no new work */
    pthread_cond_broadcast(&pool->changed);
    pthread_mutex_unlock(&pool->lock);
    for (int i = 0; i < started; i++) pthread_join(threads[i], NULL);
    if (pool->failed) cli_out_of_memory(run);
    return run->exit_code;
}

/* The options: the solver's (--techniques ...), the target's (one the
** solver cannot meet, e.g. a required technique covered by an earlier
** one, is a usage error); without
** --seed, one from the clock and the process id (then the output differs
** from run to run). An empty range is a usage error. */
bool cli_generate_check(cli_run *run) {
    if (run->opt.n_operands > 0) return cli_usage_error(run, "generate", "takes no puzzles or files");
    if (!cli_solver_configure(run, "generate") || !cli_target_check(run, "generate")) return false;
    const nonet_target *t = &run->opt.target;
    if (t->max_rating > 0 && t->min_rating > t->max_rating)
        return cli_usage_error(run, "generate", "--min-er is above --max-er");
    nonet_error err = {0};
    if (nonet_target_check(run->solver, t, &err) != NONET_OK) return cli_usage_error(run, "generate", "%s", err.message);
    if (!run->opt.seed_given) run->opt.seed = (uint64_t)time(NULL) * 2654435761u ^ (uint64_t)getpid();
    return true;
}

/* `nonet generate`: --count puzzles (default 1). */
int cli_generate_run(cli_run *run) {
    int jobs = run->opt.jobs > 0 ? (int)run->opt.jobs : 1;
    gen_pool pool = {.count = run->opt.count > 0 ? run->opt.count : 1, .window = 4 * jobs, .run = run};
    pthread_mutex_init(&pool.lock, NULL);
    pthread_cond_init(&pool.changed, NULL);
    if (run->opt.format == CLI_FORMAT_CSV) cli_grade_csv_header(run);
    int code = slots_new(&pool) ? generate_all(run, &pool, jobs) : (cli_out_of_memory(run), CLI_EXIT_USAGE);
    slots_free(&pool);
    pthread_cond_destroy(&pool.changed);
    pthread_mutex_destroy(&pool.lock);
    return code > run->exit_code ? code : run->exit_code;
}
