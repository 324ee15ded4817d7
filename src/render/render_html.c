/*
** render_html.c -- self-contained HTML pages for learners. Per puzzle: a
** stage that fits one screen (the previous/next buttons and a "Step k of
** N" counter read out by screen readers, the current step's picture of
** the position before it, its caption, which carries aria-current="step":
** the step told in words, the notation beside it, smaller, and a link to
** the technique's page; then a legend of the colours that step uses), then
** the puzzle's grid, a summary of the techniques used (how often, the
** hardest), the legend of every colour, the list of every step's notation,
** each a link to its picture, and the pages of the techniques used
** (render_html_pages.c), which the steps' links open. Arrow keys, Home and
** End move through the steps and keep the stage in view. No network: CSS,
** SVG and a little JavaScript inline. Without JavaScript every step is
** shown in turn. Every label is in the page's language (po/LANG.po).
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
#include "render_html_legend.h"
#include "render_html_pages.h"
#include "step.h"

/* The picture's side follows the screen: at most its natural size, the
** width available and the height left under the buttons, so that picture,
** sentence and buttons fit on a laptop's and a phone's screen. */
static const char page_style[] =
    "body{font-family:'DejaVu Sans',Verdana,'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei','WenQuanYi Micro Hei',sans-serif;max-width:1100px;margin:0 auto;padding:0 12px;"
    "color:#1f2937;line-height:1.4}"
    "h1{font-size:1.2em;margin:.4em 0}h2{font-size:1.1em;margin:.3em 0}"
    "section.puzzle{border-top:2px solid #d1d5db;padding:.3em 0 1em}"
    "nav.pages{display:flex;gap:1.2em;margin:.3em 0}nav.pages a{color:#1d4ed8}"
    ".js .step{display:none}.js .step.current{display:grid}"
    ".step{margin:.3em 0;display:grid;gap:.3em 1.2em;grid-template-columns:auto minmax(0,1fr);grid-template-rows:auto 1fr;"
    "align-items:start}"
    ".step svg.nonet-grid{grid-row:1/span 2;width:min(578px,calc(100vw - 24px),calc(100vh - 7.5em));height:auto}"
    ".line{margin:0;overflow-wrap:anywhere}"
    ".line[aria-current]{background:#fef9c3;outline:2px solid #fde68a;padding:.2em .4em}"
    ".words{font-size:17px;margin:0 0 .3em;max-height:calc(100vh - 16rem);overflow-y:auto}"
    ".notation{font-family:'DejaVu Sans Mono',monospace;font-size:13px;color:#4b5563;margin:0 0 .3em;"
    "max-height:3.2rem;overflow-y:auto}a.page{font-size:15px;color:#1d4ed8}"
    "@media (max-width:760px){.step{grid-template-columns:minmax(0,1fr)}.step svg.nonet-grid{grid-row:auto;"
    "width:min(578px,100%,calc(100vh - 12em))}.words{font-size:16px;max-height:max(5rem,calc(100vh - 100vw - 10rem))}"
    ".notation{font-size:12px}.keys{display:none}}"
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
    ".status{color:#b91c1c;font-weight:bold}.entry{margin:.3em 0}"
    "details.technique{border:1px solid #d1d5db;border-radius:6px;margin:.4em 0;padding:.2em .6em}"
    "details.technique summary{font-weight:bold;cursor:pointer}details.technique:target{outline:2px solid #2563eb}"
    ".page-text pre{overflow-x:auto;font-size:13px;background:#f3f4f6;padding:.3em}.page-text h4{margin:.4em 0}"
    ".page-text h5{font-size:1em;margin:.6em 0 .2em}.only-english{font-style:italic}";

/* Arrow keys (Home, End) drive the section last clicked or focused (the
** first one at start); on a touch screen a sideways swipe over a section
** (at least 40 px, twice as wide as it is high, so that scrolling up and
** down is left alone) moves it a step, leftward to the next as pages turn;
** clicking a line in the list shows that step; a
** link to a technique's page opens it (a closed <details>). The counter's
** words are the section's data-counter, in the page's language. After
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
    "sec.querySelector('.counter').textContent=(sec.dataset.counter||'Step {1} of {2}')"
    ".replace('{1}',k+1).replace('{2}',steps.length);"
    "sec.querySelector('.prev').disabled=k==0;sec.querySelector('.next').disabled=k==steps.length-1;}"
    "function nonetMove(sec,k){nonetShow(sec,k);nonetFit(sec);}"
    "function nonetAt(sec){return parseInt(sec.dataset.current||'0');}"
    "function nonetSteps(root){root.querySelectorAll('section.puzzle').forEach(function(sec){"
    "if(!sec.querySelector('.step'))return;if(!nonetActive||!document.contains(nonetActive))nonetActive=sec;"
    "nonetShow(sec,0);var pick=function(){nonetActive=sec;};"
    "sec.addEventListener('click',pick);sec.addEventListener('focusin',pick);"
    "var sx=null,sy=0;sec.addEventListener('touchstart',function(e){sx=e.touches.length==1?e.touches[0].clientX:null;"
    "sy=sx===null?0:e.touches[0].clientY;},{passive:true});"
    "sec.addEventListener('touchend',function(e){if(sx===null)return;var t=e.changedTouches[0],"
    "dx=t.clientX-sx,dy=t.clientY-sy;sx=null;if(Math.abs(dx)<40||Math.abs(dx)<2*Math.abs(dy))return;"
    "nonetActive=sec;nonetMove(sec,nonetAt(sec)+(dx<0?1:-1));},{passive:true});"
    "sec.querySelector('.prev').onclick=function(){nonetMove(sec,nonetAt(sec)-1)};"
    "sec.querySelector('.next').onclick=function(){nonetMove(sec,nonetAt(sec)+1)};"
    "sec.querySelectorAll('ol.lines a').forEach(function(a,i){a.onclick=function(e){e.preventDefault();"
    "nonetMove(sec,i);};});});}"
    "document.addEventListener('keydown',function(e){var sec=nonetActive;"
    "if(!sec||!document.contains(sec)||e.altKey||e.ctrlKey||e.metaKey||"
    "(e.target.closest&&e.target.closest('[data-own-keys]')))return;"
    "if(e.key=='ArrowRight')nonetMove(sec,nonetAt(sec)+1);else if(e.key=='ArrowLeft')nonetMove(sec,nonetAt(sec)-1);"
    "else if(e.key=='Home')nonetMove(sec,0);else if(e.key=='End')nonetMove(sec,1e9);else return;"
    "e.preventDefault();});"
    "document.addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a[href^=\"#\"]');"
    "var t=a&&document.getElementById(a.getAttribute('href').slice(1));if(t&&t.tagName=='DETAILS')t.open=true;});"
    "nonetSteps(document);";

char *nonet_html_head_lang(const char *title, const char *lang) {
    strbuf sb;
    strbuf_init(&sb);
    strbuf_printf(&sb, "<!DOCTYPE html>\n<html lang=\"%s\"><head><meta charset=\"utf-8\">", nonet_lang_code(lang));
    strbuf_append(&sb, "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>");
    strbuf_xml(&sb, title ? title : "nonet");
    strbuf_printf(&sb, "</title><style>%s</style></head><body>\n<h1>", page_style);
    strbuf_xml(&sb, title ? title : "nonet");
    strbuf_append(&sb, "</h1>\n");
    return strbuf_finish(&sb);
}

char *nonet_html_head(const char *title) { return nonet_html_head_lang(title, "en"); }

char *nonet_html_tail(void) {
    strbuf sb;
    strbuf_init(&sb);
    strbuf_printf(&sb, "<script>%s</script>\n</body></html>\n", page_script);
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


/* A step's notation line, escaped (any length). */
static void html_line(strbuf *sb, const nonet_step *step) {
    char buf[1024], *heap;
    const char *line = render_step_line(step, buf, sizeof buf, &heap);
    if (line) strbuf_xml(sb, line);
    else sb->failed = true;
    free(heap);
}

/* A step's words in lang, escaped (any length). */
static void html_words(strbuf *sb, const nonet_step *step, const char *lang) {
    char buf[2048], *heap;
    const char *words = render_step_words(step, lang, buf, sizeof buf, &heap);
    if (words) strbuf_xml(sb, words);
    else sb->failed = true;
    free(heap);
}

/* A step's caption: its number and words, its notation (which is no
** language's, so it is not translated), the link to its technique's page. */
static void html_caption(strbuf *sb, int number, const nonet_step *step, size_t index, const char *lang) {
    strbuf_printf(sb, "<figcaption class=\"line\"%s><p class=\"words\">%zu. ", index ? "" : " aria-current=\"step\"",
                  index + 1);
    html_words(sb, step, lang);
    strbuf_append(sb, "</p><p class=\"notation\" translate=\"no\"><code>");
    html_line(sb, step);
    strbuf_append(sb, "</code></p>");
    html_page_link(sb, step, number, lang);
    strbuf_append(sb, "</figcaption>\n");
}

/* One step: its picture before it is applied, its caption (the first is
** the current one until the script says otherwise), its legend. */
static void html_step(strbuf *sb, int number, const nonet_grid *g, const nonet_step *step, size_t index,
                      const char *lang) {
    strbuf_printf(sb, "<figure class=\"step\" id=\"p%d-s%zu\" data-step=\"%zu\">\n", number, index + 1, index + 1);
    html_picture(sb, g, step);
    html_caption(sb, number, step, index, lang);
    html_legend(sb, step, lang);
    strbuf_append(sb, "</figure>\n");
}

/* One row of the summary: the technique (a link to its page), its
** rating, how many steps. */
static void summary_row(strbuf *sb, const nonet_technique_info *info, size_t count, int number, const char *lang) {
    char id[64];
    strbuf_printf(sb, "<tr><td><a href=\"#%s\">", html_page_id(id, sizeof id, number, info->technique));
    strbuf_xml(sb, nonet_text(lang, info->name));
    strbuf_printf(sb, "</a></td><td class=\"n\">%.1f</td><td class=\"n\">%zu</td></tr>\n", info->se_rating, count);
}

/* The techniques used, how often, easiest first, and the hardest. */
static void html_summary(strbuf *sb, const nonet_trace *t, int number, const char *lang) {
    size_t count[NONET_T_COUNT_] = {0}, n_rows;
    const technique_row *hardest = html_hardest(t, count), *rows = technique_rows(&n_rows);
    char steps[24], se[16];
    snprintf(steps, sizeof steps, "%zu", nonet_trace_count(t));
    strbuf_append(sb, "<table class=\"summary\"><caption>");
    HTML_SAY(sb, lang, "{1} steps", steps);
    strbuf_append(sb, "</caption>\n<tr><th scope=\"col\">");
    html_label(sb, lang, "technique");
    strbuf_append(sb, "</th><th scope=\"col\">SE</th><th scope=\"col\">");
    html_label(sb, lang, "steps");
    strbuf_append(sb, "</th></tr>\n");
    for (size_t i = 0; i < n_rows; i++)
        if (count[rows[i].info.technique]) summary_row(sb, &rows[i].info, count[rows[i].info.technique], number, lang);
    strbuf_append(sb, "</table>\n");
    if (!hardest) return;
    snprintf(se, sizeof se, "%.1f", hardest->info.se_rating);
    strbuf_append(sb, "<p class=\"hardest\">");
    HTML_SAY(sb, lang, "Hardest: {1} (SE {2})", nonet_text(lang, hardest->info.name), se);
    strbuf_append(sb, "</p>\n");
}

/* The puzzle's grid beside its summary (the page's style hides the
** candidates there: the overview shows the digits only). */
static void html_overview(strbuf *sb, const nonet_grid *grid, const nonet_trace *trace, size_t n, int number,
                          const char *lang) {
    char givens[82];
    nonet_grid_to_string(grid, false, givens);
    strbuf_printf(sb, "<div class=\"top\"><div class=\"overview\">\n<p class=\"givens\"><code>%s</code></p>\n", givens);
    html_picture(sb, grid, NULL);
    strbuf_append(sb, "</div><div>\n");
    if (n) html_summary(sb, trace, number, lang);
    strbuf_append(sb, "</div></div>\n");
}

/* A button of the stage: its class, its spoken label, its words. */
static void nav_button(strbuf *sb, const char *cls, const char *lang, const char *label, const char *words) {
    strbuf_printf(sb, "<button class=\"%s\" type=\"button\" aria-label=\"", cls);
    html_label(sb, lang, label);
    strbuf_append(sb, "\">");
    html_label(sb, lang, words);
    strbuf_append(sb, "</button>");
}

/* The buttons and the counter above the pictures. */
static void html_nav(strbuf *sb, size_t n, const char *lang) {
    char total[24];
    snprintf(total, sizeof total, "%zu", n);
    strbuf_append(sb, "<div class=\"nav\">");
    nav_button(sb, "prev", lang, "previous step", "\xe2\x86\x90 previous");
    nav_button(sb, "next", lang, "next step", "next \xe2\x86\x92");
    strbuf_append(sb, "<span class=\"counter\" aria-live=\"polite\">");
    HTML_SAY(sb, lang, "Step {1} of {2}", "1", total);
    strbuf_append(sb, "</span><span class=\"keys\">");
    html_label(sb, lang, "(keys \xe2\x86\x90 \xe2\x86\x92 Home End)");
    strbuf_append(sb, "</span></div>\n");
}

/* The stage: buttons, then each step with the position before it. */
static void html_steps(strbuf *sb, const nonet_grid *grid, const nonet_trace *trace, int number, const char *lang) {
    size_t n = nonet_trace_count(trace);
    strbuf_append(sb, "<div class=\"stage\">\n");
    html_nav(sb, n, lang);
    nonet_grid work = *grid;
    for (size_t i = 0; i < n; i++) {
        const nonet_step *step = nonet_trace_step(trace, i);
        html_step(sb, number, &work, step, i, lang);
        nonet_step_apply(&work, step);
    }
    strbuf_append(sb, "</div>\n");
}

/* Every step's notation, each a link to its picture. */
static void html_lines(strbuf *sb, const nonet_trace *trace, int number, const char *lang) {
    size_t n = nonet_trace_count(trace);
    strbuf_append(sb, "<h3>");
    html_label(sb, lang, "All steps");
    strbuf_append(sb, "</h3>\n<ol class=\"lines\" translate=\"no\">\n");
    for (size_t i = 0; i < n; i++) {
        strbuf_printf(sb, "<li><a href=\"#p%d-s%zu\">", number, i + 1);
        html_line(sb, nonet_trace_step(trace, i));
        strbuf_append(sb, "</a></li>\n");
    }
    strbuf_append(sb, "</ol>\n");
}

/* The section's opening: its number, the counter's words for the script. */
static void html_section_open(strbuf *sb, int number, size_t n, const char *lang) {
    char num[16];
    snprintf(num, sizeof num, "%d", number);
    strbuf_printf(sb, "<section class=\"puzzle\" id=\"puzzle-%d\" data-steps=\"%zu\" data-counter=\"", number, n);
    html_label(sb, lang, "Step {1} of {2}");
    strbuf_append(sb, "\" aria-label=\"");
    HTML_SAY(sb, lang, "puzzle {1}", num);
    strbuf_append(sb, "\">\n<h2>");
    HTML_SAY(sb, lang, "Puzzle {1}", num);
    strbuf_append(sb, "</h2>\n");
}

/* What follows the stage and the overview: the legend of every colour,
** the list of steps, the techniques' pages. */
static void html_after(strbuf *sb, const nonet_trace *trace, int number, const char *lang) {
    strbuf_append(sb, "<details><summary>");
    html_label(sb, lang, "Every colour");
    strbuf_append(sb, "</summary>\n");
    html_legend(sb, NULL, lang);
    strbuf_append(sb, "</details>\n");
    html_lines(sb, trace, number, lang);
    html_technique_pages(sb, trace, number, lang);
}

char *nonet_html_puzzle_lang(const nonet_grid *grid, const nonet_trace *trace, int number, const char *lang) {
    strbuf sb;
    strbuf_init(&sb);
    lang = nonet_lang_code(lang);
    size_t n = grid && trace ? nonet_trace_count(trace) : 0;
    html_section_open(&sb, number, n, lang);
    nonet_status st = grid && trace ? nonet_trace_status(trace) : NONET_INVALID;
    if (st != NONET_OK) {
        strbuf_append(&sb, "<p class=\"status\">");
        html_label(&sb, lang, nonet_strerror(st));
        strbuf_append(&sb, "</p>\n");
    }
    if (n) html_steps(&sb, grid, trace, number, lang);
    if (grid) html_overview(&sb, grid, trace, n, number, lang);
    if (n) html_after(&sb, trace, number, lang);
    strbuf_append(&sb, "</section>\n");
    return strbuf_finish(&sb);
}

char *nonet_html_puzzle(const nonet_grid *grid, const nonet_trace *trace, int number) {
    return nonet_html_puzzle_lang(grid, trace, number, "en");
}
