/*
** render_html_pages.c -- what joins the walkthrough page to other text:
** the labels (msgids from the catalogues, render_html.h), each step's link
** to its technique's page, and those pages themselves, bundled into the
** page (one closed section per technique the solve uses, the text made
** from docs/techniques/[LANG/]ID.md at build time by scripts/po2c.py), so
** that a learner who saved the page, or mailed it, still opens them with
** no network and no docs tree beside it. Then a batch's links between its
** pages and the entries of its index.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalogue.h"
#include "render_html_pages.h"
#include "step.h"
#include "text_buf.h"
#include "words.h"

void html_say(strbuf *sb, const char *lang, const char *msgid, int n, const char *const *args) {
    char buf[512], *heap = NULL;
    text_buf tb;
    tb_init(&tb, buf, sizeof buf);
    words w = {&tb, nonet_lang_code(lang)};
    w_say(&w, msgid, n, args);
    if (tb.len >= sizeof buf) {
        size_t need = tb.len + 1;
        if (!(heap = malloc(need))) {
            sb->failed = true;
            return;
        }
        tb_init(&tb, heap, need);
        w_say(&w, msgid, n, args);
    }
    strbuf_xml(sb, heap ? heap : buf);
    free(heap);
}

void html_label(strbuf *sb, const char *lang, const char *msgid) { strbuf_xml(sb, nonet_text(lang, msgid)); }

const char *html_page_id(char *buf, size_t size, int number, nonet_technique t) {
    const nonet_technique_info *info = nonet_technique_info_of(t);
    snprintf(buf, size, "p%d-t-%s", number, info ? info->id : "none");
    return buf;
}

/* The technique's name in lang. */
static const char *technique_name(nonet_technique t, const char *lang) {
    const nonet_technique_info *info = nonet_technique_info_of(t);
    return nonet_text(lang, info ? info->name : "?");
}

void html_page_link(strbuf *sb, const nonet_step *step, int number, const char *lang) {
    char id[64];
    if (!catalogue_page_of(step->technique, lang)) return;
    strbuf_printf(sb, "<a class=\"page\" href=\"#%s\">", html_page_id(id, sizeof id, number, step->technique));
    HTML_SAY(sb, lang, "How {1} works", technique_name(step->technique, lang));
    strbuf_append(sb, "</a>");
}

/* One technique's page: a closed section with its name, the page's text
** (marked English where lang has no page of its own yet), and a link back
** to the steps. */
static void technique_page(strbuf *sb, nonet_technique t, int number, const char *lang) {
    const catalogue_page *page = catalogue_page_of(t, lang);
    if (!page) return;
    char id[64];
    strbuf_printf(sb, "<details class=\"technique\" id=\"%s\"><summary>", html_page_id(id, sizeof id, number, t));
    strbuf_xml(sb, technique_name(t, lang));
    strbuf_append(sb, "</summary>\n");
    bool english = strcmp(page->lang, nonet_lang_code(lang)) != 0;
    if (english) {
        strbuf_append(sb, "<p class=\"only-english\">");
        html_label(sb, lang, "This page has no translation yet; here it is in English.");
        strbuf_append(sb, "</p>\n");
    }
    strbuf_printf(sb, "<div class=\"page-text\" lang=\"%s\" data-source=\"", page->lang);
    strbuf_xml(sb, page->path);
    strbuf_printf(sb, "\">\n%s</div>\n<p><a href=\"#puzzle-%d\">", page->html, number);
    html_label(sb, lang, "Back to the steps");
    strbuf_append(sb, "</a></p></details>\n");
}

void html_technique_pages(strbuf *sb, const nonet_trace *trace, int number, const char *lang) {
    bool used[NONET_T_COUNT_] = {false};
    size_t n = nonet_trace_count(trace), n_rows;
    for (size_t i = 0; i < n; i++) used[nonet_trace_step(trace, i)->technique] = true;
    strbuf_append(sb, "<section class=\"techniques\">\n<h3>");
    html_label(sb, lang, "How the techniques work");
    strbuf_append(sb, "</h3>\n");
    const technique_row *rows = technique_rows(&n_rows);
    for (size_t i = 0; i < n_rows; i++)
        if (used[rows[i].info.technique]) technique_page(sb, rows[i].info.technique, number, lang);
    strbuf_append(sb, "</section>\n");
}

const technique_row *html_hardest(const nonet_trace *t, size_t count[NONET_T_COUNT_]) {
    size_t n_rows, n = nonet_trace_count(t);
    for (size_t i = 0; i < n; i++) count[nonet_trace_step(t, i)->technique]++;
    const technique_row *rows = technique_rows(&n_rows), *hardest = NULL;
    for (size_t i = 0; i < n_rows; i++) {
        const nonet_technique_info *info = &rows[i].info;
        if (count[info->technique] && !(info->flags & NONET_TF_FALLBACK) &&
            (!hardest || info->se_rating > hardest->info.se_rating))
            hardest = &rows[i];
    }
    return hardest;
}

/* ---- a batch: pages joined by links, and an index ---- */

/* One link of the bar, when href is given. */
static void html_link(strbuf *sb, const char *href, const char *lang, const char *msgid) {
    if (!href) return;
    strbuf_append(sb, "<a href=\"");
    strbuf_xml(sb, href);
    strbuf_append(sb, "\">");
    html_label(sb, lang, msgid);
    strbuf_append(sb, "</a>");
}

char *nonet_html_links_lang(const char *index, const char *prev, const char *next, const char *lang) {
    strbuf sb;
    strbuf_init(&sb);
    strbuf_append(&sb, "<nav class=\"pages\" aria-label=\"");
    html_label(&sb, lang, "puzzles");
    strbuf_append(&sb, "\">");
    html_link(&sb, index, lang, "all puzzles");
    html_link(&sb, prev, lang, "\xe2\x86\x90 previous puzzle");
    html_link(&sb, next, lang, "next puzzle \xe2\x86\x92");
    strbuf_append(&sb, "</nav>\n");
    return strbuf_finish(&sb);
}

char *nonet_html_links(const char *index, const char *prev, const char *next) {
    return nonet_html_links_lang(index, prev, next, "en");
}

/* "Puzzle 3": the entry's link to its page. */
static void entry_link(strbuf *sb, int number, const char *href, const char *lang) {
    char num[16];
    snprintf(num, sizeof num, "%d", number);
    strbuf_append(sb, "<a href=\"");
    strbuf_xml(sb, href);
    strbuf_append(sb, "\">");
    HTML_SAY(sb, lang, "Puzzle {1}", num);
    strbuf_append(sb, "</a>");
}

char *nonet_html_index_entry_lang(const nonet_grid *grid, const nonet_trace *trace, int number, const char *href,
                                  const char *lang) {
    strbuf sb;
    strbuf_init(&sb);
    strbuf_append(&sb, "<p class=\"entry\">");
    if (href) entry_link(&sb, number, href, lang);
    nonet_status st = grid && trace ? nonet_trace_status(trace) : NONET_INVALID;
    size_t count[NONET_T_COUNT_] = {0};
    const technique_row *hardest = st == NONET_OK ? html_hardest(trace, count) : NULL;
    char steps[24], se[16];
    if (st != NONET_OK) {
        strbuf_append(&sb, ": <span class=\"status\">");
        html_label(&sb, lang, nonet_strerror(st));
        strbuf_append(&sb, "</span>");
    } else {
        snprintf(steps, sizeof steps, "%zu", nonet_trace_count(trace));
        HTML_SAY(&sb, lang, ": {1} steps", steps);
    }
    if (hardest) {
        snprintf(se, sizeof se, "%.1f", hardest->info.se_rating);
        HTML_SAY(&sb, lang, ", hardest {1} (SE {2})", nonet_text(lang, hardest->info.name), se);
    }
    strbuf_append(&sb, "</p>\n");
    return strbuf_finish(&sb);
}

char *nonet_html_index_entry(const nonet_grid *grid, const nonet_trace *trace, int number, const char *href) {
    return nonet_html_index_entry_lang(grid, trace, number, href, "en");
}
