/*
** strbuf.c -- the growing string (see strbuf.h).
*/
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "strbuf.h"

void strbuf_init(strbuf *sb) {
    sb->data = NULL;
    sb->len = sb->cap = 0;
    sb->failed = false;
}

/* Make room for extra more bytes plus the NUL; false when out of memory. */
static bool strbuf_reserve(strbuf *sb, size_t extra) {
    if (sb->failed) return false;
    if (sb->len + extra + 1 <= sb->cap) return true;
    size_t cap = sb->cap ? sb->cap : 256;
    while (cap < sb->len + extra + 1) cap *= 2;
    char *grown = realloc(sb->data, cap);
    if (!grown) {
        sb->failed = true;
        return false;
    }
    sb->data = grown;
    sb->cap = cap;
    return true;
}

void strbuf_printf(strbuf *sb, const char *fmt, ...) {
    va_list ap, again;
    va_start(ap, fmt);
    va_copy(again, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n >= 0 && strbuf_reserve(sb, (size_t)n)) {
        vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, again);
        sb->len += (size_t)n;
    }
    va_end(again);
}

void strbuf_append(strbuf *sb, const char *text) {
    size_t n = strlen(text);
    if (!strbuf_reserve(sb, n)) return;
    memcpy(sb->data + sb->len, text, n + 1);
    sb->len += n;
}

void strbuf_append_len(strbuf *sb, const char *text, size_t n) {
    if (!strbuf_reserve(sb, n)) return;
    memcpy(sb->data + sb->len, text, n);
    sb->len += n;
    sb->data[sb->len] = '\0';
}

void strbuf_reset(strbuf *sb) {
    sb->len = 0;
    sb->failed = false;
    if (sb->data) sb->data[0] = '\0';
}

void strbuf_xml(strbuf *sb, const char *text) {
    for (const char *p = text; *p; p++) {
        switch (*p) {
        case '&': strbuf_append(sb, "&amp;"); break;
        case '<': strbuf_append(sb, "&lt;"); break;
        case '>': strbuf_append(sb, "&gt;"); break;
        case '"': strbuf_append(sb, "&quot;"); break;
        default: {
            char one[2] = {*p, '\0'};
            strbuf_append(sb, one);
        }
        }
    }
}

char *strbuf_finish(strbuf *sb) {
    if (sb->failed) {
        strbuf_release(sb);
        return NULL;
    }
    if (!sb->data && !strbuf_reserve(sb, 0)) return NULL;
    sb->data[sb->len] = '\0';
    char *out = sb->data;
    strbuf_init(sb);
    return out;
}

void strbuf_release(strbuf *sb) {
    free(sb->data);
    strbuf_init(sb);
}
