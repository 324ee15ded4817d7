/*
** test_batch.c -- batches through the `nonet` command: N records give N
** results in input order whatever the records are (bad ones reported with
** their line), `--jobs N` prints exactly what one job prints, byte for
** byte on stdout and stderr, with the same exit status, and no command
** runs for ever on a position with countless solutions.
*/
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "nonet.h"
#include "support.h"

#define NONET_PATH NONET_BINARY_DIR "/nonet"
#define EASY "530070000600195000098000060800060003400803001700020006060000280000419005000080079"
/* EASY spoilt: 80 cells, a letter, two 5s in row 1. */
#define SHORT "53007000060019500009800006080006000340080300170002000606000028000041900500008007"
#define BAD_CHAR "x30070000600195000098000060800060003400803001700020006060000280000419005000080079"
#define CLASH "550070000600195000098000060800060003400803001700020006060000280000419005000080079"

typedef struct run_result {
    char *out, *err;
    int code;
} run_result;

/* The whole file (malloc'd), then the file is removed. */
static char *take_file(const char *path) {
    char *text = support_read_file(path, NULL);
    remove(path);
    return text;
}

/* `nonet ARGS` through the shell (args are trusted test text), stdin from
** /dev/null; its stdout, stderr and exit status. */
static run_result run_nonet(const char *args) {
    char out[] = "/tmp/nonet-test-jobs-XXXXXX", err[] = "/tmp/nonet-test-jobs-XXXXXX";
    close(mkstemp(out));
    close(mkstemp(err));
    char command[4096];
    snprintf(command, sizeof command, "%s %s </dev/null >%s 2>%s", NONET_PATH, args, out, err);
    int status = system(command);
    cr_assert(WIFEXITED(status), "nonet %s did not exit", args);
    return (run_result){take_file(out), take_file(err), WEXITSTATUS(status)};
}

static void free_result(run_result r) {
    free(r.out);
    free(r.err);
}

/* args with --jobs N prints what args alone prints. */
static void check_same_as_one_job(const char *args, int jobs) {
    char with_jobs[2048];
    snprintf(with_jobs, sizeof with_jobs, "%s --jobs %d", args, jobs);
    run_result one = run_nonet(args), many = run_nonet(with_jobs);
    cr_assert_str_eq(many.out, one.out, "stdout of nonet %s", with_jobs);
    cr_assert_str_eq(many.err, one.err, "stderr of nonet %s", with_jobs);
    cr_assert_eq(many.code, one.code, "exit status of nonet %s", with_jobs);
    cr_assert_gt(strlen(one.out), 0);
    free_result(one);
    free_result(many);
}

/* Good, bad and unreadable operands, several files, one missing. */
#define MIXED "puzzles/easy.txt puzzles/invalid.txt no-such-file.txt tests/data/cli/batch.txt " \
              "puzzles/multiple-sample.txt " EASY

Test(batch, every_command_prints_what_one_job_prints, .timeout = 300) {
    static const char *const commands[] = {
        "solve " MIXED,
        "solve --format json " MIXED,
        "solve --method logic --no-backtracking " MIXED,
        "solve --all --limit 3 puzzles/multiple-sample.txt puzzles/invalid.txt",
        "explain " MIXED,
        "explain --format json " MIXED,
        "count --limit 5 " MIXED,
        "validate " MIXED,
        "validate --format json " MIXED,
        "find x_wing " MIXED,
        "hint --level 2 " MIXED,
        "show --as pencilmarks " MIXED,
    };
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        check_same_as_one_job(commands[i], 3);
        check_same_as_one_job(commands[i], 1);
    }
}

/* The --html index and pages, written from the workers' parts in order,
** are those one job writes. */
Test(batch, html_page_as_one_job, .timeout = 300) {
    char one[] = "/tmp/nonet-test-jobs-XXXXXX", many[] = "/tmp/nonet-test-jobs-XXXXXX", args[256], path[128];
    cr_assert(mkdtemp(one) && mkdtemp(many));
    snprintf(args, sizeof args, "explain --html %s/p.html puzzles/easy.txt puzzles/invalid.txt", one);
    free_result(run_nonet(args));
    snprintf(args, sizeof args, "explain --jobs 3 --html %s/p.html puzzles/easy.txt puzzles/invalid.txt", many);
    free_result(run_nonet(args));
    int pages = 0;
    for (int k = 0;; k++) {
        char name[32];
        snprintf(name, sizeof name, k ? "p-%d.html" : "p.html", k);
        snprintf(path, sizeof path, "%s/%s", one, name);
        if (access(path, F_OK) != 0) break;
        char *page_one = take_file(path);
        snprintf(path, sizeof path, "%s/%s", many, name);
        char *page_many = take_file(path);
        cr_assert_gt(strlen(page_one), 1000);
        cr_assert_str_eq(page_many, page_one, "%s", name);
        free(page_one);
        free(page_many);
        pages++;
    }
    cr_assert_gt(pages, 3, "an index and a page per puzzle");
    cr_assert_eq(rmdir(one), 0);
    cr_assert_eq(rmdir(many), 0);
}

/* A file of the sample puzzles over and over, 60 times
** (the ring of slots wraps many times). */
Test(batch, long_batch_in_order, .timeout = 300) {
    char path[] = "/tmp/nonet-test-jobs-XXXXXX";
    FILE *f = fdopen(mkstemp(path), "w");
    const char *files[] = {"puzzles/easy.txt", "puzzles/medium.txt", "puzzles/invalid.txt"};
    char line[1024], args[256];
    for (int round = 0; round < 60; round++)
        for (size_t i = 0; i < 3; i++) {
            FILE *in = fopen(files[i], "r");
            cr_assert_not_null(in);
            while (fgets(line, sizeof line, in)) fputs(line, f);
            fclose(in);
        }
    fclose(f);
    snprintf(args, sizeof args, "solve --format json %s", path);
    check_same_as_one_job(args, 4);
    snprintf(args, sizeof args, "explain %s", path);
    check_same_as_one_job(args, 2);
    remove(path);
}

/* ---- N records, N results ---- */

/* The batch file and where its records start. */
typedef struct batch {
    char path[32];
    long record_line[64];
    bool record_bad[64];
    int records, bad;
} batch;

/* Append a line (with the line end given) and note a record on it. */
static void put_record(FILE *f, batch *b, long *line, const char *text, const char *end, bool bad) {
    fprintf(f, "%s%s", text, end);
    b->record_bad[b->records] = bad;
    b->record_line[b->records++] = *line;
    b->bad += bad;
    ++*line;
}

static void put_skipped(FILE *f, long *line, const char *text) {
    fprintf(f, "%s\n", text);
    ++*line;
}

/* Records of every kind between blank lines and comments, some with CRLF,
** a line of 2 MiB, and the last without a final newline. */
static batch make_batch(void) {
    batch b = {.path = "/tmp/nonet-test-jobs-XXXXXX"};
    FILE *f = fdopen(mkstemp(b.path), "w");
    long line = 1;
    size_t huge = (size_t)2 << 20;
    char *long_line = malloc(huge + 1);
    memset(long_line, '7', huge);
    long_line[huge] = '\0';
    put_skipped(f, &line, "# a comment");
    put_record(f, &b, &line, EASY, "\n", false);
    put_skipped(f, &line, "");
    put_record(f, &b, &line, EASY "   trailing words", "\r\n", false);
    put_record(f, &b, &line, SHORT, "\n", true);
    put_record(f, &b, &line, long_line, "\n", true);
    put_record(f, &b, &line, BAD_CHAR, "\r\n", true);
    put_skipped(f, &line, "   ");
    put_record(f, &b, &line, CLASH, "\n", true);
    put_skipped(f, &line, "# another comment");
    put_record(f, &b, &line, EASY, "", false);
    fclose(f);
    free(long_line);
    return b;
}

/* Does the line from p to end hold key? */
static bool line_has(const char *p, const char *end, const char *key) {
    const char *hit = strstr(p, key);
    return hit && hit < end;
}

/* One JSON line per record, in order, each with its record's line; one
** diagnostic per bad record, naming its line. */
static void check_batch_results(const batch *b, const run_result *r) {
    const char *p = r->out;
    for (int i = 0; i < b->records; i++) {
        char key[48];
        snprintf(key, sizeof key, "\"line\":%ld,", b->record_line[i]);
        const char *end = strchr(p, '\n');
        cr_assert_not_null(end, "result %d missing", i + 1);
        cr_assert(line_has(p, end, key), "result %d lacks %s", i + 1, key);
        p = end + 1;
    }
    cr_assert_str_eq(p, "", "more results than records");
    int diagnostics = 0;
    for (const char *q = r->err; (q = strstr(q, ", line ")) != NULL; q++) diagnostics++;
    cr_assert_eq(diagnostics, b->bad, "%s", r->err);
    for (int i = 0; i < b->records; i++) {
        char where[80], where_column[80];
        snprintf(where, sizeof where, "%s, line %ld:", b->path, b->record_line[i]);
        snprintf(where_column, sizeof where_column, "%s, line %ld,", b->path, b->record_line[i]);
        bool named = strstr(r->err, where) || strstr(r->err, where_column);
        cr_assert_eq(named, b->record_bad[i], "%s in %s", where, r->err);
    }
    cr_assert_eq(r->code, 1);
}

Test(batch, n_records_give_n_results, .timeout = 120) {
    batch b = make_batch();
    char args[128];
    for (int jobs = 1; jobs <= 4; jobs += 3) {
        snprintf(args, sizeof args, "solve --format json --jobs %d %s", jobs, b.path);
        run_result r = run_nonet(args);
        check_batch_results(&b, &r);
        free_result(r);
    }
    remove(b.path);
}

Test(batch, bad_counts_are_usage_errors) {
    static const char *const cases[][2] = {
        {"solve --jobs 0 " EASY, "nonet: solve: --jobs needs a number from 1 to 256, not '0'\n"},
        {"count --jobs=x " EASY, "nonet: count: --jobs needs a number from 1 to 256, not 'x'\n"},
        {"explain --jobs 257 " EASY, "nonet: explain: --jobs needs a number from 1 to 256, not '257'\n"},
        {"techniques --jobs 2", "nonet: techniques: --jobs does not apply to techniques\n"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        run_result r = run_nonet(cases[i][0]);
        cr_assert_eq(r.code, 2, "%s", cases[i][0]);
        cr_assert_str_eq(r.out, "");
        cr_assert(!strncmp(r.err, cases[i][1], strlen(cases[i][1])), "%s: %s", cases[i][0], r.err);
        free_result(r);
    }
}

/* The empty grid has 6.7e21 solutions: every command still ends at once,
** `solve --all` at its default limit. */
Test(batch, countless_solutions_end, .timeout = 120) {
    static const char *const cases[][2] = {
        {"solve", "multiple_solutions\n"},
        {"count", "2+\n"},
        {"validate", "multiple_solutions\n"},
    };
    const char *empty = " .................................................................................";
    char args[160];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        snprintf(args, sizeof args, "%s%s", cases[i][0], empty);
        run_result r = run_nonet(args);
        cr_assert_str_eq(r.out, cases[i][1], "%s", args);
        cr_assert_eq(r.code, 1);
        free_result(r);
    }
    snprintf(args, sizeof args, "solve --all%s", empty);
    run_result r = run_nonet(args);
    size_t lines = 0;
    for (const char *p = r.out; *p; p++) lines += *p == '\n';
    cr_assert_eq(lines, 10000);
    cr_assert_str_eq(r.err, "nonet: argument 1: more than 10000 solutions; listed the first 10000\n");
    cr_assert_eq(r.code, 1);
    free_result(r);
}
