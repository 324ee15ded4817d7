/*
** render_single_digit.c -- single-digit patterns in HoDoKu's words:
**     Skyscraper: 6 in r5c6,r6c9 (connected by r3c69) => r5c78,r6c45<>6
**     2-String Kite: 5 in r2c5,r7c4 (connected by r8c5,r9c4) => r2c4<>5
**     Turbot Fish: 5 r2c4 =5= r2c8 -5- r6c8 =5= r6c5 => r5c4<>5
**     Empty Rectangle: 5 in b9 (r7c56) => r3c6<>5
** The step layouts are those of strategies/single_digit.c: cells[0..1] the
** chain's ends (the rectangle's strong link), cells[2..3] the connecting
** cells, links in chain order, units[0] the rectangle's box.
*/
#include "render_single_digit.h"

bool text_links_form_chain(const nonet_step *s) {
    int at = s->n_cells ? s->cells[0] : -1;
    for (int i = 0; i < s->n_links; i++) {
        const nonet_link *l = &s->links[i];
        if (l->from.cell == l->to.cell) continue;
        if (l->from.cell != at) return false;
        at = l->to.cell;
    }
    return at >= 0;
}

void tb_chain(text_buf *tb, const nonet_step *s) {
    if (!s->n_links) return;
    tb_cell(tb, s->links[0].from.cell);
    for (int i = 0; i < s->n_links; i++) {
        const nonet_link *l = &s->links[i];
        if (l->from.cell == l->to.cell) continue;
        char sign = l->strong ? '=' : '-';
        tb_printf(tb, " %c%d%c ", sign, l->to.digit, sign);
        tb_cell(tb, l->to.cell);
    }
}

/* The first two cells of the step, compressed. */
static void tb_first_two(text_buf *tb, const nonet_step *s) {
    tb_cells(tb, s->cells, s->n_cells < 2 ? s->n_cells : 2);
}

void text_two_links(text_buf *tb, const nonet_step *s) {
    tb_name_digits(tb, s, s->digits);
    tb_printf(tb, " in ");
    tb_first_two(tb, s);
    if (s->n_cells >= 4) {
        tb_printf(tb, " (connected by ");
        tb_cells(tb, s->cells + 2, 2);
        tb_printf(tb, ")");
    }
    tb_then_effects(tb, s);
}

void text_turbot(text_buf *tb, const nonet_step *s) {
    tb_name_digits(tb, s, s->digits);
    tb_printf(tb, " ");
    tb_chain(tb, s);
    tb_then_effects(tb, s);
}

void text_empty_rectangle(text_buf *tb, const nonet_step *s) {
    tb_name_digits(tb, s, s->digits);
    tb_printf(tb, " in ");
    if (s->n_units) tb_unit(tb, s->units[0].unit);
    tb_printf(tb, " (");
    tb_first_two(tb, s);
    tb_printf(tb, ")");
    tb_then_effects(tb, s);
}
