/*
** cmd_find.c -- `nonet find TECHNIQUE`: every instance of one technique in
** each position, none applied (nonet_find). Text: a header per position,
** one line per instance, the number found; JSON: one object per position
** with the step objects of explain. A position without a solution is not
** searched (any deduction would be vacuous); one with several solutions
** is (uniqueness techniques then find nothing) but still counts as a fault.
** --grid puts each instance's picture under its line; --svg DIR writes it
** as DIR/<position>-<instance>.svg.
*/
#include <stdlib.h>
#include <string.h>

#include "cmd_find.h"
#include "json_out.h"
#include "options.h"
#include "output.h"
#include "picture.h"

/* The first operand is the TECHNIQUE: a logic technique's id. */
bool cli_find_check(cli_run *run) {
    cli_options *o = &run->opt;
    if (o->n_operands == 0) return cli_usage_error(run, "find", "missing TECHNIQUE");
    const char *id = o->operands[0];
    o->technique = nonet_technique_from_id(id);
    if (o->technique == NONET_T_NONE) return cli_unknown_technique(run, "find", id, strlen(id));
    if (nonet_technique_info_of(o->technique)->flags & NONET_TF_FALLBACK)
        return cli_usage_error(run, "find", "'%s' is not a logic technique", id);
    o->operands++;
    o->n_operands--;
    if (o->grid && o->format == CLI_FORMAT_JSON)
        return cli_usage_error(run, "find", "--grid is for text output, not with --format json");
    cli_color_decide(run);
    return !o->svg || cli_svg_prepare(run, "find");
}

/* Room for twice as many records (16 at first); false when out of memory. */
static bool steps_grow(cli_steps *list) {
    size_t cap = list->cap ? list->cap * 2 : 16;
    nonet_step **grown = realloc(list->steps, cap * sizeof *grown);
    if (!grown) return false;
    list->steps = grown;
    for (; list->cap < cap; list->cap++)
        if (!(list->steps[list->cap] = nonet_step_new())) return false;
    return true;
}

void cli_steps_free(cli_steps *list) {
    for (size_t i = 0; i < list->cap; i++) nonet_step_free(list->steps[i]);
    free(list->steps);
    *list = (cli_steps){0};
}

/* nonet_find's callback: keep a copy of the instance; never stops early. */
static bool keep_instance(const nonet_step *step, void *user) {
    cli_run *run = user;
    cli_steps *found = &run->found;
    if (found->n == found->cap && !steps_grow(found)) {
        found->failed = true;
        return true;
    }
    nonet_step_copy(found->steps[found->n++], step);
    return false;
}

/* The position's status (a count to 2) and, unless it has no solution,
** its instances in run->found. */
static nonet_status find_instances(cli_run *run, const cli_puzzle *p) {
    run->found.n = 0;
    if (p->status != NONET_OK) return NONET_INVALID;
    int count = 0;
    nonet_count(p->grid, 2, &count, NULL);
    if (count == 0) return NONET_NO_SOLUTION;
    nonet_status st = nonet_find(run->solver, p->grid, run->opt.technique, keep_instance, run, NULL);
    if (st != NONET_OK) return st;
    return count == 1 ? NONET_OK : NONET_MULTIPLE_SOLUTIONS;
}

/* "Puzzle:", one line per instance, "Found: N" when searched, the status if not ok. */
static void find_text(cli_run *run, const cli_puzzle *p, nonet_status status) {
    if (run->n_puzzles > 1) fprintf(run->out, "\n");
    cli_print_header(run, p);
    for (size_t i = 0; i < run->found.n; i++) {
        cli_print_step(run, run->found.steps[i]);
        if (run->opt.grid) cli_print_picture(run, p->grid, run->found.steps[i]);
    }
    if (status == NONET_OK || status == NONET_MULTIPLE_SOLUTIONS)
        fprintf(run->out, cli_tr(run, "Found: %zu\n"), run->found.n);
    if (status != NONET_OK) fprintf(run->out, cli_tr(run, "Status: %s\n"), cli_status_word(status, "ok"));
}

/* The common keys, then "technique" and "steps" when searched. */
static void find_json(cli_run *run, const cli_puzzle *p, nonet_status status) {
    jw *w = &run->json;
    cli_json_begin(run, p, status, "ok", p->status == NONET_OK ? NULL : p->error);
    if (status == NONET_OK || status == NONET_MULTIPLE_SOLUTIONS || status == NONET_TIMEOUT) {
        jw_key(w, "technique");
        jw_string(w, nonet_technique_info_of(run->opt.technique)->id);
        jw_key(w, "steps");
        jw_begin(w, '[');
        for (size_t i = 0; i < run->found.n; i++) jw_step(w, run->found.steps[i], run->opt.lang);
        jw_end(w, ']');
    }
    cli_json_end(run);
}

/* One position: search it, report a fault, print, record the exit class. */
void cli_find_puzzle(cli_run *run, const cli_puzzle *p) {
    nonet_status status = find_instances(run, p);
    if (run->found.failed) {
        cli_out_of_memory(run);
        run->found.failed = false;
    }
    const nonet_error *err = p->status == NONET_OK ? NULL : p->error;
    if (status != NONET_OK) cli_diagnose(run, p, err, cli_message(status, err));
    if (run->opt.format == CLI_FORMAT_JSON) find_json(run, p, status);
    else find_text(run, p, status);
    for (size_t i = 0; run->opt.svg && i < run->found.n; i++)
        cli_svg_write(run, run->n_puzzles, i + 1, p->grid, run->found.steps[i]);
    cli_run_result(run, cli_exit_of(status));
}
