/*
** render_grid.c -- a position as text: the forms nonet reads (81-char
** line, 9-row block, pencil-mark grid as HoDoKu prints it, HoDoKu library
** line), and the pencil-mark grid with a step's pattern coloured for a
** terminal (ANSI colours, or plain when asked).
*/
#include <string.h>

#include "grid.h"
#include "step.h"
#include "mask.h"
#include "strbuf.h"

#define ANSI_RESET "\x1b[0m"

/* NONET_FORM_LINE: 81 characters, '.' for an empty cell. */
static void put_line(strbuf *sb, const nonet_grid *g) {
    for (int c = 0; c < N_CELLS; c++) strbuf_printf(sb, "%c", g->value[c] ? '0' + g->value[c] : '.');
    strbuf_append(sb, "\n");
}

/* NONET_FORM_BLOCK: nine rows with box bars and a rule between bands. */
static void put_block(strbuf *sb, const nonet_grid *g) {
    for (int r = 0; r < 9; r++) {
        if (r && r % 3 == 0) strbuf_append(sb, "------+-------+------\n");
        for (int col = 0; col < 9; col++) {
            int v = g->value[r * 9 + col];
            strbuf_printf(sb, "%s%c", col == 0 ? "" : col % 3 == 0 ? " | " : " ", v ? '0' + v : '.');
        }
        strbuf_append(sb, "\n");
    }
}

/* HoDoKu's library line: givens as digits, placed cells as +d, and the
** candidates missing from empty cells as deleted "drc" triples. */
static void put_hodoku(strbuf *sb, const nonet_grid *g) {
    strbuf_append(sb, ":0000:x:");
    for (int c = 0; c < N_CELLS; c++) {
        if (!g->value[c]) strbuf_append(sb, ".");
        else strbuf_printf(sb, "%s%d", g->given[c] ? "" : "+", g->value[c]);
    }
    strbuf_append(sb, ":");
    const char *sep = "";
    nonet_grid fresh;
    grid_init(&fresh);
    for (int c = 0; c < N_CELLS; c++)
        if (g->value[c]) grid_place(&fresh, c, g->value[c]);
    for (int c = 0; c < N_CELLS; c++)
        for (uint16_t m = fresh.cand[c] & (uint16_t)~g->cand[c]; m && !g->value[c]; m = mask_rest(m), sep = " ")
            strbuf_printf(sb, "%s%d%d%d", sep, mask_lowest(m), cell_row(c) + 1, cell_col(c) + 1);
    strbuf_append(sb, ":::\n");
}

/* The digits a cell shows in a pencil-mark grid: its value or its marks. */
static uint16_t shown(const nonet_grid *g, int c) {
    return g->value[c] ? mask_of(g->value[c]) : g->cand[c];
}

/* Width of each column: its widest cell. */
static void column_widths(const nonet_grid *g, int width[9]) {
    for (int col = 0; col < 9; col++) {
        width[col] = 1;
        for (int r = 0; r < 9; r++) {
            int n = mask_count(shown(g, r * 9 + col));
            if (n > width[col]) width[col] = n;
        }
    }
}

/* A border line of the pencil-mark grid: ends and joints per kind. */
static void put_border(strbuf *sb, const int width[9], char left, char mid, char right) {
    strbuf_printf(sb, "%c", left);
    for (int b = 0; b < 3; b++) {
        int len = 6; /* "| " + two "  " gaps + " " before the next bar */
        for (int col = b * 3; col < b * 3 + 3; col++) len += width[col];
        for (int i = 0; i < len; i++) strbuf_append(sb, "-");
        strbuf_printf(sb, "%c", b < 2 ? mid : right);
    }
    strbuf_append(sb, "\n");
}

typedef struct paint {
    const nonet_step *step; /* NULL: no highlight */
    bool color;
} paint;

/* ANSI colour of a pattern candidate per role (nonet_role order): green
** for the pattern, blue base, yellow cover, magenta fins, cyan and yellow
** for the two colours of a colouring, and so on. */
static const char *const role_colors[] = {
    "\x1b[1;32m", "\x1b[1;34m", "\x1b[1;33m", "\x1b[1;35m", "\x1b[1;36m",
    "\x1b[1;33m", "\x1b[1;95m", "\x1b[1;92m", "\x1b[1;33m", "\x1b[1;36m",
};

#define ANSI_ELIM "\x1b[1;9;31m"  /* bold, struck, red */
#define ANSI_PLACE "\x1b[1;4;34m" /* bold, underlined, blue */
#define ANSI_PLACED "\x1b[34m"    /* a digit placed by an earlier step */

static bool has_candidate(const nonet_candidate *list, int n, int c, int d) {
    for (int i = 0; i < n; i++)
        if (list[i].cell == c && list[i].digit == d) return true;
    return false;
}

/* ANSI colour of one candidate under the step, or NULL. */
static const char *cand_color(const paint *p, int c, int d) {
    const nonet_step *s = p->step;
    if (!s || !p->color) return NULL;
    if (has_candidate(s->eliminations, s->n_eliminations, c, d)) return ANSI_ELIM;
    if (has_candidate(s->placements, s->n_placements, c, d)) return ANSI_PLACE;
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].cell == c && s->marks[i].digit == d)
            return s->marks[i].role < sizeof role_colors / sizeof *role_colors ? role_colors[s->marks[i].role]
                                                                                : role_colors[0];
    return NULL;
}

/* A filled cell's colour: placed digits blue, givens plain. */
static const char *value_color(const paint *p, const nonet_grid *g, int c) {
    return p->color && !g->given[c] ? ANSI_PLACED : NULL;
}

/* One cell of the pencil-mark grid (its value or candidates, coloured as
** p says), padded to its column's width. */
static void put_cell(strbuf *sb, const nonet_grid *g, int c, int width, const paint *p) {
    uint16_t digits = shown(g, c);
    int n = 0;
    /* An empty cell with no candidate left (a contradiction) still takes
    ** its place in the row, so the grid reads back (as "no candidates"). */
    if (!digits) { strbuf_append(sb, "."); n++; }
    for (uint16_t m = digits; m; m = mask_rest(m), n++) {
        const char *col = g->value[c] ? value_color(p, g, c) : cand_color(p, c, mask_lowest(m));
        strbuf_printf(sb, "%s%d%s", col ? col : "", mask_lowest(m), col ? ANSI_RESET : "");
    }
    for (; n < width; n++) strbuf_append(sb, " ");
}

/* NONET_FORM_PENCILMARKS: HoDoKu's printed grid, each column as wide as
** its widest cell; with p->color the step's pattern is coloured. */
static void put_pencilmarks(strbuf *sb, const nonet_grid *g, const paint *p) {
    int width[9];
    column_widths(g, width);
    put_border(sb, width, '.', '.', '.');
    for (int r = 0; r < 9; r++) {
        if (r && r % 3 == 0) put_border(sb, width, ':', '+', ':');
        for (int col = 0; col < 9; col++) {
            strbuf_append(sb, col == 0 ? "| " : col % 3 == 0 ? " | " : "  ");
            put_cell(sb, g, r * 9 + col, width[col], p);
        }
        strbuf_append(sb, " |\n");
    }
    put_border(sb, width, '\'', '\'', '\'');
}

char *nonet_grid_format(const nonet_grid *g, nonet_grid_form form) {
    strbuf sb;
    strbuf_init(&sb);
    paint plain = {NULL, false};
    switch (form) {
    case NONET_FORM_LINE: put_line(&sb, g); break;
    case NONET_FORM_BLOCK: put_block(&sb, g); break;
    case NONET_FORM_HODOKU: put_hodoku(&sb, g); break;
    default: put_pencilmarks(&sb, g, &plain); break;
    }
    return strbuf_finish(&sb);
}

char *nonet_grid_picture(const nonet_grid *g, const nonet_step *step, bool color) {
    strbuf sb;
    strbuf_init(&sb);
    paint p = {step, color};
    put_pencilmarks(&sb, g, &p);
    return strbuf_finish(&sb);
}
