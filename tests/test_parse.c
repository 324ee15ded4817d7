/*
** test_parse.c -- every input form nonet_grid_parse reads, and every input
** error with its exact message, line and column (tests/data/parse/errors.txt).
*/
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grid.h"
#include "mask.h"
#include "parse.h"
#include "support.h"

/* Magictour top1465 #1 and its solution; the Wikipedia example puzzle. */
#define HARD "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
#define HARD_SOLUTION \
    "468931527751624839392578461134756298289413675675289314846192753513867942927345186"
#define WIKI "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

/* The puzzle string with '0' for each empty cell. */
static void zeros(const char *puzzle, char out[82]) {
    for (int c = 0; c < 81; c++) out[c] = puzzle[c] == '.' ? '0' : puzzle[c];
    out[81] = '\0';
}

/* text must parse to the givens of `puzzle` (81 chars, '.' empty). */
static void expect_givens(const char *text, const char *puzzle) {
    nonet_grid *g = support_grid(text);
    char got[82], want[82];
    nonet_grid_to_string(g, true, got);
    zeros(puzzle, want);
    cr_assert_str_eq(got, want, "from:\n%s", text);
    cr_assert(nonet_grid_has_givens(g));
    cr_assert(!nonet_grid_has_pencilmarks(g));
    for (int c = 0; c < 81; c++) cr_assert_eq(nonet_grid_is_given(g, c), puzzle[c] != '.');
    cr_assert(grid_consistent(g));
    nonet_grid_free(g);
}

/* A text file under tests/data/parse, malloc'd. */
static char *data_file(const char *name) {
    char path[512];
    snprintf(path, sizeof path, "%s/tests/data/parse/%s", NONET_SOURCE_DIR, name);
    return support_read_file(path, NULL);
}

/* ---- one line ------------------------------------------------------------ */

Test(line, every_empty_cell_character) {
    const char *marks = "0.-_*";
    for (const char *m = marks; *m; m++) {
        char text[82];
        for (int c = 0; c < 81; c++) text[c] = WIKI[c] == '.' ? *m : WIKI[c];
        text[81] = '\0';
        expect_givens(text, WIKI);
    }
}

Test(line, rating_comment_and_leading_blanks_ignored) {
    expect_givens(WIKI " ED=7.1/1.2/1.2", WIKI);
    expect_givens(WIKI "\t5.0 from the forum", WIKI);
    expect_givens("  " WIKI "\r\n", WIKI);
    expect_givens("# a comment first\n\n" WIKI "\n\n", WIKI);
}

/* "The rest of the line is ignored" after any field separator: CSV,
** semicolons, bars, tabs (qqwing --csv writes "puzzle,solution,..."). */
Test(line, rest_ignored_after_any_field_separator) {
    expect_givens(WIKI ",534678912672195348198342567859761423426853791713924856961537284287419635345286179,26,Easy,", WIKI);
    expect_givens(WIKI ";3.5", WIKI);
    expect_givens(WIKI "|source", WIKI);
    expect_givens(WIKI "\t1", WIKI);
    expect_givens(WIKI ",", WIKI);
}

/* qqwing --csv opens with a header line: skipped on line 1. */
Test(line, csv_header_on_line_one_is_skipped) {
    expect_givens("Puzzle,Solution Count,Time (milliseconds),\n" WIKI ",1,20.4,\n", WIKI);
    expect_givens("puzzle;rating\r\n" WIKI ";3.5\r\n", WIKI);
    expect_givens("Puzzle\tRating\n" WIKI "\t3.5\n", WIKI);
}

Test(line, eighty_one_spaced_characters_are_givens) {
    char text[200] = "";
    for (int c = 0; c < 81; c++) {
        char cell[4] = {WIKI[c], c % 3 == 2 && c % 9 != 8 ? '|' : ' ', '\0'};
        strcat(text, cell);
    }
    expect_givens(text, WIKI);
}

Test(line, an_empty_grid_of_dashes_is_a_puzzle_not_a_separator) {
    char text[82];
    memset(text, '-', 81);
    text[81] = '\0';
    nonet_grid *g = support_grid(text);
    cr_assert_eq(nonet_grid_empty_count(g), 81);
    nonet_grid_free(g);
}

/* ---- blocks of nine rows --------------------------------------------------- */

Test(block, spaced_digits_with_bars_and_separators) {
    expect_givens("5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . .\n. 9 8 | . . . | . 6 .\n"
                  "------+-------+------\n"
                  "8 . . | . 6 . | . . 3\n4 . . | 8 . 3 | . . 1\n7 . . | . 2 . | . . 6\n"
                  "------+-------+------\n"
                  ". 6 . | . . . | 2 8 .\n. . . | 4 1 9 | . . 5\n. . . | . 8 . | . 7 9\n",
                  WIKI);
}

Test(block, packed_rows_without_bars) {
    expect_givens("53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n"
                  ".6....28.\n...419..5\n....8..79",
                  WIKI);
}

Test(block, zeros_in_boxes_of_three) {
    expect_givens("530 070 000\n600 195 000\n098 000 060\n800 060 003\n400 803 001\n"
                  "700 020 006\n060 000 280\n000 419 005\n000 080 079\n",
                  WIKI);
}

Test(block, spaced_zeros_crlf_comments_and_blank_lines_between_rows) {
    expect_givens("# Wikipedia's example\r\n\r\n5 3 0 0 7 0 0 0 0\r\n6 0 0 1 9 5 0 0 0\r\n"
                  "0 9 8 0 0 0 0 6 0\r\n\r\n# middle band\r\n8 0 0 0 6 0 0 0 3\r\n"
                  "4 0 0 8 0 3 0 0 1\r\n7 0 0 0 2 0 0 0 6\r\n\r\n0 6 0 0 0 0 2 8 0\r\n"
                  "0 0 0 4 1 9 0 0 5\r\n0 0 0 0 8 0 0 7 9\r\n",
                  WIKI);
}

Test(block, simple_sudoku_frame) {
    expect_givens("*-----------*\n|53.|.7.|...|\n|6..|195|...|\n|.98|...|.6.|\n|---+---+---|\n"
                  "|8..|.6.|..3|\n|4..|8.3|..1|\n|7..|.2.|..6|\n|---+---+---|\n"
                  "|.6.|...|28.|\n|...|419|..5|\n|...|.8.|.79|\n*-----------*\n",
                  WIKI);
}

Test(block, hodoku_formatted_givens) {
    expect_givens(".-------.-------.-------.\n| 5 3 . | . 7 . | . . . |\n"
                  "| 6 . . | 1 9 5 | . . . |\n| . 9 8 | . . . | . 6 . |\n"
                  ":-------+-------+-------:\n| 8 . . | . 6 . | . . 3 |\n"
                  "| 4 . . | 8 . 3 | . . 1 |\n| 7 . . | . 2 . | . . 6 |\n"
                  ":-------+-------+-------:\n| . 6 . | . . . | 2 8 . |\n"
                  "| . . . | 4 1 9 | . . 5 |\n| . . . | . 8 . | . 7 9 |\n"
                  "'-------'-------'-------'\n",
                  WIKI);
}

Test(block, rows_of_empty_cells_with_bars) {
    nonet_grid *g = support_grid("|.........|\n|.........|\n|.........|\n|.........|\n"
                                 "|....5....|\n|.........|\n|.........|\n|.........|\n|.........|");
    cr_assert_eq(nonet_grid_value(g, 40), 5);
    cr_assert_eq(nonet_grid_empty_count(g), 80);
    nonet_grid_free(g);
}

/* ---- pencil marks ---------------------------------------------------------- */

/*
** tests/data/parse/pm_*.txt hold one pencil-mark position of HARD (see the
** README there): r1c2 6, r5c5 1 and r9c8 8 placed, a few extra candidates
** removed. Every layout must give this very grid.
*/
static void expect_pm_position(const nonet_grid *g) {
    cr_assert(!nonet_grid_has_givens(g));
    cr_assert(nonet_grid_has_pencilmarks(g));
    cr_assert(grid_consistent(g));
    for (int c = 0; c < 81; c++) cr_assert(!nonet_grid_is_given(g, c));
    cr_assert_eq(nonet_grid_value(g, 0), 4);
    cr_assert_eq(nonet_grid_value(g, 1), 6);
    cr_assert_eq(nonet_grid_value(g, 79), 8);
    cr_assert_eq(nonet_grid_candidates(g, 2), 0x1d3, "r1c3 125789");
    cr_assert_eq(nonet_grid_candidates(g, 10), 0x117, "r2c2 12359");
    cr_assert_eq(nonet_grid_candidates(g, 80), 0x036, "r9c9 2356");
    cr_assert_eq(nonet_grid_candidates(g, 73), 0x003, "r9c2 12");
    /* Every cell agrees with the solution: a candidate or the value. */
    for (int c = 0; c < 81; c++) {
        int digit = HARD_SOLUTION[c] - '0';
        int value = nonet_grid_value(g, c);
        cr_assert(value ? value == digit : mask_has(nonet_grid_candidates(g, c), digit));
    }
}

static nonet_grid *parse_file(const char *name) {
    char *text = data_file(name);
    nonet_grid *g = support_grid(text);
    free(text);
    return g;
}

Test(pencilmarks, hodoku_boxed_print_on_nine_lines) {
    nonet_grid *g = parse_file("pm_hodoku.txt");
    expect_pm_position(g);
    /* The 22 one-digit groups (HARD's 18 givens, 3 placed digits and a
    ** naked single the printer placed) are all placed cells. */
    int filled = 81 - nonet_grid_empty_count(g);
    cr_assert_eq(filled, 22, "placed cells: %d", filled);
    nonet_grid_free(g);
}

Test(pencilmarks, one_line_of_81_groups_and_729_characters_give_the_same_grid) {
    nonet_grid *boxed = parse_file("pm_hodoku.txt");
    nonet_grid *line = parse_file("pm_line.txt");
    nonet_grid *wide = parse_file("pm_729.txt");
    expect_pm_position(line);
    expect_pm_position(wide);
    cr_assert_eq(memcmp(boxed, line, sizeof *boxed), 0);
    cr_assert_eq(memcmp(boxed, wide, sizeof *boxed), 0);
    nonet_grid_free(boxed);
    nonet_grid_free(line);
    nonet_grid_free(wide);
}

/*
** The same groups on nine bare lines, Sudoku Explainer's way: bars between
** boxes, a dashed rule between bands, CRLF line ends.
*/
Test(pencilmarks, nine_lines_with_bars_and_crlf) {
    char *groups = data_file("pm_line.txt");
    char text[4096] = "";
    int cell = 0;
    for (char *tok = strtok(groups, " \n"); tok; tok = strtok(NULL, " \n"), cell++) {
        strcat(text, tok);
        strcat(text, cell % 9 == 8 ? "\r\n" : cell % 3 == 2 ? " | " : "  ");
        if (cell % 27 == 26 && cell < 80) strcat(text, "-----------+-----------+-----------\r\n");
    }
    free(groups);
    cr_assert_eq(cell, 81);
    nonet_grid *g = support_grid(text);
    expect_pm_position(g);
    nonet_grid_free(g);
}

Test(pencilmarks, placed_digit_is_removed_from_peers) {
    /* r1c1 placed 1 while its peers still list 1: they lose it. */
    char text[1200] = "1";
    for (int c = 1; c < 81; c++) strcat(text, " 123456789");
    nonet_grid *g = support_grid(text);
    cr_assert_eq(nonet_grid_value(g, 0), 1);
    cr_assert_eq(nonet_grid_candidates(g, 1), 0x1fe);
    cr_assert_eq(nonet_grid_candidates(g, 80), 0x1ff);
    cr_assert(!nonet_grid_has_givens(g));
    cr_assert(grid_consistent(g));
    nonet_grid_free(g);
}

/* ---- HoDoKu library lines ---------------------------------------------------- */

Test(hodoku, givens_placed_cells_and_deleted_candidates) {
    nonet_grid *g = support_grid(":0100:1:4+6..3.......6..8..........1....5..9..8....6...7.2........"
                                 "1.27..5.3....4.9........:113 213 819:::\n");
    cr_assert(nonet_grid_has_givens(g));
    cr_assert(nonet_grid_has_pencilmarks(g));
    cr_assert(nonet_grid_is_given(g, 0));
    cr_assert_eq(nonet_grid_value(g, 1), 6);
    cr_assert(!nonet_grid_is_given(g, 1), "+6 is placed, not given");
    cr_assert(!mask_has(nonet_grid_candidates(g, 2), 1), "113 deleted");
    cr_assert(!mask_has(nonet_grid_candidates(g, 2), 2), "213 deleted");
    cr_assert(!mask_has(nonet_grid_candidates(g, 8), 8), "819 deleted");
    cr_assert(mask_has(nonet_grid_candidates(g, 2), 5));
    cr_assert(grid_consistent(g));
    nonet_grid_free(g);
}

Test(hodoku, every_regression_library_line_parses) {
    char *text = data_file("../hodoku-reglib-1.3.txt");
    int parsed = 0;
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        if (line[0] != ':') continue;
        nonet_grid *g = support_grid(line);
        cr_assert(grid_consistent(g));
        nonet_grid_free(g);
        parsed++;
    }
    free(text);
    cr_assert_geq(parsed, 1000, "only %d library lines", parsed);
}

/* ---- errors --------------------------------------------------------------------- */

/* Undo the C escapes \n \r \t \\ \xHH of errors.txt in place. */
static void unescape(char *s) {
    char *out = s;
    for (; *s; s++) {
        if (*s != '\\') { *out++ = *s; continue; }
        s++;
        if (*s == 'n') *out++ = '\n';
        else if (*s == 'r') *out++ = '\r';
        else if (*s == 't') *out++ = '\t';
        else if (*s == 'x') { *out++ = (char)strtol((char[3]){s[1], s[2], 0}, NULL, 16); s += 2; }
        else *out++ = *s;
    }
    *out = '\0';
}

/* The message said again (nonet_error_text): in English the very message,
** in Chinese a translation (some non-ASCII byte) holding the same digits. */
static void said_in_both(const nonet_error *err, const char *why) {
    char en[NONET_ERROR_MESSAGE_SIZE], zh[NONET_ERROR_MESSAGE_SIZE];
    nonet_error_text(err, "en", en, sizeof en);
    nonet_error_text(err, "zh_CN.UTF-8", zh, sizeof zh);
    cr_expect_str_eq(en, err->message, "%s: English", why);
    bool chinese = false;
    for (const char *p = zh; *p; p++) chinese = chinese || (*p & 0x80);
    cr_expect(chinese, "%s: no Chinese in '%s'", why, zh);
    for (const char *p = err->message; *p; p++)
        if (*p >= '0' && *p <= '9') cr_expect(strchr(zh, *p), "%s: '%s' lost the %c of '%s'", why, zh, *p, err->message);
}

/* One case: line, column, message, input, tab-separated. */
static void check_error_case(char *row, const char *why) {
    char *fields[4];
    for (int i = 0; i < 4; i++) {
        fields[i] = row;
        char *tab = i < 3 ? strchr(row, '\t') : NULL;
        cr_assert(i == 3 || tab, "errors.txt: bad case after '%s'", why);
        if (tab) { *tab = '\0'; row = tab + 1; }
    }
    unescape(fields[3]);
    nonet_grid *g = support_grid(WIKI), *before = nonet_grid_clone(g);
    nonet_error err = {0};
    cr_assert_eq(nonet_grid_parse(g, fields[3], &err), NONET_INVALID, "%s", why);
    cr_expect_str_eq(err.message, fields[2], "%s", why);
    cr_expect_eq(err.line, atol(fields[0]), "%s: line %ld", why, err.line);
    cr_expect_eq(err.column, atoi(fields[1]), "%s: column %d", why, err.column);
    cr_expect_eq(memcmp(g, before, sizeof *g), 0, "%s: the grid changed", why);
    said_in_both(&err, why);
    nonet_grid_free(g);
    nonet_grid_free(before);
}

Test(errors, every_case_has_its_exact_message_line_and_column) {
    char *text = data_file("errors.txt");
    char why[256] = "";
    int cases = 0;
    for (char *row = strtok(text, "\n"); row; row = strtok(NULL, "\n")) {
        if (row[0] == '#') {
            snprintf(why, sizeof why, "%s", row + (row[1] == ' ' ? 2 : 1));
            continue;
        }
        check_error_case(row, why);
        cases++;
    }
    free(text);
    cr_assert_geq(cases, 40, "only %d cases read", cases);
}

Test(errors, null_arguments) {
    nonet_grid *g = nonet_grid_new();
    cr_assert_eq(nonet_grid_parse(g, NULL, NULL), NONET_BAD_ARGUMENT);
    cr_assert_eq(nonet_grid_parse(NULL, WIKI, NULL), NONET_BAD_ARGUMENT);
    cr_assert_eq(nonet_grid_parse(g, "x", NULL), NONET_INVALID, "no err struct is fine");
    nonet_grid_free(g);
}

Test(errors, a_line_over_a_mebibyte_is_too_long) {
    size_t size = (size_t)2 << 20;
    char *text = malloc(size + 1);
    memset(text, '.', size);
    text[size] = '\0';
    nonet_grid *g = nonet_grid_new();
    nonet_error err;
    cr_assert_eq(nonet_grid_parse(g, text, &err), NONET_INVALID);
    cr_assert_str_eq(err.message, "line too long: 2097152 characters, the limit is 1048576");
    cr_assert_eq(err.line, 1);
    nonet_grid_free(g);
    free(text);
}

/* The batch reader's fast path takes exactly the bytes . 0 1-9, with each
** cell's candidates, and no line that is not 81 characters. */
Test(parse, plain_line_bytes) {
    for (int byte = 0; byte < 256; byte++) {
        char text[81];
        uint16_t masks[81];
        memset(text, '.', sizeof text);
        text[40] = (char)byte;
        parse_line line = {text, 81, 81, 1};
        bool plain = byte == '.' || (byte >= '0' && byte <= '9');
        cr_assert_eq(parse_plain_line(&line), plain, "byte %d", byte);
        cr_assert_eq(parse_plain_givens(&line, masks), plain, "byte %d", byte);
        if (plain) cr_assert_eq(masks[40], byte > '0' ? mask_of(byte - '0') : MASK_ALL);
        if (plain) cr_assert_eq(masks[0], MASK_ALL);
        line.len = line.full_len = 80;
        cr_assert(!parse_plain_line(&line) && !parse_plain_givens(&line, masks));
    }
}


Test(errors, a_message_written_over_is_not_translated_from_a_stale_format) {
    nonet_grid *g = support_grid(WIKI);
    nonet_error err = {0};
    cr_assert_eq(nonet_grid_parse(g, "12", &err), NONET_INVALID);
    snprintf(err.message, sizeof err.message, "something else");
    char zh[64];
    nonet_error_text(&err, "zh", zh, sizeof zh);
    cr_expect_str_eq(zh, "something else");
    cr_expect_eq(nonet_error_text(&err, "zh", NULL, 0), strlen("something else"));
    nonet_grid_free(g);
}
