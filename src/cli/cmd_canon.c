/*
** cmd_canon.c -- `nonet canon`: each puzzle's canonical form (nonet_canon),
** the smallest string among its equivalent copies, so that equal forms mean
** equivalent puzzles:
**
**    <canonical form> [transpose=no rows=... cols=... digits=...]
**
** --transform adds the mapping from the input onto the form; --dedup keeps
** a set of the forms seen (uthash) and prints only the first puzzle of
** each class, with the number dropped on standard error at the end. One
** line in, at most one line out, in input order: a line filter.
*/
#include <stdlib.h>
#include <string.h>
#include <uthash.h>

#include "cmd_canon.h"
#include "batch_input.h"
#include "json_out.h"
#include "output.h"

/* One canonical form seen, for --dedup. */
typedef struct seen_form {
    char form[81];
    UT_hash_handle hh;
} seen_form;

/* The run's --dedup state. */
typedef struct canon_state {
    seen_form *seen; /* uthash set of forms */
    long dropped;
} canon_state;

/* Whether the form was seen before; records it when not. Out of memory,
** it counts as new (printed, never wrongly dropped). */
static bool seen_before(canon_state *state, const char form[81]) {
    seen_form *found = NULL;
    HASH_FIND(hh, state->seen, form, 81, found);
    if (found) return true;
    seen_form *entry = malloc(sizeof *entry);
    if (!entry) return false;
    memcpy(entry->form, form, 81);
    HASH_ADD(hh, state->seen, form, 81, entry);
    return false;
}

/* "123456789" from a 0-based (rows, cols) or 1-based (digits) array. */
static void spell(const uint8_t *v, int base, char out[10]) {
    for (int i = 0; i < 9; i++) out[i] = (char)('0' + v[i] + base);
    out[9] = '\0';
}

/* The text line: the form, and with --transform the mapping. */
static void canon_text(cli_run *run, const char form[82], const nonet_transform *tr) {
    if (!run->opt.transform) {
        fprintf(run->out, "%s\n", form);
        return;
    }
    char rows[10], cols[10], digits[10];
    spell(tr->rows, 1, rows);
    spell(tr->cols, 1, cols);
    spell(&tr->digits[1], 0, digits);
    fprintf(run->out, "%s transpose=%s rows=%s cols=%s digits=%s\n", form, tr->transpose ? "yes" : "no", rows, cols,
            digits);
}

/* "key":[9 numbers] (plus base). */
static void json_nine(jw *sb, const char *key, const uint8_t *v, int base) {
    jw_key(sb, key);
    jw_begin(sb, '[');
    for (int i = 0; i < 9; i++) jw_int(sb, v[i] + base);
    jw_end(sb, ']');
}

/* The JSON line: the common keys, "canon", and with --transform the
** mapping as an object. */
static void canon_json(cli_run *run, const cli_puzzle *p, const char form[82], const nonet_transform *tr) {
    cli_json_begin(run, p, NONET_OK, "ok", NULL);
    jw_key(&run->json, "canon");
    jw_string(&run->json, form);
    if (run->opt.transform) {
        jw_key(&run->json, "transform");
        jw_begin(&run->json, '{');
        jw_key(&run->json, "transpose");
        jw_bool(&run->json, tr->transpose);
        json_nine(&run->json, "rows", tr->rows, 1);
        json_nine(&run->json, "cols", tr->cols, 1);
        json_nine(&run->json, "digits", &tr->digits[1], 0);
        jw_end(&run->json, '}');
    }
    cli_json_end(run);
}

/* One puzzle: its form, unless --dedup has seen it. */
void cli_canon_puzzle(cli_run *run, const cli_puzzle *p) {
    if (p->status != NONET_OK) {
        cli_print_invalid(run, p);
        return;
    }
    char form[82];
    nonet_transform tr;
    if (nonet_canon(p->grid, form, &tr) != NONET_OK) {
        cli_out_of_memory(run);
        return;
    }
    canon_state *state = run->state;
    if (state && seen_before(state, form)) {
        state->dropped++;
        return;
    }
    if (run->opt.format == CLI_FORMAT_JSON) canon_json(run, p, form, &tr);
    else canon_text(run, form, &tr);
}

/* The batch, with the --dedup set around it and its count at the end. */
int cli_canon_run(cli_run *run) {
    canon_state state = {NULL, 0};
    if (run->opt.dedup) run->state = &state;
    int code = cli_input_each(run, cli_canon_puzzle);
    run->state = NULL;
    seen_form *entry, *tmp;
    HASH_ITER(hh, state.seen, entry, tmp) {
        HASH_DEL(state.seen, entry);
        free(entry);
    }
    if (run->opt.dedup)
        fprintf(run->err, "nonet: canon: %ld duplicate%s dropped\n", state.dropped, state.dropped == 1 ? "" : "s");
    return code;
}
