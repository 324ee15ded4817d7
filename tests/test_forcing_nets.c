/*
** test_forcing_nets.c -- HoDoKu's Forcing Chain and Forcing Net
** (contradiction and verity) and Forcing Net (+), strategies/forcing_nets.c.
** HoDoKu's regression library has no cases of them (its codes 1301-1304
** are headers only), so the positions are real ones: the pipeline's own
** paths through magictour's puzzles (the first needs a Forcing Net, the
** 52nd a Forcing Chain, a later one a Forcing Net (+)). At
** the position before each row's first step, the pipeline's step is
** exactly the expected one, and every hint nonet_find lists there (each
** result's smallest) agrees with the solution.
*/
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "support_find.h"

/* magictour-top1465.txt, line 1; and line 2, whose path needs a Forcing
** Chain and then a Forcing Net (+). */
#define MAGIC_1 "400030000000600800000000001000050090080000600070200000000102700503000040900000000"
#define MAGIC_PLUS "708000300000201000500000000040000026300080000000100090090600004000070500000000000"
/* forum-hardest-1106 style puzzle beyond Dynamic+: the pipeline stalls at
** its start (SE rates it 9.5 or more: nested chains). */
#define BEYOND "980700600750040000003008070500007030009400000000020100300000001090005080005200006"

/* The pipeline's first step of t on puzzle is want; every step of t
** there agrees with the solution (support_collect checks each). */
static void expect_first(const char *puzzle, nonet_technique t, const char *want) {
    nonet_step step;
    nonet_grid *g = support_first_step_is(puzzle, t, want, &step);
    support_found *f = support_collect(g, t, SUPPORT_UNIQUE);
    cr_expect_gt(f->n, 0);
    cr_expect_str_eq(f->text[0], want, "find lists the smallest first");
    free(f);
    nonet_grid_free(g);
}

Test(forcing_nets, forcing_chain_fires) {
    expect_first(MAGIC_PLUS, NONET_T_FORCING_CHAIN,
                 "Forcing Chain Verity: (5)r2c5-(5)r4c5=(9)r4c5-(9)r4c1=(9)r2c1-(9)r2c9; "
                 "(5)r2c8-(8)r2c8=(8)r2c9-(9)r2c9; (5)r2c9-(9)r2c9 => r2c9<>9");
}

Test(forcing_nets, forcing_net_fires) {
    expect_first(MAGIC_1, NONET_T_FORCING_NET,
                 "Forcing Net Verity: (3)r3c7-(4)r3c7=(4)r6c7-(5)r6c7=(5)r1c7-(5)r1c2=(6)r1c2-(6)r7c2=(4)r7c2-"
                 "(4)r4c2=(3)r4c2-(3)r4c9; (3)r4c7-(3)r4c9; (3)r6c7-(3)r4c9 => r4c9<>3");
}

/* Where a technique on the reduced grid turns a state off (r4c7 off: 7
** leaves r5c2; r2c7 off: 5 leaves r2c9), the link before it is weak, so
** the notation reads "-(7)r5c2", "r5c2 is not 7" (it said "=" before). */
Test(forcing_nets, forcing_net_plus_fires) {
    expect_first(MAGIC_PLUS, NONET_T_FORCING_NET_PLUS,
                 "Forcing Net (+) Verity: (7)r2c7-(7)r4c7-(7)r5c2; (7)r2c7-(5)r2c9=(5)r2c5-(5)r4c5=(9)r4c5-(9)r5c6="
                 "(9)r5c3-(2)r5c3-(7)r5c2 => r5c2<>7");
}

/* Where the pipeline needs a Forcing Net (+), the plain rows have nothing:
** the position before its first step. */
Test(forcing_nets, plain_rows_silent_before_the_plus_step) {
    nonet_step step;
    nonet_grid *g = support_position_before(MAGIC_PLUS, NONET_T_FORCING_NET_PLUS, &step);
    support_expect_none(g, NONET_T_FORCING_CHAIN);
    support_expect_none(g, NONET_T_FORCING_NET);
    nonet_grid_free(g);
}

/* The open grid (every unit has nine places: no strong link, no common
** consequence) and a start beyond Dynamic+ give nothing. */
Test(forcing_nets, silent_on_open_grid_and_beyond_dynamic_plus) {
    static const nonet_technique rows[3] = {NONET_T_FORCING_CHAIN, NONET_T_FORCING_NET, NONET_T_FORCING_NET_PLUS};
    nonet_grid *open = nonet_grid_new(), *beyond = support_grid(BEYOND);
    for (int i = 0; i < 3; i++) {
        support_expect_none(open, rows[i]);
        support_expect_none(beyond, rows[i]);
    }
    nonet_grid_free(open);
    nonet_grid_free(beyond);
}
