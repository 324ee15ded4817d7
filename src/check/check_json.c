/*
** check_json.c -- the checker's strict JSON reader (check_json.h).
*/
#include "check_json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CJ_MAX_DEPTH 64

typedef struct cj_in {
    const char *s;
    size_t len, pos;
    cj_doc *doc;
} cj_in;

static bool cj_fail(cj_in *in, const char *what) {
    if (!in->doc->error[0]) {
        in->doc->error_col = in->pos + 1;
        snprintf(in->doc->error, sizeof in->doc->error, "column %zu: %s", in->pos + 1, what);
    }
    return false;
}

static bool cj_is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

static void cj_space(cj_in *in) {
    while (in->pos < in->len && cj_is_space(in->s[in->pos])) in->pos++;
}

static int cj_new(cj_in *in, enum cj_type type) {
    cj_doc *d = in->doc;
    if (d->count == d->cap) {
        int cap = d->cap ? 2 * d->cap : 256;
        cj_node *n = realloc(d->nodes, (size_t)cap * sizeof *n);
        if (!n) return -1;
        d->nodes = n;
        d->cap = cap;
    }
    memset(&d->nodes[d->count], 0, sizeof d->nodes[0]);
    d->nodes[d->count].type = type;
    return d->count++;
}

static bool cj_literal(cj_in *in, const char *word) {
    size_t n = strlen(word);
    if (in->len - in->pos < n || memcmp(in->s + in->pos, word, n) != 0)
        return cj_fail(in, "expected a value");
    in->pos += n;
    return true;
}

static bool cj_hex4(cj_in *in) {
    for (int i = 0; i < 4; i++, in->pos++)
        if (in->pos >= in->len || !strchr("0123456789abcdefABCDEF", in->s[in->pos]) ||
            !in->s[in->pos])
            return cj_fail(in, "expected four hex digits after \\u");
    return true;
}

/* A string from the opening quote; escapes are checked, not decoded. */
static bool cj_string(cj_in *in, int node) {
    size_t start = ++in->pos;
    while (in->pos < in->len && in->s[in->pos] != '"') {
        /* the plain run first, in locals (the words make strings long) */
        const unsigned char *s = (const unsigned char *)in->s;
        size_t pos = in->pos, len = in->len;
        while (pos < len && s[pos] >= 0x20 && s[pos] != '"' && s[pos] != '\\') pos++;
        in->pos = pos;
        if (pos >= len || s[pos] == '"') break;
        unsigned char c = s[pos];
        if (c < 0x20) return cj_fail(in, "control character in a string");
        if (c == '\\') {
            in->pos++;
            if (in->pos >= in->len) break;
            char e = in->s[in->pos];
            if (e == 'u') {
                in->pos++;
                if (!cj_hex4(in)) return false;
                continue;
            }
            if (!e || !strchr("\"\\/bfnrt", e)) return cj_fail(in, "bad escape in a string");
        }
        in->pos++;
    }
    if (in->pos >= in->len) return cj_fail(in, "unterminated string");
    in->doc->nodes[node].text = in->s + start;
    in->doc->nodes[node].len = in->pos - start;
    in->pos++;
    return true;
}

static bool cj_digits(cj_in *in) {
    size_t start = in->pos;
    while (in->pos < in->len && in->s[in->pos] >= '0' && in->s[in->pos] <= '9') in->pos++;
    return in->pos > start || cj_fail(in, "expected a digit");
}

static bool cj_number(cj_in *in, int node) {
    size_t start = in->pos;
    if (in->s[in->pos] == '-') in->pos++;
    if (in->pos < in->len && in->s[in->pos] == '0')
        in->pos++;
    else if (!cj_digits(in))
        return false;
    if (in->pos < in->len && in->s[in->pos] == '.') {
        in->pos++;
        if (!cj_digits(in)) return false;
    }
    if (in->pos < in->len && (in->s[in->pos] == 'e' || in->s[in->pos] == 'E')) {
        in->pos++;
        if (in->pos < in->len && (in->s[in->pos] == '+' || in->s[in->pos] == '-')) in->pos++;
        if (!cj_digits(in)) return false;
    }
    size_t n = in->pos - start;
    if (n <= 9 && in->s[start] != '-') {
        /* a small whole number (every number explain writes): no strtod */
        long v = 0;
        size_t k = start;
        while (k < in->pos && in->s[k] >= '0' && in->s[k] <= '9') v = v * 10 + (in->s[k++] - '0');
        if (k == in->pos) {
            in->doc->nodes[node].number = (double)v;
            return true;
        }
    }
    char buf[64];
    if (n >= sizeof buf) return cj_fail(in, "number too long");
    memcpy(buf, in->s + start, n);
    buf[n] = 0;
    in->doc->nodes[node].number = strtod(buf, NULL);
    return true;
}

static bool cj_value(cj_in *in, int depth, int *out);

/* Members of an array or object after its opening bracket. */
static bool cj_members(cj_in *in, int node, bool object, int depth) {
    char close = object ? '}' : ']';
    int last = 0;
    in->pos++;
    cj_space(in);
    if (in->pos < in->len && in->s[in->pos] == close) {
        in->pos++;
        return true;
    }
    for (;;) {
        int kid;
        cj_space(in);
        if (object) {
            if (in->pos >= in->len || in->s[in->pos] != '"') return cj_fail(in, "expected a key");
            if ((kid = cj_new(in, CJ_STRING)) < 0) return cj_fail(in, "out of memory");
            if (!cj_string(in, kid)) return false;
            if (last) in->doc->nodes[last].next = kid; else in->doc->nodes[node].first = kid;
            in->doc->nodes[node].kids++;
            last = kid;
            cj_space(in);
            if (in->pos >= in->len || in->s[in->pos] != ':') return cj_fail(in, "expected ':'");
            in->pos++;
        }
        if (!cj_value(in, depth + 1, &kid)) return false;
        if (last) in->doc->nodes[last].next = kid; else in->doc->nodes[node].first = kid;
        in->doc->nodes[node].kids++;
        last = kid;
        cj_space(in);
        if (in->pos < in->len && in->s[in->pos] == ',') {
            in->pos++;
            continue;
        }
        if (in->pos < in->len && in->s[in->pos] == close) {
            in->pos++;
            return true;
        }
        return cj_fail(in, object ? "expected ',' or '}'" : "expected ',' or ']'");
    }
}

static bool cj_value(cj_in *in, int depth, int *out) {
    cj_space(in);
    if (depth > CJ_MAX_DEPTH) return cj_fail(in, "nested too deep");
    if (in->pos >= in->len) return cj_fail(in, "expected a value");
    char c = in->s[in->pos];
    enum cj_type t = c == '{' ? CJ_OBJECT : c == '[' ? CJ_ARRAY : c == '"' ? CJ_STRING
                   : c == 't' || c == 'f' ? CJ_BOOL : c == 'n' ? CJ_NULL : CJ_NUMBER;
    int node = cj_new(in, t);
    if (node < 0) return cj_fail(in, "out of memory");
    *out = node;
    switch (t) {
    case CJ_OBJECT: return cj_members(in, node, true, depth);
    case CJ_ARRAY: return cj_members(in, node, false, depth);
    case CJ_STRING: return cj_string(in, node);
    case CJ_NULL: return cj_literal(in, "null");
    case CJ_BOOL:
        in->doc->nodes[node].truth = c == 't';
        return cj_literal(in, c == 't' ? "true" : "false");
    default:
        if (c != '-' && (c < '0' || c > '9')) return cj_fail(in, "expected a value");
        return cj_number(in, node);
    }
}

bool cj_parse(cj_doc *doc, const char *text, size_t len) {
    cj_in in = {text, len, 0, doc};
    int root;
    doc->count = 0;
    doc->error[0] = 0;
    doc->error_col = 0;
    if (!cj_value(&in, 0, &root)) return false;
    cj_space(&in);
    if (in.pos != len) return cj_fail(&in, "text after the value");
    return true;
}

void cj_free(cj_doc *doc) {
    free(doc->nodes);
    doc->nodes = NULL;
    doc->count = doc->cap = 0;
}

bool cj_is(const cj_doc *doc, int i, const char *s) {
    if (i < 0 || doc->nodes[i].type != CJ_STRING) return false;
    size_t n = strlen(s);
    return doc->nodes[i].len == n && memcmp(doc->nodes[i].text, s, n) == 0;
}

int cj_get(const cj_doc *doc, int obj, const char *key) {
    if (obj < 0 || doc->nodes[obj].type != CJ_OBJECT) return -1;
    size_t n = strlen(key);
    for (int k = doc->nodes[obj].first; k; k = doc->nodes[doc->nodes[k].next].next) {
        const cj_node *m = &doc->nodes[k];
        if (m->type == CJ_STRING && m->len == n && (!n || m->text[0] == key[0]) && memcmp(m->text, key, n) == 0)
            return m->next;
        if (!doc->nodes[k].next) break;
    }
    return -1;
}
