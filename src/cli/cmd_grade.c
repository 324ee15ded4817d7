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
#include "cli.h"

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

/* The text line: puzzle, SE's ER/EP/ED (the forum's triple; '+' after ER
** when SE's path stalled: a lower bound, after EP when it stalled before
** placing a digit, after ED when it stalled at once), HoDoKu's level and score ('+' when HoDoKu's
** path guessed), the hardest step's technique ('-' for none). */
static void grade_text(cli_run *run, const cli_puzzle *p, const nonet_grade *grade) {
    char puzzle[82];
    nonet_grid_to_string(p->grid, false, puzzle);
    const nonet_technique_info *hardest = nonet_technique_info_of(grade->hardest);
    bool lower = grade->backtracking || grade->timeout;
    const char *bound = lower ? "+" : "";
    const char *pearl_bound = lower && grade->se_pearl == grade->se_rating ? "+" : "";
    const char *diamond_bound = grade->se_diamond_bound ? "+" : "";
    const char *score_bound = grade->level == NONET_LEVEL_BACKTRACKING || grade->timeout ? "+" : "";
    fprintf(run->out, "%s %.1f%s/%.1f%s/%.1f%s %s %ld%s %s\n", puzzle, grade->se_rating, bound, grade->se_pearl,
            pearl_bound, grade->se_diamond, diamond_bound, nonet_level_name(grade->level), grade->score, score_bound,
            hardest ? hardest->id : "-");
}

/* The JSON keys after the common ones; their order is in docs/cli.md. */
static void grade_json(jw *w, const nonet_grade *grade) {
    const nonet_technique_info *hardest = nonet_technique_info_of(grade->hardest);
    jw_key(w, "er");
    jw_double(w, grade->se_rating);
    jw_key(w, "ep");
    jw_double(w, grade->se_pearl);
    jw_key(w, "ed");
    jw_double(w, grade->se_diamond);
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
    jw_key(w, "timeout");
    jw_bool(w, grade->timeout);
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

/* See cli.h: the CSV columns. */
void cli_grade_csv_header(cli_run *run) { fprintf(run->out, "puzzle,rating,level,score,hardest,backtracking,timeout\n"); }

/* The CSV line: the text line's fields, the bound as its own column. */
static void grade_csv(cli_run *run, const cli_puzzle *p, const nonet_grade *grade) {
    char puzzle[82];
    nonet_grid_to_string(p->grid, false, puzzle);
    const nonet_technique_info *hardest = nonet_technique_info_of(grade->hardest);
    fprintf(run->out, "%s,%.1f,%s,%ld,%s,%s,%s\n", puzzle, grade->se_rating, nonet_level_name(grade->level), grade->score,
            hardest ? hardest->id : "", grade->backtracking ? "yes" : "no", grade->timeout ? "yes" : "no");
}

/* The grade's line, or its JSON object with the status (ok, or stalled
** under --no-backtracking: graded as far as logic went). */
void cli_grade_report(cli_run *run, const cli_puzzle *p, nonet_status status, const nonet_error *err,
                         const nonet_grade *grade) {
    if (status != NONET_OK) cli_diagnose(run, p, err, cli_message(status, err));
    if (run->opt.format == CLI_FORMAT_JSON) {
        cli_json_begin(run, p, status, "ok", err);
        grade_json(&run->json, grade);
        cli_json_end(run);
    } else if (run->opt.format == CLI_FORMAT_CSV) {
        grade_csv(run, p, grade);
    } else {
        grade_text(run, p, grade);
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
    nonet_error err = {0, 0, ""};
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
