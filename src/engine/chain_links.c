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

/* A new table for the key (band, rules' link kinds and node filter); NULL
** when out of memory. */
static chain_links *table_new(int band, unsigned strong, unsigned weak, bool bivalue_only) {
    chain_links *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    t->cap = 4096;
    t->pool = malloc(t->cap * sizeof *t->pool);
    if (!t->pool) {
        free(t);
        return NULL;
    }
    t->band = band, t->strong = strong, t->weak = weak;
    t->bivalue_only = bivalue_only;
    return t;
}

/* The cache's table for the key, made when missing (NULL: no room). */
static chain_links *table_find(chain_links_cache *c, int band, unsigned strong, unsigned weak, bool bivalue_only) {
    for (int i = 0; i < c->n; i++) {
        chain_links *t = c->table[i];
        if (t->band == band && t->strong == strong && t->weak == weak && t->bivalue_only == bivalue_only) return t;
    }
    if (c->n == LINKS_TABLES) return NULL;
    chain_links *t = table_new(band, strong, weak, bivalue_only);
    if (t) c->table[c->n++] = t;
    return t;
}

chain_links *chain_links_table(chain_links_cache **cache, const uint16_t cand[N_CELLS], int band, unsigned strong,
                               unsigned weak, bool bivalue_only) {
    chain_links_cache *c = *cache;
    if (!c && !(c = *cache = calloc(1, sizeof *c))) return NULL;
    if (!c->gen || memcmp(c->cand, cand, sizeof c->cand)) {
        memcpy(c->cand, cand, sizeof c->cand);
        c->gen++;
    }
    chain_links *t = table_find(c, band, strong, weak, bivalue_only);
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

size_t chain_links_begin(chain_links *t) {
    t->failed = false;
    return t->used;
}

const uint16_t *chain_links_end(chain_links *t, size_t begin, int node, bool on, int *n) {
    int list = node * 2 + on;
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
