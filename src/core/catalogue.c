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
    size_t n = 0;
    for (; code[n]; n++)
        if (tag[n] != code[n]) return false;
    switch (tag[n]) {
    case '\0': case '_': case '-': case '.': case '@': case ':': return true;
    default: return false;
    }
}

const catalogue_lang *catalogue_find(const char *lang) {
    if (!lang) return NULL;
    for (const catalogue_lang *c = catalogue_langs; c->lang; c++)
        if (lang_is(lang, c->lang)) return c;
    return NULL;
}

uint32_t catalogue_hash(const char *msgid, size_t n) {
    const size_t at[8] = {0, 1, 2, 3, n / 2, n - 1, n - 2, n - 3};
    uint32_t h = 2166136261u ^ (uint32_t)n;
    for (int i = 0; i < 8; i++) h = (h ^ (at[i] < n ? (unsigned char)msgid[at[i]] : 0u)) * 16777619u;
    return h;
}

/* A hash slot, then the next ones until an empty slot: the words look up
** a sentence per clause, and a binary search's string compares were most
** of what Chinese cost over English. */
const char *nonet_text(const char *lang, const char *msgid) {
    const catalogue_lang *c = catalogue_find(lang);
    if (!c || !msgid) return msgid;
    for (size_t at = catalogue_hash(msgid, strlen(msgid)) & c->mask; c->slots[at]; at = (at + 1) & c->mask) {
        const catalogue_entry *e = &c->entries[c->slots[at] - 1];
        if (strcmp(e->msgid, msgid) == 0) return e->msgstr;
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

/* The pages are sorted by id: a binary search finds the first of the id's
** (a step's JSON asks for its page, and a scan of every page was a third
** of the words' cost in Chinese). */
const catalogue_page *catalogue_page_of(nonet_technique t, const char *lang) {
    const technique_row *row = technique_row_of(t);
    if (!row) return NULL;
    const char *id = row->info.id, *code = nonet_lang_code(lang);
    size_t lo = 0, hi = catalogue_n_pages;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (strcmp(catalogue_pages[mid].id, id) < 0) lo = mid + 1;
        else hi = mid;
    }
    const catalogue_page *english = NULL;
    for (const catalogue_page *p = catalogue_pages + lo; p->lang && !strcmp(p->id, id); p++) {
        if (!strcmp(p->lang, code)) return p;
        if (!strcmp(p->lang, "en")) english = p;
    }
    return english;
}

const char *nonet_technique_page(nonet_technique t, const char *lang) {
    const catalogue_page *page = catalogue_page_of(t, lang);
    return page ? page->path : "docs/techniques/README.md";
}
