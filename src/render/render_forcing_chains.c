/*
** render_forcing_chains.c -- Sudoku Explainer's cycles and forcing chains
** (strategies/forcing_chains.c) in Eureka notation, the forum's: each
** candidate as (digit)cell, "-" for a weak link (the first end on turns
** the second off), "=" for a strong one (the first end off turns the
** second on), the effects after "=>":
**     Forcing X-Chain: (9)r1c1-(9)r2c2=(9)r2c5-(9)r5c5=(9)r5c1-(9)r1c1 => r1c1<>9
**     X-Cycle: (4)r2c3=(4)r2c8-(4)r7c8=(4)r7c3-(4)r2c3 => r5c3<>4
** The chain is the step's links in order (a forcing chain ends on its start
** candidate, a cycle closes on it).
*/
#include "text_formats.h"

/* One candidate: "(9)r1c1". */
static void tb_candidate(text_buf *tb, nonet_candidate c) {
    tb_printf(tb, "(%d)", c.digit);
    tb_cell(tb, c.cell);
}

void text_forcing_chain(text_buf *tb, const nonet_step *s) {
    tb_name(tb, s);
    tb_text(tb, ": ");
    for (int i = 0; i < s->n_links; i++) {
        if (i == 0) tb_candidate(tb, s->links[0].from);
        tb_text(tb, s->links[i].strong ? "=" : "-");
        tb_candidate(tb, s->links[i].to);
    }
    tb_then_effects(tb, s);
}
