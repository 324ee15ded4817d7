/*
** test_step_read.c -- the public reading of step records (nonet.h keeps
** nonet_step opaque): every accessor against the record's own fields on the
** steps of whole solves, out-of-range indices, a new record, and
** nonet_find's statuses.
*/
#include <criterion/criterion.h>

#include "support.h"

/* A puzzle whose explained solve takes chains, wings and fish (links,
** units, marks of every role). */
#define CHAINED "083020090000800100029300008000098700070000060006740000300006980002005000010030540"
/* One that singles solve: no skyscraper in it. */
#define EASY "530070000600195000098000060800060003400803001700020006060000280000419005000080079"

/* Every accessor of s gives the record's own field. */
static void check_accessors(const nonet_step *s) {
    cr_assert_eq(nonet_step_technique(s), s->technique);
    cr_assert_eq(nonet_step_variant(s), s->variant);
    cr_assert_eq(nonet_step_digits(s), s->digits);
    cr_assert_eq(nonet_step_count(s, NONET_PART_PLACEMENTS), s->n_placements);
    cr_assert_eq(nonet_step_count(s, NONET_PART_ELIMINATIONS), s->n_eliminations);
    cr_assert_eq(nonet_step_count(s, NONET_PART_MARKS), s->n_marks);
    cr_assert_eq(nonet_step_count(s, NONET_PART_CELLS), s->n_cells);
    cr_assert_eq(nonet_step_count(s, NONET_PART_UNITS), s->n_units);
    cr_assert_eq(nonet_step_count(s, NONET_PART_LINKS), s->n_links);
    cr_assert_eq(nonet_step_count(s, NONET_PART_INNER_LINKS), s->n_inner);
    for (int i = 0; i < s->n_inner; i++) {
        nonet_inner_link l = nonet_step_inner_link(s, i);
        cr_assert(l.explains == s->inner[i].explains && l.from_on == s->inner[i].from_on &&
                  l.to_on == s->inner[i].to_on && l.by_rule == s->inner[i].by_rule &&
                  l.link.to.cell == s->inner[i].link.to.cell && l.link.to.digit == s->inner[i].link.to.digit);
    }
    for (int i = 0; i < s->n_placements; i++)
        cr_assert(!memcmp(&s->placements[i], &(nonet_candidate){nonet_step_placement(s, i).cell,
                                                                 nonet_step_placement(s, i).digit},
                          sizeof(nonet_candidate)));
    for (int i = 0; i < s->n_eliminations; i++) {
        nonet_candidate c = nonet_step_elimination(s, i);
        cr_assert(c.cell == s->eliminations[i].cell && c.digit == s->eliminations[i].digit);
    }
    for (int i = 0; i < s->n_marks; i++) {
        nonet_mark m = nonet_step_mark(s, i);
        cr_assert(m.cell == s->marks[i].cell && m.digit == s->marks[i].digit && m.role == s->marks[i].role);
    }
    for (int i = 0; i < s->n_cells; i++) cr_assert_eq(nonet_step_cell(s, i), s->cells[i]);
    for (int i = 0; i < s->n_units; i++) {
        nonet_unit_mark u = nonet_step_unit(s, i);
        cr_assert(u.unit == s->units[i].unit && u.role == s->units[i].role);
    }
    for (int i = 0; i < s->n_links; i++) {
        nonet_link l = nonet_step_link(s, i);
        cr_assert(l.from.cell == s->links[i].from.cell && l.from.digit == s->links[i].from.digit &&
                  l.to.cell == s->links[i].to.cell && l.to.digit == s->links[i].to.digit &&
                  l.strong == s->links[i].strong);
    }
}

/* Past either end of a part: a zeroed item, cell -1. */
static void check_out_of_range(const nonet_step *s) {
    int n = nonet_step_count(s, NONET_PART_ELIMINATIONS);
    nonet_candidate past = nonet_step_elimination(s, n), before = nonet_step_elimination(s, -1);
    cr_assert(past.cell == 0 && past.digit == 0 && before.cell == 0 && before.digit == 0);
    cr_assert_eq(nonet_step_cell(s, nonet_step_count(s, NONET_PART_CELLS)), -1);
    cr_assert_eq(nonet_step_link(s, nonet_step_count(s, NONET_PART_LINKS)).strong, 0);
    cr_assert_eq(nonet_step_mark(s, 100000).role, 0);
    cr_assert_eq(nonet_step_inner_link(s, nonet_step_count(s, NONET_PART_INNER_LINKS)).explains, 0);
    cr_assert_eq(nonet_step_count(s, (nonet_step_part)99), 0);
    nonet_link_rule past_rule = nonet_step_link_rule(s, NONET_PART_LINKS, nonet_step_count(s, NONET_PART_LINKS)),
                    wrong_part = nonet_step_link_rule(s, NONET_PART_MARKS, 0);
    cr_assert(past_rule.technique == NONET_T_NONE && past_rule.unit[0] == -1 && past_rule.unit[1] == -1);
    cr_assert(wrong_part.technique == NONET_T_NONE && wrong_part.unit[0] == -1);
}

Test(step_read, every_step_of_a_solve) {
    nonet_grid *g = support_grid(CHAINED);
    nonet_solver *solver = nonet_solver_new();
    nonet_trace *t = NULL;
    cr_assert_eq(nonet_explain(solver, g, &t, NULL), NONET_OK);
    int links = 0, units = 0;
    for (size_t i = 0; i < nonet_trace_count(t); i++) {
        const nonet_step *s = nonet_trace_step(t, i);
        check_accessors(s);
        check_out_of_range(s);
        links += s->n_links;
        units += s->n_units;
    }
    cr_assert_gt(links, 0, "the solve has links to read");
    cr_assert_gt(units, 0, "the solve has units to read");
    nonet_trace_free(t);
    nonet_solver_free(solver);
    nonet_grid_free(g);
}

Test(step_read, new_copy_and_next_step) {
    nonet_step *s = nonet_step_new(), *copy = nonet_step_new();
    cr_assert(s && copy);
    cr_assert_eq(nonet_step_technique(s), NONET_T_NONE);
    for (int part = NONET_PART_PLACEMENTS; part <= NONET_PART_INNER_LINKS; part++)
        cr_assert_eq(nonet_step_count(s, (nonet_step_part)part), 0);
    nonet_grid *g = support_grid(CHAINED);
    nonet_solver *solver = nonet_solver_new();
    cr_assert_eq(nonet_next_step(solver, g, s), NONET_OK);
    cr_assert_neq(nonet_step_technique(s), NONET_T_NONE);
    nonet_step_copy(copy, s);
    cr_assert_str_eq(support_step_text(copy), support_step_text(s));
    check_accessors(copy);
    cr_assert_eq(nonet_step_technique(NULL), NONET_T_NONE);
    cr_assert_eq(nonet_step_count(NULL, NONET_PART_CELLS), 0);
    nonet_step_free(NULL);
    nonet_step_free(s);
    nonet_step_free(copy);
    nonet_solver_free(solver);
    nonet_grid_free(g);
}

Test(step_read, find_says_its_status) {
    nonet_grid *g = support_grid(CHAINED);
    nonet_solver *solver = nonet_solver_new();
    size_t found = 99;
    cr_assert_eq(nonet_find(solver, g, (nonet_technique)-5, NULL, NULL, &found), NONET_BAD_ARGUMENT);
    cr_assert_eq(found, 0, "an unknown technique finds nothing");
    cr_assert_eq(nonet_find(solver, g, NONET_T_BACKTRACKING, NULL, NULL, &found), NONET_BAD_ARGUMENT);
    cr_assert_eq(nonet_find(NULL, g, NONET_T_HIDDEN_SINGLE, NULL, NULL, &found), NONET_BAD_ARGUMENT);
    cr_assert_eq(nonet_find(solver, NULL, NONET_T_HIDDEN_SINGLE, NULL, NULL, NULL), NONET_BAD_ARGUMENT);
    cr_assert_eq(nonet_find(solver, g, NONET_T_HIDDEN_SINGLE, NULL, NULL, &found), NONET_OK);
    cr_assert_gt(found, 0);
    nonet_grid *easy = support_grid(EASY);
    cr_assert_eq(nonet_find(solver, easy, NONET_T_SKYSCRAPER, NULL, NULL, &found), NONET_OK);
    cr_assert_eq(found, 0, "none found is OK, with 0");
    nonet_solver_free(solver);
    nonet_grid_free(easy);
    nonet_grid_free(g);
}
