/*
** cmd_show.h -- `nonet show`: each position as a picture or in one of the
** forms nonet reads, so that positions move between nonet, HoDoKu and Sudoku
** Explainer.
*/
#ifndef NONET_CLI_CMD_SHOW_H
#define NONET_CLI_CMD_SHOW_H

#include "cli.h"

void cli_show_puzzle(cli_run *run, const cli_puzzle *p);
bool cli_show_check(cli_run *run);

#endif
