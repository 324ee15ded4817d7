/*
** test_forcing_chains_memo.c -- the X-pass memo of SE's Forcing Chains &
** Cycles (fc_collect, what the nested levels run on a stalled run's grid;
** forcing_chains.c keeps each digit's X hints by its places in the solve's
** scratch) changes nothing: every hint of a collect through a scratch the
** memo answers from is the hint a collect without one finds (same hints,
** same order, same paths and removals); a memo held below its cap, cleared
** on the way, answers the same; and a scratch that collected one puzzle's
** positions answers the next puzzle's as a fresh one does. Each test also
** checks that the memo was read (hits), so that none passes on a memo
** that is never used. A scratch also keeps every pass's link lists and
** the XY pass's components from one grid to the next, relisting only what
** the new grid changed: the same comparisons check those (a relist that
** missed a house's change, or components kept after the lists changed,
** fail all three).
*/
#include <criterion/criterion.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "forcing_chains.h"
#include "grid.h"
#include "support.h"

enum { FCM_ROOM = 300 };

/* The hints of one collect, as text lines one after another. */
typedef struct fcm_lines {
    char text[1 << 18];
    size_t len;
    int hints, x_hints;
} fcm_lines;

static void fcm_put(fcm_lines *l, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(l->text + l->len, sizeof l->text - l->len, fmt, ap);
    va_end(ap);
    cr_assert(n >= 0 && (size_t)n < sizeof l->text - l->len, "too many hints");
    l->len += (size_t)n;
}

static void fcm_keep(void *user, const fc_hint_found *h) {
    fcm_lines *l = user;
    fcm_put(l, "%d %d kind %d cycle %d:", (int)(h->rating * 10 + 0.5), h->states, h->kind, h->cycle);
    for (int i = 0; i < h->n; i++) fcm_put(l, " %d/%d", h->path[i] / 2, h->path[i] & 1);
    for (int i = 0; i < h->n_removals; i++) fcm_put(l, " -%d", h->removals[i]);
    fcm_put(l, "\n");
    l->hints++;
    l->x_hints += h->kind == 0;
}

/* Every hint of fc_collect on g, through scratch (NULL: none), in out. */
static void fcm_collect(const nonet_grid *g, strat_scratch *scratch, fcm_lines *out) {
    out->len = 0, out->hints = out->x_hints = 0, out->text[0] = '\0';
    strat_ctx ctx = {.se_rules = true, .scratch = scratch};
    cr_assert(fc_collect(g, &ctx, fcm_keep, out));
}

/* The positions of the explained solves of the first max puzzles of
** puzzles/name, one after another; its count (more than 20). */
static int fcm_positions(const char *name, int max, nonet_grid *out) {
    int n = support_positions(name, max, 1, out, 0, FCM_ROOM);
    cr_assert_gt(n, 20, "too few positions in %s: %d", name, n);
    return n;
}

/* Collect each position through scratch and without one: the same text
** at each; the X-pass hints seen in all. */
static int fcm_same_as_fresh(const nonet_grid *positions, int n, strat_scratch *scratch, const char *what) {
    fcm_lines *kept = malloc(sizeof *kept), *fresh = malloc(sizeof *fresh);
    cr_assert(kept && fresh);
    int x_hints = 0;
    for (int i = 0; i < n; i++) {
        fcm_collect(&positions[i], scratch, kept);
        fcm_collect(&positions[i], NULL, fresh);
        cr_assert_str_eq(kept->text, fresh->text, "%s: position %d differs", what, i);
        x_hints += kept->x_hints;
    }
    free(fresh);
    free(kept);
    return x_hints;
}

/* Positions one after another through one scratch (each step leaves most
** digits' places as they were: the memo's lists come back). */
Test(forcing_chains_memo, remembered_x_hints_are_the_hints, .timeout = 300) {
    nonet_grid *positions = malloc(FCM_ROOM * sizeof *positions);
    cr_assert(positions);
    int n = fcm_positions("magictour-sample.txt", 3, positions);
    strat_scratch scratch = {0};
    int x_hints = fcm_same_as_fresh(positions, n, &scratch, "uncapped");
    fc_memo_stats st = fc_memo_stats_of(&scratch);
    cr_log_info("positions %d, X-pass hints %d, memo hits %zu misses %zu bytes %zu", n, x_hints, st.hits, st.misses,
                st.bytes);
    cr_assert_gt(x_hints, 0, "the X pass finds something");
    cr_assert_gt(st.hits, 0, "the memo answered no digit");
    cr_assert_gt(st.misses, 0, "the memo made no list");
    cr_assert_gt(st.bytes, 0);
    strat_scratch_free(&scratch);
    free(positions);
}

/* The same positions with the memo capped at a quarter of what they fill
** uncapped: it is cleared on the way, never holds more than the cap when
** a pass begins, and answers as before. */
Test(forcing_chains_memo, a_capped_memo_answers_the_same, .timeout = 300) {
    nonet_grid *positions = malloc(FCM_ROOM * sizeof *positions);
    cr_assert(positions);
    int n = fcm_positions("magictour-sample.txt", 3, positions);
    strat_scratch full = {0};
    fcm_same_as_fresh(positions, n, &full, "uncapped");
    size_t filled = fc_memo_stats_of(&full).bytes;
    cr_assert_eq(fc_memo_stats_of(&full).clears, 0, "the default cap is met by three puzzles");
    strat_scratch_free(&full);
    strat_scratch capped = {.fc_memo_cap = filled / 4};
    fcm_same_as_fresh(positions, n, &capped, "capped");
    fc_memo_stats st = fc_memo_stats_of(&capped);
    cr_log_info("uncapped %zu bytes; cap %zu: most at a pass's start %zu, clears %zu, hits %zu", filled,
                capped.fc_memo_cap, st.most_at_start, st.clears, st.hits);
    cr_assert_gt(st.clears, 0, "a memo past its cap is cleared");
    cr_assert_leq(st.most_at_start, capped.fc_memo_cap, "a pass began with more than the cap");
    cr_assert_gt(st.hits, 0, "the capped memo still answers");
    strat_scratch_free(&capped);
    free(positions);
}

/* One puzzle's positions through a scratch, then another puzzle's: those
** answer as through a fresh scratch and as without one. */
Test(forcing_chains_memo, the_next_puzzle_answers_as_fresh, .timeout = 300) {
    nonet_grid *first = malloc(FCM_ROOM * sizeof *first), *next = malloc(FCM_ROOM * sizeof *next);
    cr_assert(first && next);
    int n_first = fcm_positions("hardest-sample.txt", 1, first);
    int n_next = support_positions("magictour-sample.txt", 1, 1, next, 0, FCM_ROOM);
    cr_assert_gt(n_next, 20);
    strat_scratch used = {0}, fresh = {0};
    fcm_same_as_fresh(first, n_first, &used, "first puzzle");
    size_t hits_before = fc_memo_stats_of(&used).hits;
    fcm_same_as_fresh(next, n_next, &used, "next puzzle after the first");
    fcm_same_as_fresh(next, n_next, &fresh, "next puzzle, fresh scratch");
    fcm_lines *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    cr_assert(a && b);
    for (int i = 0; i < n_next; i++) {
        fcm_collect(&next[i], &used, a);
        fcm_collect(&next[i], &fresh, b);
        cr_assert_str_eq(a->text, b->text, "position %d of the next puzzle", i);
    }
    cr_assert_gt(fc_memo_stats_of(&used).hits, hits_before, "the next puzzle read the memo");
    free(b);
    free(a);
    strat_scratch_free(&fresh);
    strat_scratch_free(&used);
    free(next);
    free(first);
}
