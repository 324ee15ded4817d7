/*
** render_basic.c -- the explanation lines of the basic families: singles,
** intersections and subsets ("Name: digits in where => effects"), the
** plain form ("Name: effects") and backtracking.
*/
#include "mask.h"
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
/* Variant 0: every empty cell placed. Variant 1, the explained guess
** (src/solve/guess.c): the assumption, the placements its logic made, and
** where no room was left:
**     Backtracking: r1c1=5 => r2c3=4, r5c5=1 => r7c7 has no candidate => r1c1<>5 */
void text_backtracking(text_buf *tb, const nonet_step *s) {
    if (s->variant != 1 || s->n_marks == 0) {
        tb_printf(tb, "Backtracking: no technique applies with %d cells empty => ", s->n_placements);
        tb_effects(tb, s);
        return;
    }
    tb_text(tb, "Backtracking: no technique applies; assume ");
    for (int i = 0; i < s->n_marks; i++) {
        tb_text(tb, i == 0 ? "" : i == 1 ? " => " : ", ");
        tb_cell(tb, s->marks[i].cell);
        tb_printf(tb, "=%d", s->marks[i].digit);
    }
    tb_text(tb, " => ");
    if (s->n_cells) {
        tb_cell(tb, s->cells[0]);
        tb_text(tb, " has no candidate");
    } else {
        tb_printf(tb, "%d has no place in ", mask_lowest(s->digits));
        tb_unit(tb, s->units[0].unit);
    }
    tb_then_effects(tb, s);
}
