/*
** test_canon.c -- canonical forms (canon.c, nonet_canon).
**
** The form is the smallest string among a puzzle's equivalent copies, so:
** random copies (random symmetry and relabelling) of a puzzle have its
** form; the transform returned maps the puzzle onto its form; the form is
** its own form; and on a few puzzles it equals the minimum found by
** trying every one of the 3,359,232 symmetries (an independent, exhaustive
** search written here). Distinct puzzles of the 17-clue list have
** distinct forms: the shipped sample always, the whole list of 49,158 when
** ../shared is present.
*/
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "canon.h"
#include "support.h"

/* Up to max puzzles of a file (one per line, '.' or '0' empty) into
** cells; returns how many. */
static long read_puzzles(const char *path, uint8_t (*cells)[81], long max) {
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    char line[512];
    long n = 0;
    while (n < max && fgets(line, sizeof line, f)) {
        if (strlen(line) < 81 || line[0] == '#') continue;
        for (int c = 0; c < 81; c++) cells[n][c] = (uint8_t)(line[c] >= '1' && line[c] <= '9' ? line[c] - '0' : 0);
        n++;
    }
    fclose(f);
    return n;
}

static const char *const samples[] = {"puzzles/17-clue-sample.txt", "puzzles/easy.txt",
                                      "puzzles/diabolical-sample.txt", "puzzles/hardest-sample.txt",
                                      "puzzles/multiple-sample.txt"};

Test(canon, random_copies_share_the_form) {
    static uint8_t cells[200][81];
    rng r = {2026};
    for (size_t f = 0; f < sizeof samples / sizeof samples[0]; f++) {
        long n = read_puzzles(samples[f], cells, 200);
        cr_assert(n > 0, "%s", samples[f]);
        for (long i = 0; i < n; i++) {
            uint8_t form[81], mapped[81], copy[81], copy_form[81];
            nonet_transform tr;
            cr_assert_eq(canon_cells(cells[i], form, &tr), NONET_OK);
            canon_apply(&tr, cells[i], mapped);
            cr_assert(!memcmp(mapped, form, 81), "%s line %ld: the transform does not give the form", samples[f], i + 1);
            for (int k = 0; k < 8; k++) {
                canon_random_transform(&r, &tr);
                canon_apply(&tr, cells[i], copy);
                cr_assert_eq(canon_cells(copy, copy_form, NULL), NONET_OK);
                cr_assert(!memcmp(form, copy_form, 81), "%s line %ld: a copy has another form", samples[f], i + 1);
            }
        }
    }
}

Test(canon, the_form_is_its_own_form) {
    static uint8_t cells[100][81];
    long n = read_puzzles("puzzles/diabolical-sample.txt", cells, 100);
    for (long i = 0; i < n; i++) {
        uint8_t form[81], again[81];
        canon_cells(cells[i], form, NULL);
        canon_cells(form, again, NULL);
        cr_assert(!memcmp(form, again, 81));
    }
}

/* The six orders of three. */
static const int orders[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

/* The cells under (transpose, rows, cols), digits relabelled by first
** appearance, compared with best and kept when smaller. */
static void keep_smaller(const uint8_t *src, const int rows[9], const int cols[9], uint8_t best[81]) {
    uint8_t label[10] = {0}, next = 1;
    int cmp = 0;
    for (int k = 0; k < 81; k++) {
        uint8_t v = src[rows[k / 9] * 9 + cols[k % 9]];
        if (v && !label[v]) label[v] = next++;
        uint8_t out = v ? label[v] : 0;
        if (!cmp && out != best[k]) cmp = out < best[k] ? -1 : 1;
        if (cmp > 0) return;
        if (cmp < 0) best[k] = out;
    }
}

/* The exhaustive minimum: every transpose, band, row, stack and column
** order (2 * 6^8), digits relabelled in order of first appearance. */
static void exhaustive_form(const uint8_t cells[81], uint8_t best[81]) {
    uint8_t src[2][81];
    for (int c = 0; c < 81; c++) src[0][c] = cells[c], src[1][c] = cells[(c % 9) * 9 + c / 9];
    memset(best, 10, 81);
    for (int t = 0; t < 2; t++)
        for (int rp = 0; rp < 6 * 6 * 6 * 6; rp++)
            for (int cp = 0; cp < 6 * 6 * 6 * 6; cp++) {
                int rows[9], cols[9];
                for (int i = 0; i < 9; i++) {
                    int rb = rp % 6, rr = rp / 6, cb = cp % 6, cc = cp / 6;
                    for (int k = 0; k < i / 3; k++) rr /= 6, cc /= 6;
                    rows[i] = orders[rb][i / 3] * 3 + orders[rr % 6][i % 3];
                    cols[i] = orders[cb][i / 3] * 3 + orders[cc % 6][i % 3];
                }
                keep_smaller(src[t], rows, cols, best);
            }
}

Test(canon, the_form_is_the_exhaustive_minimum, .timeout = 300) {
    static uint8_t cells[3][81];
    cr_assert_eq(read_puzzles("puzzles/17-clue-sample.txt", cells, 1), 1);
    cr_assert_eq(read_puzzles("puzzles/easy.txt", cells + 1, 1), 1);
    cr_assert_eq(read_puzzles("puzzles/hardest-sample.txt", cells + 2, 1), 1);
    for (int i = 0; i < 3; i++) {
        uint8_t form[81], best[81];
        canon_cells(cells[i], form, NULL);
        exhaustive_form(cells[i], best);
        cr_assert(!memcmp(form, best, 81), "puzzle %d", i);
    }
}

/* The number of distinct forms among n puzzles. */
static int compare_forms(const void *a, const void *b) { return memcmp(a, b, 81); }
static long distinct_forms(uint8_t (*cells)[81], long n) {
    uint8_t(*forms)[81] = malloc((size_t)n * 81);
    cr_assert(forms);
    for (long i = 0; i < n; i++) canon_cells(cells[i], forms[i], NULL);
    qsort(forms, (size_t)n, 81, compare_forms);
    long distinct = n > 0;
    for (long i = 1; i < n; i++) distinct += memcmp(forms[i - 1], forms[i], 81) != 0;
    free(forms);
    return distinct;
}

Test(canon, the_17_clue_sample_has_distinct_forms) {
    static uint8_t cells[100][81];
    long n = read_puzzles("puzzles/17-clue-sample.txt", cells, 100);
    cr_assert_eq(n, 99);
    cr_assert_eq(distinct_forms(cells, n), 99);
}

Test(canon, the_17_clue_list_has_49158_distinct_forms, .timeout = 300) {
    static uint8_t cells[50000][81];
    long n = read_puzzles("../shared/data/17-clue.txt", cells, 50000);
    if (n < 0) cr_skip_test("../shared/data/17-clue.txt is absent");
    cr_assert_eq(n, 49158);
    cr_assert_eq(distinct_forms(cells, n), 49158);
}

Test(canon, empty_and_full_grids) {
    uint8_t empty[81] = {0}, form[81];
    canon_cells(empty, form, NULL);
    cr_assert(!memcmp(form, empty, 81));
    nonet_grid *g = support_grid("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
    char text[82];
    cr_assert_eq(nonet_canon(g, text, NULL), NONET_OK);
    cr_assert(!strncmp(text, "123456789", 9), "%s", text);
    cr_assert_eq(strlen(text), 81);
    cr_assert_eq(nonet_canon(NULL, text, NULL), NONET_BAD_ARGUMENT);
    cr_assert_eq(nonet_canon(g, NULL, NULL), NONET_BAD_ARGUMENT);
    nonet_grid_free(g);
}

Test(canon, nonet_transform_apply_maps_a_grid) {
    nonet_grid *g = support_grid("530070000600195000098000060800060003400803001700020006060000280000419005000080079");
    char text[82];
    nonet_transform tr;
    cr_assert_eq(nonet_canon(g, text, &tr), NONET_OK);
    uint8_t in[81], out[81];
    for (int c = 0; c < 81; c++) in[c] = (uint8_t)nonet_grid_value(g, c);
    nonet_transform_apply(&tr, in, out);
    for (int c = 0; c < 81; c++) cr_assert_eq(out[c], text[c] - '0');
    nonet_grid_free(g);
}
