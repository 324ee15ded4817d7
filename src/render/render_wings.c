/*
** render_wings.c -- wings and remote pairs in HoDoKu's words:
**     XY-Wing: 1/2/3 in r2c7,r3c18 => r3c7<>3
**     XYZ-Wing: 4/6/7 in r23c4,r3c7 => r3c56<>6
**     W-Wing: 4/1 in r1c9,r8c7 connected by 1 in r18c3 => r123c7,r89c9<>4
**     Remote Pair: 5/8 r7c5 -8- r4c5 -5- r4c8 -8- r9c8 => r7c79,r9c46<>5, ...
**     Remote Pair: 4/5 (r2c2,r3c9,r6c1) / (r2c7,r3c1) => r6c7<>5 (branching)
** The step layouts are those of strategies/wings.c: cells[0] the pivot,
** cells[1..2] the pincers; W-Wing cells[0..1] the bivalue cells and
** cells[2..3] the strong link; remote pair marks coloured A/B.
*/
#include "text_formats.h"

#include "render_single_digit.h"

void text_wing(text_buf *tb, const nonet_step *s) {
    uint16_t pivot = text_role_digits(s, NONET_ROLE_PIVOT);
    tb_name_digits(tb, s, pivot);
    if (s->technique == NONET_T_XY_WING) {
        tb_printf(tb, "/");
        tb_digits(tb, s->digits & (uint16_t)~pivot, "/");
    }
    tb_printf(tb, " in ");
    tb_step_cells(tb, s);
    tb_then_effects(tb, s);
}

void text_w_wing(text_buf *tb, const nonet_step *s) {
    uint16_t x = text_role_digits(s, NONET_ROLE_PINCER), y = s->digits & (uint16_t)~x;
    tb_name_digits(tb, s, x);
    tb_printf(tb, "/");
    tb_digits(tb, y, "/");
    tb_printf(tb, " in ");
    tb_cells(tb, s->cells, s->n_cells < 2 ? s->n_cells : 2);
    tb_printf(tb, " connected by ");
    tb_digits(tb, y, "/");
    tb_printf(tb, " in ");
    if (s->n_cells >= 4) tb_cells(tb, s->cells + 2, 2);
    tb_then_effects(tb, s);
}

void text_remote_pair(text_buf *tb, const nonet_step *s) {
    tb_name_digits(tb, s, s->digits);
    tb_printf(tb, " ");
    if (text_links_form_chain(s)) {
        tb_chain(tb, s);
    } else {
        tb_cells_with_role(tb, s, NONET_ROLE_COLOR_A);
        tb_printf(tb, " / ");
        tb_cells_with_role(tb, s, NONET_ROLE_COLOR_B);
    }
    tb_then_effects(tb, s);
}
