/*
** test_complex_fish.c -- Franken and Mutant fish, plain and finned
** (strategies/complex_fish.c), and their explanation lines
** (src/render/render_fish.c).
**
** Layers (HoDoKu's regression cases for these fish, Siamese forms included,
** and real positions where a fish must fire, with its exact lines, are
** data: tests/data/techniques/complex_fish.test): one where it must not;
** the widest search (every size on open grids) as the worst case of the
** search's cost.
*/
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "support_find.h"

/* ---- must not fire ---- */

static const nonet_technique complex_rows[] = {NONET_T_FRANKEN_FISH, NONET_T_FINNED_FRANKEN_FISH,
                                               NONET_T_MUTANT_FISH, NONET_T_FINNED_MUTANT_FISH};

/* An open grid (every candidate everywhere) has nothing to remove; it is
** also the widest search there is (every unit holds the digit nine times,
** every size to 6): the worst case of the search's cost. */
Test(complex_fish_silent, open_grid_worst_case) {
    nonet_grid *g = nonet_grid_new();
    for (size_t i = 0; i < sizeof complex_rows / sizeof complex_rows[0]; i++) support_expect_none(g, complex_rows[i]);
    nonet_grid_free(g);
}

/* The unit kinds (bit 0 rows, 1 columns, 2 boxes) of a step's units of
** one role. */
static int kinds_with_role(const nonet_step *s, nonet_role role) {
    int kinds = 0;
    for (int i = 0; i < s->n_units; i++)
        if (s->units[i].role == role) kinds |= 1 << (s->units[i].unit / 9);
    return kinds;
}

/* Is a fish of these base and cover kinds Franken (rows, maybe boxes,
** against columns, maybe boxes, or the reverse, with a box)? */
static bool franken_shape(int base, int cover) {
    bool rows = (base & 3) == 1 && (cover & 3) == 2, cols = (base & 3) == 2 && (cover & 3) == 1;
    return (rows || cols) && ((base | cover) & 4);
}

/* In an X-Wing position (HoDoKu's first 0300 case) neither row reports
** the basic fish, and each reports only its own shapes: Franken steps are
** Franken, Mutant steps are not; fins only in the finned rows. */
Test(complex_fish_silent, each_row_keeps_to_its_shape) {
    nonet_grid *g = support_grid(":0300:3:9.....+5+6+1..+6.+1.7+937+1..962486...2+147+9........5....4...642..+586+1+75.71.+2..+4..1....+52::313 314 343 344 353 354 363 364 394::");
    for (size_t i = 0; i < sizeof complex_rows / sizeof complex_rows[0]; i++) {
        support_found *f = support_collect(g, complex_rows[i], SUPPORT_IF_UNIQUE);
        for (size_t k = 0; k < f->n && k < SUPPORT_MAX_STEPS; k++) {
            const nonet_step *s = &f->steps[k];
            bool franken = franken_shape(kinds_with_role(s, NONET_ROLE_BASE), kinds_with_role(s, NONET_ROLE_COVER));
            bool want_franken = complex_rows[i] == NONET_T_FRANKEN_FISH || complex_rows[i] == NONET_T_FINNED_FRANKEN_FISH;
            cr_expect_eq(franken, want_franken, "%s", f->text[k]);
            cr_expect(kinds_with_role(s, NONET_ROLE_BASE) != 1 || kinds_with_role(s, NONET_ROLE_COVER) != 2, "%s", f->text[k]);
            bool finned = strstr(f->text[k], " f") || strstr(f->text[k], " ef");
            cr_expect_eq(finned, strstr(f->text[k], "Finned") != NULL, "%s", f->text[k]);
        }
        free(f);
    }
    nonet_grid_free(g);
}
