/*
** render_forcing_nets.c -- HoDoKu's forcing chains and nets
** (strategies/forcing_nets.c): the form (contradiction or verity), then
** each branch from its premise to its end in Eureka notation, branches
** separated by "; " ("-" where an on state turns the next off, "=" where
** an off state turns the next on), then the effects:
**     Forcing Chain Verity: (2)r1c1-(2)r1c5=(2)r3c4; (7)r1c1-(7)r3c1=(2)r3c4 => r3c4=2
** A branch is a run of the step's links, each starting where the last
** ended. SE's own Forcing Chain (variant 0, forcing_chains.c) keeps its
** single-chain form.
*/
#include "text_formats.h"

static void tb_state(text_buf *tb, nonet_candidate c) {
    tb_printf(tb, "(%d)", c.digit);
    tb_cell(tb, c.cell);
}

static bool same_state(nonet_candidate a, nonet_candidate b) { return a.cell == b.cell && a.digit == b.digit; }

void text_forcing_net(text_buf *tb, const nonet_step *s) {
    if (s->variant == 0) {
        text_forcing_chain(tb, s);
        return;
    }
    tb_name(tb, s);
    tb_text(tb, s->variant == 1 ? " Contradiction:" : " Verity:");
    for (int i = 0; i < s->n_links; i++) {
        if (i == 0 || !same_state(s->links[i].from, s->links[i - 1].to)) {
            tb_text(tb, i ? "; " : " ");
            tb_state(tb, s->links[i].from);
        }
        tb_text(tb, s->links[i].strong ? "=" : "-");
        tb_state(tb, s->links[i].to);
    }
    tb_then_effects(tb, s);
}
