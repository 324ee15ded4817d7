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
**
** Kraken Fish: such a fish with fins (the record's fin candidates, of the
** fish's digit d), its branches (the record's links, as forcing chains'
** are) each starting from a case assumed on. Type 1: with no fin on the
** fish removes the elimination (d in a cover outside the base, or in two
** covers); the cases are the fins. Type 2: with no fin on, a cover unit U
** holds d at exactly one base candidate (one in two covers cannot hold
** then); the cases are the fins and those. Each case has a branch at the
** end of which the elimination is off, or sees it.
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

/* Base candidates disjoint; those outside the cover into f's fins. */
static bool ck_fish_fins(const nonet_grid *g, ck_step *s, ck_fish_set *f) {
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
    return true;
}

/* Base candidates disjoint and covered but for the fins, which the record names. */
static bool ck_fish_cover(const nonet_grid *g, ck_step *s, ck_fish_set *f) {
    char b[12];
    if (!ck_fish_fins(g, s, f)) return false;
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

/* Whether x is the candidate of a link's end. */
static bool ck_link_end(const ck_step *s, ck_cand x) {
    for (int i = 0; i < s->n_links; i++) {
        const ck_link *l = &s->links[i];
        if ((l->from.cell == x.cell && l->from.digit == x.digit) || (l->to.cell == x.cell && l->to.digit == x.digit))
            return true;
    }
    return false;
}

/* The record's candidates are the fins (exactly), every covered base
** candidate, and the branches' nodes. */
static bool ck_kraken_marks(const nonet_grid *g, ck_step *s, const ck_fish_set *f) {
    char b[12];
    int body = 0, in_base = 0, named = 0;
    for (int c = 0; c < N_CELLS; c++)
        in_base += ck_has(g, c, f->digit) && ck_in_units(c, f->base, f->n_base) && !f->fin[c];
    for (int i = 0; i < s->n_marks; i++) {
        ck_cand m = s->marks[i];
        bool base = m.digit == f->digit && !f->fin[m.cell] && ck_in_units(m.cell, f->base, f->n_base);
        if (m.role == CK_FIN && (m.digit != f->digit || !f->fin[m.cell]))
            return ck_fail(s, "fin %s is not a base candidate outside the cover", ck_name(&m, b));
        if (m.role != CK_FIN && !base && !ck_link_end(s, m))
            return ck_fail(s, "pattern candidate %s is neither the fish's nor a branch's", ck_name(&m, b));
        named += m.role == CK_FIN, body += base && m.role != CK_FIN;
    }
    if (!ck_links_marked(s)) return false;
    if (body != in_base || named != f->n_fins || !f->n_fins)
        return ck_fail(s, "the record names %d of the %d covered base candidates, %d of the %d fins", body, in_base,
                       named, f->n_fins);
    return true;
}

/* Whether case x gives e off: a branch from it ends with e off, or x sees e. */
static bool ck_case_gives(const nonet_grid *g, const ck_start *st, const ck_facts *fa, int n, ck_cand x, ck_cand e) {
    for (int k = 0; k < n; k++)
        if (st[k].on && st[k].cand.cell == x.cell && st[k].cand.digit == x.digit)
            return ck_is_off(g, &fa[k], e.cell, e.digit);
    return ck_trivially((ck_start){x, true}, e, false);
}

/* The cases of type 1 (unit < 0: the fins) or 2 (the fins and U's base
** candidates in one cover) each give e off. */
static bool ck_kraken_cases(const nonet_grid *g, const ck_fish_set *f, int unit, const ck_start *st,
                            const ck_facts *fa, int n, ck_cand e) {
    for (int c = 0; c < N_CELLS; c++) {
        bool fin = f->fin[c], lone = unit >= 0 && ck_has(g, c, f->digit) && cell_in_unit(c, unit) &&
                                     ck_in_units(c, f->base, f->n_base) && ck_in_units(c, f->cover, f->n_cover) == 1;
        if ((fin || lone) && !ck_case_gives(g, st, fa, n, (ck_cand){(uint8_t)c, (uint8_t)f->digit, 0}, e))
            return false;
    }
    return true;
}

bool ck_kraken_fish(const nonet_grid *g, ck_step *s) {
    char b[12];
    ck_fish_set f;
    ck_cand fin;
    memset(&f, 0, sizeof f);
    if (!ck_no_placements(s)) return false;
    if (!ck_marks_role(s, CK_FIN, &fin, 1)) return ck_fail(s, "a Kraken Fish has fins");
    f.digit = fin.digit;
    if (!ck_fish_units(s, &f) || !ck_fish_fins(g, s, &f) || !ck_kraken_marks(g, s, &f)) return false;
    if (f.n_base > 4) return ck_fail(s, "a Kraken Fish has two to four base units");
    ck_start st[CK_MAX_STARTS];
    ck_facts fa[CK_MAX_STARTS];
    int n = ck_branch_facts(g, s, CK_STATIC, st, fa);
    if (n < 0) return false;
    if (s->variant != 1 && s->variant != 2) return ck_fail(s, "no checker for kraken_fish type %d", s->variant);
    for (int i = 0; i < s->n_elim; i++) {
        ck_cand e = s->elim[i];
        bool ok = false;
        if (s->variant == 1) {
            int covers = ck_in_units(e.cell, f.cover, f.n_cover);
            ok = e.digit == f.digit && covers && (!ck_in_units(e.cell, f.base, f.n_base) || covers > 1) &&
                 ck_kraken_cases(g, &f, -1, st, fa, n, e);
        }
        for (int k = 0; k < f.n_cover && s->variant == 2 && !ok; k++) ok = ck_kraken_cases(g, &f, f.cover[k], st, fa, n, e);
        if (!ok) return ck_fail(s, "elimination %s does not follow from every case of the fish", ck_name(&e, b));
    }
    return true;
}
