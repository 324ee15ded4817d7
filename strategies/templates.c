/*
** templates.c -- Template Set and Template Delete, HoDoKu's last resorts.
**
** A template of a digit is one way to place all nine of it, one per row,
** column and box, on its placed cells and candidates. The solution's cells
** of the digit are one of them, so:
**   Template Delete: a candidate no template uses is false;
**   Template Set: a cell every template uses (an empty one) holds it.
**
** A row where the templates use one cell only is such a cell; a cell the
** walk never enters (src/engine/template_walk.c) is such a candidate.
**
** As HoDoKu's TemplateSolver, the templates are refined first: a template
** of one digit that uses a cell every template of another digit uses is
** none (that cell holds the other digit), over all digits until nothing
** changes (src/engine/template_walk.h).
**
** Sound: the solution's placements of each digit are a template that no
** refinement removes (the cells all templates of another digit use hold
** that digit in the solution).
**
** Step record (one step per digit): template_set: digits the digit,
** placements the forced empty cells; template_delete: digits the digit,
** eliminations the candidates no template uses. Digits ascending.
*/
#include "strategy.h"
#include "template_walk.h"

/* One digit's step of the wanted row, when it has an effect. True when
** told to stop. */
static bool tpl_emit(const nonet_grid *g, strat_ctx *ctx, nonet_technique t, int digit, cellset used,
                     cellset forced) {
    nonet_step step;
    step_init(&step, t, 0);
    step.digits = mask_of(digit);
    for (int cell = 0; cell < N_CELLS; cell++) {
        if (g->value[cell]) continue;
        if (t == NONET_T_TEMPLATE_SET && cellset_has(forced, cell)) step_add_placement(&step, cell, digit);
        if (t == NONET_T_TEMPLATE_DELETE && mask_has(g->cand[cell], digit) && !cellset_has(used, cell))
            step_add_elimination(&step, cell, digit);
    }
    if (step.n_placements == 0 && step.n_eliminations == 0) return false;
    return strat_emit(ctx, &step);
}

/* Serves both rows: reports only ctx->wanted, or both for NONET_T_NONE. */
bool strat_templates(const nonet_grid *g, strat_ctx *ctx) {
    static const nonet_technique rows[] = {NONET_T_TEMPLATE_SET, NONET_T_TEMPLATE_DELETE};
    cellset used[10], forced[10];
    if (!templates_refined(g, used, forced)) return false;
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        if (ctx->wanted != NONET_T_NONE && ctx->wanted != rows[i]) continue;
        for (int digit = 1; digit <= 9; digit++)
            if (strat_digit_wanted(ctx, digit) && tpl_emit(g, ctx, rows[i], digit, used[digit], forced[digit]))
                return true;
    }
    return false;
}
