/*
** bf_search.c -- depth-first search over the bitboard core (bf_board.h).
**
** Settle the board; if it is solved, report it; otherwise branch on the cell
** the board picks (two candidates when possible): every candidate but the
** last on a copy of the board one level deeper, the last in place. Each
** level places one more digit than its parent, so depth stays <= 81.
** Compiled once per instruction-set variant (bf_variant.h).
*/
#include <assert.h>

#include "bf_board.h"
#include "bf_search.h"
#include "mask.h"

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

long bf_search_run(const uint16_t cand[81], bf_run *run) {
    bf_board board;
    if (run->limit <= 0 || !bf_board_load(&board, cand)) return 0;
    bf_branch(&board, run, 0);
    return run->found;
}
