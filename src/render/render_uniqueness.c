/*
** render_uniqueness.c -- explanation lines of the uniqueness families, as
** HoDoKu writes them: the type after the name, the two digits as "a/b",
** the four corners, then the effects. (HoDoKu lists an avoidable
** rectangle's digits in the order it met the solved cells; we list them in
** ascending order, as for unique rectangles.)
*/
#include "text_formats.h"

void text_rectangle(text_buf *tb, const nonet_step *s) {
    tb_name(tb, s);
    if (s->technique == NONET_T_UNIQUE_RECTANGLE) tb_printf(tb, " %d", s->variant);
    if (s->technique == NONET_T_AVOIDABLE_RECTANGLE) tb_printf(tb, " Type %d", s->variant);
    tb_printf(tb, ": ");
    tb_digits(tb, s->digits, "/");
    tb_printf(tb, " in ");
    tb_step_cells(tb, s);
    tb_then_effects(tb, s);
}

void text_bug_plus_1(text_buf *tb, const nonet_step *s) {
    tb_name(tb, s);
    tb_then_effects(tb, s);
}
