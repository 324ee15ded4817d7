/*
** cmd_explain.h -- `nonet explain`: the trace of the pipeline, one line per
** step, then a summary (steps per technique, the hardest technique used by
** its Sudoku Explainer rating, and whether backtracking had to finish the
** puzzle).
*/
#ifndef NONET_CLI_CMD_EXPLAIN_H
#define NONET_CLI_CMD_EXPLAIN_H

#include "cli.h"

void cli_explain_puzzle(cli_run *run, const cli_puzzle *p);
bool cli_explain_check(cli_run *run);
int cli_explain_run(cli_run *run);

#endif
