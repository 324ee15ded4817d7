/*
** render_chains.c -- chains and loops in HoDoKu's words:
**     X-Chain: 5 r2c3 =5= r2c7 -5- r5c7 =5= r5c1 => r4c3<>5
**     XY-Chain: 1 1- r1c2 -5- r3c1 -7- r9c1 -1 => r8c2<>1
**     AIC: 1/5 5- r1c2 =5= r1c5 -1- r4c5 =1= r4c2 -1 => r4c2<>5
**     Continuous Nice Loop: 2/5 r1c1 =2= r1c5 -5- r3c5 =5= r3c1 -2- r1c1 => ...
**     Discontinuous Nice Loop: 3/9 r5c2 -9- r5c7 =9= r1c7 ... -9- r5c2 => r5c2<>9
** Cells follow each other with the link between them ("=5=" strong, "-5-"
** weak); a change of digit inside a cell is not written (the next link's
** digit shows it). An AIC or XY-Chain names the digit of its first node
** before the chain ("5-") and that of its last after it ("-1"). The step
** layout is that of strategies/chains.c: the marks are the chain's
** candidates in order, the links join them.
*/
#include "render_chains.h"

#include <stdbool.h>

#include "mask.h"
#include "render_single_digit.h"

/* The chain with its end digits: "5- r1c2 =5= ... r4c2 -1". */
static void tb_chain_with_ends(text_buf *tb, const nonet_step *s) {
    if (!s->n_marks) return;
    tb_digits(tb, mask_of(s->marks[0].digit), "");
    tb_text(tb, "- ");
    tb_chain(tb, s);
    tb_text(tb, " -");
    tb_digits(tb, mask_of(s->marks[s->n_marks - 1].digit), "");
}

/* "Name: digits chain => effects", the chain with its end digits or not. */
static void text_chain_line(text_buf *tb, const nonet_step *s, uint16_t digits, bool with_ends) {
    tb_name_digits(tb, s, digits);
    tb_text(tb, " ");
    if (with_ends) tb_chain_with_ends(tb, s);
    else tb_chain(tb, s);
    tb_then_effects(tb, s);
}

void text_xy_chain(text_buf *tb, const nonet_step *s) {
    text_chain_line(tb, s, s->n_marks ? mask_of(s->marks[0].digit) : 0, true);
}

void text_aic(text_buf *tb, const nonet_step *s) { text_chain_line(tb, s, s->digits, true); }

void text_nice_loop(text_buf *tb, const nonet_step *s) { text_chain_line(tb, s, s->digits, false); }
