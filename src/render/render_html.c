/*
** render_html.c -- self-contained HTML pages for learners. Per puzzle: a
** stage that fits one screen (the previous/next buttons and a "Step k of
** N" counter read out by screen readers, the current step's picture of
** the position before it, its sentence, which carries aria-current="step",
** and a legend of the colours that step uses), then the puzzle's grid, a
** summary of the techniques used (how often, the hardest), the legend of
** every colour, and the list of every step's sentence, each a link to its
** picture. Arrow keys, Home and End move through the steps and keep the
** stage in view. No network: CSS, SVG and a little JavaScript inline.
** Without JavaScript every step is shown in turn.
**
** A page is built in parts (head, one section per puzzle, tail) so that a
** caller can write a batch as it goes; a batch of puzzles gets one page
** each, joined by links (nonet_html_links) and an index page of entries
** (nonet_html_index_entry), so that no page grows with the batch.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grid.h"
#include "json.h"
#include "render_style.h"
#include "step.h"
#include "technique.h"
#include "strbuf.h"

/* The picture's side follows the screen: at most its natural size, the
** width available and the height left under the buttons, so that picture,
** sentence and buttons fit on a laptop's and a phone's screen. */
static const char page_style[] =
    "body{font-family:'DejaVu Sans',Verdana,sans-serif;max-width:1100px;margin:0 auto;padding:0 12px;"
    "color:#1f2937;line-height:1.4}"
    "h1{font-size:1.2em;margin:.4em 0}h2{font-size:1.1em;margin:.3em 0}"
    "section.puzzle{border-top:2px solid #d1d5db;padding:.3em 0 1em}"
    "nav.pages{display:flex;gap:1.2em;margin:.3em 0}nav.pages a{color:#1d4ed8}"
    ".js .step{display:none}.js .step.current{display:grid}"
    ".step{margin:.3em 0;display:grid;gap:.3em 1.2em;grid-template-columns:auto minmax(0,1fr);grid-template-rows:auto 1fr;"
    "align-items:start}"
    ".step svg.nonet-grid{grid-row:1/span 2;width:min(578px,calc(100vw - 24px),calc(100vh - 7.5em));height:auto}"
    ".line{font-family:'DejaVu Sans Mono',monospace;font-size:15px;margin:0;overflow-wrap:anywhere}"
    ".line[aria-current]{background:#fef9c3;outline:2px solid #fde68a;padding:.2em .3em}"
    "@media (max-width:760px){.step{grid-template-columns:minmax(0,1fr)}.step svg.nonet-grid{grid-row:auto;"
    "width:min(578px,100%,calc(100vh - 12em))}.line{font-size:14px}.keys{display:none}}"
    ".nav{display:flex;flex-wrap:wrap;align-items:center;gap:.5em;margin:.3em 0}"
    ".nav button{font-size:16px;padding:.3em .8em;border:1px solid #9ca3af;border-radius:6px;background:#f9fafb;"
    "cursor:pointer}.nav button:focus-visible{outline:3px solid #2563eb}"
    ".counter{font-weight:bold}"
    "table{border-collapse:collapse}td,th{border:1px solid #d1d5db;padding:2px 8px;text-align:left}"
    "td.n{text-align:right}.givens code{overflow-wrap:anywhere;word-break:break-all}"
    ".top{display:flex;flex-wrap:wrap;gap:1.5em;align-items:flex-start}"
    ".overview{min-width:0;max-width:100%}.overview svg{width:min(420px,100%);height:auto}.overview text.cand{display:none}"
    "ol.lines{font-family:'DejaVu Sans Mono',monospace;font-size:13px;padding-left:3em;overflow-wrap:anywhere}"
    "ol.lines a{color:#1f2937;text-decoration:none}ol.lines li.current{background:#fef9c3}"
    ".legend{list-style:none;padding:0;margin:0;font-size:14px;display:flex;flex-wrap:wrap;gap:.2em 1em}"
    ".legend li{display:inline-flex;align-items:center;gap:.35em}.legend li.note{display:block;flex-basis:100%}"
    ".sw{display:inline-block;width:16px;height:16px;vertical-align:middle;flex:none}"
    ".status{color:#b91c1c;font-weight:bold}.entry{margin:.3em 0}";

/* Arrow keys (Home, End) drive the section last clicked or focused (the
** first one at start); clicking a line in the list shows that step. After
** each move the stage is scrolled just enough to show the buttons, the
** picture and the sentence. nonetSteps(root) sets up the sections under
** root, so that a page that adds a section later (the web app) can call
** it; keys typed inside an element marked data-own-keys are left alone. */
static const char page_script[] =
    "document.body.classList.add('js');var nonetActive=null;"
    "function nonetFit(sec){var nav=sec.querySelector('.nav'),cap=sec.querySelector('.step.current .line');"
    "if(!cap)return;var top=nav.getBoundingClientRect().top,bottom=cap.getBoundingClientRect().bottom;"
    "if(top<0||bottom>innerHeight)scrollBy(0,bottom-top>innerHeight?top-4:"
    "(top<0?top-4:bottom-innerHeight+8));}"
    "function nonetShow(sec,k){var steps=sec.querySelectorAll('.step');if(!steps.length)return;"
    "k=Math.max(0,Math.min(steps.length-1,k));sec.dataset.current=k;"
    "steps.forEach(function(s,i){s.classList.toggle('current',i==k);var l=s.querySelector('.line');"
    "if(i==k)l.setAttribute('aria-current','step');else l.removeAttribute('aria-current');});"
    "sec.querySelectorAll('ol.lines li').forEach(function(s,i){s.classList.toggle('current',i==k)});"
    "sec.querySelector('.counter').textContent='Step '+(k+1)+' of '+steps.length;"
    "sec.querySelector('.prev').disabled=k==0;sec.querySelector('.next').disabled=k==steps.length-1;}"
    "function nonetMove(sec,k){nonetShow(sec,k);nonetFit(sec);}"
    "function nonetAt(sec){return parseInt(sec.dataset.current||'0');}"
    "function nonetSteps(root){root.querySelectorAll('section.puzzle').forEach(function(sec){"
    "if(!sec.querySelector('.step'))return;if(!nonetActive||!document.contains(nonetActive))nonetActive=sec;"
    "nonetShow(sec,0);var pick=function(){nonetActive=sec;};"
    "sec.addEventListener('click',pick);sec.addEventListener('focusin',pick);"
    "sec.querySelector('.prev').onclick=function(){nonetMove(sec,nonetAt(sec)-1)};"
    "sec.querySelector('.next').onclick=function(){nonetMove(sec,nonetAt(sec)+1)};"
    "sec.querySelectorAll('ol.lines a').forEach(function(a,i){a.onclick=function(e){e.preventDefault();"
    "nonetMove(sec,i);};});});}"
    "document.addEventListener('keydown',function(e){var sec=nonetActive;"
    "if(!sec||!document.contains(sec)||e.altKey||e.ctrlKey||e.metaKey||"
    "(e.target.closest&&e.target.closest('[data-own-keys]')))return;"
    "if(e.key=='ArrowRight')nonetMove(sec,nonetAt(sec)+1);else if(e.key=='ArrowLeft')nonetMove(sec,nonetAt(sec)-1);"
    "else if(e.key=='Home')nonetMove(sec,0);else if(e.key=='End')nonetMove(sec,1e9);else return;"
    "e.preventDefault();});nonetSteps(document);";

char *nonet_html_head(const char *title) {
    strbuf sb;
    strbuf_init(&sb);
    strbuf_append(&sb, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                       "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>");
    strbuf_xml(&sb, title ? title : "nonet");
    strbuf_printf(&sb, "</title><style>%s</style></head><body>\n<h1>", page_style);
    strbuf_xml(&sb, title ? title : "nonet");
    strbuf_append(&sb, "</h1>\n");
    return strbuf_finish(&sb);
}

char *nonet_html_tail(void) {
    strbuf sb;
    strbuf_init(&sb);
    strbuf_printf(&sb, "<script>%s</script>\n</body></html>\n", page_script);
    return strbuf_finish(&sb);
}

/* ---- the legend ---- */

/* How a legend item's swatch is drawn: a disc, a square tint, a disc
** ringed in blue (placed) or struck in red (eliminated), as in the picture. */
typedef enum swatch_kind { SW_DISC, SW_SQUARE, SW_PLACE, SW_ELIM } swatch_kind;

/* One legend item: a swatch and its words. */
static void legend_item(strbuf *sb, swatch_kind kind, const char *fill, const char *words) {
    strbuf_append(sb, "<li><svg class=\"sw\" viewBox=\"0 0 20 20\" aria-hidden=\"true\">");
    if (kind == SW_SQUARE) strbuf_printf(sb, "<rect x=\"1\" y=\"1\" width=\"18\" height=\"18\" fill=\"%s\"/>", fill);
    else strbuf_printf(sb, "<circle cx=\"10\" cy=\"10\" r=\"8.5\" fill=\"%s\"%s/>", fill,
                       kind == SW_PLACE ? " stroke=\"" STYLE_PLACE_INK "\" stroke-width=\"2\"" : "");
    if (kind == SW_ELIM)
        strbuf_append(sb, "<line x1=\"4\" y1=\"16\" x2=\"16\" y2=\"4\" stroke=\"" STYLE_ELIM_INK "\" stroke-width=\"2.5\"/>");
    strbuf_printf(sb, "</svg>%s</li>", words);
}

/* A link drawn as in the picture, solid or dashed. */
static void legend_link(strbuf *sb, bool strong) {
    strbuf_printf(sb, "<li><svg class=\"sw\" viewBox=\"0 0 24 20\" style=\"width:24px\" aria-hidden=\"true\">"
                      "<path d=\"M1,10 H23\" stroke=\"" STYLE_LINK_INK "\" stroke-width=\"2.5\"%s/></svg>%s</li>",
                  strong ? "" : " stroke-dasharray=\"5,3\"",
                  strong ? "strong link (=): if one end is false, the other is true"
                         : "weak link (-): if one end is true, the other is false");
}

#define ELIM_WORDS "eliminated (always red and struck, whatever else it is)"

/* The chain's reading, which gives on and off their meaning. */
static const char chain_note[] =
    "<li class=\"note\">Read the chain from its start: a strong link leads from off to on, a weak link "
    "from on to off.</li>";

/* The styles the step's marks use (each once, in order), not counting
** candidates it eliminates or places (drawn as such). Returns how many. */
static int used_styles(const nonet_step *s, const style_entry *out[], int max) {
    int n = 0;
    for (int i = 0; i < s->n_marks; i++) {
        const nonet_mark *m = &s->marks[i];
        if (step_lists_candidate(s->eliminations, s->n_eliminations, m->cell, m->digit) ||
            step_lists_candidate(s->placements, s->n_placements, m->cell, m->digit))
            continue;
        const style_entry *e = style_of_mark(s, m->role);
        int k = 0;
        while (k < n && out[k] != e) k++;
        if (k == n && n < max) out[n++] = e;
    }
    return n;
}

/* The unit tints the step uses, once each ("base unit"). */
static void legend_units(strbuf *sb, const nonet_step *s) {
    const style_entry *seen[NONET_STEP_MAX_UNITS];
    int n = 0;
    for (int i = 0; i < s->n_units; i++) {
        const style_entry *e = style_of_unit(s->units[i].role);
        int k = 0;
        while (k < n && seen[k] != e) k++;
        if (k < n) continue;
        seen[n++] = e;
        char words[64];
        snprintf(words, sizeof words, "%s unit (row, column or box)", e->label);
        legend_item(sb, SW_SQUARE, e->fill, words);
    }
}

/* The legend of one step: only what its picture uses. */
static void legend_step(strbuf *sb, const nonet_step *s) {
    const style_entry *styles[16];
    int n = used_styles(s, styles, 16);
    for (int i = 0; i < n; i++) legend_item(sb, SW_DISC, styles[i]->fill, styles[i]->label);
    legend_units(sb, s);
    if (s->n_cells) legend_item(sb, SW_SQUARE, STYLE_CELL_FILL, "cell of the pattern");
    if (s->n_eliminations) legend_item(sb, SW_ELIM, STYLE_ELIM_FILL, ELIM_WORDS);
    if (s->n_placements) legend_item(sb, SW_PLACE, STYLE_PLACE_FILL, "placed");
    bool strong = false, weak = false;
    for (int i = 0; i < s->n_links; i++) {
        strong = strong || s->links[i].strong;
        weak = weak || !s->links[i].strong;
    }
    if (strong) legend_link(sb, true);
    if (weak) legend_link(sb, false);
    if (style_is_chain(s)) strbuf_append(sb, chain_note);
}

/* The legend of every colour a picture can use. */
static void legend_all(strbuf *sb) {
    int n;
    const style_entry *all = style_all(&n);
    for (int i = 0; i < n; i++) legend_item(sb, SW_DISC, all[i].fill, all[i].label);
    legend_item(sb, SW_SQUARE, all[1].fill, "unit of the pattern, tinted in its role's colour");
    legend_item(sb, SW_SQUARE, STYLE_CELL_FILL, "cell of the pattern");
    legend_item(sb, SW_ELIM, STYLE_ELIM_FILL, ELIM_WORDS);
    legend_item(sb, SW_PLACE, STYLE_PLACE_FILL, "placed");
    legend_link(sb, true);
    legend_link(sb, false);
    strbuf_append(sb, "<li><b>5</b>&#xa0;given, <span style=\"color:" STYLE_PLACE_INK "\">5</span>&#xa0;placed "
                      "by an earlier step</li>");
    strbuf_append(sb, chain_note);
}

static void html_legend(strbuf *sb, const nonet_step *step) {
    strbuf_printf(sb, "<ul class=\"legend\" aria-label=\"%s\">", step ? "colours in this step" : "every colour");
    if (step) legend_step(sb, step);
    else legend_all(sb);
    strbuf_append(sb, "</ul>\n");
}

char *nonet_html_legend(const nonet_step *step) {
    strbuf sb;
    strbuf_init(&sb);
    html_legend(&sb, step);
    return strbuf_finish(&sb);
}

/* ---- one puzzle ---- */

/* Append the SVG of a step (or of the position when step is NULL). */
static void html_picture(strbuf *sb, const nonet_grid *g, const nonet_step *step) {
    char *svg = nonet_step_svg(g, step);
    if (!svg) {
        sb->failed = true;
        return;
    }
    strbuf_append(sb, svg);
    free(svg);
}

/* A step's line, escaped (any length). */
static void html_line(strbuf *sb, const nonet_step *step) {
    char buf[1024], *heap;
    const char *line = render_step_line(step, buf, sizeof buf, &heap);
    if (line) strbuf_xml(sb, line);
    else sb->failed = true;
    free(heap);
}

/* One step: its picture before it is applied, its sentence (the first
** is the current one until the script says otherwise), its legend. */
static void html_step(strbuf *sb, int number, const nonet_grid *g, const nonet_step *step, size_t index) {
    strbuf_printf(sb, "<figure class=\"step\" id=\"p%d-s%zu\" data-step=\"%zu\">\n", number, index + 1, index + 1);
    html_picture(sb, g, step);
    strbuf_printf(sb, "<figcaption class=\"line\"%s>%zu. ", index ? "" : " aria-current=\"step\"", index + 1);
    html_line(sb, step);
    strbuf_append(sb, "</figcaption>\n");
    html_legend(sb, step);
    strbuf_append(sb, "</figure>\n");
}

/* The hardest logic technique of a trace (NULL when none). */
static const technique_row *hardest_of(const nonet_trace *t, size_t count[NONET_T_COUNT_]) {
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

/* The techniques used, how often, easiest first, and the hardest. */
static void html_summary(strbuf *sb, const nonet_trace *t) {
    size_t count[NONET_T_COUNT_] = {0}, n_rows;
    const technique_row *hardest = hardest_of(t, count), *rows = technique_rows(&n_rows);
    strbuf_printf(sb, "<table class=\"summary\"><caption>%zu steps</caption>\n"
                      "<tr><th scope=\"col\">technique</th><th scope=\"col\">SE</th><th scope=\"col\">steps</th></tr>\n",
                  nonet_trace_count(t));
    for (size_t i = 0; i < n_rows; i++) {
        const nonet_technique_info *info = &rows[i].info;
        if (count[info->technique])
            strbuf_printf(sb, "<tr><td>%s</td><td class=\"n\">%.1f</td><td class=\"n\">%zu</td></tr>\n", info->name,
                          info->se_rating, count[info->technique]);
    }
    strbuf_append(sb, "</table>\n");
    if (hardest) strbuf_printf(sb, "<p class=\"hardest\">Hardest: %s (SE %.1f)</p>\n", hardest->info.name,
                               hardest->info.se_rating);
}

/* The puzzle's grid beside its summary (the page's style hides the
** candidates there: the overview shows the digits only). */
static void html_overview(strbuf *sb, const nonet_grid *grid, const nonet_trace *trace, size_t n) {
    char givens[82];
    nonet_grid_to_string(grid, false, givens);
    strbuf_printf(sb, "<div class=\"top\"><div class=\"overview\">\n<p class=\"givens\"><code>%s</code></p>\n", givens);
    html_picture(sb, grid, NULL);
    strbuf_append(sb, "</div><div>\n");
    if (n) html_summary(sb, trace);
    strbuf_append(sb, "</div></div>\n");
}

/* The buttons and the counter above the pictures. */
static void html_nav(strbuf *sb, size_t n) {
    strbuf_printf(sb, "<div class=\"nav\"><button class=\"prev\" type=\"button\" aria-label=\"previous step\">"
                      "&#x2190; previous</button><button class=\"next\" type=\"button\" aria-label=\"next step\">"
                      "next &#x2192;</button><span class=\"counter\" aria-live=\"polite\">Step 1 of %zu</span>"
                      "<span class=\"keys\">(keys &#x2190; &#x2192; Home End)</span></div>\n", n);
}

/* The stage: buttons, then each step with the position before it. */
static void html_steps(strbuf *sb, const nonet_grid *grid, const nonet_trace *trace, int number) {
    size_t n = nonet_trace_count(trace);
    strbuf_append(sb, "<div class=\"stage\">\n");
    html_nav(sb, n);
    nonet_grid work = *grid;
    for (size_t i = 0; i < n; i++) {
        const nonet_step *step = nonet_trace_step(trace, i);
        html_step(sb, number, &work, step, i);
        nonet_step_apply(&work, step);
    }
    strbuf_append(sb, "</div>\n");
}

/* Every step's sentence, each a link to its picture. */
static void html_lines(strbuf *sb, const nonet_trace *trace, int number) {
    size_t n = nonet_trace_count(trace);
    strbuf_append(sb, "<h3>All steps</h3>\n<ol class=\"lines\">\n");
    for (size_t i = 0; i < n; i++) {
        strbuf_printf(sb, "<li><a href=\"#p%d-s%zu\">", number, i + 1);
        html_line(sb, nonet_trace_step(trace, i));
        strbuf_append(sb, "</a></li>\n");
    }
    strbuf_append(sb, "</ol>\n");
}

char *nonet_html_puzzle(const nonet_grid *grid, const nonet_trace *trace, int number) {
    strbuf sb;
    strbuf_init(&sb);
    size_t n = grid && trace ? nonet_trace_count(trace) : 0;
    strbuf_printf(&sb, "<section class=\"puzzle\" id=\"puzzle-%d\" data-steps=\"%zu\" aria-label=\"puzzle %d\">\n"
                       "<h2>Puzzle %d</h2>\n", number, n, number, number);
    nonet_status st = grid && trace ? nonet_trace_status(trace) : NONET_INVALID;
    if (st != NONET_OK) strbuf_printf(&sb, "<p class=\"status\">%s</p>\n", nonet_strerror(st));
    if (n) html_steps(&sb, grid, trace, number);
    if (grid) html_overview(&sb, grid, trace, n);
    if (n) {
        strbuf_append(&sb, "<details><summary>Every colour</summary>\n");
        html_legend(&sb, NULL);
        strbuf_append(&sb, "</details>\n");
        html_lines(&sb, trace, number);
    }
    strbuf_append(&sb, "</section>\n");
    return strbuf_finish(&sb);
}

/* ---- a batch: pages joined by links, and an index ---- */

/* One link of the bar, when href is given. */
static void html_link(strbuf *sb, const char *href, const char *words) {
    if (!href) return;
    strbuf_append(sb, "<a href=\"");
    strbuf_xml(sb, href);
    strbuf_printf(sb, "\">%s</a>", words);
}

char *nonet_html_links(const char *index, const char *prev, const char *next) {
    strbuf sb;
    strbuf_init(&sb);
    strbuf_append(&sb, "<nav class=\"pages\" aria-label=\"puzzles\">");
    html_link(&sb, index, "all puzzles");
    html_link(&sb, prev, "&#x2190; previous puzzle");
    html_link(&sb, next, "next puzzle &#x2192;");
    strbuf_append(&sb, "</nav>\n");
    return strbuf_finish(&sb);
}

char *nonet_html_index_entry(const nonet_grid *grid, const nonet_trace *trace, int number, const char *href) {
    strbuf sb;
    strbuf_init(&sb);
    strbuf_append(&sb, "<p class=\"entry\">");
    char words[32];
    snprintf(words, sizeof words, "Puzzle %d", number);
    html_link(&sb, href, words);
    nonet_status st = grid && trace ? nonet_trace_status(trace) : NONET_INVALID;
    size_t count[NONET_T_COUNT_] = {0};
    const technique_row *hardest = st == NONET_OK ? hardest_of(trace, count) : NULL;
    if (st != NONET_OK) strbuf_printf(&sb, ": <span class=\"status\">%s</span>", nonet_strerror(st));
    else strbuf_printf(&sb, ": %zu steps", nonet_trace_count(trace));
    if (hardest) strbuf_printf(&sb, ", hardest %s (SE %.1f)", hardest->info.name, hardest->info.se_rating);
    strbuf_append(&sb, "</p>\n");
    return strbuf_finish(&sb);
}
