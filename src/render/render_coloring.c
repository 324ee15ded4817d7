/*
** render_coloring.c -- colouring steps in HoDoKu's words:
**     Simple Colors Trap: 2 (r2c4,r3c3) / (r3c6,r9c3) => r9c4<>2
**     Multi Colors 1: 2 (r1c1,r5c3) / (r4c1), (r1c4,r2c3) / (r2c5) => r4c5<>2
** The name carries the variant (Trap/Wrap, 1/2); each colour lists its
** cells uncompressed in cell order, the two colours of a cluster joined
** by " / ", the clusters by ", ".
*/
#include "text_formats.h"

/* The colours in the order HoDoKu prints them. */
static const nonet_role color_roles[] = {NONET_ROLE_COLOR_A, NONET_ROLE_COLOR_B,
                                         NONET_ROLE_COLOR_C, NONET_ROLE_COLOR_D};

/* The name with its variant: "Simple Colors Trap", "Multi Colors 2". */
static void tb_coloring_name(text_buf *tb, const nonet_step *s) {
    tb_name(tb, s);
    if (s->technique == NONET_T_SIMPLE_COLORS)
        tb_printf(tb, "%s", s->variant == 2 ? " Wrap" : " Trap");
    else
        tb_printf(tb, " %d", s->variant);
}

/* One colour as "(r1c1,r5c3)", cells in index order, after sep; nothing
** when the step has no mark with that role (HoDoKu skips it too). */
static void tb_color(text_buf *tb, const nonet_step *s, nonet_role role, const char *sep) {
    if (!text_role_digits(s, role)) return;
    tb_printf(tb, "%s", sep);
    tb_cells_with_role(tb, s, role);
}

/* The whole line: name and variant, digit, colours, effects. */
void text_coloring(text_buf *tb, const nonet_step *s) {
    tb_coloring_name(tb, s);
    tb_printf(tb, ": ");
    tb_digits(tb, s->digits, ",");
    tb_printf(tb, " ");
    for (int i = 0; i < 4; i++)
        tb_color(tb, s, color_roles[i], i == 0 ? "" : i % 2 ? " / " : ", ");
    tb_then_effects(tb, s);
}
