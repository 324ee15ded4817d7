/*
** chain_als.c -- the ALS nodes of a position for grouped chains (see
** chain_als.h).
*/
#include "chain_als.h"

#include <string.h>

#include "mask.h"

/* Append part (set, digit); returns how many entries it adds. */
static int add_part(chain_als *ca, int set, int digit) {
    const als *a = &ca->list->sets[set];
    chain_als_part *p = &ca->part[ca->n++];
    p->set = (int16_t)set;
    p->digit = (uint8_t)digit;
    p->n = 0;
    for (cellset cells = als_digit_cells(ca->list, a, digit); !cellset_is_empty(cells);)
        p->cells[p->n++] = (uint8_t)cellset_pop(&cells);
    return cellset_count(chain_als_seers(ca, p));
}

/* Append the parts of set i (two to max_cells cells, two or more linked
** digits); false when there is no room left for them. */
static bool add_set(chain_als *ca, int i, int max_cells, int *entries) {
    const als *a = &ca->list->sets[i];
    uint16_t linked = a->n >= 2 && a->n <= max_cells ? als_targeted_digits(ca->list, a) : 0;
    if (mask_count(linked) < 2) return true;
    if (ca->n + mask_count(linked) > CHAIN_ALS_PARTS) return false;
    int first = ca->n, added = 0;
    for (uint16_t m = linked; m; m = mask_rest(m)) added += add_part(ca, i, mask_lowest(m));
    if (*entries + added > CHAIN_ALS_ENTRIES) {
        ca->n = first;
        return false;
    }
    *entries += added;
    for (int k = first; k < ca->n; k++) ca->part[k].first = (uint16_t)first, ca->part[k].end = (uint16_t)ca->n;
    return true;
}

/* enter[]: per candidate, the parts whose seers hold it (counted, summed
** to each candidate's end, then filled back to front: each candidate's
** parts ascend and its count ends at its start). */
static void index_entries(chain_als *ca) {
    uint16_t *at = ca->enter_first;
    memset(at, 0, sizeof ca->enter_first);
    for (int k = 0; k < ca->n; k++)
        for (cellset s = chain_als_seers(ca, &ca->part[k]); !cellset_is_empty(s);)
            at[cellset_pop(&s) * 9 + ca->part[k].digit - 1]++;
    for (int c = 1; c <= 81 * 9; c++) at[c] = (uint16_t)(at[c] + at[c - 1]);
    for (int k = ca->n - 1; k >= 0; k--)
        for (cellset s = chain_als_seers(ca, &ca->part[k]); !cellset_is_empty(s);)
            ca->enter[--at[cellset_pop(&s) * 9 + ca->part[k].digit - 1]] = (uint16_t)k;
}

/* by_digit[]: the parts, digit by digit (ascending within a digit). */
static void index_digits(chain_als *ca) {
    memset(ca->digit_first, 0, sizeof ca->digit_first);
    for (int k = 0; k < ca->n; k++) ca->digit_first[ca->part[k].digit - 1]++;
    for (int d = 1; d <= 9; d++) ca->digit_first[d] = (uint16_t)(ca->digit_first[d] + ca->digit_first[d - 1]);
    for (int k = ca->n - 1; k >= 0; k--) ca->by_digit[--ca->digit_first[ca->part[k].digit - 1]] = (uint16_t)k;
}

/* Append link to the list unless it is full. */
static void add_link(chain_als *ca, int *n, int link) {
    if (*n < CHAIN_ALS_LINKS) ca->link[(*n)++] = (uint16_t)link;
}

/* link[]: per part, the groups of its digit on its seers, then the parts
** of other sets there that share no cell with its set. */
static void index_links(chain_als *ca, const chain_groups *gs) {
    int n = 0;
    for (int k = 0; k < ca->n; k++) {
        const chain_als_part *p = &ca->part[k];
        cellset seers = chain_als_seers(ca, p), set_cells = chain_als_set(ca, p)->cells;
        ca->link_first[k] = (uint16_t)n;
        for (int i = chain_groups_begin(gs, p->digit, 0); i < chain_groups_end(gs, p->digit, 8); i++)
            if (chain_cells_within(gs->group[i].cells, gs->group[i].n, seers)) add_link(ca, &n, i);
        for (int j = ca->digit_first[p->digit - 1]; j < ca->digit_first[p->digit]; j++) {
            const chain_als_part *q = &ca->part[ca->by_digit[j]];
            if (chain_cells_within(q->cells, q->n, seers) && !cellset_meets(chain_als_set(ca, q)->cells, set_cells))
                add_link(ca, &n, CHAIN_GROUPS + ca->by_digit[j]);
        }
    }
    ca->link_first[ca->n] = (uint16_t)n;
}

void chain_als_build(chain_als *ca, const als_list *list, const chain_groups *groups, int max_cells) {
    ca->list = list;
    ca->n = 0;
    ca->open = false;
    int entries = 0;
    for (int i = 0; i < list->n && add_set(ca, i, max_cells, &entries); i++) continue;
    index_entries(ca);
    index_digits(ca);
    index_links(ca, groups);
}
