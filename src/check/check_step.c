/*
** check_step.c -- a step record read from its JSON object and the dispatch
** by technique id to the family checkers (check.c holds the geometry they
** share).
*/
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "mask.h"
#include "tables.h"

/* ---- reading the record ------------------------------------------------ */

static int ck_cell_of(const cj_doc *d, int i) {
    const cj_node *n = i >= 0 ? &d->nodes[i] : NULL;
    if (!n || n->type != CJ_STRING || n->len != 4 || n->text[0] != 'r' || n->text[2] != 'c' ||
        n->text[1] < '1' || n->text[1] > '9' || n->text[3] < '1' || n->text[3] > '9')
        return -1;
    return (n->text[1] - '1') * 9 + (n->text[3] - '1');
}

static int ck_digit_of(const cj_doc *d, int i) {
    if (i < 0 || d->nodes[i].type != CJ_NUMBER) return -1;
    double v = d->nodes[i].number;
    return v >= 1 && v <= 9 && v == (int)v ? (int)v : -1;
}

static int ck_role_of(const cj_doc *d, int i) {
    static const char *const names[] = {"pattern", "base", "cover", "fin", "color_a", "color_b",
                                        "color_c", "color_d", "pivot", "pincer"};
    for (int r = 0; r < CK_OTHER; r++)
        if (cj_is(d, i, names[r])) return r;
    return -1;
}

static bool ck_cand_of(const cj_doc *d, int i, ck_cand *c, bool with_role) {
    int cell = ck_cell_of(d, cj_get(d, i, "cell"));
    int digit = ck_digit_of(d, cj_get(d, i, "digit"));
    int role = with_role ? ck_role_of(d, cj_get(d, i, "role")) : 0;
    if (cell < 0 || digit < 0 || role < 0) return false;
    *c = (ck_cand){(uint8_t)cell, (uint8_t)digit, (uint8_t)role};
    return true;
}

static int ck_unit_of(const cj_doc *d, int i) {
    const cj_node *n = i >= 0 ? &d->nodes[i] : NULL;
    if (!n || n->type != CJ_STRING || n->len != 2 || n->text[1] < '1' || n->text[1] > '9') return -1;
    const char *k = strchr("rcb", n->text[0]);
    return k && n->text[0] ? (int)(k - "rcb") * 9 + n->text[1] - '1' : -1;
}

/* The elements of array node a: false when a is not an array or too long. */
static bool ck_array(const cj_doc *d, int a, int cap, int *count) {
    *count = 0;
    if (a < 0) return true;
    if (d->nodes[a].type != CJ_ARRAY || d->nodes[a].kids > cap) return false;
    *count = d->nodes[a].kids;
    return true;
}

#define CK_EACH(d, a, k) for (int k = (a) >= 0 ? (d)->nodes[a].first : 0; k; k = (d)->nodes[k].next)

static bool ck_read_cands(const cj_doc *d, int a, ck_cand *out, int *n, int cap, bool role) {
    if (!ck_array(d, a, cap, n)) return false;
    int i = 0;
    CK_EACH(d, a, k) if (!ck_cand_of(d, k, &out[i++], role)) return false;
    return true;
}

static bool ck_read_pattern(const cj_doc *d, int p, ck_step *s) {
    int a = cj_get(d, p, "digits"), n, i = 0;
    if (!ck_array(d, a, 9, &n)) return false;
    CK_EACH(d, a, k) {
        int digit = ck_digit_of(d, k);
        if (digit < 0) return false;
        s->digits |= mask_of(digit);
    }
    a = cj_get(d, p, "cells");
    if (!ck_array(d, a, CK_MAX_CELLS, &s->n_cells)) return false;
    CK_EACH(d, a, k) {
        int cell = ck_cell_of(d, k);
        if (cell < 0) return false;
        s->cells[i++] = (uint8_t)cell;
    }
    if (!ck_read_cands(d, cj_get(d, p, "candidates"), s->marks, &s->n_marks, CK_MAX_MARKS, true))
        return false;
    a = cj_get(d, p, "units");
    if (!ck_array(d, a, CK_MAX_UNITS, &s->n_units)) return false;
    i = 0;
    CK_EACH(d, a, k) {
        int unit = ck_unit_of(d, cj_get(d, k, "unit")), role = ck_role_of(d, cj_get(d, k, "role"));
        if (unit < 0 || role < 0) return false;
        s->units[i++] = (ck_unit){(uint8_t)unit, (uint8_t)role};
    }
    a = cj_get(d, p, "links");
    if (!ck_array(d, a, CK_MAX_LINKS, &s->n_links)) return false;
    i = 0;
    CK_EACH(d, a, k) {
        ck_link *l = &s->links[i++];
        int type = cj_get(d, k, "type");
        if (!ck_cand_of(d, cj_get(d, k, "from"), &l->from, false) ||
            !ck_cand_of(d, cj_get(d, k, "to"), &l->to, false) ||
            !(cj_is(d, type, "strong") || cj_is(d, type, "weak")))
            return false;
        l->strong = cj_is(d, type, "strong");
        int by = cj_get(d, k, "by"), state = cj_get(d, k, "from_state");
        if (by >= 0 && !(cj_is(d, by, "rule") && !l->strong && (cj_is(d, state, "on") || cj_is(d, state, "off"))))
            return false;
        l->rule = by < 0 ? 0 : cj_is(d, state, "on") ? 2 : 1;
    }
    return true;
}

bool ck_read_step(const cj_doc *d, int i, ck_step *s) {
    memset(s, 0, sizeof *s);
    int t = cj_get(d, i, "technique"), v = cj_get(d, i, "variant");
    if (t < 0 || d->nodes[t].type != CJ_STRING || d->nodes[t].len >= sizeof s->technique)
        return ck_fail(s, "malformed step record: no technique");
    memcpy(s->technique, d->nodes[t].text, d->nodes[t].len);
    if (v >= 0) {
        if (d->nodes[v].type != CJ_STRING || d->nodes[v].len < 1 || d->nodes[v].len > 3)
            return ck_fail(s, "malformed step record: variant");
        for (size_t k = 0; k < d->nodes[v].len; k++) {
            char c = d->nodes[v].text[k];
            if (c < '0' || c > '9') return ck_fail(s, "malformed step record: variant");
            s->variant = s->variant * 10 + c - '0';
        }
    }
    if (!ck_read_cands(d, cj_get(d, i, "placements"), s->place, &s->n_place, CK_MAX_EFFECTS, false) ||
        !ck_read_cands(d, cj_get(d, i, "eliminations"), s->elim, &s->n_elim, CK_MAX_EFFECTS, false))
        return ck_fail(s, "malformed step record: placements or eliminations");
    int p = cj_get(d, i, "pattern");
    if (p >= 0 && !ck_read_pattern(d, p, s)) return ck_fail(s, "malformed step record: pattern");
    return true;
}

/* ---- dispatch ------------------------------------------------------------ */

static const struct {
    const char *prefix;   /* an id, or an id's start when it ends in '*' */
    ck_family_fn check;
} ck_families[] = {
    {"full_house", ck_basic}, {"naked_single", ck_basic}, {"hidden_single", ck_basic},
    {"locked_pair", ck_basic}, {"locked_triple", ck_basic}, {"pointing", ck_basic},
    {"claiming", ck_basic}, {"naked_*", ck_basic}, {"hidden_pair", ck_basic},
    {"hidden_triple", ck_basic}, {"hidden_quad", ck_basic}, {"direct_*", ck_direct},
    {"x_wing", ck_fish}, {"swordfish", ck_fish}, {"jellyfish", ck_fish}, {"finned_*", ck_fish},
    {"sashimi_*", ck_fish}, {"franken_fish", ck_fish}, {"mutant_fish", ck_fish},
    {"skyscraper", ck_chain}, {"two_string_kite", ck_chain}, {"turbot_fish", ck_chain},
    {"w_wing", ck_chain}, {"xy_wing", ck_chain}, {"remote_pair", ck_chain},
    {"x_chain", ck_chain}, {"xy_chain", ck_chain}, {"aic", ck_chain},
    {"continuous_nice_loop", ck_chain}, {"discontinuous_nice_loop", ck_chain},
    {"grouped_*", ck_chain}, {"xyz_wing", ck_xyz_wing},
    {"empty_rectangle", ck_empty_rectangle}, {"simple_colors", ck_simple_colors},
    {"unique_rectangle", ck_uniqueness}, {"hidden_rectangle", ck_uniqueness},
    {"avoidable_rectangle", ck_uniqueness},
    {"bug_plus_1", ck_uniqueness}, {"als_xz", ck_als_xz}, {"als_xy_wing", ck_als_xy_wing},
    {"als_xy_chain", ck_als_chain}, {"death_blossom", ck_death_blossom}, {"sue_de_coq", ck_sue_de_coq},
    {"multi_colors", ck_multi_colors}, {"bug", ck_bug_types}, {"unique_loop", ck_unique_loop},
    {"kraken_fish", ck_kraken_fish}, {"aligned_*", ck_aligned_exclusion},
    {"template_*", ck_templates}, {"backtracking", ck_guess},
    {"forcing_x_chain", ck_forcing}, {"forcing_chain", ck_forcing},
    {"cell_forcing_chains", ck_forcing},
    {"region_forcing_chains", ck_forcing}, {"dynamic_cell_forcing", ck_forcing},
    {"dynamic_region_forcing", ck_forcing}, {"dynamic_double_chains", ck_forcing},
    {"forcing_net", ck_nets}, {"forcing_net_plus", ck_nets}, {"dynamic_contradiction", ck_nets},
    {"dynamic_plus", ck_nets}, {"nishio_forcing_chains", ck_nets}, {"nested_forcing_chains", ck_nets},
    {"x_cycle", ck_chain}, {"y_cycle", ck_chain}, {"xy_cycle", ck_chain},
};

static ck_family_fn ck_family(const char *id) {
    for (size_t i = 0; i < sizeof ck_families / sizeof ck_families[0]; i++) {
        const char *p = ck_families[i].prefix;
        size_t n = strlen(p);
        if (p[n - 1] == '*' ? strncmp(id, p, n - 1) == 0 : strcmp(id, p) == 0)
            return ck_families[i].check;
    }
    return NULL;
}

/* Every effect names a candidate of the position, none twice, and the step
** changes something: what the record claims is there to claim. */
static bool ck_effects_present(const nonet_grid *g, ck_step *s) {
    char b[12];
    if (s->n_place + s->n_elim == 0) return ck_fail(s, "the step changes nothing");
    for (int i = 0; i < s->n_place + s->n_elim; i++) {
        const ck_cand *c = i < s->n_place ? &s->place[i] : &s->elim[i - s->n_place];
        if (!ck_has(g, c->cell, c->digit))
            return ck_fail(s, "%s %s is not a candidate", i < s->n_place ? "placement" : "elimination",
                           ck_name(c, b));
    }
    return true;
}

/* The pattern's cells and candidates name each other: each candidate is in
** a listed cell and each listed cell holds a listed candidate of the grid
** (a record that drops a cell of its pattern no longer describes it). */
static bool ck_pattern_whole(const nonet_grid *g, ck_step *s) {
    char b[12];
    for (int i = 0; i < s->n_marks; i++)
        if (!ck_has(g, s->marks[i].cell, s->marks[i].digit))
            return ck_fail(s, "pattern candidate %s is not in the grid", ck_name(&s->marks[i], b));
    if (!s->n_cells || !s->n_marks) return true;
    for (int i = 0; i < s->n_marks; i++) {
        /* the direct forms' placement, a type 3 rectangle's, loop's or
        ** BUG's set and the aligned exclusions' excluders lie outside the
        ** pattern's cells */
        bool listed = (s->marks[i].role == CK_PINCER && !strncmp(s->technique, "direct_", 7)) ||
                      (s->variant == 3 && (!strcmp(s->technique, "unique_rectangle") ||
                                           (s->marks[i].role == CK_A && (!strcmp(s->technique, "unique_loop") ||
                                                                         !strcmp(s->technique, "bug"))))) ||
                      (s->marks[i].role == CK_A && !strncmp(s->technique, "aligned_", 8));
        for (int k = 0; k < s->n_cells; k++) listed |= s->cells[k] == s->marks[i].cell;
        if (!listed) return ck_fail(s, "pattern candidate %s is in no pattern cell", ck_name(&s->marks[i], b));
    }
    for (int k = 0; k < s->n_cells; k++) {
        /* an avoidable rectangle's solved corners */
        bool marked = g->value[s->cells[k]] && !strcmp(s->technique, "avoidable_rectangle");
        for (int i = 0; i < s->n_marks; i++) marked |= s->cells[k] == s->marks[i].cell;
        if (!marked) return ck_fail(s, "pattern cell r%dc%d has no candidate", s->cells[k] / 9 + 1, s->cells[k] % 9 + 1);
    }
    return true;
}

bool ck_check(const nonet_grid *g, ck_step *s) {
    ck_family_fn f = ck_family(s->technique);
    if (!f) return ck_fail(s, "no checker for %s", s->technique);
    return ck_effects_present(g, s) && ck_pattern_whole(g, s) && f(g, s);
}
