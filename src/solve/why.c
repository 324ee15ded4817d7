/*
** why.c -- "why can't r1c1 be 5?" (nonet_why): the shortest honest answer
** for one candidate of a position, tried in this order:
**
**   peer      a given or placed peer holds the digit;
**   solution  the digit is the cell's solution digit (from the count);
**   step      the first instance, technique by technique in pipeline
**             order (nonet_find's instances, in their order), that removes
**             it: the candidate among its eliminations, or a placement of
**             the digit in a peer or of another digit in the cell; checked
**             against the solution, as the driver checks its steps;
**   chain     Sudoku Explainer's ladder from "the cell is the digit" to a
**             contradiction (se_ladder_refute), easiest rung first;
**   possible  none of these, and every search ran to its end.
**
** nonet_why_all asks every candidate of a position at once: the same
** search with a set of open questions, each technique's instances found
** once for all of them, so each answer is the one nonet_why gives.
**
** A digit the learner's pencil marks struck (no peer holds it) is put back
** on a copy first (nonet_why), so the question has the same answer whatever
** the marks say of it. The time limit: at most three quarters for the
** techniques, what they leave for the chains; a question whose searches
** were cut short and found nothing is NONET_TIMEOUT, never "possible".
*/
#include <string.h>

#include "solver.h"

/* The questions still open, and where their answers go. */
typedef struct why_ask {
    uint16_t open[N_CELLS]; /* per cell the digits not yet answered */
    int n_open;
    nonet_why_result *result; /* one result (single), or 729 by candidate */
    bool single;
    const uint8_t *solution;
    bool nomem; /* a result's step could not be allocated */
} why_ask;

/* The result of question (cell, digit). */
static nonet_why_result *why_result(const why_ask *a, int cell, int digit) {
    return a->single ? a->result : &a->result[cell * 9 + digit - 1];
}

/* Record the answer to (cell, digit) and close the question. */
static void why_answer(why_ask *a, int cell, int digit, nonet_why_answer answer, nonet_why_reason reason,
                       const nonet_step *step) {
    nonet_why_result *r = why_result(a, cell, digit);
    r->answer = answer;
    r->reason = reason;
    if (step && (r->step = nonet_step_new())) step_copy(r->step, step);
    else if (step) a->nomem = true;
    a->open[cell] &= (uint16_t)~mask_of(digit);
    a->n_open--;
}

/* nonet_find's callback: a sound instance answers every open question it
** removes; stop when none is left. */
static bool why_take(const nonet_step *s, void *user) {
    why_ask *a = user;
    if (!solver_step_sound(s, a->solution)) return false;
    for (int cell = 0; cell < N_CELLS; cell++)
        for (uint16_t m = a->open[cell]; m; m = mask_rest(m))
            if (step_removes(s, cell, mask_lowest(m), NULL))
                why_answer(a, cell, mask_lowest(m), NONET_WHY_CANNOT, NONET_WHY_STEP, s);
    return a->n_open == 0;
}

/* The first technique instances that remove the open questions (the rows
** in pipeline order, the fallback left out): NONET_OK; NONET_TIMEOUT when
** the deadline cut the search short, NONET_NOMEM when memory did. */
static nonet_status why_steps(nonet_solver *s, const nonet_grid *g, bool unique, why_ask *a) {
    size_t n_rows, found;
    const technique_row *rows = technique_rows(&n_rows);
    for (size_t i = 0; i < n_rows && a->n_open; i++) {
        if (!solver_find_may_run(&rows[i], g, unique)) continue;
        if (solver_find(s, g, &rows[i], unique, why_take, a, &found) == NONET_NOMEM) return NONET_NOMEM;
        /* most finders never poll: read the clock between rows */
        if (s->deadline.at > 0 && cpu_clock_now() >= s->deadline.at) s->deadline.passed = true;
        if (s->deadline.passed) return NONET_TIMEOUT;
    }
    return NONET_OK;
}

/* A chain for each open question; those without one are still possible
** when every search ran to its end (steps_complete and no deadline).
** NONET_NOMEM when a chain's search ran out of memory, else NONET_OK. */
static nonet_status why_chains(nonet_solver *s, const nonet_grid *g, why_ask *a, bool steps_complete) {
    strat_ctx ctx = {.unique = true, .deadline = &s->deadline, .scratch = &s->scratch};
    nonet_step step;
    for (int cell = 0; cell < N_CELLS; cell++)
        for (uint16_t m = a->open[cell]; m && !s->deadline.passed; m = mask_rest(m)) {
            int digit = mask_lowest(m);
            bool refuted = se_ladder_refute(g, &ctx, cell, digit, &step);
            if (ctx.nomem) return NONET_NOMEM;
            if (refuted && solver_step_sound(&step, a->solution))
                why_answer(a, cell, digit, NONET_WHY_CANNOT, NONET_WHY_CHAIN, &step);
            else if (steps_complete && !s->deadline.passed)
                why_answer(a, cell, digit, NONET_WHY_POSSIBLE, NONET_WHY_NONE, NULL);
        }
    return NONET_OK;
}

/* The open questions of a: steps, then chains, under the solver's time
** limit. NONET_TIMEOUT when some are still open; NONET_NOMEM (err says
** so). */
static nonet_status why_search(nonet_solver *s, const nonet_grid *g, bool unique, why_ask *a, nonet_error *err) {
    double start = cpu_clock_now();
    cpu_deadline_start(&s->deadline, s->time_limit * 0.75);
    nonet_status st = why_steps(s, g, unique, a);
    if (st != NONET_NOMEM && a->n_open) { /* the chains get what the steps left */
        double left = s->time_limit - (cpu_clock_now() - start);
        cpu_deadline_start(&s->deadline, s->time_limit > 0 && left < 1e-3 ? 1e-3 : left);
        st = why_chains(s, g, a, st == NONET_OK);
    }
    if (st == NONET_NOMEM || a->nomem) return solver_fail(err, NONET_NOMEM, "%s", nonet_strerror(NONET_NOMEM));
    if (a->n_open) return solver_fail(err, NONET_TIMEOUT, "past the time limit");
    return NONET_OK;
}

/* The given or placed peer of cell holding digit, or -1. */
static int why_peer(const nonet_grid *g, int cell, int digit) {
    for (int i = 0; i < N_PEERS; i++)
        if (g->value[cell_peers[cell][i]] == digit) return cell_peers[cell][i];
    return -1;
}

/* An unanswered result for (cell, digit). */
static void why_result_init(nonet_why_result *r, int cell, int digit) {
    r->cell = cell;
    r->digit = digit;
    r->answer = NONET_WHY_CANNOT;
    r->reason = NONET_WHY_NONE;
    r->peer = -1;
    nonet_step_free(r->step); /* an earlier answer's (the result is zeroed or filled) */
    r->step = NULL;
}

/* Contract: see nonet.h. */
void nonet_why_clear(nonet_why_result *results, size_t n) {
    for (size_t i = 0; results && i < n; i++) {
        nonet_step_free(results[i].step);
        results[i] = (nonet_why_result){0};
    }
}

/* What needs no search: a peer holds the digit, or it is the solution's.
** False when the question stays open. */
static bool why_at_once(const nonet_grid *g, const uint8_t solution[N_CELLS], nonet_why_result *r) {
    if ((r->peer = why_peer(g, r->cell, r->digit)) >= 0) {
        r->reason = NONET_WHY_PEER;
        return true;
    }
    if (solution[r->cell] != r->digit) return false;
    r->answer = NONET_WHY_SOLUTION;
    return true;
}

/* The position's one solution into solution; its faults as statuses. */
static nonet_status why_solution(const nonet_grid *g, uint8_t solution[N_CELLS], nonet_error *err) {
    int count = 0;
    nonet_count(g, 2, &count, solution);
    if (count == 0) return solver_fail(err, NONET_NO_SOLUTION, "%s", nonet_strerror(NONET_NO_SOLUTION));
    if (count > 1) return solver_fail(err, NONET_MULTIPLE_SOLUTIONS, "%s", nonet_strerror(NONET_MULTIPLE_SOLUTIONS));
    return NONET_OK;
}

/* The question's checks (the position's own faults first); NONET_OK
** when it may be asked, the solution then in solution. */
static nonet_status why_check(const nonet_grid *g, int cell, int digit, uint8_t solution[N_CELLS], nonet_error *err) {
    if (cell < 0 || cell >= N_CELLS)
        return solver_fail(err, NONET_BAD_ARGUMENT, "cell %d is not on the grid (0..80)", cell);
    if (digit < 1 || digit > 9) return solver_fail(err, NONET_BAD_ARGUMENT, "digit %d is not 1..9", digit);
    nonet_status st = why_solution(g, solution, err);
    if (st == NONET_OK && g->value[cell])
        return solver_fail(err, NONET_BAD_ARGUMENT, "r%dc%d is filled: it holds %d", cell / 9 + 1, cell % 9 + 1,
                           g->value[cell]);
    return st;
}

nonet_status nonet_why(nonet_solver *s, const nonet_grid *g, int cell, int digit, nonet_why_result *out,
                       nonet_error *err) {
    if (!s || !g || !out) return solver_fail(err, NONET_BAD_ARGUMENT, "no solver, position or result");
    why_result_init(out, cell, digit);
    uint8_t solution[N_CELLS];
    nonet_status st = why_check(g, cell, digit, solution, err);
    if (st != NONET_OK || why_at_once(g, solution, out)) return st;
    nonet_grid work = *g;
    bool unique = true;
    if (!mask_has(g->cand[cell], digit)) { /* struck by the marks: put back */
        grid_allow(&work, cell, digit);
        int count = 0;
        nonet_count(&work, 2, &count, NULL);
        unique = count == 1;
    }
    why_ask a = {.n_open = 1, .result = out, .single = true, .solution = solution};
    a.open[cell] = mask_of(digit);
    return why_search(s, &work, unique, &a, err);
}

nonet_status nonet_why_all(nonet_solver *s, const nonet_grid *g, nonet_why_result out[729], nonet_error *err) {
    if (!s || !g || !out) return solver_fail(err, NONET_BAD_ARGUMENT, "no solver, position or results");
    uint8_t solution[N_CELLS];
    why_ask a = {.result = out, .solution = solution};
    nonet_status st = why_solution(g, solution, err);
    for (int cell = 0; cell < N_CELLS; cell++)
        for (int digit = 1; digit <= 9; digit++) {
            nonet_why_result *r = &out[cell * 9 + digit - 1];
            why_result_init(r, -1, digit);
            if (st != NONET_OK || g->value[cell]) continue;
            r->cell = cell;
            if (why_at_once(g, solution, r)) continue;
            if (mask_has(g->cand[cell], digit)) a.open[cell] |= mask_of(digit), a.n_open++;
            else r->cell = -1; /* struck by the marks: nonet_why asks it alone */
        }
    if (st != NONET_OK) return st;
    st = why_search(s, g, true, &a, err);
    for (int cell = 0; cell < N_CELLS; cell++)
        for (uint16_t m = a.open[cell]; m; m = mask_rest(m)) out[cell * 9 + mask_lowest(m) - 1].cell = -1;
    return st;
}

const char *nonet_why_answer_name(nonet_why_answer answer) {
    static const char *const names[] = {"cannot", "possible", "solution"};
    return (unsigned)answer < 3 ? names[answer] : "";
}

const char *nonet_why_reason_name(nonet_why_reason reason) {
    static const char *const names[] = {"", "peer", "step", "chain"};
    return (unsigned)reason < 4 ? names[reason] : "";
}
