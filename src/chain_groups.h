/*
** chain_groups.h -- group nodes for grouped chains (HoDoKu's grouped nice
** loops and AICs): the cells of one line-box crossing that hold a digit,
** when there are two or three of them, taken as one node; of three, each
** pair is a group too (HoDoKu's group nodes). "On" means the
** digit is in one of the group's cells, "off" in none of them.
**
**     box 1, row 1:   [r1c1 r1c2] r1c3       group r1c12 (digit d in two
**                      r2c1 ...               of the crossing's cells)
**
** A group links like a cell: strongly to the rest of a unit's places of the
** digit when that rest is one cell or one group, weakly to every cell or
** group of the digit that sees all of its cells.
*/
#ifndef NONET_CHAIN_GROUPS_H
#define NONET_CHAIN_GROUPS_H

#include <stdbool.h>
#include <stdint.h>

#include "grid.h"

/* 54 line-box crossings (27 rows, 27 columns of boxes) times 9 digits,
** each with up to four groups (the three pairs and the triple). */
#define CHAIN_GROUPS (54 * 9 * 4)

typedef struct chain_group {
    uint8_t digit, n;  /* the digit; 2 or 3 cells */
    uint8_t line, box; /* the two units holding every cell */
    uint16_t line_positions, box_positions; /* the cells as positions in each */
    uint8_t cells[3];  /* ascending */
} chain_group;

/* The groups of a position, by digit. */
typedef struct chain_groups {
    int n;
    chain_group group[CHAIN_GROUPS];
    uint16_t first[10]; /* group[first[d - 1] .. first[d]) are digit d's */
} chain_groups;

/* Every group of g (in digit order). */
void chain_groups_build(chain_groups *gs, const nonet_grid *g);

/* The group of digit whose cells are exactly the positions of unit, or
** -1. */
int chain_group_find(const chain_groups *gs, int digit, int unit, uint16_t positions);

/* Does the group hold cell? */
bool chain_group_has(const chain_group *group, int cell);

#endif
