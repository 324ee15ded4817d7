/*
** parse.h -- the input forms nonet reads, as pieces the reader assembles.
**
** A record (one puzzle) is one line (81 characters, 81 groups of
** candidates, a 729-character pencil-mark line, a HoDoKu library line) or a
** block of nine row lines. The reader (reader.c) reads lines (read_line.c),
** asks parse_classify what each line is, and hands it to the matching
** parser here; the cells of a record are collected in a parse_cells and
** turned into a grid by parse_build (read_grid.c).
**
** Lines are views (text + length, not NUL-terminated): parsers never read
** past len. Columns are 1-based byte offsets in the line.
**
** Every message (status NONET_INVALID; tests/data/parse/errors.txt tests
** each). Line and column: of the fault; column 0 = the whole line, and a
** whole-record fault is put at the record's first line.
**   message                                           where    made in
**   expected 81 cells, found 80                       line     parse.c
**   unexpected character 'x'                          column   parse.c
**   unexpected byte 0xc3                              column   parse.c
**   row 3 of the grid has 8 cells, expected 9         line     parse.c
**   '0' in the candidates of r1c3                     column   parse.c
**   r1c1 and r1c5 both hold 7                         column   read_grid.c
**   r2c4 has no candidates                            column   read_grid.c
**   HoDoKu line: missing fields                       line     read_hodoku.c
**   HoDoKu line: expected 81 cells, found 80          line     read_hodoku.c
**   HoDoKu line: bad deleted candidate                column   read_hodoku.c
**   binary data, not text (byte 0x00); the rest is not read   reader.c
**   line too long: 2097152 characters, the limit is 1048576    reader.c
**   the grid stops after 5 of 9 rows (end of input)            reader.c
**   the grid stops after 5 of 9 rows (line 12 is not a row)    reader.c
**   no puzzle in the text                                      reader.c
**   more than one puzzle in the text (the next starts at line 2)  reader.c
*/
#ifndef NONET_PARSE_H
#define NONET_PARSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "nonet.h"

/* The longest line kept; a longer one is read to its end and reported. */
#define PARSE_LINE_LIMIT ((size_t)1 << 20)

/* One line of input, without its line end (LF or CRLF). */
typedef struct parse_line {
    const char *text; /* len bytes, not NUL-terminated */
    size_t len;       /* at most PARSE_LINE_LIMIT */
    size_t full_len;  /* the line's real length; > len when it was cut */
    long number;      /* 1-based line number */
} parse_line;

/* What a line is to the reader. */
typedef enum parse_kind {
    PARSE_SKIP,     /* blank, a '#' comment or a separator (----+----) */
    PARSE_ROW,      /* one row of a 9-row block */
    PARSE_SINGLE,   /* a one-line puzzle (or a bad line standing alone) */
    PARSE_HODOKU,   /* a HoDoKu library line */
    PARSE_TOO_LONG, /* over PARSE_LINE_LIMIT */
    PARSE_BINARY,   /* a control byte or bytes that are not UTF-8 */
    PARSE_GIVENS    /* a plain line of givens already read as masks
                    ** (parse_plain_givens; never parse_classify's answer) */
} parse_kind;

/* The cells of one record as written, before they become a grid. */
typedef struct parse_cells {
    uint16_t mask[81];  /* the digits written in the cell; 0 = empty cell */
    long line[81];      /* where the cell's group starts */
    int column[81];
    uint8_t placed[81]; /* HoDoKu '+d': placed, not a given */
    int rows;           /* block rows read so far (counted even when bad) */
    size_t row_cells;   /* cells on the last row read: 9 when it fits, 0 after a bad character */
    bool pencilmarks;   /* a group held several digits: masks are candidates */
} parse_cells;

/* Set err's position and message (printf-style); returns NONET_INVALID.
** err may be NULL (then only the status is returned). */
nonet_status parse_fail(nonet_error *err, long line, int column, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* What the line is (see parse_kind). */
parse_kind parse_classify(const parse_line *line);

/* The offset of the first byte that makes the line binary (a control byte
** other than white space and ESC, or bytes that are not UTF-8), or
** (size_t)-1 when it is text. */
size_t parse_binary_at(const parse_line *line);

/* True when the line is exactly 81 characters of digits 1-9, '.' and '0'
** (the usual batch line, which parse_classify takes as PARSE_SINGLE). */
bool parse_plain_line(const parse_line *line);

/* The batch reader's fast path: true when the line is plain (as above) and
** no two givens that see each other hold the same digit; mask then gets the
** candidates the brute force starts from (each given's digit, 0x1ff for an
** empty cell). False for any other line, mask then holds garbage: such a
** line takes the long way, which says what is wrong with it. */
bool parse_plain_givens(const parse_line *line, uint16_t mask[81]);

/* Empty cells, no rows, no pencil marks. */
void parse_cells_init(parse_cells *cells);

/* A PARSE_SINGLE line into cells: 81 characters (the rest of the line after
** white space ignored), 729 characters of pencil marks, or 81 groups. */
nonet_status parse_single(parse_cells *cells, const parse_line *line, nonet_error *err);

/* A PARSE_ROW line as the next row of cells (cells->rows counts it even
** when it is bad, so the reader knows how far the block went). */
nonet_status parse_row(parse_cells *cells, const parse_line *line, nonet_error *err);

/* The cells of a HoDoKu library line, then its deleted candidates, into g. */
nonet_status parse_hodoku(nonet_grid *g, const parse_line *line, nonet_error *err);

/* A complete record's cells into g: givens, or placed cells and candidates
** when cells->pencilmarks. Clashes and empty candidate groups fail. */
nonet_status parse_build(nonet_grid *g, const parse_cells *cells, nonet_error *err);

/* Check that no two single-digit cells that see each other hold the same
** digit: "r1c1 and r1c5 both hold 7" at the later cell. */
nonet_status parse_check_clash(const parse_cells *cells, nonet_error *err);

/* Fail with "unexpected character 'x'" (or "unexpected byte 0xc3" for a
** byte that does not print) at the byte's column. */
nonet_status parse_fail_char(nonet_error *err, const parse_line *line, size_t at);

/* True for the characters that stand for an empty cell: 0 . - _ * */
bool parse_empty_char(char ch);
/* True for '1'..'9'. */
bool parse_digit_char(char ch);
/* The candidate mask of a digit character ('1'..'9'), 0 for any other. */
uint16_t parse_digit_mask(char ch);

#endif
