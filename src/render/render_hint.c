/*
** render_hint.c -- progressive hints from a step record.
**
** Level 1 names the technique ("Look for a Naked Pair."), level 2 also
** names where (digits and the units or cells of the pattern), level 3 is
** the whole explanation line.
*/
#include <string.h>

#include "grid.h"
#include "mask.h"
#include "technique.h"
#include "text_formats.h"
#include "solver.h"

/* "a " or "an " before a technique name: by sound, so "an X-Wing", "an
** Empty Rectangle", but "a Uniqueness Test"; none before a plural name
** ("Look for Simple Colors", "Look for Locked Candidates Type 1"). */
static const char *article(const char *name) {
    if (strstr(name, "Colors") || strstr(name, "Candidates")) return "";
    return name[0] && strchr("AEIOX", name[0]) ? "an " : "a ";
}

/* Where the pattern lies: its units (a unit is the natural hint for singles,
** subsets and fish), but the corners for uniqueness patterns, whose units
** only carry strong links; else its cells, else the effects. */
static void tb_where(text_buf *tb, const nonet_step *s) {
    const technique_row *row = technique_row_of(s->technique);
    bool corners = row && (row->info.flags & NONET_TF_UNIQUENESS) && s->n_cells;
    if (s->n_units && !corners) {
        for (int i = 0; i < s->n_units; i++) {
            tb_printf(tb, "%s", i ? (i + 1 == s->n_units ? " and " : ", ") : "");
            tb_unit(tb, s->units[i].unit);
        }
    } else if (s->n_cells) {
        tb_step_cells(tb, s);
    } else {
        uint8_t cells[NONET_STEP_MAX_PLACEMENTS];
        for (int i = 0; i < s->n_placements; i++) cells[i] = s->placements[i].cell;
        tb_cells(tb, cells, s->n_placements);
    }
}

/* At level 2 the digits help where the pattern is found (a hidden single's
** unit, a pair's cells); where the "where" is the very cell to fill (a
** naked single, a full house) digit and cell together are the answer, so
** the digit is left out. */
static bool digits_help(const nonet_step *s) {
    return s->n_units || !s->n_placements;
}

size_t nonet_step_hint(const nonet_step *step, int level, char *buf, size_t size) {
    if (level >= 3) return nonet_step_text(step, buf, size);
    text_buf tb;
    tb_init(&tb, buf, size);
    const technique_row *row = technique_row_of(step->technique);
    const char *name = row ? row->info.name : "step";
    tb_printf(&tb, "Look for %s%s", article(name), name);
    if (level == 2) {
        if (step->digits && digits_help(step)) {
            tb_printf(&tb, mask_single(step->digits) ? " on digit " : " on digits ");
            tb_digits(&tb, step->digits, ",");
        }
        tb_printf(&tb, " in ");
        tb_where(&tb, step);
    }
    tb_printf(&tb, ".");
    return tb.len;
}
