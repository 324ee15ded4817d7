/*
** cmd_check.h -- `nonet check [FILE|-]`: every step of explain's JSON
** Lines checked by the library's independent checker (nonet_check_line).
*/
#ifndef NONET_CLI_CMD_CHECK_H
#define NONET_CLI_CMD_CHECK_H

#include "cli.h"

/* The whole run: each operand (or standard input) read line by line. */
int cli_check_run(cli_run *run);

#endif
