/*
** cmd_explain.c -- `nonet explain`: the trace of the pipeline, one line
** per step, then a summary (steps per technique, the hardest technique
** used by its Sudoku Explainer rating, and whether backtracking had to
** finish the puzzle). In JSON, one object per puzzle with the steps.
** Pictures on request: --grid puts the pencil-mark grid of the position
** before each step under its line, --svg DIR writes each of those
** positions as DIR/<puzzle>-<step>.svg, --html FILE writes the learner's
** page (picture.c).
*/
#include <stdlib.h>
#include <string.h>

#include "cmd_explain.h"
#include "jobs.h"
#include "json_out.h"
#include "options.h"
#include "output.h"
#include "picture.h"

/* The solver's options, then the pictures': --grid is for text output. */
bool cli_explain_check(cli_run *run) {
    if (!cli_solver_configure(run, "explain")) return false;
    if (run->opt.grid && run->opt.format == CLI_FORMAT_JSON)
        return cli_usage_error(run, "explain", "--grid is for text output, not with --format json");
    cli_color_decide(run);
    return !run->opt.svg || cli_svg_prepare(run, "explain");
}

/* The batch, framed by the HTML page's head and tail when --html is given. */
int cli_explain_run(cli_run *run) {
    if (run->opt.html && !cli_html_open(run, "explain")) return CLI_EXIT_USAGE;
    int code = cli_batch(run, "explain", cli_explain_puzzle);
    int html_code = cli_html_close(run);
    return html_code > code ? html_code : code;
}

/*
** Walk the trace on a copy of the start position: the position before each
** step goes to the terminal picture (--grid, after the step's line) and to
** DIR/<puzzle>-<step>.svg (--svg). With neither, only the lines.
*/
static void explain_steps(cli_run *run, const nonet_grid *start, const nonet_trace *trace, bool lines) {
    nonet_grid *work = nonet_grid_clone(start);
    if (!work) {
        cli_out_of_memory(run);
        return;
    }
    for (size_t i = 0; i < nonet_trace_count(trace); i++) {
        const nonet_step *step = nonet_trace_step(trace, i);
        if (lines && run->opt.order == CLI_ORDER_SE) fprintf(run->out, "%.1f ", nonet_step_rating(step));
        if (lines) cli_print_step(run, step);
        if (lines && run->opt.grid) cli_print_picture(run, work, step);
        if (run->opt.svg) cli_svg_write(run, run->n_puzzles, i + 1, work, step);
        nonet_step_apply(work, step);
    }
    nonet_grid_free(work);
}

/* What the summary says about a trace. */
typedef struct explain_summary {
    bool present;                        /* steps were made or logic stalled */
    size_t steps;
    size_t per_technique[NONET_T_LIMIT];
    const nonet_technique_info *hardest; /* NULL when no logic step */
    double hardest_rating;               /* its step's SE rating */
    bool backtracking;                   /* backtracking placed the rest */
    size_t guesses;                      /* explained guesses (variant 1) */
    int stalled;                         /* empty cells at the stall, -1 */
} explain_summary;

/* Count the steps per technique and find the hardest logic technique
** (trace may be NULL: nothing to summarize). */
static void summarize(const nonet_trace *trace, explain_summary *sum) {
    memset(sum, 0, sizeof *sum);
    sum->stalled = -1;
    if (!trace) return;
    sum->steps = nonet_trace_count(trace);
    sum->stalled = nonet_trace_stalled(trace);
    sum->present = sum->steps > 0 || sum->stalled >= 0;
    for (size_t i = 0; i < sum->steps; i++) {
        const nonet_step *step = nonet_trace_step(trace, i);
        nonet_technique technique = nonet_step_technique(step);
        const nonet_technique_info *info = nonet_technique_info_of(technique);
        sum->per_technique[technique]++;
        if (!info) continue;
        if (info->flags & NONET_TF_FALLBACK) {
            if (nonet_step_variant(step) == 1) sum->guesses++;
            else sum->backtracking = true;
        } else if (!sum->hardest || nonet_step_rating(step) > sum->hardest_rating) {
            sum->hardest = info;
            sum->hardest_rating = nonet_step_rating(step);
        }
    }
}

/* "Steps: 51 (3 Full House, 28 Hidden Single, ...)" in pipeline order. */
static void print_counts(cli_run *run, const explain_summary *sum) {
    fprintf(run->out, cli_tr(run, "Steps: %zu"), sum->steps);
    const char *sep = cli_tr(run, " (");
    for (size_t i = 0; i < nonet_technique_count(); i++) {
        const nonet_technique_info *info = nonet_technique_at(i);
        if (!sum->per_technique[info->technique]) continue;
        fprintf(run->out, "%s%zu %s", sep, sum->per_technique[info->technique], cli_tr(run, info->name));
        sep = cli_tr(run, ", ");
    }
    fprintf(run->out, "%s\n", sum->steps ? cli_tr(run, ")") : "");
}

/* "Hardest: X-Wing (SE 3.2); logic stalled with 45 cells empty, ..." */
static void print_hardest(cli_run *run, const explain_summary *sum) {
    if (sum->hardest)
        fprintf(run->out, cli_tr(run, "Hardest: %s (SE %.1f)"), cli_tr(run, sum->hardest->name), sum->hardest_rating);
    else fputs(cli_tr(run, "Hardest: none"), run->out);
    if (sum->stalled >= 0) fprintf(run->out, cli_tr(run, "; logic stalled with %d cells empty"), sum->stalled);
    if (sum->guesses)
        fprintf(run->out, cli_tr(run, ", %zu explained guess%s"), sum->guesses, sum->guesses > 1 ? "es" : "");
    if (sum->backtracking) fputs(cli_tr(run, ", backtracking placed the rest"), run->out);
    fprintf(run->out, "\n");
}

/* The text block: header, steps, summary, then the solution or status. */
static void explain_text(cli_run *run, const cli_puzzle *p, const nonet_trace *trace,
                         nonet_status status, const explain_summary *sum) {
    if (run->n_puzzles > 1) fprintf(run->out, "\n");
    cli_print_header(run, p);
    if (sum->present) {
        explain_steps(run, p->grid, trace, true);
        print_counts(run, sum);
        print_hardest(run, sum);
    }
    if (status == NONET_OK) {
        fputs(cli_tr(run, "Solution: "), run->out);
        cli_print_solution(run, nonet_trace_solution(trace));
    } else {
        fprintf(run->out, cli_tr(run, "Status: %s\n"), cli_status_word(status, "solved"));
    }
}

/* "summary": {"steps":51,"techniques":[{"technique":..,"count":..}],...} */
static void json_summary(jw *w, const explain_summary *sum) {
    jw_key(w, "summary");
    jw_begin(w, '{');
    jw_key(w, "steps");
    jw_int(w, (long)sum->steps);
    jw_key(w, "techniques");
    jw_begin(w, '[');
    for (size_t i = 0; i < nonet_technique_count(); i++) {
        const nonet_technique_info *info = nonet_technique_at(i);
        if (!sum->per_technique[info->technique]) continue;
        jw_begin(w, '{');
        jw_key(w, "technique");
        jw_string(w, info->id);
        jw_key(w, "count");
        jw_int(w, (long)sum->per_technique[info->technique]);
        jw_end(w, '}');
    }
    jw_end(w, ']');
    if (sum->hardest) {
        jw_key(w, "hardest");
        jw_string(w, sum->hardest->id);
        jw_key(w, "rating");
        jw_double(w, sum->hardest->se_rating);
    }
    jw_key(w, "backtracking");
    jw_bool(w, sum->backtracking || sum->guesses);
    jw_end(w, '}');
}

/*
** "stalled": {"empty":45,"candidates":[...]}: the position where logic
** stopped, rebuilt by applying the logic steps to a copy of the input.
*/
static void json_stall(jw *w, const nonet_grid *grid, const nonet_trace *trace,
                       const explain_summary *sum) {
    jw_key(w, "stalled");
    jw_begin(w, '{');
    jw_key(w, "empty");
    jw_int(w, sum->stalled);
    nonet_grid *at_stall = nonet_grid_clone(grid);
    if (at_stall) {
        for (size_t i = 0; i < sum->steps; i++) {
            const nonet_step *step = nonet_trace_step(trace, i);
            if (nonet_technique_info_of(nonet_step_technique(step))->flags & NONET_TF_FALLBACK) break; /* the first stall */
            nonet_step_apply(at_stall, step);
        }
        cli_json_marks(w, "candidates", at_stall);
        nonet_grid_free(at_stall);
    } else {
        w->failed = true;
    }
    jw_end(w, '}');
}

/* "steps": every step object of the trace, in order. */
static void json_steps(jw *w, const nonet_trace *trace, const char *lang) {
    jw_key(w, "steps");
    jw_begin(w, '[');
    for (size_t i = 0; i < nonet_trace_count(trace); i++) jw_step(w, nonet_trace_step(trace, i), lang);
    jw_end(w, ']');
}

/* The JSON line; the keys and their order are in docs/cli.md. */
static void explain_json(cli_run *run, const cli_puzzle *p, const nonet_trace *trace,
                         nonet_status status, const nonet_error *err, const explain_summary *sum) {
    jw *w = &run->json;
    cli_json_begin(run, p, status, "solved", err);
    if (p->status == NONET_OK && nonet_grid_has_pencilmarks(p->grid))
        cli_json_marks(w, "candidates", p->grid);
    if (status == NONET_OK) cli_json_solution(w, "solution", nonet_trace_solution(trace));
    if (sum->present) {
        json_summary(w, sum);
        if (sum->stalled >= 0) json_stall(w, p->grid, trace, sum);
        json_steps(w, trace, run->opt.lang);
    }
    cli_json_end(run);
}

/*
** One puzzle: explain it (unless it could not be read), say why when it is
** not solved, print the block or the JSON line, record the exit class.
*/
void cli_explain_puzzle(cli_run *run, const cli_puzzle *p) {
    nonet_trace *trace = NULL;
    nonet_error err = {0};
    nonet_status status = NONET_INVALID;
    if (p->status == NONET_OK) status = nonet_explain(run->solver, p->grid, &trace, &err);
    else err = *p->error;
    if (status != NONET_OK) cli_diagnose(run, p, &err, cli_message(status, &err));
    explain_summary sum;
    summarize(trace, &sum);
    if (run->opt.format == CLI_FORMAT_JSON) explain_json(run, p, trace, status, &err, &sum);
    else explain_text(run, p, trace, status, &sum);
    if (run->opt.svg && sum.present && run->opt.format == CLI_FORMAT_JSON) explain_steps(run, p->grid, trace, false);
    cli_html_puzzle(run, p->status == NONET_OK ? p->grid : NULL, trace);
    cli_run_result(run, cli_exit_of(status));
    nonet_trace_free(trace);
}
