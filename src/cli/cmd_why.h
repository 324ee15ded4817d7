/*
** cmd_why.h -- `nonet why CELL DIGIT [PUZZLE|FILE...]`: "why can't r1c1 be
** 5?" for each position (nonet_why): a peer holds it, a technique's step
** removes it, or a chain from it ends in a contradiction; or it is the
** cell's solution, or still possible.
*/
#ifndef NONET_CLI_CMD_WHY_H
#define NONET_CLI_CMD_WHY_H

#include "cli.h"

void cli_why_puzzle(cli_run *run, const cli_puzzle *p);
bool cli_why_check(cli_run *run);

#endif
