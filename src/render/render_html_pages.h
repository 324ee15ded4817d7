/*
** render_html_pages.h -- the walkthrough page's labels (a msgid looked up
** in lang's catalogue, places filled, escaped), each step's link to its
** technique's page and those pages, bundled into the page; used by
** render_html.c (the page, the stage, the steps, the summary) and
** render_html_legend.c (the colours' legends).
*/
#ifndef NONET_RENDER_HTML_PAGES_H
#define NONET_RENDER_HTML_PAGES_H

#include "nonet.h"
#include "strbuf.h"
#include "technique.h"

/* msgid in lang with its places {1}..{n} filled from args, escaped for
** HTML, appended to sb. */
void html_say(strbuf *sb, const char *lang, const char *msgid, int n, const char *const *args);
#define HTML_SAY(sb, lang, msgid, ...) \
    html_say((sb), (lang), (msgid), (int)(sizeof((const char *[]){__VA_ARGS__}) / sizeof(const char *)), \
             (const char *[]){__VA_ARGS__})
/* msgid in lang, escaped, appended (a label without places). */
void html_label(strbuf *sb, const char *lang, const char *msgid);

/* The id of technique t's page within puzzle number's section
** ("p1-t-x_wing") into buf; returns buf. */
const char *html_page_id(char *buf, size_t size, int number, nonet_technique t);
/* The link from a step to its technique's page on this page. */
void html_page_link(strbuf *sb, const nonet_step *step, int number, const char *lang);
/* The pages of the techniques the trace uses, once each, in pipeline
** order: each a closed <details> that the steps' links open. */
void html_technique_pages(strbuf *sb, const nonet_trace *trace, int number, const char *lang);

/* The hardest logic technique of a trace (NULL when none), counting each
** technique's steps into count. */
const technique_row *html_hardest(const nonet_trace *t, size_t count[NONET_T_COUNT_]);

#endif
