/*
** error_text.c -- an error's message in another language (error_text.h):
** the format is kept with each conversion printed as English prints it
** (a number, a character, a name), and the translation's conversions are
** filled with those texts in order. A translation may write a "%s" as
** "%.0s" to drop it (an English plural "s").
*/
#include <stdio.h>
#include <string.h>

#include "error_text.h"

/* The length of the conversion that starts at p ('%'), 0 when it is not
** one this file can redo; *conv receives its letter. */
static size_t conversion(const char *p, char *conv) {
    size_t n = 1 + strspn(p + 1, "-+ #0");
    n += strspn(p + n, "0123456789");
    if (p[n] == '.') n += 1 + strspn(p + n + 1, "0123456789");
    n += strspn(p + n, "hlzjt");
    *conv = p[n];
    return *conv && strchr("diouxXcs%", *conv) ? n + 1 : 0;
}

/* One conversion (spec, n bytes) printed from ap into out. */
static void print_one(char *out, const char *spec, size_t n, char conv, va_list *ap) {
    char f[24];
    snprintf(f, sizeof f, "%.*s", (int)n, spec);
    bool is_long = memchr(spec, 'l', n) != NULL, is_size = memchr(spec, 'z', n) != NULL;
    if (conv == 's') snprintf(out, NONET_ERROR_ARG_SIZE, f, va_arg(*ap, const char *));
    else if (is_size) snprintf(out, NONET_ERROR_ARG_SIZE, f, va_arg(*ap, size_t));
    else if (is_long && strchr("di", conv)) snprintf(out, NONET_ERROR_ARG_SIZE, f, va_arg(*ap, long));
    else if (is_long) snprintf(out, NONET_ERROR_ARG_SIZE, f, va_arg(*ap, unsigned long));
    else if (strchr("dic", conv)) snprintf(out, NONET_ERROR_ARG_SIZE, f, va_arg(*ap, int));
    else snprintf(out, NONET_ERROR_ARG_SIZE, f, va_arg(*ap, unsigned));
}

void error_capture(nonet_error *err, const char *fmt, va_list ap) {
    va_list aq;
    va_copy(aq, ap);
    err->format = fmt;
    int k = 0;
    for (const char *p = strchr(fmt, '%'); p; p = strchr(p, '%')) {
        char conv;
        size_t n = conversion(p, &conv);
        if (!n || (conv != '%' && k == NONET_ERROR_ARGS) || memchr(p, 'h', n)) {
            err->format = NULL;
            break;
        }
        if (conv != '%') print_one(err->args[k++], p, n, conv, &aq);
        p += n;
    }
    va_end(aq);
}

/* fmt with its conversions replaced by args in order ("%%" a percent
** sign, "%.0s" nothing), into buf; snprintf-like. false when fmt has a
** conversion this file cannot redo or more than NONET_ERROR_ARGS. */
static bool fill(const char *fmt, const char (*args)[NONET_ERROR_ARG_SIZE], char *buf, size_t size, size_t *len) {
    size_t out = 0;
    int k = 0;
    for (const char *p = fmt; *p;) {
        const char *text = p;
        size_t n = 1;
        if (*p == '%') {
            char conv;
            n = conversion(p, &conv);
            if (!n || (conv != '%' && k == NONET_ERROR_ARGS)) return false;
            bool drop = conv == 's' && n >= 4 && p[n - 3] == '.' && p[n - 2] == '0';
            text = conv == '%' ? "%" : drop ? "" : args[k];
            k += conv != '%';
            p += n;
            n = strlen(text);
        } else {
            p++;
        }
        for (size_t i = 0; i < n; i++, out++)
            if (out + 1 < size) buf[out] = text[i];
    }
    if (size) buf[out < size ? out : size - 1] = '\0';
    *len = out;
    return true;
}

size_t nonet_error_text(const nonet_error *err, const char *lang, char *buf, size_t size) {
    const char *message = err ? err->message : "";
    char english[NONET_ERROR_MESSAGE_SIZE];
    size_t len;
    if (err && err->format && fill(err->format, err->args, english, sizeof english, &len) &&
        !strcmp(english, err->message) && fill(nonet_text(lang, err->format), err->args, buf, size, &len))
        return len;
    len = strlen(message);
    if (size) snprintf(buf, size, "%s", message);
    return len;
}
