/*
** jobs.c -- `--jobs N`: the batch on N worker threads, the output still in
** input order.
**
** The main thread reads the puzzles (the same batch loop as one job) and
** puts a copy of each in a ring of slots; workers take the slots in order
** and run the command's puzzle function on their own cli_run (own solver,
** own JSON buffers) whose stdout, stderr and --html page are memory
** streams; the main thread writes each slot's output once it and every
** slot before it are done. The ring has 4 slots per worker, so memory is
** bounded by the output of that many puzzles, however long the batch.
**
**    reader (main) --> [ ring: done | done | running | running | queued ] --> writer (main)
**                          head ^                        next ^      tail ^
**
** head, tail: only the main thread moves them; next: the workers, under
** the lock; a slot's done flag: set by its worker under the lock.
**
** What the batch loop itself says on stderr (a file that cannot be opened)
** is held in memory and written before the next puzzle's output, so
** standard error keeps the order of one job too.
*/
#define _GNU_SOURCE /* open_memstream under -std=c11 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "jobs.h"
#include "batch_input.h"
#include "cmd_find.h"
#include "json_out.h"
#include "options.h"
#include "output.h"
#include "picture.h"

#define SLOTS_PER_WORKER 4
/* Each worker thread's stack: 8 times what a solve needs (nonet.h). */
#define WORKER_STACK ((size_t)4 << 20)

/* One puzzle in flight: a copy of what the batch loop handed on, and
** what the command printed for it. */
typedef struct job {
    char *before;      /* the batch loop's messages before this puzzle */
    size_t before_len;
    nonet_grid *grid;
    nonet_error error;
    cli_puzzle puzzle; /* points at grid and error */
    long number;       /* the puzzle's place in the batch (n_puzzles) */
    char *out, *err, *html; /* what the command wrote: stdout, stderr, --html */
    size_t out_len, err_len, html_len;
    int exit_code;
    bool done;
} job;

/* A worker: its thread and the run it gives the command. */
typedef struct worker {
    pthread_t thread;
    cli_run run;
    struct cli_pool *pool;
} worker;

struct cli_pool {
    const char *command;
    cli_puzzle_fn fn;
    pthread_mutex_t lock;
    pthread_cond_t queued, finished;
    job *ring;
    size_t slots, head, next, tail;
    bool closing;
    worker *workers;
    int n_workers, started;
    FILE *real_err;     /* where stderr output goes */
    bool html;          /* --html: workers write their parts */
    char *held;         /* the batch loop's stderr, not yet written */
    size_t held_len;
};

/* ---- the workers ---- */

/* Run the command on the job with the worker's run printing to memory
** (and its --html part too). Without memory for the streams the job
** reports out of memory. */
static void run_job(worker *w, job *j) {
    cli_run *run = &w->run;
    run->out = open_memstream(&j->out, &j->out_len);
    run->err = open_memstream(&j->err, &j->err_len);
    run->html = w->pool->html ? open_memstream(&j->html, &j->html_len) : NULL;
    bool streams = run->out && run->err && (run->html || !w->pool->html);
    run->n_puzzles = j->number;
    run->exit_code = CLI_EXIT_OK;
    if (streams) w->pool->fn(run, &j->puzzle);
    else run->exit_code = CLI_EXIT_USAGE;
    j->exit_code = run->exit_code;
    if (run->out) fclose(run->out);
    if (run->err) fclose(run->err);
    if (run->html) fclose(run->html);
    if (!streams) j->out_len = j->err_len = j->html_len = 0;
}

/* Take queued slots in order until the pool closes and none is left. */
static void *worker_main(void *arg) {
    worker *w = arg;
    struct cli_pool *pool = w->pool;
    pthread_mutex_lock(&pool->lock);
    for (;;) {
        while (pool->next == pool->tail && !pool->closing) pthread_cond_wait(&pool->queued, &pool->lock);
        if (pool->next == pool->tail) break;
        job *j = &pool->ring[pool->next++ % pool->slots];
        pthread_mutex_unlock(&pool->lock);
        run_job(w, j);
        pthread_mutex_lock(&pool->lock);
        j->done = true;
        pthread_cond_broadcast(&pool->finished);
    }
    pthread_mutex_unlock(&pool->lock);
    return NULL;
}

/* A worker's run: a copy of the main run (options, colours) with its own
** solver, configured the same way, and its own buffers. False when out of
** memory. */
static bool worker_init(worker *w, struct cli_pool *pool, const cli_run *main_run) {
    memset(w, 0, sizeof *w);
    w->pool = pool;
    w->run = *main_run;
    w->run.solver = nonet_solver_new();
    jw_init(&w->run.json);
    jw_init(&w->run.scratch);
    memset(&w->run.found, 0, sizeof w->run.found);
    w->run.html = NULL;
    memset(&w->run.pages, 0, sizeof w->run.pages);
    w->run.pool = NULL;
    return w->run.solver && cli_solver_configure(&w->run, pool->command);
}

static void worker_release(worker *w) {
    nonet_solver_free(w->run.solver);
    jw_release(&w->run.json);
    jw_release(&w->run.scratch);
    cli_steps_free(&w->run.found);
}

/* ---- the main thread: queue, write, close ---- */

/* Write the oldest slot's output once it is done (waiting for it), and
** free the slot. */
static void write_head(cli_run *run, struct cli_pool *pool) {
    job *j = &pool->ring[pool->head % pool->slots];
    pthread_mutex_lock(&pool->lock);
    while (!j->done) pthread_cond_wait(&pool->finished, &pool->lock);
    pthread_mutex_unlock(&pool->lock);
    FILE *err = pool->real_err;
    /* Earlier results out before this puzzle's messages (see cli_diagnose). */
    if (j->before_len || j->err_len) fflush(run->out);
    if (j->before_len) fwrite(j->before, 1, j->before_len, err);
    if (j->err_len) fwrite(j->err, 1, j->err_len, err);
    if (j->out_len) fwrite(j->out, 1, j->out_len, run->out);
    if (j->html_len) cli_html_part(run, j->html, j->html_len);
    if (!j->out || !j->err || (pool->html && !j->html))
        fprintf(err, "nonet: %s\n", nonet_strerror(NONET_NOMEM));
    cli_run_result(run, j->exit_code);
    free(j->before);
    free(j->html);
    free(j->out);
    free(j->err);
    nonet_grid_free(j->grid);
    memset(j, 0, sizeof *j);
    pool->head++;
}

/* Start holding the batch loop's stderr (run->err) in memory; without
** memory for that it goes straight to the real stream. */
static void hold_messages(cli_run *run, struct cli_pool *pool) {
    run->err = open_memstream(&pool->held, &pool->held_len);
    if (!run->err) run->err = pool->real_err;
}

/* Move what the batch loop said since the last puzzle into the job (to be
** written before its output). */
static void take_messages(cli_run *run, struct cli_pool *pool, job *j) {
    if (run->err == pool->real_err || fflush(run->err) != 0 || !pool->held_len) return;
    fclose(run->err);
    j->before = pool->held;
    j->before_len = pool->held_len;
    hold_messages(run, pool);
}

/* Write what is still held (after the results before it, which are all
** written by now) and give the run its stderr back. */
static void release_messages(cli_run *run, struct cli_pool *pool) {
    if (run->err == pool->real_err) return;
    fclose(run->err);
    if (pool->held_len) fflush(run->out);
    if (pool->held_len) fwrite(pool->held, 1, pool->held_len, pool->real_err);
    free(pool->held);
    run->err = pool->real_err;
}

/* The batch loop's function: copy the puzzle into the next slot (first
** writing the oldest when the ring is full) and wake a worker. */
static void queue_puzzle(cli_run *run, const cli_puzzle *p) {
    struct cli_pool *pool = run->pool;
    if (pool->tail - pool->head == pool->slots) write_head(run, pool);
    job *j = &pool->ring[pool->tail % pool->slots];
    take_messages(run, pool, j);
    j->grid = nonet_grid_clone(p->grid);
    if (p->error) j->error = *p->error;
    j->puzzle = *p;
    j->puzzle.grid = j->grid;
    j->puzzle.error = &j->error;
    j->number = run->n_puzzles;
    if (!j->grid) { /* no copy: the puzzle is reported as out of memory */
        j->done = true;
        j->exit_code = CLI_EXIT_USAGE;
    }
    pthread_mutex_lock(&pool->lock);
    pool->tail++;
    pthread_cond_signal(&pool->queued);
    pthread_mutex_unlock(&pool->lock);
}

/* Tell the workers no more will come, write what is left, join them. */
static void close_pool(cli_run *run, struct cli_pool *pool) {
    pthread_mutex_lock(&pool->lock);
    pool->closing = true;
    pthread_cond_broadcast(&pool->queued);
    pthread_mutex_unlock(&pool->lock);
    while (pool->head != pool->tail) write_head(run, pool);
    for (int i = 0; i < pool->started; i++) pthread_join(pool->workers[i].thread, NULL);
    release_messages(run, pool);
}

/* ---- setting up ---- */

/* Slots, workers (each with its run) and threads; false when any of them
** could not be had (the threads started so far are counted in started). */
static bool open_pool(struct cli_pool *pool, const cli_run *run, const char *command, cli_puzzle_fn fn) {
    pool->command = command;
    pool->fn = fn;
    pool->n_workers = (int)run->opt.jobs;
    pool->slots = (size_t)pool->n_workers * SLOTS_PER_WORKER;
    pool->ring = calloc(pool->slots, sizeof *pool->ring);
    pool->workers = calloc((size_t)pool->n_workers, sizeof *pool->workers);
    pthread_mutex_init(&pool->lock, NULL);
    pthread_cond_init(&pool->queued, NULL);
    pthread_cond_init(&pool->finished, NULL);
    if (!pool->ring || !pool->workers) return false;
    for (int i = 0; i < pool->n_workers; i++)
        if (!worker_init(&pool->workers[i], pool, run)) return false;
    pthread_attr_t attr;
    if (pthread_attr_init(&attr)) return false;
    /* A fixed stack, whatever `ulimit -s` says: a solve needs up to 512 KiB
    ** (nonet.h); the space is only reserved, not touched. */
    bool ok = pthread_attr_setstacksize(&attr, WORKER_STACK) == 0;
    while (ok && pool->started < pool->n_workers) {
        worker *w = &pool->workers[pool->started];
        ok = pthread_create(&w->thread, &attr, worker_main, w) == 0;
        if (ok) pool->started++;
    }
    pthread_attr_destroy(&attr);
    return ok;
}

static void free_pool(struct cli_pool *pool) {
    for (int i = 0; pool->workers && i < pool->n_workers; i++) worker_release(&pool->workers[i]);
    free(pool->workers);
    free(pool->ring);
    pthread_mutex_destroy(&pool->lock);
    pthread_cond_destroy(&pool->queued);
    pthread_cond_destroy(&pool->finished);
}

/* See cli.h. */
int cli_batch(cli_run *run, const char *command, cli_puzzle_fn fn) {
    if (run->opt.jobs <= 1) return cli_input_each(run, fn);
    struct cli_pool pool;
    memset(&pool, 0, sizeof pool);
    pool.real_err = run->err;
    pool.html = run->pages.first != NULL;
    int code = CLI_EXIT_USAGE;
    if (open_pool(&pool, run, command, fn)) {
        run->pool = &pool;
        hold_messages(run, &pool);
        code = cli_input_each(run, queue_puzzle);
        run->pool = NULL;
    } else {
        fprintf(run->err, "nonet: cannot start %ld jobs: %s\n", run->opt.jobs, nonet_strerror(NONET_NOMEM));
    }
    close_pool(run, &pool);
    free_pool(&pool);
    return code;
}
