/*
** intersections.c -- Locked Candidates: a box and a line (row or column)
** cross in three cells. When a digit's places in one of the two units all
** lie in those three cells, the digit must go there, so it leaves the rest
** of the other unit.
**
** Type 1, Pointing: base = box, cover = line.   Type 2, Claiming: base =
**                                                 line, cover = box.
**   pointing: 1 in b1 only in r1     claiming: 1 in r1 only in b1
**   +-------+                        +-------+-------+-------+
**   | 1 1 . | x x x | x x x |        | 1 1 . | . . . | . . . |
**   | . . . |                        | x x x |
**   | . . . |   x: 1 leaves r1       | x x x |   x: 1 leaves b1
**   +-------+      outside b1        +-------+      outside r1
**
** Sound: the digit must appear in the base unit, only in the crossing, so
** the crossing holds it and no other cell of the cover unit can.
**
** Step conventions (the renderer relies on them): units[0] = the base unit
** (ROLE_BASE), units[1] = the cover unit (ROLE_COVER); marks = the digit's
** candidates in the crossing (ROLE_PATTERN); digits = the digit;
** eliminations = the digit in the cover unit outside the crossing.
** As in HoDoKu, the digit has 2 or 3 places in the base (one place is a
** hidden single). Boxes are scanned for pointing, rows then columns for
** claiming.
*/
#include "se_scan.h"
#include "strategy.h"

/*
** The positions, within unit, of the three cells it shares with other (a
** box and a line that cross). Position bits follow unit_cells.
*/
static uint16_t crossing(int unit, int other) {
    int i = other % 9;
    switch (unit_kind(unit)) {
    case UNIT_BOX:
        return unit_kind(other) == UNIT_ROW ? triple_positions(i % 3) : box_col_positions(i % 3);
    case UNIT_ROW:
        return triple_positions(i % 3);
    default: /* a column crossing box i covers that box's band of rows */
        return triple_positions(i / 3);
    }
}

/* The units of the other kind crossing unit: a box's 3 rows and 3 columns,
** a line's 3 boxes. Returns how many. */
static int crossing_units(int unit, int out[6]) {
    int i = unit % 9;
    for (int t = 0; t < 3; t++) {
        switch (unit_kind(unit)) {
        case UNIT_BOX:
            out[t] = row_unit(i / 3 * 3 + t);
            out[t + 3] = col_unit(i % 3 * 3 + t);
            break;
        case UNIT_ROW: out[t] = box_unit(i / 3 * 3 + t); break;
        default: out[t] = box_unit(t * 3 + i / 3); break;
        }
    }
    return unit_kind(unit) == UNIT_BOX ? 6 : 3;
}

/* Build and emit the step for digit locked in base's crossing with cover. */
static bool emit_locked(const nonet_grid *g, strat_ctx *ctx, nonet_technique technique,
                        int digit, int base, int cover) {
    uint16_t outside = g->where[cover][digit] & (uint16_t)~crossing(cover, base);
    if (!outside) return false;
    nonet_step step;
    int cells[9];
    step_init(&step, technique, 0);
    step.digits = mask_of(digit);
    step_add_unit(&step, base, NONET_ROLE_BASE);
    step_add_unit(&step, cover, NONET_ROLE_COVER);
    int n = unit_cells_of(base, g->where[base][digit], cells);
    for (int i = 0; i < n; i++) step_add_mark(&step, cells[i], digit, NONET_ROLE_PATTERN);
    step_add_unit_eliminations(&step, cover, outside, digit);
    return strat_emit(ctx, &step);
}

/* Every locked digit whose base is one of units first..last; true when
** ctx asked to stop. */
static bool find_locked(const nonet_grid *g, strat_ctx *ctx, nonet_technique technique,
                        int first, int last) {
    for (int base = first; base <= last; base++) {
        int covers[6], n_covers = crossing_units(base, covers);
        for (uint16_t m = grid_open_digits(g, base); m; m = mask_rest(m)) {
            int digit = mask_lowest(m);
            uint16_t places = g->where[base][digit];
            if (mask_single(places) || !strat_digit_wanted(ctx, digit)) continue; /* single: not locked */
            for (int k = 0; k < n_covers; k++) { /* inside a crossing: 2 or 3 places */
                if (places & (uint16_t)~crossing(base, covers[k])) continue;
                if (emit_locked(g, ctx, technique, digit, base, covers[k])) return true;
            }
        }
    }
    return false;
}

/* Locked Candidates Type 1: a digit of a box confined to one line. */
bool strat_pointing(const nonet_grid *g, strat_ctx *ctx) {
    if (ctx->se_rules) return se_locking(g, ctx);
    return find_locked(g, ctx, NONET_T_POINTING, box_unit(0), box_unit(8));
}

/* Locked Candidates Type 2: a digit of a row or column confined to one box. */
bool strat_claiming(const nonet_grid *g, strat_ctx *ctx) {
    if (ctx->se_rules) return se_locking(g, ctx);
    return find_locked(g, ctx, NONET_T_CLAIMING, row_unit(0), col_unit(8));
}
