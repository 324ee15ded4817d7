/*
** step.c -- step record builders and the step applier, the only code
** that turns a deduction into grid changes.
*/
#include <stdlib.h>
#include <string.h>

#include "grid.h"
#include "mask.h"
#include "step.h"
#include "tables.h"

void step_init(nonet_step *s, nonet_technique technique, int variant) {
    /* Only the header is cleared: the arrays are read up to their counts. */
    s->technique = technique;
    s->variant = variant;
    s->rating = 0.0;
    s->digits = 0;
    s->n_placements = s->n_eliminations = s->n_marks = 0;
    s->n_cells = s->n_units = s->n_links = s->n_inner = 0;
}

/* The record's (cell, digit) pair. */
static nonet_candidate make_cand(int cell, int digit) {
    nonet_candidate c = {(uint8_t)cell, (uint8_t)digit};
    return c;
}

bool step_lists_candidate(const nonet_candidate *list, int n, int cell, int digit) {
    for (int i = 0; i < n; i++)
        if (list[i].cell == cell && list[i].digit == digit) return true;
    return false;
}

step_removal step_removes(const nonet_step *s, int cell, int digit, int *placed) {
    if (step_lists_candidate(s->eliminations, s->n_eliminations, cell, digit)) return STEP_REMOVES_ELIMINATION;
    for (int i = 0; i < s->n_placements; i++) {
        int c = s->placements[i].cell, d = s->placements[i].digit;
        bool peer = c != cell && d == digit && (cell_unit_mask(c) & cell_unit_mask(cell));
        if (c != cell && !peer) continue;
        if (placed) *placed = peer ? c : d;
        return peer ? STEP_REMOVES_PEER : STEP_REMOVES_CELL;
    }
    return STEP_REMOVES_NOT;
}

bool step_add_placement(nonet_step *s, int cell, int digit) {
    if (step_lists_candidate(s->placements, s->n_placements, cell, digit)) return true;
    if (s->n_placements >= NONET_STEP_MAX_PLACEMENTS) return false;
    s->placements[s->n_placements++] = make_cand(cell, digit);
    return true;
}

bool step_add_elimination(nonet_step *s, int cell, int digit) {
    if (step_lists_candidate(s->eliminations, s->n_eliminations, cell, digit)) return true;
    if (s->n_eliminations >= NONET_STEP_MAX_ELIMINATIONS) return false;
    s->eliminations[s->n_eliminations++] = make_cand(cell, digit);
    return true;
}

bool step_add_eliminations(nonet_step *s, int cell, uint16_t mask) {
    bool ok = true;
    for (uint16_t m = mask; m; m = mask_rest(m))
        ok = step_add_elimination(s, cell, mask_lowest(m)) && ok;
    return ok;
}

int step_add_unit_eliminations(nonet_step *s, int unit, uint16_t positions, int digit) {
    int n = 0;
    for (uint16_t m = positions; m; m = mask_rest(m), n++)
        step_add_elimination(s, unit_cells[unit][mask_first_index(m)], digit);
    return n;
}

/* Append a mark (the callers that reuse one looked for it first). */
bool step_append_mark(nonet_step *s, int cell, int digit, nonet_role role) {
    if (s->n_marks >= NONET_STEP_MAX_MARKS) return false;
    nonet_mark m = {(uint8_t)cell, (uint8_t)digit, (uint8_t)role};
    s->marks[s->n_marks++] = m;
    return true;
}

bool step_add_mark(nonet_step *s, int cell, int digit, nonet_role role) {
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].cell == cell && s->marks[i].digit == digit) {
            s->marks[i].role = (uint8_t)role;
            return true;
        }
    return step_append_mark(s, cell, digit, role);
}

/* Add (cell, digit) with role unless that very mark is listed. */
static bool step_add_mark_also(nonet_step *s, int cell, int digit, nonet_role role) {
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].cell == cell && s->marks[i].digit == digit && s->marks[i].role == role) return true;
    return step_append_mark(s, cell, digit, role);
}

/* One mark per digit of mask in cell, each added by add. */
static bool step_add_marks_by(nonet_step *s, int cell, uint16_t mask, nonet_role role,
                              bool (*add)(nonet_step *, int, int, nonet_role)) {
    bool ok = true;
    for (uint16_t m = mask; m; m = mask_rest(m)) ok = add(s, cell, mask_lowest(m), role) && ok;
    return ok;
}

bool step_add_marks(nonet_step *s, int cell, uint16_t mask, nonet_role role) {
    return step_add_marks_by(s, cell, mask, role, step_add_mark);
}

bool step_add_marks_also(nonet_step *s, int cell, uint16_t mask, nonet_role role) {
    return step_add_marks_by(s, cell, mask, role, step_add_mark_also);
}

bool step_append_marks(nonet_step *s, int cell, uint16_t mask, nonet_role role) {
    return step_add_marks_by(s, cell, mask, role, step_append_mark);
}

bool step_add_cell(nonet_step *s, int cell) {
    for (int i = 0; i < s->n_cells; i++)
        if (s->cells[i] == cell) return true;
    if (s->n_cells >= NONET_STEP_MAX_CELLS) return false;
    s->cells[s->n_cells++] = (uint8_t)cell;
    return true;
}

bool step_add_pattern_cell(nonet_step *s, int cell, uint16_t mask, nonet_role role) {
    bool added = step_add_cell(s, cell);
    return step_add_marks(s, cell, mask, role) && added;
}

bool step_add_unit(nonet_step *s, int unit, nonet_role role) {
    for (int i = 0; i < s->n_units; i++)
        if (s->units[i].unit == unit) return true;
    if (s->n_units >= NONET_STEP_MAX_UNITS) return false;
    nonet_unit_mark u = {(uint8_t)unit, (uint8_t)role};
    s->units[s->n_units++] = u;
    return true;
}

bool step_add_link(nonet_step *s, int from_cell, int from_digit, int to_cell,
                   int to_digit, bool strong) {
    if (s->n_links >= NONET_STEP_MAX_LINKS) return false;
    nonet_link l = {make_cand(from_cell, from_digit), make_cand(to_cell, to_digit),
                    (uint8_t)strong};
    s->link_rule[s->n_links] = STEP_LINK_PLAIN;
    s->link_by[s->n_links] = STEP_BY_NONE;
    s->links[s->n_links++] = l;
    return true;
}

bool step_add_rule_link(nonet_step *s, int from_cell, int from_digit, int to_cell, int to_digit, bool from_on,
                        step_by by) {
    if (!step_add_link(s, from_cell, from_digit, to_cell, to_digit, false)) return false;
    s->link_rule[s->n_links - 1] = from_on ? STEP_LINK_RULE_AFTER_ON : STEP_LINK_RULE_AFTER_OFF;
    s->link_by[s->n_links - 1] = by;
    return true;
}

bool step_add_inner_link(nonet_step *s, int explains, nonet_candidate from, nonet_candidate to, bool from_on,
                         bool to_on, bool by_rule, step_by by) {
    if (s->n_inner >= NONET_STEP_MAX_INNER) return false;
    s->inner_by[s->n_inner] = by_rule ? by : STEP_BY_NONE;
    s->inner[s->n_inner++] = (nonet_inner_link){
        .link = {from, to, (uint8_t)to_on}, .explains = (int16_t)explains, .from_on = from_on, .to_on = to_on,
        .by_rule = by_rule};
    return true;
}

void step_repeat_inner(nonet_step *s, int from, int to) {
    int n = s->n_inner, first = s->n_inner;
    /* the chain's own links first, together; then the chains inside */
    for (int j = 0; j < n && s->n_inner < NONET_STEP_MAX_INNER; j++) {
        if (s->inner[j].explains != from) continue;
        s->inner[s->n_inner] = s->inner[j];
        s->inner[s->n_inner].explains = (int16_t)to;
        s->inner_by[s->n_inner++] = s->inner_by[j];
    }
    for (int j = 0, k = first; j < n && k < s->n_inner; j++) {
        if (s->inner[j].explains != from) continue;
        if (s->inner[j].by_rule) step_repeat_inner(s, -(j + 1), -(k + 1));
        k++;
    }
}

bool step_productive(const nonet_step *s) {
    return s->n_placements > 0 || s->n_eliminations > 0;
}

/* qsort order of candidates: by digit, then by cell. */
static int cand_order(const void *a, const void *b) {
    const nonet_candidate *x = a, *y = b;
    if (x->digit != y->digit) return x->digit - y->digit;
    return x->cell - y->cell;
}

void step_sort(nonet_step *s) {
    if (s->n_placements > 1) qsort(s->placements, s->n_placements, sizeof s->placements[0], cand_order);
    if (s->n_eliminations > 1)
        qsort(s->eliminations, s->n_eliminations, sizeof s->eliminations[0], cand_order);
}

void step_copy(nonet_step *to, const nonet_step *from) {
    to->technique = from->technique;
    to->variant = from->variant;
    to->rating = from->rating;
    to->digits = from->digits;
    to->n_placements = from->n_placements;
    to->n_eliminations = from->n_eliminations;
    to->n_marks = from->n_marks;
    to->n_cells = from->n_cells;
    to->n_units = from->n_units;
    to->n_links = from->n_links;
    to->n_inner = from->n_inner;
    memcpy(to->placements, from->placements, from->n_placements * sizeof from->placements[0]);
    memcpy(to->eliminations, from->eliminations, from->n_eliminations * sizeof from->eliminations[0]);
    memcpy(to->marks, from->marks, from->n_marks * sizeof from->marks[0]);
    memcpy(to->cells, from->cells, from->n_cells * sizeof from->cells[0]);
    memcpy(to->units, from->units, from->n_units * sizeof from->units[0]);
    memcpy(to->links, from->links, from->n_links * sizeof from->links[0]);
    memcpy(to->link_rule, from->link_rule, from->n_links * sizeof from->link_rule[0]);
    memcpy(to->link_by, from->link_by, from->n_links * sizeof from->link_by[0]);
    memcpy(to->inner, from->inner, from->n_inner * sizeof from->inner[0]);
    memcpy(to->inner_by, from->inner_by, from->n_inner * sizeof from->inner_by[0]);
}

nonet_status nonet_step_apply(nonet_grid *g, const nonet_step *s) {
    for (int i = 0; i < s->n_placements; i++) {
        nonet_status st = nonet_grid_place(g, s->placements[i].cell, s->placements[i].digit);
        if (st != NONET_OK) return st;
    }
    for (int i = 0; i < s->n_eliminations; i++) {
        int cell = s->eliminations[i].cell, digit = s->eliminations[i].digit;
        if (cell >= N_CELLS || digit < 1 || digit > 9) return NONET_BAD_ARGUMENT;
        /* An elimination made moot by this step's own placements is fine. */
        grid_eliminate(g, cell, digit);
    }
    return NONET_OK;
}
