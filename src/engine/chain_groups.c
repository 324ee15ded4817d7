/*
** chain_groups.c -- the group nodes of a position (see chain_groups.h).
*/
#include "chain_groups.h"

#include "mask.h"
#include "tables.h"

/* Add the group of digit on the positions where of box (two or three). */
static void add_group(chain_groups *gs, int digit, int box, uint16_t where) {
    chain_group *group = &gs->group[gs->n++];
    group->digit = (uint8_t)digit;
    group->n = 0;
    for (uint16_t m = where; m; m = mask_rest(m)) group->cells[group->n++] = unit_cells[box][mask_first_index(m)];
    int a = group->cells[0], b = group->cells[1];
    group->line = cell_row(a) == cell_row(b) ? cell_units[a][UNIT_ROW] : cell_units[a][UNIT_COL];
    group->box = (uint8_t)box;
    group->box_positions = where;
    group->line_positions = 0;
    for (int i = 0; i < group->n; i++)
        group->line_positions |= cell_position(group->cells[i], unit_kind(group->line));
}

/* The groups of digit on the box positions of box: the cells holding the
** digit when two or three do, and each pair of three. */
static void add_groups(chain_groups *gs, const nonet_grid *g, int digit, int box, uint16_t positions) {
    uint16_t where = g->where[box][digit] & positions;
    if (mask_count(where) < 2) return;
    add_group(gs, digit, box, where);
    if (mask_count(where) == 3)
        for (uint16_t m = where; m; m = mask_rest(m)) add_group(gs, digit, box, where & (uint16_t)~mask_of(mask_lowest(m)));
}

void chain_groups_build(chain_groups *gs, const nonet_grid *g) {
    gs->n = 0;
    for (int digit = 1; digit <= 9; digit++) {
        for (int b = 0; b < 9; b++) {
            gs->box_first[digit - 1][b] = (uint16_t)gs->n;
            for (int k = 0; k < 3; k++) {
                add_groups(gs, g, digit, box_unit(b), triple_positions(k));
                add_groups(gs, g, digit, box_unit(b), box_col_positions(k));
            }
        }
        gs->box_first[digit - 1][9] = (uint16_t)gs->n;
    }
}

/* Only the box of the positions' first cell can hold such a group. */
int chain_group_find(const chain_groups *gs, int digit, int unit, uint16_t positions) {
    if (!positions) return -1;
    int b = cell_box(unit_cells[unit][mask_first_index(positions)]);
    for (int i = chain_groups_begin(gs, digit, b); i < chain_groups_end(gs, digit, b); i++) {
        const chain_group *group = &gs->group[i];
        if ((group->line == unit && group->line_positions == positions) ||
            (group->box == unit && group->box_positions == positions))
            return i;
    }
    return -1;
}

bool chain_group_has(const chain_group *group, int cell) {
    for (int i = 0; i < group->n; i++)
        if (group->cells[i] == cell) return true;
    return false;
}
