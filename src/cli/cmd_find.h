/*
** cmd_find.h -- `nonet find TECHNIQUE`: every instance of one technique in
** each position, none applied (nonet_find).
*/
#ifndef NONET_CLI_CMD_FIND_H
#define NONET_CLI_CMD_FIND_H

#include "cli.h"

/* Release the list's records and the list. */
void cli_steps_free(cli_steps *list);
void cli_find_puzzle(cli_run *run, const cli_puzzle *p);
bool cli_find_check(cli_run *run);

#endif
