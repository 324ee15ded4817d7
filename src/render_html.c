/*
** render_html.c -- one self-contained HTML page for learners: per puzzle,
** each step as an SVG picture of the position before it, the explanation
** line under it, previous/next buttons and arrow keys, and a summary of
** the techniques used. No network: CSS, SVG and a little JavaScript inline.
**
** The page is built in three parts (head, one section per puzzle, tail) so
** that a caller can write a batch as it goes.
*/
#include <stdlib.h>
#include <string.h>

#include "grid.h"
#include "registry.h"
#include "strbuf.h"

static const char page_style[] =
    "body{font-family:sans-serif;max-width:660px;margin:1em auto;color:#111}"
    "section{border-top:2px solid #ccc;padding:1em 0}"
    ".step{display:none}.step.current{display:block}"
    ".line{font-family:monospace;font-size:15px;margin:.5em 0;min-height:2.4em}"
    ".nav button{font-size:16px;margin-right:.5em}.counter{margin-left:.5em}"
    "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 8px;text-align:left}";

/* Arrow keys drive the section last clicked (the first one at start). */
static const char page_script[] =
    "function show(sec,k){var steps=sec.querySelectorAll('.step');if(!steps.length)return;"
    "k=Math.max(0,Math.min(steps.length-1,k));sec.dataset.current=k;"
    "steps.forEach(function(s,i){s.classList.toggle('current',i==k)});"
    "sec.querySelector('.counter').textContent='Step '+(k+1)+' of '+steps.length;}"
    "function move(sec,d){show(sec,parseInt(sec.dataset.current||'0')+d);}"
    "var active=null;document.querySelectorAll('section.puzzle').forEach(function(sec){"
    "if(!active)active=sec;show(sec,0);sec.addEventListener('click',function(){active=sec;});"
    "sec.querySelector('.prev').onclick=function(){move(sec,-1)};"
    "sec.querySelector('.next').onclick=function(){move(sec,1)};});"
    "document.addEventListener('keydown',function(e){if(!active)return;"
    "if(e.key=='ArrowRight')move(active,1);if(e.key=='ArrowLeft')move(active,-1);});";

char *nonet_html_head(const char *title) {
    strbuf sb;
    strbuf_init(&sb);
    strbuf_append(&sb, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>");
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

/* One step: its picture before it is applied, then its line. */
static void html_step(strbuf *sb, const nonet_grid *g, const nonet_step *step, size_t index) {
    char line[4096];
    nonet_step_text(step, line, sizeof line);
    strbuf_printf(sb, "<div class=\"step\" data-step=\"%zu\">\n", index + 1);
    html_picture(sb, g, step);
    strbuf_printf(sb, "<p class=\"line\">%zu. ", index + 1);
    strbuf_xml(sb, line);
    strbuf_append(sb, "</p></div>\n");
}

/* The techniques used, how often, easiest first. */
static void html_summary(strbuf *sb, const nonet_trace *t) {
    size_t count[NONET_T_COUNT_] = {0};
    for (size_t i = 0; i < nonet_trace_count(t); i++) count[nonet_trace_step(t, i)->technique]++;
    size_t n;
    const strat_row *rows = registry_rows(&n);
    strbuf_append(sb, "<table class=\"summary\"><tr><th>technique</th><th>steps</th></tr>\n");
    for (size_t i = 0; i < n; i++) {
        if (!count[rows[i].info.technique]) continue;
        strbuf_printf(sb, "<tr><td>%s</td><td>%zu</td></tr>\n", rows[i].info.name, count[rows[i].info.technique]);
    }
    strbuf_append(sb, "</table>\n");
}

char *nonet_html_puzzle(const nonet_grid *grid, const nonet_trace *trace, int number) {
    strbuf sb;
    strbuf_init(&sb);
    char givens[82];
    nonet_grid_to_string(grid, true, givens);
    size_t n = trace ? nonet_trace_count(trace) : 0;
    strbuf_printf(&sb, "<section class=\"puzzle\" id=\"puzzle-%d\" data-steps=\"%zu\">\n<h2>Puzzle %d</h2>\n"
                       "<p class=\"givens\"><code>%s</code></p>\n", number, n, number, givens);
    nonet_status st = trace ? nonet_trace_status(trace) : NONET_INVALID;
    if (st != NONET_OK) strbuf_printf(&sb, "<p class=\"status\">%s</p>\n", nonet_strerror(st));
    strbuf_append(&sb, "<div class=\"nav\"><button class=\"prev\">&larr; previous</button>"
                       "<button class=\"next\">next &rarr;</button><span class=\"counter\"></span></div>\n");
    nonet_grid work = *grid;
    for (size_t i = 0; i < n; i++) {
        const nonet_step *step = nonet_trace_step(trace, i);
        html_step(&sb, &work, step, i);
        nonet_step_apply(&work, step);
    }
    if (n) html_summary(&sb, trace);
    strbuf_append(&sb, "</section>\n");
    return strbuf_finish(&sb);
}
