/*
** check_nets.c -- what forcing nets rest on: HoDoKu's Forcing Nets and
** Forcing Nets (+), Sudoku Explainer's Nishio, Dynamic Contradiction and
** Dynamic+ chains, checked by check_forcing.c as the dynamic forcing chains
** are (ck_nets), with this file's Dynamic+ rules (ck_plus_rules).
**
** A net's state may rest on several removals at once: a candidate comes on
** when every other candidate of its cell, or every other place of its
** digit in a unit, has gone, not only the one the record's link names. The
** record shows one derivation per branch; the states it rests on besides
** are what the branch's start establishes by singles (check_forcing.c's
** closure: a candidate whose cell's others or whose unit's other places
** are all off comes on, its peers go off). Each recorded link must follow
** from those facts. Dynamic+ (the (+) forms) goes on, when singles stall,
** with four rules on the grid the facts reduce, each sound on any grid:
**
**   pointing and claiming: a digit's open places in a box all in one line
**     (or in a line all in one box): it goes from the rest of the line
**     (box);
**   hidden pair: two digits' open places in a unit in two cells: those
**     cells keep only them;
**   naked pair: two cells of a unit whose open candidates are two digits:
**     those digits go from the unit's other cells;
**   X-Wing: a digit's open places in two rows in two columns (or in two
**     columns in two rows): it goes from the rest of those columns (rows).
**
** Each rule only ever removes more when more is off, so the closure holds
** whatever the finder's run reached in whatever order it took its rules,
** and a weak link from an off state (an off state turned off by a rule,
** "-(7)r5c2" after "-(7)r4c7") follows when the closure has its second end
** off. A digit with no open place, or a cell with none, makes the facts
** contradict themselves; the rules then still remove (from a false start
** anything follows), and check_forcing.c's conclusion treats the start as
** refuted.
*/
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "mask.h"
#include "tables.h"

void ck_set_on(ck_facts *f, ck_cand c) {
    f->on[c.cell] |= mask_of(c.digit);
    f->off[c.cell] |= (uint16_t)(MASK_ALL & ~mask_of(c.digit));
    for (int i = 0; i < N_PEERS; i++) f->off[cell_peers[c.cell][i]] |= mask_of(c.digit);
}

bool ck_is_off(const nonet_grid *g, const ck_facts *f, int cell, int digit) {
    return !ck_has(g, cell, digit) || (f->off[cell] & mask_of(digit));
}

/* Turn on every candidate of cell c (of g) not on yet; whether any was. */
static bool ck_cell_all_on(ck_facts *f, int c, uint16_t digits) {
    bool grew = false;
    for (uint16_t m = (uint16_t)(digits & ~f->on[c]); m; m = mask_rest(m)) {
        ck_set_on(f, (ck_cand){(uint8_t)c, (uint8_t)mask_lowest(m), 0});
        grew = true;
    }
    return grew;
}

/* The singles f forces: a candidate whose cell's other candidates, or
** whose digit's other places in a unit, are all off, turned on. The rule
** is "all the others off", not "one left": a candidate that is off itself
** still comes on (the facts then contradict themselves, as the finder's run
** found later), so the closure never depends on the order singles are
** taken in and holds every state an implication engine reaches. Whether
** any was. */
bool ck_singles(const nonet_grid *g, ck_facts *f) {
    bool grew = false;
    for (int c = 0; c < 81; c++) {
        uint16_t left = (uint16_t)(g->cand[c] & ~f->off[c] & MASK_ALL);
        if (!g->value[c] && (left == 0 || mask_single(left)))
            grew |= ck_cell_all_on(f, c, left ? left : g->cand[c]);
    }
    for (int u = 0; u < N_UNITS; u++)
        for (int d = 1; d <= 9; d++) {
            int last = -1, open = 0;
            uint16_t places = ck_places(g, u, d);
            for (uint16_t m = places; m; m = mask_rest(m)) {
                int c = unit_cells[u][mask_first_index(m)];
                if (!(f->off[c] & mask_of(d))) last = c, open++;
            }
            for (uint16_t m = open == 0 ? places : 0; m; m = mask_rest(m))
                grew |= ck_cell_all_on(f, unit_cells[u][mask_first_index(m)], mask_of(d));
            if (open == 1) grew |= ck_cell_all_on(f, last, mask_of(d));
        }
    return grew;
}

/* A contradiction among f's facts. */
bool ck_contradiction(const nonet_grid *g, const ck_facts *f) {
    for (int c = 0; c < 81; c++) {
        if (g->value[c]) continue;
        if (f->on[c] & f->off[c]) return true;
        if ((g->cand[c] & ~f->off[c] & MASK_ALL) == 0) return true;
    }
    for (int u = 0; u < N_UNITS; u++)
        for (int d = 1; d <= 9; d++) {
            bool open = false, placed = false;
            for (int i = 0; i < 9; i++) {
                int c = unit_cells[u][i];
                placed |= g->value[c] == d;
                open |= ck_has(g, c, d) && !(f->off[c] & mask_of(d));
            }
            if (!placed && !open && ck_places(g, u, d)) return true;
        }
    return false;
}

/* The open places (positions in the unit) of each digit of each unit:
** candidates of g the facts have not turned off. */
typedef struct ck_open { uint16_t places[N_UNITS][10]; } ck_open;

static void ck_open_of(const nonet_grid *g, const ck_facts *f, ck_open *o) {
    for (int u = 0; u < N_UNITS; u++)
        for (int d = 1; d <= 9; d++) {
            uint16_t m = 0;
            for (int i = 0; i < 9; i++) {
                int c = unit_cells[u][i];
                if (ck_has(g, c, d) && !(f->off[c] & mask_of(d))) m |= (uint16_t)(1u << i);
            }
            o->places[u][d] = m;
        }
}

/* Turn off digit at the positions of unit u in places (those in g and not
** off yet); whether any was. */
static bool ck_off_places(const nonet_grid *g, ck_facts *f, int u, int digit, uint16_t places) {
    bool grew = false;
    for (uint16_t m = places; m; m = mask_rest(m)) {
        int c = unit_cells[u][mask_first_index(m)];
        if (ck_has(g, c, digit) && !(f->off[c] & mask_of(digit))) f->off[c] |= mask_of(digit), grew = true;
    }
    return grew;
}

/* The positions of unit v's cells that lie in unit u. */
static uint16_t ck_in_unit(int v, int u) {
    uint16_t m = 0;
    for (int i = 0; i < 9; i++)
        if (cell_in_unit(unit_cells[v][i], u)) m |= (uint16_t)(1u << i);
    return m;
}

/* Pointing and claiming: unit a's open places of a digit all where it
** crosses b: the digit goes from b's other cells. */
static bool ck_locked(const nonet_grid *g, ck_facts *f, const ck_open *o) {
    bool grew = false;
    for (int box = 18; box < N_UNITS; box++)
        for (int line = 0; line < 18; line++) {
            uint16_t in_box = ck_in_unit(box, line), in_line = ck_in_unit(line, box);
            if (!in_box) continue;
            for (int d = 1; d <= 9; d++) {
                if (ck_places(g, box, d) && !(o->places[box][d] & ~in_box))
                    grew |= ck_off_places(g, f, line, d, (uint16_t)(MASK_ALL & ~in_line));
                if (ck_places(g, line, d) && !(o->places[line][d] & ~in_line))
                    grew |= ck_off_places(g, f, box, d, (uint16_t)(MASK_ALL & ~in_box));
            }
        }
    return grew;
}

/* Hidden pairs: two digits of unit u (neither placed) whose open places
** are at most two cells: those cells lose their other digits. */
static bool ck_hidden_pairs(const nonet_grid *g, ck_facts *f, const ck_open *o) {
    bool grew = false;
    for (int u = 0; u < N_UNITS; u++)
        for (int a = 1; a <= 9; a++)
            for (int b = a + 1; b <= 9; b++) {
                uint16_t cells = (uint16_t)(o->places[u][a] | o->places[u][b]);
                if (!ck_places(g, u, a) || !ck_places(g, u, b) || mask_count(cells) > 2) continue;
                uint16_t others = (uint16_t)(MASK_ALL & ~mask_of(a) & ~mask_of(b));
                for (uint16_t m = cells; m; m = mask_rest(m)) {
                    int c = unit_cells[u][mask_first_index(m)];
                    uint16_t gone = (uint16_t)(g->cand[c] & others & ~f->off[c]);
                    if (!g->value[c] && gone) f->off[c] |= gone, grew = true;
                }
            }
    return grew;
}

/* A cell's open candidates. */
static uint16_t ck_open_cell(const nonet_grid *g, const ck_facts *f, int c) {
    return g->value[c] ? 0 : (uint16_t)(g->cand[c] & ~f->off[c] & MASK_ALL);
}

/* Naked pairs: two empty cells of unit u whose open candidates are at
** most two digits: those digits go from u's other cells. */
static bool ck_naked_pairs(const nonet_grid *g, ck_facts *f) {
    bool grew = false;
    for (int u = 0; u < N_UNITS; u++)
        for (int i = 0; i < 9; i++)
            for (int j = i + 1; j < 9; j++) {
                int x = unit_cells[u][i], y = unit_cells[u][j];
                uint16_t digits = (uint16_t)(ck_open_cell(g, f, x) | ck_open_cell(g, f, y));
                if (g->value[x] || g->value[y] || mask_count(digits) > 2) continue;
                uint16_t rest = (uint16_t)(MASK_ALL & ~(1u << i) & ~(1u << j));
                for (uint16_t m = digits; m; m = mask_rest(m)) grew |= ck_off_places(g, f, u, mask_lowest(m), rest);
            }
    return grew;
}

/* X-Wings: a digit's open places in two base lines (neither with the digit
** placed) in at most two cover lines: it goes from the covers' other cells.
** first: the base kind's first unit (0 rows, 9 columns); the covers are of
** the other kind. */
static bool ck_x_wings(const nonet_grid *g, ck_facts *f, const ck_open *o, int first) {
    bool grew = false;
    int covers = first ? 0 : 9;
    for (int d = 1; d <= 9; d++)
        for (int a = first; a < first + 9; a++)
            for (int b = a + 1; b < first + 9; b++) {
                uint16_t lines = (uint16_t)(o->places[a][d] | o->places[b][d]);
                if (!ck_places(g, a, d) || !ck_places(g, b, d) || mask_count(lines) > 2) continue;
                uint16_t keep = (uint16_t)((1u << (a - first)) | (1u << (b - first)));
                for (uint16_t m = lines; m; m = mask_rest(m))
                    grew |= ck_off_places(g, f, covers + mask_first_index(m), d, (uint16_t)(MASK_ALL & ~keep));
            }
    return grew;
}

bool ck_plus_rules(const nonet_grid *g, ck_facts *f) {
    ck_open o;
    ck_open_of(g, f, &o);
    bool grew = ck_locked(g, f, &o);
    grew |= ck_hidden_pairs(g, f, &o);
    grew |= ck_naked_pairs(g, f);
    grew |= ck_x_wings(g, f, &o, 0);
    return ck_x_wings(g, f, &o, 9) || grew;
}

/* ---- nested chains: a rule link's off from an inner forcing argument -- */

/* The facts of the outer start and one more assumption, closed under
** singles and Dynamic+'s rules, made when first asked for (one stall's
** worth: the outer facts do not change while they are kept); key:
** candidate * 2 + on. */
struct ck_inner {
    const nonet_grid *g;
    const ck_facts *outer;
    ck_facts closed[1458];
    uint8_t have[1458]; /* 0 not made, 1 made, 2 made and contradictory */
};

/* Close f under singles and Dynamic+'s rules. */
static void ck_close(const nonet_grid *g, ck_facts *f) {
    while (ck_singles(g, f) || ck_plus_rules(g, f)) {
    }
}

ck_inner *ck_inner_new(const nonet_grid *g, const ck_facts *outer) {
    ck_inner *in = malloc(sizeof *in);
    if (!in) return NULL;
    in->g = g;
    in->outer = outer;
    memset(in->have, 0, sizeof in->have);
    return in;
}

void ck_inner_free(ck_inner *in) { free(in); }

/* Whether the outer facts and (cell, digit) in state on turn t off (a
** contradiction turns everything off). */
static bool ck_inner_turns_off(ck_inner *in, int cell, int digit, bool on, ck_cand t) {
    int key = (cell * 9 + digit - 1) * 2 + on;
    ck_facts *x = &in->closed[key];
    if (!in->have[key]) {
        *x = *in->outer;
        if (on) ck_set_on(x, (ck_cand){(uint8_t)cell, (uint8_t)digit, 0});
        else x->off[cell] |= mask_of(digit);
        ck_close(in->g, x);
        in->have[key] = ck_contradiction(in->g, x) ? 2 : 1;
    }
    return in->have[key] == 2 || ck_is_off(in->g, x, t.cell, t.digit);
}

/* Whether every open candidate of cell (or, unit >= 0, every open place of
** digit in unit), assumed on, turns t off; false when none is open. */
static bool ck_inner_set(ck_inner *in, int cell, int unit, int digit, ck_cand t) {
    int n = 0;
    for (int i = 0; i < 9; i++) {
        int c = unit >= 0 ? unit_cells[unit][i] : cell, d = unit >= 0 ? digit : i + 1;
        if (ck_is_off(in->g, in->outer, c, d)) continue;
        if (!ck_inner_turns_off(in, c, d, true, t)) return false;
        n++;
    }
    return n > 0;
}

bool ck_inner_off(ck_inner *in, ck_cand t) {
    const nonet_grid *g = in->g;
    if (ck_inner_turns_off(in, t.cell, t.digit, true, t)) return true; /* t on gives t off */
    for (int c = 0; c < 81; c++)
        for (int d = 1; d <= 9; d++)
            if (!ck_is_off(g, in->outer, c, d) && !ck_is_on(in->outer, (ck_cand){(uint8_t)c, (uint8_t)d, 0}) &&
                ck_inner_turns_off(in, c, d, true, t) && ck_inner_turns_off(in, c, d, false, t))
                return true;
    for (int c = 0; c < 81; c++)
        if (!g->value[c] && ck_inner_set(in, c, -1, 0, t)) return true;
    for (int u = 0; u < N_UNITS; u++)
        for (int d = 1; d <= 9; d++)
            if (ck_places(g, u, d) && ck_inner_set(in, -1, u, d, t)) return true;
    return false;
}
