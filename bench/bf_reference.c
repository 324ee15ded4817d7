/*
** bf_reference.c -- the first, plain backtracking core of nonet (before the
** bitboards), kept in the benchmark as the yardstick and as an independent
** check: fill forced cells, branch on the empty cell with the fewest
** candidates. Slow but simple enough to trust.
*/
#include <string.h>

#include "bf_reference.h"
#include "mask.h"
#include "tables.h"

typedef struct ref_state {
    uint16_t cand[N_CELLS];
    uint8_t value[N_CELLS];
} ref_state;

typedef struct ref_run {
    long limit, found;
    ref_solution_fn fn;
    void *user;
    bool stop;
} ref_run;

/* Fill cell with digit and remove it from the peers; false on a dead end. */
static bool ref_assign(ref_state *s, int cell, int digit) {
    uint16_t bit = mask_of(digit);
    s->value[cell] = (uint8_t)digit;
    s->cand[cell] = 0;
    for (int p = 0; p < N_PEERS; p++) {
        int q = cell_peers[cell][p];
        if (s->value[q] == digit) return false;
        if (!s->value[q]) {
            s->cand[q] &= (uint16_t)~bit;
            if (!s->cand[q]) return false;
        }
    }
    return true;
}

/* The empty cell with the fewest candidates, -1 when full. */
static int ref_pick(const ref_state *s) {
    int best = -1, best_n = 10;
    for (int c = 0; c < N_CELLS; c++) {
        if (s->value[c]) continue;
        int n = mask_count(s->cand[c]);
        if (n < best_n) { best = c; best_n = n; if (n <= 1) break; }
    }
    return best;
}

static void ref_recurse(const ref_state *s, ref_run *run) {
    int cell = ref_pick(s);
    if (cell < 0) {
        run->found++;
        if (run->fn && run->fn(s->value, run->user)) run->stop = true;
        if (run->found >= run->limit) run->stop = true;
        return;
    }
    for (uint16_t m = s->cand[cell]; m && !run->stop; m = mask_rest(m)) {
        ref_state next = *s;
        if (ref_assign(&next, cell, mask_lowest(m))) ref_recurse(&next, run);
    }
}

long ref_search(const uint16_t cand[81], long limit, ref_solution_fn fn, void *user) {
    ref_state s;
    ref_run run = {limit, 0, fn, user, false};
    for (int c = 0; c < N_CELLS; c++) { s.cand[c] = cand[c] & MASK_ALL; s.value[c] = 0; }
    for (int c = 0; c < N_CELLS; c++) {
        if (!s.cand[c]) return 0;
        if (mask_single(cand[c] & MASK_ALL) && !s.value[c] &&
            !ref_assign(&s, c, mask_lowest(cand[c] & MASK_ALL)))
            return 0;
    }
    if (limit > 0) ref_recurse(&s, &run);
    return run.found;
}

typedef struct first_copy {
    uint8_t *first;
    bool done;
} first_copy;

static bool copy_first(const uint8_t solution[81], void *user) {
    first_copy *fc = user;
    if (!fc->done && fc->first) memcpy(fc->first, solution, N_CELLS);
    fc->done = true;
    return false;
}

int ref_count(const uint16_t cand[81], int limit, uint8_t first[81]) {
    first_copy fc = {first, false};
    return (int)ref_search(cand, limit, copy_first, &fc);
}
