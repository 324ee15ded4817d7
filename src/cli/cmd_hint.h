/*
** cmd_hint.h -- `nonet hint [--level 1|2|3]`: the next step only, as a
** progressive hint (nonet_step_hint): level 1 names the technique, level 2
** also where, level 3 is the whole step.
*/
#ifndef NONET_CLI_CMD_HINT_H
#define NONET_CLI_CMD_HINT_H

#include "cli.h"

void cli_hint_puzzle(cli_run *run, const cli_puzzle *p);
bool cli_hint_check(cli_run *run);

#endif
