/*
** bruteforce.c -- depth-first search over the bitboard core (bf_board.h).
**
** Settle the board; if it is solved, report it; otherwise branch on the cell
** the board picks (two candidates when possible): every candidate but the
** last on a copy of the board one level deeper, the last in place. Each
** level places one more digit than its parent, so depth stays <= 81.
*/
#include <assert.h>
#include <string.h>

#include "bf_board.h"
#include "bruteforce.h"
#include "mask.h"

typedef struct bf_run {
    const uint16_t *cand; /* the masks searched, for the debug check */
    long limit, found, guesses;
    bf_solution_fn fn;
    void *user;
    bool stop;
} bf_run;

/* Digits in range and in their masks first (so the shifts below are
** defined), then each unit holds 1..9 once. */
bool bf_solution_fits(const uint16_t cand[81], const uint8_t solution[81]) {
    for (int cell = 0; cell < 81; cell++)
        if (solution[cell] < 1 || solution[cell] > 9 || !mask_has(cand[cell], solution[cell]))
            return false;
    for (int i = 0; i < 9; i++) {
        unsigned row = 0, col = 0, box = 0;
        for (int j = 0; j < 9; j++) {
            row |= 1u << solution[i * 9 + j];
            col |= 1u << solution[j * 9 + i];
            box |= 1u << solution[(i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3];
        }
        if (row != 0x3fe || col != 0x3fe || box != 0x3fe) return false;
    }
    return true;
}

/* A solved board: count it, hand it to the callback, stop at the limit. */
static void bf_report(const bf_board *board, bf_run *run) {
    run->found++;
    if (run->fn) {
        uint8_t solution[81];
        bf_board_solution(board, solution);
        assert(bf_solution_fits(run->cand, solution));
        if (run->fn(solution, run->user)) run->stop = true;
    }
    if (run->found >= run->limit) run->stop = true;
}

/* Search below a loaded board (modified in place); depth counts the
** copies above it, for the bound. */
static void bf_branch(bf_board *board, bf_run *run, int depth) {
    assert(depth <= 81);
    while (bf_board_settle(board)) {
        if (bf_board_solved(board)) {
            bf_report(board, run);
            return;
        }
        int cell = bf_board_pick(board);
        run->guesses++;
        uint16_t digits = bf_board_candidates(board, cell);
        for (; mask_rest(digits); digits = mask_rest(digits)) {
            bf_board next = *board;
            bf_board_place(&next, cell, mask_lowest(digits));
            bf_branch(&next, run, depth + 1);
            if (run->stop) return;
        }
        bf_board_place(board, cell, mask_lowest(digits));
    }
}

/* Load the masks and search with a prepared run (limit, callback, counters);
** returns the number of solutions found. */
static long bf_run_search(const uint16_t cand[81], bf_run *run) {
    bf_board board;
    if (run->limit <= 0 || !bf_board_load(&board, cand)) return 0;
    bf_branch(&board, run, 0);
    return run->found;
}

long bf_search(const uint16_t cand[81], long limit, bf_solution_fn fn, void *user) {
    bf_run run = {cand, limit, 0, 0, fn, user, false};
    return bf_run_search(cand, &run);
}

typedef struct first_copy {
    uint8_t *first;
    bool done;
} first_copy;

/* Keep the first solution for bf_count; never stops the search. */
static bool copy_first(const uint8_t solution[81], void *user) {
    first_copy *fc = user;
    if (!fc->done) memcpy(fc->first, solution, 81);
    fc->done = true;
    return false;
}

int bf_count_guesses(const uint16_t cand[81], int limit, uint8_t first[81], long *guesses) {
    first_copy fc = {first, false};
    bf_run run = {cand, limit, 0, 0, first ? copy_first : NULL, &fc, false};
    long found = bf_run_search(cand, &run);
    if (guesses) *guesses = run.guesses;
    return (int)found;
}

int bf_count(const uint16_t cand[81], int limit, uint8_t first[81]) {
    return bf_count_guesses(cand, limit, first, NULL);
}
