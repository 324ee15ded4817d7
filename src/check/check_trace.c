/*
** check_trace.c -- the public calls: a puzzle object of explain's JSON Lines
** checked step by step from its givens (nonet_check_line), and one step
** record against a position (nonet_check_step).
**
** The candidate grid is rebuilt from the "puzzle" givens and each step's
** recorded effects are applied after its check, so every step is judged at
** the position the trace says it was taken at (a failing step's effects are
** applied too: one bad step is reported once, not again in every later one).
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "mask.h"
#include "strbuf.h"
#include "tables.h"

static void ck_error(nonet_error *err, long line, int column, const char *what) {
    if (!err) return;
    err->line = line;
    err->column = column;
    snprintf(err->message, sizeof err->message, "%s", what);
    err->format = NULL;
}

/* The givens of an 81-character puzzle string into g. */
static bool ck_givens(const cj_doc *d, int p, nonet_grid *g) {
    grid_init(g);
    if (p < 0 || d->nodes[p].type != CJ_STRING || d->nodes[p].len != N_CELLS) return false;
    for (int c = 0; c < N_CELLS; c++) {
        char ch = d->nodes[p].text[c];
        if (ch == '.' || ch == '0') continue;
        if (ch < '1' || ch > '9' || !ck_has(g, c, ch - '0')) return false;
        grid_place(g, c, ch - '0');
        g->given[c] = 1;
    }
    return true;
}

static void ck_apply(nonet_grid *g, const ck_step *s) {
    for (int i = 0; i < s->n_elim; i++)
        if (ck_has(g, s->elim[i].cell, s->elim[i].digit)) grid_eliminate(g, s->elim[i].cell, s->elim[i].digit);
    for (int i = 0; i < s->n_place; i++)
        if (ck_has(g, s->place[i].cell, s->place[i].digit)) grid_place(g, s->place[i].cell, s->place[i].digit);
}

static nonet_status ck_steps(const cj_doc *d, int steps, nonet_grid *g, nonet_check_result *out, strbuf *sb) {
    ck_step *st = malloc(sizeof *st);
    if (!st) return NONET_NOMEM;
    long n = 0;
    for (int k = d->nodes[steps].first; k; k = d->nodes[k].next) {
        n++;
        out->steps++;
        bool read = ck_read_step(d, k, st);
        if (!read || !ck_check(g, st)) {
            out->failed++;
            strbuf_printf(sb, "step %ld (%s): %s\n", n, st->technique[0] ? st->technique : "?", st->why);
        }
        /* a malformed record changes nothing: what was read of it may be half */
        if (read) ck_apply(g, st);
    }
    free(st);
    return NONET_OK;
}

nonet_status nonet_check_line(const char *line, size_t len, long line_no, nonet_check_result *out,
                              nonet_error *err) {
    cj_doc doc = {0};
    nonet_grid g;
    memset(out, 0, sizeof *out);
    if (!line) return NONET_BAD_ARGUMENT;
    if (!cj_parse(&doc, line, len)) {
        ck_error(err, line_no, (int)doc.error_col, strchr(doc.error, ':') ? strchr(doc.error, ':') + 2 : doc.error);
        cj_free(&doc);
        return NONET_INVALID;
    }
    nonet_status st = NONET_OK;
    int steps = cj_get(&doc, 0, "steps");
    if (doc.nodes[0].type != CJ_OBJECT) {
        ck_error(err, line_no, 1, "expected a puzzle object");
        st = NONET_INVALID;
    } else if (!ck_givens(&doc, cj_get(&doc, 0, "puzzle"), &g)) {
        ck_error(err, line_no, 1, "\"puzzle\" is not 81 givens without a clash");
        st = NONET_INVALID;
    } else if (steps >= 0 && doc.nodes[steps].type != CJ_ARRAY) {
        ck_error(err, line_no, 1, "\"steps\" is not an array");
        st = NONET_INVALID;
    } else if (steps >= 0) {
        strbuf sb;
        strbuf_init(&sb);
        st = ck_steps(&doc, steps, &g, out, &sb);
        out->report = strbuf_finish(&sb);
        if (!out->report && st == NONET_OK) st = NONET_NOMEM;
        if (out->report && out->steps == 0) { /* NULL when no step was read (nonet.h) */
            free(out->report);
            out->report = NULL;
        }
    }
    cj_free(&doc);
    return st;
}

nonet_status nonet_check_step(const nonet_grid *grid, const char *step_json, size_t len, char *why, size_t size) {
    cj_doc doc = {0};
    nonet_status st = NONET_OK;
    if (!grid || !step_json) return NONET_BAD_ARGUMENT;
    ck_step *s = malloc(sizeof *s);
    if (!s) return NONET_NOMEM;
    if (!cj_parse(&doc, step_json, len)) {
        snprintf(s->why, sizeof s->why, "bad JSON: %s", doc.error);
        st = NONET_INVALID;
    } else if (!ck_read_step(&doc, 0, s)) {
        st = NONET_INVALID;
    } else if (!ck_check(grid, s)) {
        st = NONET_INTERNAL;
    }
    if (why && size) snprintf(why, size, "%s", st == NONET_OK ? "" : s->why);
    cj_free(&doc);
    free(s);
    return st;
}
