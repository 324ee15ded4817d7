/*
** row_memo.c -- the driver's memory of unproductive searches (row_memo.h).
*/
#include <string.h>

#include "row_memo.h"

#define ALL_UNITS ((1u << N_UNITS) - 1u)

/* Contracts of the exported functions: see row_memo.h. */
void row_memo_init(row_memo *m) {
    size_t n;
    const technique_row *rows = technique_rows(&n);
    memset(m->kind, MEMO_NONE, sizeof m->kind);
    memset(m->known, 0, sizeof m->known);
    m->grid = NULL;
    m->read = false;
    for (size_t i = 0; i < n; i++) m->kind[rows[i].info.technique] = (uint8_t)rows[i].memo;
}

void row_memo_look(row_memo *m, const nonet_grid *g) {
    m->grid = g;
    m->read = false;
}

/* Read the position into now, once per position: most passes of the
** pipeline end with a single before any memo row. */
static void read_position(row_memo *m) {
    if (m->read) return;
    for (int digit = 1; digit <= 9; digit++)
        for (int row = 0; row < 9; row++) m->now[digit - 1].rows[row] = m->grid->where[row_unit(row)][digit];
    m->read = true;
}

/* The digits whose candidates are as they were when t found nothing. */
static uint16_t same_digits(const row_memo *m, nonet_technique t) {
    uint16_t same = 0;
    for (int digit = 1; digit <= 9; digit++)
        if (!memcmp(&m->found_nothing[t][digit - 1], &m->now[digit - 1], sizeof(digit_rows)))
            same |= mask_of(digit);
    return same;
}

/* The units holding a cell that changed since t found nothing (bit u). */
static uint32_t changed_units(const row_memo *m, nonet_technique t) {
    uint32_t units = 0;
    for (int row = 0; row < 9; row++) {
        uint16_t cells = 0; /* the row's changed cells, by column */
        for (int digit = 0; digit < 9; digit++) cells |= m->now[digit].rows[row] ^ m->found_nothing[t][digit].rows[row];
        if (!cells) continue;
        units |= 1u << row_unit(row) | (uint32_t)cells << col_unit(0);
        for (int stack = 0; stack < 3; stack++)
            if (cells & (7u << (3 * stack))) units |= 1u << box_unit(row / 3 * 3 + stack);
    }
    return units;
}

/* The units whose own cells and crossing units' cells are unchanged: a
** row with its band's boxes, a column with its stack's boxes, a box with
** its band's rows and its stack's columns. */
static uint32_t quiet_units(uint32_t changed) {
    uint32_t quiet = 0;
    for (int i = 0; i < 9; i++) {
        uint32_t band_boxes = 7u << box_unit(i / 3 * 3), stack_boxes = 0111u << box_unit(i / 3);
        uint32_t box_lines = 7u << row_unit(i / 3 * 3) | 7u << col_unit(i % 3 * 3);
        if (!(changed & (1u << row_unit(i) | band_boxes))) quiet |= 1u << row_unit(i);
        if (!(changed & (1u << col_unit(i) | stack_boxes))) quiet |= 1u << col_unit(i);
        if (!(changed & (1u << box_unit(i) | box_lines))) quiet |= 1u << box_unit(i);
    }
    return quiet;
}

bool row_memo_skips(row_memo *m, nonet_technique t, strat_ctx *ctx) {
    if (!m->known[t]) return false;
    read_position(m);
    if (m->kind[t] == MEMO_PER_DIGIT) {
        ctx->memo.skip_digits = same_digits(m, t) & m->known[t];
        return ctx->memo.skip_digits == MASK_ALL;
    }
    if (m->kind[t] == MEMO_WHOLE) return (same_digits(m, t) & m->known[t]) == MASK_ALL;
    ctx->memo.skip_units = quiet_units(changed_units(m, t));
    return ctx->memo.skip_units == ALL_UNITS;
}

void row_memo_found_nothing(row_memo *m, nonet_technique t) {
    if (m->kind[t] == MEMO_NONE) return;
    read_position(m);
    memcpy(m->found_nothing[t], m->now, sizeof m->now);
    m->known[t] = MASK_ALL;
}

void row_memo_found_nothing_for(row_memo *m, nonet_technique t, uint16_t digits) {
    if (t <= NONET_T_NONE || t >= NONET_T_COUNT_) return;
    if (m->kind[t] == MEMO_WHOLE && (digits & MASK_ALL) == MASK_ALL) {
        row_memo_found_nothing(m, t);
        return;
    }
    if (m->kind[t] != MEMO_PER_DIGIT) return;
    read_position(m);
    for (uint16_t left = digits & MASK_ALL; left; left = mask_rest(left)) {
        int digit = mask_lowest(left);
        m->found_nothing[t][digit - 1] = m->now[digit - 1];
    }
    m->known[t] |= digits & MASK_ALL;
}
