/*
** test_render_svg.c -- the picture of a step shows exactly the step's
** pattern. The SVG is parsed (a small XML reader for the subset we write:
** elements, attributes in double quotes, text; nesting is checked), and
** what it highlights is read back from classes and data attributes and
** compared, as sets, with the step record: pattern cells, units with their
** roles, candidates with their roles, struck candidates, placements and
** links. Checked on hand-made steps, on the worked examples of
** docs/techniques/ (found by the strategies), and on every step of whole
** solutions.
*/
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "step.h"
#include "support.h"
#include "support_find.h"

/* ---- a small XML reader ---- */

#define MAX_ATTRS 24

typedef struct element {
    char name[16];
    int n_attrs;
    char keys[MAX_ATTRS][24];
    char values[MAX_ATTRS][64];
} element;

typedef struct document {
    element *elements; /* in document order */
    size_t n, cap;
} document;

/* The value of an attribute, or "" when the element has none. */
static const char *attr(const element *e, const char *key) {
    for (int i = 0; i < e->n_attrs; i++)
        if (strcmp(e->keys[i], key) == 0) return e->values[i];
    return "";
}

/* Copy n bytes of src into a buffer of size bytes (the test fails if too long). */
static void copy_into(char *dst, size_t size, const char *src, size_t n) {
    cr_assert_lt(n, size, "name or value too long: %.*s", (int)n, src);
    memcpy(dst, src, n);
    dst[n] = '\0';
}

/* Parse the attributes of a start tag from p (after the name); returns
** the position of '>' or "/>" and sets *empty for "/>". */
static const char *parse_attrs(const char *p, element *e, bool *empty) {
    for (;;) {
        while (*p == ' ' || *p == '\n') p++;
        if (*p == '>' || (p[0] == '/' && p[1] == '>')) break;
        size_t k = strcspn(p, "=");
        cr_assert(p[k] == '=' && p[k + 1] == '"', "attribute without a quoted value near: %.30s", p);
        cr_assert_lt(e->n_attrs, MAX_ATTRS);
        copy_into(e->keys[e->n_attrs], sizeof e->keys[0], p, k);
        bool geometry = strcmp(e->keys[e->n_attrs], "d") == 0; /* a path's data: not read, any length */
        const char *v = p + k + 2, *end = strchr(v, '"');
        cr_assert(end, "unterminated value");
        copy_into(e->values[e->n_attrs], sizeof e->values[0], v, geometry ? 0 : (size_t)(end - v));
        e->n_attrs++;
        p = end + 1;
    }
    *empty = *p == '/';
    return p;
}

/* Parse the whole SVG; the test fails unless tags nest properly and the
** root is one <svg> element. */
static document parse(const char *svg) {
    document doc = {NULL, 0, 0};
    char stack[16][16];
    int depth = 0, roots = 0;
    for (const char *p = strchr(svg, '<'); p; p = strchr(p + 1, '<')) {
        if (p[1] == '/') {
            size_t n = strcspn(p + 2, ">");
            cr_assert_gt(depth, 0, "closing tag without an open one");
            cr_assert(strlen(stack[depth - 1]) == n && strncmp(stack[depth - 1], p + 2, n) == 0,
                      "</%.*s> closes <%s>", (int)n, p + 2, stack[depth - 1]);
            depth--;
            continue;
        }
        if (doc.n == doc.cap) {
            doc.cap = doc.cap ? doc.cap * 2 : 256;
            doc.elements = realloc(doc.elements, doc.cap * sizeof *doc.elements);
            cr_assert(doc.elements);
        }
        element *e = &doc.elements[doc.n++];
        e->n_attrs = 0;
        size_t n = strcspn(p + 1, " />\n");
        copy_into(e->name, sizeof e->name, p + 1, n);
        if (depth == 0) roots++;
        bool empty;
        p = parse_attrs(p + 1 + n, e, &empty);
        if (!empty) {
            cr_assert_lt(depth, 16);
            strcpy(stack[depth++], e->name);
        }
    }
    cr_assert_eq(depth, 0, "unclosed <%s>", depth ? stack[depth - 1] : "");
    cr_assert_eq(roots, 1, "one root element");
    cr_assert_str_eq(doc.elements[0].name, "svg");
    return doc;
}

/* ---- sets of strings ---- */

#define SET_MAX 800

typedef struct set {
    char items[SET_MAX][24];
    size_t n;
} set;

static int compare(const void *a, const void *b) { return strcmp(a, b); }

/* Add an item (duplicates are kept: a picture must not draw one twice). */
static void set_add(set *s, const char *item) {
    cr_assert_lt(s->n, SET_MAX);
    snprintf(s->items[s->n++], sizeof s->items[0], "%s", item);
}

/* The test fails unless the two lists hold the same items, in any order. */
static void assert_same_set(set *got, set *want, const char *what) {
    qsort(got->items, got->n, sizeof got->items[0], compare);
    qsort(want->items, want->n, sizeof want->items[0], compare);
    cr_assert_eq(got->n, want->n, "%s: %zu drawn, %zu in the step", what, got->n, want->n);
    for (size_t i = 0; i < got->n; i++) cr_assert_str_eq(got->items[i], want->items[i], "%s", what);
}

/* Every element of the given name and class, as "key[:data-digit]" items
** (key = the value of attribute key), or "key:class" when with_class. */
static void drawn(const document *doc, const char *name, const char *cls_prefix, const char *key, set *out) {
    out->n = 0;
    for (size_t i = 0; i < doc->n; i++) {
        const element *e = &doc->elements[i];
        const char *cls = attr(e, "class");
        if (strcmp(e->name, name) || strncmp(cls, cls_prefix, strlen(cls_prefix))) continue;
        char item[64];
        const char *digit = attr(e, "data-digit");
        snprintf(item, sizeof item, "%s%s%s|%s", attr(e, key), *digit ? ":" : "", digit, cls);
        set_add(out, item);
    }
}

static const char *const role_names[] = {"pattern", "base", "cover", "fin", "color-a",
                                         "color-b", "color-c", "color-d", "pivot", "pincer"};

static void candidate_item(set *s, int cell, int digit, const char *cls) {
    char name[5], item[64];
    snprintf(item, sizeof item, "%s:%d|%s", nonet_cell_name(cell, name), digit, cls);
    set_add(s, item);
}

/* ---- the check: picture against record ---- */

/* Is the candidate eliminated or placed by the step (then it is drawn as
** such, whatever role it also plays)? */
static bool affected(const nonet_step *s, int cell, int digit) {
    for (int i = 0; i < s->n_eliminations; i++)
        if (s->eliminations[i].cell == cell && s->eliminations[i].digit == digit) return true;
    for (int i = 0; i < s->n_placements; i++)
        if (s->placements[i].cell == cell && s->placements[i].digit == digit) return true;
    return false;
}

/* The class of a mark with role: in a chain or loop, colours A and B are
** drawn as on and off, read from the start (the first node is off when the
** first link is strong: "if it is false, the next is true"). */
static const char *mark_class(const nonet_step *s, int role) {
    const nonet_technique_info *info = nonet_technique_info_of(s->technique);
    bool chain = s->n_links && info && strcmp(info->family, "chains") == 0;
    if (!chain || (role != NONET_ROLE_COLOR_A && role != NONET_ROLE_COLOR_B)) return role_names[role];
    bool a_off = s->links[0].strong;
    return (role == NONET_ROLE_COLOR_A) == a_off ? "off" : "on";
}

/* Is this candidate still open in the position (so it can be drawn)? */
static bool open_candidate(const nonet_grid *g, int cell, int digit) {
    return !nonet_grid_value(g, cell) && (nonet_grid_candidates(g, cell) >> (digit - 1) & 1);
}

/* The candidates of list, as drawn with class cls. */
static void expected_candidates(const nonet_candidate *list, int n, const char *cls, set *want) {
    want->n = 0;
    for (int i = 0; i < n; i++) candidate_item(want, list[i].cell, list[i].digit, cls);
}

/* Units, cells, marks: what the step names and how the picture draws it. */
static void check_pattern(const document *doc, const nonet_step *s, const nonet_grid *g) {
    static set got, want;
    char item[64], name[5];
    drawn(doc, "rect", "unit ", "data-unit", &got);
    want.n = 0;
    for (int i = 0; i < s->n_units; i++) {
        char unit[3];
        snprintf(item, sizeof item, "%s|unit %s", nonet_unit_name(s->units[i].unit, unit), role_names[s->units[i].role]);
        set_add(&want, item);
    }
    assert_same_set(&got, &want, "units");
    drawn(doc, "rect", "cell ", "data-cell", &got);
    want.n = 0;
    for (int i = 0; i < s->n_cells; i++) {
        snprintf(item, sizeof item, "%s|cell pattern", nonet_cell_name(s->cells[i], name));
        set_add(&want, item);
    }
    assert_same_set(&got, &want, "cells");
    drawn(doc, "circle", "mark ", "data-cell", &got);
    want.n = 0;
    for (int i = 0; i < s->n_marks; i++) {
        const nonet_mark *m = &s->marks[i];
        snprintf(item, sizeof item, "mark %s", mark_class(s, m->role));
        if (open_candidate(g, m->cell, m->digit) && !affected(s, m->cell, m->digit))
            candidate_item(&want, m->cell, m->digit, item);
    }
    assert_same_set(&got, &want, "marked candidates");
}

/* Eliminations struck (and coloured), placements ringed, links drawn. */
static void check_effects(const document *doc, const nonet_step *s) {
    static set got, want;
    drawn(doc, "line", "strike", "data-cell", &got);
    expected_candidates(s->eliminations, s->n_eliminations, "strike", &want);
    assert_same_set(&got, &want, "struck candidates");
    drawn(doc, "text", "cand elim", "data-cell", &got);
    expected_candidates(s->eliminations, s->n_eliminations, "cand elim", &want);
    assert_same_set(&got, &want, "red candidates");
    drawn(doc, "text", "cand place", "data-cell", &got);
    expected_candidates(s->placements, s->n_placements, "cand place", &want);
    assert_same_set(&got, &want, "placed candidates");
    drawn(doc, "path", "link ", "data-from", &got);
    want.n = 0;
    for (int i = 0; i < s->n_links; i++) {
        char item[64], name[5];
        snprintf(item, sizeof item, "%s:%d|link %s", nonet_cell_name(s->links[i].from.cell, name),
                 s->links[i].from.digit, s->links[i].strong ? "strong" : "weak");
        set_add(&want, item);
    }
    assert_same_set(&got, &want, "links");
}

/* A chain's start is ringed, a continuous loop's with a dashed ring (its
** reading makes no supposition): known here by the technique's name, not
** by the links' shape that the picture reads. Other steps have no start. */
static bool continuous_loop(const nonet_step *s) {
    const char *id = nonet_technique_info_of(s->technique)->id;
    return strcmp(id, "continuous_nice_loop") == 0 || strcmp(id, "grouped_continuous_nice_loop") == 0;
}

static void check_start(const document *doc, const nonet_step *s) {
    static set got, want;
    drawn(doc, "circle", "start", "data-cell", &got);
    want.n = 0;
    const nonet_technique_info *info = nonet_technique_info_of(s->technique);
    if (s->n_links && info && strcmp(info->family, "chains") == 0)
        candidate_item(&want, s->links[0].from.cell, s->links[0].from.digit,
                       continuous_loop(s) ? "start loop" : "start");
    assert_same_set(&got, &want, "the chain's start");
    for (size_t i = 0; i < doc->n; i++)
        if (!strncmp(attr(&doc->elements[i], "class"), "start", 5))
            cr_assert_eq(*attr(&doc->elements[i], "stroke-dasharray") != '\0', continuous_loop(s),
                         "only a continuous loop's start ring is dashed");
}

/* The whole check on one step in its position; also the title is the line. */
static void check_picture(const nonet_grid *g, const nonet_step *s) {
    char *svg = nonet_step_svg(g, s);
    cr_assert_not_null(svg);
    document doc = parse(svg);
    check_pattern(&doc, s, g);
    check_effects(&doc, s);
    check_start(&doc, s);
    char line[1024];
    nonet_step_text(s, line, sizeof line);
    cr_assert(strstr(svg, "<title>"), "a title for screen readers");
    if (!strpbrk(line, "<>&")) cr_assert(strstr(svg, line), "the title is the step's line");
    cr_assert_str_eq(attr(&doc.elements[0], "role"), "img");
    free(doc.elements);
    nonet_free(svg);
}

/* ---- the tests ---- */

#define POSITION "000000000000000000000000000000000000000000000000000000000000000000000000000000123"

Test(render_svg, hand_made_step_is_drawn_as_recorded) {
    nonet_grid *g = support_grid(POSITION);
    nonet_step s;
    step_init(&s, NONET_T_X_WING, 2);
    s.digits = 1u << 2;
    step_add_unit(&s, 2, NONET_ROLE_BASE);
    step_add_unit(&s, 11, NONET_ROLE_COVER);
    step_add_cell(&s, support_cell("r3c3"));
    step_add_mark(&s, support_cell("r3c3"), 3, NONET_ROLE_BASE);
    step_add_mark(&s, support_cell("r3c4"), 3, NONET_ROLE_FIN);
    step_add_elimination(&s, support_cell("r1c3"), 3);
    step_add_elimination(&s, support_cell("r5c3"), 3);
    step_add_placement(&s, support_cell("r2c2"), 4);
    step_add_link(&s, support_cell("r3c3"), 3, support_cell("r3c4"), 3, true);
    step_add_link(&s, support_cell("r3c4"), 3, support_cell("r5c4"), 3, false);
    check_picture(g, &s);
    char *svg = nonet_step_svg(g, &s);
    document doc = parse(svg);
    set got;
    drawn(&doc, "text", "value", "data-cell", &got);
    cr_assert_eq(got.n, 3);
    cr_assert_str_eq(got.items[0], "r9c7|value given");
    cr_assert(strstr(svg, "stroke-dasharray"), "a weak link is dashed");
    free(doc.elements);
    nonet_free(svg);
    nonet_grid_free(g);
}

Test(render_svg, plain_position_has_no_highlight) {
    nonet_grid *g = support_grid(POSITION);
    char *svg = nonet_step_svg(g, NULL);
    cr_assert_not_null(svg);
    document doc = parse(svg);
    set got;
    drawn(&doc, "text", "cand", "data-cell", &got);
    /* 78 empty cells; 1, 2, 3 leave row 9 (6 cells x 3) and box 9 (6 x 3);
    ** columns 7, 8, 9 lose one digit each in rows 1-6 (18). */
    cr_assert_eq(got.n, 78 * 9 - 18 - 18 - 18, "every open candidate, plain");
    for (size_t i = 0; i < got.n; i++) cr_assert(strstr(got.items[i], "|cand"), "%s", got.items[i]);
    for (size_t i = 0; i < got.n; i++) cr_assert_null(strchr(strchr(got.items[i], '|') + 1, ' '), "%s", got.items[i]);
    drawn(&doc, "line", "strike", "data-cell", &got);
    cr_assert_eq(got.n, 0);
    cr_assert(strstr(svg, "<title>Sudoku position</title>"));
    free(doc.elements);
    nonet_free(svg);
    nonet_grid_free(g);
}

/* The examples of docs/techniques/x_wing.md and simple_colors.md. */
#define X_WING_POSITION                                                                                      \
    ":0300:3:9.....+5+6+1..+6.+1.7+937+1..962486...2+147+9........5....4...642..+586+1+75.71.+2..+4..1....+52::" \
    "313 314 343 344 353 354 363 364 394::"
#define SIMPLE_COLORS_POSITION                                                                                 \
    ":0500:2:+6+745+93+12+8..+1.87.+45+5+8.14..+7.1+534.9.+8.8.+7........6+8......+6+8+7.+4+5917+15+9682+3+4....5+18+67:" \
    "327 657 659:294::"

/* Find the documented step and check its picture. */
static void check_documented(const char *position, nonet_technique t, const char *line) {
    nonet_grid *g = support_grid(position);
    nonet_step steps[SUPPORT_FIND_MAX];
    size_t n = support_find(g, t, steps, SUPPORT_FIND_MAX);
    const nonet_step *found = NULL;
    for (size_t i = 0; i < n && i < SUPPORT_FIND_MAX; i++)
        if (strcmp(support_step_text(&steps[i]), line) == 0) found = &steps[i];
    cr_assert_not_null(found, "no step %s", line);
    check_picture(g, found);
    nonet_grid_free(g);
}

Test(render_svg, documented_x_wing) {
    check_documented(X_WING_POSITION, NONET_T_X_WING, "X-Wing: 3 r37 c34 => r1c34,r4c34,r5c34,r6c34,r9c4<>3");
}

Test(render_svg, documented_simple_colors_with_links) {
    check_documented(SIMPLE_COLORS_POSITION, NONET_T_SIMPLE_COLORS,
                     "Simple Colors Trap: 2 (r2c4,r3c3) / (r3c6,r9c3) => r9c4<>2");
}

/* Every step of whole solutions (singles to fish and uniqueness tests),
** each drawn on the position before it. */
Test(render_svg, every_step_of_solutions_is_drawn_as_recorded) {
    static const char *const puzzles[] = {
        "720000060015080007090100200000001003302070106100300000006005030900020680050000012",
        "000000000000000012003045600000000304002000000170800000000100070004000000800090000",
    };
    nonet_solver *solver = nonet_solver_new();
    for (size_t p = 0; p < sizeof puzzles / sizeof *puzzles; p++) {
        nonet_grid *g = support_grid(puzzles[p]);
        nonet_trace *trace = NULL;
        cr_assert_eq(nonet_explain(solver, g, &trace, NULL), NONET_OK);
        size_t n = nonet_trace_count(trace);
        cr_assert_gt(n, 50);
        for (size_t i = 0; i < n; i++) {
            check_picture(g, nonet_trace_step(trace, i));
            nonet_step_apply(g, nonet_trace_step(trace, i));
        }
        nonet_trace_free(trace);
        nonet_grid_free(g);
    }
    nonet_solver_free(solver);
}

/* Whole solutions with a continuous nice loop (grouped too), discontinuous
** loops and open chains: only the continuous loops' starts are dashed. */
Test(render_svg, a_continuous_loop_start_is_dashed_and_no_other) {
    static const char *const puzzles[] = {
        "100020006005607800009000100800070003047080610000206000002864900004000300050000080",
        "000050000002814600700000004000106000040000010600090002010000070008502300075000480",
    };
    nonet_solver *solver = nonet_solver_new();
    int loops = 0, chains = 0;
    for (size_t p = 0; p < sizeof puzzles / sizeof *puzzles; p++) {
        nonet_grid *g = support_grid(puzzles[p]);
        nonet_trace *trace = NULL;
        cr_assert_eq(nonet_explain(solver, g, &trace, NULL), NONET_OK);
        for (size_t i = 0; i < nonet_trace_count(trace); i++) {
            const nonet_step *s = nonet_trace_step(trace, i);
            const nonet_technique_info *info = nonet_technique_info_of(s->technique);
            if (s->n_links && strcmp(info->family, "chains") == 0) *(continuous_loop(s) ? &loops : &chains) += 1;
            check_picture(g, s);
            nonet_step_apply(g, s);
        }
        nonet_trace_free(trace);
        nonet_grid_free(g);
    }
    nonet_solver_free(solver);
    cr_assert_eq(loops, 2, "a continuous loop in each puzzle");
    cr_assert_geq(chains, 2, "chains that are not continuous loops");
}
