/*
** cmd_count.c -- `nonet count` (solutions up to a limit: "0", "1", "2+")
** and `nonet validate` (is the input readable and is its solution
** unique: "ok", "invalid: ...", "no_solution", "multiple_solutions").
** Both are one brute-force count per puzzle.
*/
#include "cmd_count.h"
#include "batch_input.h"
#include "json_out.h"
#include "options.h"
#include "output.h"

/* The default limit is 2 ("0", "1", "2+"); nonet_count takes an int. Text
** output on one job needs no grid: files are read as masks. */
bool cli_count_check(cli_run *run) {
    if (run->opt.limit == 0) run->opt.limit = 2;
    run->masks_only = run->opt.format == CLI_FORMAT_TEXT && run->opt.jobs <= 1;
    if (run->opt.limit > 1000000000L)
        return cli_usage_error(run, "count", "--limit is at most 1000000000");
    return true;
}

/* The status of a count: one solution is "ok", the rest are faults. */
static nonet_status count_status(int count) {
    return count == 0 ? NONET_NO_SOLUTION : count == 1 ? NONET_OK : NONET_MULTIPLE_SOLUTIONS;
}

/*
** A count's text line, "N" or "N+", written by hand: fprintf's format
** parsing cost 730 instructions a puzzle, 3.5% of `nonet count`'s
** whole work on qqwing's easy puzzles.
*/
static void print_count(FILE *out, int count, bool at_limit) {
    char text[16], *end = text + sizeof text, *at = end;
    *--at = '\n';
    if (at_limit) *--at = '+';
    do *--at = (char)('0' + count % 10); while ((count /= 10) > 0);
    fwrite(at, 1, (size_t)(end - at), out);
}

/* One count: "N" or "N+" at the limit; JSON adds the status. */
void cli_count_puzzle(cli_run *run, const cli_puzzle *p) {
    if (p->status != NONET_OK) {
        cli_print_invalid(run, p);
        return;
    }
    int limit = (int)run->opt.limit, count = 0;
    cli_count(p, limit, &count, NULL);
    bool at_limit = count >= limit;
    if (run->opt.format == CLI_FORMAT_JSON) {
        cli_json_begin(run, p, count_status(count), "ok", NULL);
        jw_key(&run->json, "count");
        jw_int(&run->json, count);
        jw_key(&run->json, "limit_reached");
        jw_bool(&run->json, at_limit);
        cli_json_end(run);
    } else {
        print_count(run->out, count, at_limit);
    }
    cli_run_result(run, cli_exit_of(count_status(count)));
}

/* One verdict on stdout (nothing on stderr): the report is the result. */
void cli_validate_puzzle(cli_run *run, const cli_puzzle *p) {
    nonet_status status = NONET_INVALID;
    int count = 0;
    if (p->status == NONET_OK && nonet_count(p->grid, 2, &count, NULL) == NONET_OK)
        status = count_status(count);
    const nonet_error *err = p->status == NONET_OK ? NULL : p->error;
    if (run->opt.format == CLI_FORMAT_JSON) {
        cli_json_begin(run, p, status, "ok", err);
        cli_json_end(run);
    } else if (status == NONET_INVALID) {
        char where[320];
        char said[NONET_ERROR_MESSAGE_SIZE];
        fprintf(run->out, "invalid: %s: %s\n", cli_where(run, p, err, where, sizeof where),
                cli_message_lang(run, cli_message(status, err), err, said, sizeof said));
    } else {
        fprintf(run->out, "%s\n", cli_status_word(status, "ok"));
    }
    cli_run_result(run, cli_exit_of(status));
}
