/*
** parse.h -- building a grid from parsed cells, shared by every input form.
*/
#ifndef NONET_PARSE_H
#define NONET_PARSE_H

#include "nonet.h"

/* Fill g from 81 values (0 = empty) as givens. On a clash, NONET_INVALID
** with "r1c1 and r1c5 both hold 7" in err (line left as the caller set it). */
nonet_status parse_place_givens(nonet_grid *g, const uint8_t values[81], nonet_error *err);

/* Set err's position and message (printf-style); returns NONET_INVALID. */
nonet_status parse_fail(nonet_error *err, long line, int column, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* A HoDoKu library line (":code:digits:cells:deleted:...") into g. */
nonet_status parse_hodoku_line(nonet_grid *g, const char *text, nonet_error *err);

#endif
