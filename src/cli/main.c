/*
** main.c -- `nonet COMMAND [OPTION...] [PUZZLE|FILE...]`: picks the command,
** sets up the run (one solver, one JSON buffer, buffered stdout for the
** whole batch), parses the options and runs the command. The exit code is
** the worst one seen (see cli.h).
*/
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd_find.h"
#include "commands.h"
#include "jobs.h"
#include "json_out.h"
#include "options.h"
#include "output.h"

/* Output to a file or pipe gets a large buffer (stdio allocates it); a
** terminal keeps its line buffering. */
static void buffer_stdout(void) {
    if (!isatty(fileno(stdout))) setvbuf(stdout, NULL, _IOFBF, (size_t)1 << 16);
}

/* Options, then the command's check, then its run or the batch loop. */
static int run_command(cli_run *run, const cli_command *cmd, int argc, char **argv) {
    if (!cli_options_parse(run, cmd, argc, argv)) return CLI_EXIT_USAGE;
    if (run->opt.help) {
        fputs(cli_tr(run, cmd->usage), run->out);
        return CLI_EXIT_OK;
    }
    if (cmd->check && !cmd->check(run)) return CLI_EXIT_USAGE;
    if (cmd->run) return cmd->run(run);
    return cli_batch(run, cmd->name, cmd->puzzle);
}

/* A run with its solver and buffers; the command's code combined with the
** puzzles' results and with a failed write to stdout. */
static int command_main(const cli_command *cmd, int argc, char **argv) {
    cli_run run;
    memset(&run, 0, sizeof run);
    run.opt.form = -1;
    run.out = stdout;
    run.err = stderr;
    run.solver = nonet_solver_new();
    jw_init(&run.json);
    jw_init(&run.scratch);
    int code = CLI_EXIT_USAGE;
    if (run.solver) code = run_command(&run, cmd, argc, argv);
    else fprintf(stderr, "nonet: %s\n", nonet_strerror(NONET_NOMEM));
    if (run.exit_code > code) code = run.exit_code;
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fputs(cli_tr(&run, "nonet: cannot write the output\n"), stderr);
        code = CLI_EXIT_USAGE;
    }
    nonet_solver_free(run.solver);
    jw_release(&run.json);
    jw_release(&run.scratch);
    cli_steps_free(&run.found);
    return code;
}

/* A name that is no command, said in the environment's language. */
static int unknown_command(const char *name) {
    fprintf(stderr, nonet_text(nonet_lang_choose(NULL), "nonet: unknown command '%s'\nTry 'nonet --help'.\n"), name);
    return CLI_EXIT_USAGE;
}

/* `nonet help [COMMAND]` (and `nonet --help`) in lang: the catalogue
** holds each help text whole. */
static int help(const char *name, const char *lang) {
    if (!name || name[0] == '-') {
        fputs(nonet_text(lang, cli_overview), stdout);
        return CLI_EXIT_OK;
    }
    const cli_command *cmd = cli_command_find(name);
    if (!cmd) return unknown_command(name);
    fputs(nonet_text(lang, cmd->usage), stdout);
    return CLI_EXIT_OK;
}

/* `nonet --help`, `nonet --version`, `nonet help [COMMAND]`, or a command. */
int main(int argc, char **argv) {
    buffer_stdout();
    if (argc < 2) {
        fputs(nonet_text(nonet_lang_choose(NULL), cli_overview), stderr);
        return CLI_EXIT_USAGE;
    }
    const char *name = argv[1], *lang = cli_lang_early(argc - 1, argv + 1);
    if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0) return help(NULL, lang);
    if (strcmp(name, "help") == 0) return help(argc > 2 ? argv[2] : NULL, lang);
    if (strcmp(name, "--version") == 0) {
        printf("nonet %s\n", nonet_version());
        return CLI_EXIT_OK;
    }
    const cli_command *cmd = cli_command_find(name);
    if (!cmd) return unknown_command(name);
    return command_main(cmd, argc - 2, argv + 2);
}
