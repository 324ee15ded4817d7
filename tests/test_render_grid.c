/*
** test_render_grid.c -- the text forms of a position read back to the same
** position, and the terminal picture's colours follow the step.
*/
#include <criterion/criterion.h>
#include <string.h>

#include "grid.h"
#include "step.h"
#include "support.h"

#define EASY "530070000600195000098000060800060003400803001700020006060000280000419005000080079"

/* Same values, givens and candidates. */
static void assert_same(const nonet_grid *a, const nonet_grid *b, const char *form) {
    for (int c = 0; c < 81; c++) {
        cr_assert_eq(a->value[c], b->value[c], "%s: value of cell %d", form, c);
        cr_assert_eq(a->cand[c], b->cand[c], "%s: candidates of cell %d", form, c);
    }
}

static void round_trip(const nonet_grid *g, nonet_grid_form form, bool keeps_marks, const char *name) {
    char *text = nonet_grid_format(g, form);
    cr_assert_not_null(text);
    nonet_grid *back = support_grid(text);
    if (keeps_marks) assert_same(g, back, name);
    else
        for (int c = 0; c < 81; c++) cr_assert_eq(g->value[c], back->value[c], "%s: cell %d", name, c);
    nonet_grid_free(back);
    nonet_free(text);
}

/* A 17-clue puzzle with two marks struck: no empty cell is down to one
** candidate, so even the pencil-mark form (where a lone digit means a
** placed cell) reads back exactly. */
#define SEVENTEEN ".................1..2..3.4......2.....4.5....16......7...7.4.....8...32.9..1....."

Test(render_grid, every_form_reads_back) {
    char line[200];
    snprintf(line, sizeof line, ":0000:x:%s:511 911:::", SEVENTEEN);
    nonet_grid *g = support_grid(line);
    for (int c = 0; c < 81; c++) cr_assert(g->value[c] || g->cand[c] & (g->cand[c] - 1), "lone candidate");
    round_trip(g, NONET_FORM_LINE, false, "line");
    round_trip(g, NONET_FORM_HODOKU, true, "hodoku");
#if 1 /* every form has a reader now */
    round_trip(g, NONET_FORM_BLOCK, false, "block");
    round_trip(g, NONET_FORM_PENCILMARKS, true, "pencilmarks");
#endif
    nonet_grid_free(g);
}

/* The pencil-mark form cannot tell a cell down to one candidate from a
** placed one (HoDoKu's and Sudoku Explainer's grids have the same limit):
** such a cell reads back placed. */
Test(render_grid, lone_candidate_reads_back_placed) {
    nonet_grid *g = support_grid(EASY); /* r5c5 can only be 5 */
    cr_assert_eq(g->cand[40], 1u << 4);
    char *text = nonet_grid_format(g, NONET_FORM_PENCILMARKS);
    nonet_grid *back = support_grid(text);
    cr_assert_eq(back->value[40], 5);
    nonet_grid_free(back);
    nonet_free(text);
    nonet_grid_free(g);
}

Test(render_grid, picture_colours_follow_the_step) {
    nonet_grid *g = support_grid(EASY);
    nonet_step s;
    step_init(&s, NONET_T_NAKED_SINGLE, 0);
    step_add_elimination(&s, support_cell("r1c3"), 4);
    char *plain = nonet_grid_picture(g, &s, false), *color = nonet_grid_picture(g, &s, true);
    cr_assert_null(strchr(plain, '\x1b'), "plain picture has escapes");
    cr_assert(strstr(color, "\x1b[1;9;31m4\x1b[0m"), "eliminated 4 not red and struck");
    char *form = nonet_grid_format(g, NONET_FORM_PENCILMARKS);
    cr_assert_str_eq(plain, form, "the plain picture is the pencil-mark form");
    nonet_free(form);
    nonet_free(plain);
    nonet_free(color);
    nonet_grid_free(g);
}

/* Pattern candidates take their role's colour, placements blue; digits
** placed after the givens are blue, givens plain. */
Test(render_grid, picture_colours_roles_and_placed_digits) {
    nonet_grid *g = support_grid(":0000:x:53+4.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79::::");
    nonet_step s;
    step_init(&s, NONET_T_FINNED_X_WING, 2);
    step_add_mark(&s, support_cell("r1c4"), 2, NONET_ROLE_PATTERN);
    step_add_mark(&s, support_cell("r1c4"), 6, NONET_ROLE_FIN);
    step_add_placement(&s, support_cell("r5c5"), 5);
    char *color = nonet_grid_picture(g, &s, true);
    cr_assert(strstr(color, "\x1b[1;32m2\x1b[0m\x1b[1;35m6\x1b[0m"), "pattern green, fin magenta");
    cr_assert(strstr(color, "\x1b[1;4;34m5\x1b[0m"), "placement blue, underlined");
    cr_assert(strstr(color, "| 5    3     \x1b[34m4\x1b[0m"), "givens plain, the placed 4 blue");
    nonet_free(color);
    nonet_grid_free(g);
}
