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

/* A chain's nodes are numbered: the 729 candidates (cell * 9 + digit - 1),
** then the groups, then the ALS parts (chain_als.h). */
#define CHAIN_NODES 729

/* 54 line-box crossings (27 rows, 27 columns of boxes) times 9 digits,
** each with up to four groups (the three pairs and the triple). */
#define CHAIN_GROUPS (54 * 9 * 4)

typedef struct chain_group {
    uint8_t digit, n;  /* the digit; 2 or 3 cells */
    uint8_t line, box; /* the two units holding every cell */
    uint16_t line_positions, box_positions; /* the cells as positions in each */
    uint8_t cells[3];  /* ascending */
} chain_group;

/* The groups of a position, by digit, then box. */
typedef struct chain_groups {
    int n;
    chain_group group[CHAIN_GROUPS];
    /* group[box_first[d - 1][b] .. box_first[d - 1][b + 1]) are digit d's
    ** in box b (so the links of a unit look at its boxes only). */
    uint16_t box_first[9][10];
} chain_groups;

/* The first of digit's groups in box b (0-8), and the end of them. */
static inline int chain_groups_begin(const chain_groups *gs, int digit, int b) { return gs->box_first[digit - 1][b]; }
static inline int chain_groups_end(const chain_groups *gs, int digit, int b) { return gs->box_first[digit - 1][b + 1]; }

/* Every group of g (in digit order). */
void chain_groups_build(chain_groups *gs, const nonet_grid *g);

/* The group of digit whose cells are exactly the positions of unit, or
** -1. */
int chain_group_find(const chain_groups *gs, int digit, int unit, uint16_t positions);

/* Does the group hold cell? */
bool chain_group_has(const chain_group *group, int cell);

#endif
