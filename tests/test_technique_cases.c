/*
** test_technique_cases.c -- the techniques' cases as data: every
** tests/data/techniques/*.test file (format: tests/data/techniques/
** README.md), read by this one runner, as test_cli.c reads the command's.
**
** A case names one or more techniques, a position and what every step they
** find there reads, or "none". The runner asks nonet_find for every step
** of each technique, checks each against the position's solution (the
** position must have exactly one), and compares the steps' text lines
** with the expected ones, which carry the exact placements and
** eliminations: all of them, any order, unless the case ends with "..."
** (then these among others). Where the position is a line of HoDoKu's
** regression library for a code the case's techniques answer (the
** table's hodoku_codes), HoDoKu's own answer is checked too: the steps
** together make every elimination and placement the line lists, or, for a
** fail case ("-x"), none touches its digits. A failure names the file and
** line of the case.
*/
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "strbuf.h"
#include "support.h"

#define CASES_DIR NONET_SOURCE_DIR "/tests/data/techniques"
/* The cases the files held when the C wrappers went (issue 31): a floor, so
** that a file emptied or left out by the glob fails. */
#define CASES_FLOOR 1129
#define CASE_MAX_LINES 256
#define CASE_MAX_TECHNIQUES 4
/* The cases (file and position line) whose found steps nonet check fails
** although they are sound: the checker's known gaps (docs/reliability.md).
** A listed case must still fail, so the list only shrinks. */
#define GAPS_FILE NONET_SOURCE_DIR "/tests/data/check/find_gaps.txt"

/* Where a failure is reported: the test's own sink fails the test, the
** runner's self-test records the messages. */
typedef struct tc_sink {
    void (*fail)(void *user, const char *where, int line, const char *message);
    void *user;
    int failures;
    const char *gaps; /* GAPS_FILE's text (NULL: none), each line "\nFILE:LINE ..." */
} tc_sink;

/* One case: its lines as read (comments left out), with their numbers. */
typedef struct tc_case {
    const char *file;
    char *text[CASE_MAX_LINES];
    int line[CASE_MAX_LINES];
    int n;
} tc_case;

/* What the techniques found: every step's text, and what they remove and
** place together ([cell][digit]), for HoDoKu's check. */
typedef struct tc_found {
    strbuf lines[CASE_MAX_LINES];
    bool used[CASE_MAX_LINES];
    int n, total, unsound;
    uint8_t elim[81][10], place[81][10];
    const uint8_t *solution;
    const nonet_grid *grid; /* the position, for nonet check */
    int unproved;
    char first_unsound[512], first_unproved[768];
} tc_found;

/* Report a failure at line of the case's file. */
static void tc_fail(tc_sink *sink, const tc_case *c, int line, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void tc_fail(tc_sink *sink, const tc_case *c, int line, const char *fmt, ...) {
    char message[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(message, sizeof message, fmt, ap);
    va_end(ap);
    sink->failures++;
    sink->fail(sink->user, c->file, line, message);
}

/* Whether nonet check (nonet_check_step, src/check/) passes the step's
** record at the position; why gets its reason when not. */
static bool tc_proved(const nonet_step *step, const nonet_grid *g, char *why, size_t size) {
    char *json = nonet_step_json(step);
    cr_assert_not_null(json);
    bool ok = nonet_check_step(g, json, strlen(json), why, size) == NONET_OK;
    nonet_free(json);
    return ok;
}

/* Whether the case is one of the sink's listed gaps ("FILE:LINE", its
** position's line, at the start of a line of the list). */
static bool tc_listed_gap(const tc_sink *sink, const tc_case *c) {
    if (!sink->gaps) return false;
    const char *name = strrchr(c->file, '/');
    char key[256];
    snprintf(key, sizeof key, "\n%s:%d", name ? name + 1 : c->file, c->line[1]);
    size_t n = strlen(key);
    for (const char *p = strstr(sink->gaps, key); p; p = strstr(p + 1, key))
        if (p[n] == ' ' || p[n] == '\n' || p[n] == '\0') return true;
    return false;
}

/* nonet_find's callback: keep the step's line and effects, whether it
** agrees with the solution, and whether its record proves it. */
static bool tc_collect(const nonet_step *step, void *user) {
    tc_found *f = user;
    const char *text = support_step_text(step);
    if (f->n < CASE_MAX_LINES) {
        strbuf_init(&f->lines[f->n]);
        strbuf_append(&f->lines[f->n++], text);
    }
    f->total++;
    for (int i = 0; i < step->n_eliminations; i++)
        f->elim[step->eliminations[i].cell][step->eliminations[i].digit] = 1;
    for (int i = 0; i < step->n_placements; i++)
        f->place[step->placements[i].cell][step->placements[i].digit] = 1;
    if (!support_step_sound(step, f->solution) && !f->unsound++)
        snprintf(f->first_unsound, sizeof f->first_unsound, "%s", text);
    char why[256];
    if (!tc_proved(step, f->grid, why, sizeof why) && !f->unproved++)
        snprintf(f->first_unproved, sizeof f->first_unproved, "%s (%s)", text, why);
    return false;
}

/* Split the technique line into rows; false (reported) on an unknown id. */
static bool tc_techniques(tc_sink *sink, const tc_case *c, nonet_technique ts[], int *n) {
    char ids[256];
    snprintf(ids, sizeof ids, "%s", c->text[0]);
    *n = 0;
    for (char *save = NULL, *id = strtok_r(ids, " ", &save); id; id = strtok_r(NULL, " ", &save)) {
        nonet_technique t = nonet_technique_from_id(id);
        if (!t || *n == CASE_MAX_TECHNIQUES) {
            tc_fail(sink, c, c->line[0], "no technique '%s' (or more than %d)", id, CASE_MAX_TECHNIQUES);
            return false;
        }
        ts[(*n)++] = t;
    }
    return *n > 0;
}

/* The position of the case, with its one solution; NULL (reported) when it
** does not parse or has not exactly one solution. */
static nonet_grid *tc_position(tc_sink *sink, const tc_case *c, uint8_t solution[81]) {
    nonet_grid *g = nonet_grid_new();
    nonet_error err = {0};
    int count = 0;
    if (nonet_grid_parse(g, c->text[1], &err) != NONET_OK)
        tc_fail(sink, c, c->line[1], "the position does not parse: %s", err.message);
    else if (nonet_count(g, 2, &count, solution) != NONET_OK || count != 1)
        tc_fail(sink, c, c->line[1], "the position has %s solution (one is needed, to check the steps)",
                count ? "more than one" : "no");
    else return g;
    nonet_grid_free(g);
    return NULL;
}

/* The found line equal to want and not matched yet, or -1. */
static int tc_match(tc_found *f, const char *want) {
    for (int i = 0; i < f->n; i++)
        if (!f->used[i] && !strcmp(f->lines[i].data, want)) return i;
    return -1;
}

/* Every expected line (after the position, before any "...") must be a
** found step; with no "...", every found step must be expected. */
static void tc_compare(tc_sink *sink, const tc_case *c, tc_found *f) {
    bool none = !strcmp(c->text[2], "none"), more = !strcmp(c->text[c->n - 1], "...");
    int last = more ? c->n - 1 : c->n;
    if (none && f->total)
        tc_fail(sink, c, c->line[2], "expected none, found %d: %s", f->total, f->lines[0].data);
    for (int i = 2; !none && i < last; i++) {
        int at = tc_match(f, c->text[i]);
        if (at < 0) tc_fail(sink, c, c->line[i], "expected, not found: %s", c->text[i]);
        else f->used[at] = true;
    }
    for (int i = 0; !none && !more && i < f->n; i++)
        if (!f->used[i]) tc_fail(sink, c, c->line[2], "found, not expected: %s", f->lines[i].data);
    if (f->total > f->n)
        tc_fail(sink, c, c->line[0], "%d steps found, more than the runner keeps", f->total);
}

/* The n-th ':'-separated field of a HoDoKu library line. */
static void tc_field(const char *line, int n, char *out, size_t size) {
    const char *p = line;
    for (int i = 0; i < n && p; i++)
        if ((p = strchr(p, ':'))) p++;
    size_t len = p ? strcspn(p, ":") : 0;
    if (len >= size) len = size - 1;
    memcpy(out, p ? p : "", len);
    out[len] = '\0';
}

/* The first of HoDoKu's "drc" candidates in list missing from table, as
** "r1c2<>3" in out; false when none is missing. */
static bool tc_missing(const char *list, uint8_t table[81][10], char *out, size_t size) {
    int digit, cell;
    for (const char *p = list; (p = support_next_candidate(p, &digit, &cell));)
        if (!table[cell][digit]) {
            snprintf(out, size, "r%cc%c %c", p[-2], p[-1], p[-3]);
            return true;
        }
    return false;
}

/* Is code ("0402-1": the code, then any variant) one of HoDoKu's codes
** that one of the n techniques ts answers (the table's hodoku_codes)? */
static bool tc_answers(const nonet_technique ts[], int n, const char *code) {
    size_t len = strcspn(code, "-");
    for (int i = 0; i < n; i++)
        for (const char *p = nonet_technique_info_of(ts[i])->hodoku_codes; *p; p += strspn(p, " ")) {
            size_t word = strcspn(p, " ");
            if (word == len && !strncmp(p, code, len)) return true;
            p += word;
        }
    return false;
}

/* HoDoKu's answer, when the position is a line of its library for a code
** the case's techniques answer (a case may ask another technique of a
** position HoDoKu has for one: then only its expectation counts). */
static void tc_hodoku(tc_sink *sink, const tc_case *c, const nonet_technique ts[], int n, const tc_found *f) {
    const char *line = c->text[1];
    if (line[0] != ':') return;
    char code[32], digits[32], elims[2048], places[512], which[32];
    tc_field(line, 1, code, sizeof code);
    if (!tc_answers(ts, n, code)) return;
    tc_field(line, 2, digits, sizeof digits);
    tc_field(line, 5, elims, sizeof elims);
    tc_field(line, 6, places, sizeof places);
    if (strstr(code, "-x")) {
        for (const char *p = digits; *p; p++)
            for (int cell = 0; *p >= '1' && *p <= '9' && cell < 81; cell++)
                if (f->elim[cell][*p - '0'] || f->place[cell][*p - '0']) {
                    tc_fail(sink, c, c->line[1], "HoDoKu's fail case, but a step touches %c", *p);
                    return;
                }
    } else if (tc_missing(elims, (uint8_t(*)[10])f->elim, which, sizeof which)) {
        tc_fail(sink, c, c->line[1], "HoDoKu's elimination %s is made by no step", which);
    } else if (tc_missing(places, (uint8_t(*)[10])f->place, which, sizeof which)) {
        tc_fail(sink, c, c->line[1], "HoDoKu's placement %s is made by no step", which);
    }
}

/* Check one case (its lines read). */
static void tc_run_case(nonet_solver *s, tc_sink *sink, const tc_case *c) {
    nonet_technique ts[CASE_MAX_TECHNIQUES];
    int n_ts;
    uint8_t solution[81];
    if (c->n < 3) {
        tc_fail(sink, c, c->line[0], "a case needs a technique, a position and what it finds");
        return;
    }
    if (!tc_techniques(sink, c, ts, &n_ts)) return;
    nonet_grid *g = tc_position(sink, c, solution);
    if (!g) return;
    tc_found *f = calloc(1, sizeof *f);
    f->solution = solution;
    f->grid = g;
    for (int i = 0; i < n_ts; i++) nonet_find(s, g, ts[i], tc_collect, f, NULL);
    if (f->unsound) tc_fail(sink, c, c->line[1], "%d step(s) remove a solution digit: %s", f->unsound,
                            f->first_unsound);
    bool gap = tc_listed_gap(sink, c);
    if (f->unproved && !gap)
        tc_fail(sink, c, c->line[1], "nonet check fails %d step(s): %s", f->unproved, f->first_unproved);
    if (!f->unproved && gap)
        tc_fail(sink, c, c->line[1], "listed in tests/data/check/find_gaps.txt, but nonet check passes every step now");
    tc_compare(sink, c, f);
    tc_hodoku(sink, c, ts, n_ts, f);
    for (int i = 0; i < f->n; i++) strbuf_release(&f->lines[i]);
    free(f);
    nonet_grid_free(g);
}

/* Run the case gathered so far (if any) and start the next; returns 1 when
** there was one. */
static int tc_flush(nonet_solver *s, tc_sink *sink, tc_case *c) {
    int had = c->n > 0;
    if (had) tc_run_case(s, sink, c);
    for (int i = 0; i < c->n; i++) free(c->text[i]);
    c->n = 0;
    return had;
}

/* Run every case of one file; returns how many there were. */
static int tc_run_file(const char *path, tc_sink *sink) {
    FILE *fp = fopen(path, "r");
    if (!fp) {
        sink->failures++;
        sink->fail(sink->user, path, 0, "cannot open the file");
        return 0;
    }
    nonet_solver *s = nonet_solver_new();
    tc_case c = {.file = path};
    char *line = NULL;
    size_t cap = 0;
    int cases = 0;
    for (int number = 1; getline(&line, &cap, fp) > 0; number++) {
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] == '#') continue;
        if (!line[0]) cases += tc_flush(s, sink, &c);
        else if (c.n == CASE_MAX_LINES) tc_fail(sink, &c, number, "a case of over %d lines", CASE_MAX_LINES);
        else {
            c.line[c.n] = number;
            c.text[c.n++] = strdup(line);
        }
    }
    cases += tc_flush(s, sink, &c);
    free(line);
    fclose(fp);
    nonet_solver_free(s);
    return cases;
}

/* ---- every file ---- */

static void fail_test(void *user, const char *where, int line, const char *message) {
    (void)user;
    cr_expect_fail("%s:%d: %s", where, line, message);
}

static int by_name(const struct dirent **a, const struct dirent **b) {
    return strcmp((*a)->d_name, (*b)->d_name);
}

static int is_test_file(const struct dirent *e) {
    size_t n = strlen(e->d_name);
    return n > 5 && !strcmp(e->d_name + n - 5, ".test");
}

Test(technique_cases, every_file) {
    struct dirent **names;
    int n = scandir(CASES_DIR, &names, is_test_file, by_name);
    cr_assert_gt(n, 0, "no .test files in %s", CASES_DIR);
    size_t gaps_size;
    char *gaps = support_read_file(GAPS_FILE, &gaps_size);
    tc_sink sink = {fail_test, NULL, 0, gaps};
    int total = 0;
    for (int i = 0; i < n; i++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", CASES_DIR, names[i]->d_name);
        int cases = tc_run_file(path, &sink);
        cr_log_info("%s: %d cases", names[i]->d_name, cases);
        cr_expect_gt(cases, 0, "%s holds no case", path);
        total += cases;
        free(names[i]);
    }
    free(names);
    free(gaps);
    cr_log_info("technique cases: %d in %d files, %d failures", total, n, sink.failures);
    cr_expect_geq(total, CASES_FLOOR, "%d cases, fewer than the %d the files held", total, CASES_FLOOR);
}

/* ---- the runner fails where a case is wrong ---- */

#define XWING_3                                                                            \
    ":0300:3:9.....+5+6+1..+6.+1.7+937+1..962486...2+147+9........5....4...642..+586+1+75.71.+" \
    "2..+4..1....+52::313 314 343 344 353 354 363 364 394::"
#define XWING_3_LINE "X-Wing: 3 r37 c34 => r1c34,r4c34,r5c34,r6c34,r9c4<>3"
/* The same line with HoDoKu's first elimination (r1c3<>3) changed to r2c3. */
#define XWING_3_MISLISTED                                                                  \
    ":0300:3:9.....+5+6+1..+6.+1.7+937+1..962486...2+147+9........5....4...642..+586+1+75.71.+" \
    "2..+4..1....+52::323 314 343 344 353 354 363 364 394::"

#define EMPTY_GRID "................................................................................."

static const char planted[] =
    "# planted faults, one per case\n"            /* 1 */
    "x_wing\n" XWING_3 "\n" XWING_3_LINE "\n\n"  /* 2-5: right */
    "x_wing\n" XWING_3 "\n"                       /* 6-7 */
    "X-Wing: 3 r37 c34 => r1c34,r4c34<>3\n\n"      /* 8: wrong */
    "x_wing\n" XWING_3 "\nnone\n\n"               /* 10-12: fires */
    "swordfish\n" XWING_3 "\n" XWING_3_LINE "\n\n" /* 14-16: another */
    "x_wing\n" XWING_3 "\n...\n\n"                /* 18-20: right */
    "no_such_technique\n" XWING_3 "\nnone\n\n"    /* 22-24 */
    "x_wing\n" XWING_3_MISLISTED "\n" XWING_3_LINE "\n\n" /* 26-28 */
    "x_wing\n" EMPTY_GRID "\nnone\n\n"                /* 30-32: many solutions */
    "x_wing\n" XWING_3 "\n";                      /* 34-35: too short */

static void record(void *user, const char *where, int line, const char *message) {
    (void)where;
    strbuf_printf(user, "%d: %s\n", line, message);
}

Test(technique_cases, a_wrong_case_fails_at_its_line) {
    char path[] = "/tmp/nonet-technique-cases-XXXXXX";
    int fd = mkstemp(path);
    cr_assert_geq(fd, 0);
    FILE *fp = fdopen(fd, "w");
    fputs(planted, fp);
    fclose(fp);
    strbuf log;
    strbuf_init(&log);
    tc_sink sink = {record, &log, 0, NULL};
    cr_expect_eq(tc_run_file(path, &sink), 9);
    remove(path);
    static const char *const want[] = {
        "8: expected, not found: X-Wing: 3 r37 c34 => r1c34,r4c34<>3\n",
        "8: found, not expected: " XWING_3_LINE "\n",
        "12: expected none, found 1: " XWING_3_LINE "\n",
        "16: expected, not found: " XWING_3_LINE "\n",
        "16: found, not expected: Swordfish: 3 r347 c234 => ",
        "22: no technique 'no_such_technique'",
        "27: HoDoKu's elimination r2c3 3 is made by no step\n",
        "31: the position has more than one solution",
        "34: a case needs a technique, a position and what it finds\n",
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
        cr_expect_not_null(strstr(log.data, want[i]), "no report %s in:\n%s", want[i], log.data);
    cr_expect_eq(sink.failures, 9, "%d failures:\n%s", sink.failures, log.data);
    strbuf_release(&log);
}
