/*
** json.c -- the JSON writer: automatic commas and string escaping over a
** strbuf. See json.h for the contract.
*/
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "json.h"

/*
** The comma rule: a value, key or container that follows a finished value
** in the same container needs a comma. After '{', '[' or ':' (a key) it
** does not; a finished value never ends in one of those characters.
*/
static void json_separate(strbuf *sb) {
    if (sb->len == 0 || sb->failed) return;
    char last = sb->data[sb->len - 1];
    if (last != '{' && last != '[' && last != ':') strbuf_putc(sb, ',');
}

void json_object_begin(strbuf *sb) {
    json_separate(sb);
    strbuf_putc(sb, '{');
}

void json_object_end(strbuf *sb) { strbuf_putc(sb, '}'); }

void json_array_begin(strbuf *sb) {
    json_separate(sb);
    strbuf_putc(sb, '[');
}

void json_array_end(strbuf *sb) { strbuf_putc(sb, ']'); }

/*
** The escape of one byte, or NULL when it goes out as it is. Control
** characters without a short form use \u00XX (written into scratch).
*/
static const char *json_escape_of(unsigned char ch, char scratch[7]) {
    switch (ch) {
    case '"': return "\\\"";
    case '\\': return "\\\\";
    case '\n': return "\\n";
    case '\r': return "\\r";
    case '\t': return "\\t";
    case '\b': return "\\b";
    case '\f': return "\\f";
    default: break;
    }
    if (ch >= 0x20 && ch != 0x7f) return NULL;
    snprintf(scratch, 7, "\\u%04x", ch);
    return scratch;
}

/* Does the byte go out as it is? (json_escape_of gives NULL.) The test
** comes first because nearly every byte does. */
static bool json_plain(unsigned char ch) { return ch >= 0x20 && ch != '"' && ch != '\\' && ch != 0x7f; }

/* Whether all 8 bytes of w are plain: none below 0x20, none '"', '\\' or
** 0x7f (bytes from 0x80, UTF-8's, are plain). Each test is the exact
** "some byte is zero / below n" word trick, so a word is never called
** plain wrongly. */
static inline bool json_word_plain(uint64_t w) {
    const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
    uint64_t quote = w ^ (ones * '"'), slash = w ^ (ones * '\\'), del = w ^ (ones * 0x7f);
    uint64_t bad = ((w - ones * 0x20) & ~w) | ((quote - ones) & ~quote) | ((slash - ones) & ~slash) |
                   ((del - ones) & ~del);
    return (bad & highs) == 0;
}

/* The quoted, escaped text; runs of plain bytes are copied at once, and
** found 8 bytes at a time (a step's words are hundreds of bytes); each
** stretch of up to 8 bytes that holds a byte to escape goes byte by byte. */
static void json_quoted(strbuf *sb, const char *text) {
    char scratch[7];
    strbuf_putc(sb, '"');
    const char *run = text, *p = text, *end = text + strlen(text);
    while (p < end) {
        for (uint64_t w; end - p >= 8 && (memcpy(&w, p, 8), json_word_plain(w));) p += 8;
        for (const char *stop = end - p >= 8 ? p + 8 : end; p < stop; p++) {
            if (json_plain((unsigned char)*p)) continue;
            const char *esc = json_escape_of((unsigned char)*p, scratch);
            if (!esc) continue;
            strbuf_append_len(sb, run, (size_t)(p - run));
            strbuf_append(sb, esc);
            run = p + 1;
        }
    }
    strbuf_append_len(sb, run, (size_t)(p - run));
    strbuf_putc(sb, '"');
}

void json_key(strbuf *sb, const char *name) {
    json_separate(sb);
    json_quoted(sb, name);
    strbuf_putc(sb, ':');
}

void json_string(strbuf *sb, const char *text) {
    json_separate(sb);
    if (text) json_quoted(sb, text);
    else strbuf_append_len(sb, "null", 4);
}

void json_raw(strbuf *sb, const char *text) {
    json_separate(sb);
    strbuf_append(sb, text);
}

/* Written by hand: a step's JSON holds hundreds of small numbers, and
** snprintf was a sixth of the command's JSON output. */
void json_int(strbuf *sb, long value) {
    char buf[24], *end = buf + sizeof buf, *at = end;
    unsigned long magnitude = value < 0 ? 0ul - (unsigned long)value : (unsigned long)value;
    do {
        *--at = (char)('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude);
    if (value < 0) *--at = '-';
    json_separate(sb);
    strbuf_append_len(sb, at, (size_t)(end - at));
}

void json_double(strbuf *sb, double value) {
    char buf[32];
    snprintf(buf, sizeof buf, "%.10g", value);
    json_raw(sb, buf);
}

void json_bool(strbuf *sb, bool value) { json_raw(sb, value ? "true" : "false"); }
