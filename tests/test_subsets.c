/*
** test_subsets.c -- naked and hidden pairs, triples, quads; locked pair and
** triple. Positions are HoDoKu reglib cases; the expected steps were checked
** by hand against the candidate grids.
*/
#include <criterion/criterion.h>

#include "support.h"
#include "support_find.h"

/* 3,9 in r1c9 and r2c7 (b3, no shared line); 6,8 in r8c1 and r8c7 (r8).
** The other bivalue cells pair up without removing anything. */
#define NAKED_PAIRS                                                                          \
    ":0200:68:27.+4.+5....8.+71+2..6...8.3..+7+7+69+23451+81+3+8+95+7..+4+54+2+1+8+67...2.5+7+8..1...+3+49.72.+9" \
    "+76+2+14.+5::683::"
/* 4,8 in r1c7 and r1c9 (b3 and r1) remove 4 and 8 from r2c8 inside the box
** and from r1c3, r1c6 outside it: a Locked Pair, and the only pair. */
#define LOCKED_PAIR                                                                          \
    ":0110-1:48:97.5...6......71.38...4........8.9..685......1....3..2............6...57..8.9.2..::" \
    "413 428 816 828::"
/* 2,7 in r1c1 and r1c2 (b1 and r1) remove only r1c3<>2, inside the box:
** HoDoKu calls it a Naked Pair (a case commented out of its library). */
#define PAIR_IN_BOX_ONLY                                                                     \
    ":0110-1:27:...5.+98.43+5+6+8+7+421+9.9...+2+7..9.7..6....1.+9+8+53+7.+5...27+9..1.+9+6+5+3+4.7..+3248.9" \
    "...5+79+1+6..::213::"
/* 2,3,5 in r9c1, r9c2, r9c5 remove 2 and 3 from r9c8. */
#define NAKED_TRIPLE                                                                         \
    ":0201:235:5+81+2+637+4+9..+9+5786..+7..+1+9+4.586+7+39+1+25+8+4..5.8+61...+18.+45..619.+8.+7+4..+8.742." \
    ".....46..8.7::298 398::"
/* 2,4,7 in r5c1-3 (b4 and r5) remove 7 from r6c1 and from r5c9. */
#define LOCKED_TRIPLE                                                                        \
    ":0111-1:247:..+7..4.259.1..374......+7..+16.+5+27.49....93.51..+98...+2....3..+91.24.+67.2..+9..+9" \
    "+3....+4::759 761::"
/* 2,5,6,7 in r1c2, r2c2, r3c2, r3c3 (b1) remove r1c3<>6 and r3c1<>7. */
#define NAKED_QUAD                                                                           \
    ":0202:2567:...7........6..7.4...+493..8+94+2..+7356635+9+2+48+17.1.+3+6+5+2+49....+3....2+8+3549+6+7+15+91" \
    "+27+6+48+3::613 731::"
/* 1,4 only in r9c4, r9c6 of b8 and of r9 (one step, from the box): r9c4<>8;
** 2,7 only in r8c3, r8c8 of r8: r8c8<>5,8. Every other hidden pair of the
** grid is a cell pair with nothing else to remove. */
#define HIDDEN_PAIRS                                                                         \
    ":0210:14:.+5+8...+4319.4......+3.+15+482.96+193+8+2.4...5.1.8+9+3+84+3..56+121.62.7+3.+4+4.....1.653" \
    "..+6.+9..:624 626 528 754 282 782:894::"
/* 1,3,7 only in r5c2, r6c2, r6c3 of b4: r5c2<>8. */
#define HIDDEN_TRIPLE                                                                        \
    ":0211:137:..+5.+3..61.6.52..4..+4.1.+63...2..+51.+37..42.35+1.5..6...9.+4.2+8.9....5.+742.8.79+8+3." \
    "+5.+2.:762 862 687 689:852::"
/* 3,6,7,9 only in r1c2, r1c3, r2c2, r2c3 of b1: r2c2<>8, r2c3<>2. */
#define HIDDEN_QUAD                                                                          \
    ":0212:3679:....8........+5......56+931+7.7+219+6+5..43..+218+7+5+665+8+37+42.....12+9..797.5+3+6....+1" \
    "3+8+4+7.6.:411 412 213 413 317 218 318 219 421 422 423 327 328 877 878:223 822::"
#define EMPTY_GRID "................................................................................."

/* The step's eliminations are exactly expected, it places nothing, and its
** unit list starts with first_unit and has n_units entries. */
static void expect_step(const nonet_step *s, const char *expected, int n_units, int first_unit) {
    cr_assert(support_candidates_are(s->eliminations, s->n_eliminations, expected),
              "got: %s", support_step_text(s));
    cr_assert_eq(s->n_placements, 0);
    cr_assert_eq(s->n_units, n_units);
    cr_assert_eq(s->units[0].unit, first_unit);
    for (int i = 0; i < s->n_units; i++) cr_assert_eq(s->units[i].role, NONET_ROLE_PATTERN);
}

/* Does any step use exactly these digits in exactly these cells? */
static bool has_subset(const nonet_step *steps, size_t n, uint16_t digits, const char *c1,
                       const char *c2, const char *c3) {
    const char *names[3] = {c1, c2, c3};
    for (size_t i = 0; i < n && i < SUPPORT_FIND_MAX; i++) {
        bool same = steps[i].digits == digits && steps[i].n_cells == 3;
        for (int k = 0; k < 3 && same; k++) same = steps[i].cells[k] == support_cell(names[k]);
        if (same) return true;
    }
    return false;
}

Test(subsets, naked_pairs_exactly) {
    nonet_step steps[SUPPORT_FIND_MAX];
    cr_assert_eq(support_find_in(NAKED_PAIRS, NONET_T_NAKED_PAIR, steps), 2);
    expect_step(&steps[0], "317 318 328 917 937 918 928 938", 1, 20);
    cr_assert_eq(steps[0].digits, (1u << 2) | (1u << 8));
    cr_assert_eq(steps[0].n_cells, 2);
    cr_assert_eq(steps[0].n_marks, 4);
    cr_assert_str_eq(support_step_text(&steps[0]),
                     "Naked Pair: 3,9 in r1c9,r2c7 => r1c78,r2c8<>3, r1c78,r23c8,r3c7<>9");
    expect_step(&steps[1], "683", 1, 7);
    cr_assert_str_eq(support_step_text(&steps[1]), "Naked Pair: 6,8 in r8c17 => r8c3<>6");
}

Test(subsets, locked_pair_exactly_and_not_as_naked_pair) {
    nonet_step steps[SUPPORT_FIND_MAX];
    cr_assert_eq(support_find_in(LOCKED_PAIR, NONET_T_LOCKED_PAIR, steps), 1);
    expect_step(&steps[0], "413 428 816 828", 2, 20); /* b3, then r1 */
    cr_assert_eq(steps[0].units[1].unit, 0);
    cr_assert_str_eq(support_step_text(&steps[0]),
                     "Locked Pair: 4,8 in r1c79 => r1c3,r2c8<>4, r1c6,r2c8<>8");
    cr_assert_eq(support_find_in(LOCKED_PAIR, NONET_T_NAKED_PAIR, steps), 0);
}

Test(subsets, pair_removing_in_one_unit_is_naked) {
    nonet_step steps[SUPPORT_FIND_MAX];
    cr_assert_eq(support_find_in(PAIR_IN_BOX_ONLY, NONET_T_LOCKED_PAIR, steps), 0);
    cr_assert_eq(support_find_in(PAIR_IN_BOX_ONLY, NONET_T_NAKED_PAIR, steps), 1);
    expect_step(&steps[0], "213", 2, 18); /* one step for b1 and r1 */
    cr_assert_eq(steps[0].units[1].unit, 0);
    cr_assert_str_eq(support_step_text(&steps[0]), "Naked Pair: 2,7 in r1c12 => r1c3<>2");
}

Test(subsets, locked_triple_exactly_and_not_as_naked_triple) {
    nonet_step steps[SUPPORT_FIND_MAX];
    cr_assert_eq(support_find_in(LOCKED_TRIPLE, NONET_T_LOCKED_TRIPLE, steps), 1);
    expect_step(&steps[0], "759 761", 2, 21);
    cr_assert_eq(steps[0].units[1].unit, 4);
    cr_assert_str_eq(support_step_text(&steps[0]), "Locked Triple: 2,4,7 in r5c123 => r5c9,r6c1<>7");
    size_t n = support_find_in(LOCKED_TRIPLE, NONET_T_NAKED_TRIPLE, steps);
    uint16_t digits = (1u << 1) | (1u << 3) | (1u << 6);
    cr_assert_not(has_subset(steps, n, digits, "r5c1", "r5c2", "r5c3"));
}

Test(subsets, hidden_pairs_exactly_each_once) {
    nonet_step steps[SUPPORT_FIND_MAX];
    cr_assert_eq(support_find_in(HIDDEN_PAIRS, NONET_T_HIDDEN_PAIR, steps), 2);
    expect_step(&steps[0], "894", 1, 25); /* b8, not again for r9 */
    cr_assert_eq(steps[0].n_marks, 4);
    cr_assert_str_eq(support_step_text(&steps[0]), "Hidden Pair: 1,4 in r9c46 => r9c4<>8");
    expect_step(&steps[1], "588 888", 1, 7);
    cr_assert_str_eq(support_step_text(&steps[1]), "Hidden Pair: 2,7 in r8c38 => r8c8<>5, r8c8<>8");
}

/* The first step of a technique in a position, checked by hand. */
typedef struct first_case {
    const char *position;
    nonet_technique technique;
    const char *eliminations;
    int unit, n_marks;
    const char *text;
} first_case;

static const first_case first_cases[] = {
    {NAKED_TRIPLE, NONET_T_NAKED_TRIPLE, "298 398", 8, 7,
     "Naked Triple: 2,3,5 in r9c125 => r9c8<>2, r9c8<>3"},
    {NAKED_QUAD, NONET_T_NAKED_QUAD, "613 731", 18, 11,
     "Naked Quadruple: 2,5,6,7 in r123c2,r3c3 => r1c3<>6, r3c1<>7"},
    {HIDDEN_TRIPLE, NONET_T_HIDDEN_TRIPLE, "852", 21, 6,
     "Hidden Triple: 1,3,7 in r56c2,r6c3 => r5c2<>8"},
    {HIDDEN_QUAD, NONET_T_HIDDEN_QUAD, "223 822", 18, 12,
     "Hidden Quadruple: 3,6,7,9 in r1c23,r2c23 => r2c3<>2, r2c2<>8"},
};

Test(subsets, first_triples_and_quads) {
    nonet_step steps[SUPPORT_FIND_MAX];
    for (size_t i = 0; i < sizeof first_cases / sizeof first_cases[0]; i++) {
        const first_case *c = &first_cases[i];
        cr_assert_geq(support_find_in(c->position, c->technique, steps), 1, "case %zu", i);
        expect_step(&steps[0], c->eliminations, 1, c->unit);
        cr_assert_eq(steps[0].n_marks, c->n_marks, "case %zu", i);
        cr_assert_str_eq(support_step_text(&steps[0]), c->text);
    }
}

Test(subsets, nothing_in_an_empty_grid) {
    static const nonet_technique all[] = {
        NONET_T_LOCKED_PAIR, NONET_T_LOCKED_TRIPLE, NONET_T_NAKED_PAIR,  NONET_T_NAKED_TRIPLE,
        NONET_T_NAKED_QUAD,  NONET_T_HIDDEN_PAIR,   NONET_T_HIDDEN_TRIPLE, NONET_T_HIDDEN_QUAD};
    nonet_step steps[SUPPORT_FIND_MAX];
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        cr_assert_eq(support_find_in(EMPTY_GRID, all[i], steps), 0);
}
