/*
** support.c -- helpers shared by the tests (see the header).
*/
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grid.h"
#include "support.h"
#include "tables.h"

nonet_grid *support_grid(const char *text) {
    nonet_grid *g = nonet_grid_new();
    cr_assert_not_null(g);
    nonet_error err = {0};
    nonet_status st = nonet_grid_parse(g, text, &err);
    cr_assert_eq(st, NONET_OK, "parse failed: %s", err.message);
    return g;
}

int support_positions(const char *name, int max, int every, nonet_grid *out, int n, int room) {
    char path[512], line[256];
    snprintf(path, sizeof path, "%s/puzzles/%s", NONET_SOURCE_DIR, name);
    FILE *fp = fopen(path, "r");
    cr_assert_not_null(fp, "cannot open %s", path);
    nonet_solver *s = nonet_solver_new();
    for (int done = 0; done < max && fgets(line, sizeof line, fp);) {
        if (line[0] == '#') continue;
        line[81] = '\0';
        nonet_grid *g = support_grid(line);
        nonet_trace *t = NULL;
        cr_assert_eq(nonet_explain(s, g, &t, NULL), NONET_OK, "%s: %s", name, line);
        nonet_grid work = *g;
        for (size_t i = 0; i < nonet_trace_count(t); i++) {
            const nonet_step *step = nonet_trace_step(t, i);
            if (step->technique == NONET_T_BACKTRACKING) break;
            if (i % (size_t)every == 0 && n < room) out[n++] = work;
            nonet_step_apply(&work, step);
        }
        nonet_trace_free(t);
        nonet_grid_free(g);
        done++;
    }
    nonet_solver_free(s);
    fclose(fp);
    return n;
}

void support_solution(const nonet_grid *g, uint8_t solution[81]) {
    int count = 0;
    cr_assert_eq(nonet_count(g, 2, &count, solution), NONET_OK);
    cr_assert_eq(count, 1, "expected one solution, found %d", count);
}

bool support_step_sound(const nonet_step *step, const uint8_t solution[81]) {
    for (int i = 0; i < step->n_placements; i++)
        if (solution[step->placements[i].cell] != step->placements[i].digit) return false;
    for (int i = 0; i < step->n_eliminations; i++)
        if (solution[step->eliminations[i].cell] == step->eliminations[i].digit) return false;
    return true;
}

char *support_read_file(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    cr_assert_not_null(f, "cannot read %s", path);
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    rewind(f);
    char *text = malloc((size_t)len + 1);
    cr_assert_not_null(text);
    size_t got = fread(text, 1, (size_t)len, f);
    text[got] = '\0';
    fclose(f);
    if (size) *size = got;
    return text;
}

int support_cell(const char *name) {
    return cell_at(name[1] - '1', name[3] - '1');
}

int support_unit(const char *name) {
    int kind = name[0] == 'r' ? UNIT_ROW : name[0] == 'c' ? UNIT_COL : UNIT_BOX;
    return unit_of_kind(kind, name[1] - '1');
}

const char *support_step_text(const nonet_step *step) {
    static char line[1024];
    nonet_step_text(step, line, sizeof line);
    return line;
}

const char *support_next_candidate(const char *p, int *digit, int *cell) {
    while (*p && (*p < '1' || *p > '9')) p++;
    if (!p[0] || !p[1] || !p[2]) return NULL;
    *digit = p[0] - '0';
    *cell = cell_at(p[1] - '1', p[2] - '1');
    return p + 3;
}

/* Is (cell, digit) in list? */
static bool listed(const nonet_candidate *list, int n, int cell, int digit) {
    for (int i = 0; i < n; i++)
        if (list[i].cell == cell && list[i].digit == digit) return true;
    return false;
}

bool support_candidates_are(const nonet_candidate *list, int n, const char *expected) {
    int matched = 0, digit, cell;
    for (const char *p = expected; (p = support_next_candidate(p, &digit, &cell)); matched++)
        if (!listed(list, n, cell, digit)) return false;
    return matched == n;
}

void support_keep(nonet_grid *g, int digit, const char *unit, const char *cells) {
    int u = support_unit(unit);
    for (int i = 0; i < 9; i++) {
        int cell = unit_cells[u][i];
        char name[5];
        nonet_cell_name(cell, name);
        if (!strstr(cells, name) && nonet_grid_candidates(g, cell) & (1u << (digit - 1)))
            cr_assert_eq(nonet_grid_eliminate(g, cell, digit), NONET_OK);
    }
}

void support_cands(nonet_grid *g, const char *cell, const char *digits) {
    int c = support_cell(cell);
    for (int d = 1; d <= 9; d++)
        if (!strchr(digits, '0' + d) && nonet_grid_candidates(g, c) & (1u << (d - 1)))
            cr_assert_eq(nonet_grid_eliminate(g, c, d), NONET_OK);
}
