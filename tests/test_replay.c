/*
** test_replay.c -- every logged step of every puzzle in puzzles/ is sound
** and replayable: applying the steps in order to the givens reaches the
** solution, and no step removes a solution digit or places a wrong one.
*/
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "grid.h"
#include "support.h"

static const char *const files[] = {
    "sample.txt", "easy.txt", "medium.txt", "se-classic-sample.txt", "17-clue-sample.txt",
    "magictour-sample.txt", "nested-sample.txt", "diabolical-sample.txt", NULL,
};

/* Replay one trace on a copy of the givens; returns the steps replayed. */
static size_t replay(const nonet_grid *givens, const nonet_trace *t, const char *where) {
    const uint8_t *sol = nonet_trace_solution(t);
    cr_assert_not_null(sol, "%s: not solved", where);
    nonet_grid work = *givens;
    for (size_t i = 0; i < nonet_trace_count(t); i++) {
        const nonet_step *step = nonet_trace_step(t, i);
        char text[1024];
        nonet_step_text(step, text, sizeof text);
        cr_assert(support_step_sound(step, sol), "%s step %zu unsound: %s", where, i, text);
        cr_assert(step->n_placements + step->n_eliminations > 0, "%s step %zu empty", where, i);
        cr_assert_eq(nonet_step_apply(&work, step), NONET_OK, "%s step %zu: %s", where, i, text);
        cr_assert(grid_consistent(&work), "%s step %zu broke the grid", where, i);
    }
    cr_assert_eq(work.empty, 0, "%s: steps end with %d empty cells", where, work.empty);
    for (int c = 0; c < 81; c++) cr_assert_eq(work.value[c], sol[c], "%s: cell %d", where, c);
    return nonet_trace_count(t);
}

/* Explain and replay every puzzle of one file; returns the puzzles done. */
static int replay_file(nonet_solver *s, const char *name) {
    char path[512];
    snprintf(path, sizeof path, "%s/puzzles/%s", NONET_SOURCE_DIR, name);
    FILE *fp = fopen(path, "r");
    cr_assert_not_null(fp, "cannot open %s", path);
    nonet_reader *r = nonet_reader_open(fp);
    nonet_grid *g = nonet_grid_new();
    nonet_error err = {0};
    long line = 0;
    int done = 0;
    nonet_status st;
    while ((st = nonet_reader_next(r, g, &line, &err)) != NONET_END) {
        cr_assert_eq(st, NONET_OK, "%s:%ld: %s", name, line, err.message);
        nonet_trace *t = NULL;
        char where[600];
        snprintf(where, sizeof where, "%s:%ld", name, line);
        cr_assert_eq(nonet_explain(s, g, &t, &err), NONET_OK, "%s: %s", where, err.message);
        replay(g, t, where);
        nonet_trace_free(t);
        done++;
    }
    nonet_grid_free(g);
    nonet_reader_free(r);
    fclose(fp);
    return done;
}

Test(replay, every_bundled_puzzle_replays_to_its_solution, .timeout = 600) {
    nonet_solver *s = nonet_solver_new();
    int total = 0;
    for (int i = 0; files[i]; i++) total += replay_file(s, files[i]);
    /* the forum's hardest without the nested chains (seconds a puzzle):
    ** Forcing Net (+) and explained guesses */
    cr_assert_eq(nonet_solver_set_techniques(s, "-nested_forcing_chains", NULL), NONET_OK);
    total += replay_file(s, "hardest-sample.txt");
    cr_assert_gt(total, 300, "only %d puzzles replayed", total);
    nonet_solver_free(s);
}
