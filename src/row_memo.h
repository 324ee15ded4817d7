/*
** row_memo.h -- what the driver remembers between the steps of one solve,
** so that the pipeline, which starts again from the easiest technique after
** every step, does not search again where nothing has changed.
**
** Some strategies are per-digit (the list is in row_memo.c): what they find
** for a digit depends on that digit's candidates alone, and they skip the
** digits in ctx->skip_digits. When the row of such a strategy finds
** nothing, the memo keeps every digit's candidates (the digit's position
** mask in each of the nine rows: 81 bits). The next time the row runs, the
** digits whose candidates are still the same cannot give it anything
** either: they go to the strategy as ctx->skip_digits, and when that is all
** nine the row is not called at all. Only searches known to come back empty
** are dropped, so the first step found is the one found without the memo.
**
** A memo lives on the stack of one explain (about 6 KiB); nothing is
** allocated, and a memo is never shared between solves.
*/
#ifndef NONET_ROW_MEMO_H
#define NONET_ROW_MEMO_H

#include <stdbool.h>
#include <stdint.h>

#include "grid.h"

/* One digit's candidates: bit i of rows[r] = cell (r, i) holds the digit. */
typedef struct digit_rows {
    uint16_t rows[9];
} digit_rows;

typedef struct row_memo {
    bool per_digit[NONET_T_COUNT_];          /* the technique's strategy is per-digit */
    bool known[NONET_T_COUNT_];              /* its row has found nothing once */
    digit_rows now[9];                       /* the position being searched, per digit */
    digit_rows found_nothing[NONET_T_COUNT_][9]; /* each digit then, per technique */
} row_memo;

/* Nothing known yet. */
void row_memo_init(row_memo *m);

/* Read the position the pipeline is about to search. */
void row_memo_look(row_memo *m, const nonet_grid *g);

/* The digits the row of technique t need not search in that position (0
** for a technique whose strategy is not per-digit). */
uint16_t row_memo_skip(const row_memo *m, nonet_technique t);

/* The row of technique t found nothing in that position. */
void row_memo_found_nothing(row_memo *m, nonet_technique t);

#endif
