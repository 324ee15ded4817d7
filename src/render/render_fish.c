/*
** render_fish.c -- fish lines in HoDoKu's notation: name, digit, base
** units, cover units, each fin as "f" + cell (in cell order, space
** separated), then the effects:
**     X-Wing: 3 r37 c34 => r1c34,r4c34<>3
**     Finned X-Wing: 9 r48 c38 fr8c7 => r7c8<>9
*/
#include "text_formats.h"
#include "tables.h"

/* " fr3c8 fr1c9": the fin marks, by ascending cell. */
static void tb_fins(text_buf *tb, const nonet_step *s) {
    bool fin[N_CELLS] = {false};
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].role == NONET_ROLE_FIN) fin[s->marks[i].cell] = true;
    for (int cell = 0; cell < N_CELLS; cell++) {
        if (!fin[cell]) continue;
        tb_printf(tb, " f");
        tb_cell(tb, cell);
    }
}

void text_fish(text_buf *tb, const nonet_step *s) {
    tb_name(tb, s);
    tb_printf(tb, ": ");
    tb_digits(tb, s->digits, ",");
    tb_printf(tb, " ");
    tb_units_with_role(tb, s, NONET_ROLE_BASE);
    tb_printf(tb, " ");
    tb_units_with_role(tb, s, NONET_ROLE_COVER);
    tb_fins(tb, s);
    tb_then_effects(tb, s);
}
