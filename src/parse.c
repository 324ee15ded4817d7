/*
** parse.c -- one puzzle from a string: the 81-character line and HoDoKu's
** library line. (Blocks of rows and pencil-mark grids: see reader.c.)
*/
#include <ctype.h>
#include <stdarg.h>
#include <string.h>

#include "grid.h"
#include "mask.h"
#include "parse.h"

nonet_status parse_fail(nonet_error *err, long line, int column, const char *fmt, ...) {
    if (!err) return NONET_INVALID;
    err->line = line;
    err->column = column;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
    return NONET_INVALID;
}

/* The first earlier cell in a shared unit holding the same value, or -1. */
static int clash_with(const uint8_t values[81], int cell) {
    for (int other = 0; other < cell; other++)
        if (values[other] == values[cell] && cells_see(other, cell)) return other;
    return -1;
}

nonet_status parse_place_givens(nonet_grid *g, const uint8_t values[81], nonet_error *err) {
    grid_init(g);
    for (int c = 0; c < N_CELLS; c++) {
        if (!values[c]) continue;
        int other = clash_with(values, c);
        if (other >= 0)
            return parse_fail(err, err ? err->line : 0, 0, "r%dc%d and r%dc%d both hold %d",
                              cell_row(other) + 1, cell_col(other) + 1, cell_row(c) + 1,
                              cell_col(c) + 1, values[c]);
        grid_place(g, c, values[c]);
        g->given[c] = 1;
    }
    return NONET_OK;
}

static bool empty_char(char ch) {
    return ch == '0' || ch == '.' || ch == '-' || ch == '_' || ch == '*';
}

/* 81 cell characters followed by nothing or white space. */
static nonet_status parse_line81(nonet_grid *g, const char *text, nonet_error *err) {
    uint8_t values[81];
    int n = 0;
    for (; text[n] && !isspace((unsigned char)text[n]); n++) {
        char ch = text[n];
        if (n >= 81) break;
        if (ch >= '1' && ch <= '9') values[n] = (uint8_t)(ch - '0');
        else if (empty_char(ch)) values[n] = 0;
        else return parse_fail(err, 1, n + 1, "unexpected character '%c'", ch);
    }
    if (n != 81 || (text[n] && !isspace((unsigned char)text[n]))) {
        while (text[n] && !isspace((unsigned char)text[n])) n++;
        return parse_fail(err, 1, 0, "expected 81 cells, found %d", n);
    }
    return parse_place_givens(g, values, err);
}

/* HoDoKu cells field: 81 cells, '.' or '0' empty, 'd' a given, '+d' placed. */
static nonet_status hodoku_cells(const char *p, uint8_t values[81], uint8_t placed[81],
                                 const char **end, nonet_error *err) {
    int n = 0;
    memset(placed, 0, 81);
    while (*p && *p != ':' && n < 81) {
        int plus = (*p == '+');
        if (plus) p++;
        if (*p >= '1' && *p <= '9') values[n] = (uint8_t)(*p - '0');
        else if (*p == '.' || *p == '0') values[n] = 0;
        else return parse_fail(err, 1, 0, "HoDoKu line: unexpected character '%c' in cells", *p);
        placed[n++] = (uint8_t)plus;
        p++;
    }
    if (n != 81 || *p != ':') return parse_fail(err, 1, 0, "HoDoKu line: expected 81 cells");
    *end = p + 1;
    return NONET_OK;
}

/* Deleted candidates: blank-separated "drc" triples up to the next ':'. */
static nonet_status hodoku_deleted(nonet_grid *g, const char *p, nonet_error *err) {
    while (*p && *p != ':') {
        if (*p == ' ') { p++; continue; }
        if (!isdigit((unsigned char)p[0]) || !isdigit((unsigned char)p[1]) || !isdigit((unsigned char)p[2]) ||
            p[0] == '0' || p[1] == '0' || p[2] == '0')
            return parse_fail(err, 1, 0, "HoDoKu line: bad deleted candidate");
        int digit = p[0] - '0', cell = (p[1] - '1') * 9 + (p[2] - '1');
        grid_eliminate(g, cell, digit);
        p += 3;
    }
    return NONET_OK;
}

nonet_status parse_hodoku_line(nonet_grid *g, const char *text, nonet_error *err) {
    /* Skip ":code:" and ":candidates:" to reach the cells. */
    const char *p = text;
    for (int colons = 0; colons < 3; p++) {
        if (!*p) return parse_fail(err, 1, 0, "HoDoKu line: missing fields");
        colons += (*p == ':');
    }
    uint8_t values[81], placed[81];
    nonet_status st = hodoku_cells(p, values, placed, &p, err);
    if (st != NONET_OK) return st;
    st = parse_place_givens(g, values, err);
    if (st != NONET_OK) return st;
    for (int c = 0; c < N_CELLS; c++)
        if (placed[c]) g->given[c] = 0;
    g->has_pencilmarks = true;
    return hodoku_deleted(g, p, err);
}

nonet_status nonet_grid_parse(nonet_grid *g, const char *text, nonet_error *err) {
    if (err) { err->line = 1; err->column = 0; err->message[0] = '\0'; }
    while (isspace((unsigned char)*text)) text++;
    if (*text == ':') return parse_hodoku_line(g, text, err);
    return parse_line81(g, text, err);
}
