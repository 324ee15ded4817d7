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
** The tables live in the solve's scratch (strat_scratch.chain_links) and
** are emptied when the candidates change; a solve without a scratch, or
** out of memory, reads the links from the grid as before.
*/
#ifndef NONET_CHAIN_LINKS_H
#define NONET_CHAIN_LINKS_H

#include <stdbool.h>
#include <stdint.h>

#include "chain_search.h"

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

/* The table for graph under rules' link kinds, from *cache (made on first
** use; its lists emptied when graph's candidates differ from those they
** were made for). NULL when out of memory: the caller reads the grid. */
chain_links *chain_links_table(chain_links_cache **cache, const chain_graph *graph, const chain_rules *rules);

/* Are rules' link kinds and node filter those t lists? (A search whose
** are not reads the grid.) */
static inline bool chain_links_fit(const chain_links *t, const chain_rules *rules) {
    return t->strong == rules->strong && t->weak == rules->weak && t->bivalue_only == rules->bivalue_only;
}

/* Make list (node, on) of t from cs (chain_links_get when it is missing). */
const uint16_t *chain_links_make(chain_links *t, chain_search *cs, int node, bool on, int *n);

/* The nodes that (node, on) links to under cs's rules, in the order the
** search follows them; *n receives how many. Made from cs (its graph and
** rules, whose link kinds must fit the table's) when first asked. NULL
** when out of memory. The list is valid
** until the next call. Inline: the search asks once per state. */
static inline const uint16_t *chain_links_get(chain_links *t, chain_search *cs, int node, bool on, int *n) {
    int list = node * 2 + on;
    if (t->stamp[list] != t->gen) return chain_links_make(t, cs, node, on, n);
    *n = t->count[list];
    return t->pool + t->first[list];
}

/* Append node `to` to the list being made (chain_search.c, while it runs
** the link rules for chain_links_get). */
void chain_links_push(chain_links *t, int to);

/* Free the cache and its tables (NULL is fine). */
void chain_links_cache_free(chain_links_cache *cache);

#endif
