/*
** picture.h -- the pictures a command makes besides its text: the pencil-
** mark grid in the terminal (coloured only on a terminal), one SVG file per
** step (--svg DIR), and the learner's HTML page (--html FILE), written
** puzzle by puzzle as the batch goes.
*/
#ifndef NONET_CLI_PICTURE_H
#define NONET_CLI_PICTURE_H

#include "cli.h"

/* Decide run->color: ANSI colours only when run->out is a terminal, and
** neither --no-color nor a non-empty NO_COLOR variable says otherwise. */
void cli_color_decide(cli_run *run);

/* The pencil-mark grid of the position with the step highlighted (step
** may be NULL), coloured when run->color, then an empty line. */
void cli_print_picture(cli_run *run, const nonet_grid *grid, const nonet_step *step);

/* Create the --svg directory when it does not exist; a usage error
** (printed, false) when it cannot be made. */
bool cli_svg_prepare(cli_run *run, const char *command);

/* Write DIR/<number>-<index>.svg: the step's picture on the position. On
** failure it says why and raises the exit code to CLI_EXIT_USAGE. */
void cli_svg_write(cli_run *run, long number, size_t index, const nonet_grid *grid, const nonet_step *step);

/* Open the --html FILE; a usage error when it cannot. */
bool cli_html_open(cli_run *run, const char *command);

/* Add one puzzle (grid NULL when the puzzle could not be read): to the
** pages, or in a --jobs worker to its part (run->html). */
void cli_html_puzzle(cli_run *run, const nonet_grid *grid, const nonet_trace *trace);

/* Add a worker's part (section, NUL, entry; len bytes) to the pages. */
void cli_html_part(cli_run *run, const char *part, size_t len);

/* Write what is pending and close the pages; CLI_EXIT_USAGE when writing
** failed. */
int cli_html_close(cli_run *run);

#endif
