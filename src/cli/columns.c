/*
** columns.c -- display widths of UTF-8 text (columns.h). The wide ranges
** are Unicode's East Asian Width W and F blocks a Chinese text uses: Hangul
** Jamo, CJK radicals to Yi (less the half-width U+303F), Hangul syllables,
** compatibility ideographs, vertical and small forms, fullwidth forms, and
** the supplementary ideograph planes.
*/
#include <stdint.h>

#include "columns.h"

/* The code point at *p (advancing p past it); a malformed byte is itself. */
static uint32_t next_code(const unsigned char **p) {
    const unsigned char *s = *p;
    int n = s[0] >= 0xF0 ? 3 : s[0] >= 0xE0 ? 2 : s[0] >= 0xC0 ? 1 : 0;
    uint32_t c = n ? (uint32_t)(s[0] & (0x3F >> n)) : s[0];
    for (int i = 1; i <= n; i++) {
        if ((s[i] & 0xC0) != 0x80) {
            *p = s + 1;
            return s[0];
        }
        c = c << 6 | (uint32_t)(s[i] & 0x3F);
    }
    *p = s + n + 1;
    return c;
}

static int is_wide(uint32_t c) {
    return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF && c != 0x303F) || (c >= 0xAC00 && c <= 0xD7A3) ||
           (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
           (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
}

int cli_text_width(const char *s) {
    int width = 0;
    for (const unsigned char *p = (const unsigned char *)s; *p;) width += is_wide(next_code(&p)) ? 2 : 1;
    return width;
}

void cli_column(FILE *f, const char *s, int width) {
    int pad = (width < 0 ? -width : width) - cli_text_width(s);
    if (width > 0)
        for (int i = 0; i < pad; i++) fputc(' ', f);
    fputs(s, f);
    if (width < 0)
        for (int i = 0; i < pad; i++) fputc(' ', f);
}
