/*
** read_hodoku.c -- HoDoKu's library line:
**   :code:candidates:cells:deleted:eliminations:placements:extra:
** Only cells and deleted matter for the position. cells is 81 characters,
** '.' or '0' empty, 'd' a given, '+d' a placed digit; deleted lists
** blank-separated "drc" triples (digit, row, column) removed after placing.
** The position keeps its givens and is marked as carrying pencil marks.
**
** Error messages made here:
**   HoDoKu line: missing fields                 fewer than 3 ':' before cells
**   HoDoKu line: expected 81 cells, found 80
**   HoDoKu line: bad deleted candidate          column of the triple
**   unexpected character 'x'                    in the cells field
*/
#include "grid.h"
#include "mask.h"
#include "parse.h"

/* Just past the third ':' (the start of the cells field), or 0. */
static size_t cells_field(const parse_line *line) {
    int colons = 0;
    for (size_t at = 0; at < line->len; at++)
        if (line->text[at] == ':' && ++colons == 3) return at + 1;
    return 0;
}

/*
** One cell at *at ("5", "+5", "." or "0") into cells (when there is room);
** *at moves past it.
*/
static nonet_status hodoku_cell(parse_cells *cells, int cell, const parse_line *line,
                                size_t *at, nonet_error *err) {
    size_t start = *at;
    bool plus = line->text[start] == '+';
    size_t i = start + plus;
    if (i == line->len) return parse_fail_char(err, line, start);
    char ch = line->text[i];
    if (!parse_digit_char(ch) && (plus || (ch != '.' && ch != '0')))
        return parse_fail_char(err, line, i);
    *at = i + 1;
    if (cell >= 81) return NONET_OK;
    cells->mask[cell] = parse_digit_mask(ch);
    cells->placed[cell] = plus;
    cells->line[cell] = line->number;
    cells->column[cell] = (int)start + 1;
    return NONET_OK;
}

/* The cells field, from *at to the next ':' (or the end); *at moves past it. */
static nonet_status hodoku_cells(parse_cells *cells, const parse_line *line, size_t *at,
                                 nonet_error *err) {
    int count = 0;
    while (*at < line->len && line->text[*at] != ':') {
        nonet_status status = hodoku_cell(cells, count++, line, at, err);
        if (status != NONET_OK) return status;
    }
    if (count != 81)
        return parse_fail(err, line->number, 0, "HoDoKu line: expected 81 cells, found %d", count);
    *at += *at < line->len;
    return NONET_OK;
}

/* The deleted candidates, from `at` to the next ':' (or the end). */
static nonet_status hodoku_deleted(nonet_grid *g, const parse_line *line, size_t at,
                                   nonet_error *err) {
    const char *p = line->text;
    while (at < line->len && p[at] != ':') {
        if (p[at] == ' ') { at++; continue; }
        if (at + 3 > line->len || !parse_digit_char(p[at]) || !parse_digit_char(p[at + 1]) ||
            !parse_digit_char(p[at + 2]))
            return parse_fail(err, line->number, (int)at + 1, "HoDoKu line: bad deleted candidate");
        grid_eliminate(g, (p[at + 1] - '1') * 9 + (p[at + 2] - '1'), p[at] - '0');
        at += 3;
    }
    return NONET_OK;
}

nonet_status parse_hodoku(nonet_grid *g, const parse_line *line, nonet_error *err) {
    size_t at = cells_field(line);
    if (!at) return parse_fail(err, line->number, 0, "HoDoKu line: missing fields");
    parse_cells cells;
    parse_cells_init(&cells);
    nonet_status status = hodoku_cells(&cells, line, &at, err);
    if (status == NONET_OK) status = parse_build(g, &cells, err);
    if (status != NONET_OK) return status;
    g->has_pencilmarks = true;
    return hodoku_deleted(g, line, at, err);
}
