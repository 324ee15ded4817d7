/*
** test_row_memo.c -- the driver's memo of unproductive searches changes no
** trace: explain gives, step for step, what the plain pipeline (no memo)
** gives; and the assumptions the memo rests on hold for every per-digit
** strategy on real positions (the positions along the traces of bundled
** puzzles): it skips exactly the digits it is told to, and what it finds
** for a digit is the same in two positions where that digit's candidates
** are the same.
*/
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "row_memo.h"
#include "pipeline.h"
#include "mask.h"
#include "support.h"

/* ---- collecting every step a row reports ---- */

#define MAX_LISTED 512

/* Steps with their key: the digits (per-digit strategies) or the bit of
** the unit a step is reported from (per-unit strategies: its first unit). */
typedef struct step_list {
    int n;
    uint32_t key[MAX_LISTED];
    char *json[MAX_LISTED];
} step_list;

/* What the memo knows of each technique. */
static row_memo kinds;

/* The sink: keeps every step (as JSON, with its key) and never stops. */
static bool collect(strat_ctx *ctx, nonet_step *step) {
    step_list *list = ctx->user;
    cr_assert_lt(list->n, MAX_LISTED, "more steps than the test keeps");
    bool per_digit = kinds.kind[step->technique] == MEMO_PER_DIGIT;
    list->key[list->n] = per_digit ? step->digits : 1u << step->units[0].unit;
    list->json[list->n++] = nonet_step_json(step);
    return false;
}

/* Release the JSON strings of list and empty it. */
static void list_free(step_list *list) {
    for (int i = 0; i < list->n; i++) nonet_free(list->json[i]);
    list->n = 0;
}

/* Every step of the row in g, skipping what skips says. */
static void find_all(const technique_row *row, const nonet_grid *g, const strat_ctx *skips, step_list *out) {
    out->n = 0;
    strat_ctx ctx = {.emit = collect, .user = out, .unique = true, .wanted = row->info.technique,
                     .memo = {.skip_digits = skips->memo.skip_digits, .skip_units = skips->memo.skip_units}};
    strat_finder(row->info.technique)(g, &ctx);
}

/* The skip fields as a key mask. */
static uint32_t skip_key(const strat_ctx *ctx) { return ctx->memo.skip_digits | ctx->memo.skip_units; }

/* The JSON of the steps of list whose keys avoid skip, joined. */
static void joined_avoiding(const step_list *list, uint32_t skip, char *out, size_t size) {
    size_t len = 0;
    out[0] = '\0';
    for (int i = 0; i < list->n; i++) {
        if (list->key[i] & skip) continue;
        len += (size_t)snprintf(out + len, len < size ? size - len : 0, "%s\n", list->json[i]);
    }
    cr_assert_lt(len, size, "steps too long for the test's buffer");
}

/* ---- positions along traces ---- */

#define MAX_POSITIONS 400

typedef struct positions {
    int n;
    nonet_grid grid[MAX_POSITIONS];
} positions;

static positions *sample_positions(void) {
    positions *p = calloc(1, sizeof *p);
    cr_assert_not_null(p);
    p->n = support_positions("diabolical-sample.txt", 30, 5, p->grid, 0, MAX_POSITIONS);
    p->n = support_positions("magictour-sample.txt", 15, 5, p->grid, p->n, MAX_POSITIONS);
    cr_assert_gt(p->n, 100, "too few positions: %d", p->n);
    return p;
}

/* The technique rows the memo may skip part of the work of (digits or
** units; whole-position rows are tested apart). */
static int memo_rows(const technique_row *out[]) {
    row_memo_init(&kinds);
    size_t n_rows;
    const technique_row *rows = technique_rows(&n_rows);
    int n = 0;
    for (size_t i = 0; i < n_rows; i++)
        if (strat_finder(rows[i].info.technique) && (kinds.kind[rows[i].info.technique] == MEMO_PER_DIGIT ||
                           kinds.kind[rows[i].info.technique] == MEMO_PER_UNIT))
            out[n++] = &rows[i];
    return n;
}

/* ---- the tests ---- */

/* Skips of either kind for row: digits, or units. */
static strat_ctx skips_for(const technique_row *row, int k) {
    static const uint16_t digits[] = {0x155, 0x0aa, 0x1f0, 0x00f, 0x1fe};
    static const uint32_t units[] = {0x2aaaaaa, 0x5555555, 0x7fc0000, 0x003fe01, 0x7fffffe};
    strat_ctx ctx = {.unique = true, .wanted = row->info.technique};
    if (kinds.kind[row->info.technique] == MEMO_PER_DIGIT) ctx.memo.skip_digits = digits[k];
    else ctx.memo.skip_units = units[k];
    return ctx;
}

/* Skipping digits or units drops exactly their steps, and nothing else. */
Test(row_memo, strategies_skip_exactly_what_they_are_told) {
    positions *p = sample_positions();
    const technique_row *rows[NONET_T_COUNT_];
    int n_rows = memo_rows(rows);
    cr_assert_geq(n_rows, 25, "17 per-digit rows, 8 subset rows");
    static char want[1 << 16], got[1 << 16];
    strat_ctx none = {.unique = true, .wanted = NONET_T_NONE};
    int fired = 0;
    for (int i = 0; i < p->n; i++)
        for (int r = 0; r < n_rows; r++) {
            step_list all, some;
            find_all(rows[r], &p->grid[i], &none, &all);
            fired += all.n;
            for (int k = 0; k < 5; k++) {
                strat_ctx skips = skips_for(rows[r], k);
                find_all(rows[r], &p->grid[i], &skips, &some);
                joined_avoiding(&all, skip_key(&skips), want, sizeof want);
                joined_avoiding(&some, 0, got, sizeof got);
                cr_assert_str_eq(got, want, "%s, position %d, skip %x", rows[r]->info.id, i, skip_key(&skips));
                list_free(&some);
            }
            list_free(&all);
        }
    cr_log_info("positions %d, steps %d", p->n, fired);
    cr_assert_gt(fired, 100, "the positions exercise the strategies");
    free(p);
}

/* What the memo would skip in position b after the row found nothing in
** position a (the memo's own rule). */
static strat_ctx memo_skips(const technique_row *row, const nonet_grid *a, const nonet_grid *b) {
    static row_memo memo;
    strat_ctx ctx = {.unique = true, .wanted = row->info.technique};
    row_memo_init(&memo);
    row_memo_look(&memo, a);
    row_memo_found_nothing(&memo, row->info.technique);
    row_memo_look(&memo, b);
    row_memo_skips(&memo, row->info.technique, &ctx);
    return ctx;
}

/* What a strategy finds for a digit or unit the memo would skip in a later
** position is what it finds there in the earlier one (so finding nothing
** then means nothing now): compared between each position and the next
** two. */
Test(row_memo, skipped_parts_give_what_they_gave_before) {
    positions *p = sample_positions();
    const technique_row *rows[NONET_T_COUNT_];
    int n_rows = memo_rows(rows);
    static char in_a[1 << 16], in_b[1 << 16];
    int compared = 0;
    for (int i = 0; i + 2 < p->n; i++)
        for (int j = i + 1; j <= i + 2; j++)
            for (int r = 0; r < n_rows; r++) {
                strat_ctx skips = memo_skips(rows[r], &p->grid[i], &p->grid[j]), none = skips;
                none.memo.skip_digits = 0;
                none.memo.skip_units = 0;
                step_list a, b;
                find_all(rows[r], &p->grid[i], &none, &a);
                find_all(rows[r], &p->grid[j], &none, &b);
                for (int bit = 0; bit < 27; bit++) {
                    if (!(skip_key(&skips) >> bit & 1u)) continue;
                    uint32_t others = ~(1u << bit);
                    joined_avoiding(&a, others, in_a, sizeof in_a);
                    joined_avoiding(&b, others, in_b, sizeof in_b);
                    cr_assert_str_eq(in_b, in_a, "%s, part %d, positions %d and %d", rows[r]->info.id, bit, i, j);
                    compared += in_a[0] != '\0';
                }
                list_free(&a);
                list_free(&b);
            }
    cr_log_info("parts compared: %d", compared);
    cr_assert_gt(compared, 50, "the positions share parts with steps");
    free(p);
}

/* The other row's digits a row hands over (ctx->memo.also_nothing) after a
** whole search of the position. */
static strat_ctx also_of(const technique_row *row, const nonet_grid *g) {
    step_list ignored;
    ignored.n = 0;
    strat_ctx ctx = {.emit = collect, .user = &ignored, .unique = true, .wanted = row->info.technique};
    strat_finder(row->info.technique)(g, &ctx);
    list_free(&ignored);
    return ctx;
}

/* What a row says of another row (finned and sashimi fish) is exact: the
** other row has no step for the digits handed over, and has one for each
** digit not handed over. */
Test(row_memo, digits_handed_to_another_row_are_exact) {
    positions *p = sample_positions();
    const technique_row *rows[NONET_T_COUNT_];
    int n_rows = memo_rows(rows), handed = 0, kept = 0;
    strat_ctx none = {.unique = true, .wanted = NONET_T_NONE};
    for (int i = 0; i < p->n; i++)
        for (int r = 0; r < n_rows; r++) {
            strat_ctx also = also_of(rows[r], &p->grid[i]);
            if (also.memo.also_technique == NONET_T_NONE) continue;
            const technique_row *other = technique_row_of(also.memo.also_technique);
            cr_assert_not_null(other);
            step_list steps;
            find_all(other, &p->grid[i], &none, &steps);
            uint16_t with_steps = 0;
            for (int k = 0; k < steps.n; k++) with_steps |= (uint16_t)steps.key[k];
            cr_assert_eq(with_steps & also.memo.also_nothing, 0, "%s hands %s digits %03x, which have steps %03x",
                         rows[r]->info.id, other->info.id, also.memo.also_nothing, with_steps);
            cr_assert_eq(with_steps | also.memo.also_nothing, 0x1ff, "%s keeps digits without steps of %s",
                         rows[r]->info.id, other->info.id);
            handed += mask_count(also.memo.also_nothing);
            kept += mask_count(with_steps);
            list_free(&steps);
        }
    cr_log_info("digits handed over %d, kept %d", handed, kept);
    cr_assert_gt(handed, 1000);
    cr_assert_gt(kept, 0, "some positions have finned or sashimi fish");
    free(p);
}

/* The trace of explain (with the memo) against the plain pipeline: the
** first step of the enabled rows, applied, until logic stalls. */
static void expect_plain_trace(nonet_solver *s, const char *puzzle) {
    nonet_grid *g = support_grid(puzzle);
    nonet_trace *t = NULL;
    cr_assert_eq(nonet_explain(s, g, &t, NULL), NONET_OK, "%s", puzzle);
    nonet_grid work = *g;
    nonet_step step;
    size_t i = 0;
    while (work.empty > 0 && pipeline_first_step(s, &work, true, NULL, &step) == NONET_OK) {
        cr_assert_lt(i, nonet_trace_count(t), "%s: the trace is shorter", puzzle);
        char *plain = nonet_step_json(&step), *traced = nonet_step_json(nonet_trace_step(t, i));
        cr_assert_str_eq(traced, plain, "%s, step %zu", puzzle, i);
        nonet_free(plain);
        nonet_free(traced);
        nonet_step_apply(&work, &step);
        i++;
    }
    size_t rest = work.empty > 0; /* a backtracking step (explained guesses and logic may follow) */
    cr_assert_geq(nonet_trace_count(t), i + rest, "%s: %zu steps, plain %zu", puzzle, nonet_trace_count(t), i + rest);
    if (rest) cr_assert_eq(nonet_trace_step(t, i)->technique, NONET_T_BACKTRACKING, "%s", puzzle);
    else cr_assert_eq(nonet_trace_count(t), i, "%s", puzzle);
    nonet_trace_free(t);
    nonet_grid_free(g);
}

/* The nested forcing chains (no memo; seconds a puzzle) are left out. */
Test(row_memo, explain_gives_the_plain_pipelines_trace) {
    static const char *const files[] = {"diabolical-sample.txt", "magictour-sample.txt", "hardest-sample.txt"};
    nonet_solver *s = nonet_solver_new();
    cr_assert_eq(nonet_solver_set_techniques(s, "-nested_forcing_chains", NULL), NONET_OK);
    int puzzles = 0;
    for (size_t f = 0; f < sizeof files / sizeof files[0]; f++) {
        char path[512], line[256];
        snprintf(path, sizeof path, "%s/puzzles/%s", NONET_SOURCE_DIR, files[f]);
        FILE *fp = fopen(path, "r");
        cr_assert_not_null(fp, "cannot open %s", path);
        while (fgets(line, sizeof line, fp)) {
            if (line[0] == '#') continue;
            line[81] = '\0';
            expect_plain_trace(s, line);
            puzzles++;
        }
        fclose(fp);
    }
    cr_log_info("puzzles: %d", puzzles);
    nonet_solver_free(s);
}

/* The sink that counts steps (chain steps have no unit to key them by). */
static bool count_step(strat_ctx *ctx, nonet_step *step) {
    (void)step;
    ++*(int *)ctx->user;
    return false;
}

/* Every step of the row in g (no skips): how many. */
static int steps_of(const technique_row *row, const nonet_grid *g) {
    int n = 0;
    strat_ctx ctx = {.emit = count_step, .user = &n, .unique = true, .wanted = row->info.technique};
    strat_finder(row->info.technique)(g, &ctx);
    return n;
}

/* The other row a row hands over to, and the digits, after a whole search
** of g (counting its steps). */
static strat_ctx counted_also_of(const technique_row *row, const nonet_grid *g) {
    int n = 0;
    strat_ctx ctx = {.emit = count_step, .user = &n, .unique = true, .wanted = row->info.technique};
    strat_finder(row->info.technique)(g, &ctx);
    return ctx;
}

/* A discontinuous nice loop (plain or grouped) that finds nothing hands
** its AIC row all nine digits, and that row has no step there; one that
** finds something hands nothing over. */
Test(row_memo, chain_loops_hand_over_aics_exactly) {
    static const nonet_technique pairs[2][2] = {{NONET_T_DISCONTINUOUS_NICE_LOOP, NONET_T_AIC},
                                                {NONET_T_GROUPED_DISCONTINUOUS_NICE_LOOP, NONET_T_GROUPED_AIC}};
    positions *p = sample_positions();
    int handed = 0, kept = 0;
    for (int i = 0; i < p->n; i++)
        for (int k = 0; k < 2; k++) {
            const technique_row *loops = technique_row_of(pairs[k][0]), *aics = technique_row_of(pairs[k][1]);
            cr_assert(loops && aics);
            strat_ctx also = counted_also_of(loops, &p->grid[i]);
            if (steps_of(loops, &p->grid[i])) {
                cr_assert_eq(also.memo.also_nothing, 0, "%s has steps, position %d", loops->info.id, i);
                kept++;
                continue;
            }
            cr_assert_eq(also.memo.also_technique, pairs[k][1]);
            cr_assert_eq(also.memo.also_nothing, 0x1ff);
            cr_assert_eq(steps_of(aics, &p->grid[i]), 0, "%s in position %d", aics->info.id, i);
            handed++;
        }
    cr_log_info("handed over %d, kept %d", handed, kept);
    cr_assert_gt(handed, 0, "some positions have no loop");
    cr_assert_gt(kept, 0, "some positions have loops");
    free(p);
}

/* The memo skips an AIC row where it was handed all nine digits, and only
** while the position is the same. */
Test(row_memo, whole_position_rows_skip_only_the_same_position) {
    positions *p = sample_positions();
    static row_memo memo;
    strat_ctx ctx = {.unique = true, .wanted = NONET_T_AIC};
    row_memo_init(&memo);
    cr_assert_eq(memo.kind[NONET_T_AIC], MEMO_WHOLE);
    row_memo_look(&memo, &p->grid[0]);
    cr_assert_not(row_memo_skips(&memo, NONET_T_AIC, &ctx), "nothing known yet");
    row_memo_found_nothing_for(&memo, NONET_T_AIC, 0x0ff);
    cr_assert_not(row_memo_skips(&memo, NONET_T_AIC, &ctx), "eight digits are not the position");
    row_memo_found_nothing_for(&memo, NONET_T_AIC, 0x1ff);
    cr_assert(row_memo_skips(&memo, NONET_T_AIC, &ctx));
    cr_assert_eq(ctx.memo.skip_digits, 0, "a whole-position row is skipped whole or not at all");
    row_memo_look(&memo, &p->grid[1]);
    cr_assert_not(row_memo_skips(&memo, NONET_T_AIC, &ctx), "another position");
    free(p);
}
