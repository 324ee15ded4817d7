/*
** render_forcing_nets.c -- HoDoKu's forcing chains and nets
** (strategies/forcing_nets.c): the form (contradiction or verity), then
** each branch from its premise to its end in Eureka notation, branches
** separated by "; " ("-" before a state turned off, "=" before one turned
** on: a state a Dynamic+ technique turns off follows an off state with
** "-"), then the effects:
**     Forcing Chain Verity: (2)r1c1-(2)r1c5=(2)r3c4; (7)r1c1-(7)r3c1=(2)r3c4 => r3c4=2
** A branch is a run of the step's links, each starting where the last
** ended. SE's own Forcing Chain (variant 0, forcing_chains.c) keeps its
** single-chain form.
*/
#include "text_formats.h"

void text_forcing_net(text_buf *tb, const nonet_step *s) {
    if (s->variant == 0) {
        text_forcing_chain(tb, s);
        return;
    }
    tb_name(tb, s);
    tb_text(tb, s->variant == 1 ? " Contradiction:" : " Verity:");
    tb_branches(tb, s);
    tb_then_effects(tb, s);
}
