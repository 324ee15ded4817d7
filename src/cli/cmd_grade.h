/*
** cmd_grade.h -- `nonet grade`: each puzzle's difficulty on the field's
** scales, one line per puzzle, for grading in bulk.
*/
#ifndef NONET_CLI_CMD_GRADE_H
#define NONET_CLI_CMD_GRADE_H

#include "cli.h"

void cli_grade_puzzle(cli_run *run, const cli_puzzle *p);
bool cli_grade_check(cli_run *run);
int cli_grade_run(cli_run *run);

#endif
