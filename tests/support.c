/*
** support.c -- helpers shared by the tests.
*/
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>

#include "support.h"

nonet_grid *support_grid(const char *text) {
    nonet_grid *g = nonet_grid_new();
    cr_assert_not_null(g);
    nonet_error err = {0};
    nonet_status st = nonet_grid_parse(g, text, &err);
    cr_assert_eq(st, NONET_OK, "parse failed: %s", err.message);
    return g;
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
    return (name[1] - '1') * 9 + (name[3] - '1');
}
