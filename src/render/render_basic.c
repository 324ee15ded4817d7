/*
** render_basic.c -- the explanation lines of the basic families: singles,
** intersections and subsets ("Name: digits in where => effects"), the
** plain form ("Name: effects") and backtracking.
*/
#include "text_formats.h"

void text_plain(text_buf *tb, const nonet_step *s) {
    tb_name(tb, s);
    tb_text(tb, ": ");
    tb_effects(tb, s);
}

/* "Name: <digits> in <where> => effects", where is the first unit or the
** pattern's cells. */
static void text_digits_in(text_buf *tb, const nonet_step *s, bool in_unit) {
    tb_name(tb, s);
    tb_text(tb, ": ");
    tb_digits(tb, s->digits, ",");
    tb_text(tb, " in ");
    if (!in_unit) tb_step_cells(tb, s);
    else if (s->n_units) tb_unit(tb, s->units[0].unit);
    tb_then_effects(tb, s);
}

void text_digit_in_unit(text_buf *tb, const nonet_step *s) { text_digits_in(tb, s, true); }

void text_digits_in_cells(text_buf *tb, const nonet_step *s) { text_digits_in(tb, s, false); }

/* "Backtracking: no technique applies with 45 cells empty => r1c1=5, ..." */
void text_backtracking(text_buf *tb, const nonet_step *s) {
    tb_printf(tb, "Backtracking: no technique applies with %d cells empty => ", s->n_placements);
    tb_effects(tb, s);
}
