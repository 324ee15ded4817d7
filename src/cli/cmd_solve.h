/*
** cmd_solve.h -- `nonet solve`: one result per puzzle, the solution or a
** status word (details on stderr).
*/
#ifndef NONET_CLI_CMD_SOLVE_H
#define NONET_CLI_CMD_SOLVE_H

#include "cli.h"

void cli_solve_puzzle(cli_run *run, const cli_puzzle *p);
bool cli_solve_check(cli_run *run);

#endif
