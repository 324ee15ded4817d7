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
** A Kraken Fish (strategies/kraken_fish.c) writes its type, its fish as
** HoDoKu names it (without effects), then each chain from a fin or base
** candidate in Eureka notation (text_buf.h's tb_branches), then the effect:
**     Kraken Fish Type 1: Finned X-Wing: 4 r15 c23 fr5c7: (4)r5c7-...-(4)r8c2; ... => r8c2<>4
*/
#include "text_formats.h"
#include "mask.h"
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

/* The fish after its name: digits, base, cover, fins, endo fins. */
static void tb_fish_units(text_buf *tb, const nonet_step *s, uint16_t digits) {
    tb_printf(tb, ": ");
    tb_digits(tb, digits, ",");
    tb_printf(tb, " ");
    tb_units_with_role(tb, s, NONET_ROLE_BASE);
    tb_printf(tb, " ");
    tb_units_with_role(tb, s, NONET_ROLE_COVER);
    tb_fins(tb, s, false);
    tb_fins(tb, s, true);
}

/* The body after the name: the fish, then the effects. */
static void tb_fish_body(text_buf *tb, const nonet_step *s) {
    tb_fish_units(tb, s, s->digits);
    tb_then_effects(tb, s);
}

void text_fish(text_buf *tb, const nonet_step *s) {
    tb_name(tb, s);
    tb_fish_body(tb, s);
}

/* HoDoKu's name of a fish of size 2..7 ("Fish" otherwise). */
static const char *size_name(int size) {
    static const char *const sizes[] = {"X-Wing", "Swordfish", "Jellyfish", "Squirmbag", "Whale", "Leviathan"};
    return size >= 2 && size <= 7 ? sizes[size - 2] : "Fish";
}

/* "Finned Franken Swordfish": the row's name ("Finned Franken Fish")
** with its last word replaced by HoDoKu's name of the size. */
void text_complex_fish(text_buf *tb, const nonet_step *s) {
    const technique_row *row = technique_row_of(s->technique);
    const char *name = row ? row->info.name : "Fish";
    const char *last = strrchr(name, ' ');
    tb_printf(tb, "%.*s", last ? (int)(last - name + 1) : 0, name);
    tb_text(tb, size_name(s->variant));
    tb_fish_body(tb, s);
}

/* How many of the step's marks with role lie in unit. */
static int marks_in_unit(const nonet_step *s, int unit, nonet_role role) {
    int n = 0;
    for (int i = 0; i < s->n_marks; i++) n += s->marks[i].role == role && cell_in_unit(s->marks[i].cell, unit);
    return n;
}

/*
** A Kraken Fish's own fish, as HoDoKu names it: "Finned Franken" when a
** unit is a box, else "Sashimi" when a base unit holds at most one
** candidate besides its fins, else "Finned"; then the size.
*/
static void tb_kraken_fish_name(text_buf *tb, const nonet_step *s) {
    int size = 0;
    bool box = false, sashimi = false;
    for (int i = 0; i < s->n_units; i++) {
        int u = s->units[i].unit;
        box |= unit_kind(u) == UNIT_BOX;
        if (s->units[i].role != NONET_ROLE_BASE) continue;
        size++;
        sashimi |= marks_in_unit(s, u, NONET_ROLE_PATTERN) <= 1;
    }
    tb_text(tb, box ? "Finned Franken " : sashimi ? "Sashimi " : "Finned ");
    tb_text(tb, size_name(size));
}

/* The fish digit: the digit of the fins. */
static uint16_t fin_digit(const nonet_step *s) {
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].role == NONET_ROLE_FIN) return mask_of(s->marks[i].digit);
    return 0;
}

void text_kraken_fish(text_buf *tb, const nonet_step *s) {
    tb_name(tb, s);
    tb_printf(tb, " Type %d: ", s->variant);
    tb_kraken_fish_name(tb, s);
    tb_fish_units(tb, s, fin_digit(s));
    tb_text(tb, ":");
    tb_branches(tb, s);
    tb_then_effects(tb, s);
}
