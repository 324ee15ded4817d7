/*
** bench_data.c -- reading puzzle files for the benchmark.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_data.h"

/* The 81 leading puzzle characters of line as masks and text; 0 when the
** line is not a puzzle. */
static int puzzle_from_line(const char *line, uint16_t masks[81], char text[82]) {
    for (int cell = 0; cell < 81; cell++) {
        char c = line[cell];
        if (c >= '1' && c <= '9') masks[cell] = (uint16_t)(1u << (c - '1'));
        else if (c == '.' || c == '0') masks[cell] = 0x1ff;
        else return 0;
        text[cell] = c;
    }
    text[81] = '\0';
    return 1;
}

/* Room for one more puzzle; 0 when out of memory. */
static int puzzle_set_grow(puzzle_set *set, long *cap) {
    if (set->count < *cap) return 1;
    long grown = *cap ? *cap * 2 : 1024;
    void *masks = realloc(set->masks, (size_t)grown * sizeof *set->masks);
    if (masks) set->masks = masks;
    void *text = realloc(set->text, (size_t)grown * sizeof *set->text);
    if (text) set->text = text;
    if (!masks || !text) return 0;
    *cap = grown;
    return 1;
}

int puzzle_set_read(puzzle_set *set, const char *path, long max) {
    FILE *in = fopen(path, "r");
    const char *slash = strrchr(path, '/');
    char line[1024];
    long cap = 0;
    int ok = 1;
    *set = (puzzle_set){slash ? slash + 1 : path, 0, NULL, NULL};
    if (!in) {
        perror(path);
        return 0;
    }
    while ((max < 0 || set->count < max) && fgets(line, sizeof line, in)) {
        if (line[0] == '#' || strlen(line) < 81) continue;
        if (!puzzle_set_grow(set, &cap)) {
            fprintf(stderr, "%s: out of memory\n", path);
            ok = 0;
            break;
        }
        set->count += puzzle_from_line(line, set->masks[set->count], set->text[set->count]);
    }
    fclose(in);
    return ok;
}

void puzzle_set_free(puzzle_set *set) {
    free(set->masks);
    free(set->text);
}
