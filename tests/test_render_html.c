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
    cr_assert_eq(occurrences(body, "<svg "), n + 1, "a picture per step and the puzzle's");
    cr_assert_eq(occurrences(body, "<figcaption class=\"line\">"), n);
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
