/*
** test_render_svg.c -- the picture of a step shows exactly the step's
** pattern: the SVG is read back tag by tag (class and data attributes),
** not compared byte for byte.
*/
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "step.h"
#include "support.h"

/* Value of attribute name in the tag starting at tag (up to '>'), or "". */
static void attr(const char *tag, const char *name, char *out, size_t size) {
    char key[32];
    snprintf(key, sizeof key, " %s=\"", name);
    const char *end = strchr(tag, '>');
    const char *p = strstr(tag, key);
    out[0] = '\0';
    if (!p || (end && p > end)) return;
    p += strlen(key);
    size_t n = strcspn(p, "\"");
    if (n >= size) n = size - 1;
    memcpy(out, p, n);
    out[n] = '\0';
}

/* Collect "cell:digit" (or the cell / unit alone) of every tag whose class
** is exactly cls, joined by spaces, in document order. */
static void collect(const char *svg, const char *cls, const char *key, char *out, size_t size) {
    out[0] = '\0';
    for (const char *p = strchr(svg, '<'); p; p = strchr(p + 1, '<')) {
        char c[64], k[16], d[8];
        attr(p, "class", c, sizeof c);
        if (strcmp(c, cls)) continue;
        attr(p, key, k, sizeof k);
        attr(p, "data-digit", d, sizeof d);
        size_t len = strlen(out);
        snprintf(out + len, size - len, "%s%s%s%s", len ? " " : "", k, d[0] ? ":" : "", d);
    }
}

#define POSITION "000000000000000000000000000000000000000000000000000000000000000000000000000000123"

Test(render_svg, highlights_are_the_step_record) {
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
    char *svg = nonet_step_svg(g, &s);
    cr_assert_not_null(svg);
    char got[512];
    collect(svg, "cand elim", "data-cell", got, sizeof got);
    cr_assert_str_eq(got, "r1c3:3 r5c3:3");
    collect(svg, "cand place", "data-cell", got, sizeof got);
    cr_assert_str_eq(got, "r2c2:4");
    collect(svg, "mark base", "data-cell", got, sizeof got);
    cr_assert_str_eq(got, "r3c3:3");
    collect(svg, "mark fin", "data-cell", got, sizeof got);
    cr_assert_str_eq(got, "r3c4:3");
    collect(svg, "cell pattern", "data-cell", got, sizeof got);
    cr_assert_str_eq(got, "r3c3");
    collect(svg, "unit base", "data-unit", got, sizeof got);
    cr_assert_str_eq(got, "r3");
    collect(svg, "unit cover", "data-unit", got, sizeof got);
    cr_assert_str_eq(got, "c3");
    collect(svg, "link strong", "data-from", got, sizeof got);
    cr_assert_str_eq(got, "r3c3:3");
    collect(svg, "link weak", "data-to", got, sizeof got);
    cr_assert_str_eq(got, "r5c4:3");
    collect(svg, "value given", "data-cell", got, sizeof got);
    cr_assert_str_eq(got, "r9c7 r9c8 r9c9");
    nonet_free(svg);
    nonet_grid_free(g);
}

Test(render_svg, plain_position_has_no_highlight) {
    nonet_grid *g = support_grid(POSITION);
    char *svg = nonet_step_svg(g, NULL);
    cr_assert_not_null(svg);
    cr_assert_null(strstr(svg, "class=\"cand elim\""));
    cr_assert_null(strstr(svg, "class=\"mark"));
    cr_assert(strstr(svg, "</svg>"));
    nonet_free(svg);
    nonet_grid_free(g);
}
