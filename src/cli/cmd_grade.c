/*
** cmd_grade.c -- `nonet grade`: each puzzle's difficulty on the field's
** scales, one line per puzzle, for grading in bulk:
**
**    <puzzle> <SE rating> <HoDoKu level> <HoDoKu score> <hardest technique>
**    000000000000000012003004005... 2.6 Hard 1086 pointing
**
** Each scale is measured the way its program solves: Sudoku Explainer
** always takes the lowest-rated step, HoDoKu the first in its (nonet's
** pipeline) order. So by default the puzzle is explained twice, lowest SE
** rating first for the rating, in pipeline order for HoDoKu's level and
** score (nonet_grade_trace on each trace); --order pipeline or se makes
** one solve serve both (half the time, less agreement: docs/GRADING.md).
** When logic stalls and backtracking finishes the puzzle, the level is
** "backtracking" and the rating and score, those of the logic steps, are
** lower bounds: the text marks them with '+'.
*/
#include "cli.h"

/* The solver as --order, --techniques, --no-backtracking and
** --no-uniqueness say. */
bool cli_grade_check(cli_run *run) { return cli_solver_configure(run, "grade"); }

/* The text line: puzzle, rating, level, score, hardest ('-' for none). */
static void grade_text(cli_run *run, const cli_puzzle *p, const nonet_grade *grade) {
    char puzzle[82];
    nonet_grid_to_string(p->grid, false, puzzle);
    const nonet_technique_info *hardest = nonet_technique_info_of(grade->hardest);
    const char *bound = grade->backtracking ? "+" : "";
    fprintf(run->out, "%s %.1f%s %s %ld%s %s\n", puzzle, grade->se_rating, bound, nonet_level_name(grade->level),
            grade->score, bound, hardest ? hardest->id : "-");
}

/* The JSON keys after the common ones; their order is in docs/cli.md. */
static void grade_json(jw *w, const nonet_grade *grade) {
    const nonet_technique_info *hardest = nonet_technique_info_of(grade->hardest);
    jw_key(w, "rating");
    jw_double(w, grade->se_rating);
    if (hardest) {
        jw_key(w, "hardest");
        jw_string(w, hardest->id);
    }
    jw_key(w, "level");
    jw_string(w, nonet_level_name(grade->level));
    jw_key(w, "score");
    jw_int(w, grade->score);
    jw_key(w, "steps");
    jw_int(w, (long)grade->steps);
    jw_key(w, "unknown_steps");
    jw_int(w, (long)grade->unknown_steps);
    jw_key(w, "backtracking");
    jw_bool(w, grade->backtracking);
}

/* A puzzle without a grade: its status word (details on stderr). */
static void grade_fault(cli_run *run, const cli_puzzle *p, nonet_status status, const nonet_error *err) {
    cli_diagnose(run, p, err, cli_message(status, err));
    if (run->opt.format == CLI_FORMAT_JSON) {
        cli_json_begin(run, p, status, "ok", err);
        cli_json_end(run);
    } else {
        fprintf(run->out, "%s\n", cli_status_word(status, "ok"));
    }
    cli_run_result(run, cli_exit_of(status));
}

/* The grade's line, or its JSON object with the status (ok, or stalled
** under --no-backtracking: graded as far as logic went). */
static void grade_report(cli_run *run, const cli_puzzle *p, nonet_status status, const nonet_error *err,
                         const nonet_grade *grade) {
    if (status != NONET_OK) cli_diagnose(run, p, err, cli_message(status, err));
    if (run->opt.format == CLI_FORMAT_JSON) {
        cli_json_begin(run, p, status, "ok", err);
        grade_json(&run->json, grade);
        cli_json_end(run);
    } else {
        grade_text(run, p, grade);
    }
    cli_run_result(run, cli_exit_of(status));
}

/* Explain the position in one order and grade the trace. The status is
** nonet_explain's; *grade is filled when it is OK or STALLED. */
static nonet_status grade_in_order(nonet_solver *solver, nonet_order order, const nonet_grid *grid,
                                   nonet_grade *grade, nonet_error *err) {
    nonet_trace *trace = NULL;
    nonet_solver_set_order(solver, order);
    nonet_status status = nonet_explain(solver, grid, &trace, err);
    if ((status == NONET_OK || status == NONET_STALLED) && nonet_grade_trace(trace, grade) != NONET_OK)
        status = NONET_INTERNAL;
    nonet_trace_free(trace);
    return status;
}

/*
** The grade as --order asks: with both (the default), the SE rating and
** its technique come from a solve lowest rating first, and HoDoKu's level
** and score from one in pipeline order; backtracking when either needed it.
*/
static nonet_status grade_puzzle(cli_run *run, const nonet_grid *grid, nonet_grade *grade, nonet_error *err) {
    if (run->opt.order != CLI_ORDER_BOTH)
        return grade_in_order(run->solver, run->opt.order == CLI_ORDER_SE ? NONET_ORDER_SE : NONET_ORDER_PIPELINE,
                              grid, grade, err);
    nonet_grade by_rating;
    nonet_status status = grade_in_order(run->solver, NONET_ORDER_SE, grid, &by_rating, err);
    if (status != NONET_OK && status != NONET_STALLED) return status;
    nonet_status second = grade_in_order(run->solver, NONET_ORDER_PIPELINE, grid, grade, err);
    if (second != NONET_OK && second != NONET_STALLED) return second;
    if (second == NONET_STALLED) status = second;
    grade->se_rating = by_rating.se_rating;
    grade->hardest = by_rating.hardest;
    if (by_rating.backtracking && !grade->backtracking) {
        grade->backtracking = true;
        grade->level = NONET_LEVEL_BACKTRACKING;
    }
    return status;
}

/*
** One puzzle: grade it and print one line. A puzzle that cannot be read or
** has not exactly one solution gets its status instead.
*/
void cli_grade_puzzle(cli_run *run, const cli_puzzle *p) {
    if (p->status != NONET_OK) {
        grade_fault(run, p, NONET_INVALID, p->error);
        return;
    }
    nonet_error err = {0, 0, ""};
    nonet_grade grade;
    nonet_status status = grade_puzzle(run, p->grid, &grade, &err);
    if (status == NONET_OK || status == NONET_STALLED) grade_report(run, p, status, &err, &grade);
    else grade_fault(run, p, status, &err);
}
