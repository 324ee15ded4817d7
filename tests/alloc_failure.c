/*
** alloc_failure.c -- out of memory is a status (issue 31), tested as
** SQLite tests it: each solve below is run once to learn its result and
** how many allocations it makes (A), then once for every N in 1..A with
** the Nth allocation failed. Each such run must give NONET_NOMEM or the
** very result of the first run (a search that can do without the memory,
** as the chain rows do without their link lists, gives the same steps),
** never another result, a crash or a leak (this program under ASan in the
** sanitizer build); the same solver then asked again, with memory, must
** give the first run's result (what a failure left in its working memory
** changes nothing).
**
** Not Criterion (it allocates as it runs): a plain program, linked with
** the static library and -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,
** so that every allocation the library makes comes through the wrappers
** below; they count while armed and fail the one asked for. The test
** arms them only around the library call under test, never while it
** renders or compares.
**
** The solves (sources[] below, each puzzle with its list): explain in
** both orders, grade, and on the position before the pipeline's hardest
** step (or a position of SE's chaining ladder) the next step, why its
** first eliminated candidate cannot be, and every instance of a technique
** (nonet_find), chosen to reach the
** heavy finders: chains, almost locked sets, forcing chains and nets,
** Kraken Fish, Sudoku Explainer's ladder. Each run starts with a new
** solver, so that its allocations are the same in every run. Usage: see
** main.
*/
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "nonet.h"
#include "solver.h"

/* ---- the allocator --------------------------------------------------- */

void *__real_malloc(size_t size);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *p, size_t size);

/* What the wrappers do: count while armed, fail allocation fail_at (1 is
** the first counted; 0 fails none). The wrappers have no other way to
** know it, so it is this program's one global. */
static struct {
    bool armed, failed;
    long count, fail_at;
} alloc_plan;

/* Does the allocation now asked for fail? */
static bool alloc_fails(void) {
    if (!alloc_plan.armed) return false;
    if (++alloc_plan.count != alloc_plan.fail_at) return false;
    alloc_plan.failed = true;
    return true;
}

void *__wrap_malloc(size_t size) { return alloc_fails() ? NULL : __real_malloc(size); }
void *__wrap_calloc(size_t n, size_t size) { return alloc_fails() ? NULL : __real_calloc(n, size); }
void *__wrap_realloc(void *p, size_t size) { return alloc_fails() ? NULL : __real_realloc(p, size); }

static void arm(void) { alloc_plan.armed = true; }
static void disarm(void) { alloc_plan.armed = false; }

/* ---- results as text --------------------------------------------------- */

/* A result: what a solve gave, rendered (unarmed) for comparison. */
typedef struct text {
    char *s;
    size_t n, cap;
} text;

static void text_add(text *t, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int len = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (len < 0) abort();
    if (t->n + (size_t)len + 1 > t->cap) {
        t->cap = (t->n + (size_t)len + 1) * 2;
        t->s = __real_realloc(t->s, t->cap);
        if (!t->s) abort();
    }
    va_start(ap, fmt);
    vsnprintf(t->s + t->n, (size_t)len + 1, fmt, ap);
    va_end(ap);
    t->n += (size_t)len;
}

static void text_step(text *t, const nonet_step *step) {
    char *json = nonet_step_json(step);
    if (!json) abort(); /* unarmed: cannot fail */
    text_add(t, "%s\n", json);
    nonet_free(json);
}

static void text_status(text *t, nonet_status st, const nonet_error *err) {
    text_add(t, "status %d %s\n", (int)st, err ? err->message : "");
}

/* ---- the solves --------------------------------------------------------- */

/* A puzzle and the position before its pipeline's hardest step. */
typedef struct puzzle {
    const char *name;
    nonet_grid *start, *hard;
    nonet_technique hard_technique, find; /* find: the technique solve_find asks for */
    int why_cell, why_digit;
} puzzle;

/* One solve: the library's call with its solver s (armed by the caller),
** its result into out (the caller renders after disarming: see run_solve). */
typedef struct solve_out {
    nonet_status status;
    nonet_error err;
    nonet_trace *trace;
    nonet_grade grade;
    nonet_step step;
    nonet_step found[64];
    size_t n_found;
    nonet_why_result why;
} solve_out;

static void solve_out_free(solve_out *out) {
    nonet_trace_free(out->trace);
    nonet_why_clear(&out->why, 1);
}

typedef void (*solve_fn)(nonet_solver *s, const puzzle *p, solve_out *out);

/* A solve: its name, call and solver's order. */
typedef struct solve_kind {
    const char *name;
    solve_fn fn;
    nonet_order order;
    bool warm; /* the new solver asked once, unarmed, before the run */
} solve_kind;

static void solve_explain(nonet_solver *s, const puzzle *p, solve_out *out) {
    out->status = nonet_explain(s, p->start, &out->trace, &out->err);
}

static void solve_grade(nonet_solver *s, const puzzle *p, solve_out *out) {
    out->status = nonet_grade_puzzle(s, p->start, NONET_ORDER_BOTH, &out->grade, &out->err);
}

static void solve_next(nonet_solver *s, const puzzle *p, solve_out *out) {
    out->status = nonet_next_step(s, p->hard, &out->step);
}

static bool keep_found(const nonet_step *step, void *user) {
    solve_out *out = user;
    if (out->n_found < sizeof out->found / sizeof out->found[0]) out->found[out->n_found] = *step;
    out->n_found++;
    return false;
}

static void solve_find(nonet_solver *s, const puzzle *p, solve_out *out) {
    size_t found;
    out->status = nonet_find(s, p->hard, p->find, keep_found, out, &found);
}

static void solve_why(nonet_solver *s, const puzzle *p, solve_out *out) {
    out->status = nonet_why(s, p->hard, p->why_cell, p->why_digit, &out->why, &out->err);
}

/* Render a solve's result (unarmed). */
static void render(text *t, solve_fn fn, const solve_out *out) {
    text_status(t, out->status, fn == solve_next || fn == solve_find ? NULL : &out->err);
    if (out->status == NONET_NOMEM) return; /* nothing else is to be read */
    if (out->trace)
        for (size_t i = 0; i < nonet_trace_count(out->trace); i++) text_step(t, nonet_trace_step(out->trace, i));
    if (fn == solve_grade) {
        const nonet_grade *g = &out->grade;
        text_add(t, "grade %.1f/%.1f/%.1f %d %ld %zu %d\n", g->se_rating, g->se_pearl, g->se_diamond, (int)g->level,
                 g->score, g->steps, (int)g->hardest);
    }
    if (fn == solve_next && out->status == NONET_OK) text_step(t, &out->step);
    for (size_t i = 0; i < out->n_found && i < 64; i++) text_step(t, &out->found[i]);
    if (fn == solve_find) text_add(t, "found %zu\n", out->n_found);
    if (fn == solve_why && out->status == NONET_OK) {
        text_add(t, "why %d %d %d\n", (int)out->why.answer, (int)out->why.reason, out->why.peer);
        if (out->why.step) text_step(t, out->why.step);
    }
}

/* A new solver in order, asked once unarmed when warm (its working
** memory then made: the run counts only what a solver in use allocates),
** or NULL when out of memory (armed). */
static nonet_solver *solver_for(solve_fn fn, nonet_order order, const puzzle *p, bool warm) {
    nonet_solver *s = nonet_solver_new();
    if (s) nonet_solver_set_order(s, order);
    if (s && warm) {
        disarm();
        solve_out out = {0};
        fn(s, p, &out);
        solve_out_free(&out);
        arm();
    }
    return s;
}

/* One run of a solve with a new solver (k: its order, warm or not),
** allocation fail_at failed (0: none); the result into t, the
** allocations counted into *count; returns its status. A run that failed
** an allocation asks the same solver again with memory, into again (when
** not NULL). */
static nonet_status run_solve(const solve_kind *k, const puzzle *p, long fail_at, text *t, long *count, text *again) {
    solve_fn fn = k->fn;
    solve_out out = {0};
    alloc_plan.count = 0, alloc_plan.fail_at = fail_at, alloc_plan.failed = false;
    arm();
    nonet_solver *s = solver_for(fn, k->order, p, k->warm);
    if (s) fn(s, p, &out);
    else out.status = NONET_NOMEM;
    disarm();
    *count = alloc_plan.count;
    render(t, fn, &out);
    solve_out_free(&out);
    if (s && again && alloc_plan.failed) {
        solve_out second = {0};
        fn(s, p, &second);
        render(again, fn, &second);
        solve_out_free(&second);
    }
    nonet_solver_free(s);
    return out.status;
}

/* ---- the puzzles ------------------------------------------------------- */

/* Line `line` (1-based) of a file of the source tree. */
static bool read_line_of(const char *path, int line, char *buf, size_t size) {
    char full[1024];
    snprintf(full, sizeof full, "%s/%s", NONET_SOURCE_DIR, path);
    FILE *f = fopen(full, "r");
    if (!f) return false;
    bool ok = false;
    for (int i = 1; fgets(buf, (int)size, f); i++)
        if (i == line) {
            ok = true;
            break;
        }
    fclose(f);
    return ok;
}

/* The position of a line of tests/data/se/chaining-steps.txt (its third
** field: 81 groups, a digit alone placed, several a cell's candidates). */
static bool position_parse(nonet_grid *g, const char *line) {
    const char *at = strstr(line, " | ");
    at = at ? strstr(at + 3, " | ") : NULL;
    if (!at) return false;
    at += 3;
    char group[16][N_CELLS] = {{0}};
    for (int cell = 0; cell < N_CELLS; cell++) {
        int len = 0;
        while (*at == ' ') at++;
        while (*at >= '1' && *at <= '9' && len < 15) group[len++][cell] = (char)(*at++ - '0');
        if (!len) return false;
        group[15][cell] = (char)len;
    }
    for (int cell = 0; cell < N_CELLS; cell++)
        if (group[15][cell] == 1 && nonet_grid_place(g, cell, group[0][cell]) != NONET_OK) return false;
    for (int cell = 0; cell < N_CELLS; cell++)
        for (int digit = 1; group[15][cell] > 1 && digit <= 9; digit++) {
            bool kept = false;
            for (int i = 0; i < group[15][cell]; i++) kept |= group[i][cell] == digit;
            if (!kept && (nonet_grid_candidates(g, cell) >> (digit - 1)) & 1) nonet_grid_eliminate(g, cell, digit);
        }
    return true;
}

/* A position of chaining-steps.txt: its hard position is itself, its
** hardest step SE's next (unarmed). */
static bool position_load(puzzle *p, const char *line) {
    p->start = nonet_grid_new();
    if (!p->start || !position_parse(p->start, line) || !(p->hard = nonet_grid_clone(p->start))) return false;
    nonet_solver *s = nonet_solver_new();
    nonet_step step;
    bool ok = s && nonet_solver_set_order(s, NONET_ORDER_SE) == NONET_OK && nonet_next_step(s, p->hard, &step) == NONET_OK;
    if (ok) {
        p->hard_technique = step.technique;
        p->why_cell = step.n_eliminations ? step.eliminations[0].cell : step.placements[0].cell;
        p->why_digit = step.n_eliminations ? step.eliminations[0].digit : step.placements[0].digit % 9 + 1;
        printf("%s: SE's next step %s\n", p->name, nonet_technique_info_of(step.technique)->name);
    }
    nonet_solver_free(s);
    return ok;
}

/* The puzzle's start and the position before its pipeline's hardest step
** (by SE rating; the first such), unarmed. */
static bool puzzle_load(puzzle *p, const char *path, int line) {
    char buf[4096];
    nonet_error err;
    if (!read_line_of(path, line, buf, sizeof buf)) return false;
    if (!strncmp(buf, "fire ", 5)) return position_load(p, buf);
    p->start = nonet_grid_new();
    if (!p->start || nonet_grid_parse(p->start, buf, &err) != NONET_OK) return false;
    nonet_solver *s = nonet_solver_new();
    nonet_trace *trace = NULL;
    if (!s || nonet_explain(s, p->start, &trace, &err) != NONET_OK) return false;
    size_t hardest = 0;
    for (size_t i = 0; i < nonet_trace_count(trace); i++)
        if (nonet_step_rating(nonet_trace_step(trace, i)) > nonet_step_rating(nonet_trace_step(trace, hardest)))
            hardest = i;
    p->hard = nonet_grid_clone(p->start);
    for (size_t i = 0; i < hardest; i++) nonet_step_apply(p->hard, nonet_trace_step(trace, i));
    const nonet_step *h = nonet_trace_step(trace, hardest);
    p->hard_technique = h->technique;
    p->why_cell = h->n_eliminations ? h->eliminations[0].cell : h->placements[0].cell;
    p->why_digit = h->n_eliminations ? h->eliminations[0].digit : h->placements[0].digit % 9 + 1;
    printf("%s: hardest step %zu of %zu, %s\n", p->name, hardest + 1, nonet_trace_count(trace),
           nonet_technique_info_of(h->technique)->name);
    nonet_trace_free(trace);
    nonet_solver_free(s);
    return true;
}

/* ---- the test ------------------------------------------------------------ */

/* Fail every allocation of one solve in turn (count_only: only count
** them); returns the failures. */
static int check_solve(const solve_kind *k, const puzzle *p, bool count_only) {
    text ref = {0};
    long total, count;
    clock_t t0 = clock();
    run_solve(k, p, 0, &ref, &total, NULL);
    long allocations = total;
    if (count_only) total = 0;
    int bad = 0, nomem = 0;
    for (long n = 1; n <= total; n++) {
        text got = {0}, again = {0};
        bool is_nomem = run_solve(k, p, n, &got, &count, &again) == NONET_NOMEM;
        nomem += is_nomem;
        if (!is_nomem && strcmp(got.s, ref.s) != 0) {
            if (bad++ < 3) printf("  FAIL %s on %s: allocation %ld failed, a different result:\n%s\n", k->name, p->name, n, got.s);
        }
        if (again.s && strcmp(again.s, ref.s) != 0) {
            if (bad++ < 3) printf("  FAIL %s on %s: after allocation %ld failed, asked again: a different result\n", k->name, p->name, n);
        }
        free(got.s);
        free(again.s);
    }
    printf("  %-28s %s: A = %ld, NOMEM in %d, the same result in %ld (%.2f s)\n", k->name, p->name, allocations,
           nomem, total - nomem, (double)(clock() - t0) / CLOCKS_PER_SEC);
    free(ref.s);
    return bad;
}

/* The solves of a puzzle: "explain", "explain_se", "grade", "next",
** "why", or a technique id to find on the hard position ("hardest": its
** hardest step's technique), separated by spaces. */
typedef struct source {
    const char *path;
    int line;
    const char *solves;
    const char *quick; /* the solves of --quick (the sanitizer build), or NULL */
    bool extended;     /* only with --all: too long for the suite */
} source;

/* The puzzles: a fresh clone's files (puzzles/), each solve chosen for
** the finders it reaches (the comments) and its allocations (A, with the
** time of all its runs, in docs/ARCHITECTURE.md). */
static const source sources[] = {
    /* pipeline: XY-Chain; SE: Forcing Chain (7.2): the cheap rows */
    {"puzzles/diabolical-sample.txt", 2, "explain explain_se grade next why hardest",
     "explain explain_se grade next why hardest", false},
    /* pipeline: Forcing Net, with the chains, ALS, Franken and Kraken Fish
    ** and Forcing Chain tried before it; SE: Dynamic Contradiction; find
    ** of the heavy rows where it stood */
    {"puzzles/magictour-sample.txt", 2,
     "explain explain_se next hardest kraken_fish als_xz als_xy_wing als_xy_chain death_blossom grouped_aic "
     "forcing_chain finned_franken_fish",
     "next kraken_fish als_xz als_xy_wing als_xy_chain death_blossom grouped_aic finned_franken_fish", false},
    /* SE's Dynamic Forcing Chains (+) */
    {"tests/data/se/chaining-steps.txt", 85, "next_se why", "why", false},
    /* SE's nested forcing chains (level 2): 1,600 allocations of 0.2 s */
    {"tests/data/se/chaining-steps.txt", 88, "warm:next_se", NULL, true},
    /* the rest of the hard solve: grade (both orders), why, find */
    {"puzzles/magictour-sample.txt", 2, "grade why forcing_net_plus", NULL, true},
};

/* Run one solve of puzzle p by its name (see source); returns the failures. */
static int check_named(puzzle *p, const char *name, size_t len, bool count_only) {
    char id[64];
    bool warm = len > 5 && !strncmp(name, "warm:", 5);
    if (warm) name += 5, len -= 5;
    snprintf(id, sizeof id, "%.*s", (int)len, name);
    static const solve_kind explain = {"explain (pipeline)", solve_explain, NONET_ORDER_PIPELINE},
                            explain_se = {"explain (SE)", solve_explain, NONET_ORDER_SE},
                            grade = {"grade", solve_grade, NONET_ORDER_PIPELINE},
                            next = {"next_step", solve_next, NONET_ORDER_PIPELINE},
                            next_se = {"next_step (SE)", solve_next, NONET_ORDER_SE},
                            why = {"why", solve_why, NONET_ORDER_PIPELINE};
    if (warm) {
        solve_kind k = {"", NULL, NONET_ORDER_PIPELINE, true};
        if (!strcmp(id, "next_se")) k = next_se, k.name = "next_step (SE, warm)";
        else if (!strcmp(id, "explain_se")) k = explain_se, k.name = "explain (SE, warm)";
        else return printf("no warm %s\n", id), 1;
        k.warm = true;
        return check_solve(&k, p, count_only);
    }
    if (!strcmp(id, "explain")) return check_solve(&explain, p, count_only);
    if (!strcmp(id, "explain_se")) return check_solve(&explain_se, p, count_only);
    if (!strcmp(id, "grade")) return check_solve(&grade, p, count_only);
    if (!strcmp(id, "next")) return check_solve(&next, p, count_only);
    if (!strcmp(id, "next_se")) return check_solve(&next_se, p, count_only);
    if (!strcmp(id, "why")) return check_solve(&why, p, count_only);
    p->find = strcmp(id, "hardest") ? nonet_technique_from_id(id) : p->hard_technique;
    if (p->find == NONET_T_NONE) {
        printf("no technique %s\n", id);
        return 1;
    }
    char title[96];
    snprintf(title, sizeof title, "find %s", nonet_technique_info_of(p->find)->id);
    solve_kind find = {title, solve_find, NONET_ORDER_PIPELINE};
    return check_solve(&find, p, count_only);
}

/* Usage: alloc_failure [--quick | --count | --all] [K]: --quick the
** sources' quick solves only (the sanitizer build), --count only the
** allocations of each solve, --all the extended ones too; K: puzzle K
** (from 0) only. */
int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "";
    bool quick = !strcmp(mode, "--quick"), count_only = !strcmp(mode, "--count"), all = !strcmp(mode, "--all");
    size_t n_sources = sizeof sources / sizeof sources[0];
    setvbuf(stdout, NULL, _IOLBF, 0);
    int bad = 0;
    clock_t t0 = clock();
    size_t only = argc > 2 ? (size_t)atoi(argv[2]) : (size_t)-1; /* a second argument: that puzzle only */
    for (size_t i = 0; i < n_sources; i++) {
        if ((only != (size_t)-1 && i != only) || (sources[i].extended && !all && !count_only)) continue;
        const char *solves = quick ? sources[i].quick : sources[i].solves;
        if (!solves) continue;
        char name[256];
        snprintf(name, sizeof name, "%s:%d", sources[i].path, sources[i].line);
        puzzle p = {.name = name};
        if (!puzzle_load(&p, sources[i].path, sources[i].line)) {
            printf("cannot load %s\n", p.name);
            return 1;
        }
        for (const char *w = solves; *w;) {
            size_t len = strcspn(w, " ");
            bad += check_named(&p, w, len, count_only);
            w += len + (w[len] == ' ');
        }
        nonet_grid_free(p.start);
        nonet_grid_free(p.hard);
    }
    printf("%s (%.1f s)\n", bad ? "FAILED" : "every allocation failed in turn: NOMEM or the same result",
           (double)(clock() - t0) / CLOCKS_PER_SEC);
    return bad ? 1 : 0;
}
