/*
** test_se_ladder.c -- Sudoku Explainer's chaining ladder (issue 12): Nishio
** (7.5), multiple (cell and region forcing chains, 8.0), dynamic
** (contradiction, double chains, cell and region forcing, 8.5), Dynamic+
** (9.0) and nested (9.5+) forcing chains fire where SE 1.2.1.3 fires them,
** with its effects and rating, and do not fire where SE's next step comes
** from an earlier producer.
**
** The cases are SE's own: tests/data/se/chaining-steps.txt (its header says
** how they were made and what each field is) holds positions on SE's path
** through puzzles, each with the step SE took there. For each "fire" line
** nonet's SE order (NONET_ORDER_SE) makes one step, which must be of the
** line's technique, change the grid exactly as SE's step does (eliminations
** and placements, order-free), carry SE's rating and agree with the
** position's solution. For each "none" line the step must not be one of the
** ladder's techniques and must agree with the solution.
**
** The technique ids are those of `ladder` below (the one place that names
** them). A kind whose id is not in the technique table yet is skipped
** (reported by Criterion as skipped, with the count); once its row exists,
** every line of the kind must pass.
*/
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grid.h"
#include "tables.h"
#include "support.h"

#define CASES "tests/data/se/chaining-steps.txt"

/* The ladder's kinds: the fixture's names, nonet's technique ids (the
** same today; a row renamed is renamed here) and SE's base rating. */
static const struct {
    const char *kind, *id;
    double base;
} ladder[] = {
    {"nishio_forcing_chains", "nishio_forcing_chains", 7.5},
    {"cell_forcing_chains", "cell_forcing_chains", 8.0},
    {"region_forcing_chains", "region_forcing_chains", 8.0},
    {"dynamic_contradiction", "dynamic_contradiction", 8.5},
    {"dynamic_double_chains", "dynamic_double_chains", 8.5},
    {"dynamic_cell_forcing", "dynamic_cell_forcing", 8.5},
    {"dynamic_region_forcing", "dynamic_region_forcing", 8.5},
    {"dynamic_plus", "dynamic_plus", 9.0},
    {"nested_forcing_chains", "nested_forcing_chains", 9.5},
};
#define N_LADDER (sizeof ladder / sizeof ladder[0])

/* One line of the fixture. */
typedef struct se_case {
    bool fire;          /* "fire" (else "none") */
    char kind[48];      /* a ladder kind, or SE's technique for "none" */
    double rating;      /* SE's rating of its step */
    char effects[512];  /* "r5c6=9 r5c6<>8" */
    char position[1024];
    int line;
} se_case;

/* The field of line between separators " | " number i (0-based) into out. */
static bool field(const char *line, int i, char *out, size_t size) {
    const char *p = line;
    for (; i > 0; i--) {
        p = strstr(p, " | ");
        if (!p) return false;
        p += 3;
    }
    const char *end = strstr(p, " | ");
    size_t len = end ? (size_t)(end - p) : strcspn(p, "\n");
    if (len >= size) return false;
    memcpy(out, p, len);
    out[len] = '\0';
    return true;
}

/* Parse one fixture line (not a comment) into c; false when malformed. */
static bool parse_case(const char *line, int number, se_case *c) {
    char head[128], word[8];
    c->line = number;
    if (!field(line, 0, head, sizeof head) || !field(line, 1, c->effects, sizeof c->effects) ||
        !field(line, 2, c->position, sizeof c->position))
        return false;
    if (sscanf(head, "%7s %47s %lf", word, c->kind, &c->rating) != 3) return false;
    c->fire = strcmp(word, "fire") == 0;
    return c->fire || strcmp(word, "none") == 0;
}

/* Every case of the fixture (malloc'd; *n of them). */
static se_case *read_cases(size_t *n) {
    char *text = support_read_file(CASES, NULL);
    size_t cap = 256;
    se_case *cases = malloc(cap * sizeof *cases);
    cr_assert_not_null(cases);
    *n = 0;
    int number = 0;
    for (char *line = text, *next; line && *line; line = next) {
        next = strchr(line, '\n');
        if (next) *next++ = '\0';
        number++;
        if (line[0] == '#' || line[0] == '\0') continue;
        cr_assert_lt(*n, cap, "more than %zu cases", cap);
        cr_assert(parse_case(line, number, &cases[*n]), "%s: malformed line %d", CASES, number);
        (*n)++;
    }
    free(text);
    return cases;
}

/* The grid after SE's effects: its eliminations, then its placements. */
static void apply_se_effects(nonet_grid *g, const char *effects, const se_case *c) {
    for (int pass = 0; pass < 2; pass++)
        for (const char *p = effects; *p;) {
            int row, col, digit, used = 0;
            char op[3] = "";
            cr_assert(sscanf(p, "r%dc%d%2[=<>]%d%n", &row, &col, op, &digit, &used) == 4, "line %d: bad effects '%s'",
                      c->line, effects);
            int cell = (row - 1) * 9 + col - 1;
            bool place = strcmp(op, "=") == 0;
            if (place && pass == 1) cr_assert_eq(nonet_grid_place(g, cell, digit), NONET_OK, "line %d", c->line);
            if (!place && pass == 0) cr_assert_eq(nonet_grid_eliminate(g, cell, digit), NONET_OK, "line %d", c->line);
            p += used;
            while (*p == ' ') p++;
        }
}

/* Do two grids hold the same values and candidates? */
static bool same_grid(const nonet_grid *a, const nonet_grid *b) {
    for (int c = 0; c < 81; c++)
        if (a->value[c] != b->value[c] || a->cand[c] != b->cand[c]) return false;
    return true;
}

/* A step's effects as "r1c2=5 r3c4<>6" (for messages). */
static const char *effects_text(const nonet_step *s) {
    static char buf[1024];
    size_t n = 0;
    buf[0] = '\0';
    for (int i = 0; i < s->n_placements && n < sizeof buf; i++)
        n += (size_t)snprintf(buf + n, sizeof buf - n, " r%dc%d=%d", s->placements[i].cell / 9 + 1,
                              s->placements[i].cell % 9 + 1, s->placements[i].digit);
    for (int i = 0; i < s->n_eliminations && n < sizeof buf; i++)
        n += (size_t)snprintf(buf + n, sizeof buf - n, " r%dc%d<>%d", s->eliminations[i].cell / 9 + 1,
                              s->eliminations[i].cell % 9 + 1, s->eliminations[i].digit);
    return buf;
}

/* nonet's next step by SE's method from the case's position, checked
** against the position's solution (the position must have exactly one). */
static nonet_step next_se_step(const se_case *c, nonet_grid **position) {
    nonet_solver *solver = nonet_solver_new();
    cr_assert_eq(nonet_solver_set_order(solver, NONET_ORDER_SE), NONET_OK);
    *position = support_grid(c->position);
    uint8_t solution[81];
    support_solution(*position, solution);
    nonet_step step;
    cr_assert_eq(nonet_next_step(solver, *position, &step), NONET_OK, "line %d: no step", c->line);
    cr_assert(support_step_sound(&step, solution), "line %d: %s removes the solution:%s", c->line,
              nonet_technique_info_of(step.technique)->id, effects_text(&step));
    nonet_solver_free(solver);
    return step;
}

/* The step changes the grid as SE's does and carries SE's rating. */
static void expect_ses_effects(const se_case *c, nonet_grid *g, const nonet_step *step) {
    const char *got = nonet_technique_info_of(step->technique)->id;
    nonet_grid *want = nonet_grid_clone(g);
    apply_se_effects(want, c->effects, c);
    cr_assert_eq(nonet_step_apply(g, step), NONET_OK);
    cr_expect(same_grid(g, want), "line %d: %s: SE %s, nonet %s%s", c->line, c->kind, c->effects, got,
              effects_text(step));
    cr_expect(fabs(nonet_step_rating(step) - c->rating) < 0.05, "line %d: %s: nonet's %s rated %.2f, SE %.1f",
              c->line, c->kind, got, nonet_step_rating(step), c->rating);
    nonet_grid_free(want);
}

/* The step is SE's: the technique, the grid after it, the rating. */
static void expect_ses_step(const se_case *c, nonet_technique t) {
    nonet_grid *g;
    nonet_step step = next_se_step(c, &g);
    cr_expect_eq(step.technique, t, "line %d: %s expected, nonet took %s (%.1f):%s", c->line, c->kind,
                 nonet_technique_info_of(step.technique)->id, nonet_step_rating(&step), effects_text(&step));
    expect_ses_effects(c, g, &step);
    nonet_grid_free(g);
}

/* Every "fire" line of one kind (skipped while its technique is not in
** the table). */
static void check_kind(const char *kind) {
    size_t n_cases, n = 0;
    se_case *cases = read_cases(&n_cases);
    const char *id = NULL;
    for (size_t i = 0; i < N_LADDER; i++)
        if (!strcmp(ladder[i].kind, kind)) id = ladder[i].id;
    cr_assert_not_null(id);
    nonet_technique t = nonet_technique_from_id(id);
    for (size_t i = 0; i < n_cases; i++) n += cases[i].fire && !strcmp(cases[i].kind, kind);
    if (t == NONET_T_NONE || n == 0) {
        free(cases);
        cr_skip_test("%s: %zu cases, %s", kind, n, n ? "no such technique yet" : "none in the fixture");
    }
    for (size_t i = 0; i < n_cases; i++)
        if (cases[i].fire && !strcmp(cases[i].kind, kind)) expect_ses_step(&cases[i], t);
    free(cases);
}

Test(se_ladder, nishio_forcing_chains) { check_kind("nishio_forcing_chains"); }
Test(se_ladder, cell_forcing_chains) { check_kind("cell_forcing_chains"); }
Test(se_ladder, region_forcing_chains) { check_kind("region_forcing_chains"); }
Test(se_ladder, dynamic_contradiction) { check_kind("dynamic_contradiction"); }
Test(se_ladder, dynamic_double_chains) { check_kind("dynamic_double_chains"); }
Test(se_ladder, dynamic_cell_forcing) { check_kind("dynamic_cell_forcing"); }
Test(se_ladder, dynamic_region_forcing) { check_kind("dynamic_region_forcing"); }
Test(se_ladder, dynamic_plus) { check_kind("dynamic_plus"); }
Test(se_ladder, nested_forcing_chains) { check_kind("nested_forcing_chains"); }

/* Is t one of the ladder's techniques (as far as the table has them)? */
static bool on_the_ladder(nonet_technique t) {
    for (size_t i = 0; i < N_LADDER; i++)
        if (nonet_technique_from_id(ladder[i].id) == t) return true;
    return false;
}

/* Where SE's next step comes from an earlier producer, nonet's does too:
** not a ladder technique, sound, and SE's step (effects and rating: part
** 1's producers are exact on these). */
Test(se_ladder, must_not_fire_before_its_turn) {
    size_t n_cases, n = 0;
    se_case *cases = read_cases(&n_cases);
    for (size_t i = 0; i < n_cases; i++) {
        if (cases[i].fire) continue;
        nonet_grid *g;
        nonet_step step = next_se_step(&cases[i], &g);
        cr_expect_not(on_the_ladder(step.technique), "line %d: SE takes %s (%.1f), nonet %s", cases[i].line,
                      cases[i].kind, cases[i].rating, nonet_technique_info_of(step.technique)->id);
        expect_ses_effects(&cases[i], g, &step);
        nonet_grid_free(g);
        n++;
    }
    cr_assert_geq(n, 6, "the fixture has %zu must-not-fire cases", n);
    free(cases);
}

/* The fixture itself: every kind of the ladder up to Dynamic+ has cases,
** every position has one solution, SE's effects agree with it, and SE's
** rating lies in its kind's band (base .. base + 2.0). */
Test(se_ladder, the_fixture_is_ses_and_sound) {
    size_t n_cases;
    se_case *cases = read_cases(&n_cases);
    for (size_t k = 0; k < N_LADDER; k++) {
        size_t n = 0;
        for (size_t i = 0; i < n_cases; i++)
            if (cases[i].fire && !strcmp(cases[i].kind, ladder[k].kind)) {
                n++;
                cr_expect(cases[i].rating >= ladder[k].base - 1e-9 && cases[i].rating < ladder[k].base + 2.0,
                          "line %d: %s rated %.1f", cases[i].line, cases[i].kind, cases[i].rating);
            }
        if (ladder[k].base < 9.5) cr_expect_geq(n, 2, "%s: %zu cases", ladder[k].kind, n);
    }
    for (size_t i = 0; i < n_cases; i++) {
        nonet_grid *g = support_grid(cases[i].position);
        uint8_t solution[81];
        support_solution(g, solution);
        apply_se_effects(g, cases[i].effects, &cases[i]);
        for (int c = 0; c < 81; c++)
            cr_expect(g->value[c] ? g->value[c] == solution[c] : mask_has(g->cand[c], solution[c]),
                      "line %d: SE's step removes the solution at r%dc%d", cases[i].line, c / 9 + 1, c % 9 + 1);
        nonet_grid_free(g);
    }
    free(cases);
}

static bool same_candidate(nonet_candidate a, nonet_candidate b) { return a.cell == b.cell && a.digit == b.digit; }

/* The claim a group of inner links proves: the end of the link it
** explains, in that link's end state (an outer rule link's end is off). */
static void claim_of(const nonet_step *s, int key, nonet_candidate *claim, bool *on) {
    if (key >= 0) {
        *claim = s->links[key].to;
        *on = false;
    } else {
        *claim = s->inner[-(key + 1)].link.to;
        *on = s->inner[-(key + 1)].to_on;
    }
}

/* Do candidates a and b exclude each other (one cell's two digits, or one
** digit in two cells that see each other)? */
static bool exclude(nonet_candidate a, nonet_candidate b) {
    return a.cell == b.cell ? a.digit != b.digit : a.digit == b.digit && cells_see(a.cell, b.cell);
}

/* Does the state (c, on) give the claim (claim, claim_on) at once: the
** same, or c true and the claim a candidate it excludes, off? */
static bool gives(nonet_candidate c, bool on, nonet_candidate claim, bool claim_on) {
    return (same_candidate(c, claim) && on == claim_on) || (on && !claim_on && exclude(c, claim));
}

/*
** One inner chain (the links filed under key, from first, n of them) is
** well formed and proves its claim: its branches go on in the state they
** reached; a weak link from an on state joins candidates that exclude each
** other; and it is one of the shapes the words tell: from one start S, a
** loop back to S in S's state whose on and off nodes both exclude the
** (off) claim; or a contradiction (S's opposite reached, or one candidate
** reached in both states) whose opposite of S gives the claim; or, from
** several starts, branches that all end in the claim.
*/
static void check_inner_group(const nonet_step *s, int key, int first, int n, int line) {
    nonet_candidate claim;
    bool claim_on;
    claim_of(s, key, &claim, &claim_on);
    const nonet_inner_link *g = &s->inner[first];
    nonet_candidate s0 = g[0].link.from;
    bool one_start = true, loop = false, contradiction = false, ends_in_claim = true, sees_on = false,
         sees_off = false;
    for (int i = 0; i < n; i++) {
        const nonet_link *l = &g[i].link;
        bool goes_on = i + 1 < n && same_candidate(g[i + 1].link.from, l->to);
        if (goes_on) cr_expect_eq(g[i + 1].from_on, g[i].to_on, "line %d: inner link %d breaks its branch", line, first + i);
        if (!goes_on) ends_in_claim &= same_candidate(l->to, claim) && g[i].to_on == claim_on;
        if (i && !same_candidate(l->from, g[i - 1].link.to))
            one_start &= same_candidate(l->from, s0) && g[i].from_on == g[0].from_on;
        if (g[i].from_on && !g[i].to_on && !g[i].by_rule)
            cr_expect(exclude(l->from, l->to), "line %d: inner link %d is weak between candidates that do not "
                      "exclude each other", line, first + i);
        loop |= same_candidate(l->to, s0) && g[i].to_on == g[0].from_on;
        contradiction |= same_candidate(l->to, s0) && g[i].to_on != g[0].from_on;
        for (int j = 0; j < i; j++) contradiction |= same_candidate(g[j].link.to, l->to) && g[j].to_on != g[i].to_on;
        if (exclude(l->to, claim)) *(g[i].to_on ? &sees_on : &sees_off) = true;
    }
    bool proves = one_start ? (loop ? !claim_on && sees_on && sees_off
                                    : contradiction && gives(s0, !g[0].from_on, claim, claim_on))
                            : ends_in_claim;
    cr_expect(proves, "line %d: the inner chain of key %d does not prove r%dc%d %s %d", line, key, claim.cell / 9 + 1,
              claim.cell % 9 + 1, claim_on ? "=" : "<>", claim.digit);
}

/* A nested step's inner links: each filed under a rule link (outer, or
** inner and marked by_rule), each chain's links consecutive and well
** formed. Returns how many chains it holds. */
static int check_inner_chains(const nonet_step *s, int line) {
    int chains = 0;
    cr_assert_eq(nonet_step_count(s, NONET_PART_INNER_LINKS), s->n_inner);
    for (int i = 0; i < s->n_inner;) {
        int key = s->inner[i].explains, n = 1;
        if (key >= 0)
            cr_assert(key < s->n_links && s->link_rule[key] != STEP_LINK_PLAIN,
                      "line %d: inner link %d explains link %d, not a rule link", line, i, key);
        else
            cr_assert(-(key + 1) < s->n_inner && s->inner[-(key + 1)].by_rule,
                      "line %d: inner link %d explains inner link %d, not a rule link", line, i, -(key + 1));
        while (i + n < s->n_inner && s->inner[i + n].explains == key) n++;
        for (int j = i + n; j < s->n_inner; j++)
            cr_assert_neq(s->inner[j].explains, key, "line %d: the chain of key %d is split", line, key);
        check_inner_group(s, key, i, n, line);
        nonet_inner_link read = nonet_step_inner_link(s, i);
        cr_assert(read.explains == key && same_candidate(read.link.to, s->inner[i].link.to));
        chains++;
        i += n;
    }
    return chains;
}

/* Is the rule (nonet_step_link_rule) one of Dynamic+'s techniques placed
** so that it can remove candidate to: pointing (box, line) and claiming
** (line, box) remove from the second unit outside the first; a pair
** from its own unit; an X-Wing (two rows or two columns) outside them. */
static bool rule_fits(nonet_link_rule r, nonet_candidate to) {
    int u0 = r.unit[0], u1 = r.unit[1];
    bool in0 = u0 >= 0 && cell_in_unit(to.cell, u0), in1 = u1 >= 0 && cell_in_unit(to.cell, u1);
    if (r.technique == NONET_T_POINTING)
        return unit_kind(u0) == UNIT_BOX && u1 >= 0 && unit_kind(u1) != UNIT_BOX && in1 && !in0;
    if (r.technique == NONET_T_CLAIMING)
        return u0 >= 0 && unit_kind(u0) != UNIT_BOX && unit_kind(u1) == UNIT_BOX && in1 && !in0;
    if (r.technique == NONET_T_HIDDEN_PAIR || r.technique == NONET_T_NAKED_PAIR) return in0 && u1 < 0;
    if (r.technique == NONET_T_X_WING)
        return u0 >= 0 && u1 >= 0 && u0 != u1 && unit_kind(u0) == unit_kind(u1) && unit_kind(u0) != UNIT_BOX &&
               !in0 && !in1;
    return false;
}

/* Is an inner chain filed under key? */
static bool has_chain(const nonet_step *s, int key) {
    for (int j = 0; j < s->n_inner; j++)
        if (s->inner[j].explains == key) return true;
    return false;
}

/* Every rule link of a nested step, outer or inner, is explained: by an
** inner chain filed under it, or by a named technique that fits its end
** (a plain link names none). Returns how many name a technique. */
static int check_rule_links(const nonet_step *s, int line) {
    int named = 0;
    for (int part = 0; part < 2; part++) {
        nonet_step_part which = part ? NONET_PART_INNER_LINKS : NONET_PART_LINKS;
        for (int i = 0; i < nonet_step_count(s, which); i++) {
            bool rule = part ? s->inner[i].by_rule : s->link_rule[i] != STEP_LINK_PLAIN;
            nonet_candidate to = part ? s->inner[i].link.to : s->links[i].to;
            nonet_link_rule r = nonet_step_link_rule(s, which, i);
            if (!rule) {
                cr_expect_eq(r.technique, NONET_T_NONE, "line %d: plain link %d names a technique", line, i);
                continue;
            }
            if (has_chain(s, part ? -(i + 1) : i)) continue;
            cr_expect(rule_fits(r, to), "line %d: %s link %d: no inner chain, and technique %d (units %d, %d) does "
                      "not remove r%dc%d %d", line, part ? "inner" : "outer", i, r.technique, r.unit[0], r.unit[1],
                      to.cell / 9 + 1, to.cell % 9 + 1, to.digit);
            named++;
        }
    }
    return named;
}

/* Every nested step of the fixture writes out the inner chains its rule
** links rest on (issue 27), well formed, and its words tell each of them. */
Test(se_ladder, nested_steps_carry_their_inner_chains) {
    size_t n_cases;
    se_case *cases = read_cases(&n_cases);
    int steps = 0, with_chains = 0, named = 0;
    for (size_t i = 0; i < n_cases; i++) {
        if (!cases[i].fire || strcmp(cases[i].kind, "nested_forcing_chains")) continue;
        nonet_grid *g;
        nonet_step step = next_se_step(&cases[i], &g);
        int chains = check_inner_chains(&step, cases[i].line);
        named += check_rule_links(&step, cases[i].line);
        steps++;
        with_chains += chains > 0;
        if (chains) {
            char words[65536];
            nonet_step_words(&step, "en", words, sizeof words);
            cr_expect(strstr(words, "in that branch: with the candidates the branch has removed so far"),
                      "line %d: the words do not tell the inner chains: %s", cases[i].line, words);
        }
        nonet_grid_free(g);
    }
    free(cases);
    cr_expect_eq(with_chains, steps, "%d of %d nested steps carry inner chains", with_chains, steps);
    cr_expect_gt(named, 0, "no rule link names its technique");
}
