/*
** test_reader.c -- the streaming reader: one result per record, in order,
** whatever is bad; line numbers; huge lines; empty input; read errors.
*/
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "grid.h"
#include "read_line.h"

#define WIKI "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define HARD "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"

/* What one nonet_reader_next call must give. */
typedef struct expected {
    nonet_status status;
    long line;           /* *line: the record's first line */
    long err_line;       /* for NONET_INVALID */
    const char *message; /* for NONET_INVALID */
    int empty;           /* for NONET_OK: empty cells of the grid */
} expected;

/* A stream holding text (a temporary file, rewound). */
static FILE *stream_of(const char *text, size_t size) {
    FILE *f = tmpfile();
    cr_assert_not_null(f);
    cr_assert_eq(fwrite(text, 1, size, f), size);
    rewind(f);
    return f;
}

static void check_next(nonet_reader *reader, const expected *want, size_t i) {
    nonet_grid *g = nonet_grid_new(), *before = nonet_grid_clone(g);
    nonet_error err;
    long line = -1;
    nonet_status status = nonet_reader_next(reader, g, &line, &err);
    cr_assert_eq(status, want->status, "record %zu: status %s (%s)", i, nonet_strerror(status),
                 err.message);
    cr_assert_eq(line, want->line, "record %zu: line %ld", i, line);
    if (status == NONET_INVALID) {
        cr_assert_str_eq(err.message, want->message, "record %zu", i);
        cr_assert_eq(err.line, want->err_line, "record %zu: error line %ld", i, err.line);
        cr_assert_eq(memcmp(g, before, sizeof *g), 0, "record %zu: grid changed", i);
    }
    if (status == NONET_OK) {
        cr_assert(grid_consistent(g), "record %zu", i);
        cr_assert_eq(nonet_grid_empty_count(g), want->empty, "record %zu", i);
    }
    nonet_grid_free(g);
    nonet_grid_free(before);
}

/* Read the text both as a string and as a stream; check every result. */
static void expect_records(const char *text, size_t size, const expected *want, size_t count) {
    for (int as_stream = 0; as_stream < 2; as_stream++) {
        FILE *f = as_stream ? stream_of(text, size) : NULL;
        nonet_reader *reader = f ? nonet_reader_open(f) : nonet_reader_open_string(text);
        cr_assert_not_null(reader);
        for (size_t i = 0; i < count; i++) check_next(reader, &want[i], i);
        if (f) fclose(f);
        nonet_reader_free(reader);
    }
}

#define EXPECT_RECORDS(text, ...)                                                          \
    do {                                                                                   \
        const expected want_[] = {__VA_ARGS__};                                            \
        expect_records(text, strlen(text), want_, sizeof want_ / sizeof want_[0]);         \
    } while (0)

#define OK(line, empty) {NONET_OK, line, 0, NULL, empty}
#define BAD(line, err_line, message) {NONET_INVALID, line, err_line, message, 0}
#define END(line) {NONET_END, line, 0, NULL, 0}

Test(reader, batch_with_bad_records_in_the_middle_keeps_order_and_lines) {
    const char *text =
        "# a batch of every form, some bad\n"               /* 1 */
        WIKI "\n"                                           /* 2 ok */
        "53..7....6..195....98....6.8...6\n"                /* 3 short */
        "\n"                                                /* 4 */
        "5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . .\n"    /* 5-6 block */
        ". 9 8 | . . . | . 6\n"                             /* 7 short row */
        "------+-------+------\n"                           /* 8 */
        "8 . . | . 6 . | . . 3\n4 . . | 8 . 3 | . . 1\n"    /* 9-10 */
        "7 . . | . 2 . | . . 6\n. 6 . | . . . | 2 8 .\n"    /* 11-12 */
        ". . . | 4 1 9 | . . 5\n. . . | . 8 . | . 7 9\n"    /* 13-14 */
        HARD " 9.1\n"                                       /* 15 ok */
        "53..7....\n6..195...\n.98....6.\n"                 /* 16-18 cut */
        "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"
        ":0000:1:" WIKI ":::\n"                             /* 20 ok */
        "hello\n"                                           /* 21 */
        WIKI "\r\n"                                         /* 22 ok */
        "53..7....\r\n6..195...\r\n.98....6.\r\n8...6...3\r\n4..8.3..1\r\n"
        "7...2...6\r\n.6....28.\r\n...419..5\r\n....8..79";  /* 23-31 ok, no final LF */
    EXPECT_RECORDS(text, OK(2, 51),
                   BAD(3, 3, "expected 81 cells, found 32"),
                   BAD(5, 7, "row 3 of the grid has 8 cells, expected 9"),
                   OK(15, 63),
                   BAD(16, 16, "the grid stops after 3 of 9 rows (line 19 is not a row)"),
                   BAD(19, 19, "r1c1 and r1c2 both hold 5"),
                   OK(20, 51),
                   BAD(21, 21, "unexpected character 'h'"),
                   OK(22, 51), OK(23, 51), END(31), END(31));
}

Test(reader, pencil_mark_block_after_givens) {
    const char *text = WIKI "\n"
                       "5 3 4 | 6 7 8 | 9 1 2\n6 7 2 | 1 9 5 | 3 4 8\n1 9 8 | 3 4 2 | 5 6 7\n"
                       "8 5 9 | 7 6 1 | 4 2 3\n4 2 6 | 8 5 3 | 7 9 1\n7 1 3 | 9 2 4 | 8 5 6\n"
                       "9 6 1 | 5 3 7 | 2 8 4\n2 8 7 | 4 1 9 | 6 35 35\n3 4 5 | 2 8 6 | 1 7 9\n";
    EXPECT_RECORDS(text, OK(1, 51), OK(2, 2), END(10));
    nonet_reader *reader = nonet_reader_open_string(text);
    nonet_grid *g = nonet_grid_new();
    cr_assert_eq(nonet_reader_next(reader, g, NULL, NULL), NONET_OK);
    cr_assert(nonet_grid_has_givens(g));
    cr_assert_eq(nonet_reader_next(reader, g, NULL, NULL), NONET_OK);
    cr_assert(!nonet_grid_has_givens(g));
    cr_assert(nonet_grid_has_pencilmarks(g));
    /* r8c8 lists 35, but r6c8 holds 5: the placed digit leaves its peers. */
    cr_assert_eq(nonet_grid_candidates(g, 70), 0x004, "r8c8 3");
    cr_assert_eq(nonet_grid_candidates(g, 71), 0x010, "r8c9 5");
    nonet_grid_free(g);
    nonet_reader_free(reader);
}

Test(reader, two_mebibyte_line_is_reported_and_reading_goes_on) {
    size_t huge = (size_t)2 << 20;
    size_t size = 82 + huge + 1 + 81;
    char *text = malloc(size + 1);
    memcpy(text, WIKI "\n", 82);
    memset(text + 82, '1', huge);
    text[82 + huge] = '\n';
    memcpy(text + 83 + huge, HARD, 81);
    text[size] = '\0';
    const expected want[] = {
        OK(1, 51), BAD(2, 2, "line too long: 2097152 characters, the limit is 1048576"),
        OK(3, 63), END(3)};
    expect_records(text, size, want, 4);
    free(text);
}

/* The stream's line buffer never grows past the limit, whatever the line. */
Test(reader, huge_line_keeps_memory_bounded) {
    size_t huge = (size_t)3 << 20;
    char *text = malloc(huge + 2);
    memset(text, '.', huge);
    memcpy(text + huge, "\nx", 2);
    FILE *f = stream_of(text, huge + 2);
    read_source source;
    read_source_stream(&source, f);
    parse_line line;
    cr_assert_eq(read_source_line(&source, &line), NONET_OK);
    cr_assert_eq(line.full_len, huge);
    cr_assert_eq(line.len, PARSE_LINE_LIMIT);
    cr_assert_leq(source.cap, PARSE_LINE_LIMIT);
    cr_assert_eq(read_source_line(&source, &line), NONET_OK);
    cr_assert_eq(line.len, 1);
    cr_assert_eq(line.text[0], 'x');
    cr_assert_eq(line.number, 2);
    cr_assert_eq(read_source_line(&source, &line), NONET_END);
    read_source_close(&source);
    fclose(f);
    free(text);
}

Test(reader, empty_input_and_only_comments_end_at_once) {
    expect_records("", 0, (const expected[]){END(0), END(0)}, 2);
    EXPECT_RECORDS("\n\n# nothing here\r\n------+------\n", END(4));
}

/* A binary file gets one message, not one per "line": the records before
** it are read, then one bad record, then the end. */
Test(reader, binary_data_is_one_bad_record_and_the_end) {
    static const char bytes[] = WIKI "\n# a comment may hold \x01\n\x7f" "ELF\x02\x01\x01\0\0\n\0\0\n" WIKI "\n";
    const expected want[] = {OK(1, 51), BAD(3, 3, "binary data, not text (byte 0x7f); the rest is not read"),
                             END(3), END(3)};
    FILE *f = stream_of(bytes, sizeof bytes - 1);
    nonet_reader *reader = nonet_reader_open(f);
    for (size_t i = 0; i < 4; i++) check_next(reader, &want[i], i);
    nonet_reader_free(reader);
    fclose(f);
    EXPECT_RECORDS(WIKI "\n\xc3(\n" WIKI "\n", OK(1, 51),
                   BAD(2, 2, "binary data, not text (byte 0xc3); the rest is not read"), END(2));
}

/* A stream line's first 127 bytes come by one fgets: lines holding NUL
** bytes, lines of 127 and 128 bytes (one chunk and one byte more) and a last
** line without its end keep their bytes and lengths. */
Test(reader, stream_lines_around_the_first_chunk) {
    char bytes[400];
    size_t len = 0, want[5] = {9, 127, 128, 4, 81};
    memcpy(bytes, "# c\0mm\0nt\n", 10), len = 10;
    for (int i = 1; i <= 2; i++) {
        memset(bytes + len, '#', 126 + (size_t)i), len += 126 + (size_t)i;
        bytes[len++] = '\n';
    }
    memcpy(bytes + len, "\0\0\0\0\n" WIKI, 86), len += 86;
    FILE *f = stream_of(bytes, len);
    read_source source;
    read_source_stream(&source, f);
    parse_line line;
    for (size_t i = 0, at = 0; i < 5; at += want[i++] + 1) {
        cr_assert_eq(read_source_line(&source, &line), NONET_OK, "line %zu", i + 1);
        cr_assert_eq(line.len, want[i], "line %zu: %zu bytes", i + 1, line.len);
        cr_assert_eq(line.full_len, want[i]);
        cr_assert_eq(memcmp(line.text, bytes + at, want[i]), 0, "line %zu", i + 1);
    }
    cr_assert_eq(read_source_line(&source, &line), NONET_END);
    read_source_close(&source);
    fclose(f);
}

Test(reader, last_line_without_newline) {
    EXPECT_RECORDS(WIKI, OK(1, 51), END(1));
    EXPECT_RECORDS("# one\n" HARD "\r", OK(2, 63), END(2));
}

Test(reader, utf8_byte_order_mark_is_skipped) {
    EXPECT_RECORDS("\xef\xbb\xbf" WIKI "\n", OK(1, 51), END(1));
}

Test(reader, read_error_is_io) {
    FILE *f = tmpfile();
    cr_assert_not_null(f);
    FILE *write_only = fdopen(dup(fileno(f)), "w");
    cr_assert_not_null(write_only);
    nonet_reader *reader = nonet_reader_open(write_only);
    nonet_grid *g = nonet_grid_new();
    cr_assert_eq(nonet_reader_next(reader, g, NULL, NULL), NONET_IO);
    nonet_grid_free(g);
    nonet_reader_free(reader);
    fclose(write_only);
    fclose(f);
}

Test(reader, string_reader_copies_its_text) {
    char text[] = WIKI;
    nonet_reader *reader = nonet_reader_open_string(text);
    text[0] = 'x';
    nonet_grid *g = nonet_grid_new();
    cr_assert_eq(nonet_reader_next(reader, g, NULL, NULL), NONET_OK);
    cr_assert_eq(nonet_grid_value(g, 0), 5);
    nonet_grid_free(g);
    nonet_reader_free(reader);
}

Test(reader, null_arguments) {
    cr_assert_null(nonet_reader_open(NULL));
    cr_assert_null(nonet_reader_open_string(NULL));
    nonet_grid *g = nonet_grid_new();
    cr_assert_eq(nonet_reader_next(NULL, g, NULL, NULL), NONET_BAD_ARGUMENT);
    nonet_reader *reader = nonet_reader_open_string(WIKI);
    cr_assert_eq(nonet_reader_next(reader, NULL, NULL, NULL), NONET_BAD_ARGUMENT);
    nonet_reader_free(reader);
    nonet_reader_free(NULL);
    nonet_grid_free(g);
}

/* ---- nonet_reader_next_masks: the same records, as masks ---- */

/* Read text with both calls side by side: the same statuses, lines and
** messages; masks that are the givens' digits and 0x1ff elsewhere, or a
** pencil-mark grid's values and candidates; the same count and solution. */
static void check_masks_match(const char *text) {
    nonet_reader *by_grid = nonet_reader_open_string(text), *by_masks = nonet_reader_open_string(text);
    nonet_grid *g = nonet_grid_new();
    nonet_status a, b;
    do {
        nonet_error ea, eb;
        long la = -1, lb = -2;
        uint16_t masks[81], expected[81];
        a = nonet_reader_next(by_grid, g, &la, &ea);
        b = nonet_reader_next_masks(by_masks, masks, &lb, &eb);
        cr_assert_eq(a, b, "line %ld: %s / %s", la, nonet_strerror(a), nonet_strerror(b));
        cr_assert_eq(la, lb);
        cr_assert_str_eq(ea.message, eb.message);
        cr_assert_eq(ea.line, eb.line);
        cr_assert_eq(ea.column, eb.column);
        if (a != NONET_OK) continue;
        for (int c = 0; c < 81; c++)
            expected[c] = nonet_grid_value(g, c) ? (uint16_t)(1u << (nonet_grid_value(g, c) - 1))
                          : nonet_grid_has_pencilmarks(g) ? nonet_grid_candidates(g, c) : 0x1ff;
        cr_assert_eq(memcmp(masks, expected, sizeof masks), 0, "line %ld: masks", la);
        int n_grid = -1, n_masks = -2;
        uint8_t s_grid[81] = {0}, s_masks[81] = {0};
        cr_assert_eq(nonet_count(g, 2, &n_grid, s_grid), NONET_OK);
        cr_assert_eq(nonet_count_masks(masks, 2, &n_masks, s_masks), NONET_OK);
        cr_assert_eq(n_grid, n_masks, "line %ld: count", la);
        cr_assert_eq(memcmp(s_grid, s_masks, 81), 0, "line %ld: solution", la);
    } while (a == NONET_OK || a == NONET_INVALID);
    nonet_grid_free(g);
    nonet_reader_free(by_grid);
    nonet_reader_free(by_masks);
}

Test(reader, masks_follow_the_grid_reader) {
    check_masks_match("# every form\n" WIKI "\n53..7....6..195\n"
                      "5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . .\n. 9 8 | . . . | . 6\n"
                      HARD " 9.1\n"
                      "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"
                      ":0000:1:" WIKI ":::\nhello\n"
                      "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n"
                      "7...2...6\n.6....28.\n...419..5\n....8..79\n"
                      "5 3 4 | 6 7 8 | 9 1 2\n6 7 2 | 1 9 5 | 3 4 8\n1 9 8 | 3 4 2 | 5 6 7\n"
                      "8 5 9 | 7 6 1 | 4 2 3\n4 2 6 | 8 5 3 | 7 9 1\n7 1 3 | 9 2 4 | 8 5 6\n"
                      "9 6 1 | 5 3 7 | 2 8 4\n2 8 7 | 4 1 9 | 6 35 35\n3 4 5 | 2 8 6 | 1 7 9\n"
                      "........................................................................1......\n");
}

/* Plain lines off the fast path: a clash in a column alone, in a box alone,
** a byte that is not a cell, '0' for empty cells (on it). */
Test(reader, masks_of_plain_lines) {
    check_masks_match("53..7....6..195....98....6.5...6...34..8.3..17...2...6.6....28....419..5....8..79\n"
                      "53..7....6..195...398....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"
                      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7x\n"
                      "530070000600195000098000060800060003400803001700020006060000280000419005000080079\n"
                      WIKI "\r\n" WIKI);
}

Test(reader, masks_null_arguments) {
    nonet_reader *reader = nonet_reader_open_string(WIKI);
    uint16_t masks[81];
    int count;
    cr_assert_eq(nonet_reader_next_masks(NULL, masks, NULL, NULL), NONET_BAD_ARGUMENT);
    cr_assert_eq(nonet_reader_next_masks(reader, NULL, NULL, NULL), NONET_BAD_ARGUMENT);
    cr_assert_eq(nonet_reader_next_masks(reader, masks, NULL, NULL), NONET_OK);
    cr_assert_eq(nonet_count_masks(masks, 0, &count, NULL), NONET_BAD_ARGUMENT);
    cr_assert_eq(nonet_count_masks(NULL, 2, &count, NULL), NONET_BAD_ARGUMENT);
    cr_assert_eq(nonet_count_masks(masks, 2, &count, NULL), NONET_OK);
    cr_assert_eq(count, 1);
    nonet_reader_free(reader);
}
