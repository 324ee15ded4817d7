/*
** grade_report.c -- a grade's line as `nonet grade` and `nonet generate`
** print it: text (ER/EP/ED, level, score, hardest), JSON or CSV. A module
** of its own, so that neither command calls the other.
*/
#include "grade_report.h"
#include "json_out.h"
#include "output.h"

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

