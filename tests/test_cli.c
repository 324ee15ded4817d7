/*
** test_cli.c -- the `nonet` command, run as a program.
**
** Most cases are data, like jq's tests: tests/data/cli/<command>.test holds
** cases of this form (see tests/data/cli/README.md):
**
**     %% case solve-one-operand
**     %% args solve 5300700...
**     %% in            (standard input, optional)
**     %% out           (expected standard output, optional: empty)
**     %% err           (expected standard error, optional: empty)
**     %% code 0        (expected exit status; ends the case)
**
** Each case runs the built binary (NONET_BINARY_DIR "/nonet") from the
** source directory and compares stdout, stderr and the exit status exactly.
** @VERSION@ and @TECHNIQUES@ (the valid ids, ", "-separated) are replaced
** in args and expectations, so they follow the library. The rest of this
** file checks what a fixed text cannot: the technique list, the JSON
** shape of each line, and listings whose order is the search's.
*/
#include <criterion/criterion.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "nonet.h"
#include "strbuf.h"

extern char **environ;

#define NONET_PATH NONET_BINARY_DIR "/nonet"
#define CASES_DIR "tests/data/cli/"

/* ---- running the program ---- */

typedef struct cli_result {
    char *out, *err;
    int code; /* exit status, or -1 when it did not exit normally */
} cli_result;

/* A temporary file holding text (may be empty); its path goes to path. */
static void temp_file(char path[64], const char *text) {
    strcpy(path, "/tmp/nonet-test-cli-XXXXXX");
    int fd = mkstemp(path);
    cr_assert(fd >= 0, "mkstemp failed");
    size_t len = strlen(text);
    cr_assert(write(fd, text, len) == (ssize_t)len);
    close(fd);
}

/* The whole content of a file (malloc'd), then the file is removed. */
static char *slurp_and_remove(const char *path) {
    FILE *fp = fopen(path, "rb");
    cr_assert(fp, "cannot read %s", path);
    strbuf sb;
    strbuf_init(&sb);
    char chunk[4096];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, fp)) > 0) strbuf_append_len(&sb, chunk, n);
    fclose(fp);
    remove(path);
    char *text = strbuf_finish(&sb);
    cr_assert(text);
    return text;
}

/* Run nonet with argv (argv[0] is replaced by the binary) and input;
** merged: stderr goes to the same file as stdout (as with 2>&1). */
static cli_result run_nonet_to(char **argv, const char *input, bool merged) {
    char in[64], out[64], err[64];
    temp_file(in, input ? input : "");
    temp_file(out, "");
    temp_file(err, "");
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, in, O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 1, out, O_WRONLY | O_TRUNC, 0);
    if (merged) posix_spawn_file_actions_adddup2(&fa, 1, 2);
    else posix_spawn_file_actions_addopen(&fa, 2, err, O_WRONLY | O_TRUNC, 0);
    argv[0] = (char *)NONET_PATH;
    pid_t pid;
    /* The cases are in English whatever the caller's locale; a case in
    ** another language says --lang. */
    unsetenv("LANGUAGE");
    unsetenv("LC_ALL");
    unsetenv("LC_MESSAGES");
    unsetenv("LANG");
    int rc = posix_spawn(&pid, NONET_PATH, &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    cr_assert_eq(rc, 0, "cannot run %s", NONET_PATH);
    int status;
    waitpid(pid, &status, 0);
    remove(in);
    cli_result r = {slurp_and_remove(out), slurp_and_remove(err),
                    WIFEXITED(status) ? WEXITSTATUS(status) : -1};
    return r;
}

static cli_result run_nonet(char **argv, const char *input) { return run_nonet_to(argv, input, false); }

static void result_free(cli_result *r) {
    free(r->out);
    free(r->err);
}

/* Split a command line at blanks; '...' quotes (for blanks or ""). The
** words point into line, which is modified; argv[0] is left for the binary. */
static int split_args(char *line, char **argv, int max) {
    int n = 1;
    char *p = line;
    while (*p && n < max - 1) {
        while (*p == ' ') p++;
        if (!*p) break;
        char *end;
        if (*p == '\'') {
            argv[n++] = ++p;
            end = strchr(p, '\'');
        } else {
            argv[n++] = p;
            end = p + strcspn(p, " ");
        }
        if (!end || !*end) break;
        *end = '\0';
        p = end + 1;
    }
    argv[n] = NULL;
    return n;
}

/* ---- cases ---- */

/* text with every @NAME@ replaced (malloc'd). */
static char *substitute(const char *text) {
    strbuf ids, sb;
    strbuf_init(&ids);
    strbuf_init(&sb);
    for (size_t i = 0; i < nonet_technique_count(); i++)
        strbuf_printf(&ids, "%s%s", i ? ", " : "", nonet_technique_at(i)->id);
    for (const char *p = text; *p;) {
        if (strncmp(p, "@VERSION@", 9) == 0) {
            strbuf_append(&sb, nonet_version());
            p += 9;
        } else if (strncmp(p, "@TECHNIQUES@", 12) == 0) {
            strbuf_append(&sb, ids.data ? ids.data : "");
            p += 12;
        } else {
            strbuf_append_len(&sb, p++, 1);
        }
    }
    strbuf_release(&ids);
    char *out = strbuf_finish(&sb);
    return out ? out : strdup("");
}

typedef struct cli_case {
    char name[128];
    char args[4096];
    strbuf in, out, err;
    int code;
    bool has_args, has_code;
    bool sorted; /* compare stdout's lines in sorted order */
} cli_case;

static void case_start(cli_case *c, const char *name) {
    snprintf(c->name, sizeof c->name, "%s", name);
    c->args[0] = '\0';
    strbuf_reset(&c->in);
    strbuf_reset(&c->out);
    strbuf_reset(&c->err);
    c->has_args = c->has_code = c->sorted = false;
}

static int compare_lines(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The text with its lines in sorted order (for listings whose order is the
** search's). Returns a malloc'd string. */
static char *sort_lines(const char *text) {
    char *copy = strdup(text);
    size_t n = 0, cap = 16;
    char **lines = malloc(cap * sizeof *lines);
    for (char *line = strtok(copy, "\n"); line; line = strtok(NULL, "\n")) {
        if (n == cap) lines = realloc(lines, (cap *= 2) * sizeof *lines);
        lines[n++] = line;
    }
    qsort(lines, n, sizeof *lines, compare_lines);
    strbuf sb;
    strbuf_init(&sb);
    for (size_t i = 0; i < n; i++) strbuf_printf(&sb, "%s\n", lines[i]);
    free(lines);
    free(copy);
    char *out = strbuf_finish(&sb);
    return out ? out : strdup("");
}

/* Compare one stream (sorted: line order aside); on a difference show both. */
static void expect_text(const cli_case *c, const char *what, const char *actual,
                        const strbuf *expected, bool sorted) {
    char *want = substitute(expected->data ? expected->data : "");
    char *got = sorted ? sort_lines(actual) : strdup(actual);
    if (sorted) {
        char *unsorted = want;
        want = sort_lines(unsorted);
        free(unsorted);
    }
    cr_expect_str_eq(got, want, "case %s: %s differs\n--- expected\n%s--- actual\n%s",
                     c->name, what, want, got);
    free(want);
    free(got);
}

/* Run one case and compare everything. */
static void case_run(const cli_case *c) {
    cr_assert(c->has_args && c->has_code, "case %s lacks %%%% args or %%%% code", c->name);
    char *args = substitute(c->args);
    char *argv[64];
    split_args(args, argv, 64);
    cli_result r = run_nonet(argv, c->in.data ? c->in.data : "");
    expect_text(c, "stdout", r.out, &c->out, c->sorted);
    expect_text(c, "stderr", r.err, &c->err, false);
    cr_expect_eq(r.code, c->code, "case %s: exit %d, expected %d", c->name, r.code, c->code);
    result_free(&r);
    free(args);
}

/* A "%% keyword rest" line: which section the following lines fill. */
static strbuf *case_directive(cli_case *c, const char *line, int *n_cases) {
    if (strncmp(line, "%% case ", 8) == 0) {
        if (*n_cases) case_run(c);
        ++*n_cases;
        case_start(c, line + 8);
        return NULL;
    }
    if (strncmp(line, "%% args ", 8) == 0) {
        snprintf(c->args, sizeof c->args, "%s", line + 8);
        c->has_args = true;
        return NULL;
    }
    if (strncmp(line, "%% code ", 8) == 0) {
        c->code = atoi(line + 8);
        c->has_code = true;
        return NULL;
    }
    if (strcmp(line, "%% sorted") == 0) {
        c->sorted = true;
        return NULL;
    }
    if (strcmp(line, "%% in") == 0) return &c->in;
    if (strcmp(line, "%% out") == 0) return &c->out;
    if (strcmp(line, "%% err") == 0) return &c->err;
    cr_assert_fail("bad directive '%s' in case %s", line, c->name);
    return NULL;
}

/* Run every case of a .test file; returns how many there were. */
static int run_case_file(const char *file) {
    FILE *fp = fopen(file, "r");
    cr_assert(fp, "cannot open %s", file);
    cli_case c;
    memset(&c, 0, sizeof c);
    strbuf_init(&c.in);
    strbuf_init(&c.out);
    strbuf_init(&c.err);
    strbuf *section = NULL;
    int n_cases = 0;
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    while ((len = getline(&line, &cap, fp)) >= 0) {
        if (strncmp(line, "%%", 2) == 0) {
            line[strcspn(line, "\n")] = '\0';
            section = case_directive(&c, line, &n_cases);
        } else if (section) {
            strbuf_append_len(section, line, (size_t)len);
        }
    }
    if (n_cases) case_run(&c);
    free(line);
    fclose(fp);
    strbuf_release(&c.in);
    strbuf_release(&c.out);
    strbuf_release(&c.err);
    return n_cases;
}

Test(cli, solve_cases) { cr_expect_gt(run_case_file(CASES_DIR "solve.test"), 10); }
Test(cli, explain_cases) { cr_expect_gt(run_case_file(CASES_DIR "explain.test"), 5); }
Test(cli, count_cases) { cr_expect_gt(run_case_file(CASES_DIR "count.test"), 3); }
Test(cli, validate_cases) { cr_expect_gt(run_case_file(CASES_DIR "validate.test"), 2); }
Test(cli, find_cases) { cr_expect_gt(run_case_file(CASES_DIR "find.test"), 2); }
Test(cli, forms_cases) { cr_expect_gt(run_case_file(CASES_DIR "forms.test"), 3); }
Test(cli, usage_cases) { cr_expect_gt(run_case_file(CASES_DIR "usage.test"), 10); }
Test(cli, check_cases) { cr_expect_eq(run_case_file(CASES_DIR "check.test"), 3); }
Test(cli, hint_cases) { cr_expect_gt(run_case_file(CASES_DIR "hint.test"), 15); }
Test(cli, show_cases) { cr_expect_gt(run_case_file(CASES_DIR "show.test"), 7); }
Test(cli, lang_cases) { cr_expect_gt(run_case_file(CASES_DIR "lang.test"), 4); }
Test(cli, pictures_cases) { cr_expect_gt(run_case_file(CASES_DIR "pictures.test"), 5); }
Test(cli, input_cases) { cr_expect_gt(run_case_file(CASES_DIR "input.test"), 9); }
Test(cli, grade_cases) { cr_expect_gt(run_case_file(CASES_DIR "grade.test"), 6); }
Test(cli, canon_cases) { cr_expect_gt(run_case_file(CASES_DIR "canon.test"), 5); }
Test(cli, generate_cases) { cr_expect_gt(run_case_file(CASES_DIR "generate.test"), 7); }
Test(cli, grade_batch_cases) { cr_expect_gt(run_case_file(CASES_DIR "grade_batch.test"), 6); }
Test(cli, why_cases) { cr_expect_gt(run_case_file(CASES_DIR "why.test"), 10); }

/* ---- a small JSON reader, to check the shape of each output line ---- */

typedef enum jv_kind { JV_NULL, JV_BOOL, JV_NUMBER, JV_STRING, JV_ARRAY, JV_OBJECT } jv_kind;

/* A parsed value; arrays and objects own their items (objects: keys too). */
typedef struct jv {
    jv_kind kind;
    double number;
    bool truth;
    char *string;
    size_t n;
    struct jv *items;
    char **keys;
} jv;

static const char *jv_parse(const char *p, jv *v);

static const char *jv_space(const char *p) {
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') p++;
    return p;
}

/* A string body after the opening quote; escapes kept simple (\uXXXX below
** 0x80 only, which is all the writer produces). NULL on a syntax error. */
static const char *jv_string(const char *p, char **out) {
    strbuf sb;
    strbuf_init(&sb);
    while (*p && *p != '"') {
        char ch = *p++;
        if ((unsigned char)ch < 0x20) break;
        if (ch == '\\') {
            char esc = *p++;
            const char *plain = strchr("\"\\/bfnrt", esc);
            if (plain) ch = "\"\\/\b\f\n\r\t"[plain - "\"\\/bfnrt"];
            else if (esc == 'u' && sscanf(p, "%4hhx", (unsigned char *)&ch) == 1) p += 4;
            else break;
        }
        strbuf_append_len(&sb, &ch, 1);
    }
    if (*p != '"') {
        strbuf_release(&sb);
        return NULL;
    }
    *out = strbuf_finish(&sb);
    if (!*out) *out = strdup("");
    return p + 1;
}

/* Items of an array or members of an object, up to the closing bracket. */
static const char *jv_items(const char *p, jv *v, bool object) {
    char close = object ? '}' : ']';
    p = jv_space(p);
    if (*p == close) return p + 1;
    for (;;) {
        v->items = realloc(v->items, (v->n + 1) * sizeof *v->items);
        v->keys = realloc(v->keys, (v->n + 1) * sizeof *v->keys);
        v->keys[v->n] = NULL;
        if (object) {
            p = jv_space(p);
            if (*p != '"' || !(p = jv_string(p + 1, &v->keys[v->n]))) return NULL;
            p = jv_space(p);
            if (*p++ != ':') return NULL;
        }
        if (!(p = jv_parse(p, &v->items[v->n++]))) return NULL;
        p = jv_space(p);
        if (*p == close) return p + 1;
        if (*p++ != ',') return NULL;
    }
}

static const char *jv_parse(const char *p, jv *v) {
    memset(v, 0, sizeof *v);
    p = jv_space(p);
    char *end;
    switch (*p) {
    case '{': v->kind = JV_OBJECT; return jv_items(p + 1, v, true);
    case '[': v->kind = JV_ARRAY; return jv_items(p + 1, v, false);
    case '"': v->kind = JV_STRING; return jv_string(p + 1, &v->string);
    case 't': v->kind = JV_BOOL; v->truth = true; return strncmp(p, "true", 4) ? NULL : p + 4;
    case 'f': v->kind = JV_BOOL; return strncmp(p, "false", 5) ? NULL : p + 5;
    case 'n': return strncmp(p, "null", 4) ? NULL : p + 4;
    default:
        v->kind = JV_NUMBER;
        v->number = strtod(p, &end);
        return end == p ? NULL : end;
    }
}

static void jv_free(jv *v) {
    for (size_t i = 0; i < v->n; i++) {
        jv_free(&v->items[i]);
        free(v->keys[i]);
    }
    free(v->items);
    free(v->keys);
    free(v->string);
}

/* The member named key of an object, or NULL. */
static const jv *jv_get(const jv *v, const char *key) {
    if (v->kind != JV_OBJECT) return NULL;
    for (size_t i = 0; i < v->n; i++)
        if (strcmp(v->keys[i], key) == 0) return &v->items[i];
    return NULL;
}

/* The member key, which must be there with the given kind. */
static const jv *jv_need(const jv *v, const char *key, jv_kind kind) {
    const jv *m = jv_get(v, key);
    cr_assert(m, "key \"%s\" missing", key);
    cr_assert_eq(m->kind, kind, "key \"%s\" has the wrong type", key);
    return m;
}

/* Every line of text must be exactly one JSON object: parsed into lines[]
** (at most max); returns how many. */
static size_t jv_lines(const char *text, jv *lines, size_t max) {
    size_t n = 0;
    for (const char *p = text; *p; n++) {
        cr_assert_lt(n, max, "too many lines");
        const char *end = jv_parse(p, &lines[n]);
        cr_assert(end, "line %zu is not JSON: %.80s", n + 1, p);
        cr_assert_eq(lines[n].kind, JV_OBJECT, "line %zu is not an object", n + 1);
        cr_assert_eq(*end, '\n', "line %zu: more than one value", n + 1);
        p = end + 1;
    }
    return n;
}

/* ---- checks that a fixed text cannot make ---- */

#define BATCH CASES_DIR "batch.txt"
#define M2 "534008912672195348198342567859001423426853791713924856961537284287419635345286179"
#define S4 "534008912672195300198342567859001423426853791713924856961537200287419635345286179"

/* The batch's records: first line and status word (the batch's header says why). */
static const struct {
    long line;
    const char *status;
} batch_records[] = {{3, "solved"}, {4, "invalid"},    {5, "invalid"},           {6, "invalid"},
                     {8, "no_solution"}, {9, "multiple_solutions"}, {10, "solved"}};
#define BATCH_N (sizeof batch_records / sizeof batch_records[0])

/* Run nonet with the words of a command line; the result to be freed. */
static cli_result run_line(const char *line, const char *input) {
    char *copy = strdup(line);
    char *argv[32];
    split_args(copy, argv, 32);
    cli_result r = run_nonet(argv, input);
    free(copy);
    return r;
}

static int cell_of(const char *name) {
    cr_assert(name[0] == 'r' && name[2] == 'c' && name[4] == '\0', "bad cell name %s", name);
    return (name[1] - '1') * 9 + (name[3] - '1');
}

/* Apply one JSON step's placements and eliminations; each must fit. */
static void replay_step(nonet_grid *grid, const jv *step, nonet_solver *solver) {
    const jv *technique = jv_need(step, "technique", JV_STRING);
    cr_assert_neq(nonet_technique_from_id(technique->string), NONET_T_NONE);
    cr_assert_gt(strlen(jv_need(step, "text", JV_STRING)->string), 0);
    jv_need(step, "pattern", JV_OBJECT);
    const jv *placements = jv_need(step, "placements", JV_ARRAY);
    for (size_t i = 0; i < placements->n; i++) {
        int cell = cell_of(jv_need(&placements->items[i], "cell", JV_STRING)->string);
        int digit = (int)jv_need(&placements->items[i], "digit", JV_NUMBER)->number;
        cr_assert_eq(nonet_grid_place(grid, cell, digit), NONET_OK, "%s places r%dc%d=%d",
                     technique->string, cell / 9 + 1, cell % 9 + 1, digit);
    }
    const jv *eliminations = jv_need(step, "eliminations", JV_ARRAY);
    for (size_t i = 0; i < eliminations->n; i++) {
        int cell = cell_of(jv_need(&eliminations->items[i], "cell", JV_STRING)->string);
        int digit = (int)jv_need(&eliminations->items[i], "digit", JV_NUMBER)->number;
        cr_assert_eq(nonet_grid_eliminate(grid, cell, digit), NONET_OK);
    }
}

/* A solved line: its steps, replayed on its puzzle, reach its solution,
** which is the puzzle's one solution. */
static void check_solved_line(const jv *obj, nonet_solver *solver) {
    const char *puzzle = jv_need(obj, "puzzle", JV_STRING)->string;
    const char *solution = jv_need(obj, "solution", JV_STRING)->string;
    const jv *steps = jv_need(obj, "steps", JV_ARRAY);
    cr_assert_gt(steps->n, 0);
    cr_assert_eq(jv_need(jv_need(obj, "summary", JV_OBJECT), "steps", JV_NUMBER)->number,
                 (double)steps->n);
    nonet_grid *grid = nonet_grid_new();
    cr_assert_eq(nonet_grid_parse(grid, puzzle, NULL), NONET_OK);
    uint8_t expected[81];
    int count = 0;
    nonet_count(grid, 2, &count, expected);
    cr_assert_eq(count, 1);
    for (int c = 0; c < 81; c++) cr_assert_eq(solution[c] - '0', expected[c]);
    for (size_t i = 0; i < steps->n; i++) replay_step(grid, &steps->items[i], solver);
    char reached[82];
    nonet_grid_to_string(grid, false, reached);
    cr_assert_str_eq(reached, solution);
    nonet_grid_free(grid);
}

Test(cli, explain_json_lines_replay_to_the_solution) {
    cli_result r = run_line("explain --format json " BATCH, NULL);
    jv lines[16];
    size_t n = jv_lines(r.out, lines, 16);
    cr_assert_eq(n, BATCH_N, "one line per record");
    nonet_solver *solver = nonet_solver_new();
    for (size_t i = 0; i < n; i++) {
        cr_assert_eq(jv_need(&lines[i], "line", JV_NUMBER)->number, (double)batch_records[i].line);
        const char *status = jv_need(&lines[i], "status", JV_STRING)->string;
        cr_assert_str_eq(status, batch_records[i].status);
        if (strcmp(status, "solved") == 0) check_solved_line(&lines[i], solver);
        else jv_need(&lines[i], "error", JV_STRING);
        cr_assert_eq(jv_get(&lines[i], "puzzle") == NULL, strcmp(status, "invalid") == 0);
        jv_free(&lines[i]);
    }
    cr_assert_eq(r.code, 1);
    nonet_solver_free(solver);
    result_free(&r);
}

/* Every command's JSON: one object per record, with line and status. */
Test(cli, every_command_writes_one_object_per_record) {
    static const char *const commands[] = {"solve", "count", "validate", "solve --method logic", "hint", "show", "grade"};
    for (size_t k = 0; k < sizeof commands / sizeof commands[0]; k++) {
        char line[128];
        snprintf(line, sizeof line, "%s --format json " BATCH, commands[k]);
        cli_result r = run_line(line, NULL);
        jv lines[16];
        size_t n = jv_lines(r.out, lines, 16);
        cr_assert_eq(n, BATCH_N, "%s: one line per record", commands[k]);
        for (size_t i = 0; i < n; i++) {
            cr_assert_eq(jv_need(&lines[i], "line", JV_NUMBER)->number, (double)batch_records[i].line);
            jv_need(&lines[i], "status", JV_STRING);
            jv_free(&lines[i]);
        }
        cr_assert_eq(r.code, 1, "%s", commands[k]);
        result_free(&r);
    }
}

typedef struct solution_set {
    char text[8][82];
    int n;
} solution_set;

static bool collect_solution(const uint8_t solution[81], void *user) {
    solution_set *set = user;
    for (int c = 0; c < 81; c++) set->text[set->n][c] = (char)('0' + solution[c]);
    set->text[set->n++][81] = '\0';
    return set->n == 8;
}

/* Is text one of the set's solutions? */
static bool in_set(const solution_set *set, const char *text) {
    for (int i = 0; i < set->n; i++)
        if (strcmp(set->text[i], text) == 0) return true;
    return false;
}

/* --all --limit 3 on a puzzle with 4 solutions: 3 distinct ones of the 4
** (which 3 is the search's business), and "more". */
Test(cli, solve_all_json_lists_distinct_solutions_up_to_the_limit) {
    nonet_grid *grid = nonet_grid_new();
    cr_assert_eq(nonet_grid_parse(grid, S4, NULL), NONET_OK);
    solution_set all = {.n = 0};
    cr_assert_eq(nonet_solutions(grid, 8, collect_solution, &all), 4);
    cli_result r = run_line("solve --all --limit 3 --format json " S4, NULL);
    jv line;
    cr_assert_eq(jv_lines(r.out, &line, 1), 1);
    const jv *listed = jv_need(&line, "solutions", JV_ARRAY);
    cr_assert_eq(listed->n, 3);
    for (size_t i = 0; i < listed->n; i++) {
        cr_assert(in_set(&all, listed->items[i].string));
        for (size_t j = 0; j < i; j++) cr_assert_str_neq(listed->items[i].string, listed->items[j].string);
    }
    cr_assert(jv_need(&line, "more", JV_BOOL)->truth);
    cr_assert_str_eq(jv_need(&line, "status", JV_STRING)->string, "multiple_solutions");
    cr_assert_str_eq(r.err, "nonet: argument 1: more than 3 solutions; listed the first 3\n");
    cr_assert_eq(r.code, 1);
    jv_free(&line);
    result_free(&r);
    nonet_grid_free(grid);
}

/* --first on a puzzle with 4 solutions: the search's first, which is the
** first line --all lists, as solved (no uniqueness check). */
Test(cli, solve_first_is_the_first_listed) {
    cli_result first = run_line("solve --first " S4, NULL);
    cli_result all = run_line("solve --all --limit 1 " S4, NULL);
    cr_assert_eq(first.code, 0);
    cr_assert_str_eq(first.err, "");
    cr_assert_eq(strlen(first.out), 82);
    cr_assert_eq(strncmp(first.out, all.out, 82), 0, "--first: %s--all: %s", first.out, all.out);
    result_free(&first);
    result_free(&all);
}

/* `nonet techniques`: the library's list, in order, in both formats. */
Test(cli, techniques_lists_the_pipeline) {
    cli_result text = run_line("techniques", NULL);
    cli_result json = run_line("techniques --format json", NULL);
    jv lines[128];
    size_t n = jv_lines(json.out, lines, 128);
    cr_assert_eq(n, nonet_technique_count());
    const char *p = text.out;
    for (size_t i = 0; i < n; i++) {
        const nonet_technique_info *info = nonet_technique_at(i);
        char id[64], score[16], level[16], name[128];
        double rating;
        cr_assert_eq(sscanf(p, "%63s %lf %15s %15s %127[^\n]", id, &rating, score, level, name), 5);
        cr_assert_str_eq(id, info->id);
        cr_assert_float_eq(rating, info->se_rating, 1e-9);
        bool scored = info->hodoku_level != NONET_LEVEL_UNKNOWN;
        cr_assert_eq(scored ? atoi(score) : -1, scored ? info->hodoku_score : -1, "%s", id);
        cr_assert_str_eq(level, scored ? nonet_level_name((nonet_level)info->hodoku_level) : "-");
        cr_assert(strncmp(name, info->name, strlen(info->name)) == 0);
        cr_assert_eq(jv_need(&lines[i], "hodoku_score", JV_NUMBER)->number, info->hodoku_score);
        cr_assert_str_eq(jv_need(&lines[i], "hodoku_level", JV_STRING)->string,
                         nonet_level_name((nonet_level)info->hodoku_level));
        p = strchr(p, '\n') + 1;
        cr_assert_str_eq(jv_need(&lines[i], "id", JV_STRING)->string, info->id);
        cr_assert_str_eq(jv_need(&lines[i], "name", JV_STRING)->string, info->name);
        cr_assert_float_eq(jv_need(&lines[i], "se_rating", JV_NUMBER)->number, info->se_rating, 1e-9);
        cr_assert_eq(jv_need(&lines[i], "uniqueness", JV_BOOL)->truth,
                     (info->flags & NONET_TF_UNIQUENESS) != 0);
        jv_free(&lines[i]);
    }
    cr_assert_eq(*p, '\0');
    cr_assert_eq(text.code, 0);
    result_free(&text);
    result_free(&json);
}

typedef struct text_list {
    char lines[256][512];
    size_t n;
} text_list;

static bool collect_text(const nonet_step *step, void *user) {
    text_list *list = user;
    if (list->n < 256) nonet_step_text(step, list->lines[list->n], sizeof list->lines[0]);
    list->n++;
    return false;
}

/* The first logic technique of the pipeline, or NULL when none is built. */
static const nonet_technique_info *first_logic_technique(void) {
    for (size_t i = 0; i < nonet_technique_count(); i++)
        if (!(nonet_technique_at(i)->flags & NONET_TF_FALLBACK)) return nonet_technique_at(i);
    return NULL;
}

/* One find line against nonet_find run here on the same puzzle. */
static void check_find_line(const jv *obj, const char *puzzle_text, nonet_solver *solver,
                            nonet_technique technique) {
    nonet_grid *grid = nonet_grid_new();
    cr_assert_eq(nonet_grid_parse(grid, puzzle_text, NULL), NONET_OK);
    text_list *expected = calloc(1, sizeof *expected);
    cr_assert_eq(nonet_find(solver, grid, technique, collect_text, expected, NULL), NONET_OK);
    const jv *steps = jv_need(obj, "steps", JV_ARRAY);
    cr_assert_eq(steps->n, expected->n);
    for (size_t i = 0; i < steps->n && i < 256; i++)
        cr_assert_str_eq(jv_need(&steps->items[i], "text", JV_STRING)->string, expected->lines[i]);
    free(expected);
    nonet_grid_free(grid);
}

/* `nonet find` reports what nonet_find finds, for the first logic
** technique built (skipped while there is none). */
Test(cli, find_json_matches_the_library) {
    const nonet_technique_info *info = first_logic_technique();
    if (!info) cr_skip_test("no logic technique is implemented yet");
    static const char *const puzzles[] = {
        "530070000600195000098000060800060003400803001700020006060000280000419005000080079",
        "..5....2.8........34.6..89.63.........9.......24..753..6..4..5...752..64...8..7..",
        "534008912672195348198342567859001423426853791713924856961537284287419635345286179",
    };
    char line[512];
    snprintf(line, sizeof line, "find --format json %s %s %s %s", info->id, puzzles[0], puzzles[1],
             puzzles[2]);
    cli_result r = run_line(line, NULL);
    jv lines[4];
    cr_assert_eq(jv_lines(r.out, lines, 4), 3);
    nonet_solver *solver = nonet_solver_new();
    for (size_t i = 0; i < 3; i++) {
        check_find_line(&lines[i], puzzles[i], solver, info->technique);
        jv_free(&lines[i]);
    }
    cr_assert_eq(r.code, 1, "the third puzzle has two solutions");
    nonet_solver_free(solver);
    result_free(&r);
}

/* ---- one wording per status ---- */

/* `nonet COMMAND PUZZLE` writes exactly the diagnostic want. */
static void expect_diagnostic(const char *command, const char *puzzle, const char *want) {
    char line[256];
    snprintf(line, sizeof line, "%s %s", command, puzzle);
    cli_result r = run_line(line, NULL);
    cr_expect_str_eq(r.err, want, "nonet %s", line);
    result_free(&r);
}

/* Every command that diagnoses a puzzle says the same for the same status:
** no solution (found by the counter, or by a cell without candidates
** before any count), several solutions, logic stalled. */
Test(cli, one_wording_per_status_across_commands) {
    static const char *const commands[] = {"solve", "solve --method logic", "explain", "grade",
                                           "find x_wing", "hint"};
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        expect_diagnostic(commands[i], "12345678.........9...............................................................",
                          "nonet: argument 1: the puzzle has no solution\n");
        expect_diagnostic(commands[i], "534008912672195348198342567859001423426853791713924856961537284287419635345286179",
                          "nonet: argument 1: the puzzle has more than one solution\n");
    }
    static const char *const stalling[] = {
        "solve --method logic --no-backtracking --techniques=-nested_forcing_chains",
        "explain --no-backtracking --techniques=-nested_forcing_chains",
        "grade --no-backtracking --order pipeline --techniques=-nested_forcing_chains"};
    for (size_t i = 0; i < sizeof stalling / sizeof stalling[0]; i++)
        expect_diagnostic(stalling[i], "980700600750040000003008070500007030009400000000020100300000001090005080005200006",
                          "nonet: argument 1: logic stalled with 56 cells empty\n");
}

/* ---- the examples in README.md and docs/cli.md ---- */

/* Does an actual line match an expected one? An expected line ending in
** "..." matches any line that starts with what precedes it. */
static bool line_matches(const char *want, size_t want_len, const char *got, size_t got_len) {
    if (want_len >= 3 && strncmp(want + want_len - 3, "...", 3) == 0)
        return got_len >= want_len - 3 && strncmp(want, got, want_len - 3) == 0;
    return want_len == got_len && strncmp(want, got, want_len) == 0;
}

/* The line after the one at p (the end of the text when there is none). */
static const char *next_line(const char *p) {
    size_t len = strcspn(p, "\n");
    return p + len + (p[len] == '\n');
}

/* The first actual line at or after got that matches the expected line
** want, or the end of got. */
static const char *skip_to(const char *got, const char *want) {
    size_t want_len = strcspn(want, "\n");
    while (*got && !line_matches(want, want_len, got, strcspn(got, "\n"))) got = next_line(got);
    return got;
}

/* One example of a file: the command after "$ ", its output (stdout then
** stderr) line by line. A line "..." stands for lines left out: the next
** expected line is looked for further on; at the end, the rest is left. */
static void check_example(const char *file, const char *command, const char *expected) {
    cli_result r = run_line(command + strlen("nonet "), NULL);
    strbuf all;
    strbuf_init(&all);
    strbuf_append(&all, r.out);
    strbuf_append(&all, r.err);
    const char *got = all.data ? all.data : "";
    bool gap = false;
    for (const char *want = expected; *want; want = next_line(want)) {
        size_t want_len = strcspn(want, "\n");
        if (want_len == 3 && strncmp(want, "...", 3) == 0) {
            gap = true;
            continue;
        }
        if (gap) got = skip_to(got, want);
        gap = false;
        size_t got_len = strcspn(got, "\n");
        cr_expect(line_matches(want, want_len, got, got_len), "%s: $ %s\nexpected: %.*s\nactual:   %.*s",
                  file, command, (int)want_len, want, (int)got_len, got);
        got = next_line(got);
    }
    cr_expect(gap || *got == '\0', "%s: $ %s: more output than shown", file, command);
    strbuf_release(&all);
    result_free(&r);
}

/* Every "$ nonet ..." in a console block of file prints what follows it;
** returns how many examples there were. */
static int check_examples(const char *file) {
    FILE *fp = fopen(file, "r");
    cr_assert(fp, "cannot open %s", file);
    char *line = NULL, command[512] = "";
    size_t cap = 0;
    bool in_console = false;
    int examples = 0;
    strbuf expected;
    strbuf_init(&expected);
    while (getline(&line, &cap, fp) >= 0) {
        bool fence = strncmp(line, "```", 3) == 0;
        bool prompt = in_console && strncmp(line, "$ nonet ", 8) == 0;
        if ((fence || prompt) && command[0]) {
            check_example(file, command, expected.data ? expected.data : "");
            command[0] = '\0';
            examples++;
        }
        if (fence) in_console = !in_console && strncmp(line, "```console", 10) == 0;
        if (prompt) {
            snprintf(command, sizeof command, "%.*s", (int)strcspn(line + 2, "\n"), line + 2);
            strbuf_reset(&expected);
        } else if (in_console && command[0]) {
            strbuf_append(&expected, line);
        }
    }
    strbuf_release(&expected);
    free(line);
    fclose(fp);
    return examples;
}

Test(cli, docs_examples_are_true) { cr_expect_geq(check_examples("docs/cli.md"), 4); }

/* The README's examples, the first thing a new user reads. */
Test(cli, readme_examples_are_true) { cr_expect_geq(check_examples("README.md"), 9); }

/* ---- pictures written to files ---- */

/* How many times needle occurs in hay. */
static size_t occurrences(const char *hay, const char *needle) {
    size_t n = 0;
    for (const char *p = strstr(hay, needle); p; p = strstr(p + 1, needle)) n++;
    return n;
}

/* Does dir/name exist? If so, is it an SVG document? (removes it) */
static bool svg_file_taken(const char *dir, const char *name) {
    char path[256];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    if (access(path, F_OK) != 0) return false;
    char *text = slurp_and_remove(path);
    cr_assert(strncmp(text, "<svg ", 5) == 0 && strstr(text, "</svg>"), "%s is an SVG picture", path);
    free(text);
    return true;
}

#define NEAR "034678912672195348198342567859761423426803791713924856961537284287419635345286170"
#define WIKI "530070000600195000098000060800060003400803001700020006060000280000419005000080079"

/* Three operands: NEAR (3 steps), one that is neither a file nor a puzzle
** (reported, exit 2, not numbered), Wikipedia's (puzzle 2):
** DIR/<puzzle>-<step>.svg for each step, nothing else; page.html is the
** index (an entry per puzzle, linked), page-1.html and page-2.html the
** puzzles' pages (a section and a figure per step each, linked to the
** index and to each other). */
Test(cli, explain_svg_and_html_write_one_picture_per_step) {
    char dir[] = "/tmp/nonet-test-svg-XXXXXX", line[512], page[300];
    cr_assert(mkdtemp(dir));
    snprintf(page, sizeof page, "%s/page.html", dir);
    snprintf(line, sizeof line, "explain --svg %s/pics --html %s " NEAR " 1" NEAR " " WIKI, dir, page);
    cli_result r = run_line(line, NULL);
    cr_assert_eq(r.code, 2, "the second operand is no file and no puzzle");
    snprintf(line, sizeof line, "%s/pics", dir);
    for (int k = 1; k <= 3; k++) {
        char name[32];
        snprintf(name, sizeof name, "1-%d.svg", k);
        cr_assert(svg_file_taken(line, name), "%s", name);
    }
    cr_assert_not(svg_file_taken(line, "1-4.svg"));
    size_t wiki_steps = 0;
    for (char name[32]; snprintf(name, sizeof name, "2-%zu.svg", wiki_steps + 1), svg_file_taken(line, name);)
        wiki_steps++;
    cr_assert_gt(wiki_steps, 40, "Wikipedia's puzzle is the second puzzle read");
    char *html = slurp_and_remove(page);
    cr_assert_eq(occurrences(html, "<p class=\"entry\"><a href=\"page-"), 2, "the index");
    cr_assert(strstr(html, "</html>"), "the index is closed");
    free(html);
    for (int k = 1; k <= 2; k++) {
        snprintf(page, sizeof page, "%s/page-%d.html", dir, k);
        html = slurp_and_remove(page);
        cr_assert_eq(occurrences(html, "<section class=\"puzzle\""), 1);
        cr_assert_eq(occurrences(html, "<figure class=\"step\""), k == 1 ? 3 : wiki_steps);
        cr_assert(strstr(html, k == 1 ? "href=\"page-2.html\"" : "href=\"page-1.html\""), "linked");
        cr_assert(strstr(html, "href=\"page.html\""), "linked to the index");
        cr_assert(strstr(html, "</html>"), "the page is closed");
        free(html);
    }
    result_free(&r);
    cr_assert_eq(rmdir(line), 0, "only the pictures were written");
    cr_assert_eq(rmdir(dir), 0);
}

/* One puzzle: FILE is its page, and nothing else is written. */
Test(cli, explain_html_one_puzzle_is_its_page) {
    char dir[] = "/tmp/nonet-test-html-XXXXXX", line[512], page[300];
    cr_assert(mkdtemp(dir));
    snprintf(page, sizeof page, "%s/one.html", dir);
    snprintf(line, sizeof line, "explain --html %s " NEAR, page);
    cli_result r = run_line(line, NULL);
    cr_assert_eq(r.code, 0);
    char *html = slurp_and_remove(page);
    cr_assert_eq(occurrences(html, "<section class=\"puzzle\""), 1);
    cr_assert_eq(occurrences(html, "<figure class=\"step\""), 3);
    cr_assert_eq(occurrences(html, "aria-current=\"step\""), 1, "the first sentence is current");
    cr_assert_null(strstr(html, "class=\"entry\""), "not an index");
    free(html);
    result_free(&r);
    cr_assert_eq(rmdir(dir), 0, "only the page was written");
}

/* find --svg: one picture per instance, in JSON mode too. */
Test(cli, find_svg_writes_one_picture_per_instance) {
    char dir[] = "/tmp/nonet-test-svg-XXXXXX", line[256];
    cr_assert(mkdtemp(dir));
    snprintf(line, sizeof line, "find --format json --svg %s full_house " NEAR, dir);
    cli_result r = run_line(line, NULL);
    cr_assert_eq(r.code, 0);
    cr_assert(svg_file_taken(dir, "1-1.svg") && svg_file_taken(dir, "1-2.svg") && svg_file_taken(dir, "1-3.svg"));
    cr_assert_not(svg_file_taken(dir, "1-4.svg"));
    result_free(&r);
    cr_assert_eq(rmdir(dir), 0);
}

/* Does the explain line's summary list the technique? */
static bool summary_lists(const jv *obj, const char *id) {
    const jv *techniques = jv_need(jv_need(obj, "summary", JV_OBJECT), "techniques", JV_ARRAY);
    for (size_t i = 0; i < techniques->n; i++)
        if (strcmp(jv_need(&techniques->items[i], "technique", JV_STRING)->string, id) == 0) return true;
    return false;
}

/* --no-uniqueness keeps the Uniqueness Test of HoDoKu's case 0600-1 (in
** tests/data/hodoku-reglib-1.3.txt) out of the trace; the solution stays. */
Test(cli, no_uniqueness_leaves_out_uniqueness_techniques) {
    static const char position[] =
        ":0600-1:23:+4+7.3..1.8+85.4...9.39.+86.+4.7+1342+8.+5.+9+2+8+5+1...+3+496+7+53+4..1+6+2871+3+9+45"
        "+5+1+3+9+42..+6+74+96+58.+1.::227 327::\n";
    static const char *const commands[] = {"explain --format json --techniques unique_rectangle -",
                                           "explain --format json --techniques unique_rectangle --no-uniqueness -"};
    for (int k = 0; k < 2; k++) {
        cli_result r = run_line(commands[k], position);
        jv line;
        cr_assert_eq(jv_lines(r.out, &line, 1), 1);
        cr_assert_str_eq(jv_need(&line, "status", JV_STRING)->string, "solved");
        cr_assert_eq(summary_lists(&line, "unique_rectangle"), k == 0, "%s", commands[k]);
        cr_assert(summary_lists(&line, "backtracking"));
        cr_assert_eq(r.code, 0);
        jv_free(&line);
        result_free(&r);
    }
}

/* With both streams in one file, each message comes after the results of
** the puzzles before it (stdout is flushed before a message), with one job
** or several. Lines: too short, many solutions, one solution, 80 cells;
** then an empty file and a missing one. */
static const char mixed_batch[] =
    "1234\n"
    "123456789........................................................................\n"
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n"
    "11..............................................................................\n";

Test(cli, messages_follow_earlier_results) {
    static const char *const order[] = {"line 1:", "invalid", "line 2:", "multiple_solutions",
                                        "468931527", "line 4:", "invalid", "empty.txt: the input is empty",
                                        "cannot open 'nosuchfile'"};
    for (int jobs = 1; jobs <= 2; jobs++) {
        char words[64];
        snprintf(words, sizeof words, "solve --jobs %d - tests/data/cli/empty.txt nosuchfile", jobs);
        char *argv[8];
        split_args(words, argv, 8);
        cli_result r = run_nonet_to(argv, mixed_batch, true);
        const char *at = r.out;
        for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
            const char *found = strstr(at, order[i]);
            cr_assert_not_null(found, "'%s' missing or out of order (%s):\n%s", order[i], words, r.out);
            at = found + strlen(order[i]);
        }
        result_free(&r);
    }
}

/* ---- generate: the output is a function of the seed alone ---- */

Test(cli, generate_is_the_same_whatever_jobs) {
    cli_result one = run_line("generate --count 40 --level Medium --seed 7", NULL);
    cli_result two = run_line("generate --count 40 --level Medium --seed 7 --jobs 2", NULL);
    cli_result three = run_line("generate --count 40 --level Medium --seed 7 --jobs 3", NULL);
    cr_assert_eq(one.code, 0, "%s", one.err);
    cr_assert_str_eq(one.out, two.out);
    cr_assert_str_eq(one.out, three.out);
    cr_assert_str_eq(one.err, "");
    int lines = 0;
    for (const char *p = one.out; (p = strchr(p, '\n')); p++) lines++;
    cr_assert_eq(lines, 40);
    cli_result other = run_line("generate --count 40 --level Medium --seed 8", NULL);
    cr_assert_str_neq(one.out, other.out);
    result_free(&one);
    result_free(&two);
    result_free(&three);
    result_free(&other);
}

/* Each line of generate is what grade says of its puzzle. */
Test(cli, generate_lines_are_grade_lines) {
    cli_result made = run_line("generate --count 10 --level Hard --seed 3 --symmetry rotational", NULL);
    cr_assert_eq(made.code, 0);
    strbuf puzzles;
    strbuf_init(&puzzles);
    for (const char *p = made.out; *p; p = strchr(p, '\n') + 1) {
        strbuf_append_len(&puzzles, p, 81);
        strbuf_append(&puzzles, "\n");
        cr_assert(strstr(p, " Hard ") < strchr(p, '\n'), "%.120s", p);
    }
    cli_result graded = run_line("grade", puzzles.data);
    cr_assert_str_eq(graded.out, made.out);
    strbuf_release(&puzzles);
    result_free(&made);
    result_free(&graded);
}

Test(cli, generate_csv_has_a_header_and_seven_columns) {
    cli_result r = run_line("generate --count 3 --seed 1 --format csv --level Easy", NULL);
    cr_assert_eq(r.code, 0);
    cr_assert(!strncmp(r.out, "puzzle,rating,level,score,hardest,backtracking,timeout\n", 55));
    for (const char *p = r.out; *p; p = strchr(p, '\n') + 1) {
        int commas = 0;
        for (const char *q = p; *q != '\n'; q++) commas += *q == ',';
        cr_assert_eq(commas, 6);
    }
    result_free(&r);
}
