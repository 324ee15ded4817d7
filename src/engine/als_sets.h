/*
** als_sets.h -- almost locked sets: the building block of ALS-XZ, ALS-XY-Wing and
** Death Blossom.
**
** An almost locked set (ALS) is N cells of one unit holding N+1 digits
** between them (a bivalue cell is an ALS of one cell). Take one digit away
** and the rest are locked: the N cells hold exactly the N digits left.
**
** A restricted common candidate (RCC) of two ALS A and B is a digit x of
** both whose every place in A sees every place in B (and none lies in both):
** x can be in A or in B, not in both. The techniques chain ALS by RCCs.
**
** als_collect lists every ALS of a position once (a set lying in two units,
** like two cells of a row inside a box, is listed once), with per digit the
** cells that see every place of the digit in the set. No allocation: the
** list lives where the caller puts it (about 200 KiB): in an als_cache,
** which the rows on ALS share through the solve's scratch.
*/
#ifndef NONET_ALS_SETS_H
#define NONET_ALS_SETS_H

#include <stdbool.h>
#include <stdint.h>

#include "cellset.h"
#include "grid.h"
#include "mask.h"
#include "step.h"

/* Room for this many ALS; a position with more keeps the first ones found
** (sound, some instances missed). Measured: at most 419 in the first
** positions of 3,000 diabolical puzzles (mean 262), 277 for 17-clue ones,
** 300 for magictour's; an empty grid has 243. */
#define ALS_MAX 1024
#define ALS_MAX_CELLS 8

typedef struct als {
    cellset cells;
    /* sees[d-1]: cells outside the set that see every cell of the set
    ** holding digit d (meaningful for d in digits). */
    cellset sees[9];
    uint16_t digits; /* N+1 digits */
    uint8_t unit;    /* the unit it was found in */
    uint8_t n;       /* N cells */
} als;

typedef struct als_list {
    const nonet_grid *grid;
    cellset holds[10]; /* holds[d]: empty cells with candidate d */
    cellset peers[81]; /* peers[c]: the 20 peers of c */
    int n;
    als sets[ALS_MAX];
    /* The sets by digit and first place of the digit: first[d-1][c] is the
    ** first set whose lowest cell holding d is c, next[i][d-1] the one after
    ** set i (-1 ends a list). Finds RCC partners without trying all pairs. */
    int16_t first[9][N_CELLS];
    int16_t next[ALS_MAX][9];
} als_list;

/* An RCC partner of a set: its index in the list and the RCC digits. */
typedef struct als_partner {
    int16_t index;
    uint16_t rcc;
} als_partner;

/*
** The sets of one position and their RCC partners, kept between the
** searches that read them (ALS-XZ, ALS-XY-Wing, Death Blossom, ALS-XY-Chain
** and the chains' ALS nodes ask for the same position one after another):
** made again only when the candidates differ from the last ones. The
** solve keeps one in its scratch (strat_als_cache in strategy.h, solve_scratch.c).
*/
typedef struct als_cache {
    uint16_t cand[N_CELLS]; /* the candidates the list was made from */
    bool have_list;
    als_list list;
    /* Set i's partners (als_partners with after -1, in its order), found
    ** when first asked for: rccs[rcc_at[i] .. + rcc_n[i]), rcc_n[i] -1
    ** until then, each list followed by ALS_SENTINEL; rcc_used entries of
    ** rccs are taken. */
    int32_t rcc_at[ALS_MAX];
    int16_t rcc_n[ALS_MAX];
    /* Set i's partners with an RCC other than digit d (als_cache_rccs_other),
    ** kept in rccs the same way: other_at[i][d-1], other_n[i][d-1], -1
    ** until asked for. */
    int32_t other_at[ALS_MAX][9];
    int16_t other_n[ALS_MAX][9];
    size_t rcc_used, rcc_cap;
    als_partner *rccs;
    uint16_t rcc_of[ALS_MAX]; /* als_partners' scratch, all 0 between calls */
} als_cache;

/* The entry after each list of partners in an als_cache: index ALS_MAX
** (no set), every digit. A scan for a partner passing a test that the
** sentinel passes too needs no count (the ALS-XY-Chain walk's inner
** loop). */
#define ALS_SENTINEL ((als_partner){ALS_MAX, MASK_ALL})

/* The role of the k-th set of a step (k = 0..8): colours A, B, C, D first
** (ALS-XZ and ALS-XY-Wing use three), then other roles for a Death
** Blossom's further petals. Renderers read the sets back by it. */
static inline nonet_role als_role(int k) {
    static const nonet_role roles[9] = {NONET_ROLE_COLOR_A, NONET_ROLE_COLOR_B, NONET_ROLE_COLOR_C,
                                        NONET_ROLE_COLOR_D, NONET_ROLE_PATTERN, NONET_ROLE_PINCER,
                                        NONET_ROLE_BASE,    NONET_ROLE_COVER,   NONET_ROLE_FIN};
    return roles[k];
}

/* The digits of every subset of cells[0..n) (n <= 9; bit i of a subset =
** cells[i]) into digits[0 .. 2^n): one OR each, from the subset without
** its lowest cell. */
void als_subset_digits(const nonet_grid *g, const int cells[], int n, uint16_t digits[]);

/* Fill list with every ALS of g (list->grid = g, borrowed). */
void als_collect(als_list *list, const nonet_grid *g);

/* The list of g's sets from cache, collected there unless it holds g's
** candidates' already (list->grid = g either way). */
const als_list *als_cache_list(als_cache *cache, const nonet_grid *g);

/* Set i's partners found and kept in cache (als_cache_rccs does it the
** first time it is asked for them). NULL when out of memory. */
const als_partner *als_cache_rccs_find(als_cache *cache, int i, int *n);

/* Set i's partners in cache's list (als_cache_list), found once per list
** (als_partners, after -1); *n gets how many. NULL when out of memory.
** Inline: the ALS-XY-Chain walk asks once per state. */
static inline const als_partner *als_cache_rccs(als_cache *cache, int i, int *n) {
    if (cache->rcc_n[i] < 0) return als_cache_rccs_find(cache, i, n);
    *n = cache->rcc_n[i];
    return cache->rccs + cache->rcc_at[i];
}

/* Set i's partners (als_cache_rccs) but those whose only RCC is digit (a
** digit of set i), in the same order, followed by ALS_SENTINEL; *n gets
** how many, *n_all how many partners set i has. NULL when out of memory.
** A chain that made set i lose digit goes on by the others alone: the
** ALS-XY-Chain walk scans these (most partners of a set share just the
** digit it was entered by). */
const als_partner *als_cache_rccs_other_find(als_cache *cache, int i, int digit, int *n, int *n_all);

/* als_cache_rccs_other_find, the lists found once per list of sets. */
static inline const als_partner *als_cache_rccs_other(als_cache *cache, int i, int digit, int *n, int *n_all) {
    if (cache->other_n[i][digit - 1] < 0) return als_cache_rccs_other_find(cache, i, digit, n, n_all);
    *n = cache->other_n[i][digit - 1];
    *n_all = cache->rcc_n[i];
    return cache->rccs + cache->other_at[i][digit - 1];
}

/* Free what cache allocated (not cache itself). */
void als_cache_release(als_cache *cache);

/* The cells of a holding digit. */
static inline cellset als_digit_cells(const als_list *list, const als *a, int digit) {
    return cellset_and(a->cells, list->holds[digit]);
}

/* The sets after index `after` in the list (-1: all) that have an RCC
** with set i (the sets may overlap; no RCC place is in the overlap), into
** out (room for list->n), each once with its RCC digits; returns how many.
** rcc_of is scratch of list->n entries, all 0 on entry and on return. */
int als_partners(const als_list *list, int i, int after, als_partner out[], uint16_t rcc_of[]);

/* The cells outside a that hold digit and see every place of digit in a
** (digit one of a's). */
static inline cellset als_targets(const als_list *list, const als *a, int digit) {
    return cellset_and(a->sees[digit - 1], list->holds[digit]);
}

/* The digits of a with such a cell (als_targets): those by which a chain
** can enter or leave a, or a wing remove from around it. */
static inline uint16_t als_targeted_digits(const als_list *list, const als *a) {
    uint16_t targeted = 0;
    for (uint16_t m = a->digits; m; m = mask_rest(m))
        if (!cellset_is_empty(als_targets(list, a, mask_lowest(m)))) targeted |= mask_of(mask_lowest(m));
    return targeted;
}

/* The cells outside a and b that hold digit and see every place of digit
** in a and in b (digit a common digit of both): each set's sees leave out
** its own cells. */
static inline cellset als_common_targets(const als_list *list, const als *a, const als *b, int digit) {
    return cellset_and(als_targets(list, a, digit), b->sees[digit - 1]);
}

/* Add to s the elimination of digit from the cells of targets; returns how
** many. */
int als_eliminate(nonet_step *s, cellset targets, int digit);

/* Add a's cells to s, each candidate marked with role (also when another
** set of the step marked it: each set's marks are all there), and a's unit
** with role. */
void als_add_pattern(nonet_step *s, const als_list *list, const als *a, nonet_role role);

/* Add a weak link on digit from a place of it in a to a place in b (the
** first of each): the picture of an RCC. */
void als_add_rcc_link(nonet_step *s, const als_list *list, const als *a, const als *b, int digit);

#endif
