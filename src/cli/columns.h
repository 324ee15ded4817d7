/*
** columns.h -- table columns by display width: a terminal shows a Chinese
** character (East Asian wide or fullwidth) in two columns and UTF-8 spends
** three bytes on it, so printf's byte widths do not line up a table whose
** labels are translated. Every table of the command pads through here.
*/
#ifndef NONET_CLI_COLUMNS_H
#define NONET_CLI_COLUMNS_H

#include <stdio.h>

/* The columns UTF-8 text s takes: 2 for each wide or fullwidth character,
** 1 for any other character (a malformed byte counts as one). */
int cli_text_width(const char *s);

/* s on f in a column of width columns, padded with spaces after it (width
** < 0, printf's "%-*s") or before it (width > 0, "%*s"); text wider than
** the column is printed whole. */
void cli_column(FILE *f, const char *s, int width);

#endif
