/*
** bench_check.c -- the new core against the reference core, puzzle by
** puzzle: same count (up to 2), a valid first solution that keeps the
** givens, and the same solution when it is unique.
*/
#include <stdio.h>
#include <string.h>

#include "bench_data.h"
#include "bf_reference.h"
#include "bruteforce.h"

/* One puzzle; returns 1 when the cores agree and the solution is valid:
** the portable and the best copy of the new core give the same count,
** solution and guesses, and the same count and solution as the old core. */
static int check_one(const uint16_t masks[81]) {
    uint8_t mine[81] = {0}, portable[81] = {0}, theirs[81] = {0};
    long guesses = 0, portable_guesses = 0;
    int count = bf_count_path(masks, 2, mine, &guesses, BF_PATH_BEST);
    int portable_count = bf_count_path(masks, 2, portable, &portable_guesses, BF_PATH_PORTABLE);
    if (count != portable_count || guesses != portable_guesses || memcmp(mine, portable, 81))
        return 0;
    int expected = ref_count(masks, 2, theirs);
    if (count != expected) return 0;
    if (count > 0 && !bf_solution_fits(masks, mine)) return 0;
    return count != 1 || !memcmp(mine, theirs, 81);
}

int check_against_reference(const puzzle_set *set) {
    long bad = 0;
    for (long i = 0; i < set->count; i++) {
        if (check_one(set->masks[i])) continue;
        if (bad++ < 20) printf("%s:%ld: mismatch %s\n", set->name, i + 1, set->text[i]);
    }
    printf("%s: %ld puzzles checked (%s), %ld mismatches\n", set->name, set->count,
           bf_path_simd() ? "AVX2 and portable copies" : "portable copy only", bad);
    return bad != 0;
}

void print_reference_counts(const puzzle_set *set, long limit) {
    for (long i = 0; i < set->count; i++) {
        uint8_t first[81];
        char digits[82] = "";
        long count = ref_search(set->masks[i], limit, NULL, NULL);
        if (count > 0 && ref_count(set->masks[i], 1, first) == 1)
            for (int cell = 0; cell < 81; cell++) digits[cell] = (char)('0' + first[cell]);
        printf("%s:%ld:%s\n", set->text[i], count, digits);
    }
}
