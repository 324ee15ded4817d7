/*
** chain_links.c -- a position's link lists, made once and shared by the
** chain searches (see chain_links.h).
*/
#include "chain_links.h"

#include <stdlib.h>
#include <string.h>

/* Tables a cache keeps: plain and grouped graphs times the link kinds of
** the chain rows (X-Chain, XY-Chain, the loops and AICs), and room. */
#define LINKS_TABLES 8

/* The tables of the position whose candidates are cand; gen counts the
** positions seen (a table's lists are of position gen only). */
struct chain_links_cache {
    uint16_t cand[N_CELLS];
    uint32_t gen;
    int n;
    chain_links *table[LINKS_TABLES];
};

/*
** The kind of graph, from its node count: candidates only (a grouped
** graph without groups links the same), with groups, or with more nodes
** past the groups' room (ALS nodes). A position's groups change the count
** but not the kind; each kind has its own tables.
*/
static int graph_band(const chain_graph *graph) {
    int count = chain_node_count(graph);
    return count <= CHAIN_NODES ? 0 : count <= CHAIN_NODES + CHAIN_GROUPS ? 1 : 2;
}

/* A new table for the key (band, rules' link kinds and node filter); NULL
** when out of memory. */
static chain_links *table_new(int band, const chain_rules *rules) {
    chain_links *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    t->cap = 4096;
    t->pool = malloc(t->cap * sizeof *t->pool);
    if (!t->pool) {
        free(t);
        return NULL;
    }
    t->band = band, t->strong = rules->strong, t->weak = rules->weak;
    t->bivalue_only = rules->bivalue_only;
    return t;
}

/* The cache's table for the key, made when missing (NULL: no room). */
static chain_links *table_find(chain_links_cache *c, int band, const chain_rules *rules) {
    for (int i = 0; i < c->n; i++) {
        chain_links *t = c->table[i];
        if (t->band == band && chain_links_fit(t, rules)) return t;
    }
    if (c->n == LINKS_TABLES) return NULL;
    chain_links *t = table_new(band, rules);
    if (t) c->table[c->n++] = t;
    return t;
}

chain_links *chain_links_table(chain_links_cache **cache, const chain_graph *graph, const chain_rules *rules) {
    chain_links_cache *c = *cache;
    if (!c && !(c = *cache = calloc(1, sizeof *c))) return NULL;
    if (!c->gen || memcmp(c->cand, graph->g->cand, sizeof c->cand)) {
        memcpy(c->cand, graph->g->cand, sizeof c->cand);
        c->gen++;
    }
    chain_links *t = table_find(c, graph_band(graph), rules);
    if (t && t->gen != c->gen) t->gen = c->gen, t->used = 0;
    return t;
}

void chain_links_push(chain_links *t, int to) {
    if (t->failed) return;
    if (t->used == t->cap) {
        uint16_t *grown = realloc(t->pool, 2 * t->cap * sizeof *grown);
        if (!grown) {
            t->failed = true;
            return;
        }
        t->pool = grown, t->cap *= 2;
    }
    t->pool[t->used++] = (uint16_t)to;
}

const uint16_t *chain_links_make(chain_links *t, chain_search *cs, int node, bool on, int *n) {
    int list = node * 2 + on;
    size_t begin = t->used;
    t->failed = false;
    chain_search_list_links(cs, t, node, on);
    if (t->failed) {
        t->used = begin;
        return NULL;
    }
    t->first[list] = (uint32_t)begin;
    t->count[list] = (uint16_t)(t->used - begin);
    t->stamp[list] = t->gen;
    *n = t->count[list];
    return t->pool + t->first[list];
}

void chain_links_cache_free(chain_links_cache *cache) {
    if (!cache) return;
    for (int i = 0; i < cache->n; i++) {
        free(cache->table[i]->pool);
        free(cache->table[i]);
    }
    free(cache);
}
