/*
** cmd_count.h -- `nonet count` (solutions up to a limit: "0", "1", "2+") and
** `nonet validate` (is the input readable and is its solution unique: "ok",
** "invalid: ...", "no_solution", "multiple_solutions").
*/
#ifndef NONET_CLI_CMD_COUNT_H
#define NONET_CLI_CMD_COUNT_H

#include "cli.h"

void cli_count_puzzle(cli_run *run, const cli_puzzle *p);
bool cli_count_check(cli_run *run);
void cli_validate_puzzle(cli_run *run, const cli_puzzle *p);

#endif
