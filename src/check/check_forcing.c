/*
** check_forcing.c -- forcing chains and nets from their branches: Sudoku
** Explainer's Forcing X-Chain, Forcing Chain, Nishio, Cell and Region
** Forcing Chains, the dynamic forms, HoDoKu's forcing chains and nets, and
** nested chains.
**
** A branch is a run of the record's links, each starting where the one
** before ended (as explain's text prints it, branches split by "; "). A
** link states the state of its first end: a weak link ("-") an on one that
** turns the second end off (both ends cannot be true: one cell, or one digit
** in one unit), a strong link ("=") an off one that turns the second end on.
** In a static chain (the Forcing X-Chain) each strong link is strong in the
** grid. In the dynamic forms it may rest on what the assumption already
** removed: the second end is the last candidate of its cell, or the last
** place of its digit in a unit shared with the first end, once the facts
** the branches from the same start have established are taken off.
**
** A net (check_nets.c) grows its facts also by the singles they force and,
** for the (+) forms, by Dynamic+'s rules; a rule link (the record's "by":
** "rule") names its first end's state and needs its second end off there.
** Whatever the closure adds only lets links follow: the conclusion is drawn
** from the start and the states the links end on.
**
** The branches are grouped by their start (candidate and state). Each
** group's facts grow link by link until no link adds one; a link that never
** follows from the facts before it fails the step. Then either one start
** leads to a contradiction (a candidate on and off, a cell without a
** candidate, a digit without a place in a unit) and the step removes that
** start (or places it, from an off start), or the starts cover every case
** (both states of a candidate, every candidate of a cell, every place of a
** digit in a unit) and each effect follows from every start that does not
** contradict itself.
*/
#include <string.h>

#include "check.h"
#include "mask.h"
#include "tables.h"

static bool ck_same(ck_cand a, ck_cand b) { return a.cell == b.cell && a.digit == b.digit; }

/* Whether turning a off puts b on: b is the last of its cell or of a unit
** shared with a, once f's off candidates are taken off. */
static bool ck_dynamic_strong(const nonet_grid *g, const ck_facts *f, ck_cand a, ck_cand b) {
    if (!ck_has(g, a.cell, a.digit) || !ck_has(g, b.cell, b.digit)) return false;
    if (a.cell == b.cell) {
        if (a.digit == b.digit) return false;
        for (int d = 1; d <= 9; d++)
            if (d != b.digit && !ck_is_off(g, f, b.cell, d)) return false;
        return true;
    }
    if (a.digit != b.digit || !ck_sees(a.cell, b.cell)) return false;
    for (int k = 0; k < 3; k++) {
        int u = cell_units[b.cell][k];
        if (!cell_in_unit(a.cell, u)) continue;
        bool last = true;
        for (int i = 0; i < 9 && last; i++) {
            int c = unit_cells[u][i];
            last = c == b.cell || ck_is_off(g, f, c, b.digit);
        }
        if (last) return true;
    }
    return false;
}

/* Whether link l follows from f (its first end in the state it states, its
** type holding); *why gets what is missing. */
static bool ck_link_follows(const nonet_grid *g, const ck_facts *f, const ck_link *l, ck_closure closure,
                            const char **why) {
    bool dynamic = closure != CK_STATIC;
    if (!ck_has(g, l->from.cell, l->from.digit) || !ck_has(g, l->to.cell, l->to.digit))
        return *why = "names a candidate that is not in the grid", false;
    if (l->rule) {
        /* a candidate a rule on the reduced grid turns off, after a state
        ** of the branch (one the rule rests on) */
        if (closure < CK_PLUS) return *why = "rests on a rule this technique does not have", false;
        if (l->rule == 2 ? !ck_is_on(f, l->from) : !ck_is_off(g, f, l->from.cell, l->from.digit))
            return *why = l->rule == 2 ? "starts from a candidate its branch has not turned on"
                                       : "starts from a candidate its branch has not turned off", false;
        return ck_is_off(g, f, l->to.cell, l->to.digit) ||
               (*why = closure == CK_NESTED ? "does not follow: no single, Dynamic+ rule or inner forcing chain on the reduced grid turns its second end off"
                                             : "does not follow: no single or Dynamic+ rule on the reduced grid turns its second end off", false);
    }
    if (!l->strong) {
        if (!ck_is_on(f, l->from)) return *why = "starts from a candidate its branch has not turned on", false;
        return ck_weak(g, l->from, l->to) || (*why = "is not weak", false);
    }
    if (!ck_is_off(g, f, l->from.cell, l->from.digit))
        return *why = "starts from a candidate its branch has not turned off", false;
    if (dynamic) return ck_dynamic_strong(g, f, l->from, l->to) || (*why = "does not follow: its second end is not the last of its cell or unit", false);
    return ck_strong(g, l->from, l->to) || (*why = "is not strong", false);
}

/* A link's first end and its state (a rule link names it). */
static ck_start ck_start_of(const ck_link *l) { return (ck_start){l->from, l->rule ? l->rule == 2 : !l->strong}; }

/* Which start each branch has (its first link's first end and state), in
** starts (distinct); link i's start index into at[i]. */
static int ck_starts(ck_step *s, ck_start *starts, int *at) {
    int n = 0, cur = -1;
    for (int i = 0; i < s->n_links; i++) {
        if (i == 0 || !ck_same(s->links[i].from, s->links[i - 1].to)) {
            ck_start st = ck_start_of(&s->links[i]);
            cur = -1;
            for (int k = 0; k < n && cur < 0; k++)
                if (ck_same(starts[k].cand, st.cand) && starts[k].on == st.on) cur = k;
            if (cur < 0) {
                if (n == CK_MAX_STARTS) return -1;
                starts[n] = st;
                cur = n++;
            }
        }
        at[i] = cur;
    }
    return n;
}

/* Establish the state link l ends on in f. */
static void ck_take_end(ck_facts *f, const ck_link *l) {
    if (l->strong) ck_set_on(f, l->to);
    else f->off[l->to.cell] |= mask_of(l->to.digit);
}

/* The candidates a link of start k not taken yet, whose first end holds,
** needs off: a rule link's second end; for a strong link, the open
** candidates besides its second end in its cell (same cell) or in each
** unit the two ends share. Into want (at most cap); how many. */
static int ck_wanted_offs(const nonet_grid *g, const ck_step *s, int k, const int *at, const bool *done,
                          const ck_facts *f, ck_cand *want, int cap) {
    int n = 0;
    for (int i = 0; i < s->n_links; i++) {
        const ck_link *l = &s->links[i];
        bool holds = ck_start_of(l).on ? ck_is_on(f, l->from) : ck_is_off(g, f, l->from.cell, l->from.digit);
        if (at[i] != k || done[i] || !holds || (!l->rule && !l->strong)) continue;
        if (l->rule) {
            if (n < cap && !ck_is_off(g, f, l->to.cell, l->to.digit)) want[n++] = l->to;
            continue;
        }
        for (int t = -1; t < 3; t++) {
            int u = t < 0 ? -1 : cell_units[l->to.cell][t];
            if (t < 0 ? l->from.cell != l->to.cell : !cell_in_unit(l->from.cell, u) || l->from.cell == l->to.cell)
                continue;
            for (int j = 0; j < 9; j++) {
                ck_cand c = u < 0 ? (ck_cand){l->to.cell, (uint8_t)(j + 1), 0} : (ck_cand){unit_cells[u][j], l->to.digit, 0};
                if (!ck_same(c, l->to) && !ck_is_off(g, f, c.cell, c.digit) && n < cap) want[n++] = c;
            }
        }
    }
    return n;
}

/* Nested chains, when everything else stalls: the offs start k's links
** still want (ck_wanted_offs) turned off in f where an inner forcing
** argument on the grid f reduces removes them; when none is, every open
** candidate so removed (an off the links want may rest on one no link
** names); whether any was. */
static bool ck_nested_links(const nonet_grid *g, const ck_step *s, int k, const int *at, const bool *done,
                            ck_facts *f) {
    ck_cand want[CK_MAX_LINKS * 9], off[729];
    int n = ck_wanted_offs(g, s, k, at, done, f, want, CK_MAX_LINKS * 9), m = 0;
    ck_inner *in = n ? ck_inner_new(g, f) : NULL;
    for (int i = 0; i < n && in; i++)
        if (ck_inner_off(in, want[i])) off[m++] = want[i];
    for (int c = 0; c < 81 && in && m == 0; c++)
        for (int d = 1; d <= 9; d++) {
            ck_cand t = {(uint8_t)c, (uint8_t)d, 0};
            if (!ck_is_off(g, f, c, d) && !ck_is_on(f, t) && ck_inner_off(in, t)) off[m++] = t;
        }
    ck_inner_free(in);
    for (int i = 0; i < m; i++) f->off[off[i].cell] |= mask_of(off[i].digit);
    return m > 0;
}

/* Grows the facts of start k from its links, each taken once it follows
** from the facts before it (under closure, which may add what the links do
** not name; the growth stops when every link is taken); false naming the
** first link that never follows. What f gets is what the branches show: the
** start and the states the links end on (with what an on state's peers
** lose), so that a conclusion drawn from f rests on the record's states,
** not on the closure. */
static bool ck_grow(const nonet_grid *g, ck_step *s, const ck_start *st, int k, const int *at,
                    ck_closure closure, ck_facts *f) {
    bool done[CK_MAX_LINKS] = {false}, grew = true;
    ck_facts all;
    int left = 0;
    for (int i = 0; i < s->n_links; i++) left += at[i] == k;
    memset(f, 0, sizeof *f);
    if (st->on) ck_set_on(f, st->cand);
    else f->off[st->cand.cell] |= mask_of(st->cand.digit);
    all = *f;
    const char *why = "";
    while (grew && left > 0) {
        grew = false;
        for (int i = 0; i < s->n_links; i++) {
            if (at[i] != k || done[i] || !ck_link_follows(g, &all, &s->links[i], closure, &why)) continue;
            done[i] = grew = true;
            left--;
            ck_take_end(&all, &s->links[i]);
            ck_take_end(f, &s->links[i]);
        }
        if (!grew && closure >= CK_SINGLES) grew = ck_singles(g, &all);
        if (!grew && closure >= CK_PLUS) grew = ck_plus_rules(g, &all);
        if (!grew && closure == CK_NESTED) grew = ck_nested_links(g, s, k, at, done, &all);
    }
    char a[12], b[12];
    for (int i = 0; i < s->n_links; i++)
        if (at[i] == k && !done[i]) {
            ck_link_follows(g, &all, &s->links[i], closure, &why);
            return ck_fail(s, "link %s%c%s %s", ck_name(&s->links[i].from, a), s->links[i].strong ? '=' : '-',
                           ck_name(&s->links[i].to, b), why);
        }
    return true;
}

/* Whether start x, true, gives effect e (placement when place) with no
** link: x is e, or x sees e. */
bool ck_trivially(ck_start x, ck_cand e, bool place) {
    if (!x.on) return false;
    return place ? ck_same(x.cand, e) : ck_weak(NULL, x.cand, e);
}

/* Whether the starts cover every case: both states of one candidate, every
** candidate of a cell, or every place of a digit in a unit, each on. A
** case without a branch counts when it gives every effect at once (the
** placed candidate itself, or one that sees every elimination). */
static bool ck_cover(const nonet_grid *g, const ck_step *s, const ck_start *st, int n) {
    if (n == 2 && ck_same(st[0].cand, st[1].cand) && st[0].on != st[1].on) return true;
    for (int i = 0; i < n; i++)
        if (!st[i].on) return false;
    ck_start cases[9];
    int n_cases = 0;
    bool found = false;
    int cell = st[0].cand.cell, digit = st[0].cand.digit;
    for (int kind = -1; kind < 3 && !found; kind++) {
        n_cases = 0;
        if (kind < 0) {
            for (int d = 1; d <= 9; d++)
                if (ck_has(g, cell, d)) cases[n_cases++] = (ck_start){{(uint8_t)cell, (uint8_t)d, 0}, true};
        } else {
            int u = cell_units[cell][kind];
            for (int i = 0; i < 9; i++)
                if (ck_has(g, unit_cells[u][i], digit))
                    cases[n_cases++] = (ck_start){{unit_cells[u][i], (uint8_t)digit, 0}, true};
        }
        found = true;
        for (int i = 0; i < n && found; i++) {
            bool in = false;
            for (int k = 0; k < n_cases; k++) in |= ck_same(cases[k].cand, st[i].cand);
            found = in;
        }
    }
    if (!found) return false;
    for (int k = 0; k < n_cases; k++) {
        bool listed = false;
        for (int i = 0; i < n; i++) listed |= ck_same(cases[k].cand, st[i].cand);
        for (int e = 0; e < s->n_place + s->n_elim && !listed; e++)
            if (!ck_trivially(cases[k], e < s->n_place ? s->place[e] : s->elim[e - s->n_place], e < s->n_place))
                return false;
    }
    return true;
}

/* One start that contradicts itself: the step is its opposite. */
static bool ck_refuted(ck_step *s, ck_start st) {
    char b[12];
    bool ok = st.on ? s->n_place == 0 && s->n_elim == 1 && ck_same(s->elim[0], st.cand)
                    : s->n_elim == 0 && s->n_place == 1 && ck_same(s->place[0], st.cand);
    return ok || ck_fail(s, "the branches refute %s %s, which is not the step's one effect",
                         ck_name(&st.cand, b), st.on ? "on" : "off");
}

/* Within a branch the states alternate: a link that continues one starts
** from the state the one before ended on (on after "=", off after "-"):
** a plain link from the opposite of its own end's, a rule link from the
** one it names. */
static bool ck_alternate(ck_step *s) {
    char a[12], b[12];
    for (int i = 1; i < s->n_links; i++)
        if (ck_same(s->links[i].from, s->links[i - 1].to) && ck_start_of(&s->links[i]).on != s->links[i - 1].strong)
            return ck_fail(s, "link %s%c%s starts from %s after a %s link: the states do not alternate",
                           ck_name(&s->links[i].from, a), s->links[i].strong ? '=' : '-',
                           ck_name(&s->links[i].to, b), ck_start_of(&s->links[i]).on ? "on" : "off",
                           s->links[i - 1].strong ? "strong" : "weak");
    return true;
}

int ck_branch_facts(const nonet_grid *g, ck_step *s, ck_closure closure, ck_start *st, ck_facts *f) {
    int at[CK_MAX_LINKS];
    if (!ck_alternate(s)) return -1;
    int n = ck_starts(s, st, at);
    if (n <= 0) return ck_fail(s, n ? "more than %d starts" : "no branch", CK_MAX_STARTS), -1;
    for (int k = 0; k < n; k++)
        if (!ck_grow(g, s, &st[k], k, at, closure, &f[k])) return -1;
    return n;
}

static bool ck_forcing_under(const nonet_grid *g, ck_step *s, ck_closure closure) {
    ck_start st[CK_MAX_STARTS];
    ck_facts f[CK_MAX_STARTS];
    bool contra[CK_MAX_STARTS];
    int n = ck_branch_facts(g, s, closure, st, f);
    if (n < 0) return false;
    for (int k = 0; k < n; k++) contra[k] = ck_contradiction(g, &f[k]);
    if (n == 1) {
        char b[12];
        return contra[0] ? ck_refuted(s, st[0])
                         : ck_fail(s, "the branches from %s reach no contradiction", ck_name(&st[0].cand, b));
    }
    if (!ck_cover(g, s, st, n))
        return ck_fail(s, "the branches' starts do not cover a cell, a unit's places or both states of a candidate");
    char b[12];
    for (int k = 0; k < n; k++) {
        if (contra[k]) continue;
        for (int e = 0; e < s->n_place; e++)
            if (!ck_is_on(&f[k], s->place[e]))
                return ck_fail(s, "placement %s does not follow from %s", ck_name(&s->place[e], b),
                               ck_name(&st[k].cand, (char[12]){0}));
        for (int e = 0; e < s->n_elim; e++)
            if (!ck_is_off(g, &f[k], s->elim[e].cell, s->elim[e].digit))
                return ck_fail(s, "elimination %s does not follow from %s", ck_name(&s->elim[e], b),
                               ck_name(&st[k].cand, (char[12]){0}));
    }
    return true;
}

bool ck_nets(const nonet_grid *g, ck_step *s) {
    bool plus = !strcmp(s->technique, "forcing_net_plus") || !strcmp(s->technique, "dynamic_plus");
    ck_closure closure = !strcmp(s->technique, "nested_forcing_chains") ? CK_NESTED : plus ? CK_PLUS : CK_SINGLES;
    return ck_marks_are_links(s) && ck_forcing_under(g, s, closure);
}

bool ck_forcing(const nonet_grid *g, ck_step *s) {
    ck_closure closure = !strcmp(s->technique, "forcing_x_chain")   ? CK_STATIC
                         : !strncmp(s->technique, "dynamic_", 8) ? CK_SINGLES
                                                                  : CK_DYNAMIC;
    return ck_marks_are_links(s) && ck_forcing_under(g, s, closure);
}
