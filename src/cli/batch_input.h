/*
** batch_input.h -- the batch loop: every operand in order (an 81-character
** puzzle, a file, or "-" for standard input; none means standard input),
** every puzzle of each file in order, each handed to the command with where
** it came from.
*/
#ifndef NONET_CLI_BATCH_INPUT_H
#define NONET_CLI_BATCH_INPUT_H

#include "cli.h"

/* Read every operand (standard input when there are none) and call fn for
** each puzzle, in order, including invalid ones. Returns CLI_EXIT_USAGE
** when a file could not be opened or read, CLI_EXIT_OK otherwise (puzzle
** results go to run->exit_code through fn). */
int cli_input_each(cli_run *run, cli_puzzle_fn fn);

/* nonet_count on the puzzle as it was read: its masks, else its grid
** (batch_input.c). */
nonet_status cli_count(const cli_puzzle *p, int limit, int *count, uint8_t solution[81]);

#endif
