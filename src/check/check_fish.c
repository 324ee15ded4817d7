/*
** check_fish.c -- basic, finned, sashimi, Franken and Mutant fish.
**
** From the record: the digit (the pattern's one digit), the base and cover
** units (roles base and cover), the fins (candidates with role fin). The
** definition checked: n base units and n cover units (n from the id, or the
** base count for Franken and Mutant fish), of the kinds the id allows; no
** candidate of the digit in two base units; every candidate of the digit in
** the base units lies in a cover unit, except the fins, which are exactly
** those that do not; a basic fish has no fin, a finned one has some; each
** elimination is the digit in a cover unit outside the base units (or in two
** cover units), seeing every fin.
*/
#include <string.h>

#include "check.h"
#include "mask.h"
#include "tables.h"

typedef struct ck_fish_set {
    int digit, n_base, n_cover;
    int base[9], cover[9];
    bool fin[N_CELLS];
    int n_fins;
} ck_fish_set;

static int ck_fish_size(const char *id) {
    if (strstr(id, "x_wing")) return 2;
    if (strstr(id, "swordfish")) return 3;
    if (strstr(id, "jellyfish")) return 4;
    return 0;
}

static int ck_in_units(int cell, const int *units, int n) {
    int k = 0;
    for (int i = 0; i < n; i++) k += cell_in_unit(cell, units[i]);
    return k;
}

/* Units of the record by role, and their kinds against the id. */
static bool ck_fish_units(ck_step *s, ck_fish_set *f) {
    for (int k = 0; k < s->n_units; k++) {
        int u = s->units[k].unit, role = s->units[k].role;
        if (role == CK_BASE && f->n_base < 9) f->base[f->n_base++] = u;
        else if (role == CK_COVER && f->n_cover < 9) f->cover[f->n_cover++] = u;
        else return ck_fail(s, "a fish's units are base or cover");
    }
    int n = ck_fish_size(s->technique);
    bool basic = n > 0;
    if (!n) n = f->n_base;
    if (n < 2 || f->n_base != n || f->n_cover != n)
        return ck_fail(s, "%d base and %d cover units, not %d of each", f->n_base, f->n_cover, n);
    int kind = unit_kind(f->base[0]);
    for (int i = 0; i < n; i++) {
        int bk = unit_kind(f->base[i]), ck = unit_kind(f->cover[i]);
        if (basic && (bk != kind || ck == kind || ck == UNIT_BOX || bk == UNIT_BOX))
            return ck_fail(s, "a basic fish's base units are rows or columns, its covers the other");
        for (int j = 0; j < n; j++)
            if (f->base[i] == f->cover[j]) return ck_fail(s, "a unit is both base and cover");
    }
    return true;
}

/* Base candidates disjoint and covered but for the fins, which the record names. */
static bool ck_fish_cover(const nonet_grid *g, ck_step *s, ck_fish_set *f) {
    char b[12];
    for (int c = 0; c < N_CELLS; c++) {
        if (!ck_has(g, c, f->digit)) continue;
        int in_base = ck_in_units(c, f->base, f->n_base);
        if (in_base > 1) return ck_fail(s, "candidate %d at r%dc%d is in two base units", f->digit,
                                        c / 9 + 1, c % 9 + 1);
        if (in_base && !ck_in_units(c, f->cover, f->n_cover)) {
            f->fin[c] = true;
            f->n_fins++;
        }
    }
    int named = 0, body = 0, in_base = 0;
    for (int c = 0; c < N_CELLS; c++)
        in_base += ck_has(g, c, f->digit) && ck_in_units(c, f->base, f->n_base) && !f->fin[c];
    for (int i = 0; i < s->n_marks; i++) {
        ck_cand m = s->marks[i];
        if (m.role != CK_FIN) {
            if (m.digit != f->digit || f->fin[m.cell] || !ck_in_units(m.cell, f->base, f->n_base))
                return ck_fail(s, "pattern candidate %s is not a covered base candidate", ck_name(&m, b));
            body++;
            continue;
        }
        if (m.digit != f->digit || !f->fin[m.cell])
            return ck_fail(s, "fin %s is not a base candidate outside the cover", ck_name(&m, b));
        named++;
    }
    if (body != in_base) return ck_fail(s, "the record names %d of the base's %d covered candidates", body, in_base);
    if (named != f->n_fins) return ck_fail(s, "the base has %d candidates outside the cover, %d named fins",
                                           f->n_fins, named);
    bool finned = strstr(s->technique, "finned") || strstr(s->technique, "sashimi");
    if (finned != (f->n_fins > 0))
        return ck_fail(s, finned ? "a finned fish without a fin" : "a fish with fins outside the cover");
    return true;
}

static bool ck_fish_elims(ck_step *s, const ck_fish_set *f) {
    char b[12];
    for (int i = 0; i < s->n_elim; i++) {
        ck_cand e = s->elim[i];
        int covers = ck_in_units(e.cell, f->cover, f->n_cover);
        bool in_base = ck_in_units(e.cell, f->base, f->n_base) > 0;
        if (e.digit != f->digit || !covers || (in_base && covers < 2))
            return ck_fail(s, "elimination %s is not in the cover outside the base", ck_name(&e, b));
        for (int c = 0; c < N_CELLS; c++)
            if (f->fin[c] && !ck_sees(c, e.cell))
                return ck_fail(s, "elimination %s does not see fin r%dc%d", ck_name(&e, b), c / 9 + 1,
                               c % 9 + 1);
    }
    return true;
}

bool ck_fish(const nonet_grid *g, ck_step *s) {
    ck_fish_set f;
    memset(&f, 0, sizeof f);
    if (!mask_single(s->digits)) return ck_fail(s, "a fish is about one digit");
    f.digit = mask_lowest(s->digits);
    return ck_no_placements(s) && ck_fish_units(s, &f) && ck_fish_cover(g, s, &f) && ck_fish_elims(s, &f);
}
