/*
** test_grid.c -- geometry tables and candidate bookkeeping.
*/
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "grid.h"
#include "mask.h"
#include "support.h"

Test(tables, every_cell_in_three_units_with_twenty_peers) {
    for (int c = 0; c < N_CELLS; c++) {
        for (int k = 0; k < 3; k++)
            cr_assert_eq(unit_cells[cell_units[c][k]][cell_index[c][k]], c);
        for (int p = 0; p < N_PEERS; p++) cr_assert(cells_see(c, cell_peers[c][p]));
        for (int p = 0; p < N_CELLS; p++)
            cr_assert_eq(cellset_has(cell_peer_sets[c], p), cells_see(c, p), "cell_peer_sets[%d], cell %d", c, p);
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

/* Are the two grids the same, field by field? */
static bool same_grid(const nonet_grid *a, const nonet_grid *b) {
    return !memcmp(a->cand, b->cand, sizeof a->cand) && !memcmp(a->value, b->value, sizeof a->value) &&
           !memcmp(a->given, b->given, sizeof a->given) && !memcmp(a->where, b->where, sizeof a->where) &&
           !memcmp(a->placed, b->placed, sizeof a->placed) && a->empty == b->empty &&
           a->has_givens == b->has_givens && a->has_pencilmarks == b->has_pencilmarks;
}

/* grid_from_values against grid_init and grid_place one value at a time:
** the givens of sample puzzles, and random parts of their solutions. */
Test(grid, from_values_equals_placing_one_by_one) {
    char path[512], line[256];
    snprintf(path, sizeof path, "%s/puzzles/diabolical-sample.txt", NONET_SOURCE_DIR);
    FILE *fp = fopen(path, "r");
    cr_assert_not_null(fp);
    unsigned seed = 12345;
    int compared = 0;
    while (fgets(line, sizeof line, fp)) {
        if (line[0] == '#') continue;
        line[81] = '\0';
        nonet_grid *puzzle = support_grid(line);
        uint8_t solution[81], values[81];
        support_solution(puzzle, solution);
        for (int round = 0; round < 4; round++) {
            nonet_grid bulk, one_by_one;
            grid_init(&one_by_one);
            for (int c = 0; c < N_CELLS; c++) {
                seed = seed * 1103515245u + 12345u;
                values[c] = round == 0 ? puzzle->value[c] : (seed >> 16) % 4 < (unsigned)round ? solution[c] : 0;
                if (values[c]) grid_place(&one_by_one, c, values[c]);
            }
            grid_from_values(&bulk, values);
            cr_assert(same_grid(&bulk, &one_by_one), "%s, round %d", line, round);
            cr_assert(grid_consistent(&bulk));
            compared++;
        }
        nonet_grid_free(puzzle);
    }
    fclose(fp);
    cr_assert_gt(compared, 300);
}
