/*
** read_line.h -- lines from a stream or a string, in constant memory.
**
** A stream line is kept in a buffer of at most PARSE_LINE_LIMIT bytes; the
** rest of a longer line is read and dropped (only its length is counted),
** so a huge line costs time but never memory. A string source hands out
** views into the caller's text, copying nothing.
*/
#ifndef NONET_READ_LINE_H
#define NONET_READ_LINE_H

#include <stdio.h>

#include "parse.h"

typedef struct read_source {
    FILE *stream;     /* the stream, or NULL for a string source */
    const char *text; /* string source: the text and where we are in it */
    size_t text_len, text_pos;
    char *buf;        /* stream source: the current line */
    size_t cap;
    long number;      /* lines handed out so far */
} read_source;

/* A source over an open stream (not closed by read_source_close). */
void read_source_stream(read_source *src, FILE *stream);

/* A source over a NUL-terminated text, which must outlive the source. */
void read_source_text(read_source *src, const char *text);

/* Release the line buffer (the source itself belongs to the caller). */
void read_source_close(read_source *src);

/* The next line into *line (valid until the next call): NONET_OK, NONET_END
** when there are no more lines, NONET_IO on a read error, NONET_NOMEM.
** The line end (LF, CRLF, or none at the end of the input) is not part of
** the line; a UTF-8 byte order mark opening the first line is skipped. */
nonet_status read_source_line(read_source *src, parse_line *line);

#endif
