/*
** render_unique_loops.c -- Sudoku Explainer's unique rectangles and loops
** (strategies/unique_loops.c): the kind by the loop's size, its type, the
** two digits, the loop's cells in order, the effects:
**     Unique Rectangle type 1: 2/7 in r1c1,r1c5,r4c5,r4c1 => r4c1<>2, r4c1<>7
**     Unique Loop type 2: 3/8 in r1c1,r1c4,r5c4,r5c7,r8c7,r8c1 => r6c1<>5
*/
#include "text_formats.h"

void text_unique_loop(text_buf *tb, const nonet_step *s) {
    tb_printf(tb, "Unique %s type %d: ", s->n_cells == 4 ? "Rectangle" : "Loop", s->variant);
    tb_digits(tb, s->digits, "/");
    tb_text(tb, " in ");
    for (int i = 0; i < s->n_cells; i++) {
        if (i) tb_text(tb, ",");
        tb_cell(tb, s->cells[i]);
    }
    tb_then_effects(tb, s);
}
