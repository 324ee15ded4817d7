/*
** catalogue.h -- the message catalogues compiled into the library: one table
** per language, made at build time by scripts/po2c.py from po/LANG.po (so
** adding a language is adding one .po file), and the technique pages found
** under docs/techniques/ (LANG/ID.md beside ID.md). English is the msgids.
*/
#ifndef NONET_CATALOGUE_H
#define NONET_CATALOGUE_H

#include <stddef.h>
#include <stdint.h>

#include "nonet.h"

typedef struct catalogue_entry {
    const char *msgid, *msgstr;
} catalogue_entry;

typedef struct catalogue_lang {
    const char *lang;               /* "zh" */
    const catalogue_entry *entries; /* sorted by msgid, bytewise */
    size_t n;
    const uint16_t *slots; /* open-addressed by catalogue_hash: index + 1, 0 empty */
    size_t mask;           /* the slots' count - 1 (a power of two - 1) */
} catalogue_lang;

typedef struct catalogue_page {
    const char *lang, *id, *path; /* "zh", "x_wing", "docs/techniques/zh/x_wing.md" */
    const char *html; /* the page's text for learners as HTML (po2c.py's md_html) */
} catalogue_page;

/* Both end with an entry whose lang is NULL (the generated catalogue.c);
** the pages are sorted by id (bytewise), each id's English page first, and
** number catalogue_n_pages. */
extern const catalogue_lang catalogue_langs[];
extern const catalogue_page catalogue_pages[];
extern const size_t catalogue_n_pages;

/* The hash the slots are placed by (po2c.py's msgid_hash): FNV-1a over
** the length of msgid (n bytes) and a few of its bytes. */
uint32_t catalogue_hash(const char *msgid, size_t n);

/* The catalogue of lang ("zh", "zh_CN.UTF-8"), or NULL for English and
** for languages without one. */
const catalogue_lang *catalogue_find(const char *lang);

/* The page of technique t in lang's language where it has one, else the
** English page; NULL for a technique without a page. */
const catalogue_page *catalogue_page_of(nonet_technique t, const char *lang);

#endif
