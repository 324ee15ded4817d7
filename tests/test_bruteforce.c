/*
** test_bruteforce.c -- the backtracking core (bf_search, bf_count) and its
** lookup tables.
**
** Expected counts and solutions come from tests/data/bruteforce/, computed
** by nonet's first, plain backtracking core (an independent program: see
** bench/bf_reference.c). Every solution the core reports is also checked on
** its own: it fills the 27 units and uses a candidate of every cell.
*/
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bf_board.h"
#include "bf_tables.h"
#include "bruteforce.h"
#include "tables.h"

#define DATA_DIR NONET_SOURCE_DIR "/tests/data/bruteforce/"
#define ALL 0x1ff

/* One line of a data file: the masks of the puzzle, how many solutions
** it has and the reference core's first solution. */
typedef struct counted_puzzle {
    uint16_t masks[81];
    long count;
    uint8_t solution[81];
} counted_puzzle;

/* ---- helpers ---- */

/* Masks of an 81-character puzzle ('.' or '0' empty). */
static void masks_of(const char *text, uint16_t masks[81]) {
    for (int cell = 0; cell < 81; cell++) {
        char c = text[cell];
        masks[cell] = (c >= '1' && c <= '9') ? (uint16_t)(1u << (c - '1')) : ALL;
    }
}

/* Parse "puzzle:count:solution"; false for comments and blank lines. */
static bool parse_counted(const char *line, counted_puzzle *p) {
    if (line[0] == '#' || strlen(line) < 84) return false;
    masks_of(line, p->masks);
    char *rest;
    p->count = strtol(line + 82, &rest, 10);
    cr_assert_eq(*rest, ':', "bad data line %s", line);
    memset(p->solution, 0, sizeof p->solution);
    for (int cell = 0; cell < 81 && rest[1 + cell] >= '1'; cell++)
        p->solution[cell] = (uint8_t)(rest[1 + cell] - '0');
    return true;
}

/* Read a data file of tests/data/bruteforce; returns how many puzzles. */
static size_t read_counted(const char *name, counted_puzzle *out, size_t max) {
    char path[512], line[512];
    snprintf(path, sizeof path, DATA_DIR "%s", name);
    FILE *in = fopen(path, "r");
    cr_assert_not_null(in, "cannot open %s", path);
    size_t n = 0;
    while (n < max && fgets(line, sizeof line, in))
        if (parse_counted(line, &out[n])) n++;
    fclose(in);
    cr_assert_gt(n, 0, "no puzzle in %s", path);
    return n;
}

/* The check bf_solution_fits must make, on its own. */
Test(bruteforce, solution_fits_checks_units_and_masks) {
    static const char *grid =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    uint8_t solution[81];
    uint16_t masks[81];
    for (int cell = 0; cell < 81; cell++) solution[cell] = (uint8_t)(grid[cell] - '0'), masks[cell] = ALL;
    cr_assert(bf_solution_fits(masks, solution));
    masks[40] = (uint16_t)(ALL & ~(1u << (solution[40] - 1)));
    cr_assert_not(bf_solution_fits(masks, solution), "the cell's mask lacks its digit");
    masks[40] = ALL;
    uint8_t swapped = solution[0];
    solution[0] = solution[1], solution[1] = swapped;
    cr_assert_not(bf_solution_fits(masks, solution), "columns 1 and 2 now repeat a digit");
    solution[1] = solution[0], solution[0] = 0;
    cr_assert_not(bf_solution_fits(masks, solution), "0 is not a digit");
}

/* ---- collecting every solution ---- */

#define MAX_KEPT 2000

typedef struct collector {
    const uint16_t *masks;
    uint8_t (*kept)[81];
    long found, stop_at;
    bool all_valid;
} collector;

static bool collect(const uint8_t solution[81], void *user) {
    collector *c = user;
    if (!bf_solution_fits(c->masks, solution)) c->all_valid = false;
    if (c->found < MAX_KEPT) memcpy(c->kept[c->found], solution, 81);
    c->found++;
    return c->stop_at > 0 && c->found >= c->stop_at;
}

static int compare_solutions(const void *a, const void *b) { return memcmp(a, b, 81); }

/* Enumerate all solutions (up to limit) into c->kept; returns the count
** and checks they are valid and pairwise distinct. */
static long collect_all(collector *c, const uint16_t masks[81], long limit) {
    *c = (collector){masks, c->kept, 0, 0, true};
    long n = bf_search(masks, limit, collect, c);
    cr_assert_eq(n, c->found, "bf_search returned %ld but reported %ld", n, c->found);
    cr_assert(c->all_valid, "a reported solution breaks a unit or a mask");
    long kept = n < MAX_KEPT ? n : MAX_KEPT;
    qsort(c->kept, (size_t)kept, 81, compare_solutions);
    for (long i = 1; i < kept; i++)
        cr_assert_neq(memcmp(c->kept[i - 1], c->kept[i], 81), 0, "a solution was reported twice");
    return n;
}

static bool kept_contains(const collector *c, const uint8_t solution[81]) {
    long kept = c->found < MAX_KEPT ? c->found : MAX_KEPT;
    return bsearch(solution, c->kept, (size_t)kept, 81, compare_solutions) != NULL;
}

/* ---- unique puzzles ---- */

/* Every puzzle of the file has one solution, the reference's. */
static void check_unique_file(const char *name) {
    static counted_puzzle puzzles[128];
    size_t n = read_counted(name, puzzles, 128);
    for (size_t i = 0; i < n; i++) {
        uint8_t first[81];
        cr_assert_eq(puzzles[i].count, 1, "%s:%zu is not unique in the data", name, i);
        cr_assert_eq(bf_count(puzzles[i].masks, 2, first), 1, "%s: puzzle %zu", name, i + 1);
        cr_assert(bf_solution_fits(puzzles[i].masks, first));
        cr_assert_eq(memcmp(first, puzzles[i].solution, 81), 0, "%s: puzzle %zu solution", name, i + 1);
        cr_assert_eq(bf_count(puzzles[i].masks, 1, first), 1);
        cr_assert_eq(memcmp(first, puzzles[i].solution, 81), 0);
    }
}

Test(bruteforce, seventeen_clue_sample_unique) { check_unique_file("17-clue-sample.txt"); }
Test(bruteforce, magictour_sample_unique) { check_unique_file("magictour-sample.txt"); }
Test(bruteforce, hardest_sample_unique) { check_unique_file("hardest-sample.txt"); }

/* ---- many solutions: counts on the serg sample ---- */

Test(bruteforce, serg_sample_counts_and_solutions) {
    static counted_puzzle puzzles[256];
    static uint8_t kept[MAX_KEPT][81];
    collector c = {.kept = kept};
    size_t n = read_counted("serg-sample.txt", puzzles, 256);
    cr_assert_eq(n, 200);
    for (size_t i = 0; i < n; i++) {
        const counted_puzzle *p = &puzzles[i];
        cr_assert_lt(p->count, MAX_KEPT);
        cr_assert_eq(collect_all(&c, p->masks, 100000), p->count, "serg puzzle %zu", i + 1);
        cr_assert(kept_contains(&c, p->solution), "serg puzzle %zu misses the reference's solution", i + 1);
        cr_assert_eq(bf_count(p->masks, (int)p->count + 5, NULL), p->count);
    }
}

/* ---- the two compiled copies of the core ---- */

/* The AVX2 copy and the portable one on every puzzle of a data file: the
** same count (to the limit), first solution and number of guesses. */
static void check_paths_agree(const char *name, int limit) {
    static counted_puzzle puzzles[256];
    size_t n = read_counted(name, puzzles, 256);
    for (size_t i = 0; i < n; i++) {
        uint8_t best[81] = {0}, portable[81] = {0};
        long best_guesses = -1, portable_guesses = -2;
        int count = bf_count_path(puzzles[i].masks, limit, best, &best_guesses, BF_PATH_BEST);
        cr_assert_eq(bf_count_path(puzzles[i].masks, limit, portable, &portable_guesses,
                                   BF_PATH_PORTABLE),
                     count, "%s: puzzle %zu", name, i + 1);
        cr_assert_eq(memcmp(best, portable, 81), 0, "%s: puzzle %zu solution", name, i + 1);
        cr_assert_eq(best_guesses, portable_guesses, "%s: puzzle %zu guesses", name, i + 1);
    }
}

Test(bruteforce, simd_and_portable_paths_agree) {
    if (!bf_path_simd()) cr_skip_test("no AVX2 copy of the core on this build or CPU");
    check_paths_agree("17-clue-sample.txt", 2);
    check_paths_agree("magictour-sample.txt", 2);
    check_paths_agree("hardest-sample.txt", 1);
    check_paths_agree("serg-sample.txt", 1000);
}

/* ---- limits ---- */

/* A serg puzzle with more than ten solutions. */
static const counted_puzzle *many_solutions(counted_puzzle *storage) {
    size_t n = read_counted("serg-sample.txt", storage, 64);
    for (size_t i = 0; i < n; i++)
        if (storage[i].count > 10) return &storage[i];
    cr_assert_fail("no serg puzzle with more than ten solutions");
    return NULL;
}

Test(bruteforce, limit_semantics) {
    static counted_puzzle storage[64];
    static uint8_t kept[MAX_KEPT][81];
    const counted_puzzle *p = many_solutions(storage);
    long n = p->count;
    collector c = {p->masks, kept, 0, 0, true};
    cr_assert_eq(bf_search(p->masks, 0, collect, &c), 0, "limit 0 searches nothing");
    cr_assert_eq(bf_search(p->masks, -3, collect, &c), 0, "a negative limit searches nothing");
    cr_assert_eq(c.found, 0, "no solution reported under limit <= 0");
    cr_assert_eq(bf_count(p->masks, 0, NULL), 0);
    long limits[] = {1, 2, 3, n - 1, n, n + 1, 100000};
    for (size_t i = 0; i < sizeof limits / sizeof limits[0]; i++)
        cr_assert_eq(bf_search(p->masks, limits[i], NULL, NULL), limits[i] < n ? limits[i] : n,
                     "limit %ld", limits[i]);
}

Test(bruteforce, callback_stops_and_order_is_fixed) {
    static counted_puzzle storage[64];
    static uint8_t kept[MAX_KEPT][81];
    const counted_puzzle *p = many_solutions(storage);
    collector c = {p->masks, kept, 0, 3, true};
    cr_assert_eq(bf_search(p->masks, 100, collect, &c), 3, "the callback stops the search");
    uint8_t first[81], again[81];
    cr_assert_eq(bf_count(p->masks, 1, first), 1);
    cr_assert_eq(memcmp(first, kept[0], 81), 0, "bf_count's first is bf_search's first");
    cr_assert_eq(bf_count(p->masks, 2, again), 2);
    cr_assert_eq(memcmp(first, again, 81), 0, "the first solution does not depend on the limit");
}

Test(bruteforce, empty_grid_reaches_the_limit) {
    static uint8_t kept[MAX_KEPT][81];
    uint16_t masks[81];
    uint8_t first[81];
    for (int cell = 0; cell < 81; cell++) masks[cell] = ALL;
    cr_assert_eq(bf_count(masks, 1, first), 1);
    cr_assert(bf_solution_fits(masks, first));
    long guesses = 0;
    cr_assert_eq(bf_count_guesses(masks, 1000, NULL, &guesses), 1000);
    cr_assert_lt(guesses, 2000, "the empty grid should need about one guess per solution");
    collector c = {.kept = kept};
    cr_assert_eq(collect_all(&c, masks, MAX_KEPT), MAX_KEPT);
}

/* ---- no solution ---- */

static void expect_none(const uint16_t masks[81], const char *why) {
    uint8_t first[81];
    memset(first, 0xaa, sizeof first);
    cr_assert_eq(bf_count(masks, 2, first), 0, "%s", why);
    for (int cell = 0; cell < 81; cell++) cr_assert_eq(first[cell], 0xaa, "first touched: %s", why);
    cr_assert_eq(bf_search(masks, 5, NULL, NULL), 0, "%s", why);
}

Test(bruteforce, contradictions_have_no_solution) {
    uint16_t masks[81];
    masks_of("123456780000000009000000000000000000000000000000000000000000000000000000000000000", masks);
    expect_none(masks, "r1c9 has no digit left");
    masks_of("500000000000000000000000000000000000000000000000000000000000000000000000500000000", masks);
    expect_none(masks, "two 5s in column 1");
    masks_of("500000000050000000000000000000000000000000000000000000000000000000000000000000000", masks);
    expect_none(masks, "two 5s in box 1");
    masks_of("000000000000000000000000000000000000000000000000000000000000000000000000000000000", masks);
    masks[40] = 0;
    expect_none(masks, "an empty mask");
    masks_of("000000000000000000000000000000000000000000000000000000000000000000000000000000000", masks);
    for (int cell = 0; cell < 9; cell++) masks[cell] = ALL & ~(1u << 4);
    expect_none(masks, "no place for 5 in row 1");
}

/* A digit for an empty cell that no given sees but the solution refuses;
** 0 when every candidate digit is seen or is the solution's. */
static int wrong_but_unseen(const counted_puzzle *p, int cell) {
    for (int digit = 1; digit <= 9; digit++) {
        bool seen = digit == p->solution[cell];
        for (int other = 0; other < 81 && !seen; other++)
            seen = cells_see(cell, other) && p->masks[other] == (1u << (digit - 1));
        if (!seen) return digit;
    }
    return 0;
}

Test(bruteforce, hidden_contradictions_need_search) {
    static counted_puzzle puzzles[128];
    size_t n = read_counted("17-clue-sample.txt", puzzles, 128), tried = 0;
    for (size_t i = 0; i < n; i++) {
        counted_puzzle p = puzzles[i];
        for (int cell = 0; cell < 81; cell++) {
            int digit = p.masks[cell] == ALL ? wrong_but_unseen(&p, cell) : 0;
            if (!digit) continue;
            p.masks[cell] = (uint16_t)(1u << (digit - 1));
            expect_none(p.masks, "a given against the unique solution");
            tried++;
            break;
        }
    }
    cr_assert_gt(tried, 50);
}

/* ---- pencil marks: any subset of candidates ---- */

/* A small deterministic generator for the subsets. */
static unsigned next_random(unsigned *state) {
    *state = *state * 1103515245u + 12345u;
    return *state >> 16;
}

Test(bruteforce, pencil_mark_subsets_keep_the_solution) {
    static counted_puzzle puzzles[128];
    size_t n = read_counted("magictour-sample.txt", puzzles, 128);
    unsigned state = 7;
    for (size_t i = 0; i < n; i++) {
        counted_puzzle p = puzzles[i];
        for (int cell = 0; cell < 81; cell++) {
            uint16_t own = (uint16_t)(1u << (p.solution[cell] - 1));
            if (p.masks[cell] == ALL) p.masks[cell] = (uint16_t)((next_random(&state) & ALL) | own);
        }
        uint8_t first[81];
        cr_assert_eq(bf_count(p.masks, 2, first), 1, "magictour %zu with pencil marks", i + 1);
        cr_assert_eq(memcmp(first, p.solution, 81), 0);
    }
}

/* Solutions among kept whose every cell is in masks. */
static long count_fitting(const collector *c, const uint16_t masks[81]) {
    long fitting = 0;
    for (long i = 0; i < c->found; i++) {
        int cell = 0;
        while (cell < 81 && masks[cell] >> (c->kept[i][cell] - 1) & 1u) cell++;
        fitting += cell == 81;
    }
    return fitting;
}

Test(bruteforce, pencil_marks_of_two_solutions) {
    static counted_puzzle puzzles[64];
    static uint8_t kept[MAX_KEPT][81], sub[MAX_KEPT][81];
    size_t n = read_counted("serg-sample.txt", puzzles, 40);
    collector all = {.kept = kept}, within = {.kept = sub};
    for (size_t i = 0; i < n; i++) {
        long total = collect_all(&all, puzzles[i].masks, 100000);
        uint16_t masks[81];
        for (int cell = 0; cell < 81; cell++)
            masks[cell] = (uint16_t)(1u << (kept[0][cell] - 1) | 1u << (kept[total - 1][cell] - 1) | 0xfe00u);
        long expected = count_fitting(&all, masks);
        cr_assert_geq(expected, 2);
        cr_assert_eq(collect_all(&within, masks, 100000), expected, "serg %zu restricted", i + 1);
        cr_assert(kept_contains(&within, kept[0]) && kept_contains(&within, kept[total - 1]));
    }
}

Test(bruteforce, load_keeps_pencil_marks) {
    uint16_t masks[81];
    unsigned state = 11;
    bf_board board;
    for (int cell = 0; cell < 81; cell++) masks[cell] = (uint16_t)((next_random(&state) & ALL) | 0x101);
    cr_assert(bf_board_load(&board, masks));
    for (int cell = 0; cell < 81; cell++) cr_assert_eq(bf_board_candidates(&board, cell), masks[cell]);
    masks[17] = 0;
    cr_assert_not(bf_board_load(&board, masks));
}

/* ---- the lookup tables, recomputed from their definitions ---- */

/* The six permutations of the 3x3 triplet grid, as 9-bit masks r*3+x. */
static int permutations(unsigned out[6]) {
    int n = 0;
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 3; b++)
            for (int c = 0; c < 3; c++)
                if (a != b && b != c && a != c) out[n++] = 1u << a | 1u << (3 + b) | 1u << (6 + c);
    return n;
}

Test(bruteforce_tables, permutation_tables) {
    unsigned perms[6];
    cr_assert_eq(permutations(perms), 6);
    for (unsigned used = 0; used < 512; used++) {
        unsigned fit = 0, cells = 0, stack = 0;
        for (int i = 0; i < 6; i++)
            if ((used & perms[i]) == perms[i]) fit |= perms[i];
        for (int k = 0; k < 9; k++)
            if (fit >> k & 1u) cells |= 7u << (3 * k), stack |= 1u << (k / 3 * 9 + k % 3);
        cr_assert_eq(bf_permutation_triplets[used], fit, "triplets %o", used);
        cr_assert_eq(bf_permutation_cells[used], cells, "cells %o", used);
        cr_assert_eq(bf_permutation_stack[used], stack, "stack %o", used);
    }
}

Test(bruteforce_tables, row_and_cell_tables) {
    for (unsigned row = 0; row < 512; row++) {
        unsigned boxes = 0;
        for (int box = 0; box < 3; box++)
            if (row >> (3 * box) & 7u) boxes |= 1u << box;
        unsigned single = __builtin_popcount(row) == 1;
        for (int r = 0; r < 3; r++)
            cr_assert_eq(bf_row_info[r][row], boxes << (3 * r) | single << (9 + r), "row %d %o", r, row);
    }
    for (int bit = 0; bit < 27; bit++) {
        unsigned peers = 0;
        for (int other = 0; other < 27; other++)
            if ((other / 9 == bit / 9 || other % 9 / 3 == bit % 9 / 3) && other % 9 != bit % 9)
                peers |= 1u << other;
        cr_assert_eq(bf_band_row_box[bit], peers, "row and box of %d", bit);
    }
    for (unsigned rows = 0; rows < 8; rows++) {
        unsigned cells = 0;
        for (int r = 0; r < 3; r++)
            if (rows >> r & 1u) cells |= 0777u << (9 * r);
        cr_assert_eq(bf_rows_cells[rows], cells);
    }
}

/* ---- propagation strength: how often the search has to guess ---- */

/* Guesses for a uniqueness check (limit 2) summed over a data file. */
static long guesses_in(const char *name, size_t *count) {
    static counted_puzzle puzzles[128];
    size_t n = read_counted(name, puzzles, 128);
    long total = 0;
    for (size_t i = 0; i < n; i++) {
        long guesses = 0;
        cr_assert_eq(bf_count_guesses(puzzles[i].masks, 2, NULL, &guesses), 1);
        total += guesses;
    }
    *count = n;
    return total;
}

/*
** Singles and locked candidates solve an easy puzzle without a guess, and
** the branching heuristic keeps hard ones near the figures measured when it
** was written (17-clue 0.64, magictour 11.6, hardest 85 per puzzle, with
** about 30% headroom): a weaker propagation or heuristic fails here.
*/
Test(bruteforce, guesses_stay_few) {
    uint16_t masks[81];
    long guesses = -1;
    size_t n;
    masks_of("530070000600195000098000060800060003400803001700020006060000280000419005000080079", masks);
    cr_assert_eq(bf_count_guesses(masks, 2, NULL, &guesses), 1);
    cr_assert_eq(guesses, 0);
    guesses = guesses_in("17-clue-sample.txt", &n);
    cr_assert_leq(guesses, (long)n * 9 / 10, "17-clue sample: %ld guesses", guesses);
    guesses = guesses_in("magictour-sample.txt", &n);
    cr_assert_leq(guesses, (long)n * 15, "magictour sample: %ld guesses", guesses);
    guesses = guesses_in("hardest-sample.txt", &n);
    cr_assert_leq(guesses, (long)n * 110, "hardest sample: %ld guesses", guesses);
}
