/*
** cmd_hint.c -- `nonet hint [--level 1|2|3]`: the next step only, as a
** progressive hint (nonet_step_hint): level 1 names the technique, level 2
** also where, level 3 is the whole step. It works on a learner's own
** position (pencil marks, placed digits): first the position is checked
** against the puzzle's solution (nonet_grid_wrong_marks), and a cell that
** has lost its solution digit, or holds a wrong one, is named instead of a
** hint (exit 1: the learner has something to fix). Lower levels name only
** the cell; level 3 also gives the digit.
**
** Text, one line per puzzle: the hint; "Check r1c3: ..." per wrong cell;
** "Solved: no empty cell is left."; "Stuck: ..." when no technique applies;
** or a status word (invalid, no_solution, multiple_solutions) with the
** details on standard error. --grid adds the pencil-mark grid, with the
** step's pattern highlighted at level 3.
*/
#include <stdlib.h>
#include <string.h>

#include "cmd_hint.h"
#include "json_out.h"
#include "options.h"
#include "output.h"
#include "picture.h"

#define HINT_LEVEL_DEFAULT 1

bool cli_hint_check(cli_run *run) {
    if (!cli_solver_configure(run, "hint")) return false;
    if (run->opt.level == 0) run->opt.level = HINT_LEVEL_DEFAULT;
    if (run->opt.grid && run->opt.format == CLI_FORMAT_JSON)
        return cli_usage_error(run, "hint", "--grid is for text output, not with --format json");
    cli_color_decide(run);
    return true;
}

/* What the hint command found for one position. */
typedef struct hint_result {
    nonet_status status;      /* OK (hint or solved), faults, STALLED */
    bool solved;              /* no empty cell left */
    int n_wrong;              /* cells to fix, in wrong[] */
    bool suspects;            /* wrong[] are placed cells, one of them wrong */
    nonet_candidate wrong[81];
    nonet_step *step;         /* the next step, when status is OK (freed by
                              ** cli_hint_puzzle) */
} hint_result;

/*
** A pencil-mark grid (no givens to tell) whose placed digits have no
** solution together, and no one fix the marks prefer: the placed cells
** whose leaving out gives the rest exactly one solution (one of them holds
** a wrong digit), each with the digit that solution puts there. Returns
** how many, in wrong[].
*/
static int hint_suspects(const nonet_grid *grid, nonet_candidate wrong[81]) {
    char values[82];
    nonet_grid_to_string(grid, false, values);
    nonet_grid *rest = nonet_grid_new();
    int n = 0;
    for (int c = 0; rest && c < 81; c++) {
        if (values[c] == '0') continue;
        char keep = values[c];
        int count = 0;
        uint8_t solution[81];
        values[c] = '0';
        if (nonet_grid_parse(rest, values, NULL) == NONET_OK && nonet_count(rest, 2, &count, solution) == NONET_OK &&
            count == 1)
            wrong[n++] = (nonet_candidate){(uint8_t)c, solution[c]};
        values[c] = keep;
    }
    nonet_grid_free(rest);
    return n;
}

/*
** Check the learner's position. With a reference solution (that of the
** givens, or of the placed digits), every cell must keep its solution
** digit. Without one, the position itself must have exactly one solution;
** a pencil-mark grid without any gets its suspect cells instead.
*/
static nonet_status hint_check_position(const nonet_grid *grid, hint_result *h) {
    h->n_wrong = nonet_grid_wrong_marks(grid, h->wrong);
    if (h->n_wrong >= 0) return NONET_OK;
    h->n_wrong = 0;
    int count = 0;
    nonet_count(grid, 2, &count, NULL);
    if (count == 0 && !nonet_grid_has_givens(grid)) h->n_wrong = hint_suspects(grid, h->wrong);
    h->suspects = h->n_wrong > 0;
    if (h->suspects) return NONET_OK;
    return count == 0 ? NONET_NO_SOLUTION : count == 1 ? NONET_OK : NONET_MULTIPLE_SOLUTIONS;
}

/* The position's verdict and, when it is sound, its next step. */
static void hint_find(cli_run *run, const cli_puzzle *p, hint_result *h) {
    memset(h, 0, sizeof *h);
    h->status = p->status;
    if (h->status != NONET_OK) return;
    h->status = hint_check_position(p->grid, h);
    if (h->status != NONET_OK || h->n_wrong) return;
    if (!(h->step = nonet_step_new())) {
        h->status = NONET_NOMEM;
        return;
    }
    nonet_status next = nonet_next_step(run->solver, p->grid, h->step);
    h->solved = next == NONET_END;
    if (next == NONET_STALLED || next == NONET_NOMEM) h->status = next;
}

/* "Check r1c8, r2c7 or r4c3: one of these digits is wrong." */
static void print_suspects(cli_run *run, const hint_result *h) {
    fputs(cli_tr(run, "Check "), run->out);
    for (int i = 0; i < h->n_wrong; i++) {
        char name[5];
        const char *sep = i == 0 ? "" : cli_tr(run, i + 1 < h->n_wrong ? ", " : " or ");
        fprintf(run->out, "%s%s", sep, nonet_cell_name(h->wrong[i].cell, name));
    }
    fputs(cli_tr(run, h->n_wrong == 1 ? ": the digit placed there is wrong.\n"
                                      : ": the digit placed in one of them is wrong.\n"), run->out);
}

/* "Check r1c3: ..." for one wrong cell; the digit only at level 3. */
static void print_wrong(cli_run *run, const nonet_grid *grid, const nonet_candidate *w) {
    char name[5];
    int value = nonet_grid_value(grid, w->cell);
    bool tell = run->opt.level >= 3;
    fprintf(run->out, cli_tr(run, "Check %s: "), nonet_cell_name(w->cell, name));
    if (value && tell) fprintf(run->out, cli_tr(run, "the %d placed there is wrong; it is %d.\n"), value, w->digit);
    else if (value) fprintf(run->out, cli_tr(run, "the %d placed there is wrong.\n"), value);
    else if (tell) fprintf(run->out, cli_tr(run, "its solution, %d, was struck from its pencil marks.\n"), w->digit);
    else fputs(cli_tr(run, "a digit that belongs there was struck from its pencil marks.\n"), run->out);
}

/* The hint at the asked level, of any length: in buf when it fits, else
** in *heap (malloc'd, the caller frees; NULL when buf served or memory ran
** out, and then the truncated buf is used).
** The text's hint is in the run's language, at level 3 the line and then
** the step's words (nonet_step_hint_lang); JSON's level 3 hint is the
** notation line alone, the words being in its step object.
*/
static size_t hint_make(const cli_run *run, const nonet_step *step, bool text, char *buf, size_t size) {
    if (!text && run->opt.level >= 3) return nonet_step_hint(step, run->opt.level, buf, size);
    return nonet_step_hint_lang(step, run->opt.level, run->opt.lang, buf, size);
}

static const char *hint_line(const cli_run *run, const nonet_step *step, bool text, char *buf, size_t size,
                             char **heap) {
    size_t len = hint_make(run, step, text, buf, size);
    *heap = len < size ? NULL : malloc(len + 1);
    if (*heap) hint_make(run, step, text, *heap, len + 1);
    return *heap ? *heap : buf;
}

static void print_hint(cli_run *run, const nonet_step *step) {
    char buf[1024], *heap;
    fprintf(run->out, "%s\n", hint_line(run, step, true, buf, sizeof buf, &heap));
    free(heap);
}

/* The text result; --grid adds the picture (the step's at level 3). */
static void hint_text(cli_run *run, const cli_puzzle *p, const hint_result *h) {
    bool has_step = h->status == NONET_OK && !h->n_wrong && !h->solved;
    if (h->status != NONET_OK && h->status != NONET_STALLED) {
        fprintf(run->out, "%s\n", cli_status_word(h->status, "ok"));
        return;
    }
    if (h->suspects) print_suspects(run, h);
    for (int i = 0; i < h->n_wrong && !h->suspects; i++) print_wrong(run, p->grid, &h->wrong[i]);
    if (h->status == NONET_STALLED) fputs(cli_tr(run, "Stuck: no technique applies here.\n"), run->out);
    else if (h->solved) fputs(cli_tr(run, "Solved: no empty cell is left.\n"), run->out);
    else if (has_step) print_hint(run, h->step);
    if (run->opt.grid) cli_print_picture(run, p->grid, has_step && run->opt.level >= 3 ? h->step : NULL);
}

/* "wrong": [{"cell": "r1c3", "kind": "mark"|"value", "digit": 4}]; the
** digit (the solution's) only at level 3, as in the text. */
static void json_wrong(cli_run *run, const nonet_grid *grid, const hint_result *h) {
    jw *w = &run->json;
    jw_key(w, "wrong");
    jw_begin(w, '[');
    for (int i = 0; i < h->n_wrong; i++) {
        char name[5];
        jw_begin(w, '{');
        jw_key(w, "cell");
        jw_string(w, nonet_cell_name(h->wrong[i].cell, name));
        jw_key(w, "kind");
        jw_string(w, h->suspects ? "suspect" : nonet_grid_value(grid, h->wrong[i].cell) ? "value" : "mark");
        if (run->opt.level >= 3 && !h->suspects) {
            jw_key(w, "digit");
            jw_int(w, h->wrong[i].digit);
        }
        jw_end(w, '}');
    }
    jw_end(w, ']');
}

/* "level", "hint" and "technique"; the step object at level 3. */
static void json_hint(cli_run *run, const nonet_step *step) {
    jw *w = &run->json;
    char buf[1024], *heap;
    jw_key(w, "level");
    jw_int(w, run->opt.level);
    jw_key(w, "hint");
    jw_string(w, hint_line(run, step, false, buf, sizeof buf, &heap));
    free(heap);
    jw_key(w, "technique");
    jw_string(w, nonet_technique_info_of(nonet_step_technique(step))->id);
    if (run->opt.level < 3) return;
    jw_key(w, "step");
    jw_step(w, step, run->opt.lang);
}

/* The JSON line: status ok, solved, wrong_marks, stalled or a fault. */
static void hint_json(cli_run *run, const cli_puzzle *p, const hint_result *h) {
    const char *ok_word = h->n_wrong ? "wrong_marks" : h->solved ? "solved" : "ok";
    nonet_error err = {0};
    if (h->status == NONET_STALLED) /* the wording of explain, solve and grade */
        snprintf(err.message, sizeof err.message, "logic stalled with %d cells empty",
                 nonet_grid_empty_count(p->grid));
    cli_json_begin(run, p, h->status, ok_word, p->status == NONET_OK ? &err : p->error);
    if (h->n_wrong) json_wrong(run, p->grid, h);
    else if (h->status == NONET_OK && !h->solved) json_hint(run, h->step);
    cli_json_end(run);
}

/* One position: find its verdict, say why a fault is one, print, exit class. */
void cli_hint_puzzle(cli_run *run, const cli_puzzle *p) {
    hint_result h;
    hint_find(run, p, &h);
    if (h.status != NONET_OK && h.status != NONET_STALLED) {
        const nonet_error *err = p->status == NONET_OK ? NULL : p->error;
        cli_diagnose(run, p, err, cli_message(h.status, err));
    }
    if (run->opt.format == CLI_FORMAT_JSON) hint_json(run, p, &h);
    else hint_text(run, p, &h);
    cli_run_result(run, h.n_wrong ? CLI_EXIT_PUZZLE : cli_exit_of(h.status));
    nonet_step_free(h.step);
}
