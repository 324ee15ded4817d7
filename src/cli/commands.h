/*
** commands.h -- the command table and the help texts.
*/
#ifndef NONET_CLI_COMMANDS_H
#define NONET_CLI_COMMANDS_H

#include "cli.h"

/* The command table (commands.c), ending with a NULL name. */
extern const cli_command cli_commands[];
const cli_command *cli_command_find(const char *name);
/* The overview printed by `nonet --help`. */
extern const char cli_overview[];

#endif
