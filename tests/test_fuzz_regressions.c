/*
** test_fuzz_regressions.c -- every input a fuzzer ever failed on, and the
** fuzzers' seeds, replayed through the same properties (fuzz/check*.c) in
** the ordinary test run, with or without clang.
**
** tests/data/fuzz-regressions/TARGET/NAME holds the inputs (README.md
** there says what each one found); fuzz/corpus/TARGET the seeds. A broken
** property aborts with its message, which Criterion reports as a crash.
*/
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The oracles themselves, so the test checks what the fuzzers check. */
#include "support.h"
#include "../fuzz/check.c"
#include "../fuzz/check_reader.c"
#include "../fuzz/check_reference.c"
#include "../fuzz/check_solve.c"
#include "../fuzz/check_checker.c"

typedef void (*check_fn)(const uint8_t *data, size_t size);

static void check_line(const uint8_t *data, size_t size) { check_parse(data, size, NONET_FORM_LINE); }
static void check_block(const uint8_t *data, size_t size) { check_parse(data, size, NONET_FORM_BLOCK); }
static void check_marks(const uint8_t *data, size_t size) { check_parse(data, size, NONET_FORM_PENCILMARKS); }
static void check_hodoku(const uint8_t *data, size_t size) { check_parse(data, size, NONET_FORM_HODOKU); }

/* Run check on every file of dir (relative to the source tree); returns
** how many (0 when the directory does not exist). */
static size_t replay_dir(const char *dir, check_fn check) {
    DIR *d = opendir(dir);
    struct dirent *entry;
    size_t replayed = 0;
    if (!d) return 0;
    while ((entry = readdir(d)) != NULL) {
        if (entry->d_name[0] == '.' || !strcmp(entry->d_name, "README.md")) continue;
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", dir, entry->d_name);
        size_t size;
        uint8_t *data = (uint8_t *)support_read_file(path, &size);
        check(data, size);
        free(data);
        replayed++;
    }
    closedir(d);
    return replayed;
}

/* The target's regression inputs and seeds; there must be seeds. */
static void replay(const char *target, check_fn check) {
    char dir[256];
    snprintf(dir, sizeof dir, "tests/data/fuzz-regressions/%s", target);
    replay_dir(dir, check);
    snprintf(dir, sizeof dir, "fuzz/corpus/%s", target);
    cr_assert_gt(replay_dir(dir, check), 0, "no seeds in %s", dir);
}

Test(fuzz_regressions, line) { replay("line", check_line); }
Test(fuzz_regressions, block) { replay("block", check_block); }
Test(fuzz_regressions, pencilmarks) { replay("pencilmarks", check_marks); }
Test(fuzz_regressions, hodoku) { replay("hodoku", check_hodoku); }
Test(fuzz_regressions, reader, .timeout = 300) { replay("reader", check_reader); }
Test(fuzz_regressions, solve, .timeout = 600) { replay("solve", check_solve); }
Test(fuzz_regressions, checker, .timeout = 300) { replay("checker", check_checker); }

/* The first finding, stated outright: a position with an empty cell that
** has no candidate left used to be written as a pencil-mark grid whose row
** had 8 cells; the cell is now a '.', which reads back as what it is. */
Test(fuzz_regressions, pencilmarks_cell_without_candidates) {
    nonet_grid *g = nonet_grid_new();
    nonet_error err;
    const char *line = "12345678.........9...............................................................";
    cr_assert_eq(nonet_grid_parse(g, line, &err), NONET_OK, "%s", err.message);
    cr_assert_eq(nonet_grid_candidates(g, 8), 0);
    char *marks = nonet_grid_format(g, NONET_FORM_PENCILMARKS);
    cr_assert_eq(nonet_grid_parse(g, marks, &err), NONET_INVALID);
    cr_assert_str_eq(err.message, "r1c9 has no candidates");
    nonet_free(marks);
    nonet_grid_free(g);
}

/* A pencil-mark grid whose columns add up to 59 characters has top and
** bottom borders exactly 81 characters long (".----.----.----."), which
** used to read as a one-line puzzle of empty cells; a border mixing '-'
** with corners is now always a separator. */
Test(fuzz_regressions, pencilmarks_border_81_wide) {
    nonet_grid *g = nonet_grid_new(), *back = nonet_grid_new();
    nonet_error err;
    const char *line = ".................1.....2.3......1.2...1.4......5...36.........2.7..8...962...7...";
    cr_assert_eq(nonet_grid_parse(g, line, &err), NONET_OK, "%s", err.message);
    char *marks = nonet_grid_format(g, NONET_FORM_PENCILMARKS);
    cr_assert_eq(strcspn(marks, "\n"), 81, "the border of this grid is 81 wide");
    cr_assert_eq(nonet_grid_parse(back, marks, &err), NONET_OK, "%s", err.message);
    for (int c = 0; c < 81; c++) {
        cr_assert_eq(nonet_grid_value(back, c), nonet_grid_value(g, c));
        cr_assert_eq(nonet_grid_candidates(back, c), nonet_grid_candidates(g, c));
    }
    nonet_free(marks);
    nonet_grid_free(back);
    nonet_grid_free(g);
}
