/*
** check_wings.c -- XYZ-Wing and Empty Rectangle, whose records name their
** cells rather than a chain.
*/
#include <string.h>

#include "check.h"
#include "mask.h"
#include "tables.h"

/* XY-Wing and XYZ-Wing: a pivot cell (the record's pivot candidates) of
** the pattern's digits but z (XY) or all three (XYZ), two pincer cells (the
** record's other cells), bivalue, seeing the pivot, each with z and one of
** the pivot's other digits, different ones; each elimination is z seeing
** both pincers (and the pivot, for XYZ). */
bool ck_wing_cells(const nonet_grid *g, ck_step *s) {
    char b[12];
    ck_cand piv[3];
    bool xyz = !strcmp(s->technique, "xyz_wing");
    int np = ck_marks_role(s, CK_PIVOT, piv, 3), pin[2], n = 0;
    if (!ck_cells_whole(g, s)) return false;
    if (np < 2 || s->n_cells != 3 || mask_count(s->digits) != 3)
        return ck_fail(s, "a wing has a pivot, two pincer cells and three digits");
    int p = piv[0].cell;
    for (int i = 0; i < 3; i++)
        if (s->cells[i] != p) {
            if (n == 2) return ck_fail(s, "a wing has two pincer cells");
            pin[n++] = s->cells[i];
        }
    if (n != 2) return ck_fail(s, "a wing has two pincer cells");
    uint16_t both = g->cand[pin[0]] & g->cand[pin[1]];
    if (!mask_single(both) || (g->cand[pin[0]] | g->cand[pin[1]]) != s->digits)
        return ck_fail(s, "the pincers do not share one digit z and hold the other two");
    int z = mask_lowest(both);
    uint16_t want = xyz ? s->digits : (uint16_t)(s->digits & ~both);
    if (g->value[p] || g->cand[p] != want)
        return ck_fail(s, "the pivot does not hold exactly %s", xyz ? "the three digits" : "the two digits but z");
    for (int i = 0; i < 2; i++)
        if (mask_count(g->cand[pin[i]]) != 2 || !ck_sees(pin[i], p))
            return ck_fail(s, "pincer r%dc%d is not a bivalue cell seeing the pivot", pin[i] / 9 + 1, pin[i] % 9 + 1);
    for (int i = 0; i < s->n_elim; i++) {
        ck_cand e = s->elim[i];
        if (e.digit != z || !ck_sees(e.cell, pin[0]) || !ck_sees(e.cell, pin[1]) || (xyz && !ck_sees(e.cell, p)))
            return ck_fail(s, "elimination %s does not see %s", ck_name(&e, b),
                           xyz ? "the pivot and both pincers" : "both pincers");
    }
    return ck_no_placements(s);
}

bool ck_xyz_wing(const nonet_grid *g, ck_step *s) { return ck_wing_cells(g, s); }

/* Empty Rectangle: a box and a strong link of the digit (the record's one
** link). With e true, the link's end that e sees is false, so its other end
** is true; the two together must leave the box no place for the digit. */
bool ck_empty_rectangle(const nonet_grid *g, ck_step *s) {
    char b[12];
    int box = -1;
    for (int k = 0; k < s->n_units; k++)
        if (unit_kind(s->units[k].unit) == UNIT_BOX) box = s->units[k].unit;
    if (box < 0 || s->n_links != 1 || !s->links[0].strong || !mask_single(s->digits))
        return ck_fail(s, "an Empty Rectangle has a box and one strong link of one digit");
    const ck_link *l = &s->links[0];
    int d = mask_lowest(s->digits);
    if (l->from.digit != d || !ck_strong(g, l->from, l->to))
        return ck_fail(s, "link %s is not strong", ck_name(&l->from, b));
    for (int i = 0; i < s->n_elim; i++) {
        ck_cand e = s->elim[i];
        bool ok = false;
        for (int side = 0; side < 2 && !ok; side++) {
            ck_cand seen = side ? l->to : l->from, other = side ? l->from : l->to;
            if (e.digit != d || cell_in_unit(e.cell, box) || !ck_sees(e.cell, seen.cell)) continue;
            ok = true;
            for (int i2 = 0; i2 < 9 && ok; i2++) {
                int c = unit_cells[box][i2];
                if (ck_has(g, c, d) && !ck_sees(c, e.cell) && !ck_sees(c, other.cell) && c != other.cell)
                    ok = false;
            }
        }
        if (!ok) return ck_fail(s, "elimination %s leaves the box a place for %d", ck_name(&e, b), d);
    }
    return ck_no_placements(s);
}
