/*
** row_memo.h -- what the driver remembers between the steps of one solve,
** so that the pipeline, which starts again from the easiest technique after
** every step, does not search again where nothing has changed.
**
** Three kinds of strategies allow it (each row's memo column in
** techniques.def says which kind it is):
**  - per-digit: what they find for a digit depends on that digit's
**    candidates alone; they skip the digits in ctx->memo.skip_digits;
**  - per-unit: they scan unit by unit, and what a unit gives depends on
**    the candidates of the unit and of the units crossing it (a box's rows
**    and columns, a line's boxes); they skip the units in ctx->memo.skip_units;
**  - whole-position (AICs): skipped only in a position where they are
**    known to find nothing, which another row's search can tell (below).
** When the row of such a strategy finds nothing, the memo keeps the
** position (each digit's position mask in each of the nine rows: all the
** candidates; within one solve a cell only ever loses candidates, and a
** filled cell has none, so this is the whole position). The next time the
** row runs, the digits, or units, whose part of the position is still the
** same cannot give it anything either and are skipped; when that is all
** of them the row is not called at all. Only searches known to come back
** empty are dropped, so the first step found is the one found without the
** memo. A search that also decides another per-digit row can hand over
** the digits where that row has nothing (ctx->memo.also_nothing); they are
** recorded the same way, digit by digit.
**
** A memo lives on the stack of one explain (about 6 KiB); nothing is
** allocated, and a memo is never shared between solves.
*/
#ifndef NONET_ROW_MEMO_H
#define NONET_ROW_MEMO_H

#include <stdbool.h>
#include <stdint.h>

#include "strategy.h"

/* One digit's candidates: bit i of rows[r] = cell (r, i) holds the digit. */
typedef struct digit_rows {
    uint16_t rows[9];
} digit_rows;

/* memo_kind (technique.h): how a technique's finder lets the memo skip
** its work. MEMO_WHOLE: what it finds depends on every candidate; the row
** is skipped only when the whole position is one where it is known to find
** nothing (another row's search may tell: ctx->memo.also_nothing of all
** nine digits). A row may have a memo kind only when all of the above
** holds for its finder (tests/test_row_memo.c checks it on real positions). */

typedef struct row_memo {
    uint8_t kind[NONET_T_COUNT_];            /* memo_kind of each technique */
    uint16_t known[NONET_T_COUNT_];          /* digits of found_nothing that hold
                                             ** (per-unit: all or none) */
    const nonet_grid *grid;                  /* the position being searched */
    bool read;                               /* now holds it (read when first needed) */
    digit_rows now[9];
    digit_rows found_nothing[NONET_T_COUNT_][9]; /* the position then */
} row_memo;

/* Nothing known yet. */
void row_memo_init(row_memo *m);

/* The position the pipeline is about to search (g must stay unchanged
** until the next call; it is read only when a memo row is reached). */
void row_memo_look(row_memo *m, const nonet_grid *g);

/* Set ctx->memo.skip_digits or ctx->memo.skip_units for the row of technique t in
** that position; true when everything is skipped (the row need not run). */
bool row_memo_skips(row_memo *m, nonet_technique t, strat_ctx *ctx);

/* The row of technique t found nothing in that position. */
void row_memo_found_nothing(row_memo *m, nonet_technique t);

/* The row of technique t (per-digit) has nothing for these digits in that
** position (ctx->memo.also_nothing); a whole-position row has nothing there
** when digits are all nine; nothing for other kinds of rows. */
void row_memo_found_nothing_for(row_memo *m, nonet_technique t, uint16_t digits);

#endif
