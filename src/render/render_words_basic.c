/*
** render_words_basic.c -- the sentences of the basic families (words.h):
** singles, intersections, subsets, SE's direct techniques, fish, wings,
** aligned exclusions, templates and the guess. Each template says what the
** pattern is, why it forces the result, then the result (w_result).
*/
#include <stdio.h>

#include "mask.h"
#include "tables.h"
#include "technique.h"
#include "words.h"

/* The first unit of the step with a role (or any role for -1), -1 if none. */
static int unit_with_role(const nonet_step *s, int role) {
    for (int i = 0; i < s->n_units; i++)
        if (role < 0 || s->units[i].role == role) return s->units[i].unit;
    return -1;
}

/* The step's one digit (the pattern's, else the first effect's). */
static int step_digit(const nonet_step *s) {
    if (mask_count(s->digits) == 1) return mask_lowest(s->digits);
    if (s->n_placements) return s->placements[0].digit;
    return s->n_eliminations ? s->eliminations[0].digit : 0;
}

void words_singles(words *w, const nonet_step *s) {
    char cell[5], d[2], unit[64];
    int c = s->n_placements ? s->placements[0].cell : (s->n_cells ? s->cells[0] : 0);
    int digit = step_digit(s), u = unit_with_role(s, -1);
    w_cell(cell, c);
    w_digit(d, digit);
    if (u >= 0) w_unit(w, unit, sizeof unit, u);
    if (s->technique == NONET_T_FULL_HOUSE && u >= 0)
        W_SAY(w, "{1} is the last empty cell of {2}, so it takes the one digit {2} still lacks.", cell, unit);
    else if (s->technique == NONET_T_HIDDEN_SINGLE && u >= 0)
        W_SAY(w, "In {1}, {2} fits in one cell only: every other cell of {1} is filled or sees the digit {2}.", unit, d);
    else
        W_SAY(w, "Every other digit already stands in the row, column or box of {1}, so {2} is its only candidate.",
              cell, d);
    w_result(w, s);
}

/* "In box 1, 7 can only go in r1c1 and r3c1, which lie in column 1. ..." */
static void intersection_sentence(words *w, const nonet_step *s) {
    char base[64], cover[64], cells[W_LIST], d[2];
    int b = unit_with_role(s, NONET_ROLE_BASE), c = unit_with_role(s, NONET_ROLE_COVER);
    if (b < 0 || c < 0) return;
    W_SAY(w,
          "In {1}, {2} can only go in {3}, and they all lie in {4}. Whichever of them is {2}, it is also the {2} "
          "of {4}, so no other cell of {4} can be {2}.",
          w_unit(w, base, sizeof base, b), w_digit(d, step_digit(s)),
          w_mark_cells(w, cells, sizeof cells, s, NONET_ROLE_PATTERN, NULL), w_unit(w, cover, sizeof cover, c));
}

void words_intersection(words *w, const nonet_step *s) {
    intersection_sentence(w, s);
    w_result(w, s);
}

static bool is_hidden(nonet_technique t) {
    return t == NONET_T_HIDDEN_PAIR || t == NONET_T_HIDDEN_TRIPLE || t == NONET_T_HIDDEN_QUAD ||
           t == NONET_T_DIRECT_HIDDEN_PAIR || t == NONET_T_DIRECT_HIDDEN_TRIPLE;
}

/* A naked or hidden subset: n cells, n digits, in its units. */
static void subset_sentence(words *w, const nonet_step *s) {
    char cells[W_LIST], digits[64], units[W_LIST], n[12];
    uint16_t mask = w_role_digits(s, NONET_ROLE_PATTERN);
    if (!mask) mask = s->digits;
    snprintf(n, sizeof n, "%d", s->n_cells);
    if (s->n_cells) w_step_cells(w, cells, sizeof cells, s);
    else w_mark_cells(w, cells, sizeof cells, s, -1, NULL);
    w_digits(w, digits, sizeof digits, mask);
    w_units_role(w, units, sizeof units, s, -1);
    if (!units[0]) snprintf(units, sizeof units, "%s", nonet_text(w->lang, "their unit"));
    if (is_hidden(s->technique))
        W_SAY(w,
              "In {1}, the {2} digits {3} can only go in the {2} cells {4}. So those cells hold these digits "
              "and nothing else.",
              units, n, digits, cells);
    else
        W_SAY(w,
              "The {1} cells {2} hold only the {1} digits {3} between them, so these digits fill them and cannot "
              "stand anywhere else in {4}.",
              n, cells, digits, units);
}

void words_subset(words *w, const nonet_step *s) {
    subset_sentence(w, s);
    w_result(w, s);
}

void words_direct(words *w, const nonet_step *s) {
    if (s->technique == NONET_T_DIRECT_POINTING || s->technique == NONET_T_DIRECT_CLAIMING)
        intersection_sentence(w, s);
    else
        subset_sentence(w, s);
    w_gap(w);
    w_text(w, "With those candidates gone, one cell has a single place or candidate left.");
    w_result(w, s);
}

void words_fish(words *w, const nonet_step *s) {
    char base[W_LIST], cover[W_LIST], fins[W_LIST], d[2], n[12];
    int n_base = 0, n_fins = 0;
    for (int i = 0; i < s->n_units; i++) n_base += s->units[i].role == NONET_ROLE_BASE;
    snprintf(n, sizeof n, "%d", n_base);
    w_digit(d, step_digit(s));
    W_SAY(w,
          "Each of the {1} units {2} must hold a {3}, and all their {3}s lie in the {1} units {4}. So those {1} "
          "{3}s are the {3}s of {4} too, and no other cell of {4} can be {3}.",
          n, w_units_role(w, base, sizeof base, s, NONET_ROLE_BASE), d,
          w_units_role(w, cover, sizeof cover, s, NONET_ROLE_COVER));
    w_mark_cells(w, fins, sizeof fins, s, NONET_ROLE_FIN, &n_fins);
    if (n_fins) {
        w_gap(w);
        W_SAY(w,
              "The fins {1} are {2}s outside those units: if no fin is {2} the fish stands, and if one is, it "
              "sees the cells below. Either way they cannot be {2}.",
              fins, d);
    }
    w_result(w, s);
}

void words_wing(words *w, const nonet_step *s) {
    char pivot[W_LIST], pincers[W_LIST], digits[64], z[2];
    int zd = s->n_eliminations ? s->eliminations[0].digit : step_digit(s);
    w_mark_cells(w, pivot, sizeof pivot, s, NONET_ROLE_PIVOT, NULL);
    w_mark_cells(w, pincers, sizeof pincers, s, NONET_ROLE_PINCER, NULL);
    W_SAY(w,
          "The pivot {1} holds only {2}, and each pincer {3} shares one of them with it. Whichever digit the "
          "pivot takes, one of the pincers{4} must be {5}, so a cell that sees all of them cannot be {5}.",
          pivot, w_digits(w, digits, sizeof digits, w_role_digits(s, NONET_ROLE_PIVOT) ? w_role_digits(s, NONET_ROLE_PIVOT) : s->digits),
          pincers, s->technique == NONET_T_XYZ_WING ? nonet_text(w->lang, " (or the pivot itself)") : "",
          w_digit(z, zd));
    w_result(w, s);
}

void words_aligned(words *w, const nonet_step *s) {
    char cells[W_LIST], others[W_LIST];
    w_step_cells(w, cells, sizeof cells, s);
    W_SAY(w,
          "The cells {1} see each other in pairs. Every way of filling them with the candidates removed below "
          "either repeats a digit they share a unit with or leaves one of {2} without a candidate.",
          cells, w_mark_cells(w, others, sizeof others, s, NONET_ROLE_COLOR_A, NULL));
    w_result(w, s);
}

void words_template(words *w, const nonet_step *s) {
    char d[2];
    W_SAY(w,
          "Lay out every way the position allows to place {1} once in each row, column and box (its templates). "
          "What every template shares is certain, and what none uses is impossible.",
          w_digit(d, step_digit(s)));
    w_result(w, s);
}

void words_guess(words *w, const nonet_step *s) {
    w_text(w,
           "Logic stopped here: no technique nonet knows applies to this position. So this step is a guess, "
           "checked against the puzzle's solution by trial and error.");
    if (s->n_links) {
        w_gap(w);
        w_links(w, s);
    }
    w_result(w, s);
}
