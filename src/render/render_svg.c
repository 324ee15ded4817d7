/*
** render_svg.c -- a step as a picture, in the manner of SudokuWiki's
** diagrams: the position before the step with pencil marks at fixed places
** (digit d in row (d-1)/3, column (d-1)%3 of the cell), row and column
** labels as nonet names them (r1..r9, c1..c9), the pattern's units tinted
** and its cells shaded, each pattern candidate on a disc of its role's
** colour (render_style.h: in a chain, on and off), eliminations always on
** red with a red strike and placements on blue with a blue ring whatever
** role they also play, and links as arrows (strong solid, weak dashed)
** routed around the digits (render_route.h); a chain's or loop's start
** is ringed.
**
** Every drawn item carries a class and data-cell / data-digit / data-unit
** attributes, so tests (and scripts) can read a picture back without
** comparing bytes; fonts and inks are set once by a style sheet inside the
** picture, which keeps a page of many pictures small. The picture has
** role="img" and a <title> (the step's line, or "Sudoku position") for
** screen readers.
*/
#include <stdlib.h>

#include "grid.h"
#include "mask.h"
#include "render_route.h"
#include "render_style.h"
#include "step.h"
#include "strbuf.h"
#include "tables.h"

#define CELL STYLE_CELL
#define LABEL STYLE_LABEL
#define GRID STYLE_GRID
#define WIDTH (LABEL + GRID + STYLE_PAD)
#define CAND_R 9 /* radius of a candidate's disc */

/* Fonts and inks, once per picture (selectors scoped to the picture, so
** that a page holding many pictures reads them all the same). */
static const char svg_style[] =
    "<style>"
    ".nonet-grid text{font-family:'DejaVu Sans',Verdana,sans-serif;text-anchor:middle;dominant-baseline:central}"
    ".nonet-grid .label{font-size:17px;fill:#4b5563}"
    ".nonet-grid .value{font-size:34px;fill:" STYLE_PLACE_INK "}.nonet-grid .given{font-weight:bold;fill:#1f2937}"
    ".nonet-grid .cand{font-size:16px;fill:#4b5563}.nonet-grid .mark,.nonet-grid .elim,.nonet-grid .place"
    "{font-weight:bold}.nonet-grid text.mark{fill:#111827}"
    ".nonet-grid text.elim{fill:" STYLE_ELIM_INK "}.nonet-grid text.place{fill:" STYLE_PLACE_INK "}"
    ".nonet-grid .strike{stroke:" STYLE_ELIM_INK ";stroke-width:2.5;stroke-linecap:round}"
    ".nonet-grid .link{fill:none;stroke:" STYLE_LINK_INK ";stroke-width:2.2;stroke-linejoin:round}"
    ".nonet-grid .link.weak{stroke-dasharray:6,4}"
    "</style>";

/* Top-left corner of a cell, and the centre of a candidate inside it. */
static int cell_x(int cell) { return LABEL + cell_col(cell) * CELL; }
static int cell_y(int cell) { return LABEL + cell_row(cell) * CELL; }
static int cand_x(int cell, int digit) { return cell_x(cell) + 10 + ((digit - 1) % 3) * 20; }
static int cand_y(int cell, int digit) { return cell_y(cell) + 10 + ((digit - 1) / 3) * 20; }

/* The opening tag with its title, style sheet, arrow heads, white ground. */
static void svg_head(strbuf *sb, const nonet_step *step) {
    strbuf_printf(sb, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"nonet-grid\" role=\"img\" "
                      "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n<title>",
                  WIDTH, WIDTH, WIDTH, WIDTH);
    if (step) {
        char line[1024];
        nonet_step_text(step, line, sizeof line);
        strbuf_xml(sb, line);
    } else {
        strbuf_append(sb, "Sudoku position");
    }
    strbuf_printf(sb, "</title>\n%s\n<defs>", svg_style);
    for (int strong = 0; strong < 2 && step && step->n_links; strong++)
        strbuf_printf(sb, "<marker id=\"arrow-%s\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"5\" "
                          "markerHeight=\"5\" orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"%s\"/></marker>",
                      strong ? "strong" : "weak", STYLE_LINK_INK);
    strbuf_printf(sb, "</defs>\n<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"white\"/>\n", WIDTH, WIDTH);
}

/* r1..r9 down the left, c1..c9 along the top. */
static void svg_labels(strbuf *sb) {
    for (int i = 0; i < 9; i++) {
        int mid = LABEL + i * CELL + CELL / 2;
        strbuf_printf(sb, "<text class=\"label\" x=\"%d\" y=\"%d\">c%d</text>\n", mid, LABEL / 2, i + 1);
        strbuf_printf(sb, "<text class=\"label\" x=\"%d\" y=\"%d\">r%d</text>\n", LABEL / 2, mid, i + 1);
    }
}

/* The bounding box of a unit's cells. */
static void unit_box(int unit, int *x, int *y, int *w, int *h) {
    int first = unit_cells[unit][0], last = unit_cells[unit][8];
    *x = cell_x(first);
    *y = cell_y(first);
    *w = cell_x(last) + CELL - *x;
    *h = cell_y(last) + CELL - *y;
}

/* Each unit of the pattern, tinted with its role's colour. */
static void svg_units(strbuf *sb, const nonet_step *s) {
    for (int i = 0; i < s->n_units; i++) {
        int u = s->units[i].unit, x, y, w, h;
        char name[3];
        unit_box(u, &x, &y, &w, &h);
        const style_entry *style = style_of_unit(s->units[i].role);
        strbuf_printf(sb, "<rect class=\"unit %s\" data-unit=\"%s\" x=\"%d\" y=\"%d\" width=\"%d\" "
                          "height=\"%d\" fill=\"%s\" fill-opacity=\"0.28\"/>\n",
                      style->name, nonet_unit_name(u, name), x, y, w, h, style->fill);
    }
}

/* The pattern's cells, shaded. */
static void svg_cells(strbuf *sb, const nonet_step *s) {
    for (int i = 0; i < s->n_cells; i++) {
        int c = s->cells[i];
        char name[5];
        strbuf_printf(sb, "<rect class=\"cell pattern\" data-cell=\"%s\" x=\"%d\" y=\"%d\" "
                          "width=\"%d\" height=\"%d\" fill=\"%s\"/>\n",
                      nonet_cell_name(c, name), cell_x(c) + 1, cell_y(c) + 1, CELL - 2, CELL - 2, STYLE_CELL_FILL);
    }
}

/* Thin lines between cells, thick ones around boxes (drawn last on top). */
static void svg_lines(strbuf *sb, bool thick) {
    for (int i = 0; i <= 9; i++) {
        if ((i % 3 == 0) != thick) continue;
        int p = LABEL + i * CELL, width = thick ? 3 : 1;
        const char *ink = thick ? "#1f2937" : "#9ca3af";
        strbuf_printf(sb, "<path d=\"M%d,%d V%d M%d,%d H%d\" stroke=\"%s\" stroke-width=\"%d\" "
                          "stroke-linecap=\"square\"/>\n", p, LABEL, LABEL + GRID, LABEL, p, LABEL + GRID, ink, width);
    }
}

/* Which role a candidate plays, -1 for none. */
static int mark_role(const nonet_step *s, int cell, int digit) {
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].cell == cell && s->marks[i].digit == digit) return s->marks[i].role;
    return -1;
}

/* A filled cell: a given in bold dark ink, a placed digit in blue. */
static void svg_value(strbuf *sb, const nonet_grid *g, int c) {
    char name[5];
    strbuf_printf(sb, "<text class=\"value %s\" data-cell=\"%s\" x=\"%d\" y=\"%d\">%d</text>\n",
                  g->given[c] ? "given" : "placed", nonet_cell_name(c, name), cell_x(c) + CELL / 2,
                  cell_y(c) + CELL / 2 + 1, g->value[c]);
}

/* What the step does to one candidate. */
typedef enum cand_kind { CAND_PLAIN, CAND_MARK, CAND_ELIM, CAND_PLACE } cand_kind;

/* What the step (may be NULL) does to candidate d of cell c, given the
** role it plays (-1 for none). */
static cand_kind cand_kind_of(const nonet_step *s, int c, int d, int role) {
    if (!s) return CAND_PLAIN;
    if (step_lists_candidate(s->placements, s->n_placements, c, d)) return CAND_PLACE;
    if (step_lists_candidate(s->eliminations, s->n_eliminations, c, d)) return CAND_ELIM;
    return role >= 0 ? CAND_MARK : CAND_PLAIN;
}

/* The disc under a candidate: its role's colour (class "mark <role>"),
** or, whatever its role, red for an elimination (class "elim") and blue
** with a ring for a placement (class "place"). */
static void svg_disc(strbuf *sb, const nonet_step *s, int c, int d, int role, cand_kind kind) {
    char name[5];
    nonet_cell_name(c, name);
    strbuf_printf(sb, "<circle data-cell=\"%s\" data-digit=\"%d\" cx=\"%d\" cy=\"%d\" r=\"%d\" ", name, d,
                  cand_x(c, d), cand_y(c, d), CAND_R);
    if (kind == CAND_MARK)
        strbuf_printf(sb, "class=\"mark %s\" fill=\"%s\"/>\n", style_of_mark(s, role)->name, style_of_mark(s, role)->fill);
    else if (kind == CAND_ELIM)
        strbuf_append(sb, "class=\"elim\" fill=\"" STYLE_ELIM_FILL "\"/>\n");
    else
        strbuf_append(sb, "class=\"place\" fill=\"" STYLE_PLACE_FILL "\" stroke=\"" STYLE_PLACE_INK
                          "\" stroke-width=\"2\"/>\n");
}

/* One pencil mark with its disc, strike or ring. */
static void svg_candidate(strbuf *sb, const nonet_step *s, int c, int d) {
    int x = cand_x(c, d), y = cand_y(c, d), role = s ? mark_role(s, c, d) : -1;
    cand_kind kind = cand_kind_of(s, c, d, role);
    static const char *const classes[] = {"cand", "cand mark", "cand elim", "cand place"};
    char name[5];
    if (kind != CAND_PLAIN) svg_disc(sb, s, c, d, role, kind);
    strbuf_printf(sb, "<text class=\"%s\" data-cell=\"%s\" data-digit=\"%d\" x=\"%d\" y=\"%d\">%d</text>\n",
                  classes[kind], nonet_cell_name(c, name), d, x, y + 1, d);
    if (kind == CAND_ELIM)
        strbuf_printf(sb, "<line class=\"strike\" data-cell=\"%s\" data-digit=\"%d\" x1=\"%d\" y1=\"%d\" x2=\"%d\" "
                          "y2=\"%d\"/>\n", name, d, x - 8, y + 8, x + 8, y - 8);
}

/* Every cell: its value, or each candidate as the step treats it. */
static void svg_contents(strbuf *sb, const nonet_grid *g, const nonet_step *s) {
    for (int c = 0; c < N_CELLS; c++) {
        if (g->value[c]) {
            svg_value(sb, g, c);
            continue;
        }
        for (uint16_t m = g->cand[c]; m; m = mask_rest(m)) svg_candidate(sb, s, c, mask_lowest(m));
    }
}

/* A chain's start, ringed: the candidate its reading supposes true or
** false (render_style.h), which the legend names. A continuous loop's
** start, where it is read from with no supposition, has a dashed ring. */
static void svg_start(strbuf *sb, const nonet_step *s) {
    if (!style_is_chain(s)) return;
    nonet_candidate start = s->links[0].from;
    bool loop = style_is_loop(s);
    char name[5];
    strbuf_printf(sb, "<circle class=\"start%s\" data-cell=\"%s\" data-digit=\"%d\" cx=\"%d\" cy=\"%d\" r=\"%d\" "
                      "fill=\"none\" stroke=\"" STYLE_START_INK "\" stroke-width=\"2.5\"%s/>\n",
                  loop ? " loop" : "", nonet_cell_name(start.cell, name), start.digit, cand_x(start.cell, start.digit),
                  cand_y(start.cell, start.digit), CAND_R + 1, loop ? " stroke-dasharray=\"" STYLE_LOOP_DASH "\"" : "");
}

/* One link as an arrow from candidate to candidate, leaving and reaching
** each disc at its rim, routed around the digits of g. */
static void svg_link(strbuf *sb, const nonet_grid *g, const nonet_link *l) {
    route_point a = {cand_x(l->from.cell, l->from.digit), cand_y(l->from.cell, l->from.digit)};
    route_point b = {cand_x(l->to.cell, l->to.digit), cand_y(l->to.cell, l->to.digit)};
    if (a.x == b.x && a.y == b.y) return;
    char from[5], to[5];
    const char *kind = l->strong ? "strong" : "weak";
    strbuf_printf(sb, "<path class=\"link %s\" data-from=\"%s:%d\" data-to=\"%s:%d\" d=\"", kind,
                  nonet_cell_name(l->from.cell, from), l->from.digit, nonet_cell_name(l->to.cell, to), l->to.digit);
    route_link(sb, g, a, b, CAND_R + 1);
    strbuf_printf(sb, "\" marker-end=\"url(#arrow-%s)\"/>\n", kind);
}

char *nonet_step_svg(const nonet_grid *before, const nonet_step *step) {
    strbuf sb;
    strbuf_init(&sb);
    svg_head(&sb, step);
    svg_labels(&sb);
    if (step) {
        svg_units(&sb, step);
        svg_cells(&sb, step);
    }
    svg_lines(&sb, false);
    svg_contents(&sb, before, step);
    svg_lines(&sb, true);
    if (step) svg_start(&sb, step);
    for (int i = 0; step && i < step->n_links; i++) svg_link(&sb, before, &step->links[i]);
    strbuf_append(&sb, "</svg>\n");
    return strbuf_finish(&sb);
}
