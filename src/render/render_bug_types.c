/*
** render_bug_types.c -- Sudoku Explainer's BUG types 1 to 4
** (strategies/bug_types.c): the type, the BUG digits and cells, the effects:
**     BUG type 2: 4 in r2c5,r7c5 => r2c1<>4
*/
#include "text_formats.h"

void text_bug(text_buf *tb, const nonet_step *s) {
    tb_printf(tb, "BUG type %d: ", s->variant);
    tb_digits(tb, s->digits, ",");
    tb_text(tb, " in ");
    tb_step_cells(tb, s);
    tb_then_effects(tb, s);
}
