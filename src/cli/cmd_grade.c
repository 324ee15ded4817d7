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
** score (nonet_grade_puzzle); --order pipeline or se makes
** one solve serve both (half the time, less agreement: docs/GRADING.md).
** When logic stalls and backtracking finishes the puzzle, the level is
** "backtracking" and the rating and score, those of the logic steps, are
** lower bounds: the text marks them with '+'.
*/
#include "cmd_grade.h"
#include "grade_batch.h"
#include "grade_report.h"
#include "jobs.h"
#include "options.h"
#include "output.h"

/* The solver as --order, --techniques, --no-backtracking and
** --no-uniqueness say. */
bool cli_grade_check(cli_run *run) {
    if (!cli_solver_configure(run, "grade") || !cli_target_check(run, "grade")) return false;
    const nonet_target *t = &run->opt.target;
    run->opt.filter = t->min_level || t->max_level || t->min_rating > 0 || t->max_rating > 0 || t->requires;
    return true;
}

/* The batch with its summary, cache and progress around it; the CSV
** header first. */
int cli_grade_run(cli_run *run) {
    if (!cli_grade_batch_begin(run)) {
        cli_out_of_memory(run);
        return CLI_EXIT_USAGE;
    }
    if (run->opt.format == CLI_FORMAT_CSV) cli_grade_csv_header(run);
    int code = cli_batch(run, "grade", cli_grade_puzzle);
    cli_grade_batch_end(run);
    return code;
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

/* The grade as --order asks (nonet_grade_puzzle): with both (the
** default), the SE rating from a solve lowest rating first, HoDoKu's level
** and score from one in pipeline order. */
static nonet_status grade_puzzle(cli_run *run, const nonet_grid *grid, nonet_grade *grade, nonet_error *err) {
    static const nonet_order orders[] = {[CLI_ORDER_BOTH] = NONET_ORDER_BOTH,
                                         [CLI_ORDER_PIPELINE] = NONET_ORDER_PIPELINE,
                                         [CLI_ORDER_SE] = NONET_ORDER_SE};
    return nonet_grade_puzzle(run->solver, grid, orders[run->opt.order], grade, err);
}

/* The grade, from the cache when a copy was graded before. */
static nonet_status grade_cached(cli_run *run, const nonet_grid *grid, nonet_grade *grade, nonet_error *err) {
    nonet_status status;
    if (cli_grade_cached(run, grid, &status, grade)) return status;
    status = grade_puzzle(run, grid, grade, err);
    if (status == NONET_OK) cli_grade_cache_store(run, grid, status, grade);
    return status;
}

/*
** One puzzle: grade it and print one line (with a filter, only when the
** grade meets it: a line filter). A puzzle that cannot be read or has not
** exactly one solution gets its status instead (no line under a filter;
** the diagnostic still goes to standard error).
*/
void cli_grade_puzzle(cli_run *run, const cli_puzzle *p) {
    nonet_error err = {0};
    nonet_grade grade;
    nonet_status status = p->status != NONET_OK ? NONET_INVALID : grade_cached(run, p->grid, &grade, &err);
    bool graded = status == NONET_OK || status == NONET_STALLED || status == NONET_TIMEOUT;
    cli_grade_record(run, status, graded ? &grade : NULL);
    if (run->opt.filter && graded && !nonet_grade_meets(&grade, &run->opt.target)) return;
    if (run->opt.filter && !graded) {
        cli_diagnose(run, p, p->status != NONET_OK ? p->error : &err, cli_message(status, p->status != NONET_OK ? p->error : &err));
        cli_run_result(run, cli_exit_of(status));
    } else if (graded) {
        cli_grade_report(run, p, status, &err, &grade);
    } else {
        grade_fault(run, p, status, p->status != NONET_OK ? p->error : &err);
    }
}
