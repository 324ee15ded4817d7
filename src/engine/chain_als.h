/*
** chain_als.h -- ALS nodes of grouped chains (HoDoKu's grouped nice loops
** and AICs allow them): an almost locked set (engine/als_sets.h: N cells of one
** unit holding N+1 digits) taken into a chain through two of its digits.
**
**     r1c1 -5- (5=3)r2c123 -3- r5c2
**
** r1c1 holds 5 and sees every cell of the set that holds 5: if r1c1 is 5,
** the set loses its 5, the N cells keep N digits and are locked, so 3 is
** in the set, and no cell that sees every 3 of the set is 3.
**
** The engine reads an ALS as one node per digit ("part"): part (A, d) is
** "d is in A" on the cells of A that hold d. A part is entered "off" by a
** weak link (a candidate or group of d whose cells all see every d-cell of
** A and lie outside A); the set's strong inference leads from part (A, x)
** off to every other part (A, d) on (N+1 digits in N cells: at most one is
** missing); a part on is weakly linked to the candidates, groups and other
** sets' parts of its digit that see all of its cells. A chain passes an ALS
** as two parts in a row, and passes no node in its cells before or after
** it; find's last search has open parts (HoDoKu allows them, and its
** 0710-4 and 0711-4 cases need them): the set may hold cells of the nodes before it,
** but not the candidates it is entered by (each link holds on its own, so
** the chain's implications hold; a premise that contradicts itself on
** the way is false). As in HoDoKu, sets of one cell (bivalue cells,
** linked inside the cell already) are left out, and so are parts with no
** candidate of their digit seeing all their cells: they link to nothing.
**
** The sets come from the ALS cache (strat_als_cache), collected once per
** position for the chains and the ALS rows; chain_als_build only indexes
** them. No allocation: a chain_als lives in the caller's chain_run.
*/
#ifndef NONET_CHAIN_ALS_H
#define NONET_CHAIN_ALS_H

#include <stdbool.h>
#include <stdint.h>

#include "als_sets.h"
#include "chain_groups.h"

/* Room for this many parts and entries (candidate -> part links); a
** position with more keeps the first sets whole (sound, some chains
** missed). */
#define CHAIN_ALS_PARTS 2048
#define CHAIN_ALS_BASE (CHAIN_NODES + CHAIN_GROUPS)
#define CHAIN_ALL_NODES (CHAIN_ALS_BASE + CHAIN_ALS_PARTS)
#define CHAIN_ALS_ENTRIES 16384
#define CHAIN_ALS_LINKS 16384

typedef struct chain_als_part {
    int16_t set;        /* the set's index in the ALS list */
    uint8_t digit, n;   /* the digit; how many of the set's cells hold it */
    uint16_t first, end; /* the parts of this set: [first, end) */
    uint8_t cells[ALS_MAX_CELLS]; /* the cells holding the digit, ascending */
} chain_als_part;

typedef struct chain_als {
    const als_list *list;
    int n;
    /* Open parts (find's last search): a set may hold cells of the chain's
    ** nodes before it, not the candidates it is entered by; closed, it
    ** holds no cell of another node of the chain. Set by the caller. */
    bool open;
    chain_als_part part[CHAIN_ALS_PARTS];
    /* The parts each candidate (cell * 9 + digit - 1) enters:
    ** enter[enter_first[c] .. enter_first[c + 1]). */
    uint16_t enter_first[81 * 9 + 1];
    uint16_t enter[CHAIN_ALS_ENTRIES];
    /* The parts of digit d: by_digit[digit_first[d - 1] .. digit_first[d]). */
    uint16_t digit_first[10];
    uint16_t by_digit[CHAIN_ALS_PARTS];
    /* Part k on turns off the groups and other sets' parts that lie on its
    ** seers: link[link_first[k] .. link_first[k + 1]), as indexes into the
    ** groups (below CHAIN_GROUPS) and CHAIN_GROUPS + part. Found once per
    ** position, not per search state. */
    uint16_t link_first[CHAIN_ALS_PARTS + 1];
    uint16_t link[CHAIN_ALS_LINKS];
} chain_als;

/* Index the parts of list's sets of at most max_cells cells (list
** borrowed; kept in ca->list) and their links to the position's groups. */
void chain_als_build(chain_als *ca, const als_list *list, const chain_groups *groups, int max_cells);

/* Are the n cells all in s? */
static inline bool chain_cells_within(const uint8_t cells[], int n, cellset s) {
    for (int i = 0; i < n; i++)
        if (!cellset_has(s, cells[i])) return false;
    return true;
}

/* The set of a part. */
static inline const als *chain_als_set(const chain_als *ca, const chain_als_part *p) {
    return &ca->list->sets[p->set];
}

/* The cells outside the part's set that hold its digit and see every cell
** of the part: the candidates it is weakly linked to. */
static inline cellset chain_als_seers(const chain_als *ca, const chain_als_part *p) {
    return als_targets(ca->list, chain_als_set(ca, p), p->digit);
}

#endif
