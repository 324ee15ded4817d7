/*
** nonet_bridge.c -- the packages' bridge to the library: compiled with it
** to WebAssembly for the npm package (npm/api.js calls it) and natively,
** linked with libnonet.so, for the Python module (python/nonet/ calls it
** through ctypes), so both answer alike. It uses the public API only
** (include/ and this folder on its path). Each call answers one JSON
** object (malloc'd; nj_free) that the package turns into its values:
** an "error" member (with "line" and "column" when the parser knows them)
** becomes a thrown Error (a raised nonet.Error in Python). Steps are the library's own JSON
** (nonet_step_json), passed through whole, so keys the library adds reach
** JavaScript untouched.
*/
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bridge_json.h"
#include "nonet.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#define NJ_API EMSCRIPTEN_KEEPALIVE
#else
#define NJ_API
#endif

NJ_API nonet_solver *nj_solver_new(void);
NJ_API void nj_free(void *p);
NJ_API const char *nj_version(void);
NJ_API char *nj_read(const char *text);
NJ_API char *nj_solve(const char *puzzle);
NJ_API char *nj_count(const char *puzzle, int limit);
NJ_API char *nj_explain(nonet_solver *solver, const char *puzzle, int order);
NJ_API char *nj_grade(nonet_solver *solver, const char *puzzle);
NJ_API char *nj_hint(nonet_solver *solver, const char *position, int level);
NJ_API char *nj_why(nonet_solver *solver, const char *position, const char *cell, int digit);
NJ_API char *nj_canon(const char *puzzle);
NJ_API char *nj_find(nonet_solver *solver, const char *position, const char *technique);
NJ_API char *nj_step_svg(nonet_solver *solver, const char *position, const char *technique, int index);
#ifndef __EMSCRIPTEN__ /* files: Python's; the WebAssembly has none (and so no file system in it) */
NJ_API void *nj_reader_open(const char *path);
NJ_API char *nj_reader_next(void *handle);
NJ_API void nj_reader_free(void *handle);
#endif
NJ_API void nj_solver_free(nonet_solver *solver);
NJ_API char *nj_generate(nonet_solver *solver, int first, int count, int level, double min_er, double max_er,
                         const char *symmetry, const char *requires, const char *seed);

/* One solver for the module's life (JavaScript keeps the pointer): its
** scratch space is reused by every call, as one thread's solver is. */
NJ_API nonet_solver *nj_solver_new(void) { return nonet_solver_new(); }

NJ_API void nj_solver_free(nonet_solver *solver) { nonet_solver_free(solver); }

NJ_API void nj_free(void *p) { free(p); }

NJ_API const char *nj_version(void) { return nonet_version(); }

/* The command's status words (docs/cli.md): the library's names, with the
** command's word for success. */
static const char *status_word(nonet_status status, const char *ok_word) {
    return status == NONET_OK ? ok_word : nonet_status_name(status);
}

/* 81 digits as a string member. */
static void put_digits(answer *a, const char *name, const uint8_t digits[81]) {
    char text[82];
    for (int c = 0; c < 81; c++) text[c] = (char)('0' + digits[c]);
    text[81] = '\0';
    put_string(a, name, text);
}

/* Element n of an array of puzzles: the grid as 81 characters. */
static void put_puzzle_item(answer *a, int n, const nonet_grid *g) {
    char line[82];
    nonet_grid_to_string(g, false, line);
    if (a->fp) fprintf(a->fp, "%s\"%s\"", n ? "," : "", line);
}

/* The "puzzles" array's brackets around what put_puzzle_item writes. */
static void puzzles_begin(answer *a) {
    answer_key(a, "puzzles");
    if (a->fp) fputc('[', a->fp);
}

static void puzzles_end(answer *a) {
    if (a->fp) fputc(']', a->fp);
}

/* {"puzzles":["...81...", ...]}: every puzzle of the text; a record's
** error after them ends it (JavaScript and Python then throw). */
NJ_API char *nj_read(const char *text) {
    answer a;
    answer_open(&a);
    nonet_reader *reader = nonet_reader_open_string(text);
    nonet_grid *g = nonet_grid_new();
    nonet_error err = {0};
    nonet_status st = reader && g ? NONET_OK : NONET_NOMEM;
    puzzles_begin(&a);
    for (int n = 0; st == NONET_OK; n++)
        if ((st = nonet_reader_next(reader, g, NULL, &err)) == NONET_OK) put_puzzle_item(&a, n, g);
    puzzles_end(&a);
    if (st != NONET_END) put_error(&a, st, &err);
    nonet_grid_free(g);
    nonet_reader_free(reader);
    return answer_close(&a);
}

#ifndef __EMSCRIPTEN__
/* A reader over a file, for batches read one puzzle at a time (the Python
** module's iterators): NULL when the file does not open or memory ran
** out. The file is closed by nj_reader_free. */
typedef struct file_reader {
    FILE *fp;
    nonet_reader *reader;
} file_reader;

NJ_API void *nj_reader_open(const char *path) {
    FILE *fp = fopen(path, "r");
    file_reader *r = fp ? malloc(sizeof *r) : NULL;
    if (r && (r->fp = fp, r->reader = nonet_reader_open(fp))) return r;
    free(r);
    if (fp) fclose(fp);
    return NULL;
}

/* {"puzzle":"...","line":n}, {"end":true}, or the record's error (the
** reader moves past it: the next call reads on). */
NJ_API char *nj_reader_next(void *handle) {
    file_reader *r = handle;
    answer a;
    answer_open(&a);
    nonet_grid *g = nonet_grid_new();
    nonet_error err = {0};
    long line = 0;
    nonet_status st = g ? nonet_reader_next(r->reader, g, &line, &err) : NONET_NOMEM;
    if (st == NONET_OK) {
        char text[82];
        nonet_grid_to_string(g, false, text);
        put_string(&a, "puzzle", text);
        put_number(&a, "line", (double)line);
    } else if (st == NONET_END) {
        put_bool(&a, "end", true);
    } else {
        if (!err.line) err.line = line;
        put_error(&a, st, &err);
    }
    nonet_grid_free(g);
    return answer_close(&a);
}

NJ_API void nj_reader_free(void *handle) {
    file_reader *r = handle;
    if (!r) return;
    nonet_reader_free(r->reader);
    fclose(r->fp);
    free(r);
}
#endif

/* {"solution":"..."} (null unless exactly one): a count to 2, as `nonet
** solve` does. */
NJ_API char *nj_solve(const char *puzzle) {
    answer a;
    answer_open(&a);
    nonet_grid *g = answer_grid(&a, puzzle);
    uint8_t solution[81];
    int count = 0;
    if (g && nonet_count(g, 2, &count, solution) == NONET_OK && count == 1) put_digits(&a, "solution", solution);
    else if (g) put_raw(&a, "solution", "null");
    nonet_grid_free(g);
    return answer_close(&a);
}

/* {"count":n}, at most limit. */
NJ_API char *nj_count(const char *puzzle, int limit) {
    answer a;
    answer_open(&a);
    nonet_grid *g = answer_grid(&a, puzzle);
    int count = 0;
    nonet_status st = g ? nonet_count(g, limit, &count, NULL) : NONET_INVALID;
    if (g && st != NONET_OK) put_error(&a, st, NULL);
    else if (g) put_number(&a, "count", count);
    nonet_grid_free(g);
    return answer_close(&a);
}

/* "steps": the library's JSON of each step, in order. */
static void put_steps(answer *a, const nonet_trace *trace) {
    answer_key(a, "steps");
    if (!a->fp) return;
    fputc('[', a->fp);
    for (size_t i = 0; i < nonet_trace_count(trace); i++) {
        char *json = nonet_step_json(nonet_trace_step(trace, i));
        fprintf(a->fp, "%s%s", i ? "," : "", json ? json : "null");
        nonet_free(json);
    }
    fputc(']', a->fp);
}

/* {"puzzle","status","error"?,"solution"?,"steps"}: `nonet explain
** --format json`'s keys (order 0 pipeline, 1 Sudoku Explainer's). */
NJ_API char *nj_explain(nonet_solver *solver, const char *puzzle, int order) {
    answer a;
    answer_open(&a);
    nonet_grid *g = answer_grid(&a, puzzle);
    nonet_trace *trace = NULL;
    nonet_error err = {0};
    if (g && nonet_solver_set_order(solver, order ? NONET_ORDER_SE : NONET_ORDER_PIPELINE) == NONET_OK) {
        char line[82];
        nonet_status st = nonet_explain(solver, g, &trace, &err);
        nonet_grid_to_string(g, false, line);
        put_string(&a, "puzzle", line);
        put_string(&a, "status", status_word(st, "solved"));
        if (st != NONET_OK) put_string(&a, "message", err.message[0] ? err.message : nonet_strerror(st));
        if (st == NONET_OK) put_digits(&a, "solution", nonet_trace_solution(trace));
        else put_raw(&a, "solution", "null");
        if (trace) put_steps(&a, trace);
        nonet_solver_set_order(solver, NONET_ORDER_PIPELINE);
    }
    nonet_trace_free(trace);
    nonet_grid_free(g);
    return answer_close(&a);
}

/* `nonet grade --format json`'s keys (src/cli/cmd_grade.c), with
** "hardest" "" when no logic step was made. */
NJ_API char *nj_grade(nonet_solver *solver, const char *puzzle) {
    answer a;
    answer_open(&a);
    nonet_grid *g = answer_grid(&a, puzzle);
    nonet_grade grade;
    nonet_error err = {0};
    nonet_status st = g ? nonet_grade_puzzle(solver, g, NONET_ORDER_BOTH, &grade, &err) : NONET_INVALID;
    if (g && st != NONET_OK && st != NONET_STALLED && st != NONET_TIMEOUT) {
        put_error(&a, st, &err);
    } else if (g) {
        const nonet_technique_info *hardest = nonet_technique_info_of(grade.hardest);
        put_number(&a, "er", grade.se_rating);
        put_number(&a, "ep", grade.se_pearl);
        put_number(&a, "ed", grade.se_diamond);
        put_number(&a, "rating", grade.se_rating);
        put_string(&a, "hardest", hardest ? hardest->id : "");
        put_string(&a, "level", nonet_level_name(grade.level));
        put_number(&a, "score", (double)grade.score);
        put_number(&a, "steps", (double)grade.steps);
        put_number(&a, "unknown_steps", (double)grade.unknown_steps);
        put_bool(&a, "backtracking", grade.backtracking);
        put_bool(&a, "timeout", grade.timeout);
    }
    nonet_grid_free(g);
    return answer_close(&a);
}

/* "wrong": the position's wrong digits and marks as `nonet hint` lists
** them ({"cell","kind","digit"}; the digit at level 3). */
static int put_wrong(answer *a, const nonet_grid *g, int level) {
    nonet_candidate wrong[81];
    int n = nonet_grid_wrong_marks(g, wrong);
    if (n <= 0 || !a->fp) return n;
    answer_key(a, "wrong");
    fputc('[', a->fp);
    for (int i = 0; i < n; i++) {
        char name[5];
        fprintf(a->fp, "%s{\"cell\":\"%s\",\"kind\":\"%s\"", i ? "," : "", nonet_cell_name(wrong[i].cell, name),
                nonet_grid_value(g, wrong[i].cell) ? "value" : "mark");
        if (level >= 3) fprintf(a->fp, ",\"digit\":%d", wrong[i].digit);
        fputc('}', a->fp);
    }
    fputc(']', a->fp);
    return n;
}

/* `nonet hint --format json`'s keys: "status" (ok, solved, wrong_marks,
** stalled), then "wrong", or "level", "hint", "technique" and at level 3
** "step". */
NJ_API char *nj_hint(nonet_solver *solver, const char *position, int level) {
    answer a;
    answer_open(&a);
    nonet_grid *g = answer_grid(&a, position);
    nonet_step *step = nonet_step_new();
    level = level < 1 ? 1 : level > 3 ? 3 : level;
    if (g && step && nonet_grid_wrong_marks(g, (nonet_candidate[81]){0}) > 0) {
        put_string(&a, "status", "wrong_marks");
        put_wrong(&a, g, level);
    } else if (g && step) {
        nonet_status st = nonet_next_step(solver, g, step);
        put_string(&a, "status", st == NONET_END ? "solved" : status_word(st, "ok"));
        if (st == NONET_OK) {
            char text[2048];
            nonet_step_hint(step, level, text, sizeof text);
            put_number(&a, "level", level);
            put_string(&a, "hint", text);
            put_string(&a, "technique", nonet_technique_info_of(nonet_step_technique(step))->id);
            if (level >= 3) put_raw_owned(&a, "step", nonet_step_json(step));
        }
    } else if (g) {
        put_error(&a, NONET_NOMEM, NULL);
    }
    nonet_step_free(step);
    nonet_grid_free(g);
    return answer_close(&a);
}

/* `nonet why CELL DIGIT --format json`'s keys (src/cli/cmd_why.c):
** "cell", "digit", "answer" (cannot, possible, solution), "reason" (peer,
** step, chain; null), "peer" (null unless a peer), "words" (English) and
** "step" (the library's JSON of the step that removes it; null). A bad
** cell or digit, a filled cell or a position without one solution is an
** "error" (thrown). */
static void put_why(answer *a, const nonet_why_result *r, const char *words) {
    char name[5];
    put_string(a, "cell", nonet_cell_name(r->cell, name));
    put_number(a, "digit", r->digit);
    put_string(a, "answer", nonet_why_answer_name(r->answer));
    put_string(a, "reason", r->reason != NONET_WHY_NONE ? nonet_why_reason_name(r->reason) : NULL);
    put_string(a, "peer", r->reason == NONET_WHY_PEER ? nonet_cell_name(r->peer, name) : NULL);
    put_string(a, "words", words);
    if (r->reason == NONET_WHY_STEP || r->reason == NONET_WHY_CHAIN) put_raw_owned(a, "step", nonet_step_json(r->step));
    else put_raw(a, "step", "null");
}

NJ_API char *nj_why(nonet_solver *solver, const char *position, const char *cell, int digit) {
    answer a;
    answer_open(&a);
    nonet_grid *g = answer_grid(&a, position);
    nonet_why_result r = {0};
    nonet_error err = {0};
    int c = nonet_cell_from_name(cell);
    nonet_status st = g ? NONET_OK : NONET_INVALID;
    if (st == NONET_OK && c < 0) {
        snprintf(err.message, sizeof err.message, "bad cell '%s': a cell is written r1c1 .. r9c9", cell);
        st = NONET_BAD_ARGUMENT;
    } else if (st == NONET_OK) {
        st = nonet_why(solver, g, c, digit, &r, &err);
    }
    size_t len = st == NONET_OK ? nonet_why_words(&r, "en", NULL, 0) : 0;
    char *words = st == NONET_OK ? malloc(len + 1) : NULL;
    if (st == NONET_OK && !words) st = NONET_NOMEM;
    if (g && st != NONET_OK) put_error(&a, st, &err);
    else if (g) put_why(&a, &r, (nonet_why_words(&r, "en", words, len + 1), words));
    free(words);
    nonet_why_clear(&r, 1);
    nonet_grid_free(g);
    return answer_close(&a);
}

/* {"canon":"..."}: the canonical form of the filled cells. */
NJ_API char *nj_canon(const char *puzzle) {
    answer a;
    answer_open(&a);
    nonet_grid *g = answer_grid(&a, puzzle);
    char canon[82];
    nonet_status st = g ? nonet_canon(g, canon, NULL) : NONET_INVALID;
    if (g && st == NONET_OK) put_string(&a, "canon", canon);
    else if (g) put_error(&a, st, NULL);
    nonet_grid_free(g);
    return answer_close(&a);
}

/* The technique named by its id, or NONET_T_NONE with the error written. */
static nonet_technique technique_of(answer *a, const char *id) {
    nonet_technique t = nonet_technique_from_id(id);
    if (t == NONET_T_NONE) {
        nonet_error err = {0};
        snprintf(err.message, sizeof err.message, "unknown technique '%s'", id);
        put_error(a, NONET_UNKNOWN_TECHNIQUE, &err);
    }
    return t;
}

/* The steps nonet_find reports for one technique, each as its JSON. */
typedef struct found {
    FILE *fp;
    int n, want;           /* want >= 0: stop at that index */
    nonet_step *step;      /* receives step number want */
} found;

static bool on_found(const nonet_step *step, void *user) {
    found *f = user;
    if (f->want >= 0) {
        if (f->n++ < f->want) return false;
        nonet_step_copy(f->step, step);
        return true;
    }
    char *json = nonet_step_json(step);
    if (f->fp) fprintf(f->fp, "%s%s", f->n++ ? "," : "", json ? json : "null");
    nonet_free(json);
    return false;
}

/* {"steps":[...]}: every instance of the technique in the position, and
** "next": the step nonet_next_step would take (null when none), so a
** caller finds which of them a step it holds is (stepSvg). */
NJ_API char *nj_find(nonet_solver *solver, const char *position, const char *technique) {
    answer a;
    answer_open(&a);
    nonet_grid *g = answer_grid(&a, position);
    nonet_technique t = g ? technique_of(&a, technique) : NONET_T_NONE;
    nonet_step *next = nonet_step_new();
    if (t != NONET_T_NONE && next && a.fp) {
        answer_key(&a, "steps");
        found f = {a.fp, 0, -1, NULL};
        fputc('[', a.fp);
        nonet_status st = nonet_find(solver, g, t, on_found, &f, NULL);
        fputc(']', a.fp);
        if (st != NONET_OK) put_error(&a, st, NULL); /* the fallback, a timeout: thrown */
        if (nonet_next_step(solver, g, next) == NONET_OK) put_raw_owned(&a, "next", nonet_step_json(next));
        else put_raw(&a, "next", "null");
    }
    nonet_step_free(next);
    nonet_grid_free(g);
    return answer_close(&a);
}

/* {"svg":"..."}: the position with step number index of nj_find's list
** drawn on it (-1: its "next" step; technique "": the position alone). */
NJ_API char *nj_step_svg(nonet_solver *solver, const char *position, const char *technique, int index) {
    answer a;
    answer_open(&a);
    nonet_grid *g = answer_grid(&a, position);
    if (g && !*technique) { /* no step: the position alone */
        put_owned(&a, "svg", nonet_step_svg(g, NULL));
        nonet_grid_free(g);
        return answer_close(&a);
    }
    nonet_technique t = g ? technique_of(&a, technique) : NONET_T_NONE;
    nonet_step *step = nonet_step_new();
    bool have = false;
    if (t != NONET_T_NONE && step) {
        found f = {NULL, 0, index, step};
        if (index < 0) have = nonet_next_step(solver, g, step) == NONET_OK;
        else have = nonet_find(solver, g, t, on_found, &f, NULL) == NONET_OK && f.n > index;
    }
    if (have) put_owned(&a, "svg", nonet_step_svg(g, step));
    else if (t != NONET_T_NONE) put_string(&a, "error", "the step is not one of the position's");
    nonet_step_free(step);
    nonet_grid_free(g);
    return answer_close(&a);
}

/* Puzzle i's seed as `nonet generate` draws it (src/cli/cmd_generate.c's
** seed_of: SplitMix64's finaliser over the seed and the index), so the
** same seed gives the command's puzzles. */
static uint64_t seed_of(uint64_t seed, long i) {
    uint64_t z = seed + (uint64_t)(i + 1) * 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* The target of the options (level 0: any; symmetry and requires "" for
** none), or false with the error written. */
static bool target_of(answer *a, nonet_target *t, int level, double min_er, double max_er, const char *symmetry,
                      const char *requires) {
    memset(t, 0, sizeof *t);
    t->min_level = t->max_level = (nonet_level)level;
    t->min_rating = min_er;
    t->max_rating = max_er;
    int sym = *symmetry ? nonet_symmetry_from_name(symmetry) : 0;
    if (sym < 0) {
        put_string(a, "error", "symmetry must be none, rotational, quarter, diagonal, antidiagonal, mirror or bimirror");
        return false;
    }
    t->symmetry = (nonet_symmetry)sym;
    if (*requires && (t->requires = technique_of(a, requires)) == NONET_T_NONE) return false;
    return true;
}

/* {"puzzles":[...]}: puzzles first .. first + count - 1 of those `nonet
** generate --seed` makes (seed: a decimal string, all of 64 bits), so that
** threads can share a batch. */
NJ_API char *nj_generate(nonet_solver *solver, int first, int count, int level, double min_er, double max_er,
                         const char *symmetry, const char *requires, const char *seed) {
    answer a;
    answer_open(&a);
    nonet_target target;
    nonet_error err = {0};
    nonet_grid *g = nonet_grid_new();
    if (!g || !target_of(&a, &target, level, min_er, max_er, symmetry, requires)) {
        nonet_grid_free(g);
        return answer_close(&a);
    }
    nonet_status st = nonet_target_check(solver, &target, &err);
    uint64_t base = strtoull(seed, NULL, 10);
    puzzles_begin(&a);
    for (long i = first; st == NONET_OK && i < (long)first + count; i++)
        if ((st = nonet_generate(solver, &target, seed_of(base, i), g, NULL, &err)) == NONET_OK)
            put_puzzle_item(&a, (int)(i - first), g);
    puzzles_end(&a);
    if (st != NONET_OK) put_error(&a, st, &err);
    nonet_grid_free(g);
    return answer_close(&a);
}
