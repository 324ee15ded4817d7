/*
** chain_links.h -- the links of a position's chain graph, listed once and
** read by every chain search of the position.
**
** A chain row searches from every start candidate, and each search follows
** the links of every state it reaches: the same links, read from the grid
** again and again (a failing grouped nice-loop search follows each node's
** links from every start). A table lists, per node and truth value, the
** nodes chain_search.c's link rules reach from it, in the order they reach
** them, made on first use by running those same rules once (so a list is
** the rules' own output, not a second copy of them); the search then reads
** the list and applies its own filters (digits, bivalue cells, lowest node,
** states reached) as before. Searches are the same state for state.
**
**     node (r1c1, 5) on:   [r1c4 5] [r2c2 5] [r1c1 7] ...  (weak: off)
**     node (r1c1, 5) off:  [r1c7 5] [b1 group 5] ...       (strong: on)
**
** A list depends on the graph's nodes and the kinds of link the rules use
** (chain_rules.strong, .weak), not on their digits, bivalue test or lowest
** node: a table is kept per kind of graph (candidates only, with groups,
** with nodes past the groups; told apart by the node count) and pair of
** link kinds. A kind of graph with other links would need its own key.
** A table for rules that allow only candidates of bivalue cells
** (XY-Chains) lists only those: the rest would be read and refused at
** every state (most of a weak list), and they are the same for every
** search of such rules.
**
** This module only keeps the lists; the search (chain_search.c) makes them
** and picks a table's key, so the search is above it.
**
** The tables live in the solve's scratch (strat_scratch.chain_links) and
** are emptied when the candidates change; a solve without a scratch, or
** out of memory, reads the links from the grid as before.
*/
#ifndef NONET_CHAIN_LINKS_H
#define NONET_CHAIN_LINKS_H

#include <stdbool.h>
#include <stdint.h>

#include "chain_als.h"
#include "grid.h"

typedef struct chain_links_cache chain_links_cache;

#define CHAIN_LINKS_LISTS (2 * CHAIN_ALL_NODES)

/* One kind of graph's lists under one pair of link kinds: list
** node * 2 + on is pool[first .. first + count) when stamp equals gen. */
struct chain_links {
    int band;
    unsigned strong, weak;
    bool bivalue_only; /* lists only candidates of bivalue cells */
    uint32_t gen;
    bool failed; /* a push of the list being made ran out of memory */
    uint16_t *pool;
    size_t used, cap;
    uint32_t stamp[CHAIN_LINKS_LISTS];
    uint32_t first[CHAIN_LINKS_LISTS];
    uint16_t count[CHAIN_LINKS_LISTS];
};

typedef struct chain_links chain_links;

/* The table for the key (kind of graph band, link kinds strong and weak,
** bivalue_only) from *cache, made on first use; its lists are emptied when
** cand differs from the candidates they were made for. NULL when out of
** memory. (The search picks the key: chain_search_links_table.) */
chain_links *chain_links_table(chain_links_cache **cache, const uint16_t cand[N_CELLS], int band, unsigned strong,
                               unsigned weak, bool bivalue_only);

/* List (node, on) of t, *n its length; NULL when it is not made yet. */
static inline const uint16_t *chain_links_lookup(const chain_links *t, int node, bool on, int *n) {
    int list = node * 2 + on;
    if (t->stamp[list] != t->gen) return NULL;
    *n = t->count[list];
    return t->pool + t->first[list];
}

/* Making list (node, on): chain_links_begin, then chain_links_push for each
** node in order, then chain_links_end, which returns the list (*n its
** length), or NULL when a push ran out of memory (the list is dropped). */
size_t chain_links_begin(chain_links *t);
void chain_links_push(chain_links *t, int to);
const uint16_t *chain_links_end(chain_links *t, size_t begin, int node, bool on, int *n);

/* Free the cache and its tables (NULL is fine). */
void chain_links_cache_free(chain_links_cache *cache);

#endif
