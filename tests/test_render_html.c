/*
** test_render_html.c -- the learner's page: the puzzle's picture, then one
** step figure per logged step, each with a picture and its line, the
** counter, the list of lines, in a self-contained document (no resource
** from the network). The browser test (tests/browser/) drives the page.
*/
#include <criterion/criterion.h>
#include <string.h>

#include "support.h"

#define EASY "530070000600195000098000060800060003400803001700020006060000280000419005000080079"

static size_t occurrences(const char *hay, const char *needle) {
    size_t n = 0;
    for (const char *p = strstr(hay, needle); p; p = strstr(p + 1, needle)) n++;
    return n;
}

Test(render_html, one_step_div_and_picture_per_step) {
    nonet_grid *g = support_grid(EASY);
    nonet_solver *s = nonet_solver_new();
    nonet_trace *t = NULL;
    cr_assert_eq(nonet_explain(s, g, &t, NULL), NONET_OK);
    char *head = nonet_html_head("A <test> page"), *body = nonet_html_puzzle(g, t, 1), *tail = nonet_html_tail();
    cr_assert(head && body && tail);
    cr_assert(strstr(head, "<title>A &lt;test&gt; page</title>"), "title not escaped");
    size_t n = nonet_trace_count(t);
    cr_assert_eq(occurrences(body, "<figure class=\"step\""), n);
    cr_assert_eq(occurrences(body, "<svg xmlns"), n + 1, "a picture per step and the puzzle's");
    cr_assert_eq(occurrences(body, "<figcaption class=\"line\""), n);
    cr_assert_eq(occurrences(body, "aria-current=\"step\""), 1, "the first sentence is the current one");
    cr_assert_eq(occurrences(body, "aria-label=\"colours in this step\""), n, "a legend per step");
    cr_assert_eq(occurrences(body, "aria-label=\"every colour\""), 1, "and the whole legend");
    cr_assert_eq(occurrences(body, "<li><a href=\"#p1-s"), n);
    char counter[64];
    snprintf(counter, sizeof counter, "aria-live=\"polite\">Step 1 of %zu<", n);
    cr_assert(strstr(body, counter), "counter before the script runs");
    char line[256];
    nonet_step_text(nonet_trace_step(t, 0), line, sizeof line);
    cr_assert(strstr(body, line), "first step's line");
    cr_assert(strstr(body, "<caption>"), "summary table");
    cr_assert(strstr(tail, "ArrowRight"));
    for (const char *part[] = {head, body, tail, NULL}, **p = part; *p; p++) {
        cr_assert_null(strstr(*p, "src="), "no external resource");
        cr_assert_null(strstr(*p, "href=\"http"), "no external link");
        cr_assert_null(strstr(*p, "@import"), "no imported style");
    }
    nonet_free(head);
    nonet_free(body);
    nonet_free(tail);
    nonet_trace_free(t);
    nonet_solver_free(s);
    nonet_grid_free(g);
}

/* A step's legend names what its picture uses and nothing else; the
** whole legend names the chain's on and off and every cell colour. */
Test(render_html, legend_follows_the_step) {
    nonet_grid *g = support_grid(EASY);
    nonet_solver *s = nonet_solver_new();
    nonet_step step;
    cr_assert_eq(nonet_next_step(s, g, &step), NONET_OK);
    char *legend = nonet_html_legend(&step), *all = nonet_html_legend(NULL);
    cr_assert(legend && all);
    cr_assert_null(strstr(legend, "eliminated"), "a single eliminates nothing: %s", legend);
    cr_assert(strstr(legend, "placed"), "%s", legend);
    cr_assert_null(strstr(legend, "on (true)"), "no chain");
    for (const char *words[] = {"on (true)", "off (false)", "cell of the pattern", "eliminated", "placed",
                                "strong link", "weak link", "cover", "fin", NULL},
                    **w = words;
         *w; w++)
        cr_assert(strstr(all, *w), "the whole legend says %s", *w);
    nonet_free(legend);
    nonet_free(all);
    nonet_solver_free(s);
    nonet_grid_free(g);
}

/* The legend of the first step of technique id in t (NULL when none). */
static char *first_legend(const nonet_trace *t, const char *id) {
    for (size_t i = 0; i < nonet_trace_count(t); i++)
        if (!strcmp(nonet_technique_info_of(nonet_trace_step(t, i)->technique)->id, id))
            return nonet_html_legend(nonet_trace_step(t, i));
    return NULL;
}

/* A continuous loop's legend names its start as where it is read from,
** with no supposition; an open chain's legend names the supposition. */
Test(render_html, a_loop_legend_makes_no_supposition) {
    nonet_grid *g = support_grid("100020006005607800009000100800070003047080610000206000002864900004000300050000080");
    nonet_solver *s = nonet_solver_new();
    nonet_trace *t = NULL;
    cr_assert_eq(nonet_explain(s, g, &t, NULL), NONET_OK);
    char *legend[2] = {first_legend(t, "xy_chain"), first_legend(t, "continuous_nice_loop")};
    cr_assert(legend[0] && legend[1], "an XY-Chain and a continuous loop in the solve");
    for (int loop = 0; loop < 2; loop++) {
        cr_assert_eq(strstr(legend[loop], "the loop's start, dashed ring") != NULL, loop, "%s", legend[loop]);
        cr_assert_eq(strstr(legend[loop], "A loop makes no supposition") != NULL, loop, "%s", legend[loop]);
        cr_assert_eq(strstr(legend[loop], "the chain's start, ringed: suppose") == NULL, loop, "%s", legend[loop]);
        cr_assert_eq(strstr(legend[loop], "if the supposition holds") == NULL, loop, "%s", legend[loop]);
        nonet_free(legend[loop]);
    }
    nonet_trace_free(t);
    nonet_solver_free(s);
    nonet_grid_free(g);
}

/* A batch's pages: links where given, and an index entry per puzzle. */
Test(render_html, links_and_index_entry) {
    char *links = nonet_html_links("index.html", NULL, "p-2.html");
    cr_assert(strstr(links, "href=\"index.html\"") && strstr(links, "href=\"p-2.html\""));
    cr_assert_null(strstr(links, "previous puzzle"), "no previous page, no link");
    nonet_grid *g = support_grid(EASY);
    nonet_solver *s = nonet_solver_new();
    nonet_trace *t = NULL;
    cr_assert_eq(nonet_explain(s, g, &t, NULL), NONET_OK);
    char *entry = nonet_html_index_entry(g, t, 4, "p-4.html"), *failed = nonet_html_index_entry(NULL, NULL, 5, "p-5.html");
    char steps[64];
    snprintf(steps, sizeof steps, ">Puzzle 4</a>: %zu steps", nonet_trace_count(t));
    cr_assert(strstr(entry, steps), "%s", entry);
    cr_assert(strstr(failed, nonet_strerror(NONET_INVALID)), "%s", failed);
    nonet_free(links);
    nonet_free(entry);
    nonet_free(failed);
    nonet_trace_free(t);
    nonet_solver_free(s);
    nonet_grid_free(g);
}

Test(render_html, failed_puzzle_gets_its_status) {
    nonet_grid *g = support_grid("000000000000000000000000000000000000000000000000000000000000000000000000000000001");
    nonet_solver *s = nonet_solver_new();
    nonet_trace *t = NULL;
    cr_assert_eq(nonet_explain(s, g, &t, NULL), NONET_MULTIPLE_SOLUTIONS);
    char *body = nonet_html_puzzle(g, t, 2);
    cr_assert(strstr(body, "more than one solution"));
    cr_assert_eq(occurrences(body, "<figure class=\"step\""), 0);
    nonet_free(body);
    body = nonet_html_puzzle(NULL, NULL, 3);
    cr_assert(strstr(body, "<h2>Puzzle 3</h2>"));
    cr_assert(strstr(body, nonet_strerror(NONET_INVALID)), "a puzzle that did not parse");
    nonet_free(body);
    nonet_trace_free(t);
    nonet_solver_free(s);
    nonet_grid_free(g);
}
