/*
** cmd_techniques.h -- `nonet techniques`: every technique in pipeline order
** (easiest first), with their ids (for --techniques and find), display
** names, Sudoku Explainer ratings and HoDoKu's score and level (what `nonet
** grade` adds up).
*/
#ifndef NONET_CLI_CMD_TECHNIQUES_H
#define NONET_CLI_CMD_TECHNIQUES_H

#include "cli.h"

int cli_techniques_run(cli_run *run);

#endif
