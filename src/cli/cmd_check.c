/*
** cmd_check.c -- `nonet check [FILE|-]`: every step of explain's JSON Lines
** (`nonet explain --format json`, either order) checked by the library's
** independent checker (nonet_check_line). Per puzzle: its line, the steps
** checked, each failing step with its reason; last, on standard output,
** "checked: P puzzles, S steps, F failed". Exit 1 when a step fails, 2 for
** a line that is not a puzzle object (its line and column on standard
** error) or a file that cannot be read.
*/
#include <stdlib.h>
#include <string.h>

#include "cmd_check.h"
#include "output.h"

typedef struct check_totals { long puzzles, steps, failed; } check_totals;

static void check_one(cli_run *run, const char *name, const char *line, size_t len, long line_no,
                      check_totals *t) {
    nonet_check_result r;
    nonet_error err = {0};
    nonet_status st = nonet_check_line(line, len, line_no, &r, &err);
    if (st != NONET_OK) {
        fprintf(run->err, "nonet: %s:%ld:%d: %s\n", name, err.line, err.column,
                st == NONET_INVALID ? err.message : nonet_strerror(st));
        cli_run_result(run, CLI_EXIT_USAGE);
        return;
    }
    t->puzzles++, t->steps += r.steps, t->failed += r.failed;
    fprintf(run->out, "%s:%ld: %ld steps checked, %ld failed\n", name, line_no, r.steps, r.failed);
    if (r.report && r.report[0]) fputs(r.report, run->out);
    if (r.failed) cli_run_result(run, CLI_EXIT_PUZZLE);
    nonet_free(r.report);
}

static int check_stream(cli_run *run, const char *name, FILE *f, check_totals *t) {
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    long line_no = 0;
    while ((n = getline(&line, &cap, f)) >= 0) {
        line_no++;
        while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r')) n--;
        if (n == 0) continue;
        check_one(run, name, line, (size_t)n, line_no, t);
    }
    bool failed = ferror(f);
    free(line);
    if (failed) {
        fprintf(run->err, "nonet: %s: read error\n", name);
        return CLI_EXIT_USAGE;
    }
    return CLI_EXIT_OK;
}

int cli_check_run(cli_run *run) {
    check_totals t = {0, 0, 0};
    int n = run->opt.n_operands;
    for (int i = 0; i < (n ? n : 1); i++) {
        const char *name = n ? run->opt.operands[i] : "-";
        bool std_in = !strcmp(name, "-");
        FILE *f = std_in ? stdin : fopen(name, "r");
        if (!f) {
            fprintf(run->err, "nonet: %s: cannot open\n", name);
            cli_run_result(run, CLI_EXIT_USAGE);
            continue;
        }
        cli_run_result(run, check_stream(run, std_in ? "<stdin>" : name, f, &t));
        if (!std_in) fclose(f);
    }
    fprintf(run->out, "checked: %ld puzzles, %ld steps, %ld failed\n", t.puzzles, t.steps, t.failed);
    return run->exit_code;
}
