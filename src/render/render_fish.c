/*
** render_fish.c -- fish lines in HoDoKu's notation: name, digit, base
** units, cover units, each fin as "f" + cell (in cell order, space
** separated), then the effects:
**     X-Wing: 3 r37 c34 => r1c34,r4c34<>3
**     Finned X-Wing: 9 r48 c38 fr8c7 => r7c8<>9
** Franken and Mutant fish add their size to the name, write units of
** several kinds run together ("r18b4") and their endo fins (fins in two
** base units) after the others, each "ef" + cell:
**     Finned Franken Swordfish: 5 r18b4 c148 fr6c2 efr5c1 => r5c8<>5
*/
#include "text_formats.h"
#include "tables.h"
#include "technique.h"

#include <string.h>

/* Does cell lie in two base units of the step (an endo fin)? */
static bool in_two_bases(const nonet_step *s, int cell) {
    int n = 0;
    for (int i = 0; i < s->n_units; i++)
        if (s->units[i].role == NONET_ROLE_BASE && cell_in_unit(cell, s->units[i].unit)) n++;
    return n >= 2;
}

/* " fr3c8 fr1c9": the fin marks, by ascending cell; with endo, the endo
** fins instead, each " ef" + cell. */
static void tb_fins(text_buf *tb, const nonet_step *s, bool endo) {
    bool fin[N_CELLS] = {false};
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].role == NONET_ROLE_FIN) fin[s->marks[i].cell] = true;
    for (int cell = 0; cell < N_CELLS; cell++) {
        if (!fin[cell] || in_two_bases(s, cell) != endo) continue;
        tb_printf(tb, endo ? " ef" : " f");
        tb_cell(tb, cell);
    }
}

/* The body after the name: digit, base, cover, fins, endo fins, effects. */
static void tb_fish_body(text_buf *tb, const nonet_step *s) {
    tb_printf(tb, ": ");
    tb_digits(tb, s->digits, ",");
    tb_printf(tb, " ");
    tb_units_with_role(tb, s, NONET_ROLE_BASE);
    tb_printf(tb, " ");
    tb_units_with_role(tb, s, NONET_ROLE_COVER);
    tb_fins(tb, s, false);
    tb_fins(tb, s, true);
    tb_then_effects(tb, s);
}

void text_fish(text_buf *tb, const nonet_step *s) {
    tb_name(tb, s);
    tb_fish_body(tb, s);
}

/* "Finned Franken Swordfish": the row's name ("Finned Franken Fish")
** with its last word replaced by HoDoKu's name of the size. */
void text_complex_fish(text_buf *tb, const nonet_step *s) {
    static const char *const sizes[] = {"X-Wing", "Swordfish", "Jellyfish", "Squirmbag", "Whale", "Leviathan"};
    const technique_row *row = technique_row_of(s->technique);
    const char *name = row ? row->info.name : "Fish";
    const char *last = strrchr(name, ' ');
    tb_printf(tb, "%.*s", last ? (int)(last - name + 1) : 0, name);
    tb_text(tb, s->variant >= 2 && s->variant <= 7 ? sizes[s->variant - 2] : "Fish");
    tb_fish_body(tb, s);
}
