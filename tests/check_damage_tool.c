/*
** check_damage_tool.c -- the damage test's harness (issue 30): each line of
** tests/check_damage.py (a position, a damage name, a step record) checked
** with nonet_check_step. An undamaged record ("none") must pass unless its
** technique has no checker yet (counted apart); a damaged one must fail.
** Prints the counts per damage; exits 1 when an undamaged record fails or
** fewer than 99% of the damaged records of checked techniques fail.
** Usage: check_damage_tool < damaged.txt
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nonet.h"

#define KINDS 8
static const char *const kinds[KINDS] = {"none", "elimination_outside", "link_flipped",
                                         "pattern_cell_removed", "cover_swapped", "elimination_near",
                                         "candidate_removed", "rule_link_changed"};

static nonet_grid *position(const char *masks, const char *values) {
    nonet_grid *g = nonet_grid_new();
    for (int c = 0; g && c < 81; c++)
        if (values[c] != '0') nonet_grid_place(g, c, values[c] - '0');
    for (int c = 0; g && c < 81; c++) {
        char hex[4] = {masks[3 * c], masks[3 * c + 1], masks[3 * c + 2], 0};
        unsigned m = (unsigned)strtoul(hex, NULL, 16);
        for (int d = 1; d <= 9 && values[c] == '0'; d++)
            if (!(m >> (d - 1) & 1u) && (nonet_grid_candidates(g, c) >> (d - 1) & 1u)) nonet_grid_eliminate(g, c, d);
    }
    return g;
}

int main(void) {
    long n[KINDS] = {0}, failed[KINDS] = {0}, unchecked = 0;
    char *line = NULL, why[256];
    size_t cap = 0;
    ssize_t len;
    while ((len = getline(&line, &cap, stdin)) > 0) {
        char *masks = strtok(line, "\t"), *values = strtok(NULL, "\t"), *kind = strtok(NULL, "\t");
        char *step = strtok(NULL, "\n");
        if (!masks || !values || !kind || !step || strlen(masks) != 243 || strlen(values) != 81) {
            fprintf(stderr, "check_damage_tool: malformed line\n");
            return 2;
        }
        int k = 0;
        while (k < KINDS && strcmp(kinds[k], kind)) k++;
        if (k == KINDS) return 2;
        nonet_grid *g = position(masks, values);
        nonet_status st = nonet_check_step(g, step, strlen(step), why, sizeof why);
        nonet_grid_free(g);
        if (strstr(why, "no checker for")) {
            unchecked += k == 0;
            continue;
        }
        n[k]++;
        if (st != NONET_OK) {
            failed[k]++;
            if (k == 0) fprintf(stderr, "undamaged step fails: %s\n  %s\n", why, step);
        } else if (k) {
            fprintf(stderr, "damage %s not caught: %.300s\n", kind, step);
        }
    }
    free(line);
    long dn = 0, df = 0;
    for (int k = 1; k < KINDS; k++) {
        printf("%-22s %7ld damaged, %7ld caught\n", kinds[k], n[k], failed[k]);
        dn += n[k], df += failed[k];
    }
    printf("undamaged: %ld checked, %ld failed; %ld of techniques without a checker (not counted)\n", n[0],
           failed[0], unchecked);
    printf("damaged: %ld, caught %ld (%.2f%%)\n", dn, df, dn ? 100.0 * (double)df / (double)dn : 100.0);
    return failed[0] == 0 && dn > 0 && df * 100 >= dn * 99 ? 0 : 1;
}
