/*
** cmd_canon.h -- `nonet canon`: each puzzle's canonical form (nonet_canon),
** the smallest string among its equivalent copies, so that equal forms mean
** equivalent puzzles.
*/
#ifndef NONET_CLI_CMD_CANON_H
#define NONET_CLI_CMD_CANON_H

#include "cli.h"

void cli_canon_puzzle(cli_run *run, const cli_puzzle *p);
int cli_canon_run(cli_run *run);

#endif
