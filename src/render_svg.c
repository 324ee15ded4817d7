/*
** render_svg.c -- a step as a picture: the position before the step with
** pencil marks, the pattern's units, cells and candidates coloured by role,
** eliminations struck in red, placements circled in blue, links drawn as
** arrows (strong solid, weak dashed).
**
** Every drawn item carries a class and data-cell / data-digit / data-unit
** attributes, so tests (and scripts) can read a picture back without
** comparing bytes.
*/
#include <stdlib.h>

#include "grid.h"
#include "mask.h"
#include "strbuf.h"
#include "tables.h"

#define CELL 60
#define MARGIN 20
#define SIZE (9 * CELL + 2 * MARGIN)

static const char *const role_names[] = {
    "pattern", "base", "cover", "fin", "color-a", "color-b", "color-c", "color-d", "pivot", "pincer",
};
static const char *const role_fills[] = {
    "#86efac", "#93c5fd", "#86efac", "#c4b5fd", "#93c5fd", "#fdba74", "#f9a8d4", "#a5f3fc", "#fcd34d", "#86efac",
};

static const char *role_name(int role) {
    return role >= 0 && role < (int)(sizeof role_names / sizeof *role_names) ? role_names[role] : "pattern";
}

static const char *role_fill(int role) {
    return role >= 0 && role < (int)(sizeof role_fills / sizeof *role_fills) ? role_fills[role] : "#86efac";
}

/* Top-left corner of a cell, and the centre of a candidate inside it. */
static int cell_x(int cell) { return MARGIN + cell_col(cell) * CELL; }
static int cell_y(int cell) { return MARGIN + cell_row(cell) * CELL; }
static int cand_x(int cell, int digit) { return cell_x(cell) + 10 + ((digit - 1) % 3) * 20; }
static int cand_y(int cell, int digit) { return cell_y(cell) + 10 + ((digit - 1) / 3) * 20; }

static void svg_head(strbuf *sb) {
    strbuf_printf(sb, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                      "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\">\n", SIZE, SIZE, SIZE, SIZE);
    strbuf_append(sb, "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" "
                      "markerWidth=\"6\" markerHeight=\"6\" orient=\"auto-start-reverse\">"
                      "<path d=\"M0,0 L10,5 L0,10 z\" fill=\"#b91c1c\"/></marker></defs>\n");
    strbuf_printf(sb, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"white\"/>\n", SIZE, SIZE);
}

/* The bounding box of a unit's cells. */
static void unit_box(int unit, int *x, int *y, int *w, int *h) {
    int first = unit_cells[unit][0], last = unit_cells[unit][8];
    *x = cell_x(first);
    *y = cell_y(first);
    *w = cell_x(last) + CELL - *x;
    *h = cell_y(last) + CELL - *y;
}

static void svg_units(strbuf *sb, const nonet_step *s) {
    static const char kind[3] = {'r', 'c', 'b'};
    for (int i = 0; i < s->n_units; i++) {
        int u = s->units[i].unit, x, y, w, h;
        unit_box(u, &x, &y, &w, &h);
        strbuf_printf(sb, "<rect class=\"unit %s\" data-unit=\"%c%d\" x=\"%d\" y=\"%d\" width=\"%d\" "
                          "height=\"%d\" fill=\"%s\" fill-opacity=\"0.35\"/>\n",
                      role_name(s->units[i].role), kind[unit_kind(u)], u % 9 + 1, x, y, w, h,
                      role_fill(s->units[i].role));
    }
}

static void svg_cells(strbuf *sb, const nonet_step *s) {
    for (int i = 0; i < s->n_cells; i++) {
        int c = s->cells[i];
        strbuf_printf(sb, "<rect class=\"cell pattern\" data-cell=\"r%dc%d\" x=\"%d\" y=\"%d\" "
                          "width=\"%d\" height=\"%d\" fill=\"#fef08a\" fill-opacity=\"0.6\"/>\n",
                      cell_row(c) + 1, cell_col(c) + 1, cell_x(c), cell_y(c), CELL, CELL);
    }
}

static void svg_lines(strbuf *sb) {
    for (int i = 0; i <= 9; i++) {
        int p = MARGIN + i * CELL, width = i % 3 ? 1 : 3;
        strbuf_printf(sb, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#111\" stroke-width=\"%d\"/>\n",
                      p, MARGIN, p, SIZE - MARGIN, width);
        strbuf_printf(sb, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#111\" stroke-width=\"%d\"/>\n",
                      MARGIN, p, SIZE - MARGIN, p, width);
    }
}

/* Which role a candidate plays, -1 for none. */
static int mark_role(const nonet_step *s, int cell, int digit) {
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].cell == cell && s->marks[i].digit == digit) return s->marks[i].role;
    return -1;
}

static bool listed(const nonet_candidate *list, int n, int cell, int digit) {
    for (int i = 0; i < n; i++)
        if (list[i].cell == cell && list[i].digit == digit) return true;
    return false;
}

static void svg_value(strbuf *sb, const nonet_grid *g, int c) {
    strbuf_printf(sb, "<text class=\"value %s\" data-cell=\"r%dc%d\" x=\"%d\" y=\"%d\" font-size=\"36\" "
                      "text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"%s\">%d</text>\n",
                  g->given[c] ? "given" : "placed", cell_row(c) + 1, cell_col(c) + 1, cell_x(c) + CELL / 2,
                  cell_y(c) + CELL / 2, g->given[c] ? "#111" : "#1d4ed8", g->value[c]);
}

/* One pencil mark with its highlight, strike or circle. */
static void svg_candidate(strbuf *sb, const nonet_step *s, int c, int d) {
    int x = cand_x(c, d), y = cand_y(c, d), role = s ? mark_role(s, c, d) : -1;
    bool elim = s && listed(s->eliminations, s->n_eliminations, c, d);
    bool place = s && listed(s->placements, s->n_placements, c, d);
    const char *cls = place ? "cand place" : elim ? "cand elim" : role >= 0 ? "cand mark" : "cand";
    if (role >= 0)
        strbuf_printf(sb, "<circle class=\"mark %s\" data-cell=\"r%dc%d\" data-digit=\"%d\" cx=\"%d\" cy=\"%d\" "
                          "r=\"9\" fill=\"%s\"/>\n", role_name(role), cell_row(c) + 1, cell_col(c) + 1, d, x, y,
                      role_fill(role));
    if (place)
        strbuf_printf(sb, "<circle cx=\"%d\" cy=\"%d\" r=\"9\" fill=\"none\" stroke=\"#1d4ed8\" stroke-width=\"2\"/>\n", x, y);
    strbuf_printf(sb, "<text class=\"%s\" data-cell=\"r%dc%d\" data-digit=\"%d\" x=\"%d\" y=\"%d\" font-size=\"14\" "
                      "text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"%s\"%s>%d</text>\n",
                  cls, cell_row(c) + 1, cell_col(c) + 1, d, x, y,
                  place ? "#1d4ed8" : elim ? "#dc2626" : "#555", place ? " font-weight=\"bold\"" : "", d);
    if (elim)
        strbuf_printf(sb, "<line class=\"strike\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#dc2626\" "
                          "stroke-width=\"2\"/>\n", x - 7, y + 7, x + 7, y - 7);
}

static void svg_contents(strbuf *sb, const nonet_grid *g, const nonet_step *s) {
    for (int c = 0; c < N_CELLS; c++) {
        if (g->value[c]) {
            svg_value(sb, g, c);
            continue;
        }
        for (uint16_t m = g->cand[c]; m; m = mask_rest(m)) svg_candidate(sb, s, c, mask_lowest(m));
    }
}

static void svg_links(strbuf *sb, const nonet_step *s) {
    for (int i = 0; i < s->n_links; i++) {
        const nonet_link *l = &s->links[i];
        strbuf_printf(sb, "<line class=\"link %s\" data-from=\"r%dc%d:%d\" data-to=\"r%dc%d:%d\" "
                          "x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#b91c1c\" stroke-width=\"2\"%s "
                          "marker-end=\"url(#arrow)\"/>\n",
                      l->strong ? "strong" : "weak", cell_row(l->from.cell) + 1, cell_col(l->from.cell) + 1,
                      l->from.digit, cell_row(l->to.cell) + 1, cell_col(l->to.cell) + 1, l->to.digit,
                      cand_x(l->from.cell, l->from.digit), cand_y(l->from.cell, l->from.digit),
                      cand_x(l->to.cell, l->to.digit), cand_y(l->to.cell, l->to.digit),
                      l->strong ? "" : " stroke-dasharray=\"5,4\"");
    }
}

char *nonet_step_svg(const nonet_grid *before, const nonet_step *step) {
    strbuf sb;
    strbuf_init(&sb);
    svg_head(&sb);
    if (step) {
        svg_units(&sb, step);
        svg_cells(&sb, step);
    }
    svg_lines(&sb);
    svg_contents(&sb, before, step);
    if (step) svg_links(&sb, step);
    strbuf_append(&sb, "</svg>\n");
    return strbuf_finish(&sb);
}
