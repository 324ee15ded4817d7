/*
** support_reglib.c -- HoDoKu regression library runner (see the header).
*/
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "support_reglib.h"

#define REGLIB_PATH NONET_SOURCE_DIR "/tests/data/hodoku-reglib-1.3.txt"

typedef struct found_set {
    uint8_t elim[81][10], place[81][10]; /* [cell][digit] */
    const uint8_t *solution;             /* NULL when not unique */
    int unsound;
    size_t steps;
} found_set;

/* nonet_find's callback: note what the step places and eliminates, and
** whether it agrees with the solution. */
static bool collect(const nonet_step *step, void *user) {
    found_set *f = user;
    f->steps++;
    for (int i = 0; i < step->n_eliminations; i++)
        f->elim[step->eliminations[i].cell][step->eliminations[i].digit] = 1;
    for (int i = 0; i < step->n_placements; i++)
        f->place[step->placements[i].cell][step->placements[i].digit] = 1;
    if (f->solution && !support_step_sound(step, f->solution)) f->unsound++;
    return false;
}

/* The n-th ':'-separated field of line (0 = before the first colon). */
static void field(const char *line, int n, char *out, size_t size) {
    const char *p = line;
    for (int i = 0; i < n && p; i++) {
        p = strchr(p, ':');
        if (p) p++;
    }
    size_t len = p ? strcspn(p, ":\r\n") : 0;
    if (len >= size) len = size - 1;
    memcpy(out, p ? p : "", len);
    out[len] = '\0';
}

/* Does every "drc" triple of list appear in table? */
static bool all_found(const char *list, uint8_t table[81][10], char *missing, size_t size) {
    int digit, cell;
    for (const char *p = list; (p = support_next_candidate(p, &digit, &cell));)
        if (!table[cell][digit]) {
            snprintf(missing, size, "r%cc%c<>%c not found", p[-2], p[-1], p[-3]);
            return false;
        }
    return true;
}

/* A fail case: nothing found may touch the case's digits. */
static bool nothing_for(const char *digits, const found_set *f) {
    for (const char *p = digits; *p; p++) {
        if (*p < '1' || *p > '9') continue;
        for (int c = 0; c < 81; c++)
            if (f->elim[c][*p - '0'] || f->place[c][*p - '0']) return false;
    }
    return true;
}

int support_reglib_case_any(nonet_solver *s, const char *line, const nonet_technique ts[], char *why,
                            size_t size) {
    char code[32], digits[32], elims[2048], places[512];
    field(line, 1, code, sizeof code);
    field(line, 2, digits, sizeof digits);
    field(line, 5, elims, sizeof elims);
    field(line, 6, places, sizeof places);
    nonet_grid *g = nonet_grid_new();
    nonet_error err = {0};
    if (nonet_grid_parse(g, line, &err) != NONET_OK) {
        snprintf(why, size, "parse: %s", err.message);
        nonet_grid_free(g);
        return 0;
    }
    found_set *f = calloc(1, sizeof *f);
    uint8_t solution[81];
    int count = 0;
    nonet_count(g, 2, &count, solution);
    f->solution = count == 1 ? solution : NULL;
    for (int i = 0; ts[i] != NONET_T_NONE; i++) nonet_find(s, g, ts[i], collect, f);
    int ok;
    if (strstr(code, "-x")) {
        ok = nothing_for(digits, f);
        if (!ok) snprintf(why, size, "fail case, but an instance was found");
    } else {
        ok = all_found(elims, f->elim, why, size) && all_found(places, f->place, why, size);
    }
    if (ok && f->unsound) {
        snprintf(why, size, "%d step(s) remove a solution digit", f->unsound);
        ok = 0;
    }
    free(f);
    nonet_grid_free(g);
    return ok;
}

int support_reglib_case(nonet_solver *s, const char *line, nonet_technique t, char *why, size_t size) {
    const nonet_technique ts[] = {t, NONET_T_NONE};
    return support_reglib_case_any(s, line, ts, why, size);
}

/* Is the line's code (without "-variant") one of codes? */
static bool code_wanted(const char *line, const char *const codes[]) {
    char code[32];
    field(line, 1, code, sizeof code);
    code[strcspn(code, "-")] = '\0';
    for (int i = 0; codes[i]; i++)
        if (!strcmp(code, codes[i])) return true;
    return false;
}

reglib_result support_reglib_run_any(const char *const codes[], const nonet_technique ts[]) {
    reglib_result r = {0, 0, ""};
    FILE *fp = fopen(REGLIB_PATH, "r");
    cr_assert_not_null(fp, "cannot open %s", REGLIB_PATH);
    nonet_solver *s = nonet_solver_new();
    char *line = NULL;
    size_t cap = 0;
    while (getline(&line, &cap, fp) > 0) {
        if (line[0] != ':' || !code_wanted(line, codes)) continue;
        char why[256] = "";
        r.total++;
        if (support_reglib_case_any(s, line, ts, why, sizeof why)) r.passed++;
        else if (!r.first_failure[0])
            snprintf(r.first_failure, sizeof r.first_failure, "%.200s => %s", line, why);
    }
    free(line);
    fclose(fp);
    nonet_solver_free(s);
    return r;
}

reglib_result support_reglib_run(const char *const codes[], nonet_technique t) {
    const nonet_technique ts[] = {t, NONET_T_NONE};
    return support_reglib_run_any(codes, ts);
}

void support_reglib_expect(const char *code, const nonet_technique ts[], int expected_total) {
    const char *const codes[] = {code, NULL};
    reglib_result r = support_reglib_run_any(codes, ts);
    cr_log_info("reglib %s: %d/%d", code, r.passed, r.total);
    if (expected_total) cr_assert_eq(r.total, expected_total, "%s: %d cases, expected %d", code, r.total, expected_total);
    else cr_assert_gt(r.total, 0, "no cases for %s", code);
    cr_assert_eq(r.passed, r.total, "%s: %d/%d passed; first failure: %s", code, r.passed, r.total,
                 r.first_failure);
}

void support_reglib_all(const char *code, nonet_technique t, int expected_total) {
    const nonet_technique ts[] = {t, NONET_T_NONE};
    support_reglib_expect(code, ts, expected_total);
}
