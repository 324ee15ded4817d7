/*
** test_forcing_chains_memo.c -- every hint of SE's Forcing Chains & Cycles
** (fc_collect, what the nested levels run on a stalled run's grid) is the
** same whether the X pass's hints come from the memo the solve's scratch
** keeps (by digit and its places, filled by earlier positions) or are all
** found afresh: same hints, same order, same paths and removals.
*/
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>

#include "grid.h"
#include "se_nested.h"
#include "support.h"

/* The hints of one collect, as text lines one after another. */
typedef struct fcm_lines {
    char text[1 << 18];
    size_t len;
    int hints, x_hints;
} fcm_lines;

/* Append two numbers in fmt's form to l. */
static void fcm_put(fcm_lines *l, const char *fmt, int a, int b) {
    int n = snprintf(l->text + l->len, sizeof l->text - l->len, fmt, a, b);
    cr_assert(n >= 0 && (size_t)n < sizeof l->text - l->len, "too many hints");
    l->len += (size_t)n;
}

static void fcm_keep(void *user, const fc_hint_found *h) {
    fcm_lines *l = user;
    fcm_put(l, "%d %d", (int)(h->rating * 10 + 0.5), h->states);
    fcm_put(l, " kind %d cycle %d:", h->kind, h->cycle);
    for (int i = 0; i < h->n; i++) fcm_put(l, " %d/%d", h->path[i] / 2, h->path[i] & 1);
    for (int i = 0; i < h->n_removals; i++) fcm_put(l, " -%d%.0d", h->removals[i], 0);
    fcm_put(l, "\n%.0d%.0d", 0, 0);
    l->hints++;
    l->x_hints += h->kind == 0;
}

static void fcm_collect(const nonet_grid *g, strat_scratch *scratch, fcm_lines *out) {
    out->len = 0, out->hints = out->x_hints = 0, out->text[0] = '\0';
    strat_ctx ctx = {.se_rules = true, .scratch = scratch};
    cr_assert(fc_collect(g, &ctx, fcm_keep, out));
}

/* The positions of explained solves one after another through one
** scratch (each step leaves most digits' places as they were: the memo's
** lists come back), against a collect without a scratch at each. */
Test(forcing_chains_memo, remembered_x_hints_are_the_hints, .timeout = 300) {
    enum { ROOM = 300 };
    nonet_grid *positions = malloc(ROOM * sizeof *positions);
    fcm_lines *kept = malloc(sizeof *kept), *fresh = malloc(sizeof *fresh);
    cr_assert(positions && kept && fresh);
    int n = support_positions("magictour-sample.txt", 3, 1, positions, 0, ROOM), x_hints = 0;
    cr_assert_gt(n, 20, "too few positions: %d", n);
    strat_scratch scratch = {0};
    for (int i = 0; i < n; i++) {
        fcm_collect(&positions[i], &scratch, kept);
        fcm_collect(&positions[i], NULL, fresh);
        cr_expect_str_eq(kept->text, fresh->text, "position %d", i);
        x_hints += kept->x_hints;
    }
    cr_log_info("positions %d, X-pass hints %d", n, x_hints);
    cr_assert_gt(x_hints, 0, "the X pass finds something");
    strat_scratch_free(&scratch);
    free(fresh);
    free(kept);
    free(positions);
}
