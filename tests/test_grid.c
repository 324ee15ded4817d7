/*
** test_grid.c -- geometry tables and candidate bookkeeping.
*/
#include <criterion/criterion.h>

#include "grid.h"
#include "mask.h"
#include "support.h"

Test(tables, every_cell_in_three_units_with_twenty_peers) {
    for (int c = 0; c < N_CELLS; c++) {
        for (int k = 0; k < 3; k++)
            cr_assert_eq(unit_cells[cell_units[c][k]][cell_index[c][k]], c);
        for (int p = 0; p < N_PEERS; p++) cr_assert(cells_see(c, cell_peers[c][p]));
    }
    cr_assert_eq(cell_box(40), 4);
    cr_assert_eq(cell_units[80][UNIT_BOX], 26);
}

Test(grid, place_removes_digit_from_peers_and_keeps_where) {
    nonet_grid g;
    grid_init(&g);
    grid_place(&g, 0, 7);
    cr_assert_eq(g.value[0], 7);
    cr_assert(!mask_has(g.cand[4], 7), "r1c5 still has 7");
    cr_assert(!mask_has(g.cand[72], 7), "r9c1 still has 7");
    cr_assert(mask_has(g.cand[40], 7), "r5c5 lost 7");
    cr_assert_eq(g.where[0][7], 0, "row 1 can no longer place 7");
    cr_assert(grid_consistent(&g));
    grid_eliminate(&g, 40, 3);
    cr_assert(!((g.where[4][3] >> 4) & 1u), "r5c5 still listed for 3 in row 5");
    cr_assert(grid_consistent(&g));
}

Test(grid, contradiction_when_cell_empties) {
    nonet_grid g;
    grid_init(&g);
    cr_assert(!grid_contradiction(&g));
    grid_restrict(&g, 10, 0);
    cr_assert(grid_contradiction(&g));
}

Test(grid, public_place_rejects_non_candidate) {
    nonet_grid *g = nonet_grid_new();
    cr_assert_eq(nonet_grid_place(g, 0, 5), NONET_OK);
    cr_assert_eq(nonet_grid_place(g, 1, 5), NONET_BAD_ARGUMENT);
    cr_assert_eq(nonet_grid_place(g, 81, 1), NONET_BAD_ARGUMENT);
    cr_assert_eq(nonet_grid_eliminate(g, 2, 0), NONET_BAD_ARGUMENT);
    nonet_grid_free(g);
}

Test(mask, count_agrees_with_the_builtin_on_every_16_bit_value) {
    for (unsigned m = 0; m < 65536u; m++)
        cr_assert_eq(mask_count((uint16_t)m), __builtin_popcount(m), "mask %u", m);
    cr_assert_eq(mask_lowest(0x100), 9);
    cr_assert(mask_single(0x40) && !mask_single(0x41) && !mask_single(0));
}
