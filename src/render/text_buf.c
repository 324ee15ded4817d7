/*
** text_buf.c -- the pieces every explanation line is made of (text_buf.h),
** apart from the formatters that put them together, so that the family
** formatters and the dispatch in render_text.c depend on this module and
** not on each other.
*/
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "mask.h"
#include "tables.h"
#include "technique.h"
#include "text_buf.h"

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
        if (k != last_kind) tb_put(tb, &kind[k], 1);
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
    const technique_row *row = technique_row_of(s->technique);
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

/* One state of a branch, "(digit)cell". */
static void tb_state(text_buf *tb, nonet_candidate c) {
    tb_text(tb, "(");
    tb_number(tb, c.digit);
    tb_text(tb, ")");
    tb_cell(tb, c.cell);
}

static bool same_candidate(nonet_candidate a, nonet_candidate b) { return a.cell == b.cell && a.digit == b.digit; }

void tb_branches(text_buf *tb, const nonet_step *s) {
    for (int i = 0; i < s->n_links; i++) {
        if (i == 0 || !same_candidate(s->links[i].from, s->links[i - 1].to)) {
            tb_text(tb, i ? "; " : " ");
            tb_state(tb, s->links[i].from);
        }
        tb_text(tb, s->links[i].strong ? "=" : "-");
        tb_state(tb, s->links[i].to);
    }
}
