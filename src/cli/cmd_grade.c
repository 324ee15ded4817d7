/*
** cmd_grade.c -- `nonet grade`: each puzzle's difficulty on the field's
** scales, one line per puzzle, for grading in bulk:
**
**    <puzzle> <SE rating> <HoDoKu level> <HoDoKu score> <hardest technique>
**    000000000000000012003004005... 2.6 Hard 1086 pointing
**
** The grade comes from the explain trace (nonet_grade_trace). When logic
** stalls and backtracking finishes the puzzle, the level is "backtracking"
** and the rating and score, those of the logic steps, are lower bounds:
** the text marks them with '+'. --order se tries the techniques lowest SE
** rating first, as Sudoku Explainer does.
*/
#include "cli.h"

/* The solver as --order says. */
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
static void grade_json(strbuf *sb, const nonet_grade *grade) {
    const nonet_technique_info *hardest = nonet_technique_info_of(grade->hardest);
    json_key(sb, "rating");
    json_double(sb, grade->se_rating);
    if (hardest) {
        json_key(sb, "hardest");
        json_string(sb, hardest->id);
    }
    json_key(sb, "level");
    json_string(sb, nonet_level_name(grade->level));
    json_key(sb, "score");
    json_int(sb, grade->score);
    json_key(sb, "steps");
    json_int(sb, (long)grade->steps);
    json_key(sb, "unknown_steps");
    json_int(sb, (long)grade->unknown_steps);
    json_key(sb, "backtracking");
    json_bool(sb, grade->backtracking);
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

/*
** One puzzle: explain it, grade the trace, print one line. A puzzle that
** cannot be read or has not exactly one solution gets its status instead.
*/
void cli_grade_puzzle(cli_run *run, const cli_puzzle *p) {
    if (p->status != NONET_OK) {
        grade_fault(run, p, NONET_INVALID, p->error);
        return;
    }
    nonet_trace *trace = NULL;
    nonet_error err = {0, 0, ""};
    nonet_status status = nonet_explain(run->solver, p->grid, &trace, &err);
    nonet_grade grade;
    if (status == NONET_OK && nonet_grade_trace(trace, &grade) != NONET_OK) status = NONET_INTERNAL;
    nonet_trace_free(trace);
    if (status != NONET_OK) {
        grade_fault(run, p, status, &err);
        return;
    }
    if (run->opt.format == CLI_FORMAT_JSON) {
        cli_json_begin(run, p, NONET_OK, "ok", NULL);
        grade_json(&run->json, &grade);
        cli_json_end(run);
    } else {
        grade_text(run, p, &grade);
    }
    cli_run_result(run, CLI_EXIT_OK);
}
