/*
** read_line.c -- lines from a stream or a string (see read_line.h).
**
** Stream lines are read by one fgets for their first READ_CHUNK bytes, the
** rest byte by byte (getc_unlocked under one flockfile per line), not with
** getline: getline would grow its buffer to the length of the line, and a
** reader must stay in constant memory whatever it is fed.
*/
#include <stdlib.h>
#include <string.h>

#include "read_line.h"

void read_source_stream(read_source *src, FILE *stream) {
    memset(src, 0, sizeof *src);
    src->stream = stream;
}

void read_source_text(read_source *src, const char *text) {
    memset(src, 0, sizeof *src);
    src->text = text;
    src->text_len = strlen(text);
}

void read_source_close(read_source *src) {
    free(src->buf);
    src->buf = NULL;
    src->cap = 0;
}

/*
** Make room for byte number `len` in the buffer: double it, never past
** PARSE_LINE_LIMIT bytes. False when out of memory.
*/
static bool buffer_room(read_source *src, size_t len) {
    if (len < src->cap) return true;
    size_t cap = src->cap ? src->cap * 2 : 256;
    if (cap > PARSE_LINE_LIMIT) cap = PARSE_LINE_LIMIT;
    char *buf = realloc(src->buf, cap);
    if (!buf) return false;
    src->buf = buf;
    src->cap = cap;
    return true;
}

/* The bytes of a line's first fgets: enough for the usual batch line. */
#define READ_CHUNK 128

/*
** The end fgets wrote in the buffer's first READ_CHUNK bytes, which were
** all 1 before: the last NUL, even when the line held NUL bytes of its own.
*/
static size_t chunk_end(const char *buf) {
    size_t end = READ_CHUNK - 1;
    while (buf[end] != '\0') end--;
    return end;
}

/*
** Up to READ_CHUNK - 1 bytes of a line by one fgets (which finds the line
** end in stdio's buffer at once, where getc takes a dozen instructions a
** byte): the count read, 0 at the end of the input or on an error; *done
** when the line end was among them (not counted). When strlen lands just
** after a line end, no NUL came before it (fgets stops at the first).
*/
static size_t stream_chunk(read_source *src, bool *done) {
    char *buf = src->buf;
    memset(buf, 1, READ_CHUNK);
    *done = false;
    if (!fgets(buf, READ_CHUNK, src->stream)) return 0;
    size_t len = strlen(buf);
    if (len == 0 || buf[len - 1] != '\n') len = chunk_end(buf);
    *done = len > 0 && buf[len - 1] == '\n';
    return *done ? len - 1 : len;
}

/*
** Read one line of the stream into the buffer, keeping its first
** PARSE_LINE_LIMIT bytes; *full_len receives its whole length and *ended
** whether a byte (or the line end) was read at all. A line longer than
** the first chunk goes on byte by byte; the counts and the buffer stay in
** locals there, since a byte stored through a char pointer may alias
** anything.
*/
static nonet_status stream_bytes(read_source *src, size_t *len_out, size_t *full_len,
                                 bool *ended) {
    if (!buffer_room(src, READ_CHUNK - 1)) return NONET_NOMEM;
    nonet_status status = NONET_OK;
    bool done;
    int ch = 0;
    flockfile(src->stream);
    size_t len = stream_chunk(src, &done), dropped = 0, cap = src->cap;
    char *buf = src->buf;
    while (!done && (ch = getc_unlocked(src->stream)) != EOF && ch != '\n') {
        if (len == cap) {
            if (len == PARSE_LINE_LIMIT) { dropped++; continue; }
            if (!buffer_room(src, len)) { status = NONET_NOMEM; break; }
            buf = src->buf, cap = src->cap;
        }
        buf[len++] = (char)ch;
    }
    if (status == NONET_OK && !done && ch == EOF && ferror(src->stream)) status = NONET_IO;
    funlockfile(src->stream);
    *len_out = len;
    *full_len = len + dropped;
    *ended = done || ch == '\n' || len + dropped > 0;
    return status;
}

/* The next line of a stream source into line (its buffer, capped at the
** line limit; full_len keeps the real length): NONET_OK, NONET_END, NONET_IO
** or NONET_NOMEM. */
static nonet_status stream_line(read_source *src, parse_line *line) {
    size_t len, full_len;
    bool ended;
    nonet_status status = stream_bytes(src, &len, &full_len, &ended);
    if (status != NONET_OK) return status;
    if (!ended) return NONET_END;
    line->text = src->buf ? src->buf : "";
    line->len = len;
    line->full_len = full_len;
    return NONET_OK;
}

/* The next line of a string source: a view into the text. */
static nonet_status text_line(read_source *src, parse_line *line) {
    if (src->text_pos >= src->text_len) return NONET_END;
    const char *start = src->text + src->text_pos;
    size_t left = src->text_len - src->text_pos;
    const char *newline = memchr(start, '\n', left);
    size_t full_len = newline ? (size_t)(newline - start) : left;
    src->text_pos += full_len + (newline != NULL);
    line->text = start;
    line->full_len = full_len;
    line->len = full_len < PARSE_LINE_LIMIT ? full_len : PARSE_LINE_LIMIT;
    return NONET_OK;
}

/* Drop a CR before the line end and a byte order mark on line 1. */
static void trim_line(parse_line *line) {
    static const char bom[] = "\xef\xbb\xbf";
    if (line->len == line->full_len && line->len > 0 && line->text[line->len - 1] == '\r') {
        line->len--;
        line->full_len--;
    }
    if (line->number == 1 && line->len >= 3 && memcmp(line->text, bom, 3) == 0) {
        line->text += 3;
        line->len -= 3;
        line->full_len -= 3;
    }
}

nonet_status read_source_line(read_source *src, parse_line *line) {
    nonet_status status = src->stream ? stream_line(src, line) : text_line(src, line);
    if (status != NONET_OK) return status;
    line->number = ++src->number;
    trim_line(line);
    return NONET_OK;
}
