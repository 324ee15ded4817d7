/*
** catalogue.c -- looking messages up in the compiled catalogues
** (catalogue.h), choosing the language (an option, else the environment's
** variables as gettext reads them), and the technique pages' paths.
*/
#include <stdlib.h>
#include <string.h>

#include "catalogue.h"
#include "nonet.h"
#include "technique.h"

/* Whether the language tag starts with code and ends there or at one of
** the separators locales use ("zh_CN.UTF-8", "zh-Hans", "zh@..."). */
static bool lang_is(const char *tag, const char *code) {
    size_t n = strlen(code);
    return strncmp(tag, code, n) == 0 && strchr("_-.@:", tag[n]) != NULL;
}

const catalogue_lang *catalogue_find(const char *lang) {
    if (!lang) return NULL;
    for (const catalogue_lang *c = catalogue_langs; c->lang; c++)
        if (lang_is(lang, c->lang)) return c;
    return NULL;
}

const char *nonet_text(const char *lang, const char *msgid) {
    const catalogue_lang *c = catalogue_find(lang);
    if (!c || !msgid) return msgid;
    size_t lo = 0, hi = c->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int cmp = strcmp(msgid, c->entries[mid].msgid);
        if (cmp == 0) return c->entries[mid].msgstr;
        if (cmp < 0) hi = mid;
        else lo = mid + 1;
    }
    return msgid;
}

const char *nonet_lang_code(const char *tag) {
    const catalogue_lang *c = catalogue_find(tag);
    return c ? c->lang : "en";
}

const char *nonet_lang_at(size_t i) {
    if (i == 0) return "en";
    for (const catalogue_lang *c = catalogue_langs; c->lang; c++)
        if (--i == 0) return c->lang;
    return NULL;
}

bool nonet_lang_known(const char *tag) {
    return tag && (lang_is(tag, "en") || catalogue_find(tag) != NULL);
}

/* The first language of a LANGUAGE list ("zh_CN:en") that nonet has. */
static const char *first_known(const char *list) {
    char one[32];
    while (list && *list) {
        size_t n = strcspn(list, ":");
        if (n && n < sizeof one) {
            memcpy(one, list, n);
            one[n] = '\0';
            if (nonet_lang_known(one)) return nonet_lang_code(one);
        }
        list += n + (list[n] == ':');
    }
    return NULL;
}

/*
** As gettext chooses, from the variables themselves (a locale need not be
** installed): LANGUAGE's list first, then the first of LC_ALL, LC_MESSAGES,
** LANG that is set and not empty; "C" and "POSIX" are English.
*/
const char *nonet_lang_choose(const char *option) {
    if (option && *option) return nonet_lang_code(option);
    const char *language = getenv("LANGUAGE");
    const char *vars[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
    const char *locale = NULL;
    for (size_t i = 0; i < 3 && !locale; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v) locale = v;
    }
    if (locale && (!strcmp(locale, "C") || !strcmp(locale, "POSIX") || lang_is(locale, "C")))
        return "en";
    const char *from_list = first_known(language);
    if (from_list) return from_list;
    return nonet_lang_code(locale);
}

const catalogue_page *catalogue_page_of(nonet_technique t, const char *lang) {
    const technique_row *row = technique_row_of(t);
    if (!row) return NULL;
    const char *code = nonet_lang_code(lang);
    const catalogue_page *english = NULL;
    for (const catalogue_page *p = catalogue_pages; p->lang; p++) {
        if (strcmp(p->id, row->info.id) != 0) continue;
        if (!strcmp(p->lang, code)) return p;
        if (!strcmp(p->lang, "en")) english = p;
    }
    return english;
}

const char *nonet_technique_page(nonet_technique t, const char *lang) {
    const catalogue_page *page = catalogue_page_of(t, lang);
    return page ? page->path : "docs/techniques/README.md";
}
