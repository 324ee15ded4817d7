/*
** render_direct.c -- Sudoku Explainer's direct techniques: the base
** technique's line (its pattern and eliminations, HoDoKu's notation) with
** the direct name, then the hidden single the eliminations give:
**     Direct Pointing: 4 in b1 => r3c7<>4 => r2c9=4
**     Direct Claiming: 7 in r6 => r5c3<>7 => r4c2=7
**     Direct Hidden Pair: 1,5 in r3c48 => r3c4<>6,9 => r3c2=7
** The step layout is that of strategies/direct.c: the base step's record
** plus one placement.
*/
#include "text_formats.h"

#include <stdbool.h>

#include "step.h"

/* The base line from a copy without the placement, then " => r2c9=4". */
void text_direct(text_buf *tb, const nonet_step *s) {
    nonet_step pattern; /* the step without its placement: the base's line */
    step_copy(&pattern, s);
    pattern.n_placements = 0;
    bool intersection = s->technique == NONET_T_DIRECT_POINTING || s->technique == NONET_T_DIRECT_CLAIMING;
    if (intersection) text_digit_in_unit(tb, &pattern);
    else text_digits_in_cells(tb, &pattern);
    for (int i = 0; i < s->n_placements; i++) {
        tb_text(tb, " => ");
        tb_cell(tb, s->placements[i].cell);
        tb_printf(tb, "=%d", s->placements[i].digit);
    }
}
