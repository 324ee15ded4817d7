/*
** test_techniques.c -- the technique table (src/core/techniques.def): every
** row is complete, so that a technique added there is found, run, written,
** graded and documented, and the public look-ups agree with the table.
*/
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "support.h"
#include "strategy.h"
#include "technique.h"

/* Is there a page docs/techniques/<id>.md? */
static bool has_page(const char *id) {
    char path[512];
    snprintf(path, sizeof path, "%s/docs/techniques/%s.md", NONET_SOURCE_DIR, id);
    FILE *fp = fopen(path, "r");
    if (fp) fclose(fp);
    return fp != NULL;
}

/* Every row: numbered by its place, a finder (but the fallback), a
** formatter, a family, a page; HoDoKu's score and level where HoDoKu has
** the technique (every logic row: SE's direct techniques carry the data
** of the technique each extends). */
Test(techniques, every_row_is_complete) {
    size_t n;
    const technique_row *rows = technique_rows(&n);
    cr_assert_eq(n, (size_t)NONET_T_COUNT_ - 1);
    for (size_t i = 0; i < n; i++) {
        const technique_row *r = &rows[i];
        const char *id = r->info.id;
        bool fallback = r->info.flags & NONET_TF_FALLBACK;
        cr_expect_eq(r->info.technique, (nonet_technique)(i + 1), "%s: numbered by its place", id);
        cr_expect(r->info.hodoku_codes != NULL, "%s: HoDoKu codes NULL (\"\" for none)", id);
        cr_expect(r->info.family && r->info.family[0], "%s has no family", id);
        cr_expect(has_page(id), "%s has no page docs/techniques/%s.md", id, id);
        cr_expect_eq(fallback, strat_finder(r->info.technique) == NULL, "%s: a finder exactly when it is a logic technique", id);
        cr_expect_eq(fallback, i == n - 1, "%s: the fallback is the last row, and only it", id);
        if (fallback) continue;
        cr_expect_gt(r->info.hodoku_score, 0, "%s has no HoDoKu score", id);
        cr_expect(r->info.hodoku_level >= NONET_LEVEL_EASY && r->info.hodoku_level <= NONET_LEVEL_EXTREME,
                  "%s has no HoDoKu level", id);
        cr_expect(r->info.se_rating >= 1.0 && r->info.se_rating <= 12.0, "%s: SE rating %.1f", id,
                  r->info.se_rating);
        cr_expect(!((r->info.flags & NONET_TF_SE_ORDER_ONLY) && (r->info.flags & NONET_TF_PIPELINE_ONLY)),
                  "%s runs in no order", id);
    }
}

/* Ids are unique, and each is found again by nonet_technique_from_id. */
Test(techniques, ids_find_their_rows) {
    for (size_t i = 0; i < nonet_technique_count(); i++) {
        const nonet_technique_info *info = nonet_technique_at(i);
        cr_expect_eq(nonet_technique_from_id(info->id), info->technique, "%s", info->id);
        cr_expect_eq(nonet_technique_info_of(info->technique), info);
        for (size_t j = 0; j < i; j++) cr_expect_str_neq(nonet_technique_at(j)->id, info->id);
    }
    cr_expect_eq(nonet_technique_from_id("x_win"), NONET_T_NONE);
    cr_expect_eq(nonet_technique_from_id("x_wings"), NONET_T_NONE);
    cr_expect_eq(nonet_technique_from_id(""), NONET_T_NONE);
    cr_expect_eq(nonet_technique_from_id(NULL), NONET_T_NONE);
    cr_expect_null(nonet_technique_info_of(NONET_T_NONE));
    cr_expect_null(nonet_technique_info_of(NONET_T_COUNT_));
    cr_expect_null(nonet_technique_at(nonet_technique_count()));
}

/* A bad id in a --techniques list is named with where it starts. */
Test(techniques, bad_id_position_in_error) {
    nonet_solver *s = nonet_solver_new();
    nonet_error err = {0};
    cr_assert_eq(nonet_solver_set_techniques(s, "naked_single,x_wing,nope,xy_wing", &err),
                 NONET_UNKNOWN_TECHNIQUE);
    cr_expect_eq(err.column, 21);
    cr_expect(strstr(err.message, "unknown technique 'nope'") != NULL, "%s", err.message);
    cr_assert_eq(nonet_solver_set_techniques(s, "naked_single,,x_wing", &err), NONET_OK);
    nonet_solver_free(s);
}

/* A step's own rating wins over its technique's; a hidden single in a row
** rates 1.5; backtracking has none. */
Test(techniques, step_rating) {
    nonet_step s = {.technique = NONET_T_X_CHAIN};
    cr_expect_float_eq(nonet_step_rating(&s), 6.6, 1e-9);
    s.rating = 6.9;
    cr_expect_float_eq(nonet_step_rating(&s), 6.9, 1e-9);
    nonet_step single = {.technique = NONET_T_HIDDEN_SINGLE, .variant = 0};
    cr_expect_float_eq(nonet_step_rating(&single), 1.5, 1e-9);
    single.variant = 2;
    cr_expect_float_eq(nonet_step_rating(&single), 1.2, 1e-9);
    nonet_step guess = {.technique = NONET_T_BACKTRACKING};
    cr_expect_float_eq(nonet_step_rating(&guess), 0.0, 1e-9);
    cr_expect_float_eq(nonet_step_rating(NULL), 0.0, 1e-9);
}
