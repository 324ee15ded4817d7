/*
** strbuf.h -- a growing string for renderers that build documents (SVG,
** HTML, JSON). Out of memory is sticky: later appends do nothing and
** strbuf_finish returns NULL, so callers check once at the end.
*/
#ifndef NONET_STRBUF_H
#define NONET_STRBUF_H

#include <stdbool.h>
#include <stddef.h>

typedef struct strbuf {
    char *data;
    size_t len, cap;
    bool failed;
} strbuf;

void strbuf_init(strbuf *sb);
void strbuf_printf(strbuf *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void strbuf_append(strbuf *sb, const char *text);
/* Append n bytes of text (which need not be NUL-terminated). */
void strbuf_append_len(strbuf *sb, const char *text, size_t n);

/* Append one character. Inline when there is room: a JSON document is
** mostly punctuation, and a call to memcpy per quote or comma cost more
** than the rest of the writer. */
static inline void strbuf_putc(strbuf *sb, char ch) {
    if (sb->failed || sb->len + 2 > sb->cap) {
        strbuf_append_len(sb, &ch, 1);
        return;
    }
    sb->data[sb->len++] = ch;
    sb->data[sb->len] = '\0';
}
/* Empty the string but keep its memory (and clear failed), for reuse. */
void strbuf_reset(strbuf *sb);
/* Append text with &, <, >, " escaped for XML. */
void strbuf_xml(strbuf *sb, const char *text);
/* Hand over the string (caller frees with free/nonet_free); NULL when an
** allocation failed, in which case the buffer is released. */
char *strbuf_finish(strbuf *sb);
void strbuf_release(strbuf *sb);

#endif
