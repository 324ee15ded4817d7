/*
** render_html.c -- one self-contained HTML page for learners. Per puzzle:
** the puzzle's grid and a summary of the techniques used (how often, the
** hardest), then each step as an SVG picture of the position before it
** with its explanation line as the caption, previous/next buttons, arrow
** keys (Home and End too), a "Step k of N" counter read out by screen
** readers, and the list of every step's line, each a link to its picture.
** A legend says what the colours mean. No network: CSS, SVG and a little
** JavaScript inline. Without JavaScript every step is shown in turn.
**
** The page is built in three parts (head, one section per puzzle, tail) so
** that a caller can write a batch as it goes.
*/
#include <stdlib.h>
#include <string.h>

#include "grid.h"
#include "json.h"
#include "technique.h"
#include "strbuf.h"

static const char page_style[] =
    "body{font-family:'DejaVu Sans',Verdana,sans-serif;max-width:980px;margin:1em auto;padding:0 1em;"
    "color:#1f2937;line-height:1.4}"
    "h1{font-size:1.6em}h2{margin:.2em 0}"
    "section.puzzle{border-top:2px solid #d1d5db;padding:1em 0}"
    ".top{display:flex;flex-wrap:wrap;gap:1.5em;align-items:flex-start}"
    ".overview svg{width:300px;height:auto}.overview text.cand{display:none}"
    ".js .step{display:none}.js .step.current{display:block}"
    ".step{margin:.5em 0}.step svg{width:100%;max-width:578px;height:auto}"
    ".line{font-family:'DejaVu Sans Mono',monospace;font-size:15px;margin:.4em 0;min-height:2.4em;"
    "max-width:578px;overflow-wrap:anywhere}"
    ".nav{display:flex;align-items:center;gap:.6em;margin:.6em 0}"
    ".nav button{font-size:16px;padding:.3em .8em;border:1px solid #9ca3af;border-radius:6px;background:#f9fafb;"
    "cursor:pointer}.nav button:focus-visible{outline:3px solid #2563eb}"
    ".counter{font-weight:bold}"
    "table{border-collapse:collapse}td,th{border:1px solid #d1d5db;padding:2px 8px;text-align:left}"
    "td.n{text-align:right}"
    "ol.lines{font-family:'DejaVu Sans Mono',monospace;font-size:13px;padding-left:3em}"
    "ol.lines a{color:#1f2937;text-decoration:none}ol.lines li.current{background:#fef9c3}"
    ".legend{display:flex;flex-wrap:wrap;gap:.4em 1.2em;font-size:14px;margin:.5em 0 1em}"
    ".legend span{display:inline-flex;align-items:center;gap:.35em}"
    ".sw{display:inline-block;width:14px;height:14px;border-radius:50%}"
    ".status{color:#b91c1c;font-weight:bold}";

/* The colours of render_svg.c, explained once per page. */
static const char page_legend[] =
    "<div class=\"legend\" aria-label=\"legend\">"
    "<span><i class=\"sw\" style=\"background:#86efac\"></i>pattern</span>"
    "<span><i class=\"sw\" style=\"background:#93c5fd\"></i>base</span>"
    "<span><i class=\"sw\" style=\"background:#fde68a\"></i>cover</span>"
    "<span><i class=\"sw\" style=\"background:#d8b4fe\"></i>fin</span>"
    "<span><i class=\"sw\" style=\"background:#7dd3fc\"></i>colour A</span>"
    "<span><i class=\"sw\" style=\"background:#fdba74\"></i>colour B</span>"
    "<span><i class=\"sw\" style=\"background:#fca5a5\"></i>eliminated (struck)</span>"
    "<span><i class=\"sw\" style=\"background:#bfdbfe;border:2px solid #1d4ed8\"></i>placed</span>"
    "<span>&#x2192; strong link (solid), weak link (dashed)</span>"
    "<span><b>5</b> given, <span style=\"color:#1d4ed8\">5</span> placed earlier</span>"
    "</div>\n";

/* Arrow keys (Home, End) drive the section last clicked or focused (the
** first one at start); clicking a line in the list shows that step. */
static const char page_script[] =
    "document.body.classList.add('js');"
    "function show(sec,k){var steps=sec.querySelectorAll('.step');if(!steps.length)return;"
    "k=Math.max(0,Math.min(steps.length-1,k));sec.dataset.current=k;"
    "steps.forEach(function(s,i){s.classList.toggle('current',i==k)});"
    "sec.querySelectorAll('ol.lines li').forEach(function(s,i){s.classList.toggle('current',i==k)});"
    "sec.querySelector('.counter').textContent='Step '+(k+1)+' of '+steps.length;"
    "sec.querySelector('.prev').disabled=k==0;sec.querySelector('.next').disabled=k==steps.length-1;}"
    "function move(sec,d){show(sec,parseInt(sec.dataset.current||'0')+d);}"
    "var active=null;document.querySelectorAll('section.puzzle').forEach(function(sec){"
    "if(!sec.querySelector('.step'))return;if(!active)active=sec;show(sec,0);"
    "var pick=function(){active=sec;};sec.addEventListener('click',pick);sec.addEventListener('focusin',pick);"
    "sec.querySelector('.prev').onclick=function(){move(sec,-1)};"
    "sec.querySelector('.next').onclick=function(){move(sec,1)};"
    "sec.querySelectorAll('ol.lines a').forEach(function(a,i){a.onclick=function(e){e.preventDefault();"
    "show(sec,i);sec.querySelector('.nav').scrollIntoView({block:'nearest'});};});});"
    "document.addEventListener('keydown',function(e){if(!active)return;"
    "if(e.key=='ArrowRight')move(active,1);else if(e.key=='ArrowLeft')move(active,-1);"
    "else if(e.key=='Home')show(active,0);else if(e.key=='End')show(active,1e9);else return;"
    "e.preventDefault();});";

char *nonet_html_head(const char *title) {
    strbuf sb;
    strbuf_init(&sb);
    strbuf_append(&sb, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                       "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>");
    strbuf_xml(&sb, title ? title : "nonet");
    strbuf_printf(&sb, "</title><style>%s</style></head><body>\n<h1>", page_style);
    strbuf_xml(&sb, title ? title : "nonet");
    strbuf_printf(&sb, "</h1>\n<p>Each step shows the position before it. Use the buttons or the arrow keys "
                       "(&#x2190; &#x2192;, Home, End) to go through the steps.</p>\n%s", page_legend);
    return strbuf_finish(&sb);
}

char *nonet_html_tail(void) {
    strbuf sb;
    strbuf_init(&sb);
    strbuf_printf(&sb, "<script>%s</script>\n</body></html>\n", page_script);
    return strbuf_finish(&sb);
}

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

/* One step: its picture before it is applied, its line as the caption. */
static void html_step(strbuf *sb, int number, const nonet_grid *g, const nonet_step *step, size_t index) {
    strbuf_printf(sb, "<figure class=\"step\" id=\"p%d-s%zu\" data-step=\"%zu\">\n", number, index + 1, index + 1);
    html_picture(sb, g, step);
    strbuf_printf(sb, "<figcaption class=\"line\">%zu. ", index + 1);
    html_line(sb, step);
    strbuf_append(sb, "</figcaption></figure>\n");
}

/* The techniques used, how often, easiest first, and the hardest. */
static void html_summary(strbuf *sb, const nonet_trace *t) {
    size_t count[NONET_T_COUNT_] = {0}, n_rows, n = nonet_trace_count(t);
    for (size_t i = 0; i < n; i++) count[nonet_trace_step(t, i)->technique]++;
    const technique_row *rows = technique_rows(&n_rows), *hardest = NULL;
    strbuf_printf(sb, "<table class=\"summary\"><caption>%zu steps</caption>\n"
                      "<tr><th scope=\"col\">technique</th><th scope=\"col\">SE</th><th scope=\"col\">steps</th></tr>\n", n);
    for (size_t i = 0; i < n_rows; i++) {
        const nonet_technique_info *info = &rows[i].info;
        if (!count[info->technique]) continue;
        if (!(info->flags & NONET_TF_FALLBACK) && (!hardest || info->se_rating > hardest->info.se_rating))
            hardest = &rows[i];
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
    strbuf_append(sb, "<div class=\"top\"><div class=\"overview\">\n");
    html_picture(sb, grid, NULL);
    strbuf_append(sb, "</div><div>\n");
    if (n) html_summary(sb, trace);
    strbuf_append(sb, "</div></div>\n");
}

/* The steps with their navigation, then the list of every line. */
static void html_steps(strbuf *sb, const nonet_grid *grid, const nonet_trace *trace, int number) {
    size_t n = nonet_trace_count(trace);
    strbuf_printf(sb, "<div class=\"nav\"><button class=\"prev\" type=\"button\" aria-label=\"previous step\">"
                      "&#x2190; previous</button><button class=\"next\" type=\"button\" aria-label=\"next step\">"
                      "next &#x2192;</button><span class=\"counter\" aria-live=\"polite\">Step 1 of %zu</span>"
                      "</div>\n", n);
    nonet_grid work = *grid;
    for (size_t i = 0; i < n; i++) {
        const nonet_step *step = nonet_trace_step(trace, i);
        html_step(sb, number, &work, step, i);
        nonet_step_apply(&work, step);
    }
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
    if (grid) {
        char givens[82];
        nonet_grid_to_string(grid, false, givens);
        strbuf_printf(&sb, "<p class=\"givens\"><code>%s</code></p>\n", givens);
    }
    if (st != NONET_OK) strbuf_printf(&sb, "<p class=\"status\">%s</p>\n", nonet_strerror(st));
    if (grid) html_overview(&sb, grid, trace, n);
    if (n) html_steps(&sb, grid, trace, number);
    strbuf_append(&sb, "</section>\n");
    return strbuf_finish(&sb);
}
