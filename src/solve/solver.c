/*
** solver.c -- the solver object: which techniques are on, and the order in
** which the technique table's rows are tried (the pipeline's, or by Sudoku
** Explainer rating: nonet_solver_set_order).
*/
#include <assert.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "solver.h"

/* The rows of the order (its flags leave out the other order's rows) in
** the table's order. */
static void order_rows(nonet_solver *s, unsigned other_order_only) {
    size_t n;
    const technique_row *rows = technique_rows(&n);
    assert(n <= NONET_T_COUNT_);
    s->n_rows = 0;
    for (size_t i = 0; i < n; i++)
        if (!(rows[i].info.flags & other_order_only)) s->order[s->n_rows++] = &rows[i];
}

/* The rows in pipeline order, without the SE-only and find-only rows. */
static void order_pipeline(nonet_solver *s) { order_rows(s, NONET_TF_SE_ORDER_ONLY | NONET_TF_FIND_ONLY); }

/* Does row a come after row b by Sudoku Explainer rating? The fallback
** (rated 0) stays last. */
static bool rates_after(const technique_row *a, const technique_row *b) {
    bool a_last = a->info.flags & NONET_TF_FALLBACK, b_last = b->info.flags & NONET_TF_FALLBACK;
    if (a_last != b_last) return a_last;
    return a->info.se_rating > b->info.se_rating;
}

/*
** The rows by rating, lowest first: an insertion sort of the table's order
** without the pipeline-only rows, so that ties keep the pipeline's order
** (stable; 50-odd rows).
*/
static void order_by_rating(nonet_solver *s) {
    order_rows(s, NONET_TF_PIPELINE_ONLY | NONET_TF_FIND_ONLY);
    for (size_t i = 1; i < s->n_rows; i++) {
        const technique_row *row = s->order[i];
        size_t j = i;
        for (; j > 0 && rates_after(s->order[j - 1], row); j--) s->order[j] = s->order[j - 1];
        s->order[j] = row;
    }
}

nonet_status nonet_solver_set_order(nonet_solver *s, nonet_order order) {
    if (order == NONET_ORDER_PIPELINE) order_pipeline(s);
    else if (order == NONET_ORDER_SE) order_by_rating(s);
    else return NONET_BAD_ARGUMENT;
    s->order_kind = order;
    s->se_rules = order == NONET_ORDER_SE;
    return NONET_OK;
}

nonet_solver *nonet_solver_new(void) {
    nonet_solver *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    for (int t = 0; t < NONET_T_COUNT_; t++) s->enabled[t] = true;
    s->backtracking = true;
    s->uniqueness = true;
    order_pipeline(s);
    return s;
}

void nonet_solver_free(nonet_solver *s) {
    if (s) strat_scratch_free(&s->scratch);
    free(s);
}

/* "a, b, c" -> the list of valid ids, for the error message. */
static void list_ids(char *buf, size_t size) {
    size_t used = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < nonet_technique_count() && used < size; i++) {
        const char *sep = i ? ", " : "";
        int k = snprintf(buf + used, size - used, "%s%s", sep, nonet_technique_at(i)->id);
        if (k < 0) break;
        used += (size_t)k;
    }
}

/* NONET_UNKNOWN_TECHNIQUE, with the bad id (its first len bytes, at most
** 40 shown), where it starts in the list (column, from 1) and the valid
** ids in err. */
static nonet_status unknown_id(const char *id, size_t len, int column, nonet_error *err) {
    if (err) {
        char valid[NONET_ERROR_MESSAGE_SIZE - 80];
        list_ids(valid, sizeof valid);
        err->line = 0;
        err->column = column;
        snprintf(err->message, sizeof err->message, "unknown technique '%.*s'; valid: %s",
                 (int)(len > 40 ? 40 : len), id, valid);
        err->format = NULL;
    }
    return NONET_UNKNOWN_TECHNIQUE;
}

nonet_status nonet_solver_set_techniques(nonet_solver *s, const char *ids, nonet_error *err) {
    bool on[NONET_T_COUNT_] = {false}, off[NONET_T_COUNT_] = {false}, named = false, left_out = false;
    const char *p = ids;
    while (*p) {
        bool minus = *p == '-';
        if (minus) p++;
        size_t len = strcspn(p, ",");
        nonet_technique t = len ? technique_by_id(p, len) : NONET_T_NONE;
        if ((len || minus) && t == NONET_T_NONE) return unknown_id(p, len, (int)(p - ids) + 1, err);
        if (len && minus) off[t] = left_out = true;
        else if (len) on[t] = named = true;
        p += len + (p[len] == ',');
    }
    bool all = left_out && !named; /* only ids left out: every other one */
    for (int t = 0; t < NONET_T_COUNT_; t++) on[t] = (on[t] || all) && !off[t];
    if (on[NONET_T_BACKTRACKING] && named) s->backtracking = true;
    if (off[NONET_T_BACKTRACKING]) s->backtracking = false;
    memcpy(s->enabled, on, sizeof on);
    return NONET_OK;
}

void nonet_solver_set_backtracking(nonet_solver *s, bool on) { s->backtracking = on; }
void nonet_solver_set_uniqueness(nonet_solver *s, bool on) { s->uniqueness = on; }

void nonet_solver_set_als_nodes(nonet_solver *s, bool on) { s->als_nodes = on; }

nonet_status nonet_solver_set_time_limit(nonet_solver *s, double seconds) {
    if (!s || !isfinite(seconds) || seconds < 0) return NONET_BAD_ARGUMENT;
    s->time_limit = seconds;
    return NONET_OK;
}

/* See solver.h. */
void solver_start_clock(nonet_solver *s) {
    if (!s->deadline_fixed) cpu_deadline_start(&s->deadline, s->time_limit);
}
