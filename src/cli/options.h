/*
** options.h -- the command line after the command name: long options (in any
** order, mixed with operands; "--name value" or "--name=value"), "--" to end
** them, "-" as an operand (standard input).
*/
#ifndef NONET_CLI_OPTIONS_H
#define NONET_CLI_OPTIONS_H

#include "cli.h"

/* Parse argv (after the command name) into run->opt. On a usage error it
** prints the message and returns false. */
bool cli_options_parse(cli_run *run, const cli_command *cmd, int argc, char **argv);

/* The language argv asks for before its options are parsed (a usage error
** or `nonet help` comes first): a known --lang value among them, else the
** environment's (nonet_lang_choose). */
const char *cli_lang_early(int argc, char **argv);

/* Print "nonet: <command>: <message>" and a hint; returns false (so that
** checks can return it). The caller exits with CLI_EXIT_USAGE. */
bool cli_usage_error(cli_run *run, const char *command, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Apply --techniques, --no-backtracking, --no-uniqueness, --order and (for a
** command taking it) --max-time to run->solver; an unknown id is a usage
** error (printed, false returned). */
bool cli_solver_configure(cli_run *run, const char *command);

/* --requires into run->opt.target (generate, grade); false after a usage
** error (an id that is not a logic technique). */
bool cli_target_check(cli_run *run, const char *command);

/* "unknown technique 'x'; valid: ..." with every valid id; returns false. */
bool cli_unknown_technique(cli_run *run, const char *command, const char *id, size_t len);

#endif
