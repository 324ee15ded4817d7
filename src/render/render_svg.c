/*
** render_svg.c -- a step as a picture, in the manner of SudokuWiki's
** diagrams: the position before the step with pencil marks at fixed places
** (digit d in row (d-1)/3, column (d-1)%3 of the cell), row and column
** labels as nonet names them (r1..r9, c1..c9), the pattern's units tinted
** and its cells shaded, each pattern candidate on a disc of its role's
** colour, eliminations on red with a red strike, placements on blue with a
** blue ring, and links drawn as curved arrows (strong solid, weak dashed).
**
** Every drawn item carries a class and data-cell / data-digit / data-unit
** attributes, so tests (and scripts) can read a picture back without
** comparing bytes. The picture has role="img" and a <title> (the step's
** line, or "Sudoku position") for screen readers.
*/
#include <stdlib.h>

#include "grid.h"
#include "mask.h"
#include "step.h"
#include "strbuf.h"
#include "tables.h"

#define CELL 60                    /* a cell's side */
#define LABEL 26                   /* room for the labels, left and top */
#define PAD 6                      /* room right and below */
#define GRID (9 * CELL)
#define WIDTH (LABEL + GRID + PAD)
#define CAND_R 9                   /* radius of a candidate's disc */

#define INK "#1f2937"              /* lines, givens */
#define PLACED_INK "#1d4ed8"       /* digits placed by earlier steps */
#define ELIM_INK "#b91c1c"         /* eliminated digit and its strike */
#define ELIM_FILL "#fca5a5"
#define PLACE_INK "#1d4ed8"
#define PLACE_FILL "#bfdbfe"
#define LINK_INK "#7c3aed"

/* A role's name (the class) and colour: discs, tinted units. */
typedef struct role_style {
    const char *name;
    const char *fill;
} role_style;

static const role_style role_styles[] = {
    {"pattern", "#86efac"}, {"base", "#93c5fd"},    {"cover", "#fde68a"}, {"fin", "#d8b4fe"},
    {"color-a", "#7dd3fc"}, {"color-b", "#fdba74"}, {"color-c", "#f9a8d4"}, {"color-d", "#a7f3d0"},
    {"pivot", "#fcd34d"},   {"pincer", "#6ee7b7"},
};

#define N_ROLES ((int)(sizeof role_styles / sizeof *role_styles))

/* The style of a role (an unknown role is drawn as "pattern"). */
static const role_style *role_of(int role) {
    return &role_styles[role >= 0 && role < N_ROLES ? role : 0];
}

/* Top-left corner of a cell, and the centre of a candidate inside it. */
static int cell_x(int cell) { return LABEL + cell_col(cell) * CELL; }
static int cell_y(int cell) { return LABEL + cell_row(cell) * CELL; }
static int cand_x(int cell, int digit) { return cell_x(cell) + 10 + ((digit - 1) % 3) * 20; }
static int cand_y(int cell, int digit) { return cell_y(cell) + 10 + ((digit - 1) / 3) * 20; }

/* The opening tag with its title, the arrow heads, the white ground. */
static void svg_head(strbuf *sb, const nonet_step *step) {
    strbuf_printf(sb, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"nonet-grid\" role=\"img\" "
                      "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
                      "font-family=\"DejaVu Sans, Verdana, sans-serif\">\n<title>",
                  WIDTH, WIDTH, WIDTH, WIDTH);
    if (step) {
        char line[1024];
        nonet_step_text(step, line, sizeof line);
        strbuf_xml(sb, line);
    } else {
        strbuf_append(sb, "Sudoku position");
    }
    strbuf_append(sb, "</title>\n<defs>");
    for (int strong = 0; strong < 2; strong++)
        strbuf_printf(sb, "<marker id=\"arrow-%s\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"5\" "
                          "markerHeight=\"5\" orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"%s\"/></marker>",
                      strong ? "strong" : "weak", LINK_INK);
    strbuf_printf(sb, "</defs>\n<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"white\"/>\n", WIDTH, WIDTH);
}

/* r1..r9 down the left, c1..c9 along the top. */
static void svg_labels(strbuf *sb) {
    for (int i = 0; i < 9; i++) {
        int mid = LABEL + i * CELL + CELL / 2;
        strbuf_printf(sb, "<text class=\"label\" x=\"%d\" y=\"%d\" font-size=\"13\" fill=\"#6b7280\" "
                          "text-anchor=\"middle\" dominant-baseline=\"central\">c%d</text>\n", mid, LABEL / 2, i + 1);
        strbuf_printf(sb, "<text class=\"label\" x=\"%d\" y=\"%d\" font-size=\"13\" fill=\"#6b7280\" "
                          "text-anchor=\"middle\" dominant-baseline=\"central\">r%d</text>\n", LABEL / 2, mid, i + 1);
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
        const role_style *style = role_of(s->units[i].role);
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
                          "width=\"%d\" height=\"%d\" fill=\"#fef9c3\"/>\n",
                      nonet_cell_name(c, name), cell_x(c) + 1, cell_y(c) + 1, CELL - 2, CELL - 2);
    }
}

/* Thin lines between cells, thick ones around boxes (drawn last on top). */
static void svg_lines(strbuf *sb, bool thick) {
    for (int i = 0; i <= 9; i++) {
        if ((i % 3 == 0) != thick) continue;
        int p = LABEL + i * CELL, width = thick ? 3 : 1;
        const char *ink = thick ? INK : "#9ca3af";
        strbuf_printf(sb, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"%d\" "
                          "stroke-linecap=\"square\"/>\n", p, LABEL, p, LABEL + GRID, ink, width);
        strbuf_printf(sb, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"%d\" "
                          "stroke-linecap=\"square\"/>\n", LABEL, p, LABEL + GRID, p, ink, width);
    }
}

/* Which role a candidate plays, -1 for none. */
static int mark_role(const nonet_step *s, int cell, int digit) {
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].cell == cell && s->marks[i].digit == digit) return s->marks[i].role;
    return -1;
}

/* A filled cell: a given in dark ink, a placed digit in blue. */
static void svg_value(strbuf *sb, const nonet_grid *g, int c) {
    char name[5];
    strbuf_printf(sb, "<text class=\"value %s\" data-cell=\"%s\" x=\"%d\" y=\"%d\" font-size=\"34\"%s "
                      "text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"%s\">%d</text>\n",
                  g->given[c] ? "given" : "placed", nonet_cell_name(c, name), cell_x(c) + CELL / 2,
                  cell_y(c) + CELL / 2 + 1, g->given[c] ? " font-weight=\"bold\"" : "",
                  g->given[c] ? INK : PLACED_INK, g->value[c]);
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
** red for an elimination, blue with a ring for a placement. */
static void svg_disc(strbuf *sb, int c, int d, int role, cand_kind kind) {
    int x = cand_x(c, d), y = cand_y(c, d);
    char name[5];
    nonet_cell_name(c, name);
    if (role >= 0)
        strbuf_printf(sb, "<circle class=\"mark %s\" data-cell=\"%s\" data-digit=\"%d\" cx=\"%d\" cy=\"%d\" "
                          "r=\"%d\" fill=\"%s\"/>\n", role_of(role)->name, name, d, x, y, CAND_R, role_of(role)->fill);
    if (kind == CAND_ELIM)
        strbuf_printf(sb, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\"%s/>\n", x, y, role >= 0 ? 5 : CAND_R,
                      ELIM_FILL, role >= 0 ? " fill-opacity=\"0.9\"" : "");
    if (kind == CAND_PLACE)
        strbuf_printf(sb, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/>\n",
                      x, y, CAND_R, PLACE_FILL, PLACE_INK);
}

/* One pencil mark with its disc, strike or ring. */
static void svg_candidate(strbuf *sb, const nonet_step *s, int c, int d) {
    int x = cand_x(c, d), y = cand_y(c, d), role = s ? mark_role(s, c, d) : -1;
    cand_kind kind = cand_kind_of(s, c, d, role);
    static const char *const classes[] = {"cand", "cand mark", "cand elim", "cand place"};
    static const char *const inks[] = {"#4b5563", "#111827", ELIM_INK, PLACE_INK};
    char name[5];
    svg_disc(sb, c, d, role, kind);
    strbuf_printf(sb, "<text class=\"%s\" data-cell=\"%s\" data-digit=\"%d\" x=\"%d\" y=\"%d\" font-size=\"14\" "
                      "text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"%s\"%s>%d</text>\n",
                  classes[kind], nonet_cell_name(c, name), d, x, y + 1, inks[kind],
                  kind == CAND_PLAIN ? "" : " font-weight=\"bold\"", d);
    if (kind == CAND_ELIM)
        strbuf_printf(sb, "<line class=\"strike\" data-cell=\"%s\" data-digit=\"%d\" x1=\"%d\" y1=\"%d\" x2=\"%d\" "
                          "y2=\"%d\" stroke=\"%s\" stroke-width=\"2.5\" stroke-linecap=\"round\"/>\n",
                      name, d, x - 8, y + 8, x + 8, y - 8, ELIM_INK);
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

/* Square root by Newton's method (v >= 0), so that the library needs no
** libm for one length per link. */
static double root(double v) {
    double r = v > 1 ? v : 1;
    for (int i = 0; i < 40; i++) r = (r + v / r) / 2;
    return r;
}

/*
** One link as a gently curved arrow between two candidates: it leaves and
** reaches each disc at its rim, and bends to one side (towards the middle
** of the grid, so that it stays inside) so that links along one line do not
** hide the candidates between them.
*/
static void svg_link(strbuf *sb, const nonet_link *l) {
    double x1 = cand_x(l->from.cell, l->from.digit), y1 = cand_y(l->from.cell, l->from.digit);
    double x2 = cand_x(l->to.cell, l->to.digit), y2 = cand_y(l->to.cell, l->to.digit);
    double dx = x2 - x1, dy = y2 - y1, len = root(dx * dx + dy * dy);
    if (len < 1) return;
    double ux = dx / len, uy = dy / len, bend = len * 0.18, centre = LABEL + GRID / 2.0;
    double mx = (x1 + x2) / 2 - uy * bend, my = (y1 + y2) / 2 + ux * bend;
    if ((mx - centre) * (mx - centre) + (my - centre) * (my - centre) >
        (x1 + x2 - mx - centre) * (x1 + x2 - mx - centre) + (y1 + y2 - my - centre) * (y1 + y2 - my - centre)) {
        mx = x1 + x2 - mx; /* bend the other way, towards the middle of the grid */
        my = y1 + y2 - my;
    }
    double gap = CAND_R + 1;
    char from[5], to[5];
    const char *kind = l->strong ? "strong" : "weak";
    strbuf_printf(sb, "<path class=\"link %s\" data-from=\"%s:%d\" data-to=\"%s:%d\" "
                      "d=\"M%.1f,%.1f Q%.1f,%.1f %.1f,%.1f\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s "
                      "marker-end=\"url(#arrow-%s)\"/>\n",
                  kind, nonet_cell_name(l->from.cell, from), l->from.digit, nonet_cell_name(l->to.cell, to),
                  l->to.digit, x1 + ux * gap, y1 + uy * gap, mx, my, x2 - ux * gap, y2 - uy * gap, LINK_INK,
                  l->strong ? "" : " stroke-dasharray=\"6,4\"", kind);
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
    for (int i = 0; step && i < step->n_links; i++) svg_link(&sb, &step->links[i]);
    strbuf_append(&sb, "</svg>\n");
    return strbuf_finish(&sb);
}
