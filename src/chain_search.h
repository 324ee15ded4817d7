/*
** chain_search.h -- the one chain engine behind X-Chains, XY-Chains, nice
** loops and AICs: candidates as nodes, strong and weak links read from the
** grid, and a breadth-first search over alternating implications.
**
** A node is one candidate (cell, digit), numbered cell * 9 + digit - 1.
** A state is a node with a truth value: "off" (the candidate is false) or
** "on" (it is true). Links give implications between states:
**   strong link a = b  (one of a, b is true):  a off => b on
**   weak link   a - b  (at most one is true):  a on  => b off
** Links in a unit join the same digit in two cells of the unit (strong when
** the digit has exactly those two places there); links in a cell join two
** digits of one cell (strong when the cell holds exactly those two).
**
** The search starts from "start off" and follows strong and weak links in
** turn, so every state it reaches is implied by the premise: a node e
** reached "on" gives the chain start = ... = e, whose ends cannot both be
** false. Breadth first, each state is reached by a shortest chain, and the
** work is bounded by the 1,458 states times their links: polynomial, no
** backtracking. Chains are cut at CHAIN_MAX_NODES candidates, which keeps
** a step's links (loops add two) within NONET_STEP_MAX_LINKS.
**
** Nothing is allocated: a search lives in a chain_search on the caller's
** stack (about 9 KiB).
*/
#ifndef NONET_CHAIN_SEARCH_H
#define NONET_CHAIN_SEARCH_H

#include <stdbool.h>
#include <stdint.h>

#include "grid.h"

#define CHAIN_NODES 729
#define CHAIN_STATES (2 * CHAIN_NODES)
/* The longest chain searched, in candidates (HoDoKu's default is 20 links
** for nice loops; 32 candidates are 31 links). */
#define CHAIN_MAX_NODES 32

/* Which links a rule set lets the search use (bits). */
enum { CHAIN_LINK_UNIT = 1u, CHAIN_LINK_CELL = 2u };

/* What a chain may be made of. */
typedef struct chain_rules {
    unsigned strong, weak; /* CHAIN_LINK_* kinds for each link type */
    uint16_t digits;       /* the digits nodes may have */
    bool bivalue_only;     /* nodes only in cells with two candidates */
    int lowest;            /* no node below this one (0: any) */
} chain_rules;

/* One search from one start: the predecessor of every state reached. */
typedef struct chain_search {
    const nonet_grid *g;
    chain_rules rules;
    int start;                       /* the start node, assumed off */
    int16_t from[CHAIN_STATES];      /* predecessor state; -1 unreached */
    uint8_t depth[CHAIN_STATES];     /* candidates on the chain to it */
    uint16_t reached[CHAIN_STATES];  /* the states in the order reached */
    int n_reached;
} chain_search;

static inline int chain_node(int cell, int digit) { return cell * 9 + digit - 1; }
static inline int chain_cell(int node) { return node / 9; }
static inline int chain_digit(int node) { return node % 9 + 1; }
/* A state's node and truth value (state = node * 2 + on). */
static inline int chain_state_node(int state) { return state >> 1; }
static inline bool chain_state_on(int state) { return state & 1; }

/* Is node a candidate the rules allow? */
bool chain_node_allowed(const nonet_grid *g, const chain_rules *rules, int node);

/* Make cs ready for its first search (later searches clear only what
** the previous one reached). */
void chain_search_init(chain_search *cs);

/* Search every state implied by "start off" under rules (start must be
** allowed; cs made ready by chain_search_init) by chains of at most max_nodes (<= CHAIN_MAX_NODES) candidates;
** fills cs. */
void chain_bfs(chain_search *cs, const nonet_grid *g, const chain_rules *rules, int start, int max_nodes);

/* The chain from the start to "end on" (which the search reached): its
** nodes, start first, into path; returns how many. Returns 0 when a
** candidate repeats (the shortest way there passes a node twice), except
** that end may be the start itself (the start is then true). */
int chain_path(const chain_search *cs, int end, uint16_t path[CHAIN_MAX_NODES]);

/* Are two distinct candidates weakly linked (cannot both be true): one
** cell, or one digit in cells that see each other? */
bool chain_conflict(int a, int b);

/* The candidates of g that conflict with a, into out (room for 28: 20
** peers, 8 other digits); returns how many. */
int chain_conflicts(const nonet_grid *g, int a, uint16_t out[28]);

/* The candidates of g that conflict with both a and b (neither a nor b
** itself), into out (room for 28); returns how many. */
int chain_common_conflicts(const nonet_grid *g, int a, int b, uint16_t out[28]);

#endif
