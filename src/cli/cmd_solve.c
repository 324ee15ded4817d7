/*
** cmd_solve.c -- `nonet solve`: one result per puzzle, the solution or a
** status word (details on stderr). By default the brute-force counter
** finds it (the fastest path: no trace); --method logic solves by the
** pipeline instead; --all [--limit N] lists every solution.
*/
#include <limits.h>
#include <string.h>

#include "cmd_solve.h"
#include "batch_input.h"
#include "json_out.h"
#include "options.h"
#include "output.h"

/* The logic-only options need --method logic; --limit needs --all; --first
** is a brute-force search of its own. */
bool cli_solve_check(cli_run *run) {
    const cli_options *o = &run->opt;
    if (!o->method_logic && (o->techniques || o->no_backtracking || o->no_uniqueness || o->als_nodes))
        return cli_usage_error(run, "solve",
                               "--techniques, --no-backtracking, --no-uniqueness and --als-nodes need --method logic");
    if (o->all && o->method_logic)
        return cli_usage_error(run, "solve", "--all lists solutions by brute force, not with --method logic");
    if (o->limit && !o->all) return cli_usage_error(run, "solve", "--limit needs --all");
    if (o->first && (o->all || o->method_logic))
        return cli_usage_error(run, "solve", "--first does not go with --all or --method logic");
    run->masks_only = o->format == CLI_FORMAT_TEXT && o->jobs <= 1 && !o->all && !o->method_logic;
    return !o->method_logic || cli_solver_configure(run, "solve");
}

/* Print one puzzle's result (and its diagnostic) in the chosen format. */
static void solve_report(cli_run *run, const cli_puzzle *p, nonet_status status,
                         const nonet_error *err, const uint8_t solution[81]) {
    if (status != NONET_OK) cli_diagnose(run, p, err, cli_message(status, err));
    if (run->opt.format == CLI_FORMAT_JSON) {
        cli_json_begin(run, p, status, "solved", err);
        if (status == NONET_OK) cli_json_solution(&run->json, "solution", solution);
        cli_json_end(run);
    } else if (status == NONET_OK) {
        cli_print_solution(run, solution);
    } else {
        fprintf(run->out, "%s\n", cli_status_word(status, "solved"));
    }
    cli_run_result(run, cli_exit_of(status));
}

/* The status of a count to 2. */
static nonet_status status_of_count(long count) {
    return count == 0 ? NONET_NO_SOLUTION : count == 1 ? NONET_OK : NONET_MULTIPLE_SOLUTIONS;
}

/* By the pipeline: the trace's solution, or why there is none. */
static nonet_status solve_logic(cli_run *run, const nonet_grid *grid, uint8_t solution[81],
                                nonet_error *err) {
    nonet_trace *trace;
    nonet_status status = nonet_explain(run->solver, grid, &trace, err);
    if (!trace) return NONET_NOMEM;
    if (status == NONET_OK) memcpy(solution, nonet_trace_solution(trace), 81);
    nonet_trace_free(trace);
    return status;
}

/* ---- --all ---- */

typedef struct solve_lister {
    cli_run *run;
    long limit, listed;
} solve_lister;

/* Each solution up to the limit: a text line, or an element of the array
** built in run->scratch. Solutions past the limit are only counted. */
static bool list_solution(const uint8_t solution[81], void *user) {
    solve_lister *lister = user;
    if (lister->listed == lister->limit) return true;
    lister->listed++;
    if (lister->run->opt.format == CLI_FORMAT_JSON)
        cli_json_solution(&lister->run->scratch, NULL, solution);
    else cli_print_solution(lister->run, solution);
    return false;
}

/* The diagnostic of a listing that is not exactly one solution. */
static void solve_all_message(const solve_lister *lister, long found, nonet_error *err) {
    err->column = 0;
    if (found > lister->limit)
        snprintf(err->message, sizeof err->message, "more than %ld solutions; listed the first %ld",
                 lister->limit, lister->limit);
    else if (found > 1)
        snprintf(err->message, sizeof err->message, "the puzzle has %ld solutions", found);
    else err->message[0] = '\0';
}

/*
** Search for one solution more than the limit, so that "more" is known
** exactly; list the first limit ones.
*/
static void solve_all(cli_run *run, const cli_puzzle *p) {
    long limit = !run->opt.limit ? CLI_ALL_LIMIT : run->opt.limit < LONG_MAX ? run->opt.limit : LONG_MAX - 1;
    solve_lister lister = {run, limit, 0};
    bool json = run->opt.format == CLI_FORMAT_JSON;
    jw_reset(&run->scratch);
    jw_begin(&run->scratch, '[');
    long found = nonet_solutions(p->grid, lister.limit + 1, list_solution, &lister);
    jw_end(&run->scratch, ']');
    nonet_status status = status_of_count(found);
    nonet_error err;
    solve_all_message(&lister, found, &err);
    if (status != NONET_OK) cli_diagnose(run, p, NULL, cli_message(status, &err));
    if (json) {
        cli_json_begin(run, p, status, "solved", &err);
        jw_key(&run->json, "solutions");
        if (!jw_finish(&run->scratch)) run->json.failed = true;
        else jw_raw(&run->json, run->scratch.text);
        jw_key(&run->json, "more");
        jw_bool(&run->json, found > lister.limit);
        cli_json_end(run);
    } else if (found == 0) {
        fprintf(run->out, "%s\n", cli_status_word(status, "solved"));
    }
    cli_run_result(run, cli_exit_of(status));
}

/*
** One puzzle: --all lists; otherwise a count to 2 (brute force; to 1 with
** --first, which then takes any solution as the answer) or the pipeline
** gives the solution or the reason there is none.
*/
void cli_solve_puzzle(cli_run *run, const cli_puzzle *p) {
    if (run->opt.all && run->opt.format == CLI_FORMAT_TEXT && run->n_puzzles > 1)
        fprintf(run->out, "\n");
    if (p->status != NONET_OK) {
        solve_report(run, p, NONET_INVALID, p->error, NULL);
        return;
    }
    if (run->opt.all) {
        solve_all(run, p);
        return;
    }
    uint8_t solution[81];
    nonet_error err = {0};
    nonet_status status;
    if (run->opt.method_logic) {
        status = solve_logic(run, p->grid, solution, &err);
    } else {
        int count = 0;
        status = cli_count(p, run->opt.first ? 1 : 2, &count, solution);
        if (status == NONET_OK) status = status_of_count(count);
    }
    solve_report(run, p, status, &err, solution);
}
