/*
** row_memo.c -- the driver's memory of unproductive searches (row_memo.h).
*/
#include <string.h>

#include "mask.h"
#include "registry.h"
#include "row_memo.h"

/*
** The per-digit strategies: each looks at one digit at a time, reads only
** that digit's candidates (g->where[..][digit], the digit's bit of
** g->cand) and skips ctx->skip_digits. A strategy is added here only when
** all of that holds (tests/test_row_memo.c checks the skipping).
*/
static const strat_fn per_digit_fns[] = {
    strat_pointing,        strat_claiming,     strat_fish,
    strat_skyscraper,      strat_two_string_kite, strat_turbot_fish,
    strat_empty_rectangle, strat_simple_colors, strat_multi_colors,
};

/* Is fn one of the per-digit strategies? */
static bool fn_per_digit(strat_fn fn) {
    for (size_t i = 0; i < sizeof per_digit_fns / sizeof per_digit_fns[0]; i++)
        if (per_digit_fns[i] == fn) return true;
    return false;
}

void row_memo_init(row_memo *m) {
    size_t n;
    const strat_row *rows = registry_rows(&n);
    memset(m->per_digit, 0, sizeof m->per_digit);
    memset(m->known, 0, sizeof m->known);
    for (size_t i = 0; i < n; i++)
        m->per_digit[rows[i].info.technique] = rows[i].fn && fn_per_digit(rows[i].fn);
}

void row_memo_look(row_memo *m, const nonet_grid *g) {
    for (int digit = 1; digit <= 9; digit++)
        for (int row = 0; row < 9; row++) m->now[digit - 1].rows[row] = g->where[row_unit(row)][digit];
}

uint16_t row_memo_skip(const row_memo *m, nonet_technique t) {
    if (!m->known[t]) return 0;
    uint16_t same = 0;
    for (int digit = 1; digit <= 9; digit++)
        if (!memcmp(&m->found_nothing[t][digit - 1], &m->now[digit - 1], sizeof(digit_rows)))
            same |= mask_of(digit);
    return same;
}

void row_memo_found_nothing(row_memo *m, nonet_technique t) {
    if (!m->per_digit[t]) return;
    memcpy(m->found_nothing[t], m->now, sizeof m->now);
    m->known[t] = true;
}
