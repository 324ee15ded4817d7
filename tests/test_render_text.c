/*
** test_render_text.c -- the explanation line's notation.
*/
#include <criterion/criterion.h>
#include <string.h>

#include "text_formats.h"
#include "step.h"
#include "support.h"

Test(render_text, cells_group_by_row_or_column) {
    char buf[64];
    text_buf tb;
    uint8_t xwing[] = {2, 3, 29, 30}; /* r1c34, r4c34 */
    tb_init(&tb, buf, sizeof buf);
    tb_cells(&tb, xwing, 4);
    cr_assert_str_eq(buf, "r1c34,r4c34");
    uint8_t column[] = {6, 15, 24, 71, 80}; /* r123c7, r89c9 */
    tb_init(&tb, buf, sizeof buf);
    tb_cells(&tb, column, 5);
    cr_assert_str_eq(buf, "r123c7,r89c9");
}

Test(render_text, naked_pair_and_hidden_single_lines) {
    nonet_step s;
    step_init(&s, NONET_T_NAKED_PAIR, 0);
    s.digits = 0x11; /* 1 and 5 */
    step_add_cell(&s, support_cell("r3c4"));
    step_add_cell(&s, support_cell("r3c8"));
    step_add_elimination(&s, support_cell("r3c1"), 1);
    step_add_elimination(&s, support_cell("r3c2"), 5);
    cr_assert_str_eq(support_step_text(&s), "Naked Pair: 1,5 in r3c48 => r3c1<>1, r3c2<>5");
    step_init(&s, NONET_T_HIDDEN_SINGLE, 2);
    s.digits = 1u << 6;
    step_add_unit(&s, 19, NONET_ROLE_PATTERN);
    step_add_placement(&s, support_cell("r1c5"), 7);
    cr_assert_str_eq(support_step_text(&s), "Hidden Single: 7 in b2 => r1c5=7");
}

Test(render_text, truncates_like_snprintf) {
    nonet_step s;
    step_init(&s, NONET_T_NAKED_SINGLE, 0);
    step_add_placement(&s, 0, 4);
    char small[8];
    size_t full = nonet_step_text(&s, small, sizeof small);
    cr_assert_eq(full, strlen("Naked Single: r1c1=4"));
    cr_assert_str_eq(small, "Naked S");
}

/* Every line of one trace, written into every buffer size from 0 to its
** length + 1: the same length back, and the line's prefix. */
static void expect_prefixes(const char *puzzle) {
    nonet_grid *g = support_grid(puzzle);
    nonet_solver *solver = nonet_solver_new();
    nonet_trace *t = NULL;
    cr_assert_eq(nonet_explain(solver, g, &t, NULL), NONET_OK);
    for (size_t i = 0; i < nonet_trace_count(t); i++) {
        char full[4096], part[4096];
        size_t len = nonet_step_text(nonet_trace_step(t, i), full, sizeof full);
        cr_assert_lt(len, sizeof full);
        for (size_t size = 0; size <= len + 1; size++) {
            memset(part, 'x', sizeof part);
            cr_assert_eq(nonet_step_text(nonet_trace_step(t, i), part, size), len);
            if (size == 0) cr_assert_eq(part[0], 'x', "nothing written into no room");
            else cr_assert(!strncmp(part, full, size - 1) && part[size - 1 < len ? size - 1 : len] == '\0',
                           "step %zu, size %zu: %s", i, size, part);
        }
    }
    nonet_trace_free(t);
    nonet_solver_free(solver);
    nonet_grid_free(g);
}

/* Hard puzzles: many techniques, and a long backtracking line. */
Test(render_text, every_buffer_size_gives_the_prefix) {
    expect_prefixes("98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6");
    expect_prefixes("083020090000800100029300008000098700070000060006740000300006980002005000010030540");
    expect_prefixes("200000004030904070490762083040020010000105000500000008009301600310070059020000030");
}
