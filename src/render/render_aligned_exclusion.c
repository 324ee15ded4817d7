/*
** render_aligned_exclusion.c -- Aligned Pair and Triplet Exclusion
** (strategies/aligned_exclusion.c): the base cells, the excluders' cells in
** parentheses, the effects:
**     Aligned Pair Exclusion: r1c1,r1c5 (r2c2,r3c5) => r1c1<>3
*/
#include "text_formats.h"

void text_aligned_exclusion(text_buf *tb, const nonet_step *s) {
    tb_name(tb, s);
    tb_text(tb, ": ");
    for (int i = 0; i < s->n_cells; i++) {
        if (i) tb_text(tb, ",");
        tb_cell(tb, s->cells[i]);
    }
    tb_text(tb, " ");
    tb_cells_with_role(tb, s, NONET_ROLE_COLOR_A);
    tb_then_effects(tb, s);
}
