/*
** jobs.h -- `--jobs N`: the batch on N worker threads, the output still in
** input order.
*/
#ifndef NONET_CLI_JOBS_H
#define NONET_CLI_JOBS_H

#include "cli.h"

/* The batch loop: cli_input_each(run, fn) with one job; with --jobs N,
** fn runs on N threads, each with its own solver (configured as the
** command's options say), and the output (stdout, stderr, the --html page)
** is written in input order, memory bounded by a few puzzles per thread.
** Returns what cli_input_each returns. */
int cli_batch(cli_run *run, const char *command, cli_puzzle_fn fn);

#endif
