/*
** step_read.c -- the public calls that make and read step records
** (include/nonet.h keeps nonet_step opaque; step.h is its layout).
*/
#include <stdlib.h>

#include "step.h"

nonet_step *nonet_step_new(void) {
    nonet_step *step = malloc(sizeof *step);
    if (step) step_init(step, NONET_T_NONE, 0);
    return step;
}

void nonet_step_free(nonet_step *step) { free(step); }

void nonet_step_copy(nonet_step *dst, const nonet_step *src) {
    if (dst && src) step_copy(dst, src);
}

nonet_technique nonet_step_technique(const nonet_step *step) { return step ? step->technique : NONET_T_NONE; }

int nonet_step_variant(const nonet_step *step) { return step ? step->variant : 0; }

uint16_t nonet_step_digits(const nonet_step *step) { return step ? step->digits : 0; }

int nonet_step_count(const nonet_step *step, nonet_step_part part) {
    if (!step) return 0;
    switch (part) {
    case NONET_PART_PLACEMENTS: return step->n_placements;
    case NONET_PART_ELIMINATIONS: return step->n_eliminations;
    case NONET_PART_MARKS: return step->n_marks;
    case NONET_PART_CELLS: return step->n_cells;
    case NONET_PART_UNITS: return step->n_units;
    case NONET_PART_LINKS: return step->n_links;
    case NONET_PART_INNER_LINKS: return step->n_inner;
    }
    return 0;
}

/* Is i an index into a part of count items? */
static bool in_part(const nonet_step *step, nonet_step_part part, int i) {
    return i >= 0 && i < nonet_step_count(step, part);
}

nonet_candidate nonet_step_placement(const nonet_step *step, int i) {
    return in_part(step, NONET_PART_PLACEMENTS, i) ? step->placements[i] : (nonet_candidate){0};
}

nonet_candidate nonet_step_elimination(const nonet_step *step, int i) {
    return in_part(step, NONET_PART_ELIMINATIONS, i) ? step->eliminations[i] : (nonet_candidate){0};
}

nonet_mark nonet_step_mark(const nonet_step *step, int i) {
    return in_part(step, NONET_PART_MARKS, i) ? step->marks[i] : (nonet_mark){0};
}

int nonet_step_cell(const nonet_step *step, int i) {
    return in_part(step, NONET_PART_CELLS, i) ? step->cells[i] : -1;
}

nonet_unit_mark nonet_step_unit(const nonet_step *step, int i) {
    return in_part(step, NONET_PART_UNITS, i) ? step->units[i] : (nonet_unit_mark){0};
}

nonet_link nonet_step_link(const nonet_step *step, int i) {
    return in_part(step, NONET_PART_LINKS, i) ? step->links[i] : (nonet_link){0};
}

nonet_inner_link nonet_step_inner_link(const nonet_step *step, int i) {
    return in_part(step, NONET_PART_INNER_LINKS, i) ? step->inner[i] : (nonet_inner_link){0};
}

nonet_link_rule nonet_step_link_rule(const nonet_step *step, nonet_step_part part, int i) {
    nonet_link_rule rule = {NONET_T_NONE, {-1, -1}};
    bool links = part == NONET_PART_LINKS;
    if ((!links && part != NONET_PART_INNER_LINKS) || !in_part(step, part, i)) return rule;
    step_by by = links ? step->link_by[i] : step->inner_by[i];
    if (links && step->link_rule[i] == STEP_LINK_PLAIN) return rule;
    rule.technique = by.technique;
    rule.unit[0] = by.technique ? by.unit[0] : -1;
    rule.unit[1] = by.technique ? by.unit[1] : -1;
    return rule;
}
