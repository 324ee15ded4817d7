/*
** parse.c -- what a line is, and the cells written on it.
**
** A line's cells come as groups: runs of cell characters between white
** space and '|'. A row of a block is 9 groups ("5 3 . | . 7 ." or, for
** pencil marks, "19 7 169 | 2 156 3 | ...") or groups that join to 9
** characters ("53..7....", "530 070 000"). A group of several digits lists
** a cell's candidates; a group of one character is a digit or an empty
** cell (0 . - _ *). A one-line puzzle is a word of 81 cell characters
** (anything after white space or a field separator , ; | is ignored: a
** rating, a CSV line's other fields), a word of 729 characters (9 per
** cell: the candidates), or 81 groups (pencil marks when a group has
** several digits, givens otherwise). Line 1 may be a CSV header
** ("Puzzle,Solution,..."): it is skipped. A line with a control byte or
** bytes that are not UTF-8 is binary data, not a puzzle.
**
** Error messages made here (line and column 1-based; column 0 = the line):
**   unexpected character 'x'              column of the character
**   unexpected byte 0xc3                  same, for a byte that does not print
**   expected 81 cells, found 80           a one-line puzzle of the wrong size
**   row 3 of the grid has 8 cells, expected 9
**   '0' in the candidates of r1c3         an empty-cell mark inside a group
**   binary data, not text (byte 0x00); the rest is not read   (reader.c)
*/
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "error_text.h"
#include "mask.h"
#include "parse.h"

#define NO_POSITION ((size_t)-1)

nonet_status parse_fail(nonet_error *err, long line, int column, const char *fmt, ...) {
    if (!err) return NONET_INVALID;
    err->line = line;
    err->column = column;
    va_list ap;
    va_start(ap, fmt);
    error_capture(err, fmt, ap);
    va_end(ap);
    va_start(ap, fmt);
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
    return NONET_INVALID;
}

nonet_status parse_fail_char(nonet_error *err, const parse_line *line, size_t at) {
    unsigned char ch = (unsigned char)line->text[at];
    int column = (int)at + 1;
    if (ch >= 0x20 && ch < 0x7f)
        return parse_fail(err, line->number, column, "unexpected character '%c'", ch);
    return parse_fail(err, line->number, column, "unexpected byte 0x%02x", ch);
}

bool parse_empty_char(char ch) {
    return ch == '0' || ch == '.' || ch == '-' || ch == '_' || ch == '*';
}

bool parse_digit_char(char ch) { return ch >= '1' && ch <= '9'; }

uint16_t parse_digit_mask(char ch) { return parse_digit_char(ch) ? mask_of(ch - '0') : 0; }

/* A character that stands for one cell: a digit or an empty mark. */
static bool cell_char(char ch) { return parse_digit_char(ch) || parse_empty_char(ch); }
/* White space within a line (the line's end is already cut off). */
static bool blank_char(char ch) {
    return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\v' || ch == '\f';
}
/* strchr would also find the terminating NUL: a NUL byte is in no set. */
static bool in_set(const char *set, char ch) { return ch != '\0' && strchr(set, ch); }
/* Between groups: white space and the box bars. */
static bool gap_char(char ch) { return blank_char(ch) || ch == '|'; }

void parse_cells_init(parse_cells *cells) { memset(cells, 0, sizeof *cells); }

/* ---- scanning a line ---------------------------------------------------- */

static size_t skip_blanks(const parse_line *line, size_t at) {
    while (at < line->len && blank_char(line->text[at])) at++;
    return at;
}

/* What ends a one-line puzzle's word besides white space: the field
** separators of CSV and like files; the rest of the line is ignored. */
static bool field_separator(char ch) { return ch == ',' || ch == ';' || ch == '|'; }

/* Length of the word starting at `at`: up to white space or a separator. */
static size_t word_length(const parse_line *line, size_t at) {
    size_t end = at;
    while (end < line->len && !blank_char(line->text[end]) && !field_separator(line->text[end]))
        end++;
    return end - at;
}

/* Length of the UTF-8 sequence opening p (left bytes available): 1 for
** ASCII, 2 to 4, or 0 when the bytes are no UTF-8. */
static size_t utf8_length(const unsigned char *p, size_t left) {
    size_t n = p[0] < 0x80 ? 1 : p[0] >= 0xc2 && p[0] <= 0xdf ? 2
             : p[0] >= 0xe0 && p[0] <= 0xef ? 3 : p[0] >= 0xf0 && p[0] <= 0xf4 ? 4 : 0;
    if (n > left) return 0;
    for (size_t i = 1; i < n; i++)
        if ((p[i] & 0xc0) != 0x80) return 0;
    return n;
}

/* A control byte no text holds (white space and ESC, of coloured text,
** are allowed). */
static bool control_byte(unsigned char ch) {
    return (ch < 0x20 && !blank_char((char)ch) && ch != 0x1b) || ch == 0x7f;
}

size_t parse_binary_at(const parse_line *line) {
    const unsigned char *p = (const unsigned char *)line->text;
    for (size_t i = 0, n; i < line->len; i += n) {
        n = control_byte(p[i]) ? 0 : utf8_length(p + i, line->len - i);
        if (n == 0) return i;
    }
    return NO_POSITION;
}

/*
** A CSV header: line 1, opening with a letter, with a field separator
** (qqwing --csv writes "Puzzle,Solution,..."). Line 1 only: elsewhere a
** line of words is a bad record, reported as one.
*/
static bool csv_header(const parse_line *line, size_t at) {
    char ch = line->text[at];
    if (line->number != 1 || !((ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z'))) return false;
    for (size_t i = at; i < line->len; i++)
        if (line->text[i] == ',' || line->text[i] == ';' || line->text[i] == '\t') return true;
    return false;
}

/*
** The next group at or after *at: its start and length; false at the end
** of the line. *at moves past the group.
*/
static bool next_group(const parse_line *line, size_t *at, size_t *start, size_t *len) {
    size_t i = *at;
    while (i < line->len && gap_char(line->text[i])) i++;
    if (i == line->len) return false;
    *start = i;
    while (i < line->len && !gap_char(line->text[i])) i++;
    *len = i - *start;
    *at = i;
    return true;
}

/* The shape of a line's groups. */
typedef struct group_count {
    int count;       /* number of groups */
    size_t joined;   /* their characters together */
    size_t first;    /* length of the first group */
    bool all_single; /* every group is one character */
} group_count;

/* Count the line's groups (runs of cell characters between gaps): how
** many, their total length, the first one's, and whether all are single. */
static group_count count_groups(const parse_line *line) {
    group_count gc = {0, 0, 0, true};
    size_t at = 0, start, len;
    while (next_group(line, &at, &start, &len)) {
        if (gc.count == 0) gc.first = len;
        gc.count++;
        gc.joined += len;
        gc.all_single = gc.all_single && len == 1;
    }
    return gc;
}

/* The first byte that is neither a cell character nor a gap, or NO_POSITION. */
static size_t find_bad_char(const parse_line *line) {
    for (size_t i = 0; i < line->len; i++)
        if (!cell_char(line->text[i]) && !gap_char(line->text[i])) return i;
    return NO_POSITION;
}

/*
** A separator drawn between bands or around the grid: only blanks and the
** drawing characters - = + | . : ' * (HoDoKu's ".---.---." and ":---+---:",
** SE's "*-----*"), with a rule character - = + : ' in it, or no '.' or '*'
** at all (a line of bars). "|.........|" has cells, so it is a row; a row
** of empty cells written only with '-' counts as a separator.
*/
static bool is_separator(const parse_line *line) {
    bool rule = false, dots = false;
    for (size_t i = 0; i < line->len; i++) {
        char ch = line->text[i];
        if (!blank_char(ch) && !in_set("-=+|.:'*", ch)) return false;
        if (in_set("-=+:'", ch)) rule = true;
        if (ch == '.' || ch == '*') dots = true;
    }
    return rule || !dots;
}

/*
** A separator that mixes '-' with corner characters (".---.---.",
** "'---'---'"): a drawn border, even when it happens to be 81 characters
** long (a pencil-mark grid whose columns are 59 wide), which an empty grid
** written with '-' alone is not.
*/
static bool is_border(const parse_line *line) {
    bool dash = false, corner = false;
    for (size_t i = 0; i < line->len; i++) {
        dash = dash || line->text[i] == '-';
        corner = corner || in_set(".:'+*=", line->text[i]);
    }
    return dash && corner && is_separator(line);
}

/* A plain line's byte -> bits 0..8 the cell's candidates (its digit, or
** all for '.' and '0'), bits 16..24 the given digit (none for an empty
** cell); a byte a plain line may not hold has bit 25 alone (PLAIN_NOT). */
#define PLAIN_SEEN 0x200u
#define PLAIN_NOT ((uint32_t)PLAIN_SEEN << 16)
#define PLAIN_DIGIT(d) (1u << ((d) - 1) | 1u << ((d) + 15))
#define PLAIN_NOT2 PLAIN_NOT, PLAIN_NOT
#define PLAIN_NOT4 PLAIN_NOT2, PLAIN_NOT2
#define PLAIN_NOT16 PLAIN_NOT4, PLAIN_NOT4, PLAIN_NOT4, PLAIN_NOT4
#define PLAIN_NOT64 PLAIN_NOT16, PLAIN_NOT16, PLAIN_NOT16, PLAIN_NOT16
static const uint32_t plain_char[256] = {
    PLAIN_NOT16, PLAIN_NOT16, PLAIN_NOT4, PLAIN_NOT4, PLAIN_NOT4, PLAIN_NOT2, /* to '-' */
    MASK_ALL /* '.' */, PLAIN_NOT, MASK_ALL /* '0' */, PLAIN_DIGIT(1), PLAIN_DIGIT(2),
    PLAIN_DIGIT(3), PLAIN_DIGIT(4), PLAIN_DIGIT(5), PLAIN_DIGIT(6), PLAIN_DIGIT(7),
    PLAIN_DIGIT(8), PLAIN_DIGIT(9), PLAIN_NOT4, PLAIN_NOT2, /* ':' .. '?' */
    PLAIN_NOT64, PLAIN_NOT64, PLAIN_NOT64,
};

/* No byte has the table's bit 25: one OR a character, no branch. */
bool parse_plain_line(const parse_line *line) {
    if (line->len != 81 || line->full_len != 81) return false;
    uint32_t seen = 0;
    for (int cell = 0; cell < 81; cell++) seen |= plain_char[(unsigned char)line->text[cell]];
    return !(seen & PLAIN_NOT);
}

/*
** One pass and one table lookup per character, no branch on it (givens and
** empty cells come in no order a predictor could learn): the givens seen so
** far in the row, each column and the band's three boxes catch a clash, and
** a byte a plain line may not hold clashes with the row's PLAIN_SEEN bit.
** This replaced a plainness test, a second pass for the masks and a clash
** check over the cells' units: 3,500 instructions a line to 1,300.
*/
bool parse_plain_givens(const parse_line *line, uint16_t mask[81]) {
    if (line->len != 81 || line->full_len != 81) return false;
    const unsigned char *text = (const unsigned char *)line->text;
    uint32_t clash = 0, columns[9] = {0}, boxes[3] = {0};
    for (int row = 0; row < 9; row++) {
        if (row % 3 == 0) boxes[0] = boxes[1] = boxes[2] = 0;
        uint32_t seen = PLAIN_SEEN;
        for (int col = 0; col < 9; col++) {
            uint32_t entry = plain_char[text[row * 9 + col]], given = entry >> 16;
            clash |= (seen | columns[col] | boxes[col / 3]) & given;
            seen |= given, columns[col] |= given, boxes[col / 3] |= given;
            mask[row * 9 + col] = (uint16_t)entry;
        }
    }
    return !clash;
}

/*
** Order matters: a plain 81-character line (the usual batch) is told at
** once; then binary data (a comment may hold any text);
** HoDoKu's band rule ":---+---:" opens with ':' like a
** library line; an 81-character word is a puzzle even when it is made of
** '-' (an empty grid), which would otherwise look like a separator. A first
** group longer than 9 or more than 27 groups cannot be a row.
*/
parse_kind parse_classify(const parse_line *line) {
    if (parse_plain_line(line)) return PARSE_SINGLE;
    size_t at = skip_blanks(line, 0);
    bool comment = at < line->len && line->text[at] == '#';
    if (!comment && parse_binary_at(line) != NO_POSITION) return PARSE_BINARY;
    if (line->full_len > line->len) return PARSE_TOO_LONG;
    if (at == line->len || comment || csv_header(line, at)) return PARSE_SKIP;
    if (line->text[at] == ':' && !is_separator(line)) return PARSE_HODOKU;
    size_t word = word_length(line, at);
    if (word == 81 || word == 729) return is_border(line) ? PARSE_SKIP : PARSE_SINGLE;
    if (is_separator(line)) return PARSE_SKIP;
    group_count gc = count_groups(line);
    if (gc.first > 9 || gc.count > 27) return PARSE_SINGLE;
    return PARSE_ROW;
}

/* ---- cells from groups ---------------------------------------------------- */

static void set_cell(parse_cells *cells, int cell, uint16_t mask, const parse_line *line,
                     size_t at) {
    cells->mask[cell] = mask;
    cells->line[cell] = line->number;
    cells->column[cell] = (int)at + 1;
}

/*
** One group of several characters: the cell's candidates. Every character
** must be a digit (the caller has rejected anything but cell characters).
*/
static nonet_status candidate_group(parse_cells *cells, int cell, const parse_line *line,
                                    size_t start, size_t len, nonet_error *err) {
    uint16_t mask = 0;
    for (size_t i = start; i < start + len; i++) {
        char ch = line->text[i];
        if (!parse_digit_char(ch))
            return parse_fail(err, line->number, (int)i + 1, "'%c' in the candidates of r%dc%d",
                              ch, cell / 9 + 1, cell % 9 + 1);
        mask |= mask_of(ch - '0');
    }
    set_cell(cells, cell, mask, line, start);
    cells->pencilmarks = true;
    return NONET_OK;
}

/* Each group of the line is one cell, from cell `first` on. */
static nonet_status fill_groups(parse_cells *cells, int first, const parse_line *line,
                                nonet_error *err) {
    size_t at = 0, start, len;
    for (int cell = first; next_group(line, &at, &start, &len); cell++) {
        if (len == 1) {
            set_cell(cells, cell, parse_digit_mask(line->text[start]), line, start);
            continue;
        }
        nonet_status status = candidate_group(cells, cell, line, start, len, err);
        if (status != NONET_OK) return status;
    }
    return NONET_OK;
}

/* Each cell character of the line is one cell, from cell `first` on. */
static void fill_chars(parse_cells *cells, int first, const parse_line *line) {
    int cell = first;
    for (size_t i = 0; i < line->len; i++)
        if (!gap_char(line->text[i])) set_cell(cells, cell++, parse_digit_mask(line->text[i]), line, i);
}

nonet_status parse_row(parse_cells *cells, const parse_line *line, nonet_error *err) {
    int row = cells->rows++;
    size_t bad = find_bad_char(line);
    if (bad != NO_POSITION) return parse_fail_char(err, line, bad);
    group_count gc = count_groups(line);
    /* Spaced rows are counted in groups, packed ones in characters. */
    size_t found = gc.count > 3 || gc.all_single ? (size_t)gc.count : gc.joined;
    cells->row_cells = gc.count == 9 || gc.joined == 9 ? 9 : found;
    if (gc.count == 9) return fill_groups(cells, row * 9, line, err);
    if (gc.joined == 9) {
        fill_chars(cells, row * 9, line);
        return NONET_OK;
    }
    return parse_fail(err, line->number, 0, "row %d of the grid has %zu cell%s, expected 9",
                      row + 1, found, found == 1 ? "" : "s");
}

/* ---- one-line puzzles ------------------------------------------------------ */

/* The word at `at` must be 81 cell characters. */
static nonet_status line81(parse_cells *cells, const parse_line *line, size_t at,
                           nonet_error *err) {
    size_t word = word_length(line, at);
    for (size_t i = at; i < at + word; i++)
        if (!cell_char(line->text[i])) return parse_fail_char(err, line, i);
    if (word != 81)
        return parse_fail(err, line->number, 0, "expected 81 cells, found %zu", word);
    for (int cell = 0; cell < 81; cell++)
        set_cell(cells, cell, parse_digit_mask(line->text[at + cell]), line, at + cell);
    return NONET_OK;
}

/*
** 729 characters, 9 per cell: a digit is a candidate, an empty-cell mark
** stands for a missing one (Sukaku Explainer's one-line pencil marks).
*/
static nonet_status line729(parse_cells *cells, const parse_line *line, size_t at,
                            nonet_error *err) {
    for (int cell = 0; cell < 81; cell++) {
        uint16_t mask = 0;
        for (size_t i = at + (size_t)cell * 9; i < at + (size_t)cell * 9 + 9; i++) {
            if (!cell_char(line->text[i])) return parse_fail_char(err, line, i);
            mask |= parse_digit_mask(line->text[i]);
        }
        set_cell(cells, cell, mask, line, at + (size_t)cell * 9);
    }
    cells->pencilmarks = true;
    return NONET_OK;
}

/* 81 groups on one line: digits and empty cells, or pencil marks. */
static nonet_status line_groups(parse_cells *cells, const parse_line *line, int count,
                                nonet_error *err) {
    size_t bad = find_bad_char(line);
    if (bad != NO_POSITION) return parse_fail_char(err, line, bad);
    if (count != 81)
        return parse_fail(err, line->number, 0, "expected 81 cells, found %d", count);
    return fill_groups(cells, 0, line, err);
}

nonet_status parse_single(parse_cells *cells, const parse_line *line, nonet_error *err) {
    size_t at = skip_blanks(line, 0);
    size_t word = word_length(line, at);
    if (word == 729) return line729(cells, line, at, err);
    group_count gc = count_groups(line);
    if (word != 81 && gc.count > 27) return line_groups(cells, line, gc.count, err);
    return line81(cells, line, at, err);
}
