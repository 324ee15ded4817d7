/*
** test_render_text.c -- the explanation line's notation.
*/
#include <criterion/criterion.h>
#include <string.h>

#include "render_text.h"
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
