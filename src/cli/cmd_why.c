/*
** cmd_why.c -- `nonet why CELL DIGIT [PUZZLE|FILE...]`: "why can't r1c1
** be 5?" for each position (nonet_why): a peer holds it, a technique's
** step removes it, or a chain from it ends in a contradiction; or it is
** the cell's solution, or still possible. Text: one line per position,
** the answer in words (nonet_why_words, in --lang); JSON: one object per
** position with cell, digit, answer, reason, words and the step object.
** A position without exactly one solution, or whose CELL is filled, is a
** fault (exit 1) with a diagnostic, as is a question past --max-time.
*/
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "cmd_why.h"
#include "json_out.h"
#include "options.h"
#include "output.h"

/* "r3c4" (either case) into a cell number, or -1. */
static int why_parse_cell(const char *text) {
    if (strlen(text) != 4 || tolower((unsigned char)text[0]) != 'r' || tolower((unsigned char)text[2]) != 'c')
        return -1;
    if (text[1] < '1' || text[1] > '9' || text[3] < '1' || text[3] > '9') return -1;
    return (text[1] - '1') * 9 + (text[3] - '1');
}

/* The first two operands are CELL and DIGIT; the rest are puzzles. */
bool cli_why_check(cli_run *run) {
    cli_options *o = &run->opt;
    if (o->n_operands < 2) return cli_usage_error(run, "why", "missing %s", o->n_operands ? "DIGIT" : "CELL");
    o->why_cell = why_parse_cell(o->operands[0]);
    if (o->why_cell < 0)
        return cli_usage_error(run, "why", "bad cell '%s': a cell is written r1c1 .. r9c9", o->operands[0]);
    const char *d = o->operands[1];
    if (strlen(d) != 1 || d[0] < '1' || d[0] > '9')
        return cli_usage_error(run, "why", "bad digit '%s': a digit is 1 .. 9", d);
    o->why_digit = d[0] - '0';
    o->operands += 2;
    o->n_operands -= 2;
    return cli_solver_configure(run, "why"); /* --max-time */
}

/* The answer in words (malloc'd; NULL when out of memory). */
static char *why_words(const cli_run *run, const nonet_why_result *r) {
    size_t len = nonet_why_words(r, run->opt.lang, NULL, 0);
    char *text = malloc(len + 1);
    if (text) nonet_why_words(r, run->opt.lang, text, len + 1);
    return text;
}

/* The status word of a question that got no answer. */
static const char *why_status_word(nonet_status st) {
    return st == NONET_BAD_ARGUMENT ? "filled" : cli_status_word(st, "ok");
}

/* The JSON line: the common keys, the question, and the answer when
** there is one. */
static void why_json(cli_run *run, const cli_puzzle *p, nonet_status st, const nonet_why_result *r,
                     const char *words, const nonet_error *err) {
    jw *w = &run->json;
    char name[5];
    bool filled = st == NONET_BAD_ARGUMENT;
    cli_json_begin(run, p, filled ? NONET_OK : st, why_status_word(st), err);
    if (filled) { /* a status of why's own: the common keys know none */
        jw_key(w, "error");
        jw_string(w, err->message);
    }
    jw_key(w, "cell");
    jw_string(w, nonet_cell_name(run->opt.why_cell, name));
    jw_key(w, "digit");
    jw_int(w, run->opt.why_digit);
    bool answered = st == NONET_OK;
    jw_key(w, "answer");
    jw_string(w, answered ? nonet_why_answer_name(r->answer) : NULL);
    jw_key(w, "reason");
    jw_string(w, answered && r->reason != NONET_WHY_NONE ? nonet_why_reason_name(r->reason) : NULL);
    jw_key(w, "peer");
    jw_string(w, answered && r->reason == NONET_WHY_PEER ? nonet_cell_name(r->peer, name) : NULL);
    jw_key(w, "words");
    jw_string(w, answered ? words : NULL);
    jw_key(w, "step");
    if (answered && (r->reason == NONET_WHY_STEP || r->reason == NONET_WHY_CHAIN)) jw_step(w, r->step, run->opt.lang);
    else jw_raw(w, "null");
    cli_json_end(run);
}

/* One position: ask, say why a fault is one, print, record the exit class. */
void cli_why_puzzle(cli_run *run, const cli_puzzle *p) {
    if (p->status != NONET_OK) {
        cli_print_invalid(run, p);
        return;
    }
    nonet_why_result *r = calloc(1, sizeof *r); /* zeroed, as nonet_why asks */
    nonet_error err = {0};
    nonet_status st = r ? nonet_why(run->solver, p->grid, run->opt.why_cell, run->opt.why_digit, r, &err) : NONET_NOMEM;
    char *words = st == NONET_OK ? why_words(run, r) : NULL;
    if (st == NONET_NOMEM || (st == NONET_OK && !words)) {
        cli_out_of_memory(run);
        st = NONET_NOMEM;
    } else if (st != NONET_OK) {
        cli_diagnose(run, p, NULL, cli_message(st, &err));
    }
    if (st != NONET_NOMEM && run->opt.format == CLI_FORMAT_JSON) why_json(run, p, st, r, words, &err);
    else if (st != NONET_NOMEM) fprintf(run->out, "%s\n", st == NONET_OK ? words : why_status_word(st));
    cli_run_result(run, st == NONET_BAD_ARGUMENT ? CLI_EXIT_PUZZLE : cli_exit_of(st));
    free(words);
    nonet_why_clear(r, 1);
    free(r);
}
