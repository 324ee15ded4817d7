/*
** render_text.c -- the explanation line of a step, in the field's notation.
** The dispatch table picks a formatter per technique; families with their
** own syntax put their formatter in src/render_<family>.c.
*/
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "mask.h"
#include "registry.h"
#include "render_single_digit.h"
#include "render_text.h"
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

/* Count groups when cells are grouped by the given key (row or column). */
static int group_count(const uint8_t *cells, int n, int by_row) {
    uint16_t keys = 0;
    for (int i = 0; i < n; i++)
        keys |= (uint16_t)(1u << (by_row ? cell_row(cells[i]) : cell_col(cells[i])));
    /* Cells sharing a key but not the other coordinate set still form one
    ** group; the count of distinct keys is the number of groups. */
    return mask_count(keys);
}

/* One group: the cells whose key (row or column) equals key. */
static void tb_group(text_buf *tb, const uint8_t *cells, int n, int by_row, int key) {
    uint16_t others = 0;
    for (int i = 0; i < n; i++) {
        int r = cell_row(cells[i]), c = cell_col(cells[i]);
        if ((by_row ? r : c) == key) others |= (uint16_t)(1u << (by_row ? c : r));
    }
    tb_printf(tb, "r");
    if (by_row) {
        tb_printf(tb, "%dc", key + 1);
        for (uint16_t m = others; m; m = mask_rest(m)) tb_printf(tb, "%d", mask_first_index(m) + 1);
    } else {
        for (uint16_t m = others; m; m = mask_rest(m)) tb_printf(tb, "%d", mask_first_index(m) + 1);
        tb_printf(tb, "c%d", key + 1);
    }
}

void tb_cells(text_buf *tb, const uint8_t *cells, int n) {
    int by_row = group_count(cells, n, 1) <= group_count(cells, n, 0);
    uint16_t keys = 0;
    for (int i = 0; i < n; i++)
        keys |= (uint16_t)(1u << (by_row ? cell_row(cells[i]) : cell_col(cells[i])));
    for (uint16_t m = keys; m; m = mask_rest(m)) {
        if (m != keys) tb_printf(tb, ",");
        tb_group(tb, cells, n, by_row, mask_first_index(m));
    }
}

void tb_digits(text_buf *tb, uint16_t mask, const char *sep) {
    for (uint16_t m = mask; m; m = mask_rest(m))
        tb_printf(tb, "%s%d", m == mask ? "" : sep, mask_lowest(m));
}

void tb_unit(text_buf *tb, int unit) {
    static const char kind[3] = {'r', 'c', 'b'};
    tb_printf(tb, "%c%d", kind[unit_kind(unit)], unit % 9 + 1);
}

void tb_units_with_role(text_buf *tb, const nonet_step *s, nonet_role role) {
    static const char kind[3] = {'r', 'c', 'b'};
    int last_kind = -1;
    for (int i = 0; i < s->n_units; i++) {
        if (s->units[i].role != role) continue;
        int k = unit_kind(s->units[i].unit);
        if (k != last_kind) tb_printf(tb, "%s%c", last_kind < 0 ? "" : " ", kind[k]);
        tb_printf(tb, "%d", s->units[i].unit % 9 + 1);
        last_kind = k;
    }
}

void tb_step_cells(text_buf *tb, const nonet_step *s) { tb_cells(tb, s->cells, s->n_cells); }

/* Eliminations of one digit, compressed: "r1c34,r4c34<>3". */
static void tb_elims_of(text_buf *tb, const nonet_step *s, int digit) {
    uint8_t cells[NONET_STEP_MAX_ELIMINATIONS];
    int n = 0;
    for (int i = 0; i < s->n_eliminations; i++)
        if (s->eliminations[i].digit == digit) cells[n++] = s->eliminations[i].cell;
    tb_cells(tb, cells, n);
    tb_printf(tb, "<>%d", digit);
}

void tb_effects(text_buf *tb, const nonet_step *s) {
    const char *sep = "";
    for (int i = 0; i < s->n_placements; i++, sep = ", ")
        tb_printf(tb, "%sr%dc%d=%d", sep, cell_row(s->placements[i].cell) + 1,
                  cell_col(s->placements[i].cell) + 1, s->placements[i].digit);
    uint16_t digits = 0;
    for (int i = 0; i < s->n_eliminations; i++) digits |= mask_of(s->eliminations[i].digit);
    for (uint16_t m = digits; m; m = mask_rest(m), sep = ", ") {
        tb_printf(tb, "%s", sep);
        tb_elims_of(tb, s, mask_lowest(m));
    }
}

void tb_name(text_buf *tb, const nonet_step *s) {
    const strat_row *row = registry_row_any(s->technique);
    tb_printf(tb, "%s", row ? row->info.name : "Unknown");
}

void text_plain(text_buf *tb, const nonet_step *s) {
    tb_name(tb, s);
    tb_printf(tb, ": ");
    tb_effects(tb, s);
}

void text_digit_in_unit(text_buf *tb, const nonet_step *s) {
    tb_name(tb, s);
    tb_printf(tb, ": ");
    tb_digits(tb, s->digits, ",");
    tb_printf(tb, " in ");
    if (s->n_units) tb_unit(tb, s->units[0].unit);
    tb_printf(tb, " => ");
    tb_effects(tb, s);
}

void text_digits_in_cells(text_buf *tb, const nonet_step *s) {
    tb_name(tb, s);
    tb_printf(tb, ": ");
    tb_digits(tb, s->digits, ",");
    tb_printf(tb, " in ");
    tb_step_cells(tb, s);
    tb_printf(tb, " => ");
    tb_effects(tb, s);
}

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

    {NONET_T_SKYSCRAPER, text_two_links},
    {NONET_T_TWO_STRING_KITE, text_two_links},
    {NONET_T_TURBOT_FISH, text_turbot},
    {NONET_T_EMPTY_RECTANGLE, text_empty_rectangle},
    {NONET_T_XY_WING, text_wing},
    {NONET_T_XYZ_WING, text_wing},
    {NONET_T_W_WING, text_w_wing},
    {NONET_T_REMOTE_PAIR, text_remote_pair},

    {NONET_T_BACKTRACKING, text_backtracking},
};

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
    snprintf(buf, 5, "r%dc%d", cell_row(cell) + 1, cell_col(cell) + 1);
    return buf;
}

const char *nonet_unit_name(int unit, char buf[3]) {
    text_buf tb;
    tb_init(&tb, buf, 3);
    tb_unit(&tb, unit < 0 || unit >= N_UNITS ? 0 : unit);
    return buf;
}
