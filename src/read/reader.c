/*
** reader.c -- puzzles one record at a time, from a stream or a string.
**
** A record is one puzzle: a single line, or a block of 9 row lines (blank
** lines, '#' comments and separator lines may sit between its rows; they
** end nothing). The reader holds one line and one record's cells at a time,
** so any input is read in constant memory. A bad record is read to its end
** before it is reported, so that N records always give N results, in order.
**
** A line of binary data (a control byte, bytes that are not UTF-8) is one
** bad record, and the reader reads no further: a binary file gets one
** message, not one per "line".
**
** Error messages made here (the others: parse.c, read_grid.c,
** read_hodoku.c):
**   binary data, not text (byte 0x00); the rest is not read
**   line too long: 2097152 characters, the limit is 1048576
**   expected 81 cells, found 4                at a block of one row
**   the grid stops after 5 of 9 rows (end of input)          at the block's
**   the grid stops after 5 of 9 rows (line 12 is not a row)  first line
**   no puzzle in the text                     nonet_grid_parse
**   more than one puzzle in the text (the next starts at line 2)
*/
#include <stdlib.h>
#include <string.h>

#include "grid.h"
#include "parse.h"
#include "read_line.h"

struct nonet_reader {
    read_source source;
    parse_line pending;    /* a line read that opens the next record */
    parse_kind pending_kind;
    bool has_pending;
    bool stopped;          /* binary data was met: no more records */
    char *text;            /* nonet_reader_open_string's copy */
};

/* A reader with no source yet, nothing pushed back, no text copy. */
static void reader_init(nonet_reader *reader) { memset(reader, 0, sizeof *reader); }

/*
** The next line that is not skipped (a pushed-back line first), with its
** kind: NONET_OK, or NONET_END / NONET_IO / NONET_NOMEM from the source.
** With plain (the masks path), a plain line of givens without a clash (the
** usual batch line) is read into plain at once: kind PARSE_GIVENS.
*/
static nonet_status content_line(nonet_reader *reader, parse_line *line, parse_kind *kind,
                                 uint16_t *plain) {
    if (reader->has_pending) {
        reader->has_pending = false;
        *line = reader->pending;
        *kind = reader->pending_kind;
        return NONET_OK;
    }
    if (reader->stopped) return NONET_END;
    for (;;) {
        nonet_status status = read_source_line(&reader->source, line);
        if (status != NONET_OK) return status;
        if (plain && parse_plain_givens(line, plain)) {
            *kind = PARSE_GIVENS;
            return NONET_OK;
        }
        *kind = parse_classify(line);
        if (*kind != PARSE_SKIP) return NONET_OK;
    }
}

/* Keep a line that starts the next record, for content_line to return
** first. */
static void push_back(nonet_reader *reader, const parse_line *line, parse_kind kind) {
    reader->pending = *line;
    reader->pending_kind = kind;
    reader->has_pending = true;
}

/*
** The block opened at line `first` stopped after `rows` rows. A "block"
** of one row is a one-line puzzle of the wrong size ("1234" is not the
** first row of a grid), so it gets the message of one, unless the row
** failed for another reason than its size (a bad character or group).
*/
static nonet_status block_cut(nonet_error *err, long first, const parse_cells *cells,
                              nonet_status verdict, const parse_line *next) {
    int rows = cells->rows;
    bool sized = cells->row_cells > 0 && (verdict == NONET_OK || cells->row_cells != 9);
    if (rows == 1 && sized)
        return parse_fail(err, first, 0, "expected 81 cells, found %zu", cells->row_cells);
    if (verdict != NONET_OK) return verdict;
    if (!next)
        return parse_fail(err, first, 0, "the grid stops after %d of 9 rows (end of input)", rows);
    return parse_fail(err, first, 0, "the grid stops after %d of 9 rows (line %ld is not a row)",
                      rows, next->number);
}

/*
** A block of 9 rows whose first row is `first`. After a bad row the block
** is still read to its ninth row; the first fault found is reported. A line
** that is not a row ends the block early and is kept for the next record.
*/
static nonet_status read_block(nonet_reader *reader, parse_cells *cells, const parse_line *first,
                               nonet_error *err) {
    long first_number = first->number;
    nonet_status verdict = parse_row(cells, first, err);
    while (cells->rows < 9) {
        parse_line line;
        parse_kind kind;
        nonet_status status = content_line(reader, &line, &kind, NULL);
        if (status == NONET_IO || status == NONET_NOMEM) return status;
        if (status == NONET_OK && kind != PARSE_ROW) push_back(reader, &line, kind);
        if (status != NONET_OK || kind != PARSE_ROW)
            return block_cut(err, first_number, cells, verdict, status == NONET_OK ? &line : NULL);
        status = parse_row(cells, &line, verdict == NONET_OK ? err : NULL);
        if (verdict == NONET_OK) verdict = status;
    }
    return verdict;
}

/* The cells of a record of rows or of one line (kind PARSE_ROW or
** PARSE_SINGLE), opened by `first`, not yet checked for clashes. */
static nonet_status read_cells(nonet_reader *reader, parse_cells *cells, const parse_line *first,
                               parse_kind kind, nonet_error *err) {
    parse_cells_init(cells);
    if (kind == PARSE_ROW) return read_block(reader, cells, first, err);
    return parse_single(cells, first, err);
}

/* Binary data at the line's first such byte; the reader stops there. */
static nonet_status binary_data(nonet_reader *reader, const parse_line *line, nonet_error *err) {
    size_t at = parse_binary_at(line);
    reader->stopped = true;
    return parse_fail(err, line->number, (int)at + 1,
                      "binary data, not text (byte 0x%02x); the rest is not read",
                      (unsigned char)line->text[at]);
}

/* One record, opened by `first` of the given kind, into g. */
static nonet_status read_record(nonet_reader *reader, nonet_grid *g, const parse_line *first,
                                parse_kind kind, nonet_error *err) {
    if (kind == PARSE_BINARY) return binary_data(reader, first, err);
    if (kind == PARSE_HODOKU) return parse_hodoku(g, first, err);
    if (kind == PARSE_TOO_LONG)
        return parse_fail(err, first->number, 0, "line too long: %zu characters, the limit is %zu",
                          first->full_len, PARSE_LINE_LIMIT);
    parse_cells cells;
    nonet_status status = read_cells(reader, &cells, first, kind, err);
    return status != NONET_OK ? status : parse_build(g, &cells, err);
}

/*
** One record as candidate masks. Givens without pencil marks (the usual
** batch) go straight from the cells to masks after the clash check: the
** givens' digits, every digit elsewhere (the core's first settle removes
** what the givens rule out). No grid, whose candidates and positions per
** unit and digit cost two thirds of a read, is built. Every other record
** is read into a grid, whose masks the brute force would use anyway. A
** plain 81-character line without a clash is already in masks
** (PARSE_GIVENS); any fault takes the long way, which says where it is.
*/
static nonet_status read_record_masks(nonet_reader *reader, uint16_t masks[81],
                                      const parse_line *first, parse_kind kind, nonet_error *err) {
    if (kind == PARSE_GIVENS) return NONET_OK;
    parse_cells cells;
    nonet_status status = NONET_OK;
    bool cells_kind = kind == PARSE_ROW || kind == PARSE_SINGLE;
    if (cells_kind) status = read_cells(reader, &cells, first, kind, err);
    if (status != NONET_OK) return status;
    if (!cells_kind || cells.pencilmarks) {
        nonet_grid g;
        status = cells_kind ? parse_build(&g, &cells, err) : read_record(reader, &g, first, kind, err);
        if (status == NONET_OK) grid_masks(&g, masks);
        return status;
    }
    status = parse_check_clash(&cells, err);
    for (int cell = 0; status == NONET_OK && cell < 81; cell++)
        masks[cell] = cells.mask[cell] ? cells.mask[cell] : MASK_ALL;
    return status;
}

/* No position and an empty message (err may be NULL). */
static void clear_error(nonet_error *err) {
    if (!err) return;
    err->line = 0;
    err->column = 0;
    err->message[0] = '\0';
    err->format = NULL; /* no message to translate */
}

/* The first line of the next record and its kind; *line (if not NULL)
** gets its number, or where the input ended. */
static nonet_status record_start(nonet_reader *reader, parse_line *first, parse_kind *kind,
                                 long *line, uint16_t *plain) {
    nonet_status status = content_line(reader, first, kind, plain);
    if (line) *line = status == NONET_OK ? first->number : reader->source.number;
    return status;
}

nonet_status nonet_reader_next_masks(nonet_reader *reader, uint16_t masks[81], long *line,
                                     nonet_error *err) {
    clear_error(err);
    if (!reader || !masks) return NONET_BAD_ARGUMENT;
    parse_line first;
    parse_kind kind;
    uint16_t parsed[81];
    nonet_status status = record_start(reader, &first, &kind, line, parsed);
    if (status != NONET_OK) return status;
    status = read_record_masks(reader, parsed, &first, kind, err);
    if (status == NONET_OK) memcpy(masks, parsed, sizeof parsed);
    return status;
}

nonet_status nonet_reader_next(nonet_reader *reader, nonet_grid *grid, long *line,
                               nonet_error *err) {
    clear_error(err);
    if (!reader || !grid) return NONET_BAD_ARGUMENT;
    parse_line first;
    parse_kind kind;
    nonet_status status = record_start(reader, &first, &kind, line, NULL);
    if (status != NONET_OK) return status;
    nonet_grid parsed;
    status = read_record(reader, &parsed, &first, kind, err);
    if (status == NONET_OK) *grid = parsed;
    return status;
}

nonet_reader *nonet_reader_open(FILE *stream) {
    if (!stream) return NULL;
    nonet_reader *reader = malloc(sizeof *reader);
    if (!reader) return NULL;
    reader_init(reader);
    read_source_stream(&reader->source, stream);
    return reader;
}

nonet_reader *nonet_reader_open_string(const char *text) {
    if (!text) return NULL;
    nonet_reader *reader = malloc(sizeof *reader);
    size_t size = strlen(text) + 1;
    char *copy = malloc(size);
    if (!reader || !copy) {
        free(reader);
        free(copy);
        return NULL;
    }
    memcpy(copy, text, size);
    reader_init(reader);
    reader->text = copy;
    read_source_text(&reader->source, copy);
    return reader;
}

void nonet_reader_free(nonet_reader *reader) {
    if (!reader) return;
    read_source_close(&reader->source);
    free(reader->text);
    free(reader);
}

/*
** One puzzle from a string: a reader over the text (not copied) that must
** yield exactly one record. On failure grid is left as it was.
*/
nonet_status nonet_grid_parse(nonet_grid *grid, const char *text, nonet_error *err) {
    clear_error(err);
    if (!grid || !text) return NONET_BAD_ARGUMENT;
    nonet_reader reader;
    reader_init(&reader);
    read_source_text(&reader.source, text);
    nonet_grid parsed, extra;
    long line = 0;
    nonet_status status = nonet_reader_next(&reader, &parsed, &line, err);
    if (status == NONET_END) status = parse_fail(err, 1, 0, "no puzzle in the text");
    if (status == NONET_OK && nonet_reader_next(&reader, &extra, &line, NULL) != NONET_END)
        status = parse_fail(err, line, 0,
                            "more than one puzzle in the text (the next starts at line %ld)", line);
    if (status == NONET_OK) *grid = parsed;
    read_source_close(&reader.source);
    return status;
}
