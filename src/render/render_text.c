/*
** render_text.c -- the explanation line of a step, in the field's notation.
** The dispatch table picks a formatter per technique; families with their
** own syntax put their formatter in src/render_<family>.c.
*/
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "mask.h"
#include "registry.h"
#include "render_als.h"
#include "render_chains.h"
#include "render_direct.h"
#include "render_coloring.h"
#include "render_fish.h"
#include "render_single_digit.h"
#include "render_text.h"
#include "render_uniqueness.h"
#include "render_wings.h"
#include "tables.h"

void tb_init(text_buf *tb, char *buf, size_t size) {
    tb->buf = buf;
    tb->size = size;
    tb->len = 0;
    if (size) buf[0] = '\0';
}

void tb_printf(text_buf *tb, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    size_t room = tb->len < tb->size ? tb->size - tb->len : 0;
    int n = vsnprintf(room ? tb->buf + tb->len : NULL, room, fmt, ap);
    va_end(ap);
    if (n > 0) tb->len += (size_t)n;
}

/* Append n bytes, snprintf-like: what does not fit is counted, not written. */
static void tb_put(text_buf *tb, const char *text, size_t n) {
    if (tb->len < tb->size) {
        size_t room = tb->size - tb->len - 1, k = n < room ? n : room;
        memcpy(tb->buf + tb->len, text, k);
        tb->buf[tb->len + k] = '\0';
    }
    tb->len += n;
}

void tb_text(text_buf *tb, const char *text) { tb_put(tb, text, strlen(text)); }

/* A number; the digits of cells, units and candidates (0..9) without
** printf, which was most of the cost of a line. */
static void tb_number(text_buf *tb, int n) {
    char digit = (char)('0' + n);
    if (n >= 0 && n <= 9) tb_put(tb, &digit, 1);
    else tb_printf(tb, "%d", n);
}

void tb_cell(text_buf *tb, int cell) {
    tb_text(tb, "r");
    tb_number(tb, cell_row(cell) + 1);
    tb_text(tb, "c");
    tb_number(tb, cell_col(cell) + 1);
}

/* Sort cell indices ascending and drop duplicates; returns the count. */
static int sorted_unique(const uint8_t *cells, int n, uint8_t out[N_CELLS]) {
    uint8_t seen[N_CELLS] = {0};
    int k = 0;
    for (int i = 0; i < n; i++) seen[cells[i] % N_CELLS] = 1;
    for (int c = 0; c < N_CELLS; c++)
        if (seen[c]) out[k++] = (uint8_t)c;
    return k;
}

/*
** HoDoKu's grouping, so that lines read as the field writes them: take the
** first cell left (in index order); the cells after it in its row join it
** ("r1c34"); if none does, the cells in its column join it ("r123c7").
*/
void tb_cells(text_buf *tb, const uint8_t *cells, int n) {
    uint8_t left[N_CELLS];
    int count = sorted_unique(cells, n, left);
    bool used[N_CELLS] = {false};
    for (int i = 0; i < count; i++) {
        if (used[i]) continue;
        int first = left[i];
        uint16_t rows = (uint16_t)(1u << cell_row(first)), cols = (uint16_t)(1u << cell_col(first));
        for (int j = i + 1; j < count; j++) {
            if (used[j]) continue;
            bool same_row = cell_row(left[j]) == cell_row(first), same_col = cell_col(left[j]) == cell_col(first);
            if (same_row && mask_single(rows)) cols |= (uint16_t)(1u << cell_col(left[j]));
            else if (same_col && mask_single(cols)) rows |= (uint16_t)(1u << cell_row(left[j]));
            else continue;
            used[j] = true;
        }
        tb_text(tb, i ? ",r" : "r");
        for (uint16_t m = rows; m; m = mask_rest(m)) tb_number(tb, mask_first_index(m) + 1);
        tb_text(tb, "c");
        for (uint16_t m = cols; m; m = mask_rest(m)) tb_number(tb, mask_first_index(m) + 1);
    }
}

void tb_digits(text_buf *tb, uint16_t mask, const char *sep) {
    for (uint16_t m = mask; m; m = mask_rest(m)) {
        if (m != mask) tb_text(tb, sep);
        tb_number(tb, mask_lowest(m));
    }
}

void tb_unit(text_buf *tb, int unit) {
    static const char kind[3] = {'r', 'c', 'b'};
    tb_put(tb, &kind[unit_kind(unit)], 1);
    tb_number(tb, unit % 9 + 1);
}

void tb_units_with_role(text_buf *tb, const nonet_step *s, nonet_role role) {
    static const char kind[3] = {'r', 'c', 'b'};
    int last_kind = -1;
    for (int i = 0; i < s->n_units; i++) {
        if (s->units[i].role != role) continue;
        int k = unit_kind(s->units[i].unit);
        if (k != last_kind) tb_printf(tb, "%s%c", last_kind < 0 ? "" : " ", kind[k]);
        tb_number(tb, s->units[i].unit % 9 + 1);
        last_kind = k;
    }
}

void tb_step_cells(text_buf *tb, const nonet_step *s) { tb_cells(tb, s->cells, s->n_cells); }

void tb_cells_with_role(text_buf *tb, const nonet_step *s, nonet_role role) {
    bool with_role[N_CELLS] = {false};
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].role == role && s->marks[i].cell < N_CELLS) with_role[s->marks[i].cell] = true;
    const char *sep = "";
    tb_printf(tb, "(");
    for (int cell = 0; cell < N_CELLS; cell++) {
        if (!with_role[cell]) continue;
        tb_printf(tb, "%s", sep);
        tb_cell(tb, cell);
        sep = ",";
    }
    tb_printf(tb, ")");
}

uint16_t text_role_digits(const nonet_step *s, nonet_role role) {
    uint16_t digits = 0;
    for (int i = 0; i < s->n_marks; i++)
        if (s->marks[i].role == role) digits |= mask_of(s->marks[i].digit);
    return digits;
}

/* Eliminations of one digit, compressed: "r1c34,r4c34<>3". */
static void tb_elims_of(text_buf *tb, const nonet_step *s, int digit) {
    uint8_t cells[NONET_STEP_MAX_ELIMINATIONS];
    int n = 0;
    for (int i = 0; i < s->n_eliminations; i++)
        if (s->eliminations[i].digit == digit) cells[n++] = s->eliminations[i].cell;
    tb_cells(tb, cells, n);
    tb_text(tb, "<>");
    tb_number(tb, digit);
}

void tb_effects(text_buf *tb, const nonet_step *s) {
    const char *sep = "";
    for (int i = 0; i < s->n_placements; i++, sep = ", ") {
        tb_text(tb, sep);
        tb_cell(tb, s->placements[i].cell);
        tb_text(tb, "=");
        tb_number(tb, s->placements[i].digit);
    }
    uint16_t digits = 0;
    for (int i = 0; i < s->n_eliminations; i++) digits |= mask_of(s->eliminations[i].digit);
    for (uint16_t m = digits; m; m = mask_rest(m), sep = ", ") {
        tb_text(tb, sep);
        tb_elims_of(tb, s, mask_lowest(m));
    }
}

void tb_name(text_buf *tb, const nonet_step *s) {
    const strat_row *row = registry_row_any(s->technique);
    tb_text(tb, row ? row->info.name : "Unknown");
}

void tb_name_digits(text_buf *tb, const nonet_step *s, uint16_t digits) {
    tb_name(tb, s);
    tb_text(tb, ": ");
    tb_digits(tb, digits, "/");
}

void tb_then_effects(text_buf *tb, const nonet_step *s) {
    tb_text(tb, " => ");
    tb_effects(tb, s);
}

void text_plain(text_buf *tb, const nonet_step *s) {
    tb_name(tb, s);
    tb_text(tb, ": ");
    tb_effects(tb, s);
}

/* "Name: <digits> in <where> => effects", where is the first unit or the
** pattern's cells. */
static void text_digits_in(text_buf *tb, const nonet_step *s, bool in_unit) {
    tb_name(tb, s);
    tb_text(tb, ": ");
    tb_digits(tb, s->digits, ",");
    tb_text(tb, " in ");
    if (!in_unit) tb_step_cells(tb, s);
    else if (s->n_units) tb_unit(tb, s->units[0].unit);
    tb_then_effects(tb, s);
}

void text_digit_in_unit(text_buf *tb, const nonet_step *s) { text_digits_in(tb, s, true); }

void text_digits_in_cells(text_buf *tb, const nonet_step *s) { text_digits_in(tb, s, false); }

/* "Backtracking: no technique applies with 45 cells empty => r1c1=5, ..." */
static void text_backtracking(text_buf *tb, const nonet_step *s) {
    tb_printf(tb, "Backtracking: no technique applies with %d cells empty => ", s->n_placements);
    tb_effects(tb, s);
}

typedef struct text_row {
    nonet_technique technique;
    text_format_fn fn;
} text_row;

/* Families not listed use text_plain. */
static const text_row text_rows[] = {
    {NONET_T_HIDDEN_SINGLE, text_digit_in_unit},
    {NONET_T_POINTING, text_digit_in_unit},
    {NONET_T_CLAIMING, text_digit_in_unit},
    {NONET_T_LOCKED_PAIR, text_digits_in_cells},
    {NONET_T_LOCKED_TRIPLE, text_digits_in_cells},
    {NONET_T_NAKED_PAIR, text_digits_in_cells},
    {NONET_T_NAKED_TRIPLE, text_digits_in_cells},
    {NONET_T_NAKED_QUAD, text_digits_in_cells},
    {NONET_T_HIDDEN_PAIR, text_digits_in_cells},
    {NONET_T_HIDDEN_TRIPLE, text_digits_in_cells},
    {NONET_T_HIDDEN_QUAD, text_digits_in_cells},
    {NONET_T_DIRECT_POINTING, text_direct},
    {NONET_T_DIRECT_CLAIMING, text_direct},
    {NONET_T_DIRECT_HIDDEN_PAIR, text_direct},
    {NONET_T_DIRECT_HIDDEN_TRIPLE, text_direct},

    {NONET_T_SIMPLE_COLORS, text_coloring},
    {NONET_T_MULTI_COLORS, text_coloring},
    {NONET_T_X_WING, text_fish},
    {NONET_T_SWORDFISH, text_fish},
    {NONET_T_JELLYFISH, text_fish},
    {NONET_T_FINNED_X_WING, text_fish},
    {NONET_T_FINNED_SWORDFISH, text_fish},
    {NONET_T_FINNED_JELLYFISH, text_fish},
    {NONET_T_SASHIMI_X_WING, text_fish},
    {NONET_T_SASHIMI_SWORDFISH, text_fish},
    {NONET_T_SASHIMI_JELLYFISH, text_fish},

    {NONET_T_UNIQUE_RECTANGLE, text_rectangle},
    {NONET_T_HIDDEN_RECTANGLE, text_rectangle},
    {NONET_T_AVOIDABLE_RECTANGLE, text_rectangle},
    {NONET_T_BUG_PLUS_1, text_bug_plus_1},

    {NONET_T_SKYSCRAPER, text_two_links},
    {NONET_T_TWO_STRING_KITE, text_two_links},
    {NONET_T_TURBOT_FISH, text_turbot},
    {NONET_T_EMPTY_RECTANGLE, text_empty_rectangle},
    {NONET_T_XY_WING, text_wing},
    {NONET_T_XYZ_WING, text_wing},
    {NONET_T_W_WING, text_w_wing},
    {NONET_T_REMOTE_PAIR, text_remote_pair},

    {NONET_T_X_CHAIN, text_chain},
    {NONET_T_XY_CHAIN, text_xy_chain},
    {NONET_T_CONTINUOUS_NICE_LOOP, text_chain},
    {NONET_T_DISCONTINUOUS_NICE_LOOP, text_chain},
    {NONET_T_AIC, text_aic},
    {NONET_T_GROUPED_CONTINUOUS_NICE_LOOP, text_chain},
    {NONET_T_GROUPED_DISCONTINUOUS_NICE_LOOP, text_chain},
    {NONET_T_GROUPED_AIC, text_aic},

    {NONET_T_SUE_DE_COQ, text_sue_de_coq},
    {NONET_T_ALS_XZ, text_als},
    {NONET_T_ALS_XY_WING, text_als},
    {NONET_T_DEATH_BLOSSOM, text_death_blossom},

    {NONET_T_BACKTRACKING, text_backtracking},
};

/* The formatter of a family: its row in text_rows, else text_plain. */
static text_format_fn format_of(nonet_technique t) {
    for (size_t i = 0; i < sizeof text_rows / sizeof text_rows[0]; i++)
        if (text_rows[i].technique == t) return text_rows[i].fn;
    return text_plain;
}

size_t nonet_step_text(const nonet_step *step, char *buf, size_t size) {
    text_buf tb;
    tb_init(&tb, buf, size);
    format_of(step->technique)(&tb, step);
    return tb.len;
}

const char *nonet_cell_name(int cell, char buf[5]) {
    if (cell < 0 || cell >= N_CELLS) cell = 0;
    buf[0] = 'r';
    buf[1] = (char)('1' + cell_row(cell));
    buf[2] = 'c';
    buf[3] = (char)('1' + cell_col(cell));
    buf[4] = '\0';
    return buf;
}

const char *nonet_unit_name(int unit, char buf[3]) {
    text_buf tb;
    tb_init(&tb, buf, 3);
    tb_unit(&tb, unit < 0 || unit >= N_UNITS ? 0 : unit);
    return buf;
}
