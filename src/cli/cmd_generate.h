/*
** cmd_generate.h -- `nonet generate`: puzzles with one solution made to
** order (nonet_generate), each printed as `nonet grade` prints a puzzle.
*/
#ifndef NONET_CLI_CMD_GENERATE_H
#define NONET_CLI_CMD_GENERATE_H

#include "cli.h"

bool cli_generate_check(cli_run *run);
int cli_generate_run(cli_run *run);

#endif
